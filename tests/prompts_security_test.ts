import assert from "node:assert/strict";
import { bodyOf, createTestContext, issueKey, type TestContext } from "./helpers.ts";

/**
 * Prompts and memory (spec 002, /api/prompts): platform credentials only; a caller sees the
 * shared prompts and its own, never another owner's (404, and absent from every list); shared
 * prompts and seeding are for admins.
 */

// deno-lint-ignore no-explicit-any
type Json = any;

async function login(ctx: TestContext, email: string, password: string) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: { email, password } });
  const body = await bodyOf<Json>(res);
  return {
    jwt: { Authorization: `Bearer ${body.access_token}` },
    idToken: { Authorization: `Bearer ${body.id_token}` },
  };
}

/** Every operation of the group, with a path that names a real object where it takes one. */
const OPERATIONS: [string, string][] = [
  ["GET", "/api/prompts/search?q=odds"],
  ["GET", "/api/prompts/{id}"],
  ["PUT", "/api/prompts/{id}?content=x"],
  ["POST", "/api/prompts?name=x&content=y"],
  ["POST", "/api/prompts/build"],
  ["GET", "/api/prompts/stats"],
  ["POST", "/api/prompts/seed"],
  ["GET", "/api/prompts/memory/status"],
  ["POST", "/api/prompts/memory/build?query=x"],
  ["GET", "/api/prompts/memory/examples/gold"],
  ["GET", "/api/prompts/memory/agents"],
  ["GET", "/api/prompts/seed-sources"],
];

