import assert from "node:assert/strict";
import type { DocumentStore } from "../services/storage/mod.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";
import { createTestContext, TEST_KEY, type TestContext } from "./helpers.ts";

const KEY = { "X-API-Key": TEST_KEY };

/**
 * The store with a gate: the first write under `prefix` lands, then the writer waits until
 * `open()` (a stage caught in the middle of writing its files).
 */
function gatedStore(store: DocumentStore, prefix: string) {
  let open!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => open = resolve);
  const inside = new Promise<void>((resolve) => entered = resolve);
  let held = false;
  const gated: DocumentStore = {
    ...store,
    async put(key, body, contentType) {
      const stored = await store.put(key, body, contentType);
      if (key.startsWith(prefix) && !held) {
        held = true;
        entered();
        await gate;
      }
      return stored;
    },
  };
  return { store: gated, inside, open };
}

async function upload(ctx: TestContext) {
  const form = new FormData();
  form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
  const res = await ctx.send("POST", "/api/pipeline/upload", { headers: KEY, body: form });
  assert.equal(res.status, 202);
  return (await res.json()).data as { pipeline_id: string; fingerprint_id: string };
}

/** Delivers jobs until the queue is empty (the worker is off in these tests). */
async function settle(ctx: TestContext) {
  for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
}

/** Every file of the document store, by its key. */
async function storedFiles(ctx: TestContext): Promise<string[]> {
  const root = `${ctx.deps.config.DATA_DIR}/documents`;
  const out: string[] = [];
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else out.push(path.slice(root.length + 1));
    }
  };
  await walk(root).catch((err) => {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  });
  return out.sort();
}

/** Rows anything left behind: the run's own, its stages and card, and every job table. */
async function leftRows(ctx: TestContext, runId: string) {
  const count = async (sql: string, ...args: string[]) =>
    Number((await ctx.deps.db.$client.execute({ sql, args })).rows[0][0]);
  return {
    runs: await count("SELECT count(*) FROM pipeline_runs WHERE id = ?", runId),
    stages: await count("SELECT count(*) FROM pipeline_stages WHERE run_id = ?", runId),
    cards: await count("SELECT count(*) FROM tracker_cards WHERE run_id = ?", runId),
    jobs: await count("SELECT count(*) FROM jobs"),
    deliveries: await count("SELECT count(*) FROM job_deliveries"),
    dead_letters: await count("SELECT count(*) FROM dead_letters"),
  };
}

const NOTHING = { runs: 0, stages: 0, cards: 0, jobs: 0, deliveries: 0, dead_letters: 0 };

Deno.test("a run deleted while a stage writes its files leaves no file, row or job", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
  try {
    // The drive stage is caught after its first file, in the run's folder.
    const gate = gatedStore(ctx.deps.documents, "folders/");
    ctx.deps.documents = gate.store;
    const { pipeline_id } = await upload(ctx);
    const draining = settle(ctx);
    await gate.inside;
    const status = (await (await ctx.get(`/api/v1/pipeline/${pipeline_id}/status`, KEY)).json())
      .data;
    assert.equal(status.stages.drive.status, "running");
    assert.ok((await storedFiles(ctx)).some((key) => key.startsWith("folders/")));

    const res = await ctx.send("DELETE", `/api/pipeline/pipeline/${pipeline_id}`, { headers: KEY });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).data.deleted, true);
    // The stage goes on writing the rest of its folder, then finds its run gone.
    gate.open();
    await draining;
    await settle(ctx);

    assert.deepEqual(await storedFiles(ctx), []);
    assert.deepEqual(await leftRows(ctx, pipeline_id), NOTHING);
    assert.equal((await ctx.get(`/api/v1/pipeline/${pipeline_id}/status`, KEY)).status, 404);
  } finally {
    await ctx.close();
  }
});

Deno.test("a run deleted before its first stage ran leaves nothing, and nothing retries", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
  try {
    const { pipeline_id } = await upload(ctx);
    const res = await ctx.send("DELETE", `/api/pipeline/pipeline/${pipeline_id}`, { headers: KEY });
    assert.equal(res.status, 200);
    await res.body?.cancel();
    assert.equal(await ctx.deps.queue.drain(), 0, "its queued stage was cancelled");
    assert.deepEqual(await storedFiles(ctx), []);
    assert.deepEqual(await leftRows(ctx, pipeline_id), NOTHING);
  } finally {
    await ctx.close();
  }
});

Deno.test("a batch deleted while its runs work leaves no run, file, row or job", async () => {
  const ctx = await createTestContext({ JOB_WORKER: "false", DEMO_DATA: "false" });
  try {
    const form = new FormData();
    for (const name of ["a.txt", "b.txt", "c.txt"]) {
      form.append("files", new File([QUESTIONNAIRE], name));
    }
    const saved = await ctx.send("POST", "/api/batch/upload", { headers: KEY, body: form });
    assert.equal(saved.status, 201);
    const paths = (await saved.json()).data.files.map((f: { path: string }) => f.path);
    const uploads = await storedFiles(ctx);

    // The first run's contracts stage is caught mid-write; a third file waits its turn.
    const gate = gatedStore(ctx.deps.documents, "runs/");
    ctx.deps.documents = gate.store;
    const started = await ctx.send("POST", "/api/batch/process", {
      headers: KEY,
      json: { paths, background: true, config: { max_concurrent: 2 } },
    });
    assert.equal(started.status, 202);
    const { batch_id } = (await started.json()).data;
    const draining = settle(ctx);
    await gate.inside;
    const runs = (await ctx.deps.db.$client.execute({
      sql: "SELECT id FROM pipeline_runs WHERE batch_id = ?",
      args: [batch_id],
    })).rows.map((r) => String(r[0]));
    assert.equal(runs.length, 2);

    const res = await ctx.send("DELETE", `/api/batch/batch/${batch_id}`, { headers: KEY });
    assert.equal(res.status, 200);
    await res.body?.cancel();
    gate.open();
    await draining;
    await settle(ctx);

    // Only the questionnaires remain, in the upload area they were uploaded to.
    assert.deepEqual(await storedFiles(ctx), uploads);
    for (const run of runs) assert.deepEqual(await leftRows(ctx, run), NOTHING);
    const batchRows = await ctx.deps.db.$client.execute({
      sql: `SELECT (SELECT count(*) FROM batches WHERE id = ?1),
        (SELECT count(*) FROM batch_items WHERE batch_id = ?1),
        (SELECT count(*) FROM pipeline_runs WHERE batch_id = ?1)`,
      args: [batch_id],
    });
    assert.deepEqual([0, 1, 2].map((i) => Number(batchRows.rows[0][i])), [0, 0, 0]);
    assert.equal((await ctx.get(`/api/batch/status/${batch_id}`, KEY)).status, 404);
  } finally {
    await ctx.close();
  }
});
