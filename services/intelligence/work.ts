/**
 * The three kinds of work a sports-intelligence question can become, each over the service's
 * own verbs: a direct answer is the agents' tool loop (services/agents/) over the tool registry
 * (services/tools/), limited to the catalog, event and odds tools; a search is the retrieval
 * answer of POST /v1/rag/query (services/retrieval/); a workflow start is run-now of
 * services/workflows/. Each says whether it found something worth its cost.
 */
import type { Embedder } from "../ai/embeddings.ts";
import type { AiProvider } from "../ai/mod.ts";
import { type AgentDefinition, invokeAgent } from "../agents/mod.ts";
import type { Principal } from "../auth/principal.ts";
import type { JsonCache } from "../cache.ts";
import { notFound } from "../errors.ts";
import type { Pricer } from "../pricing/mod.ts";
import { answerQuery, type Citation, visibilityOf } from "../retrieval/mod.ts";
import { TOOLS } from "../tools/mod.ts";
import {
  findRun,
  listWorkflows,
  type RunState,
  runWorkflow,
  USER_JOB_KINDS,
  type WorkflowDeps,
} from "../workflows/mod.ts";
import { namesWorkflow, WORKFLOW_ID } from "./routing.ts";
import type { Database } from "../../db/client.ts";

/** What the work may use: this environment's data and providers, and the caller. */
export interface WorkContext extends WorkflowDeps {
  db: Database;
  clock: () => Date;
  ai: AiProvider;
  embedder: Embedder;
  cache: JsonCache;
  pricer: Pricer;
  principal: Principal;
  signal?: AbortSignal;
}

export interface ToolCallSummary {
  step: number;
  tool: string;
  arguments: Record<string, unknown>;
  is_error: boolean;
}

export interface WorkflowRunSummary {
  workflow_run_id: string;
  workflow_id: string;
  job: string;
  state: RunState;
  created_at: string;
}

export interface WorkResult {
  answer: string;
  citations: Citation[];
  tool_calls: ToolCallSummary[];
  workflow_run: WorkflowRunSummary | null;
  provider: string;
  /** False when nothing answered the question: the query is then not charged. */
  found: boolean;
}

/**
 * The direct-answer agent: the catalog, event and odds tools of the registry, read-only (no
 * league evaluation, which records a score; no document search, which is the search route).
 */
export const DIRECT_AGENT: AgentDefinition = {
  id: "sports-intelligence-direct",
  name: "Sports intelligence (direct answers)",
  description: "Answers a sports question from the catalog, the events and their odds, " +
    "quoting only what the tools return.",
  prompt_slug: "odds-analyst",
  tools: [
    "list_events",
    "get_event",
    "get_event_odds",
    "list_futures",
    "discover_leagues",
    "get_league",
  ],
  capabilities: ["catalog lookups", "event lookups", "market pricing", "futures"],
  max_steps: 6,
  timeout_ms: 10_000,
};

const SYSTEM = "You answer questions about alternative sports from the service's own data: " +
  "the league catalog, the events and their priced markets. Call the tools for the facts, " +
  "quote only what they return, and say plainly when they do not hold the answer.";

/** A tool result that found something: its lists are not all empty (a search for nothing). */
function holdsSomething(result: unknown): boolean {
  if (!result || typeof result !== "object") return false;
  const lists = Object.values(result).filter(Array.isArray);
  return lists.length === 0 || lists.some((l) => l.length > 0);
}

/** A direct answer: the agents' tool loop over the catalog, event and odds tools. */
export async function directAnswer(
  ctx: WorkContext,
  query: string,
  leagues: string[],
): Promise<WorkResult> {
  const { db, cache, pricer, ai, embedder, clock, principal } = ctx;
  const run = await invokeAgent({
    agent: DIRECT_AGENT,
    system: SYSTEM,
    input: query,
    tools: TOOLS,
    context: { services: { db, cache, pricer, ai, embedder, clock }, principal },
    ai,
    leagues,
    signal: ctx.signal,
  });
  return {
    answer: run.answer,
    citations: [],
    tool_calls: run.steps.map(({ step, tool, arguments: args, is_error }) => ({
      step,
      tool,
      arguments: args,
      is_error,
    })),
    workflow_run: null,
    provider: run.provider,
    found: run.steps.some((s) => !s.is_error && holdsSomething(s.result)),
  };
}

