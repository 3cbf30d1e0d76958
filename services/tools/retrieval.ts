/** The retrieval tool: answers from the document corpus with citations (services/retrieval/). */
import { z } from "zod";
import { answerQuery, DEFAULT_TOP_K, MAX_TOP_K, visibilityOf } from "../retrieval/mod.ts";
import { unauthenticated } from "../errors.ts";
import { defineTool, READ_ONLY } from "./registry.ts";

export const searchDocuments = defineTool({
  name: "search_documents",
  title: "Ask the document corpus",
  description: "Answers a question from the documents the caller may read (the shared corpus " +
    "and its own imports), ranked by vector and full-text search fused by reciprocal rank; " +
    "every answer cites its chunks (document id, title, character span and the quoted " +
    "sentences) as POST /v1/rag/query does.",
  input: z.object({
    query: z.string().trim().min(1).max(2000).describe("The question."),
    top_k: z.number().int().min(1).max(MAX_TOP_K).default(DEFAULT_TOP_K).describe(
      `Chunks to retrieve, 1 to ${MAX_TOP_K}.`,
    ),
  }).strict(),
  output: z.looseObject({
    answer: z.string(),
    citations: z.array(
      z.looseObject({ document_id: z.string(), start: z.number(), end: z.number() }),
    ),
  }),
  annotations: READ_ONLY,
  run: async ({ services, principal }, body) => {
    // The corpus is read per owner: without a caller there is no scope to read.
    if (!principal) throw unauthenticated("search_documents needs a caller");
    const { db, embedder, ai, clock } = services;
    return { ...await answerQuery({ db, embedder, ai, clock }, visibilityOf(principal), body) };
  },
});
