import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { AppError } from "../../services/errors.ts";
import { ALL, Follower, type Outgoing } from "../../services/live/follow.ts";
import { eventIsOver } from "../../services/live/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

/** What a client waits before reconnecting (the `retry:` field), in milliseconds. */
const RETRY_MS = 3000;

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
 * Streams the log from `cursor` (replay), then each entry as the bus brings it, with a heartbeat
 * comment (and a look at the log for anything the bus missed) while nothing happens. The
 * caller's slot is taken before the stream opens (429 when it holds the most it may) and given
 * back when it closes, however it closes.
 */
function openStream(
  c: Context<AppEnv>,
  cursor: number | undefined,
  eventId: string | undefined,
  over: boolean,
): Response {
  const { eventLog, streams, config, logger } = c.get("deps");
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
    let ended = false;
    let wake: (() => void) | undefined;
    const follower = new Follower(eventLog, {
      send: (out) => {
        if (out.kind === "ended") {
          ended = true;
          wake?.();
          return;
        }
        return s.aborted ? undefined : s.writeSSE(messageOf(out));
      },
      onError: (err) => logger.warn("live stream could not read the log", { error: String(err) }),
    });
    const unsubscribe = eventLog.subscribe((entries) => void follower.push(entries));
    s.onAbort(() => wake?.());
    try {
      await s.write(`retry: ${RETRY_MS}\n\n`);
      await follower.subscribe(eventId ?? ALL, cursor, over);
      while (!s.aborted && !ended) {
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), config.LIVE_HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = undefined;
        if (woken || s.aborted) continue;
        await follower.catchUp();
        if (!s.aborted && !ended) await s.write(": heartbeat\n\n");
      }
    } finally {
      unsubscribe();
      release();
    }
  });
}

/** A follower's message as a server-sent event: the entry's id is its `id:`. */
function messageOf(out: Exclude<Outgoing, { kind: "ended" }>) {
  if (out.kind === "entry") {
    return { event: out.entry.type, id: String(out.entry.id), data: JSON.stringify(out.entry) };
  }
  const { kind, sub: _sub, ...data } = out;
  return { event: kind, id: String(out.head), data: JSON.stringify(data) };
}
