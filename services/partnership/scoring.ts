import type { Questionnaire } from "../questionnaire/schema.ts";

/** Component weights of the partnership score (spec 001, "Partnership scoring"). */
export const COMPONENT_WEIGHTS = {
  market_size: 0.25,
  data_quality: 0.20,
  integration_readiness: 0.20,
  betting_potential: 0.20,
  strategic_fit: 0.15,
} as const;

export type Component = keyof typeof COMPONENT_WEIGHTS;
export const COMPONENTS = Object.keys(COMPONENT_WEIGHTS) as Component[];

export const TIERS = ["Platinum", "Gold", "Silver", "Bronze"] as const;
/**
 * Below Bronze's 0.35 a league is `Unrated`: it is scored and fingerprinted, but gets no
 * priced termsheet or contracts until its profile improves (documented in the README).
 */
export type Tier = typeof TIERS[number] | "Unrated";

export const TIER_THRESHOLDS: Record<typeof TIERS[number], number> = {
  Platinum: 0.80,
  Gold: 0.65,
  Silver: 0.50,
  Bronze: 0.35,
};

export function tierOf(overall: number): Tier {
  for (const tier of TIERS) if (overall >= TIER_THRESHOLDS[tier]) return tier;
  return "Unrated";
}

/** One input's share in a component: what was read, and how far it moved the score. */
export interface Factor {
  input: string;
  value: string | number | boolean | null;
  /** Points of the component (0 to 1) this input contributed. */
  contribution: number;
  note: string;
}

export interface ComponentScore {
  score: number;
  weight: number;
  factors: Factor[];
}

export interface ScoringContext {
  /** The sport matches one of our catalog's sports (we already price it). */
  inCatalog: boolean;
  /** Comparable leagues' median annual viewership, from research; scales market size. */
  comparableViewership?: number;
  /** Extraction confidence (0 to 1): weighs on data quality. */
  extractionConfidence: number;
  /** The current year, for the league's age. */
  year: number;
}

