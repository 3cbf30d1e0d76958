/**
 * Invoking an agent: a bounded tool loop over our own services. The agent's system prompt comes
 * from the prompt store, its tools from the tool registry (the same that MCP serves), limited to
 * the ones it may call. Each step calls one tool; the loop stops at the answer, at the agent's
 * step budget or at its time limit, and the result carries every call with its result.
 *
 * With a language model (AI_PROVIDER=openai) the model chooses the calls (function calling). The
 * local provider has no model: a planner reads the question — event ids, sports, leagues named,
 * the words for futures and documents — and makes the calls they call for, in order, each once;
 * the answer is then written from the results' facts, extractively.
 */
import type { AiProvider, ToolCall, ToolChatMessage } from "../ai/mod.ts";
import { AppError } from "../errors.ts";
import { SPORT_TYPES } from "../sports/catalog.ts";
import type { ToolContext, ToolRegistry, ToolResult } from "../tools/mod.ts";
import type { AgentDefinition } from "./registry.ts";

export interface AgentStep {
  step: number;
  tool: string;
  arguments: Record<string, unknown>;
  is_error: boolean;
  /** The tool's structured result, or its error message. */
  result: unknown;
  duration_ms: number;
}

export interface AgentRun {
  agent: string;
  answer: string;
  steps: AgentStep[];
  /** Why the loop ended. */
  stopped_by: "answer" | "step_budget" | "timeout";
  provider: string;
  cost_usd: number;
}

export interface InvokeOptions {
  agent: AgentDefinition;
  /** The agent's system prompt (the prompt store's text). */
  system: string;
  input: string;
  tools: ToolRegistry;
  context: ToolContext;
  ai: AiProvider;
  /** League ids the input names (the catalog's matcher), for the local planner. */
  leagues: string[];
  /** Fewer steps than the agent's budget, if the caller asks. */
  maxSteps?: number;
  signal?: AbortSignal;
}

type Call = { tool: string; args: Record<string, unknown> };

const EVENT_ID =
  /\b([a-z][a-z0-9_]{1,15}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/g;
const JAIALAI_ID = /\bjaialai:\d{4}-\d{2}-\d{2}_[\w-]+\b/g;

/** The market a question asks about, in the odds' own words. */
const MARKETS: [RegExp, string][] = [
  [/head[- ]to[- ]head|\bh2h\b|matchup/i, "headToHead"],
  [/exacta|trifecta|superfecta/i, "eventExacta"],
  [/over\/?under|\btotals?\b/i, "overUnder"],
  [/podium|top[- ]?3/i, "podium"],
  [/heat winner|win (the|a) heat/i, "heatWinner"],
];

/** The calls the question calls for, in order; the planner makes each once. */
function plannedCalls(input: string, leagues: string[], steps: AgentStep[]): Call[] {
  const calls: Call[] = [];
  const events = [
    ...new Set([...input.matchAll(EVENT_ID), ...input.matchAll(JAIALAI_ID)]
      .map((m) => m[1] ?? m[0])),
  ];
  const market = MARKETS.find(([re]) => re.test(input))?.[1] ?? "eventWinner";
  for (const eventId of events.slice(0, 3)) {
    calls.push({ tool: "get_event", args: { eventId } });
    calls.push({ tool: "get_event_odds", args: { eventId, oddType: market } });
  }
  const words = input.toLowerCase();
  const sport = SPORT_TYPES.find((s) => new RegExp(`\\b${s}\\b`).test(words));
  if (/\bfutures?\b|outright|champion|title odds/i.test(input)) {
    calls.push({ tool: "list_futures", args: sport ? { sportType: sport } : {} });
  }
  if (sport && !events.length) {
    calls.push({
      tool: "list_events",
      args: { sportType: sport, eventStatus: ["LIVE", "NEXT", "UPCOMING"], limit: 5 },
    });
  }
  for (const league_id of leagues.slice(0, 2)) {
    calls.push({ tool: "get_league", args: { league_id } });
    calls.push({ tool: "evaluate_league", args: { league_id } });
  }
  if (!leagues.length && !events.length) {
    // Leagues by what the question is about: the first result's league is then read.
    const query = sport ?? words.match(/[a-z]{4,}/g)?.find((w) => !STOP.has(w));
    if (query) calls.push({ tool: "discover_leagues", args: { query, limit: 3 } });
    const found = steps.find((s) => s.tool === "discover_leagues" && !s.is_error)?.result as
      | { items?: { id: string }[] }
      | undefined;
    const first = found?.items?.[0]?.id;
    if (first) {
      calls.push({ tool: "get_league", args: { league_id: first } });
      calls.push({ tool: "evaluate_league", args: { league_id: first } });
    }
  }
  calls.push({ tool: "search_documents", args: { query: input.slice(0, 500), top_k: 3 } });
  return calls;
}

const STOP = new Set(
  "what which when where does have with that this from about tell give show there their them league leagues event events odds price prices should would could best most"
    .split(" "),
);

/** What an outcome or a row is called: its name, its athlete's or team's. */
function nameOf(o: Record<string, unknown>): string {
  const athlete = o.athlete as Record<string, unknown> | undefined;
  const team = o.team as Record<string, unknown> | undefined;
  if (typeof o.name === "string") return o.name;
  if (athlete) return `${athlete.firstName ?? ""} ${athlete.lastName ?? ""}`.trim();
  if (team && typeof team.name === "string") return team.name;
  return String(o.id ?? "?");
}

/**
 * A result as facts an extractive answer can quote: its scalar fields, its lists' names, the
 * likeliest of its priced outcomes.
 */
export function factsOf(step: AgentStep): string[] {
  if (step.is_error) return [`${step.tool} failed: ${String(step.result)}`];
  const facts: string[] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (facts.length >= 12) return;
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      // Identifiers say nothing to a reader (and their pieces would match any question).
      const id = /(^|\.)\w*(id|Id|uuid)$/.test(path);
      if (path && !id && String(value).length <= 200) facts.push(`${path}: ${value}`);
      return;
    }
    if (Array.isArray(value)) {
      // Priced outcomes: the likeliest three, by name, probability and odds.
      const priced = value.filter((v): v is Record<string, unknown> =>
        typeof v?.probability === "number"
      );
      if (priced.length) {
        const best = [...priced].sort((a, b) => Number(b.probability) - Number(a.probability))
          .slice(0, 3).map((o) =>
            `${nameOf(o)} (probability ${o.probability}, odds ${o.odds ?? "n/a"})`
          );
        facts.push(`${path}: the favourite is ${best[0]}; then ${best.slice(1).join("; ")}`);
        return;
      }
      const named = value.slice(0, 5).map((v) =>
        typeof v === "object" && v ? (v as Record<string, unknown>).name ?? null : null
      ).filter((n): n is string => typeof n === "string");
      if (named.length) facts.push(`${path}: ${named.join(", ")}`);
      else if (depth < 2 && value.length) walk(value[0], `${path}[0]`, depth + 1);
      return;
    }
    if (typeof value === "object" && depth < 3) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        walk(v, path ? `${path}.${k}` : k, depth + 1);
      }
    }
  };
  walk(step.result, "", 0);
  return facts.map((f) => `${step.tool} ${f}.`);
}

