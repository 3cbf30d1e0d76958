import { and, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { requestRollups } from "../../db/schema/mod.ts";
import { badRequest } from "../errors.ts";
import { BUCKET_COLUMNS, LATENCY_BOUNDS } from "./recorder.ts";
import { roundTo } from "../round.ts";

/**
 * The analytics query grammar (POST /api/analytics/query): metrics over the request rollups,
 * grouped by named dimensions and a time interval, filtered by dimension values, in a time
 * range. Names map to columns here; nothing a client sends becomes SQL text, and values are
 * bound parameters.
 */
export const METRICS = [
  "requests",
  "server_errors",
  "client_errors",
  "error_rate",
  "client_error_rate",
  "requests_per_minute",
  "latency_avg_ms",
  "latency_max_ms",
  "latency_p50_ms",
  "latency_p90_ms",
  "latency_p95_ms",
  "latency_p99_ms",
] as const;
export type Metric = typeof METRICS[number];

export const DIMENSIONS = ["route", "method", "status_class", "credential_kind", "owner"] as const;
export type Dimension = typeof DIMENSIONS[number];

export const FILTER_OPS = ["eq", "neq", "in", "prefix"] as const;

/** Interval lengths in minutes. */
export const INTERVALS = { minute: 1, hour: 60, day: 1440 } as const;
export type Interval = keyof typeof INTERVALS;

/** A range ends at most this long after it starts. */
export const MAX_RANGE_DAYS = 31;
/** Time buckets a query may ask for (e.g. a day of minutes, two months of hours). */
export const MAX_BUCKETS = 1440;
/** Groups the database may return before the query is refused as too wide. */
const MAX_GROUPS = 10_000;

export interface Filter {
  dimension: Dimension;
  op: typeof FILTER_OPS[number];
  value: string | string[];
}

export interface AnalyticsQuery {
  metrics: Metric[];
  dimensions?: Dimension[];
  filters?: Filter[];
  /** `last` (`15m`, `24h`, `7d`) or `from`/`to` (ISO 8601); the last hour by default. */
  range?: { last?: string; from?: string; to?: string };
  interval?: Interval;
  order_by?: Metric;
  order?: "asc" | "desc";
  limit?: number;
}

export interface QueryRow {
  /** Start of the row's interval (ISO 8601), when the query has one. */
  time?: string;
  dimensions: Partial<Record<Dimension, string>>;
  metrics: Partial<Record<Metric, number>>;
}

export interface QueryResult {
  range: { from: string; to: string; minutes: number };
  interval: Interval | null;
  rows: QueryRow[];
  /** More groups matched than `limit`. */
  truncated: boolean;
}

const COLUMN = {
  route: requestRollups.route,
  method: requestRollups.method,
  status_class: requestRollups.statusClass,
  credential_kind: requestRollups.credentialKind,
  owner: requestRollups.owner,
} as const;

const UNIT_MINUTES = { m: 1, h: 60, d: 1440 } as const;

/** The range as epoch minutes [from, to), checked. */
export function resolveRange(range: AnalyticsQuery["range"], now: Date) {
  const end = Math.floor(now.getTime() / 60_000) + 1;
  let from: number;
  let to: number;
  if (range?.from !== undefined || range?.to !== undefined) {
    if (range.last !== undefined) throw badRequest("give range.last or range.from/to, not both");
    const parse = (value: string | undefined, name: string, fallback: number) => {
      if (value === undefined) return fallback;
      const ms = Date.parse(value);
      if (Number.isNaN(ms)) throw badRequest(`range.${name} is not an ISO 8601 time`);
      return Math.floor(ms / 60_000);
    };
    to = parse(range.to, "to", end);
    from = parse(range.from, "from", to - 60);
    if (from >= to) throw badRequest("range.from must be before range.to");
  } else {
    const m = /^(\d{1,5})([mhd])$/.exec(range?.last ?? "1h");
    if (!m || Number(m[1]) < 1) {
      throw badRequest("range.last must be a count and a unit: 15m, 24h, 7d");
    }
    to = end;
    from = end - Number(m[1]) * UNIT_MINUTES[m[2] as keyof typeof UNIT_MINUTES];
  }
  if (to - from > MAX_RANGE_DAYS * 1440) {
    throw badRequest(`a range spans at most ${MAX_RANGE_DAYS} days`);
  }
  return { from, to };
}

function filterSql(f: Filter): SQL {
  const column = COLUMN[f.dimension];
  const values = Array.isArray(f.value) ? f.value : [f.value];
  if (values.length === 0 || values.length > 100) {
    throw badRequest(`filter on ${f.dimension}: 1 to 100 values`);
  }
  if (f.op !== "in" && values.length !== 1) {
    throw badRequest(`filter on ${f.dimension}: '${f.op}' takes one value`);
  }
  switch (f.op) {
    case "eq":
      return eq(column, values[0]);
    case "neq":
      return ne(column, values[0]);
    case "in":
      return inArray(column, values);
    case "prefix":
      // substr rather than LIKE: the value's % and _ stay literal.
      return sql`substr(${column}, 1, ${values[0].length}) = ${values[0]}`;
  }
}

/** The value at quantile `q` of a histogram, interpolated within its bucket. */
export function quantile(buckets: number[], q: number, max: number): number {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const target = q * total;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    if (buckets[i] === 0) continue;
    if (seen + buckets[i] >= target) {
      const lower = i === 0 ? 0 : LATENCY_BOUNDS[i - 1];
      const upper = i < LATENCY_BOUNDS.length ? Math.min(LATENCY_BOUNDS[i], max) : max;
      const value = lower + (upper - lower) * ((target - seen) / buckets[i]);
      return Math.round(Math.min(value, max) * 100) / 100;
    }
    seen += buckets[i];
  }
  return max;
}

