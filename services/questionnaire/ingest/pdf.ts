/**
 * PDF: the text layer through pdf.js, page by page, within a time limit and a text cap. Pages
 * are separated by a form feed, so a reader can say on which page an answer stands.
 */
import { AppError } from "../../errors.ts";
import {
  extractionFailed,
  invalidFormat,
  MAX_TEXT_CHARS,
  nonSpaceLength,
  tidy,
  type Upload,
} from "./common.ts";

/** PDFs with more pages are refused (E005). */
export const MAX_PDF_PAGES = 200;
export const DEFAULT_PDF_TIMEOUT_MS = 5000;

/** Fewer non-space characters than this and a PDF counts as scanned (no text layer). */
const MIN_PDF_TEXT_CHARS = 20;

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

export async function extractPdf(
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
  const pages: Item[][][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    // A macrotask turn between pages, so the rest of the process is not starved for the whole
    // document (the fake worker runs entirely in promise callbacks).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const page = await beforeDeadline(doc.getPage(n), deadline);
    const { lines, chars } = await beforeDeadline(readPageText(page, maxChars), deadline);
    maxChars -= chars;
    pages.push(lines);
    page.cleanup();
  }
  // One table layout for the whole document: its pages share their columns.
  const columns = columnsOf(pages.flat());
  const text = pages.map((lines) => tidy(lines.map((line) => accented(render(line, columns)))));
  return { text: text.join("\n\f\n"), pages: doc.numPages };
}

/**
 * The spacing accents a PostScript font sets after the letter they mark, as groff does for
 * Turkish, Romanian or Polish ("Güres¸i", "I˙stanbul", "mag˘lubiyet"), made the marked letters
 * ("Güreşi", "İstanbul", "mağlubiyet"). An acute or a diaeresis is left alone: after a letter
 * it is as often an apostrophe or a quote.
 */
const SPACING_ACCENTS: Record<string, string> = {
  "\u00B8": "\u0327", // cedilla
  "\u02D8": "\u0306", // breve
  "\u02D9": "\u0307", // dot above
  "\u02DB": "\u0328", // ogonek
  "\u02C7": "\u030C", // caron
  "\u02DD": "\u030B", // double acute
  "\u02DA": "\u030A", // ring above
};
const accented = (line: string) =>
  line.replace(
    /(\p{L})([\u00B8\u02D8\u02D9\u02DB\u02C7\u02DD\u02DA])/gu,
    (_, letter: string, accent: string) => (letter + SPACING_ACCENTS[accent]).normalize("NFC"),
  );

interface TextItemLike {
  str: string;
  hasEOL: boolean;
  transform: number[];
  width: number;
  height: number;
}

/** A piece of text on a line: where it starts, and whether a wide gap comes before it. */
interface Item {
  x: number;
  text: string;
  gap: boolean;
  /** The width of the gap before it. */
  space: number;
}

/**
 * One page's lines, read as a stream so no more than `maxChars` characters are ever held; more
 * throws TooMuchText. A new line starts after an item marked `hasEOL` or when the baseline
 * moves by more than half the text height; items on one baseline stay on one line, each with
 * its position, so tables can be laid out by column afterwards.
 */
async function readPageText(page: PdfPage, maxChars: number) {
  const lines: Item[][] = [];
  let line: Item[] = [];
  let lastY: number | undefined;
  let lastHeight = 0;
  let lastEnd = 0;
  let eol = false;
  let chars = 0;
  const reader = page.streamTextContent().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const item of (value as { items: object[] }).items) {
      if (!("str" in item)) continue; // marked-content boundaries
      const { hasEOL, transform, width, height } = item as TextItemLike;
      // (A glyph pdf.js cannot name comes as U+0000: the Thai tone marks Chromium sets in
      // NotoSansThai, "ชิงแชมป\0". It is left out, not kept as a control character.)
      const str = (item as TextItemLike).str.replaceAll("\0", "");
      const [x, y] = alongAndAcross(transform);
      if (str !== "") {
        const moved = lastY !== undefined && Math.abs(y - lastY) > Math.max(1, lastHeight / 2);
        if (line.length && (eol || moved)) {
          lines.push(justified(line));
          line = [];
        }
        // A wide gap on one baseline separates table cells (or a label from its answer).
        const gap = line.length > 0 && x - lastEnd > 1.5 * Math.max(height, lastHeight, 4);
        line.push({ x, text: str, gap, space: x - lastEnd });
        chars += str.length;
        eol = false;
        if (str.trim() !== "") {
          lastY = y;
          lastHeight = height;
          lastEnd = x + width;
        }
      }
      if (hasEOL) eol = true;
    }
    if (chars > maxChars) {
      await reader.cancel();
      throw new TooMuchText();
    }
  }
  if (line.length) lines.push(justified(line));
  return { lines, chars };
}

