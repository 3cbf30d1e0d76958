import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const RUN_STATUSES = ["running", "success", "failed"] as const;
export const STAGE_STATUSES_PIPELINE = ["pending", "running", "completed", "failed"] as const;
/** The stages of a run, in order (spec 001, "Stage order of a run"). */
export const PIPELINE_STAGES = [
  "extraction",
  "research",
  "scoring",
  "contracts",
  "drive",
  "tracker",
] as const;

/** A pipeline run: one questionnaire through the six stages. */
export const pipelineRuns = sqliteTable("pipeline_runs", {
  id: text().primaryKey(),
  /** Who started it (a user id, API key id or OAuth client id) and as what. */
  ownerId: text("owner_id").notNull(),
  ownerKind: text("owner_kind").notNull(),
  batchId: text("batch_id"),
  leagueName: text("league_name"),
  fingerprintId: text("fingerprint_id").notNull().unique(),
  status: text({ enum: RUN_STATUSES }).notNull(),
  stage: text({ enum: PIPELINE_STAGES }).notNull(),
  /** The run's `config` (contract flavors, research budget...), JSON. */
  config: text().notNull(),
  /** Document-store key of the uploaded questionnaire, its name and size. */
  sourceKey: text("source_key").notNull(),
  sourceFilename: text("source_filename").notNull(),
  sourceBytes: integer("source_bytes").notNull(),
  errorCode: text("error_code"),
  errorMessage: text("error_message"),
  /** E006 and E002 flags that did not stop the run. */
  flags: text().notNull().default("[]"),
  createdAt: text("created_at").notNull(),
  completedAt: text("completed_at"),
}, (t) => [
  index("pipeline_runs_owner_idx").on(t.ownerId, t.createdAt),
  index("pipeline_runs_batch_idx").on(t.batchId),
]);

/** StageMetrics per run and stage, with the stage's output for the next ones. */
export const pipelineStages = sqliteTable("pipeline_stages", {
  runId: text("run_id").notNull().references(() => pipelineRuns.id, { onDelete: "cascade" }),
  stage: text({ enum: PIPELINE_STAGES }).notNull(),
  status: text({ enum: STAGE_STATUSES_PIPELINE }).notNull(),
  startedAt: text("started_at"),
  /** Epoch milliseconds (wall clock) when a running stage's holder is presumed dead. */
  leasedUntil: integer("leased_until"),
  durationSeconds: real("duration_seconds"),
  costUsd: real("cost_usd"),
  errorMessage: text("error_message"),
  output: text(),
}, (t) => [uniqueIndex("pipeline_stages_pk").on(t.runId, t.stage)]);

/** The embedded tracker: one card per run. */
export const trackerCards = sqliteTable("tracker_cards", {
  cardKey: text("card_key").primaryKey(),
  runId: text("run_id").notNull().unique(),
  project: text().notNull(),
  title: text().notNull(),
  description: text().notNull(),
  createdAt: text("created_at").notNull(),
});

/** Batches of up to 10 questionnaires. */
export const batches = sqliteTable("batches", {
  id: text().primaryKey(),
  ownerId: text("owner_id").notNull(),
  ownerKind: text("owner_kind").notNull(),
  config: text().notNull(),
  total: integer().notNull(),
  createdAt: text("created_at").notNull(),
  completedAt: text("completed_at"),
}, (t) => [index("batches_owner_idx").on(t.ownerId, t.createdAt)]);

export const BATCH_ITEM_STATUSES = ["queued", "running", "success", "failed"] as const;

/** The files of a batch, started `max_concurrent` at a time. */
export const batchItems = sqliteTable("batch_items", {
  batchId: text("batch_id").notNull().references(() => batches.id, { onDelete: "cascade" }),
  position: integer().notNull(),
  sourceKey: text("source_key").notNull(),
  filename: text().notNull(),
  runId: text("run_id"),
  status: text({ enum: BATCH_ITEM_STATUSES }).notNull(),
}, (t) => [
  uniqueIndex("batch_items_pk").on(t.batchId, t.position),
  index("batch_items_run_idx").on(t.runId),
]);
