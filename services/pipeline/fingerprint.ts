import type { ContractServices } from "../contracts/common.ts";
import { scoreLeague } from "../partnership/evaluation.ts";
import type { Research } from "../partnership/research.ts";
import { termsheet } from "../partnership/terms.ts";
import { needsReview, type QuestionnaireFile, readQuestionnaire } from "../questionnaire/read.ts";
import { newId } from "../random.ts";
import { storeDocument } from "../storage/mod.ts";
import { type RunRow, stageOutput, type StageRow } from "./runs.ts";
import type {
  ContractsOutput,
  DriveOutput,
  ExtractionOutput,
  ScoringOutput,
  TrackerOutput,
} from "./stages.ts";

/** The LeagueFingerprint of spec 001, assembled from the stages that have run. */
export function fingerprintOf(run: RunRow, stages: StageRow[]) {
  const extraction = stageOutput<ExtractionOutput>(stages, "extraction");
  const research = stageOutput<Research>(stages, "research");
  const scoring = stageOutput<ScoringOutput>(stages, "scoring");
  const contracts = stageOutput<ContractsOutput>(stages, "contracts");
  const drive = stageOutput<DriveOutput>(stages, "drive");
  const tracker = stageOutput<TrackerOutput>(stages, "tracker");
  const fields = research?.enhanced ?? extraction?.extraction.fields;
  return {
    fingerprint_id: run.fingerprintId,
    league_name: fields?.league_name ?? run.leagueName ?? "",
    sport: fields?.sport ?? "",
    source_document: {
      filename: run.sourceFilename,
      uploaded_at: run.createdAt,
      file_size_bytes: run.sourceBytes,
    },
    state: {
      extracted_raw: extraction
        ? {
          confidence_score: extraction.extraction.confidence_score,
          extracted_at: extraction.extracted_at,
          fields: extraction.extraction.fields,
          /** Where each value was read, so a reviewer can check it. */
          evidence: extraction.extraction.evidence,
          method: extraction.extraction.method ?? "deterministic",
        }
        : null,
      extracted_enhanced: research
        ? {
          quality_score: research.quality_score,
          enhanced_at: stages.find((st) => st.stage === "research")?.startedAt ?? "",
          data_quality_report: research.data_quality_report,
          enhancement_data: research.enhancement_data,
        }
        : null,
    },
    partnership_score: scoring
      ? {
        overall_score: scoring.score.overall_score,
        tier: scoring.score.tier,
        calculated_at: scoring.calculated_at,
        components: scoring.score.components,
      }
      : null,
    contracts: contracts?.contracts ?? {},
    drive: drive ?? null,
    tracker: tracker ?? null,
  };
}

/**
 * fingerprints/create, synchronously and without research: the upload read and scored, the
 * termsheet's four flavors, in the LeagueFingerprint shape. Research (with its AI cost), the
 * folder upload and the tracker card are a run's work (/api/pipeline/start); here
 * `extracted_enhanced` and `tracker` are null and `drive` names the stored fingerprint JSON.
 */
export async function createFingerprint(
  s: Pick<ContractServices, "documents" | "logger" | "clock">,
  input: { file: QuestionnaireFile; leagueName?: string },
) {
  const now = s.clock();
  const { source, extraction } = await readQuestionnaire(s, input.file, {
    leagueName: input.leagueName,
  });
  const { league, score } = scoreLeague(extraction.fields, {
    confidence: extraction.confidence_score,
    now,
  });
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
        evidence: extraction.evidence,
        method: extraction.method ?? "deterministic",
      },
      extracted_enhanced: null,
    },
    partnership_score: {
      overall_score: score.overall_score,
      tier: score.tier,
      calculated_at: now.toISOString(),
      components: score.components,
    },
    contracts: termsheet(score.tier).contracts,
    drive: {
      folder_id: folder,
      folder_url: s.documents.url(folder),
      documents: { fingerprint_json: s.documents.url(`${folder}/fingerprint.json`) },
    },
    tracker: null,
    flags: needsReview(extraction) ? ["E006"] : [],
  };
  await storeDocument(s, `${folder}/fingerprint.json`, JSON.stringify(fingerprint, null, 2));
  return fingerprint;
}
