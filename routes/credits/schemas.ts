import { z } from "@hono/zod-openapi";
import {
  CREDIT_PACKAGES,
  describeCosts,
  PACKAGE_IDS,
  QUERY_COSTS,
  QUERY_TYPES,
} from "../../services/credits/catalog.ts";
import { HANDLED_EVENTS } from "../../services/payments/purchases.ts";
import { CHECKOUT_ACTIONS } from "../../services/payments/mod.ts";

const timestamp = z.string().openapi({ format: "date-time" });
const credits = (description: string) =>
  z.number().openapi({ description: `${description} Credits, to two decimals.`, example: 120 });

export const UserParams = z.object({
  user_id: z.string().min(1).max(128).regex(/^[\w.@:-]+$/).openapi({
    param: { name: "user_id", in: "path" },
    description: "The user's account id (`GET /api/v1/auth/me`).",
    example: "demo-league",
  }),
});

export const CreditBalance = z.object({
  user_id: z.string(),
  balance: credits("Posted balance: the sum of the user's transfers."),
  held: credits("Reserved by pending holds (stakes of open bets, queries running)."),
  available: credits("What can be spent now: balance − held."),
}).openapi("CreditBalance");

export const CreditRecord = z.object({
  user_id: z.string(),
  balance: credits("Posted balance: the sum of the user's transfers."),
  held: credits("Reserved by pending, unexpired holds."),
  available: credits("balance − held."),
  active_holds: z.number().int(),
  total_credited: credits("Everything ever credited (purchases, grants, payouts)."),
  total_debited: credits("Everything ever debited (charges, stakes, refunds)."),
  transaction_count: z.number().int(),
  created_at: timestamp.nullable().openapi({ description: "First movement; null if none." }),
  updated_at: timestamp.nullable(),
}).openapi("CreditRecord");

export const CheckQuery = z.object({
  query_type: z.enum(QUERY_TYPES).optional().openapi({
    description:
      `The query type to price (default \`direct\`). Costs in credits: ${describeCosts()}.`,
    example: "search",
  }),
});

export const CreditCheck = z.object({
  user_id: z.string(),
  query_type: z.enum(QUERY_TYPES),
  cost: z.number().openapi({ description: "Credits the query type costs." }),
  available: z.number(),
  sufficient: z.boolean(),
  shortfall: z.number().openapi({ description: "Credits missing; 0 when sufficient." }),
}).openapi("CreditCheck", {
  description: `Query costs: ${JSON.stringify(QUERY_COSTS)}.`,
});

export const CreditPackage = z.object({
  id: z.enum(PACKAGE_IDS),
  name: z.string(),
  credits: z.number().openapi({ description: "Credits received, bonus included." }),
  bonus_credits: z.number(),
  price_cents: z.number().int().openapi({ description: "Price in cents." }),
  currency: z.literal("usd"),
  description: z.string(),
}).openapi("CreditPackage");

export const CreditPackages = z.object({
  packages: z.array(CreditPackage),
  currency: z.literal("usd"),
}).openapi("CreditPackages", {
  example: { packages: [...CREDIT_PACKAGES], currency: "usd" },
});

export const TransactionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50).openapi({
    description: "At most this many, newest first (1 to 500, default 50).",
  }),
});

export const CreditTransaction = z.object({
  id: z.string().openapi({ example: "ctr_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f" }),
  type: z.string().openapi({
    description: "`purchase`, `grant`, `refund`, `charge`, `stake`, `payout`...",
  }),
  direction: z.enum(["credit", "debit"]),
  amount: z.number().openapi({ description: "Credits moved (always positive)." }),
  balance_after: z.number().openapi({ description: "The user's posted balance right after." }),
  counterparty: z.string().openapi({
    description: "The other ledger account: `purchases`, `house`, `bets`, `fees` or " +
      "`user:<id>`.",
  }),
  description: z.string().nullable(),
  reference: z.string().nullable().openapi({ description: "A checkout session, a bet..." }),
  created_at: timestamp,
}).openapi("CreditTransaction");

export const CreditTransactions = z.object({
  user_id: z.string(),
  transactions: z.array(CreditTransaction),
  count: z.number().int(),
}).openapi("CreditTransactions");

const returnUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const PurchaseBody = z.object({
  package_id: z.enum(PACKAGE_IDS).openapi({ description: "GET /api/credits/packages." }),
  success_url: returnUrl.optional().openapi({
    description: "Where the browser goes after paying (`{CHECKOUT_SESSION_ID}` is replaced); " +
      "the checkout page's own status view by default.",
  }),
  cancel_url: returnUrl.optional(),
}).openapi("CreditPurchaseRequest");

export const Purchase = z.object({
  session_id: z.string().openapi({ example: "cs_test_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f" }),
  url: z.string().openapi({ description: "The checkout page: send the buyer there." }),
  provider: z.string().openapi({ description: "`stripe`, or `local` (test mode)." }),
  status: z.enum(["open", "paid", "failed", "expired", "canceled"]),
  user_id: z.string(),
  package_id: z.string(),
  credits: z.number(),
  amount_total: z.number().int().openapi({ description: "Price in cents." }),
  currency: z.string(),
  created_at: timestamp,
}).openapi("CreditPurchase");

export const AddQuery = z.object({
  amount: z.coerce.number().positive().max(1_000_000).refine(
    (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    "at most two decimals",
  ).openapi({ description: "Credits to add (more than 0, at most 1,000,000, two decimals)." }),
  description: z.string().max(500).optional(),
});

export const AddHeaders = z.object({
  "idempotency-key": z.string().min(1).max(255).optional().openapi({
    description: "The same key again returns the first grant and adds nothing.",
  }),
});

export const CreditGrant = z.object({
  user_id: z.string(),
  replayed: z.boolean().openapi({
    description: "True when the Idempotency-Key was used before: nothing was added this time.",
  }),
  transaction: CreditTransaction,
  balance: z.number(),
  available: z.number(),
}).openapi("CreditGrant");

export const WebhookHeaders = z.object({
  "stripe-signature": z.string().max(4096).optional().openapi({
    description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (Stripe\'s scheme).',
  }),
});

export const ProviderEvent = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
}).passthrough().openapi("PaymentProviderEvent", {
  description: `A Stripe event. Handled: ${HANDLED_EVENTS.join(", ")}; others are acknowledged.`,
});

export const WebhookResult = z.object({
  event_id: z.string(),
  type: z.string(),
  outcome: z.enum(["processed", "duplicate", "ignored"]).openapi({
    description: "`duplicate`: this event id was handled before; `ignored`: a type we do not " +
      "act on, or a session we did not create.",
  }),
}).openapi("PaymentWebhookResult");

export const SessionParams = z.object({
  checkout_id: z.string().regex(/^[\w-]{1,255}$/).openapi({
    param: { name: "checkout_id", in: "path" },
    description: "The checkout session id (`cs_test_...`).",
    example: "cs_test_3f1c9a0e4b7d4c2a9e8f6b5a4c3d2e1f",
  }),
});

export const CheckoutForm = z.object({
  action: z.enum(CHECKOUT_ACTIONS).openapi({
    description: "`pay`; `pay_async` (a delayed method that then succeeds); `fail_async` " +
      "(one that then fails); `cancel`.",
  }),
}).openapi("TestCheckoutForm");
