import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { batches, batchItems, pipelineRuns, pipelineStages } from "../../db/schema/mod.ts";
import { mayAccess, type Owner, ownerOf, type Principal } from "../auth/principal.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import { newId } from "../random.ts";
import type { QuestionnaireFile } from "../questionnaire/read.ts";
import { storeDocument, validatePrefix } from "../storage/mod.ts";
import type { PipelineServices, QueueServices as Services } from "./context.ts";
import { deleteRun, fingerprintOf, parseConfig, safeFilename, startRun } from "./mod.ts";
import { globOf, mayRead, sourceKeyOf, uploadArea } from "./paths.ts";
import { ownedBy, RunConfig } from "./runs.ts";

/** Spec 001: at most 10 questionnaires per batch, up to 5 pipelines at once. */
export const MAX_BATCH_FILES = 10;
export const MAX_CONCURRENT = 5;

export const BatchConfig = RunConfig.extend({
  max_concurrent: z.number().int().min(1).max(MAX_CONCURRENT).default(3),
});
export type BatchConfig = z.output<typeof BatchConfig>;

/** The job that starts a batch's next files as earlier ones finish. */
export const ADVANCE_JOB = "batch-advance";

/**
 * `drive://` URIs, with `*` and `?` wildcards within a path segment, to document keys (sorted,
 * unique). More than MAX_BATCH_FILES in all is refused.
 */
export async function expandPaths(
  s: Pick<PipelineServices, "documents">,
  principal: Principal,
  paths: string[],
) {
  const keys = new Set<string>();
  for (const path of paths) {
    const key = sourceKeyOf(principal, path);
    if (!/[*?]/.test(key)) {
      if (!await s.documents.get(key)) {
        throw notFound(`no document at ${path}`, { parameter: "pdf_paths" });
      }
      keys.add(key);
      continue;
    }
    const glob = globOf(key);
    validatePrefix(glob.prefix);
    const found = (await s.documents.list(glob.prefix)).map((o) => o.key)
      .filter((k) => glob.matches(k) && mayRead(principal, k));
    if (!found.length) throw notFound(`nothing matches ${path}`, { parameter: "pdf_paths" });
    found.forEach((k) => keys.add(k));
    if (keys.size > MAX_BATCH_FILES) break;
  }
  if (keys.size > MAX_BATCH_FILES) {
    throw badRequest(`at most ${MAX_BATCH_FILES} questionnaires per batch`, {
      parameter: "pdf_paths",
    });
  }
  if (!keys.size) throw badRequest("no questionnaires given", { parameter: "pdf_paths" });
  return [...keys].sort();
}

export async function createBatch(
  s: Services,
  owner: Principal,
  keys: string[],
  rawConfig: unknown,
) {
  if (keys.length > MAX_BATCH_FILES) {
    throw badRequest(`at most ${MAX_BATCH_FILES} questionnaires per batch (got ${keys.length})`, {
      parameter: "files",
    });
  }
  const config = parseConfig(BatchConfig, rawConfig);
  const id = newId("batch");
  await s.db.batch([
    s.db.insert(batches).values({
      id,
      ownerId: ownerOf(owner).id,
      ownerKind: ownerOf(owner).kind,
      config: JSON.stringify(config),
      total: keys.length,
      createdAt: s.clock().toISOString(),
    }),
    s.db.insert(batchItems).values(keys.map((key, position) => ({
      batchId: id,
      position,
      sourceKey: key,
      filename: key.split("/").pop()!,
      status: "queued" as const,
    }))),
  ]);
  await advanceBatch(s, id);
  return id;
}

/**
 * Starts queued files while fewer than `max_concurrent` of the batch's runs are going. Each
 * file is claimed with a conditional update, so two advances never start the same one.
 */
