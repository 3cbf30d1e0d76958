import assert from "node:assert/strict";
import { AppError } from "../services/errors.ts";
import {
  contentTypeOf,
  createDocumentStore,
  validateKey,
  validatePrefix,
} from "../services/storage/mod.ts";
import { parseListObjectsV2, sha256Hex, signRequestV4 } from "../services/storage/s3.ts";
import { ACCESS_KEY_ID, BUCKET, SECRET_ACCESS_KEY, startS3Emulator } from "./s3_emulator.ts";

const isAppError = (kind: string, parameter?: string) => (error: unknown) =>
  error instanceof AppError && error.kind === kind &&
  (parameter === undefined || error.details.parameter === parameter);

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** Every entry under `dir`, relative, sorted; symlinks are listed, not followed. */
async function tree(dir: string, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = `${prefix}${entry.name}`;
    out.push(entry.isSymlink ? `${path} ->` : entry.isDirectory ? `${path}/` : path);
    if (entry.isDirectory && !entry.isSymlink) {
      out.push(...await tree(`${dir}/${entry.name}`, `${path}/`));
    }
  }
  return out.sort();
}

Deno.test("validateKey refuses keys that could escape or be ambiguous", () => {
  const refused = [
    "",
    "../x",
    "..",
    ".",
    "a/../../b",
    "a/..",
    "a/./b",
    "/etc/passwd",
    "a\\b",
    "..\\x",
    "a//b",
    "a/",
    "%2e%2e/x",
    "a%2fb",
    "a\u0000b",
    "a\nb",
    "a\x7fb",
    "x".repeat(600),
    ".hidden",
    "a/-b",
    "a./b",
    "a /b",
    "a:b",
    "a*b",
    "é.pdf",
  ];
  for (const key of refused) {
    assert.throws(() => validateKey(key), isAppError("validation", "key"), JSON.stringify(key));
  }
  const accepted = [
    "leagues/acme-2026/contract v1.pdf",
    "a",
    "A1/b_2/c-3.d.txt",
    "2026/Q1 report.final.docx",
    "x".repeat(512),
  ];
  for (const key of accepted) assert.equal(validateKey(key), key);
});

Deno.test("validatePrefix allows a partial key and checks the rest like a key", () => {
  assert.equal(validatePrefix(), "");
  assert.equal(validatePrefix(""), "");
  for (const prefix of ["leagues/", "leagues/acme-2026/contract v", "leagues/acme-2026/c.", "a"]) {
    assert.equal(validatePrefix(prefix), prefix);
  }
  for (const prefix of ["../", "/a", "a//", "a/../b/", "%2e", "a\\", "./"]) {
    assert.throws(() => validatePrefix(prefix), isAppError("validation", "prefix"), prefix);
  }
});

