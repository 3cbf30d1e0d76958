/**
 * The verbs behind spec 001's "Contracts" operations (/api/contracts/...): generation from an
 * uploaded questionnaire, terms from a league profile, documents from terms, scorecards with
 * sliders, the six-stage view of a pipeline run, template injection with its compliance check,
 * fingerprints and interactive sessions. Plain verbs over the partnership and document
 * services: no HTTP, no runtime APIs.
 *
 * Decisions (the spec shows none of these shapes):
 * - A league profile sent as JSON is typed, so each field it gives is certain: its confidence is
 *   the share of CORE_FIELDS present (an extracted questionnaire uses the extractor's own score).
 * - Named aggressiveness levels stand for the middle of their flavor's band (conservative 0.125,
 *   balanced 0.375, aggressive 0.625, premium 0.875); numbers pick the flavor by band.
 * - Contracts sent back to us (format, generate-document, template-injection) are rendered with
 *   the client's figures, which the route schemas check for coherence (base fee of the tier,
 *   annual fee = base fee × multiplier); a document is never silently re-priced.
 * - Files are stored under `contracts/<id>/...` with fresh server-made ids, never ids from the
 *   request, so one caller cannot overwrite another's documents.
 * - Interactive sessions are JSON in the document store (`sessions/<session_id>.json`) with the
 *   owner; others get 404 (admins see all), as with pipeline runs.
 */
import { desc, eq, sql } from "drizzle-orm";
import { pipelineRuns } from "../../db/schema/mod.ts";
import type { Principal } from "../auth/principal.ts";
import { type DocumentFormat, type RenderableDocument, renderDocument } from "../documents/mod.ts";
import { AppError, type ErrorDetails, notFound } from "../errors.ts";
import type { PipelineServices } from "../pipeline/context.ts";
import {
  loadRun,
  progressOf,
  type RunRow,
  type Stage,
  type StageMetrics,
  stageMetrics,
  stageOutput,
  type StageRow,
} from "../pipeline/runs.ts";
import type { ExtractionOutput, ScoringOutput } from "../pipeline/stages.ts";
import { extractQuestionnaire, sportCodeOf } from "../questionnaire/extract.ts";
import { ingestDocument } from "../questionnaire/ingest.ts";
import { CORE_FIELDS, type Questionnaire } from "../questionnaire/schema.ts";
import { SPORTS } from "../sports/catalog.ts";
import {
  assessReadiness,
  CLASSIFICATION_TIERS,
  classifyTier,
  type Scorecard,
  scorecardOf,
  type ScorecardSliders,
  termsForScorecard,
} from "./assessment.ts";
import { type ComplianceCheck, complianceOf, textOf } from "./compliance.ts";
import { contractDocument, PROVIDER, REQUIRED_CLAUSES } from "./contracts.ts";
import { DEFAULT_RESEARCH, type Research, researchLeague } from "./research.ts";
import {
  COMPONENT_WEIGHTS,
  type PartnershipScore,
  scorePartnership,
  type Tier,
  TIER_THRESHOLDS,
  tierOf,
  TIERS,
} from "./scoring.ts";
import {
  ANNUAL_ESCALATOR_PERCENT,
  BASE_FEES,
  type ContractDetails,
  contractTerms,
  type Flavor,
  FLAVOR_NAMES,
  flavorForAggressiveness,
  FLAVORS,
  recommendedAggressiveness,
  SUPPORT_LEVELS,
  type TermAdjustments,
  termsheetContracts,
} from "./terms.ts";

/** What these verbs use; a subset of the pipeline's services. */
export type ContractServices = Pick<
  PipelineServices,
  "db" | "documents" | "ai" | "logger" | "clock"
>;

export type PricedTier = typeof TIERS[number];
/** Below this extraction confidence a result is flagged E006 (as the pipeline's runs are). */
const MIN_CONFIDENCE = 0.85;
const STORED_FORMATS = ["md", "docx", "pdf"] as const;
type StoredFormat = typeof STORED_FORMATS[number];

const round2 = (x: number) => Math.round(x * 100) / 100;
const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;

