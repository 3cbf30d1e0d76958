/**
 * Extraction by a language model, as an option (EXTRACTION=model with the OpenAI-compatible
 * provider): the model is asked for the questionnaire schema as structured output, each answer
 * with the words of the document it rests on. An answer is kept only when those words are in
 * the document and the value fits the schema (a number must be in its quote); everything else,
 * and any failure of the provider, falls back to the deterministic extraction, field by field.
 */
import type { AiProvider } from "../../ai/mod.ts";
import type { Logger } from "../../logger.ts";
import {
  type Evidence,
  type Extraction,
  Questionnaire,
  QUESTIONNAIRE_FIELDS,
  type QuestionnaireField,
} from "../schema.ts";
import { FIELDS, type Kind } from "./fields.ts";
import { confidenceOf } from "./mod.ts";
import { linesOf, MAX_TEXT } from "./layout.ts";
import { numberMentions } from "./numbers.ts";
import { USD_RATES } from "./money.ts";

/** Characters of the document sent: a questionnaire is a few pages. */
const MAX_INPUT = 60_000;
const MODEL_CONFIDENCE = 0.9;
const MODEL_TIMEOUT_MS = 30_000;

const NUMERIC: Kind[] = ["int", "number", "percent", "latency", "years", "year", "weeks"];

/** The JSON type a field's value takes in the model's answer. */
function valueSchema(kind: Kind): Record<string, unknown> {
  if (kind === "bool") return { type: "boolean" };
  if (kind === "list") return { type: "array", items: { type: "string" } };
  if (NUMERIC.includes(kind)) return { type: "number" };
  return { type: "string" };
}

const UNITS: Partial<Record<Kind, string>> = {
  latency: "milliseconds",
  weeks: "weeks (months × 52/12)",
  percent: "percent, 0 to 100",
  money: "the amount as written, in full (3.4 million → 3400000), with its ISO 4217 currency",
};

/** Every field, nullable, with its quote: the strict subset of structured outputs. */
export function extractionSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of QUESTIONNAIRE_FIELDS.filter((f) => f !== "sport_code")) {
    const kind = FIELDS[field].kind;
    const answer = kind === "money"
      ? {
        amount: { type: "number" },
        currency: { type: "string", description: "ISO 4217 code" },
      }
      : { value: valueSchema(kind) };
    properties[field] = {
      anyOf: [
        {
          type: "object",
          description: [FIELDS[field].labels.slice(0, 3).join(", "), UNITS[kind]].filter(Boolean)
            .join("; "),
          properties: {
            ...answer,
            evidence: {
              type: "string",
              description: "the exact words of the document the answer rests on",
            },
          },
          required: [...Object.keys(answer), "evidence"],
          additionalProperties: false,
        },
        { type: "null" },
      ],
    };
  }
  return {
    type: "object",
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

const INSTRUCTIONS =
  "You read a sports league's answers to a sportsbook's partnership questionnaire. For each " +
  "field, give the league's answer only if the document states it, with `evidence`: the exact " +
  "words of the document it rests on, copied character for character. Use null for anything " +
  "the document does not state; never estimate. A yes/no is true only for something in place " +
  "now (planned, informal or 'not formally' is false). Audiences per event are not season " +
  "totals. A document's title is not the league's name.";

const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

interface ModelAnswer {
  value?: unknown;
  amount?: unknown;
  currency?: unknown;
  evidence?: unknown;
}

/** The model's answer for one field as our value, or null when it does not hold. */
function valueOf(field: QuestionnaireField, answer: ModelAnswer, document: string) {
  if (typeof answer.evidence !== "string" || answer.evidence.trim().length < 2) return null;
  const quote = squash(answer.evidence);
  if (quote.length > 500 || !document.includes(quote)) return null;
  const kind = FIELDS[field].kind;
  let value = answer.value;
  let original: Evidence["original"];
  if (kind === "money") {
    const currency = typeof answer.currency === "string" ? answer.currency.toUpperCase() : "";
    if (typeof answer.amount !== "number" || !Object.hasOwn(USD_RATES, currency)) return null;
    original = { amount: answer.amount, currency };
    value = Math.round(answer.amount * USD_RATES[currency]);
  }
  if (kind === "int" && typeof value === "number") value = Math.round(value);
  // A figure must be in its quote, in digits or in words.
  if ((NUMERIC.includes(kind) || kind === "money") && !numberMentions(answer.evidence).length) {
    return null;
  }
  if (!Questionnaire.shape[field].safeParse(value).success) return null;
  return { value, quote: answer.evidence.trim(), original };
}

/**
 * The model's extraction merged over the deterministic one: a field the model answered with
 * evidence found in the document takes the model's value; every other field keeps the
 * deterministic value. Returns the deterministic extraction unchanged if the provider fails.
 */
export async function extractWithModel(
  ai: AiProvider,
  input: { text: string },
  deterministic: Extraction,
  logger?: Logger,
): Promise<Extraction> {
  if (!ai.structured) return deterministic;
  const text = input.text.slice(0, MAX_TEXT);
  let answers: Record<string, ModelAnswer | null>;
  try {
    const completion = await ai.structured({
      instructions: INSTRUCTIONS,
      input: text.slice(0, MAX_INPUT),
      schema: extractionSchema(),
      schemaName: "league_questionnaire",
      signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    });
    if (!completion.value || typeof completion.value !== "object") throw new Error("not an object");
    answers = completion.value as Record<string, ModelAnswer | null>;
  } catch (err) {
    logger?.warn("model extraction failed; the deterministic extraction stands", {
      error: String(err),
    });
    return deterministic;
  }
  const document = squash(text);
  const lines = linesOf(text);
  const fields = { ...deterministic.fields } as Record<string, unknown>;
  const confidence = { ...deterministic.field_confidence };
  const evidence = { ...deterministic.evidence };
  const dropped: string[] = [];
  for (const field of QUESTIONNAIRE_FIELDS) {
    const answer = answers[field];
    if (!answer || typeof answer !== "object") continue;
    const kept = valueOf(field, answer, document);
    if (!kept) {
      dropped.push(field);
      continue;
    }
    const at = lines.find((l) => squash(l.text).includes(squash(kept.quote).slice(0, 40)));
    fields[field] = kept.value;
    confidence[field] = MODEL_CONFIDENCE;
    evidence[field] = {
      text: kept.quote.slice(0, 300),
      ...(at ? { page: at.page, line: at.line } : {}),
      via: "model",
      ...(kept.original ? { original: kept.original } : {}),
    };
  }
  if (dropped.length) {
    logger?.info("model answers without evidence in the document were dropped", { dropped });
  }
  return {
    ...deterministic,
    fields: fields as Questionnaire,
    field_confidence: confidence,
    evidence,
    ...confidenceOf(fields as Questionnaire, confidence),
    method: "model",
  };
}
