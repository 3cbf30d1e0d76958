/**
 * The payment provider behind /api/credits/{user_id}/purchase and /api/payprovider/webhook:
 * Stripe Checkout in production (services/payments/stripe.ts), the embedded test-mode provider
 * locally (services/payments/test_mode.ts). Both deliver Stripe-format events signed with
 * Stripe's scheme, and both are verified by the `stripe` package's `constructEventAsync`, so
 * the same verification path runs everywhere.
 */
import Stripe from "stripe";
import { badRequest } from "../errors.ts";

/** Stripe's default, and ours: events older than this (seconds) are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface CheckoutRequest {
  userId: string;
  packageId: string;
  /** Shown on the checkout page. */
  name: string;
  /** Credits bought. */
  credits: number;
  /** Price in the currency's minor unit. */
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** Sent to the provider so a retried creation makes one session. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** A verified provider event (Stripe's shape; only what we read is typed). */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface PaymentProvider {
  name: "stripe" | "local";
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Checks the `Stripe-Signature` header over the raw body and answers the event; a missing,
   * forged or stale signature is a 400.
   */
  verifyEvent(
    payload: string,
    signature: string | undefined,
    receivedAt: Date,
  ): Promise<ProviderEvent>;
}

let verifier: Stripe | undefined;
const crypto = Stripe.createSubtleCryptoProvider();

/**
 * Stripe's own verification (`constructEventAsync` with the Web Crypto provider, which works on
 * Deno and Workers where the synchronous variant does not), with the 300 s tolerance measured
 * against `receivedAt` (the service's clock).
 */
export async function verifyStripeEvent(
  secret: string,
  payload: string,
  signature: string | undefined,
  receivedAt: Date,
): Promise<ProviderEvent> {
  if (!signature) {
    throw badRequest("missing Stripe-Signature header", { parameter: "Stripe-Signature" });
  }
  // Verification needs no API key; the instance only carries the webhook helpers.
  verifier ??= new Stripe("sk_verify_only", { httpClient: Stripe.createFetchHttpClient() });
  try {
    const event = await verifier.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      crypto,
      receivedAt.getTime(),
    );
    return event as unknown as ProviderEvent;
  } catch (err) {
    throw badRequest(
      `webhook signature refused: ${err instanceof Error ? err.message.split("\n")[0] : err}`,
      { parameter: "Stripe-Signature" },
    );
  }
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A `Stripe-Signature` header for `payload`, exactly as Stripe signs: `t=<seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<payload>" keyed with the endpoint secret>`.
 */
export async function signStripePayload(
  payload: string,
  secret: string,
  timestampSeconds: number,
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await globalThis.crypto.subtle.sign(
    "HMAC",
    key,
    encoder.encode(`${timestampSeconds}.${payload}`),
  );
  return `t=${timestampSeconds},v1=${hex(mac)}`;
}
