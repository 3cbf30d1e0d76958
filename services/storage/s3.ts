/**
 * The document store on an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), over path-style
 * URLs `${endpoint}/${bucket}/${key}` signed with AWS Signature Version 4. Web APIs only (fetch,
 * crypto.subtle), so it runs on Deno and on Cloudflare Workers alike.
 *
 * The credentials need GetObject, PutObject, DeleteObject and ListBucket: without ListBucket,
 * AWS answers 403 instead of 404 for a missing key, which this adapter reports as an error.
 */
import { AppError } from "../errors.ts";
import {
  byKey,
  contentTypeOf,
  type DocumentStore,
  encodeKey,
  encodeRfc3986,
  isValidKey,
  type StoredObject,
  toBytes,
  validateKey,
  validatePrefix,
} from "./mod.ts";

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(data: Uint8Array | string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", toBytes(data)));
}

async function hmac(key: BufferSource, data: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    key,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(data));
}

export interface SignRequestInput {
  method: string;
  url: string | URL;
  /**
   * Exactly the headers to sign. `host` is taken from the URL when absent; `x-amz-date` from
   * `now` when absent.
   */
  headers: Headers | Record<string, string>;
  /** Hex SHA-256 of the body; when absent it is computed from `body` (default: empty). */
  payloadHash?: string;
  body?: Uint8Array | string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
  now?: Date;
}

export interface SignedRequest {
  /** The given headers plus `x-amz-date` and `authorization` (fetch sets `host` itself). */
  headers: Headers;
  authorization: string;
  signature: string;
  canonicalRequest: string;
  stringToSign: string;
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Query pairs re-encoded the SigV4 way and sorted; `+` stays a plus (unlike URLSearchParams). */
function canonicalQuery(search: string): string {
  return search.replace(/^\?/, "").split("&").filter((part) => part !== "").map((part) => {
    const eq = part.indexOf("=");
    const name = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? "" : part.slice(eq + 1);
    return [encodeRfc3986(decodeQueryPart(name)), encodeRfc3986(decodeQueryPart(value))];
  }).sort(([an, av], [bn, bv]) => an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0)
    .map(([name, value]) => `${name}=${value}`).join("&");
}

/**
 * Signs a request with AWS Signature Version 4 (header form). The path is used as given, already
 * encoded once, which is what S3 expects; other AWS services would want it encoded twice.
 */
export async function signRequestV4(input: SignRequestInput): Promise<SignedRequest> {
  const url = new URL(input.url);
  const headers = new Headers(input.headers);
  if (!headers.has("host")) headers.set("host", url.host);
  if (!headers.has("x-amz-date")) {
    headers.set(
      "x-amz-date",
      (input.now ?? new Date()).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, ""),
    );
  }
  const amzDate = headers.get("x-amz-date")!;
  const scope = `${amzDate.slice(0, 8)}/${input.region}/${input.service}/aws4_request`;

  // Headers iterate sorted by lower-case name, with repeated headers already joined.
  const entries = [...headers].map(([name, value]) => [name, value.trim().replace(/\s+/g, " ")]);
  const signedHeaders = entries.map(([name]) => name).join(";");
  const canonicalRequest = [
    input.method.toUpperCase(),
    url.pathname || "/",
    canonicalQuery(url.search),
    ...entries.map(([name, value]) => `${name}:${value}`),
    "",
    signedHeaders,
    input.payloadHash ?? await sha256Hex(input.body ?? ""),
  ].join("\n");
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    scope,
    await sha256Hex(canonicalRequest),
  ].join("\n");

  let key: ArrayBuffer = toBytes(`AWS4${input.secretAccessKey}`).buffer;
  for (const part of scope.split("/")) key = await hmac(key, part);
  const signature = hex(await hmac(key, stringToSign));

  const authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  const out = new Headers(input.headers);
  out.delete("host");
  out.set("x-amz-date", amzDate);
  out.set("authorization", authorization);
  return { headers: out, authorization, signature, canonicalRequest, stringToSign };
}

function tag(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith("#x")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[entity]!;
  });
}

