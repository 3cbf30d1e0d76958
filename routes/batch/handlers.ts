import * as batches from "../../services/pipeline/batches.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { uploadedFiles } from "../uploads.ts";
import type * as routes from "./routes.ts";

/** How long a synchronous batch request waits before answering 202. */
const WAIT_MS = 120_000;

export const v1Batch: AppRouteHandler<typeof routes.v1Batch> = async (c) => {
  const { pdf_paths, config } = c.req.valid("json");
  const status = await batches.processBatch(c.get("deps"), c.get("principal"), {
    paths: pdf_paths,
    config,
  }, { waitMs: WAIT_MS });
  return c.json(envelope(c, status), status.status === "completed" ? 200 : 202);
};

export const processBatch: AppRouteHandler<typeof routes.processBatch> = async (c) => {
  const { paths, background, config } = c.req.valid("json");
  const status = await batches.processBatch(c.get("deps"), c.get("principal"), {
    paths,
    config,
  }, { waitMs: background ? 0 : WAIT_MS });
  return c.json(envelope(c, status), status.status === "completed" ? 200 : 202);
};

export const uploadBatch: AppRouteHandler<typeof routes.uploadBatch> = async (c) => {
  const form = await c.req.parseBody({ all: true });
  const files = await uploadedFiles(form.files, batches.MAX_BATCH_FILES);
  return c.json(
    envelope(c, await batches.saveUploads(c.get("deps"), c.get("principal"), files)),
    201,
  );
};

export const status: AppRouteHandler<typeof routes.status> = async (c) =>
  c.json(
    envelope(
      c,
      await batches.batchStatus(c.get("deps"), c.req.valid("param").batch_id, c.get("principal")),
    ),
    200,
  );

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(
    envelope(
      c,
      await batches.deleteBatch(c.get("deps"), c.req.valid("param").batch_id, c.get("principal")),
    ),
    200,
  );

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(envelope(c, await batches.listBatches(c.get("deps"), c.get("principal"))), 200);