Deno.test("contentTypeOf infers from the extension, case-insensitively", () => {
  assert.equal(contentTypeOf("a/contract v1.PDF"), "application/pdf");
  assert.equal(
    contentTypeOf("x.docx"),
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
  assert.equal(contentTypeOf("x.doc"), "application/msword");
  assert.equal(contentTypeOf("x.csv"), "text/csv; charset=utf-8");
  assert.equal(contentTypeOf("x.json"), "application/json");
  assert.equal(contentTypeOf("x.tar.gz"), "application/octet-stream");
  assert.equal(contentTypeOf("pdf"), "application/octet-stream");
  assert.equal(contentTypeOf("folder.pdf/readme"), "application/octet-stream");
});

Deno.test("createDocumentStore names the missing S3 settings", () => {
  assert.throws(
    () =>
      createDocumentStore({
        DOCUMENT_STORE: "s3",
        DATA_DIR: "./data",
        S3_ENDPOINT: "https://s3.example.com",
        S3_REGION: "auto",
        S3_ACCESS_KEY_ID: "id",
      }),
    (error: unknown) =>
      error instanceof Error &&
      error.message === "DOCUMENT_STORE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY",
  );
});

Deno.test("local store: put, get, list, overwrite, delete", async () => {
  const base = await Deno.makeTempDir();
  try {
    const store = createDocumentStore({ DOCUMENT_STORE: "local", DATA_DIR: `${base}/data` });
    assert.equal(store.kind, "local");
    assert.deepEqual(await store.list(), []);

    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255]);
    const put = await store.put("leagues/acme-2026/contract v1.pdf", pdf, "text/plain");
    assert.deepEqual(
      { ...put, updatedAt: undefined },
      {
        key: "leagues/acme-2026/contract v1.pdf",
        size: 6,
        contentType: "application/pdf", // locally, always inferred from the extension
        updatedAt: undefined,
      },
    );
    assert.ok(!Number.isNaN(Date.parse(put.updatedAt)));
    await store.put("leagues/acme-2026/roster.csv", "name\nada\n");
    await store.put("leagues/beta/notes.md", "# notes");
    await store.put("top.json", "{}");

    const got = await store.get("leagues/acme-2026/contract v1.pdf");
    assert.deepEqual(got, { body: pdf, contentType: "application/pdf", size: 6 });
    assert.equal(text((await store.get("leagues/acme-2026/roster.csv"))?.body), "name\nada\n");
    assert.equal(
      await Deno.readTextFile(`${base}/data/documents/leagues/beta/notes.md`),
      "# notes",
    );

    assert.deepEqual((await store.list()).map((o) => o.key), [
      "leagues/acme-2026/contract v1.pdf",
      "leagues/acme-2026/roster.csv",
      "leagues/beta/notes.md",
      "top.json",
    ]);
    assert.deepEqual((await store.list("leagues/acme-2026/")).map((o) => [o.key, o.size]), [
      ["leagues/acme-2026/contract v1.pdf", 6],
      ["leagues/acme-2026/roster.csv", 9],
    ]);
    assert.deepEqual((await store.list("leagues/acme-2026/r")).map((o) => o.contentType), [
      "text/csv; charset=utf-8",
    ]);
    assert.deepEqual((await store.list("leagues/b")).map((o) => o.key), [
      "leagues/beta/notes.md",
    ]);
    assert.deepEqual(await store.list("nothing/"), []);
    assert.deepEqual(await store.list("top.json/"), []);
    await assert.rejects(store.list("../"), isAppError("validation", "prefix"));

    await store.put("leagues/acme-2026/roster.csv", "name\nada\nbob\n");
    assert.equal(text((await store.get("leagues/acme-2026/roster.csv"))?.body), "name\nada\nbob\n");
    assert.equal((await store.list("leagues/acme-2026/roster")).at(0)?.size, 13);

    assert.equal(await store.get("leagues/acme-2026/missing.pdf"), null);
    assert.equal(await store.get("nowhere/missing.pdf"), null);
    assert.equal(await store.get("leagues"), null); // a folder is not an object
    assert.equal(await store.get("top.json/x"), null);
    await assert.rejects(store.put("leagues", "x"), isAppError("conflict", "key"));
    await assert.rejects(store.put("top.json/x", "x"), isAppError("conflict", "key"));

    assert.equal(
      store.url("leagues/acme-2026/contract v1.pdf"),
      "drive://leagues/acme-2026/contract%20v1.pdf",
    );

    assert.equal(await store.delete("leagues/beta/notes.md"), true);
    assert.equal(await store.delete("leagues/beta/notes.md"), false);
    assert.equal(await store.get("leagues/beta/notes.md"), null);
    assert.equal(await store.delete("leagues"), false);
    // Folders left empty go; no temp files stay behind.
    assert.deepEqual(await tree(`${base}/data`), [
      "documents/",
      "documents/leagues/",
      "documents/leagues/acme-2026/",
      "documents/leagues/acme-2026/contract v1.pdf",
      "documents/leagues/acme-2026/roster.csv",
      "documents/top.json",
    ]);
  } finally {
    await Deno.remove(base, { recursive: true });
  }
});

