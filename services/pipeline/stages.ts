import { and, eq, lt, or } from "drizzle-orm";
import { meta, pipelineRuns, pipelineStages, trackerCards } from "../../db/schema/mod.ts";
import { generateContracts } from "../contracts/generation.ts";
import { CONTRACT_FORMATS, type ContractFormat } from "../contracts/render.ts";
import { recordEvaluatedLeague } from "../catalog/mod.ts";
import { recordEvaluation } from "../onboarding/mod.ts";
import { zipFiles } from "../documents/zip.ts";
import { AppError, type PipelineErrorCode } from "../errors.ts";
import { LEASE_GRACE_MS, leaseEnd, whileLeased } from "../lease.ts";
import { assessLeague, type Assessment, scoreLeague } from "../partnership/evaluation.ts";
import { type Research, researchLeague } from "../partnership/research.ts";
import type { PartnershipScore } from "../partnership/scoring.ts";
import { type ContractDetails, type Flavor, termsheet } from "../partnership/terms.ts";
import {
  MIN_CONFIDENCE,
  needsReview,
  type QuestionnaireSource,
  readQuestionnaire,
} from "../questionnaire/read.ts";
import type { Extraction } from "../questionnaire/schema.ts";
import { storeDocument } from "../storage/mod.ts";
import type { PipelineServices, QueueServices } from "./context.ts";
import { fingerprintOf } from "./fingerprint.ts";
import { FOLDERS_ROOT } from "./paths.ts";
import {
  loadRun,
  type RunConfig,
  type RunRow,
  type Stage,
  STAGE_JOB,
  stageOutput,
  type StageRow,
  STAGES,
} from "./runs.ts";

// The E006 threshold, where the extractor's tests look for it.
export { MIN_CONFIDENCE };

export interface ExtractionOutput {
  source: QuestionnaireSource;
  extraction: Extraction;
  extracted_at: string;
}

export interface ScoringOutput extends Assessment {
  score: PartnershipScore;
  calculated_at: string;
}

export interface ContractsOutput {
  tier: string;
  contracts: Partial<Record<Flavor, ContractDetails & { contract_id: string }>>;
  /** Staged files per flavor and format (document-store keys). */
  files: Partial<Record<Flavor, Record<ContractFormat, string>>>;
  compliance: { passed: boolean; checked: string[] };
}

export interface DriveOutput {
  folder_id: string;
  folder_url: string;
  documents: Record<string, string>;
}

export interface TrackerOutput {
  card_key: string;
  card_url: string;
  created_at: string;
}

interface StageResult {
  output: unknown;
  cost?: number;
  /** A problem that did not stop the stage (E002, E006). */
  warning?: { code: PipelineErrorCode | "LOW_RESEARCH_QUALITY"; message: string };
}

/** A stage failure with the pipeline's code; the run fails with it. */
export const pipelineError = (
  code: PipelineErrorCode,
  message: string,
  kind: AppError["kind"] = "unprocessable",
) => new AppError(kind, message, {}, { code });

export const folderOf = (run: RunRow, config: RunConfig) =>
  `${FOLDERS_ROOT}/${config.drive_parent}/${run.fingerprintId}`;

type Runner = (
  s: PipelineServices,
  run: RunRow,
  stages: StageRow[],
  config: RunConfig,
) => Promise<StageResult>;

const need = <T>(stages: StageRow[], stage: Stage): T => {
  const out = stageOutput<T>(stages, stage);
  if (!out) throw new Error(`stage ${stage} has no output`);
  return out;
};

/**
 * A run that completes puts its league in the catalog as `onboarding`, with its score (a league
 * already there keeps its place and gets the new score): spec 002's "leagues evaluated by the
 * partnership pipeline join the catalog".
 */
