import assert from "node:assert/strict";
import { z } from "@hono/zod-openapi";
import { FuturesMarket, FuturesOddsResponse } from "../routes/public/futures/schemas.ts";
import type { EventListing, EventParticipant } from "../services/events/mod.ts";
import { RACE_POINTS } from "../services/sports/formats.ts";
import { assertError, assertShape, createTestContext, PUBLIC } from "./helpers.ts";

type Market = z.infer<typeof FuturesMarket>;
type Odds = z.infer<typeof FuturesOddsResponse>;

Deno.test("futures", async (t) => {
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "4000" });
  const markets = assertShape(z.array(FuturesMarket), await ctx.json(`${PUBLIC}/futures`));
  const tourOf = (sport: string) => markets.find((m) => m.sportType === sport)!.tourId;
  const odds = (sport: string, tour: string, type: string) =>
    ctx.json<Odds>(`${PUBLIC}/futures/${sport}/tour/${tour}/odds/${type}`);

  await t.step("lists every tour with season standings, and only those", () => {
    const sports = new Set(markets.map((m) => m.sportType));
    for (const s of ["f1", "wsl", "dgpt", "nll", "masl"]) assert.ok(sports.has(s as never), s);
    for (const s of ["bkfc", "byb", "powerslap", "raf", "jaialai"]) {
      assert.ok(!sports.has(s as never), s);
    }
    for (const sport of sports) {
      assert.ok(markets.some((m) => m.sportType === sport && m.futureType === "champion"));
    }
    assert.ok(
      markets.every((m) => m.status === "OPEN" && m.eventsRemaining > 0 && m.eventsCompleted > 0),
    );
  });

  await t.step("every future adds up and nests", async () => {
    for (const sport of ["f1", "wsl", "pbr", "nll", "dgpt"]) {
      const tour = tourOf(sport);
      const types = markets.filter((m) => m.tourId === tour).map((m) => m.futureType);
      const byType = new Map<string, Odds>();
      for (const type of types) {
        const body = assertShape(FuturesOddsResponse, await odds(sport, tour, type));
        byType.set(type, body);
        const places = type === "top5" ? 5 : type === "top10" ? 10 : 1;
        const total = body.outcomes.reduce((a, o) => a + o.probability, 0);
        assert.ok(Math.abs(total - places) < 1e-3, `${sport} ${type}: ${total}`);
        for (const o of body.outcomes) {
          assert.ok(o.odds >= 1.01);
          if (o.status === "OPEN") assert.ok(1 / o.odds >= o.probability - 1e-9);
        }
      }
      const p = (type: string, id: string) =>
        byType.get(type)?.outcomes.find((o) => o.outcomeId.endsWith(id.split(":").at(-1)!))
          ?.probability;
      for (const o of byType.get("champion")!.outcomes) {
        const top5 = p("top5", o.outcomeId);
        if (top5 !== undefined) assert.ok(o.probability <= top5 + 1e-9);
        const top10 = p("top10", o.outcomeId);
        if (top5 !== undefined && top10 !== undefined) assert.ok(top5 <= top10 + 1e-9);
      }
    }
  });

  await t.step("current points are the completed events' results", async () => {
    const tour = tourOf("f1");
    const body = await odds("f1", tour, "champion");
    const done =
      (await ctx.json<EventListing[]>(`${PUBLIC}/events?sportType=f1&eventStatus=COMPLETED`))
        .filter((e) => e.tour.id === tour);
    const points = new Map<number, number>();
    for (const e of done) {
      for (const p of await ctx.json<EventParticipant[]>(`${PUBLIC}/events/${e.id}/participants`)) {
        if (p.finalPosition) {
          points.set(
            p.athlete.referenceId,
            (points.get(p.athlete.referenceId) ?? 0) + (RACE_POINTS[p.finalPosition - 1] ?? 0),
          );
        }
      }
    }
    for (const o of body.outcomes) {
      assert.equal(o.competitor.type, "athlete");
      if (o.competitor.type === "athlete") {
        assert.equal(o.currentPoints, points.get(o.competitor.athlete.referenceId) ?? 0);
      }
    }
    assert.equal(body.eventsCompleted, done.length);
  });

  await t.step("unknown tours and future types get 404, a bad sport type 400", async () => {
    const f1 = tourOf("f1");
    await assertError(await ctx.get(`${PUBLIC}/futures/f1/tour/nope/odds/champion`), 404, "tourId");
    await assertError(
      await ctx.get(`${PUBLIC}/futures/nll/tour/${f1}/odds/champion`),
      404,
      "tourId",
    );
    await assertError(
      await ctx.get(`${PUBLIC}/futures/f1/tour/${f1}/odds/relegation`),
      404,
      "futureType",
    );
    await assertError(
      await ctx.get(`${PUBLIC}/futures/nll/tour/${tourOf("nll")}/odds/mostWins`),
      404,
      "futureType",
    );
    await assertError(
      await ctx.get(`${PUBLIC}/futures/formula1/tour/${f1}/odds/champion`),
      400,
      "sportType",
    );
    const bkfcTour = (await ctx.json<EventListing[]>(`${PUBLIC}/events?sportType=bkfc`))[0].tour.id;
    await assertError(
      await ctx.get(`${PUBLIC}/futures/bkfc/tour/${bkfcTour}/odds/champion`),
      404,
      "tourId",
    );
  });

  await ctx.close();
});
