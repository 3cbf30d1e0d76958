import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Agents (spec 002): /v1/agents and /api/agents, over services/agents. */
export function agentRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.list, handlers.list);
  router.openapi(routes.get, handlers.get);
  router.openapi(routes.invoke, handlers.invoke);
  router.openapi(routes.platformList, handlers.platformList);
  return router;
}
