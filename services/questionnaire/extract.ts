import { CORE_FIELDS, type Extraction, Questionnaire, type QuestionnaireField } from "./schema.ts";

/**
 * The questionnaire extractor: deterministic, no model. It finds label/value pairs in any of the
 * layouts leagues send (`Label: value` lines, tables flattened to `Label | value` or tabs,
 * question-and-answer pairs, JSON keys), maps each label to a field through a synonym table,
 * and parses the value by the field's type (numbers with separators, scale words and word
 * numbers, money, percentages, latencies, years, yes/no, lists). A label that could name
 * several fields goes to the best-matching one whose type the value fits, and a value the
 * schema refuses (out of range, too long) is left unplaced rather than kept. Every field gets a
 * confidence from how well its label matched, how the pair was laid out and how cleanly its
 * value parsed; a field answered twice, differently, keeps the better-founded answer and is
 * trusted less.
 *
 * confidence_score = (core fields found / core fields) × mean confidence of the fields found,
 * so a complete, cleanly labelled questionnaire scores about 0.95; a sparse or messy one, or
 * one answered in prose (each answer a little less certain), falls below 0.85 (E006: manual
 * review). The work is bounded whatever the input: text is cut at MAX_TEXT, answers at 5000
 * characters, and no pattern backtracks over long runs.
 */

type Kind =
  | "text"
  | "int"
  | "number"
  | "money"
  | "percent"
  | "latency"
  | "years"
  | "year"
  | "bool"
  | "list"
  | "email"
  | "phone"
  | "month"
  | "weeks";

