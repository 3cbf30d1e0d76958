import assert from "node:assert/strict";
import { createTestContext, TEST_KEY } from "./helpers.ts";

const key = { "X-API-Key": TEST_KEY };

Deno.test("discovery: bad parameters and unknown names", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    await t.step("bad query parameters are 422 naming the parameter", async () => {
      for (
        const [path, parameter] of [
          ["/discovery/prompts?include_content=yes", "include_content"],
          ["/discovery/prompts?category=nope", "category"],
          ["/discovery/tools?category=nope", "category"],
          ["/discovery/output-styles?style_type=both", "style_type"],
          ["/discovery/output-styles?format_filter=pdf", "format_filter"],
          ["/discovery/output-styles/league?format_filter=pdf", "format_filter"],
        ]
      ) {
        const res = await ctx.get(path, key);
        assert.equal(res.status, 422, path);
        const body = await res.json();
        assert.equal(body.success, false);
        assert.equal(body.error.code, "VALIDATION_ERROR");
        assert.match(JSON.stringify(body.error.details), new RegExp(parameter), path);
      }
    });
    await t.step("unknown names are 404 naming what exists", async () => {
      for (
        const [path, parameter] of [
          ["/discovery/prompts/nope", "slug"],
          ["/discovery/tools/nope", "tool_name"],
          ["/discovery/output-styles/nope", "style_name"],
          ["/discovery/resources/nope", "resource_name"],
          ["/api/player-headshots/nope", "player_id"],
        ]
      ) {
        const res = await ctx.get(path, key);
        assert.equal(res.status, 404, path);
        const body = await res.json();
        assert.equal(body.error.code, "NOT_FOUND");
        assert.equal(body.error.details?.parameter, parameter, JSON.stringify(body));
      }
      // Redis is only a resource when it is configured.
      assert.equal((await ctx.get("/discovery/resources/redis", key)).status, 404);
    });
    await t.step("an X-API-Version we do not serve is 400, on open routes too", async () => {
      for (const path of ["/", "/tools", "/llms.txt", "/api-explorer", "/api/health"]) {
        const res = await ctx.get(path, { "X-API-Version": "v9" });
        assert.equal(res.status, 400, path);
        await res.body?.cancel();
      }
    });
    await t.step("an Accept that names nothing we offer still gets JSON", async () => {
      const res = await ctx.get("/", { Accept: "image/png" });
      assert.equal(res.status, 200);
      assert.match(res.headers.get("Content-Type")!, /^application\/json/);
      await res.body?.cancel();
    });
  } finally {
    await ctx.close();
  }
});