async function joinCatalog(s: PipelineServices, run: RunRow, stages: StageRow[]) {
  const { enhanced: league } = need<Research>(stages, "research");
  const { score } = need<ScoringOutput>(stages, "scoring");
  await recordEvaluatedLeague(s.db, {
    league_name: league.league_name ?? run.leagueName ?? run.sourceFilename,
    sport: league.sport,
    sport_code: league.sport_code,
    region: league.region,
    founded_year: league.founded_year,
    overall_score: score.overall_score,
    tier: score.tier,
    run_id: run.id,
  }, s.clock());
  // ...and its onboarding funnel entry (found by normalized name, created when missing) moves
  // to `evaluated` with the score.
  await recordEvaluation(s.db, {
    league_name: league.league_name ?? run.leagueName ?? run.sourceFilename,
    sport: league.sport_code ?? league.sport,
    overall_score: score.overall_score,
    tier: score.tier,
    run_id: run.id,
  }, s.clock());
}

const RUNNERS: Record<Stage, Runner> = {
  async extraction(s, run) {
    const file = await s.documents.get(run.sourceKey);
    if (!file) throw pipelineError("E005", "the uploaded questionnaire is gone: upload it again");
    const { source, extraction } = await readQuestionnaire(
      s,
      { filename: run.sourceFilename, bytes: file.body },
      { leagueName: run.leagueName },
    );
    const output: ExtractionOutput = {
      source,
      extraction,
      extracted_at: s.clock().toISOString(),
    };
    return {
      output,
      warning: needsReview(extraction)
        ? {
          code: "E006",
          message: `low extraction confidence ${
            extraction.confidence_score.toFixed(2)
          } (below ${MIN_CONFIDENCE}): flagged for manual review`,
        }
        : undefined,
    };
  },

  async research(s, _run, stages, config) {
    const { extraction } = need<ExtractionOutput>(stages, "extraction");
    // Research must end well inside the stage's lease, or a redelivery would run it twice.
    const leaseSeconds = (s.stageLeaseMs ?? 60_000) / 1000;
    const research = await researchLeague(s, extraction, {
      ...config.research_config,
      timeout_seconds: Math.min(config.research_config.timeout_seconds, leaseSeconds * 0.5),
    });
    return {
      output: research,
      cost: research.cost_usd,
      warning: research.timed_out
        ? { code: "E002", message: "research timed out: partial data kept" }
        : research.below_min_quality
        ? {
          code: "LOW_RESEARCH_QUALITY",
          message:
            `research quality ${research.quality_score} below min_quality ${config.research_config.min_quality}: flagged for review`,
        }
        : undefined,
    };
  },

  scoring(s, _run, stages) {
    const { extraction } = need<ExtractionOutput>(stages, "extraction");
    const research = need<Research>(stages, "research");
    const now = s.clock();
    const scored = scoreLeague(research.enhanced, {
      confidence: extraction.confidence_score,
      now,
      inferred: research.enhancement_data.inferred,
    });
    const output: ScoringOutput = {
      score: scored.score,
      ...assessLeague(scored),
      calculated_at: now.toISOString(),
    };
    return Promise.resolve({ output });
  },

  async contracts(s, run, stages, config) {
    const research = need<Research>(stages, "research");
    const { score } = need<ScoringOutput>(stages, "scoring");
    const contracts = await generateContracts(s, {
      league: research.enhanced,
      overall_score: score.overall_score,
      termsheet: termsheet(score.tier, config.contract_flavors as Flavor[]),
      formats: CONTRACT_FORMATS,
      contractIdOf: (flavor) => `${run.fingerprintId}-${flavor}`,
      keyOf: (_, flavor, format) => `runs/${run.id}/contracts/${flavor}.${format}`,
      fingerprintId: run.fingerprintId,
    });
    const output: ContractsOutput = {
      tier: score.tier,
      contracts: {},
      files: {},
      compliance: { passed: true, checked: [] },
    };
    for (const { flavor, contract_id, terms, files, compliance } of contracts) {
      const failed = compliance.checks.find((c) => !c.passed);
      if (failed) {
        const missing = [...failed.missing_clauses, ...failed.missing_figures].join("', '");
        throw new AppError(
          "internal",
          `compliance check failed: '${missing}' missing from the ${failed.format} of ${flavor}`,
        );
      }
      output.compliance.checked.push(...compliance.checks.map((c) => `${flavor}.${c.format}`));
      output.contracts[flavor] = { ...terms, contract_id };
      output.files[flavor] = Object.fromEntries(
        Object.entries(files).map(([format, file]) => [format, file.key]),
      ) as Record<ContractFormat, string>;
    }
    return { output };
  },

  async drive(s, run, stages, config) {
    const contracts = need<ContractsOutput>(stages, "contracts");
    const folder = folderOf(run, config);
    const documents: Record<string, string> = {};
    const zipEntries: { name: string; data: Uint8Array }[] = [];
    for (const [flavor, files] of Object.entries(contracts.files)) {
      for (const [format, key] of Object.entries(files!)) {
        const staged = await s.documents.get(key);
        if (!staged) {
          throw pipelineError("E004", `staged contract ${key} is missing`, "unavailable");
        }
        const name = `contracts/${flavor}.${format}`;
        documents[`contract_${flavor}_${format}`] = await storeDocument(
          s,
          `${folder}/${name}`,
          staged.body,
        );
        zipEntries.push({ name: `${flavor}.${format}`, data: staged.body });
      }
    }
    if (zipEntries.length) {
      documents.contracts_zip = await storeDocument(
        s,
        `${folder}/contracts.zip`,
        zipFiles(zipEntries),
      );
    }
    const sheets = sheetsOf(stages);
    sheets["fingerprint.json"] = JSON.stringify(fingerprintOf(run, stages), null, 2);
    for (const [name, body] of Object.entries(sheets)) {
      documents[name.replace(/\.\w+$/, "").replaceAll("-", "_")] = await storeDocument(
        s,
        `${folder}/${name}`,
        body,
      );
    }
    const output: DriveOutput = {
      folder_id: folder,
      folder_url: s.documents.url(folder),
      documents,
    };
    return { output };
  },

  async tracker(s, run, stages, config) {
    const { score } = need<ScoringOutput>(stages, "scoring");
    const drive = need<DriveOutput>(stages, "drive");
    const card = await withBackoff(() =>
      s.tracker.createCard({
        runId: run.id,
        project: config.tracker_project,
        title: `${run.leagueName ?? "League"}: ${score.tier} (${score.overall_score.toFixed(2)})`,
        description: `Partnership evaluation ${run.id}. Documents: ${drive.folder_url}`,
      }, s.clock())
    );
    // The folder's fingerprint now carries its card too.
    const done = stages.map((st) =>
      st.stage === "tracker"
        ? { ...st, status: "completed" as const, output: JSON.stringify(card) }
        : st
    );
    await storeDocument(
      s,
      `${drive.folder_id}/fingerprint.json`,
      JSON.stringify(fingerprintOf(run, done), null, 2),
    );
    return { output: card satisfies TrackerOutput };
  },
};

