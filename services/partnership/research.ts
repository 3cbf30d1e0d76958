import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { athletes, events, heats, sports } from "../../db/schema/mod.ts";
import type { AiProvider } from "../ai/mod.ts";
import {
  type Extraction,
  type Questionnaire,
  QUESTIONNAIRE_FIELDS,
} from "../questionnaire/schema.ts";
import { SPORTS } from "../sports/catalog.ts";

/** `research_config` of spec 001. */
export interface ResearchConfig {
  budget_usd: number;
  timeout_seconds: number;
  min_quality: number;
}

export const DEFAULT_RESEARCH: ResearchConfig = {
  budget_usd: 5,
  timeout_seconds: 30,
  min_quality: 0.5,
};

export interface Comparable {
  sport_code: string;
  name: string;
  format: string;
  events: number;
  athletes: number;
  contests_per_event: number;
}

export interface Research {
  /** The questionnaire with gaps filled from comparables (each listed in `inferred`). */
  enhanced: Questionnaire;
  enhancement_data: {
    comparables: Comparable[];
    market_notes: string;
    provider: string;
    inferred: string[];
  };
  data_quality_report: {
    fields_found: number;
    fields_total: number;
    missing_core: string[];
    inferred: string[];
    low_confidence: string[];
  };
  quality_score: number;
  cost_usd: number;
  /** E002: the research ran out of time; what was found so far is kept. */
  timed_out: boolean;
  below_min_quality: boolean;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Our own leagues most like this one: the same sport, then the same format. */
async function comparables(db: Database, sportCode: string | undefined, sport: string) {
  const own = SPORTS.find((s) => s.sportType === sportCode);
  const words = sport.toLowerCase().split(/\W+/).filter((w) => w.length > 3);
  const picked = own
    ? [own, ...SPORTS.filter((s) => s.format === own.format && s !== own)].slice(0, 3)
    : SPORTS.filter((s) => words.some((w) => s.name.toLowerCase().includes(w))).slice(0, 3);
  const out: Comparable[] = [];
  for (const def of picked) {
    const [e] = await db.select({ n: count() }).from(events).where(
      eq(events.sportType, def.sportType),
    );
    const [a] = await db.select({ n: count() }).from(athletes).where(
      eq(athletes.sportType, def.sportType),
    );
    const [h] = await db.select({ n: sql<number>`count(${heats.id})` }).from(heats)
      .innerJoin(events, eq(events.id, heats.eventId)).where(eq(events.sportType, def.sportType));
    const name = (await db.query.sports.findFirst({ where: eq(sports.sportType, def.sportType) }))
      ?.name ?? def.name;
    out.push({
      sport_code: def.sportType,
      name,
      format: def.format,
      events: e.n,
      athletes: a.n,
      contests_per_event: e.n ? round2(h.n / e.n) : 0,
    });
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

/**
 * Research enhancement: comparable leagues from our own catalog fill the gaps a betting model
 * needs (season length, contests per event), and the AI provider writes market notes from the
 * facts, within `budget_usd` and `timeout_seconds`. A timeout keeps what was found (E002).
 */
export async function researchLeague(
  { db, ai }: { db: Database; ai: AiProvider },
  extraction: Extraction,
  config: ResearchConfig,
): Promise<Research> {
  const q = extraction.fields;
  // A timer cleared when the work ends: a listened-to AbortSignal.timeout would keep the
  // process alive (and a SIGTERM waiting) until it ran out.
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      abort.abort(new DOMException("research timed out", "TimeoutError"));
      resolve("timeout");
    }, Math.max(1, config.timeout_seconds * 1000));
  });
  const enhanced: Questionnaire = { ...q };
  const inferred: string[] = [];
  let found: Comparable[] = [];
  let notes = "";
  let cost = 0;
  let timedOutFlag = false;

  const work = (async () => {
    found = await comparables(db, q.sport_code, q.sport ?? "");
    if (found.length && enhanced.events_per_season === undefined) {
      enhanced.events_per_season = median(found.map((c) => c.events));
      inferred.push("events_per_season");
    }
    if (found.length && enhanced.contests_per_event === undefined) {
      enhanced.contests_per_event = median(found.map((c) => c.contests_per_event));
      inferred.push("contests_per_event");
    }
    const facts = [
      ...Object.entries(q).filter(([, v]) => v !== undefined && typeof v !== "object")
        .map(([k, v]) => `${k.replaceAll("_", " ")}: ${v}.`),
      ...found.map((c) =>
        `Comparable ${c.name} (${c.format}) runs ${c.events} events with ${c.contests_per_event} contests each and ${c.athletes} athletes.`
      ),
    ];
    const request = {
      question: `betting partnership market outlook viewership data feed latency integrity for ${
        q.league_name ?? "the league"
      } ${q.sport ?? ""} in ${q.region ?? "its markets"}`,
      context: facts,
      maxSentences: 4,
      signal: abort.signal,
    };
    if (ai.estimateCost(request) <= config.budget_usd) {
      const answer = await ai.complete(request);
      notes = answer.text;
      cost += answer.cost_usd;
    } else {
      notes =
        `Market notes skipped: the estimated cost exceeds the budget of ${config.budget_usd} USD.`;
    }
  })();
  const outcome = await Promise.race([work.then(() => "done" as const), timedOut])
    .finally(() => clearTimeout(timer));
  if (outcome === "timeout") {
    timedOutFlag = true;
    work.catch(() => {}); // its late result is not used
  }

  const lowConfidence = Object.entries(extraction.field_confidence)
    .filter(([, c]) => (c ?? 0) < 0.7).map(([k]) => k);
  const fieldsFound = QUESTIONNAIRE_FIELDS.filter((f) => enhanced[f] !== undefined).length;
  const quality = round2(Math.min(
    1,
    extraction.confidence_score * 0.7 + (found.length ? 0.2 : 0) +
      (notes && !timedOutFlag ? 0.1 : 0),
  ));
  return {
    enhanced,
    enhancement_data: { comparables: found, market_notes: notes, provider: ai.name, inferred },
    data_quality_report: {
      fields_found: fieldsFound,
      fields_total: QUESTIONNAIRE_FIELDS.length,
      missing_core: extraction.missing,
      inferred,
      low_confidence: lowConfidence,
    },
    quality_score: quality,
    cost_usd: round2(cost * 10_000) / 10_000,
    timed_out: timedOutFlag,
    below_min_quality: quality < config.min_quality,
  };
}
