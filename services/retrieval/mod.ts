/**
 * Retrieval over one corpus in libSQL (issue 13): documents → chunks (chunk.ts) → embeddings in
 * a vector column and an FTS5 index (corpus.ts) → hybrid ranking by reciprocal rank fusion
 * (search.ts) → answers with citations (answer.ts). drive.ts keeps document-store folders in
 * step with it, seed.ts ships the shared corpus, demo.ts shows a before/after.
 */
import { CHUNK_OVERLAP, CHUNK_SIZE } from "./chunk.ts";
import {
  corpusCounts,
  MAX_DOCUMENT_CHARS,
  MAX_IMPORT_DOCUMENTS,
  type RetrievalServices,
  type Visibility,
} from "./corpus.ts";
import { DEFAULT_TOP_K, MAX_TOP_K } from "./answer.ts";
import { CANDIDATES, RRF_K } from "./search.ts";

export * from "./answer.ts";
export * from "./chunk.ts";
export * from "./corpus.ts";
export * from "./demo.ts";
export * from "./drive.ts";
export * from "./search.ts";
export * from "./seed.ts";

/** What the corpus holds for this caller and how it is cut, embedded and ranked. */
export async function ragInfo(s: RetrievalServices, v: Visibility) {
  const counts = await corpusCounts(s, v);
  return {
    documents: counts.documents,
    chunks: counts.chunks,
    chunking: {
      size: CHUNK_SIZE,
      overlap: CHUNK_OVERLAP,
      unit: "characters",
      boundaries: "sentences and paragraphs; a longer run is cut at whitespace",
    },
    embedder: {
      model: s.embedder.model,
      dimensions: s.embedder.dimensions,
      vectors_by_model: counts.models,
    },
    ranking: {
      method: "reciprocal_rank_fusion",
      k: RRF_K,
      candidates_per_ranker: CANDIDATES,
      rankers: [
        "vector: libSQL vector_top_k over F32_BLOB(256), cosine distance, current model only",
        "full_text: FTS5 bm25 (title weight 2, text 1)",
      ],
    },
    answerer: s.ai.name,
    limits: {
      top_k: { default: DEFAULT_TOP_K, max: MAX_TOP_K },
      import_documents: MAX_IMPORT_DOCUMENTS,
      document_chars: MAX_DOCUMENT_CHARS,
    },
  };
}
