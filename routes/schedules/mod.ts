import { OpenAPIHono } from "@hono/zod-openapi";
import { SCHEDULES } from "../../jobs/schedules.ts";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/**
 * POST (run now, in the background) and GET .../status for each schedule of spec 001, and the
 * morning report's last spreadsheet.
 */
export function scheduleRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  for (const schedule of SCHEDULES.filter((s) => s.route)) {
    router.openapi(routes.run(schedule), handlers.run(schedule));
    router.openapi(routes.status(schedule), handlers.status(schedule));
  }
  router.openapi(routes.spreadsheet, handlers.spreadsheet);
  return router;
}
