import { z } from "@hono/zod-openapi";
import { ExtractionResult } from "../questionnaire/schemas.ts";
import { CLASSIFICATION_TIERS } from "../../services/partnership/assessment.ts";
import { CONTRACT_STAGE_NAMES } from "../../services/pipeline/contract_view.ts";
import { COMPONENT_WEIGHTS, COMPONENTS, TIERS } from "../../services/partnership/scoring.ts";
import {
  BASE_FEES,
  type Flavor,
  FLAVOR_NAMES,
  SUPPORT_LEVELS,
} from "../../services/partnership/terms.ts";
import { Questionnaire } from "../../services/questionnaire/schema.ts";
import { QuestionnaireFileField } from "../uploads.ts";

const flavors = FLAVOR_NAMES as [Flavor, ...Flavor[]];
export const FlavorName = z.enum(flavors).openapi("ContractFlavor");
export const PricedTier = z.enum(TIERS).openapi("PricedTier", {
  description: "A priced partnership tier (Unrated leagues get no terms).",
});
const AnyTier = z.enum([...TIERS, "Unrated"]);
export const DocumentFormat = z.enum(["md", "docx", "pdf", "json"]).openapi("DocumentFormat");
const SupportLevel = z.enum(SUPPORT_LEVELS);

// ---------------------------------------------------------------------------------------------
// League profile

/**
 * The questionnaire's fields, typed, with `league_name` required; unknown fields are refused
 * (422) so a misspelt answer is not silently ignored.
 */
export const LeagueProfile = Questionnaire.extend({
  league_name: Questionnaire.shape.league_name.unwrap(),
}).strict().openapi("LeagueProfile", {
  description: "A league profile: the questionnaire's fields (all optional but league_name). " +
    "Money in USD, audiences in people, latencies in ms, percentages 0 to 100.",
  example: {
    league_name: "Pacific Pickleball Tour",
    sport: "Pickleball",
    founded_year: 2015,
    region: "North America",
    markets: ["USA", "Canada"],
    teams_count: 24,
    events_per_season: 22,
    contests_per_event: 60,
    annual_viewership: 40_000_000,
    social_followers: 3_200_000,
    has_official_data_feed: true,
    data_feed_format: "JSON REST API",
    data_latency_ms: 400,
    integrity_program: true,
    contact_email: "dana.reyes@ppt.example",
  },
});

// ---------------------------------------------------------------------------------------------
// Terms

const contractFields = {
  flavor: FlavorName,
  tier: PricedTier,
  length_months: z.number().int().min(6).max(60),
  revenue_share_percent: z.number().min(0).max(100),
  base_fee_usd: z.number().int().min(0).max(1e9),
  fee_multiplier: z.number().min(0.1).max(10),
  annual_fee_usd: z.number().int().min(0).max(1e10),
  escalator_percent: z.number().min(0).max(100),
  total_contract_value_usd: z.number().int().min(0).max(1e11),
  minimum_guarantee_usd: z.number().int().min(0).max(1e10),
  payment_schedule: z.literal("quarterly in advance"),
  exclusivity: z.string().min(1).max(300),
  support_level: SupportLevel,
  termination_notice_days: z.number().int().min(0).max(3650),
};

export const ContractDetails = z.object({
  ...contractFields,
  tier: AnyTier,
}).openapi("ContractDetails", {
  description: "One flavor's terms: annual_fee_usd = base_fee_usd (the tier's) x fee_multiplier; " +
    "total_contract_value_usd sums every year's fee with the escalator.",
});

/** ContractDetails with a contract id (what generate returns). */
const IdentifiedContract = ContractDetails.extend({ contract_id: z.string() });

/**
 * Terms a client sends back: ContractDetails (with our `contract_id` if it had one), coherent
 * with our pricing: the tier's base fee and annual fee = base fee × multiplier.
 */
