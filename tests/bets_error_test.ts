/**
 * Placement and bet history, the refusals: bad bodies 422 naming the field, a price moved beyond
 * the tolerance or a closed/suspended market 409 with the current odds, a short balance 402,
 * an Idempotency-Key reused for another bet 409, unknown selections 404.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { events } from "../db/schema/mod.ts";
import * as ledger from "../services/credits/ledger.ts";
import { ADMIN, bettor, openMarkets, place } from "./fixtures/bets.ts";
import { bodyOf, createTestContext } from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("bets: errors", async (t) => {
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" });
  const lctx = { db: ctx.deps.db, clock: ctx.deps.clock };
  try {
    const ana = await bettor(ctx, "ana@example.com", 50);
    const markets = await openMarkets(ctx);
    const pick = markets[0].selections[0];
    const ok = { selection_id: pick.selection_id, stake: 1, odds: pick.odds };

    await t.step("bad bodies: 422 naming the field", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...ok, stake: 0 }, "stake"],
        [{ ...ok, stake: -5 }, "stake"],
        [{ ...ok, stake: 1.234 }, "stake"],
        [{ ...ok, stake: 100_001 }, "stake"],
        [{ ...ok, stake: "ten" }, "stake"],
        [{ ...ok, odds: 1 }, "odds"],
        [{ ...ok, odds: undefined }, "odds"],
        [{ ...ok, tolerance: 1.5 }, "tolerance"],
        [{ ...ok, tolerance: -0.1 }, "tolerance"],
        [{ stake: 1, odds: 2 }, "selection_id"],
        [{ ...ok, selections: [pick.selection_id, pick.selection_id] }, "selection_id"],
        [{ stake: 1, odds: 2, selections: [pick.selection_id] }, "selections"],
        [
          { stake: 1, odds: 2, selections: Array.from({ length: 11 }, (_, i) => `x${i}`) },
          "selections",
        ],
        [{ ...ok, user_id: "bad id!" }, "user_id"],
      ];
      for (const [json, field] of cases) {
        const body = await bodyOf<Json>(await place(ctx, ana.headers, json), 422);
        assert.equal(body.error.code, "VALIDATION_ERROR", JSON.stringify(json));
        assert.ok(
          body.error.details.issues.some((i: Json) => i.field === field),
          `${JSON.stringify(json)}: ${JSON.stringify(body.error.details.issues)}`,
        );
      }
      await bodyOf(
        await ctx.send("POST", "/api/betting/place", {
          headers: { ...ana.headers, "Content-Type": "application/json" },
          body: "{not json",
        }),
        400,
      );
      const history = await bodyOf<Json>(
        await ctx.send("GET", `/api/betting/user/${ana.id}/bets?limit=0`, { headers: ana.headers }),
        422,
      );
      assert.ok(history.error.details.issues.some((i: Json) => i.field === "limit"));
      await bodyOf(
        await ctx.send("GET", `/api/betting/user/${ana.id}/bets?offset=-1`, {
          headers: ana.headers,
        }),
        422,
      );
    });

    await t.step("the price moved beyond the tolerance: 409 with the current odds", async () => {
      const asked = Math.round((pick.odds * 1.2 + 0.05) * 100) / 100;
      for (const tolerance of [0, 0.05, 0.1]) {
        const body = await bodyOf<Json>(
          await place(ctx, ana.headers, { ...ok, odds: asked, tolerance }),
          409,
        );
        assert.equal(body.error.code, "CONFLICT");
        assert.equal(body.error.details.reason, "price_moved");
        assert.equal(body.error.details.current_odds, pick.odds);
        assert.equal(body.error.details.requested_odds, asked);
      }
      // A shorter price is refused as well: the client saw another market.
      const shorter = Math.max(1.01, Math.round(pick.odds * 0.8 * 100) / 100);
      if (shorter < pick.odds) {
        await bodyOf(await place(ctx, ana.headers, { ...ok, odds: shorter, tolerance: 0.01 }), 409);
      }
      assert.equal((await ledger.balance(lctx, ledger.userAccount(ana.id))).held, 0);
    });

    await t.step("a closed or suspended market: 409 with the reason", async () => {
      const { db } = ctx.deps;
      const [event] = await db.select().from(events).where(eq(events.id, markets[0].event_id));
      await db.update(events).set({ status: "POSTPONED" }).where(eq(events.id, event.id));
      await ctx.deps.pricer.price(event.id, { fresh: true });
      const suspended = await bodyOf<Json>(await place(ctx, ana.headers, ok), 409);
      assert.equal(suspended.error.details.reason, "market_suspended");
      assert.equal(typeof suspended.error.details.current_odds, "number");
      await db.update(events).set({ status: "CANCELLED" }).where(eq(events.id, event.id));
      await ctx.deps.pricer.price(event.id, { fresh: true });
      const closed = await bodyOf<Json>(await place(ctx, ana.headers, ok), 409);
      assert.equal(closed.error.details.reason, "market_closed");
      await db.update(events).set({ status: event.status }).where(eq(events.id, event.id));
      await ctx.deps.pricer.price(event.id, { fresh: true });
      await bodyOf(await place(ctx, ana.headers, ok), 201);
    });

    await t.step("a stake beyond the available credits: 402, nothing held", async () => {
      const before = await ledger.balance(lctx, ledger.userAccount(ana.id));
      const body = await bodyOf<Json>(await place(ctx, ana.headers, { ...ok, stake: 49.5 }), 402);
      assert.equal(body.error.code, "INSUFFICIENT_CREDITS");
      assert.equal(body.error.details.available, before.available);
      assert.deepEqual(await ledger.balance(lctx, ledger.userAccount(ana.id)), before);
      const history = await bodyOf<Json>(
        await ctx.send("GET", `/api/betting/user/${ana.id}/bets`, { headers: ana.headers }),
      );
      assert.equal(history.data.total, 1);
    });

    await t.step("an Idempotency-Key reused for another bet: 409", async () => {
      const headers = { ...ana.headers, "Idempotency-Key": "k-1" };
      await bodyOf(await place(ctx, headers, ok), 201);
      for (const other of [{ ...ok, stake: 2 }, { ...ok, tolerance: 0.2 }]) {
        const body = await bodyOf<Json>(await place(ctx, headers, other), 409);
        assert.equal(body.error.code, "CONFLICT");
      }
      // Another user's same key is theirs: no clash.
      const ben = await bettor(ctx, "ben@example.com", 5);
      await bodyOf(await place(ctx, { ...ben.headers, "Idempotency-Key": "k-1" }, ok), 201);
    });

    await t.step("unknown selections: 404 or 400; a parlay across events 400", async () => {
      const unknownEvent = await bodyOf<Json>(
        await place(ctx, ana.headers, {
          ...ok,
          selection_id: "00000000-0000-4000-8000-000000000000:eventWinner:1",
        }),
        404,
      );
      assert.equal(unknownEvent.error.code, "NOT_FOUND");
      const [uuid] = pick.selection_id.split(":");
      await bodyOf(
        await place(ctx, ana.headers, { ...ok, selection_id: `${uuid}:eventWinner:999999999` }),
        400,
      );
      const other = markets.find((m) => m.event_id !== markets[0].event_id)!;
      const across = await bodyOf<Json>(
        await place(ctx, ana.headers, {
          selections: [pick.selection_id, other.selections[0].selection_id],
          stake: 1,
          odds: 3,
        }),
        400,
      );
      assert.match(across.error.message, /one event/);
    });

    await t.step("an admin naming an unknown user: 404", async () => {
      await bodyOf(await place(ctx, ADMIN, { ...ok, user_id: "no-such-user" }), 404);
      await bodyOf(
        await ctx.send("GET", "/api/betting/user/no-such-user/bets", { headers: ADMIN }),
        404,
      );
    });
  } finally {
    await ctx.close();
  }
});
