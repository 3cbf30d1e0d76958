import { and, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { WORKFLOW_RUN_STATES, workflowRuns, workflows } from "../../db/schema/mod.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { mayAccess, ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { AppError, forbidden, notFound } from "../errors.ts";
import { cronMatches, isTimeZone, nextFire, parseCron } from "./cron.ts";
import { BUILT_IN_WORKFLOWS, builtInWorkflow, isUserJobKind, USER_JOB_KINDS } from "./kinds.ts";
import { percentile, type RunRow, toRun } from "./runs.ts";

export { cronMatches, isTimeZone, nextFire, parseCron } from "./cron.ts";
export { BUILT_IN_WORKFLOWS, USER_JOB_KINDS } from "./kinds.ts";
export { executeRun, percentile, type RunJob } from "./runs.ts";

export interface WorkflowDeps {
  db: Database;
  clock: () => Date;
  queue: Pick<JobQueue, "publish">;
}

/** How many workflows one owner may keep. */
export const MAX_WORKFLOWS_PER_OWNER = 50;

export type RunState = typeof WORKFLOW_RUN_STATES[number];

export interface ScheduleInput {
  workflow_id?: string;
  name: string;
  description?: string | null;
  job: string;
  payload?: Record<string, unknown>;
  cron: string;
  timezone?: string;
  enabled?: boolean;
}

type Row = typeof workflows.$inferSelect;

const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;

function unprocessable(field: string, message: string, code: string) {
  return new AppError("unprocessable", message, {
    parameter: field,
    issues: [{ location: "json", field, message, code }],
  });
}

/** A workflow as the API shows it: a user's, or a built-in (read-only). */
function view(w: Row | ReturnType<typeof builtInWorkflow> & object, now: Date) {
  if ("ownerKind" in w) {
    const cron = parseCron(w.cron);
    return {
      workflow_id: w.id,
      name: w.name,
      description: w.description,
      job: w.job,
      payload: JSON.parse(w.payload) as Record<string, unknown>,
      cron: w.cron,
      timezone: w.timezone,
      enabled: w.enabled,
      built_in: false,
      next_run_at: w.enabled ? nextFire(cron, now, w.timezone)?.toISOString() ?? null : null,
      created_at: w.createdAt,
      updated_at: w.updatedAt,
    };
  }
  return {
    workflow_id: w.id,
    name: w.name,
    description: w.description,
    job: w.job,
    payload: {},
    cron: w.cron,
    timezone: "UTC",
    enabled: w.cron !== null,
    built_in: true,
    next_run_at: w.cron ? nextFire(parseCron(w.cron), now, "UTC")?.toISOString() ?? null : null,
    created_at: null,
    updated_at: null,
  };
}

export type WorkflowView = ReturnType<typeof view>;

/** A user's workflow the caller may see, or 404 (another owner's looks like none). */
async function ownedRow(deps: WorkflowDeps, caller: Principal, id: string): Promise<Row> {
  const row = await deps.db.query.workflows.findFirst({ where: eq(workflows.id, id) });
  if (!row || !mayAccess(caller, { kind: row.ownerKind, id: row.ownerId })) {
    throw notFound(`no workflow '${id}'`, { parameter: "workflow_id" });
  }
  return row;
}

const readOnly = (id: string) =>
  forbidden(`'${id}' is a built-in workflow: its schedule is read-only`, {
    parameter: "workflow_id",
  });

/** Checks the job kind, its payload, the cron expression and the time zone (422 naming each). */
function validate(input: ScheduleInput) {
  if (!isUserJobKind(input.job)) {
    throw unprocessable(
      "job",
      `unknown job kind '${input.job}': a workflow runs one of ${
        Object.keys(USER_JOB_KINDS).join(", ")
      }`,
      "unknown_job",
    );
  }
  const parsed = USER_JOB_KINDS[input.job].payload.safeParse(input.payload ?? {});
  if (!parsed.success) {
    throw new AppError("unprocessable", `invalid payload for job '${input.job}'`, {
      parameter: "payload",
      issues: parsed.error.issues.slice(0, 20).map((i) => ({
        location: "json",
        field: ["payload", ...i.path.map(String)].join("."),
        message: i.message,
        code: i.code,
      })),
    });
  }
  parseCron(input.cron);
  const timezone = input.timezone ?? "UTC";
  if (!isTimeZone(timezone)) {
    throw unprocessable(
      "timezone",
      `unknown time zone '${timezone}': use an IANA name such as UTC or America/New_York`,
      "invalid_timezone",
    );
  }
  return { payload: parsed.data as Record<string, unknown>, timezone };
}

/** Creates a workflow, or (with `workflow_id`) replaces one of the caller's. */
export async function scheduleWorkflow(
  deps: WorkflowDeps,
  caller: Principal,
  input: ScheduleInput,
): Promise<{ created: boolean; workflow: WorkflowView }> {
  if (input.workflow_id && builtInWorkflow(input.workflow_id)) throw readOnly(input.workflow_id);
  const { payload, timezone } = validate(input);
  const now = deps.clock();
  const fields = {
    name: input.name,
    description: input.description ?? null,
    job: input.job,
    payload: JSON.stringify(payload),
    cron: parseCron(input.cron).source,
    timezone,
    enabled: input.enabled ?? true,
    updatedAt: now.toISOString(),
  };
  if (input.workflow_id) {
    await ownedRow(deps, caller, input.workflow_id);
    const [row] = await deps.db.update(workflows).set(fields)
      .where(eq(workflows.id, input.workflow_id)).returning();
    return { created: false, workflow: view(row, now) };
  }
  const owner = ownerOf(caller);
  const mine = await deps.db.select({ id: workflows.id }).from(workflows)
    .where(and(eq(workflows.ownerKind, owner.kind), eq(workflows.ownerId, owner.id)));
  if (mine.length >= MAX_WORKFLOWS_PER_OWNER) {
    throw new AppError(
      "conflict",
      `an owner keeps at most ${MAX_WORKFLOWS_PER_OWNER} workflows; delete one first`,
    );
  }
  const [row] = await deps.db.insert(workflows).values({
    id: newId("wf"),
    ownerKind: owner.kind,
    ownerId: owner.id,
    createdAt: now.toISOString(),
    ...fields,
  }).returning();
  return { created: true, workflow: view(row, now) };
}

export async function getWorkflow(deps: WorkflowDeps, caller: Principal, id: string) {
  const builtIn = builtInWorkflow(id);
  if (builtIn) return view(builtIn, deps.clock());
  return view(await ownedRow(deps, caller, id), deps.clock());
}

/** Deletes one of the caller's workflows; its run history stays. Built-ins: 403. */
export async function deleteWorkflow(deps: WorkflowDeps, caller: Principal, id: string) {
  if (builtInWorkflow(id)) throw readOnly(id);
  await ownedRow(deps, caller, id);
  await deps.db.delete(workflows).where(eq(workflows.id, id));
}

/**
 * The built-ins, then the caller's workflows (every owner's for tenant admins, unless `own`),
 * newest first.
 */
export async function listWorkflows(
  deps: WorkflowDeps,
  caller: Principal,
  { own = false }: { own?: boolean } = {},
) {
  const now = deps.clock();
  const owner = ownerOf(caller);
  const rows = await deps.db.select().from(workflows).where(
    seesAll(caller) && !own
      ? undefined
      : and(eq(workflows.ownerKind, owner.kind), eq(workflows.ownerId, owner.id)),
  ).orderBy(desc(workflows.createdAt), desc(workflows.id));
  return [...BUILT_IN_WORKFLOWS.map((w) => view(w, now)), ...rows.map((r) => view(r, now))];
}

/**
 * Runs a workflow now: a run record (RUN_STARTED) and one `workflow-run` job on the queue, which
 * executes it and records its steps. A user's workflow: its owner (or an admin); a built-in:
 * admins only, as its schedule would.
 */
export async function runWorkflow(
  deps: WorkflowDeps,
  caller: Principal,
  input: { workflow_id: string; payload?: Record<string, unknown> },
  /** The run's id, when the caller derives it (a retried request then starts nothing new). */
  { runId }: { runId?: string } = {},
) {
  const builtIn = builtInWorkflow(input.workflow_id);
  let job: string, payload: Record<string, unknown>, owner: { kind: string; id: string } | null;
  if (builtIn) {
    if (!seesAll(caller)) {
      throw forbidden(`only an admin runs the built-in workflow '${builtIn.id}'`, {
        parameter: "workflow_id",
      });
    }
    if (!builtIn.runnable) {
      throw new AppError("conflict", `'${builtIn.id}' runs per folder: ${builtIn.description}`, {
        parameter: "workflow_id",
      });
    }
    const parsed = USER_JOB_KINDS["morning-report"].payload.safeParse(input.payload ?? {});
    if (!parsed.success) throw unprocessable("payload", "a built-in takes {config}", "invalid");
    [job, payload, owner] = [builtIn.job, parsed.data, null];
  } else {
    const row = await ownedRow(deps, caller, input.workflow_id);
    const checked = validate({
      ...row,
      payload: input.payload ?? JSON.parse(row.payload),
    });
    [job, payload, owner] = [row.job, checked.payload, { kind: row.ownerKind, id: row.ownerId }];
  }
  const id = runId ?? newId("wfr");
  return await startRun(deps, { id, workflowId: input.workflow_id, job, payload, owner }, {
    trigger: "manual",
  });
}

async function startRun(
  deps: WorkflowDeps,
  run: {
    id: string;
    workflowId: string;
    job: string;
    payload: Record<string, unknown>;
    owner: { kind: string; id: string } | null;
  },
  { trigger, scheduledFor }: { trigger: "manual" | "schedule"; scheduledFor?: string },
) {
  const createdAt = deps.clock().toISOString();
  const inserted = await deps.db.insert(workflowRuns).values({
    id: run.id,
    workflowId: run.workflowId,
    ownerKind: run.owner?.kind ?? null,
    ownerId: run.owner?.id ?? null,
    job: run.job,
    trigger,
    state: "RUN_STARTED",
    steps: "[]",
    // The job's payload is fixed when the run starts: a later edit changes the next runs.
    payload: JSON.stringify({
      ...run.payload,
      trigger,
      ...(scheduledFor ? { scheduled_for: scheduledFor } : {}),
    }),
    createdAt,
  }).onConflictDoNothing().returning({ id: workflowRuns.id });
  if (!inserted.length) return null;
  const published = await deps.queue.publish(RUN_JOB_NAME, { workflow_run_id: run.id }, {
    dedupId: `workflow-run:${run.id}`,
  }).catch(async (err) => {
    // Not queued: the run would wait for a message that never comes. It failed to start.
    await deps.db.update(workflowRuns).set({
      state: "RUN_FAILED",
      error: `not queued: ${err instanceof Error ? err.message : String(err)}`,
      completedAt: deps.clock().toISOString(),
    }).where(eq(workflowRuns.id, run.id));
    throw err instanceof AppError
      ? err
      : new AppError("unavailable", "the job queue did not take the run; retry shortly", {
        workflow_run_id: run.id,
      });
  });
  await deps.db.update(workflowRuns).set({ messageId: published.messageId })
    .where(eq(workflowRuns.id, run.id));
  return {
    workflowRunId: run.id,
    workflow_id: run.workflowId,
    job: run.job,
    message_id: published.messageId,
    workflowState: "RUN_STARTED" as const,
    workflowRunCreatedAt: Date.parse(createdAt),
  };
}

export const RUN_JOB_NAME = "workflow-run";

/** A run by id as the history shows it, or null. (No access check: callers know the id.) */
export async function findRun(deps: Pick<WorkflowDeps, "db">, runId: string) {
  const row = await deps.db.query.workflowRuns.findFirst({ where: eq(workflowRuns.id, runId) });
  return row ? toRun(row as RunRow) : null;
}

/**
 * The minute tick: every enabled user workflow whose cron matches the minute `slot` on its
 * time zone's wall clock gets a run. The run's id is derived from the workflow and the minute,
 * so two ticks of the same minute (two instances, a redelivered tick) start it once.
 */
export async function fireDueWorkflows(deps: WorkflowDeps, slot: Date): Promise<string[]> {
  const minute = new Date(Math.floor(slot.getTime() / 60_000) * 60_000);
  const rows = await deps.db.select().from(workflows).where(eq(workflows.enabled, true));
  const started: string[] = [];
  for (const row of rows) {
    if (!cronMatches(parseCron(row.cron), minute, row.timezone)) continue;
    const run = await startRun(deps, {
      id: `wfr_${row.id.slice(3)}_${minute.getTime() / 60_000}`,
      workflowId: row.id,
      job: row.job,
      payload: JSON.parse(row.payload),
      owner: { kind: row.ownerKind, id: row.ownerId },
    }, { trigger: "schedule", scheduledFor: minute.toISOString() });
    if (run) started.push(run.workflowRunId);
  }
  return started;
}

/** Runs the caller may see: their workflows' and the built-ins' (admins: all). */
function visibleRuns(caller: Principal): SQL | undefined {
  if (seesAll(caller)) return undefined;
  const owner = ownerOf(caller);
  return or(
    isNull(workflowRuns.ownerKind),
    and(eq(workflowRuns.ownerKind, owner.kind), eq(workflowRuns.ownerId, owner.id)),
  );
}

/** Execution history, newest first: by workflow and state, at most `limit` runs. */
export async function listRuns(
  deps: WorkflowDeps,
  caller: Principal,
  filter: { workflow_id?: string; status?: RunState; limit: number },
) {
  if (filter.workflow_id && !builtInWorkflow(filter.workflow_id)) {
    // Another owner's workflow is unknown here too; a deleted one of the caller's keeps its runs.
    const row = await deps.db.query.workflows.findFirst({
      where: eq(workflows.id, filter.workflow_id),
    });
    if (row && !mayAccess(caller, { kind: row.ownerKind, id: row.ownerId })) {
      throw notFound(`no workflow '${filter.workflow_id}'`, { parameter: "workflow_id" });
    }
  }
  const rows = await deps.db.select().from(workflowRuns).where(and(
    visibleRuns(caller),
    filter.workflow_id ? eq(workflowRuns.workflowId, filter.workflow_id) : undefined,
    filter.status ? eq(workflowRuns.state, filter.status) : undefined,
  )).orderBy(desc(workflowRuns.createdAt), desc(workflowRuns.id)).limit(filter.limit);
  return rows.map((r) => toRun(r as RunRow));
}

/** Runs, success rate and duration percentiles over the runs the caller may see. */
export async function workflowStats(deps: WorkflowDeps, caller: Principal) {
  const rows = await deps.db.select({
    workflowId: workflowRuns.workflowId,
    state: workflowRuns.state,
    durationMs: workflowRuns.durationMs,
  }).from(workflowRuns).where(visibleRuns(caller));
  const summarise = (runs: typeof rows) => {
    const done = runs.filter((r) => r.state !== "RUN_STARTED");
    const succeeded = runs.filter((r) => r.state === "RUN_SUCCESS").length;
    const durations = done.map((r) => r.durationMs).filter((d): d is number => d !== null)
      .sort((a, b) => a - b);
    return {
      runs: runs.length,
      succeeded,
      failed: runs.filter((r) => r.state === "RUN_FAILED").length,
      running: runs.length - done.length,
      success_rate: done.length ? succeeded / done.length : null,
      duration_ms: {
        p50: percentile(durations, 50),
        p95: percentile(durations, 95),
        max: durations.length ? durations[durations.length - 1] : null,
      },
    };
  };
  const ids = [...new Set(rows.map((r) => r.workflowId))].sort();
  return {
    ...summarise(rows),
    workflows: ids.map((id) => ({
      workflow_id: id,
      ...summarise(rows.filter((r) => r.workflowId === id)),
    })),
  };
}
