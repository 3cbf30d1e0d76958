import type { JobQueue } from "./queue.ts";

/**
 * The schedules of the service: production syncs them to QStash, Deno.cron runs them locally,
 * Workers' cron triggers (wrangler.toml) fire them there. `route`: spec 001 serves it at
 * `POST /api/<name>` (run now) and `GET /api/<name>/status`.
 */
export const SCHEDULES = [
  {
    name: "morning-report",
    cron: "0 8 * * *",
    description: "Daily report at 08:00 UTC: pipeline data synced and mailed.",
    route: true,
  },
  {
    name: "email-monitor",
    cron: "*/5 * * * *",
    description: "Every five minutes: unread mail through the intelligence pipeline.",
    route: true,
  },
  {
    name: "sandbox-reset",
    cron: "0 0 * * *",
    description:
      "Daily at 00:00 UTC: the sandbox's data laid out again from DEMO_SEED and the day.",
    route: false,
  },
  {
    name: "live-play",
    cron: "* * * * *",
    description: "Every minute: live events advance to the time, each change in the event log.",
    route: false,
  },
  {
    name: "workflow-tick",
    cron: "* * * * *",
    description: "Every minute: users' workflows whose cron matches the minute (in their time " +
      "zone) are started, each a workflow-run job.",
    route: false,
  },
  {
    name: "analytics-alerts",
    cron: "* * * * *",
    description: "Every minute: request rollups written, alert rules (error rate, latency) " +
      "evaluated, rollups past their retention deleted.",
    route: false,
  },
] as const;

/** The schedule that starts users' due workflows (services/workflows/). */
export const WORKFLOW_TICK = "workflow-tick";

export type Schedule = typeof SCHEDULES[number];
export type ScheduleName = Schedule["name"];

/**
 * The payload a schedule publishes, with a deduplication id per slot: two instances firing the
 * same slot (or a retried cron) enqueue the job once.
 */
export function scheduledMessage(name: ScheduleName, firedAt: Date) {
  const slot = new Date(Math.floor(firedAt.getTime() / 60_000) * 60_000).toISOString();
  return {
    payload: { trigger: "schedule", scheduled_for: slot },
    dedupId: `schedule:${name}:${slot}`,
  };
}

/**
 * Publishes the jobs of the schedules whose cron expression fired (Deno.cron locally, the
 * Workers `scheduled` event, or a QStash schedule calling /jobs directly in production).
 */
export async function fireSchedules(
  queue: Pick<JobQueue, "publish">,
  cron: string,
  firedAt: Date,
  /** Only this schedule (Deno.cron has one cron per schedule, though two may share a cron). */
  only?: ScheduleName,
): Promise<string[]> {
  const fired: string[] = [];
  for (const schedule of SCHEDULES.filter((s) => s.cron === cron && (!only || s.name === only))) {
    const { payload, dedupId } = scheduledMessage(schedule.name, firedAt);
    const { messageId } = await queue.publish(schedule.name, payload, { dedupId });
    fired.push(messageId);
  }
  return fired;
}
