/**
 * Buying credits: a checkout session per purchase (our record in `credit_purchases`), and the
 * provider's events that fulfil, fail or refund it through the ledger (Stripe's fulfilment
 * rules: credit on `checkout.session.completed` when paid, or on
 * `checkout.session.async_payment_succeeded`; the redirect may never come back; events come
 * twice and out of order).
 */
import { eq } from "drizzle-orm";
import { creditPurchases, paymentEvents } from "../../db/schema/mod.ts";
import type { Principal } from "../auth/principal.ts";
import { creditOwner } from "../credits/accounts.ts";
import { packageById } from "../credits/catalog.ts";
import * as ledger from "../credits/ledger.ts";
import { conflict, notFound } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { PaymentProvider, ProviderEvent } from "./provider.ts";

export interface PaymentsContext extends ledger.LedgerContext {
  payments: PaymentProvider;
  logger: Logger;
}

export interface PurchaseInput {
  package_id: string;
  success_url?: string;
  cancel_url?: string;
}

const minorOf = (credits: number) => Math.round(credits * 100);

/**
 * Starts a purchase: a checkout session at the provider for one package. The user pays on the
 * provider's page (`url`); the credits arrive with the provider's event, not with this call.
 */
export async function startPurchase(
  ctx: PaymentsContext & { principal: Principal; baseUrl: string },
  userId: string,
  input: PurchaseInput,
) {
  const id = await creditOwner(ctx, userId);
  const pkg = packageById(input.package_id);
  if (!pkg) throw notFound(`no credit package '${input.package_id}'`, { parameter: "package_id" });
  const done = `${ctx.baseUrl}/api/payprovider/checkout/{CHECKOUT_SESSION_ID}`;
  const session = await ctx.payments.createCheckoutSession({
    userId: id,
    packageId: pkg.id,
    name: `${pkg.name}: ${pkg.credits} credits`,
    credits: pkg.credits,
    amount: pkg.price_cents,
    currency: pkg.currency,
    successUrl: input.success_url ?? done,
    cancelUrl: input.cancel_url ?? done,
    idempotencyKey: `purchase:${id}:${crypto.randomUUID()}`,
  });
  const now = ctx.clock().toISOString();
  await ctx.db.insert(creditPurchases).values({
    id: session.id,
    provider: ctx.payments.name,
    userId: id,
    packageId: pkg.id,
    credits: minorOf(pkg.credits),
    amountTotal: pkg.price_cents,
    currency: pkg.currency,
    status: "open",
    url: session.url,
    createdAt: now,
    updatedAt: now,
  });
  return await describePurchase(ctx, session.id);
}

async function describePurchase(ctx: PaymentsContext, sessionId: string) {
  const row = await ctx.db.query.creditPurchases.findFirst({
    where: eq(creditPurchases.id, sessionId),
  });
  if (!row) throw notFound(`no purchase ${sessionId}`);
  return {
    session_id: row.id,
    url: row.url ?? "",
    provider: row.provider,
    status: row.status,
    user_id: row.userId,
    package_id: row.packageId,
    credits: ledger.toCredits(row.credits),
    amount_total: row.amountTotal,
    currency: row.currency,
    created_at: row.createdAt,
  };
}

export type EventOutcome = "processed" | "duplicate" | "ignored";

/** The event types that change anything; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
] as const;

/**
 * Verifies a webhook delivery and acts on it once: an event id seen before is acknowledged
 * (`duplicate`) without running again; the work itself is idempotent too (the session id keys
 * the credit transfer), so two different events for one session credit once.
 */
export async function handleWebhook(
  ctx: PaymentsContext,
  payload: string,
  signature: string | undefined,
) {
  const event = await ctx.payments.verifyEvent(payload, signature, ctx.clock());
  const seen = await ctx.db.query.paymentEvents.findFirst({
    where: eq(paymentEvents.id, event.id),
  });
  if (seen) return { event_id: event.id, type: event.type, outcome: "duplicate" as EventOutcome };
  const outcome = await dispatch(ctx, event);
  await ctx.db.insert(paymentEvents).values({
    id: event.id,
    type: event.type,
    outcome,
    receivedAt: ctx.clock().toISOString(),
  }).onConflictDoNothing();
  return { event_id: event.id, type: event.type, outcome };
}

async function dispatch(ctx: PaymentsContext, event: ProviderEvent): Promise<EventOutcome> {
  const object = event.data?.object ?? {};
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return await fulfil(ctx, object);
    case "checkout.session.async_payment_failed":
      return await closeSession(ctx, object, "failed");
    case "checkout.session.expired":
      return await closeSession(ctx, object, "expired");
    case "charge.refunded":
      return await reverse(ctx, object);
    default:
      return "ignored";
  }
}

async function purchaseOf(ctx: PaymentsContext, sessionId: unknown) {
  if (typeof sessionId !== "string") return undefined;
  return await ctx.db.query.creditPurchases.findFirst({
    where: eq(creditPurchases.id, sessionId),
  });
}

