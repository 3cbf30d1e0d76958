/**
 * League opportunities (spec 001): the leagues worth pursuing, from our own scoring, catalog and
 * sportsbook coverage grid. Deterministic: the same data gives the same figures and order.
 *
 * Top opportunities (`/api/league/opportunities/top`), for each catalog league the caller may
 * see (not archived):
 * - `market_size_usd` = MARKET_SIZE_USD[catalog tier] (tier 1: 5,000,000 … tier 5: 250,000), our
 *   yearly figure for the betting-data market of a league of that tier;
 * - `potential_revenue_usd` = roundTo(market_size_usd × overall_score × READINESS_FACTOR[readiness])
 *   (ready 1, nearly_ready 0.85, developing 0.65, not_ready 0.4): what a partnership could earn;
 * - `sportsbook_coverage` = books covering the league's sport / all books (coverage grid);
 * - `market_growth` = 0.6 × (1 − sportsbook_coverage) + 0.4 × overall_score, 0 to 1: room the
 *   books leave, weighted by the league's quality;
 * - `opportunity_score` = roundTo(100 × (0.6 × potential_revenue_usd / 5,000,000 + 0.4 ×
 *   market_growth)), an integer 0 to 100 (`min_score` filters on it).
 * Ranked by opportunity_score, then potential revenue, then league id.
 *
 * Underserved by sportsbooks (`/api/league/opportunities/underserved-sportsbook`), for each
 * league of the coverage grid (catalog leagues with a tour):
 * - `coverage_gap` = 1 − books covering the league / all books;
 * - `market_demand` from the catalog tier: 1–2 `high`, 3 `medium`, 4–5 `low`, weighted
 *   1, 0.7, 0.4;
 * - `underserved_score` = roundTo(100 × coverage_gap × demand weight), an integer 0 to 100.
 * Leagues every book covers are left out. Ranked by underserved_score, then league id.
 */
import type { Database } from "../../db/client.ts";
import type { Principal } from "../auth/principal.ts";
import { leagueOpportunity } from "../catalog/mod.ts";
import { findLeagues, type LeagueRecord } from "../catalog/leagues.ts";
import { MAX_LIMIT } from "../catalog/lists.ts";
import { notFound } from "../errors.ts";
import { type Coverage, loadCoverage } from "../sportsbooks/mod.ts";
import { roundTo } from "../round.ts";

export interface OpportunityContext {
  db: Database;
  clock: () => Date;
  principal?: Principal;
  /** DEMO_SEED: the coverage grid's seed. */
  seed: number;
}

export const MARKET_SIZE_USD: Record<number, number> = {
  1: 5_000_000,
  2: 2_500_000,
  3: 1_200_000,
  4: 600_000,
  5: 250_000,
};
export const READINESS_FACTOR: Record<string, number> = {
  ready: 1,
  nearly_ready: 0.85,
  developing: 0.65,
  not_ready: 0.4,
};
const MAX_POTENTIAL_USD = 5_000_000;

export const MARKET_DEMANDS = ["high", "medium", "low"] as const;
export type MarketDemand = typeof MARKET_DEMANDS[number];
export const DEMAND_WEIGHT: Record<MarketDemand, number> = { high: 1, medium: 0.7, low: 0.4 };
export const demandOf = (tier: number): MarketDemand =>
  tier <= 2 ? "high" : tier === 3 ? "medium" : "low";

/** Every catalog league the caller may see, not archived, of `sport` when given. */
async function visibleLeagues(s: OpportunityContext, sport?: string) {
  const all: LeagueRecord[] = [];
  for (let offset = 0;; offset += MAX_LIMIT) {
    const page = await findLeagues({ db: s.db, principal: s.principal }, {
      sport: sport?.trim().toLowerCase() || undefined,
      limit: MAX_LIMIT,
      offset,
    });
    all.push(...page.items);
    if (page.items.length < MAX_LIMIT) break;
  }
  return all.filter((l) => l.status !== "archived");
}

const booksCoveringSport = (coverage: Coverage, sport: string) =>
  coverage.sportsbooks.filter((b) => b.coverage.some((c) => c.sport === sport));

async function topOf(s: OpportunityContext, league: LeagueRecord, coverage: Coverage) {
  const o = await leagueOpportunity(s.db, league, s.clock());
  const marketSize = MARKET_SIZE_USD[league.tier] ?? MARKET_SIZE_USD[5];
  const readiness = READINESS_FACTOR[o.readiness_level] ?? READINESS_FACTOR.not_ready;
  const potential = Math.round(marketSize * o.overall_score * readiness);
  const books = coverage.sportsbooks.length;
  const share = books ? booksCoveringSport(coverage, league.sport).length / books : 0;
  const growth = roundTo(0.6 * (1 - share) + 0.4 * o.overall_score, 4);
  const score = Math.round(100 * (0.6 * potential / MAX_POTENTIAL_USD + 0.4 * growth));
  return {
    opportunity_id: `top_${league.id}`,
    league_id: league.id,
    name: league.name,
    sport: league.sport,
    region: league.region,
    catalog_tier: league.tier,
    status: league.status,
    overall_score: o.overall_score,
    partnership_tier: o.partnership_tier,
    readiness_level: o.readiness_level,
    recommended_flavor: o.recommended_flavor,
    market_size_usd: marketSize,
    potential_revenue_usd: potential,
    sportsbook_coverage: roundTo(share, 4),
    market_growth: growth,
    opportunity_score: score,
    detail: { strengths: o.strengths, gaps: o.gaps },
  };
}
export type TopOpportunity = Awaited<ReturnType<typeof topOf>>;

