import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { CachedJson } from "../services/cache.ts";

const onWorkers = globalThis.navigator?.userAgent === "Cloudflare-Workers";

/** Below this, compression costs more than the bytes it saves. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (coding === "gzip" || coding === "*") && (!q || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends cached JSON, typed as the value it encodes so routes stay checked: gzip-compressed
 * (once per cache entry) when the client accepts it and the body is worth it, else as is.
 */
export async function sendJson<T, S extends 200 | 201>(
  c: Context,
  json: CachedJson<T>,
  status: S,
): Promise<TypedResponse<JSONParsed<T>, S, "json">> {
  c.header("Content-Type", "application/json");
  c.header("Vary", "Accept-Encoding");
  if (json.size < GZIP_MIN_BYTES || !acceptsGzip(c.req.header("Accept-Encoding"))) {
    return c.body(json.text, status) as unknown as TypedResponse<JSONParsed<T>, S, "json">;
  }
  c.header("Content-Encoding", "gzip");
  let res: Response = c.body(await json.gzipped(), status);
  // Deno sends a body that has a Content-Encoding as it is; Workers would encode it again
  // unless told that it already is.
  if (onWorkers) {
    const init = { status: res.status, headers: res.headers, encodeBody: "manual" };
    res = new Response(res.body, init as ResponseInit);
  }
  return res as unknown as TypedResponse<JSONParsed<T>, S, "json">;
}
