import type { Database } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import type { OutboundPolicy } from "../outbound/guard.ts";
import type { SecretBox } from "./signing.ts";

/** The event types a subscription may ask for: those of the event log. */
export { LOG_ENTRY_TYPES as WEBHOOK_EVENT_TYPES } from "../event_log/mod.ts";

/** The type of the test message `POST /v1/webhooks/{id}/test` sends. */
export const PING_EVENT = "webhook.ping";

/**
 * The reason of an endpoint its owner disabled (PATCH): only the owner enables it again, not a
 * test ping that gets through (which does enable an endpoint disabled for failing).
 */
export const OWNER_DISABLED = "disabled by its owner";

/** The job that makes one delivery attempt. */
export const DELIVER_JOB = "webhook-deliver";

/**
 * Seconds to wait after each failed attempt before the next (WEBHOOK_RETRY_SCHEDULE): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 14 h, so a message is tried 8 times over about 32 hours.
 */
export const DEFAULT_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400];

/** How outgoing deliveries are made; built once at start-up (routes/deps.ts). */
export interface WebhookOutbound {
  policy: OutboundPolicy;
  box: SecretBox;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Wall-clock epoch milliseconds (signatures are checked against the receiver's clock). */
  now: () => number;
  /** A receiver must answer within this (spec 002: 5 seconds). */
  timeoutMs: number;
  retrySchedule: number[];
  /** An endpoint failing without a success for this long is disabled (3 days). */
  disableAfterMs: number;
  /** How long the old secret also signs after a rotation. */
  rotationOverlapMs: number;
}

/** What the webhook verbs use: the routes' deps and the jobs' services both have it. */
export interface WebhookServices {
  db: Database;
  queue: Pick<JobQueue, "publish">;
  logger: Logger;
  webhooks: WebhookOutbound;
}

/** What a delivery carries: an entry of the event log (services/event_log/), or a test ping. */
export interface WebhookEntry {
  id: number | string;
  type: string;
  event_id: string | null;
  data: unknown;
  created_at: string;
}
