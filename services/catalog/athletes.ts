import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { athletes, eventParticipants, heatResults } from "../../db/schema/mod.ts";
import { notFound } from "../errors.ts";

export interface AthleteStatistics {
  id: string;
  name: string;
  sport: string;
  nationality: string;
  statistics: { events: number; heats: number; heat_wins: number; podiums: number };
}

/** One athlete with career figures over the events on file (first description). */
export async function athleteStatistics(db: Database, id: string): Promise<AthleteStatistics> {
  const athlete = await db.query.athletes.findFirst({ where: eq(athletes.id, id) });
  if (!athlete) throw notFound(`athlete ${id} not found`, { parameter: "athlete_id" });
  const [figures] = await db.select({
    events: sql<number>`count(DISTINCT ${eventParticipants.eventId})`,
    heats: count(heatResults.id),
    heat_wins: sql<number>`coalesce(sum(${heatResults.position} = 1), 0)`,
    podiums: sql<number>`coalesce(sum(${heatResults.position} <= 3), 0)`,
  }).from(eventParticipants)
    .leftJoin(heatResults, eq(heatResults.eventParticipantId, eventParticipants.id))
    .where(eq(eventParticipants.athleteId, id));
  return {
    id: athlete.id,
    name: [athlete.firstName, athlete.middleName, athlete.lastName].filter(Boolean).join(" "),
    sport: athlete.sportType,
    nationality: athlete.nationality,
    statistics: figures,
  };
}
