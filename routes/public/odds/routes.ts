import { createRoute } from "@hono/zod-openapi";
import { apiKeySecurity, jsonContent, publicErrors } from "../../openapi.ts";
import { EventIdParam } from "../events/schemas.ts";
import { EventOddsResponse, OddsParams, OddsQuery, SgpRequestDto, SgpResponse } from "./schemas.ts";

export const getEventOdds = createRoute({
  method: "get",
  path: "/events/{eventId}/{oddType}",
  operationId: "getEventOdds",
  tags: ["Odds"],
  summary: "Odds of an event for one odd type",
  description: "Every market of an event comes from one model of the event (a seeded " +
    "simulation of how it runs, athlete strengths ranking each heat Plackett–Luce style), so " +
    "all 16 odd types agree. `probability` is fair, `odds` carries the margin. Outcomes of a " +
    "completed event are settled; a market that does not apply to the sport answers 404.",
  security: apiKeySecurity,
  request: { params: OddsParams, query: OddsQuery },
  responses: {
    200: jsonContent(EventOddsResponse, "The market."),
    ...publicErrors(400, 401, 404),
  },
});

export const priceSgp = createRoute({
  method: "post",
  path: "/events/{eventId}/sgp",
  operationId: "priceSameGameParlay",
  tags: ["Odds"],
  summary: "Price a same-game parlay",
  description: "The probability that all selections win together, on the event's own " +
    "simulations: correlated legs are priced jointly, never multiplied. 400 for no, repeated, " +
    "unknown, foreign, closed or contradictory selections, or too many.",
  security: apiKeySecurity,
  request: {
    params: EventIdParam,
    body: { required: true, content: { "application/json": { schema: SgpRequestDto } } },
  },
  responses: {
    201: jsonContent(SgpResponse, "The parlay's price."),
    ...publicErrors(400, 401, 404, 413, 415),
  },
});
