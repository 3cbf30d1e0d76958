import { handleDelivery } from "../../jobs/deliver.ts";
import { type AppRouteHandler, queueServicesOf } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const callback: AppRouteHandler<typeof routes.callback> = async (c) => {
  const { config, jobs, verifyCallback } = c.get("deps");
  const headers = c.req.valid("header");
  const result = await handleDelivery({
    services: queueServicesOf(c),
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
