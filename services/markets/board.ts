/**
 * The betting board of spec 002's `/api/markets`: markets built from league opportunity data
 * (services/catalog `leagueOpportunity`: each league's partnership score and readiness) and our
 * priced events. One market per event of a catalog league and odd type its sport offers, priced
 * by the same pricer as /v1/markets and the public odds (so the three agree); only the page
 * asked for is priced.
 *
 * Two measures order the board, both deterministic (no randomness, no clock beyond the data):
 * - `activity`: what has happened on the event: its entries in the event log (issue 12: heats
 *   started and finished, results, odds moves; kept 72 hours) plus its completed heats on file.
 * - `volume`: a modelled handle in credits, until placement records real bets: the league's
 *   handle per event by catalog tier (HANDLE_PER_EVENT), × its partnership score, × the market
 *   family's share of an event's handle (CATEGORY_SHARE), × (1 + activity / 10), capped at
 *   10×. Integer arithmetic, floored.
 */
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventParticipants, events, leagues } from "../../db/schema/mod.ts";
import { findLeague, type LeagueRecord } from "../catalog/leagues.ts";
import { leagueOpportunity } from "../catalog/intelligence.ts";
import { pageOf } from "../paging.ts";
import { cyrb128 } from "../random.ts";
import { type OddType, offeredOddTypes, type PricedEvent, type Pricer } from "../pricing/mod.ts";
import { type EventStatus, sportDef, type SportType } from "../sports/catalog.ts";
import { AHEAD, LIVE } from "./states.ts";

export const MARKET_CATEGORIES = [
  "winner",
  "placing",
  "head_to_head",
  "totals",
  "exotics",
  "props",
] as const;
export type MarketCategory = typeof MARKET_CATEGORIES[number];

/** Each odd type's family on the board. */
export const CATEGORY_OF: Record<OddType, MarketCategory> = {
  eventWinner: "winner",
  heatWinner: "winner",
  secondPlace: "placing",
  shows: "placing",
  podiums: "placing",
  raceTop3: "placing",
  raceTop5: "placing",
  raceTop10: "placing",
  headToHead: "head_to_head",
  overUnder: "totals",
  multiOverUnder: "totals",
  eventExacta: "exotics",
  heatExacta: "exotics",
  propBets: "props",
  dreamTeam: "props",
  fastestLap: "props",
};

/** Modelled handle of one event's markets, in credits, by the league's catalog tier. */
export const HANDLE_PER_EVENT: Record<number, number> = {
  1: 200_000,
  2: 120_000,
  3: 60_000,
  4: 30_000,
  5: 15_000,
};

/** A market family's share of an event's handle, in percent. */
export const CATEGORY_SHARE: Record<MarketCategory, number> = {
  winner: 30,
  placing: 20,
  head_to_head: 20,
  totals: 12,
  exotics: 10,
  props: 8,
};

export const MARKET_SORTS = ["volume", "activity", "ending_soon"] as const;
export type MarketSort = typeof MARKET_SORTS[number];

export const BOARD_STATES = ["open", "suspended", "closed"] as const;
export type BoardState = typeof BOARD_STATES[number];

export interface BoardServices {
  db: Database;
  pricer: Pricer;
  clock: () => Date;
}

/** The league of an event, with its opportunity data. */
export interface BoardLeague {
  league_id: string;
  name: string;
  tier: number;
  region: string;
  overall_score: number;
  partnership_tier: string;
  readiness_level: string;
  recommended_flavor: string;
  strengths: string[];
  gaps: string[];
}

/** One event of a catalog league, as the board reads it (not priced). */
export interface BoardEvent {
  id: string;
  uuid: string;
  name: string;
  sport: SportType;
  status: EventStatus;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  country: string;
  starters: number;
  activity: number;
  league: BoardLeague;
}

export interface BoardSelection {
  selection_id: string;
  id: string;
  probability: number;
  odds: number;
  status: BoardState;
}

export interface BoardMarket {
  market_id: string;
  event_id: string;
  event_name: string;
  league_id: string;
  league_name: string;
  sport: SportType;
  category: MarketCategory;
  market_type: OddType;
  status: BoardState;
  event_status: EventStatus;
  live: boolean;
  start_time: string;
  close_time: string;
  volume: number;
  activity: number;
  price_version: string;
  priced_at: string;
  selections: BoardSelection[];
}

