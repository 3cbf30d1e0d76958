import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  batchStatus,
  createBatch,
  deleteBatch,
  expandPaths,
  listBatches,
  MAX_BATCH_FILES,
} from "../../services/pipeline/batches.ts";
import { safeFilename } from "../../services/pipeline/mod.ts";
import { uploadArea } from "../../services/pipeline/paths.ts";
import { MAX_UPLOAD_BYTES } from "../../services/questionnaire/ingest.ts";
import { AppError, badRequest } from "../../services/errors.ts";
import type { AppDeps, AppEnv, AppRouteHandler } from "../context.ts";
import { Envelope, envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { typedValidationHook } from "../validation.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Batches"];

const BatchConfigSchema = z.object({
  max_concurrent: z.number().int().min(1).max(5).optional().openapi({
    description: "Runs of the batch at once (at most 5; default 3).",
  }),
  tracker_project: z.string().optional(),
  drive_parent: z.string().optional(),
  contract_flavors: z.array(z.string()).optional(),
  research_config: z.record(z.string(), z.unknown()).optional(),
}).openapi("BatchConfig");

const BatchResult = z.object({
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

const BatchId = z.object({ batch_id: z.string().regex(/^batch_[0-9a-f]{32}$/) });

/** Waits for a batch up to `ms`, then answers with where it is. */
async function waitFor(
  deps: AppDeps,
  id: string,
  principal: Parameters<typeof batchStatus>[2],
  ms: number,
) {
  const until = Date.now() + ms;
  let status = await batchStatus(deps, id, principal);
  while (status.status === "running" && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    status = await batchStatus(deps, id, principal);
  }
  return status;
}

const v1Batch = createRoute({
  method: "post",
  path: "/api/v1/pipeline/batch",
  operationId: "processPipelineBatch",
  tags,
  summary: "Run the pipeline on up to 10 questionnaires in the document store",
  description: "`pdf_paths` are `drive://` URIs; `*` and `?` match within a path segment. More " +
    "than 10 files in all is 400. Waits up to 120 s; 202 while still running.",
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            pdf_paths: z.array(z.string().min(1).max(600)).min(1).max(50),
            config: BatchConfigSchema.optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(Envelope(BatchResult), "Done."),
    202: jsonContent(Envelope(BatchResult), "Still running."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

const processBatch = createRoute({
  method: "post",
  path: "/api/batch/process",
  operationId: "processBatch",
  tags,
  summary: "Process up to 10 questionnaires, synchronously or in the background",
  description: "`paths` are `drive://` URIs (those /api/batch/upload returned, or any in the " +
    "store; wildcards allowed). `background: true` answers 202 at once.",
  security,
  middleware: [deprecated(), platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            paths: z.array(z.string().min(1).max(600)).min(1).max(50),
            background: z.boolean().default(false),
            config: BatchConfigSchema.optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(Envelope(BatchResult), "Done."),
    202: jsonContent(Envelope(BatchResult), "Accepted or still running."),
    ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
  },
});

const uploadBatch = createRoute({
  method: "post",
  path: "/api/batch/upload",
  operationId: "uploadBatchFiles",
  tags,
  summary: "Upload up to 10 PDF or DOCX questionnaires",
  description: "Multipart field `files` (repeated). Saved in the document store; process them " +
    "with /api/batch/process and the returned paths.",
  security,
  middleware: [
    deprecated(),
    platformGuard(),
    requestBody({ maxBytes: BODY_LIMITS.batchUpload, types: ["multipart/form-data"] }),
  ] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            files: z.any().openapi({ type: "array", items: { type: "string", format: "binary" } }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(
      Envelope(z.object({
        upload_id: z.string(),
        files: z.array(z.object({ filename: z.string(), path: z.string(), bytes: z.number() })),
      })),
      "Saved.",
    ),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/api/batch/status/{batch_id}",
  operationId: "getBatchStatus",
  tags,
  summary: "A batch's progress, results and errors",
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: BatchId },
  responses: {
    200: jsonContent(Envelope(BatchResult), "The batch."),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/batch/batch/{batch_id}",
  operationId: "deleteBatch",
  tags,
  summary: "Delete a batch, its runs and files",
  security,
  middleware: [deprecated(), platformGuard()] as const,
  request: { params: BatchId },
  responses: {
    200: jsonContent(
      Envelope(z.object({ batch_id: z.string(), deleted: z.boolean(), files_removed: z.number() })),
      "Deleted.",
    ),
    ...envelopeErrors(401, 404, 422, 429),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/batch/batches",
  operationId: "listBatches",
  tags,
  summary: "The caller's batches (all of them for admins)",
  security,
  middleware: [deprecated(), platformGuard()] as const,
  responses: {
    200: jsonContent(
      Envelope(z.array(z.object({
        batch_id: z.string(),
        total: z.number(),
        status: z.string(),
        created_at: z.string(),
        completed_at: z.string().nullable(),
      }))),
      "Batches.",
    ),
    ...envelopeErrors(401, 429),
  },
});

const v1Handler: AppRouteHandler<typeof v1Batch> = async (c) => {
  const deps = c.get("deps");
  const { pdf_paths, config } = c.req.valid("json");
  const keys = await expandPaths(deps, c.get("principal"), pdf_paths);
  const id = await createBatch(deps, c.get("principal"), keys, config);
  const status = await waitFor(deps, id, c.get("principal"), 120_000);
  return c.json(envelope(c, status), status.status === "completed" ? 200 : 202);
};

const processHandler: AppRouteHandler<typeof processBatch> = async (c) => {
  const deps = c.get("deps");
  const { paths, background, config } = c.req.valid("json");
  const keys = await expandPaths(deps, c.get("principal"), paths);
  const id = await createBatch(deps, c.get("principal"), keys, config);
  const status = await waitFor(deps, id, c.get("principal"), background ? 0 : 120_000);
  return c.json(envelope(c, status), status.status === "completed" ? 200 : 202);
};

const uploadHandler: AppRouteHandler<typeof uploadBatch> = async (c) => {
  const deps = c.get("deps");
  const form = await c.req.parseBody({ all: true });
  const files = [form.files ?? []].flat().filter((f): f is File => f instanceof File);
  if (!files.length) {
    throw new AppError("unprocessable", "multipart field 'files' is required", {
      parameter: "files",
    });
  }
  if (files.length > MAX_BATCH_FILES) {
    throw badRequest(`at most ${MAX_BATCH_FILES} files per upload (got ${files.length})`, {
      parameter: "files",
    });
  }
  const uploadId = `up_${crypto.randomUUID().replaceAll("-", "")}`;
  const saved = [];
  for (const [i, file] of files.entries()) {
    const extension = file.name.toLowerCase().split(".").pop();
    if (extension !== "pdf" && extension !== "docx") {
      throw new AppError("unsupported_media_type", `'${file.name}': batches take PDF or DOCX`, {
        parameter: "files",
      });
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new AppError("payload_too_large", `'${file.name}' is over ${MAX_UPLOAD_BYTES} bytes`, {
        parameter: "files",
      });
    }
    const key = `${uploadArea(c.get("principal"))}${uploadId}/${i + 1}-${safeFilename(file.name)}`;
    await deps.documents.put(key, new Uint8Array(await file.arrayBuffer()));
    saved.push({ filename: file.name, path: `drive://${key}`, bytes: file.size });
  }
  return c.json(envelope(c, { upload_id: uploadId, files: saved }), 201);
};

const statusHandler: AppRouteHandler<typeof statusRoute> = async (c) =>
  c.json(
    envelope(
      c,
      await batchStatus(
        c.get("deps"),
        c.req.valid("param").batch_id,
        c.get("principal"),
      ),
    ),
    200,
  );

const deleteHandler: AppRouteHandler<typeof deleteRoute> = async (c) =>
  c.json(
    envelope(
      c,
      await deleteBatch(
        c.get("deps"),
        c.req.valid("param").batch_id,
        c.get("principal"),
      ),
    ),
    200,
  );

const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(envelope(c, await listBatches(c.get("deps"), c.get("principal"))), 200);

/** Batches (spec 001 "Batches", and `POST /api/v1/pipeline/batch`). */
export function batchRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(v1Batch, v1Handler);
  router.openapi(processBatch, processHandler);
  router.openapi(uploadBatch, uploadHandler);
  router.openapi(statusRoute, statusHandler);
  router.openapi(deleteRoute, deleteHandler);
  router.openapi(listRoute, listHandler);
  return router;
}
