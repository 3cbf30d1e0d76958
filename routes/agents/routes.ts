import { createRoute } from "@hono/zod-openapi";
import { CATALOG_SECURITY, catalogGuard } from "../catalog_read.ts";
import { detailErrors, Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { AgentCard, AgentList, AgentParams, AgentRun, InvokeRequest } from "./schemas.ts";

const tags = ["Agents"];
const ACCESS = "X-API-Key with the `public` scope, or a bearer ID token.";

export const list = createRoute({
  method: "get",
  path: "/v1/agents",
  operationId: "listAgents",
  tags,
  summary: "Agents",
  description: "Every agent: its capabilities, the tools it may call and its prompt. " + ACCESS,
  security: CATALOG_SECURITY,
  middleware: [catalogGuard()] as const,
  responses: { 200: jsonContent(AgentList, "The agents.") },
});

export const get = createRoute({
  method: "get",
  path: "/v1/agents/{id}",
  operationId: "getAgent",
  tags,
  summary: "One agent",
  security: CATALOG_SECURITY,
  middleware: [catalogGuard()] as const,
  request: { params: AgentParams },
  responses: { 200: jsonContent(AgentCard, "The agent."), ...detailErrors(404) },
});

export const invoke = createRoute({
  method: "post",
  path: "/v1/agents/{id}/invoke",
  operationId: "invokeAgent",
  tags,
  summary: "Invoke an agent",
  description: "Runs the agent's bounded tool loop over our own services (the tools MCP " +
    "serves, limited to the agent's): at most its `max_steps` calls within its `timeout_ms`. " +
    "With AI_PROVIDER=openai the model chooses the calls; the local provider plans them from " +
    "the input (event ids, sports, leagues named, futures, documents) and writes the answer " +
    "from their results. The answer comes with every call and its result. " + ACCESS,
  security: CATALOG_SECURITY,
  middleware: [catalogGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    params: AgentParams,
    body: { required: true, content: { "application/json": { schema: InvokeRequest } } },
  },
  responses: {
    200: jsonContent(AgentRun, "The answer and every tool call."),
    ...detailErrors(404, 503),
  },
});

export const platformList = createRoute({
  method: "get",
  path: "/api/agents",
  operationId: "listPlatformAgents",
  tags,
  summary: "Available agents",
  description: "The agents of /v1/agents, for platform credentials, in the envelope.",
  security: securityOf(...PLATFORM_CREDENTIALS),
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(AgentList), "The agents."),
    ...envelopeErrors(401, 429),
  },
});
