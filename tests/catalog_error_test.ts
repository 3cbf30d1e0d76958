import { assertDetailError, createTestContext, idTokenHeaders, TEST_KEY } from "./helpers.ts";

Deno.test("catalog teams, players, statistics and live scores: errors", async (t) => {
  const ctx = await createTestContext();
  const key = { "X-API-Key": TEST_KEY };
  const bearer = await idTokenHeaders(ctx);

  await t.step("422 in the /v1 body for bad parameters", async () => {
    const cases: [string, RegExp][] = [
      ["/v1/teams?limit=101", /'limit'/],
      ["/v1/players?limit=1000", /'limit'/],
      ["/v1/players?offset=x", /'offset'/],
      ["/v1/teams?sort=founded", /'sort'.*'founded'/],
      ["/v1/players?sort=-height", /'sort'.*'height'/],
      ["/v1/stats", /'league_id'/],
      ["/v1/stats?league_id=league_f1&season=twenty", /'season'/],
      ["/v1/stats?league_id=league_f1&season=1800", /'season'/],
    ];
    for (const [path, detail] of cases) {
      for (const headers of [key, bearer]) {
        await assertDetailError(await ctx.get(path, headers), 422, detail);
      }
    }
  });

  await t.step("404 in the /v1 body for what the catalog does not hold", async () => {
    const cases: [string, RegExp][] = [
      ["/v1/teams?league_id=league_nope", /league league_nope not found/],
      ["/v1/players?league_id=league_nope", /league league_nope not found/],
      ["/v1/players?team_id=nope", /team nope not found/],
      ["/v1/teams/nope", /team nope not found/],
      ["/v1/players/nope", /player nope not found/],
      ["/v1/athletes/nope", /athlete nope not found/],
      ["/v1/stats?league_id=league_nope", /league league_nope not found/],
      ["/v1/stats?league_id=league_f1&season=2019", /no 2019 season/],
      ["/v1/events/wsl:00000000-0000-4000-8000-000000000000/live", /not found/],
    ];
    for (const [path, detail] of cases) {
      await assertDetailError(await ctx.get(path, bearer), 404, detail);
    }
  });

  await ctx.close();
});
