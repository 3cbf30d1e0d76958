import assert from "node:assert/strict";
import { bodyOf, createTestContext, issueKey } from "./helpers.ts";

type Json = { error: { code: string } };

const OPERATIONS: [string, string][] = [
  ["GET", "/sportsdb/"],
  ["GET", "/sportsdb/schemas"],
  ["GET", "/sportsdb/tables"],
  ["GET", "/sportsdb/sport/wsl"],
  ["GET", "/sportsdb/athletes/wsl"],
  ["GET", "/sportsdb/events/wsl"],
  ["GET", "/sportsdb/betting/wsl"],
  ["POST", "/sportsdb/query?query=SELECT%201"],
  ["GET", "/sportsdb/analytics"],
  ["GET", "/sportsdb/kb"],
  ["GET", "/sportsdb/docs/explorer.md"],
  ["GET", "/sportsdb/catalog"],
  ["GET", "/sportsdb/sports"],
  ["GET", "/sportsdb/api"],
];

Deno.test("the explorer is for admins and service keys only", async (t) => {
  const ctx = await createTestContext();
  const account = await bodyOf<{ data: { account_id: string } }>(
    await ctx.send("POST", "/api/v1/admin/accounts", {
      headers: { "X-API-Key": "test-key-0123456789" },
      json: { email: "ops@league.example", password: "league-ops-pw", role: "league_admin" },
    }),
    201,
  );
  const login = await bodyOf<{ access_token: string }>(
    await ctx.send("POST", "/api/v1/auth/login", {
      json: { email: "ops@league.example", password: "league-ops-pw" },
    }),
  );
  const leagueJwt = { Authorization: `Bearer ${login.access_token}` };
  const leagueKey = await issueKey(ctx, account.data.account_id, { role: "league_admin" });
  const serviceKey = await issueKey(ctx, "demo-admin", { role: "service" });
  const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });

  await t.step("no credential: 401 on every operation", async () => {
    for (const [method, path] of OPERATIONS) {
      const body = await bodyOf<Json>(await ctx.send(method, path), 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR", path);
    }
  });

  await t.step("a league admin (login or key) and a public-data key: 403", async () => {
    for (const who of [leagueJwt, leagueKey, publicKey]) {
      for (const [method, path] of OPERATIONS) {
        const body = await bodyOf<Json>(await ctx.send(method, path, { headers: who }), 403);
        assert.equal(body.error.code, "AUTHORIZATION_ERROR", path);
      }
    }
  });

  await t.step("a service key is let in", async () => {
    for (const [method, path] of OPERATIONS) {
      const res = await ctx.send(method, path, { headers: serviceKey });
      assert.equal(res.status, 200, `${method} ${path}: ${await res.clone().text()}`);
      await res.body?.cancel();
    }
  });

  await ctx.close();
});
