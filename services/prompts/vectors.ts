/**
 * Semantic ranking of prompts: each prompt version is embedded once per embedding model (on
 * demand, the first time a search needs it) and stored with the model id; a query is embedded
 * with the same model and prompts are ranked by cosine. The collection is small (hundreds of
 * prompts), so ranking reads the caller's vectors and compares them here.
 */
import { and, eq, inArray } from "drizzle-orm";
import { promptVectors } from "../../db/schema/mod.ts";
import { cosine } from "../ai/embeddings.ts";
import type { PromptContext, PromptRow } from "./store.ts";

/**
 * English function words, left out of what is embedded: the local hashed embedder counts every
 * word, and without this two unrelated sentences look alike for sharing "the", "you" and "of".
 */
const STOPWORDS = new Set(
  ("a an and are as at be by can do does for from has have how i if in into is it its me my " +
    "of on or our so that the their them then there these they this to us was we were what " +
    "when where which who why will with would you your").split(" "),
);

/** The words of a text that carry its meaning, for embedding. */
export function meaningful(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [])
    .map((w) => w.replace(/_/g, " "))
    .filter((w) => !STOPWORDS.has(w)).join(" ");
}

/** The text a prompt is embedded as: what it is called, what it is for, and its template. */
export function embeddingText(row: PromptRow): string {
  const tags: string[] = JSON.parse(row.tags);
  const labels = Object.values(JSON.parse(row.labels) as Record<string, string>);
  return meaningful(
    [row.name, row.description, [...tags, ...labels].join(" "), row.content].join("\n"),
  );
}

const toBytes = (v: Float32Array) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
const fromBytes = (b: ArrayBuffer | Uint8Array) => {
  const bytes = b instanceof Uint8Array ? b : new Uint8Array(b);
  return new Float32Array(bytes.slice().buffer);
};

/** The current vectors of these prompts for the context's embedder, made where missing. */
export async function vectorsOf(
  ctx: PromptContext,
  rows: PromptRow[],
): Promise<Map<string, Float32Array>> {
  const { model, dimensions } = ctx.embedder;
  const out = new Map<string, Float32Array>();
  if (!rows.length) return out;
  const stored = await ctx.db.select().from(promptVectors).where(and(
    eq(promptVectors.model, model),
    inArray(promptVectors.promptId, rows.map((r) => r.id)),
  ));
  for (const r of rows) {
    const hit = stored.find((s) => s.promptId === r.id && s.version === r.version);
    if (hit) out.set(r.id, fromBytes(hit.vector as unknown as Uint8Array));
  }
  const missing = rows.filter((r) => !out.has(r.id));
  if (missing.length) {
    const vectors = await ctx.embedder.embed(missing.map(embeddingText));
    const at = ctx.clock().toISOString();
    await ctx.db.insert(promptVectors).values(missing.map((r, i) => ({
      promptId: r.id,
      version: r.version,
      model,
      dimensions,
      vector: toBytes(vectors[i]) as unknown as Buffer,
      createdAt: at,
    }))).onConflictDoNothing();
    missing.forEach((r, i) => out.set(r.id, vectors[i]));
  }
  return out;
}

export interface Ranked {
  row: PromptRow;
  /** Cosine similarity to the query, -1 to 1. */
  score: number;
}

/** The rows by closeness in meaning to `query`, best first. */
export async function rankByMeaning(
  ctx: PromptContext,
  rows: PromptRow[],
  query: string,
): Promise<Ranked[]> {
  if (!rows.length) return [];
  const [q] = await ctx.embedder.embed([meaningful(query)]);
  const vectors = await vectorsOf(ctx, rows);
  return rows.map((row) => ({ row, score: cosine(q, vectors.get(row.id)!) }))
    .sort((a, b) => b.score - a.score || a.row.slug.localeCompare(b.row.slug));
}

/** How many of these prompts' current versions have a vector of the context's model. */
export async function embeddedCount(ctx: PromptContext, rows: PromptRow[]): Promise<number> {
  if (!rows.length) return 0;
  const stored = await ctx.db.select({ id: promptVectors.promptId, v: promptVectors.version })
    .from(promptVectors).where(and(
      eq(promptVectors.model, ctx.embedder.model),
      inArray(promptVectors.promptId, rows.map((r) => r.id)),
    ));
  return rows.filter((r) => stored.some((s) => s.id === r.id && s.v === r.version)).length;
}
