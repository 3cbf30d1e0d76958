import assert from "node:assert/strict";
import { recordEvaluatedLeague } from "../services/catalog/mod.ts";
import { bodyOf, createTestContext, issueKey, NOW, TEST_KEY } from "./helpers.ts";

const ADMIN = { "X-API-Key": TEST_KEY };
const PATHS = [
  "/api/league/opportunities/top",
  "/api/league/opportunities/top/top_league_wsl",
  "/api/league/opportunities/underserved-sportsbook",
  "/api/league/opportunities/underserved-sportsbook/usb_league_nhra",
];

Deno.test("league opportunities security", async (t) => {
  const ctx = await createTestContext();
  const made = await bodyOf<{ data: { account_id: string } }>(
    await ctx.send("POST", "/api/v1/admin/accounts", {
      headers: ADMIN,
      json: { email: "fan@fans.example", password: "fan-password-123", role: "user" },
    }),
    201,
  );
  const userKey = await issueKey(ctx, made.data.account_id, { role: "user" });
  const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
  // A league another owner's pipeline run put in the catalog (as `onboarding`).
  const secret = await recordEvaluatedLeague(ctx.deps.db, {
    league_name: "Private Pipeline League",
    sport_code: "wsl",
    overall_score: 0.9,
    tier: "Platinum",
    run_id: "pl_00000000000000000000000000000000",
  }, NOW);

  await t.step("no credential: 401", async () => {
    for (const path of PATHS) {
      const body = await bodyOf<{ error: { code: string } }>(await ctx.get(path, {}), 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR", path);
    }
  });

  await t.step("a public-data key: 403", async () => {
    for (const path of PATHS) {
      assert.equal((await ctx.get(path, publicKey)).status, 403, path);
    }
  });

  await t.step("another owner's pipeline league counts for admins only", async () => {
    const ids = async (headers: Record<string, string>) =>
      (await bodyOf<{ data: { opportunities: { league_id: string }[] } }>(
        await ctx.get("/api/league/opportunities/top?limit=100", headers),
      )).data.opportunities.map((o) => o.league_id);
    assert.ok((await ids(ADMIN)).includes(secret));
    assert.ok(!(await ids(userKey)).includes(secret));
    assert.equal(
      (await ctx.get(`/api/league/opportunities/top/top_${secret}`, userKey)).status,
      404,
    );
    assert.equal((await ctx.get(`/api/league/opportunities/top/top_${secret}`, ADMIN)).status, 200);
  });

  await ctx.close();
});