const byTop = (a: TopOpportunity, b: TopOpportunity) =>
  b.opportunity_score - a.opportunity_score ||
  b.potential_revenue_usd - a.potential_revenue_usd ||
  a.league_id.localeCompare(b.league_id);

/** `GET /api/league/opportunities/top`. */
export async function topOpportunities(
  s: OpportunityContext,
  q: { limit: number; sport?: string; min_score?: number },
) {
  const coverage = await loadCoverage(s.db, s.seed);
  const leagues = await visibleLeagues(s, q.sport);
  const all = (await Promise.all(leagues.map((l) => topOf(s, l, coverage))))
    .filter((o) => o.opportunity_score >= (q.min_score ?? 0)).sort(byTop);
  return {
    opportunities: all.slice(0, q.limit).map(({ detail: _, ...o }) => o),
    total: all.length,
    filters: { limit: q.limit, sport: q.sport ?? null, min_score: q.min_score ?? null },
    generated_at: s.clock().toISOString(),
  };
}

/** `GET /api/league/opportunities/top/{opportunity_id}`: the figures and what they rest on. */
export async function topOpportunity(s: OpportunityContext, opportunityId: string) {
  const leagueId = /^top_(.+)$/.exec(opportunityId)?.[1];
  const league = leagueId && (await visibleLeagues(s)).find((l) => l.id === leagueId);
  if (!league) {
    throw notFound(`no opportunity '${opportunityId}'`, { parameter: "opportunity_id" });
  }
  const coverage = await loadCoverage(s.db, s.seed);
  const { detail, ...o } = await topOf(s, league, coverage);
  return {
    ...o,
    strengths: detail.strengths,
    gaps: detail.gaps,
    covering_sportsbooks: booksCoveringSport(coverage, league.sport).map((b) => b.id),
    formula: {
      potential_revenue_usd: "roundTo(market_size_usd × overall_score × readiness factor)",
      readiness_factor: READINESS_FACTOR[o.readiness_level] ?? READINESS_FACTOR.not_ready,
      market_growth: "0.6 × (1 − sportsbook_coverage) + 0.4 × overall_score",
      opportunity_score: "roundTo(100 × (0.6 × potential_revenue_usd / 5000000 + 0.4 × " +
        "market_growth))",
    },
  };
}

function underservedOf(league: LeagueRecord, coverage: Coverage) {
  const gridId = `league_${league.tour_id}`;
  const books = coverage.sportsbooks.map((b) => {
    const c = b.coverage.find((c) => c.sport === league.sport);
    return {
      sportsbook_id: b.id,
      name: b.name,
      covers_sport: Boolean(c),
      covers_league: Boolean(c?.league_ids.includes(gridId)),
      markets: c?.league_ids.includes(gridId) ? c.markets : [],
    };
  });
  const covering = books.filter((b) => b.covers_league).length;
  const total = books.length;
  const gap = total ? 1 - covering / total : 0;
  const demand = demandOf(league.tier);
  return {
    opportunity_id: `usb_${league.id}`,
    league_id: league.id,
    name: league.name,
    sport: league.sport,
    region: league.region,
    catalog_tier: league.tier,
    market_demand: demand,
    sportsbooks_total: total,
    sportsbooks_covering_league: covering,
    sportsbooks_covering_sport: books.filter((b) => b.covers_sport).length,
    coverage_gap: roundTo(gap, 4),
    underserved_score: Math.round(100 * gap * DEMAND_WEIGHT[demand]),
    books,
  };
}
export type Underserved = ReturnType<typeof underservedOf>;

async function underservedAll(s: OpportunityContext, sport?: string) {
  const coverage = await loadCoverage(s.db, s.seed);
  const leagues = (await visibleLeagues(s, sport)).filter((l) => l.tour_id);
  return leagues.map((l) => underservedOf(l, coverage))
    .filter((u) => u.sportsbooks_covering_league < u.sportsbooks_total)
    .sort((a, b) =>
      b.underserved_score - a.underserved_score || a.league_id.localeCompare(b.league_id)
    );
}

/** `GET /api/league/opportunities/underserved-sportsbook`. */
export async function underservedOpportunities(
  s: OpportunityContext,
  q: { limit: number; sport?: string; market_demand?: MarketDemand },
) {
  const all = (await underservedAll(s, q.sport))
    .filter((u) => !q.market_demand || u.market_demand === q.market_demand);
  return {
    opportunities: all.slice(0, q.limit).map(({ books: _, ...u }) => u),
    total: all.length,
    filters: { limit: q.limit, sport: q.sport ?? null, market_demand: q.market_demand ?? null },
    generated_at: s.clock().toISOString(),
  };
}

/** `GET /api/league/opportunities/underserved-sportsbook/{opportunity_id}`, book by book. */
export async function underservedOpportunity(s: OpportunityContext, opportunityId: string) {
  const found = /^usb_/.test(opportunityId) &&
    (await underservedAll(s)).find((u) => u.opportunity_id === opportunityId);
  if (!found) {
    throw notFound(`no opportunity '${opportunityId}'`, { parameter: "opportunity_id" });
  }
  return {
    ...found,
    missing_sportsbooks: found.books.filter((b) => !b.covers_league).map((b) => b.sportsbook_id),
    formula: {
      coverage_gap: "1 − sportsbooks_covering_league / sportsbooks_total",
      demand_weight: DEMAND_WEIGHT[found.market_demand],
      underserved_score: "roundTo(100 × coverage_gap × demand weight)",
    },
  };
}
