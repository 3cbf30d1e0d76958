import assert from "node:assert/strict";
import { signedInUser } from "./fixtures/credits.ts";
import { bodyOf, createTestContext, issueKey, TEST_KEY } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

/** Every credits operation on a user's credits: [method, path under /api/credits/<id>, body]. */
const OWN: [string, string, unknown?][] = [
  ["GET", ""],
  ["GET", "/balance"],
  ["POST", "/check?query_type=search"],
  ["GET", "/transactions?limit=5"],
  ["POST", "/purchase", { package_id: "starter" }],
];

Deno.test("credits: credentials and ownership", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  const ana = await signedInUser(ctx, "ana@example.com");
  const ben = await signedInUser(ctx, "ben@example.com");
  const anaKey = await issueKey(ctx, ana.id, { role: "user" });
  const admin = { "X-API-Key": TEST_KEY };
  const adminLogin = await bodyOf<{ access_token: string }>(
    await ctx.send("POST", "/api/v1/auth/login", {
      json: { email: "admin@altsports.dev", password: "altsports-admin-demo" },
    }),
  );
  const adminJwt = { Authorization: `Bearer ${adminLogin.access_token}` };
  const send = (method: string, path: string, headers: Record<string, string>, json?: unknown) =>
    ctx.send(method, path, { headers, json });

  await t.step("no credential: 401 on every credits operation", async () => {
    const all: [string, string, unknown?][] = [
      ["GET", "/api/credits/packages"],
      ...OWN.map(([m, p, b]) => [m, `/api/credits/${ana.id}${p}`, b] as [string, string, unknown]),
      ["POST", `/api/credits/${ana.id}/add?amount=5`],
    ];
    for (const [method, path, json] of all) {
      const body = await bodyOf<Json>(await send(method, path, {}, json), 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR", path);
    }
    // A bearer that is not a token of ours is refused the same way.
    await bodyOf(
      await send("GET", `/api/credits/${ana.id}`, { Authorization: "Bearer nope.nope.nope" }),
      401,
    );
  });

  await t.step("a user reads their own credits, by login or by their key", async () => {
    for (const who of [ana.headers, anaKey]) {
      for (const [method, path, json] of OWN) {
        const res = await send(method, `/api/credits/${ana.id}${path}`, who, json);
        assert.equal(res.status, 200, `${method} ${path}: ${await res.clone().text()}`);
        await res.body?.cancel();
      }
    }
  });

  await t.step("one user cannot read or buy for another: 403", async () => {
    for (const [method, path, json] of OWN) {
      const body = await bodyOf<Json>(
        await send(method, `/api/credits/${ana.id}${path}`, ben.headers, json),
        403,
      );
      assert.equal(body.error.code, "AUTHORIZATION_ERROR", path);
    }
    // Not even whether another user exists: 403 for a made-up id too.
    await bodyOf(await send("GET", "/api/credits/no-such-user", ben.headers), 403);
  });

  await t.step("only admins add credits; users get 403, even for themselves", async () => {
    for (const who of [ana.headers, anaKey]) {
      const body = await bodyOf<Json>(
        await send("POST", `/api/credits/${ana.id}/add?amount=1000`, who),
        403,
      );
      assert.equal(body.error.code, "AUTHORIZATION_ERROR");
    }
    // An admin's key without the admin scope is not tenant-wide.
    const narrowAdmin = await issueKey(ctx, "demo-admin", {
      role: "admin",
      scopes: ["read", "write"],
    });
    await bodyOf(await send("POST", `/api/credits/${ana.id}/add?amount=5`, narrowAdmin), 403);
    await bodyOf(await send("POST", `/api/credits/${ana.id}/add?amount=5`, adminJwt));
    await bodyOf(await send("POST", `/api/credits/${ana.id}/add?amount=5`, admin));
  });

  await t.step("admins read everyone's credits; an unknown user is a 404 for them", async () => {
    for (const who of [admin, adminJwt]) {
      const body = await bodyOf<Json>(await send("GET", `/api/credits/${ana.id}`, who));
      assert.equal(body.data.balance, 10);
    }
    await bodyOf(await send("GET", "/api/credits/no-such-user", admin), 404);
  });

  await t.step("a read-only key may read but not buy", async () => {
    const readOnly = await issueKey(ctx, ana.id, { role: "user", scopes: ["read"] });
    await bodyOf(await send("GET", `/api/credits/${ana.id}/balance`, readOnly));
    await bodyOf(
      await send("POST", `/api/credits/${ana.id}/purchase`, readOnly, { package_id: "starter" }),
      403,
    );
  });

  await t.step("the webhook takes no credential, only a valid signature", async () => {
    // A platform credential does not stand in for the signature.
    const res = await ctx.send("POST", "/api/payprovider/webhook", {
      headers: admin,
      json: { id: "evt_1", type: "checkout.session.completed", data: { object: {} } },
    });
    await bodyOf(res, 400);
  });

  await ctx.close();
});
