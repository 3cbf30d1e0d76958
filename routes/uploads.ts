import { z } from "@hono/zod-openapi";
import { AppError, badRequest } from "../services/errors.ts";
import { MAX_UPLOAD_BYTES } from "../services/questionnaire/ingest/mod.ts";
import {
  admitQuestionnaire,
  QUESTIONNAIRE_FORMATS,
  type QuestionnaireFile,
} from "../services/questionnaire/read.ts";

const NAMES = QUESTIONNAIRE_FORMATS.map((f) => f.toUpperCase());

/**
 * What every upload route takes, as its OpenAPI description says it: all that ingestion reads
 * ("PDF, DOCX, DOC, TXT or JSON, at most 10 MiB ...").
 */
export const UPLOAD_FORMATS = `${NAMES.slice(0, -1).join(", ")} or ${NAMES.at(-1)}, at most ${
  MAX_UPLOAD_BYTES / 2 ** 20
} MiB (413 beyond; 415 for other types)`;

/** A multipart field with one questionnaire file, for OpenAPI. */
export const QuestionnaireFileField = z.any().openapi({
  type: "string",
  format: "binary",
  description: `The questionnaire: ${UPLOAD_FORMATS}.`,
});

const required = (field: string) =>
  new AppError("unprocessable", `multipart field '${field}' with the questionnaire is required`, {
    parameter: field,
    issues: [{ location: "form", field, message: "a file is required", code: "custom" }],
  });

async function read(file: File, field: string): Promise<QuestionnaireFile> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new AppError("payload_too_large", `'${file.name}' is over ${MAX_UPLOAD_BYTES} bytes`, {
      parameter: field,
      max_bytes: MAX_UPLOAD_BYTES,
    });
  }
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!(QUESTIONNAIRE_FORMATS as readonly string[]).includes(extension)) {
    throw new AppError(
      "unsupported_media_type",
      `'${file.name}': upload routes take ${NAMES.join(", ")} files`,
      { parameter: field, accepted: [...QUESTIONNAIRE_FORMATS] },
    );
  }
  try {
    return await admitQuestionnaire({
      filename: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || undefined,
    });
  } catch (err) {
    // The field the refused file came in, for the error's details and `issues`.
    if (err instanceof AppError) {
      throw new AppError(err.kind, err.message, { ...err.details, parameter: field }, err.options);
    }
    throw err;
  }
}

/**
 * A multipart questionnaire file, checked before the route answers: present (422), within
 * MAX_UPLOAD_BYTES (413), named as one of QUESTIONNAIRE_FORMATS (415), and its content admitted
 * by ingestion (admitQuestionnaire: E005, E001 and 413). One part only: requestBody saw to it.
 */
export async function uploadedFile(file: unknown): Promise<QuestionnaireFile> {
  if (!(file instanceof File)) throw required("file");
  return await read(file, "file");
}

/** The files of a repeated multipart field, each checked as uploadedFile does; at most `max`. */
export async function uploadedFiles(value: unknown, max: number): Promise<QuestionnaireFile[]> {
  const files = [value ?? []].flat().filter((f): f is File => f instanceof File);
  if (!files.length) throw required("files");
  if (files.length > max) {
    throw badRequest(`at most ${max} files per upload (got ${files.length})`, {
      parameter: "files",
    });
  }
  // One at a time: each may inflate a DOCX up to its cap.
  const admitted = [];
  for (const file of files) admitted.push(await read(file, "files"));
  return admitted;
}
