/**
 * The credit ledger: double-entry, in libSQL (TigerBeetle's and Modern Treasury's rules).
 *
 * - Money moves only by immutable transfers from one account to another, each with a unique
 *   idempotency key: the same key again returns the first transfer and moves nothing.
 * - An account's balance is the sum of its transfers; `credit_accounts.balance` caches it and is
 *   written in the same transaction as the transfer, so the sum over all accounts stays zero.
 * - A user account never goes below zero: the balance check and the write are one batch (one
 *   SQLite write transaction, statements run back to back on one connection), so concurrent
 *   debits cannot both pass the check. A CHECK constraint backs it up.
 * - Holds reserve credits (two-phase transfers): pending until captured (a transfer), released,
 *   or past their expiry, when they no longer count.
 *
 * Amounts cross this interface in credits (numbers with at most two decimals) and are stored in
 * hundredths of a credit, so payouts like 10 × 1.91 are exact.
 */
import type { InStatement, ResultSet, Row } from "@libsql/client";
import type { Database } from "../../db/client.ts";
import { AppError, badRequest, conflict, insufficientCredits, notFound } from "../errors.ts";
import { newId } from "../random.ts";

/** What the ledger needs: the database and the business clock. */
export interface LedgerContext {
  db: Database;
  clock: () => Date;
}

/** The system accounts; they may go below zero (`purchases` is where bought credits come from). */
export const SYSTEM_ACCOUNTS = ["purchases", "house", "bets", "fees"] as const;
export type SystemAccount = typeof SYSTEM_ACCOUNTS[number];
export type AccountId = SystemAccount | `user:${string}`;

/** The ledger account of a user. */
export const userAccount = (userId: string): AccountId => `user:${userId}`;

const SCALE = 100;

/** Credits (at most two decimals) as stored hundredths; anything else is a 400. */
export function toMinor(credits: number, parameter = "amount"): number {
  const minor = Math.round(credits * SCALE);
  if (!Number.isFinite(credits) || Math.abs(minor - credits * SCALE) > 1e-6) {
    throw badRequest(`${parameter} must be a number of credits with at most two decimals`, {
      parameter,
    });
  }
  if (minor <= 0) throw badRequest(`${parameter} must be more than zero`, { parameter });
  if (minor > Number.MAX_SAFE_INTEGER / 4) {
    throw badRequest(`${parameter} is too large`, { parameter });
  }
  return minor;
}

/** Stored hundredths as credits. */
export const toCredits = (minor: number) => minor / SCALE;

export interface Transfer {
  id: string;
  idempotency_key: string;
  from: string;
  to: string;
  /** Credits. */
  amount: number;
  kind: string;
  description: string | null;
  reference: string | null;
  hold_id: string | null;
  /** The accounts' posted balances right after it (credits). */
  from_balance_after: number;
  to_balance_after: number;
  created_at: string;
  /** False when the idempotency key had moved the money before (nothing moved this time). */
  created: boolean;
}

export type HoldStatus = "pending" | "captured" | "released" | "expired";

export interface Hold {
  id: string;
  idempotency_key: string;
  account: string;
  /** Credits. */
  amount: number;
  /** `expired`: still pending in the table, but past `expires_at`, so it no longer counts. */
  status: HoldStatus;
  kind: string;
  description: string | null;
  reference: string | null;
  expires_at: string;
  transfer_id: string | null;
  created_at: string;
  resolved_at: string | null;
  /** False when the idempotency key had made this hold before. */
  created: boolean;
}

export interface Balance {
  account: string;
  /** Posted balance: the sum of the account's transfers (credits). */
  balance: number;
  /** Credits reserved by pending, unexpired holds. */
  held: number;
  /** What a new debit or hold may take: balance − held. */
  available: number;
  /** Pending, unexpired holds. */
  active_holds: number;
}

export interface TransferInput {
  from: AccountId;
  to: AccountId;
  /** Credits, more than zero, at most two decimals. */
  amount: number;
  /** Unique per movement; the same key again returns the first transfer. */
  key: string;
  kind: string;
  description?: string;
  reference?: string;
}

export interface HoldInput {
  account: AccountId;
  amount: number;
  key: string;
  /** When the reservation lapses. */
  expiresAt: Date;
  kind: string;
  description?: string;
  reference?: string;
}

