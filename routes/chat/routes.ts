import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { healthGuard, PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  Capabilities,
  ChatCompletion,
  ChatRequest,
  ChatStreamText,
  ShowcaseHealth,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Hosted-AI showcase"];
const body = { required: true, content: { "application/json": { schema: ChatRequest } } };
const GROUNDED = "Answered by the AI provider (AI_PROVIDER) from facts of our own data: the " +
  "catalog's leagues the conversation names, their events in play or ahead, and the retrieval " +
  "corpus; every answer cites the facts it used.";

export const chat = createRoute({
  method: "post",
  path: "/api/cloudai-showcase/chat",
  operationId: "showcaseChat",
  tags,
  summary: "Chat completion with conversation context",
  description: GROUNDED,
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body },
  responses: {
    200: jsonContent(Envelope(ChatCompletion), "The answer, with its citations."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429, 503),
  },
});

export const chatStream = createRoute({
  method: "post",
  path: "/api/cloudai-showcase/chat/stream",
  operationId: "showcaseChatStream",
  tags,
  summary: "Streamed chat (server-sent events, OpenAI chunk format)",
  description: GROUNDED + " A client that disconnects stops the generation.",
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body },
  responses: {
    200: {
      description: "The answer, piece by piece.",
      content: { "text/event-stream": { schema: ChatStreamText } },
    },
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const capabilities = createRoute({
  method: "get",
  path: "/api/cloudai-showcase/demo/capabilities",
  operationId: "showcaseCapabilities",
  tags,
  summary: "What the showcase can do",
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(Capabilities), "Provider, grounding, limits and endpoints."),
    ...envelopeErrors(401, 429),
  },
});

export const health = createRoute({
  method: "get",
  path: "/api/cloudai-showcase/health",
  operationId: "showcaseHealth",
  tags,
  summary: "Health of the showcase",
  description: "Needs no credential: `status` for anyone, the rest for callers with one.",
  security: [...security, {}],
  middleware: [healthGuard()] as const,
  responses: {
    200: jsonContent(Envelope(ShowcaseHealth), "Health."),
    ...envelopeErrors(401, 429),
  },
});