Deno.test("local store: keys that escape are refused and nothing is written outside", async () => {
  const base = await Deno.makeTempDir();
  try {
    // The root is base/data/documents, so every escape below would land inside base.
    const store = createDocumentStore({ DOCUMENT_STORE: "local", DATA_DIR: `${base}/data` });
    await store.put("ok.txt", "fine");
    for (const key of ["../x", "../../x", "a/../../b", "/tmp/x", "..\\x", "%2e%2e/x", "a//b"]) {
      await assert.rejects(store.put(key, "pwned"), isAppError("validation", "key"), key);
      await assert.rejects(store.get(key), isAppError("validation", "key"), key);
      await assert.rejects(store.delete(key), isAppError("validation", "key"), key);
    }
    assert.throws(() => store.url("../x"), isAppError("validation", "key"));
    assert.deepEqual(await tree(base), ["data/", "data/documents/", "data/documents/ok.txt"]);
  } finally {
    await Deno.remove(base, { recursive: true });
  }
});

Deno.test("local store: symlinks in the root that point outside are refused", async () => {
  const base = await Deno.makeTempDir();
  try {
    const root = `${base}/data/documents`;
    const store = createDocumentStore({ DOCUMENT_STORE: "local", DATA_DIR: `${base}/data` });
    await store.put("leagues/acme/contract.pdf", "inside");
    await Deno.mkdir(`${base}/outside`);
    await Deno.writeTextFile(`${base}/outside/secret.txt`, "secret");
    await Deno.symlink(`${base}/outside`, `${root}/link`);
    await Deno.symlink(`${base}/outside/secret.txt`, `${root}/leak.txt`);
    await Deno.symlink(`${root}/leagues`, `${root}/alias`); // points inside: allowed

    await assert.rejects(store.get("link/secret.txt"), isAppError("forbidden", "key"));
    await assert.rejects(store.get("leak.txt"), isAppError("forbidden", "key"));
    await assert.rejects(store.put("link/new.txt", "x"), isAppError("forbidden", "key"));
    await assert.rejects(store.put("link/sub/new.txt", "x"), isAppError("forbidden", "key"));
    await assert.rejects(store.delete("link/secret.txt"), isAppError("forbidden", "key"));
    await assert.rejects(store.delete("leak.txt"), isAppError("forbidden", "key"));
    await assert.rejects(store.list("link/"), isAppError("forbidden", "key"));
    assert.deepEqual(await tree(`${base}/outside`), ["secret.txt"]);
    assert.equal(await Deno.readTextFile(`${base}/outside/secret.txt`), "secret");

    assert.equal(text((await store.get("alias/acme/contract.pdf"))?.body), "inside");
    // list() does not descend symlinks, so each file shows once under its real key.
    assert.deepEqual((await store.list()).map((o) => o.key), ["leagues/acme/contract.pdf"]);
  } finally {
    await Deno.remove(base, { recursive: true });
  }
});

Deno.test("signRequestV4 reproduces AWS's published example", async () => {
  // "Create a signed AWS API request" (IAM ListUsers), AWS General Reference.
  const signed = await signRequestV4({
    method: "GET",
    url: "https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08",
    headers: {
      "content-type": "application/x-www-form-urlencoded; charset=utf-8",
      host: "iam.amazonaws.com",
      "x-amz-date": "20150830T123600Z",
    },
    body: "",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
    service: "iam",
  });
  assert.equal(
    await sha256Hex(signed.canonicalRequest),
    "f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59",
  );
  assert.equal(
    signed.signature,
    "5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7",
  );
  assert.equal(
    signed.authorization,
    "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, " +
      "SignedHeaders=content-type;host;x-amz-date, " +
      "Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7",
  );
  assert.equal(signed.headers.get("x-amz-date"), "20150830T123600Z");
  assert.equal(signed.headers.get("authorization"), signed.authorization);
});

