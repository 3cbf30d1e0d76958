/**
 * Season futures: the rest of a tour's season simulated from the same strengths as the event
 * prices, on top of the points already won. Individual tours score each event by finishing
 * place (25, 22, 20, … for the top 20) and rank each remaining event Plackett–Luce style over
 * its field (the announced one, or one drawn by strength as entries go); team seasons count
 * wins, each remaining game won by the home side with probability 1 / (1 + e^−1.2(Δ + 0.1)).
 * Fight cards and Jai Alai nights have no season standings and no futures.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  athletes,
  eventParticipants,
  events,
  eventTeams,
  heatResults,
  teams,
  tours,
} from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";
import { type Athlete, toAthlete } from "../events/mod.ts";
import { Rng } from "../random.ts";
import { type SportDef, sportDef, type SportType } from "../sports/catalog.ts";
import { RACE_POINTS } from "../sports/formats.ts";
import { OVERROUND, powerMargin } from "./margin.ts";
import { makeOutcome, wire } from "./outcomes.ts";

export const FUTURE_TYPES = ["champion", "top5", "top10", "mostWins"] as const;
export type FutureType = typeof FUTURE_TYPES[number];

const FUTURE_NAMES: Record<FutureType, string> = {
  champion: "Champion",
  top5: "Top 5 finish",
  top10: "Top 10 finish",
  mostWins: "Most event wins",
};

/** How many places a future pays, and its margin. */
const FUTURE_PLACES: Record<FutureType, number> = { champion: 1, top5: 5, top10: 10, mostWins: 1 };

export interface Competitor {
  key: string;
  strength: number;
  athlete?: Athlete;
  team?: { id: string; referenceId: number; name: string };
  referenceId: number;
}

export interface Season {
  def: SportDef;
  tour: typeof tours.$inferSelect;
  competitors: Competitor[];
  points: Float64Array;
  wins: Float64Array;
  completed: number;
  /** Remaining events: individual fields (indexes, or null when not announced) or team games. */
  remaining: ({ field: number[] | null } | { home: number; away: number })[];
  version: string;
}

export interface SeasonSim {
  season: Season;
  sims: number;
  /** Final season rank per simulation and competitor (1-based). */
  rank: Uint16Array;
  /** Share of "most wins" per simulation and competitor (ties split it). */
  mostWins: Float32Array;
  pricedAt: string;
}

export function offersFutures(def: SportDef): boolean {
  return def.format !== "fight" && def.format !== "jaialai";
}

export function futureTypesFor(def: SportDef, competitors: number): FutureType[] {
  return FUTURE_TYPES.filter((f) => FUTURE_PLACES[f] < competitors || f === "champion")
    .filter((f) => !(def.teams && f === "mostWins"));
}

export async function loadSeason(
  db: Database,
  sportType: SportType,
  tourId: string,
): Promise<Season> {
  const season = offersFutures(sportDef(sportType)) && await readSeason(db, sportType, tourId);
  if (!season) {
    throw notFound(`futures not found for ${sportType} tour ${tourId}`, { parameter: "tourId" });
  }
  return season;
}

/**
 * A tour's season so far: its competitors with the points and wins of the events completed
 * (RACE_POINTS by final position; team games by wins), and what remains. The futures and the
 * catalog's standings both read it; null for an unknown tour.
 */
