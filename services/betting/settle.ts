/**
 * Settling a bet from the results of its selections, in whole credits. No I/O: the caller
 * (placement's settlement job) hands in each selection's result and pays the returned amount
 * through the ledger.
 *
 * - WIN: stake × odds. LOSE: nothing. VOID (a non-starter, a cancelled event or heat): the
 *   stake back.
 * - PAYOUT, a dead heat: `tied` selections share `places` paying places (a tie of two for the
 *   win: 2 tied for 1 place). As bookmakers do, the stake is divided by the number tied and
 *   multiplied by the places left to them: stake × places / tied is paid at full odds, the rest
 *   is lost. When there are as many places as tied (two tied for 3rd in a top-3 market with
 *   places 2 and 3 both theirs) it is a plain WIN.
 * - A parlay settles leg by leg: a lost leg loses it; a void leg drops out and the parlay is
 *   paid at the price of the legs left (the same-game price of those legs recorded at placement
 *   when there is one, else the joint price with the void leg's own odds divided out, never
 *   below evens); a dead-heat leg reduces the stake carried on; every leg void returns the
 *   stake.
 *
 * Amounts are floored to the credit (the house keeps the fraction), computed in BigInt.
 */
import { badRequest } from "../errors.ts";
import { checkCredits, MIN_ODDS_X100 } from "./odds.ts";

export const OUTCOME_KINDS = ["WIN", "LOSE", "VOID", "PAYOUT"] as const;
export type OutcomeKind = typeof OUTCOME_KINDS[number];

/** What happened to one selection. */
export type LegResult =
  | { kind: "WIN" | "LOSE" | "VOID" }
  | {
    kind: "PAYOUT";
    /** Selections tied for the place(s): at least 2. */
    tied: number;
    /** Paying places left to the tied selections: 1 (the default) up to `tied`. */
    places?: number;
  };

export interface SingleBet {
  kind: "single";
  /** Whole credits held at placement. */
  stake: number;
  selection_id: string;
  /** The price struck (Quote.odds_x100). */
  odds_x100: number;
}

export interface ParlayLeg {
  selection_id: string;
  /** The leg's own price at placement (its single odds), in hundredths. */
  odds_x100: number;
}

export interface ParlayBet {
  kind: "parlay";
  stake: number;
  legs: ParlayLeg[];
  /** The joint same-game price struck, in hundredths. */
  odds_x100: number;
  /**
   * Same-game prices of the legs left when some drop out, recorded at placement
   * (services/betting/parlay.ts `priceParlay`), keyed by `legsKey` of the legs left.
   */
  void_odds_x100?: Record<string, number>;
}

export type Bet = SingleBet | ParlayBet;

/** A single's result, or a parlay's results by selection id. */
export type BetResult = LegResult | Record<string, LegResult>;

export interface SettledBet {
  outcome: OutcomeKind;
  stake: number;
  /** Credits to pay the bettor (0 when lost; the stake when void). */
  payout: number;
  /** payout − stake: what the bettor won (negative: lost). */
  net: number;
  /** The price paid, in hundredths, after void legs dropped out (0 when lost or void). */
  odds_x100: number;
  /** The share of the stake that ran at that price after dead heats, as [numerator, denominator]. */
  dead_heat_factor: [number, number];
}

/** The key of a set of legs: their selection ids, sorted, joined by `|`. */
export const legsKey = (selectionIds: string[]) => [...selectionIds].sort().join("|");

function checkOdds(x100: number, parameter: string) {
  if (!Number.isSafeInteger(x100) || x100 < MIN_ODDS_X100) {
    throw badRequest(`${parameter} must be whole hundredths of at least 101 (odds 1.01)`, {
      parameter,
    });
  }
}

/** A dead heat's share of the stake, [places, tied]; null when it pays in full. */
function deadHeatOf(result: LegResult, parameter: string): [number, number] | null {
  if (result.kind !== "PAYOUT") return null;
  const places = result.places ?? 1;
  if (!Number.isSafeInteger(result.tied) || result.tied < 2) {
    throw badRequest("a dead heat needs at least 2 tied", { parameter });
  }
  if (!Number.isSafeInteger(places) || places < 1) {
    throw badRequest("a dead heat pays at least 1 place", { parameter });
  }
  return places >= result.tied ? null : [places, result.tied];
}

