/**
 * The showcase's chat: a conversation answered by the AI provider from facts of our own data —
 * the catalog's leagues the conversation names, their events in play or ahead, and whatever
 * else `extra` finds (retrieval) — each answer citing the facts it used. Streaming goes through
 * the provider's `onDelta`; aborting the signal stops the generation.
 */
import { and, asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events } from "../../db/schema/mod.ts";
import type { AiProvider, ChatMessage, Completion } from "../ai/mod.ts";
import type { Principal } from "../auth/principal.ts";
import { type LeagueRecord, namedLeagues } from "../catalog/leagues.ts";

/** Where a fact comes from: cited back to the client. */
export interface FactSource {
  kind: "league" | "event" | "document";
  id: string;
  title: string;
  /** A document's character span, for retrieval facts. */
  span?: { start: number; end: number };
}

export interface Fact {
  text: string;
  source: FactSource;
}

export interface ChatServices {
  db: Database;
  ai: AiProvider;
  principal?: Principal;
  clock: () => Date;
  /** More facts for a question (the retrieval corpus), best first. */
  extra?: (question: string, signal?: AbortSignal) => Promise<Fact[]>;
}

export interface ChatAnswer {
  completion: Completion;
  /** The facts the answer cites, in citation order. */
  citations: (FactSource & { index: number })[];
}

/** The most facts an answer is given. */
const MAX_FACTS = 12;
const UPCOMING = ["LIVE", "IN_WINDOW", "NEXT", "UPCOMING"] as const;

const leagueFact = (l: LeagueRecord): Fact => ({
  text: `${l.name} (${l.aliases[0] ?? l.id}) is a ${l.sport_name} league in ${l.region}, ` +
    `tier ${l.tier}, founded ${l.founded}, with ${l.total_events} events on file` +
    (l.partnership_tier ? `; partnership tier ${l.partnership_tier}.` : "."),
  source: { kind: "league", id: l.id, title: l.name },
});

/** The facts for a conversation: the leagues its user turns name, their next events, `extra`. */
export async function groundingFor(
  s: ChatServices,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<Fact[]> {
  const text = messages.filter((m) => m.role === "user").map((m) => m.content).join(" ");
  const leagues = await namedLeagues(s, text);
  const facts = leagues.map(leagueFact);
  const tours = leagues.map((l) => l.tour_id).filter((t): t is string => t !== null);
  if (tours.length) {
    const next = await s.db.select().from(events)
      .where(and(inArray(events.tourId, tours), inArray(events.status, [...UPCOMING])))
      .orderBy(asc(events.startDate)).limit(4);
    for (const e of next) {
      facts.push({
        text: `${e.name} (${e.sportType}) is ${e.status.toLowerCase().replace("_", " ")}: ` +
          `${e.startDate.slice(0, 10)} to ${e.endDate.slice(0, 10)} at ${e.venue}, ${e.city}, ` +
          `${e.country}.`,
        source: { kind: "event", id: e.id, title: e.name },
      });
    }
  }
  const question = messages.findLast((m) => m.role === "user")?.content ?? "";
  const more = s.extra ? await s.extra(question, signal) : [];
  return [...facts, ...more].slice(0, MAX_FACTS);
}

/** Answers the conversation; with `onDelta`, piece by piece as it is written. */
export async function answerChat(
  s: ChatServices,
  messages: ChatMessage[],
  options: {
    onDelta?: (piece: string) => void | Promise<void>;
    signal?: AbortSignal;
    maxTokens?: number;
  } = {},
): Promise<ChatAnswer> {
  const facts = await groundingFor(s, messages, options.signal);
  const completion = await s.ai.chat({
    messages,
    context: facts.map((f) => f.text),
    onDelta: options.onDelta,
    signal: options.signal,
    maxTokens: options.maxTokens,
  });
  return {
    completion,
    citations: completion.citations.map((index) => ({ index, ...facts[index].source })),
  };
}
