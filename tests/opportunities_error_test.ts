import assert from "node:assert/strict";
import { bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";

const ADMIN = { "X-API-Key": TEST_KEY };
type Json = { error: { code: string; details: Record<string, unknown> } };

Deno.test("league opportunities errors", async (t) => {
  const ctx = await createTestContext();

  await t.step("unknown opportunities are 404 naming the parameter", async () => {
    for (
      const path of [
        "/api/league/opportunities/top/top_league_nope",
        "/api/league/opportunities/top/usb_league_wsl",
        "/api/league/opportunities/underserved-sportsbook/usb_league_nope",
        "/api/league/opportunities/underserved-sportsbook/top_league_wsl",
      ]
    ) {
      const body = await bodyOf<Json>(await ctx.get(path, ADMIN), 404);
      assert.equal(body.error.code, "NOT_FOUND", path);
      assert.equal(body.error.details.parameter, "opportunity_id", path);
    }
  });

  await t.step("bad queries are 422", async () => {
    for (
      const path of [
        "/api/league/opportunities/top?limit=0",
        "/api/league/opportunities/top?limit=1000",
        "/api/league/opportunities/top?min_score=101",
        "/api/league/opportunities/top?min_score=half",
        "/api/league/opportunities/underserved-sportsbook?market_demand=huge",
        "/api/league/opportunities/underserved-sportsbook?limit=-1",
      ]
    ) {
      const body = await bodyOf<Json>(await ctx.get(path, ADMIN), 422);
      assert.equal(body.error.code, "VALIDATION_ERROR", path);
    }
  });

  await t.step("an unknown sport is an empty list, not an error", async () => {
    const body = await bodyOf<{ data: { total: number } }>(
      await ctx.get("/api/league/opportunities/top?sport=quidditch", ADMIN),
    );
    assert.equal(body.data.total, 0);
  });

  await ctx.close();
});
