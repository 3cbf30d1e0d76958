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
import { Inflate } from "fflate";
import { AppError, type ErrorDetails } from "../errors.ts";

/** The documented maximum upload; anything bigger is refused with 413 before any parsing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** PDFs with more pages are refused (E005). */
export const MAX_PDF_PAGES = 200;
export const DEFAULT_PDF_TIMEOUT_MS = 5000;
/** What a DOCX's `word/document.xml` may inflate to before it counts as a zip bomb. */
export const DEFAULT_MAX_INFLATED_BYTES = 50 * 1024 * 1024;

/** Fewer non-space characters than this and a PDF counts as scanned (no text layer). */
const MIN_PDF_TEXT_CHARS = 20;
/** Fewer non-space characters than this and a DOC's text scan counts as failed. */
const MIN_DOC_TEXT_CHARS = 200;
/**
 * DOCX limits on the work done after inflation, so a part that inflates within the limit still
 * cannot keep the tokenizer busy for seconds: elements matched (a real questionnaire has a few
 * thousand) and text characters (MAX_TEXT_CHARS).
 */
const MAX_DOCX_ELEMENTS = 1_000_000;
/** Text a PDF or DOCX may yield: no more than a TXT upload may carry. */
const MAX_TEXT_CHARS = MAX_UPLOAD_BYTES;
/** Compressed bytes pushed into the inflater at once: deflate expands at most ~1032:1, so one
 * push produces at most ~4 MiB before the counter can stop the stream. */
const INFLATE_SLICE_BYTES = 4096;

export type SourceFormat = "pdf" | "docx" | "doc" | "txt" | "json";

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

/** What the upload says it is, and what it is called: for error messages only. */
interface Upload {
  filename: string;
  claimed?: SourceFormat;
}

const ACCEPTED = "a PDF with selectable text, a DOCX, or a UTF-8 TXT or JSON file";

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
  const decoded = decodeText(bytes);
  if (decoded === undefined) {
    throw invalidFormat(upload, "binary data that is not PDF, DOCX, DOC or UTF-8 text");
  }
  const text = normaliseNewlines(decoded);

  const json = parseJsonObject(text, upload);
  if (json !== undefined) return done("json", json.text, { json: json.value });
  if (text.trim() === "") throw invalidFormat(upload, "only whitespace");
  return done("txt", text);
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

const FORMAT_NAMES: Record<SourceFormat, string> = {
  pdf: "a PDF",
  docx: "a DOCX",
  doc: "a Word (.doc)",
  txt: "a plain text",
  json: "a JSON",
};

function claimedFormat(filename: string, contentType?: string): SourceFormat | undefined {
  const dot = filename.lastIndexOf(".");
  const extension = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : "";
  const mime = contentType?.split(";")[0].trim().toLowerCase() ?? "";
  return EXTENSIONS[extension] ?? CONTENT_TYPES[mime];
}

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
 * The text of a file that is text: valid UTF-8 (BOM stripped) or UTF-16 with a BOM, no NUL,
 * and at most 1% control characters other than tab, newlines and form feed. Otherwise
 * `undefined`.
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
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
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
  if (!saysJson && start !== "{") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    if (!saysJson) return undefined;
    throw invalidFormat(upload, `text that is not valid JSON (${(err as Error).message})`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    if (!saysJson) return undefined;
    const found = Array.isArray(value) ? "an array" : value === null ? "null" : typeof value;
    throw invalidFormat(upload, `JSON with ${found} at the top level instead of an object`);
  }
  try {
    return { value, text: JSON.stringify(value, null, 2) };
  } catch {
    // Parsing is iterative but stringifying recurses: absurd nesting overflows the stack.
    throw invalidFormat(upload, "JSON nested too deeply to process");
  }
}

