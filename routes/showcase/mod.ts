import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** The hosted-AI showcase's retrieval operations (/api/cloudai-showcase/rag, demo). */
export function showcaseRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.query, handlers.query);
  router.openapi(routes.upload, handlers.upload);
  router.openapi(routes.documents, handlers.documents);
  router.openapi(routes.beforeAfter, handlers.beforeAfter);
  return router;
}
