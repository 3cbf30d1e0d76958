import assert from "node:assert/strict";
import { assessReadiness, classifyTier, scorecardOf } from "../services/partnership/assessment.ts";
import {
  COMPONENT_WEIGHTS,
  COMPONENTS,
  scorePartnership,
  tierOf,
} from "../services/partnership/scoring.ts";
import { BASE_FEES, contractTerms, FLAVORS, termsheet } from "../services/partnership/terms.ts";
import type { Questionnaire } from "../services/questionnaire/schema.ts";

const RICH: Questionnaire = {
  league_name: "Pacific Pickleball Tour",
  sport: "pickleball",
  founded_year: 2015,
  region: "United States",
  markets: ["USA", "Canada", "Mexico", "UK", "Australia", "Spain"],
  teams_count: 24,
  events_per_season: 22,
  contests_per_event: 60,
  average_attendance: 8_000,
  annual_viewership: 40_000_000,
  social_followers: 3_000_000,
  audience_age_18_34_percent: 45,
  has_official_data_feed: true,
  data_feed_format: "JSON REST API with websocket push",
  data_latency_ms: 400,
  historical_data_years: 9,
  stats_tracked: [
    "points",
    "rallies",
    "serves",
    "faults",
    "dinks",
    "lobs",
    "aces",
    "errors",
    "smashes",
    "returns",
    "resets",
    "drives",
  ],
  integrity_program: true,
  integrity_partner: "Sportradar Integrity Services",
  anti_doping_policy: true,
  existing_betting_partners: ["DraftKings", "FanDuel", "BetMGM"],
  betting_legal_markets: ["NJ", "NV", "PA", "CO", "IL", "UK", "Ontario", "MI", "AZ", "NY"],
  annual_revenue_usd: 45_000_000,
  growth_rate_percent: 60,
  contact_email: "partnerships@ppt.example",
};

const ctx = { inCatalog: true, extractionConfidence: 0.97, year: 2026 };

Deno.test("scoring: the spec's weights, and an overall that is their weighted sum", () => {
  assert.deepEqual(COMPONENT_WEIGHTS, {
    market_size: 0.25,
    data_quality: 0.2,
    integration_readiness: 0.2,
    betting_potential: 0.2,
    strategic_fit: 0.15,
  });
  assert.equal(
    Object.values(COMPONENT_WEIGHTS).reduce((a, b) => a + b, 0).toFixed(10),
    "1.0000000000",
  );
  const score = scorePartnership(RICH, ctx);
  const weighted = COMPONENTS.reduce((s, c) => s + COMPONENT_WEIGHTS[c] * score.components[c], 0);
  assert.equal(score.overall_score, Math.round(weighted * 100) / 100);
  for (const c of COMPONENTS) {
    const parts = score.explanation[c].factors.reduce((s, f) => s + f.contribution, 0);
    assert.ok(Math.abs(parts - score.components[c]) <= 0.03, `${c}: factors explain the score`);
    assert.ok(score.components[c] >= 0 && score.components[c] <= 1);
  }
  assert.ok(score.overall_score >= 0.8, `a rich profile is Platinum (${score.overall_score})`);
  assert.equal(score.tier, "Platinum");
});

Deno.test("scoring: each input moves its component, absent inputs count as nothing", () => {
  const base = scorePartnership(RICH, ctx);
  const slow = scorePartnership({ ...RICH, data_latency_ms: 20_000 }, ctx);
  assert.ok(slow.components.data_quality < base.components.data_quality);
  assert.ok(slow.components.integration_readiness < base.components.integration_readiness);
  assert.equal(slow.components.market_size, base.components.market_size);
  const noFeed = scorePartnership({ ...RICH, has_official_data_feed: false }, ctx);
  assert.ok(noFeed.components.data_quality < base.components.data_quality);
  const sparse = scorePartnership({ league_name: "Tiny League", sport: "cornhole" }, {
    inCatalog: false,
    extractionConfidence: 0.3,
    year: 2026,
  });
  assert.equal(sparse.tier, "Unrated");
  assert.ok(sparse.overall_score < 0.35);
});

Deno.test("tiers at their boundaries; Unrated below Bronze", () => {
  const cases: [number, string][] = [
    [1, "Platinum"],
    [0.8, "Platinum"],
    [0.7999, "Gold"],
    [0.65, "Gold"],
    [0.6499, "Silver"],
    [0.5, "Silver"],
    [0.4999, "Bronze"],
    [0.35, "Bronze"],
    [0.3499, "Unrated"],
    [0, "Unrated"],
  ];
  for (const [score, tier] of cases) assert.equal(tierOf(score), tier, String(score));
  assert.deepEqual([0.75, 0.74, 0.55, 0.54, 0.4, 0.39].map(classifyTier), [
    "Premium",
    "Growth",
    "Growth",
    "Standard",
    "Standard",
    "Emerging",
  ]);
});

