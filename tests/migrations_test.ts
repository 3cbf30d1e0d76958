import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import { migrate } from "../db/migrate.ts";
import { migrations } from "../db/migrations/mod.ts";

Deno.test("the bundled migrations are the SQL files drizzle-kit wrote", async () => {
  const dir = new URL("../db/migrations/", import.meta.url);
  const journal = JSON.parse(await Deno.readTextFile(new URL("meta/_journal.json", dir)));
  assert.deepEqual(
    migrations.map((m) => m.tag),
    journal.entries.map((e: { tag: string }) => e.tag),
  );
  for (const m of migrations) {
    assert.equal(m.sql, await Deno.readTextFile(new URL(`${m.tag}.sql`, dir)), m.tag);
  }
});

Deno.test("migrate applies each migration once and indexes every listing filter", async () => {
  const dir = await Deno.makeTempDir();
  const client = createClient({ url: `file:${dir}/m.db` });
  try {
    assert.deepEqual(await migrate(client), migrations.map((m) => m.tag));
    assert.deepEqual(await migrate(client), []);
    const plan = async (where: string) =>
      (await client.execute(
        `EXPLAIN QUERY PLAN SELECT * FROM events WHERE ${where} ORDER BY start_date`,
      ))
        .rows.map((r) => String(r.detail)).join(" | ");
    assert.match(await plan("sport_type = 'f1'"), /events_sport_start_idx/);
    assert.match(await plan("status IN ('LIVE','NEXT')"), /events_status_start_idx/);
    assert.match(await plan("start_date >= '2026-01-01'"), /events_start_idx/);
    const heats = await client.execute(
      "EXPLAIN QUERY PLAN SELECT * FROM heat_results WHERE heat_id = 'x'",
    );
    assert.match(heats.rows.map((r) => String(r.detail)).join(), /heat_results_heat_idx/);
  } finally {
    client.close();
    await Deno.remove(dir, { recursive: true });
  }
});
