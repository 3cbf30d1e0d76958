import { futureOdds, listFutures as list } from "../../../services/pricing/futures.ts";
import type { AppRouteHandler } from "../../context.ts";
import { sendJson } from "../../json.ts";
import type * as routes from "./routes.ts";

export const listFutures: AppRouteHandler<typeof routes.listFutures> = async (c) => {
  const { db, cache } = c.get("deps");
  return await sendJson(c, await cache.get("futures", () => list(db)), 200);
};

export const getFutureOdds: AppRouteHandler<typeof routes.getFutureOdds> = async (c) => {
  const { pricer, cache } = c.get("deps");
  const { sportType, tourId, futureType } = c.req.valid("param");
  const load = async () => futureOdds(await pricer.season(sportType, tourId), futureType);
  return await sendJson(
    c,
    await cache.get(JSON.stringify(["future", sportType, tourId, futureType]), load),
    200,
  );
};
