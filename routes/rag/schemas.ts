import { z } from "@hono/zod-openapi";
import { RAG_ORIGINS } from "../../db/schema/mod.ts";
import { ListOf } from "../paging.ts";
import {
  MAX_DOCUMENT_CHARS,
  MAX_IMPORT_DOCUMENTS,
  MAX_TOP_K,
} from "../../services/retrieval/mod.ts";

export const RagQueryRequest = z.object({
  query: z.string().trim().min(1).max(2000).openapi({
    description: "The question, in words.",
    example: "Which markets are offered for Formula 1?",
  }),
  top_k: z.number().int().min(1).max(MAX_TOP_K).default(5).openapi({
    description: `Chunks to retrieve and rank, 1 to ${MAX_TOP_K} (default 5).`,
    example: 5,
  }),
}).openapi("RagQueryRequest");

const Quote = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
});

export const Citation = z.object({
  ref: z.number().int().openapi({ description: "The citation's number, from 1." }),
  document_id: z.string().openapi({ example: "doc_0f6c2b0e7d0e4b6f9a3c1d2e5f708192" }),
  title: z.string(),
  chunk_id: z.number().int(),
  start: z.number().int().openapi({
    description: "Where the chunk starts in the document's text (characters, from 0).",
  }),
  end: z.number().int().openapi({ description: "Where it ends (exclusive)." }),
  text: z.string().openapi({ description: "The chunk: the document's text from start to end." }),
  quotes: z.array(Quote).openapi({
    description: "The chunk's sentences the answer rests on, as spans of the document.",
  }),
}).openapi("RagCitation");

export const RankedChunk = z.object({
  rank: z.number().int(),
  chunk_id: z.number().int(),
  document_id: z.string(),
  title: z.string(),
  ordinal: z.number().int().openapi({ description: "The chunk's place in its document." }),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  scores: z.object({
    rrf: z.number().openapi({ description: "Σ 1/(60 + rank) over the rankers that found it." }),
    vector: z.object({ rank: z.number().int(), distance: z.number() }).nullable().openapi({
      description: "Its rank and cosine distance in the vector ranker; null if not found.",
    }),
    fts: z.object({ rank: z.number().int(), bm25: z.number() }).nullable().openapi({
      description: "Its rank and bm25 score (lower is better) in full-text search.",
    }),
  }),
}).openapi("RagRankedChunk");

export const RagAnswer = z.object({
  query: z.string(),
  answer: z.string().openapi({
    description: "The answer, written from the cited chunks only.",
  }),
  citations: z.array(Citation),
  chunks: z.array(RankedChunk).openapi({ description: "The chunks retrieved, best first." }),
  provider: z.string().openapi({ example: "local-extractive" }),
  embedding_model: z.string().openapi({ example: "local-hash-256" }),
}).openapi("RagAnswer");

export const RagInfo = z.object({
  documents: z.number().int().openapi({ description: "Documents the caller sees." }),
  chunks: z.number().int(),
  chunking: z.object({
    size: z.number().int(),
    overlap: z.number().int(),
    unit: z.string(),
    boundaries: z.string(),
  }),
  embedder: z.object({
    model: z.string(),
    dimensions: z.number().int(),
    vectors_by_model: z.array(z.object({ model: z.string(), chunks: z.number().int() })),
  }),
  ranking: z.object({
    method: z.string(),
    k: z.number().int(),
    candidates_per_ranker: z.number().int(),
    rankers: z.array(z.string()),
  }),
  answerer: z.string(),
  limits: z.object({
    top_k: z.object({ default: z.number().int(), max: z.number().int() }),
    import_documents: z.number().int(),
    document_chars: z.number().int(),
  }),
}).openapi("RagInfo");

export const RagDocument = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string().nullable(),
  origin: z.enum(RAG_ORIGINS),
  shared: z.boolean().openapi({
    description: "Part of the shared corpus every caller reads; otherwise the caller's own.",
  }),
  chars: z.number().int(),
  chunks: z.number().int(),
  content_hash: z.string().openapi({ description: "SHA-256 of the text, hex." }),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string().openapi({ format: "date-time" }),
}).openapi("RagDocument");

export const RagDocumentList = ListOf(RagDocument).openapi("RagDocumentList");

export const RagDocumentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50).openapi({
    description: "Items per page, 1 to 100.",
    example: 50,
  }),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  origin: z.enum(RAG_ORIGINS).optional().openapi({
    description:
      "Only documents that came this way: `seed` (the shared corpus), `import` (/v1/rag/import), `drive` (a synced folder, showcase uploads included).",
  }),
});

export const ImportRequest = z.object({
  documents: z.array(z.object({
    title: z.string().trim().min(1).max(300),
    text: z.string().min(1).max(MAX_DOCUMENT_CHARS).refine((t) => t.trim().length > 0, {
      message: "text has no words",
    }),
    source: z.string().max(2000).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })).min(1).max(MAX_IMPORT_DOCUMENTS),
}).openapi("RagImportRequest");

export const ImportResponse = z.object({
  documents: z.array(z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(["created", "unchanged"]).openapi({
      description: "`unchanged`: the same text was already imported by this owner.",
    }),
    chunks: z.number().int(),
    content_hash: z.string(),
  })),
  created: z.number().int(),
  unchanged: z.number().int(),
}).openapi("RagImportResponse");
