import type { AiProvider } from "../ai/mod.ts";
import type { Database } from "../../db/client.ts";
import { renderDocument } from "../documents/mod.ts";
import { AppError, notFound } from "../errors.ts";
import type { Principal } from "../auth/principal.ts";
import { extractQuestionnaire } from "../questionnaire/extract.ts";
import { ingestDocument } from "../questionnaire/ingest.ts";
import type { Extraction, Questionnaire } from "../questionnaire/schema.ts";
import type { DocumentStore } from "../storage/mod.ts";
import { assessReadiness, classifyTier, scorecardOf } from "./assessment.ts";
import { contractDocument } from "./contracts.ts";
import { DEFAULT_RESEARCH, type ResearchConfig, researchLeague } from "./research.ts";
import { type PartnershipScore, scorePartnership, type Tier } from "./scoring.ts";
import {
  type ContractDetails,
  type Flavor,
  FLAVOR_NAMES,
  type SupportLevel,
  termsheetContracts,
} from "./terms.ts";

export interface EvaluationServices {
  db: Database;
  ai: AiProvider;
  documents: DocumentStore;
  clock: () => Date;
}

/** How much research an evaluation does: none, our catalog only, or with AI market notes. */
export type IntelligenceMode = "fast" | "simple" | "full";

/** A questionnaire file to an Extraction (E005/E001 from ingestion travel as they are). */
export async function extractFile(file: { filename: string; bytes: Uint8Array }) {
  const doc = await ingestDocument(file);
  return { source: doc, extraction: extractQuestionnaire({ text: doc.text, json: doc.json }) };
}

/** Already-extracted data (a JSON body) as an Extraction, with the same confidence rules. */
export function extractionOfData(data: Questionnaire): Extraction {
  return extractQuestionnaire({ text: "", json: data });
}

export interface Evaluation {
  extraction: Extraction;
  enhanced: Questionnaire;
  score: PartnershipScore;
  readiness: ReturnType<typeof assessReadiness>;
  classification: ReturnType<typeof classifyTier>;
  scorecard: ReturnType<typeof scorecardOf>;
  termsheet: { tier: Tier; contracts: Partial<Record<Flavor, ContractDetails>> };
  research: { mode: IntelligenceMode; cost_usd: number; comparables: number; market_notes: string };
}

/** The pipeline's extraction → research → scoring → termsheet, in one call. */
export async function evaluate(
  s: EvaluationServices,
  extraction: Extraction,
  { mode = "simple", tierOverride, research = DEFAULT_RESEARCH }: {
    mode?: IntelligenceMode;
    tierOverride?: Tier;
    research?: ResearchConfig;
  } = {},
): Promise<Evaluation> {
  const found = mode === "fast" ? undefined : await researchLeague(
    s,
    extraction,
    mode === "simple" ? { ...research, budget_usd: 0 } : research,
  );
  const enhanced = found?.enhanced ?? extraction.fields;
  const score = scorePartnership(enhanced, {
    inCatalog: Boolean(enhanced.sport_code),
    extractionConfidence: extraction.confidence_score,
    year: s.clock().getUTCFullYear(),
  });
  const tier = tierOverride ?? score.tier;
  return {
    extraction,
    enhanced,
    score,
    readiness: assessReadiness(score),
    classification: classifyTier(score.overall_score),
    scorecard: scorecardOf(enhanced, score, extraction.confidence_score),
    termsheet: { tier, contracts: termsheetContracts(tier) },
    research: {
      mode,
      cost_usd: found?.cost_usd ?? 0,
      comparables: found?.enhancement_data.comparables.length ?? 0,
      market_notes: found?.enhancement_data.market_notes ?? "",
    },
  };
}

/** Yearly cost of our support levels, in USD (enhanced termsheet). */
const SUPPORT_COST: Record<SupportLevel, number> = {
  standard: 10_000,
  priority: 20_000,
  dedicated: 40_000,
  white_glove: 75_000,
};

/**
 * The enhanced termsheet: each flavor's terms with what the partnership costs us to run and
 * what it should earn. Costs: integration once (lower when an official machine-readable feed
 * exists), data operations a year (20,000 + 1,000 per event), compliance 15,000 a year, and the
 * support level. Revenue: a season's betting handle estimated at 2 % of the audience betting
 * 50 USD each, at a 7 % hold, less the league's revenue share.
 */
