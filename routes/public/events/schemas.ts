import { z } from "@hono/zod-openapi";
import {
  EVENT_STATUSES,
  RESULT_STATUSES,
  SPORT_TYPES,
  STAGE_STATUSES,
} from "../../../services/sports/catalog.ts";

export const SportType = z.enum(SPORT_TYPES).openapi("SportType");
export const EventStatus = z.enum(EVENT_STATUSES).openapi("EventStatus");
export const StageStatus = z.enum(STAGE_STATUSES).openapi("StageStatus", {
  description: "Status of a round or heat.",
});
export const ResultStatus = z.enum(RESULT_STATUSES).openapi("ResultStatus", {
  description: "Status of one athlete's line in a heat: SCHEDULED before it runs, LIVE while " +
    "it runs, then FINISHED, DNF (did not finish), DNS (did not start), DQ (disqualified) or " +
    "NO_SCORE (a bucked-off ride).",
});

const timestamp = z.string().openapi({ format: "date-time" });

export const Team = z.object({
  id: z.string().openapi({ format: "uuid" }),
  referenceId: z.number().int(),
  name: z.string(),
}).openapi("Team");

export const Athlete = z.object({
  id: z.string().openapi({ format: "uuid" }),
  referenceId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().openapi({ description: "May be empty." }),
  lastName: z.string(),
  nationality: z.string().openapi({ description: "IOC country code.", example: "AUS" }),
  stance: z.string().openapi({
    description:
      "Sport-specific: Regular/Goofy, Orthodox/Southpaw…; empty where the sport has none.",
  }),
  hometown: z.string(),
  height: z.string().openapi({ description: "Centimetres, numeric text.", example: "178" }),
  weight: z.string().openapi({ description: "Kilograms, numeric text.", example: "77" }),
  gender: z.enum(["men", "women"]),
  weightClass: z.string().openapi({ description: "Combat sports; empty elsewhere." }),
  dob: timestamp,
  providerId: z.string(),
  team: Team.optional().openapi({ description: "Present when the athlete competes for a team." }),
}).openapi("Athlete");

export const Tour = z.object({
  id: z.string().openapi({ format: "uuid", description: "The `tourId` of futures." }),
  referenceId: z.number().int(),
  name: z.string(),
  season: z.number().int(),
}).openapi("Tour");

export const EventListingResponse = z.object({
  id: z.string().openapi({
    description: "The eventId: `<sport_code>:<uuid>`, or `jaialai:<date>_<team>-vs-<team>`.",
    example: "wsl:3f1c2a9e-7b4d-4e8a-9c1f-2d3b4a5c6e7f",
  }),
  publicId: z.string().openapi({
    description: "`<sport_code>:<uuid>` for every event; for Jai Alai the uuid is the `id` " +
      "of `/events/jaialai/{id}`.",
  }),
  numericEventId: z.number().int(),
  referenceId: z.number().int(),
  providerId: z.string(),
  name: z.string(),
  sportType: SportType,
  sportName: z.string(),
  eventStatus: EventStatus,
  startDate: timestamp,
  endDate: timestamp,
  venue: z.string(),
  city: z.string(),
  country: z.string(),
  tour: Tour,
  participantsAvailable: z.boolean().openapi({
    description: "False until the entry list or rosters are announced; `/participants` then " +
      "answers 400.",
  }),
  updatedAt: timestamp,
}).openapi("EventListingResponse");

export const EventTeam = Team.extend({
  abbreviation: z.string(),
  side: z.enum(["home", "away"]).nullable().openapi({ description: "Team games only." }),
  score: z.number().nullable().openapi({
    description: "Team games: points scored so far (final once the event is COMPLETED).",
  }),
}).openapi("EventTeam");

export const HeatEntry = z.object({
  eventParticipantId: z.string().openapi({ format: "uuid" }),
  seedNo: z.number().int().openapi({ description: "Seed, lane, gate or post in the heat." }),
  position: z.number().int().nullable().openapi({
    description: "Place in the heat once it has finished.",
  }),
  score: z.number().nullable(),
  status: ResultStatus,
  athlete: Athlete,
}).openapi("HeatEntry");

export const Heat = z.object({
  heatId: z.string().openapi({ format: "uuid" }),
  referenceId: z.number().int(),
  heatName: z.string(),
  heatNo: z.number().int(),
  heatStatus: StageStatus,
  providerId: z.string(),
  startTime: timestamp,
  athletes: z.array(HeatEntry).openapi({
    description: "Empty while the heat's draw depends on results still to come.",
  }),
}).openapi("Heat");

