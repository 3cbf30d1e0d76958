/**
 * Ingestion of uploaded league questionnaires: whatever the league sent (PDF, DOCX, legacy DOC,
 * TXT, JSON) becomes plain text for the extractor, without letting a hostile upload take the
 * process down.
 *
 * Decisions:
 * - The format comes from the bytes, never from the name: `%PDF-` → pdf, a ZIP with
 *   `word/document.xml` → docx, OLE2 → doc, a JSON object → json, printable UTF-8 → txt. The
 *   extension and content type only decide which error message fits, and whether text that does
 *   not parse as JSON is an error (it is when the upload says it is JSON). So a `.pdf` that holds
 *   plain text is ingested as txt, and a `.txt` that holds a PDF as pdf.
 * - Failures are `unprocessable` with a pipeline code: E005 (invalid format, re-upload) when the
 *   bytes are not what they must be (binary named .txt, a ZIP that is no Word document, corrupt or
 *   truncated PDF or ZIP, a zip bomb, too many pages, password protection); E001 (extraction
 *   failed) when the file is what it says but yields no text (scanned PDF, unreadable DOC) or the
 *   PDF time limit runs out.
 * - PDFs with more than `maxPdfPages` pages (default 200) are refused (E005) rather than cut: a
 *   questionnaire is a few pages, and silently dropping pages would lose answers.
 * - PDF parsing recovers what it can (`stopAtErrors: false`), since sloppy but readable PDFs are
 *   common; a file whose tail has no `%%EOF` is refused as truncated (E005) instead, so a partial
 *   upload is not mistaken for a short questionnaire.
 * - pdf.js runs on this thread (its "fake worker"), so the PDF time limit is kept by a microtask
 *   watchdog rather than a timer (see `beforeDeadline`), and text is read as a stream with a cap
 *   (MAX_TEXT_CHARS) so a compressed content stream cannot fill memory. While a page is parsed
 *   the event loop waits, up to `pdfTimeoutMs`; isolating that needs a Web Worker or a job
 *   queue, which Workers (the other runtime) lacks.
 * - DOCX: the central directory is read by hand and only `word/document.xml` is inflated, with
 *   fflate's streaming `Inflate` fed small slices, counting the bytes it produces; declared sizes
 *   are never used. The XML pass is capped too (elements, text), so a part that inflates within
 *   the limit still cannot keep it busy. Headers, footers, footnotes and comments are left out.
 * - DOC (Word 97–2003) is best effort: the `WordDocument` stream is located through the OLE2
 *   directory and runs of printable text (8-bit and UTF-16LE, 4 characters or more) are pulled
 *   from it; no piece-table decoding, so fast-saved files may come out in a jumbled order. When
 *   the OLE2 structure cannot be read there is no fallback to scanning the whole file: on
 *   arbitrary binary data such a scan finds hundreds of "words" of noise.
 */
import { AppError } from "../../errors.ts";
import { MAX_JSON_DEPTH, nestedTooDeeply } from "../../json.ts";
import {
  claimedFormat,
  invalidFormat,
  MAX_UPLOAD_BYTES,
  type SourceFormat,
  type Upload,
} from "./common.ts";
import { extractDoc } from "./doc.ts";
import { DEFAULT_MAX_INFLATED_BYTES, extractDocx } from "./docx.ts";
import { textOfHtml } from "../../html.ts";
import {
  type AttachmentReader,
  emailText,
  isQuotedPrintable,
  quotedPrintableText,
  rawEmailStart,
} from "./email.ts";
import { DEFAULT_PDF_TIMEOUT_MS, extractPdf, MAX_PDF_PAGES } from "./pdf.ts";

export { DEFAULT_MAX_INFLATED_BYTES, DEFAULT_PDF_TIMEOUT_MS, MAX_PDF_PAGES, MAX_UPLOAD_BYTES };
export type { SourceFormat };

export interface IngestedDocument {
  format: SourceFormat;
  text: string;
  /** parsed object for JSON */
  json?: unknown;
  /** PDF only. */
  pages?: number;
  bytes: number;
  filename: string;
}

export interface IngestOptions {
  /**
   * Time limit for the whole PDF extraction (loading the document, every page's text), default
   * 5000. Loading pdf.js itself, once per process, is not counted.
   */
  pdfTimeoutMs?: number;
  /** Limit on the inflated size of a DOCX's `word/document.xml`, default 50 MiB. */
  maxInflatedBytes?: number;
  /** Default {@link MAX_PDF_PAGES}. */
  maxPdfPages?: number;
}

