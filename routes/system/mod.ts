import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** The health check. */
export function systemRoutes() {
  const router = new OpenAPIHono<AppEnv>();
  router.openapi(routes.health, handlers.health);
  return router;
}
