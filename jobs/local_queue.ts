import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema/mod.ts";
import { leaseEnd, whileLeased } from "../services/lease.ts";
import type { Logger } from "../services/logger.ts";
import { callbackUrl, type JobQueue, retryDelayMs } from "./queue.ts";
import { signDelivery } from "./signing.ts";

export interface LocalQueueOptions {
  db: Database;
  logger: Logger;
  baseUrl: string;
  signingKey: string;
  maxRetries: number;
  pollMs: number;
  backoffScale: number;
  /**
   * How long a delivery may take before another worker may take the job over; a killed
   * worker's lease lapses sooner, as nobody renews it (services/lease.ts).
   */
  leaseMs?: number;
  /** Deliveries in flight at once (each job is leased by one). */
  concurrency?: number;
  /** Wall-clock milliseconds (job timing is real time, not the app's business clock). */
  now?: () => number;
}

type JobRow = typeof jobs.$inferSelect;

/**
 * The embedded queue: jobs are rows in libSQL, so an accepted job survives a crash. A worker
 * takes a due job with one UPDATE ... RETURNING (a lease, so two workers never hold it at once
 * and a killed worker's job becomes due again when the lease ends), signs the delivery as
 * QStash does and sends it through the app's own fetch to the verified callback route. A 2xx
 * answer completes it; anything else is retried with QStash's backoff, then dead-lettered.
 */
