import type { Context } from "hono";
import * as opportunities from "../../services/opportunities/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

function ctxOf(c: Context<AppEnv>): opportunities.OpportunityContext {
  const { db, clock, config } = c.get("deps");
  return { db, clock, principal: c.get("principal"), seed: config.DEMO_SEED };
}

export const top: AppRouteHandler<typeof routes.top> = async (c) =>
  c.json(envelope(c, await opportunities.topOpportunities(ctxOf(c), c.req.valid("query"))), 200);

export const topDetail: AppRouteHandler<typeof routes.topDetail> = async (c) => {
  const { opportunity_id } = c.req.valid("param");
  return c.json(envelope(c, await opportunities.topOpportunity(ctxOf(c), opportunity_id)), 200);
};

export const underserved: AppRouteHandler<typeof routes.underserved> = async (c) => {
  const list = await opportunities.underservedOpportunities(ctxOf(c), c.req.valid("query"));
  return c.json(envelope(c, list), 200);
};

export const underservedDetail: AppRouteHandler<typeof routes.underservedDetail> = async (c) => {
  const { opportunity_id } = c.req.valid("param");
  const detail = await opportunities.underservedOpportunity(ctxOf(c), opportunity_id);
  return c.json(envelope(c, detail), 200);
};
