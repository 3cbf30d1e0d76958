/**
 * Pricing a league profile: terms at an aggressiveness level, scorecards with sliders, and terms
 * adjusted by hand (generate-terms, scorecard, scorecard/update, adjust-terms).
 *
 * A league profile sent as JSON is typed, so each field it gives is certain: its confidence is
 * the share of core fields present (profileConfidence). Named aggressiveness levels stand for the
 * middle of their flavor's band; numbers pick the flavor by band.
 */
import {
  classifyTier,
  scorecardOf,
  type ScorecardSliders,
  termsForScorecard,
} from "../partnership/assessment.ts";
import { assessLeague, scoreLeague } from "../partnership/evaluation.ts";
import type { Tier } from "../partnership/scoring.ts";
import {
  contractTerms,
  type Flavor,
  flavorForAggressiveness,
  recommendedAggressiveness,
  type TermAdjustments,
} from "../partnership/terms.ts";
import type { Questionnaire } from "../questionnaire/schema.ts";
import { type ContractServices, invalid, scoreSummary } from "./common.ts";

/** Named levels: the middle of each flavor's band of flavorForAggressiveness. */
export const NAMED_AGGRESSIVENESS: Record<Flavor, number> = {
  conservative: 0.125,
  balanced: 0.375,
  aggressive: 0.625,
  premium: 0.875,
};

/** Each flavor's band of aggressiveness, [from, to). */
export const AGGRESSIVENESS_BANDS: Record<Flavor, [number, number]> = {
  conservative: [0, 0.25],
  balanced: [0.25, 0.5],
  aggressive: [0.5, 0.75],
  premium: [0.75, 1],
};

/** A level as a number (0 to 1, as a number or numeric text) or a flavor's name. */
function aggressivenessOf(level: number | string): { level: number; flavor: Flavor } {
  if (typeof level === "string" && level in NAMED_AGGRESSIVENESS) {
    return { level: NAMED_AGGRESSIVENESS[level as Flavor], flavor: level as Flavor };
  }
  const value = Number(level);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw invalid("query", "aggressiveness_level", "a number from 0 to 1 or a flavor name");
  }
  return { level: value, flavor: flavorForAggressiveness(value) };
}

/** generate-terms: the profile's score and the terms of the requested (or recommended) flavor. */
export function generateTerms(
  s: Pick<ContractServices, "clock">,
  profile: Questionnaire,
  aggressiveness?: string | number,
) {
  const { league, score, confidence } = scoreLeague(profile, { now: s.clock() });
  const requested = aggressiveness !== undefined;
  const { level, flavor } = aggressivenessOf(
    aggressiveness ?? recommendedAggressiveness(score.overall_score, confidence),
  );
  const priced = score.tier !== "Unrated";
  return {
    league_name: league.league_name ?? null,
    partnership_score: scoreSummary(score),
    confidence,
    classification: classifyTier(score.overall_score),
    aggressiveness_level: level,
    aggressiveness_source: requested ? "requested" as const : "recommended" as const,
    flavor,
    terms: priced ? contractTerms(score.tier, flavor) : null,
    note: priced ? null : "The league scores below Bronze (0.35): it is Unrated and gets no " +
      "priced terms until its profile improves.",
  };
}

/** scorecard: the five scores, the 1.1–5.1 tier and the classifications. */
export function scorecardFor(s: Pick<ContractServices, "clock">, profile: Questionnaire) {
  const scored = scoreLeague(profile, { now: s.clock() });
  const { readiness, classification, scorecard } = assessLeague(scored);
  return {
    league_name: scored.league.league_name ?? null,
    scorecard,
    classification,
    partnership_score: scoreSummary(scored.score),
    confidence: scored.confidence,
    readiness,
  };
}

/** scorecard/update: the card recalculated with the sliders, the baseline, and its terms. */
export function updateScorecard(
  s: Pick<ContractServices, "clock">,
  profile: Questionnaire,
  sliders: ScorecardSliders,
) {
  const scored = scoreLeague(profile, { now: s.clock() });
  const { league, score, confidence } = scored;
  const scorecard = scorecardOf(league, score, confidence, sliders);
  return {
    league_name: league.league_name ?? null,
    scorecard,
    baseline: assessLeague(scored).scorecard,
    sliders,
    terms: scorecard.partnership_tier === "Unrated" ? null : termsForScorecard(scorecard),
  };
}

/** adjust-terms: one flavor's terms with the adjustments, beside the flavor's defaults. */
export function adjustTerms(input: {
  tier: Exclude<Tier, "Unrated">;
  aggressiveness_level: number | Flavor;
  adjustments?: TermAdjustments;
}) {
  const { level, flavor } = aggressivenessOf(input.aggressiveness_level);
  const adjustments = input.adjustments ?? {};
  const baseline = contractTerms(input.tier, flavor);
  const terms = contractTerms(input.tier, flavor, adjustments);
  const fields = [
    "length_months",
    "support_level",
    "fee_multiplier",
    "annual_fee_usd",
    "total_contract_value_usd",
    "minimum_guarantee_usd",
    "escalator_percent",
    "termination_notice_days",
  ] as const;
  const changes = Object.fromEntries(
    fields.filter((f) => baseline[f] !== terms[f]).map((f) => [f, {
      from: baseline[f],
      to: terms[f],
    }]),
  );
  return {
    tier: input.tier,
    aggressiveness_level: level,
    flavor,
    adjustments,
    terms,
    baseline,
    changes,
  };
}
