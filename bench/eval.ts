/**
 * Extraction accuracy on the questionnaire corpus (tests/fixtures/questionnaires/corpus/):
 * every file of a set through ingestion and extraction, compared with its truth file
 * (FIELDS.md there). Prints per file and in total the facts right, wrong and missing, the
 * values invented (extracted where the document states nothing), and the tier spread.
 *
 *   deno task eval               both sets, totals per file
 *   deno task eval dev --details the development set with every wrong, missing or invented fact
 *
 * The held-out set is never printed in detail: it is measured, not tuned on.
 */
import { extractQuestionnaire } from "../services/questionnaire/extract/mod.ts";
import { USD_RATES } from "../services/questionnaire/extract/money.ts";
import { parseMonth } from "../services/questionnaire/extract/values.ts";
import { ingestDocument } from "../services/questionnaire/ingest/mod.ts";
import type { Extraction } from "../services/questionnaire/schema.ts";
import { AppError } from "../services/errors.ts";
import { scoreLeague } from "../services/partnership/evaluation.ts";
import type { Questionnaire } from "../services/questionnaire/schema.ts";

const ROOT = new URL("../tests/fixtures/questionnaires/corpus/", import.meta.url);
const YEAR = 2026;

interface Truth {
  league: string;
  expect_error?: string;
  facts: Record<string, unknown>;
}

const norm = (s: string) =>
  s.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(
    /^https?:\/\/|^www\.|\/$/g,
    "",
  )
    .replace(/[^\p{L}\p{N}@.+]+/gu, " ").replace(/\s+/g, " ").trim()
    // "the Lamb" and "Lamb": a name with its article or without.
    .replace(/^the /, "");

function sameText(field: string, truth: string, got: string): boolean {
  if (field === "contact_phone") return truth.replace(/\D/g, "") === got.replace(/\D/g, "");
  // A month in the document's language ("diciembre") is the month the extraction names.
  if (field === "season_start_month") {
    const month = parseMonth(truth)?.value;
    if (month && month === parseMonth(got)?.value) return true;
  }
  // A remark in parentheses ("Florida (simulcast)") may be kept or left: both are the answer.
  const bare = (s: string) => s.replace(/\s*\([^()]*\)/g, "");
  if (truth !== bare(truth) || got !== bare(got)) {
    if (sameText(field, bare(truth), bare(got))) return true;
  }
  // A value written in two languages ("Ticari Direktör / Commercial Director") is the answer
  // whole or as either half, on either side: the truths' writers took it both ways.
  const halves = (s: string) => s.split(/\s+\/\s+/).filter(Boolean);
  const [th, gh] = [halves(truth), halves(got)];
  if ((th.length === 2 && th.includes(got)) || (gh.length === 2 && gh.includes(truth))) {
    return true;
  }
  const a = norm(truth);
  const b = norm(got);
  if (a === b) return true;
  // Free text as written: the same words, give or take a short tail.
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.includes(short) && short.length / long.length >= 0.6;
}

/** A figure within 2 % (rounding, a rate's cents); a year exactly: 2 % of 2009 is 40 years. */
const close = (field: string, a: number, b: number) =>
  field.endsWith("_year")
    ? a === b
    : Math.abs(a - b) <= Math.max(0.5, 0.02 * Math.max(Math.abs(a), Math.abs(b)));

function expectedNumber(truth: unknown): number | undefined {
  if (typeof truth === "number") return truth;
  if (truth && typeof truth === "object") {
    const t = truth as { amount?: number; min?: number; max?: number; currency?: string };
    const rate = t.currency ? USD_RATES[t.currency.toUpperCase()] : 1;
    if (rate === undefined) return undefined;
    if (t.amount !== undefined) return t.amount * rate;
    if (t.min !== undefined && t.max !== undefined) return ((t.min + t.max) / 2) * rate;
  }
  return undefined;
}

function matches(field: string, truth: unknown, got: unknown): boolean {
  if (typeof truth === "boolean") return got === truth;
  if (Array.isArray(truth)) {
    if (!Array.isArray(got) || got.length !== truth.length) return false;
    return truth.every((t) => got.some((g) => sameText(field, String(t), String(g))));
  }
  if (typeof truth === "string") return typeof got === "string" && sameText(field, truth, got);
  const n = expectedNumber(truth);
  return n !== undefined && typeof got === "number" && close(field, n, got);
}

/** The truth's facts as a questionnaire: money in USD, a range at its midpoint. */
function factsOf(truth: Truth): Questionnaire {
  return Object.fromEntries(
    Object.entries(truth.facts).map((
      [field, value],
    ) => [
      field,
      value && typeof value === "object" && !Array.isArray(value) ? expectedNumber(value) : value,
    ]),
  ) as Questionnaire;
}

const IGNORED = new Set(["sport_code", "notes"]);

interface FileResult {
  file: string;
  right: number;
  wrong: number;
  missing: number;
  invented: number;
  tier?: string;
  score?: number;
  /** The tier the truth's own facts give: what the scoring says of the league itself. */
  truthTier?: string;
  truthScore?: number;
  error?: string;
  details: string[];
}

