import type { Context } from "hono";
import { AppError } from "../../services/errors.ts";
import { eventState } from "../../services/live/mod.ts";
import { LiveSocket } from "../../services/live/socket.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { holderOf } from "./handlers.ts";
import { connectToHub } from "./hub.ts";
import type * as routes from "./routes.ts";

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
        send: (message) => {
          if (ws.readyState === 1) ws.send(JSON.stringify(message));
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
