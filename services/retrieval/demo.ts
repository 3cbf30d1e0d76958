/**
 * The before/after demonstration of retrieval: one question answered from the shared corpus
 * alone, then from the shared corpus plus a demonstration document. The document lives in a
 * scope of its own (`demo:rag-before-after`) that only this demonstration reads: it is added
 * on the first run (idempotent by content, like every import) and kept, so no caller ever sees
 * it, runs never disturb each other, and every run gives the same two answers. (Adding and
 * deleting a scratch copy per run would churn the vector index, and libsql#2197 drops an
 * identical vector from it after a delete.)
 */
import { answerQuery, type RagAnswer } from "./answer.ts";
import {
  addDocuments,
  type NewDocument,
  type RetrievalServices,
  SCRATCH_PREFIX,
  SHARED_SCOPE,
} from "./corpus.ts";

export const DEMO_DOCUMENT: NewDocument = {
  title: "Harbour Lights Pickleball Open: event guide",
  source: "demo:rag-before-after",
  text: `The Harbour Lights Pickleball Open is a fictional tournament used to demonstrate retrieval.
Its final is played on Saturday 14 March 2027 at the Harbour Lights Arena in Portsmouth.
The prize fund is 85,000 USD, and the doubles champions share 24,000 USD.
Thirty-two teams enter the main draw, seeded by their ranking points of the last twelve months.`,
};

export const DEMO_QUESTION = "When and where is the Harbour Lights Pickleball Open final played?";

export interface BeforeAfter {
  question: string;
  document: { title: string; text: string };
  before: RagAnswer;
  after: RagAnswer;
  /** Whether the added document is cited after, and was not before. */
  improved: boolean;
}

/** The demonstration's own scope: read by nobody else (not even tenant admins' listings). */
export const DEMO_SCOPE = `${SCRATCH_PREFIX}rag-before-after`;

export async function ragBeforeAfter(
  s: RetrievalServices,
  { question = DEMO_QUESTION, top_k = 5 }: { question?: string; top_k?: number },
): Promise<BeforeAfter> {
  const before = await answerQuery(s, { own: DEMO_SCOPE, read: [SHARED_SCOPE] }, {
    query: question,
    top_k,
  });
  const [added] = await addDocuments(s, DEMO_SCOPE, "demo", [DEMO_DOCUMENT]);
  const after = await answerQuery(s, { own: DEMO_SCOPE, read: [SHARED_SCOPE, DEMO_SCOPE] }, {
    query: question,
    top_k,
  });
  const cites = (a: RagAnswer) => a.citations.some((c) => c.document_id === added.id);
  return {
    question,
    document: { title: DEMO_DOCUMENT.title, text: DEMO_DOCUMENT.text },
    before,
    after,
    improved: cites(after) && !cites(before),
  };
}