export interface CaptureInput {
  holdId: string;
  /** Where the held credits go. */
  to: AccountId;
  /** Credits to take, at most the hold's; the rest is released. The whole hold by default. */
  amount?: number;
  kind?: string;
  description?: string;
}

const kindOf = (account: string) => account.startsWith("user:") ? "user" : "system";

function checkAccount(account: string, parameter: string) {
  const ok = (SYSTEM_ACCOUNTS as readonly string[]).includes(account) ||
    /^user:[\w.@:-]{1,128}$/.test(account);
  if (!ok) throw badRequest(`unknown ledger account '${account}'`, { parameter });
}

function checkKey(key: string) {
  if (!key || key.length > 255) {
    throw badRequest("an idempotency key of 1 to 255 characters is required", {
      parameter: "idempotency_key",
    });
  }
}

/** Inserts the account if it is new (accounts open on first use). */
const ensureAccount = (account: string, now: string): InStatement => ({
  sql: "INSERT INTO credit_accounts (id, kind, balance, created_at, updated_at) " +
    "VALUES (?, ?, 0, ?, ?) ON CONFLICT (id) DO NOTHING",
  args: [account, kindOf(account), now, now],
});

/** Credits reserved on account `a` (an alias of credit_accounts) at `?` epoch ms. */
const HELD = "(SELECT COALESCE(SUM(h.amount), 0) FROM credit_holds h WHERE h.account = a.id " +
  "AND h.status = 'pending' AND h.expires_ms > ?)";

/** The two balance updates of a transfer, applied only if transfer `id` was just inserted. */
const postBalances = (id: string, from: string, to: string, minor: number, now: string) =>
  [[from, -minor], [to, minor]].map(([account, delta]) => ({
    sql: "UPDATE credit_accounts SET balance = balance + ?, updated_at = ? WHERE id = ? " +
      "AND EXISTS (SELECT 1 FROM credit_transfers WHERE id = ?)",
    args: [delta, now, account, id],
  }));

const rowToTransfer = (r: Row, created: boolean): Transfer => ({
  id: String(r.id),
  idempotency_key: String(r.idempotency_key),
  from: String(r.debit_account),
  to: String(r.credit_account),
  amount: toCredits(Number(r.amount)),
  kind: String(r.kind),
  description: r.description === null ? null : String(r.description),
  reference: r.reference === null ? null : String(r.reference),
  hold_id: r.hold_id === null ? null : String(r.hold_id),
  from_balance_after: toCredits(Number(r.debit_balance_after)),
  to_balance_after: toCredits(Number(r.credit_balance_after)),
  created_at: String(r.created_at),
  created,
});

const rowToHold = (r: Row, nowMs: number, created: boolean): Hold => ({
  id: String(r.id),
  idempotency_key: String(r.idempotency_key),
  account: String(r.account),
  amount: toCredits(Number(r.amount)),
  status: r.status === "pending" && Number(r.expires_ms) <= nowMs
    ? "expired"
    : r.status as HoldStatus,
  kind: String(r.kind),
  description: r.description === null ? null : String(r.description),
  reference: r.reference === null ? null : String(r.reference),
  expires_at: new Date(Number(r.expires_ms)).toISOString(),
  transfer_id: r.transfer_id === null ? null : String(r.transfer_id),
  created_at: String(r.created_at),
  resolved_at: r.resolved_at === null ? null : String(r.resolved_at),
  created,
});

/** One write transaction (BEGIN IMMEDIATE): its statements run back to back, atomically. */
const atomically = (ctx: LedgerContext, statements: InStatement[]): Promise<ResultSet[]> =>
  ctx.db.$client.batch(statements, "write");

/**
 * Moves `amount` credits from one account to another, once per key. A user account is never
 * taken below what its pending holds reserve: 402 (INSUFFICIENT_CREDITS) instead. The same key
 * with other accounts, amount or kind is a 409.
 */
