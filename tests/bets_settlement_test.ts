/**
 * Settlement of each outcome kind through the ledger (WIN, LOSE, VOID, a dead heat's PAYOUT, a
 * parlay with a void leg), run twice or after a crash half way, and a lapsed hold.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { bets } from "../db/schema/mod.ts";
import { type BetResult, legsKey } from "../services/betting/mod.ts";
import { legResult, settleBet, settleBets } from "../services/bets/mod.ts";
import * as ledger from "../services/credits/ledger.ts";
import { ADMIN, bettor, openMarkets, place } from "./fixtures/bets.ts";
import { bodyOf, createTestContext, NOW } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("bets: settlement of every outcome kind, once", async (t) => {
  const clock = { now: new Date(NOW) };
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" }, {
    clock: () => clock.now,
  });
  const services = { db: ctx.deps.db, clock: () => clock.now, pricer: ctx.deps.pricer };
  try {
    const ana = await bettor(ctx, "ana@example.com", 1000);
    const account = ledger.userAccount(ana.id);
    const balance = async () => (await ledger.balance(services, account)).balance;
    const available = async () => (await ledger.balance(services, account)).available;
    const house = async () => (await ledger.balance(services, "house")).balance;
    const markets = await openMarkets(ctx);
    const pick = markets[0].selections[0];
    const x100 = Math.round(pick.odds * 100);
    const single = async (stake: number) =>
      (await bodyOf<Json>(
        await place(ctx, ana.headers, { selection_id: pick.selection_id, stake, odds: pick.odds }),
        201,
      )).data.bet;
    const row = async (id: string) =>
      (await ctx.deps.db.select().from(bets).where(eq(bets.id, id)))[0];
    const settleOnce = async (id: string, result: BetResult) =>
      await settleBet(services, await row(id), result);

    await t.step("WIN: the stake goes to the house, stake × odds comes back", async () => {
      const bet = await single(10);
      const [before, houseBefore] = [await balance(), await house()];
      const done = await settleOnce(bet.bet_id, { kind: "WIN" });
      const payout = Math.floor(1000 * x100 / 100) / 100;
      assert.equal(done.paid, payout);
      assert.equal(await balance(), Math.round((before - 10 + payout) * 100) / 100);
      assert.equal(await house(), Math.round((houseBefore + 10 - payout) * 100) / 100);
      const r = await row(bet.bet_id);
      assert.deepEqual([r.status, r.outcome, r.payout], ["settled", "WIN", payout * 100]);
      assert.equal((await ledger.getHold(services, bet.hold_id)).status, "captured");
      const paid = await ledger.transferByKey(services, `bet:${bet.bet_id}:payout`);
      assert.equal(paid?.amount, payout);
      assert.equal(paid?.kind, "bet_payout");
    });

    await t.step("a settlement run twice, or resumed after a crash, pays once", async () => {
      const bet = await single(4);
      const stale = await row(bet.bet_id);
      await settleBet(services, stale, { kind: "WIN" });
      const after = await balance();
      // Again with the row as it was before (a redelivered job that read it then).
      const again = await settleBet(services, stale, { kind: "WIN" });
      assert.equal(again.paid, 0);
      assert.equal(await balance(), after);
      // A crash after the capture, before the payout: the next run pays, once.
      const crashed = await single(6);
      await ledger.capture(services, { holdId: crashed.hold_id, to: "house", kind: "bet_stake" });
      const resumed = await settleOnce(crashed.bet_id, { kind: "WIN" });
      assert.equal(resumed.paid, Math.floor(600 * x100 / 100) / 100);
      assert.equal((await settleOnce(crashed.bet_id, { kind: "WIN" })).paid, 0);
      const history = await ledger.history(services, account, { limit: 500 });
      const payouts = history.filter((x) =>
        x.reference === crashed.bet_id && x.kind === "bet_payout"
      );
      assert.equal(payouts.length, 1);
    });

    await t.step("LOSE: the stake is captured to the house, nothing paid", async () => {
      const bet = await single(7.25);
      const [before, houseBefore] = [await balance(), await house()];
      const done = await settleOnce(bet.bet_id, { kind: "LOSE" });
      assert.equal(done.paid, 0);
      assert.equal(await balance(), Math.round((before - 7.25) * 100) / 100);
      assert.equal(await house(), Math.round((houseBefore + 7.25) * 100) / 100);
      const r = await row(bet.bet_id);
      assert.deepEqual([r.status, r.outcome, r.payout], ["settled", "LOSE", 0]);
    });

    await t.step("VOID: the hold is released, the balance untouched", async () => {
      const bet = await single(8);
      const [before, avail] = [await balance(), await available()];
      await settleOnce(bet.bet_id, { kind: "VOID" });
      assert.equal(await balance(), before);
      assert.equal(await available(), avail + 8);
      assert.equal((await ledger.getHold(services, bet.hold_id)).status, "released");
      const r = await row(bet.bet_id);
      assert.deepEqual([r.status, r.outcome, r.payout], ["void", "VOID", 0]);
    });

    await t.step("PAYOUT, a dead heat: stake / tied paid at full odds", async () => {
      const bet = await single(10);
      const before = await balance();
      const done = await settleOnce(bet.bet_id, { kind: "PAYOUT", tied: 2, places: 1 });
      const payout = Math.floor(1000 * x100 / 200) / 100;
      assert.equal(done.paid, payout);
      assert.equal(await balance(), Math.round((before - 10 + payout) * 100) / 100);
      const r = await row(bet.bet_id);
      assert.deepEqual([r.status, r.outcome, r.payout], ["settled", "PAYOUT", payout * 100]);
      assert.match(r.note!, /dead heat: 1\/2/);
    });

    await t.step("a parlay with a void leg is paid at the price of the legs left", async () => {
      const byEvent = Map.groupBy(markets, (m) => m.event_id);
      let bet: Json;
      search: for (const group of byEvent.values()) {
        if (group.length < 2) continue;
        for (const a of group[0].selections) {
          for (const b of group[1].selections) {
            const legs = [a.selection_id, b.selection_id];
            const res = await place(ctx, ana.headers, {
              selections: legs,
              stake: 5,
              odds: 1.01,
              tolerance: 0,
            });
            const body = await res.json();
            if (res.status !== 409 || body.error.details.reason !== "price_moved") continue;
            bet = (await bodyOf<Json>(
              await place(ctx, ana.headers, {
                selections: legs,
                stake: 5,
                odds: body.error.details.current_odds,
              }),
              201,
            )).data.bet;
            break search;
          }
        }
      }
      assert.ok(bet, "a parlay placed");
      const [a, b] = bet.selections.map((s: Json) => s.selection_id);
      const r = await row(bet.bet_id);
      const recorded = JSON.parse(r.voidOdds!)[legsKey([a])];
      assert.ok(recorded >= 101);
      const before = await balance();
      const done = await settleOnce(bet.bet_id, { [a]: { kind: "WIN" }, [b]: { kind: "VOID" } });
      const payout = Math.floor(500 * recorded / 100) / 100;
      assert.equal(done.paid, payout);
      assert.equal(await balance(), Math.round((before - 5 + payout) * 100) / 100);
      const settled = await row(bet.bet_id);
      assert.deepEqual([settled.status, settled.outcome], ["settled", "WIN"]);
    });

    await t.step("a bet whose hold lapsed before settlement is void", async () => {
      const bet = await single(3);
      const before = await balance();
      clock.now = new Date(Date.parse(bet.hold_expires_at) + 1000);
      const run = await settleBets(services);
      assert.ok(run.voided >= 1, JSON.stringify(run));
      const r = await row(bet.bet_id);
      assert.deepEqual([r.status, r.outcome, r.payout], ["void", "VOID", 0]);
      assert.match(r.note!, /expired/);
      assert.equal(await balance(), before);
      clock.now = new Date(NOW);
    });

    await t.step("a dead heat in the results: the tied count comes from the heat", async () => {
      const { db, pricer } = ctx.deps;
      const candidates = await db.$client.execute(
        "SELECT h.id, h.event_id, h.reference_id FROM heats h JOIN events e ON e.id = h.event_id " +
          "WHERE h.status NOT IN ('COMPLETED', 'CANCELLED') AND e.status IN ('LIVE', 'UPCOMING', " +
          "'NEXT') AND (SELECT COUNT(*) FROM heat_results r WHERE r.heat_id = h.id) >= 3 LIMIT 50",
      );
      let checked = false;
      for (const heat of candidates.rows) {
        const eventId = String(heat.event_id);
        const before = await pricer.price(eventId, { fresh: true });
        let inHeat;
        try {
          const group = `${before.input.event.uuid}:heatWinner:${heat.reference_id}:`;
          inHeat = before.market("heatWinner").outcomes.filter((o) =>
            o.outcomeId.startsWith(group)
          );
        } catch {
          continue; // no heat markets in this sport
        }
        if (inHeat.length < 3) continue;
        // Two riders share first place; the rest are placed behind.
        const lines = await db.$client.execute({
          sql: "SELECT id FROM heat_results WHERE heat_id = ? ORDER BY seed_no",
          args: [heat.id],
        });
        for (const [k, line] of lines.rows.entries()) {
          await db.$client.execute({
            sql: "UPDATE heat_results SET position = ?, status = 'COMPLETED' WHERE id = ?",
            args: [k < 2 ? 1 : k + 1, line.id],
          });
        }
        await db.$client.execute({
          sql: "UPDATE heats SET status = 'COMPLETED' WHERE id = ?",
          args: [heat.id],
        });
        const after = await pricer.price(eventId, { fresh: true });
        const group = `${after.input.event.uuid}:heatWinner:${heat.reference_id}:`;
        const settled = after.market("heatWinner").outcomes.filter((o) =>
          o.outcomeId.startsWith(group)
        );
        const tied = settled.filter((o) => o.settlement === "PAYOUT");
        assert.equal(tied.length, 2, JSON.stringify(settled.map((o) => o.settlement)));
        assert.deepEqual(legResult(after, tied[0].outcomeId), {
          kind: "PAYOUT",
          tied: 2,
          places: 1,
        });
        const lost = settled.find((o) => o.settlement === "LOSE")!;
        assert.deepEqual(legResult(after, lost.outcomeId), { kind: "LOSE" });
        checked = true;
        break;
      }
      assert.ok(checked, "a heat to tie");
    });

    await t.step("a placement that stopped after its hold: the hold is released", async () => {
      // What a process killed between the hold and the bet row leaves behind.
      const orphan = await ledger.hold(services, {
        account,
        amount: 9,
        key: "bet:bet_killed",
        expiresAt: new Date(NOW.getTime() + 86_400_000),
        kind: "bet_stake",
        reference: "bet_killed",
      });
      const avail = await available();
      // Not while a placement may still be storing it...
      assert.equal((await settleBets(services)).orphan_holds_released, 0);
      // ...but ten minutes on.
      clock.now = new Date(NOW.getTime() + 11 * 60_000);
      assert.equal((await settleBets(services)).orphan_holds_released, 1);
      assert.equal((await ledger.getHold(services, orphan.id)).status, "released");
      assert.equal(await available(), avail + 9);
      // A retry with that attempt's Idempotency-Key now is refused, not a bet without a stake.
      await ledger.hold(services, {
        account,
        amount: 1,
        key: `bet:${ana.id}:stopped-1`,
        expiresAt: new Date(NOW.getTime() + 86_400_000),
        kind: "bet_stake",
      }).then((h) => ledger.release(services, h.id));
      const body = await bodyOf<Json>(
        await place(ctx, { ...ADMIN, "Idempotency-Key": "stopped-1" }, {
          user_id: ana.id,
          selection_id: pick.selection_id,
          stake: 1,
          odds: pick.odds,
        }),
        409,
      );
      assert.match(body.error.message, /released/);
      clock.now = new Date(NOW);
    });

    await t.step("the ledger's sum stays zero", async () => {
      const audit = await ledger.audit(services);
      assert.equal(audit.sum, 0);
      assert.equal(audit.accounts_out_of_step, 0);
      assert.equal(audit.negative_user_accounts, 0);
    });
  } finally {
    await ctx.close();
  }
});