export const ContractTermsInput = z.object({
  ...contractFields,
  contract_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/).optional(),
}).strict().superRefine((t, ctx) => {
  if (t.base_fee_usd !== BASE_FEES[t.tier]) {
    ctx.addIssue({
      code: "custom",
      path: ["base_fee_usd"],
      message: `the ${t.tier} base fee is ${BASE_FEES[t.tier]}`,
    });
  }
  if (Math.abs(t.annual_fee_usd - Math.round(t.base_fee_usd * t.fee_multiplier)) > 1) {
    ctx.addIssue({
      code: "custom",
      path: ["annual_fee_usd"],
      message: "must be base_fee_usd x fee_multiplier",
    });
  }
  if (t.minimum_guarantee_usd > t.total_contract_value_usd) {
    ctx.addIssue({
      code: "custom",
      path: ["minimum_guarantee_usd"],
      message: "must not exceed total_contract_value_usd",
    });
  }
}).openapi("ContractTermsInput", {
  description: "ContractDetails as returned by generate-terms, adjust-terms or generate " +
    "(optionally with its contract_id). Figures must follow our pricing.",
});

export const TermAdjustments = z.object({
  length_months: z.number().int().min(6).max(60).optional(),
  support_level: SupportLevel.optional(),
  fee_factor: z.number().min(0.5).max(2).optional().openapi({
    description: "Multiplies the flavor's fee multiplier.",
  }),
}).strict().openapi("TermAdjustments");

/** A number from 0 to 1, or a flavor's name (the middle of its band). */
export const AggressivenessLevel = z.union([z.number().min(0).max(1), FlavorName]).openapi(
  "AggressivenessLevel",
  {
    description: "0 to 1 (0–0.25 conservative, then balanced, aggressive, premium) or a " +
      "flavor's name.",
  },
);

// ---------------------------------------------------------------------------------------------
// Documents

const Block = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("heading"),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    text: z.string().max(500),
  }),
  z.object({ kind: z.literal("paragraph"), text: z.string().max(20_000) }),
  z.object({
    kind: z.literal("list"),
    items: z.array(z.string().max(5000)).max(200),
    ordered: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal("table"),
    header: z.array(z.string().max(500)).max(20),
    rows: z.array(z.array(z.string().max(2000)).max(20)).max(500),
  }),
  z.object({
    kind: z.literal("signature"),
    parties: z.array(z.object({ name: z.string().max(200), title: z.string().max(200).optional() }))
      .min(1).max(6),
  }),
]);

export const DocumentModel = z.object({
  title: z.string().min(1).max(300),
  subtitle: z.string().max(500).optional(),
  meta: z.record(z.string().max(100), z.string().max(500)).refine(
    (m) => Object.keys(m).length <= 50,
    "at most 50 entries",
  ),
  blocks: z.array(Block).max(1000),
}).openapi("ContractDocumentModel", {
  description: "A rendered contract's model (the `document` of template-injection or of a " +
    "contract's JSON format): title, meta and blocks.",
});

export const FormatRequest = z.object({
  format: DocumentFormat,
  terms: ContractTermsInput.optional(),
  league: LeagueProfile.optional(),
  document: DocumentModel.optional(),
}).strict().superRefine((body, ctx) => {
  if (!body.terms === !body.document) {
    ctx.addIssue({
      code: "custom",
      path: body.terms ? ["document"] : ["terms"],
      message: "send either `terms` (with an optional `league`) or `document`, not both",
    });
  }
  if (body.document && body.league) {
    ctx.addIssue({
      code: "custom",
      path: ["league"],
      message: "`league` goes with `terms`; a `document` is rendered as it is",
    });
  }
}).openapi("ContractFormatRequest");

export const TermsWithLeague = z.object({
  terms: ContractTermsInput,
  league: LeagueProfile.optional().openapi({
    description: "Names the parties and scores the league; without it the document says " +
      '"The League".',
  }),
}).strict().openapi("ContractDocumentRequest");

