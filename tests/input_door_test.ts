/**
 * Input refused at the door (issue 10, item 2): invalid UTF-8, JSON nested too deeply, uploads
 * ingestion would refuse, repeated single parts, bad configs and doubled client authentication
 * all get a clear 4xx before any work starts, and nothing is stored or queued.
 */
import assert from "node:assert/strict";
import { count } from "drizzle-orm";
import { zipBomb } from "./fixtures/zip_bomb.ts";
import { PDFDocument } from "pdf-lib";
import { pipelineRuns } from "../db/schema/mod.ts";
import { MAX_JSON_DEPTH, nestedTooDeeply } from "../services/json.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, PUBLIC, TEST_KEY, type TestContext } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };
const INVALID_UTF8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]); // {"a":"\xff\xfe"}

/** `[[[[...]]]]` of `bytes` bytes: the probe's deeply nested document. */
const nestedArrays = (bytes: number) => "[".repeat(bytes / 2) + "]".repeat(bytes / 2);

const form = (parts: [string, BlobPart, string?][]) => {
  const body = new FormData();
  for (const [field, content, name] of parts) {
    body.append(field, name ? new File([content], name) : String(content));
  }
  return body;
};

async function envelopeError(res: Response, status: number) {
  const text = await res.text();
  assert.equal(res.status, status, text);
  const body = JSON.parse(text);
  assert.equal(body.success, false);
  if (status === 422) {
    assert.ok(body.error.details.issues.length > 0, `422 without details.issues: ${text}`);
  }
  return body.error;
}

const runCount = async (ctx: TestContext) =>
  (await ctx.deps.db.select({ n: count() }).from(pipelineRuns))[0].n;

