import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Batches (spec 001 "Batches", and `POST /api/v1/pipeline/batch`). */
export function batchRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.v1Batch, handlers.v1Batch);
  router.openapi(routes.processBatch, handlers.processBatch);
  router.openapi(routes.uploadBatch, handlers.uploadBatch);
  router.openapi(routes.status, handlers.status);
  router.openapi(routes.remove, handlers.remove);
  router.openapi(routes.list, handlers.list);
  return router;
}
