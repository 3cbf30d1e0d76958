import assert from "node:assert/strict";
import { recordDiscoveredLeague, SYSTEM } from "../services/onboarding/mod.ts";
import { bodyOf, createTestContext, issueKey, NOW, TEST_KEY, type TestContext } from "./helpers.ts";

type Json = { error: { code: string } };
const ADMIN = { "X-API-Key": TEST_KEY };

/** The operators' routes: tenant admins (signed in, or a key with the `admin` scope) only. */
const STAFF_OPERATIONS: [string, string, unknown?][] = [
  ["GET", "/api/onboarding/pipeline-status"],
  ["GET", "/api/onboarding/pipeline-detailed"],
  ["GET", "/api/onboarding/leagues"],
  ["GET", "/api/onboarding/league/LEAGUE"],
  ["PUT", "/api/onboarding/league/LEAGUE/stage", { stage: "contacted" }],
  ["POST", "/api/onboarding/league/LEAGUE/contact", { channel: "email", outcome: "sent" }],
  ["GET", "/api/onboarding/recent-activity"],
  ["GET", "/api/onboarding/next-actions"],
  ["GET", "/api/onboarding/email-candidates"],
  ["GET", "/api/onboarding/sports"],
  ["POST", "/api/onboard", { league_name: "Any League", contact_email: "a@b.example" }],
  ["POST", "/api/onboarding/process-email-candidate", { message_id: "any@b.example" }],
  ["POST", "/api/onboarding/process-email-batch", { unprocessed: true }],
];

/** Any platform credential. */
const OPEN_OPERATIONS: [string, string, unknown?][] = [
  ["GET", "/api/onboarding/stages"],
  ["GET", "/api/league/LEAGUE"],
  ["POST", "/api/feedback", { category: "other", comment: "fine" }],
];

async function account(ctx: TestContext, email: string, role: string) {
  const made = await bodyOf<{ data: { account_id: string } }>(
    await ctx.send("POST", "/api/v1/admin/accounts", {
      headers: ADMIN,
      json: { email, password: "league-pw-12345", role },
    }),
    201,
  );
  const login = await bodyOf<{ access_token: string }>(
    await ctx.send("POST", "/api/v1/auth/login", {
      json: { email, password: "league-pw-12345" },
    }),
  );
  return { id: made.data.account_id, jwt: { Authorization: `Bearer ${login.access_token}` } };
}

