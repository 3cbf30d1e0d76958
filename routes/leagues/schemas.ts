import { z } from "@hono/zod-openapi";
import { LEAGUE_STATUSES } from "../../db/schema/catalog.ts";
import { LEAGUE_SORT_FIELDS } from "../../services/catalog/leagues.ts";
import { EVENT_STATUSES } from "../../services/sports/catalog.ts";
import { Limit, Offset, Sort } from "../catalog_read.ts";
import { LeagueProfile, Readiness, Scorecard, ScoreSummary } from "../contracts/schemas.ts";
import { CLASSIFICATION_TIERS } from "../../services/partnership/assessment.ts";

const LeagueId = z.string().min(1).max(100).openapi({
  description: "`league_<id>`, at most 100 characters.",
  example: "league_wsl",
});

export const LeagueStatus = z.enum(LEAGUE_STATUSES).openapi("LeagueStatus", {
  description: "`active` (in the data), `onboarding` (evaluated by the partnership pipeline, " +
    "not yet in the data) or `archived`.",
});

export const League = z.object({
  id: LeagueId,
  name: z.string().openapi({ example: "World Surf League" }),
  sport: z.string().openapi({
    description: "A sport code of /v1/data/sports, or the sport as an onboarding league's " +
      "questionnaire named it.",
    example: "wsl",
  }),
  tier: z.number().int().min(1).max(5).openapi({ description: "1 (top) to 5.", example: 1 }),
  region: z.string().openapi({ example: "Global" }),
  status: LeagueStatus,
  aliases: z.array(z.string()).openapi({ example: ["WSL", "Championship Tour"] }),
  metadata: z.object({
    founded: z.string().openapi({ description: "Year founded, or `unknown`.", example: "1976" }),
    total_events: z.number().int().openapi({
      description: "Events of its current season on file (/v1/leagues/{league_id}/events).",
      example: 24,
    }),
  }),
}).openapi("League", { description: "A league (first catalog description)." });

export const LeagueSummary = z.object({
  id: LeagueId,
  name: z.string(),
  sport: z.string(),
  region: z.string(),
  teams_count: z.number().int().openapi({ description: "0 for leagues of individual athletes." }),
}).openapi("LeagueSummary", { description: "A league (second catalog description)." });

export const LeaguePage = z.object({
  data: z.array(League),
  pagination: z.object({ total: z.number().int(), has_more: z.boolean() }),
}).openapi("LeaguePage", {
  description: "The first description's list: the answer to an X-API-Key.",
});

export const LeagueList = z.object({
  leagues: z.array(LeagueSummary),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
}).openapi("LeagueList", {
  description: "The second description's list: the answer to a bearer ID token.",
});

export const LeaguesResponse = z.union([LeaguePage, LeagueList]).openapi({
  description: "The credential picks the representation: an X-API-Key gets LeaguePage " +
    "`{data, pagination}`, a bearer ID token gets LeagueList `{leagues, total, limit, offset}`.",
});

export const LeaguesQuery = z.object({
  sport: z.string().min(1).max(100).optional().openapi({
    description: "A sport code or name (case-insensitive).",
    example: "f1",
  }),
  region: z.string().min(1).max(100).optional().openapi({
    description: "Region, case-insensitive.",
    example: "North America",
  }),
  tier: z.coerce.number().int().min(1).max(5).optional().openapi({ example: 2 }),
  status: LeagueStatus.optional(),
  limit: Limit(50),
  offset: Offset,
  sort: Sort(Object.keys(LEAGUE_SORT_FIELDS), "name"),
});

const Person = z.object({ id: z.string(), name: z.string() });

export const LeagueDetail = z.object({
  id: LeagueId,
  name: z.string(),
  sport: z.string(),
  region: z.string(),
  tier: z.number().int().min(1).max(5),
  status: LeagueStatus,
  founded: z.string().openapi({ example: "1976" }),
  aliases: z.array(z.string()),
  teams: z.array(Person.extend({ abbreviation: z.string() }).openapi("LeagueTeam")),
  players: z.array(Person.extend({ team_id: z.string().nullable() }).openapi("LeaguePlayer")),
  stats: z.object({
    games_per_season: z.number().int(),
    playoffs_teams: z.number().int().openapi({
      description: "Playoff places (team leagues); 0 where the season ranks on points.",
    }),
  }).openapi("LeagueStats"),
}).openapi("LeagueDetail", {
  description: "A league with its teams, players and season figures (second description).",
});

