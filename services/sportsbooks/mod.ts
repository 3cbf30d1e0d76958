/**
 * Sportsbooks of the demo data and what they cover: every book is invented (`fictional: true`,
 * names no real operator uses), and its coverage of sports (the 31 sport types), leagues (the
 * demo tours, as `league_<tour id>`) and markets (the 16 odd types a sport's format offers) is
 * drawn from DEMO_SEED, so the same seed always gives the same books and coverage. Coverage is
 * keyed by sport type and tour id, not by catalog rows, so it holds in production and sandbox.
 */
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { tours } from "../../db/schema/mod.ts";
import { type Page, pageOf } from "../paging.ts";
import { type OddType, offeredOddTypes } from "../pricing/mod.ts";
import { Rng } from "../random.ts";
import { SPORTS, type SportType } from "../sports/catalog.ts";

/** Invented books: none of these names belongs to a real sportsbook. */
const BOOKS = [
  { slug: "quillfeather", name: "Quillfeather Sports Exchange", region: "Europe", founded: 2014 },
  { slug: "bramblewick", name: "Bramblewick Bet", region: "United Kingdom", founded: 2009 },
  { slug: "oddsmoor", name: "Oddsmoor", region: "North America", founded: 2019 },
  { slug: "larkspur", name: "Larkspur Lines", region: "Australia", founded: 2012 },
  { slug: "tidewater", name: "Tidewater Wagerworks", region: "North America", founded: 2021 },
  { slug: "cobaltcrest", name: "Cobaltcrest Book", region: "Latin America", founded: 2017 },
  { slug: "fenwick-marlow", name: "Fenwick & Marlow Turf", region: "Europe", founded: 2006 },
  { slug: "ninefold", name: "Ninefold Odds Parlour", region: "Asia-Pacific", founded: 2020 },
] as const;

export interface Sportsbook {
  id: string;
  name: string;
  /** Always true: demo books are invented, never a real operator. */
  fictional: true;
  region: string;
  founded: number;
}

/** One book's coverage of one sport. */
export interface SportCoverage {
  sport: SportType;
  league_ids: string[];
  markets: OddType[];
}

interface League {
  league_id: string;
  name: string;
  sport: SportType;
}

export interface Coverage {
  sportsbooks: (Sportsbook & { coverage: SportCoverage[] })[];
  leagues: League[];
}

/** Draws every book's coverage from the seed; leagues are the tours on file. */
export async function loadCoverage(db: Database, seed: number): Promise<Coverage> {
  const rows = await db.select({ id: tours.id, name: tours.name, sport: tours.sportType })
    .from(tours).orderBy(asc(tours.id));
  const leagues = rows.map((t) => ({ league_id: `league_${t.id}`, name: t.name, sport: t.sport }));
  const bySport = Map.groupBy(leagues, (l) => l.sport);
  const sportsbooks = BOOKS.map((book) => {
    // One stream per book and sport, so coverage never shifts when another draws more.
    const rng = new Rng(`sportsbooks/${seed}/${book.slug}`);
    const reach = 0.45 + 0.45 * rng.next();
    const coverage: SportCoverage[] = [];
    for (const def of SPORTS) {
      const draw = rng.fork(def.sportType);
      if (!draw.bool(reach)) continue;
      // The main market of the sport is always offered; the others by the book's appetite.
      const offered = offeredOddTypes(def.format, Infinity);
      const main = offered.includes("eventWinner") ? "eventWinner" : offered[0];
      const markets = offered.filter((m) => m === main || draw.bool(0.7));
      const own = bySport.get(def.sportType) ?? [];
      const covered = own.filter((l) => draw.fork(l.league_id).bool(0.8));
      coverage.push({
        sport: def.sportType,
        league_ids: (covered.length ? covered : own.slice(0, 1)).map((l) => l.league_id),
        markets,
      });
    }
    return {
      id: `sb_${book.slug}`,
      name: book.name,
      fictional: true as const,
      region: book.region,
      founded: book.founded,
      coverage,
    };
  });
  return { sportsbooks, leagues };
}

/** Every sport with the books, leagues and markets that cover it (books covering it first). */
export async function listCoveredSports(db: Database, seed: number, page: Page) {
  const { sportsbooks, leagues } = await loadCoverage(db, seed);
  const sports = SPORTS.map((def) => {
    const books = sportsbooks.flatMap((b) =>
      b.coverage.filter((c) => c.sport === def.sportType).map((c) => ({ book: b, c }))
    );
    const markets = offeredOddTypes(def.format, Infinity).map((market) => ({
      market,
      sportsbooks_count: books.filter(({ c }) => c.markets.includes(market)).length,
    }));
    return {
      sport: def.sportType,
      name: def.name,
      sportsbooks_count: books.length,
      sportsbook_ids: books.map(({ book }) => book.id),
      leagues: leagues.filter((l) => l.sport === def.sportType).map((l) => ({
        league_id: l.league_id,
        name: l.name,
        sportsbook_ids: books.filter(({ c }) => c.league_ids.includes(l.league_id))
          .map(({ book }) => book.id),
      })),
      markets,
    };
  });
  return pageOf(sports, page);
}

/** The books, each with a summary and its coverage per sport. */
export async function listSportsbooks(db: Database, seed: number, page: Page) {
  const { sportsbooks } = await loadCoverage(db, seed);
  const books = sportsbooks.map(({ coverage, ...book }) => ({
    ...book,
    sports_count: coverage.length,
    leagues_count: coverage.reduce((n, c) => n + c.league_ids.length, 0),
    markets: [...new Set(coverage.flatMap((c) => c.markets))].sort(),
    coverage,
  }));
  return pageOf(books, page);
}

/** Sport × sportsbook: one row per sport, one cell per book (covered or not, with markets). */
export async function coverageGrid(db: Database, seed: number, page: Page) {
  const { sportsbooks } = await loadCoverage(db, seed);
  const rows = SPORTS.map((def) => ({
    sport: def.sportType,
    name: def.name,
    cells: sportsbooks.map((b) => {
      const c = b.coverage.find((c) => c.sport === def.sportType);
      return {
        sportsbook_id: b.id,
        covered: Boolean(c),
        league_ids: c?.league_ids ?? [],
        markets: c?.markets ?? [],
      };
    }),
  }));
  return {
    sportsbooks: sportsbooks.map(({ id, name, fictional }) => ({ id, name, fictional })),
    ...pageOf(rows, page),
  };
}
