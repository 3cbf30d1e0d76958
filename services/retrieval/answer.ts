/**
 * Answers over the corpus: the best chunks by hybrid search, their sentences handed to the AI
 * provider as numbered facts, and the answer returned with a citation for every chunk it drew
 * on — document id, title, the chunk's character span in the document and its text, and the
 * spans of the sentences quoted.
 */
import { sentencesOf } from "./chunk.ts";
import type { RetrievalServices, Visibility } from "./corpus.ts";
import { type RankedChunk, searchChunks } from "./search.ts";

export const DEFAULT_TOP_K = 5;
export const MAX_TOP_K = 20;
/** Sentences handed to the provider, at most. */
const MAX_CONTEXT = 60;

export const NO_ANSWER = "No passage of the corpus answers this question.";

export interface Citation {
  /** The citation's number, 1-based. */
  ref: number;
  document_id: string;
  title: string;
  chunk_id: number;
  /** The chunk's span: `text` is the document's text from `start` (inclusive) to `end`. */
  start: number;
  end: number;
  text: string;
  /** The sentences of the chunk the answer quotes, as spans of the document. */
  quotes: { start: number; end: number; text: string }[];
}

export interface RagAnswer {
  query: string;
  answer: string;
  citations: Citation[];
  chunks: RankedChunk[];
  provider: string;
  embedding_model: string;
}

/** The answer to `query` from what the caller sees, with its citations and the ranking. */
export async function answerQuery(
  s: RetrievalServices,
  v: Visibility,
  { query, top_k = DEFAULT_TOP_K }: { query: string; top_k?: number },
): Promise<RagAnswer> {
  const chunks = await searchChunks(s, v, query, top_k);
  // Each chunk's sentences, its own text sliced (a chunk's span is relative to its document).
  const facts = chunks.flatMap((chunk, c) =>
    sentencesOf(chunk.text, { start: 0, end: chunk.text.length }).map((span) => ({
      chunk: c,
      start: chunk.start + span.start,
      end: chunk.start + span.end,
      text: chunk.text.slice(span.start, span.end),
    }))
  ).slice(0, MAX_CONTEXT);
  const completion = facts.length
    ? await s.ai.complete({ question: query, context: facts.map((f) => f.text), maxSentences: 3 })
    : { text: "", citations: [], provider: s.ai.name };
  const cited = new Map<number, Citation>();
  for (const index of completion.citations) {
    const fact = facts[index];
    if (!fact) continue;
    const chunk = chunks[fact.chunk];
    let citation = cited.get(fact.chunk);
    if (!citation) {
      cited.set(
        fact.chunk,
        citation = {
          ref: 0,
          document_id: chunk.document_id,
          title: chunk.title,
          chunk_id: chunk.chunk_id,
          start: chunk.start,
          end: chunk.end,
          text: chunk.text,
          quotes: [],
        },
      );
    }
    citation.quotes.push({ start: fact.start, end: fact.end, text: fact.text });
  }
  const citations = [...cited.values()].map((c, i) => ({ ...c, ref: i + 1 }));
  return {
    query,
    answer: citations.length && completion.text ? completion.text : NO_ANSWER,
    citations,
    chunks,
    provider: completion.provider,
    embedding_model: s.embedder.model,
  };
}
