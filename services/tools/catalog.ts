/** Tools over the catalog (spec 002): sports, leagues, teams, players, discovery, evaluation. */
import { z } from "zod";
import { LEAGUE_STATUSES } from "../../db/schema/catalog.ts";
import {
  discoverLeagues,
  evaluateCatalogLeague,
  getLeague,
  leagueResearch,
  listLeagues,
  listPlayers,
  listSports,
  listTeams,
} from "../catalog/mod.ts";
import type { CatalogReader, LeagueRepresentation } from "../catalog/leagues.ts";
import { MAX_LIMIT } from "../catalog/lists.ts";
import { defineTool, READ_ONLY, type ToolContext } from "./registry.ts";

const reader = ({ services, principal }: ToolContext): CatalogReader => ({
  db: services.db,
  principal,
});

/** As on /v1: an ID-token caller gets the second description's representation. */
const representation = ({ principal }: ToolContext): LeagueRepresentation =>
  principal?.kind === "id_token" ? "leagues" : "data";

const LeagueId = z.string().min(1).max(100).describe("A league id, e.g. league_nll.");
const Region = z.string().min(1).max(100).describe("Region, case-insensitive.");
const page = (fallback: number) => ({
  limit: z.number().int().min(1).max(MAX_LIMIT).default(fallback).describe(
    `Page size, 1 to ${MAX_LIMIT}.`,
  ),
  offset: z.number().int().min(0).max(1_000_000).default(0).describe("Items to skip."),
});
const ListOf = (item: z.ZodType) =>
  z.looseObject({ items: z.array(item), total: z.number().int(), has_more: z.boolean() });
const ListResult = z.looseObject({
  items: z.array(z.looseObject({ id: z.string() })),
  total: z.number().int(),
  has_more: z.boolean(),
});
const asRecord = <T>(value: T) => value as unknown as Record<string, unknown>;

export const sports = defineTool({
  name: "list_sports",
  title: "List sports",
  description: "The catalog's sports with their format and number of events " +
    "(GET /v1/data/sports).",
  input: z.object({}).strict(),
  output: ListOf(z.looseObject({ code: z.string(), name: z.string() })),
  annotations: READ_ONLY,
  run: async ({ services }) => asRecord(await listSports(services.db)),
});

export const leagues = defineTool({
  name: "list_leagues",
  title: "Search the league catalog",
  description: "Leagues filtered by sport, region, tier and status, in the caller's " +
    "representation of GET /v1/leagues (an API key gets `{data, pagination}`, an ID token " +
    "`{leagues, total, limit, offset}`).",
  input: z.object({
    sport: z.string().min(1).max(100).optional().describe("A sport code or name."),
    region: Region.optional(),
    tier: z.number().int().min(1).max(5).optional(),
    status: z.enum(LEAGUE_STATUSES).optional(),
    ...page(50),
  }).strict(),
  output: z.looseObject({}),
  annotations: READ_ONLY,
  run: async (ctx, query) => asRecord(await listLeagues(reader(ctx), query, representation(ctx))),
});

export const league = defineTool({
  name: "get_league",
  title: "Get a league",
  description: "One league of the catalog (GET /v1/leagues/{league_id}).",
  input: z.object({ league_id: LeagueId }).strict(),
  output: z.looseObject({ id: z.string(), name: z.string() }),
  annotations: READ_ONLY,
  run: async (ctx, { league_id }) =>
    asRecord(await getLeague(reader(ctx), league_id, representation(ctx))),
});

export const teams = defineTool({
  name: "list_teams",
  title: "List teams",
  description: "Teams of the catalog, of one league when `league_id` is given (GET /v1/teams).",
  input: z.object({ league_id: LeagueId.optional(), ...page(50) }).strict(),
  output: ListResult,
  annotations: READ_ONLY,
  run: async (ctx, query) => asRecord(await listTeams(reader(ctx), query)),
});

export const players = defineTool({
  name: "list_players",
  title: "List players",
  description: "Players of the catalog, of one team or league when given (GET /v1/players).",
  input: z.object({
    team_id: z.string().min(1).max(200).optional().describe("A team id from list_teams."),
    league_id: LeagueId.optional(),
    ...page(50),
  }).strict(),
  output: ListResult,
  annotations: READ_ONLY,
  run: async (ctx, query) => asRecord(await listPlayers(reader(ctx), query)),
});

export const discovery = defineTool({
  name: "discover_leagues",
  title: "Discovery search",
  description: "Full-text search of leagues (names, aliases, sport, region; every word must " +
    "match, as a word or its beginning), best match first (GET /v1/leagues/discovery).",
  input: z.object({
    query: z.string().min(1).max(200).describe("What to look for, e.g. 'sprint car'."),
    region: Region.optional(),
    ...page(20),
  }).strict(),
  output: ListResult,
  annotations: READ_ONLY,
  run: async (ctx, query) => asRecord(await discoverLeagues(reader(ctx), query)),
});

export const evaluate = defineTool({
  name: "evaluate_league",
  title: "Evaluate a league for partnership",
  description: "The partnership pipeline's scoring and readiness assessment applied to what " +
    "the catalog knows of a league (POST /v1/leagues/discovery/{id}/evaluate). Records the " +
    "score on the league, as that route does; the same facts give the same score.",
  input: z.object({ league_id: LeagueId }).strict(),
  output: z.looseObject({
    league_id: z.string(),
    partnership_score: z.looseObject({ overall_score: z.number(), tier: z.string() }),
  }),
  // It writes the league's latest score: not read-only, but repeating it changes nothing.
  annotations: { ...READ_ONLY, readOnlyHint: false },
  renames: { id: "league_id" },
  run: async (ctx, { league_id }) =>
    asRecord(await evaluateCatalogLeague(reader(ctx), league_id, ctx.services.clock())),
});

export const research = defineTool({
  name: "research_league",
  title: "League research",
  description: "What the catalog knows of a league, its partnership score and readiness, the " +
    "closest comparable leagues, and findings written from those facts with citations " +
    "(POST /v1/league-intelligence/league-research).",
  input: z.object({
    league_id: LeagueId,
    focus: z.string().min(1).max(500).optional().describe("What the findings should address."),
  }).strict(),
  output: z.looseObject({ league_id: z.string(), findings: z.string() }),
  annotations: READ_ONLY,
  run: async (ctx, body) =>
    asRecord(
      await leagueResearch(
        { ...reader(ctx), ai: ctx.services.ai, clock: ctx.services.clock },
        body,
      ),
    ),
});
