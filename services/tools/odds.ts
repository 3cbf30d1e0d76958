/** Tools over the prices: an event's markets, same-game parlays and season futures. */
import { z } from "zod";
import { FUTURE_TYPES, futureOdds, listFutures } from "../pricing/futures.ts";
import { getEventOdds, MAX_SGP_LEGS, ODD_TYPES, priceSgp } from "../pricing/mod.ts";
import { SPORT_TYPES } from "../sports/catalog.ts";
import { EventId } from "./events.ts";
import { defineTool, READ_ONLY } from "./registry.ts";

export const getOdds = defineTool({
  name: "get_event_odds",
  title: "Odds of an event's market",
  description: "One market of an event, priced from the event's model: each outcome's fair " +
    "`probability` and offered decimal `odds` (GET /api/v1/public/events/{eventId}/{oddType}). " +
    "A market that does not apply to the event's sport is an error.",
  input: z.object({
    eventId: EventId,
    oddType: z.enum(ODD_TYPES).describe("The market, e.g. eventWinner, eventExacta, headToHead."),
    exactasType: z.enum(["2", "3", "4"]).optional().describe(
      "eventExacta: places named (2 exacta, 3 trifecta, 4 superfecta); heatExacta takes 2.",
    ),
    overUnderSubMarketType: z.enum(["finishingPosition", "points", "gapToLeaders"]).optional()
      .describe("overUnder only: the stat."),
  }).strict(),
  output: z.looseObject({
    publicId: z.string(),
    eventId: z.string(),
    numericEventId: z.number(),
    oddType: z.enum(ODD_TYPES),
  }),
  annotations: READ_ONLY,
  run: ({ services }, { eventId, oddType, ...query }) =>
    getEventOdds(services.pricer, eventId, oddType, query),
});

export const priceParlay = defineTool({
  name: "price_sgp",
  title: "Price a same-game parlay",
  description: "The joint probability of 1 to 10 outcomes of one event on the event's " +
    "simulations (correlated legs priced together, never as a product), with the parlay's " +
    "margin and decimal odds (POST /api/v1/public/events/{eventId}/sgp). Outcome ids come from " +
    "get_event_odds (`outcomeId` or `id`).",
  input: z.object({
    eventId: EventId,
    selections: z.array(z.string().min(1).max(200)).min(1).max(MAX_SGP_LEGS).describe(
      `Outcome ids of this event, 1 to ${MAX_SGP_LEGS}, no repeats, all OPEN.`,
    ),
  }).strict(),
  output: z.object({
    viggedProbability: z.number(),
    probability: z.number(),
    decimalOdds: z.number(),
  }),
  annotations: READ_ONLY,
  run: async ({ services }, { eventId, selections }) => ({
    ...await priceSgp(services.pricer, eventId, selections),
  }),
});

export const futures = defineTool({
  name: "list_futures",
  title: "List futures markets",
  description: "Every season futures market on offer (each tour × champion, top5, top10, " +
    "mostWins), as GET /api/v1/public/futures; `sportType` narrows it to one sport.",
  input: z.object({ sportType: z.enum(SPORT_TYPES).optional() }).strict(),
  output: z.looseObject({ futures: z.array(z.looseObject({ tourId: z.string() })) }),
  annotations: READ_ONLY,
  run: async ({ services }, { sportType }) => ({
    futures: (await listFutures(services.db)).filter((f) =>
      !sportType || f.sportType === sportType
    ),
  }),
});

export const futureOddsTool = defineTool({
  name: "get_future_odds",
  title: "Odds of a futures market",
  description: "A tour's futures market, the rest of the season simulated on top of the points " +
    "won (GET /api/v1/public/futures/{sportType}/tour/{tourId}/odds/{futureType}).",
  input: z.object({
    sportType: z.enum(SPORT_TYPES),
    tourId: z.string().min(1).max(100).describe("`tourId` from list_futures."),
    futureType: z.enum(FUTURE_TYPES),
  }).strict(),
  output: z.looseObject({ name: z.string(), outcomes: z.array(z.unknown()) }),
  annotations: READ_ONLY,
  run: async ({ services }, { sportType, tourId, futureType }) =>
    futureOdds(await services.pricer.season(sportType, tourId), futureType),
});
