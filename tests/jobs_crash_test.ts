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
    const first = await serveMain({ DATA_DIR: dir, JOB_WORKER: "false", LOG_LEVEL: "warn" });
    running.push(first);
    const accepted = await fetch(`${first.base}/api/morning-report`, {
      method: "POST",
      headers: KEY,
    });
    assert.equal(accepted.status, 202);
    const { message_id } = (await accepted.json()).data;
    await first.crash();
    running.pop();

    const second = await serveMain({ DATA_DIR: dir, JOB_POLL_MS: "50", LOG_LEVEL: "warn" });
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
 * A pipeline run interrupted by SIGKILL (between stages, and again in the middle of its
 * stages) finishes after restarts without duplicating its documents or its card.
 */
Deno.test("a pipeline run killed mid-way resumes on restart, without duplicates", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-crash-" });
  const running: Awaited<ReturnType<typeof serveMain>>[] = [];
  const env = { DATA_DIR: dir, LOG_LEVEL: "warn", DEMO_DATA: "false", JOB_LEASE_SECONDS: "1" };
  try {
    const first = await serveMain({ ...env, JOB_WORKER: "false" });
    running.push(first);
    const form = new FormData();
    form.append("file", new File([QUESTIONNAIRE], "pacific.txt"));
    const accepted = await fetch(`${first.base}/api/pipeline/upload`, {
      method: "POST",
      headers: KEY,
      body: form,
    });
    assert.equal(accepted.status, 202);
    const { pipeline_id } = (await accepted.json()).data;
    await first.crash();
    running.pop();

    // A worker that gets killed as soon as the run is under way.
    const second = await serveMain({ ...env, JOB_POLL_MS: "20" });
    running.push(second);
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${second.base}/api/v1/pipeline/${pipeline_id}/status`, {
        headers: KEY,
      });
      const status = (await res.json()).data;
      if (status.stages.extraction.status === "completed") break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await second.crash();
    running.pop();

    const third = await serveMain({ ...env, JOB_POLL_MS: "50" });
    running.push(third);
    let status = { status: "running" };
    for (let i = 0; i < 200 && status.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${third.base}/api/v1/pipeline/${pipeline_id}/status`, {
        headers: KEY,
      });
      status = (await res.json()).data;
    }
    assert.equal(status.status, "success", JSON.stringify(status));
    await third.stop();
    running.pop();

    const db = createClient({ url: `file:${dir}/app.db` });
    const one = async (sql: string) => Number((await db.execute(sql)).rows[0][0]);
    assert.equal(await one("SELECT count(*) FROM tracker_cards"), 1);
    assert.equal(await one("SELECT count(*) FROM pipeline_stages WHERE status = 'completed'"), 6);
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
    await Deno.remove(dir, { recursive: true });
  }
});
