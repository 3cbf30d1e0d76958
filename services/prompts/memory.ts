/**
 * The memory system over the prompt store: few-shot examples by business tier and scenario, the
 * store's status and statistics, and `memory/build`, which assembles a prompt for a request from
 * the best matching system prompt and examples, falling back step by step when nothing matches.
 */
import { eq } from "drizzle-orm";
import { meta, PROMPT_TYPES, prompts } from "../../db/schema/mod.ts";
import { AppError } from "../errors.ts";
import { TIERS } from "../partnership/scoring.ts";
import { type Example, exampleOf, type Message } from "./build.ts";
import { META_CHECKSUM, META_SEEDED_AT, SEED_PROMPTS, shippedChecksum } from "./seed.ts";
import {
  countVersions,
  type PromptContext,
  type PromptRow,
  SHARED_OWNER,
  visibleRows,
} from "./store.ts";
import type { PromptVariable, VariableValues } from "./template.ts";
import { embeddedCount, rankByMeaning } from "./vectors.ts";

/** The business tiers examples are labelled with: the partnership tiers, lower case. */
export const BUSINESS_TIERS = TIERS.map((t) => t.toLowerCase()) as Lowercase<
  typeof TIERS[number]
>[];

/**
 * A system prompt is taken for a query when its cosine similarity reaches this; below it the
 * request falls back to the general assistant. Set for the local hashed embedder, whose vectors
 * of unrelated texts sit near 0.05 and of texts on the same subject above 0.15.
 */
export const MATCH_THRESHOLD = 0.12;

/** The prompt used when the store holds no system prompt at all (never seeded). */
export const BUILT_IN_FALLBACK = "You are an assistant for an alternative sports data company: " +
  "events, odds, leagues and partnerships. Answer helpfully and briefly, and say which data " +
  "would answer a question you cannot.";

const FALLBACK_SLUG = "general-assistant";

/** A business tier as sent (any case), lower-cased; 422 for one that is not a tier. */
export function businessTier(tier: string, parameter = "tier"): string {
  const t = tier.toLowerCase();
  if (!(BUSINESS_TIERS as string[]).includes(t)) {
    throw new AppError(
      "unprocessable",
      `'${tier}' is not a business tier; tiers: ${BUSINESS_TIERS.join(", ")}`,
      { parameter, tiers: BUSINESS_TIERS },
    );
  }
  return t;
}

const labelsOf = (r: PromptRow) => JSON.parse(r.labels) as Record<string, string>;
/** An example's business tier label, lower-cased (labels are free text). */
const tierOf = (r: PromptRow) => labelsOf(r).business_tier?.toLowerCase();

export interface ExampleView extends Example {
  id: string;
  slug: string;
  name: string;
  business_tier: string;
  scenario: string | null;
  version: number;
  shared: boolean;
  content: string;
}

function exampleView(r: PromptRow): ExampleView {
  const labels = labelsOf(r);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    business_tier: tierOf(r) ?? "",
    scenario: labels.scenario ?? null,
    version: r.version,
    shared: r.ownerKind === SHARED_OWNER.kind,
    content: r.content,
    ...exampleOf(r.content),
  };
}

const examplesOf = (ctx: PromptContext) => visibleRows(ctx, eq(prompts.type, "few_shot"));

/** `GET /api/prompts/memory/examples/{tier}`: the tier's examples, of one scenario if asked. */
export async function examplesForTier(
  ctx: PromptContext,
  tier: string,
  q: { scenario?: string; limit: number },
) {
  tier = businessTier(tier);
  const rows = (await examplesOf(ctx)).filter((r) => {
    const labels = labelsOf(r);
    return tierOf(r) === tier &&
      (!q.scenario || labels.scenario === q.scenario);
  });
  const scenarios = [...new Set(rows.map((r) => labelsOf(r).scenario).filter(Boolean))].sort();
  return {
    business_tier: tier,
    scenario: q.scenario ?? null,
    scenarios,
    total: rows.length,
    examples: rows.slice(0, q.limit).map(exampleView),
  };
}

async function metaValue(ctx: PromptContext, key: string): Promise<string | null> {
  const row = await ctx.db.query.meta.findFirst({ where: eq(meta.key, key) });
  return row?.value ?? null;
}

