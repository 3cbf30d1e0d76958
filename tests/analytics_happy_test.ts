import assert from "node:assert/strict";
import type { z } from "@hono/zod-openapi";
import * as s from "../routes/analytics/schemas.ts";
import { Envelope } from "../routes/envelope.ts";
import { analyticsAlertsJob } from "../jobs/analytics_alerts.ts";
import { alertRules, evaluateAlerts } from "../services/analytics/alerts.ts";
import { quantile } from "../services/analytics/query.ts";
import { RequestRecorder } from "../services/analytics/recorder.ts";
import { assertShape, bodyOf, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

const admin = { "X-API-Key": TEST_KEY };

type Market = {
  status: string;
  selections: { selection_id: string; status: string; odds: number }[];
};

Deno.test("requests are counted by route template, method, status class and credential", async (t) => {
  const ctx = await createTestContext();
  const get = async <T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> =>
    (assertShape(Envelope(schema), await bodyOf(await ctx.get(path, admin))) as {
      data: z.output<T>;
    }).data;
  const events = await ctx.json<{ id: string }[]>(`${PUBLIC}/events`);
  const detail = `${PUBLIC}/events/${encodeURIComponent(events[0].id)}`;
  // Twice: the second is replayed by the hot reads in front of the router, and still counted.
  for (let i = 0; i < 2; i++) assert.equal((await ctx.get(detail)).status, 200);
  assert.equal((await ctx.get(`${PUBLIC}/events/no-such-event`)).status, 404);
  assert.equal((await ctx.get("/no/such/path")).status, 404);

  await t.step("performance: totals, status classes, routes by template", async () => {
    const perf = await get("/api/analytics/metrics/performance", s.Performance);
    assert.equal(perf.scope, "all");
    const route = perf.busiest_routes.find((r) =>
      r.route === "/api/v1/public/events/{eventId}" && r.method === "GET"
    );
    assert.equal(route?.requests, 3, JSON.stringify(perf.busiest_routes));
    assert.ok((perf.by_status_class["4xx"] ?? 0) >= 2);
    assert.ok((perf.by_status_class["2xx"] ?? 0) >= 3);
    assert.ok(perf.totals.requests! >= 5);
    assert.ok(perf.totals.latency_p95_ms! >= perf.totals.latency_p50_ms!);
    assert.equal(perf.series.points.length, 60);
    assert.equal(perf.series.points.filter((p) => p.requests > 0).length, 1);
    assert.equal(perf.window.minutes, 60);
  });

  await t.step("the query grammar: dimensions, filters, interval, order", async () => {
    const res = await ctx.send("POST", "/api/analytics/query", {
      headers: admin,
      json: {
        metrics: ["requests", "client_errors", "latency_p99_ms"],
        dimensions: ["route", "status_class"],
        filters: [
          { dimension: "method", op: "eq", value: "GET" },
          { dimension: "route", op: "prefix", value: "/api/v1/public/events/" },
        ],
        range: { last: "2h" },
        interval: "hour",
        order_by: "requests",
      },
    });
    const out = assertShape(Envelope(s.QueryResult), await bodyOf(res)).data;
    assert.equal(out.interval, "hour");
    assert.equal(out.range.minutes, 120);
    const byKey = Object.fromEntries(
      out.rows.map((r) => [`${r.dimensions.route} ${r.dimensions.status_class}`, r.metrics]),
    );
    assert.deepEqual(byKey["/api/v1/public/events/{eventId} 2xx"]?.requests, 2);
    assert.deepEqual(byKey["/api/v1/public/events/{eventId} 4xx"]?.client_errors, 1);
    assert.ok(out.rows.every((r) => r.time && r.dimensions.route.startsWith("/api/v1/public/")));
    // Ordered by requests, descending.
    const counts = out.rows.map((r) => r.metrics.requests!);
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a));

    const unmatched = await ctx.send("POST", "/api/analytics/query", {
      headers: admin,
      json: {
        metrics: ["requests"],
        filters: [{ dimension: "route", op: "in", value: ["(unmatched)"] }],
      },
    });
    const rows = (await bodyOf<{ data: z.output<typeof s.QueryResult> }>(unmatched)).data.rows;
    assert.equal(rows[0].metrics.requests, 1);
  });

  await t.step("data, overview, stats and system", async () => {
    const data = await get("/api/analytics?minutes=30", s.AnalyticsData);
    assert.ok(data.rows.some((r) => r.dimensions.route === "/api/v1/public/events"));
    const overview = await get("/api/analytics/", s.Overview);
    assert.ok(overview.requests >= 5);
    assert.equal(overview.alerts_firing, 0);
    assert.equal(overview.links.performance, "/api/analytics/metrics/performance");
    const stats = await get("/api/stats", s.Stats);
    assert.ok(stats.events > 0 && stats.sports > 0 && stats.requests_last_24h >= 5);
    const system = await get("/api/analytics/metrics/system", s.System);
    assert.ok(system.analytics.rollup_rows > 0);
    assert.equal(system.analytics.held_cells, 0);
    assert.match(system.runtime, /Deno/);
  });

  await t.step("business metrics count the pipeline's objects and credits", async () => {
    const grant = await ctx.send("POST", "/api/credits/demo-league/add?amount=25", {
      headers: admin,
    });
    assert.equal(grant.status, 200, await grant.clone().text());
    const board = await bodyOf<{ data: { items: Market[] } }>(
      await ctx.get("/api/markets?limit=20", admin),
    );
    const pick = board.data.items.flatMap((m) => m.status === "open" ? m.selections : [])
      .find((x) => x.status === "open")!;
    const placed = await ctx.send("POST", "/api/betting/place", {
      headers: admin,
      json: { user_id: "demo-league", selection_id: pick.selection_id, stake: 2, odds: pick.odds },
    });
    assert.equal(placed.status, 201, await placed.clone().text());
    const business = await get("/api/analytics/metrics/business", s.Business);
    // 25 granted, 2 of them held by the open bet (still the user's until it settles).
    assert.equal(business.credits.balances_total, 25);
    assert.equal(business.credits.accounts, 1);
    assert.deepEqual(business.bets, { by_outcome: { open: 1 }, stakes: 2, payouts: 0 });
    assert.equal(business.scope, "all");
    assert.equal(typeof business.pipeline.runs, "number");
    assert.equal(business.live?.connections_open, 0);
  });

  await t.step("dashboards: JSON panels with data; the page without a credential", async () => {
    const boards = await get("/api/analytics/dashboards", s.Dashboards);
    const traffic = boards.dashboards.find((d) => d.id === "traffic")!;
    const requests = traffic.panels.find((p) => p.id === "requests")!;
    assert.equal(requests.kind, "line");
    assert.equal(requests.series[0].values.length, requests.labels.length);
    assert.equal(requests.labels.length, 60);
    assert.ok(requests.series[0].values.reduce((a, b) => a! + (b ?? 0), 0)! >= 5);
    const latency = traffic.panels.find((p) => p.id === "latency")!;
    // Minutes without requests have no p95 (a gap), not a p95 of 0.
    assert.ok(latency.series[0].values.includes(null));
    const page = await ctx.get("/api/analytics/dashboards", { Accept: "text/html" });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get("Vary"), "Accept");
    const html = await page.text();
    assert.match(html, /<script src="\/api\/analytics\/assets\/uPlot\.iife\.min\.js">/);
    assert.doesNotMatch(html, /https?:\/\//);
    const lib = await ctx.get("/api/analytics/assets/uPlot.iife.min.js", {});
    assert.equal(lib.status, 200);
    assert.match(await lib.text(), /uPlot/);
  });

  await t.step("health: status for anyone, detail with a credential", async () => {
    const open = await bodyOf<{ data: Record<string, unknown> }>(
      await ctx.get("/api/analytics/health", {}),
    );
    assert.deepEqual(Object.keys(open.data).sort(), ["status", "timestamp"]);
    const full = await get("/api/analytics/health", s.AnalyticsHealth);
    assert.equal(full.status, "healthy");
    assert.equal(full.recording, true);
  });

  await ctx.close();
});