export const LeagueResponse = z.union([League, LeagueDetail]).openapi({
  description: "An X-API-Key gets League; a bearer ID token gets LeagueDetail.",
});

export const LeagueParams = z.object({
  league_id: LeagueId.openapi({ param: { name: "league_id", in: "path" } }),
});
export const IdParams = z.object({ id: LeagueId.openapi({ param: { name: "id", in: "path" } }) });

export const EventStatusFilter = z.enum(EVENT_STATUSES.map((s) => s.toLowerCase()) as [
  Lowercase<typeof EVENT_STATUSES[number]>,
  ...Lowercase<typeof EVENT_STATUSES[number]>[],
]).openapi("CatalogEventStatus");

export const LeagueEventsQuery = z.object({
  status: EventStatusFilter.optional().openapi({ example: "upcoming" }),
  limit: Limit(50),
  offset: Offset,
});

export const LeagueEvent = z.object({
  id: z.string().openapi({
    description: "The event's id, as /api/v1/public/events/{eventId} takes it.",
    example: "wsl:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b",
  }),
  league_id: LeagueId,
  name: z.string(),
  sport: z.string(),
  status: EventStatusFilter,
  start_date: z.string().openapi({ format: "date-time" }),
  end_date: z.string().openapi({ format: "date-time" }),
  venue: z.string(),
  city: z.string(),
  country: z.string(),
}).openapi("LeagueEvent");

export const LeagueEventPage = z.object({
  data: z.array(LeagueEvent),
  pagination: z.object({ total: z.number().int(), has_more: z.boolean() }),
}).openapi("LeagueEventPage");

export const DiscoveryQuery = z.object({
  query: z.string().max(200).optional().openapi({
    description: "Full-text search (SQLite FTS5) over names, aliases, sport and region; every " +
      "word must match, as a word or its beginning; best matches first.",
    example: "sprint car",
  }),
  region: z.string().min(1).max(100).optional().openapi({ example: "North America" }),
  limit: Limit(20),
  offset: Offset,
});

export const DiscoveryHit = z.object({
  id: LeagueId,
  name: z.string(),
  sport: z.string(),
  region: z.string(),
  tier: z.number().int().min(1).max(5),
  status: LeagueStatus,
  aliases: z.array(z.string()),
  teams_count: z.number().int(),
  relevance: z.number().nullable().openapi({
    description: "BM25 relevance, higher is better (name matches weigh most); null without " +
      "a query.",
  }),
}).openapi("DiscoveryHit");

export const DiscoveryResults = z.object({
  items: z.array(DiscoveryHit),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
  query: z.string().nullable().openapi({ description: "The query searched; null for none." }),
}).openapi("DiscoveryResults");

const Count = <K extends string>(key: K, schema: z.ZodType) =>
  z.object(
    { [key]: schema, leagues: z.number().int() } as Record<K, z.ZodType> & {
      leagues: z.ZodNumber;
    },
  );

export const DiscoveryStats = z.object({
  total_leagues: z.number().int(),
  by_status: z.object({
    active: z.number().int(),
    onboarding: z.number().int(),
    archived: z.number().int(),
  }),
  by_sport: z.array(Count("sport", z.string())),
  by_region: z.array(Count("region", z.string())),
  by_tier: z.array(Count("tier", z.number().int())),
  evaluated: z.object({
    leagues: z.number().int().openapi({ description: "Leagues with a partnership score." }),
    average_partnership_score: z.number().nullable(),
  }),
  search_index: z.object({ engine: z.literal("sqlite-fts5"), documents: z.number().int() }),
}).openapi("DiscoveryStats");

export const LeagueEvaluation = z.object({
  league_id: LeagueId,
  evaluated_at: z.string().openapi({ format: "date-time" }),
  profile: LeagueProfile.openapi({
    description: "What the catalog knows of the league, as the scoring reads it; a fact not " +
      "on file is left out and counts as unknown.",
  }),
  partnership_score: ScoreSummary,
  confidence: z.number().min(0).max(1),
  classification: z.enum(CLASSIFICATION_TIERS),
  scorecard: Scorecard,
  readiness: Readiness,
}).openapi("LeagueEvaluation");
