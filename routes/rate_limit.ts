import type { Context } from "hono";
import { AppError } from "../services/errors.ts";
import type { Decision } from "../services/ratelimit/mod.ts";
import type { PolicyName } from "../services/ratelimit/policies.ts";
import type { AppEnv } from "./context.ts";

/** X-RateLimit-Limit, -Remaining and -Reset (epoch seconds) for a decision. */
export function rateLimitHeaders(d: Decision): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(d.limit),
    "X-RateLimit-Remaining": String(d.remaining),
    "X-RateLimit-Reset": String(Math.ceil(d.reset / 1000)),
  };
  if (!d.allowed) {
    headers["Retry-After"] = String(d.retryAfter);
    headers["X-RateLimit-Retry-After"] = String(d.retryAfter);
  }
  return headers;
}

export function rateLimitError(policy: PolicyName, d: Decision): AppError {
  return new AppError(
    "rate_limited",
    `rate limit exceeded: ${d.limit} requests per window; retry in ${d.retryAfter} s`,
    { policy, retry_after_seconds: d.retryAfter },
    { headers: rateLimitHeaders(d) },
  );
}

/** Counts the request against a policy, sets the headers, and refuses it with 429 when over. */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  policy: PolicyName,
  identifier: string,
): Promise<void> {
  const decision = await c.get("deps").limiter.check(policy, identifier);
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) c.header(name, value);
  if (!decision.allowed) throw rateLimitError(policy, decision);
}

/**
 * The caller's address: the runtime's peer address when it gives one (Deno passes it as the
 * second argument of fetch), else the address Cloudflare puts in CF-Connecting-IP on Workers.
 * A client-sent CF-Connecting-IP is never believed where the runtime knows the peer.
 */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  return env?.remoteAddr?.hostname ?? c.req.header("CF-Connecting-IP") ?? "unknown";
}
