import assert from "node:assert/strict";
import { hashApiKey } from "../services/auth/api_keys.ts";
import { apiKeys } from "../db/schema/mod.ts";
import { createMemoryWindowStore } from "../services/ratelimit/memory.ts";
import { combine } from "../services/ratelimit/mod.ts";
import { createTestContext, NOW, PUBLIC, TEST_KEY, type TestContext } from "./helpers.ts";
import { redisServerPath, startRedisServer, startRestBridge } from "./redis_rest_bridge.ts";

const ADMIN = { email: "admin@altsports.dev", password: "altsports-admin-demo" };
const MINUTE = 60_000;

function headersOf(res: Response) {
  return {
    limit: res.headers.get("X-RateLimit-Limit"),
    remaining: res.headers.get("X-RateLimit-Remaining"),
    reset: res.headers.get("X-RateLimit-Reset"),
  };
}

Deno.test("sliding windows: Upstash's arithmetic, every window must allow, refusals not counted", () => {
  const store = createMemoryWindowStore();
  const w = [{ limit: 10, windowSeconds: 60 }];
  const t0 = 600_000; // a window boundary
  for (let i = 0; i < 10; i++) {
    const [d] = store.take("p", w, "a", t0 + i) as ReturnType<typeof combine>[];
    assert.equal(d.remaining, 9 - i);
    assert.equal(d.reset, t0 + MINUTE);
  }
  assert.equal((store.take("p", w, "a", t0 + 100) as { allowed: boolean }[])[0].allowed, false);
  // Halfway into the next window half of the previous count still weighs: 5 more pass.
  const half = t0 + MINUTE + 30_000;
  let passed = 0;
  while ((store.take("p", w, "a", half) as { allowed: boolean }[])[0].allowed) passed++;
  assert.equal(passed, 5);
  assert.equal((store.take("p", w, "b", half) as { allowed: boolean }[])[0].allowed, true);

  // Two windows: the tighter one is reported; a refusal by one counts in neither.
  const two = [{ limit: 3, windowSeconds: 60 }, { limit: 4, windowSeconds: 3600 }];
  const at = 3_600_000;
  const decisions = [0, 1, 2].map(() => combine(store.take("q", two, "x", at) as never, at));
  assert.deepEqual(decisions.map((d) => d.remaining), [2, 1, 0]);
  const refused = combine(store.take("q", two, "x", at) as never, at);
  assert.equal(refused.allowed, false);
  assert.equal(refused.limit, 3);
  assert.equal(refused.retryAfter, 60);
  // Two minutes on, the minute window is clear and the hour one has 1 left, not 0.
  const later = combine(store.take("q", two, "x", at + 2 * MINUTE) as never, at + 2 * MINUTE);
  assert.equal(later.allowed, true);
  assert.equal(later.limit, 4);
  assert.equal(later.remaining, 0);
  const hourFull = combine(store.take("q", two, "x", at + 3 * MINUTE) as never, at + 3 * MINUTE);
  assert.equal(hourFull.allowed, false);
  assert.equal(hourFull.limit, 4);
  assert.equal(hourFull.retryAfter, 3600 - 180);
});

const SMALL = JSON.stringify({
  jwt: "3/minute,1000/hour",
  api_key: "2/minute",
  oauth: "2/minute",
  anonymous: "4/minute",
  catalog_free: "1/minute,3/day",
  catalog_premium: "3/minute",
  catalog_ip: "2/minute",
});

async function addKey(ctx: TestContext, id: string, plan: "free" | "premium") {
  const key = `key-${id}-0123456789`;
  await ctx.deps.db.insert(apiKeys).values({
    id,
    keyHash: await hashApiKey(key),
    keyPrefix: key.slice(0, 6),
    owner: id,
    plan,
    createdAt: NOW.toISOString(),
  });
  return key;
}

