/**
 * Who may read markets and opportunities: the platform credentials (login token, X-API-Key with
 * `read`, OAuth token). Not without one, not with a bearer ID token (the second catalog's), not
 * with a public-data or sandbox key. Markets are the house's, not any user's: every caller sees
 * the same board, and nothing of one user's shows to another.
 */
import assert from "node:assert/strict";
import { recordEvaluatedLeague } from "../services/catalog/mod.ts";
import { bodyOf, createTestContext, idTokenHeaders, issueKey, TEST_KEY } from "./helpers.ts";

type Json = { success: boolean; error: { code: string }; data: unknown };

const OPP = "opp_00000000-0000-4000-8000-000000000000";
const PATHS = [
  "/api/markets?limit=2",
  "/api/markets/live?limit=2",
  "/api/betting/opportunities?limit=2",
  "/api/betting/live?limit=2",
  `/api/betting/opportunities/${OPP}`,
];

Deno.test("markets and betting: credentials", async (t) => {
  const ctx = await createTestContext();
  try {
    const account = await bodyOf<{ data: { account_id: string } }>(
      await ctx.send("POST", "/api/v1/admin/accounts", {
        headers: { "X-API-Key": TEST_KEY },
        json: { email: "ops@league.example", password: "league-ops-pw", role: "league_admin" },
      }),
      201,
    );
    const login = await bodyOf<{ access_token: string }>(
      await ctx.send("POST", "/api/v1/auth/login", {
        json: { email: "ops@league.example", password: "league-ops-pw" },
      }),
    );
    const grant = await bodyOf<{ access_token: string }>(
      await ctx.send("POST", "/api/v1/oauth/token", {
        json: {
          grant_type: "client_credentials",
          client_id: "altsports-demo-client",
          client_secret: "altsports-demo-client-secret",
        },
      }),
    );
    const userJwt = { Authorization: `Bearer ${login.access_token}` };
    const userKey = await issueKey(ctx, account.data.account_id, { role: "league_admin" });
    const otherKey = await issueKey(ctx, "demo-league", { role: "league_admin" });
    const oauth = { Authorization: `Bearer ${grant.access_token}` };

    await t.step("no credential, a bad one, or an ID token: 401", async () => {
      const idToken = await idTokenHeaders(ctx);
      for (const path of PATHS) {
        for (
          const headers of [
            {},
            { "X-API-Key": "not-a-key-0123456789" },
            { Authorization: "Bearer not.a.token" },
            idToken,
          ]
        ) {
          const body = await bodyOf<Json>(await ctx.get(path, headers), 401);
          assert.equal(body.error.code, "AUTHENTICATION_ERROR", path);
        }
      }
    });

    await t.step("a public-data key or a sandbox key: 403", async () => {
      const publicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
      const sandbox = { "X-API-Key": "altsports-sandbox-demo-key" };
      for (const path of PATHS) {
        for (const headers of [publicKey, sandbox]) {
          const body = await bodyOf<Json>(await ctx.get(path, headers), 403);
          assert.equal(body.error.code, "AUTHORIZATION_ERROR", path);
        }
      }
    });

    await t.step("every platform credential is let in (the unknown id is 404)", async () => {
      for (const headers of [userJwt, userKey, oauth, { "X-API-Key": TEST_KEY }]) {
        for (const path of PATHS) {
          const res = await ctx.get(path, headers);
          assert.equal(res.status, path.includes(OPP) ? 404 : 200, `${path}: ${res.status}`);
          await res.body?.cancel();
        }
      }
    });

    await t.step("every caller sees the same board: nothing is one user's", async () => {
      for (const path of PATHS.slice(0, 4)) {
        const mine = await bodyOf<Json>(await ctx.get(path, userKey));
        const theirs = await bodyOf<Json>(await ctx.get(path, otherKey));
        const admin = await bodyOf<Json>(await ctx.get(path, { "X-API-Key": TEST_KEY }));
        assert.deepEqual(mine.data, theirs.data, path);
        assert.deepEqual(mine.data, admin.data, path);
      }
    });

    await t.step("a league another user's pipeline put in the catalog does not show", async () => {
      // An onboarding league (another owner's pipeline run) has no events: no markets for anyone.
      const id = await recordEvaluatedLeague(ctx.deps.db, {
        league_name: "Secret Padel League",
        sport_code: "wsl",
        overall_score: 0.99,
        tier: "Platinum",
        run_id: "run_someone_else",
      }, new Date());
      for (const path of [`/api/markets?league=${id}`, `/api/betting/opportunities?league=${id}`]) {
        const body = await bodyOf<{ data: { items: unknown[] } }>(await ctx.get(path, userKey));
        assert.deepEqual(body.data.items, [], path);
      }
      const board = await bodyOf<{ data: { items: { league: { league_id: string } }[] } }>(
        await ctx.get("/api/betting/opportunities?limit=100&sport=wsl", userKey),
      );
      assert.ok(board.data.items.length > 0);
      assert.ok(board.data.items.every((o) => o.league.league_id === "league_wsl"));
    });
  } finally {
    await ctx.close();
  }
});
