/**
 * The catalog's leagues: one per tour of the demo season (the same tours, events, teams and
 * athletes as /api/v1/public, cross-referenced by id), and the leagues the partnership pipeline
 * evaluated, which join as `onboarding`. Both catalog descriptions read them from here.
 */
import { and, count, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leagues, type LeagueStatus, sports, tours } from "../../db/schema/mod.ts";
import { allows, ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { notFound } from "../errors.ts";
import { SPORT_TYPES, type SportType } from "../sports/catalog.ts";
import { listOf, type ListResult, orderOf, type Page } from "./lists.ts";
import { LEAGUE_PROFILES, leagueIdOf, TIER_OF_PARTNERSHIP } from "./profiles.ts";

/** Writes the demo season's leagues, unless every tour already has its league. */
export async function ensureDemoLeagues(db: Database, now: Date): Promise<number> {
  const rows = await db.select({ tour: tours, sportName: sports.name }).from(tours)
    .innerJoin(sports, eq(sports.sportType, tours.sportType));
  // Nothing to do while every tour has its league (a reseeded season brings new tour ids).
  const known = await db.select({ tourId: leagues.tourId }).from(leagues)
    .where(isNotNull(leagues.tourId));
  const have = new Set(known.map((l) => l.tourId));
  if (rows.every(({ tour }) => have.has(tour.id))) return 0;
  for (const { tour, sportName } of rows) {
    const profile = LEAGUE_PROFILES[tour.sportType];
    const row = {
      id: leagueIdOf(tour.sportType),
      name: sportName,
      sport: tour.sportType,
      sportName,
      tourId: tour.id,
      tier: profile.tier,
      region: profile.region,
      status: "active" as const,
      founded: String(profile.founded),
      aliases: JSON.stringify([...new Set([...profile.aliases, tour.name.replace(/^\d{4} /, "")])]),
      updatedAt: now.toISOString(),
    };
    await db.insert(leagues).values(row).onConflictDoUpdate({
      target: leagues.id,
      set: { tourId: row.tourId, name: row.name, aliases: row.aliases, updatedAt: row.updatedAt },
    });
  }
  return rows.length;
}

/** What a partnership evaluation tells the catalog about a league. */
export interface EvaluatedLeague {
  league_name: string;
  sport?: string;
  sport_code?: string;
  region?: string;
  founded_year?: number;
  overall_score: number;
  tier: string;
  run_id?: string;
}

/**
 * A league the pipeline evaluated joins the catalog as `onboarding` (an archived one comes back
 * as `onboarding`); a league already in the catalog under that name or id keeps its place and
 * status, with the new score.
 */
export async function recordEvaluatedLeague(db: Database, e: EvaluatedLeague, now: Date) {
  const name = e.league_name.trim().slice(0, 200);
  const [existing] = await db.select({ id: leagues.id, status: leagues.status }).from(leagues)
    .where(sql`${leagues.id} = ${leagueIdOf(name)} OR lower(${leagues.name}) = lower(${name})`)
    .limit(1);
  const score = {
    partnershipScore: e.overall_score,
    partnershipTier: e.tier,
    pipelineRunId: e.run_id ?? null,
    updatedAt: now.toISOString(),
  };
  if (existing) {
    const status: LeagueStatus = existing.status === "archived" ? "onboarding" : existing.status;
    // A league still onboarding takes its catalog tier from the new evaluation; an active
    // league's tier is the catalog's own and stays.
    const tier = status === "onboarding" ? { tier: TIER_OF_PARTNERSHIP[e.tier] ?? 5 } : {};
    await db.update(leagues).set({ ...score, ...tier, status }).where(eq(leagues.id, existing.id));
    return existing.id;
  }
  const code = SPORT_TYPES.includes(e.sport_code as SportType) ? e.sport_code! : undefined;
  const sport = code ?? (e.sport?.trim().toLowerCase() || "unknown");
  const id = leagueIdOf(name);
  await db.insert(leagues).values({
    id,
    name,
    sport,
    sportName: e.sport?.trim() || sport,
    tourId: null,
    tier: TIER_OF_PARTNERSHIP[e.tier] ?? 5,
    region: e.region?.trim() || "Unknown",
    status: "onboarding",
    founded: e.founded_year ? String(e.founded_year) : "unknown",
    aliases: "[]",
    ...score,
  });
  return id;
}

/**
 * Who reads the catalog: its database, and the caller (none for the service itself, which sees
 * everything).
 */
export interface CatalogReader {
  db: Database;
  principal?: Principal;
}

/**
 * Leagues a pipeline run put in the catalog as `onboarding` are seen by the run's owner (with a
 * credential that may read its objects: not a public-data key) and tenant admins only: a
 * league's questionnaire stays its own (tests/ownership_matrix_test.ts) until the league is
 * active in the data.
 */
export function visibleTo(principal?: Principal): SQL | undefined {
  if (!principal || seesAll(principal)) return undefined;
  const hidden = sql`(leagues.status <> 'onboarding' OR leagues.pipeline_run_id IS NULL)`;
  if (!allows(principal, "read")) return hidden;
  const owner = ownerOf(principal);
  return sql`(leagues.status <> 'onboarding' OR leagues.pipeline_run_id IS NULL OR
    leagues.pipeline_run_id IN (SELECT r.id FROM pipeline_runs r
      WHERE r.owner_kind = ${owner.kind} AND r.owner_id = ${owner.id}))`;
}

/**
 * Callers who see the same catalog share a name: `all` (the service, tenant admins), `public`
 * (credentials that may not read owned objects), or the owner whose onboarding leagues show.
 */
export function visibilityOf(principal?: Principal): string {
  if (!principal || seesAll(principal)) return "all";
  if (!allows(principal, "read")) return "public";
  const owner = ownerOf(principal);
  return `${owner.kind}:${owner.id}`;
}

/** Every field a catalog reader needs of one league. */
export interface LeagueRecord {
  id: string;
  name: string;
  sport: string;
  sport_name: string;
  tour_id: string | null;
  tier: number;
  region: string;
  status: LeagueStatus;
  founded: string;
  aliases: string[];
  total_events: number;
  teams_count: number;
  players_count: number;
  partnership_score: number | null;
  partnership_tier: string | null;
}

// Correlated subqueries name their tables explicitly: drizzle leaves columns unqualified here.
const totalEvents = sql<number>`(SELECT count(*) FROM events e WHERE e.tour_id = leagues.tour_id)`
  .mapWith(Number);
// Teams and athletes belong to a league through its tour's sport; a league without a tour has
// none on file.
const teamsCount = sql<number>`CASE WHEN leagues.tour_id IS NULL THEN 0 ELSE
  (SELECT count(*) FROM teams t WHERE t.sport_type = leagues.sport) END`.mapWith(Number);
const playersCount = sql<number>`CASE WHEN leagues.tour_id IS NULL THEN 0 ELSE
  (SELECT count(*) FROM athletes a WHERE a.sport_type = leagues.sport) END`.mapWith(Number);

const recordColumns = {
  id: leagues.id,
  name: leagues.name,
  sport: leagues.sport,
  sport_name: leagues.sportName,
  tour_id: leagues.tourId,
  tier: leagues.tier,
  region: leagues.region,
  status: leagues.status,
  founded: leagues.founded,
  aliases: leagues.aliases,
  total_events: totalEvents,
  teams_count: teamsCount,
  players_count: playersCount,
  partnership_score: leagues.partnershipScore,
  partnership_tier: leagues.partnershipTier,
};

type RawRecord = Omit<LeagueRecord, "aliases"> & { aliases: string };
const toRecord = (r: RawRecord): LeagueRecord => ({ ...r, aliases: JSON.parse(r.aliases) });

/** The fields `sort` takes on league lists. */
export const LEAGUE_SORT_FIELDS = {
  name: leagues.name,
  tier: leagues.tier,
  founded: leagues.founded,
  region: leagues.region,
  sport: leagues.sport,
  status: leagues.status,
  total_events: totalEvents,
};

export interface LeagueFilters {
  sport?: string;
  region?: string;
  tier?: number;
  status?: LeagueStatus;
  /** Only these leagues (a search's page). */
  ids?: string[];
  sort?: string;
}

function whereOf(f: LeagueFilters, principal?: Principal): SQL | undefined {
  return and(
    visibleTo(principal),
    f.sport
      ? sql`(${leagues.sport} = lower(${f.sport}) OR lower(${leagues.sportName}) = lower(${f.sport}))`
      : undefined,
    f.region ? sql`lower(${leagues.region}) = lower(${f.region})` : undefined,
    f.tier ? eq(leagues.tier, f.tier) : undefined,
    f.status ? eq(leagues.status, f.status) : undefined,
    f.ids ? inArray(leagues.id, f.ids) : undefined,
  );
}

/** One page of leagues by the filters, in `sort` order (by name unless asked otherwise). */
export async function findLeagues(
  { db, principal }: CatalogReader,
  filters: LeagueFilters & Page,
): Promise<ListResult<LeagueRecord>> {
  const where = whereOf(filters, principal);
  const order = orderOf(filters.sort, LEAGUE_SORT_FIELDS, "name");
  const [rows, [{ total }]] = await Promise.all([
    db.select(recordColumns).from(leagues).where(where).orderBy(...order, leagues.id)
      .limit(filters.limit).offset(filters.offset),
    db.select({ total: count() }).from(leagues).where(where),
  ]);
  return listOf(rows.map(toRecord), total, filters);
}

/** One league; 404 naming the parameter when there is none. */
export async function findLeague(
  { db, principal }: CatalogReader,
  id: string,
  parameter = "league_id",
) {
  const [row] = await db.select(recordColumns).from(leagues)
    .where(and(eq(leagues.id, id), visibleTo(principal)));
  if (!row) throw notFound(`league ${id} not found`, { parameter });
  return toRecord(row);
}

/** The first description's League. */
export const leagueV1 = (r: LeagueRecord) => ({
  id: r.id,
  name: r.name,
  sport: r.sport,
  tier: r.tier,
  region: r.region,
  status: r.status,
  aliases: r.aliases,
  metadata: { founded: r.founded, total_events: r.total_events },
});

/** The second description's league summary. */
export const leagueSummary = (r: LeagueRecord) => ({
  id: r.id,
  name: r.name,
  sport: r.sport,
  region: r.region,
  teams_count: r.teams_count,
});

/** Which description answers: the X-API-Key one (`data`) or the ID-token one (`leagues`). */
export type LeagueRepresentation = "data" | "leagues";

/**
 * `GET /v1/leagues` in the caller's representation: `{data, pagination}` for the first
 * description, `{leagues, total, limit, offset}` for the second.
 */
export async function listLeagues(
  reader: CatalogReader,
  query: LeagueFilters & Page,
  representation: LeagueRepresentation,
) {
  const page = await findLeagues(reader, query);
  if (representation === "data") {
    return {
      data: page.items.map(leagueV1),
      pagination: { total: page.total, has_more: page.has_more },
    };
  }
  return {
    leagues: page.items.map(leagueSummary),
    total: page.total,
    limit: page.limit,
    offset: page.offset,
  };
}

const wordsOf = (text: string) =>
  new Set(
    (text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((w) => w.length >= 3),
  );

/** A league the text names: its name's words, an alias, its sport's code or name. */
function names(league: LeagueRecord, asked: Set<string>): boolean {
  const own = [league.sport, league.sport_name, ...league.aliases].map((n) => n.toLowerCase());
  if (own.some((n) => asked.has(n))) return true;
  const name = [...wordsOf(league.name)].filter((w) => !["league", "tour", "world"].includes(w));
  return name.length > 0 && name.filter((w) => asked.has(w)).length >= Math.min(2, name.length);
}

/** The catalog's leagues (those the caller sees) a text names, at most four. */
export async function namedLeagues(
  s: CatalogReader,
  text: string,
): Promise<LeagueRecord[]> {
  const asked = wordsOf(text);
  const { items } = await findLeagues({ db: s.db, principal: s.principal }, {
    limit: 200,
    offset: 0,
  });
  return items.filter((l) => names(l, asked)).slice(0, 4);
}
