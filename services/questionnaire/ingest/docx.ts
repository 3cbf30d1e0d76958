/** DOCX: only `word/document.xml`, inflated by hand with a cap, read by a tokenizer. */
import { Inflate } from "fflate";
import {
  extractionFailed,
  invalidFormat,
  MAX_TEXT_CHARS,
  nonSpaceLength,
  tidy,
  type Upload,
} from "./common.ts";

/** What a DOCX's `word/document.xml` may inflate to before it counts as a zip bomb. */
export const DEFAULT_MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/**
 * DOCX limits on the work done after inflation, so a part that inflates within the limit still
 * cannot keep the tokenizer busy for seconds: elements matched (a real questionnaire has a few
 * thousand) and text characters (MAX_TEXT_CHARS).
 */
const MAX_DOCX_ELEMENTS = 1_000_000;
/** Compressed bytes pushed into the inflater at once: deflate expands at most ~1032:1, so one
 * push produces at most ~4 MiB before the counter can stop the stream. */
const INFLATE_SLICE_BYTES = 4096;

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

export function extractDocx(bytes: Uint8Array, upload: Upload, maxInflatedBytes: number): string {
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
 * separated by " | ", so two-column forms come out as "Label | value" (a row laid out as columns
 * of long paragraphs comes out a paragraph a line). Deleted text (`w:delText`),
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
  const tables: { cells: string[]; cell: string[] | undefined; columns: string[][] }[] = [];

  const emit = (line: string) => {
    const table = tables.at(-1);
    if (table?.cell) table.cell.push(line);
    else if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += ` ${line}`;
    else lines.push(line);
  };
  const append = (text: string) => {
    if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += text;
  };
  /**
   * "**1.1 Denumirea ligii** Liga Bănățeană de Minifotbal": a paragraph that opens with a label
   * in bold and goes on in plain text is a label and its answer; a tab keeps them apart, as
   * the bold does on the page. (Not a bold lead-in to a sentence: "**The League** is …".)
   */
  let bold = false;
  let boldOpening: boolean | undefined;
  const appendRun = (text: string) => {
    const so = paragraphs.at(-1);
    if (so !== undefined && text.trim()) {
      if (bold) boldOpening ??= true;
      else {
        // (A numbered label, whatever follows.)
        const numbered = /^\s*(?:\d+(?:\.\d+)*[.)]?|Q\.?\s?\d+[.):]?)\s/i.test(so);
        // (Not a bold number alone, "1.", nor a run-in heading with its stop, "Who we are.";
        // nor where the writer set them apart already: "Officiating:", "…season?", "— None", a
        // line's break.)
        if (
          boldOpening && so.trim().split(/\s+/).length <= 10 && /\p{L}/u.test(so) &&
          !/[.:?]\s*$|\n\s*$/.test(so) && !/^\s*[-–—:]/.test(text) &&
          (numbered || !/^\s*\p{Ll}/u.test(text))
        ) append("\t");
        boldOpening = false;
      }
    }
    append(text);
  };

  // Only the elements that matter are matched; the regex engine skips everything else, which
  // keeps a 50 MB part to a second or so.
  const names = "p|r|b|t|tab|tabs|br|cr|noBreakHyphen|tbl|tr|tc";
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
      appendRun(raw.includes("&") ? decodeEntities(raw) : raw);
      token.lastIndex = to < 0 ? xml.length : to;
      continue;
    }
    switch (local) {
      case "r":
        if (!closing) bold = false;
        break;
      case "b":
        if (!closing) bold = !/\bw?:?val="(?:0|false|off)"/.test(match[0]);
        break;
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
        else if (!closing) {
          paragraphs.push("");
          boldOpening = undefined;
        } else if (paragraphs.length > 0) emit(paragraphs.pop()!);
        break;
      case "tbl":
        if (selfClosing) break;
        if (!closing) tables.push({ cells: [], cell: undefined, columns: [] });
        else tables.pop();
        break;
      case "tr": {
        const table = tables.at(-1);
        if (!table || selfClosing) break;
        if (!closing) [table.cells, table.columns] = [[], []];
        else {
          // (A page laid out in a table, a column of paragraphs a cell, a sidebar beside it:
          // each paragraph a line of its own, column after column.)
          const laidOut = table.columns.some((c) => c.length >= 3 && c.join(" ").length >= 300);
          const row = laidOut
            ? table.columns.map((c) => c.join("\n")).join("\n")
            : table.cells.join(" | ");
          [table.cells, table.columns] = [[], []];
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
          const paragraphs = (table.cell ?? []).map((p) => p.trim()).filter((p) => p !== "");
          table.cells.push(paragraphs.join(" ").replace(/\s*\n\s*/g, " "));
          table.columns.push(paragraphs);
          table.cell = undefined;
        }
        break;
      }
    }
  }
  return tidy(lines.flatMap((line) => line.split("\n")));
}
