import type { Database } from "../../db/client.ts";
import type { Owner } from "../auth/principal.ts";
import { INTERVALS, type QueryResult, type QueryRow, runAnalyticsQuery } from "./query.ts";

type Row = Record<string, unknown>;

async function rows(db: Database, sql: string, args: unknown[] = []): Promise<Row[]> {
  const rs = await db.$client.execute({ sql, args: args as never });
  return rs.rows.map((r) => Object.fromEntries(rs.columns.map((c, i) => [c, r[i]])));
}

const counts = (list: Row[], key = "k") =>
  Object.fromEntries(list.map((r) => [String(r[key] ?? "unknown"), Number(r.n)]));

/**
 * Business metrics: pipeline runs, tiers and contracts, batches, webhooks and workflows, for
 * one owner's objects or (without `owner`) everyone's.
 */
export async function businessMetrics(db: Database, owner?: Owner) {
  const mine = (alias: string) =>
    owner ? `${alias}.owner_kind = ? AND ${alias}.owner_id = ?` : "1 = 1";
  const args = owner ? [owner.kind, owner.id] : [];
  // Credits belong to user accounts: other owners (OAuth clients, ID tokens) hold none.
  const user = owner ? (owner.kind === "user" ? owner.id : null) : undefined;
  const userArgs = user === undefined ? [] : [user];
  const mineUser = (column: string) => user === undefined ? "1 = 1" : `${column} = ?`;
  const [purchases, balances, bets] = await Promise.all([
    rows(
      db,
      `SELECT status AS k, count(*) AS n, sum(credits - credits_reversed) AS credits,
         sum(amount_total) AS amount FROM credit_purchases WHERE ${
        mineUser("user_id")
      } GROUP BY status`,
      userArgs,
    ),
    rows(
      db,
      `SELECT count(*) AS n, sum(balance) AS total FROM credit_accounts
       WHERE kind = 'user' AND ${mineUser("substr(id, 6)")}`,
      userArgs,
    ),
    rows(
      db,
      `SELECT coalesce(outcome, status) AS k, count(*) AS n, sum(stake) AS stakes,
         sum(coalesce(payout, 0)) AS payouts FROM bets WHERE ${mineUser("user_id")} GROUP BY k`,
      userArgs,
    ),
  ]);
  const paid = purchases.find((r) => r.k === "paid");
  const [runs, tiers, contracts, batches, webhooks, deliveries, workflows, workflowRuns] =
    await Promise.all([
      rows(
        db,
        `SELECT status AS k, count(*) AS n FROM pipeline_runs r WHERE ${mine("r")} GROUP BY status`,
        args,
      ),
      rows(
        db,
        `SELECT json_extract(s.output, '$.score.tier') AS k, count(*) AS n
         FROM pipeline_stages s JOIN pipeline_runs r ON r.id = s.run_id
         WHERE s.stage = 'scoring' AND s.status = 'completed' AND ${mine("r")} GROUP BY k`,
        args,
      ),
      rows(
        db,
        `SELECT count(*) AS n FROM pipeline_stages s JOIN pipeline_runs r ON r.id = s.run_id,
           json_each(s.output, '$.contracts')
         WHERE s.stage = 'contracts' AND s.status = 'completed' AND ${mine("r")}`,
        args,
      ),
      rows(db, `SELECT count(*) AS n FROM batches b WHERE ${mine("b")}`, args),
      rows(
        db,
        `SELECT status AS k, count(*) AS n FROM webhooks w WHERE ${mine("w")} GROUP BY status`,
        args,
      ),
      rows(
        db,
        `SELECT d.status AS k, count(*) AS n FROM webhook_deliveries d
         JOIN webhooks w ON w.id = d.webhook_id WHERE ${mine("w")} GROUP BY d.status`,
        args,
      ),
      rows(db, `SELECT count(*) AS n FROM workflows w WHERE ${mine("w")}`, args),
      rows(
        db,
        `SELECT state AS k, count(*) AS n FROM workflow_runs w WHERE ${
          owner ? mine("w") : "1 = 1"
        } GROUP BY state`,
        args,
      ),
    ]);
  const runsByStatus = counts(runs);
  return {
    pipeline: {
      runs: Object.values(runsByStatus).reduce((a, b) => a + b, 0),
      runs_by_status: runsByStatus,
      tiers: counts(tiers.filter((r) => r.k !== null)),
      contracts_generated: Number(contracts[0]?.n ?? 0),
      batches: Number(batches[0]?.n ?? 0),
    },
    webhooks: {
      subscriptions_by_status: counts(webhooks),
      deliveries_by_status: counts(deliveries),
    },
    workflows: { scheduled: Number(workflows[0]?.n ?? 0), runs_by_state: counts(workflowRuns) },
    credits: {
      purchases_by_status: counts(purchases),
      credits_sold: Number(paid?.credits ?? 0) / 100,
      revenue_minor: Number(paid?.amount ?? 0),
      accounts: Number(balances[0]?.n ?? 0),
      balances_total: Number(balances[0]?.total ?? 0) / 100,
    },
    bets: {
      by_outcome: counts(bets),
      stakes: bets.reduce((sum, r) => sum + Number(r.stakes ?? 0), 0) / 100,
      payouts: bets.reduce((sum, r) => sum + Number(r.payouts ?? 0), 0) / 100,
    },
  };
}

