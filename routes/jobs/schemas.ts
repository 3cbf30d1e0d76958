import { z } from "@hono/zod-openapi";

export const DeliveryResult = z.object({
  message_id: z.string(),
  job: z.string(),
  status: z.enum(["completed", "duplicate"]),
}).openapi("JobDeliveryResult");

export const JobParams = z.object({ name: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/) });

export const DeliveryHeaders = z.object({
  "upstash-signature": z.string().max(8192).optional(),
  "upstash-message-id": z.string().max(128).optional(),
  "upstash-retried": z.coerce.number().int().min(0).max(1000).optional(),
});
