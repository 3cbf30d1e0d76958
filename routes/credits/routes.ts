import { createRoute, z } from "@hono/zod-openapi";
import { describeCosts, describePackages } from "../../services/credits/catalog.ts";
import { HANDLED_EVENTS, WEBHOOK_TOLERANCE_SECONDS } from "../../services/payments/mod.ts";
import { Envelope, envelopeErrors } from "../envelope.ts";
import {
  authenticate,
  limitAnonymous,
  PLATFORM_CREDENTIALS,
  platformGuard,
} from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  AddHeaders,
  AddQuery,
  CheckoutForm,
  CheckQuery,
  CreditBalance,
  CreditCheck,
  CreditGrant,
  CreditPackages,
  CreditRecord,
  CreditTransactions,
  Purchase,
  PurchaseBody,
  SessionParams,
  TransactionsQuery,
  UserParams,
  WebhookHeaders,
  WebhookResult,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Credits and payments"];

const OWN = " Platform credentials (login token, X-API-Key, OAuth token): a user reads only " +
  "their own `user_id` (403 otherwise); admins and admin-scoped keys read everyone's (404 for " +
  "an unknown user).";

// GET /api/credits/packages is registered before /api/credits/{user_id} in
// routes/credits/mod.ts: the router tries routes in that order, so the literal path wins.

