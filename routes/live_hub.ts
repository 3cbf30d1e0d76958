/**
 * Workers: a Durable Object per channel (production's log, the sandbox's) holds the channel's
 * WebSockets through the hibernation API: it sleeps between messages, each socket's
 * subscriptions and cursors kept in its attachment, and wakes for a client's message, for
 * entries the live-play job publishes (`POST /publish`, the relay below), and for an alarm
 * each heartbeat that reads the log for anything a publish missed. The protocol is
 * services/live/socket.ts, as on Deno. Nothing here imports Cloudflare's modules: the
 * runtime's objects are typed by what is used of them, so the file type-checks under Deno.
 */
import type { LogEntry } from "../services/event_log/mod.ts";
import type { Channel, Relay } from "../services/event_log/bus.ts";
import { eventState } from "../services/live/mod.ts";
import { LiveSocket, type SocketState } from "../services/live/socket.ts";
import { tooManyForKey } from "../services/live/streams.ts";
import type { AppDeps } from "./context.ts";

/** A Durable Object namespace binding (wrangler.toml's LIVE_HUB), as far as used here. */
export interface HubNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(input: Request | string, init?: RequestInit): Promise<Response> };
}

/** A socket the runtime hands the object (Cloudflare's WebSocket with attachments). */
interface HubSocket {
  send(message: string): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

/** The object's state (DurableObjectState), as far as used here. */
interface HubState {
  acceptWebSocket(socket: HubSocket, tags?: string[]): void;
  getWebSockets(tag?: string): HubSocket[];
  storage: { setAlarm(at: number): Promise<void>; getAlarm(): Promise<number | null> };
}

interface Attachment extends SocketState {
  holder: string;
  channel: Channel;
}

const HOLDER_HEADER = "x-live-holder";
const LIMIT_HEADER = "x-live-per-key";
const CHANNEL_HEADER = "x-live-channel";

const stubOf = (hub: HubNamespace, channel: Channel) => hub.get(hub.idFromName(channel));

/**
 * Hands an upgrade request (already authenticated) to the object of the key's channel; its
 * refusal over the per-key limit comes back as the route's 429.
 */
export async function connectToHub(
  hub: HubNamespace,
  request: Request,
  deps: AppDeps,
  holder: string,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(HOLDER_HEADER, holder);
  headers.set(LIMIT_HEADER, String(deps.streams.perKey));
  headers.set(CHANNEL_HEADER, deps.eventLog.channel);
  const response = await stubOf(hub, deps.eventLog.channel).fetch(
    new Request(`https://live-hub/connect`, { headers }),
  );
  if (response.status === 429) throw tooManyForKey(deps.streams.perKey);
  return response;
}

/** Tells the objects of entries committed on this instance (the live-play job's). */
export function hubRelay(hub: HubNamespace): Relay {
  return {
    async send(channel, entries) {
      const response = await stubOf(hub, channel).fetch("https://live-hub/publish", {
        method: "POST",
        body: JSON.stringify(entries),
      });
      if (!response.ok) throw new Error(`live hub answered ${response.status}`);
    },
    start() {},
    stop: () => Promise.resolve(),
  };
}

/** The object's class, over the deps `boot` builds from its bindings (main.ts's). */
export function liveHubClass(boot: (env: unknown) => Promise<AppDeps>) {
  return class LiveHub {
    readonly #state: HubState;
    readonly #env: unknown;
    /** Sockets' protocol state while the object is awake; rebuilt from attachments after. */
    readonly #sockets = new Map<HubSocket, LiveSocket>();

    constructor(state: HubState, env: unknown) {
      this.#state = state;
      this.#env = env;
    }

    async fetch(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname;
      if (path === "/publish") {
        const entries = await request.json() as LogEntry[];
        await this.#each((live) => live.push(entries));
        return new Response(null, { status: 204 });
      }
      const holder = request.headers.get(HOLDER_HEADER) ?? "";
      const perKey = Number(request.headers.get(LIMIT_HEADER) ?? 1);
      if (this.#state.getWebSockets(holder).length >= perKey) {
        return new Response(null, { status: 429 });
      }
      const Pair = (globalThis as unknown as {
        WebSocketPair: new () => Record<0 | 1, HubSocket>;
      }).WebSocketPair;
      const pair = new Pair();
      const server = pair[1];
      this.#state.acceptWebSocket(server, [holder]);
      const channel: Channel = request.headers.get(CHANNEL_HEADER) === "sandbox"
        ? "sandbox"
        : "production";
      const attachment: Attachment = { holder, channel, subscriptions: {}, seen: 0 };
      server.serializeAttachment(attachment);
      await this.#armAlarm();
      return new Response(null, { status: 101, webSocket: pair[0] } as ResponseInit);
    }

    async webSocketMessage(socket: HubSocket, message: string | ArrayBuffer) {
      const live = await this.#live(socket);
      await live.message(message);
      this.#save(socket, live);
    }

    webSocketClose(socket: HubSocket, code: number, reason: string) {
      this.#sockets.delete(socket);
      // The client's close is answered (a code of 1005/1006 cannot be sent back).
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    }

    webSocketError(socket: HubSocket) {
      this.#sockets.delete(socket);
    }

    /** Each heartbeat: what a publish missed, from the log; again while sockets remain. */
    async alarm() {
      await this.#each((live) => live.catchUp());
      await this.#armAlarm();
    }

    async #armAlarm() {
      if (!this.#state.getWebSockets().length) return;
      if (await this.#state.storage.getAlarm() !== null) return;
      const { config } = await boot(this.#env);
      await this.#state.storage.setAlarm(Date.now() + config.LIVE_HEARTBEAT_MS);
    }

    async #each(step: (live: LiveSocket) => Promise<void>) {
      await Promise.all(
        this.#state.getWebSockets().map(async (socket) => {
          const live = await this.#live(socket);
          await step(live);
          this.#save(socket, live);
        }),
      );
    }

    #save(socket: HubSocket, live: LiveSocket) {
      const { holder, channel } = socket.deserializeAttachment() as Attachment;
      socket.serializeAttachment({ holder, channel, ...live.state } satisfies Attachment);
    }

    /** The socket's protocol state: in memory, or taken up from its attachment after sleep. */
    async #live(socket: HubSocket): Promise<LiveSocket> {
      const known = this.#sockets.get(socket);
      if (known) return known;
      const saved = socket.deserializeAttachment() as Attachment;
      const deps = await boot(this.#env);
      const { db, eventLog } = saved.channel === "sandbox" ? await deps.sandbox.deps() : deps;
      const live = new LiveSocket(eventLog, {
        send: (text) => socket.send(text),
        eventState: (id) => eventState(db, id),
        now: deps.clock,
        onError: (err) => deps.logger.warn("live socket failed", { error: String(err) }),
      }, saved);
      this.#sockets.set(socket, live);
      return live;
    }
  };
}
