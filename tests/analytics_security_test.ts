import assert from "node:assert/strict";
import {
  assertDetailError,
  bodyOf,
  createTestContext,
  idTokenHeaders,
  issueKey,
  PUBLIC,
  TEST_KEY,
} from "./helpers.ts";

const admin = { "X-API-Key": TEST_KEY };
const QUERY = { metrics: ["requests"], dimensions: ["owner"] };

const PLATFORM: [string, string][] = [
  ["GET", "/api/analytics"],
  ["GET", "/api/analytics/"],
  ["GET", "/api/analytics/metrics/business"],
  ["GET", "/api/analytics/metrics/performance"],
  ["GET", "/api/analytics/metrics/system"],
  ["GET", "/api/analytics/alerts"],
  ["GET", "/api/analytics/dashboards"],
  ["POST", "/api/analytics/query"],
  ["GET", "/api/stats"],
];
const V1 = [
  "/v1/analytics/",
  "/v1/analytics/metrics/business",
  "/v1/analytics/metrics/performance",
];

type Rows = { data: { scope: string; rows: { dimensions: { owner: string } }[] } };

Deno.test("analytics: credentials, operators, and each caller's own requests", async (t) => {
  const ctx = await createTestContext();
  const newAccount = async (email: string) =>
    (await bodyOf<{ data: { account_id: string } }>(
      await ctx.send("POST", "/api/v1/admin/accounts", {
        headers: admin,
        json: { email, password: "league-ops-pw", role: "league_admin" },
      }),
      201,
    )).data.account_id;
  const leagueId = await newAccount("ops@league.example");
  const otherId = await newAccount("other@league.example");
  const readerId = await newAccount("reader@league.example");
  const login = await bodyOf<{ access_token: string }>(
    await ctx.send("POST", "/api/v1/auth/login", {
      json: { email: "ops@league.example", password: "league-ops-pw" },
    }),
  );
  const leagueJwt = { Authorization: `Bearer ${login.access_token}` };
  const otherKey = await issueKey(ctx, otherId, { role: "user" });
  const publicKey = await issueKey(ctx, readerId, { scopes: ["public"] });
  await ctx.get("/api/analytics/metrics/performance", otherKey);
  await ctx.get(`${PUBLIC}/events`, publicKey);

  await t.step("no credential: 401 on every operation but the page and health", async () => {
    for (const [method, path] of PLATFORM) {
      const res = await ctx.send(method, path, method === "POST" ? { json: QUERY } : {});
      const body = await bodyOf<{ error: { code: string } }>(res, 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR", path);
      assert.ok(res.headers.get("WWW-Authenticate"), path);
    }
    for (const path of V1) await assertDetailError(await ctx.get(path, {}), 401);
    assert.equal((await ctx.get("/api/analytics/health", {})).status, 200);
    const page = await ctx.get("/api/analytics/dashboards", { Accept: "text/html" });
    assert.equal(page.status, 200);
  });

  await t.step("alerts and system figures are for operators", async () => {
    for (const path of ["/api/analytics/alerts", "/api/analytics/metrics/system"]) {
      const body = await bodyOf<{ error: { code: string } }>(await ctx.get(path, leagueJwt), 403);
      assert.equal(body.error.code, "AUTHORIZATION_ERROR");
      assert.equal((await ctx.get(path, otherKey)).status, 403);
    }
    const overview = await bodyOf<{ data: { alerts_firing: number | null } }>(
      await ctx.get("/api/analytics/", leagueJwt),
    );
    assert.equal(overview.data.alerts_firing, null);
  });

  await t.step("a caller sees only its own requests; an admin everyone's", async () => {
    const own = await bodyOf<Rows>(
      await ctx.send("POST", "/api/analytics/query", { headers: leagueJwt, json: QUERY }),
    );
    assert.equal(own.data.scope, "own");
    assert.deepEqual(own.data.rows.map((r) => r.dimensions.owner), [
      `user:${leagueId}`,
    ]);
    // Even a filter naming another owner finds nothing of theirs.
    const prying = await bodyOf<Rows>(
      await ctx.send("POST", "/api/analytics/query", {
        headers: leagueJwt,
        json: { ...QUERY, filters: [{ dimension: "owner", op: "eq", value: `user:${otherId}` }] },
      }),
    );
    assert.deepEqual(prying.data.rows, []);
    const all = await bodyOf<Rows>(
      await ctx.send("POST", "/api/analytics/query", { headers: admin, json: QUERY }),
    );
    assert.equal(all.data.scope, "all");
    const owners = all.data.rows.map((r) => r.dimensions.owner);
    for (const o of [`user:${otherId}`, `user:${readerId}`, `user:${leagueId}`, ""]) {
      assert.ok(owners.includes(o), `${o} in ${owners}`);
    }
  });

  await t.step("/v1: a public key and an ID token see their own", async () => {
    const perf = await bodyOf<{ scope: string; totals: { requests: number } }>(
      await ctx.get("/v1/analytics/metrics/performance", publicKey),
    );
    assert.equal(perf.scope, "own");
    assert.equal(perf.totals.requests, 1);
    const idToken = await idTokenHeaders(ctx);
    const business = await bodyOf<{ scope: string; live?: unknown }>(
      await ctx.get("/v1/analytics/metrics/business", idToken),
    );
    assert.equal(business.scope, "own");
    assert.equal(business.live, undefined);
  });

  await t.step("values are data, never SQL", async () => {
    const res = await ctx.send("POST", "/api/analytics/query", {
      headers: admin,
      json: {
        metrics: ["requests"],
        filters: [{ dimension: "route", op: "eq", value: "x' OR 1=1 --" }],
      },
    });
    assert.deepEqual((await bodyOf<Rows>(res)).data.rows, []);
    const like = await ctx.send("POST", "/api/analytics/query", {
      headers: admin,
      json: { metrics: ["requests"], filters: [{ dimension: "route", op: "prefix", value: "%" }] },
    });
    assert.deepEqual((await bodyOf<Rows>(like)).data.rows, []);
  });
  await ctx.close();
});

Deno.test("analytics queries: refused at the door with clear errors", async (t) => {
  const ctx = await createTestContext();
  const query = (json: unknown) =>
    ctx.send("POST", "/api/analytics/query", { headers: admin, json });
  const refused = async (json: unknown, status: number, message: RegExp) => {
    const body = await bodyOf<{ error: { message: string; details: unknown } }>(
      await query(json),
      status,
    );
    assert.match(body.error.message + JSON.stringify(body.error.details), message);
  };
  await t.step("unknown names and fields are 422", async () => {
    await refused({ metrics: ["bogus"] }, 422, /metrics/);
    await refused({ metrics: ["requests"], dimensions: ["sql"] }, 422, /dimensions/);
    await refused({ metrics: ["requests"], sql: "SELECT 1" }, 422, /sql/);
    await refused({ metrics: [] }, 422, /metrics/);
    await refused(
      { metrics: ["requests"], filters: [{ dimension: "route", op: "like", value: "x" }] },
      422,
      /op/,
    );
  });
  await t.step("ranges, intervals and orders that cannot be answered are 400", async () => {
    await refused({ metrics: ["requests"], range: { last: "90d" } }, 400, /31 days/);
    await refused({ metrics: ["requests"], range: { last: "soon" } }, 400, /range.last/);
    await refused(
      {
        metrics: ["requests"],
        range: { from: "2026-11-21T12:00:00Z", to: "2026-11-21T11:00:00Z" },
      },
      400,
      /before/,
    );
    await refused(
      { metrics: ["requests"], range: { from: "yesterday" } },
      400,
      /ISO 8601/,
    );
    await refused(
      { metrics: ["requests"], range: { last: "7d" }, interval: "minute" },
      400,
      /at most 1440 intervals/,
    );
    await refused({ metrics: ["requests"], order_by: "latency_p95_ms" }, 400, /order_by/);
    await refused(
      { metrics: ["requests"], filters: [{ dimension: "route", op: "eq", value: ["a", "b"] }] },
      400,
      /one value/,
    );
  });
  await t.step("a window out of bounds is 422", async () => {
    const res = await ctx.get("/api/analytics/metrics/performance?minutes=1", admin);
    assert.equal(res.status, 422);
    await assertDetailError(await ctx.get("/v1/analytics/?minutes=abc", admin), 422);
  });
  await t.step("no body, or not JSON", async () => {
    assert.equal(
      (await ctx.send("POST", "/api/analytics/query", { headers: admin, body: "x" })).status,
      415,
    );
  });
  await ctx.close();
});
