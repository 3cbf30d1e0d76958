import assert from "node:assert/strict";
import { signStripePayload, testMode } from "../services/payments/mod.ts";
import { postEvent, signedInUser } from "./fixtures/credits.ts";
import { bodyOf, createTestContext, NOW, TEST_KEY } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const ADMIN = { "X-API-Key": TEST_KEY };

Deno.test("credits and payments: refusals", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  const ana = await signedInUser(ctx, "ana@example.com");
  const base = `/api/credits/${ana.id}`;
  const paid = {
    id: "evt_forged",
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: "cs_test_x", payment_status: "paid" } },
  };
  const balance = async () =>
    (await bodyOf<Json>(await ctx.send("GET", `${base}/balance`, { headers: ana.headers }))).data
      .balance;

  await t.step("a forged webhook (another secret) is refused with 400", async () => {
    const res = await postEvent(ctx, paid, { secret: "whsec_not_the_real_secret_000" });
    const body = await bodyOf<Json>(res, 400);
    assert.equal(body.error.code, "VALIDATION_ERROR");
    assert.match(body.error.message, /signature/);
  });

  await t.step("a stale webhook (older than 300 s) is refused with 400", async () => {
    const body = await bodyOf<Json>(await postEvent(ctx, paid, { age: 301 }), 400);
    assert.match(body.error.message, /tolerance/i);
    // At 299 s it is still good (and ignored: no such session of ours).
    const ok = await bodyOf<Json>(await postEvent(ctx, { ...paid, id: "evt_fresh" }, { age: 299 }));
    assert.equal(ok.data.outcome, "ignored");
  });

  await t.step("a body changed after signing, or no signature at all: 400", async () => {
    const payload = JSON.stringify(paid);
    const t0 = Math.floor(NOW.getTime() / 1000);
    const signature = await signStripePayload(
      payload,
      testMode(ctx.deps.payments)!.webhookSecret,
      t0,
    );
    const tampered = await ctx.send("POST", "/api/payprovider/webhook", {
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload.replace("paid", "PAID"),
    });
    await bodyOf(tampered, 400);
    const unsigned = await ctx.send("POST", "/api/payprovider/webhook", { json: paid });
    const body = await bodyOf<Json>(unsigned, 400);
    assert.equal(body.error.details.parameter, "Stripe-Signature");
    assert.equal(await balance(), 0);
  });

  await t.step("add: amount required, positive, two decimals; unknown user 404", async () => {
    for (const q of ["", "?amount=0", "?amount=-5", "?amount=1.234", "?amount=abc"]) {
      const body = await bodyOf<Json>(
        await ctx.send("POST", `${base}/add${q}`, { headers: ADMIN }),
        422,
      );
      assert.equal(body.error.details.issues[0].field, "amount", q);
    }
    await bodyOf(
      await ctx.send("POST", "/api/credits/nobody/add?amount=5", { headers: ADMIN }),
      404,
    );
  });

  await t.step("check: an unknown query type is a 422 naming it", async () => {
    const body = await bodyOf<Json>(
      await ctx.send("POST", `${base}/check?query_type=telepathy`, { headers: ana.headers }),
      422,
    );
    assert.equal(body.error.details.issues[0].field, "query_type");
  });

  await t.step("transactions: limit 1 to 500", async () => {
    for (const q of ["?limit=0", "?limit=501", "?limit=x"]) {
      await bodyOf(
        await ctx.send("GET", `${base}/transactions${q}`, { headers: ana.headers }),
        422,
      );
    }
  });

  await t.step("purchase: an unknown package or a bad return URL is a 422", async () => {
    for (
      const json of [
        {},
        { package_id: "gold-bars" },
        { package_id: "starter", success_url: "javascript:alert(1)" },
      ]
    ) {
      await bodyOf(
        await ctx.send("POST", `${base}/purchase`, { headers: ana.headers, json }),
        422,
      );
    }
  });

  await t.step("the checkout page: unknown session 404, bad action 422", async () => {
    await bodyOf(await ctx.send("GET", "/api/payprovider/checkout/cs_test_nope"), 404);
    const started = (await bodyOf<Json>(
      await ctx.send("POST", `${base}/purchase`, {
        headers: ana.headers,
        json: { package_id: "starter" },
      }),
    )).data;
    await bodyOf(
      await ctx.send("POST", `/api/payprovider/checkout/${started.session_id}`, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "action=steal",
      }),
      422,
    );
    assert.equal(await balance(), 0);
  });

  await ctx.close();
});

Deno.test("with PAYMENTS=stripe the embedded checkout is off", async () => {
  const ctx = await createTestContext({
    DEMO_DATA: "false",
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_stripe_endpoint_secret",
  });
  await bodyOf(await ctx.send("GET", "/api/payprovider/checkout/cs_test_anything"), 404);
  // The webhook verifies with STRIPE_WEBHOOK_SECRET.
  const event = { id: "evt_1", type: "customer.created", data: { object: {} } };
  const payload = JSON.stringify(event);
  const signature = await signStripePayload(
    payload,
    "whsec_stripe_endpoint_secret",
    Math.floor(NOW.getTime() / 1000),
  );
  const res = await ctx.send("POST", "/api/payprovider/webhook", {
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
  assert.equal((await bodyOf<Json>(res)).data.outcome, "ignored");
  await ctx.close();
});
