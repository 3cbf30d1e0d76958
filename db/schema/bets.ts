import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

export const BET_KINDS = ["single", "parlay"] as const;
export const BET_STATUSES = ["open", "settled", "void"] as const;
export const BET_OUTCOMES = ["WIN", "LOSE", "VOID", "PAYOUT"] as const;

/**
 * Bets placed through POST /api/betting/place (services/bets/): a single or a same-game parlay
 * of one event, struck at our price, its stake held from the user's credits by the ledger hold
 * `hold_id` until settlement captures it (and pays) or releases it. Amounts in hundredths of a
 * credit, odds in hundredths (2.35 → 235), as the ledger and services/betting keep them.
 */
export const bets = sqliteTable("bets", {
  /** `bet_<32 hex>`. */
  id: text().primaryKey(),
  userId: text("user_id").notNull(),
  kind: text({ enum: BET_KINDS }).notNull(),
  eventId: text("event_id").notNull(),
  /** JSON `[{selection_id, odds_x100}]`: the legs at their own prices at placement. */
  legs: text().notNull(),
  /** The price struck (ours, within the client's tolerance). */
  oddsX100: integer("odds_x100").notNull(),
  requestedOddsX100: integer("requested_odds_x100").notNull(),
  toleranceBp: integer("tolerance_bp").notNull(),
  /** Parlays: JSON of the same-game prices of the legs left when one is void. */
  voidOdds: text("void_odds"),
  /** Hundredths of a credit. */
  stake: integer().notNull(),
  status: text({ enum: BET_STATUSES }).notNull(),
  outcome: text({ enum: BET_OUTCOMES }),
  /** Hundredths paid to the user at settlement (0 when lost; void bets pay nothing: released). */
  payout: integer(),
  /** Why a bet was voided or how it settled, in words. */
  note: text(),
  holdId: text("hold_id").notNull(),
  /** `<user id>:<Idempotency-Key>` when the client sent one: a retry finds this bet. */
  idempotencyKey: text("idempotency_key"),
  /** A digest of the request, so a key reused for another bet is refused. */
  requestHash: text("request_hash").notNull(),
  placedAt: text("placed_at").notNull(),
  placedMs: integer("placed_ms").notNull(),
  /** When the hold lapses: past it, an unsettled bet is void. */
  expiresMs: integer("expires_ms").notNull(),
  settledAt: text("settled_at"),
}, (t) => [
  uniqueIndex("bets_idempotency_idx").on(t.idempotencyKey),
  uniqueIndex("bets_hold_idx").on(t.holdId),
  index("bets_user_idx").on(t.userId, t.placedMs),
  index("bets_open_idx").on(t.status, t.eventId),
  check("bets_positive_stake", sql`${t.stake} > 0`),
]);