/** `GET /api/prompts/memory/status`. */
export async function memoryStatus(ctx: PromptContext) {
  const rows = await visibleRows(ctx);
  const shared = rows.filter((r) => r.ownerKind === SHARED_OWNER.kind);
  const seededAt = await metaValue(ctx, META_SEEDED_AT);
  const checksum = await metaValue(ctx, META_CHECKSUM);
  const shipped = await shippedChecksum();
  const missing = SEED_PROMPTS.filter((p) => !shared.some((r) => r.slug === p.slug));
  const status: "ready" | "not_seeded" | "outdated" = !seededAt
    ? "not_seeded"
    : missing.length || checksum !== shipped
    ? "outdated"
    : "ready";
  const examples = rows.filter((r) => r.type === "few_shot");
  const embedded = await embeddedCount(ctx, rows);
  return {
    status,
    seeded_at: seededAt,
    seed_checksum: checksum,
    shipped_checksum: shipped,
    missing_seed_prompts: missing.map((p) => p.slug),
    prompts: {
      total: rows.length,
      shared: shared.length,
      own: rows.length - shared.length,
      system: rows.filter((r) => r.type === "system").length,
    },
    examples: {
      total: examples.length,
      by_tier: Object.fromEntries(
        BUSINESS_TIERS.map((t) => [t, examples.filter((r) => tierOf(r) === t).length]),
      ),
    },
    agents: (ctx.agents ?? []).map((a) => ({
      id: a.id,
      prompt_slug: a.prompt_slug,
      prompt_available: rows.some((r) => r.slug === a.prompt_slug && r.type !== "few_shot"),
    })),
    embeddings: {
      model: ctx.embedder.model,
      dimensions: ctx.embedder.dimensions,
      embedded,
      pending: rows.length - embedded,
    },
  };
}

/** `GET /api/prompts/stats`: the collection the caller sees. */
export async function promptStats(ctx: PromptContext) {
  const rows = await visibleRows(ctx);
  const count = <T>(values: T[]) => {
    const m = new Map<T, number>();
    for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
    return m;
  };
  const tags = [...count(rows.flatMap((r) => JSON.parse(r.tags) as string[]))]
    .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).slice(0, 20)
    .map(([tag, n]) => ({ tag, prompts: n }));
  const types = count(rows.map((r) => r.type));
  const variables = new Set(
    rows.flatMap((r) => (JSON.parse(r.variables) as PromptVariable[]).map((v) => v.name)),
  );
  const embedded = await embeddedCount(ctx, rows);
  return {
    total: rows.length,
    shared: rows.filter((r) => r.ownerKind === SHARED_OWNER.kind).length,
    own: rows.filter((r) => r.ownerKind !== SHARED_OWNER.kind).length,
    by_type: Object.fromEntries(PROMPT_TYPES.map((t) => [t, types.get(t) ?? 0])),
    versions: await countVersions(ctx),
    revised: rows.filter((r) => r.version > 1).length,
    distinct_variables: variables.size,
    top_tags: tags,
    examples_by_tier: Object.fromEntries(
      BUSINESS_TIERS.map((t) => [
        t,
        rows.filter((r) => r.type === "few_shot" && tierOf(r) === t).length,
      ]),
    ),
    embeddings: { model: ctx.embedder.model, embedded },
    last_updated: rows.map((r) => r.updatedAt).sort().at(-1) ?? null,
  };
}

export interface MemoryBuildInput {
  query: string;
  business_tier?: string;
  scenario?: string;
  max_examples: number;
  variables?: VariableValues;
  context?: string | string[];
}

/**
 * `POST /api/prompts/memory/build`: the system prompt closest in meaning to the query (the
 * general assistant when none reaches MATCH_THRESHOLD, the built-in text when the store has no
 * system prompt), then up to `max_examples` few-shot examples: those of the tier and scenario,
 * then of the tier, then of the scenario, then the closest to the query, each step named in
 * `fallback.steps`. Variables without a value stay as `{{name}}` and are listed, not refused.
 */
