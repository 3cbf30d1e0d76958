/**
 * Reading a questionnaire: the first step of every evaluation (the pipeline's extraction stage,
 * the questionnaire operations, the contracts operations). Ingestion and extraction are called
 * here only, so one file gives the same fields on every route.
 */
import type { AiProvider } from "../ai/mod.ts";
import type { Logger } from "../logger.ts";
import { extractQuestionnaire } from "./extract/mod.ts";
import { extractWithModel } from "./extract/model.ts";
import { ingestDocument, type IngestedDocument, type SourceFormat } from "./ingest/mod.ts";
import type { Extraction, Questionnaire } from "./schema.ts";

/** The formats every upload route takes: all that ingestion reads. */
export const QUESTIONNAIRE_FORMATS = [
  "pdf",
  "docx",
  "doc",
  "txt",
  "json",
] as const satisfies readonly SourceFormat[];

/** Below this extraction confidence a result is flagged E006 for manual review (and goes on). */
export const MIN_CONFIDENCE = 0.85;

export interface QuestionnaireFile {
  filename: string;
  bytes: Uint8Array;
  contentType?: string;
  /** The file already ingested (admitQuestionnaire), so reading it does not do it again. */
  document?: IngestedDocument;
}

/**
 * The door of every upload route: the file is ingested before the route answers, so whatever
 * ingestion refuses is refused then and there, never by a run a second after a 202, never
 * stored by a 201: E005 (a format that is not what it claims, a corrupt or empty file, a zip
 * bomb, too many pages, JSON nested too deeply), E001 (a PDF without text: a scan, or one with
 * no pages, which pdf.js reads as one blank page; or over its time limit) and 413.
 */
export async function admitQuestionnaire(file: QuestionnaireFile): Promise<QuestionnaireFile> {
  return { ...file, document: await ingestDocument(file) };
}

export interface QuestionnaireSource {
  filename: string;
  format: SourceFormat;
  /** PDF only. */
  pages?: number;
  bytes: number;
}

/** What reading a questionnaire uses: the clock, and a language model when configured. */
export interface ReaderServices {
  clock: () => Date;
  /** The model to extract with (EXTRACTION=model); the deterministic rules otherwise. */
  extractor?: AiProvider;
  logger?: Logger;
}

export interface ReadQuestionnaire {
  source: QuestionnaireSource;
  extraction: Extraction;
}

/**
 * A questionnaire file to its extraction, as of `now` ("results since 2012" counts years to
 * it). `leagueName` (from the upload form or the run) names the league when the questionnaire
 * does not, with that as its evidence. E005 and E001 from ingestion travel as they are.
 */
export async function readQuestionnaire(
  s: ReaderServices,
  file: QuestionnaireFile,
  { leagueName }: { leagueName?: string | null } = {},
): Promise<ReadQuestionnaire> {
  const doc = file.document ?? await ingestDocument(file);
  const deterministic = extractQuestionnaire({ text: doc.text, json: doc.json }, {
    year: s.clock().getUTCFullYear(),
  });
  // A JSON export is already structured: the model is for documents people wrote.
  const extraction = s.extractor && doc.json === undefined
    ? await extractWithModel(s.extractor, { text: doc.text }, deterministic, s.logger)
    : deterministic;
  if (!extraction.fields.league_name && leagueName) {
    extraction.fields.league_name = leagueName;
    extraction.field_confidence.league_name = 1;
    extraction.evidence.league_name = { text: leagueName, via: "upload" };
    extraction.missing = extraction.missing.filter((f) => f !== "league_name");
  }
  return {
    source: { filename: doc.filename, format: doc.format, pages: doc.pages, bytes: doc.bytes },
    extraction,
  };
}

/** The extract operation: the extraction, with the file's name and format. */
export async function extractFile(s: ReaderServices, file: QuestionnaireFile) {
  const { source, extraction } = await readQuestionnaire(s, file);
  return { source: { filename: source.filename, format: source.format }, ...extraction };
}

/** Already-extracted data (a JSON body) as an extraction, with the extractor's own rules. */
export function readQuestionnaireData(data: Questionnaire, now: Date): Extraction {
  return extractQuestionnaire({ text: "", json: data }, { year: now.getUTCFullYear() });
}

/** Whether an extraction is unsure enough to be flagged E006. */
export const needsReview = (extraction: Extraction) => extraction.confidence_score < MIN_CONFIDENCE;
