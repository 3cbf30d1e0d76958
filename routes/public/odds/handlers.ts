import type { z } from "@hono/zod-openapi";
import type { CachedJson } from "../../../services/cache.ts";
import * as pricing from "../../../services/pricing/mod.ts";
import type { AppRouteHandler } from "../../context.ts";
import { sendJson } from "../../json.ts";
import type * as routes from "./routes.ts";
import type { EventOddsResponse } from "./schemas.ts";

export const getEventOdds: AppRouteHandler<typeof routes.getEventOdds> = async (c) => {
  const { cache, pricer } = c.get("deps");
  const { eventId, oddType } = c.req.valid("param");
  const query = c.req.valid("query");
  const load = () => pricing.getEventOdds(pricer, eventId, oddType, query);
  const json = await cache.get(JSON.stringify(["odds", eventId, oddType, query]), load);
  return await sendJson(c, json as CachedJson<z.infer<typeof EventOddsResponse>>, 200);
};

export const priceSgp: AppRouteHandler<typeof routes.priceSgp> = async (c) => {
  const { eventId } = c.req.valid("param");
  const { selections } = c.req.valid("json");
  return c.json(await pricing.priceSgp(c.get("deps").pricer, eventId, selections), 201);
};