function invalidFormat(upload: Upload, found: string, details: ErrorDetails = {}): AppError {
  const named = upload.claimed ? ` (named as ${FORMAT_NAMES[upload.claimed]} file)` : "";
  return new AppError(
    "unprocessable",
    `invalid format: found ${found} in ${upload.filename}${named}; upload ${ACCEPTED}`,
    { filename: upload.filename, claimed_format: upload.claimed ?? null, ...details },
    { code: "E005", suggestion: `Request a re-upload of the questionnaire as ${ACCEPTED}.` },
  );
}

function extractionFailed(upload: Upload, failed: string, why: string, suggestion: string) {
  return new AppError(
    "unprocessable",
    `${failed} failed: ${why} (${upload.filename})`,
    { filename: upload.filename },
    { code: "E001", suggestion },
  );
}

const nonSpaceLength = (text: string) => text.replace(/\s+/g, "").length;

/** Trailing spaces off every line, at most one blank line in a row, no blank edges. */
function tidy(lines: string[]): string {
  return lines.map((line) => line.trimEnd()).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}

// ---------------------------------------------------------------------------------------------
// PDF

type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
type LoadingTask = ReturnType<Pdfjs["getDocument"]>;
type PdfPage = Awaited<ReturnType<Awaited<LoadingTask["promise"]>["getPage"]>>;

let pdfjsLoading: Promise<Pdfjs> | undefined;

/**
 * pdf.js, loaded on first use (it is large) and run without a Web Worker: the parser runs on
 * this thread through pdf.js's "fake worker". Registering the worker module as
 * `globalThis.pdfjsWorker` before the first document makes pdf.js take it from there instead
 * of `import(GlobalWorkerOptions.workerSrc)` at run time, and it logs no "Setting up fake
 * worker" warning.
 *
 * Cloudflare Workers: this registration is what makes pdf.js usable there at all, since the
 * bundler can follow these two literal imports but not pdf.js's computed one, and Workers have
 * no Web Worker. Also needed there: `isEvalSupported: false` (no eval/new Function), no
 * `standardFontDataUrl`/`cMapUrl` (pdf.js would read them with `fs` under nodejs_compat), and a
 * CPU-time limit above the PDF time limit (the free plan's 10 ms cannot parse a PDF). Importing
 * pdf.js under nodejs_compat may log "Cannot polyfill DOMMatrix/Path2D"; that concerns
 * rendering only, not the text layer.
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoading ??= (async () => {
    // The worker module registers itself as globalThis.pdfjsWorker on import; explicit anyway.
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    const global = globalThis as { pdfjsWorker?: unknown };
    global.pdfjsWorker ??= worker;
    globalThis.addEventListener?.("unhandledrejection", ignorePdfjsRejection);
    return await import("pdfjs-dist/legacy/build/pdf.mjs");
  })().catch((err) => {
    pdfjsLoading = undefined;
    throw err;
  });
  return pdfjsLoading;
}

/**
 * pdf.js's worker code leaves some promises without a handler: its document setup calls
 * `ensureNotTerminated()` in bare `.then` callbacks (a task destroyed while loading), and the
 * page-tree walk prefetches sibling pages into a cache that nobody awaits once the walk fails on
 * a corrupt file. In a real worker those rejections stay in the worker's thread; the fake worker
 * brings them into ours, where an unhandled rejection ends a Deno process. The failure itself
 * reaches us through the promises we await, so rejections raised by pdf.js's own code (its
 * frames, or its exception classes' shared stack, point into pdf.js) are not let through.
 */
function ignorePdfjsRejection(event: PromiseRejectionEvent) {
  const stack = (event.reason as { stack?: unknown } | null)?.stack;
  if (typeof stack === "string" && /pdfjs-dist\/|webpack:\/\/pdf\.js\//.test(stack)) {
    event.preventDefault();
  }
}

class PdfTimeout extends Error {}
class TooMuchText extends Error {}

