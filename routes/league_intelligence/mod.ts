import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** League intelligence under /v1; errors are `{detail, status_code, timestamp}`. */
export function leagueIntelligenceRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.opportunities, handlers.opportunities);
  router.openapi(routes.research, handlers.research);
  router.openapi(routes.outreach, handlers.outreach);
  return router;
}
