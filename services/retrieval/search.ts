/**
 * Hybrid retrieval: two rankers over the chunks a caller sees — cosine distance to the query's
 * embedding (current model's vectors only; libSQL's vector index `vector_top_k` on large corpora,
 * an exact scan on small ones) and
 * FTS5 (`bm25`, title weighted twice the text) — fused by reciprocal rank fusion:
 * score = Σ 1 / (RRF_K + rank), rank counted from 1 in each ranker that found the chunk.
 */
import type { Visibility } from "./corpus.ts";
import { reads, type RetrievalServices, SCRATCH_PREFIX, vectorBytes } from "./corpus.ts";

/** The fusion constant of Cormack et al. (2009), as most hybrid search engines use it. */
export const RRF_K = 60;
/** Candidates each ranker hands to the fusion. */
export const CANDIDATES = 50;

export interface RankedChunk {
  rank: number;
  chunk_id: number;
  document_id: string;
  title: string;
  ordinal: number;
  start: number;
  end: number;
  text: string;
  scores: {
    rrf: number;
    vector: { rank: number; distance: number } | null;
    fts: { rank: number; bm25: number } | null;
  };
}

/** Words of a query as an FTS5 expression: each quoted (no operator reaches FTS5), OR-ed. */
export function ftsQuery(query: string): string | null {
  const words = query.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = [...new Set(words.filter((w) => !STOPWORDS.has(w)))].slice(0, 32);
  return kept.length ? kept.map((w) => `"${w}"`).join(" OR ") : null;
}

const STOPWORDS = new Set(
  ("a an and are as at be by can do does for from has have how i in is it its me of on or " +
    "the their there this to was what when where which who why will with you your").split(" "),
);

const scopeFilter = (v: Visibility, column: string) =>
  v.read === "all"
    ? { sql: ` AND ${column} NOT LIKE ?`, args: [`${SCRATCH_PREFIX}%`] }
    : { sql: ` AND ${column} IN (${v.read.map(() => "?").join(", ")})`, args: v.read };

/**
 * Up to this many visible chunks, the vector ranker compares the query with every one of them
 * (exact); above it, it asks libSQL's DiskANN index (`vector_top_k`, approximate). The exact
 * scan is also what keeps small corpora right despite libsql#2197: after a row is deleted, an
 * identical vector of another row can drop out of the index.
 */
export const EXACT_SCAN_MAX = 2000;

/** The vector ranker: the current model's chunks the caller sees, nearest first. */
async function vectorRanks(
  s: RetrievalServices,
  v: Visibility,
  query: Float32Array,
  want: number,
): Promise<{ id: number; distance: number }[]> {
  if (!query.some((x) => x !== 0)) return [];
  const bytes = vectorBytes(query);
  const filter = scopeFilter(v, "scope");
  const [{ n }] = (await s.db.$client.execute({
    sql: `SELECT count(*) AS n FROM rag_chunks WHERE model = ?${filter.sql}`,
    args: [s.embedder.model, ...filter.args],
  })).rows as unknown as { n: number }[];
  if (Number(n) <= EXACT_SCAN_MAX) {
    const rows = (await s.db.$client.execute({
      sql: "SELECT id, vector_distance_cos(embedding, vector32(?)) AS distance FROM rag_chunks " +
        `WHERE model = ?${filter.sql} ORDER BY distance, id LIMIT ?`,
      args: [bytes, s.embedder.model, ...filter.args, want],
    })).rows;
    return rows.map((r) => ({ id: Number(r.id), distance: Number(r.distance) }));
  }
  return await indexRanks(s, v, bytes, want);
}

/**
 * The index's nearest neighbours, filtered to what the caller sees and to the current model
 * (vector_top_k takes no WHERE). When the filter leaves fewer than asked and the index had
 * more, it asks the index again for four times as many.
 */
export async function indexRanks(
  s: RetrievalServices,
  v: Visibility,
  bytes: Uint8Array,
  want: number,
): Promise<{ id: number; distance: number }[]> {
  for (let k = want * 2;; k *= 4) {
    const rows = (await s.db.$client.execute({
      sql: "SELECT c.id AS id, c.scope AS scope, c.model AS model, " +
        "vector_distance_cos(c.embedding, vector32(?)) AS distance " +
        "FROM vector_top_k('rag_chunks_embedding_idx', vector32(?), ?) AS v " +
        "JOIN rag_chunks c ON c.id = v.id",
      args: [bytes, bytes, k],
    })).rows;
    const kept = rows.filter((r) => r.model === s.embedder.model && reads(v, String(r.scope)))
      .map((r) => ({ id: Number(r.id), distance: Number(r.distance) }))
      .sort((a, b) => a.distance - b.distance || a.id - b.id);
    if (kept.length >= want || rows.length < k) return kept.slice(0, want);
  }
}

/** The full-text ranker: bm25 over title (weight 2) and text (weight 1); lower is better. */
async function ftsRanks(
  s: RetrievalServices,
  v: Visibility,
  query: string,
  want: number,
): Promise<{ id: number; bm25: number }[]> {
  const match = ftsQuery(query);
  if (!match) return [];
  const filter = scopeFilter(v, "c.scope");
  const rows = (await s.db.$client.execute({
    sql: "SELECT c.id AS id, bm25(rag_chunks_fts, 2.0, 1.0) AS score FROM rag_chunks_fts " +
      "JOIN rag_chunks c ON c.id = rag_chunks_fts.rowid WHERE rag_chunks_fts MATCH ?" +
      filter.sql + " ORDER BY score, c.id LIMIT ?",
    args: [match, ...filter.args, want],
  })).rows;
  return rows.map((r) => ({ id: Number(r.id), bm25: Number(r.score) }));
}

/** The `topK` best chunks for a query among those the caller sees, with each ranker's scores. */
export async function searchChunks(
  s: RetrievalServices,
  v: Visibility,
  query: string,
  topK: number,
): Promise<RankedChunk[]> {
  const want = Math.max(CANDIDATES, topK);
  const [embedded] = await s.embedder.embed([query]);
  const byVector = await vectorRanks(s, v, embedded, want);
  const byText = await ftsRanks(s, v, query, want);
  const fused = new Map<number, RankedChunk["scores"]>();
  const entry = (id: number) => {
    let e = fused.get(id);
    if (!e) fused.set(id, e = { rrf: 0, vector: null, fts: null });
    return e;
  };
  byVector.forEach((r, i) => {
    const e = entry(r.id);
    e.vector = { rank: i + 1, distance: r.distance };
    e.rrf += 1 / (RRF_K + i + 1);
  });
  byText.forEach((r, i) => {
    const e = entry(r.id);
    e.fts = { rank: i + 1, bm25: r.bm25 };
    e.rrf += 1 / (RRF_K + i + 1);
  });
  const best = [...fused.entries()].sort((a, b) => b[1].rrf - a[1].rrf || a[0] - b[0])
    .slice(0, topK);
  if (!best.length) return [];
  const rows = (await s.db.$client.execute({
    sql: `SELECT id, document_id, title, ordinal, start, end, text FROM rag_chunks WHERE id IN (${
      best.map(() => "?").join(", ")
    })`,
    args: best.map(([id]) => id),
  })).rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return best.flatMap(([id, scores], i) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{
      rank: i + 1,
      chunk_id: id,
      document_id: String(r.document_id),
      title: String(r.title),
      ordinal: Number(r.ordinal),
      start: Number(r.start),
      end: Number(r.end),
      text: String(r.text),
      scores: { ...scores, rrf: Math.round(scores.rrf * 1e6) / 1e6 },
    }];
  });
}
