import { z } from "zod";
import { attemptDelivery, DELIVER_JOB } from "../services/webhooks/mod.ts";
import { defineJob } from "./job.ts";

/**
 * One attempt of an outgoing webhook delivery. The receiver's failures are the delivery's own
 * business (it schedules its next attempt from the webhook retry schedule), so the job fails,
 * and the queue retries it, only when our side does.
 */
export const webhookDeliverJob = defineJob({
  name: DELIVER_JOB,
  payload: z.object({
    delivery_id: z.string().min(1),
    attempt: z.number().int().min(1),
    manual: z.boolean().optional(),
  }),
  handle: ({ services }, payload) => attemptDelivery(services, payload),
});
