import assert from "node:assert/strict";
import { and, eq, inArray, ne } from "drizzle-orm";
import { carriedDaysThrough, generateDemoData, SPACING_DAYS } from "../db/seed/generate.ts";
import { events, heats, meta } from "../db/schema/mod.ts";
import { advance } from "../services/live/mod.ts";
import { rollSchedule, SCHEDULE_AHEAD_DAYS } from "../services/live/schedule.ts";
import { SPORTS } from "../services/sports/catalog.ts";
import { createTestContext, NOW, type TestContext } from "./helpers.ts";

/**
 * The demo schedule rolls: a database seeded once keeps SCHEDULE_AHEAD_DAYS of event days ahead
 * of the clock, each new event drawn by the same generator from the seed (so the same seed and day
 * give the same events however they are reached) and logged as `event.created`.
 */

const DAY = 86_400_000;
const ANCHOR = new Date("2026-11-21T00:00:00.000Z");
const at = (days: number) => new Date(ANCHOR.getTime() + days * DAY);

Deno.test("demo generator: days carried on leave the seeded rows as they were", () => {
  const seeded = generateDemoData({ seed: 42, anchor: ANCHOR });
  const carried = generateDemoData({ seed: 42, anchor: ANCHOR, carried: 2 });
  const one = generateDemoData({ seed: 42, anchor: ANCHOR, carried: 1 });
  for (
    const table of [
      "sports",
      "tours",
      "teams",
      "athletes",
      "events",
      "eventTeams",
      "rounds",
      "heats",
      "participants",
      "heatResults",
    ] as const
  ) {
    const rows = carried[table] as unknown[];
    assert.deepEqual(rows.slice(0, seeded[table].length), seeded[table], table);
  }
  assert.deepEqual(carried.carriedDays.map((d) => d.length), [SPORTS.length, SPORTS.length]);
  assert.deepEqual(one.carriedDays[0], carried.carriedDays[0], "a day is the same in any run");
  const ids = carried.events.map((e) => e.id);
  assert.equal(new Set(ids).size, ids.length, "no id repeats");
  for (const key of ["referenceId", "numericEventId", "uuid"] as const) {
    assert.equal(new Set(carried.events.map((e) => e[key])).size, ids.length, key);
  }
  const day = carried.events.filter((e) => carried.carriedDays[1].includes(e.id));
  const last = Math.max(...seeded.events.map((e) => Date.parse(e.startDate)));
  for (const e of day) {
    assert.equal(e.status, "UPCOMING");
    assert.ok(e.participantsAvailable, "a carried event is laid out with its field");
    const start = Date.parse(e.startDate);
    assert.ok(start > last + (SPACING_DAYS - 1) * DAY, `${e.id} after the seeded season`);
  }
  // The rule: every event day up to the given time; none while the seeded season reaches it.
  assert.equal(carriedDaysThrough(ANCHOR, at(100)), 0);
  assert.equal(carriedDaysThrough(ANCHOR, at(155)), 0);
  assert.equal(carriedDaysThrough(ANCHOR, at(156)), 1);
  assert.equal(carriedDaysThrough(ANCHOR, at(168)), 2);
});

async function carriedRows(ctx: TestContext) {
  const rows = await ctx.deps.db.select().from(events).where(
    inArray(
      events.id,
      (await ctx.deps.eventLog.read(0, { limit: 10_000 }))
        .filter((e) => e.type === "event.created").map((e) => e.event_id),
    ),
  ).orderBy(events.id);
  // As laid out (status and time of the last change move on as they play).
  return rows.map(({ updatedAt: _, status: __, ...r }) => r);
}

