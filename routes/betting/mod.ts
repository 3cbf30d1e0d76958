import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/**
 * Markets and betting (spec 002) under /api/markets and /api/betting, in spec 001's envelope:
 * markets, live prices, opportunities, placement (stakes held by the credit ledger) and a
 * user's bet history.
 */
export function bettingRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  // Literal paths before parameters: the router tries routes in this order.
  router.openapi(routes.liveMarkets, handlers.liveMarkets);
  router.openapi(routes.markets, handlers.marketBoard);
  router.openapi(routes.liveOpportunities, handlers.liveOpportunities);
  router.openapi(routes.opportunities, handlers.opportunities);
  router.openapi(routes.opportunity, handlers.opportunity);
  router.openapi(routes.placeBet, handlers.placeBet);
  router.openapi(routes.userBets, handlers.userBets);
  return router;
}
