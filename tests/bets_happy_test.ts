/** Placement, the stake's hold, Idempotency-Key replays, history and settlement of bets. */
import assert from "node:assert/strict";
import { BetHistory, PlacedBet } from "../routes/betting/schemas.ts";
import { Envelope } from "../routes/envelope.ts";
import { settleBets } from "../services/bets/mod.ts";
import * as ledger from "../services/credits/ledger.ts";
import { ADMIN, bettor, openMarkets, place, playUntilOver } from "./fixtures/bets.ts";
import { assertShape, bodyOf, createTestContext, NOW } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("bets: placement, replay, history and settlement", async (t) => {
  const clock = { now: new Date(NOW) };
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" }, {
    clock: () => clock.now,
  });
  const lctx = { db: ctx.deps.db, clock: () => clock.now };
  try {
    const ana = await bettor(ctx, "ana@example.com", 1000);
    const balance = () => ledger.balance(lctx, ledger.userAccount(ana.id));
    const markets = await openMarkets(ctx);
    const single = markets[0];
    const pick = single.selections[0];
    let singleBet: Json;

    await t.step("a single is struck at our price and its stake held", async () => {
      const body = await bodyOf<Json>(
        await place(ctx, ana.headers, {
          selection_id: pick.selection_id,
          stake: 10.5,
          odds: pick.odds,
        }),
        201,
      );
      assertShape(Envelope(PlacedBet), body);
      singleBet = body.data.bet;
      assert.equal(body.data.replayed, false);
      assert.equal(singleBet.user_id, ana.id);
      assert.equal(singleBet.kind, "single");
      assert.equal(singleBet.event_id, single.event_id);
      assert.equal(singleBet.odds, pick.odds);
      assert.equal(singleBet.tolerance, 0.05);
      assert.equal(singleBet.stake, 10.5);
      assert.equal(singleBet.status, "open");
      assert.equal(singleBet.outcome, null);
      assert.equal(singleBet.payout, null);
      assert.equal(
        singleBet.potential_payout,
        Math.floor(1050 * Math.round(pick.odds * 100) / 100) / 100,
      );
      assert.ok(singleBet.hold_expires_at > single.close_time);
      assert.equal(body.data.available, 989.5);
      const b = await balance();
      assert.deepEqual([b.balance, b.held, b.available], [1000, 10.5, 989.5]);
      const hold = await ledger.getHold(lctx, singleBet.hold_id);
      assert.equal(hold.status, "pending");
      assert.equal(hold.amount, 10.5);
    });

    await t.step("within the tolerance the bet takes our odds, not the client's", async () => {
      const asked = Math.round(pick.odds * 1.03 * 100) / 100;
      const body = await bodyOf<Json>(
        await place(ctx, ana.headers, {
          selection_id: pick.selection_id,
          stake: 1,
          odds: asked,
          tolerance: 0.05,
        }),
        201,
      );
      assert.equal(body.data.bet.odds, pick.odds);
      assert.equal(body.data.bet.requested_odds, asked);
    });

    await t.step("Idempotency-Key: the retry answers the same bet, one hold", async () => {
      const send = () =>
        place(ctx, { ...ana.headers, "Idempotency-Key": "retry-1" }, {
          selection_id: pick.selection_id,
          stake: 5,
          odds: pick.odds,
        });
      const first = await bodyOf<Json>(await send(), 201);
      const before = await balance();
      const again = await bodyOf<Json>(await send(), 200);
      assert.equal(again.data.replayed, true);
      assert.equal(again.data.bet.bet_id, first.data.bet.bet_id);
      assert.equal(again.data.bet.hold_id, first.data.bet.hold_id);
      assert.deepEqual(await balance(), before);
      // Concurrent retries too: all answer the one bet.
      const many = await Promise.all(
        Array.from(
          { length: 5 },
          () =>
            place(ctx, { ...ana.headers, "Idempotency-Key": "retry-2" }, {
              selection_id: pick.selection_id,
              stake: 2,
              odds: pick.odds,
            }),
        ),
      );
      const statuses = many.map((r) => r.status).sort();
      assert.deepEqual(statuses, [200, 200, 200, 200, 201]);
      const ids = new Set(
        await Promise.all(many.map(async (r) => (await r.json()).data.bet.bet_id)),
      );
      assert.equal(ids.size, 1);
      assert.equal((await balance()).held, before.held + 2);
    });

    let parlay: Json;
    await t.step("a same-game parlay is priced jointly by the SGP pricer", async () => {
      const byEvent = Map.groupBy(markets, (m) => m.event_id);
      let legs: string[] | undefined;
      let current: number | undefined;
      search: for (const group of byEvent.values()) {
        if (group.length < 2) continue;
        for (const a of group[0].selections) {
          for (const b of group[1].selections) {
            // Ask at 2.00 with no tolerance: refused with our price, unless legs contradict.
            const res = await place(ctx, ana.headers, {
              selections: [a.selection_id, b.selection_id],
              stake: 3,
              odds: 1.01,
              tolerance: 0,
            });
            const body = await res.json();
            if (res.status === 409 && body.error.details.reason === "price_moved") {
              legs = [a.selection_id, b.selection_id];
              current = body.error.details.current_odds;
              break search;
            }
          }
        }
      }
      assert.ok(legs && current, "an event with two compatible legs");
      const body = await bodyOf<Json>(
        await place(ctx, ana.headers, { selections: legs, stake: 3, odds: current }),
        201,
      );
      parlay = body.data.bet;
      assert.equal(parlay.kind, "parlay");
      assert.deepEqual(parlay.selections.map((s: Json) => s.selection_id), legs);
      assert.equal(parlay.odds, current);
      // Not the naive product of the legs' prices when they are correlated: it is the SGP's.
      assert.ok(parlay.odds >= 1.01);
    });

    await t.step("history: newest first, with selections, odds, stake and status", async () => {
      const body = await bodyOf<Json>(
        await ctx.send("GET", `/api/betting/user/${ana.id}/bets?limit=2`, {
          headers: ana.headers,
        }),
      );
      assertShape(Envelope(BetHistory), body);
      assert.equal(body.data.total, 5);
      assert.equal(body.data.bets.length, 2);
      assert.equal(body.data.has_more, true);
      assert.equal(body.data.bets[0].bet_id, parlay.bet_id);
      const all = await bodyOf<Json>(
        await ctx.send("GET", `/api/betting/user/${ana.id}/bets?limit=100`, { headers: ADMIN }),
      );
      const placed = all.data.bets.map((b: Json) => b.placed_at);
      assert.deepEqual(placed, [...placed].sort().reverse());
      assert.equal(all.data.bets.at(-1).bet_id, singleBet.bet_id);
      const page2 = await bodyOf<Json>(
        await ctx.send("GET", `/api/betting/user/${ana.id}/bets?limit=2&offset=4`, {
          headers: ana.headers,
        }),
      );
      assert.equal(page2.data.bets.length, 1);
      assert.equal(page2.data.has_more, false);
    });

    await t.step("an admin places for any user", async () => {
      const body = await bodyOf<Json>(
        await place(ctx, ADMIN, {
          user_id: ana.id,
          selection_id: pick.selection_id,
          stake: 1,
          odds: pick.odds,
        }),
        201,
      );
      assert.equal(body.data.bet.user_id, ana.id);
    });

    await t.step(
      "when the event completes, live play settles its bets and pays, once",
      async () => {
        // The live-play job completes the event and settles its bets in the same run.
        const run = await playUntilOver(ctx, clock, single.event_id);
        assert.equal(run.failed, 0);
        assert.ok(run.settled + run.voided >= 4, JSON.stringify(run));
        const services = { db: ctx.deps.db, clock: () => clock.now, pricer: ctx.deps.pricer };
        // (Hours later: ana's login token has expired; the admin reads her bets.)
        const all = await bodyOf<Json>(
          await ctx.send("GET", `/api/betting/user/${ana.id}/bets?limit=100`, { headers: ADMIN }),
        );
        const onEvent = all.data.bets.filter((b: Json) => b.event_id === single.event_id);
        assert.ok(onEvent.length >= 4);
        let expected = 1000;
        for (const b of all.data.bets as Json[]) {
          if (b.status === "open") continue;
          assert.ok(["WIN", "LOSE", "VOID", "PAYOUT"].includes(b.outcome));
          assert.ok(b.settled_at);
          if (b.status === "settled") expected += b.payout - b.stake;
          if (b.outcome === "WIN") assert.equal(b.payout, b.potential_payout);
          if (b.outcome === "LOSE") assert.equal(b.payout, 0);
        }
        // The single was decided by the event's result, not voided for want of one.
        const settledSingle = all.data.bets.find((b: Json) => b.bet_id === singleBet.bet_id);
        assert.equal(settledSingle.status, "settled", JSON.stringify(settledSingle));
        const open = all.data.bets.filter((b: Json) => b.status === "open");
        const b = await balance();
        assert.equal(Math.round(b.balance * 100), Math.round(expected * 100));
        assert.equal(
          Math.round(b.held * 100),
          Math.round(open.reduce((s: number, x: Json) => s + x.stake, 0) * 100),
        );
        // A second run pays nothing more.
        const again = await settleBets(services);
        assert.equal(again.paid, 0);
        assert.equal(again.settled, 0);
        assert.deepEqual(await balance(), b);
        const audit = await ledger.audit(lctx);
        assert.equal(audit.sum, 0);
        assert.equal(audit.accounts_out_of_step, 0);
        assert.equal(audit.negative_user_accounts, 0);
      },
    );
  } finally {
    await ctx.close();
  }
});