/**
 * `work`, or a PdfTimeout once `deadline` passes. A timer cannot enforce this: the fake worker
 * parses in promise callbacks, yielding every 20 ms to the microtask queue but never to timers,
 * so a heavy page would hold a `setTimeout` back until it is done. This watchdog lives in the
 * microtask queue instead, re-queuing itself until the work settles; it only runs while pdf.js
 * works on data already in memory (nothing it waits for needs a timer or I/O), and once it
 * fires, destroying the task stops pdf.js at its next time slot.
 */
async function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let settled = false;
  const watchdog = new Promise<never>((_, reject) => {
    const tick = () => {
      if (settled) return;
      if (performance.now() > deadline) reject(new PdfTimeout());
      else queueMicrotask(tick);
    };
    tick();
  });
  try {
    return await Promise.race([work, watchdog]);
  } finally {
    settled = true;
  }
}

async function extractPdf(
  bytes: Uint8Array,
  upload: Upload,
  limits: { timeoutMs: number; maxPages: number },
): Promise<{ text: string; pages: number }> {
  if (!hasEofMarker(bytes)) {
    throw invalidFormat(upload, "a truncated PDF (no %%EOF marker at its end)");
  }
  const pdfjs = await loadPdfjs();
  const deadline = performance.now() + limits.timeoutMs;
  const task = pdfjs.getDocument({
    // A copy: pdf.js transfers (detaches) the buffer it is given.
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    // Errors only: no "standardFontDataUrl" or font warnings on the console.
    verbosity: 0,
  });
  let result: { text: string; pages: number };
  try {
    result = await readPdfText(task, upload, deadline, limits.maxPages);
  } catch (err) {
    throw pdfError(err, upload, limits.timeoutMs);
  } finally {
    // Destroying the task destroys the document and its fake worker: work still queued for a
    // timed-out document stops at pdf.js's next check instead of running on.
    await task.destroy().catch(() => {});
  }
  if (nonSpaceLength(result.text) < MIN_PDF_TEXT_CHARS) {
    throw extractionFailed(
      upload,
      "PDF extraction",
      "no text layer (scanned images only?)",
      "Retry with OCR, or upload a PDF with selectable text, or the questionnaire as DOCX.",
    );
  }
  return result;
}

/** `%%EOF` in the last 4 KiB: its absence is the mark of an upload cut short. */
function hasEofMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  return new TextDecoder("latin1").decode(tail).includes("%%EOF");
}

async function readPdfText(
  task: LoadingTask,
  upload: Upload,
  deadline: number,
  maxPages: number,
): Promise<{ text: string; pages: number }> {
  let maxChars = MAX_TEXT_CHARS;
  const doc = await beforeDeadline(task.promise, deadline);
  if (doc.numPages > maxPages) {
    throw invalidFormat(
      upload,
      `a PDF of ${doc.numPages} pages, more than the ${maxPages} allowed`,
      {
        pages: doc.numPages,
        max_pages: maxPages,
      },
    );
  }
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    // A macrotask turn between pages, so the rest of the process is not starved for the whole
    // document (the fake worker runs entirely in promise callbacks).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const page = await beforeDeadline(doc.getPage(n), deadline);
    const text = await beforeDeadline(readPageText(page, maxChars), deadline);
    maxChars -= text.length;
    pages.push(text);
    page.cleanup();
  }
  return { text: pages.join("\n\n"), pages: doc.numPages };
}

interface TextItemLike {
  str: string;
  hasEOL: boolean;
  transform: number[];
  height: number;
}

/**
 * One page's text, read as a stream so no more than `maxChars` characters are ever held; more
 * throws TooMuchText. The items become lines: a new line starts after an item marked `hasEOL`
 * or when the baseline moves by more than half the text height, so "Label: value" lines
 * survive; items on one baseline are concatenated (pdf.js inserts the spaces between them).
 */
