import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import { serveMain } from "./helpers.ts";

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
