import assert from "node:assert/strict";
import { unzipSync } from "fflate";
import { users } from "../db/schema/mod.ts";
import { hashPassword } from "../services/auth/passwords.ts";
import { docxText, pdfText } from "../services/documents/read.ts";
import { startRun } from "../services/pipeline/mod.ts";
import { runStage } from "../services/pipeline/stages.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, TEST_KEY, type TestContext } from "./helpers.ts";

const LEAGUE = { email: "league@altsports.dev", password: "altsports-league-demo" };

async function bearer(ctx: TestContext, creds = LEAGUE) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: creds });
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

function upload(
  ctx: TestContext,
  headers: Record<string, string>,
  file: { name: string; body: BlobPart },
  path = "/api/pipeline/upload",
) {
  const form = new FormData();
  form.append("file", new File([file.body], file.name));
  return ctx.send("POST", path, { headers, body: form });
}

/** Delivers jobs until the queue is empty (the worker is off in tests). */
async function settle(ctx: TestContext) {
  for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
}

Deno.test("pipeline: upload → six stages → fingerprint, score, contracts, folder, card", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "true" });
  const auth = await bearer(ctx);
  let id = "";

  await t.step("upload answers 202 with six pending stages", async () => {
    const res = await upload(ctx, auth, { name: "pacific.txt", body: QUESTIONNAIRE });
    assert.equal(res.status, 202, await res.clone().text());
    const body = (await res.json()).data;
    id = body.pipeline_id;
    assert.match(id, /^pl_[0-9a-f]{32}$/);
    assert.equal(body.status, "running");
    assert.deepEqual(Object.keys(body.stages), [
      "extraction",
      "research",
      "scoring",
      "contracts",
      "drive",
      "tracker",
    ]);
    assert.ok(
      Object.values(body.stages).every((s) => (s as { status: string }).status === "pending"),
    );
    assert.equal(body.progress, 0);
  });

  await t.step("the stages run as jobs to success", async () => {
    await settle(ctx);
    const res = await ctx.get(`/api/v1/pipeline/${id}/status`, auth);
    const status = (await res.json()).data;
    assert.equal(status.status, "success", JSON.stringify(status));
    assert.equal(status.progress, 1);
    assert.equal(status.estimated_completion_seconds, 0);
    for (
      const stage of Object.values(status.stages) as { status: string; duration_seconds: number }[]
    ) {
      assert.equal(stage.status, "completed");
      assert.equal(typeof stage.duration_seconds, "number");
    }
    assert.equal(status.league_name, "Pacific Pickleball Tour");
  });

  await t.step("the result carries the fingerprint of spec 001", async () => {
    const result = (await (await ctx.get(`/api/pipeline/result/${id}`, auth)).json()).data;
    const fp = result.fingerprint;
    assert.match(fp.fingerprint_id, /^fp_/);
    assert.equal(fp.league_name, "Pacific Pickleball Tour");
    assert.equal(fp.source_document.filename, "pacific.txt");
    assert.ok(fp.state.extracted_raw.confidence_score >= 0.85);
    assert.equal(fp.state.extracted_raw.fields.teams_count, 24);
    assert.ok(fp.state.extracted_enhanced.quality_score > 0);
    assert.deepEqual(Object.keys(fp.partnership_score.components).sort(), [
      "betting_potential",
      "data_quality",
      "integration_readiness",
      "market_size",
      "strategic_fit",
    ]);
    assert.ok(["Platinum", "Gold", "Silver", "Bronze"].includes(fp.partnership_score.tier));
    assert.deepEqual(Object.keys(fp.contracts), [
      "conservative",
      "balanced",
      "aggressive",
      "premium",
    ]);
    assert.equal(fp.contracts.premium.length_months, 48);
    assert.equal(fp.contracts.premium.revenue_share_percent, 15);
    assert.match(fp.drive.folder_id, /^folders\/partnerships\/fp_/);
    assert.ok(fp.drive.documents.fingerprint);
    assert.match(fp.tracker.card_key, /^PART-/);
  });

  await t.step(
    "the contracts: every flavor in MD, DOCX, PDF and JSON, with the same figures",
    async () => {
      const res = await ctx.get(`/api/pipeline/contracts/${id}`, auth);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("Content-Type"), "application/zip");
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      assert.equal(Object.keys(files).length, 16);
      const result = (await (await ctx.get(`/api/pipeline/result/${id}`, auth)).json()).data;
      const balanced = result.fingerprint.contracts.balanced;
      const fee = `$${balanced.annual_fee_usd.toLocaleString("en-US")}`;
      assert.ok(docxText(files["balanced.docx"]).includes(fee), "DOCX has the fee");
      assert.ok((await pdfText(files["balanced.pdf"])).includes(fee), "PDF has the fee");
      assert.ok(new TextDecoder().decode(files["balanced.md"]).includes(fee));
      const json = JSON.parse(new TextDecoder().decode(files["balanced.json"]));
      const { contract_id: _, ...terms } = balanced;
      assert.deepEqual(json.terms, terms);
    },
  );

  await t.step("a stage that ran already does nothing the second time", async () => {
    const before = (await (await ctx.get(`/api/pipeline/result/${id}`, auth)).json()).data;
    // The run has ended: its stages are not run again, whatever is redelivered.
    assert.equal(await runStage({ ...ctx.deps }, id, "tracker"), null);
    assert.equal(await runStage({ ...ctx.deps }, id, "drive"), null);
    const after = (await (await ctx.get(`/api/pipeline/result/${id}`, auth)).json()).data;
    assert.deepEqual(after.fingerprint.tracker, before.fingerprint.tracker);
    const cards = await ctx.deps.db.query.trackerCards.findMany();
    assert.equal(cards.length, 1);
  });

  await t.step("a league admin sees only its own runs; admins see all", async () => {
    await ctx.deps.db.insert(users).values({
      id: "other-league",
      email: "other@league.example",
      passwordHash: await hashPassword("other-league-password"),
      role: "league_admin",
      createdAt: new Date().toISOString(),
    });
    const other = await bearer(ctx, {
      email: "other@league.example",
      password: "other-league-password",
    });
    for (
      const path of [
        `/api/v1/pipeline/${id}/status`,
        `/api/pipeline/result/${id}`,
        `/api/pipeline/contracts/${id}`,
      ]
    ) {
      const res = await ctx.get(path, other);
      assert.equal(res.status, 404, path);
      await res.body?.cancel();
    }
    const admin = await bearer(ctx, {
      email: "admin@altsports.dev",
      password: "altsports-admin-demo",
    });
    const seen = await ctx.get(`/api/v1/pipeline/${id}/status`, admin);
    assert.equal(seen.status, 200);
    await seen.body?.cancel();
  });

  await t.step("server-sent events of a finished run: progress, then done", async () => {
    const res = await ctx.get(`/api/v1/pipeline/${id}/events`, auth);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("Content-Type")!, /text\/event-stream/);
    const text = await res.text();
    assert.match(text, /event: progress/);
    assert.match(text, /event: done/);
  });

  await t.step("DELETE removes the run's files, card and rows", async () => {
    const folder = (await (await ctx.get(`/api/pipeline/result/${id}`, auth)).json()).data
      .fingerprint.drive.folder_id;
    const res = await ctx.send("DELETE", `/api/pipeline/pipeline/${id}`, { headers: auth });
    assert.equal(res.status, 200);
    const body = (await res.json()).data;
    assert.equal(body.deleted, true);
    assert.ok(body.files_removed >= 20);
    assert.deepEqual(await ctx.deps.documents.list(`${folder}/`), []);
    assert.equal((await ctx.get(`/api/v1/pipeline/${id}/status`, auth)).status, 404);
  });

  await ctx.close();
});