async function readPageText(page: PdfPage, maxChars: number): Promise<string> {
  const lines: string[] = [];
  let line = "";
  let lastY: number | undefined;
  let lastHeight = 0;
  let eol = false;
  let chars = 0;
  const reader = page.streamTextContent().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const item of (value as { items: object[] }).items) {
      if (!("str" in item)) continue; // marked-content boundaries
      const { str, hasEOL, transform, height } = item as TextItemLike;
      const y = transform[5];
      if (str !== "") {
        const moved = lastY !== undefined && Math.abs(y - lastY) > Math.max(1, lastHeight / 2);
        if (line !== "" && (eol || moved)) {
          lines.push(line);
          line = "";
        }
        line += str;
        chars += str.length;
        eol = false;
        if (str.trim() !== "") {
          lastY = y;
          lastHeight = height;
        }
      }
      if (hasEOL) eol = true;
    }
    if (chars > maxChars) {
      await reader.cancel();
      throw new TooMuchText();
    }
  }
  if (line !== "") lines.push(line);
  return tidy(lines);
}

function pdfError(err: unknown, upload: Upload, timeoutMs: number): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof PdfTimeout) {
    return extractionFailed(
      upload,
      "PDF extraction",
      `timed out after ${timeoutMs} ms`,
      "Retry with different OCR settings, or upload a simpler PDF (or a DOCX).",
    );
  }
  if (err instanceof TooMuchText) {
    return invalidFormat(upload, `a PDF with more than ${MAX_TEXT_CHARS} characters of text`);
  }
  const name = (err as Error)?.name;
  const message = (err as Error)?.message ?? String(err);
  if (name === "PasswordException") {
    return invalidFormat(upload, "a password-protected PDF (remove the password first)");
  }
  return invalidFormat(upload, `a corrupt or truncated PDF (${message})`);
}

// ---------------------------------------------------------------------------------------------
// DOCX

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function extractDocx(bytes: Uint8Array, upload: Upload, maxInflatedBytes: number): string {
  const entries = readZipDirectory(bytes, upload);
  const entry = entries.find((e) => e.name === "word/document.xml");
  if (!entry) {
    throw invalidFormat(
      upload,
      `a ZIP archive without word/document.xml (${describeZip(entries)}), so not a Word document`,
    );
  }
  const xml = inflateEntry(bytes, entry, upload, maxInflatedBytes);
  const text = wordprocessingText(new TextDecoder().decode(xml), upload);
  if (nonSpaceLength(text) === 0) {
    throw extractionFailed(
      upload,
      "DOCX extraction",
      "the document has no text (images only?)",
      "Upload the questionnaire with its answers typed in, as DOCX or as a text PDF.",
    );
  }
  return text;
}

function describeZip(entries: ZipEntry[]): string {
  const names = new Set(entries.map((e) => e.name));
  if (names.has("xl/workbook.xml")) return "it looks like an Excel workbook";
  if (names.has("ppt/presentation.xml")) return "it looks like a PowerPoint presentation";
  if (names.has("content.xml")) return "it looks like an OpenDocument file";
  if (entries.length === 0) return "it is empty";
  const shown = entries.slice(0, 5).map((e) => e.name).join(", ");
  return `it holds ${entries.length} file(s): ${shown}${entries.length > 5 ? ", ..." : ""}`;
}