export async function ingestDocument(
  input: { filename: string; bytes: Uint8Array; contentType?: string },
  options: IngestOptions = {},
): Promise<IngestedDocument> {
  const { filename, bytes } = input;
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new AppError(
      "payload_too_large",
      `${filename} is ${bytes.byteLength} bytes; the maximum upload is ${MAX_UPLOAD_BYTES} bytes ` +
        "(10 MiB)",
      { filename, bytes: bytes.byteLength, max_bytes: MAX_UPLOAD_BYTES },
      { suggestion: "Upload a smaller file: only the questionnaire, with images compressed." },
    );
  }
  const upload: Upload = { filename, claimed: claimedFormat(filename, input.contentType) };
  const done = (format: SourceFormat, text: string, extra: Partial<IngestedDocument> = {}) => ({
    format,
    text,
    ...extra,
    bytes: bytes.byteLength,
    filename,
  });
  if (bytes.byteLength === 0) throw invalidFormat(upload, "an empty file");

  if (isPdf(bytes)) {
    const { text, pages } = await extractPdf(bytes, upload, {
      timeoutMs: options.pdfTimeoutMs ?? DEFAULT_PDF_TIMEOUT_MS,
      maxPages: options.maxPdfPages ?? MAX_PDF_PAGES,
    });
    return done("pdf", text, { pages });
  }
  if (isZip(bytes)) {
    const maxInflated = options.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES;
    return done("docx", parsing(upload, "ZIP", () => extractDocx(bytes, upload, maxInflated)));
  }
  if (startsWith(bytes, OLE2_MAGIC)) {
    return done("doc", parsing(upload, "OLE2 file", () => extractDoc(bytes, upload)));
  }

  const binary = knownBinary(bytes);
  if (binary) throw invalidFormat(upload, binary);
  // JSON nested beyond MAX_JSON_DEPTH is no questionnaire, and every step after would walk it
  // for seconds: refused in one pass over the bytes, before they are decoded or parsed.
  if ((upload.claimed === "json" || startsLikeJson(bytes)) && nestedTooDeeply(bytes)) {
    throw invalidFormat(upload, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  const decoded = decodeText(bytes);
  if (decoded === undefined) {
    throw invalidFormat(upload, "binary data that is not PDF, DOCX, DOC or text");
  }
  const text = normaliseNewlines(decoded);

  const json = parseJsonObject(text, upload);
  if (json !== undefined) return done("json", json.text, { json: json.value });
  if (text.trim() === "") throw invalidFormat(upload, "only whitespace");
  // An e-mail saved as it travelled: its body decoded (quoted-printable, base64, HTML).
  // (One postal-mime cannot read is still the text it is.)
  // (Or below what a program printed over it: Gmail's "Show original" saved as a page.)
  // (Its attachments are read as uploads of their own, within this upload's PDF time limit.)
  const raw = rawEmailStart(text);
  const deadline = Date.now() + (options.pdfTimeoutMs ?? DEFAULT_PDF_TIMEOUT_MS);
  const readAttachment: AttachmentReader = async (file) =>
    (await ingestDocument(file, {
      ...options,
      pdfTimeoutMs: Math.max(1, deadline - Date.now()),
    })).text;
  const mail = raw >= 0
    ? await emailText(text.slice(raw), readAttachment).catch((err) => {
      if (err instanceof AppError) throw err;
      return undefined;
    })
    : undefined;
  if (mail) return done("txt", mail);
  // A body copied without its headers, still quoted-printable: decoded.
  const body = isQuotedPrintable(text) ? normaliseNewlines(quotedPrintableText(text)) : text;
  // A web page or an e-mail's HTML saved as text: its text, without the markup.
  return done("txt", looksLikeHtml(body) ? textOfHtml(body) : body);
}

/** HTML as text: a document's opening tag, or tags on most of its lines. */
function looksLikeHtml(text: string): boolean {
  const start = text.trimStart().slice(0, 200);
  if (/^<(?:!doctype html|html|head|body)\b/i.test(start)) return true;
  const lines = text.split("\n", 2000).filter((l) => l.trim());
  const tagged = lines.filter((l) =>
    /<\/?(?:p|div|br|td|tr|li|span|table|b|strong)\b[^>]*>/i.test(l)
  );
  return lines.length >= 3 && tagged.length >= lines.length / 2;
}

/** The parsers check their bounds; should one slip (a RangeError), it is still bad input. */
function parsing<T>(upload: Upload, container: string, parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalidFormat(upload, `a corrupt ${container} (${(err as Error)?.message ?? err})`);
  }
}

