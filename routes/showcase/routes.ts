import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { UPLOAD_FORMATS } from "../uploads.ts";
import {
  BeforeAfter,
  BeforeAfterQuery,
  RagAnswer,
  RagDocumentList,
  ShowcaseDocumentsQuery,
  ShowcaseQueryRequest,
  UploadAccepted,
  UploadForm,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Hosted-AI showcase"];
const SEES = "The caller sees the shared corpus and its own account's documents only.";

export const query = createRoute({
  method: "post",
  path: "/api/cloudai-showcase/rag/query",
  operationId: "queryShowcaseRag",
  tags,
  summary: "Retrieval query with citations",
  description: "The same retrieval as POST /v1/rag/query (hybrid vector and full-text " +
    "ranking fused by reciprocal rank; every chunk used cited with its document, title and " +
    "character span). " + SEES,
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: ShowcaseQueryRequest } } },
  },
  responses: { 200: jsonContent(Envelope(RagAnswer), "The answer.") },
});

export const upload = createRoute({
  method: "post",
  path: "/api/cloudai-showcase/rag/upload",
  operationId: "uploadShowcaseRagDocument",
  tags,
  summary: "Upload a document to the corpus",
  description: `Multipart field \`file\`: ${UPLOAD_FORMATS}, checked as questionnaire ` +
    "uploads are (the format by content, corrupt and hostile files refused with 422 and " +
    "E005/E001) before the answer. Stored in the caller's `showcase` drive-rag folder and " +
    "indexed in the background by a sync job (202); follow it at " +
    "/api/drive-rag/status/showcase. The same file again changes nothing. " + SEES,
  security,
  middleware: [
    platformGuard(),
    requestBody({ maxBytes: BODY_LIMITS.upload, types: ["multipart/form-data"] }),
  ] as const,
  request: {
    body: { required: true, content: { "multipart/form-data": { schema: UploadForm } } },
  },
  responses: { 202: jsonContent(Envelope(UploadAccepted), "Stored; indexing.") },
});

export const documents = createRoute({
  method: "get",
  path: "/api/cloudai-showcase/rag/documents",
  operationId: "listShowcaseRagDocuments",
  tags,
  summary: "Document registry",
  description: "The documents of the corpus the caller sees, newest first, one page. " + SEES,
  security,
  middleware: [platformGuard()] as const,
  request: { query: ShowcaseDocumentsQuery },
  responses: { 200: jsonContent(Envelope(RagDocumentList), "One page of documents.") },
});

export const beforeAfter = createRoute({
  method: "get",
  path: "/api/cloudai-showcase/demo/rag-before-after",
  operationId: "getRagBeforeAfter",
  tags,
  summary: "A query before and after a document is added",
  description: "Answers the question from the shared corpus alone, then from the shared " +
    "corpus with a demonstration document added (a fictional tournament's guide, kept in a " +
    "scope only this demonstration reads): the same two answers every time, and no caller " +
    "ever sees the document. `improved` says whether the second answer cites it.",
  security,
  middleware: [platformGuard()] as const,
  request: { query: BeforeAfterQuery },
  responses: {
    200: jsonContent(Envelope(BeforeAfter), "Both answers."),
    ...envelopeErrors(422),
  },
});