/** The central directory: the archive's own index, which local headers are not. */
function readZipDirectory(bytes: Uint8Array, upload: Upload): ZipEntry[] {
  const corrupt = (why: string) => invalidFormat(upload, `a corrupt or truncated ZIP (${why})`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));

  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt("no end of central directory record");
  let count = u16(eocd + 10);
  let size = u32(eocd + 12);
  let offset = u32(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || u32(locator) !== 0x07064b50) throw corrupt("bad ZIP64 locator");
    const record = u64(locator + 8);
    if (record + 56 > bytes.length || u32(record) !== 0x06064b50) {
      throw corrupt("bad ZIP64 end record");
    }
    count = u64(record + 32);
    size = u64(record + 40);
    offset = u64(record + 48);
  }
  if (offset + size > bytes.length) throw corrupt("central directory beyond the end of the file");

  const entries: ZipEntry[] = [];
  let at = offset;
  const end = offset + size;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || u32(at) !== 0x02014b50) throw corrupt("bad central directory entry");
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw corrupt("central directory entry overruns the directory");
    const entry: ZipEntry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: u16(at + 8),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      localOffset: u32(at + 42),
    };
    // ZIP64 extra field: the 64-bit values, in this order, for each 32-bit field set to ~0.
    for (let x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength;) {
      const id = u16(x);
      const length = u16(x + 2);
      if (x + 4 + length > at + 46 + nameLength + extraLength) throw corrupt("bad extra field");
      if (id === 0x0001) {
        let field = x + 4;
        const take = () => {
          if (field + 8 > x + 4 + length) throw corrupt("short ZIP64 extra field");
          const value = u64(field);
          field += 8;
          return value;
        };
        if (u32(at + 24) === 0xffffffff) take(); // uncompressed size: never used
        if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
        if (entry.localOffset === 0xffffffff) entry.localOffset = take();
      }
      x += 4 + length;
    }
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * The entry's bytes, inflated in small slices while counting what comes out: past
 * `maxInflatedBytes` the inflater is abandoned, whatever sizes the archive declares.
 */
