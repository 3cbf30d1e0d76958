import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { unauthenticated } from "../../services/errors.ts";
import type { AppEnv } from "../context.ts";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent } from "../openapi.ts";
import { DeliveryHeaders, DeliveryResult, JobParams } from "./schemas.ts";

/** An unsigned call is refused before its body is read. */
const signed = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.header("Upstash-Signature")) throw unauthenticated("missing Upstash-Signature header");
  await next();
});

export const callback = createRoute({
  method: "post",
  path: "/jobs/{name}",
  operationId: "deliverJob",
  tags: ["Jobs"],
  summary: "Job callback (QStash, or the embedded queue)",
  description: "Verified with the QStash signing keys: the `Upstash-Signature` JWT must be " +
    "valid for this URL and this exact body. Completed messages are acknowledged again " +
    "without running twice; a failing job answers 503 and is retried by the queue.",
  middleware: [signed, requestBody({ maxBytes: BODY_LIMITS.jobs })] as const,
  request: { params: JobParams, headers: DeliveryHeaders },
  responses: {
    200: jsonContent(Envelope(DeliveryResult), "Done, or done before."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 503),
  },
});
