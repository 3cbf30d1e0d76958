import { sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../client.ts";
import * as schema from "../schema/mod.ts";
import { type DemoData, type DemoOptions, generateDemoData } from "./generate.ts";

export { type DemoData, generateDemoData } from "./generate.ts";

/** Rows per INSERT: well under SQLite's limit of bound variables for the widest table. */
const CHUNK = 400;

/**
 * Writes the demo data in one transaction, so a crash leaves either all of it or none; with
 * `replace`, the sports data there is deleted in the same transaction first (readers see the old
 * data or the new, never none). API keys, accounts and platform objects are not touched.
 */
export async function seedDemoData(
  db: Database,
  options: DemoOptions,
  { replace = false } = {},
): Promise<DemoData> {
  const data = generateDemoData(options);
  const plan: [SQLiteTable, Record<string, unknown>[]][] = [
    [schema.sports, data.sports],
    [schema.tours, data.tours],
    [schema.teams, data.teams],
    [schema.athletes, data.athletes],
    [schema.events, data.events],
    [schema.eventTeams, data.eventTeams],
    [schema.rounds, data.rounds],
    [schema.heats, data.heats],
    [schema.eventParticipants, data.participants],
    [schema.heatResults, data.heatResults],
  ];
  await db.transaction(async (tx) => {
    // Children first, so no foreign key ever points at a deleted row.
    if (replace) { for (const [table] of plan.toReversed()) await tx.delete(table); }
    for (const [table, rows] of plan) {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx.insert(table).values(rows.slice(i, i + CHUNK));
      }
    }
    await tx.insert(schema.meta).values([
      { key: "demo_seed", value: String(options.seed) },
      { key: "demo_anchor", value: options.anchor.toISOString().slice(0, 10) },
      // Event days carried on past the seeded season (services/live/schedule.ts adds more).
      { key: "demo_carried", value: String(options.carried ?? 0) },
    ]).onConflictDoUpdate({ target: schema.meta.key, set: { value: sql`excluded.value` } });
  });
  return data;
}
