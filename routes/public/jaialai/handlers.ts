import { getJaiAlaiMatches } from "../../../services/jaialai/mod.ts";
import { getJaiAlaiOdds as priceJaiAlai } from "../../../services/pricing/jaialai.ts";
import type { AppRouteHandler } from "../../context.ts";
import { sendJson } from "../../json.ts";
import type * as routes from "./routes.ts";

/** One cache entry per event, whichever of its id forms the client used. */
const cacheKey = (id: string) => id.toLowerCase().replace(/^jaialai:(?=[0-9a-f]{8}-)/, "");

export const getJaiAlaiEvent: AppRouteHandler<typeof routes.getJaiAlaiEvent> = async (c) => {
  const { db, cache } = c.get("deps");
  const { id } = c.req.valid("param");
  return await sendJson(
    c,
    await cache.get(JSON.stringify(["jaialai", cacheKey(id)]), () => getJaiAlaiMatches(db, id)),
    200,
  );
};

export const getJaiAlaiOdds: AppRouteHandler<typeof routes.getJaiAlaiOdds> = async (c) => {
  const { db, cache, pricer } = c.get("deps");
  const { id } = c.req.valid("param");
  return await sendJson(
    c,
    await cache.get(
      JSON.stringify(["jaialai-odds", cacheKey(id)]),
      () => priceJaiAlai(db, pricer, id),
    ),
    200,
  );
};
