import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/**
 * League opportunities under /api/league/opportunities (spec 001). Mounted before the
 * onboarding routes, so these literal paths win over /api/league/{league_id}.
 */
export function opportunityRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.top, handlers.top);
  router.openapi(routes.topDetail, handlers.topDetail);
  router.openapi(routes.underserved, handlers.underserved);
  router.openapi(routes.underservedDetail, handlers.underservedDetail);
  return router;
}
