/**
 * The questionnaire extractor (services/questionnaire/extract/mod.ts) on questionnaires in the
 * layouts leagues send: every `<name>.<ext>` in tests/fixtures/questionnaires/ goes through
 * ingestion and extraction and is compared with its `<name>.expected.json`:
 *
 *   { "fields": { exact values },        every one deepEqual, and no other field extracted
 *     "sport_code"?: "nll" | null,       null: the sport is outside the catalog
 *     "min_confidence"?: n, "max_confidence"?: n,
 *     "max_field_confidence"?: { field: n },   e.g. a field answered twice, differently
 *     "missing"?: [core fields] }
 *
 * Then the exported parsers and label matching case by case, and fuzzing: no input throws or
 * yields a value the schema refuses, and 200 KB of random text extracts in under a second.
 */
import assert from "node:assert/strict";
import { MIN_CONFIDENCE } from "../services/pipeline/stages.ts";
import {
  extractQuestionnaire,
  matchLabel,
  parseBool,
  parseLatency,
  parseList,
  parseNumber,
  USD_RATES,
} from "../services/questionnaire/extract/mod.ts";
import { ingestDocument, type SourceFormat } from "../services/questionnaire/ingest/mod.ts";
import {
  CORE_FIELDS,
  type Extraction,
  Questionnaire,
  type QuestionnaireField,
} from "../services/questionnaire/schema.ts";
import { BUILDS } from "./fixtures/questionnaires/build.ts";

const DIR = new URL("./fixtures/questionnaires/", import.meta.url);

interface Expected {
  about?: string;
  fields: Record<string, unknown>;
  sport_code?: string | null;
  min_confidence?: number;
  max_confidence?: number;
  max_field_confidence?: Record<string, number>;
  missing?: QuestionnaireField[];
}

const FORMAT_OF: Record<string, SourceFormat> = {
  txt: "txt",
  md: "txt",
  json: "json",
  docx: "docx",
  pdf: "pdf",
};

const names = [...Deno.readDirSync(DIR)].filter((e) => e.isFile).map((e) => e.name).sort();
const expectedFiles = names.filter((n) => n.endsWith(".expected.json"));
const fixtures = names.filter((n) => !n.endsWith(".expected.json") && n !== "build.ts");
const stemOf = (name: string) => name.replace(/\.expected\.json$/, "").replace(/\.[^.]+$/, "");
const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1);

async function extractFixture(name: string): Promise<{ format: string; extraction: Extraction }> {
  const bytes = await Deno.readFile(new URL(name, DIR));
  const doc = await ingestDocument({ filename: name, bytes });
  return {
    format: doc.format,
    extraction: extractQuestionnaire({ text: doc.text, json: doc.json }),
  };
}

