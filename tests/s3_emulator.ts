/**
 * A tiny S3 for tests: path-style, in memory, checking every request's SigV4 signature with the
 * service's own signer, and paging ListObjectsV2 two keys at a time (tests/storage_test.ts, and
 * the document store of main.ts on workerd in tests/workers_test.ts).
 */
import { sha256Hex, signRequestV4 } from "../services/storage/s3.ts";

export const BUCKET = "docs";
export const ACCESS_KEY_ID = "AKIDTESTKEY";
export const SECRET_ACCESS_KEY = "test/secret+key";
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const xmlEscape = (value: string) => value.replace(/[&<>]/g, (c) => xmlEntities[c]);

const s3Error = (status: number, code: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`, {
    status,
    headers: { "content-type": "application/xml" },
  });

/** Starts the emulator on a free port of 127.0.0.1. */
export function startS3Emulator() {
  const objects = new Map<
    string,
    { body: Uint8Array<ArrayBuffer>; contentType: string; updatedAt: Date }
  >();
  const requests: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const auth = AUTHORIZATION.exec(req.headers.get("authorization") ?? "");
    if (!auth) return s3Error(403, "AccessDenied");
    const [, accessKeyId, , region, signedHeaders, signature] = auth;
    const names = signedHeaders.split(";");
    if (!["host", "x-amz-date", "x-amz-content-sha256"].every((n) => names.includes(n))) {
      return s3Error(403, "AccessDenied");
    }
    const body = new Uint8Array(await req.arrayBuffer());
    const payloadHash = req.headers.get("x-amz-content-sha256")!;
    if (payloadHash !== await sha256Hex(body)) return s3Error(400, "XAmzContentSHA256Mismatch");
    const expected = await signRequestV4({
      method: req.method,
      url: req.url,
      headers: Object.fromEntries(names.map((name) => [name, req.headers.get(name) ?? ""])),
      payloadHash,
      accessKeyId,
      secretAccessKey: SECRET_ACCESS_KEY,
      region,
      service: "s3",
    });
    if (accessKeyId !== ACCESS_KEY_ID) return s3Error(403, "InvalidAccessKeyId");
    if (expected.signature !== signature) return s3Error(403, "SignatureDoesNotMatch");

    if (url.pathname === `/${BUCKET}` && req.method === "GET") {
      if (url.searchParams.get("list-type") !== "2") return s3Error(400, "InvalidArgument");
      const prefix = url.searchParams.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      // Opaque tokens with characters that need encoding, as real ones have.
      const token = url.searchParams.get("continuation-token");
      const start = token ? Number(/^next\/(\d+)\+=$/.exec(token)?.[1] ?? NaN) : 0;
      if (Number.isNaN(start)) return s3Error(400, "InvalidArgument");
      const page = keys.slice(start, start + 2);
      const truncated = start + 2 < keys.length;
      const xml = `<?xml version="1.0" encoding="UTF-8"?>` +
        `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Name>${BUCKET}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}` +
        `</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
        page.map((key) =>
          `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${
            objects.get(key)!.updatedAt.toISOString()
          }</LastModified><ETag>"x"</ETag><Size>${objects.get(key)!.body.byteLength}</Size>` +
          `<StorageClass>STANDARD</StorageClass></Contents>`
        ).join("") +
        (truncated ? `<NextContinuationToken>next/${start + 2}+=</NextContinuationToken>` : "") +
        `</ListBucketResult>`;
      return new Response(xml, { headers: { "content-type": "application/xml" } });
    }
    if (!url.pathname.startsWith(`/${BUCKET}/`)) return s3Error(404, "NoSuchBucket");
    const key = decodeURIComponent(url.pathname.slice(BUCKET.length + 2));
    const object = objects.get(key);
    switch (req.method) {
      case "PUT":
        objects.set(key, {
          body,
          contentType: req.headers.get("content-type") ?? "binary/octet-stream",
          updatedAt: new Date(),
        });
        return new Response(null, { status: 200, headers: { etag: '"x"' } });
      case "GET":
      case "HEAD":
        if (!object) return s3Error(404, "NoSuchKey");
        return new Response(req.method === "GET" ? object.body : null, {
          headers: {
            "content-type": object.contentType,
            "content-length": String(object.body.byteLength),
          },
        });
      case "DELETE":
        objects.delete(key);
        return new Response(null, { status: 204 });
      default:
        return s3Error(405, "MethodNotAllowed");
    }
  });
  return { endpoint: `http://127.0.0.1:${server.addr.port}`, objects, requests, server };
}
