import type { Context } from "hono";
import { findAgent, invokeAgent, listAgentCards } from "../../services/agents/mod.ts";
import { namedLeagues } from "../../services/catalog/leagues.ts";
import { notFound } from "../../services/errors.ts";
import { findPrompt } from "../../services/prompts/mod.ts";
import { TOOLS } from "../../services/tools/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

const promptContext = (c: Context<AppEnv>) => {
  const { db, embedder, clock } = c.get("deps");
  return { db, embedder, clock, principal: c.get("principal") };
};

const agentOf = (id: string) => {
  const agent = findAgent(id);
  if (!agent) throw notFound(`agent ${id} not found`, { parameter: "id" });
  return agent;
};

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await listAgentCards(promptContext(c)), 200);

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { id } = c.req.valid("param");
  agentOf(id);
  const { agents } = await listAgentCards(promptContext(c));
  return c.json(agents.find((a) => a.id === id)!, 200);
};

export const invoke: AppRouteHandler<typeof routes.invoke> = async (c) => {
  const agent = agentOf(c.req.valid("param").id);
  const { input, max_steps } = c.req.valid("json");
  const deps = c.get("deps");
  const principal = c.get("principal");
  const prompt = await findPrompt(promptContext(c), agent.prompt_slug).catch(() => null);
  const leagues = await namedLeagues({ db: deps.db, principal }, input);
  const run = await invokeAgent({
    agent,
    system: prompt?.content ?? agent.description,
    input,
    tools: TOOLS,
    context: { services: deps, principal },
    ai: deps.ai,
    leagues: leagues.map((l) => l.id),
    maxSteps: max_steps,
    signal: c.req.raw.signal,
  });
  return c.json(run, 200);
};

export const platformList: AppRouteHandler<typeof routes.platformList> = async (c) =>
  c.json(envelope(c, await listAgentCards(promptContext(c))), 200);
