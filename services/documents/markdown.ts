import { type Block, type RenderableDocument, tableGrid } from "./model.ts";

/** Backslash-escapes inline markup so the model's plain text reads back literally. */
function escapeInline(text: string): string {
  return text
    .replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`)
    .replace(/&(?=#?\w+;)/g, "\\&");
}

/**
 * Plain text as Markdown paragraph lines: inline markup escaped, and anything a line could
 * start a block with (heading, quote, list item, rule, fence) neutralised.
 */
function escapeText(text: string): string {
  return text.split(/\r?\n/).map((line) =>
    escapeInline(line)
      .replace(/^(\s*)([#>+\-=~|])/, "$1\\$2")
      .replace(/^(\s*\d+)([.)])/, "$1\\$2")
  ).join("\n");
}

/** A GFM table cell: one line, pipes escaped. */
function escapeCell(text: string): string {
  return escapeInline(text.replace(/\s*\r?\n\s*/g, " ")).replace(/\|/g, "\\|");
}

function tableRow(cells: string[]): string {
  return `| ${cells.map(escapeCell).join(" | ")} |`;
}

function renderBlock(block: Block): string {
  switch (block.kind) {
    case "heading":
      // The document title is the only level-1 heading; block levels sit below it.
      return `${"#".repeat(block.level + 1)} ${escapeInline(block.text.replace(/\s+/g, " "))}`;
    case "paragraph":
      return escapeText(block.text);
    case "list":
      return block.items
        .map((item, i) => {
          const marker = block.ordered ? `${i + 1}.` : "-";
          const indent = " ".repeat(marker.length + 1);
          return `${marker} ${escapeText(item).replace(/\n/g, `\n${indent}`)}`;
        })
        .join("\n");
    case "table": {
      const { header, rows } = tableGrid(block);
      return [tableRow(header), `|${header.map(() => " --- |").join("")}`, ...rows.map(tableRow)]
        .join("\n");
    }
    case "signature":
      // A trailing backslash is CommonMark's hard line break; trailing spaces get trimmed.
      return block.parties
        .map((party) =>
          [
            `**${escapeInline(party.name)}**`,
            ...(party.title ? [escapeInline(party.title)] : []),
            "Signature: ______________________________",
            "Date: ____________________",
          ].join("\\\n")
        )
        .join("\n\n");
  }
}

/** The document as GitHub-flavoured Markdown. */
export function renderMarkdown(doc: RenderableDocument): string {
  const parts = [`# ${escapeInline(doc.title.replace(/\s+/g, " "))}`];
  if (doc.subtitle) parts.push(`_${escapeInline(doc.subtitle.replace(/\s+/g, " "))}_`);
  const meta = Object.entries(doc.meta);
  if (meta.length > 0) {
    parts.push(
      meta.map(([key, value]) => `- **${escapeCell(key)}:** ${escapeCell(value)}`).join("\n"),
    );
  }
  for (const block of doc.blocks) {
    const text = renderBlock(block);
    if (text !== "") parts.push(text);
  }
  return `${parts.join("\n\n")}\n`;
}
