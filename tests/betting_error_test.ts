/** Markets and betting: bad input is a 422 naming the parameter; unknown ids 404. */
import assert from "node:assert/strict";
import { bodyOf, createTestContext, TEST_KEY } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };

type ErrorBody = {
  success: false;
  error: { code: string; message: string; details: { issues?: { field: string }[] } };
};

Deno.test("markets and betting: errors", async (t) => {
  const ctx = await createTestContext();
  try {
    await t.step("bad enums, limits and pages: 422 in the envelope naming the field", async () => {
      for (
        const [path, field] of [
          ["/api/markets?sort=hot", "sort"],
          ["/api/markets?sort=VOLUME", "sort"],
          ["/api/markets?category=outrights", "category"],
          ["/api/markets?sport=cricket", "sport"],
          ["/api/markets?limit=0", "limit"],
          ["/api/markets?limit=101", "limit"],
          ["/api/markets?limit=ten", "limit"],
          ["/api/markets?league=", "league"],
          ["/api/markets/live?offset=-1", "offset"],
          ["/api/markets/live?category=x", "category"],
          ["/api/betting/opportunities?status=open", "status"],
          ["/api/betting/opportunities?page=0", "page"],
          ["/api/betting/opportunities?limit=500", "limit"],
          ["/api/betting/opportunities?sport=nosuch", "sport"],
          [`/api/betting/opportunities?search=${"x".repeat(201)}`, "search"],
          ["/api/betting/live?page=-2", "page"],
          ["/api/betting/opportunities/opp_nope", "opportunity_id"],
          ["/api/betting/opportunities/wsl:0f8c2a9e-3b1d-4c55-9a7e-2d4f6b8c1e03", "opportunity_id"],
        ]
      ) {
        const body = await bodyOf<ErrorBody>(await ctx.get(path, KEY), 422);
        assert.equal(body.success, false);
        assert.equal(body.error.code, "VALIDATION_ERROR", path);
        assert.ok(body.error.details.issues?.some((i) => i.field === field), path);
      }
    });

    await t.step("an unknown opportunity of the right form: 404", async () => {
      const body = await bodyOf<ErrorBody>(
        await ctx.get("/api/betting/opportunities/opp_00000000-0000-4000-8000-000000000000", KEY),
        404,
      );
      assert.equal(body.error.code, "NOT_FOUND");
      assert.match(body.error.message, /opp_00000000/);
    });

    await t.step("an opportunity id in upper case is not another form of a real one", async () => {
      const list = await bodyOf<{ data: { items: { opportunity_id: string }[] } }>(
        await ctx.get("/api/betting/opportunities?limit=1", KEY),
      );
      const id = list.data.items[0].opportunity_id;
      await bodyOf(await ctx.get(`/api/betting/opportunities/${id.toUpperCase()}`, KEY), 422);
    });

    await t.step("filters that match nothing are an empty page, not an error", async () => {
      for (
        const path of [
          "/api/markets?league=league_nosuch",
          "/api/markets/live?league=nope",
          "/api/betting/opportunities?search=zzzzqqq",
          "/api/betting/opportunities?page=100000",
          "/api/betting/live?league=nope",
        ]
      ) {
        const body = await bodyOf<{ data: { items: unknown[] } }>(await ctx.get(path, KEY));
        assert.deepEqual(body.data.items, [], path);
      }
    });

    await t.step("POST /api/markets is no operation: 404", async () => {
      const res = await ctx.send("POST", "/api/markets", { headers: KEY, json: {} });
      assert.equal(res.status, 404);
      await res.body?.cancel();
    });
  } finally {
    await ctx.close();
  }
});
