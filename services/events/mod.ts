import { and, asc, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  athletes,
  eventParticipants,
  events,
  eventTeams,
  heatResults,
  heats,
  rounds,
  sports,
  teams,
  tours,
} from "../../db/schema/mod.ts";
import { badRequest, notFound } from "../errors.ts";
import type {
  EventStatus,
  ParticipantStatus,
  ResultStatus,
  SportType,
  StageStatus,
} from "../sports/catalog.ts";

export interface Team {
  id: string;
  referenceId: number;
  name: string;
}

export interface Athlete {
  id: string;
  referenceId: number;
  firstName: string;
  middleName: string;
  lastName: string;
  nationality: string;
  stance: string;
  hometown: string;
  height: string;
  weight: string;
  gender: "men" | "women";
  weightClass: string;
  dob: string;
  providerId: string;
  team?: Team;
}

export interface EventListing {
  id: string;
  publicId: string;
  numericEventId: number;
  referenceId: number;
  providerId: string;
  name: string;
  sportType: SportType;
  sportName: string;
  eventStatus: EventStatus;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  country: string;
  tour: { id: string; referenceId: number; name: string; season: number };
  participantsAvailable: boolean;
  updatedAt: string;
}

export interface EventTeam extends Team {
  abbreviation: string;
  side: "home" | "away" | null;
  score: number | null;
}

export interface HeatEntry {
  eventParticipantId: string;
  seedNo: number;
  position: number | null;
  score: number | null;
  status: ResultStatus;
  athlete: Athlete;
}

export interface HeatSummary {
  heatId: string;
  referenceId: number;
  heatName: string;
  heatNo: number;
  heatStatus: StageStatus;
  providerId: string;
  startTime: string;
  athletes: HeatEntry[];
}

export interface RoundSummary {
  id: string;
  referenceId: number;
  roundId: string;
  roundName: string;
  roundNo: number;
  roundStatus: StageStatus;
  providerId: string;
  updatedAt: string;
  heats: HeatSummary[];
}

export interface EventDetail extends EventListing {
  teams: EventTeam[];
  rounds: RoundSummary[];
}

export interface EventParticipant {
  id: string;
  referenceId: number;
  eventId: string;
  seedNo: number;
  status: ParticipantStatus;
  finalPosition: number | null;
  athlete: Athlete;
}

export interface HeatScore {
  id: string;
  eventId: string;
  roundId: string;
  roundName: string;
  roundNo: number;
  heatId: string;
  heatName: string;
  heatNo: number;
  heatStatus: StageStatus;
  eventParticipantId: string;
  seedNo: number;
  position: number | null;
  status: ResultStatus;
  score: number | null;
  scores: number[];
  points: number | null;
  totalTimeMs: number | null;
  bestLapTimeMs: number | null;
  lapTimesMs: number[];
  details: Record<string, unknown>;
  athlete: Athlete;
}

export interface EventFilters {
  startDate?: string;
  endDate?: string;
  sportType?: SportType;
  sortOrder?: "ASC" | "DESC";
  eventStatus?: EventStatus[];
}

const listingColumns = {
  event: events,
  sportName: sports.name,
  tour: { id: tours.id, referenceId: tours.referenceId, name: tours.name, season: tours.season },
};

type ListingRow = {
  event: typeof events.$inferSelect;
  sportName: string;
  tour: EventListing["tour"];
};

function toListing({ event: e, sportName, tour }: ListingRow): EventListing {
  return {
    id: e.id,
    publicId: `${e.sportType}:${e.uuid}`,
    numericEventId: e.numericEventId,
    referenceId: e.referenceId,
    providerId: e.providerId,
    name: e.name,
    sportType: e.sportType,
    sportName,
    eventStatus: e.status,
    startDate: e.startDate,
    endDate: e.endDate,
    venue: e.venue,
    city: e.city,
    country: e.country,
    tour,
    participantsAvailable: e.participantsAvailable,
    updatedAt: e.updatedAt,
  };
}

/**
 * Events whose start falls within [startDate, endDate] (whole UTC days, both inclusive), of the
 * given sport and statuses, by start time.
 */
