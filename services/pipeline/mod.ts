import { eq } from "drizzle-orm";
import type { z } from "zod";
import { pipelineRuns, pipelineStages } from "../../db/schema/mod.ts";
import type { Owner, Principal } from "../auth/principal.ts";
import { AppError, notFound } from "../errors.ts";
import { zipFiles } from "../documents/zip.ts";
import { newId } from "../random.ts";
import { MAX_UPLOAD_BYTES } from "../questionnaire/ingest/mod.ts";
import type { PipelineServices, QueueServices } from "./context.ts";
import {
  estimatedCompletion,
  loadRun,
  progressOf,
  RunConfig,
  type RunRow,
  STAGE_JOB,
  type StageMetrics,
  stageMetrics,
  stageOutput,
  type StageRow,
  STAGES,
} from "./runs.ts";
import { fingerprintOf } from "./fingerprint.ts";
import { forgetRun } from "./stages.ts";
import type { ContractsOutput, ExtractionOutput, ScoringOutput } from "./stages.ts";

export type { PipelineServices } from "./context.ts";
export { RunConfig, STAGE_JOB } from "./runs.ts";
export { fingerprintOf } from "./fingerprint.ts";

/** A run's or batch's `config`, with 422 naming each bad field. */
export function parseConfig<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError("unprocessable", "invalid config", {
    issues: parsed.error.issues.slice(0, 20).map((i) => ({
      location: "json",
      field: ["config", ...i.path.map(String)].join("."),
      message: i.message,
      code: i.code,
    })),
  });
}

/** A file name as a safe document-store segment. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[^A-Za-z0-9._ -]/g, "_").slice(-120).replace(/^[._ -]+/, "");
  return clean || "questionnaire";
}

/**
 * Accepts a questionnaire: stores the upload, records the run and its six pending stages, and
 * queues the first stage. The work itself runs as jobs (jobs/pipeline_stage.ts).
 */
export async function startRun(
  s: QueueServices,
  input: {
    owner: Owner;
    file: { filename: string; bytes: Uint8Array };
    leagueName?: string;
    config?: unknown;
    batchId?: string;
  },
): Promise<RunRow> {
  if (input.file.bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new AppError("payload_too_large", `file over ${MAX_UPLOAD_BYTES} bytes`, {
      parameter: "file",
      max_bytes: MAX_UPLOAD_BYTES,
    });
  }
  if (input.file.bytes.byteLength === 0) {
    throw new AppError("unprocessable", "the file is empty", { parameter: "file" }, {
      code: "E005",
    });
  }
  const config = parseConfig(RunConfig, input.config);
  const id = newId("pl");
  const filename = safeFilename(input.file.filename);
  const sourceKey = `uploads/${id}/${filename}`;
  await s.documents.put(sourceKey, input.file.bytes);
  const now = s.clock().toISOString();
  const run = {
    id,
    ownerId: input.owner.id,
    ownerKind: input.owner.kind,
    batchId: input.batchId ?? null,
    leagueName: input.leagueName ?? null,
    fingerprintId: newId("fp"),
    status: "running" as const,
    stage: "extraction" as const,
    config: JSON.stringify(config),
    sourceKey,
    sourceFilename: filename,
    sourceBytes: input.file.bytes.byteLength,
    errorCode: null,
    errorMessage: null,
    flags: "[]",
    createdAt: now,
    completedAt: null,
  };
  await s.db.batch([
    s.db.insert(pipelineRuns).values(run),
    s.db.insert(pipelineStages).values(
      STAGES.map((stage) => ({ runId: id, stage, status: "pending" as const })),
    ),
  ]);
  await s.queue.publish(STAGE_JOB, { pipeline_id: id, stage: "extraction" }, {
    dedupId: `${id}:extraction`,
  });
  return run;
}

