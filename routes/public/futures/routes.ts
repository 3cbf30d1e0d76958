import { createRoute, z } from "@hono/zod-openapi";
import { apiKeySecurity, jsonContent, publicErrors } from "../../openapi.ts";
import { FuturesMarket, FuturesOddsResponse, FuturesParams } from "./schemas.ts";

const tags = ["Futures"];

export const listFutures = createRoute({
  method: "get",
  path: "/futures",
  operationId: "listFutures",
  tags,
  summary: "All futures markets across leagues",
  description: "One entry per tour and future type on offer (fight cards and Jai Alai nights " +
    "have no season standings and no futures).",
  security: apiKeySecurity,
  responses: {
    200: jsonContent(z.array(FuturesMarket), "The futures markets."),
    ...publicErrors(401),
  },
});

export const getFutureOdds = createRoute({
  method: "get",
  path: "/futures/{sportType}/tour/{tourId}/odds/{futureType}",
  operationId: "getFutureOdds",
  tags,
  summary: "Season futures odds",
  description: "The rest of the season simulated from the same strengths as the event prices, " +
    "on top of the points already won. 404 for an unknown tour or future type.",
  security: apiKeySecurity,
  request: { params: FuturesParams },
  responses: {
    200: jsonContent(FuturesOddsResponse, "The future's odds."),
    ...publicErrors(400, 401, 404),
  },
});
