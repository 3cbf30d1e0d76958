import { z } from "@hono/zod-openapi";
import { Athlete, ResultStatus, StageStatus } from "../events/schemas.ts";
import { OutcomeStatus, Settlement } from "../odds/schemas.ts";

export const JaiAlaiIdParam = z.object({
  id: z.string().min(1).max(200).openapi({
    param: { name: "id", in: "path" },
    description: "The event's plain uuid (the part of its `publicId` after `jaialai:`). The " +
      "listing's `jaialai:<date>_<team>-vs-<team>` id and the full `publicId` are accepted too.",
    example: "3f1c2a9e-7b4d-4e8a-9c1f-2d3b4a5c6e7f",
  }),
});

export const JaiAlaiSet = z.object({
  setNo: z.number().int(),
  name: z.string(),
  pointValue: z.number().int().openapi({
    description: "Spectacular Seven: 1 a point in the first rotation, 2 afterwards.",
  }),
  status: StageStatus,
}).openapi("JaiAlaiSet");

export const JaiAlaiPost = z.object({
  post: z.number().int().min(1).max(8),
  position: z.number().int().nullable().openapi({ description: "1 win, 2 place, 3 show…" }),
  points: z.number().nullable(),
  status: ResultStatus,
  sets: z.array(z.object({ setNo: z.number().int(), points: z.number().nullable() })),
  players: z.array(Athlete).openapi({ description: "One player in singles, two in doubles." }),
}).openapi("JaiAlaiPost");

export const JaiAlaiEventResponse = z.object({
  id: z.string().openapi({ format: "uuid", description: "The match (game) id." }),
  referenceId: z.number().int(),
  eventId: z.string(),
  publicId: z.string(),
  matchNo: z.number().int(),
  matchName: z.string(),
  matchStatus: StageStatus,
  startTime: z.string().openapi({ format: "date-time" }),
  gameType: z.enum(["singles", "doubles"]),
  scoring: z.literal("SPECTACULAR_SEVEN"),
  targetPoints: z.number().int(),
  sets: z.array(JaiAlaiSet),
  posts: z.array(JaiAlaiPost),
}).openapi("JaiAlaiEventResponse");

const JaiAlaiPlayer = z.object({
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
}).openapi("JaiAlaiPlayer");

const outcomeFields = {
  outcomeId: z.string(),
  id: z.string(),
  probability: z.number().openapi({ description: "Fair probability from the event's simulation." }),
  odds: z.number().openapi({ description: "Offered decimal odds, with margin." }),
  status: OutcomeStatus,
  settlement: Settlement,
  updatedAt: z.string().openapi({ format: "date-time" }),
};

export const JaiAlaiPostOutcome = z.object({
  ...outcomeFields,
  post: z.number().int(),
  players: z.array(JaiAlaiPlayer),
}).openapi("JaiAlaiPostOutcome");

export const JaiAlaiOddsResponse = z.object({
  publicId: z.string(),
  eventId: z.string(),
  numericEventId: z.number().int(),
  event: z.object({
    topScorer: z.array(z.object({ ...outcomeFields, player: JaiAlaiPlayer })).openapi({
      description: "The player with the most points over the night's matches.",
    }),
  }),
  matches: z.array(z.object({
    matchId: z.string(),
    matchNo: z.number().int(),
    matchName: z.string(),
    matchStatus: StageStatus,
    win: z.array(JaiAlaiPostOutcome).openapi({ description: "The post to win the match." }),
    place: z.array(JaiAlaiPostOutcome).openapi({
      description: "The post to finish first or second.",
    }),
    show: z.array(JaiAlaiPostOutcome).openapi({
      description: "The post to finish in the top three.",
    }),
    sets: z.array(z.object({
      setNo: z.number().int(),
      name: z.string(),
      pointValue: z.number().int(),
      status: StageStatus,
      leader: z.array(JaiAlaiPostOutcome).openapi({
        description: "The post to score the most points in the set (a tie goes to the post " +
          "placed higher in the match).",
      }),
    })),
  })),
}).openapi("JaiAlaiOddsResponse");
