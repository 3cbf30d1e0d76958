import { z } from "@hono/zod-openapi";
import { MARKET_DEMANDS } from "../../services/opportunities/mod.ts";

const limit = z.coerce.number().int().min(1).max(100).default(10).openapi({
  description: "1 to 100; default 10.",
  example: 10,
});
const sport = z.string().min(1).max(64).optional().openapi({
  description: "A sport code of the catalog.",
  example: "wsl",
});
const Demand = z.enum(MARKET_DEMANDS).openapi({
  description: "From the catalog tier: 1–2 high, 3 medium, 4–5 low.",
  example: "high",
});

export const TopQuery = z.object({
  limit,
  sport,
  min_score: z.coerce.number().int().min(0).max(100).optional().openapi({
    description: "Lowest `opportunity_score` (0 to 100).",
    example: 40,
  }),
});

export const UnderservedQuery = z.object({ limit, sport, market_demand: Demand.optional() });

export const OpportunityParams = z.object({
  opportunity_id: z.string().min(1).max(200).openapi({
    param: { name: "opportunity_id", in: "path" },
    example: "top_lg_wsl",
  }),
});

const top = {
  opportunity_id: z.string().openapi({ example: "top_lg_wsl" }),
  league_id: z.string(),
  name: z.string(),
  sport: z.string(),
  region: z.string(),
  catalog_tier: z.number().int(),
  status: z.string(),
  overall_score: z.number().openapi({ description: "Partnership score, 0 to 1." }),
  partnership_tier: z.string(),
  readiness_level: z.string(),
  recommended_flavor: z.string(),
  market_size_usd: z.number().int(),
  potential_revenue_usd: z.number().int().openapi({
    description: "round(market_size_usd × overall_score × readiness factor).",
  }),
  sportsbook_coverage: z.number().openapi({
    description: "Books covering the sport / all books.",
  }),
  market_growth: z.number().openapi({
    description: "0.6 × (1 − sportsbook_coverage) + 0.4 × overall_score.",
  }),
  opportunity_score: z.number().int().openapi({
    description: "round(100 × (0.6 × potential_revenue_usd / 5000000 + 0.4 × market_growth)).",
  }),
};

export const TopOpportunity = z.object(top).openapi("TopOpportunity");

export const TopList = z.object({
  opportunities: z.array(TopOpportunity),
  total: z.number().int(),
  filters: z.object({
    limit: z.number().int(),
    sport: z.string().nullable(),
    min_score: z.number().int().nullable(),
  }),
  generated_at: z.string().openapi({ format: "date-time" }),
}).openapi("TopOpportunityList");

export const TopDetail = z.object({
  ...top,
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
  covering_sportsbooks: z.array(z.string()),
  formula: z.record(z.string(), z.union([z.string(), z.number()])),
}).openapi("TopOpportunityDetail");

const underserved = {
  opportunity_id: z.string().openapi({ example: "usb_lg_wsl" }),
  league_id: z.string(),
  name: z.string(),
  sport: z.string(),
  region: z.string(),
  catalog_tier: z.number().int(),
  market_demand: Demand,
  sportsbooks_total: z.number().int(),
  sportsbooks_covering_league: z.number().int(),
  sportsbooks_covering_sport: z.number().int(),
  coverage_gap: z.number().openapi({
    description: "1 − sportsbooks_covering_league / sportsbooks_total.",
  }),
  underserved_score: z.number().int().openapi({
    description: "round(100 × coverage_gap × demand weight (high 1, medium 0.7, low 0.4)).",
  }),
};

export const UnderservedOpportunity = z.object(underserved).openapi("UnderservedOpportunity");

export const UnderservedList = z.object({
  opportunities: z.array(UnderservedOpportunity),
  total: z.number().int(),
  filters: z.object({
    limit: z.number().int(),
    sport: z.string().nullable(),
    market_demand: Demand.nullable(),
  }),
  generated_at: z.string().openapi({ format: "date-time" }),
}).openapi("UnderservedOpportunityList");

export const UnderservedDetail = z.object({
  ...underserved,
  books: z.array(z.object({
    sportsbook_id: z.string(),
    name: z.string(),
    covers_sport: z.boolean(),
    covers_league: z.boolean(),
    markets: z.array(z.string()),
  })),
  missing_sportsbooks: z.array(z.string()),
  formula: z.record(z.string(), z.union([z.string(), z.number()])),
}).openapi("UnderservedOpportunityDetail");