export interface EventFilters {
  statuses: EventStatus[];
  sport?: SportType;
  /** A league's id or name (case-insensitive). */
  league?: string;
  /** Words in the event's or league's name, venue, city or country. */
  search?: string;
  uuid?: string;
}

const LIKE_ESCAPE = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Events of catalog leagues by the filters, by start then id, with their league's data. */
export async function loadEvents(s: BoardServices, f: EventFilters): Promise<BoardEvent[]> {
  const where: (SQL | undefined)[] = [
    inArray(events.status, f.statuses),
    eq(events.participantsAvailable, true),
    f.sport ? eq(events.sportType, f.sport) : undefined,
    f.league
      ? sql`(lower(${leagues.id}) = lower(${f.league}) OR lower(${leagues.name}) = lower(${f.league}))`
      : undefined,
    f.uuid ? eq(events.uuid, f.uuid) : undefined,
  ];
  if (f.search) {
    for (const word of f.search.trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
      const like = `%${LIKE_ESCAPE(word.toLowerCase())}%`;
      where.push(
        sql`(lower(${events.name}) LIKE ${like} ESCAPE '\\' OR lower(${leagues.name}) LIKE ${like} ESCAPE '\\'
          OR lower(${leagues.sportName}) LIKE ${like} ESCAPE '\\' OR lower(${events.venue}) LIKE ${like} ESCAPE '\\'
          OR lower(${events.city}) LIKE ${like} ESCAPE '\\' OR lower(${events.country}) LIKE ${like} ESCAPE '\\')`,
      );
    }
  }
  // Correlated subqueries name their tables: drizzle leaves the outer columns unqualified.
  const activity = sql<number>`((SELECT count(*) FROM event_log l WHERE l.event_id = events.id)
    + (SELECT count(*) FROM heats h WHERE h.event_id = events.id AND h.status = 'COMPLETED'))`
    .mapWith(Number);
  const rows = await s.db.select({
    id: events.id,
    uuid: events.uuid,
    name: events.name,
    sport: events.sportType,
    status: events.status,
    startDate: events.startDate,
    endDate: events.endDate,
    venue: events.venue,
    city: events.city,
    country: events.country,
    starters: count(eventParticipants.id),
    activity,
    leagueId: leagues.id,
  }).from(events)
    .innerJoin(leagues, eq(leagues.tourId, events.tourId))
    .leftJoin(
      eventParticipants,
      and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.status, "ACTIVE")),
    )
    .where(and(...where))
    .groupBy(events.id).orderBy(asc(events.startDate), asc(events.id));
  const byLeague = new Map<string, Promise<BoardLeague>>();
  const leagueOf = (id: string) => {
    let found = byLeague.get(id);
    if (!found) byLeague.set(id, found = boardLeague(s, id));
    return found;
  };
  return await Promise.all(rows.map(async ({ leagueId, ...row }) => ({
    ...row,
    league: await leagueOf(leagueId),
  })));
}

async function boardLeague(s: BoardServices, id: string): Promise<BoardLeague> {
  // The service reads (no caller): leagues with a tour are active data leagues, seen by all.
  const league: LeagueRecord = await findLeague({ db: s.db }, id);
  const o = await leagueOpportunity(s.db, league, s.clock());
  return {
    league_id: league.id,
    name: league.name,
    tier: league.tier,
    region: league.region,
    overall_score: o.overall_score,
    partnership_tier: o.partnership_tier,
    readiness_level: o.readiness_level,
    recommended_flavor: o.recommended_flavor,
    strengths: o.strengths,
    gaps: o.gaps,
  };
}

/** A market of the board before it is priced. */
export interface BoardEntry {
  event: BoardEvent;
  oddType: OddType;
  category: MarketCategory;
  volume: number;
}

/** The modelled handle of one market (see the module comment). */
export function volumeOf(event: BoardEvent, category: MarketCategory): number {
  const handle = HANDLE_PER_EVENT[event.league.tier] ?? HANDLE_PER_EVENT[5];
  const score = Math.round(event.league.overall_score * 100);
  const growth = 10 + Math.min(event.activity, 90);
  return Math.floor((handle * score * CATEGORY_SHARE[category] * growth) / 100_000);
}

/** Every market each event offers, with its family and volume. */
export function entriesOf(list: BoardEvent[], category?: MarketCategory): BoardEntry[] {
  return list.flatMap((event) =>
    offeredOddTypes(sportDef(event.sport).format, event.starters)
      .map((oddType) => ({ event, oddType, category: CATEGORY_OF[oddType] }))
      .filter((e) => !category || e.category === category)
      .map((e) => ({ ...e, volume: volumeOf(event, e.category) }))
  );
}

