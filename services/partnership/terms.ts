import type { Questionnaire } from "../questionnaire/schema.ts";
import type { Tier } from "./scoring.ts";

/** The four contract flavors of spec 001: length and revenue share as the spec's table. */
export const FLAVORS = {
  conservative: { length_months: 12, revenue_share_percent: 0, fee_multiplier: 0.8 },
  balanced: { length_months: 24, revenue_share_percent: 5, fee_multiplier: 1.0 },
  aggressive: { length_months: 36, revenue_share_percent: 10, fee_multiplier: 1.25 },
  premium: { length_months: 48, revenue_share_percent: 15, fee_multiplier: 1.5 },
} as const;

export type Flavor = keyof typeof FLAVORS;
export const FLAVOR_NAMES = Object.keys(FLAVORS) as Flavor[];

/**
 * Annual base fee per tier in USD: 100,000 for Bronze to 300,000 for Platinum (spec 001), with
 * Silver and Gold between; an Unrated league is not priced.
 */
export const BASE_FEES: Record<Tier, number> = {
  Bronze: 100_000,
  Silver: 150_000,
  Gold: 200_000,
  Platinum: 300_000,
  Unrated: 0,
};

export const SUPPORT_LEVELS = ["standard", "priority", "dedicated", "white_glove"] as const;
export type SupportLevel = typeof SUPPORT_LEVELS[number];

const FLAVOR_SUPPORT: Record<Flavor, SupportLevel> = {
  conservative: "standard",
  balanced: "priority",
  aggressive: "dedicated",
  premium: "white_glove",
};

const FLAVOR_EXCLUSIVITY: Record<Flavor, string> = {
  conservative: "non-exclusive",
  balanced: "non-exclusive, first refusal on new markets",
  aggressive: "exclusive betting data rights in the league's markets",
  premium: "exclusive worldwide betting data and streaming rights",
};

/** Yearly fee escalator on multi-year terms. */
export const ANNUAL_ESCALATOR_PERCENT = 3;

/** ContractDetails (not shown in spec 001; designed here). */
export interface ContractDetails {
  flavor: Flavor;
  tier: Tier;
  length_months: number;
  revenue_share_percent: number;
  base_fee_usd: number;
  fee_multiplier: number;
  /** Fee of the first contract year: base fee × flavor multiplier. */
  annual_fee_usd: number;
  escalator_percent: number;
  /** Every year's fee with the escalator, summed over the length. */
  total_contract_value_usd: number;
  /** What the league is paid whatever the revenue share brings: the first year's fee. */
  minimum_guarantee_usd: number;
  payment_schedule: "quarterly in advance";
  exclusivity: string;
  support_level: SupportLevel;
  termination_notice_days: number;
}

export interface TermAdjustments {
  /** Replaces the flavor's length (6 to 60 months). */
  length_months?: number;
  /** Replaces the flavor's support level. */
  support_level?: SupportLevel;
  /** Multiplies the flavor's fee multiplier (0.5 to 2). */
  fee_factor?: number;
}

const SUPPORT_COST_FACTOR: Record<SupportLevel, number> = {
  standard: 1,
  priority: 1.05,
  dedicated: 1.1,
  white_glove: 1.2,
};

const round = (x: number) => Math.round(x);

/** One flavor's terms for a tier, with optional adjustments (adjust-terms). */
export function contractTerms(
  tier: Tier,
  flavor: Flavor,
  adj: TermAdjustments = {},
): ContractDetails {
  const spec = FLAVORS[flavor];
  const support = adj.support_level ?? FLAVOR_SUPPORT[flavor];
  // Richer support costs us more, so it is priced in; the default support is in the multiplier.
  const supportFactor = SUPPORT_COST_FACTOR[support] / SUPPORT_COST_FACTOR[FLAVOR_SUPPORT[flavor]];
  const multiplier =
    Math.round(spec.fee_multiplier * (adj.fee_factor ?? 1) * supportFactor * 1000) /
    1000;
  const length = adj.length_months ?? spec.length_months;
  const baseFee = BASE_FEES[tier];
  const annualFee = round(baseFee * multiplier);
  const years = length / 12;
  let total = 0;
  for (let year = 0; year < Math.ceil(years); year++) {
    const share = Math.min(1, years - year);
    total += annualFee * (1 + ANNUAL_ESCALATOR_PERCENT / 100) ** year * share;
  }
  return {
    flavor,
    tier,
    length_months: length,
    revenue_share_percent: spec.revenue_share_percent,
    base_fee_usd: baseFee,
    fee_multiplier: multiplier,
    annual_fee_usd: annualFee,
    escalator_percent: length > 12 ? ANNUAL_ESCALATOR_PERCENT : 0,
    total_contract_value_usd: round(length > 12 ? total : annualFee * years),
    minimum_guarantee_usd: annualFee,
    payment_schedule: "quarterly in advance",
    exclusivity: FLAVOR_EXCLUSIVITY[flavor],
    support_level: support,
    termination_notice_days: length >= 36 ? 180 : 90,
  };
}

