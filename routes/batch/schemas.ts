import { z } from "@hono/zod-openapi";
import { UPLOAD_FORMATS } from "../uploads.ts";

export const BatchConfig = z.strictObject({
  max_concurrent: z.number().int().min(1).max(5).optional().openapi({
    description: "Runs of the batch at once (at most 5; default 3).",
  }),
  tracker_project: z.string().optional(),
  drive_parent: z.string().optional(),
  contract_flavors: z.array(z.string()).optional(),
  research_config: z.record(z.string(), z.unknown()).optional(),
}).openapi("BatchConfig");

export const BatchResult = z.object({
  status: z.enum(["running", "completed"]),
  batch_id: z.string(),
  summary: z.object({
    total: z.number(),
    successful: z.number(),
    failed: z.number(),
    total_time_seconds: z.number(),
    total_cost_usd: z.number(),
    average_quality: z.number(),
  }),
  progress: z.number(),
  results: z.array(z.object({
    filename: z.string(),
    pipeline_id: z.string().nullable(),
    league_name: z.string().optional(),
    fingerprint_id: z.string().optional(),
    tracker_card: z.string().nullable().optional(),
    status: z.string(),
  })),
  errors: z.array(z.record(z.string(), z.unknown())),
  report_url: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
}).openapi("BatchResult");

export const BatchId = z.object({ batch_id: z.string().regex(/^batch_[0-9a-f]{32}$/) });

const Paths = z.array(z.string().min(1).max(600)).min(1).max(50);

export const V1BatchRequest = z.object({
  pdf_paths: Paths,
  config: BatchConfig.optional(),
});

export const ProcessRequest = z.object({
  paths: Paths,
  background: z.boolean().default(false),
  config: BatchConfig.optional(),
});

export const UploadForm = z.object({
  files: z.any().openapi({
    type: "array",
    items: { type: "string", format: "binary", description: `A questionnaire: ${UPLOAD_FORMATS}.` },
  }),
});

export const UploadResult = z.object({
  upload_id: z.string(),
  files: z.array(z.object({ filename: z.string(), path: z.string(), bytes: z.number() })),
});

export const Deleted = z.object({
  batch_id: z.string(),
  deleted: z.boolean(),
  files_removed: z.number(),
});

export const BatchListing = z.array(z.object({
  batch_id: z.string(),
  total: z.number(),
  status: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
}));
