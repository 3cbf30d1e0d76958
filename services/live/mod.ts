/**
 * Live play: LIVE and IN_WINDOW events (and events whose start has come) advance with the clock,
 * deterministically from the demo seed and the time. Heats start at their start time and finish
 * when the next heat of the event starts (the last one after the same spacing); a finished heat
 * shows the result lines the demo generator simulated for it (strength + Gumbel noise), so the
 * same seed, day and time always give the same state. An event goes LIVE when its first heat
 * starts and is COMPLETED, with its final positions, once its last heat is finished. Each change
 * is appended to the event log in the same transaction as the data it changes. Prices follow by
 * themselves (the pricer re-reads an event whose data fingerprint changed); after heats finish,
 * an `odds.updated` entry gives the new prices of the event's main market. Before play, the demo
 * schedule is rolled on (services/live/schedule.ts).
 */
import { and, asc, eq, getTableColumns, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { DemoPlan } from "../../db/seed/generate.ts";
import { eventParticipants, events, heatResults, heats, rounds } from "../../db/schema/mod.ts";
import type { EventLog, LogEntry, NewLogEntry } from "../event_log/mod.ts";
import { type OddType, offeredOddTypes, type Pricer } from "../pricing/mod.ts";
import { planOf, rollSchedule } from "./schedule.ts";
import type { EventState } from "./socket.ts";

/** Statuses that play on; the others (COMPLETED, CANCELLED, POSTPONED) stay as they are. */
const PLAYING = ["LIVE", "IN_WINDOW", "NEXT", "UPCOMING"] as const;

export interface AdvanceResult {
  /** Events that changed. */
  events: number;
  /** The log entries appended (and published). */
  entries: LogEntry[];
}

type HeatRow = typeof heats.$inferSelect;

/** When each heat finishes: when the next one starts; the last after the spacing before it. */
function finishTimes(list: HeatRow[], endDate: string): Map<string, number> {
  const times = list.map((h) => Date.parse(h.startTime));
  const out = new Map<string, number>();
  list.forEach((h, i) => {
    const next = times[i + 1];
    const gap = i > 0 ? times[i] - times[i - 1] : Date.parse(endDate) - times[i];
    out.set(h.id, next ?? times[i] + Math.max(gap, 60_000));
  });
  return out;
}

export interface AdvanceOptions {
  /**
   * Prices the events whose heats finished, for their `odds.updated` entries. The live-play job
   * always gives it; without one (tools, tests of the log alone) no prices are logged.
   */
  pricer?: Pricer;
}

/**
 * Plays every event whose time has come up to `now`. Idempotent: run again for the same `now`,
 * it changes nothing and appends nothing.
 */
export async function advance(
  db: Database,
  log: EventLog,
  now: Date,
  { pricer }: AdvanceOptions = {},
): Promise<AdvanceResult> {
  // First the schedule reaches far enough ahead (services/live/schedule.ts), then what is due plays.
  const created = await rollSchedule(db, log, now);
  const plan = await planOf(db);
  if (!plan) return { events: 0, entries: [] };
  const due = await db.select().from(events).where(and(
    inArray(events.status, [...PLAYING]),
    lte(events.startDate, now.toISOString()),
  )).orderBy(asc(events.startDate), asc(events.id));
  const appended: LogEntry[] = [...created];
  let changed = 0;
  for (const event of due) {
    const entries = await advanceEvent(db, log, plan, event, now);
    // A completed event's markets are settled by its event.completed entry, which ends its
    // stream: new prices are logged for an event still in play only.
    const finished = entries.filter((e) => e.type === "result.updated");
    const over = entries.some((e) => e.type === "event.completed");
    if (pricer && finished.length && !over) {
      entries.push(...await logPrices(db, log, pricer, event.id, finished, now));
    }
    if (entries.length) changed++;
    appended.push(...entries);
  }
  return { events: changed, entries: appended };
}

/** Every column of a heat result but its id, from the row that conflicted (`excluded`). */
const RESULT_UPSERT = Object.fromEntries(
  Object.entries(getTableColumns(heatResults)).filter(([key]) => key !== "id")
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

async function advanceEvent(
  db: Database,
  log: EventLog,
  plan: DemoPlan,
  event: typeof events.$inferSelect,
  now: Date,
): Promise<LogEntry[]> {
  const at = now.getTime();
  const stamp = now.toISOString();
  const entries = await db.transaction(async (tx) => {
    const list = (await tx.select().from(heats).where(eq(heats.eventId, event.id))
      .orderBy(asc(heats.startTime), asc(heats.heatNo)))
      .filter((h) => h.status !== "CANCELLED");
    const roundList = await tx.select().from(rounds).where(eq(rounds.eventId, event.id));
    const finishAt = finishTimes(list, event.endDate);
    const out: NewLogEntry[] = [];
    const base = { event_id: event.id };
    let status = event.status;
    const started = list.some((h) => Date.parse(h.startTime) <= at);
    if (status !== "LIVE" && started) {
      status = "LIVE";
      out.push({ ...base, type: "event.started", data: { status, previous_status: event.status } });
    }
    const heatStatus = new Map(list.map((h) => [h.id, h.status]));
    for (const heat of list) {
      if (heat.status === "COMPLETED") continue;
      if (finishAt.get(heat.id)! <= at) {
        const lines = plan.results.get(heat.id);
        // One statement per heat: over a remote database each is a round trip, and a first
        // run catches up with a whole day inside this transaction.
        if (lines?.length) {
          await tx.insert(heatResults).values(lines).onConflictDoUpdate({
            target: heatResults.id,
            set: RESULT_UPSERT,
          });
        }
        await tx.update(heats).set({ status: "COMPLETED" }).where(eq(heats.id, heat.id));
        heatStatus.set(heat.id, "COMPLETED");
        out.push({
          ...base,
          type: "result.updated",
          data: {
            heat_id: heat.id,
            heat_name: heat.name,
            round_id: heat.roundId,
            status: "COMPLETED",
            results: (lines ?? []).map((l) => ({
              athlete_id: l.athleteId,
              position: l.position,
              score: l.score,
              time_ms: l.timeMs,
              best_lap_ms: l.bestLapMs,
              points: l.points,
              status: l.status,
              laps: l.lapTimes ? (JSON.parse(l.lapTimes) as unknown[]).length : null,
            })),
          },
        });
      } else if (heat.status === "UPCOMING" && Date.parse(heat.startTime) <= at) {
        await tx.update(heats).set({ status: "LIVE" }).where(eq(heats.id, heat.id));
        await tx.update(heatResults).set({ status: "LIVE" })
          .where(and(eq(heatResults.heatId, heat.id), eq(heatResults.status, "SCHEDULED")));
        heatStatus.set(heat.id, "LIVE");
        out.push({
          ...base,
          type: "event.updated",
          data: { heat_id: heat.id, heat_name: heat.name, round_id: heat.roundId, status: "LIVE" },
        });
      }
    }
    // A round is as far as its heats.
    for (const round of roundList) {
      const own = list.filter((h) => h.roundId === round.id).map((h) => heatStatus.get(h.id));
      if (!own.length || round.status === "CANCELLED") continue;
      const next = own.every((s) => s === "COMPLETED")
        ? "COMPLETED"
        : own.some((s) => s !== "UPCOMING")
        ? "LIVE"
        : "UPCOMING";
      if (next !== round.status) {
        await tx.update(rounds).set({ status: next, updatedAt: stamp })
          .where(eq(rounds.id, round.id));
      }
    }
    const done = list.length > 0 && list.every((h) => heatStatus.get(h.id) === "COMPLETED");
    if (done) {
      status = "COMPLETED";
      const people = await tx.select({
        id: eventParticipants.id,
        athleteId: eventParticipants.athleteId,
      })
        .from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
      const standings: { athlete_id: string; position: number }[] = [];
      for (const p of people) {
        const position = plan.finalPositions.get(p.id) ?? null;
        await tx.update(eventParticipants).set({ finalPosition: position })
          .where(eq(eventParticipants.id, p.id));
        if (position !== null) standings.push({ athlete_id: p.athleteId, position });
      }
      standings.sort((a, b) => a.position - b.position);
      out.push({
        ...base,
        type: "event.completed",
        data: { status, standings: standings.slice(0, 10) },
      });
    }
    if (!out.length) return [];
    await tx.update(events).set({ status, updatedAt: stamp }).where(eq(events.id, event.id));
    return await log.append(tx, out, now);
  });
  log.publish(entries);
  return entries;
}

/** The market an odds.updated entry shows, the first of these the event offers. */
const MAIN_MARKETS: OddType[] = ["eventWinner", "headToHead", "heatWinner"];
/** Outcomes an odds.updated entry lists, likeliest first. */
export const ODDS_ENTRY_OUTCOMES = 5;

/**
 * After heats finished (and their changes committed), the event's new prices: the pricer reads
 * the event as committed (its data fingerprint changed, so it prices it afresh; deterministic, as
 * the simulations are seeded by the event and its data version), and an `odds.updated` entry
 * gives its main market's likeliest outcomes. Written after the play's transaction, since the
 * pricer reads the database: a crash between the two loses this entry, never a result. None
 * when the event offers no market (no field announced).
 */
async function logPrices(
  db: Database,
  log: EventLog,
  pricer: Pricer,
  eventId: string,
  finished: LogEntry[],
  now: Date,
): Promise<LogEntry[]> {
  const priced = await pricer.price(eventId, { fresh: true });
  const { input } = priced;
  const market = MAIN_MARKETS.find((m) =>
    offeredOddTypes(input.def.format, input.entrants.length).includes(m)
  );
  if (!market) return [];
  const outcomes = priced.market(market).outcomes;
  const top = [...outcomes]
    .sort((a, b) => b.probability - a.probability || a.outcomeId.localeCompare(b.outcomeId))
    .slice(0, ODDS_ENTRY_OUTCOMES);
  const entries = await log.append(db, [{
    type: "odds.updated",
    event_id: eventId,
    data: {
      reason: "result.updated",
      heats: finished.map((e) => ({ heat_id: e.data.heat_id, heat_name: e.data.heat_name })),
      market,
      event_status: input.event.status,
      model_version: priced.version,
      outcome_count: outcomes.length,
      outcomes: top.map((o) => ({
        outcome_id: o.outcomeId,
        id: o.id,
        probability: o.probability,
        decimal_odds: o.odds,
        status: o.status,
      })),
    },
  }], now);
  log.publish(entries);
  return entries;
}

/** Statuses after which an event changes no more: its stream ends. */
const OVER = new Set(["COMPLETED", "CANCELLED"]);

/** Whether an event is unknown, over (nothing more to wait for) or still to change. */
export async function eventState(db: Database, eventId: string): Promise<EventState> {
  const [row] = await db.select({ status: events.status }).from(events)
    .where(eq(events.id, eventId));
  return !row ? "unknown" : OVER.has(row.status) ? "over" : "live";
}