const FIELDS: Record<QuestionnaireField, { kind: Kind; labels: string[] }> = {
  league_name: {
    kind: "text",
    labels: [
      "league name",
      "name of league",
      "league",
      "organization name",
      "organisation name",
      "tour name",
      "series name",
      "circuit name",
      "official name",
    ],
  },
  sport: { kind: "text", labels: ["sport", "discipline", "sport type", "type of sport"] },
  sport_code: { kind: "text", labels: ["sport code"] },
  founded_year: {
    kind: "year",
    labels: [
      "founded",
      "year founded",
      "founding year",
      "date founded",
      "established",
      "year established",
      "inaugural season",
      "first season",
      "since",
    ],
  },
  headquarters: {
    kind: "text",
    labels: ["headquarters", "hq", "head office", "based in", "headquartered"],
  },
  region: { kind: "text", labels: ["region", "primary region", "home region", "territory"] },
  markets: {
    kind: "list",
    labels: [
      "markets",
      "countries",
      "markets served",
      "key markets",
      "geographic markets",
      "operating countries",
      "countries of operation",
    ],
  },
  website: { kind: "text", labels: ["website", "web site", "url", "homepage"] },
  teams_count: {
    kind: "int",
    labels: [
      "number of teams",
      "teams",
      "team count",
      "franchises",
      "number of franchises",
      "clubs",
      "number of clubs",
    ],
  },
  athletes_count: {
    kind: "int",
    labels: [
      "number of athletes",
      "athletes",
      "players",
      "number of players",
      "riders",
      "drivers",
      "competitors",
      "roster size",
      "registered athletes",
      "pilots",
    ],
  },
  season_start_month: {
    kind: "month",
    labels: ["season start", "season starts", "season start month", "season begins"],
  },
  season_length_weeks: {
    kind: "weeks",
    labels: ["season length", "length of season", "season duration", "how long is the season"],
  },
  events_per_season: {
    kind: "int",
    labels: [
      "events per season",
      "events",
      "number of events",
      "tournaments per season",
      "tournaments",
      "race weekends",
      "events per year",
      "stops",
      "tour stops",
      "number of tournaments",
      "meets per season",
      "game days",
    ],
  },
  contests_per_event: {
    kind: "number",
    labels: [
      "matches per event",
      "games per event",
      "heats per event",
      "bouts per event",
      "races per event",
      "contests per event",
      "matches per tournament",
      "rides per event",
      "rounds per event",
    ],
  },
  venues: {
    kind: "list",
    labels: ["venues", "venue", "arenas", "stadiums", "host venues", "locations", "frontons"],
  },
  average_attendance: {
    kind: "int",
    labels: [
      "average attendance",
      "attendance",
      "avg attendance",
      "live attendance",
      "attendance per event",
      "spectators per event",
      "crowd size",
    ],
  },
  annual_viewership: {
    kind: "int",
    labels: [
      "annual viewership",
      "total viewers",
      "viewership",
      "season viewership",
      "cumulative audience",
      "annual viewers",
      "total audience",
      "broadcast audience",
      "tv viewership",
    ],
  },
  broadcast_partners: {
    kind: "list",
    labels: [
      "broadcast partners",
      "broadcasters",
      "tv partners",
      "television partners",
      "media partners",
      "broadcast",
    ],
  },
  streaming_platforms: {
    kind: "list",
    labels: [
      "streaming platforms",
      "streaming",
      "streaming partners",
      "ott platforms",
      "digital platforms",
      "streams on",
    ],
  },
  average_stream_viewers: {
    kind: "int",
    labels: [
      "average stream viewers",
      "average concurrent viewers",
      "concurrent viewers",
      "stream viewers",
      "viewers per stream",
      "average streaming audience",
      "peak concurrent viewers",
    ],
  },
  social_followers: {
    kind: "int",
    labels: [
      "social media followers",
      "social followers",
      "followers",
      "social reach",
      "social media reach",
      "social media audience",
      "total followers",
    ],
  },
  audience_age_18_34_percent: {
    kind: "percent",
    labels: [
      "audience aged 18 34",
      "audience 18 34",
      "aged 18 34",
      "18 34",
      "fans aged 18 34",
      "share of fans aged 18 34",
    ],
  },
  has_official_data_feed: {
    kind: "bool",
    labels: [
      "official data feed",
      "data feed",
      "real time data feed",
      "live data feed",
      "official data",
      "do you provide a live data feed",
      "live data",
    ],
  },
  data_feed_format: {
    kind: "text",
    labels: ["data feed format", "feed format", "data format", "delivery format", "data delivery"],
  },
  data_latency_ms: {
    kind: "latency",
    labels: ["data latency", "latency", "feed latency", "data delay", "delay", "update speed"],
  },
  historical_data_years: {
    kind: "years",
    labels: [
      "historical data",
      "years of historical data",
      "historical data years",
      "data history",
      "archive",
      "historical results",
    ],
  },
  stats_tracked: {
    kind: "list",
    labels: [
      "stats tracked",
      "statistics tracked",
      "statistics",
      "stats",
      "data points",
      "metrics tracked",
    ],
  },
  integrity_program: {
    kind: "bool",
    labels: [
      "integrity program",
      "integrity programme",
      "integrity",
      "integrity monitoring",
      "match fixing prevention",
      "betting integrity",
    ],
  },
  integrity_partner: {
    kind: "text",
    labels: ["integrity partner", "integrity provider", "monitoring partner"],
  },
  officiating: {
    kind: "text",
    labels: ["officiating", "officials", "referees", "judging", "judges", "refereeing"],
  },
  anti_doping_policy: {
    kind: "bool",
    labels: ["anti doping policy", "anti doping", "doping policy", "drug testing"],
  },
  existing_betting_partners: {
    kind: "list",
    labels: [
      "existing betting partners",
      "betting partners",
      "sportsbook partners",
      "sportsbooks",
      "current sportsbooks",
      "wagering partners",
      "operators",
    ],
  },
  betting_legal_markets: {
    kind: "list",
    labels: [
      "legal betting markets",
      "betting legal markets",
      "jurisdictions",
      "betting jurisdictions",
      "approved jurisdictions",
      "regulated markets",
      "legal markets",
      "where betting is legal",
    ],
  },
  annual_revenue_usd: {
    kind: "money",
    labels: ["annual revenue", "revenue", "total revenue", "yearly revenue", "turnover"],
  },
  sponsorship_revenue_usd: {
    kind: "money",
    labels: ["sponsorship revenue", "sponsorship", "sponsorship income"],
  },
  growth_rate_percent: {
    kind: "percent",
    labels: [
      "growth rate",
      "growth",
      "year over year growth",
      "yoy growth",
      "annual growth",
      "audience growth",
    ],
  },
  contact_name: {
    kind: "text",
    labels: ["contact name", "contact", "primary contact", "contact person", "name of contact"],
  },
  contact_title: {
    kind: "text",
    labels: ["contact title", "title", "role", "position", "job title"],
  },
  contact_email: { kind: "email", labels: ["contact email", "email", "e mail", "email address"] },
  contact_phone: {
    kind: "phone",
    labels: ["contact phone", "phone", "telephone", "phone number", "mobile"],
  },
  notes: {
    kind: "text",
    labels: ["notes", "additional notes", "comments", "other information", "anything else"],
  },
};

/** Words that carry no meaning in a label or question ("How many ... do you have?"). */
const STOPWORDS = new Set(
  (
    "what is are was were your the of how many much does do did please provide list approximately " +
    "approx a an in on for which who when where our you have has to we it its current currently " +
    "total estimated est and or describe give state indicate any there be by with at if can could " +
    "would will each every across last this primarily mainly mostly typically usually operate " +
    "compete carry supply hold offer make up get work govern watch"
  ).split(" "),
);

