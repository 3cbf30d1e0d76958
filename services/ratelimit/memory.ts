import type { RateWindow } from "./policies.ts";
import type { WindowStore } from "./mod.ts";

interface Counter {
  /** Index of the fixed window `count` belongs to. */
  window: number;
  count: number;
  previous: number;
}

/**
 * In-process sliding windows, computed exactly as @upstash/ratelimit's `slidingWindow`: the
 * current fixed window's count plus the previous one's, weighted by how much of it still
 * overlaps the sliding window (floored); the reset is the end of the current fixed window.
 */
export function createMemoryWindowStore({ maxKeys = 100_000 } = {}): WindowStore {
  const counters = new Map<string, Counter>();
  const read = (key: string, window: number): Counter => {
    const c = counters.get(key);
    if (!c) return { window, count: 0, previous: 0 };
    if (c.window === window) return c;
    return { window, count: 0, previous: c.window === window - 1 ? c.count : 0 };
  };
  return {
    take(policy, windows: RateWindow[], identifier, now) {
      const states = windows.map((w) => {
        const size = w.windowSeconds * 1000;
        const window = Math.floor(now / size);
        const key = `${policy}:${w.windowSeconds}:${identifier}`;
        const counter = read(key, window);
        const weighted = Math.floor((1 - (now % size) / size) * counter.previous);
        const fits = counter.count + weighted < w.limit;
        return { w, key, counter, weighted, fits, reset: (window + 1) * size };
      });
      const allowed = states.every((s) => s.fits);
      return states.map((s) => {
        if (allowed) {
          s.counter.count++;
          counters.delete(s.key); // re-inserted last, so the map's order is by recent use
          if (counters.size >= maxKeys) counters.delete(counters.keys().next().value!);
          counters.set(s.key, s.counter);
        }
        return {
          allowed: s.fits,
          limit: s.w.limit,
          remaining: Math.max(0, s.w.limit - (s.counter.count + s.weighted)),
          reset: s.reset,
        };
      });
    },
  };
}
