import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { listOf, type ListResult } from "./lists.ts";
import { events, sports } from "../../db/schema/mod.ts";

export interface SportSummary {
  code: string;
  name: string;
  format: string;
  team_based: boolean;
  events: number;
}

/** Every sport of the catalog with its number of events (second description's /v1/data/sports). */
export async function listSports(db: Database): Promise<ListResult<SportSummary>> {
  const rows = await db.select({
    code: sports.sportType,
    name: sports.name,
    format: sports.format,
    team_based: sports.teamBased,
    events: count(events.id),
  }).from(sports).leftJoin(events, eq(events.sportType, sports.sportType))
    .groupBy(sports.sportType).orderBy(sports.sportType);
  return listOf(rows, rows.length, { limit: rows.length, offset: 0 });
}
