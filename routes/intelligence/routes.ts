import { createRoute } from "@hono/zod-openapi";
import { describeCosts } from "../../services/credits/catalog.ts";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { IdempotencyHeaders, IntelligenceAnswer, IntelligenceRequest } from "./schemas.ts";

export const ask = createRoute({
  method: "post",
  path: "/api/sports-intelligence",
  operationId: "askSportsIntelligence",
  tags: ["Sports intelligence"],
  summary: "Ask a sports question (direct answer, document search or workflow start)",
  description: "Routes the question to a direct answer from the catalog, events and odds " +
    "(the agents' tool loop over the MCP tools), a search of the document corpus with " +
    "citations (as POST /v1/rag/query), or the start of a workflow (as POST /workflows/run); " +
    "`query_type` chooses, else the router does and says why in `routing`.\n\n" +
    `Credits: the query type's cost (${describeCosts()}) is held from the payer's balance ` +
    "before any work, so a short balance is a 402 INSUFFICIENT_CREDITS and nothing runs. The " +
    "hold is captured when the work answers, and released (nothing charged) when it fails — " +
    "the error's `details` then say `refunded: true` — or finds nothing (`charge.status: " +
    "released`). The response carries the charge and the balance after it. Send an " +
    "`Idempotency-Key` to retry safely.\n\n" +
    "Platform credentials (login token, X-API-Key with the `write` scope, OAuth token). The " +
    "caller's own credits pay; `user_id` names another payer for admins only (403 otherwise; " +
    "404 for an unknown user). An OAuth client has no credits of its own: 403.\n\n" +
    "Statuses: 200 answered; 202 workflow started; 402 short balance; 403 another user's " +
    "credits, or a workflow the caller may not run (refunded); 404 unknown payer, or no " +
    "workflow named (refunded); 409 an Idempotency-Key still running, refunded or reused for " +
    "another request, or a workflow that cannot run now (refunded); 422 bad body, or a " +
    "workflow payload that does not fit (refunded); 503 a provider or the queue failed " +
    "(refunded).",
  security: securityOf(...PLATFORM_CREDENTIALS),
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, content: { "application/json": { schema: IntelligenceRequest } } },
  },
  responses: {
    200: jsonContent(Envelope(IntelligenceAnswer), "Answered (direct or search)."),
    202: jsonContent(Envelope(IntelligenceAnswer), "A workflow run was started."),
    ...envelopeErrors(400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 503),
  },
});
