import { createRoute } from "@hono/zod-openapi";
import { detailErrors } from "../envelope.ts";
import { authenticate } from "../middleware/auth.ts";
import { SCHEMES, securityOf } from "../openapi.ts";
import {
  EventParams,
  EventStreamText,
  SOCKET_DESCRIPTION,
  SocketQuery,
  STREAM_DESCRIPTION,
  StreamHeaders,
  StreamQuery,
} from "./schemas.ts";

const common = {
  tags: ["Live"],
  security: [...securityOf("api_key", "id_token"), { [SCHEMES.queryKey]: [] }],
};

/** The first description's key (header or `api_key` query) or the second's ID token. */
const streamGuard = () =>
  authenticate({ accept: ["api_key", "id_token"], scope: "public", queryKey: true });

const stream = (description: string) => ({
  description,
  content: { "text/event-stream": { schema: EventStreamText } },
});

export const eventStream = createRoute({
  ...common,
  middleware: [streamGuard()] as const,
  method: "get",
  path: "/v1/events/{event_id}/stream",
  operationId: "streamEvent",
  summary: "Live stream of one event (SSE)",
  description: STREAM_DESCRIPTION + " The stream ends after the event's `event.completed` " +
    "(at once for an event already over, once what was missed is replayed).",
  request: { params: EventParams, query: StreamQuery, headers: StreamHeaders },
  responses: {
    200: stream("The event's log entries as server-sent events."),
    ...detailErrors(404),
  },
});

export const allStream = createRoute({
  ...common,
  middleware: [streamGuard()] as const,
  method: "get",
  path: "/v1/events/stream",
  operationId: "streamEvents",
  summary: "Live stream of every event (SSE)",
  description: STREAM_DESCRIPTION + " Every event the key sees (its environment's).",
  request: { query: StreamQuery, headers: StreamHeaders },
  responses: { 200: stream("Every log entry as server-sent events.") },
});

export const socket = createRoute({
  ...common,
  middleware: [streamGuard()] as const,
  method: "get",
  path: "/v1/ws",
  operationId: "liveSocket",
  summary: "Live updates over a WebSocket",
  description: SOCKET_DESCRIPTION,
  request: { query: SocketQuery },
  responses: {
    101: { description: "Switching Protocols: the WebSocket is open." },
    ...detailErrors(426),
  },
});
