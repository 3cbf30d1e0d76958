import {
  CORE_FIELDS,
  type Extraction,
  type Questionnaire,
  type QuestionnaireField,
} from "./schema.ts";

/**
 * The questionnaire extractor: deterministic, no model. It finds label/value pairs in any of the
 * layouts leagues send (`Label: value` lines, tables flattened to `Label | value` or tabs,
 * question-and-answer pairs, JSON keys), maps each label to a field through a synonym table,
 * and parses the value by the field's type (numbers with separators, scale words and word
 * numbers, money, percentages, latencies, years, yes/no, lists). Every field gets a confidence
 * from how well its label matched and how cleanly its value parsed.
 *
 * confidence_score = (core fields found / core fields) × mean confidence of the fields found,
 * so a complete, cleanly labelled questionnaire scores about 0.95 and a sparse or messy one
 * falls below 0.85 (E006: manual review).
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
    labels: ["season length", "length of season", "season duration"],
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

const STOPWORDS = new Set([
  "what",
  "is",
  "are",
  "your",
  "the",
  "of",
  "how",
  "many",
  "does",
  "do",
  "please",
  "provide",
  "list",
  "approximately",
  "approx",
  "a",
  "an",
  "in",
  "on",
  "for",
  "which",
  "who",
  "our",
  "you",
  "have",
  "to",
  "we",
  "it",
  "its",
  "current",
  "currently",
  "total",
  "estimated",
  "est",
  "and",
  "or",
  "describe",
  "give",
  "state",
  "indicate",
  "any",
  "there",
  "be",
  "by",
  "with",
  "at",
  "if",
]);

const normalise = (label: string) =>
  label.toLowerCase().replace(/^\s*(q\s*\d+|\d+(\.\d+)*)[.):\s-]*/, "").replace(/[^a-z0-9]+/g, " ")
    .trim();
const tokens = (label: string) =>
  normalise(label).split(" ").filter((t) => t && !STOPWORDS.has(t)).map(singular);
