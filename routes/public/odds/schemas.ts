import { z } from "@hono/zod-openapi";
import { ODD_TYPES, OUTCOME_STATUSES, SETTLEMENTS } from "../../../services/pricing/outcomes.ts";
import { MAX_SGP_LEGS } from "../../../services/pricing/mod.ts";
import { Athlete, EventIdParam, StageStatus, Team } from "../events/schemas.ts";

export const OddType = z.enum(ODD_TYPES).openapi("OddType");
export const OutcomeStatus = z.enum(OUTCOME_STATUSES).openapi("OutcomeStatus", {
  description: "OPEN: offered. SUSPENDED: not offered now (postponed event, or an outcome too " +
    "likely to be offered at 1.01 without beating its fair price). CLOSED: settled.",
});
export const Settlement = z.enum(SETTLEMENTS).openapi("Settlement", {
  description: "NOT_SET until decided; WIN; LOSE; PAYOUT: a dead heat, paid in part; VOID: a " +
    "non-starter or a cancelled event, stakes returned.",
});

const timestamp = z.string().openapi({ format: "date-time" });
const probability = z.number().min(0).max(1).openapi({
  description: "The model's fair probability, without margin: the share of the event's " +
    "simulations in which the outcome happens. Prices of one event all come from the same " +
    "simulations, so they agree (winners sum to 1, top k to k, parlays are priced jointly).",
});
const odds = z.number().min(1.01).openapi({
  description: "Offered decimal odds, with the market's margin (power method): 1/odds is never " +
    "below `probability`.",
});

const outcomeFields = {
  outcomeId: z.string().openapi({
    description: "Stable id of the outcome; a selection of the same-game parlay.",
  }),
  id: z.string().openapi({
    format: "uuid",
    description: "A uuid derived from outcomeId; also a selection.",
  }),
  probability,
  odds,
  status: OutcomeStatus,
  settlement: Settlement,
  updatedAt: timestamp,
};

export const OutcomeEntry = z.object({
  ...outcomeFields,
  referenceId: z.number().int().openapi({ description: "The event participant's referenceId." }),
  position: z.number().int().openapi({
    description: "The place the market is about: 1 winner, 2 second place, 3 podium and top 3, " +
      "5 and 10 top 5 and top 10; for shows, the exact place.",
  }),
  athlete: Athlete,
}).openapi("OutcomeEntry");

