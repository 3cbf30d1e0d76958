import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

export const CREDIT_ACCOUNT_KINDS = ["user", "system"] as const;
export const CREDIT_HOLD_STATUSES = ["pending", "captured", "released"] as const;
export const PURCHASE_STATUSES = ["open", "paid", "failed", "expired", "canceled"] as const;

/**
 * The credit ledger's accounts (services/credits/): `user:<user id>` per user, and the system
 * accounts `purchases`, `house`, `bets` and `fees`. `balance` is a cache of the transfers, in
 * hundredths of a credit, written in the same transaction as each transfer; the sum over all
 * accounts is zero. Only system accounts may go below zero (a user account never does).
 */
export const creditAccounts = sqliteTable("credit_accounts", {
  id: text().primaryKey(),
  kind: text({ enum: CREDIT_ACCOUNT_KINDS }).notNull(),
  /** Posted balance in hundredths of a credit (sum of credits minus sum of debits). */
  balance: integer().notNull().default(0),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [check("credit_accounts_no_overdraft", sql`${t.kind} = 'system' OR ${t.balance} >= 0`)]);

/**
 * Immutable transfers: `amount` (hundredths, > 0) moves from `debit_account` to
 * `credit_account`. Never updated or deleted; a reversal is another transfer. Each has a unique
 * idempotency key, so a retried request (or a replayed webhook) moves money once.
 */
export const creditTransfers = sqliteTable("credit_transfers", {
  /** `ctr_<32 hex>`. */
  id: text().primaryKey(),
  idempotencyKey: text("idempotency_key").notNull(),
  debitAccount: text("debit_account").notNull(),
  creditAccount: text("credit_account").notNull(),
  amount: integer().notNull(),
  /** What moved the money: `purchase`, `grant`, `refund`, `capture`, `charge`, `payout`... */
  kind: text().notNull(),
  description: text(),
  /** What it belongs to: a checkout session, a bet, a query... */
  reference: text(),
  /** The hold it captured, if any. */
  holdId: text("hold_id"),
  /** The two accounts' posted balances right after this transfer (hundredths). */
  debitBalanceAfter: integer("debit_balance_after").notNull(),
  creditBalanceAfter: integer("credit_balance_after").notNull(),
  createdAt: text("created_at").notNull(),
  /** Epoch milliseconds; orders the history (with the id for ties). */
  createdMs: integer("created_ms").notNull(),
}, (t) => [
  uniqueIndex("credit_transfers_key_idx").on(t.idempotencyKey),
  index("credit_transfers_debit_idx").on(t.debitAccount, t.createdMs),
  index("credit_transfers_credit_idx").on(t.creditAccount, t.createdMs),
  check("credit_transfers_positive", sql`${t.amount} > 0`),
  check("credit_transfers_two_accounts", sql`${t.debitAccount} <> ${t.creditAccount}`),
]);

/**
 * Pending holds (two-phase transfers): `amount` of `account` is reserved until `expires_ms`;
 * captured into a transfer, released, or (past `expires_ms` while still pending) expired, when
 * it no longer counts against the balance.
 */
export const creditHolds = sqliteTable("credit_holds", {
  /** `chd_<32 hex>`. */
  id: text().primaryKey(),
  idempotencyKey: text("idempotency_key").notNull(),
  account: text().notNull(),
  amount: integer().notNull(),
  status: text({ enum: CREDIT_HOLD_STATUSES }).notNull(),
  kind: text().notNull(),
  description: text(),
  reference: text(),
  expiresMs: integer("expires_ms").notNull(),
  /** The transfer that captured it. */
  transferId: text("transfer_id"),
  createdAt: text("created_at").notNull(),
  resolvedAt: text("resolved_at"),
}, (t) => [
  uniqueIndex("credit_holds_key_idx").on(t.idempotencyKey),
  index("credit_holds_account_idx").on(t.account, t.status, t.expiresMs),
  check("credit_holds_positive", sql`${t.amount} > 0`),
]);

/**
 * Checkout sessions we asked the payment provider for: who buys which package, and what came
 * of it. The session id is the fulfilment's idempotency key.
 */
export const creditPurchases = sqliteTable("credit_purchases", {
  /** The provider's checkout session id (`cs_...`). */
  id: text().primaryKey(),
  provider: text().notNull(),
  userId: text("user_id").notNull(),
  packageId: text("package_id").notNull(),
  /** Credits bought, in hundredths. */
  credits: integer().notNull(),
  /** Price in the currency's minor unit (cents). */
  amountTotal: integer("amount_total").notNull(),
  currency: text().notNull(),
  status: text({ enum: PURCHASE_STATUSES }).notNull(),
  url: text(),
  paymentIntent: text("payment_intent"),
  /** Credits taken back by refunds so far (hundredths). */
  creditsReversed: integer("credits_reversed").notNull().default(0),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [
  index("credit_purchases_user_idx").on(t.userId, t.createdAt),
  index("credit_purchases_intent_idx").on(t.paymentIntent),
]);

/** Provider events handled, by event id: a replayed event is acknowledged and not run again. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  /** `processed` or `ignored` (a type we do not handle). */
  outcome: text().notNull(),
  receivedAt: text("received_at").notNull(),
});

/**
 * The embedded test-mode provider's own checkout sessions (services/payments/test_mode.ts), as
 * the provider would keep them: the Stripe-shaped session object as JSON.
 */
export const payproviderSessions = sqliteTable("payprovider_sessions", {
  id: text().primaryKey(),
  /** `open`, `complete` or `expired` (Stripe's session statuses). */
  status: text().notNull(),
  session: text().notNull(),
  createdAt: text("created_at").notNull(),
});
