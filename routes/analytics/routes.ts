import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { dashboardsPage } from "../../services/analytics/mod.ts";
import { negotiate } from "../../services/discovery/service_info.ts";
import type { AppEnv } from "../context.ts";
import { CATALOG_SECURITY, catalogGuard } from "../catalog_read.ts";
import { detailErrors, Envelope, envelopeErrors } from "../envelope.ts";
import {
  healthGuard,
  operatorGuard,
  PLATFORM_CREDENTIALS,
  platformGuard,
} from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  Alerts,
  AnalyticsData,
  AnalyticsHealth,
  Business,
  Dashboards,
  Overview,
  Performance,
  QueryRequest,
  QueryResult,
  Stats,
  System,
  WindowQuery,
} from "./schemas.ts";

const tags = ["Analytics"];
const security = securityOf(...PLATFORM_CREDENTIALS);
const SCOPE = " Admins see every caller's requests; everyone else only their own (`scope`).";

/** A browser asking for HTML gets the dashboards page, which carries no data, before any guard. */
const pageForBrowsers = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (negotiate(c.req.header("Accept")) !== "html") return await next();
    c.header("Vary", "Accept");
    return c.html(dashboardsPage(), 200);
  });

/** A GET of the platform surface answering the envelope around `data`. */
const platformRead = <const P extends string, D extends z.ZodType>(
  path: P,
  operationId: string,
  summary: string,
  description: string,
  data: D,
) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    description,
    security,
    middleware: [platformGuard()] as const,
    request: { query: WindowQuery },
    responses: {
      200: jsonContent(Envelope(data), summary),
      ...envelopeErrors(400, 401, 403, 422, 429),
    },
  });

export const data = platformRead(
  "/api/analytics",
  "getAnalyticsData",
  "Analytics data",
  "Requests, errors and latency per minute, method and route template over the window, " +
    "from the per-minute rollups every request is counted in." + SCOPE,
  AnalyticsData,
);

export const overview = platformRead(
  "/api/analytics/",
  "getAnalyticsOverview",
  "Analytics overview",
  "The window's requests, error rate and p95 latency, the alerts firing, and links to the " +
    "metrics, alerts, dashboards, health and query." + SCOPE,
  Overview,
);

export const business = platformRead(
  "/api/analytics/metrics/business",
  "getBusinessMetrics",
  "Business metrics",
  "Pipeline runs by status, partnership tiers, contracts generated, batches, webhook " +
    "subscriptions and deliveries, workflows; admins also see live connections. Admins see " +
    "everyone's objects; everyone else their own.",
  Business,
);

export const performance = platformRead(
  "/api/analytics/metrics/performance",
  "getPerformanceMetrics",
  "Performance metrics",
  "Totals (requests, rates, latency percentiles), answers by status class, the busiest and " +
    "slowest routes, and a per-minute series (per hour beyond a day)." + SCOPE,
  Performance,
);

export const system = createRoute({
  method: "get",
  path: "/api/analytics/metrics/system",
  operationId: "getSystemMetrics",
  tags,
  summary: "System metrics",
  description: "The job queue, dead letters, the event log, the rollups, live connections and " +
    "the database's size. Operators only (admins, service or admin keys).",
  security,
  middleware: [operatorGuard()] as const,
  responses: {
    200: jsonContent(Envelope(System), "System metrics."),
    ...envelopeErrors(401, 403, 429),
  },
});

export const alerts = createRoute({
  method: "get",
  path: "/api/analytics/alerts",
  operationId: "getAnalyticsAlerts",
  tags,
  summary: "Alert rules and episodes",
  description: "The threshold rules (5xx share and p95 latency over 5 minutes; thresholds " +
    "ALERT_ERROR_RATE and ALERT_P95_MS), where each stands now, and the episodes the " +
    "`analytics-alerts` schedule recorded (it evaluates every minute). Operators only.",
  security,
  middleware: [operatorGuard()] as const,
  responses: {
    200: jsonContent(Envelope(Alerts), "Rules and episodes."),
    ...envelopeErrors(401, 403, 429),
  },
});

