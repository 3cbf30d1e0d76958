import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Principal } from "../../services/auth/principal.ts";
import { notFound } from "../../services/errors.ts";
import { ALL, Follower, type Outgoing } from "../../services/live/follow.ts";
import { eventState } from "../../services/live/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

/** Whose live connections count together against the per-key limit. */
export const holderOf = (principal: Principal) => `${principal.kind}:${principal.id}`;

/** What a client waits before reconnecting (the `retry:` field), in milliseconds. */
const RETRY_MS = 3000;

export const eventStream: AppRouteHandler<typeof routes.eventStream> = async (c) => {
  const { event_id } = c.req.valid("param");
  const state = await eventState(c.get("deps").db, event_id);
  if (state === "unknown") throw notFound(`event ${event_id} not found`, { parameter: "event_id" });
  const cursor = cursorOf(c.req.valid("header"), c.req.valid("query"));
  return openStream(c, cursor, event_id, state === "over");
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
  const release = streams.take(holderOf(c.get("principal")));
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
