import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { SCHEDULES } from "../../jobs/schedules.ts";
import { lastRun } from "../../services/schedules/runs.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { Envelope, envelope, envelopeErrors } from "../envelope.ts";
import { authenticate, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { typedValidationHook } from "../validation.ts";

const RunRequest = z.object({
  config: z.record(z.string(), z.unknown()).optional().openapi({
    description: "Report or monitor settings, passed to the job.",
  }),
}).openapi("ScheduledRunRequest");

const Queued = z.object({
  message_id: z.string(),
  job: z.string(),
  deduplicated: z.boolean(),
}).openapi("QueuedJob");

const Run = z.object({
  message_id: z.string(),
  trigger: z.string(),
  status: z.enum(["running", "completed", "failed"]),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
}).openapi("ScheduledRun");

const Status = z.object({
  job: z.string(),
  cron: z.string(),
  description: z.string(),
  last_run: Run.nullable(),
}).openapi("ScheduleStatus");

/** POST (run now, in the background) and GET .../status for each schedule of spec 001. */
export function scheduleRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  for (const schedule of SCHEDULES) {
    const path = `/api/${schedule.name}`;
    const tag = schedule.name === "morning-report" ? "Morning report" : "Email monitor";
    const run = createRoute({
      method: "post",
      path,
      operationId: schedule.name === "morning-report" ? "runMorningReport" : "runEmailMonitor",
      tags: ["Scheduled jobs"],
      summary: `Run the ${tag.toLowerCase()} now`,
      description: `${schedule.description} Called by the scheduler (cron \`${schedule.cron}\`) ` +
        "or by an admin or service account; the work runs in the background as a job.",
      security: securityOf("jwt", "api_key"),
      middleware: [
        deprecated(),
        authenticate({ accept: ["jwt", "api_key"], roles: ["admin", "service"] }),
        requestBody({ maxBytes: BODY_LIMITS.json }),
      ] as const,
      request: {
        body: { required: false, content: { "application/json": { schema: RunRequest } } },
      },
      responses: {
        202: jsonContent(Envelope(Queued), "Accepted; runs in the background."),
        ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
      },
    });
    const status = createRoute({
      method: "get",
      path: `${path}/status`,
      operationId: schedule.name === "morning-report"
        ? "getMorningReportStatus"
        : "getEmailMonitorStatus",
      tags: ["Scheduled jobs"],
      summary: `Last run of the ${tag.toLowerCase()}`,
      security: securityOf("jwt", "api_key", "oauth"),
      middleware: [
        deprecated(),
        platformGuard(),
      ] as const,
      responses: {
        200: jsonContent(Envelope(Status), "The schedule and its last run."),
        ...envelopeErrors(400, 401, 429),
      },
    });
    const runNow: AppRouteHandler<typeof run> = async (c) => {
      const body = c.req.valid("json") ?? {};
      const payload = { trigger: "manual", config: body.config };
      const published = await c.get("deps").queue.publish(schedule.name, payload);
      const data = {
        message_id: published.messageId,
        job: schedule.name,
        deduplicated: published.deduplicated,
      };
      return c.json(envelope(c, data), 202);
    };
    const showStatus: AppRouteHandler<typeof status> = async (c) => {
      const row = await lastRun(c.get("deps").db, schedule.name);
      const last_run = row
        ? {
          message_id: row.messageId,
          trigger: row.trigger,
          status: row.status,
          started_at: row.startedAt,
          completed_at: row.completedAt,
          result: row.result ? JSON.parse(row.result) : null,
          error: row.error,
        }
        : null;
      const data = { job: schedule.name, cron: schedule.cron, description: schedule.description };
      return c.json(envelope(c, { ...data, last_run }), 200);
    };
    router.openapi(run, runNow);
    router.openapi(status, showStatus);
  }
  return router;
}
