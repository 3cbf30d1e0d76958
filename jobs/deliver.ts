import { and, eq, lt } from "drizzle-orm";
import { jobDeliveries } from "../db/schema/mod.ts";
import { AppError, badRequest, notFound, unauthenticated } from "../services/errors.ts";
import { LEASE_GRACE_MS, leaseEnd, whileLeased } from "../services/lease.ts";
import type { JobServices } from "./job.ts";
import type { JobRegistry } from "./mod.ts";
import { callbackUrl } from "./queue.ts";
import type { CallbackVerifier } from "./signing.ts";

export interface Delivery {
  name: string;
  signature: string | undefined;
  messageId: string | undefined;
  retried: number;
  body: string;
}

export interface DeliveryResult {
  message_id: string;
  job: string;
  status: "completed" | "duplicate";
}

const MESSAGE_ID = /^[\w-]{1,128}$/;

/**
 * Runs one delivery to `/jobs/<name>`, from QStash or the embedded queue alike: the signature
 * must verify for this exact URL and body, a message already completed is acknowledged without
 * running again (at-least-once delivery, effects once), and a failing handler answers 503 so the
 * queue retries it.
 */
export async function handleDelivery(
  { services, jobs, verify, baseUrl, claimMs, maxRetries }: {
    services: JobServices;
    jobs: JobRegistry;
    verify: CallbackVerifier;
    baseUrl: string;
    /**
     * How long a delivery may run before a redelivery presumes it dead (JOB_LEASE_SECONDS); a
     * killed one's claim lapses sooner, as nobody renews it.
     */
    claimMs: number;
    /** Redeliveries after a failure (JOB_MAX_RETRIES), to tell handlers their last chance. */
    maxRetries: number;
  },
  delivery: Delivery,
): Promise<DeliveryResult> {
  // The signature first: only a valid delivery learns whether a job name exists.
  if (!delivery.signature) throw unauthenticated("missing Upstash-Signature header");
  const url = callbackUrl(baseUrl, delivery.name);
  const valid = await verify({ signature: delivery.signature, body: delivery.body, url });
  if (!valid) throw unauthenticated("invalid job signature");
  const job = jobs.get(delivery.name);
  if (!job) throw notFound(`no job named '${delivery.name}'`, { parameter: "name" });
  const messageId = delivery.messageId;
  if (!messageId || !MESSAGE_ID.test(messageId)) {
    throw badRequest("missing or malformed Upstash-Message-Id header", {
      parameter: "Upstash-Message-Id",
    });
  }
  const { db, logger } = services;
  const parsed = job.payload.safeParse(delivery.body ? JSON.parse(delivery.body) : {});
  if (!parsed.success) {
    throw new AppError("unprocessable", `invalid payload for job '${job.name}'`, {
      issues: parsed.error.issues.slice(0, 20).map((i) => ({
        location: "json",
        field: i.path.map(String).join("."),
        message: i.message,
        code: i.code,
      })),
    });
  }
  const since = Date.now();
  const claim = await claimDelivery(services, job.name, messageId, since, claimMs);
  if (claim !== "claimed") return { message_id: messageId, job: job.name, status: claim };
  const renew = (until: number) =>
    db.update(jobDeliveries).set({ claimedUntil: until })
      .where(and(eq(jobDeliveries.messageId, messageId), eq(jobDeliveries.status, "running")));
  try {
    await whileLeased({ since, limitMs: claimMs, renew }, () =>
      job.handle({
        services,
        messageId,
        retried: delivery.retried,
        finalAttempt: delivery.retried >= maxRetries,
      }, parsed.data));
  } catch (err) {
    await db.delete(jobDeliveries).where(eq(jobDeliveries.messageId, messageId));
    const message = err instanceof Error ? err.message : String(err);
    logger.warn("job handler failed", { job: job.name, messageId, error: message });
    throw new AppError("unavailable", `job '${job.name}' failed: ${message}`, {}, {
      headers: { "Retry-After": "10" },
    });
  }
  await db.update(jobDeliveries).set({
    status: "completed",
    completedAt: services.clock().toISOString(),
  }).where(eq(jobDeliveries.messageId, messageId));
  return { message_id: messageId, job: job.name, status: "completed" };
}

/**
 * Claims a message for this delivery in one statement: a new message, or a claim that lapsed
 * (its holder died), becomes ours; a completed one is a duplicate; a live claim means another
 * delivery of it is running now, and this one is refused (409) so the queue retries it later.
 * A claim about to lapse (a killed holder's, whose job lease lapsed a moment earlier) is
 * waited out instead.
 */
async function claimDelivery(
  services: JobServices,
  name: string,
  messageId: string,
  now: number,
  claimMs: number,
  wait = true,
): Promise<"claimed" | "duplicate"> {
  const { db } = services;
  const claimedUntil = leaseEnd(now, claimMs, now);
  const claimed = await db.insert(jobDeliveries).values({
    messageId,
    name,
    status: "running",
    claimedUntil,
  }).onConflictDoUpdate({
    target: jobDeliveries.messageId,
    set: { claimedUntil },
    setWhere: and(eq(jobDeliveries.status, "running"), lt(jobDeliveries.claimedUntil, now)),
  }).returning({ id: jobDeliveries.messageId });
  if (claimed.length) return "claimed";
  const row = await db.query.jobDeliveries.findFirst({
    where: eq(jobDeliveries.messageId, messageId),
  });
  if (row?.status === "completed") return "duplicate";
  const left = (row?.claimedUntil ?? 0) - Date.now();
  if (wait && left >= 0 && left <= LEASE_GRACE_MS) {
    await new Promise((resolve) => setTimeout(resolve, left + 10));
    return claimDelivery(services, name, messageId, Date.now(), claimMs, false);
  }
  throw new AppError("conflict", `message ${messageId} is being delivered right now`, {}, {
    headers: { "Retry-After": "30" },
  });
}
