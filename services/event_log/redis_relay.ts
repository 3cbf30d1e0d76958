/**
 * The relay between instances in production: Upstash Redis Streams, one stream per channel
 * (`live:production`, `live:sandbox`). Each instance XADDs what it committed, stamped with its
 * own id (random per process), and reads the streams with a blocking XREAD from the last
 * message it saw, handing the other instances' entries to its bus and skipping its own. The
 * streams are trimmed to about `maxLen` messages: they only carry news, the log in libSQL keeps
 * the entries, and a follower that misses a message reads the log instead
 * (services/live/follow.ts).
 *
 * The read holds a blocking XREAD (at most `blockMs`, Upstash's REST API serves XREAD BLOCK)
 * only while the bus has listeners; without any it looks again every `idlePollMs`, costing no
 * command at all. Back from an idle spell longer than `resumeWithinMs` it starts from the
 * streams' current end rather than replaying what nobody was listening to. Errors are reported
 * through `onError` and retried with a growing, jittered backoff; `stop()` aborts the request
 * under way and ends the loop.
 */
import { Redis } from "@upstash/redis";
import type { LogEntry } from "./mod.ts";
import { type Channel, CHANNELS, type Relay } from "./bus.ts";

export interface RedisRelayOptions {
  url: string;
  token: string;
  /** Stream keys are `<prefix>:<channel>`. */
  prefix?: string;
  /** The longest a blocking XREAD waits, in milliseconds. */
  blockMs?: number;
  /** How often an idle relay (no listeners) looks whether it has some again. */
  idlePollMs?: number;
  /** An idle spell up to this long resumes from the last message seen; a longer one from now. */
  resumeWithinMs?: number;
  /** About how many messages each stream keeps (XADD MAXLEN ~). */
  maxLen?: number;
  onError?: (err: unknown) => void;
}

/** A message's entries are cut into pieces of about this many bytes of JSON. */
const MESSAGE_BYTES = 256 * 1024;
/** Messages taken per XREAD. */
const READ_COUNT = 100;
const BACKOFF_FIRST_MS = 250;
const BACKOFF_MAX_MS = 15_000;

/** An XREAD reply without deserialization: per stream, its messages and their fields. */
type XReadReply = [key: string, messages: [id: string, fields: string[]][]][] | null;

export function createRedisRelay(options: RedisRelayOptions): Relay & { readonly id: string } {
  const {
    url,
    token,
    prefix = "live",
    blockMs = 5_000,
    idlePollMs = 250,
    resumeWithinMs = 30_000,
    maxLen = 1_000,
    onError,
  } = options;
  const id = crypto.randomUUID();
  const stopping = new AbortController();
  const client = (timeoutMs: number) =>
    new Redis({
      url,
      token,
      enableTelemetry: false,
      automaticDeserialization: false,
      retry: { retries: 0 },
      // A request ends at its timeout, or at once when the relay stops.
      signal: () => AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
    });
  const writer = client(10_000);
  // Longer than the block, so that an XREAD with nothing to read ends on Redis's side first.
  const reader = client(blockMs + 10_000);
  const keyOf = (channel: Channel) => `${prefix}:${channel}`;
  const keys = CHANNELS.map(keyOf);
  const channelOf = new Map(CHANNELS.map((c) => [keyOf(c), c]));

  // Sends go out in the order they were made: what is published while one request is under
  // way leaves together in the next (one pipeline).
  let pending: { channel: Channel; entries: LogEntry[]; done: (err?: unknown) => void }[] = [];
  let flushing = false;
  async function flush() {
    flushing = true;
    while (pending.length && !stopping.signal.aborted) {
      const batch = pending;
      pending = [];
      try {
        const pipeline = writer.pipeline();
        for (const { channel, entries } of batch) {
          for (const piece of piecesOf(entries)) {
            pipeline.xadd(keyOf(channel), "*", { from: id, entries: piece }, {
              trim: { type: "MAXLEN", comparison: "~", threshold: maxLen },
            });
          }
        }
        await pipeline.exec();
        for (const { done } of batch) done();
      } catch (err) {
        for (const { done } of batch) done(err);
      }
    }
    for (const { done } of pending.splice(0)) done(new Error("the relay has stopped"));
    flushing = false;
  }

  let loop: Promise<void> | undefined;

  async function read(
    receive: (channel: Channel, entries: LogEntry[]) => void,
    listening: () => boolean,
  ) {
    let cursors: string[] | undefined;
    let idleSince: number | undefined;
    let failures = 0;
    while (!stopping.signal.aborted) {
      if (!listening()) {
        idleSince ??= Date.now();
        await sleep(idlePollMs, stopping.signal);
        continue;
      }
      try {
        if (!cursors || (idleSince !== undefined && Date.now() - idleSince > resumeWithinMs)) {
          cursors = await lastIds();
        }
        idleSince = undefined;
        const reply = await reader.xread(keys, cursors, {
          count: READ_COUNT,
          blockMS: blockMs,
        }) as XReadReply;
        failures = 0;
        for (const [key, messages] of reply ?? []) {
          const channel = channelOf.get(key);
          const at = keys.indexOf(key);
          if (!channel || at < 0) continue;
          for (const [messageId, fields] of messages) {
            cursors[at] = messageId;
            const message = fieldsOf(fields);
            if (message.from === id || message.entries === undefined) continue;
            receive(channel, JSON.parse(message.entries) as LogEntry[]);
          }
        }
      } catch (err) {
        if (stopping.signal.aborted) break;
        onError?.(err);
        failures++;
        const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (failures - 1));
        await sleep(ceiling / 2 + Math.random() * ceiling / 2, stopping.signal);
      }
    }
  }

  /** The id of each stream's newest message ("0-0" for a stream not made yet). */
  async function lastIds(): Promise<string[]> {
    const pipeline = reader.pipeline();
    for (const key of keys) pipeline.xrevrange(key, "+", "-", 1);
    const replies = await pipeline.exec() as unknown[][];
    return replies.map((reply) => {
      const newest = reply?.[0];
      return Array.isArray(newest) && typeof newest[0] === "string" ? newest[0] : "0-0";
    });
  }

  return {
    id,
    send(channel, entries) {
      if (!entries.length) return Promise.resolve();
      if (stopping.signal.aborted) return Promise.reject(new Error("the relay has stopped"));
      return new Promise<void>((resolve, reject) => {
        pending.push({ channel, entries, done: (err) => err ? reject(err) : resolve() });
        if (!flushing) void flush();
      });
    },
    start(receive, listening) {
      loop ??= read(receive, listening);
    },
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}

/** The entries as JSON arrays of at most about MESSAGE_BYTES each (at least one entry each). */
function piecesOf(entries: LogEntry[]): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const entry of entries) {
    const json = JSON.stringify(entry);
    if (current.length && size + json.length > MESSAGE_BYTES) {
      pieces.push(`[${current.join(",")}]`);
      current = [];
      size = 0;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length) pieces.push(`[${current.join(",")}]`);
  return pieces;
}

function fieldsOf(fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) out[fields[i]] = fields[i + 1];
  return out;
}

/** Waits `ms`, or less when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}
