import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Prompts and memory under /api/prompts (spec 002), in spec 001's envelope. */
export function promptRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  // Literal paths before /api/prompts/{prompt_id}: the router tries routes in this order, so
  // GET /api/prompts/stats is the statistics even when a prompt's slug is `stats`.
  router.openapi(routes.search, handlers.search);
  router.openapi(routes.build, handlers.build);
  router.openapi(routes.stats, handlers.stats);
  router.openapi(routes.seed, handlers.seed);
  router.openapi(routes.seedSources, handlers.seedSources);
  router.openapi(routes.memoryStatus, handlers.memoryStatus);
  router.openapi(routes.memoryBuild, handlers.memoryBuild);
  router.openapi(routes.memoryExamples, handlers.memoryExamples);
  router.openapi(routes.memoryAgents, handlers.memoryAgents);
  router.openapi(routes.get, handlers.get);
  router.openapi(routes.update, handlers.update);
  router.openapi(routes.create, handlers.create);
  return router;
}
