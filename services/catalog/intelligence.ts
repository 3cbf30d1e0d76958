/**
 * League intelligence (spec 002, second description): partnership opportunities, league
 * research and the daily outreach list, built from the catalog and the pipeline's scoring
 * (scoreCatalogLeague), with the text written by the AI provider from those facts only.
 */
import type { Database } from "../../db/client.ts";
import type { AiProvider } from "../ai/mod.ts";
import { scoreCatalogLeague } from "./evaluate.ts";
import { type CatalogReader, findLeague, findLeagues, type LeagueRecord } from "./leagues.ts";
import { MAX_LIMIT } from "./lists.ts";

export interface IntelligenceServices extends CatalogReader {
  ai: AiProvider;
  clock: () => Date;
}

export const MARKET_SIZES = ["small", "medium", "large"] as const;
export type MarketSize = typeof MARKET_SIZES[number];

/** Catalog tiers of a market size: large markets are the top leagues. */
const TIERS_OF_MARKET: Record<MarketSize, number[]> = {
  large: [1, 2],
  medium: [3],
  small: [4, 5],
};

export interface Opportunity {
  league_id: string;
  name: string;
  sport: string;
  region: string;
  tier: number;
  status: LeagueRecord["status"];
  overall_score: number;
  partnership_tier: string;
  classification: string;
  recommended_flavor: string;
  readiness_level: string;
  strengths: string[];
  gaps: string[];
}

/** A league's opportunity data (its partnership score and readiness): what markets are built on. */
export async function leagueOpportunity(db: Database, league: LeagueRecord, now: Date) {
  return (await opportunityOf({ db, clock: () => now }, league)).opportunity;
}

async function opportunityOf(s: Pick<IntelligenceServices, "db" | "clock">, league: LeagueRecord) {
  const { scored, readiness, classification, scorecard } = await scoreCatalogLeague(
    s.db,
    league,
    s.clock(),
  );
  const opportunity: Opportunity = {
    league_id: league.id,
    name: league.name,
    sport: league.sport,
    region: league.region,
    tier: league.tier,
    status: league.status,
    overall_score: scored.score.overall_score,
    partnership_tier: scored.score.tier,
    classification,
    recommended_flavor: scorecard.recommended_flavor,
    readiness_level: readiness.level,
    strengths: readiness.strengths,
    gaps: readiness.gaps,
  };
  return { opportunity, readiness, scored };
}

/** Every league the filters select (not archived), scored and ranked best first. */
async function rankedLeagues(s: IntelligenceServices, region?: string, tiers?: number[]) {
  const { items } = await findLeagues(s, { region, limit: MAX_LIMIT, offset: 0 });
  const chosen = items.filter((l) => l.status !== "archived" && (!tiers || tiers.includes(l.tier)));
  const scored = await Promise.all(chosen.map((l) => opportunityOf(s, l)));
  // Equal scores: the higher catalog tier (the larger market) first.
  return scored.sort((a, b) =>
    b.opportunity.overall_score - a.opportunity.overall_score ||
    a.opportunity.tier - b.opportunity.tier ||
    a.opportunity.league_id.localeCompare(b.opportunity.league_id)
  );
}

const factOf = (o: Opportunity) =>
  `${o.name} (${o.sport}, ${o.region}, catalog tier ${o.tier}, ${o.status}) scores ` +
  `${o.overall_score.toFixed(2)}, ${o.partnership_tier}, ${o.classification}; readiness ` +
  `${o.readiness_level}; recommended contract ${o.recommended_flavor}.`;

/** The provider's text over the facts, with the facts it cites. */
async function narrate(s: IntelligenceServices, question: string, facts: string[], sentences = 4) {
  const answer = await s.ai.complete({ question, context: facts, maxSentences: sentences });
  return {
    text: answer.text || facts.slice(0, sentences).join(" "),
    citations:
      (answer.citations.length ? answer.citations : facts.slice(0, sentences).map((_, i) => i))
        .map((i) => facts[i]),
    provider: answer.provider,
    cost_usd: answer.cost_usd,
  };
}

/**
 * `POST /v1/league-intelligence/partnership-opportunities`: the league's own evaluation, and the
 * leagues of the criteria's region and market size ranked by partnership score.
 */
