import { z } from "zod";

/**
 * The questionnaire as the pipeline understands it, whatever the league sent (PDF, DOCX, TXT,
 * JSON). Every field is optional: a questionnaire may leave anything out, and the extractor
 * reports what it found with a confidence per field. Money is in USD, audiences in people,
 * latencies in milliseconds, durations in days, percentages as 0 to 100.
 */
export const Questionnaire = z.object({
  league_name: z.string().min(1).max(200),
  /** The sport as written ("pickleball", "arena football"); `sport_code` maps it to the catalog. */
  sport: z.string().max(100),
  sport_code: z.string().max(20),
  founded_year: z.number().int().min(1800).max(2100),
  headquarters: z.string().max(200),
  region: z.string().max(100),
  /** Countries or markets where the league plays or is watched. */
  markets: z.array(z.string().max(100)).max(50),
  website: z.string().max(300),

  teams_count: z.number().int().min(0).max(10_000),
  athletes_count: z.number().int().min(0).max(1_000_000),
  season_start_month: z.string().max(20),
  season_length_weeks: z.number().min(0).max(60),
  events_per_season: z.number().int().min(0).max(100_000),
  /** Matches, heats, bouts or games a season: the betting inventory. */
  contests_per_event: z.number().min(0).max(10_000),
  venues: z.array(z.string().max(200)).max(200),
  average_attendance: z.number().int().min(0).max(10_000_000),

  /** Unique viewers a season across broadcast and streaming. */
  annual_viewership: z.number().int().min(0).max(10_000_000_000),
  broadcast_partners: z.array(z.string().max(200)).max(50),
  streaming_platforms: z.array(z.string().max(200)).max(50),
  average_stream_viewers: z.number().int().min(0).max(1_000_000_000),
  social_followers: z.number().int().min(0).max(10_000_000_000),
  audience_age_18_34_percent: z.number().min(0).max(100),

  /** Official data: is there a real-time feed, its format and latency. */
  has_official_data_feed: z.boolean(),
  data_feed_format: z.string().max(100),
  data_latency_ms: z.number().min(0).max(3_600_000),
  historical_data_years: z.number().min(0).max(200),
  stats_tracked: z.array(z.string().max(100)).max(100),

  integrity_program: z.boolean(),
  integrity_partner: z.string().max(200),
  officiating: z.string().max(500),
  anti_doping_policy: z.boolean(),

  existing_betting_partners: z.array(z.string().max(200)).max(50),
  betting_legal_markets: z.array(z.string().max(100)).max(100),
  annual_revenue_usd: z.number().min(0).max(1e12),
  sponsorship_revenue_usd: z.number().min(0).max(1e12),
  growth_rate_percent: z.number().min(-100).max(10_000),

  contact_name: z.string().max(200),
  contact_title: z.string().max(200),
  contact_email: z.string().max(254),
  contact_phone: z.string().max(50),
  notes: z.string().max(5000),
}).partial();

export type Questionnaire = z.infer<typeof Questionnaire>;
export type QuestionnaireField = keyof Questionnaire;

export const QUESTIONNAIRE_FIELDS = Object.keys(Questionnaire.shape) as QuestionnaireField[];

/** The fields a partnership evaluation cannot do without; their absence weighs on confidence. */
export const CORE_FIELDS: QuestionnaireField[] = [
  "league_name",
  "sport",
  "founded_year",
  "region",
  "teams_count",
  "events_per_season",
  "annual_viewership",
  "social_followers",
  "has_official_data_feed",
  "data_latency_ms",
  "integrity_program",
  "contact_email",
];

/** Where a value was read: the source text and its place, so a reviewer can check it. */
export interface Evidence {
  /** The line, table row, sentence or JSON key path and value the value was read from. */
  text: string;
  /** 1-based page (PDF) and line of the extracted text; JSON answers have `path` instead. */
  page?: number;
  line?: number;
  path?: string;
  /** How it was found: a labelled line, a table row, a question, a sentence, a JSON key, a model. */
  via: string;
  /** A range as written ("2,000–3,000"): the value is its midpoint. */
  range?: [number, number];
  /** Money as written, before conversion to USD at the documented rate. */
  original?: { amount: number; currency: string };
}

/** What the extractor returns: the fields, how sure it is of each, and overall. */
export interface Extraction {
  fields: Questionnaire;
  /** 0 to 1 per field found. */
  field_confidence: Partial<Record<QuestionnaireField, number>>;
  /** 0 to 1: how complete and how certain the extraction is (below 0.85 → E006). */
  confidence_score: number;
  /** Fields of CORE_FIELDS not found. */
  missing: QuestionnaireField[];
  /** Lines or labels the extractor could not place, for manual review. */
  unmatched: string[];
  /** Every extracted value's evidence; a value without evidence is never returned. */
  evidence: Partial<Record<QuestionnaireField, Evidence>>;
  /** `deterministic`, or `model` when a language model's answers were kept. */
  method?: "deterministic" | "model";
}
