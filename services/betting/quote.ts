/**
 * Quoting a bet against our current price: the client names the odds it saw and how far it lets
 * them move; we answer the price the bet is struck at, or refuse with the reason and the current
 * price. No I/O: the caller hands in the selection as the pricer prices it now
 * (services/markets `currentSelection`, or the same-game parlay price of services/pricing).
 */
import { AppError, badRequest } from "../errors.ts";
import { fromHundredths, toHundredths } from "./odds.ts";

/** A selection's market state as the pricer has it now. */
export type MarketState = "open" | "suspended" | "closed";

/** A selection (an outcome of one of our markets) with our current price. */
export interface PricedSelection {
  /** The outcome's id (`outcomeId` of the public odds). */
  selection_id: string;
  /** `<event_id>:<market_type>`, as /api/markets lists it. */
  market_id: string;
  /** Our offered decimal odds now. */
  odds: number;
  /**
   * The selection's own state: open while offered; suspended while not (a postponed event, a
   * near-certain outcome); closed once settled or the event is over.
   */
  status: MarketState;
}

export const QUOTE_REFUSALS = ["price_moved", "market_suspended", "market_closed"] as const;
export type QuoteRefusal = typeof QUOTE_REFUSALS[number];

/**
 * A bet that cannot be struck now. A 409 at the edge (the request contradicts the market as it
 * is), with `details.reason` and, for every reason, the current odds so the client can re-ask.
 */
export class QuoteRefused extends AppError {
  override name = "QuoteRefused";
  constructor(
    readonly reason: QuoteRefusal,
    message: string,
    readonly currentOdds: number,
    details: Record<string, unknown> = {},
  ) {
    super("conflict", message, { reason, current_odds: currentOdds, ...details }, {
      suggestion: reason === "price_moved"
        ? "Ask again at the current odds, or send a wider tolerance."
        : "Choose a selection of an open market.",
    });
  }
}

export interface Quote {
  selection_id: string;
  market_id: string;
  /** The price the bet is struck at: ours now, never the client's. */
  odds: number;
  /** The same price in whole hundredths (2.35 → 235): what settlement multiplies by. */
  odds_x100: number;
  requested_odds: number;
  /** How far ours is from the requested price, in basis points of it (signed: + is longer). */
  moved_bp: number;
}

/**
 * The tolerance the client sends: the largest relative move of the price it accepts, either
 * way, as a fraction of its requested odds (0.05 = 5 %; 0 = exactly these odds). In basis
 * points, so the comparison is exact.
 */
export function toleranceBp(tolerance: number): number {
  if (!Number.isFinite(tolerance) || tolerance < 0 || tolerance > 1) {
    throw badRequest("tolerance must be a fraction from 0 to 1 (0.05 = 5 %)", {
      parameter: "tolerance",
    });
  }
  return Math.round(tolerance * 10_000);
}

/**
 * Prices one selection at our current odds. Refused: `market_closed` (settled or over),
 * `market_suspended` (not offered now), `price_moved` when our odds differ from the requested
 * ones by more than the tolerance in either direction (a longer price is also a sign the client
 * saw another market; it asks again). Within the tolerance the bet is struck at our odds.
 */
export function quote(
  selection: PricedSelection,
  requestedOdds: number,
  tolerance: number,
): Quote {
  const requested = toHundredths(requestedOdds, "odds");
  const bp = toleranceBp(tolerance);
  if (selection.status === "closed") {
    throw new QuoteRefused(
      "market_closed",
      `selection ${selection.selection_id} is closed: its market is settled or over`,
      selection.odds,
      { selection_id: selection.selection_id },
    );
  }
  if (selection.status === "suspended") {
    throw new QuoteRefused(
      "market_suspended",
      `selection ${selection.selection_id} is suspended: it is not offered now`,
      selection.odds,
      { selection_id: selection.selection_id },
    );
  }
  const current = toHundredths(selection.odds, "current odds");
  return strike(selection.selection_id, selection.market_id, current, requested, bp);
}

/** The price struck, or `price_moved` beyond the tolerance (integer comparison). */
export function strike(
  selectionId: string,
  marketId: string,
  current: number,
  requested: number,
  bp: number,
): Quote {
  const diff = current - requested;
  // |current − requested| / requested > bp / 10 000, without division.
  if (Math.abs(diff) * 10_000 > bp * requested) {
    throw new QuoteRefused(
      "price_moved",
      `the price of ${selectionId} moved from ${fromHundredths(requested).toFixed(2)} to ` +
        `${fromHundredths(current).toFixed(2)}, beyond the tolerance of ${bp / 100} %`,
      fromHundredths(current),
      { selection_id: selectionId, requested_odds: fromHundredths(requested) },
    );
  }
  return {
    selection_id: selectionId,
    market_id: marketId,
    odds: fromHundredths(current),
    odds_x100: current,
    requested_odds: fromHundredths(requested),
    moved_bp: Math.trunc((diff * 10_000) / requested),
  };
}
