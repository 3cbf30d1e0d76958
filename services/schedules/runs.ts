import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { scheduleRuns } from "../../db/schema/mod.ts";

export type ScheduleRun = typeof scheduleRuns.$inferSelect;

/**
 * Runs a scheduled job's work once per message: the run is recorded under the message id, so a
 * redelivered message whose run completed returns that run instead of working again. A run left
 * `running` by a killed process, or `failed`, is run again.
 */
export async function recordRun(
  db: Database,
  { schedule, messageId, trigger, now }: {
    schedule: string;
    messageId: string;
    trigger: string;
    now: () => Date;
  },
  work: () => Promise<Record<string, unknown>>,
): Promise<ScheduleRun> {
  const done = await db.query.scheduleRuns.findFirst({
    where: and(eq(scheduleRuns.messageId, messageId), eq(scheduleRuns.status, "completed")),
  });
  if (done) return done;
  const startedAt = now().toISOString();
  await db.insert(scheduleRuns).values({
    messageId,
    schedule,
    trigger,
    status: "running",
    startedAt,
  })
    .onConflictDoUpdate({
      target: scheduleRuns.messageId,
      set: { status: "running", startedAt, error: null },
    });
  try {
    const result = await work();
    const [row] = await db.update(scheduleRuns).set({
      status: "completed",
      completedAt: now().toISOString(),
      result: JSON.stringify(result),
    }).where(eq(scheduleRuns.messageId, messageId)).returning();
    return row;
  } catch (err) {
    await db.update(scheduleRuns).set({
      status: "failed",
      completedAt: now().toISOString(),
      error: err instanceof Error ? err.message : String(err),
    }).where(eq(scheduleRuns.messageId, messageId));
    throw err;
  }
}

export async function lastRun(db: Database, schedule: string): Promise<ScheduleRun | undefined> {
  return await db.query.scheduleRuns.findFirst({
    where: eq(scheduleRuns.schedule, schedule),
    orderBy: desc(scheduleRuns.startedAt),
  });
}

export async function countRuns(db: Database, schedule: string): Promise<number> {
  const rows = await db.select({ id: scheduleRuns.messageId }).from(scheduleRuns)
    .where(and(eq(scheduleRuns.schedule, schedule), eq(scheduleRuns.status, "completed")));
  return rows.length;
}
