import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { events } from "../db/schema/mod.ts";
import { MarketList } from "../routes/markets/schemas.ts";
import { assertShape, bodyOf, createTestContext, PUBLIC } from "./helpers.ts";

type Markets = ReturnType<typeof MarketList.parse>;

/** Every `{outcomeId, odds}` in a public odds response, wherever the spec's shape puts it. */
function oddsOf(value: unknown, out = new Map<string, number>()) {
  if (Array.isArray(value)) { for (const v of value) oddsOf(v, out); }
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.outcomeId === "string" && typeof o.odds === "number") out.set(o.outcomeId, o.odds);
    for (const v of Object.values(o)) oddsOf(v, out);
  }
  return out;
}

Deno.test("markets: happy paths", async (t) => {
  const ctx = await createTestContext();
  try {
    const all = assertShape(MarketList, await bodyOf(await ctx.get("/v1/markets?limit=20")));

    await t.step("markets of priced events, with outcomes and odds", () => {
      assert.equal(all.items.length, 20);
      assert.ok(all.total > 20 && all.has_more);
      for (const m of all.items) {
        assert.equal(m.market_id, `${m.event_id}:${m.market_type}`);
        assert.ok(m.outcomes.length >= 2, m.market_id);
        assert.ok(m.outcomes.every((o) => o.odds >= 1 && o.probability >= 0 && o.probability <= 1));
      }
      const starts = all.items.map((m) => m.start_date);
      assert.deepEqual(starts, [...starts].sort(), "by start time");
    });

    await t.step("the same prices as the public API's odds route", async () => {
      const winner = all.items.find((m) => m.market_type === "eventWinner");
      assert.ok(winner, "an eventWinner market on the first page");
      for (const m of [winner, ...all.items.slice(0, 3)]) {
        const res = await ctx.get(`${PUBLIC}/events/${m.event_id}/${m.market_type}`);
        const published = oddsOf(await bodyOf(res));
        assert.equal(published.size, new Set(m.outcomes.map((o) => o.outcome_id)).size);
        for (const o of m.outcomes) assert.equal(published.get(o.outcome_id), o.odds, o.outcome_id);
      }
    });

    await t.step("live splits the list: /v1/markets/live is live=true", async () => {
      const live = assertShape(MarketList, await bodyOf(await ctx.get("/v1/markets/live?limit=5")));
      const flag = await bodyOf<Markets>(await ctx.get("/v1/markets?live=true&limit=5"));
      const ahead = await bodyOf<Markets>(await ctx.get("/v1/markets?live=false&limit=5"));
      assert.deepEqual(flag, live);
      assert.ok(live.total > 0 && live.items.every((m) => m.live));
      assert.ok(live.items.every((m) => ["LIVE", "IN_WINDOW"].includes(m.event_status)));
      assert.ok(ahead.total > 0 && ahead.items.every((m) => !m.live));
      assert.equal(live.total + ahead.total, all.total);
    });

    await t.step("the last page", async () => {
      const last = await bodyOf<Markets>(
        await ctx.get(`/v1/markets?limit=3&offset=${all.total - 2}`),
      );
      assert.equal(last.items.length, 2);
      assert.equal(last.has_more, false);
    });

    await t.step("a sandbox key gets the sandbox's markets", async () => {
      const sandbox = { "X-API-Key": "altsports-sandbox-demo-key" };
      const first = all.items[0];
      await (await ctx.deps.sandbox.deps()).db.update(events).set({ name: "Sandbox Cup" })
        .where(eq(events.id, first.event_id));
      const seen = await bodyOf<Markets>(await ctx.get("/v1/markets?limit=1", sandbox));
      assert.equal(seen.items[0].event_name, "Sandbox Cup");
      assert.notEqual(all.items[0].event_name, "Sandbox Cup");
    });
  } finally {
    await ctx.close();
  }
});
