import { z } from "zod";
import { ReportOptions, runMorningReport } from "../services/reports/morning.ts";
import { recordRun } from "../services/schedules/runs.ts";
import { defineJob } from "./job.ts";

export const ScheduledPayload = z.object({
  trigger: z.enum(["schedule", "manual"]).default("manual"),
  scheduled_for: z.string().optional(),
  config: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The daily report (08:00): pipeline runs and the onboarding funnel written to a spreadsheet
 * (an XLSX in the document store; Google Sheets with SPREADSHEET=google) and mailed
 * (services/reports/morning.ts). The run's `config` was checked at the door (ReportOptions).
 */
export const morningReportJob = defineJob({
  name: "morning-report",
  payload: ScheduledPayload.extend({ config: ReportOptions.default({ days: 1 }) }),
  handle: ({ services, messageId }, payload) =>
    recordRun(
      services.db,
      { schedule: "morning-report", messageId, trigger: payload.trigger, now: services.clock },
      () => runMorningReport(services, messageId, payload.config),
    ),
});