Deno.test("the depth scan: linear, string-aware, stops at the first level too deep", () => {
  const deep = (text: string) => nestedTooDeeply(new TextEncoder().encode(text));
  assert.equal(deep("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH)), false);
  assert.equal(deep("[".repeat(MAX_JSON_DEPTH + 1)), true);
  assert.equal(deep(`{"a":"${"[".repeat(500)}\\"${"{".repeat(500)}é"}`), false);
  assert.equal(deep(`{"a":"\\\\"${"[".repeat(100)}`), true, "an escaped backslash");
  assert.equal(deep("[]".repeat(1000)), false, "depth, not count");
});

Deno.test("input refused at the door", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
  try {
    await t.step("a 9 MB nested JSON upload: 422 E005 at once, no run", async () => {
      const nested = nestedArrays(9 * 1024 * 1024);
      for (const path of ["/api/pipeline/upload", "/api/questionnaire/extract"]) {
        const started = performance.now();
        const res = await ctx.send("POST", path, {
          headers: KEY,
          body: form([["file", nested, "deep.json"]]),
        });
        const error = await envelopeError(res, 422);
        // The issue's bound is 100 ms on a server; in-process with the multipart parse, a
        // generous 2 s still tells a scan from a parse (before: 0.4–3.8 s, and GBs of memory).
        assert.ok(performance.now() - started < 2000, `${path}: ${performance.now() - started} ms`);
        assert.equal(error.code, "E005");
        assert.match(error.message, /nested deeper than 64 levels/);
        assert.deepEqual(error.details.issues[0], {
          location: "form",
          field: "file",
          message: error.message,
          code: "E005",
        });
      }
      // Nested objects in a file that does not say it is JSON are refused the same way.
      const objects = '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000);
      const txt = await ctx.send("POST", "/api/pipeline/upload", {
        headers: KEY,
        body: form([["file", objects, "deep.txt"]]),
      });
      assert.equal((await envelopeError(txt, 422)).code, "E005");
      assert.equal(await runCount(ctx), 0);
    });

    await t.step(
      "deeply nested JSON bodies: 400 under the route's limit, 413 over it",
      async () => {
        const deep = ctx.send("POST", "/api/v1/auth/login", {
          headers: { "Content-Type": "application/json" },
          body: nestedArrays(512 * 1024),
        });
        const error = await envelopeError(await deep, 400);
        assert.match(error.message, /nested deeper than 64 levels/);
        assert.equal(error.details.max_depth, 64);
        const huge = await ctx.send("POST", "/api/v1/auth/login", {
          headers: { "Content-Type": "application/json" },
          body: nestedArrays(9 * 1024 * 1024),
        });
        await envelopeError(huge, 413);
        // 64 levels are still JSON the route reads (and then validates).
        const ok = await ctx.send("POST", "/api/v1/auth/login", {
          json: { email: "a@b.co", password: "x", extra: JSON.parse(nestedArrays(124)) },
        });
        assert.equal(ok.status, 401);
        await ok.body?.cancel();
      },
    );

    await t.step("invalid UTF-8 in JSON and form bodies: 400 on every surface", async () => {
      const bodies: [string, string, Record<string, string>][] = [
        ["/api/v1/auth/login", "envelope", {}],
        ["/api/questionnaire/classify-tier", "envelope", KEY],
        ["/api/contracts/adjust-terms", "envelope", KEY],
        ["/api/v1/pipeline/process", "envelope", KEY],
        ["/api/batch/process", "envelope", KEY],
        [`${PUBLIC}/events/any/sgp`, "public", { "X-API-KEY": TEST_KEY }],
      ];
      for (const [path, surface, headers] of bodies) {
        const res = await ctx.send("POST", path, {
          headers: { ...headers, "Content-Type": "application/json" },
          body: INVALID_UTF8,
        });
        const text = await res.text();
        assert.equal(res.status, 400, `${path}: ${text}`);
        const message = surface === "public"
          ? JSON.parse(text).message
          : JSON.parse(text).error.message;
        assert.match(message, /not valid UTF-8/, path);
      }
      // The public surface reads bodies by the same rule, in its own error body.
      const plain = await ctx.send("POST", `${PUBLIC}/events/any/sgp`, {
        headers: { "X-API-KEY": TEST_KEY, "Content-Type": "text/plain" },
        body: "{}",
      });
      assert.equal(plain.status, 415);
      assert.equal((await plain.json()).statusCode, 415);
      const form = { "Content-Type": "application/x-www-form-urlencoded" };
      for (
        const body of [
          new Uint8Array([...new TextEncoder().encode("grant_type=client_"), 0xff]),
          "grant_type=client_credentials&client_id=%FF",
        ]
      ) {
        const res = await ctx.send("POST", "/api/v1/oauth/token", { headers: form, body });
        assert.equal(res.status, 400);
        assert.equal((await res.json()).error, "invalid_request");
      }
      // A multipart text field with bytes that are not UTF-8 (a U+FFFD sent as such passes).
      const multipart = (leagueName: Uint8Array) => {
        const boundary = "b0undary";
        const head = new TextEncoder().encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="league_name"\r\n\r\n`,
        );
        const tail = new TextEncoder().encode(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
            `filename="q.txt"\r\nContent-Type: text/plain\r\n\r\nLeague: Test League\r\n` +
            `--${boundary}--\r\n`,
        );
        return {
          headers: { ...KEY, "Content-Type": `multipart/form-data; boundary=${boundary}` },
          body: new Uint8Array([...head, ...leagueName, ...tail]),
        };
      };
      const bad = await ctx.send(
        "POST",
        "/api/questionnaire/extract",
        multipart(new Uint8Array([0x4c, 0xff, 0x67])),
      );
      assert.equal(bad.status, 400);
      assert.match((await bad.json()).error.message, /'league_name' is not valid UTF-8/);
      const sent = await ctx.send(
        "POST",
        "/api/questionnaire/extract",
        multipart(new TextEncoder().encode("L\uFFFDg")),
      );
      assert.notEqual(sent.status, 400, await sent.clone().text());
      await sent.body?.cancel();
    });

    await t.step("zip bomb and empty PDFs to /api/batch/upload: 422, nothing stored", async () => {
      const empty = await PDFDocument.create();
      const uploads: [BlobPart, string, RegExp][] = [
        [zipBomb(200 * 1024 * 1024) as Uint8Array<ArrayBuffer>, "bomb.docx", /inflation limit/],
        // pdf.js reads a PDF without pages as one blank page: no text, E001.
        [await empty.save() as Uint8Array<ArrayBuffer>, "empty.pdf", /no text layer/],
        ["", "zero.pdf", /an empty file/],
        ["%PDF-1.4\n%%EOF\n", "broken.pdf", /corrupt or truncated PDF|no text layer/],
      ];
      for (const [content, name, message] of uploads) {
        const res = await ctx.send("POST", "/api/batch/upload", {
          headers: KEY,
          body: form([["files", QUESTIONNAIRE, "good.txt"], ["files", content, name]]),
        });
        const error = await envelopeError(res, 422);
        assert.match(error.code, /^E00[15]$/, name);
        assert.match(error.message, message);
        assert.equal(error.details.issues[0].field, "files");
        assert.equal(error.details.filename, name);
      }
      assert.deepEqual(await ctx.deps.documents.list("batches/"), [], "nothing stored");
      // A good one is still taken.
      const good = await ctx.send("POST", "/api/batch/upload", {
        headers: KEY,
        body: form([["files", QUESTIONNAIRE, "good.txt"]]),
      });
      assert.equal(good.status, 201);
      await good.body?.cancel();
    });

    await t.step("a bad file to a pipeline upload: 4xx, never 202", async () => {
      const cases: [BlobPart, string, number][] = [
        [zipBomb(64 * 1024 * 1024) as Uint8Array<ArrayBuffer>, "q.docx", 422],
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), "q.pdf", 422],
        ["", "q.txt", 422],
        ["text", "q.exe", 415],
      ];
      for (const [content, name, status] of cases) {
        for (const path of ["/api/pipeline/upload", "/api/pipeline/start"]) {
          const res = await ctx.send("POST", path, {
            headers: KEY,
            body: form([["file", content, name]]),
          });
          await envelopeError(res, status);
        }
      }
      assert.equal(await runCount(ctx), 0);
      assert.deepEqual(await ctx.deps.documents.list("uploads/"), []);
    });

    await t.step("a PDF with a page but no text: refused at the door with E001", async () => {
      const scan = await PDFDocument.create();
      scan.addPage();
      for (const path of ["/api/pipeline/upload", "/api/questionnaire/extract"]) {
        const res = await ctx.send("POST", path, {
          headers: KEY,
          body: form([["file", await scan.save() as Uint8Array<ArrayBuffer>, "scan.pdf"]]),
        });
        const error = await envelopeError(res, 422);
        assert.equal(error.code, "E001");
        assert.match(error.suggestion, /OCR/);
        assert.deepEqual(error.details.issues[0].field, "file");
      }
      assert.equal(await runCount(ctx), 0);
    });

    await t.step("several parts where one is expected: 400 naming the field", async () => {
      const routes: [string, string][] = [
        ["/api/pipeline/upload", "file"],
        ["/api/questionnaire/extract", "file"],
        ["/api/questionnaire/process-questionnaire", "file"],
        ["/api/contracts/generate", "file"],
        ["/api/contracts/fingerprints/create", "file"],
      ];
      for (const [path, field] of routes) {
        const res = await ctx.send("POST", path, {
          headers: KEY,
          body: form([[field, QUESTIONNAIRE, "a.txt"], [field, "League: Other", "b.txt"]]),
        });
        const error = await envelopeError(res, 400);
        assert.equal(error.details.parameter, field, path);
        assert.match(error.message, /'file' sent more than once/);
      }
      const configs = await ctx.send("POST", "/api/pipeline/upload", {
        headers: KEY,
        body: form([["file", QUESTIONNAIRE, "a.txt"], ["config", "{}"], ["config", "{}"]]),
      });
      assert.equal((await envelopeError(configs, 400)).details.parameter, "config");
      // Several `files` are what a batch upload takes.
      const batch = await ctx.send("POST", "/api/batch/upload", {
        headers: KEY,
        body: form([["files", QUESTIONNAIRE, "a.txt"], ["files", QUESTIONNAIRE, "b.txt"]]),
      });
      assert.equal(batch.status, 201);
      assert.equal((await batch.json()).data.files.length, 2);
      assert.equal(await runCount(ctx), 0);
    });

    await t.step("drive_parent 'x.' and other bad configs: 422 with details.issues", async () => {
      const bad = { drive_parent: "x." };
      const requests: [string, RequestInit & { json?: unknown }][] = [
        ["/api/v1/pipeline/process", { json: { pdf_path: "drive://inbox/q.txt", config: bad } }],
        ["/api/batch/process", { json: { paths: ["drive://inbox/q.txt"], config: bad } }],
        ["/api/v1/pipeline/batch", { json: { pdf_paths: ["drive://inbox/q.txt"], config: bad } }],
        [
          "/api/pipeline/upload",
          { body: form([["file", QUESTIONNAIRE, "q.txt"], ["config", JSON.stringify(bad)]]) },
        ],
      ];
      for (const [path, init] of requests) {
        const res = await ctx.send("POST", path, {
          headers: KEY,
          json: init.json,
          body: init.body as BodyInit,
        });
        const error = await envelopeError(res, 422);
        const issue = error.details.issues.find((i: { field: string }) =>
          i.field === "config.drive_parent"
        );
        assert.ok(issue, `${path}: ${JSON.stringify(error.details.issues)}`);
        assert.match(issue.message, /must not end with '\.'/);
      }
      // Checked whole: a misspelt key is refused, not ignored.
      for (
        const [path, json] of [
          ["/api/v1/pipeline/process", { pdf_path: "drive://inbox/q.txt", config: { drive: "x" } }],
          ["/api/batch/process", { paths: ["drive://inbox/q.txt"], config: { drive: "x" } }],
        ] as const
      ) {
        const error = await envelopeError(
          await ctx.send("POST", path, { headers: KEY, json }),
          422,
        );
        assert.equal(error.details.issues[0].code, "unrecognized_keys", path);
      }
      const deepConfig = await ctx.send("POST", "/api/pipeline/upload", {
        headers: KEY,
        body: form([["file", QUESTIONNAIRE, "q.txt"], ["config", nestedArrays(1000)]]),
      });
      assert.equal((await envelopeError(deepConfig, 400)).details.parameter, "config");
      assert.equal(await runCount(ctx), 0);
    });

    await t.step("the token endpoint: one client authentication, RFC 6749 bodies", async () => {
      const basic = `Basic ${btoa("altsports-demo-client:altsports-demo-client-secret")}`;
      const twice = await ctx.send("POST", "/api/v1/oauth/token", {
        headers: { Authorization: basic, "Content-Type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials&client_id=altsports-demo-client" +
          "&client_secret=wrong-secret",
      });
      assert.equal(twice.status, 400);
      assert.equal(twice.headers.get("Cache-Control"), "no-store");
      const body = await twice.json();
      assert.equal(body.error, "invalid_request");
      assert.match(body.error_description, /two client authentications/);
      // Another client named in the body than in Basic: refused too.
      const other = await ctx.send("POST", "/api/v1/oauth/token", {
        headers: { Authorization: basic },
        json: { grant_type: "client_credentials", client_id: "someone-else" },
      });
      assert.equal(other.status, 400);
      assert.equal((await other.json()).error, "invalid_request");
      // An Authorization header that is not Basic is a failed authentication, not ignored.
      const bearer = await ctx.send("POST", "/api/v1/oauth/token", {
        headers: { Authorization: "Bearer abc" },
        json: {
          grant_type: "client_credentials",
          client_id: "altsports-demo-client",
          client_secret: "altsports-demo-client-secret",
        },
      });
      assert.equal(bearer.status, 401);
      assert.match(bearer.headers.get("WWW-Authenticate")!, /^Basic /);
      assert.equal((await bearer.json()).error, "invalid_client");
      // One way at a time still works.
      const ok = await ctx.send("POST", "/api/v1/oauth/token", {
        headers: { Authorization: basic, "Content-Type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      });
      assert.equal(ok.status, 200);
      assert.equal((await ok.json()).token_type, "bearer");
      // Refusals before the handler (media type, size) are RFC 6749 bodies as well.
      const media = await ctx.send("POST", "/api/v1/oauth/token", {
        headers: { "Content-Type": "text/plain" },
        body: "grant_type=client_credentials",
      });
      assert.equal(media.status, 415);
      assert.deepEqual(Object.keys(await media.json()).sort(), ["error", "error_description"]);
    });
  } finally {
    await ctx.close();
  }
});