export interface PartnershipScore {
  overall_score: number;
  tier: Tier;
  components: Record<Component, number>;
  explanation: Record<Component, ComponentScore>;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** 0 at `lo`, 1 at `hi`, on a log scale (audiences and money span orders of magnitude). */
const logScale = (x: number | undefined, lo: number, hi: number) =>
  x === undefined || x <= 0 ? 0 : clamp01(Math.log10(x / lo) / Math.log10(hi / lo));
const linear = (x: number | undefined, lo: number, hi: number) =>
  x === undefined ? 0 : clamp01((x - lo) / (hi - lo));

/** A component as a weighted sum of named parts; the parts are its explanation. */
function component(
  parts: {
    input: string;
    value: Factor["value"] | undefined;
    weight: number;
    level: number;
    note: string;
  }[],
  weight: number,
): ComponentScore {
  const total = parts.reduce((s, p) => s + p.weight, 0);
  const factors = parts.map((p) => ({
    input: p.input,
    value: p.value ?? null,
    contribution: round2((p.weight / total) * clamp01(p.level)),
    note: p.note,
  }));
  const score = round2(parts.reduce((s, p) => s + (p.weight / total) * clamp01(p.level), 0));
  return { score, weight, factors };
}

const TARGET_MARKETS =
  /\b(us|usa|united states|uk|united kingdom|canada|australia|ireland|new jersey|nevada|europe|eu)\b/i;
const FEED_FORMATS =
  /\b(api|json|xml|websocket|push|webhook|sportradar|genius|opta|stats perform)\b/i;

/**
 * The five components of spec 001, each from the questionnaire's own figures (absent inputs
 * count as nothing, so a thin questionnaire scores low rather than average).
 */
export function scorePartnership(q: Questionnaire, ctx: ScoringContext): PartnershipScore {
  const markets = q.markets?.length ?? 0;
  const legalMarkets = q.betting_legal_markets?.length ?? 0;
  const partners = q.existing_betting_partners?.length ?? 0;
  const inventory = (q.events_per_season ?? 0) * Math.max(1, q.contests_per_event ?? 1);
  const reference = ctx.comparableViewership && ctx.comparableViewership > 0
    ? ctx.comparableViewership * 10
    : 50_000_000;

  const explanation: Record<Component, ComponentScore> = {
    market_size: component([
      {
        input: "annual_viewership",
        value: q.annual_viewership,
        weight: 0.4,
        level: logScale(q.annual_viewership, 10_000, reference),
        note: "season audience, log scale against comparable leagues",
      },
      {
        input: "social_followers",
        value: q.social_followers,
        weight: 0.2,
        level: logScale(q.social_followers, 1_000, 10_000_000),
        note: "reach on social platforms",
      },
      {
        input: "average_attendance",
        value: q.average_attendance,
        weight: 0.15,
        level: logScale(q.average_attendance, 100, 50_000),
        note: "people at an event",
      },
      {
        input: "markets",
        value: markets,
        weight: 0.1,
        level: linear(markets, 0, 8),
        note: "countries or markets served",
      },
      {
        input: "annual_revenue_usd",
        value: q.annual_revenue_usd,
        weight: 0.15,
        level: logScale(q.annual_revenue_usd, 100_000, 100_000_000),
        note: "league revenue",
      },
    ], COMPONENT_WEIGHTS.market_size),
    data_quality: component([
      {
        input: "has_official_data_feed",
        value: q.has_official_data_feed,
        weight: 0.3,
        level: q.has_official_data_feed ? 1 : 0,
        note: "an official real-time feed exists",
      },
      {
        input: "data_latency_ms",
        value: q.data_latency_ms,
        weight: 0.25,
        level: q.data_latency_ms === undefined ? 0 : 1 - linear(q.data_latency_ms, 500, 10_000),
        note: "1 at 0.5 s or less, 0 at 10 s",
      },
      {
        input: "historical_data_years",
        value: q.historical_data_years,
        weight: 0.15,
        level: linear(q.historical_data_years, 0, 10),
        note: "history to model from",
      },
      {
        input: "stats_tracked",
        value: q.stats_tracked?.length,
        weight: 0.1,
        level: linear(q.stats_tracked?.length, 0, 12),
        note: "statistics recorded",
      },
      {
        input: "extraction_confidence",
        value: round2(ctx.extractionConfidence),
        weight: 0.2,
        level: ctx.extractionConfidence,
        note: "how completely the questionnaire answered",
      },
    ], COMPONENT_WEIGHTS.data_quality),
    integration_readiness: component([
      {
        input: "data_feed_format",
        value: q.data_feed_format,
        weight: 0.3,
        level: q.data_feed_format ? (FEED_FORMATS.test(q.data_feed_format) ? 1 : 0.5) : 0,
        note: "a machine-readable feed (API, JSON, XML, push)",
      },
      {
        input: "data_latency_ms",
        value: q.data_latency_ms,
        weight: 0.2,
        level: q.data_latency_ms === undefined ? 0 : 1 - linear(q.data_latency_ms, 1_000, 30_000),
        note: "fast enough for in-play",
      },
      {
        input: "existing_betting_partners",
        value: partners,
        weight: 0.2,
        level: linear(partners, 0, 3),
        note: "experience working with operators",
      },
      {
        input: "contact_email",
        value: q.contact_email,
        weight: 0.15,
        level: q.contact_email ? 1 : 0,
        note: "a commercial contact to work with",
      },
      {
        input: "events_per_season",
        value: q.events_per_season,
        weight: 0.15,
        level: linear(q.events_per_season, 0, 20),
        note: "a regular schedule",
      },
    ], COMPONENT_WEIGHTS.integration_readiness),
    betting_potential: component([
      {
        input: "betting_inventory",
        value: inventory,
        weight: 0.35,
        level: logScale(inventory, 5, 2_000),
        note: "events × contests per event in a season",
      },
      {
        input: "betting_legal_markets",
        value: legalMarkets,
        weight: 0.2,
        level: linear(legalMarkets, 0, 10),
        note: "markets where betting on it is legal",
      },
      {
        input: "audience_age_18_34_percent",
        value: q.audience_age_18_34_percent,
        weight: 0.15,
        level: linear(q.audience_age_18_34_percent, 10, 60),
        note: "the betting-age core audience",
      },
      {
        input: "existing_betting_partners",
        value: partners,
        weight: 0.15,
        level: linear(partners, 0, 2),
        note: "operators already offer it",
      },
      {
        input: "in_catalog",
        value: ctx.inCatalog,
        weight: 0.15,
        level: ctx.inCatalog ? 1 : 0,
        note: "our model already prices this sport",
      },
    ], COMPONENT_WEIGHTS.betting_potential),
    strategic_fit: component([
      {
        input: "in_catalog",
        value: ctx.inCatalog,
        weight: 0.25,
        level: ctx.inCatalog ? 1 : 0.4,
        note: "fits the 31 sports we serve (new sports still fit partly)",
      },
      {
        input: "growth_rate_percent",
        value: q.growth_rate_percent,
        weight: 0.25,
        level: linear(q.growth_rate_percent, 0, 50),
        note: "year-on-year growth",
      },
      {
        input: "integrity_program",
        value: q.integrity_program,
        weight: 0.2,
        level: (q.integrity_program ? 0.6 : 0) + (q.integrity_partner ? 0.2 : 0) +
          (q.anti_doping_policy ? 0.2 : 0),
        note: "integrity programme, partner and anti-doping",
      },
      {
        input: "region",
        value: q.region ?? null,
        weight: 0.15,
        level: TARGET_MARKETS.test([q.region, ...(q.markets ?? [])].join(" ")) ? 1 : 0.3,
        note: "in our regulated target markets",
      },
      {
        input: "founded_year",
        value: q.founded_year,
        weight: 0.15,
        level: q.founded_year ? linear(ctx.year - q.founded_year, 0, 10) : 0,
        note: "an established league",
      },
    ], COMPONENT_WEIGHTS.strategic_fit),
  };
  const components = Object.fromEntries(COMPONENTS.map((c) => [c, explanation[c].score])) as Record<
    Component,
    number
  >;
  const overall = round2(COMPONENTS.reduce((s, c) => s + COMPONENT_WEIGHTS[c] * components[c], 0));
  return { overall_score: overall, tier: tierOf(overall), components, explanation };
}
