import { z } from "zod";
import { count, eq } from "drizzle-orm";
import { deadLetters, jobs } from "../db/schema/mod.ts";
import { recordRun } from "../services/schedules/runs.ts";
import { defineJob } from "./job.ts";

export const ScheduledPayload = z.object({
  trigger: z.enum(["schedule", "manual"]).default("manual"),
  scheduled_for: z.string().optional(),
  config: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The daily report (08:00). Its spreadsheet sync and mail arrive with the partnership
 * pipeline; for now a run reports the state of the job queue it belongs to.
 */
export const morningReportJob = defineJob({
  name: "morning-report",
  payload: ScheduledPayload,
  handle: ({ services: { db, clock }, messageId }, payload) =>
    recordRun(
      db,
      { schedule: "morning-report", messageId, trigger: payload.trigger, now: clock },
      async () => {
        const [pending] = await db.select({ n: count() }).from(jobs).where(
          eq(jobs.status, "pending"),
        );
        const [dead] = await db.select({ n: count() }).from(deadLetters);
        return { jobs_pending: pending.n, dead_letters: dead.n };
      },
    ),
});
