import assert from "node:assert/strict";
import { CreditPackages, CreditRecord, CreditTransactions } from "../routes/credits/schemas.ts";
import { Envelope } from "../routes/envelope.ts";
import { CREDIT_PACKAGES, QUERY_COSTS } from "../services/credits/catalog.ts";
import * as ledger from "../services/credits/ledger.ts";
import { testMode } from "../services/payments/mod.ts";
import { postEvent, signedInUser } from "./fixtures/credits.ts";
import { assertShape, bodyOf, createTestContext, NOW, TEST_KEY } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const ADMIN = { "X-API-Key": TEST_KEY };

Deno.test("credits and payments: the happy paths", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  const ana = await signedInUser(ctx, "ana@example.com");
  const base = `/api/credits/${ana.id}`;
  const balanceOf = async () =>
    (await bodyOf<Json>(await ctx.send("GET", `${base}/balance`, { headers: ana.headers }))).data;

  await t.step("the packages literal route beats /api/credits/{user_id}", async () => {
    const body = await bodyOf<Json>(
      await ctx.send("GET", "/api/credits/packages", {
        headers: ana.headers,
      }),
    );
    assertShape(Envelope(CreditPackages), body);
    assert.deepEqual(body.data.packages.map((p: Json) => p.id), CREDIT_PACKAGES.map((p) => p.id));
    // Not the credit record of a user called `packages`.
    assert.equal(body.data.user_id, undefined);
  });

  await t.step("a new user has zero credits", async () => {
    const body = await bodyOf<Json>(await ctx.send("GET", base, { headers: ana.headers }));
    assertShape(Envelope(CreditRecord), body);
    assert.equal(body.data.balance, 0);
    assert.equal(body.data.transaction_count, 0);
    assert.deepEqual(await balanceOf(), { user_id: ana.id, balance: 0, held: 0, available: 0 });
  });

  await t.step("an admin adds credits; the Idempotency-Key makes it once", async () => {
    const send = () =>
      ctx.send("POST", `${base}/add?amount=12.5&description=welcome`, {
        headers: { ...ADMIN, "Idempotency-Key": "welcome-1" },
      });
    const first = (await bodyOf<Json>(await send())).data;
    assert.equal(first.replayed, false);
    assert.equal(first.balance, 12.5);
    assert.equal(first.transaction.type, "grant");
    assert.equal(first.transaction.description, "welcome");
    const again = (await bodyOf<Json>(await send())).data;
    assert.equal(again.replayed, true);
    assert.equal(again.transaction.id, first.transaction.id);
    assert.equal((await balanceOf()).balance, 12.5);
    // Without a key, each call adds.
    await bodyOf(await ctx.send("POST", `${base}/add?amount=1`, { headers: ADMIN }));
    await bodyOf(await ctx.send("POST", `${base}/add?amount=1`, { headers: ADMIN }));
    assert.equal((await balanceOf()).balance, 14.5);
  });

  await t.step("check prices a query type against the available credits", async () => {
    const check = async (q: string) =>
      (await bodyOf<Json>(
        await ctx.send("POST", `${base}/check${q}`, { headers: ana.headers }),
      )).data;
    const direct = await check("");
    assert.deepEqual(direct, {
      user_id: ana.id,
      query_type: "direct",
      cost: QUERY_COSTS.direct,
      available: 14.5,
      sufficient: true,
      shortfall: 0,
    });
    // A hold reserves credits: the check sees only what is available.
    await ledger.hold({ db: ctx.deps.db, clock: () => NOW }, {
      account: ledger.userAccount(ana.id),
      amount: 12,
      key: "stake-1",
      kind: "stake",
      expiresAt: new Date(NOW.getTime() + 60_000),
    });
    const workflow = await check("?query_type=workflow");
    assert.equal(workflow.available, 2.5);
    assert.equal(workflow.sufficient, false);
    assert.equal(workflow.shortfall, 2.5);
  });

  let sessionId = "";
  await t.step("purchase: checkout page, pay, credited once", async () => {
    const started = (await bodyOf<Json>(
      await ctx.send("POST", `${base}/purchase`, {
        headers: ana.headers,
        json: {
          package_id: "starter",
          success_url: "https://app.example/done?s={CHECKOUT_SESSION_ID}",
        },
      }),
    )).data;
    assert.equal(started.status, "open");
    assert.equal(started.provider, "local");
    assert.equal(started.credits, 100);
    assert.match(started.session_id, /^cs_test_/);
    sessionId = started.session_id;
    const page = await ctx.send("GET", new URL(started.url).pathname);
    assert.equal(page.status, 200);
    assert.match(page.headers.get("Content-Type") ?? "", /text\/html/);
    const html = await page.text();
    assert.match(html, /Starter: 100 credits/);
    assert.match(html, /value="pay"/);
    assert.doesNotMatch(html, /<script src=|https:\/\/cdn/);
    // Nothing is credited before the payment.
    assert.equal((await balanceOf()).balance, 14.5);

    const paid = await ctx.send("POST", `/api/payprovider/checkout/${sessionId}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get("Location"), `https://app.example/done?s=${sessionId}`);
    assert.equal((await balanceOf()).balance, 114.5);
    // The page now says so, and a second payment is refused.
    assert.match(
      await (await ctx.send("GET", `/api/payprovider/checkout/${sessionId}`)).text(),
      /complete/,
    );
    const twice = await ctx.send("POST", `/api/payprovider/checkout/${sessionId}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    assert.equal(twice.status, 409);
    assert.equal((await balanceOf()).balance, 114.5);
  });

  await t.step("a replayed webhook credits once", async () => {
    const event = {
      id: "evt_replayed_1",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(NOW.getTime() / 1000),
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          payment_status: "paid",
          payment_intent: "pi_other",
        },
      },
    };
    const first = (await bodyOf<Json>(await postEvent(ctx, event))).data;
    // Another event id for a session already fulfilled: processed, nothing moves.
    assert.equal(first.outcome, "processed");
    const replay = (await bodyOf<Json>(await postEvent(ctx, event))).data;
    assert.equal(replay.outcome, "duplicate");
    assert.equal((await balanceOf()).balance, 114.5);
  });

  await t.step("delayed payments: credited when they succeed, not when they fail", async () => {
    const start = async () =>
      (await bodyOf<Json>(
        await ctx.send("POST", `${base}/purchase`, {
          headers: ana.headers,
          json: { package_id: "standard" },
        }),
      )).data.session_id;
    const ok = await start();
    const res = await ctx.send("POST", `/api/payprovider/checkout/${ok}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "action=pay_async",
    });
    assert.equal(res.status, 303);
    // The default return is the checkout page's own status view.
    assert.match(res.headers.get("Location") ?? "", new RegExp(`/api/payprovider/checkout/${ok}$`));
    assert.equal((await balanceOf()).balance, 664.5);

    const bad = await start();
    await ctx.send("POST", `/api/payprovider/checkout/${bad}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "action=fail_async",
    });
    assert.equal((await balanceOf()).balance, 664.5);

    const cancelled = await start();
    const back = await ctx.send("POST", `/api/payprovider/checkout/${cancelled}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "action=cancel",
    });
    assert.equal(back.status, 303);
    assert.equal((await balanceOf()).balance, 664.5);
  });

  await t.step("refunds take credits back through the ledger", async () => {
    const provider = testMode(ctx.deps.payments)!;
    // Half of the starter package's $5: 50 credits back.
    await provider.refund(sessionId, 250);
    assert.equal((await balanceOf()).balance, 614.5);
    // The rest: the other 50.
    await provider.refund(sessionId);
    assert.equal((await balanceOf()).balance, 564.5);
  });

  await t.step("unknown event types are acknowledged and ignored", async () => {
    const res = await postEvent(ctx, {
      id: "evt_unknown",
      type: "customer.created",
      data: { object: { id: "cus_1" } },
    });
    assert.equal((await bodyOf<Json>(res)).data.outcome, "ignored");
  });

  await t.step("transactions: the history, newest first, with balances", async () => {
    const body = await bodyOf<Json>(
      await ctx.send("GET", `${base}/transactions?limit=3`, { headers: ana.headers }),
    );
    assertShape(Envelope(CreditTransactions), body);
    assert.deepEqual(
      body.data.transactions.map((x: Json) => [x.type, x.direction, x.amount, x.balance_after]),
      [["refund", "debit", 50, 564.5], ["refund", "debit", 50, 614.5], [
        "purchase",
        "credit",
        550,
        664.5,
      ]],
    );
    const all = await bodyOf<Json>(
      await ctx.send("GET", `${base}/transactions`, { headers: ana.headers }),
    );
    assert.equal(all.data.count, 7);
  });

  await t.step("a paid session we have no record of is fulfilled from its metadata", async () => {
    // As if the service stopped between creating the session and recording it.
    const event = (id: string, metadata: Record<string, string>, amount_total: number) => ({
      id,
      type: "checkout.session.completed",
      data: {
        object: {
          id: `cs_test_lost_${id}`,
          payment_status: "paid",
          payment_intent: `pi_${id}`,
          amount_total,
          metadata,
        },
      },
    });
    const before = (await balanceOf()).balance;
    const lost = event("evt_lost", { user_id: ana.id, package_id: "starter" }, 500);
    assert.equal((await bodyOf<Json>(await postEvent(ctx, lost))).data.outcome, "processed");
    assert.equal((await balanceOf()).balance, before + 100);
    // Metadata that does not match a package at its price credits nothing.
    const cheap = event("evt_cheap", { user_id: ana.id, package_id: "enterprise" }, 500);
    assert.equal((await bodyOf<Json>(await postEvent(ctx, cheap))).data.outcome, "ignored");
    assert.equal((await balanceOf()).balance, before + 100);
  });

  await t.step("the ledger balances: the sum of all transfers is zero", async () => {
    const audit = await ledger.audit({ db: ctx.deps.db, clock: () => NOW });
    assert.equal(audit.sum, 0);
    assert.equal(audit.accounts_out_of_step, 0);
    assert.equal(audit.negative_user_accounts, 0);
  });

  await ctx.close();
});
