/**
 * Contracts generated and stored: `generateContracts` is the one way every route and the
 * pipeline's contracts stage turn a termsheet into stored, compliance-checked files. The
 * callers differ only in where the files go and which formats they keep.
 */
import { assessLeague, scoreLeague } from "../partnership/evaluation.ts";
import { DEFAULT_RESEARCH, researchLeague } from "../partnership/research.ts";
import { tierOf } from "../partnership/scoring.ts";
import {
  type ContractDetails,
  type Flavor,
  type Termsheet,
  termsheet,
} from "../partnership/terms.ts";
import { needsReview, type QuestionnaireFile, readQuestionnaire } from "../questionnaire/read.ts";
import type { Questionnaire } from "../questionnaire/schema.ts";
import { storeDocument } from "../storage/mod.ts";
import { newId } from "../random.ts";
import { type ContractServices, scoreSummary } from "./common.ts";
import { type ComplianceCheck, complianceOf, textOf } from "./compliance.ts";
import { contractDocument, REQUIRED_CLAUSES } from "./document.ts";
import {
  type Contract,
  CONTRACT_FORMATS,
  type ContractFormat,
  renderContract,
  type TermsInput,
} from "./render.ts";

export interface StoredContractFile {
  key: string;
  url: string;
  content_type: string;
  size_bytes: number;
  bytes: Uint8Array;
  /** What the file says, read back (DOCX and PDF parsed). */
  text: string;
}

export interface GeneratedContract extends Contract {
  flavor: Flavor;
  files: Partial<Record<ContractFormat, StoredContractFile>>;
  compliance: ReturnType<typeof complianceOf>;
}

/**
 * Every flavor of a termsheet as a contract for the league: merged into the legal template,
 * rendered in `formats`, stored (E004 when the store fails) and read back for the compliance
 * check (every required clause, the same figures in every format). The document names the
 * termsheet's tier with `overall_score`.
 */
