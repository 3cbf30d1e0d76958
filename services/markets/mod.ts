/**
 * The markets of our priced events (second catalog description's /v1/markets): one market per
 * event and odd type its sport offers, priced by the same pricer as the public API's
 * `/api/v1/public/events/{eventId}/{oddType}`, so both show the same outcomes and odds. Only the
 * page asked for is priced.
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventParticipants, events } from "../../db/schema/mod.ts";
import { type Page, pageOf } from "../paging.ts";
import { type OddType, offeredOddTypes, type Pricer } from "../pricing/mod.ts";
import { type EventStatus, sportDef, type SportType } from "../sports/catalog.ts";
export { AHEAD, LIVE } from "./states.ts";

import { AHEAD, LIVE } from "./states.ts";

export interface MarketQuery extends Page {
  /** true: live markets only; false: markets of events not yet under way; absent: both. */
  live?: boolean;
}

export interface MarketOutcome {
  outcome_id: string;
  id: string;
  probability: number;
  odds: number;
  status: "OPEN" | "SUSPENDED" | "CLOSED";
}

export interface MarketSummary {
  market_id: string;
  event_id: string;
  event_name: string;
  sport: SportType;
  market_type: OddType;
  event_status: EventStatus;
  live: boolean;
  status: "OPEN" | "SUSPENDED";
  start_date: string;
  outcomes: MarketOutcome[];
}

/** Markets of the events in play or ahead, by start time then odd type; one page priced. */
export async function listMarkets(db: Database, pricer: Pricer, query: MarketQuery) {
  const statuses = query.live === undefined ? [...LIVE, ...AHEAD] : query.live ? LIVE : AHEAD;
  const rows = await db.select({
    id: events.id,
    name: events.name,
    sport: events.sportType,
    status: events.status,
    startDate: events.startDate,
    starters: count(eventParticipants.id),
  }).from(events)
    .leftJoin(
      eventParticipants,
      and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.status, "ACTIVE")),
    )
    .where(and(inArray(events.status, statuses), eq(events.participantsAvailable, true)))
    .groupBy(events.id).orderBy(asc(events.startDate), asc(events.id));
  const all = rows.flatMap((event) =>
    offeredOddTypes(sportDef(event.sport).format, event.starters).map((oddType) => ({
      event,
      oddType,
    }))
  );
  const page = pageOf(all, query);
  const items: MarketSummary[] = [];
  for (const { event, oddType } of page.items) {
    const priced = await pricer.price(event.id);
    const outcomes = priced.market(oddType).outcomes.map((o) => ({
      outcome_id: o.outcomeId,
      id: o.id,
      probability: o.probability,
      odds: o.odds,
      status: o.status,
    }));
    items.push({
      market_id: `${event.id}:${oddType}`,
      event_id: event.id,
      event_name: event.name,
      sport: event.sport,
      market_type: oddType,
      event_status: event.status,
      live: LIVE.includes(event.status),
      status: outcomes.some((o) => o.status === "OPEN") ? "OPEN" : "SUSPENDED",
      start_date: event.startDate,
      outcomes,
    });
  }
  return { ...page, items };
}

export {
  BOARD_STATES,
  type BoardMarket,
  type BoardQuery,
  type BoardServices,
  listBoard,
  liveBoard,
  MARKET_CATEGORIES,
  MARKET_SORTS,
  type MarketCategory,
  type MarketSort,
} from "./board.ts";
export {
  getOpportunity,
  listOpportunities,
  OPPORTUNITY_ID,
  OPPORTUNITY_STATUSES,
  type OpportunityQuery,
  type OpportunityStatus,
} from "./opportunities.ts";
export { currentSelection } from "./selection.ts";
