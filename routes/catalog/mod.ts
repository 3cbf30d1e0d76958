import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** The catalog routes under /v1 built so far; errors there are `{detail, status_code, timestamp}`. */
export function catalogRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.sports, handlers.sports);
  router.openapi(routes.athlete, handlers.athlete);
  return router;
}