interface Totals {
  count: number;
  server: number;
  client: number;
  sum: number;
  max: number;
  buckets: number[];
}

function metricOf(metric: Metric, t: Totals, minutes: number): number {
  const round = (n: number, places = 2) => roundTo(n, places);
  switch (metric) {
    case "requests":
      return t.count;
    case "server_errors":
      return t.server;
    case "client_errors":
      return t.client;
    case "error_rate":
      return t.count ? round(t.server / t.count, 4) : 0;
    case "client_error_rate":
      return t.count ? round(t.client / t.count, 4) : 0;
    case "requests_per_minute":
      return round(t.count / minutes);
    case "latency_avg_ms":
      return t.count ? round(t.sum / t.count) : 0;
    case "latency_max_ms":
      return round(t.max);
    case "latency_p50_ms":
      return quantile(t.buckets, 0.5, t.max);
    case "latency_p90_ms":
      return quantile(t.buckets, 0.9, t.max);
    case "latency_p95_ms":
      return quantile(t.buckets, 0.95, t.max);
    case "latency_p99_ms":
      return quantile(t.buckets, 0.99, t.max);
  }
}

/**
 * Runs a query over the rollups. `owner`: only that owner's requests (callers who do not see
 * everything); `now` ends the default ranges.
 */
export async function runAnalyticsQuery(
  db: Database,
  query: AnalyticsQuery,
  { now, owner }: { now: Date; owner?: string },
): Promise<QueryResult> {
  const { from, to } = resolveRange(query.range, now);
  if (query.order_by && !query.metrics.includes(query.order_by)) {
    throw badRequest(`order_by '${query.order_by}' must be one of the query's metrics`);
  }
  const dimensions = [...new Set(query.dimensions ?? [])];
  const step = query.interval ? INTERVALS[query.interval] : undefined;
  if (step && (to - from) / step > MAX_BUCKETS) {
    throw badRequest(
      `${Math.ceil((to - from) / step)} ${query.interval}s asked; at most ${MAX_BUCKETS} ` +
        "intervals: narrow the range or widen the interval",
    );
  }
  const where = [
    gte(requestRollups.minute, from),
    lte(requestRollups.minute, to - 1),
    ...(owner === undefined ? [] : [eq(requestRollups.owner, owner)]),
    ...(query.filters ?? []).map(filterSql),
  ];
  const bucketExpr = step
    ? sql<number>`(${requestRollups.minute} - ((${requestRollups.minute} - ${from}) % ${step}))`
    : undefined;
  const groups: SQL[] = [
    ...dimensions.map((d) => sql`${COLUMN[d]}`),
    ...(bucketExpr ? [bucketExpr] : []),
  ];
  const selected = await db.select({
    ...Object.fromEntries(dimensions.map((d) => [d, COLUMN[d]])),
    ...(bucketExpr ? { bucket: bucketExpr } : {}),
    count: sql<number>`sum(${requestRollups.count})`,
    server: sql<
      number
    >`sum(CASE WHEN ${requestRollups.statusClass} = '5xx' THEN ${requestRollups.count} ELSE 0 END)`,
    client: sql<
      number
    >`sum(CASE WHEN ${requestRollups.statusClass} = '4xx' THEN ${requestRollups.count} ELSE 0 END)`,
    sum: sql<number>`sum(${requestRollups.durationMsSum})`,
    max: sql<number>`max(${requestRollups.durationMsMax})`,
    ...Object.fromEntries(
      BUCKET_COLUMNS.map((c) => [c, sql<number>`sum(${requestRollups[c]})`]),
    ),
  }).from(requestRollups).where(and(...where))
    .groupBy(...groups).limit(MAX_GROUPS + 1) as Record<string, string | number>[];
  if (selected.length > MAX_GROUPS) {
    throw badRequest(
      `more than ${MAX_GROUPS} groups: fewer dimensions, a filter or a wider ` +
        "interval",
    );
  }
  const minutes = step ?? to - from;
  const rows: QueryRow[] = selected.filter((r) => Number(r.count) > 0).map((r) => {
    const totals: Totals = {
      count: Number(r.count),
      server: Number(r.server),
      client: Number(r.client),
      sum: Number(r.sum),
      max: Number(r.max),
      buckets: BUCKET_COLUMNS.map((c) => Number(r[c])),
    };
    return {
      ...(bucketExpr ? { time: new Date(Number(r.bucket) * 60_000).toISOString() } : {}),
      dimensions: Object.fromEntries(dimensions.map((d) => [d, String(r[d])])),
      metrics: Object.fromEntries(query.metrics.map((m) => [m, metricOf(m, totals, minutes)])),
    };
  });
  const orderBy = query.order_by;
  const sign = query.order === "asc" ? 1 : -1;
  rows.sort((a, b) =>
    orderBy
      ? sign * ((a.metrics[orderBy] ?? 0) - (b.metrics[orderBy] ?? 0)) ||
        (a.time ?? "").localeCompare(b.time ?? "")
      : (a.time ?? "").localeCompare(b.time ?? "")
  );
  const limit = query.limit ?? 100;
  return {
    range: {
      from: new Date(from * 60_000).toISOString(),
      to: new Date(to * 60_000).toISOString(),
      minutes: to - from,
    },
    interval: query.interval ?? null,
    rows: rows.slice(0, limit),
    truncated: rows.length > limit,
  };
}
