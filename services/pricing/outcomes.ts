/** Outcomes: ids, fair and offered prices, status and settlement. */
import { cyrb128 } from "../random.ts";
import { MIN_ODDS, toOdds } from "./margin.ts";

export const ODD_TYPES = [
  "fastestLap",
  "eventWinner",
  "secondPlace",
  "heatWinner",
  "overUnder",
  "multiOverUnder",
  "headToHead",
  "shows",
  "podiums",
  "propBets",
  "dreamTeam",
  "eventExacta",
  "heatExacta",
  "raceTop10",
  "raceTop5",
  "raceTop3",
] as const;
export type OddType = typeof ODD_TYPES[number];

/** OPEN: offered. SUSPENDED: not offered now (postponed event, near-certain outcome). CLOSED: settled. */
export const OUTCOME_STATUSES = ["OPEN", "SUSPENDED", "CLOSED"] as const;
export type OutcomeStatus = typeof OUTCOME_STATUSES[number];

/**
 * NOT_SET until decided; WIN or LOSE; PAYOUT for a dead heat (a tie for the place, paid in
 * part); VOID for a non-starter or a cancelled event (stakes returned).
 */
export const SETTLEMENTS = ["NOT_SET", "WIN", "LOSE", "PAYOUT", "VOID"] as const;
export type Settlement = typeof SETTLEMENTS[number];

export interface Outcome {
  outcomeId: string;
  id: string;
  market: OddType;
  probability: number;
  odds: number;
  status: OutcomeStatus;
  settlement: Settlement;
  updatedAt: string;
  /** Whether the outcome happens in simulation `s`. */
  test: (s: number) => boolean;
}

/** A uuid-shaped id derived from the outcome id: stable across pricings and versions. */
export function outcomeUuid(outcomeId: string): string {
  const hex = cyrb128(outcomeId).map((h) => h.toString(16).padStart(8, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${
    hex.slice(20, 32)
  }`;
}

/** Rounds a probability for publication. */
export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export interface PriceArgs {
  outcomeId: string;
  market: OddType;
  probability: number;
  offered: number;
  settlement: Settlement;
  /** The event is postponed: nothing is offered until it has a date. */
  suspended: boolean;
  updatedAt: string;
  test: (s: number) => boolean;
}

export function makeOutcome(a: PriceArgs): Outcome {
  const settled = a.settlement !== "NOT_SET";
  // Near-certain outcomes cannot be offered at 1.01 or more without beating the fair price.
  const offerable = a.probability <= 1 / MIN_ODDS;
  return {
    outcomeId: a.outcomeId,
    id: outcomeUuid(a.outcomeId),
    market: a.market,
    probability: round6(a.probability),
    odds: toOdds(a.offered),
    status: settled ? "CLOSED" : a.suspended || !offerable ? "SUSPENDED" : "OPEN",
    settlement: a.settlement,
    updatedAt: a.updatedAt,
    test: a.test,
  };
}

/** The spec's outcome fields, without the model's predicate. */
export function wire(o: Outcome) {
  return {
    outcomeId: o.outcomeId,
    id: o.id,
    probability: o.probability,
    odds: o.odds,
    status: o.status,
    settlement: o.settlement,
    updatedAt: o.updatedAt,
  };
}
