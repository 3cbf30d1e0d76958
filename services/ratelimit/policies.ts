import type { RateLimitOverrides } from "../config.ts";

export interface RateWindow {
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60, HOUR = 3600, DAY = 86400;

/**
 * The documented limits, by policy name (spec 001 Limits, spec 002 Limits). Each policy is one
 * or more sliding windows; a request must fit in all of them. RATE_LIMITS overrides any policy.
 */
export const DEFAULT_POLICIES = {
  /** Bearer tokens from /api/v1/auth/login: 1000 an hour, bursts of 100 a minute. */
  jwt: [{ limit: 100, windowSeconds: MINUTE }, { limit: 1000, windowSeconds: HOUR }],
  /** X-API-Key service accounts, and X-API-KEY on the public surface. */
  api_key: [{ limit: 500, windowSeconds: MINUTE }, { limit: 5000, windowSeconds: HOUR }],
  oauth: [{ limit: 200, windowSeconds: MINUTE }, { limit: 2000, windowSeconds: HOUR }],
  /** The first catalog description's key tiers, per minute and per day. */
  catalog_free: [{ limit: 60, windowSeconds: MINUTE }, { limit: 10_000, windowSeconds: DAY }],
  catalog_standard: [{ limit: 300, windowSeconds: MINUTE }, {
    limit: 100_000,
    windowSeconds: DAY,
  }],
  catalog_premium: [{ limit: 1000, windowSeconds: MINUTE }, {
    limit: 1_000_000,
    windowSeconds: DAY,
  }],
  /** "Custom" in the spec: this default applies until RATE_LIMITS sets a contract's figures. */
  catalog_enterprise: [{ limit: 5000, windowSeconds: MINUTE }, {
    limit: 5_000_000,
    windowSeconds: DAY,
  }],
  /** The second catalog description: 100 a minute per client IP. */
  catalog_ip: [{ limit: 100, windowSeconds: MINUTE }],
  /** Unauthenticated calls (login, token, refused credentials), per client IP. */
  anonymous: [{ limit: 100, windowSeconds: MINUTE }],
} satisfies Record<string, RateWindow[]>;

export type PolicyName = keyof typeof DEFAULT_POLICIES;

export type Policies = Record<PolicyName, RateWindow[]>;

export function resolvePolicies(overrides: RateLimitOverrides): Policies {
  const policies: Policies = { ...DEFAULT_POLICIES };
  for (const [name, windows] of Object.entries(overrides)) {
    if (name in policies) policies[name as PolicyName] = windows;
  }
  return policies;
}

export function unknownPolicyNames(overrides: RateLimitOverrides): string[] {
  return Object.keys(overrides).filter((name) => !(name in DEFAULT_POLICIES));
}
