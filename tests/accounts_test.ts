import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { apiKeys } from "../db/schema/mod.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, type TestContext } from "./helpers.ts";

const ADMIN = { email: "admin@altsports.dev", password: "altsports-admin-demo" };
const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };
const DEMO_KEY = "altsports-demo-key";

async function bearer(
  ctx: TestContext,
  creds: { email: string; password: string },
): Promise<Record<string, string>> {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: creds });
  return res.status === 200
    ? { Authorization: `Bearer ${(await res.json()).access_token}` }
    : { status: String(res.status) };
}

async function ok<T = Record<string, unknown>>(res: Response, status = 200): Promise<T> {
  assert.equal(res.status, status, await res.clone().text());
  const body = await res.json();
  assert.equal(body.success, true);
  return body.data as T;
}

async function refused(res: Response, status: number, code: string) {
  assert.equal(res.status, status, await res.clone().text());
  const body = await res.json();
  assert.equal(body.success, false);
  assert.equal(body.error.code, code);
}

type Key = { key: string; key_id: string; last_used_at: string | null; prefix: string };

Deno.test("accounts and keys: an admin API, keys that act for their owner", async (t) => {
  // The demo key as shipped: public data only.
  const ctx = await createTestContext({ DEMO_API_KEY: DEMO_KEY, DEMO_API_KEY_SCOPES: "public" });
  const admin = await bearer(ctx, ADMIN);
  const send = (
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = admin,
  ) => ctx.send(method, path, { headers, json });

  try {
    await t.step("only tenant admins reach it", async () => {
      await refused(await ctx.send("GET", "/api/v1/admin/accounts"), 401, "AUTHENTICATION_ERROR");
      const league = await bearer(ctx, LEAGUE);
      await refused(
        await send("GET", "/api/v1/admin/accounts", undefined, league),
        403,
        "AUTHORIZATION_ERROR",
      );
      await refused(
        await send("POST", "/api/v1/admin/keys", { owner_id: "demo-league" }, league),
        403,
        "AUTHORIZATION_ERROR",
      );
      const demo = { "X-API-Key": DEMO_KEY };
      await refused(
        await send("GET", "/api/v1/admin/keys", undefined, demo),
        403,
        "AUTHORIZATION_ERROR",
      );
      // An admin's key without the admin scope is an admin for its own objects only.
      const plain = await ok<Key>(
        await send("POST", "/api/v1/admin/keys", { owner_id: "demo-admin", role: "admin" }),
        201,
      );
      await refused(
        await send("GET", "/api/v1/admin/keys", undefined, { "X-API-Key": plain.key }),
        403,
        "AUTHORIZATION_ERROR",
      );
      const full = await ok<Key>(
        await send("POST", "/api/v1/admin/keys", {
          owner_id: "demo-admin",
          role: "admin",
          scopes: ["read", "write", "admin"],
        }),
        201,
      );
      await ok(await send("GET", "/api/v1/admin/keys", undefined, { "X-API-Key": full.key }));
    });

    let accountId = "";
    await t.step(
      "accounts: create, sign in, list, 409 for a taken email, 422 for bad input",
      async () => {
        const created = await ok<{ account_id: string; role: string }>(
          await send("POST", "/api/v1/admin/accounts", {
            email: "Ops@Surf-League.example",
            password: "surf-league-password",
            role: "league_admin",
          }),
          201,
        );
        accountId = created.account_id;
        assert.equal(created.role, "league_admin");
        assert.ok(
          "Authorization" in
            await bearer(ctx, {
              email: "ops@surf-league.example",
              password: "surf-league-password",
            }),
        );
        await refused(
          await send("POST", "/api/v1/admin/accounts", {
            email: "ops@surf-league.example",
            password: "another-password",
          }),
          409,
          "CONFLICT",
        );
        const bad = await send("POST", "/api/v1/admin/accounts", { email: "x", password: "short" });
        assert.equal(bad.status, 422);
        const issues = (await bad.json()).error.details.issues;
        assert.deepEqual(issues.map((i: { field: string }) => i.field).sort(), [
          "email",
          "password",
        ]);
        const page = await ok<
          { accounts: { account_id: string }[]; pagination: { total: number; has_more: boolean } }
        >(
          await send("GET", "/api/v1/admin/accounts?limit=2"),
        );
        assert.equal(page.accounts.length, 2);
        assert.equal(page.pagination.total, 3);
        assert.equal(page.pagination.has_more, true);
        const leagues = await ok<{ accounts: { account_id: string }[] }>(
          await send("GET", "/api/v1/admin/accounts?role=league_admin"),
        );
        assert.deepEqual(
          leagues.accounts.map((a) => a.account_id).sort(),
          [accountId, "demo-league"].sort(),
        );
        assert.ok(!JSON.stringify(page).includes("password"));
      },
    );

    let key: Key;
    await t.step(
      "keys: the secret once and hashed; last use; the owner's role bounds the key",
      async () => {
        key = await ok<Key>(
          await send("POST", "/api/v1/admin/keys", { owner_id: accountId, name: "ingest" }),
          201,
        );
        assert.match(key.key, /^ak_[\w-]{40,}$/);
        assert.equal(key.prefix, key.key.slice(0, 10));
        const [row] = await ctx.deps.db.select().from(apiKeys).where(eq(apiKeys.id, key.key_id));
        assert.ok(!JSON.stringify(row).includes(key.key), "only the hash is kept");
        const me = await ok<{ kind: string; owner: string; role: string; scopes: string[] }>(
          await ctx.get("/api/v1/auth/me", { "X-API-Key": key.key }),
        );
        assert.deepEqual([me.kind, me.owner, me.role, me.scopes], [
          "api_key",
          accountId,
          "service",
          ["read", "write"],
        ]);
        const listed = await ok<{ keys: (Key & { key?: string })[] }>(
          await send("GET", `/api/v1/admin/keys?owner_id=${accountId}`),
        );
        assert.equal(listed.keys.length, 1);
        assert.equal(listed.keys[0].key, undefined, "a listing never shows the secret");
        assert.ok(listed.keys[0].last_used_at, "last use is recorded");

        for (
          const [body, field] of [
            [{ owner_id: accountId, role: "admin" }, "role"],
            [{ owner_id: "demo-admin", role: "service", scopes: ["admin"] }, "scopes"],
          ] as const
        ) {
          const res = await send("POST", "/api/v1/admin/keys", body);
          assert.equal(res.status, 400);
          assert.equal((await res.json()).error.details.parameter, field);
        }
        await refused(
          await send("POST", "/api/v1/admin/keys", { owner_id: "nobody" }),
          404,
          "NOT_FOUND",
        );
        const bad = await send("POST", "/api/v1/admin/keys", {
          owner_id: accountId,
          scopes: ["root"],
        });
        assert.equal(bad.status, 422);
        assert.equal((await bad.json()).error.details.issues[0].field, "scopes.0");
      },
    );

    await t.step("rotate with overlap, then revoke: refused at once", async () => {
      const rotated = await ok<{ replaced: { expires_at: string }; key: Key }>(
        await send("POST", `/api/v1/admin/keys/${key.key_id}/rotate`, { overlap_seconds: 3600 }),
        201,
      );
      assert.ok(rotated.replaced.expires_at);
      for (const k of [key.key, rotated.key.key]) {
        await ok(await ctx.get("/api/batch/batches", { "X-API-Key": k }));
      }
      const now = await ok<{ replaced: { expires_at: string }; key: Key }>(
        await send("POST", `/api/v1/admin/keys/${rotated.key.key_id}/rotate`, {
          overlap_seconds: 0,
        }),
        201,
      );
      await refused(
        await ctx.get("/api/batch/batches", { "X-API-Key": rotated.key.key }),
        401,
        "AUTHENTICATION_ERROR",
      );
      await ok(await send("DELETE", `/api/v1/admin/keys/${now.key.key_id}`));
      await refused(
        await ctx.get("/api/batch/batches", { "X-API-Key": now.key.key }),
        401,
        "AUTHENTICATION_ERROR",
      );
      await refused(await send("DELETE", `/api/v1/admin/keys/${now.key.key_id}`), 404, "NOT_FOUND");
    });

    await t.step("disable, enable, lower the role, reset the password", async () => {
      const fresh = await ok<Key>(
        await send("POST", "/api/v1/admin/keys", { owner_id: accountId, role: "league_admin" }),
        201,
      );
      const service = await ok<Key>(
        await send("POST", "/api/v1/admin/keys", { owner_id: accountId }),
        201,
      );
      await ok(await ctx.get("/api/batch/batches", { "X-API-Key": fresh.key }));
      const signedIn = await bearer(ctx, {
        email: "ops@surf-league.example",
        password: "surf-league-password",
      });
      await ok(await send("PATCH", `/api/v1/admin/accounts/${accountId}`, { disabled: true }));
      await refused(
        await ctx.get("/api/batch/batches", { "X-API-Key": fresh.key }),
        401,
        "AUTHENTICATION_ERROR",
      );
      await refused(await ctx.get("/api/batch/batches", signedIn), 401, "AUTHENTICATION_ERROR");
      await ok(await send("PATCH", `/api/v1/admin/accounts/${accountId}`, { disabled: false }));
      await ok(await ctx.get("/api/batch/batches", { "X-API-Key": fresh.key }));
      // A user account cannot hold keys above its role: lowering the role revokes them.
      const lowered = await ok<{ role: string }>(
        await send("PATCH", `/api/v1/admin/accounts/${accountId}`, { role: "user" }),
      );
      assert.equal(lowered.role, "user");
      await refused(
        await ctx.get("/api/batch/batches", { "X-API-Key": fresh.key }),
        401,
        "AUTHENTICATION_ERROR",
      );
      await refused(
        await ctx.get("/api/batch/batches", { "X-API-Key": service.key }),
        401,
        "AUTHENTICATION_ERROR",
      );
      assert.equal((await send("PATCH", `/api/v1/admin/accounts/${accountId}`, {})).status, 422);
      await refused(
        await send("PATCH", "/api/v1/admin/accounts/nobody", { role: "user" }),
        404,
        "NOT_FOUND",
      );

      const reset = await ok<{ password: string }>(
        await send("POST", `/api/v1/admin/accounts/${accountId}/password`, {}),
      );
      assert.ok(reset.password.length >= 20);
      const old = await bearer(ctx, {
        email: "ops@surf-league.example",
        password: "surf-league-password",
      });
      assert.deepEqual(old, { status: "401" });
      assert.ok(
        "Authorization" in
          await bearer(ctx, { email: "ops@surf-league.example", password: reset.password }),
      );
      await ok(
        await send("POST", `/api/v1/admin/accounts/${accountId}/password`, {
          password: "chosen-password-1",
        }),
      );
      assert.ok(
        "Authorization" in
          await bearer(ctx, { email: "ops@surf-league.example", password: "chosen-password-1" }),
      );
    });

    await t.step("the demo key reads public data and nothing else", async () => {
      const demo = { "X-API-KEY": DEMO_KEY };
      const events = await ctx.get("/api/v1/public/futures", demo);
      assert.equal(events.status, 200);
      await events.body?.cancel();
      const sports = await ctx.get("/api/v1/public/events?sportType=wsl", demo);
      assert.equal(sports.status, 200);
      await sports.body?.cancel();
      for (
        const [method, path, json] of [
          ["GET", "/api/batch/batches"],
          ["POST", "/api/v1/pipeline/batch", { pdf_paths: ["drive://batches/uploads/*/*/*.pdf"] }],
          ["POST", "/api/morning-report"],
          ["GET", "/api/pipeline/result/pl_x"],
        ] as const
      ) {
        const res = await ctx.send(method, path, { headers: { "X-API-Key": DEMO_KEY }, json });
        assert.equal(res.status, 403, `${method} ${path}`);
        const body = await res.json();
        assert.match(body.error.message, /lacks the '(read|write)' scope/);
      }
    });
  } finally {
    await ctx.close();
  }
});