export async function transfer(ctx: LedgerContext, input: TransferInput): Promise<Transfer> {
  checkAccount(input.from, "from");
  checkAccount(input.to, "to");
  checkKey(input.key);
  if (input.from === input.to) throw badRequest("a transfer needs two different accounts");
  const minor = toMinor(input.amount);
  const now = ctx.clock();
  const at = now.toISOString();
  const id = newId("ctr");
  const results = await atomically(ctx, [
    ensureAccount(input.from, at),
    ensureAccount(input.to, at),
    {
      // Inserted only if the debited account can afford it (system accounts always can) and
      // the key is new; the balances after are read in the same transaction.
      sql: "INSERT INTO credit_transfers (id, idempotency_key, debit_account, credit_account, " +
        "amount, kind, description, reference, hold_id, debit_balance_after, " +
        "credit_balance_after, created_at, created_ms) " +
        "SELECT ?, ?, a.id, c.id, ?, ?, ?, ?, NULL, a.balance - ?, c.balance + ?, ?, ? " +
        "FROM credit_accounts a, credit_accounts c WHERE a.id = ? AND c.id = ? " +
        `AND (a.kind = 'system' OR a.balance - ${HELD} >= ?) ` +
        "ON CONFLICT (idempotency_key) DO NOTHING",
      args: [
        id,
        input.key,
        minor,
        input.kind,
        input.description ?? null,
        input.reference ?? null,
        minor,
        minor,
        at,
        now.getTime(),
        input.from,
        input.to,
        now.getTime(),
        minor,
      ],
    },
    ...postBalances(id, input.from, input.to, minor, at),
    { sql: "SELECT * FROM credit_transfers WHERE idempotency_key = ?", args: [input.key] },
  ]);
  const row = results.at(-1)!.rows[0];
  if (!row) {
    const b = await balance(ctx, input.from);
    throw insufficientCredits(
      `${input.from} has ${b.available} credits available; ${toCredits(minor)} needed`,
      { account: input.from, available: b.available, needed: toCredits(minor) },
    );
  }
  const found = rowToTransfer(row, row.id === id);
  if (
    !found.created &&
    (found.from !== input.from || found.to !== input.to || Number(row.amount) !== minor ||
      found.kind !== input.kind)
  ) {
    throw conflict(`idempotency key '${input.key}' was used for another transfer`, {
      parameter: "idempotency_key",
      transfer_id: found.id,
    });
  }
  return found;
}

/**
 * Reserves `amount` credits of an account until `expiresAt`, once per key; 402 when the
 * available balance is short. The reserve is taken by `capture` or given back by `release`.
 */
export async function hold(ctx: LedgerContext, input: HoldInput): Promise<Hold> {
  checkAccount(input.account, "account");
  checkKey(input.key);
  const minor = toMinor(input.amount);
  const now = ctx.clock();
  const at = now.toISOString();
  const expires = input.expiresAt.getTime();
  if (!(expires > now.getTime())) throw badRequest("a hold must expire in the future");
  const id = newId("chd");
  const results = await atomically(ctx, [
    ensureAccount(input.account, at),
    {
      sql: "INSERT INTO credit_holds (id, idempotency_key, account, amount, status, kind, " +
        "description, reference, expires_ms, transfer_id, created_at, resolved_at) " +
        "SELECT ?, ?, a.id, ?, 'pending', ?, ?, ?, ?, NULL, ?, NULL FROM credit_accounts a " +
        `WHERE a.id = ? AND (a.kind = 'system' OR a.balance - ${HELD} >= ?) ` +
        "ON CONFLICT (idempotency_key) DO NOTHING",
      args: [
        id,
        input.key,
        minor,
        input.kind,
        input.description ?? null,
        input.reference ?? null,
        expires,
        at,
        input.account,
        now.getTime(),
        minor,
      ],
    },
    { sql: "SELECT * FROM credit_holds WHERE idempotency_key = ?", args: [input.key] },
  ]);
  const row = results.at(-1)!.rows[0];
  if (!row) {
    const b = await balance(ctx, input.account);
    throw insufficientCredits(
      `${input.account} has ${b.available} credits available; ${toCredits(minor)} needed`,
      { account: input.account, available: b.available, needed: toCredits(minor) },
    );
  }
  const found = rowToHold(row, now.getTime(), row.id === id);
  if (!found.created && (found.account !== input.account || Number(row.amount) !== minor)) {
    throw conflict(`idempotency key '${input.key}' was used for another hold`, {
      parameter: "idempotency_key",
      hold_id: found.id,
    });
  }
  return found;
}

