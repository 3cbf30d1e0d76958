/**
 * The event log: one entry per change to live sports data, the source of truth for the SSE
 * stream, the WebSocket and outgoing webhooks. Entries are appended in the same transaction as
 * the change they describe (`append(tx, ...)`), and announced on the live bus once that
 * transaction has committed (`publish`; services/event_log/bus.ts). Ids only grow (AUTOINCREMENT): a reader keeps
 * the last id it saw as its cursor and reads on from it. Entries older than 72 hours are pruned;
 * a cursor older than what was pruned cannot be replayed and is told to resync.
 */
import { and, asc, eq, gt, lt, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventLog, meta } from "../../db/schema/mod.ts";
import type { BusListener, Channel, LiveBus } from "./bus.ts";

export const LOG_ENTRY_TYPES = [
  "event.created",
  "event.updated",
  "event.started",
  "event.completed",
  "result.updated",
  "odds.updated",
] as const;
export type LogEntryType = typeof LOG_ENTRY_TYPES[number];

/** One change, as every channel sends it. `data` says what changed (JSON object). */
export interface LogEntry {
  /** Monotonic across the whole log: the cursor (SSE `id:`, `Last-Event-ID`). */
  id: number;
  type: LogEntryType;
  event_id: string;
  data: Record<string, unknown>;
  /** ISO 8601 UTC. */
  created_at: string;
}

export type NewLogEntry = Pick<LogEntry, "type" | "event_id" | "data">;

/** How long entries are kept. */
export const RETENTION_MS = 72 * 3_600_000;

/** A database or an open transaction on it. */
export type Writer = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

const PRUNED_KEY = "event_log_pruned_through";

export interface EventLog {
  /** The bus channel of this log (its environment). */
  readonly channel: Channel;
  /**
   * Writes entries within the caller's transaction and returns them with their ids. Call
   * `publish` with them after the transaction commits.
   */
  append(tx: Writer, entries: NewLogEntry[], now: Date): Promise<LogEntry[]>;
  /** Tells followers (open streams and sockets, on every instance) of committed entries. */
  publish(entries: LogEntry[]): void;
  /**
   * Calls `listener` with each batch of committed entries of this log, from any instance, in
   * id order. Returns the unsubscribe function. A listener must not throw or block.
   */
  subscribe(listener: BusListener): () => void;
  /** Entries after `cursor` (exclusive), oldest first; of one event when `eventId` is given. */
  read(cursor: number, options?: { eventId?: string; limit?: number }): Promise<LogEntry[]>;
  /** The newest id (0 for an empty log) and the id up to which entries were pruned. */
  bounds(): Promise<{ head: number; prunedThrough: number }>;
  /**
   * The newest id, read at most once a second however many ask (every open connection's
   * heartbeat does): a check, not a cursor.
   */
  recentHead(): Promise<number>;
  /** Deletes entries older than the retention; returns how many. */
  prune(now: Date): Promise<number>;
}

/** How long `recentHead` answers from its last read. */
const HEAD_TTL_MS = 1000;

/** An entry as JSON, made once however many connections send it. */
const serialized = new WeakMap<LogEntry, string>();
export function entryJson(entry: LogEntry): string {
  let text = serialized.get(entry);
  if (text === undefined) serialized.set(entry, text = JSON.stringify(entry));
  return text;
}

export function createEventLog(db: Database, bus: LiveBus, channel: Channel): EventLog {
  let head: { at: number; value: Promise<number> } | undefined;
  const toEntry = (row: typeof eventLog.$inferSelect): LogEntry => ({
    id: row.id,
    type: row.type as LogEntryType,
    event_id: row.eventId,
    data: JSON.parse(row.data),
    created_at: row.createdAt,
  });
  return {
    channel,
    async append(tx, entries, now) {
      if (!entries.length) return [];
      const createdAt = now.toISOString();
      const rows = await tx.insert(eventLog).values(entries.map((e) => ({
        type: e.type,
        eventId: e.event_id,
        data: JSON.stringify(e.data),
        createdAt,
      }))).returning();
      return rows.sort((a, b) => a.id - b.id).map(toEntry);
    },
    publish(entries) {
      bus.publish(channel, entries);
    },
    subscribe(listener) {
      return bus.subscribe(channel, listener);
    },
    async read(cursor, { eventId, limit = 500 } = {}) {
      const rows = await db.select().from(eventLog)
        .where(and(gt(eventLog.id, cursor), eventId ? eq(eventLog.eventId, eventId) : undefined))
        .orderBy(asc(eventLog.id)).limit(limit);
      return rows.map(toEntry);
    },
    recentHead() {
      const now = Date.now();
      if (!head || now - head.at > HEAD_TTL_MS) {
        const value = db.select({ head: max(eventLog.id) }).from(eventLog)
          .then(([row]) => row.head ?? 0);
        head = { at: now, value };
        value.catch(() => head = undefined);
      }
      return head.value;
    },
    async bounds() {
      const [{ head }] = await db.select({ head: max(eventLog.id) }).from(eventLog);
      const pruned = await db.query.meta.findFirst({ where: eq(meta.key, PRUNED_KEY) });
      return { head: head ?? 0, prunedThrough: Number(pruned?.value ?? 0) };
    },
    async prune(now) {
      const cutoff = new Date(now.getTime() - RETENTION_MS).toISOString();
      return await db.transaction(async (tx) => {
        const gone = await tx.delete(eventLog).where(lt(eventLog.createdAt, cutoff))
          .returning({ id: eventLog.id });
        if (!gone.length) return 0;
        const through = Math.max(...gone.map((g) => g.id));
        await tx.insert(meta).values({ key: PRUNED_KEY, value: String(through) })
          .onConflictDoUpdate({
            target: meta.key,
            set: { value: sql`CAST(max(CAST(${meta.value} AS INTEGER), ${through}) AS TEXT)` },
          });
        return gone.length;
      });
    },
  };
}