export const packages = createRoute({
  method: "get",
  path: "/api/credits/packages",
  operationId: "listCreditPackages",
  tags,
  summary: "Credit packages",
  description: `The packages on sale: ${describePackages()}. Buy one with ` +
    "POST /api/credits/{user_id}/purchase. Platform credentials.",
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(CreditPackages), "The packages."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const record = createRoute({
  method: "get",
  path: "/api/credits/{user_id}",
  operationId: "getCredits",
  tags,
  summary: "A user's credits",
  description: "The balance (the sum of the user's ledger transfers), what pending holds " +
    "reserve, what is available, and the totals." + OWN,
  security,
  middleware: [platformGuard()] as const,
  request: { params: UserParams },
  responses: {
    200: jsonContent(Envelope(CreditRecord), "The user's credit record."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const balance = createRoute({
  method: "get",
  path: "/api/credits/{user_id}/balance",
  operationId: "getCreditBalance",
  tags,
  summary: "A user's credit balance",
  description: "Posted balance, held and available credits." + OWN,
  security,
  middleware: [platformGuard()] as const,
  request: { params: UserParams },
  responses: {
    200: jsonContent(Envelope(CreditBalance), "The balance."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const check = createRoute({
  method: "post",
  path: "/api/credits/{user_id}/check",
  operationId: "checkCredits",
  tags,
  summary: "Whether a user has the credits for a query type",
  description: `Costs per query type, in credits: ${describeCosts()} (\`direct\` when ` +
    "`query_type` is absent; another value is a 422). Charges nothing." + OWN,
  security,
  middleware: [platformGuard()] as const,
  request: { params: UserParams, query: CheckQuery },
  responses: {
    200: jsonContent(Envelope(CreditCheck), "The cost and whether the balance covers it."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const transactions = createRoute({
  method: "get",
  path: "/api/credits/{user_id}/transactions",
  operationId: "listCreditTransactions",
  tags,
  summary: "A user's credit transactions",
  description: "The user's ledger transfers, newest first, each with the balance right after " +
    "it." + OWN,
  security,
  middleware: [platformGuard()] as const,
  request: { params: UserParams, query: TransactionsQuery },
  responses: {
    200: jsonContent(Envelope(CreditTransactions), "The transactions."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const purchase = createRoute({
  method: "post",
  path: "/api/credits/{user_id}/purchase",
  operationId: "purchaseCredits",
  tags,
  summary: "Start a credit purchase (a checkout session)",
  description: "Creates a checkout session at the payment provider for one package and " +
    "answers its `url`: send the buyer there. The credits arrive when the provider reports the " +
    "payment (POST /api/payprovider/webhook), never from this call. Provider: Stripe Checkout " +
    "(PAYMENTS=stripe), or the embedded test-mode checkout page (default)." + OWN,
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    params: UserParams,
    body: { required: true, content: { "application/json": { schema: PurchaseBody } } },
  },
  responses: {
    200: jsonContent(Envelope(Purchase), "The open checkout session."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429, 503),
  },
});

export const add = createRoute({
  method: "post",
  path: "/api/credits/{user_id}/add",
  operationId: "addCredits",
  tags,
  summary: "Add credits to a user (admin)",
  description: "Moves `amount` credits from the house account to the user, as a `grant` " +
    "transaction. Send an `Idempotency-Key` header to make retries safe: the same key again " +
    "answers the first grant with `replayed: true` and adds nothing. Needs an admin signed in " +
    "or an admin key with the `admin` scope.",
  security,
  middleware: [
    authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin"], tenantAdmin: true }),
  ] as const,
  request: { params: UserParams, query: AddQuery, headers: AddHeaders },
  responses: {
    200: jsonContent(Envelope(CreditGrant), "The grant, and the balance after it."),
    ...envelopeErrors(400, 401, 403, 404, 409, 422, 429),
  },
});

const eventSchema = {
  type: "object",
  required: ["id", "type", "data"],
  properties: {
    id: { type: "string", example: "evt_1QxYz" },
    type: { type: "string", example: "checkout.session.completed" },
    data: { type: "object", properties: { object: { type: "object" } } },
  },
  // deno-lint-ignore no-explicit-any
} as any;

export const webhook = createRoute({
  method: "post",
  path: "/api/payprovider/webhook",
  operationId: "handlePaymentWebhook",
  tags,
  summary: "Payment provider webhook (Stripe events)",
  description: "Takes no credential: the `Stripe-Signature` header is verified over the raw " +
    "body with the endpoint's secret (the `stripe` package's `constructEventAsync`, " +
    `${WEBHOOK_TOLERANCE_SECONDS} s tolerance); a missing, forged or stale signature is a 400. ` +
    `Handled: ${HANDLED_EVENTS.join(", ")}. A paid session credits its package once, whatever ` +
    "the number of deliveries (the event id and the session id are idempotency keys); a " +
    "refund takes the refunded share back through the ledger (never below zero). Other event " +
    "types are acknowledged (200, `ignored`).",
  middleware: [requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    headers: WebhookHeaders,
    body: { required: true, content: { "application/json": { schema: eventSchema } } },
  },
  responses: {
    200: jsonContent(Envelope(WebhookResult), "Handled, a duplicate, or ignored."),
    ...envelopeErrors(400, 413, 415, 503),
  },
});

const html = { schema: z.string().openapi({ description: "An HTML page (no external assets)." }) };

export const checkoutPage = createRoute({
  method: "get",
  path: "/api/payprovider/checkout/{checkout_id}",
  operationId: "getTestCheckoutPage",
  tags,
  summary: "Test-mode checkout page (embedded provider)",
  description: "The embedded provider's checkout page for a session (PAYMENTS=local): pay, pay " +
    "by a delayed method that succeeds or fails, or cancel. The session id is the " +
    "credential, as a Stripe Checkout URL. 404 when PAYMENTS=stripe or for an unknown session.",
  middleware: [limitAnonymous()] as const,
  request: { params: SessionParams },
  responses: {
    200: { description: "The page.", content: { "text/html": html } },
    ...envelopeErrors(400, 404, 422, 429),
  },
});

export const checkoutAction = createRoute({
  method: "post",
  path: "/api/payprovider/checkout/{checkout_id}",
  operationId: "actOnTestCheckout",
  tags,
  summary: "Pay or cancel on the test-mode checkout page",
  description: "What the page's buttons post. The provider sends the Stripe events of the " +
    "outcome, signed, to POST /api/payprovider/webhook (as Stripe would), then redirects (303) " +
    "to the session's success or cancel URL. 409 when the session is no longer open.",
  middleware: [
    limitAnonymous(),
    requestBody({ maxBytes: 4096, types: ["application/x-www-form-urlencoded"] }),
  ] as const,
  request: {
    params: SessionParams,
    body: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: CheckoutForm } },
    },
  },
  responses: {
    303: {
      description: "Done: the browser goes to the success or cancel URL.",
      headers: { Location: { description: "Where to go.", schema: { type: "string" } } },
    },
    ...envelopeErrors(400, 404, 409, 413, 415, 422, 429, 503),
  },
});
