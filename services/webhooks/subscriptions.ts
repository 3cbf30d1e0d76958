import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { webhookAttempts, webhookDeliveries, webhooks } from "../../db/schema/mod.ts";
import { mayAccess, ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { AppError, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import { OWNER_DISABLED, type WebhookServices } from "./context.ts";
import { refuseReceiver } from "../outbound/guard.ts";
import { newSecret } from "./signing.ts";

type Row = typeof webhooks.$inferSelect;

const iso = (ms: number | null) => ms === null ? null : new Date(ms).toISOString();

/** A subscription as the API shows it (never its secret). */
export function webhookView(w: Row) {
  return {
    id: w.id,
    url: w.url,
    events: JSON.parse(w.events) as string[],
    description: w.description,
    status: w.status,
    disabled_reason: w.disabledReason,
    disabled_at: w.disabledAt,
    failing_since: iso(w.failingSince),
    consecutive_failures: w.consecutiveFailures,
    created_at: w.createdAt,
    updated_at: w.updatedAt,
  };
}

async function checkUrl(s: WebhookServices, url: string) {
  const why = await refuseReceiver(url, s.webhooks.policy);
  if (why) {
    throw new AppError("unprocessable", `receiver URL refused: ${why}`, { parameter: "url" });
  }
}

export async function createWebhook(
  s: WebhookServices,
  p: Principal,
  input: { url: string; events: string[]; description?: string },
) {
  await checkUrl(s, input.url);
  const owner = ownerOf(p);
  const secret = newSecret();
  const at = new Date(s.webhooks.now()).toISOString();
  const [row] = await s.db.insert(webhooks).values({
    id: newId("wh"),
    ownerKind: owner.kind,
    ownerId: owner.id,
    url: input.url,
    events: JSON.stringify([...new Set(input.events)]),
    description: input.description ?? null,
    secret: await s.webhooks.box.seal(secret),
    status: "active",
    createdAt: at,
    updatedAt: at,
  }).returning();
  return { ...webhookView(row), secret };
}

/** The subscription, if this caller may see it; 404 otherwise (others' ids are not confirmed). */
export async function findWebhook(s: Pick<WebhookServices, "db">, p: Principal, id: string) {
  const row = await s.db.query.webhooks.findFirst({ where: eq(webhooks.id, id) });
  if (!row || !mayAccess(p, { kind: row.ownerKind, id: row.ownerId })) {
    throw notFound(`webhook ${id} not found`, { parameter: "webhook_id" });
  }
  return row;
}

export async function getWebhook(s: WebhookServices, p: Principal, id: string) {
  return webhookView(await findWebhook(s, p, id));
}

export async function listWebhooks(
  s: WebhookServices,
  p: Principal,
  page: { limit: number; offset: number },
) {
  const owner = ownerOf(p);
  const mine = seesAll(p)
    ? undefined
    : and(eq(webhooks.ownerKind, owner.kind), eq(webhooks.ownerId, owner.id));
  const [rows, [{ n }]] = await Promise.all([
    s.db.select().from(webhooks).where(mine).orderBy(desc(webhooks.createdAt), webhooks.id)
      .limit(page.limit).offset(page.offset),
    s.db.select({ n: count() }).from(webhooks).where(mine),
  ]);
  return {
    items: rows.map(webhookView),
    total: n,
    limit: page.limit,
    offset: page.offset,
    has_more: page.offset + rows.length < n,
  };
}

/** What `PATCH /v1/webhooks/{id}` may change; absent fields stay as they are. */
export interface WebhookChanges {
  url?: string;
  events?: string[];
  /** null clears it. */
  description?: string | null;
  /** `disabled` stops deliveries (test pings still go); `active` enables it again. */
  status?: "active" | "disabled";
}

/**
 * Changes a subscription. A new URL is checked like a new subscription's. A new URL or an
 * enabling starts its health afresh (no failures counted), so an endpoint disabled for failing
 * is not disabled again by its first failure; disabling says who did it.
 */
export async function updateWebhook(
  s: WebhookServices,
  p: Principal,
  id: string,
  changes: WebhookChanges,
) {
  const row = await findWebhook(s, p, id);
  if (changes.url !== undefined && changes.url !== row.url) await checkUrl(s, changes.url);
  const at = new Date(s.webhooks.now()).toISOString();
  const set: Partial<Row> = { updatedAt: at };
  if (changes.url !== undefined) set.url = changes.url;
  if (changes.events !== undefined) set.events = JSON.stringify([...new Set(changes.events)]);
  if (changes.description !== undefined) set.description = changes.description;
  const fresh = { failingSince: null, consecutiveFailures: 0 };
  if (changes.url !== undefined && changes.url !== row.url) Object.assign(set, fresh);
  if (changes.status === "disabled" && row.status !== "disabled") {
    Object.assign(set, { status: "disabled", disabledReason: OWNER_DISABLED, disabledAt: at });
  } else if (changes.status === "active" && row.status !== "active") {
    Object.assign(set, { status: "active", disabledReason: null, disabledAt: null, ...fresh });
  }
  const [updated] = await s.db.update(webhooks).set(set).where(eq(webhooks.id, id)).returning();
  return webhookView(updated);
}

/** Deletes the subscription with its deliveries; attempts already queued find it gone. */
export async function deleteWebhook(s: WebhookServices, p: Principal, id: string) {
  await findWebhook(s, p, id);
  const ofIt = sql`(SELECT id FROM webhook_deliveries WHERE webhook_id = ${id})`;
  await s.db.batch([
    s.db.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ofIt)),
    s.db.delete(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id)),
    s.db.delete(webhooks).where(eq(webhooks.id, id)),
  ]);
}

/**
 * A new signing secret, shown once. The old one keeps signing beside it (a second
 * `webhook-signature` entry) for the overlap, so receivers can switch without refusing anything.
 */
export async function rotateSecret(s: WebhookServices, p: Principal, id: string) {
  const row = await findWebhook(s, p, id);
  const at = s.webhooks.now();
  const secret = newSecret();
  const until = at + s.webhooks.rotationOverlapMs;
  await s.db.update(webhooks).set({
    secret: await s.webhooks.box.seal(secret),
    previousSecret: row.secret,
    previousUntil: until,
    updatedAt: new Date(at).toISOString(),
  }).where(eq(webhooks.id, id));
  return { id, secret, previous_secret_expires_at: new Date(until).toISOString() };
}
