import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Accounts and API keys, for tenant admins. */
export function adminRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.createAccount, handlers.createAccount);
  router.openapi(routes.listAccounts, handlers.listAccounts);
  router.openapi(routes.updateAccount, handlers.updateAccount);
  router.openapi(routes.resetPassword, handlers.resetPassword);
  router.openapi(routes.createKey, handlers.createKey);
  router.openapi(routes.listKeys, handlers.listKeys);
  router.openapi(routes.revokeKey, handlers.revokeKey);
  router.openapi(routes.rotateKey, handlers.rotateKey);
  return router;
}