export async function readSeason(
  db: Database,
  sportType: SportType,
  tourId: string,
): Promise<Season | null> {
  const [tour] = await db.select().from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.sportType, sportType)));
  const def = sportDef(sportType);
  if (!tour) return null;
  const tourEvents = await db.select().from(events).where(eq(events.tourId, tourId))
    .orderBy(asc(events.startDate));
  const version = tourEvents.map((e) => `${e.status[0]}${e.updatedAt}`).join("");
  const eventIds = tourEvents.map((e) => e.id);
  const completed = tourEvents.filter((e) => e.status === "COMPLETED");
  const open = tourEvents.filter((e) => e.status !== "COMPLETED" && e.status !== "CANCELLED");

  if (def.teams) {
    const roster = await db.select().from(teams).where(eq(teams.sportType, sportType));
    const competitors = roster.map((t) => ({
      key: t.id,
      strength: t.strength,
      team: { id: t.id, referenceId: t.referenceId, name: t.name },
      referenceId: t.referenceId,
    }));
    const index = new Map(competitors.map((c, i) => [c.key, i]));
    const sides = await db.select().from(eventTeams).where(inArray(eventTeams.eventId, eventIds));
    const byEvent = Map.groupBy(sides, (s) => s.eventId);
    const scores = await db.select({
      eventId: heatResults.eventId,
      teamId: eventParticipants.teamId,
      points: sql<number>`sum(${heatResults.points})`,
    }).from(heatResults)
      .innerJoin(eventParticipants, eq(eventParticipants.id, heatResults.eventParticipantId))
      .where(inArray(heatResults.eventId, completed.map((e) => e.id)))
      .groupBy(heatResults.eventId, eventParticipants.teamId);
    const wins = new Float64Array(competitors.length);
    for (const [eventId, rows] of Map.groupBy(scores, (r) => r.eventId)) {
      const best = rows.reduce((a, b) => (b.points > a.points ? b : a));
      if (best.teamId && index.has(best.teamId) && byEvent.has(eventId)) {
        wins[index.get(best.teamId)!]++;
      }
    }
    const remaining = open.flatMap((e) => {
      const pair = byEvent.get(e.id) ?? [];
      const home = pair.find((p) => p.side === "home");
      const away = pair.find((p) => p.side === "away");
      return home && away ? [{ home: index.get(home.teamId)!, away: index.get(away.teamId)! }] : [];
    });
    return {
      def,
      tour,
      competitors,
      points: wins.slice(),
      wins,
      completed: completed.length,
      remaining,
      version,
    };
  }

  const roster = await db.select({ athlete: athletes, team: teams }).from(athletes)
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .where(eq(athletes.sportType, sportType))
    .orderBy(asc(athletes.referenceId));
  const competitors: Competitor[] = roster.map(({ athlete, team }) => ({
    key: athlete.id,
    strength: athlete.strength,
    athlete: toAthlete(athlete, team),
    referenceId: athlete.referenceId,
  }));
  const index = new Map(competitors.map((c, i) => [c.key, i]));
  const entries = await db.select().from(eventParticipants)
    .where(inArray(eventParticipants.eventId, eventIds));
  const byEvent = Map.groupBy(entries, (p) => p.eventId);
  const points = new Float64Array(competitors.length);
  const wins = new Float64Array(competitors.length);
  for (const e of completed) {
    for (const p of byEvent.get(e.id) ?? []) {
      if (!p.finalPosition) continue;
      const i = index.get(p.athleteId)!;
      points[i] += RACE_POINTS[p.finalPosition - 1] ?? 0;
      if (p.finalPosition === 1) wins[i]++;
    }
  }
  const remaining = open.map((e) => {
    const field = (byEvent.get(e.id) ?? []).filter((p) => p.status === "ACTIVE")
      .map((p) => index.get(p.athleteId)!);
    return { field: field.length ? field : null };
  });
  return { def, tour, competitors, points, wins, completed: completed.length, remaining, version };
}

/** The size of a field drawn for an event whose entries are not announced. */
function fieldSize(def: SportDef, roster: number): number {
  const first = def.rounds[0];
  return Math.min(roster, first.heats * first.size);
}

export function simulateSeason(season: Season, sims: number, pricedAt: string): SeasonSim {
  const n = season.competitors.length;
  const rng = new Rng(`futures-v1/${season.tour.id}/${season.version}`);
  const rank = new Uint16Array(sims * n);
  const mostWins = new Float32Array(sims * n);
  const strength = season.competitors.map((c) => c.strength);
  const points = new Float64Array(n);
  const wins = new Float64Array(n);
  const key = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  const size = fieldSize(season.def, n);
  for (let s = 0; s < sims; s++) {
    points.set(season.points);
    wins.set(season.wins);
    for (const event of season.remaining) {
      if ("home" in event) {
        const edge = strength[event.home] - strength[event.away] + 0.1;
        const winner = rng.next() < 1 / (1 + Math.exp(-1.2 * edge)) ? event.home : event.away;
        points[winner]++;
        wins[winner]++;
        continue;
      }
      // Entries go by strength with noise; the event's order by strength plus Gumbel noise.
      let field = event.field;
      if (!field) {
        for (let i = 0; i < n; i++) key[i] = strength[i] + rng.gumbel();
        field = order.slice().sort((a, b) => key[b] - key[a]).slice(0, size);
      }
      const finish = field.map((i) => ({ i, m: strength[i] + rng.gumbel() }))
        .sort((a, b) => b.m - a.m);
      finish.forEach(({ i }, k) => (points[i] += RACE_POINTS[k] ?? 0));
      wins[finish[0].i]++;
    }
    // Season ranks by points; a tie goes by a coin the simulation flips.
    for (let i = 0; i < n; i++) key[i] = points[i] + rng.next() * 1e-6;
    const ranked = order.slice().sort((a, b) => key[b] - key[a]);
    ranked.forEach((i, k) => (rank[s * n + i] = k + 1));
    let best = 0;
    for (let i = 0; i < n; i++) best = Math.max(best, wins[i]);
    const leaders = [];
    for (let i = 0; i < n; i++) if (wins[i] === best) leaders.push(i);
    for (const i of leaders) mostWins[s * n + i] = 1 / leaders.length;
  }
  return { season, sims, rank, mostWins, pricedAt };
}

