import { createRoute } from "@hono/zod-openapi";
import { authenticate } from "../middleware/auth.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { CoverageGrid, CoveredSportList, PageQuery, SportsbookList } from "./schemas.ts";

const guard = () => authenticate({ accept: ["api_key", "id_token"], scope: "public" });

const access = "Needs an X-API-Key with the `public` scope (a sandbox key reads the sandbox) or " +
  "a bearer ID token. The sportsbooks are invented (`fictional: true`); their coverage is " +
  "drawn from DEMO_SEED, so it is the same on every start with the same seed.";

export const sports = createRoute({
  method: "get",
  path: "/v1/sportsbook-coverage/sports",
  operationId: "listSportsbookCoverageSports",
  tags: ["Sportsbook coverage"],
  summary: "Sports covered by sportsbooks",
  description:
    `Each of the 31 sports with the sportsbooks, leagues and markets covering it. ${access}`,
  security: securityOf("api_key", "id_token"),
  middleware: [guard()] as const,
  request: { query: PageQuery },
  responses: { 200: jsonContent(CoveredSportList, "A page of sports.") },
});

export const sportsbooks = createRoute({
  method: "get",
  path: "/v1/sportsbook-coverage/sportsbooks",
  operationId: "listSportsbooks",
  tags: ["Sportsbook coverage"],
  summary: "Sportsbooks",
  description: `The sportsbooks with their coverage per sport. ${access}`,
  security: securityOf("api_key", "id_token"),
  middleware: [guard()] as const,
  request: { query: PageQuery },
  responses: { 200: jsonContent(SportsbookList, "A page of sportsbooks.") },
});

export const grid = createRoute({
  method: "get",
  path: "/v1/sportsbook-coverage/coverage-grid",
  operationId: "getSportsbookCoverageGrid",
  tags: ["Sportsbook coverage"],
  summary: "Coverage grid: sport × sportsbook",
  description: "One row per sport (paged), one cell per sportsbook (the `sportsbooks` columns), " +
    `with the leagues and markets covered. ${access}`,
  security: securityOf("api_key", "id_token"),
  middleware: [guard()] as const,
  request: { query: PageQuery },
  responses: { 200: jsonContent(CoverageGrid, "A page of the grid's rows.") },
});
