/**
 * `GET /api/prompts/search`: by text (SQLite FTS5 over name, slug, description, tags, labels and
 * template, BM25 with the name weighing most; every word must match, as a word or its
 * beginning) or, with `semantic`, by meaning (embeddings, cosine). Only prompts the caller sees.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { prompts, type PromptType } from "../../db/schema/mod.ts";
import { ftsQuery } from "../catalog/discovery.ts";
import { type PromptContext, type PromptRecord, recordOf, visibleRows } from "./store.ts";
import { rankByMeaning } from "./vectors.ts";

export interface SearchInput {
  q?: string;
  semantic?: boolean;
  prompt_type?: PromptType;
  limit: number;
}

export interface SearchHit extends PromptRecord {
  /** BM25 relevance (text, higher is better) or cosine similarity (semantic); null: no query. */
  score: number | null;
}

export interface SearchResult {
  query: string | null;
  mode: "text" | "semantic" | "list";
  /** The embedding model of a semantic search. */
  model: string | null;
  total: number;
  items: SearchHit[];
}

/** Column weights of bm25(): name, slug, description, tags, labels, template. */
const RANK = sql`bm25(prompts_fts, 10.0, 8.0, 4.0, 4.0, 2.0, 1.0)`;

export async function searchPrompts(ctx: PromptContext, input: SearchInput): Promise<SearchResult> {
  const typed = input.prompt_type ? eq(prompts.type, input.prompt_type) : undefined;
  const query = input.q?.trim() || null;
  if (query && input.semantic) {
    const ranked = await rankByMeaning(ctx, await visibleRows(ctx, typed), query);
    return {
      query,
      mode: "semantic",
      model: ctx.embedder.model,
      total: ranked.length,
      items: ranked.slice(0, input.limit).map((r) => ({
        ...recordOf(r.row),
        score: Math.round(r.score * 10_000) / 10_000,
      })),
    };
  }
  const match = query ? ftsQuery(query) : null;
  if (!match) {
    const rows = await visibleRows(ctx, typed);
    return {
      query,
      mode: "list",
      model: null,
      total: rows.length,
      items: rows.slice(0, input.limit).map((r) => ({ ...recordOf(r), score: null })),
    };
  }
  const hits = await ctx.db.all<{ id: string; rank: number }>(sql`
    SELECT ${prompts.id} AS id, ${RANK} AS rank
    FROM prompts_fts JOIN ${prompts} ON ${prompts}.rowid = prompts_fts.rowid
    WHERE prompts_fts MATCH ${match}
    ORDER BY rank`);
  const ids = hits.map((h) => h.id);
  const rows = ids.length ? await visibleRows(ctx, and(typed, inArray(prompts.id, ids))) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = hits.filter((h) => byId.has(h.id)).map((h) => ({
    ...recordOf(byId.get(h.id)!),
    score: Math.round(-h.rank * 10_000) / 10_000,
  }));
  return {
    query,
    mode: "text",
    model: null,
    total: items.length,
    items: items.slice(0, input.limit),
  };
}
