import Stripe from "stripe";
import { AppError } from "../errors.ts";
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  verifyStripeEvent,
} from "./provider.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (stripe-mock, a test double): its protocol, host and port. */
  apiUrl?: string;
}

/**
 * Stripe Checkout through the `stripe` package with its fetch HTTP client (Deno and Workers).
 * One Checkout Session per purchase, in `payment` mode, priced inline; the package, user and
 * credits travel in its metadata, and our own record (credit_purchases) is the one fulfilled.
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
        protocol: api.protocol.replace(":", "") as "http" | "https",
        host: api.hostname,
        port: api.port || (api.protocol === "https:" ? 443 : 80),
      }
      : {}),
  });
  return {
    name: "stripe",
    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = {
        user_id: request.userId,
        package_id: request.packageId,
        credits: String(request.credits),
      };
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          client_reference_id: request.userId,
          line_items: [{
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amount,
              product_data: { name: request.name },
            },
          }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata,
          payment_intent_data: { metadata },
        }, { idempotencyKey: request.idempotencyKey });
        if (!session.url) throw new Error("Stripe answered a session without a URL");
        return { id: session.id, url: session.url, expiresAt: session.expires_at };
      } catch (err) {
        throw new AppError(
          "unavailable",
          `the payment provider refused or failed: ${
            err instanceof Error ? err.message.split("\n")[0] : err
          }`,
          { provider: "stripe" },
        );
      }
    },
    verifyEvent: (payload, signature, receivedAt) =>
      verifyStripeEvent(options.webhookSecret, payload, signature, receivedAt),
  };
}
