/**
 * Same-game parlays: priced jointly by the pricer's SGP calculator (services/pricing
 * `priceSgp`: P(all legs) on the event's simulations, never the product of correlated legs),
 * then struck like a single against the client's requested odds and tolerance.
 */
import { MAX_SGP_LEGS, type Pricer, priceSgp } from "../pricing/mod.ts";
import { badRequest } from "../errors.ts";
import { toHundredths } from "./odds.ts";
import { type PricedSelection, type Quote, QuoteRefused, strike, toleranceBp } from "./quote.ts";
import { legsKey, type ParlayLeg } from "./settle.ts";

/** A parlay's joint price and the prices of the legs left when one drops out (void). */
export interface ParlayPrice {
  event_id: string;
  legs: ParlayLeg[];
  /** The joint price, in hundredths, floored to the cent like every price we offer. */
  odds_x100: number;
  /** Joint prices with one leg dropped, by `legsKey` of the legs left (for settlement). */
  void_odds_x100: Record<string, number>;
}

export interface ParlayQuote extends Omit<Quote, "selection_id" | "market_id"> {
  event_id: string;
  legs: ParlayLeg[];
  void_odds_x100: Record<string, number>;
}

/** SGP odds to the cent, rounded down (the house never offers more than its price). */
const cents = (decimalOdds: number) => Math.max(101, Math.floor(decimalOdds * 100 + 1e-9));

/** Refuses a parlay with a leg that is not open: closed first, then suspended. */
export function checkLegsOpen(legs: PricedSelection[]) {
  for (const state of ["closed", "suspended"] as const) {
    const leg = legs.find((l) => l.status === state);
    if (leg) {
      throw new QuoteRefused(
        state === "closed" ? "market_closed" : "market_suspended",
        `leg ${leg.selection_id} is ${state}; a parlay needs every leg open`,
        leg.odds,
        { selection_id: leg.selection_id },
      );
    }
  }
}

/**
 * Prices the legs (our current selections of one event) jointly, and each set of legs left
 * when one is void. Legs not open are refused first, as a single would be.
 */
export async function priceParlay(
  pricer: Pricer,
  eventId: string,
  legs: PricedSelection[],
): Promise<ParlayPrice> {
  if (legs.length < 2 || legs.length > MAX_SGP_LEGS) {
    throw badRequest(`a parlay takes 2 to ${MAX_SGP_LEGS} legs`, { parameter: "legs" });
  }
  checkLegsOpen(legs);
  const ids = legs.map((l) => l.selection_id);
  const joint = await priceSgp(pricer, eventId, ids);
  const void_odds_x100: Record<string, number> = {};
  for (const dropped of ids) {
    const left = ids.filter((id) => id !== dropped);
    void_odds_x100[legsKey(left)] = cents((await priceSgp(pricer, eventId, left)).decimalOdds);
  }
  return {
    event_id: eventId,
    legs: legs.map((l) => ({ selection_id: l.selection_id, odds_x100: toHundredths(l.odds) })),
    odds_x100: cents(joint.decimalOdds),
    void_odds_x100,
  };
}

/** Strikes a priced parlay at its joint price, or `price_moved` beyond the tolerance. */
export function quoteParlay(
  price: ParlayPrice,
  requestedOdds: number,
  tolerance: number,
): ParlayQuote {
  const requested = toHundredths(requestedOdds, "odds");
  const struck = strike(
    legsKey(price.legs.map((l) => l.selection_id)),
    price.event_id,
    price.odds_x100,
    requested,
    toleranceBp(tolerance),
  );
  const { selection_id: _s, market_id: _m, ...rest } = struck;
  return {
    ...rest,
    event_id: price.event_id,
    legs: price.legs,
    void_odds_x100: price.void_odds_x100,
  };
}
