import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  LiveMarketBoard,
  LiveMarketsQuery,
  LiveOpportunitiesQuery,
  MarketBoard,
  MarketsQuery,
  OpportunitiesQuery,
  OpportunityDetail,
  OpportunityPage,
  OpportunityParams,
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
