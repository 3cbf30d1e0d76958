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
  /**
   * Where the value came from: the questionnaire, inferred from comparable leagues of our
   * catalog, or unknown (then the input counts at the prior level, UNKNOWN_LEVEL).
   */
  source: "questionnaire" | "inferred" | "unknown";
  note: string;
}

export interface ComponentScore {
  score: number;
  weight: number;
  /** Share (0 to 1) of the component's inputs that were known or inferred. */
  confidence: number;
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
  /** Fields that research inferred from comparable leagues rather than read. */
  inferred?: readonly string[];
}

export interface PartnershipScore {
  overall_score: number;
  tier: Tier;
  components: Record<Component, number>;
  /** Share (0 to 1) of the score's inputs that were known or inferred, by component weight. */
  confidence: number;
  explanation: Record<Component, ComponentScore>;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** 0 at `lo`, 1 at `hi`, on a log scale (audiences and money span orders of magnitude). */
const logScale = (x: number, lo: number, hi: number) =>
  x <= 0 ? 0 : clamp01(Math.log10(x / lo) / Math.log10(hi / lo));
const linear = (x: number, lo: number, hi: number) => clamp01((x - lo) / (hi - lo));

/**
 * The level an unknown input counts at: what a questionnaire that leaves a fact out most often
 * has, below the middle of the scale (calibrated on the development corpus, README). A
 * missing fact is unknown, not zero; neither is it assumed good.
 */
export const UNKNOWN_LEVEL = 0.3;

interface Part {
  input: string;
  /** The value, or undefined when the questionnaire does not say. */
  value: Factor["value"] | undefined;
  weight: number;
  /** Level of a known value, 0 to 1. */
  level: (value: never) => number;
  note: string;
  /** Read from another field (for its inferred mark), when `input` is a derived figure. */
  field?: string;
}

/**
 * A component as a weighted sum of named parts; the parts are its explanation. Unknown parts
 * count at UNKNOWN_LEVEL and lower the component's confidence.
 */
function component(parts: Part[], weight: number, inferred: ReadonlySet<string>): ComponentScore {
  const total = parts.reduce((s, p) => s + p.weight, 0);
  let known = 0;
  let score = 0;
  const factors = parts.map((p): Factor => {
    const unknown = p.value === undefined || p.value === null;
    const level = unknown ? UNKNOWN_LEVEL : clamp01(p.level(p.value as never));
    if (!unknown) known += p.weight;
    score += (p.weight / total) * level;
    return {
      input: p.input,
      value: p.value ?? null,
      contribution: round2((p.weight / total) * level),
      source: unknown ? "unknown" : inferred.has(p.field ?? p.input) ? "inferred" : "questionnaire",
      note: p.note,
    };
  });
  return { score: round2(score), weight, confidence: round2(known / total), factors };
}

/** Where regulated betting is: a league watched there can be priced and sold. */
const TARGET_MARKETS =
  /\b(us|usa|united states|america|uk|united kingdom|england|scotland|wales|ireland|canada|ontario|australia|new zealand|europe|eu|germany|france|spain|italy|portugal|netherlands|belgium|denmark|sweden|norway|finland|austria|switzerland|poland|czech|greece|brazil|mexico|argentina|colombia|peru|chile|south africa|kenya|nigeria|india|philippines|japan|new jersey|nevada|new york|pennsylvania|colorado|ohio|michigan|illinois|arizona|massachusetts|virginia|tennessee)\b/i;
const FEED_FORMATS =
  /\b(api|json|xml|websocket|web socket|push|webhook|rest|sftp|feed|sportradar|genius|opta|stats perform)\b/i;

/** No partner yet is the usual start; one is experience, two a track record. */
const partnersLevel = (n: number) => n >= 2 ? 1 : n === 1 ? 0.7 : 0.3;

const size = (xs: readonly unknown[] | undefined) => xs === undefined ? undefined : xs.length;

/**
 * The five components of spec 001, each a weighted sum of inputs read from the questionnaire
 * (or inferred from comparable leagues, marked so). An input the questionnaire leaves out is
 * unknown: it counts at UNKNOWN_LEVEL and lowers the component's confidence, so a league is
 * judged on what it says, not on what the extractor missed. A "no" is known: no data feed means
 * no latency and no feed format to integrate. The scales are set for alternative sports
 * (README, "Scoring calibration"): 10 million season viewers, 20,000 spectators an event or 20
 * million USD of revenue score 1.
 */
export function scorePartnership(q: Questionnaire, ctx: ScoringContext): PartnershipScore {
  const inferred = new Set(ctx.inferred ?? []);
  const noFeed = q.has_official_data_feed === false;
  const latency = q.data_latency_ms ?? (noFeed ? Infinity : undefined);
  const reference = Math.min(
    20_000_000,
    ctx.comparableViewership && ctx.comparableViewership > 0
      ? ctx.comparableViewership * 10
      : 10_000_000,
  );
  const seasonAudience = q.annual_viewership ??
    (q.average_stream_viewers !== undefined && q.events_per_season !== undefined
      ? q.average_stream_viewers * q.events_per_season
      : undefined);
  const markets = [q.region, ...(q.markets ?? []), ...(q.betting_legal_markets ?? [])]
    .filter(Boolean);

  const explanation: Record<Component, ComponentScore> = {
    market_size: component(
      [
        {
          input: "season_audience",
          value: seasonAudience,
          weight: 0.35,
          level: (v: number) => logScale(v, 10_000, reference),
          note: q.annual_viewership === undefined && seasonAudience !== undefined
            ? "season audience estimated as viewers per event × events per season"
            : "season audience, log scale (1 at 10 million or ten times comparable leagues)",
          field: q.annual_viewership === undefined ? "average_stream_viewers" : "annual_viewership",
        },
        {
          input: "social_followers",
          value: q.social_followers,
          weight: 0.2,
          level: (v: number) => logScale(v, 1_000, 2_000_000),
          note: "reach on social platforms (1 at 2 million)",
        },
        {
          input: "average_attendance",
          value: q.average_attendance,
          weight: 0.2,
          level: (v: number) => logScale(v, 100, 20_000),
          note: "people at an event (1 at 20,000)",
        },
        {
          input: "markets",
          value: size(q.markets),
          weight: 0.1,
          level: (v: number) => linear(v, 0, 6),
          note: "countries or markets served",
        },
        {
          input: "annual_revenue_usd",
          value: q.annual_revenue_usd,
          weight: 0.15,
          level: (v: number) => logScale(v, 50_000, 20_000_000),
          note: "league revenue (1 at 20 million USD)",
        },
      ],
      COMPONENT_WEIGHTS.market_size,
      inferred,
    ),
    data_quality: component(
      [
        {
          input: "has_official_data_feed",
          value: q.has_official_data_feed,
          weight: 0.3,
          level: (v: boolean) => v ? 1 : 0,
          note: "an official real-time feed exists",
        },
        {
          input: "data_latency_ms",
          value: noFeed && q.data_latency_ms === undefined ? "no feed" : q.data_latency_ms,
          weight: 0.25,
          level: () => latency === undefined ? UNKNOWN_LEVEL : 1 - linear(latency, 1_000, 20_000),
          note: "1 at 1 s or less, 0 at 20 s or without a feed",
        },
        {
          input: "historical_data_years",
          value: q.historical_data_years,
          weight: 0.15,
          level: (v: number) => linear(v, 0, 8),
          note: "history to model from",
        },
        {
          input: "stats_tracked",
          value: size(q.stats_tracked),
          weight: 0.1,
          level: (v: number) => linear(v, 0, 8),
          note: "statistics recorded",
        },
        {
          input: "extraction_confidence",
          value: round2(ctx.extractionConfidence),
          weight: 0.2,
          level: (v: number) => v,
          note: "how clearly the questionnaire answered",
        },
      ],
      COMPONENT_WEIGHTS.data_quality,
      inferred,
    ),
    integration_readiness: component(
      [
        {
          input: "data_feed_format",
          value: q.data_feed_format ?? (noFeed ? "no feed" : undefined),
          weight: 0.3,
          level: (v: string) => noFeed ? 0 : FEED_FORMATS.test(v) ? 1 : 0.5,
          note: "a machine-readable feed (API, JSON, XML, push)",
        },
        {
          input: "data_latency_ms",
          value: noFeed && q.data_latency_ms === undefined ? "no feed" : q.data_latency_ms,
          weight: 0.2,
          level: () => latency === undefined ? UNKNOWN_LEVEL : 1 - linear(latency, 2_000, 60_000),
          note: "fast enough for in-play (1 at 2 s, 0 at a minute)",
        },
        {
          input: "existing_betting_partners",
          value: size(q.existing_betting_partners),
          weight: 0.2,
          level: partnersLevel,
          note: "experience working with operators (no partner yet is the usual start)",
        },
        {
          input: "contact_email",
          value: q.contact_email,
          weight: 0.15,
          level: () => 1,
          note: "a commercial contact to work with",
        },
        {
          input: "events_per_season",
          value: q.events_per_season,
          weight: 0.15,
          level: (v: number) => linear(v, 0, 12),
          note: "a regular schedule",
        },
      ],
      COMPONENT_WEIGHTS.integration_readiness,
      inferred,
    ),
    betting_potential: component(
      [
        {
          input: "events_per_season",
          value: q.events_per_season,
          weight: 0.2,
          level: (v: number) => logScale(v, 2, 40),
          note: "events to bet on in a season (1 at 40)",
        },
        {
          input: "contests_per_event",
          value: q.contests_per_event,
          weight: 0.15,
          level: (v: number) => logScale(v, 1, 30),
          note: "matches, heats or bouts at each event (1 at 30)",
        },
        {
          input: "betting_legal_markets",
          value: size(q.betting_legal_markets),
          weight: 0.2,
          level: (v: number) => linear(v, 0, 4),
          note: "markets where betting on it is legal",
        },
        {
          input: "audience_age_18_34_percent",
          value: q.audience_age_18_34_percent,
          weight: 0.15,
          level: (v: number) => linear(v, 10, 50),
          note: "the betting-age core audience",
        },
        {
          input: "existing_betting_partners",
          value: size(q.existing_betting_partners),
          weight: 0.1,
          level: partnersLevel,
          note: "operators already offer it",
        },
        {
          input: "in_catalog",
          value: ctx.inCatalog,
          weight: 0.15,
          level: (v: boolean) => v ? 1 : 0.3,
          note: "our model already prices this sport (others can be modelled)",
        },
      ],
      COMPONENT_WEIGHTS.betting_potential,
      inferred,
    ),
    strategic_fit: component(
      [
        {
          input: "in_catalog",
          value: ctx.inCatalog,
          weight: 0.2,
          level: (v: boolean) => v ? 1 : 0.5,
          note: "fits the 31 sports we serve (new sports still fit partly)",
        },
        {
          input: "growth_rate_percent",
          value: q.growth_rate_percent,
          weight: 0.2,
          level: (v: number) => linear(v, 0, 30),
          note: "year-on-year growth (1 at 30 %)",
        },
        {
          input: "integrity_program",
          value: q.integrity_program,
          weight: 0.25,
          level: (v: boolean) =>
            (v ? 0.6 : 0) + (q.integrity_partner ? 0.2 : 0) + (q.anti_doping_policy ? 0.2 : 0),
          note: "integrity programme, partner and anti-doping",
        },
        {
          input: "markets",
          value: markets.length ? markets.join(", ").slice(0, 200) : undefined,
          weight: 0.15,
          level: (v: string) => TARGET_MARKETS.test(v) ? 1 : 0.5,
          note: "in regulated betting markets",
        },
        {
          input: "founded_year",
          value: q.founded_year,
          weight: 0.2,
          level: (v: number) => linear(ctx.year - v, 0, 10),
          note: "an established league (1 at ten years)",
        },
      ],
      COMPONENT_WEIGHTS.strategic_fit,
      inferred,
    ),
  };
  const components = Object.fromEntries(COMPONENTS.map((c) => [c, explanation[c].score])) as Record<
    Component,
    number
  >;
  const overall = round2(COMPONENTS.reduce((s, c) => s + COMPONENT_WEIGHTS[c] * components[c], 0));
  const confidence = round2(
    COMPONENTS.reduce((s, c) => s + COMPONENT_WEIGHTS[c] * explanation[c].confidence, 0),
  );
  return { overall_score: overall, tier: tierOf(overall), components, confidence, explanation };
}
