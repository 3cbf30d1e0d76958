/**
 * The agent frameworks of `POST /api/questionnaire/process/{framework}`. All four run on the
 * embedded deterministic engine here; the intelligence mode sets how much research runs.
 */
import type { AiProvider } from "../ai/mod.ts";
import { type QuestionnaireFile, readQuestionnaire } from "../questionnaire/read.ts";
import type { DocumentStore } from "../storage/mod.ts";
import type { Tracker } from "../tracker/mod.ts";
import { evaluate, type EvaluationServices, type IntelligenceMode } from "./evaluation.ts";
import type { Tier } from "./scoring.ts";

export const FRAMEWORKS = ["base", "framework_a", "framework_b", "framework_c"] as const;
export type Framework = typeof FRAMEWORKS[number];

const ENGINE = "local-deterministic";

/** The frameworks and their availability. */
export function listFrameworks() {
  return {
    frameworks: FRAMEWORKS.map((name) => ({
      name,
      available: true,
      engine: ENGINE,
      intelligence_modes: ["fast", "simple", "full"] satisfies IntelligenceMode[],
    })),
  };
}

/** One questionnaire through the evaluation path, with the framework's metadata. */
export async function processWithFramework(
  s: EvaluationServices,
  file: QuestionnaireFile,
  options: {
    framework: Framework;
    intelligence_mode: IntelligenceMode;
    include_visualizations: boolean;
    tier_override?: Exclude<Tier, "Unrated">;
  },
) {
  const started = performance.now();
  const { extraction } = await readQuestionnaire(s, file);
  const result = await evaluate(s, extraction, {
    mode: options.intelligence_mode,
    tierOverride: options.tier_override,
  });
  return {
    framework: options.framework,
    metadata: {
      engine: ENGINE,
      intelligence_mode: options.intelligence_mode,
      tier_override: options.tier_override ?? null,
      research: {
        mode: result.mode,
        cost_usd: result.research?.cost_usd ?? 0,
        comparables: result.research?.enhancement_data.comparables.length ?? 0,
        market_notes: result.research?.enhancement_data.market_notes ?? "",
      },
      processing_ms: Math.round(performance.now() - started),
    },
    extracted: extraction,
    partnership_score: result.score,
    classification: result.classification,
    readiness: result.readiness,
    termsheet: result.termsheet,
    visualizations: options.include_visualizations
      ? {
        components_bar: Object.entries(result.score.components).map(([name, value]) => ({
          name,
          value,
        })),
        scorecard_radar: result.scorecard.scores,
      }
      : null,
  };
}

/** The service's dependencies: language model provider, cloud services, file system. */
export async function questionnaireHealth(
  s: { ai: AiProvider; documents: DocumentStore; tracker: Tracker },
) {
  const store = await s.documents.list("health/").then(
    () => "ok",
    (e) => `down: ${e.message}`,
  );
  return {
    status: store === "ok" ? "healthy" : "degraded",
    dependencies: {
      language_model_provider: s.ai.name,
      cloud_services: { document_store: s.documents.kind, tracker: s.tracker.kind },
      file_system: store,
    },
  };
}
