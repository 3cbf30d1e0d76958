/** Tools over the public sports data: events, their participants and heats (spec 000). */
import { z } from "zod";
import * as events from "../events/mod.ts";
import { EVENT_STATUSES, SPORT_TYPES } from "../sports/catalog.ts";
import { defineTool, READ_ONLY } from "./registry.ts";

export const EventId = z.string().min(1).max(200).describe(
  "The event's id (`id` or `publicId` from list_events, e.g. `wsl:<uuid>`).",
);

const Day = z.iso.date();

export const listEvents = defineTool({
  name: "list_events",
  title: "List events",
  description: "Events of the 31 alternative sport types, by start time, filtered by sport " +
    "type, start date range (UTC days, inclusive) and status. The same data as " +
    "GET /api/v1/public/events, at most `limit` of them.",
  input: z.object({
    sportType: z.enum(SPORT_TYPES).optional().describe("One sport type, e.g. wsl, f1, nll."),
    startDate: Day.optional().describe("First UTC day an event may start on (YYYY-MM-DD)."),
    endDate: Day.optional().describe("Last UTC day an event may start on (YYYY-MM-DD)."),
    eventStatus: z.array(z.enum(EVENT_STATUSES)).min(1).optional().describe(
      "Only these statuses.",
    ),
    sortOrder: z.enum(["ASC", "DESC"]).default("ASC").describe("By start time."),
    limit: z.number().int().min(1).max(500).default(50).describe("At most this many events."),
  }).strict(),
  output: z.looseObject({
    events: z.array(z.looseObject({ id: z.string(), name: z.string() })),
    total: z.number().int().describe("Events matching the filters, before `limit`."),
  }),
  annotations: READ_ONLY,
  async run({ services }, { limit, ...filters }) {
    const all = await events.listEvents(services.db, filters);
    return { events: all.slice(0, limit), total: all.length };
  },
});

export const getEvent = defineTool({
  name: "get_event",
  title: "Get an event",
  description: "One event with its teams, rounds, heats and athletes " +
    "(GET /api/v1/public/events/{eventId}).",
  input: z.object({ eventId: EventId }).strict(),
  output: z.looseObject({ id: z.string(), name: z.string(), rounds: z.array(z.unknown()) }),
  annotations: READ_ONLY,
  run: ({ services }, { eventId }) =>
    events.getEvent(services.db, eventId) as unknown as Promise<Record<string, unknown>>,
});

export const listParticipants = defineTool({
  name: "list_event_participants",
  title: "List an event's participants",
  description: "The entry list of an event by seed, with status and final position " +
    "(GET /api/v1/public/events/{eventId}/participants); an error while it is not announced.",
  input: z.object({ eventId: EventId }).strict(),
  output: z.looseObject({ participants: z.array(z.unknown()) }),
  annotations: READ_ONLY,
  run: async ({ services }, { eventId }) => ({
    participants: await events.listParticipants(services.db, eventId),
  }),
});
