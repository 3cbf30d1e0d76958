import { z } from "@hono/zod-openapi";
import { DEMO_QUESTION, MAX_TOP_K } from "../../services/retrieval/mod.ts";
import { RagAnswer, RagDocumentList } from "../rag/schemas.ts";
import { QuestionnaireFileField } from "../uploads.ts";

export { RagAnswer, RagDocumentList };
export { RagQueryRequest as ShowcaseQueryRequest } from "../rag/schemas.ts";
export { RagDocumentsQuery as ShowcaseDocumentsQuery } from "../rag/schemas.ts";

export const UploadForm = z.object({
  file: QuestionnaireFileField,
}).openapi("ShowcaseRagUpload");

export const UploadAccepted = z.object({
  file: z.string().openapi({ description: "The file's name in the showcase folder." }),
  folder_id: z.string().openapi({ example: "showcase" }),
  uri: z.string(),
  bytes: z.number().int(),
  format: z.string().openapi({ example: "pdf" }),
  status: z.literal("pending").openapi({
    description: "Stored; indexing runs in the background (a rag-sync job).",
  }),
  message_id: z.string(),
  status_url: z.string(),
}).openapi("ShowcaseRagUploadAccepted");

export const BeforeAfterQuery = z.object({
  question: z.string().trim().min(1).max(2000).optional().openapi({
    description: `The question (default: "${DEMO_QUESTION}").`,
  }),
  top_k: z.coerce.number().int().min(1).max(MAX_TOP_K).default(5),
});

export const BeforeAfter = z.object({
  question: z.string(),
  document: z.object({ title: z.string(), text: z.string() }).openapi({
    description:
      "The document added for the second answer (in a scope only this demonstration reads).",
  }),
  before: RagAnswer,
  after: RagAnswer,
  improved: z.boolean().openapi({
    description: "Whether the answer after cites the added document and the one before did not.",
  }),
}).openapi("RagBeforeAfter");
