import assert from "node:assert/strict";
import { createHotReads } from "../routes/hot_reads.ts";
import { createMemoryWindowStore } from "../services/ratelimit/memory.ts";
import { createRateLimiter } from "../services/ratelimit/mod.ts";
import { resolvePolicies } from "../services/ratelimit/policies.ts";
import type { EventListing } from "../services/events/mod.ts";
import { createLogger } from "../services/logger.ts";
import { assertError, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

Deno.test("hot reads replay fresh public reads, and nothing else", async (t) => {
  const ctx = await createTestContext();
  const events = await ctx.json<EventListing[]>(`${PUBLIC}/events?sportType=f1`);
  const url = `${PUBLIC}/events/${events[0].id}`;
  const gz = { "X-API-KEY": TEST_KEY, "Accept-Encoding": "gzip" };

  // The normal path answers first and leaves the response behind.
  const first = await ctx.get(url, gz);
  const firstBody = new Uint8Array(await first.arrayBuffer());
  let routed = 0;
  const { hotReads } = ctx.deps;
  const serve = hotReads.serve.bind(hotReads);
  hotReads.serve = (request) => {
    const res = serve(request);
    if (!res) routed++;
    return res;
  };

  await t.step("the same URL with a valid key is replayed byte for byte", async () => {
    const again = await ctx.get(url, gz);
    assert.equal(routed, 0, "served before routing");
    assert.equal(again.status, 200);
    assert.equal(again.headers.get("Content-Encoding"), "gzip");
    assert.equal(again.headers.get("Content-Type"), "application/json");
    assert.equal(again.headers.get("Vary"), "Accept-Encoding");
    assert.match(again.headers.get("X-Request-Id")!, /^[0-9a-f-]{36}$/);
    assert.deepEqual(new Uint8Array(await again.arrayBuffer()), firstBody);
    const plain = await ctx.get(url);
    assert.equal(plain.headers.get("Content-Encoding"), null);
    const text = await plain.text();
    const unzipped = new Response(
      new Blob([firstBody]).stream().pipeThrough(new DecompressionStream("gzip")),
    );
    assert.equal(text, await unzipped.text());
  });

  await t.step("a missing, wrong or unchecked key goes the normal way and is refused", async () => {
    routed = 0;
    await assertError(await ctx.get(url, {}), 401);
    await assertError(await ctx.get(url, { "X-API-KEY": "nope-nope-nope" }), 401);
    assert.equal(routed, 2);
  });

  await t.step("other URLs, other methods and stale entries are routed", async () => {
    routed = 0;
    const other = await ctx.get(`${url}/participants`);
    await other.body?.cancel();
    const head = await ctx.app.request(url, { method: "POST", headers: { "X-API-KEY": TEST_KEY } });
    await head.body?.cancel();
    assert.equal(routed, 2);
    ctx.deps.cache.clear();
    const entry = await ctx.deps.cache.get("probe", () => Promise.resolve(1));
    assert.ok(entry.expires > 0);
    // A fresh entry's lifetime comes from the injected clock, like the replay's check.
    assert.equal(entry.expires, ctx.deps.clock().getTime() + ctx.deps.config.RESPONSE_CACHE_TTL_MS);
  });

  await ctx.close();
});

Deno.test("hot reads: a stale entry or an unknown key is not replayed", () => {
  let now = 1000;
  const known = new Set(["good-key-123456"]);
  const hot = createHotReads({
    apiKeys: {
      peek: (
        key,
      ) => (known.has(key)
        ? { kind: "api_key" as const, id: "k", role: "service" as const, plan: "free" as const }
        : undefined),
    },
    limiter: memoryLimiter(() => now),
    logger: createLogger("silent"),
    now: () => now,
  });
  const url = "http://x/api/v1/public/events";
  hot.remember(url, "/api/v1/public/events/{eventId}", {
    text: "[]",
    size: 2,
    expires: 2000,
    gzipped: () => Promise.resolve(new Uint8Array()),
  }, "production");
  const request = (key: string) => new Request(url, { headers: { "X-API-KEY": key } });
  assert.equal((hot.serve(request("good-key-123456")) as Response).status, 200);
  assert.equal(hot.serve(request("other-key-12345")), null);
  now = 2000;
  assert.equal(hot.serve(request("good-key-123456")), null, "stale");
  hot.remember("http://x/health", "/health", {
    text: "{}",
    size: 2,
    expires: 9999,
    gzipped: () => Promise.resolve(new Uint8Array()),
  }, "production");
  assert.equal(
    hot.serve(new Request("http://x/health", { headers: { "X-API-KEY": "good-key-123456" } })),
    null,
  );
});

Deno.test("hot reads: bounded by bytes, stale entries let go", () => {
  let now = 0;
  const hot = createHotReads({
    apiKeys: {
      peek: () => ({
        kind: "api_key" as const,
        id: "k",
        role: "service" as const,
        plan: "free" as const,
      }),
    },
    limiter: memoryLimiter(() => now),
    logger: createLogger("silent"),
    maxBytes: 100,
    now: () => now,
  });
  const body = (size: number, expires: number) => ({
    text: "x".repeat(size),
    size,
    expires,
    gzipped: () => Promise.resolve(new Uint8Array()),
  });
  const url = (k: number) => `http://x/api/v1/public/events?k=${k}`;
  const get = (k: number) =>
    hot.serve(new Request(url(k), { headers: { "X-API-KEY": "a-valid-key-1" } }));
  for (let k = 0; k < 10; k++) {
    hot.remember(url(k), "/api/v1/public/events/{eventId}", body(40, 1000), "production");
  }
  // 40-byte bodies under a 100-byte budget: only the last two are held.
  assert.deepEqual([0, 7, 8, 9].map((k) => get(k) !== null), [false, false, true, true]);
  now = 2000;
  assert.equal(get(9), null, "stale");
  hot.remember(url(20), "/api/v1/public/events/{eventId}", body(40, 5000), "production");
  assert.notEqual(get(20), null, "stale ones made room");
  hot.remember("http://x/health?/api/v1/public/", "/health", body(10, 5000), "production");
  assert.equal(
    hot.serve(new Request("http://x/health?/api/v1/public/", { headers: { "X-API-KEY": "k" } })),
    null,
  );
});

function memoryLimiter(now: () => number, overrides = {}) {
  return createRateLimiter({
    policies: resolvePolicies(overrides),
    local: createMemoryWindowStore(),
    logger: createLogger("silent"),
    now,
  });
}

Deno.test("hot reads: replays carry the key's rate-limit headers and stop at the limit", () => {
  const now = 30_000;
  const hot = createHotReads({
    apiKeys: {
      peek: () => ({ kind: "api_key", id: "k", role: "service", plan: "free" }),
    },
    limiter: memoryLimiter(() => now, { api_key: [{ limit: 2, windowSeconds: 60 }] }),
    logger: createLogger("silent"),
    now: () => now,
  });
  const url = "http://x/api/v1/public/events";
  hot.remember(url, "/api/v1/public/events/{eventId}", {
    text: "[]",
    size: 2,
    expires: 90_000,
    gzipped: () => Promise.resolve(new Uint8Array()),
  }, "production");
  const get = () => hot.serve(new Request(url, { headers: { "X-API-KEY": "a-valid-key-1" } }));
  const first = get() as Response;
  assert.equal(first.headers.get("X-RateLimit-Limit"), "2");
  assert.equal(first.headers.get("X-RateLimit-Remaining"), "1");
  assert.equal(first.headers.get("X-RateLimit-Reset"), "60");
  assert.equal(first.headers.get("X-API-Version"), "v1.0.0");
  assert.equal((get() as Response).headers.get("X-RateLimit-Remaining"), "0");
  assert.equal(get(), null, "over the limit: the normal path answers the 429");
  const versioned = new Request(url, {
    headers: { "X-API-KEY": "a-valid-key-1", "X-API-Version": "v1" },
  });
  assert.equal(hot.serve(versioned), null, "a version to check takes the normal path");
});
