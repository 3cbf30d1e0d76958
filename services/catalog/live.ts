import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leagues } from "../../db/schema/mod.ts";
import { getEvent } from "../events/mod.ts";

/**
 * `GET /v1/events/{event_id}/live`: the scores of an event as they stand, read from the same
 * event detail as /api/v1/public: team scores, and each heat that has started with its lines
 * in finishing order (unplaced lines last).
 */
export async function liveScores(db: Database, eventId: string) {
  const event = await getEvent(db, eventId);
  const [league] = await db.select({ id: leagues.id }).from(leagues)
    .where(eq(leagues.tourId, event.tour.id));
  const heats = event.rounds.flatMap((round) =>
    round.heats.filter((h) => h.heatStatus === "LIVE" || h.heatStatus === "COMPLETED")
      .map((h) => ({
        heat_id: h.heatId,
        round: round.roundName,
        name: h.heatName,
        status: h.heatStatus,
        results: h.athletes
          .map((a) => ({
            athlete_id: a.athlete.id,
            name: [a.athlete.firstName, a.athlete.lastName].filter(Boolean).join(" "),
            position: a.position,
            score: a.score,
            status: a.status,
          }))
          .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity)),
      }))
  );
  return {
    event_id: event.id,
    league_id: league?.id ?? null,
    name: event.name,
    status: event.eventStatus,
    updated_at: event.updatedAt,
    teams: event.teams.filter((t) => t.side).map((t) => ({
      id: t.id,
      name: t.name,
      side: t.side!,
      score: t.score,
    })),
    heats,
  };
}