/** Abbreviations as spelled out in the synonym table. */
const ALIASES: Record<string, string> = {
  avg: "average",
  no: "number",
  num: "number",
  nr: "number",
  pct: "percent",
  yr: "year",
  yrs: "years",
  org: "organization",
};

/**
 * Words that name what every answer is about (the league, a season, an event, a year). A label
 * is not less clearly about a field for mentioning them: "How many events are on the calendar
 * each season?" names events as clearly as "Events" does. They count only when a synonym uses
 * them.
 */
const CONTEXT = new Set([
  "league",
  "season",
  "event",
  "year",
  "race",
  "match",
  "game",
  "bout",
  "heat",
]);
/** "per season", "per year" still describe a whole-season figure; "per team" does not. */
const PER_WHOLE = new Set(["season", "year", "annum"]);

const normalise = (label: string) =>
  label.toLowerCase().replace(/^\s*(q\s*\d+|\d+(\.\d+)*)[.):\s-]*/, "").replace(/[^a-z0-9]+/g, " ")
    .trim();
const tokens = (label: string) =>
  normalise(label).split(" ").map((t) => ALIASES[t] ?? t).filter((t) => t && !STOPWORDS.has(t))
    .map(singular);
function singular(word: string) {
  if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}
const isContext = (token: string) => CONTEXT.has(token) || /^(1[89]|20)\d\d$/.test(token);
const sortedKey = (list: string[]) => [...list].sort().join(" ");

/** The field names themselves are labels too (JSON keys, forms built from the schema). */
const SYNONYMS = (Object.entries(FIELDS) as [QuestionnaireField, { labels: string[] }][])
  .flatMap(([field, def]) =>
    [...def.labels, field.replace(/_/g, " ")].map((l) => ({
      field,
      tokens: tokens(l),
      key: sortedKey(tokens(l)),
      text: normalise(l),
    }))
  )
  .filter((syn) => syn.tokens.length > 0);

export interface LabelMatch {
  field: QuestionnaireField;
  /** 0.7 to 1: 1 when the label is a synonym, less the more words it has besides one. */
  score: number;
}

export interface RankOptions {
  /** Words of which the synonym must use one (a JSON key read under its parent's name). */
  mustUse?: string[];
  /**
   * The label is a question: its other words ("How many viewers watch an average stream?")
   * are phrasing more than meaning, so they weigh half against a synonym.
   */
  question?: boolean;
}

/** Every field a label may name, best first (one entry a field, scores of 0.7 or more). */
export function rankLabel(label: string, options: RankOptions = {}): LabelMatch[] {
  const { mustUse, question } = options;
  const text = normalise(label);
  const have = tokens(label);
  if (!have.length || have.length > 14) return [];
  const key = sortedKey(have);
  // "Players per team": the figure is per team, so only a synonym that says "per" may use it.
  const perUnit = have.findIndex((t, i) => i > 0 && have[i - 1] === "per" && !PER_WHOLE.has(t));
  const best = new Map<QuestionnaireField, { score: number; size: number }>();
  for (const syn of SYNONYMS) {
    let score = 0;
    if (mustUse && !syn.tokens.some((t) => mustUse.includes(t))) continue;
    if (text === syn.text || key === syn.key) score = 1;
    else if (syn.tokens.every((t) => have.includes(t))) {
      if (perUnit >= 0 && !syn.tokens.includes("per")) continue;
      // Every word of the synonym is in the label: the more of the label it explains, the
      // better, not counting the context words it leaves out.
      const counted = have.filter((t) => !isContext(t) || syn.tokens.includes(t)).length;
      const others = Math.max(0, counted - syn.tokens.length) * (question ? 0.5 : 1);
      score = 0.6 + 0.35 * (syn.tokens.length / (syn.tokens.length + others));
    }
    const previous = best.get(syn.field);
    if (
      score >= 0.7 &&
      (!previous || score > previous.score ||
        (score === previous.score && syn.tokens.length > previous.size))
    ) {
      best.set(syn.field, { score, size: syn.tokens.length });
    }
  }
  return [...best.entries()]
    .sort(([, a], [, b]) => b.score - a.score || b.size - a.size)
    .map(([field, { score }]) => ({ field, score: Math.round(score * 1000) / 1000 }));
}

/** The field a label names, with how well it matched; null when nothing fits. */
export function matchLabel(label: string): LabelMatch | null {
  return rankLabel(label)[0] ?? null;
}

const WORD_NUMBERS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
};
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
/** Fixed rates for amounts quoted in other currencies (documented in the README). */
export const FX_TO_USD: Record<string, number> = { "€": 1.08, eur: 1.08, "£": 1.27, gbp: 1.27 };

