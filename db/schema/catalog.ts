import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const LEAGUE_STATUSES = ["active", "onboarding", "archived"] as const;
export type LeagueStatus = typeof LEAGUE_STATUSES[number];

/**
 * The catalog's leagues (spec 002): one per tour of the demo season (`active`), and the leagues
 * the partnership pipeline evaluated (`onboarding`). Full-text search runs on `leagues_fts`, an
 * FTS5 table kept in step by triggers (migration 0005_leagues_fts).
 */
export const leagues = sqliteTable("leagues", {
  /** `league_<slug>`, at most 100 characters. */
  id: text().primaryKey(),
  name: text().notNull(),
  /** A sport code of the catalog, or the sport as a pipeline questionnaire wrote it. */
  sport: text().notNull(),
  /** The sport's display name, indexed for search. */
  sportName: text("sport_name").notNull(),
  /** The demo season's tour this league runs; null for leagues not (yet) in the data. */
  tourId: text("tour_id"),
  tier: integer().notNull(),
  region: text().notNull(),
  status: text({ enum: LEAGUE_STATUSES }).notNull(),
  /** Year founded, as a string (spec 002's `metadata.founded`). */
  founded: text().notNull(),
  /** JSON array of other names the league goes by. */
  aliases: text().notNull(),
  /** The last partnership evaluation (pipeline run or discovery evaluate). */
  partnershipScore: real("partnership_score"),
  partnershipTier: text("partnership_tier"),
  pipelineRunId: text("pipeline_run_id"),
  updatedAt: text("updated_at").notNull(),
}, (t) => [
  index("leagues_sport_idx").on(t.sport),
  index("leagues_status_idx").on(t.status),
  index("leagues_tour_idx").on(t.tourId),
]);