// ---------------------------------------------------------------------------------------------
// Detection

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

/** Readers (Acrobat, pdf.js) accept up to 1 KiB of junk before the header, so we do too. */
function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF_MAGIC, i)) return true;
  return false;
}

/** A local file header, or the end record of an empty archive. */
function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
}

/** Formats people upload by mistake, named in the error so they know what they sent. */
const BINARY_SIGNATURES: [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], "a PNG image"],
  [[0xff, 0xd8, 0xff], "a JPEG image"],
  [[0x47, 0x49, 0x46, 0x38], "a GIF image"],
  [[0x49, 0x49, 0x2a, 0x00], "a TIFF image"],
  [[0x4d, 0x4d, 0x00, 0x2a], "a TIFF image"],
  [[0x1f, 0x8b], "a gzip archive"],
  [[0x52, 0x61, 0x72, 0x21], "a RAR archive"],
  [[0x37, 0x7a, 0xbc, 0xaf], "a 7-Zip archive"],
  // RTF is text, but its markup would drown the answers.
  [[0x7b, 0x5c, 0x72, 0x74, 0x66], "an RTF document (save it as DOCX or PDF)"],
];

function knownBinary(bytes: Uint8Array): string | undefined {
  return BINARY_SIGNATURES.find(([magic]) => startsWith(bytes, magic))?.[1];
}

/**
 * The text of a file that is text: valid UTF-8 (BOM stripped), UTF-16 with a BOM, or else
 * Windows-1252 (what Windows editors and older mail programs save: "Grüße" as one byte a
 * letter); no NUL, and at most 1% control characters other than tab, newlines and form feed.
 * Otherwise `undefined`.
 */
function decodeText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    if (startsWith(bytes, [0xff, 0xfe])) {
      text = new TextDecoder("utf-16le", { fatal: true }).decode(bytes);
    } else if (startsWith(bytes, [0xfe, 0xff])) {
      text = new TextDecoder("utf-16be", { fatal: true }).decode(bytes);
    } else {
      if (bytes.includes(0)) return undefined;
      text = utf8(bytes) ?? new TextDecoder("windows-1252").decode(bytes);
    }
  } catch {
    return undefined;
  }
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return undefined;
    const allowed = c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
    if ((c < 0x20 && !allowed) || (c >= 0x7f && c <= 0x9f)) control++;
  }
  return control > text.length / 100 ? undefined : text;
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The first byte after a UTF-8 BOM and whitespace is `{` or `[`. */
function startsLikeJson(bytes: Uint8Array): boolean {
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while ([0x20, 0x09, 0x0a, 0x0d].includes(bytes[i])) i++;
  return bytes[i] === 0x7b || bytes[i] === 0x5b;
}

const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, "\n");

/**
 * A JSON object at the top level → its value and pretty text. Text that is not a JSON object
 * is plain text, unless the upload said it was JSON: then it is an error.
 */
function parseJsonObject(
  text: string,
  upload: Upload,
): { value: unknown; text: string } | undefined {
  const start = text.trimStart()[0];
  const saysJson = upload.claimed === "json";
  // An object, or an array of records ({"field": ..., "value": ...}) as some exports write.
  if (!saysJson && start !== "{" && !(start === "[" && /^\s*\[\s*\{/.test(text))) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    if (!saysJson) return undefined;
    throw invalidFormat(upload, `text that is not valid JSON (${(err as Error).message})`);
  }
  const records = Array.isArray(value) && value.length > 0 &&
    value.every((v) => v !== null && typeof v === "object" && !Array.isArray(v));
  if (value === null || typeof value !== "object" || (Array.isArray(value) && !records)) {
    if (!saysJson) return undefined;
    const found = Array.isArray(value)
      ? "an array of values"
      : value === null
      ? "null"
      : typeof value;
    throw invalidFormat(
      upload,
      `JSON with ${found} at the top level instead of an object or records`,
    );
  }
  return { value, text: JSON.stringify(value, null, 2) };
}
