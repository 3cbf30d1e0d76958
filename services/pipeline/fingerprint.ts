import type { Research } from "../partnership/research.ts";
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
