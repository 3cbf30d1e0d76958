import { createRoute } from "@hono/zod-openapi";
import { CATALOG_SECURITY, catalogGuard } from "../catalog_read.ts";
import { detailErrors } from "../envelope.ts";
import { authenticate } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent } from "../openapi.ts";
import {
  ImportRequest,
  ImportResponse,
  RagAnswer,
  RagDocumentList,
  RagDocumentsQuery,
  RagInfo,
  RagQueryRequest,
} from "./schemas.ts";

const common = { tags: ["Retrieval"], security: CATALOG_SECURITY };

const READ = "Takes an X-API-Key (the `public` scope is enough) or a bearer ID token. The " +
  "caller sees the shared corpus (the sport catalog and the service's guides) and the " +
  "documents its own account imported; another owner's documents never appear.";

const json = <T extends Parameters<typeof jsonContent>[0]>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const info = createRoute({
  ...common,
  method: "get",
  path: "/v1/rag/info",
  operationId: "getRagInfo",
  summary: "Retrieval system info",
  description: "The corpus the caller sees (documents, chunks, vectors by embedding model), " +
    "how documents are chunked, the embedder, and the ranking (hybrid: libSQL vector index and " +
    "FTS5, fused by reciprocal rank). " + READ,
  middleware: [catalogGuard()] as const,
  responses: { 200: jsonContent(RagInfo, "The retrieval system.") },
});

export const documents = createRoute({
  ...common,
  method: "get",
  path: "/v1/rag/documents",
  operationId: "listRagDocuments",
  summary: "Documents of the corpus",
  description: "The documents the caller sees, newest first, one page. " + READ,
  middleware: [catalogGuard()] as const,
  request: { query: RagDocumentsQuery },
  responses: { 200: jsonContent(RagDocumentList, "One page of documents.") },
});

export const query = createRoute({
  ...common,
  method: "post",
  path: "/v1/rag/query",
  operationId: "queryRag",
  summary: "Answer a question from the corpus",
  description: "Retrieves the `top_k` best chunks (vector and full-text rankings fused by " +
    "reciprocal rank, k = 60), answers from them only, and cites every chunk used: document " +
    "id, title, character span in the document and text. The ranked chunks come with each " +
    "ranker's rank and score. " + READ,
  middleware: [catalogGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body: json(RagQueryRequest) },
  responses: { 200: jsonContent(RagAnswer, "The answer, its citations and the ranking.") },
});

export const importDocuments = createRoute({
  ...common,
  method: "post",
  path: "/v1/rag/import",
  operationId: "importRagDocuments",
  summary: "Import documents",
  description: "Adds documents (`{title, text, source?, metadata?}`, 1 to 50 per request, " +
    "each at most 200,000 characters, the body at most 1 MiB) to the caller's own part of " +
    "the corpus: chunked, embedded and indexed before the answer. Idempotent by content: a " +
    "text this owner already imported is `unchanged` with the same id. 201 when something " +
    "was added, 200 when nothing was. Takes an X-API-Key with the `write` scope or a bearer " +
    "ID token; what a key imports belongs to its account and is seen by nobody else.",
  middleware: [
    authenticate({ accept: ["api_key", "id_token"] }),
    requestBody({ maxBytes: BODY_LIMITS.json }),
  ] as const,
  request: { body: json(ImportRequest) },
  responses: {
    200: jsonContent(ImportResponse, "Every document was already there."),
    201: jsonContent(ImportResponse, "Documents added."),
    ...detailErrors(403),
  },
});