export function enhancedTermsheet(evaluation: Evaluation) {
  const q = evaluation.enhanced;
  const integration = q.has_official_data_feed && q.data_feed_format ? 25_000 : 60_000;
  const dataOps = 20_000 + 1_000 * (q.events_per_season ?? 0);
  const handle = (q.annual_viewership ?? 0) * 0.02 * 50;
  const grossRevenue = handle * 0.07;
  const rows = Object.fromEntries(
    Object.entries(evaluation.termsheet.contracts).map(([flavor, terms]) => {
      const years = terms!.length_months / 12;
      const costs = {
        integration_usd: integration,
        data_operations_usd: Math.round(dataOps * years),
        compliance_usd: Math.round(15_000 * years),
        support_usd: Math.round(SUPPORT_COST[terms!.support_level] * years),
        league_fees_usd: terms!.total_contract_value_usd,
      };
      const totalCost = Object.values(costs).reduce((a, b) => a + b, 0);
      const revenue = Math.round(grossRevenue * years * (1 - terms!.revenue_share_percent / 100));
      return [flavor, {
        terms,
        costs: { ...costs, total_cost_usd: totalCost },
        projected_revenue_usd: revenue,
        projected_net_usd: revenue - totalCost,
      }];
    }),
  );
  return {
    tier: evaluation.termsheet.tier,
    assumptions: {
      handle_per_season_usd: Math.round(handle),
      hold_percent: 7,
      bettor_share_of_audience_percent: 2,
      average_stake_usd: 50,
    },
    structures: rows,
  };
}

const usableFlavors = (flavors?: string[]) =>
  (flavors?.length ? flavors : FLAVOR_NAMES).filter((f): f is Flavor =>
    (FLAVOR_NAMES as string[]).includes(f)
  );

export interface GeneratedContract {
  contract_id: string;
  flavor: Flavor;
  terms: ContractDetails;
  files: Record<string, string>;
}

/**
 * Renders each flavor's contract (DOCX, PDF, JSON) into the document store under
 * `contracts/<contract_id>/`, with a manifest naming the owner, for the download route.
 */
export async function generateContracts(
  s: EvaluationServices,
  owner: Principal,
  evaluation: Pick<Evaluation, "enhanced" | "score" | "termsheet">,
  flavors?: string[],
): Promise<GeneratedContract[]> {
  const out: GeneratedContract[] = [];
  if (evaluation.termsheet.tier === "Unrated") return out;
  for (const flavor of usableFlavors(flavors)) {
    const terms = evaluation.termsheet.contracts[flavor];
    if (!terms) continue;
    const contractId = `ct_${crypto.randomUUID().replaceAll("-", "")}`;
    const doc = contractDocument(
      evaluation.enhanced,
      {
        overall_score: evaluation.score.overall_score,
        tier: evaluation.termsheet.tier,
      },
      terms,
      { contractId, fingerprintId: contractId, date: s.clock() },
    );
    const files: Record<string, string> = {};
    for (const format of ["docx", "pdf", "json"] as const) {
      const bytes = format === "json"
        ? new TextEncoder().encode(
          JSON.stringify({ contract_id: contractId, terms, document: doc }, null, 2),
        )
        : (await renderDocument(doc, format)).bytes;
      const key = `contracts/${contractId}/contract.${format}`;
      await s.documents.put(key, bytes);
      files[format] = s.documents.url(key);
    }
    await s.documents.put(
      `contracts/${contractId}/manifest.json`,
      new TextEncoder().encode(JSON.stringify({ owner_id: owner.id, flavor, terms })),
    );
    out.push({ contract_id: contractId, flavor, terms, files });
  }
  return out;
}

const CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  json: "application/json",
} as const;

/** A generated contract's file, for its owner (or an admin) only. */
export async function contractFile(
  s: EvaluationServices,
  principal: Principal,
  contractId: string,
  format: keyof typeof CONTENT_TYPES,
) {
  const missing = () => notFound(`contract ${contractId} not found`, { parameter: "contract_id" });
  if (!/^ct_[0-9a-f]{32}$/.test(contractId)) throw missing();
  const manifest = await s.documents.get(`contracts/${contractId}/manifest.json`);
  if (!manifest) throw missing();
  const { owner_id } = JSON.parse(new TextDecoder().decode(manifest.body));
  if (owner_id !== principal.id && principal.role !== "admin") throw missing();
  const file = await s.documents.get(`contracts/${contractId}/contract.${format}`);
  if (!file) throw missing();
  return {
    bytes: file.body,
    contentType: CONTENT_TYPES[format],
    filename: `${contractId}.${format}`,
  };
}

/** Core fields a body must carry before anything can be scored from it. */
export function requireLeague(data: Questionnaire) {
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