export async function advanceBatch(s: Services, batchId: string) {
  const batch = await s.db.query.batches.findFirst({ where: eq(batches.id, batchId) });
  if (!batch) {
    // Deleted: this job and any other of the batch are forgotten, not retried.
    await s.queue.cancel(ADVANCE_JOB, { batch_id: batchId });
    return;
  }
  if (batch.completedAt) return;
  const config = JSON.parse(batch.config) as BatchConfig;
  const items = await s.db.select().from(batchItems).where(eq(batchItems.batchId, batchId))
    .orderBy(batchItems.position);
  // Settle items whose runs ended, or were deleted (a missing run counts as failed).
  const runIds = items.filter((i) => i.runId && i.status === "running").map((i) => i.runId!);
  const runs = runIds.length
    ? await s.db.select({ id: pipelineRuns.id, status: pipelineRuns.status }).from(pipelineRuns)
      .where(inArray(pipelineRuns.id, runIds))
    : [];
  for (const item of items.filter((i) => i.runId && i.status === "running")) {
    const run = runs.find((r) => r.id === item.runId);
    if (run?.status === "running") continue;
    await s.db.update(batchItems).set({ status: run?.status === "success" ? "success" : "failed" })
      .where(and(eq(batchItems.batchId, batchId), eq(batchItems.position, item.position)));
  }
  const owner = { kind: batch.ownerKind, id: batch.ownerId } as Owner;
  // Start files while fewer than max_concurrent run. Each claim is one statement that checks
  // the count and takes the next queued file, so concurrent advances never exceed the limit.
  for (;;) {
    const claimed = await s.db.run(sql`UPDATE batch_items SET status = 'running'
      WHERE batch_id = ${batchId}
        AND position = (SELECT position FROM batch_items
          WHERE batch_id = ${batchId} AND status = 'queued' ORDER BY position LIMIT 1)
        AND (SELECT count(*) FROM batch_items
          WHERE batch_id = ${batchId} AND status = 'running') < ${config.max_concurrent}
      RETURNING position, source_key, filename`);
    const row = claimed.rows[0] as unknown as
      | { position: number; source_key: string; filename: string }
      | undefined;
    if (!row) break;
    const where = and(eq(batchItems.batchId, batchId), eq(batchItems.position, row.position));
    const file = await s.documents.get(row.source_key);
    if (!file) {
      await s.db.update(batchItems).set({ status: "failed" }).where(where);
      continue;
    }
    const { max_concurrent: _, ...runConfig } = config;
    const run = await startRun(s, {
      owner,
      file: { filename: row.filename, bytes: file.body },
      config: runConfig,
      batchId,
    });
    await s.db.update(batchItems).set({ runId: run.id }).where(where);
    // The batch was deleted while this run started: it goes too.
    if (!await s.db.query.batches.findFirst({ where: eq(batches.id, batchId) })) {
      await deleteRun(s, run.id);
      return;
    }
  }
  const left = await s.db.select({ status: batchItems.status }).from(batchItems)
    .where(eq(batchItems.batchId, batchId));
  if (left.every((i) => i.status === "success" || i.status === "failed")) {
    const ended = await s.db.update(batches).set({ completedAt: s.clock().toISOString() })
      .where(and(eq(batches.id, batchId), isNull(batches.completedAt))).returning();
    if (ended.length) {
      const report = await batchStatus(s, batchId);
      const key = `batches/${batchId}/report.json`;
      await s.documents.put(key, new TextEncoder().encode(JSON.stringify(report, null, 2)));
      // Deleted while the report was written: the report goes too.
      if (!await s.db.query.batches.findFirst({ where: eq(batches.id, batchId) })) {
        await s.documents.delete(key);
      }
    }
  }
}

/** Progress and results of a batch (spec 001 batch result); for the caller, when one is named. */
export async function batchStatus(s: PipelineServices, batchId: string, principal?: Principal) {
  const batch = await s.db.query.batches.findFirst({ where: eq(batches.id, batchId) });
  if (
    !batch || (principal && !mayAccess(principal, { kind: batch.ownerKind, id: batch.ownerId }))
  ) {
    throw notFound(`batch ${batchId} not found`, { parameter: "batch_id" });
  }
  const items = await s.db.select().from(batchItems).where(eq(batchItems.batchId, batchId))
    .orderBy(batchItems.position);
  const results = [];
  const errors = [];
  let cost = 0;
  let quality = 0;
  let qualityCount = 0;
  let lastEnd = Date.parse(batch.createdAt);
  for (const item of items) {
    const run = item.runId
      ? await s.db.query.pipelineRuns.findFirst({ where: eq(pipelineRuns.id, item.runId) })
      : undefined;
    // The batch is the caller's (checked above), and so are the runs it started.
    if (!run) {
      results.push({ filename: item.filename, status: item.status, pipeline_id: null });
      continue;
    }
    const stages = await s.db.select().from(pipelineStages).where(eq(pipelineStages.runId, run.id));
    const fp = fingerprintOf(run, stages);
    cost += stages.reduce((sum, st) => sum + (st.costUsd ?? 0), 0);
    if (fp.state.extracted_enhanced) {
      quality += fp.state.extracted_enhanced.quality_score;
      qualityCount++;
    }
    if (run.completedAt) lastEnd = Math.max(lastEnd, Date.parse(run.completedAt));
    const status = run.status === "success"
      ? "success"
      : run.status === "failed"
      ? "failed"
      : "running";
    results.push({
      filename: item.filename,
      pipeline_id: run.id,
      league_name: fp.league_name,
      fingerprint_id: run.fingerprintId,
      tracker_card: fp.tracker?.card_key ?? null,
      status,
    });
    if (run.status === "failed") {
      errors.push({ filename: item.filename, code: run.errorCode, message: run.errorMessage });
    }
  }
  const successful = items.filter((i) => i.status === "success").length;
  const failed = items.filter((i) => i.status === "failed").length;
  const done = Boolean(batch.completedAt);
  return {
    status: done ? "completed" as const : "running" as const,
    batch_id: batch.id,
    summary: {
      total: batch.total,
      successful,
      failed,
      total_time_seconds: Math.round(
        ((done ? Date.parse(batch.completedAt!) : lastEnd) - Date.parse(batch.createdAt)) / 10,
      ) / 100,
      total_cost_usd: Math.round(cost * 1e6) / 1e6,
      average_quality: qualityCount ? Math.round((quality / qualityCount) * 100) / 100 : 0,
    },
    progress: batch.total ? Math.round(((successful + failed) / batch.total) * 100) / 100 : 1,
    results,
    errors,
    report_url: done ? s.documents.url(`batches/${batch.id}/report.json`) : null,
    created_at: batch.createdAt,
    completed_at: batch.completedAt,
  };
}

