import type { Client } from "@libsql/client";
import { migrations } from "./migrations/mod.ts";

/** Applies the bundled migrations not yet applied, each in one transaction with its record. */
export async function migrate(client: Client): Promise<string[]> {
  await client.execute(
    "CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const done = new Set(
    (await client.execute("SELECT tag FROM __migrations")).rows.map((r) => String(r.tag)),
  );
  const applied: string[] = [];
  for (const { tag, sql } of migrations) {
    if (done.has(tag)) continue;
    const statements = sql.split("--> statement-breakpoint").map((s) => s.trim()).filter(Boolean);
    await client.batch([
      ...statements,
      {
        sql: "INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)",
        args: [tag, new Date().toISOString()],
      },
    ], "write");
    applied.push(tag);
  }
  return applied;
}
