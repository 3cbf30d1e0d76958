/**
 * Placing a bet (POST /api/betting/place): a single or a same-game parlay of one event, struck
 * at our current price when it is within the client's tolerance of the odds it saw, its stake
 * held from the user's credits by a ledger hold, then stored. An Idempotency-Key makes a retry
 * answer the same bet: the hold's key and the bet's are derived from it, so a retried or
 * concurrent duplicate never makes a second hold.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bets, events } from "../../db/schema/mod.ts";
import { ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { findUser } from "../auth/users.ts";
import {
  type ParlayLeg,
  priceParlay,
  quote,
  quoteParlay,
  toHundredths,
  toleranceBp,
} from "../betting/mod.ts";
import * as ledger from "../credits/ledger.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import { currentSelection } from "../markets/mod.ts";
import type { Pricer } from "../pricing/mod.ts";
import { MAX_SGP_LEGS } from "../pricing/mod.ts";
import { newId } from "../random.ts";
import { type BetRow, betView } from "./view.ts";

/** What placement and history need: the database, clock, pricer and the caller. */
export interface BetsContext extends ledger.LedgerContext {
  pricer: Pricer;
  principal: Principal;
}

/** The tolerance when the client sends none: the price may move 5 % either way. */
export const DEFAULT_TOLERANCE = 0.05;
/** The largest stake of one bet, in credits. */
export const MAX_STAKE = 100_000;
/** A stake's hold lapses this long after the event's scheduled end (settlement comes first). */
export const HOLD_GRACE_MS = 7 * 24 * 3600_000;
/** The ledger kind of a stake's hold (and of its capture). */
export const STAKE_KIND = "bet_stake";

export interface PlaceInput {
  user_id?: string;
  selection_id?: string;
  selections?: string[];
  /** Credits, more than 0, at most two decimals. */
  stake: number;
  /** The decimal odds the client saw. */
  odds: number;
  tolerance?: number;
}

/**
 * The user a bet is placed for: the caller itself, or anyone for an admin (an unknown user is
 * then a 404). Naming another user is a 403; a caller that is no user (an OAuth client) bets
 * only as an admin naming one.
 */
export async function bettorOf(
  ctx: { db: Database; principal: Principal },
  userId: string | undefined,
  what = "bets",
): Promise<string> {
  const mine = ownerOf(ctx.principal);
  const self = mine.kind === "user" ? mine.id : null;
  const id = userId ?? self;
  if (!id) {
    throw forbidden(`${what} belong to users: this credential is no user's; an admin names one`, {
      parameter: "user_id",
    });
  }
  if (id === self) return id;
  if (!seesAll(ctx.principal)) {
    throw forbidden(`these are another user's ${what}; a user sees only their own`, {
      parameter: "user_id",
    });
  }
  if (!await findUser(ctx.db, id)) throw notFound(`no user ${id}`, { parameter: "user_id" });
  return id;
}

async function digest(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...hash].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function legsOf(input: PlaceInput): string[] {
  const single = input.selection_id !== undefined;
  const parlay = input.selections !== undefined;
  if (single === parlay) {
    throw badRequest("send either selection_id (a single) or selections (a parlay)", {
      parameter: single ? "selections" : "selection_id",
    });
  }
  if (single) return [input.selection_id!];
  const legs = input.selections!;
  if (legs.length < 2 || legs.length > MAX_SGP_LEGS) {
    throw badRequest(`a parlay takes 2 to ${MAX_SGP_LEGS} selections`, {
      parameter: "selections",
    });
  }
  if (new Set(legs).size !== legs.length) {
    throw badRequest("a selection is listed twice", { parameter: "selections" });
  }
  return legs;
}

async function byIdempotencyKey(db: Database, key: string): Promise<BetRow | undefined> {
  const [row] = await db.select().from(bets).where(eq(bets.idempotencyKey, key)).limit(1);
  return row;
}

function replay(row: BetRow, hash: string) {
  if (row.requestHash !== hash) {
    throw conflict("this Idempotency-Key was used for another bet", {
      parameter: "idempotency-key",
      bet_id: row.id,
    });
  }
  return row;
}

/**
 * Places a bet; `replayed` when the Idempotency-Key named a bet already placed (nothing new was
 * held). Refusals: 409 `price_moved` / `market_suspended` / `market_closed` with the current
 * odds, 402 when the available credits are short.
 */
