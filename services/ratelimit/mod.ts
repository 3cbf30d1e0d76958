import type { Logger } from "../logger.ts";
import type { Policies, PolicyName, RateWindow } from "./policies.ts";

/** One window's answer, in the terms of the rate-limit headers. */
export interface WindowDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch milliseconds when the window's fixed part ends (X-RateLimit-Reset, in seconds). */
  reset: number;
}

/** The answer for a request: allowed only when every window of its policy allows it. */
export interface Decision {
  allowed: boolean;
  /** The window the headers describe: the refusing one, else the one with least left. */
  limit: number;
  remaining: number;
  reset: number;
  /** Seconds until the request could pass (0 when allowed). */
  retryAfter: number;
  /** Set when the shared store did not answer and this instance's own windows decided. */
  degraded?: boolean;
}

/** Counts requests against one window; memory.ts and upstash.ts answer alike. */
export interface WindowStore {
  /** Checks the windows and, only when all of them allow it, counts the request in each. */
  take(
    policy: string,
    windows: RateWindow[],
    identifier: string,
    now: number,
  ): WindowDecision[] | Promise<WindowDecision[]>;
}

export interface RateLimiter {
  readonly policies: Policies;
  /** Synchronous with the in-process store, a promise with a shared one. */
  check(policy: PolicyName, identifier: string): Decision | Promise<Decision>;
}

export function combine(decisions: WindowDecision[], now: number): Decision {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length) {
    const last = refused.reduce((a, b) => (b.reset > a.reset ? b : a));
    return {
      allowed: false,
      limit: last.limit,
      remaining: 0,
      reset: last.reset,
      retryAfter: Math.max(1, Math.ceil((last.reset - now) / 1000)),
    };
  }
  const tightest = decisions.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  return { ...tightest, allowed: true, retryAfter: 0 };
}

/**
 * The limiter the app uses. With a shared store (Upstash), a store that errs or does not answer
 * within `timeoutMs` is skipped for `coolDownMs` and this instance's own windows decide meanwhile:
 * the service fails open to per-instance limits rather than refusing everyone or waiting on a
 * dead store, and every response still carries honest headers for the windows that decided.
 */
export function createRateLimiter(
  { policies, local, shared, timeoutMs = 250, coolDownMs = 10_000, now = () => Date.now(), logger }:
    {
      policies: Policies;
      local: WindowStore;
      shared?: WindowStore;
      timeoutMs?: number;
      coolDownMs?: number;
      now?: () => number;
      logger: Logger;
    },
): RateLimiter {
  let sharedDownUntil = 0;
  const decideLocally = (policy: PolicyName, identifier: string, degraded: boolean) => {
    const at = now();
    const decision = combine(
      local.take(policy, policies[policy], identifier, at) as WindowDecision[],
      at,
    );
    return degraded ? { ...decision, degraded } : decision;
  };
  return {
    policies,
    check(policy, identifier) {
      if (!shared || now() < sharedDownUntil) {
        return decideLocally(policy, identifier, Boolean(shared));
      }
      const at = now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([
        Promise.resolve(shared.take(policy, policies[policy], identifier, at)),
        timeout,
      ]).then(
        (decisions) => combine(decisions, at),
        (err) => {
          sharedDownUntil = now() + coolDownMs;
          logger.warn("rate-limit store unavailable; using per-instance limits", {
            error: err instanceof Error ? err.message : String(err),
            retryInMs: coolDownMs,
          });
          return decideLocally(policy, identifier, true);
        },
      ).finally(() => clearTimeout(timer));
    },
  };
}
