import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { events } from "../../db/schema/mod.ts";
import type { EventStatus } from "../sports/catalog.ts";
import { type CatalogReader, findLeague } from "./leagues.ts";
import type { Page } from "./lists.ts";

/**
 * `GET /v1/leagues/{league_id}/events`: the league's events by start time, in the first
 * description's `{data, pagination}`; ids are those of /api/v1/public. A league not yet in the
 * data (onboarding) has none.
 */
export async function leagueEvents(
  reader: CatalogReader,
  leagueId: string,
  q: { status?: Lowercase<EventStatus> } & Page,
) {
  const { db } = reader;
  const league = await findLeague(reader, leagueId);
  if (!league.tour_id) return { data: [], pagination: { total: 0, has_more: false } };
  const where: SQL | undefined = and(
    eq(events.tourId, league.tour_id),
    q.status ? eq(events.status, q.status.toUpperCase() as EventStatus) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(events).where(where).orderBy(asc(events.startDate), asc(events.id))
      .limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return {
    data: rows.map((e) => ({
      id: e.id,
      league_id: league.id,
      name: e.name,
      sport: e.sportType,
      status: e.status.toLowerCase() as Lowercase<EventStatus>,
      start_date: e.startDate,
      end_date: e.endDate,
      venue: e.venue,
      city: e.city,
      country: e.country,
    })),
    pagination: { total, has_more: q.offset + rows.length < total },
  };
}