interface Parsed<T> {
  value: T;
  /** How cleanly it parsed (1 = plain digits). */
  quality: number;
}

const NUMBER_TOKEN =
  /(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d{1,3}(?: \d{3})+(?![\d.,])|-?\d+(?:\.\d+)?)(?:\s*(k|thousand|mm|mn|mil|millions?|m|bn|billion|b)(?![a-z]))?/g;
/** Numbers looked at in one answer: enough for any sentence, bounded for any input. */
const MAX_NUMBER_TOKENS = 20;
/** Own keys only: "constructor" or "__proto__" in an answer is no number word. */
const has = (table: Record<string, number>, key: string) => Object.hasOwn(table, key);

/** A number with separators, scale words (1.2M, 450k, 3 million) or in words (twelve). */
export function parseNumber(raw: string): Parsed<number> | null {
  const text = raw.toLowerCase().replace(
    /[~≈]|approx(imately)?\.?|about|around|over|more than|\+/g,
    " ",
  );
  // Digits win over words ("Twelve (12)"), but a calendar year in a sentence is rarely the
  // answer ("In 2024 we drew 3,100 fans", "seven seasons, back to 2017"): it comes last.
  let year: Parsed<number> | null = null;
  NUMBER_TOKEN.lastIndex = 0;
  for (let i = 0, m; i < MAX_NUMBER_TOKENS && (m = NUMBER_TOKEN.exec(text)); i++) {
    const digits = Number(m[1].replace(/[, ]/g, ""));
    if (!Number.isFinite(digits)) continue;
    const scale = m[2] && has(SCALES, m[2]) ? SCALES[m[2]] : 0;
    // toPrecision: 1.1 × 1e6 is 1100000.0000000002 in binary floating point.
    const value = scale ? Number((digits * scale).toPrecision(12)) : digits;
    if (!Number.isFinite(value)) continue;
    const parsed = { value, quality: scale ? 0.95 : 1 };
    if (!scale && /^(1[89]\d\d|20\d\d)$/.test(m[1])) year ??= parsed;
    else return parsed;
  }
  return parseWords(text) ?? year;
}

/** "twelve", "a dozen", "ninety-nine", "two hundred fifty", "three million". */
function parseWords(text: string): Parsed<number> | null {
  const words = text.split(/[\s-]+/, 5000).filter(Boolean);
  let total = 0;
  let current = 0;
  let seen = false;
  for (const raw of words) {
    const w = raw.replace(/[^a-z]/g, "");
    if (has(WORD_NUMBERS, w)) {
      current += WORD_NUMBERS[w];
      seen = true;
    } else if (w === "hundred") {
      current = (seen ? current : 1) * 100;
      seen = true;
    } else if (has(SCALES, w) && seen && w.length > 2) {
      total += current * SCALES[w];
      current = 0;
    } else if (seen && w !== "a" && w !== "and") break;
  }
  return seen ? { value: total + current, quality: 0.9 } : null;
}

/** The currency an amount is quoted in, by symbol or code ("€2.1m", "2.1 million EUR"). */
function currencyRate(text: string): number | undefined {
  const lower = text.toLowerCase();
  return Object.entries(FX_TO_USD).find(([symbol]) =>
    /^[a-z]+$/.test(symbol) ? new RegExp(`\\b${symbol}\\b`).test(lower) : lower.includes(symbol)
  )?.[1] ?? (/\beuros?\b/.test(lower) ? FX_TO_USD.eur : undefined);
}

