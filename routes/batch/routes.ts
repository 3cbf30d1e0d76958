import { createRoute } from "@hono/zod-openapi";
import { MAX_BATCH_FILES } from "../../services/pipeline/batches.ts";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { UPLOAD_FORMATS } from "../uploads.ts";
import {
  BatchId,
  BatchListing,
  BatchResult,
  Deleted,
  ProcessRequest,
  UploadForm,
  UploadResult,
  V1BatchRequest,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Batches"];
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });

export const v1Batch = createRoute({
  method: "post",
  path: "/api/v1/pipeline/batch",
  operationId: "processPipelineBatch",
  tags,
  summary: "Run the pipeline on up to 10 questionnaires in the document store",
  description: "`pdf_paths` are `drive://` URIs; `*` and `?` match within a path segment. More " +
    "than 10 files in all is 400. Waits up to 120 s; 202 while still running.",
  security,
  middleware: [platformGuard(), json()] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: V1BatchRequest } } },
  },
  responses: {
    200: jsonContent(Envelope(BatchResult), "Done."),
    202: jsonContent(Envelope(BatchResult), "Still running."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

export const processBatch = createRoute({
  method: "post",
  path: "/api/batch/process",
  operationId: "processBatch",
  tags,
  summary: "Process up to 10 questionnaires, synchronously or in the background",
  description: "`paths` are `drive://` URIs (those /api/batch/upload returned, or any in the " +
    "store; wildcards allowed). `background: true` answers 202 at once.",
  security,
  deprecated: true,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: ProcessRequest } } },
  },
  responses: {
    200: jsonContent(Envelope(BatchResult), "Done."),
    202: jsonContent(Envelope(BatchResult), "Accepted or still running."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

export const uploadBatch = createRoute({
  method: "post",
  path: "/api/batch/upload",
  operationId: "uploadBatchFiles",
  tags,
  summary: `Upload up to ${MAX_BATCH_FILES} questionnaires`,
  description: `Multipart field \`files\` (repeated, at most ${MAX_BATCH_FILES}): each ` +
    `${UPLOAD_FORMATS}. Saved in the document store; process them with /api/batch/process ` +
    "and the returned paths.",
  security,
  deprecated: true,
  middleware: [
    deprecated(),
    platformGuard(),
    requestBody({ maxBytes: BODY_LIMITS.batchUpload, types: ["multipart/form-data"] }),
  ] as const,
  request: {
    body: { required: true, content: { "multipart/form-data": { schema: UploadForm } } },
  },
  responses: {
    201: jsonContent(Envelope(UploadResult), "Saved."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const status = createRoute({
  method: "get",
  path: "/api/batch/status/{batch_id}",
  operationId: "getBatchStatus",
  tags,
  summary: "A batch's progress, results and errors",
  security,
  deprecated: true,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: BatchId },
  responses: {
    200: jsonContent(Envelope(BatchResult), "The batch."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const remove = createRoute({
  method: "delete",
  path: "/api/batch/batch/{batch_id}",
  operationId: "deleteBatch",
  tags,
  summary: "Delete a batch, its runs and files",
  security,
  deprecated: true,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: BatchId },
  responses: {
    200: jsonContent(Envelope(Deleted), "Deleted."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const list = createRoute({
  method: "get",
  path: "/api/batch/batches",
  operationId: "listBatches",
  tags,
  summary: "The caller's batches (all of them for admins)",
  security,
  deprecated: true,
  middleware: [deprecated(), platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(BatchListing), "Batches."),
    ...envelopeErrors(401, 429),
  },
});
