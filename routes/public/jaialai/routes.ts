import { createRoute, z } from "@hono/zod-openapi";
import { apiKeySecurity, jsonContent, publicErrors } from "../../openapi.ts";
import { JaiAlaiEventResponse, JaiAlaiIdParam, JaiAlaiOddsResponse } from "./schemas.ts";

export const getJaiAlaiEvent = createRoute({
  method: "get",
  path: "/events/jaialai/{id}",
  operationId: "getJaiAlaiEvent",
  tags: ["Jai Alai"],
  summary: "Match and set details of a Jai Alai event",
  description: "Every match (eight-post game) of the event, in order, with its sets and posts. " +
    "This literal path is never read as `/events/{eventId}/{oddType}`.",
  security: apiKeySecurity,
  request: { params: JaiAlaiIdParam },
  responses: {
    200: jsonContent(z.array(JaiAlaiEventResponse), "The event's matches."),
    ...publicErrors(400, 401, 404),
  },
});

export const getJaiAlaiOdds = createRoute({
  method: "get",
  path: "/events/jaialai/{id}/odds",
  operationId: "getJaiAlaiOdds",
  tags: ["Jai Alai"],
  summary: "Event, match and set odds of a Jai Alai event",
  description: "From one simulation of every game of the night through the eight-post queue " +
    "(Spectacular Seven scoring): the night's top scorer, each match's win, place and show per " +
    "post, and each set's leader. `id` as for the event's details.",
  security: apiKeySecurity,
  request: { params: JaiAlaiIdParam },
  responses: {
    200: jsonContent(JaiAlaiOddsResponse, "The odds."),
    ...publicErrors(400, 401, 404),
  },
});
