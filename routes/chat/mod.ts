import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** The hosted-AI showcase's chat (spec 002), under /api/cloudai-showcase. */
export function chatRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.chat, handlers.chat);
  router.openapi(routes.chatStream, handlers.chatStream);
  router.openapi(routes.capabilities, handlers.capabilities);
  router.openapi(routes.health, handlers.health);
  return router;
}