/**
 * A point per interval of the window, those without requests included (0 requests, no p95), so
 * a chart's time axis spans the whole window.
 */
function everyInterval(series: QueryResult) {
  const step = INTERVALS[series.interval!] * 60_000;
  const seen = new Map(series.rows.map((r) => [r.time!, r.metrics]));
  const points = [];
  for (let t = Date.parse(series.range.from); t < Date.parse(series.range.to); t += step) {
    const time = new Date(t).toISOString();
    const m = seen.get(time);
    points.push({
      time,
      requests: m?.requests ?? 0,
      server_errors: m?.server_errors ?? 0,
      latency_p95_ms: m ? m.latency_p95_ms! : null,
    });
  }
  return points;
}

/** A row grouped by method and route, flat. */
const routeFigures = (r: QueryRow) =>
  ({
    method: r.dimensions.method!,
    route: r.dimensions.route!,
    ...r.metrics,
  }) as { method: string; route: string } & Record<string, number>;

/** Performance over the last `minutes`: totals, per-route leaders and a per-minute series. */
export async function performanceMetrics(
  db: Database,
  { now, minutes, owner }: { now: Date; minutes: number; owner?: string },
) {
  const range = { last: `${minutes}m` };
  const scope = { now, owner };
  const [totals, byClass, busiest, slowest, series] = await Promise.all([
    runAnalyticsQuery(db, {
      metrics: [
        "requests",
        "requests_per_minute",
        "server_errors",
        "client_errors",
        "error_rate",
        "client_error_rate",
        "latency_avg_ms",
        "latency_p50_ms",
        "latency_p95_ms",
        "latency_p99_ms",
        "latency_max_ms",
      ],
      range,
    }, scope),
    runAnalyticsQuery(db, { metrics: ["requests"], dimensions: ["status_class"], range }, scope),
    runAnalyticsQuery(db, {
      metrics: ["requests", "error_rate", "latency_p95_ms"],
      dimensions: ["method", "route"],
      range,
      order_by: "requests",
      limit: 10,
    }, scope),
    runAnalyticsQuery(db, {
      metrics: ["latency_p95_ms", "requests"],
      dimensions: ["method", "route"],
      range,
      order_by: "latency_p95_ms",
      limit: 50,
    }, scope),
    runAnalyticsQuery(db, {
      metrics: ["requests", "server_errors", "latency_p95_ms"],
      range,
      interval: minutes > 1440 ? "hour" : "minute",
    }, scope),
  ]);
  const empty = Object.fromEntries(totals.rows[0] ? [] : [["requests", 0]]);
  return {
    window: totals.range,
    totals: { ...empty, ...totals.rows[0]?.metrics },
    by_status_class: Object.fromEntries(
      byClass.rows.map((r) => [r.dimensions.status_class!, r.metrics.requests!]).sort(),
    ),
    busiest_routes: busiest.rows.map(routeFigures),
    // A route's p95 says little from a handful of requests.
    slowest_routes: slowest.rows.filter((r) => r.metrics.requests! >= 5).slice(0, 10)
      .map(routeFigures),
    series: { interval: series.interval, points: everyInterval(series) },
  };
}

/** System figures: the job queue, the event log, the database's size and the live channels. */
export async function systemMetrics(db: Database) {
  const [jobs, dead, log, rollups, size] = await Promise.all([
    rows(db, "SELECT status AS k, count(*) AS n FROM jobs GROUP BY status"),
    rows(db, "SELECT count(*) AS n FROM dead_letters"),
    rows(db, "SELECT count(*) AS n, max(id) AS head, min(created_at) AS oldest FROM event_log"),
    rows(db, "SELECT count(*) AS n, max(minute) AS latest FROM request_rollups"),
    rows(db, "SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()"),
  ]);
  const latest = rollups[0]?.latest;
  return {
    jobs: { by_status: counts(jobs), dead_letters: Number(dead[0]?.n ?? 0) },
    event_log: {
      entries: Number(log[0]?.n ?? 0),
      head_id: log[0]?.head === null ? null : Number(log[0]?.head),
      oldest_entry_at: log[0]?.oldest ?? null,
    },
    analytics: {
      rollup_rows: Number(rollups[0]?.n ?? 0),
      latest_minute: latest === null || latest === undefined
        ? null
        : new Date(Number(latest) * 60_000).toISOString(),
    },
    database_bytes: Number(size[0]?.bytes ?? 0),
  };
}

/** `GET /api/stats`: what the service holds, at a glance. */
export async function serviceStats(db: Database) {
  const [catalog] = await rows(
    db,
    `SELECT (SELECT count(*) FROM events) AS events,
            (SELECT count(DISTINCT sport_type) FROM events) AS sports,
            (SELECT count(*) FROM athletes) AS athletes,
            (SELECT count(*) FROM leagues) AS leagues,
            (SELECT count(*) FROM pipeline_runs) AS pipeline_runs,
            (SELECT count(*) FROM event_log) AS event_log_entries`,
  );
  const n = (key: string) => Number(catalog[key]);
  return {
    events: n("events"),
    sports: n("sports"),
    athletes: n("athletes"),
    leagues: n("leagues"),
    pipeline_runs: n("pipeline_runs"),
    event_log_entries: n("event_log_entries"),
  };
}
