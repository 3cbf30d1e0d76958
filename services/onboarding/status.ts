/**
 * The funnel's figures.
 *
 * - `by_stage`: leagues now in each stage.
 * - `conversion`: for each stage of the forward order, the share of all leagues that reached it
 *   (their furthest stage is it or later; a lost league counts up to where it got), and
 *   `overall` = signed / all. Shares are 0 to 1, rounded to 4 places; 0 with no leagues.
 * - `average_days_in_stage`: over every recorded stage change, the mean time the league spent
 *   in the stage it left (days, 2 places); null for a stage nobody has left yet.
 */
import { and, count, eq, gte, isNotNull, lte, notInArray } from "drizzle-orm";
import {
  onboardingActivity,
  onboardingEmailCandidates,
  onboardingLeagues,
} from "../../db/schema/mod.ts";
import { isStaff, type OnboardingContext } from "./leagues.ts";
import { forbidden } from "../errors.ts";
import { ONBOARDING_STAGES, type Stage, stageIndex, TERMINAL_STAGES } from "./stages.ts";
import { roundTo } from "../round.ts";

function staffOnly(s: OnboardingContext) {
  if (!isStaff(s.principal)) {
    throw forbidden(
      "the onboarding pipeline needs an admin, or an admin key with the 'admin' scope",
    );
  }
}

async function countsBy(s: OnboardingContext) {
  const rows = await s.db.select({
    stage: onboardingLeagues.stage,
    furthest: onboardingLeagues.furthestStage,
    n: count(),
  }).from(onboardingLeagues).groupBy(onboardingLeagues.stage, onboardingLeagues.furthestStage);
  const byStage = Object.fromEntries(ONBOARDING_STAGES.map((st) => [st, 0])) as Record<
    Stage,
    number
  >;
  let total = 0;
  for (const r of rows) {
    byStage[r.stage] += r.n;
    total += r.n;
  }
  return { rows, byStage, total };
}

/** `GET /api/onboarding/pipeline-status`. */
export async function pipelineStatus(s: OnboardingContext) {
  staffOnly(s);
  const { byStage, total } = await countsBy(s);
  const open = total - TERMINAL_STAGES.reduce((n, st) => n + byStage[st], 0);
  return {
    status: "operational" as const,
    total_leagues: total,
    open_leagues: open,
    by_stage: byStage,
    signed: byStage.signed,
    lost: byStage.lost,
    generated_at: s.clock().toISOString(),
  };
}

/** `GET /api/onboarding/pipeline-detailed`. */
export async function pipelineDetailed(s: OnboardingContext) {
  const base = await pipelineStatus(s);
  const { rows, total } = await countsBy(s);
  const forward = ONBOARDING_STAGES.filter((st) => st !== "lost");
  const conversion: Record<string, number> = {};
  for (const st of forward) {
    const reached = rows.filter((r) => stageIndex(r.furthest) >= stageIndex(st))
      .reduce((n, r) => n + r.n, 0);
    conversion[st] = total ? roundTo(reached / total, 4) : 0;
  }
  conversion.overall = total ? roundTo(base.signed / total, 4) : 0;

  const stays = await s.db.select({
    stage: onboardingActivity.fromStage,
    seconds: onboardingActivity.secondsInStage,
  }).from(onboardingActivity).where(and(
    eq(onboardingActivity.kind, "stage_change"),
    isNotNull(onboardingActivity.fromStage),
    isNotNull(onboardingActivity.secondsInStage),
  ));
  const average: Record<string, number | null> = {};
  for (const st of ONBOARDING_STAGES.filter((x) => x !== "signed" && x !== "lost")) {
    const mine = stays.filter((x) => x.stage === st).map((x) => x.seconds!);
    average[st] = mine.length
      ? roundTo(mine.reduce((a, b) => a + b, 0) / mine.length / 86_400, 2)
      : null;
  }

  const bySport = await s.db.select({ sport: onboardingLeagues.sport, n: count() })
    .from(onboardingLeagues).groupBy(onboardingLeagues.sport);
  const bySource = await s.db.select({ source: onboardingLeagues.dataSource, n: count() })
    .from(onboardingLeagues).groupBy(onboardingLeagues.dataSource);
  const now = s.clock();
  const week = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [{ n: recent }] = await s.db.select({ n: count() }).from(onboardingActivity)
    .where(gte(onboardingActivity.createdAt, week));
  const [{ n: due }] = await s.db.select({ n: count() }).from(onboardingLeagues).where(and(
    isNotNull(onboardingLeagues.nextActionDate),
    lte(onboardingLeagues.nextActionDate, now.toISOString()),
    notInArray(onboardingLeagues.stage, [...TERMINAL_STAGES]),
  ));
  const candidates = await s.db.select({
    processed: onboardingEmailCandidates.processed,
    matched: isNotNull(onboardingEmailCandidates.leagueId),
    n: count(),
  }).from(onboardingEmailCandidates).groupBy(
    onboardingEmailCandidates.processed,
    isNotNull(onboardingEmailCandidates.leagueId),
  );
  const sum = (f: (c: typeof candidates[number]) => boolean) =>
    candidates.filter(f).reduce((n, c) => n + c.n, 0);
  const scores = await s.db.select({ score: onboardingLeagues.score }).from(onboardingLeagues)
    .where(isNotNull(onboardingLeagues.score));
  return {
    ...base,
    statistics: {
      conversion,
      average_days_in_stage: average,
      by_sport: Object.fromEntries(bySport.map((r) => [r.sport, r.n])),
      by_data_source: Object.fromEntries(bySource.map((r) => [r.source, r.n])),
      evaluated_leagues: scores.length,
      average_score: scores.length
        ? roundTo(scores.reduce((a, r) => a + r.score!, 0) / scores.length, 4)
        : null,
      activity_last_7_days: recent,
      overdue_next_actions: due,
      email_candidates: {
        total: sum(() => true),
        processed: sum((c) => Boolean(c.processed)),
        matched: sum((c) => Boolean(c.matched)),
      },
    },
  };
}
