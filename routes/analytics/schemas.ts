import { z } from "@hono/zod-openapi";
import {
  DIMENSIONS,
  FILTER_OPS,
  INTERVALS,
  MAX_BUCKETS,
  MAX_RANGE_DAYS,
  METRICS,
} from "../../services/analytics/query.ts";

const Metric = z.enum(METRICS).openapi({
  description: "requests; server_errors (5xx) and client_errors (4xx); error_rate and " +
    "client_error_rate (their shares, 0–1); requests_per_minute; latency_avg_ms, " +
    "latency_max_ms and latency_p50/p90/p95/p99_ms (from the rollups' histograms: bucket " +
    "bounds 1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500 ms, interpolated within a bucket).",
});
const Dimension = z.enum(DIMENSIONS).openapi({
  description: "route (the template, `/v1/leagues/{id}`), method, status_class (`2xx`…), " +
    "credential_kind (jwt, api_key, oauth, id_token, none), owner (`user:<id>`, " +
    "`oauth:<client>`, `id_token:<subject>`, empty without a credential).",
});

const Minutes = z.coerce.number().int().min(5).max(MAX_RANGE_DAYS * 1440).optional().openapi({
  description: `The window, in minutes up to now (default 60; at most ${MAX_RANGE_DAYS} days).`,
  example: 60,
});

export const WindowQuery = z.object({ minutes: Minutes });

export const QueryRequest = z.object({
  metrics: z.array(Metric).min(1).max(METRICS.length),
  dimensions: z.array(Dimension).max(3).optional().openapi({
    description: "Group by these (at most 3); none gives one row.",
  }),
  filters: z.array(
    z.object({
      dimension: Dimension,
      op: z.enum(FILTER_OPS).openapi({
        description: "eq, neq, in (a list of up to 100 values), prefix (a literal prefix).",
      }),
      value: z.union([z.string().max(500), z.array(z.string().max(500)).min(1).max(100)]),
    }).strict(),
  ).max(10).optional(),
  range: z.object({
    last: z.string().max(10).optional().openapi({
      description: "A count and a unit up to now: `15m`, `24h`, `7d` (default `1h`).",
      example: "24h",
    }),
    from: z.string().max(40).optional().openapi({ format: "date-time" }),
    to: z.string().max(40).optional().openapi({ format: "date-time" }),
  }).strict().optional().openapi({
    description: `\`last\`, or \`from\`/\`to\` (to defaults to now, from to an hour before to). ` +
      `At most ${MAX_RANGE_DAYS} days.`,
  }),
  interval: z.enum(Object.keys(INTERVALS) as [keyof typeof INTERVALS]).optional().openapi({
    description: `A row per minute, hour or day (at most ${MAX_BUCKETS} of them); left out, ` +
      "one row per group over the whole range.",
  }),
  order_by: Metric.optional().openapi({
    description: "One of `metrics`; rows are in time order without it.",
  }),
  order: z.enum(["asc", "desc"]).optional().openapi({ description: "Default desc." }),
  limit: z.number().int().min(1).max(1000).optional().openapi({ description: "Default 100." }),
}).strict().openapi("AnalyticsQuery", {
  description: "Metrics over the request rollups, by dimensions and time. Names, never SQL.",
  example: {
    metrics: ["requests", "error_rate", "latency_p95_ms"],
    dimensions: ["route"],
    filters: [{ dimension: "method", op: "eq", value: "GET" }],
    range: { last: "24h" },
    interval: "hour",
    order_by: "requests",
    limit: 20,
  },
});

const MetricValues = z.record(z.string(), z.number());

const Range = z.object({
  from: z.string().openapi({ format: "date-time" }),
  to: z.string().openapi({ format: "date-time" }),
  minutes: z.number().int(),
}).openapi("AnalyticsRange");

export const QueryResult = z.object({
  range: Range,
  interval: z.enum(Object.keys(INTERVALS) as [keyof typeof INTERVALS]).nullable(),
  rows: z.array(z.object({
    time: z.string().optional().openapi({ format: "date-time" }),
    dimensions: z.record(z.string(), z.string()),
    metrics: MetricValues,
  })),
  truncated: z.boolean(),
  scope: z.enum(["all", "own"]).openapi({
    description: "`all` for admins; `own`: only the caller's requests.",
  }),
}).openapi("AnalyticsQueryResult");

const RouteFigures = z.object({ method: z.string(), route: z.string() }).catchall(z.number());

export const Performance = z.object({
  window: Range,
  scope: z.enum(["all", "own"]),
  totals: MetricValues,
  by_status_class: z.record(z.string(), z.number()),
  busiest_routes: z.array(RouteFigures),
  slowest_routes: z.array(RouteFigures).openapi({
    description: "By p95, routes with at least 5 requests in the window.",
  }),
  series: z.object({
    interval: z.string().nullable(),
    points: z.array(z.object({
      time: z.string().openapi({ format: "date-time" }),
      requests: z.number().int(),
      server_errors: z.number().int(),
      latency_p95_ms: z.number().nullable().openapi({ description: "Null without requests." }),
    })).openapi({ description: "Every interval of the window, those without requests too." }),
  }),
}).openapi("PerformanceMetrics");