/** A 422 whose `details.issues` reads like the validation hook's, for rules across inputs. */
function invalid(location: string, field: string, message: string, extra: ErrorDetails = {}) {
  return new AppError("unprocessable", `invalid '${field}' (${location}): ${message}`, {
    parameter: field,
    issues: [{ location, field, message, code: "custom" }],
    ...extra,
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A store write; an outage is E004 (document store), as in the pipeline's stages. */
async function store(s: ContractServices, key: string, body: Uint8Array, contentType?: string) {
  try {
    await s.documents.put(key, body, contentType);
  } catch (err) {
    if (err instanceof AppError) throw err;
    s.logger.error("document store failed", { key, error: String(err) });
    throw new AppError("unavailable", "the document store is unavailable", { key }, {
      code: "E004",
    });
  }
  return s.documents.url(key);
}

// ---------------------------------------------------------------------------------------------
// Profiles, scores and aggressiveness

/** A typed profile is sure of each field it gives: confidence is the share of core fields. */
export function profileConfidence(q: Questionnaire): number {
  return round2(CORE_FIELDS.filter((f) => q[f] !== undefined).length / CORE_FIELDS.length);
}

export interface ScoredProfile {
  league: Questionnaire;
  score: PartnershipScore;
  confidence: number;
}

/** Scores a profile as the pipeline's scoring stage does, without research. */
export function scoreProfile(
  profile: Questionnaire,
  now: Date,
  confidence = profileConfidence(profile),
): ScoredProfile {
  const code = profile.sport_code ?? (profile.sport ? sportCodeOf(profile.sport) : undefined);
  const league: Questionnaire = code ? { ...profile, sport_code: code } : { ...profile };
  const score = scorePartnership(league, {
    inCatalog: SPORTS.some((sport) => sport.sportType === league.sport_code),
    extractionConfidence: confidence,
    year: now.getUTCFullYear(),
  });
  return { league, score, confidence };
}

const scoreSummary = (score: PartnershipScore) => ({
  overall_score: score.overall_score,
  tier: score.tier,
  components: score.components,
});

/** Named levels: the middle of each flavor's band of flavorForAggressiveness. */
export const NAMED_AGGRESSIVENESS: Record<Flavor, number> = {
  conservative: 0.125,
  balanced: 0.375,
  aggressive: 0.625,
  premium: 0.875,
};

/** Each flavor's band of aggressiveness, [from, to). */
const AGGRESSIVENESS_BANDS: Record<Flavor, [number, number]> = {
  conservative: [0, 0.25],
  balanced: [0.25, 0.5],
  aggressive: [0.5, 0.75],
  premium: [0.75, 1],
};

/** A level as a number (0 to 1, as a number or numeric text) or a flavor's name. */
export function aggressivenessOf(level: number | string): { level: number; flavor: Flavor } {
  if (typeof level === "string" && level in NAMED_AGGRESSIVENESS) {
    return { level: NAMED_AGGRESSIVENESS[level as Flavor], flavor: level as Flavor };
  }
  const value = Number(level);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw invalid("query", "aggressiveness_level", "a number from 0 to 1 or a flavor name");
  }
  return { level: value, flavor: flavorForAggressiveness(value) };
}

// ---------------------------------------------------------------------------------------------
// Templates

/** The tier classification endpoint's scale, as classifyTier applies it. */
export const CLASSIFICATION_THRESHOLDS: Record<typeof CLASSIFICATION_TIERS[number], number> = {
  Premium: 0.75,
  Growth: 0.55,
  Standard: 0.4,
  Emerging: 0,
};

export function contractTemplates() {
  return {
    templates: [{
      template_id: "data_partnership_agreement",
      title: "Data Partnership Agreement",
      provider: PROVIDER.name,
      formats: ["md", "docx", "pdf", "json"],
      required_clauses: [...REQUIRED_CLAUSES],
      governing_law: "State of New York",
      tiers: [...TIERS],
    }],
    flavors: FLAVOR_NAMES.map((flavor) => {
      const terms = contractTerms("Bronze", flavor);
      return {
        flavor,
        ...FLAVORS[flavor],
        support_level: terms.support_level,
        exclusivity: terms.exclusivity,
        termination_notice_days: terms.termination_notice_days,
        aggressiveness_range: AGGRESSIVENESS_BANDS[flavor],
        named_aggressiveness: NAMED_AGGRESSIVENESS[flavor],
      };
    }),
    tiers: [
      ...TIERS.map((tier) => ({
        tier: tier as Tier,
        min_overall_score: TIER_THRESHOLDS[tier],
        base_fee_usd: BASE_FEES[tier],
        priced: true,
        annual_fee_usd: Object.fromEntries(
          FLAVOR_NAMES.map((f) => [f, contractTerms(tier, f).annual_fee_usd]),
        ) as Record<Flavor, number>,
      })),
      {
        tier: "Unrated" as Tier,
        min_overall_score: 0,
        base_fee_usd: 0,
        priced: false,
        annual_fee_usd: null,
      },
    ],
    classification_frameworks: {
      partnership_tier: {
        description: "Tier of the partnership score (0.00 to 1.00); below Bronze is Unrated " +
          "and gets no priced terms.",
        scale: TIERS.map((name) => ({ name, min_overall_score: TIER_THRESHOLDS[name] as number })),
        component_weights: { ...COMPONENT_WEIGHTS },
      },
      classification: {
        description: "The tier classification scale.",
        scale: CLASSIFICATION_TIERS.map((name) => ({
          name,
          min_overall_score: CLASSIFICATION_THRESHOLDS[name],
        })),
      },
      scorecard: {
        description: "Scorecard tier = 5.1 - 4 x overall_score, rounded to 0.1: 1.1 is the " +
          "strongest, 5.1 the weakest. Scores are 0 to 100.",
        range: { best: 1.1, worst: 5.1 },
        scores: [
          "market_potential",
          "data_quality",
          "betting_readiness",
          "fan_engagement",
          "operational_maturity",
        ],
      },
    },
    pricing: {
      currency: "USD",
      escalator_percent: ANNUAL_ESCALATOR_PERCENT,
      payment_schedule: "quarterly in advance",
      support_levels: [...SUPPORT_LEVELS],
      adjustment_limits: { length_months: [6, 60], fee_factor: [0.5, 2] },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering and compliance

/** The contract model: our legal template with the league and the terms merged in. */
function contractModel(
  league: Questionnaire | undefined,
  terms: ContractDetails,
  ids: { contractId: string; fingerprintId: string },
  now: Date,
  overall?: number,
): RenderableDocument {
  const score = overall ??
    (league ? scoreProfile(league, now).score.overall_score : undefined);
  const doc = contractDocument(
    league ?? {},
    { tier: terms.tier, overall_score: score ?? 0 },
    terms,
    {
      ...ids,
      date: now,
    },
  );
  // Without a league to score, the document names the tier alone rather than a made-up score.
  if (score === undefined) doc.meta["Partnership tier"] = terms.tier;
  return doc;
}

/** The JSON format of a contract: its id, the terms and the document model. */
const contractJson = (contractId: string, terms: ContractDetails, doc: RenderableDocument) =>
  new TextEncoder().encode(
    JSON.stringify({ contract_id: contractId, terms, document: doc }, null, 2),
  );

async function render(
  doc: RenderableDocument,
  format: DocumentFormat,
  json: () => Uint8Array,
) {
  if (format !== "json") return await renderDocument(doc, format);
  return { bytes: json(), contentType: "application/json", extension: "json" };
}

export interface RenderedContract {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
  contractId: string;
}

/** Terms as sent back by a client: ContractDetails, maybe with the id we gave them. */
export type TermsInput = ContractDetails & { contract_id?: string };

const withoutId = ({ contract_id: _, ...terms }: TermsInput): ContractDetails => terms;

/** One contract in one format (format and generate-document). */
export async function renderContract(
  s: ContractServices,
  input: { terms: TermsInput; league?: Questionnaire; format: DocumentFormat },
): Promise<RenderedContract> {
  const terms = withoutId(input.terms);
  const contractId = input.terms.contract_id ?? newId("ct");
  const doc = contractModel(
    input.league,
    terms,
    { contractId, fingerprintId: contractId },
    s.clock(),
  );
  const out = await render(doc, input.format, () => contractJson(contractId, terms, doc));
  return {
    bytes: out.bytes,
    contentType: out.contentType,
    filename: `${contractId}.${out.extension}`,
    contractId,
  };
}

/** A document model as it is, in one format (format with `document`). */
export async function renderModel(
  doc: RenderableDocument,
  format: DocumentFormat,
): Promise<RenderedContract> {
  const out = await renderDocument(doc, format);
  const contractId = doc.meta["Contract ID"] ?? "document";
  const safe = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(contractId) ? contractId : "document";
  return {
    bytes: out.bytes,
    contentType: out.contentType,
    filename: `${safe}.${format}`,
    contractId,
  };
}

/** generate-document: the template of `template_tier` must be the tier the terms are priced at. */
export async function generateDocument(
  s: ContractServices,
  input: { terms: TermsInput; league?: Questionnaire },
  query: { template_tier?: PricedTier; output_format?: DocumentFormat },
): Promise<RenderedContract> {
  const tier = query.template_tier ?? input.terms.tier;
  if (tier !== input.terms.tier) {
    throw invalid(
      "query",
      "template_tier",
      `the terms are priced for ${input.terms.tier}, not ${tier}: price them for ${tier} with ` +
        "/api/contracts/generate-terms or /api/contracts/adjust-terms first",
      { terms_tier: input.terms.tier },
    );
  }
  return await renderContract(s, { ...input, format: query.output_format ?? "pdf" });
}

// ---------------------------------------------------------------------------------------------
// Generation from an uploaded questionnaire

export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
  contentType?: string;
}

export interface StoredDocument {
  url: string;
  content_type: string;
  size_bytes: number;
  base64?: string;
}

/**
 * The three parts of spec 001: ingestion to JSON; enhancement (research), classification and
 * market intelligence; generation of every flavor's contract in MD, DOCX and PDF, stored under
 * `contracts/<contract_id>/<flavor>.<format>` and checked for compliance.
 */
export async function generateContracts(
  s: ContractServices,
  input: { file: UploadedFile; leagueName?: string; delivery?: "url" | "base64" },
) {
  const now = s.clock();
  const source = await ingestDocument(input.file);
  const extraction = extractQuestionnaire({ text: source.text, json: source.json });
  if (!extraction.fields.league_name && input.leagueName) {
    extraction.fields.league_name = input.leagueName;
  }
  const research: Research = await researchLeague(s, extraction, DEFAULT_RESEARCH);
  const { league, score, confidence } = scoreProfile(
    research.enhanced,
    now,
    extraction.confidence_score,
  );
  const scorecard = scorecardOf(league, score, confidence);
  const contractId = newId("ct");
  const fingerprintId = newId("fp");
  const contracts = termsheetContracts(score.tier);
  const documents: Partial<Record<Flavor, Record<StoredFormat, StoredDocument>>> = {};
  const checks: ComplianceCheck[] = [];
  for (const [flavor, terms] of Object.entries(contracts) as [Flavor, ContractDetails][]) {
    const doc = contractDocument(league, score, terms, {
      contractId: `${contractId}-${flavor}`,
      fingerprintId,
      date: now,
    });
    const files = {} as Record<StoredFormat, StoredDocument>;
    const texts: Partial<Record<DocumentFormat, string>> = {};
    for (const format of STORED_FORMATS) {
      const rendered = await renderDocument(doc, format);
      const url = await store(
        s,
        `contracts/${contractId}/${flavor}.${format}`,
        rendered.bytes,
        rendered.contentType,
      );
      files[format] = {
        url,
        content_type: rendered.contentType,
        size_bytes: rendered.bytes.byteLength,
        ...(input.delivery === "base64" ? { base64: toBase64(rendered.bytes) } : {}),
      };
      texts[format] = await textOf(format, rendered.bytes);
    }
    checks.push(
      ...complianceOf(terms, texts).checks.map((c) => ({ ...c, format: `${flavor}.${c.format}` })),
    );
    documents[flavor] = files;
  }
  const flags = extraction.confidence_score < MIN_CONFIDENCE ? ["E006"] : [];
  if (research.timed_out) flags.push("E002");
  return {
    contract_id: contractId,
    fingerprint_id: fingerprintId,
    league_name: league.league_name ?? null,
    ingestion: {
      source: {
        filename: source.filename,
        format: source.format,
        pages: source.pages ?? null,
        bytes: source.bytes,
      },
      extraction,
      extracted_at: now.toISOString(),
    },
    intelligence: {
      enhancement: {
        fields: research.enhanced,
        inferred: research.enhancement_data.inferred,
        quality_score: research.quality_score,
        data_quality_report: research.data_quality_report,
      },
      classification: {
        partnership_score: scoreSummary(score),
        classification: classifyTier(score.overall_score),
        scorecard,
        readiness: assessReadiness(score),
      },
      market_intelligence: {
        comparables: research.enhancement_data.comparables,
        market_notes: research.enhancement_data.market_notes,
        provider: research.enhancement_data.provider,
        cost_usd: research.cost_usd,
        timed_out: research.timed_out,
      },
    },
    generation: {
      tier: score.tier,
      recommended_flavor: scorecard.recommended_flavor,
      contracts: Object.fromEntries(
        Object.entries(contracts).map(([f, t]) => [f, { ...t, contract_id: `${contractId}-${f}` }]),
      ) as Partial<Record<Flavor, ContractDetails & { contract_id: string }>>,
      documents,
      compliance: { passed: checks.every((c) => c.passed), checks },
    },
    flags,
  };
}

// ---------------------------------------------------------------------------------------------
// Terms, scorecards, adjustments

/** generate-terms: the profile's score and the terms of the requested (or recommended) flavor. */
export function generateTerms(
  s: Pick<ContractServices, "clock">,
  profile: Questionnaire,
  aggressiveness?: string | number,
) {
  const { league, score, confidence } = scoreProfile(profile, s.clock());
  const requested = aggressiveness !== undefined;
  const { level, flavor } = aggressivenessOf(
    aggressiveness ?? recommendedAggressiveness(score.overall_score, confidence),
  );
  const priced = score.tier !== "Unrated";
  return {
    league_name: league.league_name ?? null,
    partnership_score: scoreSummary(score),
    confidence,
    classification: classifyTier(score.overall_score),
    aggressiveness_level: level,
    aggressiveness_source: requested ? "requested" as const : "recommended" as const,
    flavor,
    terms: priced ? contractTerms(score.tier, flavor) : null,
    note: priced ? null : "The league scores below Bronze (0.35): it is Unrated and gets no " +
      "priced terms until its profile improves.",
  };
}

/** scorecard: the five scores, the 1.1–5.1 tier and the classifications. */
export function scorecardFor(s: Pick<ContractServices, "clock">, profile: Questionnaire) {
  const { league, score, confidence } = scoreProfile(profile, s.clock());
  return {
    league_name: league.league_name ?? null,
    scorecard: scorecardOf(league, score, confidence),
    classification: classifyTier(score.overall_score),
    partnership_score: scoreSummary(score),
    confidence,
    readiness: assessReadiness(score),
  };
}

/** scorecard/update: the card recalculated with the sliders, the baseline, and its terms. */
export function updateScorecard(
  s: Pick<ContractServices, "clock">,
  profile: Questionnaire,
  sliders: ScorecardSliders,
) {
  const { league, score, confidence } = scoreProfile(profile, s.clock());
  const baseline = scorecardOf(league, score, confidence);
  const scorecard = scorecardOf(league, score, confidence, sliders);
  return {
    league_name: league.league_name ?? null,
    scorecard,
    baseline,
    sliders,
    terms: scorecard.partnership_tier === "Unrated" ? null : termsForScorecard(scorecard),
  };
}

/** adjust-terms: one flavor's terms with the adjustments, beside the flavor's defaults. */
export function adjustTerms(input: {
  tier: PricedTier;
  aggressiveness_level: number | Flavor;
  adjustments?: TermAdjustments;
}) {
  const { level, flavor } = aggressivenessOf(input.aggressiveness_level);
  const adjustments = input.adjustments ?? {};
  const baseline = contractTerms(input.tier, flavor);
  const terms = contractTerms(input.tier, flavor, adjustments);
  const fields = [
    "length_months",
    "support_level",
    "fee_multiplier",
    "annual_fee_usd",
    "total_contract_value_usd",
    "minimum_guarantee_usd",
    "escalator_percent",
    "termination_notice_days",
  ] as const;
  const changes = Object.fromEntries(
    fields.filter((f) => baseline[f] !== terms[f]).map((f) => [f, {
      from: baseline[f],
      to: terms[f],
    }]),
  );
  return {
    tier: input.tier,
    aggressiveness_level: level,
    flavor,
    adjustments,
    terms,
    baseline,
    changes,
  };
}

// ---------------------------------------------------------------------------------------------
// Template injection

/**
 * template-injection: the generated terms merged into the legal template for the league, every
 * format rendered and stored under `contracts/<contract_id>/contract.<format>`, and the
 * compliance check of spec 001 reported (required clauses, identical figures), with a warning
 * when the league's own score puts it in another tier than the terms were priced for.
 */
export async function injectTemplate(
  s: ContractServices,
  input: { terms: TermsInput; league: Questionnaire; partnership_score?: number },
) {
  const now = s.clock();
  const terms = withoutId(input.terms);
  const { league, score } = scoreProfile(input.league, now);
  const overall = input.partnership_score ?? score.overall_score;
  const contractId = newId("ct");
  const doc = contractModel(league, terms, { contractId, fingerprintId: contractId }, now, overall);
  const documents = {} as Record<DocumentFormat, StoredDocument>;
  const texts: Partial<Record<DocumentFormat, string>> = {};
  for (const format of ["md", "docx", "pdf", "json"] as const) {
    const out = await render(doc, format, () => contractJson(contractId, terms, doc));
    const url = await store(
      s,
      `contracts/${contractId}/contract.${format}`,
      out.bytes,
      out.contentType,
    );
    documents[format] = { url, content_type: out.contentType, size_bytes: out.bytes.byteLength };
    texts[format] = await textOf(format, out.bytes);
  }
  const check = complianceOf(terms, texts);
  const leagueTier = input.partnership_score === undefined
    ? score.tier
    : tierOf(input.partnership_score);
  const warnings = leagueTier === terms.tier ? [] : [
    `the terms are priced for ${terms.tier} but the league scores ${leagueTier} ` +
    `(${overall.toFixed(2)})`,
  ];
  return {
    contract_id: contractId,
    league_name: league.league_name ?? null,
    terms,
    partnership_score: { overall_score: overall, tier: leagueTier },
    document: doc,
    markdown: texts.md!,
    documents,
    compliance: {
      passed: check.passed,
      required_clauses: [...REQUIRED_CLAUSES],
      figures: check.figures,
      checks: check.checks,
      tier_consistent: warnings.length === 0,
      warnings,
    },
    assembled_at: now.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Fingerprints

/**
 * fingerprints/create, synchronously and without research: ingestion, extraction and scoring of
 * the upload, the termsheet's four flavors, in the LeagueFingerprint shape. Research (with its
 * AI cost), the folder upload and the tracker card are the full pipeline's work
 * (/api/pipeline/start); here `extracted_enhanced` and `tracker` are null and `drive` names the
 * stored fingerprint JSON.
 */
export async function createFingerprint(
  s: ContractServices,
  input: { file: UploadedFile; leagueName?: string },
) {
  const now = s.clock();
  const source = await ingestDocument(input.file);
  const extraction = extractQuestionnaire({ text: source.text, json: source.json });
  if (!extraction.fields.league_name && input.leagueName) {
    extraction.fields.league_name = input.leagueName;
  }
  const { league, score } = scoreProfile(extraction.fields, now, extraction.confidence_score);
  const fingerprintId = newId("fp");
  const folder = `contracts/${fingerprintId}`;
  const fingerprint = {
    fingerprint_id: fingerprintId,
    league_name: league.league_name ?? "",
    sport: league.sport ?? "",
    source_document: {
      filename: source.filename,
      uploaded_at: now.toISOString(),
      file_size_bytes: source.bytes,
    },
    state: {
      extracted_raw: {
        confidence_score: extraction.confidence_score,
        extracted_at: now.toISOString(),
        fields: extraction.fields as Record<string, unknown>,
      },
      extracted_enhanced: null,
    },
    partnership_score: {
      overall_score: score.overall_score,
      tier: score.tier,
      calculated_at: now.toISOString(),
      components: score.components,
    },
    contracts: termsheetContracts(score.tier),
    drive: {
      folder_id: folder,
      folder_url: s.documents.url(folder),
      documents: { fingerprint_json: s.documents.url(`${folder}/fingerprint.json`) },
    },
    tracker: null,
    flags: extraction.confidence_score < MIN_CONFIDENCE ? ["E006"] : [],
  };
  await store(
    s,
    `${folder}/fingerprint.json`,
    new TextEncoder().encode(JSON.stringify(fingerprint, null, 2)),
  );
  return fingerprint;
}

// ---------------------------------------------------------------------------------------------
// The six stages of a run

/**
 * Spec 001's six contract-generation stages over a run's six stages. Extraction parses the file
 * and types every answer, so Data Extraction and Data Transformation both follow `extraction`;
 * Data Integration is the folder upload and the tracker card together. Template Injection
 * (`contracts`) runs before Data Integration in a run; the list keeps the spec's order.
 */
export const CONTRACT_STAGE_NAMES = [
  "Data Extraction",
  "Data Transformation",
  "Data Enhancement",
  "Data Classification",
  "Data Integration",
  "Template Injection",
] as const;
type ContractStageName = typeof CONTRACT_STAGE_NAMES[number];

export const CONTRACT_STAGES: {
  name: ContractStageName;
  key: string;
  stages: Stage[];
  about: string;
}[] = [
  {
    name: "Data Extraction",
    key: "data_extraction",
    stages: ["extraction"],
    about: "text read from the uploaded questionnaire",
  },
  {
    name: "Data Transformation",
    key: "data_transformation",
    stages: ["extraction"],
    about: "answers typed and normalised into the questionnaire's fields",
  },
  {
    name: "Data Enhancement",
    key: "data_enhancement",
    stages: ["research"],
    about: "gaps filled from comparable leagues; market notes",
  },
  {
    name: "Data Classification",
    key: "data_classification",
    stages: ["scoring"],
    about: "partnership score, tier, classification and scorecard",
  },
  {
    name: "Data Integration",
    key: "data_integration",
    stages: ["drive", "tracker"],
    about: "documents uploaded to the document store and the tracker card created",
  },
  {
    name: "Template Injection",
    key: "template_injection",
    stages: ["contracts"],
    about: "terms merged into the legal template, rendered and checked for compliance",
  },
];

function groupStatus(rows: StageRow[], runRunning: boolean): StageMetrics["status"] {
  if (rows.some((r) => r.status === "failed")) return "failed";
  if (rows.every((r) => r.status === "completed")) return "completed";
  if (rows.some((r) => r.status === "running")) return "running";
  // Part done, the rest queued: the group is under way while the run is.
  return rows.some((r) => r.status === "completed") && runRunning ? "running" : "pending";
}

function contractStagesOf(run: RunRow, rows: StageRow[], now: Date) {
  return CONTRACT_STAGES.map((def, i) => {
    const group = rows.filter((r) => def.stages.includes(r.stage));
    const metrics = group.map((r) => stageMetrics(r, now));
    const sum = (pick: (m: StageMetrics) => number | undefined) => {
      const values = metrics.map(pick).filter((v): v is number => v !== undefined);
      return values.length ? round2(values.reduce((a, b) => a + b, 0)) : undefined;
    };
    const errors = metrics.map((m) => m.error_message).filter(Boolean);
    return {
      order: i + 1,
      name: def.name,
      key: def.key,
      status: groupStatus(group, run.status === "running"),
      pipeline_stages: def.stages,
      description: def.about,
      duration_seconds: sum((m) => m.duration_seconds),
      elapsed_seconds: sum((m) => m.elapsed_seconds),
      cost_usd: sum((m) => m.cost_usd),
      error_message: errors.length ? errors.join("; ") : undefined,
    };
  });
}

/** The run's stage as one of the six names. */
const CURRENT_NAME: Record<Stage, ContractStageName> = {
  extraction: "Data Extraction",
  research: "Data Enhancement",
  scoring: "Data Classification",
  contracts: "Template Injection",
  drive: "Data Integration",
  tracker: "Data Integration",
};

/**
 * pipeline/status: a run as the six stages. Without an id, the caller's most recent run (an
 * admin's: the most recent of all); 404 when there is none or the run is not the caller's.
 */
export async function contractPipelineStatus(
  s: Pick<ContractServices, "db" | "clock">,
  principal: Principal,
  pipelineId?: string,
) {
  let id = pipelineId;
  if (!id) {
    const [latest] = await s.db.select({ id: pipelineRuns.id }).from(pipelineRuns)
      .where(principal.role === "admin" ? undefined : eq(pipelineRuns.ownerId, principal.id))
      .orderBy(desc(pipelineRuns.createdAt), desc(sql`rowid`)).limit(1);
    if (!latest) throw notFound("no pipeline runs yet", { parameter: "pipeline_id" });
    id = latest.id;
  }
  const { run, stages } = await loadRun(s, id, principal);
  const now = s.clock();
  const six = contractStagesOf(run, stages, now);
  const current = run.status === "running"
    ? (six.find((st) => st.status === "running" || st.status === "pending")?.name ??
      CURRENT_NAME[run.stage])
    : CURRENT_NAME[run.stage];
  return {
    pipeline_id: run.id,
    status: run.status,
    current_stage: current,
    pipeline_stage: run.stage,
    progress_percentage: Math.round(progressOf(run, stages) * 100),
    stages: six,
    completed_stages: six.filter((st) => st.status === "completed").length,
    league_name: run.leagueName,
    fingerprint_id: run.fingerprintId,
    error: run.errorCode ? { code: run.errorCode, message: run.errorMessage ?? "" } : null,
    created_at: run.createdAt,
    completed_at: run.completedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Interactive sessions

interface Selection {
  flavor: Flavor;
  adjustments: TermAdjustments;
  terms: ContractDetails;
  selected_at: string;
}

interface Session {
  session_id: string;
  owner: { id: string; kind: string };
  created_at: string;
  updated_at: string;
  source: { pipeline_id: string | null; fingerprint_id: string | null };
  league: Questionnaire;
  partnership_score: ReturnType<typeof scoreSummary>;
  confidence: number;
  scorecard: Scorecard;
  options: Partial<Record<Flavor, ContractDetails>>;
  selection: Selection | null;
}

const sessionKey = (id: string) => `sessions/${id}.json`;

function sessionView(session: Session) {
  const { owner: _, league, ...rest } = session;
  return {
    ...rest,
    league_name: league.league_name ?? null,
    status: session.selection ? "selected" as const : "open" as const,
    recommended_flavor: session.scorecard.recommended_flavor,
    download_url: session.selection
      ? `/api/contracts/interactive/${session.session_id}/download`
      : null,
  };
}

async function loadSession(s: ContractServices, id: string, principal: Principal) {
  const file = await s.documents.get(sessionKey(id));
  const session = file ? JSON.parse(new TextDecoder().decode(file.body)) as Session : null;
  const mine = session &&
    (principal.role === "admin" ||
      (session.owner.id === principal.id && session.owner.kind === principal.kind));
  // Another caller's session is "not found": its existence is not theirs to learn.
  if (!session || !mine) {
    throw notFound(`session ${id} not found`, { parameter: "session_id" });
  }
  return session;
}

async function saveSession(s: ContractServices, session: Session) {
  await store(
    s,
    sessionKey(session.session_id),
    new TextEncoder().encode(JSON.stringify(session, null, 2)),
    "application/json",
  );
}

/** interactive/start: from a league profile, or from a run that has been scored. */
export async function startSession(
  s: ContractServices,
  principal: Principal,
  input: { league?: Questionnaire; pipeline_id?: string },
) {
  const now = s.clock();
  let scored: ScoredProfile;
  let source: Session["source"] = { pipeline_id: null, fingerprint_id: null };
  if (input.pipeline_id) {
    const { run, stages } = await loadRun(s, input.pipeline_id, principal);
    const scoring = stageOutput<ScoringOutput>(stages, "scoring");
    const extraction = stageOutput<ExtractionOutput>(stages, "extraction");
    const research = stageOutput<Research>(stages, "research");
    if (!scoring || !extraction) {
      throw new AppError(
        "conflict",
        `pipeline ${run.id} has not been scored yet (${run.status}, at ${run.stage})`,
        { parameter: "pipeline_id", status: run.status, stage: run.stage },
        { suggestion: "Wait for the run's scoring stage, then start the session again." },
      );
    }
    scored = {
      league: research?.enhanced ?? extraction.extraction.fields,
      score: scoring.score,
      confidence: extraction.extraction.confidence_score,
    };
    source = { pipeline_id: run.id, fingerprint_id: run.fingerprintId };
  } else {
    scored = scoreProfile(input.league!, now);
  }
  const { league, score, confidence } = scored;
  if (score.tier === "Unrated") {
    throw invalid(
      "json",
      input.pipeline_id ? "pipeline_id" : "league",
      "the league scores " +
        `${score.overall_score.toFixed(2)}, below Bronze (0.35): it is Unrated and has no priced ` +
        "options",
      { overall_score: score.overall_score, tier: score.tier },
    );
  }
  const session: Session = {
    session_id: newId("cs"),
    owner: { id: principal.id, kind: principal.kind },
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    source,
    league,
    partnership_score: scoreSummary(score),
    confidence,
    scorecard: scorecardOf(league, score, confidence),
    options: termsheetContracts(score.tier),
    selection: null,
  };
  await saveSession(s, session);
  return sessionView(session);
}

/** interactive/{session_id}/select: one option, maybe adjusted; selecting again replaces it. */
export async function selectOption(
  s: ContractServices,
  principal: Principal,
  id: string,
  input: { flavor: Flavor; adjustments?: TermAdjustments },
) {
  const session = await loadSession(s, id, principal);
  const tier = session.partnership_score.tier;
  const adjustments = input.adjustments ?? {};
  const now = s.clock().toISOString();
  session.selection = {
    flavor: input.flavor,
    adjustments,
    terms: contractTerms(tier, input.flavor, adjustments),
    selected_at: now,
  };
  session.updated_at = now;
  await saveSession(s, session);
  return sessionView(session);
}

/** interactive/{session_id}/download: the selected option's contract as PDF; 409 before one. */
export async function sessionContract(
  s: ContractServices,
  principal: Principal,
  id: string,
): Promise<RenderedContract> {
  const session = await loadSession(s, id, principal);
  if (!session.selection) {
    throw new AppError("conflict", `session ${id} has no selected option yet`, {
      parameter: "session_id",
    }, { suggestion: `Select an option with POST /api/contracts/interactive/${id}/select.` });
  }
  const { terms, flavor } = session.selection;
  const contractId = `${id}-${flavor}`;
  const doc = contractDocument(session.league, session.partnership_score, terms, {
    contractId,
    fingerprintId: session.source.fingerprint_id ?? id,
    date: s.clock(),
  });
  const pdf = await renderDocument(doc, "pdf");
  return {
    bytes: pdf.bytes,
    contentType: pdf.contentType,
    filename: `${contractId}.pdf`,
    contractId,
  };
}

// ---------------------------------------------------------------------------------------------
// Health

const PROBE: RenderableDocument = {
  title: "Health probe",
  meta: {},
  blocks: [{ kind: "paragraph", text: "ok" }],
};

/** The renderers (each renders a one-line document), the document store and the database. */
export async function contractsHealth(s: Pick<ContractServices, "db" | "documents">) {
  const check = async (fn: () => Promise<unknown>, detail: string) => {
    try {
      await fn();
      return { status: "ok", detail };
    } catch (err) {
      return { status: "down", detail: err instanceof Error ? err.message : String(err) };
    }
  };
  const dependencies: Record<string, { status: string; detail: string }> = {
    markdown_renderer: await check(() => renderDocument(PROBE, "md"), "renders"),
    docx_renderer: await check(() => renderDocument(PROBE, "docx"), "renders"),
    pdf_renderer: await check(() => renderDocument(PROBE, "pdf"), "renders"),
    document_store: await check(() => s.documents.list("health/"), `answers (${s.documents.kind})`),
    database: await check(() => s.db.$client.execute("SELECT 1"), "answers"),
  };
  const healthy = Object.values(dependencies).every((d) => d.status === "ok");
  return {
    status: healthy ? "healthy" as const : "degraded" as const,
    dependencies,
    templates: 1,
    required_clauses: REQUIRED_CLAUSES.length,
  };
}
