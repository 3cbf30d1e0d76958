/**
 * 1,000 concurrent placements and debits on one account: the balance never goes below zero,
 * every accepted bet has its hold, every refusal is a 402, and the ledger's sum stays zero.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { bets } from "../db/schema/mod.ts";
import * as ledger from "../services/credits/ledger.ts";
import { isLedgerRefusal } from "../services/credits/ledger.ts";
import { bettor, openMarkets, place } from "./fixtures/bets.ts";
import { createTestContext } from "./helpers.ts";

const START_CREDITS = 1000;
const PLACEMENTS = 700;
const DEBITS = 300;
const STAKE = 2;
const DEBIT = 1.5;

Deno.test("bets: 1,000 concurrent placements and debits on one account never overdraw", async () => {
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" });
  const lctx = { db: ctx.deps.db, clock: ctx.deps.clock };
  try {
    const ana = await bettor(ctx, "ana@example.com", START_CREDITS);
    const account = ledger.userAccount(ana.id);
    const pick = (await openMarkets(ctx))[0].selections[0];
    const ops: (() => Promise<"placed" | "debited" | "refused">)[] = [
      ...Array.from({ length: PLACEMENTS }, () => async () => {
        const res = await place(ctx, ana.headers, {
          selection_id: pick.selection_id,
          stake: STAKE,
          odds: pick.odds,
        });
        const body = await res.json();
        if (res.status === 201) return "placed" as const;
        assert.equal(res.status, 402, JSON.stringify(body));
        assert.equal(body.error.code, "INSUFFICIENT_CREDITS");
        return "refused" as const;
      }),
      ...Array.from({ length: DEBITS }, (_, i) => async () => {
        try {
          await ledger.transfer(lctx, {
            from: account,
            to: "fees",
            amount: DEBIT,
            key: `debit-${i}`,
            kind: "charge",
          });
          return "debited" as const;
        } catch (err) {
          assert.ok(isLedgerRefusal(err), String(err));
          return "refused" as const;
        }
      }),
    ];
    // Interleave the two kinds, then start them all at once.
    ops.sort((_a, _b) => Math.random() - 0.5);
    const started = performance.now();
    const results = await Promise.all(ops.map((op) => op()));
    const elapsed = performance.now() - started;
    const placed = results.filter((r) => r === "placed").length;
    const debited = results.filter((r) => r === "debited").length;
    const refused = results.filter((r) => r === "refused").length;
    console.log(
      `1,000 concurrent ops on one account: ${placed} placements and ${debited} debits ` +
        `accepted, ${refused} refused (402), in ${elapsed.toFixed(0)} ms ` +
        `(${(1000 / (elapsed / 1000)).toFixed(0)} ops/s)`,
    );
    assert.equal(placed + debited + refused, PLACEMENTS + DEBITS);
    assert.ok(refused > 0, "the demand exceeds the balance, so some are refused");
    // The account was used up: what is left cannot pay for either.
    const b = await ledger.balance(lctx, account);
    assert.ok(b.available < STAKE && b.available >= 0, JSON.stringify(b));
    assert.equal(b.balance, START_CREDITS - debited * DEBIT);
    assert.equal(b.held, placed * STAKE);
    assert.equal(b.available, START_CREDITS - debited * DEBIT - placed * STAKE);
    // Each accepted placement is one bet with its own pending hold; no refused one left any.
    const rows = await ctx.deps.db.select().from(bets).where(eq(bets.userId, ana.id));
    assert.equal(rows.length, placed);
    assert.equal(new Set(rows.map((r) => r.holdId)).size, placed);
    assert.equal(b.active_holds, placed);
    const audit = await ledger.audit(lctx);
    assert.equal(audit.sum, 0);
    assert.equal(audit.accounts_out_of_step, 0);
    assert.equal(audit.negative_user_accounts, 0);
  } finally {
    await ctx.close();
  }
});
