import { createRoute, z } from "@hono/zod-openapi";
import { apiKeySecurity, jsonContent, publicErrors } from "../../openapi.ts";
import {
  EventIdParam,
  EventListingResponse,
  EventListQuery,
  EventParticipantsResponse,
  EventResponse,
  HeatParams,
  RoundScoreResponse,
} from "./schemas.ts";

const tags = ["Events"];

export const listEvents = createRoute({
  method: "get",
  path: "/events",
  operationId: "listEvents",
  tags,
  summary: "List events",
  description: "Events of every sport type, filtered by start date, sport type and status.",
  security: apiKeySecurity,
  request: { query: EventListQuery },
  responses: {
    200: jsonContent(z.array(EventListingResponse), "The matching events, by start time."),
    ...publicErrors(400, 401),
  },
});

export const getEvent = createRoute({
  method: "get",
  path: "/events/{eventId}",
  operationId: "getEvent",
  tags,
  summary: "Fetch one event",
  description: "The event with its teams, and its rounds and heats with their athletes.",
  security: apiKeySecurity,
  request: { params: EventIdParam },
  responses: {
    200: jsonContent(EventResponse, "The event."),
    ...publicErrors(400, 401, 404),
  },
});

export const listParticipants = createRoute({
  method: "get",
  path: "/events/{eventId}/participants",
  operationId: "listEventParticipants",
  tags,
  summary: "List the participants of an event",
  description: "The entry list, by seed. 400 while it has not been announced " +
    "(`participantsAvailable` is false).",
  security: apiKeySecurity,
  request: { params: EventIdParam },
  responses: {
    200: jsonContent(z.array(EventParticipantsResponse), "The participants, by seed."),
    ...publicErrors(400, 401, 404),
  },
});

export const getHeatScores = createRoute({
  method: "get",
  path: "/events/{eventId}/heats/{heatId}",
  operationId: "getHeatScores",
  tags,
  summary: "Scores and lap times of one heat",
  description: "One line per athlete in the heat, best placed first; lines of a heat that has " +
    "not finished have null results.",
  security: apiKeySecurity,
  request: { params: HeatParams },
  responses: {
    200: jsonContent(z.array(RoundScoreResponse), "The heat's lines."),
    ...publicErrors(400, 401, 404),
  },
});