Deno.test("live play rolls the demo schedule on, once per day, the same in any steps", async () => {
  let now = new Date(NOW);
  const ctx = await createTestContext({ PRICING_SIMULATIONS: "1000" }, { clock: () => now });
  let direct: TestContext | undefined;
  try {
    const { db, eventLog } = ctx.deps;
    const [anchor] = await db.select().from(meta).where(eq(meta.key, "demo_anchor"));
    assert.equal(anchor.value, ANCHOR.toISOString().slice(0, 10));
    assert.deepEqual(await rollSchedule(db, eventLog, now), [], "the seeded season reaches far");

    // 130 days on, the seeded season reaches less than SCHEDULE_AHEAD_DAYS ahead.
    now = at(130);
    const first = await rollSchedule(db, eventLog, now);
    assert.equal(first.length, SPORTS.length, "one event day: an event of every sport");
    assert.deepEqual(await rollSchedule(db, eventLog, now), [], "the same time adds nothing");
    for (const entry of first) {
      assert.equal(entry.type, "event.created");
      const { data } = entry;
      assert.deepEqual(Object.keys(data).sort(), [
        "city",
        "country",
        "end_date",
        "name",
        "participants_available",
        "sport_type",
        "start_date",
        "status",
        "tour_id",
        "venue",
      ]);
      assert.equal(data.status, "UPCOMING");
      assert.ok(Date.parse(String(data.start_date)) > now.getTime());
      assert.ok(Date.parse(String(data.end_date)) > Date.parse(String(data.start_date)));
      const [row] = await db.select().from(events).where(eq(events.id, entry.event_id));
      assert.equal(row.name, data.name);
      assert.equal(row.sportType, data.sport_type);
      assert.equal(row.updatedAt, now.toISOString());
    }
    const horizon = now.getTime() + SCHEDULE_AHEAD_DAYS * DAY;
    const latest = Math.max(...first.map((e) => Date.parse(String(e.data.start_date))));
    // Every event day up to SCHEDULE_AHEAD_DAYS ahead is laid out: the next one lies beyond.
    assert.ok(latest + SPACING_DAYS * DAY > horizon, "the next event day lies beyond");
    assert.ok(latest <= horizon + DAY);

    // Live play carries it on by itself, and hands the new entries on with the rest.
    now = at(160);
    const played = await advance(db, eventLog, now, { pricer: ctx.deps.pricer });
    const created = played.entries.filter((e) => e.type === "event.created");
    assert.equal(created.length, 2 * SPORTS.length);
    const [carried] = await db.select().from(meta).where(eq(meta.key, "demo_carried"));
    assert.equal(carried.value, "3");

    // Reached in one step from the same seed, the schedule holds the same events.
    // (Seeded on the same anchor day as the first.)
    direct = await createTestContext({ PRICING_SIMULATIONS: "1000" }, { clock: () => NOW });
    const once = await rollSchedule(direct.deps.db, direct.deps.eventLog, now);
    assert.equal(once.length, 3 * SPORTS.length);
    assert.deepEqual(await carriedRows(direct), await carriedRows(ctx));

    // A carried event plays like a seeded one: results from the plan, final positions.
    const target = (await carriedRows(ctx)).find((e) => e.sportType === "wsl")!;
    await db.update(events).set({ status: "COMPLETED" })
      .where(and(ne(events.id, target.id), ne(events.status, "COMPLETED")));
    now = new Date(Date.parse(target.endDate) + 2 * DAY);
    const end = await advance(db, eventLog, now, { pricer: ctx.deps.pricer });
    const own = end.entries.filter((e) => e.event_id === target.id);
    const results = own.filter((e) => e.type === "result.updated");
    assert.ok(results.length > 0);
    assert.ok(results.every((e) => (e.data.results as unknown[]).length > 0), "lines planned");
    const completed = own.find((e) => e.type === "event.completed")!;
    assert.ok((completed.data.standings as unknown[]).length > 0);
    const left = await db.select().from(heats).where(eq(heats.eventId, target.id));
    assert.ok(left.every((h) => h.status === "COMPLETED" || h.status === "CANCELLED"));
  } finally {
    await ctx.close();
    await direct?.close();
  }
});
