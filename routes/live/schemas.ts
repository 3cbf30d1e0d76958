import { z } from "@hono/zod-openapi";
import { LOG_ENTRY_TYPES } from "../../services/event_log/mod.ts";
import { MAX_MESSAGE, MAX_SUBSCRIPTIONS } from "../../services/live/socket.ts";
import { EventParams } from "../catalog/schemas.ts";

export { EventParams };

export const StreamQuery = z.object({
  api_key: z.string().max(200).optional().openapi({
    description: "The API key, for clients that cannot send X-API-Key (EventSource).",
    example: "altsports-demo-key",
  }),
  cursor: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().openapi({
    description: "Resume after this entry id (as Last-Event-ID does; the header wins). " +
      "Without either, the stream starts with what happens next.",
    example: 1200,
  }),
});

export const StreamHeaders = z.object({
  "last-event-id": z.string().regex(/^\d{1,15}$/).optional().openapi({
    description: "The id of the last message received: the stream replays every entry after it.",
    example: "1200",
  }),
});

/**
 * The stream's body: server-sent events, each message's `data:` one log entry as JSON
 * (`{id, type, event_id, data, created_at}`, services/event_log's LogEntry).
 */
export const EventStreamText = z.string().openapi({
  description: "Server-sent events. Each message: `event:` the entry's type " +
    `(${LOG_ENTRY_TYPES.join(", ")}; or \`ready\`, \`resync\`), \`id:\` its id, \`data:\` ` +
    "the entry as JSON: {id, type, event_id, data, created_at}.",
  example: 'retry: 3000\n\nevent: result.updated\ndata: {"id":1201,"type":' +
    '"result.updated","event_id":"wsl:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b","data":' +
    '{"heat_id":"…","status":"COMPLETED","results":[]},"created_at":' +
    '"2026-11-21T12:00:00.000Z"}\nid: 1201\n\n: heartbeat\n\n',
});

export const STREAM_DESCRIPTION = "Server-sent events (text/event-stream). Every message has " +
  "`id:` (the log entry id), `event:` (its type: event.created, event.updated, " +
  "event.started, event.completed, result.updated, odds.updated) and `data:` (the LogEntry " +
  "as JSON). The first chunk sets `retry:`; a comment line (`: heartbeat`) comes every 15 s " +
  "while nothing else does. Reconnect with `Last-Event-ID` (or `cursor`) to receive every " +
  "entry after it exactly once, in order. A cursor older than the log keeps (72 hours) or " +
  "newer than its head gets one `resync` message (its id the log's head): read the state " +
  "again, then go on from there. Without a cursor a `ready` message gives the head as the " +
  "first id. A key may hold LIVE_MAX_STREAMS_PER_KEY (10) streams at once; one more is " +
  "refused with 429 before the stream opens.";

export const SocketQuery = StreamQuery.pick({ api_key: true });

export const SOCKET_DESCRIPTION = "A WebSocket (connect with `Upgrade: websocket`; a plain " +
  "request is answered 426). JSON text messages. The client sends " +
  "`{action: 'subscribe', event_id, cursor?}` (`event_id` an event's id, or `*` for every " +
  "event the key sees; `cursor` an entry id to resume after), `{action: 'unsubscribe', " +
  "event_id}` and `{action: 'ping'}`, each with an optional `id` echoed in the answer. The " +
  "server answers `{type: 'subscribed', event_id, cursor, head}`, `{type: 'unsubscribed', " +
  "event_id, reason: 'requested'|'completed'}`, `{type: 'pong', time}`, `{type: 'resync', " +
  "event_id, reason, cursor, head, oldest_kept}` (the cursor is older than the log keeps, or " +
  "ahead of it) and `{type: 'error', code, message}` (codes: invalid_message, " +
  "message_too_large, unknown_action, not_found, already_subscribed, not_subscribed, " +
  "overlapping_subscription, too_many_subscriptions, internal; the socket stays open), and " +
  "sends every log entry of its subscriptions as it is, `{id, type, event_id, data, " +
  "created_at}` (`type` one of " + LOG_ENTRY_TYPES.join(", ") + "), each once, in id order: " +
  "after a subscribe with a cursor, every entry after it first. An event's subscription ends " +
  `after its event.completed. At most ${MAX_SUBSCRIPTIONS} subscriptions per socket, messages ` +
  `of at most ${MAX_MESSAGE} characters. Sockets count against the same per-key limit as ` +
  "streams (LIVE_MAX_STREAMS_PER_KEY, 429 before the upgrade).";
