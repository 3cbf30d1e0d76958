import { createRoute } from "@hono/zod-openapi";
import { detailErrors } from "../envelope.ts";
import { authenticate } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  CreatedWebhook,
  DeliveryParams,
  NewWebhook,
  PageQuery,
  RotatedSecret,
  Webhook,
  WebhookChanges,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
  WebhookParams,
} from "./schemas.ts";

const tags = ["Webhooks"];
const security = securityOf("api_key", "jwt");
/** Platform keys (`read` for GET, `write` for the rest) or a login token; never public-data keys. */
const guard = () => authenticate({ accept: ["api_key", "jwt"] });
const access = "Needs an X-API-Key with the `read` scope (reads) or `write` scope (changes), or " +
  "a login token. A subscription belongs to its owner's account; anyone else gets 404.";

export const createWebhook = createRoute({
  method: "post",
  path: "/v1/webhooks",
  operationId: "createWebhook",
  tags,
  summary: "Subscribe a receiver URL to event types",
  description: "Answers the subscription with its signing `secret`, shown this once. Each " +
    "delivery is a POST of `{type, data}` signed twice: `X-Webhook-Signature: sha256=<hex " +
    "HMAC-SHA256 of the raw body, keyed with the secret as shown>` (spec 002) and the Standard " +
    "Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature`. A receiver must " +
    "answer 2xx within 5 s; failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and " +
    `14 h. 422 for a receiver URL on a private or local address. ${access}`,
  security,
  middleware: [guard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body: { required: true, content: { "application/json": { schema: NewWebhook } } } },
  responses: { 201: jsonContent(CreatedWebhook, "Subscribed; the secret is shown only now.") },
});

export const listWebhooks = createRoute({
  method: "get",
  path: "/v1/webhooks",
  operationId: "listWebhooks",
  tags,
  summary: "List webhook subscriptions",
  description: `The caller's subscriptions, newest first. ${access}`,
  security,
  middleware: [guard()] as const,
  request: { query: PageQuery },
  responses: { 200: jsonContent(WebhookList, "A page of subscriptions.") },
});

export const getWebhook = createRoute({
  method: "get",
  path: "/v1/webhooks/{webhook_id}",
  operationId: "getWebhook",
  tags,
  summary: "Read a webhook subscription",
  description: `With its health: \`status\`, \`disabled_reason\`, \`failing_since\`. ${access}`,
  security,
  middleware: [guard()] as const,
  request: { params: WebhookParams },
  responses: { 200: jsonContent(Webhook, "The subscription."), ...detailErrors(404) },
});

export const updateWebhook = createRoute({
  method: "patch",
  path: "/v1/webhooks/{webhook_id}",
  operationId: "updateWebhook",
  tags,
  summary: "Change a webhook subscription",
  description: "Changes its `url`, `events`, `description` or `status` (enable or disable); " +
    "fields left out stay as they are, and the secret is kept. A new URL is checked as at " +
    "subscription (422 for a private or local address) and starts the endpoint's health " +
    "afresh. Deliveries already queued keep their URL check at each attempt. " + access,
  security,
  middleware: [guard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    params: WebhookParams,
    body: { required: true, content: { "application/json": { schema: WebhookChanges } } },
  },
  responses: { 200: jsonContent(Webhook, "The subscription as changed."), ...detailErrors(404) },
});

export const deleteWebhook = createRoute({
  method: "delete",
  path: "/v1/webhooks/{webhook_id}",
  operationId: "deleteWebhook",
  tags,
  summary: "Delete a webhook subscription",
  description: `With its deliveries; attempts already queued are not made. ${access}`,
  security,
  middleware: [guard()] as const,
  request: { params: WebhookParams },
  responses: { 204: { description: "Deleted." }, ...detailErrors(404) },
});

export const rotateSecret = createRoute({
  method: "post",
  path: "/v1/webhooks/{webhook_id}/rotate-secret",
  operationId: "rotateWebhookSecret",
  tags,
  summary: "Rotate a webhook's signing secret",
  description: "A new secret, shown once. For 24 hours the old one signs too (a second " +
    "`webhook-signature` entry), so receivers can switch without refusing a delivery; " +
    `\`X-Webhook-Signature\` uses the new one at once. ${access}`,
  security,
  middleware: [guard()] as const,
  request: { params: WebhookParams },
  responses: { 200: jsonContent(RotatedSecret, "The new secret."), ...detailErrors(404) },
});

export const testWebhook = createRoute({
  method: "post",
  path: "/v1/webhooks/{webhook_id}/test",
  operationId: "testWebhook",
  tags,
  summary: "Send a test ping",
  description: "Queues a `webhook.ping` message, signed and retried like any event. A disabled " +
    `endpoint gets it too, and is enabled again when it answers 2xx. ${access}`,
  security,
  middleware: [guard()] as const,
  request: { params: WebhookParams },
  responses: { 202: jsonContent(WebhookDelivery, "Queued."), ...detailErrors(404) },
});

export const listDeliveries = createRoute({
  method: "get",
  path: "/v1/webhooks/{webhook_id}/deliveries",
  operationId: "listWebhookDeliveries",
  tags,
  summary: "List a webhook's deliveries",
  description: "Newest first, each with every attempt: status code, duration, error. " + access,
  security,
  middleware: [guard()] as const,
  request: { params: WebhookParams, query: PageQuery },
  responses: {
    200: jsonContent(WebhookDeliveryList, "A page of deliveries."),
    ...detailErrors(404),
  },
});

export const redeliver = createRoute({
  method: "post",
  path: "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver",
  operationId: "redeliverWebhook",
  tags,
  summary: "Deliver a message again",
  description: "One more attempt, now, with the same `webhook-id` (receivers deduplicate by it) " +
    `and a fresh signature. 409 while the delivery is still being retried. ${access}`,
  security,
  middleware: [guard()] as const,
  request: { params: DeliveryParams },
  responses: {
    202: jsonContent(WebhookDelivery, "Queued."),
    ...detailErrors(404, 409),
  },
});
