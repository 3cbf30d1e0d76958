import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  BetHistory,
  BetsParams,
  BetsQuery,
  LiveMarketBoard,
  LiveMarketsQuery,
  LiveOpportunitiesQuery,
  MarketBoard,
  MarketsQuery,
  OpportunitiesQuery,
  OpportunityDetail,
  OpportunityPage,
  OpportunityParams,
  PlaceBetBody,
  PlaceBetHeaders,
  PlacedBet,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Markets and betting"];

const ACCESS = " Platform credentials (login token, X-API-Key with the `read` scope, OAuth " +
  "token). Prices come from the same pricer as the public odds and /v1/markets.";

// Literal paths before /api/betting/opportunities/{opportunity_id} (routes/betting/mod.ts).

export const markets = createRoute({
  method: "get",
  path: "/api/markets",
  operationId: "listBettingMarkets",
  tags,
  summary: "Markets built from league opportunity data",
  description: "The markets of events of catalog leagues in play or to come, each with its " +
    "selections at our current prices, status, start and close, and its volume and " +
    "activity; ordered by `sort`." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { query: MarketsQuery },
  responses: {
    200: jsonContent(Envelope(MarketBoard), "The markets."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const liveMarkets = createRoute({
  method: "get",
  path: "/api/markets/live",
  operationId: "listLiveBettingMarkets",
  tags,
  summary: "Live price updates",
  description: "The markets of events in play (LIVE, IN_WINDOW) at our current prices, by " +
    "the event's start then market type. `price_version` changes as heats finish and the " +
    "event is priced again." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { query: LiveMarketsQuery },
  responses: {
    200: jsonContent(Envelope(LiveMarketBoard), "The live markets."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const opportunities = createRoute({
  method: "get",
  path: "/api/betting/opportunities",
  operationId: "listBettingOpportunities",
  tags,
  summary: "Betting opportunities with filters and pagination",
  description: "One opportunity per event of a catalog league, generated from the league's " +
    "intelligence (partnership score, tier, readiness) and our priced markets: live first, " +
    "then upcoming, suspended and closed, each by the event's start." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { query: OpportunitiesQuery },
  responses: {
    200: jsonContent(Envelope(OpportunityPage), "A page of opportunities."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const liveOpportunities = createRoute({
  method: "get",
  path: "/api/betting/live",
  operationId: "listLiveBettingOpportunities",
  tags,
  summary: "Live opportunities",
  description: "The opportunities of events in play (`status=live`)." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { query: LiveOpportunitiesQuery },
  responses: {
    200: jsonContent(Envelope(OpportunityPage), "A page of live opportunities."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const opportunity = createRoute({
  method: "get",
  path: "/api/betting/opportunities/{opportunity_id}",
  operationId: "getBettingOpportunity",
  tags,
  summary: "One opportunity with all its markets",
  description: "The opportunity, its league's intelligence (with strengths and gaps) and " +
    "every market of its event at our current prices. A malformed id is 422, an unknown one " +
    "404." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { params: OpportunityParams },
  responses: {
    200: jsonContent(Envelope(OpportunityDetail), "The opportunity."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const placeBet = createRoute({
  method: "post",
  path: "/api/betting/place",
  operationId: "placeBet",
  tags,
  summary: "Place a bet (a single or a same-game parlay)",
  description: "Strikes the bet at our current odds when they are within `tolerance` of the " +
    "`odds` the client saw, holds the stake from the user's available credits (a ledger hold " +
    "that lapses a week after the event's scheduled end) and stores the bet (201). It settles " +
    "by itself when the event is over: won or a dead heat pays stake × odds (a dead heat's " +
    "share) into the user's credits, lost keeps the stake, void gives it back. Refusals: 409 " +
    "with `details.reason` `price_moved`, `market_suspended` or `market_closed` and " +
    "`details.current_odds`; 402 when the available credits are short. `Idempotency-Key`: a " +
    "retry answers the first bet (200, `replayed: true`), never a second hold. Platform " +
    "credentials (a key needs the `write` scope): a user bets for themself; an admin may name " +
    "any `user_id`.",
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    headers: PlaceBetHeaders,
    body: { required: true, content: { "application/json": { schema: PlaceBetBody } } },
  },
  responses: {
    201: jsonContent(Envelope(PlacedBet), "The bet, placed now."),
    200: jsonContent(Envelope(PlacedBet), "The bet the Idempotency-Key placed before."),
    ...envelopeErrors(400, 401, 402, 403, 404, 409, 413, 415, 422, 429),
  },
});

export const userBets = createRoute({
  method: "get",
  path: "/api/betting/user/{user_id}/bets",
  operationId: "listUserBets",
  tags,
  summary: "A user's bet history",
  description: "The user's bets, newest first, each with its selections, odds, stake, status " +
    "(open, settled, void), outcome and payout. The user themself or an admin (an admin-scoped " +
    "key) only: another user's are 403; an unknown user is 404 for an admin.",
  security,
  middleware: [platformGuard()] as const,
  request: { params: BetsParams, query: BetsQuery },
  responses: {
    200: jsonContent(Envelope(BetHistory), "A page of the user's bets."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});
