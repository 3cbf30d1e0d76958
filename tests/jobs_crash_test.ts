import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import { serveMain } from "./helpers.ts";
import { QUESTIONNAIRE } from "./fixtures/pacific_pickleball.ts";

const KEY = { "X-API-Key": "altsports-demo-key" };

/**
 * A job accepted by one process that is then killed with SIGKILL before any worker ran it is
 * done by the next start, once: one completed run, one delivery record, one attempt.
 */
Deno.test("a job accepted before SIGKILL is done after restart, exactly once in effect", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-crash-" });
  const running: Awaited<ReturnType<typeof serveMain>>[] = [];
  try {
    // A web-only instance: it accepts jobs but runs no worker.
    // Without Deno.cron: a minute's live-play job would be another delivery than the one counted.
    const first = await serveMain({ DATA_DIR: dir, JOB_WORKER: "false", LOG_LEVEL: "warn" }, {
      cron: false,
    });
    running.push(first);
    const accepted = await fetch(`${first.base}/api/morning-report`, {
      method: "POST",
      headers: KEY,
    });
    assert.equal(accepted.status, 202);
    const { message_id } = (await accepted.json()).data;
    await first.crash();
    running.pop();

    const second = await serveMain({ DATA_DIR: dir, JOB_POLL_MS: "50", LOG_LEVEL: "warn" }, {
      cron: false,
    });
    running.push(second);
    let lastRun: { message_id: string; status: string } | null = null;
    for (let i = 0; i < 100 && lastRun?.status !== "completed"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${second.base}/api/morning-report/status`, { headers: KEY });
      lastRun = (await res.json()).data.last_run;
    }
    assert.equal(lastRun?.status, "completed");
    assert.equal(lastRun?.message_id, message_id);
    // Give the worker a few more polls: nothing runs a second time.
    await new Promise((r) => setTimeout(r, 300));
    await second.stop();
    running.pop();

    const db = createClient({ url: `file:${dir}/app.db` });
    const one = async (sql: string) => Number((await db.execute(sql)).rows[0][0]);
    assert.equal(await one("SELECT count(*) FROM schedule_runs"), 1);
    assert.equal(await one("SELECT count(*) FROM job_deliveries"), 1);
    assert.equal(await one(`SELECT attempts FROM jobs WHERE id = '${message_id}'`), 1);
    assert.equal((await db.execute("SELECT status FROM jobs")).rows[0][0], "done");
    db.close();
  } finally {
    for (const server of running) await server.crash();
    await Deno.remove(dir, { recursive: true });
  }
});

/**
 * An OpenAI-compatible model whose answers wait until `open()`: the research stage, which asks
 * it for market notes, is caught in the middle of its work.
 */
function heldModel() {
  let open!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => open = resolve);
  const inside = new Promise<void>((resolve) => entered = resolve);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    await req.text();
    entered();
    await gate;
    return Response.json({
      choices: [{ message: { content: "A growing audience [0]." } }],
      usage: { total_tokens: 100 },
    });
  });
  return {
    env: {
      AI_PROVIDER: "openai",
      AI_BASE_URL: `http://127.0.0.1:${server.addr.port}`,
      AI_API_KEY: "test-key",
    },
    inside,
    open,
    async close() {
      open();
      await server.shutdown();
    },
  };
}

async function startRun(base: string) {
  const form = new FormData();
  form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
  const accepted = await fetch(`${base}/api/pipeline/upload`, {
    method: "POST",
    headers: KEY,
    body: form,
  });
  assert.equal(accepted.status, 202);
  return (await accepted.json()).data.pipeline_id as string;
}

async function statusOf(base: string, id: string) {
  const res = await fetch(`${base}/api/v1/pipeline/${id}/status`, { headers: KEY });
  return (await res.json()).data;
}

/**
 * A pipeline run interrupted by SIGKILL (before any worker took it, and again in the middle of
 * a stage) finishes after restarts without duplicating its documents or its card; the killed
 * worker's leases lapse within seconds, so the restarted one resumes the stage within 5 s of
 * its start (with the default 60 s JOB_LEASE_SECONDS).
 */
