import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { authenticate } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { validationHook } from "../validation.ts";
import { registerEvents } from "./events/mod.ts";
import { registerFutures } from "./futures/mod.ts";
import { registerJaiAlai } from "./jaialai/mod.ts";
import { registerOdds } from "./odds/mod.ts";

/** The public sports data API of spec 000, mounted at /api/v1/public. */
export function publicApi() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use("*", authenticate({ accept: ["api_key"], scope: "public" }));
  // The only body here is an SGP's selections: a few kilobytes at most.
  router.use("*", requestBody({ maxBytes: BODY_LIMITS.public }));
  // Literal /events/jaialai/... paths first: the router tries routes in registration order.
  registerJaiAlai(router);
  registerEvents(router);
  registerOdds(router);
  registerFutures(router);
  return router;
}