export const GenerateDocumentQuery = z.object({
  template_tier: PricedTier.optional().openapi({
    description: "The tier's template; must be the tier the terms are priced at (default).",
  }),
  output_format: DocumentFormat.optional().openapi({ description: "Default `pdf`." }),
});

const binary = z.string().openapi({ format: "binary" });

/** The four formats of a contract file, for OpenAPI. */
export const documentContent = {
  "text/markdown": { schema: z.string() },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { schema: binary },
  "application/pdf": { schema: binary },
  "application/json": {
    schema: z.object({
      contract_id: z.string(),
      terms: ContractDetails,
      document: DocumentModel,
    }).openapi("ContractFile"),
  },
};

// ---------------------------------------------------------------------------------------------
// Scores

const Components = z.object(
  Object.fromEntries(COMPONENTS.map((c) => [c, z.number()])) as Record<
    typeof COMPONENTS[number],
    z.ZodNumber
  >,
);

export const ScoreSummary = z.object({
  overall_score: z.number().min(0).max(1),
  tier: AnyTier,
  components: Components,
}).openapi("PartnershipScoreSummary");

export const Scorecard = z.object({
  tier: z.number().min(1.1).max(5.1).openapi({
    description: "1.1 (strongest) to 5.1 (weakest): 5.1 - 4 x overall_score.",
  }),
  classification: z.enum(CLASSIFICATION_TIERS),
  partnership_tier: AnyTier,
  overall_score: z.number(),
  scores: z.object({
    market_potential: z.number(),
    data_quality: z.number(),
    betting_readiness: z.number(),
    fan_engagement: z.number(),
    operational_maturity: z.number(),
  }).openapi({ description: "Each 0 to 100." }),
  recommended_aggressiveness: z.number(),
  recommended_flavor: FlavorName,
  weights: Components,
}).openapi("Scorecard");

export const Readiness = z.object({
  score: z.number(),
  level: z.string(),
  tier: AnyTier,
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
  recommendations: z.array(z.string()),
}).openapi("ReadinessAssessment");

export const ScorecardResponse = z.object({
  league_name: z.string().nullable(),
  scorecard: Scorecard,
  classification: z.enum(CLASSIFICATION_TIERS),
  partnership_score: ScoreSummary,
  confidence: z.number(),
  readiness: Readiness,
}).openapi("ScorecardResponse");

const componentValues = (min: number) =>
  z.object(
    Object.fromEntries(COMPONENTS.map((c) => [c, z.number().min(min).max(1).optional()])) as Record<
      typeof COMPONENTS[number],
      z.ZodOptional<z.ZodNumber>
    >,
  ).strict();

export const Sliders = z.object({
  weights: componentValues(0).refine(
    // Components left out keep their default weight; setting every one to 0 leaves nothing.
    (w) => COMPONENTS.some((c) => (w[c] ?? COMPONENT_WEIGHTS[c]) > 0),
    "at least one component's weight must be above 0",
  ).optional().openapi({
    description: "New component weights (0 to 1 each; those left out keep their default; " +
      "renormalised to sum to 1).",
  }),
  overrides: componentValues(0).optional().openapi({
    description: "Components set by hand (0 to 1), replacing the computed ones.",
  }),
  aggressiveness: z.number().min(0).max(1).optional(),
}).strict().openapi("ScorecardSliders");

export const ScorecardUpdateRequest = z.object({
  league: LeagueProfile,
  sliders: Sliders.default({}),
}).strict().openapi("ScorecardUpdateRequest");

export const ScorecardUpdateResponse = z.object({
  league_name: z.string().nullable(),
  scorecard: Scorecard,
  baseline: Scorecard.openapi({ description: "The scorecard without the sliders." }),
  sliders: Sliders,
  terms: ContractDetails.nullable(),
}).openapi("ScorecardUpdateResponse");

