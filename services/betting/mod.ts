/**
 * Betting logic placement uses, free of HTTP and of the ledger: quote a selection (or a
 * same-game parlay) against our current price and the client's tolerance, and settle a bet from
 * its selections' results in whole credits.
 */
export { checkCredits, fromHundredths, MIN_ODDS_X100, toHundredths } from "./odds.ts";
export {
  type MarketState,
  type PricedSelection,
  type Quote,
  quote,
  QUOTE_REFUSALS,
  type QuoteRefusal,
  QuoteRefused,
  toleranceBp,
} from "./quote.ts";
export {
  type Bet,
  type BetResult,
  type LegResult,
  legsKey,
  OUTCOME_KINDS,
  type OutcomeKind,
  type ParlayBet,
  type ParlayLeg,
  settle,
  type SettledBet,
  type SingleBet,
} from "./settle.ts";
export {
  checkLegsOpen,
  type ParlayPrice,
  type ParlayQuote,
  priceParlay,
  quoteParlay,
} from "./parlay.ts";
