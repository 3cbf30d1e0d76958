import { settleBets } from "../services/bets/mod.ts";
import { advance } from "../services/live/mod.ts";
import { fanOutLog } from "../services/webhooks/mod.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/**
 * Live play, every minute: the demo schedule rolls on, LIVE and IN_WINDOW events advance to the
 * clock's time (heats finish, events start and complete, new prices are logged), each change
 * appended to the event log, the new entries handed to the webhooks subscribed to their types,
 * and entries older than 72 hours pruned. Then the same for the sandbox, once it has been opened
 * in this process: its own database and log (channel "sandbox", which its keys' streams follow).
 * Sandbox entries go to no webhook: subscriptions are platform objects of production (a sandbox
 * key cannot make one), and production's receivers are not told of sandbox events. Time-driven
 * and idempotent: a redelivered or late message plays up to its delivery time and no further, and
 * two runs never play a heat twice.
 *
 * After the events advance, the open bets of events now over are settled and paid through the
 * ledger (services/bets `settleBets`: idempotent by keys derived from each bet, so a redelivery
 * pays nothing twice). Bets are platform objects of production; the sandbox has none.
 */
export const livePlayJob = defineJob({
  name: "live-play",
  payload: ScheduledPayload,
  handle: async ({ services }) => {
    const { db, clock, eventLog, pricer, sandbox, logger } = services;
    const now = clock();
    const { events, entries } = await advance(db, eventLog, now, { pricer });
    const deliveries = await fanOutLog(services);
    const pruned = await eventLog.prune(now);
    // A settlement failure is logged and retried by the next run; live play has done its part.
    const bets = await settleBets({ db, clock, pricer }).catch((err) => {
      logger.warn("bet settlement failed", { error: String(err) });
      return { error: String(err) };
    });
    const result = { events, entries: entries.length, deliveries, pruned, bets };
    // A sandbox nobody opened is not opened for this: it is laid out for the day when it is,
    // and its first run plays up to the time then.
    const box = sandbox.opened();
    if (!box) return result;
    try {
      const played = await advance(box.db, box.eventLog, now, { pricer: box.pricer });
      const prunedSandbox = await box.eventLog.prune(now);
      return {
        ...result,
        sandbox: { events: played.events, entries: played.entries.length, pruned: prunedSandbox },
      };
    } catch (err) {
      // Production has played; the sandbox's trouble (a reset under way) waits for the next run.
      logger.warn("sandbox live play failed", { error: String(err) });
      return { ...result, sandbox: { error: String(err) } };
    }
  },
});