export const GenerateTermsQuery = z.object({
  aggressiveness_level: z.string().regex(
    /^(conservative|balanced|aggressive|premium|0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/,
    "a number from 0 to 1, or conservative, balanced, aggressive or premium",
  ).optional().openapi({
    description: "0 to 1 or a flavor's name; the scorecard's recommendation when absent.",
    example: "0.6",
  }),
});

export const GenerateTermsResponse = z.object({
  league_name: z.string().nullable(),
  partnership_score: ScoreSummary,
  confidence: z.number(),
  classification: z.enum(CLASSIFICATION_TIERS),
  aggressiveness_level: z.number(),
  aggressiveness_source: z.enum(["requested", "recommended"]),
  flavor: FlavorName,
  terms: ContractDetails.nullable().openapi({ description: "null for an Unrated league." }),
  note: z.string().nullable(),
}).openapi("GenerateTermsResponse");

export const AdjustTermsRequest = z.object({
  tier: PricedTier,
  aggressiveness_level: AggressivenessLevel,
  adjustments: TermAdjustments.default({}),
}).strict().openapi("AdjustTermsRequest");

const Change = z.object({
  from: z.union([z.number(), z.string()]),
  to: z.union([z.number(), z.string()]),
});

export const AdjustTermsResponse = z.object({
  tier: PricedTier,
  aggressiveness_level: z.number(),
  flavor: FlavorName,
  adjustments: TermAdjustments,
  terms: ContractDetails,
  baseline: ContractDetails.openapi({ description: "The flavor's terms without adjustments." }),
  changes: z.record(z.string(), Change),
}).openapi("AdjustTermsResponse");

// ---------------------------------------------------------------------------------------------
// Templates

export const TemplatesResponse = z.object({
  templates: z.array(z.object({
    template_id: z.string(),
    title: z.string(),
    provider: z.string(),
    formats: z.array(z.string()),
    required_clauses: z.array(z.string()),
    governing_law: z.string(),
    tiers: z.array(PricedTier),
  })),
  flavors: z.array(z.object({
    flavor: FlavorName,
    length_months: z.number(),
    revenue_share_percent: z.number(),
    fee_multiplier: z.number(),
    support_level: SupportLevel,
    exclusivity: z.string(),
    termination_notice_days: z.number(),
    aggressiveness_range: z.array(z.number()),
    named_aggressiveness: z.number(),
  })),
  tiers: z.array(z.object({
    tier: AnyTier,
    min_overall_score: z.number(),
    base_fee_usd: z.number(),
    priced: z.boolean(),
    annual_fee_usd: z.record(z.string(), z.number()).nullable(),
  })),
  classification_frameworks: z.object({
    partnership_tier: z.object({
      description: z.string(),
      scale: z.array(z.object({ name: z.string(), min_overall_score: z.number() })),
      component_weights: z.record(z.string(), z.number()),
    }),
    classification: z.object({
      description: z.string(),
      scale: z.array(z.object({ name: z.string(), min_overall_score: z.number() })),
    }),
    scorecard: z.object({
      description: z.string(),
      range: z.object({ best: z.number(), worst: z.number() }),
      scores: z.array(z.string()),
    }),
  }),
  pricing: z.object({
    currency: z.string(),
    escalator_percent: z.number(),
    payment_schedule: z.string(),
    support_levels: z.array(SupportLevel),
    adjustment_limits: z.record(z.string(), z.array(z.number())),
  }),
}).openapi("ContractTemplatesResponse");

// ---------------------------------------------------------------------------------------------
// Generation, injection, fingerprints

export const UploadForm = z.object({
  file: QuestionnaireFileField,
  league_name: z.string().min(1).max(200).optional().openapi({
    description: "Used when the questionnaire does not name the league.",
  }),
});

export const GenerateForm = UploadForm.extend({
  delivery: z.enum(["url", "base64"]).optional().openapi({
    description: "`url` (default): document-store URLs; `base64`: the bytes as well.",
  }),
}).openapi("ContractGenerateUpload");

const StoredDocument = z.object({
  url: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  base64: z.string().optional(),
}).openapi("StoredContractDocument");

const ComplianceCheck = z.object({
  format: z.string(),
  missing_clauses: z.array(z.string()),
  missing_figures: z.array(z.string()),
  passed: z.boolean(),
});

const byFlavor = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(FLAVOR_NAMES.map((f) => [f, schema.optional()])) as Record<
      Flavor,
      z.ZodOptional<T>
    >,
  );