/**
 * Starts a batch over `paths` (drive:// URIs, wildcards allowed) and waits for it up to
 * `waitMs`, answering with where it is.
 */
export async function processBatch(
  s: Services,
  owner: Principal,
  input: { paths: string[]; config?: unknown },
  { waitMs }: { waitMs: number },
) {
  // The whole config (422) before the store is searched.
  const config = parseConfig(BatchConfig, input.config);
  const keys = await expandPaths(s, owner, input.paths);
  const id = await createBatch(s, owner, keys, config);
  const until = Date.now() + waitMs;
  let status = await batchStatus(s, id, owner);
  while (status.status === "running" && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    status = await batchStatus(s, id, owner);
  }
  return status;
}

/** Saves uploaded questionnaires in the owner's upload area, as paths for processBatch. */
export async function saveUploads(
  s: Pick<PipelineServices, "documents" | "logger">,
  owner: Principal,
  files: QuestionnaireFile[],
) {
  const uploadId = newId("up");
  const saved = [];
  for (const [i, file] of files.entries()) {
    const key = `${uploadArea(owner)}${uploadId}/${i + 1}-${safeFilename(file.filename)}`;
    await storeDocument(s, key, file.bytes);
    saved.push({ filename: file.filename, path: `drive://${key}`, bytes: file.bytes.byteLength });
  }
  return { upload_id: uploadId, files: saved };
}

export async function listBatches(s: PipelineServices, principal: Principal) {
  const rows = await s.db.select().from(batches)
    .where(ownedBy(principal, batches))
    .orderBy(desc(batches.createdAt)).limit(100);
  return rows.map((b) => ({
    batch_id: b.id,
    total: b.total,
    status: b.completedAt ? "completed" : "running",
    created_at: b.createdAt,
    completed_at: b.completedAt,
  }));
}

/**
 * Deletes a batch: its rows first (so no advance starts another file), then its runs as
 * deleteRun deletes them, its queued advances and its report. The questionnaires stay in the
 * owner's upload area, where they were uploaded.
 */
export async function deleteBatch(s: Services, batchId: string, principal: Principal) {
  await batchStatus(s, batchId, principal); // visibility
  await s.db.batch([
    s.db.delete(batchItems).where(eq(batchItems.batchId, batchId)),
    s.db.delete(batches).where(eq(batches.id, batchId)),
  ]);
  await s.queue.cancel(ADVANCE_JOB, { batch_id: batchId });
  const runs = await s.db.select({ id: pipelineRuns.id }).from(pipelineRuns)
    .where(eq(pipelineRuns.batchId, batchId));
  let files = 0;
  for (const run of runs) {
    const out = await deleteRun(s, run.id).catch((err) => {
      // Deleted meanwhile (by its owner, say).
      if (err instanceof AppError && err.kind === "not_found") return { files_removed: 0 };
      throw err;
    });
    files += out.files_removed;
  }
  for (const object of await s.documents.list(`batches/${batchId}/`)) {
    if (await s.documents.delete(object.key)) files++;
  }
  return { batch_id: batchId, deleted: true, files_removed: files };
}