Deno.test("alert rules fire on the schedule and resolve; rollups past retention go", async () => {
  const ctx = await createTestContext({ ALERT_P95_MS: "0.001", ALERT_ERROR_RATE: "0.5" });
  for (let i = 0; i < 25; i++) await ctx.get("/health");
  const services = { ...ctx.deps, stageLeaseMs: 1000 };
  const run = () =>
    analyticsAlertsJob.handle(
      { services, messageId: crypto.randomUUID(), retried: 0, finalAttempt: false },
      {},
    ) as Promise<{ fired: string[]; resolved: string[] }>;
  assert.deepEqual(await run(), { fired: ["slow_responses"], resolved: [] });
  // Evaluated again while it still fires: the same episode, not a second.
  assert.deepEqual(await run(), { fired: [], resolved: [] });
  const alerts = (await bodyOf<{ data: z.output<typeof s.Alerts> }>(
    await ctx.get("/api/analytics/alerts", admin),
  )).data;
  const slow = alerts.rules.find((r) => r.name === "slow_responses")!;
  assert.equal(slow.status, "firing");
  assert.equal(alerts.rules.find((r) => r.name === "high_error_rate")!.status, "ok");
  assert.equal(alerts.history.length, 1);
  assert.equal(alerts.history[0].status, "firing");
  const health = (await bodyOf<{ data: { status: string } }>(
    await ctx.get("/api/analytics/health", {}),
  )).data;
  assert.equal(health.status, "degraded");

  // A looser threshold: the episode resolves.
  const db = ctx.deps.analytics.db;
  const loose = alertRules({ errorRate: 0.5, p95Ms: 60_000 });
  const now = ctx.deps.clock();
  assert.deepEqual(await evaluateAlerts(db, loose, { now, retentionDays: 31 }), {
    fired: [],
    resolved: ["slow_responses"],
  });
  // Thirty-two days on, today's rollups are past a 31-day retention.
  const later = new Date(now.getTime() + 32 * 86_400_000);
  await evaluateAlerts(db, loose, { now: later, retentionDays: 31 });
  const left = await db.$client.execute("SELECT count(*) AS n FROM request_rollups");
  assert.equal(Number(left.rows[0].n), 0);
  await ctx.close();
});

