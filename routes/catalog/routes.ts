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
import {
  AthleteParams,
  AthleteStats,
  DataSummary,
  EventParams,
  IdParams,
  LiveScores,
  PlayerDetail,
  PlayerList,
  PlayersQuery,
  SeasonStatistics,
  SportList,
  StatsQuery,
  TeamDetail,
  TeamList,
  TeamsQuery,
} from "./schemas.ts";

const common = {
  tags: ["Catalog"],
  security: CATALOG_SECURITY,
};

export const sports = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/data/sports",
  operationId: "listCatalogSports",
  summary: "Sports (second catalog description)",
  description: "Every sport with its number of events. " + CATALOG_LIMITS,
  responses: readResponses(SportList, "Every sport."),
});

export const summary = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/data/summary",
  operationId: "getDataSummary",
  summary: "Data summary (second catalog description)",
  description: "How many sports, leagues (by status), teams, players, events, heats and " +
    "results the catalog holds, and the demo season it was built from. " + CATALOG_LIMITS,
  responses: readResponses(DataSummary, "The summary."),
});

export const athlete = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/athletes/{athlete_id}",
  operationId: "getAthleteStatistics",
  summary: "Athlete statistics (first catalog description)",
  description: "The athlete (an id of /api/v1/public) and career figures. " + CATALOG_LIMITS,
  request: { params: AthleteParams },
  responses: {
    ...readResponses(AthleteStats, "The athlete and career figures."),
    ...detailErrors(404),
  },
});

export const live = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/events/{event_id}/live",
  operationId: "getLiveScores",
  summary: "Live scores of an event (first catalog description)",
  description: "The scores as they stand, from the same event data as /api/v1/public. " +
    CATALOG_LIMITS,
  request: { params: EventParams },
  responses: { ...readResponses(LiveScores, "The live scores."), ...detailErrors(404) },
});

export const teams = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/teams",
  operationId: "listTeams",
  summary: "Teams (second catalog description)",
  description: "Teams, of one league with `league_id` (404 for an unknown league). " +
    CATALOG_LIMITS,
  request: { query: TeamsQuery },
  responses: { ...readResponses(TeamList, "One page of teams."), ...detailErrors(404) },
});

export const team = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/teams/{id}",
  operationId: "getTeam",
  summary: "A team (second catalog description)",
  description: "The team with its players and the events it played. " + CATALOG_LIMITS,
  request: { params: IdParams },
  responses: { ...readResponses(TeamDetail, "The team."), ...detailErrors(404) },
});

export const players = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/players",
  operationId: "listPlayers",
  summary: "Players (second catalog description)",
  description: "Players (the athletes of /api/v1/public), of one team with `team_id` or one " +
    "league with `league_id` (404 for an unknown one). " + CATALOG_LIMITS,
  request: { query: PlayersQuery },
  responses: { ...readResponses(PlayerList, "One page of players."), ...detailErrors(404) },
});

export const player = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/players/{id}",
  operationId: "getPlayer",
  summary: "A player (second catalog description)",
  description: "The player with career figures. " + CATALOG_LIMITS,
  request: { params: IdParams },
  responses: { ...readResponses(PlayerDetail, "The player."), ...detailErrors(404) },
});

export const stats = createRoute({
  ...common,
  middleware: [catalogGuard(), catalogETag(), catalogCache()] as const,
  method: "get",
  path: "/v1/stats",
  operationId: "getSeasonStatistics",
  summary: "Season statistics (second catalog description)",
  description: "A league's season: standings, games per season, playoff places and each " +
    "player's figures. 404 for an unknown league or a season not on file. " + CATALOG_LIMITS,
  request: { query: StatsQuery },
  responses: { ...readResponses(SeasonStatistics, "The season."), ...detailErrors(404) },
});
