import assert from "node:assert/strict";
import { bodyOf, createTestContext } from "./helpers.ts";

const BASE = "/v1/sportsbook-coverage";

Deno.test("sportsbook coverage: errors", async (t) => {
  // Refusals come before any data is read.
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  try {
    await t.step("limit above 100, below 1, a negative offset: 422 in the /v1 body", async () => {
      for (const query of ["limit=101", "limit=0", "offset=-1", "limit=ten"]) {
        for (const path of ["sports", "sportsbooks", "coverage-grid"]) {
          const res = await ctx.get(`${BASE}/${path}?${query}`);
          const error = await bodyOf<Record<string, unknown>>(res, 422);
          assert.deepEqual(Object.keys(error).sort(), ["detail", "status_code", "timestamp"]);
          assert.equal(error.status_code, 422);
        }
      }
    });
  } finally {
    await ctx.close();
  }
});
