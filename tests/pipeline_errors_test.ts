import assert from "node:assert/strict";
import { PDFDocument, rgb } from "pdf-lib";
import { type AiProvider, createLocalProvider } from "../services/ai/mod.ts";
import { AppError } from "../services/errors.ts";
import { jobs } from "../db/schema/mod.ts";
import { pipelineStageJob } from "../jobs/pipeline_stage.ts";
import { researchLeague } from "../services/partnership/research.ts";
import { startRun } from "../services/pipeline/mod.ts";
import { resumeProcessing } from "../services/pipeline/stages.ts";
import { extractQuestionnaire } from "../services/questionnaire/extract/mod.ts";
import type { Tracker } from "../services/tracker/mod.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, TEST_KEY, type TestContext } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };

async function run(ctx: TestContext, name: string, body: BlobPart, config?: unknown) {
  const form = new FormData();
  form.append("file", new File([body], name));
  if (config) form.append("config", JSON.stringify(config));
  const res = await ctx.send("POST", "/api/pipeline/start", { headers: KEY, body: form });
  assert.equal(res.status, 202, await res.clone().text());
  const { pipeline_id } = (await res.json()).data;
  for (let i = 0; i < 100 && await ctx.deps.queue.drain() > 0; i++);
  const status = await ctx.get(`/api/v1/pipeline/${pipeline_id}/status`, KEY);
  return (await status.json()).data;
}

const slowAi: AiProvider = {
  ...createLocalProvider(),
  name: "slow",
  estimateCost: () => 0.01,
  complete: (request) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => resolve({ text: "late", citations: [], cost_usd: 0.01, provider: "slow" }),
        2000,
      );
      request.signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(new Error("aborted"));
      });
    }),
};

Deno.test("research: a timeout keeps the partial data (E002), a budget skips paid notes", async () => {
  const ctx = await createTestContext({ DEMO_DATA: "true" });
  try {
    const extraction = extractQuestionnaire({
      text: "League name: Ridge Lacrosse League\nSport: lacrosse\nFounded: 2012\n",
    });
    const started = performance.now();
    const research = await researchLeague({ db: ctx.deps.db, ai: slowAi }, extraction, {
      budget_usd: 5,
      timeout_seconds: 0.3,
      min_quality: 0.5,
    });
    assert.ok(performance.now() - started < 1500);
    assert.equal(research.timed_out, true);
    assert.equal(research.enhancement_data.comparables[0].sport_code, "nll");
    assert.ok(research.enhanced.events_per_season! > 0, "gaps filled from comparables");
    assert.deepEqual(research.enhancement_data.inferred, [
      "events_per_season",
      "contests_per_event",
    ]);
    const cheap = await researchLeague({ db: ctx.deps.db, ai: slowAi }, extraction, {
      budget_usd: 0.001,
      timeout_seconds: 5,
      min_quality: 0.99,
    });
    assert.equal(cheap.timed_out, false);
    assert.match(cheap.enhancement_data.market_notes, /exceeds the budget/);
    assert.equal(cheap.cost_usd, 0);
    assert.equal(cheap.below_min_quality, true);
  } finally {
    await ctx.close();
  }
});