export interface RunStatus {
  pipeline_id: string;
  status: RunRow["status"];
  stage: RunRow["stage"];
  progress: number;
  stages: Record<string, StageMetrics>;
  estimated_completion_seconds: number;
  /** From acceptance to the end (or to now, while running). */
  total_duration_seconds: number;
  total_cost_usd: number;
  league_name: string | null;
  fingerprint_id: string;
  batch_id: string | null;
  error: { code: string; message: string } | null;
  flags: string[];
  created_at: string;
  completed_at: string | null;
}

export async function runStatus(
  s: PipelineServices,
  id: string,
  principal: Principal,
): Promise<RunStatus> {
  const { run, stages } = await loadRun(s, id, principal);
  return statusOf(s, run, stages);
}

async function statusOf(s: PipelineServices, run: RunRow, stages: StageRow[]): Promise<RunStatus> {
  const now = s.clock();
  return {
    pipeline_id: run.id,
    status: run.status,
    stage: run.stage,
    progress: progressOf(run, stages),
    stages: Object.fromEntries(stages.map((row) => [row.stage, stageMetrics(row, now)])),
    estimated_completion_seconds: await estimatedCompletion(s, run, stages),
    total_duration_seconds: Math.max(
      0,
      Math.round(
        ((run.completedAt ? Date.parse(run.completedAt) : now.getTime()) -
          Date.parse(run.createdAt)) / 10,
      ) / 100,
    ),
    total_cost_usd: stages.reduce((sum, st) => sum + (st.costUsd ?? 0), 0),
    league_name: run.leagueName,
    fingerprint_id: run.fingerprintId,
    batch_id: run.batchId,
    error: run.errorCode ? { code: run.errorCode, message: run.errorMessage ?? "" } : null,
    flags: JSON.parse(run.flags),
    created_at: run.createdAt,
    completed_at: run.completedAt,
  };
}

/** Everything a run produced (PipelineResultResponse). */
export async function runResult(s: PipelineServices, id: string, principal: Principal) {
  const { run, stages } = await loadRun(s, id, principal);
  const scoring = stageOutput<ScoringOutput>(stages, "scoring");
  const extraction = stageOutput<ExtractionOutput>(stages, "extraction");
  return {
    ...await statusOf(s, run, stages),
    fingerprint: fingerprintOf(run, stages),
    extracted: extraction?.extraction ?? null,
    readiness: scoring?.readiness ?? null,
    classification: scoring?.classification ?? null,
    scorecard: scoring?.scorecard ?? null,
    explanation: scoring?.score.explanation ?? null,
  };
}

/** A ZIP of every contract of a finished run. */
export async function contractsZip(s: PipelineServices, id: string, principal: Principal) {
  const { run, stages } = await loadRun(s, id, principal);
  const contracts = stageOutput<ContractsOutput>(stages, "contracts");
  if (!contracts || !Object.keys(contracts.files).length) {
    throw notFound(`pipeline ${id} has no contracts${run.status === "running" ? " yet" : ""}`, {
      parameter: "pipeline_id",
    });
  }
  const entries: { name: string; data: Uint8Array }[] = [];
  for (const [flavor, files] of Object.entries(contracts.files)) {
    for (const [format, key] of Object.entries(files!)) {
      const file = await s.documents.get(key);
      if (file) entries.push({ name: `${flavor}.${format}`, data: file.body });
    }
  }
  return { filename: `${run.fingerprintId}-contracts.zip`, bytes: zipFiles(entries) };
}

/**
 * Deletes a run: its rows first, so that a stage under way or redelivered finds it gone and
 * writes nothing more, then its queued jobs, card and files (upload, working files, folder).
 * A stage that was writing meanwhile removes what it wrote when it ends (runStage).
 */
export async function deleteRun(s: QueueServices, id: string, principal?: Principal) {
  const { run } = await loadRun(s, id, principal);
  await s.db.batch([
    s.db.delete(pipelineStages).where(eq(pipelineStages.runId, run.id)),
    s.db.delete(pipelineRuns).where(eq(pipelineRuns.id, run.id)),
  ]);
  return { pipeline_id: run.id, deleted: true, files_removed: await forgetRun(s, run) };
}
