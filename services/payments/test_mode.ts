/**
 * The embedded test-mode payment provider: what Stripe Checkout does, inside the service. It
 * keeps its checkout sessions (Stripe's session object) in `payprovider_sessions`, serves a
 * checkout page where a person pays or cancels, and on each outcome posts the Stripe event a
 * real account would send (`checkout.session.completed`, the async succeeded/failed pair,
 * `checkout.session.expired`, `charge.refunded`), signed with Stripe's scheme and the webhook
 * secret, to POST /api/payprovider/webhook, where the `stripe` package verifies it.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payproviderSessions } from "../../db/schema/mod.ts";
import { AppError, conflict, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  signStripePayload,
  verifyStripeEvent,
} from "./provider.ts";

/** What a person can do on the checkout page. */
export const CHECKOUT_ACTIONS = ["pay", "pay_async", "fail_async", "cancel"] as const;
export type CheckoutAction = typeof CHECKOUT_ACTIONS[number];

/** The Stripe API version the events say they are shaped by. */
const API_VERSION = "2025-10-29.clover";
/** Stripe's default lifetime of a checkout session. */
const SESSION_SECONDS = 24 * 3600;

type Session = Record<string, unknown> & {
  id: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  url: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
  expires_at: number;
};

type Deliver = (request: Request) => Promise<Response>;

export interface TestModeProvider extends PaymentProvider {
  name: "local";
  /** The secret events are signed with (STRIPE_WEBHOOK_SECRET, or one made per process). */
  webhookSecret: string;
  /** Delivers its webhooks through the app itself (set by createApp), not over the network. */
  connect(deliver: Deliver): void;
  /** The checkout page of a session, as HTML. */
  page(sessionId: string): Promise<string>;
  /** A person's choice on the page: the events it sends, and where the browser goes next. */
  act(
    sessionId: string,
    action: CheckoutAction,
  ): Promise<{ redirect: string; delivered: number[] }>;
  /** Refunds a paid session (all of it, or `amount` minor units), as `charge.refunded`. */
  refund(sessionId: string, amount?: number): Promise<{ delivered: number[] }>;
}

