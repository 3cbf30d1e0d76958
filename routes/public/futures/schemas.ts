import { z } from "@hono/zod-openapi";
import { FUTURE_TYPES } from "../../../services/pricing/futures.ts";
import { Athlete, SportType, Team } from "../events/schemas.ts";
import { OutcomeStatus, Settlement } from "../odds/schemas.ts";

export const FutureType = z.enum(FUTURE_TYPES).openapi("FutureType", {
  description: "champion: most season points (team sports: most wins); top5 / top10: a season " +
    "finish in the top 5 / 10; mostWins: most event wins (ties share it).",
});

export const FuturesMarket = z.object({
  id: z.string(),
  sportType: SportType,
  sportName: z.string(),
  tourId: z.string(),
  tourName: z.string(),
  season: z.number().int(),
  futureType: FutureType,
  name: z.string(),
  status: z.enum(["OPEN", "CLOSED"]),
  eventsCompleted: z.number().int(),
  eventsRemaining: z.number().int(),
}).openapi("FuturesMarket");

export const FutureOutcome = z.object({
  outcomeId: z.string(),
  id: z.string(),
  probability: z.number().openapi({
    description: "Fair probability over simulations of the rest of the season.",
  }),
  odds: z.number(),
  status: OutcomeStatus,
  settlement: Settlement,
  updatedAt: z.string().openapi({ format: "date-time" }),
  competitor: z.discriminatedUnion("type", [
    z.object({ type: z.literal("athlete"), athlete: Athlete }),
    z.object({ type: z.literal("team"), team: Team }),
  ]),
  currentPoints: z.number().openapi({ description: "Season points so far (team sports: wins)." }),
  currentWins: z.number(),
  currentRank: z.number().int(),
}).openapi("FutureOutcome");

export const FuturesOddsResponse = z.object({
  sportType: SportType,
  tourId: z.string(),
  tourName: z.string(),
  season: z.number().int(),
  futureType: FutureType,
  name: z.string(),
  eventsCompleted: z.number().int(),
  eventsRemaining: z.number().int(),
  updatedAt: z.string().openapi({ format: "date-time" }),
  outcomes: z.array(FutureOutcome),
}).openapi("FuturesOddsResponse");

export const FuturesParams = z.object({
  sportType: SportType.openapi({ param: { name: "sportType", in: "path" } }),
  tourId: z.string().min(1).max(100).openapi({ param: { name: "tourId", in: "path" } }),
  futureType: z.string().min(1).max(50).openapi({
    param: { name: "futureType", in: "path" },
    description: "One of the FutureType values the tour offers (see /futures); others get 404.",
    example: "champion",
  }),
});