function parseMoney(raw: string, label = ""): Parsed<number> | null {
  const n = parseNumber(raw);
  if (!n) return null;
  // A currency in the answer wins; one in the label ("Revenue (EUR)") applies otherwise.
  const rate = /[$€£]|\b(usd|eur|gbp|euros?|dollars?)\b/i.test(raw)
    ? currencyRate(raw)
    : currencyRate(label);
  return rate ? { value: Math.round(n.value * rate), quality: n.quality * 0.9 } : n;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function parsePercent(raw: string, label = ""): Parsed<number> | null {
  const n = parseNumber(raw);
  if (!n) return null;
  const explicit = /%|percent|pct/.test(raw.toLowerCase());
  const named = /%|percent|pct/.test(label.toLowerCase());
  if (!explicit && n.value > 0 && n.value <= 1 && /\d\.\d/.test(raw)) {
    // A fraction (0.44) where a percentage was asked for.
    return { value: round(n.value * 100, 4), quality: 0.8 };
  }
  return { value: round(n.value, 4), quality: explicit || named ? n.quality : n.quality * 0.85 };
}

const LATENCY_UNITS: [RegExp, number][] = [
  [/(\d|\s)(ms|msecs?|milliseconds?)\b/, 1],
  [/(\d|\s)(s|secs?|seconds?)\b/, 1000],
  [/(\d|\s)(mins?|minutes?)\b/, 60_000],
];

/**
 * Latency in milliseconds: "400 ms", "0.5 seconds", "2s", "sub-second", "real-time". A bare
 * number takes its unit from the label ("Latency (ms)", "latency_seconds"), or is read as
 * milliseconds, less surely.
 */
export function parseLatency(raw: string, label = ""): Parsed<number> | null {
  const text = raw.toLowerCase();
  const n = parseNumber(text);
  if (n) {
    const unit = LATENCY_UNITS.find(([re]) => re.test(text))?.[1];
    if (unit) return { value: round(n.value * unit, 3), quality: n.quality };
    const named = LATENCY_UNITS.find(([re]) => re.test(` ${normalise(label)} `))?.[1];
    if (named) return { value: round(n.value * named, 3), quality: n.quality };
    return { value: n.value, quality: 0.6 };
  }
  if (/sub[\s-]?second|under (a|one) second|less than (a|one) second/.test(text)) {
    return { value: 800, quality: 0.7 };
  }
  if (/real[\s-]?time|instant|live/.test(text)) return { value: 1000, quality: 0.6 };
  return null;
}

function parseYear(raw: string): Parsed<number> | null {
  const m = /\b(1[89]\d\d|20\d\d|2100)\b/.exec(raw);
  return m ? { value: Number(m[1]), quality: 1 } : null;
}

/** Yes/no answers, with the common ways of saying each. */
export function parseBool(raw: string): Parsed<boolean> | null {
  const text = raw.toLowerCase().trim();
  if (
    /^(no|n|false|none|not yet|not currently|nope|n\/a|na|0)\b/.test(text) ||
    /\bno(t)? (we )?(do not|don't|have no)\b/.test(text)
  ) {
    return { value: false, quality: 1 };
  }
  if (/^(yes|y|true|1|yep)\b/.test(text)) return { value: true, quality: 1 };
  // "we have house rules, nothing formal": something exists, but not the thing asked about.
  if (/\b(nothing|no|not) (formal|official)\b|\binformal\b/.test(text)) {
    return { value: false, quality: 0.7 };
  }
  if (
    /^(we (do|have|run|use|provide|operate)|in place|available|established|active|fully)\b/.test(
      text,
    )
  ) {
    return { value: true, quality: 1 };
  }
  if (/\b(we have|we run|we use|we provide|in place|partner(ed)? with|via)\b/.test(text)) {
    return { value: true, quality: 0.8 };
  }
  return null;
}

/** An answer that says there is nothing to list ("None", "Not yet - in talks", "n/a"). */
const NOTHING = /^(none|nil|nothing|n\/a|no|not yet|not currently|false)\b/i;

/**
 * A list: items separated by commas, semicolons, bullets, " / ", " & ", "and" or " - ".
 * Remarks in parentheses are dropped ("Velocity Sports (US)"), so their commas do not split.
 */
export function parseList(raw: string): Parsed<string[]> | null {
  const text = raw.replace(/\s*\([^()]{0,200}\)/g, "").trim();
  if (NOTHING.test(text)) return { value: [], quality: 1 };
  const items = text.split(/\s*(?:[,;\n•·]|\s\/\s|\s&\s|\band\b|\s[-–—]\s)\s*/i)
    .map((s) => s.replace(/^[\s*\-–•]+|[\s.]+$/g, "").trim())
    .filter((s) => s && s.length <= 100);
  return items.length ? { value: [...new Set(items)].slice(0, 50), quality: 1 } : null;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_WORD =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/gi;

/** The first month named ("opens in March, finals in November" → March). */
function parseMonth(raw: string): Parsed<string> | null {
  MONTH_WORD.lastIndex = 0;
  for (let i = 0, m; i < 20 && (m = MONTH_WORD.exec(raw)); i++) {
    // "may" in lower case is more often the verb ("dates may vary").
    if (m[1] === "may") continue;
    const month = MONTHS.find((name) => name.startsWith(m![1].toLowerCase().slice(0, 3)))!;
    return { value: month[0].toUpperCase() + month.slice(1), quality: 1 };
  }
  return null;
}

/** Text fields that hold a name or a place: a prose tail after them is not part of the answer. */
const SHORT_TEXT = new Set<QuestionnaireField>([
  "league_name",
  "sport",
  "headquarters",
  "region",
  "integrity_partner",
  "contact_name",
  "contact_title",
]);

function parseText(field: QuestionnaireField, value: string): Parsed<string> | null {
  let text = field === "notes" ? value : value.replace(/(?<![A-Z.][a-z]?)\.$/, "");
  let quality = 1;
  if (SHORT_TEXT.has(field)) {
    // "North America, with two stops in Europe" → "North America"; "Austin, Texas" stays.
    const tail = /,\s+(?=[a-z])|\s[-–—]\s|;\s/.exec(text);
    if (tail && tail.index > 0) {
      text = text.slice(0, tail.index);
      quality = 0.95;
    }
  }
  text = text.trim().slice(0, 500);
  return text ? { value: text, quality } : null;
}

/** Bounded parts (RFC 5321 lengths), so a long run of word characters costs no backtracking. */
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
/** Addresses looked at before giving up: a few are real, thousands are noise. */
const MAX_AT_SIGNS = 1000;

/**
 * The first email address in the text, looked for only around its "@" signs: the regex alone
 * would try every position of a long run of letters.
 */
function findEmail(text: string): string | null {
  for (
    let at = text.indexOf("@"), n = 0;
    at >= 0 && n < MAX_AT_SIGNS;
    at = text.indexOf("@", at + 1), n++
  ) {
    const m = EMAIL.exec(text.slice(Math.max(0, at - 64), at + 520));
    if (m) return m[0].toLowerCase();
  }
  return null;
}
const PHONE = /\+?\d[\d\s().-]{6,20}\d/;

function parseValue(field: QuestionnaireField, raw: string, label: string): Parsed<unknown> | null {
  const value = raw.trim();
  if (!value || value.length > 5000) return null;
  switch (FIELDS[field].kind) {
    case "text":
      return parseText(field, value);
    case "int": {
      const n = parseNumber(value);
      return n && n.value >= 0 ? { value: Math.round(n.value), quality: n.quality } : null;
    }
    case "number": {
      const n = parseNumber(value);
      return n && n.value >= 0 ? n : null;
    }
    case "money":
      return parseMoney(value, label);
    case "percent":
      return parsePercent(value, label);
    case "latency":
      return parseLatency(value, label);
    case "years": {
      const n = parseNumber(value);
      return n && n.value >= 0 && n.value <= 200 ? n : null;
    }
    case "weeks": {
      const n = parseNumber(value);
      if (!n || n.value < 0) return null;
      return /month/i.test(value) || (!/week/i.test(value) && /month/i.test(label))
        ? { value: Math.round(n.value * 4.345), quality: 0.9 }
        : n;
    }
    case "year":
      return parseYear(value);
    case "bool":
      return parseBool(value);
    case "list":
      return parseList(value);
    case "email": {
      const email = findEmail(value);
      return email ? { value: email, quality: 1 } : null;
    }
    case "phone": {
      const m = PHONE.exec(value);
      return m ? { value: m[0].trim(), quality: 1 } : null;
    }
    case "month":
      return parseMonth(value);
  }
}

/** Sport names (and common words for them) to catalog codes. */
const SPORT_WORDS: [RegExp, string][] = [
  [/surf/i, "wsl"],
  [/skateboard/i, "sls"],
  [/rallycross/i, "nrx"],
  [/obstacle|spartan/i, "spr"],
  [/arena soccer|indoor soccer/i, "masl"],
  [/bull\s*rid/i, "pbr"],
  [/bare\s*knuckle/i, "bkfc"],
  [/formula\s*(1|one)/i, "f1"],
  [/motogp/i, "motogp"],
  [/supercross|supermotocross/i, "sprmtcrs"],
  [/motocross/i, "motocrs"],
  [/drift/i, "fdrift"],
  [/jai[\s-]?alai/i, "jaialai"],
  [/six[\s-]a[\s-]side|super six/i, "gsoc"],
  [/road racing|superbike/i, "motoamerica"],
  [/slap/i, "powerslap"],
  [/midget|sprint car/i, "usac"],
  [/drag\s*rac/i, "nhra"],
  [/drone/i, "cdc"],
  [/x games|action sports/i, "xgame"],
  [/dirt track|outlaw/i, "worldoutlaws"],
  [/disc golf/i, "dgpt"],
  [/softball/i, "athletesunlimited"],
  [/sail/i, "lux"],
  [/freestyle wrestling|wrestling/i, "raf"],
  [/lacrosse/i, "nll"],
  [/table tennis|ping[\s-]?pong/i, "mltt"],
  [/slamball/i, "spectation"],
];

export const sportCodeOf = (sport: string) => SPORT_WORDS.find(([re]) => re.test(sport))?.[1];

interface Candidate {
  label: string;
  value: string;
  /** How the pair was found: a clear label, a table row, a question and its answer. */
  via: "label" | "table" | "qa" | "json";
  /** Words of which the matched synonym must use one (a JSON key read with its parent's name). */
  mustUse?: string[];
}

const VIA_CONFIDENCE: Record<Candidate["via"], number> = {
  label: 1,
  table: 0.97,
  json: 1,
  qa: 0.9,
};

const MAX_TEXT = 500_000;
/** Lines looked ahead for a question's answer. */
const ANSWER_LOOKAHEAD = 4;
/** A table's header row ("| Question | Answer |"), which answers nothing. */
const TABLE_HEADER = /^(questions?|items?|fields?|labels?|topics?)$/i;

/** Label/value pairs in the text, in reading order. */
export function candidatesOf(text: string): Candidate[] {
  const lines = text.slice(0, MAX_TEXT).replace(/\r\n?/g, "\n").split("\n").map((l) => l.trim());
  const out: Candidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/^[*\-•]\s+/, "").replace(/\*\*/g, "");
    // Blank lines, table rules, Markdown headings: no answers there.
    if (!line || /^[|:\-\s]+$/.test(line) || /^#{1,6}\s/.test(line)) continue;
    // Tables: `| label | value |`, `label | value`, or tab-separated.
    if (line.includes("|") || line.includes("\t")) {
      const cells = line.split(/\s*[|\t]\s*/).map((c) => c.trim()).filter(Boolean);
      if (cells.length >= 2) {
        if (!TABLE_HEADER.test(cells[0])) {
          out.push({ label: cells[0], value: cells.slice(1).join(", "), via: "table" });
        }
        continue;
      }
    }
    // Questions: "Q3. How many teams...?" or "...?" with the answer on the next line(s).
    const isQuestion = /\?\s*$/.test(line) || /^q\s*\d+[.):]/i.test(line);
    if (isQuestion) {
      const inline = /\?\s*(?:a(?:nswer)?\s*[:.-])?\s*(.+)$/i.exec(line);
      if (inline && inline[1] && !/\?\s*$/.test(line)) {
        out.push({ label: line.slice(0, line.indexOf("?")), value: inline[1], via: "qa" });
        continue;
      }
      let next = i + 1;
      while (next < lines.length && next <= i + ANSWER_LOOKAHEAD && !lines[next]) next++;
      const answer = lines[next];
      if (answer && !/\?\s*$/.test(answer) && !/^q\s*\d+[.):]/i.test(answer)) {
        out.push({
          label: line.replace(/\?\s*$/, ""),
          value: answer.replace(/^(a|answer|response)\s*[:.)-]\s*/i, ""),
          via: "qa",
        });
        i = next;
        continue;
      }
    }
    // `Label: value`, `Label - value`, `Label — value`, `Label = value`.
    const m = /^([^:=]{2,80}?)\s*(?::|=|\s[-–—]\s)\s*(.+)$/.exec(line);
    if (m && !/^https?$/i.test(m[1])) {
      out.push({ label: m[1], value: m[2], via: "label" });
      continue;
    }
    // A label alone on its line, ending with a colon: the value is the next line.
    const alone = /^(.{2,80}):$/.exec(line);
    if (alone && lines[i + 1]) {
      out.push({ label: alone[1], value: lines[i + 1], via: "label" });
      i++;
    }
  }
  return out;
}

