import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Contracts (spec 001 "Contracts"): legacy /api/contracts routes, all deprecated. */
export function contractRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.health, handlers.health);
  router.openapi(routes.generate, handlers.generate);
  router.openapi(routes.format, handlers.format);
  router.openapi(routes.templates, handlers.templates);
  router.openapi(routes.generateTerms, handlers.generateTerms);
  router.openapi(routes.generateDocument, handlers.generateDocument);
  router.openapi(routes.scorecard, handlers.scorecard);
  router.openapi(routes.scorecardUpdate, handlers.scorecardUpdate);
  router.openapi(routes.pipelineStatusGet, handlers.pipelineStatusGet);
  router.openapi(routes.pipelineStatusPost, handlers.pipelineStatusPost);
  router.openapi(routes.templateInjection, handlers.templateInjection);
  router.openapi(routes.adjustTerms, handlers.adjustTerms);
  router.openapi(routes.createFingerprint, handlers.createFingerprint);
  router.openapi(routes.startSession, handlers.startSession);
  router.openapi(routes.selectOption, handlers.selectOption);
  router.openapi(routes.downloadSession, handlers.downloadSession);
  return router;
}
