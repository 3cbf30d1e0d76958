import assert from "node:assert/strict";
import { QUERY_COSTS } from "../services/credits/catalog.ts";
import * as ledger from "../services/credits/ledger.ts";
import { holdQueryCost, settleQueryCost } from "../services/credits/queries.ts";
import { debits } from "./fixtures/ledger_debits.ts";
import { createTestContext, NOW } from "./helpers.ts";

Deno.test("the credit ledger", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" });
  let now = NOW;
  const l: ledger.LedgerContext = { db: ctx.deps.db, clock: () => now };
  const alice = ledger.userAccount("alice");
  const bob = ledger.userAccount("bob");

  await t.step("a transfer moves credits once per idempotency key", async () => {
    const first = await ledger.transfer(l, {
      from: "purchases",
      to: alice,
      amount: 100,
      key: "t1",
      kind: "purchase",
    });
    assert.equal(first.created, true);
    assert.equal(first.to_balance_after, 100);
    assert.equal(first.from_balance_after, -100);
    const again = await ledger.transfer(l, {
      from: "purchases",
      to: alice,
      amount: 100,
      key: "t1",
      kind: "purchase",
    });
    assert.equal(again.created, false);
    assert.equal(again.id, first.id);
    assert.equal((await ledger.balance(l, alice)).balance, 100);
    await assert.rejects(
      ledger.transfer(l, { from: "purchases", to: alice, amount: 5, key: "t1", kind: "purchase" }),
      (e: ledger.Transfer & { kind: string }) => e.kind === "conflict",
    );
  });

  await t.step("no overdraft: a debit beyond the balance is refused with 402", async () => {
    await assert.rejects(
      ledger.transfer(l, { from: alice, to: bob, amount: 100.01, key: "t2", kind: "gift" }),
      (e: { status: number; details: { available: number } }) =>
        e.status === 402 && e.details.available === 100,
    );
    const moved = await ledger.transfer(l, {
      from: alice,
      to: bob,
      amount: 19.1,
      key: "t3",
      kind: "gift",
    });
    assert.equal(moved.from_balance_after, 80.9);
    assert.equal((await ledger.balance(l, bob)).balance, 19.1);
  });

  await t.step("amounts: positive, at most two decimals", async () => {
    for (const amount of [0, -1, 0.001, Number.NaN]) {
      await assert.rejects(
        ledger.transfer(l, { from: "house", to: alice, amount, key: `bad${amount}`, kind: "x" }),
        (e: { status: number }) => e.status === 400,
      );
    }
  });

  await t.step("holds reserve credits; capture, release, expiry", async () => {
    const h = await ledger.hold(l, {
      account: alice,
      amount: 50,
      key: "h1",
      kind: "stake",
      expiresAt: new Date(now.getTime() + 60_000),
    });
    assert.equal(h.status, "pending");
    let b = await ledger.balance(l, alice);
    assert.deepEqual([b.balance, b.held, b.available], [80.9, 50, 30.9]);
    // The reserve counts against transfers and other holds.
    await assert.rejects(
      ledger.transfer(l, { from: alice, to: bob, amount: 31, key: "t4", kind: "gift" }),
      (e: { status: number }) => e.status === 402,
    );
    // Capture part of it: 20 go to bets, 30 come back.
    const captured = await ledger.capture(l, { holdId: h.id, to: "bets", amount: 20 });
    assert.equal(captured.hold_id, h.id);
    assert.equal(captured.amount, 20);
    const twice = await ledger.capture(l, { holdId: h.id, to: "bets" });
    assert.equal(twice.id, captured.id);
    b = await ledger.balance(l, alice);
    assert.deepEqual([b.balance, b.held, b.available], [60.9, 0, 60.9]);
    await assert.rejects(ledger.release(l, h.id), (e: { status: number }) => e.status === 409);

    const r = await ledger.hold(l, {
      account: alice,
      amount: 10,
      key: "h2",
      kind: "query",
      expiresAt: new Date(now.getTime() + 60_000),
    });
    assert.equal((await ledger.release(l, r.id)).status, "released");
    await assert.rejects(
      ledger.capture(l, { holdId: r.id, to: "fees" }),
      (e: { status: number }) => e.status === 409,
    );

    const e = await ledger.hold(l, {
      account: alice,
      amount: 60,
      key: "h3",
      kind: "stake",
      expiresAt: new Date(now.getTime() + 1000),
    });
    assert.equal((await ledger.balance(l, alice)).available, 0.9);
    now = new Date(now.getTime() + 1001);
    // Expired: it no longer counts, and can no longer be captured.
    assert.equal((await ledger.getHold(l, e.id)).status, "expired");
    assert.equal((await ledger.balance(l, alice)).available, 60.9);
    await assert.rejects(
      ledger.capture(l, { holdId: e.id, to: "bets" }),
      (err: { status: number }) => err.status === 409,
    );
  });

  await t.step("transfers are immutable in the database", async () => {
    await assert.rejects(ctx.deps.db.$client.execute("UPDATE credit_transfers SET amount = 1"));
    await assert.rejects(ctx.deps.db.$client.execute("DELETE FROM credit_transfers"));
  });

  await t.step("history lists an account's transfers, newest first", async () => {
    const list = await ledger.history(l, alice, { limit: 10 });
    assert.deepEqual(list.map((x) => x.kind), ["stake", "gift", "purchase"]);
    assert.equal((await ledger.history(l, alice, { limit: 1 })).length, 1);
  });

  await t.step("query costs: held first, charged on success, given back on failure", async () => {
    const q = ledger.userAccount("asker");
    await ledger.transfer(l, { from: "purchases", to: q, amount: 6, key: "q0", kind: "p" });
    const held = await holdQueryCost(l, "asker", { queryType: "workflow", key: "wf-1" });
    assert.equal(held.amount, QUERY_COSTS.workflow);
    assert.equal((await ledger.balance(l, q)).available, 1);
    // Short: a second workflow query is refused before any work.
    await assert.rejects(
      holdQueryCost(l, "asker", { queryType: "workflow", key: "wf-2" }),
      (e: { status: number }) => e.status === 402,
    );
    const ok = await settleQueryCost(l, held.id, true);
    assert.equal(ok.charged?.to, "fees");
    assert.equal((await ledger.balance(l, q)).balance, 1);
    const failing = await holdQueryCost(l, "asker", { key: "direct-1" });
    const back = await settleQueryCost(l, failing.id, false);
    assert.equal(back.charged, null);
    assert.equal(back.hold.status, "released");
    assert.equal((await ledger.balance(l, q)).available, 1);
  });

  await t.step("1,000 concurrent holds and debits on one account never overdraw", async () => {
    const hot = ledger.userAccount("hot");
    await ledger.transfer(l, { from: "purchases", to: hot, amount: 300, key: "fund", kind: "p" });
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from(
        { length: 1000 },
        (_, i) =>
          i % 2
            ? ledger.transfer(l, { from: hot, to: "fees", amount: 1, key: `d${i}`, kind: "charge" })
            : ledger.hold(l, {
              account: hot,
              amount: 1,
              key: `c${i}`,
              kind: "stake",
              expiresAt: new Date(now.getTime() + 3_600_000),
            }),
      ),
    );
    const elapsed = performance.now() - started;
    const accepted = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.filter((r) =>
      r.status === "rejected" && (r.reason as { status: number }).status === 402
    ).length;
    console.log(
      `ledger concurrency: 1000 holds/debits of 1 credit on 300: ${accepted} accepted, ` +
        `${refused} refused (402), ${elapsed.toFixed(0)} ms`,
    );
    assert.equal(accepted, 300);
    assert.equal(refused, 700);
    const b = await ledger.balance(l, hot);
    assert.equal(b.available, 0);
    assert.ok(b.balance >= 0);
    const audit = await ledger.audit(l);
    assert.equal(audit.sum, 0);
    assert.equal(audit.accounts_out_of_step, 0);
    assert.equal(audit.negative_user_accounts, 0);
  });

  await t.step("three processes racing on one account: no overdraft", async () => {
    // Two child processes and this one debit the same account of the same database file at
    // once, 8 requests in flight each: their writes meet SQLITE_BUSY (retried by
    // db/client.ts), never a double spend.
    // Several processes on one file need the write-ahead log (db/setup.ts turns it on): with a
    // rollback journal, a writer's COMMIT fails while another process reads, and writers starve.
    const mode = await ctx.deps.db.$client.execute("PRAGMA journal_mode");
    assert.equal(mode.rows[0][0], "wal");
    const shared = ledger.userAccount("shared");
    await ledger.transfer(l, { from: "purchases", to: shared, amount: 150, key: "s0", kind: "p" });
    const startAt = Date.now() + 2000;
    const child = (prefix: string) =>
      new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "-A",
          new URL("./fixtures/ledger_debits.ts", import.meta.url).pathname,
          ctx.deps.config.DATABASE_URL,
          shared,
          "200",
          prefix,
          String(startAt),
        ],
        stdout: "piped",
        stderr: "inherit",
      }).output();
    const [one, two, here] = await Promise.all([
      child("pa"),
      child("pb"),
      new Promise((r) => setTimeout(r, startAt - Date.now())).then(() =>
        debits(l, shared, 200, "pc")
      ),
    ]);
    const elapsed = Date.now() - startAt;
    const counts = [one, two].map((o) => JSON.parse(new TextDecoder().decode(o.stdout)));
    counts.push(here);
    const accepted = counts.reduce((s, c) => s + c.accepted, 0);
    const refused = counts.reduce((s, c) => s + c.refused, 0);
    const failed = counts.reduce((s, c) => s + c.failed, 0);
    console.log(
      `ledger, three processes: 600 debits of 0.5 on 150: ${accepted} accepted, ${refused} ` +
        `refused (402), ${failed} failed (busy), per process ` +
        `${JSON.stringify(counts.map((c) => c.accepted))}, ${elapsed.toFixed(0)} ms`,
    );
    assert.equal(failed, 0);
    assert.equal(accepted, 300);
    assert.equal(refused, 300);
    assert.equal((await ledger.balance(l, shared)).balance, 0);
    const audit = await ledger.audit(l);
    assert.deepEqual([audit.sum, audit.accounts_out_of_step, audit.negative_user_accounts], [
      0,
      0,
      0,
    ]);
  });

  await ctx.close();
});
