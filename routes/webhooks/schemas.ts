import { z } from "@hono/zod-openapi";
import { WEBHOOK_EVENT_TYPES } from "../../services/webhooks/mod.ts";
import { ListOf } from "../paging.ts";

export { PageQuery } from "../paging.ts";

const webhookId = z.string().openapi({ example: "wh_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f" });
const deliveryId = z.string().openapi({
  description: "The message id: the `webhook-id` header of every attempt of this delivery.",
  example: "msg_8c1d0e2f3a4b5c6d7e8f9a0b1c2d3e4f",
});
const timestamp = z.string().openapi({ format: "date-time" });

export const WebhookParams = z.object({
  webhook_id: webhookId.openapi({ param: { name: "webhook_id", in: "path" } }),
});

export const DeliveryParams = WebhookParams.extend({
  delivery_id: deliveryId.openapi({ param: { name: "delivery_id", in: "path" } }),
});

export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES).openapi("WebhookEventType", {
  description: "`event.created` new event scheduled; `event.updated` details changed; " +
    "`event.started` went live; `event.completed` finished; `result.updated` result data " +
    "updated; `odds.updated` prices changed.",
});

export const NewWebhook = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2048).openapi({
    description: "Where deliveries are POSTed. http or https, no credentials in it, and not a " +
      "loopback, private, link-local or metadata address (checked now and before each attempt).",
    example: "https://receiver.example.com/hooks/altsports",
  }),
  events: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length).openapi({
    description: "The event types to deliver.",
    example: ["event.started", "event.completed"],
  }),
  description: z.string().max(500).optional().openapi({ example: "Live scores to Slack" }),
}).openapi("NewWebhook");

export const WebhookChanges = z.object({
  url: NewWebhook.shape.url.optional(),
  events: NewWebhook.shape.events.optional(),
  description: z.string().max(500).nullable().optional().openapi({
    description: "null clears it.",
    example: "Live scores to Slack",
  }),
  status: z.enum(["active", "disabled"]).optional().openapi({
    description: "`disabled` stops deliveries (test pings still go, and do not enable it); " +
      "`active` enables it again with its failure count cleared.",
  }),
}).strict().refine((c) => Object.values(c).some((v) => v !== undefined), {
  message: "give at least one of url, events, description, status",
}).openapi("WebhookChanges");

export const Webhook = z.object({
  id: webhookId,
  url: z.string().openapi({ example: "https://receiver.example.com/hooks/altsports" }),
  events: z.array(z.string()).openapi({ example: ["event.started", "event.completed"] }),
  description: z.string().nullable(),
  status: z.enum(["active", "disabled"]).openapi({
    description: "`disabled` after its deliveries failed with no success for 3 days, or the " +
      "receiver answered 410 Gone; `disabled_reason` says which. A disabled endpoint gets " +
      "test pings only, and a ping it answers with 2xx enables it again.",
  }),
  disabled_reason: z.string().nullable(),
  disabled_at: timestamp.nullable(),
  failing_since: timestamp.nullable().openapi({
    description: "The first failed attempt since the last success; null while healthy.",
  }),
  consecutive_failures: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
}).openapi("Webhook");

const secret = z.string().openapi({
  description: "The signing secret, shown this once: `whsec_` + base64 (Standard Webhooks).",
  example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
});

export const CreatedWebhook = Webhook.extend({ secret }).openapi("CreatedWebhook");

export const WebhookList = ListOf(Webhook).openapi("WebhookList");

export const RotatedSecret = z.object({
  id: webhookId,
  secret,
  previous_secret_expires_at: timestamp.openapi({
    description: "Until then the old secret also signs (a second `webhook-signature` entry).",
  }),
}).openapi("RotatedWebhookSecret");

export const WebhookAttempt = z.object({
  attempt: z.number().int().openapi({ example: 1 }),
  status_code: z.number().int().nullable().openapi({
    description: "The receiver's HTTP status; null when there was no answer.",
    example: 200,
  }),
  duration_ms: z.number().int().openapi({ example: 84 }),
  error: z.string().nullable().openapi({ example: null }),
  created_at: timestamp,
}).openapi("WebhookAttempt");

export const WebhookDelivery = z.object({
  id: deliveryId,
  webhook_id: webhookId,
  type: z.string().openapi({ example: "event.started" }),
  entry_id: z.string().openapi({
    description: "The event log entry delivered (`ping_...` for a test).",
  }),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempt_count: z.number().int(),
  next_attempt_at: timestamp.nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  attempts: z.array(WebhookAttempt),
}).openapi("WebhookDelivery");

export const WebhookDeliveryList = ListOf(WebhookDelivery).openapi("WebhookDeliveryList");
