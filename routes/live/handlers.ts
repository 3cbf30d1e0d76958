import type { Context } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { AppError } from "../../services/errors.ts";
import type { LogEntry } from "../../services/event_log/mod.ts";
import { eventIsOver } from "../../services/live/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

/** What a client waits before reconnecting (the `retry:` field), in milliseconds. */
const RETRY_MS = 3000;
const PAGE = 500;

export const eventStream: AppRouteHandler<typeof routes.eventStream> = async (c) => {
  const { event_id } = c.req.valid("param");
  const over = await eventIsOver(c.get("deps").db, event_id);
  return openStream(c, cursorOf(c.req.valid("header"), c.req.valid("query")), event_id, over);
};

export const allStream: AppRouteHandler<typeof routes.allStream> = (c) =>
  Promise.resolve(
    openStream(c, cursorOf(c.req.valid("header"), c.req.valid("query")), undefined, false),
  );

const cursorOf = (header: { "last-event-id"?: string }, query: { cursor?: number }) =>
  header["last-event-id"] !== undefined ? Number(header["last-event-id"]) : query.cursor;

/**
 * Streams the log from `cursor` (replay), then each entry as it is appended, with a heartbeat
 * comment while nothing happens. The caller's slot is taken before the stream opens (429 when
 * it holds the most it may) and given back when it closes, however it closes.
 */
function openStream(
  c: Context<AppEnv>,
  cursor: number | undefined,
  eventId: string | undefined,
  over: boolean,
): Response {
  const { eventLog, streams, config } = c.get("deps");
  const principal = c.get("principal");
  const holder = `${principal.kind}:${principal.id}`;
  if (!streams.acquire(holder)) {
    throw new AppError(
      "rate_limited",
      `this key has ${streams.max} live streams open, the most it may hold; close one first`,
      { open_streams: streams.max, limit: streams.max },
      { headers: { "Retry-After": String(RETRY_MS / 1000) } },
    );
  }
  let released = false;
  const release = () => {
    if (!released) streams.release(holder);
    released = true;
  };
  return streamSSE(c, async (s) => {
    // A client that goes away frees its slot at once, not when the loop next looks.
    s.onAbort(release);
    let pending = false;
    let wake: (() => void) | undefined;
    const unsubscribe = eventLog.subscribe((entry) => {
      if (eventId && entry.event_id !== eventId) return;
      pending = true;
      wake?.();
    });
    s.onAbort(() => wake?.());
    try {
      await s.write(`retry: ${RETRY_MS}\n\n`);
      let at = await startingPoint(s, eventLog, cursor);
      while (!s.aborted) {
        pending = false;
        const batch = await eventLog.read(at, { eventId, limit: PAGE });
        for (const entry of batch) {
          await send(s, entry);
          at = entry.id;
          if (eventId && entry.type === "event.completed") return;
        }
        if (batch.length === PAGE || pending) continue;
        if (over) return;
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), config.LIVE_HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = undefined;
        if (!woken && !s.aborted) await s.write(": heartbeat\n\n");
      }
    } finally {
      unsubscribe();
      release();
    }
  });
}

const send = (s: SSEStreamingApi, entry: LogEntry) =>
  s.writeSSE({ event: entry.type, id: String(entry.id), data: JSON.stringify(entry) });

/**
 * Where the stream starts: after the client's cursor when the log still holds everything after
 * it; otherwise a `resync` (the cursor is older than the log keeps, or ahead of it) from the
 * head; without a cursor, a `ready` from the head, so a client has an id to resume from.
 */
async function startingPoint(
  s: SSEStreamingApi,
  log: AppEnv["Variables"]["deps"]["eventLog"],
  cursor: number | undefined,
): Promise<number> {
  const { head, prunedThrough } = await log.bounds();
  if (cursor === undefined) {
    await s.writeSSE({ event: "ready", id: String(head), data: JSON.stringify({ head }) });
    return head;
  }
  if (cursor < prunedThrough || cursor > head) {
    await s.writeSSE({
      event: "resync",
      id: String(head),
      data: JSON.stringify({
        reason: cursor > head ? "cursor_ahead_of_log" : "cursor_older_than_log",
        cursor,
        head,
        oldest_kept: prunedThrough + 1,
      }),
    });
    return head;
  }
  return cursor;
}
