/**
 * Retrieval, the way callers use it: the seeded corpus answers with citations whose spans are
 * the documents' real text; imports are idempotent; a document-store folder stays in step with
 * the corpus through the sync job; showcase uploads are indexed in the background; the
 * before/after demo is repeatable and leaves nothing behind.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { ragChunks, ragDocuments } from "../db/schema/mod.ts";
import { ImportResponse, RagAnswer, RagDocumentList, RagInfo } from "../routes/rag/schemas.ts";
import {
  assertShape,
  bodyOf,
  createTestContext,
  idTokenHeaders,
  type TestContext,
} from "./helpers.ts";

// deno-lint-ignore no-explicit-any
type Json = any;

const KEY = { "X-API-Key": "test-key-0123456789" };
const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };

async function loginJwt(ctx: TestContext) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: LEAGUE });
  return { Authorization: `Bearer ${(await bodyOf<{ access_token: string }>(res)).access_token}` };
}

/** Every citation and quote is the document's own text at its span. */
async function assertSpans(ctx: TestContext, answer: typeof RagAnswer._output) {
  for (const c of answer.citations) {
    const doc = await ctx.deps.db.query.ragDocuments.findFirst({
      where: eq(ragDocuments.id, c.document_id),
    });
    assert.ok(doc, `cited document ${c.document_id} exists`);
    assert.equal(doc.title, c.title);
    assert.equal(doc.text.slice(c.start, c.end), c.text, "the chunk is the document's text");
    assert.ok(c.quotes.length > 0);
    for (const q of c.quotes) {
      assert.equal(doc.text.slice(q.start, q.end), q.text, "the quote is the document's text");
      assert.ok(q.start >= c.start && q.end <= c.end, "the quote is inside its chunk");
      assert.ok(answer.answer.includes(q.text), "the local provider's answer is its quotes");
    }
  }
  for (const chunk of answer.chunks) {
    const doc = await ctx.deps.db.query.ragDocuments.findFirst({
      where: eq(ragDocuments.id, chunk.document_id),
    });
    assert.equal(doc!.text.slice(chunk.start, chunk.end), chunk.text);
  }
}

async function drain(ctx: TestContext) {
  for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
}

