import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/**
 * The onboarding funnel under /api/onboarding, the mail script's /api/onboard, a league's
 * status at /api/league/{league_id} and /api/feedback (spec 001), in spec 001's envelope.
 * routes/app.ts mounts the league opportunities first, so /api/league/opportunities/... is never
 * read as a league id.
 */
export function onboardingRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.pipelineStatus, handlers.pipelineStatus);
  router.openapi(routes.pipelineDetailed, handlers.pipelineDetailed);
  router.openapi(routes.leagues, handlers.leagues);
  router.openapi(routes.league, handlers.league);
  router.openapi(routes.updateStage, handlers.updateStage);
  router.openapi(routes.addContact, handlers.addContact);
  router.openapi(routes.recentActivity, handlers.recentActivity);
  router.openapi(routes.nextActions, handlers.nextActions);
  router.openapi(routes.emailCandidates, handlers.emailCandidates);
  router.openapi(routes.resetPipeline, handlers.resetPipeline);
  router.openapi(routes.stages, handlers.stages);
  router.openapi(routes.sports, handlers.sports);
  router.openapi(routes.health, handlers.health);
  router.openapi(routes.onboard, handlers.onboard);
  router.openapi(routes.leagueStatus, handlers.leagueStatus);
  router.openapi(routes.feedback, handlers.feedback);
  router.openapi(routes.processEmailCandidate, handlers.processEmailCandidate);
  router.openapi(routes.processEmailBatch, handlers.processEmailBatch);
  return router;
}
