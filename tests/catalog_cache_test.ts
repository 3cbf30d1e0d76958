import assert from "node:assert/strict";
import { recordEvaluatedLeague } from "../services/catalog/mod.ts";
import { createTestContext, idTokenHeaders, NOW, TEST_KEY } from "./helpers.ts";

Deno.test("catalog reads are cached per caller class for RESPONSE_CACHE_TTL_MS", async () => {
  let now = NOW.getTime();
  const ctx = await createTestContext({ RESPONSE_CACHE_TTL_MS: "2000" }, {
    clock: () => new Date(now),
  });
  const key = { "X-API-Key": TEST_KEY };
  const bearer = await idTokenHeaders(ctx);
  const onboarding = async (headers: Record<string, string>) => {
    const res = await ctx.get("/v1/leagues?status=onboarding", headers);
    assert.equal(res.status, 200);
    const body = await res.json();
    return (body.data ?? body.leagues).map((l: { id: string }) => l.id);
  };
  assert.deepEqual(await onboarding(key), []);
  assert.deepEqual(await onboarding(bearer), []);
  // A league without a run behind it is everyone's to see.
  await recordEvaluatedLeague(ctx.deps.db, {
    league_name: "Coastal Footvolley Series",
    overall_score: 0.5,
    tier: "Silver",
  }, new Date(now));
  assert.deepEqual(await onboarding(key), [], "still the cached answer");
  now += 2001;
  assert.deepEqual(await onboarding(key), ["league_coastal_footvolley_series"]);
  assert.deepEqual(await onboarding(bearer), ["league_coastal_footvolley_series"]);
  // Errors are not kept, and one caller's 404 never answers for another.
  assert.equal((await ctx.get("/v1/leagues/league_x", key)).status, 404);
  assert.equal((await ctx.get("/v1/leagues/league_x", bearer)).status, 404);
  // The two representations are kept apart.
  const first = await (await ctx.get("/v1/leagues/league_wsl", key)).json();
  const second = await (await ctx.get("/v1/leagues/league_wsl", bearer)).json();
  assert.ok("metadata" in first && !("metadata" in second));
  assert.ok("players" in second && !("players" in first));
  // A cached answer carries the headers of any other: rate limits, request id, ETag.
  const res = await ctx.get("/v1/leagues/league_wsl", key);
  await res.body?.cancel();
  for (const header of ["X-RateLimit-Limit", "X-Request-Id", "X-API-Version", "ETag"]) {
    assert.ok(res.headers.get(header), header);
  }
  assert.equal(res.headers.get("Content-Type"), "application/json");
  await ctx.close();
});

Deno.test("an ID token verified once is remembered, and still expires on time", async () => {
  let now = NOW.getTime();
  const ctx = await createTestContext({}, { clock: () => new Date(now) });
  const bearer = await idTokenHeaders(ctx);
  for (let i = 0; i < 3; i++) {
    const res = await ctx.get("/v1/data/summary", bearer);
    assert.equal(res.status, 200);
    await res.body?.cancel();
  }
  assert.equal(ctx.deps.tokenKeys.verified.size, 1, "the signature was checked once");
  now += 3600_000 + 1000;
  const late = await ctx.get("/v1/data/summary", bearer);
  assert.equal(late.status, 401);
  await late.body?.cancel();
  // A token that differs by a byte is verified afresh, and refused.
  const [scheme, token] = bearer.Authorization.split(" ");
  // (The last character but one: the last may carry only padding bits; its replacement is
  // always another character.)
  const tampered = `${scheme} ${token.slice(0, -2)}${token.at(-2) === "A" ? "B" : "A"}${
    token.at(-1)
  }`;
  now = NOW.getTime();
  const res = await ctx.get("/v1/data/summary", { Authorization: tampered });
  assert.equal(res.status, 401);
  await res.body?.cancel();
  await ctx.close();
});
