import assert from "node:assert/strict";
import { assertDetailError, createTestContext, idTokenHeaders, TEST_KEY } from "./helpers.ts";

Deno.test("catalog leagues: errors in the /v1 body, 4xx never 500", async (t) => {
  const ctx = await createTestContext();
  const key = { "X-API-Key": TEST_KEY };
  const bearer = await idTokenHeaders(ctx);

  await t.step("limit above 100 is 422 for either credential", async () => {
    for (const headers of [key, bearer]) {
      await assertDetailError(await ctx.get("/v1/leagues?limit=101", headers), 422, /'limit'/);
      await assertDetailError(
        await ctx.get("/v1/leagues/discovery?limit=500", headers),
        422,
        /'limit'/,
      );
      await assertDetailError(
        await ctx.get("/v1/leagues/league_wsl/events?limit=101", headers),
        422,
        /'limit'/,
      );
    }
    // 100 itself is fine.
    assert.equal((await ctx.get("/v1/leagues?limit=100", key)).status, 200);
  });

  await t.step("every bad parameter names itself", async () => {
    const cases: [string, RegExp][] = [
      ["/v1/leagues?limit=0", /'limit'/],
      ["/v1/leagues?limit=ten", /'limit'/],
      ["/v1/leagues?offset=-1", /'offset'/],
      ["/v1/leagues?tier=0", /'tier'/],
      ["/v1/leagues?tier=6", /'tier'/],
      ["/v1/leagues?tier=1.5", /'tier'/],
      ["/v1/leagues?status=retired", /'status'/],
      ["/v1/leagues?sort=points", /'sort'.*unknown field 'points'/],
      ["/v1/leagues?sort=name,-bogus", /'sort'.*'bogus'/],
      ["/v1/leagues/league_wsl/events?status=soon", /'status'/],
      [`/v1/leagues/discovery?query=${"x".repeat(201)}`, /'query'/],
      [`/v1/leagues/${"x".repeat(101)}`, /'league_id'/],
    ];
    for (const [path, detail] of cases) {
      await assertDetailError(await ctx.get(path, key), 422, detail);
    }
  });

  await t.step("unknown leagues are 404 on every league route", async () => {
    await assertDetailError(await ctx.get("/v1/leagues/league_nope", key), 404, /league_nope/);
    await assertDetailError(await ctx.get("/v1/leagues/league_nope", bearer), 404, /league_nope/);
    await assertDetailError(await ctx.get("/v1/leagues/league_nope/events", key), 404);
    await assertDetailError(
      await ctx.send("POST", "/v1/leagues/discovery/league_nope/evaluate", { headers: bearer }),
      404,
      /league_nope/,
    );
  });

  await t.step("unknown paths and methods under /v1 answer in the /v1 body", async () => {
    await assertDetailError(await ctx.get("/v1/leagues/discovery/stats/more", key), 404);
    await assertDetailError(
      await ctx.send("DELETE", "/v1/leagues/league_wsl", { headers: key }),
      404,
    );
    await assertDetailError(
      await ctx.get("/v1/leagues/discovery/league_wsl/evaluate", { ...key }),
      404,
    );
  });

  await ctx.close();
});
