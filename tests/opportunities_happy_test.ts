import { eq } from "drizzle-orm";
import assert from "node:assert/strict";
import {
  TopDetail,
  TopList,
  UnderservedDetail,
  UnderservedList,
} from "../routes/opportunities/schemas.ts";
import { onboardingLeagues } from "../db/schema/mod.ts";
import { recordDiscoveredLeague, SYSTEM } from "../services/onboarding/mod.ts";
import { DEMAND_WEIGHT, MARKET_SIZE_USD, READINESS_FACTOR } from "../services/opportunities/mod.ts";
import { assertShape, bodyOf, createTestContext, NOW, TEST_KEY } from "./helpers.ts";

const ADMIN = { "X-API-Key": TEST_KEY };
type Data = { data: unknown };

Deno.test("league opportunities: ranked, filtered, by the documented formulas", async (t) => {
  const ctx = await createTestContext();
  const read = async <S extends Parameters<typeof assertShape>[0]>(schema: S, path: string) =>
    assertShape(schema, (await bodyOf<Data>(await ctx.get(path, ADMIN))).data);

  await t.step("top: every figure follows its formula; best first", async () => {
    const list = await read(TopList, "/api/league/opportunities/top?limit=100");
    assert.ok(list.total >= 20, `${list.total} leagues`);
    assert.equal(list.opportunities.length, list.total);
    for (const o of list.opportunities) {
      assert.equal(o.market_size_usd, MARKET_SIZE_USD[o.catalog_tier]);
      assert.equal(
        o.potential_revenue_usd,
        Math.round(o.market_size_usd * o.overall_score * READINESS_FACTOR[o.readiness_level]),
      );
      assert.ok(
        Math.abs(o.market_growth - (0.6 * (1 - o.sportsbook_coverage) + 0.4 * o.overall_score)) <
          1e-3,
      );
      assert.equal(
        o.opportunity_score,
        Math.round(100 * (0.6 * o.potential_revenue_usd / 5_000_000 + 0.4 * o.market_growth)),
      );
    }
    const scores = list.opportunities.map((o) => o.opportunity_score);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    // Deterministic: the same call gives the same answer.
    assert.deepEqual(await read(TopList, "/api/league/opportunities/top?limit=100"), list);
  });

  await t.step("top: limit, sport and min_score", async () => {
    const all = await read(TopList, "/api/league/opportunities/top?limit=100");
    const three = await read(TopList, "/api/league/opportunities/top?limit=3");
    assert.deepEqual(three.opportunities, all.opportunities.slice(0, 3));
    const sport = all.opportunities[0].sport;
    const one = await read(TopList, `/api/league/opportunities/top?sport=${sport}`);
    assert.ok(one.opportunities.length >= 1);
    assert.ok(one.opportunities.every((o) => o.sport === sport));
    const cut = all.opportunities[5].opportunity_score;
    const min = await read(TopList, `/api/league/opportunities/top?limit=100&min_score=${cut}`);
    assert.ok(min.opportunities.every((o) => o.opportunity_score >= cut));
    assert.equal(min.total, all.opportunities.filter((o) => o.opportunity_score >= cut).length);
  });

  await t.step("top detail: the list's figures with what they rest on", async () => {
    const [first] = (await read(TopList, "/api/league/opportunities/top?limit=1")).opportunities;
    const detail = await read(TopDetail, `/api/league/opportunities/top/${first.opportunity_id}`);
    assert.equal(detail.opportunity_score, first.opportunity_score);
    assert.equal(detail.potential_revenue_usd, first.potential_revenue_usd);
    assert.equal(detail.covering_sportsbooks.length, Math.round(first.sportsbook_coverage * 8));
  });

  await t.step("underserved: the coverage grid's gaps, by demand", async () => {
    const list = await read(
      UnderservedList,
      "/api/league/opportunities/underserved-sportsbook?limit=100",
    );
    assert.ok(list.total > 0);
    for (const u of list.opportunities) {
      assert.ok(u.sportsbooks_covering_league < u.sportsbooks_total);
      assert.ok(u.sportsbooks_covering_league <= u.sportsbooks_covering_sport);
      assert.equal(u.coverage_gap, 1 - u.sportsbooks_covering_league / u.sportsbooks_total);
      assert.equal(
        u.underserved_score,
        Math.round(100 * u.coverage_gap * DEMAND_WEIGHT[u.market_demand]),
      );
      assert.equal(
        u.market_demand,
        u.catalog_tier <= 2 ? "high" : u.catalog_tier === 3 ? "medium" : "low",
      );
    }
    const scores = list.opportunities.map((u) => u.underserved_score);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    const high = await read(
      UnderservedList,
      "/api/league/opportunities/underserved-sportsbook?limit=100&market_demand=high",
    );
    assert.deepEqual(
      high.opportunities,
      list.opportunities.filter((u) => u.market_demand === "high"),
    );
    const first = list.opportunities[0];
    const detail = await read(
      UnderservedDetail,
      `/api/league/opportunities/underserved-sportsbook/${first.opportunity_id}`,
    );
    assert.equal(
      detail.books.filter((b) => b.covers_league).length,
      first.sportsbooks_covering_league,
    );
    assert.equal(
      detail.missing_sportsbooks.length,
      first.sportsbooks_total - first.sportsbooks_covering_league,
    );
    const sport = await read(
      UnderservedList,
      `/api/league/opportunities/underserved-sportsbook?sport=${first.sport}`,
    );
    assert.ok(sport.opportunities.every((u) => u.sport === first.sport));
  });

  await t.step("/api/league/opportunities/... beats /api/league/{league_id}", async () => {
    // A funnel league whose id is literally "opportunities".
    const { league } = await recordDiscoveredLeague(
      ctx.deps.db,
      {
        name: "Shadow League",
        data_source: "manual",
      },
      SYSTEM,
      NOW,
    );
    await ctx.deps.db.update(onboardingLeagues).set({ id: "opportunities" })
      .where(eq(onboardingLeagues.id, league.league_id));
    const status = await bodyOf<{ data: { name: string } }>(
      await ctx.get("/api/league/opportunities", ADMIN),
    );
    assert.equal(status.data.name, "Shadow League", "one segment: the league status");
    for (
      const path of [
        "/api/league/opportunities/top",
        "/api/league/opportunities/underserved-sportsbook",
      ]
    ) {
      const body = await bodyOf<{ data: { opportunities: unknown[] } }>(await ctx.get(path, ADMIN));
      assert.ok(Array.isArray(body.data.opportunities), path);
    }
  });

  await ctx.close();
});
