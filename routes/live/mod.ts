import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Live streams of the event log (spec 002's SSE and WebSocket; /v1). */
export function liveRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  // The literal path first: /v1/events/stream is not an event's stream.
  router.openapi(routes.allStream, handlers.allStream);
  router.openapi(routes.eventStream, handlers.eventStream);
  router.openapi(routes.socket, handlers.socket);
  return router;
}
