import { z } from "@hono/zod-openapi";
import { LEAGUE_STATUSES } from "../../db/schema/catalog.ts";
import { MARKET_SIZES } from "../../services/catalog/mod.ts";
import { LeagueProfile, Readiness, ScoreSummary } from "../contracts/schemas.ts";

const LeagueId = z.string().min(1).max(100).openapi({ example: "league_nll" });
const Region = z.string().min(1).max(100).openapi({ example: "North America" });

export const OpportunitiesRequest = z.object({
  league_id: LeagueId,
  criteria: z.object({
    market_size: z.enum(MARKET_SIZES).optional().openapi({
      description: "large: catalog tiers 1–2; medium: tier 3; small: tiers 4–5.",
    }),
    region: Region.optional(),
  }).strict().default({}),
}).strict().openapi("PartnershipOpportunitiesRequest");

export const Opportunity = z.object({
  league_id: z.string(),
  name: z.string(),
  sport: z.string(),
  region: z.string(),
  tier: z.number().int().min(1).max(5),
  status: z.enum(LEAGUE_STATUSES),
  overall_score: z.number().min(0).max(1),
  partnership_tier: z.string().openapi({ example: "Silver" }),
  classification: z.string().openapi({ example: "Growth" }),
  recommended_flavor: z.string().openapi({ example: "balanced" }),
  readiness_level: z.string().openapi({ example: "developing" }),
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
}).openapi("PartnershipOpportunity", {
  description: "A league scored by the partnership pipeline's verbs on its catalog profile.",
});

export const OpportunitiesResponse = z.object({
  league_id: z.string(),
  criteria: z.object({
    market_size: z.enum(MARKET_SIZES).nullable(),
    region: z.string().nullable(),
  }),
  league: Opportunity,
  opportunities: z.array(Opportunity).openapi({
    description: "Other leagues of the criteria, best partnership score first (at most 10).",
  }),
  summary: z.string().openapi({ description: "Written by the AI provider from these facts." }),
  provider: z.string().openapi({ example: "local-extractive" }),
  generated_at: z.string().openapi({ format: "date-time" }),
}).openapi("PartnershipOpportunities");

export const ResearchRequest = z.object({
  league_id: LeagueId,
  focus: z.string().min(1).max(500).optional().openapi({
    description: "What the findings should address.",
    example: "betting readiness and data quality",
  }),
}).strict().openapi("LeagueResearchRequest");

export const ResearchResponse = z.object({
  league_id: z.string(),
  name: z.string(),
  profile: LeagueProfile,
  partnership_score: ScoreSummary,
  readiness: Readiness,
  comparables: z.array(Opportunity).openapi({
    description: "The three leagues closest in score, region and tier.",
  }),
  findings: z.string().openapi({ description: "Written by the AI provider from `citations`." }),
  citations: z.array(z.string()).openapi({ description: "The facts the findings rest on." }),
  provider: z.string(),
  cost_usd: z.number(),
  generated_at: z.string().openapi({ format: "date-time" }),
}).openapi("LeagueResearch");

export const OutreachRequest = z.object({
  limit: z.number().int().min(1).max(20).default(5).openapi({ example: 5 }),
  region: Region.optional(),
}).strict().openapi("DailyOutreachRequest");

export const OutreachResponse = z.object({
  date: z.string().openapi({ format: "date" }),
  region: z.string().nullable(),
  targets: z.array(
    Opportunity.extend({
      next_action: z.string().openapi({ description: "From the readiness assessment." }),
    }).openapi("OutreachTarget"),
  ),
  summary: z.string(),
  provider: z.string(),
  generated_at: z.string().openapi({ format: "date-time" }),
}).openapi("DailyOutreach");
