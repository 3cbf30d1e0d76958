/**
 * Settling bets once their event is over (run by the live-play job after it advances events,
 * so a bet settles within a minute of its event completing).
 *
 * Each open bet of a COMPLETED or CANCELLED event is settled from its selections' results as the
 * pricer has them (`settlement` of each outcome), through services/betting `settle`:
 * - WIN or PAYOUT (a dead heat): the stake's hold is captured to `house`, then the payout moves
 *   from `house` to the user;
 * - LOSE: the hold is captured to `house`;
 * - VOID: the hold is released.
 * Every step is idempotent by a key derived from the bet: a hold is captured once (capturing it
 * again returns its transfer), the payout transfer's key is `bet:<bet id>:payout`, and the bet
 * row moves from `open` only once. A run that stops half way is completed by the next, and a
 * second run pays nothing more. A bet whose hold expired before settlement is void (the credits
 * were never taken). Holds of placements that stopped before storing their bet are released.
 */
import type { Database } from "../../db/client.ts";
import { type BetResult, type LegResult, type ParlayLeg, settle } from "../betting/mod.ts";
import * as ledger from "../credits/ledger.ts";
import { AppError } from "../errors.ts";
import { findSelection, type PricedEvent, type Pricer } from "../pricing/mod.ts";
import type { Outcome } from "../pricing/outcomes.ts";
import { STAKE_KIND } from "./place.ts";
import type { BetRow } from "./view.ts";

export interface SettlementContext extends ledger.LedgerContext {
  db: Database;
  pricer: Pricer;
}

export interface SettlementRun {
  settled: number;
  voided: number;
  /** Credits paid to bettors by this run. */
  paid: number;
  /** Bets that could not be settled this time (retried by the next run). */
  failed: number;
  /** The first few failures, for the run's record. */
  errors: { bet_id: string; error: string }[];
  /** Holds of placements that never stored their bet, released. */
  orphan_holds_released: number;
}

/** How long a stake's hold may wait for its bet row before it is taken for an orphan. */
const ORPHAN_AFTER_MS = 10 * 60_000;

const rowOf = (r: Record<string, unknown>): BetRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  kind: r.kind as BetRow["kind"],
  eventId: String(r.event_id),
  legs: String(r.legs),
  oddsX100: Number(r.odds_x100),
  requestedOddsX100: Number(r.requested_odds_x100),
  toleranceBp: Number(r.tolerance_bp),
  voidOdds: r.void_odds === null ? null : String(r.void_odds),
  stake: Number(r.stake),
  status: r.status as BetRow["status"],
  outcome: r.outcome as BetRow["outcome"],
  payout: r.payout === null ? null : Number(r.payout),
  note: r.note === null ? null : String(r.note),
  holdId: String(r.hold_id),
  idempotencyKey: r.idempotency_key === null ? null : String(r.idempotency_key),
  requestHash: String(r.request_hash),
  placedAt: String(r.placed_at),
  placedMs: Number(r.placed_ms),
  expiresMs: Number(r.expires_ms),
  settledAt: r.settled_at === null ? null : String(r.settled_at),
});

/**
 * Selections tied in a dead heat: the outcomes of the same market group (the outcome id but its
 * last part: the heat, or the top scorer's market) settled PAYOUT. At least 2.
 */
export function tiedWith(priced: PricedEvent, outcome: Outcome): number {
  const group = outcome.outcomeId.slice(0, outcome.outcomeId.lastIndexOf(":") + 1);
  try {
    const n = priced.market(outcome.market).outcomes
      .filter((o) => o.settlement === "PAYOUT" && o.outcomeId.startsWith(group)).length;
    return Math.max(2, n);
  } catch {
    return 2;
  }
}

/** A selection's result once its event is over; undecided outcomes are void. */
export function legResult(priced: PricedEvent, selectionId: string): LegResult {
  const o = findSelection(priced, selectionId);
  switch (o.settlement) {
    case "WIN":
    case "LOSE":
    case "VOID":
      return { kind: o.settlement };
    case "PAYOUT":
      return { kind: "PAYOUT", tied: tiedWith(priced, o), places: 1 };
    default:
      // The event is over and the outcome was never decided (no result recorded): stakes back.
      return { kind: "VOID" };
  }
}

async function mark(
  ctx: SettlementContext,
  bet: BetRow,
  status: "settled" | "void",
  outcome: string,
  payout: number,
  note: string,
) {
  await ctx.db.$client.execute({
    sql: "UPDATE bets SET status = ?, outcome = ?, payout = ?, note = ?, settled_at = ? " +
      "WHERE id = ? AND status = 'open'",
    args: [status, outcome, payout, note, ctx.clock().toISOString(), bet.id],
  });
}

