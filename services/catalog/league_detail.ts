import { asc, eq } from "drizzle-orm";
import { athletes, teams } from "../../db/schema/mod.ts";
import type { SportType } from "../sports/catalog.ts";
import { type CatalogReader, findLeague, type LeagueRepresentation, leagueV1 } from "./leagues.ts";
import { fullName, leagueStats } from "./season.ts";

/**
 * `GET /v1/leagues/{id}` in the caller's representation: the first description's League, or
 * the second's detail with founded, teams, players and season figures.
 */
export async function getLeague(
  reader: CatalogReader,
  id: string,
  representation: LeagueRepresentation,
) {
  const { db } = reader;
  const league = await findLeague(reader, id);
  if (representation === "data") return leagueV1(league);
  const sport = league.sport as SportType;
  const [teamRows, playerRows] = league.tour_id
    ? await Promise.all([
      db.select({ id: teams.id, name: teams.name, abbreviation: teams.abbreviation })
        .from(teams).where(eq(teams.sportType, sport)).orderBy(asc(teams.name)),
      db.select().from(athletes).where(eq(athletes.sportType, sport))
        .orderBy(asc(athletes.lastName), asc(athletes.id)),
    ])
    : [[], []];
  return {
    id: league.id,
    name: league.name,
    sport: league.sport,
    region: league.region,
    tier: league.tier,
    status: league.status,
    founded: league.founded,
    aliases: league.aliases,
    teams: teamRows,
    players: playerRows.map((a) => ({ id: a.id, name: fullName(a), team_id: a.teamId })),
    stats: leagueStats(league),
  };
}