Deno.test("signRequestV4 dates from now, takes host from the URL, sorts the query", async () => {
  const base = {
    method: "GET",
    headers: { "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD" },
    payloadHash: "UNSIGNED-PAYLOAD",
    accessKeyId: "id",
    secretAccessKey: "secret",
    region: "auto",
    service: "s3",
    now: new Date("2026-03-04T05:06:07.890Z"),
  };
  const signed = await signRequestV4({ ...base, url: "http://127.0.0.1:9000/b?z=1&a=x+y%2F" });
  assert.equal(signed.headers.get("x-amz-date"), "20260304T050607Z");
  assert.equal(signed.headers.get("host"), null);
  assert.deepEqual(signed.canonicalRequest.split("\n"), [
    "GET",
    "/b",
    "a=x%2By%2F&z=1",
    "host:127.0.0.1:9000",
    "x-amz-content-sha256:UNSIGNED-PAYLOAD",
    "x-amz-date:20260304T050607Z",
    "",
    "host;x-amz-content-sha256;x-amz-date",
    "UNSIGNED-PAYLOAD",
  ]);
  assert.match(signed.authorization, /Credential=id\/20260304\/auto\/s3\/aws4_request, /);
  const other = await signRequestV4({ ...base, url: "http://127.0.0.1:9000/b?z=2&a=x+y%2F" });
  assert.notEqual(other.signature, signed.signature);
});

Deno.test("parseListObjectsV2 unescapes keys and tokens", () => {
  const page = parseListObjectsV2(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>true</IsTruncated>` +
      `<Contents><Key>a&amp;b &lt;1&gt; &#39;q&#x22;.txt</Key><Size>3</Size>` +
      `<LastModified>2026-01-02T03:04:05.000Z</LastModified></Contents>` +
      `<NextContinuationToken>t&amp;1</NextContinuationToken></ListBucketResult>`,
  );
  assert.deepEqual(page, {
    objects: [{ key: `a&b <1> 'q".txt`, size: 3, lastModified: "2026-01-02T03:04:05.000Z" }],
    nextContinuationToken: "t&1",
  });
  assert.equal(
    parseListObjectsV2("<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>")
      .nextContinuationToken,
    undefined,
  );
});

function s3Options(endpoint: string, secret = SECRET_ACCESS_KEY) {
  return {
    DOCUMENT_STORE: "s3" as const,
    DATA_DIR: "./unused",
    S3_ENDPOINT: `${endpoint}/`,
    S3_BUCKET: BUCKET,
    S3_REGION: "auto",
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: secret,
  };
}