export async function listEvents(db: Database, filters: EventFilters): Promise<EventListing[]> {
  const { startDate, endDate, sportType, eventStatus } = filters;
  if (startDate && endDate && endDate < startDate) {
    throw badRequest("endDate must not be before startDate", { parameter: "endDate" });
  }
  const where: SQL[] = [];
  if (startDate) where.push(gte(events.startDate, `${startDate}T00:00:00.000Z`));
  if (endDate) where.push(lte(events.startDate, `${endDate}T23:59:59.999Z`));
  if (sportType) where.push(eq(events.sportType, sportType));
  if (eventStatus?.length) where.push(inArray(events.status, eventStatus));
  const order = filters.sortOrder === "DESC" ? desc : asc;
  const rows = await db.select(listingColumns).from(events)
    .innerJoin(sports, eq(sports.sportType, events.sportType))
    .innerJoin(tours, eq(tours.id, events.tourId))
    .where(and(...where))
    .orderBy(order(events.startDate), order(events.id));
  return rows.map(toListing);
}

async function findEvent(db: Database, eventId: string): Promise<ListingRow> {
  const [row] = await db.select(listingColumns).from(events)
    .innerJoin(sports, eq(sports.sportType, events.sportType))
    .innerJoin(tours, eq(tours.id, events.tourId))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(`event ${eventId} not found`, { parameter: "eventId" });
  return row;
}

export const athleteColumns = {
  athlete: athletes,
  team: {
    id: teams.id,
    referenceId: teams.referenceId,
    name: teams.name,
    abbreviation: teams.abbreviation,
  },
};

export function toAthlete(
  a: typeof athletes.$inferSelect,
  team: Team | null,
): Athlete {
  const athlete: Athlete = {
    id: a.id,
    referenceId: a.referenceId,
    firstName: a.firstName,
    middleName: a.middleName,
    lastName: a.lastName,
    nationality: a.nationality,
    stance: a.stance,
    hometown: a.hometown,
    height: a.height,
    weight: a.weight,
    gender: a.gender,
    weightClass: a.weightClass,
    dob: a.dob,
    providerId: a.providerId,
  };
  if (team) athlete.team = { id: team.id, referenceId: team.referenceId, name: team.name };
  return athlete;
}

/** One event with its teams, and its rounds and heats in order, each heat with its athletes. */
export async function getEvent(db: Database, eventId: string): Promise<EventDetail> {
  const row = await findEvent(db, eventId);
  const [roundRows, heatRows, lineRows, teamRows] = await Promise.all([
    db.select().from(rounds).where(eq(rounds.eventId, eventId)).orderBy(asc(rounds.roundNo)),
    db.select().from(heats).where(eq(heats.eventId, eventId)).orderBy(asc(heats.heatNo)),
    db.select({ line: heatResults, ...athleteColumns }).from(heatResults)
      .innerJoin(athletes, eq(athletes.id, heatResults.athleteId))
      .leftJoin(teams, eq(teams.id, athletes.teamId))
      .where(eq(heatResults.eventId, eventId))
      .orderBy(asc(heatResults.seedNo)),
    db.select({ team: teams, side: eventTeams.side }).from(eventTeams)
      .innerJoin(teams, eq(teams.id, eventTeams.teamId))
      .where(eq(eventTeams.eventId, eventId)),
  ]);

  const linesByHeat = Map.groupBy(lineRows, (r) => r.line.heatId);
  const heatsByRound = Map.groupBy(heatRows, (h) => h.roundId);
  const scoreBySide = new Map<string, number>();
  for (const { line } of lineRows) {
    const side = line.detail && line.points !== null ? JSON.parse(line.detail).side : undefined;
    if (side) scoreBySide.set(side, (scoreBySide.get(side) ?? 0) + line.points!);
  }

  const eventTeamList: EventTeam[] = teamRows.map(({ team, side }) => ({
    id: team.id,
    referenceId: team.referenceId,
    name: team.name,
    abbreviation: team.abbreviation,
    side,
    score: side && scoreBySide.has(side) ? scoreBySide.get(side)! : null,
  }));
  // Teams of the athletes (race constructors) follow the teams the event itself names.
  const seenTeams = new Set(eventTeamList.map((t) => t.id));
  for (const { team } of lineRows) {
    if (team && !seenTeams.has(team.id)) {
      seenTeams.add(team.id);
      eventTeamList.push({ ...team, side: null, score: null });
    }
  }

  return {
    ...toListing(row),
    teams: eventTeamList,
    rounds: roundRows.map((r) => ({
      id: r.id,
      referenceId: r.referenceId,
      roundId: r.id,
      roundName: r.name,
      roundNo: r.roundNo,
      roundStatus: r.status,
      providerId: r.providerId,
      updatedAt: r.updatedAt,
      heats: (heatsByRound.get(r.id) ?? []).map((h) => ({
        heatId: h.id,
        referenceId: h.referenceId,
        heatName: h.name,
        heatNo: h.heatNo,
        heatStatus: h.status,
        providerId: h.providerId,
        startTime: h.startTime,
        athletes: (linesByHeat.get(h.id) ?? []).map(({ line, athlete, team }) => ({
          eventParticipantId: line.eventParticipantId,
          seedNo: line.seedNo,
          position: line.position,
          score: line.score,
          status: line.status,
          athlete: toAthlete(athlete, team),
        })),
      })),
    })),
  };
}

