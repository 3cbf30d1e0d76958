/**
 * The live bus: how the connections an instance holds (SSE streams, WebSockets) learn of log
 * entries once they are committed. Each environment's log is a channel. Locally one process
 * fans out in memory; a relay carries what this instance publishes to the others (Upstash Redis
 * Streams between instances, a Durable Object holding the WebSockets on Workers) and hands what
 * the others published to this instance's listeners. The log in libSQL stays the truth: a relay
 * only says "these entries are committed", and a follower that missed one reads it from the log.
 */
import type { LogEntry } from "./mod.ts";

/** The environments whose logs are followed: production's and the sandbox's. */
export type Channel = "production" | "sandbox";
export const CHANNELS: readonly Channel[] = ["production", "sandbox"];

export type BusListener = (entries: LogEntry[]) => void;

/** Carries entries to and from other instances. */
export interface Relay {
  /** Tells the other instances of entries this one committed. */
  send(channel: Channel, entries: LogEntry[]): Promise<void>;
  /**
   * Starts handing what other instances committed to `receive`. `listening` says whether this
   * instance has listeners now: a relay need not wait for news while it has none.
   */
  start(
    receive: (channel: Channel, entries: LogEntry[]) => void,
    listening: () => boolean,
  ): void;
  /** Ends the relay: no more sends, nothing more received. */
  stop(): Promise<void>;
}

export interface LiveBus {
  /** Entries committed here, in id order: to this instance's listeners and to the relays. */
  publish(channel: Channel, entries: LogEntry[]): void;
  /**
   * Calls `listener` with each batch of committed entries of the channel, in id order. A
   * listener must not throw or block. Returns the unsubscribe function.
   */
  subscribe(channel: Channel, listener: BusListener): () => void;
  /** How many listeners this instance has (relays wait for news only while it has some). */
  readonly listeners: number;
  /**
   * Settles once what was published has been handed to the relays (Workers: before a
   * scheduled invocation ends, which would cancel sends still under way).
   */
  idle(): Promise<void>;
  /** Stops the relays (on shutdown). */
  close(): Promise<void>;
}

export function createLiveBus(
  { relays = [], onError }: { relays?: Relay[]; onError?: (err: unknown) => void } = {},
): LiveBus {
  const listeners = new Map<Channel, Set<BusListener>>(CHANNELS.map((c) => [c, new Set()]));
  let count = 0;
  const sending = new Set<Promise<void>>();
  const local = (channel: Channel, entries: LogEntry[]) => {
    if (!entries.length) return;
    for (const listener of listeners.get(channel)!) {
      try {
        listener(entries);
      } catch (err) {
        // One follower's failure must not keep the entries from the others.
        onError?.(err);
      }
    }
  };
  for (const relay of relays) relay.start(local, () => count > 0);
  return {
    publish(channel, entries) {
      local(channel, entries);
      if (!entries.length) return;
      for (const relay of relays) {
        const sent = relay.send(channel, entries).catch((err) => onError?.(err));
        sending.add(sent);
        sent.finally(() => sending.delete(sent));
      }
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel)!;
      set.add(listener);
      count++;
      return () => {
        if (set.delete(listener)) count--;
      };
    },
    get listeners() {
      return count;
    },
    async idle() {
      await Promise.all(sending);
    },
    async close() {
      await Promise.all(relays.map((r) => r.stop()));
    },
  };
}