/** A hold by id, or 404. */
export async function getHold(ctx: LedgerContext, holdId: string): Promise<Hold> {
  const rs = await ctx.db.$client.execute({
    sql: "SELECT * FROM credit_holds WHERE id = ?",
    args: [holdId],
  });
  if (!rs.rows[0]) throw notFound(`no hold ${holdId}`, { parameter: "hold_id" });
  return rowToHold(rs.rows[0], ctx.clock().getTime(), false);
}

/**
 * Turns a pending hold into a transfer to `to` (all of it, or `amount` of it, the rest going
 * back). Capturing a captured hold again returns its transfer; an expired or released one is a
 * 409.
 */
export async function capture(ctx: LedgerContext, input: CaptureInput): Promise<Transfer> {
  checkAccount(input.to, "to");
  const current = await getHold(ctx, input.holdId);
  const existing = async () => {
    const rs = await ctx.db.$client.execute({
      sql: "SELECT * FROM credit_transfers WHERE id = ?",
      args: [current.transfer_id ?? ""],
    });
    return rowToTransfer(rs.rows[0], false);
  };
  if (current.status === "captured") return await existing();
  if (current.status !== "pending") {
    throw conflict(`hold ${current.id} is ${current.status}; it can no longer be captured`, {
      hold_id: current.id,
      status: current.status,
    });
  }
  if (current.account === input.to) throw badRequest("a hold cannot be captured to its account");
  const minor = input.amount === undefined
    ? Math.round(current.amount * SCALE)
    : toMinor(input.amount);
  if (minor > Math.round(current.amount * SCALE)) {
    throw badRequest(`the hold is ${current.amount} credits; ${toCredits(minor)} asked`, {
      parameter: "amount",
    });
  }
  const now = ctx.clock();
  const at = now.toISOString();
  const id = newId("ctr");
  const results = await atomically(ctx, [
    ensureAccount(input.to, at),
    {
      // Only a hold still pending and unexpired is taken, by this transfer id.
      sql: "UPDATE credit_holds SET status = 'captured', transfer_id = ?, resolved_at = ? " +
        "WHERE id = ? AND status = 'pending' AND expires_ms > ?",
      args: [id, at, current.id, now.getTime()],
    },
    {
      // The hold reserved the credits, so no balance check: they are there.
      sql: "INSERT INTO credit_transfers (id, idempotency_key, debit_account, credit_account, " +
        "amount, kind, description, reference, hold_id, debit_balance_after, " +
        "credit_balance_after, created_at, created_ms) " +
        "SELECT ?, 'capture:' || h.id, a.id, c.id, ?, ?, ?, h.reference, h.id, " +
        "a.balance - ?, c.balance + ?, ?, ? " +
        "FROM credit_holds h JOIN credit_accounts a ON a.id = h.account, credit_accounts c " +
        "WHERE h.id = ? AND h.transfer_id = ? AND c.id = ?",
      args: [
        id,
        minor,
        input.kind ?? current.kind,
        input.description ?? current.description,
        minor,
        minor,
        at,
        now.getTime(),
        current.id,
        id,
        input.to,
      ],
    },
    ...postBalances(id, current.account, input.to, minor, at),
    { sql: "SELECT * FROM credit_transfers WHERE id = ?", args: [id] },
  ]);
  const row = results.at(-1)!.rows[0];
  if (row) return rowToTransfer(row, true);
  // Someone else resolved it between our read and our write, or it expired meanwhile.
  const after = await getHold(ctx, current.id);
  if (after.status === "captured") {
    const rs = await ctx.db.$client.execute({
      sql: "SELECT * FROM credit_transfers WHERE id = ?",
      args: [after.transfer_id ?? ""],
    });
    return rowToTransfer(rs.rows[0], false);
  }
  throw conflict(`hold ${current.id} is ${after.status}; it can no longer be captured`, {
    hold_id: current.id,
    status: after.status,
  });
}

/**
 * Gives a pending hold's credits back. Releasing a released or expired hold returns it as it
 * is; a captured one is a 409.
 */
export async function release(ctx: LedgerContext, holdId: string): Promise<Hold> {
  const now = ctx.clock();
  await ctx.db.$client.execute({
    sql: "UPDATE credit_holds SET status = 'released', resolved_at = ? " +
      "WHERE id = ? AND status = 'pending' AND expires_ms > ?",
    args: [now.toISOString(), holdId, now.getTime()],
  });
  const after = await getHold(ctx, holdId);
  if (after.status === "captured") {
    throw conflict(`hold ${holdId} was captured; it cannot be released`, { hold_id: holdId });
  }
  return after;
}

