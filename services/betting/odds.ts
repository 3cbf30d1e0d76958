/**
 * Odds in whole hundredths (2.35 → 235): the pricer publishes decimal odds to the cent
 * (services/pricing/margin.ts `toOdds`), so a price is an exact integer here and every amount
 * derived from one is computed in integers (BigInt), never in floating point.
 */
import { badRequest } from "../errors.ts";

/** The shortest price we offer, in hundredths (1.01). */
export const MIN_ODDS_X100 = 101;

/** Decimal odds as whole hundredths. */
export function toHundredths(odds: number, parameter = "odds"): number {
  if (!Number.isFinite(odds) || odds < MIN_ODDS_X100 / 100) {
    throw badRequest(`${parameter} must be decimal odds of at least 1.01`, { parameter });
  }
  return Math.round(odds * 100);
}

/** Whole hundredths as decimal odds. */
export const fromHundredths = (x100: number) => x100 / 100;

/** A stake or amount in whole credits: a positive safe integer. */
export function checkCredits(amount: number, parameter = "stake"): bigint {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw badRequest(`${parameter} must be a positive whole number of credits`, { parameter });
  }
  return BigInt(amount);
}
