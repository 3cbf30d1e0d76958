/**
 * Per-season statistics of a league: the standings (the same points the futures read:
 * RACE_POINTS by final position, team games by wins), games per season, playoff places, and
 * each player's figures over the season's events.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import { athletes, eventParticipants, events, heatResults, tours } from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";
import { readSeason } from "../pricing/futures.ts";
import { SPORTS, type SportType } from "../sports/catalog.ts";
import { type CatalogReader, findLeague, type LeagueRecord } from "./leagues.ts";

export const fullName = (a: { firstName: string; middleName: string; lastName: string }) =>
  [a.firstName, a.middleName, a.lastName].filter(Boolean).join(" ");

/**
 * Playoff places: team-game leagues send the largest power of two up to half their teams;
 * leagues of individual athletes (racing constructors included) rank on season points and have
 * none (0).
 */
export function playoffsTeams(league: LeagueRecord): number {
  const teamGames = SPORTS.some((s) => s.sportType === league.sport && s.teams);
  if (!teamGames || league.teams_count < 4) return 0;
  return 2 ** Math.floor(Math.log2(league.teams_count / 2));
}

/** The second description's `stats` of a league detail. */
export const leagueStats = (league: LeagueRecord) => ({
  games_per_season: league.total_events,
  playoffs_teams: playoffsTeams(league),
});

export interface Standing {
  rank: number;
  id: string;
  name: string;
  kind: "athlete" | "team";
  points: number;
  wins: number;
}

export interface PlayerStatistics {
  player_id: string;
  name: string;
  team_id: string | null;
  events: number;
  heats: number;
  heat_wins: number;
  podiums: number;
}

/** `GET /v1/stats`: a league's season (its current one unless `season` names another). */
export async function seasonStatistics(reader: CatalogReader, leagueId: string, season?: number) {
  const { db } = reader;
  const league = await findLeague(reader, leagueId);
  const [tour] = league.tour_id
    ? await db.select().from(tours).where(eq(tours.id, league.tour_id))
    : [];
  if (!tour || (season !== undefined && season !== tour.season)) {
    const which = season === undefined ? "no season" : `no ${season} season`;
    throw notFound(`league ${leagueId} has ${which} on file`, { parameter: "season" });
  }
  const current = (await readSeason(db, league.sport as SportType, tour.id))!;
  const standings: Standing[] = current.competitors
    .map((c, i) => ({
      id: c.key,
      name: c.team?.name ?? (c.athlete ? fullName(c.athlete) : c.key),
      kind: c.team ? "team" as const : "athlete" as const,
      points: current.points[i],
      wins: current.wins[i],
    }))
    .sort((a, b) => b.points - a.points || b.wins - a.wins || a.name.localeCompare(b.name))
    .map((s, i) => ({ rank: i + 1, ...s }));
  const heatWins = sql<number>`coalesce(sum(${heatResults.position} = 1), 0)`;
  const podiums = sql<number>`coalesce(sum(${heatResults.position} <= 3), 0)`;
  const rows = await db.select({
    player_id: athletes.id,
    firstName: athletes.firstName,
    middleName: athletes.middleName,
    lastName: athletes.lastName,
    team_id: athletes.teamId,
    events: sql<number>`count(DISTINCT ${eventParticipants.eventId})`,
    heats: count(heatResults.id),
    heat_wins: heatWins,
    podiums,
  }).from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .innerJoin(athletes, eq(athletes.id, eventParticipants.athleteId))
    .leftJoin(heatResults, eq(heatResults.eventParticipantId, eventParticipants.id))
    .where(eq(events.tourId, tour.id))
    .groupBy(athletes.id)
    .orderBy(desc(podiums), desc(heatWins), athletes.id);
  const players: PlayerStatistics[] = rows.map(({ firstName, middleName, lastName, ...r }) => ({
    ...r,
    name: fullName({ firstName, middleName, lastName }),
  }));
  return {
    league_id: league.id,
    season: tour.season,
    games_per_season: league.total_events,
    games_completed: current.completed,
    playoffs_teams: playoffsTeams(league),
    standings,
    player_statistics: players,
  };
}