/** The fingerprint, termsheet and scorecard as files of the league's folder. */
function sheetsOf(stages: StageRow[]): Record<string, string> {
  const scoring = need<ScoringOutput>(stages, "scoring");
  const contracts = need<ContractsOutput>(stages, "contracts");
  const card = scoring.scorecard;
  const csv = [
    "metric,value",
    `tier,${card.tier}`,
    `classification,${card.classification}`,
    `partnership_tier,${card.partnership_tier}`,
    `overall_score,${card.overall_score}`,
    ...Object.entries(card.scores).map(([k, v]) => `${k},${v}`),
    `recommended_aggressiveness,${card.recommended_aggressiveness}`,
    `recommended_flavor,${card.recommended_flavor}`,
  ].join("\n") + "\n";
  return {
    "termsheet.json": JSON.stringify(
      { tier: contracts.tier, contracts: contracts.contracts },
      null,
      2,
    ),
    "contract-flavors.json": JSON.stringify(Object.keys(contracts.contracts)),
    "scorecard.csv": csv,
  };
}

/** E003's resolution: retry with exponential backoff (0.2, 0.4, 0.8 s), then fail. */
async function withBackoff<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 0;; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i + 1 >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 200 * 2 ** i));
    }
  }
}

/**
 * Runs one stage of a run, once: a completed stage is skipped, a stage left `running` by a
 * killed process is run again (every stage writes to fixed keys, so a rerun replaces rather
 * than duplicates). A failure fails the run with its code. Returns the next stage to run.
 * A deleted run's stage does nothing (its job is acknowledged, not retried), and a stage whose
 * run was deleted while it ran removes what it wrote.
 */
