import { badRequest } from "../errors.ts";
import { renderDocx } from "./docx.ts";
import { renderMarkdown } from "./markdown.ts";
import type { RenderableDocument } from "./model.ts";
import { renderPdf } from "./pdf.ts";

export type { Block, RenderableDocument } from "./model.ts";
export { tableGrid } from "./model.ts";
export { renderMarkdown } from "./markdown.ts";
export { renderDocx } from "./docx.ts";
export { renderPdf, sanitizeForFont } from "./pdf.ts";
export { type ZipEntry, zipFiles } from "./zip.ts";

// read.ts (docxText, pdfText) is not re-exported: it loads pdf.js, which request paths that only
// render documents should not pay for. Import it directly where documents are read back.

export type DocumentFormat = "md" | "docx" | "pdf" | "json";

export const documentFormats: readonly DocumentFormat[] = ["md", "docx", "pdf", "json"];

export interface RenderedDocument {
  bytes: Uint8Array;
  contentType: string;
  /** Without the dot, as file names and storage keys use it. */
  extension: string;
}

const CONTENT_TYPES: Record<DocumentFormat, string> = {
  md: "text/markdown; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  json: "application/json",
};

/** Renders one document model in one format. Throws a validation AppError for another format. */
export async function renderDocument(
  doc: RenderableDocument,
  format: DocumentFormat,
): Promise<RenderedDocument> {
  const encode = (text: string) => new TextEncoder().encode(text);
  let bytes: Uint8Array;
  switch (format) {
    case "md":
      bytes = encode(renderMarkdown(doc));
      break;
    case "docx":
      bytes = await renderDocx(doc);
      break;
    case "pdf":
      bytes = await renderPdf(doc);
      break;
    case "json":
      bytes = encode(JSON.stringify(doc, null, 2));
      break;
    default:
      throw badRequest(`unknown document format: ${String(format)}`, { parameter: "format" });
  }
  return { bytes, contentType: CONTENT_TYPES[format], extension: format };
}
