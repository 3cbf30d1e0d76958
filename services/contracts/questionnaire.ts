/**
 * The questionnaire operations that end in contracts (process-questionnaire, generate-contract)
 * and the download of what they issued. Each contract is stored under `contracts/<id>/` with a
 * manifest naming its owner: only the owner (and admins) can download it.
 */
import { mayAccess, ownerOf, type Principal } from "../auth/principal.ts";
import { notFound } from "../errors.ts";
import { evaluate, evaluateData, type Evaluation } from "../partnership/evaluation.ts";
import { type QuestionnaireFile, readQuestionnaire } from "../questionnaire/read.ts";
import type { Questionnaire } from "../questionnaire/schema.ts";
import { storeDocument } from "../storage/mod.ts";
import { newId } from "../random.ts";
import type { ContractServices } from "./common.ts";
import { generateContracts } from "./generation.ts";

const ISSUED_FORMATS = ["docx", "pdf", "json"] as const;
type IssuedFormat = typeof ISSUED_FORMATS[number];

const issuedKey = (contractId: string, file: string) => `contracts/${contractId}/${file}`;

/** Each flavor's contract (DOCX, PDF, JSON) stored for `owner` to download. */
async function issueContracts(
  s: ContractServices,
  owner: Principal,
  evaluation: Pick<Evaluation, "league" | "score" | "termsheet">,
) {
  const contracts = await generateContracts(s, {
    league: evaluation.league,
    overall_score: evaluation.score.overall_score,
    termsheet: evaluation.termsheet,
    formats: ISSUED_FORMATS,
    contractIdOf: () => newId("ct"),
    keyOf: (id, _, format) => issuedKey(id, `contract.${format}`),
  });
  for (const { contract_id, flavor, terms } of contracts) {
    await storeDocument(
      s,
      issuedKey(contract_id, "manifest.json"),
      JSON.stringify({ owner: ownerOf(owner), flavor, terms }),
    );
  }
  return contracts.map(({ contract_id, flavor, terms, files }) => ({
    contract_id,
    flavor,
    terms,
    files: Object.fromEntries(Object.entries(files).map(([format, file]) => [format, file.url])),
  }));
}

/**
 * process-questionnaire: extract, fingerprint, assess readiness, price the four structures and
 * issue their contracts.
 */
export async function processQuestionnaire(
  s: ContractServices,
  owner: Principal,
  file: QuestionnaireFile,
) {
  const { source, extraction } = await readQuestionnaire(s, file);
  const result = await evaluate(s, extraction);
  return {
    source: { filename: source.filename, format: source.format, bytes: source.bytes },
    extracted: extraction,
    fingerprint: { league_name: result.league.league_name, sport: result.league.sport },
    partnership_score: result.score,
    readiness: result.readiness,
    termsheet: result.termsheet,
    contracts: await issueContracts(s, owner, result),
  };
}

/** generate-contract: contracts from already-extracted data. */
export async function contractsFromData(
  s: ContractServices,
  owner: Principal,
  data: Questionnaire,
) {
  const result = await evaluateData(s, data, "fast");
  return { tier: result.termsheet.tier, contracts: await issueContracts(s, owner, result) };
}

const CONTENT_TYPES: Record<IssuedFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  json: "application/json",
};

/** An issued contract's file, for its owner (or an admin) only. */
export async function contractFile(
  s: Pick<ContractServices, "documents">,
  principal: Principal,
  contractId: string,
  format: IssuedFormat,
) {
  const missing = () => notFound(`contract ${contractId} not found`, { parameter: "contract_id" });
  if (!/^ct_[0-9a-f]{32}$/.test(contractId)) throw missing();
  const manifest = await s.documents.get(issuedKey(contractId, "manifest.json"));
  if (!manifest) throw missing();
  const { owner } = JSON.parse(new TextDecoder().decode(manifest.body));
  if (!mayAccess(principal, owner)) throw missing();
  const file = await s.documents.get(issuedKey(contractId, `contract.${format}`));
  if (!file) throw missing();
  return {
    bytes: file.body,
    contentType: CONTENT_TYPES[format],
    filename: `${contractId}.${format}`,
  };
}