Deno.test("a pipeline run killed mid-way resumes within 5 s of restart, without duplicates", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-crash-" });
  const running: Awaited<ReturnType<typeof serveMain>>[] = [];
  const model = heldModel();
  const env = { DATA_DIR: dir, LOG_LEVEL: "warn", DEMO_DATA: "false", ...model.env };
  try {
    const first = await serveMain({ ...env, JOB_WORKER: "false" });
    running.push(first);
    const pipeline_id = await startRun(first.base);
    await first.crash();
    running.pop();

    // A worker killed while its research stage waits on the model.
    const second = await serveMain({ ...env, JOB_POLL_MS: "20" });
    running.push(second);
    await model.inside;
    assert.equal((await statusOf(second.base, pipeline_id)).stages.research.status, "running");
    await second.crash();
    running.pop();
    model.open();

    const restarted = performance.now();
    const third = await serveMain({ ...env, JOB_POLL_MS: "50" });
    running.push(third);
    let status = await statusOf(third.base, pipeline_id);
    for (let i = 0; i < 200 && status.stages.research.status !== "completed"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = await statusOf(third.base, pipeline_id);
    }
    const resumedMs = Math.round(performance.now() - restarted);
    assert.equal(status.stages.research.status, "completed");
    assert.ok(resumedMs < 5_000, `research resumed ${resumedMs} ms after the restart`);
    for (let i = 0; i < 200 && status.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await statusOf(third.base, pipeline_id);
    }
    assert.equal(status.status, "success", JSON.stringify(status));
    await third.stop();
    running.pop();

    const db = createClient({ url: `file:${dir}/app.db` });
    const one = async (sql: string) => Number((await db.execute(sql)).rows[0][0]);
    assert.equal(await one("SELECT count(*) FROM tracker_cards"), 1);
    assert.equal(await one("SELECT count(*) FROM pipeline_stages WHERE status = 'completed'"), 6);
    assert.equal(await one("SELECT count(*) FROM dead_letters"), 0);
    db.close();
    // One folder, one set of files: 4 flavors × 4 formats, the zip, and 4 sheets.
    const folder = [];
    for await (const entry of Deno.readDir(`${dir}/documents/folders/partnerships`)) {
      folder.push(entry.name);
    }
    assert.equal(folder.length, 1);
    const files = [];
    for await (
      const e of Deno.readDir(`${dir}/documents/folders/partnerships/${folder[0]}/contracts`)
    ) {
      files.push(e.name);
    }
    assert.equal(files.length, 16);
  } finally {
    for (const server of running) await server.crash();
    await model.close();
    await Deno.remove(dir, { recursive: true });
  }
});

/**
 * SIGTERM and SIGINT end the process within 5 s whatever it is doing: idle, after a pipeline
 * (whose research deadline once held it ~30 s), and with a stage stuck mid-way (its job is
 * delivered again by the next start).
 */
Deno.test("SIGTERM and SIGINT end the process within 5 s in every state", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-stop-" });
  const model = heldModel();
  const env = { DATA_DIR: dir, LOG_LEVEL: "warn", DEMO_DATA: "false", JOB_POLL_MS: "20" };
  const stopIn = async (server: Awaited<ReturnType<typeof serveMain>>, signal: Deno.Signal) => {
    const started = performance.now();
    await server.stop(signal);
    return Math.round(performance.now() - started);
  };
  try {
    const idle = await serveMain(env);
    const idleMs = await stopIn(idle, "SIGTERM");
    assert.ok(idleMs < 5_000, `idle: ${idleMs} ms`);

    const after = await serveMain(env);
    const done = await startRun(after.base);
    let status = await statusOf(after.base, done);
    for (let i = 0; i < 200 && status.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = await statusOf(after.base, done);
    }
    assert.equal(status.status, "success");
    const afterMs = await stopIn(after, "SIGINT");
    assert.ok(afterMs < 5_000, `after a pipeline: ${afterMs} ms`);

    const mid = await serveMain({ ...env, ...model.env });
    const stuck = await startRun(mid.base);
    await model.inside;
    const midMs = await stopIn(mid, "SIGTERM");
    assert.ok(midMs < 5_000, `mid-stage: ${midMs} ms`);
    model.open();

    // The stuck stage's job was not lost: the next start finishes the run.
    const next = await serveMain({ ...env, ...model.env });
    status = await statusOf(next.base, stuck);
    // Its lease lapses first (3 s), then the stage runs again: up to 30 s on a busy machine.
    for (let i = 0; i < 600 && status.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = await statusOf(next.base, stuck);
    }
    await next.stop("SIGTERM");
    assert.equal(status.status, "success", JSON.stringify(status));
  } finally {
    await model.close();
    await Deno.remove(dir, { recursive: true });
  }
});
