import assert from "node:assert/strict";
import { createTestContext, issueKey, TEST_KEY } from "./helpers.ts";

const GUARDED = [
  "/discovery/",
  "/discovery/prompts",
  "/discovery/prompts/odds-analyst",
  "/discovery/tools",
  "/discovery/tools/price_sgp",
  "/discovery/output-styles",
  "/discovery/output-styles/league",
  "/discovery/resources",
  "/discovery/resources/database",
  "/api/player-headshots/anyone",
];

Deno.test("discovery: credential-required routes refuse without one; open routes answer anyone", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    await t.step("no credential, a wrong key, the public-data key: refused", async () => {
      const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
      for (const path of GUARDED) {
        const none = await ctx.get(path, {});
        assert.equal(none.status, 401, path);
        assert.ok(none.headers.get("WWW-Authenticate"), path);
        assert.equal((await none.json()).error.code, "AUTHENTICATION_ERROR");
        const wrong = await ctx.get(path, { "X-API-Key": "wrong-key-0000000000" });
        assert.equal(wrong.status, 401, path);
        await wrong.body?.cancel();
        // The public-data header is not a platform credential.
        const publicHeader = await ctx.get(path, { "X-API-KEY": "" });
        assert.equal(publicHeader.status, 401, path);
        await publicHeader.body?.cancel();
        const scoped = await ctx.get(path, publicKey);
        assert.equal(scoped.status, 403, `${path} with a key without the read scope`);
        await scoped.body?.cancel();
      }
    });
    await t.step("a platform credential is accepted", async () => {
      const res = await ctx.get("/discovery/", { "X-API-Key": TEST_KEY });
      assert.equal(res.status, 200);
      await res.body?.cancel();
    });
    await t.step("open routes need nothing and reveal no secret", async () => {
      for (const path of ["/", "/tools", "/llms.txt", "/api-explorer", "/api/health"]) {
        const res = await ctx.get(path, {});
        assert.equal(res.status, 200, path);
        const text = await res.text();
        assert.ok(!text.includes(TEST_KEY), path);
        assert.doesNotMatch(text, /JWT_SECRET|authToken|S3_SECRET/);
      }
    });
  } finally {
    await ctx.close();
  }
});
