/**
 * Betting opportunities (spec 002 `/api/betting/opportunities`): one per event of a catalog
 * league, generated from the league's intelligence (its partnership score, tier and readiness,
 * services/catalog) and our priced markets: the event's featured market at our current prices,
 * how many markets it offers, and its modelled volume and activity (services/markets/board.ts).
 */
import { notFound } from "../errors.ts";
import type { OddType } from "../pricing/mod.ts";
import type { EventStatus, SportType } from "../sports/catalog.ts";
import {
  type BoardEvent,
  type BoardServices,
  entriesOf,
  loadEvents,
  priceEntries,
  priceEntry,
} from "./board.ts";
import { AHEAD, LIVE, OVER } from "./states.ts";

/** `opp_` and the event's uuid. */
export const OPPORTUNITY_ID = /^opp_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const OPPORTUNITY_STATUSES = ["upcoming", "live", "suspended", "closed"] as const;
export type OpportunityStatus = typeof OPPORTUNITY_STATUSES[number];

/** The events of each opportunity status. */
const EVENTS_OF: Record<OpportunityStatus, EventStatus[]> = {
  upcoming: AHEAD.filter((s) => s !== "POSTPONED"),
  live: LIVE,
  suspended: ["POSTPONED"],
  closed: OVER,
};

const statusOf = (s: EventStatus): OpportunityStatus =>
  OPPORTUNITY_STATUSES.find((o) => EVENTS_OF[o].includes(s))!;

const OPPORTUNITY_ORDER: OpportunityStatus[] = ["live", "upcoming", "suspended", "closed"];

/** The market an opportunity leads with: the first of these the event offers. */
const FEATURED: OddType[] = ["eventWinner", "headToHead", "heatWinner", "overUnder"];

export interface OpportunityQuery {
  page: number;
  limit: number;
  league?: string;
  sport?: SportType;
  /** Absent: every opportunity still to be bet on (upcoming, live, suspended). */
  status?: OpportunityStatus;
  search?: string;
}

async function opportunityOf(s: BoardServices, event: BoardEvent) {
  const entries = entriesOf([event]);
  const lead = FEATURED.map((t) => entries.find((e) => e.oddType === t)).find(Boolean) ??
    entries[0];
  const priced = lead ? await s.pricer.price(event.id) : null;
  const { strengths: _s, gaps: _g, ...league } = event.league;
  return {
    opportunity_id: `opp_${event.uuid}`,
    event_id: event.id,
    event_name: event.name,
    sport: event.sport,
    league,
    status: statusOf(event.status),
    event_status: event.status,
    start_time: event.startDate,
    close_time: event.endDate,
    venue: event.venue,
    city: event.city,
    country: event.country,
    markets_count: entries.length,
    volume: entries.reduce((t, e) => t + e.volume, 0),
    activity: event.activity,
    featured: lead && priced ? priceEntry(priced, lead) : null,
  };
}

/**
 * A page of opportunities by the filters (1-based `page`): live first, then upcoming, then
 * suspended, then closed, each by the event's start then id.
 */
export async function listOpportunities(s: BoardServices, q: OpportunityQuery) {
  const statuses = q.status ? EVENTS_OF[q.status] : [...LIVE, ...AHEAD];
  const list = await loadEvents(s, {
    statuses,
    sport: q.sport,
    league: q.league,
    search: q.search,
  });
  // Live first, then to come, then postponed, then over; each by start.
  list.sort((a, b) =>
    OPPORTUNITY_ORDER.indexOf(statusOf(a.status)) - OPPORTUNITY_ORDER.indexOf(statusOf(b.status))
  );
  const offset = (q.page - 1) * q.limit;
  const chosen = list.slice(offset, offset + q.limit);
  const items = [];
  for (const event of chosen) items.push(await opportunityOf(s, event));
  return {
    items,
    total: list.length,
    page: q.page,
    limit: q.limit,
    pages: Math.ceil(list.length / q.limit),
    has_more: offset + chosen.length < list.length,
  };
}

/** One opportunity with every market of its event at our current prices; 404 when unknown. */
export async function getOpportunity(s: BoardServices, opportunityId: string) {
  const uuid = OPPORTUNITY_ID.test(opportunityId) ? opportunityId.slice(4) : null;
  const [event] = uuid ? await loadEvents(s, { statuses: [...LIVE, ...AHEAD, ...OVER], uuid }) : [];
  if (!event) {
    throw notFound(`opportunity ${opportunityId} not found`, { parameter: "opportunity_id" });
  }
  const opportunity = await opportunityOf(s, event);
  return {
    ...opportunity,
    league: event.league,
    markets: await priceEntries(s.pricer, entriesOf([event])),
  };
}