const Fields = z.record(z.string(), z.unknown());

export const GenerateResponse = z.object({
  contract_id: z.string(),
  fingerprint_id: z.string(),
  league_name: z.string().nullable(),
  ingestion: z.object({
    source: z.object({
      filename: z.string(),
      format: z.enum(["pdf", "docx", "doc", "txt", "json"]),
      pages: z.number().nullable(),
      bytes: z.number(),
    }),
    extraction: ExtractionResult,
    extracted_at: z.string(),
  }).openapi({ description: "Part 1: the questionnaire as JSON." }),
  intelligence: z.object({
    enhancement: z.object({
      fields: Fields,
      inferred: z.array(z.string()),
      quality_score: z.number(),
      data_quality_report: Fields,
    }),
    classification: z.object({
      partnership_score: ScoreSummary,
      classification: z.enum(CLASSIFICATION_TIERS),
      scorecard: Scorecard,
      readiness: Readiness,
    }),
    market_intelligence: z.object({
      comparables: z.array(Fields),
      market_notes: z.string(),
      provider: z.string(),
      cost_usd: z.number(),
      timed_out: z.boolean(),
    }),
  }).openapi({ description: "Part 2: enhancement, classification, market intelligence." }),
  generation: z.object({
    tier: AnyTier,
    recommended_flavor: FlavorName,
    contracts: byFlavor(IdentifiedContract),
    documents: byFlavor(
      z.object({ md: StoredDocument, docx: StoredDocument, pdf: StoredDocument }),
    ),
    compliance: z.object({ passed: z.boolean(), checks: z.array(ComplianceCheck) }),
  }).openapi({
    description: "Part 3: every flavor's contract in MD, DOCX and PDF, stored under " +
      "contracts/<contract_id>/; none for an Unrated league.",
  }),
  flags: z.array(z.string()).openapi({
    description: "E006 (low extraction confidence), E002 (research timed out).",
  }),
}).openapi("ContractGenerateResponse");

export const InjectionRequest = z.object({
  terms: ContractTermsInput,
  league: LeagueProfile,
  partnership_score: z.number().min(0).max(1).optional().openapi({
    description: "The league's score, when known; otherwise scored from `league`.",
  }),
}).strict().openapi("TemplateInjectionRequest");

export const InjectionResponse = z.object({
  contract_id: z.string(),
  league_name: z.string().nullable(),
  terms: ContractDetails,
  partnership_score: z.object({ overall_score: z.number(), tier: AnyTier }),
  document: DocumentModel,
  markdown: z.string(),
  documents: z.object({
    md: StoredDocument,
    docx: StoredDocument,
    pdf: StoredDocument,
    json: StoredDocument,
  }),
  compliance: z.object({
    passed: z.boolean(),
    required_clauses: z.array(z.string()),
    figures: z.array(z.string()),
    checks: z.array(ComplianceCheck),
    tier_consistent: z.boolean(),
    warnings: z.array(z.string()),
  }),
  assembled_at: z.string(),
}).openapi("TemplateInjectionResponse");

export const LeagueFingerprint = z.object({
  fingerprint_id: z.string(),
  league_name: z.string(),
  sport: z.string(),
  source_document: z.object({
    filename: z.string(),
    uploaded_at: z.string(),
    file_size_bytes: z.number(),
  }),
  state: z.object({
    extracted_raw: z.object({
      confidence_score: z.number(),
      extracted_at: z.string(),
      fields: Fields,
      evidence: ExtractionResult.shape.evidence,
      method: z.enum(["deterministic", "model"]),
    }),
    extracted_enhanced: Fields.nullable(),
  }),
  partnership_score: z.object({
    overall_score: z.number(),
    tier: AnyTier,
    calculated_at: z.string(),
    components: Components,
  }),
  contracts: byFlavor(ContractDetails),
  drive: z.object({
    folder_id: z.string(),
    folder_url: z.string(),
    documents: z.record(z.string(), z.string()),
  }),
  tracker: z.object({ card_key: z.string(), card_url: z.string(), created_at: z.string() })
    .nullable(),
  flags: z.array(z.string()),
}).openapi("LeagueFingerprint");

