import type { Context } from "hono";
import * as credits from "../../services/credits/accounts.ts";
import { notFound } from "../../services/errors.ts";
import * as payments from "../../services/payments/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

/** The credit verbs' context: this request's database, clock and caller. */
function creditContext(c: Context<AppEnv>): credits.CreditsContext {
  const { db, clock } = c.get("deps");
  return { db, clock, principal: c.get("principal") };
}

function paymentsContext(c: Context<AppEnv>): payments.PaymentsContext {
  const { db, clock, payments, logger } = c.get("deps");
  return { db, clock, payments, logger };
}

/** The embedded provider, or 404 when Stripe is the provider. */
function embedded(c: Context<AppEnv>) {
  const provider = payments.testMode(c.get("deps").payments);
  if (!provider) throw notFound("the embedded checkout is off: payments go through Stripe");
  return provider;
}

export const packages: AppRouteHandler<typeof routes.packages> = (c) =>
  c.json(envelope(c, credits.listPackages()), 200);

export const record: AppRouteHandler<typeof routes.record> = async (c) =>
  c.json(
    envelope(c, await credits.creditRecord(creditContext(c), c.req.valid("param").user_id)),
    200,
  );

export const balance: AppRouteHandler<typeof routes.balance> = async (c) =>
  c.json(
    envelope(c, await credits.creditBalance(creditContext(c), c.req.valid("param").user_id)),
    200,
  );

export const check: AppRouteHandler<typeof routes.check> = async (c) => {
  const { user_id } = c.req.valid("param");
  const { query_type } = c.req.valid("query");
  return c.json(
    envelope(c, await credits.checkCredits(creditContext(c), user_id, query_type)),
    200,
  );
};

export const transactions: AppRouteHandler<typeof routes.transactions> = async (c) => {
  const { user_id } = c.req.valid("param");
  const { limit } = c.req.valid("query");
  return c.json(
    envelope(c, await credits.creditTransactions(creditContext(c), user_id, limit)),
    200,
  );
};

export const purchase: AppRouteHandler<typeof routes.purchase> = async (c) => {
  const ctx = {
    ...paymentsContext(c),
    principal: c.get("principal"),
    baseUrl: c.get("deps").config.PUBLIC_BASE_URL,
  };
  const result = await payments.startPurchase(
    ctx,
    c.req.valid("param").user_id,
    c.req.valid("json"),
  );
  return c.json(envelope(c, result), 200);
};

export const add: AppRouteHandler<typeof routes.add> = async (c) => {
  const { amount, description } = c.req.valid("query");
  const result = await credits.grantCredits(creditContext(c), c.req.valid("param").user_id, {
    amount,
    description,
    idempotencyKey: c.req.valid("header")["idempotency-key"],
  });
  return c.json(envelope(c, result), 200);
};

export const webhook: AppRouteHandler<typeof routes.webhook> = async (c) => {
  const result = await payments.handleWebhook(
    paymentsContext(c),
    await c.req.text(),
    c.req.valid("header")["stripe-signature"],
  );
  return c.json(envelope(c, result), 200);
};

export const checkoutPage: AppRouteHandler<typeof routes.checkoutPage> = async (c) =>
  c.html(await embedded(c).page(c.req.valid("param").checkout_id), 200);

export const checkoutAction: AppRouteHandler<typeof routes.checkoutAction> = async (c) => {
  const { redirect } = await embedded(c).act(
    c.req.valid("param").checkout_id,
    c.req.valid("form").action,
  );
  return c.body(null, 303, { Location: redirect });
};
