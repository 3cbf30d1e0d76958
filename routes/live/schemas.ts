import { z } from "@hono/zod-openapi";
import { LOG_ENTRY_TYPES } from "../../services/event_log/mod.ts";
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
    param: { name: "Last-Event-ID", in: "header" },
    description: "The id of the last message received: the stream replays every entry after it.",
    example: "1200",
  }),
});

/** One log entry, as the `data:` of a stream message (JSON). */
export const LogEntrySchema = z.object({
  id: z.number().int().openapi({ description: "Monotonic entry id; also the message's `id:`." }),
  type: z.enum(LOG_ENTRY_TYPES),
  event_id: z.string(),
  data: z.record(z.string(), z.unknown()).openapi({ description: "What changed." }),
  created_at: z.string().openapi({ description: "ISO 8601 UTC." }),
}).openapi("LogEntry");

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
