/**
 * Retrieval refuses what it cannot use, in each surface's error body: /v1's
 * `{detail, status_code, timestamp}`, the envelope on /api. Refused uploads store nothing;
 * hostile files in a synced folder fail alone, with their reason.
 */
import assert from "node:assert/strict";
import { assertDetailError, bodyOf, createTestContext, type TestContext } from "./helpers.ts";
import { zipBomb } from "./fixtures/zip_bomb.ts";

const KEY = { "X-API-Key": "test-key-0123456789" };

async function assertEnvelopeError(res: Response, status: number, code?: string | RegExp) {
  const body = await res.json();
  assert.equal(res.status, status, JSON.stringify(body));
  assert.equal(body.success, false);
  if (typeof code === "string") assert.equal(body.error.code, code);
  else if (code) assert.match(body.error.code, code);
  if (status === 422) assert.ok(body.error.details.issues?.length > 0, JSON.stringify(body));
  return body;
}

const post = (ctx: TestContext, path: string, json: unknown, headers = KEY) =>
  ctx.send("POST", path, { headers, json });

Deno.test("rag errors", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    await t.step(
      "/v1/rag/query: bad bodies are 422, malformed ones 400, other types 415",
      async () => {
        for (
          const body of [
            {},
            { query: "" },
            { query: "   " },
            { query: "x".repeat(2001) },
            { query: "odds", top_k: 0 },
            { query: "odds", top_k: 21 },
            { query: "odds", top_k: "5" },
            { query: "odds", top_k: 2.5 },
            { query: 42 },
          ]
        ) {
          await assertDetailError(await post(ctx, "/v1/rag/query", body), 422);
        }
        const raw = (body: string, type = "application/json") =>
          ctx.send("POST", "/v1/rag/query", {
            headers: { ...KEY, "Content-Type": type },
            body,
          });
        await assertDetailError(await raw("{not json"), 400);
        await assertDetailError(await raw("[".repeat(100) + "]".repeat(100)), 400);
        await assertDetailError(await raw("query=odds", "text/plain"), 415);
        await assertDetailError(await raw(JSON.stringify({ query: "x".repeat(2_000_000) })), 413);
      },
    );

    await t.step("/v1/rag/import: limits on count, size and fields", async () => {
      const doc = { title: "A", text: "Some text." };
      for (
        const body of [
          {},
          { documents: [] },
          { documents: Array.from({ length: 51 }, (_, i) => ({ ...doc, text: `Text ${i}.` })) },
          { documents: [{ title: "", text: "x" }] },
          { documents: [{ title: "x".repeat(301), text: "x" }] },
          { documents: [{ title: "A", text: "   \n  " }] },
          { documents: [{ title: "A" }] },
          { documents: [{ ...doc, metadata: "not an object" }] },
          { documents: [{ ...doc, source: 7 }] },
        ]
      ) {
        await assertDetailError(await post(ctx, "/v1/rag/import", body), 422);
      }
      // Nothing of a refused request was added.
      const listed = await bodyOf<{ total: number }>(
        await ctx.get("/v1/rag/documents?origin=import", KEY),
      );
      assert.equal(listed.total, 0);
    });

    await t.step("/v1/rag/documents: paging and origin are checked", async () => {
      for (const q of ["limit=0", "limit=101", "offset=-1", "origin=elsewhere", "limit=ten"]) {
        await assertDetailError(await ctx.get(`/v1/rag/documents?${q}`, KEY), 422);
      }
    });

    await t.step(
      "drive-rag: folder ids are checked, no path leaves the caller's area",
      async () => {
        for (
          const id of ["a.b", "..", "%2e%2e", "..%2Fetc", "-lead", "x".repeat(65), "a%20b", "%00"]
        ) {
          const res = await ctx.get(`/api/drive-rag/status/${id}`, KEY);
          assert.ok([404, 422].includes(res.status), `${id}: ${res.status}`);
          await assertEnvelopeError(res, res.status);
        }
        for (const path of ["/api/drive-rag/folders/a.b/files", "/api/drive-rag/status/a.b"]) {
          await assertEnvelopeError(await ctx.get(path, KEY), 422, "VALIDATION_ERROR");
        }
        await assertEnvelopeError(
          await ctx.send("POST", "/api/drive-rag/embed/a.b", { headers: KEY }),
          422,
        );
        for (const body of [{}, { folder_id: "../up" }, { folder_id: "" }, { folder_id: 3 }]) {
          await assertEnvelopeError(await post(ctx, "/api/drive-rag/sync", body), 422);
        }
        // A folder with nothing in it does not exist.
        await assertEnvelopeError(
          await ctx.get("/api/drive-rag/status/empty", KEY),
          404,
          "NOT_FOUND",
        );
        await assertEnvelopeError(
          await post(ctx, "/api/drive-rag/sync", { folder_id: "empty" }),
          404,
          "NOT_FOUND",
        );
        await assertEnvelopeError(
          await ctx.get("/api/drive-rag/folders/empty/files", KEY),
          404,
          "NOT_FOUND",
        );
      },
    );

    await t.step(
      "showcase upload: formats, size and hostile files are refused, nothing kept",
      async () => {
        const upload = (name: string, body: BlobPart | null) => {
          const form = new FormData();
          if (body !== null) form.append("file", new File([body], name));
          return ctx.send("POST", "/api/cloudai-showcase/rag/upload", { headers: KEY, body: form });
        };
        await assertEnvelopeError(await upload("none.txt", null), 422, "VALIDATION_ERROR");
        await assertEnvelopeError(await upload("logo.png", "png"), 415, "UNSUPPORTED_MEDIA_TYPE");
        await assertEnvelopeError(await upload("empty.txt", ""), 422, "E005");
        await assertEnvelopeError(await upload("fake.pdf", "%PDF-1.7\nnot a pdf"), 422, /E00[15]/);
        await assertEnvelopeError(
          await upload("binary.txt", new Uint8Array([0, 1, 2, 255, 254])),
          422,
          "E005",
        );
        await assertEnvelopeError(
          await upload("bomb.docx", zipBomb(64 * 1024 * 1024) as Uint8Array<ArrayBuffer>),
          422,
          "E005",
        );
        await assertEnvelopeError(await upload("big.txt", "a ".repeat(5_600_000)), 413);
        await assertEnvelopeError(await ctx.get("/api/drive-rag/status/showcase", KEY), 404);
      },
    );

    await t.step("a hostile file in a synced folder fails alone, with its reason", async () => {
      const login = await ctx.send("POST", "/api/v1/auth/login", {
        json: { email: "league@altsports.dev", password: "altsports-league-demo" },
      });
      const jwt = {
        Authorization: `Bearer ${(await bodyOf<{ access_token: string }>(login)).access_token}`,
      };
      const area = "drive-rag/user-demo-league/ops/";
      await ctx.deps.documents.put(`${area}bomb.docx`, zipBomb(64 * 1024 * 1024));
      await ctx.deps.documents.put(`${area}blob.txt`, new Uint8Array([0, 159, 146, 150, 0, 1]));
      await ctx.deps.documents.put(
        `${area}notes.txt`,
        "Operations notes: the venue opens at nine.",
      );
      const done = await bodyOf<{ data: { summary: Record<string, number> } }>(
        await ctx.send("POST", "/api/drive-rag/embed/ops", { headers: jwt }),
      );
      assert.deepEqual(done.data.summary, {
        added: 1,
        updated: 0,
        unchanged: 0,
        removed: 0,
        failed: 2,
      });
      const files = await bodyOf<
        { data: { files: { name: string; status: string; error: string | null }[] } }
      >(
        await ctx.get("/api/drive-rag/folders/ops/files", jwt),
      );
      const byName = Object.fromEntries(files.data.files.map((f) => [f.name, f]));
      assert.equal(byName["notes.txt"].status, "embedded");
      assert.equal(byName["bomb.docx"].status, "failed");
      assert.match(byName["bomb.docx"].error!, /E005/);
      assert.match(byName["blob.txt"].error!, /E005/);
    });

    await t.step("before/after: its parameters are checked", async () => {
      for (const q of ["top_k=0", "top_k=99", "question="]) {
        await assertEnvelopeError(
          await ctx.get(`/api/cloudai-showcase/demo/rag-before-after?${q}`, KEY),
          422,
        );
      }
    });
  } finally {
    await ctx.close();
  }
});