/**
 * Our record of a session, or, when it is missing (the service stopped between creating the
 * session and recording it), one rebuilt from the session's signed metadata, provided it names
 * a package at its price: a paid session is never lost.
 */
async function recordOf(ctx: PaymentsContext, session: Record<string, unknown>) {
  const found = await purchaseOf(ctx, session.id);
  if (found || typeof session.id !== "string") return found;
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  const pkg = packageById(String(metadata.package_id ?? ""));
  if (!pkg || typeof metadata.user_id !== "string" || session.amount_total !== pkg.price_cents) {
    return undefined;
  }
  const now = ctx.clock().toISOString();
  await ctx.db.insert(creditPurchases).values({
    id: session.id,
    provider: ctx.payments.name,
    userId: metadata.user_id,
    packageId: pkg.id,
    credits: minorOf(pkg.credits),
    amountTotal: pkg.price_cents,
    currency: pkg.currency,
    status: "open",
    url: typeof session.url === "string" ? session.url : null,
    createdAt: now,
    updatedAt: now,
  }).onConflictDoNothing();
  return await purchaseOf(ctx, session.id);
}

/** Credits a paid session's package to its user, once (the session id is the key). */
async function fulfil(ctx: PaymentsContext, session: Record<string, unknown>) {
  const purchase = await recordOf(ctx, session);
  if (!purchase) {
    ctx.logger.warn("payment event for a session we did not create; ignored", {
      session: String(session.id),
    });
    return "ignored";
  }
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : null;
  // A delayed method (bank transfer) completes unpaid; async_payment_succeeded follows.
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") {
    await ctx.db.update(creditPurchases).set({
      paymentIntent: purchase.paymentIntent ?? intent,
      updatedAt: ctx.clock().toISOString(),
    }).where(eq(creditPurchases.id, purchase.id));
    return "processed";
  }
  await ledger.transfer(ctx, {
    from: "purchases",
    to: ledger.userAccount(purchase.userId),
    amount: ledger.toCredits(purchase.credits),
    key: `checkout:${purchase.id}`,
    kind: "purchase",
    description: `credit package '${purchase.packageId}'`,
    reference: purchase.id,
  });
  await ctx.db.update(creditPurchases).set({
    status: "paid",
    // The first payment intent reported stays: refunds are matched by it.
    paymentIntent: purchase.paymentIntent ?? intent,
    updatedAt: ctx.clock().toISOString(),
  }).where(eq(creditPurchases.id, purchase.id));
  return "processed";
}

async function closeSession(
  ctx: PaymentsContext,
  session: Record<string, unknown>,
  status: "failed" | "expired",
) {
  const purchase = await purchaseOf(ctx, session.id);
  if (!purchase) return "ignored";
  // A paid purchase stays paid: events arrive out of order.
  if (purchase.status === "paid") return "processed";
  await ctx.db.update(creditPurchases).set({ status, updatedAt: ctx.clock().toISOString() })
    .where(eq(creditPurchases.id, purchase.id));
  return "processed";
}

/**
 * A refund takes back the refunded share of the credits (by `amount_refunded`, which is
 * cumulative), from the user to `purchases`. Credits already spent cannot be taken: what the
 * balance lacks is logged and left (the account never goes below zero).
 */
async function reverse(ctx: PaymentsContext, charge: Record<string, unknown>) {
  if (typeof charge.payment_intent !== "string") return "ignored";
  const purchase = await ctx.db.query.creditPurchases.findFirst({
    where: eq(creditPurchases.paymentIntent, charge.payment_intent),
  });
  if (!purchase || purchase.status !== "paid") return "ignored";
  const refunded = Number(charge.amount_refunded ?? 0);
  const total = Number(charge.amount ?? purchase.amountTotal) || purchase.amountTotal;
  const target = Math.floor(purchase.credits * Math.min(1, refunded / total));
  const due = target - purchase.creditsReversed;
  if (due <= 0) return "processed";
  const account = ledger.userAccount(purchase.userId);
  const available = Math.round((await ledger.balance(ctx, account)).available * 100);
  const take = Math.min(due, Math.max(0, available));
  if (take < due) {
    ctx.logger.warn("refund exceeds the credits left; the rest was already spent", {
      session: purchase.id,
      due: ledger.toCredits(due),
      taken: ledger.toCredits(take),
    });
  }
  if (take > 0) {
    const t = await ledger.transfer(ctx, {
      from: account,
      to: "purchases",
      amount: ledger.toCredits(take),
      key: `refund:${String(charge.id)}:${refunded}`,
      kind: "refund",
      description: `refund of credit package '${purchase.packageId}'`,
      reference: purchase.id,
    });
    if (!t.created) return "processed";
  }
  // Counted as reversed even where spent credits could not be taken: a later refund event of
  // the same charge takes only what is new.
  const updated = await ctx.db.update(creditPurchases).set({
    creditsReversed: target,
    updatedAt: ctx.clock().toISOString(),
  }).where(eq(creditPurchases.id, purchase.id)).returning();
  if (!updated.length) throw conflict(`purchase ${purchase.id} changed meanwhile`);
  return "processed";
}
