/**
 * The prompt store and memory system: versioned prompts with declared `{{variables}}`, search
 * by text and meaning, builds, the shipped seed set, few-shot examples by business tier.
 * Services (agents, MCP) read prompts through `listPrompts`, `getPrompt` and `renderPrompt`.
 */
import { findPrompt, type PromptContext } from "./store.ts";
import { renderTemplate, type VariableValues } from "./template.ts";

export * from "./build.ts";
export * from "./memory.ts";
export * from "./search.ts";
export * from "./seed.ts";
export * from "./store.ts";
export * from "./template.ts";

/** A stored prompt (id or slug) filled with `values`; a variable without a value is a 422. */
export async function renderPrompt(ctx: PromptContext, ref: string, values: VariableValues = {}) {
  const row = await findPrompt(ctx, ref);
  const text = renderTemplate(row.content, JSON.parse(row.variables), values, row.slug);
  return { id: row.id, slug: row.slug, version: row.version, prompt_type: row.type, text };
}
