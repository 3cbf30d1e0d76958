import { z } from "@hono/zod-openapi";
import { MAIL_CATEGORIES } from "../../db/schema/mod.ts";
import {
  FEEDBACK_CATEGORIES,
  ONBOARDING_ACTIVITY_KINDS,
  ONBOARDING_SOURCES,
  ONBOARDING_STAGES,
} from "../../db/schema/mod.ts";

const Stage = z.enum(ONBOARDING_STAGES).openapi("OnboardingStage", {
  description: "discovered → contacted → responded → questionnaire_received → evaluated → " +
    "negotiating → signed, or lost. Forward only (stages may be skipped); signed and lost " +
    "are terminal.",
  example: "contacted",
});
/** A stage or null (inline: a nullable reference is not rendered as one in OpenAPI 3.1). */
const MaybeStage = z.enum(ONBOARDING_STAGES).nullable();
const Source = z.enum(ONBOARDING_SOURCES).openapi({ example: "email" });
const When = z.string().openapi({ format: "date-time" });
const nullableText = z.string().nullable();

const booleanQuery = (description: string) =>
  z.enum(["true", "false"]).default("false").transform((v) => v === "true").openapi({
    description,
    example: "true",
  });

const daysQuery = (fallback: number, description: string) =>
  z.object({
    days: z.coerce.number().int().min(1).max(365).default(fallback).openapi({
      description: `${description} 1 to 365; default ${fallback}.`,
      example: fallback,
    }),
  });

export const OnboardingLeague = z.object({
  league_id: z.string().openapi({ example: "obl_0f8c2b4e9d6a4c1e8b3f5a7d9c2e4f60" }),
  name: z.string(),
  sport: z.string(),
  data_source: Source,
  stage: Stage,
  stage_label: z.string(),
  furthest_stage: Stage,
  stage_changed_at: When,
  allowed_next_stages: z.array(Stage),
  contact_email: nullableText,
  contact_name: nullableText,
  website: nullableText,
  location: nullableText,
  score: z.number().nullable().openapi({ description: "Partnership score, 0 to 1." }),
  tier: nullableText,
  pipeline_run_id: nullableText,
  next_action: nullableText,
  next_action_date: When.nullable(),
  notes: nullableText,
  created_at: When,
  updated_at: When,
}).openapi("OnboardingLeague");

export const Activity = z.object({
  activity_id: z.string(),
  league_id: z.string(),
  league_name: z.string().optional(),
  kind: z.enum(ONBOARDING_ACTIVITY_KINDS),
  from_stage: MaybeStage,
  to_stage: MaybeStage,
  actor: z.object({
    kind: z.string().openapi({ description: "jwt, api_key, oauth, or system." }),
    id: z.string(),
  }),
  reason: nullableText,
  channel: nullableText,
  outcome: nullableText,
  notes: nullableText,
  next_action_date: When.nullable(),
  created_at: When,
}).openapi("OnboardingActivity");

export const LeagueDetail = OnboardingLeague.extend({ activity: z.array(Activity) })
  .openapi("OnboardingLeagueDetail");

export const LeagueParams = z.object({
  league_id: z.string().min(1).max(100).openapi({
    param: { name: "league_id", in: "path" },
    example: "obl_0f8c2b4e9d6a4c1e8b3f5a7d9c2e4f60",
  }),
});

export const LeaguesQuery = z.object({
  stage: Stage.optional(),
  sport: z.string().min(1).max(64).optional().openapi({ example: "lacrosse" }),
  data_source: Source.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({
    description: "1 to 200; default 50.",
    example: 50,
  }),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).openapi({ example: 0 }),
});

export const LeagueList = z.object({
  leagues: z.array(OnboardingLeague),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
}).openapi("OnboardingLeagueList");

export const StageBody = z.object({
  stage: Stage,
  reason: z.string().max(2000).optional().openapi({ example: "Replied to our first e-mail" }),
}).openapi("OnboardingStageChange");

export const StageResult = z.object({
  league: OnboardingLeague,
  changed: z.boolean().openapi({ description: "False when the league was already there." }),
}).openapi("OnboardingStageResult");

export const ContactBody = z.object({
  channel: z.enum(["email", "phone", "meeting", "linkedin", "form", "other"]),
  outcome: z.enum([
    "sent",
    "no_answer",
    "replied",
    "interested",
    "not_interested",
    "meeting_booked",
    "other",
  ]),
  notes: z.string().max(5000).optional(),
  next_action: z.string().max(500).optional().openapi({ example: "Send the questionnaire" }),
  next_action_date: z.string().max(40).optional().openapi({
    description: "A date (2026-12-01) or timestamp.",
    example: "2026-12-01",
  }),
}).openapi("OnboardingContactAttempt");

