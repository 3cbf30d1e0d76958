import { recordRun } from "../services/schedules/runs.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/** What the reset needs: the sandbox, wiped and laid out again for a day. */
export interface SandboxResetter {
  reset(now: Date): Promise<{ anchor: string; events: number }>;
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
