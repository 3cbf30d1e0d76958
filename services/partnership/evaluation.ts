/**
 * The evaluation path, one step per verb: a questionnaire read (services/questionnaire/read.ts)
 * is researched (`researchLeague`), scored (`scoreLeague`), assessed (`assessLeague`) and priced
 * (`termsheet`). The pipeline's stages, the questionnaire operations and the contracts
 * operations all call these, so one file gives the same fields, score and tier on every route.
 */
import type { Database } from "../../db/client.ts";
import type { AiProvider } from "../ai/mod.ts";
import { AppError } from "../errors.ts";
import { sportCodeFor } from "../questionnaire/extract/mod.ts";
import { readQuestionnaireData } from "../questionnaire/read.ts";
import { CORE_FIELDS, type Extraction, type Questionnaire } from "../questionnaire/schema.ts";
import { SPORTS } from "../sports/catalog.ts";
import { assessReadiness, classifyTier, scorecardOf } from "./assessment.ts";
import {
  DEFAULT_RESEARCH,
  type Research,
  type ResearchConfig,
  researchLeague,
} from "./research.ts";
import { type PartnershipScore, scorePartnership, type Tier } from "./scoring.ts";
import { enhancedTermsheet, type Termsheet, termsheet } from "./terms.ts";

export interface EvaluationServices {
  db: Database;
  ai: AiProvider;
  /** A language model for questionnaire extraction (EXTRACTION=model). */
  extractor?: AiProvider;
  clock: () => Date;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A typed profile is sure of each field it gives: its confidence is the share of core fields. */
export function profileConfidence(q: Questionnaire): number {
  return round2(CORE_FIELDS.filter((f) => q[f] !== undefined).length / CORE_FIELDS.length);
}

/** Whether a code names one of our catalog's sports (one we already price). */
export const isCatalogSport = (code: string | undefined) =>
  SPORTS.some((sport) => sport.sportType === code);

export interface ScoredLeague {
  /** The profile as scored, with its catalog `sport_code` when one was found. */
  league: Questionnaire;
  score: PartnershipScore;
  /** The extraction's confidence (a typed profile's: {@link profileConfidence}). */
  confidence: number;
}

/** Scores a league profile: the one scoring rule of every route. */
export function scoreLeague(
  profile: Questionnaire,
  { confidence = profileConfidence(profile), now, inferred }: {
    confidence?: number;
    now: Date;
    /** Fields research filled from comparable leagues, marked so in the explanation. */
    inferred?: readonly string[];
  },
): ScoredLeague {
  const code = sportCodeFor(profile);
  const league: Questionnaire = code ? { ...profile, sport_code: code } : { ...profile };
  const score = scorePartnership(league, {
    inCatalog: isCatalogSport(code),
    extractionConfidence: confidence,
    year: now.getUTCFullYear(),
    inferred,
  });
  return { league, score, confidence };
}

export interface Assessment {
  readiness: ReturnType<typeof assessReadiness>;
  classification: ReturnType<typeof classifyTier>;
  scorecard: ReturnType<typeof scorecardOf>;
}

/** Readiness, the four-step classification and the scorecard of a scored league. */
export function assessLeague({ league, score, confidence }: ScoredLeague): Assessment {
  return {
    readiness: assessReadiness(score),
    classification: classifyTier(score.overall_score),
    scorecard: scorecardOf(league, score, confidence),
  };
}

/** How much research an evaluation does: none, our catalog only, or with AI market notes. */
export const INTELLIGENCE_MODES = ["simple", "full", "fast"] as const;
export type IntelligenceMode = typeof INTELLIGENCE_MODES[number];

export interface Evaluation extends ScoredLeague, Assessment {
  extraction: Extraction;
  mode: IntelligenceMode;
  /** null in `fast` mode. */
  research: Research | null;
  termsheet: Termsheet;
}

/** research → score → assessment → termsheet for one extraction, in one call. */
export async function evaluate(
  s: EvaluationServices,
  extraction: Extraction,
  { mode = "simple", tierOverride, research = DEFAULT_RESEARCH }: {
    mode?: IntelligenceMode;
    tierOverride?: Tier;
    research?: ResearchConfig;
  } = {},
): Promise<Evaluation> {
  const found = mode === "fast" ? null : await researchLeague(
    s,
    extraction,
    mode === "simple" ? { ...research, budget_usd: 0 } : research,
  );
  const scored = scoreLeague(found?.enhanced ?? extraction.fields, {
    confidence: extraction.confidence_score,
    now: s.clock(),
    inferred: found?.enhancement_data.inferred,
  });
  return {
    ...scored,
    ...assessLeague(scored),
    extraction,
    mode,
    research: found,
    termsheet: termsheet(tierOverride ?? scored.score.tier),
  };
}

/** Core fields a body must carry before anything can be scored from it. */
function requireLeague(data: Questionnaire) {
  if (!data.league_name) {
    throw new AppError("unprocessable", "league_name is required", {
      issues: [{
        location: "json",
        field: "league_name",
        message: "Required",
        code: "invalid_type",
      }],
    });
  }
  return data;
}

/** Already-extracted data (a JSON body, league_name required) evaluated in one mode. */
export const evaluateData = (s: EvaluationServices, data: Questionnaire, mode: IntelligenceMode) =>
  evaluate(s, readQuestionnaireData(requireLeague(data), s.clock()), { mode });

/** `POST /api/v1/leagues/evaluate`: score, tier, components, classification and readiness. */
export async function evaluateLeague(s: EvaluationServices, data: Questionnaire) {
  const result = await evaluateData(s, data, "simple");
  return {
    league_name: result.league.league_name ?? null,
    overall_score: result.score.overall_score,
    tier: result.score.tier,
    components: result.score.components,
    classification: result.classification,
    readiness: result.readiness,
    confidence_score: result.extraction.confidence_score,
  };
}

/** classify-tier: the four-step classification beside the partnership tier. */
export async function classifyLeague(s: EvaluationServices, data: Questionnaire) {
  const result = await evaluateData(s, data, "fast");
  return {
    tier: result.classification,
    overall_score: result.score.overall_score,
    partnership_tier: result.score.tier,
  };
}

/** assess-readiness. */
export const leagueReadiness = async (s: EvaluationServices, data: Questionnaire) =>
  (await evaluateData(s, data, "fast")).readiness;

/** generate-termsheet: the four structures and the score they are priced from. */
export async function leagueTermsheet(s: EvaluationServices, data: Questionnaire) {
  const result = await evaluateData(s, data, "fast");
  return { ...result.termsheet, overall_score: result.score.overall_score };
}

/** generate-enhanced-termsheet: the structures with their costs, from researched data. */
export async function leagueEnhancedTermsheet(s: EvaluationServices, data: Questionnaire) {
  const result = await evaluateData(s, data, "simple");
  return enhancedTermsheet(result.league, result.termsheet);
}