export const ContactResult = z.object({ contact: Activity, league: OnboardingLeague })
  .openapi("OnboardingContactResult");

export const RecentQuery = daysQuery(7, "How far back, in days.");
export const NextQuery = daysQuery(7, "How far ahead, in days (overdue actions are included).");

export const RecentActivity = z.object({
  days: z.number().int(),
  since: When,
  total: z.number().int(),
  activity: z.array(Activity),
}).openapi("OnboardingRecentActivity");

export const NextActions = z.object({
  days: z.number().int(),
  until: When,
  total: z.number().int(),
  actions: z.array(z.object({
    league_id: z.string(),
    name: z.string(),
    stage: Stage,
    next_action: nullableText,
    next_action_date: When,
    overdue: z.boolean(),
  })),
}).openapi("OnboardingNextActions");

export const EmailCandidate = z.object({
  candidate_id: z.string(),
  message_id: z.string(),
  from_email: z.string(),
  from_name: nullableText,
  subject: nullableText,
  league_name: nullableText,
  sport: nullableText,
  excerpt: nullableText,
  league_id: nullableText,
  matched: z.boolean(),
  processed: z.boolean(),
  processed_at: When.nullable(),
  received_at: When,
  created_at: When,
}).openapi("EmailCandidate");

export const CandidatesQuery = z.object({
  processed_only: booleanQuery("Only candidates already processed."),
  matched_only: booleanQuery("Only candidates matched to a league."),
});

export const CandidateList = z.object({
  candidates: z.array(EmailCandidate),
  total: z.number().int(),
}).openapi("EmailCandidateList");

const ByStage = z.record(z.string(), z.number().int());

export const PipelineStatus = z.object({
  status: z.literal("operational"),
  total_leagues: z.number().int(),
  open_leagues: z.number().int(),
  by_stage: ByStage,
  signed: z.number().int(),
  lost: z.number().int(),
  generated_at: When,
}).openapi("OnboardingPipelineStatus");

export const PipelineDetailed = PipelineStatus.extend({
  statistics: z.object({
    conversion: z.record(z.string(), z.number()).openapi({
      description: "Per stage, the share (0 to 1) of all leagues that reached it; `overall` " +
        "= signed / all.",
    }),
    average_days_in_stage: z.record(z.string(), z.number().nullable()).openapi({
      description: "Mean days spent in each stage by the leagues that left it; null if none.",
    }),
    by_sport: ByStage,
    by_data_source: ByStage,
    evaluated_leagues: z.number().int(),
    average_score: z.number().nullable(),
    activity_last_7_days: z.number().int(),
    overdue_next_actions: z.number().int(),
    email_candidates: z.object({
      total: z.number().int(),
      processed: z.number().int(),
      matched: z.number().int(),
    }),
  }),
}).openapi("OnboardingPipelineDetailed");

export const ResetResult = z.object({
  reset: z.literal(true),
  deleted: z.object({
    leagues: z.number().int(),
    activity: z.number().int(),
    email_candidates: z.number().int(),
  }),
  reset_at: When,
}).openapi("OnboardingResetResult");

export const Stages = z.object({
  stages: z.array(z.object({
    stage: Stage,
    label: z.string(),
    description: z.string(),
    order: z.number().int().openapi({ description: "Position in the forward order; lost: -1." }),
    terminal: z.boolean(),
    allowed_next_stages: z.array(Stage),
  })),
}).openapi("OnboardingStages");

export const Sports = z.object({
  sports: z.array(z.object({ sport: z.string(), leagues: z.number().int() })),
  total: z.number().int(),
}).openapi("OnboardingSports");

export const Health = z.object({
  status: z.enum(["healthy", "degraded"]),
  dependencies: z.record(z.string(), z.object({ status: z.string(), detail: z.string() }))
    .optional(),
}).openapi("OnboardingHealth");

export const OnboardBody = z.object({
  league_name: z.string().trim().min(1).max(200).openapi({ example: "Coastal Lacrosse League" }),
  contact_email: z.email().max(320).openapi({ example: "commissioner@coastal-lax.example" }),
  contact_name: z.string().max(200).optional(),
  sport: z.string().max(64).optional().openapi({ example: "lacrosse" }),
  message: z.string().max(100_000).optional(),
  subject: z.string().max(500).optional(),
  message_id: z.string().min(1).max(500).optional().openapi({
    description: "The e-mail's Message-ID: the same id again is the same message (idempotent). " +
      "Without it, sender, league name and text identify the message.",
    example: "<20261121.1234@coastal-lax.example>",
  }),
  website: z.string().max(500).optional(),
}).openapi("OnboardRequest");