Deno.test("pipeline error codes E001 to E006 on runs", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
  const deps = ctx.deps;

  await t.step("E001 and E005: refused at upload, with no run", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawRectangle({ x: 50, y: 50, width: 200, height: 200, color: rgb(0, 0, 0) });
    const files: [string, BlobPart, string][] = [
      ["scan.pdf", await pdf.save() as Uint8Array<ArrayBuffer>, "E001"],
      ["q.docx", "PK\u0003\u0004 not really a zip", "E005"],
    ];
    for (const [name, body, code] of files) {
      const form = new FormData();
      form.append("file", new File([body], name));
      const res = await ctx.send("POST", "/api/pipeline/start", { headers: KEY, body: form });
      assert.equal(res.status, 422);
      const { error } = await res.json();
      assert.equal(error.code, code);
      assert.equal(error.details.issues[0].field, "file");
    }
    assert.equal(await ctx.deps.queue.drain(), 0);
  });

  await t.step("E001 on a run: a scan already in the store", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawRectangle({ x: 50, y: 50, width: 200, height: 200, color: rgb(0, 0, 0) });
    const owner = { kind: "user" as const, id: "demo" };
    const run = await startRun(deps, {
      owner,
      file: { filename: "scan.pdf", bytes: await pdf.save() },
    });
    for (let i = 0; i < 100 && await ctx.deps.queue.drain() > 0; i++);
    const status = await ctx.get(`/api/v1/pipeline/${run.id}/status`, KEY);
    const { data } = await status.json();
    assert.equal(data.status, "failed");
    assert.equal(data.error.code, "E001");
  });

  await t.step("E002: research timeout, the run goes on with partial data", async () => {
    const ai = deps.ai;
    deps.ai = slowAi;
    try {
      const status = await run(ctx, "q.txt", QUESTIONNAIRE, {
        research_config: { timeout_seconds: 0.2 },
      });
      assert.equal(status.status, "success");
      assert.deepEqual(status.flags, ["E002"]);
      assert.match(status.stages.research.error_message, /^E002/);
    } finally {
      deps.ai = ai;
    }
  });

  await t.step(
    "E003: the tracker keeps failing: retried with backoff, then the run fails",
    async () => {
      const tracker = deps.tracker;
      let calls = 0;
      deps.tracker = {
        kind: "http",
        createCard: () => {
          calls++;
          return Promise.reject(
            new AppError("unavailable", "tracker error: HTTP 502", {}, { code: "E003" }),
          );
        },
      } satisfies Tracker;
      try {
        const started = performance.now();
        const status = await run(ctx, "q.txt", QUESTIONNAIRE);
        assert.equal(status.status, "failed");
        assert.equal(status.error.code, "E003");
        assert.equal(calls, 4);
        assert.ok(performance.now() - started >= 1400, "backed off 0.2 + 0.4 + 0.8 s");
      } finally {
        deps.tracker = tracker;
      }
    },
  );

  await t.step("E004: the document store refuses: the run stops", async () => {
    const put = deps.documents.put;
    deps.documents.put = (key, body, type) =>
      key.startsWith("folders/")
        ? Promise.reject(new AppError("unavailable", "quota exceeded"))
        : put.call(deps.documents, key, body, type);
    try {
      const status = await run(ctx, "q.txt", QUESTIONNAIRE);
      assert.equal(status.status, "failed");
      assert.equal(status.error.code, "E004");
      assert.equal(status.stages.drive.status, "failed");
      assert.equal(status.stages.tracker.status, "pending");
    } finally {
      deps.documents.put = put;
    }
    // Processing is paused: a new run waits (its job is retried later) instead of failing.
    const waiting = await run(ctx, "q.txt", QUESTIONNAIRE);
    assert.equal(waiting.status, "running");
    assert.equal(waiting.stages.extraction.status, "pending");
    // A stage job out of retries fails its run instead of leaving it running.
    const stuck = await run(ctx, "q.txt", QUESTIONNAIRE);
    const job = { services: { ...deps }, messageId: "msg_x", retried: 3 };
    const payload = { pipeline_id: stuck.pipeline_id, stage: "extraction" };
    await assert.rejects(pipelineStageJob.handle({ ...job, finalAttempt: false }, payload));
    await pipelineStageJob.handle({ ...job, finalAttempt: true }, payload);
    const gaveUp = await ctx.get(`/api/v1/pipeline/${stuck.pipeline_id}/status`, KEY);
    const failed = (await gaveUp.json()).data;
    assert.equal(failed.status, "failed");
    assert.equal(failed.error.code, "E004");
    assert.equal(failed.stages.extraction.status, "failed");
    await resumeProcessing(deps);
    await deps.db.update(jobs).set({ dueAt: 0 });
    for (let i = 0; i < 50 && await deps.queue.drain() > 0; i++);
    const resumed = await ctx.get(`/api/v1/pipeline/${waiting.pipeline_id}/status`, KEY);
    assert.equal((await resumed.json()).data.status, "success");
  });

  await ctx.close();
});
