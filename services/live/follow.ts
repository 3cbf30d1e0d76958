/**
 * Following the log for one connection (an SSE stream, a WebSocket): each subscription (an
 * event's id, or `*` for every event of the channel) has a cursor, the id of the last entry it
 * was sent. Subscribing replays the log after the cursor; then each batch the bus brings is
 * sent at once, without reading the database. Every entry goes out exactly once per
 * subscription, in id order: the work of a connection runs one step at a time, and an entry
 * at or before a cursor is skipped.
 *
 * Ids in a log are dense (AUTOINCREMENT; a rolled-back insert gives its id back), so a batch
 * that does not follow the last id this follower saw means the bus lost something on the way
 * (a relay's hiccup): the follower then reads the log from its cursors instead. `catchUp` does
 * the same on each heartbeat when the log's head is past what it saw, so a connection that the
 * bus forgot still sees every entry (one shared read of the head a second, not one per
 * connection).
 */
import type { EventLog, LogEntry } from "../event_log/mod.ts";

/** Follows every event of the channel. */
export const ALL = "*";

/** A page of the log read at a time. */
const PAGE = 500;

export type Outgoing =
  /** An entry of the log, for the subscription `sub`. */
  | { kind: "entry"; sub: string; entry: LogEntry }
  /** Subscribed without a cursor: following from `head`. */
  | { kind: "ready"; sub: string; head: number }
  /** The cursor could not be replayed (older than the log keeps, or ahead of it): from `head`. */
  | {
    kind: "resync";
    sub: string;
    reason: "cursor_older_than_log" | "cursor_ahead_of_log";
    cursor: number;
    head: number;
    oldest_kept: number;
  }
  /** The event is over: its subscription ended after its last entry. */
  | { kind: "ended"; sub: string };

export interface FollowerOptions {
  /** Sends one message; awaited, so a slow connection holds only its own follower. */
  send: (out: Outgoing) => void | Promise<void>;
  /** Subscriptions to take up again (a WebSocket woken from hibernation): sub → cursor. */
  subscriptions?: Record<string, number>;
  /** The highest id already seen on the channel (with `subscriptions`). */
  seen?: number;
  onError?: (err: unknown) => void;
}

export class Follower {
  readonly #log: EventLog;
  readonly #send: FollowerOptions["send"];
  readonly #onError: FollowerOptions["onError"];
  readonly #subs: Map<string, number>;
  #seen: number;
  #chain: Promise<void> = Promise.resolve();

  constructor(log: EventLog, options: FollowerOptions) {
    this.#log = log;
    this.#send = options.send;
    this.#onError = options.onError;
    this.#subs = new Map(Object.entries(options.subscriptions ?? {}));
    this.#seen = options.seen ?? 0;
  }

  /** The subscriptions and their cursors (what a hibernating socket keeps). */
  get subscriptions(): Record<string, number> {
    return Object.fromEntries(this.#subs);
  }

  get seen(): number {
    return this.#seen;
  }

  has(sub: string): boolean {
    return this.#subs.has(sub);
  }

  get size(): number {
    return this.#subs.size;
  }

  /** Runs `step` after every step before it; a failed step is reported, not passed on. */
  #run<T>(step: () => Promise<T>): Promise<T | undefined> {
    const result = this.#chain.then(step);
    this.#chain = result.then(() => {}, (err) => this.#onError?.(err));
    return result.catch(() => undefined);
  }

  /**
   * Follows `sub` from `cursor` (replaying what the log holds after it), or from the head
   * without one. `over`: the event will change no more, so the subscription ends once the
   * replay is done. Resolves once the replay is sent.
   */
  subscribe(sub: string, cursor: number | undefined, over = false): Promise<void> {
    return this.#run(async () => {
      const { head, prunedThrough } = await this.#log.bounds();
      this.#seen = Math.max(this.#seen, head);
      if (cursor === undefined) {
        this.#subs.set(sub, head);
        await this.#send({ kind: "ready", sub, head });
      } else if (cursor < prunedThrough || cursor > head) {
        this.#subs.set(sub, head);
        await this.#send({
          kind: "resync",
          sub,
          reason: cursor > head ? "cursor_ahead_of_log" : "cursor_older_than_log",
          cursor,
          head,
          oldest_kept: prunedThrough + 1,
        });
      } else {
        this.#subs.set(sub, cursor);
        await this.#replay(sub);
      }
      if (over && this.#subs.has(sub)) await this.#end(sub);
    }).then(() => {});
  }

  unsubscribe(sub: string): boolean {
    return this.#subs.delete(sub);
  }

  /** A batch from the bus. */
  push(entries: LogEntry[]): Promise<void> {
    return this.#run(async () => {
      if (!entries.length || !this.#subs.size) {
        this.#seen = Math.max(this.#seen, entries.at(-1)?.id ?? 0);
        return;
      }
      if (entries[0].id > this.#seen + 1) {
        // Something between what this follower saw and this batch never came: the log has it.
        for (const sub of [...this.#subs.keys()]) await this.#replay(sub);
      } else {
        for (const entry of entries) await this.#deliver(entry);
      }
      this.#seen = Math.max(this.#seen, entries.at(-1)!.id);
    }).then(() => {});
  }

  /** Reads the log from every cursor: what the bus did not bring (a heartbeat's check). */
  catchUp(): Promise<void> {
    return this.#run(async () => {
      // Nothing committed beyond what this follower saw: nothing to read.
      if (!this.#subs.size || await this.#log.recentHead() <= this.#seen) return;
      for (const sub of [...this.#subs.keys()]) await this.#replay(sub);
    }).then(() => {});
  }

  async #replay(sub: string) {
    while (this.#subs.has(sub)) {
      const batch = await this.#log.read(this.#subs.get(sub)!, {
        eventId: sub === ALL ? undefined : sub,
        limit: PAGE,
      });
      for (const entry of batch) await this.#deliver(entry, sub);
      this.#seen = Math.max(this.#seen, batch.at(-1)?.id ?? 0);
      if (batch.length < PAGE) return;
    }
  }

  /** Sends `entry` to the subscriptions it belongs to (or to `only`) that have not had it. */
  async #deliver(entry: LogEntry, only?: string) {
    for (const sub of only ? [only] : [ALL, entry.event_id]) {
      const cursor = this.#subs.get(sub);
      if (cursor === undefined || entry.id <= cursor) continue;
      this.#subs.set(sub, entry.id);
      await this.#send({ kind: "entry", sub, entry });
      if (sub !== ALL && entry.type === "event.completed") await this.#end(sub);
    }
  }

  async #end(sub: string) {
    this.#subs.delete(sub);
    await this.#send({ kind: "ended", sub });
  }
}
