import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Email and employees (spec 002): the inbound mail webhook, employees, the outbox, replies. */
export function mailRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.webhook, handlers.webhook);
  router.openapi(routes.listEmployees, handlers.listEmployees);
  router.openapi(routes.createEmployee, handlers.createEmployee);
  router.openapi(routes.getEmployee, handlers.getEmployee);
  router.openapi(routes.outbox, handlers.outbox);
  router.openapi(routes.outboxEml, handlers.outboxEml);
  router.openapi(routes.processEmail, handlers.processEmail);
  router.openapi(routes.respond, handlers.respond);
  return router;
}
