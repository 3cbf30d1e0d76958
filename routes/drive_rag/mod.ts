import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Document-store folders kept in sync with the retrieval corpus (/api/drive-rag). */
export function driveRagRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.files, handlers.files);
  router.openapi(routes.sync, handlers.sync);
  router.openapi(routes.embed, handlers.embed);
  router.openapi(routes.status, handlers.status);
  router.openapi(routes.health, handlers.health);
  return router;
}
