import { and, count, eq, type SQL } from "drizzle-orm";
import { type CatalogReader, visibleTo } from "./leagues.ts";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client.ts";
import {
  athletes,
  events,
  heatResults,
  heats,
  leagues,
  meta,
  sports,
  teams,
} from "../../db/schema/mod.ts";

const countOf = async (db: Database, table: SQLiteTable, where?: SQL) =>
  (await db.select({ n: count() }).from(table).where(where))[0].n;

/** `GET /v1/data/summary`: how much the catalog holds, and which demo season it was built from. */
export async function dataSummary({ db, principal }: CatalogReader) {
  const visible = visibleTo(principal);
  const [
    sportCount,
    active,
    onboarding,
    archived,
    teamCount,
    playerCount,
    eventCount,
    live,
    heatCount,
    resultCount,
    facts,
  ] = await Promise.all([
    countOf(db, sports),
    countOf(db, leagues, and(eq(leagues.status, "active"), visible)),
    countOf(db, leagues, and(eq(leagues.status, "onboarding"), visible)),
    countOf(db, leagues, and(eq(leagues.status, "archived"), visible)),
    countOf(db, teams),
    countOf(db, athletes),
    countOf(db, events),
    countOf(db, events, eq(events.status, "LIVE")),
    countOf(db, heats),
    countOf(db, heatResults),
    db.select().from(meta),
  ]);
  const fact = (key: string) => facts.find((f) => f.key === key)?.value ?? null;
  return {
    sports: sportCount,
    leagues: { total: active + onboarding + archived, active, onboarding, archived },
    teams: teamCount,
    players: playerCount,
    events: { total: eventCount, live },
    heats: heatCount,
    results: resultCount,
    demo_season: { seed: fact("demo_seed"), anchor: fact("demo_anchor") },
  };
}
