/**
 * The Stripe adapter against a fake server speaking Stripe's API for Checkout Session creation
 * (form-encoded POST /v1/checkout/sessions, bearer secret key, Idempotency-Key), the `stripe`
 * package pointed at it by STRIPE_API_URL (its protocol, host and port options); then the
 * session's events, signed with STRIPE_WEBHOOK_SECRET, fulfil it through the webhook.
 */
import assert from "node:assert/strict";
import { signStripePayload } from "../services/payments/mod.ts";
import { signedInUser } from "./fixtures/credits.ts";
import { bodyOf, createTestContext, NOW } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const SECRET_KEY = "sk_test_fake_0123456789";
const WEBHOOK_SECRET = "whsec_fake_endpoint_0123456789";

Deno.test("Stripe Checkout through the stripe package", async (t) => {
  const seen: { headers: Headers; form: URLSearchParams; path: string }[] = [];
  let failNext = false;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    const form = new URLSearchParams(await req.text());
    seen.push({ headers: req.headers, form, path: url.pathname });
    if (req.headers.get("Authorization") !== `Bearer ${SECRET_KEY}`) {
      return Response.json({ error: { type: "invalid_request_error", message: "bad key" } }, {
        status: 401,
      });
    }
    if (req.method !== "POST" || url.pathname !== "/v1/checkout/sessions") {
      return Response.json({ error: { type: "invalid_request_error" } }, { status: 404 });
    }
    if (failNext) {
      failNext = false;
      return Response.json({
        error: { type: "invalid_request_error", message: "Invalid currency: xyz" },
      }, { status: 400 });
    }
    const id = `cs_test_fake${seen.length}`;
    return Response.json({
      id,
      object: "checkout.session",
      mode: form.get("mode"),
      status: "open",
      payment_status: "unpaid",
      amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
      currency: form.get("line_items[0][price_data][currency]"),
      client_reference_id: form.get("client_reference_id"),
      metadata: { user_id: form.get("metadata[user_id]") },
      success_url: form.get("success_url"),
      cancel_url: form.get("cancel_url"),
      url: `https://checkout.stripe.com/c/pay/${id}`,
      expires_at: Math.floor(NOW.getTime() / 1000) + 86400,
      livemode: false,
    });
  });
  const { port } = server.addr as Deno.NetAddr;
  const ctx = await createTestContext({
    DEMO_DATA: "false",
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  const ana = await signedInUser(ctx, "ana@example.com");
  let sessionId = "";

  await t.step("a purchase creates a Checkout Session with Stripe's request", async () => {
    const body = await bodyOf<Json>(
      await ctx.send("POST", `/api/credits/${ana.id}/purchase`, {
        headers: ana.headers,
        json: { package_id: "pro", success_url: "https://app.example/ok" },
      }),
    );
    sessionId = body.data.session_id;
    assert.equal(body.data.provider, "stripe");
    assert.equal(body.data.url, `https://checkout.stripe.com/c/pay/${sessionId}`);
    const request = seen.at(-1)!;
    assert.equal(request.path, "/v1/checkout/sessions");
    assert.match(request.headers.get("Content-Type") ?? "", /application\/x-www-form-urlencoded/);
    assert.match(request.headers.get("Idempotency-Key") ?? "", /^purchase:/);
    assert.ok(request.headers.get("Stripe-Version"));
    const f = request.form;
    assert.equal(f.get("mode"), "payment");
    assert.equal(f.get("line_items[0][quantity]"), "1");
    assert.equal(f.get("line_items[0][price_data][unit_amount]"), "5000");
    assert.equal(f.get("line_items[0][price_data][currency]"), "usd");
    assert.equal(f.get("metadata[user_id]"), ana.id);
    assert.equal(f.get("metadata[credits]"), "1200");
    assert.equal(f.get("payment_intent_data[metadata][package_id]"), "pro");
    assert.equal(f.get("client_reference_id"), ana.id);
    assert.equal(f.get("success_url"), "https://app.example/ok");
  });

  await t.step("Stripe's event for the session credits the package once", async () => {
    const event = JSON.stringify({
      id: "evt_1Stripe",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          payment_status: "paid",
          payment_intent: "pi_1Stripe",
        },
      },
    });
    const post = async (payload: string) =>
      await ctx.send("POST", "/api/payprovider/webhook", {
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": await signStripePayload(
            payload,
            WEBHOOK_SECRET,
            Math.floor(NOW.getTime() / 1000),
          ),
        },
        body: payload,
      });
    assert.equal((await bodyOf<Json>(await post(event))).data.outcome, "processed");
    assert.equal((await bodyOf<Json>(await post(event))).data.outcome, "duplicate");
    const balance = await bodyOf<Json>(
      await ctx.send("GET", `/api/credits/${ana.id}/balance`, { headers: ana.headers }),
    );
    assert.equal(balance.data.balance, 1200);
  });

  await t.step("Stripe refusing the session is a 503 with its reason", async () => {
    failNext = true;
    const body = await bodyOf<Json>(
      await ctx.send("POST", `/api/credits/${ana.id}/purchase`, {
        headers: ana.headers,
        json: { package_id: "starter" },
      }),
      503,
    );
    assert.match(body.error.message, /Invalid currency/);
  });

  await ctx.close();
  await server.shutdown();
});
