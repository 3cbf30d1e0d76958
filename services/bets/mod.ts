/**
 * Bets (spec 002 Markets and betting): placement against our current prices with the stake held
 * by the credit ledger, a user's bet history, and automatic settlement when events finish.
 * The pure pricing and payout rules are services/betting; this is their I/O.
 */
export {
  type BetsContext,
  bettorOf,
  DEFAULT_TOLERANCE,
  HOLD_GRACE_MS,
  MAX_STAKE,
  placeBet,
  type PlaceInput,
  STAKE_KIND,
} from "./place.ts";
export { betHistory } from "./history.ts";
export {
  legResult,
  settleBet,
  settleBets,
  type SettlementContext,
  type SettlementRun,
  tiedWith,
} from "./settlement.ts";
export { type BetRow, type BetView, betView } from "./view.ts";
