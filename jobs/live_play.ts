import { advance } from "../services/live/mod.ts";
import { fanOutLog } from "../services/webhooks/mod.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/**
 * Live play, every minute: LIVE and IN_WINDOW events advance to the clock's time (heats finish,
 * events start and complete), each change appended to the event log, the new entries handed to
 * the webhooks subscribed to their types, and entries older than 72 hours pruned. Time-driven and idempotent: a redelivered or late message plays up to its
 * delivery time and no further, and two runs never play a heat twice.
 */
export const livePlayJob = defineJob({
  name: "live-play",
  payload: ScheduledPayload,
  handle: async ({ services }) => {
    const { db, clock, eventLog } = services;
    const now = clock();
    const { events, entries } = await advance(db, eventLog, now);
    const deliveries = await fanOutLog(services);
    const pruned = await eventLog.prune(now);
    return { events, entries: entries.length, deliveries, pruned };
  },
});
