import { createRoute } from "@hono/zod-openapi";
import {
  CATALOG_LIMITS,
  CATALOG_SECURITY,
  catalogCache,
  catalogETag,
  catalogGuard,
  readResponses,
} from "../catalog_read.ts";
import { detailErrors } from "../envelope.ts";
import { jsonContent } from "../openapi.ts";
import {
  DiscoveryQuery,
  DiscoveryResults,
  DiscoveryStats,
  IdParams,
  LeagueEvaluation,
  LeagueEventPage,
  LeagueEventsQuery,
  LeagueParams,
  LeagueResponse,
  LeaguesQuery,
  LeaguesResponse,
} from "./schemas.ts";

const common = { tags: ["Catalog"], security: CATALOG_SECURITY };

export const list = createRoute({
  ...common,
  method: "get",
  path: "/v1/leagues",
  operationId: "listLeagues",
  summary: "Leagues (both catalog descriptions)",
  description: "Both catalog descriptions define this read; the credential picks the answer: " +
    "an X-API-Key gets `{data: [League], pagination: {total, has_more}}` (filters sport, " +
    "region, tier, status), a bearer ID token `{leagues: [LeagueSummary], total, limit, " +
    "offset}`. Every filter works with either. " + CATALOG_LIMITS,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  request: { query: LeaguesQuery },
  responses: readResponses(LeaguesResponse, "One page of leagues, by name unless `sort` says."),
});

// Literal /v1/leagues/discovery... is registered before /v1/leagues/{id} (routes/leagues/mod.ts).
export const discovery = createRoute({
  ...common,
  method: "get",
  path: "/v1/leagues/discovery",
  operationId: "discoverLeagues",
  summary: "Search leagues (second description)",
  description: "Full-text search over league names, aliases, sport and region (SQLite FTS5, " +
    "BM25 ranking, name matches first). Without `query`: every league, by name. " +
    CATALOG_LIMITS,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  request: { query: DiscoveryQuery },
  responses: readResponses(DiscoveryResults, "Matching leagues, best first."),
});

export const discoveryStats = createRoute({
  ...common,
  method: "get",
  path: "/v1/leagues/discovery/stats",
  operationId: "getDiscoveryStats",
  summary: "Discovery statistics (second description)",
  description: "Leagues by status, sport, region and tier; evaluated leagues and their mean " +
    "partnership score; the search index. " + CATALOG_LIMITS,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  responses: readResponses(DiscoveryStats, "The catalog's statistics."),
});

export const evaluate = createRoute({
  ...common,
  method: "post",
  path: "/v1/leagues/discovery/{id}/evaluate",
  operationId: "evaluateCatalogLeague",
  summary: "Evaluate a league (second description)",
  description: "Applies the partnership scoring of the pipeline (the same scoreLeague and " +
    "assessLeague) to the league's catalog profile, and keeps the score on the league. " +
    "Takes no body. " + CATALOG_LIMITS.split(". Sends")[0] + ".",
  middleware: [catalogGuard()] as const,
  request: { params: IdParams },
  responses: {
    200: jsonContent(LeagueEvaluation, "The score, tier, components and assessment."),
    ...detailErrors(404),
  },
});

export const get = createRoute({
  ...common,
  method: "get",
  path: "/v1/leagues/{league_id}",
  operationId: "getLeague",
  summary: "A league (both catalog descriptions)",
  description: "An X-API-Key gets the first description's League; a bearer ID token the " +
    "second's LeagueDetail (founded, teams, players, stats). " + CATALOG_LIMITS,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  request: { params: LeagueParams },
  responses: { ...readResponses(LeagueResponse, "The league."), ...detailErrors(404) },
});

export const events = createRoute({
  ...common,
  method: "get",
  path: "/v1/leagues/{league_id}/events",
  operationId: "listLeagueEvents",
  summary: "Events of a league (first description)",
  description: "The league's events by start time, with the ids of /api/v1/public. " +
    CATALOG_LIMITS,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  request: { params: LeagueParams, query: LeagueEventsQuery },
  responses: { ...readResponses(LeagueEventPage, "One page of events."), ...detailErrors(404) },
});
