import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../services/errors.ts";
import type { AppEnv } from "../context.ts";
import { authenticate } from "../middleware/auth.ts";
import { validationHook } from "../validation.ts";
import { registerEvents } from "./events/mod.ts";
import { registerFutures } from "./futures/mod.ts";
import { registerJaiAlai } from "./jaialai/mod.ts";
import { registerOdds } from "./odds/mod.ts";

/** The largest request body the public surface reads. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** The public sports data API of spec 000, mounted at /api/v1/public. */
export function publicApi() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use("*", authenticate({ accept: ["api_key"], scope: "public" }));
  // The only body here is an SGP's selections: a few kilobytes at most.
  router.use(
    "*",
    bodyLimit({
      maxSize: PUBLIC_BODY_LIMIT,
      onError: () => {
        throw new AppError("payload_too_large", `request body over ${PUBLIC_BODY_LIMIT} bytes`);
      },
    }),
  );
  // Literal /events/jaialai/... paths first: the router tries routes in registration order.
  registerJaiAlai(router);
  registerEvents(router);
  registerOdds(router);
  registerFutures(router);
  return router;
}
