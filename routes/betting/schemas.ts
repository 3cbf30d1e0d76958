import { z } from "@hono/zod-openapi";
import {
  BOARD_STATES,
  MARKET_CATEGORIES,
  MARKET_SORTS,
  OPPORTUNITY_ID,
  OPPORTUNITY_STATUSES,
} from "../../services/markets/mod.ts";
import { MAX_SGP_LEGS, ODD_TYPES } from "../../services/pricing/mod.ts";
import { DEFAULT_TOLERANCE, MAX_STAKE } from "../../services/bets/mod.ts";
import { BET_KINDS, BET_OUTCOMES, BET_STATUSES } from "../../db/schema/mod.ts";
import { EVENT_STATUSES, SPORT_TYPES } from "../../services/sports/catalog.ts";

const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(100).default(fallback).openapi({
    description: `Items to return, 1 to 100 (default ${fallback}); others are 422.`,
    example: fallback,
  });

const sport = z.enum(SPORT_TYPES).optional().openapi({
  description: "A sport code of the catalog (`wsl`, `f1`, `pbr`, …); another value is 422.",
  example: "wsl",
});

const league = z.string().min(1).max(100).optional().openapi({
  description: "A league of the catalog, by id (`league_wsl`) or name, case-insensitive.",
  example: "league_wsl",
});

const category = z.enum(MARKET_CATEGORIES).optional().openapi({
  description: "The market family: `winner` (eventWinner, heatWinner), `placing` " +
    "(secondPlace, shows, podiums, raceTop3/5/10), `head_to_head`, `totals` (overUnder, " +
    "multiOverUnder), `exotics` (eventExacta, heatExacta), `props` (propBets, dreamTeam, " +
    "fastestLap).",
  example: "winner",
});

export const MarketsQuery = z.object({
  sort: z.enum(MARKET_SORTS).default("volume").openapi({
    description: "`volume` (modelled handle, largest first; the default), `activity` (most " +
      "changes on the event first) or `ending_soon` (earliest close first). Ties: the earlier " +
      "close, then the market id.",
    example: "volume",
  }),
  limit: limit(20),
  category,
  sport,
  league,
});

export const LiveMarketsQuery = z.object({
  limit: limit(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({
    description: "Markets to skip.",
    example: 0,
  }),
  category,
  sport,
  league,
});

export const OpportunitiesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).openapi({
    description: "Page number, from 1.",
    example: 1,
  }),
  limit: limit(20),
  league,
  sport,
  status: z.enum(OPPORTUNITY_STATUSES).optional().openapi({
    description: "`upcoming` (events to come), `live` (in play), `suspended` (postponed) or " +
      "`closed` (completed or cancelled). Absent: upcoming, live and suspended.",
    example: "upcoming",
  }),
  search: z.string().min(1).max(200).optional().openapi({
    description: "Words that must all appear (case-insensitive) in the event's or league's " +
      "name, the sport, the venue, city or country.",
    example: "pro",
  }),
});

export const LiveOpportunitiesQuery = OpportunitiesQuery.pick({
  page: true,
  limit: true,
  league: true,
  sport: true,
});

export const OpportunityParams = z.object({
  opportunity_id: z.string().regex(OPPORTUNITY_ID, "an opportunity id is opp_ and a uuid")
    .openapi({
      param: { name: "opportunity_id", in: "path" },
      description: "`opp_` and the event's uuid, as the list shows it; another form is 422, " +
        "an unknown one 404.",
      example: "opp_0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03",
    }),
});

const State = z.enum(BOARD_STATES);

export const Selection = z.object({
  selection_id: z.string().openapi({
    description: "The outcome's id (the public odds' `outcomeId`): what a bet names.",
    example: "0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03:eventWinner:1001",
  }),
  id: z.string().openapi({ description: "Its uuid form (the public odds' `id`)." }),
  probability: z.number().openapi({
    description: "Fair (no-margin) probability from the event's model.",
    example: 0.182,
  }),
  odds: z.number().openapi({
    description: "Our offered decimal odds now, with the market's margin, to the cent.",
    example: 4.9,
  }),
  status: State.openapi({
    description: "`open` (offered), `suspended` (not offered now) or `closed` (settled).",
  }),
}).openapi("BettingSelection");