Deno.test("pipeline: bad files, store paths and E-codes", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
  const auth = { "X-API-Key": TEST_KEY };

  await t.step(
    "binary data named .txt: refused at upload, and a run from the store fails E005",
    async () => {
      const junk = crypto.getRandomValues(new Uint8Array(4096));
      const res = await upload(ctx, auth, { name: "answers.txt", body: junk });
      assert.equal(res.status, 422);
      assert.equal((await res.json()).error.code, "E005");
      // A file that reaches a run another way (a batch over the store) fails the run with E005.
      const started = performance.now();
      const owner = { kind: "user" as const, id: "demo" };
      const { id: pipeline_id } = await startRun(ctx.deps, {
        owner,
        file: { filename: "answers.txt", bytes: junk },
      });
      await settle(ctx);
      const status =
        (await (await ctx.get(`/api/v1/pipeline/${pipeline_id}/status`, auth)).json()).data;
      assert.equal(status.status, "failed");
      assert.equal(status.error.code, "E005");
      assert.equal(status.stages.extraction.status, "failed");
      assert.equal(status.stages.research.status, "pending");
      assert.ok(performance.now() - started < 2000);
    },
  );

  await t.step("a sparse questionnaire is flagged E006 and goes on", async () => {
    const res = await upload(ctx, auth, {
      name: "sparse.txt",
      body: "League name: Tiny Cornhole Club\nSport: cornhole\n",
    });
    const { pipeline_id } = (await res.json()).data;
    await settle(ctx);
    const status =
      (await (await ctx.get(`/api/v1/pipeline/${pipeline_id}/status`, auth)).json()).data;
    assert.equal(status.status, "success");
    // Thin answers also make thin research: both are flagged for review.
    assert.deepEqual(status.flags, ["E006", "LOW_RESEARCH_QUALITY"]);
    assert.match(status.stages.research.error_message, /below min_quality/);
    assert.match(status.stages.extraction.error_message, /^E006/);
  });

  await t.step("upload refuses other types (415) and files over 10 MiB (413)", async () => {
    const image = await upload(ctx, auth, { name: "q.png", body: "x" });
    assert.equal(image.status, 415);
    await image.body?.cancel();
    const big = await upload(ctx, auth, {
      name: "q.txt",
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    assert.equal(big.status, 413);
    await big.body?.cancel();
    const none = await ctx.send("POST", "/api/pipeline/upload", {
      headers: auth,
      body: new FormData(),
    });
    assert.ok(none.status === 422 || none.status === 400);
    await none.body?.cancel();
  });

  await t.step("pdf_path is a document-store URI, nothing else", async () => {
    for (
      const pdf_path of [
        "/etc/passwd",
        "https://evil.example/q.pdf",
        "file:///etc/passwd",
        "drive://../x",
        "drive://a/../../b",
      ]
    ) {
      const res = await ctx.send("POST", "/api/v1/pipeline/process", {
        headers: auth,
        json: { pdf_path },
      });
      assert.equal(res.status, 400, pdf_path);
      await res.body?.cancel();
    }
    const missing = await ctx.send("POST", "/api/v1/pipeline/process", {
      headers: auth,
      json: { pdf_path: "drive://inbox/none.pdf" },
    });
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
  });

  await t.step("process waits for the run and answers with its results", async () => {
    await ctx.deps.documents.put("inbox/pacific.txt", new TextEncoder().encode(QUESTIONNAIRE));
    ctx.deps.queue.start();
    const res = await ctx.send("POST", "/api/v1/pipeline/process", {
      headers: auth,
      json: { pdf_path: "drive://inbox/pacific.txt", config: { contract_flavors: ["balanced"] } },
    });
    assert.equal(res.status, 200, await res.clone().text());
    const out = (await res.json()).data;
    assert.equal(out.status, "success");
    assert.ok(out.results.partnership_score > 0);
    assert.ok(out.results.tracker_card.key);
    assert.ok(out.documents.contract_doc.endsWith("balanced.docx"));
    assert.ok(out.results.processing_time_seconds < 3, `${out.results.processing_time_seconds} s`);
  });

  await ctx.close();
});

Deno.test("batches: 10 questionnaires, at most max_concurrent at once, 11 refused", async (t) => {
  const ctx = await createTestContext({ DEMO_DATA: "false" }, { clock: () => new Date() });
  const auth = { "X-API-Key": TEST_KEY };
  const names = [
    "Atlas",
    "Boreal",
    "Cobalt",
    "Delta",
    "Ember",
    "Falcon",
    "Granite",
    "Harbor",
    "Iris",
    "Juniper",
  ];
  for (const [i, name] of names.entries()) {
    const text = QUESTIONNAIRE.replace("Pacific Pickleball Tour", `${name} Pickleball League`);
    await ctx.deps.documents.put(
      `inbox/batch/q${String(i).padStart(2, "0")}.txt`,
      new TextEncoder().encode(text),
    );
  }
  await ctx.deps.documents.put("inbox/extra/q10.txt", new TextEncoder().encode(QUESTIONNAIRE));
  ctx.deps.queue.start();
  let batchId = "";

  await t.step("11 files are refused with 400", async () => {
    const res = await ctx.send("POST", "/api/v1/pipeline/batch", {
      headers: auth,
      json: { pdf_paths: ["drive://inbox/batch/*.txt", "drive://inbox/extra/q10.txt"] },
    });
    assert.equal(res.status, 400);
    assert.match((await res.json()).error.message, /at most 10/);
  });

  await t.step(
    "a batch of 10 with max_concurrent 5 completes, summary as the spec shows",
    async () => {
      const started = performance.now();
      const res = await ctx.send("POST", "/api/v1/pipeline/batch", {
        headers: auth,
        json: {
          pdf_paths: ["drive://inbox/batch/q0?.txt"],
          config: { max_concurrent: 5, contract_flavors: ["balanced"] },
        },
      });
      assert.equal(res.status, 200, await res.clone().text());
      const batch = (await res.json()).data;
      batchId = batch.batch_id;
      assert.equal(batch.status, "completed");
      assert.equal(batch.summary.total, 10);
      assert.equal(batch.summary.successful, 10);
      assert.equal(batch.summary.failed, 0);
      assert.ok(batch.summary.average_quality > 0);
      assert.deepEqual(
        batch.results.map((r: { league_name: string }) => r.league_name),
        names.map((n) => `${n} Pickleball League`),
      );
      assert.ok(
        batch.results.every((r: { status: string; tracker_card: string }) =>
          r.status === "success" && r.tracker_card
        ),
      );
      assert.ok(batch.report_url);
      // At no moment were more than five of its runs going.
      const runs = await ctx.deps.db.query.pipelineRuns.findMany();
      const edges = runs.flatMap((r) => [
        { at: Date.parse(r.createdAt), d: 1 },
        { at: Date.parse(r.completedAt!), d: -1 },
      ]).sort((a, b) => a.at - b.at || a.d - b.d);
      let open = 0, most = 0;
      for (const e of edges) most = Math.max(most, open += e.d);
      assert.ok(most <= 5, `at most 5 at once (saw ${most})`);
      assert.ok(performance.now() - started < 15_000, "a batch of 10 within 15 s");
    },
  );

  await t.step("status, listing and delete", async () => {
    const status = (await (await ctx.get(`/api/batch/status/${batchId}`, auth)).json()).data;
    assert.equal(status.summary.successful, 10);
    const list = (await (await ctx.get("/api/batch/batches", auth)).json()).data;
    assert.deepEqual(list.map((b: { batch_id: string }) => b.batch_id), [batchId]);
    const del = await ctx.send("DELETE", `/api/batch/batch/${batchId}`, { headers: auth });
    assert.equal(del.status, 200);
    assert.ok((await del.json()).data.files_removed > 10);
    assert.equal((await ctx.get(`/api/batch/status/${batchId}`, auth)).status, 404);
    assert.deepEqual(await ctx.deps.db.query.pipelineRuns.findMany(), []);
  });

  await ctx.close();
});
