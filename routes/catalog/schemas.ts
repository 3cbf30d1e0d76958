import { z } from "@hono/zod-openapi";
import { PLAYER_SORT_FIELDS, TEAM_SORT_FIELDS } from "../../services/catalog/rosters.ts";
import { Limit, ListOf, Offset, Sort } from "../catalog_read.ts";

export const Sport = z.object({
  code: z.string().openapi({ example: "wsl" }),
  name: z.string(),
  format: z.string(),
  team_based: z.boolean(),
  events: z.number().int(),
}).openapi("CatalogSport");

export const SportList = ListOf(Sport, "CatalogSportList");

export const AthleteStats = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  nationality: z.string(),
  statistics: z.object({
    events: z.number().int(),
    heats: z.number().int(),
    heat_wins: z.number().int(),
    podiums: z.number().int(),
  }),
}).openapi("AthleteStatistics");

export const AthleteParams = z.object({ athlete_id: z.string().min(1).max(100) });

const Id = (name: string, example: string) =>
  z.string().min(1).max(100).openapi({ param: { name, in: "path" }, example });

export const IdParams = z.object({ id: Id("id", "b31c72b6-35f7-4e5b-9cf8-5c98eda062c8") });
export const EventParams = z.object({
  event_id: Id("event_id", "wsl:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b"),
});

export const DataSummary = z.object({
  sports: z.number().int(),
  leagues: z.object({
    total: z.number().int(),
    active: z.number().int(),
    onboarding: z.number().int(),
    archived: z.number().int(),
  }),
  teams: z.number().int(),
  players: z.number().int(),
  events: z.object({ total: z.number().int(), live: z.number().int() }),
  heats: z.number().int(),
  results: z.number().int().openapi({ description: "Athlete-in-heat lines." }),
  demo_season: z.object({
    seed: z.string().nullable(),
    anchor: z.string().nullable().openapi({
      description: "The UTC day the season is laid around.",
    }),
  }),
}).openapi("DataSummary");

export const LiveScores = z.object({
  event_id: z.string(),
  league_id: z.string().nullable(),
  name: z.string(),
  status: z.string().openapi({ example: "LIVE" }),
  updated_at: z.string(),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      side: z.enum(["home", "away"]),
      score: z.number().nullable(),
    }).openapi("LiveTeamScore"),
  ),
  heats: z.array(
    z.object({
      heat_id: z.string(),
      round: z.string(),
      name: z.string(),
      status: z.enum(["LIVE", "COMPLETED"]),
      results: z.array(
        z.object({
          athlete_id: z.string(),
          name: z.string(),
          position: z.number().int().nullable(),
          score: z.number().nullable(),
          status: z.string(),
        }).openapi("LiveResult"),
      ),
    }).openapi("LiveHeat"),
  ),
}).openapi("LiveScores", {
  description: "The scores as they stand: team scores, and every heat under way or finished " +
    "with its lines in finishing order.",
});

export const Team = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  league_id: z.string().nullable(),
  sport: z.string(),
  players_count: z.number().int(),
}).openapi("CatalogTeam");

export const Player = z.object({
  id: z.string().openapi({ description: "The athlete id of /api/v1/public." }),
  name: z.string(),
  sport: z.string(),
  league_id: z.string().nullable(),
  team_id: z.string().nullable(),
  nationality: z.string(),
}).openapi("CatalogPlayer");

export const TeamDetail = Team.extend({
  players: z.array(Player),
  statistics: z.object({ events: z.number().int() }),
}).openapi("CatalogTeamDetail");

export const PlayerDetail = Player.extend({
  gender: z.string(),
  dob: z.string(),
  hometown: z.string(),
  stance: z.string(),
  statistics: AthleteStats.shape.statistics,
}).openapi("CatalogPlayerDetail");

export const TeamList = ListOf(Team, "CatalogTeamList");
export const PlayerList = ListOf(Player, "CatalogPlayerList");

export const TeamsQuery = z.object({
  league_id: z.string().min(1).max(100).optional().openapi({ example: "league_nll" }),
  limit: Limit(50),
  offset: Offset,
  sort: Sort(Object.keys(TEAM_SORT_FIELDS), "name"),
});

export const PlayersQuery = z.object({
  team_id: z.string().min(1).max(100).optional(),
  league_id: z.string().min(1).max(100).optional().openapi({ example: "league_wsl" }),
  limit: Limit(50),
  offset: Offset,
  sort: Sort(Object.keys(PLAYER_SORT_FIELDS), "name"),
});

export const StatsQuery = z.object({
  league_id: z.string().min(1).max(100).openapi({ example: "league_f1" }),
  season: z.coerce.number().int().min(1900).max(2100).optional().openapi({
    description: "The season's year; the league's current season by default.",
    example: 2026,
  }),
});

export const SeasonStatistics = z.object({
  league_id: z.string(),
  season: z.number().int(),
  games_per_season: z.number().int(),
  games_completed: z.number().int(),
  playoffs_teams: z.number().int(),
  standings: z.array(
    z.object({
      rank: z.number().int(),
      id: z.string(),
      name: z.string(),
      kind: z.enum(["athlete", "team"]),
      points: z.number(),
      wins: z.number(),
    }).openapi("Standing", {
      description: "Season points (race points by final position; team games: wins) and wins.",
    }),
  ),
  player_statistics: z.array(
    z.object({
      player_id: z.string(),
      name: z.string(),
      team_id: z.string().nullable(),
      events: z.number().int(),
      heats: z.number().int(),
      heat_wins: z.number().int(),
      podiums: z.number().int(),
    }).openapi("PlayerSeasonStatistics"),
  ),
}).openapi("SeasonStatistics");
