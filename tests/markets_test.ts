import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { events } from "../db/schema/mod.ts";
import { MarketList } from "../routes/markets/schemas.ts";
import { assertShape, createTestContext, issueKey, PUBLIC } from "./helpers.ts";

type Markets = ReturnType<typeof MarketList.parse>;

async function body<T>(res: Response, status = 200): Promise<T> {
  assert.equal(res.status, status, await res.clone().text());
  return await res.json() as T;
}

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
    const all = assertShape(MarketList, await body(await ctx.get("/v1/markets?limit=20")));

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
        const published = oddsOf(await body(res));
        assert.equal(published.size, new Set(m.outcomes.map((o) => o.outcome_id)).size);
        for (const o of m.outcomes) assert.equal(published.get(o.outcome_id), o.odds, o.outcome_id);
      }
    });

    await t.step("live splits the list: /v1/markets/live is live=true", async () => {
      const live = assertShape(MarketList, await body(await ctx.get("/v1/markets/live?limit=5")));
      const flag = await body<Markets>(await ctx.get("/v1/markets?live=true&limit=5"));
      const ahead = await body<Markets>(await ctx.get("/v1/markets?live=false&limit=5"));
      assert.deepEqual(flag, live);
      assert.ok(live.total > 0 && live.items.every((m) => m.live));
      assert.ok(live.items.every((m) => ["LIVE", "IN_WINDOW"].includes(m.event_status)));
      assert.ok(ahead.total > 0 && ahead.items.every((m) => !m.live));
      assert.equal(live.total + ahead.total, all.total);
    });

    await t.step("the last page", async () => {
      const last = await body<Markets>(
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
      const seen = await body<Markets>(await ctx.get("/v1/markets?limit=1", sandbox));
      assert.equal(seen.items[0].event_name, "Sandbox Cup");
      assert.notEqual(all.items[0].event_name, "Sandbox Cup");
    });
  } finally {
    await ctx.close();
  }
});

Deno.test("markets: errors and security", async (t) => {
  const ctx = await createTestContext();
  try {
    await t.step("bad paging or live: 422 in the /v1 body", async () => {
      for (
        const path of [
          "/v1/markets?limit=101",
          "/v1/markets?live=maybe",
          "/v1/markets/live?offset=-1",
        ]
      ) {
        const error = await body<Record<string, unknown>>(await ctx.get(path), 422);
        assert.deepEqual(Object.keys(error).sort(), ["detail", "status_code", "timestamp"]);
      }
    });

    await t.step(
      "no credential: 401; a key without the public scope: 403; ID token: 200",
      async () => {
        const writer = await issueKey(ctx, "demo-league", { scopes: ["write"] });
        const login = await ctx.send("POST", "/api/v1/auth/login", {
          json: { email: "league@altsports.dev", password: "altsports-league-demo" },
        });
        const idToken = { Authorization: `Bearer ${(await login.json()).id_token}` };
        for (const path of ["/v1/markets?limit=1", "/v1/markets/live?limit=1"]) {
          assert.equal(
            (await body<{ status_code: number }>(await ctx.get(path, {}), 401)).status_code,
            401,
          );
          assert.match(
            (await body<{ detail: string }>(await ctx.get(path, writer), 403)).detail,
            /public/,
          );
          await body(await ctx.get(path, idToken));
        }
      },
    );
  } finally {
    await ctx.close();
  }
});
