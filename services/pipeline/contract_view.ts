/**
 * The contracts operations' view of pipeline runs: a run as spec 001's six contract-generation
 * stages (pipeline/status), and a scored run as the league of an interactive session.
 */
import { desc, sql } from "drizzle-orm";
import { pipelineRuns } from "../../db/schema/mod.ts";
import type { Principal } from "../auth/principal.ts";
import type { ContractServices } from "../contracts/common.ts";
import { openSession } from "../contracts/sessions.ts";
import { AppError, notFound } from "../errors.ts";
import type { Research } from "../partnership/research.ts";
import type { PipelineServices } from "./context.ts";
import {
  loadRun,
  ownedBy,
  progressOf,
  type RunRow,
  type Stage,
  type StageMetrics,
  stageMetrics,
  stageOutput,
  type StageRow,
} from "./runs.ts";
import type { ExtractionOutput, ScoringOutput } from "./stages.ts";

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Spec 001's six contract-generation stages over a run's six stages. Extraction parses the file
 * and types every answer, so Data Extraction and Data Transformation both follow `extraction`;
 * Data Integration is the folder upload and the tracker card together. Template Injection
 * (`contracts`) runs before Data Integration in a run; the list keeps the spec's order.
 */
export const CONTRACT_STAGE_NAMES = [
  "Data Extraction",
  "Data Transformation",
  "Data Enhancement",
  "Data Classification",
  "Data Integration",
  "Template Injection",
] as const;
type ContractStageName = typeof CONTRACT_STAGE_NAMES[number];

export const CONTRACT_STAGES: {
  name: ContractStageName;
  key: string;
  stages: Stage[];
  about: string;
}[] = [
  {
    name: "Data Extraction",
    key: "data_extraction",
    stages: ["extraction"],
    about: "text read from the uploaded questionnaire",
  },
  {
    name: "Data Transformation",
    key: "data_transformation",
    stages: ["extraction"],
    about: "answers typed and normalised into the questionnaire's fields",
  },
  {
    name: "Data Enhancement",
    key: "data_enhancement",
    stages: ["research"],
    about: "gaps filled from comparable leagues; market notes",
  },
  {
    name: "Data Classification",
    key: "data_classification",
    stages: ["scoring"],
    about: "partnership score, tier, classification and scorecard",
  },
  {
    name: "Data Integration",
    key: "data_integration",
    stages: ["drive", "tracker"],
    about: "documents uploaded to the document store and the tracker card created",
  },
  {
    name: "Template Injection",
    key: "template_injection",
    stages: ["contracts"],
    about: "terms merged into the legal template, rendered and checked for compliance",
  },
];

function groupStatus(rows: StageRow[], runRunning: boolean): StageMetrics["status"] {
  if (rows.some((r) => r.status === "failed")) return "failed";
  if (rows.every((r) => r.status === "completed")) return "completed";
  if (rows.some((r) => r.status === "running")) return "running";
  // Part done, the rest queued: the group is under way while the run is.
  return rows.some((r) => r.status === "completed") && runRunning ? "running" : "pending";
}

function contractStagesOf(run: RunRow, rows: StageRow[], now: Date) {
  return CONTRACT_STAGES.map((def, i) => {
    const group = rows.filter((r) => def.stages.includes(r.stage));
    const metrics = group.map((r) => stageMetrics(r, now));
    const sum = (pick: (m: StageMetrics) => number | undefined) => {
      const values = metrics.map(pick).filter((v): v is number => v !== undefined);
      return values.length ? round2(values.reduce((a, b) => a + b, 0)) : undefined;
    };
    const errors = metrics.map((m) => m.error_message).filter(Boolean);
    return {
      order: i + 1,
      name: def.name,
      key: def.key,
      status: groupStatus(group, run.status === "running"),
      pipeline_stages: def.stages,
      description: def.about,
      duration_seconds: sum((m) => m.duration_seconds),
      elapsed_seconds: sum((m) => m.elapsed_seconds),
      cost_usd: sum((m) => m.cost_usd),
      error_message: errors.length ? errors.join("; ") : undefined,
    };
  });
}

/** The run's stage as one of the six names. */
const CURRENT_NAME: Record<Stage, ContractStageName> = {
  extraction: "Data Extraction",
  research: "Data Enhancement",
  scoring: "Data Classification",
  contracts: "Template Injection",
  drive: "Data Integration",
  tracker: "Data Integration",
};

/**
 * pipeline/status: a run as the six stages. Without an id, the caller's most recent run (an
 * admin's: the most recent of all); 404 when there is none or the run is not the caller's.
 */
export async function contractPipelineStatus(
  s: Pick<PipelineServices, "db" | "clock">,
  principal: Principal,
  pipelineId?: string,
) {
  let id = pipelineId;
  if (!id) {
    const [latest] = await s.db.select({ id: pipelineRuns.id }).from(pipelineRuns)
      .where(ownedBy(principal, pipelineRuns))
      .orderBy(desc(pipelineRuns.createdAt), desc(sql`rowid`)).limit(1);
    if (!latest) throw notFound("no pipeline runs yet", { parameter: "pipeline_id" });
    id = latest.id;
  }
  const { run, stages } = await loadRun(s, id, principal);
  const now = s.clock();
  const six = contractStagesOf(run, stages, now);
  const current = run.status === "running"
    ? (six.find((st) => st.status === "running" || st.status === "pending")?.name ??
      CURRENT_NAME[run.stage])
    : CURRENT_NAME[run.stage];
  return {
    pipeline_id: run.id,
    status: run.status,
    current_stage: current,
    pipeline_stage: run.stage,
    progress_percentage: Math.round(progressOf(run, stages) * 100),
    stages: six,
    completed_stages: six.filter((st) => st.status === "completed").length,
    league_name: run.leagueName,
    fingerprint_id: run.fingerprintId,
    error: run.errorCode ? { code: run.errorCode, message: run.errorMessage ?? "" } : null,
    created_at: run.createdAt,
    completed_at: run.completedAt,
  };
}

/** interactive/start with a `pipeline_id`: a session over a run that has been scored (409 before). */
export async function startRunSession(
  s: ContractServices,
  principal: Principal,
  pipelineId: string,
) {
  const { run, stages } = await loadRun(s, pipelineId, principal);
  const scoring = stageOutput<ScoringOutput>(stages, "scoring");
  const extraction = stageOutput<ExtractionOutput>(stages, "extraction");
  const research = stageOutput<Research>(stages, "research");
  if (!scoring || !extraction) {
    throw new AppError(
      "conflict",
      `pipeline ${run.id} has not been scored yet (${run.status}, at ${run.stage})`,
      { parameter: "pipeline_id", status: run.status, stage: run.stage },
      { suggestion: "Wait for the run's scoring stage, then start the session again." },
    );
  }
  return await openSession(s, principal, {
    league: research?.enhanced ?? extraction.extraction.fields,
    score: scoring.score,
    confidence: extraction.extraction.confidence_score,
  }, { pipeline_id: run.id, fingerprint_id: run.fingerprintId });
}