export async function partnershipOpportunities(
  s: IntelligenceServices,
  body: { league_id: string; criteria?: { market_size?: MarketSize; region?: string } },
) {
  const league = await findLeague(s, body.league_id);
  const { opportunity } = await opportunityOf(s, league);
  const size = body.criteria?.market_size;
  const ranked = await rankedLeagues(s, body.criteria?.region, size && TIERS_OF_MARKET[size]);
  const opportunities = ranked.map((r) => r.opportunity)
    .filter((o) => o.league_id !== league.id).slice(0, 10);
  const narration = await narrate(
    s,
    `partnership opportunities ${league.name} ${body.criteria?.region ?? ""} scores tier`,
    [factOf(opportunity), ...opportunities.map(factOf)],
  );
  return {
    league_id: league.id,
    criteria: { market_size: size ?? null, region: body.criteria?.region ?? null },
    league: opportunity,
    opportunities,
    summary: narration.text,
    provider: narration.provider,
    generated_at: s.clock().toISOString(),
  };
}

/**
 * `POST /v1/league-intelligence/league-research`: what the catalog knows of a league, its score and readiness,
 * the closest comparable leagues, and findings written from those facts.
 */
export async function leagueResearch(
  s: IntelligenceServices,
  body: { league_id: string; focus?: string },
) {
  const league = await findLeague(s, body.league_id);
  const own = await opportunityOf(s, league);
  const others = (await rankedLeagues(s)).filter((r) => r.opportunity.league_id !== league.id);
  const distance = (o: Opportunity) =>
    Math.abs(o.overall_score - own.opportunity.overall_score) +
    (o.region === league.region ? 0 : 0.1) + (o.tier === league.tier ? 0 : 0.05);
  const comparables = others.map((r) => r.opportunity)
    .sort((a, b) => distance(a) - distance(b) || a.league_id.localeCompare(b.league_id))
    .slice(0, 3);
  const { score } = own.scored;
  const facts = [
    factOf(own.opportunity),
    ...Object.entries(score.components).map(([name, value]) =>
      `${league.name}'s ${name.replaceAll("_", " ")} component is ${value.toFixed(2)}.`
    ),
    ...own.readiness.recommendations.map((r) => `Recommendation for ${league.name}: ${r}`),
    ...comparables.map((o) => `Comparable: ${factOf(o)}`),
  ];
  const narration = await narrate(
    s,
    body.focus ?? `${league.name} market size data quality betting readiness recommendation`,
    facts,
    5,
  );
  return {
    league_id: league.id,
    name: league.name,
    profile: { ...own.scored.league, league_name: league.name },
    partnership_score: {
      overall_score: score.overall_score,
      tier: score.tier,
      components: score.components,
    },
    readiness: own.readiness,
    comparables,
    findings: narration.text,
    citations: narration.citations,
    provider: narration.provider,
    cost_usd: narration.cost_usd,
    generated_at: s.clock().toISOString(),
  };
}

/**
 * `POST /v1/league-intelligence/daily-outreach`: whom to contact today: leagues onboarding
 * first (the pipeline evaluated them), then the best-scored active leagues, each with its next
 * step from the readiness assessment.
 */
export async function dailyOutreach(
  s: IntelligenceServices,
  body: { limit?: number; region?: string },
) {
  const ranked = await rankedLeagues(s, body.region);
  const ordered = [
    ...ranked.filter((r) => r.opportunity.status === "onboarding"),
    ...ranked.filter((r) => r.opportunity.status !== "onboarding"),
  ].slice(0, body.limit ?? 5);
  const targets = ordered.map(({ opportunity, readiness }) => ({
    ...opportunity,
    next_action: readiness.recommendations[0] ??
      `Send the ${opportunity.recommended_flavor} termsheet.`,
  }));
  const narration = await narrate(
    s,
    "outreach today onboarding scores recommended contract readiness",
    targets.map((t) => `${factOf(t)} Next: ${t.next_action}`),
    targets.length || 1,
  );
  return {
    date: s.clock().toISOString().slice(0, 10),
    region: body.region ?? null,
    targets,
    summary: narration.text,
    provider: narration.provider,
    generated_at: s.clock().toISOString(),
  };
}
