import type { HonoRequest } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError, badRequest } from "../../services/errors.ts";
import { decodeUtf8, parseUntrustedJson } from "../../services/json.ts";
import type { AppEnv } from "../context.ts";

/** Body size limits per route family, in bytes. */
export const BODY_LIMITS = {
  /** JSON requests of the platform routes. */
  json: 1024 * 1024,
  /** Job callbacks: payloads are small; QStash's own cap is 1 MB. */
  jobs: 1024 * 1024,
  /** One questionnaire upload (the file's own limit is 10 MiB, MAX_UPLOAD_BYTES). */
  upload: 11 * 1024 * 1024,
  /** A batch upload of up to 10 files. */
  batchUpload: 50 * 1024 * 1024,
  /** Inbound mail webhooks: a message with up to 20 attachments of 10 MiB (routes/mail). */
  mail: 26 * 1024 * 1024,
  /** The public surface: its only body is an SGP's selections. */
  public: 64 * 1024,
} as const;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;

function mediaType(header: string | undefined) {
  return header?.split(";")[0].trim().toLowerCase() ?? "";
}

/**
 * Request hygiene for a route family: a body over `maxBytes` gets 413 (checked from
 * Content-Length and again while reading, for chunked bodies), a body of another media type
 * 415, and a JSON or form body that is not UTF-8, a JSON body nested deeper than MAX_JSON_DEPTH
 * or that does not parse 400, all before any handler or validator runs (which would read
 * invalid UTF-8 as U+FFFD, and walk deep nesting recursively). Requests without a body (or with
 * an empty one) pass; routes that need one say so through their validators.
 */
export function requestBody(
  { maxBytes, types = ["application/json"], repeatable = [] }: {
    maxBytes: number;
    types?: string[];
    /** Multipart fields the route takes several parts of (`files`); any other comes once. */
    repeatable?: string[];
  },
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return await next();
    const length = c.req.header("Content-Length");
    if (length && Number(length) > maxBytes) throw tooLarge(maxBytes);
    if (c.req.raw.body === null || length === "0") return await next();
    // Read once within the limit (chunked bodies have no length to check up front); Hono
    // keeps the bytes for the validators and handlers. An empty body counts as none.
    const bytes = await readLimited(c.req.raw, maxBytes);
    if (bytes.byteLength > 0) {
      const type = mediaType(c.req.header("Content-Type"));
      const isJson = JSON_TYPE.test(type);
      const allowed = types.some((t) => t === type || (t === "application/json" && isJson));
      if (!allowed) {
        throw new AppError(
          "unsupported_media_type",
          `Content-Type '${type || "(none)"}' is not accepted here; send ${types.join(" or ")}`,
          { parameter: "Content-Type", accepted: types },
        );
      }
      if (isJson) parseUntrustedJson(bytes, "the request body", "body");
      if (type === FORM_TYPE) checkForm(decodeUtf8(bytes, "the request body", "body"));
    }
    // A new request from the parts, not `new Request(raw)`: copying the original would read its
    // `signal`, which Deno's server warns about.
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes });
    if (bytes.byteLength > 0 && mediaType(c.req.header("Content-Type")) === MULTIPART_TYPE) {
      await checkParts(c.req, bytes, repeatable);
    }
    await next();
  });
}

const FORM_TYPE = "application/x-www-form-urlencoded";
const MULTIPART_TYPE = "multipart/form-data";

/**
 * One part per field, but for those the route takes several of: otherwise a repeated `file`
 * would be dropped or kept without a word (the last one wins). Text fields must be UTF-8: the
 * form parser reads bad bytes as U+FFFD, so a text value with U+FFFD that the body does not
 * hold as sent came from bytes that were not UTF-8. Hono keeps the parsed form for the
 * validators and handlers, so it is parsed once.
 */
async function checkParts(req: HonoRequest, bytes: Uint8Array, repeatable: string[]) {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw badRequest("malformed multipart body", { parameter: "body" });
  }
  const seen = new Set<string>();
  for (const name of form.keys()) {
    if (seen.has(name) && !repeatable.includes(name)) {
      throw badRequest(`multipart field '${name}' sent more than once; send it once`, {
        parameter: name,
      });
    }
    seen.add(name);
  }
  for (const [name, value] of form) {
    if (typeof value === "string" && value.includes("\uFFFD") && !holds(bytes, value)) {
      throw badRequest(`multipart field '${name}' is not valid UTF-8`, { parameter: name });
    }
  }
}

/** Whether `bytes` contain `text` encoded as UTF-8 (a plain scan: only run on rare values). */
function holds(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Percent-escapes must decode to UTF-8 too (`%FF` would become U+FFFD). */
function checkForm(text: string) {
  try {
    for (const part of text.split("&")) decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    throw badRequest("the form body is not valid percent-encoded UTF-8", { parameter: "body" });
  }
}

const tooLarge = (maxBytes: number) =>
  new AppError("payload_too_large", `request body over ${maxBytes} bytes`, {
    max_bytes: maxBytes,
  });

async function readLimited(request: Request, maxBytes: number) {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
