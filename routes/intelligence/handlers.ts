import type { Context } from "hono";
import { askIntelligence, type IntelligenceContext } from "../../services/intelligence/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

/** The request's data and providers, its caller, and its signal (a client gone stops work). */
function intelligenceContext(c: Context<AppEnv>): IntelligenceContext {
  const { db, clock, ai, embedder, cache, pricer, queue } = c.get("deps");
  return {
    db,
    clock,
    ai,
    embedder,
    cache,
    pricer,
    queue,
    principal: c.get("principal"),
    signal: c.req.raw.signal,
  };
}

export const ask: AppRouteHandler<typeof routes.ask> = async (c) => {
  const answer = await askIntelligence(intelligenceContext(c), {
    ...c.req.valid("json"),
    idempotency_key: c.req.valid("header")["idempotency-key"],
  });
  return answer.query_type === "workflow"
    ? c.json(envelope(c, answer), 202)
    : c.json(envelope(c, answer), 200);
};
