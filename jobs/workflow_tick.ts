import { fireDueWorkflows } from "../services/workflows/mod.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/**
 * Every minute (the `workflow-tick` schedule): users' workflows due this minute are started.
 * The minute is the schedule's slot when it has one (a late delivery starts the minute it was
 * for), else the delivery's time.
 */
export const workflowTickJob = defineJob({
  name: "workflow-tick",
  payload: ScheduledPayload,
  handle: async ({ services }, payload) => {
    const slot = payload.scheduled_for ? new Date(payload.scheduled_for) : services.clock();
    const at = Number.isNaN(slot.getTime()) ? services.clock() : slot;
    return { started: await fireDueWorkflows(services, at) };
  },
});