export const HeatAthleteOdds = z.object({
  ...outcomeFields,
  referenceId: z.number().int(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  nationality: z.string(),
  stance: z.string(),
  hometown: z.string(),
  height: z.string(),
  weight: z.string(),
  weightClass: z.string(),
  dob: timestamp,
  seedNo: z.number().int(),
  providerId: z.string(),
}).openapi("HeatAthleteOdds");

export const OddsHeat = z.object({
  heatId: z.string(),
  heatName: z.string(),
  heatNo: z.number().int(),
  heatStatus: StageStatus,
  providerId: z.string(),
  athletes: z.array(HeatAthleteOdds).openapi({
    description: "Everyone who can win the heat: its draw, or, while the draw waits on " +
      "results, every athlete who may reach it.",
  }),
}).openapi("OddsHeat");

export const HeatWinnerRound = z.object({
  id: z.string(),
  referenceId: z.number().int(),
  roundId: z.string(),
  roundName: z.string(),
  roundNo: z.number().int(),
  roundStatus: StageStatus,
  providerId: z.string(),
  heats: z.array(OddsHeat),
  updatedAt: timestamp,
}).openapi("HeatWinnerRound");

export const ExactaAthlete = z.object({
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
}).openapi("ExactaAthlete");

export const HeatExactaOutcome = z.object({
  ...outcomeFields,
  athletes: z.array(ExactaAthlete).openapi({ description: "First, then second." }),
}).openapi("HeatExactaOutcome");

export const HeatExactaRound = z.object({
  id: z.string(),
  referenceId: z.number().int(),
  roundId: z.string(),
  name: z.string(),
  roundNo: z.number().int(),
  roundStatus: z.number().int().openapi({
    description: "0 upcoming, 1 live, 2 completed, 3 cancelled.",
  }),
  heats: z.array(z.object({
    heatId: z.string(),
    heatName: z.string(),
    heatNo: z.number().int(),
    heatStatus: StageStatus,
    providerId: z.string(),
    athletes: z.array(HeatExactaOutcome),
  })),
  createdAt: timestamp,
  updatedAt: timestamp,
  providerId: z.string(),
}).openapi("HeatExactaRound");

const HeadToHeadSide = z.object({
  outcomeId: z.string(),
  id: z.string(),
  referenceId: z.number().int(),
  position: z.number().int().nullable().openapi({ description: "Final place, once known." }),
  probability,
  odds,
  settlement: Settlement,
  status: OutcomeStatus,
  athlete: Athlete.optional().openapi({ description: "Individual sports and fights." }),
  team: Team.optional().openapi({ description: "Team games: the side, home first." }),
}).openapi("HeadToHeadParticipant");

export const HeadToHeadEntry = z.object({
  eventParticipant1: HeadToHeadSide,
  eventParticipant2: HeadToHeadSide,
  winnerParticipantId: z.string().nullable().openapi({
    description: "The winner's eventParticipantId once settled (team games: the team's id).",
  }),
}).openapi("HeadToHeadEntry");

export const PropBetEntry = z.object({
  ...outcomeFields,
  referenceId: z.number().int(),
  athlete: Athlete,
  proposition: z.string(),
}).openapi("PropBetEntry");

export const DreamTeamEntry = z.object({
  outcomeId: z.string(),
  id: z.string(),
  numericEventId: z.number().int(),
  eventId: z.string(),
  settlement: Settlement,
  teams: z.array(z.object({
    team: z.string(),
    outcomeId: z.string(),
    id: z.string(),
    probability,
    odds,
    settlement: Settlement,
    participants: z.string().openapi({
      description: "JSON-encoded array of {firstName, lastName, eventParticipantId}.",
    }),
  })),
}).openapi("DreamTeamEntry");

export const EventExactaEntry = z.object({
  ...outcomeFields,
  numericEventId: z.number().int(),
  eventId: z.string(),
  roundHeatId: z.string(),
  position: z.number().int().openapi({ description: "How many places the order names (2, 3, 4)." }),
  voided: z.boolean(),
  draw: z.boolean(),
  holdingPercentage: z.number().openapi({ description: "The market's margin, percent." }),
  trueProbability: z.number().openapi({ description: "The model's fair probability." }),
  hasModifiedProbability: z.boolean().openapi({
    description: "True when `probability` (published) differs from `trueProbability`.",
  }),
  athletes: z.array(ExactaAthlete),
}).openapi("EventExactaEntry");

const OverUnderSide = z.object({
  outcomeId: z.string(),
  id: z.string(),
  referenceId: z.number().int(),
  probability,
  odds,
  settlement: Settlement,
  updatedAt: timestamp,
}).openapi("OverUnderSide");

export const OverUnderEntry = z.object({
  participantId: z.string(),
  status: OutcomeStatus,
  statValue: z.number().openapi({ description: "The line." }),
  finalStatValue: z.number().nullable().openapi({
    description: "The athlete's value, once final.",
  }),
  over: OverUnderSide,
  under: OverUnderSide,
  athlete: Athlete,
}).openapi("OverUnderEntry");

export const MultiOverUnderEntry = z.object({
  id: z.string(),
  referenceId: z.number().int(),
  statValue: z.number().openapi({ description: "The finishing-position line." }),
  selections: z.array(
    z.object({
      outcomeId: z.string(),
      id: z.string(),
      probability,
      odds,
      finalStatValue: z.number().nullable(),
      status: OutcomeStatus,
      settlement: Settlement,
      updatedAt: timestamp,
      athlete: Athlete,
    }).openapi({ description: "The athlete to finish under (better than) the line." }),
  ),
}).openapi("MultiOverUnderEntry");

export const EventOddsResponse = z.object({
  publicId: z.string().openapi({ description: "`<prefix>:<uuid>`" }),
  eventId: z.string(),
  numericEventId: z.number().int(),
  oddType: OddType,
  eventWinner: z.array(OutcomeEntry).optional(),
  secondPlace: z.array(OutcomeEntry).optional(),
  shows: z.array(OutcomeEntry).optional(),
  podiums: z.array(OutcomeEntry).optional(),
  fastestLap: z.array(OutcomeEntry).optional(),
  raceTop10: z.array(OutcomeEntry).optional(),
  raceTop5: z.array(OutcomeEntry).optional(),
  raceTop3: z.array(OutcomeEntry).optional(),
  heatWinner: z.array(HeatWinnerRound).optional(),
  heatExacta: z.array(HeatExactaRound).optional(),
  headToHead: z.array(HeadToHeadEntry).optional(),
  propBets: z.array(PropBetEntry).optional(),
  dreamTeam: z.array(DreamTeamEntry).optional(),
  eventExacta: z.array(EventExactaEntry).optional(),
  overUnder: z.array(OverUnderEntry).optional(),
  multiOverUnder: z.array(MultiOverUnderEntry).optional(),
}).openapi("EventOddsResponse", {
  description: "One array, named as the oddType, holds the market's entries.",
});

export const OddsParams = EventIdParam.extend({
  oddType: OddType.openapi({ param: { name: "oddType", in: "path" } }),
});

export const OddsQuery = z.object({
  exactasType: z.enum(["2", "3", "4"]).optional().openapi({
    param: { name: "exactasType", in: "query" },
    description: "eventExacta: how many places the orders name (2 exacta, 3 trifecta, 4 " +
      "superfecta; 2 when absent). Trifecta and superfecta list the likeliest 2000 orders. " +
      "heatExacta takes 2 only.",
  }),
  overUnderSubMarketType: z.enum(["finishingPosition", "points", "gapToLeaders"]).optional()
    .openapi({ description: "overUnder only: the stat (finishingPosition when absent)." }),
});

export const SgpRequestDto = z.object({
  selections: z.array(z.string().min(1).max(200)).max(MAX_SGP_LEGS * 5).openapi({
    description: `Outcome ids (outcomeId or id) of this event; 1 to ${MAX_SGP_LEGS}, no repeats, ` +
      "all OPEN.",
  }),
}).openapi("SgpRequestDto");

export const SgpResponse = z.object({
  viggedProbability: z.number().openapi({
    description: "The parlay's probability with its margin: ≥ probability.",
  }),
  probability: z.number().openapi({
    description: "The fair joint probability of all selections, on the event's simulations.",
  }),
  decimalOdds: z.number().openapi({ description: "1 / viggedProbability." }),
}).openapi("SgpResponse");
