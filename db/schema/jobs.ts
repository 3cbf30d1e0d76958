import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const JOB_STATUSES = ["pending", "running", "done", "dead"] as const;

/**
 * The embedded job queue (jobs/local_queue.ts): one row per accepted message. A message is
 * leased while it is delivered; a lease that runs out (a killed process) makes it due again.
 */
export const jobs = sqliteTable("jobs", {
  /** The message id, as QStash's `Upstash-Message-Id`. */
  id: text().primaryKey(),
  name: text().notNull(),
  payload: text().notNull(),
  /** A publisher's deduplication id: a second message with the same one is not accepted. */
  dedupId: text("dedup_id").unique(),
  status: text({ enum: JOB_STATUSES }).notNull(),
  /** Deliveries made so far. */
  attempts: integer().notNull().default(0),
  maxRetries: integer("max_retries").notNull(),
  /** Epoch milliseconds when it may be delivered (again). */
  dueAt: integer("due_at").notNull(),
  leasedUntil: integer("leased_until"),
  lastError: text("last_error"),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [index("jobs_due_idx").on(t.status, t.dueAt)]);

/** Messages whose retries ran out, kept for inspection and replay. */
export const deadLetters = sqliteTable("dead_letters", {
  messageId: text("message_id").primaryKey(),
  name: text().notNull(),
  payload: text().notNull(),
  attempts: integer().notNull(),
  lastError: text("last_error").notNull(),
  createdAt: text("created_at").notNull(),
});

export const DELIVERY_STATUSES = ["running", "completed"] as const;

/**
 * Deliveries by message id, for both queues: a delivery claims its message before running the
 * handler (a concurrent duplicate finds the claim and is told to retry later; a claim whose
 * holder died expires), and a completed message is acknowledged again without running.
 */
export const jobDeliveries = sqliteTable("job_deliveries", {
  messageId: text("message_id").primaryKey(),
  name: text().notNull(),
  status: text({ enum: DELIVERY_STATUSES }).notNull(),
  /** Epoch milliseconds when a running claim lapses. */
  claimedUntil: integer("claimed_until").notNull(),
  completedAt: text("completed_at"),
});

export const SCHEDULE_RUN_STATUSES = ["running", "completed", "failed"] as const;

/** Runs of scheduled jobs (the morning report, the mail monitor), for their status routes. */
export const scheduleRuns = sqliteTable("schedule_runs", {
  messageId: text("message_id").primaryKey(),
  schedule: text().notNull(),
  trigger: text().notNull(),
  status: text({ enum: SCHEDULE_RUN_STATUSES }).notNull(),
  startedAt: text("started_at").notNull(),
  completedAt: text("completed_at"),
  result: text(),
  error: text(),
}, (t) => [index("schedule_runs_schedule_idx").on(t.schedule, t.startedAt)]);
