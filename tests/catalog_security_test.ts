import assert from "node:assert/strict";
import { assertDetailError, createTestContext, idTokenHeaders, issueKey } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

/** Every catalog operation under /v1 of the published document, with a concrete path. */
async function catalogOperations(ctx: Awaited<ReturnType<typeof createTestContext>>) {
  const doc: Json = await (await ctx.get("/openapi.json", {})).json();
  return Object.entries<Json>(doc.paths)
    // Webhook subscriptions live under /v1 too but are platform objects: webhooks_security_test.ts.
    // So are a caller's retrieval imports (/v1/rag/import writes): rag_security_test.ts.
    .filter(([path]) =>
      path.startsWith("/v1/") && !path.startsWith("/v1/webhooks") && !path.startsWith("/v1/rag")
    )
    .flatMap(([path, methods]) =>
      Object.entries<Json>(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        // Bodies name a league the catalog holds; the outreach plan takes none; an agent is
        // asked something.
        json: op.requestBody
          ? (path.endsWith("/daily-outreach")
            ? {}
            : path.endsWith("/invoke")
            ? { input: "How does WSL score?" }
            : { league_id: "league_wsl" })
          : undefined,
        path: path.replace("{league_id}", "league_wsl").replace("{id}", "league_wsl")
          .replace("{athlete_id}", "none").replace("{event_id}", "none")
          .replace("/v1/stats", "/v1/stats?league_id=league_wsl"),
      }))
    );
}

Deno.test("catalog: security of every /v1 operation", async (t) => {
  const ctx = await createTestContext({
    // Refused credentials count per IP (`anonymous`): roomy, as every operation is refused thrice.
    RATE_LIMITS: JSON.stringify({ catalog_free: "3/minute", anonymous: "1000/minute" }),
  });
  const ops = await catalogOperations(ctx);
  assert.ok(ops.length >= 15, `catalog operations published: ${ops.length}`);

  await t.step("no credential: 401 with a challenge, in the /v1 body", async () => {
    for (const op of ops) {
      const res = await ctx.send(op.method, op.path, { json: op.json });
      assert.ok(res.headers.get("WWW-Authenticate"), `${op.method} ${op.path}`);
      await assertDetailError(res, 401);
    }
  });

  await t.step("spec-001 tokens and unknown keys are refused", async () => {
    const login = await (await ctx.send("POST", "/api/v1/auth/login", {
      json: { email: "admin@altsports.dev", password: "altsports-admin-demo" },
    })).json();
    for (const op of ops) {
      for (
        const headers of <Record<string, string>[]> [
          { Authorization: `Bearer ${login.access_token}` },
          { "X-API-Key": "not-a-key-0123456789" },
          { Authorization: "Bearer not.a.token" },
        ]
      ) {
        await assertDetailError(
          await ctx.send(op.method, op.path, { headers, json: op.json }),
          401,
        );
      }
    }
  });

  await t.step(
    "a key without the public scope is 403; with it, the operation answers",
    async () => {
      // `read` includes the public data; a key that may only write may not read the catalog.
      const writeOnly = await issueKey(ctx, "demo-league", { scopes: ["write"], plan: "premium" });
      const reader = await issueKey(ctx, "demo-league", { scopes: ["public"], plan: "premium" });
      const bearer = await idTokenHeaders(ctx);
      for (const op of ops) {
        await assertDetailError(
          await ctx.send(op.method, op.path, { headers: writeOnly, json: op.json }),
          403,
        );
        for (const headers of [reader, bearer]) {
          const res = await ctx.send(op.method, op.path, { headers, json: op.json });
          // Ids the catalog does not hold answer 404; everything else succeeds, but for the
          // WebSocket, which answers a request that does not upgrade with 426.
          const answers = op.path === "/v1/ws" ? [426] : [200, 404];
          assert.ok(answers.includes(res.status), `${op.method} ${op.path}: ${res.status}`);
          await res.body?.cancel();
        }
      }
    },
  );

  await t.step("a key's plan limits it, in the /v1 body with Retry-After", async () => {
    const free = await issueKey(ctx, "demo-league", { scopes: ["public"], plan: "free" });
    for (let i = 0; i < 3; i++) {
      const res = await ctx.get("/v1/leagues", free);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("X-RateLimit-Limit"), "3");
      await res.body?.cancel();
    }
    const refused = await ctx.get("/v1/leagues/discovery?query=surf", free);
    assert.ok(Number(refused.headers.get("Retry-After")) > 0);
    await assertDetailError(refused, 429);
  });

  await ctx.close();
});