export async function buildFromMemory(ctx: PromptContext, input: MemoryBuildInput) {
  const tier = input.business_tier === undefined
    ? undefined
    : businessTier(input.business_tier, "business_tier");
  const steps: string[] = [];
  const systems = await visibleRows(ctx, eq(prompts.type, "system"));
  const ranked = await rankByMeaning(ctx, systems, input.query);
  const best = ranked[0];
  let chosen: { row: PromptRow | null; score: number | null; text: string };
  if (best && best.score >= MATCH_THRESHOLD) {
    chosen = { row: best.row, score: best.score, text: best.row.content };
  } else {
    const general = systems.find((r) => r.slug === FALLBACK_SLUG);
    steps.push(
      best
        ? `no system prompt matched the query (best ${best.row.slug} at ${
          best.score.toFixed(3)
        } < ${MATCH_THRESHOLD}): ${general ? FALLBACK_SLUG : "built-in fallback"}`
        : "no system prompt in the store (seed it with POST /api/prompts/seed): built-in fallback",
    );
    chosen = general
      ? {
        row: general,
        score: ranked.find((r) => r.row === general)?.score ?? null,
        text: general.content,
      }
      : { row: null, score: null, text: BUILT_IN_FALLBACK };
  }

  const all = await examplesOf(ctx);
  const scenario = input.scenario;
  const labelled = (r: PromptRow, t?: string, s?: string) => {
    const l = labelsOf(r);
    return (!t || tierOf(r) === t) && (!s || l.scenario === s);
  };
  type Stage = "tier_and_scenario" | "tier" | "scenario" | "closest";
  const picked: { row: PromptRow; score: number; match: Stage }[] = [];
  const stages: [Stage, (r: PromptRow) => boolean][] = [];
  if (tier && scenario) stages.push(["tier_and_scenario", (r) => labelled(r, tier, scenario)]);
  if (tier) stages.push(["tier", (r) => labelled(r, tier)]);
  if (scenario) stages.push(["scenario", (r) => labelled(r, undefined, scenario)]);
  stages.push(["closest", () => true]);
  for (const [i, [name, test]] of stages.entries()) {
    if (picked.length >= input.max_examples) break;
    const pool = all.filter((r) => test(r) && !picked.some((p) => p.row.id === r.id));
    if (i > 0 && pool.length && (tier || scenario)) {
      steps.push(`fewer than ${input.max_examples} examples matched: widened to ${name}`);
    }
    for (const r of await rankByMeaning(ctx, pool, input.query)) {
      if (picked.length >= input.max_examples) break;
      picked.push({ row: r.row, score: r.score, match: name });
    }
  }
  if (!all.length && input.max_examples > 0) steps.push("no few-shot examples in the store");

  const variables: PromptVariable[] = chosen.row ? JSON.parse(chosen.row.variables) : [];
  const values = input.variables ?? {};
  const missing: string[] = [];
  const system = chosen.text.replace(/\{\{([^{}]*)\}\}/g, (whole, raw: string) => {
    const name = raw.trim();
    if (Object.hasOwn(values, name)) return String(values[name]);
    const fallback = variables.find((v) => v.name === name)?.default;
    if (fallback !== undefined) return fallback;
    if (!missing.includes(name)) missing.push(name);
    return whole;
  });

  const examples = picked.map((p) => exampleOf(p.row.content));
  const context = typeof input.context === "string" ? [input.context] : input.context ?? [];
  const request = [input.query, context.length ? `## Context\n\n${context.join("\n\n")}` : ""]
    .filter(Boolean).join("\n\n");
  const messages: Message[] = [{ role: "system", content: system }];
  for (const e of examples) {
    messages.push({ role: "user", content: e.input }, { role: "assistant", content: e.output });
  }
  messages.push({ role: "user", content: request });
  const examplesText = examples.length
    ? "## Examples\n\n" +
      examples.map((e, i) => `### Example ${i + 1}\nInput: ${e.input}\nOutput: ${e.output}`)
        .join("\n\n")
    : "";
  const prompt = [system, examplesText, `## Request\n\n${request}`].filter(Boolean).join("\n\n");
  const round = (x: number | null) => x === null ? null : Math.round(x * 10_000) / 10_000;
  return {
    query: input.query,
    business_tier: tier ?? null,
    scenario: scenario ?? null,
    prompt,
    messages,
    system_prompt: chosen.row
      ? {
        id: chosen.row.id,
        slug: chosen.row.slug,
        name: chosen.row.name,
        version: chosen.row.version,
        score: round(chosen.score),
      }
      : null,
    examples: picked.map((p) => ({
      ...exampleView(p.row),
      score: round(p.score)!,
      matched_by: p.match,
    })),
    fallback: { used: steps.length > 0, steps },
    missing_variables: missing,
    model: ctx.embedder.model,
    threshold: MATCH_THRESHOLD,
    characters: prompt.length,
    estimated_tokens: Math.ceil(prompt.length / 4),
  };
}
