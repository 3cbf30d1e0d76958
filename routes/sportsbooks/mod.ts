import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Sportsbook coverage (second catalog description): sports, sportsbooks, the coverage grid. */
export function sportsbookRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.sports, handlers.sports);
  router.openapi(routes.sportsbooks, handlers.sportsbooks);
  router.openapi(routes.grid, handlers.grid);
  return router;
}