export async function invokeAgent(o: InvokeOptions): Promise<AgentRun> {
  const budget = Math.min(o.maxSteps ?? o.agent.max_steps, o.agent.max_steps);
  const deadline = AbortSignal.timeout(o.agent.timeout_ms);
  const signal = o.signal ? AbortSignal.any([o.signal, deadline]) : deadline;
  const allowed = new Set<string>(o.agent.tools.filter((t) => o.tools.has(t)));
  const steps: AgentStep[] = [];
  let cost = 0;
  let stopped: AgentRun["stopped_by"] = "answer";

  const run = async (call: Call): Promise<AgentStep> => {
    const started = performance.now();
    let outcome: ToolResult;
    if (!allowed.has(call.tool)) {
      outcome = {
        content: [{ type: "text", text: `tool '${call.tool}' is not one of this agent's` }],
        isError: true,
      };
    } else outcome = await o.tools.call(o.context, call.tool, call.args);
    const step: AgentStep = {
      step: steps.length + 1,
      tool: call.tool,
      arguments: call.args,
      is_error: outcome.isError === true,
      result: outcome.isError ? outcome.content[0]?.text : outcome.structuredContent,
      duration_ms: Math.round(performance.now() - started),
    };
    steps.push(step);
    return step;
  };

  let answer = "";
  try {
    if (o.ai.callTools) {
      const described = o.tools.describe().filter((t) => allowed.has(t.name));
      const messages: ToolChatMessage[] = [
        { role: "system", content: o.system },
        { role: "user", content: o.input },
      ];
      for (;;) {
        const turn = await o.ai.callTools({ messages, tools: described, signal });
        cost += turn.cost_usd;
        if (!turn.tool_calls.length) {
          answer = turn.content ?? "";
          break;
        }
        if (steps.length + turn.tool_calls.length > budget) {
          stopped = "step_budget";
          break;
        }
        messages.push({ role: "assistant", content: turn.content, tool_calls: turn.tool_calls });
        for (const call of turn.tool_calls) {
          const step = await run({ tool: call.name, args: argumentsOf(call) });
          messages.push({
            role: "tool",
            tool_call_id: call.id,
            content: JSON.stringify(step.result).slice(0, 20_000),
          });
        }
      }
    } else {
      for (;;) {
        signal.throwIfAborted();
        const done = new Set(steps.map((s) => `${s.tool} ${JSON.stringify(s.arguments)}`));
        const next = plannedCalls(o.input, o.leagues, steps).find((c) =>
          allowed.has(c.tool) && !done.has(`${c.tool} ${JSON.stringify(c.args)}`)
        );
        if (!next) break;
        if (steps.length >= budget) {
          stopped = "step_budget";
          break;
        }
        await run(next);
      }
    }
  } catch (err) {
    if (!deadline.aborted) throw err instanceof AppError ? err : unavailable();
    stopped = "timeout";
  }
  if (!answer) {
    const facts = steps.flatMap(factsOf);
    const written = await o.ai.complete({ question: o.input, context: facts, maxSentences: 6 })
      .catch((err) => {
        throw err instanceof AppError ? err : unavailable();
      });
    cost += written.cost_usd;
    // The calls were made for the question: when no fact shares its words, the first facts
    // are still what the tools found.
    answer = written.text || facts.slice(0, 4).join(" ") ||
      "Nothing in the question names an event, sport, league or document this agent can look up.";
  }
  return {
    agent: o.agent.id,
    answer,
    steps,
    stopped_by: stopped,
    provider: o.ai.name,
    cost_usd: Math.round(cost * 1e6) / 1e6,
  };
}

/** A model's call arguments as an object; anything else is handed on for the tool to refuse. */
function argumentsOf(call: ToolCall): Record<string, unknown> {
  try {
    const parsed = JSON.parse(call.arguments);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return { _unparsed: call.arguments.slice(0, 200) };
  }
}

const unavailable = () =>
  new AppError("unavailable", "the AI provider did not answer; retry shortly", {}, {
    headers: { "Retry-After": "5" },
  });