/** A tier's pricing structures, one per flavor. */
export interface Termsheet {
  tier: Tier;
  contracts: Partial<Record<Flavor, ContractDetails>>;
}

/** The termsheet of a tier: the flavors' terms (all four by default); none when Unrated. */
export function termsheet(tier: Tier, flavors: readonly Flavor[] = FLAVOR_NAMES): Termsheet {
  if (tier === "Unrated") return { tier, contracts: {} };
  return {
    tier,
    contracts: Object.fromEntries(flavors.map((f) => [f, contractTerms(tier, f)])),
  };
}

/**
 * Aggressiveness (spec: "aggressiveness level") picks a flavor: 0–0.25 conservative, then
 * balanced, aggressive, premium; recommended from the score and how sure we are of it.
 */
export function flavorForAggressiveness(level: number): Flavor {
  if (level < 0.25) return "conservative";
  if (level < 0.5) return "balanced";
  if (level < 0.75) return "aggressive";
  return "premium";
}

export function recommendedAggressiveness(overall: number, confidence: number): number {
  return Math.round(
    Math.min(1, Math.max(0, overall * 0.8 + (confidence - 0.85) * 0.5 + 0.1)) * 100,
  ) /
    100;
}

/** Yearly cost of our support levels, in USD (enhanced termsheet). */
const SUPPORT_COST: Record<SupportLevel, number> = {
  standard: 10_000,
  priority: 20_000,
  dedicated: 40_000,
  white_glove: 75_000,
};

/**
 * The enhanced termsheet: each flavor's terms with what the partnership costs us to run and
 * what it should earn. Costs: integration once (lower when an official machine-readable feed
 * exists), data operations a year (20,000 + 1,000 per event), compliance 15,000 a year, and the
 * support level. Revenue: a season's betting handle estimated at 2 % of the audience betting
 * 50 USD each, at a 7 % hold, less the league's revenue share.
 */
export function enhancedTermsheet(league: Questionnaire, sheet: Termsheet) {
  const integration = league.has_official_data_feed && league.data_feed_format ? 25_000 : 60_000;
  const dataOps = 20_000 + 1_000 * (league.events_per_season ?? 0);
  const handle = (league.annual_viewership ?? 0) * 0.02 * 50;
  const grossRevenue = handle * 0.07;
  const rows = Object.fromEntries(
    Object.entries(sheet.contracts).map(([flavor, terms]) => {
      const years = terms!.length_months / 12;
      const costs = {
        integration_usd: integration,
        data_operations_usd: Math.round(dataOps * years),
        compliance_usd: Math.round(15_000 * years),
        support_usd: Math.round(SUPPORT_COST[terms!.support_level] * years),
        league_fees_usd: terms!.total_contract_value_usd,
      };
      const totalCost = Object.values(costs).reduce((a, b) => a + b, 0);
      const revenue = Math.round(grossRevenue * years * (1 - terms!.revenue_share_percent / 100));
      return [flavor, {
        terms,
        costs: { ...costs, total_cost_usd: totalCost },
        projected_revenue_usd: revenue,
        projected_net_usd: revenue - totalCost,
      }];
    }),
  );
  return {
    tier: sheet.tier,
    assumptions: {
      handle_per_season_usd: Math.round(handle),
      hold_percent: 7,
      bettor_share_of_audience_percent: 2,
      average_stake_usd: 50,
    },
    structures: rows,
  };
}
