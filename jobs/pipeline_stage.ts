import { eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../services/errors.ts";
import { pipelineRuns } from "../db/schema/mod.ts";
import { ADVANCE_JOB } from "../services/pipeline/batches.ts";
import { STAGE_JOB } from "../services/pipeline/mod.ts";
import { STAGES } from "../services/pipeline/runs.ts";
import { failRun, runStage } from "../services/pipeline/stages.ts";
import { defineJob } from "./job.ts";

/**
 * One stage of a pipeline run. It runs the stage (once: a completed stage is skipped) and queues
 * the next with a deduplication id, so a redelivered message never forks a run.
 */
export const pipelineStageJob = defineJob({
  name: STAGE_JOB,
  payload: z.object({
    pipeline_id: z.string().regex(/^pl_[0-9a-f]{32}$/),
    stage: z.enum(STAGES),
  }),
  async handle({ services, finalAttempt }, { pipeline_id, stage }) {
    let next: Awaited<ReturnType<typeof runStage>>;
    try {
      next = await runStage(services, pipeline_id, stage);
    } catch (err) {
      // Out of retries (the database down all along, say): fail the run rather than leave it
      // `running` forever behind a dead letter.
      if (!finalAttempt) throw err;
      // Another delivery holds the stage: it finishes the run; nothing to fail here.
      if (err instanceof AppError && err.kind === "conflict") return;
      await failRun(services, pipeline_id, stage, err);
      next = null;
    }
    if (next) {
      await services.queue.publish(STAGE_JOB, { pipeline_id, stage: next }, {
        dedupId: `${pipeline_id}:${next}`,
      });
      return;
    }
    // The run has ended: a batch it belongs to may start its next file.
    const run = await services.db.query.pipelineRuns.findFirst({
      where: eq(pipelineRuns.id, pipeline_id),
    });
    if (run?.batchId && run.status !== "running") {
      await services.queue.publish(ADVANCE_JOB, { batch_id: run.batchId }, {
        dedupId: `advance:${pipeline_id}`,
      });
    }
  },
});
