import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import type { RateWindow } from "./policies.ts";
import type { WindowDecision, WindowStore } from "./mod.ts";

/**
 * Windows shared by every instance, in Upstash Redis through @upstash/ratelimit's sliding
 * windows (the same arithmetic as memory.ts). The windows of a policy are taken shortest first
 * and the first refusal stops: a request refused by a longer window has still been counted in
 * the shorter ones, which the in-process store avoids; over a minute this costs at most one
 * request per refusal. Errors and "timeout" answers throw, so the limiter can fall back.
 */
export function createUpstashWindowStore(
  { url, token, prefix = "altsports:rl" }: { url: string; token: string; prefix?: string },
): WindowStore {
  const redis = new Redis({ url, token, retry: { retries: 0 }, enableTelemetry: false });
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (policy: string, w: RateWindow) => {
    const key = `${policy}:${w.limit}/${w.windowSeconds}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = new Ratelimit({
        redis,
        limiter: Ratelimit.slidingWindow(w.limit, `${w.windowSeconds} s`),
        prefix: `${prefix}:${policy}:${w.windowSeconds}`,
        analytics: false,
        ephemeralCache: false,
        timeout: 0,
        enableProtection: false,
      });
      limiters.set(key, limiter);
    }
    return limiter;
  };
  return {
    async take(policy, windows, identifier) {
      const ordered = [...windows].sort((a, b) => a.windowSeconds - b.windowSeconds);
      const decisions: WindowDecision[] = [];
      for (const w of ordered) {
        const r = await limiterFor(policy, w).limit(identifier);
        if (r.reason === "timeout") throw new Error("rate-limit store timed out");
        decisions.push({
          allowed: r.success,
          limit: w.limit,
          remaining: Math.max(0, r.remaining),
          reset: r.reset,
        });
        if (!r.success) break;
      }
      return decisions;
    },
  };
}
