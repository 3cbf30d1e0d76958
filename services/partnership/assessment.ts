import type { Questionnaire } from "../questionnaire/schema.ts";
import {
  type Component,
  COMPONENT_WEIGHTS,
  COMPONENTS,
  type PartnershipScore,
  scorePartnership,
  type ScoringContext,
  tierOf,
} from "./scoring.ts";
import {
  contractTerms,
  type Flavor,
  flavorForAggressiveness,
  recommendedAggressiveness,
} from "./terms.ts";

export const READINESS_LEVELS = ["ready", "nearly_ready", "developing", "not_ready"] as const;

export interface ReadinessAssessment {
  score: number;
  level: typeof READINESS_LEVELS[number];
  tier: ReturnType<typeof tierOf>;
  strengths: string[];
  gaps: string[];
  recommendations: string[];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** What to do about each input that held a component back. */
const ADVICE: Record<string, string> = {
  has_official_data_feed: "Stand up an official real-time data feed (JSON API or push).",
  data_latency_ms: "Bring data latency under one second for in-play markets.",
  historical_data_years: "Digitise past seasons' results: models need several years.",
  stats_tracked: "Record more per-contest statistics (scores, splits, player events).",
  extraction_confidence: "Complete the questionnaire: several core answers were missing.",
  data_feed_format: "Offer the feed in a documented machine-readable format.",
  existing_betting_partners: "Start with one regulated operator to prove the product.",
  contact_email: "Name a commercial contact for the partnership.",
  integrity_program: "Adopt an integrity programme with a monitoring partner.",
  betting_legal_markets: "List the jurisdictions where betting on the league is allowed.",
  season_audience: "Report audited season viewership across broadcast and streaming.",
  average_attendance: "Report the average attendance per event.",
  social_followers: "Grow and report social reach.",
  events_per_season: "Publish a regular season schedule.",
  contests_per_event: "Add contests per event: more heats, matches or rounds to price.",
};

/** Readiness for a betting-data partnership, from the score's components and their factors. */
export function assessReadiness(score: PartnershipScore): ReadinessAssessment {
  const strengths: string[] = [];
  const gaps: string[] = [];
  const recommendations = new Set<string>();
  for (const c of COMPONENTS) {
    const { score: s, factors } = score.explanation[c];
    if (s >= 0.7) strengths.push(`${c.replaceAll("_", " ")} (${s.toFixed(2)})`);
    if (s < 0.5) gaps.push(`${c.replaceAll("_", " ")} (${s.toFixed(2)})`);
    // An input that held the component back, or that the questionnaire left unknown.
    for (const f of factors) {
      if ((f.source === "unknown" || f.contribution < 0.05) && ADVICE[f.input]) {
        recommendations.add(ADVICE[f.input]);
      }
    }
  }
  const value = score.overall_score;
  const level = value >= 0.65
    ? "ready"
    : value >= 0.5
    ? "nearly_ready"
    : value >= 0.35
    ? "developing"
    : "not_ready";
  return {
    score: value,
    level,
    tier: score.tier,
    strengths,
    gaps,
    recommendations: [...recommendations].slice(0, 8),
  };
}

/** The tier classification endpoint's own scale (spec 001): Premium, Growth, Standard, Emerging. */
export const CLASSIFICATION_TIERS = ["Premium", "Growth", "Standard", "Emerging"] as const;
export type Classification = typeof CLASSIFICATION_TIERS[number];

export function classifyTier(overall: number): Classification {
  if (overall >= 0.75) return "Premium";
  if (overall >= 0.55) return "Growth";
  if (overall >= 0.4) return "Standard";
  return "Emerging";
}

export interface Scorecard {
  /** 1.1 (strongest) to 5.1 (weakest), as spec 001's scorecard tiers run. */
  tier: number;
  classification: Classification;
  partnership_tier: ReturnType<typeof tierOf>;
  overall_score: number;
  /** Each 0 to 100. */
  scores: {
    market_potential: number;
    data_quality: number;
    betting_readiness: number;
    fan_engagement: number;
    operational_maturity: number;
  };
  recommended_aggressiveness: number;
  recommended_flavor: Flavor;
  weights: Record<Component, number>;
}

/** Slider parameters of `scorecard/update`: new weights, or components set by hand (0 to 1). */
export interface ScorecardSliders {
  weights?: Partial<Record<Component, number>>;
  overrides?: Partial<Record<Component, number>>;
  aggressiveness?: number;
}

export function scorecardOf(
  q: Questionnaire,
  score: PartnershipScore,
  confidence: number,
  sliders: ScorecardSliders = {},
): Scorecard {
  const rawWeights = { ...COMPONENT_WEIGHTS, ...sliders.weights };
  const sum = COMPONENTS.reduce((s, c) => s + rawWeights[c], 0) || 1;
  const weights = Object.fromEntries(
    COMPONENTS.map((c) => [c, round2(rawWeights[c] / sum)]),
  ) as Record<
    Component,
    number
  >;
  const components = { ...score.components, ...sliders.overrides };
  const overall = round2(COMPONENTS.reduce((s, c) => s + (rawWeights[c] / sum) * components[c], 0));
  const engagement = Math.min(
    1,
    (Math.log10(Math.max(1, q.social_followers ?? 0)) / 7) * 0.6 +
      ((q.audience_age_18_34_percent ?? 0) / 100) * 0.4,
  );
  const aggressiveness = sliders.aggressiveness ?? recommendedAggressiveness(overall, confidence);
  return {
    tier: Math.round((5.1 - 4 * overall) * 10) / 10,
    classification: classifyTier(overall),
    partnership_tier: tierOf(overall),
    overall_score: overall,
    scores: {
      market_potential: Math.round(components.market_size * 100),
      data_quality: Math.round(components.data_quality * 100),
      betting_readiness: Math.round(
        ((components.betting_potential + components.integration_readiness) / 2) * 100,
      ),
      fan_engagement: Math.round(engagement * 100),
      operational_maturity: Math.round(
        ((components.integration_readiness + components.strategic_fit) / 2) * 100,
      ),
    },
    recommended_aggressiveness: aggressiveness,
    recommended_flavor: flavorForAggressiveness(aggressiveness),
    weights,
  };
}

/** Terms at the scorecard's recommendation (scorecard/update returns them with the card). */
export const termsForScorecard = (card: Scorecard) =>
  contractTerms(card.partnership_tier, card.recommended_flavor);

export { scorePartnership };
export type { ScoringContext };
