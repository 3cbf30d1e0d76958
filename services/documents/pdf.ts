import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { type Block, type RenderableDocument, tableGrid } from "./model.ts";

// A4 in points, with room at the bottom for the footer.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 64, right: 56, bottom: 64, left: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const FOOTER_BASELINE = 32;

const BODY = { size: 10.5, leading: 14.5 };
const TABLE = { size: 9.5, leading: 12.5, padding: 4 };
const HEADING = {
  1: { size: 15, leading: 19, before: 14 },
  2: { size: 12.5, leading: 16, before: 10 },
  3: { size: 11, leading: 14.5, before: 8 },
} as const;

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.6, 0.6, 0.6);
const HEADER_FILL = rgb(0.9, 0.9, 0.9);

/**
 * ASCII stand-ins for characters WinAnsi lacks but text often has. WinAnsi does have smart
 * quotes, dashes, the bullet, the euro and Latin-1 letters, so those are kept as they are.
 */
const STAND_INS: Record<string, string> = {
  "\t": "    ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2190": "<-",
  "\u2192": "->",
  "\u2194": "<->",
  "\u21D2": "=>",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u00D7": "x",
  "\u2215": "/",
  "\u2044": "/",
};

/**
 * Makes text encodable by the standard fonts, which only encode WinAnsi (pdf-lib throws on
 * anything else): each character the font lacks becomes its ASCII stand-in, its unaccented letter
 * (ő -> o), nothing if it is invisible (zero-width, controls), or "?".
 */