/** The extraction is well-formed whatever the input: the schema accepts it, scores are 0 to 1. */
function assertWellFormed(extraction: Extraction, what: string) {
  const parsed = Questionnaire.safeParse(extraction.fields);
  assert.ok(parsed.success, `${what}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
  assert.ok(extraction.confidence_score >= 0 && extraction.confidence_score <= 1, what);
  for (const [field, score] of Object.entries(extraction.field_confidence)) {
    assert.ok(field in extraction.fields, `${what}: confidence for absent ${field}`);
    assert.ok(typeof score === "number" && score > 0 && score <= 1, `${what}: ${field} ${score}`);
  }
  assert.ok(extraction.missing.every((f) => CORE_FIELDS.includes(f)), what);
  assert.ok(extraction.unmatched.length <= 50, what);
}

Deno.test("fixtures: each has its expected file, and the set covers every layout", () => {
  assert.deepEqual(fixtures.map(stemOf), expectedFiles.map(stemOf));
  const count = (ext: string) => fixtures.filter((n) => extensionOf(n) === ext).length;
  assert.ok(count("txt") >= 3 && count("md") >= 1 && count("json") >= 2, fixtures.join(", "));
  assert.ok(count("docx") >= 1 && count("pdf") >= 1, fixtures.join(", "));
  for (const name of fixtures) assert.ok(extensionOf(name) in FORMAT_OF, name);
  const all = expectedFiles.map((n) =>
    JSON.parse(Deno.readTextFileSync(new URL(n, DIR))) as Expected
  );
  // One questionnaire meant for manual review, one that contradicts itself.
  assert.ok(all.some((e) => (e.max_confidence ?? 1) < MIN_CONFIDENCE));
  assert.ok(all.some((e) => e.max_field_confidence));
  // Together they exercise most of the schema.
  const covered = new Set(all.flatMap((e) => Object.keys(e.fields)));
  const schemaFields = Object.keys(Questionnaire.shape).filter((f) => f !== "sport_code");
  assert.deepEqual(schemaFields.filter((f) => !covered.has(f)), []);
});

for (const name of fixtures) {
  Deno.test(`fixture ${name}`, async () => {
    const expected = JSON.parse(
      await Deno.readTextFile(new URL(`${stemOf(name)}.expected.json`, DIR)),
    ) as Expected;
    const { format, extraction } = await extractFixture(name);
    assert.equal(format, FORMAT_OF[extensionOf(name)]);
    assertWellFormed(extraction, name);
    const { fields, confidence_score: score } = extraction;
    const got = fields as Record<string, unknown>;
    for (const [field, value] of Object.entries(expected.fields)) {
      assert.deepEqual(got[field], value, `${name}: ${field}`);
    }
    // Nothing invented: every field extracted is one the expectation lists.
    const extra = Object.keys(fields).filter((f) => f !== "sport_code" && !(f in expected.fields));
    assert.deepEqual(extra, [], `${name}: fields not expected`);
    if (expected.sport_code !== undefined) {
      assert.equal(fields.sport_code, expected.sport_code ?? undefined, `${name}: sport_code`);
    }
    if (expected.min_confidence !== undefined) {
      assert.ok(score >= expected.min_confidence, `${name}: ${score} < min`);
    }
    if (expected.max_confidence !== undefined) {
      assert.ok(score <= expected.max_confidence, `${name}: ${score} > max`);
    }
    for (const [field, max] of Object.entries(expected.max_field_confidence ?? {})) {
      const confidence = extraction.field_confidence[field as QuestionnaireField] ?? 0;
      assert.ok(confidence <= max, `${name}: ${field} confidence ${confidence} > ${max}`);
    }
    if (expected.missing) assert.deepEqual(extraction.missing, expected.missing, name);
  });
}

Deno.test("fixtures: the DOCX and PDF are current with build.ts", async () => {
  for (const [name, build] of Object.entries(BUILDS)) {
    const committed = await ingestDocument({
      filename: name,
      bytes: await Deno.readFile(new URL(name, DIR)),
    });
    const rebuilt = await ingestDocument({ filename: name, bytes: await build() });
    assert.equal(committed.text, rebuilt.text, `${name}: rerun build.ts`);
  }
});

Deno.test("fixtures: the E006 threshold splits them as the pipeline would", async () => {
  const flagged: string[] = [];
  for (const name of fixtures) {
    const { extraction } = await extractFixture(name);
    if (extraction.confidence_score < MIN_CONFIDENCE) flagged.push(stemOf(name));
  }
  assert.deepEqual(flagged, ["bayou_cornhole_messy", "skyline_drone_qa"]);
});

// ---------------------------------------------------------------------------------------------
// Parsers

Deno.test("parseNumber: separators, scales, words, digits before words", () => {
  const cases: [string, number][] = [
    ["1,250,000", 1_250_000],
    ["1.25M", 1_250_000],
    ["450k", 450_000],
    ["3 million", 3_000_000],
    ["1.1 million", 1_100_000],
    ["2.4 bn", 2_400_000_000],
    ["12 000 fans", 12_000],
    ["twelve", 12],
    ["a dozen", 12],
    ["Twelve (12)", 12],
    ["Twelve (12) franchises compete", 12],
    ["ninety-nine", 99],
    ["Forty-eight contracted pilots, plus eight reserves", 48],
    ["two hundred fifty", 250],
    ["roughly 1.2M unique viewers", 1_200_000],
    ["Just over 310,000", 310_000],
    ["~8,000", 8000],
    // A calendar year in a sentence is not the figure asked for...
    ["In 2024 we drew 3,100 fans a night", 3100],
    ["Seven full seasons, back to our inaugural 2017 season", 7],
    // ...unless it is the only number.
    ["2017", 2017],
    ["0.5", 0.5],
  ];
  for (const [text, value] of cases) assert.equal(parseNumber(text)?.value, value, text);
  assert.equal(parseNumber("not tracked"), null);
  assert.equal(parseNumber(""), null);
  assert.equal(parseNumber("constructor __proto__ toString"), null);
  // Plain digits are surer than a scale, which is surer than words.
  assert.equal(parseNumber("12")?.quality, 1);
  assert.ok(parseNumber("450k")!.quality < 1);
  assert.ok(parseNumber("twelve")!.quality < parseNumber("450k")!.quality);
});

Deno.test("parseLatency: milliseconds from units, words and the label", () => {
  const cases: [string, number][] = [
    ["400 ms", 400],
    ["250ms", 250],
    ["0.5 seconds", 500],
    ["1.5 sec", 1500],
    ["2s", 2000],
    ["about 2 seconds", 2000],
    ["3 minutes", 180_000],
    ["Sub-second: typically under 300 milliseconds", 300],
  ];
  for (const [text, value] of cases) assert.equal(parseLatency(text)?.value, value, text);
  // "Sub-second" and "real-time" name no figure: none is invented.
  assert.equal(parseLatency("sub-second"), null);
  assert.equal(parseLatency("real-time"), null);
  // A bare number: the label's unit, else milliseconds, less surely.
  assert.deepEqual(parseLatency("1.5", "Latency (seconds)"), { value: 1500, quality: 1 });
  assert.deepEqual(parseLatency("1500", "data_latency_ms"), { value: 1500, quality: 1 });
  assert.ok(parseLatency("1500", "Feed delay")!.quality < 1);
  assert.equal(parseLatency("1500"), null, "a bare number under no latency label is none");
  assert.equal(parseLatency("we are working on it"), null);
});

Deno.test("parseBool: yes, no and the ways of saying them", () => {
  const cases: [string, boolean | undefined][] = [
    ["Yes", true],
    ["yes, via our timing partner", true],
    ["Y", true],
    ["true", true],
    ["We have one", true],
    ["In place since 2021", true],
    ["No", false],
    ["Not yet", false],
    ["not currently", false],
    ["None", false],
    ["n/a", undefined],
    ["false", false],
    ["we have house rules, nothing formal", false],
  ];
  for (const [text, value] of cases) assert.equal(parseBool(text)?.value, value, text);
  // Hedged: not in place now.
  assert.equal(parseBool("maybe next year")?.value, false);
  assert.equal(parseBool("TBC"), null);
});

Deno.test("parseList: separators, 'and', nothing to list, remarks in parentheses", () => {
  const cases: [string, string[]][] = [
    ["DraftKings, FanDuel and BetMGM", ["DraftKings", "FanDuel", "BetMGM"]],
    ["Latvia; Lithuania; Estonia; Finland and Poland", [
      "Latvia",
      "Lithuania",
      "Estonia",
      "Finland",
      "Poland",
    ]],
    ["• YouTube\n• Twitch", ["YouTube", "Twitch"]],
    ["ESPN+ / YouTube", ["ESPN+", "YouTube"]],
    // A remark in parentheses is not split, and is no part of the name.
    ["Velocity Sports Network (US, Canada) and Rally TV.", ["Velocity Sports Network", "Rally TV"]],
    ["a, a, b", ["a", "b"]],
    ["None", []],
    ["None to date", []],
    ["none; all coverage is streamed", []],
    ["Not yet - we are in talks with two operators", []],
    ["n/a", []],
  ];
  for (const [text, value] of cases) assert.deepEqual(parseList(text)?.value, value, text);
  assert.equal(parseList("   "), null);
});

Deno.test("matchLabel: the field a label names, and the near misses", () => {
  const cases: [string, QuestionnaireField | null][] = [
    ["Average attendance", "average_attendance"],
    ["Average stream viewers", "average_stream_viewers"],
    ["Average viewers per stream", "average_stream_viewers"],
    ["Average attendance per event", "average_attendance"],
    ["Annual viewership", "annual_viewership"],
    ["Founded", "founded_year"],
    ["Year founded", "founded_year"],
    ["Funding raised", null],
    ["Total funding raised to date", null],
    ["Number of teams", "teams_count"],
    ["Team count", "teams_count"],
    ["No. of teams", "teams_count"],
    ["Teams (2025 season)", "teams_count"],
    // A figure per team is no count of teams, nor of all athletes.
    ["Players per team", null],
    ["Events per season", "events_per_season"],
    ["Matches per event", "contests_per_event"],
    ["Markets", "markets"],
    ["Legal markets", "betting_legal_markets"],
    ["Revenue", "annual_revenue_usd"],
    ["Sponsorship revenue", "sponsorship_revenue_usd"],
    ["League", "league_name"],
    ["League website", "website"],
    ["Data latency (ms)", "data_latency_ms"],
    ["avg_stream_viewers", "average_stream_viewers"],
    ["growth_rate_percent", "growth_rate_percent"],
    // Questions: the league, the season and events are what every question is about.
    ["Q3. When was the league founded?", "founded_year"],
    ["Where is the league headquartered?", "headquarters"],
    ["Which broadcasters carry your events?", "broadcast_partners"],
    ["How many events are on the calendar each season?", "events_per_season"],
    ["Season", null],
    ["Question", null],
    ["constructor", null],
    ["__proto__", null],
  ];
  for (const [label, field] of cases) assert.equal(matchLabel(label)?.field ?? null, field, label);
  assert.equal(matchLabel("Number of teams")?.score, 1);
});

Deno.test("extractQuestionnaire: values by type, conflicts, contacts, currencies", () => {
  const { fields, field_confidence } = extractQuestionnaire({
    text: [
      "Annual revenue: €2.1m",
      "Sponsorship revenue (EUR): 500,000",
      "Growth rate: 0.35",
      "Season start: opens in October, finals in March",
      "Season length: 7 months",
      "Number of teams: 12",
      "Teams: 14",
      "Contact: Dana Reyes, VP Partnerships, dana@league.example, +1 555 010 0199",
      "Founded: in 2015, as a club series",
    ].join("\n"),
  });
  assert.equal(fields.annual_revenue_usd, Math.round(2_100_000 * USD_RATES.EUR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(500_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 35);
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.season_length_weeks, 30.3);
  assert.equal(fields.founded_year, 2015);
  // Two answers for one field: the first (equally well labelled) stays, trusted less.
  assert.equal(fields.teams_count, 12);
  assert.ok(field_confidence.teams_count! < 0.7);
  assert.equal(fields.contact_name, "Dana Reyes");
  assert.equal(fields.contact_title, "VP Partnerships");
  assert.equal(fields.contact_email, "dana@league.example");
  assert.equal(fields.contact_phone, "+1 555 010 0199");
  // Values the schema refuses are misreadings, left out.
  const odd = extractQuestionnaire({ text: "Number of teams: 2 billion\nFounded: long ago\n" });
  assert.equal(odd.fields.teams_count, undefined);
  assert.equal(odd.fields.founded_year, undefined);
  assert.equal(odd.unmatched.length, 2);
});

// ---------------------------------------------------------------------------------------------
// Fuzzing

/** mulberry32: a seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "Number of teams",
  "Founded",
  "Data latency",
  "Annual revenue",
  "Contact",
  "Q1. How many events are there?",
  "A:",
  ": ",
  " - ",
  " — ",
  " | ",
  "\t",
  "\n",
  "?",
  "twelve",
  "ninety-nine",
  "1,250,000",
  "1.2M",
  "450k",
  "€",
  "$",
  "%",
  "ms",
  "seconds",
  "sub-second",
  "Yes",
  "Not yet",
  "None",
  " and ",
  ";",
  "(",
  ")",
  "@",
  "a@b.example",
  "2019",
  "99999999999999999999999",
  "1e400",
  "-5",
  "May",
  "constructor",
  "__proto__",
  "🏉",
  "\u0000",
  "\uFFFD",
  "ä",
  " ",
  "x".repeat(120),
];

function randomText(next: () => number, length: number): string {
  let text = "";
  while (text.length < length) {
    text += next() < 0.6
      ? PIECES[Math.floor(next() * PIECES.length)]
      : String.fromCharCode(Math.floor(next() * 0x3000));
  }
  return text;
}

function randomJson(next: () => number, depth = 0): unknown {
  const pick = next();
  if (depth > 7 || pick < 0.3) return randomText(next, Math.floor(next() * 40));
  if (pick < 0.4) return Math.floor(next() * 1e7) / (next() < 0.5 ? 1 : 100);
  if (pick < 0.45) return next() < 0.5;
  if (pick < 0.5) return null;
  if (pick < 0.65) {
    return Array.from({ length: Math.floor(next() * 5) }, () => randomJson(next, depth + 1));
  }
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(next() * 6); i > 0; i--) {
    const key = next() < 0.7
      ? PIECES[Math.floor(next() * 5)].replace(/\s/g, "_")
      : randomText(next, 8);
    object[key] = randomJson(next, depth + 1);
  }
  return object;
}

Deno.test("fuzz: random text never throws and yields only what the schema accepts", () => {
  const next = random(20250301);
  for (let i = 0; i < 400; i++) {
    const text = randomText(next, Math.floor(next() * 3000));
    assertWellFormed(extractQuestionnaire({ text }), `text #${i}`);
    for (const parse of [parseNumber, parseLatency, parseBool, parseList]) {
      const parsed = parse(text.slice(0, 200));
      if (typeof parsed?.value === "number") assert.ok(Number.isFinite(parsed.value), text);
    }
    matchLabel(text.slice(0, 100));
  }
});

