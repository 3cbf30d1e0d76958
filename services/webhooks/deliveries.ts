import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { meta, webhookAttempts, webhookDeliveries, webhooks } from "../../db/schema/mod.ts";
import type { EventLog } from "../event_log/mod.ts";
import type { Principal } from "../auth/principal.ts";
import { AppError, notFound } from "../errors.ts";
import {
  DELIVER_JOB,
  OWNER_DISABLED,
  PING_EVENT,
  type WebhookEntry,
  type WebhookServices,
} from "./context.ts";
import { refuseReceiver } from "../outbound/guard.ts";
import { signingHeaders } from "./signing.ts";
import { findWebhook } from "./subscriptions.ts";

type Delivery = typeof webhookDeliveries.$inferSelect;
type Attempt = typeof webhookAttempts.$inferSelect;

/** The job's payload: which delivery, which attempt; `manual` attempts schedule no retry. */
export interface DeliverPayload {
  delivery_id: string;
  attempt: number;
  manual?: boolean;
}

/** Jobs retry an attempt only when our side failed (the database...), not the receiver. */
const JOB_RETRIES = 2;

async function deliveryId(webhookId: string, entryId: string) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${webhookId}:${entryId}`),
  );
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return `msg_${hex.slice(0, 32)}`;
}

/** The body of every attempt: `{type, data}` (spec 002), the event's id inside `data`. */
function bodyOf(entry: Pick<WebhookEntry, "type" | "event_id" | "data">) {
  const data = entry.data && typeof entry.data === "object" && !Array.isArray(entry.data)
    ? { ...(entry.event_id ? { event_id: entry.event_id } : {}), ...entry.data }
    : entry.data;
  return JSON.stringify({ type: entry.type, data });
}

/** Records a delivery (once per subscription and entry) and queues its first attempt. */
async function enqueue(
  s: WebhookServices,
  webhookId: string,
  entry: Pick<WebhookEntry, "id" | "type" | "event_id" | "data">,
) {
  const id = await deliveryId(webhookId, String(entry.id));
  const at = s.webhooks.now();
  await s.db.insert(webhookDeliveries).values({
    id,
    webhookId,
    eventType: entry.type,
    entryId: String(entry.id),
    payload: bodyOf(entry),
    status: "pending",
    nextAttemptAt: at,
    createdAt: new Date(at).toISOString(),
    updatedAt: new Date(at).toISOString(),
  }).onConflictDoNothing();
  const payload: DeliverPayload = { delivery_id: id, attempt: 1 };
  await s.queue.publish(DELIVER_JOB, payload, { dedupId: `whd:${id}:1`, retries: JOB_RETRIES });
  return id;
}

/**
 * Hands one event log entry to every active subscription that asked for its type: one delivery
 * job each, deduplicated by subscription and entry, so fanning the same entry out twice (a
 * replayed log, a retried caller) delivers it once. Answers how many subscriptions matched.
 */
export async function fanOut(s: WebhookServices, entry: WebhookEntry): Promise<number> {
  const subs = await s.db.select({ id: webhooks.id }).from(webhooks).where(and(
    eq(webhooks.status, "active"),
    sql`EXISTS (SELECT 1 FROM json_each(${webhooks.events}) WHERE value = ${entry.type})`,
  ));
  for (const sub of subs) await enqueue(s, sub.id, entry);
  return subs.length;
}

/** Where `fanOutLog` got to in the event log, in `meta`. */
const FANNED_KEY = "webhooks_fanned_through";

/**
 * Hands every entry of the event log after the last one handed on to `fanOut`, oldest first,
 * and remembers how far it got. One caller at a time (the live-play job, after its play): the
 * log's writes and these never run at once. At least once: a crash before the cursor moves
 * hands the same entries on again, and `fanOut` delivers each entry once per subscription.
 */
export async function fanOutLog(
  s: WebhookServices & { eventLog: Pick<EventLog, "read"> },
): Promise<number> {
  const row = await s.db.query.meta.findFirst({ where: eq(meta.key, FANNED_KEY) });
  let cursor = row ? Number(row.value) : 0;
  let handed = 0;
  for (;;) {
    const entries = await s.eventLog.read(cursor, { limit: 500 });
    for (const entry of entries) handed += await fanOut(s, entry);
    if (entries.length) cursor = entries.at(-1)!.id;
    await s.db.insert(meta).values({ key: FANNED_KEY, value: String(cursor) })
      .onConflictDoUpdate({ target: meta.key, set: { value: String(cursor) } });
    if (entries.length < 500) return handed;
  }
}

function deliveryView(d: Delivery, attempts: Attempt[]) {
  return {
    id: d.id,
    webhook_id: d.webhookId,
    type: d.eventType,
    entry_id: d.entryId,
    status: d.status,
    attempt_count: d.attempts,
    next_attempt_at: d.status === "pending" && d.nextAttemptAt !== null
      ? new Date(d.nextAttemptAt).toISOString()
      : null,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    created_at: d.createdAt,
    updated_at: d.updatedAt,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      status_code: a.statusCode,
      duration_ms: a.durationMs,
      error: a.error,
      created_at: a.createdAt,
    })),
  };
}

async function viewsOf(s: Pick<WebhookServices, "db">, rows: Delivery[]) {
  const attempts = rows.length
    ? await s.db.select().from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, rows.map((d) => d.id)))
      .orderBy(webhookAttempts.deliveryId, webhookAttempts.attempt)
    : [];
  return rows.map((d) => deliveryView(d, attempts.filter((a) => a.deliveryId === d.id)));
}

/**
 * A test message, delivered like any event; a disabled endpoint gets it too, and is enabled
 * again when it answers 2xx.
 */
export async function sendTest(s: WebhookServices, p: Principal, webhookId: string) {
  await findWebhook(s, p, webhookId);
  const entryId = `ping_${crypto.randomUUID().replaceAll("-", "")}`;
  const id = await enqueue(s, webhookId, {
    id: entryId,
    type: PING_EVENT,
    event_id: null,
    data: { webhook_id: webhookId, message: "This is a test delivery." },
  });
  return (await viewsOf(
    s,
    await s.db.select().from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, id)),
  ))[0];
}

export async function listDeliveries(
  s: WebhookServices,
  p: Principal,
  webhookId: string,
  page: { limit: number; offset: number },
) {
  await findWebhook(s, p, webhookId);
  const where = eq(webhookDeliveries.webhookId, webhookId);
  const [rows, [{ n }]] = await Promise.all([
    s.db.select().from(webhookDeliveries).where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit).offset(page.offset),
    s.db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    items: await viewsOf(s, rows),
    total: n,
    limit: page.limit,
    offset: page.offset,
    has_more: page.offset + rows.length < n,
  };
}

/**
 * Sends a delivery again, once, with the same `webhook-id` (receivers deduplicate by it) and a
 * fresh timestamp and signature. A delivery still being retried is 409.
 */
export async function redeliver(
  s: WebhookServices,
  p: Principal,
  webhookId: string,
  deliveryId: string,
) {
  await findWebhook(s, p, webhookId);
  const d = await s.db.query.webhookDeliveries.findFirst({
    where: and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)),
  });
  if (!d) throw notFound(`delivery ${deliveryId} not found`, { parameter: "delivery_id" });
  if (d.status === "pending") {
    throw new AppError("conflict", `delivery ${deliveryId} is still being attempted`);
  }
  const attempt = d.attempts + 1;
  const at = s.webhooks.now();
  await s.db.update(webhookDeliveries).set({
    status: "pending",
    nextAttemptAt: at,
    updatedAt: new Date(at).toISOString(),
  }).where(eq(webhookDeliveries.id, d.id));
  const payload: DeliverPayload = { delivery_id: d.id, attempt, manual: true };
  await s.queue.publish(DELIVER_JOB, payload, {
    dedupId: `whd:${d.id}:${attempt}`,
    retries: JOB_RETRIES,
  });
  return (await viewsOf(s, [{ ...d, status: "pending", nextAttemptAt: at }]))[0];
}

/** POSTs the body; answers the status code or why there is none. Redirects are not followed. */
async function post(
  s: WebhookServices,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ statusCode: number | null; error: string | null }> {
  const abort = new AbortController();
  // A timer of our own, cleared below, so a finished attempt never keeps the process alive.
  const timer = setTimeout(() => abort.abort(), s.webhooks.timeoutMs);
  try {
    const res = await s.webhooks.fetch(url, {
      method: "POST",
      body,
      headers: {
        ...headers,
        "Content-Type": "application/json",
        "User-Agent": "altsports-webhooks/1.0",
      },
      redirect: "manual",
      signal: abort.signal,
    });
    await res.body?.cancel();
    if (res.status >= 200 && res.status < 300) return { statusCode: res.status, error: null };
    const error = res.status >= 300 && res.status < 400
      ? `HTTP ${res.status}: redirects are not followed`
      : `HTTP ${res.status}`;
    return { statusCode: res.status || null, error };
  } catch (err) {
    if (abort.signal.aborted) {
      return { statusCode: null, error: `no answer within ${s.webhooks.timeoutMs / 1000} s` };
    }
    return { statusCode: null, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One attempt of a delivery (the `webhook-deliver` job): checks the receiver again (DNS may
 * point elsewhere now), signs, POSTs with a 5 s limit and records the answer. A failure
 * schedules the next attempt from the retry schedule; an endpoint that has failed with no
 * success for `disableAfterMs`, or that answered 410 Gone, is disabled with its reason.
 * Idempotent by attempt number: a job delivered twice makes its attempt once.
 */
export async function attemptDelivery(s: WebhookServices, job: DeliverPayload) {
  const o = s.webhooks;
  const d = await s.db.query.webhookDeliveries.findFirst({
    where: eq(webhookDeliveries.id, job.delivery_id),
  });
  if (!d) return { skipped: "the delivery is gone (its subscription was deleted)" };
  if (d.attempts >= job.attempt) return { skipped: `attempt ${job.attempt} was already made` };
  const w = await s.db.query.webhooks.findFirst({ where: eq(webhooks.id, d.webhookId) });
  const at = o.now();
  const stamp = new Date(at).toISOString();
  if (!w || (w.status === "disabled" && d.eventType !== PING_EVENT)) {
    const why = w ? `endpoint disabled: ${w.disabledReason}` : "subscription deleted";
    await s.db.update(webhookDeliveries).set({ status: "failed", lastError: why, updatedAt: stamp })
      .where(eq(webhookDeliveries.id, d.id));
    return { skipped: why };
  }

  const refused = await refuseReceiver(w.url, o.policy);
  let result: { statusCode: number | null; error: string | null };
  if (refused) {
    result = { statusCode: null, error: `receiver refused: ${refused}` };
  } else {
    const secrets = [await o.box.open(w.secret)];
    if (w.previousSecret && (w.previousUntil ?? 0) > at) {
      secrets.push(await o.box.open(w.previousSecret));
    }
    const headers = await signingHeaders(secrets, {
      id: d.id,
      timestamp: Math.floor(at / 1000),
      body: d.payload,
    });
    result = await post(s, w.url, d.payload, headers);
  }
  const durationMs = Math.max(0, o.now() - at);
  const ok = result.error === null;

  const recorded = await s.db.insert(webhookAttempts).values({
    deliveryId: d.id,
    attempt: job.attempt,
    statusCode: result.statusCode,
    durationMs,
    error: result.error,
    createdAt: stamp,
  }).onConflictDoNothing().returning({ id: webhookAttempts.id });
  if (!recorded.length) return { skipped: `attempt ${job.attempt} was already made` };

  if (ok) {
    await s.db.batch([
      s.db.update(webhookDeliveries).set({
        status: "succeeded",
        attempts: job.attempt,
        nextAttemptAt: null,
        lastStatusCode: result.statusCode,
        lastError: null,
        updatedAt: stamp,
      }).where(eq(webhookDeliveries.id, d.id)),
      // A test ping that gets through is how an owner brings an endpoint disabled for failing
      // back (one the owner disabled stays so until the owner enables it).
      s.db.update(webhooks).set({
        failingSince: null,
        consecutiveFailures: 0,
        ...(w.status === "disabled" && w.disabledReason !== OWNER_DISABLED
          ? { status: "active" as const, disabledReason: null, disabledAt: null, updatedAt: stamp }
          : {}),
      }).where(eq(webhooks.id, w.id)),
    ]);
    return { delivered: true, status_code: result.statusCode };
  }

  const failingSince = w.failingSince ?? at;
  const disable = w.status === "active" &&
    (result.statusCode === 410 || at - failingSince >= o.disableAfterMs);
  const reason = result.statusCode === 410
    ? `the receiver answered 410 Gone on ${stamp}`
    : `every attempt since ${
      new Date(failingSince).toISOString()
    } failed (the last on ${stamp}: ${result.error})`;
  const delay = o.retrySchedule[job.attempt - 1];
  const retry = !job.manual && !disable && delay !== undefined;
  await s.db.batch([
    s.db.update(webhookDeliveries).set({
      status: retry ? "pending" : "failed",
      attempts: job.attempt,
      nextAttemptAt: retry ? at + delay * 1000 : null,
      lastStatusCode: result.statusCode,
      lastError: result.error,
      updatedAt: stamp,
    }).where(eq(webhookDeliveries.id, d.id)),
    s.db.update(webhooks).set({
      failingSince,
      consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
      ...(disable
        ? {
          status: "disabled" as const,
          disabledReason: reason,
          disabledAt: stamp,
          updatedAt: stamp,
        }
        : {}),
    }).where(eq(webhooks.id, w.id)),
  ]);
  if (disable) s.logger.warn("webhook endpoint disabled", { webhook: w.id, reason });
  if (retry) {
    const next: DeliverPayload = { delivery_id: d.id, attempt: job.attempt + 1 };
    await s.queue.publish(DELIVER_JOB, next, {
      dedupId: `whd:${d.id}:${job.attempt + 1}`,
      delaySeconds: delay,
      retries: JOB_RETRIES,
    });
  }
  return { delivered: false, error: result.error, retry_in_seconds: retry ? delay : null };
}