export function sanitizeForFont(text: string, charset: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (charset.has(code) || char === "\n" || char === "\r") {
      out += char;
    } else if (char in STAND_INS) {
      out += STAND_INS[char];
    } else if (/[\u2000-\u200A\u202F\u205F\u3000]/.test(char)) {
      out += " ";
    } else if (/[\p{Cc}\p{Cf}\p{Mn}]/u.test(char)) {
      // Controls, formatting (zero-width joiners, BOM) and stray combining marks print nothing.
    } else {
      const base = char.normalize("NFD").replace(/\p{Mn}/gu, "");
      out += base !== "" && [...base].every((c) => charset.has(c.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  charset: ReadonlySet<number>;
}

/**
 * Greedy word wrap by measured width. The model's newlines are hard breaks; a word wider than
 * the line (a URL, an account number) is broken between characters.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const hard of text.split(/\r\n|\r|\n/)) {
    let line = "";
    for (const word of hard.split(/ +/).filter((w) => w !== "")) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== "") lines.push(line);
      line = "";
      for (const char of word) {
        if (line !== "" && !fits(line + char)) {
          lines.push(line);
          line = "";
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A cursor over pages: `y` is the top of the next line box, falling as content is drawn. */
class Layout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(private readonly pdf: PDFDocument, readonly fonts: Fonts) {
    this.newPage();
  }

  get top(): number {
    return PAGE.height - MARGIN.top;
  }

  get atTop(): boolean {
    return this.y >= this.top;
  }

  /** Room left above the bottom margin. */
  get room(): number {
    return this.y - MARGIN.bottom;
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = this.top;
  }

  /** Starts a new page unless `height` fits on this one (or this one is still empty). */
  ensure(height: number): void {
    if (height > this.room && !this.atTop) this.newPage();
  }

  /** Vertical space that is dropped at the top of a page rather than carried over. */
  space(height: number): void {
    if (!this.atTop) this.y = Math.max(MARGIN.bottom, this.y - height);
  }

  text(s: string): string {
    return sanitizeForFont(s, this.fonts.charset);
  }

  /** Draws a single line whose box starts at `top`, baseline placed by the font's ascent. */
  drawLine(
    line: string,
    x: number,
    top: number,
    font: PDFFont,
    size: number,
    color = INK,
  ): void {
    if (line === "") return;
    const baseline = top - font.heightAtSize(size, { descender: false });
    this.page.drawText(line, { x, y: baseline, size, font, color });
  }

  /** Wrapped text at `x`, `width` wide, line by line, breaking pages between lines. */
  paragraph(
    text: string,
    options: { x?: number; width?: number; font?: PDFFont; size?: number; leading?: number } = {},
  ): void {
    const {
      x = MARGIN.left,
      width = CONTENT_WIDTH,
      font = this.fonts.regular,
      size = BODY.size,
      leading = BODY.leading,
    } = options;
    for (const line of wrap(this.text(text), font, size, width)) {
      this.ensure(leading);
      this.drawLine(line, x, this.y, font, size);
      this.y -= leading;
    }
  }
}

function drawTitle(layout: Layout, doc: RenderableDocument): void {
  const { regular, bold } = layout.fonts;
  layout.paragraph(doc.title, { font: bold, size: 20, leading: 25 });
  if (doc.subtitle) {
    layout.y -= 2;
    for (const line of wrap(layout.text(doc.subtitle), regular, 12, CONTENT_WIDTH)) {
      layout.ensure(16);
      layout.drawLine(line, MARGIN.left, layout.y, regular, 12, MUTED);
      layout.y -= 16;
    }
  }
  const meta = Object.entries(doc.meta).map(([k, v]) => [layout.text(k), layout.text(v)]);
  if (meta.length === 0) {
    layout.space(12);
    return;
  }
  layout.space(10);
  // Keys in a column as wide as the widest key, up to a third of the page; values wrap beside.
  const keyWidth = Math.min(
    CONTENT_WIDTH / 3,
    Math.max(...meta.map(([k]) => bold.widthOfTextAtSize(`${k}:`, BODY.size))) + 12,
  );
  for (const [key, value] of meta) {
    const keyLines = wrap(`${key}:`, bold, BODY.size, keyWidth - 12);
    const valueLines = wrap(value, regular, BODY.size, CONTENT_WIDTH - keyWidth);
    for (let i = 0; i < Math.max(keyLines.length, valueLines.length); i++) {
      layout.ensure(BODY.leading);
      layout.drawLine(keyLines[i] ?? "", MARGIN.left, layout.y, bold, BODY.size);
      layout.drawLine(valueLines[i] ?? "", MARGIN.left + keyWidth, layout.y, regular, BODY.size);
      layout.y -= BODY.leading;
    }
  }
  layout.space(8);
  layout.page.drawLine({
    start: { x: MARGIN.left, y: layout.y },
    end: { x: PAGE.width - MARGIN.right, y: layout.y },
    thickness: 0.5,
    color: RULE,
  });
  layout.space(14);
}

function drawHeading(layout: Layout, block: Extract<Block, { kind: "heading" }>): void {
  const style = HEADING[block.level];
  const lines = wrap(layout.text(block.text), layout.fonts.bold, style.size, CONTENT_WIDTH);
  layout.space(style.before);
  // Keep a heading with at least two lines of what follows it.
  layout.ensure(lines.length * style.leading + 4 + 2 * BODY.leading);
  for (const line of lines) {
    layout.drawLine(line, MARGIN.left, layout.y, layout.fonts.bold, style.size);
    layout.y -= style.leading;
  }
  layout.y -= 4;
}

function drawList(layout: Layout, block: Extract<Block, { kind: "list" }>): void {
  const { regular } = layout.fonts;
  const marker = (i: number) => (block.ordered ? `${i + 1}.` : "\u2022");
  const markerWidth = Math.max(
    ...block.items.map((_, i) => regular.widthOfTextAtSize(marker(i), BODY.size)),
  );
  const indent = 12 + markerWidth + 6;
  for (const [i, item] of block.items.entries()) {
    const lines = wrap(layout.text(item), regular, BODY.size, CONTENT_WIDTH - indent);
    lines.forEach((line, n) => {
      layout.ensure(BODY.leading);
      if (n === 0) {
        const m = marker(i);
        const x = MARGIN.left + 12 + markerWidth - regular.widthOfTextAtSize(m, BODY.size);
        layout.drawLine(m, x, layout.y, regular, BODY.size);
      }
      layout.drawLine(line, MARGIN.left + indent, layout.y, regular, BODY.size);
      layout.y -= BODY.leading;
    });
    layout.y -= 2;
  }
  layout.space(6);
}

/**
 * Column widths from content: the natural (one-line) widths scaled to fill the page when they
 * fit; otherwise each column gets its longest word and the rest is shared by how much more it
 * wants. Columns too narrow even for their longest word break words.
 */
function columnWidths(cells: string[][], fonts: Fonts): number[] {
  const pad = 2 * TABLE.padding;
  const measure = (s: string, bold: boolean) =>
    (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(s, TABLE.size);
  const columns = cells[0].length;
  const natural = Array(columns).fill(pad + 12);
  const minimum = Array(columns).fill(pad + 12);
  cells.forEach((row, r) =>
    row.forEach((cell, c) => {
      for (const line of cell.split(/\r\n|\r|\n/)) {
        natural[c] = Math.max(natural[c], measure(line, r === 0) + pad);
      }
      for (const word of cell.split(/\s+/)) {
        minimum[c] = Math.max(minimum[c], measure(word, r === 0) + pad);
      }
    })
  );
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (sum(natural) <= CONTENT_WIDTH) {
    return natural.map((w) => (w * CONTENT_WIDTH) / sum(natural));
  }
  if (sum(minimum) >= CONTENT_WIDTH) {
    return minimum.map((w) => (w * CONTENT_WIDTH) / sum(minimum));
  }
  const spare = CONTENT_WIDTH - sum(minimum);
  const wants = natural.map((w, c) => w - minimum[c]);
  return minimum.map((w, c) => w + (spare * wants[c]) / sum(wants));
}

function drawTable(layout: Layout, block: Extract<Block, { kind: "table" }>): void {
  const { header, rows } = tableGrid(block);
  const cells = [header, ...rows].map((row) => row.map((cell) => layout.text(cell)));
  const widths = columnWidths(cells, layout.fonts);
  const wrapped = cells.map((row, r) =>
    row.map((cell, c) =>
      wrap(
        cell,
        r === 0 ? layout.fonts.bold : layout.fonts.regular,
        TABLE.size,
        widths[c] - 2 * TABLE.padding,
      )
    )
  );
  const rowHeight = (lines: number) => lines * TABLE.leading + 2 * TABLE.padding;

  const drawRow = (r: number, from: number, count: number) => {
    const height = rowHeight(count);
    let x = MARGIN.left;
    wrapped[r].forEach((lines, c) => {
      layout.page.drawRectangle({
        x,
        y: layout.y - height,
        width: widths[c],
        height,
        borderColor: RULE,
        borderWidth: 0.5,
        color: r === 0 ? HEADER_FILL : undefined,
      });
      lines.slice(from, from + count).forEach((line, n) => {
        const top = layout.y - TABLE.padding - n * TABLE.leading;
        const font = r === 0 ? layout.fonts.bold : layout.fonts.regular;
        layout.drawLine(line, x + TABLE.padding, top, font, TABLE.size);
      });
      x += widths[c];
    });
    layout.y -= height;
  };
  const headerLines = Math.max(...wrapped[0].map((lines) => lines.length));
  // The header row goes with the first body row, and again at the top of each later page.
  const firstBody = wrapped.length > 1 ? Math.max(...wrapped[1].map((l) => l.length)) : 0;
  layout.ensure(rowHeight(headerLines) + (firstBody > 0 ? rowHeight(1) : 0));
  drawRow(0, 0, headerLines);
  let fresh = false;
  const pageBreak = () => {
    layout.newPage();
    drawRow(0, 0, headerLines);
    fresh = true;
  };

  const linesPerPage = Math.floor(
    (layout.top - MARGIN.bottom - rowHeight(headerLines) - 2 * TABLE.padding) / TABLE.leading,
  );
  for (let r = 1; r < wrapped.length; r++) {
    const total = Math.max(1, ...wrapped[r].map((lines) => lines.length));
    let done = 0;
    while (done < total) {
      const remaining = total - done;
      const fit = Math.floor((layout.room - 2 * TABLE.padding) / TABLE.leading);
      // A row moves whole to the next page when it would fit there; only taller rows split.
      if (!fresh && (fit < 1 || (fit < remaining && remaining <= linesPerPage && done === 0))) {
        pageBreak();
        continue;
      }
      // On a fresh page at least one line is drawn, so a header taller than a page still ends.
      const count = Math.min(remaining, Math.max(1, fit));
      drawRow(r, done, count);
      fresh = false;
      done += count;
      if (done < total) pageBreak();
    }
  }
  layout.space(12);
}

function drawSignatures(layout: Layout, block: Extract<Block, { kind: "signature" }>): void {
  const { regular, bold } = layout.fonts;
  const gap = 24;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  layout.space(12);
  // Two parties side by side; each pair is kept together on one page.
  for (let i = 0; i < block.parties.length; i += 2) {
    const pair = block.parties.slice(i, i + 2).map((party) => ({
      name: wrap(layout.text(party.name), bold, BODY.size, columnWidth),
      title: party.title ? wrap(layout.text(party.title), regular, BODY.size, columnWidth) : [],
    }));
    const lineCount = Math.max(...pair.map((p) => p.name.length + p.title.length + 1));
    const signingRoom = 36;
    const height = signingRoom + 6 + lineCount * BODY.leading + 18;
    layout.ensure(height);
    pair.forEach((party, column) => {
      const x = MARGIN.left + column * (columnWidth + gap);
      let y = layout.y - signingRoom;
      layout.page.drawLine({
        start: { x, y },
        end: { x: x + columnWidth - 12, y },
        thickness: 0.75,
        color: INK,
      });
      y -= 6;
      for (const line of party.name) {
        layout.drawLine(line, x, y, bold, BODY.size);
        y -= BODY.leading;
      }
      for (const line of party.title) {
        layout.drawLine(line, x, y, regular, BODY.size);
        y -= BODY.leading;
      }
      layout.drawLine("Date: ____________________", x, y, regular, BODY.size, MUTED);
    });
    layout.y -= height;
  }
}

function drawFooters(layout: Layout): void {
  const { regular } = layout.fonts;
  const total = layout.pages.length;
  layout.pages.forEach((page, i) => {
    const text = `Page ${i + 1} of ${total}`;
    const width = regular.widthOfTextAtSize(text, 9);
    page.drawText(text, {
      x: (PAGE.width - width) / 2,
      y: FOOTER_BASELINE,
      size: 9,
      font: regular,
      color: MUTED,
    });
  });
}

/**
 * The document as an A4 PDF in the standard Helvetica fonts (nothing embedded, so it stays
 * small and builds anywhere pdf-lib runs): wrapped text, tables of ruled cells whose header row
 * repeats across pages, side-by-side signature blocks, "Page n of m" footers and the title and
 * subject in the document information.
 */
export async function renderPdf(doc: RenderableDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Both fonts use WinAnsi, so one character set serves both.
  const charset = new Set(regular.getCharacterSet());
  const layout = new Layout(pdf, { regular, bold, charset });

  drawTitle(layout, doc);
  for (const block of doc.blocks) {
    switch (block.kind) {
      case "heading":
        drawHeading(layout, block);
        break;
      case "paragraph":
        layout.paragraph(block.text);
        layout.space(6);
        break;
      case "list":
        drawList(layout, block);
        break;
      case "table":
        drawTable(layout, block);
        break;
      case "signature":
        drawSignatures(layout, block);
        break;
    }
  }
  drawFooters(layout);

  // The information dictionary takes full Unicode, so the title is not sanitised.
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  if (doc.subtitle) pdf.setSubject(doc.subtitle);
  pdf.setCreator("documents service");
  pdf.setProducer("pdf-lib");
  pdf.setLanguage("en");
  return await pdf.save();
}