export interface FuturesListing {
  id: string;
  sportType: SportType;
  sportName: string;
  tourId: string;
  tourName: string;
  season: number;
  futureType: FutureType;
  name: string;
  status: "OPEN" | "CLOSED";
  eventsCompleted: number;
  eventsRemaining: number;
}

/** Every futures market on offer, across tours. */
export async function listFutures(db: Database): Promise<FuturesListing[]> {
  const rows = await db.select({
    tour: tours,
    completed: sql<number>`sum(case when ${events.status} = 'COMPLETED' then 1 else 0 end)`,
    remaining: sql<
      number
    >`sum(case when ${events.status} in ('COMPLETED', 'CANCELLED') then 0 else 1 end)`,
  }).from(tours).innerJoin(events, eq(events.tourId, tours.id)).groupBy(tours.id)
    .orderBy(asc(tours.sportType));
  const athleteCounts = new Map(
    (await db.select({ sportType: athletes.sportType, n: sql<number>`count(*)` }).from(athletes)
      .groupBy(athletes.sportType)).map((r) => [r.sportType, r.n]),
  );
  const teamCounts = new Map(
    (await db.select({ sportType: teams.sportType, n: sql<number>`count(*)` }).from(teams)
      .groupBy(teams.sportType)).map((r) => [r.sportType, r.n]),
  );
  return rows.flatMap(({ tour, completed, remaining }) => {
    const def = sportDef(tour.sportType);
    if (!offersFutures(def)) return [];
    const competitors = def.teams
      ? teamCounts.get(tour.sportType) ?? 0
      : athleteCounts.get(tour.sportType) ?? 0;
    return futureTypesFor(def, competitors).map((futureType) => ({
      id: `${tour.id}:${futureType}`,
      sportType: tour.sportType,
      sportName: def.name,
      tourId: tour.id,
      tourName: tour.name,
      season: tour.season,
      futureType,
      name: `${tour.name}: ${FUTURE_NAMES[futureType]}`,
      status: remaining > 0 ? "OPEN" as const : "CLOSED" as const,
      eventsCompleted: Number(completed),
      eventsRemaining: Number(remaining),
    }));
  });
}

/** The odds of one future, from the season's simulations. */
export function futureOdds(sim: SeasonSim, futureType: string) {
  const { season } = sim;
  const n = season.competitors.length;
  const offered = futureTypesFor(season.def, n);
  if (!(offered as string[]).includes(futureType)) {
    throw notFound(`future type ${futureType} not found for ${season.tour.name}`, {
      parameter: "futureType",
      offered,
    });
  }
  const type = futureType as FutureType;
  const places = FUTURE_PLACES[type];
  const fair = season.competitors.map((_, i) => {
    let c = 0;
    for (let s = 0; s < sim.sims; s++) {
      c += type === "mostWins" ? sim.mostWins[s * n + i] : sim.rank[s * n + i] <= places ? 1 : 0;
    }
    return c / sim.sims;
  });
  const margin = powerMargin(fair, places === 1 ? OVERROUND.eventWinner : OVERROUND.raceTop5);
  const current = Array.from(season.points);
  const currentRank = current.map((p) => 1 + current.filter((q) => q > p).length);
  const remaining = season.remaining.length;
  const outcomes = season.competitors.map((c, i) => {
    const outcomeId = `${season.tour.id}:${type}:${c.referenceId}`;
    const o = makeOutcome({
      outcomeId,
      market: "eventWinner",
      probability: fair[i],
      offered: margin[i],
      settlement: "NOT_SET",
      suspended: remaining === 0,
      updatedAt: sim.pricedAt,
      test: () => false,
    });
    return {
      ...wire(o),
      competitor: c.team
        ? { type: "team" as const, team: c.team }
        : { type: "athlete" as const, athlete: c.athlete! },
      currentPoints: season.points[i],
      currentWins: season.wins[i],
      currentRank: currentRank[i],
    };
  }).sort((a, b) => b.probability - a.probability);
  return {
    sportType: season.tour.sportType,
    tourId: season.tour.id,
    tourName: season.tour.name,
    season: season.tour.season,
    futureType: type,
    name: `${season.tour.name}: ${FUTURE_NAMES[type]}`,
    eventsCompleted: season.completed,
    eventsRemaining: remaining,
    updatedAt: sim.pricedAt,
    outcomes,
  };
}
