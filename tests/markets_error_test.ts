import assert from "node:assert/strict";
import { bodyOf, createTestContext } from "./helpers.ts";

Deno.test("markets: errors", async (t) => {
  // Refusals come before any data is read.
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  try {
    await t.step("bad paging or live: 422 in the /v1 body", async () => {
      for (
        const path of [
          "/v1/markets?limit=101",
          "/v1/markets?live=maybe",
          "/v1/markets/live?offset=-1",
        ]
      ) {
        const error = await bodyOf<Record<string, unknown>>(await ctx.get(path), 422);
        assert.deepEqual(Object.keys(error).sort(), ["detail", "status_code", "timestamp"]);
        const field = new URL(path, "http://x").searchParams.keys().next().value!;
        assert.match(String(error.detail), new RegExp(`'${field}'`));
      }
    });
  } finally {
    await ctx.close();
  }
});
