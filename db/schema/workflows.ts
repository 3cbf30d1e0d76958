import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Upstash Workflow's run states (`workflowState` of its run logs). */
export const WORKFLOW_RUN_STATES = ["RUN_STARTED", "RUN_SUCCESS", "RUN_FAILED"] as const;

/**
 * Users' workflows (services/workflows/): a registered job kind with its payload, fired on a
 * 5-field cron in an IANA time zone. Built-in workflows (jobs/schedules.ts) are not stored.
 */
export const workflows = sqliteTable("workflows", {
  /** `wf_<32 hex>`. */
  id: text().primaryKey(),
  ownerKind: text("owner_kind").notNull(),
  ownerId: text("owner_id").notNull(),
  name: text().notNull(),
  description: text(),
  /** The job kind it runs (a name of services/workflows/kinds.ts). */
  job: text().notNull(),
  /** JSON payload, valid for the kind's schema. */
  payload: text().notNull(),
  cron: text().notNull(),
  timezone: text().notNull(),
  enabled: integer({ mode: "boolean" }).notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [index("workflows_owner_idx").on(t.ownerKind, t.ownerId)]);

/**
 * One run of a workflow, shaped like an Upstash Workflow run record: its state, the steps it
 * took (JSON array) and how many deliveries it took. Built-in workflows' runs carry no owner.
 */
export const workflowRuns = sqliteTable("workflow_runs", {
  /** `wfr_<32 hex>` (run now) or derived from the workflow and the minute it fired. */
  id: text().primaryKey(),
  workflowId: text("workflow_id").notNull(),
  ownerKind: text("owner_kind"),
  ownerId: text("owner_id"),
  job: text().notNull(),
  /** `manual` (run now) or `schedule`. */
  trigger: text().notNull(),
  state: text({ enum: WORKFLOW_RUN_STATES }).notNull(),
  /** Deliveries of the run's message so far. */
  attempts: integer().notNull().default(0),
  /** The JSON payload handed to the job, fixed when the run starts. */
  payload: text().notNull(),
  /** JSON array of steps. */
  steps: text().notNull(),
  error: text(),
  messageId: text("message_id"),
  createdAt: text("created_at").notNull(),
  completedAt: text("completed_at"),
  durationMs: integer("duration_ms"),
}, (t) => [
  index("workflow_runs_workflow_idx").on(t.workflowId, t.createdAt),
  index("workflow_runs_owner_idx").on(t.ownerKind, t.ownerId, t.createdAt),
]);
