import { createRoute } from "@hono/zod-openapi";
import { authenticate } from "../middleware/auth.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { MarketList, MarketsQuery, PageQuery } from "./schemas.ts";

const guard = () => authenticate({ accept: ["api_key", "id_token"], scope: "public" });

const access = "Needs an X-API-Key with the `public` scope (a sandbox key reads the sandbox) or " +
  "a bearer ID token. Markets are ordered by the event's start, then market type; each page is " +
  "priced by the same model as the public API's odds.";

export const list = createRoute({
  method: "get",
  path: "/v1/markets",
  operationId: "listMarkets",
  tags: ["Markets"],
  summary: "Markets of priced events",
  description: `Every market of the events in play or to come, with outcomes and odds. ${access}`,
  security: securityOf("api_key", "id_token"),
  middleware: [guard()] as const,
  request: { query: MarketsQuery },
  responses: { 200: jsonContent(MarketList, "A page of markets.") },
});

export const live = createRoute({
  method: "get",
  path: "/v1/markets/live",
  operationId: "listLiveMarkets",
  tags: ["Markets"],
  summary: "Live markets",
  description: `The markets of events in play (\`/v1/markets?live=true\`). ${access}`,
  security: securityOf("api_key", "id_token"),
  middleware: [guard()] as const,
  request: { query: PageQuery },
  responses: { 200: jsonContent(MarketList, "A page of live markets.") },
});
