/** Markets and betting, the read half: /api/markets, /api/markets/live, /api/betting/... */
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import { eventLog, events, heats } from "../db/schema/mod.ts";
import {
  LiveMarketBoard,
  MarketBoard,
  OpportunityDetail,
  OpportunityPage,
} from "../routes/betting/schemas.ts";
import { currentSelection } from "../services/markets/mod.ts";
import { CATEGORY_SHARE, HANDLE_PER_EVENT } from "../services/markets/board.ts";
import { priceParlay, quote, quoteParlay, QuoteRefused, settle } from "../services/betting/mod.ts";
import { priceSgp } from "../services/pricing/mod.ts";
import { assertShape, bodyOf, createTestContext, PUBLIC, TEST_KEY } from "./helpers.ts";

type Board = ReturnType<typeof MarketBoard.parse>;
type Live = ReturnType<typeof LiveMarketBoard.parse>;
type Page = ReturnType<typeof OpportunityPage.parse>;
type Detail = ReturnType<typeof OpportunityDetail.parse>;

const KEY = { "X-API-Key": TEST_KEY };

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

Deno.test("markets and betting: happy paths", async (t) => {
  const ctx = await createTestContext();
  const data = async <T>(path: string, schema?: { safeParse: unknown }): Promise<T> => {
    const body = await bodyOf<{ success: true; data: T }>(await ctx.get(path, KEY));
    assert.equal(body.success, true);
    // deno-lint-ignore no-explicit-any
    return schema ? assertShape(schema as any, body.data) as T : body.data;
  };
  try {
    const board = await data<Board>("/api/markets", MarketBoard);

    await t.step("/api/markets: by volume, 20 by default, priced by our pricer", async () => {
      assert.equal(board.items.length, 20);
      assert.equal(board.sort, "volume");
      assert.ok(board.total > 100);
      const volumes = board.items.map((m) => m.volume);
      assert.deepEqual(volumes, [...volumes].sort((a, b) => b - a));
      for (const m of board.items) {
        assert.equal(m.market_id, `${m.event_id}:${m.market_type}`);
        assert.ok(["open", "suspended"].includes(m.status), m.market_id);
        assert.ok(m.selections.length >= 2);
        assert.ok(m.close_time > m.start_time);
        assert.equal(m.status === "open", m.selections.some((s) => s.status === "open"));
      }
      // The same prices as the public odds of the event.
      for (const m of board.items.slice(0, 3)) {
        const published = oddsOf(
          await bodyOf(await ctx.get(`${PUBLIC}/events/${m.event_id}/${m.market_type}`)),
        );
        for (const s of m.selections) assert.equal(published.get(s.selection_id), s.odds);
      }
    });

    await t.step("volume is the documented model, and deterministic", async () => {
      const m = board.items[0];
      const detail = await data<Detail>(
        `/api/betting/opportunities/opp_${m.event_id.split(":")[1]}`,
      );
      const { tier, overall_score } = detail.league;
      const expected = Math.floor(
        HANDLE_PER_EVENT[tier] * Math.round(overall_score * 100) * CATEGORY_SHARE[m.category] *
          (10 + Math.min(m.activity, 90)) / 100_000,
      );
      assert.equal(m.volume, expected);
      assert.equal(detail.volume, detail.markets.reduce((t, x) => t + x.volume, 0));
      assert.deepEqual(await data<Board>("/api/markets"), board);
    });

    await t.step("sort=activity and sort=ending_soon", async () => {
      const active = await data<Board>("/api/markets?sort=activity&limit=30", MarketBoard);
      const activity = active.items.map((m) => m.activity);
      assert.deepEqual(activity, [...activity].sort((a, b) => b - a));
      assert.ok(activity[0] > 0);
      const ending = await data<Board>("/api/markets?sort=ending_soon&limit=30", MarketBoard);
      assert.equal(ending.sort, "ending_soon");
      const closes = ending.items.map((m) => m.close_time);
      assert.deepEqual(closes, [...closes].sort());
      assert.ok(ending.items.every((m) => m.event_status !== "POSTPONED"), "postponed last");
    });

    await t.step("filters: category, sport, league (id or name), limit", async () => {
      const h2h = await data<Board>("/api/markets?category=head_to_head&limit=50");
      assert.ok(h2h.items.length > 0 && h2h.items.every((m) => m.market_type === "headToHead"));
      const wsl = await data<Board>("/api/markets?sport=wsl&limit=100");
      assert.ok(wsl.total > 0 && wsl.items.every((m) => m.sport === "wsl"));
      const byId = await data<Board>("/api/markets?league=league_wsl&limit=100");
      const byName = await data<Board>("/api/markets?league=world%20surf%20league&limit=100");
      assert.deepEqual(byId, wsl);
      assert.deepEqual(byName, wsl);
      assert.ok(wsl.items.every((m) => m.league_id === "league_wsl"));
      const both = await data<Board>("/api/markets?sport=wsl&category=winner&limit=3");
      assert.equal(both.items.length, 3);
      assert.ok(both.items.every((m) => m.sport === "wsl" && m.category === "winner"));
      const none = await data<Board>("/api/markets?league=league_nosuch");
      assert.deepEqual([none.total, none.items.length], [0, 0]);
    });

    await t.step("activity follows the event log", async () => {
      const m = (await data<Board>("/api/markets?sport=pbr&limit=1")).items[0];
      await ctx.deps.db.insert(eventLog).values({
        type: "result.updated",
        eventId: m.event_id,
        data: "{}",
        createdAt: new Date().toISOString(),
      });
      const after = (await data<Board>("/api/markets?sport=pbr&limit=100")).items
        .find((x) => x.market_id === m.market_id)!;
      assert.equal(after.activity, m.activity + 1);
    });

    await t.step("/api/markets/live: events in play, pages, prices follow heats", async () => {
      const live = await data<Live>("/api/markets/live?limit=100", LiveMarketBoard);
      assert.ok(live.total > 0);
      assert.ok(live.items.every((m) => m.live && ["LIVE", "IN_WINDOW"].includes(m.event_status)));
      const next = await data<Live>("/api/markets/live?limit=2&offset=2");
      assert.deepEqual(
        next.items.map((m) => m.market_id),
        live.items.slice(2, 4).map((m) => m.market_id),
      );
      // A heat of a live event finishes: the event is priced again and its version moves.
      const [heat] = await ctx.deps.db.select({ id: heats.id, eventId: heats.eventId }).from(heats)
        .innerJoin(events, eq(events.id, heats.eventId))
        .where(and(eq(events.status, "LIVE"), eq(heats.status, "LIVE"))).limit(1);
      assert.ok(heat, "a live heat");
      const marketsOf = async () =>
        (await data<Live>(`/api/markets/live?sport=${heat.eventId.split(":")[0]}&limit=100`))
          .items.filter((m) => m.event_id === heat.eventId);
      const before = await marketsOf();
      assert.ok(before.length > 0);
      await ctx.deps.db.update(heats).set({ status: "COMPLETED" }).where(eq(heats.id, heat.id));
      await ctx.deps.pricer.price(heat.eventId, { fresh: true });
      const after = await marketsOf();
      const event = before[0];
      const sport = after.find((m) => m.market_id === event.market_id)!;
      assert.notEqual(sport.price_version, event.price_version);
    });

    const page1 = await data<Page>("/api/betting/opportunities?limit=5", OpportunityPage);

    await t.step(
      "/api/betting/opportunities: pages, live first, no closed by default",
      async () => {
        assert.equal(page1.items.length, 5);
        assert.equal(page1.pages, Math.ceil(page1.total / 5));
        assert.ok(page1.has_more);
        const page2 = await data<Page>("/api/betting/opportunities?limit=5&page=2");
        assert.equal(page2.page, 2);
        const ids = [...page1.items, ...page2.items].map((o) => o.opportunity_id);
        assert.equal(new Set(ids).size, 10);
        const all = await data<Page>("/api/betting/opportunities?limit=100&page=1");
        const order = ["live", "upcoming", "suspended"];
        const ranks = all.items.map((o) => order.indexOf(o.status));
        assert.ok(ranks.every((r) => r >= 0), "no closed ones by default");
        assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b));
        assert.deepEqual(page1.items, all.items.slice(0, 5));
        for (const o of page1.items) {
          assert.ok(o.featured, o.opportunity_id);
          assert.equal(o.featured.event_id, o.event_id);
          assert.equal(o.league.league_id, `league_${o.sport}`);
        }
        const last = await data<Page>(`/api/betting/opportunities?limit=5&page=${page1.pages}`);
        assert.equal(last.has_more, false);
        const beyond = await data<Page>(
          `/api/betting/opportunities?limit=5&page=${page1.pages + 1}`,
        );
        assert.deepEqual(beyond.items, []);
      },
    );

    await t.step("opportunity filters: status, sport, league, search", async () => {
      for (const status of ["upcoming", "live", "suspended", "closed"]) {
        const page = await data<Page>(`/api/betting/opportunities?status=${status}&limit=3`);
        assert.ok(page.total > 0, status);
        assert.ok(page.items.every((o) => o.status === status), status);
      }
      const closed = await data<Page>("/api/betting/opportunities?status=closed&limit=1");
      assert.equal(closed.items[0].featured?.status, "closed");
      const f1 = await data<Page>("/api/betting/opportunities?sport=f1&league=league_f1&limit=100");
      assert.ok(f1.total > 0 && f1.items.every((o) => o.sport === "f1"));
      const name = page1.items[0].event_name;
      const word = name.split(" ").sort((a, b) => b.length - a.length)[0];
      const found = await data<Page>(
        `/api/betting/opportunities?search=${encodeURIComponent(word.toUpperCase())}&limit=100`,
      );
      assert.ok(found.items.some((o) => o.opportunity_id === page1.items[0].opportunity_id));
      const needle = word.toLowerCase();
      for (const o of found.items) {
        const text = [o.event_name, o.league.name, o.venue, o.city, o.country, o.sport].join(" ")
          .toLowerCase();
        // The sport's display name is searched too; the league's name carries it here.
        assert.ok(
          text.includes(needle) || o.league.name.toLowerCase().includes(needle),
          o.event_name,
        );
      }
      const nothing = await data<Page>("/api/betting/opportunities?search=%25%25");
      assert.equal(nothing.total, 0, "LIKE wildcards are literal");
    });

    await t.step("/api/betting/live is status=live", async () => {
      const live = await data<Page>("/api/betting/live?limit=100", OpportunityPage);
      const filtered = await data<Page>("/api/betting/opportunities?status=live&limit=100");
      assert.deepEqual(live, filtered);
      assert.ok(live.total > 0 && live.items.every((o) => o.status === "live"));
    });

    await t.step("/api/betting/opportunities/{id}: every market of the event", async () => {
      const o = page1.items[0];
      const detail = await data<Detail>(
        `/api/betting/opportunities/${o.opportunity_id}`,
        OpportunityDetail,
      );
      assert.equal(detail.opportunity_id, o.opportunity_id);
      assert.equal(detail.markets.length, o.markets_count);
      assert.deepEqual(detail.featured, o.featured);
      assert.ok(detail.markets.some((m) => m.market_id === o.featured!.market_id));
      assert.ok(Array.isArray(detail.league.gaps) && Array.isArray(detail.league.strengths));
      const closed =
        (await data<Page>("/api/betting/opportunities?status=closed&limit=1")).items[0];
      const over = await data<Detail>(`/api/betting/opportunities/${closed.opportunity_id}`);
      assert.ok(over.markets.every((m) => m.status === "closed"));
    });

    await t.step("literal routes win: /live paths are not opportunity ids", async () => {
      const live = await bodyOf<{ data: Live }>(await ctx.get("/api/markets/live?limit=1", KEY));
      assert.equal(live.data.items[0].live, true);
      const liveOpps = await bodyOf<{ data: Page }>(
        await ctx.get("/api/betting/live?limit=1", KEY),
      );
      assert.equal(liveOpps.data.items[0].status, "live");
      // Under /opportunities/, `live` is an id of the wrong form: 422, never the live list.
      const res = await ctx.get("/api/betting/opportunities/live", KEY);
      const body = await bodyOf<{ error: { details: { issues: { field: string }[] } } }>(res, 422);
      assert.equal(body.error.details.issues[0].field, "opportunity_id");
    });

    await t.step("placement's building blocks: currentSelection, quote, SGP parlay", async () => {
      const m = (await data<Board>("/api/markets?sport=wsl&category=winner&limit=1")).items[0];
      const open = m.selections.filter((s) => s.status === "open");
      const selection = await currentSelection(ctx.deps.db, ctx.deps.pricer, open[0].selection_id);
      assert.equal(selection.odds, open[0].odds);
      assert.equal(selection.market_id, m.market_id);
      assert.equal(selection.status, "open");
      assert.equal(quote(selection, open[0].odds, 0).odds, open[0].odds);
      // A parlay of two legs of one event, priced jointly by the SGP pricer.
      const other =
        (await data<Detail>(`/api/betting/opportunities/opp_${m.event_id.split(":")[1]}`))
          .markets.find((x) => x.market_type === "podiums")!;
      const leg2 = other.selections.find((s) =>
        s.status === "open" &&
        s.selection_id.split(":").at(-1) !== open[0].selection_id.split(":").at(-1)
      )!;
      const legs = [
        selection,
        await currentSelection(ctx.deps.db, ctx.deps.pricer, leg2.selection_id),
      ];
      const price = await priceParlay(ctx.deps.pricer, m.event_id, legs);
      const sgp = await priceSgp(ctx.deps.pricer, m.event_id, legs.map((l) => l.selection_id));
      assert.equal(price.odds_x100, Math.floor(sgp.decimalOdds * 100 + 1e-9));
      assert.equal(Object.keys(price.void_odds_x100).length, 2);
      const struck = quoteParlay(price, price.odds_x100 / 100, 0);
      const won = settle({ kind: "parlay", stake: 100, ...struck }, {
        [legs[0].selection_id]: { kind: "WIN" },
        [legs[1].selection_id]: { kind: "VOID" },
      });
      // The void leg drops out: paid at the SGP price of the leg left.
      assert.equal(won.odds_x100, price.void_odds_x100[legs[0].selection_id]);
      // Over or postponed events: placement would be refused with the typed reason.
      for (
        const [status, reason] of [["closed", "market_closed"], ["suspended", "market_suspended"]]
      ) {
        const o =
          (await data<Page>(`/api/betting/opportunities?status=${status}&limit=1`)).items[0];
        const pick = o.featured!.selections[0];
        const now = await currentSelection(ctx.deps.db, ctx.deps.pricer, pick.selection_id);
        assert.equal(now.status, status);
        assert.throws(() => quote(now, pick.odds, 1), (err: unknown) => {
          assert.ok(err instanceof QuoteRefused);
          assert.equal(err.reason, reason);
          return true;
        });
      }
    });
  } finally {
    await ctx.close();
  }
});