export const BettingMarket = z.object({
  market_id: z.string().openapi({
    description: "`<event_id>:<market_type>`.",
    example: "wsl:0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03:eventWinner",
  }),
  event_id: z.string(),
  event_name: z.string(),
  league_id: z.string(),
  league_name: z.string(),
  sport: z.enum(SPORT_TYPES),
  category: z.enum(MARKET_CATEGORIES),
  market_type: z.enum(ODD_TYPES).openapi({
    description: "One of the public API's 16 odd types, priced as " +
      "GET /api/v1/public/events/{event_id}/{market_type} prices it.",
  }),
  status: State.openapi({
    description: "`open` while any selection is offered; `closed` once the event is over or " +
      "every selection is settled; `suspended` otherwise (a postponed event, or only " +
      "near-certain selections left).",
  }),
  event_status: z.enum(EVENT_STATUSES),
  live: z.boolean().openapi({ description: "The event is in play (LIVE or IN_WINDOW)." }),
  start_time: z.string().openapi({ format: "date-time", description: "The event's start." }),
  close_time: z.string().openapi({
    format: "date-time",
    description: "When betting closes: the event's scheduled end.",
  }),
  volume: z.number().int().openapi({
    description: "Modelled handle in credits (no real bets yet): the league's handle per " +
      "event by catalog tier (1: 200,000; 2: 120,000; 3: 60,000; 4: 30,000; 5: 15,000) × its " +
      "partnership score × the family's share (winner 30 %, placing 20 %, head_to_head 20 %, " +
      "totals 12 %, exotics 10 %, props 8 %) × (1 + activity / 10, at most 10×), floored.",
    example: 5400,
  }),
  activity: z.number().int().openapi({
    description: "Changes on the event: its event-log entries (kept 72 hours) plus its " +
      "completed heats.",
    example: 12,
  }),
  price_version: z.string().openapi({
    description: "The pricer's fingerprint of the model and the event's data: it changes, " +
      "and the prices with it, as heats finish.",
  }),
  priced_at: z.string().openapi({ format: "date-time" }),
  selections: z.array(Selection),
}).openapi("BettingMarket");

export const MarketBoard = z.object({
  items: z.array(BettingMarket),
  total: z.number().int().openapi({ description: "Markets matching the filters." }),
  limit: z.number().int(),
  sort: z.enum(MARKET_SORTS),
}).openapi("MarketBoard");

export const LiveMarketBoard = z.object({
  items: z.array(BettingMarket),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
}).openapi("LiveMarketBoard");

const leagueFields = {
  league_id: z.string().openapi({ example: "league_wsl" }),
  name: z.string(),
  tier: z.number().int().openapi({ description: "Catalog tier, 1 (largest) to 5." }),
  region: z.string(),
  overall_score: z.number().openapi({
    description: "The league's partnership score (league intelligence), 0 to 1.",
    example: 0.72,
  }),
  partnership_tier: z.string(),
  readiness_level: z.string(),
  recommended_flavor: z.string(),
};

export const OpportunityLeague = z.object(leagueFields).openapi("OpportunityLeague");

const opportunityFields = {
  opportunity_id: z.string().openapi({ example: "opp_0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03" }),
  event_id: z.string(),
  event_name: z.string(),
  sport: z.enum(SPORT_TYPES),
  league: OpportunityLeague,
  status: z.enum(OPPORTUNITY_STATUSES).openapi({
    description: "`upcoming`, `live`, `suspended` (postponed) or `closed` (over).",
  }),
  event_status: z.enum(EVENT_STATUSES),
  start_time: z.string().openapi({ format: "date-time" }),
  close_time: z.string().openapi({ format: "date-time" }),
  venue: z.string(),
  city: z.string(),
  country: z.string(),
  markets_count: z.number().int(),
  volume: z.number().int().openapi({ description: "Sum of its markets' volume, in credits." }),
  activity: z.number().int(),
  featured: BettingMarket.nullable().openapi({
    description: "The market it leads with (eventWinner, else headToHead, heatWinner, " +
      "overUnder) at our current prices; null when the event offers none.",
  }),
};

export const Opportunity = z.object(opportunityFields).openapi("BettingOpportunity");

export const OpportunityPage = z.object({
  items: z.array(Opportunity),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  has_more: z.boolean(),
}).openapi("BettingOpportunityPage");

export const OpportunityDetail = z.object({
  ...opportunityFields,
  league: OpportunityLeague.extend({
    strengths: z.array(z.string()),
    gaps: z.array(z.string()),
  }),
  markets: z.array(BettingMarket).openapi({
    description: "Every market of the event at our current prices.",
  }),
}).openapi("BettingOpportunityDetail");

// ---- placement and bet history -------------------------------------------------------------

const selectionId = z.string().min(1).max(300).openapi({
  description: "A selection's id: the outcome's `selection_id` as /api/markets lists it (the " +
    "public odds' `outcomeId`), or its uuid form.",
  example: "0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03:eventWinner:1001",
});

const twoDecimals = (x: number) => Math.abs(Math.round(x * 100) - x * 100) < 1e-6;

