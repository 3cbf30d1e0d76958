/**
 * The credit verbs of /api/credits: a user's balance and history, a cost check, and admin
 * grants. Access: a user reads only their own credits (signed in, or through their API key);
 * admins (and admin-scoped keys) read and grant everyone's.
 */
import { ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { findUser } from "../auth/users.ts";
import { forbidden, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import { CREDIT_PACKAGES, DEFAULT_QUERY_TYPE, QUERY_COSTS, type QueryType } from "./catalog.ts";
import * as ledger from "./ledger.ts";

export interface CreditsContext extends ledger.LedgerContext {
  principal: Principal;
}

/**
 * The user whose credits these are, once the caller may see them: their own, or anyone's for an
 * admin (an unknown user is then a 404). Another user's are a 403 whether or not they exist.
 */
export async function creditOwner(ctx: CreditsContext, userId: string): Promise<string> {
  const mine = ownerOf(ctx.principal);
  const own = mine.kind === "user" && mine.id === userId;
  if (!own && !seesAll(ctx.principal)) {
    throw forbidden("these are another user's credits; a user sees only their own", {
      parameter: "user_id",
    });
  }
  if (!own && !await findUser(ctx.db, userId)) {
    throw notFound(`no user ${userId}`, { parameter: "user_id" });
  }
  return userId;
}

/** A user's balance: posted, held by pending holds, available. */
export async function creditBalance(ctx: CreditsContext, userId: string) {
  const id = await creditOwner(ctx, userId);
  const b = await ledger.balance(ctx, ledger.userAccount(id));
  return { user_id: id, balance: b.balance, held: b.held, available: b.available };
}

/** A user's credit record: the balance and its totals. */
export async function creditRecord(ctx: CreditsContext, userId: string) {
  const id = await creditOwner(ctx, userId);
  const account = ledger.userAccount(id);
  const b = await ledger.balance(ctx, account);
  const rs = await ctx.db.$client.execute({
    sql: "SELECT " +
      "(SELECT COALESCE(SUM(amount), 0) FROM credit_transfers WHERE credit_account = ?) AS inflow, " +
      "(SELECT COALESCE(SUM(amount), 0) FROM credit_transfers WHERE debit_account = ?) AS outflow, " +
      "(SELECT COUNT(*) FROM credit_transfers WHERE credit_account = ? OR debit_account = ?) " +
      "AS n, (SELECT created_at FROM credit_accounts WHERE id = ?) AS created_at, " +
      "(SELECT updated_at FROM credit_accounts WHERE id = ?) AS updated_at",
    args: [account, account, account, account, account, account],
  });
  const r = rs.rows[0];
  return {
    user_id: id,
    balance: b.balance,
    held: b.held,
    available: b.available,
    active_holds: b.active_holds,
    total_credited: ledger.toCredits(Number(r.inflow)),
    total_debited: ledger.toCredits(Number(r.outflow)),
    transaction_count: Number(r.n),
    created_at: r.created_at === null ? null : String(r.created_at),
    updated_at: r.updated_at === null ? null : String(r.updated_at),
  };
}

/** Whether the user's available credits cover a query type's cost. */
export async function checkCredits(
  ctx: CreditsContext,
  userId: string,
  queryType: QueryType = DEFAULT_QUERY_TYPE,
) {
  const b = await creditBalance(ctx, userId);
  const cost = QUERY_COSTS[queryType];
  return {
    user_id: b.user_id,
    query_type: queryType,
    cost,
    available: b.available,
    sufficient: b.available >= cost,
    shortfall: Math.max(0, Math.round((cost - b.available) * 100) / 100),
  };
}

/** One line of a user's history, seen from their account. */
function historyLine(account: string, t: ledger.Transfer) {
  const incoming = t.to === account;
  return {
    id: t.id,
    type: t.kind,
    direction: incoming ? "credit" as const : "debit" as const,
    amount: t.amount,
    balance_after: incoming ? t.to_balance_after : t.from_balance_after,
    counterparty: incoming ? t.from : t.to,
    description: t.description,
    reference: t.reference,
    created_at: t.created_at,
  };
}

/** A user's transfers, newest first. */
export async function creditTransactions(ctx: CreditsContext, userId: string, limit = 50) {
  const id = await creditOwner(ctx, userId);
  const account = ledger.userAccount(id);
  const list = await ledger.history(ctx, account, { limit });
  return {
    user_id: id,
    transactions: list.map((t) => historyLine(account, t)),
    count: list.length,
  };
}

/**
 * Adds credits to a user from the house account (admins). With an idempotency key, the same
 * key again returns the first grant and adds nothing (`replayed: true`).
 */
export async function grantCredits(
  ctx: CreditsContext,
  userId: string,
  { amount, description, idempotencyKey }: {
    amount: number;
    description?: string;
    idempotencyKey?: string;
  },
) {
  const id = await creditOwner(ctx, userId);
  if (!seesAll(ctx.principal)) {
    throw forbidden("adding credits needs an admin signed in, or an admin-scoped key");
  }
  const account = ledger.userAccount(id);
  const t = await ledger.transfer(ctx, {
    from: "house",
    to: account,
    amount,
    key: `grant:${id}:${idempotencyKey ?? newId("once")}`,
    kind: "grant",
    description: description ?? `credits added by ${ownerOf(ctx.principal).id}`,
  });
  const b = await ledger.balance(ctx, account);
  return {
    user_id: id,
    replayed: !t.created,
    transaction: historyLine(account, t),
    balance: b.balance,
    available: b.available,
  };
}

/** The packages on sale. */
export const listPackages = () => ({ packages: [...CREDIT_PACKAGES], currency: "usd" as const });