export const OnboardResult = z.object({
  duplicate: z.boolean().openapi({ description: "This message was received before." }),
  league_created: z.boolean(),
  league: OnboardingLeague,
  candidate: EmailCandidate,
}).openapi("OnboardResult");

export const LeagueStatus = z.object({
  league_id: z.string(),
  name: z.string(),
  sport: z.string(),
  stage: Stage,
  stage_label: z.string(),
  stage_description: z.string(),
  stage_changed_at: When,
  score: z.number().nullable(),
  tier: nullableText,
  next_action: nullableText,
  next_action_date: When.nullable(),
  last_activity_at: When,
  history: z.array(Activity),
}).openapi("LeagueOnboardingStatus");

export const FeedbackBody = z.object({
  category: z.enum(FEEDBACK_CATEGORIES).openapi({ example: "triage" }),
  rating: z.number().int().min(1).max(5).optional(),
  comment: z.string().max(5000).optional(),
  message_id: z.string().max(500).optional(),
  league_id: z.string().max(100).optional(),
  expected_classification: z.string().max(100).optional().openapi({
    description: "What the message should have been classified as.",
    example: "questionnaire_reply",
  }),
}).refine((b) => b.rating !== undefined || b.comment?.trim() || b.expected_classification, {
  message: "send a rating, a comment or an expected_classification",
}).openapi("FeedbackRequest");

export const Feedback = z.object({
  feedback_id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  rating: z.number().int().nullable(),
  comment: nullableText,
  message_id: nullableText,
  league_id: nullableText,
  expected_classification: nullableText,
  created_at: When,
}).openapi("Feedback");

const ProcessId = z.string().trim().min(1).max(998).openapi({
  description: "An e-mail candidate id (`obe_…`) or a stored inbox message's Message-ID " +
    "(angle brackets optional).",
  example: "obe_0123456789abcdef0123456789abcdef",
});

export const ProcessCandidateBody = z.object({
  candidate_id: ProcessId.optional(),
  message_id: ProcessId.optional().openapi({
    description: "A stored inbox message's Message-ID (or a candidate's).",
    example: "<20261121.1234@coastal-lax.example>",
  }),
}).openapi("ProcessEmailCandidateBody", {
  description: "Exactly one of `candidate_id` and `message_id` (400 otherwise).",
});

const PipelineRun = z.object({
  attachment: z.string(),
  run_id: z.string().nullable(),
  started: z.boolean().openapi({ description: "False when an earlier call started it." }),
});

export const CandidateOutcome = z.object({
  id: z.string().openapi({ description: "The id as given." }),
  already_processed: z.boolean().openapi({
    description: "The candidate was processed before this call (processing again changes " +
      "nothing).",
  }),
  candidate: EmailCandidate,
  category: z.enum(MAIL_CATEGORIES).nullable().openapi({
    description: "The stored message's classification; null for a candidate with no stored " +
      "message (one recorded by POST /api/onboard), which is only matched and marked processed.",
  }),
  stage: z.string().nullable().openapi({ description: "The matched league's stage after it." }),
  pipeline_runs: z.array(PipelineRun),
}).openapi("EmailCandidateOutcome");

export const ProcessBatchBody = z.object({
  ids: z.array(ProcessId).min(1).max(50).optional().openapi({
    description: "Up to 50 candidate ids or stored message ids, processed in order.",
  }),
  unprocessed: z.literal(true).optional().openapi({
    description: "Instead of ids: the oldest unprocessed inbox messages, then unprocessed " +
      "candidates, up to `limit`.",
  }),
  limit: z.number().int().min(1).max(50).optional().openapi({
    description: "With `unprocessed`: how many (default 50).",
  }),
}).openapi("ProcessEmailBatchBody", {
  description: "Either `ids` or `unprocessed: true` (400 for both or neither).",
});

const BatchFailure = z.object({
  ok: z.literal(false),
  id: z.string(),
  status: z.number().int().openapi({ description: "What processing it alone would answer." }),
  error: z.object({ code: z.string(), message: z.string() }),
});

export const ProcessBatchResult = z.object({
  results: z.array(
    z.union([CandidateOutcome.extend({ ok: z.literal(true) }), BatchFailure]),
  ),
  processed: z.number().int(),
  failed: z.number().int(),
}).openapi("ProcessEmailBatchResult");