const SELECTION_STATE: Record<"OPEN" | "SUSPENDED" | "CLOSED", BoardState> = {
  OPEN: "open",
  SUSPENDED: "suspended",
  CLOSED: "closed",
};

/**
 * A market at our current prices. Open while any selection is offered; closed once the event
 * is over or every selection is settled; suspended otherwise (a postponed event, or only
 * near-certain selections left).
 */
export function priceEntry(priced: PricedEvent, entry: BoardEntry): BoardMarket {
  const { event, oddType } = entry;
  const selections = priced.market(oddType).outcomes.map((o) => ({
    selection_id: o.outcomeId,
    id: o.id,
    probability: o.probability,
    odds: o.odds,
    status: SELECTION_STATE[o.status],
  }));
  const over = event.status === "COMPLETED" || event.status === "CANCELLED";
  const status: BoardState = over || selections.every((o) => o.status === "closed")
    ? "closed"
    : selections.some((o) => o.status === "open")
    ? "open"
    : "suspended";
  return {
    market_id: `${event.id}:${oddType}`,
    event_id: event.id,
    event_name: event.name,
    league_id: event.league.league_id,
    league_name: event.league.name,
    sport: event.sport,
    category: entry.category,
    market_type: oddType,
    status,
    event_status: event.status,
    live: LIVE.includes(event.status),
    start_time: event.startDate,
    close_time: event.endDate,
    volume: entry.volume,
    activity: event.activity,
    price_version: priceVersion(priced),
    priced_at: priced.ctx.pricedAt,
    selections,
  };
}

/** A short form of the pricer's fingerprint (model version, simulations, the event's data). */
export function priceVersion(priced: PricedEvent): string {
  return cyrb128(priced.version).map((h) => h.toString(16).padStart(8, "0")).join("");
}

/** Prices entries in order, each event once. */
export async function priceEntries(pricer: Pricer, entries: BoardEntry[]) {
  const out: BoardMarket[] = [];
  for (const entry of entries) out.push(priceEntry(await pricer.price(entry.event.id), entry));
  return out;
}

export interface BoardQuery {
  sort?: MarketSort;
  limit: number;
  category?: MarketCategory;
  sport?: SportType;
  league?: string;
}

const ORDER: Record<MarketSort, (a: BoardEntry, b: BoardEntry) => number> = {
  volume: (a, b) => b.volume - a.volume,
  activity: (a, b) => b.event.activity - a.event.activity,
  // A postponed event's markets are suspended until it has a date: after every open one.
  ending_soon: (a, b) =>
    Number(a.event.status === "POSTPONED") - Number(b.event.status === "POSTPONED") ||
    a.event.endDate.localeCompare(b.event.endDate),
};

const byId = (a: BoardEntry, b: BoardEntry) =>
  `${a.event.id}:${a.oddType}`.localeCompare(`${b.event.id}:${b.oddType}`);

/**
 * `GET /api/markets`: the markets of events in play or to come, best first by `sort` (volume
 * by default), ties by the earlier close, then by market id; the first `limit` priced.
 */
export async function listBoard(s: BoardServices, q: BoardQuery) {
  const list = await loadEvents(s, {
    statuses: [...LIVE, ...AHEAD],
    sport: q.sport,
    league: q.league,
  });
  const sort = q.sort ?? "volume";
  const entries = entriesOf(list, q.category).sort((a, b) =>
    ORDER[sort](a, b) || ORDER.ending_soon(a, b) || byId(a, b)
  );
  const items = await priceEntries(s.pricer, entries.slice(0, q.limit));
  return { items, total: entries.length, limit: q.limit, sort };
}

export interface LiveBoardQuery {
  limit: number;
  offset: number;
  category?: MarketCategory;
  sport?: SportType;
  league?: string;
}

/**
 * `GET /api/markets/live`: the markets of events in play at our current prices, by the
 * event's start then odd type; `price_version` is the pricer's fingerprint of the event's data,
 * so it changes (and the prices with it) as heats finish.
 */
export async function liveBoard(s: BoardServices, q: LiveBoardQuery) {
  const list = await loadEvents(s, { statuses: LIVE, sport: q.sport, league: q.league });
  const page = pageOf(entriesOf(list, q.category), q);
  return { ...page, items: await priceEntries(s.pricer, page.items) };
}
