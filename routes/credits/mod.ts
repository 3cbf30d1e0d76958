import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Credits (/api/credits) and the payment provider's routes (/api/payprovider), spec 002. */
export function creditRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  // The literal /api/credits/packages before /api/credits/{user_id}: the router tries routes
  // in this order, so `packages` is never read as a user id.
  router.openapi(routes.packages, handlers.packages);
  router.openapi(routes.record, handlers.record);
  router.openapi(routes.balance, handlers.balance);
  router.openapi(routes.check, handlers.check);
  router.openapi(routes.transactions, handlers.transactions);
  router.openapi(routes.purchase, handlers.purchase);
  router.openapi(routes.add, handlers.add);
  router.openapi(routes.webhook, handlers.webhook);
  router.openapi(routes.checkoutPage, handlers.checkoutPage);
  router.openapi(routes.checkoutAction, handlers.checkoutAction);
  return router;
}