Deno.test("a flush that fails keeps its counts for the next one", async () => {
  const ctx = await createTestContext({ ANALYTICS_FLUSH_MS: "300000" });
  const recorder = new RequestRecorder(ctx.deps.db, ctx.deps.logger, { flushMs: 300_000 });
  const record = (status: number, ms: number) =>
    recorder.record("/x/{id}", "GET", status, "none", "", ms);
  for (let i = 0; i < 3; i++) record(200, 3);
  await ctx.deps.db.$client.execute("ALTER TABLE request_rollups RENAME TO held_aside");
  await recorder.flush();
  assert.equal(recorder.held, 1);
  await ctx.deps.db.$client.execute("ALTER TABLE held_aside RENAME TO request_rollups");
  record(503, 3000);
  await recorder.flush();
  assert.equal(recorder.held, 0);
  const rows = await ctx.deps.db.$client.execute(
    "SELECT status_class, count, le_5, le_inf FROM request_rollups WHERE route = '/x/{id}' " +
      "ORDER BY status_class",
  );
  assert.deepEqual(rows.rows.map((r) => [r[0], r[1], r[2], r[3]]), [
    ["2xx", 3, 3, 0],
    ["5xx", 1, 0, 1],
  ]);
  await ctx.close();
});

Deno.test("percentiles interpolate within the histogram's buckets", () => {
  // 100 requests: 50 in (2, 5] ms, 50 in (50, 100] ms.
  const buckets = [0, 0, 50, 0, 0, 0, 50, 0, 0, 0, 0, 0];
  assert.equal(quantile(buckets, 0.5, 90), 5);
  assert.equal(quantile(buckets, 0.25, 90), 3.5);
  assert.equal(quantile(buckets, 0.99, 90), 89.2);
  assert.equal(quantile(new Array(12).fill(0), 0.5, 0), 0);
  // Beyond the last bound: between it (2,500 ms) and the maximum seen.
  assert.equal(quantile([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4], 0.5, 4200), 3350);
  assert.equal(quantile([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4], 1, 4200), 4200);
});

Deno.test("a request refused by a prefix's guard counts under its route's template", async () => {
  const ctx = await createTestContext();
  assert.equal((await ctx.get(`${PUBLIC}/events`, { "X-API-KEY": "not-a-key" })).status, 401);
  const res = await ctx.send("POST", "/api/analytics/query", {
    headers: admin,
    json: { metrics: ["requests"], dimensions: ["route", "status_class"] },
  });
  const rows = (await bodyOf<{ data: z.output<typeof s.QueryResult> }>(res)).data.rows;
  assert.ok(
    rows.some((r) =>
      r.dimensions.route === "/api/v1/public/events" && r.dimensions.status_class === "4xx"
    ),
    JSON.stringify(rows),
  );
  await ctx.close();
});
