import { ownerOf, type Principal } from "../auth/principal.ts";
import { notFound } from "../errors.ts";
import type { QueueServices } from "./context.ts";
import { parseConfig, RunConfig, runResult, startRun } from "./mod.ts";
import { sourceKeyOf } from "./paths.ts";

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/**
 * `POST /api/v1/pipeline/process`: starts a run on a questionnaire already in the store and
 * waits for it up to `waitMs`, answering with its results (or `running`).
 */
export async function processFromStore(
  s: QueueServices,
  owner: Principal,
  input: { pdf_path: string; league_name?: string; config?: unknown },
  { waitMs = 30_000 } = {},
) {
  // The whole config (422) before the store is read.
  const config = parseConfig(RunConfig, input.config);
  const key = sourceKeyOf(owner, input.pdf_path);
  const file = await s.documents.get(key);
  if (!file) throw notFound(`no document at ${input.pdf_path}`, { parameter: "pdf_path" });
  const started = Date.now();
  const run = await startRun(s, {
    owner: ownerOf(owner),
    file: { filename: key.split("/").pop()!, bytes: file.body },
    leagueName: input.league_name,
    config,
  });
  let result = await runResult(s, run.id, owner);
  while (result.status === "running" && Date.now() - started < waitMs) {
    await new Promise((r) => setTimeout(r, 25));
    result = await runResult(s, run.id, owner);
  }
  const fp = result.fingerprint;
  const docs = fp.drive?.documents ?? {};
  const firstDocx = Object.entries(docs).find(([k]) => k.endsWith("_docx"))?.[1] ?? null;
  return {
    status: result.status,
    pipeline_id: run.id,
    results: {
      fingerprint_id: run.fingerprintId,
      partnership_score: fp.partnership_score?.overall_score ?? null,
      recommended_tier: fp.partnership_score?.tier ?? null,
      drive_folder: fp.drive?.folder_url ?? null,
      tracker_card: fp.tracker ? { key: fp.tracker.card_key, url: fp.tracker.card_url } : null,
      processing_time_seconds: seconds(Date.now() - started),
      total_cost_usd: result.total_cost_usd,
    },
    documents: {
      fingerprint_json: docs.fingerprint ?? null,
      contract_doc: docs.contract_balanced_docx ?? firstDocx,
      contract_flavors_json: docs.contract_flavors ?? null,
      scorecard_sheet: docs.scorecard ?? null,
    },
    error: result.error,
  };
}