Deno.test("rag happy paths", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false", JOB_WORKER: "false" });
  try {
    await t.step(
      "info describes the seeded corpus, the chunking, the embedder and ranking",
      async () => {
        const info = assertShape(RagInfo, await bodyOf(await ctx.get("/v1/rag/info", KEY)));
        assert.ok(info.documents >= 45, `${info.documents} documents`);
        assert.ok(info.chunks >= info.documents);
        assert.deepEqual(info.chunking.size, 800);
        assert.deepEqual(info.chunking.overlap, 120);
        assert.equal(info.embedder.model, "local-hash-256");
        assert.deepEqual(info.embedder.vectors_by_model, [
          { model: "local-hash-256", chunks: info.chunks },
        ]);
        assert.equal(info.ranking.method, "reciprocal_rank_fusion");
        assert.equal(info.ranking.k, 60);
      },
    );

    await t.step("documents are paged", async () => {
      const first = assertShape(
        RagDocumentList,
        await bodyOf(await ctx.get("/v1/rag/documents?limit=10", KEY)),
      );
      assert.equal(first.items.length, 10);
      assert.ok(first.has_more);
      const second = await bodyOf<typeof first>(
        await ctx.get("/v1/rag/documents?limit=10&offset=10", KEY),
      );
      const ids = new Set(first.items.map((d) => d.id));
      assert.ok(second.items.every((d) => !ids.has(d.id)), "pages do not repeat");
      assert.ok(first.items.every((d) => d.shared && d.origin === "seed"));
    });

    await t.step("a query answers with citations that point at the real text", async () => {
      for (
        const [query, title] of [
          ["Which markets are offered for Formula 1?", "Formula 1 (f1)"],
          ["How is a same-game parlay priced when legs are correlated?", "Same-game parlays"],
          ["What is the base fee of a Gold contract?", "Contracts"],
        ]
      ) {
        const res = await ctx.send("POST", "/v1/rag/query", {
          headers: KEY,
          json: { query, top_k: 5 },
        });
        const answer = assertShape(RagAnswer, await bodyOf(res));
        assert.equal(answer.chunks.length, 5);
        assert.equal(answer.chunks[0].title, title, query);
        assert.ok(answer.citations.some((c) => c.title === title), `${query} cites ${title}`);
        assert.deepEqual(answer.citations.map((c) => c.ref), answer.citations.map((_, i) => i + 1));
        // Fused scores are in order, and each is the sum of its rankers' 1/(60 + rank).
        for (const [i, c] of answer.chunks.entries()) {
          assert.equal(c.rank, i + 1);
          if (i) assert.ok(answer.chunks[i - 1].scores.rrf >= c.scores.rrf);
          const expected = (c.scores.vector ? 1 / (60 + c.scores.vector.rank) : 0) +
            (c.scores.fts ? 1 / (60 + c.scores.fts.rank) : 0);
          assert.ok(Math.abs(c.scores.rrf - expected) < 1e-6);
        }
        await assertSpans(ctx, answer);
      }
    });

    await t.step("a question the corpus cannot answer says so, citing nothing", async () => {
      const res = await ctx.send("POST", "/v1/rag/query", {
        headers: KEY,
        json: { query: "zzqx vvbn" },
      });
      const answer = await bodyOf<typeof RagAnswer._output>(res);
      assert.deepEqual(answer.citations, []);
      assert.match(answer.answer, /No passage/);
    });

    await t.step("the ID token of the second catalog description works too", async () => {
      const id = await idTokenHeaders(ctx);
      const res = await ctx.send("POST", "/v1/rag/query", {
        headers: id,
        json: { query: "sandbox reset time", top_k: 3 },
      });
      const answer = await bodyOf<typeof RagAnswer._output>(res);
      assert.equal(answer.chunks[0].title, "Sandbox keys");
    });

    await t.step("import is idempotent by content and answers from the new text", async () => {
      const doc = {
        title: "Lakeside Paddle Series",
        text: "The Lakeside Paddle Series final is raced on Lake Bled on 9 August.\n\n" +
          "Each crew paddles three heats; the best two times count.",
        source: "https://example.com/paddle",
        metadata: { season: 2027 },
      };
      const first = assertShape(
        ImportResponse,
        await bodyOf(
          await ctx.send("POST", "/v1/rag/import", { headers: KEY, json: { documents: [doc] } }),
          201,
        ),
      );
      assert.equal(first.created, 1);
      const again = await bodyOf<typeof first>(
        await ctx.send("POST", "/v1/rag/import", { headers: KEY, json: { documents: [doc] } }),
        200,
      );
      assert.deepEqual(again.documents.map((d) => [d.id, d.status]), [[
        first.documents[0].id,
        "unchanged",
      ]]);
      const rows = await ctx.deps.db.select().from(ragChunks).where(
        eq(ragChunks.documentId, first.documents[0].id),
      );
      assert.equal(rows.length, first.documents[0].chunks, "no chunk twice");
      const res = await ctx.send("POST", "/v1/rag/query", {
        headers: KEY,
        json: { query: "Where is the Lakeside Paddle Series final raced?" },
      });
      const answer = await bodyOf<typeof RagAnswer._output>(res);
      assert.equal(answer.citations[0].document_id, first.documents[0].id);
      assert.match(answer.answer, /Lake Bled/);
      await assertSpans(ctx, answer);
      const mine = await bodyOf<typeof RagDocumentList._output>(
        await ctx.get("/v1/rag/documents?origin=import", KEY),
      );
      assert.deepEqual(mine.items.map((d) => [d.title, d.shared, d.metadata]), [
        ["Lakeside Paddle Series", false, { season: 2027 }],
      ]);
    });

    await t.step("a folder is synced by a job: new, changed and removed files", async () => {
      const jwt = await loginJwt(ctx);
      const area = "drive-rag/user-demo-league/league-docs/";
      const put = (name: string, body: string | Uint8Array) =>
        ctx.deps.documents.put(area + name, body);
      await put(
        "rules.txt",
        "Quietwater rules: every match is played to eleven points, win by two.",
      );
      await put(
        "baltic.pdf",
        await Deno.readFile(
          new URL("./fixtures/questionnaires/baltic_wrestling.pdf", import.meta.url),
        ),
      );
      await put("broken.pdf", "%PDF-1.7\nthis is no PDF at all");
      await put("sub/ignored.txt", "Files in sub-folders are not part of the folder.");
      const listed = await bodyOf<{ data: { files: { name: string; status: string }[] } }>(
        await ctx.get("/api/drive-rag/folders/league-docs/files", jwt),
      );
      assert.deepEqual(listed.data.files.map((f) => [f.name, f.status]), [
        ["baltic.pdf", "pending"],
        ["broken.pdf", "pending"],
        ["rules.txt", "pending"],
      ]);
      const queued = await bodyOf<{ data: { status: string; message_id: string } }>(
        await ctx.send("POST", "/api/drive-rag/sync", {
          headers: jwt,
          json: { folder_id: "league-docs" },
        }),
        202,
      );
      assert.equal(queued.data.status, "queued");
      const before = await bodyOf<{ data: { last_sync: { status: string } } }>(
        await ctx.get("/api/drive-rag/status/league-docs", jwt),
      );
      assert.equal(before.data.last_sync.status, "queued");
      await drain(ctx);
      const status = await bodyOf<{ data: Json }>(
        await ctx.get("/api/drive-rag/status/league-docs", jwt),
      );
      assert.equal(status.data.last_sync.status, "completed");
      assert.deepEqual(status.data.last_sync.summary, {
        added: 2,
        updated: 0,
        unchanged: 0,
        removed: 0,
        failed: 1,
      });
      assert.deepEqual(status.data.by_status, { pending: 0, embedded: 2, failed: 1, deleted: 0 });
      const files = await bodyOf<{ data: { files: Json[] } }>(
        await ctx.get("/api/drive-rag/folders/league-docs/files", jwt),
      );
      const broken = files.data.files.find((f) => f.name === "broken.pdf")!;
      assert.equal(broken.status, "failed");
      assert.match(broken.error, /E005/);

      // The league's account asks: the PDF's text is in its corpus, with real spans.
      const asked = await bodyOf<typeof RagAnswer._output>(
        await ctx.send("POST", "/api/cloudai-showcase/rag/query", {
          headers: jwt,
          json: { query: "Baltic Freestyle Wrestling League broadcaster", top_k: 5 },
        }).then((r) =>
          r.json().then((b) => new Response(JSON.stringify(b.data), { status: r.status }))
        ),
      );
      assert.equal(asked.chunks[0].title, "baltic.pdf");
      await assertSpans(ctx, asked);

      // Again: nothing changes.
      const again = await bodyOf<{ data: { summary: Record<string, number> } }>(
        await ctx.send("POST", "/api/drive-rag/embed/league-docs", { headers: jwt }),
      );
      assert.deepEqual(again.data.summary, {
        added: 0,
        updated: 0,
        unchanged: 2,
        removed: 0,
        failed: 1,
      });

      // A changed file is embedded again (its old document goes), a removed one leaves.
      await put("rules.txt", "Quietwater rules: every match is played to fifteen points.");
      await ctx.deps.documents.delete(area + "baltic.pdf");
      const changed = await bodyOf<{ data: { summary: Record<string, number> } }>(
        await ctx.send("POST", "/api/drive-rag/embed/league-docs", { headers: jwt }),
      );
      assert.deepEqual(changed.data.summary, {
        added: 0,
        updated: 1,
        unchanged: 0,
        removed: 1,
        failed: 1,
      });
      const drive = await ctx.deps.db.select({ title: ragDocuments.title, text: ragDocuments.text })
        .from(ragDocuments).where(eq(ragDocuments.origin, "drive"));
      assert.deepEqual(drive.map((d) => d.title), ["rules.txt"]);
      assert.match(drive[0].text, /fifteen/);
    });

    await t.step("a showcase upload is stored, then indexed in the background", async () => {
      const jwt = await loginJwt(ctx);
      const form = new FormData();
      form.append(
        "file",
        new File(
          ["The Ember Valley Cornhole Cup awards a copper trophy to its champion."],
          "ember cup.txt",
        ),
      );
      const res = await ctx.send("POST", "/api/cloudai-showcase/rag/upload", {
        headers: jwt,
        body: form,
      });
      const accepted = await bodyOf<{ data: Json }>(res, 202);
      assert.equal(accepted.data.status, "pending");
      assert.equal(accepted.data.folder_id, "showcase");
      assert.equal(accepted.data.file, "ember cup.txt");
      await drain(ctx);
      const status = await bodyOf<{ data: Json }>(
        await ctx.get("/api/drive-rag/status/showcase", jwt),
      );
      assert.equal(status.data.by_status.embedded, 1);
      const answer = await (await ctx.send("POST", "/api/cloudai-showcase/rag/query", {
        headers: jwt,
        json: { query: "What does the Ember Valley Cornhole Cup champion win?" },
      })).json();
      assert.match(answer.data.answer, /copper trophy/);
      const docs = await bodyOf<{ data: typeof RagDocumentList._output }>(
        await ctx.get("/api/cloudai-showcase/rag/documents?origin=drive", jwt),
      );
      assert.ok(docs.data.items.some((d) => d.title === "ember cup.txt"));
    });

    await t.step(
      "before/after: the added document answers; runs repeat, nobody sees it",
      async () => {
        const runs = [];
        const counts = [];
        for (let i = 0; i < 3; i++) {
          const res = await ctx.get("/api/cloudai-showcase/demo/rag-before-after", KEY);
          runs.push((await bodyOf<{ data: Json }>(res)).data);
          counts.push((await ctx.deps.db.select().from(ragDocuments)).length);
        }
        const [run] = runs;
        assert.equal(run.improved, true);
        assert.doesNotMatch(run.before.answer, /Portsmouth/);
        assert.match(run.after.answer, /Portsmouth/);
        const cited = run.after.citations[0];
        assert.equal(cited.title, run.document.title);
        assert.equal(run.document.text.slice(cited.start, cited.end), cited.text);
        const ids = (a: { chunks: { chunk_id: number }[] }) => a.chunks.map((c) => c.chunk_id);
        for (const again of runs.slice(1)) {
          assert.equal(again.before.answer, run.before.answer, "the same answers every time");
          assert.deepEqual(again.after.citations, run.after.citations);
          assert.deepEqual(ids(again.after), ids(run.after));
        }
        // Once the document is in, runs are equal to the last score (bm25 reads the index's
        // statistics, which the first run's addition changed).
        assert.deepEqual(runs[2], runs[1]);
        assert.equal(counts[1], counts[0], "added once, not per run");
        assert.equal(counts[2], counts[0]);
        // Not even a tenant admin's listing or query shows the demonstration's document.
        const all = await bodyOf<{ items: { title: string }[]; total: number }>(
          await ctx.get("/v1/rag/documents?limit=100", KEY),
        );
        assert.ok(all.items.every((d) => d.title !== run.document.title));
        const asked = await bodyOf<typeof RagAnswer._output>(
          await ctx.send("POST", "/v1/rag/query", { headers: KEY, json: { query: run.question } }),
        );
        assert.ok(asked.chunks.every((c) => c.title !== run.document.title));
      },
    );

    await t.step("health: status for anyone, the indexes for callers", async () => {
      const open = await bodyOf<{ data: Record<string, unknown> }>(
        await ctx.get("/api/drive-rag/health", {}),
      );
      assert.deepEqual(open.data, { status: "ok" });
      const detail = await bodyOf<{ data: Json }>(
        await ctx.get("/api/drive-rag/health", KEY),
      );
      assert.equal(detail.data.dependencies.vector_index, "ok");
      assert.equal(detail.data.dependencies.full_text_index, "ok");
    });
  } finally {
    await ctx.close();
  }
});
