/**
 * The agent registry: every agent the service offers, in one place. `/api/prompts/memory/agents`
 * lists it now; `/v1/agents`, `/api/agents`, invocation and MCP read the same list. An agent is
 * its system prompt (a slug of the shared prompt store, seeded from
 * services/prompts/seed_data/), the tools it may call (names of the service's tool registry) and
 * what it can do. This module is data only: it imports nothing, so any service can read it.
 */

/**
 * The tools agents may call: tools of the registry MCP serves (services/tools/), by the same
 * names (tests/agents_test.ts holds them to it).
 */
export const AGENT_TOOLS = {
  list_events: "Events of the public data, by sport, status and date.",
  get_event: "One event with its rounds, heats and participants.",
  get_event_odds: "One market of an event (any of the 16 odd types), fair probability and offer.",
  price_sgp: "Prices a same-game parlay jointly on the event's simulation.",
  list_futures: "Season futures markets of every tour.",
  discover_leagues: "Full-text search of the league catalog.",
  get_league: "A league of the catalog with its teams, players and season figures.",
  evaluate_league: "Partnership scoring of a catalog league: score, tier, scorecard.",
  research_league: "What the catalog knows of a league, comparable leagues and findings.",
  search_documents: "Retrieval over the document corpus, with cited passages.",
} as const;

export type AgentToolName = keyof typeof AGENT_TOOLS;

export interface AgentDefinition {
  /** Stable id, kebab-case. */
  id: string;
  name: string;
  description: string;
  /** The shared system prompt the agent runs with (a slug of the prompt store). */
  prompt_slug: string;
  /** Tools the agent may call; no other. */
  tools: readonly AgentToolName[];
  /** What the agent can be asked to do, in plain words. */
  capabilities: readonly string[];
  /** Tool-loop budget: at most this many steps per invocation. */
  max_steps: number;
  /** Tool-loop budget: an invocation stops after this long. */
  timeout_ms: number;
}

export const AGENTS: readonly AgentDefinition[] = [
  {
    id: "odds-analyst",
    name: "Odds analyst",
    description: "Prices markets, parlays and futures from the event model and explains them.",
    prompt_slug: "odds-analyst",
    tools: ["list_events", "get_event", "get_event_odds", "price_sgp", "list_futures"],
    capabilities: ["market pricing", "same-game parlay pricing", "futures", "margin analysis"],
    max_steps: 6,
    timeout_ms: 10_000,
  },
  {
    id: "league-scout",
    name: "League scout",
    description: "Searches the league catalog and evaluates leagues as partners.",
    prompt_slug: "league-scout",
    tools: ["discover_leagues", "get_league", "evaluate_league", "list_events"],
    capabilities: ["league discovery", "league evaluation", "partnership ranking"],
    max_steps: 8,
    timeout_ms: 15_000,
  },
  {
    id: "research-assistant",
    name: "Research assistant",
    description: "Answers questions from the document corpus and the data, with citations.",
    prompt_slug: "research-assistant",
    tools: ["search_documents", "discover_leagues", "get_event"],
    capabilities: ["document question answering", "citations", "data lookup"],
    max_steps: 6,
    timeout_ms: 15_000,
  },
  {
    id: "partnership-evaluator",
    name: "Partnership evaluator",
    description: "Scores a league, names its tier and recommends a contract flavor.",
    prompt_slug: "partnership-evaluator",
    tools: ["get_league", "evaluate_league", "research_league"],
    capabilities: ["partnership scoring", "tier classification", "flavor recommendation"],
    max_steps: 5,
    timeout_ms: 10_000,
  },
  {
    id: "termsheet-drafter",
    name: "Term sheet drafter",
    description: "Drafts a term sheet from a league's tier and the chosen contract flavor.",
    prompt_slug: "termsheet-drafting",
    tools: ["get_league", "evaluate_league"],
    capabilities: ["term sheet drafting", "fee schedules", "exclusivity terms"],
    max_steps: 4,
    timeout_ms: 10_000,
  },
  {
    id: "email-responder",
    name: "Email responder",
    description: "Replies to partnership emails with the next step, using few-shot examples.",
    prompt_slug: "email-replies",
    tools: ["discover_leagues", "get_league", "search_documents"],
    capabilities: ["email replies", "partnership correspondence", "next-step proposals"],
    max_steps: 4,
    timeout_ms: 10_000,
  },
];

/** The agent of this id, or undefined. */
export const findAgent = (id: string): AgentDefinition | undefined =>
  AGENTS.find((a) => a.id === id);