Deno.test("a league's key sees that league's objects; no wildcard reaches another's uploads", async () => {
  // The OAuth client is named like the league's account: it still owns nothing of the league's.
  const ctx = await createTestContext({
    DEMO_DATA: "false",
    JOB_WORKER: "false",
    DEMO_OAUTH_CLIENT_ID: "demo-league",
  });
  try {
    const admin = await bearer(ctx, ADMIN);
    const league = await bearer(ctx, LEAGUE);
    const issue = async (owner_id: string) => ({
      "X-API-Key": (await ok<Key>(
        await ctx.send("POST", "/api/v1/admin/keys", { headers: admin, json: { owner_id } }),
        201,
      )).key,
    });
    const other = await ok<{ account_id: string }>(
      await ctx.send("POST", "/api/v1/admin/accounts", {
        headers: admin,
        json: { email: "ops@other.example", password: "other-league-pw", role: "league_admin" },
      }),
      201,
    );
    const leagueKey = await issue("demo-league");
    const otherKey = await issue(other.account_id);
    const token = await ctx.send("POST", "/api/v1/oauth/token", {
      headers: { Authorization: `Basic ${btoa("demo-league:altsports-demo-client-secret")}` },
      json: { grant_type: "client_credentials" },
    });
    const client = { Authorization: `Bearer ${(await token.json()).access_token}` };

    // The league uploads through its batch area and runs a questionnaire with its key.
    const files = new FormData();
    files.append("files", new File([QUESTIONNAIRE], "pacific.txt"));
    const up = await ok<{ files: { path: string }[] }>(
      await ctx.send("POST", "/api/batch/upload", { headers: leagueKey, body: files }),
      201,
    );
    assert.match(up.files[0].path, /^drive:\/\/batches\/uploads\/user-demo-league\//);
    const form = new FormData();
    form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
    const run = await ok<{ pipeline_id: string }>(
      await ctx.send("POST", "/api/pipeline/upload", { headers: leagueKey, body: form }),
      202,
    );
    for (let i = 0; i < 100 && await ctx.deps.queue.drain() > 0; i++);

    // The account signed in sees what its key made, and the key what the account made.
    await ok(await ctx.get(`/api/pipeline/result/${run.pipeline_id}`, league));
    const ownZip = await ctx.get(`/api/pipeline/contracts/${run.pipeline_id}`, leagueKey);
    assert.equal(ownZip.status, 200);
    await ownZip.body?.cancel();

    for (
      const [who, headers] of [["another league's key", otherKey], [
        "a client named like the league",
        client,
      ]] as const
    ) {
      for (
        const path of [
          `/api/pipeline/result/${run.pipeline_id}`,
          `/api/pipeline/contracts/${run.pipeline_id}`,
          `/api/pipeline/download/${run.pipeline_id}`,
          `/api/pipeline/status/${run.pipeline_id}`,
        ]
      ) {
        const res = await ctx.get(path, headers);
        assert.equal(res.status, 404, `${who}: ${path}`);
        await res.body?.cancel();
      }
      // The probe's reproduction: a wildcard over every upload area finds only the caller's own.
      const batch = await ctx.send("POST", "/api/v1/pipeline/batch", {
        headers,
        json: { pdf_paths: ["drive://batches/uploads/*/*/*.txt"] },
      });
      assert.equal(batch.status, 404, `${who}: ${await batch.clone().text()}`);
      await batch.body?.cancel();
      const deleted = await ctx.send("DELETE", `/api/pipeline/pipeline/${run.pipeline_id}`, {
        headers,
      });
      assert.equal(deleted.status, 404, who);
      await deleted.body?.cancel();
    }
    // A wildcard in the league's own area finds its upload.
    const own = await ctx.send("POST", "/api/batch/process", {
      headers: leagueKey,
      json: { paths: ["drive://batches/uploads/user-demo-league/*/*.txt"], background: true },
    });
    assert.equal(own.status, 202, await own.clone().text());
    await own.body?.cancel();
  } finally {
    await ctx.close();
  }
});