Deno.test("rate limits per credential: headers, 429 in each surface's body, reset", async (t) => {
  let now = NOW;
  const ctx = await createTestContext({ RATE_LIMITS: SMALL }, { clock: () => now });
  const from = (ip: string, path: string, headers: Record<string, string> = {}) =>
    Promise.resolve(ctx.app.request(path, { headers }, { remoteAddr: { hostname: ip } }));

  await t.step(
    "JWT: the headers count down, then 429 with Retry-After, then the window slides",
    async () => {
      const login = await ctx.send("POST", "/api/v1/auth/login", { json: ADMIN });
      const { access_token } = await login.json();
      const auth = { Authorization: `Bearer ${access_token}` };
      const reset = String(NOW.getTime() / 1000 + 60);
      for (const remaining of ["2", "1", "0"]) {
        const res = await ctx.get("/api/v1/auth/me", auth);
        assert.equal(res.status, 200);
        assert.deepEqual(headersOf(res), { limit: "3", remaining, reset });
        await res.body?.cancel();
      }
      const refused = await ctx.get("/api/v1/auth/me", auth);
      assert.equal(refused.status, 429);
      assert.equal(refused.headers.get("Retry-After"), "60");
      assert.equal(refused.headers.get("X-RateLimit-Retry-After"), "60");
      assert.deepEqual(headersOf(refused), { limit: "3", remaining: "0", reset });
      const body = await refused.json();
      assert.equal(body.success, false);
      assert.equal(body.error.code, "RATE_LIMIT_EXCEEDED");
      assert.equal(body.error.details.policy, "jwt");
      now = new Date(NOW.getTime() + MINUTE + 45_000);
      const again = await ctx.get("/api/v1/auth/me", auth);
      assert.equal(again.status, 200);
      assert.equal(again.headers.get("X-RateLimit-Remaining"), "2");
      await again.body?.cancel();
      now = NOW;
    },
  );

  await t.step(
    "bad credentials spend the caller IP's anonymous quota, never the key's",
    async () => {
      for (let i = 0; i < 4; i++) {
        const res = await from("10.0.0.1", `${PUBLIC}/events?sportType=wsl`, {
          "X-API-KEY": "wrong-key-000000",
        });
        assert.equal(res.status, 401);
        assert.equal(res.headers.get("X-RateLimit-Limit"), "4");
        await res.body?.cancel();
      }
      const fifth = await from("10.0.0.1", `${PUBLIC}/events?sportType=wsl`, {
        "X-API-KEY": "wrong-key-000000",
      });
      assert.equal(fifth.status, 429);
      assert.equal((await fifth.json()).statusCode, 429, "the public surface's own body");
      // Another address is not affected, and the real key has its whole quota.
      const good = await from("10.0.0.2", `${PUBLIC}/events?sportType=wsl`, {
        "X-API-KEY": TEST_KEY,
      });
      assert.equal(good.status, 200);
      assert.deepEqual(headersOf(good).remaining, "1");
      await good.body?.cancel();
    },
  );

  await t.step(
    "X-API-KEY on the public surface counts as an API key, hot replays included",
    async () => {
      const second = await ctx.get(`${PUBLIC}/events?sportType=wsl`);
      assert.equal(second.status, 200);
      assert.equal(second.headers.get("X-RateLimit-Remaining"), "0");
      await second.body?.cancel();
      const third = await ctx.get(`${PUBLIC}/events?sportType=wsl`);
      assert.equal(third.status, 429);
      const body = await third.json();
      assert.equal(body.statusCode, 429);
      assert.equal(body.metadata.policy, "api_key");
      assert.ok(Number(third.headers.get("Retry-After")) > 0);
      // The same key on spec-001 routes shares the same quota.
      const me = await ctx.get("/api/v1/auth/me", { "X-API-Key": TEST_KEY });
      assert.equal(me.status, 429);
      await me.body?.cancel();
    },
  );

  await t.step("OAuth tokens have their own quota", async () => {
    const grant = await ctx.send("POST", "/api/v1/oauth/token", {
      json: {
        grant_type: "client_credentials",
        client_id: "altsports-demo-client",
        client_secret: "altsports-demo-client-secret",
      },
    });
    const { access_token } = await grant.json();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await ctx.get("/api/v1/auth/me", { Authorization: `Bearer ${access_token}` });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assert.deepEqual(statuses, [200, 200, 429]);
  });

  await t.step("first catalog: the key's plan sets per-minute and per-day limits", async () => {
    const free = await addKey(ctx, "free-1", "free");
    const premium = await addKey(ctx, "premium-1", "premium");
    const athlete = (key: string) => ctx.get("/v1/athletes/none", { "X-API-Key": key });
    const first = await athlete(free);
    assert.equal(first.status, 404, "the limit passes; the athlete does not exist");
    assert.deepEqual(Object.keys(await first.json()).sort(), [
      "detail",
      "status_code",
      "timestamp",
    ]);
    const second = await athlete(free);
    assert.equal(second.status, 429);
    assert.equal((await second.json()).status_code, 429);
    const p = [];
    for (let i = 0; i < 4; i++) {
      const res = await athlete(premium);
      p.push(res.status);
      await res.body?.cancel();
    }
    assert.deepEqual(p, [404, 404, 404, 429]);
    // The free plan's day: three in all, spread over minutes.
    for (const minutes of [2, 4]) {
      now = new Date(NOW.getTime() + minutes * MINUTE);
      const res = await athlete(free);
      assert.equal(res.status, 404);
      await res.body?.cancel();
    }
    now = new Date(NOW.getTime() + 6 * MINUTE);
    const day = await athlete(free);
    assert.equal(day.status, 429);
    assert.equal(day.headers.get("X-RateLimit-Limit"), "3");
    assert.ok(Number(day.headers.get("Retry-After")) > 3600);
    await day.body?.cancel();
    now = NOW;
  });

  await t.step("second catalog: 100 a minute per IP (here 2)", async () => {
    const login = await ctx.send("POST", "/api/v1/auth/login", { json: ADMIN });
    const { id_token } = await login.json();
    const auth = { Authorization: `Bearer ${id_token}` };
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await from("10.1.1.1", "/v1/data/sports", auth);
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assert.deepEqual(statuses, [200, 200, 429]);
    const other = await from("10.1.1.2", "/v1/data/sports", auth);
    assert.equal(other.status, 200);
    await other.body?.cancel();
  });

  await ctx.close();
});