/** Settles one bet given its result; safe to run again. Returns the credits paid. */
export async function settleBet(
  ctx: SettlementContext,
  bet: BetRow,
  result: BetResult,
): Promise<{ status: "settled" | "void"; paid: number }> {
  const legs = JSON.parse(bet.legs) as ParlayLeg[];
  const settled = bet.kind === "single"
    ? settle({
      kind: "single",
      stake: bet.stake,
      selection_id: legs[0].selection_id,
      odds_x100: bet.oddsX100,
    }, result)
    : settle({
      kind: "parlay",
      stake: bet.stake,
      legs,
      odds_x100: bet.oddsX100,
      void_odds_x100: bet.voidOdds ? JSON.parse(bet.voidOdds) : undefined,
    }, result);
  const hold = await ledger.getHold(ctx, bet.holdId);
  const expired = async () => {
    await mark(ctx, bet, "void", "VOID", 0, "the stake's hold expired before settlement");
    return { status: "void" as const, paid: 0 };
  };
  if (hold.status === "expired") return await expired();
  if (settled.outcome === "VOID") {
    if (hold.status !== "released") await ledger.release(ctx, bet.holdId);
    await mark(ctx, bet, "void", "VOID", 0, "void: the stake is returned");
    return { status: "void", paid: 0 };
  }
  try {
    await ledger.capture(ctx, {
      holdId: bet.holdId,
      to: "house",
      kind: STAKE_KIND,
      description: `stake of bet ${bet.id}`,
    });
  } catch (err) {
    // Expired between our read and the capture.
    if (err instanceof AppError && err.kind === "conflict") return await expired();
    throw err;
  }
  let paid = 0;
  if (settled.payout > 0) {
    const t = await ledger.transfer(ctx, {
      from: "house",
      to: ledger.userAccount(bet.userId),
      amount: settled.payout / 100,
      key: `bet:${bet.id}:payout`,
      kind: "bet_payout",
      description: `${settled.outcome === "PAYOUT" ? "dead-heat payout" : "winnings"} of bet ` +
        bet.id,
      reference: bet.id,
    });
    if (t.created) paid = t.amount;
  }
  const [num, den] = settled.dead_heat_factor;
  const note = settled.outcome === "PAYOUT"
    ? `dead heat: ${num}/${den} of the stake paid at ${settled.odds_x100 / 100}`
    : settled.outcome === "WIN"
    ? `won at ${settled.odds_x100 / 100}`
    : "lost";
  await mark(ctx, bet, "settled", settled.outcome, settled.payout, note);
  return { status: "settled", paid };
}

/**
 * Settles the open bets of events that are over, and voids those whose hold expired. At most
 * `limit` bets a run (the oldest first); the next run takes the rest.
 */
export async function settleBets(
  ctx: SettlementContext,
  { limit = 500 }: { limit?: number } = {},
): Promise<SettlementRun> {
  const now = ctx.clock().getTime();
  const run: SettlementRun = {
    settled: 0,
    voided: 0,
    paid: 0,
    failed: 0,
    errors: [],
    orphan_holds_released: 0,
  };
  const rs = await ctx.db.$client.execute({
    sql: "SELECT b.*, e.status AS event_status FROM bets b JOIN events e ON e.id = b.event_id " +
      "WHERE b.status = 'open' AND (e.status IN ('COMPLETED', 'CANCELLED') OR b.expires_ms <= ?) " +
      "ORDER BY b.placed_ms, b.id LIMIT ?",
    args: [now, limit],
  });
  const priced = new Map<string, Promise<PricedEvent>>();
  for (const r of rs.rows) {
    const bet = rowOf(r as unknown as Record<string, unknown>);
    try {
      const over = ["COMPLETED", "CANCELLED"].includes(String(r.event_status));
      let result: BetResult;
      if (!over) {
        result = { kind: "VOID" }; // only reached for an expired hold: void either way
      } else {
        if (!priced.has(bet.eventId)) {
          priced.set(bet.eventId, ctx.pricer.price(bet.eventId, { fresh: true }));
        }
        const event = await priced.get(bet.eventId)!;
        const legs = JSON.parse(bet.legs) as ParlayLeg[];
        result = bet.kind === "single"
          ? legResult(event, legs[0].selection_id)
          : Object.fromEntries(legs.map((l) => [l.selection_id, legResult(event, l.selection_id)]));
      }
      const done = await settleBet(ctx, bet, result);
      if (done.status === "void") run.voided++;
      else run.settled++;
      run.paid += done.paid;
    } catch (err) {
      run.failed++;
      if (run.errors.length < 10) run.errors.push({ bet_id: bet.id, error: String(err) });
    }
  }
  run.paid = Math.round(run.paid * 100) / 100;
  // Stakes held by placements that stopped before storing their bet.
  const orphans = await ctx.db.$client.execute({
    sql: "SELECT h.id FROM credit_holds h WHERE h.kind = ? AND h.status = 'pending' " +
      "AND h.expires_ms > ? AND h.created_at < ? " +
      "AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.hold_id = h.id) LIMIT 100",
    args: [STAKE_KIND, now, new Date(now - ORPHAN_AFTER_MS).toISOString()],
  });
  for (const o of orphans.rows) {
    await ledger.release(ctx, String(o.id));
    run.orphan_holds_released++;
  }
  return run;
}