const Counts = z.record(z.string(), z.number());

export const Business = z.object({
  scope: z.enum(["all", "own"]),
  pipeline: z.object({
    runs: z.number().int(),
    runs_by_status: Counts,
    tiers: Counts.openapi({ description: "Scored runs by partnership tier." }),
    contracts_generated: z.number().int(),
    batches: z.number().int(),
  }),
  webhooks: z.object({ subscriptions_by_status: Counts, deliveries_by_status: Counts }),
  workflows: z.object({ scheduled: z.number().int(), runs_by_state: Counts }),
  credits: z.object({
    purchases_by_status: Counts,
    credits_sold: z.number().openapi({ description: "Paid purchases' credits, less refunds." }),
    revenue_minor: z.number().int().openapi({
      description: "Paid purchases' totals in the currency's minor unit (cents).",
    }),
    accounts: z.number().int().openapi({ description: "User credit accounts." }),
    balances_total: z.number().openapi({ description: "Credits held by users." }),
  }),
  bets: z.object({
    by_outcome: Counts.openapi({
      description: "Open bets as `open`, settled ones by outcome (WIN, LOSE, VOID, PAYOUT).",
    }),
    stakes: z.number().openapi({ description: "Credits staked." }),
    payouts: z.number().openapi({ description: "Credits paid out to winners." }),
  }),
  live: z.object({
    connections_open: z.number().int().openapi({
      description: "SSE streams and WebSockets open on this instance (all callers).",
    }),
  }).optional(),
}).openapi("BusinessMetrics");

export const System = z.object({
  runtime: z.string(),
  instance_started_at: z.string().openapi({ format: "date-time" }),
  jobs: z.object({ by_status: Counts, dead_letters: z.number().int() }),
  event_log: z.object({
    entries: z.number().int(),
    head_id: z.number().int().nullable(),
    oldest_entry_at: z.string().nullable(),
  }),
  analytics: z.object({
    rollup_rows: z.number().int(),
    latest_minute: z.string().nullable(),
    held_cells: z.number().int().openapi({ description: "Counts not yet written, here." }),
  }),
  live: z.object({ connections_open: z.number().int(), max_connections: z.number().int() }),
  database_bytes: z.number().int(),
}).openapi("SystemMetrics");

const Rule = z.object({
  name: z.string(),
  description: z.string(),
  metric: z.string(),
  threshold: z.number(),
  window_minutes: z.number().int(),
  min_requests: z.number().int(),
});

export const Alerts = z.object({
  rules: z.array(Rule.extend({
    status: z.enum(["firing", "ok", "insufficient_data"]),
    value: z.number().nullable(),
    requests: z.number().int(),
  })),
  history: z.array(z.object({
    id: z.number().int(),
    rule: z.string(),
    status: z.enum(["firing", "resolved"]),
    value: z.number(),
    threshold: z.number(),
    last_value: z.number(),
    fired_at: z.string(),
    last_evaluated_at: z.string(),
    resolved_at: z.string().nullable(),
  })).openapi({ description: "Episodes, newest first (the scheduled evaluation's record)." }),
}).openapi("AnalyticsAlerts");

const Panel = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(["line", "bar"]),
  unit: z.string(),
  labels: z.array(z.string()).openapi({ description: "ISO times (line) or categories (bar)." }),
  series: z.array(z.object({
    name: z.string(),
    values: z.array(z.number().nullable()).openapi({ description: "Null: no value there." }),
  })),
});

export const Dashboards = z.object({
  window_minutes: z.number().int(),
  scope: z.enum(["all", "own"]),
  dashboards: z.array(z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    panels: z.array(Panel),
  })),
}).openapi("AnalyticsDashboards");

export const Overview = z.object({
  window: Range,
  scope: z.enum(["all", "own"]),
  requests: z.number().int(),
  error_rate: z.number(),
  latency_p95_ms: z.number(),
  alerts_firing: z.number().int().nullable().openapi({
    description: "Rules firing now; null for callers who may not see alerts.",
  }),
  links: z.record(z.string(), z.string()),
}).openapi("AnalyticsOverview");

export const AnalyticsData = QueryResult.openapi("AnalyticsData", {
  description: "Per minute, method and route: requests, errors and latency.",
});

export const AnalyticsHealth = z.object({
  status: z.enum(["healthy", "degraded"]),
  timestamp: z.string().openapi({ format: "date-time" }),
  recording: z.boolean().optional(),
  alerts_firing: z.number().int().optional(),
  latest_minute: z.string().nullable().optional(),
}).openapi("AnalyticsHealth");

export const Stats = z.object({
  events: z.number().int(),
  sports: z.number().int(),
  athletes: z.number().int(),
  leagues: z.number().int(),
  pipeline_runs: z.number().int(),
  event_log_entries: z.number().int(),
  requests_last_24h: z.number().int(),
  uptime_seconds: z.number().int(),
  version: z.string(),
  timestamp: z.string().openapi({ format: "date-time" }),
}).openapi("ServiceStats");
