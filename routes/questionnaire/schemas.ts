import { z } from "@hono/zod-openapi";
import { INTELLIGENCE_MODES } from "../../services/partnership/evaluation.ts";
import { FRAMEWORKS } from "../../services/partnership/frameworks.ts";
import { TIERS } from "../../services/partnership/scoring.ts";
import { Questionnaire } from "../../services/questionnaire/schema.ts";
import { QuestionnaireFileField } from "../uploads.ts";

export const FileForm = z.object({ file: QuestionnaireFileField }).openapi("QuestionnaireFile");

export const Result = z.record(z.string(), z.unknown());

export const Evidence = z.object({
  text: z.string().openapi({
    description: "The line, table row, sentence or key the value was read from.",
  }),
  page: z.number().int().optional().openapi({ description: "1-based page (PDF)." }),
  line: z.number().int().optional().openapi({ description: "1-based line of the extracted text." }),
  path: z.string().optional().openapi({ description: "JSON key path, for JSON questionnaires." }),
  via: z.string().openapi({
    description: "How it was found: label, table, qa, inline, section, prose, json, model, " +
      "upload (the league name given with the upload), catalog (the sport code).",
  }),
  range: z.tuple([z.number(), z.number()]).optional().openapi({
    description: "A range as written; the value is its midpoint.",
  }),
  original: z.object({ amount: z.number(), currency: z.string() }).optional().openapi({
    description: "Money as written, before conversion to USD at the documented rate.",
  }),
}).openapi("Evidence");

/** What the extractor returns (services/questionnaire/schema.ts), as published. */
export const ExtractionResult = z.object({
  fields: z.record(z.string(), z.unknown()),
  field_confidence: z.record(z.string(), z.number()),
  confidence_score: z.number().openapi({ description: "Below 0.85 the run is flagged E006." }),
  missing: z.array(z.string()),
  unmatched: z.array(z.string()),
  evidence: z.record(z.string(), Evidence).openapi({
    description: "Every extracted value's evidence: no value is returned without it.",
  }),
  method: z.enum(["deterministic", "model"]).optional(),
}).openapi("Extraction");

export const ExtractResult = ExtractionResult.extend({
  source: z.object({
    filename: z.string(),
    format: z.enum(["pdf", "docx", "doc", "txt", "json"]),
  }),
}).openapi("ExtractResult");

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
