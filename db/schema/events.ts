import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  EVENT_STATUSES,
  PARTICIPANT_STATUSES,
  RESULT_STATUSES,
  SPORT_TYPES,
  STAGE_STATUSES,
  TEAM_SIDES,
} from "../../services/sports/catalog.ts";
import { athletes, sports, teams, tours } from "./sports.ts";

export const events = sqliteTable("events", {
  /** `<sport_code>:<uuid>`, or `jaialai:<date>_<team>-vs-<team>` for Jai Alai. */
  id: text().primaryKey(),
  uuid: text().notNull().unique(),
  numericEventId: integer("numeric_event_id").notNull().unique(),
  referenceId: integer("reference_id").notNull().unique(),
  providerId: text("provider_id").notNull(),
  sportType: text("sport_type", { enum: SPORT_TYPES }).notNull()
    .references(() => sports.sportType),
  tourId: text("tour_id").notNull().references(() => tours.id),
  name: text().notNull(),
  status: text({ enum: EVENT_STATUSES }).notNull(),
  /** ISO 8601 UTC timestamps; `start_date` sorts and filters the listing. */
  startDate: text("start_date").notNull(),
  endDate: text("end_date").notNull(),
  venue: text().notNull(),
  city: text().notNull(),
  country: text().notNull(),
  /** False until the entry list or rosters are announced; participants then answer 400. */
  participantsAvailable: integer("participants_available", { mode: "boolean" }).notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [
  index("events_start_idx").on(t.startDate),
  index("events_sport_start_idx").on(t.sportType, t.startDate),
  index("events_status_start_idx").on(t.status, t.startDate),
  index("events_tour_idx").on(t.tourId),
]);

/** Teams taking part in an event; `side` is `home`/`away` for team games, null otherwise. */
export const eventTeams = sqliteTable("event_teams", {
  eventId: text("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  teamId: text("team_id").notNull().references(() => teams.id),
  side: text({ enum: TEAM_SIDES }),
}, (t) => [uniqueIndex("event_teams_pk").on(t.eventId, t.teamId)]);

export const rounds = sqliteTable("rounds", {
  id: text().primaryKey(),
  referenceId: integer("reference_id").notNull().unique(),
  eventId: text("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  roundNo: integer("round_no").notNull(),
  name: text().notNull(),
  status: text({ enum: STAGE_STATUSES }).notNull(),
  providerId: text("provider_id").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [index("rounds_event_idx").on(t.eventId, t.roundNo)]);

export const heats = sqliteTable("heats", {
  id: text().primaryKey(),
  referenceId: integer("reference_id").notNull().unique(),
  eventId: text("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  roundId: text("round_id").notNull().references(() => rounds.id, { onDelete: "cascade" }),
  heatNo: integer("heat_no").notNull(),
  name: text().notNull(),
  status: text({ enum: STAGE_STATUSES }).notNull(),
  providerId: text("provider_id").notNull(),
  startTime: text("start_time").notNull(),
}, (t) => [index("heats_event_idx").on(t.eventId), index("heats_round_idx").on(t.roundId)]);

export const eventParticipants = sqliteTable("event_participants", {
  id: text().primaryKey(),
  referenceId: integer("reference_id").notNull().unique(),
  eventId: text("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  athleteId: text("athlete_id").notNull().references(() => athletes.id),
  teamId: text("team_id").references(() => teams.id),
  seedNo: integer("seed_no").notNull(),
  /** `ACTIVE`, `WITHDRAWN` (a non-starter) or `ELIMINATED`. */
  status: text({ enum: PARTICIPANT_STATUSES }).notNull(),
  /** Final standing in the event once it is completed. */
  finalPosition: integer("final_position"),
}, (t) => [
  index("participants_event_idx").on(t.eventId, t.seedNo),
  uniqueIndex("participants_event_athlete_idx").on(t.eventId, t.athleteId),
  index("participants_athlete_idx").on(t.athleteId),
]);

/** One row per athlete in a heat: the draw before it runs, the result after. */
export const heatResults = sqliteTable("heat_results", {
  id: text().primaryKey(),
  heatId: text("heat_id").notNull().references(() => heats.id, { onDelete: "cascade" }),
  eventId: text("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  eventParticipantId: text("event_participant_id").notNull()
    .references(() => eventParticipants.id, { onDelete: "cascade" }),
  athleteId: text("athlete_id").notNull().references(() => athletes.id),
  /** Seed, lane, gate or post number within the heat. */
  seedNo: integer("seed_no").notNull(),
  position: integer(),
  /** The sport's headline number: heat total, ride score, points, strokes, games won. */
  score: real(),
  /** Total elapsed time in milliseconds (races, drag runs). */
  timeMs: integer("time_ms"),
  bestLapMs: integer("best_lap_ms"),
  points: real(),
  /** `SCHEDULED`, `LIVE`, `FINISHED`, `DNF`, `DNS`, `DQ`, `NO_SCORE`. */
  status: text({ enum: RESULT_STATUSES }).notNull(),
  /** JSON array of the individual scores (waves, runs, judges, holes, periods). */
  scores: text(),
  /** JSON array of lap times in milliseconds. */
  lapTimes: text("lap_times"),
  /** JSON object of format-specific facts (fight method, reaction time, speed...). */
  detail: text(),
}, (t) => [
  index("heat_results_heat_idx").on(t.heatId, t.seedNo),
  index("heat_results_event_idx").on(t.eventId),
  index("heat_results_participant_idx").on(t.eventParticipantId),
]);
