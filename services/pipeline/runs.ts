import { and, asc, eq } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { PIPELINE_STAGES, pipelineRuns, pipelineStages } from "../../db/schema/mod.ts";
import { mayAccess, ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { notFound } from "../errors.ts";
import { validateKey } from "../storage/mod.ts";
import { DEFAULT_RESEARCH } from "../partnership/research.ts";
import { FLAVOR_NAMES } from "../partnership/terms.ts";
import type { PipelineServices } from "./context.ts";

export type Stage = typeof PIPELINE_STAGES[number];

/** The job that runs one stage and queues the next. */
export const STAGE_JOB = "pipeline-stage";
export const STAGES = PIPELINE_STAGES;

/** The drive stage's folder name is a key segment: the document store's own rule decides. */
function storeSegment(value: string, ctx: z.RefinementCtx) {
  try {
    validateKey(value);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
  }
}

/**
 * `config` of a run (spec 001 `POST /api/v1/pipeline/process`), checked whole before any work:
 * an unknown key (a misspelt one) is refused, not ignored.
 */
export const RunConfig = z.strictObject({
  tracker_project: z.string().regex(/^[A-Za-z][A-Za-z0-9]{1,9}$/).default("PART"),
  drive_parent: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/).superRefine(storeSegment)
    .default("partnerships"),
  contract_flavors: z.array(z.enum(FLAVOR_NAMES as [string, ...string[]])).min(1).max(4)
    .default(FLAVOR_NAMES),
  research_config: z.strictObject({
    budget_usd: z.number().min(0).max(1000).default(DEFAULT_RESEARCH.budget_usd),
    timeout_seconds: z.number().min(0.01).max(600).default(DEFAULT_RESEARCH.timeout_seconds),
    min_quality: z.number().min(0).max(1).default(DEFAULT_RESEARCH.min_quality),
  }).default(DEFAULT_RESEARCH),
});
export type RunConfig = z.output<typeof RunConfig>;

/**
 * Average stage durations of spec 001 (seconds): the weights of `progress`. Our stages run far
 * faster, but the spec's proportions say how much of a run each one is.
 */
export const STAGE_WEIGHTS: Record<Stage, number> = {
  extraction: 2.3,
  research: 156,
  scoring: 0.8,
  contracts: 8.2,
  drive: 12.5,
  tracker: 3.1,
};

export type RunRow = typeof pipelineRuns.$inferSelect;
export type StageRow = typeof pipelineStages.$inferSelect;

/** Tenant admins see every run; everyone else only their own (their keys' included). */
export function canSee(principal: Principal, run: RunRow): boolean {
  return mayAccess(principal, { kind: run.ownerKind, id: run.ownerId });
}

/** The SQL filter of a listing: the caller's own runs or batches, or all for tenant admins. */
export function ownedBy(
  principal: Principal,
  table: { ownerId: SQLiteColumn; ownerKind: SQLiteColumn },
) {
  if (seesAll(principal)) return undefined;
  const owner = ownerOf(principal);
  return and(eq(table.ownerKind, owner.kind), eq(table.ownerId, owner.id));
}

export async function loadRun(
  { db }: Pick<PipelineServices, "db">,
  id: string,
  principal?: Principal,
): Promise<{ run: RunRow; stages: StageRow[] }> {
  const run = await db.query.pipelineRuns.findFirst({ where: eq(pipelineRuns.id, id) });
  // Someone else's run is "not found", not "forbidden": its existence is not theirs to learn.
  if (!run || (principal && !canSee(principal, run))) {
    throw notFound(`pipeline ${id} not found`, { parameter: "pipeline_id" });
  }
  const stages = await db.select().from(pipelineStages)
    .where(eq(pipelineStages.runId, id)).orderBy(asc(pipelineStages.stage));
  stages.sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage));
  return { run, stages };
}

export function stageOutput<T>(stages: StageRow[], stage: Stage): T | undefined {
  const row = stages.find((s) => s.stage === stage);
  return row?.output ? JSON.parse(row.output) as T : undefined;
}

export interface StageMetrics {
  status: StageRow["status"];
  duration_seconds?: number;
  elapsed_seconds?: number;
  cost_usd?: number;
  error_message?: string;
}

export function stageMetrics(row: StageRow, now: Date): StageMetrics {
  const metrics: StageMetrics = { status: row.status };
  if (row.durationSeconds !== null) metrics.duration_seconds = row.durationSeconds;
  if (row.status === "running" && row.startedAt) {
    metrics.elapsed_seconds = Math.round((now.getTime() - Date.parse(row.startedAt)) / 10) / 100;
  }
  if (row.costUsd !== null) metrics.cost_usd = row.costUsd;
  if (row.errorMessage) metrics.error_message = row.errorMessage;
  return metrics;
}

/** Share of the run done, by the spec's stage weights (1 when it has ended). */
export function progressOf(run: RunRow, stages: StageRow[]): number {
  if (run.status !== "running") return 1;
  const total = STAGES.reduce((s, st) => s + STAGE_WEIGHTS[st], 0);
  const done = stages.filter((s) => s.status === "completed")
    .reduce((s, st) => s + STAGE_WEIGHTS[st.stage], 0);
  return Math.round((done / total) * 100) / 100;
}

/**
 * Seconds left, from how long this service's own stages took on average in recent runs (the
 * stages not yet done), falling back to one second a stage before there is any history.
 */
export async function estimatedCompletion(
  { db }: Pick<PipelineServices, "db">,
  run: RunRow,
  stages: StageRow[],
): Promise<number> {
  if (run.status !== "running") return 0;
  const left = stages.filter((s) => s.status !== "completed").map((s) => s.stage);
  let seconds = 0;
  for (const stage of left) {
    const recent = await db.select({ d: pipelineStages.durationSeconds }).from(pipelineStages)
      .where(and(eq(pipelineStages.stage, stage), eq(pipelineStages.status, "completed")))
      .limit(20);
    const known = recent.map((r) => r.d ?? 0);
    seconds += known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  }
  return Math.round(seconds * 100) / 100;
}
