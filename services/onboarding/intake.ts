/**
 * How leagues enter and move through the funnel from outside the onboarding routes: the mail
 * script's `POST /api/onboard`, a league's own status read (`GET /api/league/{league_id}`), and
 * the partnership pipeline's evaluation of a questionnaire.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { onboardingActivity, onboardingLeagues } from "../../db/schema/mod.ts";
import { ownerOf } from "../auth/principal.ts";
import { findUser } from "../auth/users.ts";
import { notFound } from "../errors.ts";
import { newId } from "../random.ts";
import {
  activityOf,
  type Actor,
  actorOf,
  changeStage,
  findByName,
  isStaff,
  type OnboardingContext,
  recordDiscoveredLeague,
  SYSTEM,
  viewOf,
} from "./leagues.ts";
import { markCandidateProcessed, matchCandidate, recordEmailCandidate } from "./candidates.ts";
import { normalizeEmail } from "./names.ts";
import { STAGE_INFO, stageIndex } from "./stages.ts";

export interface OnboardInput {
  league_name: string;
  contact_email: string;
  contact_name?: string;
  sport?: string;
  message?: string;
  subject?: string;
  message_id?: string;
  website?: string;
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Without a message id, the same sender, league and text are the same message. */
async function derivedMessageId(input: OnboardInput) {
  const text = [normalizeEmail(input.contact_email), input.league_name.trim(), input.message ?? ""]
    .join("\n");
  return `sha256:${(await sha256Hex(text)).slice(0, 40)}`;
}

/**
 * `POST /api/onboard`: an e-mail from a league. Records the message as an e-mail candidate
 * (once per message id: a retry answers the first result with `duplicate: true` and changes
 * nothing), creates the league in the funnel or finds it by name, matches the candidate to it,
 * and moves a `discovered` or `contacted` league to `responded`.
 */
export async function onboard(s: OnboardingContext, input: OnboardInput) {
  const now = s.clock();
  const actor = actorOf(s.principal);
  const messageId = input.message_id?.trim().replace(/^<|>$/g, "") ||
    await derivedMessageId(input);
  const { candidate, created } = await recordEmailCandidate(s.db, {
    message_id: messageId,
    from_email: input.contact_email,
    from_name: input.contact_name,
    subject: input.subject,
    league_name: input.league_name,
    sport: input.sport,
    body: input.message,
  }, now);
  if (!created && candidate.processed && candidate.league_id) {
    const [row] = await s.db.select().from(onboardingLeagues)
      .where(eq(onboardingLeagues.id, candidate.league_id));
    if (row) {
      return { duplicate: true, league_created: false, league: viewOf(row), candidate };
    }
  }
  const { league, created: leagueCreated } = await recordDiscoveredLeague(
    s.db,
    {
      name: input.league_name,
      sport: input.sport,
      data_source: "email",
      contact_email: input.contact_email,
      contact_name: input.contact_name,
      website: input.website,
      stage: "responded",
    },
    actor,
    now,
  );
  // One activity per message (its id derives from the message id), whoever of two concurrent
  // deliveries gets here first.
  await s.db.insert(onboardingActivity).values({
    id: `oba_mail_${(await sha256Hex(messageId)).slice(0, 32)}`,
    leagueId: league.league_id,
    kind: "inbound_email",
    fromStage: null,
    toStage: null,
    secondsInStage: null,
    actorKind: actor.kind,
    actorId: actor.id,
    reason: input.subject?.trim().slice(0, 500) || "e-mail received",
    channel: "email",
    outcome: "received",
    notes: input.message?.slice(0, 1000) || null,
    nextActionDate: null,
    createdAt: now.toISOString(),
  }).onConflictDoNothing();
  let current = league;
  if (stageIndex(league.stage) >= 0 && stageIndex(league.stage) < stageIndex("responded")) {
    current = (await changeStage(
      s.db,
      league.league_id,
      {
        stage: "responded",
        reason: "the league wrote to us (e-mail)",
      },
      actor,
      now,
    ).catch(() => ({ league }))).league;
  }
  await matchCandidate(s.db, candidate.candidate_id, league.league_id);
  const done = await markCandidateProcessed(s.db, candidate.candidate_id, now);
  return { duplicate: !created, league_created: leagueCreated, league: current, candidate: done };
}