export async function placeBet(
  ctx: BetsContext,
  input: PlaceInput,
  idempotencyKey?: string,
): Promise<{ bet: ReturnType<typeof betView>; replayed: boolean; available: number }> {
  const userId = await bettorOf(ctx, input.user_id);
  const ids = legsOf(input);
  const stake = ledger.toMinor(input.stake, "stake");
  if (stake > MAX_STAKE * 100) {
    throw badRequest(`stake is at most ${MAX_STAKE} credits`, { parameter: "stake" });
  }
  const tolerance = input.tolerance ?? DEFAULT_TOLERANCE;
  const hash = await digest({
    user: userId,
    legs: [...ids].sort(),
    kind: ids.length > 1 ? "parlay" : "single",
    stake,
    odds: toHundredths(input.odds),
    tolerance: toleranceBp(tolerance),
  });
  const key = idempotencyKey ? `${userId}:${idempotencyKey}` : null;
  const account = ledger.userAccount(userId);
  const answer = async (row: BetRow, replayed: boolean) => ({
    bet: betView(row),
    replayed,
    available: (await ledger.balance(ctx, account)).available,
  });
  if (key) {
    const found = await byIdempotencyKey(ctx.db, key);
    if (found) return await answer(replay(found, hash), true);
  }

  // Quote against our price now.
  const selections = await Promise.all(ids.map((id) => currentSelection(ctx.db, ctx.pricer, id)));
  const eventId = selections[0].event_id;
  let struck: {
    odds_x100: number;
    requested_x100: number;
    legs: ParlayLeg[];
    void_odds: Record<string, number> | null;
  };
  if (selections.length === 1) {
    const q = quote(selections[0], input.odds, tolerance);
    struck = {
      odds_x100: q.odds_x100,
      requested_x100: toHundredths(q.requested_odds),
      legs: [{ selection_id: q.selection_id, odds_x100: q.odds_x100 }],
      void_odds: null,
    };
  } else {
    const other = selections.find((s) => s.event_id !== eventId);
    if (other) {
      throw badRequest(
        `a same-game parlay takes selections of one event; ${other.selection_id} is of another`,
        { parameter: "selections" },
      );
    }
    const q = quoteParlay(
      await priceParlay(ctx.pricer, eventId, selections),
      input.odds,
      tolerance,
    );
    struck = {
      odds_x100: q.odds_x100,
      requested_x100: toHundredths(q.requested_odds),
      legs: q.legs,
      void_odds: q.void_odds_x100,
    };
  }

  const [event] = await ctx.db.select({ endDate: events.endDate }).from(events)
    .where(eq(events.id, eventId)).limit(1);
  const now = ctx.clock();
  const end = Math.max(Date.parse(event?.endDate ?? "") || 0, now.getTime());
  const expiresMs = end + HOLD_GRACE_MS;
  const betId = newId("bet");
  // The hold's key: from the client's key when it sent one (a retry finds the same hold).
  const hold = await ledger.hold(ctx, {
    account,
    amount: stake / 100,
    key: key ? `bet:${key}` : `bet:${betId}`,
    expiresAt: new Date(expiresMs),
    kind: STAKE_KIND,
    description: `stake of bet ${betId} on ${eventId}`,
    reference: betId,
  });
  if (hold.status !== "pending") {
    // The key's earlier attempt stopped before storing its bet, and its hold was given back.
    throw conflict(
      `this Idempotency-Key's stake hold is ${hold.status}: place the bet with a new key`,
      { parameter: "idempotency-key", hold_id: hold.id },
    );
  }
  const at = now.toISOString();
  const inserted = await ctx.db.insert(bets).values({
    id: betId,
    userId,
    kind: ids.length > 1 ? "parlay" : "single",
    eventId,
    legs: JSON.stringify(struck.legs),
    oddsX100: struck.odds_x100,
    requestedOddsX100: struck.requested_x100,
    toleranceBp: toleranceBp(tolerance),
    voidOdds: struck.void_odds ? JSON.stringify(struck.void_odds) : null,
    stake,
    status: "open",
    holdId: hold.id,
    idempotencyKey: key,
    requestHash: hash,
    placedAt: at,
    placedMs: now.getTime(),
    expiresMs: Date.parse(hold.expires_at),
  }).onConflictDoNothing().returning();
  if (inserted[0]) return await answer(inserted[0], false);
  // A concurrent request with the same key stored its bet first (on the same hold).
  const winner = key ? await byIdempotencyKey(ctx.db, key) : undefined;
  if (winner) return await answer(replay(winner, hash), true);
  throw conflict("the bet could not be stored; try again", { parameter: "idempotency-key" });
}
