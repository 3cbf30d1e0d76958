import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Principal } from "../../services/auth/principal.ts";
import { AppError, notFound } from "../../services/errors.ts";
import { entryJson } from "../../services/event_log/mod.ts";
import { ALL, Follower, type Outgoing } from "../../services/live/follow.ts";
import { eventState } from "../../services/live/mod.ts";
import { LiveSocket } from "../../services/live/socket.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { connectToHub } from "../live_hub.ts";
import type * as routes from "./routes.ts";

/** Whose live connections count together against the per-key limit. */
const holderOf = (principal: Principal) => `${principal.kind}:${principal.id}`;

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
    return { event: out.entry.type, id: String(out.entry.id), data: entryJson(out.entry) };
  }
  const { kind, sub: _sub, ...data } = out;
  return { event: kind, id: String(out.head), data: JSON.stringify(data) };
}

/** Deno pings an idle socket after this many seconds and closes it if no pong comes. */
const IDLE_TIMEOUT_S = 30;

/**
 * `/v1/ws`: on Workers, handed to the Durable Object of the key's environment, which holds the
 * socket (the hibernation API); on Deno, upgraded here through Hono's helper, the socket fed by
 * this instance's bus. Either way the key's slot is taken before the upgrade.
 */
export const socket: AppRouteHandler<typeof routes.socket> = async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new AppError(
      "upgrade_required",
      "this endpoint speaks WebSocket: connect with a WebSocket client (Upgrade: websocket)",
      {},
      { headers: { Upgrade: "websocket" } },
    );
  }
  const deps = c.get("deps");
  const holder = holderOf(c.get("principal"));
  if (deps.liveHub) return await connectToHub(deps.liveHub, c.req.raw, deps, holder);
  if (typeof Deno === "undefined") {
    throw new AppError("unavailable", "live sockets need the LIVE_HUB Durable Object binding");
  }
  const release = deps.streams.take(holder);
  const response = await upgradeDeno(c, release);
  if (!response) {
    release();
    throw new AppError("upgrade_required", "the WebSocket upgrade was refused");
  }
  return response;
};

async function upgradeDeno(c: Context<AppEnv>, release: () => void) {
  // Imported here: hono/deno reads `Deno` as it loads, which Workers' bundle must not do.
  const { upgradeWebSocket } = await import("hono/deno");
  const { eventLog, db, clock, logger, config } = c.get("deps");
  let live: LiveSocket | undefined;
  let unsubscribe = () => {};
  let timer: ReturnType<typeof setInterval> | undefined;
  const close = () => {
    unsubscribe();
    clearInterval(timer);
    release();
  };
  const upgrade = upgradeWebSocket(() => ({
    onOpen: (_event, ws) => {
      live = new LiveSocket(eventLog, {
        send: (text) => {
          if (ws.readyState === 1) ws.send(text);
        },
        eventState: (id) => eventState(db, id),
        now: clock,
        onError: (err) => logger.warn("live socket failed", { error: String(err) }),
      });
      unsubscribe = eventLog.subscribe((entries) => void live!.push(entries));
      // What the bus missed, the log has: looked at as often as streams send a heartbeat.
      timer = setInterval(() => void live!.catchUp(), config.LIVE_HEARTBEAT_MS);
    },
    onMessage: (event, ws) => {
      if (live) void live.message(event.data as string | ArrayBuffer);
      else ws.close(1011, "not ready");
    },
    onClose: close,
    onError: close,
  }), { idleTimeout: IDLE_TIMEOUT_S });
  return await upgrade(c, () => Promise.resolve());
}
