import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analyticsAlerts, requestRollups } from "../../db/schema/mod.ts";
import { type Metric, runAnalyticsQuery } from "./query.ts";

/** A threshold rule over every request of the last `window_minutes`. */
export interface AlertRule {
  name: string;
  description: string;
  metric: Extract<Metric, "error_rate" | "latency_p95_ms" | "latency_p99_ms">;
  /** Fires when the metric is above this. */
  threshold: number;
  window_minutes: number;
  /** Too few requests say nothing: below this count the rule does not fire (or resolve). */
  min_requests: number;
}

/** The rules, with thresholds from the configuration (ALERT_ERROR_RATE, ALERT_P95_MS). */
export function alertRules(
  { errorRate, p95Ms }: { errorRate: number; p95Ms: number },
): AlertRule[] {
  return [
    {
      name: "high_error_rate",
      description: "Share of requests answered 5xx over the last 5 minutes.",
      metric: "error_rate",
      threshold: errorRate,
      window_minutes: 5,
      min_requests: 20,
    },
    {
      name: "slow_responses",
      description: "95th percentile of response times over the last 5 minutes, in ms.",
      metric: "latency_p95_ms",
      threshold: p95Ms,
      window_minutes: 5,
      min_requests: 20,
    },
  ];
}

export interface RuleState {
  rule: AlertRule;
  status: "firing" | "ok" | "insufficient_data";
  value: number | null;
  requests: number;
}

/** Where each rule stands now. */
export async function currentStates(
  db: Database,
  rules: AlertRule[],
  now: Date,
): Promise<RuleState[]> {
  return await Promise.all(rules.map(async (rule) => {
    const { rows } = await runAnalyticsQuery(db, {
      metrics: ["requests", rule.metric],
      range: { last: `${rule.window_minutes}m` },
    }, { now });
    const requests = rows[0]?.metrics.requests ?? 0;
    const value = rows[0]?.metrics[rule.metric] ?? null;
    const status = requests < rule.min_requests
      ? "insufficient_data"
      : value !== null && value > rule.threshold
      ? "firing"
      : "ok";
    return { rule, status, value, requests };
  }));
}

/**
 * The scheduled evaluation: a rule that fires opens an episode (one per rule, whichever
 * instance evaluates), one that no longer fires resolves it; rollups older than the retention
 * are deleted. Returns what changed.
 */
export async function evaluateAlerts(
  db: Database,
  rules: AlertRule[],
  { now, retentionDays }: { now: Date; retentionDays: number },
) {
  const at = now.toISOString();
  const fired: string[] = [];
  const resolved: string[] = [];
  for (const state of await currentStates(db, rules, now)) {
    const open = isNull(analyticsAlerts.resolvedAt);
    const mine = and(eq(analyticsAlerts.rule, state.rule.name), open);
    if (state.status === "firing") {
      const inserted = await db.insert(analyticsAlerts).values({
        rule: state.rule.name,
        value: state.value!,
        threshold: state.rule.threshold,
        lastValue: state.value!,
        firedAt: at,
        lastEvaluatedAt: at,
      }).onConflictDoNothing().returning({ id: analyticsAlerts.id });
      if (inserted.length) fired.push(state.rule.name);
      else {
        await db.update(analyticsAlerts).set({ lastValue: state.value!, lastEvaluatedAt: at })
          .where(mine);
      }
    } else if (state.status === "ok") {
      const closed = await db.update(analyticsAlerts)
        .set({ resolvedAt: at, lastEvaluatedAt: at, lastValue: state.value ?? 0 })
        .where(mine).returning({ id: analyticsAlerts.id });
      if (closed.length) resolved.push(state.rule.name);
    }
  }
  const oldest = Math.floor(now.getTime() / 60_000) - retentionDays * 1440;
  await db.delete(requestRollups).where(lt(requestRollups.minute, oldest));
  return { fired, resolved };
}

/** Alert episodes, newest first. */
export async function alertHistory(db: Database, limit = 50) {
  const rows = await db.select().from(analyticsAlerts).orderBy(desc(analyticsAlerts.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    rule: r.rule,
    status: r.resolvedAt ? "resolved" as const : "firing" as const,
    value: r.value,
    threshold: r.threshold,
    last_value: r.lastValue,
    fired_at: r.firedAt,
    last_evaluated_at: r.lastEvaluatedAt,
    resolved_at: r.resolvedAt,
  }));
}
