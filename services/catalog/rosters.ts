/**
 * Teams and players of the catalog: the demo season's teams and athletes (the same ids as
 * /api/v1/public), each with the league its sport's tour belongs to.
 */
import { and, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { athletes, eventTeams, leagues, teams } from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";
import { athleteStatistics } from "./athletes.ts";
import { type CatalogReader, findLeague } from "./leagues.ts";
import { listOf, type ListResult, orderOf, type Page } from "./lists.ts";
import { fullName } from "./season.ts";

const leagueOfTeam = and(eq(leagues.sport, teams.sportType), isNotNull(leagues.tourId));
const leagueOfAthlete = and(eq(leagues.sport, athletes.sportType), isNotNull(leagues.tourId));

const playersOfTeam = sql<
  number
>`(SELECT count(*) FROM ${athletes} WHERE ${athletes.teamId} = ${teams.id})`
  .mapWith(Number);

const teamColumns = {
  id: teams.id,
  name: teams.name,
  abbreviation: teams.abbreviation,
  league_id: leagues.id,
  sport: teams.sportType,
  players_count: playersOfTeam,
};

export interface TeamSummary {
  id: string;
  name: string;
  abbreviation: string;
  league_id: string | null;
  sport: string;
  players_count: number;
}

export const TEAM_SORT_FIELDS = { name: teams.name, abbreviation: teams.abbreviation };

/** A league filter that must name a league of the catalog (404 otherwise). */
async function leagueSport(reader: CatalogReader, leagueId: string | undefined) {
  if (leagueId === undefined) return undefined;
  return (await findLeague(reader, leagueId)).sport;
}

/** `GET /v1/teams`: teams, of one league when `league_id` is given. */
export async function listTeams(
  reader: CatalogReader,
  q: { league_id?: string; sort?: string } & Page,
): Promise<ListResult<TeamSummary>> {
  const { db } = reader;
  const sport = await leagueSport(reader, q.league_id);
  const where: SQL | undefined = q.league_id === undefined
    ? undefined
    : and(eq(teams.sportType, sport as typeof teams.$inferSelect.sportType), isNotNull(leagues.id));
  const order = orderOf(q.sort, TEAM_SORT_FIELDS, "name");
  const [rows, [{ total }]] = await Promise.all([
    db.select(teamColumns).from(teams).leftJoin(leagues, leagueOfTeam).where(where)
      .orderBy(...order, teams.id).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(teams).leftJoin(leagues, leagueOfTeam).where(where),
  ]);
  return listOf(rows, total, q);
}

const playerColumns = {
  id: athletes.id,
  firstName: athletes.firstName,
  middleName: athletes.middleName,
  lastName: athletes.lastName,
  sport: athletes.sportType,
  league_id: leagues.id,
  team_id: athletes.teamId,
  nationality: athletes.nationality,
};

export interface PlayerSummary {
  id: string;
  name: string;
  sport: string;
  league_id: string | null;
  team_id: string | null;
  nationality: string;
}

const toPlayer = (
  { id, firstName, middleName, lastName, ...r }: Omit<PlayerSummary, "name"> & {
    firstName: string;
    middleName: string;
    lastName: string;
  },
): PlayerSummary => ({ id, name: fullName({ firstName, middleName, lastName }), ...r });

export const PLAYER_SORT_FIELDS = {
  name: sql`lower(${athletes.lastName} || ' ' || ${athletes.firstName})`,
  nationality: athletes.nationality,
};

/** `GET /v1/players`: players, of one team (`team_id`) or league (`league_id`) when given. */
export async function listPlayers(
  reader: CatalogReader,
  q: { team_id?: string; league_id?: string; sort?: string } & Page,
): Promise<ListResult<PlayerSummary>> {
  const { db } = reader;
  if (q.team_id !== undefined) await findTeamRow(db, q.team_id, "team_id");
  const sport = await leagueSport(reader, q.league_id);
  const where = and(
    q.team_id === undefined ? undefined : eq(athletes.teamId, q.team_id),
    sport === undefined
      ? undefined
      : and(eq(athletes.sportType, sport as typeof athletes.$inferSelect.sportType)),
  );
  const order = orderOf(q.sort, PLAYER_SORT_FIELDS, "name");
  const [rows, [{ total }]] = await Promise.all([
    db.select(playerColumns).from(athletes).leftJoin(leagues, leagueOfAthlete).where(where)
      .orderBy(...order, athletes.id).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(athletes).where(where),
  ]);
  return listOf(rows.map(toPlayer), total, q);
}

async function findTeamRow(db: Database, id: string, parameter: string) {
  const [row] = await db.select(teamColumns).from(teams).leftJoin(leagues, leagueOfTeam)
    .where(eq(teams.id, id));
  if (!row) throw notFound(`team ${id} not found`, { parameter });
  return row;
}

/** `GET /v1/teams/{id}`: the team, its players and the events it played. */
export async function getTeam(db: Database, id: string) {
  const team = await findTeamRow(db, id, "id");
  const [players, [{ events }]] = await Promise.all([
    db.select(playerColumns).from(athletes).leftJoin(leagues, leagueOfAthlete)
      .where(eq(athletes.teamId, id)).orderBy(athletes.lastName, athletes.id),
    db.select({ events: count() }).from(eventTeams).where(eq(eventTeams.teamId, id)),
  ]);
  return { ...team, players: players.map(toPlayer), statistics: { events } };
}

/** `GET /v1/players/{id}`: the player and career figures over the events on file. */
export async function getPlayer(db: Database, id: string) {
  const [row] = await db.select({
    ...playerColumns,
    gender: athletes.gender,
    dob: athletes.dob,
    hometown: athletes.hometown,
    stance: athletes.stance,
  }).from(athletes).leftJoin(leagues, leagueOfAthlete).where(eq(athletes.id, id));
  if (!row) throw notFound(`player ${id} not found`, { parameter: "id" });
  const { statistics } = await athleteStatistics(db, id);
  const { gender, dob, hometown, stance, ...summary } = row;
  return { ...toPlayer(summary), gender, dob, hometown, stance, statistics };
}
