import assert from "node:assert/strict";
import { CHUNK_OVERLAP, CHUNK_SIZE, chunkText, segments } from "../services/retrieval/chunk.ts";
import { seedDocuments } from "../services/retrieval/seed.ts";

/** Prose of varied sentences and paragraphs, some sentences long, one word very long. */
function prose(paragraphs: number): string {
  const words = "league heat wave odds parlay surf race final score judge lap rider".split(" ");
  let n = 7;
  const next = () => (n = (n * 1103515245 + 12345) % 2147483648);
  const sentence = () => {
    const length = 4 + (next() % 40);
    const w = Array.from({ length }, () => words[next() % words.length]);
    return w.join(" ").replace(/^./, (c) => c.toUpperCase()) + ".";
  };
  return Array.from(
    { length: paragraphs },
    (_, i) =>
      Array.from({ length: 2 + (next() % 6) }, sentence).join(" ") +
      (i === 3 ? ` ${"x".repeat(1900)}` : ""),
  ).join("\n\n");
}

Deno.test("chunks are exact spans of the text, within the size, overlapping by whole sentences", () => {
  const text = prose(40);
  const chunks = chunkText(text);
  assert.ok(chunks.length > 5);
  for (const [i, c] of chunks.entries()) {
    assert.equal(c.ordinal, i);
    assert.equal(c.text, text.slice(c.start, c.end), "a chunk is its span");
    assert.ok(c.end - c.start <= CHUNK_SIZE, `chunk ${i} is ${c.end - c.start} long`);
    assert.equal(c.text, c.text.trim());
    if (i > 0) {
      const prev = chunks[i - 1];
      assert.ok(c.start > prev.start, "every chunk moves on");
      assert.ok(prev.end - c.start <= CHUNK_OVERLAP, "overlap within the limit");
    }
  }
  // Nothing but whitespace is left out: between chunks, before the first, after the last.
  assert.equal(text.slice(0, chunks[0].start).trim(), "");
  for (const [i, c] of chunks.slice(1).entries()) {
    if (c.start > chunks[i].end) assert.equal(text.slice(chunks[i].end, c.start).trim(), "");
  }
  const covered = chunks.at(-1)!.end;
  assert.equal(text.slice(covered).trim(), "");
});

Deno.test("chunks overlap when sentences are short enough to repeat", () => {
  const text = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is here.`).join(" ");
  const chunks = chunkText(text);
  const overlapping = chunks.slice(1).filter((c, i) => c.start < chunks[i].end);
  assert.equal(overlapping.length, chunks.length - 1, "each chunk repeats the last sentences");
});

Deno.test("segments cut a run longer than the size at whitespace, or hard inside a word", () => {
  const text = `${"word ".repeat(300)}${"y".repeat(1700)}`;
  const parts = segments(text, 800);
  for (const p of parts) assert.ok(p.end - p.start <= 800);
  assert.equal(
    parts.map((p) => text.slice(p.start, p.end)).join("").replace(/\s/g, ""),
    text.replace(/\s/g, ""),
  );
});

Deno.test("the seeded corpus: one document per sport and the guides, every chunk in its span", () => {
  const docs = seedDocuments();
  assert.ok(docs.length >= 45);
  assert.equal(new Set(docs.map((d) => d.title)).size, docs.length);
  for (const d of docs) {
    for (const c of chunkText(d.text)) assert.equal(c.text, d.text.slice(c.start, c.end));
  }
});
