/**
 * Chunking: a document's text cut into passages of about CHUNK_SIZE characters on paragraph
 * and sentence boundaries, each overlapping the one before by at most CHUNK_OVERLAP characters
 * (whole sentences), so a fact that straddles a boundary is whole in one of the two. A chunk is
 * a span `[start, end)` of the text; its text is exactly `text.slice(start, end)`.
 */

/** Target characters per chunk. */
export const CHUNK_SIZE = 800;
/** Characters of the previous chunk repeated at the start of the next, at most. */
export const CHUNK_OVERLAP = 120;

export interface Span {
  start: number;
  end: number;
}

export interface Chunk extends Span {
  ordinal: number;
  text: string;
}

/**
 * Sentences and paragraphs as spans, whitespace trimmed off both ends. A sentence ends at
 * `.`, `!` or `?` followed by whitespace, or at a line break; a run longer than `max` is cut at
 * the last whitespace before `max` (or hard at `max` in a word that long).
 */
export function segments(text: string, max = CHUNK_SIZE): Span[] {
  const out: Span[] = [];
  const push = (start: number, end: number) => {
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    while (end - start > max) {
      let cut = text.lastIndexOf(" ", start + max);
      if (cut <= start) cut = start + max;
      out.push({ start, end: cut });
      start = cut;
      while (start < end && /\s/.test(text[start])) start++;
    }
    if (end > start) out.push({ start, end });
  };
  const boundary = /[.!?]["')\]]*\s+|\n+/g;
  let from = 0;
  for (const m of text.matchAll(boundary)) {
    const end = m.index! + m[0].length;
    push(from, end);
    from = end;
  }
  push(from, text.length);
  return out;
}

/** The chunks of a text: sentences packed up to `size`, the next starting within `overlap`. */
export function chunkText(text: string, size = CHUNK_SIZE, overlap = CHUNK_OVERLAP): Chunk[] {
  const parts = segments(text, size);
  const chunks: Chunk[] = [];
  let first = 0;
  while (first < parts.length) {
    let last = first;
    while (last + 1 < parts.length && parts[last + 1].end - parts[first].start <= size) last++;
    const start = parts[first].start;
    const end = parts[last].end;
    chunks.push({ ordinal: chunks.length, start, end, text: text.slice(start, end) });
    if (last + 1 >= parts.length) break;
    // The next chunk repeats the last whole sentences that fit in the overlap, and always moves on.
    let next = last + 1;
    while (next - 1 > first && end - parts[next - 1].start <= overlap) next--;
    first = next;
  }
  return chunks;
}

/** The sentences of a chunk, as spans of the document. */
export function sentencesOf(text: string, chunk: Span): Span[] {
  return segments(text.slice(chunk.start, chunk.end), Infinity).map((s) => ({
    start: chunk.start + s.start,
    end: chunk.start + s.end,
  }));
}