export async function runStage(
  s: QueueServices,
  runId: string,
  stage: Stage,
): Promise<Stage | null> {
  const loaded = await loadRun(s, runId).catch((err) => {
    if (err instanceof AppError && err.kind === "not_found") return undefined;
    throw err;
  });
  if (!loaded) {
    await s.queue.cancel(STAGE_JOB, { pipeline_id: runId });
    return null;
  }
  const { run, stages } = loaded;
  const row = stages.find((r) => r.stage === stage);
  const next = STAGES[STAGES.indexOf(stage) + 1] ?? null;
  if (run.status !== "running" || !row) return null;
  if (row.status === "completed") return next;
  const config = JSON.parse(run.config) as RunConfig;
  await assertNotPaused(s);
  const leaseMs = s.stageLeaseMs ?? 60_000;
  // Claim the stage: a pending one, or one whose holder's lease ran out (a killed process).
  // A live holder means another delivery is running it now: refused, so the queue retries.
  const claim = (at: number) =>
    s.db.update(pipelineStages).set({
      status: "running",
      startedAt: s.clock().toISOString(),
      leasedUntil: leaseEnd(at, leaseMs, at),
      errorMessage: null,
    }).where(and(
      whereStage(run.id, stage),
      or(
        eq(pipelineStages.status, "pending"),
        and(eq(pipelineStages.status, "running"), lt(pipelineStages.leasedUntil, at)),
      ),
    )).returning();
  let since = Date.now();
  let claimed = await claim(since);
  // A killed holder's lease that ends in a moment (the job's lease, taken a little earlier,
  // has just ended): wait it out rather than retry with the queue's backoff.
  const left = (row.leasedUntil ?? 0) - Date.now();
  if (!claimed.length && row.status === "running" && left >= 0 && left <= LEASE_GRACE_MS) {
    await new Promise((resolve) => setTimeout(resolve, left + 10));
    since = Date.now();
    claimed = await claim(since);
  }
  if (!claimed.length) {
    throw new AppError("conflict", `stage ${stage} of ${run.id} is running elsewhere`);
  }
  const started = performance.now();
  await s.db.update(pipelineRuns).set({ stage }).where(eq(pipelineRuns.id, run.id));
  try {
    const renew = (until: number) =>
      s.db.update(pipelineStages).set({ leasedUntil: until })
        .where(and(whereStage(run.id, stage), eq(pipelineStages.status, "running")));
    const result = await whileLeased(
      { since, limitMs: leaseMs, renew },
      () => RUNNERS[stage](s, run, stages, config),
    );
    if (await deleted(s, run)) return null;
    const duration = Math.round((performance.now() - started) / 10) / 100;
    await s.db.update(pipelineStages).set({
      status: "completed",
      durationSeconds: duration,
      costUsd: result.cost ?? 0,
      errorMessage: result.warning ? `${result.warning.code}: ${result.warning.message}` : null,
      output: JSON.stringify(result.output),
    }).where(whereStage(run.id, stage));
    const flags = JSON.parse(run.flags) as string[];
    const updates: Partial<RunRow> = {};
    if (result.warning && !flags.includes(result.warning.code)) {
      updates.flags = JSON.stringify([...flags, result.warning.code]);
    }
    if (stage === "extraction") {
      const fields = (result.output as ExtractionOutput).extraction.fields;
      updates.leagueName = fields.league_name ?? run.leagueName ?? run.sourceFilename;
    }
    if (!next) {
      updates.status = "success";
      updates.completedAt = s.clock().toISOString();
      await joinCatalog(s, run, stages);
    }
    if (Object.keys(updates).length) {
      await s.db.update(pipelineRuns).set(updates).where(eq(pipelineRuns.id, run.id));
    }
    return next;
  } catch (err) {
    if (await deleted(s, run)) return null;
    const appError = err instanceof AppError ? err : undefined;
    // Failures without a pipeline code: unreadable text at extraction (E001), else internal.
    const code = appError?.options.code ?? (stage === "extraction" ? "E001" : "INTERNAL_ERROR");
    const message = appError?.message ?? (err instanceof Error ? err.message : String(err));
    s.logger.warn("pipeline stage failed", { runId, stage, code, error: message });
    if (code === "E004") await pauseProcessing(s, message);
    await s.db.update(pipelineStages).set({
      status: "failed",
      durationSeconds: Math.round((performance.now() - started) / 10) / 100,
      errorMessage: `${code}: ${message}`,
    }).where(whereStage(run.id, stage));
    await s.db.update(pipelineRuns).set({
      status: "failed",
      errorCode: code,
      errorMessage: message,
      completedAt: s.clock().toISOString(),
    }).where(eq(pipelineRuns.id, run.id));
    return null;
  }
}

