/**
 * Contracts as files: a contract (its id, terms and document model) in one of four formats, MD,
 * DOCX and PDF rendered from the model and JSON as the contract itself. Every route that hands
 * out or stores a contract renders it here.
 */
import {
  type DocumentFormat,
  documentFormats,
  type RenderableDocument,
  renderDocument,
  type RenderedDocument,
} from "../documents/mod.ts";
import { scoreLeague } from "../partnership/evaluation.ts";
import type { Tier } from "../partnership/scoring.ts";
import type { ContractDetails } from "../partnership/terms.ts";
import type { Questionnaire } from "../questionnaire/schema.ts";
import { newId } from "../random.ts";
import { type ContractServices, invalid } from "./common.ts";
import { contractDocument } from "./document.ts";

export type ContractFormat = DocumentFormat;
export const CONTRACT_FORMATS = documentFormats;

export interface Contract {
  contract_id: string;
  terms: ContractDetails;
  document: RenderableDocument;
}

/** One contract in one format. */
export async function renderContract(
  { contract_id, terms, document }: Contract,
  format: ContractFormat,
): Promise<RenderedDocument> {
  if (format !== "json") return await renderDocument(document, format);
  return {
    bytes: new TextEncoder().encode(JSON.stringify({ contract_id, terms, document }, null, 2)),
    contentType: "application/json",
    extension: "json",
  };
}

/** A contract file as a download. */
export interface RenderedContract {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
  contractId: string;
}

const asDownload = (contractId: string, out: RenderedDocument): RenderedContract => ({
  bytes: out.bytes,
  contentType: out.contentType,
  filename: `${contractId}.${out.extension}`,
  contractId,
});

/** One contract in one format, named for download. */
export const downloadContract = async (contract: Contract, format: ContractFormat) =>
  asDownload(contract.contract_id, await renderContract(contract, format));

/** Terms as sent back by a client: ContractDetails, maybe with the id we gave them. */
export type TermsInput = ContractDetails & { contract_id?: string };

/**
 * The contract of terms sent back by a client, rendered with the client's figures (the route
 * schemas check them for coherence; a document is never silently re-priced). Without a league
 * to score, the document names the tier alone rather than a made-up score.
 */
function contractOfTerms(input: { terms: TermsInput; league?: Questionnaire }, now: Date) {
  const { contract_id, ...terms } = input.terms;
  const contractId = contract_id ?? newId("ct");
  const overall = input.league && scoreLeague(input.league, { now }).score.overall_score;
  const document = contractDocument(
    input.league ?? {},
    { tier: terms.tier, overall_score: overall ?? 0 },
    terms,
    { contractId, fingerprintId: contractId, date: now },
  );
  if (overall === undefined) document.meta["Partnership tier"] = terms.tier;
  return { contract_id: contractId, terms, document };
}

/** format: one contract of some terms in one format. */
export async function formatContract(
  s: Pick<ContractServices, "clock">,
  input: { terms: TermsInput; league?: Questionnaire; format: ContractFormat },
): Promise<RenderedContract> {
  return await downloadContract(contractOfTerms(input, s.clock()), input.format);
}

/** format with `document`: a document model as it is, in one format. */
export async function renderModel(
  doc: RenderableDocument,
  format: ContractFormat,
): Promise<RenderedContract> {
  const contractId = doc.meta["Contract ID"] ?? "document";
  const safe = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(contractId) ? contractId : "document";
  return { ...asDownload(safe, await renderDocument(doc, format)), contractId };
}

/** generate-document: the template of `template_tier` must be the tier the terms are priced at. */
export async function generateDocument(
  s: Pick<ContractServices, "clock">,
  input: { terms: TermsInput; league?: Questionnaire },
  query: { template_tier?: Exclude<Tier, "Unrated">; output_format?: ContractFormat },
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
  return await formatContract(s, { ...input, format: query.output_format ?? "pdf" });
}
