import type { ApiKeyVerifier } from "../services/auth/api_keys.ts";
import type { CachedJson } from "../services/cache.ts";
import type { Logger } from "../services/logger.ts";
import { wantsGzip } from "./json.ts";
import { CLIENT_REQUEST_ID } from "./middleware/request_context.ts";

/**
 * Hot reads: a micro-cache in front of the router for the public surface's GETs. It replays a
 * response the normal path produced for the same URL while that response is fresh, and only to
 * a caller whose API key the verifier holds as valid right now; anything else (an unknown or
 * stale URL, a key to check, a body not yet compressed) takes the normal path. It skips routing,
 * validation and handlers, which on this surface cost as much as sending the bytes.
 * Per-caller work added to the public surface later (rate limits) must be applied here too.
 */
export interface HotReads {
  remember(url: string, json: CachedJson<unknown>): void;
  serve(request: Request): Response | null;
}

export function createHotReads(
  { apiKeys, logger, maxEntries = 2000, maxBytes = 32 * 1024 * 1024, now = () => Date.now() }: {
    apiKeys: ApiKeyVerifier;
    logger: Logger;
    maxEntries?: number;
    /** Budget for the bodies it holds on to (they may outlive the JSON cache's own entries). */
    maxBytes?: number;
    now?: () => number;
  },
): HotReads {
  const entries = new Map<string, CachedJson<unknown>>();
  let bytes = 0;
  const drop = (url: string) => {
    const json = entries.get(url);
    if (json) bytes -= json.size;
    entries.delete(url);
  };
  const log = logger.enabled("info");
  return {
    remember(url, json) {
      if (json.expires === 0 || !new URL(url).pathname.startsWith("/api/v1/public/")) return;
      drop(url);
      // Oldest first out: stale ones, then whatever the entry and byte budgets need.
      for (const [old, held] of entries) {
        const over = entries.size >= maxEntries || bytes + json.size > maxBytes;
        if (!over && held.expires > now()) break;
        drop(old);
      }
      if (json.size > maxBytes) return;
      entries.set(url, json);
      bytes += json.size;
    },
    serve(request) {
      if (request.method !== "GET") return null;
      const json = entries.get(request.url);
      if (!json) return null;
      if (json.expires <= now()) {
        drop(request.url);
        return null;
      }
      const key = request.headers.get("X-API-KEY");
      if (!key || !apiKeys.peek(key)) return null;
      const gzip = wantsGzip(json, request.headers.get("Accept-Encoding"));
      if (gzip && !json.gzip) return null;
      const incoming = request.headers.get("X-Request-Id");
      const requestId = incoming && CLIENT_REQUEST_ID.test(incoming)
        ? incoming
        : crypto.randomUUID();
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "Vary": "Accept-Encoding",
        "X-Request-Id": requestId,
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
      return new Response(gzip ? json.gzip! : json.text, { status: 200, headers });
    },
  };
}
