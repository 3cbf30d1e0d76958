/**
 * The runtime-neutral document model every renderer reads: contracts, term sheets and reports are
 * built once as blocks and rendered to Markdown, DOCX, PDF or JSON. Text is plain: renderers escape
 * or encode it for their format, so no markup in the model is ever interpreted.
 */
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[]; ordered?: boolean }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "signature"; parties: { name: string; title?: string }[] };

export interface RenderableDocument {
  title: string;
  subtitle?: string;
  meta: Record<string, string>;
  blocks: Block[];
}

/**
 * A table's rows padded (or cut) to one column count, the header's or the widest row's, so
 * renderers never meet a ragged table.
 */
export function tableGrid(block: Extract<Block, { kind: "table" }>): {
  header: string[];
  rows: string[][];
} {
  const columns = Math.max(1, block.header.length, ...block.rows.map((row) => row.length));
  const pad = (cells: string[]) =>
    Array.from({ length: columns }, (_, i) => String(cells[i] ?? ""));
  return { header: pad(block.header), rows: block.rows.map(pad) };
}