export function createLocalQueue(o: LocalQueueOptions): JobQueue {
  const now = o.now ?? (() => Date.now());
  const leaseMs = o.leaseMs ?? 60_000;
  const concurrency = o.concurrency ?? 1;
  let fetchApp: ((request: Request) => Response | Promise<Response>) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** Set by stop(): lanes take no further job (a delivery under way is finished). */
  let closing = false;

  async function claim(): Promise<JobRow | undefined> {
    const at = now();
    const rows = await o.db.update(jobs).set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      leasedUntil: leaseEnd(at, leaseMs, at),
      updatedAt: new Date(at).toISOString(),
    }).where(eq(
      jobs.id,
      sql`(SELECT id FROM jobs WHERE (status = 'pending' AND due_at <= ${at})
        OR (status = 'running' AND leased_until <= ${at}) ORDER BY due_at LIMIT 1)`,
    )).returning();
    return rows[0];
  }

  async function deliver(job: JobRow): Promise<string | null> {
    const url = callbackUrl(o.baseUrl, job.name);
    const signature = await signDelivery(o.signingKey, { url, body: job.payload, now: now() });
    try {
      const response = await fetchApp!(
        new Request(url, {
          method: "POST",
          body: job.payload,
          headers: {
            "Content-Type": "application/json",
            "Upstash-Signature": signature,
            "Upstash-Message-Id": job.id,
            "Upstash-Retried": String(job.attempts - 1),
          },
        }),
      );
      const text = await response.text();
      return response.ok ? null : `HTTP ${response.status}: ${text.slice(0, 500)}`;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  /** The job, while this delivery still holds it. */
  const held = (job: JobRow) =>
    and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts));

  /**
   * Settles a delivery, but only while this worker still holds the job: a delivery that outlived
   * its lease may have been taken over, and its late answer must not undo the newer one.
   */
  async function settle(job: JobRow, error: string | null) {
    const at = now();
    const updatedAt = new Date(at).toISOString();
    if (!error) {
      await o.db.update(jobs).set({ status: "done", leasedUntil: null, lastError: null, updatedAt })
        .where(held(job));
      return;
    }
    const retried = job.attempts; // deliveries so far, the first included
    if (retried > job.maxRetries) {
      o.logger.error("job dead-lettered", { job: job.name, messageId: job.id, error });
      // One transaction; the letter is written only if the job was still ours to bury.
      await o.db.batch([
        o.db.update(jobs).set({ status: "dead", leasedUntil: null, lastError: error, updatedAt })
          .where(held(job)),
        o.db.run(sql`INSERT OR IGNORE INTO dead_letters
          (message_id, name, payload, attempts, last_error, created_at)
          SELECT id, name, payload, attempts, last_error, updated_at FROM jobs
          WHERE id = ${job.id} AND status = 'dead' AND updated_at = ${updatedAt}`),
      ]);
      return;
    }
    const dueAt = at + retryDelayMs(retried, o.backoffScale);
    o.logger.warn("job failed; will retry", { job: job.name, messageId: job.id, dueAt, error });
    await o.db.update(jobs).set({
      status: "pending",
      leasedUntil: null,
      lastError: error,
      dueAt,
      updatedAt,
    }).where(held(job));
  }

  /** Delivers due jobs until none is left, `concurrency` at a time. */
  async function drain(): Promise<number> {
    if (!fetchApp) throw new Error("local queue: connect() the app before draining");
    const lane = async () => {
      let delivered = 0;
      while (!closing) {
        const job = await claim();
        if (!job) break;
        const renew = (until: number) =>
          o.db.update(jobs).set({ leasedUntil: until }).where(held(job));
        const since = Date.parse(job.updatedAt);
        const outcome = await whileLeased({ since, limitMs: leaseMs, renew }, () => deliver(job));
        try {
          await settle(job, outcome);
        } catch (err) {
          // The database refused the outcome (busy past its wait, unreachable): the job's lease
          // lapses and it is delivered again, as after a crash. The other jobs go on.
          o.logger.error("job outcome not recorded; it will be delivered again", {
            job: job.name,
            messageId: job.id,
            error: err instanceof Error ? err.message : String(err),
          });
        }
        delivered++;
      }
      return delivered;
    };
    const lanes = await Promise.all(Array.from({ length: concurrency }, lane));
    return lanes.reduce((a, b) => a + b, 0);
  }

  // The worker: a drain every pollMs, and at once when a job is published, never two at a time.
  let busy = false;
  let again = false;
  function tick() {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    clearTimeout(timer);
    running = drain().catch((err) => o.logger.error("job worker", { error: String(err) }))
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          tick();
        } else schedule();
      });
  }

  function schedule() {
    if (!stopped) timer = setTimeout(tick, o.pollMs);
  }

  return {
    kind: "local",
    async publish(name, payload, options = {}) {
      const at = now();
      const id = `msg_${crypto.randomUUID().replaceAll("-", "")}`;
      const [row] = await o.db.insert(jobs).values({
        id,
        name,
        payload: JSON.stringify(payload ?? {}),
        dedupId: options.dedupId,
        status: "pending",
        maxRetries: options.retries ?? o.maxRetries,
        dueAt: at + (options.delaySeconds ?? 0) * 1000,
        createdAt: new Date(at).toISOString(),
        updatedAt: new Date(at).toISOString(),
      }).onConflictDoNothing().returning({ id: jobs.id });
      if (row) {
        if (!stopped && !options.delaySeconds) setTimeout(tick, 0);
        return { messageId: row.id, deduplicated: false };
      }
      const existing = await o.db.query.jobs.findFirst({
        where: eq(jobs.dedupId, options.dedupId!),
      });
      return { messageId: existing!.id, deduplicated: true };
    },
    async cancel(name, payload) {
      const matches = sql.join(
        Object.entries(payload).map(([field, value]) =>
          sql`json_extract(payload, ${`$.${field}`}) = ${value}`
        ),
        sql` AND `,
      );
      const [, , cancelled] = await o.db.batch([
        o.db.run(sql`DELETE FROM job_deliveries WHERE message_id IN
          (SELECT id FROM jobs WHERE name = ${name} AND ${matches})`),
        o.db.run(sql`DELETE FROM dead_letters WHERE name = ${name} AND ${matches}`),
        o.db.run(sql`DELETE FROM jobs WHERE name = ${name} AND ${matches}`),
        // A delivery taken before an earlier cancel removed its job has no payload left to
        // match: the record of a job that no longer exists goes too.
        o.db.run(sql`DELETE FROM job_deliveries WHERE name = ${name}
          AND message_id NOT IN (SELECT id FROM jobs)`),
      ]);
      return cancelled.rowsAffected;
    },
    drain,
    connect(fetch) {
      fetchApp = fetch;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      schedule();
    },
    async stop() {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      await running;
    },
  };
}
