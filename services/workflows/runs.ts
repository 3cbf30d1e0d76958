import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { workflowRuns } from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";

export type RunRow = typeof workflowRuns.$inferSelect;

/**
 * One step, as Upstash Workflow's run logs show it (`GET /v2/workflows/logs`): `stepName`,
 * `stepType` (`Initial` for the run's input, `Run` for the job), `callType`, the delivery's
 * `messageId`, `state` (`STEP_SUCCESS`, `STEP_FAILED`), `out`, `createdAt` in epoch ms. We add
 * `attempt` (the delivery that ran it), `completedAt` and `errors` for a failed step.
 */
export interface Step {
  stepId?: number;
  stepName: string;
  stepType: "Initial" | "Run";
  callType: "step";
  messageId: string;
  concurrent: 1;
  state: "STEP_SUCCESS" | "STEP_FAILED";
  out?: string;
  attempt: number;
  createdAt: number;
  completedAt?: number;
  errors?: string;
}

/** Runs the job of a workflow with the run's payload (the jobs' registry, passed in). */
export type RunJob = (job: string, payload: Record<string, unknown>) => Promise<unknown>;

/**
 * Executes one delivery of a run (the `workflow-run` job): the `init` step with the payload, then
 * the job as a `Run` step. A run already finished is left as it is (redeliveries do no work
 * twice). A failing job leaves the run RUN_STARTED with the failed step and rethrows, so the
 * queue retries it; on the final attempt it is RUN_FAILED.
 */
export async function executeRun(
  { db, clock }: { db: Database; clock: () => Date },
  { runId, messageId, retried, finalAttempt }: {
    runId: string;
    messageId: string;
    retried: number;
    finalAttempt: boolean;
  },
  runJob: RunJob,
): Promise<RunRow> {
  const run = await db.query.workflowRuns.findFirst({ where: eq(workflowRuns.id, runId) });
  // A run whose record is gone (never written, or pruned) has nothing to do.
  if (!run) throw notFound(`no workflow run '${runId}'`);
  if (run.state !== "RUN_STARTED") return run;
  const attempt = retried + 1;
  const started = clock().getTime();
  const init: Step = {
    stepName: "init",
    stepType: "Initial",
    callType: "step",
    messageId,
    concurrent: 1,
    state: "STEP_SUCCESS",
    out: run.payload,
    attempt,
    createdAt: Date.parse(run.createdAt),
  };
  const step: Step = {
    stepId: 1,
    stepName: run.job,
    stepType: "Run",
    callType: "step",
    messageId,
    concurrent: 1,
    state: "STEP_SUCCESS",
    attempt,
    createdAt: started,
  };
  const save = (fields: Partial<RunRow>) =>
    db.update(workflowRuns).set({ attempts: attempt, ...fields })
      .where(eq(workflowRuns.id, runId)).returning();
  let out: unknown;
  try {
    out = await runJob(run.job, JSON.parse(run.payload));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const completedAt = clock().getTime();
    const failed: Step = { ...step, state: "STEP_FAILED", completedAt, errors: message };
    await save({
      steps: JSON.stringify([init, failed]),
      error: message,
      ...(finalAttempt
        ? {
          state: "RUN_FAILED",
          completedAt: new Date(completedAt).toISOString(),
          durationMs: completedAt - started,
        }
        : {}),
    });
    if (finalAttempt) {
      return (await db.query.workflowRuns.findFirst({
        where: eq(workflowRuns.id, runId),
      }))!;
    }
    throw err;
  }
  const completedAt = clock().getTime();
  const done: Step = { ...step, completedAt, out: JSON.stringify(out ?? null) };
  const [row] = await save({
    state: "RUN_SUCCESS",
    steps: JSON.stringify([init, done]),
    error: null,
    completedAt: new Date(completedAt).toISOString(),
    durationMs: completedAt - started,
  });
  return row;
}

/**
 * A run as /workflows/history shows it: Upstash Workflow's run log fields (`workflowRunId`,
 * `workflowState`, `workflowRunCreatedAt`, `workflowRunCompletedAt`, `steps` grouped as
 * sequential steps) with ours in snake_case beside them.
 */
export function toRun(r: RunRow) {
  const steps = JSON.parse(r.steps) as Step[];
  return {
    workflowRunId: r.id,
    workflowState: r.state,
    workflowRunCreatedAt: Date.parse(r.createdAt),
    workflowRunCompletedAt: r.completedAt ? Date.parse(r.completedAt) : null,
    steps: steps.map((s) => ({ type: "sequential" as const, steps: [s] })),
    workflow_id: r.workflowId,
    job: r.job,
    trigger: r.trigger,
    status: r.state,
    attempts: r.attempts,
    duration_ms: r.durationMs,
    error: r.error,
    message_id: r.messageId,
  };
}

/** Nearest-rank percentile of ascending values; null for none. */
export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}
