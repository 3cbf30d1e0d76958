import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

/**
 * Per-minute request rollups (services/analytics/): one row per minute, route template, method,
 * status class, credential kind and owner, with counts and a latency histogram. Buckets hold the
 * requests whose duration fell in (previous bound, bound] ms; `le_inf` the rest. Instances add to
 * a row (upsert), so rows from many instances merge.
 */
export const requestRollups = sqliteTable("request_rollups", {
  /** Minutes since the Unix epoch. */
  minute: integer().notNull(),
  /** The route template (`/v1/leagues/{id}`), or `(unmatched)`. */
  route: text().notNull(),
  method: text().notNull(),
  /** `1xx` … `5xx`. */
  statusClass: text("status_class").notNull(),
  /** jwt, api_key, oauth, id_token, or none. */
  credentialKind: text("credential_kind").notNull(),
  /** The account, client or subject the credential belongs to; empty without one. */
  owner: text().notNull(),
  count: integer().notNull(),
  durationMsSum: real("duration_ms_sum").notNull(),
  durationMsMax: real("duration_ms_max").notNull(),
  le1: integer("le_1").notNull(),
  le2: integer("le_2").notNull(),
  le5: integer("le_5").notNull(),
  le10: integer("le_10").notNull(),
  le25: integer("le_25").notNull(),
  le50: integer("le_50").notNull(),
  le100: integer("le_100").notNull(),
  le250: integer("le_250").notNull(),
  le500: integer("le_500").notNull(),
  le1000: integer("le_1000").notNull(),
  le2500: integer("le_2500").notNull(),
  leInf: integer("le_inf").notNull(),
}, (t) => [
  primaryKey({
    columns: [t.minute, t.route, t.method, t.statusClass, t.credentialKind, t.owner],
  }),
  index("request_rollups_owner_idx").on(t.owner, t.minute),
]);

/** Alert states of services/analytics/alerts.ts: an episode per rule, open until resolved. */
export const analyticsAlerts = sqliteTable("analytics_alerts", {
  id: integer().primaryKey({ autoIncrement: true }),
  rule: text().notNull(),
  /** The value that fired it, and the rule's threshold then. */
  value: real().notNull(),
  threshold: real().notNull(),
  /** The last value an evaluation saw while it was firing. */
  lastValue: real("last_value").notNull(),
  firedAt: text("fired_at").notNull(),
  lastEvaluatedAt: text("last_evaluated_at").notNull(),
  resolvedAt: text("resolved_at"),
}, (t) => [
  // At most one open episode per rule, whichever instance evaluates it.
  uniqueIndex("analytics_alerts_open_idx").on(t.rule).where(sql`resolved_at IS NULL`),
  index("analytics_alerts_fired_idx").on(t.firedAt),
]);
