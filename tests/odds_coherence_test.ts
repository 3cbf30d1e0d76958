/**
 * The pricing model's promises, checked on every sport that has each market: fair
 * probabilities add up as they must, offered odds carry a margin but never beat fair, and a
 * closed-form Plackett–Luce value agrees with the simulation within its error.
 */
import assert from "node:assert/strict";
import { and, eq, inArray } from "drizzle-orm";
import { events, heatResults } from "../db/schema/mod.ts";
import { dataVersion, loadPricingInput } from "../services/pricing/input.ts";
import { OVERROUND } from "../services/pricing/margin.ts";
import { checkOffered } from "../services/pricing/markets.ts";
import {
  createPricer,
  MIN_SIMULATIONS,
  ODD_TYPES,
  type OddType,
  REFERENCE_LINES,
  simulationsFor,
} from "../services/pricing/mod.ts";
import type { Outcome } from "../services/pricing/outcomes.ts";
import { SPORT_TYPES } from "../services/sports/catalog.ts";
import { createTestContext } from "./helpers.ts";

const close = (a: number, b: number, tol: number, what: string) =>
  assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b}`);

Deno.test("odds coherence on every sport", async (t) => {
  const ctx = await createTestContext();
  const { db } = ctx.deps;
  const pricer = createPricer(db, { sims: 4000 });
  const upcoming = await db.select().from(events)
    .where(and(eq(events.status, "NEXT"), eq(events.participantsAvailable, true)));

  for (const sport of SPORT_TYPES) {
    const event = upcoming.find((e) => e.sportType === sport);
    if (!event) continue;
    await t.step(sport, async () => {
      const priced = await pricer.price(event.id);
      const offered = ODD_TYPES.filter((o) => {
        try {
          checkOffered(priced.input, o);
          return true;
        } catch {
          return false;
        }
      });
      const market = (o: OddType) => priced.market(o).outcomes;
      const n = priced.input.entrants.length;
      const sum = (xs: Outcome[]) => xs.reduce((a, o) => a + o.probability, 0);
      const byRef = (xs: Outcome[]) =>
        new Map(xs.map((o) => [o.outcomeId.split(":").at(-1)!, o.probability]));

      for (const o of offered) {
        for (const outcome of market(o)) {
          assert.ok(outcome.odds >= 1.01, `${o} odds ${outcome.odds}`);
          if (outcome.status === "OPEN") {
            assert.ok(1 / outcome.odds >= outcome.probability - 1e-9, `${o} ${outcome.outcomeId}`);
          }
        }
      }
      if (offered.includes("eventWinner")) {
        close(sum(market("eventWinner")), 1, 1e-4, "Σ winner");
        close(sum(market("secondPlace")), 1, 1e-4, "Σ second");
        close(sum(market("podiums")), Math.min(3, n), 1e-4, "Σ podium");
        const shows = market("shows");
        for (const place of [1, 2, 3]) {
          close(
            sum(shows.filter((x) => x.outcomeId.split(":")[2] === String(place))),
            1,
            1e-4,
            "Σ show",
          );
        }
        // Winning is showing first; a podium is one of the three shows.
        const win = byRef(market("eventWinner"));
        const podium = byRef(market("podiums"));
        for (const [ref, p] of win) {
          const show = [1, 2, 3].map((k) =>
            shows.find((x) => x.outcomeId.endsWith(`:shows:${k}:${ref}`))!.probability
          );
          close(show[0], p, 1e-6, "show 1 = win");
          close(show[0] + show[1] + show[2], podium.get(ref)!, 3e-6, "shows = podium");
        }
        // Offered over fair, market by market, within the configured band (rounding odds
        // down to the cent only adds to it).
        const places = { eventWinner: 1, secondPlace: 1, podiums: Math.min(3, n) } as const;
        for (const [o, fair] of Object.entries(places) as [keyof typeof places, number][]) {
          const offeredSum = market(o).reduce((a, x) => a + 1 / x.odds, 0);
          const ratio = offeredSum / fair;
          assert.ok(
            ratio >= OVERROUND[o] - 1e-3 && ratio <= OVERROUND[o] + 0.05,
            `${o} overround ${ratio}`,
          );
        }
        // Each exacta row adds up to its first athlete's chance to win.
        const exacta = market("eventExacta");
        const rows = new Map<string, number>();
        for (const x of exacta) {
          const first = x.outcomeId.split(":").at(-1)!.split("-")[0];
          rows.set(first, (rows.get(first) ?? 0) + x.probability);
        }
        for (const [ref, p] of win) close(rows.get(ref) ?? 0, p, 1e-4, "exacta row");
      }
      if (offered.includes("raceTop10")) {
        const [t3, t5, t10] = (["raceTop3", "raceTop5", "raceTop10"] as const).map((o) =>
          byRef(market(o))
        );
        close(sum(market("raceTop3")), 3, 1e-4, "Σ top3");
        close(sum(market("raceTop5")), 5, 1e-4, "Σ top5");
        close(sum(market("raceTop10")), 10, 1e-4, "Σ top10");
        for (const [ref, p] of t3) {
          assert.ok(p <= t5.get(ref)! + 1e-9 && t5.get(ref)! <= t10.get(ref)! + 1e-9, ref);
        }
        close(sum(market("fastestLap")), 1, 1e-4, "Σ fastest lap");
        for (
          const [o, k] of [["raceTop3", 3], ["raceTop5", 5], ["raceTop10", 10], [
            "fastestLap",
            1,
          ]] as const
        ) {
          const ratio = market(o).reduce((a, x) => a + 1 / x.odds, 0) / k;
          assert.ok(ratio >= OVERROUND[o] - 1e-3 && ratio <= OVERROUND[o] + 0.05, `${o} ${ratio}`);
        }
      }
      if (offered.includes("headToHead")) {
        const h2h = market("headToHead");
        const pairs = Map.groupBy(h2h, (x) => x.outcomeId.split(":")[2]);
        for (const [pair, sides] of pairs) close(sum(sides), 1, 2e-6, `h2h ${pair}`);
      }
      if (offered.includes("heatWinner")) {
        const heats = Map.groupBy(market("heatWinner"), (x) => x.outcomeId.split(":")[2]);
        for (const [heat, xs] of heats) close(sum(xs), 1, 1e-4, `heat ${heat}`);
      }
      if (offered.includes("overUnder")) {
        const lines = Map.groupBy(
          market("overUnder"),
          (x) => x.outcomeId.split(":").slice(0, -1).join(":"),
        );
        for (const [line, sides] of lines) close(sum(sides), 1, 2e-6, line);
      }
    });
  }

  await t.step(
    "a single race matches closed-form Plackett–Luce within the simulation's error",
    async () => {
      const f1 = upcoming.find((e) => e.sportType === "f1")!;
      const precise = createPricer(db, { sims: 40_000 });
      const priced = await precise.price(f1.id);
      const input = await loadPricingInput(db, f1.id);
      const w = input.entrants.map((e) => Math.exp(e.strength));
      const total = w.reduce((a, b) => a + b, 0);
      const winner = new Map(
        priced.market("eventWinner").outcomes.map((
          o,
        ) => [o.outcomeId.split(":").at(-1)!, o.probability]),
      );
      const exacta = new Map(
        priced.market("eventExacta", { exactasType: 2 }).outcomes.map((
          o,
        ) => [o.outcomeId.split(":").at(-1)!, o.probability]),
      );
      const se = (p: number) => 4 * Math.sqrt((p * (1 - p)) / 40_000) + 1e-4;
      for (const [i, a] of input.entrants.entries()) {
        const p = w[i] / total;
        close(winner.get(String(a.referenceId))!, p, se(p), `P(${a.referenceId} wins)`);
        for (const [j, b] of input.entrants.entries()) {
          if (i === j) continue;
          const pij = p * w[j] / (total - w[i]);
          close(exacta.get(`${a.referenceId}-${b.referenceId}`)!, pij, se(pij), "exacta");
        }
      }
    },
  );

  await t.step(
    "pricing work is bounded: long formats get fewer runs, never under the floor",
    async () => {
      const runsOf = async (sport: string) => {
        const event = upcoming.find((e) => e.sportType === sport)!;
        return simulationsFor(await loadPricingInput(db, event.id), 10_000);
      };
      assert.equal(await runsOf("f1"), 10_000, "a 20-car race: the full count");
      assert.equal(await runsOf("pbr"), Math.floor((10_000 * REFERENCE_LINES) / 72));
      assert.equal(await runsOf("dgpt"), MIN_SIMULATIONS, "four rounds of 36: the floor");
      const priced = await createPricer(db, { sims: 10_000 }).price(
        upcoming.find((e) => e.sportType === "pbr")!.id,
      );
      assert.equal(priced.ctx.sim.sims, await runsOf("pbr"));
    },
  );

  await t.step("the data fingerprint sees a swap of two places", async () => {
    const done = (await db.select().from(events).where(eq(events.status, "COMPLETED")))
      .find((e) => e.sportType === "f1")!;
    const before = await dataVersion(db, done.id);
    const [a, b] = await db.select().from(heatResults)
      .where(and(eq(heatResults.eventId, done.id), inArray(heatResults.position, [1, 2])));
    await db.update(heatResults).set({ position: b.position }).where(eq(heatResults.id, a.id));
    await db.update(heatResults).set({ position: a.position }).where(eq(heatResults.id, b.id));
    assert.notEqual(await dataVersion(db, done.id), before);
    assert.equal(await dataVersion(db, done.id), await dataVersion(db, done.id));
  });

  await t.step("an event is priced once per model and data version", async () => {
    let now = Date.parse("2026-11-21T12:00:00Z");
    const timed = createPricer(db, { sims: 2000, clock: () => new Date(now), revalidateMs: 1000 });
    const event = upcoming.find((e) => e.sportType === "wsl")!;
    const first = await timed.price(event.id);
    now += 5000;
    assert.equal(await timed.price(event.id), first, "served while it is read again");
    await timed.idle();
    assert.equal(await timed.price(event.id), first, "same data: the same model");
    await db.update(events).set({ updatedAt: "2026-11-21T12:34:56.000Z" }).where(
      eq(events.id, event.id),
    );
    now += 500;
    assert.equal(await timed.price(event.id), first, "read again at most once a second");
    now += 1000;
    assert.equal(await timed.price(event.id), first, "served while the new data is priced");
    await timed.idle();
    const again = await timed.price(event.id);
    assert.notEqual(again, first, "new data: priced afresh");
    assert.notEqual(again.version, first.version);
  });

  await ctx.close();
});
