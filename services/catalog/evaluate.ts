/**
 * `POST /v1/leagues/discovery/{id}/evaluate`: the partnership scoring of the pipeline
 * (`scoreLeague`, `assessLeague`) applied to what the catalog knows of a league. Only facts on
 * file go into the profile; everything else counts as unknown, as in any evaluation.
 */
import { count, countDistinct, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, heats, leagues } from "../../db/schema/mod.ts";
import { assessLeague, scoreLeague } from "../partnership/evaluation.ts";
import type { Questionnaire } from "../questionnaire/schema.ts";
import { SPORT_TYPES, type SportType } from "../sports/catalog.ts";
import { type CatalogReader, findLeague, type LeagueRecord } from "./leagues.ts";

/** The league as a questionnaire profile, from the catalog's own facts. */
export async function catalogProfile(db: Database, league: LeagueRecord): Promise<Questionnaire> {
  const profile: Questionnaire = {
    league_name: league.name,
    sport: league.sport_name,
    region: league.region,
  };
  if (SPORT_TYPES.includes(league.sport as SportType)) profile.sport_code = league.sport;
  if (/^\d{4}$/.test(league.founded)) profile.founded_year = Number(league.founded);
  if (league.teams_count > 0) profile.teams_count = league.teams_count;
  if (league.players_count > 0) profile.athletes_count = league.players_count;
  if (league.total_events > 0) profile.events_per_season = league.total_events;
  if (league.tour_id) {
    const [{ heatCount, eventCount }] = await db.select({
      heatCount: count(heats.id),
      eventCount: countDistinct(heats.eventId),
    }).from(heats).innerJoin(events, eq(events.id, heats.eventId))
      .where(eq(events.tourId, league.tour_id));
    if (eventCount > 0) {
      profile.contests_per_event = Math.round((heatCount / eventCount) * 10) / 10;
    }
  }
  return profile;
}

/** The catalog profile of a league scored and assessed by the pipeline's verbs. */
export async function scoreCatalogLeague(db: Database, league: LeagueRecord, now: Date) {
  const scored = scoreLeague(await catalogProfile(db, league), { now });
  return { scored, ...assessLeague(scored) };
}

export async function evaluateCatalogLeague(reader: CatalogReader, id: string, now: Date) {
  const { db } = reader;
  const league = await findLeague(reader, id, "id");
  const { scored, readiness, classification, scorecard } = await scoreCatalogLeague(
    db,
    league,
    now,
  );
  const { score } = scored;
  await db.update(leagues).set({
    partnershipScore: score.overall_score,
    partnershipTier: score.tier,
    updatedAt: now.toISOString(),
  }).where(eq(leagues.id, id));
  return {
    league_id: league.id,
    evaluated_at: now.toISOString(),
    profile: { ...scored.league, league_name: league.name },
    partnership_score: {
      overall_score: score.overall_score,
      tier: score.tier,
      components: score.components,
    },
    confidence: score.confidence,
    classification,
    scorecard,
    readiness,
  };
}
