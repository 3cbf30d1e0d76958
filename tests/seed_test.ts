import assert from "node:assert/strict";
import { count, eq, sql } from "drizzle-orm";
import { generateDemoData } from "../db/seed/mod.ts";
import * as schema from "../db/schema/mod.ts";
import { EVENT_STATUSES, SPORT_TYPES, SPORTS } from "../services/sports/catalog.ts";
import { createTestContext, NOW } from "./helpers.ts";

const data = generateDemoData({ seed: 42, anchor: NOW });

Deno.test("demo data: every sport type has a season in every status", () => {
  assert.deepEqual(data.sports.map((s) => s.sportType).sort(), [...SPORT_TYPES].sort());
  for (const sport of SPORT_TYPES) {
    const events = data.events.filter((e) => e.sportType === sport);
    assert.ok(events.length >= 20, `${sport}: ${events.length} events`);
    assert.deepEqual(new Set(events.map((e) => e.status)), new Set(EVENT_STATUSES), sport);
    const anchor = NOW.getTime();
    assert.ok(
      events.some((e) => Date.parse(e.startDate) < anchor - 30 * 86_400_000),
      `${sport} past`,
    );
    assert.ok(
      events.some((e) => Date.parse(e.startDate) > anchor + 30 * 86_400_000),
      `${sport} future`,
    );
  }
});

Deno.test("demo data: statuses agree with the dates around the anchor day", () => {
  const anchor = NOW.getTime();
  for (const e of data.events) {
    const start = Date.parse(e.startDate);
    const end = Date.parse(e.endDate);
    assert.ok(end > start, e.id);
    if (e.status === "COMPLETED") assert.ok(end <= anchor, `${e.id} completed in the future`);
    if (e.status === "LIVE" || e.status === "IN_WINDOW") {
      assert.ok(start <= anchor && end >= anchor - 86_400_000, e.id);
    }
    if (e.status === "NEXT" || e.status === "UPCOMING") assert.ok(start > anchor, e.id);
  }
});

Deno.test("demo data: at least 6,000 athlete-in-heat rows, with unique ids", () => {
  assert.ok(data.heatResults.length >= 6000, String(data.heatResults.length));
  for (
    const table of [
      data.events,
      data.athletes,
      data.heats,
      data.rounds,
      data.participants,
      data.heatResults,
    ]
  ) {
    const ids = table.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length);
  }
  const numeric = data.events.map((e) => e.numericEventId);
  assert.equal(new Set(numeric).size, numeric.length);
});

Deno.test("demo data: ids follow the spec's forms", () => {
  const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
  for (const e of data.events) {
    if (e.sportType === "jaialai") {
      assert.match(e.id, /^jaialai:\d{4}-\d{2}-\d{2}_[a-z]+-vs-[a-z]+$/);
      assert.equal(e.id.slice(8, 18), e.startDate.slice(0, 10));
    } else {
      assert.match(e.id, new RegExp(`^${e.sportType}:${uuid}$`));
    }
    assert.match(e.uuid, new RegExp(`^${uuid}$`));
    assert.ok(Number.isSafeInteger(e.numericEventId) && Number.isSafeInteger(e.referenceId));
  }
});

Deno.test("demo data: athletes carry every Athlete field, some with a team", () => {
  for (const a of data.athletes) {
    for (
      const field of ["firstName", "lastName", "nationality", "hometown", "providerId"] as const
    ) {
      assert.ok(a[field].length > 0, `${a.id} ${field}`);
    }
    assert.equal(typeof a.middleName, "string");
    assert.match(a.height, /^\d+$/);
    assert.match(a.weight, /^\d+$/);
    assert.ok(["men", "women"].includes(a.gender));
    assert.ok(!Number.isNaN(Date.parse(a.dob)));
    assert.ok(Number.isFinite(a.strength));
  }
  assert.ok(data.athletes.some((a) => a.teamId) && data.athletes.some((a) => !a.teamId));
  assert.ok(data.athletes.some((a) => a.gender === "women"));
  const fighters = data.athletes.filter((a) => a.sportType === "bkfc");
  assert.ok(fighters.every((a) => a.weightClass && a.stance));
  assert.ok(data.teams.every((t) => Number.isFinite(t.strength)));
});

