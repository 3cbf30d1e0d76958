import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** The catalog's sports, summary, athletes, live scores, teams, players and statistics (/v1). */
export function catalogRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.sports, handlers.sports);
  router.openapi(routes.summary, handlers.summary);
  router.openapi(routes.athlete, handlers.athlete);
  router.openapi(routes.live, handlers.live);
  router.openapi(routes.teams, handlers.teams);
  router.openapi(routes.team, handlers.team);
  router.openapi(routes.players, handlers.players);
  router.openapi(routes.player, handlers.player);
  router.openapi(routes.stats, handlers.stats);
  return router;
}
