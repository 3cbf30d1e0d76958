import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { type Block, type RenderableDocument, tableGrid } from "./model.ts";

// A4 with one-inch margins, in twentieths of a point.
const PAGE = { width: 11906, height: 16838, margin: 1440 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ORDERED = "ordered-list";
const BULLETED = "bulleted-list";

const HEADINGS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

/**
 * Drops what XML 1.0 can't carry (control characters, lone surrogates, U+FFFE/U+FFFF): Word
 * refuses a document with any of them, and the model's text may come from anywhere.
 */
function xmlSafe(text: string): string {
  return text.replace(
    // deno-lint-ignore no-control-regex
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "",
  );
}

/** Runs of one paragraph; the model's newlines become line breaks within it. */
function runs(text: string, options: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  return xmlSafe(text).split(/\r?\n/).map((line, i) =>
    new TextRun({ text: line, break: i > 0 ? 1 : undefined, ...options })
  );
}

/** Column widths weighted by their longest text, so an amount column isn't as wide as a clause. */
function columnWidths(header: string[], rows: string[][]): number[] {
  const weights = header.map((_, c) =>
    Math.min(40, Math.max(6, ...[header, ...rows].map((row) => row[c].length)))
  );
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.floor((TEXT_WIDTH * w) / total));
}

function table(block: Extract<Block, { kind: "table" }>): Table {
  const { header, rows } = tableGrid(block);
  const widths = columnWidths(header, rows);
  const cell = (text: string, c: number, isHeader: boolean) =>
    new TableCell({
      width: { size: widths[c], type: WidthType.DXA },
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
      shading: isHeader ? { type: ShadingType.CLEAR, fill: "E7E6E6", color: "auto" } : undefined,
      children: [new Paragraph({ children: runs(text, { bold: isHeader }) })],
    });
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      // tableHeader repeats the header row on every page the table spans.
      new TableRow({ tableHeader: true, children: header.map((text, c) => cell(text, c, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text, c) => cell(text, c, false)) })),
    ],
  });
}

function blockElements(block: Block, listInstance: () => number): (Paragraph | Table)[] {
  switch (block.kind) {
    case "heading":
      return [new Paragraph({ heading: HEADINGS[block.level], children: runs(block.text) })];
    case "paragraph":
      return [new Paragraph({ children: runs(block.text), spacing: { after: 160 } })];
    case "list": {
      // Each ordered list is its own numbering instance, so it starts again at 1.
      const instance = listInstance();
      return block.items.map((item) =>
        new Paragraph({
          numbering: { reference: block.ordered ? ORDERED : BULLETED, level: 0, instance },
          children: runs(item),
        })
      );
    }
    case "table":
      return [table(block), new Paragraph({ children: [] })];
    case "signature":
      return block.parties.flatMap((party) => [
        new Paragraph({
          keepNext: true,
          keepLines: true,
          spacing: { before: 480 },
          children: runs(party.name, { bold: true }),
        }),
        ...(party.title ? [new Paragraph({ keepNext: true, children: runs(party.title) })] : []),
        new Paragraph({
          keepNext: true,
          spacing: { before: 360 },
          children: [new TextRun("Signature: ______________________________")],
        }),
        new Paragraph({ children: [new TextRun("Date: ____________________")] }),
      ]);
  }
}

function listLevel(format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) {
  return {
    level: 0,
    format,
    text,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 720, hanging: 360 } } },
  };
}

/**
 * The document as a .docx: Word's own Title and Heading styles (so the navigation pane and a
 * table of contents see them), tables with a repeating shaded header row, real numbered and
 * bulleted lists, "Page n of m" in the footer and the title in the core properties.
 */
export async function renderDocx(doc: RenderableDocument): Promise<Uint8Array> {
  let lists = 0;
  const listInstance = () => ++lists;
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: runs(doc.title) }),
  ];
  if (doc.subtitle) {
    children.push(new Paragraph({ children: runs(doc.subtitle, { italics: true }) }));
  }
  for (const [key, value] of Object.entries(doc.meta)) {
    children.push(
      new Paragraph({ children: [...runs(`${key}: `, { bold: true }), ...runs(value)] }),
    );
  }
  if (Object.keys(doc.meta).length > 0) children.push(new Paragraph({ children: [] }));
  for (const block of doc.blocks) children.push(...blockElements(block, listInstance));

  const document = new Document({
    title: xmlSafe(doc.title),
    subject: doc.subtitle === undefined ? undefined : xmlSafe(doc.subtitle),
    creator: "documents service",
    lastModifiedBy: "documents service",
    numbering: {
      config: [
        { reference: ORDERED, levels: [listLevel(LevelFormat.DECIMAL, "%1.")] },
        { reference: BULLETED, levels: [listLevel(LevelFormat.BULLET, "\u2022")] },
      ],
    },
    sections: [{
      properties: {
        page: {
          size: { width: PAGE.width, height: PAGE.height },
          margin: {
            top: PAGE.margin,
            right: PAGE.margin,
            bottom: PAGE.margin,
            left: PAGE.margin,
          },
        },
      },
      footers: {
        default: new Footer({
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [
                new TextRun({
                  size: 18,
                  children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                }),
              ],
            }),
          ],
        }),
      },
      children,
    }],
  });
  // "uint8array" is packed with fflate and needs neither Node's Buffer (toBuffer) nor Blob.
  return await Packer.pack(document, "uint8array");
}
