import type { Context, TypedResponse } from "hono";
import { routePath } from "hono/route";
import type { JSONParsed } from "hono/utils/types";
import type { CachedJson } from "../services/cache.ts";
import type { AppEnv } from "./context.ts";
import { routeTemplate } from "./middleware/request_context.ts";

/**
 * Workers always see `Accept-Encoding: br, gzip` and compress at Cloudflare's edge, outside the
 * isolate, for the client's real Accept-Encoding; there the body goes out as is.
 */
const compressedByPlatform = globalThis.navigator?.userAgent === "Cloudflare-Workers";

/** Below this, compression costs more than the bytes it saves. */
const GZIP_MIN_BYTES = 1024;

/** Clients send few distinct Accept-Encoding values; each is parsed once. */
const gzipAccepted = new Map<string, boolean>();

/** Whether this response body goes out gzip-compressed to a client sending `acceptEncoding`. */
export function wantsGzip(json: CachedJson<unknown>, acceptEncoding: string | null | undefined) {
  return !compressedByPlatform && json.size >= GZIP_MIN_BYTES &&
    acceptsGzip(acceptEncoding ?? undefined);
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let accepted = gzipAccepted.get(header);
  if (accepted === undefined) {
    accepted = parseAcceptsGzip(header);
    if (gzipAccepted.size < 1000) gzipAccepted.set(header, accepted);
  }
  return accepted;
}

/** gzip's own entry decides; failing that, `*` does (RFC 9110 §12.5.3). */
function parseAcceptsGzip(header: string): boolean {
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    quality.set(coding.trim(), q ? Number(q.slice(2)) : 1);
  }
  return (quality.get("gzip") ?? quality.get("*") ?? 0) > 0;
}

/**
 * Sends cached JSON, typed as the value it encodes so routes stay checked. Where the runtime
 * would compress every response afresh (Deno), a client that accepts gzip gets the bytes
 * compressed once per cache entry instead.
 */
export async function sendJson<T, S extends 200 | 201>(
  c: Context<AppEnv>,
  json: CachedJson<T>,
  status: S,
): Promise<TypedResponse<JSONParsed<T>, S, "json">> {
  c.header("Content-Type", "application/json");
  c.header("Vary", "Accept-Encoding");
  const gzip = wantsGzip(json, c.req.header("Accept-Encoding"));
  if (gzip) c.header("Content-Encoding", "gzip");
  if (c.req.method === "GET" && status === 200) {
    const { hotReads, environment } = c.get("deps");
    hotReads.remember(c.req.url, routeTemplate(routePath(c)), json, environment);
  }
  const res = gzip ? c.body(json.gzip ?? await json.gzipped(), status) : c.body(json.text, status);
  return res as unknown as TypedResponse<JSONParsed<T>, S, "json">;
}