export const Round = z.object({
  id: z.string().openapi({ format: "uuid" }),
  referenceId: z.number().int(),
  roundId: z.string().openapi({ format: "uuid" }),
  roundName: z.string(),
  roundNo: z.number().int(),
  roundStatus: StageStatus,
  providerId: z.string(),
  updatedAt: timestamp,
  heats: z.array(Heat),
}).openapi("Round");

export const EventResponse = EventListingResponse.extend({
  teams: z.array(EventTeam),
  rounds: z.array(Round),
}).openapi("EventResponse");

export const EventParticipantsResponse = z.object({
  id: z.string().openapi({ format: "uuid", description: "The eventParticipantId." }),
  referenceId: z.number().int(),
  eventId: z.string(),
  seedNo: z.number().int(),
  status: z.enum(["ACTIVE", "WITHDRAWN"]).openapi({
    description: "WITHDRAWN: entered but did not start.",
  }),
  finalPosition: z.number().int().nullable().openapi({
    description: "Final standing once the event is COMPLETED.",
  }),
  athlete: Athlete,
}).openapi("EventParticipantsResponse");

export const RoundScoreResponse = z.object({
  id: z.string().openapi({ format: "uuid" }),
  eventId: z.string(),
  roundId: z.string().openapi({ format: "uuid" }),
  roundName: z.string(),
  roundNo: z.number().int(),
  heatId: z.string().openapi({ format: "uuid" }),
  heatName: z.string(),
  heatNo: z.number().int(),
  heatStatus: StageStatus,
  eventParticipantId: z.string().openapi({ format: "uuid" }),
  seedNo: z.number().int(),
  position: z.number().int().nullable(),
  status: ResultStatus,
  score: z.number().nullable().openapi({
    description: "The heat's headline number: heat total (surf: best two waves), best run, " +
      "ride score, strokes, points, judges' total, elapsed seconds of a drag run.",
  }),
  scores: z.array(z.number()).openapi({
    description: "The scores behind it: every wave, run, judge's card, hole or rally.",
  }),
  points: z.number().nullable().openapi({ description: "Series points earned in the heat." }),
  totalTimeMs: z.number().int().nullable().openapi({ description: "Elapsed time, milliseconds." }),
  bestLapTimeMs: z.number().int().nullable(),
  lapTimesMs: z.array(z.number().int()).openapi({
    description: "Every lap, in order, milliseconds.",
  }),
  details: z.record(z.string(), z.unknown()).openapi({
    description: "Format-specific facts: fight method and round, bull and ride time, reaction " +
      "time and speed, Jai Alai post and set points, team side and score.",
  }),
  athlete: Athlete,
}).openapi("RoundScoreResponse");

const STATUS = `(${EVENT_STATUSES.join("|")})`;

/** Accepts `a,b`, repeated parameters, or both. */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined ? undefined : (Array.isArray(v) ? v : [v])
        .flatMap((s) => String(s).split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    z.array(item).optional(),
  );

export const EventListQuery = z.object({
  startDate: z.iso.date().optional().openapi({
    description: "First day (UTC) an event may start on, inclusive.",
    example: "2026-11-01",
  }),
  endDate: z.iso.date().optional().openapi({
    description: "Last day (UTC) an event may start on, inclusive.",
    example: "2026-11-30",
  }),
  sportType: SportType.optional(),
  sortOrder: z.enum(["ASC", "DESC"]).optional().openapi({
    description: "By start time; ASC when absent.",
  }),
  // Each value is a status or a comma-separated list of them, so that validators take both
  // `eventStatus=LIVE&eventStatus=NEXT` and `eventStatus=LIVE,NEXT`, as the route does.
  eventStatus: commaList(EventStatus).openapi({
    param: { style: "form", explode: true },
    description: `One or more statuses (${EVENT_STATUSES.join(", ")}), as repeated ` +
      "parameters, comma-separated, or both.",
    type: "array",
    items: { type: "string", pattern: `^${STATUS}(,${STATUS})*$` },
    example: ["LIVE,NEXT"],
  }),
});

export const EventIdParam = z.object({
  eventId: z.string().min(1).max(200).openapi({
    param: { name: "eventId", in: "path" },
    example: "wsl:3f1c2a9e-7b4d-4e8a-9c1f-2d3b4a5c6e7f",
  }),
});

export const HeatParams = EventIdParam.extend({
  heatId: z.string().min(1).max(200).openapi({ param: { name: "heatId", in: "path" } }),
});
