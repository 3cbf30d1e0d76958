import assert from "node:assert/strict";
import { signedInUser } from "./fixtures/credits.ts";
import { ADMIN, ask, balanceOf, grant, scheduleWorkflow } from "./fixtures/intelligence.ts";
import { bodyOf, createTestContext, idTokenHeaders, issueKey } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const QUESTION = { query: "What are the futures odds for wsl?" };

Deno.test("sports intelligence: credentials, and whose credits pay", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false" });
  const ana = await signedInUser(ctx, "ana@example.com");
  const ben = await signedInUser(ctx, "ben@example.com");
  await grant(ctx, ana.id, 20);
  await grant(ctx, ben.id, 20);
  const oauthGrant = await bodyOf<{ access_token: string }>(
    await ctx.send("POST", "/api/v1/oauth/token", {
      json: {
        grant_type: "client_credentials",
        client_id: "altsports-demo-client",
        client_secret: "altsports-demo-client-secret",
      },
    }),
  );
  const oauth = { Authorization: `Bearer ${oauthGrant.access_token}` };

  await t.step("no credential, a bad one, or an ID token: 401, and nothing charged", async () => {
    for (
      const headers of [
        {},
        { "X-API-Key": "not-a-key-0123456789" },
        { Authorization: "Bearer not.a.token" },
        await idTokenHeaders(ctx),
      ]
    ) {
      const res = await ask(ctx, headers, QUESTION);
      const body = await bodyOf<Json>(res, 401);
      assert.equal(body.error.code, "AUTHENTICATION_ERROR");
      assert.ok(res.headers.get("WWW-Authenticate"));
    }
    assert.equal((await balanceOf(ctx, ana.id)).balance, 20);
  });

  await t.step("a user asks with their login or their own key; the key needs `write`", async () => {
    const anaKey = await issueKey(ctx, ana.id, { role: "user" });
    const byLogin = await bodyOf<Json>(await ask(ctx, ana.headers, QUESTION));
    const byKey = await bodyOf<Json>(await ask(ctx, anaKey, QUESTION));
    assert.equal(byLogin.data.charge.user_id, ana.id);
    assert.equal(byKey.data.charge.user_id, ana.id, "a key pays from its owner's credits");
    const readOnly = await issueKey(ctx, ana.id, { role: "user", scopes: ["read"] });
    const body = await bodyOf<Json>(await ask(ctx, readOnly, QUESTION), 403);
    assert.equal(body.error.code, "AUTHORIZATION_ERROR");
    assert.equal((await balanceOf(ctx, ana.id)).balance, 18);
  });

  await t.step("a user cannot spend another user's credits: 403, nothing moves", async () => {
    const before = await balanceOf(ctx, ana.id);
    for (const json of [{ ...QUESTION, user_id: ana.id }, { ...QUESTION, user_id: "nobody" }]) {
      const body = await bodyOf<Json>(await ask(ctx, ben.headers, json), 403);
      assert.equal(body.error.code, "AUTHORIZATION_ERROR");
      assert.equal(body.error.details.parameter, "user_id");
    }
    // An admin's key without the admin scope is not tenant-wide either.
    const narrowAdmin = await issueKey(ctx, "demo-admin", {
      role: "admin",
      scopes: ["read", "write"],
    });
    await bodyOf(await ask(ctx, narrowAdmin, { ...QUESTION, user_id: ana.id }), 403);
    assert.deepEqual(await balanceOf(ctx, ana.id), before);
    assert.equal((await balanceOf(ctx, ben.id)).balance, 20);
    // Naming oneself is the default, and allowed.
    const own = await bodyOf<Json>(await ask(ctx, ben.headers, { ...QUESTION, user_id: ben.id }));
    assert.equal(own.data.charge.user_id, ben.id);
  });

  await t.step("an OAuth client has no credits of its own: 403", async () => {
    const body = await bodyOf<Json>(await ask(ctx, oauth, QUESTION), 403);
    assert.match(body.error.message, /OAuth client/);
    await bodyOf(await ask(ctx, oauth, { ...QUESTION, user_id: ana.id }), 403);
  });

  await t.step("Idempotency-Keys are per payer: another user's key replays nothing", async () => {
    const key = { "Idempotency-Key": "shared-key" };
    const first = await bodyOf<Json>(await ask(ctx, { ...ana.headers, ...key }, QUESTION));
    const other = await bodyOf<Json>(await ask(ctx, { ...ben.headers, ...key }, QUESTION));
    assert.equal(other.data.replayed, false);
    assert.notEqual(other.data.charge.hold_id, first.data.charge.hold_id);
    assert.equal(other.data.charge.user_id, ben.id);
  });

  await t.step("a workflow start runs only what the caller may run", async () => {
    const anas = await scheduleWorkflow(ctx, ana.headers, "ana digest");
    const before = await balanceOf(ctx, ben.id);
    // Ben can neither start ana's workflow by id nor find it by its name.
    await bodyOf(await ask(ctx, ben.headers, { query: "run it", workflow_id: anas }), 404);
    await bodyOf(await ask(ctx, ben.headers, { query: "run the ana digest workflow" }), 404);
    await bodyOf(await ask(ctx, ben.headers, { query: `please run ${anas}` }), 404);
    assert.deepEqual(await balanceOf(ctx, ben.id), before, "each refused start was refunded");
    const runs = await bodyOf<Json>(await ctx.get(`/workflows/history?workflow_id=${anas}`, ADMIN));
    assert.deepEqual(runs.data.runs, []);
  });

  await t.step("a search reads only the documents the caller may read", async () => {
    // Ana's own document, imported with her key; ben's search must not cite it.
    const anaKey = await issueKey(ctx, ana.id, { role: "user" });
    const imported = await ctx.send("POST", "/v1/rag/import", {
      headers: anaKey,
      json: {
        documents: [{
          title: "Ana's private playbook",
          text: "The zephyrine gambit opens every negotiation with a quokka clause.",
        }],
      },
    });
    assert.ok([200, 201].includes(imported.status), await imported.clone().text());
    const question = { query: "What is the zephyrine gambit quokka clause?", query_type: "search" };
    const hers = await bodyOf<Json>(await ask(ctx, ana.headers, question));
    assert.ok(hers.data.citations.some((c: Json) => c.title === "Ana's private playbook"));
    const his = await bodyOf<Json>(await ask(ctx, ben.headers, question));
    assert.ok(his.data.citations.every((c: Json) => c.title !== "Ana's private playbook"));
  });

  await ctx.close();
});
