import { createRoute } from "@hono/zod-openapi";
import type { Schedule } from "../../jobs/schedules.ts";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { authenticate, PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { XLSX_TYPE } from "../../services/reports/spreadsheet.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { Queued, ReportRunRequest, RunRequest, Status } from "./schemas.ts";

const isReport = (schedule: Schedule) => schedule.name === "morning-report";
const tagOf = (schedule: Schedule) => isReport(schedule) ? "morning report" : "email monitor";

/** POST /api/{schedule}: run it now, in the background. */
export const run = (schedule: Schedule) =>
  createRoute({
    method: "post",
    path: `/api/${schedule.name}`,
    operationId: isReport(schedule) ? "runMorningReport" : "runEmailMonitor",
    tags: ["Scheduled jobs"],
    summary: `Run the ${tagOf(schedule)} now`,
    description: `${schedule.description} Called by the scheduler (cron \`${schedule.cron}\`) ` +
      "or by an admin or service account; the work runs in the background as a job." +
      (isReport(schedule)
        ? " Choosing `recipients` needs a tenant admin (403 otherwise): the report holds " +
          "every league's contacts."
        : ""),
    security: securityOf("jwt", "api_key"),
    middleware: [
      deprecated(),
      authenticate({ accept: ["jwt", "api_key"], roles: ["admin", "service"] }),
      requestBody({ maxBytes: BODY_LIMITS.json }),
    ] as const,
    request: {
      body: {
        required: false,
        content: {
          "application/json": { schema: isReport(schedule) ? ReportRunRequest : RunRequest },
        },
      },
    },
    responses: {
      202: jsonContent(Envelope(Queued), "Accepted; runs in the background."),
      ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
    },
  });

/** GET /api/{schedule}/status: the schedule and its last run. */
export const status = (schedule: Schedule) =>
  createRoute({
    method: "get",
    path: `/api/${schedule.name}/status`,
    operationId: isReport(schedule) ? "getMorningReportStatus" : "getEmailMonitorStatus",
    tags: ["Scheduled jobs"],
    summary: `Last run of the ${tagOf(schedule)}`,
    description: "The schedule and its last run. The run's `result` holds tenant-wide figures: " +
      "tenant admins see it; for every other caller it is `null`.",
    security: securityOf("jwt", "api_key", "oauth"),
    middleware: [deprecated(), platformGuard()] as const,
    responses: {
      200: jsonContent(Envelope(Status), "The schedule and its last run."),
      ...envelopeErrors(400, 401, 429),
    },
  });

/** GET /api/admin/reports/morning-report: the last report's workbook. */
export const spreadsheet = createRoute({
  method: "get",
  path: "/api/admin/reports/morning-report",
  operationId: "getMorningReportSpreadsheet",
  tags: ["Scheduled jobs"],
  summary: "The last morning report's spreadsheet (XLSX)",
  description: "The workbook of the last completed morning report (sheets Summary, Pipeline and " +
    "Onboarding), as stored in the document store. It holds every owner's runs and leagues' " +
    "contacts: an admin signed in, or an admin key with the `admin` scope. 404 before the " +
    "first report.",
  security: securityOf(...PLATFORM_CREDENTIALS),
  middleware: [
    authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin"], tenantAdmin: true }),
  ] as const,
  responses: {
    200: {
      description: "The workbook, as an attachment.",
      headers: {
        "Content-Disposition": {
          schema: { type: "string" },
          description: '`attachment; filename="morning-report-<date>.xlsx"`',
        },
      },
      content: { [XLSX_TYPE]: { schema: { type: "string", format: "binary" } } },
    },
    ...envelopeErrors(401, 403, 404, 429),
  },
});