const MAX_JSON_CANDIDATES = 2000;

/** A JSON value as answer text; what cannot be written (a cycle from a careless caller) is "". */
function textOf(value: unknown): string {
  try {
    return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return "";
  }
}

/** JSON answers as label/value pairs; a vague key ("name", "latency") is read with its parent's. */
function jsonCandidates(value: unknown, path: string[] = [], out: Candidate[] = []): Candidate[] {
  if (out.length >= MAX_JSON_CANDIDATES || path.length > 6) return out;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      jsonCandidates(child, [...path, key], out);
      if (out.length >= MAX_JSON_CANDIDATES) break;
    }
    return out;
  }
  if (!path.length || value === null || value === undefined) return out;
  const text = Array.isArray(value)
    ? value.length ? value.slice(0, 200).map(textOf).join("; ") : "none" // an empty list answers "none"
    : textOf(value);
  const words = (key: string) =>
    key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_.-]+/g, " ").slice(0, 200);
  const label = words(path[path.length - 1]);
  if (rankLabel(label).length || path.length < 2) {
    out.push({ label, value: text, via: "json" });
  } else {
    // "contact.name", "data.latency": the parent names the subject, the key the field, so the
    // synonym must use the key ("league.tier" is not the league's name).
    out.push({
      label: `${words(path[path.length - 2])} ${label}`,
      value: text,
      via: "json",
      mustUse: tokens(label),
    });
  }
  return out;
}