/** An account's posted balance, what pending holds reserve, and what is available. */
export async function balance(ctx: LedgerContext, account: AccountId | string): Promise<Balance> {
  const rs = await ctx.db.$client.execute({
    sql: "SELECT a.balance AS balance, " +
      "(SELECT COALESCE(SUM(amount), 0) FROM credit_holds WHERE account = ? " +
      "AND status = 'pending' AND expires_ms > ?) AS held, " +
      "(SELECT COUNT(*) FROM credit_holds WHERE account = ? AND status = 'pending' " +
      "AND expires_ms > ?) AS active " +
      "FROM (SELECT COALESCE((SELECT balance FROM credit_accounts WHERE id = ?), 0) AS balance) a",
    args: [account, ctx.clock().getTime(), account, ctx.clock().getTime(), account],
  });
  const r = rs.rows[0];
  const posted = Number(r.balance);
  const held = Number(r.held);
  return {
    account,
    balance: toCredits(posted),
    held: toCredits(held),
    available: toCredits(posted - held),
    active_holds: Number(r.active),
  };
}

/** An account's transfers, newest first. */
export async function history(
  ctx: LedgerContext,
  account: AccountId | string,
  { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<Transfer[]> {
  const rs = await ctx.db.$client.execute({
    sql: "SELECT * FROM (SELECT *, rowid AS seq FROM credit_transfers WHERE debit_account = ? " +
      "UNION ALL SELECT *, rowid AS seq FROM credit_transfers WHERE credit_account = ?) " +
      "ORDER BY created_ms DESC, seq DESC LIMIT ? OFFSET ?",
    args: [account, account, limit, offset],
  });
  return rs.rows.map((r) => rowToTransfer(r, false));
}

/** An account's holds, newest first. */
export async function holds(
  ctx: LedgerContext,
  account: AccountId | string,
  { limit = 50 }: { limit?: number } = {},
): Promise<Hold[]> {
  const rs = await ctx.db.$client.execute({
    sql: "SELECT * FROM credit_holds WHERE account = ? ORDER BY created_at DESC, id LIMIT ?",
    args: [account, limit],
  });
  const now = ctx.clock().getTime();
  return rs.rows.map((r) => rowToHold(r, now, false));
}

/** A transfer found by its idempotency key, or null. */
export async function transferByKey(ctx: LedgerContext, key: string): Promise<Transfer | null> {
  const rs = await ctx.db.$client.execute({
    sql: "SELECT * FROM credit_transfers WHERE idempotency_key = ?",
    args: [key],
  });
  return rs.rows[0] ? rowToTransfer(rs.rows[0], false) : null;
}

/**
 * The ledger's invariants, for tests and audits: the accounts' cached balances sum to zero,
 * each equals the sum of its transfers, and no user account is below zero.
 */
export async function audit(ctx: LedgerContext) {
  const [sum, drift, negative, transfers] = await ctx.db.$client.batch([
    "SELECT COALESCE(SUM(balance), 0) AS total FROM credit_accounts",
    "SELECT COUNT(*) AS n FROM credit_accounts a WHERE a.balance <> " +
    "COALESCE((SELECT SUM(amount) FROM credit_transfers WHERE credit_account = a.id), 0) - " +
    "COALESCE((SELECT SUM(amount) FROM credit_transfers WHERE debit_account = a.id), 0)",
    "SELECT COUNT(*) AS n FROM credit_accounts WHERE kind = 'user' AND balance < 0",
    "SELECT COUNT(*) AS n FROM credit_transfers",
  ], "read");
  return {
    /** Credits: zero when every transfer has its two sides. */
    sum: toCredits(Number(sum.rows[0].total)),
    accounts_out_of_step: Number(drift.rows[0].n),
    negative_user_accounts: Number(negative.rows[0].n),
    transfers: Number(transfers.rows[0].n),
  };
}

/** A ledger error is an AppError like any other. */
export const isLedgerRefusal = (err: unknown) =>
  err instanceof AppError && err.kind === "payment_required";
