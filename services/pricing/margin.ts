/**
 * Margins by the power method: offered probabilities q_i = p_i^k, with k ≤ 1 solved so that
 * Σ q_i = overround × Σ p_i. Long shots carry relatively more margin than favourites (the
 * favourite–long-shot bias books price in), every q_i ≥ p_i, and the order of outcomes is kept.
 */

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1001;

/** Target overround per market: Σ offered / Σ fair. Settings, not laws: change them here. */
export const OVERROUND = {
  eventWinner: 1.2,
  secondPlace: 1.2,
  shows: 1.2,
  podiums: 1.15,
  raceTop3: 1.15,
  raceTop5: 1.12,
  raceTop10: 1.1,
  fastestLap: 1.2,
  heatWinner: 1.12,
  heatExacta: 1.25,
  eventExacta: 1.3,
  headToHead: 1.05,
  overUnder: 1.06,
  multiOverUnder: 1.08,
  propBets: 1.1,
  dreamTeam: 1.15,
  sgp: 1.1,
} as const;

/** Offered probabilities for fair ones `p` (sum Σp) at the given overround. */
export function powerMargin(p: readonly number[], overround: number): number[] {
  const fair = p.reduce((a, b) => a + b, 0);
  if (fair <= 0) return [...p];
  const target = overround * fair;
  const sum = (k: number) => p.reduce((t, x) => t + (x > 0 ? x ** k : 0), 0);
  let lo = 0.01;
  let hi = 1;
  if (sum(lo) < target) return p.map((x) => (x > 0 ? x ** lo : 0));
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > target) lo = mid;
    else hi = mid;
  }
  return p.map((x) => (x > 0 ? Math.min(1, x ** hi) : 0));
}

/** A yes/no proposition priced as the two-way market it implies; returns the offered yes. */
export function twoWayMargin(p: number, overround: number): number {
  return powerMargin([p, 1 - p], overround)[0];
}

/**
 * A parlay's margin: proportional, so that long-shot parlays are not marked up more than short
 * ones; never below fair, never above 0.99 unless fair already is.
 */
export function parlayMargin(p: number, overround: number): number {
  return Math.max(p, Math.min(p * overround, 0.99));
}

/**
 * Decimal odds for an offered probability, rounded down to the cent so that the implied
 * probability never falls below the offered one; 1.01 at the least and 1001 at the most.
 */
export function toOdds(offered: number): number {
  if (offered <= 1 / MAX_ODDS) return MAX_ODDS;
  return Math.max(MIN_ODDS, Math.floor(100 / offered + 1e-9) / 100);
}
