/** What every format reader shares: the upload's name, the two error kinds, text tidying. */
import { AppError, type ErrorDetails } from "../../errors.ts";

/** The documented maximum upload; anything bigger is refused with 413 before any parsing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Text a PDF or DOCX may yield: no more than a TXT upload may carry. */
export const MAX_TEXT_CHARS = MAX_UPLOAD_BYTES;

export type SourceFormat = "pdf" | "docx" | "doc" | "txt" | "json";

const EXTENSIONS: Record<string, SourceFormat> = {
  pdf: "pdf",
  docx: "docx",
  docm: "docx",
  dotx: "docx",
  doc: "doc",
  dot: "doc",
  txt: "txt",
  text: "txt",
  md: "txt",
  csv: "txt",
  json: "json",
};

const CONTENT_TYPES: Record<string, SourceFormat> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/msword": "doc",
  "text/plain": "txt",
  "text/markdown": "txt",
  "text/csv": "txt",
  "application/json": "json",
};

/** The format a file says it is, by its extension or, without one we know, its type. */
export function claimedFormat(filename: string, contentType?: string): SourceFormat | undefined {
  const dot = filename.lastIndexOf(".");
  const extension = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : "";
  const mime = contentType?.split(";")[0].trim().toLowerCase() ?? "";
  return EXTENSIONS[extension] ?? CONTENT_TYPES[mime];
}

/** What the upload says it is, and what it is called: for error messages only. */
export interface Upload {
  filename: string;
  claimed?: SourceFormat;
}

const ACCEPTED = "a PDF with selectable text, a DOCX or DOC, or a UTF-8 TXT or JSON file";

const FORMAT_NAMES: Record<SourceFormat, string> = {
  pdf: "a PDF",
  docx: "a DOCX",
  doc: "a Word (.doc)",
  txt: "a plain text",
  json: "a JSON",
};

export function invalidFormat(upload: Upload, found: string, details: ErrorDetails = {}): AppError {
  const named = upload.claimed ? ` (named as ${FORMAT_NAMES[upload.claimed]} file)` : "";
  return new AppError(
    "unprocessable",
    `invalid format: found ${found} in ${upload.filename}${named}; upload ${ACCEPTED}`,
    { filename: upload.filename, claimed_format: upload.claimed ?? null, ...details },
    { code: "E005", suggestion: `Request a re-upload of the questionnaire as ${ACCEPTED}.` },
  );
}

export function extractionFailed(upload: Upload, failed: string, why: string, suggestion: string) {
  return new AppError(
    "unprocessable",
    `${failed} failed: ${why} (${upload.filename})`,
    { filename: upload.filename },
    { code: "E001", suggestion },
  );
}

export const nonSpaceLength = (text: string) => text.replace(/\s+/g, "").length;

/** Trailing spaces off every line, at most one blank line in a row, no blank edges. */
export function tidy(lines: string[]): string {
  return lines.map((line) => line.trimEnd()).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