/** The caller's account e-mail: a login's own, or the account an API key belongs to. */
async function callerEmail(s: OnboardingContext) {
  const p = s.principal;
  if (!p) return undefined;
  if (p.email) return normalizeEmail(p.email);
  if (p.kind !== "api_key") return undefined;
  const user = await findUser(s.db, ownerOf(p).id);
  return user?.email ? normalizeEmail(user.email) : undefined;
}

/**
 * `GET /api/league/{league_id}`: where a league stands. Tenant admins see any;
 * anyone else only the league whose contact e-mail is their account's (404 otherwise, so ids
 * of other leagues are not confirmed).
 */
export async function leagueStatus(s: OnboardingContext, leagueId: string) {
  const [row] = await s.db.select().from(onboardingLeagues)
    .where(eq(onboardingLeagues.id, leagueId));
  const email = await callerEmail(s);
  if (!row || !(isStaff(s.principal) || (email && row.contactEmail === email))) {
    throw notFound(`no onboarding league '${leagueId}'`, { league_id: leagueId });
  }
  const history = await s.db.select().from(onboardingActivity)
    .where(eq(onboardingActivity.leagueId, leagueId))
    .orderBy(desc(onboardingActivity.createdAt), desc(onboardingActivity.id)).limit(50);
  const stages = history.filter((a) => a.kind === "stage_change" || a.kind === "created");
  return {
    league_id: row.id,
    name: row.name,
    sport: row.sport,
    stage: row.stage,
    stage_label: STAGE_INFO[row.stage].label,
    stage_description: STAGE_INFO[row.stage].description,
    stage_changed_at: row.stageChangedAt,
    score: row.score,
    tier: row.tier,
    next_action: row.nextAction,
    next_action_date: row.nextActionDate,
    last_activity_at: history[0]?.createdAt ?? row.createdAt,
    history: stages.map((a) => activityOf(a)),
  };
}

export interface Evaluation {
  league_name: string;
  sport?: string;
  overall_score: number;
  tier: string;
  run_id?: string;
}

/**
 * The pipeline scored a league's questionnaire: its funnel entry (found by normalized name,
 * created when missing, as `pipeline`) gets the score and tier and moves to `evaluated` when it
 * was before it. A league already past `evaluated`, or terminal, keeps its stage (a recorded
 * `evaluated` activity carries the new score). Idempotent for one run: the same run id again
 * changes nothing.
 */
export async function recordEvaluation(
  db: Database,
  e: Evaluation,
  now: Date,
  actor: Actor = SYSTEM,
) {
  const existing = await findByName(db, e.league_name);
  if (existing?.pipelineRunId && existing.pipelineRunId === e.run_id) return existing.id;
  const { league } = existing ? { league: viewOf(existing) } : await recordDiscoveredLeague(
    db,
    {
      name: e.league_name,
      sport: e.sport,
      data_source: "pipeline",
      stage: "questionnaire_received",
    },
    actor,
    now,
  );
  const score = { score: e.overall_score, tier: e.tier, pipelineRunId: e.run_id ?? null };
  const at = now.toISOString();
  if (stageIndex(league.stage) >= 0 && stageIndex(league.stage) < stageIndex("evaluated")) {
    try {
      await changeStage(
        db,
        league.league_id,
        {
          stage: "evaluated",
          reason: `partnership pipeline scored ${e.overall_score.toFixed(2)} (${e.tier})` +
            (e.run_id ? `, run ${e.run_id}` : ""),
        },
        actor,
        now,
        score,
      );
      return league.league_id;
    } catch {
      // Moved meanwhile: record the score below without a stage change.
    }
  }
  await db.batch([
    db.update(onboardingLeagues).set({ ...score, updatedAt: at })
      .where(eq(onboardingLeagues.id, league.league_id)),
    db.insert(onboardingActivity).values({
      id: newId("oba"),
      leagueId: league.league_id,
      kind: "evaluated",
      fromStage: null,
      toStage: null,
      secondsInStage: null,
      actorKind: actor.kind,
      actorId: actor.id,
      reason: `partnership pipeline scored ${e.overall_score.toFixed(2)} (${e.tier})`,
      channel: null,
      outcome: null,
      notes: e.run_id ? `run ${e.run_id}` : null,
      nextActionDate: null,
      createdAt: at,
    }),
  ]);
  return league.league_id;
}
