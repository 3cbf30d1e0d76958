import type { Schedule } from "../../jobs/schedules.ts";
import { seesAll } from "../../services/auth/principal.ts";
import { forbidden } from "../../services/errors.ts";
import { latestWorkbook } from "../../services/reports/morning.ts";
import { XLSX_TYPE } from "../../services/reports/spreadsheet.ts";
import { lastRun } from "../../services/schedules/runs.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

/** Queues the schedule's job now. */
export const run =
  (schedule: Schedule): AppRouteHandler<ReturnType<typeof routes.run>> => async (c) => {
    const body = c.req.valid("json") ?? {};
    // The report holds every league's contacts: only a tenant admin may send it elsewhere.
    const config = body.config as { recipients?: string[] } | undefined;
    if (config?.recipients && !seesAll(c.get("principal"))) {
      throw forbidden(
        "only a tenant admin (an admin, or an admin key with the 'admin' scope) may choose " +
          "the report's recipients",
        { parameter: "config.recipients" },
      );
    }
    const payload = { trigger: "manual", config: body.config };
    const published = await c.get("deps").queue.publish(schedule.name, payload);
    const data = {
      message_id: published.messageId,
      job: schedule.name,
      deduplicated: published.deduplicated,
    };
    return c.json(envelope(c, data), 202);
  };

/**
 * The schedule and its last run. The run's result holds tenant-wide figures: tenant admins see
 * it, every other caller gets `null` in its place.
 */
export const status =
  (schedule: Schedule): AppRouteHandler<ReturnType<typeof routes.status>> => async (c) => {
    const row = await lastRun(c.get("deps").db, schedule.name);
    const shown = seesAll(c.get("principal"));
    const last_run = row
      ? {
        message_id: row.messageId,
        trigger: row.trigger,
        status: row.status,
        started_at: row.startedAt,
        completed_at: row.completedAt,
        result: row.result && shown ? JSON.parse(row.result) : null,
        error: row.error,
      }
      : null;
    const data = { job: schedule.name, cron: schedule.cron, description: schedule.description };
    return c.json(envelope(c, { ...data, last_run }), 200);
  };

/** The last report's workbook, as a download. */
export const spreadsheet: AppRouteHandler<typeof routes.spreadsheet> = async (c) => {
  const file = await latestWorkbook(c.get("deps"));
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": XLSX_TYPE,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
  });
};
