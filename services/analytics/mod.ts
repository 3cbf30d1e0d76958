/**
 * Analytics: every request counted in per-minute rollups (recorder.ts), read through a query
 * grammar (query.ts) as metrics (metrics.ts), alert rules (alerts.ts) and dashboards
 * (dashboards.ts). What a caller sees: admins every caller's requests and objects, everyone
 * else their own; alerts and system figures are for operators (admins, service keys).
 */
import type { Database } from "../../db/client.ts";
import { type Owner, ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import type { Config } from "../config.ts";
import { alertHistory, alertRules, currentStates } from "./alerts.ts";
import { dashboards as buildDashboards } from "./dashboards.ts";
import { businessMetrics, performanceMetrics, serviceStats, systemMetrics } from "./metrics.ts";
import { type AnalyticsQuery, runAnalyticsQuery } from "./query.ts";
import { ownerLabel, type RequestRecorder } from "./recorder.ts";

export { CHART_ASSETS, dashboardsPage } from "./dashboards.ts";
export { ownerLabel, RequestRecorder } from "./recorder.ts";

export interface AnalyticsDeps {
  /** The caller's environment's database: the objects business metrics count. */
  db: Database;
  analytics: RequestRecorder;
  config: Config;
  clock: () => Date;
  /** Live connections open on this instance, and the most it holds. */
  streams: { open: number; total: number };
}

type Scope = "all" | "own";

/** Whose requests and objects a caller sees, written here first so reads include them. */
async function scopeOf(deps: AnalyticsDeps, caller: Principal) {
  await deps.analytics.flush();
  const all = seesAll(caller);
  const owner: Owner | undefined = all ? undefined : ownerOf(caller);
  return {
    scope: (all ? "all" : "own") as Scope,
    owner,
    label: owner && ownerLabel(owner),
    now: deps.clock(),
  };
}

const isOperator = (caller: Principal) => caller.role === "admin" || caller.role === "service";

const rulesOf = (config: Config) =>
  alertRules({ errorRate: config.ALERT_ERROR_RATE, p95Ms: config.ALERT_P95_MS });

export async function query(deps: AnalyticsDeps, caller: Principal, q: AnalyticsQuery) {
  const { scope, label, now } = await scopeOf(deps, caller);
  return { ...await runAnalyticsQuery(deps.analytics.db, q, { now, owner: label }), scope };
}

/** Per minute, method and route over the window. */
export async function data(deps: AnalyticsDeps, caller: Principal, minutes = 60) {
  return await query(deps, caller, {
    metrics: [
      "requests",
      "server_errors",
      "client_errors",
      "latency_avg_ms",
      "latency_p50_ms",
      "latency_p95_ms",
    ],
    dimensions: ["method", "route"],
    range: { last: `${minutes}m` },
    interval: minutes > 1440 ? "hour" : "minute",
    limit: 1000,
  });
}

export async function overview(
  deps: AnalyticsDeps,
  caller: Principal,
  { minutes = 60, base }: { minutes?: number; base: string },
) {
  const { scope, label, now } = await scopeOf(deps, caller);
  const [totals, states] = await Promise.all([
    runAnalyticsQuery(deps.analytics.db, {
      metrics: ["requests", "error_rate", "latency_p95_ms"],
      range: { last: `${minutes}m` },
    }, { now, owner: label }),
    isOperator(caller) ? currentStates(deps.analytics.db, rulesOf(deps.config), now) : null,
  ]);
  const m = totals.rows[0]?.metrics ?? {};
  return {
    window: totals.range,
    scope,
    requests: m.requests ?? 0,
    error_rate: m.error_rate ?? 0,
    latency_p95_ms: m.latency_p95_ms ?? 0,
    alerts_firing: states ? states.filter((s) => s.status === "firing").length : null,
    links: Object.fromEntries(
      ["metrics/business", "metrics/performance", "metrics/system", "alerts", "dashboards"]
        .concat(["health", "query"])
        .map((path) => [path.replace("metrics/", ""), `${base}${path}`]),
    ),
  };
}

export async function business(deps: AnalyticsDeps, caller: Principal) {
  const { scope, owner } = await scopeOf(deps, caller);
  const figures = await businessMetrics(deps.db, owner);
  return {
    scope,
    ...figures,
    ...(scope === "all" ? { live: { connections_open: deps.streams.open } } : {}),
  };
}

export async function performance(deps: AnalyticsDeps, caller: Principal, minutes = 60) {
  const { scope, label, now } = await scopeOf(deps, caller);
  return {
    scope,
    ...await performanceMetrics(deps.analytics.db, { now, minutes, owner: label }),
  };
}

export async function system(deps: AnalyticsDeps) {
  await deps.analytics.flush();
  const figures = await systemMetrics(deps.analytics.db);
  return {
    runtime: globalThis.navigator?.userAgent ?? "unknown",
    instance_started_at: deps.analytics.startedAt.toISOString(),
    jobs: figures.jobs,
    event_log: figures.event_log,
    analytics: { ...figures.analytics, held_cells: deps.analytics.held },
    live: { connections_open: deps.streams.open, max_connections: deps.streams.total },
    database_bytes: figures.database_bytes,
  };
}

export async function alerts(deps: AnalyticsDeps) {
  await deps.analytics.flush();
  const db = deps.analytics.db;
  const [states, history] = await Promise.all([
    currentStates(db, rulesOf(deps.config), deps.clock()),
    alertHistory(db),
  ]);
  return {
    rules: states.map((s) => ({
      ...s.rule,
      status: s.status,
      value: s.value,
      requests: s.requests,
    })),
    history,
  };
}

export async function dashboards(deps: AnalyticsDeps, caller: Principal, minutes = 60) {
  const { scope, owner, label, now } = await scopeOf(deps, caller);
  return {
    window_minutes: minutes,
    scope,
    dashboards: await buildDashboards(
      { requests: deps.analytics.db, objects: deps.db },
      { now, minutes, owner, ownerLabel: label },
    ),
  };
}

/** `status` for anyone; the rest for callers with a credential. */
export async function health(deps: AnalyticsDeps, caller: Principal | undefined) {
  const now = deps.clock();
  const states = await currentStates(deps.analytics.db, rulesOf(deps.config), now);
  const firing = states.filter((s) => s.status === "firing").length;
  const status = firing ? "degraded" as const : "healthy" as const;
  const base = { status, timestamp: now.toISOString() };
  if (!caller) return base;
  const { analytics } = await systemMetrics(deps.analytics.db);
  return {
    ...base,
    recording: deps.config.ANALYTICS === "on",
    alerts_firing: firing,
    latest_minute: analytics.latest_minute,
  };
}

export async function stats(deps: AnalyticsDeps, version: string) {
  await deps.analytics.flush();
  const now = deps.clock();
  const [held, day] = await Promise.all([
    serviceStats(deps.db),
    runAnalyticsQuery(deps.analytics.db, { metrics: ["requests"], range: { last: "24h" } }, {
      now,
    }),
  ]);
  return {
    ...held,
    requests_last_24h: day.rows[0]?.metrics.requests ?? 0,
    uptime_seconds: Math.max(
      0,
      Math.floor((now.getTime() - deps.analytics.startedAt.getTime()) / 1000),
    ),
    version,
    timestamp: now.toISOString(),
  };
}
