/**
 * The document store ("drive"): league contracts, exports and other files kept by key. Two
 * adapters: local files under `${DATA_DIR}/documents` (Deno) and any S3-compatible bucket (AWS
 * S3, Cloudflare R2, MinIO), which also runs on Workers.
 */
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { createLocalStore } from "./local.ts";
import { createS3Store } from "./s3.ts";

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  /** ISO 8601. */
  updatedAt: string;
}

export interface DocumentStore {
  readonly kind: "local" | "s3";
  /**
   * Writes (or replaces) the object. `contentType` defaults to the one inferred from the key's
   * extension; the local store always uses the inferred one (it keeps no metadata files).
   */
  put(key: string, body: Uint8Array | string, contentType?: string): Promise<StoredObject>;
  /** `null` when there is no object under the key. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string; size: number } | null>;
  /** `true` when something was deleted. */
  delete(key: string): Promise<boolean>;
  /** The objects whose key starts with `prefix`, sorted by key. */
  list(prefix?: string): Promise<StoredObject[]>;
  /** A stable URI of the object: `drive://<key>` locally, the object URL for S3. */
  url(key: string): string;
}

export interface StoreOptions {
  DOCUMENT_STORE: "local" | "s3";
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

export const MAX_KEY_LENGTH = 512;

/**
 * A key is up to 512 characters of `/`-separated segments. Each segment starts with a letter or
 * digit, then has only letters, digits, `.`, `_`, space and `-`, and does not end with `.` or
 * space (Windows drops those, so `a.` and `a` would name one file). That refuses by construction
 * everything that could escape the store or name one object two ways: absolute keys, `.` and `..`
 * segments, empty segments, backslashes, control characters and percent-encoding.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._ -]*$/;

function checkPath(value: string, parameter: "key" | "prefix", partialEnd: boolean): void {
  const refuse = (why: string) => {
    throw new AppError("validation", `invalid ${parameter}: ${why}`, { parameter });
  };
  if (typeof value !== "string" || value === "") refuse("must not be empty");
  if (value.length > MAX_KEY_LENGTH) refuse(`longer than ${MAX_KEY_LENGTH} characters`);
  if (value.startsWith("/")) refuse("must be relative (no leading '/')");
  if (value.includes("\\")) refuse("backslashes are not allowed");
  // deno-lint-ignore no-control-regex
  if (/[\x00-\x1f\x7f]/.test(value)) refuse("control characters are not allowed");
  if (value.includes("%")) refuse("percent-encoding is not allowed");
  const segments = value.split("/");
  segments.forEach((segment, i) => {
    if (segment === "") refuse("empty path segment");
    if (segment === "." || segment === "..") refuse("'.' and '..' segments are not allowed");
    if (!SEGMENT.test(segment)) {
      refuse(
        `segment '${segment}' must start with a letter or digit and contain only letters, ` +
          "digits, '.', '_', '-' and spaces",
      );
    }
    const last = i === segments.length - 1;
    if (/[. ]$/.test(segment) && !(last && partialEnd)) {
      refuse(`segment '${segment}' must not end with '.' or a space`);
    }
  });
}

/**
 * Writes a document and answers its URL. A refused key is the caller's error (validation, as
 * it is); any other failure of the store (outage, quota) is E004, which the pipeline answers by
 * pausing and every route by 503.
 */
export async function storeDocument(
  s: { documents: DocumentStore; logger: Logger },
  key: string,
  body: Uint8Array | string,
  contentType?: string,
): Promise<string> {
  try {
    await s.documents.put(key, body, contentType);
  } catch (err) {
    if (err instanceof AppError && err.kind === "validation") throw err;
    const message = err instanceof Error ? err.message : String(err);
    s.logger.error("document store failed", { key, error: message });
    throw new AppError("unavailable", `document store error: ${message}`, { key }, {
      code: "E004",
    });
  }
  return s.documents.url(key);
}

/** Returns the key unchanged, or throws a validation AppError (parameter `key`). */
export function validateKey(key: string): string {
  checkPath(key, "key", false);
  return key;
}

/**
 * A list prefix is empty, or a key, or the start of one: it may end with `/` or part-way through
 * a segment (so `contract v1.` is fine). Throws a validation AppError (parameter `prefix`).
 */
export function validatePrefix(prefix = ""): string {
  if (prefix === "") return "";
  checkPath(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix, "prefix", !prefix.endsWith("/"));
  return prefix;
}

const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  txt: "text/plain; charset=utf-8",
  json: "application/json",
  md: "text/markdown; charset=utf-8",
  zip: "application/zip",
  html: "text/html; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

/** The content type of a key by its extension; `application/octet-stream` when unknown. */
export function contentTypeOf(key: string): string {
  const name = key.slice(key.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return (dot > 0 && contentTypes[name.slice(dot + 1).toLowerCase()]) ||
    "application/octet-stream";
}

/** Whether `key` passes validateKey. */
export function isValidKey(key: string): boolean {
  try {
    validateKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Percent-encodes everything but RFC 3986's unreserved characters, as SigV4 requires. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A key as a URL path: each segment RFC 3986-encoded (spaces as %20), slashes kept. */
export function encodeKey(key: string): string {
  return key.split("/").map(encodeRfc3986).join("/");
}

/** The bytes of a body, as a Uint8Array over a plain ArrayBuffer (what fetch and crypto take). */
export function toBytes(body: Uint8Array | string): Uint8Array<ArrayBuffer> {
  if (typeof body === "string") return new TextEncoder().encode(body);
  return body.buffer instanceof ArrayBuffer
    ? body as Uint8Array<ArrayBuffer>
    : new Uint8Array(body);
}

/** Sorts by UTF-16 code units (for valid keys, which are ASCII, the same as S3's byte order). */
export function byKey(a: StoredObject, b: StoredObject): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

export function createDocumentStore(
  options: StoreOptions,
  fetchImpl?: typeof fetch,
): DocumentStore {
  if (options.DOCUMENT_STORE === "local") return createLocalStore({ dataDir: options.DATA_DIR });
  if (options.DOCUMENT_STORE !== "s3") {
    throw new Error(`DOCUMENT_STORE must be "local" or "s3", not "${options.DOCUMENT_STORE}"`);
  }
  const required = [
    "S3_ENDPOINT",
    "S3_BUCKET",
    "S3_REGION",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
  ] as const;
  const missing = required.filter((name) => !options[name]);
  if (missing.length > 0) {
    throw new Error(`DOCUMENT_STORE=s3 needs ${missing.join(", ")}`);
  }
  return createS3Store({
    endpoint: options.S3_ENDPOINT!,
    bucket: options.S3_BUCKET!,
    region: options.S3_REGION!,
    accessKeyId: options.S3_ACCESS_KEY_ID!,
    secretAccessKey: options.S3_SECRET_ACCESS_KEY!,
    fetch: fetchImpl,
  });
}