function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  upload: Upload,
  maxInflatedBytes: number,
): Uint8Array {
  const corrupt = (why: string) =>
    invalidFormat(upload, `a corrupt or truncated ZIP (${entry.name}: ${why})`);
  if (entry.flags & 1) {
    throw invalidFormat(upload, "an encrypted ZIP archive (remove the password first)");
  }
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes[at] !== 0x50 || bytes[at + 1] !== 0x4b) {
    throw corrupt("bad local header");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt("data beyond the end of the file");
  const data = bytes.subarray(start, end);

  const tooBig = () =>
    invalidFormat(
      upload,
      `a ZIP whose ${entry.name} inflates beyond the ${maxInflatedBytes}-byte inflation limit ` +
        "(a zip bomb?)",
      { max_inflated_bytes: maxInflatedBytes },
    );
  if (entry.method === 0) {
    if (data.length > maxInflatedBytes) throw tooBig();
    return data;
  }
  if (entry.method !== 8) throw corrupt(`unsupported compression method ${entry.method}`);

  const chunks: Uint8Array[] = [];
  let total = 0;
  const overLimit = new Error("inflation limit");
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxInflatedBytes) throw overLimit; // out of push(), before the next slice
    chunks.push(chunk);
  });
  try {
    // The last slice is pushed as final: a deflate stream cut short throws "unexpected EOF".
    for (let i = 0; i < data.length || i === 0; i += INFLATE_SLICE_BYTES) {
      const last = i + INFLATE_SLICE_BYTES >= data.length;
      inflater.push(data.subarray(i, i + INFLATE_SLICE_BYTES), last);
    }
  } catch (err) {
    if (err === overLimit) throw tooBig();
    throw corrupt((err as Error).message);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const WORDML_NAMESPACES = [
  "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
  "http://purl.oclc.org/ooxml/wordprocessingml/main", // Strict OOXML
];

/** Named entities with native replaces, `&amp;` last so "&amp;lt;" stays "&lt;". */
function decodeEntities(text: string): string {
  let out = text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'");
  if (out.includes("&#")) {
    out = out.replace(/&#(x[0-9a-fA-F]{1,6}|[0-9]{1,7});/g, (_, ref: string) => {
      const code = ref[0] === "x" ? parseInt(ref.slice(1), 16) : parseInt(ref, 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    });
  }
  return out.replaceAll("&amp;", "&");
}

/**
 * WordprocessingML → text: a paragraph (`w:p`) per line, runs' `w:t` concatenated, `w:tab` a
 * tab, `w:br`/`w:cr` a newline; a table row (`w:tr`) is one line with its cells (`w:tc`)
 * separated by " | ", so two-column forms come out as "Label | value". Deleted text (`w:delText`),
 * field codes (`w:instrText`), tab-stop definitions and the duplicate fallback content of
 * `mc:AlternateContent` are skipped. A tokenizer, not a DOM: the XML can be tens of MB.
 */
function wordprocessingText(xml: string, upload: Upload): string {
  let prefix = "w:";
  for (const ns of WORDML_NAMESPACES) {
    const match = xml.match(new RegExp(`xmlns:([\\w.-]+)="${ns.replace(/[./]/g, "\\$&")}"`));
    if (match) {
      prefix = `${match[1]}:`;
      break;
    }
  }
  const lines: string[] = [];
  /** Open paragraphs (text boxes nest them inside runs). */
  const paragraphs: string[] = [];
  /** Open tables: each open cell collects its paragraphs; each row its cells. */
  const tables: { cells: string[]; cell: string[] | undefined }[] = [];

  const emit = (line: string) => {
    const table = tables.at(-1);
    if (table?.cell) table.cell.push(line);
    else if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += ` ${line}`;
    else lines.push(line);
  };
  const append = (text: string) => {
    if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += text;
  };

  // Only the elements that matter are matched; the regex engine skips everything else, which
  // keeps a 50 MB part to a second or so.
  const names = "p|t|tab|tabs|br|cr|noBreakHyphen|tbl|tr|tc";
  const token = new RegExp(
    `<(/?)(?:${prefix.replace(/[.-]/g, "\\$&")}(${names})|(mc:Fallback))(?=[\\s/>])[^>]*?(/?)>`,
    "g",
  );
  let skipDepth = 0; // inside w:tabs (tab-stop definitions) or mc:Fallback (duplicate content)
  let elements = 0;
  let textChars = 0;
  const tooMuch = (what: string) =>
    invalidFormat(upload, `a DOCX with more ${what} than a questionnaire could need`);
  for (let match; (match = token.exec(xml));) {
    if (++elements > MAX_DOCX_ELEMENTS) throw tooMuch("paragraphs, runs and table cells");
    const [, slash, local, fallback, selfClose] = match;
    const closing = slash === "/";
    const selfClosing = selfClose === "/";
    if (fallback || local === "tabs") {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (local === "t") {
      if (closing || selfClosing) continue;
      // The text of a w:t runs to the next tag.
      const from = token.lastIndex;
      const to = xml.indexOf("<", from);
      const raw = xml.slice(from, to < 0 ? xml.length : to);
      textChars += raw.length;
      if (textChars > MAX_TEXT_CHARS) throw tooMuch("text");
      append(raw.includes("&") ? decodeEntities(raw) : raw);
      token.lastIndex = to < 0 ? xml.length : to;
      continue;
    }
    switch (local) {
      case "tab":
        if (!closing) append("\t");
        break;
      case "br":
      case "cr":
        if (!closing) append("\n");
        break;
      case "noBreakHyphen":
        if (!closing) append("-");
        break;
      case "p":
        if (selfClosing) emit("");
        else if (!closing) paragraphs.push("");
        else if (paragraphs.length > 0) emit(paragraphs.pop()!);
        break;
      case "tbl":
        if (selfClosing) break;
        if (!closing) tables.push({ cells: [], cell: undefined });
        else tables.pop();
        break;
      case "tr": {
        const table = tables.at(-1);
        if (!table || selfClosing) break;
        if (!closing) table.cells = [];
        else {
          const row = table.cells.join(" | ");
          table.cells = [];
          tables.pop();
          emit(row);
          tables.push(table);
        }
        break;
      }
      case "tc": {
        const table = tables.at(-1);
        if (!table) break;
        if (selfClosing) table.cells.push("");
        else if (!closing) table.cell = [];
        else {
          const text = (table.cell ?? []).map((p) => p.trim()).filter((p) => p !== "").join(" ");
          table.cells.push(text.replace(/\s*\n\s*/g, " "));
          table.cell = undefined;
        }
        break;
      }
    }
  }
  return tidy(lines.flatMap((line) => line.split("\n")));
}

// ---------------------------------------------------------------------------------------------
// DOC (OLE2 compound file)

function extractDoc(bytes: Uint8Array, upload: Upload): string {
  const file = readCompoundFile(bytes);
  if (file?.names.some((name) => name === "EncryptedPackage")) {
    throw invalidFormat(upload, "a password-protected Office document (remove the password first)");
  }
  const stream = file?.stream("WordDocument");
  const text = stream ? printableRuns(stream) : "";
  if (nonSpaceLength(text) < MIN_DOC_TEXT_CHARS) {
    const why = stream ? "too little readable text" : "no readable WordDocument stream";
    throw extractionFailed(
      upload,
      "DOC extraction",
      why,
      "Open the file in Word, save it as DOCX or PDF and upload again.",
    );
  }
  return text;
}

const FREE_OR_END = 0xfffffffa; // sector ids at or above this are markers, not sectors

/**
 * A minimal reader of the OLE2 compound file: directory entry names, and a stream's bytes by
 * name. `undefined` for anything inconsistent; every chain walk is bounded by the sector count.
 */
function readCompoundFile(
  bytes: Uint8Array,
): { names: string[]; stream(name: string): Uint8Array | undefined } | undefined {
  if (bytes.length < 512) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return undefined;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize);
  if (sectorCount <= 0) return undefined;
  const sector = (id: number) => bytes.subarray((id + 1) * sectorSize, (id + 2) * sectorSize);
  const perSector = sectorSize / 4;

  const fatSectors: number[] = [];
  const fatCount = Math.min(u32(0x2c), sectorCount);
  for (let i = 0; i < 109 && fatSectors.length < fatCount; i++) fatSectors.push(u32(0x4c + i * 4));
  for (let id = u32(0x44), hops = 0; id < FREE_OR_END && fatSectors.length < fatCount; hops++) {
    if (id >= sectorCount || hops > sectorCount) return undefined;
    const at = (id + 1) * sectorSize;
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatCount; i++) {
      fatSectors.push(u32(at + i * 4));
    }
    id = u32(at + sectorSize - 4);
  }
  if (fatSectors.some((id) => id >= sectorCount)) return undefined;
  const fat = new Uint32Array(fatSectors.length * perSector);
  fatSectors.forEach((id, i) => {
    const at = (id + 1) * sectorSize;
    for (let j = 0; j < perSector; j++) fat[i * perSector + j] = u32(at + j * 4);
  });

  const chain = (start: number, table: Uint32Array, limit: number): number[] | undefined => {
    const ids: number[] = [];
    for (let id = start; id < FREE_OR_END; id = table[id]) {
      if (id >= limit || id >= table.length || ids.length >= limit) return undefined;
      ids.push(id);
    }
    return ids;
  };
  const readChain = (start: number, size?: number): Uint8Array | undefined => {
    const ids = chain(start, fat, sectorCount);
    if (!ids) return undefined;
    const out = new Uint8Array(ids.length * sectorSize);
    ids.forEach((id, i) => out.set(sector(id), i * sectorSize));
    if (size === undefined) return out;
    return size <= out.length ? out.subarray(0, size) : undefined;
  };

  const directory = readChain(u32(0x30));
  if (!directory) return undefined;
  const dir = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: { name: string; type: number; start: number; size: number }[] = [];
  for (let at = 0; at + 128 <= directory.length; at += 128) {
    const nameLength = Math.min(dir.getUint16(at + 0x40, true), 64);
    const name = new TextDecoder("utf-16le").decode(
      directory.subarray(at, at + Math.max(0, nameLength - 2)),
    );
    const type = directory[at + 0x42];
    entries.push({
      name,
      type,
      start: dir.getUint32(at + 0x74, true),
      size: dir.getUint32(at + 0x78, true),
    });
  }
  const root = entries[0];
  if (!root || root.type !== 5) return undefined;

  const miniCutoff = u32(0x38);
  return {
    names: entries.filter((e) => e.type === 1 || e.type === 2).map((e) => e.name),
    stream(name) {
      const entry = entries.find((e) => e.type === 2 && e.name === name);
      if (!entry || entry.size > bytes.length) return undefined;
      if (entry.size >= miniCutoff) return readChain(entry.start, entry.size);
      // Small streams live in 64-byte sectors inside the root entry's "mini stream".
      const miniStream = readChain(root.start, root.size);
      const miniFatBytes = readChain(u32(0x3c));
      if (!miniStream || !miniFatBytes) return undefined;
      const miniFat = new Uint32Array(miniFatBytes.length / 4);
      const mf = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.length);
      for (let i = 0; i < miniFat.length; i++) miniFat[i] = mf.getUint32(i * 4, true);
      const ids = chain(entry.start, miniFat, Math.floor(miniStream.length / 64));
      if (!ids || ids.length * 64 < entry.size) return undefined;
      const out = new Uint8Array(ids.length * 64);
      ids.forEach((id, i) => out.set(miniStream.subarray(id * 64, id * 64 + 64), i * 64));
      return out.subarray(0, entry.size);
    },
  };
}

