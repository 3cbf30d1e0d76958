import { createRoute, z } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { UPLOAD_FORMATS } from "../uploads.ts";
import {
  PipelineId,
  PipelineResult,
  PipelineStatus,
  ProcessRequest,
  ProcessResponse,
  UploadForm,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Pipeline"];
const upload = () => requestBody({ maxBytes: BODY_LIMITS.upload, types: ["multipart/form-data"] });

const uploadRoute = (path: "/api/pipeline/upload" | "/api/pipeline/start") =>
  createRoute({
    method: "post",
    path,
    operationId: path.endsWith("upload") ? "uploadQuestionnaire" : "startPipeline",
    tags,
    summary: path.endsWith("upload")
      ? "Upload a questionnaire and start a run"
      : "Start a run from a questionnaire",
    description: `Multipart field \`file\`: ${UPLOAD_FORMATS}. Optional ` +
      "`league_name` and `config` (JSON). Answers 202 at once; the stages run as jobs. " +
      "Follow it at /api/pipeline/status/{pipeline_id} or /api/v1/pipeline/{pipeline_id}/events.",
    security,
    deprecated: true,
    middleware: [deprecated(), platformGuard(), upload()] as const,
    request: {
      body: { required: true, content: { "multipart/form-data": { schema: UploadForm } } },
    },
    responses: {
      202: jsonContent(Envelope(PipelineStatus), "Accepted; running."),
      ...envelopeErrors(400, 401, 413, 415, 422, 429),
    },
  });

export const uploadQuestionnaire = uploadRoute("/api/pipeline/upload");
export const startPipeline = uploadRoute("/api/pipeline/start");

const byId = <P extends string>(
  path: P,
  operationId: string,
  summary: string,
  legacy = true,
  successor?: string,
) => ({
  path,
  operationId,
  tags,
  summary,
  security,
  deprecated: legacy,
  middleware: [...(legacy ? [deprecated(successor)] : []), platformGuard()],
  request: { params: PipelineId },
});

export const legacyStatus = createRoute({
  method: "get",
  ...byId(
    "/api/pipeline/status/{pipeline_id}",
    "getPipelineStatusLegacy",
    "A run's status (legacy)",
    true,
    "/api/v1/pipeline/{pipeline_id}/status",
  ),
  responses: {
    200: jsonContent(Envelope(PipelineStatus), "The run."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const status = createRoute({
  method: "get",
  ...byId("/api/v1/pipeline/{pipeline_id}/status", "getPipelineStatus", "A run's status", false),
  description: "`progress` is 0 to 1, weighted by the stages' average durations of spec 001; " +
    "each stage has `duration_seconds` when done or `elapsed_seconds` while running.",
  responses: {
    200: jsonContent(Envelope(PipelineStatus), "The run."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const result = createRoute({
  method: "get",
  ...byId("/api/pipeline/result/{pipeline_id}", "getPipelineResult", "Everything a run produced"),
  responses: {
    200: jsonContent(Envelope(PipelineResult), "The run's results."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

const zipResponse = {
  description: "A ZIP of the run's contracts (every flavor in MD, DOCX, PDF and JSON).",
  content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
};

export const contractsZip = createRoute({
  method: "get",
  ...byId("/api/pipeline/contracts/{pipeline_id}", "getPipelineContracts", "All contracts, zipped"),
  responses: { 200: zipResponse, ...envelopeErrors(401, 404, 422, 429) },
});

export const downloadZip = createRoute({
  method: "get",
  ...byId(
    "/api/pipeline/download/{pipeline_id}",
    "downloadPipelineContracts",
    "All contracts, zipped",
  ),
  responses: { 200: zipResponse, ...envelopeErrors(401, 404, 422, 429) },
});

export const remove = createRoute({
  method: "delete",
  ...byId("/api/pipeline/pipeline/{pipeline_id}", "deletePipeline", "Delete a run and its files"),
  responses: {
    200: jsonContent(
      Envelope(
        z.object({ pipeline_id: z.string(), deleted: z.boolean(), files_removed: z.number() }),
      ),
      "Deleted.",
    ),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const events = createRoute({
  method: "get",
  ...byId(
    "/api/v1/pipeline/{pipeline_id}/events",
    "streamPipelineEvents",
    "A run's progress as server-sent events",
    false,
  ),
  description: "`text/event-stream`: a `progress` event (the status body) whenever the run " +
    "changes, then `done` when it ends. Closes after 10 minutes.",
  responses: {
    200: {
      description: "The event stream.",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const process = createRoute({
  method: "post",
  path: "/api/v1/pipeline/process",
  operationId: "processPipeline",
  tags,
  summary: "Run the pipeline on a questionnaire in the document store",
  description: "`pdf_path` is a URI of our document store (`drive://<key>`), never a host path " +
    "or outside URL. Waits up to 30 s for the run and answers 200 with its results, or 202 " +
    "with `status: running` to follow at /api/v1/pipeline/{pipeline_id}/status.",
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: ProcessRequest } } },
  },
  responses: {
    200: jsonContent(Envelope(ProcessResponse), "Done."),
    202: jsonContent(Envelope(ProcessResponse), "Still running."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

export const health = createRoute({
  method: "get",
  path: "/api/pipeline/health",
  operationId: "getPipelineHealth",
  tags,
  summary: "Pipeline health and its dependencies",
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(
      Envelope(z.object({
        status: z.enum(["healthy", "degraded"]),
        dependencies: z.record(z.string(), z.object({ status: z.string(), detail: z.string() })),
      })),
      "Health.",
    ),
    ...envelopeErrors(401, 429),
  },
});
