import assert from "node:assert/strict";
import { createJsonCache } from "../services/cache.ts";
import type { EventListing } from "../services/events/mod.ts";
import { createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

Deno.test("json cache: one load per key within the TTL, then a fresh one", async () => {
  let now = 0;
  let loads = 0;
  const cache = createJsonCache({ ttlMs: 1000, now: () => now });
  const load = () => Promise.resolve({ n: ++loads });
  assert.equal((await cache.get("a", load)).text, '{"n":1}');
  assert.equal((await cache.get("a", load)).text, '{"n":1}');
  now = 1001;
  assert.equal((await cache.get("a", load)).text, '{"n":2}');
  assert.equal((await cache.get("b", load)).text, '{"n":3}');
});

Deno.test("json cache: concurrent misses share one load; failures are not kept", async () => {
  let loads = 0;
  const cache = createJsonCache({ ttlMs: 1000 });
  const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
  const all = await Promise.all([1, 2, 3].map(() => cache.get("k", slow)));
  assert.equal(loads, 1);
  assert.ok(all.every((j) => j.text === "1"));
  await assert.rejects(cache.get("bad", () => Promise.reject(new Error("boom"))));
  assert.equal((await cache.get("bad", () => Promise.resolve("ok"))).text, '"ok"');
});

Deno.test("json cache: bounded, oldest entry out first; TTL 0 turns it off", async () => {
  let loads = 0;
  const cache = createJsonCache({ ttlMs: 1000, maxEntries: 2 });
  const load = () => Promise.resolve(++loads);
  await cache.get("a", load);
  await cache.get("b", load);
  await cache.get("c", load);
  assert.equal((await cache.get("a", load)).text, "4");
  const off = createJsonCache({ ttlMs: 0 });
  assert.equal((await off.get("x", load)).text, "5");
  assert.equal((await off.get("x", load)).text, "6");
});

Deno.test("json cache: bounded by bytes too", async () => {
  let loads = 0;
  const cache = createJsonCache({ ttlMs: 1000, maxBytes: 25 });
  const big = () => Promise.resolve({ n: ++loads, pad: "x".repeat(5) });
  await cache.get("a", big); // 21 characters
  await cache.get("b", big); // evicts a: 42 > 25
  assert.equal((await cache.get("b", big)).text.includes('"n":2'), true);
  assert.equal((await cache.get("a", big)).text.includes('"n":3'), true, "a was evicted");
  let hugeLoads = 0;
  const huge = () => Promise.resolve("y".repeat(100 + 0 * ++hugeLoads));
  assert.equal((await cache.get("h", huge)).size, 102);
  await cache.get("h", huge);
  assert.equal(hugeLoads, 2, "an entry over the budget is served but not kept");
});

Deno.test("responses are gzip-compressed when the client accepts it, identical in content", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "true" });
  const all = await ctx.json<EventListing[]>(`${PUBLIC}/events?sportType=wsl`);
  const url = `${PUBLIC}/events/${all[0].id}`;
  const plain = await ctx.get(url);
  assert.equal(plain.headers.get("Content-Encoding"), null);
  assert.equal(plain.headers.get("Vary"), "Accept-Encoding");
  const text = await plain.text();
  for (const accept of ["gzip", "br, gzip;q=0.8", "*"]) {
    const res = await ctx.get(url, { "X-API-KEY": TEST_KEY, "Accept-Encoding": accept });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("Content-Encoding"), "gzip", accept);
    assert.ok(res.headers.get("X-Request-Id"));
    const body = res.body!.pipeThrough(new DecompressionStream("gzip"));
    assert.equal(await new Response(body).text(), text);
  }
  for (const accept of ["gzip;q=0", "identity", "br", "gzip;q=0, *"]) {
    const res = await ctx.get(url, { "X-API-KEY": TEST_KEY, "Accept-Encoding": accept });
    assert.equal(res.headers.get("Content-Encoding"), null, accept);
    assert.equal(await res.text(), text);
  }
  await ctx.close();
});
