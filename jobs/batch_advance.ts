import { z } from "zod";
import { ADVANCE_JOB, advanceBatch } from "../services/pipeline/batches.ts";
import { defineJob } from "./job.ts";

/** Starts a batch's next queued files when one of its runs has ended. */
export const batchAdvanceJob = defineJob({
  name: ADVANCE_JOB,
  payload: z.object({ batch_id: z.string().regex(/^batch_[0-9a-f]{32}$/) }),
  handle: ({ services }, { batch_id }) => advanceBatch(services, batch_id),
});