Deno.test("onboarding security: credentials, roles, and whose league", async (t) => {
  const ctx = await createTestContext();
  const mine = await recordDiscoveredLeague(
    ctx.deps.db,
    {
      name: "Harbour Dragon Boat League",
      data_source: "email",
      contact_email: "captain@harbour.example",
    },
    SYSTEM,
    NOW,
  );
  const theirs = await recordDiscoveredLeague(
    ctx.deps.db,
    {
      name: "Valley Kabaddi League",
      data_source: "scrape",
      contact_email: "office@valley.example",
    },
    SYSTEM,
    NOW,
  );
  const at = (path: string) => path.replace("LEAGUE", mine.league.league_id);
  const captain = await account(ctx, "captain@harbour.example", "league_admin");
  const user = await account(ctx, "fan@fans.example", "user");
  const leagueKey = await issueKey(ctx, captain.id, { role: "league_admin" });
  // A league account's own key is a `service` key by default: it must not see the funnel.
  const serviceKey = await issueKey(ctx, captain.id, { role: "service" });
  const adminNoScope = await issueKey(ctx, "demo-admin", { role: "admin" });
  const adminKey = await issueKey(ctx, "demo-admin", {
    role: "admin",
    scopes: ["read", "write", "admin"],
  });
  const adminLogin = await bodyOf<{ access_token: string }>(
    await ctx.send("POST", "/api/v1/auth/login", {
      json: { email: "admin@altsports.dev", password: "altsports-admin-demo" },
    }),
  );
  const adminJwt = { Authorization: `Bearer ${adminLogin.access_token}` };

  await t.step("no credential: 401 on every operation but health", async () => {
    for (const [method, path, json] of [...STAFF_OPERATIONS, ...OPEN_OPERATIONS]) {
      const body = await bodyOf<Json>(await ctx.send(method, at(path), { json }), 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR", path);
    }
    const reset = await ctx.send("POST", "/api/onboarding/reset-pipeline");
    assert.equal(reset.status, 401);
    const health = await ctx.send("GET", "/api/onboarding/health", {
      headers: { Authorization: "Bearer not-a-real-token-at-all" },
    });
    assert.equal(health.status, 401, "a bad credential is refused even where none is needed");
  });

  await t.step("league admins, users, service keys, unscoped admin keys: 403", async () => {
    for (const who of [captain.jwt, user.jwt, leagueKey, serviceKey, adminNoScope]) {
      for (const [method, path, json] of STAFF_OPERATIONS) {
        const body = await bodyOf<Json>(
          await ctx.send(method, at(path), { headers: who, json }),
          403,
        );
        assert.equal(body.error.code, "AUTHORIZATION_ERROR", path);
      }
    }
  });

  await t.step("an admin signed in, or an admin key with the admin scope, works it", async () => {
    for (const who of [adminJwt, adminKey]) {
      const list = await ctx.send("GET", "/api/onboarding/leagues", { headers: who });
      assert.equal(list.status, 200);
    }
    const change = await ctx.send("PUT", at("/api/onboarding/league/LEAGUE/stage"), {
      headers: adminJwt,
      json: { stage: "contacted", reason: "called" },
    });
    const body = await bodyOf<{ data: { league: { stage: string } } }>(change);
    assert.equal(body.data.league.stage, "contacted");
  });

  await t.step(
    "reset: a service key or league admin is 403; an admin 409 while disabled",
    async () => {
      for (const who of [serviceKey, captain.jwt, adminNoScope]) {
        const res = await ctx.send("POST", "/api/onboarding/reset-pipeline", { headers: who });
        assert.equal(res.status, 403);
      }
      const res = await ctx.send("POST", "/api/onboarding/reset-pipeline", { headers: ADMIN });
      const body = await bodyOf<Json>(res, 409);
      assert.equal(body.error.code, "CONFLICT");
      const list = await bodyOf<{ data: { total: number } }>(
        await ctx.get("/api/onboarding/leagues", ADMIN),
      );
      assert.equal(list.data.total, 2, "nothing was deleted");
    },
  );

  await t.step("a league's people see their own league's status, not another's", async () => {
    for (const who of [captain.jwt, leagueKey]) {
      const own = await ctx.send("GET", `/api/league/${mine.league.league_id}`, { headers: who });
      assert.equal(own.status, 200, "its contact e-mail is the account's");
    }
    for (const who of [captain.jwt, user.jwt]) {
      const other = await ctx.send("GET", `/api/league/${theirs.league.league_id}`, {
        headers: who,
      });
      const body = await bodyOf<Json>(other, 404);
      assert.equal(body.error.code, "NOT_FOUND");
    }
    const foreign = await ctx.send("GET", `/api/league/${theirs.league.league_id}`, {
      headers: serviceKey,
    });
    assert.equal(foreign.status, 404, "the league's service key is no admin");
    const any = await ctx.send("GET", `/api/league/${theirs.league.league_id}`, {
      headers: adminJwt,
    });
    assert.equal(any.status, 200);
  });

  await t.step("anyone with a credential may send feedback and read the stages", async () => {
    const res = await ctx.send("POST", "/api/feedback", {
      headers: user.jwt,
      json: { category: "response", rating: 4 },
    });
    assert.equal(res.status, 201);
    assert.equal((await ctx.get("/api/onboarding/stages", user.jwt)).status, 200);
  });

  await ctx.close();
});
