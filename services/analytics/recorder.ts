import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { requestRollups } from "../../db/schema/mod.ts";
import { type Owner, ownerOf, type Principal } from "../auth/principal.ts";
import type { Logger } from "../logger.ts";

/** Upper bounds (ms) of the latency histogram's buckets; a last bucket holds the rest. */
export const LATENCY_BOUNDS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500] as const;

/** The histogram's columns of request_rollups, in LATENCY_BOUNDS order, then `le_inf`. */
export const BUCKET_COLUMNS = [
  "le1",
  "le2",
  "le5",
  "le10",
  "le25",
  "le50",
  "le100",
  "le250",
  "le500",
  "le1000",
  "le2500",
  "leInf",
] as const;

/** How rollups name an owner: its kind and id, so owners of different kinds never merge. */
export const ownerLabel = (owner: Owner) => `${owner.kind}:${owner.id}`;

/** Principals' labels, kept while their principal is (API keys' principals are cached). */
const labels = new WeakMap<Principal, string>();

/** `ownerLabel(ownerOf(principal))`, once per principal object. */
export function ownerLabelOf(principal: Principal): string {
  let label = labels.get(principal);
  if (label === undefined) labels.set(principal, label = ownerLabel(ownerOf(principal)));
  return label;
}

const STATUS_CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];

interface Cell {
  minute: number;
  route: string;
  method: string;
  statusClass: string;
  credentialKind: string;
  owner: string;
  count: number;
  sum: number;
  max: number;
  buckets: number[];
}

/** Rows per upsert statement: 21 values each, well under SQLite's variable limit. */
const CHUNK = 400;

/**
 * Counts requests in memory, per minute and dimensions, and adds them to `request_rollups` every
 * `flushMs` (and on `flush()`): recording is a map update, so it stays on the hot path. A flush
 * that fails puts its counts back for the next one; at most `maxCells` cells are held before a
 * flush is due regardless.
 */
export class RequestRecorder {
  #cells = new Map<string, Cell>();
  /** The cell of the request before, while it is in #cells. */
  #last: Cell | undefined;
  #nextFlush: number;
  /** When this instance began counting. */
  readonly startedAt: Date;
  #flushing: Promise<void> | undefined;

  constructor(
    /** Production's database: rollups of every environment's requests are kept there. */
    readonly db: Database,
    private readonly logger: Logger,
    private readonly options: { flushMs?: number; maxCells?: number; now?: () => number } = {},
  ) {
    this.startedAt = new Date(this.#now());
    this.#nextFlush = this.#now() + (options.flushMs ?? 10_000);
  }

  /** Cells counted here and not yet written. */
  get held(): number {
    return this.#cells.size;
  }

  #now() {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * Adds one request: its route template, method, status, credential kind (jwt, api_key,
   * oauth, id_token, or `none`), owner label (empty without a credential) and duration. Returns
   * the flush it started, when one was due (for waitUntil). Positional, and a request like the
   * one before it reuses its cell: this runs on every request.
   */
  record(
    route: string,
    method: string,
    status: number,
    credentialKind: string,
    owner: string,
    ms: number,
  ): Promise<void> | undefined {
    const now = this.#now();
    const minute = Math.floor(now / 60_000);
    const statusClass = STATUS_CLASSES[Math.floor(status / 100)] ?? "0xx";
    let cell = this.#last;
    if (
      cell === undefined || cell.minute !== minute || cell.route !== route ||
      cell.owner !== owner || cell.method !== method || cell.statusClass !== statusClass ||
      cell.credentialKind !== credentialKind
    ) {
      const key = keyOf(minute, method, statusClass, credentialKind, owner, route);
      cell = this.#cells.get(key);
      if (!cell) {
        cell = {
          minute,
          route,
          method,
          statusClass,
          credentialKind,
          owner,
          count: 0,
          sum: 0,
          max: 0,
          buckets: new Array(BUCKET_COLUMNS.length).fill(0),
        };
        this.#cells.set(key, cell);
      }
      this.#last = cell;
    }
    cell.count++;
    cell.sum += ms;
    if (ms > cell.max) cell.max = ms;
    let bucket = 0;
    while (bucket < LATENCY_BOUNDS.length && ms > LATENCY_BOUNDS[bucket]) bucket++;
    cell.buckets[bucket]++;
    if (now >= this.#nextFlush || this.#cells.size >= (this.options.maxCells ?? 50_000)) {
      return this.flush();
    }
  }

  /** Writes what is held; concurrent calls share the flush under way, then run once more. */
  flush(): Promise<void> {
    this.#nextFlush = this.#now() + (this.options.flushMs ?? 10_000);
    // #write never rejects: a failed write keeps its counts.
    const run = (this.#flushing ?? Promise.resolve()).then(() => this.#write());
    this.#flushing = run;
    run.then(() => {
      if (this.#flushing === run) this.#flushing = undefined;
    });
    return run;
  }

  async #write() {
    if (this.#cells.size === 0) return;
    const cells = [...this.#cells.values()];
    this.#cells = new Map();
    this.#last = undefined;
    let written = 0;
    try {
      for (let i = 0; i < cells.length; i += CHUNK) {
        await this.db.insert(requestRollups).values(cells.slice(i, i + CHUNK).map(toRow))
          .onConflictDoUpdate({
            target: [
              requestRollups.minute,
              requestRollups.route,
              requestRollups.method,
              requestRollups.statusClass,
              requestRollups.credentialKind,
              requestRollups.owner,
            ],
            set: ADD_EXCLUDED,
          });
        written = i + CHUNK;
      }
    } catch (err) {
      this.logger.warn("analytics flush failed; kept for the next one", {
        error: err instanceof Error ? err.message : String(err),
      });
      for (const cell of cells.slice(written)) this.#merge(cell);
    }
  }

  #merge(cell: Cell) {
    const key = keyOf(
      cell.minute,
      cell.method,
      cell.statusClass,
      cell.credentialKind,
      cell.owner,
      cell.route,
    );
    const held = this.#cells.get(key);
    if (!held) return void this.#cells.set(key, cell);
    held.count += cell.count;
    held.sum += cell.sum;
    held.max = Math.max(held.max, cell.max);
    cell.buckets.forEach((n, i) => held.buckets[i] += n);
  }
}

const keyOf = (
  minute: number,
  method: string,
  statusClass: string,
  credentialKind: string,
  owner: string,
  route: string,
) => `${minute}\x01${method}\x01${statusClass}\x01${credentialKind}\x01${owner}\x01${route}`;

function toRow(cell: Cell): typeof requestRollups.$inferInsert {
  const row: typeof requestRollups.$inferInsert = {
    minute: cell.minute,
    route: cell.route,
    method: cell.method,
    statusClass: cell.statusClass,
    credentialKind: cell.credentialKind,
    owner: cell.owner,
    count: cell.count,
    durationMsSum: cell.sum,
    durationMsMax: cell.max,
  } as typeof requestRollups.$inferInsert;
  BUCKET_COLUMNS.forEach((column, i) => row[column] = cell.buckets[i]);
  return row;
}

/** `column = column + excluded.column` for every counter of a rollup. */
const ADD_EXCLUDED = {
  count: sql`${sql.identifier("count")} + excluded.count`,
  durationMsSum: sql`duration_ms_sum + excluded.duration_ms_sum`,
  durationMsMax: sql`max(duration_ms_max, excluded.duration_ms_max)`,
  ...Object.fromEntries(BUCKET_COLUMNS.map((column) => {
    const name = requestRollups[column].name;
    return [column, sql.raw(`${name} + excluded.${name}`)];
  })),
};
