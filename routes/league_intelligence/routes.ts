import { createRoute } from "@hono/zod-openapi";
import { CATALOG_SECURITY, catalogGuard } from "../catalog_read.ts";
import { detailErrors } from "../envelope.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent } from "../openapi.ts";
import {
  OpportunitiesRequest,
  OpportunitiesResponse,
  OutreachRequest,
  OutreachResponse,
  ResearchRequest,
  ResearchResponse,
} from "./schemas.ts";

const common = {
  tags: ["League intelligence"],
  security: CATALOG_SECURITY,
};

const ACCESS = "Takes a bearer ID token (100 requests a minute per IP) or an X-API-Key with " +
  "the `public` scope. Figures come from the catalog and the partnership pipeline's scoring; " +
  "the text is written by the AI provider from those facts only.";

const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const opportunities = createRoute({
  ...common,
  method: "post",
  path: "/v1/league-intelligence/partnership-opportunities",
  operationId: "findPartnershipOpportunities",
  summary: "Partnership opportunities",
  description: "The league's own evaluation, and the leagues of the criteria (region, market " +
    "size) ranked by partnership score. " + ACCESS,
  middleware: [catalogGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body: body(OpportunitiesRequest) },
  responses: {
    200: jsonContent(OpportunitiesResponse, "The opportunities."),
    ...detailErrors(404),
  },
});

export const research = createRoute({
  ...common,
  method: "post",
  path: "/v1/league-intelligence/league-research",
  operationId: "researchCatalogLeague",
  summary: "League research",
  description: "What the catalog knows of a league, its score and readiness, comparable " +
    "leagues, and findings. " + ACCESS,
  middleware: [catalogGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body: body(ResearchRequest) },
  responses: { 200: jsonContent(ResearchResponse, "The research."), ...detailErrors(404) },
});

export const outreach = createRoute({
  ...common,
  method: "post",
  path: "/v1/league-intelligence/daily-outreach",
  operationId: "planDailyOutreach",
  summary: "Daily outreach",
  description: "Whom to contact today: leagues onboarding first, then the best-scored, each " +
    "with its next step. " + ACCESS,
  middleware: [catalogGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body: body(OutreachRequest) },
  responses: { 200: jsonContent(OutreachResponse, "Today's outreach list.") },
});