/** Whether the run was deleted (while its stage ran): then what the stage wrote is removed. */
async function deleted(s: QueueServices, run: RunRow): Promise<boolean> {
  const found = await s.db.query.pipelineRuns.findFirst({ where: eq(pipelineRuns.id, run.id) });
  if (found) return false;
  await forgetRun(s, run);
  return true;
}

const whereStage = (runId: string, stage: Stage) =>
  and(eq(pipelineStages.runId, runId), eq(pipelineStages.stage, stage));

/** E004's resolution: alert operations and pause processing for this long. */
export const STORE_PAUSE_MS = 5 * 60_000;
const PAUSE_KEY = "pipeline_paused_until";

/**
 * The document store refused a write (quota): every stage waits (its job is retried later)
 * until the pause ends, rather than fail run after run. The pause lives in the database, so
 * every instance honours it.
 */
async function pauseProcessing(s: PipelineServices, reason: string) {
  const until = String(Date.now() + STORE_PAUSE_MS);
  s.logger.error("ALERT: document store error (E004); pipeline processing paused", {
    until: new Date(Number(until)).toISOString(),
    reason,
  });
  await s.db.insert(meta).values({ key: PAUSE_KEY, value: until })
    .onConflictDoUpdate({ target: meta.key, set: { value: until } });
}

async function assertNotPaused(s: PipelineServices) {
  const row = await s.db.query.meta.findFirst({ where: eq(meta.key, PAUSE_KEY) });
  const until = Number(row?.value ?? 0);
  if (until > Date.now()) {
    throw new AppError(
      "unavailable",
      "pipeline processing is paused after a document store error (E004)",
      {
        paused_until: new Date(until).toISOString(),
      },
      { code: "E004" },
    );
  }
}

/** Ends an E004 pause (operations, once the store has room again). */
export async function resumeProcessing(s: Pick<PipelineServices, "db">) {
  await s.db.delete(meta).where(eq(meta.key, PAUSE_KEY));
}

/** Marks a run failed from outside its stages (its stage job ran out of retries). */
export async function failRun(s: PipelineServices, runId: string, stage: Stage, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  const code = err instanceof AppError ? err.options.code ?? "INTERNAL_ERROR" : "INTERNAL_ERROR";
  s.logger.error("pipeline stage gave up after its retries", { runId, stage, error: message });
  await s.db.update(pipelineStages).set({ status: "failed", errorMessage: `${code}: ${message}` })
    .where(and(
      whereStage(runId, stage),
      or(
        eq(pipelineStages.status, "pending"),
        eq(pipelineStages.status, "running"),
      ),
    ));
  await s.db.update(pipelineRuns).set({
    status: "failed",
    errorCode: code,
    errorMessage: message,
    completedAt: s.clock().toISOString(),
  }).where(and(eq(pipelineRuns.id, runId), eq(pipelineRuns.status, "running")));
}

/**
 * Removes what a deleted run left: its jobs, card and files. Idempotent; called by deleteRun
 * and again by any stage that finds its run deleted when it ends. Returns the files removed.
 */
export async function forgetRun(s: QueueServices, run: RunRow): Promise<number> {
  await s.queue.cancel(STAGE_JOB, { pipeline_id: run.id });
  await s.db.delete(trackerCards).where(eq(trackerCards.runId, run.id));
  const config = JSON.parse(run.config) as RunConfig;
  let files = 0;
  for (const prefix of [`uploads/${run.id}`, `runs/${run.id}`, folderOf(run, config)]) {
    for (const object of await s.documents.list(`${prefix}/`)) {
      if (await s.documents.delete(object.key)) files++;
    }
  }
  return files;
}