const settled = (
  outcome: OutcomeKind,
  stake: bigint,
  payout: bigint,
  odds: number,
  factor: [number, number] = [1, 1],
): SettledBet => {
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw badRequest("the payout exceeds the largest amount of credits we keep", {
      parameter: "stake",
    });
  }
  return {
    outcome,
    stake: Number(stake),
    payout: Number(payout),
    net: Number(payout - stake),
    odds_x100: odds,
    dead_heat_factor: factor,
  };
};

/** stake × odds/100 × num/den, floored. */
const pay = (stake: bigint, odds: number, [num, den]: [number, number]) =>
  (stake * BigInt(odds) * BigInt(num)) / (100n * BigInt(den));

function checkKind(result: LegResult, parameter: string) {
  if (!result || !(OUTCOME_KINDS as readonly string[]).includes(result.kind)) {
    throw badRequest(`result must be one of ${OUTCOME_KINDS.join(", ")}`, { parameter });
  }
}

/** What a bet pays, given its selections' results. */
export function settle(bet: Bet, result: BetResult): SettledBet {
  const stake = checkCredits(bet.stake);
  checkOdds(bet.odds_x100, "odds_x100");
  if (bet.kind === "single") {
    const r = result as LegResult;
    checkKind(r, "result");
    switch (r.kind) {
      case "LOSE":
        return settled("LOSE", stake, 0n, 0);
      case "VOID":
        return settled("VOID", stake, stake, 0);
      case "WIN":
        return settled("WIN", stake, pay(stake, bet.odds_x100, [1, 1]), bet.odds_x100);
      case "PAYOUT": {
        const factor = deadHeatOf(r, "result");
        if (!factor) return settled("WIN", stake, pay(stake, bet.odds_x100, [1, 1]), bet.odds_x100);
        return settled("PAYOUT", stake, pay(stake, bet.odds_x100, factor), bet.odds_x100, factor);
      }
    }
  }
  return settleParlay(bet, stake, result as Record<string, LegResult>);
}

function settleParlay(bet: ParlayBet, stake: bigint, results: Record<string, LegResult>) {
  if (bet.legs.length < 2) throw badRequest("a parlay has at least 2 legs", { parameter: "legs" });
  const legs = bet.legs.map((leg) => {
    checkOdds(leg.odds_x100, `legs.${leg.selection_id}.odds_x100`);
    const r = results?.[leg.selection_id];
    if (!r) {
      throw badRequest(`no result for leg ${leg.selection_id}`, { parameter: "result" });
    }
    checkKind(r, `result.${leg.selection_id}`);
    return { leg, result: r };
  });
  if (legs.some((l) => l.result.kind === "LOSE")) return settled("LOSE", stake, 0n, 0);
  const alive = legs.filter((l) => l.result.kind !== "VOID");
  if (!alive.length) return settled("VOID", stake, stake, 0);
  const voided = legs.filter((l) => l.result.kind === "VOID").map((l) => l.leg);
  let odds = bet.odds_x100;
  if (voided.length) {
    const recorded = bet.void_odds_x100?.[legsKey(alive.map((l) => l.leg.selection_id))];
    if (recorded !== undefined) {
      checkOdds(recorded, "void_odds_x100");
      odds = recorded;
    } else {
      // The joint price with each void leg's own price divided out, floored to the cent.
      let num = BigInt(bet.odds_x100);
      let den = 1n;
      for (const leg of voided) {
        num *= 100n;
        den *= BigInt(leg.odds_x100);
      }
      odds = Math.max(100, Number(num / den));
    }
  }
  let factor: [number, number] = [1, 1];
  for (const { leg, result } of alive) {
    const share = deadHeatOf(result, `result.${leg.selection_id}`);
    if (share) factor = [factor[0] * share[0], factor[1] * share[1]];
  }
  const outcome: OutcomeKind = factor[0] === factor[1] ? "WIN" : "PAYOUT";
  return settled(outcome, stake, pay(stake, odds, factor), odds, factor);
}
