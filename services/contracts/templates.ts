/** templates: our one legal template, the flavors, the tiers and the scales we classify by. */
import { CLASSIFICATION_TIERS } from "../partnership/assessment.ts";
import { COMPONENT_WEIGHTS, type Tier, TIER_THRESHOLDS, TIERS } from "../partnership/scoring.ts";
import {
  ANNUAL_ESCALATOR_PERCENT,
  BASE_FEES,
  contractTerms,
  type Flavor,
  FLAVOR_NAMES,
  FLAVORS,
  SUPPORT_LEVELS,
} from "../partnership/terms.ts";
import { PROVIDER, REQUIRED_CLAUSES } from "./document.ts";
import { AGGRESSIVENESS_BANDS, NAMED_AGGRESSIVENESS } from "./pricing.ts";
import { CONTRACT_FORMATS } from "./render.ts";

/** The tier classification endpoint's scale, as classifyTier applies it. */
const CLASSIFICATION_THRESHOLDS: Record<typeof CLASSIFICATION_TIERS[number], number> = {
  Premium: 0.75,
  Growth: 0.55,
  Standard: 0.4,
  Emerging: 0,
};

export function contractTemplates() {
  return {
    templates: [{
      template_id: "data_partnership_agreement",
      title: "Data Partnership Agreement",
      provider: PROVIDER.name,
      formats: [...CONTRACT_FORMATS],
      required_clauses: [...REQUIRED_CLAUSES],
      governing_law: "State of New York",
      tiers: [...TIERS],
    }],
    flavors: FLAVOR_NAMES.map((flavor) => {
      const terms = contractTerms("Bronze", flavor);
      return {
        flavor,
        ...FLAVORS[flavor],
        support_level: terms.support_level,
        exclusivity: terms.exclusivity,
        termination_notice_days: terms.termination_notice_days,
        aggressiveness_range: AGGRESSIVENESS_BANDS[flavor],
        named_aggressiveness: NAMED_AGGRESSIVENESS[flavor],
      };
    }),
    tiers: [
      ...TIERS.map((tier) => ({
        tier: tier as Tier,
        min_overall_score: TIER_THRESHOLDS[tier],
        base_fee_usd: BASE_FEES[tier],
        priced: true,
        annual_fee_usd: Object.fromEntries(
          FLAVOR_NAMES.map((f) => [f, contractTerms(tier, f).annual_fee_usd]),
        ) as Record<Flavor, number>,
      })),
      {
        tier: "Unrated" as Tier,
        min_overall_score: 0,
        base_fee_usd: 0,
        priced: false,
        annual_fee_usd: null,
      },
    ],
    classification_frameworks: {
      partnership_tier: {
        description: "Tier of the partnership score (0.00 to 1.00); below Bronze is Unrated " +
          "and gets no priced terms.",
        scale: TIERS.map((name) => ({ name, min_overall_score: TIER_THRESHOLDS[name] as number })),
        component_weights: { ...COMPONENT_WEIGHTS },
      },
      classification: {
        description: "The tier classification scale.",
        scale: CLASSIFICATION_TIERS.map((name) => ({
          name,
          min_overall_score: CLASSIFICATION_THRESHOLDS[name],
        })),
      },
      scorecard: {
        description: "Scorecard tier = 5.1 - 4 x overall_score, rounded to 0.1: 1.1 is the " +
          "strongest, 5.1 the weakest. Scores are 0 to 100.",
        range: { best: 1.1, worst: 5.1 },
        scores: [
          "market_potential",
          "data_quality",
          "betting_readiness",
          "fan_engagement",
          "operational_maturity",
        ],
      },
    },
    pricing: {
      currency: "USD",
      escalator_percent: ANNUAL_ESCALATOR_PERCENT,
      payment_schedule: "quarterly in advance",
      support_levels: [...SUPPORT_LEVELS],
      adjustment_limits: { length_months: [6, 60], fee_factor: [0.5, 2] },
    },
  };
}
