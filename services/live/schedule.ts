/**
 * The demo season's schedule as live play sees it: the plan of how every event still to come
 * plays out (from the seed, the anchor day and the days carried on), and the rolling of the
 * schedule, so a database seeded once never runs out of events. The rule: every event day up to
 * `SCHEDULE_AHEAD_DAYS` after now is laid out. Once the seeded season (about 144 days past its
 * anchor day) reaches less far, the generator carries every sport's season on by the next event
 * day (one event per sport, 12 days after the previous), exactly as it would have drawn it had
 * the season been longer, and each new event is logged as `event.created`.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  carriedDaysThrough,
  type DemoData,
  type DemoPlan,
  generateDemoData,
} from "../../db/seed/generate.ts";
import * as schema from "../../db/schema/mod.ts";
import type { EventLog, LogEntry } from "../event_log/mod.ts";

/** How far ahead of now the schedule always reaches. */
export const SCHEDULE_AHEAD_DAYS = 30;
const DAY = 86_400_000;

/** What `meta` says of the demo season of a database. */
interface DemoSeason {
  seed: number;
  anchor: string;
  /** Event days carried on past the seeded season so far. */
  carried: number;
}

async function seasonOf(db: Database): Promise<DemoSeason | undefined> {
  const rows = await db.select().from(schema.meta)
    .where(inArray(schema.meta.key, ["demo_seed", "demo_anchor", "demo_carried"]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const seed = value("demo_seed");
  const anchor = value("demo_anchor");
  if (seed === undefined || anchor === undefined) return undefined;
  return { seed: Number(seed), anchor, carried: Number(value("demo_carried") ?? 0) };
}

const generate = (season: DemoSeason) =>
  generateDemoData({
    seed: season.seed,
    anchor: new Date(`${season.anchor}T00:00:00.000Z`),
    plan: true,
    carried: season.carried,
  });

/**
 * Plans made lately, by seed, anchor and days carried on: production's and the sandbox's (each
 * made in about a quarter second, again only when a day is carried on or the sandbox resets).
 */
const plans = new Map<string, DemoPlan>();
const PLANS_KEPT = 4;

function remember(season: DemoSeason, plan: DemoPlan) {
  const key = `${season.seed}/${season.anchor}/${season.carried}`;
  plans.delete(key);
  if (plans.size >= PLANS_KEPT) plans.delete(plans.keys().next().value!);
  plans.set(key, plan);
}

/** The plan of the database's demo season; undefined when it holds no demo season. */
export async function planOf(db: Database): Promise<DemoPlan | undefined> {
  const season = await seasonOf(db);
  if (!season) return undefined;
  const key = `${season.seed}/${season.anchor}/${season.carried}`;
  let plan = plans.get(key);
  if (!plan) remember(season, plan = generate(season).plan!);
  return plan;
}

type Tables = [keyof DemoData, (typeof schema)[keyof typeof schema]][];

/** The rows of an event, child tables after their parents. */
const TABLES = [
  ["events", schema.events],
  ["eventTeams", schema.eventTeams],
  ["rounds", schema.rounds],
  ["heats", schema.heats],
  ["participants", schema.eventParticipants],
  ["heatResults", schema.heatResults],
] as const satisfies Tables;

/**
 * Carries the demo season on until its event days reach `SCHEDULE_AHEAD_DAYS` past `now`,
 * appending an `event.created` entry per new event in the same transaction, and publishing them
 * after it commits. Idempotent: for the same `now` (or an earlier one) it adds nothing, and the
 * same seed and day always give the same events, whenever and in how many steps they are added.
 * Cheap when nothing is due (one read of `meta`).
 */
export async function rollSchedule(db: Database, log: EventLog, now: Date): Promise<LogEntry[]> {
  const season = await seasonOf(db);
  if (!season) return [];
  const want = carriedDaysThrough(
    new Date(`${season.anchor}T00:00:00.000Z`),
    new Date(now.getTime() + SCHEDULE_AHEAD_DAYS * DAY),
  );
  if (want <= season.carried) return [];
  const next = { ...season, carried: want };
  const data = generate(next);
  const ids = new Set(data.carriedDays.slice(season.carried).flat());
  const stamp = now.toISOString();
  const entries = await db.transaction(async (tx) => {
    // Another run (or instance) may have carried it on meanwhile: then this one adds nothing.
    const [row] = await tx.select().from(schema.meta).where(eq(schema.meta.key, "demo_carried"));
    if (Number(row?.value ?? 0) !== season.carried) return [];
    for (const [name, table] of TABLES) {
      const rows = (data[name] as { eventId?: string; id?: string }[])
        .filter((r) => ids.has(name === "events" ? r.id! : r.eventId!))
        // A new event and its rounds were last changed now, when they were laid out.
        .map((r) => name === "events" || name === "rounds" ? { ...r, updatedAt: stamp } : r);
      for (let i = 0; i < rows.length; i += 400) {
        await tx.insert(table).values(rows.slice(i, i + 400) as never);
      }
    }
    await tx.insert(schema.meta).values({ key: "demo_carried", value: String(want) })
      .onConflictDoUpdate({ target: schema.meta.key, set: { value: sql`excluded.value` } });
    const created = data.events.filter((e) => ids.has(e.id));
    return await log.append(
      tx,
      created.map((e) => ({
        type: "event.created" as const,
        event_id: e.id,
        data: {
          sport_type: e.sportType,
          name: e.name,
          status: e.status,
          start_date: e.startDate,
          end_date: e.endDate,
          tour_id: e.tourId,
          venue: e.venue,
          city: e.city,
          country: e.country,
          participants_available: e.participantsAvailable,
        },
      })),
      now,
    );
  });
  remember(next, data.plan!);
  log.publish(entries);
  return entries;
}