type ContactField = "contact_name" | "contact_title" | "contact_email" | "contact_phone";

/**
 * A contact given in one answer ("Priya Raman, Head of Partnerships, priya@x.example,
 * +1 512 555 0199") as its parts: the email, the phone, then the name and the title in order.
 */
function splitContact(value: string): Partial<Record<ContactField, string>> | null {
  if (!value.includes("@") && !PHONE.test(value)) return null;
  const parts = value.split(/\s*(?:[,;|\n]|\s[-–—]\s)\s*/, 12).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return null;
  const out: Partial<Record<ContactField, string>> = {};
  const words: string[] = [];
  for (const part of parts) {
    const email = findEmail(part);
    const phone = PHONE.exec(part);
    if (email && !out.contact_email) out.contact_email = email;
    else if (phone && !out.contact_phone) out.contact_phone = phone[0].trim();
    else if (!/[\d@]/.test(part) && part.length <= 200) words.push(part.replace(/\.$/, ""));
  }
  if (words[0]) out.contact_name = words[0];
  if (words[1]) out.contact_title = words[1];
  return out;
}

const CONTACT_PARTS = new Set<QuestionnaireField>(["contact_name", "contact_title"]);

/** Whether the schema accepts the value for the field (range, length, count). */
const fits = (field: QuestionnaireField, value: unknown) =>
  Questionnaire.shape[field].safeParse(value).success;

