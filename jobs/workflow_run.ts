import { z } from "zod";
import { executeRun, RUN_JOB_NAME } from "../services/workflows/mod.ts";
import { analyticsAlertsJob } from "./analytics_alerts.ts";
import { emailMonitorJob } from "./email_monitor.ts";
import { defineJob, type JobContext, type JobDefinition } from "./job.ts";
import { livePlayJob } from "./live_play.ts";
import { morningReportJob } from "./morning_report.ts";
import { sandboxResetJob } from "./sandbox_reset.ts";

/**
 * The jobs a workflow run may execute: the user kinds (services/workflows/kinds.ts) and the
 * built-ins an admin may run now. Looked up by name here, never by a URL from the request.
 */
const RUNNABLE: ReadonlyMap<string, JobDefinition> = new Map(
  [morningReportJob, emailMonitorJob, livePlayJob, sandboxResetJob, analyticsAlertsJob]
    .map((j) => [j.name, j]),
);

/** One delivery of a workflow run: the job executed in this process, its steps recorded. */
export const workflowRunJob = defineJob({
  name: RUN_JOB_NAME,
  payload: z.object({ workflow_run_id: z.string().regex(/^wfr_[\w]{1,80}$/) }),
  handle: (ctx: JobContext, payload) =>
    executeRun(ctx.services, {
      runId: payload.workflow_run_id,
      messageId: ctx.messageId,
      retried: ctx.retried,
      finalAttempt: ctx.finalAttempt,
    }, (name, body) => {
      const job = RUNNABLE.get(name);
      if (!job) throw new Error(`job '${name}' is not runnable by a workflow`);
      const parsed = job.payload.parse(body);
      return job.handle(ctx, parsed);
    }),
});
