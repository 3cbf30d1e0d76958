/**
 * Charging a query type in credits (sports intelligence): the cost is held before the work and
 * captured into `fees` when it succeeds, or released when it fails, so a failed query costs
 * nothing and a crash in between leaves a hold that lapses by itself.
 */
import { DEFAULT_QUERY_TYPE, QUERY_COSTS, type QueryType } from "./catalog.ts";
import * as ledger from "./ledger.ts";

/** How long a query's reserve lasts if the work never reports back. */
export const QUERY_HOLD_MS = 10 * 60_000;

/**
 * Reserves the query type's cost from the user's credits (402 INSUFFICIENT_CREDITS when short).
 * `key` identifies the query: the same key again returns the same hold.
 */
export async function holdQueryCost(
  ctx: ledger.LedgerContext,
  userId: string,
  { queryType = DEFAULT_QUERY_TYPE, key, description }: {
    queryType?: QueryType;
    key: string;
    description?: string;
  },
): Promise<ledger.Hold> {
  return await ledger.hold(ctx, {
    account: ledger.userAccount(userId),
    amount: QUERY_COSTS[queryType],
    key: `query:${key}`,
    kind: `query:${queryType}`,
    description: description ?? `${queryType} query`,
    reference: key,
    expiresAt: new Date(ctx.clock().getTime() + QUERY_HOLD_MS),
  });
}

/** Settles a query's hold: captured into `fees` when the work succeeded, released otherwise. */
export async function settleQueryCost(
  ctx: ledger.LedgerContext,
  holdId: string,
  succeeded: boolean,
): Promise<{ charged: ledger.Transfer | null; hold: ledger.Hold }> {
  if (!succeeded) return { charged: null, hold: await ledger.release(ctx, holdId) };
  const charged = await ledger.capture(ctx, { holdId, to: "fees", kind: "charge" });
  return { charged, hold: await ledger.getHold(ctx, holdId) };
}
