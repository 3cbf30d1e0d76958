import { OpenAPIHono } from "@hono/zod-openapi";
import { css, script } from "chart-assets";
import { CHART_ASSETS } from "../../services/analytics/mod.ts";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

const cached = { "Cache-Control": "public, max-age=86400" };

/** Analytics (spec 002 "General, discovery and service"): /api/analytics, /v1/analytics. */
export function analyticsRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.data, handlers.data);
  router.openapi(routes.overview, handlers.overview);
  router.openapi(routes.business, handlers.business);
  router.openapi(routes.performance, handlers.performance);
  router.openapi(routes.system, handlers.system);
  router.openapi(routes.alerts, handlers.alerts);
  router.openapi(routes.dashboards, handlers.dashboards);
  router.openapi(routes.health, handlers.health);
  router.openapi(routes.query, handlers.query);
  router.openapi(routes.stats, handlers.stats);
  router.openapi(routes.v1Overview, handlers.v1Overview);
  router.openapi(routes.v1Business, handlers.v1Business);
  router.openapi(routes.v1Performance, handlers.v1Performance);
  // The dashboards page's chart library, from this service (no CDN).
  router.get(
    `${CHART_ASSETS}/uPlot.min.css`,
    (c) => c.body(css, 200, { "Content-Type": "text/css; charset=utf-8", ...cached }),
  );
  router.get(
    `${CHART_ASSETS}/uPlot.iife.min.js`,
    (c) => c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8", ...cached }),
  );
  return router;
}
