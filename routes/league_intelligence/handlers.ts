import {
  dailyOutreach,
  leagueResearch,
  partnershipOpportunities,
} from "../../services/catalog/mod.ts";
import { readerOf } from "../catalog_read.ts";
import type { Context } from "hono";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

/** The catalog as the caller sees it, with the AI provider and the clock. */
const servicesOf = (c: Context<AppEnv>) => ({
  ...readerOf(c),
  ai: c.get("deps").ai,
  clock: c.get("deps").clock,
});

export const opportunities: AppRouteHandler<typeof routes.opportunities> = async (c) =>
  c.json(await partnershipOpportunities(servicesOf(c), c.req.valid("json")), 200);

export const research: AppRouteHandler<typeof routes.research> = async (c) =>
  c.json(await leagueResearch(servicesOf(c), c.req.valid("json")), 200);

export const outreach: AppRouteHandler<typeof routes.outreach> = async (c) =>
  c.json(await dailyOutreach(servicesOf(c), c.req.valid("json")), 200);