/**
 * A justified line of words, each set apart by the same wide space ("Please   contact   Mr.
 * Aniket   Deshpande,"), is a sentence, not a row of one-word cells: its gaps are no columns.
 * A table's gaps differ from cell to cell, and its cells are rarely all single words.
 */
function justified(line: Item[]): Item[] {
  const gaps = line.filter((i) => i.gap);
  const words = line.filter((i) => i.text.trim());
  if (
    gaps.length < 3 || words.some((i) => /\s/.test(i.text.trim())) ||
    Math.max(...gaps.map((i) => i.space)) - Math.min(...gaps.map((i) => i.space)) > 1
  ) return line;
  return line.map((item, k) =>
    item.gap
      ? { ...item, gap: false, text: /\s$/.test(line[k - 1].text) ? item.text : ` ${item.text}` }
      : item
  );
}

/**
 * An item's place along its line and across the lines, in the text's own direction: a page
 * turned to landscape (text rotated 90°) has its lines running up the page, not across it.
 */
function alongAndAcross([a, b, , , e, f]: number[]): [number, number] {
  const scale = Math.hypot(a, b) || 1;
  const [ux, uy] = [a / scale, b / scale];
  return [e * ux + f * uy, f * ux - e * uy];
}

/** Points within which two cells start in the same column. */
const COLUMN_TOLERANCE = 6;
/** Points within which cell starts cluster into one column (tables on two pages differ a bit). */
const CLUSTER_GAP = 15;

/**
 * Where table columns start: x positions where text begins after a wide gap on at least two
 * lines, with the left margin. A document without tables has the margin only.
 */
function columnsOf(lines: Item[][]): number[] {
  const starts = lines.flatMap((l) => l.filter((i) => i.gap && i.text.trim()).map((i) => i.x))
    .sort((a, b) => a - b);
  const clusters: { x: number; last: number; n: number }[] = [];
  for (const x of starts) {
    const last = clusters.at(-1);
    if (last && x - last.last <= CLUSTER_GAP) {
      last.n++;
      last.last = x;
    } else clusters.push({ x, last: x, n: 1 });
  }
  const left = Math.min(...lines.map((l) => l.find((i) => i.text.trim())?.x ?? Infinity));
  return [
    left,
    ...clusters.filter((c) => c.n >= 2 && c.x > left + COLUMN_TOLERANCE).map((c) => c.x),
  ];
}

/**
 * A line as text with its columns kept: a cell starts after a wide gap or where text meets a
 * column's start ("33" and "Primary contact" in a row numbered close to its label), and cells
 * are separated by one tab per column crossed; a line that starts in a later column (a cell
 * wrapped onto a new line) starts with as many tabs, so the reader can join it to its cell.
 */
function render(line: Item[], columns: number[]): string {
  const columnOf = (x: number) => {
    let k = 0;
    for (let i = 1; i < columns.length; i++) if (x >= columns[i] - COLUMN_TOLERANCE) k = i;
    return k;
  };
  let text = "";
  let column = -1;
  for (const item of line) {
    const k = columnOf(item.x);
    const atColumn = k > column && Math.abs(item.x - columns[k]) <= COLUMN_TOLERANCE &&
      (/\s$/.test(text) || /^\s/.test(item.text) || /^\s*$/.test(text));
    if (column < 0) text += "\t".repeat(k);
    else if (item.gap || (atColumn && item.text.trim())) {
      text += "\t".repeat(Math.max(1, k - column));
    }
    if (column < 0 || item.gap || atColumn) column = Math.max(column, k);
    text += item.text;
  }
  return text.trimEnd();
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
