import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { handleDelivery } from "../../jobs/deliver.ts";
import { unauthenticated } from "../../services/errors.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { Envelope, envelope, envelopeErrors } from "../envelope.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent } from "../openapi.ts";
import { typedValidationHook } from "../validation.ts";

const DeliveryResult = z.object({
  message_id: z.string(),
  job: z.string(),
  status: z.enum(["completed", "duplicate"]),
}).openapi("JobDeliveryResult");

/** An unsigned call is refused before its body is read. */
const signed = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.header("Upstash-Signature")) throw unauthenticated("missing Upstash-Signature header");
  await next();
});

const callback = createRoute({
  method: "post",
  path: "/jobs/{name}",
  operationId: "deliverJob",
  tags: ["Jobs"],
  summary: "Job callback (QStash, or the embedded queue)",
  description: "Verified with the QStash signing keys: the `Upstash-Signature` JWT must be " +
    "valid for this URL and this exact body. Completed messages are acknowledged again " +
    "without running twice; a failing job answers 503 and is retried by the queue.",
  middleware: [signed, requestBody({ maxBytes: BODY_LIMITS.jobs })] as const,
  request: {
    params: z.object({ name: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/) }),
    headers: z.object({
      "upstash-signature": z.string().max(8192).optional(),
      "upstash-message-id": z.string().max(128).optional(),
      "upstash-retried": z.coerce.number().int().min(0).max(1000).optional(),
    }),
  },
  responses: {
    200: jsonContent(Envelope(DeliveryResult), "Done, or done before."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 503),
  },
});

const deliver: AppRouteHandler<typeof callback> = async (c) => {
  const { db, logger, clock, jobs, verifyCallback, config, documents, tracker, ai, queue } = c
    .get("deps");
  const headers = c.req.valid("header");
  const result = await handleDelivery({
    services: {
      db,
      logger,
      clock,
      documents,
      tracker,
      ai,
      queue,
      stageLeaseMs: config.JOB_LEASE_SECONDS * 1000,
    },
    jobs,
    verify: verifyCallback,
    baseUrl: config.PUBLIC_BASE_URL,
    claimMs: config.JOB_LEASE_SECONDS * 1000,
    maxRetries: config.JOB_MAX_RETRIES,
  }, {
    name: c.req.valid("param").name,
    signature: headers["upstash-signature"],
    messageId: headers["upstash-message-id"],
    retried: headers["upstash-retried"] ?? 0,
    body: await c.req.text(),
  });
  return c.json(envelope(c, result), 200);
};

export function jobRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(callback, deliver);
  return router;
}
