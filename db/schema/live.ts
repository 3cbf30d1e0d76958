import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The event log (issue 12): every change to live sports data is one entry, appended in the same
 * transaction as the change. `id` is AUTOINCREMENT, so ids only grow and are never reused after
 * pruning; it is the cursor of the SSE stream (`Last-Event-ID`), the WebSocket and webhooks.
 * Entries are kept 72 hours (`services/event_log/`).
 */
export const eventLog = sqliteTable("event_log", {
  id: integer().primaryKey({ autoIncrement: true }),
  /** `event.created`, `event.updated`, `event.started`, `event.completed`, `result.updated`, `odds.updated`. */
  type: text().notNull(),
  eventId: text("event_id").notNull(),
  /** JSON object: what changed. */
  data: text().notNull(),
  /** ISO 8601 UTC, from the business clock. */
  createdAt: text("created_at").notNull(),
}, (t) => [
  index("event_log_event_idx").on(t.eventId, t.id),
  index("event_log_created_idx").on(t.createdAt),
]);
