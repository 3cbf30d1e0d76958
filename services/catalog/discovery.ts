/**
 * League discovery: full-text search with SQLite FTS5 (libSQL) over names, aliases, sport and
 * region, ranked by BM25 (a name match weighs most), and the catalog's statistics.
 */
import { and, avg, count, isNotNull, type SQL, sql } from "drizzle-orm";
import { leagues } from "../../db/schema/mod.ts";
import { type CatalogReader, findLeagues, type LeagueRecord, visibleTo } from "./leagues.ts";
import { listOf, type ListResult, type Page } from "./lists.ts";

/** Column weights of bm25(): name, aliases, sport code, sport name, region. */
const RANK = sql`bm25(leagues_fts, 10.0, 6.0, 4.0, 4.0, 2.0)`;

/**
 * The FTS5 query for what a user typed: each word a quoted prefix term (so no user text is read
 * as FTS5 syntax), all of them required. Null when the text has no word.
 */
export function ftsQuery(text: string): string | null {
  const words = text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .match(/[\p{L}\p{N}]+/gu)?.slice(0, 12);
  return words?.length ? words.map((w) => `"${w}"*`).join(" ") : null;
}

export interface DiscoveryHit {
  id: string;
  name: string;
  sport: string;
  region: string;
  tier: number;
  status: LeagueRecord["status"];
  aliases: string[];
  teams_count: number;
  /** Higher is a better match (BM25, negated); null when no query was given. */
  relevance: number | null;
}

const hitOf = (r: LeagueRecord, relevance: number | null): DiscoveryHit => ({
  id: r.id,
  name: r.name,
  sport: r.sport,
  region: r.region,
  tier: r.tier,
  status: r.status,
  aliases: r.aliases,
  teams_count: r.teams_count,
  relevance,
});

/** `GET /v1/leagues/discovery`: leagues matching `query`, best first, within `region`. */
export async function discoverLeagues(
  reader: CatalogReader,
  q: { query?: string; region?: string } & Page,
): Promise<ListResult<DiscoveryHit> & { query: string | null }> {
  const { db, principal } = reader;
  const match = q.query === undefined ? null : ftsQuery(q.query);
  if (match === null) {
    const page = await findLeagues(reader, { region: q.region, limit: q.limit, offset: q.offset });
    return { ...listOf(page.items.map((r) => hitOf(r, null)), page.total, q), query: null };
  }
  const where: SQL | undefined = and(
    sql`leagues_fts MATCH ${match}`,
    visibleTo(principal),
    q.region ? sql`lower(${leagues.region}) = lower(${q.region})` : undefined,
  );
  const from = sql`leagues_fts JOIN ${leagues} ON ${leagues}.rowid = leagues_fts.rowid`;
  const [ranked, [{ total }]] = await Promise.all([
    db.all<{ id: string; rank: number }>(
      sql`SELECT ${leagues.id} AS id, ${RANK} AS rank FROM ${from} WHERE ${where}
          ORDER BY rank, ${leagues.id} LIMIT ${q.limit} OFFSET ${q.offset}`,
    ),
    db.all<{ total: number }>(sql`SELECT count(*) AS total FROM ${from} WHERE ${where}`),
  ]);
  const records = ranked.length
    ? (await findLeagues(reader, {
      ids: ranked.map((r) => r.id),
      limit: ranked.length,
      offset: 0,
    }))
      .items
    : [];
  const byId = new Map(records.map((r) => [r.id, r]));
  const items = ranked.map((r) => hitOf(byId.get(r.id)!, Math.round(-r.rank * 1000) / 1000));
  return { ...listOf(items, Number(total), q), query: q.query ?? null };
}

/** `GET /v1/leagues/discovery/stats`: the catalog by status, sport, region and tier. */
export async function discoveryStats({ db, principal }: CatalogReader) {
  const visible = visibleTo(principal);
  const group = (column: typeof leagues.sport | typeof leagues.region | typeof leagues.tier) =>
    db.select({ key: column, leagues: count() }).from(leagues).where(visible).groupBy(column)
      .orderBy(sql`count(*) DESC`, column);
  const [byStatus, bySport, byRegion, byTier, [evaluated]] = await Promise.all([
    db.select({ key: leagues.status, leagues: count() }).from(leagues).where(visible)
      .groupBy(leagues.status),
    group(leagues.sport),
    group(leagues.region),
    group(leagues.tier),
    db.select({ n: count(), mean: avg(leagues.partnershipScore) }).from(leagues)
      .where(and(isNotNull(leagues.partnershipScore), visible)),
  ]);
  const status = (s: string) => byStatus.find((r) => r.key === s)?.leagues ?? 0;
  const total = byStatus.reduce((n, r) => n + r.leagues, 0);
  const [{ searchable }] = await db.all<{ searchable: number }>(
    sql`SELECT count(*) AS searchable FROM leagues_fts`,
  );
  return {
    total_leagues: total,
    by_status: {
      active: status("active"),
      onboarding: status("onboarding"),
      archived: status("archived"),
    },
    by_sport: bySport.map((r) => ({ sport: r.key, leagues: r.leagues })),
    by_region: byRegion.map((r) => ({ region: r.key, leagues: r.leagues })),
    by_tier: byTier.map((r) => ({ tier: r.key, leagues: r.leagues })),
    evaluated: {
      leagues: evaluated.n,
      average_partnership_score: evaluated.mean === null
        ? null
        : Math.round(Number(evaluated.mean) * 100) / 100,
    },
    search_index: { engine: "sqlite-fts5", documents: Number(searchable) },
  };
}
