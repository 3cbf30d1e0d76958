import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { apiKeys } from "../db/schema/mod.ts";
import { createApiKeyVerifier, ensureDemoKey, hashApiKey } from "../services/auth/api_keys.ts";
import type { EventDetail, EventListing } from "../services/events/mod.ts";
import { assertError, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

Deno.test("public events: security", async (t) => {
  const ctx = await createTestContext();
  const all = await ctx.json<EventListing[]>(`${PUBLIC}/events`);
  const surf = all.find((e) => e.sportType === "wsl" && e.eventStatus === "COMPLETED")!;
  const jai = all.find((e) => e.sportType === "jaialai")!;
  const heatId =
    (await ctx.json<EventDetail>(`${PUBLIC}/events/${surf.id}`)).rounds[0].heats[0].heatId;

  // One concrete request per public operation of the OpenAPI document, so a new route is
  // covered the moment it is published.
  const doc = await ctx.json<{ paths: Record<string, Record<string, unknown>> }>("/openapi.json");
  const winner = (await ctx.json<{ eventWinner: { outcomeId: string }[] }>(
    `${PUBLIC}/events/${surf.id}/eventWinner`,
  )).eventWinner;
  const next = all.find((e) => e.sportType === "wsl" && e.eventStatus === "NEXT")!;
  const nextWinner = (await ctx.json<{ eventWinner: { outcomeId: string }[] }>(
    `${PUBLIC}/events/${next.id}/eventWinner`,
  )).eventWinner;
  const operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(PUBLIC))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
  const requestFor = (op: { path: string; method: string }, headers: Record<string, string>) => {
    const isSgp = op.path.endsWith("/sgp");
    const url = op.path
      .replace("{eventId}", encodeURIComponent(isSgp ? next.id : surf.id))
      .replace("{heatId}", heatId)
      .replace("{oddType}", "eventWinner")
      .replace("{id}", jai.publicId.split(":")[1])
      .replace("{sportType}", "wsl")
      .replace("{tourId}", surf.tour.id)
      .replace("{futureType}", "champion");
    return ctx.app.request(url, {
      method: op.method.toUpperCase(),
      headers: { ...headers, "Content-Type": "application/json" },
      body: op.method === "post"
        ? JSON.stringify({ selections: [nextWinner[0].outcomeId] })
        : undefined,
    });
  };

  await t.step("every public operation succeeds with the key", async () => {
    assert.ok(operations.length >= 7);
    assert.ok(winner.length > 0);
    for (const op of operations) {
      const res = await requestFor(op, { "X-API-KEY": TEST_KEY });
      assert.ok(res.status === 200 || res.status === 201, `${op.method} ${op.path}: ${res.status}`);
      await res.body?.cancel();
    }
  });

  await t.step("every public operation refuses a missing key with 401", async () => {
    for (const op of operations) {
      const body = await assertError(await requestFor(op, {}), 401);
      assert.match(body.message, /missing API key/);
    }
  });

  await t.step("every public operation refuses a wrong key with 401", async () => {
    for (const key of ["wrong-key", `${TEST_KEY}x`, TEST_KEY.slice(0, -1), "", "x".repeat(300)]) {
      for (const op of operations) {
        await assertError(await requestFor(op, { "X-API-KEY": key }), 401);
      }
    }
  });

  await t.step("the key is refused in the query string or as a bearer token", async () => {
    await assertError(await ctx.get(`${PUBLIC}/events?api_key=${TEST_KEY}`, {}), 401);
    await assertError(
      await ctx.get(`${PUBLIC}/events`, { Authorization: `Bearer ${TEST_KEY}` }),
      401,
    );
  });

  await t.step("the header name is case-insensitive", async () => {
    const res = await ctx.get(`${PUBLIC}/events?sportType=f1`, { "x-api-key": TEST_KEY });
    assert.equal(res.status, 200);
    await res.body?.cancel();
  });

  await t.step("keys are stored as hashes, never in clear", async () => {
    const rows = await ctx.deps.db.select().from(apiKeys).orderBy(apiKeys.id);
    // The demo key and the sandbox's demo key (DEMO_SANDBOX_API_KEY).
    assert.deepEqual(rows.map((r) => r.keyHash), [
      await hashApiKey(TEST_KEY),
      await hashApiKey("altsports-sandbox-demo-key"),
    ]);
    assert.ok(!JSON.stringify(rows).includes(TEST_KEY));
    assert.ok(!JSON.stringify(rows).includes("altsports-sandbox-demo-key"));
  });

  await t.step("the demo key is made valid again at each start", async () => {
    await ctx.deps.db.update(apiKeys).set({ revokedAt: "2026-11-21T00:00:00Z" })
      .where(eq(apiKeys.id, "demo"));
    await ensureDemoKey(ctx.deps.db, TEST_KEY, ["public"], new Date());
    const [row] = await ctx.deps.db.select().from(apiKeys).where(eq(apiKeys.id, "demo"));
    assert.equal(row.revokedAt, null);
  });

  await t.step("a revoked key stops working once its cache entry expires", async () => {
    let now = 0;
    const verifier = createApiKeyVerifier(ctx.deps.db, { ttlMs: 1000, now: () => now });
    assert.ok(await verifier.verify(TEST_KEY));
    await ctx.deps.db.update(apiKeys).set({ revokedAt: "2026-11-21T00:00:00Z" })
      .where(eq(apiKeys.id, "demo"));
    assert.ok(await verifier.verify(TEST_KEY), "still cached");
    now = 1001;
    assert.equal(await verifier.verify(TEST_KEY), null);
    await ctx.deps.db.update(apiKeys).set({ revokedAt: null }).where(eq(apiKeys.id, "demo"));
  });

  await t.step("docs, OpenAPI and health need no key", async () => {
    for (const path of ["/openapi.json", "/docs", "/health"]) {
      const res = await ctx.get(path, {});
      assert.equal(res.status, 200, path);
      await res.body?.cancel();
    }
  });

  await ctx.close();
});

Deno.test("an empty DEMO_API_KEY leaves no valid demo key", async () => {
  const ctx = await createTestContext({
    DEMO_API_KEY: "",
    DEMO_SANDBOX_API_KEY: "",
    DEMO_DATA: "false",
  });
  assert.equal((await ctx.deps.db.select().from(apiKeys)).length, 0);
  await assertError(await ctx.get(`${PUBLIC}/events`, { "X-API-KEY": TEST_KEY }), 401);
  await ctx.close();
});