export interface TestModeOptions {
  db: Database;
  clock: () => Date;
  /** Where this service is reached: the checkout page and the webhook live under it. */
  baseUrl: string;
  webhookSecret: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function createTestModeProvider(options: TestModeOptions): TestModeProvider {
  const { db, clock, baseUrl, webhookSecret } = options;
  let deliver: Deliver = (request) => fetch(request);

  const load = async (id: string): Promise<Session> => {
    const row = await db.query.payproviderSessions.findFirst({
      where: eq(payproviderSessions.id, id),
    });
    if (!row) throw notFound(`no checkout session ${id}`, { parameter: "checkout_id" });
    const session = JSON.parse(row.session) as Session;
    // An open session past its expiry is expired, as Stripe expires it.
    if (session.status === "open" && session.expires_at * 1000 <= clock().getTime()) {
      session.status = "expired";
    }
    return session;
  };
  const save = (s: Session) =>
    db.update(payproviderSessions).set({ status: s.status, session: JSON.stringify(s) })
      .where(eq(payproviderSessions.id, s.id));

  /** Posts one signed event to the webhook, as Stripe would; answers the webhook's status. */
  const send = async (type: string, object: Record<string, unknown>) => {
    const created = Math.floor(clock().getTime() / 1000);
    const payload = JSON.stringify({
      id: newId("evt_test"),
      object: "event",
      api_version: API_VERSION,
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const response = await deliver(
      new Request(`${baseUrl}/api/payprovider/webhook`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": await signStripePayload(payload, webhookSecret, created),
        },
        body: payload,
      }),
    );
    await response.body?.cancel();
    if (!response.ok) {
      throw new AppError("unavailable", `the webhook answered ${response.status} to ${type}`, {
        status: response.status,
      });
    }
    return response.status;
  };

  return {
    name: "local",
    webhookSecret,
    connect(fn) {
      deliver = fn;
    },
    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
      const id = newId("cs_test");
      const created = Math.floor(clock().getTime() / 1000);
      const url = `${baseUrl}/api/payprovider/checkout/${id}`;
      const session: Session = {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: request.amount,
        currency: request.currency,
        client_reference_id: request.userId,
        metadata: {
          user_id: request.userId,
          package_id: request.packageId,
          credits: String(request.credits),
        },
        line_items_description: request.name,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        url,
        payment_intent: null,
        created,
        expires_at: created + SESSION_SECONDS,
        livemode: false,
      };
      await db.insert(payproviderSessions).values({
        id,
        status: "open",
        session: JSON.stringify(session),
        createdAt: clock().toISOString(),
      });
      return { id, url, expiresAt: session.expires_at };
    },
    verifyEvent: (payload, signature, receivedAt) =>
      verifyStripeEvent(webhookSecret, payload, signature, receivedAt),

    async page(sessionId) {
      const s = await load(sessionId);
      const price = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
      const name = escapeHtml(String(s.line_items_description ?? "Credits"));
      const open = s.status === "open";
      const buttons = CHECKOUT_ACTIONS.map((a) =>
        `<button name="action" value="${a}"${a === "pay" ? " autofocus" : ""}>${
          {
            pay: "Pay",
            pay_async: "Pay by bank transfer (settles later)",
            fail_async: "Bank transfer that fails",
            cancel: "Cancel",
          }[a]
        }</button>`
      ).join("\n      ");
      return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Checkout (test mode)</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
    .card { border: 1px solid #ccc; border-radius: 8px; padding: 1.5rem; }
    .badge { background: #fde68a; border-radius: 4px; padding: 0 .4rem; font-size: .8rem; }
    button { display: block; width: 100%; margin: .5rem 0; padding: .6rem; font-size: 1rem; }
    button[value=pay] { background: #4f46e5; color: #fff; border: 0; border-radius: 4px; }
  </style>
</head>
<body>
  <div class="card">
    <p><span class="badge">TEST MODE</span> No real money moves.</p>
    <h1>${name}</h1>
    <p><strong>${escapeHtml(price)}</strong> for ${escapeHtml(s.metadata.credits)} credits</p>
    <p>Session <code>${escapeHtml(s.id)}</code>: <strong id="status">${s.status}</strong>${
        s.status === "complete" ? ` (${s.payment_status})` : ""
      }</p>
    ${
        open
          ? `<form method="post" action="/api/payprovider/checkout/${escapeHtml(s.id)}">
      ${buttons}
    </form>`
          : "<p>This session is closed; you can close this page.</p>"
      }
  </div>
</body>
</html>
`;
    },

    async act(sessionId, action) {
      const s = await load(sessionId);
      if (s.status !== "open") {
        throw conflict(`checkout session ${s.id} is ${s.status}`, { status: s.status });
      }
      const delivered: number[] = [];
      const target = (url: string) => url.replaceAll("{CHECKOUT_SESSION_ID}", s.id);
      if (action === "cancel") {
        s.status = "expired";
        await save(s);
        delivered.push(await send("checkout.session.expired", s));
        return { redirect: target(s.cancel_url), delivered };
      }
      s.status = "complete";
      s.payment_intent = newId("pi_test");
      s.payment_status = action === "pay" ? "paid" : "unpaid";
      await save(s);
      delivered.push(await send("checkout.session.completed", s));
      if (action !== "pay") {
        // The bank transfer settles (or fails) after the redirect, as Stripe reports it.
        if (action === "pay_async") s.payment_status = "paid";
        await save(s);
        delivered.push(
          await send(
            action === "pay_async"
              ? "checkout.session.async_payment_succeeded"
              : "checkout.session.async_payment_failed",
            s,
          ),
        );
      }
      return { redirect: target(s.success_url), delivered };
    },

    async refund(sessionId, amount) {
      const s = await load(sessionId);
      if (s.payment_status !== "paid" || !s.payment_intent) {
        throw conflict(`checkout session ${s.id} was not paid`, { status: s.status });
      }
      const refunded = Math.min(
        s.amount_total,
        Number(s.amount_refunded ?? 0) + (amount ?? s.amount_total),
      );
      s.amount_refunded = refunded;
      s.charge ??= newId("ch_test");
      await save(s);
      const status = await send("charge.refunded", {
        id: s.charge,
        object: "charge",
        amount: s.amount_total,
        amount_refunded: refunded,
        currency: s.currency,
        payment_intent: s.payment_intent,
        refunded: refunded >= s.amount_total,
        livemode: false,
      });
      return { delivered: [status] };
    },
  };
}
