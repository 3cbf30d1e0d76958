import { z } from "@hono/zod-openapi";
import { QuestionnaireFileField } from "../uploads.ts";

export const PipelineId = z.object({
  pipeline_id: z.string().regex(/^pl_[0-9a-f]{32}$/).openapi({
    example: "pl_0f8e6c3ad2b54c7e9a1b2c3d4e5f6a7b",
  }),
});

export const StageMetrics = z.object({
  status: z.enum(["pending", "running", "completed", "failed"]),
  duration_seconds: z.number().optional(),
  elapsed_seconds: z.number().optional(),
  cost_usd: z.number().optional(),
  error_message: z.string().optional(),
}).openapi("StageMetrics");

export const PipelineStatus = z.object({
  pipeline_id: z.string(),
  status: z.enum(["running", "success", "failed"]),
  stage: z.enum(["extraction", "research", "scoring", "contracts", "drive", "tracker"]),
  progress: z.number().min(0).max(1),
  stages: z.record(z.string(), StageMetrics),
  estimated_completion_seconds: z.number(),
  total_duration_seconds: z.number(),
  total_cost_usd: z.number(),
  league_name: z.string().nullable(),
  fingerprint_id: z.string(),
  batch_id: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable().openapi({
    description: "The pipeline code (E001 to E006) and message when the run failed.",
  }),
  flags: z.array(z.string()).openapi({
    description: "Codes that did not stop the run: E006 (manual review), E002 (partial research).",
  }),
  created_at: z.string(),
  completed_at: z.string().nullable(),
}).openapi("PipelineStatusResponse");

export const PipelineResult = PipelineStatus.extend({
  fingerprint: z.record(z.string(), z.unknown()).openapi({
    description: "The LeagueFingerprint: source_document, state.extracted_raw, " +
      "state.extracted_enhanced, partnership_score, contracts, drive, tracker.",
  }),
  extracted: z.record(z.string(), z.unknown()).nullable(),
  readiness: z.record(z.string(), z.unknown()).nullable(),
  classification: z.string().nullable(),
  scorecard: z.record(z.string(), z.unknown()).nullable(),
  explanation: z.record(z.string(), z.unknown()).nullable(),
}).openapi("PipelineResultResponse");

export const UploadForm = z.object({
  file: QuestionnaireFileField,
  league_name: z.string().max(200).optional(),
  config: z.string().max(4000).optional().openapi({
    description: "The run's `config` as JSON (tracker_project, drive_parent, " +
      "contract_flavors, research_config).",
  }),
}).openapi("QuestionnaireUpload");

export const ProcessRequest = z.object({
  pdf_path: z.string().min(1).max(600).openapi({
    description: "A document-store URI of the questionnaire, e.g. drive://inbox/league.pdf.",
    example: "drive://inbox/pacific-pickleball.pdf",
  }),
  league_name: z.string().min(1).max(200).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
}).openapi("PipelineProcessRequest");

export const ProcessResponse = z.object({
  status: z.enum(["running", "success", "failed"]),
  pipeline_id: z.string(),
  results: z.object({
    fingerprint_id: z.string(),
    partnership_score: z.number().nullable(),
    recommended_tier: z.string().nullable(),
    drive_folder: z.string().nullable(),
    tracker_card: z.object({ key: z.string(), url: z.string() }).nullable(),
    processing_time_seconds: z.number(),
    total_cost_usd: z.number(),
  }),
  documents: z.object({
    fingerprint_json: z.string().nullable(),
    contract_doc: z.string().nullable(),
    contract_flavors_json: z.string().nullable(),
    scorecard_sheet: z.string().nullable(),
  }),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
}).openapi("PipelineProcessResponse");