// ---------------------------------------------------------------------------------------------
// Pipeline status

const PipelineIdValue = z.string().regex(/^pl_[0-9a-f]{32}$/).openapi({
  example: "pl_0f8e6c3ad2b54c7e9a1b2c3d4e5f6a7b",
});

export const PipelineStatusQuery = z.object({
  pipeline_id: PipelineIdValue.optional().openapi({
    description: "The run; the caller's most recent run when absent.",
  }),
});

export const PipelineStatusBody = z.object({ pipeline_id: PipelineIdValue.optional() }).strict()
  .openapi("ContractPipelineStatusRequest");

const SixStage = z.object({
  order: z.number(),
  name: z.enum(CONTRACT_STAGE_NAMES),
  key: z.string(),
  status: z.enum(["pending", "running", "completed", "failed"]),
  pipeline_stages: z.array(z.string()),
  description: z.string(),
  duration_seconds: z.number().optional(),
  elapsed_seconds: z.number().optional(),
  cost_usd: z.number().optional(),
  error_message: z.string().optional(),
});

export const ContractPipelineStatus = z.object({
  pipeline_id: z.string(),
  status: z.enum(["running", "success", "failed"]),
  current_stage: z.enum(CONTRACT_STAGE_NAMES),
  pipeline_stage: z.string(),
  progress_percentage: z.number().int().min(0).max(100),
  stages: z.array(SixStage),
  completed_stages: z.number(),
  league_name: z.string().nullable(),
  fingerprint_id: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
}).openapi("ContractPipelineStatus");

// ---------------------------------------------------------------------------------------------
// Interactive sessions

export const SessionId = z.object({
  session_id: z.string().regex(/^cs_[0-9a-f]{32}$/).openapi({
    example: "cs_0f8e6c3ad2b54c7e9a1b2c3d4e5f6a7b",
  }),
});

export const StartSessionRequest = z.object({
  league: LeagueProfile.optional(),
  pipeline_id: PipelineIdValue.optional(),
}).strict().superRefine((body, ctx) => {
  if (!body.league === !body.pipeline_id) {
    ctx.addIssue({
      code: "custom",
      path: [],
      message: "send either `league` (a league profile) or `pipeline_id` (a scored run)",
    });
  }
}).openapi("InteractiveStartRequest");

export const SelectRequest = z.object({
  flavor: FlavorName,
  adjustments: TermAdjustments.optional(),
}).strict().openapi("InteractiveSelectRequest");

export const Session = z.object({
  session_id: z.string(),
  status: z.enum(["open", "selected"]),
  league_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  source: z.object({ pipeline_id: z.string().nullable(), fingerprint_id: z.string().nullable() }),
  partnership_score: ScoreSummary,
  confidence: z.number(),
  scorecard: Scorecard,
  recommended_flavor: FlavorName,
  options: byFlavor(ContractDetails),
  selection: z.object({
    flavor: FlavorName,
    adjustments: TermAdjustments,
    terms: ContractDetails,
    selected_at: z.string(),
  }).nullable(),
  download_url: z.string().nullable(),
}).openapi("InteractiveSession");

export const HealthResponse = z.object({
  status: z.enum(["healthy", "degraded"]),
  dependencies: z.record(z.string(), z.object({ status: z.string(), detail: z.string() }))
    .optional(),
  templates: z.number().optional(),
  required_clauses: z.number().optional(),
}).openapi("ContractsHealth");
