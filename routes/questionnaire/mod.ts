import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Questionnaire operations of spec 001, and `POST /api/v1/leagues/evaluate`. */
export function questionnaireRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.evaluateLeague, handlers.evaluateLeague);
  router.openapi(routes.listFrameworks, handlers.listFrameworks);
  router.openapi(routes.health, handlers.health);
  router.openapi(routes.processQuestionnaire, handlers.processQuestionnaire);
  router.openapi(routes.extract, handlers.extract);
  router.openapi(routes.classifyTier, handlers.classifyTier);
  router.openapi(routes.generateContract, handlers.generateContract);
  router.openapi(routes.assessReadiness, handlers.assessReadiness);
  router.openapi(routes.generateTermsheet, handlers.generateTermsheet);
  router.openapi(routes.generateEnhancedTermsheet, handlers.generateEnhancedTermsheet);
  router.openapi(routes.download, handlers.download);
  router.openapi(routes.processWithFramework, handlers.processWithFramework);
  return router;
}