export const PlaceBetBody = z.object({
  user_id: z.string().min(1).max(128).regex(/^[\w.@:-]+$/).optional().openapi({
    description: "Whose bet it is: omitted, the caller's own; another user's id needs an " +
      "admin (403 otherwise; 404 for an unknown user).",
    example: "demo-league",
  }),
  selection_id: selectionId.optional().openapi({
    description: "A single: one selection. Send this or `selections`, not both.",
  }),
  selections: z.array(selectionId).min(2).max(MAX_SGP_LEGS).optional().openapi({
    description: `A same-game parlay: 2 to ${MAX_SGP_LEGS} selections of one event, priced ` +
      "jointly by the SGP pricer (P(all legs) on the event's simulation). Send this or " +
      "`selection_id`.",
  }),
  stake: z.number().positive().max(MAX_STAKE).refine(twoDecimals, {
    message: "stake has at most two decimals",
  }).openapi({
    description: `Credits to stake: more than 0, at most two decimals, at most ${MAX_STAKE}. ` +
      "Held from the user's available credits until the bet settles.",
    example: 10,
  }),
  odds: z.number().min(1.01).max(1_000_000).openapi({
    description: "The decimal odds the client saw (the selection's `odds`, or the parlay's " +
      "price). The bet is struck at our current odds when they are within `tolerance` of these.",
    example: 4.9,
  }),
  tolerance: z.number().min(0).max(1).default(DEFAULT_TOLERANCE).openapi({
    description: "How far our price may have moved from `odds`, either way, as a fraction of " +
      `them (0.05 = 5 %, the default; 0 = exactly these odds). Beyond it: 409 price_moved.`,
    example: DEFAULT_TOLERANCE,
  }),
}).refine((b) => (b.selection_id === undefined) !== (b.selections === undefined), {
  message: "send either selection_id (a single) or selections (a parlay)",
  path: ["selection_id"],
}).openapi("PlaceBetRequest");

export const PlaceBetHeaders = z.object({
  "idempotency-key": z.string().min(1).max(200).optional().openapi({
    description: "Makes retries safe: the same key again (with the same body) answers the bet " +
      "placed the first time (200, `replayed: true`) and holds nothing more; with another body " +
      "it is 409.",
    example: "7c1d5e2a-bet-1",
  }),
});

export const BetSelection = z.object({
  selection_id: z.string(),
  odds: z.number().openapi({ description: "The leg's own price at placement." }),
}).openapi("BetSelection");

export const Bet = z.object({
  bet_id: z.string().openapi({ example: "bet_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f" }),
  user_id: z.string(),
  kind: z.enum(BET_KINDS).openapi({ description: "`single` or `parlay` (same game)." }),
  event_id: z.string(),
  selections: z.array(BetSelection),
  odds: z.number().openapi({ description: "The price struck: ours, never the client's." }),
  requested_odds: z.number().openapi({ description: "The odds the client sent." }),
  tolerance: z.number(),
  stake: z.number().openapi({ description: "Credits held (then taken, or given back)." }),
  potential_payout: z.number().openapi({ description: "stake × odds, floored to the cent." }),
  status: z.enum(BET_STATUSES).openapi({
    description: "`open` until its event is over; then `settled` (won, lost or a dead heat) " +
      "or `void` (stake returned: a void selection, a cancelled event, or a hold that lapsed).",
  }),
  outcome: z.enum(BET_OUTCOMES).nullable().openapi({
    description: "WIN, LOSE, VOID or PAYOUT (a dead heat, paid in part); null while open.",
  }),
  payout: z.number().nullable().openapi({
    description: "Credits paid to the user at settlement (0 when lost or void); null while open.",
  }),
  note: z.string().nullable(),
  hold_id: z.string().openapi({ description: "The ledger hold of the stake." }),
  placed_at: z.string().openapi({ format: "date-time" }),
  hold_expires_at: z.string().openapi({
    format: "date-time",
    description: "When the stake's hold lapses (a week after the event's scheduled end): a bet " +
      "not settled by then is void.",
  }),
  settled_at: z.string().nullable().openapi({ format: "date-time" }),
}).openapi("Bet");

export const PlacedBet = z.object({
  bet: Bet,
  replayed: z.boolean().openapi({
    description: "True when the Idempotency-Key named a bet placed before: nothing new was held.",
  }),
  available: z.number().openapi({ description: "The user's available credits after it." }),
}).openapi("PlacedBet");

export const BetsParams = z.object({
  user_id: z.string().min(1).max(128).regex(/^[\w.@:-]+$/).openapi({
    param: { name: "user_id", in: "path" },
    description: "The user's account id (`GET /api/v1/auth/me`).",
    example: "demo-league",
  }),
});

export const BetsQuery = z.object({
  limit: limit(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({
    description: "Bets to skip.",
    example: 0,
  }),
});

export const BetHistory = z.object({
  user_id: z.string(),
  bets: z.array(Bet),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
}).openapi("BetHistory");
