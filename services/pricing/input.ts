/** What the pricing model needs to know of one event, read from the database in one go. */
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  athletes,
  eventParticipants,
  events,
  eventTeams,
  heatResults,
  heats,
  rounds,
  teams,
} from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";
import { type Athlete, toAthlete } from "../events/mod.ts";
import { type SportDef, sportDef, type StageStatus } from "../sports/catalog.ts";

export interface Entrant {
  /** Index in `PricingInput.entrants`. */
  index: number;
  participantId: string;
  referenceId: number;
  seedNo: number;
  strength: number;
  athlete: Athlete;
}

export interface InputLine {
  entrant: number;
  seedNo: number;
  position: number | null;
  status: string;
  score: number | null;
  points: number | null;
  bestLapMs: number | null;
  timeMs: number | null;
  /** Jai Alai: points of the line's post in each set. */
  setPoints: [number, number] | null;
}

export interface InputHeat {
  id: string;
  referenceId: number;
  heatNo: number;
  name: string;
  status: StageStatus;
  providerId: string;
  startTime: string;
  lines: InputLine[];
}

export interface InputRound {
  id: string;
  referenceId: number;
  roundNo: number;
  name: string;
  status: StageStatus;
  providerId: string;
  updatedAt: string;
  heats: InputHeat[];
}

export interface GameTeam {
  id: string;
  referenceId: number;
  name: string;
  strength: number;
  side: "home" | "away";
}

export interface PricingInput {
  event: typeof events.$inferSelect;
  def: SportDef;
  /** Starters: ACTIVE participants. */
  entrants: Entrant[];
  /** Entered but not starting: their outcomes are void. */
  withdrawn: Entrant[];
  rounds: InputRound[];
  /** Team games: home then away. */
  teams: GameTeam[];
  /** Final standings of a completed event, by entrant index (0 = unplaced). */
  finalPositions: number[];
  /** Changes whenever anything the prices depend on changes. */
  version: string;
}

/** `version`: the event's data fingerprint, when the caller has just read it. */
export async function loadPricingInput(
  db: Database,
  eventId: string,
  version?: string,
): Promise<PricingInput> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(`event ${eventId} not found`, { parameter: "eventId" });
  const [people, roundRows, heatRows, lineRows, sides] = await Promise.all([
    db.select({ p: eventParticipants, athlete: athletes, team: teams }).from(eventParticipants)
      .innerJoin(athletes, eq(athletes.id, eventParticipants.athleteId))
      .leftJoin(teams, eq(teams.id, eventParticipants.teamId))
      .where(eq(eventParticipants.eventId, eventId))
      .orderBy(asc(eventParticipants.seedNo)),
    db.select().from(rounds).where(eq(rounds.eventId, eventId)).orderBy(asc(rounds.roundNo)),
    db.select().from(heats).where(eq(heats.eventId, eventId)).orderBy(asc(heats.heatNo)),
    db.select().from(heatResults).where(eq(heatResults.eventId, eventId))
      .orderBy(asc(heatResults.seedNo)),
    db.select({ team: teams, side: eventTeams.side }).from(eventTeams)
      .innerJoin(teams, eq(teams.id, eventTeams.teamId))
      .where(eq(eventTeams.eventId, eventId)),
  ]);

  const entrants: Entrant[] = [];
  const withdrawn: Entrant[] = [];
  const indexOf = new Map<string, number>();
  const finalPositions: number[] = [];
  for (const { p, athlete, team } of people) {
    const entrant = {
      index: 0,
      participantId: p.id,
      referenceId: p.referenceId,
      seedNo: p.seedNo,
      strength: athlete.strength,
      athlete: toAthlete(athlete, team),
    };
    if (p.status === "WITHDRAWN") {
      withdrawn.push(entrant);
      continue;
    }
    entrant.index = entrants.length;
    indexOf.set(p.id, entrant.index);
    entrants.push(entrant);
    finalPositions.push(p.finalPosition ?? 0);
  }

  const linesByHeat = Map.groupBy(lineRows, (l) => l.heatId);
  const heatsByRound = Map.groupBy(heatRows, (h) => h.roundId);
  const inputRounds: InputRound[] = roundRows.map((r) => ({
    id: r.id,
    referenceId: r.referenceId,
    roundNo: r.roundNo,
    name: r.name,
    status: r.status,
    providerId: r.providerId,
    updatedAt: r.updatedAt,
    heats: (heatsByRound.get(r.id) ?? []).map((h) => ({
      id: h.id,
      referenceId: h.referenceId,
      heatNo: h.heatNo,
      name: h.name,
      status: h.status,
      providerId: h.providerId,
      startTime: h.startTime,
      lines: (linesByHeat.get(h.id) ?? [])
        .filter((l) => indexOf.has(l.eventParticipantId))
        .map((l) => ({
          entrant: indexOf.get(l.eventParticipantId)!,
          seedNo: l.seedNo,
          position: l.position,
          status: l.status,
          score: l.score,
          points: l.points,
          bestLapMs: l.bestLapMs,
          timeMs: l.timeMs,
          setPoints: l.detail ? JSON.parse(l.detail).setPoints ?? null : null,
        })),
    })),
  }));

  return {
    event,
    def: sportDef(event.sportType),
    entrants,
    withdrawn,
    rounds: inputRounds,
    teams: sides.filter((s) => s.side !== null)
      .map(({ team, side }) => ({
        id: team.id,
        referenceId: team.referenceId,
        name: team.name,
        strength: team.strength,
        side: side!,
      }))
      .sort((a, b) => (a.side === "home" ? 0 : 1) - (b.side === "home" ? 0 : 1)),
    finalPositions,
    version: version ?? await dataVersion(db, eventId),
  };
}

/**
 * A fingerprint of everything an event's prices depend on, computed by the database in one
 * cheap query: statuses, the field and its strengths, and weighted sums over every result line
 * (weights by seed and row, so that swapped places change it too). Checking it costs far less
 * than reading the event again.
 */
export async function dataVersion(db: Database, eventId: string): Promise<string> {
  const rows = await db.all<Record<string, unknown>>(sql`
    SELECT e.status, e.updated_at,
      (SELECT group_concat(status) FROM (SELECT status FROM heats WHERE event_id = e.id ORDER BY id)) AS heats,
      (SELECT group_concat(status) FROM (SELECT status FROM rounds WHERE event_id = e.id ORDER BY id)) AS rounds,
      (SELECT count(*) || ':' || total(coalesce(position, 0) * (seed_no + 7) * (rowid % 97 + 1)) || ':' ||
        total(coalesce(points, 0) * (seed_no + 3) * (rowid % 89 + 1)) || ':' ||
        total(coalesce(score, 0) * (rowid % 83 + 1)) || ':' ||
        group_concat(substr(status, 1, 2), '')
       FROM heat_results WHERE event_id = e.id) AS lines,
      (SELECT count(*) || ':' || group_concat(substr(p.status, 1, 1), '') || ':' ||
        total(coalesce(p.final_position, 0) * (p.seed_no + 5)) || ':' || total(a.strength * p.seed_no)
       FROM event_participants p JOIN athletes a ON a.id = p.athlete_id
       WHERE p.event_id = e.id) AS people
    FROM events e WHERE e.id = ${eventId}`);
  return rows.length ? Object.values(rows[0]).join("|") : "";
}