/** ASCII, plus Word's in-text marks: cell end (7), tab, line feed, line break (11), page break
 * (12), paragraph end (13). */
function isPlainChar(c: number): boolean {
  return (c >= 0x20 && c <= 0x7e) || (c >= 0x07 && c <= 0x0d && c !== 0x08);
}

function isAlphanumeric(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

function isWideChar(c: number): boolean {
  return isPlainChar(c) || (c >= 0xa0 && c <= 0x24f) || (c >= 0x2010 && c <= 0x2027) ||
    c === 0x20ac;
}

/**
 * Runs of 4+ printable characters, read both as 8-bit text and as UTF-16LE (at both byte
 * alignments), in file order. Word keeps a document's text in one of the two; ASCII read as
 * UTF-16 lands in CJK code points and is not taken, UTF-16 read as 8-bit has a NUL every other
 * byte and makes no runs. Runs where letters and digits are under half of the non-space
 * characters (formatting data) are dropped.
 */
function printableRuns(data: Uint8Array): string {
  const runs: { at: number; text: string }[] = [];
  const decoders = { 1: new TextDecoder("latin1"), 2: new TextDecoder("utf-16le") };
  const decode = (step: 1 | 2, start: number, end: number) => {
    if (end - start > 1024) return decoders[step].decode(data.subarray(start, end));
    let text = ""; // short runs: cheaper than a decoder call each
    for (let i = start; i < end; i += step) {
      text += String.fromCharCode(step === 1 ? data[i] : data[i] | (data[i + 1] << 8));
    }
    return text;
  };
  const scan = (step: 1 | 2, from: number) => {
    const printable = step === 1 ? isPlainChar : isWideChar;
    let start = -1;
    let visible = 0;
    let wordy = 0;
    const close = (end: number) => {
      if (start >= 0 && end - start >= 4 * step && wordy > 0 && wordy * 2 >= visible) {
        runs.push({ at: start, text: decode(step, start, end) });
      }
      start = -1;
      visible = 0;
      wordy = 0;
    };
    let i = from;
    for (; i + step <= data.length; i += step) {
      const c = step === 1 ? data[i] : data[i] | (data[i + 1] << 8);
      if (!printable(c)) {
        close(i);
        continue;
      }
      if (start < 0) start = i;
      if (c > 0x20) {
        visible++;
        if (isAlphanumeric(c)) wordy++;
      }
    }
    close(i);
  };
  scan(1, 0);
  scan(2, 0);
  scan(2, 1);

  runs.sort((a, b) => a.at - b.at);
  const text = runs.map((r) => r.text).join("\n")
    .replaceAll("\x07\x07", "\n") // cell end + row end
    .replaceAll("\x07", " | ")
    .replaceAll("\r", "\n")
    .replaceAll("\x0b", "\n")
    .replaceAll("\x0c", "\n");
  return tidy(text.split("\n"));
}
