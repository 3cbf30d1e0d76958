import assert from "node:assert/strict";
import { tours } from "../db/schema/mod.ts";
import { CoverageGrid, CoveredSportList, SportsbookList } from "../routes/sportsbooks/schemas.ts";
import { ODD_TYPES, offeredOddTypes } from "../services/pricing/mod.ts";
import { SPORT_TYPES, sportDef } from "../services/sports/catalog.ts";
import { assertShape, bodyOf, createTestContext, type TestContext } from "./helpers.ts";

const BASE = "/v1/sportsbook-coverage";

/** Operators that exist: none of the demo data's books may carry one of these names. */
const REAL_BOOKS = [
  "draftkings",
  "fanduel",
  "betmgm",
  "caesars",
  "bet365",
  "william hill",
  "pointsbet",
  "betfair",
  "paddy power",
  "unibet",
  "ladbrokes",
  "coral",
  "betway",
  "betrivers",
  "pinnacle",
  "bovada",
  "sportsbet",
  "tab",
];

async function idToken(ctx: TestContext) {
  const res = await ctx.send("POST", "/api/v1/auth/login", {
    json: { email: "admin@altsports.dev", password: "altsports-admin-demo" },
  });
  return { Authorization: `Bearer ${(await res.json()).id_token}` };
}

Deno.test("sportsbook coverage: happy paths", async (t) => {
  const ctx = await createTestContext();
  try {
    const books = assertShape(SportsbookList, await bodyOf(await ctx.get(`${BASE}/sportsbooks`)));
    const tourIds = new Set((await ctx.deps.db.select().from(tours)).map((r) => `league_${r.id}`));

    await t.step("invented sportsbooks, marked fictional", () => {
      assert.equal(books.total, 8);
      assert.equal(books.has_more, false);
      for (const book of books.items) {
        assert.equal(book.fictional, true);
        const name = book.name.toLowerCase();
        assert.ok(!REAL_BOOKS.some((real) => name.includes(real)), book.name);
      }
    });

    await t.step("coverage uses the 31 sports, the tours as leagues, the sports' markets", () => {
      for (const book of books.items) {
        assert.equal(book.sports_count, book.coverage.length);
        for (const c of book.coverage) {
          assert.ok(SPORT_TYPES.includes(c.sport));
          const offered = offeredOddTypes(sportDef(c.sport).format, Infinity);
          assert.ok(c.markets.length > 0 && c.markets.every((m) => offered.includes(m)));
          assert.ok(c.league_ids.length > 0 && c.league_ids.every((l) => tourIds.has(l)));
        }
        assert.ok(book.markets.every((m) => ODD_TYPES.includes(m)));
      }
      // Between them, the books cover every market type somewhere.
      assert.deepEqual(
        [...new Set(books.items.flatMap((b) => b.markets))].sort(),
        [...ODD_TYPES].sort(),
      );
    });

    await t.step("sports and the grid agree with the books", async () => {
      const sports = assertShape(
        CoveredSportList,
        await bodyOf(await ctx.get(`${BASE}/sports?limit=100`)),
      );
      const grid = assertShape(
        CoverageGrid,
        await bodyOf(await ctx.get(`${BASE}/coverage-grid?limit=100`)),
      );
      assert.equal(sports.total, 31);
      assert.deepEqual(sports.items.map((s) => s.sport), [...SPORT_TYPES]);
      assert.deepEqual(grid.sportsbooks.map((b) => b.id), books.items.map((b) => b.id));
      for (const [k, row] of grid.items.entries()) {
        const sport = sports.items[k];
        assert.equal(row.sport, sport.sport);
        assert.equal(row.cells.length, 8);
        const covering = row.cells.filter((c) => c.covered).map((c) => c.sportsbook_id);
        assert.deepEqual(covering, sport.sportsbook_ids);
        assert.equal(sport.sportsbooks_count, covering.length);
        for (const cell of row.cells) {
          const own = books.items.find((b) => b.id === cell.sportsbook_id)!.coverage
            .find((c) => c.sport === row.sport);
          assert.deepEqual(cell.markets, own?.markets ?? []);
          assert.deepEqual(cell.league_ids, own?.league_ids ?? []);
        }
      }
    });

    await t.step("pages: limit, offset, has_more", async () => {
      const first = await bodyOf<{ items: unknown[]; has_more: boolean; total: number }>(
        await ctx.get(`${BASE}/sports?limit=10`),
      );
      assert.equal(first.items.length, 10);
      assert.equal(first.has_more, true);
      const last = await bodyOf<{ items: { sport: string }[]; has_more: boolean; offset: number }>(
        await ctx.get(`${BASE}/coverage-grid?limit=10&offset=30`),
      );
      assert.deepEqual(last.items.map((r) => r.sport), ["spectation"]);
      assert.equal(last.has_more, false);
      assert.equal(last.offset, 30);
    });

    await t.step("an ID token reads it too", async () => {
      const res = await ctx.send("GET", `${BASE}/sportsbooks`, { headers: await idToken(ctx) });
      assert.deepEqual(await bodyOf(res), books);
    });

    await t.step(
      "deterministic from DEMO_SEED: same seed same books, another seed not",
      async () => {
        const again = await createTestContext();
        const other = await createTestContext({ DEMO_SEED: "7" });
        try {
          assert.deepEqual(await bodyOf(await again.get(`${BASE}/sportsbooks`)), books);
          const moved = await bodyOf<typeof books>(await other.get(`${BASE}/sportsbooks`));
          assert.deepEqual(moved.items.map((b) => b.name), books.items.map((b) => b.name));
          assert.notDeepEqual(
            moved.items.map((b) => b.coverage),
            books.items.map((b) => b.coverage),
          );
        } finally {
          await again.close();
          await other.close();
        }
      },
    );
  } finally {
    await ctx.close();
  }
});
