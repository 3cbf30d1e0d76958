/**
 * Leases (a job's, a delivery's, a stage's) are short and renewed while their holder works: a
 * killed holder's lease lapses within LEASE_TTL_MS, so a restarted instance (or another one
 * sharing the database) takes the work over within seconds, while a live holder keeps it for
 * as long as the work takes, up to `limitMs` in all (JOB_LEASE_SECONDS: a hung holder loses it).
 */
export const LEASE_TTL_MS = 3_000;
const RENEW_EVERY_MS = 1_000;

/**
 * How long a redelivery waits for a lease about to lapse rather than fail into the queue's
 * backoff: a killed holder's job, delivery and stage leases lapse a moment apart.
 */
export const LEASE_GRACE_MS = 2_000;

/** Where a lease taken at `since` for at most `limitMs` ends, if taken or renewed at `now`. */
export const leaseEnd = (since: number, limitMs: number, now = Date.now()) =>
  Math.min(now + LEASE_TTL_MS, since + limitMs);

/**
 * Runs `work` while renewing its lease every second with `renew(until)`. A failed renewal is
 * left to the next one: should the lease lapse meanwhile, the holders' own checks (a claim
 * refused, a settle that no longer matches) keep a takeover safe.
 */
export async function whileLeased<T>(
  lease: { since: number; limitMs: number; renew: (until: number) => Promise<unknown> },
  work: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(() => {
    lease.renew(leaseEnd(lease.since, lease.limitMs)).catch(() => {});
  }, RENEW_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
