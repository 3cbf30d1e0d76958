/**
 * Who may place bets and read bet history: the platform credentials; a user bets and reads for
 * themself only (403 for another user, whether or not they exist); admins (signed in, or an
 * admin-scoped key) for anyone. One user never sees another's bets.
 */
import assert from "node:assert/strict";
import { ADMIN, bettor, openMarkets, place } from "./fixtures/bets.ts";
import { bodyOf, createTestContext, idTokenHeaders, issueKey } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("bets: credentials and ownership", async (t) => {
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" });
  try {
    const ana = await bettor(ctx, "ana@example.com", 100);
    const ben = await bettor(ctx, "ben@example.com", 100);
    const anaKey = await issueKey(ctx, ana.id, { role: "user" });
    const markets = await openMarkets(ctx);
    const pick = markets[0].selections[0];
    const ok = { selection_id: pick.selection_id, stake: 1, odds: pick.odds };
    const history = (id: string, headers: Record<string, string>) =>
      ctx.send("GET", `/api/betting/user/${id}/bets`, { headers });

    await t.step("no credential, a bad one, or an ID token: 401 on both routes", async () => {
      const idToken = await idTokenHeaders(ctx);
      for (
        const headers of [
          {},
          { "X-API-Key": "not-a-key-0123456789" },
          { Authorization: "Bearer not.a.token" },
          idToken,
        ]
      ) {
        for (const res of [await place(ctx, headers, ok), await history(ana.id, headers)]) {
          const body = await bodyOf<Json>(res, 401);
          assert.equal(body.error.code, "AUTHENTICATION_ERROR");
        }
      }
    });

    await t.step("a user places and reads their own, by login or by key", async () => {
      await bodyOf(await place(ctx, ana.headers, ok), 201);
      await bodyOf(await place(ctx, anaKey, { ...ok, user_id: ana.id }), 201);
      await bodyOf(await place(ctx, ben.headers, ok), 201);
      for (const who of [ana.headers, anaKey]) {
        const body = await bodyOf<Json>(await history(ana.id, who));
        assert.equal(body.data.total, 2);
        assert.ok(body.data.bets.every((b: Json) => b.user_id === ana.id));
      }
    });

    await t.step("one user never places for, or sees, another's bets: 403", async () => {
      for (
        const [res, what] of [
          [await place(ctx, ben.headers, { ...ok, user_id: ana.id }), "place"],
          [await history(ana.id, ben.headers), "history"],
          [await history("no-such-user", ben.headers), "unknown user"],
          [await place(ctx, anaKey, { ...ok, user_id: ben.id }), "key, place"],
          [await history(ben.id, anaKey), "key, history"],
        ] as const
      ) {
        const body = await bodyOf<Json>(res, 403);
        assert.equal(body.error.code, "AUTHORIZATION_ERROR", what);
        assert.equal(JSON.stringify(body).includes(pick.selection_id), false);
      }
      // Nothing of ben's in ana's history, nor the other way round.
      const mine = await bodyOf<Json>(await history(ana.id, ana.headers));
      const his = await bodyOf<Json>(await history(ben.id, ben.headers));
      const ids = new Set(mine.data.bets.map((b: Json) => b.bet_id));
      assert.ok(his.data.bets.every((b: Json) => !ids.has(b.bet_id) && b.user_id === ben.id));
    });

    await t.step("a read-only key, a public or sandbox key may not place: 403", async () => {
      const readOnly = await issueKey(ctx, ana.id, { role: "user", scopes: ["read"] });
      const publicKey = await issueKey(ctx, ana.id, { role: "user", scopes: ["public"] });
      const sandbox = { "X-API-Key": "altsports-sandbox-demo-key" };
      for (const headers of [readOnly, publicKey, sandbox]) {
        await bodyOf(await place(ctx, headers, ok), 403);
      }
      for (const headers of [publicKey, sandbox]) await bodyOf(await history(ana.id, headers), 403);
      await bodyOf(await history(ana.id, readOnly), 200);
    });

    await t.step("an OAuth client is no user: it places for no one", async () => {
      const grant = await bodyOf<{ access_token: string }>(
        await ctx.send("POST", "/api/v1/oauth/token", {
          json: {
            grant_type: "client_credentials",
            client_id: "altsports-demo-client",
            client_secret: "altsports-demo-client-secret",
          },
        }),
      );
      const oauth = { Authorization: `Bearer ${grant.access_token}` };
      await bodyOf(await place(ctx, oauth, ok), 403);
      await bodyOf(await history(ana.id, oauth), 403);
    });

    await t.step(
      "admins place and read for anyone; a non-admin-scoped admin key may not",
      async () => {
        const body = await bodyOf<Json>(await place(ctx, ADMIN, { ...ok, user_id: ben.id }), 201);
        assert.equal(body.data.bet.user_id, ben.id);
        const all = await bodyOf<Json>(await history(ben.id, ADMIN));
        assert.equal(all.data.total, 2);
        const narrow = await issueKey(ctx, "demo-admin", {
          role: "admin",
          scopes: ["read", "write"],
        });
        await bodyOf(await history(ana.id, narrow), 403);
        await bodyOf(await place(ctx, narrow, { ...ok, user_id: ana.id }), 403);
      },
    );
  } finally {
    await ctx.close();
  }
});
