import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Outgoing webhooks: subscriptions, their secrets, test pings, deliveries and redelivery. */
export function webhookRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.createWebhook, handlers.createWebhook);
  router.openapi(routes.listWebhooks, handlers.listWebhooks);
  router.openapi(routes.getWebhook, handlers.getWebhook);
  router.openapi(routes.updateWebhook, handlers.updateWebhook);
  router.openapi(routes.deleteWebhook, handlers.deleteWebhook);
  router.openapi(routes.rotateSecret, handlers.rotateSecret);
  router.openapi(routes.testWebhook, handlers.testWebhook);
  router.openapi(routes.listDeliveries, handlers.listDeliveries);
  router.openapi(routes.redeliver, handlers.redeliver);
  return router;
}
