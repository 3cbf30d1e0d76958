/**
 * Agents: the registry (registry.ts) and what the API shows of it. An agent's prompt lives in the
 * prompt store (services/prompts/); this folder reads it, never the other way round.
 */
import { findPrompt, type PromptContext } from "../prompts/mod.ts";
import { AGENT_TOOLS, AGENTS } from "./registry.ts";

export * from "./invoke.ts";
export * from "./registry.ts";

/** Every agent with its capabilities, its tools (described) and its prompt as the caller sees it. */
export async function listAgentCards(ctx: PromptContext) {
  const agents = [];
  for (const a of AGENTS) {
    const prompt = await findPrompt(ctx, a.prompt_slug).catch(() => null);
    agents.push({
      id: a.id,
      name: a.name,
      description: a.description,
      capabilities: [...a.capabilities],
      tools: a.tools.map((name) => ({ name, description: AGENT_TOOLS[name] })),
      prompt: {
        slug: a.prompt_slug,
        id: prompt?.id ?? null,
        version: prompt?.version ?? null,
        available: prompt !== null,
      },
      limits: { max_steps: a.max_steps, timeout_ms: a.timeout_ms },
    });
  }
  return { total: agents.length, agents };
}
