import { createRoute, z } from "@hono/zod-openapi";
import { Envelope, envelopeErrors, ErrorEnvelope } from "../envelope.ts";
import { healthGuard, PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { UPLOAD_FORMATS } from "../uploads.ts";
import {
  AdjustTermsRequest,
  AdjustTermsResponse,
  ContractPipelineStatus,
  documentContent,
  FormatRequest,
  GenerateDocumentQuery,
  GenerateForm,
  GenerateResponse,
  GenerateTermsQuery,
  GenerateTermsResponse,
  HealthResponse,
  InjectionRequest,
  InjectionResponse,
  LeagueFingerprint,
  LeagueProfile,
  PipelineStatusBody,
  PipelineStatusQuery,
  ScorecardResponse,
  ScorecardUpdateRequest,
  ScorecardUpdateResponse,
  SelectRequest,
  Session,
  SessionId,
  StartSessionRequest,
  TemplatesResponse,
  TermsWithLeague,
  UploadForm,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Contracts"];
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });
const upload = () => requestBody({ maxBytes: BODY_LIMITS.upload, types: ["multipart/form-data"] });

const jsonBody = <T extends Parameters<typeof jsonContent>[0]>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

/** 409 is not among envelopeErrors' statuses; the same body, for the routes that have it. */
const conflict = (description: string) => ({
  409: { description, content: { "application/json": { schema: ErrorEnvelope } } },
});

const contractIdHeader = z.object({
  "X-Contract-Id": z.string().openapi({ description: "The contract's id." }),
});

const fileResponse = (description: string) => ({
  description,
  headers: contractIdHeader,
  content: documentContent,
});

export const generate = createRoute({
  method: "post",
  path: "/api/contracts/generate",
  operationId: "generateContracts",
  tags,
  summary: "Contracts from a questionnaire, in three parts",
  description: `Multipart field \`file\`: ${UPLOAD_FORMATS}. Part 1 ingests it to JSON; ` +
    "part 2 enhances it from comparable " +
    "leagues with market notes from the AI provider (the pipeline's default research budget: " +
    "5 USD, 30 s; a timeout keeps partial data and flags E002) and classifies it; part 3 " +
    "renders every flavor's contract " +
    "in MD, DOCX and PDF, stored at `drive://contracts/<contract_id>/<flavor>.<format>` " +
    "(`delivery=base64` adds the bytes). Unreadable files fail with `error.code` E005 " +
    "(invalid format) or E001 (extraction failed).",
  security,
  middleware: [deprecated(), platformGuard(), upload()] as const,
  request: {
    body: { required: true, content: { "multipart/form-data": { schema: GenerateForm } } },
  },
  responses: {
    200: jsonContent(Envelope(GenerateResponse), "The three parts."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429, 503),
  },
});

