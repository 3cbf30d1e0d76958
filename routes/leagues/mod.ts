import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** The catalog's leagues under /v1; errors are `{detail, status_code, timestamp}`. */
export function leagueRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.list, handlers.list);
  // Literal paths before /v1/leagues/{league_id}: the router tries routes in this order.
  router.openapi(routes.discovery, handlers.discovery);
  router.openapi(routes.discoveryStats, handlers.discoveryStats);
  router.openapi(routes.evaluate, handlers.evaluate);
  router.openapi(routes.get, handlers.get);
  router.openapi(routes.events, handlers.events);
  return router;
}
