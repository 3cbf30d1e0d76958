import { z } from "@hono/zod-openapi";
import { ReportOptions } from "../../services/reports/morning.ts";

export const RunRequest = z.object({
  config: z.record(z.string(), z.unknown()).optional().openapi({
    description: "Report or monitor settings, passed to the job.",
  }),
}).openapi("ScheduledRunRequest");

export const ReportRunRequest = z.object({
  config: ReportOptions.optional().openapi({
    description: "The report's settings; unknown keys are refused (422).",
  }),
}).openapi("MorningReportRunRequest");

export const Queued = z.object({
  message_id: z.string(),
  job: z.string(),
  deduplicated: z.boolean(),
}).openapi("QueuedJob");

export const Run = z.object({
  message_id: z.string(),
  trigger: z.string(),
  status: z.enum(["running", "completed", "failed"]),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
}).openapi("ScheduledRun");

export const Status = z.object({
  job: z.string(),
  cron: z.string(),
  description: z.string(),
  last_run: Run.nullable(),
}).openapi("ScheduleStatus");
