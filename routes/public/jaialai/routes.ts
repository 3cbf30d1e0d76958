import { createRoute, z } from "@hono/zod-openapi";
import { apiKeySecurity, jsonContent, publicErrors } from "../../openapi.ts";
import { JaiAlaiEventResponse, JaiAlaiIdParam } from "./schemas.ts";

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