/** A search: the retrieval answer over the documents the caller may read, with citations. */
export async function searchAnswer(
  ctx: WorkContext,
  query: string,
  topK: number | undefined,
): Promise<WorkResult> {
  const { db, embedder, ai, clock } = ctx;
  const answer = await answerQuery({ db, embedder, ai, clock }, visibilityOf(ctx.principal), {
    query,
    top_k: topK,
  });
  return {
    answer: answer.answer,
    citations: answer.citations,
    tool_calls: [],
    workflow_run: null,
    provider: answer.provider,
    found: answer.citations.length > 0,
  };
}

/** The caller's own workflows (not the built-ins, not other owners' for admins). */
export async function ownWorkflows(ctx: WorkContext) {
  return (await listWorkflows(ctx, ctx.principal, { own: true })).filter((w) => !w.built_in);
}

/**
 * The workflow a question means: `workflow_id` when given; else a workflow id in the question;
 * else the caller's own workflow whose name, then whose job kind, the question names; else a
 * built-in named by its id ("run the morning report"). 404 when none is named.
 */
export async function pickWorkflow(
  ctx: WorkContext,
  query: string,
  workflowId: string | undefined,
): Promise<string> {
  if (workflowId) return workflowId;
  const inText = WORKFLOW_ID.exec(query)?.[0];
  if (inText) return inText;
  const phrase = query.toLowerCase().replaceAll("-", " ");
  const all = await listWorkflows(ctx, ctx.principal, { own: true });
  const own = all.filter((w) => !w.built_in);
  const byName = own.find((w) => namesWorkflow(w.name, query));
  if (byName) return byName.workflow_id;
  const kind = Object.keys(USER_JOB_KINDS).find((k) => phrase.includes(k.replace("-", " ")));
  const byJob = kind && own.find((w) => w.job === kind);
  if (byJob) return byJob.workflow_id;
  const builtIn = all.find((w) =>
    w.built_in && phrase.includes(w.workflow_id.replaceAll("-", " "))
  );
  if (builtIn) return builtIn.workflow_id;
  throw notFound(
    "the question names no workflow you may run: name one with workflow_id (GET " +
      "/workflows/schedules lists yours), or create one with POST /workflows/schedule",
    { parameter: "workflow_id" },
  );
}

/**
 * Starts the workflow as run `runId` (derived from the query's charge, so a retried request
 * finds the run it started rather than starting another).
 */
export async function startWorkflow(
  ctx: WorkContext,
  input: { query: string; workflow_id?: string; payload?: Record<string, unknown> },
  runId: string,
): Promise<WorkResult> {
  const existing = await findRun(ctx, runId);
  const run = existing ?? await (async () => {
    const workflowId = await pickWorkflow(ctx, input.query, input.workflow_id);
    await runWorkflow(ctx, ctx.principal, { workflow_id: workflowId, payload: input.payload }, {
      runId,
    });
    return (await findRun(ctx, runId))!;
  })();
  const summary: WorkflowRunSummary = {
    workflow_run_id: run.workflowRunId,
    workflow_id: run.workflow_id,
    job: run.job,
    state: run.workflowState,
    created_at: new Date(run.workflowRunCreatedAt).toISOString(),
  };
  return {
    answer: `Started workflow ${summary.workflow_id} (job ${summary.job}) as run ` +
      `${summary.workflow_run_id}; follow it at GET /workflows/history?workflow_id=` +
      `${summary.workflow_id}.`,
    citations: [],
    tool_calls: [],
    workflow_run: summary,
    provider: "workflows",
    found: true,
  };
}