Deno.test("prompts and memory: security", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const league = await login(ctx, "league@altsports.dev", "altsports-league-demo");
  const admin = await login(ctx, "admin@altsports.dev", "altsports-admin-demo");
  const created = await bodyOf<Json>(
    await ctx.send("POST", "/api/prompts?name=Quietwater%20pitch&content=Pitch%20{{league}}", {
      headers: league.jwt,
    }),
    201,
  );
  const secret = created.data.id as string;
  const path = (p: string) => p.replace("{id}", secret);

  await t.step("no credential, or a credential of another surface, is 401", async () => {
    const demoPublicKey = await issueKey(ctx, "demo-league", { scopes: ["public"] });
    for (const [method, p] of OPERATIONS) {
      const json = method === "GET" ? undefined : {};
      const none = await ctx.send(method, path(p), { json });
      const body = await bodyOf<Json>(none, 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR");
      assert.ok(none.headers.get("WWW-Authenticate"));
      await bodyOf(await ctx.send(method, path(p), { headers: league.idToken, json }), 401);
      // A key for the public data only lacks the `read` and `write` scopes.
      await bodyOf(await ctx.send(method, path(p), { headers: demoPublicKey, json }), 403);
    }
  });

  await t.step("another owner's prompt is 404 and in no list", async () => {
    const rivalAccount = await bodyOf<Json>(
      await ctx.send("POST", "/api/v1/admin/accounts", {
        headers: admin.jwt,
        json: { email: "ops@rival.example", password: "rival-league-pw", role: "league_admin" },
      }),
      201,
    );
    const rival = await login(ctx, "ops@rival.example", "rival-league-pw");
    const rivalKey = await issueKey(ctx, rivalAccount.data.account_id);
    const token = await ctx.send("POST", "/api/v1/oauth/token", {
      headers: {
        Authorization: `Basic ${btoa("altsports-demo-client:altsports-demo-client-secret")}`,
      },
      json: { grant_type: "client_credentials" },
    });
    const client = { Authorization: `Bearer ${(await bodyOf<Json>(token)).access_token}` };
    for (const who of [rival.jwt, rivalKey, client]) {
      const get = await bodyOf<Json>(
        await ctx.send("GET", `/api/prompts/${secret}`, { headers: who }),
        404,
      );
      assert.equal(get.error.code, "NOT_FOUND");
      await bodyOf(await ctx.send("GET", "/api/prompts/quietwater-pitch", { headers: who }), 404);
      await bodyOf(
        await ctx.send("PUT", `/api/prompts/${secret}?content=mine`, { headers: who }),
        404,
      );
      const listed = await ctx.send("GET", "/api/prompts/search?q=quietwater", { headers: who });
      assert.equal((await bodyOf<Json>(listed)).data.total, 0);
      const all = await ctx.send("GET", "/api/prompts/search?limit=100", { headers: who });
      assert.ok(!(await all.text()).includes(secret));
      const meaning = await ctx.send("GET", "/api/prompts/search?q=pitch&semantic=true&limit=100", {
        headers: who,
      });
      assert.ok(!(await meaning.text()).includes(secret));
      const build = await ctx.send("POST", "/api/prompts/build", {
        headers: who,
        json: { recipe: secret, variables: { league: "x" } },
      });
      await bodyOf(build, 404);
      const stats = await bodyOf<Json>(
        await ctx.send("GET", "/api/prompts/stats", { headers: who }),
      );
      assert.equal(stats.data.own, 0);
    }
    // The rival's own prompt of the same slug is the rival's, not the league's.
    const own = await bodyOf<Json>(
      await ctx.send("POST", "/api/prompts?name=Quietwater%20pitch&content=Ours", {
        headers: rival.jwt,
      }),
      201,
    );
    assert.notEqual(own.data.id, secret);
    const read = await ctx.send("GET", "/api/prompts/quietwater-pitch", { headers: rival.jwt });
    assert.equal((await bodyOf<Json>(read)).data.content, "Ours");
    // The owner (signed in, or by its key) and a tenant admin see it.
    const leagueKey = await issueKey(ctx, "demo-league");
    for (const who of [league.jwt, leagueKey, admin.jwt]) {
      const res = await ctx.send("GET", `/api/prompts/${secret}`, { headers: who });
      assert.equal((await bodyOf<Json>(res)).data.content, "Pitch {{league}}");
    }
    const byKey = await ctx.send("PUT", `/api/prompts/${secret}?description=by%20key`, {
      headers: leagueKey,
    });
    assert.equal((await bodyOf<Json>(byKey)).data.version, 2);
  });

  await t.step("shared prompts and seeding are for admins", async () => {
    const put = await ctx.send("PUT", "/api/prompts/odds-analyst?content=Guess%20the%20odds", {
      headers: league.jwt,
    });
    assert.match(
      (await bodyOf<Json>(put, 403)).error.message,
      /shared prompts are changed by admins/,
    );
    const adminKeyNoScope = await issueKey(ctx, "demo-admin", { role: "admin" });
    const adminKey = await issueKey(ctx, "demo-admin", {
      role: "admin",
      scopes: ["read", "write", "admin"],
    });
    const token = await ctx.send("POST", "/api/v1/oauth/token", {
      headers: {
        Authorization: `Basic ${btoa("altsports-demo-client:altsports-demo-client-secret")}`,
      },
      json: { grant_type: "client_credentials" },
    });
    const client = { Authorization: `Bearer ${(await bodyOf<Json>(token)).access_token}` };
    for (const who of [league.jwt, adminKeyNoScope, client]) {
      const res = await ctx.send("POST", "/api/prompts/seed", { headers: who });
      assert.equal((await bodyOf<Json>(res, 403)).error.code, "AUTHORIZATION_ERROR");
    }
    for (const who of [admin.jwt, adminKey]) {
      await bodyOf(await ctx.send("POST", "/api/prompts/seed", { headers: who }));
    }
    const status = await ctx.send("GET", "/api/prompts/odds-analyst", { headers: league.jwt });
    assert.equal((await bodyOf<Json>(status)).data.version, 1, "nothing changed the shared prompt");
  });

  await t.step("a read-only key reads but does not write", async () => {
    const readOnly = await issueKey(ctx, "demo-league", { scopes: ["read"] });
    await bodyOf(await ctx.send("GET", `/api/prompts/${secret}`, { headers: readOnly }));
    await bodyOf(await ctx.send("GET", "/api/prompts/stats", { headers: readOnly }));
    const write = await ctx.send("PUT", `/api/prompts/${secret}?content=x`, { headers: readOnly });
    assert.match((await bodyOf<Json>(write, 403)).error.message, /lacks the 'write' scope/);
    await bodyOf(
      await ctx.send("POST", "/api/prompts?name=a&content=b", { headers: readOnly }),
      403,
    );
  });

  await ctx.close();
});
