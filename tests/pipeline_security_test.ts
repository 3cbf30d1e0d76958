import assert from "node:assert/strict";
import { advanceBatch, createBatch } from "../services/pipeline/batches.ts";
import { globOf } from "../services/pipeline/paths.ts";
import { runStage } from "../services/pipeline/stages.ts";
import { and, eq } from "drizzle-orm";
import { pipelineStages, users } from "../db/schema/mod.ts";
import { hashPassword } from "../services/auth/passwords.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, TEST_KEY, type TestContext } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };

async function login(ctx: TestContext, email: string, password: string) {
  const res = await ctx.send("POST", "/api/v1/auth/login", { json: { email, password } });
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

async function settle(ctx: TestContext) {
  for (let i = 0; i < 100 && await ctx.deps.queue.drain() > 0; i++);
}

Deno.test("pipeline security: store paths, wildcards, configs, batches, stage claims", async (t) => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
  await ctx.deps.db.insert(users).values({
    id: "mallory",
    email: "mallory@league.example",
    passwordHash: await hashPassword("mallory-password"),
    role: "league_admin",
    createdAt: new Date().toISOString(),
  });
  const victim = await login(ctx, "league@altsports.dev", "altsports-league-demo");
  const mallory = await login(ctx, "mallory@league.example", "mallory-password");

  // The victim uploads a private questionnaire and runs it.
  const form = new FormData();
  form.append("file", new File([QUESTIONNAIRE.replace("Pacific", "Secret")], "secret.txt"));
  const up = await ctx.send("POST", "/api/pipeline/upload", { headers: victim, body: form });
  const victimRun = (await up.json()).data.pipeline_id;
  await settle(ctx);

  await t.step("nobody may feed another caller's files to a run", async () => {
    const paths = [
      `drive://uploads/${victimRun}/secret.txt`,
      "drive://uploads/*/*",
      "drive://folders/partnerships/*/fingerprint.json",
      `drive://runs/${victimRun}/contracts/balanced.json`,
      "drive://batches/uploads/demo-league/x/1-a.pdf",
      "drive://sessions/x.json",
    ];
    for (const pdf_path of paths) {
      const one = await ctx.send("POST", "/api/v1/pipeline/process", {
        headers: mallory,
        json: { pdf_path },
      });
      assert.ok([400, 404].includes(one.status), `${pdf_path}: ${one.status}`);
      await one.body?.cancel();
      const batch = await ctx.send("POST", "/api/batch/process", {
        headers: mallory,
        json: { paths: [pdf_path], background: true },
      });
      assert.ok([400, 404].includes(batch.status), `batch ${pdf_path}: ${batch.status}`);
      await batch.body?.cancel();
    }
    // Not even service accounts may read the internal areas.
    const internal = await ctx.send("POST", "/api/v1/pipeline/process", {
      headers: KEY,
      json: { pdf_path: `drive://uploads/${victimRun}/secret.txt` },
    });
    assert.equal(internal.status, 404);
    await internal.body?.cancel();
  });

  await t.step("a caller's own batch uploads are theirs to process", async () => {
    const files = new FormData();
    files.append("files", new File(["League name: Mallory Mini Golf"], "a.txt"));
    const res = await ctx.send("POST", "/api/batch/upload", { headers: mallory, body: files });
    assert.equal(res.status, 201);
    const { files: saved } = (await res.json()).data;
    assert.match(saved[0].path, /^drive:\/\/batches\/uploads\/user-mallory\//);
    const theirs = await ctx.send("POST", "/api/batch/process", {
      headers: victim,
      json: { paths: [saved[0].path], background: true },
    });
    assert.equal(theirs.status, 404, "another user's upload is not found");
    await theirs.body?.cancel();
    const own = await ctx.send("POST", "/api/batch/process", {
      headers: mallory,
      json: { paths: [saved[0].path], background: true },
    });
    assert.equal(own.status, 202);
    await own.body?.cancel();
  });

  await t.step("wildcards match in linear time and need a literal folder", async () => {
    const evil = globOf(`inbox/${"*a".repeat(2)}*b`);
    const started = performance.now();
    assert.equal(evil.matches(`inbox/${"a".repeat(5000)}`), false);
    assert.ok(performance.now() - started < 100);
    assert.equal(globOf("inbox/q?.txt").matches("inbox/q1.txt"), true);
    assert.equal(globOf("inbox/*.txt").matches("inbox/sub/q1.txt"), false);
    assert.throws(() => globOf("*/x.pdf"));
    assert.throws(() => globOf("inbox/*a*a*a*a*a"));
    const res = await ctx.send("POST", "/api/v1/pipeline/batch", {
      headers: KEY,
      json: { pdf_paths: [`drive://inbox/${"*a".repeat(100)}*b`] },
    });
    assert.equal(res.status, 400);
    await res.body?.cancel();
  });

  await t.step("bad config values are 422 naming the field, never 500", async () => {
    await ctx.deps.documents.put("inbox/q.txt", new TextEncoder().encode(QUESTIONNAIRE));
    for (
      const config of [
        { contract_flavors: ["bogus"] },
        { research_config: { timeout_seconds: 1e9 } },
        { drive_parent: "../x" },
        { max_concurrent: 9 },
      ]
    ) {
      const res = await ctx.send("POST", "/api/v1/pipeline/batch", {
        headers: KEY,
        json: { pdf_paths: ["drive://inbox/q.txt"], config },
      });
      assert.equal(res.status, 422, JSON.stringify(config));
      const body = await res.json();
      assert.match(body.error.details.issues[0].field, /^config\./);
    }
    const form = new FormData();
    form.append("file", new File([QUESTIONNAIRE], "q.txt"));
    form.append("config", "[]");
    const upload = await ctx.send("POST", "/api/pipeline/upload", { headers: KEY, body: form });
    assert.equal(upload.status, 422);
    await upload.body?.cancel();
  });

  await t.step("concurrent batch advances never exceed max_concurrent", async () => {
    for (let i = 0; i < 6; i++) {
      await ctx.deps.documents.put(`inbox/c/q${i}.txt`, new TextEncoder().encode(QUESTIONNAIRE));
    }
    const owner = { kind: "api_key" as const, id: "demo", role: "service" as const };
    const services = { ...ctx.deps };
    const keys = Array.from({ length: 6 }, (_, i) => `inbox/c/q${i}.txt`);
    const id = await createBatch(services, owner, keys, { max_concurrent: 2 });
    await Promise.all([
      advanceBatch(services, id),
      advanceBatch(services, id),
      advanceBatch(services, id),
    ]);
    const items = await ctx.deps.db.query.batchItems.findMany();
    assert.equal(items.filter((i) => i.batchId === id && i.status === "running").length, 2);
    // A run deleted mid-batch counts as failed; the batch still finishes.
    const first = items.find((i) => i.batchId === id && i.runId)!;
    const del = await ctx.send("DELETE", `/api/pipeline/pipeline/${first.runId}`, { headers: KEY });
    assert.equal(del.status, 200);
    await del.body?.cancel();
    await advanceBatch(services, id);
    await settle(ctx);
    for (let i = 0; i < 20; i++) {
      await advanceBatch(services, id);
      await settle(ctx);
    }
    const status = (await (await ctx.get(`/api/batch/status/${id}`, KEY)).json()).data;
    assert.equal(status.status, "completed");
    assert.equal(status.summary.failed, 1);
    assert.equal(status.summary.successful, 5);
  });

  await t.step("a stage another delivery holds is refused, not run twice", async () => {
    const form = new FormData();
    form.append("file", new File([QUESTIONNAIRE], "q.txt"));
    const res = await ctx.send("POST", "/api/pipeline/upload", { headers: KEY, body: form });
    const id = (await res.json()).data.pipeline_id;
    const services = { ...ctx.deps, stageLeaseMs: 60_000 };
    const [a, b] = await Promise.allSettled([
      runStage(services, id, "extraction"),
      runStage(services, id, "extraction"),
    ]);
    const outcomes = [a, b].map((r) => r.status === "fulfilled" ? r.value : "refused");
    assert.deepEqual(outcomes.sort(), ["refused", "research"]);
  });

  await t.step(
    "a killed holder's lease about to end is waited out, not retried later",
    async () => {
      const form = new FormData();
      form.append("file", new File([QUESTIONNAIRE], "q.txt"));
      const res = await ctx.send("POST", "/api/pipeline/upload", { headers: KEY, body: form });
      const id = (await res.json()).data.pipeline_id;
      await ctx.deps.db.update(pipelineStages).set({
        status: "running",
        leasedUntil: Date.now() + 300,
      })
        .where(and(eq(pipelineStages.runId, id), eq(pipelineStages.stage, "extraction")));
      assert.equal(
        await runStage({ ...ctx.deps, stageLeaseMs: 60_000 }, id, "extraction"),
        "research",
      );
    },
  );

  await ctx.close();
});
