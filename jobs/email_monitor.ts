import { recordRun } from "../services/schedules/runs.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/**
 * The five-minute mail monitor. Mail handling arrives in a later issue; until then a run
 * records that it looked and found no provider to read from.
 */
export const emailMonitorJob = defineJob({
  name: "email-monitor",
  payload: ScheduledPayload,
  handle: ({ services: { db, clock }, messageId }, payload) =>
    recordRun(
      db,
      { schedule: "email-monitor", messageId, trigger: payload.trigger, now: clock },
      () => Promise.resolve({ emails_processed: 0, mail_provider: "none configured" }),
    ),
});
