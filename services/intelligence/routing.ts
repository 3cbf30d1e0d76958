/**
 * Which route a sports-intelligence question takes when the client does not say: a direct
 * answer from the data (catalog, events, odds), a search of the document corpus, or a workflow
 * start. The decision is rule-based and deterministic (the same question routes the same way on
 * every provider), and it says why, so a client can see it and override it with `query_type`.
 */
import type { QueryType } from "../credits/catalog.ts";
import { SPORT_TYPES } from "../sports/catalog.ts";
import { BUILT_IN_WORKFLOWS, USER_JOB_KINDS } from "../workflows/mod.ts";

export interface Routing {
  query_type: QueryType;
  /** `request`: the client's `query_type` (or a field only one route takes); `router`: ours. */
  decided_by: "request" | "router";
  /** Why, in one sentence. */
  reason: string;
  /** What the router read in the question: `event:<id>`, `league:<id>`, `sport:<code>`... */
  signals: string[];
}

export interface RoutingInput {
  query: string;
  query_type?: QueryType;
  workflow_id?: string;
  payload?: Record<string, unknown>;
  top_k?: number;
  /** League ids the question names (the catalog's matcher). */
  leagues: string[];
  /** The caller's own workflows, so that "run my digest" finds the one named "digest". */
  workflows?: { workflow_id: string; name: string }[];
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/** Does the text name this workflow: every word (of 3 letters or more) of its name? */
export function namesWorkflow(name: string, text: string): boolean {
  const asked = wordsOf(text);
  const words = [...wordsOf(name)].filter((w) => w.length >= 3);
  return words.length > 0 && words.every((w) => asked.has(w));
}

/** The same event-id forms the agents' planner reads. */
const EVENT_ID =
  /\b([a-z][a-z0-9_]{1,15}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/g;
const JAIALAI_ID = /\bjaialai:\d{4}-\d{2}-\d{2}_[\w-]+\b/g;
/** A user workflow's id. */
export const WORKFLOW_ID = /\bwf_[0-9a-f]{32}\b/;

const START = /\b(run|start|trigger|launch|kick off|execute|fire off|re-?run)\b/i;
/** Words that ask for the data itself: prices, markets, fixtures. */
const DATA_WORDS =
  /\b(odds|price[sd]?|pricing|probabilit(y|ies)|favou?rites?|futures?|champion(ship)?|outright|markets?|head[- ]to[- ]head|h2h|exacta|trifecta|podium|over\/?under|events?|fixtures?|schedule|upcoming|next|live|leagues?|teams?|players?|roster|athletes?)\b/i;
/** Words that ask what the documents say, or how something works. */
const DOCUMENT_WORDS =
  /\b(documents?|docs|documentation|guides?|polic(y|ies)|according to|cite|citations?|sources?|explain|how (do|does|can|is|are|to)|why|what does .+ mean|rules?)\b/i;

/** The workflow phrases a question may use: job kinds in words, built-ins by id. */
const WORKFLOW_PHRASES: [RegExp, string][] = [
  ...Object.keys(USER_JOB_KINDS).map((kind): [RegExp, string] => [
    new RegExp(`\\b${kind.replace("-", "[- ]")}\\b`, "i"),
    `job:${kind}`,
  ]),
  ...BUILT_IN_WORKFLOWS.map((w): [RegExp, string] => [
    new RegExp(`\\b${w.id.replaceAll("-", "[- ]")}\\b`, "i"),
    `workflow:${w.id}`,
  ]),
  [/\bworkflows?\b/i, "word:workflow"],
];

/** The event ids a question names. */
export const eventIdsIn = (text: string) => [
  ...new Set([...text.matchAll(EVENT_ID), ...text.matchAll(JAIALAI_ID)].map((m) => m[1] ?? m[0])),
];

const matched = (re: RegExp, text: string) => re.exec(text)?.[0].toLowerCase();

/** The route for a question, and why. */
export function routeQuery(input: RoutingInput): Routing {
  const text = input.query;
  if (input.query_type) {
    return {
      query_type: input.query_type,
      decided_by: "request",
      reason: `the request asked for a ${input.query_type} query`,
      signals: [],
    };
  }
  if (input.workflow_id || input.payload) {
    return {
      query_type: "workflow",
      decided_by: "request",
      reason: input.workflow_id
        ? `the request names workflow_id ${input.workflow_id}, so that workflow is started`
        : "the request carries a workflow payload, so a workflow is started",
      signals: input.workflow_id ? [`workflow:${input.workflow_id}`] : ["field:payload"],
    };
  }
  if (input.top_k !== undefined) {
    return {
      query_type: "search",
      decided_by: "request",
      reason: "the request sets top_k, which only a search takes, so the corpus is searched",
      signals: ["field:top_k"],
    };
  }
  const start = matched(START, text);
  const workflowId = WORKFLOW_ID.exec(text)?.[0];
  const phrases = [
    ...(input.workflows ?? []).filter((w) => namesWorkflow(w.name, text))
      .map((w) => `workflow:${w.workflow_id}`),
    ...WORKFLOW_PHRASES.filter(([re]) => re.test(text)).map(([, s]) => s),
  ];
  if (start && (workflowId || phrases.length)) {
    const named = workflowId ? [`workflow:${workflowId}`] : phrases;
    return {
      query_type: "workflow",
      decided_by: "router",
      reason: `the question asks to ${start} a workflow (${named.join(", ")}), so it is started`,
      signals: [`verb:${start}`, ...named],
    };
  }
  const events = eventIdsIn(text);
  if (events.length) {
    return {
      query_type: "direct",
      decided_by: "router",
      reason: `the question names event ${events[0]}, so it is answered from the event's data ` +
        "and odds",
      signals: events.map((e) => `event:${e}`),
    };
  }
  const documentWords = matched(DOCUMENT_WORDS, text);
  if (documentWords) {
    return {
      query_type: "search",
      decided_by: "router",
      reason: `the question asks what the documents say or how something works ` +
        `('${documentWords}'), so the document corpus is searched`,
      signals: [`words:${documentWords}`],
    };
  }
  const lower = text.toLowerCase();
  const sports = SPORT_TYPES.filter((s) => new RegExp(`\\b${s}\\b`).test(lower));
  const dataWords = matched(DATA_WORDS, text);
  const signals = [
    ...input.leagues.map((l) => `league:${l}`),
    ...sports.map((s) => `sport:${s}`),
    ...(dataWords ? [`words:${dataWords}`] : []),
  ];
  if (input.leagues.length || sports.length || dataWords) {
    const what = input.leagues.length
      ? `league ${input.leagues[0]}`
      : sports.length
      ? `sport ${sports[0]}`
      : `'${dataWords}'`;
    return {
      query_type: "direct",
      decided_by: "router",
      reason: `the question asks about ${what}, so it is answered from the catalog, events and ` +
        "odds",
      signals,
    };
  }
  return {
    query_type: "search",
    decided_by: "router",
    reason: "the question names no event, league, sport, market or workflow, so the document " +
      "corpus is searched",
    signals: [],
  };
}
