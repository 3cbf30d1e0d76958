import { alertRules, evaluateAlerts } from "../services/analytics/alerts.ts";
import { defineJob } from "./job.ts";
import { ScheduledPayload } from "./morning_report.ts";

/**
 * Every minute (the `analytics-alerts` schedule): this instance's request counts are written,
 * then the alert rules are evaluated over every instance's rollups, and rollups past
 * ANALYTICS_RETENTION_DAYS are deleted.
 */
export const analyticsAlertsJob = defineJob({
  name: "analytics-alerts",
  payload: ScheduledPayload,
  handle: async ({ services: { db, clock, config, analytics } }) => {
    await analytics.flush();
    return await evaluateAlerts(
      db,
      alertRules({ errorRate: config.ALERT_ERROR_RATE, p95Ms: config.ALERT_P95_MS }),
      { now: clock(), retentionDays: config.ANALYTICS_RETENTION_DAYS },
    );
  },
});
