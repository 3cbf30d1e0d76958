import type { Context } from "hono";
import { AGENTS, listAgentCards } from "../../services/agents/mod.ts";
import { AppError } from "../../services/errors.ts";
import * as prompts from "../../services/prompts/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

/** The prompt verbs' context: this request's database, embedder, clock and caller. */
function promptContext(c: Context<AppEnv>): prompts.PromptContext {
  const { db, embedder, clock } = c.get("deps");
  return { db, embedder, clock, principal: c.get("principal"), agents: AGENTS };
}

/**
 * Query and body together: a field may come in either; sent in both, the two must agree (a
 * 422 naming it otherwise), so neither silently overrides the other.
 */
export function combine<Q extends object, B extends object>(query: Q, body: B | undefined) {
  const out: Record<string, unknown> = { ...body };
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const other = out[key];
    if (other !== undefined && other !== value) {
      throw new AppError(
        "unprocessable",
        `'${key}' was sent in the query and in the body with different values; send it once`,
        { parameter: key },
      );
    }
    out[key] = value;
  }
  return out as Q & B;
}

const required = (input: Record<string, unknown>, ...names: string[]) => {
  const missing = names.filter((n) => input[n] === undefined);
  if (missing.length) {
    throw new AppError(
      "unprocessable",
      `${missing.map((m) => `'${m}'`).join(" and ")} required, in the query or the body`,
      { parameter: missing[0], missing },
    );
  }
};

export const search: AppRouteHandler<typeof routes.search> = async (c) =>
  c.json(envelope(c, await prompts.searchPrompts(promptContext(c), c.req.valid("query"))), 200);

export const build: AppRouteHandler<typeof routes.build> = async (c) =>
  c.json(envelope(c, await prompts.buildPrompt(promptContext(c), c.req.valid("json"))), 200);

export const stats: AppRouteHandler<typeof routes.stats> = async (c) =>
  c.json(envelope(c, await prompts.promptStats(promptContext(c))), 200);

export const seed: AppRouteHandler<typeof routes.seed> = async (c) =>
  c.json(envelope(c, await prompts.seedPrompts(promptContext(c))), 200);

export const seedSources: AppRouteHandler<typeof routes.seedSources> = async (c) =>
  c.json(envelope(c, { sources: await prompts.seedSources(promptContext(c)) }), 200);

export const memoryStatus: AppRouteHandler<typeof routes.memoryStatus> = async (c) =>
  c.json(envelope(c, await prompts.memoryStatus(promptContext(c))), 200);

export const memoryBuild: AppRouteHandler<typeof routes.memoryBuild> = async (c) => {
  const input = { ...c.req.valid("json"), ...c.req.valid("query") };
  return c.json(envelope(c, await prompts.buildFromMemory(promptContext(c), input)), 200);
};

export const memoryExamples: AppRouteHandler<typeof routes.memoryExamples> = async (c) => {
  const { tier } = c.req.valid("param");
  const examples = await prompts.examplesForTier(promptContext(c), tier, c.req.valid("query"));
  return c.json(envelope(c, examples), 200);
};

export const memoryAgents: AppRouteHandler<typeof routes.memoryAgents> = async (c) =>
  c.json(envelope(c, await listAgentCards(promptContext(c))), 200);

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { prompt_id } = c.req.valid("param");
  const { version } = c.req.valid("query");
  return c.json(envelope(c, await prompts.getPrompt(promptContext(c), prompt_id, version)), 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { prompt_id } = c.req.valid("param");
  const changes = combine(c.req.valid("query"), c.req.valid("json"));
  return c.json(envelope(c, await prompts.updatePrompt(promptContext(c), prompt_id, changes)), 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const input = combine(c.req.valid("query"), c.req.valid("json"));
  required(input, "name", "content");
  const created = await prompts.createPrompt(promptContext(c), {
    ...input,
    name: input.name!,
    content: input.content!,
  });
  return c.json(envelope(c, created), 201);
};
