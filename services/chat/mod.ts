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
import { findLeagues, type LeagueRecord } from "../catalog/leagues.ts";

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

const wordsOf = (text: string) =>
  new Set(
    (text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter((w) => w.length >= 3),
  );

/** A league the text names: its name's words, an alias, its sport's code or name. */
function names(league: LeagueRecord, asked: Set<string>): boolean {
  const own = [league.sport, league.sport_name, ...league.aliases].map((n) => n.toLowerCase());
  if (own.some((n) => asked.has(n))) return true;
  const name = [...wordsOf(league.name)].filter((w) => !["league", "tour", "world"].includes(w));
  return name.length > 0 && name.filter((w) => asked.has(w)).length >= Math.min(2, name.length);
}

/** The catalog's leagues (those the caller sees) a text names, at most four. */
export async function namedLeagues(
  s: Pick<ChatServices, "db" | "principal">,
  text: string,
): Promise<LeagueRecord[]> {
  const asked = wordsOf(text);
  const { items } = await findLeagues({ db: s.db, principal: s.principal }, {
    limit: 200,
    offset: 0,
  });
  return items.filter((l) => names(l, asked)).slice(0, 4);
}

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
