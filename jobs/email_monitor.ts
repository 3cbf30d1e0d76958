import { MAIL_MONITOR, processEmailBatch } from "../services/mail/mod.ts";
import { recordRun } from "../services/schedules/runs.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/**
 * The five-minute mail monitor: the mailbox's unprocessed messages (locally the inbox table the
 * mail webhook fills) and unprocessed e-mail candidates go through the intake — classified,
 * matched to a league, recorded as candidates, onboarding stages moved, a questionnaire's
 * attachment started as a pipeline run — at most 50 a run; replies are drafted, not sent.
 */
export const emailMonitorJob = defineJob({
  name: "email-monitor",
  payload: ScheduledPayload,
  handle: ({ services, messageId }, payload) =>
    recordRun(
      services.db,
      { schedule: "email-monitor", messageId, trigger: payload.trigger, now: services.clock },
      async () => {
        const batch = await processEmailBatch(services, { unprocessed: true }, MAIL_MONITOR);
        return {
          emails_processed: batch.processed,
          failed: batch.failed,
          mailbox: "inbox table (POST /api/webhook/mail)",
        };
      },
    ),
});
