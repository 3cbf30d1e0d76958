import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The onboarding funnel's stages, in order (services/onboarding/stages.ts documents the
 * transitions): a league moves forward only; `signed` and `lost` are terminal.
 */
export const ONBOARDING_STAGES = [
  "discovered",
  "contacted",
  "responded",
  "questionnaire_received",
  "evaluated",
  "negotiating",
  "signed",
  "lost",
] as const;

/** Where a league entered the funnel. */
export const ONBOARDING_SOURCES = ["manual", "email", "scrape", "pipeline", "catalog"] as const;

export const ONBOARDING_ACTIVITY_KINDS = [
  "created",
  "stage_change",
  "contact",
  "inbound_email",
  "evaluated",
] as const;

/** A league in the onboarding funnel (spec 001 Onboarding). */
export const onboardingLeagues = sqliteTable("onboarding_leagues", {
  /** `obl_<32 hex>`. */
  id: text().primaryKey(),
  name: text().notNull(),
  /** The name normalized (services/onboarding/names.ts): one funnel entry per league. */
  nameKey: text("name_key").notNull(),
  sport: text().notNull(),
  dataSource: text("data_source", { enum: ONBOARDING_SOURCES }).notNull(),
  stage: text({ enum: ONBOARDING_STAGES }).notNull(),
  /** The furthest stage reached before `lost` (conversion statistics). */
  furthestStage: text("furthest_stage", { enum: ONBOARDING_STAGES }).notNull(),
  stageChangedAt: text("stage_changed_at").notNull(),
  contactEmail: text("contact_email"),
  contactName: text("contact_name"),
  website: text(),
  location: text(),
  /** Partnership score (0 to 1) and tier of the pipeline's evaluation. */
  score: real(),
  tier: text(),
  pipelineRunId: text("pipeline_run_id"),
  nextAction: text("next_action"),
  nextActionDate: text("next_action_date"),
  notes: text(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [
  uniqueIndex("onboarding_leagues_name_key").on(t.nameKey),
  index("onboarding_leagues_stage_idx").on(t.stage),
  index("onboarding_leagues_next_action_idx").on(t.nextActionDate),
]);

/** What happened to a league: stage changes (who and why), contact attempts, e-mails in. */
export const onboardingActivity = sqliteTable("onboarding_activity", {
  /** `oba_<32 hex>`. */
  id: text().primaryKey(),
  leagueId: text("league_id").notNull(),
  kind: text({ enum: ONBOARDING_ACTIVITY_KINDS }).notNull(),
  fromStage: text("from_stage", { enum: ONBOARDING_STAGES }),
  toStage: text("to_stage", { enum: ONBOARDING_STAGES }),
  /** Seconds the league spent in `from_stage` (stage changes only). */
  secondsInStage: integer("seconds_in_stage"),
  /** The principal who did it: kind and id (`system` for the pipeline hook). */
  actorKind: text("actor_kind").notNull(),
  actorId: text("actor_id").notNull(),
  reason: text(),
  channel: text(),
  outcome: text(),
  notes: text(),
  nextActionDate: text("next_action_date"),
  createdAt: text("created_at").notNull(),
}, (t) => [
  index("onboarding_activity_league_idx").on(t.leagueId, t.createdAt),
  index("onboarding_activity_created_idx").on(t.createdAt),
]);

/** An e-mail that may be a league's: recorded once per message id, matched to a league. */
export const onboardingEmailCandidates = sqliteTable("onboarding_email_candidates", {
  /** `obe_<32 hex>`. */
  id: text().primaryKey(),
  messageId: text("message_id").notNull(),
  fromEmail: text("from_email").notNull(),
  fromName: text("from_name"),
  subject: text(),
  leagueName: text("league_name"),
  sport: text(),
  /** The message's first 4,000 characters. */
  excerpt: text(),
  leagueId: text("league_id"),
  processed: integer({ mode: "boolean" }).notNull().default(false),
  processedAt: text("processed_at"),
  receivedAt: text("received_at").notNull(),
  createdAt: text("created_at").notNull(),
}, (t) => [
  uniqueIndex("onboarding_email_candidates_message_key").on(t.messageId),
  index("onboarding_email_candidates_league_idx").on(t.leagueId),
]);

export const FEEDBACK_CATEGORIES = ["triage", "response", "classification", "other"] as const;

/** Feedback on triage and replies (POST /api/feedback), read back by triage (listFeedback). */
export const feedback = sqliteTable("feedback", {
  /** `fb_<32 hex>`. */
  id: text().primaryKey(),
  ownerKind: text("owner_kind").notNull(),
  ownerId: text("owner_id").notNull(),
  category: text({ enum: FEEDBACK_CATEGORIES }).notNull(),
  rating: integer(),
  comment: text(),
  messageId: text("message_id"),
  leagueId: text("league_id"),
  /** The classification the sender says was right (triage learns from it). */
  expectedClassification: text("expected_classification"),
  createdAt: text("created_at").notNull(),
}, (t) => [index("feedback_category_idx").on(t.category, t.createdAt)]);
