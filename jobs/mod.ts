import { analyticsAlertsJob } from "./analytics_alerts.ts";
import { batchAdvanceJob } from "./batch_advance.ts";
import { emailMonitorJob } from "./email_monitor.ts";
import { livePlayJob } from "./live_play.ts";
import type { JobDefinition } from "./job.ts";
import { morningReportJob } from "./morning_report.ts";
import { pipelineStageJob } from "./pipeline_stage.ts";
import { ragSyncJob } from "./rag_sync.ts";
import { sandboxResetJob } from "./sandbox_reset.ts";
import { webhookDeliverJob } from "./webhook_deliver.ts";
import { workflowRunJob } from "./workflow_run.ts";
import { workflowTickJob } from "./workflow_tick.ts";

export type { JobContext, JobDefinition, JobServices } from "./job.ts";

export type JobRegistry = ReadonlyMap<string, JobDefinition>;

/** Every job of the service, by the name its callback route uses. */
export function createJobRegistry(extra: JobDefinition[] = []): JobRegistry {
  return new Map(
    [
      morningReportJob,
      emailMonitorJob,
      pipelineStageJob,
      batchAdvanceJob,
      sandboxResetJob,
      webhookDeliverJob,
      livePlayJob,
      ragSyncJob,
      workflowTickJob,
      workflowRunJob,
      analyticsAlertsJob,
      ...extra,
    ].map((job) => [job.name, job]),
  );
}
