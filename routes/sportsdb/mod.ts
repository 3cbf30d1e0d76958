import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Database explorer (spec 002 "Database explorer"): /sportsdb, for operators. */
export function sportsdbRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.query, handlers.query);
  router.openapi(routes.overview, handlers.overview);
  router.openapi(routes.schemas, handlers.schemas);
  router.openapi(routes.tables, handlers.tables);
  router.openapi(routes.sport, handlers.sport);
  router.openapi(routes.athletes, handlers.athletes);
  router.openapi(routes.events, handlers.events);
  router.openapi(routes.betting, handlers.betting);
  router.openapi(routes.analytics, handlers.analytics);
  router.openapi(routes.kb, handlers.kb);
  router.openapi(routes.docs, handlers.docs);
  router.openapi(routes.catalog, handlers.catalog);
  router.openapi(routes.sports, handlers.sports);
  router.openapi(routes.api, handlers.api);
  return router;
}
