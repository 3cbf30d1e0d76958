import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";

Deno.test("an embedded file: a second writer waits for the first instead of failing busy", async () => {
  const dir = await Deno.makeTempDir();
  const a = openDatabase(`file:${dir}/x.db`);
  const b = openDatabase(`file:${dir}/x.db`);
  try {
    await a.run(sql`CREATE TABLE t (n INTEGER)`);
    let release!: () => void;
    const held = new Promise<void>((r) => release = r);
    const first = a.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO t VALUES (1)`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    // A transaction and a statement of their own, while the first holds the write lock.
    const second = b.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO t VALUES (2)`);
    }).then(() => b.run(sql`INSERT INTO t VALUES (3)`));
    setTimeout(release, 200);
    await Promise.all([first, second]);
    const rows = await a.all<{ n: number }>(sql`SELECT n FROM t ORDER BY n`);
    assert.deepEqual(rows.map((r) => r.n), [1, 2, 3]);
  } finally {
    a.$client.close();
    b.$client.close();
    await Deno.remove(dir, { recursive: true });
  }
});