export function extractQuestionnaire(input: { text: string; json?: unknown }): Extraction {
  const candidates = input.json !== undefined && input.json !== null
    ? jsonCandidates(input.json)
    : candidatesOf(typeof input.text === "string" ? input.text : "");
  const fields: Record<string, unknown> = {};
  const confidence: Partial<Record<QuestionnaireField, number>> = {};
  const conflicts = new Set<QuestionnaireField>();
  const unmatched: string[] = [];
  const record = (field: QuestionnaireField, value: unknown, score: number) => {
    const previous = confidence[field];
    if (previous === undefined) {
      fields[field] = value;
      confidence[field] = score;
    } else if (JSON.stringify(fields[field]) !== JSON.stringify(value)) {
      conflicts.add(field);
      // Two answers disagree: keep the better-founded one (the first if equally), trust it less.
      if (score > previous) {
        fields[field] = value;
        confidence[field] = score;
      }
    }
  };
  for (const c of candidates) {
    // The best-matching field whose type the value fits: "Which broadcasters carry your
    // events?" names events too, but its answer is no number.
    let placed = false;
    for (
      const [rank, match] of rankLabel(c.label, {
        mustUse: c.mustUse,
        question: c.via === "qa" || c.label.trimEnd().endsWith("?"),
      })
        .slice(0, 4).entries()
    ) {
      const parsed = parseValue(match.field, c.value, c.label);
      // A value the schema refuses ("Teams: 1 billion") is a misreading, not an answer.
      if (!parsed || !fits(match.field, parsed.value)) continue;
      const score = Math.round(
        match.score * parsed.quality * VIA_CONFIDENCE[c.via] * 0.97 * (rank ? 0.95 : 1) * 100,
      ) / 100;
      const parts = CONTACT_PARTS.has(match.field) ? splitContact(c.value) : null;
      if (parts) {
        for (const [field, value] of Object.entries(parts) as [ContactField, string][]) {
          if (fits(field, value)) record(field, value, Math.round(score * 0.95 * 100) / 100);
        }
      } else record(match.field, parsed.value, score);
      placed = true;
      break;
    }
    if (!placed && unmatched.length < 50) unmatched.push(`${c.label}: ${c.value}`.slice(0, 200));
  }
  for (const field of conflicts) {
    confidence[field] = Math.round((confidence[field] ?? 0) * 0.7 * 100) / 100;
  }
  // An email anywhere in the text is the contact's when no field named one.
  if (!fields.contact_email && typeof input.text === "string") {
    const email = findEmail(input.text.slice(0, MAX_TEXT));
    if (email && fits("contact_email", email)) {
      fields.contact_email = email;
      confidence.contact_email = 0.7;
    }
  }
  if (typeof fields.sport === "string") {
    const code = sportCodeOf(fields.sport) ?? sportCodeOf(String(fields.league_name ?? ""));
    if (code) {
      fields.sport_code = code;
      confidence.sport_code = confidence.sport ?? 0.8;
    }
  }
  const questionnaire = fields as Questionnaire;
  const missing = CORE_FIELDS.filter((f) => questionnaire[f] === undefined);
  const found = Object.values(confidence) as number[];
  const mean = found.length ? found.reduce((a, b) => a + b, 0) / found.length : 0;
  const completeness = (CORE_FIELDS.length - missing.length) / CORE_FIELDS.length;
  return {
    fields: questionnaire,
    field_confidence: confidence,
    confidence_score: Math.round(completeness * mean * 100) / 100,
    missing,
    unmatched,
  };
}