Deno.test("s3 store: signed round trip against an emulator, with list pagination", async () => {
  const s3 = startS3Emulator();
  try {
    const store = createDocumentStore(s3Options(s3.endpoint));
    assert.equal(store.kind, "s3");
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255]);
    const put = await store.put("leagues/acme-2026/contract v1.pdf", pdf);
    assert.equal(put.key, "leagues/acme-2026/contract v1.pdf");
    assert.equal(put.size, 6);
    assert.equal(put.contentType, "application/pdf");
    assert.deepEqual(s3.objects.get("leagues/acme-2026/contract v1.pdf")?.body, pdf);
    assert.ok(s3.requests.includes("PUT /docs/leagues/acme-2026/contract%20v1.pdf"));

    await store.put("leagues/acme-2026/roster.csv", "name\nada\n");
    await store.put("leagues/acme-2026/terms.txt", "terms", "text/x-custom");
    await store.put("leagues/beta/notes.md", "# notes");
    await store.put("top.json", "{}");
    // Written by another tool; our rules refuse this key, so list leaves it out.
    s3.objects.set("odd&<name>.txt", {
      body: new Uint8Array(),
      contentType: "text/plain",
      updatedAt: new Date(),
    });

    assert.deepEqual(await store.get("leagues/acme-2026/contract v1.pdf"), {
      body: pdf,
      contentType: "application/pdf",
      size: 6,
    });
    assert.equal((await store.get("leagues/acme-2026/terms.txt"))?.contentType, "text/x-custom");
    assert.equal(await store.get("leagues/acme-2026/missing.pdf"), null);

    s3.requests.length = 0;
    const all = await store.list();
    assert.equal(s3.requests.length, 3); // 6 keys, 2 a page
    assert.ok(s3.requests[2].includes("continuation-token=next%2F4%2B%3D"));
    assert.deepEqual(all.map((o) => [o.key, o.size, o.contentType]), [
      ["leagues/acme-2026/contract v1.pdf", 6, "application/pdf"],
      ["leagues/acme-2026/roster.csv", 9, "text/csv; charset=utf-8"],
      ["leagues/acme-2026/terms.txt", 5, "text/plain; charset=utf-8"], // list infers
      ["leagues/beta/notes.md", 7, "text/markdown; charset=utf-8"],
      ["top.json", 2, "application/json"],
    ]);
    assert.ok(all.every((o) => !Number.isNaN(Date.parse(o.updatedAt))));
    assert.deepEqual((await store.list("leagues/acme-2026/")).map((o) => o.key), [
      "leagues/acme-2026/contract v1.pdf",
      "leagues/acme-2026/roster.csv",
      "leagues/acme-2026/terms.txt",
    ]);
    assert.deepEqual((await store.list("leagues/acme-2026/contract v")).map((o) => o.key), [
      "leagues/acme-2026/contract v1.pdf",
    ]);
    assert.deepEqual(await store.list("nothing/"), []);

    await store.put("leagues/acme-2026/roster.csv", "name\nada\nbob\n");
    assert.equal(text((await store.get("leagues/acme-2026/roster.csv"))?.body), "name\nada\nbob\n");

    s3.requests.length = 0;
    assert.equal(await store.delete("leagues/beta/notes.md"), true);
    assert.deepEqual(s3.requests, [
      "HEAD /docs/leagues/beta/notes.md",
      "DELETE /docs/leagues/beta/notes.md",
    ]);
    assert.equal(await store.delete("leagues/beta/notes.md"), false);
    assert.equal(await store.get("leagues/beta/notes.md"), null);
    assert.equal(s3.objects.has("leagues/beta/notes.md"), false);

    assert.equal(
      store.url("leagues/acme-2026/contract v1.pdf"),
      `${s3.endpoint}/docs/leagues/acme-2026/contract%20v1.pdf`,
    );
    s3.requests.length = 0;
    await assert.rejects(store.put("../x", "x"), isAppError("validation", "key"));
    await assert.rejects(store.list("/"), isAppError("validation", "prefix"));
    assert.deepEqual(s3.requests, []);
  } finally {
    await s3.server.shutdown();
  }
});

Deno.test("s3 store: a wrong secret is refused (403) and surfaces as unavailable", async () => {
  const s3 = startS3Emulator();
  try {
    const store = createDocumentStore(s3Options(s3.endpoint, "not-the-secret"));
    const refused = (error: unknown) =>
      isAppError("unavailable")(error) && (error as Error).message === "document store error: 403";
    await assert.rejects(store.put("a.txt", "x"), refused);
    await assert.rejects(store.get("a.txt"), refused);
    await assert.rejects(store.delete("a.txt"), refused);
    await assert.rejects(store.list(), refused);
    assert.equal(s3.objects.size, 0);
  } finally {
    await s3.server.shutdown();
  }
});

Deno.test("s3 store: an unreachable endpoint is unavailable", async () => {
  const store = createDocumentStore(
    s3Options("http://127.0.0.1:1"),
    () => Promise.reject(new TypeError("connection refused")),
  );
  await assert.rejects(store.get("a.txt"), isAppError("unavailable"));
});
