import { createRoute, z } from "@hono/zod-openapi";
import { documentContent } from "../contracts/schemas.ts";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { healthGuard, PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { UPLOAD_FORMATS } from "../uploads.ts";
import {
  DataBody,
  DownloadParams,
  ExtractResult,
  FileForm,
  FrameworkParams,
  FrameworkQuery,
  Result,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Questionnaire"];
const common = () => [deprecated(), platformGuard()];
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });
const multipart = () =>
  requestBody({ maxBytes: BODY_LIMITS.upload, types: ["multipart/form-data"] });

const fileBody = {
  body: { required: true, content: { "multipart/form-data": { schema: FileForm } } },
};
const dataBody = {
  body: { required: true, content: { "application/json": { schema: DataBody } } },
};
const uploadDescription = `Multipart field \`file\`: ${UPLOAD_FORMATS}.`;

const responses = {
  200: jsonContent(Envelope(Result), "The result."),
  ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
};

const upload = <P extends `/api/questionnaire/${string}`>(
  path: P,
  operationId: string,
  summary: string,
  result: z.ZodType = Result,
) =>
  createRoute({
    method: "post",
    path,
    operationId,
    tags,
    summary,
    description: uploadDescription,
    security,
    middleware: [...common(), multipart()],
    request: fileBody,
    responses: { ...responses, 200: jsonContent(Envelope(result), "The result.") },
  });

const data = <P extends `/api/questionnaire/${string}`>(
  path: P,
  operationId: string,
  summary: string,
) =>
  createRoute({
    method: "post",
    path,
    operationId,
    tags,
    summary,
    security,
    middleware: [...common(), json()],
    request: dataBody,
    responses,
  });

const info = <P extends `/api/questionnaire/${string}`>(
  path: P,
  operationId: string,
  summary: string,
) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    security,
    middleware: common(),
    responses,
  });

export const processQuestionnaire = upload(
  "/api/questionnaire/process-questionnaire",
  "processQuestionnaire",
  "Extract, fingerprint, assess readiness, price four structures, create DOCX and PDF contracts",
);

export const extract = upload(
  "/api/questionnaire/extract",
  "extractQuestionnaire",
  "Extraction only: the fields, each with its evidence",
  ExtractResult,
);

export const classifyTier = data(
  "/api/questionnaire/classify-tier",
  "classifyTier",
  "Tier: Premium, Growth, Standard or Emerging",
);

export const generateContract = data(
  "/api/questionnaire/generate-contract",
  "generateContract",
  "Contracts (DOCX, PDF, JSON) from extracted data",
);

export const assessReadiness = data(
  "/api/questionnaire/assess-readiness",
  "assessReadiness",
  "Readiness assessment",
);

export const generateTermsheet = data(
  "/api/questionnaire/generate-termsheet",
  "generateTermsheet",
  "Termsheet with four pricing structures",
);

export const generateEnhancedTermsheet = data(
  "/api/questionnaire/generate-enhanced-termsheet",
  "generateEnhancedTermsheet",
  "Termsheet with detailed costs",
);

export const download = createRoute({
  method: "get",
  path: "/api/questionnaire/download/{contract_id}/{format}",
  operationId: "downloadContract",
  tags,
  summary: "A generated contract file",
  security,
  middleware: common(),
  request: { params: DownloadParams },
  responses: {
    200: {
      description: "The file.",
      content: {
        "application/pdf": documentContent["application/pdf"],
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": documentContent[
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        ],
        "application/json": documentContent["application/json"],
      },
    },
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const processWithFramework = createRoute({
  method: "post",
  path: "/api/questionnaire/process/{framework}",
  operationId: "processWithFramework",
  tags,
  summary: "Process a questionnaire with an agent framework",
  description: `${uploadDescription} All four frameworks run on the embedded deterministic ` +
    "engine here; `intelligence_mode` sets how much research runs (fast: none, simple: our " +
    "catalog, full: with AI market notes).",
  security,
  middleware: [...common(), multipart()],
  request: { params: FrameworkParams, query: FrameworkQuery, ...fileBody },
  responses: {
    200: jsonContent(Envelope(Result), "The result."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const evaluateLeague = createRoute({
  method: "post",
  path: "/api/v1/leagues/evaluate",
  operationId: "evaluateLeague",
  tags: ["Pipeline"],
  summary: "Basic evaluation of a league's partnership potential (v1 format)",
  description: "Questionnaire fields in `data`; answers the score, tier, components, " +
    "classification and readiness without running the pipeline.",
  security,
  middleware: [platformGuard(), json()],
  request: dataBody,
  responses: {
    200: jsonContent(Envelope(Result), "The evaluation."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const listFrameworks = info(
  "/api/questionnaire/frameworks",
  "listFrameworks",
  "Frameworks and availability",
);

export const health = createRoute({
  method: "get",
  path: "/api/questionnaire/health",
  operationId: "getQuestionnaireHealth",
  tags,
  summary: "Health of the service and its dependencies",
  description: "Needs no credential: `status` for anyone, `dependencies` for callers with one.",
  security: [...security, {}],
  middleware: [deprecated(), healthGuard()],
  responses,
});
