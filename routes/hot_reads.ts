import type { ApiKeyVerifier } from "../services/auth/api_keys.ts";
import { ownerLabelOf, type RequestRecorder } from "../services/analytics/recorder.ts";
import { allows, type ApiKeyEnvironment, type Principal } from "../services/auth/principal.ts";
import type { CachedJson } from "../services/cache.ts";
import type { Logger } from "../services/logger.ts";
import type { Decision, RateLimiter } from "../services/ratelimit/mod.ts";
import { wantsGzip } from "./json.ts";
import { CLIENT_REQUEST_ID } from "./middleware/request_context.ts";
import { RELEASE } from "./openapi.ts";
import { rateLimitHeaders } from "./rate_limit.ts";

/**
 * Hot reads: a micro-cache in front of the router for the public surface's GETs. It replays a
 * response the normal path produced for the same URL while that response is fresh, and only to
 * a caller whose API key the verifier holds as valid right now; anything else (an unknown or
 * stale URL, a key to check, a body not yet compressed, a version to check, a caller over its
 * rate limit) takes the normal path. It skips routing, validation and handlers, which on this
 * surface cost as much as sending the bytes; per-caller work of the surface (the API key's rate
 * limit) is applied here just as the normal path applies it.
 */
export interface HotReads {
  /**
   * Keeps a response for its URL in its environment: a sandbox key is replayed only what the
   * sandbox answered, a production key only what production answered.
   */
  remember(
    url: string,
    route: string,
    json: CachedJson<unknown>,
    environment: ApiKeyEnvironment,
  ): void;
  /** `waitUntil`: Workers' hand for work that outlives the response (an analytics flush). */
  serve(
    request: Request,
    waitUntil?: (work: Promise<unknown>) => void,
  ): Response | Promise<Response | null> | null;
}

/** A fresh entry found for a caller, and what counting its replay needs. */
interface Hit {
  held: { json: CachedJson<unknown>; route: string };
  principal: Principal;
  started: number;
  waitUntil?: (work: Promise<unknown>) => void;
}

export function createHotReads(
  {
    apiKeys,
    limiter,
    logger,
    recorder,
    maxEntries = 2000,
    maxBytes = 32 * 1024 * 1024,
    now = () => Date.now(),
  }: {
    apiKeys: Pick<ApiKeyVerifier, "peek">;
    limiter: RateLimiter;
    logger: Logger;
    /** Counts replayed reads in the analytics rollups, as the normal path would. */
    recorder?: RequestRecorder;
    maxEntries?: number;
    /** Budget for the bodies it holds on to (they may outlive the JSON cache's own entries). */
    maxBytes?: number;
    now?: () => number;
  },
): HotReads {
  /**
   * Keyed by the URL, and a sandbox's by `sandbox <url>` (production's key costs no copy); each
   * with the route template that answered it, for analytics.
   */
  const entries = new Map<string, { json: CachedJson<unknown>; route: string }>();
  const slotOf = (environment: ApiKeyEnvironment | undefined, url: string) =>
    environment === "sandbox" ? `sandbox ${url}` : url;
  let bytes = 0;
  const drop = (slot: string) => {
    const held = entries.get(slot);
    if (held) bytes -= held.json.size;
    entries.delete(slot);
  };
  const log = logger.enabled("info");
  return {
    remember(url, route, json, environment) {
      if (json.expires === 0 || !new URL(url).pathname.startsWith("/api/v1/public/")) return;
      const slot = slotOf(environment, url);
      drop(slot);
      // Oldest first out: stale ones, then whatever the entry and byte budgets need.
      for (const [old, held] of entries) {
        const over = entries.size >= maxEntries || bytes + json.size > maxBytes;
        if (!over && held.json.expires > now()) break;
        drop(old);
      }
      if (json.size > maxBytes) return;
      entries.set(slot, { json, route });
      bytes += json.size;
    },
    serve(request, waitUntil) {
      if (request.method !== "GET") return null;
      const key = request.headers.get("X-API-KEY");
      const principal = key && apiKeys.peek(key);
      if (!principal) return null;
      const slot = slotOf(principal.environment, request.url);
      const held = entries.get(slot);
      if (!held) return null;
      // Timed from the hit: the lookups before it take well under the histogram's 1 ms bucket.
      const started = recorder ? performance.now() : 0;
      const { json } = held;
      if (json.expires <= now()) {
        drop(slot);
        return null;
      }
      // Anything more to check (a version, other credentials) takes the normal path.
      const headers = request.headers;
      if (headers.has("X-API-Version") || headers.has("Authorization")) return null;
      if (!allows(principal, "public")) return null;
      const gzip = wantsGzip(json, request.headers.get("Accept-Encoding"));
      if (gzip && !json.gzip) return null;
      const decision = limiter.check("api_key", principal.id);
      const hit = { held, principal, started, waitUntil };
      return decision instanceof Promise
        ? decision.then((d) => replay(request, hit, gzip, d))
        : replay(request, hit, gzip, decision);
    },
  };

  /** Counts a replayed read in the analytics rollups, as the normal path would have. */
  function count({ held, principal, started, waitUntil }: Hit) {
    const flushing = recorder!.record(
      held.route,
      "GET",
      200,
      "api_key",
      ownerLabelOf(principal),
      performance.now() - started,
    );
    if (flushing) waitUntil?.(flushing);
  }

  function replay(request: Request, hit: Hit, gzip: boolean, decision: Decision) {
    const { json } = hit.held;
    // Over the limit: the normal path answers the 429 in the surface's own body (a refused
    // request is not counted, so asking the limiter again there gives the same answer).
    if (!decision.allowed) return null;
    const incoming = request.headers.get("X-Request-Id");
    const requestId = incoming && CLIENT_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Vary": "Accept-Encoding",
      "X-Request-Id": requestId,
      "X-API-Version": RELEASE,
      ...rateLimitHeaders(decision),
    };
    if (gzip) headers["Content-Encoding"] = "gzip";
    if (log) {
      logger.info("request", {
        requestId,
        method: "GET",
        path: new URL(request.url).pathname,
        status: 200,
        hot: true,
      });
    }
    const response = new Response(gzip ? json.gzip! : json.text, { status: 200, headers });
    if (recorder) count(hit);
    return response;
  }
}
