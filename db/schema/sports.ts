import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { GENDERS, SPORT_TYPES } from "../../services/sports/catalog.ts";

/** One row per sportType of spec 000; `format` decides how its events are run and scored. */
export const sports = sqliteTable("sports", {
  sportType: text("sport_type", { enum: SPORT_TYPES }).primaryKey(),
  name: text().notNull(),
  format: text().notNull(),
  teamBased: integer("team_based", { mode: "boolean" }).notNull(),
});

/** A season-long series of events (the `tourId` of futures). */
export const tours = sqliteTable("tours", {
  id: text().primaryKey(),
  referenceId: integer("reference_id").notNull().unique(),
  sportType: text("sport_type", { enum: SPORT_TYPES }).notNull()
    .references(() => sports.sportType),
  name: text().notNull(),
  season: integer().notNull(),
}, (t) => [index("tours_sport_idx").on(t.sportType)]);

export const teams = sqliteTable("teams", {
  id: text().primaryKey(),
  referenceId: integer("reference_id").notNull().unique(),
  sportType: text("sport_type", { enum: SPORT_TYPES }).notNull()
    .references(() => sports.sportType),
  name: text().notNull(),
  abbreviation: text().notNull(),
  /** Latent strength on the log scale the pricing model uses (0 = an average team). */
  strength: real().notNull(),
}, (t) => [index("teams_sport_idx").on(t.sportType)]);

export const athletes = sqliteTable("athletes", {
  id: text().primaryKey(),
  referenceId: integer("reference_id").notNull().unique(),
  sportType: text("sport_type", { enum: SPORT_TYPES }).notNull()
    .references(() => sports.sportType),
  firstName: text("first_name").notNull(),
  middleName: text("middle_name").notNull(),
  lastName: text("last_name").notNull(),
  nationality: text().notNull(),
  stance: text().notNull(),
  hometown: text().notNull(),
  height: text().notNull(),
  weight: text().notNull(),
  gender: text({ enum: GENDERS }).notNull(),
  weightClass: text("weight_class").notNull(),
  dob: text().notNull(),
  providerId: text("provider_id").notNull(),
  teamId: text("team_id").references(() => teams.id),
  /** Latent strength on the log scale the pricing model uses (0 = an average athlete). */
  strength: real().notNull(),
}, (t) => [index("athletes_sport_idx").on(t.sportType), index("athletes_team_idx").on(t.teamId)]);