function singular(word: string) {
  if (word.length > 4 && word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

const SYNONYMS = (Object.entries(FIELDS) as [QuestionnaireField, { labels: string[] }][])
  .flatMap(([field, def]) =>
    def.labels.map((l) => ({ field, tokens: tokens(l), text: normalise(l) }))
  );

/** The field a label names, with how well it matched (0 when nothing fits). */
export function matchLabel(label: string): { field: QuestionnaireField; score: number } | null {
  const text = normalise(label);
  const have = tokens(label);
  if (!have.length || have.length > 14) return null;
  let best: { field: QuestionnaireField; score: number; size: number } | null = null;
  for (const syn of SYNONYMS) {
    let score = 0;
    if (text === syn.text || have.join(" ") === syn.tokens.join(" ")) score = 1;
    else if (syn.tokens.length && syn.tokens.every((t) => have.includes(t))) {
      // Every word of the synonym is in the label: the more of the label it explains, the better.
      score = 0.6 + 0.35 * (syn.tokens.length / have.length);
    }
    if (!score) continue;
    if (!best || score > best.score || (score === best.score && syn.tokens.length > best.size)) {
      best = { field: syn.field, score, size: syn.tokens.length };
    }
  }
  return best && best.score >= 0.7 ? { field: best.field, score: best.score } : null;
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

/** A number with separators, scale words (1.2M, 450k, 3 million) or in words (twelve). */
export function parseNumber(raw: string): Parsed<number> | null {
  const text = raw.toLowerCase().replace(
    /[~≈]|approx(imately)?\.?|about|around|over|more than|\+/g,
    " ",
  );
  // Digits win over words ("Twelve (12)").
  const m =
    /(-?\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*(k|thousand|mm|mn|mil|millions?|m|bn|billion|b)?\b/
      .exec(text);
  if (m) {
    const digits = Number(m[1].replace(/[,\s]/g, ""));
    if (!Number.isFinite(digits)) return null;
    return { value: digits * (m[2] ? SCALES[m[2]] : 1), quality: m[2] ? 0.95 : 1 };
  }
  const words = text.split(/[\s-]+/).filter(Boolean);
  let total = 0;
  let current = 0;
  let seen = false;
  for (const w of words) {
    if (w in WORD_NUMBERS) {
      current += WORD_NUMBERS[w];
      seen = true;
    } else if (w === "hundred" && seen) current *= 100;
    else if (w in SCALES && seen && w.length > 2) {
      total += current * SCALES[w];
      current = 0;
    } else if (seen && w !== "a" && w !== "and") break;
  }
  return seen ? { value: total + current, quality: 0.9 } : null;
}

function parseMoney(raw: string): Parsed<number> | null {
  const n = parseNumber(raw);
  if (!n) return null;
  const lower = raw.toLowerCase();
  const fx = Object.entries(FX_TO_USD).find(([symbol]) => lower.includes(symbol));
  return fx ? { value: Math.round(n.value * fx[1]), quality: n.quality * 0.9 } : n;
}

function parsePercent(raw: string): Parsed<number> | null {
  const n = parseNumber(raw);
  if (!n) return null;
  const explicit = /%|percent|pct/.test(raw.toLowerCase());
  if (!explicit && n.value > 0 && n.value <= 1 && /\d\.\d/.test(raw)) {
    return { value: n.value * 100, quality: 0.8 };
  }
  return { value: n.value, quality: explicit ? n.quality : n.quality * 0.85 };
}

/** Latency in milliseconds: "400 ms", "0.5 seconds", "2s", "sub-second", "real-time". */
export function parseLatency(raw: string): Parsed<number> | null {
  const text = raw.toLowerCase();
  const n = parseNumber(text);
  if (n) {
    const unit = /(\d|\s)(ms|millisecond)/.test(text)
      ? 1
      : /(\d|\s)(s|sec|secs|second|seconds)\b/.test(text)
      ? 1000
      : /(\d|\s)(min|minute)/.test(text)
      ? 60_000
      : null;
    if (unit) return { value: n.value * unit, quality: n.quality };
    return { value: n.value, quality: 0.6 }; // a bare number: read as milliseconds
  }
  if (/sub[\s-]?second|under (a|one) second/.test(text)) return { value: 800, quality: 0.7 };
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
  if (
    /^(yes|y|true|1|yep|we (do|have|run|use|provide|operate)|in place|available|established|active|fully)\b/
      .test(text)
  ) {
    return { value: true, quality: 1 };
  }
  if (/\b(we have|we run|we use|we provide|in place|partner(ed)? with|via)\b/.test(text)) {
    return { value: true, quality: 0.8 };
  }
  return null;
}

export function parseList(raw: string): Parsed<string[]> | null {
  const items = raw.split(/\s*(?:[,;\n•·]|\s\/\s|\band\b|\s-\s)\s*/i)
    .map((s) => s.replace(/^[\s*\-–•]+|[\s.]+$/g, "").trim()).filter((s) => s && s.length <= 100);
  if (!items.length || /^(none|n\/a|no|not yet)$/i.test(raw.trim())) {
    return /^(none|n\/a|no|not yet)$/i.test(raw.trim()) ? { value: [], quality: 1 } : null;
  }
  return { value: [...new Set(items)].slice(0, 50), quality: 1 };
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

function parseValue(kind: Kind, raw: string): Parsed<unknown> | null {
  const value = raw.trim();
  if (!value || value.length > 5000) return null;
  switch (kind) {
    case "text":
      return { value: value.slice(0, 500), quality: 1 };
    case "int": {
      const n = parseNumber(value);
      return n && n.value >= 0 ? { value: Math.round(n.value), quality: n.quality } : null;
    }
    case "number": {
      const n = parseNumber(value);
      return n && n.value >= 0 ? n : null;
    }
    case "money":
      return parseMoney(value);
    case "percent":
      return parsePercent(value);
    case "latency":
      return parseLatency(value);
    case "years": {
      const n = parseNumber(value);
      return n && n.value >= 0 && n.value <= 200 ? n : null;
    }
    case "weeks": {
      const n = parseNumber(value);
      if (!n) return null;
      return /month/i.test(value) ? { value: Math.round(n.value * 4.345), quality: 0.9 } : n;
    }
    case "year":
      return parseYear(value);
    case "bool":
      return parseBool(value);
    case "list":
      return parseList(value);
    case "email": {
      const m = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(value);
      return m ? { value: m[0].toLowerCase(), quality: 1 } : null;
    }
    case "phone": {
      const m = /\+?[\d][\d\s().-]{6,20}\d/.exec(value);
      return m ? { value: m[0].trim(), quality: 1 } : null;
    }
    case "month": {
      const found = MONTHS.find((month) => value.toLowerCase().includes(month.slice(0, 3)));
      return found ? { value: found[0].toUpperCase() + found.slice(1), quality: 1 } : null;
    }
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
}

const VIA_CONFIDENCE: Record<Candidate["via"], number> = {
  label: 1,
  table: 0.97,
  json: 1,
  qa: 0.9,
};

const MAX_TEXT = 500_000;

/** Label/value pairs in the text, in reading order. */
export function candidatesOf(text: string): Candidate[] {
  const lines = text.slice(0, MAX_TEXT).replace(/\r\n?/g, "\n").split("\n").map((l) => l.trim());
  const out: Candidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/^[*\-•]\s+/, "").replace(/\*\*/g, "");
    if (!line || /^[|:\-\s]+$/.test(line)) continue;
    // Tables: `| label | value |`, `label | value`, or tab-separated.
    if (line.includes("|") || line.includes("\t")) {
      const cells = line.split(/\s*[|\t]\s*/).map((c) => c.trim()).filter(Boolean);
      if (cells.length >= 2) {
        out.push({ label: cells[0], value: cells.slice(1).join(", "), via: "table" });
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
      const answer = lines.slice(i + 1).find((l) => l.length > 0);
      if (answer !== undefined && !/\?\s*$/.test(answer)) {
        out.push({
          label: line.replace(/\?\s*$/, ""),
          value: answer.replace(/^(a|answer|response)\s*[:.)-]\s*/i, ""),
          via: "qa",
        });
        i = lines.indexOf(answer, i + 1);
        continue;
      }
    }
    // `Label: value`, `Label - value`, `Label = value`.
    const m = /^([^:=]{2,80}?)\s*(?::|=|\s[-–]\s)\s*(.+)$/.exec(line);
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

/** JSON answers as label/value pairs; nested objects become dotted labels. */
function jsonCandidates(value: unknown, path: string[] = [], out: Candidate[] = []): Candidate[] {
  if (out.length > 2000 || path.length > 6) return out;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      jsonCandidates(child, [...path, key], out);
    }
    return out;
  }
  if (!path.length) return out;
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join("; ")
    : String(value);
  const label = path[path.length - 1].replace(/[_.-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2");
  // The parent's name helps when the key alone is vague ("contact.email", "data.latency").
  const parent = path.length > 1 ? path[path.length - 2].replace(/[_.-]+/g, " ") : "";
  out.push({
    label: matchLabel(label) || !parent ? label : `${parent} ${label}`,
    value: text,
    via: "json",
  });
  return out;
}

export function extractQuestionnaire(input: { text: string; json?: unknown }): Extraction {
  const candidates = input.json !== undefined && input.json !== null
    ? jsonCandidates(input.json)
    : candidatesOf(input.text ?? "");
  const fields: Record<string, unknown> = {};
  const confidence: Partial<Record<QuestionnaireField, number>> = {};
  const conflicts = new Set<QuestionnaireField>();
  const unmatched: string[] = [];
  for (const c of candidates) {
    const match = matchLabel(c.label);
    const parsed = match && parseValue(FIELDS[match.field].kind, c.value);
    if (!match || !parsed) {
      if (unmatched.length < 50) unmatched.push(`${c.label}: ${c.value}`.slice(0, 200));
      continue;
    }
    const score = Math.round(match.score * parsed.quality * VIA_CONFIDENCE[c.via] * 0.97 * 100) /
      100;
    const previous = confidence[match.field];
    if (previous !== undefined) {
      if (JSON.stringify(fields[match.field]) !== JSON.stringify(parsed.value)) {
        conflicts.add(match.field);
        // Two answers disagree: keep the better-founded one, and trust it less.
        if (score > previous) {
          fields[match.field] = parsed.value;
          confidence[match.field] = score;
        }
      }
      continue;
    }
    fields[match.field] = parsed.value;
    confidence[match.field] = score;
  }
  for (const field of conflicts) {
    confidence[field] = Math.round((confidence[field] ?? 0) * 0.7 * 100) / 100;
  }
  // An email anywhere in the text is the contact's when no field named one.
  if (!fields.contact_email && input.text) {
    const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(input.text.slice(0, MAX_TEXT));
    if (email) {
      fields.contact_email = email[0].toLowerCase();
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
