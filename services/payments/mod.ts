import type { Database } from "../../db/client.ts";
import type { Config } from "../config.ts";
import { createStripeProvider } from "./stripe.ts";
import { createTestModeProvider } from "./test_mode.ts";
import type { PaymentProvider } from "./provider.ts";

export * from "./provider.ts";
export * from "./purchases.ts";
export { CHECKOUT_ACTIONS, type CheckoutAction, type TestModeProvider } from "./test_mode.ts";

/** The provider PAYMENTS names: Stripe, or the embedded test-mode provider. */
export function createPaymentProvider(
  config: Config,
  { db, clock, localSecret }: { db: Database; clock: () => Date; localSecret: string },
): PaymentProvider {
  if (config.PAYMENTS === "stripe") {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return createTestModeProvider({
    db,
    clock,
    baseUrl: config.PUBLIC_BASE_URL,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? localSecret,
  });
}

/** The test-mode provider, when it is the one in use. */
export const testMode = (p: PaymentProvider) =>
  p.name === "local" ? p as import("./test_mode.ts").TestModeProvider : undefined;
