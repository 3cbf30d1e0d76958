/**
 * The before/after demonstration of retrieval: one question answered from the shared corpus,
 * then again after a document is added, then the document removed. The document goes to a
 * scratch scope of its own (`demo:<uuid>`) that no caller reads, so concurrent demonstrations
 * neither see each other nor leave anything behind, and every run gives the same answers.
 */
import { answerQuery, type RagAnswer } from "./answer.ts";
import {
  addDocuments,
  type NewDocument,
  removeScope,
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

export async function ragBeforeAfter(
  s: RetrievalServices,
  { question = DEMO_QUESTION, top_k = 5 }: { question?: string; top_k?: number },
): Promise<BeforeAfter> {
  const scratch = `${SCRATCH_PREFIX}${crypto.randomUUID()}`;
  const before = await answerQuery(s, { own: scratch, read: [SHARED_SCOPE] }, {
    query: question,
    top_k,
  });
  try {
    const [added] = await addDocuments(s, scratch, "demo", [DEMO_DOCUMENT]);
    const after = await answerQuery(s, { own: scratch, read: [SHARED_SCOPE, scratch] }, {
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
  } finally {
    await removeScope(s, scratch);
  }
}