Deno.test("demo data: formats fit the sport", () => {
  const heatsOf = (sport: string, status = "COMPLETED") => {
    const event = data.events.find((e) => e.sportType === sport && e.status === status)!;
    return { event, heats: data.heats.filter((h) => h.eventId === event.id) };
  };
  const linesOf = (heatId: string) => data.heatResults.filter((r) => r.heatId === heatId);

  // Fights: two fighters a bout, of one weight class where the roster allows.
  const fights = heatsOf("bkfc");
  assert.equal(fights.heats.length, 10);
  assert.equal(fights.heats.at(-1)!.name, "Main Event");
  for (const h of fights.heats) {
    const lines = linesOf(h.id);
    assert.equal(lines.length, 2);
    assert.deepEqual(lines.map((l) => l.position).sort(), [1, 2]);
    assert.ok(JSON.parse(lines[0].detail!).method);
  }
  // Bull riding: a qualified ride scores, a buck-off does not.
  for (const h of heatsOf("pbr").heats) {
    for (const l of linesOf(h.id)) {
      assert.equal(l.status === "NO_SCORE", l.score === 0);
      if (l.status === "FINISHED") assert.equal(JSON.parse(l.detail!).rideTimeSeconds, 8);
    }
  }
  // Drag racing: a 16-car qualifying then an elimination ladder of pairs.
  const drag = heatsOf("nhra");
  const sizes = drag.heats.map((h) => linesOf(h.id).length);
  assert.deepEqual(sizes, [16, ...Array(15).fill(2)]);
  // Disc golf: four rounds of the whole field, strokes per hole adding up.
  for (const h of heatsOf("dgpt").heats) {
    for (const l of linesOf(h.id)) {
      assert.equal(JSON.parse(l.scores!).reduce((a: number, b: number) => a + b, 0), l.score);
    }
  }
  // Jai Alai: eight posts a game; doubles games seat two players a post.
  for (const h of heatsOf("jaialai").heats) {
    const posts = new Set(linesOf(h.id).map((l) => l.seedNo));
    assert.equal(posts.size, 8);
  }
  // Team games: two rosters; each period's lines carry the side and the score.
  for (const h of heatsOf("masl").heats) {
    const sides = new Set(linesOf(h.id).map((l) => JSON.parse(l.detail!).side));
    assert.deepEqual([...sides].sort(), ["away", "home"]);
  }
});

Deno.test("demo data: completed results follow the strengths", () => {
  // Winners of completed events are stronger than their fields on average, for every sport.
  const strength = new Map(data.athletes.map((a) => [a.id, a.strength]));
  let winners = 0;
  let field = 0;
  let n = 0;
  for (const e of data.events.filter((x) => x.status === "COMPLETED")) {
    const ps = data.participants.filter((p) => p.eventId === e.id && p.finalPosition !== null);
    const winner = ps.filter((p) => p.finalPosition === 1);
    if (!winner.length) continue;
    winners += winner.reduce((s, p) => s + strength.get(p.athleteId)!, 0) / winner.length;
    field += ps.reduce((s, p) => s + strength.get(p.athleteId)!, 0) / ps.length;
    n++;
  }
  assert.ok(n > 200, String(n));
  assert.ok(winners / n > field / n + 0.3, `winners ${winners / n} vs field ${field / n}`);
  // Every completed heat has a full set of positions; unfinished ones have none.
  const completedHeats = new Set(
    data.heats.filter((h) => h.status === "COMPLETED").map((h) => h.id),
  );
  for (const r of data.heatResults) {
    assert.equal(completedHeats.has(r.heatId), r.position !== null, r.heatId);
  }
});

Deno.test("demo data: the same seed gives the same data, another seed other data", () => {
  const again = generateDemoData({ seed: 42, anchor: new Date("2026-11-21T23:59:00Z") });
  assert.deepEqual(again, data);
  const other = generateDemoData({ seed: 7, anchor: NOW });
  assert.notDeepEqual(other.events.map((e) => e.id), data.events.map((e) => e.id));
  assert.equal(other.events.length, data.events.length);
  assert.equal(SPORTS.length, 31);
});

Deno.test("demo data: a first start seeds the database once", async () => {
  const ctx = await createTestContext();
  const { db } = ctx.deps;
  const [{ n }] = await db.select({ n: count() }).from(schema.heatResults);
  assert.equal(n, data.heatResults.length);
  const [seed] = await db.select().from(schema.meta).where(eq(schema.meta.key, "demo_seed"));
  assert.equal(seed.value, "42");
  // What is stored equals what the generator made.
  const stored = await db.select().from(schema.events).orderBy(sql`rowid`);
  assert.deepEqual(stored.map((e) => e.id), data.events.map((e) => e.id));
  await ctx.close();
});