export const dashboards = createRoute({
  method: "get",
  path: "/api/analytics/dashboards",
  operationId: "getAnalyticsDashboards",
  tags,
  summary: "Dashboards",
  description: "Charts of traffic, latency, status classes, the busiest routes, pipeline " +
    "runs, tiers and webhook deliveries. JSON (each panel's labels and series) needs a " +
    "credential. `Accept: text/html` gets the page, without data and without a credential: " +
    "it asks for one (or reads `#api_key=` / `#token=` from the URL's fragment), fetches the " +
    "JSON and draws it with uPlot, served by this service. `Vary: Accept`." + SCOPE,
  security,
  middleware: [pageForBrowsers(), platformGuard()] as const,
  request: { query: WindowQuery },
  responses: {
    200: {
      description: "The dashboards (JSON), or the page (HTML).",
      content: {
        "application/json": { schema: Envelope(Dashboards) },
        "text/html": { schema: z.string().openapi({ description: "The dashboards page." }) },
      },
    },
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const health = createRoute({
  method: "get",
  path: "/api/analytics/health",
  operationId: "getAnalyticsHealth",
  tags,
  summary: "Health of analytics",
  description: "`status` (degraded while an alert fires) and `timestamp` for anyone; whether " +
    "requests are being recorded, the alerts firing and the latest minute written for " +
    "callers with a credential.",
  security: [...security, {}],
  middleware: [healthGuard()] as const,
  responses: {
    200: jsonContent(Envelope(AnalyticsHealth), "Health."),
    ...envelopeErrors(401, 429),
  },
});

export const query = createRoute({
  method: "post",
  path: "/api/analytics/query",
  operationId: "queryAnalytics",
  tags,
  summary: "Custom analytics query",
  description: "Metrics grouped by dimensions and an interval, filtered, over a range " +
    "(AnalyticsQuery). A range too long, too many intervals or groups, or an `order_by` " +
    "not among the metrics is 400; an unknown name 422." + SCOPE,
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: QueryRequest } } },
  },
  responses: {
    200: jsonContent(Envelope(QueryResult), "The rows."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});

export const stats = createRoute({
  method: "get",
  path: "/api/stats",
  operationId: "getServiceStats",
  tags,
  summary: "System statistics",
  description: "What the service holds (events, sports, athletes, leagues, pipeline runs, " +
    "log entries), requests in the last 24 hours, and this instance's uptime.",
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(Stats), "Statistics."),
    ...envelopeErrors(401, 403, 429),
  },
});

const V1_ACCESS = " X-API-Key or a bearer ID token; callers see their own requests and " +
  "objects (keys with the `admin` scope of an admin, everyone's). The second catalog " +
  "description's shape: the object itself, errors as `{detail, status_code, timestamp}`.";

/** A /v1 analytics read: the same figures as its /api twin, without the envelope. */
const v1Read = <const P extends string, D extends z.ZodType>(
  path: P,
  operationId: string,
  summary: string,
  schema: D,
) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    description: summary + "." + V1_ACCESS,
    security: CATALOG_SECURITY,
    middleware: [catalogGuard()] as const,
    request: { query: WindowQuery },
    responses: { 200: jsonContent(schema, summary), ...detailErrors(400, 401, 403, 422, 429) },
  });

export const v1Overview = v1Read(
  "/v1/analytics/",
  "getV1AnalyticsOverview",
  "Analytics overview",
  Overview,
);
export const v1Business = v1Read(
  "/v1/analytics/metrics/business",
  "getV1BusinessMetrics",
  "Business metrics",
  Business,
);
export const v1Performance = v1Read(
  "/v1/analytics/metrics/performance",
  "getV1PerformanceMetrics",
  "Performance metrics",
  Performance,
);
