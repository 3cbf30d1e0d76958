import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const WEBHOOK_STATUSES = ["active", "disabled"] as const;
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

/**
 * Outgoing webhook subscriptions (services/webhooks/): a receiver URL, the event types it wants
 * and the secret its deliveries are signed with. Each belongs to its owner (kind and id).
 */
export const webhooks = sqliteTable("webhooks", {
  /** `wh_<32 hex>`. */
  id: text().primaryKey(),
  ownerKind: text("owner_kind").notNull(),
  ownerId: text("owner_id").notNull(),
  url: text().notNull(),
  /** JSON array of event types. */
  events: text().notNull(),
  description: text(),
  /** The signing secret (`whsec_...`), sealed with WEBHOOK_SECRET_KEY when it is set. */
  secret: text().notNull(),
  /** After a rotation, the old secret also signs (Standard Webhooks) until `previousUntil`. */
  previousSecret: text("previous_secret"),
  previousUntil: integer("previous_until"),
  status: text({ enum: WEBHOOK_STATUSES }).notNull(),
  disabledReason: text("disabled_reason"),
  disabledAt: text("disabled_at"),
  /** Epoch milliseconds of the first failed attempt since the last success; null when healthy. */
  failingSince: integer("failing_since"),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [index("webhooks_owner_idx").on(t.ownerKind, t.ownerId)]);

/** One message to one subscription; its id is the `webhook-id` header of every attempt. */
export const webhookDeliveries = sqliteTable("webhook_deliveries", {
  /** `msg_<32 hex>`, derived from the subscription and the log entry (fan-out is idempotent). */
  id: text().primaryKey(),
  webhookId: text("webhook_id").notNull(),
  eventType: text("event_type").notNull(),
  /** The event log entry it carries (or `ping_...` for a test). */
  entryId: text("entry_id").notNull(),
  /** The exact body sent, so every attempt is byte-identical. */
  payload: text().notNull(),
  status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull(),
  attempts: integer().notNull().default(0),
  /** Epoch milliseconds of the next scheduled attempt, while pending. */
  nextAttemptAt: integer("next_attempt_at"),
  lastStatusCode: integer("last_status_code"),
  lastError: text("last_error"),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [
  uniqueIndex("webhook_deliveries_entry_idx").on(t.webhookId, t.entryId),
  index("webhook_deliveries_created_idx").on(t.webhookId, t.createdAt),
]);

/** Every attempt of a delivery: what the receiver answered, how long it took, what went wrong. */
export const webhookAttempts = sqliteTable("webhook_attempts", {
  id: integer().primaryKey({ autoIncrement: true }),
  deliveryId: text("delivery_id").notNull(),
  attempt: integer().notNull(),
  statusCode: integer("status_code"),
  durationMs: integer("duration_ms").notNull(),
  error: text(),
  createdAt: text("created_at").notNull(),
}, (t) => [uniqueIndex("webhook_attempts_delivery_idx").on(t.deliveryId, t.attempt)]);