/** One page of a ListObjectsV2 answer. Keys arrive XML-escaped. */
export function parseListObjectsV2(xml: string): {
  objects: { key: string; size: number; lastModified: string }[];
  nextContinuationToken?: string;
} {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, entry]) => ({
    key: unescapeXml(tag(entry, "Key") ?? ""),
    size: Number(tag(entry, "Size") ?? 0),
    lastModified: tag(entry, "LastModified") ?? "",
  }));
  const token = tag(xml, "NextContinuationToken");
  return {
    objects,
    nextContinuationToken: tag(xml, "IsTruncated") === "true" && token
      ? unescapeXml(token)
      : undefined,
  };
}

function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export interface S3StoreOptions {
  /** e.g. `https://s3.us-east-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  bucket: string;
  /** `auto` for R2. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export function createS3Store(options: S3StoreOptions): DocumentStore {
  // Wrapped so the global fetch is never called detached from globalThis (Workers refuse that).
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => new Date());
  const bucketUrl = `${options.endpoint.replace(/\/+$/, "")}/${encodeRfc3986(options.bucket)}`;
  const objectUrl = (key: string) => `${bucketUrl}/${encodeKey(validateKey(key))}`;

  async function send(
    method: string,
    url: string,
    { body, contentType }: { body?: Uint8Array<ArrayBuffer>; contentType?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      "x-amz-content-sha256": await sha256Hex(body ?? ""),
    };
    if (contentType) headers["content-type"] = contentType;
    const signed = await signRequestV4({
      method,
      url,
      headers,
      payloadHash: headers["x-amz-content-sha256"],
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
      now: now(),
    });
    try {
      return await doFetch(url, { method, headers: signed.headers, body });
    } catch {
      throw new AppError("unavailable", "document store unreachable");
    }
  }

  async function fail(response: Response): Promise<never> {
    await response.body?.cancel();
    throw new AppError("unavailable", `document store error: ${response.status}`);
  }

  return {
    kind: "s3",

    async put(key, body, contentType) {
      const bytes = toBytes(body);
      const type = contentType ?? contentTypeOf(key);
      const response = await send("PUT", objectUrl(key), { body: bytes, contentType: type });
      if (!response.ok) return await fail(response);
      await response.body?.cancel();
      return { key, size: bytes.byteLength, contentType: type, updatedAt: now().toISOString() };
    },

    async get(key) {
      const response = await send("GET", objectUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return await fail(response);
      const body = new Uint8Array(await response.arrayBuffer());
      const contentType = response.headers.get("content-type") ?? contentTypeOf(key);
      return { body, contentType, size: body.byteLength };
    },

    // DeleteObject answers 204 whether or not the key existed, so a HEAD first tells which. A
    // concurrent delete between the two can make both callers see `true`.
    async delete(key) {
      const url = objectUrl(key);
      const head = await send("HEAD", url);
      await head.body?.cancel();
      if (head.status === 404) return false;
      if (!head.ok) return await fail(head);
      const response = await send("DELETE", url);
      if (!response.ok && response.status !== 404) return await fail(response);
      await response.body?.cancel();
      return response.ok;
    },

    async list(prefix) {
      const validPrefix = validatePrefix(prefix);
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        let query = "list-type=2";
        if (validPrefix) query += `&prefix=${encodeRfc3986(validPrefix)}`;
        if (token) query += `&continuation-token=${encodeRfc3986(token)}`;
        const response = await send("GET", `${bucketUrl}?${query}`);
        if (!response.ok) return await fail(response);
        const page = parseListObjectsV2(await response.text());
        for (const object of page.objects) {
          // Keys written by other tools that our rules refuse are left out: get and delete
          // would refuse them too.
          if (!isValidKey(object.key)) continue;
          objects.push({
            key: object.key,
            size: object.size,
            contentType: contentTypeOf(object.key),
            updatedAt: isoDate(object.lastModified),
          });
        }
        token = page.nextContinuationToken;
      } while (token);
      return objects.sort(byKey);
    },

    url: objectUrl,
  };
}