export const format = createRoute({
  method: "post",
  path: "/api/contracts/format",
  operationId: "formatContract",
  tags,
  summary: "Render contract data as Markdown, DOCX, PDF or JSON",
  description: "Body: `format` and either `terms` (ContractDetails, with an optional `league` " +
    "profile naming the parties) or a `document` model (as template-injection returns it). " +
    "Answers the file itself with its Content-Type and a Content-Disposition file name.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: jsonBody(FormatRequest),
  responses: {
    200: fileResponse("The document."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const templates = createRoute({
  method: "get",
  path: "/api/contracts/templates",
  operationId: "getContractTemplates",
  tags,
  summary: "Templates, flavors, tier definitions and classification frameworks",
  security,
  middleware: [deprecated(), platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(TemplatesResponse), "The catalogue of templates and scales."),
    ...envelopeErrors(401, 429),
  },
});

export const generateTerms = createRoute({
  method: "post",
  path: "/api/contracts/generate-terms",
  operationId: "generateContractTerms",
  tags,
  summary: "Score a league profile and price one flavor",
  description: "`aggressiveness_level` (0 to 1, or a flavor's name) picks the flavor; " +
    "without it, the scorecard's recommendation. An Unrated league gets `terms: null`.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: { query: GenerateTermsQuery, ...jsonBody(LeagueProfile) },
  responses: {
    200: jsonContent(Envelope(GenerateTermsResponse), "Score and terms."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const generateDocument = createRoute({
  method: "post",
  path: "/api/contracts/generate-document",
  operationId: "generateContractDocument",
  tags,
  summary: "The contract document of some terms",
  description: "`output_format` md, docx, pdf (default) or json; `template_tier` must be the " +
    "tier the terms are priced at (422 otherwise). Answers the file itself.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: { query: GenerateDocumentQuery, ...jsonBody(TermsWithLeague) },
  responses: {
    200: fileResponse("The document."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const scorecard = createRoute({
  method: "post",
  path: "/api/contracts/scorecard",
  operationId: "createScorecard",
  tags,
  summary: "Scorecard (tier 1.1 to 5.1) and tier classification of a league profile",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: jsonBody(LeagueProfile),
  responses: {
    200: jsonContent(Envelope(ScorecardResponse), "The scorecard."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const scorecardUpdate = createRoute({
  method: "post",
  path: "/api/contracts/scorecard/update",
  operationId: "updateScorecard",
  tags,
  summary: "Recalculate a scorecard with slider parameters, and its terms",
  description: "`sliders.weights` reweight the five components, `sliders.overrides` set " +
    "components by hand, `sliders.aggressiveness` picks the flavor. Answers the new card, the " +
    "card without sliders (`baseline`) and the terms of the new card's tier and flavor.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: jsonBody(ScorecardUpdateRequest),
  responses: {
    200: jsonContent(Envelope(ScorecardUpdateResponse), "The recalculated scorecard."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

const statusDescription = "A pipeline run as the six contract-generation stages: Data " +
  "Extraction and Data Transformation (the run's `extraction`), Data Enhancement (`research`), " +
  "Data Classification (`scoring`), Data Integration (`drive` and `tracker`), Template " +
  "Injection (`contracts`). `progress_percentage` weighs the stages by spec 001's average " +
  "durations. Without `pipeline_id`, the caller's most recent run (an admin's: the most recent " +
  "of all); 404 when there is none or it is someone else's.";

export const pipelineStatusGet = createRoute({
  method: "get",
  path: "/api/contracts/pipeline/status",
  operationId: "getContractPipelineStatus",
  tags,
  summary: "The six stages of a contract-generation run",
  description: statusDescription,
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { query: PipelineStatusQuery },
  responses: {
    200: jsonContent(Envelope(ContractPipelineStatus), "The run."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const pipelineStatusPost = createRoute({
  method: "post",
  path: "/api/contracts/pipeline/status",
  operationId: "postContractPipelineStatus",
  tags,
  summary: "The six stages of a contract-generation run",
  description: `${statusDescription} The id may come in the query or the optional body ` +
    "(422 when both are given and differ).",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: {
    query: PipelineStatusQuery,
    body: { required: false, content: { "application/json": { schema: PipelineStatusBody } } },
  },
  responses: {
    200: jsonContent(Envelope(ContractPipelineStatus), "The run."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

export const templateInjection = createRoute({
  method: "post",
  path: "/api/contracts/template-injection",
  operationId: "injectContractTemplate",
  tags,
  summary: "Merge terms into the legal template, with a compliance check",
  description: "Assembles the final contract for the league, renders it in MD, DOCX, PDF and " +
    "JSON (stored at `drive://contracts/<contract_id>/contract.<format>`), and reports the " +
    "compliance check: every required clause in every format, the figures identical in each, " +
    "and whether the league's score matches the terms' tier.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: jsonBody(InjectionRequest),
  responses: {
    200: jsonContent(Envelope(InjectionResponse), "The final contract."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429, 503),
  },
});

export const adjustTerms = createRoute({
  method: "post",
  path: "/api/contracts/adjust-terms",
  operationId: "adjustContractTerms",
  tags,
  summary: "Terms recalculated with duration, support and fee adjustments",
  description: "`aggressiveness_level` picks the flavor; `adjustments.length_months` (6 to 60) " +
    "changes the duration, `support_level` the support (priced in), `fee_factor` (0.5 to 2) " +
    "multiplies the fee. Answers the terms, the flavor's defaults and what changed.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: jsonBody(AdjustTermsRequest),
  responses: {
    200: jsonContent(Envelope(AdjustTermsResponse), "Adjusted terms."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

export const createFingerprint = createRoute({
  method: "post",
  path: "/api/contracts/fingerprints/create",
  operationId: "createLeagueFingerprint",
  tags,
  summary: "A league fingerprint from a questionnaire",
  description: `Multipart field \`file\`: ${UPLOAD_FORMATS}. Runs ingestion, extraction and ` +
    "scoring at once, without research: `state.extracted_enhanced` and " +
    "`tracker` are null (the full pipeline, /api/pipeline/start, adds them). The fingerprint is " +
    "stored at `drive://contracts/<fingerprint_id>/fingerprint.json`.",
  security,
  middleware: [deprecated(), platformGuard(), upload()] as const,
  request: {
    body: { required: true, content: { "multipart/form-data": { schema: UploadForm } } },
  },
  responses: {
    200: jsonContent(Envelope(LeagueFingerprint), "The fingerprint."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429, 503),
  },
});

export const startSession = createRoute({
  method: "post",
  path: "/api/contracts/interactive/start",
  operationId: "startInteractiveContract",
  tags,
  summary: "Start an interactive session: the four flavors' terms to choose from",
  description: "Body: a `league` profile, or the `pipeline_id` of a run that has been scored " +
    "(409 before that). Only the session's owner (and admins) can use it.",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: jsonBody(StartSessionRequest),
  responses: {
    201: jsonContent(Envelope(Session), "The session and its options."),
    ...conflict("CONFLICT: the run has not been scored yet."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

export const selectOption = createRoute({
  method: "post",
  path: "/api/contracts/interactive/{session_id}/select",
  operationId: "selectInteractiveContract",
  tags,
  summary: "Select one of the session's options, optionally adjusted",
  security,
  middleware: [deprecated(), platformGuard(), json()] as const,
  request: { params: SessionId, ...jsonBody(SelectRequest) },
  responses: {
    200: jsonContent(Envelope(Session), "The session with its selection."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

export const downloadSession = createRoute({
  method: "get",
  path: "/api/contracts/interactive/{session_id}/download",
  operationId: "downloadInteractiveContract",
  tags,
  summary: "The selected option's final contract as PDF",
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: SessionId },
  responses: {
    200: {
      description: "The contract.",
      headers: contractIdHeader,
      content: { "application/pdf": { schema: documentContent["application/pdf"].schema } },
    },
    ...conflict("CONFLICT: nothing selected yet."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

export const health = createRoute({
  method: "get",
  path: "/api/contracts/health",
  operationId: "getContractsHealth",
  tags,
  summary: "Health of the contract service and its dependencies",
  description: "Needs no credential: `status` for anyone, the rest for callers with one.",
  security: [...security, {}],
  middleware: [deprecated(), healthGuard()] as const,
  responses: {
    200: jsonContent(Envelope(HealthResponse), "Health."),
    ...envelopeErrors(401, 429),
  },
});