export async function generateContracts(
  s: Pick<ContractServices, "documents" | "logger" | "clock">,
  input: {
    league: Questionnaire;
    overall_score: number;
    termsheet: Termsheet;
    formats: readonly ContractFormat[];
    contractIdOf: (flavor: Flavor) => string;
    keyOf: (contractId: string, flavor: Flavor, format: ContractFormat) => string;
    /** Default: each contract's own id. */
    fingerprintId?: string;
  },
): Promise<GeneratedContract[]> {
  const now = s.clock();
  const out: GeneratedContract[] = [];
  const priced = Object.entries(input.termsheet.contracts) as [Flavor, ContractDetails][];
  for (const [flavor, terms] of priced) {
    const contractId = input.contractIdOf(flavor);
    const document = contractDocument(
      input.league,
      { tier: input.termsheet.tier, overall_score: input.overall_score },
      terms,
      { contractId, fingerprintId: input.fingerprintId ?? contractId, date: now },
    );
    const contract = { contract_id: contractId, terms, document };
    const files: GeneratedContract["files"] = {};
    for (const format of input.formats) {
      const rendered = await renderContract(contract, format);
      const key = input.keyOf(contractId, flavor, format);
      files[format] = {
        key,
        url: await storeDocument(s, key, rendered.bytes, rendered.contentType),
        content_type: rendered.contentType,
        size_bytes: rendered.bytes.byteLength,
        bytes: rendered.bytes,
        text: await textOf(format, rendered.bytes),
      };
    }
    const texts = Object.fromEntries(Object.entries(files).map(([f, file]) => [f, file.text]));
    out.push({ ...contract, flavor, files, compliance: complianceOf(terms, texts) });
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A stored file as the contracts operations describe it. */
const described = (file: StoredContractFile, withBytes = false) => ({
  url: file.url,
  content_type: file.content_type,
  size_bytes: file.size_bytes,
  ...(withBytes ? { base64: toBase64(file.bytes) } : {}),
});

const GENERATED_FORMATS = ["md", "docx", "pdf"] as const;

/**
 * generate, in the three parts of spec 001: ingestion to JSON; enhancement (research),
 * classification and market intelligence; generation of every flavor's contract in MD, DOCX and
 * PDF, stored under `contracts/<contract_id>/<flavor>.<format>` and checked for compliance.
 */
export async function generateFromQuestionnaire(
  s: ContractServices,
  input: { file: QuestionnaireFile; leagueName?: string; delivery?: "url" | "base64" },
) {
  const now = s.clock();
  const { source, extraction } = await readQuestionnaire(s, input.file, {
    leagueName: input.leagueName,
  });
  const research = await researchLeague(s, extraction, DEFAULT_RESEARCH);
  const scored = scoreLeague(research.enhanced, {
    confidence: extraction.confidence_score,
    now,
    inferred: research.enhancement_data.inferred,
  });
  const { league, score } = scored;
  const { readiness, classification, scorecard } = assessLeague(scored);
  const contractId = newId("ct");
  const fingerprintId = newId("fp");
  const contracts = await generateContracts(s, {
    league,
    overall_score: score.overall_score,
    termsheet: termsheet(score.tier),
    formats: GENERATED_FORMATS,
    contractIdOf: (flavor) => `${contractId}-${flavor}`,
    keyOf: (_, flavor, format) => `contracts/${contractId}/${flavor}.${format}`,
    fingerprintId,
  });
  const checks: ComplianceCheck[] = contracts.flatMap((c) =>
    c.compliance.checks.map((check) => ({ ...check, format: `${c.flavor}.${check.format}` }))
  );
  const flags = needsReview(extraction) ? ["E006"] : [];
  if (research.timed_out) flags.push("E002");
  return {
    contract_id: contractId,
    fingerprint_id: fingerprintId,
    league_name: league.league_name ?? null,
    ingestion: {
      source: { ...source, pages: source.pages ?? null },
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
        classification,
        scorecard,
        readiness,
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
        contracts.map((c) => [c.flavor, { ...c.terms, contract_id: c.contract_id }]),
      ) as Partial<Record<Flavor, ContractDetails & { contract_id: string }>>,
      documents: Object.fromEntries(contracts.map((c) => [
        c.flavor,
        Object.fromEntries(
          Object.entries(c.files).map((
            [f, file],
          ) => [f, described(file, input.delivery === "base64")]),
        ),
      ])),
      compliance: { passed: checks.every((c) => c.passed), checks },
    },
    flags,
  };
}

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
  const { contract_id: _, ...terms } = input.terms;
  const { league, score } = scoreLeague(input.league, { now });
  const overall = input.partnership_score ?? score.overall_score;
  const contractId = newId("ct");
  const [contract] = await generateContracts(s, {
    league,
    overall_score: overall,
    termsheet: { tier: terms.tier, contracts: { [terms.flavor]: terms } },
    formats: CONTRACT_FORMATS,
    contractIdOf: () => contractId,
    keyOf: (id, _, format) => `contracts/${id}/contract.${format}`,
  });
  const leagueTier = input.partnership_score === undefined
    ? score.tier
    : tierOf(input.partnership_score);
  const warnings = leagueTier === terms.tier ? [] : [
    `the terms are priced for ${terms.tier} but the league scores ${leagueTier} ` +
    `(${overall.toFixed(2)})`,
  ];
  const files = contract.files as Record<ContractFormat, StoredContractFile>;
  return {
    contract_id: contractId,
    league_name: league.league_name ?? null,
    terms,
    partnership_score: { overall_score: overall, tier: leagueTier },
    document: contract.document,
    markdown: files.md.text,
    documents: {
      md: described(files.md),
      docx: described(files.docx),
      pdf: described(files.pdf),
      json: described(files.json),
    },
    compliance: {
      passed: contract.compliance.passed,
      required_clauses: [...REQUIRED_CLAUSES],
      figures: contract.compliance.figures,
      checks: contract.compliance.checks,
      tier_consistent: warnings.length === 0,
      warnings,
    },
    assembled_at: now.toISOString(),
  };
}