/** The entry list of an event; 400 while it has not been announced. */
export async function listParticipants(
  db: Database,
  eventId: string,
): Promise<EventParticipant[]> {
  const { event } = await findEvent(db, eventId);
  if (!event.participantsAvailable) {
    throw badRequest("participants are not available for this event", {
      parameter: "eventId",
      reason: "the entry list or rosters have not been announced yet",
    });
  }
  const rows = await db.select({ participant: eventParticipants, ...athleteColumns })
    .from(eventParticipants)
    .innerJoin(athletes, eq(athletes.id, eventParticipants.athleteId))
    .leftJoin(teams, eq(teams.id, eventParticipants.teamId))
    .where(eq(eventParticipants.eventId, eventId))
    .orderBy(asc(eventParticipants.seedNo), asc(eventParticipants.id));
  return rows.map(({ participant: p, athlete, team }) => ({
    id: p.id,
    referenceId: p.referenceId,
    eventId: p.eventId,
    seedNo: p.seedNo,
    status: p.status,
    finalPosition: p.finalPosition,
    athlete: toAthlete(athlete, team),
  }));
}

/** Scores, times and laps of every athlete in one heat of the event, best placed first. */
export async function getHeatScores(
  db: Database,
  eventId: string,
  heatId: string,
): Promise<HeatScore[]> {
  await findEvent(db, eventId);
  const [found] = await db.select({ heat: heats, round: rounds }).from(heats)
    .innerJoin(rounds, eq(rounds.id, heats.roundId))
    .where(and(eq(heats.id, heatId), eq(heats.eventId, eventId)));
  if (!found) {
    throw notFound(`heat ${heatId} not found in event ${eventId}`, { parameter: "heatId" });
  }
  const { heat, round } = found;
  const rows = await db.select({ line: heatResults, ...athleteColumns }).from(heatResults)
    .innerJoin(athletes, eq(athletes.id, heatResults.athleteId))
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .where(eq(heatResults.heatId, heatId));
  rows.sort((a, b) =>
    (a.line.position ?? Infinity) - (b.line.position ?? Infinity) ||
    a.line.seedNo - b.line.seedNo
  );
  return rows.map(({ line, athlete, team }) => ({
    id: line.id,
    eventId,
    roundId: round.id,
    roundName: round.name,
    roundNo: round.roundNo,
    heatId: heat.id,
    heatName: heat.name,
    heatNo: heat.heatNo,
    heatStatus: heat.status,
    eventParticipantId: line.eventParticipantId,
    seedNo: line.seedNo,
    position: line.position,
    status: line.status,
    score: line.score,
    scores: line.scores ? JSON.parse(line.scores) : [],
    points: line.points,
    totalTimeMs: line.timeMs,
    bestLapTimeMs: line.bestLapMs,
    lapTimesMs: line.lapTimes ? JSON.parse(line.lapTimes) : [],
    details: line.detail ? JSON.parse(line.detail) : {},
    athlete: toAthlete(athlete, team),
  }));
}
