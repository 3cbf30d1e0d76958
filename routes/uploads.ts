import { AppError } from "../services/errors.ts";
import { MAX_UPLOAD_BYTES } from "../services/questionnaire/ingest.ts";

export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
  contentType?: string;
}

/**
 * A multipart questionnaire file: present (422), within MAX_UPLOAD_BYTES (413), and named as one
 * of the types the route takes (415). Its content is checked again when it is ingested.
 */
export async function uploadedFile(file: unknown, accepts: string[]): Promise<UploadedFile> {
  if (!(file instanceof File)) {
    throw new AppError(
      "unprocessable",
      "multipart field 'file' with the questionnaire is required",
      {
        parameter: "file",
        issues: [{
          location: "form",
          field: "file",
          message: "a file is required",
          code: "custom",
        }],
      },
    );
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new AppError("payload_too_large", `file over ${MAX_UPLOAD_BYTES} bytes`, {
      parameter: "file",
      max_bytes: MAX_UPLOAD_BYTES,
    });
  }
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!accepts.includes(extension)) {
    throw new AppError(
      "unsupported_media_type",
      `'${file.name}': this route takes ${accepts.join(", ").toUpperCase()} files`,
      { parameter: "file", accepted: accepts },
    );
  }
  return {
    filename: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || undefined,
  };
}
