/**
 * A live-play process killed with SIGKILL in the middle of its work loses no entry and writes
 * none twice: each change and its log entry commit together, so after the kill and a restart
 * every finished heat has exactly one `result.updated`, every started event one
 * `event.started`, and the log's ids run without a gap, so a client resuming from any cursor
 * misses nothing.
 */
import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import { openDatabase } from "../db/client.ts";
import { createEventLog } from "../services/event_log/mod.ts";
import { createLiveBus } from "../services/event_log/bus.ts";
import { advance } from "../services/live/mod.ts";
import { serveMain } from "./helpers.ts";

const HOUR = 3_600_000;

Deno.test("live play killed with SIGKILL mid-run loses no entry and repeats none", async () => {
  const dir = await Deno.makeTempDir({ prefix: "altsports-live-crash-" });
  const url = `file:${dir}/app.db`;
  try {
    // The service lays out and seeds the database, as on a first start.
    const service = await serveMain({ DATA_DIR: dir, LOG_LEVEL: "warn", JOB_WORKER: "false" });
    await service.stop();
    const raw = createClient({ url });
    const rows = async (sql: string) => (await raw.execute(sql)).rows;
    const [{ anchor }] = await rows("SELECT value AS anchor FROM meta WHERE key = 'demo_anchor'");
    const start = new Date(`${anchor}T12:00:00.000Z`);
    const doneBefore = new Set(
      (await rows("SELECT id FROM heats WHERE status = 'COMPLETED'")).map((r) => r.id),
    );

    const player = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-all",
        "tests/fixtures/live_player.ts",
        url,
        start.toISOString(),
        String(HOUR),
      ],
      cwd: new URL("..", import.meta.url),
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    // Killed without warning once it has played a few hours, in the middle of the next.
    const lines = player.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = "";
    let runs = 0;
    while (runs < 4) {
      const { value, done } = await lines.read();
      if (done) break;
      buffered += value;
      runs = buffered.split("\n").filter((l) => l.includes('"entries"')).length;
    }
    await new Promise((r) => setTimeout(r, 15));
    player.kill("SIGKILL");
    await player.status;
    await lines.cancel().catch(() => {});
    assert.ok(runs >= 4, "the player ran before it was killed");
    const [{ n: atKill }] = await rows("SELECT count(*) AS n FROM event_log");
    assert.ok(Number(atKill) > 0);

    // Restarted: play on to two days later.
    const db = openDatabase(url);
    const log = createEventLog(db, createLiveBus(), "production");
    for (let t = start.getTime(); t <= start.getTime() + 48 * HOUR; t += 6 * HOUR) {
      await advance(db, log, new Date(t));
    }
    const entries = await log.read(0, { limit: 1_000_000 });
    assert.ok(entries.length > Number(atKill));
    // Ids without a gap: a cursor anywhere resumes onto the next entry.
    entries.forEach((e, i) => assert.equal(e.id, entries[0].id + i));
    // Each heat finished once, in the log and in the data alike.
    const results = entries.filter((e) => e.type === "result.updated");
    const heatIds = results.map((e) => e.data.heat_id as string);
    assert.equal(new Set(heatIds).size, heatIds.length, "no heat finished twice");
    const completed = (await rows("SELECT id FROM heats WHERE status = 'COMPLETED'"))
      .map((r) => r.id as string).filter((id) => !doneBefore.has(id));
    assert.deepEqual(new Set(heatIds), new Set(completed));
    const started = entries.filter((e) => e.type === "event.started").map((e) => e.event_id);
    assert.equal(new Set(started).size, started.length, "no event started twice");
    db.$client.close();
    raw.close();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
