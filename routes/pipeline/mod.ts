import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Pipeline runs (spec 001 "Pipeline runs (v1)" and "Upload pipeline"). */
export function pipelineRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.health, handlers.health);
  router.openapi(routes.uploadQuestionnaire, handlers.uploadQuestionnaire);
  router.openapi(routes.startPipeline, handlers.startPipeline);
  router.openapi(routes.legacyStatus, handlers.status);
  router.openapi(routes.status, handlers.status);
  router.openapi(routes.events, handlers.events);
  router.openapi(routes.result, handlers.result);
  router.openapi(routes.contractsZip, handlers.zip);
  router.openapi(routes.downloadZip, handlers.zip);
  router.openapi(routes.remove, handlers.remove);
  router.openapi(routes.process, handlers.process);
  return router;
}
