import { z } from "@hono/zod-openapi";
import { INTELLIGENCE_MODES } from "../../services/partnership/evaluation.ts";
import { FRAMEWORKS } from "../../services/partnership/frameworks.ts";
import { TIERS } from "../../services/partnership/scoring.ts";
import { Questionnaire } from "../../services/questionnaire/schema.ts";
import { QuestionnaireFileField } from "../uploads.ts";

export const FileForm = z.object({ file: QuestionnaireFileField }).openapi("QuestionnaireFile");

export const Result = z.record(z.string(), z.unknown());

// `data`: the questionnaire fields (services/questionnaire/schema.ts). That schema is plain zod,
// built before @hono/zod-openapi may have loaded, so it carries no .openapi() metadata.
export const DataBody = z.object({ data: Questionnaire });

export const DownloadParams = z.object({
  contract_id: z.string().max(40),
  format: z.enum(["pdf", "docx", "json"]),
});

export const FrameworkParams = z.object({ framework: z.enum(FRAMEWORKS) });

export const FrameworkQuery = z.object({
  intelligence_mode: z.enum(INTELLIGENCE_MODES).default("simple"),
  include_visualizations: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  tier_override: z.enum(TIERS).optional(),
});
