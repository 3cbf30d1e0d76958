import { z } from "@hono/zod-openapi";
import { ODD_TYPES } from "../../services/pricing/mod.ts";
import { EVENT_STATUSES, SPORT_TYPES } from "../../services/sports/catalog.ts";
import { ListOf, PageQuery } from "../paging.ts";

export { PageQuery } from "../paging.ts";

export const MarketsQuery = PageQuery.extend({
  live: z.enum(["true", "false"]).optional().transform((v) =>
    v === undefined ? undefined : v === "true"
  ).openapi({
    description: "true: markets of events in play; false: of events still to come; " +
      "absent: both.",
    example: "true",
  }),
});

export const MarketOutcome = z.object({
  outcome_id: z.string().openapi({
    description: "The outcome's id, as the public API's odds show it (`outcomeId`).",
  }),
  id: z.string().openapi({ description: "Its uuid form (the public API's `id`)." }),
  probability: z.number().openapi({
    description: "Fair (no-margin) probability from the event's model.",
    example: 0.182,
  }),
  odds: z.number().openapi({ description: "Offered decimal odds, with margin.", example: 4.9 }),
  status: z.enum(["OPEN", "SUSPENDED", "CLOSED"]),
}).openapi("MarketOutcome");

export const Market = z.object({
  market_id: z.string().openapi({
    example: "wsl:0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03:eventWinner",
  }),
  event_id: z.string().openapi({ example: "wsl:0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03" }),
  event_name: z.string().openapi({ example: "Bells Beach Pro" }),
  sport: z.enum(SPORT_TYPES),
  market_type: z.enum(ODD_TYPES).openapi({
    description: "One of the public API's 16 odd types; the same prices as " +
      "GET /api/v1/public/events/{event_id}/{market_type}.",
  }),
  event_status: z.enum(EVENT_STATUSES),
  live: z.boolean().openapi({ description: "The event is in play (LIVE or IN_WINDOW)." }),
  status: z.enum(["OPEN", "SUSPENDED"]).openapi({
    description: "OPEN while any outcome is offered.",
  }),
  start_date: z.string().openapi({ format: "date-time" }),
  outcomes: z.array(MarketOutcome),
}).openapi("Market");

export const MarketList = ListOf(Market).openapi("MarketList");