Deno.test("terms: the four flavors, fees by tier, multipliers, totals", () => {
  assert.deepEqual(
    Object.fromEntries(
      Object.entries(FLAVORS).map(([k, v]) => [k, [v.length_months, v.revenue_share_percent]]),
    ),
    { conservative: [12, 0], balanced: [24, 5], aggressive: [36, 10], premium: [48, 15] },
  );
  assert.equal(BASE_FEES.Bronze, 100_000);
  assert.equal(BASE_FEES.Platinum, 300_000);
  const bronze = contractTerms("Bronze", "conservative");
  assert.equal(bronze.annual_fee_usd, 80_000);
  assert.equal(bronze.total_contract_value_usd, 80_000);
  const premium = contractTerms("Platinum", "premium");
  assert.equal(premium.annual_fee_usd, 450_000);
  // Four years at 3 % a year: 450k × (1 + 1.03 + 1.0609 + 1.092727).
  assert.equal(
    premium.total_contract_value_usd,
    Math.round(450_000 * (1 + 1.03 + 1.0609 + 1.092727)),
  );
  assert.equal(premium.revenue_share_percent, 15);
  assert.equal(premium.length_months, 48);
  const adjusted = contractTerms("Gold", "balanced", {
    length_months: 36,
    support_level: "white_glove",
  });
  assert.equal(adjusted.length_months, 36);
  assert.equal(adjusted.support_level, "white_glove");
  assert.ok(adjusted.fee_multiplier > 1);
  assert.deepEqual(termsheet("Unrated"), { tier: "Unrated", contracts: {} });
  assert.deepEqual(Object.keys(termsheet("Silver").contracts), [
    "conservative",
    "balanced",
    "aggressive",
    "premium",
  ]);
});

Deno.test("readiness, scorecard and sliders", () => {
  const score = scorePartnership(RICH, ctx);
  const readiness = assessReadiness(score);
  assert.equal(readiness.level, "ready");
  assert.ok(readiness.strengths.length >= 3);
  const weak = assessReadiness(
    scorePartnership({ league_name: "X" }, { ...ctx, inCatalog: false, extractionConfidence: 0.2 }),
  );
  assert.equal(weak.level, "not_ready");
  assert.ok(weak.recommendations.some((r) => r.includes("data feed")));
  const card = scorecardOf(RICH, score, 0.97);
  assert.ok(card.tier >= 1.1 && card.tier <= 5.1);
  assert.equal(card.tier, Math.round((5.1 - 4 * card.overall_score) * 10) / 10);
  for (const v of Object.values(card.scores)) assert.ok(v >= 0 && v <= 100);
  // Sliders: all weight on one component set to 0 sends the card to the bottom.
  const slid = scorecardOf(RICH, score, 0.97, {
    weights: {
      market_size: 1,
      data_quality: 0,
      integration_readiness: 0,
      betting_potential: 0,
      strategic_fit: 0,
    },
    overrides: { market_size: 0 },
  });
  assert.equal(slid.overall_score, 0);
  assert.equal(slid.tier, 5.1);
  assert.equal(slid.recommended_flavor, "conservative");
});

Deno.test("a missing fact is unknown, not zero: it counts at the prior and lowers confidence", () => {
  const known = scorePartnership(RICH, ctx);
  const { social_followers: _, annual_revenue_usd: __, ...gaps } = RICH;
  const unknown = scorePartnership(gaps, ctx);
  const zero = scorePartnership({ ...gaps, social_followers: 0, annual_revenue_usd: 0 }, ctx);
  // Unknown scores above a stated zero, and the explanation says which inputs were unknown.
  assert.ok(unknown.components.market_size > zero.components.market_size);
  assert.ok(unknown.explanation.market_size.confidence < known.explanation.market_size.confidence);
  assert.ok(unknown.confidence < known.confidence);
  const followers = unknown.explanation.market_size.factors.find((f) =>
    f.input === "social_followers"
  )!;
  assert.equal(followers.source, "unknown");
  assert.equal(followers.value, null);
  // A "no" is known: no data feed means no latency and no feed format to integrate.
  const noFeed = scorePartnership({ league_name: "X", has_official_data_feed: false }, ctx);
  const latency = noFeed.explanation.data_quality.factors.find((f) =>
    f.input === "data_latency_ms"
  )!;
  assert.equal(latency.source, "questionnaire");
  assert.equal(latency.contribution, 0);
  // Inputs research filled from comparable leagues are marked so.
  const inferred = scorePartnership(RICH, { ...ctx, inferred: ["events_per_season"] });
  assert.equal(
    inferred.explanation.betting_potential.factors.find((f) => f.input === "events_per_season")!
      .source,
    "inferred",
  );
});

Deno.test("a league with an official real-time feed, integrity and a five-figure gate is rated", () => {
  // Only what such a questionnaire must say; everything else unknown.
  const league: Questionnaire = {
    league_name: "Fjordline Sprint Kayak Series",
    has_official_data_feed: true,
    data_latency_ms: 2_000,
    integrity_program: true,
    average_attendance: 18_500,
    annual_viewership: 2_400_000,
  };
  const score = scorePartnership(league, {
    inCatalog: false,
    extractionConfidence: 0.8,
    year: 2026,
  });
  assert.ok(
    ["Silver", "Gold", "Platinum"].includes(score.tier),
    `${score.tier} ${score.overall_score}`,
  );
  // A small amateur club that says so stays below Bronze.
  const amateur = scorePartnership({
    league_name: "West Pennine Darts",
    average_attendance: 60,
    has_official_data_feed: false,
    integrity_program: false,
    existing_betting_partners: [],
    social_followers: 900,
    events_per_season: 20,
  }, { inCatalog: false, extractionConfidence: 0.6, year: 2026 });
  assert.equal(amateur.tier, "Unrated", String(amateur.overall_score));
});
