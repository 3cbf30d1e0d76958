/**
 * Outgoing webhooks: subscriptions per owner, fan-out of event log entries to them, signed
 * deliveries with retries on a schedule, and a guard against requests into our own network.
 */
export * from "./context.ts";
export {
  attemptDelivery,
  type DeliverPayload,
  fanOut,
  fanOutLog,
  listDeliveries,
  redeliver,
  sendTest,
} from "./deliveries.ts";
export { isPrivateAddress, type OutboundPolicy, refuseReceiver } from "../outbound/guard.ts";
export { createSecretBox, newSecret, type SecretBox, signingHeaders } from "./signing.ts";
export {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  rotateSecret,
  updateWebhook,
  type WebhookChanges,
} from "./subscriptions.ts";
