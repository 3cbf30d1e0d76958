import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  OpportunityParams,
  TopDetail,
  TopList,
  TopQuery,
  UnderservedDetail,
  UnderservedList,
  UnderservedQuery,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["League opportunities"];
const ACCESS = " Platform credentials (login token, X-API-Key, OAuth token); leagues the " +
  "pipeline put in the catalog count only for their run's owner and tenant admins.";

const TOP = "For each catalog league: potential_revenue_usd = round(market_size_usd (by " +
  "catalog tier: 5,000,000 / 2,500,000 / 1,200,000 / 600,000 / 250,000) × overall_score × " +
  "readiness factor (ready 1, nearly_ready 0.85, developing 0.65, not_ready 0.4)); " +
  "market_growth = 0.6 × (1 − share of sportsbooks covering the sport) + 0.4 × overall_score; " +
  "opportunity_score = round(100 × (0.6 × potential_revenue_usd / 5,000,000 + 0.4 × " +
  "market_growth)).";

const UNDERSERVED = "For each league of the sportsbook coverage grid: coverage_gap = 1 − books " +
  "covering the league / all books; market_demand from the catalog tier (1–2 high, 3 medium, " +
  "4–5 low; weights 1, 0.7, 0.4); underserved_score = round(100 × coverage_gap × weight). " +
  "Leagues every book covers are left out.";

export const top = createRoute({
  method: "get",
  path: "/api/league/opportunities/top",
  operationId: "listTopLeagueOpportunities",
  tags,
  summary: "Top league opportunities by potential revenue and market growth",
  description: TOP + " Ranked by opportunity_score, then revenue, then league id." + ACCESS,
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { query: TopQuery },
  responses: {
    200: jsonContent(Envelope(TopList), "The opportunities, best first."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const topDetail = createRoute({
  method: "get",
  path: "/api/league/opportunities/top/{opportunity_id}",
  operationId: "getTopLeagueOpportunity",
  tags,
  summary: "One top opportunity with what its figures rest on",
  description: TOP + " Adds strengths, gaps, the covering books and the formulas." + ACCESS,
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: OpportunityParams },
  responses: {
    200: jsonContent(Envelope(TopDetail), "The opportunity."),
    ...envelopeErrors(401, 403, 404, 429),
  },
});

export const underserved = createRoute({
  method: "get",
  path: "/api/league/opportunities/underserved-sportsbook",
  operationId: "listUnderservedSportsbookOpportunities",
  tags,
  summary: "Leagues the sportsbooks underserve",
  description: UNDERSERVED + " Ranked by underserved_score, then league id." + ACCESS,
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { query: UnderservedQuery },
  responses: {
    200: jsonContent(Envelope(UnderservedList), "The opportunities, most underserved first."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const underservedDetail = createRoute({
  method: "get",
  path: "/api/league/opportunities/underserved-sportsbook/{opportunity_id}",
  operationId: "getUnderservedSportsbookOpportunity",
  tags,
  summary: "One underserved league, book by book",
  description: UNDERSERVED + " Adds each book's coverage of the sport and league, and the " +
    "books missing it." + ACCESS,
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: OpportunityParams },
  responses: {
    200: jsonContent(Envelope(UnderservedDetail), "The opportunity."),
    ...envelopeErrors(401, 403, 404, 429),
  },
});
