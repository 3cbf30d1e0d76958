/**
 * `POST /api/prompts/build`: one prompt from its parts, in this order: the agent's system prompt
 * and tool protocol, the recipe (a stored prompt) or an inline template, the context, worked
 * examples, and the output schema. Every variable of every part is checked before anything is
 * rendered: the missing ones are one 422 that names them and the part that needs each.
 */
import { AppError, notFound } from "../errors.ts";
import { findPrompt, type PromptContext, type PromptRow } from "./store.ts";
import {
  parseVariables,
  type PromptVariable,
  renderTemplate,
  type VariableValues,
} from "./template.ts";

export interface Example {
  input: string;
  output: string;
}

export interface BuildInput {
  /** A stored prompt (id or slug) to build around. */
  recipe?: string;
  /** An inline template, instead of or after the recipe. */
  template?: string;
  /** An agent of the registry: its system prompt and tool protocol lead the prompt. */
  agent?: string;
  variables?: VariableValues;
  context?: string | string[];
  /** Worked examples: `few_shot` prompts (id or slug) or `{input, output}` pairs. */
  examples?: (string | Example)[];
  /** A JSON Schema the answer must follow. */
  output_schema?: Record<string, unknown>;
}

export interface Message {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface PromptSource {
  id: string;
  slug: string;
  version: number;
  prompt_type: string;
  part: string;
}

export interface BuiltPrompt {
  prompt: string;
  messages: Message[];
  sources: PromptSource[];
  agent: { id: string; name: string; tools: string[]; max_steps: number } | null;
  /** The value each variable took (sent, or its default). */
  variables: Record<string, string>;
  /** Variables sent that no part uses. */
  unused_variables: string[];
  characters: number;
  /** About four characters a token. */
  estimated_tokens: number;
}

interface Part {
  name: string;
  template: string;
  variables: PromptVariable[];
  role: "system" | "user";
  row?: PromptRow;
}

/** `Input: ...` / `Output: ...` of a few-shot prompt; the whole text as output otherwise. */
export function exampleOf(content: string): Example {
  const m = /^\s*Input:\s*([\s\S]*?)\n\s*Output:\s*([\s\S]*)$/.exec(content);
  return m ? { input: m[1].trim(), output: m[2].trim() } : { input: "", output: content.trim() };
}

const partOf = (row: PromptRow, name: string, role: Part["role"]): Part => ({
  name,
  template: row.content,
  variables: JSON.parse(row.variables),
  role,
  row,
});

export async function buildPrompt(ctx: PromptContext, input: BuildInput): Promise<BuiltPrompt> {
  if (!input.recipe && input.template === undefined && !input.agent) {
    throw new AppError("unprocessable", "send a recipe, a template or an agent to build from", {
      parameter: "recipe",
    });
  }
  const parts: Part[] = [];
  let agent: BuiltPrompt["agent"] = null;
  const values: VariableValues = { ...input.variables };
  if (input.agent) {
    const def = ctx.agents?.find((a) => a.id === input.agent);
    if (!def) {
      const known = (ctx.agents ?? []).map((a) => a.id).join(", ");
      throw notFound(`no agent '${input.agent}'; agents: ${known}`, { parameter: "agent" });
    }
    agent = { id: def.id, name: def.name, tools: [...def.tools], max_steps: def.max_steps };
    parts.push(partOf(await findPrompt(ctx, def.prompt_slug), "agent", "system"));
    const protocol = await findPrompt(ctx, "agent-tool-protocol").catch(() => null);
    if (protocol) {
      parts.push(partOf(protocol, "agent_protocol", "system"));
      // The agent fills the protocol's own variables unless the caller did.
      values.tools ??= def.tools.join(", ");
      values.step_budget ??= def.max_steps;
    }
  }
  if (input.recipe) {
    const row = await findPrompt(ctx, input.recipe).catch(() => {
      throw notFound(`recipe ${input.recipe} not found`, { parameter: "recipe" });
    });
    const role = row.type === "system" || row.type === "agent" ? "system" : "user";
    parts.push(partOf(row, "recipe", role));
  }
  if (input.template !== undefined) {
    const used = parseVariables(input.template, "template").map((name) => ({ name }));
    parts.push({ name: "template", template: input.template, variables: used, role: "user" });
  }

  // Every part's missing variables, in one error.
  const missing: { variable: string; part: string }[] = [];
  const taken: Record<string, string> = {};
  for (const part of parts) {
    for (const name of parseVariables(part.template)) {
      const value = Object.hasOwn(values, name)
        ? String(values[name])
        : part.variables.find((v) => v.name === name)?.default;
      if (value === undefined) missing.push({ variable: name, part: part.row?.slug ?? part.name });
      else taken[name] ??= value;
    }
  }
  if (missing.length) {
    const names = [...new Set(missing.map((m) => m.variable))];
    throw new AppError(
      "unprocessable",
      `missing value${names.length > 1 ? "s" : ""} for variable${names.length > 1 ? "s" : ""} ` +
        missing.map((m) => `'${m.variable}' (${m.part})`).join(", "),
      { parameter: "variables", missing_variables: names, missing },
      { suggestion: `Send ${names.join(", ")} in \`variables\`.` },
    );
  }
  const rendered = parts.map((p) => ({
    ...p,
    text: renderTemplate(p.template, p.variables, values, p.name),
  }));

  const examples: Example[] = [];
  const sources: PromptSource[] = rendered.filter((p) => p.row).map((p) => ({
    id: p.row!.id,
    slug: p.row!.slug,
    version: p.row!.version,
    prompt_type: p.row!.type,
    part: p.name,
  }));
  for (const [i, e] of (input.examples ?? []).entries()) {
    if (typeof e !== "string") {
      examples.push(e);
      continue;
    }
    const row = await findPrompt(ctx, e).catch(() => {
      throw notFound(`example ${e} not found`, { parameter: `examples.${i}` });
    });
    examples.push(exampleOf(row.content));
    sources.push({
      id: row.id,
      slug: row.slug,
      version: row.version,
      prompt_type: row.type,
      part: "example",
    });
  }

  const system = rendered.filter((p) => p.role === "system").map((p) => p.text);
  const user = rendered.filter((p) => p.role === "user").map((p) => p.text);
  const context = typeof input.context === "string" ? [input.context] : input.context ?? [];
  if (context.length) user.push(`## Context\n\n${context.join("\n\n")}`);
  if (input.output_schema) {
    user.push(
      "## Output format\n\nAnswer with JSON only, valid against this JSON Schema:\n\n```json\n" +
        JSON.stringify(input.output_schema, null, 2) + "\n```",
    );
  }
  const messages: Message[] = [];
  if (system.length) messages.push({ role: "system", content: system.join("\n\n") });
  for (const e of examples) {
    messages.push({ role: "user", content: e.input }, { role: "assistant", content: e.output });
  }
  if (user.length) messages.push({ role: "user", content: user.join("\n\n") });

  const examplesText = examples.length
    ? "## Examples\n\n" +
      examples.map((e, i) => `### Example ${i + 1}\nInput: ${e.input}\nOutput: ${e.output}`)
        .join("\n\n")
    : "";
  const prompt = [...system, examplesText, ...user].filter(Boolean).join("\n\n");
  const usedNames = new Set(parts.flatMap((p) => parseVariables(p.template)));
  return {
    prompt,
    messages,
    sources,
    agent,
    variables: taken,
    unused_variables: Object.keys(input.variables ?? {}).filter((n) => !usedNames.has(n)),
    characters: prompt.length,
    estimated_tokens: Math.ceil(prompt.length / 4),
  };
}
