import type { Database } from "../db/client.ts";
import type { EventLog } from "../services/event_log/mod.ts";
import type { Pricer } from "../services/pricing/mod.ts";
import { recordRun } from "../services/schedules/runs.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/** What the jobs need of the sandbox: its daily reset, and its data for live play. */
export interface SandboxResetter {
  /** Wipes the sandbox and lays it out again for `now`'s day. */
  reset(now: Date): Promise<{ anchor: string; events: number }>;
  /**
   * The sandbox's database, event log and pricer once it has been opened in this process (a
   * sandbox request, or the warm-up at start); undefined before, and asking does not open it.
   */
  opened(): { db: Database; eventLog: EventLog; pricer: Pricer } | undefined;
}

/**
 * The sandbox's daily reset (00:00 UTC): its sports data is deleted and generated again by the
 * demo generator from DEMO_SEED and the new day, in one transaction, and its response cache and
 * prices start afresh. Production's data is never touched. A redelivered message whose run
 * completed does not reset again.
 */
export const sandboxResetJob = defineJob({
  name: "sandbox-reset",
  payload: ScheduledPayload,
  handle: ({ services: { db, clock, sandbox }, messageId }, payload) =>
    recordRun(
      db,
      { schedule: "sandbox-reset", messageId, trigger: payload.trigger, now: clock },
      () => sandbox.reset(clock()),
    ),
});