async function evaluateFile(dir: URL, file: string): Promise<FileResult> {
  const stem = file.replace(/\.[^.]+$/, "");
  const truth: Truth = JSON.parse(await Deno.readTextFile(new URL(`${stem}.truth.json`, dir)));
  const bytes = await Deno.readFile(new URL(file, dir));
  const result: FileResult = { file, right: 0, wrong: 0, missing: 0, invented: 0, details: [] };
  let extraction: Extraction;
  try {
    const doc = await ingestDocument({ filename: file, bytes });
    extraction = extractQuestionnaire({ text: doc.text, json: doc.json }, { year: YEAR });
  } catch (err) {
    const code = err instanceof AppError ? err.options?.code ?? err.kind : String(err);
    result.error = String(code);
    if (truth.expect_error && truth.expect_error === code) result.right++;
    else result.wrong++;
    result.details.push(`error ${code} (expected ${truth.expect_error ?? "none"})`);
    return result;
  }
  if (truth.expect_error) {
    result.wrong++;
    result.details.push(`expected ${truth.expect_error}, got an extraction`);
  }
  const got = extraction.fields as Record<string, unknown>;
  for (const [field, expected] of Object.entries(truth.facts)) {
    if (IGNORED.has(field)) continue;
    if (got[field] === undefined) {
      result.missing++;
      result.details.push(`missing  ${field} = ${JSON.stringify(expected)}`);
    } else if (matches(field, expected, got[field])) result.right++;
    else {
      result.wrong++;
      result.details.push(
        `wrong    ${field} = ${JSON.stringify(got[field])}, truth ${JSON.stringify(expected)}  ← ${
          extraction.evidence[field as keyof typeof extraction.evidence]?.text
        }`,
      );
    }
  }
  for (const [field, value] of Object.entries(got)) {
    if (IGNORED.has(field) || field in truth.facts) continue;
    result.invented++;
    result.details.push(
      `invented ${field} = ${JSON.stringify(value)}  ← ${
        extraction.evidence[field as keyof typeof extraction.evidence]?.text
      }`,
    );
  }
  const now = new Date(Date.UTC(YEAR, 5, 1));
  const { score } = scoreLeague(extraction.fields, {
    confidence: extraction.confidence_score,
    now,
  });
  result.tier = score.tier;
  result.score = score.overall_score;
  const truthScore = scoreLeague(factsOf(truth), { confidence: 1, now }).score;
  result.truthTier = truthScore.tier;
  result.truthScore = truthScore.overall_score;
  return result;
}

async function evaluateSet(set: string, details: boolean) {
  const dir = new URL(`${set}/`, ROOT);
  const files = [...Deno.readDirSync(dir)].map((e) => e.name)
    .filter((n) => !n.endsWith(".truth.json") && !n.startsWith(".")).sort();
  const results: FileResult[] = [];
  for (const file of files) results.push(await evaluateFile(dir, file));
  const sum = (k: "right" | "wrong" | "missing" | "invented") =>
    results.reduce((s, r) => s + r[k], 0);
  const facts = sum("right") + sum("wrong") + sum("missing");
  console.log(`\n== ${set}: ${files.length} files`);
  for (const r of results) {
    console.log(
      `${r.file.padEnd(44)} right ${String(r.right).padStart(3)}  wrong ${
        String(r.wrong).padStart(2)
      }  missing ${String(r.missing).padStart(2)}  invented ${String(r.invented).padStart(2)}  ${
        r.error
          ? `error ${r.error}`
          : `${r.tier} ${r.score} (truth: ${r.truthTier} ${r.truthScore})`
      }`,
    );
    if (details) { for (const d of r.details) console.log(`    ${d}`); }
  }
  const tiers: Record<string, number> = {};
  const truthTiers: Record<string, number> = {};
  for (const r of results) if (r.tier) tiers[r.tier] = (tiers[r.tier] ?? 0) + 1;
  for (const r of results) {
    if (r.truthTier) truthTiers[r.truthTier] = (truthTiers[r.truthTier] ?? 0) + 1;
  }
  const pct = (n: number) => `${(100 * n / Math.max(1, facts)).toFixed(1)} %`;
  console.log(
    `${set} total: ${facts} facts — right ${sum("right")} (${pct(sum("right"))}), wrong ${
      sum("wrong")
    }, missing ${sum("missing")}, invented ${sum("invented")}; tiers ${
      JSON.stringify(tiers)
    } (from the truths: ${JSON.stringify(truthTiers)})`,
  );
  return {
    set,
    facts,
    right: sum("right"),
    wrong: sum("wrong"),
    missing: sum("missing"),
    invented: sum("invented"),
    tiers,
  };
}

if (import.meta.main) {
  const details = Deno.args.includes("--details");
  const sets = Deno.args.filter((a) => !a.startsWith("--"));
  for (const set of sets.length ? sets : ["dev", "heldout"]) {
    await evaluateSet(set, details && set !== "heldout");
  }
}
