/**
 * The WebSocket protocol of `/v1/ws`, the same on Deno (one process holds the socket) and on
 * Workers (a Durable Object holds it, asleep between messages): JSON text messages.
 *
 * Client → server, each with an optional `id` (a string or number echoed in the answer):
 * - `{action: "subscribe", event_id, cursor?}`: follow an event (or `*`, every event of the
 *   key's environment) after `cursor`, or from now. Answer: `subscribed` `{event_id, cursor,
 *   head}`, then every entry after the cursor, then each new one; a `resync` instead when the
 *   cursor cannot be replayed. An event's subscription ends after its `event.completed`
 *   (`unsubscribed` with reason `completed`).
 * - `{action: "unsubscribe", event_id}`: answer `unsubscribed` (reason `requested`).
 * - `{action: "ping"}`: answer `pong` `{time}`.
 *
 * Server → client: log entries as they are (`{id, type, event_id, data, created_at}`, `type`
 * one of the log's dotted types), and the messages above, whose `type` has no dot. Anything
 * wrong is answered with `{type: "error", code, message}`; the socket stays open.
 */
import { z } from "zod";
import { entryJson, type EventLog, type LogEntry } from "../event_log/mod.ts";
import { ALL, Follower, type Outgoing } from "./follow.ts";

/** Subscriptions one socket may hold. */
export const MAX_SUBSCRIPTIONS = 50;
/** The largest client message taken, in characters. */
export const MAX_MESSAGE = 4096;

export type SocketErrorCode =
  | "invalid_message"
  | "message_too_large"
  | "unknown_action"
  | "not_found"
  | "already_subscribed"
  | "not_subscribed"
  | "overlapping_subscription"
  | "too_many_subscriptions"
  | "internal";

const Correlation = z.union([z.string().max(100), z.number()]).optional();
const EventId = z.string().min(1).max(200).regex(/^[\w:.*-]+$/, "not an event id");

const Message = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("subscribe"),
    event_id: EventId,
    cursor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    id: Correlation,
  }),
  z.object({ action: z.literal("unsubscribe"), event_id: EventId, id: Correlation }),
  z.object({ action: z.literal("ping"), id: Correlation }),
]);
const ACTIONS = ["subscribe", "unsubscribe", "ping"];

/** Where an event stands, for a subscription: unknown (404), over (replay, then end), live. */
export type EventState = "unknown" | "over" | "live";

export interface SocketIo {
  /** Sends one message, JSON text. */
  send(text: string): void;
  eventState(eventId: string): Promise<EventState>;
  now(): Date;
  onError?(err: unknown): void;
}

/** What a socket keeps between messages (a Durable Object's attachment while it sleeps). */
export interface SocketState {
  subscriptions: Record<string, number>;
  seen: number;
}

export class LiveSocket {
  readonly #io: SocketIo;
  readonly #follower: Follower;
  readonly #log: EventLog;
  #chain: Promise<void> = Promise.resolve();

  constructor(log: EventLog, io: SocketIo, saved?: SocketState) {
    this.#io = io;
    this.#log = log;
    this.#follower = new Follower(log, {
      send: (out) => this.#forward(out),
      subscriptions: saved?.subscriptions,
      seen: saved?.seen,
      onError: io.onError,
    });
  }

  get state(): SocketState {
    return { subscriptions: this.#follower.subscriptions, seen: this.#follower.seen };
  }

  /** Committed entries from the bus. */
  push(entries: LogEntry[]): Promise<void> {
    return this.#follower.push(entries);
  }

  /** Reads the log from every cursor (a heartbeat's check for what the bus missed). */
  catchUp(): Promise<void> {
    return this.#follower.catchUp();
  }

  /** A message from the client; answered in the order they came. */
  message(raw: string | ArrayBuffer | Uint8Array): Promise<void> {
    const step = this.#chain.then(() => this.#handle(raw));
    this.#chain = step.catch((err) => {
      this.#io.onError?.(err);
      this.#error("internal", "the message could not be handled; send it again");
    });
    return this.#chain;
  }

  async #handle(raw: string | ArrayBuffer | Uint8Array) {
    if (typeof raw !== "string") {
      return this.#error("invalid_message", "send JSON text messages, not binary ones");
    }
    if (raw.length > MAX_MESSAGE) {
      return this.#error("message_too_large", `messages are at most ${MAX_MESSAGE} characters`);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.#error("invalid_message", "the message is not JSON");
    }
    const action = (json as { action?: unknown } | null)?.action;
    const id = (json as { id?: unknown } | null)?.id;
    const echo = typeof id === "string" || typeof id === "number" ? { id } : {};
    if (typeof action !== "string" || !ACTIONS.includes(action)) {
      return this.#error(
        "unknown_action",
        `action must be one of ${ACTIONS.join(", ")}`,
        echo,
      );
    }
    const parsed = Message.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.#error(
        "invalid_message",
        `${issue.path.join(".") || "message"}: ${issue.message}`,
        { ...echo, field: issue.path.join(".") },
      );
    }
    const message = parsed.data;
    if (message.action === "ping") {
      return this.#say({ type: "pong", time: this.#io.now().toISOString(), ...echo });
    }
    const sub = message.event_id;
    if (message.action === "unsubscribe") {
      if (!this.#follower.unsubscribe(sub)) {
        return this.#error("not_subscribed", `not subscribed to ${sub}`, {
          ...echo,
          event_id: sub,
        });
      }
      return this.#say({ type: "unsubscribed", event_id: sub, reason: "requested", ...echo });
    }
    if (this.#follower.has(sub)) {
      return this.#error(
        "already_subscribed",
        `already subscribed to ${sub}; unsubscribe first to start from another cursor`,
        { ...echo, event_id: sub },
      );
    }
    if (sub === ALL ? this.#follower.size > 0 : this.#follower.has(ALL)) {
      return this.#error(
        "overlapping_subscription",
        "subscribe to `*` or to single events, not both: `*` already brings every event",
        { ...echo, event_id: sub },
      );
    }
    if (this.#follower.size >= MAX_SUBSCRIPTIONS) {
      return this.#error(
        "too_many_subscriptions",
        `a socket holds at most ${MAX_SUBSCRIPTIONS} subscriptions`,
        { ...echo, event_id: sub },
      );
    }
    const state = sub === ALL ? "live" : await this.#io.eventState(sub);
    if (state === "unknown") {
      return this.#error("not_found", `event ${sub} not found`, { ...echo, event_id: sub });
    }
    const { head } = await this.#log.bounds();
    this.#say({
      type: "subscribed",
      event_id: sub,
      cursor: message.cursor ?? head,
      head,
      ...echo,
    });
    await this.#follower.subscribe(sub, message.cursor, state === "over");
  }

  #forward(out: Outgoing) {
    switch (out.kind) {
      case "entry":
        // The same text for every socket: the entry is serialized once.
        return this.#io.send(entryJson(out.entry));
      case "ready":
        // `subscribed` said where it starts.
        return;
      case "resync": {
        const { kind, sub, ...rest } = out;
        return this.#say({ type: kind, event_id: sub, ...rest });
      }
      case "ended":
        return this.#say({ type: "unsubscribed", event_id: out.sub, reason: "completed" });
    }
  }

  #say(message: Record<string, unknown>) {
    this.#io.send(JSON.stringify(message));
  }

  #error(code: SocketErrorCode, message: string, extra: Record<string, unknown> = {}) {
    this.#say({ type: "error", code, message, ...extra });
  }
}