const hasRedis = redisServerPath() !== null;

Deno.test({
  name: "Upstash path on a real Redis: same answers as in-process, shared by instances, fails open",
  ignore: !hasRedis && Deno.env.get("REQUIRE_REDIS") !== "1",
  async fn() {
    const redis = await startRedisServer();
    const bridge = startRestBridge({ redisPort: redis.port, token: "rl-token" });
    const limits = JSON.stringify({ api_key: "3/hour" });
    const upstashEnv = {
      RATE_LIMITS: limits,
      RATE_LIMIT_STORE: "upstash",
      UPSTASH_REDIS_REST_URL: bridge.url,
      UPSTASH_REDIS_REST_TOKEN: "rl-token",
      RATE_LIMIT_TIMEOUT_MS: "150",
    };
    const clock = { clock: () => new Date() };
    const memory = await createTestContext({ RATE_LIMITS: limits }, clock);
    const a = await createTestContext(upstashEnv, clock);
    const b = await createTestContext(upstashEnv, clock);
    const me = async (ctx: TestContext) => {
      const res = await ctx.get("/api/v1/auth/me", { "X-API-Key": TEST_KEY });
      await res.body?.cancel();
      return { status: res.status, ...headersOf(res) };
    };
    try {
      const local = [], shared = [];
      for (let i = 0; i < 5; i++) local.push(await me(memory));
      for (let i = 0; i < 5; i++) shared.push(await me(a));
      assert.deepEqual(shared, local, "the in-process windows answer as Upstash does");
      assert.deepEqual(shared.map((s) => s.status), [200, 200, 200, 429, 429]);

      // Another instance on the same Redis sees the same counts.
      assert.equal((await me(b)).status, 429);

      // The store goes quiet: answers come from this instance's own windows, promptly.
      bridge.setDown(true);
      const started = performance.now();
      const degraded = await me(b);
      assert.ok(performance.now() - started < 1500, "no waiting on a dead store");
      assert.equal(degraded.status, 200);
      assert.equal(degraded.remaining, "2");
      const quick = performance.now();
      assert.equal((await me(b)).status, 200);
      assert.ok(performance.now() - quick < 100, "the dead store is skipped for a while");
    } finally {
      bridge.setDown(false);
      await new Promise((r) => setTimeout(r, 50));
      await memory.close();
      await a.close();
      await b.close();
      await bridge.stop();
      await redis.stop();
    }
  },
});