Deno.test("fuzz: random bytes decoded as text, and random JSON, never throw", () => {
  const next = random(7);
  const decoder = new TextDecoder();
  for (let i = 0; i < 100; i++) {
    const bytes = Uint8Array.from({ length: 4096 }, () => Math.floor(next() * 256));
    assertWellFormed(extractQuestionnaire({ text: decoder.decode(bytes) }), `bytes #${i}`);
    const json = randomJson(next);
    assertWellFormed(extractQuestionnaire({ text: JSON.stringify(json), json }), `json #${i}`);
  }
  // Not what the types promise, but what a careless caller might pass.
  const cyclic: Record<string, unknown> = { league: "Loop League" };
  cyclic.teams = [cyclic];
  cyclic.nested = cyclic;
  const odd: unknown[] = [
    { text: undefined },
    { text: "", json: [] },
    { text: "", json: "x" },
    { text: "", json: cyclic },
  ];
  for (const [i, input] of odd.entries()) {
    const extraction = extractQuestionnaire(input as { text: string; json?: unknown });
    assertWellFormed(extraction, `odd input #${i}`);
  }
  assert.equal(extractQuestionnaire({ text: "", json: cyclic }).fields.league_name, "Loop League");
});

/** The fastest of `runs` extractions of `text`, in milliseconds. */
function fastest(text: string, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    assertWellFormed(extractQuestionnaire({ text }), `${text.length} characters`);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

// How fast is a benchmark's question, not a test's: what a test can hold on any machine is the
// shape of the cost. Ten times the text may cost about ten times the time, not a hundred (a
// regex tried position by position, a lookup per line over all lines).
Deno.test("fuzz: 100 KB of adversarial text extracts in time linear in its length", () => {
  const next = random(42);
  const inputs = [
    randomText(next, 100_000),
    new TextDecoder().decode(Uint8Array.from({ length: 100_000 }, () => Math.floor(next() * 256))),
    // One long line of letters: no regex may try it position by position.
    "a".repeat(100_000),
    "Number of teams: 12\nQ1. How many?\n".repeat(3000),
    // Long runs of capitals without a space: a name's words are bounded, not scanned to the end.
    `${"ABCDEFGHIJKLMNOPQRSTUVWXYZ".repeat(54)}\n`.repeat(70),
  ];
  for (const [i, text] of inputs.entries()) {
    const tenth = fastest(text.slice(0, text.length / 10), 3);
    const whole = fastest(text, 2);
    assert.ok(whole < 30 * Math.max(tenth, 5), `input #${i}: ${whole} ms, a tenth ${tenth} ms`);
  }
});
