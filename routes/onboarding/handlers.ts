import type { Context } from "hono";
import * as mail from "../../services/mail/mod.ts";
import { badRequest } from "../../services/errors.ts";
import * as onboarding from "../../services/onboarding/mod.ts";
import { callerOf } from "../middleware/auth.ts";
import { type AppEnv, type AppRouteHandler, queueServicesOf } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

/** The onboarding verbs' context: this request's database, clock and caller. */
function ctxOf(c: Context<AppEnv>): onboarding.OnboardingContext {
  const { db, clock } = c.get("deps");
  return { db, clock, principal: c.get("principal") };
}

export const pipelineStatus: AppRouteHandler<typeof routes.pipelineStatus> = async (c) =>
  c.json(envelope(c, await onboarding.pipelineStatus(ctxOf(c))), 200);

export const pipelineDetailed: AppRouteHandler<typeof routes.pipelineDetailed> = async (c) =>
  c.json(envelope(c, await onboarding.pipelineDetailed(ctxOf(c))), 200);

export const leagues: AppRouteHandler<typeof routes.leagues> = async (c) =>
  c.json(envelope(c, await onboarding.listLeagues(ctxOf(c), c.req.valid("query"))), 200);

export const league: AppRouteHandler<typeof routes.league> = async (c) =>
  c.json(envelope(c, await onboarding.getLeague(ctxOf(c), c.req.valid("param").league_id)), 200);

export const updateStage: AppRouteHandler<typeof routes.updateStage> = async (c) => {
  const { league_id } = c.req.valid("param");
  const result = await onboarding.updateStage(ctxOf(c), league_id, c.req.valid("json"));
  return c.json(envelope(c, result), 200);
};

export const addContact: AppRouteHandler<typeof routes.addContact> = async (c) => {
  const { league_id } = c.req.valid("param");
  const result = await onboarding.addContact(ctxOf(c), league_id, c.req.valid("json"));
  return c.json(envelope(c, result), 201);
};

export const recentActivity: AppRouteHandler<typeof routes.recentActivity> = async (c) =>
  c.json(envelope(c, await onboarding.recentActivity(ctxOf(c), c.req.valid("query").days)), 200);

export const nextActions: AppRouteHandler<typeof routes.nextActions> = async (c) =>
  c.json(envelope(c, await onboarding.nextActions(ctxOf(c), c.req.valid("query").days)), 200);

export const emailCandidates: AppRouteHandler<typeof routes.emailCandidates> = async (c) =>
  c.json(envelope(c, await onboarding.listEmailCandidates(ctxOf(c), c.req.valid("query"))), 200);

export const resetPipeline: AppRouteHandler<typeof routes.resetPipeline> = async (c) => {
  const allowed = c.get("deps").config.ONBOARDING_RESET_ALLOWED;
  return c.json(envelope(c, await onboarding.resetPipeline(ctxOf(c), allowed)), 200);
};

export const stages: AppRouteHandler<typeof routes.stages> = (c) =>
  c.json(
    envelope(c, {
      stages: onboarding.ONBOARDING_STAGES.map((stage) => ({
        stage,
        ...onboarding.STAGE_INFO[stage],
        order: onboarding.stageIndex(stage),
        terminal: onboarding.isTerminal(stage),
        allowed_next_stages: onboarding.nextStages(stage),
      })),
    }),
    200,
  );

export const sports: AppRouteHandler<typeof routes.sports> = async (c) =>
  c.json(envelope(c, await onboarding.listSports(ctxOf(c))), 200);

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  const { db } = c.get("deps");
  let database = { status: "ok", detail: "answers" };
  try {
    await db.$client.execute("SELECT count(*) FROM onboarding_leagues");
  } catch (err) {
    database = { status: "down", detail: err instanceof Error ? err.message : String(err) };
  }
  const status = database.status === "ok" ? "healthy" as const : "degraded" as const;
  const detail = callerOf(c) ? { status, dependencies: { database } } : { status };
  return c.json(envelope(c, detail), 200);
};

export const onboard: AppRouteHandler<typeof routes.onboard> = async (c) => {
  const result = await onboarding.onboard(ctxOf(c), c.req.valid("json"));
  return result.duplicate ? c.json(envelope(c, result), 200) : c.json(envelope(c, result), 201);
};

export const leagueStatus: AppRouteHandler<typeof routes.leagueStatus> = async (c) =>
  c.json(
    envelope(c, await onboarding.leagueStatus(ctxOf(c), c.req.valid("param").league_id)),
    200,
  );

export const feedback: AppRouteHandler<typeof routes.feedback> = async (c) =>
  c.json(envelope(c, await onboarding.submitFeedback(ctxOf(c), c.req.valid("json"))), 201);

export const processEmailCandidate: AppRouteHandler<typeof routes.processEmailCandidate> = async (
  c,
) => {
  const { candidate_id, message_id } = c.req.valid("json");
  if (!candidate_id === !message_id) {
    throw badRequest("send exactly one of `candidate_id` and `message_id`", {
      parameter: "candidate_id",
    });
  }
  const result = await mail.processEmailCandidate(
    queueServicesOf(c),
    (candidate_id ?? message_id)!,
    c.get("principal"),
  );
  return c.json(envelope(c, result), 200);
};

export const processEmailBatch: AppRouteHandler<typeof routes.processEmailBatch> = async (c) => {
  const result = await mail.processEmailBatch(
    queueServicesOf(c),
    c.req.valid("json"),
    c.get("principal"),
  );
  return c.json(envelope(c, result), 200);
};
