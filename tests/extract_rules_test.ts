/**
 * The extractor's rules, one test each, on short inputs written the way leagues write: labels
 * without colons, tables of any width, answers in sentences, numbers in words, ranges, hedges,
 * scales and currencies, per-event and season audiences, a title that is not the league's name,
 * JSON keys in any case, bilingual forms, e-mail replies. And the rule over all of them: a value
 * is never returned without the text it was read from.
 */
import assert from "node:assert/strict";
import {
  extractQuestionnaire,
  parseBool,
  parseList,
  parseMoney,
  parseNumber,
  parsePercent,
  USD_RATES,
} from "../services/questionnaire/extract/mod.ts";
import { rankLabel, tokens } from "../services/questionnaire/extract/labels.ts";
import { currencyContext, currencyIn } from "../services/questionnaire/extract/money.ts";
import { parseLatency, parseMonth } from "../services/questionnaire/extract/values.ts";
import { compoundNumber, numberMentions } from "../services/questionnaire/extract/numbers.ts";
import type { Extraction } from "../services/questionnaire/schema.ts";

const YEAR = 2026;
const extract = (text: string) => extractQuestionnaire({ text }, { year: YEAR });
const extractJson = (json: unknown) =>
  extractQuestionnaire({ text: JSON.stringify(json, null, 2), json }, { year: YEAR });

/** Every value has evidence, and the evidence is text of the document. */
function assertEvidenced(extraction: Extraction, document: string) {
  for (const field of Object.keys(extraction.fields) as (keyof Extraction["evidence"])[]) {
    const evidence = extraction.evidence[field];
    assert.ok(evidence, `${field}: no evidence`);
    if (evidence.via === "catalog") continue;
    const squash = (s: string) => s.replace(/\s+/g, " ").trim();
    assert.ok(
      squash(document).includes(squash(evidence.text).slice(0, 60)),
      `${field}: evidence "${evidence.text}" is not in the document`,
    );
  }
}

Deno.test("labels without a colon: table rows, 'Founded 1998', 'Est. 2004', 'Average gate'", () => {
  const text = [
    "FJORDLINE SPRINT KAYAK SERIES",
    "League name        Fjordline Sprint Kayak Series",
    "Est. 1998",
    "Average gate 3,200 per performance",
    "Teams              12",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.league_name, "Fjordline Sprint Kayak Series");
  assert.equal(fields.founded_year, 1998);
  assert.equal(fields.average_attendance, 3200);
  assert.equal(fields.teams_count, 12);
});

Deno.test("tables: a header naming the answer column, a number column, a group cell", () => {
  const text = [
    "| # | Question | Answer | Notes |",
    "|---|---|---|---|",
    "| 1 | Number of clubs | 16 | two more in 2027 |",
    "| Participants | Registered players | 480 | |",
    "| 3 | Data latency | 2 s | measured Q3 2025 |",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.athletes_count, 480);
  assert.equal(fields.data_latency_ms, 2000);
});

Deno.test("a PDF table's wrapped cell (leading tabs) joins its cell", () => {
  const text = [
    "5\tCountries / markets\tIndia, Bangladesh, Nepal, Sri",
    "\t\tLanka, UAE, UK",
    "6\tNumber of teams\t12 franchises",
  ].join("\n");
  const { fields } = extract(text);
  assert.deepEqual(fields.markets, ["India", "Bangladesh", "Nepal", "Sri Lanka", "UAE", "UK"]);
  assert.equal(fields.teams_count, 12);
});

Deno.test("answers in sentences, and numbers in words", () => {
  const text = [
    "The Harbour Darts League was founded in 2004.",
    "We hold nine main cards a year, and Eighteen clubs compete in the top division.",
    "Each card has a dozen matches.",
  ].join(" ");
  const { fields } = extract(text);
  assert.equal(fields.league_name, "Harbour Darts League");
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.events_per_season, 9);
  assert.equal(fields.teams_count, 18);
  assert.equal(fields.contests_per_event, 12);
});

Deno.test("numbers: separators of every kind, k / m / bn, words", () => {
  const cases: [string, number][] = [
    ["3.200 spectators", 3200],
    ["1'310", 1310],
    ["1 250 000", 1_250_000],
    ["2.4m", 2_400_000],
    ["450k", 450_000],
    ["1.2 bn", 1_200_000_000],
    ["1,5 millioner", 1_500_000],
    ["twenty-two", 22],
    ["half a million", 500_000],
  ];
  for (const [text, value] of cases) assert.equal(parseNumber(text)?.value, value, text);
});

Deno.test("ranges: the range is kept and the midpoint scored", () => {
  const extraction = extract("Average attendance: 2,000–3,000 per event");
  assert.equal(extraction.fields.average_attendance, 2500);
  assert.deepEqual(extraction.evidence.average_attendance?.range, [2000, 3000]);
  assert.deepEqual(parseNumber("between 40 and 50 matches")?.range, [40, 50]);
  // A span of years or a score is no range.
  assert.equal(parseNumber("2023-2024")?.range, undefined);
});

Deno.test("hedged and negative answers are not a yes", () => {
  const cases: [string, boolean][] = [
    ["Integrity programme: Not formally", false],
    ["Integrity programme: planned for 2027", false],
    ["Official data feed: None yet", false],
    ["Official data feed: in development with a supplier", false],
    ["Integrity programme: Yes – adopted in 2022, with external monitoring", true],
    ["Anti-doping: Swiss Sport Integrity", true],
  ];
  for (const [text, value] of cases) {
    const { fields } = extract(text);
    const got = fields.integrity_program ?? fields.has_official_data_feed ??
      fields.anti_doping_policy;
    assert.equal(got, value, text);
  }
  const partners = extract("Betting partners: None yet – in discussions with two operators");
  assert.deepEqual(partners.fields.existing_betting_partners, []);
  // "TBC" and "n/a" answer nothing.
  assert.equal(extract("Data latency: TBC").fields.data_latency_ms, undefined);
});

Deno.test("money: any currency of the rate table, the amount as written kept", () => {
  const nok = parseMoney("42 millioner kr", "", currencyContext("Bergen, Norway"));
  assert.equal(nok?.value, Math.round(42_000_000 * USD_RATES.NOK));
  assert.deepEqual(nok?.original, { amount: 42_000_000, currency: "NOK" });
  assert.deepEqual(parseMoney("6,2 MSEK", "")?.original, { amount: 6_200_000, currency: "SEK" });
  assert.equal(parseMoney("CHF 2'450'000", "")?.value, Math.round(2_450_000 * USD_RATES.CHF));
  assert.equal(parseMoney("R6.8 million", "")?.original?.currency, "ZAR");
  assert.equal(parseMoney("₹4.8 bn", "")?.original?.currency, "INR");
  // "$" is the dollar of the document's country; USD where none is named.
  assert.equal(
    parseMoney("$3.4 million", "", currencyContext("Hamilton, Ontario"))?.original?.currency,
    "CAD",
  );
  assert.equal(parseMoney("$3.4 million", "")?.original?.currency, "USD");
  for (const code of Object.keys(USD_RATES)) assert.ok(USD_RATES[code] > 0, code);
});

Deno.test("audiences: per event and per season kept apart", () => {
  const { fields } = extract(
    "Around 40,000 watch each race night live on YouTube, and 2.4 million cumulative viewers " +
      "followed the season.",
  );
  assert.equal(fields.average_stream_viewers, 40_000);
  assert.equal(fields.annual_viewership, 2_400_000);
  const table = extract("Viewers per event: 18,500\nSeason viewership: 1,100,000");
  assert.equal(table.fields.average_stream_viewers, 18_500);
  assert.equal(table.fields.annual_viewership, 1_100_000);
});

Deno.test("a document's title is not the league's name", () => {
  const { fields } = extract(
    "SPORTSBOOK PARTNERSHIP QUESTIONNAIRE – RESPONSE\n\nThe Coastal Padel Tour runs 14 stops a year.",
  );
  assert.equal(fields.league_name, "Coastal Padel Tour");
  assert.equal(fields.events_per_season, 14);
});

Deno.test("JSON keys in camelCase, snake_case, Title Case, nested, and question/answer arrays", () => {
  const camel = extractJson({
    leagueName: "Atlas Korfball League",
    foundedYear: 2001,
    numberOfTeams: 10,
  });
  assert.equal(camel.fields.league_name, "Atlas Korfball League");
  assert.equal(camel.fields.founded_year, 2001);
  assert.equal(camel.fields.teams_count, 10);
  const title = extractJson({
    "League Name": "Atlas Korfball League",
    "Average Attendance": "1,250",
  });
  assert.equal(title.fields.average_attendance, 1250);
  const nested = extractJson({
    league: { name: "Atlas Korfball League", founded: "2001" },
    contact: { name: "Mia de Vries", email: "mia@atlas.example" },
    audience: { social: { instagram: 31_200, facebook: 14_600 } },
  });
  assert.equal(nested.fields.league_name, "Atlas Korfball League");
  assert.equal(nested.fields.contact_name, "Mia de Vries");
  assert.equal(nested.fields.social_followers, 45_800);
  const qa = extractJson({
    answers: [{ question: "How many teams?", answer: "Ten" }, { q: "Founded", a: "2001" }],
  });
  assert.equal(qa.fields.teams_count, 10);
  assert.equal(qa.fields.founded_year, 2001);
  assert.equal(qa.evidence.teams_count?.path, "answers.How many teams?");
});

Deno.test("bilingual labels and answers: the English half", () => {
  const text = [
    "Antall lag / Number of teams: 8",
    "Dommere / Officiating: løpsjury og veterinærer / race jury and vets",
    "Spillpartnere / Betting partners: Ingen / None",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.teams_count, 8);
  assert.equal(fields.officiating, "race jury and vets");
  assert.deepEqual(fields.existing_betting_partners, []);
});

Deno.test("an e-mail reply: quoted questions, inline answers, the signature, not the original", () => {
  const text = [
    "> How many teams do you have?",
    "",
    "Twelve, plus two in the second tier.",
    "",
    "> Do you have an official live data feed?",
    "",
    "Not yet, it is planned for next season.",
    "",
    "Kind regards",
    "",
    "Priya Raman",
    "Head of Partnerships",
    "priya@harbourleague.example",
    "",
    "-----Original Message-----",
    "Number of teams: 99",
  ].join("\n");
  const extraction = extract(text);
  assert.equal(extraction.fields.teams_count, 12);
  assert.equal(extraction.fields.has_official_data_feed, false);
  assert.equal(extraction.fields.contact_name, "Priya Raman");
  assert.equal(extraction.fields.contact_title, "Head of Partnerships");
  assert.equal(extraction.fields.contact_email, "priya@harbourleague.example");
  assertEvidenced(extraction, text);
});

Deno.test("distractors are no facts: question numbers, dates, registry numbers, page numbers", () => {
  const text = [
    "Q7. When was the form completed? 22 April 2026",
    "Org.nr 802455-1234 · Page 2 of 3",
    "Fax +46 60 555 12 99",
  ].join("\n");
  const { fields } = extract(text);
  for (
    const field of ["teams_count", "events_per_season", "athletes_count", "average_attendance"]
  ) {
    assert.equal(fields[field as keyof typeof fields], undefined, field);
  }
});

Deno.test("never invented: every value carries its evidence, with its page and line", () => {
  const text = [
    "League name: Ridge Cycling Criterium Series",
    "Founded: 2011",
    "\f",
    "Average attendance: 2,400",
    "Data latency: about two seconds",
  ].join("\n");
  const extraction = extract(text);
  assertEvidenced(extraction, text);
  assert.equal(extraction.fields.data_latency_ms, 2000);
  assert.equal(extraction.evidence.founded_year?.page, 1);
  assert.equal(extraction.evidence.founded_year?.line, 2);
  assert.equal(extraction.evidence.average_attendance?.page, 2);
  // Nothing in a document, nothing out of it.
  assert.deepEqual(
    extract("Thank you for your questionnaire. We will reply next week.").fields,
    {},
  );
});

Deno.test("numbered questions without a question mark, and answers under 'Respuesta:'", () => {
  const text = [
    "3. Año de fundación (Year founded)",
    "La liga se fundó en 1994.",
    "",
    "6. Número de equipos o clubes participantes (Number of teams)",
    "Compiten dieciséis clubes.",
    "",
    "9. ¿En qué mes empieza la temporada? (Season start month)",
    "Respuesta: La temporada arranca en septiembre.",
    "",
    "17. Cadenas de televisión (Broadcast partners)",
    "Respuesta: ETB1 y Teledeporte.",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.founded_year, 1994);
  assert.equal(fields.season_start_month, "September");
  assert.deepEqual(fields.broadcast_partners, ["ETB1", "Teledeporte"]);
});

Deno.test("forms with ticks, CSV exports and nested notes", () => {
  const ticks = extract(
    "Official data feed:  [ ] Yes  [x] No\nIntegrity programme: ☑ Yes ☐ No\nAnti-doping policy: Yes / (No)",
  );
  assert.equal(ticks.fields.has_official_data_feed, false);
  assert.equal(ticks.fields.integrity_program, true);
  assert.equal(ticks.fields.anti_doping_policy, false);
  const csv = extract(
    'field,answer,comment\nteams,12,2 more on the waiting list\ninstagram followers,"1,850",\nbased in,Leeds,no office',
  );
  assert.equal(csv.fields.teams_count, 12);
  assert.equal(csv.fields.social_followers, 1850);
  assert.equal(csv.fields.headquarters, "Leeds");
  const yaml = extract(
    "players:\n  rostered: 224          # 28 per team\nteam_list:\n  - Ottawa Outlaws\n  - Toronto Tide\nseason:\n  starts: May",
  );
  assert.equal(yaml.fields.athletes_count, 224);
  assert.equal(yaml.fields.season_start_month, "May");
});

Deno.test("a season's label answered with months: the start month, and a stated length", () => {
  const text = [
    "Season\tMarch to November (8 months)",
    "Kick-off\tnot a month",
    "Founded\t2004",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.season_start_month, "March");
  assert.equal(found.fields.season_length_weeks, 34.7);
  assertEvidenced(found, text);
  // A span across the new year is still its first month; the length is not guessed from it.
  const darts = extract("Season runs | September 2025 – April 2026\n");
  assert.equal(darts.fields.season_start_month, "September");
  assert.equal(darts.fields.season_length_weeks, undefined);
  // A label answered on the next line in two languages, and a date that is no season.
  const form = extract(
    "Sesongstart / Season start\njanuar / January\nStart of operations: March 2004\n",
  );
  assert.equal(form.fields.season_start_month, "January");
});

Deno.test("numbered labels answered in a sentence below; audiences per live match or '/ event'", () => {
  const text = [
    "12) Impianti principali / Main venues",
    "Bocciodromo comunale di Bergamo, PalaBocce di Alessandria.",
    "15) Spettatori medi per diretta streaming / Average stream viewers",
    "Circa 2.500 spettatori collegati per diretta.",
  ].join("\n");
  const found = extract(text);
  assert.deepEqual(found.fields.venues, [
    "Bocciodromo comunale di Bergamo",
    "PalaBocce di Alessandria",
  ]);
  assert.equal(found.fields.average_stream_viewers, 2500);
  assertEvidenced(found, text);
  assert.equal(
    extract("Viewers per live match | ca 18.500\n").fields.average_stream_viewers,
    18500,
  );
  assert.equal(
    extract("C4 Avg. live viewers / event .: approx. 7,000 per round\n").fields
      .average_stream_viewers,
    7000,
  );
});

Deno.test("'mil': thousands in Spanish and Portuguese, millions when abbreviated in Czech", () => {
  assert.equal(parseNumber("aprox. 7 mil en vivo")?.value, 7000);
  assert.equal(parseNumber("6,8 mil. Kč")?.value, 6_800_000);
});

Deno.test("ranges and scale words in Italian, Portuguese and Spanish", () => {
  // A range reads as its midpoint, with the range kept.
  const range = (text: string) => parseNumber(text)?.range;
  assert.deepEqual(range("Tra 150 e 300 spettatori per incontro."), [150, 300]);
  assert.deepEqual(range("Entre 200 e 400 pessoas por jornada."), [200, 400]);
  assert.equal(parseNumber("€ 1,35 milioni (bilancio 2025)")?.value, 1_350_000);
  assert.equal(parseNumber("95 mila euro")?.value, 95_000);
});

Deno.test("contacts: honorifics and abbreviations, labelled cells on one line, a game's format", () => {
  const text = [
    "Contact",
    "Name: __Chloe Whitfield__    Position: __League Secretary (volunteer)__",
    "Sport: Dodgeball    Format: 6-a-side, mixed, foam balls",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.contact_name, "Chloe Whitfield");
  assert.equal(found.fields.contact_title, "League Secretary (volunteer)");
  assert.equal(found.fields.data_feed_format, undefined);
  assertEvidenced(found, text);
  assert.equal(extract("Job title\tHon. Secretary\n").fields.contact_title, "Hon. Secretary");
  assert.equal(
    extract("Contact Name: Lic. Ramiro Villaseñor Ortega\n").fields.contact_name,
    "Ramiro Villaseñor Ortega",
  );
  const italian = extract(
    "Referente / Contact person: Dott.ssa Chiara Locatelli — Segretaria generale\n",
  );
  assert.equal(italian.fields.contact_name, "Chiara Locatelli");
  assert.equal(italian.fields.contact_title, "Segretaria generale");
});

Deno.test("a yes/no label that carries its answer; a key under its section", () => {
  assert.equal(
    extract("Integrity programme Not yet – to be set up with a betting partner\n").fields
      .integrity_program,
    false,
  );
  assert.equal(
    extract("6. No formal integrity programme yet - the draft policy goes to our board in May.\n")
      .fields.integrity_program,
    false,
  );
  const yaml = "integrity:\n  formal_programme: no\n  anti_doping: yes\n";
  assert.equal(extract(yaml).fields.integrity_program, false);
  assert.equal(extract(yaml).fields.anti_doping_policy, true);
});

Deno.test("results kept since a year, in any language; a key left unanswered asks nothing", () => {
  const years = (text: string) => extract(text).fields.historical_data_years;
  assert.equal(
    years("22) Dati storici / Historical data\nArchivio risultati completo dal 2010.\n"),
    16,
  );
  assert.equal(
    years("Historique des résultats | Depuis 2014 (saisons précédentes non archivées)\n"),
    12,
  );
  assert.equal(years("Results archive since 2016 (AKL 1).\n"), 10);
  const yaml =
    "audience:\n  age_18_34: ?   # ask the broadcaster\n\ndata:\n  history_since: 2015\n";
  assert.equal(years(yaml), 11);
  assert.equal(extract(yaml).fields.audience_age_18_34_percent, undefined);
});

Deno.test("lists: remarks in parentheses are no part of a name; options ticked across a line", () => {
  assert.deepEqual(
    extract("Kringkasting / Broadcast partners: TV Nord (sammendrag / highlights)\n").fields
      .broadcast_partners,
    ["TV Nord"],
  );
  assert.deepEqual(
    extract("Streaming platforms: YouTube, Twitch and SkylineTV (our own app).\n").fields
      .streaming_platforms,
    ["YouTube", "Twitch", "SkylineTV"],
  );
  const form = "3.4 Streaming:   [x] YouTube   [ ] Twitch   [x] Facebook Live   [ ] Other: ____\n";
  assert.deepEqual(extract(form).fields.streaming_platforms, ["YouTube", "Facebook Live"]);
});

Deno.test("where betting is legal, said in a sentence in several ways", () => {
  const markets = (text: string) => extract(`${text}\n`).fields.betting_legal_markets;
  assert.deepEqual(
    markets("Betting on shinty is legal in the UK, and I gather one or two take bets."),
    [
      "UK",
    ],
  );
  assert.deepEqual(
    markets(
      "Betting on the Championship remains legal and regulated in New Zealand and Australia only.",
    ),
    ["New Zealand", "Australia"],
  );
  assert.deepEqual(
    markets(
      "Markets on our races are offered legally under licence in the United Kingdom and Malta.",
    ),
    ["United Kingdom", "Malta"],
  );
  assert.deepEqual(
    markets("• Betting on AKL is licensed in Serbia, Montenegro and Bosnia and Herzegovina."),
    [
      "Serbia",
      "Montenegro",
      "Bosnia and Herzegovina",
    ],
  );
  assert.equal(markets("Betting is not permitted in Egypt."), undefined);
});

Deno.test("a form printed in two columns side by side is read column by column", () => {
  const text = [
    "A. DATOS GENERALES                   | D. AUDIENCIA",
    "Nombre de la liga ...: Liga Pampeana | Público promedio por jornada ..: 4.200",
    "Año de fundación ....: 1996          | Canales de TV .................: ESPN, TyC Sports",
    "Sede ................: Pilar         | Streaming .....................: Disney+, YouTube",
    "Equipos .............: 10            |",
    "Torneos por temporada: 4             | E. DATOS",
    "Partidos por torneo .: 15            | Latencia ......................: 5 segundos",
    "Ingresos anuales ....: ARS 4.200 millones | Resultados históricos desde ...: 2005",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.league_name, "Liga Pampeana");
  assert.equal(found.fields.founded_year, 1996);
  assert.equal(found.fields.teams_count, 10);
  assert.equal(found.fields.average_attendance, 4200);
  assert.deepEqual(found.fields.broadcast_partners, ["ESPN", "TyC Sports"]);
  assert.deepEqual(found.fields.streaming_platforms, ["Disney+", "YouTube"]);
  assert.equal(found.fields.historical_data_years, 21);
  // "4.200 millones": thousands before a Spanish scale word, not a decimal.
  assert.deepEqual(found.evidence.annual_revenue_usd?.original, {
    amount: 4_200_000_000,
    currency: "ARS",
  });
  assertEvidenced(found, text);
});

Deno.test("answers by question number above a forwarded questionnaire; one sentence a field", () => {
  const text = [
    "Hi Tom, answers by question number, your questions are at the bottom.",
    "",
    "1 - Arabian Gulf Offshore Series. Offshore powerboat racing.",
    "2 - 2009. Office is Abu Dhabi.",
    "3 - 16 teams confirmed for 2026-27 (we had 14 last season), 40 licensed racers.",
    "4 - Revenue 2025 AED 58.7m. Sponsorship USD 9.4m (that includes the title",
    "    deal, USD 6.2m).",
    "",
    "-------- Forwarded Message --------",
    ">> 1. Full name of the competition and the sport.",
    ">> 2. Year founded, and where is the league office?",
    ">> 3. Number of teams and licensed racers for the coming season.",
    ">> 4. Annual revenue and sponsorship revenue",
    ">>    (last full year).",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.teams_count, 16);
  assert.equal(found.fields.founded_year, 2009);
  assert.deepEqual(found.evidence.annual_revenue_usd?.original, {
    amount: 58_700_000,
    currency: "AED",
  });
  assert.deepEqual(found.evidence.sponsorship_revenue_usd?.original, {
    amount: 9_400_000,
    currency: "USD",
  });
  assertEvidenced(found, text);
});

Deno.test("an e-mail answered inline under the quoted original; casual answers", () => {
  const text = [
    "Bula Sam,",
    "answers inline below, sorry some are a bit rough.",
    "",
    "-----Original Message-----",
    "From: Sam Whitfield <partnerships@pacificodds.com>",
    "",
    "> 1. What is the full name of your league?",
    "",
    "Suva Touch League (STL). we run under Touch Fiji but its our own comp",
    "",
    "> 2. Sport",
    "",
    "touch rugby, 6-a-side",
    "",
    "> 4. How many teams take part?",
    "",
    "22 teams this season - mixed, mens and womens divisions all counted",
    "",
    "> 7. How many events (rounds, game nights, tournaments) per season?",
    "",
    "its one night a week, tuesdays, so ~20 nights incl finals night",
    "",
    "> 11. Is the league broadcast? Who are your broadcast partners?",
    "",
    "not really. someone films the grand final on their phone for the fb page",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.league_name, "Suva Touch League");
  assert.equal(found.fields.teams_count, 22);
  assert.equal(found.fields.events_per_season, 20);
  assert.deepEqual(found.fields.broadcast_partners, []);
  assertEvidenced(found, text);
});

Deno.test("an Indonesian form: labels, yes/no, months, scale words and units", () => {
  const text = [
    "1 | Nama liga | Liga Bulu Tangkis Nusantara",
    "3 | Tahun berdiri | 2017",
    "6 | Jumlah klub | 8 klub",
    "8 | Bulan dimulainya musim | Juli",
    "9 | Lama musim | ± 4 bulan",
    "15 | Pemirsa TV + streaming per musim (kumulatif) | 44 juta",
    "19 | Feed data resmi secara langsung (live) | Ada – JSON melalui WebSocket",
    "20 | Latensi | ± 2 detik",
    "23 | Mitra taruhan saat ini | Tidak ada",
    "24 | Pendapatan tahunan 2025 | Rp 180 miliar (angka sementara)",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.league_name, "Liga Bulu Tangkis Nusantara");
  assert.equal(found.fields.founded_year, 2017);
  assert.equal(found.fields.teams_count, 8);
  assert.equal(found.fields.season_start_month, "July");
  assert.equal(found.fields.season_length_weeks, 17.3);
  assert.equal(found.fields.annual_viewership, 44_000_000);
  assert.equal(found.fields.has_official_data_feed, true);
  assert.equal(found.fields.data_latency_ms, 2000);
  assert.deepEqual(found.fields.existing_betting_partners, []);
  assert.deepEqual(found.evidence.annual_revenue_usd?.original, { amount: 180e9, currency: "IDR" });
  assertEvidenced(found, text);
});

Deno.test("a count's own noun says what it counts; founding members are no count of today", () => {
  const found = extract(
    "In der Superliga spielen zehn Vereine mit zusammen rund 150 lizenzierten Spielern.\n",
  );
  assert.equal(found.fields.teams_count, 10);
  assert.equal(found.fields.athletes_count, 150);
  const history = extract(
    "La Liga Charra Profesional nació en 2011 con 14 asociaciones fundadoras.\n",
  );
  assert.equal(history.fields.teams_count, undefined);
});

Deno.test("facts stated in German, Spanish and Portuguese sentences", () => {
  const german = extract(
    "Sitz der Liga ist Linz, Oberösterreich. Die Feldsaison dauert rund 20 Wochen.\n\nErgebnisse liegen uns lückenlos seit 2004 vor.\n",
  );
  assert.equal(german.fields.headquarters, "Linz, Oberösterreich");
  assert.equal(german.fields.season_length_weeks, 20);
  assert.equal(german.fields.historical_data_years, 22);
  const spanish = extract("La temporada comienza en marzo y dura unas 30 semanas.\n");
  assert.equal(spanish.fields.season_start_month, "March");
  assert.equal(spanish.fields.season_length_weeks, 30);
  assert.equal(
    extract("A liga, com sede em Belo Horizonte, joga.\n").fields.headquarters,
    "Belo Horizonte",
  );
});

Deno.test("compound words of German and the Nordic languages are read as their parts", () => {
  const text = [
    "Saisonbeginn | Mai",
    "Saisondauer | ca. 20 Wochen (inkl. Final Four)",
    "Begegnungen je Spieltag | 5",
    "Historische Ergebnisse | seit 2004",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.season_start_month, "May");
  assert.equal(found.fields.season_length_weeks, 20);
  assert.equal(found.fields.contests_per_event, 5);
  assert.equal(found.fields.historical_data_years, 22);
  assertEvidenced(found, text);
});

Deno.test("Spanish: a column of venues under a table header, names in a sentence answer", () => {
  const text = [
    "13. Recintos",
    "Recinto | Ciudad | Capacidad",
    "Gimnasio Municipal de Ñuñoa | Santiago | 1.800",
    "Gimnasio Regional de Talca | Talca | 1.200",
    "16. Espectadores promedio por transmisión",
    "Cada transmisión en vivo promedia unos 4 mil espectadores conectados.",
    "18. Plataformas de streaming",
    "Transmitimos todos los partidos por YouTube y algunos también por Facebook Live.",
  ].join("\n");
  const found = extract(text);
  assert.deepEqual(found.fields.venues, [
    "Gimnasio Municipal de Ñuñoa",
    "Gimnasio Regional de Talca",
  ]);
  assert.equal(found.fields.average_stream_viewers, 4000);
  assert.deepEqual(found.fields.streaming_platforms, ["YouTube", "Facebook Live"]);
  assertEvidenced(found, text);
});

Deno.test("anti-doping answered with the testing done is a policy in place", () => {
  const doping = (text: string) => extract(`${text}\n`).fields.anti_doping_policy;
  assert.equal(doping("Anti-doping | WADA-code testing programme"), true);
  assert.equal(
    doping("Anti-doping: testing by ADAS (Anti-Doping Agency of Serbia) at every card."),
    true,
  );
  assert.equal(doping("Anti-doping: no testing at our level"), false);
  assert.equal(doping("Anti-doping: testing planned for 2027"), false);
});

Deno.test("rounds in other languages; plural label words found by their singular", () => {
  const found = extractJson({
    spiele_pro_runde: 6,
    "Rodadas por temporada": 46,
    "Jogos por rodada": 12,
  });
  assert.equal(found.fields.events_per_season, 46);
  assert.equal(found.fields.contests_per_event, 6);
});

Deno.test("signatures: below a '--' delimiter, or under the sender's own first name", () => {
  const chain = [
    "From: Reem Haddad <reem.haddad@agos-racing.ae>",
    "",
    "Answers below.",
    "",
    "Best,",
    "Reem",
    "",
    "--",
    "Reem Haddad | Partnerships Manager",
    "Arabian Gulf Offshore Series",
  ].join("\n");
  assert.equal(extract(chain).fields.contact_title, "Partnerships Manager");
  const email = [
    "From: Morag Henderson <moraghenderson58@btinternet.com>",
    "",
    "Its the Esk Valley Bowls League, 11 clubs in it this year.",
    "",
    "Morag",
    "League Secretary, EVBL",
  ].join("\n");
  const found = extract(email);
  assert.equal(found.fields.contact_name, "Morag Henderson");
  assert.equal(found.fields.contact_title, "League Secretary");
});

Deno.test("Russian scale words; audiences per Grand Prix", () => {
  assert.equal(parseNumber("9,4 млн")?.value, 9_400_000);
  assert.equal(parseNumber("120 тыс. зрителей")?.value, 120_000);
  assert.equal(
    extract("Our live coverage averaged 240,000 viewers per Grand Prix.\n").fields
      .average_stream_viewers,
    240_000,
  );
});

Deno.test("a comma inside parentheses does not end a name", () => {
  assert.equal(
    extract("Sport | Bowls (outdoor, flat green)\n").fields.sport,
    "Bowls (outdoor, flat green)",
  );
});

Deno.test("a form tool's JSON responses keyed by Portuguese questions", () => {
  const found = extractJson({
    formulario: "Questionário de Parceiros",
    respostas: [{
      "Qual é o nome oficial da liga?": "Liga Brasileira de Beach Tennis (LBBT)",
      "Onde fica a sede da liga?": "Av. Atlântica 1702, sala 504 – Copacabana, Rio de Janeiro – RJ",
      "Quantos jogos são disputados por etapa?": "27 jogos por etapa",
      "Qual o público médio presencial por etapa?": "cerca de 2.800 pessoas por etapa",
      "Qual foi o recorde de público?": "7.450 (final 2025, Copacabana)",
      "Qual a audiência média por transmissão?": "210 mil espectadores por etapa (TV + streaming)",
      "A liga tem política antidoping?": "Sim, testes da ABCD nas etapas finais",
      "Quais são os parceiros de apostas atuais?": "Nenhum",
      "Telefone / WhatsApp": "+55 21 99876-5432",
    }],
  });
  assert.equal(found.fields.league_name, "Liga Brasileira de Beach Tennis");
  assert.equal(
    found.fields.headquarters,
    "Av. Atlântica 1702, sala 504 – Copacabana, Rio de Janeiro – RJ",
  );
  assert.equal(found.fields.contests_per_event, 27);
  assert.equal(found.fields.average_attendance, 2800);
  assert.equal(found.fields.average_stream_viewers, 210_000);
  assert.equal(found.fields.anti_doping_policy, true);
  assert.deepEqual(found.fields.existing_betting_partners, []);
  assert.equal(found.fields.contact_phone, "+55 21 99876-5432");
});

Deno.test("an Italian fact sheet: labels, 'a partita' for per match, a length in weeks", () => {
  const text = [
    "Disciplina \tPallapugno",
    "Inizio stagione \taprile",
    "Durata \tcirca 28 settimane, fino a metà ottobre",
    "Giornate \t26 (regular season e playoff)",
    "Sferisteri \tSferisterio Mermet, Sferisterio Augusto Manzo",
    "Telespettatori a partita \t38.000 in media",
    "Telespettatori a stagione \t1,2 milioni (TV + streaming)",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.sport, "Pallapugno");
  assert.equal(found.fields.season_start_month, "April");
  assert.equal(found.fields.season_length_weeks, 28);
  assert.equal(found.fields.events_per_season, 26);
  assert.deepEqual(found.fields.venues, ["Sferisterio Mermet", "Sferisterio Augusto Manzo"]);
  assert.equal(found.fields.average_stream_viewers, 38_000);
  assert.equal(found.fields.annual_viewership, 1_200_000);
  assertEvidenced(found, text);
  // A length that is no time says nothing of the season.
  assert.equal(extract("Length \t1.2 km\n").fields.season_length_weeks, undefined);
});

Deno.test("a change from one figure to another is no range; a letterhead in capitals is no person", () => {
  assert.equal(
    extract("Per la stagione 2026 la Serie A passa da 10 a 12 squadre.\n").fields.teams_count,
    12,
  );
  assert.deepEqual(parseNumber("entre 200 y 400 personas")?.range, [200, 400]);
  const letter = "Cordiali saluti,\n\nSUPERLEGA ITALIANA DI PALLAPUGNO\nSegreteria generale\n";
  assert.equal(extract(letter).fields.contact_name, undefined);
});

Deno.test("French labels: 'nombre de' counts, 'par journée' is per matchday, elisions", () => {
  const text = [
    "7. Nombre d’équipes | 16 clubs en 2026 (14 clubs en 2025).",
    "12. Nombre de rencontres par journée | 8 rencontres par journée.",
    "13. Lieux / équipements | Boulodrome du Pharo; Halle Paul-Ricard",
    "19. Audience moyenne par journée | 85 000 téléspectateurs en moyenne par journée.",
    "Chiffre d'affaires 2025 | 1 250 000 €",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.teams_count, 16);
  assert.equal(found.fields.contests_per_event, 8);
  assert.deepEqual(found.fields.venues, ["Boulodrome du Pharo", "Halle Paul-Ricard"]);
  assert.equal(found.fields.average_stream_viewers, 85_000);
  assert.deepEqual(found.evidence.annual_revenue_usd?.original, {
    amount: 1_250_000,
    currency: "EUR",
  });
  // In Spanish the same word is a name.
  assert.equal(
    extract("Nombre de la liga: Liga Nacional de Hockey Patín\n").fields.league_name,
    "Liga Nacional de Hockey Patín",
  );
});

Deno.test("the feed's format and the integrity partner named in sentences; Dutch hedges", () => {
  const text = [
    "8 - Yes. Live timing + GPS positions, JSON over MQTT, sub-800ms.",
    "",
    "Seit 2024 verfügen wir über ein formelles Integritätsprogramm in Zusammenarbeit mit Play Fair Code.",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.data_feed_format, "JSON over MQTT");
  assert.equal(found.fields.integrity_partner, "Play Fair Code");
  assertEvidenced(found, text);
  assert.equal(
    extract("Official live data feed: Nog niet (gepland 2027)\n").fields.has_official_data_feed,
    false,
  );
  assert.equal(extract("Integrity partner: n.v.t.\n").fields.integrity_partner, undefined);
});

Deno.test("a person's title stays as written, in both languages", () => {
  assert.equal(
    extract("Befattning / Title | Ordförande / Chair\n").fields.contact_title,
    "Ordförande / Chair",
  );
});

Deno.test("league names in compound words; 'Die Liga' names no league", () => {
  const name = (text: string) => extract(`${text}\n`).fields.league_name;
  assert.equal(
    name("Österreichische Faustball-Superliga\nLandstraße 85/3 • 4020 Linz"),
    "Österreichische Faustball-Superliga",
  );
  assert.equal(
    name("Süddeutsche Motoball-Liga e.V.\nZu 2.: Die Liga gibt es seit 1972."),
    "Süddeutsche Motoball-Liga",
  );
  assert.equal(
    name("la Superlega Italiana di Pallapugno, che organizza la Serie A, è nata nel 1998."),
    "Superlega Italiana di Pallapugno",
  );
});

Deno.test("yes/no facts stated in German, Spanish and Portuguese sentences, with their negations", () => {
  const german = extract(
    "Einen offiziellen Live-Datenfeed gibt es derzeit nicht.\n\nSeit 2024 verfügen wir über ein formelles Integritätsprogramm.\n\nEinen Vertrag mit einem Wettanbieter haben wir bisher nicht.\n",
  );
  assert.equal(german.fields.has_official_data_feed, false);
  assert.equal(german.fields.integrity_program, true);
  assert.deepEqual(german.fields.existing_betting_partners, []);
  const spanish = extract("Por el momento no contamos con un feed oficial en tiempo real.\n");
  assert.equal(spanish.fields.has_official_data_feed, false);
  const portuguese = extract(
    "Assinamos um contrato para a criação de um feed oficial ao vivo, que deve entrar em operação em junho de 2026.\n",
  );
  assert.equal(portuguese.fields.has_official_data_feed, false);
});

Deno.test("a feed's format named inside a form's answer", () => {
  const text = "Feed data resmi secara langsung (live) | Ada – JSON melalui WebSocket\n";
  const found = extract(text);
  assert.equal(found.fields.data_feed_format, "JSON melalui WebSocket");
  assertEvidenced(found, text);
});

Deno.test("dashed answers that ask back; followers on several platforms add up", () => {
  const text = [
    "- 8 teams this season",
    "- registered players - think its about 120? thats from the rego system",
    "- season starts in feb and goes through to the grand final in november",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.teams_count, 8);
  assert.equal(found.fields.athletes_count, 120);
  assertEvidenced(found, text);
  const followers = (text: string) => extract(`${text}\n`).fields.social_followers;
  assert.equal(
    followers("Follower sui social / Social followers: Facebook 18.400, Instagram 9.100."),
    27_500,
  );
  assert.equal(
    followers("Abonnés réseaux sociaux | Facebook 41 500 ; Instagram 18 200 ; TikTok 9 300"),
    69_000,
  );
  assert.equal(followers("Social followers: 310k"), 310_000);
});

Deno.test("a sport word in an address or in an organisation's name states no sport", () => {
  const text = [
    "From: Anna Berg <anna.berg@nordic-curling.example>",
    "",
    "Thanks for the questions, answers below.",
    "",
    "Anna Berg",
    "Federation of Curling Clubs 12 Harbour Road",
    "www.nordic-curling.example",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.sport, undefined);
  // A sport written in a sentence is still read.
  assert.equal(extract("We are a small curling league in the north.").fields.sport, "curling");
});

Deno.test("'Which statistics do you track?' asks for statistics, not for race tracks", () => {
  const text = [
    "7. Which statistics do you track?",
    "Lap times, overtakes and crashes, points per round, fastest laps.",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.venues, undefined);
  assert.deepEqual(found.fields.stats_tracked, [
    "Lap times",
    "overtakes and crashes",
    "points per round",
    "fastest laps",
  ]);
  assertEvidenced(found, text);
});

Deno.test("a list of commas: 'and' joins the last two items, not words inside an earlier one", () => {
  const list = (text: string) => extract(`Markets: ${text}\n`).fields.markets;
  assert.deepEqual(list("Kenya, Uganda and Tanzania"), ["Kenya", "Uganda", "Tanzania"]);
  assert.deepEqual(list("Chile, Peru and Bolivia, as far as we know"), [
    "Chile",
    "Peru",
    "Bolivia",
  ]);
  const stats = extract("Statistics tracked: goals and assists, saves, shots on target\n");
  assert.deepEqual(stats.fields.stats_tracked, ["goals and assists", "saves", "shots on target"]);
});

Deno.test("revenue and sponsorship asked together, one amount given: the amount the words name", () => {
  const total = extract(
    "> 9) Annual revenue and sponsorship?\n\nroughly 60 000 kr a year in total, fees plus a couple of sponsors\n",
  );
  assert.equal(total.fields.annual_revenue_usd !== undefined, true);
  assert.equal(total.fields.sponsorship_revenue_usd, undefined);
  const sponsorOnly = extract(
    "> 9) Annual revenue and sponsorship?\n\nour two sponsors give us €4,000 a year\n",
  );
  assert.equal(sponsorOnly.fields.annual_revenue_usd, undefined);
  assert.equal(sponsorOnly.fields.sponsorship_revenue_usd, 4000 * USD_RATES.EUR);
  // Named in its own sentence, the other one declined.
  const declined = extract(
    "12. What are your annual revenue and sponsorship revenue? — Revenue was USD 1.2 million last year. We would rather not give the sponsorship split.\n",
  );
  assert.equal(declined.fields.annual_revenue_usd, 1_200_000);
  assert.equal(declined.fields.sponsorship_revenue_usd, undefined);
  // An amount the answer does not name answers neither.
  const unnamed = extract("> 9) Annual revenue and sponsorship?\n\nabout $80,000\n");
  assert.equal(unnamed.fields.annual_revenue_usd, undefined);
  assert.equal(unnamed.fields.sponsorship_revenue_usd, undefined);
});

Deno.test("a signature under a closing is no label over the line below it", () => {
  const text = [
    "Answers to your questions are in the attached form.",
    "",
    "Med vennlig hilsen / Best regards",
    "",
    "Ingrid Haugen",
    "Daglig leder / Head of Office",
    "Vestlandsligaen i curling",
    "Tel +47 55 55 12 34",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.headquarters, undefined);
  assert.equal(found.fields.sport, undefined);
  assert.equal(found.fields.contact_name, "Ingrid Haugen");
  // The same lines in a form, with no closing above them, are a label and its answer.
  assert.equal(extract("Head office\nBergen, Norway\n").fields.headquarters, "Bergen, Norway");
});

Deno.test("a row under a document heading answers only what its own label names", () => {
  const text = [
    "The tour",
    "Founded \t\t1994",
    "Finals \t\tAlbany, 4–6 October 2026",
    "Grand final \t\tSaturday night",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.founded_year, 1994);
  assert.equal(found.fields.venues, undefined);
  // Keys nested under a key still answer it ("players:" / "rostered: 224").
  assert.equal(extract("players:\n  rostered: 224\n").fields.athletes_count, 224);
});

Deno.test("yes in the languages forms arrive in: 'Sì', 'Sí', 'Ja', 'Oui'", () => {
  for (const yes of ["Sì, dal 2024", "Sí, desde 2023", "Ja, seit 2022", "Oui, depuis 2021"]) {
    assert.equal(extract(`Official live data feed: ${yes}\n`).fields.has_official_data_feed, true);
  }
});

Deno.test("a PDF table cell wrapped onto a line in lower case goes on with its cell", () => {
  const text = [
    "14 \tHistorical results \tEvery bout since the",
    "\t\tinaugural 2015 season",
    "15 \tNumber of teams \t10",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.historical_data_years, YEAR - 2015);
  assert.equal(found.fields.stats_tracked, undefined);
  assert.equal(found.fields.teams_count, 10);
});

Deno.test("'across the two platforms' is no season: viewers per event stay per event", () => {
  const text = [
    "8. How is the league streamed, and what audience does it attract?",
    "Every game night is streamed on our app and on Twitch, and we average 3,200 live viewers per game night across the two.",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.average_stream_viewers, 3200);
  assert.equal(found.fields.annual_viewership, undefined);
  // Across a season is the season's.
  assert.equal(
    extract("Viewers across the season: 1.4 million\n").fields.annual_viewership,
    1_400_000,
  );
});

Deno.test("YouTube, Twitch or Facebook Live under 'Broadcast / streaming' is a stream, not a broadcaster", () => {
  const found = extract(
    "> 6. Broadcast / streaming\n\nwe put the cup final on YouTube last year, about 400 watched\n",
  );
  assert.equal(found.fields.broadcast_partners, undefined);
  assert.deepEqual(found.fields.streaming_platforms, ["YouTube"]);
  const mixed = extract("Broadcast partners: Sky Sports, Twitch\n");
  assert.deepEqual(mixed.fields.broadcast_partners, ["Sky Sports"]);
  assert.deepEqual(mixed.fields.streaming_platforms, ["Twitch"]);
});

Deno.test("a price or a fee ('£30 a team', '€8 per ticket') is no year's revenue", () => {
  assert.equal(
    extract("Annual revenue: entry is £30 a team plus £3 a player a night\n").fields
      .annual_revenue_usd,
    undefined,
  );
  assert.equal(
    extract("Sponsorship revenue: €8 per ticket goes to the clubs\n").fields
      .sponsorship_revenue_usd,
    undefined,
  );
  assert.equal(
    extract("Annual revenue: £30,000 a year\n").fields.annual_revenue_usd,
    Math.round(30_000 * USD_RATES.GBP),
  );
});

Deno.test("counts in sentences: 'after 12 rounds' is progress, 'for two rounds' a share of the calendar", () => {
  const soFar = extract("This season the average is 2 100 spectators per match after 12 rounds.");
  assert.equal(soFar.fields.events_per_season, undefined);
  assert.equal(soFar.fields.average_attendance, 2100);
  const share = extract("We are adding a new arena in Tromsø for two rounds next season.");
  assert.equal(share.fields.events_per_season, undefined);
  // "after 14 of 18 rounds": the season's rounds are the 18.
  assert.equal(
    extract("The average so far is 3 450 per match after 14 of 18 rounds.").fields
      .events_per_season,
    18,
  );
});

Deno.test("an opening day's crowd, said not to be representative, is no average attendance", () => {
  const text =
    "The opening day in Lyon drew 2 400 spectators (opening day, not representative of the average).";
  assert.equal(extract(text).fields.average_attendance, undefined);
  assert.equal(
    extract("Our season opener drew 2,400 spectators.").fields.average_attendance,
    undefined,
  );
  assert.equal(extract("We average 900 spectators a night.").fields.average_attendance, 900);
});

Deno.test("'our partner since 2021' dates a partnership, not the league's founding", () => {
  assert.equal(
    extract("BetNord has been our main sponsor since 2021 and also prices the final.").fields
      .founded_year,
    undefined,
  );
  assert.equal(extract("Nordbet is our main partner since 2022.\n").fields.founded_year, undefined);
  assert.equal(extract("Partner since: 2019\n").fields.founded_year, undefined);
  assert.equal(extract("We have been running since 1987.").fields.founded_year, 1987);
});

Deno.test("a label wrapped over two lines: the line that goes on with the phrase is no answer", () => {
  const text = ["Countries where the league", "is played or watched", "", "Founded", "2011"].join(
    "\n",
  );
  const found = extract(text);
  assert.equal(found.fields.markets, undefined);
  assert.equal(found.fields.founded_year, 2011);
});

Deno.test("venues: a kind of place ('home fields', 'local pubs and clubs') is no venue's name", () => {
  assert.equal(extract("Venues: home fields, see team list\n").fields.venues, undefined);
  assert.equal(extract("Venues: various local pubs\n").fields.venues, undefined);
  assert.deepEqual(
    extract("Venues: local pubs, the Red Lion, Jarrow Social Club\n").fields.venues,
    ["the Red Lion", "Jarrow Social Club"],
  );
});

Deno.test("a form's 'Country' is the league's home country, not its markets; drop-down arrows go", () => {
  const text = [
    "1. Competition",
    "Competition name * \tHighland Camanachd League",
    "Country * \tUnited Kingdom – Scotland ▾",
    "Markets \tScotland ▾",
  ].join("\n");
  const found = extract(text);
  assert.deepEqual(found.fields.markets, ["Scotland"]);
  assert.equal(extract("Country: Norway\n").fields.markets, undefined);
  assert.deepEqual(extract("Countries: Norway, Sweden\n").fields.markets, ["Norway", "Sweden"]);
  assert.deepEqual(
    extractJson({ location: { countries: ["Chile", "Peru"] } }).fields.markets,
    ["Chile", "Peru"],
  );
});

Deno.test("the respondent's role is not the contact's title when the contact is someone else", () => {
  const other = extractJson({
    "Respondent": "Sven Bakker",
    "Respondent Role": "Data & Operations",
    "Contact person": "Marloes van Dijk",
  });
  assert.equal(other.fields.contact_name, "Marloes van Dijk");
  assert.equal(other.fields.contact_title, undefined);
  const same = extract(
    "Respondent: Marloes van Dijk\nRespondent role: General Secretary\nContact person: Marloes van Dijk\n",
  );
  assert.equal(same.fields.contact_title, "General Secretary");
});

Deno.test("no in the ways people write it: 'no live data feed yet', 'don’t', 'нет', a remark first", () => {
  const feed = (text: string) => extract(text).fields.has_official_data_feed;
  assert.equal(
    feed("Scores are posted on the website after each game — no live data feed yet."),
    false,
  );
  assert.equal(feed("Live data feed: We don’t have any live data feed at the moment.\n"), false);
  assert.equal(feed("Официальный поток данных (Official data feed): нет (no)\n"), false);
  assert.equal(
    feed(
      "20. Existe um feed oficial de dados? (Official data feed)\nNão. Os resultados são publicados no site.\n",
    ),
    false,
  );
  // A doubt after "though" does not deny what the sentence says.
  assert.equal(
    extract(
      "Anti-doping: Players are covered by the national anti-doping rules, though I don’t think anyone here has been tested.\n",
    ).fields.anti_doping_policy,
    true,
  );
  assert.equal(extract("Anti-doping: Yes, but not formally\n").fields.anti_doping_policy, false);
});

Deno.test("a question's translation after its mark is no answer; 'Respuesta:' below it is", () => {
  const text = [
    "11. ¿Cuántos equipos participan? (Number of teams)",
    "Respuesta: 14 equipos.",
    "12. ¿Desde cuándo conservan datos históricos? (Historical data)",
    "Respuesta: Lo consultamos con el archivo y les contestamos.",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.teams_count, 14);
  assert.equal(found.fields.historical_data_years, undefined);
  assert.equal(found.fields.stats_tracked, undefined);
});

Deno.test("followers: a stated total wins over its parts; a row of platform blanks adds up", () => {
  const followers = (text: string) => extract(text).fields.social_followers;
  assert.equal(
    followers("Social media: Instagram 2 100 + Facebook 1 300, so about 3 400 in total.\n"),
    3400,
  );
  assert.equal(
    followers(
      "> Social media following?\n\nAbout 60k across Instagram and TikTok. Instagram is the biggest at 45k.\n",
    ),
    60_000,
  );
  assert.equal(
    followers("Social followers – Instagram: __1,200__   Facebook: __800__   X/Twitter: ______\n"),
    2000,
  );
});

Deno.test("officiating in a sentence: the whole description, up to where the sentence turns", () => {
  const officiating = (text: string) => extract(text).fields.officiating;
  assert.equal(
    officiating("Each heat is judged by five judges, two on the beach and three on the tower."),
    "five judges, two on the beach and three on the tower",
  );
  assert.equal(
    officiating(
      "Games are officiated by two referees, with a table official keeping time, and all players are licensed.",
    ),
    "two referees, with a table official keeping time",
  );
});

Deno.test("two counts asked together: each part answers the thing it names, whatever the order", () => {
  const found = extract(
    "3. Number of registered players and teams?\nTen clubs compete, with 240 registered players this season.\n",
  );
  assert.equal(found.fields.teams_count, 10);
  assert.equal(found.fields.athletes_count, 240);
});

Deno.test("a line that opens with a figure is that figure and its noun, not a label", () => {
  const found = extract("League at a glance\n16 clubs from 5 provinces\n");
  assert.notEqual(found.fields.teams_count, 5);
  assert.equal(extract("Founded 1998\n").fields.founded_year, 1998);
  assert.equal(extract("4. Teams 12\n").fields.teams_count, 12);
});

Deno.test("a count for each team is no league total", () => {
  const found = extract(
    "Each club registers 15 players, which brings the total of registered players to 180.",
  );
  assert.equal(found.fields.athletes_count, 180);
  assert.equal(extract("Cada equipo inscribe 14 jugadores.").fields.athletes_count, undefined);
});

Deno.test("streaming: the platform an item names, not the talk around it", () => {
  const streams = (text: string) => extract(text).fields.streaming_platforms;
  assert.deepEqual(streams("Streaming: some games streamed on YouTube\n"), ["YouTube"]);
  assert.deepEqual(streams("Streaming: Streaming on LeagueTV and Twitch.\n"), [
    "LeagueTV",
    "Twitch",
  ]);
  assert.deepEqual(
    streams("Streaming: SportApp; everything else goes out on our Facebook page\n"),
    ["SportApp", "Facebook"],
  );
  assert.equal(streams("Streaming: we film the finals sometimes\n"), undefined);
});

Deno.test("integrity partner: the body named as the one that monitors, in sentences and answers", () => {
  const partner = (text: string) => extract(text).fields.integrity_partner;
  assert.equal(
    partner("We renewed our agreement with Fair Play Monitoring, which monitors every match."),
    "Fair Play Monitoring",
  );
  assert.equal(
    partner("We are cooperating with the Sports Ethics Centre for monitoring and reporting."),
    "Sports Ethics Centre",
  );
  assert.equal(
    partner("Riders are licensed by the Northern Racing Board, which also oversees integrity."),
    "Northern Racing Board",
  );
  assert.equal(
    partner("Integrity programme: Yes, since 2023 – Partner: Play Fair Code\n"),
    "Play Fair Code",
  );
  assert.equal(
    partner("Monitoraggio \tSportradar Integrity Services\n"),
    "Sportradar Integrity Services",
  );
  assert.equal(partner("Betting monitoring: IBIA\n"), "IBIA");
  assert.equal(partner("Integrity programme: No\n"), undefined);
});

Deno.test("'Name' under a contact section is the contact's, the section numbered or bilingual", () => {
  const name = (text: string) => extract(text).fields.contact_name;
  assert.equal(name("Section 7 – Contact\nName | Hilde Aas\nRole | Chair\n"), "Hilde Aas");
  assert.equal(
    name("SECTION G - CONTACT / CONTACTO\nG1 Name ..........: Lucía Ferrer\n"),
    "Lucía Ferrer",
  );
  assert.equal(
    name(
      "6. Kontaktperson / Contact person\nNamn / Name | Erik Lund\nE-post / E-mail | erik@x.example\n",
    ),
    "Erik Lund",
  );
  // Under a heading about something else, "Name" is no contact.
  assert.equal(name("Section 1 – The league\nName | Fjord Cup\n"), undefined);
});

Deno.test("the contact: the person a sentence hands on to, or whose address it is — not the signer", () => {
  const letter = [
    "Dear Ms Novak,",
    "",
    "For anything about the partnership, the league's contact remains Jonas Berg, Head of Partnerships (jonas.berg@fjordliga.example).",
    "",
    "Med vennlig hilsen",
    "Kari Holm",
    "Secretary General",
  ].join("\n");
  const found = extract(letter);
  assert.equal(found.fields.contact_name, "Jonas Berg");
  assert.equal(found.fields.contact_title, "Head of Partnerships");
  assertEvidenced(found, letter);
  // An address names its owner: "a.rossi@…" is Anna Rossi.
  const byMail = extract(
    "Write to Anna Rossi in our office at a.rossi@lega.example for the data.\n\nCordiali saluti\nMarco Bianchi\nPresidente\n",
  );
  assert.equal(byMail.fields.contact_name, "Anna Rossi");
  assert.equal(byMail.fields.contact_title, undefined);
  // The signer who writes from their own address is the contact, with their title.
  const signer = extract(
    "You can reach me at rafael.lima@circuito.example.\n\nAtenciosamente,\nRafael Lima\nDiretor Comercial\n",
  );
  assert.equal(signer.fields.contact_name, "Rafael Lima");
  assert.equal(signer.fields.contact_title, "Diretor Comercial");
});

Deno.test("thousands written with dots ('1.310.000', 'COP $310.000.000') are numbers, not versions", () => {
  assert.equal(parseNumber("EUR 1.310.000")?.value, 1_310_000);
  assert.equal(parseNumber("COP $310.000.000")?.value, 310_000_000);
  assert.equal(parseNumber("version 1.2.3"), null);
  assert.equal(
    extract("Umsatz 2025 (geprüft) | EUR 1.310.000\n").fields.annual_revenue_usd,
    Math.round(1_310_000 * USD_RATES.EUR),
  );
});

Deno.test("a second label and its figure inside an answer is a pair of its own", () => {
  const found = extract("• 2025 revenue: EUR 4.1 million; sponsorship: EUR 1.2 million.\n");
  assert.equal(found.fields.annual_revenue_usd, Math.round(4_100_000 * USD_RATES.EUR));
  assert.equal(found.fields.sponsorship_revenue_usd, Math.round(1_200_000 * USD_RATES.EUR));
  const dashed = extract("- Revenue 2025 (audited): USD 2.2 million. Sponsorship 700k USD.\n");
  assert.equal(dashed.fields.sponsorship_revenue_usd, 700_000);
  // An answer marker is no first answer: "A. Since 2013 …" is one answer.
  const since = extract("Q23. Historical data\nA. Since 2013 all results are kept.\n");
  assert.equal(since.fields.historical_data_years, YEAR - 2013);
  assert.equal(since.fields.founded_year, undefined);
});

Deno.test("a word hyphenated at a line's end is read whole; its evidence is the text as printed", () => {
  const text = [
    "Commercially the season went well. Rev-",
    "enue for 2025 was USD 3.1 million (USD 2.8 million in 2024). Sponsorship income was USD 1.4 mil-",
    "lion, most of it from the title partner.",
  ].join("\n");
  const found = extract(text);
  assert.equal(found.fields.annual_revenue_usd, 3_100_000);
  assert.equal(found.fields.sponsorship_revenue_usd, 1_400_000);
  assertEvidenced(found, text);
});

Deno.test("amounts in sentences: 'R6.8 million' is rand, 'Mio.' ends no sentence, a year between", () => {
  const rand = extract(
    "Based in Durban, South Africa. The tour had revenue of R6.8 million last year, of which R4.1 million was sponsorship.",
  );
  assert.equal(rand.fields.annual_revenue_usd, Math.round(6_800_000 * USD_RATES.ZAR));
  assert.equal(rand.fields.sponsorship_revenue_usd, Math.round(4_100_000 * USD_RATES.ZAR));
  const german = extract(
    "Der Jahresumsatz der Liga lag 2025 bei rund EUR 2.100.000, davon entfielen EUR 0,6 Mio. auf Sponsoring.",
  );
  assert.equal(german.fields.annual_revenue_usd, Math.round(2_100_000 * USD_RATES.EUR));
  assert.equal(german.fields.sponsorship_revenue_usd, Math.round(600_000 * USD_RATES.EUR));
});

Deno.test("the sport a sentence names after the league's own name; titles in the feminine", () => {
  assert.equal(
    extract("Harbour Squash League is the professional squash league of the east coast.").fields
      .sport,
    "squash",
  );
  const letter = extract(
    "Die Liga ist die höchste Spielklasse im Faustball.\n\nMit freundlichen Grüßen\nMag. Anna Berger\nGeschäftsführerin\n",
  );
  assert.equal(letter.fields.sport, "Faustball");
  assert.equal(letter.fields.contact_title, "Geschäftsführerin");
});

Deno.test("the season's first month as people write it", () => {
  const start = (text: string) => extract(text).fields.season_start_month;
  assert.equal(start("Season: starts 12 April, about 7 months including the finals\n"), "April");
  assert.equal(start("Season dates: starts September, league night every Thursday\n"), "September");
  assert.equal(start("Opening Day: May 14, 2026 — the season runs 16 weeks\n"), "May");
  assert.equal(start("Length of season: About 10 months (February to November).\n"), "February");
  assert.equal(start("Saisonstart ist im April, die Saison dauert 26 Wochen."), "April");
  assert.equal(start("Nuestra temporada 2026 arrancó en febrero con doce fechas."), "February");
});

Deno.test("'per fight night', 'each race day': a word of the event's kind after 'per' is still per event", () => {
  const found = extract(
    "• Average attendance 4,200 per fight night.\nViewers per race day: 12,000\n",
  );
  assert.equal(found.fields.average_attendance, 4200);
  assert.equal(found.fields.average_stream_viewers, 12_000);
  // "a dozen matches" is a count, not "per match".
  assert.equal(extract("Each card has a dozen matches.").fields.contests_per_event, 12);
});

Deno.test("a capacity or a record after a comma is the other figure's", () => {
  assert.equal(
    extract("The average crowd per match night was 1,600, against a seated capacity of 2,000.")
      .fields.average_attendance,
    1600,
  );
  assert.equal(
    extract("Our record crowd was 9,000 at the 2024 final.").fields.average_attendance,
    undefined,
  );
});

Deno.test("a table's group cell may name a field loosely; the exact label beside it wins", () => {
  const found = extract(
    "In venue & TV | Average attendance | 3,500 per match day\nIn venue & TV | Broadcast partners | Channel 7\n",
  );
  assert.equal(found.fields.average_attendance, 3500);
  assert.equal(found.fields.venues, undefined);
  assert.deepEqual(found.fields.broadcast_partners, ["Channel 7"]);
});

Deno.test("crowds in Spanish and Portuguese sentences: 'aficionados por fin de semana', 'pessoas por etapa'", () => {
  assert.equal(
    extract("En 2025 tuvimos un promedio de 2,300 aficionados por fin de semana de torneo.").fields
      .average_attendance,
    2300,
  );
  assert.equal(
    extract("O público médio da temporada, depois da auditoria, ficou em 2.700 pessoas por etapa.")
      .fields.average_attendance,
    2700,
  );
});

Deno.test("broadcasters in a sentence: who, not where, up to where the sentence turns", () => {
  assert.deepEqual(
    extract(
      "Our broadcast partners are Sky Sports and TG4 in Ireland and ESPN in the United States.",
    )
      .fields.broadcast_partners,
    ["Sky Sports", "TG4", "ESPN"],
  );
  assert.deepEqual(
    extract(
      "On television, our partners are Canal Norte (open TV) and Sport Plus (pay TV), and every game is streamed on our own app, League Play.",
    ).fields.broadcast_partners,
    ["Canal Norte", "Sport Plus"],
  );
  // Markets are where: "en Chile, Argentina y España".
  assert.deepEqual(
    extract("Markets: La liga se sigue en Chile, Argentina y España.\n").fields
      .markets,
    ["Chile", "Argentina", "España"],
  );
});

Deno.test("the 18–34 share: a percent in a sentence about the band, or after a label that holds it", () => {
  const share = (text: string) => extract(text).fields.audience_age_18_34_percent;
  assert.equal(share("The survey gives 31 % de 18-34 ans parmi nos téléspectateurs."), 31);
  assert.equal(share("44% of our audience is 18–34."), 44);
  assert.equal(share("Pubblico 18–34 anni 23 %\n"), 23);
  // The band itself is no count of anything.
  assert.equal(extract("44% of our audience is 18–34.").fields.athletes_count, undefined);
});

Deno.test("growth as people write it: '+7%' under a two-field label, 'per cent', 'croissance', 'gestiegen'", () => {
  const growth = (text: string) => extract(text).fields.growth_rate_percent;
  assert.equal(growth("Attendance growth \t\t+7% \tvs. 2024\n"), 7);
  assert.equal(
    extract("Attendance growth \t\t+7% \tvs. 2024\n").fields.average_attendance,
    undefined,
  );
  assert.equal(growth("Last season attendance grew by nine per cent."), 9);
  assert.equal(growth("Revenue was up from €3.1 million, an increase of 12.5 per cent."), 12.5);
  assert.equal(growth("La croissance par rapport à 2024 passe donc à 11 %."), 11);
  assert.equal(growth("Die Zuschauerzahlen sind im Vergleich zum Vorjahr um 8 % gestiegen."), 8);
});

Deno.test("stream audiences told as people watching; views are plays, not viewers", () => {
  const viewers = (text: string) => extract(text).fields.average_stream_viewers;
  assert.equal(
    viewers("Most games are streamed on Facebook, and we get about 250 watching on average."),
    250,
  );
  assert.equal(viewers("An average of 120,000 people watched each match night live."), 120_000);
  assert.equal(
    viewers("Alle Spiele laufen als Livestream, im Schnitt schauen 900 Leute pro Spiel zu."),
    900,
  );
  const views = extract(
    "Last year the final got ~600 views but thats views not people watching at once.",
  );
  assert.equal(views.fields.average_stream_viewers, undefined);
  assert.equal(views.fields.annual_viewership, undefined);
});

Deno.test("contests per event: 'each derby has 9 races', 'two games at each', 'an jedem Spieltag'", () => {
  const contests = (text: string) => extract(text).fields.contests_per_event;
  assert.equal(contests("Four derbies per season. Each derby has 8 races over the day."), 8);
  assert.equal(contests("The 2026 season consists of 30 events with two games at each."), 2);
  assert.equal(contests("An jedem Spieltag werden vier Begegnungen ausgetragen."), 4);
  // "two ties of five matches each" is per tie, not per night.
  assert.equal(
    contests("A match night consists of two team ties of five matches each."),
    undefined,
  );
});

Deno.test("events as leagues count them: game dates, game weekends, Grands Prix; 'Jumlah seri per musim'", () => {
  const found = extract(
    "Game dates per season \t\t96 \tmid-May through Labor Day\nGames per game date \t\t4 \tone at each ballpark\n",
  );
  assert.equal(found.fields.events_per_season, 96);
  assert.equal(found.fields.contests_per_event, 4);
  assert.equal(extract("There are six Grands Prix in the season.").fields.events_per_season, 6);
  assert.equal(extract("10 | Jumlah seri per musim | 12 seri\n").fields.events_per_season, 12);
  assert.equal(extract("game_weekends: 13\n").fields.events_per_season, 13);
});

Deno.test("a form's 'Other' option: the answer is what is written in beside it", () => {
  assert.equal(extract("Sport * \tOther ▾ \tIf other: Hurling\n").fields.sport, "Hurling");
  assert.equal(extract("Sport * \tOther ▾\n").fields.sport, undefined);
});

Deno.test("a title in another script with its Latin form in brackets; 'ds.' ends no title", () => {
  assert.equal(
    extract("Title: Коммерческий директор (Commercial Director)\n").fields.contact_title,
    "Commercial Director",
  );
  assert.equal(
    extract("Position: Kierownik ds. partnerstw / Partnerships Manager\n").fields.contact_title,
    "Kierownik ds. partnerstw / Partnerships Manager",
  );
});

Deno.test("betting partners: a labelled answer under a label that names nothing; partners named as the subject", () => {
  assert.deepEqual(extract("Zu 9.: Wettpartner: keine.\n").fields.existing_betting_partners, []);
  assert.deepEqual(
    extract("7 - TV: Channel One, Sport Two. Streaming on our app.\n").fields.broadcast_partners,
    ["Channel One", "Sport Two"],
  );
  assert.deepEqual(
    extract("No, non-exclusive. NorthBet and Lotto West are our only two betting partners today.")
      .fields.existing_betting_partners,
    ["NorthBet", "Lotto West"],
  );
});

Deno.test("'Who officiates?' asks for the officiating; a letter's 'Ref.:' does not", () => {
  assert.equal(
    extract("> 10) Who officiates?\n\ntwo referees per table, certified by the federation\n").fields
      .officiating,
    "two referees per table, certified by the federation",
  );
  assert.equal(extract("Our ref: CEO/HO/26/044\n").fields.officiating, undefined);
});

Deno.test("'310 EGP million' (a unit after the figure), figures are no names, 'I'll come back to you'", () => {
  assert.equal(
    extractJson({ records: [{ field: "revenue_2025", value: 310, unit: "EGP million" }] }).fields
      .annual_revenue_usd,
    Math.round(310_000_000 * USD_RATES.EGP),
  );
  assert.equal(extract("Broadcast partners: 1.6 million\n").fields.broadcast_partners, undefined);
  assert.equal(
    extract("> 12. Officiating?\n\ncome back to you on this one.\n").fields.officiating,
    undefined,
  );
});

Deno.test("a league's name in a bulleted sentence about it; 'me is fine. Name' names the person", () => {
  assert.equal(
    extract(
      "League name: • Harbour Boxing League (HBL) is the professional boxing league of the coast\n",
    )
      .fields.league_name,
    "Harbour Boxing League",
  );
  assert.equal(
    extract(
      "> 20. Contact person?\n\nme is fine. Ana Lopes, league coordinator. ph +351 912 345 678\n",
    )
      .fields.contact_name,
    "Ana Lopes",
  );
});

Deno.test("broadcasters grouped by semicolons: names between commas are items too", () => {
  assert.deepEqual(
    extract("Broadcast partners \tRTÉ, TG4 (island of Ireland); Premier Sports\n").fields
      .broadcast_partners,
    ["RTÉ", "TG4", "Premier Sports"],
  );
  // Venues keep their town: "Kanalvallen, Örnsköldsvik; Nolia Isbana, Umeå".
  assert.deepEqual(
    extract("Venues: Kanalvallen, Örnsköldsvik; Nolia Isbana, Umeå\n").fields.venues,
    ["Kanalvallen, Örnsköldsvik", "Nolia Isbana, Umeå"],
  );
});

Deno.test("Indian grouping and rupees of the document's country", () => {
  assert.equal(parseNumber("2,15,000 followers")?.value, 215_000);
  assert.equal(parseNumber("1,20,00,000")?.value, 12_000_000);
  // "Rs" is India's unless the document is of another rupee's country.
  const colombo = currencyContext("Head office: Galle Road, Colombo 03, Sri Lanka");
  assert.deepEqual(parseMoney("Rs. 8.4 crore", "", colombo)?.original, {
    amount: 84_000_000,
    currency: "LKR",
  });
  assert.equal(parseMoney("Rs 65 lakhs", "")?.original?.currency, "INR");
  assert.equal(parseMoney("₹ 3 crore", "", colombo)?.original?.currency, "INR");
});

Deno.test("any ISO code of the rate table names its currency; capital words do not", () => {
  assert.deepEqual(parseMoney("OMR 420,000", "")?.original, { amount: 420_000, currency: "OMR" });
  assert.deepEqual(parseMoney("NT$96M", "")?.original, { amount: 96_000_000, currency: "TWD" });
  assert.equal(parseMoney("CEO estimate: 12 million BDT", "")?.original?.currency, "BDT");
  // "ALL" and "TOP" are words before they are the lek and the paʻanga.
  assert.equal(parseMoney("ALL 3 million", "")?.original?.currency, "USD");
  // An amount without a currency takes the one the document names most.
  const usual = currencyContext("Revenue 2025 ....... 9.5 million\nSponsorship ... GEL 2 million");
  assert.equal(parseMoney("9.5 million", "Revenue", usual)?.original?.currency, "GEL");
});

Deno.test("JSON: the scale and currency written in the keys go with the numbers", () => {
  const json = {
    financials_try_mln: { revenue_2025: 48.6, sponsorship_2025: 31.2 },
    audience: { seasonTotalViewsMln: 2.1, socialFollowersThousands: 312 },
    distance_m: 400,
  };
  const { fields, evidence } = extractJson(json);
  assert.equal(fields.annual_viewership, 2_100_000);
  assert.equal(fields.social_followers, 312_000);
  assert.deepEqual(evidence.annual_revenue_usd?.original, {
    amount: 48_600_000,
    currency: "TRY",
  });
  assert.deepEqual(evidence.sponsorship_revenue_usd?.original, {
    amount: 31_200_000,
    currency: "TRY",
  });
  // A key in capitals names its currency without a money word: "financialsTWDmillions".
  const twd = extractJson({ financialsTWDmillions: { revenue2025: 96 } });
  assert.deepEqual(twd.evidence.annual_revenue_usd?.original, {
    amount: 96_000_000,
    currency: "TWD",
  });
});

Deno.test("answer markers in many languages, and arrows, under the question", () => {
  const text = [
    "4. Merkez – Headquarters",
    "   Cevap: Kuruçeşme Cad. 41, İstanbul",
    "",
    "> 6. How many teams take part?",
    "--> 14 teams this year",
    "",
    "Q7. Existing betting partners",
    "Answer - none",
    "",
    "Sociální sítě – Social media followers",
    "Odpověď: 57,3 tis.",
    "",
    "Contact name",
    "A. Novák",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.headquarters, "Kuruçeşme Cad. 41, İstanbul");
  assert.equal(fields.teams_count, 14);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.social_followers, 57_300);
  // "A." before a surname is an initial, not an answer marker.
  assert.equal(fields.contact_name, "A. Novák");
});

Deno.test("thousands and millions in Turkish, Romanian, Czech and Danish", () => {
  assert.equal(parseNumber("312 bin (tüm hesaplar)")?.value, 312_000);
  assert.equal(parseNumber("48,6 milyon")?.value, 48_600_000);
  assert.equal(parseNumber("57,3 mii")?.value, 57_300);
  assert.equal(parseNumber("4,75 milioane lei")?.value, 4_750_000);
  assert.equal(parseNumber("12 tis.")?.value, 12_000);
});

Deno.test("numbers in words: 'hundred and', ranges in words", () => {
  assert.equal(parseNumber("one hundred and thirty-eight licensed competitors")?.value, 138);
  const gate = parseNumber("between eight hundred and twelve hundred people");
  assert.deepEqual(gate?.range, [800, 1200]);
  assert.deepEqual(parseNumber("forty to fifty heats")?.range, [40, 50]);
  // Two counts joined by "and" are no range without "between", and no sum.
  assert.equal(parseNumber("eleven clubs and one hundred riders")?.value, 11);
  // In a sentence too: the range is kept.
  const { evidence } = extract(
    "At each meet we run somewhere between forty and fifty heats, depending on the entries.\n",
  );
  assert.deepEqual(evidence.contests_per_event?.range, [40, 50]);
});

Deno.test("a year alone is no amount of money; with its currency it is", () => {
  assert.equal(parseMoney("nos comptes 2025 ont été certifiés la semaine dernière", "CA"), null);
  assert.equal(parseMoney("€2025 from the county grant", "")?.original?.amount, 2025);
});

Deno.test("a channel's name with a digit is no figure; a currency code before one is", () => {
  assert.equal(parseNumber("ETV2 averaged 38 000 viewers")?.value, 38_000);
  assert.equal(parseNumber("USD3m")?.value, 3_000_000);
});

Deno.test("a second question on the question's line is the question, not its answer", () => {
  const got = extract(
    "9. Do you stream your matches? How many people watch?\n" +
      "Yes, on Twitch and YouTube. About 2k viewers per match.\n",
  );
  assert.deepEqual(got.fields.streaming_platforms, ["Twitch", "YouTube"]);
  assert.equal(got.evidence.streaming_platforms?.via, "qa");
});

Deno.test("followers given platform by platform in a sentence add up, whatever the separator", () => {
  assert.equal(
    extract("On social media we have TikTok 12.300, Facebook 4.100 and Instagram 900 Follower.\n")
      .fields.social_followers,
    17300,
  );
});

Deno.test("counts that are no count of the league's: a change, parts of a thing, per-item", () => {
  const got = extract(
    [
      "Twelve clubs play in the league.",
      "Next year 3 new clubs join us from the south.",
      "Fans stand along both sides of the pitch.",
      "Every bout has three officials, one for each corner and one for the centre.",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(got.teams_count, 12);
  assert.equal(got.athletes_count, undefined);
  assert.equal(
    extract("Next season 4 more teams are promoted from the regional tier.\n").fields.teams_count,
    undefined,
  );
  // A part of the season is how many it has: "the ten rounds of a season".
  assert.equal(
    extract("We use the same crew across the ten rounds of a season.\n").fields.events_per_season,
    10,
  );
});

Deno.test("a group cell, then a sub-label, then the answer: 'Contact | Name | …'", () => {
  const got = extract(
    "Partnership contact | Name | Ms. Ingrid Solberg\n | Position | Commercial Lead\n",
  ).fields;
  assert.equal(got.contact_name, "Ingrid Solberg");
  assert.equal(got.contact_title, "Commercial Lead");
});

Deno.test("a press contact is not the partnership contact", () => {
  const got = extract(
    [
      "Contacts",
      "Press contact",
      "Tom Hale, Press Officer",
      "tom.hale@league.example",
      "Partnership contact",
      "Sara Lind, Head of Partnerships",
      "sara.lind@league.example",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(got.contact_name, "Sara Lind");
  assert.equal(got.contact_email, "sara.lind@league.example");
});

Deno.test("a person's address before an office's; the signer's before others named", () => {
  const got = extract(
    [
      "NORDIC FLOORBALL LEAGUE – Storgatan 4, Umeå – info@nfl-floorball.example",
      "Dear Sir,",
      "For data questions write to Per Holm (p.holm@nfl-floorball.example).",
      "Kind regards,",
      "Anna Berg",
      "Partnership Manager",
      "anna.berg@nfl-floorball.example",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(got.contact_email, "anna.berg@nfl-floorball.example");
  const office = extract(
    "HARBOUR LEAGUE – 1 Quay St – office@harbour.example\n" +
      "Please contact Lea Marsh, Commercial Manager (l.marsh@harbour.example).\n",
  ).fields;
  assert.equal(office.contact_email, "l.marsh@harbour.example");
});

Deno.test("a month in a sentence about partners is a date, not a partner", () => {
  assert.deepEqual(
    extract("Our betting partner is Bet North, whose deal runs until March 2028.\n").fields
      .existing_betting_partners,
    ["Bet North"],
  );
});

Deno.test("a PDF's tab inside brackets is spacing, not a column", () => {
  assert.deepEqual(
    extract("• Betting legal in: Ontario; Quebec (lottery \tonly); Manitoba\n").fields
      .betting_legal_markets,
    ["Ontario", "Quebec", "Manitoba"],
  );
});

Deno.test("a bullet's answer wrapped onto the next line, before the next bullet", () => {
  const got = extract(
    [
      "• Stats tracked: shots on goal, saves, power-play",
      "goals",
      "• Data feed: official live feed, XML push, about 900 ms",
      "latency",
      "• Founded: 2009",
    ].join("\n") + "\n",
  ).fields;
  assert.deepEqual(got.stats_tracked, ["shots on goal", "saves", "power-play goals"]);
  assert.equal(got.founded_year, 2009);
  // A heading below the last bullet is the next part's, not the answer's tail.
  const headed = extract(
    "Audience\n• Social: Instagram 12k · TikTok 30k\nData & integrity\n• Every bout: one referee and two judges\n",
  ).fields;
  assert.equal(headed.social_followers, 42000);
  assert.equal(headed.average_stream_viewers, undefined);
});

Deno.test("a figure whose noun names something else counts no audience: 'one referee'", () => {
  const got = extract("Audience\nEach game: one referee and two linesmen\n").fields;
  assert.equal(got.average_stream_viewers, undefined);
  assert.equal(got.average_attendance, undefined);
});

Deno.test("a league's name: a letterhead in capitals; a cup it holds is not the league", () => {
  assert.equal(
    extract(
      "SUPERLEGA NAZIONALE DI TAMBURELLO\nVia Roma 1 – 10100 Torino\n" +
        "Per la stagione 2026 la Serie B passa a 8 squadre.\n",
    ).fields.league_name,
    "Superlega Nazionale di Tamburello",
  );
  assert.equal(
    extract(
      "Dear Ms Grant,\nThe Lakeland Curling League has twelve clubs. The Lakeland Cup is our " +
        "knock-out; the Lakeland Cup final draws the biggest crowd, and the Lakeland Cup is " +
        "sponsored by a brewery.\n",
    ).fields.league_name,
    "Lakeland Curling League",
  );
});

Deno.test("a table's label cell wrapped over lines in lower case, the answer indented below", () => {
  const got = extract(
    [
      "Integrity monitoring",
      "partner",
      "\tGenius Sports Integrity \tContract renewed for 2027.",
      "Jurisdictions where",
      "betting on the league is",
      "legal",
      "\tScotland, Wales \tOthers under review.",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(got.integrity_partner, "Genius Sports Integrity");
  assert.deepEqual(got.betting_legal_markets, ["Scotland", "Wales"]);
});

Deno.test("a denial names no one: 'Not a commercial one.' is no integrity partner", () => {
  const got = extract(
    "> Do you have an integrity monitoring partner?\n\nNot a commercial one. The state " +
      "commission watches the betting markets.\n",
  ).fields;
  assert.equal(got.integrity_partner, undefined);
  assert.equal(
    extract("Position: Non-executive Chair\nName: Eva Holm\n").fields.contact_title,
    "Non-executive Chair",
  );
});

Deno.test("a signature's title line is a title: no table cells, CSV, address or lone word", () => {
  const cells = extract(
    "Contact\nName Maja Lind \t\tPosition Head of Sales\nE-mail maja.lind@floorball.example\n",
  ).fields;
  assert.ok(!String(cells.contact_title ?? "").includes("\t"));
  const csv = extract("contact,Tom Berg,Chairman\nemail,tom.berg@club.example,\n").fields;
  assert.notEqual(csv.contact_title, "contact,Tom Berg,Chairman");
  const lone = extract(
    "Kind regards,\nPriya Nair\npartnership\npriya.nair@league.example\n",
  ).fields;
  assert.equal(lone.contact_title, undefined);
});

Deno.test("lists: a place denied is no item; a platform is no market; 'Every club' no venue", () => {
  assert.equal(
    extract("Jurisdictions where betting is legal: Not Norway.\n").fields.betting_legal_markets,
    undefined,
  );
  assert.deepEqual(
    extract(
      "Markets: We are watched mostly in Peru, Bolivia and Ecuador, going by our YouTube numbers.\n",
    ).fields.markets,
    ["Peru", "Bolivia", "Ecuador"],
  );
  assert.equal(
    extract("Venues: Every club has its own ground.\n").fields.venues,
    undefined,
  );
});

Deno.test("a line that is a figure and its noun answers; it labels no line below", () => {
  const got = extract("The season\n10 heats per meeting\nTop 6 → finals night\n").fields;
  assert.equal(got.contests_per_event, 10);
});

Deno.test("a name's word may start in lower case before a capital: 'Watch iT'", () => {
  assert.deepEqual(
    extract("Every fixture is streamed on Watch iT and Sportal TV.\n").fields.streaming_platforms,
    ["Watch iT", "Sportal TV"],
  );
});

Deno.test("an answer with a change and a total: the total ('2 new clubs … now 14')", () => {
  assert.equal(
    extract("Number of teams: For 2026, 2 new clubs joined, so now we have 14 teams.\n").fields
      .teams_count,
    14,
  );
  assert.equal(
    extract("Number of teams: 3 more than last season\n").fields.teams_count,
    undefined,
  );
});

Deno.test("a letter's printed address is the league's office: letterhead or under the closing", () => {
  const letterhead = extract(
    [
      "LIGA NORTE DE PELOTA",
      "Calle Mayor 14 – 31001 Pamplona – Tel. 948 555 120 – info@ligonorte.example",
      "To: Ms Anne Ruiz",
      "4 Harbour Street, Cardiff CF10 1AB",
      "Dear Ms Ruiz, thank you for your questions.",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(letterhead.headquarters, "Calle Mayor 14 – 31001 Pamplona");
  const signed = extract(
    [
      "Please find the corrected figures below.",
      "Kind regards,",
      "Jana Novak",
      "Head of Partnerships",
      "Rue du Marché 21, 1000 Bruxelles",
      "",
      "On Tue, 3 Mar 2026, Tom Reed <tom@odds.example> wrote:",
      "> Tom Reed, 9 King Street, Leeds LS1 2AB",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(signed.headquarters, "Rue du Marché 21, 1000 Bruxelles");
  // A street word in a sentence is no address.
  assert.equal(
    extract("Kind regards,\nAnn\nStreet food vendors sell at 12 stalls.\n").fields.headquarters,
    undefined,
  );
});

Deno.test("officials counted in a sentence: how contests are officiated", () => {
  assert.equal(
    extract("Our games have a referee and two line judges, appointed by the federation.\n").fields
      .officiating,
    "a referee and two line judges",
  );
  assert.equal(
    extract("Pro Spiel sind zwei Schiedsrichter und ein Zeitnehmer im Einsatz.\n").fields
      .officiating,
    "zwei Schiedsrichter und ein Zeitnehmer",
  );
  // A pool of officials, or one referee someone may appeal to, says nothing of a crew.
  assert.equal(
    extract("Across the season we use a pool of 30 certified officials for all matches.\n")
      .fields.officiating,
    undefined,
  );
  assert.equal(
    extract("In every match a captain may appeal to a referee.\n").fields.officiating,
    undefined,
  );
});

Deno.test("broadcasters as a sentence's subject, a channel's number kept; the league is none", () => {
  assert.deepEqual(
    extract("On radio and TV, Kanal 7 and Sport Nord carry our games live.\n").fields
      .broadcast_partners,
    ["Kanal 7", "Sport Nord"],
  );
  assert.deepEqual(
    extract("Coastline TV broadcasts a weekly highlights show in season.\n").fields
      .broadcast_partners,
    ["Coastline TV"],
  );
  assert.equal(
    extract("The League broadcasts all matches through its own channel.\n").fields
      .broadcast_partners,
    undefined,
  );
});

Deno.test("figures in sentences that are not the league's facts: plans, prices, other bodies, events", () => {
  const got = extract(
    [
      "Ticket prices rose 6% this year.",
      "We plan to reach 2 million viewers by 2029.",
      "The national federation has 45 member clubs.",
      "Our sister league in Portugal has 16 teams and 900,000 viewers a season.",
      "Our parent company, Harbour Events Ltd, had revenue of GBP 30 million.",
      "Last season 3 players were suspended for doping.",
      "The women's final was shown to 250,000 viewers.",
    ].join(" ") + "\n",
  ).fields;
  for (
    const field of [
      "growth_rate_percent",
      "annual_viewership",
      "average_stream_viewers",
      "teams_count",
      "athletes_count",
      "annual_revenue_usd",
    ] as const
  ) {
    assert.equal(got[field], undefined, field);
  }
  // The league's own figures in the same voice are read.
  const own = extract(
    "Revenue grew 11% last year. The league has 12 clubs. In 2025, 180 athletes were registered.\n",
  ).fields;
  assert.equal(own.growth_rate_percent, 11);
  assert.equal(own.teams_count, 12);
  assert.equal(own.athletes_count, 180);
});

Deno.test("answers to questions that ask something else: no figure, no 'Yes' as a name", () => {
  const got = extract(
    [
      "Number of referees: 35",
      "TV rights fee: EUR 200,000",
      "Do you have a live scoreboard in venues? Yes",
      "Are you open to a betting partner? Yes",
      "How many volunteers help at events? About 200",
      "How many staff work at matches? 15",
    ].join("\n") + "\n",
  ).fields;
  for (
    const field of [
      "officiating",
      "broadcast_partners",
      "venues",
      "existing_betting_partners",
      "events_per_season",
      "contests_per_event",
    ] as const
  ) {
    assert.equal(got[field], undefined, field);
  }
  // The question's own noun, or people and time qualified by the label, still count.
  const asked = extract(
    "How many clubs take part? 14\nHow many people attend an average event? About 900\n",
  ).fields;
  assert.equal(asked.teams_count, 14);
  assert.equal(asked.average_attendance, 900);
});

Deno.test("yes/no in sentences: the clause that names the thing; wishes and approaches are no", () => {
  const feed = (text: string) => extract(`${text}\n`).fields.has_official_data_feed;
  assert.equal(feed("Scores appear live on our app, but there is no official data feed."), false);
  assert.equal(feed("We would like to offer an official live data feed to partners."), false);
  assert.equal(feed("An official real-time data feed is on our wish list."), false);
  assert.equal(
    extract("A data company approached us about integrity monitoring in 2025.\n").fields
      .integrity_program,
    false,
  );
  // A plain statement still says yes.
  assert.equal(feed("Our timing partner delivers the official live data feed."), true);
});

Deno.test("a count is no name: '800 concurrent viewers' is no streaming platform", () => {
  const got = extract("Streams average 800 concurrent viewers.\n").fields;
  assert.equal(got.streaming_platforms, undefined);
  assert.deepEqual(
    extract("Venues: 3 municipal halls; Arena Nord\n").fields.venues,
    ["Arena Nord"],
  );
});

Deno.test("'$' and pesos in Uruguay, the Philippines or Fiji are the local currency", () => {
  const uy = extract("Liga de Pelota, Montevideo, Uruguay\nAnnual revenue: $ 4.000.000\n");
  assert.deepEqual(uy.evidence.annual_revenue_usd?.original, {
    amount: 4000000,
    currency: "UYU",
  });
  const fj = extract("Suva, Fiji\nSponsorship revenue: FJ$ 2,000\n");
  assert.equal(fj.evidence.sponsorship_revenue_usd?.original?.currency, "FJD");
  assert.equal(fj.fields.sponsorship_revenue_usd, Math.round(2000 * USD_RATES.FJD));
});

Deno.test("where to send the form, and a bookmaker's address, name the asker, not the league", () => {
  const got = extract(
    [
      "SOUTHBET – LEAGUE PARTNERSHIP QUESTIONNAIRE",
      "Please return this form to Karen Holt, Head of Trading (karen.holt@southbet.example, +44 20 5555 0101).",
      "League name: Coastal Handball League",
      "Founded: 2012",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(got.contact_email, undefined);
  assert.equal(got.contact_name, undefined);
  assert.equal(got.contact_phone, undefined);
  // "We look forward to hearing from you" sends nothing anywhere.
  const letter = extract(
    "Please write to Ana Silva at ana.silva@coastal.example or on\n+351 912 555 010. We look forward to hearing from you.\n",
  ).fields;
  assert.equal(letter.contact_phone, "+351 912 555 010");
});

Deno.test("a sport a sentence compares with is not the league's", () => {
  const sport = (text: string) => extract(`Harbour League\n\n${text}\n`).fields.sport;
  assert.equal(
    sport("Many of our players come from rugby union and some from basketball."),
    undefined,
  );
  assert.equal(sport("Our ground is shared with the local football club."), undefined);
  assert.equal(sport("We are the leading rugby sevens competition in Wales."), "rugby sevens");
});

Deno.test("a labelled count: the typical figure, not the opening night's; a guess is no answer", () => {
  const got = extract(
    [
      "> 5. Average attendance per event?",
      "",
      "We had 1,400 on opening night but usually around 650.",
      "",
      "> 7. Annual growth?",
      "",
      "Hard to say, maybe 15%?",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(got.average_attendance, 650);
  assert.equal(got.growth_rate_percent, undefined);
});

Deno.test("youth, junior and academy counts are not the league's teams or athletes", () => {
  const got = extract("Youth players: 900\nJunior teams: 40\nPlayer base: 320\n").fields;
  assert.equal(got.teams_count, undefined);
  assert.equal(got.athletes_count, 320);
  const json = extractJson({
    leagueName: "Baltic Floorball League",
    youthPlayers: 900,
    players: 120,
  });
  assert.equal(json.fields.athletes_count, 120);
});

Deno.test("years in sentences: founding needs a word of founding; history needs results kept", () => {
  const got = (text: string) => extract(`${text}\n`).fields;
  assert.equal(
    got("Our statistics show attendance has doubled since 2019.").founded_year,
    undefined,
  );
  assert.equal(
    got("Our statistics show attendance has doubled since 2019.").historical_data_years,
    undefined,
  );
  assert.equal(got("The league has existed since 1998.").founded_year, 1998);
  assert.equal(
    got("Die Nordliga wurde 2003 gegründet und ist die höchste Spielklasse im Land.").founded_year,
    2003,
  );
  assert.equal(
    got("Digitised match sheets are kept back to 2001.").historical_data_years,
    YEAR - 2001,
  );
  assert.equal(
    got("We hold results for every game since the league's first season in 2011.")
      .historical_data_years,
    YEAR - 2011,
  );
  assert.equal(
    extract("Archivio risultati: dal 1999\n").fields.historical_data_years,
    YEAR - 1999,
  );
});

Deno.test("statistics a sentence says are recorded, in several languages", () => {
  const stats = (text: string) => extract(`${text}\n`).fields.stats_tracked;
  assert.deepEqual(stats("At every game we track shots, saves, turnovers and penalty minutes."), [
    "shots",
    "saves",
    "turnovers",
    "penalty minutes",
  ]);
  assert.deepEqual(stats("Erfasst werden Tore, Fehler je Spiel und Zeitstrafen."), [
    "Tore",
    "Fehler je Spiel",
    "Zeitstrafen",
  ]);
  // One thing recorded is no list of statistics.
  assert.equal(stats("We record every match on video for the referees."), undefined);
});

Deno.test("venues in sentences and answers, in several languages, without their towns", () => {
  const venues = (text: string) => extract(`${text}\n`).fields.venues;
  assert.deepEqual(
    venues(
      "Die wichtigsten Spielstätten sind die Seearena Gmunden, das Sportzentrum Wels und die Halle Nord.",
    ),
    ["Seearena Gmunden", "Sportzentrum Wels", "Halle Nord"],
  );
  assert.deepEqual(
    venues("Los partidos se juegan principalmente en el Coliseo Norte y en el Polideportivo Sur."),
    ["Coliseo Norte", "Polideportivo Sur"],
  );
  assert.deepEqual(
    venues(
      "> 4) Which venues do you use?\n\nSporthal Zuid and Arena Oost in Utrecht, once also at the beach",
    ),
    ["Sporthal Zuid", "Arena Oost"],
  );
  assert.deepEqual(
    venues("• Grounds: Kings Park, Riverside \tOval, Mill Lane Stadium"),
    ["Kings Park", "Riverside Oval", "Mill Lane Stadium"],
  );
  // A header row whose items share its words: "Gimnasio …" under "Recinto".
  assert.deepEqual(
    venues(
      "Recinto | Ciudad | Capacidad\nGimnasio Norte | Lima | 1.800\nGimnasio Sur | Callao | 900",
    ),
    ["Gimnasio Norte", "Gimnasio Sur"],
  );
  // A prize pool is no pool; matches played are no place.
  assert.equal(venues("prize_pool: CAD 25,000"), undefined);
  assert.equal(venues("Matches played: 120"), undefined);
});

Deno.test("a signature's title beside its organisation ('Head of Partnerships | X League')", () => {
  const got = extract(
    "Best,\nMaria\n\n--\nMaria Kovač\nHead of Partnerships | Adriatic Futsal League\nM +385 91 555 0100 | www.afl.example\n",
  ).fields;
  assert.equal(got.contact_name, "Maria Kovač");
  assert.equal(got.contact_title, "Head of Partnerships");
  const two = extract(
    "Met vriendelijke groet,\nAnne de Boer\nCommercieel Manager | Head of Partnerships\nanne@korfbal.example\n",
  ).fields;
  assert.equal(two.contact_title, "Commercieel Manager | Head of Partnerships");
});

Deno.test("JSON: an address in parts, an ISO month, digits inside keys, averages per stop", () => {
  const { fields } = extractJson({
    organisation: {
      name: "Harbour Tchoukball League",
      office: { street: "No. 8, Lane 3, Harbour Rd.", district: "Anping", city: "Tainan" },
    },
    competition: { seasonStart: "2026-10", stops: 8 },
    audience: {
      perStop: { inVenueAvg: 950, liveStreamAvg: 12000 },
      seasonCumulative: { videoViews: 640000 },
      demographics: { age18to34Pct: 41 },
    },
  });
  assert.equal(fields.headquarters, "No. 8, Lane 3, Harbour Rd., Anping, Tainan");
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.average_attendance, 950);
  assert.equal(fields.average_stream_viewers, 12_000);
  assert.equal(fields.annual_viewership, 640_000);
  assert.equal(fields.audience_age_18_34_percent, 41);
  // An object of other parts (a contact) is no address.
  const contact = extractJson({ contact: { name: "Lin Mei", email: "mei@htl.example" } });
  assert.equal(contact.fields.headquarters, undefined);
});

Deno.test("Danish, Romanian, Turkish and Estonian labels; a label in two languages is a label", () => {
  const danish = extract(
    [
      "Nr.\tSpørgsmål\tSvar",
      "1\tLigaens navn\tFynske Kajakpolo Liga",
      "2\tAntal licenserede udøvere\tca. 210",
      "3\tStævner pr. sæson\t7",
      "4\tTilskuere pr. stævne (gns.)\t400-600",
      "5\tLande hvor betting er lovligt\tved ikke",
      "6\tOmsætning (seneste år)\t2,1 mio. kr.",
    ].join("\n"),
  );
  assert.equal(danish.fields.league_name, "Fynske Kajakpolo Liga");
  assert.equal(danish.fields.athletes_count, 210);
  assert.equal(danish.fields.events_per_season, 7);
  assert.deepEqual(danish.evidence.average_attendance?.range, [400, 600]);
  assert.equal(danish.fields.betting_legal_markets, undefined, "'ved ikke' is 'do not know'");
  const romanian = extract(
    "Spectatori pe etapă: între 800 și 1.200\nNumărul de echipe: 12\n" +
      "Televiziune: TVR 3, Prima Sport\n",
  );
  assert.deepEqual(romanian.fields.broadcast_partners, ["TVR 3", "Prima Sport"]);
  assert.deepEqual(romanian.evidence.average_attendance?.range, [800, 1200]);
  assert.equal(romanian.fields.teams_count, 12);
  const turkish = extract(
    "3. Kuruluş yılı – Year founded\n   Cevap: 2011\n\n4. Takım sayısı – Number of teams\n" +
      "   Cevap: 9 takım\n",
  );
  assert.equal(turkish.fields.founded_year, 2011);
  assert.equal(turkish.fields.teams_count, 9);
  // A label and its answer naming the answer's field stay a label and an answer.
  assert.deepEqual(extract("Streaming - YouTube; Club Stream\n").fields.streaming_platforms, [
    "YouTube",
    "Club Stream",
  ]);
  const estonian = extract("Hooaja algus / Season start: mai\nEtappide arv: 6\n");
  assert.equal(estonian.fields.season_start_month, "May");
  assert.equal(estonian.fields.events_per_season, 6);
});

Deno.test("followers on rows of their own, platform by platform, add up", () => {
  assert.equal(
    extract("Reach\nInstagram | 14.200 | as of March\nFacebook | 6.100 |\nTikTok | 900 |\n").fields
      .social_followers,
    21200,
  );
  assert.equal(
    extract('field,answer,comment\ninstagram followers,"2,300",\nfacebook followers,"1,100",\n')
      .fields.social_followers,
    3400,
  );
  // Viewers on a platform are no followers.
  assert.equal(
    extract("YouTube | 12,000 average viewers\nTwitch | 3,000 viewers\n").fields.social_followers,
    undefined,
  );
});

Deno.test("a season's length in a sentence: 'runs 26 weeks', 'about 30 weeks in all'", () => {
  assert.equal(
    extract("The main season opens in May and runs 26 weeks.\n").fields.season_length_weeks,
    26,
  );
  assert.equal(
    extract("The season runs from April to October, about 30 weeks in all.\n").fields
      .season_length_weeks,
    30,
  );
});

Deno.test("yes/no as leagues write it: agencies, 'formal programme', future dates, 'tampoco'", () => {
  const got = (text: string) => extract(`${text}\n`).fields;
  assert.equal(
    got("Alle Spieler unterliegen dem NADA-Code, es gab auch schon Trainingskontrollen.")
      .anti_doping_policy,
    true,
  );
  assert.equal(got("• Anti-doping: EstADA testing at every final").anti_doping_policy, true);
  assert.equal(
    got("Riders are tested for drugs in Canada tests? No.").anti_doping_policy,
    undefined,
  );
  assert.equal(
    got("Integrity: our board approved an integrity policy in May. It takes effect in 2027.")
      .integrity_program,
    false,
  );
  assert.equal(
    got("Tampoco contamos con un programa formal de integridad.").integrity_program,
    false,
  );
  assert.equal(
    got(
      "We renewed our agreement with Fair Play Monitoring, which monitors betting markets on every game.",
    )
      .integrity_program,
    true,
  );
  const bullet = got(
    "• Integrity: Formal integrity program; monitoring by N.Z.\nIntegrity Services\n• Drug testing: random",
  );
  assert.equal(bullet.integrity_program, true);
  assert.equal(bullet.integrity_partner, "N.Z. Integrity Services");
});

Deno.test("betting markets and partners as people write them", () => {
  assert.deepEqual(
    extract(
      "12 - No betting partners yet. As far as we know it's licensed in Gibraltar and\nMalta - not legal here in Qatar.\n",
    ).fields.betting_legal_markets,
    ["Gibraltar", "Malta"],
  );
  assert.deepEqual(
    extract("Licensed in: Ogun State (licensed operators only)\n").fields.betting_legal_markets,
    ["Ogun State"],
  );
  assert.deepEqual(
    extract("31. Juridictions où les paris sont autorisés | Belgique (liste des compétitions)\n")
      .fields.betting_legal_markets,
    ["Belgique"],
  );
  assert.deepEqual(
    extract("Legal & licensed: Peru (Law\n31.557/2022), Chile\n").fields.betting_legal_markets,
    ["Peru", "Chile"],
  );
  assert.deepEqual(
    extract("Ad oggi la lega non ha partner di scommesse.\n").fields.existing_betting_partners,
    [],
  );
  // A company's legal entity is no betting market.
  assert.equal(
    extractJson({ rightsHolder: { legalEntity: "Harbour Events Ltd" } }).fields
      .betting_legal_markets,
    undefined,
  );
});

Deno.test("a number that names ('Season 12', 'Round 5', 'HBL 40') and a final abroad count nothing", () => {
  const got = extract(
    "Squads are confirmed after the Season 12 player draft. Record: 7,200 at HBL 40.\n" +
      "Uitschieter: de finale op NOS trok 380.000 kijkers.\n",
  ).fields;
  assert.equal(got.athletes_count, undefined);
  assert.equal(got.events_per_season, undefined);
  assert.equal(got.annual_viewership, undefined);
  assert.equal(got.average_stream_viewers, undefined);
});

Deno.test("'team' or 'side' before another noun qualifies it; 'five matches each' is per item", () => {
  const got = extract(
    "A match night has two team ties of five matches each.\n" +
      "Every match is run by a referee and two side judges.\n",
  ).fields;
  assert.equal(got.teams_count, undefined);
  assert.equal(extract("Some 140 riders hold a licence this year.\n").fields.athletes_count, 140);
  assert.equal(extract("Twelve teams compete in the league.\n").fields.teams_count, 12);
});

Deno.test("a sponsor's or supplier's label names no contact ('Title sponsor: …')", () => {
  const got = extract(
    "Title sponsor: Harbour Bank\nKit supplier contact: Kappa\nPartnership contact: Ana Lopes, Head of Partnerships\n",
  ).fields;
  assert.equal(got.contact_name, "Ana Lopes");
  assert.equal(got.contact_title, "Head of Partnerships");
  assert.equal(extract("Title sponsor: Harbour Bank\n").fields.contact_title, undefined);
});

Deno.test("JSON: the latest year's answer of keys with years; a city with its country key", () => {
  const got = extractJson({
    finance: {
      revenue_2024: { amount: 900000, currency: "EUR" },
      revenue_2025: { amount: 1100000, currency: "EUR" },
    },
    profile: { hqCity: "Tartu", hqCountry: "Estonia" },
  });
  assert.deepEqual(got.evidence.annual_revenue_usd?.original, { amount: 1100000, currency: "EUR" });
  assert.equal(got.fields.headquarters, "Tartu, Estonia");
});

Deno.test("a region named as the league's, in a sentence", () => {
  const region = (text: string) => extract(`${text}\n`).fields.region;
  assert.equal(region("We operate across Atlantic Canada."), "Atlantic Canada");
  assert.equal(
    region("It is the top volleyball league of the Western Balkans."),
    "Western Balkans",
  );
  assert.equal(
    extract("Region: We see Central Asia as our core region.\n").fields.region,
    "Central Asia",
  );
  // A region the league only hopes to reach is not its region.
  assert.equal(region("One day we would like to tour North America."), undefined);
});

Deno.test("a phone beside the contact's address or alone in the signature; latency labels abroad", () => {
  assert.equal(
    extract("Kind regards,\nDana Reid\nLeague Secretary\n604-555-0199 | dana@league.example\n")
      .fields.contact_phone,
    "604-555-0199",
  );
  assert.equal(
    extract("Cheers,\nMick\n07700 900123\n").fields.contact_phone,
    "07700 900123",
  );
  // Figures beside an address are no phone.
  assert.equal(
    extract("dana@league.example Key numbers 2025 1.6 million followers\n").fields.contact_phone,
    undefined,
  );
  assert.equal(extractJson({ daten: { latenz_sekunden: 4 } }).fields.data_latency_ms, 4000);
});

Deno.test("a page footer's web address is the league's only when the domain is its own", () => {
  const own = extract(
    "League name: Harbour Curling League\nHarbour Curling League · www.harbourcurling.example · Page 1 of 2\n",
  ).fields;
  assert.equal(own.website, "www.harbourcurling.example");
  const theirs = extract(
    "League name: Harbour Curling League\nKestrelBet questionnaire · www.kestrelbet.example · Page 1 of 3\n",
  ).fields;
  assert.equal(theirs.website, undefined);
});

Deno.test("a blank form answers nothing: examples, blanks and options left unchosen", () => {
  const got = extract(
    [
      "ODDSCO – LEAGUE QUESTIONNAIRE",
      "1. League name: ________",
      "4. Number of teams: ____ (e.g. 12)",
      "5. Average attendance per event: ____ (z.B. 2.500)",
      "6. Do you have an official data feed? Yes / No",
      "8. Anti-doping policy? Ja / Nein / Geplant",
    ].join("\n") + "\n",
  ).fields;
  for (
    const field of [
      "league_name",
      "teams_count",
      "average_attendance",
      "has_official_data_feed",
      "anti_doping_policy",
    ] as const
  ) {
    assert.equal(got[field], undefined, field);
  }
  // A filled-in answer keeps its figure, whatever remark follows.
  assert.equal(extract("Teams: 14 (e.g. as of 2026)\n").fields.teams_count, 14);
});

Deno.test("a league named to compare with is not the league", () => {
  assert.equal(
    extract(
      "Subject: Re: questionnaire – Fjord Handball Series\nHi Sam,\nWe are modelled on the " +
        "European Handball League and the Baltic Handball League. Our league started in 2018.\n",
    ).fields.league_name,
    "Fjord Handball Series",
  );
});

Deno.test("a share is no amount and a split no count", () => {
  assert.equal(
    extract("Sponsorship makes up 40% of our revenue.\n").fields.sponsorship_revenue_usd,
    undefined,
  );
  assert.equal(extract("Revenue share with clubs: 50/50\n").fields.teams_count, undefined);
});

Deno.test("per club: 'Each of our 10 clubs fields about 20 players'; a count is no league name", () => {
  const got = extract("Each of our 10 clubs fields about 20 players.\n").fields;
  assert.equal(got.teams_count, 10);
  assert.equal(got.athletes_count, undefined);
  assert.equal(extract("The league has 3 broadcast partners.\n").fields.league_name, undefined);
});

Deno.test("a generic word after '&' finishes the name before it ('Island Radio & TV')", () => {
  assert.deepEqual(
    extract("Broadcasters: Island Radio & TV, Sport Nord\n").fields.broadcast_partners,
    ["Island Radio & TV", "Sport Nord"],
  );
  assert.deepEqual(
    extract("Broadcasters: Kanal Ost & Sport Nord\n").fields.broadcast_partners,
    ["Kanal Ost", "Sport Nord"],
  );
});

Deno.test("no broadcaster, said in other languages", () => {
  const none = (text: string) => extract(`${text}\n`).fields.broadcast_partners;
  assert.deepEqual(none("Einen TV-Partner haben wir nicht. Alle Spiele laufen im Livestream."), []);
  assert.deepEqual(none("Por ahora no tenemos televisión; transmitimos por YouTube."), []);
  assert.deepEqual(none("Nous n'avons pas de diffuseur pour le moment."), []);
});

Deno.test("a feed that does not exist yet has no format or latency", () => {
  const got = extract(
    "Official data feed: Not yet — planned for 2027, JSON over WebSocket, target latency 2 seconds.\n",
  ).fields;
  assert.equal(got.has_official_data_feed, false);
  assert.equal(got.data_feed_format, undefined);
  assert.equal(got.data_latency_ms, undefined);
  const live = extract("Official data feed: Yes, JSON over WebSocket, about 2 seconds latency.\n")
    .fields;
  assert.equal(live.data_feed_format, "JSON over WebSocket");
});

Deno.test("an integrity programme not in place has no partner", () => {
  const got = extract(
    "Integrity programme: Not yet — being drafted with Fair Play Monitoring, signing in 2027.\n",
  ).fields;
  assert.equal(got.integrity_program, false);
  assert.equal(got.integrity_partner, undefined);
});

Deno.test("a role's label names who holds it; a hedged jurisdiction is none", () => {
  const { fields } = extract(
    "Race director / directeur de course - Ardennes Canicross Cup\n" +
      "We do not know whether betting on our races would be allowed in Belgium today.\n",
  );
  assert.equal(fields.venues, undefined, "'course' in a role is no venue");
  assert.equal(fields.betting_legal_markets, undefined);
});

Deno.test("evidence is the document's text: a table row read as a sentence, a JSON value", () => {
  const row = "Streaming (Twitch, YouTube)\t0.3 million\t5 million";
  const read = extract(`Audience\n${row}\n`);
  assertEvidenced(read, row);
  const json = { finance_eur_mln: { revenue_2025: 3.2 } };
  const { evidence } = extractJson(json);
  assert.equal(evidence.annual_revenue_usd?.text, "finance_eur_mln.revenue_2025: 3.2");
  assert.deepEqual(evidence.annual_revenue_usd?.original, { amount: 3_200_000, currency: "EUR" });
});

Deno.test("'none' in Turkish, Romanian, Estonian, Czech and Russian; street abbreviations", () => {
  for (const none of ["Yok / none", "puudub", "niciunul", "žádné", "нет"]) {
    assert.deepEqual(parseList(none)?.value, [], none);
  }
  assert.deepEqual(parseList("Pole Arena; Harbour Hall")?.value, ["Pole Arena", "Harbour Hall"]);
  assert.equal(
    extract("Headquarters: Bağdat Cad. No: 12, Kadıköy / İstanbul\n").fields.headquarters,
    "Bağdat Cad. No: 12, Kadıköy / İstanbul",
  );
});

Deno.test("KPI tiles: a figure over its caption of one or two lines is the caption's answer", () => {
  const { fields } = extract(
    "The game the island plays\n12\nFRANCHISE CLUBS\n9\nTOUR STOPS PER\nSEASON\n1.8K\n" +
      "AVG. CROWD PER\nSTOP\n65K\nAVG. LIVE-STREAM\nVIEWERS / STOP\n58%\nFANS AGED 18–34\n" +
      "Figures: 2025 season.\n",
  );
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.events_per_season, 9);
  assert.equal(fields.average_attendance, 1800);
  assert.equal(fields.average_stream_viewers, 65_000, "'/ stop' reads 'per stop'");
  assert.equal(fields.audience_age_18_34_percent, 58);
  // A caption over its figure is a label over its value, not the caption of the next figure.
  const above = extract("Teams\n12\nAverage attendance\n1,800\n").fields;
  assert.equal(above.teams_count, 12);
  assert.equal(above.average_attendance, 1800);
});

Deno.test("a list as tags, a list a line per item, a sentence wrapped under its label", () => {
  const { fields } = extract(
    "Markets: Taiwan \tHong Kong \tMacau \tSingapore\nMalaysia\n" +
      "Home venues:\nHeping Gymnasium\nKaohsiung Arena\nHsinchu County Stadium\n" +
      "Official live data: yes — point-by-point scoring from our app, delivered as JSON via\n" +
      "webhooks and REST polling, median delay 1.5 seconds.\n",
  );
  assert.deepEqual(fields.markets, ["Taiwan", "Hong Kong", "Macau", "Singapore", "Malaysia"]);
  assert.deepEqual(fields.venues, [
    "Heping Gymnasium",
    "Kaohsiung Arena",
    "Hsinchu County Stadium",
  ]);
  assert.equal(fields.has_official_data_feed, true);
  assert.equal(fields.data_latency_ms, 1500);
});

Deno.test("an e-mail's answers: who the contact is, an answer going on below its marker", () => {
  const { fields } = extract(
    "From: Nadeesha Perera <media@league.example.lk>\n" +
      "To: Priya Raman <priya.raman@dataco.example>\n\n" +
      "> 5. What is the crowd at the final?\n\n" +
      "A: The 2025 final had around 11,000. Normal match days are between\n3,000 and 5,000.\n\n" +
      "> 7. Who is the contact for a data agreement?\n\n" +
      "A: Secretary General, Mr. W. A. Chaminda Perera (chaminda.perera@league.example.lk,\n" +
      "+94 77 341 2290). You may copy me on all correspondence.\n",
  );
  assert.equal(fields.average_attendance, 4000, "the final's crowd is no typical one");
  assert.equal(fields.events_per_season, undefined, "3,000 match days are no season");
  assert.equal(fields.contact_name, "W. A. Chaminda Perera");
  assert.equal(fields.contact_title, "Secretary General");
  assert.equal(fields.contact_email, "chaminda.perera@league.example.lk");
  // The reply's recipient asked the questions: never the league's contact.
  const asked = extract(
    "From: Ola <ola@x.example>\nTo: Priya Raman <priya@dataco.example>\n\nHi\n",
  );
  assert.notEqual(asked.fields.contact_email, "priya@dataco.example");
});

Deno.test("key figures in a side column, their captions in a column of their own", () => {
  const { fields } = extract(
    "KEY FIGURES\n32\n128\n8\n1,450\n+9%\nWho we are\n" +
      "Founded in 2008 by a group of club managers, the series is the curling tour of the Prairies.\n" +
      "rinks (teams) on tour\nregistered curlers\nbonspiels per season\n" +
      "avg. paid attendance per bonspiel\nrevenue growth\n",
  );
  assert.equal(fields.teams_count, 32);
  assert.equal(fields.athletes_count, 128);
  assert.equal(fields.events_per_season, 8, "a word no synonym knows, per season, is the event");
  assert.equal(fields.average_attendance, 1450, "'per bonspiel' is per event");
  assert.equal(fields.growth_rate_percent, 9);
  // As many captions as figures, or nothing: a column of three figures and two captions.
  const unsure = extract("12\n48\n7\nsome words here\nmore words here\n").fields;
  assert.equal(unsure.teams_count, undefined);
});

Deno.test("tiles of followers per platform add up; a list a line each under its label", () => {
  const { fields } = extract(
    "Audiencia\n4,2K\npúblico promedio por fecha\n38K\nespectadores en vivo promedio / fecha\n" +
      "148K\nInstagram\n51K\nTikTok\n13K\nYouTube (suscriptores)\n" +
      "61% de nuestra audiencia tiene entre 18 y 34 años.\n" +
      "Mercados\nChile\nPerú\nArgentina\nTV\nTNT Sports Chile\n",
  );
  assert.equal(fields.average_attendance, 4200);
  assert.equal(fields.social_followers, 212_000);
  assert.deepEqual(fields.markets, ["Chile", "Perú", "Argentina"]);
  assert.deepEqual(fields.broadcast_partners, ["TNT Sports Chile"]);
  assert.equal(extract("Jugadores/as con licencia: 112\n").fields.athletes_count, 112);
});

Deno.test("an audience answer in sentences: one event's, the season's, a peak's and last season's", () => {
  const { fields } = extract(
    "> 9. Broadcast audience - do you have a number per stage?\n" +
      "--> ETV2 average for the 2025 stages was 38 000 viewers, the final peaked at 71 000.\n" +
      "Whole 2025 season together TV + Jupiter + YouTube was ~310 000.\n",
  );
  assert.equal(fields.average_stream_viewers, 38_000);
  assert.equal(fields.annual_viewership, 310_000);
  assert.equal(parseNumber("was ~310 000.")?.value, 310_000, "a sentence's full stop");
  assert.equal(parseNumber("1 234,5")?.value, 1234.5);
  assert.equal(extract("Registered curlers: 128\n").fields.athletes_count, 128);
  assert.equal(extract("Registered couples: 412\n").fields.athletes_count, undefined);
});

Deno.test("a table of seasons: the latest column is the league's figure now", () => {
  const { fields } = extract(
    "2. Key metrics\n\tMetric \t2024 \t2025\nClubs \t\t\t10 \t12\nTeam matches per round \t15 \t18\n" +
      "Revenue \t\t\t€ 1,62 εκ. \t€ 1,95 εκ.\n",
  );
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.contests_per_event, 18);
  assert.equal(fields.annual_revenue_usd, Math.round(1_950_000 * USD_RATES.EUR));
});

Deno.test("a PDF table's cells wrapped in their columns, pairs side by side", () => {
  const { fields } = extract(
    "Sport \trugby sevens \t\t\tYear founded 2016\n" +
      "Clubs \t16\n\t\t\tRegistered\n\t\t\tplayers\n\t\t\t\t\t344\n" +
      "Annual revenue KSh 184 million \t\tOf which sponsorship KSh 97 million\n",
  );
  assert.equal(fields.founded_year, 2016);
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.athletes_count, 344);
  assert.equal(fields.annual_revenue_usd, Math.round(184_000_000 * USD_RATES.KES));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(97_000_000 * USD_RATES.KES));
});

Deno.test("a correction's right value; codes, numbered stages and another's phone are no facts", () => {
  const { fields } = extract(
    "(1) Attendance: the letter says 1.800 per round. This was a typing error; the correct " +
      "figure is 1.080 spectators per round.\n(2) Clubs: please read 11 clubs instead of 10.\n",
  );
  assert.equal(fields.average_attendance, 1080);
  assert.equal(fields.teams_count, 11);
  assert.deepEqual(parseList("YouTube only")?.value, ["YouTube"]);
  const noise = extract(
    "Following up on DPQ-7, some numbers changed.\n> Anti-doping: are athletes tested?\n" +
      "Ya, tes LADI di seri 5 dan final.\n> Who is the contact?\n" +
      "Answer - Sofie Vandermeulen, sofie@series.example. For the technical side me, " +
      "+32 495 30 71 44.\n",
  ).fields;
  assert.equal(noise.social_followers, undefined);
  assert.equal(noise.events_per_season, undefined);
  assert.equal(noise.contact_email, "sofie@series.example");
  assert.equal(noise.contact_phone, undefined);
});

Deno.test("two things asked at once, answered in sentences in lower case", () => {
  const { fields } = extract(
    "> 4) How many events per season, and how many matches/bouts at each?\n\n" +
      "6 tournaments a year. bouts depends on entries, between 80 and 120 per tournament\n\n" +
      "> 9) Do you have an integrity programme / anti-doping?\n\n" +
      "no integrity anything. no doping tests, we cant afford, its amateur\n",
  );
  assert.equal(fields.events_per_season, 6);
  assert.equal(fields.contests_per_event, 100);
  assert.equal(fields.anti_doping_policy, false);
  // A label in two languages is one field's, not two things asked.
  assert.equal(extract("Antall lag / Number of teams: 12\n").fields.teams_count, 12);
});

Deno.test("'nor do we have', a phone in a letterhead, a league and its sport asked together", () => {
  assert.equal(parseBool("Nor do we have a formal integrity programme")?.value, false);
  const { fields } = extract(
    "Dansk Tømmersport\nSkovvej 14, 8600 Silkeborg • tlf. +45 86 82 14 90 • www.example.dk\n\n" +
      "> 1) Name of your league and sport?\n\n" +
      "Pomorska Liga Armwrestlingu - armwrestling (siłowanie na ręce)\n",
  );
  assert.equal(fields.headquarters, "Skovvej 14, 8600 Silkeborg");
  assert.equal(fields.sport, "armwrestling");
  assert.equal(fields.league_name, "Pomorska Liga Armwrestlingu");
});

Deno.test("scale words of Vietnamese and Japanese, figures run into CJK words, 〜 ranges", () => {
  assert.equal(parseNumber("8,6 tỷ")?.value, 8_600_000_000);
  assert.equal(parseNumber("2,5 triệu lượt xem")?.value, 2_500_000);
  assert.equal(parseNumber("45 nghìn")?.value, 45_000);
  assert.equal(parseNumber("約1,850万円（2025年度）")?.value, 18_500_000);
  assert.equal(parseNumber("約420名")?.value, 420);
  assert.deepEqual(parseNumber("300〜500人")?.range, [300, 500]);
  const yen = parseMoney("協賛金 420万円", "");
  assert.deepEqual(yen?.original, { amount: 4_200_000, currency: "JPY" });
  const dong = parseMoney("5,2 tỷ đồng", "");
  assert.deepEqual(dong?.original, { amount: 5_200_000_000, currency: "VND" });
});

Deno.test("Brazilian 'mi' and Thai 'MB' millions; a revenue under a hundred dollars is none", () => {
  assert.deepEqual(parseMoney("R$ 1,2 mi", "")?.original, { amount: 1_200_000, currency: "BRL" });
  assert.equal(parseNumber("4,6 mi visualizações")?.value, 4_600_000);
  assert.deepEqual(parseMoney("฿ 14.5 MB in 2025", "")?.original, {
    amount: 14_500_000,
    currency: "THB",
  });
  const { fields } = extract("Annual revenue: ฿ 14.5\nSponsorship: ฿ 3.2\n");
  assert.equal(fields.annual_revenue_usd, undefined);
  assert.equal(fields.sponsorship_revenue_usd, undefined);
});

Deno.test("a mail header's time zone and a day of the month count nothing", () => {
  const mail = extract(
    "De: Lucía <secretaria@liga.com.ar>\nFecha: jue, 12 mar 2026 18:06:31 -0300\n" +
      "Asunto: RE: corrección\n\nEstimado Martín:\n\nLa comisión aprobó 16 fechas.\n",
  );
  assert.equal(mail.fields.events_per_season, 16);
  const chat = extract(
    "[18/11/2026 16:53:02] Marcos LCFB: esse é o cartaz da próxima etapa, dia 29 na Tijuca Show!\n",
  );
  assert.equal(chat.fields.events_per_season, undefined);
});

Deno.test("a figure taken back with spaces between its thousands: 'inte 1 200 utan 850'", () => {
  const { fields } = extract(
    "Rättelse\n\n1. Publik per tävling / average attendance: inte 1 200 utan 850.\n",
  );
  assert.equal(fields.average_attendance, 850);
});

Deno.test("a form's example in brackets is neither label nor answer", () => {
  const text = "PARTNER LEAGUE FORM\n\n" +
    "League name ......................... Mornington Couta League\n" +
    "Region .............................. [e.g. Asia-Pacific]\n" +
    "Average spectators per race day ..... [e.g. 2,000]\n" +
    "N.º de atletas [Athletes] (ex.: 150) ........: aprox. 85 velejadores\n" +
    "Year in which the league was founded\n(e.g. 2015) ................ 1978\n";
  const extraction = extract(text);
  const { fields } = extraction;
  assert.equal(fields.region, undefined);
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.athletes_count, 85);
  assert.equal(fields.founded_year, 1978);
  assert.match(extraction.evidence.athletes_count!.text, /\(ex\.: 150\)/);
  assertEvidenced(extraction, text);
});

Deno.test("'Q1:' and 'Q:' before a question's words mark the question, not a label", () => {
  for (const marker of ["Q1:", "Q:"]) {
    const text = `FORM\n\n${marker} Officiating\na weigh-master at the scale\n\n` +
      `${marker} Anti-doping policy\nNo\n\n${marker} Current betting partners\nNone\n\n` +
      `${marker} League – Mandalay Lethwei Premier League, Lethwei.\n`;
    const extraction = extract(text);
    const { fields } = extraction;
    assertEvidenced(extraction, text);
    assert.equal(fields.officiating, "a weigh-master at the scale", marker);
    assert.equal(fields.anti_doping_policy, false, marker);
    assert.deepEqual(fields.existing_betting_partners, [], marker);
  }
});

Deno.test("numbered answers ('A1:', 'Ans. 2:') answer their question; an annex's 'A3.' heads", () => {
  for (const [q, a] of [["Q.N:", "Ans. N:"], ["QN -", "AN -"], ["QN:", "AN:"]]) {
    const at = (s: string, n: number) => s.replace("N", String(n));
    const { fields } = extract(
      `FORM\n\n${at(q, 1)} Officiating\n${at(a, 1)} a weigh-master at the scale\n\n` +
        `${at(q, 2)} Anti-doping policy\n${at(a, 2)} No\n\n` +
        `${at(q, 3)} Sponsorship revenue\n${at(a, 3)} 1.8 million baht\n`,
    );
    assert.equal(fields.officiating, "a weigh-master at the scale", q);
    assert.equal(fields.anti_doping_policy, false, q);
    assert.equal(fields.sponsorship_revenue_usd, 50_400, q);
  }
  const annex = extract(
    "Annex to our reply\n\nA2. Calendar 2026\n\nSeason opens in April 2026 (Leg 1).\n" +
      "A3. Summary of income, FY 2025\n",
  );
  assert.equal(annex.fields.season_start_month, "April");
});

Deno.test("an age band in Malay is no audience: 'berumur 18 hingga 34 tahun'", () => {
  const { fields } = extract(
    "Soalan 11 - survey penonton sudah siap: 38% penonton kami berumur 18 hingga 34 tahun.\n",
  );
  assert.equal(fields.audience_age_18_34_percent, 38);
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("'Navn / Name' under the contact's heading labels the name below it", () => {
  const { fields } = extract(
    "SKJEMA\n\n6. Kontakt / Contact\n\nNavn / Name\nIngrid Solheim\n\nStilling / Title\ndaglig leder\n",
  );
  assert.equal(fields.contact_name, "Ingrid Solheim");
  assert.equal(fields.contact_title, "daglig leder");
});

Deno.test("'Contact is undersigned' is no name: the signature's is", async () => {
  // (The development corpus's reply, whose numbered answers follow its asker's questions.)
  const text = await Deno.readTextFile(
    new URL("./fixtures/questionnaires/corpus/dev/b8_shikara_ksrl_reply.txt", import.meta.url),
  );
  assert.match(text, /^10\. Contact is undersigned\.$/m);
  assert.equal(extract(text).fields.contact_name, "Mir Tariq Ahmad");
  assert.equal(extract("Kontakt: Juan de la Cruz\n").fields.contact_name, "Juan de la Cruz");
});

Deno.test("an amount's currency is the one beside it, not another league's", () => {
  const money = parseMoney("BBD 88,000. For comparison the Tobago series got TTD 400,000.", "");
  assert.deepEqual(money?.original, { amount: 88_000, currency: "BBD" });
});

Deno.test("Japanese labels found inside a question; なし and ありません answer no", () => {
  const text = [
    "> 3. 設立年",
    "1991年",
    "",
    "> 7. チーム数",
    "36チーム",
    "",
    "> 9. シーズン開始月",
    "5月開始",
    "",
    "> 10. 1シーズンの大会数",
    "6大会",
    "",
    "> 12. 主な会場",
    "県営体育館、市民公園（予備）",
    "",
    "> 20. 公式ライブデータフィードの有無",
    "なし。結果は翌日に公開しています。",
    "",
    "> 23. インテグリティプログラム",
    "正式なものはありません。",
    "",
    "> 26. 現在のベッティング・パートナー",
    "なし",
    "",
    "> 28. 年間収入",
    "約2,400万円",
    "",
  ].join("\n");
  const extraction = extract(text);
  const { fields } = extraction;
  assert.equal(fields.founded_year, 1991);
  assert.equal(fields.teams_count, 36);
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.events_per_season, 6);
  assert.deepEqual(fields.venues, ["県営体育館", "市民公園"]);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.integrity_program, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(extraction.evidence.annual_revenue_usd?.original?.amount, 24_000_000);
  assertEvidenced(extraction, text);
});

Deno.test("months by their number (4月, tháng 3), in Czech and Romanian; months as a length", () => {
  assert.equal(extract("Season start: 4月開始").fields.season_start_month, "April");
  assert.equal(
    extract("Mùa giải bắt đầu vào tháng 3 và kéo dài 7 tháng.").fields.season_start_month,
    "March",
  );
  assert.equal(extract("Začátek sezóny: v květnu").fields.season_start_month, "May");
  assert.equal(
    extract("Sezonul începe în aprilie și durează circa 22 de săptămâni.").fields
      .season_length_weeks,
    22,
  );
});

Deno.test("Polish and Swedish sentences name their fields", () => {
  const polish = extract(
    "W lidze startuje obecnie 12 klubów. Rozgrywamy 6 rund; podczas jednej rundy odbywa się " +
      "około 90 biegów. Przychody ligi w 2025 r. wyniosły 2,1 mln zł, w tym przychody " +
      "sponsorskie 800 000 zł. Opóźnienie wynosi ok. 2 sekundy.",
  ).fields;
  assert.equal(polish.teams_count, 12);
  assert.equal(polish.events_per_season, 6);
  assert.equal(polish.contests_per_event, 90);
  assert.equal(polish.data_latency_ms, 2000);
  assert.equal(polish.annual_revenue_usd, Math.round(2_100_000 * USD_RATES.PLN));
  const swedish = extract(
    "Ligan grundades 2009 och har sitt säte i Umeå, Västerbotten. Vi har i dag 24 lag. " +
      "Vi spelar 5 deltävlingar per säsong, med omkring 1 800 tittare per sändning. " +
      "Nej, vi har inget officiellt livefeed.",
  ).fields;
  assert.equal(swedish.founded_year, 2009);
  assert.equal(swedish.headquarters, "Umeå, Västerbotten");
  assert.equal(swedish.teams_count, 24);
  assert.equal(swedish.events_per_season, 5);
  assert.equal(swedish.average_stream_viewers, 1800);
  assert.equal(swedish.has_official_data_feed, false);
});

Deno.test("Vietnamese phrases of several syllables name their fields", () => {
  const text = "Giải được thành lập năm 2016. Hiện giải có 8 câu lạc bộ với tổng cộng " +
    "120 vận động viên đã đăng ký. Mỗi vòng đấu có khoảng 900 khán giả tại sân. Tổng doanh " +
    "thu năm 2025 đạt 4,5 tỷ đồng, trong đó doanh thu tài trợ là 2 tỷ đồng.";
  const extraction = extract(text);
  const { fields } = extraction;
  assert.equal(fields.founded_year, 2016);
  assert.equal(fields.teams_count, 8);
  assert.equal(fields.athletes_count, 120);
  assert.equal(fields.average_attendance, 900);
  assert.deepEqual(extraction.evidence.annual_revenue_usd?.original, {
    amount: 4_500_000_000,
    currency: "VND",
  });
  assert.deepEqual(extraction.evidence.sponsorship_revenue_usd?.original, {
    amount: 2_000_000_000,
    currency: "VND",
  });
  assertEvidenced(extraction, text);
});

Deno.test("sports as their own languages name them, in any script", () => {
  assert.equal(extract("Môn thi đấu: đá cầu. Giải có 8 câu lạc bộ.").fields.sport, "đá cầu");
  assert.equal(extract("Om ligan. Sporten är kubb. Vi har 20 lag.").fields.sport, "kubb");
});

Deno.test("Czech, Romanian and Portuguese sentences: growth, integrity, betting legal", () => {
  const czech = extract("4. Meziroční růst příjmů: 7 %.\n5. Počet registrovaných hráčů: 180\n")
    .fields;
  assert.equal(czech.growth_rate_percent, 7);
  assert.equal(czech.athletes_count, 180);
  const romanian = extract(
    "Regulamentul de integritate a fost adoptat în 2024, iar meciurile sunt monitorizate de " +
      "Sportradar. Meciurile sunt arbitrate de un arbitru principal și doi arbitri de linie. " +
      "Pariurile pe oină sunt legale în România.",
  ).fields;
  assert.equal(romanian.integrity_program, true);
  assert.equal(romanian.integrity_partner, "Sportradar");
  assert.equal(romanian.officiating, "un arbitru principal și doi arbitri de linie");
  assert.deepEqual(romanian.betting_legal_markets, ["România"]);
  const portuguese = extract(
    "A sede fica em Belo Horizonte, Minas Gerais. Apostar na liga é legal no Brasil. " +
      "Guardamos as súmulas desde 2014. Crescemos 11% em relação a 2024.",
  ).fields;
  assert.equal(portuguese.headquarters, "Belo Horizonte, Minas Gerais");
  assert.deepEqual(portuguese.betting_legal_markets, ["Brasil"]);
  assert.equal(portuguese.historical_data_years, 12);
  assert.equal(portuguese.growth_rate_percent, 11);
});

Deno.test("followers counted before their platform's name add up; a hedge in Polish is no", () => {
  const { fields } = extract(
    "Nas redes sociais temos 30 mil seguidores no Instagram e 10,5 mil inscritos no YouTube.",
  );
  assert.equal(fields.social_followers, 40_500);
  // Not in a sentence about followers: viewers on two platforms are no following.
  assert.equal(
    extract("About 4 000 watch on YouTube and 2 000 on Facebook each night.").fields
      .social_followers,
    undefined,
  );
  assert.equal(
    extract("Program ochrony uczciwości rozgrywek mamy na razie nieformalny.").fields
      .integrity_program,
    false,
  );
});

Deno.test("English: 'turned over' is revenue, season views a season's audience", () => {
  const { fields } = extract(
    "The league turned over EUR 2.4 million in 2025.\n\nSeason views: 1.2 million\n",
  );
  assert.equal(fields.annual_revenue_usd, Math.round(2_400_000 * USD_RATES.EUR));
  assert.equal(fields.annual_viewership, 1_200_000);
});

Deno.test("Turkish: the season's first month and its length in months (ay)", () => {
  const { fields } = extract(
    "6. Sezon – Season\nCevap: Mayıs'ta başlıyor, yaklaşık 5 ay sürüyor.\n",
  );
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.season_length_weeks, 21.7);
});

Deno.test("broadcasters, streams and no betting partners named in Swedish and Vietnamese", () => {
  const swedish = extract(
    "Alla deltävlingar sänds på Twitch och YouTube. Vi har inga samarbeten med spelbolag i dag.",
  ).fields;
  assert.deepEqual(swedish.streaming_platforms, ["Twitch", "YouTube"]);
  assert.deepEqual(swedish.existing_betting_partners, []);
  const vietnamese = extract(
    "Các trận đấu được truyền hình trực tiếp trên kênh VTV6 và phát trực tuyến trên FPT Play " +
      "và YouTube. Giải chưa có đối tác cá cược nào.",
  ).fields;
  assert.deepEqual(vietnamese.broadcast_partners, ["VTV6"]);
  assert.deepEqual(vietnamese.streaming_platforms, ["FPT Play", "YouTube"]);
  assert.deepEqual(vietnamese.existing_betting_partners, []);
});

Deno.test("markets listed in Vietnamese and Swedish, joined by 'và' and 'och'", () => {
  assert.deepEqual(
    extract("Giải được theo dõi tại Việt Nam, Lào và Thái Lan.").fields.markets,
    ["Việt Nam", "Lào", "Thái Lan"],
  );
  assert.deepEqual(
    extract("Så marknaderna är Sverige, Norge och Danmark.").fields.markets,
    ["Sverige", "Norge", "Danmark"],
  );
});

Deno.test("a Japanese season's answer: its first month by number and its length in か月", () => {
  const { fields } = extract("> 9. シーズン開始月・期間\n5月開始、約6か月（10月の決勝まで）\n");
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.season_length_weeks, 26);
});

Deno.test("'since' written after the year: 2001年から, 2019'dan beri", () => {
  assert.equal(
    extract("> 21. 過去データの保存期間\n2006年からの大会結果を保存しています。\n").fields
      .historical_data_years,
    20,
  );
  assert.equal(
    extract("13. Geçmiş veri – Historical data\nCevap: 2016'dan beri tüm yarışlar\n").fields
      .historical_data_years,
    10,
  );
});

Deno.test("percentages: a sign written first (%40), a fall in Japanese and other languages", () => {
  assert.equal(parsePercent("gelirde yıllık %40")?.value, 40);
  assert.equal(parsePercent("参加者数は前年比マイナス3%")?.value, -3);
  assert.equal(parsePercent("spadek o 4%")?.value, -4);
  assert.equal(parsePercent("wzrost 12%")?.value, 12);
});

Deno.test("Dutch and French form labels: licenties, manches, reeksen, jury, aandeel 18-34", () => {
  const { fields } = extract(
    [
      "Licenties / Licences | 980",
      "Manches per seizoen / Manches par saison | 8",
      "Reeksen per manche / Séries par manche | 10",
      "Jury | jury van 3",
      "Toeschouwers per manche / Spectateurs par manche | 1.200",
      "Aandeel 18-34 jaar / Part 18-34 ans | 41 %",
    ].join("\n"),
  );
  assert.equal(fields.athletes_count, 980);
  assert.equal(fields.events_per_season, 8);
  assert.equal(fields.contests_per_event, 10);
  assert.equal(fields.officiating, "jury van 3");
  assert.equal(fields.average_attendance, 1200);
  assert.equal(fields.audience_age_18_34_percent, 41);
  // A figure said to be probable is no fact yet.
  assert.equal(
    extract("Probably 11 manches, the calendar is voted in May.").fields.events_per_season,
    undefined,
  );
});

Deno.test("German: a stream 'als Livestream auf', followers 'in den sozialen Medien folgen uns'", () => {
  const { fields } = extract(
    "Alle Spiele übertragen wir als Livestream auf LAOLA1. In den sozialen Medien folgen uns " +
      "rund 18.000 Personen.",
  );
  assert.deepEqual(fields.streaming_platforms, ["LAOLA1"]);
  assert.equal(fields.social_followers, 18_000);
});

Deno.test("answers typed after the questions on their quoted lines; Dutch labels", () => {
  const { fields } = extract(
    "Op 16 mrt 2026 schreef Ruben <ruben@oddslab.example>:\n\n" +
      "> Officiële naam van de competitie? Fierljep Topkompetysje\n" +
      "> Opgericht in (jaar)? 1982\n> Vaste accommodaties?\n" +
      "> Aantal geregistreerde atleten? 214 springers met licentie\n" +
      "> Gemiddeld aantal kijkers per uitzending? Omrop Fryslân meldt gem. 8.000 kijkers per\n" +
      "> wedstrijd (tv + livestream samen)\n> Dopingbeleid? ja, controles via de Dopingautoriteit\n",
  );
  assert.equal(fields.league_name, "Fierljep Topkompetysje");
  assert.equal(fields.founded_year, 1982);
  assert.equal(fields.athletes_count, 214);
  assert.equal(fields.average_stream_viewers, 8000);
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.venues, undefined, "a question left open answers nothing");
  // One quoted question with its own note is no reply typed into the quote.
  const note = extract("> How many teams? Please count senior teams only.\n\n12 teams\n").fields;
  assert.equal(note.teams_count, 12);
});

Deno.test("answers by question number alone: each its own, the number no figure", () => {
  const { fields } = extract(
    "I answer with the numbers of your questionnaire.\n\nQ7 – 24 teams (we call them " +
      '"Gesellschaften")\nQ8 – about 1\'150 licensed players\nQ10 – 16 rounds\n',
  );
  assert.equal(fields.teams_count, 24, "not the range 7–24");
  assert.equal(fields.athletes_count, 1150);
  assert.equal(fields.events_per_season, 16);
});

Deno.test("names with their media role, 'none' in a text field, audiences per jornada, a time", () => {
  const { fields } = extract(
    "14. Televisione e streaming: TeleMantova per le dirette TV, YouTube per lo streaming\n" +
      "Partner integrità: nessuno\nAudiencia media TV por jornada | 45.000\n" +
      "Fecha: 10 de marzo de 2026, 13:26\n",
  );
  assert.deepEqual(fields.broadcast_partners, ["TeleMantova"]);
  assert.deepEqual(fields.streaming_platforms, ["YouTube"]);
  assert.equal(fields.integrity_partner, undefined);
  assert.equal(fields.average_stream_viewers, 45_000);
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.events_per_season, undefined, "13:26 is a time");
});

Deno.test("a one-pager's prose: contests at one event, a tour that opens, stats recorded, a feed", () => {
  const { fields } = extract(
    "The tour opens in October and runs 22 weeks to the Championship in March. Each bonspiel " +
      "is a triple-knockout event with 48 games from Friday morning to the Sunday final.\n" +
      "29% of viewers are 18–34 — younger than curling's reputation.\n" +
      "We run an official live scoring feed (JSON REST API, end-by-end). Shot-by-shot " +
      "percentages, hammer, steals, blank ends and score by end are recorded.\n" +
      "A formal integrity policy has been in place since 2023, with monitoring by the Canadian " +
      "Centre for Ethics in Sport (CCES).\n",
  );
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.season_length_weeks, 22);
  assert.equal(fields.contests_per_event, 48);
  assert.equal(fields.events_per_season, undefined);
  assert.equal(fields.audience_age_18_34_percent, 29);
  assert.equal(fields.data_feed_format, "JSON REST API");
  assert.deepEqual(fields.stats_tracked, [
    "Shot-by-shot percentages",
    "hammer",
    "steals",
    "blank ends",
    "score by end",
  ]);
  assert.equal(fields.integrity_partner, "Canadian Centre for Ethics");
});

Deno.test("a letter's salutation ('Hej Mette') is no heading over the labels below it", () => {
  const { fields } = extract("Hej Mette\n\nNavn: Dansk 3x3 Tour\nTV: TV 2 Sport\n");
  assert.deepEqual(fields.broadcast_partners, ["TV 2 Sport"]);
  assert.equal(
    extract("Dear Priya,\n\nTV: Sky Sports\n").fields.broadcast_partners?.[0],
    "Sky Sports",
  );
});

Deno.test("the 18–34 band written with a conjunction: 'mellem 18 og 34 år er 61 %'", () => {
  assert.equal(
    extract("- Andelen af vores publikum mellem 18 og 34 år er 61 % (seermåling 2025).").fields
      .audience_age_18_34_percent,
    61,
  );
});

Deno.test("a range of two numbers with thousands dots: 'Tilskuere: 1.500-2.500 per stop'", () => {
  assert.deepEqual(parseNumber("1.500-2.500")?.range, [1500, 2500]);
  assert.equal(parseNumber("12.03.2026"), null);
  assert.equal(
    extract("Tilskuere: 1.500-2.500 per stop (gratis adgang).").fields.average_attendance !==
      undefined,
    true,
  );
});

Deno.test("Danish and terse Finnish labels: Lovligt marked, sponsorater, virall. nimi, yleisöä", () => {
  const { fields } = extract(
    ["Lovligt marked: Danmark", "Sponsorater: 1,1 mio. kr.", "- virall. nimi: Mölkky-Superliiga"]
      .join("\n"),
  );
  assert.deepEqual(fields.betting_legal_markets, ["Danmark"]);
  assert.ok(fields.sponsorship_revenue_usd !== undefined);
  assert.equal(fields.league_name, "Mölkky-Superliiga");
  assert.equal(
    extract("yleisöä: 200-400 per turnaus").fields.average_attendance !== undefined,
    true,
  );
  // "marked" alone is no market: "answers marked A: under each question".
  assert.equal(extract("see our answers marked A: under each question").fields.markets, undefined);
});

Deno.test("job titles written as compounds or in Danish and French: Ligaleiter, Kommerciel chef", () => {
  const { fields } = extract(
    "Mit freundlichen Grüßen\nJosef Hainzl, Ligaleiter\njosef.hainzl@eisstock-liga.de\n",
  );
  assert.equal(fields.contact_name, "Josef Hainzl");
  assert.equal(fields.contact_title, "Ligaleiter");
  const danish = extract(
    "Med venlig hilsen\n\nMette Kjærgaard\nKommerciel chef\nmette.kjaergaard@3x3tour.dk\n",
  ).fields;
  assert.equal(danish.contact_title, "Kommerciel chef");
});

Deno.test("French letters: number words, sociétés, tournois, a progressé, aucun programme", () => {
  assert.equal(parseNumber("quatorze")?.value, 14);
  assert.equal(parseNumber("kuusi")?.value, 6);
  assert.equal(
    extract("Aujourd'hui nous réunissons quatorze sociétés de joute.").fields.teams_count,
    14,
  );
  assert.equal(extract("Nous organisons onze tournois au total.").fields.events_per_season, 11);
  assert.equal(
    extract("Le nombre de licenciés a progressé de 6 % l'an dernier.").fields
      .growth_rate_percent,
    6,
  );
  assert.equal(
    parseBool("Nous n'avons aucun programme d'intégrité à proprement parler")?.value,
    false,
  );
});

Deno.test("French and German subjects and hedges weigh nothing in a sentence's label", () => {
  assert.equal(
    extract(
      "Nous avons un peu plus de 9 500 abonnés toutes plateformes confondues, et une bonne " +
        "partie de notre public est jeune, mais je n'ai pas de chiffre précis par tranche d'âge.",
    ).fields.social_followers,
    9500,
  );
});

Deno.test("French 'licenciés' are the league's licensed athletes", () => {
  assert.equal(extract("Nombre de licenciés : 1 200").fields.athletes_count, 1200);
});

Deno.test("terse Finnish bullets: ei dopingtestejä, ei vedonlyöntikumppania, vuodesta, /turnaus, kk", () => {
  assert.equal(parseBool("- ei dopingtestejä")?.value, false);
  const { fields } = extract(
    [
      "- ei dopingtestejä",
      "- ei vedonlyöntikumppania",
      "- tulokset talletettu vuodesta 2016",
      "- youtube striimi, keskim 650 katsojaa/turnaus",
    ].join("\n"),
  );
  assert.equal(fields.anti_doping_policy, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.historical_data_years, 10);
  assert.equal(fields.average_stream_viewers, 650);
  assert.equal(extract("Kauden pituus: 5 kk").fields.season_length_weeks !== undefined, true);
});

Deno.test("a percentage answers no count: 'joukkueita +25 % viime vuodesta'", () => {
  assert.equal(extract("Teams: +25 % on last year").fields.teams_count, undefined);
  assert.equal(extract("Teams: 25").fields.teams_count, 25);
});

Deno.test("a terse reply's bullet without a colon: '- laji mölkky', '- virall. nimi …'", () => {
  const { fields } = extract("- virall. nimi Mölkky-Superliiga\n- laji mölkky\n");
  assert.equal(fields.league_name, "Mölkky-Superliiga");
  assert.equal(fields.sport, "mölkky");
  // A sentence about the thing names nothing.
  assert.equal(extract("- Sport is growing fast\n").fields.sport, undefined);
});

Deno.test("a format named alone on a line about the live feed: 'live-datafeed: ja (JSON)'", () => {
  assert.equal(extract("Officielt live-datafeed: ja (JSON)").fields.data_feed_format, "JSON");
  assert.equal(
    extract("Yes, it's our own official live feed — JSON REST API, about 5 seconds.").fields
      .data_feed_format,
    "JSON REST API",
  );
  // A format of something else is no feed's.
  assert.equal(extract("Results are exported as XML files.").fields.data_feed_format, undefined);
});

Deno.test("Finnish and Dutch form labels: Liigan nimi, Turnauksia kaudessa, Aantal verenigingen", () => {
  const finnish = extract(
    [
      "Liigan nimi \tMölkky-Superliiga",
      "Turnauksia kaudessa \t6",
      "Virallinen datasyöte \tei vielä",
      "Vedonlyöntikumppanit \tei ole",
    ].join("\n"),
  ).fields;
  assert.equal(finnish.league_name, "Mölkky-Superliiga");
  assert.equal(finnish.events_per_season, 6);
  assert.equal(finnish.has_official_data_feed, false);
  assert.deepEqual(finnish.existing_betting_partners, []);
  const dutch = extract(
    [
      "Naam competitie | Fierljep Topkompetysje",
      "Jaar van oprichting | 1982",
      "Aantal verenigingen | 9",
      "Wedstrijden per seizoen | 12",
      "Omroep | Omrop Fryslân",
      "Partners kansspelen | geen",
    ].join("\n"),
  ).fields;
  assert.equal(dutch.league_name, "Fierljep Topkompetysje");
  assert.equal(dutch.founded_year, 1982);
  assert.equal(dutch.teams_count, 9);
  assert.equal(dutch.events_per_season, 12);
  assert.deepEqual(dutch.broadcast_partners, ["Omrop Fryslân"]);
  assert.deepEqual(dutch.existing_betting_partners, []);
});

Deno.test("followers per platform with 'ca.' between; 'Fernsehen: keine'; sports of the lexicon", () => {
  assert.equal(
    extract("Zu 18: Facebook ca. 4.100, Instagram 2.350").fields.social_followers,
    6450,
  );
  assert.deepEqual(
    extract("Zu 16: Fernsehen: keine. Der BR war zweimal da.").fields.broadcast_partners,
    [],
  );
  assert.equal(
    extract("Zu 2: Eisstockschießen, bei uns als Mannschaftsspiel").fields.sport,
    "Eisstockschießen",
  );
});

Deno.test("Danish sentences: 'Sæsonen starter i juni', 'kampe per stop', 'Samlet … visninger'", () => {
  const { fields } = extract(
    "Sæsonen starter i juni og varer 10 uger. Vi har 7 stop, og der spilles omkring 90 kampe " +
      "per stop.\nSamlet ca. 410.000 visninger over hele sæsonen (TV og YouTube).",
  );
  assert.equal(fields.season_start_month, "June");
  assert.equal(fields.contests_per_event, 90);
  assert.equal(fields.annual_viewership, 410_000);
});

Deno.test("results kept, said in Danish: 'alle resultater … liggende siden første sæson i 2014'", () => {
  assert.equal(
    extract("Vi har alle resultater og statistik liggende siden første sæson i 2014.").fields
      .historical_data_years,
    12,
  );
});

Deno.test("a broadcaster named with what it shows: 'TV: TV 2 Sport viser finalestoppet.'", () => {
  assert.deepEqual(
    extract("TV: TV 2 Sport viser finalestoppet. Streaming på YouTube fra alle stop.").fields
      .broadcast_partners,
    ["TV 2 Sport"],
  );
  assert.deepEqual(extract("TV: BBC iPlayer").fields.broadcast_partners, ["BBC iPlayer"]);
});

Deno.test("a message forwarded by a colleague is the league's own answer, not the asker's original", () => {
  const forwarded = [
    "From: Oskar Nyberg <oskar@kubbligan.se>",
    "To: Henrik <henrik@oddsdata.se>",
    "Subject: Fwd: summary",
    "",
    "Hi Henrik, I'm forwarding Elin's summary.",
    "",
    "---------- Forwarded message ---------",
    "From: Elin Gardell <elin@kubbligan.se>",
    "Subject: summary",
    "",
    "* Website www.kubbligan.se",
    "* 1 000-1 500 spectators per tournament",
  ].join("\n");
  assert.ok(extract(forwarded).fields.average_attendance !== undefined);
  // The asker's original under a reply is still no answer.
  const reply = forwarded.replace("elin@kubbligan.se", "henrik@oddsdata.se");
  assert.equal(extract(reply).fields.average_attendance, undefined);
});

Deno.test("a betting partner named with a remark: 'ATG is our first (and so far only) betting partner'", () => {
  assert.deepEqual(
    extract("We signed with ATG last week. ATG is our first (and so far only) betting partner.")
      .fields.existing_betting_partners,
    ["ATG"],
  );
});

Deno.test("'kr.' of a document that names Denmark in Danish ('Danmarks største', '.dk', '+45')", () => {
  assert.equal(
    currencyContext("Dansk 3x3 Tour er Danmarks største 3x3 basketball-turnering.").krone,
    "DKK",
  );
  assert.equal(currencyContext("Kontakt: +47 22 33 44 55").krone, "NOK");
  assert.equal(currencyContext("www.kubbligan.se").krone, "SEK");
});

Deno.test("Danish profile sentences: 'stiftet i 2014 og med sekretariat i Brøndby', 'Spillepartner'", () => {
  const { fields } = extract(
    "Dansk 3x3 Tour er Danmarks største 3x3 basketball-turnering, stiftet i 2014 og med " +
      "sekretariat i Brøndby.\nSpillepartner: Danske Spil",
  );
  assert.equal(fields.founded_year, 2014);
  assert.equal(fields.headquarters, "Brøndby");
  assert.deepEqual(fields.existing_betting_partners, ["Danske Spil"]);
});

Deno.test("broadcasters as the subject in French, German, Danish: 'France 3 Occitanie diffuse …'", () => {
  assert.deepEqual(
    extract("France 3 Occitanie diffuse plusieurs tournois et la finale.").fields
      .broadcast_partners,
    ["France 3 Occitanie"],
  );
  assert.deepEqual(
    extract("Der BR überträgt alle Finalspiele live.").fields.broadcast_partners,
    ["BR"],
  );
});

Deno.test("a referral before a contact's name, 'South Africa' no region, streaming spectators", () => {
  const { fields } = extract(
    "> Who should we contact?\n\nPlease write to Oluwaseun Adeyemi, Commercial Manager, at " +
      "o.adeyemi@npl.example.ng.\n\nWe play in South Africa and Namibia.\n" +
      "- spettatori streaming: media 18.000 a giornata\n\n> 15. How are contests officiated?\n\n" +
      "Every pull is controlled by a chief judge and two side judges.\n",
  );
  assert.equal(fields.contact_name, "Oluwaseun Adeyemi");
  assert.equal(fields.contact_title, "Commercial Manager");
  assert.equal(fields.region, undefined);
  assert.equal(fields.average_stream_viewers, 18_000);
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.contests_per_event, undefined, "two judges are no contests");
});

Deno.test("a letter's English prose: meetings between months, a subset, a restated audience", () => {
  const { fields } = extract(
    "We stage eleven meetings between March and October. The two marquee rounds are held at " +
      "Sleepy Hollow Raceway. Every race is streamed on Kayo Sports, and WIN Network screens a " +
      "half-hour wrap on Sunday afternoons. Our streams drew a combined 1.4 million views last " +
      "season, or roughly 127,000 a meeting. Forty-one per cent of our viewers are aged 18 to " +
      "34. It carries lap times, gate reaction and finishing positions. Bet365 has been our " +
      "official wagering partner since 2023. Wagering on our races is approved in Victoria and " +
      "New South Wales.\n",
  );
  assert.equal(fields.events_per_season, 11);
  assert.equal(fields.season_start_month, "March");
  assert.deepEqual(fields.broadcast_partners, ["WIN Network"]);
  assert.equal(fields.annual_viewership, 1_400_000);
  assert.equal(fields.average_stream_viewers, 127_000);
  assert.equal(fields.audience_age_18_34_percent, 41);
  assert.deepEqual(fields.stats_tracked, ["lap times", "gate reaction", "finishing positions"]);
  assert.deepEqual(fields.existing_betting_partners, ["Bet365"]);
  assert.deepEqual(fields.betting_legal_markets, ["Victoria", "New South Wales"]);
  assert.equal(parseNumber("forty-one")?.value, 41);
});

Deno.test("an overview's prose and sidebar: road bowling, scores at a stop, crowds, sponsors' share", () => {
  const { fields } = extract(
    "The Tour runs for six months, opening in April. There are fourteen Tour stops, and each " +
      "stop has 18 scores over a Saturday and Sunday. Crowds of 400 to 700 line the road at a " +
      "typical stop. Local radio station C103 carries live commentary of the Finals.\n" +
      "Integrity rules are informal for now.\nTurnover for 2025 was €640,000, with €310,000 of " +
      "that from sponsors.\n\nAT A GLANCE\nSport\nRoad bowling\n\nPARTNERSHIP CONTACT\n" +
      "Siobhán Ní Mhurchú\nTour Secretary\nsiobhan@bowling.example.ie\n",
  );
  assert.equal(fields.season_start_month, "April");
  assert.equal(fields.events_per_season, 14);
  assert.equal(fields.contests_per_event, 18);
  assert.equal(fields.average_attendance, 550);
  assert.deepEqual(fields.broadcast_partners, ["C103"]);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(310_000 * USD_RATES.EUR));
  assert.equal(fields.sport, "Road bowling");
  assert.equal(fields.contact_title, "Tour Secretary");
  const note = extract("- revenue last yr approx Rs 3.8 cr\n").fields;
  assert.equal(note.annual_revenue_usd, Math.round(38_000_000 * USD_RATES.INR));
  assert.deepEqual(parseList("FanCode + YouTube")?.value, ["FanCode", "YouTube"]);
});

Deno.test("venues with their towns in a sentence; a people's adjective is no market", () => {
  const { fields } = extract(
    "> 8. Where are your events held?\n\nOur main venues are the Lekan Salami Stadium in Ibadan " +
      "and the Liberation Stadium in Port Harcourt; smaller stops use school fields.\n\n" +
      "> 9. In which markets is the league followed?\n\nNigerian, Nigeria, Ghana\n",
  );
  assert.deepEqual(fields.venues, ["Lekan Salami Stadium", "Liberation Stadium"]);
  assert.deepEqual(fields.markets, ["Nigeria", "Ghana"]);
});

Deno.test("answers by number in sentences: our sport, league days, the contact on its line", () => {
  const { fields } = extract(
    "Question numbers follow your form.\n" +
      "2. Our sport is jukskei, the traditional South African game of throwing wooden skeis.\n" +
      "6. There are 16 league days a season, and each league day has 40 games.\n" +
      "21. Mr Pieter du Plessis, Chairperson. pieter@jsl.example.co.za, +27 56 212 4419.\n",
  );
  assert.equal(fields.sport, "jukskei");
  assert.equal(fields.events_per_season, 16);
  assert.equal(fields.contests_per_event, 40);
  assert.equal(fields.contact_email, "pieter@jsl.example.co.za");
  assert.equal(fields.contact_name, "Pieter du Plessis");
  assert.equal(fields.contact_title, "Chairperson");
});

Deno.test("review: instructions after quoted questions, notes in bullets, a signature's phone", () => {
  const asked = extract(
    "> League name? Give the official name.\nNordic Kubb Liga\n> Sport? Name the discipline.\n" +
      "Kubb\n> Headquarters? City and country.\nUppsala, Sweden\n> Founded? Year only.\n2009\n",
  ).fields;
  assert.equal(asked.league_name, "Nordic Kubb Liga");
  assert.equal(asked.sport, "Kubb");
  assert.equal(asked.headquarters, "Uppsala, Sweden");
  assert.equal(asked.founded_year, 2009);
  const notes = extract("Updates\n- Headquarters move planned\n- Sport growing fast\n").fields;
  assert.equal(notes.headquarters, undefined);
  assert.equal(notes.sport, undefined);
  const signed = extract("Contact: Anna Berg\nE-mail: anna@kubb.example. Tel. +46 70 123 45 67\n");
  assert.equal(signed.fields.contact_phone, "+46 70 123 45 67");
  const lower =
    extract("league name: Nordic Kubb Liga of Sweden and\nteams 12\nfounded 2009\n").fields;
  assert.equal(lower.founded_year, 2009, "a label line below is no wrapped sentence");
  assert.equal(lower.teams_count, 12);
});

Deno.test("review: webmail is no colleague's domain; reply headers end in any letter", () => {
  const reply = extract(
    "From: Ola <ola.kubb@gmail.com>\nTo: Desk <datadesk.odds@gmail.com>\n\nTeams: 12\n\n" +
      "-----Original Message-----\nFrom: Desk <datadesk.odds@gmail.com>\n" +
      "Our office is based in London.\n",
  ).fields;
  assert.equal(reply.headquarters, undefined);
  assert.equal(reply.teams_count, 12);
  const spanish = extract(
    "El 12 mar 2026, Juan Pérez escribió:\n> ¿Quién es la persona de contacto?\n\nAna Ruiz, Gerente\n",
  ).fields;
  assert.equal(spanish.contact_name, "Ana Ruiz");
});

Deno.test("review: a list that does not end where expected is read in linear time", () => {
  const items = Array.from({ length: 14 }, (_, n) => `item${"abcdefgh"[n % 8]}word`).join(", ");
  const started = performance.now();
  extract(
    `We keep results, lineups, referees, venues, attendance (since 2010).\nWe keep ${items} (since 2010).\n`,
  );
  assert.ok(performance.now() - started < 500, `${performance.now() - started} ms`);
});

Deno.test("Italian and German numbers written as one word; 'sei', 'due', 'once' before a plural noun", () => {
  assert.equal(compoundNumber("duecentoquaranta"), 240);
  assert.equal(compoundNumber("ventiseimila"), 26_000);
  assert.equal(compoundNumber("ventotto"), 28);
  assert.equal(compoundNumber("sechsundzwanzig"), 26);
  assert.equal(compoundNumber("zweihundertvierzig"), 240);
  assert.equal(compoundNumber("settembre"), undefined);
  assert.equal(compoundNumber("Trento"), undefined);
  assert.equal(compoundNumber("undici"), undefined, "one part is the word table's");
  const { fields } = extract(
    "Oggi partecipano otto squadre, con duecentoquaranta calcianti tesserati. Sui social " +
      "abbiamo ventiseimila follower. Disputiamo sei giornate, con due partite per giornata.",
  );
  assert.equal(fields.athletes_count, 240);
  assert.equal(fields.social_followers, 26_000);
  assert.equal(fields.events_per_season, 6);
  assert.equal(fields.contests_per_event, 2);
  assert.equal(
    extract("La temporada empieza en junio y dura once semanas.").fields
      .season_length_weeks,
    11,
  );
  assert.equal(
    extract("The fee is due next week. We host six events.").fields.events_per_season,
    6,
  );
});

Deno.test("a letter's postscript corrects it, in a PDF's long paragraph too; the figure it takes back is none", () => {
  const { fields } = extract(
    "Disputiamo sei giornate, con due partite per giornata.\n\nCon i migliori saluti,\n" +
      "Chiara Bellandi\n\nP.S. Nel terzo paragrafo ho scritto sei giornate: quest’anno, con il " +
      "nuovo girone a otto, le giornate sono sette. Mi scusi.",
  );
  assert.equal(fields.events_per_season, 7);
});

Deno.test("Romance and German sentences: per cento, prima edizione, in differita, none-words", () => {
  const { fields } = extract(
    "Dalla prima edizione del 2013, la Lega Italiana Calcio Storico riunisce le squadre.\n" +
      "Il torneo si apre a maggio e si gioca nell’arco di dieci settimane. Le tribune ospitano " +
      "in media 3.200 spettatori a giornata.\nTeleToscana Sport trasmette in differita tutte " +
      "le partite, e ogni giornata è in diretta sul nostro canale YouTube, seguita da circa " +
      "18.000 spettatori a giornata. Il 47 per cento del nostro pubblico ha tra i 18 e i 34 " +
      "anni.\nNon disponiamo di un flusso dati ufficiale in tempo reale. Conserviamo comunque " +
      "tutti i referti dal 2013. Ogni partita è diretta da un arbitro e sei commissari di " +
      "campo.\nNon esiste un programma formale di integrità, e non abbiamo accordi con " +
      "operatori di scommesse. Nel 2025 la Lega ha registrato ricavi per 780.000 euro, in " +
      "crescita dell’11 per cento rispetto all’anno precedente.",
  );
  assert.equal(fields.founded_year, 2013);
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.season_length_weeks, 10);
  assert.equal(fields.average_attendance, 3200);
  assert.equal(fields.average_stream_viewers, 18_000);
  assert.deepEqual(fields.broadcast_partners, ["TeleToscana Sport"]);
  assert.equal(fields.audience_age_18_34_percent, 47);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 13);
  assert.equal(fields.officiating, "un arbitro e sei commissari di campo");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.growth_rate_percent, 11);
  assert.equal(
    extract("Seguimos sin feed oficial en directo.").fields.has_official_data_feed,
    false,
  );
  assert.deepEqual(
    extract("- Wettanbieter: bisher keiner\n").fields.existing_betting_partners,
    [],
  );
});

Deno.test("German data sentences: XML-Push, 'Sek.', Verzögerung, 'Archiv reicht bis 1992 zurück'", () => {
  const { fields } = extract(
    "Seit 2021 gibt es einen offiziellen Live-Datenfeed, geliefert als XML-Push mit einer " +
      "Verzögerung von ca. 5 Sekunden. Unser Ergebnisarchiv reicht lückenlos bis 1992 zurück.\n" +
      "Jede Begegnung leitet ein Schiedsrichter pro Bahnanlage. Alle Spieltage laufen live auf " +
      "sportdeutschland.tv, mit im Schnitt rund 2.300 Zuschauern je Spieltag.",
  );
  assert.equal(fields.data_feed_format, "XML-Push");
  assert.equal(fields.data_latency_ms, 5000);
  assert.equal(fields.historical_data_years, 34);
  assert.equal(fields.officiating, "ein Schiedsrichter pro Bahnanlage");
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("Spanish rowing words, Portuguese and German broadcasters, bookmakers named as partners", () => {
  const { fields } = extract(
    "Compiten 12 clubes, con 418 remeros y remeras con licencia. En ese tiempo disputamos 18 " +
      "regatas, con cuatro tandas por regata. En la temporada 2025 sumamos 2,1 millones de " +
      "visualizaciones entre televisión y streaming.\nNuestro único socio de apuestas es Codere, " +
      "desde 2024.\nCada jogo tem um árbitro principal e dois juízes de linha por quadra.\n" +
      "A Rede Minas exibe um compacto semanal na TV aberta.",
  );
  assert.equal(fields.athletes_count, 418);
  assert.equal(fields.events_per_season, 18);
  assert.equal(fields.contests_per_event, 4);
  assert.equal(fields.annual_viewership, 2_100_000);
  assert.deepEqual(fields.existing_betting_partners, ["Codere"]);
  assert.equal(fields.officiating, "um árbitro principal e dois juízes de linha por quadra");
  assert.deepEqual(fields.broadcast_partners, ["Rede Minas"]);
  assert.deepEqual(
    extract("Las transmisiones por Canal 44 sumaron 2.6 millones de espectadores.").fields
      .broadcast_partners,
    ["Canal 44"],
  );
  assert.match(
    String(
      extract("Das Final Four zeigt ORF Sport +; alle übrigen Spiele laufen im Livestream.").fields
        .broadcast_partners,
    ),
    /^ORF Sport/,
  );
});

Deno.test("Polish and French letter sentences; a closing spaced letter by letter", () => {
  const { fields } = extract(
    "Format: JSON przez WebSocket.\nRejestrujemy: czas biegu, czas reakcji, falstarty, miejsce " +
      "w rundzie.\nPolityka antydopingowa – tak, zawodnicy podlegają badaniom POLADA.\nObecnie " +
      "współpracujemy z jednym bukmacherem: STS.\nNotre siège est toujours à Sète (Hérault), " +
      "quai de la Marine.\n\nA T E N T A M E N T E\n\nLic. Ramiro Villaseñor Ortega\n" +
      "Director Comercial\n",
  );
  assert.equal(fields.data_feed_format, "JSON przez WebSocket");
  assert.deepEqual(fields.stats_tracked, [
    "czas biegu",
    "czas reakcji",
    "falstarty",
    "miejsce w rundzie",
  ]);
  assert.equal(fields.anti_doping_policy, true);
  assert.deepEqual(fields.existing_betting_partners, ["STS"]);
  assert.match(String(fields.headquarters), /^Sète/);
  assert.match(String(fields.contact_name), /Ramiro Villaseñor Ortega$/);
  assert.equal(fields.contact_title, "Director Comercial");
});

Deno.test("German profile sentences: Geschäftsstelle, 'jeweils 7 Begegnungen', followers as the subject", () => {
  const { fields } = extract(
    "Die Liga wurde 1992 von elf Vereinen gegründet; die Geschäftsstelle sitzt heute in " +
      "Zwickau.\nIn der laufenden Saison spielen 14 Mannschaften mit insgesamt 196 gemeldeten " +
      "Spielerinnen und Spielern.\nGespielt werden 26 Spieltage mit jeweils 7 Begegnungen.\n" +
      "Auf Facebook und Instagram folgen uns zusammen 9.400 Menschen.",
  );
  assert.equal(fields.headquarters, "Zwickau");
  assert.equal(fields.athletes_count, 196);
  assert.equal(fields.contests_per_event, 7);
  assert.equal(fields.social_followers, 9400);
  assert.equal(
    extract("Sui social ci seguono 26.000 persone, e il 47 per cento ha tra i 18 e i 34 anni.")
      .fields.social_followers,
    undefined,
    "a sentence of several figures names none of them followers by itself",
  );
});

Deno.test("Swiss thousands in followers by platform; a Spanish referral ('escríbanme a mí:')", () => {
  assert.equal(extract("Q16 – Instagram 3'400 and Facebook 5'100").fields.social_followers, 8500);
  const { fields } = extract(
    "P6. Para temas de prensa y contenidos, escríbanme a mí: Unai Sainz Ortiz, jefe de prensa, " +
      "prensa@ligatraineras-lct.es, +34 619 20 44 51.",
  );
  assert.equal(fields.contact_name, "Unai Sainz Ortiz");
  assert.equal(fields.contact_title, "jefe de prensa");
});

Deno.test("lists without 'solo' and 'in differita'; 'Saisonstart Mitte September'", () => {
  assert.deepEqual(
    extract("- tv: solo TeleToscana Sport, in differita\n").fields.broadcast_partners,
    ["TeleToscana Sport"],
  );
  assert.equal(extract("- Saisonstart Mitte September\n").fields.season_start_month, "September");
});

Deno.test("Swedish: a broadcaster after 'men', 'sänder finalen'; 'En domare per plan'", () => {
  const { fields } = extract(
    "Någon tv-kanal har vi inte, men Radio Gotland sänder finalen.\nEn domare per plan; " +
      "lagkaptenerna skriver under protokollet efter varje match.",
  );
  assert.deepEqual(fields.broadcast_partners, ["Radio Gotland"]);
  assert.equal(fields.officiating, "En domare per plan");
});

Deno.test("'nada' is no NADA; a two-part question's yes/no sentences; a feed's start is no history", () => {
  const { fields } = extract(
    "¿Tienen programa de integridad y política antidopaje?\nNo contamos con un programa formal " +
      "de integridad. Sí hay controles antidopaje de la CELAD en las regatas de final de " +
      "temporada.\n\nEstamos hablando con Stats Perform, pero no hay nada firmado.\n",
  );
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(
    extract("Estamos hablando con Stats Perform, pero no hay nada firmado.").fields
      .anti_doping_policy,
    undefined,
  );
  assert.equal(
    extract(
      "Daten\nSeit 2021 gibt es einen offiziellen Live-Datenfeed direkt aus den Bahnanlagen.",
    ).fields.historical_data_years,
    undefined,
  );
});

Deno.test("statistics listed with their articles are things, not names ('Registramos los tiempos …')", () => {
  assert.deepEqual(
    extract("Registramos los tiempos parciales, el tiempo final y las penalizaciones.").fields
      .stats_tracked,
    ["tiempos parciales", "tiempo final", "penalizaciones"],
  );
});

Deno.test("sports as their languages name them; a sport answered in a sentence of playing it", () => {
  const { fields } = extract(
    "¿Qué deporte practican y desde cuándo existe la liga?\nPracticamos el remo de traineras, en " +
      "banco fijo, con embarcaciones de trece remeros y un patrón.\n",
  );
  assert.equal(fields.sport, "remo de traineras");
  assert.equal(
    extract("Sport: Practicamos hockey patín (hockey sobre patines tradicionales).").fields.sport,
    "hockey patín",
  );
  assert.equal(
    extract("La Lega riunisce le squadre che praticano il calcio storico secondo le regole.")
      .fields.sport,
    "calcio storico",
  );
});

Deno.test("streams in Spanish and German sentences: 'se pueden ver en YouTube y en Twitch'", () => {
  assert.deepEqual(
    extract("Además, todas se pueden ver en YouTube y en Twitch.").fields.streaming_platforms,
    ["YouTube", "Twitch"],
  );
});

Deno.test("a signature under an Italian title in lower case; a league's name is no person", () => {
  const { fields } = extract(
    "Per ogni ulteriore contatto: chiara.bellandi@legacalciostorico.it.\nCon i migliori " +
      "saluti,\ndott.ssa Chiara Bellandi\nSegretaria generale\nLega Italiana Calcio Storico\n",
  );
  assert.match(String(fields.contact_name), /Chiara Bellandi$/);
  assert.equal(fields.contact_title, "Segretaria generale");
});

Deno.test("contacts: 'Sportwart' is a title; '¿Con quién debemos hablar?' asks for the contact", () => {
  const { fields } = extract(
    "¿Con quién debemos hablar?\nCon Marta Revuelta Gómez, directora general: " +
      "marta.revuelta@ligatraineras-lct.es, teléfono +34 942 86 13 77.\n",
  );
  assert.equal(fields.contact_name, "Marta Revuelta Gómez");
  assert.equal(fields.contact_title, "directora general");
  const note = extract(
    "Von: Ronny Hähnel <sportwart@sklm-kegeln.de>\n\nHallo Herr Grant,\n\nkurz die Daten.\n\n" +
      "Gruß\nRonny Hähnel\nSportwart, Sportkegel-Liga Mitteldeutschland\n",
  );
  assert.equal(note.fields.contact_title, "Sportwart");
});

Deno.test("venues in Italian, Portuguese and Polish sentences; 'do' before a name is no verb", () => {
  assert.deepEqual(
    extract(
      "Disputiamo sei giornate, con due partite per giornata, nella Piazza del Duomo di Prato e " +
        "nella Piazza Grande di Arezzo.",
    ).fields.venues,
    ["Piazza del Duomo di Prato", "Piazza Grande di Arezzo"],
  );
  assert.deepEqual(
    extract(
      "As sedes fixas são o Ginásio do Mineirinho e a Arena Peteca Pampulha; as demais " +
        "etapas rodam entre os clubes.",
    ).fields.venues,
    ["Ginásio do Mineirinho", "Arena Peteca Pampulha"],
  );
  assert.deepEqual(
    extract("Stałe obiekty to Hala Wspinaczkowa Forteca w Krakowie oraz Arena Gliwice.").fields
      .venues,
    ["Hala Wspinaczkowa Forteca", "Arena Gliwice"],
  );
});

Deno.test("a Spanish table's rows: 'Luchadores con ficha', 'Encuentros por jornada', 'Casas de apuestas'", () => {
  const { fields } = extract(
    " Concepto                       | Dato\n" +
      " Luchadores con ficha           | 384\n" +
      " Jornadas por temporada         | 30\n" +
      " Encuentros por jornada         | 8\n" +
      " Casas de apuestas asociadas    | ninguna\n",
  );
  assert.equal(fields.athletes_count, 384);
  assert.equal(fields.contests_per_event, 8);
  assert.deepEqual(fields.existing_betting_partners, []);
});

Deno.test("a denial before a colon in Italian: 'Non disponiamo di un flusso dati ufficiale: …'", () => {
  assert.equal(
    extract(
      "Non disponiamo di un flusso dati ufficiale in tempo reale: i risultati vengono " +
        "pubblicati sul sito a fine partita.",
    ).fields.has_official_data_feed,
    false,
  );
});

Deno.test("a terse note's line with a clause before its figure is read as a sentence too", () => {
  const { fields } = extract(
    "moi, vastaan nopeesti\n\n- kausi alkaa toukokuussa, kestää 5 kk\n- 6 turnausta/kausi\n",
  );
  assert.equal(fields.season_start_month, "May");
});

Deno.test("a postscript in a paragraph that starts before it (a PDF without blank lines)", () => {
  const { fields } = extract(
    "Disputiamo sei giornate, con due partite per giornata.\nCon i migliori saluti,\n" +
      "Chiara Bellandi\nP.S. Nel terzo paragrafo ho scritto sei giornate: quest’anno le " +
      "giornate sono sette. Mi scusi.\n",
  );
  assert.equal(fields.events_per_season, 7);
});

Deno.test("German notes: '3-4 Sek.' are seconds, not kronor; 'Archiv:'; '- pro Spieltag 7 Begegnungen'", () => {
  const { fields } = extract(
    "Stichpunktartig:\n\n- Feed: ja, offiziell, läuft seit 2021.\n- Archiv: alles seit 1992\n" +
      "- pro Spieltag 7 Begegnungen, je 6 Spieler pro Mannschaft\n" +
      "- Verzögerung eher 3-4 Sek., vorsichtig gerechnet\n",
  );
  assert.equal(fields.data_latency_ms, 3500);
  assert.equal(fields.historical_data_years, 34);
  assert.equal(fields.contests_per_event, 7);
});

Deno.test("a contact answered with a sentence pointing to the writer: the signature names them", () => {
  const { fields } = extract(
    "Kontakt: W sprawie współpracy proszę kontaktować się bezpośrednio ze mną.\n\nZ poważaniem\n" +
      "Katarzyna Wróblewska\nDyrektor ds. partnerstw\nk.wroblewska@plwc.pl\n",
  );
  assert.equal(fields.contact_name, "Katarzyna Wróblewska");
});

Deno.test("Polish: 'Polska Liga Wspinaczki na Czas' whole; 'Wzrost przychodów rok do roku: 12%'", () => {
  const { fields } = extract(
    "Polska Liga Wspinaczki na Czas\nPrzychody ligi w 2025 r. wyniosły 3,4 mln zł. Wzrost " +
      "przychodów rok do roku: 12%.",
  );
  assert.equal(fields.league_name, "Polska Liga Wspinaczki na Czas");
  assert.equal(fields.growth_rate_percent, 12);
});

Deno.test("words in lower case after a league's name and a dash are no league name", () => {
  assert.equal(
    extract(
      "Liga del Cantábrico de Traineras (LCT) — respuestas complementarias\nP1. Sobre la " +
        "audiencia: la media por regata fue de 116.000 espectadores.",
    ).fields.league_name,
    "Liga del Cantábrico de Traineras",
  );
});

Deno.test("in a sentence of betting, the name that is the league's partner ('Codere es nuestro socio')", () => {
  assert.deepEqual(
    extract("P4. Las apuestas: Codere es nuestro socio desde 2024 y no tenemos otro.").fields
      .existing_betting_partners,
    ["Codere"],
  );
});

Deno.test("a league's short form after its name and a dash is no answer for its name", () => {
  assert.equal(
    extract("LIGA NACIONAL DE PETECA – LNP\nBelo Horizonte, 3 de março de 2026\n").fields
      .league_name,
    "Liga Nacional de Peteca",
  );
});

Deno.test("an audience counted over the whole season is the season's ('sumaron … a lo largo de la temporada')", () => {
  const { fields } = extract(
    "Las transmisiones por Canal 44 y por nuestras páginas de Facebook y YouTube sumaron 2.6 " +
      "millones de espectadores a lo largo de la temporada 2025.",
  );
  assert.equal(fields.annual_viewership, 2_600_000);
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("'not applicable' in Indonesian, Italian and German answers nothing", () => {
  for (
    const na of [
      "Tidak berlaku di Indonesia (perjudian dilarang).",
      "non applicabile",
      "nicht zutreffend",
    ]
  ) {
    assert.equal(parseList(na), null, na);
  }
});

Deno.test("titles: a role in lower case under a name, a referral's title, a CSV row's notes", () => {
  const signed = extract(
    "Met sportieve groet,\n\nSjoerd de Vries\nsecretaris\nFierljep Topkompetysje\n" +
      "sjoerd.devries@fierljep.example.nl\n",
  ).fields;
  assert.equal(signed.contact_name, "Sjoerd de Vries");
  assert.equal(signed.contact_title, "secretaris");
  const referred = extract(
    "I would ask that all further correspondence be directed to Aoife Brennan, our Head of " +
      "Commercial Partnerships, who can be reached at aoife.brennan@cphl.example.ie.\n",
  ).fields;
  assert.equal(referred.contact_name, "Aoife Brennan");
  assert.equal(referred.contact_title, "Head of Commercial Partnerships");
  const csv = extract("field,answer,notes\ncontact,Chloe Whitfield,League Secretary\n").fields;
  assert.equal(csv.contact_name, "Chloe Whitfield");
  assert.equal(csv.contact_title, "League Secretary");
  assert.equal(extract("Regards,\n\nAnna Berg\npartnership\n").fields.contact_title, undefined);
});

Deno.test("a grid of four columns: a pair in its third and fourth cells", () => {
  const { fields } = extract("Broadcast \tTV3 Sport, LTV7 \t\t\tStreaming Go3, YouTube\n");
  assert.deepEqual(fields.broadcast_partners, ["TV3 Sport", "LTV7"]);
  assert.deepEqual(fields.streaming_platforms, ["Go3", "YouTube"]);
});

Deno.test("the sponsors' share in a clause before it; a money answer's priced figure", () => {
  const { fields } = extract(
    "Last season the league earned revenue of Rs 3.8 crore, of which our sponsors contributed " +
      "Rs 1.6 crore.\n",
  );
  assert.equal(fields.annual_revenue_usd, Math.round(38_000_000 * USD_RATES.INR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(16_000_000 * USD_RATES.INR));
  assert.equal(
    parseMoney("one sponsor (Kraków brewery): 12 000 zł a season", "Sponsorship revenue")?.value,
    Math.round(12_000 * USD_RATES.PLN),
  );
});

Deno.test("a question for who runs integrity answers with the body; a byline names the writer", () => {
  const { fields } = extract(
    "Prairie Rock Curling Series — answers\nFrom: Gord Lindqvist, VP, Business Development " +
      "Date: 27 March 2026\nQ3. Who monitors integrity? The Canadian Centre for Ethics in Sport " +
      "(CCES). Formal policy since 2023.\n",
  );
  assert.equal(fields.integrity_program, true);
  assert.equal(fields.integrity_partner, "Canadian Centre for Ethics in Sport (CCES)");
  assert.equal(fields.contact_name, "Gord Lindqvist");
  assert.equal(fields.contact_title, "VP, Business Development");
  const nobody = extract("Who monitors integrity?\nNobody yet, we are talking to two firms.\n");
  assert.equal(nobody.fields.integrity_partner, undefined);
  assert.equal(extract("From: Club news, weekly\n").fields.contact_name, undefined);
});

Deno.test("streaming platforms joined to a known one, and known ones with a case ending", () => {
  const platforms = (text: string) => extract(text).fields.streaming_platforms;
  assert.deepEqual(platforms("- live on FanCode + YouTube, highlights on DD Sports\n"), [
    "FanCode",
    "YouTube",
  ]);
  assert.deepEqual(platforms("Streamy na YouTube i Twitchu oglądało średnio 1 200 osób.\n"), [
    "YouTube",
    "Twitch",
  ]);
  assert.deepEqual(platforms("We stream live on YouTube and Facebook Live.\n"), [
    "YouTube",
    "Facebook Live",
  ]);
  assert.deepEqual(platforms("Highlights and YouTube live streams every week.\n"), ["YouTube"]);
});

Deno.test("a list's answer that ends on a comma runs on into the next line", () => {
  const { fields } = extract(
    "Q12. Venues\nA. Jangchung Gymnasium, Yeongam Ssireum Stadium, Changwon Gymnasium,\n" +
      "Hwaseong Sports Town Gymnasium.\n(Jangchung Gymnasium capacity is 4,507 seats.)\n",
  );
  assert.deepEqual(fields.venues, [
    "Jangchung Gymnasium",
    "Yeongam Ssireum Stadium",
    "Changwon Gymnasium",
    "Hwaseong Sports Town Gymnasium",
  ]);
});

Deno.test("scale words in more languages, and the sponsors' share in a revenue answer", () => {
  const cases: [string, number][] = [
    ["31,2 milyonu", 31_200_000],
    ["3만 명", 30_000],
    ["12억 원", 1_200_000_000],
    ["2,5 milijona evrov", 2_500_000],
    ["1,2 ล้าน", 1_200_000],
    ["45 tisoč", 45_000],
    ["3.2 миллиона", 3_200_000],
  ];
  for (const [text, value] of cases) assert.equal(parseNumber(text)?.value, value, text);
  const polish = extract(
    "- Przychody: 86 400 zł rocznie (sezon 2024/25), w tym 12 000 zł od sponsora.\n",
  ).fields;
  assert.equal(polish.annual_revenue_usd, Math.round(86_400 * USD_RATES.PLN));
  assert.equal(polish.sponsorship_revenue_usd, Math.round(12_000 * USD_RATES.PLN));
  const corrected = extract(
    "2) Revenue: Revenue was 224 000 EUR (the form said approx. 210 000). Sponsorship is " +
      "unchanged.\n",
  ).fields;
  assert.equal(corrected.sponsorship_revenue_usd, undefined);
});

Deno.test("contests at one event, in more languages and verbs", () => {
  const contests = (text: string) => extract(text).fields.contests_per_event;
  assert.equal(contests("Sezon: 5 turniejów ligowych, na każdym turnieju 28 meczów.\n"), 28);
  assert.equal(contests("Each weekend carries 24 pulls across two days.\n"), 24);
  assert.equal(contests("Se dispută 9 turnee pe sezon, fiecare cu câte 15 meciuri.\n"), 15);
  assert.equal(
    extract("Un tournoi compte en général entre 40 et 60 passes.\n").evidence.contests_per_event
      ?.range?.join("-"),
    "40-60",
  );
  assert.equal(contests("Vsako leto izvedemo 6 tekem.\n"), undefined);
});

Deno.test("a share of the audience after the followers per platform is no follower count", () => {
  const { fields } = extract(
    "Socially we have roughly 7,800 followers on Instagram, 3,100 on Facebook and maybe 900 on " +
      "TikTok, and Instagram insights tell us 41% of our audience is aged 18-34.\n",
  );
  assert.equal(fields.social_followers, 11_800);
  assert.equal(fields.audience_age_18_34_percent, 41);
});

Deno.test("an office 'at' a place, 'our markets:', match days in a season", () => {
  const { fields } = extract(
    "Our office is at Shivaji Park, Dadar, Mumbai, which has been the home of the sport.\n" +
      "We treat these four as our markets: India, USA, UK and UAE.\n" +
      "There are 18 match days in a season.\n",
  );
  assert.equal(fields.headquarters, "Shivaji Park, Dadar, Mumbai");
  assert.deepEqual(fields.markets, ["India", "USA", "UK", "UAE"]);
  assert.equal(fields.events_per_season, 18);
  assert.equal(
    extract("Crowds reach 4,500 on an average match night.\n").fields.events_per_season,
    undefined,
  );
});

Deno.test("an average or an ordinary event's figure is no count of events", () => {
  for (
    const text of [
      "Hi,\nThe correct average across all match days is 720.\n",
      "Hi,\nSorry, an ordinary league night is the 900 given in the form.\n",
    ]
  ) assert.equal(extract(text).fields.events_per_season, undefined, text);
  assert.equal(
    extract("Hi,\nThe average so far is 3 450 per match after 14 of 18 rounds.\n").fields
      .events_per_season,
    18,
  );
});

Deno.test("a letter's contact named by role first, in German, Italian and Catalan", () => {
  const swiss = extract(
    "Für Rückfragen wenden Sie sich bitte an unsere Sekretärin, Frau Daniela Wyss " +
      "(daniela.wyss@ilm-inline.ch, Tel. 062 751 33 08).\n\nFreundliche Grüsse\n" +
      "Markus Bürgi \t\tDaniela Wyss\nPräsident \t\tSekretärin\n",
  ).fields;
  assert.equal(swiss.contact_name, "Daniela Wyss");
  assert.equal(swiss.contact_title, "Sekretärin");
  const austrian = extract(
    "Ansprechpartner für eine Partnerschaft ist unser Generalsekretär, Herr Thomas Pichler.\n",
  ).fields;
  assert.equal(austrian.contact_name, "Thomas Pichler");
  assert.equal(austrian.contact_title, "Generalsekretär");
  const italian = extract(
    "Per ogni ulteriore informazione può rivolgersi alla nostra segretaria, signora Giulia " +
      "Pedrazzini (giulia.pedrazzini@minigolf-ti.ch).\n",
  ).fields;
  assert.equal(italian.contact_name, "Giulia Pedrazzini");
  assert.equal(italian.contact_title, "segretaria");
  const catalan = extract(
    "Per a qualsevol aclariment us podeu adreçar a la nostra secretària, la Sra. Montserrat " +
      "Vidal i Puig (secretaria@lligabitlles.cat, tel. 973 31 22 48).\n",
  ).fields;
  assert.equal(catalan.contact_name, "Montserrat Vidal i Puig");
  assert.equal(catalan.contact_title, "secretària");
});

Deno.test("league names led by a compound or in French and Catalan; the sport in the name", () => {
  const name = (text: string) => extract(text).fields.league_name;
  assert.equal(
    name("Die Inlinehockey-Liga Mittelland (ILM) wurde 2004 gegründet.\n"),
    "Inlinehockey-Liga Mittelland",
  );
  assert.equal(name("COUPE DE LUXEMBOURG DE CYCLO-CROSS\n"), "Coupe de Luxembourg de Cyclo-Cross");
  assert.equal(
    name("La Lliga Catalana de Bitlles té la seu a Tàrrega.\n"),
    "Lliga Catalana de Bitlles",
  );
  // A whole letter that names its sport only in the league's name.
  const letter = [
    "Die Inlinehockey-Liga Mittelland (ILM) wurde 2004 gegründet.",
    "Die Geschäftsstelle befindet sich in Zofingen (AG).",
    "",
    "Kennzahlen ILM",
    "Mannschaften \t14",
    "Lizenzierte Spielerinnen und Spieler \t1’250",
    "Spieltage pro Saison \t18",
    "Zuschauer pro Spieltag \t600",
    "Zuschauer pro Stream \t2’300",
    "Zuschauer pro Saison \t41’000",
    "Follower \t12’300",
    "Anteil 18–34 \t41 %",
    "Latenz \t5 Sekunden",
    "Jahresumsatz \tCHF 386’500.–",
    "Sponsoring \tCHF 145’000.–",
    "Wachstum \t9 %",
    "Saisonstart \tMärz",
    "Dauer \t26 Wochen",
    "Webseite \twww.ilm-inline.ch",
    "Kontakt \tDaniela Wyss, Sekretärin, daniela.wyss@ilm-inline.ch, 062 751 33 08",
  ].join("\n");
  assert.equal(extract(letter).fields.sport, "Inlinehockey");
  // A short note names no sport by the league's name alone.
  assert.equal(
    extract("Inlinehockey-Liga Mittelland: Korrektur zur Latenz, 8 Sekunden.\n").fields.sport,
    undefined,
  );
});

Deno.test("'on each match day two ties': contests, not a numbered day; a contest's own figures", () => {
  const { fields } = extract(
    "On each match day two ties are played, and in each tie the two franchises present " +
      "twelve routines between them.\n",
  );
  assert.equal(fields.contests_per_event, 2);
  assert.equal(fields.teams_count, undefined);
});

Deno.test("sports the lexicon knows beyond the corpus's own", () => {
  const sport = (text: string) => extract(text).fields.sport;
  assert.equal(sport("Dear Dana,\nWe are a ringette league of ten teams.\n"), "ringette");
  assert.equal(sport("Hola,\nEn la liga se juega tejo desde 2016, en Turmequé.\n"), "tejo");
  assert.equal(
    sport("Hello,\nIt is a professional team competition in mallakhamb.\n"),
    "mallakhamb",
  );
});

Deno.test("a dash with a note answers nothing; spectators 'in streaming' watch the stream", () => {
  const { fields } = extract(
    "Reichweite gesamt Saison: — (wird erst ab 2027 erhoben)\n" +
      "Media spettatori in streaming per gara: ca. 1.100\n",
  );
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.average_stream_viewers, 1_100);
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("'a audiência total da temporada' is the season's audience", () => {
  const { fields } = extract(
    "Oi,\nA audiência total da temporada 2025 foi revisada pelo Kantar IBOPE para 6,9 milhões " +
      "de espectadores somando TV e streaming.\n",
  );
  assert.equal(fields.annual_viewership, 6_900_000);
  assert.equal(fields.average_stream_viewers, undefined);
});

Deno.test("countries are no venues: where events are held in countries, those are markets", () => {
  const { fields } = extract("Hola,\nNuestras regatas se celebran en España y en Francia.\n");
  assert.equal(fields.venues, undefined);
  assert.deepEqual(fields.markets, ["España", "Francia"]);
  const mixed = extract("Venues: Coliseo Turmequé; Colombia\n").fields;
  assert.deepEqual(mixed.venues, ["Coliseo Turmequé"]);
});

Deno.test("a figure someone gave and a correction takes back is no answer", () => {
  assert.equal(
    extract("Hello,\nOne correction: Sato-san wrote 8 tournaments per season.\n").fields
      .events_per_season,
    undefined,
  );
  const polish = extract(
    "1. Liczba zawodników: w piśmie podano 186 - to błąd maszynowy. Prawidłowa liczba " +
      "licencji to 168.\n",
  ).fields;
  assert.equal(polish.athletes_count, 168);
  const past = extract(
    "Annual revenue: KRW 4.5 billion was the figure of 2024. For 2025 the account is KRW 5.1 " +
      "billion.\n",
  ).fields;
  assert.equal(past.annual_revenue_usd, Math.round(5_100_000_000 * USD_RATES.KRW));
});

Deno.test("a list's first sentence after its own label; a verb in capitals ends a name", () => {
  const { fields } = extract(
    "Broadcasters: Free-to-air: iNews and TVRI. Streaming: Vidio and our official YouTube " +
      "channel.\n",
  );
  assert.deepEqual(fields.broadcast_partners, ["iNews", "TVRI"]);
  assert.deepEqual(
    extract("TV partner: MAORI TELEVISION DOES A NATIONALS HIGHLIGHTS SHOW\n").fields
      .broadcast_partners,
    ["MAORI TELEVISION"],
  );
  assert.deepEqual(extract("Venues: Lake St. Clair and Saginaw Bay\n").fields.venues, [
    "Lake St. Clair",
    "Saginaw Bay",
  ]);
});

Deno.test("the last line of a wrapped sentence is no label and its figure", () => {
  const { fields } = extract(
    "Hello,\nIt is delivered as JSON over REST with a push notification on each new score,\n" +
      "and the typical delay from the judge's tablet to the\nfeed is about 1.5 seconds.\n",
  );
  assert.equal(fields.data_latency_ms, 1_500);
});

Deno.test("betting 'possible only in' places is legal there", () => {
  const { fields } = extract(
    "Hello,\nAs per our legal advice, licensed betting on the league is possible only in Sikkim " +
      "and Goa.\n",
  );
  assert.deepEqual(fields.betting_legal_markets, ["Sikkim", "Goa"]);
});

Deno.test("revenue that 'has grown' a share is the growth", () => {
  const { fields } = extract(
    "Hello,\nRevenue has grown about 30% year on year over the last two seasons.\n",
  );
  assert.equal(fields.growth_rate_percent, 30);
});

Deno.test("a season 'telecast on' a channel, up to the clause after it", () => {
  const { fields } = extract(
    "Hello,\nThe season is telecast on DD Sports and streamed on FanCode and on our own YouTube " +
      "channel.\n",
  );
  assert.deepEqual(fields.broadcast_partners, ["DD Sports"]);
  assert.deepEqual(fields.streaming_platforms, ["FanCode", "YouTube"]);
});

Deno.test("a 30-week season, venues rotated between, a list recorded before ', and we', 'were up'", () => {
  const { fields } = extract(
    "Hello,\nThe season starts in March and we run a 30-week season.\n" +
      "We rotate between Skirmish Valley (Hebden Bridge), the Bradford Dome and Cheshire Sport " +
      "Arena.\nWe record match scores, eliminations, penalties and flag-pull times, and we've got " +
      "results since 2011.\nTeam entries were up 12% year on year.\n",
  );
  assert.equal(fields.season_length_weeks, 30);
  assert.deepEqual(fields.venues, ["Skirmish Valley", "Bradford Dome", "Cheshire Sport Arena"]);
  assert.deepEqual(fields.stats_tracked, [
    "match scores",
    "eliminations",
    "penalties",
    "flag-pull times",
  ]);
  assert.equal(fields.growth_rate_percent, 12);
});

Deno.test("showcase weekends counted a season are events; games on one weekend are contests", () => {
  const { fields } = extract(
    "Hello,\nInstead we run 12 showcase weekends a season where every team travels to one " +
      "rink, and there are usually 5 games on a showcase weekend.\n",
  );
  assert.equal(fields.events_per_season, 12);
  assert.equal(fields.contests_per_event, 5);
  assert.equal(fields.teams_count, undefined);
});

Deno.test("a document's title naming an integrity questionnaire names no integrity partner", () => {
  const { fields } = extract(
    "Great Lakes Collegiate Bass Circuit Responses to the Data & Integrity Partner " +
      "Questionnaire Prepared by the Office of the Commissioner\n",
  );
  assert.equal(fields.integrity_partner, undefined);
});

Deno.test("a Greek form: labels, yes and no, none, months, weeks, euro, a wrapped list", () => {
  const { fields } = extract(
    "Επωνυμία \tΕλληνική Λίγκα Χόκεϊ Επί Χόρτου\nΆθλημα \tχόκεϊ επί χόρτου\n" +
      "Έτος ίδρυσης \t1998\nΈδρα \tΠάτρα\nΟμάδες \t12\nΑθλητές (δελτία) \t240\n" +
      "ΑΓΩΝΙΣΤΙΚΗ ΠΕΡΙΟΔΟΣ\nΈναρξη: \tΟκτώβριος\nΔιάρκεια: \t24 εβδομάδες\n" +
      "Αγώνες ανά αγωνιστική: \t6\nΓήπεδα:\n\tΓήπεδο Αγυιάς, Γήπεδο\n\tΠροσφυγικών, Γήπεδο Ρίου\n" +
      "Θεατές ανά αγώνα \t300–500\nΠροβολές ανά σεζόν (σύνολο) \t40.000\n" +
      "Επίσημη ροή δεδομένων: \tΌχι (προγραμματίζεται για το 2028)\n" +
      "Ιστορικό αποτελεσμάτων: \tαπό το 2010\nΣτατιστικά: \tγκολ, κόρνερ, κάρτες\n" +
      "Αντιντόπινγκ: \tΝαι\nΕταιρείες στοιχημάτων: \tΚαμία\nΕτήσια έσοδα \t90.000 €\n" +
      "Έσοδα χορηγιών \t40.000 €\nΕτήσια αύξηση εσόδων \t8%\n",
  );
  assert.equal(fields.league_name, "Ελληνική Λίγκα Χόκεϊ Επί Χόρτου");
  assert.equal(fields.sport, "χόκεϊ επί χόρτου");
  assert.equal(fields.founded_year, 1998);
  assert.equal(fields.headquarters, "Πάτρα");
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.athletes_count, 240);
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.season_length_weeks, 24);
  assert.equal(fields.contests_per_event, 6);
  assert.deepEqual(fields.venues, ["Γήπεδο Αγυιάς", "Γήπεδο Προσφυγικών", "Γήπεδο Ρίου"]);
  assert.equal(fields.average_attendance, 400);
  assert.equal(fields.annual_viewership, 40_000);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 16);
  assert.deepEqual(fields.stats_tracked, ["γκολ", "κόρνερ", "κάρτες"]);
  assert.equal(fields.anti_doping_policy, true);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.annual_revenue_usd, Math.round(90_000 * USD_RATES.EUR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(40_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 8);
});

Deno.test("a Lithuanian form: labels, months in their cases, taip/ne, 'nuo 2010 m.', a range", () => {
  const { fields } = extract(
    "Klausimas | Atsakymas\nLygos pavadinimas | Lietuvos irklavimo lyga\nĮkūrimo metai | 2012\n" +
      "Būstinė | Trakai\nRegistruotų sportininkų skaičius | 96\nSezono pradžia: | birželio\n" +
      "Sezono trukmė: | 14 savaičių\nEtapų skaičius: | 5\nŽiūrovų per etapą: | 2000–3000\n" +
      "Oficialus duomenų srautas: | Ne\nRezultatų archyvas: | nuo 2012 m.\n" +
      "Sąžiningumo programa: | Ne\nAntidopingo politika: | Taip\nLažybų partneriai: | TOPsport\n" +
      "Metinės pajamos | 95 000 EUR\nRėmėjų pajamos | 60 000 EUR\nMetinis augimas | 12 %\n",
  );
  assert.equal(fields.league_name, "Lietuvos irklavimo lyga");
  assert.equal(fields.founded_year, 2012);
  assert.equal(fields.headquarters, "Trakai");
  assert.equal(fields.athletes_count, 96);
  assert.equal(fields.season_start_month, "June");
  assert.equal(fields.season_length_weeks, 14);
  assert.equal(fields.events_per_season, 5);
  assert.equal(fields.average_attendance, 2500);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 14);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
  assert.deepEqual(fields.existing_betting_partners, ["TOPsport"]);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(60_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 12);
  for (const [month, english] of [["gegužės", "May"], ["Νοεμβρίου", "November"]]) {
    assert.equal(extract(`Season start: ${month}\n`).fields.season_start_month, english);
  }
  assert.deepEqual(parseNumber("2000–4000")?.range, [2000, 4000]);
  assert.equal(parseNumber("2020–2024")?.range, undefined);
});

Deno.test("a Norwegian form and a Norwegian e-mail", () => {
  const form = extract(
    "Idrett | rulleski\nNettside | rulleliga.no\nAntall lag | 16\nAntall løpere | ca. 300\n" +
      "Sesonglengde: | 12 uker\nStrømming | TV 2 Play\nDømming: | to dommere\n" +
      "Integritetspartner: | Sportradar Integrity Services\nLovlige spillmarkeder | Norge\n",
  ).fields;
  assert.equal(form.sport, "rulleski");
  assert.equal(form.website, "rulleliga.no");
  assert.equal(form.teams_count, 16);
  assert.equal(form.athletes_count, 300);
  assert.equal(form.season_length_weeks, 12);
  assert.deepEqual(form.streaming_platforms, ["TV 2 Play"]);
  assert.equal(form.officiating, "to dommere");
  assert.equal(form.integrity_partner, "Sportradar Integrity Services");
  assert.deepEqual(form.betting_legal_markets, ["Norge"]);
  const mail = extract(
    "Hei!\n\nBryggeligaen ble startet i 2011. Vi holder til i Bergen, og nettsiden er " +
      "bryggeligaen.no. I dag har vi 12 klubblag og rundt 300 aktive løpere. Sporten er " +
      "rulleski.\n\nSesongen starter i mai og varer i ni uker, med 6 renn i året. Vi har typisk " +
      "1 000–2 000 tilskuere per renn langs løypa. TV 2 sender finalen direkte, og alle renn " +
      "strømmes på TV 2 Play. Omsetningen var 3,4 mill. kroner i 2025, hvorav 1,2 mill. kr kom " +
      "fra sponsorer. Omsetningen har økt med om lag 9 % i året. Vi registrerer starttider, " +
      "toppfart og sluttid for hver løper. Hvert renn ledes av en juryleder og to " +
      "løypedommere. Vår eneste spillpartner i dag er Norsk Tipping, og det er lovlig å " +
      "spille på ligaen i Norge og Sverige.\n\nMed vennlig hilsen\n\nKari Nordmann\nDaglig leder\n",
  ).fields;
  assert.equal(mail.league_name, "Bryggeligaen");
  assert.equal(mail.founded_year, 2011);
  assert.equal(mail.headquarters, "Bergen");
  assert.equal(mail.website, "bryggeligaen.no");
  assert.equal(mail.teams_count, 12);
  assert.equal(mail.athletes_count, 300);
  assert.equal(mail.sport, "rulleski");
  assert.equal(mail.season_start_month, "May");
  assert.equal(mail.season_length_weeks, 9);
  assert.equal(mail.events_per_season, 6);
  assert.equal(mail.average_attendance, 1500);
  assert.deepEqual(mail.broadcast_partners, ["TV 2"]);
  assert.deepEqual(mail.streaming_platforms, ["TV 2 Play"]);
  assert.equal(mail.annual_revenue_usd, Math.round(3_400_000 * USD_RATES.NOK));
  assert.equal(mail.sponsorship_revenue_usd, Math.round(1_200_000 * USD_RATES.NOK));
  assert.equal(mail.growth_rate_percent, 9);
  assert.deepEqual(mail.stats_tracked, ["starttider", "toppfart", "sluttid"]);
  assert.equal(mail.officiating, "juryleder og to løypedommere");
  assert.deepEqual(mail.existing_betting_partners, ["Norsk Tipping"]);
  assert.deepEqual(mail.betting_legal_markets, ["Norge", "Sverige"]);
  assert.equal(mail.contact_name, "Kari Nordmann");
  assert.equal(mail.contact_title, "Daglig leder");
});

Deno.test("a Greek e-mail: sentences, its header and its closing", () => {
  const { fields } = extract(
    "Από: Νίκος Γεωργίου <info@hockey-league.gr>\nΠρος: partners@example-data.com\n" +
      "Θέμα: Απ: Ερωτηματολόγιο\n\nΑγαπητοί κύριοι,\n\n" +
      "Η Ελληνική Λίγκα Χόκεϊ Επί Χόρτου ιδρύθηκε το 1998. Το άθλημα είναι το χόκεϊ επί " +
      "χόρτου. Φέτος συμμετέχουν 12 ομάδες με συνολικά 240 δελτία αθλητών. Η σεζόν ξεκινά " +
      "τον Οκτώβριο και διαρκεί περίπου 6 μήνες. Έχουμε 18 αγωνιστικές και σε κάθε αγωνιστική " +
      "γίνονται 6 αγώνες. Οι τελικοί μεταδίδονται από την ΕΡΤ2 και όλοι οι αγώνες είναι " +
      "διαθέσιμοι στο ERTFLIX και στο κανάλι μας στο YouTube. Επίσημη ζωντανή ροή δεδομένων " +
      "δεν έχουμε ακόμη. Τα αποτελέσματα είναι αρχειοθετημένα από το 2010. Καταγράφουμε " +
      "γκολ, κόρνερ και κάρτες. Πρόγραμμα ακεραιότητας δεν υπάρχει επίσημα. Κάθε αγώνα " +
      "διευθύνουν δύο διαιτητές. Συνεργασία με εταιρεία στοιχημάτων δεν έχουμε. Τα ετήσια " +
      "έσοδα είναι περίπου 90.000 €, από τα οποία τα 40 χιλ. € είναι χορηγίες. Τα έσοδα " +
      "αυξήθηκαν κατά 8% σε σχέση με την προηγούμενη χρονιά.\n\nΜε εκτίμηση,\n\n" +
      "Νίκος Γεωργίου\nΓενικός Γραμματέας\ninfo@hockey-league.gr\n",
  );
  assert.equal(fields.league_name, "Ελληνική Λίγκα Χόκεϊ Επί Χόρτου");
  assert.equal(fields.founded_year, 1998);
  assert.equal(fields.sport, "χόκεϊ επί χόρτου");
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.athletes_count, 240);
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.season_length_weeks, 26);
  assert.equal(fields.events_per_season, 18);
  assert.equal(fields.contests_per_event, 6);
  assert.deepEqual(fields.broadcast_partners, ["ΕΡΤ2"]);
  assert.deepEqual(fields.streaming_platforms, ["ERTFLIX", "YouTube"]);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 16);
  assert.deepEqual(fields.stats_tracked, ["γκολ", "κόρνερ", "κάρτες"]);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.officiating, "δύο διαιτητές");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(40_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 8);
  assert.equal(fields.contact_email, "info@hockey-league.gr");
  assert.equal(fields.contact_title, "Γενικός Γραμματέας");
});

Deno.test("a Lithuanian e-mail: 'm.' after a year, tūkst., eurų, sekėjų, po after each", () => {
  const { fields } = extract(
    "Nuo: Jonas Petraitis <jonas@irklavimolyga.lt>\nKam: partners@example-data.com\n\n" +
      "Laba diena,\n\nLietuvos irklavimo lyga įkurta 2012 m., svetainė www.irklavimolyga.lt. " +
      "Per sezoną vyksta 5 etapai, kiekviename etape po 8 plaukimai. Vienam etapui susirenka " +
      "1–2 tūkst. žiūrovų. Finalinį etapą tiesiogiai rodo LRT PLIUS, visus etapus " +
      "transliuojame LRT.lt ir YouTube. Socialiniuose tinkluose turime apie 12 tūkst. sekėjų. " +
      "Oficialaus tiesioginio duomenų srauto neturime. Fiksuojame laiką, greitį ir " +
      "tempą. Kiekvieną plaukimą teisėjauja trys teisėjai. Metinės pajamos apie 95 tūkst. " +
      "eurų, iš jų rėmėjų – 60 000 €. Pernai pajamos augo 12 %.\n\nPagarbiai\n\n" +
      "Jonas Petraitis\nLygos direktorius\n",
  );
  assert.equal(fields.league_name, "Lietuvos irklavimo lyga");
  assert.equal(fields.founded_year, 2012);
  assert.equal(fields.events_per_season, 5);
  assert.equal(fields.average_attendance, 1500);
  assert.deepEqual(fields.broadcast_partners, ["LRT PLIUS"]);
  assert.deepEqual(fields.streaming_platforms, ["LRT.lt", "YouTube"]);
  assert.equal(fields.social_followers, 12_000);
  assert.equal(fields.has_official_data_feed, false);
  assert.deepEqual(fields.stats_tracked, ["laiką", "greitį", "tempą"]);
  assert.equal(fields.officiating, "trys teisėjai");
  assert.equal(fields.annual_revenue_usd, Math.round(95_000 * USD_RATES.EUR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(60_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 12);
  assert.equal(fields.contact_name, "Jonas Petraitis");
  assert.equal(fields.contact_title, "Lygos direktorius");
  assert.equal(parseNumber("kiekviename etape po 8 plaukimai")?.value, 8);
  assert.equal(parseNumber("trys teisėjai")?.value, 3);
  assert.equal(parseNumber("ni uker")?.value, 9);
  assert.equal(parseNumber("ti chiediamo"), null);
});

Deno.test("a Latvian form: its labels, a month in its case, the euro as 'eiro'", () => {
  const { fields } = extract(
    "Līgas nosaukums | Latvijas spīdveja līga\nDibināšanas gads | 2009\nGalvenais birojs | Daugavpils\n" +
      "Sportistu skaits | 48\nSezonas sākums | maijā\nSezonas ilgums | 20 nedēļas\n" +
      "Posmu skaits | 8\nSkatītāji uz posmu | 1 500\nSekotāji | 12 000\n" +
      "Tiesāšana | trīs tiesneši\nGada ieņēmumi | 300 000 eiro\nSponsoru ieņēmumi | 120 000 eiro\n" +
      "Izaugsme | 7 %\nKontaktpersona | Anna Bērziņa\nAmats | valdes priekšsēdētāja\n",
  );
  assert.equal(fields.league_name, "Latvijas spīdveja līga");
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.headquarters, "Daugavpils");
  assert.equal(fields.athletes_count, 48);
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.season_length_weeks, 20);
  assert.equal(fields.events_per_season, 8);
  assert.equal(fields.average_attendance, 1500);
  assert.equal(fields.social_followers, 12_000);
  assert.equal(fields.officiating, "trīs tiesneši");
  assert.equal(fields.annual_revenue_usd, Math.round(300_000 * USD_RATES.EUR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(120_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 7);
  assert.equal(fields.contact_name, "Anna Bērziņa");
  assert.equal(fields.contact_title, "valdes priekšsēdētāja");
});

Deno.test("'real-time' and 'we won' name no currency", () => {
  const { evidence } = extract(
    "Hello,\nAnnual revenue: 2.5 million\nWe have an official real-time data feed, real-time " +
      "scores, and we won the cup twice.\n",
  );
  assert.equal(evidence.annual_revenue_usd?.original?.currency, "USD");
  assert.equal(currencyContext("Patrocínio de 500 mil reais").usual, "BRL");
});

Deno.test("a phone by its word in other languages, by a letter, or wrapped by the page", () => {
  const phone = (text: string) => extract(text).fields.contact_phone;
  assert.equal(
    phone(
      "Bonjour,\nCordialement,\n\nChantal Azaïs\nSecrétaire générale\nTél. 04 67 74 21 38\n" +
        "chantal.azais@joutes.example\n",
    ),
    "04 67 74 21 38",
  );
  assert.equal(
    phone("Hi,\nRegards,\n\nDenise Arsenault\nT (506) 555-0177\ndarsenault@harness.example\n"),
    "(506) 555-0177",
  );
  assert.equal(
    phone(
      "Dear Sir,\nPlease contact me at khalid@agos.example or on +971 2\n555 0183. We look " +
        "forward to hearing from you.\n",
    ),
    "+971 2 555 0183",
  );
});

Deno.test("the contact's own line after its label gives the name and the title", () => {
  const { fields } = extract(
    "Hello,\nMedia & partnership inquiries: Tyler Brandt, Sports Information Director — " +
      "tbrandt@glcbc.example — 419-555-0184\n",
  );
  assert.equal(fields.contact_name, "Tyler Brandt");
  assert.equal(fields.contact_title, "Sports Information Director");
  const known = extract(
    "Hello,\nPartnerships: Lydia Marsh, Commercial Officer · lydia.marsh@psl.example · " +
      "07700 900582\n",
  ).fields;
  assert.equal(known.contact_title, "Commercial Officer");
});

Deno.test("a grid's 'Name X | Position Y' cells read under their 'Contact' heading", () => {
  const { fields } = extract(
    "Contact\nName Artūrs Kalniņš \t\tPosition Commercial Manager\n" +
      "E-mail arturs.kalnins@icespeedway.example Phone +371 2945 8812\n",
  );
  assert.equal(fields.contact_name, "Artūrs Kalniņš");
  assert.equal(fields.contact_title, "Commercial Manager");
});

Deno.test("'each with a squad of up to fourteen' is a figure per team", () => {
  const { fields } = extract(
    "Hello,\nSixteen teams compete this season, each with a squad of up to fourteen.\n",
  );
  assert.equal(fields.teams_count, 16);
});

Deno.test("a label of names answered with a count is read with the count's noun", () => {
  const { fields } = extract("  Stream per card ........ 91,000 average viewers\n");
  assert.equal(fields.average_stream_viewers, 91_000);
  assert.equal(fields.streaming_platforms, undefined);
});

Deno.test("a numbered heading over its answer; the figure's own sentence says per event or season", () => {
  const both = extract(
    "Hello,\n17 & 18. Integrity programme and anti-doping policy\nWe do not have a formal " +
      "integrity programme, since there has been no\nbetting on our sport so far. On " +
      "anti-doping, athletes sign the\nanti-doping policy, which follows the World Anti-Doping " +
      "Code.\n",
  ).fields;
  assert.equal(both.integrity_program, false);
  assert.equal(both.anti_doping_policy, true);
  const gate = extract(
    "Hello,\n8. Attendance\nBetween 150 and 250 at most league games. The final last year had " +
      "1,400, which was a record for us.\n",
  ).fields;
  assert.equal(gate.average_attendance, 200);
});

Deno.test("a table's header with a list's column anywhere: its rows give the items", () => {
  const { fields } = extract(
    "Q9. Please list your venues.\nAns. The league is held at two venues, as below:\n" +
      "Sr. No. \tVenue \tMatch days \tSeating capacity\n" +
      "1 \tDivisional Sports Complex, Mankapur, Nagpur \t8 \t6,000\n" +
      "2 \tShiv Chhatrapati Sports Complex, Balewadi, Pune \t4 \t10,000\n",
  );
  assert.deepEqual(fields.venues, [
    "Divisional Sports Complex, Mankapur, Nagpur",
    "Shiv Chhatrapati Sports Complex, Balewadi, Pune",
  ]);
});

Deno.test("Chinese forms: numbered 一、 questions, full-width punctuation, 萬 and Minguo years", () => {
  const document =
    "臺灣慢壘聯盟 合作夥伴問卷回覆\n壹、聯盟基本資料\n一、聯盟正式名稱\n臺灣慢壘聯盟\n" +
    "三、成立年份\n民國104年成立。\n貳、球隊與賽季\n六、參賽球隊數\n本季共有１６隊參賽。\n" +
    "七、賽季何時開始？為期多久？\n每年3月開打，賽季為期約8個月。\n九、主要比賽場地\n" +
    "臺中洲際慢壘場、新莊運動公園壘球場\n參、觀眾與媒體\n" +
    "全季累計觀看人次（電視＋網路）\t138萬人次\n社群追蹤人數\tFacebook 4.6萬、Instagram 1.9萬\n" +
    "18至34歲觀眾比例\t52%\n十、是否有官方即時數據？\n有。格式為 JSON API，延遲約3秒。\n" +
    "十一、歷史資料保存年限\n自2016年球季起完整保存逐場比賽紀錄。\n十五、反禁藥政策\n有，季後賽進行抽檢。\n" +
    "十八、年度營收\n新臺幣4,850萬元（114年度）\n";
  const { fields, evidence } = extract(document);
  assert.equal(fields.league_name, "臺灣慢壘聯盟");
  assert.equal(fields.founded_year, 2015);
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.season_start_month, "March");
  assert.equal(fields.season_length_weeks, 34.7);
  assert.deepEqual(fields.venues, ["臺中洲際慢壘場", "新莊運動公園壘球場"]);
  assert.equal(fields.annual_viewership, 1_380_000);
  assert.equal(fields.social_followers, 65_000);
  assert.equal(fields.audience_age_18_34_percent, 52);
  assert.equal(fields.has_official_data_feed, true);
  assert.equal(fields.data_latency_ms, 3000);
  assert.equal(fields.historical_data_years, 10);
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.annual_revenue_usd, Math.round(48_500_000 * USD_RATES.TWD));
  // The evidence is the document's text as written, full-width colons and all.
  assertEvidenced({ fields, evidence } as Extraction, document);
  assert.ok(evidence.teams_count?.text.includes("１６"));
});

Deno.test("Simplified Chinese: 问/答, none and not yet, sentences ending in 。", () => {
  const { fields } = extract(
    "岭南高桩醒狮联赛 秘书处\n\n**问：联赛是否提供官方实时数据？**\n\n答：目前没有。电子评分系统计划于2027赛季上线。\n\n" +
      "**问：是否有反兴奋剂规定？**\n\n答：没有。\n\n**问：目前是否有博彩方面的合作方？**\n\n答：没有。\n\n" +
      "**问：今年的赛程？**\n\n答：2026赛季仍于9月开幕，5站分站赛。\n\n" +
      "联赛总部设在广东省佛山市禅城区祖庙路28号。主要比赛场地为佛山祖庙万福台广场和广州天河体育中心体育馆。" +
      "自2015年起保存完整评分记录，记录项目包括难度分、完成分、艺术分、扣分。2025赛季联赛总收入约2,600万元人民币。\n",
  );
  assert.equal(fields.league_name, "岭南高桩醒狮联赛");
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.anti_doping_policy, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.headquarters, "广东省佛山市禅城区祖庙路28号");
  assert.deepEqual(fields.venues, ["佛山祖庙万福台广场", "广州天河体育中心体育馆"]);
  assert.equal(fields.historical_data_years, 11);
  assert.deepEqual(fields.stats_tracked, ["难度分", "完成分", "艺术分", "扣分"]);
  assert.equal(fields.annual_revenue_usd, Math.round(26_000_000 * USD_RATES.CNY));
});

Deno.test("Korean: labels with endings, 억/만 amounts, 월 months, corrections and a signature", () => {
  const form = extract(
    "**1-1. 리그 공식 명칭 (Official league name)**\n한국택견리그 (Korea Taekkyeon League)\n\n" +
      "**2-3. 시즌 시작 월 및 기간**\n5월 개막, 약 6개월간 진행됩니다.\n\n" +
      "**2-5. 라운드당 경기 수**\n라운드당 약 36경기\n\n" +
      "| 라운드당 평균 관중 | 800~1,200명 |\n|---|---|\n" +
      "**SNS 팔로워**\n인스타그램 1.2만, 유튜브 구독자 2만 8천, 페이스북 3,100\n\n" +
      "**4-1. 공식 실시간 데이터 피드가 있습니까?**\n아니요, 아직 없습니다.\n\n" +
      "**6-1. 현재 베팅 파트너**\n없음\n\n**6-2. 연간 매출**\n약 14억 2천만 원\n\n" +
      "| 성명 (Name) | 박지훈 |\n| 직책 (Title) | 사무국장 (Secretary General) |\n",
  ).fields;
  assert.equal(form.league_name, "한국택견리그");
  assert.equal(form.season_start_month, "May");
  assert.equal(form.season_length_weeks, 26);
  assert.equal(form.contests_per_event, 36);
  assert.equal(form.average_attendance, 1000);
  assert.equal(form.social_followers, 43_100);
  assert.equal(form.has_official_data_feed, false);
  assert.deepEqual(form.existing_betting_partners, []);
  assert.equal(form.annual_revenue_usd, Math.round(1_420_000_000 * USD_RATES.KRW));
  assert.equal(form.contact_name, "박지훈");
  assert.equal(form.contact_title, "사무국장");
  const mail = extract(
    "보낸 사람: 박지훈 <jh.park@taekkyeonleague.kr>\n제목: RE: 한국택견리그 설문\n\n" +
      "1) 팀 수: 올 시즌부터 신규 팀 2개가 들어와서\n   12개가 아니라 14개 팀으로 운영됩니다.\n" +
      "3) 매출: 제가 14억 2천만 원이라고 적었는데 잘못 옮겨 적었습니다.\n" +
      "   2025년 결산 기준 연 매출은 13억 2천만 원이 맞습니다.\n\n박지훈 드림\n사무국장 | 한국택견리그\n" +
      "충청북도 충주시 중앙탑면 택견로 42\nT. 043-851-2270\n",
  ).fields;
  assert.equal(mail.teams_count, 14);
  assert.equal(mail.annual_revenue_usd, Math.round(1_320_000_000 * USD_RATES.KRW));
  assert.equal(mail.contact_name, "박지훈");
  assert.equal(mail.contact_title, "사무국장");
  assert.equal(mail.headquarters, "충청북도 충주시 중앙탑면 택견로 42");
  assert.equal(mail.contact_phone, "043-851-2270");
});

Deno.test("Thai: words without spaces, Buddhist-era years, ร้อยละ, หมื่น/แสน/ล้าน and a signature", () => {
  const form = extract(
    "| ชื่อลีก (League name) | ลีกว่าวไทยจุฬา-ปักเป้า |\n|---|---|\n" +
      "| ปีที่ก่อตั้ง (Founded) | พ.ศ. 2555 |\n| จำนวนทีม (Teams) | 14 ทีม |\n\n" +
      "ฤดูกาลเริ่มต้นในเดือนกุมภาพันธ์ของทุกปี และแข่งขันต่อเนื่องประมาณ 3 เดือน\n\n" +
      "- ผู้ติดตามโซเชียลมีเดีย (Followers): เพจ Facebook 8.2 หมื่น, TikTok 3.5 หมื่น\n" +
      "- ผู้ชมอายุ 18–34 ปี (Audience 18–34): ร้อยละ 29\n" +
      "- โครงการด้านความโปร่งใส (Integrity programme): ยังไม่มีอย่างเป็นทางการ\n\n" +
      "**ข้อมูลย้อนหลัง (Historical data):** เก็บผลการแข่งขันทุกคู่ตั้งแต่ปี พ.ศ. 2560\n\n" +
      "| รายได้ต่อปี (Annual revenue) | ประมาณ 6.8 ล้านบาท |\n|---|---|\n",
  ).fields;
  assert.equal(form.league_name, "ลีกว่าวไทยจุฬา-ปักเป้า");
  assert.equal(form.founded_year, 2012);
  assert.equal(form.season_start_month, "February");
  assert.equal(form.season_length_weeks, 13);
  assert.equal(form.social_followers, 117_000);
  assert.equal(form.audience_age_18_34_percent, 29);
  assert.equal(form.integrity_program, false);
  assert.equal(form.historical_data_years, 9);
  assert.equal(form.annual_revenue_usd, Math.round(6_800_000 * USD_RATES.THB));
  const mail = extract(
    "จาก: สมชาย ศรีสุข <somchai@thaikiteleague.or.th>\n\n" +
      "ยอดผู้ชมรวมทั้งฤดูกาล ฤดูกาลที่แล้วอยู่ที่ประมาณ 4.1 แสนวิวครับ\n" +
      "ปีนี้มีทีมสมัครเข้ามาใหม่ 2 ทีม จากนครปฐมและเพชรบุรี รวมเป็น 16 ทีม\n" +
      "เรื่องข้อมูลสด ตอนนี้ยังไม่มีครับ\n\nด้วยความเคารพ\nสมชาย ศรีสุข\nเลขาธิการลีก\nโทร 089-714-2260\n",
  ).fields;
  assert.equal(mail.annual_viewership, 410_000);
  assert.equal(mail.teams_count, 16);
  assert.equal(mail.has_official_data_feed, false);
  assert.equal(mail.contact_name, "สมชาย ศรีสุข");
  assert.equal(mail.contact_title, "เลขาธิการลีก");
  assert.equal(mail.contact_phone, "089-714-2260");
});

Deno.test("myriad scales, months by number and full-width text, as values", () => {
  assert.equal(parseNumber("약 14억 2천만 원")?.value, 1_420_000_000);
  assert.equal(parseNumber("2만 8천")?.value, 28_000);
  assert.equal(parseNumber("NT$2,100萬")?.value, 21_000_000);
  assert.equal(parseNumber("3千万")?.value, 30_000_000);
  assert.equal(parsePercent("ร้อยละ 15")?.value, 15);
  assert.equal(parseBool("有正式的運動誠信計畫")?.value, true);
  assert.equal(parseBool("暂时没有正式机制。")?.value, false);
  assert.equal(
    parseBool("공식 프로그램은 없습니다. 2027년 도입을 검토하고 있습니다.")?.value,
    false,
  );
  assert.equal(parseBool("ไม่มี ผลการแข่งขันบันทึกด้วยมือ")?.value, false);
  assert.deepEqual(parseList("없음 (None)")?.value, []);
  assert.deepEqual(parseList("ท้องสนามหลวง และ สนามว่าวชายหาดชะอำ")?.value, [
    "ท้องสนามหลวง",
    "สนามว่าวชายหาดชะอำ",
  ]);
  const month = (text: string) => extract(`Season start: ${text}\n`).fields.season_start_month;
  assert.equal(month("5월"), "May");
  assert.equal(month("十一月"), "November");
  assert.equal(month("เดือนมีนาคม"), "March");
});

Deno.test("questions and answers marked 問/答, 문/답 and คำถาม/คำตอบ", () => {
  const korean = extract(
    "문: 리그에 참가하는 팀은 몇 개입니까?\n답: 12개 팀입니다.\n\n문: 공식 실시간 데이터 피드가 있습니까?\n답: 아니요.\n",
  ).fields;
  assert.equal(korean.teams_count, 12);
  assert.equal(korean.has_official_data_feed, false);
  const chinese = extract(
    "問：聯盟有幾支球隊？\n答：共12隊。\n問：是否有反禁藥政策？\n答：無。\n問：贊助收入？\n答：NT$2,100萬\n",
  ).fields;
  assert.equal(chinese.teams_count, 12);
  assert.equal(chinese.anti_doping_policy, false);
  assert.equal(chinese.sponsorship_revenue_usd, Math.round(21_000_000 * USD_RATES.TWD));
  const thai = extract("คำถาม: จำนวนทีม\nคำตอบ: 12 ทีม\nคำถาม: มีระบบข้อมูลสดหรือไม่\nคำตอบ: มี\n")
    .fields;
  assert.equal(thai.teams_count, 12);
  assert.equal(thai.has_official_data_feed, true);
});

Deno.test("a time under a label of the live data is the feed's latency, not a yes or no", () => {
  const latency = (text: string) => extract(text).evidence.data_latency_ms?.range;
  assert.deepEqual(
    latency("Real-time data delay: usually 2-3 seconds, a bit slower in finals week.\n"),
    [2000, 3000],
  );
  assert.deepEqual(latency("- 即時數據延遲：一般情況約2～3秒，決賽週會稍慢一點。\n"), [2000, 3000]);
  assert.equal(
    extract("Real-time data feed: yes, 2 seconds behind live.\n").fields.has_official_data_feed,
    true,
  );
});

Deno.test("field words of Chinese, Korean and Thai name their fields", () => {
  const korean = extract(
    "구단 수: 10\n주요 구장: 잠실체육관\n방송사: KBS N 스포츠\n데이터 형식: JSON API\n반도핑 정책: 있습니다\n" +
      "연간 수익: 5억 원\n직위: 사무국장\n",
  ).fields;
  assert.equal(korean.teams_count, 10);
  assert.deepEqual(korean.venues, ["잠실체육관"]);
  assert.deepEqual(korean.broadcast_partners, ["KBS N 스포츠"]);
  assert.equal(korean.data_feed_format, "JSON API");
  assert.equal(korean.anti_doping_policy, true);
  assert.equal(korean.annual_revenue_usd, Math.round(500_000_000 * USD_RATES.KRW));
  assert.equal(korean.contact_title, "사무국장");
  const chinese =
    extract("參賽俱樂部：12\n数据格式：XML push\n聯絡人：王大明\n職稱：秘書長\n").fields;
  assert.equal(chinese.teams_count, 12);
  assert.equal(chinese.data_feed_format, "XML push");
  assert.equal(chinese.contact_name, "王大明");
  assert.equal(chinese.contact_title, "秘書長");
  const thai = extract("สโมสร: 12\nผู้ตัดสิน: กรรมการ 3 คน\nตำแหน่ง: ผู้จัดการลีก\n").fields;
  assert.equal(thai.teams_count, 12);
  assert.equal(thai.officiating, "กรรมการ 3 คน");
  assert.equal(thai.contact_title, "ผู้จัดการลีก");
});

Deno.test("Thai prose: words found by the segmenter, the figures' own words their labels", () => {
  const { fields } = extract(
    "ฤดูกาลเริ่มต้นในเดือนกุมภาพันธ์ของทุกปี และแข่งขันต่อเนื่องประมาณ 3 เดือน ในหนึ่งฤดูกาลมีการแข่งขันทั้งหมด " +
      "6 สนาม แต่ละสนามมีการประกบคู่ว่าวจุฬากับว่าวปักเป้าประมาณ 40 คู่\n",
  );
  assert.equal(fields.events_per_season, 6);
  assert.equal(fields.season_length_weeks, 13);
});

Deno.test("Chinese prose: the markets where a league has its audience", () => {
  const { fields } = extract(
    "联赛立足粤港澳大湾区，赛事在中国大陆、香港、澳门、马来西亚、新加坡均有稳定观众。\n",
  );
  assert.deepEqual(fields.markets, ["中国大陆", "香港", "澳门", "马来西亚", "新加坡"]);
});

Deno.test("what a name is, after it, names nothing ('…, the Marathi channel of Doordarshan')", () => {
  const tv = (text: string) => extract(text).fields.broadcast_partners;
  assert.deepEqual(
    tv(
      "Broadcast partners: The final is telecast live on DD Sahyadri, the Marathi channel of " +
        "Doordarshan.\n",
    ),
    ["DD Sahyadri"],
  );
  assert.deepEqual(tv("TV partners: Arewa24, the Hausa-language entertainment channel.\n"), [
    "Arewa24",
  ]);
});

Deno.test("a question for revenue and sponsorship: each amount to the field its clause names", () => {
  const { fields } = extract(
    "Q16. What is your annual revenue and sponsorship income?\nAns. The total income of the " +
      "league for FY 2024-25 was Rs. 1.85 crore, out of which Rs. 1.2 crore came from sponsors.\n",
  );
  assert.equal(fields.annual_revenue_usd, Math.round(18_500_000 * USD_RATES.INR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(12_000_000 * USD_RATES.INR));
});

Deno.test("a sport named by what it is; no sport from a bracket of exceptions", () => {
  const sport = (text: string) => extract(text).fields.sport;
  assert.equal(sport("Hello,\nDambe is the traditional boxing of the Hausa people.\n"), "Dambe");
  assert.equal(
    sport(
      "Hello,\nGambling is illegal in Thailand (except the Government Lottery and horse racing " +
        "at licensed clubs), so we have no betting partners.\n",
    ),
    undefined,
  );
  assert.equal(
    sport("Hello,\nThe Northern Kenya Camel Derby Circuit (camel racing) started in 2005.\n"),
    "camel racing",
  );
});

Deno.test("a title without the body after it; a sentence or a greeting is no name", () => {
  const sig = extract(
    "Dear Sir,\nThanks.\nYours faithfully,\nPuan Nurul Huda binti Hassan, Hon. Secretary, " +
      "Persatuan Woodball Malaysia\nsecretary@woodball.example\n",
  ).fields;
  assert.equal(sig.contact_title, "Hon. Secretary");
  assert.notEqual(sig.contact_name, "Dear Sir");
  const answered = extract(
    "Hello,\nQ20. Who should be our contact?\nAns. Mr. Ruwan Jayasekara, Hon. Secretary, Carrom " +
      "Federation of Sri Lanka – Tel: +94 77 318 5520 – E-mail: secretary@carrom.example\n",
  ).fields;
  assert.equal(answered.contact_name, "Ruwan Jayasekara");
  assert.equal(answered.contact_title, "Hon. Secretary");
  assert.equal(
    extract("Q19. Who is the contact person?\nAns. Kindly correspond with the undersigned.\n")
      .fields.contact_name,
    undefined,
  );
});

Deno.test("a wrapped second question is no answer; a figure is no sport", () => {
  const { fields } = extract(
    "Q17. Do you presently have any betting partners? In which jurisdictions is betting on\n" +
      "your league legal?\nAns. We have no betting partners.\n",
  );
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(
    extract("Hello,\nLive on T Sports 7 and streamed on YouTube\n").fields.sport,
    undefined,
  );
});

Deno.test("a question for two yes/no things: each answered by the sentences that name it", () => {
  const { fields } = extract(
    "Q15. Do you have an integrity programme and an anti-doping policy?\nAns. There is no " +
      "formal integrity programme as on date. All players are covered by the NADA India anti-" +
      "doping rules and are tested at the finals.\n",
  );
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
});

Deno.test("an age group ('U-21 players') is no count", () => {
  assert.equal(parseNumber("40 nos. are U-21 players")?.value, 40);
  assert.equal(
    extract("Hello,\nOut of our registered players, most are U-21 players.\n").fields
      .athletes_count,
    undefined,
  );
});

Deno.test("an original with answers typed under its questions is kept, not cut as the asker's", () => {
  const { fields } = extract(
    "Von: Anna Berger <anna@bergliga.example>\nGesendet: Montag, 2. März 2026 09:12\n" +
      "An: partners@odds.example\nBetreff: AW: Fragebogen\n\nHallo Herr Smith,\nanbei meine " +
      "Antworten direkt unter Ihren Fragen, ich hoffe das passt so.\nViele Grüße\nAnna Berger\n\n" +
      "-----Ursprüngliche Nachricht-----\nVon: John Smith <partners@odds.example>\n" +
      "Gesendet: Freitag, 27. Februar 2026 14:00\nAn: info@bergliga.example\n\n" +
      "1. What is the name of your league?\nBerglauf-Liga Tirol\n2. How many teams take part?\n" +
      "24 Vereine\n3. How many spectators attend an event on average?\nca. 1.200 pro Rennen\n",
  );
  assert.equal(fields.league_name, "Berglauf-Liga Tirol");
  assert.equal(fields.teams_count, 24);
  assert.equal(fields.average_attendance, 1_200);
});

Deno.test("a forwarded message is kept; 'Under 1.5 seconds' is no age group", () => {
  const { fields } = extract(
    "From: Jan Novak <jan.novak@gmail.com>\nSubject: Fwd: questionnaire\n\nHi, forwarding the " +
      "answers our secretary sent last week, all still valid.\nJan\n\n" +
      "---------- Forwarded message ---------\nFrom: Eva Horakova <eva@vfc.example>\n" +
      "Date: Mon, 9 Mar 2026\nSubject: Re: questionnaire\n\nNumber of teams: 18\nFounded: 2011\n",
  );
  assert.equal(fields.teams_count, 18);
  assert.equal(fields.founded_year, 2011);
  assert.equal(
    extract("Q25 Latency \tUnder 1.5 seconds from ringside input\n").fields.data_latency_ms,
    1_500,
  );
});

Deno.test("German, Austrian and Catalan founding years, months and season starts", () => {
  const founded = (text: string) => extract(text).fields.founded_year;
  assert.equal(
    founded(
      "Die Liga wurde 2004 von sechs Vereinen aus den Kantonen Aargau, Solothurn und Bern gegründet.\n",
    ),
    2004,
  );
  assert.equal(
    founded("Die Coupe wurde 1997 ins Leben gerufen und hat ihren Sitz in Ettelbruck.\n"),
    1997,
  );
  assert.equal(founded("Er wurde erstmals im Jänner 2012 ausgetragen.\n"), 2012);
  assert.equal(
    founded("La Lliga es va disputar per primera vegada el 1988 i té la seu a Tàrrega.\n"),
    1988,
  );
  const start = (text: string) => extract(text).fields.season_start_month;
  assert.equal(
    start("Die Meisterschaft beginnt jeweils im März und dauert rund sechs Monate.\n"),
    "March",
  );
  assert.equal(start("Die Saison beginnt im Jänner und endet im Juni.\n"), "January");
  assert.equal(start("La temporada comença al setembre i s'acaba al juny.\n"), "September");
});

Deno.test("venues named in German, Italian and Catalan letters, without their towns", () => {
  const venues = (text: string) => extract(text).fields.venues;
  assert.deepEqual(
    venues(
      "Unsere wichtigsten Anlagen sind die Rollsportanlage Schachen in Aarau, die Inline-Arena " +
        "Lindenhof in Langenthal und die Eishalle Zuchwil, die wir im Sommer ohne Eis nutzen.\n",
    ),
    ["Rollsportanlage Schachen", "Inline-Arena Lindenhof", "Eishalle Zuchwil"],
  );
  assert.deepEqual(
    venues(
      "Feste Austragungsorte sind u. a. der Parc Merveilleux in Bettemburg und der Gaalgebierg " +
        "in Esch-sur-Alzette.\n",
    ),
    ["Parc Merveilleux", "Gaalgebierg"],
  );
  assert.deepEqual(
    venues(
      "Si disputano 10 tornei per stagione, sugli impianti del Minigolf Lido di Locarno, del " +
        "Minigolf Parco Ciani a Lugano e del Minigolf Tenero.\n",
    ),
    ["Minigolf Lido di Locarno", "Minigolf Parco Ciani", "Minigolf Tenero"],
  );
  assert.deepEqual(
    venues(
      "Les pistes principals són la Pista del Parc de Sant Eloi, a Tàrrega, i la Pista " +
        "Municipal de Vilanova de Bellpuig.\n",
    ),
    ["Pista del Parc de Sant Eloi", "Pista Municipal de Vilanova de Bellpuig"],
  );
});

Deno.test("broadcasters and streams told in German, Italian and Catalan sentences", () => {
  const fields = (text: string) => extract(text).fields;
  assert.deepEqual(
    fields("Der Regionalsender Tele M1 zeigt jeden Montag eine Zusammenfassung.\n")
      .broadcast_partners,
    ["Tele M1"],
  );
  assert.deepEqual(
    fields("Rai Südtirol berichtet regelmäßig in der Sendung „Sport am Montag“.\n")
      .broadcast_partners,
    ["Rai Südtirol"],
  );
  const lux = fields(
    "RTL Lëtzebuerg zeigt von jedem Renntag eine Zusammenfassung, live übertragen wird auf RTL " +
      "Play und auf YouTube.\n",
  );
  assert.deepEqual(lux.broadcast_partners, ["RTL Lëtzebuerg"]);
  assert.deepEqual(lux.streaming_platforms, ["RTL Play", "YouTube"]);
  const catalan = fields(
    "Les televisions locals de La Xarxa emeten un resum setmanal, i la final a quatre es pot " +
      "seguir en directe per YouTube.\n",
  );
  assert.deepEqual(catalan.broadcast_partners, ["La Xarxa"]);
  assert.deepEqual(catalan.streaming_platforms, ["YouTube"]);
  const none = fields("Non trasmettiamo le gare, né in televisione né in streaming.\n");
  assert.deepEqual(none.broadcast_partners, []);
  assert.deepEqual(none.streaming_platforms, []);
  assert.deepEqual(fields("Eine Fernsehübertragung gibt es nicht.\n").broadcast_partners, []);
});

Deno.test("data, integrity, doping, officials and bookmakers in German, Italian and Catalan", () => {
  const fields = (text: string) => extract(text).fields;
  assert.equal(
    fields("Einen offiziellen Live-Datenfeed bieten wir seit 2023 an (JSON über eine REST-API).\n")
      .data_feed_format,
    "JSON über eine REST-API",
  );
  const timing = fields(
    "Die offizielle Zeitnehmung (Chip) liefert Live-Zwischenzeiten als XML-Feed mit rund 10 " +
      "Sekunden Verzögerung.\n",
  );
  assert.equal(timing.has_official_data_feed, true);
  assert.equal(timing.data_feed_format, "XML-Feed");
  assert.equal(
    fields("No tenim cap flux de dades en directe: els resultats es publiquen el mateix dia.\n")
      .has_official_data_feed,
    false,
  );
  const integrity = fields(
    "Seit 2024 verfügen wir über ein Integritätsreglement mit einer eigenen Ombudsstelle, das " +
      "wir gemeinsam mit dem Play Fair Code erarbeitet haben.\n",
  );
  assert.equal(integrity.integrity_program, true);
  assert.equal(
    fields("No disposem de cap programa d'integritat formal.\n").integrity_program,
    false,
  );
  assert.equal(
    fields("Für unsere Spielerinnen und Spieler gilt das Dopingstatut von Swiss Olympic.\n")
      .anti_doping_policy,
    true,
  );
  const years = (text: string) => extract(text).fields.historical_data_years;
  assert.equal(years("Die Resultate sind lückenlos seit der Saison 2008 archiviert.\n"), 18);
  assert.equal(years("Sie liegen seit 2006 vollständig in unserer Datenbank vor.\n"), 20);
  assert.equal(years("Conservem els resultats de totes les temporades des de 1995.\n"), 31);
  const officiating = (text: string) => extract(text).fields.officiating;
  assert.equal(
    officiating("Jedes Spiel wird von zwei lizenzierten Schiedsrichtern geleitet.\n"),
    "von zwei lizenzierten Schiedsrichtern geleitet",
  );
  assert.equal(
    officiating("Gerichtet wird von einer Jury nach ISMF-Reglement.\n"),
    "einer Jury nach ISMF-Reglement",
  );
  assert.equal(officiating("Ogni torneo è diretto da un giudice arbitro.\n"), "un giudice arbitro");
  assert.equal(
    officiating("A cada pista hi ha un àrbitre de la Federació.\n"),
    "un àrbitre de la Federació",
  );
  const betting = (text: string) => extract(text).fields.existing_betting_partners;
  assert.deepEqual(betting("Mit Wettanbietern arbeiten wir bisher nicht zusammen.\n"), []);
  assert.deepEqual(betting("Partnerschaften mit Wettanbietern haben wir keine.\n"), []);
  assert.deepEqual(betting("Non abbiamo rapporti con operatori di scommesse.\n"), []);
  assert.deepEqual(betting("I no tenim cap acord amb operadors d'apostes.\n"), []);
});

Deno.test("a Catalan letter's figures, places and lists", () => {
  const { fields } = extract(
    "La Lliga Catalana de Bitlles es va disputar per primera vegada el 1988 i té la seu a " +
      "Tàrrega. Es juga a Catalunya i a Andorra, amb 96 equips inscrits i 1.150 jugadors i " +
      "jugadores amb llicència. Les bitlles catalanes es juguen amb sis bitlles i tres bitllots, i " +
      "cada equip està format per sis jugadors.\n" +
      "La temporada comença al setembre i s'acaba al juny, és a dir, dura uns deu mesos. " +
      "Disputem 22 jornades per temporada i a cada jornada es juguen 48 partides. Una jornada " +
      "normal aplega en total unes 700 persones repartides entre les pistes; la final a quatre " +
      "del maig arriba als 2.000 espectadors.\n" +
      "A Instagram tenim 2.300 seguidors i a Facebook, 4.100.\n" +
      "Registrem les bitlles tombades per tirada, els punts per partida i la classificació " +
      "individual.\n",
  );
  assert.equal(fields.founded_year, 1988);
  assert.equal(fields.headquarters, "Tàrrega");
  assert.deepEqual(fields.markets, ["Catalunya", "Andorra"]);
  assert.equal(fields.teams_count, 96);
  assert.equal(fields.athletes_count, 1150);
  assert.equal(fields.season_length_weeks, 43.3);
  assert.equal(fields.events_per_season, 22);
  assert.equal(fields.contests_per_event, 48);
  assert.equal(fields.social_followers, 6400);
  assert.deepEqual(fields.stats_tracked, [
    "bitlles tombades per tirada",
    "punts per partida",
    "classificació individual",
  ]);
  // "Torvet i Trondheim, Bryggen i Bergen": Norwegian "i" is "in", no list's "and".
  assert.deepEqual(parseList("Torvet i Trondheim, Bryggen i Bergen")?.value, [
    "Torvet i Trondheim",
    "Bryggen i Bergen",
  ]);
});

Deno.test("a German letter's seat, events, audiences, money, growth and markets", () => {
  const { fields } = extract(
    "Die Coupe de Luxembourg de Cyclo-cross wurde 1997 ins Leben gerufen und hat ihren Sitz in " +
      "Ettelbruck. Gefahren wird in Luxemburg, verfolgt werden die Rennen in Luxemburg, Belgien " +
      "und Frankreich.\n" +
      "Auf dem Programm stehen 9 Renntage mit jeweils 6 Rennen (nach Kategorien).\n" +
      "RTL Lëtzebuerg zeigt von jedem Renntag eine Zusammenfassung, live übertragen wird auf " +
      "RTL Play und auf YouTube, im Schnitt von 6.500 Zuschauern pro Renntag.\n" +
      "Seit 2024 verfügen wir über ein Integritätsreglement, das wir gemeinsam mit dem Play Fair " +
      "Code erarbeitet haben.\n" +
      "Wetten auf unsere Rennen sind in Belgien und Frankreich bei lizenzierten Anbietern möglich.\n" +
      "Die Einnahmen 2025 betrugen 640.000 €, davon 410.000 € aus Sponsoring, ein Plus von 6 % " +
      "gegenüber 2024.\n",
  );
  assert.equal(fields.headquarters, "Ettelbruck");
  assert.deepEqual(fields.markets, ["Luxemburg", "Belgien", "Frankreich"]);
  assert.equal(fields.events_per_season, 9);
  assert.equal(fields.contests_per_event, 6);
  assert.equal(fields.average_stream_viewers, 6500);
  assert.equal(fields.integrity_partner, "Play Fair Code");
  assert.deepEqual(fields.betting_legal_markets, ["Belgien", "Frankreich"]);
  assert.equal(fields.growth_rate_percent, 6);
  const skialp = extract(
    "Er wird von unserem Verein mit Sitz in Bruneck organisiert. Im vergangenen Winter waren " +
      "640 Athletinnen und Athleten aus 26 Vereinen für den Cup gemeldet, um 12 % mehr als im " +
      "Winter davor. Sie umfasst 8 Rennwochenenden mit jeweils zwei Bewerben.\n",
  ).fields;
  assert.equal(skialp.headquarters, "Bruneck");
  assert.equal(skialp.athletes_count, 640);
  assert.equal(skialp.teams_count, 26);
  assert.equal(skialp.growth_rate_percent, 12);
  assert.equal(skialp.events_per_season, 8);
  assert.equal(skialp.contests_per_event, 2);
  const austria = extract(
    "Sitz des Verbandes und der Liga ist Wien. Gespielt wird an 7 Spieltagen; an einem " +
      "Spieltag werden 45 Begegnungen ausgetragen. Der Jahresumsatz 2025 betrug € 68.400,–, " +
      "davon € 21.000,– aus Sponsoring.\n",
  ).fields;
  assert.equal(austria.headquarters, "Wien");
  assert.equal(austria.events_per_season, 7);
  assert.equal(austria.contests_per_event, 45);
  assert.equal(austria.sponsorship_revenue_usd, Math.round(21_000 * USD_RATES.EUR));
  // A bare domain ends no sentence: the stream is the sentence's.
  assert.equal(
    extract(
      "Alle Spieltage laufen live auf sportdeutschland.tv, mit im Schnitt rund 2.300 Zuschauern " +
        "je Spieltag.\n",
    ).fields.average_stream_viewers,
    2300,
  );
});

Deno.test("an Italian letter's money: the sponsors' share and a fall", () => {
  const { fields } = extract(
    "Nel 2025 le entrate della Lega sono state di Fr. 82’300.--, di cui Fr. 19’500.-- da " +
      "sponsor; rispetto al 2024 si tratta di un calo del 4 %, dovuto al maltempo.\n" +
      "Registriamo i colpi per pista, il totale per giro e gli ace (buche in un colpo).\n",
  );
  assert.equal(fields.annual_revenue_usd, Math.round(82_300 * USD_RATES.CHF));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(19_500 * USD_RATES.CHF));
  assert.equal(fields.growth_rate_percent, -4);
  assert.deepEqual(fields.stats_tracked, ["colpi per pista", "totale per giro", "ace"]);
  assert.equal(
    extract("Non c'è stato un calo ma una crescita del 3 % rispetto al 2024.\n").fields
      .growth_rate_percent,
    3,
  );
});

Deno.test("German regions and a sport named twice in one sentence", () => {
  const region = (text: string) => extract(text).fields.region;
  assert.equal(region("Die Fahrer kommen jedoch aus der ganzen Großregion.\n"), "Großregion");
  assert.equal(
    region("Alle Rennen finden in der Europaregion Tirol-Südtirol-Trentino statt.\n"),
    "Europaregion Tirol-Südtirol-Trentino",
  );
  assert.equal(
    region(
      "Unser Einzugsgebiet ist das Schweizer Mittelland; die Geschäftsstelle ist in Zofingen.\n",
    ),
    "Schweizer Mittelland",
  );
  const sport = (text: string) => extract(text).fields.sport;
  assert.equal(
    sport("Der Südtirol Skialp Cup ist eine Rennserie im Skibergsteigen (Skialpinismus).\n"),
    "Skibergsteigen",
  );
  assert.equal(
    sport("Les bitlles catalanes es juguen amb sis bitlles i tres bitllots.\n"),
    "bitlles catalanes",
  );
});

Deno.test("a sentence ending in a colon over a table row with its own label", () => {
  const { fields } = extract(
    "Us resumim les dades econòmiques de l'exercici 2025:\n" +
      "Ingressos totals 2025 \t\t148.000 €\n" +
      "Patrocini \t\t52.000 €\n",
  );
  assert.equal(fields.annual_revenue_usd, Math.round(148_000 * USD_RATES.EUR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(52_000 * USD_RATES.EUR));
});

Deno.test("Italian and Catalan data sheets: labels of editions, races, shares and seats", () => {
  const italian = extract(
    "Prima edizione | 2012\n" +
      "Weekend di gara per stagione | 8\n" +
      "Media spettatori in streaming per gara | ca. 1.100\n" +
      "Quota pubblico 18–34 anni | 37 %\n",
  ).fields;
  assert.equal(italian.founded_year, 2012);
  assert.equal(italian.events_per_season, 8);
  assert.equal(italian.average_stream_viewers, 1100);
  assert.equal(italian.average_attendance, undefined);
  assert.equal(italian.audience_age_18_34_percent, 37);
  const catalan = extract(
    "Seu: Tàrrega (Urgell)\nOperadors d’apostes amb acord: cap\n",
  ).fields;
  assert.equal(catalan.headquarters, "Tàrrega (Urgell)");
  assert.deepEqual(catalan.existing_betting_partners, []);
});

Deno.test("a founding season written as a span; an audience answered with its peak", () => {
  assert.equal(extract("Primera temporada: 1988–89\n").fields.founded_year, 1988);
  const { fields } = extract(
    "Streaming de la final a quatre (YouTube), espectadors simultanis: màxim 1.800\n",
  );
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.average_stream_viewers, undefined);
});

Deno.test("a German supplement: suspended hyphens, a dash answer, the filler's title", () => {
  const { fields } = extract(
    "Ausgefüllt von: Thomas Pichler, Generalsekretär — 19.11.2026\n" +
      "Frage | Antwort\n" +
      "Erfasste Statistiken: | Einzel- und Doppelergebnisse, Satzstände, ITSF-Ranglistenpunkte\n" +
      "Reichweite gesamt Saison: | — (wird erst ab 2027 erhoben)\n" +
      "Kontakt: | thomas.pichler@tischfussball.at\n",
  );
  assert.deepEqual(fields.stats_tracked, [
    "Einzel- und Doppelergebnisse",
    "Satzstände",
    "ITSF-Ranglistenpunkte",
  ]);
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.contact_name, "Thomas Pichler");
  assert.equal(fields.contact_title, "Generalsekretär");
  const french = extract(
    "Nombre d'épreuves par saison | 9 Renntage\nPart du public 18–34 ans | ca. 29 %\n",
  ).fields;
  assert.equal(french.events_per_season, 9);
  assert.equal(french.audience_age_18_34_percent, 29);
});

Deno.test("a signature's title without the organisation after a dash", () => {
  const { fields } = extract(
    "Cordiali saluti\n\nGiulia Pedrazzini\nSegretaria - Lega Ticinese Minigolf\n" +
      "giulia.pedrazzini@minigolf-ti.ch\n",
  );
  assert.equal(fields.contact_name, "Giulia Pedrazzini");
  assert.equal(fields.contact_title, "Segretaria");
});

Deno.test("a venues column of a table, and a delay answered for a feed's label", () => {
  const { fields } = extract(
    "Die Rennen verteilen sich wie folgt:\n" +
      "Austragungsort \tRennwochenenden\n" +
      "Kronplatz \t3\nPlose \t2\nSeiser Alm \t2\nReinswald \t1\n" +
      "An der Strecke stehen pro Rennwochenende zwischen 300 und 800 Zuschauer.\n",
  );
  assert.deepEqual(fields.venues, ["Kronplatz", "Plose", "Seiser Alm", "Reinswald"]);
  assert.equal(
    extract("- Verzögerung des Live-Datenfeeds: eher 8 Sekunden als 5.\n").fields.data_latency_ms,
    8000,
  );
});

Deno.test("a season from one month to another, and Swiss, Austrian and Catalan titles", () => {
  const start = (text: string) => extract(text).fields.season_start_month;
  assert.equal(start("Die Saison dauert von April bis September.\n"), "April");
  assert.equal(start("La stagione va da aprile a ottobre.\n"), "April");
  assert.equal(start("La temporada va de setembre a juny.\n"), "September");
  const title = (text: string) => extract(text).fields.contact_title;
  assert.equal(title("Mit freundlichen Grüssen\nHans Muster\nAktuar\n"), "Aktuar");
  assert.equal(title("Atentament,\nJordi Puig\nTresorer\n"), "Tresorer");
});

Deno.test("a count after the founding has moved on to today: 'fondata nel 1992 e conta oggi …'", () => {
  const { fields } = extract(
    "La Lega è stata fondata nel 1992 e conta oggi 16 squadre con 320 giocatori tesserati.\n",
  );
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.athletes_count, 320);
  assert.equal(
    extract("The league was founded in 2017 with eight clubs and now has 12.\n").fields
      .teams_count,
    12,
  );
});

Deno.test("a second Catalan letter: founding, members, contests, stream, delay, officials", () => {
  const { fields } = extract(
    "La Lliga de Corfbol de Catalunya es va fundar el 1996 i té la seu a Barcelona.\n" +
      "Actualment hi participen 18 clubs amb 540 jugadors i jugadores federats.\n" +
      "La temporada comença a l'octubre i dura uns vuit mesos.\n" +
      "Cada temporada disputem 20 jornades, amb 9 partits per jornada.\n" +
      "Els partits es retransmeten en directe per YouTube i el canal Esport3 emet un resum " +
      "setmanal.\n" +
      "Disposem d'un flux de dades oficial en directe, amb un retard d'uns 4 segons.\n" +
      "Els partits els dirigeixen dos àrbitres de la Federació.\n" +
      "Els ingressos han crescut un 9 % respecte a l'any anterior.\n",
  );
  assert.equal(fields.founded_year, 1996);
  assert.equal(fields.athletes_count, 540);
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.contests_per_event, 9);
  assert.deepEqual(fields.streaming_platforms, ["YouTube"]);
  assert.deepEqual(fields.broadcast_partners, ["Esport3"]);
  assert.equal(fields.data_latency_ms, 4000);
  assert.equal(fields.officiating, "dos àrbitres de la Federació");
  assert.equal(fields.growth_rate_percent, 9);
});

Deno.test("an Austrian letter: held since, Mitte Mai, ORF Sport +, a clause after 'aber'", () => {
  const { fields } = extract(
    "Der Verband veranstaltet seit 2001 die Faustball Bundesliga.\n" +
      "Die Meisterschaft startet Mitte Mai und endet im September.\n" +
      "ORF Sport + überträgt das Finale live.\n" +
      "Ein Integritätsprogramm gibt es bei uns nicht, wir unterliegen aber dem " +
      "Anti-Doping-Bundesgesetz.\n" +
      "Unser Umsatz lag 2025 bei € 240.000,–, davon stammen € 90.000,– von Sponsoren.\n" +
      "Wetten auf die Superliga werden derzeit von Anbietern mit Konzession in Österreich und " +
      "Deutschland angeboten.\n",
  );
  assert.equal(fields.founded_year, 2001);
  assert.equal(fields.season_start_month, "May");
  assert.match(String(fields.broadcast_partners), /^ORF Sport/);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(90_000 * USD_RATES.EUR));
  assert.deepEqual(fields.betting_legal_markets, ["Österreich", "Deutschland"]);
  // "Seit 2021 gibt es einen offiziellen Live-Datenfeed": the feed's age, no founding.
  assert.equal(
    extract("Seit 2021 wird ein offizieller Live-Datenfeed angeboten.\n").fields.founded_year,
    undefined,
  );
  assert.equal(
    extract("Zuseher je Livestream-Spiel (Schnitt) | 7.500\n").fields.average_stream_viewers,
    7500,
  );
});

Deno.test("a Swiss letter: Hauptsitz, a year before an amount, von X übertragen, Sportwetten", () => {
  const { fields } = extract(
    "Die Liga wurde im Jahr 1985 gegründet und hat ihren Hauptsitz in Bern.\n" +
      "Die Spiele werden von MySports übertragen, zudem streamen wir alle Partien auf unserer " +
      "Website.\n" +
      "Für die Integrität arbeiten wir mit Swiss Sport Integrity zusammen.\n" +
      "Sportwetten auf unsere Liga sind in der Schweiz über Swisslos legal.\n" +
      "Der Umsatz betrug 2025 CHF 3,4 Mio.; das Sponsoring trug CHF 1,1 Mio. bei.\n",
  );
  assert.equal(fields.headquarters, "Bern");
  assert.deepEqual(fields.broadcast_partners, ["MySports"]);
  assert.equal(fields.integrity_partner, "Swiss Sport Integrity");
  assert.deepEqual(fields.betting_legal_markets, ["Schweiz"]);
  assert.equal(fields.annual_revenue_usd, Math.round(3_400_000 * USD_RATES.CHF));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(1_100_000 * USD_RATES.CHF));
});

Deno.test("a Ticino letter: organised since, società, ciascuna con, a broadcaster's una", () => {
  const { fields } = extract(
    "La Federazione Ticinese di Bocce organizza dal 1978 il Campionato Ticinese di Bocce.\n" +
      "Vi partecipano 22 società con circa 600 giocatori licenziati.\n" +
      "Ogni anno si disputano 12 tornei, ciascuno con 40 partite.\n" +
      "Teleticino trasmette una sintesi settimanale delle gare.\n",
  );
  assert.equal(fields.founded_year, 1978);
  assert.equal(fields.teams_count, 22);
  assert.equal(fields.contests_per_event, 40);
  assert.deepEqual(fields.broadcast_partners, ["Teleticino"]);
  // A feed's "dal" is the feed's age, no founding.
  assert.equal(
    extract("Il flusso dati si gioca dal 2021 in tempo reale.\n").fields.founded_year,
    undefined,
  );
});

Deno.test("German: fünf Spielen a matchday, the largest venues, digitally kept since a season", () => {
  const { fields } = extract(
    "Wir haben 18 Spieltage mit jeweils fünf Spielen. Gespielt wird auf den Vereinsplätzen, " +
      "die größten sind das Waldstadion Malsch und das Motodrom Philippsburg (fasst 4.000).\n" +
      "Digital erfasst ist alles seit der Saison 1990, ältere Ergebnisse liegen in Ordnern.\n",
  );
  assert.equal(fields.contests_per_event, 5);
  assert.deepEqual(fields.venues, ["Waldstadion Malsch", "Motodrom Philippsburg"]);
  assert.equal(fields.historical_data_years, 36);
});

Deno.test("Italian questions of countries and of the 18–34 share", () => {
  const { fields } = extract(
    "Paesi in cui giocate o siete seguiti? Italia e Francia\n" +
      "Percentuale di pubblico 18-34 anni: circa 25%\n",
  );
  assert.deepEqual(fields.markets, ["Italia", "Francia"]);
  assert.equal(fields.audience_age_18_34_percent, 25);
});

Deno.test("German, Italian and Catalan form labels name their fields", () => {
  const { fields } = extract(
    "Datenformat: JSON\n" +
      "Integritätspartner: Sportradar\n" +
      "Schiedsrichterwesen: zwei Schiedsrichter pro Spiel\n" +
      "Ergebnisarchiv seit: 2004\n" +
      "Ricavi annui: EUR 250.000\n" +
      "Mercats on les apostes són legals: Espanya, Andorra\n" +
      "Estadístiques registrades: punts, tirades\n",
  );
  assert.equal(fields.data_feed_format, "JSON");
  assert.equal(fields.integrity_partner, "Sportradar");
  assert.equal(fields.officiating, "zwei Schiedsrichter pro Spiel");
  assert.equal(fields.historical_data_years, 22);
  assert.equal(fields.founded_year, undefined);
  assert.equal(fields.annual_revenue_usd, Math.round(250_000 * USD_RATES.EUR));
  assert.deepEqual(fields.betting_legal_markets, ["Espanya", "Andorra"]);
  assert.deepEqual(fields.stats_tracked, ["punts", "tirades"]);
  assert.equal(extract("Programa d'integritat: no\n").fields.integrity_program, false);
  assert.equal(extract("Programma di integrità: sì\n").fields.integrity_program, true);
});

Deno.test("a platform named by its domain: 'live auf unserer Plattform ilm.tv sowie auf YouTube'", () => {
  assert.deepEqual(
    extract(
      "Sämtliche Spieltage werden live auf unserer Plattform ilm.tv sowie auf YouTube " +
        "übertragen.\n",
    ).fields.streaming_platforms,
    ["ilm.tv", "YouTube"],
  );
});

Deno.test("a Swiss federation's letter: -feste compounds, aktive, vor Ort, ab 1995, the signer", () => {
  const { fields } = extract(
    "Der Cup umfasst 8 Schwingfeste pro Saison; an jedem Schwingfest bestreiten die Teilnehmer " +
      "6 Gänge.\n" +
      "Es nehmen rund 350 aktive Schwinger aus 40 Klubs teil.\n" +
      "An einem Schwingfest verfolgen durchschnittlich 4'500 Zuschauerinnen und Zuschauer die " +
      "Wettkämpfe vor Ort.\n" +
      "Die Ranglisten sind ab 1995 elektronisch verfügbar.\n" +
      "Im Jahr 2025 erzielten wir Einnahmen von CHF 1,8 Mio., wovon CHF 600'000 auf Sponsoren " +
      "entfielen.\n" +
      "Mit freundlichen Grüssen\nEidgenössischer Schwingerverband\nHans Meier, Präsident\n",
  );
  assert.equal(fields.events_per_season, 8);
  assert.equal(fields.contests_per_event, 6);
  assert.equal(fields.athletes_count, 350);
  assert.equal(fields.teams_count, 40);
  assert.equal(fields.average_attendance, 4500);
  assert.equal(fields.historical_data_years, 31);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(600_000 * USD_RATES.CHF));
  assert.equal(fields.contact_name, "Hans Meier");
  assert.equal(fields.contact_title, "Präsident");
});

Deno.test("Schwingen is a sport of the lexicon", () => {
  assert.equal(
    extract("Der Cup ist die wichtigste Serie im Schwingen in der Innerschweiz.\n").fields.sport,
    "Schwingen",
  );
});

Deno.test("Swiss francs in German, Italian and French words", () => {
  const revenue = (text: string) => extract(text).fields.annual_revenue_usd;
  assert.equal(revenue("Jahresumsatz: 45'000 Franken\n"), Math.round(45_000 * USD_RATES.CHF));
  assert.equal(revenue("Ricavi annui: 82'300 franchi\n"), Math.round(82_300 * USD_RATES.CHF));
  assert.equal(revenue("Jahresumsatz: SFr. 300'000\n"), Math.round(300_000 * USD_RATES.CHF));
  assert.equal(
    revenue("Die Einnahmen lagen 2025 bei 1,2 Millionen Franken.\n"),
    Math.round(1_200_000 * USD_RATES.CHF),
  );
});

Deno.test("Ansprechpartnerin and Kontaktperson label the contact", () => {
  const { fields } = extract(
    "Ansprechpartnerin: Mag. Eva Gruber, Generalsekretärin\nTel.: +43 (0)1 234 56 78\n" +
      "E-Mail: eva.gruber@liga.at\n",
  );
  assert.equal(fields.contact_name, "Eva Gruber");
  assert.equal(fields.contact_title, "Generalsekretärin");
  assert.equal(
    extract("Kontaktperson: Anna Keller, Geschäftsführerin\n").fields.contact_name,
    "Anna Keller",
  );
});

Deno.test("German audiences: in person over a season, restated per matchday, TV per broadcast", () => {
  const { fields } = extract(
    "Insgesamt besuchten in der Saison 2025 rund 11'000 Zuschauer unsere Spiele, das sind etwa " +
      "600 pro Spieltag.\n" +
      "Die TV-Übertragungen erreichten über die Saison kumuliert 1,5 Millionen Zuschauer.\n" +
      "Im Durchschnitt sehen 45'000 Personen eine TV-Übertragung.\n" +
      "Unsere Liga besteht aus 12 Mannschaften.\n" +
      "Unser Umsatz wuchs im letzten Jahr um 12 Prozent.\n",
  );
  assert.equal(fields.average_attendance, 600);
  assert.equal(fields.annual_viewership, 1_500_000);
  assert.equal(fields.average_stream_viewers, 45_000);
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.league_name, undefined);
  assert.equal(fields.growth_rate_percent, 12);
});

Deno.test("Italian and Catalan audiences: in media, de mitjana, al llarg de la temporada", () => {
  assert.equal(
    extract("Alle partite assistono in media 800 persone.\n").fields.average_attendance,
    800,
  );
  assert.equal(
    extract("Als partits hi assisteixen de mitjana 300 persones.\n").fields.average_attendance,
    300,
  );
  assert.equal(
    extract("Al llarg de la temporada les retransmissions sumen 90.000 visualitzacions.\n").fields
      .annual_viewership,
    90_000,
  );
});

Deno.test("more ways to hand on to a contact by role: contattare, kontaktieren Sie, contactar amb", () => {
  const contact = (text: string) => {
    const { fields } = extract(text);
    return [fields.contact_name, fields.contact_title];
  };
  assert.deepEqual(
    contact("Potete contattare la nostra segretaria, Anna Bianchi (anna.bianchi@lega.ch).\n"),
    ["Anna Bianchi", "segretaria"],
  );
  assert.deepEqual(
    contact("Bitte kontaktieren Sie unseren Generalsekretär, Herrn Peter Huber.\n"),
    ["Peter Huber", "Generalsekretär"],
  );
  assert.deepEqual(
    contact("Podeu contactar amb la nostra secretària, la Sra. Núria Pons.\n"),
    ["Núria Pons", "secretària"],
  );
});

Deno.test("an organisation's initials are in capitals: 'Manager, Sales' keeps its area", () => {
  const { fields } = extract(
    "Kind regards\n\nJane Doe\nManager, Sales\njane.doe@league.example\n",
  );
  assert.equal(fields.contact_title, "Manager, Sales");
  assert.equal(
    extract("Kind regards\n\nJane Doe\nLeague Secretary, EVBL\njane.doe@league.example\n").fields
      .contact_title,
    "League Secretary",
  );
});

Deno.test("Hungarian form: labels, months with case endings, 'nincs', 'óta', Ft", () => {
  const { fields } = extract(
    [
      "A liga neve | Magyar Íjász Liga",
      "Sportág | íjászat",
      "Alapítás éve | 2009",
      "Székhely | Szeged",
      "Egyesületek száma | 14",
      "Igazolt versenyzők | 186 fő",
      "Szezon kezdete: | április",
      "Szezon hossza: | 26 hét",
      "Fordulók száma évente: | 8",
      "Futamok fordulónként: | kb. 120",
      "Nézők fordulónként (átlag) | 1 000",
      "Online közvetítés | YouTube, Facebook",
      "Közösségi követők összesen | kb. 30 000",
      "Hivatalos élő adatfolyam: nincs (eredmények Excelben).",
      "Archív eredmények: 2011 óta.",
      "Integritási program: nincs.",
      "Doppingellenőrzés: igen, HUNADO.",
      "Fogadási partnerek: nincsenek.",
      "Éves bevétel | 38 000 000 Ft",
      "Ebből szponzoráció | 14 500 000 Ft",
      "Beosztás: | főtitkár",
    ].join("\n"),
  );
  assert.equal(fields.sport, "íjászat");
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.headquarters, "Szeged");
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.athletes_count, 186);
  assert.equal(fields.season_start_month, "April");
  assert.equal(fields.season_length_weeks, 26);
  assert.equal(fields.events_per_season, 8);
  assert.equal(fields.contests_per_event, 120);
  assert.equal(fields.average_attendance, 1000);
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Facebook"]);
  assert.equal(fields.social_followers, 30000);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 15);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.annual_revenue_usd, Math.round(38_000_000 * USD_RATES.HUF));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(14_500_000 * USD_RATES.HUF));
  assert.equal(fields.contact_title, "főtitkár");
  for (const [text, month] of [["áprilisban", "April"], ["szeptembertől", "September"]]) {
    assert.equal(extract(`Szezon kezdete: ${text}`).fields.season_start_month, month, text);
  }
});

Deno.test("Slovak form: labels, 'žiadny', 'v kole', 'od roku', an academic title before the name", () => {
  const { fields } = extract(
    [
      "Názov ligy \tStredoslovenská hokejbalová liga (SSHL)",
      "Rok založenia \t1997",
      "Sídlo \tBanská Bystrica",
      "Počet klubov \t12",
      "Registrovaní hráči \t264",
      "Začiatok sezóny: \tseptember",
      "Dĺžka sezóny: \t30 týždňov",
      "Počet kôl: \t22",
      "Zápasov v kole: \t6",
      "Priemerná návštevnosť na zápas \t150",
      "TV partner \tžiadny",
      "Priemerný počet divákov streamu \t400",
      "Sledovatelia na sociálnych sieťach \t9 300 (FB + IG)",
      "Oficiálny dátový feed: \tnie (výsledky po zápase)",
      "História výsledkov: \tod roku 2005",
      "Rozhodovanie: \tdvaja rozhodcovia na zápas",
      "Stávkoví partneri: \tNiké",
      "Legálne stávkovanie: \tSlovensko",
      "Ročné príjmy \t95 000 EUR",
      "F. Kontaktná osoba",
      "Meno: Mgr. Peter Hudec",
      "Funkcia: sekretár ligy",
    ].join("\n"),
  );
  assert.equal(fields.league_name, "Stredoslovenská hokejbalová liga");
  assert.equal(fields.founded_year, 1997);
  assert.equal(fields.headquarters, "Banská Bystrica");
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.athletes_count, 264);
  assert.equal(fields.season_length_weeks, 30);
  assert.equal(fields.events_per_season, 22);
  assert.equal(fields.contests_per_event, 6);
  assert.equal(fields.average_attendance, 150);
  assert.deepEqual(fields.broadcast_partners, []);
  assert.equal(fields.average_stream_viewers, 400);
  assert.equal(fields.social_followers, 9300);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 21);
  assert.equal(fields.officiating, "dvaja rozhodcovia na zápas");
  assert.deepEqual(fields.existing_betting_partners, ["Niké"]);
  assert.deepEqual(fields.betting_legal_markets, ["Slovensko"]);
  assert.equal(fields.contact_name, "Peter Hudec");
  assert.equal(fields.contact_title, "sekretár ligy");
  assert.equal(
    extract("Začiatok sezóny: v septembri").fields.season_start_month,
    "September",
  );
});

Deno.test("Slovenian form: labels, 'ni (…)', 'nobenih', months as lengths, a hedged share", () => {
  const { fields } = extract(
    [
      "Ime lige \tSlovenska rafting liga (SRL)",
      "Leto ustanovitve \t2004",
      "Spletna stran \twww.raftliga.si",
      "Število ekip \t22",
      "Registrirani tekmovalci \t150",
      "Začetek sezone: \tmaj",
      "Trajanje sezone: \t4 mesece",
      "Število tekem v sezoni: \t6",
      "Spusti na tekmo: \tpribl. 40",
      "Gledalci na tekmo \t300–500",
      "TV partner \tni (posamezni prispevki na Šport TV)",
      "Prenos v živo \tFacebook Live",
      "Arhiv rezultatov: \tod 2008",
      "Spremljani podatki: \tčasi spustov, kazenske sekunde, uvrstitve ekip",
      "Program integritete: \tne",
      "Protidopinški program: \tne",
      "Partnerji – stavnice: \tnobenih",
      "Letni prihodki \t85.000 €",
      "Letna rast (število ekip) \tok. 8 %",
    ].join("\n"),
  );
  assert.equal(fields.league_name, "Slovenska rafting liga");
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.website, "www.raftliga.si");
  assert.equal(fields.teams_count, 22);
  assert.equal(fields.athletes_count, 150);
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.season_length_weeks, 17.3);
  assert.equal(fields.events_per_season, 6);
  assert.equal(fields.contests_per_event, 40);
  assert.equal(fields.average_attendance, 400);
  assert.deepEqual(fields.broadcast_partners, []);
  assert.deepEqual(fields.streaming_platforms, ["Facebook Live"]);
  assert.equal(fields.historical_data_years, 18);
  assert.deepEqual(fields.stats_tracked, ["časi spustov", "kazenske sekunde", "uvrstitve ekip"]);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.annual_revenue_usd, Math.round(85_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 8);
});

Deno.test("hedges in Hungarian, Slovak and Slovenian are no 'yes'", () => {
  assert.equal(parseBool("igen, tervezzük 2027-től")?.value, false);
  assert.equal(parseBool("áno, v príprave")?.value, false);
  assert.equal(parseBool("še ne, načrtujemo ga")?.value, false);
  assert.equal(parseBool("áno")?.value, true);
  assert.equal(parseBool("Antidopingovú politiku liga nemá.")?.value, false);
});

Deno.test("a PDF table's answer one tab over: not tags, and a wrapped cell is one answer", () => {
  const venues = (text: string) => extract(text).fields.venues;
  assert.deepEqual(
    venues(
      "Venues: \tSoča – Trnovo ob Soči; Sava Bohinjka – Soteska;\n\tKolpa – Vinica\n" +
        "Audience and media\nSpectators per event \t300–500\n",
    ),
    ["Soča – Trnovo ob Soči", "Sava Bohinjka – Soteska", "Kolpa – Vinica"],
  );
  assert.deepEqual(
    venues(
      "Štadióny:\n\tHokejbalový štadión Podlavice; Aréna Zvolen-Môťová; ihrisko\n" +
        "\tZŠ Brezno-Mazorníkovo\nC. Diváci a médiá\n",
    ),
    ["Hokejbalový štadión Podlavice", "Aréna Zvolen-Môťová", "ihrisko ZŠ Brezno-Mazorníkovo"],
  );
  // A row of two cells naming a list is a label and its answer, not a header over rows.
  assert.deepEqual(
    extract("TV partner | LRT PLIUS\nTransliacijos internete | LRT.lt, YouTube\n").fields
      .broadcast_partners,
    ["LRT PLIUS"],
  );
});

Deno.test("Hungarian e-mail prose: cases of counts, months and towns, 'óta', the sponsors' share", () => {
  const text = [
    "A Példa Íjász Liga 2009-ben indult hat egyesülettel, ma 14 egyesület versenyzői vesznek",
    "részt benne, összesen 186 igazolt versenyzővel. A sportág neve nálunk egyszerűen",
    "lovasíjászat. Az irodánk Kiskunfélegyházán van.",
    "",
    "A szezon áprilisban kezdődik és nagyjából 6 hónapig tart. Egy évben 8 fordulót rendezünk.",
    "Egy fordulóban körülbelül 120 futam van. A fordulókra általában 800-1 200 néző jön ki.",
    "Televízióban az M4 Sport mutatja be a döntőt, a többi fordulót mi magunk közvetítjük a",
    "YouTube-on és a Facebookon. A teljes szezonban a közvetítéseink kb. 350 ezer megtekintést",
    "értek el. A Facebook-oldalunkat 21 400-an, az Instagramot 8 600-an követik.",
    "",
    "Hivatalos élő adatfolyamunk nincs. A 2011 óta rendezett összes forduló eredménye megvan",
    "nálunk. Versenyzőnként rögzítjük a találati pontokat, az időeredményt és a lövésenkénti",
    "pontszámot. Integritási programunk formálisan nincs. A futamokat három bíró és egy időmérő",
    "felügyeli. Fogadási partnerünk nincs.",
    "",
    "A liga éves bevétele kb. 38 millió Ft, ennek nagy része, 14,5 millió Ft, szponzorációból",
    "jön. A tavalyi évhez képest a nézettségünk kb. 20%-kal nőtt.",
    "",
    "Üdvözlettel:",
    "",
    "Kovács Anna",
    "főtitkár",
    "6100 Kiskunfélegyháza, Petőfi tér 7.",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.athletes_count, 186);
  assert.equal(fields.sport, "lovasíjászat");
  assert.equal(fields.headquarters, "Kiskunfélegyháza");
  assert.equal(fields.season_start_month, "April");
  assert.equal(fields.season_length_weeks, 26);
  assert.equal(fields.events_per_season, 8);
  assert.equal(fields.contests_per_event, 120);
  assert.equal(fields.average_attendance, 1000);
  assert.deepEqual(fields.broadcast_partners, ["M4 Sport"]);
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Facebook"]);
  assert.equal(fields.annual_viewership, 350_000);
  assert.equal(fields.social_followers, 30_000);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 15);
  assert.deepEqual(fields.stats_tracked, [
    "találati pontok",
    "időeredmény",
    "lövésenkénti pontszám",
  ]);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.officiating, "három bíró és egy időmérő");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.annual_revenue_usd, Math.round(38_000_000 * USD_RATES.HUF));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(14_500_000 * USD_RATES.HUF));
  assert.equal(fields.growth_rate_percent, 20);
  assert.equal(fields.contact_title, "főtitkár");
});

Deno.test("Slovak e-mail prose: a name in lower case before 'liga', 'je' is 'is', a list after a colon", () => {
  const text = [
    "Dobrý deň,",
    "",
    "Stredoslovenská hokejbalová liga (SSHL) vznikla v roku 1997. Sídlo ligy je v Banskej",
    "Bystrici. Hráme hokejbal podľa pravidiel zväzu.",
    "",
    "Sezóna sa začína v septembri a trvá zhruba 7 mesiacov. Odohráme 22 kôl a v každom kole je 6",
    "zápasov. Domáce zápasy sa hrajú na troch miestach: Hokejbalový štadión Podlavice, Aréna",
    "Zvolen-Môťová a ihrisko ZŠ Brezno-Mazorníkovo. Priemerne chodí okolo 150 divákov na zápas.",
    "",
    "Televízia nás nevysiela, žiadneho TV partnera nemáme. Každé kolo streamujeme na YouTube a",
    "jeden prenos si pozrie v priemere okolo 400 ľudí. Na Facebooku nás sleduje 6 200 ľudí, na",
    "Instagrame 3 100.",
    "",
    "Oficiálny dátový feed v reálnom čase nemáme. Výsledky máme uložené od roku 2005. Sledujeme",
    "góly, asistencie, trestné minúty a úspešnosť brankárov. Zápasy pískajú dvaja rozhodcovia na",
    "zápas. Antidopingovú politiku liga nemá.",
    "",
    "Od sezóny 2024/25 je naším partnerom stávková kancelária Niké. Jediný trh, kde je",
    "stávkovanie na našu ligu legálne, je Slovensko.",
    "",
    "Rozpočet ligy, čiže ročné príjmy, je približne 95 000 €, z toho sponzoring tvorí asi 40 000",
    "€. Počet hráčov nám rastie zhruba o 5 % ročne.",
    "",
    "S pozdravom",
    "",
    "Mgr. Peter Hudec",
    "sekretár ligy",
    "Štadión Podlavice, 974 01 Banská Bystrica",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.league_name, "Stredoslovenská hokejbalová liga");
  assert.equal(fields.sport, "hokejbal");
  assert.equal(fields.headquarters, "Banská Bystrica");
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.season_length_weeks, 30.3);
  assert.equal(fields.events_per_season, 22);
  assert.equal(fields.contests_per_event, 6);
  assert.deepEqual(fields.venues, [
    "Hokejbalový štadión Podlavice",
    "Aréna Zvolen-Môťová",
    "ihrisko ZŠ Brezno-Mazorníkovo",
  ]);
  assert.equal(fields.average_attendance, 150);
  assert.deepEqual(fields.broadcast_partners, []);
  assert.equal(fields.average_stream_viewers, 400);
  assert.equal(fields.social_followers, 9300);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 21);
  assert.deepEqual(fields.stats_tracked, [
    "góly",
    "asistencie",
    "trestné minúty",
    "úspešnosť brankárov",
  ]);
  assert.equal(fields.officiating, "dvaja rozhodcovia na zápas");
  assert.equal(fields.anti_doping_policy, false);
  assert.deepEqual(fields.existing_betting_partners, ["Niké"]);
  assert.deepEqual(fields.betting_legal_markets, ["Slovensko"]);
  assert.equal(fields.annual_revenue_usd, Math.round(95_000 * USD_RATES.EUR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(40_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 5);
  assert.equal(fields.contact_name, "Peter Hudec");
  assert.equal(fields.contact_title, "sekretár ligy");
});

Deno.test("Slovenian e-mail prose: 'maja', '300 do 500', 'na posamezni tekmi', 'nimamo', 'Bovcu'", () => {
  const text = [
    "Spoštovani,",
    "",
    "Slovenska rafting liga je nastala leta 2004. Sedež lige je še vedno v Bovcu. Danes v ligi",
    "nastopa 22 ekip, skupaj okoli 150 tekmovalcev. Rafting v našem primeru pomeni spust.",
    "",
    "Sezona se začne maja in traja približno 4 mesece. Vsako leto izvedemo 6 tekem. Na posamezni",
    "tekmi je približno 40 spustov. Ob progi je običajno 300 do 500 gledalcev na tekmo.",
    "Vse tekme prenašamo sami prek Facebook Live, povprečno gleda prenos okoli 2.300 ljudi. Na",
    "Facebooku in Instagramu skupaj imamo približno 9.000 sledilcev.",
    "",
    "Uradnega podatkovnega vira v živo nimamo. Arhiv rezultatov imamo od leta 2008. Beležimo",
    "čase spustov, kazenske sekunde na vratih in uvrstitve ekip. Programa za integriteto nimamo.",
    "Tekme vodijo sodniki na vratih in ciljni sodnik. Protidopinškega programa nimamo. Stavnic",
    "kot partnerjev nimamo nobenih.",
    "",
    "Letni prihodki so okoli 85.000 EUR, od tega približno 52.000 EUR prispevajo sponzorji.",
    "Število ekip je v zadnjih letih naraščalo za okoli 8 % na leto.",
    "",
    "Lep pozdrav iz Posočja,",
    "",
    "Nejc Kravanja",
    "tajnik lige",
    "Trg golobarskih žrtev 18, 5230 Bovec",
  ].join("\n");
  const { fields } = extract(text);
  assert.equal(fields.league_name, "Slovenska rafting liga");
  assert.equal(fields.sport, "rafting");
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.headquarters, "Bovec");
  assert.equal(fields.teams_count, 22);
  assert.equal(fields.athletes_count, 150);
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.season_length_weeks, 17.3);
  assert.equal(fields.events_per_season, 6);
  assert.equal(fields.contests_per_event, 40);
  assert.equal(fields.average_attendance, 400);
  assert.deepEqual(fields.streaming_platforms, ["Facebook Live"]);
  assert.equal(fields.average_stream_viewers, 2300);
  assert.equal(fields.social_followers, 9000);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 18);
  assert.deepEqual(fields.stats_tracked, [
    "čase spustov",
    "kazenske sekunde na vratih",
    "uvrstitve ekip",
  ]);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.officiating, "sodniki na vratih in ciljni sodnik");
  assert.equal(fields.anti_doping_policy, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(52_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 8);
  assert.equal(fields.contact_name, "Nejc Kravanja");
  assert.equal(fields.contact_title, "tajnik lige");
});

Deno.test("Hungarian prose, other phrasings: possessives, '-ral működünk együtt', a town's '-ben'", () => {
  const { fields } = extract(
    [
      "Kedves Partnerünk!",
      "",
      "Köszönjük a megkeresést. A Magyar Kosárlabda Liga 1995-ben alakult, a székhelyünk Debrecenben",
      "található. A bajnokságban 12 csapat szerepel, a játékosok száma 240. A szezon szeptemberben indul",
      "és májusig tart, körülbelül 32 hétig. Egy szezonban 22 fordulót rendezünk, fordulónként 6",
      "mérkőzéssel. Egy mérkőzésre átlagosan 1 500 néző látogat ki. A mérkőzéseket az M4 Sport közvetíti,",
      "emellett a YouTube-on is streamelünk, egy közvetítést átlagosan 5 000-en néznek. A közösségi",
      "médiában összesen 45 000 követőnk van. A nézőink 38%-a 18 és 34 év közötti.",
      "Hivatalos élő adatszolgáltatásunk még nincs, jövőre tervezzük. Az eredményeket 2005 óta",
      "archiváljuk. Integritási programunk van, a Sportradarral működünk együtt. A mérkőzéseket három",
      "játékvezető vezeti. Doppingellenőrzést a HUNADO végez. Fogadóirodákkal nem állunk kapcsolatban.",
      "Éves árbevételünk 250 millió Ft, ebből a szponzori bevétel 90 millió Ft. Bevételeink tavaly 15%-kal",
      "nőttek.",
      "",
      "Üdvözlettel:",
      "Kiss Péter",
      "ügyvezető igazgató",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 1995);
  assert.equal(fields.headquarters, "Debrecen");
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.season_length_weeks, 32);
  assert.equal(fields.events_per_season, 22);
  assert.equal(fields.contests_per_event, 6);
  assert.equal(fields.average_attendance, 1500);
  assert.deepEqual(fields.broadcast_partners, ["M4 Sport"]);
  assert.equal(fields.average_stream_viewers, 5000);
  assert.equal(fields.social_followers, 45000);
  assert.equal(fields.audience_age_18_34_percent, 38);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 21);
  assert.equal(fields.integrity_partner, "Sportradar");
  assert.equal(fields.officiating, "három játékvezető");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.annual_revenue_usd, Math.round(250_000_000 * USD_RATES.HUF));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(90_000_000 * USD_RATES.HUF));
  assert.equal(fields.growth_rate_percent, 15);
  assert.equal(fields.contact_title, "ügyvezető igazgató");
});

Deno.test("Slovak prose, other phrasings: 'sleduje' watches a stream, 'vysiela RTVS', '18 až 34'", () => {
  const { fields } = extract(
    [
      "Dobrý deň,",
      "",
      "posielam odpovede na Váš dotazník. Naša liga bola založená v roku 2001 a sídli v Žiline. V súťaži",
      "štartuje 10 tímov a celkovo máme približne 180 registrovaných hráčov. Sezóna začína v októbri a končí",
      "v marci, trvá asi 22 týždňov. Každú sezónu odohráme 18 kôl, v každom kole sa hrá 5 zápasov.",
      "Na zápasy chodí v priemere 300 divákov. Zápasy vysiela RTVS a streamujeme ich aj na YouTube, kde ich",
      "sleduje priemerne 1 200 ľudí. Na sociálnych sieťach máme spolu 12 000 sledovateľov. Približne 45 %",
      "našich fanúšikov má 18 až 34 rokov.",
      "Oficiálny dátový feed zatiaľ nemáme, plánujeme ho od budúcej sezóny. Výsledky archivujeme od roku",
      "2010. Program integrity máme, spolupracujeme so spoločnosťou Sportradar. Antidopingové kontroly robí",
      "SADA. Stávkové kancelárie nie sú našimi partnermi. Ročný rozpočet ligy je 250 000 eur, sponzori",
      "prispievajú sumou 120 000 eur. Medziročne sme narástli o 12 %.",
      "",
      "S pozdravom",
      "Ján Novák",
      "predseda ligy",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 2001);
  assert.equal(fields.teams_count, 10);
  assert.equal(fields.athletes_count, 180);
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.events_per_season, 18);
  assert.equal(fields.contests_per_event, 5);
  assert.deepEqual(fields.broadcast_partners, ["RTVS"]);
  assert.equal(fields.average_stream_viewers, 1200);
  assert.equal(fields.social_followers, 12000);
  assert.equal(fields.audience_age_18_34_percent, 45);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.integrity_partner, "Sportradar");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(120_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 12);
  assert.equal(fields.contact_title, "predseda ligy");
});

Deno.test("Slovenian prose, other phrasings: 'sedež imamo v', 'ne sodelujemo', a title in the feminine", () => {
  const { fields } = extract(
    [
      "Pozdravljeni,",
      "",
      "Liga je bila ustanovljena leta 2012, sedež imamo v Ljubljani. V ligi tekmuje 16 klubov z okoli 320",
      "registriranimi igralci. Sezona se prične septembra in traja 30 tednov. V sezoni odigramo 15 krogov,",
      "v vsakem krogu je 8 tekem. Tekme si v povprečju ogleda 450 gledalcev. Tekme prenaša RTV Slovenija,",
      "prenose na YouTubu si ogleda povprečno 3.000 ljudi. Na družbenih omrežjih nas spremlja 15.000 ljudi.",
      "Uradnega podatkovnega vira še nimamo, načrtujemo ga za leto 2027. Rezultate hranimo od leta 2012.",
      "Program integritete imamo od leta 2022. Sodniki: dva sodnika na tekmo. Dopinške kontrole izvaja",
      "SLOADO. S stavnicami ne sodelujemo. Letni prihodki znašajo 400.000 EUR, od tega 150.000 EUR od",
      "sponzorjev. Prihodki so lani zrasli za 10 %.",
      "",
      "Lep pozdrav,",
      "Ana Novak",
      "generalna sekretarka",
      "Slovenska košarkarska liga",
      "Dunajska cesta 10, 1000 Ljubljana",
    ].join("\n"),
  );
  assert.equal(fields.league_name, "Slovenska košarkarska liga");
  assert.equal(fields.headquarters, "Ljubljana");
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.athletes_count, 320);
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.season_length_weeks, 30);
  assert.equal(fields.events_per_season, 15);
  assert.deepEqual(fields.broadcast_partners, ["RTV Slovenija"]);
  assert.equal(fields.average_stream_viewers, 3000);
  assert.equal(fields.social_followers, 15000);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.officiating, "dva sodnika na tekmo");
  assert.equal(fields.anti_doping_policy, true);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.sponsorship_revenue_usd, Math.round(150_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 10);
  assert.equal(fields.contact_title, "generalna sekretarka");
});

Deno.test("Czech prose: 'sídlo máme v Praze', 'vysílá Česká televize', 'v České republice', 'rosteme'", () => {
  const { fields } = extract(
    [
      "Dobrý den,",
      "",
      "posílám odpovědi na Váš dotazník. Česká florbalová liga byla založena v roce 1996, sídlo máme v Praze.",
      "V lize hraje 14 týmů a registrováno je přibližně 420 hráčů. Sezóna začíná v září a trvá zhruba 28",
      "týdnů. Odehrajeme 26 kol, v každém kole se hraje 7 zápasů. Na zápas chodí v průměru 600 diváků.",
      "Zápasy vysílá Česká televize, na YouTube sleduje přenos v průměru 2 500 lidí. Na sociálních sítích",
      "nás sleduje 30 000 lidí. Oficiální datový feed zatím nemáme. Výsledky archivujeme od roku 2000.",
      "Sledujeme góly, asistence, trestné minuty a zákroky brankářů. Program integrity nemáme. Zápasy řídí",
      "dva rozhodčí na zápas. Antidopingové kontroly provádí ADV ČR. Naším partnerem je sázková kancelář",
      "Tipsport. Sázení na naši ligu je legální v České republice. Roční příjmy jsou 12 mil. Kč, z toho",
      "sponzoring tvoří 5 mil. Kč. Meziročně rosteme o 8 %.",
      "",
      "S pozdravem",
      "Jan Dvořák",
      "generální sekretář",
      "Česká florbalová liga",
      "Zátopkova 100/2, 160 17 Praha 6",
    ].join("\n"),
  );
  assert.equal(fields.league_name, "Česká florbalová liga");
  assert.equal(fields.founded_year, 1996);
  assert.equal(fields.headquarters, "Praha");
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.athletes_count, 420);
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.season_length_weeks, 28);
  assert.equal(fields.events_per_season, 26);
  assert.equal(fields.average_attendance, 600);
  assert.deepEqual(fields.broadcast_partners, ["Česká televize"]);
  assert.equal(fields.average_stream_viewers, 2500);
  assert.equal(fields.social_followers, 30000);
  assert.deepEqual(fields.stats_tracked, [
    "góly",
    "asistence",
    "trestné minuty",
    "zákroky brankářů",
  ]);
  assert.equal(fields.officiating, "dva rozhodčí na zápas");
  assert.deepEqual(fields.existing_betting_partners, ["Tipsport"]);
  assert.deepEqual(fields.betting_legal_markets, ["Česká republika"]);
  assert.equal(fields.annual_revenue_usd, Math.round(12_000_000 * USD_RATES.CZK));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(5_000_000 * USD_RATES.CZK));
  assert.equal(fields.growth_rate_percent, 8);
  assert.equal(fields.contact_title, "generální sekretář");
});

Deno.test("Croatian prose: 'sjedište lige je u Zagrebu', 'u svakom kolu', 'sude dva suca', 'eura'", () => {
  const { fields } = extract(
    [
      "Poštovani,",
      "",
      "Hrvatska vaterpolo liga osnovana je 2006. godine, a sjedište lige je u Zagrebu. U ligi nastupa 10",
      "klubova s oko 250 registriranih igrača. Sezona traje 26 tjedana. Igra se 18",
      "kola, u svakom kolu 5 utakmica. Utakmice u prosjeku prati 800 gledatelja. Utakmice prenosi HRT 2, a",
      "na YouTubeu prijenos u prosjeku gleda 1.500 ljudi. Na društvenim mrežama imamo 20.000 pratitelja.",
      "Službeni podatkovni feed još nemamo. Rezultate čuvamo od 2008. godine. Program integriteta nemamo.",
      "Utakmice sude dva suca. Antidoping kontrole provodi HZTA. Nemamo partnera za klađenje. Godišnji",
      "prihodi iznose 600.000 eura, od čega 250.000 eura od sponzora. Prihodi su porasli za 6 %.",
      "",
      "Srdačan pozdrav,",
      "Ivana Babić",
      "glavna tajnica",
      "Hrvatska vaterpolo liga",
      "Ulica grada Vukovara 1, 10000 Zagreb",
    ].join("\n"),
  );
  assert.equal(fields.league_name, "Hrvatska vaterpolo liga");
  assert.equal(fields.founded_year, 2006);
  assert.equal(fields.headquarters, "Zagreb");
  assert.equal(fields.teams_count, 10);
  assert.equal(fields.athletes_count, 250);
  assert.equal(fields.season_length_weeks, 26);
  assert.equal(fields.events_per_season, 18);
  assert.equal(fields.contests_per_event, 5);
  assert.equal(fields.average_attendance, 800);
  assert.deepEqual(fields.broadcast_partners, ["HRT 2"]);
  assert.equal(fields.average_stream_viewers, 1500);
  assert.equal(fields.social_followers, 20000);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 18);
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.officiating, "dva suca");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.annual_revenue_usd, Math.round(600_000 * USD_RATES.EUR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(250_000 * USD_RATES.EUR));
  assert.equal(fields.growth_rate_percent, 6);
  assert.equal(fields.contact_title, "glavna tajnica");
});

Deno.test("questions in Slovak, Czech, Slovenian, Croatian and Hungarian name their fields", () => {
  const { fields } = extract(
    [
      "Koľko tímov hrá vo vašej lige?",
      "12",
      "",
      "Kdy začíná vaše sezóna?",
      "V září.",
      "",
      "Máte antidopingovou politiku?",
      "Ano.",
      "",
      "Van hivatalos élő adatfolyamuk?",
      "Nem, még nincs.",
      "",
      "Kik a fogadási partnereik?",
      "Nincsenek.",
      "",
      "Milyen statisztikákat rögzítenek?",
      "Találatok, idők, pontszámok.",
    ].join("\n"),
  );
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.has_official_data_feed, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.deepEqual(fields.stats_tracked, ["Találatok", "idők", "pontszámok"]);
});

Deno.test("Central European table headers and season spans: 'Kérdés | Válasz', 'od … do', '-tól … -ig'", () => {
  const table = extract(
    "# | Kérdés | Válasz | Megjegyzés\n1 | Csapatok száma | 14 | 2027-től 16\n" +
      "2 | Alapítás éve | 2009 | \n",
  ).fields;
  assert.equal(table.teams_count, 14);
  assert.equal(table.founded_year, 2009);
  const start = (text: string) => extract(text).fields.season_start_month;
  assert.equal(start("Sezóna: od septembra do apríla\n"), "September");
  assert.equal(start("Szezon: áprilistól októberig\n"), "April");
  assert.equal(start("Sezona: od maja do septembra (4 mesece)\n"), "May");
});

Deno.test("a signer with an academic title and accents the From header leaves out is the contact", () => {
  const { fields } = extract(
    [
      "From: Radek Prochazka <radek.prochazka@example.cz>",
      "Subject: Re: Questionnaire",
      "",
      "Number of teams: 10",
      "",
      "--",
      "Ing. Radek Procházka",
      "generální sekretář / Secretary General",
      "radek.prochazka@example.cz",
    ].join("\n"),
  );
  // (Either half of a title in two languages is the title.)
  assert.match(String(fields.contact_title), /Secretary General$/);
});

Deno.test("a yes under a programme-and-partner label answers the programme and names its partner", () => {
  const { fields } = extract(
    "23. Integrity programme / monitoring partner\n" +
      "Yes, since 2023 we cooperate with Sportradar Integrity Services, monitoring of all matches.\n",
  );
  assert.equal(fields.integrity_program, true);
  assert.equal(fields.integrity_partner, "Sportradar Integrity Services");
});

Deno.test("Hungarian 'nem csak' (not only) denies nothing", () => {
  assert.equal(parseBool("A HUNADO nem csak a döntőn tesztel."), null);
  assert.equal(parseBool("Integritási programunk nincs.")?.value, false);
});

Deno.test("Hungarian and Slovak money: 'mFt', 'eFt', 'forintot', 'eurov'", () => {
  const hu = extract("A liga éves bevétele 38 mFt, ebből a szponzori bevétel 14,5 mFt.\n").fields;
  assert.equal(hu.annual_revenue_usd, Math.round(38_000_000 * USD_RATES.HUF));
  assert.equal(hu.sponsorship_revenue_usd, Math.round(14_500_000 * USD_RATES.HUF));
  assert.equal(parseMoney("450 eFt", "Éves bevétel")?.original?.amount, 450_000);
  assert.equal(parseMoney("38 millió forintot", "Éves bevétel")?.original?.currency, "HUF");
  assert.equal(parseMoney("250 000 eurov", "Ročné príjmy")?.original?.currency, "EUR");
});

Deno.test("a label and its figure before a dash: the figure answers, the aside after the dash does not", () => {
  const { fields } = extract("Founded 2004 – 23rd season in 2026\nClubs 14 – two new this year\n");
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.teams_count, 14);
  // A label alone before the dash keeps its answer after it.
  assert.equal(extract("Founded – 2004\n").fields.founded_year, 2004);
});

Deno.test("an answer after 'Ans.' wrapped by a PDF mid-sentence goes on onto a line in capitals", () => {
  const { fields } = extract(
    [
      "Q12. What is your social media following?",
      "Ans. Our Facebook page has 18,400 followers, the YouTube channel has 9,600 subscribers and",
      "Instagram has 6,250 followers.",
      "Q13. Where is your office?",
      "Ans. Nagpur",
      "Website: www.mappl.in",
    ].join("\n"),
  );
  assert.equal(fields.social_followers, 34_250);
  assert.equal(fields.headquarters, "Nagpur");
});

Deno.test("'3x3' is no follower count of X, and a betting answer that says illegal names no market", () => {
  const { fields } = extract("Dansk 3x3 Tour er Danmarks største 3x3 basketball-turnering.\n");
  assert.equal(fields.social_followers, undefined);
  const illegal = extract(
    "Is betting legal?\nGambling is illegal in Thailand (except the Government Lottery), so we\n",
  );
  assert.equal(illegal.fields.betting_legal_markets, undefined);
});

Deno.test("a conversation saved whole: the asker's numbered questions first, the reply's numbered answers and signature last", () => {
  const { fields } = extract(
    [
      "Anna Becker <anna@oddsdata.example>          Mon, Mar 2, 2026 at 10:14 AM",
      "To: info@fellrunning.example",
      "",
      "Please answer the following questions:",
      "1. League name and sport?",
      "2. Year founded?",
      "3. Number of registered athletes?",
      "4. Average attendance per event?",
      "",
      "Kind regards,",
      "Anna Becker",
      "Partnerships, OddsData",
      "",
      "Tom Hughes <tom@fellrunning.example>          Thu, Mar 5, 2026 at 8:02 PM",
      "To: Anna Becker <anna@oddsdata.example>",
      "",
      "1. Northern Fell Series, fell running",
      "2. 2009",
      "3. 640",
      "4. about 450 spectators per race",
      "",
      "Best,",
      "Tom Hughes",
      "Race Secretary",
      "+44 7700 900123",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.athletes_count, 640);
  assert.equal(fields.contact_email, "tom@fellrunning.example");
  assert.equal(fields.contact_name, "Tom Hughes");
  assert.equal(fields.contact_title, "Race Secretary");
});

Deno.test("an office in a sentence: an address that starts with its number, 'sede administrativa'", () => {
  const hq = (text: string) => extract(text).fields.headquarters;
  assert.equal(
    hq(
      "Our office is at 88/12 Ratchadamnoen Klang Road, Phra Nakhon, Bangkok 10200. The centre is",
    ),
    "88/12 Ratchadamnoen Klang Road, Phra Nakhon, Bangkok 10200",
  );
  assert.equal(
    hq("Our office is at No. 33, Torrington Avenue, Colombo 07."),
    "No. 33, Torrington Avenue, Colombo 07",
  );
  assert.equal(
    hq("La sede administrativa está en Tunja, Boyacá. Hoy tenemos 20 clubes."),
    "Tunja, Boyacá",
  );
  // A figure after the cue that starts no address is no office.
  assert.equal(hq("Our office is at 9 most days."), undefined);
});

Deno.test("a question's number before a label is no sentence's end; a betting partner excepted from a denial", () => {
  assert.deepEqual(
    extract("Q6. Betting partners: Paddy Power, and only Paddy Power.\n").fields
      .existing_betting_partners,
    ["Paddy Power"],
  );
  assert.equal(extract("Q2. Teams: 12\n").fields.teams_count, 12);
  assert.deepEqual(
    extract("* we don't have any betting partner apart from Bet365\n").fields
      .existing_betting_partners,
    ["Bet365"],
  );
});

Deno.test("statistics in sentences: maintained, captured, 'we record:' and 'the', a bracket inside an item, Spanish", () => {
  const stats = (text: string) => extract(text).fields.stats_tracked;
  assert.deepEqual(
    stats(
      "The statistics maintained are boards won, points per board, queen covers, slams and fouls.",
    ),
    ["boards won", "points per board", "queen covers", "slams", "fouls"],
  );
  assert.deepEqual(
    stats("We record: points scored, clean strikes, fouls and judges' scores for each bout."),
    ["points scored", "clean strikes", "fouls", "judges' scores"],
  );
  assert.deepEqual(
    stats("For each routine we record the difficulty score, execution score and deductions."),
    ["difficulty score", "execution score", "deductions"],
  );
  assert.deepEqual(
    stats(
      "The statistics recorded for every match are touches (outs) per innings, defence time and player of the match.",
    ),
    ["touches per innings", "defence time", "player of the match"],
  );
  assert.deepEqual(
    stats(
      "Llevamos registro de puntos, mechas, embocinadas y moñonas, y tenemos resultados desde 2016.",
    ),
    ["puntos", "mechas", "embocinadas", "moñonas"],
  );
  assert.deepEqual(stats("Estadísticas: Registramos goles, asistencias y penales"), [
    "goles",
    "asistencias",
    "penales",
  ]);
  // "See the official sheets" names no statistic.
  assert.equal(stats("Estadísticas ..........: ver planillas oficiales\n"), undefined);
  // A broadcaster's verb still ends its name.
  assert.deepEqual(
    extract("Broadcast partners: SuperSport shows the final, Ch 7\n").fields.broadcast_partners,
    ["SuperSport", "Ch 7"],
  );
});

Deno.test("a figure after a clause that is only its verb is named by the sentence's subject", () => {
  assert.equal(
    extract("Total viewership for the 2025 season, TV and online combined, was 1.4 million.\n")
      .fields.annual_viewership,
    1_400_000,
  );
  assert.equal(
    extract("The average live viewers per match day (YouTube plus FanCode) is approx. 31,000.\n")
      .fields.average_stream_viewers,
    31_000,
  );
  // A subject that names nothing leaves the figure unnamed.
  assert.deepEqual(extract("The weather, as ever, was 12 degrees.\n").fields, {});
});

Deno.test("'en vivo' is live, 'tiene' and 'nella' name nothing; 'yes, but only in 2027' is not yet", () => {
  const { fields } = extract(
    "Cada transmisión tiene en promedio 6.500 espectadores en vivo y en la temporada 2026 sumamos 1,3 millones de reproducciones.\n",
  );
  assert.equal(fields.average_stream_viewers, 6_500);
  assert.equal(fields.annual_viewership, 1_300_000);
  assert.equal(
    extract("> 1. Vocês pretendem ter um feed de dados ao vivo?\nSIM, MAS SÓ EM 2027.\n").fields
      .has_official_data_feed,
    false,
  );
});

Deno.test("a reply passed on whole: answers quoted once under questions quoted twice; Apple Mail's forward marker above the header", () => {
  const nested = extract(
    [
      "From: Rui Figueiredo <secretaria@ligamalha.pt>",
      "To: Sofia Marques <sofia@dados.example>",
      "Subject: Fwd: Re: questionário",
      "",
      "Segue abaixo a resposta do nosso presidente.",
      "",
      "On Wed, 18 Nov 2026 at 22:47, Manuel Tavares <presidente@ligamalha.pt> wrote:",
      ">> 2. Ano de fundação",
      "> Fundada em 2003.",
      ">>",
      ">> 4. Número de equipas",
      "> 20 equipas, cerca de 180 atletas inscritos.",
      ">>",
      ">> 6. Jornadas por época",
      "> 18 jornadas.",
    ].join("\n"),
  ).fields;
  assert.equal(nested.founded_year, 2003);
  assert.equal(nested.teams_count, 20);
  assert.equal(nested.events_per_season, 18);

  const forwarded = extract(
    [
      "De : Gwenaëlle Le Goff <secretariat@sarbacane.example>",
      "À : Camille Arnaud <c.arnaud@data.example>",
      "",
      "Je vous transfère ci-dessous les réponses de notre trésorier.",
      "",
      "Début du message réexpédié :",
      "",
      "De : Yann Kerhervé <tresorier@sarbacane.example>",
      "Date : 15 novembre 2026 à 23:04:47 UTC+1",
      "À : Gwenaëlle Le Goff <secretariat@sarbacane.example>",
      "",
      "- Clubs : 14 clubs affiliés, 310 licenciés.",
    ].join("\n"),
  ).fields;
  assert.equal(forwarded.teams_count, 14);
});

Deno.test("a non-native English letter: a year gone by is no hedge, Telegram and 'thousand', milliard so'm, 'till', 'we are recording', 'together with'", () => {
  const { fields } = extract(
    [
      "Matches are broadcast in Uzbekistan, Kazakhstan, Tajikistan and Turkey.",
      "In social networks we have on Instagram 210 thousand followers, Telegram 145 thousand, TikTok 320 thousand.",
      "Young people is our main audience, 57% of spectators are from 18 till 34 years.",
      "About data. Yes, the League has official live data feed from 2024, it is given in JSON format via API, delay is about 3 seconds.",
      "We are recording scores, penalties and bout time.",
      "League has integrity program since 2023, monitoring is made together with Sportradar Integrity Services.",
      "Total income of League in 2025 was 2,4 milliard so’m, from them sponsorship is 1,1 milliard so’m.",
    ].join("\n"),
  );
  assert.deepEqual(fields.markets, ["Uzbekistan", "Kazakhstan", "Tajikistan", "Turkey"]);
  assert.equal(fields.social_followers, 675_000);
  assert.equal(fields.audience_age_18_34_percent, 57);
  assert.equal(fields.has_official_data_feed, true);
  assert.equal(fields.data_latency_ms, 3000);
  assert.deepEqual(fields.stats_tracked, ["scores", "penalties", "bout time"]);
  assert.equal(fields.integrity_partner, "Sportradar Integrity Services");
  assert.equal(fields.annual_revenue_usd, Math.round(2.4e9 * USD_RATES.UZS));
  // A year still to come is a plan.
  assert.equal(
    extract("Official data feed: Yes, from 2099.\n").fields.has_official_data_feed,
    false,
  );
});

Deno.test("a label and its answer as a sentence inside a paragraph, not after a fragment", () => {
  assert.deepEqual(
    extract(
      "Matches are broadcast in four countries of the region. Broadcast partners: UzSport TV, Qazsport. Also we make live streams.\n",
    ).fields.broadcast_partners,
    ["UzSport TV", "Qazsport"],
  );
  // A label after a short fragment is no sentence's: "Note. Venues: …" stays the layout's.
  assert.deepEqual(
    extract("Season ends. Venues: Arena One, Arena Two\n").fields.venues,
    undefined,
  );
});

Deno.test("a webmail conversation printed whole: the contact signs the reply, with the phone under the signature; an IBAN's wrapped digits are no phone", () => {
  const { fields } = extract(
    [
      "Gmail\tMarlene Bauman <marlene.bauman.grcl@gmail.com>",
      "",
      "Hannah Okafor <h.okafor@tallyline.io>\tTue, Nov 3, 2026 at 9:14 AM",
      "To: info@grandrivercrokinole.ca",
      "",
      " 4. Number of member clubs/teams and registered players",
      "",
      "Many thanks,",
      "Hannah",
      "",
      "--",
      "Hannah Okafor",
      "Partnerships Associate, Tallyline",
      "+1 416 555 0172",
      "",
      "Marlene Bauman <marlene.bauman.grcl@gmail.com>\tSat, Nov 7, 2026 at 10:41 PM",
      "To: Hannah Okafor <h.okafor@tallyline.io>",
      "",
      "4. 16 member clubs, 212 registered players this season.",
      "",
      "Cheers,",
      "Marlene",
      "",
      "-- ",
      "Marlene Bauman",
      "League Coordinator, Grand River Crokinole League",
      "(519) 555-0148",
    ].join("\n"),
  );
  assert.equal(fields.contact_name, "Marlene Bauman");
  assert.equal(fields.contact_title, "League Coordinator");
  assert.equal(fields.contact_phone, "(519) 555-0148");
  const letter = extract(
    [
      "Mit freundlichen Grüßen",
      "Thomas Pichler",
      "Generalsekretär",
      "Tischfußballbund · 1170 Wien · IBAN AT61 2011",
      "",
      "1822 4417 9300",
    ].join("\n"),
  );
  assert.equal(letter.fields.contact_phone, undefined);
});

Deno.test("Russian, Ukrainian, Bulgarian and Serbian labels by their stems; a Russian signature", () => {
  const { fields } = extract(
    [
      "Количество команд: 12",
      "Год основания: 2011",
      "Зрителей на каждом турнире: около 3 000",
      "Кількість гравців: 240",
      "Спонсорски приход: 45 000 лв.",
      "",
      "С уважением,",
      "Бекзод Рахимов",
      "Начальник международного отдела",
      "Тел.: +998 71 203 44 17",
    ].join("\n"),
  );
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.founded_year, 2011);
  assert.equal(fields.average_attendance, 3000);
  assert.equal(fields.athletes_count, 240);
  assert.equal(fields.contact_name, "Бекзод Рахимов");
  assert.equal(fields.contact_title, "Начальник международного отдела");
  assert.equal(
    extract("3. Аудитория. 65 000 — это средняя онлайн-аудитория одного тура.\n").fields
      .average_stream_viewers,
    65_000,
  );
});

Deno.test("currencies written in Cyrillic: руб., лв., грн, дин.", () => {
  const original = (text: string) => extract(text).fields.annual_revenue_usd;
  assert.equal(original("Годовой доход: 1,2 млн руб.\n"), Math.round(1_200_000 * USD_RATES.RUB));
  assert.equal(original("Годишен приход: 450 000 лв.\n"), Math.round(450_000 * USD_RATES.BGN));
  assert.equal(original("Річний дохід: 3 млн грн\n"), Math.round(3_000_000 * USD_RATES.UAH));
  assert.equal(
    original("Годишњи приход: 12 000 000 дин.\n"),
    Math.round(12_000_000 * USD_RATES.RSD),
  );
});

Deno.test("no value from an empty answer's marker, a yes before names, 'the following', an official designation or a squad's size", () => {
  assert.deepEqual(extract("Welche Statistiken erfassen Sie?\nAntwort:\n").fields, {});
  const { fields } = extract(
    "Diretta streaming | Sì – Facebook\nTrasmissioni TV | Sì – Umbria TV\n",
  );
  assert.deepEqual(fields.streaming_platforms, ["Facebook"]);
  assert.deepEqual(fields.broadcast_partners, ["Umbria TV"]);
  assert.equal(
    extract("Kindly note the following corrections in our answers:\n1) The fee is 1 lakh.\n").fields
      .social_followers,
    undefined,
  );
  const designated =
    extract("1. Designação oficial: Liga Portuguesa de Jogo do Pau (LPJP)\n").fields;
  assert.equal(designated.league_name, "Liga Portuguesa de Jogo do Pau");
  assert.equal(designated.officiating, undefined);
  assert.equal(
    extract("The squad size has been increased from 14 to 15 players this season.\n").fields
      .athletes_count,
    undefined,
  );
});

Deno.test("a sentence that says which game is played names the sport, known to the list or not", () => {
  const sport = (text: string) => extract(text).fields.sport;
  assert.equal(
    sport(
      "Gespielt wird Indiaca, ein Rückschlagspiel mit dem gefiederten Handball über ein Netz.\n",
    ),
    "Indiaca",
  );
  assert.equal(
    sport("The sport is crokinole -- the board game, played competitively.\n"),
    "crokinole",
  );
  assert.equal(
    sport("Nous pratiquons la sarbacane sportive (tir de précision à 10 m).\n"),
    "sarbacane sportive",
  );
  assert.equal(sport("Pratichiamo il ruzzolone, antico gioco umbro.\n"), "ruzzolone");
  assert.equal(sport("Jugamos al bolo palma en dos boleras.\n"), "bolo palma");
  // "Sport:" or "sport is" inside a line, and a name of four words.
  assert.equal(
    sport(
      "Q1. Name of the league, sport and year of establishment.\nAns: Hill Capital Cricket " +
        "Sixes League (HCCSL). Sport: cricket sixes (six players a side).\n",
    ),
    "cricket sixes",
  );
  assert.equal(
    sport("Lanka Hill Climb Series. Sport – hill climb motor racing (cars and motorcycles).\n"),
    "hill climb motor racing",
  );
  assert.equal(
    sport("Liga Raga Bulatan Semenanjung, sport is sepak raga bulatan (traditional).\n"),
    "sepak raga bulatan",
  );
  // Where and when one plays is no game.
  assert.equal(sport("We play at home most weeks.\n"), undefined);
  // The words before a known sport and the word for a league, less those that rank it.
  assert.equal(
    sport("The Great Lakes Collegiate Bass Circuit is a collegiate bass fishing league.\n"),
    "collegiate bass fishing",
  );
  assert.equal(
    sport("As you will know, ours is the only fully professional hurling competition.\n"),
    "hurling",
  );
});

Deno.test("a conversation saved whole: the asker's numbered list, indented, then the reply's in the same numbering", () => {
  const { fields } = extract(
    [
      "Hannah Okafor <h.okafor@tallyline.io>\tTue, Nov 3, 2026 at 9:14 AM",
      "",
      " 1. Official name of the league and the sport",
      " 2. Year founded, and where the league office is",
      " 3. Website",
      "15. Current betting partners, if any",
      "",
      "Marlene Bauman <marlene.bauman.grcl@gmail.com>\tSat, Nov 7, 2026 at 10:41 PM",
      "",
      "1. Grand River Crokinole League (GRCL).",
      "2. We started in 2009.",
      "3. www.grandrivercrokinole.ca",
      "15. None. We've never had a betting partner.",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 2009);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.broadcast_partners, undefined);
});

Deno.test("no betting partner, said in more words and languages", () => {
  const partners = (text: string) => extract(text).fields.existing_betting_partners;
  assert.deepEqual(
    partners("We do not have any betting partners. We would rather not comment.\n"),
    [],
  );
  assert.deepEqual(partners("None. We've never had a betting partner.\n"), []);
  assert.deepEqual(partners("17) Ningún operador de apuestas colabora con la Liga.\n"), []);
  assert.deepEqual(partners("Nous n'avons aucun partenariat avec un opérateur de paris.\n"), []);
  assert.deepEqual(partners("- scommesse: nessun operatore, ADM non ci ha ancora inserito\n"), []);
});

Deno.test("venues said in more ways: fixtures take place at, German '… sind', 'sedes fijas son', 'Escenarios', 'Hauptspielorte', 'St.' inside a name", () => {
  const venues = (text: string) => extract(text).fields.venues;
  assert.deepEqual(
    venues(
      "Most of our fixtures take place at the Jawaharlal Nehru Indoor Stadium in Chennai and the Sree Kanteerava Indoor Stadium in Bengaluru.\n",
    ),
    ["Jawaharlal Nehru Indoor Stadium", "Sree Kanteerava Indoor Stadium"],
  );
  assert.deepEqual(
    venues(
      "Unsere größten Bahnanlagen sind das Kegelsportzentrum Zwickau und die Sporthalle am Wasserturm in Gera.\n",
    ),
    ["Kegelsportzentrum Zwickau", "Sporthalle am Wasserturm"],
  );
  assert.deepEqual(
    venues(
      "Las sedes fijas son el Coliseo del Tejo de Turmequé, la Cancha Municipal de Tejo de Tunja y el Tejódromo Distrital de Bogotá.\n",
    ),
    [
      "Coliseo del Tejo de Turmequé",
      "Cancha Municipal de Tejo de Tunja",
      "Tejódromo Distrital de Bogotá",
    ],
  );
  assert.deepEqual(
    venues("Hauptspielorte: Sporthalle Telli, Aarau; Dreifachhalle Mülimatt, Windisch\n"),
    [
      "Sporthalle Telli, Aarau",
      "Dreifachhalle Mülimatt, Windisch",
    ],
  );
  assert.deepEqual(venues("Regular stops are Lake St. Clair, Saginaw Bay and Chautauqua Lake.\n"), [
    "Lake St. Clair",
    "Saginaw Bay",
    "Chautauqua Lake",
  ]);
});

Deno.test("a long answer about officiating is read as the officials it counts, with scorers, timekeepers and where they stand", () => {
  const officiating = (text: string) => extract(text).fields.officiating;
  assert.equal(
    officiating(
      "Q15. How are matches officiated?\nAns. Every match is conducted by two umpires, one scorer and one time-keeper, all of whom are certified by the Association. Panel officials are rotated between venues so that no official handles the matches of his or her home district.\n",
    ),
    "two umpires, one scorer and one time-keeper",
  );
  assert.equal(
    officiating(
      "Each bout has one referee in the ring and three judges who score by the official point system.\n",
    ),
    "one referee in the ring and three judges",
  );
  assert.equal(
    officiating(
      "Chaque match est dirigé par deux arbitres sur glace et un marqueur officiel, tous certifiés.\n",
    ),
    "deux arbitres sur glace et un marqueur officiel",
  );
});

Deno.test("a prose reply passed on whole under a short note is read, though quoted", () => {
  const { fields } = extract(
    [
      "From: Anna Berger <anna@data.example>",
      "To: team@data.example",
      "Subject: FW: Re: Questionnaire",
      "",
      "FYI, the league's answers are below.",
      "",
      "On Mon, 2 Mar 2026 at 10:14, Tom Hughes <tom@fellrunning.example> wrote:",
      "> Hi Anna,",
      ">",
      "> The Northern Fell Series was founded in 2009 and is based in Keswick.",
      "> About 450 spectators come to each race. We have no betting partners.",
      ">",
      "> Best,",
      "> Tom Hughes",
      "> Race Secretary",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.headquarters, "Keswick");
  assert.equal(fields.average_attendance, 450);
  assert.equal(fields.contact_name, "Tom Hughes");
  // The asker's questions quoted under a reply stay the asker's.
  const asked = extract(
    [
      "Thanks, we will answer next week.",
      "",
      "On Mon, 2 Mar 2026, Anna wrote:",
      "> How many teams play in your league?",
      "> When was it founded?",
      "> Where is your office?",
      "> Our office is in Toronto, where we have 40 staff.",
      "> What is your average attendance?",
    ].join("\n"),
  ).fields;
  assert.equal(asked.headquarters, undefined);
});

Deno.test("answers typed after each question in an Outlook original: the original is kept, its sender is the asker and its recipient the contact", () => {
  const { fields } = extract(
    [
      "Hi Anna,",
      "",
      "please find our answers inline below (in blue).",
      "",
      "Regards,",
      "Tom Hughes",
      "Race Secretary, Northern Fell Series",
      "+44 7700 900123",
      "",
      "-----Original Message-----",
      "From: Anna Berger <anna@data.example>",
      "Sent: Monday, March 2, 2026 10:14 AM",
      "To: Tom Hughes <tom@fellrunning.example>",
      "Subject: Questionnaire",
      "",
      "Could you please answer the following questions:",
      "",
      "1. When was the league founded? 2009",
      "2. How many registered athletes do you have? -> 640",
      "3. How many events per season? [12 races]",
      "4. What is the average attendance per event? about 450",
      "",
      "Kind regards,",
      "Anna",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.athletes_count, 640);
  assert.equal(fields.events_per_season, 12);
  assert.equal(fields.average_attendance, 450);
  assert.equal(fields.contact_email, "tom@fellrunning.example");
  assert.equal(fields.contact_name, "Tom Hughes");
});

Deno.test("an office at a unit or suite, and a name's initials inside it, are one address", () => {
  assert.equal(
    extract(
      "Our office is at Unit 1204, Raffles Corporate Center, F. Ortigas Jr. Road, Ortigas Center, Pasig City.\n",
    )
      .fields.headquarters,
    "Unit 1204, Raffles Corporate Center, F. Ortigas Jr. Road, Ortigas Center, Pasig City",
  );
});

Deno.test("'CA$' is Canadian, and the document's own dollar is its bare '$'", () => {
  const { fields } = extract(
    "Money: total revenue for 2025-26 was CA$318,000, of which sponsorship brought in $96,500.\n",
  );
  assert.equal(fields.annual_revenue_usd, Math.round(318_000 * USD_RATES.CAD));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(96_500 * USD_RATES.CAD));
  assert.equal(
    extract("Revenue: A$1.2 million\n").fields.annual_revenue_usd,
    Math.round(1_200_000 * USD_RATES.AUD),
  );
});

Deno.test("a column's currency in brackets ('Amount (RM)') is the currency of its bare amounts", () => {
  const { fields } = extract(
    "Summary of income, FY 2025\nItem | Amount (RM)\nSponsorship | 410,000\nTotal income | 620,000\n",
  );
  assert.equal(fields.annual_revenue_usd, Math.round(620_000 * USD_RATES.MYR));
  assert.equal(fields.sponsorship_revenue_usd, Math.round(410_000 * USD_RATES.MYR));
});

Deno.test("currencies with marks of their own: RD$, E£, J$, TT$, B/., TSh, USh, Dhs, QR, ৳/Tk, TL, ₼, ₾, DT, Birr, NIS, Gs., ₡", () => {
  const cases: [string, string][] = [
    ["RD$ 4 millones", "DOP"],
    ["E£ 3 million", "EGP"],
    ["J$ 12 million", "JMD"],
    ["FJ$ 400,000", "FJD"],
    ["TT$ 2 million", "TTD"],
    ["B/. 300,000", "PAB"],
    ["TSh 40 million", "TZS"],
    ["USh 90 million", "UGX"],
    ["Dhs 500,000", "AED"],
    ["QR 3 million", "QAR"],
    ["৳ 50 lakh", "BDT"],
    ["Tk 50 lakh", "BDT"],
    ["2,8 milyon TL", "TRY"],
    ["₼ 300 000", "AZN"],
    ["₾ 120 000", "GEL"],
    ["150 000 DT", "TND"],
    ["3 million Birr", "ETB"],
    ["NIS 2 million", "ILS"],
    ["Gs. 500 millones", "PYG"],
    ["₡ 25 millones", "CRC"],
  ];
  for (const [text, code] of cases) {
    assert.equal(parseMoney(text, "Annual revenue")?.original?.currency, code, text);
  }
});

Deno.test("French 'mille' is a thousand", () => {
  assert.equal(parseMoney("3 mille euros", "Budget annuel")?.original?.amount, 3000);
});

Deno.test("Croatian months in their cases", () => {
  assert.equal(parseMonth("sezona počinje u travnju")?.value, "April");
  assert.equal(parseMonth("od rujna do svibnja")?.value, "September");
  assert.equal(parseMonth("studeni")?.value, "November");
});

Deno.test("yes and no in other words, and ticks and crosses", () => {
  for (
    const yes of [
      "Absolutely",
      "Of course",
      "Certainly",
      "Natürlich",
      "Bien sûr",
      "Claro",
      "Certo",
      "✔",
      "✓",
    ]
  ) {
    assert.equal(parseBool(yes)?.value, true, yes);
  }
  for (const no of ["Definitely not", "Not at all", "Ninguno", "Nenhum", "Nessuno", "✗"]) {
    assert.equal(parseBool(no)?.value, false, no);
  }
  assert.equal(parseBool("Of course, from 2099 onwards")?.value, false);
});

Deno.test("labels of founding and of a home city in other words", () => {
  assert.equal(extract("Date of incorporation: 2011\n").fields.founded_year, 2011);
  assert.equal(extract("Inception | 2014\n").fields.founded_year, 2014);
  assert.equal(extract("Home city: Halifax\n").fields.headquarters, "Halifax");
});

Deno.test("a season's cumulative audience and historical data, in French, Spanish and German labels", () => {
  assert.equal(extract("Audience cumulée : 142 000\n").fields.annual_viewership, 142_000);
  assert.equal(extract("Audiencia acumulada: 310.000\n").fields.annual_viewership, 310_000);
  assert.equal(extract("Historische Daten seit: 2003\n").fields.historical_data_years, 23);
});

Deno.test("a sentence answering a question of partners names them by its verbs", () => {
  const { fields } = extract(
    "11. Who are your broadcast and streaming partners?\nHighlights of each race weekend are aired on One Sports, and the Elite\nwaves are livestreamed on Facebook Live and YouTube.\n12. What viewership do you get?\n",
  );
  assert.deepEqual(fields.broadcast_partners, ["One Sports"]);
  assert.deepEqual(fields.streaming_platforms, ["Facebook Live", "YouTube"]);
});

Deno.test("a name by its number ('round 1 is …') is no count, and an hour ('8am') none either", () => {
  assert.deepEqual(
    extract("* round 1 is Sat 28 March at Sleepy Hollow, gates open 8am\n").fields,
    {},
  );
  assert.equal(extract("Rounds: 11 per season\n").fields.events_per_season, 11);
});

Deno.test("one round, leg or heat named by its number counts none", () => {
  for (
    const text of [
      "Leg 2 in Perth on 12 April",
      "Heat 4 starts at noon",
      "Round 2 – Bendigo, 11 April",
      "Match day 3 – 18 April",
    ]
  ) {
    assert.deepEqual(extract(`${text}\n`).fields, {}, text);
  }
  assert.equal(extract("Legs: 6\n").fields.events_per_season, 6);
});

Deno.test("English sentences: a league that dates back, results kept since a year said first, a monitor as the subject", () => {
  assert.equal(extract("The league dates back to 1987.\n").fields.founded_year, 1987);
  assert.equal(extract("Our results date back to 2004.\n").fields.founded_year, undefined);
  assert.equal(extract("Since 2004 we have kept full results.\n").fields.historical_data_years, 22);
  assert.equal(
    extract("Sportradar monitors our matches for integrity.\n").fields.integrity_partner,
    "Sportradar",
  );
});

Deno.test("a contact's title in brackets after the name, and years of data up to the present", () => {
  const { fields } = extract("Contact: Jane Doe (Commercial Director), jane@league.example\n");
  assert.equal(fields.contact_name, "Jane Doe");
  assert.equal(fields.contact_title, "Commercial Director");
  assert.equal(extract("Historical data: 2010–present\n").fields.historical_data_years, 16);
  assert.equal(extract("Resultate: 2011 bis heute\n").fields.historical_data_years, 15);
});

Deno.test("forms: filled squares and a tick alone are yes; 'partially' and 'manual only' are no", () => {
  const field = (text: string, name: string) =>
    (extract(`${text}\n`).fields as Record<string, unknown>)[name];
  assert.equal(field("Official data feed: ■ Yes □ No", "has_official_data_feed"), true);
  assert.equal(field("Official data feed: □ Yes ■ No", "has_official_data_feed"), false);
  assert.equal(field("Anti-doping policy: ✔", "anti_doping_policy"), true);
  assert.equal(field("Integrity programme: Partially", "integrity_program"), false);
  assert.equal(field("Data feed: Manual only", "has_official_data_feed"), false);
});

Deno.test("a page's followers are no page number, and a league followed mainly in countries names its markets", () => {
  assert.equal(
    extract("Our Instagram has 14,000 followers and our Facebook page 9,000.\n").fields
      .social_followers,
    23_000,
  );
  assert.deepEqual(
    extract("The league is followed mainly in Ireland and Scotland.\n").fields.markets,
    ["Ireland", "Scotland"],
  );
});

Deno.test("numbers in words: two dozen, a thousand, a hundred, a quarter of a million", () => {
  assert.equal(parseNumber("two dozen")?.value, 24);
  assert.equal(parseNumber("a dozen")?.value, 12);
  assert.equal(parseNumber("just over a thousand")?.value, 1000);
  assert.equal(parseNumber("a hundred")?.value, 100);
  assert.equal(parseNumber("a quarter of a million")?.value, 250_000);
  assert.equal(parseNumber("half a million")?.value, 500_000);
  assert.equal(
    extract("We have just over a thousand registered players.\n").fields.athletes_count,
    1000,
  );
});

Deno.test("signatures: a double surname, initials, a first name alone over the signature proper", () => {
  const contact = (text: string) => {
    const { fields } = extract(`We have 12 teams.\n\n${text}\n`);
    return [fields.contact_name, fields.contact_title];
  };
  assert.deepEqual(
    contact(
      "Mit freundlichen Grüßen\n\ni.A. Dr. Katrin Meier-Schulz\nGeschäftsführerin\nkatrin.meier@liga.example",
    ),
    ["Katrin Meier-Schulz", "Geschäftsführerin"],
  );
  assert.deepEqual(
    contact("Kind regards,\n\nDr. A. K. Sharma\nHon. General Secretary\nMobile: 98765 43210"),
    ["A. K. Sharma", "Hon. General Secretary"],
  );
  assert.deepEqual(contact("Regards\nTom\n\nTom Hughes\nRace Secretary\nm: 07700 900123"), [
    "Tom Hughes",
    "Race Secretary",
  ]);
  // A first name alone, then a quoted message's header, is no signature below it.
  assert.deepEqual(
    contact(
      "Best regards\nRadek\n\nOn Mon, 2 Feb 2026 at 10:17, Emma Whitcombe <emma@x.example> wrote:\n> Hi",
    ),
    [undefined, undefined],
  );
});

Deno.test("a figure a season is read in its latest season; a figure it went to after an arrow", () => {
  assert.equal(extract("Teams: 12 (2025); 14 (2026)\n").fields.teams_count, 14);
  assert.equal(
    extract("Average attendance: 1,200 (2024), 1,450 (2025)\n").fields.average_attendance,
    1450,
  );
  assert.equal(extract("Teams: 12 → 14 in 2026\n").fields.teams_count, 14);
  // Seasons in brackets or after the figure are no figure it went to.
  assert.equal(
    extract("Growth: Player numbers +35% (2025 → 2026)\n").fields.growth_rate_percent,
    35,
  );
  assert.equal(
    extract("Growth: +15 % registered players 2024 -> 2025\n").fields.growth_rate_percent,
    15,
  );
});

Deno.test("an audience answer's clauses: per event after a semicolon, the season's after it", () => {
  const { fields } = extract("Viewership: 45,000 per event; 540,000 across the season\n");
  assert.equal(fields.average_stream_viewers, 45_000);
  assert.equal(fields.annual_viewership, 540_000);
});

Deno.test("a delay inside a feed's answer is its latency; half a second", () => {
  const { fields } = extract("Official live data feed: yes, XML push, ~1.5 s delay\n");
  assert.equal(fields.data_latency_ms, 1500);
  assert.equal(parseLatency("half a second")?.value, 500);
  // No feed, no latency of one.
  assert.equal(
    extract("Official live data feed: no, results 2 s after the race on the web\n").fields
      .data_latency_ms,
    undefined,
  );
});

Deno.test("a season's span names its first month: runs April–September, from mid-May, the first week of June", () => {
  const month = (text: string) => extract(`${text}\n`).fields.season_start_month;
  assert.equal(month("The season runs April–September."), "April");
  assert.equal(month("Our season is from mid-May to the end of August."), "May");
  assert.equal(month("We play from September through May."), "September");
  assert.equal(month("The season starts in the first week of June and lasts 12 weeks."), "June");
  assert.equal(month("Season dates: 01.04.–30.09."), "April");
});

Deno.test("Flemish notes one fact a line: each short line its own answer, the words of a krulbol league", () => {
  const notes = extract(
    [
      "Naam: Vlaamse Kruisboogliga",
      "Zetel: Eeklo",
      "22 maatschappijen",
      "Een 410-tal aangesloten spelers",
      "30 speeldagen",
      "Supporters: 20 à 30 per speeldag",
      "Gokbedrijven: geen",
    ].join("\n"),
  ).fields;
  assert.equal(notes.headquarters, "Eeklo");
  assert.equal(notes.teams_count, 22);
  assert.equal(notes.athletes_count, 410);
  assert.equal(notes.events_per_season, 30);
  assert.deepEqual(notes.existing_betting_partners, []);
});

Deno.test("Polish prose: founded in the first person, 'po' after 'each' is apiece, the season's length in months", () => {
  const letter = extract(
    [
      "Ligę założyliśmy w 2015 roku, kiedy kilku nauczycieli postanowiło wskrzesić rozgrywki.",
      "Sezon zaczynamy w marcu i gramy do końca września, czyli jakieś 7 miesięcy.",
      "W sezonie jest 7 turniejów, na każdym rozgrywamy po 12 meczów.",
    ].join(" "),
  ).fields;
  assert.equal(letter.founded_year, 2015);
  assert.equal(letter.season_length_weeks, 30.3);
  assert.equal(letter.events_per_season, 7);
  assert.equal(letter.contests_per_event, 12);
});

Deno.test("Dutch, Portuguese, Polish and Czech 'nothing' answers no; 'NADA' is still the agency", () => {
  assert.equal(parseBool("niks formeel")?.value, false);
  assert.equal(parseBool("Nada.")?.value, false);
  assert.equal(parseBool("nic takiego")?.value, false);
  assert.notEqual(parseBool("NADA-Code (über den DTB)")?.value, false);
});

Deno.test("Polish, Dutch, Portuguese and Czech sentences: the season's first month, who officiates, no TV, no stream, no bookmaker", () => {
  const polish = extract(
    [
      "Sezon zaczynamy w maju i gramy do końca września.",
      "Mecz prowadzi sędzia główny i dwóch liniowych.",
      "Telewizji nie mamy.",
      "Z bukmacherami nie współpracujemy i nie współpracowaliśmy.",
    ].join(" "),
  ).fields;
  assert.equal(polish.season_start_month, "May");
  assert.equal(polish.officiating, "sędzia główny i dwóch liniowych");
  assert.deepEqual(polish.broadcast_partners, []);
  assert.deepEqual(polish.existing_betting_partners, []);

  const flemish = extract(
    ["Seizoen september tot april, 8 mnd", "Geen tv-partner", "Geen streaming"].join("\n"),
  ).fields;
  assert.equal(flemish.season_start_month, "September");
  assert.deepEqual(flemish.broadcast_partners, []);
  assert.deepEqual(flemish.streaming_platforms, []);

  const portuguese = extract("Televisão nenhuma. Não trabalhamos com casas de apostas.").fields;
  assert.deepEqual(portuguese.broadcast_partners, []);
  assert.deepEqual(portuguese.existing_betting_partners, []);

  const czech = extract("Sezónu zahajujeme v dubnu a končíme v říjnu.").fields;
  assert.equal(czech.season_start_month, "April");
});

Deno.test("a Polish form's questions: length, venues, broadcasters, streams, archive, statistics, officiating, bookmakers", () => {
  const form = extract(
    [
      "Długość sezonu | 5 miesięcy",
      "Obiekty | Stadion MOSiR Sierpc, Boisko przy Skansenie",
      "Partnerzy telewizyjni / radiowi | brak",
      "Platformy streamingowe | Facebook",
      "Rejestrowane statystyki | wybicia, złapane piłki, zdobyte punkty",
      "Sędziowanie | sędzia główny + 2 liniowych",
      "Współpraca z bukmacherami | brak",
    ].join("\n"),
  ).fields;
  assert.equal(form.season_length_weeks, 21.7);
  assert.deepEqual(form.venues, ["Stadion MOSiR Sierpc", "Boisko przy Skansenie"]);
  assert.deepEqual(form.broadcast_partners, []);
  assert.deepEqual(form.streaming_platforms, ["Facebook"]);
  assert.deepEqual(form.stats_tracked, ["wybicia", "złapane piłki", "zdobyte punkty"]);
  assert.equal(form.officiating, "sędzia główny + 2 liniowych");
  assert.deepEqual(form.existing_betting_partners, []);
});

Deno.test("Polish prose: statistics after 'liczymy', results kept since a year, the sponsors' share after 'z czego'", () => {
  const letter = extract(
    [
      "Liczymy wybicia, złapane piłki i zdobyte punkty.",
      "Wyniki mamy od 2016 roku, z pierwszego sezonu niestety nic się nie zachowało.",
      "Finanse: rocznie mamy ok. 38 tys. zł przychodu, z czego 22 tys. zł to sponsorzy.",
    ].join(" "),
  ).fields;
  assert.deepEqual(letter.stats_tracked, ["wybicia", "złapane piłki", "zdobyte punkty"]);
  assert.equal(letter.historical_data_years, 10);
  assert.equal(letter.annual_revenue_usd, Math.round(38_000 * USD_RATES.PLN));
  assert.equal(letter.sponsorship_revenue_usd, Math.round(22_000 * USD_RATES.PLN));
});

Deno.test("a Czech table's words: oddíly are clubs, závody the season's events, sociální sítě social media, 'od r. 2002' since", () => {
  const table = extract(
    [
      "| Počet oddílů           | 24 oddílů                                  |",
      "| Počet závodů za sezónu | 14                                         |",
      "| Sociální sítě          | FB 3 200 / IG 1 900                        |",
      "| Historická data        | výsledky od r. 2002 v systému ORIS         |",
    ].join("\n"),
  ).fields;
  assert.equal(table.teams_count, 24);
  assert.equal(table.events_per_season, 14);
  assert.equal(table.social_followers, 5100);
  assert.equal(table.historical_data_years, 24);
});

Deno.test("two questions answered on one line: 'Modalidade: jogo da malha', 'Sede em Viseu'", () => {
  const reply = extract(
    [
      "1. Nome da liga e modalidade",
      "> Liga Nacional do Jogo da Malha. Modalidade: jogo da malha.",
      "2. Ano de fundação e sede",
      "> Fundada em 2003. Sede em Viseu.",
    ].join("\n"),
  ).fields;
  assert.equal(reply.sport, "jogo da malha");
  assert.equal(reply.headquarters, "Viseu");
});

Deno.test("officials per game in Portuguese, no live data in Polish, Polish venues after 'miejscach:'", () => {
  assert.equal(extract("Há um árbitro por jogo.").fields.officiating, "um árbitro por jogo");
  assert.equal(
    extract("Danych na żywo nie prowadzimy, wszystko jest w zeszycie sędziego.").fields
      .has_official_data_feed,
    false,
  );
  assert.deepEqual(
    extract(
      "Gramy w dwóch miejscach: Stadion MOSiR Sierpc i Boisko przy Skansenie (też w Sierpcu).",
    ).fields.venues,
    ["Stadion MOSiR Sierpc", "Boisko przy Skansenie"],
  );
});

Deno.test("the line over a quoted message ('On …, Name <address> wrote:') gives the quoted writer's address, not the contact's", () => {
  const forwarded = extract(
    [
      "From: Rui Figueiredo <secretaria@ligamalha.example>",
      "To: Sofia Marques <sofia.marques@dados.example>",
      "Subject: Fwd: Re: questionário parceria",
      "",
      "Segue abaixo a resposta do nosso presidente.",
      "",
      "Cumprimentos,",
      "Rui Figueiredo",
      "",
      "On Wed, 18 Nov 2026 at 22:47, Manuel Tavares <presidente@ligamalha.example> wrote:",
      "> Rui, aqui vai.",
    ].join("\n"),
  ).fields;
  assert.equal(forwarded.contact_email, "secretaria@ligamalha.example");
  assert.equal(forwarded.contact_name, "Rui Figueiredo");
});

Deno.test("Portuguese and Polish signatures: 'Secretário-Geral', 'Członkini Zarządu', 'Tlm.' and 'dzwonić' name a phone", () => {
  const signed = extract(
    [
      "Cumprimentos,",
      "Rui Figueiredo",
      "Secretário-Geral",
      "Liga Nacional do Jogo da Malha",
      "Tlm. 912 645 380",
    ].join("\n"),
  ).fields;
  assert.equal(signed.contact_title, "Secretário-Geral");
  assert.equal(signed.contact_phone, "912 645 380");
  const polish = extract(
    "Jeśli będzie Pani potrzebowała czegoś więcej, to najlepiej dzwonić: 601 224 873.\n\nZ poważaniem\nZbigniew Pawlak",
  ).fields;
  assert.equal(polish.contact_phone, "601 224 873");
});

Deno.test("a Flemish contact offering herself: 'ikzelf, Rita Van Damme, secretaris'", () => {
  const notes = extract(
    "Contact: ikzelf, Rita Van Damme, secretaris, 0476 31 52 88, secretariaat@krulbol.example",
  ).fields;
  assert.equal(notes.contact_name, "Rita Van Damme");
  assert.equal(notes.contact_title, "secretaris");
});

Deno.test("a Flemish reply that says it corrects ('Kleine correctie: het zijn 23 maatschappijen, niet 22') wins over the list it corrects", () => {
  const digest = extract(
    [
      "Naam: Vlaamse Krulbolliga",
      "22 maatschappijen",
      "Een 410-tal aangesloten spelers",
      "",
      "Dag Rita,",
      "",
      "Kleine correctie: het zijn 23 maatschappijen, niet 22. De Gouden Krul",
      "uit Kaprijke is er dit seizoen terug bij.",
    ].join("\n"),
  ).fields;
  assert.equal(digest.teams_count, 23);
  assert.equal(digest.athletes_count, 410);
});

Deno.test("Polish people at one event are its audience, not its stream's; a note's 'Sezon: start w październiku'", () => {
  const letter = extract(
    "Co do publiczności: na zwykłym turnieju jest 200–300 osób. Transmitujemy wszystko na Facebooku, na żywo ogląda średnio 450 osób na turniej.",
  ).fields;
  assert.deepEqual(letter.average_attendance, 250);
  assert.equal(letter.average_stream_viewers, 450);
  assert.equal(
    extract("- Sezon: start w październiku, 5 turniejów ligowych.").fields.season_start_month,
    "October",
  );
});

Deno.test("Flemish 'Neen' is no; a Portuguese 'acordo com alguma casa de apostas' asks for the betting partners", () => {
  assert.equal(parseBool("Neen / Non – chiptiming, uitslagen na de wedstrijd")?.value, false);
  const reply = extract(
    ["> 6. Vocês já têm acordo com alguma casa de apostas?", "NENHUM."].join("\n"),
  ).fields;
  assert.deepEqual(reply.existing_betting_partners, []);
});

Deno.test("a Polish country after 'w' is named as the country: 'legalne w Polsce' is Polska", () => {
  assert.deepEqual(
    extract("Zakłady na PLWC są legalne w Polsce (bukmacherzy z zezwoleniem Ministra Finansów).")
      .fields.betting_legal_markets,
    ["Polska"],
  );
});

Deno.test("a Czech letterhead's address: a street's name and number before the postal code, no tax number", () => {
  const letter = extract(
    [
      "Česká nohejbalová superliga, z.s. · Kounicova 20, 602 00 Brno · IČ 26543210 · www.nohejbal-superliga.cz",
      "V Brně dne 24. února 2026",
      "Vážená paní Whitcombe,",
      "zasílám opravené údaje.",
    ].join("\n"),
  ).fields;
  assert.equal(letter.headquarters, "Kounicova 20, 602 00 Brno");
});

Deno.test("Dutch 'ong.' (about) before an amount ends no sentence: 'Inkomsten ong. € 9.800/jaar, waarvan € 2.500 sponsoring'", () => {
  const notes = extract("Inkomsten ong. € 9.800/jaar,\n waarvan € 2.500 sponsoring").fields;
  assert.equal(notes.annual_revenue_usd, Math.round(9_800 * USD_RATES.EUR));
  assert.equal(notes.sponsorship_revenue_usd, Math.round(2_500 * USD_RATES.EUR));
});

Deno.test("a Portuguese letter: the seat after 'tem sede em', no television, a crew of two referees and a table official", () => {
  const letter = extract(
    [
      "A liga foi fundada em 2011 e tem sede em Braga.",
      "Não temos televisão, mas transmitimos todos os jogos no YouTube.",
      "Cada jogo tem dois árbitros e um oficial de mesa.",
    ].join(" "),
  ).fields;
  assert.equal(letter.headquarters, "Braga");
  assert.deepEqual(letter.broadcast_partners, []);
  assert.equal(letter.officiating, "dois árbitros e um oficial de mesa");
  assert.equal(
    extract("Elke wedstrijd heeft twee scheidsrechters en een lijnrechter.").fields.officiating,
    "twee scheidsrechters en een lijnrechter",
  );
  assert.equal(extract("Wij zijn gevestigd in Gent.").fields.headquarters, "Gent");
});

Deno.test("Polish prose: 'powstała w 2012 roku', 18 kolejek a season, the broadcaster after 'pokazuje'", () => {
  const letter = extract(
    [
      "Liga powstała w 2012 roku.",
      "W sezonie rozgrywamy 18 kolejek, w każdej kolejce 5 meczów.",
      "Mecze pokazuje TVP Sport, a wszystkie transmitujemy też na YouTube.",
    ].join(" "),
  ).fields;
  assert.equal(letter.founded_year, 2012);
  assert.equal(letter.events_per_season, 18);
  assert.equal(letter.contests_per_event, 5);
  assert.deepEqual(letter.broadcast_partners, ["TVP Sport"]);
  assert.deepEqual(letter.streaming_platforms, ["YouTube"]);
});

Deno.test("a Dutch letter: weeks and months ('34 weken', '8 maanden'), no live datafeed, no integrity programme or doping policy, no bookmakers", () => {
  const letter = extract(
    [
      "Het seizoen begint in september en loopt tot mei, ongeveer 34 weken.",
      "We hebben geen officiële live datafeed.",
      "We hebben geen integriteitsprogramma en geen dopingbeleid.",
      "We werken niet samen met gokbedrijven.",
    ].join(" "),
  ).fields;
  assert.equal(letter.season_length_weeks, 34);
  assert.equal(letter.has_official_data_feed, false);
  assert.equal(letter.integrity_program, false);
  assert.equal(letter.anti_doping_policy, false);
  assert.deepEqual(letter.existing_betting_partners, []);
  assert.equal(extract("Het seizoen duurt 8 maanden.").fields.season_length_weeks, 34.7);
});

Deno.test("form questions of Portuguese, Dutch and Polish; a Polish correction 'zamiast 850 powinno być 580'", () => {
  const form = extract(
    [
      "Locais: Arena Norte, Ginásio Sul",
      "Pessoa de contato: Ana Sousa",
      "Aantal leden: 410",
      "Gokpartners: geen",
      "Początek sezonu: maj",
      "Stanowisko: prezes",
    ].join("\n"),
  ).fields;
  assert.deepEqual(form.venues, ["Arena Norte", "Ginásio Sul"]);
  assert.equal(form.contact_name, "Ana Sousa");
  assert.equal(form.athletes_count, 410);
  assert.deepEqual(form.existing_betting_partners, []);
  assert.equal(form.season_start_month, "May");
  assert.equal(form.contact_title, "prezes");
  assert.equal(
    extract("3. Średnia frekwencja: zamiast 850 powinno być 580 widzów na zawody.").fields
      .average_attendance,
    580,
  );
});

Deno.test("more form questions: 'Meczów w kolejce', 'Oglądalność transmisji', 'Dane historyczne', 'Rynki', 'Markten'", () => {
  const form = extract(
    [
      "Meczów w kolejce: 6",
      "Oglądalność transmisji: 2 400",
      "Dane historyczne: od 2014 roku",
      "Rynki: Polska, Czechy",
    ].join("\n"),
  ).fields;
  assert.equal(form.contests_per_event, 6);
  assert.equal(form.average_stream_viewers, 2400);
  assert.equal(form.historical_data_years, 12);
  assert.deepEqual(form.markets, ["Polska", "Czechy"]);
  assert.deepEqual(extract("Markten: België, Nederland").fields.markets, ["België", "Nederland"]);
});

Deno.test("a Flemish reply: 'haar zetel in Leuven', 'matchen per speeldag', 'livestream op Facebook'; Portuguese 'diretos no Facebook'", () => {
  const reply = extract(
    [
      "De liga heeft haar zetel in Leuven.",
      "- 12 speeldagen, 6 matchen per speeldag",
      "- geen tv, wel livestream op Facebook (gemiddeld 250 kijkers)",
    ].join("\n"),
  ).fields;
  assert.equal(reply.headquarters, "Leuven");
  assert.equal(reply.events_per_season, 12);
  assert.equal(reply.contests_per_event, 6);
  assert.deepEqual(reply.streaming_platforms, ["Facebook"]);
  assert.deepEqual(reply.broadcast_partners, []);
  assert.equal(reply.average_stream_viewers, 250);
  assert.deepEqual(
    extract("Fazemos diretos no Facebook quando há rede no recinto.").fields.streaming_platforms,
    ["Facebook"],
  );
});

Deno.test("a Polish signature's title before the league's name in its case: 'prezes Mazowieckiej Ligi Palanta' is 'prezes'", () => {
  const letter = extract(
    [
      "Liczymy wybicia, złapane piłki i zdobyte punkty.",
      "",
      "Z poważaniem",
      "Zbigniew Pawlak",
      "prezes Mazowieckiej Ligi Palanta",
    ].join("\n"),
  ).fields;
  assert.equal(letter.contact_name, "Zbigniew Pawlak");
  assert.equal(letter.contact_title, "prezes");
});

Deno.test("a Polish town in its locative case is the form the document writes elsewhere: 'jest w Sierpcu' and 'Stadion MOSiR Sierpc'", () => {
  const letter = extract(
    [
      "Biuro, a właściwie mój garaż z szafą pełną kijów, jest w Sierpcu, tam też jest adres do korespondencji.",
      "Gramy w dwóch miejscach: Stadion MOSiR Sierpc i Boisko przy Skansenie.",
    ].join(" "),
  ).fields;
  assert.equal(letter.headquarters, "Sierpc");
  // (With no other form of it in the document, the place stays as written.)
  assert.equal(extract("Siedzibę mamy w Poznaniu.").fields.headquarters, "Poznaniu");
});

Deno.test("Dutch, Polish and Czech 'and' after a remark in brackets joins two names: 'NOS (highlights) en Omrop Fryslan (live)'", () => {
  assert.deepEqual(parseList("NOS (highlights) en Omrop Fryslan (live)")?.value, [
    "NOS",
    "Omrop Fryslan",
  ]);
  assert.deepEqual(parseList("TVP Sport (finały) i Polsat")?.value, ["TVP Sport", "Polsat"]);
});

Deno.test("an answer a phone wrapped onto an indented line in lower case goes on: 'Scheidsrechter: 1 wedstrijdleider' / ' per speeldag'", () => {
  const notes = extract(
    ["Scheidsrechter: 1 wedstrijdleider", " per speeldag", "Gokbedrijven: geen"].join("\n"),
  ).fields;
  assert.equal(notes.officiating, "1 wedstrijdleider per speeldag");
  assert.deepEqual(notes.existing_betting_partners, []);
});

Deno.test("a label and a no in one sentence answers no: 'Antydoping: brak.', 'Doping: nee'", () => {
  assert.equal(parseBool("Antydoping: brak.")?.value, false);
  assert.equal(parseBool("Doping: nee, daar bestaat bij ons niets voor")?.value, false);
  assert.equal(parseBool("Integridade: não")?.value, false);
});

Deno.test("platforms after watching or streaming in Polish, Dutch and Czech: 'można oglądać na YouTube', 'gestreamd op YouTube en Twitch'", () => {
  assert.deepEqual(extract("Mecze można oglądać na YouTube.").fields.streaming_platforms, [
    "YouTube",
  ]);
  assert.deepEqual(
    extract("Alle wedstrijden worden gestreamd op YouTube en Twitch.").fields.streaming_platforms,
    ["YouTube", "Twitch"],
  );
  assert.deepEqual(
    extract("Zápasy streamujeme na YouTube a Facebooku.").fields.streaming_platforms,
    ["YouTube", "Facebook"],
  );
});

Deno.test("Dutch 'onze' is 'our', not eleven; rises in Polish, Dutch and Portuguese; Dutch 'volgen ons'; the 18–34 band's end is no figure", () => {
  const dutch = extract("Ongeveer 40 % van onze kijkers is tussen 18 en 34 jaar oud.").fields;
  assert.equal(dutch.audience_age_18_34_percent, 40);
  assert.equal(dutch.annual_viewership, undefined);
  assert.equal(extract("Il y a onze clubs dans la ligue.").fields.teams_count, 11);
  assert.equal(extract("Przychody wzrosły o 12% rok do roku.").fields.growth_rate_percent, 12);
  assert.equal(
    extract("De inkomsten stegen met 10 % ten opzichte van vorig jaar.").fields.growth_rate_percent,
    10,
  );
  assert.equal(
    extract("As receitas cresceram 15% em relação ao ano anterior.").fields.growth_rate_percent,
    15,
  );
  assert.equal(
    extract("Op Facebook en Instagram volgen ons samen 3.200 mensen.").fields.social_followers,
    3200,
  );
});

Deno.test("Dutch 'duizend', 'speelrondes'; Polish 'zespołów'; Czech 'družstev'", () => {
  assert.equal(
    extract("De omzet was ongeveer 850 duizend euro.").fields.annual_revenue_usd,
    Math.round(850_000 * USD_RATES.EUR),
  );
  assert.equal(extract("Het seizoen telt 18 speelrondes.").fields.events_per_season, 18);
  assert.equal(extract("W lidze występuje 12 zespołów.").fields.teams_count, 12);
  assert.equal(extract("Na lize hraje 10 družstev.").fields.teams_count, 10);
});

Deno.test("the integrity body in Dutch, Czech, Polish and Portuguese; Polish 'feedu danych nie mamy'", () => {
  for (
    const text of [
      "Integriteit wordt bewaakt door Sportradar.",
      "Spolupracujeme se společností Sportradar na monitoringu sázek.",
      "Współpracujemy ze Sportradar w zakresie monitoringu zakładów.",
      "Temos monitorização das apostas pela Sportradar.",
    ]
  ) assert.equal(extract(text).fields.integrity_partner, "Sportradar", text);
  assert.equal(
    extract("Oficjalnego feedu danych nie mamy.").fields.has_official_data_feed,
    false,
  );
});

Deno.test("where betting is legal, in Polish, Dutch and Portuguese sentences: each country as a form names it", () => {
  assert.deepEqual(
    extract("Zakłady na naszą ligę są legalne w Polsce i w Czechach.").fields.betting_legal_markets,
    ["Polska", "Czechy"],
  );
  assert.deepEqual(
    extract("Wedden op onze competitie is legaal in België en Nederland.").fields
      .betting_legal_markets,
    ["België", "Nederland"],
  );
  assert.deepEqual(
    extract("As apostas na liga são legais em Portugal e no Brasil.").fields.betting_legal_markets,
    ["Portugal", "Brasil"],
  );
});

Deno.test("a bulleted figure with its thousands' dot is no question's number: '- 3.400 volgers op FB en Insta samen'", () => {
  const notes = extract(
    [
      "- 3.400 volgers op FB en Insta samen",
      "- geen officiële datafeed, uitslagen sinds 2010 op onze site",
    ].join("\n"),
  ).fields;
  assert.equal(notes.social_followers, 3400);
  assert.equal(notes.historical_data_years, 16);
});

Deno.test("the broadcaster of a deal or of the TV rights", () => {
  assert.deepEqual(extract("We have a broadcast deal with TVNZ.\n").fields.broadcast_partners, [
    "TVNZ",
  ]);
  assert.deepEqual(extract("Sky Sport NZ holds the TV rights.\n").fields.broadcast_partners, [
    "Sky Sport NZ",
  ]);
});

Deno.test("an address label is the office's; an e-mail or web address stays its own field", () => {
  assert.equal(
    extract("Address: 45 Rue de Rivoli, 75001 Paris, France\n").fields.headquarters,
    "45 Rue de Rivoli, 75001 Paris, France",
  );
  assert.equal(extract("Email address: info@league.example\n").fields.headquarters, undefined);
});

Deno.test("Swiss German: the broadcaster is the subject, not what it shows; officials in the dative; no betting partners", () => {
  assert.deepEqual(
    extract("Das Schweizer Fernsehen SRF überträgt die Schlussgänge.\n").fields.broadcast_partners,
    ["Schweizer Fernsehen SRF"],
  );
  assert.equal(
    extract("Jeder Gang wird von drei Kampfrichtern beurteilt.\n").fields.officiating,
    "drei Kampfrichtern",
  );
  assert.deepEqual(
    extract("Wettanbieter sind nicht unsere Partner.\n").fields.existing_betting_partners,
    [],
  );
});

Deno.test("French and Spanish: federal officials, no betting operator, 'se transmiten por'", () => {
  assert.equal(
    extract("Chaque rencontre est arbitrée par deux arbitres fédéraux.\n").fields.officiating,
    "deux arbitres fédéraux",
  );
  assert.deepEqual(
    extract("Aucun opérateur de paris n'est partenaire de la ligue.\n").fields
      .existing_betting_partners,
    [],
  );
  assert.deepEqual(
    extract("Los partidos se transmiten por TyC Sports.\n").fields.broadcast_partners,
    ["TyC Sports"],
  );
});

Deno.test("statistics logged by the league's scorers", () => {
  assert.deepEqual(extract("Our scorers log goals, saves and penalties.\n").fields.stats_tracked, [
    "goals",
    "saves",
    "penalties",
  ]);
});

Deno.test("the asker's form filled in inside an Outlook original is read; its sender is the asker, its recipient the contact", () => {
  const { fields } = extract(
    [
      "Hi Anna,",
      "",
      "Please see our answers filled in below.",
      "",
      "Best regards,",
      "Tom Hughes",
      "Race Secretary",
      "",
      "________________________________",
      "From: Anna Berger <anna@data.example>",
      "Sent: Monday, March 2, 2026 10:14 AM",
      "To: Tom Hughes <tom@fellrunning.example>",
      "Subject: Partnership questionnaire",
      "",
      "Dear Tom, please fill in the form below.",
      "",
      "League name: Northern Fell Series",
      "Year founded: 2009",
      "Headquarters: Keswick",
      "Number of registered athletes: 640",
      "",
      "Thanks,",
      "Anna",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 2009);
  assert.equal(fields.headquarters, "Keswick");
  assert.equal(fields.athletes_count, 640);
  assert.equal(fields.contact_email, "tom@fellrunning.example");
  assert.equal(fields.contact_name, "Tom Hughes");
  // "De :" with the French space before the colon is a sender too.
  assert.equal(
    extract(
      "De : Gwenaëlle Le Goff <secretariat@sarbacane.example>\nÀ : Camille <c@data.example>\n\nBonjour.\n",
    )
      .fields.contact_email,
    "secretariat@sarbacane.example",
  );
});

Deno.test("a blank form returned unfilled invents nothing: blanks, the next question's number, unticked boxes", async () => {
  const text = await Deno.readTextFile(
    new URL("./fixtures/questionnaires/blank/blank_form.txt", import.meta.url),
  );
  assert.deepEqual(extract(text).fields, {});
  // The same form with two answers filled in gives those two.
  const filled = text.replace("3. Year founded: ____", "3. Year founded: 2009")
    .replace("6. Number of teams: ____", "6. Number of teams: 14");
  assert.deepEqual(extract(filled).fields, { founded_year: 2009, teams_count: 14 });
});

Deno.test("Danish: a league at home in a town", () => {
  assert.equal(
    extract("Ligaen blev grundlagt i 2011 og har hjemme i Aarhus.\n").fields.headquarters,
    "Aarhus",
  );
});

Deno.test("yes, no and hedges in Russian, Ukrainian, Bulgarian, Serbian, Romanian, Turkish", () => {
  assert.equal(parseBool("Nu")?.value, false);
  assert.equal(parseBool("Не (у преговорима са Genius Sports)")?.value, false);
  assert.equal(parseBool("не (live резултати само на CueScore)")?.value, false);
  assert.equal(parseBool("Hayır (2027 sezonu için planlanıyor)")?.value, false);
  assert.equal(parseBool("Официального live-фида у нас пока нет")?.value, false);
  assert.equal(parseBool("Антидопинговые правила у нас действуют")?.value, true);
  assert.equal(parseBool("Да")?.value, true);
  assert.deepEqual(parseList("— немає")?.value, []);
  assert.deepEqual(parseList("няма")?.value, []);
  assert.deepEqual(parseList("Bahis ortağımız yok")?.value, []);
});

Deno.test("months and lengths in Cyrillic, Romanian and Estonian", () => {
  const month = (text: string) => extract(`Season start: ${text}\n`).fields.season_start_month;
  assert.equal(month("в мае"), "May");
  assert.equal(month("у вересні"), "September");
  assert.equal(month("октомври"), "October");
  assert.equal(month("од марта"), "March");
  assert.equal(extract("Season length: 6 luni\n").fields.season_length_weeks, 26);
  assert.equal(extract("Season length: 9 місяців\n").fields.season_length_weeks, 39);
});

Deno.test("data feed, integrity and anti-doping named in Cyrillic, Turkish and Romanian sentences", () => {
  const { fields } = extract(
    [
      "Теперь о данных. Официального live-фида у нас пока нет: результаты",
      "заносятся в бумажный протокол, а после каждого тура публикуются на сайте.",
      "Антидопинговые правила у нас действуют, на финале бывает выборочный контроль.",
      "Программы по интегрити формально нет.",
      "",
    ].join("\n"),
  );
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.integrity_program, false);
  const turkish = extract(
    "Resmi bir canlı veri akışımız yok. Atlar için doping kontrolü var.\n",
  ).fields;
  assert.equal(turkish.has_official_data_feed, false);
  assert.equal(turkish.anti_doping_policy, true);
});

Deno.test("Turkish and Estonian words read by their stems, with their case endings", () => {
  const turkish = extract(
    "Bu sezon ligde 12 kulüp ve yaklaşık 300 lisanslı atlı sporcu var. Sosyal medyada toplam 62 bin takipçimiz var.\n",
  ).fields;
  assert.equal(turkish.teams_count, 12);
  assert.equal(turkish.athletes_count, 300);
  assert.equal(turkish.social_followers, 62000);
  assert.equal(extract("Sarjas osaleb 86 sportlast.\n").fields.athletes_count, 86);
});

Deno.test("an answer on integrity and anti-doping in Ukrainian: each thing's own sentence", () => {
  const { fields } = extract(
    [
      "> 6. Officiating, integrity, anti-doping?",
      "",
      "На звичайних матчах — самосуддя гравців, у фіналах — арбітр",
      "на кожному корті. Окремої програми доброчесності (integrity) у нас немає.",
      "Антидопінгові правила НАДЦ України в лізі діють (є в положенні з 2021",
      "року), але тестування на наших турнірах поки не проводилося.",
      "",
    ].join("\n"),
  );
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.integrity_program, false);
});

Deno.test("Serbian, Macedonian and Bulgarian stems; denars, lira as TL; Cyrillic scale words", () => {
  const { fields } = extract(
    "На утакмицама игра 8 тимова.\nПросечно 60 посетители по натпревар.\n",
  );
  assert.equal(fields.teams_count, 8);
  assert.equal(fields.average_attendance, 60);
  assert.equal(parseMoney("2.300.000 ден.", "Revenue")?.original?.currency, "MKD");
  assert.equal(parseMoney("2,8 milyon TL", "Revenue")?.original?.currency, "TRY");
  assert.equal(parseNumber("2,3 мил.")?.value, 2300000);
  assert.equal(parseNumber("11,4 илјади")?.value, 11400);
  assert.equal(parseNumber("21 хил.")?.value, 21000);
});

Deno.test("founded, season, length and history in Russian, Serbian, Turkish and Estonian sentences", () => {
  const russian = extract(
    [
      "Это командный чемпионат по городкам, который мы проводим с 2009 года.",
      "Сезон у нас открывается в мае и длится пять месяцев, до конца сентября.",
      "Архив результатов ведём с 2011 года.",
      "",
    ].join("\n"),
  ).fields;
  assert.equal(russian.founded_year, 2009);
  assert.equal(russian.season_start_month, "May");
  assert.equal(russian.season_length_weeks, 21.7);
  assert.equal(russian.historical_data_years, 15);
  const serbian = extract("Сезона почиње у марту. Резултате чувамо од 2002. године.\n").fields;
  assert.equal(serbian.season_start_month, "March");
  assert.equal(serbian.historical_data_years, 24);
  const turkish = extract(
    "Lig 2011 yılında kuruldu. Sezon nisan ayında başlıyor ve yaklaşık 7 ay sürüyor.\n",
  ).fields;
  assert.equal(turkish.founded_year, 2011);
  assert.equal(turkish.season_start_month, "April");
  assert.equal(turkish.season_length_weeks, 30.3);
  assert.equal(extract("Hooaeg algab mais.\n").fields.season_start_month, "May");
});

Deno.test("a Bulgarian postscript (П.П.) corrects the letter", () => {
  const { fields } = extract(
    [
      "Лигата е основана през 2016 г. в Пловдив.",
      "",
      "П.П. Поправка: лигата е основана през",
      "2015 г., а не през 2016 г.",
      "",
    ].join("\n"),
  );
  assert.equal(fields.founded_year, 2015);
});

Deno.test("broadcasters, streams and betting partners in Cyrillic, Romanian, Turkish, Estonian letters", () => {
  const serbian = extract(
    [
      "Arena Sport преноси по једну утакмицу сваког кола и финале, а све остале утакмице",
      "иду уживо на YouTube каналу лиге.",
      "Mozzart Bet нам је партнер; клађење на наше утакмице легално је у Србији и Црној Гори.",
      "",
    ].join("\n"),
  ).fields;
  assert.deepEqual(serbian.broadcast_partners, ["Arena Sport"]);
  assert.deepEqual(serbian.streaming_platforms, ["YouTube"]);
  assert.deepEqual(serbian.betting_legal_markets, ["Србији", "Црној Гори"]);
  const russian = extract(
    [
      "Трансляции идут на VK Видео и на нашем канале в RuTube.",
      "По телевидению нас показывает «Матч! Страна».",
      "Букмекерских партнёров нет.",
      "",
    ].join("\n"),
  ).fields;
  assert.deepEqual(russian.streaming_platforms, ["VK Видео", "RuTube"]);
  assert.deepEqual(russian.broadcast_partners, ["Матч! Страна"]);
  assert.deepEqual(russian.existing_betting_partners, []);
  const turkish = extract(
    "TRT Spor her etkinliğin bir maçını canlı yayınlıyor. Bütün maçlar ayrıca YouTube'da yayında. Bahis ortağımız da yok.\n",
  ).fields;
  assert.deepEqual(turkish.broadcast_partners, ["TRT Spor"]);
  assert.deepEqual(turkish.streaming_platforms, ["YouTube"]);
  assert.deepEqual(turkish.existing_betting_partners, []);
  assert.deepEqual(extract("Nu avem televiziune.\n").fields.broadcast_partners, []);
});

Deno.test("Cyrillic abbreviations of years, scales and addresses end no sentence", () => {
  const { fields } = extract(
    "Българската лига е основана през 2015 г. в Пловдив, където е и офисът ни – гр. Пловдив, бул. „Руски“ 54. Всички вечери вървят на живо в YouTube и във Facebook.\n",
  );
  assert.equal(fields.founded_year, 2015);
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Facebook"]);
});

Deno.test("the office's address in Russian, Macedonian, Romanian, Turkish and Estonian sentences", () => {
  const hq = (text: string) => extract(`${text}\n`).fields.headquarters;
  assert.equal(
    hq(
      "Это чемпионат по городкам. Адрес офиса: г. Тверь, ул. Советская, д. 41. Сейчас в лиге 22 команды.",
    ),
    "г. Тверь, ул. Советская, д. 41",
  );
  assert.equal(
    hq("Седиштето ни е на адреса ул. Македонија бр. 11, Скопје. Во лигата учествуваат 16 клубови."),
    "ул. Македонија бр. 11, Скопје",
  );
  assert.equal(
    hq(
      "Sediul ligii este în Cluj-Napoca, str. Memorandumului nr. 21 (de fapt e atelierul unui club).",
    ),
    "Cluj-Napoca, str. Memorandumului nr. 21",
  );
  assert.equal(
    hq("Meie kontor asub aadressil Vanemuise 19, Tartu. Sarjas on registreeritud 86 kiikujat."),
    "Vanemuise 19, Tartu",
  );
});

Deno.test("per event in Ukrainian (кожному етапі), Turkish (her etkinlikte) and Estonian (etapi kohta)", () => {
  assert.equal(
    extract("Усього 8 етапів за сезон, на кожному етапі близько 120 матчів.\n").fields
      .contests_per_event,
    120,
  );
  assert.equal(
    extract("Sezonda 10 etkinlik düzenliyoruz, her etkinlikte 6 maç oynanıyor.\n").fields
      .contests_per_event,
    6,
  );
  const estonian = extract("Pealtvaatajaid on keskmiselt 700–900 etapi kohta.\n").fields;
  assert.equal(estonian.events_per_season, undefined);
});

Deno.test("Cyrillic ranges (између 350 и 500) and 'на тур' as per event", () => {
  assert.equal(
    extract("На утакмицама је просечно између 350 и 500 гледалаца.\n").fields.average_attendance,
    425,
  );
  assert.equal(parseNumber("между 600 и 800")?.value, 700);
  const { fields } = extract(
    "Зрителей на трибунах, если честно, немного: в среднем 600–800 человек\nна тур, на финальном чуть больше.\n",
  );
  assert.equal(fields.average_attendance, 700);
  assert.equal(fields.events_per_season, undefined);
});

Deno.test("a stream's viewers in Bulgarian, Serbian and Estonian sentences", () => {
  const viewers = (text: string) => extract(`${text}\n`).fields.average_stream_viewers;
  assert.equal(
    viewers("Всички вечери вървят на живо в YouTube, средно по 9 хил. гледания на вечер."),
    9000,
  );
  assert.equal(
    viewers(
      "Све остале утакмице иду уживо на YouTube каналу лиге – просечно 4.300 гледалаца по преносу.",
    ),
    4300,
  );
  assert.equal(viewers("Keskmiselt vaatab ühte etappi otse umbes 6 500 inimest."), 6500);
});

Deno.test("revenue and its sponsors' share 'з них' in Ukrainian, the dash before the amount", () => {
  const { fields } = extract(
    "> 8. Revenue, sponsorship, growth?\n\nЗагальний дохід ліги за 2025 рік — близько 2,4 млн грн, з них спонсорські\nкошти — 860 тис. грн.\n",
  );
  assert.equal(fields.annual_revenue_usd, 57600);
  assert.equal(fields.sponsorship_revenue_usd, 20640);
});

Deno.test("revenue and the sponsors' part in Serbian, Macedonian, Turkish and Estonian sentences", () => {
  const serbian = extract(
    "Приходи лиге у 2025. години били су 4,2 милиона динара, од чега 2,6 милиона дин. од спонзора.\n",
  ).fields;
  assert.equal(serbian.annual_revenue_usd, 39060);
  assert.equal(serbian.sponsorship_revenue_usd, 24180);
  const turkish = extract(
    "Mali tablo: 2025 gelirimiz 2,8 milyon TL, bunun 1,9 milyon ₺'si sponsorluktan geldi.\n",
  ).fields;
  assert.equal(turkish.annual_revenue_usd, 81200);
  assert.equal(turkish.sponsorship_revenue_usd, 55100);
  const macedonian = extract(
    "Приходите на лигата во 2025 година беа 2,3 милиони денари, од кои 1,1 милион ден. од спонзорства.\n",
  ).fields;
  assert.equal(macedonian.annual_revenue_usd, 41400);
  assert.equal(macedonian.sponsorship_revenue_usd, 19800);
  assert.equal(
    extract("Sarja tulud olid 2025. aastal kokku 138 000 eurot, sellest toetajatelt 74 500 €.\n")
      .fields.sponsorship_revenue_usd,
    80460,
  );
});

Deno.test("an Estonian form's labels: sari, turud, etapil, voogedastus, kihlveopartnerid, toetajad", () => {
  const { fields } = extract(
    [
      "Sarja nimi | Eesti Kiikingi Karikasari |",
      "Turud | Eesti, Läti, Soome |",
      "Sooritusi etapil | ca 40 |",
      "Voogedastus: YouTube, Jupiter",
      "Ausa mängu programm | ei |",
      "Kihlveopartnerid | puuduvad |",
      "Toetajad: 74 500 €",
      "",
    ].join("\n"),
  );
  assert.equal(fields.league_name, "Eesti Kiikingi Karikasari");
  assert.deepEqual(fields.markets, ["Eesti", "Läti", "Soome"]);
  assert.equal(fields.contests_per_event, 40);
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Jupiter"]);
  assert.equal(fields.integrity_program, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.sponsorship_revenue_usd, 80460);
});

Deno.test("Serbian, Macedonian, Bulgarian, Ukrainian and Turkish form labels", () => {
  const serbian = extract(
    [
      "Назив лиге \tРагби 13 Суперлига Србије",
      "Кола у сезони \t14",
      "Утакмица по колу \t4",
      "Терени \tАда Циганлија; Стадион Динамо",
      "ТВ партнер: Arena Sport",
      "Раст: 15 %",
      "",
    ].join("\n"),
  ).fields;
  assert.equal(serbian.league_name, "Рагби 13 Суперлига Србије");
  assert.equal(serbian.events_per_season, 14);
  assert.equal(serbian.contests_per_event, 4);
  assert.deepEqual(serbian.venues, ["Ада Циганлија", "Стадион Динамо"]);
  assert.deepEqual(serbian.broadcast_partners, ["Arena Sport"]);
  assert.equal(serbian.growth_rate_percent, 15);
  const ukrainian = extract("Етапи за сезон \t8\n").fields;
  assert.equal(ukrainian.events_per_season, 8);
  const turkish = extract("Sezondaki etkinlik \t10\nGelir artışı \t%40\n").fields;
  assert.equal(turkish.events_per_season, 10);
  assert.equal(turkish.growth_rate_percent, 40);
});

Deno.test("history kept since a year, under a Cyrillic form's label (од 2012, с 2011 г.)", () => {
  assert.equal(extract("Архива на резултати: од 2012\n").fields.historical_data_years, 14);
  assert.equal(extract("Архив результатов | с 2011 г.\n").fields.historical_data_years, 15);
});

Deno.test("league names in Russian, Ukrainian, Bulgarian, Macedonian, Turkish and Estonian", () => {
  const name = (text: string) => extract(`${text}\n`).fields.league_name;
  assert.equal(
    name("Тема: Въпросник за партньорство – Българска лига по шахбокс"),
    "Българска лига по шахбокс",
  );
  assert.equal(name("Українська ліга ракетлону\nПрофіль ліги"), "Українська ліга ракетлону");
  assert.equal(
    name("Anadolu Cirit Ligi 2011 yılında kuruldu."),
    "Anadolu Cirit Ligi",
  );
  assert.equal(
    name("Eesti Kiikingi Karikasari toimub alates 2005. aastast."),
    "Eesti Kiikingi Karikasari",
  );
  // (Polish "Ligi" before a name is the genitive, no Turkish league.)
  assert.notEqual(name("prezes Mazowieckiej Ligi Palanta"), "Mazowieckiej Ligi");
});

Deno.test("a website under a label without a colon, or named in a Cyrillic or Romanian sentence", () => {
  assert.equal(
    extract("Год основания 2009\nСайт gorodki-liga.ru\n").fields.website,
    "gorodki-liga.ru",
  );
  assert.equal(
    extract(
      "Официален live фийд с данни нямаме; резултатите се качват на сайта\nchessboxing.bg след всяка вечер.\n",
    ).fields.website,
    "chessboxing.bg",
  );
  assert.equal(
    extract("Rezultatele le punem pe bikepolo.ro la sfârșitul zilei.\n").fields.website,
    "bikepolo.ro",
  );
});

Deno.test("venues in Russian, Ukrainian, Serbian, Bulgarian, Turkish and Romanian sentences", () => {
  const venues = (text: string) => extract(`${text}\n`).fields.venues;
  assert.deepEqual(
    venues(
      "Основные площадки — стадион «Спартак» (Тверь) и спорткомплекс «Локомотив» (Ярославль).",
    ),
    ["стадион «Спартак»", "спорткомплекс «Локомотив»"],
  );
  assert.deepEqual(
    venues("Граємо здебільшого у двох залах: «Мега-Спорт» у Києві та «Ракетка Арена» у Львові."),
    ["«Мега-Спорт»", "«Ракетка Арена»"],
  );
  assert.deepEqual(
    venues("Главни терени су Ада Циганлија у Београду и Стадион Динамо у Панчеву."),
    ["Ада Циганлија", "Стадион Динамо"],
  );
  assert.deepEqual(
    venues("Вечерите се провеждат в зала Колодрума в Пловдив и в зала Универсиада в София."),
    ["зала Колодрума", "зала Универсиада"],
  );
  assert.deepEqual(
    venues("Sahalarımız: Erzurum Cirit Sahası, Bayburt Cirit Sahası."),
    ["Erzurum Cirit Sahası", "Bayburt Cirit Sahası"],
  );
});

Deno.test("lists joined by и, і, та, și, ve; 'Босна и Херцеговина' one name", () => {
  assert.deepEqual(parseList("Србија, Црна Гора, Босна и Херцеговина")?.value, [
    "Србија",
    "Црна Гора",
    "Босна и Херцеговина",
  ]);
  assert.deepEqual(parseList("VK Видео и RuTube")?.value, ["VK Видео", "RuTube"]);
  assert.deepEqual(parseList("Facebook Live și Twitch")?.value, ["Facebook Live", "Twitch"]);
});

Deno.test("Romanian and Turkish closings and job titles: Cu stimă, Secretar; Saygılarımla, Genel Sekreter", () => {
  const romanian = extract(
    "Bună seara,\n\nVă trimit datele.\n\nCu stimă,\nAndrei Mureșan\nSecretar, Liga Națională de Bike Polo\nTel. 0744 518 207\nandrei@bikepolo.ro\n",
  ).fields;
  assert.equal(romanian.contact_name, "Andrei Mureșan");
  assert.equal(romanian.contact_title, "Secretar");
  const turkish = extract(
    "Sayın Bay Ellison,\n\nBilgiler aşağıda.\n\nSaygılarımla,\n\nHatice Demirci\nGenel Sekreter\nTel: +90 442 235 18 40\nh.demirci@anadolucirit.org.tr\n",
  ).fields;
  assert.equal(turkish.contact_name, "Hatice Demirci");
  assert.equal(turkish.contact_title, "Genel Sekreter");
});

Deno.test("officiating, 'each' and the season in all in Serbian, Bulgarian, Turkish, Romanian, Ukrainian", () => {
  const serbian = extract(
    "Сезона почиње у марту и траје до октобра, са летњом паузом – укупно 28 недеља. Игра се 14 кола, по 4 утакмице у сваком колу.\nУтакмице суди судија са два помоћна судије, а на финалу и видео судија.\n",
  ).fields;
  assert.equal(serbian.season_length_weeks, 28);
  assert.equal(serbian.contests_per_event, 4);
  assert.equal(serbian.officiating, "судија са два помоћна судије, а на финалу и видео судија");
  assert.equal(
    extract("Всеки двубой се води от рефер на ринга и арбитър по шахмат.\n").fields.officiating,
    "рефер на ринга и арбитър по шахмат",
  );
  assert.equal(
    extract("Maçları bir başhakem ve iki yan hakem yönetiyor.\n").fields.officiating,
    "bir başhakem ve iki yan hakem",
  );
  assert.equal(
    extract("Сезон починається у вересні й триває дев'ять місяців.\n").fields.season_length_weeks,
    39,
  );
  assert.equal(
    extract(
      "Сезонът започва през октомври и продължава до края на април, т.е. около седем месеца.\n",
    )
      .fields.season_length_weeks,
    30.3,
  );
});

Deno.test("Estonian sentences without an accented letter are read too (toimub alates, hoiame)", () => {
  const { fields } = extract(
    "Eesti Kiikingi Karikasari toimub alates 2005. aastast.\nTulemusi hoiame alates 2005. aastast.\n",
  );
  assert.equal(fields.founded_year, 2005);
  assert.equal(fields.historical_data_years, 21);
});

Deno.test("'Name — это …': the name before the dash, no league name after it", () => {
  assert.equal(
    extract(
      "Здравствуйте!\n\nРоссийская городошная лига (РГЛ) — это командный чемпионат по городкам,\nкоторый мы проводим с 2009 года.\n",
    ).fields.league_name,
    "Российская городошная лига",
  );
});

Deno.test("the sport in Serbian (спорт који зовемо …) and Bulgarian (лига по …) sentences", () => {
  assert.equal(
    extract(
      "Суперлига је највише такмичење у Србији у спорту који зовемо рагби 13 (рагби лига), а игра се од 2002. године.\n",
    ).fields.sport,
    "рагби 13 (рагби лига)",
  );
  assert.equal(
    extract("Българската лига по шахбокс (БЛШ) е основана през 2015 г. в Пловдив.\n").fields.sport,
    "шахбокс",
  );
});

Deno.test("seconds in Russian, Turkish, Romanian, Estonian; legal betting in a Russian sentence", () => {
  assert.equal(
    extract(
      "1. Формат данных. Официальный live-фид Лиги работает с 2024 года: JSON через\nREST API и WebSocket, задержка в среднем 2,5 секунды (в письме указано «около\n3 секунд» — это старые данные).\n",
    ).fields.data_latency_ms,
    2500,
  );
  assert.deepEqual(
    extract("Ставки на матчи Лиги легальны в Узбекистане и Казахстане.\n").fields
      .betting_legal_markets,
    ["Узбекистане", "Казахстане"],
  );
});

Deno.test("who monitors the betting, and the platforms of an online audience, in Russian", () => {
  const { fields } = extract(
    [
      "3. Аудитория. 65 000 — это средняя онлайн-аудитория одного тура (YouTube +",
      "Telegram). Телевизионная аудитория за весь сезон 2025 — 11,2 млн зрителей.",
      "",
      "5. Интегрити. Мониторинг ставок ведёт Sportradar Integrity Services, договор",
      "действует до конца 2027 года.",
      "",
    ].join("\n"),
  );
  assert.equal(fields.integrity_partner, "Sportradar Integrity Services");
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Telegram"]);
});

Deno.test("Turkish labels of statistics kept and the platforms online (Tutulan istatistikler, Dijital)", () => {
  const { fields } = extract(
    "Tutulan istatistikler: tekne hızı, VMG, foil oranı, manevra sayısı, sıralama.\nDijital: Tabii, YouTube\n",
  );
  assert.deepEqual(fields.stats_tracked, [
    "tekne hızı",
    "VMG",
    "foil oranı",
    "manevra sayısı",
    "sıralama",
  ]);
  assert.deepEqual(fields.streaming_platforms, ["Tabii", "YouTube"]);
});

Deno.test("people at an event in Turkish (maç günlerinde … kişi) and Romanian (pe zi de turneu)", () => {
  assert.equal(
    extract(
      "Seyirci ilgisi bizim için en güçlü taraf: maç günlerinde ortalama 2.500–3.000 kişi geliyor, finalde bu sayı çok daha fazla.\n",
    ).fields.average_attendance,
    2750,
  );
  assert.equal(
    extract("Publicul e mic, dar fidel: vin între 80 și 150 de spectatori pe zi de turneu.\n")
      .fields
      .average_attendance,
    115,
  );
});

Deno.test("Russian form labels: Антидопинг, Онлайн-платформы, Средний онлайн одного тура", () => {
  const { fields } = extract(
    "Средний онлайн одного тура — 12 000\nОнлайн-платформы: VK Видео, RuTube\nАнтидопинг | да, правила РУСАДА\n",
  );
  assert.equal(fields.average_stream_viewers, 12000);
  assert.deepEqual(fields.streaming_platforms, ["VK Видео", "RuTube"]);
  assert.equal(fields.anti_doping_policy, true);
});

Deno.test("followers platform by platform add up in Estonian and Ukrainian sentences", () => {
  assert.equal(
    extract("Facebookis on meil 4 300 ja Instagramis 2 900 jälgijat.\n").fields.social_followers,
    7200,
  );
  assert.equal(
    extract("Instagram — 9,4 тис. підписників, Facebook — 6,1 тис.\n").fields.social_followers,
    15500,
  );
});

Deno.test("followers: the platforms in the label, their counts joined by + in the answer", () => {
  assert.equal(
    extract("3.5 Urmăritori (Instagram + Facebook) \t3.900 + 1.900\n").fields.social_followers,
    5800,
  );
});

Deno.test("a Serbian letter hands the reader on to its contact: title, then name", () => {
  const { fields } = extract(
    [
      "Поштовани,",
      "",
      "Контакт особа за партнерства је наш комерцијални директор Марко Илић",
      "(marko.ilic@ragbi13.rs, +381 63 455 210), молим Вас да се њему",
      "обраћате за све даље кораке.",
      "",
      "Срдачан поздрав,",
      "",
      "Јелена Петровић",
      "генерални секретар",
      "тел. +381 11 323 78 40",
      "",
    ].join("\n"),
  );
  assert.equal(fields.contact_name, "Марко Илић");
  assert.equal(fields.contact_title, "комерцијални директор");
});

Deno.test("Ukrainian form labels: Рік заснування, Офіційний live-фід, Програма доброчесності", () => {
  const { fields } = extract(
    "Рік заснування 2013\nОфіційний live-фід \tНі — планується на сезон 2026/27\nПрограма доброчесності \tнемає\n",
  );
  assert.equal(fields.founded_year, 2013);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.integrity_program, false);
});

Deno.test("Estonian 'Võistluspaigad' (venues) in its plural stem", () => {
  assert.deepEqual(
    extract(
      "Küsimus | Vastus | Märkus\nVõistluspaigad | Tartu Kiikingiväljak; Pärnu Rannakiik; Kiviõli Seikluskeskus |\n",
    ).fields.venues,
    ["Tartu Kiikingiväljak", "Pärnu Rannakiik", "Kiviõli Seikluskeskus"],
  );
});

Deno.test("Finnish prose: words in their cases read by their stems, euros and per cent", () => {
  const field = (text: string, name: string) =>
    (extract(`${text}\n`).fields as Record<string, unknown>)[name];
  assert.equal(field("Liiga perustettiin vuonna 1998.", "founded_year"), 1998);
  assert.equal(field("Kaudessa on 22 kierrosta.", "events_per_season"), 22);
  assert.equal(field("Tuloksia on tallennettu vuodesta 2005.", "historical_data_years"), 21);
  assert.equal(field("Katsojamäärät kasvoivat 8 prosenttia.", "growth_rate_percent"), 8);
  const money =
    extract("Liikevaihto oli 450 000 euroa, josta sponsorituloja 180 000 euroa.\n").fields;
  assert.equal(money.annual_revenue_usd, Math.round(450_000 * USD_RATES.EUR));
  assert.equal(money.sponsorship_revenue_usd, Math.round(180_000 * USD_RATES.EUR));
});

Deno.test("Finnish: officials counted, a data feed denied, streaming on a platform in its case", () => {
  const { fields } = extract(
    "Jokaista ottelua tuomitsee kaksi erotuomaria. Meillä ei ole virallista live-datasyötettä. Striimaamme kaikki ottelut YouTubessa.\n",
  );
  assert.equal(fields.officiating, "kaksi erotuomaria");
  assert.equal(fields.has_official_data_feed, false);
  assert.deepEqual(fields.streaming_platforms, ["YouTube"]);
});

Deno.test("Finnish: the office's town, in the form the document's address writes it", () => {
  assert.equal(
    extract(
      "Liiton toimisto sijaitsee Oulussa.\n\nPohjolan Liiga ry, Kauppurienkatu 10, 90100 Oulu\n",
    )
      .fields.headquarters,
    "Oulu",
  );
});

Deno.test("a correction's right figure counts what the figure it corrects counted; a title in lower case in a Finnish signature", () => {
  assert.equal(
    extract("The form said 12 teams, the correct figure is 14.\n").fields.teams_count,
    14,
  );
  assert.equal(
    extract("Lomakkeessa luki 12 joukkuetta, oikea luku on 14.\n").fields.teams_count,
    14,
  );
  assert.equal(
    extract("We have 12 teams.\n\nTerveisin\nMatti Virtanen\ntoiminnanjohtaja\n040 123 4567\n")
      .fields
      .contact_title,
    "toiminnanjohtaja",
  );
});

Deno.test("German: betting not allowed names no legal market; what a broadcaster shows is no broadcaster", () => {
  assert.equal(
    extract("Sportwetten auf Schwingen sind in der Schweiz nicht zugelassen.\n").fields
      .betting_legal_markets,
    undefined,
  );
  assert.equal(
    extract("Das Fernsehen SRF zeigt Zusammenfassungen.\n").fields.broadcast_partners,
    undefined,
  );
});

Deno.test("a title of one word before its organisation ('Präsident Alpenkranz-Serie') is the title alone", () => {
  const { fields } = extract(
    "Mit freundlichen Grüssen\n\nHans Müller\nPräsident Alpenkranz-Serie\nTel. 079 123 45 67\nhans.mueller@alpenkranz.ch\n",
  );
  assert.equal(fields.contact_name, "Hans Müller");
  assert.equal(fields.contact_title, "Präsident");
  // Two words that are both the title stay one title.
  assert.equal(
    extract("Kind regards,\nJane Doe\nSecretary General\njane@league.example\n").fields
      .contact_title,
    "Secretary General",
  );
});

Deno.test("an unknown noun registered after it ('160 tejistas inscritos', '420 Aktivschwinger lizenziert') is the athletes", () => {
  assert.equal(
    extract("Hoy tenemos 20 clubes afiliados y 160 tejistas inscritos.\n").fields.athletes_count,
    160,
  );
  assert.equal(extract("Es sind 420 Aktivschwinger lizenziert.\n").fields.athletes_count, 420);
});

Deno.test("'por' and 'par' before sponsorship are 'by', no per", () => {
  assert.equal(
    extract("Ingresos por patrocinio: USD 18.000\n").fields.sponsorship_revenue_usd,
    18_000,
  );
  assert.equal(
    extract("Espectadores por transmisión: 3.200\n").fields.average_stream_viewers,
    3200,
  );
});

Deno.test("a letter that hands the reader on to a block ('wenden Sie sich an:') names the contact, not its sender", () => {
  const { fields } = extract(
    "Von: Regula Brunner <regula.brunner@liga.ch>\nAn: Lena Ortmann\nBetreff: Nachtrag\n\n" +
      "Ab dem 1. April übernimmt unser neuer Geschäftsführer. Bitte wenden Sie sich ab dann an:\n\n" +
      "  Daniel Zumstein\n  Geschäftsführer\n  daniel.zumstein@liga.ch\n  +41 79 415 62 08\n\n" +
      "Freundliche Grüsse\n\nRegula Brunner\nPräsidentin\n",
  );
  assert.equal(fields.contact_email, "daniel.zumstein@liga.ch");
  assert.equal(fields.contact_name, "Daniel Zumstein");
  assert.equal(fields.contact_title, "Geschäftsführer");
  assert.equal(fields.contact_phone, "+41 79 415 62 08");
});

Deno.test("a German noun after its article or a count is no platform ('Die 2'400 Zuschauer pro Stream …')", () => {
  assert.equal(
    extract("Livestream: Die 2'400 Zuschauer pro Stream waren der Wert der Finalrunde.\n").fields
      .streaming_platforms,
    undefined,
  );
  assert.deepEqual(
    extract("Streaming: Alle Spiele zeigen wir live auf YouTube und bei Teleclub.\n").fields
      .streaming_platforms,
    ["YouTube", "Teleclub"],
  );
});

Deno.test("a piece of an e-mail address is no website ('ueli.schneeberger@hornussliga.ch')", () => {
  assert.equal(
    extract("Kontakt: ueli.schneeberger@hornussliga.ch · +41 34 422 18 60 · www.hornussliga.ch\n")
      .fields.website,
    "www.hornussliga.ch",
  );
  assert.equal(
    extract("Kontak: rina.kusumawati@lpsn.id | www.lpsn.id\n").fields.website,
    "www.lpsn.id",
  );
});

Deno.test("a line that says there is none before a dash is no label ('No betting partner at present – category open')", () => {
  assert.deepEqual(
    extract("No betting partner at present – category open\n").fields.existing_betting_partners,
    [],
  );
});

Deno.test("a role's mailbox (secretary@) gives way to the person handed on to, and 'our Joint Secretary Ms. …' gives the title", () => {
  const { fields } = extract(
    "From: Secretary MAPPL <secretary@mappl.in>\n\nAlso please note that from 01.04.2026 our " +
      "Joint Secretary Ms. Snehal Patil\nwill be handling the partnership matters. Her contact: " +
      "snehal.patil@mappl.in, Mob. +91 94220 67315.\n\nRegards,\n\nPrakash D. Wankhede\nHon. Secretary\n",
  );
  assert.equal(fields.contact_email, "snehal.patil@mappl.in");
  assert.equal(fields.contact_name, "Snehal Patil");
  assert.equal(fields.contact_title, "Joint Secretary");
  assert.equal(fields.contact_phone, "+91 94220 67315");
});

Deno.test("Malay, Indonesian, Filipino and Vietnamese job titles ('Setiausaha Agung', 'Sekretaris Jenderal')", () => {
  const { fields } = extract(
    "Yang benar,\n\nMohd Faizal bin Ismail, Setiausaha Agung\nfaizal@gasing.org.my\n",
  );
  assert.equal(fields.contact_name, "Mohd Faizal bin Ismail");
  assert.equal(fields.contact_title, "Setiausaha Agung");
  assert.equal(
    extract("Hormat kami,\n\nDimas Ardiansyah\nSekretaris Jenderal\ndimas@lpsn.id\n").fields
      .contact_title,
    "Sekretaris Jenderal",
  );
});

Deno.test("a numbered row's label in two languages, the second under the first, then its answer ('Nama resmi liga' / 'Official league name')", () => {
  const { fields } = extract(
    "A. PROFIL LIGA / LEAGUE PROFILE\n1 \tNama resmi liga\n\tOfficial league name\n" +
      "\tLiga Pencak Silat Nusantara (LPSN)\n4 \tAlamat kantor pusat\n\tHead office\n" +
      "\tJl. Pintu I TMII, Jakarta Timur, DKI Jakarta\n34 \tPertumbuhan per tahun\n\tAnnual growth\n" +
      "\t25% (penonton streaming)\nF. KONTAK / CONTACT\n35 \tNama\n\tName\n\tDimas Ardiansyah\n",
  );
  assert.equal(fields.league_name, "Liga Pencak Silat Nusantara");
  // ("Jl." is Jalan, a street: no sentence ends there.)
  assert.equal(fields.headquarters, "Jl. Pintu I TMII, Jakarta Timur, DKI Jakarta");
  assert.equal(fields.growth_rate_percent, 25);
  assert.equal(fields.contact_name, "Dimas Ardiansyah");
});

Deno.test("a form's choices and a word of candour are no answer ('(Yes/No) No', 'honestly, no')", () => {
  assert.equal(
    extract("18 Official live data feed (Yes/No) No\n").fields.has_official_data_feed,
    false,
  );
  assert.equal(
    extract("Official live data feed (Yes/No): Yes\n").fields.has_official_data_feed,
    true,
  );
  assert.equal(
    extract("Live data - honestly, no. The judges write the distances on cards.\n").fields
      .has_official_data_feed,
    false,
  );
});

Deno.test("a latency without its unit is only a bare figure, and '[NONE]' in brackets is none", () => {
  assert.equal(
    extract("Latency: [NO. WE RECORD STATISTICS WITH DATAVOLLEY 4 BUT IT IS NOT SHARED LIVE\n")
      .fields.data_latency_ms,
    undefined,
  );
  assert.equal(extract("Latency: approx. 800\n").fields.data_latency_ms, 800);
  assert.deepEqual(
    extract("Legal betting markets: [NONE]\n").fields.betting_legal_markets,
    [],
  );
});

Deno.test("the sender's own block signs a reply whose closing is unusual, not the asker's quoted closing", () => {
  const text = (closing: string) =>
    "From: Nuwan Wickramasinghe <compsec@spvl.lk>\nTo: 'Megan O'Hara' <megan@fairplay.example>\n" +
    `Subject: RE: Information request\n\nDear Ms. O'Hara,\n\nOur answers are below.\n\n${closing}\n\n` +
    "Nuwan Wickramasinghe\nCompetition Secretary\nSouthern Province Volleyball League\n\n" +
    "________________________________\nFrom: Megan O'Hara <megan@fairplay.example>\n" +
    "To: compsec@spvl.lk\nSubject: Information request\n\n- How many teams?\n  [12 TEAMS]\n\n" +
    "Ngā mihi,\nMegan O'Hara\nFairplay Data Ltd\n";
  for (const closing of ["Thanking you,", "Yours in sport,"]) {
    const { fields } = extract(text(closing));
    assert.equal(fields.contact_name, "Nuwan Wickramasinghe", closing);
    assert.equal(fields.contact_title, "Competition Secretary", closing);
  }
});

Deno.test("a clause is no label before its figure ('Season starts in November and runs 16 weeks …')", () => {
  const { fields } = extract(
    "- Season starts in November and runs 16 weeks to early March, all game\n  nights on Friday.\n",
  );
  assert.equal(fields.season_start_month, "November");
  assert.equal(fields.season_length_weeks, 16);
});

Deno.test("a lower-case remark after a dash is no item; a season's number is no count of years", () => {
  assert.deepEqual(
    extract("Television: Rupavahini (SLRC) – final live\n").fields.broadcast_partners,
    ["Rupavahini"],
  );
  assert.equal(
    extract("Data history: complete since Season 1\n").fields.historical_data_years,
    undefined,
  );
});

Deno.test("the document's rupee and dollar by its domain, calling code, provinces or the code it names", () => {
  const pk = extract(
    "From: Usman Tariq <usman.tariq@pgdl.pk>\n\n- revenue last season approx Rs 1.2 crore\n",
  );
  assert.equal(pk.evidence.annual_revenue_usd?.original?.currency, "PKR");
  const ca = extract(
    "Markets: Saskatchewan, Manitoba, North Dakota (USA)\nFinances, 2025-26 (CAD)\n" +
      "Total revenue: $118,200\n",
  );
  assert.equal(ca.evidence.annual_revenue_usd?.original?.currency, "CAD");
});

Deno.test("GMX's quoted original under 'Gesendet:' / 'Von:' is the asker's; German 'Datenschnittstelle'", () => {
  const { fields } = extract(
    "Hallo Frau Huber,\n\nsorry für die späte Antwort, hier unsere Antworten in einem Rutsch.\n\n" +
      "Eine offizielle Datenschnittstelle für externe Partner gibt es aber noch nicht, wir " +
      "arbeiten dran.\n\nLG aus Innsbruck\nLukas Haselwanter\n\n" +
      'Gesendet: Montag, 02. März 2026 um 09:12 Uhr\nVon: "Marlene Huber" <m.huber@ds.example>\n' +
      "An: office@enduro.example\nBetreff: Fragebogen\n\n8. Offizieller Live-Datenfeed (Format, Latenz)\n",
  );
  assert.equal(fields.has_official_data_feed, false);
});

Deno.test("a yes/no label's first sentence answers it ('Doping: NADA Austria kontrolliert …. Ein eigenes Integritätsprogramm haben wir nicht.')", () => {
  const { fields } = extract(
    "Doping: NADA Austria kontrolliert bei uns stichprobenartig, letztes Jahr zweimal. Ein " +
      "eigenes Integritätsprogramm haben wir nicht.\n",
  );
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.integrity_program, false);
});

Deno.test("races counted a season or on its calendar are its events ('6 Rennen im Kalender')", () => {
  assert.equal(
    extract("Wir haben 6 Rennen im Kalender, jedes mit 5 Stages.\n").fields.events_per_season,
    6,
  );
  assert.equal(extract("We hold 6 races a season.\n").fields.events_per_season, 6);
  assert.equal(
    extract("Each meeting has 10 races per night.\n").fields.events_per_season,
    undefined,
  );
});

Deno.test("German prose: 'gibt's seit', 'Das Büro ist in', 'Wettanbieter-Partner haben wir keinen', 'Sportart ist das …'", () => {
  assert.equal(
    extract("Die Enduro Trophy Tirol gibt's seit 2012, damals als kleine Rennserie.\n").fields
      .founded_year,
    2012,
  );
  assert.equal(
    extract("Das Büro ist in Innsbruck, am Sillufer 3.\n").fields.headquarters,
    "Innsbruck",
  );
  assert.deepEqual(
    extract("Wettanbieter-Partner haben wir keinen.\n").fields.existing_betting_partners,
    [],
  );
  assert.equal(
    extract("Sportart ist das Fingerhakeln, gehakelt wird nach der Wettkampfordnung.\n").fields
      .sport,
    "Fingerhakeln",
  );
  assert.equal(
    extract("Unser Sport ist Nordic Walking als Staffelbewerb: Jeweils vier Geher.\n").fields.sport,
    "Nordic Walking",
  );
});

Deno.test("'Ich selber, Korbinian Reindl, …' answers who the contact is with the writer's name", () => {
  const { fields } = extract(
    "> Wer ist Ihre Ansprechperson für Partnerschaften?\n\nIch selber, Korbinian Reindl, 1. " +
      "Vorstand. Am besten abends unter\n0171 234 5678.\n",
  );
  assert.equal(fields.contact_name, "Korbinian Reindl");
  assert.equal(fields.contact_phone, "0171 234 5678");
});

Deno.test("Swiss German letters: 'Mitgliedvereine', 'Anlässe', 'zwischen Mai und September, also während rund fünf Monaten', both genders", () => {
  const { fields } = extract(
    "Unsere 17 Mitgliedvereine bestreiten zwischen Mai und September, also während rund fünf " +
      "Monaten, zehn Anlässe – vom Frühjahrsstossen bis zum Saisonfinale. Zurzeit sind 214 " +
      "Steinstösserinnen und Steinstösser lizenziert.\n",
  );
  assert.equal(fields.teams_count, 17);
  assert.equal(fields.events_per_season, 10);
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.season_length_weeks, 21.7);
  assert.equal(fields.athletes_count, 214);
});

Deno.test("German letters: venues that 'finden … statt', each clause's broadcaster, records 'bis ins Gründungsjahr', 'Gemessen wird … durch', no livestream", () => {
  assert.deepEqual(
    extract(
      "Die Anlässe finden unter anderem auf dem Festplatz Ennetbürgen, dem Sportplatz Sand " +
        "(Schattdorf) und der Höhematte (Interlaken) statt.\n",
    ).fields.venues,
    ["Festplatz Ennetbürgen", "Sportplatz Sand", "Höhematte"],
  );
  assert.equal(
    extract("Die Spieltage finden im Winter in Eishallen statt.\n").fields.venues,
    undefined,
  );
  assert.deepEqual(
    extract(
      "Tele Bärn zeigt von jedem Anlass einen Beitrag, und Radio BeO berichtet live vom Finale.\n",
    ).fields.broadcast_partners,
    ["Tele Bärn", "Radio BeO"],
  );
  assert.equal(
    extract("Unsere Ranglisten reichen lückenlos bis ins Gründungsjahr 1996 zurück.\n").fields
      .historical_data_years,
    YEAR - 1996,
  );
  assert.equal(
    extract("Gemessen wird mit dem Messband durch ein Kampfgericht von drei Messrichtern.\n")
      .fields.officiating,
    "Kampfgericht von drei Messrichtern",
  );
  for (
    const text of [
      "Einen Livestream bieten wir bisher nicht an.",
      "We do not stream our events.",
      "Streaming: keines.",
    ]
  ) {
    assert.deepEqual(extract(`${text}\n`).fields.streaming_platforms, [], text);
  }
});

Deno.test("a league's word at the end of a hyphenated compound names it ('Schweizer Steinstoss-Tour', 'Südtiroler Naturbahn-Cup')", () => {
  assert.equal(
    extract("Die Schweizer Steinstoss-Tour wurde 1996 gegründet.\n").fields.league_name,
    "Schweizer Steinstoss-Tour",
  );
  assert.equal(
    extract("Der Südtiroler Naturbahn-Cup wurde 1996 gegründet.\n").fields.league_name,
    "Südtiroler Naturbahn-Cup",
  );
});

Deno.test("German sports as verbal nouns ('Das Steinstossen wird bei uns …'); a bare street gives way to the town a sentence names", () => {
  assert.equal(
    extract("Das Steinstossen wird bei uns nach dem Reglement des Verbandes betrieben.\n").fields
      .sport,
    "Steinstossen",
  );
  assert.equal(
    extract("Der Verein wird bei uns gross geschrieben.\n").fields.sport,
    undefined,
  );
  assert.equal(
    extract(
      "Geschäftsstelle: Höheweg 37\n\nUnsere Geschäftsstelle befindet sich in Interlaken, wenige " +
        "Schritte von der Höhematte.\n",
    ).fields.headquarters,
    "Interlaken",
  );
});

Deno.test("a German league profile's labels: Medienpartner, Erfasste Werte, Kampfgericht, Länder, 'Aktive Hakler mit Startpass'", () => {
  const { fields } = extract(
    "Aktive Hakler mit Startpass | 340\nLänder | Deutschland, Österreich\n" +
      "Kampfgericht | ein Kampfrichter und zwei Seitenrichter je Tisch\n" +
      "Medienpartner | Radio Oberland\nErfasste Werte | Gewichtsklasse, Sieger, Platzierung\n",
  );
  assert.equal(fields.athletes_count, 340);
  assert.deepEqual(fields.markets, ["Deutschland", "Österreich"]);
  assert.equal(fields.officiating, "ein Kampfrichter und zwei Seitenrichter je Tisch");
  assert.deepEqual(fields.broadcast_partners, ["Radio Oberland"]);
  assert.deepEqual(fields.stats_tracked, ["Gewichtsklasse", "Sieger", "Platzierung"]);
});

Deno.test("a German series profile: Lizenzfahrer/innen, Saisonzeitraum, Kommissäre, 'Integritätsprogramm | keines'", () => {
  const { fields } = extract(
    "Saisonzeitraum | Mai bis September\nLizenzfahrer/innen 2025 | 612\n" +
      "Kommissäre | Rennkommissär des ÖRV, Streckenposten auf jeder Stage\n" +
      "Integritätsprogramm | keines\n",
  );
  assert.equal(fields.season_start_month, "May");
  assert.equal(fields.athletes_count, 612);
  assert.equal(fields.officiating, "Rennkommissär des ÖRV, Streckenposten auf jeder Stage");
  assert.equal(fields.integrity_program, false);
});

Deno.test("a cup named in a Romance language first ranks as a cup; 'Gefahren wird X'; a noun in both genders after a count", () => {
  assert.equal(
    extract(
      "SNC SÜDTIROLER NATURBAHN-CUP\nCoppa Alto Adige slittino su pista naturale\n" +
        "Südtiroler Naturbahn-Cup · Haus des Sports · Pfarrplatz 11 · I-39100 Bozen\n\n" +
        "Der Südtiroler Naturbahn-Cup wurde 1979 ins Leben gerufen.\n",
    ).fields.league_name,
    "Südtiroler Naturbahn-Cup",
  );
  assert.equal(
    extract("Gefahren wird Naturbahnrodeln, also auf vereisten Forst- und Almwegen.\n").fields
      .sport,
    "Naturbahnrodeln",
  );
  assert.equal(
    extract("Gefahren wird in Luxemburg, die Fahrer kommen aus der Region.\n").fields.sport,
    undefined,
  );
  assert.equal(
    extract("Im Winter 2025/26 haben 412 Athletinnen und Athleten eine Rennlizenz gelöst.\n")
      .fields.athletes_count,
    412,
  );
});

Deno.test("German series: races the cup 'umfasst', compounds of contests ('Wertungsläufe'), 'Austragungsorte sind heuer'", () => {
  assert.equal(
    extract("Insgesamt umfasst der Cup acht Rennen.\n").fields.events_per_season,
    8,
  );
  assert.equal(extract("The series comprises 12 races.\n").fields.events_per_season, 12);
  assert.equal(
    extract("Bei jedem Rennen werden zwei Wertungsläufe gefahren.\n").fields.contests_per_event,
    2,
  );
  assert.deepEqual(
    extract(
      "Austragungsorte sind heuer die Naturbahn Gsies, die Rodelbahn Jaufental und die " +
        "Laugenbahn St. Walburg.\n",
    ).fields.venues,
    ["Naturbahn Gsies", "Rodelbahn Jaufental", "Laugenbahn St. Walburg"],
  );
});

Deno.test("the person a sentence hands on to ('Contact person … is still Khun Thanaphon Srisuwan, …, thanaphon@…') is the contact, over the sender", () => {
  const { fields } = extract(
    "From: Wichai Kaewmanee <wichai.k@thailongboat.or.th>\nCc: thanaphon@thailongboat.or.th\n\n" +
      "Dear Sir/Madam,\n\nSome corrections to our answers follow below, please use these.\n\n" +
      "Contact person for the partnership is still Khun Thanaphon Srisuwan,\nPartnership & " +
      "Marketing Manager, thanaphon@thailongboat.or.th,\nmobile +66 81 234 5678.\n\n" +
      "Best regards,\n\nWichai Kaewmanee\nSecretary-General\nTel. +66 56 611 284\n",
  );
  assert.equal(fields.contact_email, "thanaphon@thailongboat.or.th");
  assert.equal(fields.contact_name, "Thanaphon Srisuwan");
  assert.equal(fields.contact_title, "Partnership & Marketing Manager");
  assert.equal(fields.contact_phone, "+66 81 234 5678");
});

Deno.test("a length of time counts nothing; a programme's start is no founding; 'rb' and 'мянга' are thousands", () => {
  assert.equal(
    extract(
      "Matches per meet: The season starts in January and ends in mid-April, about 15 weeks.\n",
    ).fields.contests_per_event,
    undefined,
  );
  assert.equal(extract("Matches per meet: 15\n").fields.contests_per_event, 15);
  assert.equal(
    extract("Notre programme d'intégrité est en place depuis 2023.\n").fields.founded_year,
    undefined,
  );
  assert.equal(extract("The league was founded in 2009.\n").fields.founded_year, 2009);
  assert.equal(
    extract("Social media followers: Instagram 58 rb · TikTok 112 rb · Facebook 34 rb\n").fields
      .social_followers,
    204_000,
  );
  assert.equal(
    extract("Facebook хуудас 64 мянган дагагчтай, Instagram 9 мянга.\n").fields.social_followers,
    73_000,
  );
});

Deno.test("a sentence of the law names no betting partner, and is read whole for where betting is legal", () => {
  const { fields } = extract(
    "Sports betting partners: Sports betting is legal and licensed in Ethiopia, so in principle " +
      "betting on our matches is possible.\n",
  );
  assert.equal(fields.existing_betting_partners, undefined);
  assert.deepEqual(fields.betting_legal_markets, ["Ethiopia"]);
  assert.deepEqual(
    extract(
      "> Where is betting legal?\nA: Sports betting is legal in Jamaica under the BGLC, so Jamaica.\n",
    )
      .fields.betting_legal_markets,
    ["Jamaica"],
  );
});

Deno.test("a league defined as one ('MMPL is the pickleball league') names the sport, not itself; a broadcaster after 'live on'", () => {
  assert.equal(
    extract("MMPL is the pickleball league in Manila I met at the Asia Pickleball Summit.\n").fields
      .sport,
    "pickleball",
  );
  assert.equal(
    extract("Dambe is the traditional boxing of the Hausa people.\n").fields.sport,
    "Dambe",
  );
  assert.deepEqual(
    extract("Television | Finals Day live on KBC Channel 1 (from 2026)\n").fields
      .broadcast_partners,
    ["KBC Channel 1"],
  );
  assert.deepEqual(
    extract(
      "> Who broadcasts you?\nA: Finals Night is live on CVM TV. Nationwide 90FM carry the results.\n",
    )
      .fields.broadcast_partners,
    ["CVM TV"],
  );
});

Deno.test("a forwarded reply's own quoted original is the asker's; 'Me po :) Lisa Dela Cruz, …' names Lisa; a closing is no name", () => {
  const { fields } = extract(
    "From: Farah Aziz <farah.aziz@courtside.example>\nTo: APAC <apac@courtside.example>\n" +
      "Subject: Fwd: RE: League questionnaire\n\nHi team,\n\nFYI — see Lisa's answers below, " +
      "the live scoring feed looks usable.\n\nThanks,\nFarah\n\n" +
      "---------- Forwarded message ---------\nFrom: Lisa Dela Cruz <lisa@mmpl.ph>\n" +
      "Date: Tue, 21 Apr 2026 at 22:19\nSubject: RE: League questionnaire\n" +
      "To: Farah Aziz <farah.aziz@courtside.example>\n\nHi Ms. Farah! Here are our answers in " +
      "the order of your questions:\n\n> 1. League name, year founded\n\nMetro Manila " +
      "Pickleball League (MMPL), founded 2022.\n\n> 2. Number of teams\n\n20 club teams.\n\n" +
      "> 12. Contact\n\nMe po :) Lisa Dela Cruz, League " +
      "Operations Head, +63 917 804 2261,\nlisa@mmpl.ph\n\nThank you!\nLisa\n\n" +
      "-----Original Message-----\nFrom: Farah Aziz <farah.aziz@courtside.example>\n" +
      "Sent: Monday, 13 April 2026 4:05 PM\nTo: lisa@mmpl.ph\nSubject: League questionnaire\n\n" +
      "Dear Lisa,\n\nHere are our short questions:\n1. League name\n12. Contact\n\nBest,\nFarah\n",
  );
  assert.equal(fields.contact_name, "Lisa Dela Cruz");
  assert.equal(fields.contact_title, "League Operations Head");
  assert.equal(fields.contact_email, "lisa@mmpl.ph");
  assert.equal(extract("12. Contact\n\nBest,\nFarah\n").fields.contact_name, undefined);
});

Deno.test("a capital required after a word stays a capital ('with Jane Doe', not 'with the board')", () => {
  assert.equal(
    extract("Contact person: with Jane Doe, League Secretary\n").fields.contact_name,
    "Jane Doe",
  );
  assert.notEqual(
    extract("Contact person: with the board, League Secretary\n").fields.contact_name,
    "the board",
  );
});

Deno.test("a bare none to two questions answers the first; 'nein/nej/nei' say nothing to list", () => {
  const two = extract(
    "Any betting partners? In which markets is betting legal?\n[NONE]\n",
  ).fields;
  assert.deepEqual(two.existing_betting_partners, []);
  assert.equal(two.betting_legal_markets, undefined);
  for (const none of ["Nein, keine.", "Nej.", "Nei"]) {
    assert.deepEqual(
      extract(`Betting partners: ${none}\n`).fields.existing_betting_partners,
      [],
      none,
    );
  }
});

Deno.test("a Kazakh JSON export: stems, months, address parts, a range object, units in keys", () => {
  const { fields } = extractJson({
    "лига": {
      "атауы": "Ұлттық тоғызқұмалақ лигасы",
      "құрылған_жылы": 2016,
      "мекенжай": { "қала": "Астана", "көше": "Қабанбай батыр даңғылы, 11/5" },
    },
    "маусым": { "басталуы": "қазан", "ұзақтығы_ай": 7, "бір_турдағы_ойындар": 72 },
    "аудитория": {
      "залдағы_көрермен": { "min": 250, "max": 300, "бірлік": "бір тур күніне" },
      "тв_серіктес": ["Qazsport"],
      "әлеуметтік_желілер": { "instagram": 22400, "tiktok": 31000, "telegram": 4600 },
    },
    "деректер": { "кідіріс_сек": 5, "архив_басталуы": 2016 },
    "байланыс": { "аты_жөні": "Айгерім Сейітқали", "лауазымы": "Серіктестік жөніндегі басшы" },
  });
  assert.equal(fields.league_name, "Ұлттық тоғызқұмалақ лигасы");
  assert.equal(fields.founded_year, 2016);
  assert.equal(fields.headquarters, "Астана, Қабанбай батыр даңғылы, 11/5");
  assert.equal(fields.season_start_month, "October");
  assert.equal(fields.season_length_weeks, 30.3);
  assert.equal(fields.contests_per_event, 72);
  assert.equal(fields.average_attendance, 275);
  assert.deepEqual(fields.broadcast_partners, ["Qazsport"]);
  assert.equal(fields.social_followers, 58000);
  assert.equal(fields.data_latency_ms, 5000);
  assert.equal(fields.historical_data_years, YEAR - 2016);
  assert.equal(fields.contact_name, "Айгерім Сейітқали");
  assert.equal(fields.contact_title, "Серіктестік жөніндегі басшы");
});

Deno.test("a range object takes the key's scale; Mongolian ordinal months; 'Archive start'", () => {
  assert.equal(
    extractJson({ audience: { spectators_per_event_thousands: { low: 6, high: 8 } } }).fields
      .average_attendance,
    7000,
  );
  assert.equal(extract("Season start: тавдугаар сар\n").fields.season_start_month, "May");
  assert.equal(
    extract("Season start: арван нэгдүгээр сар\n").fields.season_start_month,
    "November",
  );
  assert.equal(extract("Archive start: 2016\n").fields.historical_data_years, YEAR - 2016);
  assert.equal(extract("Archive: 2016\n").fields.historical_data_years, undefined);
});

Deno.test("a question for where events are held asks for venues; sentences of it name them", () => {
  const { fields } = extract(
    "Question 5. When does the season start, how long is it, and how many events are there?\n" +
      "Answer: The season opens in October. It is played in 9 tours, each tour is three days.\n" +
      "Question 6. Where are the events held?\n" +
      "Answer: Most tours are held in the Toguz Kumalak House in Astana. Two tours per season " +
      "are held in the Almaty Palace of Schoolchildren, and one tour travels to Shymkent.\n",
  );
  assert.deepEqual(fields.venues, ["Toguz Kumalak House", "Almaty Palace of Schoolchildren"]);
  assert.equal(fields.events_per_season, 9);
  assert.equal(fields.season_start_month, "October");
  assert.deepEqual(
    extract("Where do you play your matches?\nAt the Riverside Arena.\n").fields.venues,
    ["Riverside Arena"],
  );
  // (A where-question of the office, or one with a second question, is no venue question.)
  assert.equal(extract("Where is your office?\nAstana\n").fields.venues, undefined);
});

Deno.test("'in one tour' is per tour, no count of events; a tour is an event", () => {
  const { fields } = extract(
    "Average in one tour we have 4 500 spectators in the hall. Also we make live streams on " +
      "YouTube, online every tour watching about 65 000 people.\n",
  );
  assert.equal(fields.events_per_season, undefined);
  assert.equal(fields.average_attendance, 4500);
  assert.equal(fields.average_stream_viewers, 65000);
  assert.equal(extract("The season has one round.\n").fields.events_per_season, 1);
});

Deno.test("Norwegian Nynorsk prose: founding, counts, season, denials, money, growth, history", () => {
  const { fields } = extract(
    "Vestlandscupen i sommarskiskyting vart stifta i 2004 av fire klubbar. Me har rundt 320 " +
      "registrerte løparar no. Sesongen byrjar i juni og varer i 14 veker. Kvar rennhelg har om " +
      "lag 12 startar. Det kjem gjerne 300 til 500 tilskodarar på ei rennhelg.\n\n" +
      "Me har ikkje nokon offisiell datastraum. Me har resultatlister heilt sidan 2008.\n\n" +
      "Noko eige integritetsprogram har me ikkje, det har ikkje vore trong for det. Me har " +
      "heller ingen avtalar med spelselskap.\n\n" +
      "Inntektene våre var på om lag 1,2 mill. kroner i 2025, av det kom 450 000 kr frå " +
      "sponsorar. Talet på påmelde auka med 12 prosent frå 2024 til 2025.\n",
  );
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.athletes_count, 320);
  assert.equal(fields.season_start_month, "June");
  assert.equal(fields.season_length_weeks, 14);
  assert.equal(fields.contests_per_event, 12);
  assert.equal(fields.average_attendance, 400);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, YEAR - 2008);
  assert.equal(fields.integrity_program, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.annual_revenue_usd, 1_200_000);
  assert.equal(fields.sponsorship_revenue_usd, 450_000);
  assert.equal(fields.growth_rate_percent, 12);
});

Deno.test("a Nordic definite plural is read as its noun ('Inntektene', 'klubbarna')", () => {
  assert.equal(
    extract("Inntektene var 1,2 millioner kroner i 2025.\n").fields.annual_revenue_usd,
    1_200_000,
  );
  assert.equal(extract("Klubbarna: 14\n").fields.teams_count, 14);
  // (Not a German plural in "-en": "Rennen" stays the races.)
  assert.equal(extract("Wir fahren 8 Rennen pro Saison.\n").fields.athletes_count, undefined);
});

Deno.test("Nordic number words; 'ni', 'ti', 'to', 'fire' only before a Nordic plural", () => {
  assert.equal(extract("Ni klubbar i Hallingdal og Valdres står bak.\n").fields.teams_count, 9);
  assert.equal(extract("Sesongen varer i ti veker.\n").fields.season_length_weeks, 10);
  assert.equal(extract("Det er fem løp i cupen.\n").fields.events_per_season, 5);
  assert.equal(extract("Vi har seks renn i sesongen.\n").fields.events_per_season, 6);
  assert.equal(extract("We sent it to teachers and parents.\n").fields.athletes_count, undefined);
  assert.equal(extract("Clubs: fire stations nearby\n").fields.teams_count, undefined);
});

Deno.test("an Icelandic profile: labels in their cases, months, 'millj. kr.' in ISK, 'Engir'", () => {
  const { fields } = extract(
    "Skeiðmótaröð Suðurlands\nAtriði | Upplýsingar\nÍþrótt | Skeið á íslenskum hestum\n" +
      "Fyrst haldin | 2015\nAðsetur | Rangárbakkar, 850 Hella\nVefsíða | skeid.is\n" +
      "Skráðir knapar | 62\nTímabil hefst | júní\nLengd tímabils | 12 vikur\n" +
      "Mót á tímabili | 4\nSprettir á hverju móti | um 30\nÁhorfendur á móti | 400–700\n" +
      "Söguleg gögn | frá 2015\nHeiðarleikaáætlun | Engin formleg\n" +
      "Samstarfsaðilar í veðmálum | Engir\nTekjur 2025 | 18 millj. kr.\n" +
      "Tengiliður\nAtriði | Upplýsingar\nNafn | Hrafnhildur Jónsdóttir\n" +
      "Starfsheiti | mótsstjóri\nSími | +354 897 3120\n",
  );
  assert.equal(fields.league_name, "Skeiðmótaröð Suðurlands");
  assert.equal(fields.founded_year, 2015);
  assert.equal(fields.headquarters, "Rangárbakkar, 850 Hella");
  assert.equal(fields.athletes_count, 62);
  assert.equal(fields.season_start_month, "June");
  assert.equal(fields.season_length_weeks, 12);
  assert.equal(fields.events_per_season, 4);
  assert.equal(fields.contests_per_event, 30);
  assert.equal(fields.average_attendance, 550);
  assert.equal(fields.historical_data_years, YEAR - 2015);
  assert.equal(fields.integrity_program, false);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.contact_name, "Hrafnhildur Jónsdóttir");
  assert.equal(fields.contact_title, "mótsstjóri");
  assert.deepEqual(
    parseMoney("18 millj. kr.", "", currencyContext("Vefsíða: skeid.is"))?.original,
    { amount: 18_000_000, currency: "ISK" },
  );
});

Deno.test("Nordic league names in one word, with the sport after 'i' or a place after", () => {
  for (
    const [text, name] of [
      [
        "Vestlandscupen i sommarskiskyting vart stifta i 2004.",
        "Vestlandscupen i sommarskiskyting",
      ],
      ["Meistaradeildin í glímu. Deildin var stofnuð árið 2009.", "Meistaradeildin í glímu"],
      ["Kappróðrarrøðin er den færøske kaproningsserie.", "Kappróðrarrøðin"],
    ]
  ) assert.equal(extract(`${text}\n`).fields.league_name, name);
});

Deno.test("Nynorsk signatures and titles; held since a year is founded then", () => {
  const { fields } = extract(
    "Nordvestcupen i hopp har vore arrangert kvar vinter sidan 1997.\n\nHelsing\n" +
      "Oddvar Hjelle\nsportsleg leiar, Nordvestcupen i hopp\n",
  );
  assert.equal(fields.founded_year, 1997);
  assert.equal(fields.contact_name, "Oddvar Hjelle");
  assert.equal(fields.contact_title, "sportsleg leiar");
  assert.equal(
    extract("The cup has been held every winter since 1997.\n").fields.founded_year,
    1997,
  );
  assert.equal(extract("Results have been kept since 2008.\n").fields.founded_year, undefined);
});

Deno.test("a form's blank rows say nothing; one final's crowd is no average gate", () => {
  const { fields } = extract(
    "Item | Answer\nIntegrity program / partner |\nAnti-doping |\nBetting partners | None\n" +
      "Spectators (Masters Final) | approx. 300\nLive viewers (Masters Final 2025) | 1,800\n",
  );
  assert.equal(fields.integrity_program, undefined);
  assert.equal(fields.anti_doping_policy, undefined);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.average_stream_viewers, 1800);
});

Deno.test("a bare none to 'X / Y' of two things answers the first; 'no teams' counts none", () => {
  const { fields } = extract(
    "Q3. Number of teams and registered athletes.\nA. Barrel racing is an individual sport, so " +
      "no teams. 385 members hold a 2025 FBRS card.\nQ13. Betting partners / legal markets.\n" +
      "A. None.\n",
  );
  assert.equal(fields.teams_count, undefined);
  assert.equal(fields.athletes_count, 385);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.betting_legal_markets, undefined);
  // (One thing in two languages is one question: "Antall lag / Number of teams".)
  assert.equal(extract("Antall lag / Number of teams: 12\n").fields.teams_count, 12);
});

Deno.test("a heading of betting alone asks for partners; the law or a denial names none", () => {
  assert.deepEqual(
    extract("Betting: none, and I would be surprised if any bookmaker was interested.\n").fields
      .existing_betting_partners,
    [],
  );
  assert.deepEqual(
    extract(
      "- Betting: Olimpbet remains our official partner; we also signed with Fonbet Kazakhstan " +
        "in March.\n",
    ).fields.existing_betting_partners,
    ["Olimpbet", "Fonbet Kazakhstan"],
  );
  assert.equal(
    extract("Betting: legal in Sweden and Norway through licensed operators.\n").fields
      .existing_betting_partners,
    undefined,
  );
  assert.deepEqual(
    extract("Betting: the SPVL has no betting partners.\n").fields.existing_betting_partners,
    [],
  );
  assert.deepEqual(
    extract("Spel: me har ingen spelpartnarar og har ikkje tenkt å få det heller.\n").fields
      .existing_betting_partners,
    [],
  );
  assert.deepEqual(
    extract("> Q11. Betting partners\n\nNone so far. Betting is licensed in Kenya by the BCLB.\n")
      .fields.existing_betting_partners,
    [],
  );
});

Deno.test("venues named with a remark in brackets; fight nights held at a place", () => {
  assert.deepEqual(
    extract(
      "Regular stops are Lake St. Clair, Lake Erie’s Western Basin (launching from Port Clinton), " +
        "Saginaw Bay and Chautauqua Lake.\n",
    ).fields.venues?.length,
    4,
  );
  assert.deepEqual(
    extract(
      "Q6. Where are the events held?\nFight nights are held at the Ayutthaya Historical Park " +
        "Arena (6 nights) and at the Rangsit Cultural Hall.\n",
    ).fields.venues?.[0],
    "Ayutthaya Historical Park Arena",
  );
});

Deno.test("an office's address with numbers in it; 'Office:' inside a two-part answer", () => {
  assert.equal(
    extract("Our office is at House 14, Road 3, Nasirabad Housing Society, Chattogram 4203.\n")
      .fields.headquarters,
    "House 14, Road 3, Nasirabad Housing Society, Chattogram 4203",
  );
  assert.equal(
    extract("We are based in Toronto, 2019 was our first season.\n").fields.headquarters,
    "Toronto",
  );
  const { fields } = extract(
    "Q2. When was the league founded and where is the office?\nAns. Established in 2019. " +
      "Office: Lathial Bhaban, 112 N.S. Road, Kushtia-7000.\n",
  );
  assert.equal(fields.founded_year, 2019);
  assert.equal(fields.headquarters, "Lathial Bhaban, 112 N.S. Road, Kushtia-7000");
});

Deno.test("a question of parts answered part by part: (a) (b) (c), or 'X / Y' with 'a / b'", () => {
  const parts = extract(
    "Q12. (a) Integrity programme (b) Integrity partner (c) Anti-doping\n" +
      "Ans. (a) Nil (b) N.A. (c) Yes, PWF rules and NADO testing at finals.\n" +
      "Q13. (a) Betting partners (b) Legal markets\nAns. (a) Nil (b) N.A.\n" +
      "Q4. (a) Who are your broadcast partners? (b) Which streaming platforms? (c) What is the " +
      "average stream audience?\nAns. (a) DD Chandana (b) YouTube and Facebook (c) about 12,000 " +
      "per match day\n",
  ).fields;
  assert.equal(parts.integrity_program, false);
  assert.equal(parts.integrity_partner, undefined);
  assert.equal(parts.anti_doping_policy, true);
  assert.deepEqual(parts.existing_betting_partners, []);
  assert.equal(parts.betting_legal_markets, undefined);
  assert.deepEqual(parts.broadcast_partners, ["DD Chandana"]);
  assert.deepEqual(parts.streaming_platforms, ["YouTube", "Facebook"]);
  assert.equal(parts.average_stream_viewers, 12000);
  const money = extract("21 | 2025 revenue / sponsorship | $1,350,000 / $480,000\n").fields;
  assert.equal(money.annual_revenue_usd, 1_350_000);
  assert.equal(money.sponsorship_revenue_usd, 480_000);
});

Deno.test("a figure given for two seasons is the latest season's", () => {
  assert.equal(
    extract("Average attendance: 2024: 2,100; 2025: 2,600\n").fields.average_attendance,
    2600,
  );
  assert.equal(
    extract("11 | Average attendance per stop | 2024: 540 / 2025: 650\n").fields
      .average_attendance,
    650,
  );
  const { fields } = extract(
    "Q3. Participation – clubs and registered paddlers\n" +
      "Ans. 2024/25: 22 clubs, 1,640 paddlers; 2025/26: 24 clubs, 1,720 paddlers.\n",
  );
  assert.equal(fields.teams_count, 24);
  assert.equal(fields.athletes_count, 1720);
});

Deno.test("the contact a reply hands on to: 'should go to our Director of …, Name', 'Our secretary Name is the best person'", () => {
  const cornhole = extract(
    "From: Kayla Dunn <kayla.dunn@midsouthcornhole.com>\nSubject: RE: Questionnaire\n\n" +
      "Good afternoon Sarah,\n\nAnything about data or a partnership going forward should go\n" +
      "to our Director of Operations, Travis Keller (cc'd), at\n" +
      "tkeller@midsouthcornhole.com or (901) 555-0142 - he is your contact.\n\nThanks,\n" +
      "Kayla Dunn\nExecutive Assistant to the Commissioner\n",
  ).fields;
  assert.equal(cornhole.contact_name, "Travis Keller");
  assert.equal(cornhole.contact_title, "Director of Operations");
  assert.equal(cornhole.contact_email, "tkeller@midsouthcornhole.com");
  assert.equal(cornhole.contact_phone, "(901) 555-0142");
  const campdraft = extract(
    "From: Northern Rivers Campdraft Series <secretary@nrcampdraft.com.au>\n\nHi,\n\n" +
      "Our secretary Fiona Gallagher is the best person to talk to about any\npartnership.\n\n" +
      "Cheers,\nCol\n\n--\nColin Breen          President         0428 551 903\n" +
      "Fiona Gallagher            Secretary         0409 117 268  secretary@nrcampdraft.com.au\n",
  ).fields;
  assert.equal(campdraft.contact_name, "Fiona Gallagher");
  assert.equal(campdraft.contact_phone, "0409 117 268");
});

Deno.test("'please contact our Joint Secretary Mr. Name'; 'I wrote as Tk 48 lakh' is taken back", () => {
  const { fields } = extract(
    "* Our revenue for 2025 I wrote as Tk 48 lakh. Correct figure after audit is Tk 51.5 lakh.\n\n" +
      "For day-to-day communication please contact our Joint Secretary\nMr. Shafiqul Islam Rony " +
      "(mobile 01819-442273, email rony.blcl@gmail.com), he is good in English.\n",
  );
  assert.equal(fields.contact_name, "Shafiqul Islam Rony");
  assert.equal(fields.contact_title, "Joint Secretary");
  assert.equal(fields.contact_email, "rony.blcl@gmail.com");
  assert.notEqual(fields.annual_revenue_usd, parseMoney("Tk 48 lakh", "")?.value);
});

Deno.test("data delivered in a format, said as a fact, is a feed; a planned one is not", () => {
  const given = extract(
    "Die Daten stellen wir seit dieser Saison als JSON über eine REST-Schnittstelle zur " +
      "Verfügung.\n",
  ).fields;
  assert.equal(given.data_feed_format, "JSON über eine REST-Schnittstelle");
  assert.equal(given.has_official_data_feed, true);
  assert.equal(
    extract("We plan to offer JSON over WebSocket from 2027.\n").fields.has_official_data_feed,
    undefined,
  );
});

Deno.test("Vietnamese prose: đội, võ sĩ, chặng, trận đối kháng, người/chặng, khởi tranh", () => {
  const { fields } = extract(
    "Mùa giải 2026 mở rộng lên 16 đội, với tổng số 320 võ sĩ đã đăng ký thi đấu. Mùa giải " +
      "khởi tranh ngày 15 tháng 3 năm 2026. Số chặng tăng từ 12 lên 14 chặng; mỗi chặng vẫn gồm " +
      "20 trận đối kháng. Lượng khán giả trực tiếp trung bình là 2.800 người/chặng.\n",
  );
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.athletes_count, 320);
  assert.equal(fields.season_start_month, "March");
  assert.equal(fields.events_per_season, 14);
  assert.equal(fields.contests_per_event, 20);
  assert.equal(fields.average_attendance, 2800);
});

Deno.test("Norwegian letters: registered jumpers, races over the winter, 'består av to', back to a year", () => {
  const { fields } = extract(
    "Per i dag har vi 145 registrerte hoppere med lisens. Sesongen varer i fire måneder, med " +
      "sju renn fordelt på vinteren. Hvert renn består av to konkurranser, lørdag og søndag. " +
      "Vi har fullstendige resultater tilbake til 2003.\n",
  );
  assert.equal(fields.athletes_count, 145);
  assert.equal(fields.events_per_season, 7);
  assert.equal(fields.contests_per_event, 2);
  assert.equal(fields.historical_data_years, YEAR - 2003);
  // ("består" holds no "best": a peak's word is a word of its own.)
  assert.equal(
    extract("Our best night had 5,000 spectators.\n").fields.average_attendance,
    undefined,
  );
});

Deno.test("word boundaries in Unicode: an English word inside a word of another language is none", () => {
  // ("après" is no April, "generální" no Catalan January, "września" is September.)
  assert.equal(parseMonth("après la saison"), null);
  assert.equal(parseMonth("generální sekretář"), null);
  assert.equal(parseMonth("od września")?.value, "September");
  // ("krótką" holds no "kr", "ČSOS" no Somali shilling.)
  assert.equal(currencyIn("krótką ankietę 1 200", currencyContext("Kraków")), undefined);
  assert.equal(currencyIn("ČSOS 1 200", currencyContext("Brno")), undefined);
  // ("kesällä" holds no Kenyan shilling, "gelöst" no lari, "Idrættens" no rupiah.)
  for (const text of ["kesällä 45 000", "gelöst 1 200", "Idrættens Hus 12 000", "geprüft 500"]) {
    assert.equal(currencyIn(text, currencyContext("")), undefined, text);
  }
  // ("približno" holds no "no": about 300 spectators is no denial.)
  assert.equal(
    extract("Gledalci: približno 300 na tekmo\n").fields.average_attendance,
    300,
  );
});

Deno.test("'each league day has 30 to 40 matches': what one event of two words is made of", () => {
  const { fields } = extract(
    "We have 8 league days per season, each league day has 30 to 40 matches depending on the " +
      "bracket.\n",
  );
  assert.equal(fields.events_per_season, 8);
  assert.equal(fields.contests_per_event, 35);
});

Deno.test("the sport a league's name holds, written in the text as a common noun", () => {
  const filler = Array.from({ length: 18 }, (_, i) => `Question ${i + 1}: answer ${i + 1}`);
  const whole = (text: string) =>
    extract(
      `${text}\nFounded: 2016\nWebsite: www.example.kz\nTeams: 12\nAthletes: 180\n` +
        "Season start: October\nSeason length: 30 weeks\nEvents per season: 9\n" +
        "Matches per event: 72\nAverage attendance: 300\nStreaming: YouTube\n" +
        "Stream viewers: 8,500\nSocial followers: 58,000\nLive data feed: yes\n" +
        "Latency: 5 seconds\nResults since: 2016\nIntegrity programme: no\n" +
        "Anti-doping: yes\nBetting partners: none\nRevenue: USD 100,000\n" +
        `Contact: Aigerim Seitkali\n${filler.join("\n")}\n`,
    ).fields.sport;
  assert.equal(
    whole("National Toguz Kumalak League\nWe organise team competitions in toguz kumalak."),
    "toguz kumalak",
  );
  assert.equal(
    whole("Liga Norte de Bolo Palma\nLa modalidad es el bolo palma."),
    "bolo palma",
  );
  // (A name whose words the text never writes in lower case names no sport.)
  assert.equal(whole("Northern Rivers Series\nWe run the Northern Rivers Series."), undefined);
});

Deno.test("a label's answer wrapped with a hanging indent is one line; 'the first two rounds' counts none", () => {
  const { fields } = extract(
    "Year founded: 1987, the first season was run from the mart office in\n  Builth Wells.\n" +
      "Office address: The Old Mart Office, Smithfield Road, Builth Wells,\n  Powys LD2 3AA.\n" +
      "Runs per trial: usually between 50 and 70, depending on daylight and\n  the course.\n",
  );
  assert.equal(fields.founded_year, 1987);
  assert.equal(
    fields.headquarters,
    "The Old Mart Office, Smithfield Road, Builth Wells, Powys LD2 3AA",
  );
  // (A nested key or a list under a heading is no wrapped answer.)
  const nested = extract("audience:\n  broadcast: none\n  streaming:\n    - YouTube\n").fields;
  assert.deepEqual(nested.broadcast_partners, []);
  assert.equal(
    extract(
      "4) Latence du flux : après mesure sur les deux premières journées de 2026, la latence " +
        "moyenne est de 3 secondes.\n",
    ).fields.events_per_season,
    undefined,
  );
});

Deno.test("German letters: Ligaleitung sitzt in, Turner and Schützen, Ligasaison, years before venues, XML-Schnittstelle", () => {
  const { fields } = extract(
    "Die Ligaleitung sitzt in Ingolstadt, unsere Wettkämpfe finden aber in ganz Bayern statt. " +
      "Insgesamt sind 168 Turnerinnen und Turner für die Liga gemeldet. Die Ligasaison beginnt " +
      "im Februar. Austragungsorte sind 2026 die Saturn-Arena-Nebenhalle in Ingolstadt und die " +
      "Mehrzweckhalle Weißenburg. Bewertet wird jede Übung von einem Kampfgericht aus vier " +
      "Wertungsrichtern. Wettanbieter sind bei uns kein Thema. Radio Pilatus berichtet " +
      "regelmässig, und Tele 1 sendet vom Final eine Zusammenfassung. Die Resultate werden über " +
      "eine XML-Schnittstelle zur Verfügung gestellt. Unser Archiv mit sämtlichen Ranglisten " +
      "reicht bis 1998 zurück.\n",
  );
  assert.equal(fields.headquarters, "Ingolstadt");
  assert.equal(fields.athletes_count, 168);
  assert.equal(fields.season_start_month, "February");
  assert.deepEqual(fields.venues, ["Saturn-Arena-Nebenhalle", "Mehrzweckhalle Weißenburg"]);
  assert.equal(fields.officiating, "einem Kampfgericht aus vier Wertungsrichtern");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.deepEqual(fields.broadcast_partners, ["Radio Pilatus", "Tele 1"]);
  assert.equal(fields.data_feed_format, "XML-Schnittstelle");
  assert.equal(fields.has_official_data_feed, true);
  assert.equal(fields.historical_data_years, YEAR - 1998);
});

Deno.test("a title with the document's word after a dash; teams beside the clubs they come from; a street's house number counts nothing", () => {
  const profile = extract(
    "Bayerische Rhönrad-Liga – Ligaprofil\nAnzahl Vereine | 11 Vereine mit zusammen 14 " +
      "Mannschaften\nLivestream | Ja, YouTube-Kanal „Rhönrad Bayern“\n",
  ).fields;
  assert.equal(profile.league_name, "Bayerische Rhönrad-Liga");
  assert.equal(profile.teams_count, 14);
  assert.deepEqual(profile.streaming_platforms, ["YouTube"]);
  assert.equal(
    extract(
      "Clubs: En la División de Honor compiten 12 clubes. Existe además una Primera División " +
        "con 9 equipos.\n",
    ).fields.teams_count,
    12,
  );
  assert.equal(
    extract("Verein zur Förderung des Seifenkistensports · Kalvarienbergstraße 12 · 8700 Leoben\n")
      .fields.teams_count,
    undefined,
  );
});

Deno.test("runners and races in the corpus's languages; races counted alone are the season's, of each event the event's", () => {
  for (
    const text of [
      "The league was founded in 2009. We have 14 clubs and 320 runners. The season starts in " +
      "May, 6 races, about 800 spectators per race.",
      "La lega è stata fondata nel 2009. Abbiamo 14 società e 320 atleti. La stagione inizia a " +
      "maggio, 6 gare, circa 800 spettatori per gara.",
      "Liigan perustettiin 2009. Meillä on 14 seuraa ja 320 juoksijaa. Kausi alkaa " +
      "toukokuussa, 6 kilpailua, noin 800 katsojaa per kilpailu.",
    ]
  ) {
    const { fields } = extract(`${text}\n`);
    assert.equal(fields.athletes_count, 320, text);
    assert.equal(fields.events_per_season, 6, text);
    assert.equal(fields.average_attendance, 800, text);
  }
  const each = extract("Auf dem Programm stehen 9 Renntage mit jeweils 6 Rennen.\n").fields;
  assert.equal(each.events_per_season, 9);
  assert.equal(each.contests_per_event, 6);
  // ("courses" in English are venues, not races.)
  assert.deepEqual(extract("Courses: Lake Ruataniwha\n").fields.venues, ["Lake Ruataniwha"]);
});

Deno.test("a Nynorsk mail header: 'Frå:' is the sender, 'Emne:' nobody's title; a day and month count nothing", () => {
  const { fields } = extract(
    "Emne: Sv: Re: Partnership questionnaire – Hallingdal Trugecup\n" +
      "Frå: Knut Arne Rudningen <knut.arne@trugecup.no>\nDato: 5. mars 2026 07:41\n\n" +
      "Hei igjen Emma, eit par rettingar.\n\nResten stemmer. Ring gjerne, 950 11 482\n\n" +
      "Knut Arne\n\nSendt frå iPhonen min\n",
  );
  assert.equal(fields.contact_name, "Knut Arne Rudningen");
  assert.equal(fields.contact_title, undefined);
  assert.equal(
    extract("Kausi alkaa toukokuussa, eka osakilpailu on Joensuun Laulurinteellä 23.5.\n").fields
      .events_per_season,
    undefined,
  );
});

Deno.test("a form export whose answers point at their questions by id (Typeform's shape)", () => {
  const { fields } = extractJson({
    form: {
      id: "Rk7qW2xN",
      title: "Partner Questionnaire",
      fields: [
        { id: "f01", ref: "org_name", type: "short_text", title: "Name of your league" },
        { id: "f03", ref: "founded", type: "number", title: "Year founded" },
        {
          id: "f08",
          ref: "season",
          type: "dropdown",
          title: "In which month does your season start?",
        },
        { id: "f13", ref: "tv", type: "multiple_choice", title: "Streaming platforms" },
      ],
    },
    items: [{
      answers: [
        { field: { id: "f01", type: "short_text" }, type: "text", text: "Lakes & Fells League" },
        { field: { id: "f03", type: "number" }, type: "number", number: 1906 },
        { field: { id: "f08", type: "dropdown" }, type: "choice", choice: { label: "May" } },
        {
          field: { id: "f13", type: "multiple_choice" },
          type: "choices",
          choices: { labels: ["YouTube", "Facebook Live"] },
        },
      ],
    }],
  });
  assert.equal(fields.league_name, "Lakes & Fells League");
  assert.equal(fields.founded_year, 1906);
  assert.equal(fields.season_start_month, "May");
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Facebook Live"]);
  // (The form's own titles answer nothing: "Partner Questionnaire" is no league's name.)
  assert.equal(fields.contact_title, undefined);
});

Deno.test("answers by number several to a line, matched to the quoted questions' numbers", () => {
  const { fields } = extract(
    "From: Darren Pask <darren@eabrc.co.uk>\nSubject: RE: partner questionnaire\n\n" +
      "Morning Kieran,\n\nAnswers below, numbers match yours.\n\n" +
      "1) 1979   2) Fenmarsh Raceway, Sutton Road, Wisbech PE13 2RT   3) eabrc.co.uk\n" +
      "4) 38   5) 512 (2025 licences)\n\nCheers\nDarren\n\n" +
      "From: Kieran Doyle <kieran.doyle@tracksideanalytics.ie>\nSent: 03 February 2026 15:26\n" +
      "Subject: partner questionnaire\n\nHi Darren,\n\n1. What year was the championship founded?\n" +
      "2. Where is your head office?\n3. Website?\n4. How many teams or drivers' clubs?\n" +
      "5. How many licensed drivers?\n",
  );
  assert.equal(fields.founded_year, 1979);
  assert.equal(fields.website, "eabrc.co.uk");
  assert.equal(fields.athletes_count, 512);
  // (Numbers that do not follow one another split nothing: "Route 66  7) …".)
  assert.equal(extract("Route 3) closed  7) open\n").fields.events_per_season, undefined);
});

Deno.test("an address, a heading's joining word or a sentence's date is no answer", () => {
  // "Haus des Sports, Pfarrplatz 11, 39100 Bozen": the house number and postcode name no sport.
  const office = extract("Haus des Sports, Pfarrplatz 11, 39100 Bozen\n").fields;
  assert.equal(office.sport, undefined);
  assert.equal(office.headquarters, "Haus des Sports, Pfarrplatz 11, 39100 Bozen");
  // "INTEGRITY | AND | ANTI-": "AND" is neither a partner nor a yes.
  const heading = extract("INTEGRITY \tAND \tANTI-\nDOPING\n").fields;
  assert.equal(heading.integrity_partner, undefined);
  assert.equal(heading.integrity_program, undefined);
  assert.equal(
    extract("Integrity monitoring: Sportradar\n").fields.integrity_partner,
    "Sportradar",
  );
  // A sentence cut by a wrapped line gives no season length from a date's figure.
  assert.equal(
    extract(
      "Hawassa and Dire Dawa clubs were accepted last week. The season\n" +
        "will again start in Tahsas, on Tahsas 1 (10 December 2026), with the final.\n",
    ).fields.season_length_weeks,
    undefined,
  );
  assert.equal(extract("Season length: 22 weeks\n").fields.season_length_weeks, 22);
});

Deno.test("live on a platform is streaming; a price from an amount is no revenue", () => {
  const live = extract("Transmissões: em direto no YouTube\n").fields;
  assert.equal(live.broadcast_partners, undefined);
  assert.deepEqual(live.streaming_platforms, ["YouTube"]);
  const both = extract("Broadcast: live on YouTube, Sky Sports\n").fields;
  assert.deepEqual(both.broadcast_partners, ["Sky Sports"]);
  assert.deepEqual(both.streaming_platforms, ["YouTube"]);
  assert.equal(extract("Ingressos a partir de R$ 40.\n").fields.annual_revenue_usd, undefined);
  assert.equal(extract("Ingressos: a partir de R$ 40.\n").fields.annual_revenue_usd, undefined);
  assert.equal(extract("Ingressos totals: 240.000 €\n").fields.annual_revenue_usd, 259200);
  assert.equal(extract("Income from sponsors: £40,000\n").fields.sponsorship_revenue_usd, 50800);
});

Deno.test("a none to partners and legal markets that says nothing of the law answers the partners", () => {
  for (
    const text of [
      "> Bestehen Partnerschaften mit Wettanbietern? In welchen Ländern sind\n" +
      "> Wetten auf Ihren Sport legal?\n\nNein, keine. Ob man in Deutschland oder Österreich " +
      "überhaupt auf\nFingerhakeln wetten darf, weiß ich ehrlich gesagt nicht.\n",
      "> 7. Betting partners and markets where betting is legal?\n\n" +
      "Букмекерських партнерів немає. Чи приймає хтось ставки на ракетлон, не\nзнаю.\n",
    ]
  ) assert.equal(extract(text).fields.betting_legal_markets, undefined);
});

Deno.test("a quoted question wrapped over two lines is asked whole; an answer's sentence goes on to its stop", () => {
  const reply = extract(
    "> Gibt es Fernseh- oder Radiopartner? Streaming? Wie viele Zuschauer\n" +
      "> erreichen Sie damit?\n\n" +
      "Einen Fernsehpartner haben wir nicht, das BR Fernsehen war letztes Jahr\n" +
      "zweimal zum Drehen da, aber ohne Vertrag. Unser Medienpartner ist Radio\n" +
      "Oberland, die bringen nach jedem Preishakeln die Ergebnisse. Seit 2024\n" +
      "streamen wir die Finalgänge live auf Facebook, da schauen so 800 bis\n" +
      "1.000 Leute zu.\n",
  );
  assert.equal(reply.fields.average_stream_viewers, 900);
  assert.deepEqual(reply.evidence.average_stream_viewers?.range, [800, 1000]);
});

Deno.test("'mil' after a decimal point is a million, 'lac' is lakh, and last season's figure is taken back", () => {
  assert.equal(extract("Revenue: RM2.6 mil last year.\n").fields.annual_revenue_usd, 572000);
  assert.equal(extract("Season views: 1.4 mil last year\n").fields.annual_viewership, 1400000);
  // (Spanish and Portuguese thousands keep a decimal comma or none: "310 mil euros".)
  assert.equal(extract("Ingresos: 310 mil euros\n").fields.annual_revenue_usd, 334800);
  // (Rupees alone are Indian: 9.5 million INR.)
  assert.equal(extract("Sponsorship: Rs. 95 lac\n").fields.sponsorship_revenue_usd, 114000);
  assert.equal(
    extract(
      "6. Sponsorship: the Rs. 95 lac in the form was last season's figure. For 2025-26 we have\n" +
        "   Rs. 1.1 crore confirmed.\n",
    ).fields.sponsorship_revenue_usd,
    132000,
  );
});

Deno.test("a sentence over a numbered list is no label; a contact kept as the focal person, or dealt with", () => {
  const followup = extract(
    "Assalam o Alaikum. Following up on the profile form we sent last week, a few updates from our\n" +
      "side as the season has moved on:\n\n" +
      "1. We now have 18 akharas, not 16. Thatta and Badin were admitted at the December meeting.\n\n" +
      "Please keep Mr. Ghulam Mustafa Jatoi, our General Secretary, as the focal person for the\n" +
      "partnership; you may copy me on media matters.\n\nRegards,\n\nSana Memon\nMedia Officer\n",
  ).fields;
  assert.equal(followup.teams_count, undefined);
  assert.equal(followup.contact_name, "Ghulam Mustafa Jatoi");
  assert.equal(followup.contact_title, "General Secretary");
  const reply = extract(
    "From: Siobhán Ní Fhlatharta <runai@atlanticcurrach.ie>\n" +
      "Cc: Declan Mulkerrin <declan.mulkerrin@atlanticcurrach.ie>\n\nA chara,\n\n" +
      "If you wish to go further, please deal with our operations manager, Declan Mulkerrin, who\n" +
      "looks after the regattas day to day. You can reach him at\n" +
      "declan.mulkerrin@atlanticcurrach.ie or on 087 341 2290.\n\nIs mise le meas,\n\n" +
      "Siobhán Ní Fhlatharta\nRúnaí / Honorary Secretary\n",
  ).fields;
  assert.equal(reply.contact_name, "Declan Mulkerrin");
  assert.equal(reply.contact_title, "operations manager");
  assert.equal(reply.contact_email, "declan.mulkerrin@atlanticcurrach.ie");
});

Deno.test("a budget is the year's revenue unless a revenue is given; a year's fact beats the next year's plan", () => {
  assert.equal(
    extract("18. Budget 2025 : 285 000 €, dont 120 000 € de partenariats privés\n").fields
      .annual_revenue_usd,
    307800,
  );
  assert.equal(
    extract("Revenue: RM2.6 mil last year.\nBudget 2026: RM3 mil\n").fields.annual_revenue_usd,
    572000,
  );
  const revenue = extractJson({ financialsTWDmillions: { revenue2025: 96 } }).fields;
  assert.equal(revenue.annual_revenue_usd, 2976000);
  assert.equal(
    extractJson({ financialsTWDmillions: { revenue2025: 96, budget2026: 118 } }).fields
      .annual_revenue_usd,
    2976000,
  );
});

Deno.test("a figure and its noun alone are a sentence; a numbered answer is no tile", () => {
  const fields = extract("1. 2009\n2. Berck\n4. 9 clubs\n5. 164 pilotes licenciés\n").fields;
  assert.equal(fields.teams_count, 9);
  assert.equal(fields.athletes_count, 164);
  // (A noun of three letters too: "14 løp", "9 lag".)
  const nordic = extract("3. 14 løp\n4. 9 lag\n").fields;
  assert.equal(nordic.events_per_season, 14);
  assert.equal(nordic.teams_count, 9);
});

Deno.test("a German letter: broadcasters that report in a programme, the club's seat, events held, where, what is kept, betting ruled out", () => {
  const { fields } = extract(
    "Der Cup wurde 1983 von sieben Pinzgauer Vereinen ins Leben gerufen, der Vereinssitz ist seither in Mittersill.\n" +
      "Heute gehören ihm 22 Ranggelclubs an, unsere Bewerbe finden also in Österreich und Italien statt.\n" +
      "In dieser Zeit tragen wir 14 Preisranggeln aus, bei denen jeweils rund 120 Gänge ausgetragen werden.\n" +
      "Ranggelplätze sind unter anderem der Festplatz Mittersill, der Hundstein-Gipfel und der Ranggelplatz Rauris.\n" +
      "Tele Ostschweiz zeigt jeden Montag eine Zusammenfassung, und Radio FM1 berichtet in den Nachrichten.\n" +
      "Festgehalten werden Siege, Niederlagen und Gleichgänge.\n" +
      "Wetten lehnt der Vorstand ab, eine Zusammenarbeit mit Wettanbietern ist in unseren Statuten ausgeschlossen.\n",
  );
  assert.equal(fields.headquarters, "Mittersill");
  assert.deepEqual(fields.markets, ["Österreich", "Italien"]);
  assert.equal(fields.events_per_season, 14);
  assert.equal(fields.contests_per_event, 120);
  assert.deepEqual(fields.venues, [
    "Festplatz Mittersill",
    "Hundstein-Gipfel",
    "Ranggelplatz Rauris",
  ]);
  assert.deepEqual(fields.broadcast_partners, ["Tele Ostschweiz", "Radio FM1"]);
  assert.deepEqual(fields.stats_tracked, ["Siege", "Niederlagen", "Gleichgänge"]);
  assert.deepEqual(fields.existing_betting_partners, []);
  const servus = extract(
    "ServusTV zeigt vom Hundstein-Ranggeln jedes Jahr eine Zusammenfassung, und ORF Salzburg berichtet in „Salzburg heute“.\n",
  ).fields;
  assert.deepEqual(servus.broadcast_partners, ["ServusTV", "ORF Salzburg"]);
  // ("Das Fernsehen" is the word for television, no part of the name.)
  assert.deepEqual(
    extract(
      "Das Fernsehen RTV Slovenija zeigt in der Sendung „Športni izziv“ regelmäßig Berichte.\n",
    )
      .fields.broadcast_partners,
    ["RTV Slovenija"],
  );
});

Deno.test("a Finnish letter: founded, stables and drivers, crews and rowers, heats, venues with 'sekä', followers by platform, what is recorded", () => {
  const { fields } = extract(
    "Järvi-Suomen Kirkkovenecup perustettiin vuonna 1986 kokoamaan Saimaan alueen kirkkovenesoudut yhdeksi kilpailusarjaksi.\n\n" +
      "Tällä kaudella sarjassa ajaa 14 tallia ja yhteensä 186 lisenssikuljettajaa, joista 23 naisten luokassa.\n\n" +
      "Kauteen kuuluu seitsemän osakilpailua, ja kussakin osakilpailussa ajetaan noin 40 lähtöä.\n\n" +
      "Radat ovat Ounasvaaran kelkkarata, Pöyliövaaran rata, Sodankylän moottoriurheilukeskus sekä Rukan kelkkarata.\n\n" +
      "Instagramissa meillä on 8 100, Facebookissa 5 300 ja TikTokissa 3 600 seuraajaa.\n\n" +
      "Tilastoimme kierrosajat, lähtöpaikat ja sarjapisteet.\n",
  );
  assert.equal(fields.founded_year, 1986);
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.athletes_count, 186);
  assert.equal(fields.events_per_season, 7);
  assert.equal(fields.contests_per_event, 40);
  assert.deepEqual(fields.venues, [
    "Ounasvaaran kelkkarata",
    "Pöyliövaaran rata",
    "Sodankylän moottoriurheilukeskus",
    "Rukan kelkkarata",
  ]);
  assert.equal(fields.social_followers, 17000);
  assert.deepEqual(fields.stats_tracked, ["kierrosajat", "lähtöpaikat", "sarjapisteet"]);
  const crews = extract(
    "Kuluvalle kaudelle on ilmoittautunut 48 venekuntaa, ja soutajia on yhteensä noin 1 100.\n",
  );
  assert.equal(crews.fields.teams_count, 48);
  assert.equal(crews.fields.athletes_count, 1100);
});

Deno.test("a Finnish correction: what the letter said is taken back, the right figure kept in the same sentence", () => {
  const { fields } = extract(
    "1) Venekuntia: kirjeessä luki 48, oikea luku on 52. Jälki-ilmoittautumiset tuli vasta maaliskuun puolivälissä. Soutajia on siis nyt reilu 1 150.\n",
  );
  assert.equal(fields.teams_count, 52);
  assert.equal(fields.athletes_count, 1150);
});

Deno.test("Finnish: a live results feed or none, doping controls, no integrity programme, 'not yet', and the contact's title before the name", () => {
  const feed = extract(
    "Sarjalla on live-tulospalvelu, ja tulokset ovat saatavilla XML-rajapinnan kautta noin kahden sekunnin viiveellä.\n",
  ).fields;
  assert.equal(feed.has_official_data_feed, true);
  assert.equal(
    extract(
      "Tulokset julkaistaan illalla verkkosivuillamme; reaaliaikaista tulosdataa meillä ei ole.\n",
    )
      .fields.has_official_data_feed,
    false,
  );
  assert.equal(
    extract("Mut livedataa ei vielä tänä vuonna.\n").fields.has_official_data_feed,
    false,
  );
  const integrity = extract(
    "Kuljettajat kuuluvat SUEKin dopingvalvonnan piiriin, ja testejä tehdään vuosittain. Erillistä integriteettiohjelmaa meillä ei ole.\n",
  ).fields;
  assert.equal(integrity.anti_doping_policy, true);
  assert.equal(integrity.integrity_program, false);
  const contact = extract(
    "Yhteyshenkilönä kumppanuusasioissa toimii markkinointipäällikkö Noora Väänänen, noora.vaananen@kelkkacross.fi, puh. 040 718 2294.\n",
  ).fields;
  assert.equal(contact.contact_name, "Noora Väänänen");
  assert.equal(contact.contact_title, "markkinointipäällikkö");
});

Deno.test("a Russian letter: headquarters, boxers, viewers who watch, views in total, the 18–34 share, growth, amounts in сумов", () => {
  const { fields } = extract(
    "Штаб-квартира лиги находится в Ташкенте.\n\n" +
      "В сезоне 2025 года в лиге выступали 12 клубов из 9 регионов страны, профессиональную лицензию лиги имеют 180 боксёров.\n\n" +
      "Онлайн-трансляции идут на YouTube, в среднем их смотрят 42 000 зрителей за вечер.\n\n" +
      "За сезон 2025 года трансляции набрали в сумме 3,1 млн просмотров.\n\n" +
      "Около 58 % нашей аудитории — люди в возрасте от 18 до 34 лет.\n\n" +
      "По сравнению с 2024 годом выручка выросла на 27 %.\n",
  );
  assert.equal(fields.headquarters, "Ташкенте");
  assert.equal(fields.teams_count, 12);
  assert.equal(fields.athletes_count, 180);
  assert.equal(fields.average_stream_viewers, 42000);
  assert.equal(fields.annual_viewership, 3100000);
  assert.equal(fields.audience_age_18_34_percent, 58);
  assert.equal(fields.growth_rate_percent, 27);
  const money = extract("Выручка лиги в 2025 году составила 18,4 млрд сумов.\n");
  assert.equal(money.evidence.annual_revenue_usd?.original?.currency, "UZS");
});

Deno.test("Italian prose: articles and verbs of being count for nothing; the budget, growth and viewers connected", () => {
  assert.equal(
    extract("Il bilancio del 2025 si è chiuso a circa 190.000 euro.\n").fields.annual_revenue_usd,
    205200,
  );
  assert.equal(
    extract("Il pubblico cresce di circa il 10% all'anno, e quest'anno speriamo di fare meglio.\n")
      .fields.growth_rate_percent,
    10,
  );
  assert.equal(
    extract(
      "Facciamo la diretta su YouTube di tutte le giornate e in media siamo sui 1.400 spettatori collegati.\n",
    ).fields.average_stream_viewers,
    1400,
  );
});

Deno.test("a range with its articles: 'tra le 600 e le 900', 'entre los 40 y los 50'", () => {
  const italian = extract("Di solito vengono tra le 600 e le 900 persone a giornata.\n");
  assert.equal(italian.fields.average_attendance, 750);
  assert.deepEqual(italian.evidence.average_attendance?.range, [600, 900]);
  assert.deepEqual(
    extract("Asistencia media: entre los 400 y los 500 espectadores\n").evidence.average_attendance
      ?.range,
    [400, 500],
  );
});

Deno.test("Italian and Spanish prose: 'we started in', and venues 'allo … e al …'", () => {
  const italian = extract(
    "Abbiamo cominciato nel 1996 con quattro squadre e un po' di incoscienza, oggi le squadre sono otto.\n",
  ).fields;
  assert.equal(italian.founded_year, 1996);
  assert.equal(italian.teams_count, 8);
  const spanish = extract("Empezamos en 2009 con seis equipos.\n").fields;
  assert.equal(spanish.founded_year, 2009);
  // (How many there were at the start is no count of today.)
  assert.equal(spanish.teams_count, undefined);
  assert.deepEqual(
    extract(
      "Si gioca allo Sferisterio di Treia, allo Sferisterio Comunale di Santarcangelo e al Campo del Pallone di Mondolfo.\n",
    ).fields.venues,
    [
      "Sferisterio di Treia",
      "Sferisterio Comunale di Santarcangelo",
      "Campo del Pallone di Mondolfo",
    ],
  );
});

Deno.test("a table of two seasons gives the latest: a header on one line with remarks, or broken over lines", () => {
  const oneLine = extract(
    "Particulars \t2025 \t2026 \tRemarks\n" +
      "Spectators per race day (approx.) \t30,000 \t40,000−50,000 \tOn both banks\n" +
      "Live viewers per race day \t1,10,000 \t1,50,000 \tFacebook + YouTube\n" +
      "Revenue (Tk.) \t1.40 crore 1.85 crore 2026 accounts under audit\n",
  );
  assert.deepEqual(oneLine.evidence.average_attendance?.range, [40000, 50000]);
  assert.equal(oneLine.fields.average_stream_viewers, 150000);
  assert.equal(oneLine.evidence.annual_revenue_usd?.original?.amount, 18500000);
  const broken = extract(
    "Sl. No. \tParticulars\n\t\tSeason\n\t\t2025\n\t\t\tSeason\n\t\t\t2026\n\t\t\t\tRemarks\n" +
      "1 \tMember teams \t12 \t14\n" +
      "2 \tRegistered players \t180 \t210 \t15 per team line-up\n" +
      "4 \tAverage gate per game night \t2,750 \t3,200 \tPaid tickets only\n",
  );
  assert.equal(broken.fields.teams_count, 14);
  assert.equal(broken.fields.athletes_count, 210);
  assert.equal(broken.fields.average_attendance, 3200);
});

Deno.test("'(a) Broadcasting partners (b) Streaming platforms' answered part by part", () => {
  const { fields } = extract(
    "Q.8 (a) Broadcasting partners (b) Streaming platforms\n" +
      "Ans: (a) BTV and Channel i (final race day live). (b) YouTube, Facebook and Toffee.\n",
  );
  assert.deepEqual(fields.broadcast_partners, ["BTV", "Channel i"]);
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Facebook", "Toffee"]);
});

Deno.test("South Asian Q&A: 'Q.7' is a question's number, followers in lakh by platform, a title of two parts", () => {
  const { fields } = extract(
    "Q.7 Spectators per round.\nAns: Between 8,000 and 12,000 per round on average.\n" +
      "Q.9 Social media.\nAns: Facebook 3.1 lakh, Instagram 42,000, YouTube 27,500\nsubscribers.\n" +
      "Q.17 Contact person for this partnership.\nAns: Ms. Dilani Wickramasinghe, Manager – Sponsorship & Media.\n",
  );
  assert.equal(fields.average_attendance, 10000);
  assert.equal(fields.social_followers, 379500);
  assert.equal(fields.contact_name, "Dilani Wickramasinghe");
  assert.equal(fields.contact_title, "Manager, Sponsorship & Media");
});

Deno.test("a market written as people somewhere is that country; a country's full name stays whole", () => {
  assert.deepEqual(
    extract(
      "Markets: Philippines, plus OFW viewers in the UAE, Saudi Arabia, Hong Kong and the USA.\n",
    )
      .fields.markets,
    ["Philippines", "UAE", "Saudi Arabia", "Hong Kong", "the USA"],
  );
  assert.deepEqual(
    extract("Markets: Sri Lanka, Maldives and the Sri Lankan community in Australia\n").fields
      .markets,
    ["Sri Lanka", "Maldives", "Australia"],
  );
  assert.deepEqual(
    extract("Markets: Republic of Ireland, Northern Ireland\n").fields.markets,
    ["Republic of Ireland", "Northern Ireland"],
  );
});

Deno.test("Czech typed without diacritics: 'nemame' and 'neni' deny", () => {
  const { fields } = extract(
    "live data nemame, vysledky davame na web vecer po zavode (xls + pdf).\n\n" +
      "nejaky formalni program integrity nemame, neni proc.\n",
  );
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.integrity_program, false);
});

Deno.test("a contact handed on in Norwegian, Swedish, Finnish and Dutch, with the address their mailbox names", () => {
  const norwegian = extract(
    "Fra: Kari Haugen Strand <kari@bilcrossliga.no>\n\nHei,\n\n" +
      "Ta kontakt med vår markedsansvarlige, Ole-Martin Rønning. Han har ansvaret for alle avtaler.\n\n" +
      "Ole-Martin Rønning, markedsansvarlig, ole-martin@bilcrossliga.no\n",
  ).fields;
  assert.equal(norwegian.contact_name, "Ole-Martin Rønning");
  assert.equal(norwegian.contact_title, "markedsansvarlig");
  assert.equal(norwegian.contact_email, "ole-martin@bilcrossliga.no");
  const swedish = extract(
    "Vill ni gå vidare ska ni prata med vår sponsoransvariga Elin Mårtensson, elin.martensson@brannbollsligan.se.\n",
  ).fields;
  assert.equal(swedish.contact_name, "Elin Mårtensson");
  assert.equal(swedish.contact_title, "sponsoransvariga");
  const finnish = extract(
    "Yhteistyösopimukset hoitaa Mikko Lehtola (markkinointivastaava), mikko.lehtola@hameenestesarja.fi.\n",
  ).fields;
  assert.equal(finnish.contact_name, "Mikko Lehtola");
  assert.equal(finnish.contact_title, "markkinointivastaava");
  assert.equal(
    extract("Voor sponsoring en data kun je het beste bij Ilse Hulshof terecht.\n").fields
      .contact_name,
    "Ilse Hulshof",
  );
});

Deno.test("a season from one month to another: its first month and its length, both ends counted", () => {
  for (
    const [text, start, weeks] of [
      ["Sesongen går fra mai til september.\n", "May", 21.7],
      ["Säsongen pågår från maj till augusti.\n", "May", 17.3],
      ["Kausi kestää huhtikuusta syyskuuhun.\n", "April", 26],
      ["Сезон проходит с апреля по октябрь.\n", "April", 30.3],
      ["Het seizoen loopt van april tot en met september.\n", "April", 26],
      ["La saison va de septembre à avril.\n", "September", 34.7],
    ] as const
  ) {
    const { fields } = extract(text);
    assert.equal(fields.season_start_month, start, text);
    assert.equal(fields.season_length_weeks, weeks, text);
  }
  // (A pause in the season spans no season.)
  assert.equal(
    extract(
      "The season begins in September and ends in June, about 40 weeks, with a break from November to March.\n",
    ).fields.season_start_month,
    "September",
  );
});

Deno.test("last year's figure taken back in Swedish, Finnish and Russian; the right one names what it was", () => {
  const swedish = extract(
    "Omsättningen på 1,1 mkr i profilen var förra årets siffra – 2025 landade vi på 1,3 miljoner kronor, varav 420 000 kr i sponsorintäkter.\n",
  );
  assert.equal(swedish.evidence.annual_revenue_usd?.original?.amount, 1300000);
  assert.equal(swedish.evidence.annual_revenue_usd?.original?.currency, "SEK");
  assert.equal(swedish.evidence.sponsorship_revenue_usd?.original?.amount, 420000);
  const finnish = extract(
    "Profiilin 1,35 milj. € oli viime vuoden luku. Vuoden 2025 liikevaihto oli 1,48 milj. € ja sponsorituotot 455 000 €.\n",
  );
  assert.equal(finnish.evidence.annual_revenue_usd?.original?.amount, 1480000);
  assert.equal(finnish.evidence.sponsorship_revenue_usd?.original?.amount, 455000);
  const russian = extract(
    "48,6 млн сом – это показатель 2024 года, в профиле он не обновлён. За 2025 год выручка составила 55,2 млн сом.\n",
  );
  assert.equal(russian.evidence.annual_revenue_usd?.original?.amount, 55200000);
});

Deno.test("no teams with a figure after; 'pr.' is per; words quoted from the question are the asker's", () => {
  assert.equal(
    extract(
      "Q.3 Teams and registered climbers.\nAns: Bouldering is individual, so teams – N.A. Registered climbers: 260 (men 172, women 88).\n",
    ).fields.teams_count,
    undefined,
  );
  const danish = extract("Vi ligger på ca. 650 seere pr. runde på YouTube.\n").fields;
  assert.equal(danish.average_stream_viewers, 650);
  assert.equal(danish.annual_viewership, undefined);
  assert.equal(
    extract(
      'As you asked about "live streaming", we want to clarify that results are posted on our Facebook page after each bout.\n',
    ).fields.streaming_platforms,
    undefined,
  );
});

Deno.test("a league's sport is not read from an e-mail or web address", () => {
  // (A German reply whose sport is named only in the sender's address, "…@rel-einradhockey.de".)
  const text = Deno.readTextFileSync(
    new URL(
      "./fixtures/questionnaires/corpus/dev/p3_einradhockey_rel_antwort.txt",
      import.meta.url,
    ),
  );
  assert.ok(text.includes("@rel-einradhockey.de"));
  assert.equal(extract(text).fields.sport, undefined);
});

Deno.test("who will lead the talks, answered with a title and then the name", () => {
  const { fields } = extract(
    "6. Кто будет вести переговоры о партнёрстве?\n" +
      "Коммерческий директор Айгерим Садыкова. Её прямой телефон: +996 555 41 82 07, почта a.sadykova@alatoo-chabysh.kg.\n",
  );
  assert.equal(fields.contact_name, "Айгерим Садыкова");
  assert.equal(fields.contact_title, "Коммерческий директор");
  assert.equal(fields.contact_email, "a.sadykova@alatoo-chabysh.kg");
});

Deno.test("streaming answered with a sentence of figures names the platforms in it or beside it", () => {
  assert.deepEqual(
    extract("Strømming: Rundt 58 000 seere til sammen over hele sesongen (YouTube og Facebook).\n")
      .fields.streaming_platforms,
    ["YouTube", "Facebook"],
  );
});

Deno.test("a numbered answer of a month span alone is the season; standings and score sheets kept since a year", () => {
  const span = extract("6. De septembre à avril\n").fields;
  assert.equal(span.season_start_month, "September");
  assert.equal(span.season_length_weeks, 34.7);
  assert.equal(extract("14. Tous les classements depuis 2009\n").fields.historical_data_years, 17);
  assert.equal(
    extract("Abbiamo però tutti i tabellini dal 1996 in poi, scansionati in PDF.\n").fields
      .historical_data_years,
    30,
  );
});

Deno.test("an answer by number that gives a person, a title and a phone is the contact", () => {
  const { fields } = extract(
    "De : Jean-Marc Delattre <jm.delattre@opale-charavoile.fr>\n" +
      "Cc : Lucie Vandewalle <lucie.vandewalle@opale-charavoile.fr>\n\nBonsoir,\n\n" +
      "19. +12,5 % de licenciés sur un an\n" +
      "20. Lucie Vandewalle, responsable partenariats (en copie), 06 12 48 77 30\n\n" +
      "Bien cordialement,\n\nJean-Marc Delattre\nPrésident\n",
  );
  assert.equal(fields.contact_name, "Lucie Vandewalle");
  assert.equal(fields.contact_title, "responsable partenariats");
  assert.equal(fields.contact_email, "lucie.vandewalle@opale-charavoile.fr");
  assert.equal(fields.contact_phone, "06 12 48 77 30");
});

Deno.test("French: a rise over a year is growth; a JSON feed with its lag; a feed in preparation is none yet", () => {
  assert.equal(extract("19. +12,5 % de licenciés sur un an\n").fields.growth_rate_percent, 12.5);
  const feed = extract(
    "13. Oui : positions GPS des chars en direct, flux JSON via une API REST, environ 3 secondes de décalage\n",
  ).fields;
  assert.equal(feed.has_official_data_feed, true);
  assert.equal(feed.data_latency_ms, 3000);
  assert.equal(
    extract("Un flux en direct au format JSON est en préparation pour la saison 2026-2027.\n")
      .fields
      .has_official_data_feed,
    false,
  );
});

Deno.test("numbers in words in Czech, Slovak, Polish, Slovenian, Croatian and Hungarian", () => {
  assert.equal(
    extract("Počet družstev: Deset družstev mužů. Registrovaných hráčů máme aktuálně 240.\n").fields
      .teams_count,
    10,
  );
  assert.equal(extract("Liczba drużyn: dwanaście drużyn\n").fields.teams_count, 12);
  assert.equal(extract("Csapatok száma: tizenkét csapat\n").fields.teams_count, 12);
  // ("pet" and "hat" are English words, no numbers.)
  assert.equal(extract("Teams: pet project of the club\n").fields.teams_count, undefined);
});

Deno.test("a reply above the league's own earlier message: the reply's figures win; 'Omsætningen' is revenue", () => {
  const { evidence } = extract(
    "Fra: Birthe Holmgaard Sørensen <bhs@jyskkrolfliga.dk>\nTil: Emma Caldwell <partnerships@sportsdatapartners.com>\n" +
      "Emne: VS: Oplysninger om Jysk Krolf Liga\n\nHej Emma\n\n" +
      "Der er nye tal for i år, og de gælder frem for dem længere nede:\n" +
      "Omsætningen for 2025 endte på 455.000 kr., heraf 150.000 kr. fra sponsorer.\n\n" +
      "Venlig hilsen\nBirthe\n\n-----Oprindelig meddelelse-----\n" +
      "Fra: Birthe Holmgaard Sørensen <bhs@jyskkrolfliga.dk>\nSendt: 24. april 2025 10:31\n" +
      "Til: Kasper Lund <kasper.lund@dgi.dk>\n\nKære Kasper\n\n" +
      "Omsætningen var 410.000 kr. i 2024, heraf 135.000 kr. i sponsorindtægter.\n",
  );
  assert.equal(evidence.annual_revenue_usd?.original?.amount, 455000);
});

Deno.test("Polish typed without its marks: founded, no live data, no integrity programme, złoty, growth, viewers", () => {
  const { fields, evidence } = extract(
    "liga istnieje od 2004, siedziba lublin.\n\n" +
      "transmisja wszystkich turniejow na youtube i facebooku, srednio ok. 1,2 tys. ogladajacych na transmisje.\n\n" +
      "danych na zywo nie mamy, wyniki sa w excelu.\n\nprogramu integralnosci tez nie ma.\n\n" +
      "budzet/przychody 2025 ok. 180 tys. zl, w tym sponsoring ok. 65 tys. zl.\n\n" +
      "liczba zawodnikow rosnie ok. 10% rocznie.\n",
  );
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.average_stream_viewers, 1200);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.integrity_program, false);
  assert.equal(evidence.annual_revenue_usd?.original?.currency, "PLN");
  assert.equal(evidence.annual_revenue_usd?.original?.amount, 180000);
  assert.equal(fields.growth_rate_percent, 10);
});

Deno.test("a Flemish letter: the secretary to turn to, a season to the end of a month, views, growth, match days", () => {
  const { fields } = extract(
    "Het competitieseizoen loopt van september tot eind april.\n\n" +
      "Er worden 22 speeldagen afgewerkt met telkens 26 wedstrijden.\n\n" +
      "Over het hele seizoen 2024-2025 telden wij in totaal 11.200 weergaven.\n\n" +
      "Het aantal leden steeg vorig jaar met 3 %.\n\n" +
      "Voor verdere vragen kunt u terecht bij onze secretaris, mevrouw Annemie Van Looy, via secretariaat@beugelliga.be of op 0476 31 52 08.\n",
  );
  assert.equal(fields.season_start_month, "September");
  assert.equal(fields.events_per_season, 22);
  assert.equal(fields.annual_viewership, 11200);
  assert.equal(fields.growth_rate_percent, 3);
  assert.equal(fields.contact_name, "Annemie Van Looy");
  assert.equal(fields.contact_title, "secretaris");
  assert.equal(fields.contact_phone, "0476 31 52 08");
});

Deno.test("in prose, the clubs that teams come from are no count of teams", () => {
  const { fields } = extract(
    "Onze competitie telt dit seizoen 52 ploegen uit 34 clubs, met samen 612 aangesloten spelers.\n",
  );
  assert.equal(fields.teams_count, 52);
  assert.equal(fields.athletes_count, 612);
  assert.equal(extract("Wir haben 17 Vereine.\n").fields.teams_count, 17);
});

Deno.test("a figure a season written with dashes is the latest season's", () => {
  assert.equal(
    extract(
      "Average attendance per match day: Season 2025 – approx. 1,800 Season 2026 – approx. 2,400\n",
    )
      .fields.average_attendance,
    2400,
  );
  // (A span of years is no season's figure: "2024 – 2025: 1,600".)
  assert.equal(extract("Average attendance 2024 – 2025: 1,600\n").fields.average_attendance, 1600);
});

Deno.test("no agreements with betting companies, in Danish and Finnish", () => {
  for (
    const text of [
      "Vi har ingen aftaler med spilleselskaber.\n",
      "Veikkaus ei ole ottanut kyykkää kohteeksi eikä meillä ole mitään sopimuksia vedonlyöntiyhtiöiden kanssa.\n",
    ]
  ) assert.deepEqual(extract(text).fields.existing_betting_partners, [], text);
});

Deno.test("broadcasters as the subject, after a colon, and in German, Icelandic, Nynorsk and Swedish", () => {
  for (
    const [text, names] of [
      ["En cuanto a medios: Canal Trece transmite la final por televisión.\n", ["Canal Trece"]],
      ["RÚV sýnir frá lokamótinu.\n", ["RÚV"]],
      ["Radio Hallingdal sender direkte frå finalen. Me strøymer ikkje.\n", ["Radio Hallingdal"]],
      ["Radio Gotland sänder från finalen.\n", ["Radio Gotland"]],
      [
        "ORF Steiermark bringt von jedem Lauf einen Beitrag, Antenne Steiermark ist unser Radiopartner.\n",
        ["ORF Steiermark", "Antenne Steiermark"],
      ],
    ] as const
  ) assert.deepEqual(extract(text).fields.broadcast_partners, names, text);
});

Deno.test("a league whose word ends a compound, after a region or an adjective", () => {
  for (
    const [text, name] of [
      ["Pirkanmaan Keilailuliiga perustettiin vuonna 1995.\n", "Pirkanmaan Keilailuliiga"],
      [
        "Tervetuloa! Itä-Suomen Kaukalopallosarja (ISKS) esittäytyy.\n",
        "Itä-Suomen Kaukalopallosarja",
      ],
      ["De Noordelijke Kaatscompetitie bestaat sinds 1990.\n", "Noordelijke Kaatscompetitie"],
      ["Hallingdal Trugecup vart starta i 2012.\n", "Hallingdal Trugecup"],
    ] as const
  ) assert.equal(extract(text).fields.league_name, name, text);
});

Deno.test("Nynorsk: races from one month to another, 'millionar', 'Omsetninga', results that lie since a year, the contact person", () => {
  const cup = extract("Cupen består av 9 løp frå mai til oktober.\n").fields;
  assert.equal(cup.events_per_season, 9);
  assert.equal(cup.season_start_month, "May");
  assert.equal(cup.season_length_weeks, 26);
  assert.equal(
    extract("Omsetninga i 2025 var 1,4 millionar kroner.\n").fields.annual_revenue_usd,
    1400000,
  );
  assert.equal(
    extract("Resultata ligg på nettsida vår frå 2008.\n").fields.historical_data_years,
    18,
  );
  const contact = extract("Kontaktperson er dagleg leiar Kari Nordmann, tlf 900 12 345.\n").fields;
  assert.equal(contact.contact_name, "Kari Nordmann");
  assert.equal(contact.contact_title, "dagleg leiar");
});

Deno.test("an amount after 'of which' is in the currency of the one before it; Norwegian 'starta' and 'sender oppsummering'", () => {
  const english =
    extract("Revenue was £2.3 million, of which 800,000 came from sponsors.\n").evidence;
  assert.equal(english.sponsorship_revenue_usd?.original?.currency, "GBP");
  assert.equal(english.sponsorship_revenue_usd?.original?.amount, 800000);
  const italian = extract(
    "Il bilancio del 2025 si è chiuso a circa 190.000 euro, di cui 85.000 dagli sponsor.\n",
  ).evidence;
  assert.equal(italian.sponsorship_revenue_usd?.original?.amount, 85000);
  assert.equal(extract("Serien ble starta i 2011.\n").fields.founded_year, 2011);
  assert.deepEqual(
    extract("NRK Sport sender oppsummering fra finalen.\n").fields.broadcast_partners,
    ["NRK Sport"],
  );
});

Deno.test("Danish 'hold' after a figure are teams; a share in words is no count", () => {
  const danish = extract("Vi har 24 hold og omkring 300 spillere.\n").fields;
  assert.equal(danish.teams_count, 24);
  assert.equal(danish.athletes_count, 300);
  const swedish = extract("Antalet spelare ökade med 12 procent.\n").fields;
  assert.equal(swedish.athletes_count, undefined);
  assert.equal(swedish.growth_rate_percent, 12);
  // (English "hold" is a verb.)
  assert.equal(extract("We hold 12 events a season.\n").fields.teams_count, undefined);
});

Deno.test("a question of parts: 'N.A.' answers nothing; the question before 'Ans:' states nothing; parts over wrapped lines", () => {
  const na = extract(
    "Q.11 Officiating.\nAns: Race committee of 5 umpires.\n" +
      "Q.12 (a) Integrity programme (b) Anti-doping policy\nAns: (a) Nil. (b) N.A.\n" +
      "Q.13 (a) Existing betting partners (b) Markets where betting is legal\n" +
      "Ans: Betting is not legal in Bangladesh. We have no betting partner.\n",
  ).fields;
  assert.equal(na.integrity_program, false);
  assert.equal(na.anti_doping_policy, undefined);
  assert.equal(
    extract("Q.12 Anti-doping policy\nAns: N.A.\n").fields.anti_doping_policy,
    undefined,
  );
  // A part's letter at a line's end, its answer on the next; a part that names no field alone.
  const parts = extract(
    "Q.11 (a) Integrity programme (b) Partner (c) Anti-doping\n" +
      "Ans: (a) Yes, we have Race Integrity Committee since 2023 with written rules and penalty. (b)\n" +
      "Department of Livestock Development (veterinary checks). (c) Yes – saliva and blood test of\n" +
      "buffalo before race, and jockey alcohol test.\n",
  ).fields;
  assert.equal(parts.integrity_program, true);
  assert.equal(parts.anti_doping_policy, true);
  // A question whose last word the PDF broke over a line.
  const wrapped = extract(
    "Q.14 (a) Integrity programme (b) Integrity partner (c) Anti-\ndoping\n" +
      "Ans: (a) No formal programme. (b) Nil. (c) Yes – competitors are\n" +
      "tested under SLADA rules at two rounds per season.\n",
  ).fields;
  assert.equal(wrapped.integrity_program, false);
  assert.equal(wrapped.anti_doping_policy, true);
});

Deno.test("a none of betting partners leaves the law unanswered when only a later sentence speaks of it", () => {
  const fields = extract(
    "Q17. Do you presently have any betting partners? In which jurisdictions is betting on your league\n" +
      "legal?\nAns. We do not have any betting partners. We are not in a position to comment on the legal position,\n" +
      "and the Association would like to first take legal advice on this matter.\n",
  ).fields;
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.betting_legal_markets, undefined);
});

Deno.test("who watches a broadcast is a viewer in any language; 'on average' and 'per broadcast' are one event's, a season's total the season's", () => {
  const finnish = extract(
    "ClipMyHorse.TV:n lähetyksillä oli kaudella 2025 yhteensä noin 24 000 katsojaa.\n",
  ).fields;
  assert.equal(finnish.annual_viewership, 24000);
  assert.equal(finnish.average_attendance, undefined);
  // ("TV:n": a case's ending after a colon, no label.)
  assert.equal(finnish.broadcast_partners, undefined);
  const asked = extract(
    "Paljonko suoratoistolla oli katsojia koko kaudella?\n" +
      "ClipMyHorse.TV:n lähetyksillä oli kaudella 2025 yhteensä noin 24 000 katsojaa.\n",
  ).fields;
  assert.equal(asked.annual_viewership, 24000);
  assert.equal(asked.average_stream_viewers, undefined);
  const spanish = extract(
    "Cada transmisión tiene en promedio 6.500 espectadores en vivo y en la temporada 2026 " +
      "sumamos 1,3 millones de reproducciones en total.\n",
  ).fields;
  assert.equal(spanish.average_stream_viewers, 6500);
  assert.equal(spanish.annual_viewership, 1300000);
  const czech = extract("Diváci na přenos | cca 900\n").fields;
  assert.equal(czech.average_stream_viewers, 900);
  assert.equal(czech.annual_viewership, undefined);
});

Deno.test("a follow-up that points back at earlier answers gives none; a label naming a yes/no field outright is not a list's", () => {
  const mail = "Dear Mark,\n\nPlease note the below corrections.\n\n" +
    "4. Live data - the JSON feed is correct but the delay is 1.5 seconds\n" +
    "   average, not 1 second. Our timing provider confirmed today.\n\n" +
    "Everything else is as per the document. Anti-doping and betting answers\n" +
    "remain same (no betting partners at present).\n";
  const fields = extract(mail).fields;
  assert.equal(fields.stats_tracked, undefined);
  assert.equal(fields.anti_doping_policy, undefined);
});

Deno.test("a sentence or a figure's clause is no sport's name; a remark in brackets does not count", () => {
  assert.equal(
    extract("Sport: La LONASE est le partenaire paris officiel de la ligue depuis 2019\n").fields
      .sport,
    undefined,
  );
  assert.equal(extract("Modalidade: reúne 4.200 parques e\n").fields.sport, undefined);
  assert.equal(extract("Sport / format: T10 cricket\n").fields.sport, "T10 cricket");
  assert.equal(
    extract("Sport: Kushti (desi wrestling / pehlwani, in the traditional mud akhara)\n").fields
      .sport,
    "Kushti (desi wrestling / pehlwani, in the traditional mud akhara)",
  );
});

Deno.test("the writer offering themself before the name, in several languages; where the details are is no name", () => {
  const norwegian = extract(
    "34. Kontaktperson\nDet er meg, Ingrid Haugland, daglig leder. ingrid@norheimcupen.no\n",
  ).fields;
  assert.equal(norwegian.contact_name, "Ingrid Haugland");
  assert.equal(norwegian.contact_title, "daglig leder");
  assert.equal(extract("Contact: ME, DETAILS BELOW\n").fields.contact_name, undefined);
  assert.equal(
    extract(
      "15) La sottoscritta: Elisa Zennaro, segretaria generale, segreteria@circuitoremiero.it\n",
    ).fields.contact_name,
    "Elisa Zennaro",
  );
});

Deno.test("a letter's addressee block and an Indonesian 'Kepada:' header are the asker's address, not the contact's", () => {
  const letter = extract(
    "Nordvestcupen i hopp\nnordvestcupen.no\nSports Data Partners Ltd.\n" +
      "Att.: Emma Caldwell, Partnerships\npartnerships@sportsdatapartners.com\n" +
      "Ørsta, 4. mars 2026\nVi svarer med dette på spørsmålene.\n\nMed vennleg helsing\n" +
      "Solveig Rise\nsolveig@nordvestcupen.no\n",
  ).fields;
  assert.equal(letter.contact_email, "solveig@nordvestcupen.no");
  const mail = extract(
    "Dari: Rini Wulandari <rini.wulandari@ligakarapan.id>\n" +
      "Kepada: partnerships@sportsdatapartners.com\nPerihal: Koreksi data\n\n" +
      "Kami mengoreksi jumlah penonton.\n",
  ).fields;
  assert.equal(mail.contact_email, "rini.wulandari@ligakarapan.id");
});

Deno.test("'Ansprechperson' and 'Personne à contacter' name the contact", () => {
  const german = extract("Ansprechperson | Theresia Gruber-Hofer, Schriftführerin\n").fields;
  assert.equal(german.contact_name, "Theresia Gruber-Hofer");
  assert.equal(german.contact_title, "Schriftführerin");
  const french = extract("Personne à contacter : | Serge Yao Kouadio, Secrétaire Général\n").fields;
  assert.equal(french.contact_name, "Serge Yao Kouadio");
  assert.equal(french.contact_title, "Secrétaire Général");
});

Deno.test("a contact's title ends with its sentence; 'Hon. Secretary' is one title", () => {
  const dutch = extract(
    "Ikzelf, Sjoerd Hoekstra, secretaris. Liefst via secretaris@kaatscompetitie.nl of 06-41237788.\n",
  ).fields;
  assert.equal(dutch.contact_title, "secretaris");
  const sri = extract(
    "Contact person: Mr. Ruwan Jayasekara, Hon. Secretary. E-mail: ruwan@slcarrom.lk\n",
  ).fields;
  assert.equal(sri.contact_title, "Hon. Secretary");
});

Deno.test("a Swedish web form's copy: a heading between rules names its section and answers nothing; 'Titel', 'E-post', 'livedataflöde', 'förare'", () => {
  const form = "Antal licensierade förare/utövare:\n96\n" +
    "Finns officiellt livedataflöde?   [ ] Ja  [x] Nej\n" +
    "Historiska resultat sparade sedan (år): 2005\n" +
    "Antidopingpolicy?   [x] Ja  [ ] Nej\n" +
    "Tillväxt (%):\n\n--- 6. Kontaktperson ---\n\n" +
    "Namn: Maria Hedlund\nTitel: kanslichef\nE-post: maria.hedlund@isracingserien.se\n";
  const fields = extract(form).fields;
  assert.equal(fields.athletes_count, 96);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.historical_data_years, 21);
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.growth_rate_percent, undefined);
  assert.equal(fields.contact_name, "Maria Hedlund");
  assert.equal(fields.contact_title, "kanslichef");
  assert.equal(fields.contact_email, "maria.hedlund@isracingserien.se");
});

Deno.test("a count of sponsors in a remark is no amount; 'will be shared later' answers nothing; a feed answered with what it is exists; Mongolian 'байхгүй' is a no", () => {
  assert.equal(
    extract("Sponsorship revenue: ₹ 3,85,00,000 (title sponsor and 3 associate sponsors).\n")
      .evidence.sponsorship_revenue_usd?.original?.amount,
    38_500_000,
  );
  const betting = extract(
    "Q.14 (a) Betting partners (b) Markets where betting is legal\n" +
      "Answer: (a) None. (b) Will be shared later after we receive legal advice.\n",
  ).fields;
  assert.deepEqual(betting.existing_betting_partners, []);
  assert.equal(betting.betting_legal_markets, undefined);
  const feed =
    extract("Official live data: JSON feed from the scoring tablets, approx. 5 sec delay\n")
      .fields;
  assert.equal(feed.has_official_data_feed, true);
  assert.equal(feed.stats_tracked, undefined);
  assert.equal(feed.officiating, undefined);
  assert.equal(
    parseBool("Албан ёсны шууд өгөгдлийн урсгал (live data feed) байхгүй.")?.value,
    false,
  );
});

Deno.test("a question that starts on the line of the answer before it, wrapped over a broken word, is asked whole", () => {
  const fields = extract(
    "Qn 12. Officiating\n" +
      "Ans. One referee, two umpires and two line judges per match, appointed by the Nepal Kabaddi\n" +
      "Association. Third umpire is not used yet because of cost. Qn 13. (a) Do you have any integrity\n" +
      "programme or monitoring of betting? (b) Anti-\ndoping policy and testing\n" +
      "Ans. (a) Nil. (b) Yes − tests as per NADO Nepal guidelines are done in the semi-finals and final.\n",
  ).fields;
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
  assert.equal(fields.integrity_partner, undefined);
});

Deno.test("a bare figure in the unit its label's brackets give; two seasons run into one header cell", () => {
  assert.equal(
    extract("Revenue (USD '000): 850\n").evidence.annual_revenue_usd?.original?.amount,
    850_000,
  );
  assert.equal(
    parseMoney("4.10", "Revenue (₹ in crore)", { dollar: "USD" })?.original?.amount,
    41_000_000,
  );
  assert.equal(parseMoney("₹ 4.1 crore", "Revenue (₹ in crore)")?.original?.amount, 41_000_000);
  const malay = extract(
    "Angka Utama / Key Figures \tMusim 2025 Musim 2026\n" +
      "Jumlah hasil / Total revenue \tRM 5.4 juta \tRM 6.8 juta\n",
  ).evidence.annual_revenue_usd?.original;
  assert.deepEqual(malay, { amount: 6_800_000, currency: "MYR" });
});

Deno.test("a feed is no statistic; affiliation is no record of results; 'keskmiselt' is an event's average", () => {
  assert.equal(
    extract("Data & Integrity\nOfficial live data: Yes – JSON API (REST) via our scoring vendor\n")
      .fields.stats_tracked,
    undefined,
  );
  const json = { records: { affiliated_since: "2016-03-11", league_name: "Arewa Kokawa League" } };
  assert.equal(extractJson(json).fields.historical_data_years, undefined);
  const estonian = extract("Ühte turniiripäeva vaatab otse keskmiselt umbes 900 inimest.\n").fields;
  assert.equal(estonian.annual_viewership, undefined);
});

Deno.test("the contact's own address and number under their name win over the letterhead's office ones", () => {
  const fields = extract(
    "LIGA TAKRAW PANTAI TIMUR\nTel: 09-666 3120 | Faks: 09-666 3121 | E-mel: urusetia@ltpt.com.my\n\n" +
      "Q16. Contact person for partnership\n" +
      "A: Encik Mohd Faizal bin Ismail, Pengurus Komersial (Commercial Manager)\n" +
      "H/P: +60 19-966 2148 E-mel: faizal@ltpt.com.my\n",
  ).fields;
  assert.equal(fields.contact_name, "Mohd Faizal bin Ismail");
  assert.equal(fields.contact_email, "faizal@ltpt.com.my");
  assert.equal(fields.contact_phone, "+60 19-966 2148");
});

Deno.test("the figure a correction says 'not' to is no answer ('nicht CHF 620'000, sondern CHF 655'000'); 'waren der Umsatz 2024', 'edellisvuoden luku' are last year's", () => {
  assert.equal(
    extract("Sponsoring: nicht CHF 620'000, sondern CHF 655'000 (die Raiffeisenbank ist neu)\n")
      .evidence.sponsorship_revenue_usd?.original?.amount,
    655_000,
  );
  assert.equal(
    extract("Revenue 2026 - please read as LKR 16.3 Mn, not 15.8 Mn.\n").evidence
      .annual_revenue_usd?.original?.amount,
    16_300_000,
  );
  assert.equal(
    extract("Teams: it is 28 teams now, not 24. We accepted 4 more.\n").fields.teams_count,
    28,
  );
  assert.equal(
    extract(
      "Umsatz: Die CHF 1.35 Mio. im Fragebogen waren der Umsatz 2024. Für 2025 liegt er bei CHF 1.48 Mio.\n",
    ).evidence.annual_revenue_usd?.original?.amount,
    1_480_000,
  );
  assert.equal(
    extract(
      "- Liikevaihto: lomakkeessa ollut 0,62 milj. € oli edellisvuoden luku. Vuoden 2025 liikevaihto oli 0,68 milj. €.\n",
    ).evidence.annual_revenue_usd?.original?.amount,
    680_000,
  );
});

Deno.test("a table's seasons as 'Season 5 (2024) Season 6 (2025)' or '2025 season'; parts numbered (i) (ii) (iii)", () => {
  const khokho = extract(
    "Particulars \tSeason 5 (2024) Season 6 (2025)\n" +
      "Spectators per match day (avg.) \t2,200 \t3,500\n",
  ).fields;
  assert.equal(khokho.average_attendance, 3500);
  const uganda = extract(
    "Item \t2025 season \t2026 season\nAverage attendance per pull-day \t3,700 \t\t5,000\n",
  ).fields;
  assert.equal(uganda.average_attendance, 5000);
  const parts = extract(
    "Q13) (i) Annual revenue (ii) Sponsorship revenue (iii) Growth\n" +
      "Reply: (i) UGX 1.2 billion in 2026. (ii) UGX 780 million. (iii) 35% in 2026.\n",
  ).evidence;
  assert.equal(parts.annual_revenue_usd?.original?.amount, 1_200_000_000);
  assert.equal(parts.sponsorship_revenue_usd?.original?.amount, 780_000_000);
});

Deno.test("'Nope' is a none; 'should have been' gives the right figure; a question left blank states nothing", () => {
  assert.deepEqual(parseList("Nope, none.")?.value, []);
  assert.equal(
    extract("Teams: the 11 teams Cody put down should have been 13.\n").fields.teams_count,
    13,
  );
  assert.equal(
    extract(
      "Left the anti-doping one blank, honestly not sure what applies to us - our athletes are mostly loggers.\n",
    ).fields.anti_doping_policy,
    undefined,
  );
});

Deno.test("a line over its answer's marker asks: it states no programme or policy", () => {
  const fields = extract(
    "13. (a) Integrity programme (b) Integrity partner (c) Anti-doping policy\n" +
      "Response: (a) Not applicable for our sport at this level. (b) Not applicable (c) No\n" +
      "anti-doping testing at present.\n",
  ).fields;
  assert.equal(fields.integrity_program, undefined);
  assert.equal(fields.anti_doping_policy, false);
});

Deno.test("an answer's marker alone on its line: the lines under it answer the question above", () => {
  const fields = extract(
    "Question 4: (a) Number of teams (b) Number of registered athletes\nResponse:\n" +
      "(a) 64 registered stables (owners’ teams).\n" +
      "(b) N/A – all races are ridden with robot jockeys, so we do not register\nriders.\n" +
      "Question 6: Venues.\nResponse:\n" +
      "Ibra Camel Racetrack (main track, 8 km, grandstand for 5,500 spectators), Al Mudhaibi\n" +
      "Racetrack and Bidiyah Racetrack.\n" +
      "> 13. Welche Statistiken werden erfasst?\nAntwort:\n>\n",
  ).fields;
  assert.equal(fields.teams_count, 64);
  assert.equal(fields.athletes_count, undefined);
  assert.deepEqual(fields.venues, [
    "Ibra Camel Racetrack",
    "Al Mudhaibi Racetrack",
    "Bidiyah Racetrack",
  ]);
  assert.equal(fields.stats_tracked, undefined);
});

Deno.test("followers: the figure a total word leads is the total", () => {
  assert.equal(
    extract(
      "Social media followers: Instagram 58,000, X 21,000 and YouTube 17,000 followers, total 96,000.\n",
    ).fields.social_followers,
    96000,
  );
});

Deno.test("a reply: 'X put 14 but it's 16'; 'please stick with' hands on the contact; a wrapped sentence's dash is no label", () => {
  const fields = extract(
    "> 1. On the form you have 14 clubs. Is that current?\n\n" +
      "Not quite - Harriet put 14 clubs but it's 16 now. Two clubs affiliated over the winter.\n\n" +
      "Yes the 600 is per tournament on YouTube, give or take. For the whole of\n" +
      "last season the channel says roughly 9k views. That's views on the\n" +
      "stream only - the people actually standing on the ground watching are a\n" +
      "separate thing, that's the 150-250 Harriet put down.\n\n" +
      "For anything else, and for the actual partnership talks, please stick\n" +
      "with Harriet Pollard, our League Secretary - she keeps all the records. Same details as\n" +
      "on the form: secretary@wessexvale.example / 07700 900362. I'm only standing in.\n\n" +
      "Cheers,\nTom\n",
  ).fields;
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.streaming_platforms, undefined);
  assert.equal(fields.contact_name, "Harriet Pollard");
  assert.equal(fields.contact_title, "League Secretary");
  assert.equal(fields.contact_email, "secretary@wessexvale.example");
});

Deno.test("'keep Marc as your contact - he's our Tour Director': the contact, by the whole name the text gives; a closing wish names no sport", () => {
  const fields = extract(
    "From: Linda Sawchuk <president@bonspiel.example>\n\nHi Aaron,\n\n" +
      "  From: Marc Tremblay <marc@bonspiel.example>\n  Subject: Re: feed delay\n\n" +
      "That's me done with the numbers. Please keep Marc as your contact for\n" +
      "everything going forward - he's our Tour Director and runs things day to\n" +
      "day. marc@bonspiel.example\n\nThanks, and good curling,\n\nLinda Sawchuk\nPresident\n",
  ).fields;
  assert.equal(fields.contact_name, "Marc Tremblay");
  assert.equal(fields.contact_title, "Tour Director");
  assert.equal(fields.contact_email, "marc@bonspiel.example");
  assert.equal(fields.sport, undefined);
});

Deno.test("'Q.3 Markets / territories': the question's number is no word of the label; an answer goes on until every part is answered", () => {
  const markets = extract(
    "Q.3 Markets / territories where the league is played or followed.\n" +
      "Ans: Odisha, Jharkhand, Chhattisgarh. Players are drawn from these three states also.\n",
  ).fields;
  assert.deepEqual(markets.markets, ["Odisha", "Jharkhand", "Chhattisgarh"]);
  assert.equal(markets.region, undefined);
  const media = extract(
    "Q.8 (a) TV broadcast (b) Streaming (c) Viewers\n" +
      "Ans: (a) Rupavahini – highlights package. (b) YouTube and Facebook\n" +
      "Live. (c) Approx. 40,000 live viewers per round. Season total – to be\nconfirmed.\n",
  ).fields;
  assert.deepEqual(media.broadcast_partners, ["Rupavahini"]);
  assert.deepEqual(media.streaming_platforms, ["YouTube", "Facebook Live"]);
  assert.equal(media.average_stream_viewers, 40000);
});

Deno.test("'Our new Circuit Director is Jessa Moreno and she's who you should be talking to'; 'Streaming numbers' counts viewers; '25/26' is a season", () => {
  const fields = extract(
    "5. Streaming numbers.\n   Cody's 3.5k is a per show average on Facebook Live and YouTube\n" +
      "   together.\n\nNow the contact thing: Cody is moving to Montana at the end of March. Our\n" +
      "new Circuit Director is Jessa Moreno and she's who you should be talking to\n" +
      "from here on out: jessa@timber.example, (360) 555-0162.\n\nShelby\n",
  ).fields;
  assert.equal(fields.average_stream_viewers, 3500);
  assert.equal(fields.contact_name, "Jessa Moreno");
  assert.equal(fields.contact_title, "Circuit Director");
  assert.equal(fields.contact_email, "jessa@timber.example");
  assert.deepEqual(numberMentions("stream numbers 25/26 and 2025/26").map((m) => m.value), []);
});

Deno.test("a line in lower case under a label's line is a label of its own, not a wrapped sentence", () => {
  const fields = extract(
    "data feed: no, scores go on a google sheet\nintegrity stuff - we have house rules, nothing formal\n",
  ).fields;
  assert.equal(fields.integrity_program, false);
});

Deno.test("a follow-up over the league's earlier answer to the same asker states only what it writes above it", () => {
  const header = (from: string, to: string) =>
    `Från: ${from}\nSkickat: den 9 mars 2026 10:44\nTill: ${to}\nÄmne: SV: Frågeformulär\n\n`;
  const asker = "Maja Lindqvist <maja@data.example>";
  const followUp = header("Annika <annika@liga.example>", asker) +
    "Hej Maja,\n\nVi är inte 12 lag utan 13, Fristad anslöt i höstas.\n\n" +
    "Vänliga hälsningar\nAnnika\n\n-----Ursprungligt meddelande-----\n";
  const earlier = "Hej!\n\nI år är vi 12 lag och runt 190 licensierade spelare.\n";
  const answered = extract(followUp + header("Lasse <lasse@liga.example>", asker) + earlier);
  assert.equal(answered.fields.teams_count, 13);
  assert.equal(answered.fields.athletes_count, undefined);
  // (Passed on from a colleague, the quoted message is the content.)
  const passed = extract(
    followUp + header("Lasse <lasse@liga.example>", "Annika <annika@liga.example>") + earlier,
  );
  assert.equal(passed.fields.athletes_count, 190);
});

Deno.test("Finnish 'Aihe: VS:' is a reply, not a forward: the earlier answer quoted below it is the asker's already", () => {
  const header = (date: string) =>
    `Lähettäjä: Jari <jari@liiga.example>\nLähetetty: ${date}\n` +
    "Vastaanottaja: Johanna <johanna@data.example>\nAihe: VS: Kysely\n\n";
  const fields = extract(
    header("tiistai 17. maaliskuuta 2026") +
      "Huomenta Johanna,\n\n- Ja tälle kesälle osakilpailuja tulee kuusi eikä viisi.\n\nt. Jari\n\n" +
      "-----Alkuperäinen viesti-----\n" + header("maanantai 9. maaliskuuta 2026") +
      "> > 7. Joukkueiden määrä?\n>\n> 22 lauttaa eli tiimiä kaudella 2025.\n",
  ).fields;
  assert.equal(fields.events_per_season, 6);
  assert.equal(fields.teams_count, undefined);
});

Deno.test("the writer's own earlier answers, quoted inline to be corrected, answer nothing now", () => {
  const fields = extract(
    "From: Tyler Brandvold <tyler@doubles.example>\nTo: Megan <megan@data.example>\n" +
      "Subject: Re: questionnaire\n\nHey Megan,\n\nCouple of fixes to what I sent last week.\n\n" +
      "On Sun, Mar 8, 2026 at 10:52 PM Tyler Brandvold <tyler@doubles.example> wrote:\n" +
      "> > 7. Number of teams\n> 48 two-person teams registered for the 2025 season\n\n" +
      "Registration for 2026 closed Sunday and we're at 52 teams now.\n\n" +
      "> > 14. Broadcast / streaming partners and viewership\n" +
      "> No TV or radio. We stream the lead card on our YouTube channel, roughly 450 watching.\n\n" +
      "> > 15. Founded\n> 2011\n\nEverything else is the same as my first email.\n\nThanks,\nTyler\n",
  ).fields;
  assert.equal(fields.teams_count, 52);
  assert.equal(fields.broadcast_partners, undefined);
  assert.equal(fields.average_stream_viewers, undefined);
});

Deno.test("'Vår ordförande … är fortfarande er kontaktperson': the contact, and the signer's number is not theirs", () => {
  const fields = extract(
    "Hej Maja,\n\nVi är inte 12 lag utan 13.\n\nAllt annat gäller som Lasse skrev. Vår ordförande " +
      "Lars-Göran Svensson är\nfortfarande er kontaktperson, men frågor om ekonomin kan du gärna " +
      "skicka\ndirekt till mig.\n\nVänliga hälsningar\nAnnika Bergqvist\nkassör\n073-552 18 06\n",
  ).fields;
  assert.equal(fields.contact_name, "Lars-Göran Svensson");
  assert.equal(fields.contact_title, "ordförande");
  assert.equal(fields.contact_phone, undefined);
});

Deno.test("a numbered question's dash over its answer's marker divides nothing; the league's own board is no integrity partner", () => {
  const fields = extract(
    "Q6. (i) Spectators (ii) Broadcast / stream audience — last two seasons\n" +
      "A. Please see the table below.\n" +
      "Q11. (i) Integrity programme (ii) Integrity partner (iii) Anti-doping\n" +
      "A. (i) Yes. A Code of Conduct for crews and an Integrity Officer appointed by the Board in\n" +
      "2025. (ii) None. (iii) We follow the national anti-doping rules.\n",
  ).fields;
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.integrity_partner, undefined);
  assert.equal(fields.integrity_program, true);
});

Deno.test("the figure a correction says 'not' to is no figure of the sentence", () => {
  const fields = extract(
    "2) Q.7 table - sponsorship revenue for 2025-26 should be Tk 3.40 crore and\n" +
      "   not Tk 3.10 crore. One sponsor paid the last installment in July.\n",
  ).fields;
  assert.equal(fields.annual_revenue_usd, undefined);
  assert.ok(fields.sponsorship_revenue_usd);
});

Deno.test("'on an ordinary match day it's more like 60 to 100' counts no match days", () => {
  const fields = extract(
    "- His figure for spectators was a bit optimistic. On an ordinary match day\n" +
      "  it's more like 60 to 100. The championship does get a decent crowd though.\n" +
      "- On each match day 6 matches are played.\n",
  ).fields;
  assert.equal(fields.events_per_season, undefined);
  assert.equal(fields.contests_per_event, 6);
});

Deno.test("Norwegian follow-up: 'Jeg skrev 16 lag, men det er 15 nå'; 'skriv heller til ham: Håvard Lillevik, daglig leder'", () => {
  const fields = extract(
    "Hei igjen Erlend,\n\nJeg skrev 16 lag, men det er 15 nå. Malvik trakk laget sitt.\n\n" +
      "Fra nå av er det vår nye daglige leder som tar seg av dette, så skriv\n" +
      "heller til ham: Håvard Lillevik, daglig leder,\n" +
      "havard.lillevik@rinkbandy.example, tlf. 918 22 604.\n\nMed vennlig hilsen\n\nIngrid Aune\n",
  ).fields;
  assert.equal(fields.teams_count, 15);
  assert.equal(fields.contact_name, "Håvard Lillevik");
  assert.equal(fields.contact_title, "daglig leder");
  assert.equal(fields.contact_email, "havard.lillevik@rinkbandy.example");
  assert.equal(extract("Antall lag: 16, men det er 15 nå.\n").fields.teams_count, 15);
});

Deno.test("a season header '2024-25 (Season-2) 2025-26 (Season-3)' run into one cell: the latest season's figures", () => {
  const fields = extract(
    "Particulars \t\t2024-25 (Season-2) 2025-26 (Season-3)\n" +
      "Spectators per match day (average) \t\t2,100 \t2,800\n" +
      "Total season viewership (cumulative) \t\t85 lakh \t1.2 crore\n",
  ).fields;
  assert.equal(fields.average_attendance, 2800);
  assert.equal(fields.annual_viewership, 12_000_000);
});

Deno.test("a person's mobile before the office's line beside it", () => {
  const fields = extract(
    "Regards,\nDinesh Wickramasinghe\nEvents & Partnerships Manager\n" +
      "Tel: +94 11 243 7710 | Mobile: +94 77 341 8826\n",
  ).fields;
  assert.equal(fields.contact_phone, "+94 77 341 8826");
});

Deno.test("a letterhead's registration under a Sports Act names no sport", () => {
  const fields = extract(
    "TEMBO HOCKEY5s LEAGUE\nRegistered under the Sports Act, 2013 – Reg. No. SRC/CLB/2023/1184\n",
  ).fields;
  assert.equal(fields.sport, undefined);
});

Deno.test("'the average of one leg': 'one' after a preposition says per what, no count", () => {
  const fields = extract(
    "Spectators are counted at the gate and given as the average of one leg.\n" +
      "We hold eight legs a season.\n",
  ).fields;
  assert.equal(fields.events_per_season, 8);
});

Deno.test("'last year … people watched it live': when, not a year's total", () => {
  const fields = extract(
    "We stream the Masters Final on YouTube, last year about 1,800 people watched it live.\n",
  ).fields;
  assert.equal(fields.average_stream_viewers, 1800);
  assert.equal(fields.annual_viewership, undefined);
});

Deno.test("'We stream the Masters Final on YouTube': what is streamed is no platform", () => {
  const fields = extract(
    "> 8. Broadcast partners and streaming?\n" +
      "No TV. We stream the Masters Final on YouTube, about 1,800 people watched it live.\n",
  ).fields;
  assert.deepEqual(fields.streaming_platforms, ["YouTube"]);
});

Deno.test("three things asked by slashes, one declined in its own sentence: it is left unanswered", () => {
  const fields = extract(
    "> 19. Officiating / integrity / anti-doping\n" +
      "Self-officiated per PDGA rules, the TD settles disputes on the spot.\n" +
      "No integrity program, never been an issue. Not sure on anti-doping,\n" +
      "you'd have to ask PDGA.\n",
  ).fields;
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, undefined);
});

Deno.test("whoever a mail is copied to is not the contact; the sender is", () => {
  const fields = extract(
    "From: Harriet Pryce-Jones <secretary@marchestentpegging.example>\n" +
      "To: Ben Okafor <ben.okafor@fieldline.example>\n" +
      "Cc: Tom Whitcombe <chair@marchestentpegging.example>\n" +
      "Subject: RE: data partnership questions\n\n" +
      "I'm the person to speak to going forward - Harriet Pryce-Jones, Hon.\n" +
      "Secretary, 07812 336540, or this email address.\n",
  ).fields;
  assert.equal(fields.contact_email, "secretary@marchestentpegging.example");
});

Deno.test("'Question 9 – Viewers per event and per season' over its answer: the sentence says which", () => {
  const fields = extract(
    "Question 9 – Viewers per event and per season\n" +
      "Per fight night around 70,000 viewers on Facebook Live and YouTube together. Season total we are\n" +
      "collecting from platforms now, will send later.\n" +
      "Question 10 – Social media\nAbout 185,000 followers on all our pages.\n",
  ).fields;
  assert.equal(fields.average_stream_viewers, 70_000);
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.stats_tracked, undefined);
  assert.equal(fields.social_followers, 185_000);
});

Deno.test("'…, both in Chiang Mai city': what the items share is no item", () => {
  const fields = extract(
    "Venues: Thapae Boxing Stadium and Kawila Boxing Stadium, both in Chiang Mai city.\n",
  ).fields;
  assert.deepEqual(fields.venues, ["Thapae Boxing Stadium", "Kawila Boxing Stadium"]);
});

Deno.test("'Every bout is officiated by one referee and two judges, who …': by whom", () => {
  const fields = extract(
    "Question 12 – Officiating\n" +
      "Every bout is officiated by one referee and two judges at ringside, who are trained and certified.\n",
  ).fields;
  assert.equal(fields.officiating, "one referee and two judges at ringside");
});

Deno.test("'there are 2 numbers we must correct after meeting with …': what the letter counts of itself", () => {
  const fields = extract(
    "Mohon maaf, there are 2 numbers we must correct after meeting with the panitia yesterday:\n" +
      "1) Sponsorship is Rp 5,6 miliar.\n",
  ).fields;
  assert.equal(fields.events_per_season, undefined);
});

Deno.test("'two climbers side by side in every heat': a figure of one contest, no teams", () => {
  const fields = extract(
    "Each stop runs roughly 40 heats between the 60 ft pole and the 90 ft pole, two climbers side by side in every heat.\n",
  ).fields;
  assert.equal(fields.contests_per_event, 40);
  assert.equal(fields.teams_count, undefined);
  assert.equal(fields.athletes_count, undefined);
});

Deno.test("'Three Lakes is celebrating …', 'that one will be': a name and a pronoun count nothing", () => {
  assert.deepEqual(
    numberMentions("Three Lakes is celebrating this summer so that one will be a big weekend."),
    [],
  );
  assert.equal(numberMentions("Eighteen clubs take part.")[0].value, 18);
  assert.equal(numberMentions("Twenty Five Teams")[0].value, 25);
});

Deno.test("a followers' total in lakh after the total word: its scale too", () => {
  assert.equal(
    extract(
      "Q9. Social media followers?\nAnswer: Total 1.12 lakh followers across Instagram, Facebook and YouTube.\n",
    )
      .fields.social_followers,
    112_000,
  );
  assert.equal(
    extract(
      "Q9) Social media?\nA: Facebook 6.1 lakh, YouTube 2.8 lakh subscribers, Instagram 50 thousand. Total approx. 9.4 lakh.\n",
    )
      .fields.social_followers,
    940_000,
  );
});

Deno.test("'Contact person? A: Undersigned.': the signer, not a name 'Undersigned'", () => {
  const fields = extract(
    "Q18. Contact person?\nA: Undersigned.\n\nRegards,\nImran Gill\nDirector Marketing\n",
  ).fields;
  assert.equal(fields.contact_name, "Imran Gill");
});

Deno.test("a range of figures is no platform's name ('200–300 (Facebook Live)')", () => {
  const fields = extract("Streaming platforms\t\t200–300 (Facebook Live)\n").fields;
  assert.notDeepEqual(fields.streaming_platforms, ["200–300"]);
});

Deno.test("'300 to 500 round the ring': 'round' before an article is where, no round of a season", () => {
  const fields = extract(
    "On spectators: at our own meetings we usually have 300 to 500 round the\nring.\n",
  ).fields;
  assert.equal(fields.events_per_season, undefined);
  assert.deepEqual(fields.average_attendance, 400);
});

Deno.test("'7 · CONTACT' / 'Name' / a name / 'Title' / 'Vice-President, Partnerships': the form's lines in pairs", () => {
  const fields = extract(
    "7 · CONTACT\nName\nGeneviève Lachance\nTitle\nVice-President, Partnerships\n" +
      "Email\npartnerships@ovwcl.example\nPhone\n613-299-4107\n",
  ).fields;
  assert.equal(fields.contact_name, "Geneviève Lachance");
  assert.equal(fields.contact_title, "Vice-President, Partnerships");
  assert.equal(fields.contact_email, "partnerships@ovwcl.example");
});

Deno.test("a signature's 'Vice-President, Partnerships': the rank and its area; 'Secretary, <league>' the rank", () => {
  const signed = (title: string) =>
    extract(
      `Merci encore,\n\nGeneviève Lachance\n${title}\npartnerships@ovwcl.example | 613-299-4107\n`,
    )
      .fields.contact_title;
  assert.equal(signed("Vice-President, Partnerships"), "Vice-President, Partnerships");
  assert.equal(signed("Secretary, Ottawa Valley War Canoe League"), "Secretary");
});

Deno.test("markets: 'Kerala mainly', 'Played in Bangladesh only', and the countries a later sentence says it is also watched in", () => {
  const markets = (answer: string) => extract(`1. Markets?\n${answer}\n`).fields.markets;
  assert.deepEqual(
    markets(
      "Answer: Kerala mainly. Good online following in UAE, Qatar and Oman among the Malayali diaspora.",
    ),
    ["Kerala", "UAE", "Qatar", "Oman"],
  );
  assert.deepEqual(
    markets(
      "A: Pakistan (mainly Punjab). Also watched in UK, Canada and UAE by Punjabi community living abroad.",
    ),
    ["Pakistan", "UK", "Canada", "UAE"],
  );
  assert.deepEqual(
    markets("Ans: Played in Bangladesh only. Online viewers also from Malaysia and Saudi Arabia."),
    ["Bangladesh", "Malaysia", "Saudi Arabia"],
  );
  assert.deepEqual(
    markets("Jawaban: Indonesia, and we have many viewers also from Malaysia and Singapore."),
    ["Indonesia", "Singapore"],
  );
});

Deno.test("a DOCX table of two seasons under a numbered question, its header's first cell empty: the latest season", () => {
  const fields = extract(
    "Q7. Audience – please compare the last two seasons\n" +
      " | 2024 season | 2025 season\n" +
      "Spectators per regatta (average, on shore) | 1,700 | 2,000\n" +
      "Live stream viewers per regatta (average) | 9,500 | 12,000\n" +
      "Total views over the season | 131,000 | 160,000\n",
  ).fields;
  assert.equal(fields.average_attendance, 2000);
  assert.equal(fields.average_stream_viewers, 12_000);
  assert.equal(fields.annual_viewership, 160_000);
  const lakh = extract(
    "6. Audience figures for the last two seasons.\n" +
      " | 2024-25 | 2025-26\n" +
      "Spectators per match day (avg.) | 2,900 | 3,500\n" +
      "Live viewers per match day (avg.) | 2.6 lakh | 3.5 lakh\n",
  ).fields;
  assert.equal(lakh.average_attendance, 3500);
  assert.equal(lakh.average_stream_viewers, 350_000);
});

Deno.test("'Social followers' over '% audience 18–34': the next label's age band counts no followers", () => {
  const fields = extract("Social followers\n% audience 18–34\n").fields;
  assert.equal(fields.social_followers, undefined);
});

Deno.test("Swedish 'inte' denies: 'Något integritetsprogram har vi inte' (not 'inte bara')", () => {
  assert.equal(
    extract("Något integritetsprogram har vi inte, det har aldrig behövts.\n").fields
      .integrity_program,
    false,
  );
  assert.equal(parseBool("Vi har inte något antidopningsprogram.")?.value, false);
});

Deno.test("'Rækken startede i 1978 med 4 klubber': how many there were at the start, in Nordic words too", () => {
  const fields = extract(
    "Rækken startede i 1978 med 4 klubber, og sekretariatet ligger hos formanden, altså mig, i Faaborg.\n",
  ).fields;
  assert.equal(fields.teams_count, undefined);
});

Deno.test("an age counts no one: 'not enough bowlers under 80', 'pelaajat on yli 45-vuotiaita'", () => {
  const bowls = extract(
    "Wentworth pulled their Division 3 side (not enough bowlers under 80, according to Kevin).\n",
  ).fields;
  assert.equal(bowls.athletes_count, undefined);
  const finnish = extract(
    "Laji on ihan tavallinen lentopallo, mutta kaikki pelaajat on yli 45-vuotiaita.\n",
  ).fields;
  assert.equal(finnish.athletes_count, undefined);
});

Deno.test("'det sköter min svärson Jonas': a person named by who they are to the writer is no platform", () => {
  const fields = extract(
    "Streaming: Finalen sänds på Facebook Live sedan 2023, det sköter min svärson Jonas.\n",
  ).fields;
  assert.deepEqual(fields.streaming_platforms, ["Facebook Live"]);
});

Deno.test("today's rules keep what they must not touch", () => {
  // A number word before a capital that names no place counts ("Two Swedish teams joined").
  assert.equal(numberMentions("Two Swedish teams joined")[0]?.value, 2);
  // "all of Sweden" is a place; only what the items share ("both in …") is none.
  assert.deepEqual(parseList("Norway, all of Sweden")?.value, ["Norway", "all of Sweden"]);
  // "people over 12 rounds" counts the rounds, no age.
  assert.equal(
    extract("About 2,000 people over 12 rounds watched in person.\n").fields.events_per_season,
    12,
  );
  // Overseen by a body is no officiating crew.
  assert.equal(
    extract(
      "Officiating: The league is overseen by the national federation and matches use two referees.\n",
    )
      .fields.officiating,
    "The league is overseen by the national federation and matches use two referees",
  );
  // "18 to 34 matches" is no age band.
  assert.equal(
    extract("Matches per season: 18 to 34 matches\n").fields.audience_age_18_34_percent,
    undefined,
  );
});

Deno.test("a paragraph about the stream goes on about it: 'striimissä … 3 200 katsojaa … Kaudella 2025 … 4 100 katsojaa'", () => {
  const fields = extract(
    "- Kirjoitin että striimissä on keskimäärin noin 3 200 katsojaa per kisa.\n" +
      "  Se oli kesän 2024 luku. Kaudella 2025 keskiarvo oli noin 4 100 katsojaa\n" +
      "  per osakilpailu.\n",
  ).fields;
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.average_stream_viewers, 4100);
  // (A sentence of the venue ends it: "Paikan päällä yleisöä on noin 900.")
  const venue = extract(
    "Striimissä on noin 3 200 katsojaa per kisa. Paikan päällä yleisöä on noin 900 per kisa.\n",
  ).fields;
  assert.equal(venue.average_attendance, 900);
});

Deno.test("'Vidio and our official YouTube channel': the league's own channel names its platform", () => {
  const inline = extract(
    "Q13. Broadcast and streaming partners\n" +
      "Free-to-air: iNews and TVRI. Streaming: Vidio and our official YouTube channel.\n",
  ).fields;
  assert.deepEqual(inline.streaming_platforms, ["Vidio", "YouTube"]);
  assert.deepEqual(inline.broadcast_partners, ["iNews", "TVRI"]);
  assert.deepEqual(
    extract("Streaming: Vidio and our official YouTube channel.\n").fields.streaming_platforms,
    ["Vidio", "YouTube"],
  );
  // (What a name is, after a comma, is still no item: "Arewa24, the Hausa-language channel".)
  assert.deepEqual(parseList("Arewa24, the Hausa-language entertainment channel")?.value, [
    "Arewa24",
  ]);
});

Deno.test("a platform's 'on our page', 'as before', 'for the final' are no part of its name", () => {
  const platforms = (text: string) => extract(text).fields.streaming_platforms;
  assert.deepEqual(
    platforms("Streaming: Facebook Live on our page. Average about 9k views per round.\n"),
    ["Facebook Live"],
  );
  assert.deepEqual(
    platforms("- Streaming: FB Live and YouTube as before, plus Astro Arena highlights on TV.\n"),
    ["FB Live", "YouTube"],
  );
});

Deno.test("a town after a venue, a comma between, is the venue's: 'City Park Hockey Stadium, Nairobi'", () => {
  assert.deepEqual(
    extract("Venues: City Park Hockey Stadium, Nairobi and Nakuru Athletic Club.\n").fields.venues,
    ["City Park Hockey Stadium, Nairobi", "Nakuru Athletic Club"],
  );
  // (Towns alone stay towns: "Arosa, Lenzerheide, Laax".)
  assert.deepEqual(
    extract("Venues: Arosa, Lenzerheide, Laax\n").fields.venues,
    ["Arosa", "Lenzerheide", "Laax"],
  );
});

Deno.test("'Sport is kabaddi', 'sporten är alltså innebandy': the sentence's words before the sport are none of it", () => {
  assert.match(
    String(extract("Sport: Sport is kabaddi (standard 7-a-side, men).\n").fields.sport),
    /^kabaddi/,
  );
  assert.equal(
    extract(
      "Vi heter Sjuhärads Veteraninnebandyserie och sporten är alltså innebandy, fast för oss som är äldre.\n",
    )
      .fields.sport,
    "innebandy",
  );
});

Deno.test("a reply's closing under the asker's quoted signature answers nothing; Estonian 'Mina, …' offers the writer", () => {
  const fields = extract(
    "> 21. Kes oleks meie kontaktisik?\n\n" +
      "Mina, Kadri Lepik. Telefon +372 5342 1187, meil kadri.lepik@lerl.ee\n\n" +
      "> Tänan ette!\n> Maarja Kuusk\n> Ristmik Sports Data OÜ\n\nParimate soovidega\nKadri\n",
  ).fields;
  assert.equal(fields.sport, undefined);
  assert.equal(fields.contact_name, "Kadri Lepik");
  assert.equal(fields.contact_phone, "+372 5342 1187");
});

Deno.test("a numbered question naming a yes/no topic states nothing: '24. Anti-doping policy'", () => {
  const fields = extract(
    "23. Integrity programme / partner\nNo\n24. Anti-doping policy\n25. Existing betting partners\nNil\n",
  ).fields;
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, undefined);
  // (An answer under a number still answers: "12. We follow the WADA code at every meet.")
  assert.equal(
    extract("12. We follow the WADA code at every meet.\n").fields.anti_doping_policy,
    true,
  );
});

Deno.test("an ordinal is a day or a rank, no count: 'the meeting on the 19th', 'our 25th season'", () => {
  assert.equal(
    extract("Following the committee meeting on the 19th, here are our answers.\n").fields
      .events_per_season,
    undefined,
  );
  assert.equal(
    extract("Happy to go through the rest at the meeting on the 24th.\n").fields.events_per_season,
    undefined,
  );
  assert.equal(extract("We hold 12 meetings a season.\n").fields.events_per_season, 12);
});

Deno.test("a sentence over a PDF's table of seasons leaves the header to the table: the latest season's figures", () => {
  const fields = extract(
    "For your better overview here the last two seasons side by side:\n" +
      "\tSeason 2024 \tSeason 2025\nTournament days \t8 \t9\n" +
      "Spectators per tournament day (avg.) \t1.150 \t1.400\n" +
      "It means a grow of 21 % in the revenue from 2024 to 2025.\n",
  ).fields;
  assert.equal(fields.events_per_season, 9);
  assert.equal(fields.average_attendance, 1400);
  // ("Total revenue (lei) <tab>2.200.000 2.400.000": two figures a PDF ran into one cell.)
  assert.equal(
    extract(
      "Here are the last two seasons:\n\t2024 \t\t2025\nGalas \t\t6 \t7\nTotal revenue (lei) \t2.200.000 2.400.000\n",
    ).fields.events_per_season,
    7,
  );
  // (A numbered question's row after the table is none of its seasons.)
  const after = extract(
    "\t\t\t2024-25 \t2025-26\n\t\t(a) Spectators per day \t900 \t1,200\n" +
      "14 \tOfficiating \tPanel of five judges scoring difficulty and style\n",
  ).fields;
  assert.equal(after.average_attendance, 1200);
  assert.equal(after.officiating, "Panel of five judges scoring difficulty and style");
});

Deno.test("'is not done' denies: 'Doping testing of players also is not done'", () => {
  assert.equal(
    extract(
      "Doping testing of players also is not done, only veterinary control of horses before each game day.\n",
    ).fields.anti_doping_policy,
    false,
  );
});

Deno.test("'each with 12 athletes' counts for each team, not the league; 'each with 48 heats' is an event's", () => {
  const fields = extract(
    "Actually we have 14 teams in the league, each with 12 athletes, so in total 168 athletes registered.\n",
  ).fields;
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.athletes_count, 168);
  assert.equal(
    extract("We run 9 stops per winter, each with around 48 heats from the 1/8 finals onwards.\n")
      .fields.contests_per_event,
    48,
  );
});

Deno.test("after 'and the …' a figure of its own is named: '32,000 persons and the total views of season 2025 were 1.2 million'", () => {
  const fields = extract(
    "The average viewers of one round is 32,000 persons and the total views of season 2025 were 1.2 million views.\n",
  ).fields;
  assert.equal(fields.annual_viewership, 1_200_000);
  assert.notEqual(fields.annual_viewership, 32_000);
});

Deno.test("'we play thursday nights' names no sport; 'we had 30 viewers back in 2019' is no figure of today", () => {
  const fields = extract(
    "teams - 12 this year, about 190 players\nseason starts october, we play thursday nights\n" +
      "games at Port Arthur Arena mostly\n" +
      "we stream on facebook live, maybe 150 watching on a good night (we had 30\nviewers back in 2019 lol)\n",
  ).fields;
  assert.equal(fields.sport, undefined);
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(extract("We play ringette on thursday nights.\n").fields.sport, "ringette");
});

Deno.test("a table's row whose answer cell is empty takes nothing from the row below: 'Legal betting markets |' / 'Commercial'", () => {
  const fields = extract(
    "Existing betting partners | none\nLegal betting markets |\nCommercial\nAnnual revenue | CA$64,000\n",
  ).fields;
  assert.equal(fields.betting_legal_markets, undefined);
  assert.deepEqual(fields.existing_betting_partners, []);
});

Deno.test("'official pool, 1,30 m of depth' and '8 x 4 m official pool' say nothing of who officiates", () => {
  assert.equal(
    extract("8 x 4 m\nofficial pool, 1,30 m of depth\nFour players in each side of the net.\n")
      .fields
      .officiating,
    undefined,
  );
  assert.equal(
    extract("Every match has 2 referees and one table official.\n").fields.officiating,
    "2 referees and one table official",
  );
});

Deno.test("round brackets tick options too: '( ) Yes   ( ) No   (X) Planned'", () => {
  assert.equal(
    extract("D. DATA\n23. Official live data feed ....... ( ) Yes   ( ) No   (X) Planned\n").fields
      .has_official_data_feed,
    false,
  );
  assert.equal(
    extract("23. Official live data feed ....... (X) Yes   ( ) No\n").fields.has_official_data_feed,
    true,
  );
});

Deno.test("a heading over dotted pairs is no label of the first: '7. CONTACT' / 'Name ..... Dana Whitlock'", () => {
  const fields = extract(
    "7. CONTACT\nName ......................... Dana Whitlock\nTitle ........................ Director of Partnerships\n",
  ).fields;
  assert.equal(fields.contact_name, "Dana Whitlock");
  assert.equal(fields.contact_title, "Director of Partnerships");
});

Deno.test("a numbered question a table's cell wrapped is one question; its answer is in the next column", () => {
  const fields = extract(
    "Question \tOur answer\nQ1. Full name of the league and the\nsport?\n" +
      "\tFraser Coast Outrigger Series – outrigger canoe\n\tracing\n" +
      "Q8. Do you stream your events? If so\nwhere, and how many watch?\n" +
      "\tYes, since 2019 – Facebook Live and YouTube.\n",
  ).fields;
  assert.equal(fields.league_name, "Fraser Coast Outrigger Series");
  assert.deepEqual(fields.streaming_platforms, ["Facebook Live", "YouTube"]);
});

Deno.test("'Integrity programme: No' run into the next label's line answers no", () => {
  const fields = extract(
    "Q14. Do you run a formal integrity\nprogramme? Anti-doping?\n\tIntegrity programme: No\n" +
      "\tAnti-doping: Yes, the AOCRA policy applies to all our\n\tpaddlers\n",
  ).fields;
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
});

Deno.test("German 'ist 2009 entstanden' founds; a race's 'Strecken' are its venues", () => {
  assert.equal(
    extract(
      "Der Kärntner Bergzeitfahr-Cup ist 2009 entstanden, als sich vier Radclubs zusammengetan haben.\n",
    )
      .fields.founded_year,
    2009,
  );
  assert.deepEqual(
    extract(
      "Unsere Strecken sind: Villacher Alpenstraße, Gerlitzen, Nockalmstraße und Hochrindl.\n",
    )
      .fields.venues,
    ["Villacher Alpenstraße", "Gerlitzen", "Nockalmstraße", "Hochrindl"],
  );
});

Deno.test("a broadcaster named by its word is the subject of what it does: 'ČT sport odvysílá …', 'LFM annonce …'", () => {
  const cases: [string, string[]][] = [
    [
      "ČT sport odvysílá každý rok sestřih z finále a Český rozhlas Vysočina dělá před každým závodem krátkou upoutávku.",
      ["ČT sport", "Český rozhlas Vysočina"],
    ],
    ["La Télé fait un reportage sur la finale et LFM annonce les résultats le lundi matin.", [
      "La Télé",
      "LFM",
    ]],
    ["Bergamo TV trasmette un servizio di 15 minuti dopo ogni tappa.", ["Bergamo TV"]],
    [
      "TV Primorka posname povzetek vsakega drugega kroga, Radio Koper pa ob ponedeljkih objavi rezultate.",
      ["TV Primorka", "Radio Koper"],
    ],
    [
      "Im Fernsehen sind wir bei ORF Kärnten, und Antenne Kärnten macht vor jedem Rennen eine Vorschau.",
      ["ORF Kärnten", "Antenne Kärnten"],
    ],
  ];
  for (const [text, names] of cases) {
    assert.deepEqual(extract(`${text}\n`).fields.broadcast_partners, names, text);
  }
  // (A German word for the broadcaster before its name is none of it.)
  assert.deepEqual(
    extract("Der Regionalsender Tele M1 zeigt jeden Montag eine Zusammenfassung.\n").fields
      .broadcast_partners,
    ["Tele M1"],
  );
});

Deno.test("streams in German, Italian and Slovenian: 'Einen Livestream machen wir seit 2024 auf YouTube und Facebook'", () => {
  const cases: [string, string[]][] = [
    ["Einen Livestream machen wir seit 2024 auf YouTube und Facebook (eine Zielkamera).", [
      "YouTube",
      "Facebook",
    ]],
    ["Facciamo la diretta su YouTube di tutte le skyrace.", ["YouTube"]],
    ["Tekme v živo prenašamo na Facebooku, povprečno jih spremlja okoli 350 gledalcev na prenos.", [
      "Facebook",
    ]],
  ];
  for (const [text, platforms] of cases) {
    assert.deepEqual(extract(`${text}\n`).fields.streaming_platforms, platforms, text);
  }
});

Deno.test("officials in German and Italian: 'zwei Kommissäre vom Kärntner Radsportverband', 'controllate dai giudici'", () => {
  assert.equal(
    extract(
      "Bei jedem Rennen sind zwei Kommissäre vom Kärntner Radsportverband im Einsatz, die auch über Proteste entscheiden.\n",
    ).fields.officiating,
    "zwei Kommissäre vom Kärntner Radsportverband",
  );
  assert.match(
    String(
      extract(
        "Le gare sono controllate dai giudici di gara FISky, con un delegato tecnico per tappa.\n",
      )
        .fields.officiating,
    ),
    /^giudici di gara FISky/,
  );
});

Deno.test("German 'Gesamtbudget' is the revenue; 'einen Wettanbieter als Partner haben wir auch keinen' lists none", () => {
  const fields = extract(
    "Das Gesamtbudget 2025 lag bei rund 96.000 €.\n\n" +
      "Wetten gibt es bei uns nicht, und einen Wettanbieter als Partner haben wir auch keinen.\n",
  ).fields;
  assert.ok(fields.annual_revenue_usd! > 90_000, String(fields.annual_revenue_usd));
  assert.deepEqual(fields.existing_betting_partners, []);
});

Deno.test("a cup named three times beside a league word named once is the league: 'Kärntner Bergzeitfahr-Cup'", () => {
  const fields = extract(
    "Betreff: AW: Fragebogen Partnerschaft Rennserien 2026 – Kärntner Bergzeitfahr-Cup\n\n" +
      "Der Kärntner Bergzeitfahr-Cup ist 2009 entstanden.\n\nHeute ist der Kärntner Bergzeitfahr-Cup ein eigener Verein.\n\n" +
      "Herbert Wieser\nObmann\nKärntner Bergzeitfahr-Cup\n",
  ).fields;
  assert.equal(fields.league_name, "Kärntner Bergzeitfahr-Cup");
  // (A cup the league holds, beside the league named twice, stays the cup.)
  assert.equal(
    extract(
      "The Great Glen Shinty League has 10 clubs. The Great Glen Shinty League plays 18 rounds.\n" +
        "On top of that there is the Glen Cup. The Glen Cup final is in May. We love the Glen Cup.\n",
    ).fields.league_name,
    "Great Glen Shinty League",
  );
});

Deno.test("league names with lower-case words: 'Kraška balinarska liga', 'Českomoravský pohár v cyklokrosu', 'Ligue lémanique de pétanque'", () => {
  const cases: [string, string][] = [
    ["Kraška balinarska liga je bila ustanovljena leta 1997.", "Kraška balinarska liga"],
    ["Českomoravský pohár v cyklokrosu vznikl v roce 2004.", "Českomoravský pohár v cyklokrosu"],
    ["La Ligue lémanique de pétanque a été fondée en 1994.", "Ligue lémanique de pétanque"],
  ];
  for (const [text, name] of cases) assert.equal(extract(`${text}\n`).fields.league_name, name);
});

Deno.test("'no idea' in French, German and other languages answers nothing, though 'aucune' is 'none'", () => {
  assert.equal(
    extract("> 22. Où les paris sur votre sport sont-ils légaux ?\n--> aucune idée\n").fields
      .betting_legal_markets,
    undefined,
  );
  assert.equal(extract("Wettpartner: keine Ahnung\n").fields.existing_betting_partners, undefined);
  assert.deepEqual(extract("Wettpartner: keine\n").fields.existing_betting_partners, []);
});

Deno.test("a broadcasters' answer in clauses names each subject: 'Tele 1 bringt …, Radio Pilatus berichtet …'", () => {
  assert.deepEqual(
    extract(
      "TV/Radio: Tele 1 bringt nach jedem Lauf einen Beitrag, Radio Pilatus berichtet in den Regionalnachrichten.\n",
    ).fields.broadcast_partners,
    ["Tele 1", "Radio Pilatus"],
  );
  assert.deepEqual(
    extract("1FLTV zeigt von jedem Rennen eine Zusammenfassung, Radio Liechtenstein berichtet.\n")
      .fields.broadcast_partners,
    ["1FLTV", "Radio Liechtenstein"],
  );
});

Deno.test("answers typed under the labels of an Outlook original are read; the asker's signature under them is not", () => {
  const fields = extract(
    "From: Jonas Berg <jonas@alpentrail.ch>\nTo: Anna Keller <anna@sportdata.example>\nSubject: RE: Questionnaire\n\n" +
      "Hi Anna, answers are below in your mail.\nJonas\n\n-----Original Message-----\n" +
      "From: Anna Keller <anna@sportdata.example>\nSent: Tuesday, March 3, 2026 10:12 AM\n" +
      "To: Jonas Berg <jonas@alpentrail.ch>\nSubject: Questionnaire\n\nDear Jonas,\n\n" +
      "Founding year\n1998\n\nNumber of clubs\n14\n\nRaces per season\n9\n\n" +
      "Best regards\nAnna Keller\nSportData AG\n+41 44 123 45 67\n",
  ).fields;
  assert.equal(fields.founded_year, 1998);
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.events_per_season, 9);
  assert.equal(fields.contact_phone, undefined);
});

Deno.test("answers typed in brackets at the end of an original's lines keep the original", () => {
  const fields = extract(
    "From: Jonas Berg <jonas@alpentrail.ch>\nSubject: RE: Questionnaire\n\nHello Anna, see my answers in brackets below.\n\n" +
      "-----Original Message-----\nFrom: Anna Keller <anna@sportdata.example>\nSent: Tuesday, March 3, 2026 10:12 AM\n" +
      "Subject: Questionnaire\n\nDear Jonas, please tell us:\n- the year the league was founded [1998]\n" +
      "- how many clubs take part [14 clubs]\n- how many races per season [9 races, May to September]\n\n" +
      "Best regards\nAnna Keller\nSportData AG\n+41 44 123 45 67\n",
  ).fields;
  assert.equal(fields.founded_year, 1998);
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.contact_phone, undefined);
});

Deno.test("an original under 'Am … schrieb Anna Keller <…>:', unquoted, answered inside: the asker's signature is none of the league's", () => {
  const fields = extract(
    "Von: Jonas Berg <jonas@alpentrail.ch>\nBetreff: AW: Fragebogen\n\nHallo Anna,\n\nmeine Antworten stehen unten direkt in Ihrer Mail.\n\nGruss\nJonas\n\n" +
      "Am 03.03.2026 um 10:12 schrieb Anna Keller <anna@sportdata.example>:\n\nSehr geehrter Herr Berg,\n\n" +
      "1. Wann wurde die Serie gegründet?\n1998\n\n2. Wie viele Vereine nehmen teil?\n14 VEREINE\n\n" +
      "4. Wie viele Zuschauer kommen durchschnittlich?\nETWA 1.200 PRO RENNEN\n\n" +
      "Freundliche Grüsse\nAnna Keller\nSportData AG\n+41 44 123 45 67\n",
  ).fields;
  assert.equal(fields.founded_year, 1998);
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.contact_phone, undefined);
});

Deno.test("answers typed into the quoted questionnaire, after an arrow or in brackets, are the league's", () => {
  const fields = extract(
    "Da: Matteo Compagnoni <matteo@skialp.example>\n\nrisposte sotto, nel testo, dopo le frecce =>\n\n" +
      "Il 03/03/2026 10:12, Chiara Ferri ha scritto:\n> Gentile segreteria,\n>\n" +
      "> 3. Anno di fondazione => 2003\n> 7. Numero di squadre / sci club => 27 sci club\n" +
      "> 10. Numero di tappe per stagione => 7\n> 20. Formato e latenza del feed => n.d.\n" +
      "> 27. Giurisdizioni dove le scommesse sono legali => boh, non lo so\n>\n> Chiara Ferri\n> +39 02 555 0101\n",
  ).fields;
  assert.equal(fields.founded_year, 2003);
  assert.equal(fields.teams_count, 27);
  assert.equal(fields.events_per_season, 7);
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(fields.contact_phone, undefined);
  const brackets = extract(
    "Hei,\nsvarene står i klammer.\n\nDen tir. 3. mar. 2026 kl. 10:12 skrev Kari Aune <kari@data.example>:\n" +
      "> 1. Fullt navn på cupen/ligaen: [Nidaros O-Cup]\n> 3. Stiftet år: [1987]\n" +
      "> 7. Antall klubber/lag: [23 klubber]\n> 14. Seere totalt per sesong:\n",
  ).fields;
  assert.equal(brackets.league_name, "Nidaros O-Cup");
  assert.equal(brackets.founded_year, 1987);
  assert.equal(brackets.teams_count, 23);
});

Deno.test("a typed answer's evidence is the line as the document writes it", () => {
  const { fields, evidence } = extract(
    "Hei,\nsvarene står i klammer.\n\nDen tir. 3. mar. 2026 kl. 10:12 skrev Kari Aune <kari@data.example>:\n" +
      "> 3. Stiftet år: [1987]\n> 7. Antall klubber/lag: [23 klubber]\n" +
      "> 21. Hvor mange år med historiske data? [resultater tilbake til 1999]\n",
  );
  assert.equal(fields.founded_year, 1987);
  assert.equal(evidence.founded_year?.text, "> 3. Stiftet år: [1987]");
});

Deno.test("arrows and the writer's initials before an answer are none of it; 'pass' answers nothing; 'Lake X' after a beach is a venue of its own", () => {
  const fields = extract(
    "12. Venues? >>> Pilot Bay, Lake Rotoiti, Ōhope Beach, Lake Ōkāreka\n" +
      "27. Existing betting partners? >>> none\n28. Where is betting on your events legal? >>> pass\n\n" +
      "> How many clubs take part?\n[JB] 14 clubs\n",
  ).fields;
  assert.deepEqual(fields.venues, ["Pilot Bay", "Lake Rotoiti", "Ōhope Beach", "Lake Ōkāreka"]);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(fields.teams_count, 14);
  // (A tick is no one's initials: "[x] Yes  [ ] No".)
  assert.equal(
    extract("Anti-doping policy?          [x] Yes  [ ] No   (AOCRA policy applies)\n").fields
      .anti_doping_policy,
    true,
  );
});

Deno.test("an audience 'på arena' is at the venue; 'Die drei Livestreams … 1'400 Zuschauer' counts viewers, and the medium is no platform", () => {
  const fields = extract(
    "13. Gjennomsnittlig publikum per arrangement: ca. 350 på arena\n\n" +
      "Die drei Livestreams 2025 hatten im Schnitt 1'400 Zuschauer pro Livestream.\n\n" +
      "Livestream: Die drei Livestreams 2025 hatten im Schnitt 1'400 Zuschauer.\n",
  ).fields;
  assert.equal(fields.average_attendance, 350);
  assert.equal(fields.average_stream_viewers, 1400);
  assert.equal(fields.streaming_platforms, undefined);
  // (The first quantity still answers: "Four derbies, 9 races each".)
  assert.equal(
    extract("Events per season: Four derbies, 9 races each\n").fields.events_per_season,
    4,
  );
});

Deno.test("a figure of last year's final is one occasion's: 'en la final del año pasado … más de 800 corredores'", () => {
  assert.equal(
    extract(
      "La plataforma en la final del año pasado aguantó sin problemas con más de 800 corredores en carrera.\n",
    ).fields.athletes_count,
    undefined,
  );
  assert.equal(extract("Tenemos 640 corredores federados.\n").fields.athletes_count, 640);
});

Deno.test("Czech 'Kontaktem pro partnerství dál zůstává náš sekretář Tomáš Hájek': the contact, without the writer's phone", () => {
  const fields = extract(
    "Od:\tJana Vondráčková <predsedkyne@skialp.example>\nKopie:\tTomáš Hájek <hajek@skialp.example>\n\n" +
      "Dobrý den,\n\nKontaktem pro partnerství dál zůstává náš sekretář Tomáš Hájek (hajek@skialp.example), od 1. dubna je zpátky.\n\n" +
      "S pozdravem\n\nJana Vondráčková\npředsedkyně spolku\nmobil +420 737 204 615\n",
  ).fields;
  assert.equal(fields.contact_name, "Tomáš Hájek");
  assert.equal(fields.contact_title, "sekretář");
  assert.equal(fields.contact_email, "hajek@skialp.example");
  assert.equal(fields.contact_phone, undefined);
  // (A signature in lower case still signs for the contact: "marta zielinska" / "tel. 601 442 319".)
  assert.equal(
    extract(
      "From: Marta Zielinska <marta@ringo.example>\n\nwyniki mamy od 2004.\npozdrawiam\nmarta zielinska\nsekretarz zarzadu PLR\ntel. 601 442 319\n",
    ).fields.contact_phone,
    "601 442 319",
  );
});

Deno.test("a dotted form's list that ends on a comma runs on into the indented line below", () => {
  assert.deepEqual(
    extract(
      "Stats tracked ................ points per throw, bullseyes, killshots,\n                               match averages\nOfficiating .................. two judges\n",
    ).fields.stats_tracked,
    ["points per throw", "bullseyes", "killshots", "match averages"],
  );
});

Deno.test("slashes between items that each hold a comma part them: 'Pantai Geting, Tumpat / Pantai Cahaya Bulan, Kota Bharu'", () => {
  assert.deepEqual(
    extract("Venue: Pantai Geting, Tumpat / Pantai Cahaya Bulan, Kota Bharu\n").fields.venues,
    ["Pantai Geting, Tumpat", "Pantai Cahaya Bulan, Kota Bharu"],
  );
  assert.deepEqual(
    extract("Streaming: YouTube / Facebook, Instagram\n").fields.streaming_platforms,
    ["YouTube", "Facebook", "Instagram"],
  );
});

Deno.test("the signer's own address under a letter comes before the office's on its letterhead", () => {
  const fields = extract(
    "LIGA CARPATINA DE TRANTA\nE-mail: office@tranta.example\n\nDear Sirs,\n\nThe league was founded in year 2014.\n\n" +
      "Best regards,\n\nIoana Muresan\nHead of Marketing\nDirect phone: +40 744 218 903\nE-mail: ioana.muresan@tranta.example\n",
  ).fields;
  assert.equal(fields.contact_name, "Ioana Muresan");
  assert.equal(fields.contact_email, "ioana.muresan@tranta.example");
});

Deno.test("a title after a bullet is the name's: 'Kovács Eszter · General Secretary'", () => {
  const fields = extract(
    "Contact\nKovács Eszter · General Secretary\nDirect phone: +36 30 512 4478 · E-mail: kovacs.eszter@pannoniahorseball.hu\n",
  ).fields;
  assert.equal(fields.contact_name, "Kovács Eszter");
  assert.equal(fields.contact_title, "General Secretary");
});

Deno.test("a Croatian questionnaire's rows: 'Broj događaja po sezoni', 'Broj natjecanja po događaju', 'Suđenje', 'Gdje je klađenje na ligu legalno'", () => {
  const fields = extract(
    [
      "Br. | Pitanje | Odgovor",
      "6. | Tržišta (države) | Hrvatska, Slovenija, Italija",
      "8. | Broj registriranih sportaša | 2.350 registriranih trkača",
      "11. | Broj događaja po sezoni | 8 utrka",
      "12. | Broj natjecanja po događaju | 3 staze po utrci",
      "13. | Lokacije / borilišta | Platak, Lokve, Opatija",
      "14. | Prosječan broj gledatelja po događaju | oko 400",
      "17. | Prosječan broj gledatelja prijenosa | 1.100",
      "23. | Povijesni podaci (od koje godine) | od 2013.",
      "24. | Statistike koje pratite | ukupno vrijeme, prolazna vremena",
      "25. | Suđenje | sudac utrke i kontrolori",
      "28. | Postojeći partneri kladionice | Nemamo",
      "29. | Gdje je klađenje na ligu legalno | Hrvatska",
      "31. | Prihod od sponzorstava | 62.000 €",
    ].join("\n"),
  ).fields;
  assert.deepEqual(fields.markets, ["Hrvatska", "Slovenija", "Italija"]);
  assert.equal(fields.athletes_count, 2350);
  assert.equal(fields.events_per_season, 8);
  assert.equal(fields.contests_per_event, 3);
  assert.deepEqual(fields.venues, ["Platak", "Lokve", "Opatija"]);
  assert.equal(fields.average_attendance, 400);
  assert.equal(fields.average_stream_viewers, 1100);
  assert.equal(fields.historical_data_years, 13);
  assert.deepEqual(fields.stats_tracked, ["ukupno vrijeme", "prolazna vremena"]);
  assert.equal(fields.officiating, "sudac utrke i kontrolori");
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.deepEqual(fields.betting_legal_markets, ["Hrvatska"]);
  assert.ok(fields.sponsorship_revenue_usd! > 62_000);
  // The league's name and the competition's are one answer.
  assert.deepEqual(rankLabel("Naziv lige / natjecanja").map((m) => m.field), ["league_name"]);
});

Deno.test("a remark in brackets that holds a number or an address is left out, not the answer: 'Rijeka (Udruga Kvarner Trail, OIB 48210537716)'", () => {
  assert.equal(
    extract("Sjedište: Rijeka (Udruga Kvarner Trail, OIB 48210537716)\n").fields.headquarters,
    "Rijeka",
  );
  const fields = extract(
    "Sport: fell running (enquiries +44 1539 720 123)\nOfficiating: a race referee (rules@fell.example)\n",
  ).fields;
  assert.equal(fields.sport, "fell running");
  assert.equal(fields.officiating, "a race referee");
  // A phone number that is the answer's own still takes it out.
  assert.equal(extract("Headquarters: +385 51 213 456\n").fields.headquarters, undefined);
});

Deno.test("a cover note's correction of its attachment: 'the doc says 14 races, but it's 13 this winter'", () => {
  const fields = extract(
    "One correction before you read it: the doc says 14 races, but it's 13 this winter.\n\n" +
      "The first winter had three races; we now run a full series of 14 races on groomed trails.\n",
  ).fields;
  assert.equal(fields.events_per_season, 13);
  assert.equal(fields.contests_per_event, undefined);
  // Without the correction, today's figure, not the first winter's.
  assert.equal(
    extract("The first winter had three races; we now run a full series of 14 races.\n").fields
      .events_per_season,
    14,
  );
  assert.equal(extract("We have 13 races this winter.\n").fields.events_per_season, 13);
  // The figure "statt", "instead of" is the one replaced.
  assert.equal(
    extract("We now hold 14 instead of 12 meetings a season.\n").fields.events_per_season,
    14,
  );
});

Deno.test("'$' of a document with a US state and ZIP code is the US dollar, though Canada is named", () => {
  const fields = extract(
    "Our office is in Saranac Lake, NY 12983. Racers come from the US and Canada.\n" +
      "Annual revenue: $210,000\n",
  ).fields;
  assert.equal(fields.annual_revenue_usd, 210_000);
  assert.ok(
    extract("Racers come from Canada.\nAnnual revenue: $210,000\n").fields.annual_revenue_usd! <
      210_000,
  );
});

Deno.test("Argentine prose: 'facturamos unos $ 310 millones (pesos)', 'el sponsoreo son USD 95.000', 'la televisa TyC Sports', 'legales en la Provincia … y en CABA', 'planillas desde 2005'", () => {
  const fields = extract(
    [
      "Tiene su sede en Chascomús, Provincia de Buenos Aires.",
      "La final la televisa TyC Sports. Las demás fechas las pasamos en vivo por YouTube.",
      "Tenemos las planillas digitalizadas desde 2005.",
      "Por lo que sabemos, las apuestas online son legales en la Provincia de Buenos Aires y en CABA.",
      "Números: facturamos unos $ 310 millones (pesos) por año, y el sponsoreo son USD 95.000 anuales.",
    ].join("\n\n"),
  ).fields;
  assert.deepEqual(fields.broadcast_partners, ["TyC Sports"]);
  assert.deepEqual(fields.streaming_platforms, ["YouTube"]);
  assert.equal(fields.historical_data_years, 21);
  assert.deepEqual(fields.betting_legal_markets, ["Provincia de Buenos Aires", "CABA"]);
  // Pesos in Buenos Aires are Argentine: 310 million of them are far fewer dollars.
  assert.equal(fields.annual_revenue_usd, Math.round(310_000_000 * USD_RATES.ARS));
  assert.equal(fields.sponsorship_revenue_usd, 95_000);
  // A streaming service named so is still a stream.
  assert.deepEqual(
    extract("La final la transmite YouTube.\n").fields.broadcast_partners,
    undefined,
  );
});

Deno.test("answers numbered by a range of questions ('13-14. Speellocaties: …'); Dutch 'en' before a list's last name", () => {
  assert.deepEqual(
    extract(
      "13-14. Speellocaties: Watersportbaan Gent, Blaarmeersen en Sport Vlaanderen Hofstade.\n",
    )
      .fields.venues,
    ["Watersportbaan Gent", "Blaarmeersen", "Sport Vlaanderen Hofstade"],
  );
  assert.equal(extract("7-8. Teams: 12\n").fields.teams_count, 12);
  // French "en" inside a name stays: "Sport en France, France 3 Provence-Alpes".
  assert.deepEqual(
    extract("Diffuseurs TV: Sport en France, France 3 Provence-Alpes\n").fields.broadcast_partners,
    ["Sport en France", "France 3 Provence-Alpes"],
  );
});

Deno.test("a cover note's correction stays over the attached answer it corrects, read after it", () => {
  const attachment =
    "\n\n----- Attachment: answers.docx -----\n\n7. Number of teams | 14 member teams\n";
  assert.equal(
    extract(
      "Hi Anna,\n\nOne correction before you read it: the doc says 14 member teams, but the Cork " +
        "Rebel Rollers were voted in at the AGM last Thursday so we're 15 teams now." + attachment,
    ).fields.teams_count,
    15,
  );
  // Without a correction, the attachment's labelled answer is the better founded.
  assert.equal(
    extract("Hi Anna,\n\nWe're 15 teams now, give or take." + attachment).fields.teams_count,
    14,
  );
  // "ho scritto 210.000 euro di sponsorizzazioni, in realtà sono 190.000 euro".
  const fields = extract(
    "Una correzione: al punto 32 ho scritto 210.000 euro di sponsorizzazioni, in realtà sono " +
      "190.000 euro, il dato giusto è quello del bilancio.\n\n32. Sponsorizzazioni annue\nRisposta: 210.000 euro\n",
  ).fields;
  assert.equal(fields.sponsorship_revenue_usd, Math.round(190_000 * USD_RATES.EUR));
});

Deno.test("a format and its delay under one label, parted: 'Format / Verzögerung: XML bzw. CSV, Verzögerung ca. 5 Sekunden', Croatian 'kašnjenje 30-ak sekundi'", () => {
  let fields = extract("Format / Verzögerung: XML bzw. CSV, Verzögerung ca. 5 Sekunden\n").fields;
  assert.equal(fields.data_feed_format, "XML bzw. CSV");
  assert.equal(fields.data_latency_ms, 5000);
  fields = extract(
    "Format i kašnjenje podataka: XML preko API-ja mjeritelja vremena, kašnjenje 30-ak sekundi\n",
  ).fields;
  assert.equal(fields.data_feed_format, "XML preko API-ja mjeritelja vremena");
  assert.equal(fields.data_latency_ms, 30_000);
  // A short word's full stop is still a sentence's end: "…, mostly entry fees. Sponsorship was …".
  fields = extract(
    "Revenue / sponsorship: $412,000 last fiscal year, mostly entry fees. Sponsorship was $58K of that.\n",
  ).fields;
  assert.notEqual(fields.annual_revenue_usd, 58_000);
  assert.equal(fields.sponsorship_revenue_usd, 58_000);
});

Deno.test("a measure or a phrase after a list item's dash is about the item: 'Katrin – 1.050 Höhenmeter', 'YouTube – Livestream nur beim Finallauf'", () => {
  assert.deepEqual(
    extract("Venues: Katrin – 1.050 Höhenmeter, Schafberg – 1.180 Höhenmeter\n").fields.venues,
    ["Katrin", "Schafberg"],
  );
  assert.deepEqual(
    extract("Streaming: YouTube – Livestream nur beim Finallauf\n").fields.streaming_platforms,
    ["YouTube"],
  );
  // Two names either side of a dash are two items.
  assert.deepEqual(extract("Venues: Učka – Poklon, Platak\n").fields.venues, [
    "Učka",
    "Poklon",
    "Platak",
  ]);
});

Deno.test("a decoy-rich form's non-answers: Malay 'Tak pasti', 'Sulit', 'rujuk …'; a section's number '1.8'; a part's heading; 'one following up'", () => {
  const fields = extract(
    [
      "BAHAGIAN 1",
      "  1.8 Purata penonton / Avg.",
      "      attendance .................... rujuk Soal Jawab (S9)",
      "  4.5 Bidang kuasa sah / Legal jurisdictions ... Tak pasti",
      "  5.2 Hasil tahunan / Annual revenue ........... Sulit / confidential",
      "",
      "E5  Jurisdictions where betting",
      "    is legal ................... ? (not known - pl. advise)",
      "",
      "SECTION F - FINANCE",
      "",
      "Quick one following up the Q&A PDF I sent you on 14 August.",
    ].join("\n"),
  ).fields;
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(fields.annual_revenue_usd, undefined);
  assert.equal(fields.social_followers, undefined);
  // A section's number is no figure; its answer is still read.
  assert.equal(
    extract("  1.8 Purata penonton / Avg.\n      attendance .................... 2,000\n").fields
      .average_attendance,
    2000,
  );
  assert.equal(extract("We have 2,400 following us on Instagram.\n").fields.social_followers, 2400);
});

Deno.test("others' figures are not the league's: a sponsor's in brackets, a broadcaster's reach, a sentence 'for comparison'", () => {
  const fields = extract(
    [
      "We have 640 registered rowers in 24 clubs.",
      "Our naming partner Southern Coast Credit Union (41,000 members, 12 branches) is the biggest of those.",
      "Highlights are carried by YourTV (Cogeco says YourTV reaches about 1.5 million households).",
      "Vertailun vuoksi: Superpesiksessä on 12 joukkuetta.",
    ].join("\n\n"),
  ).fields;
  assert.equal(fields.athletes_count, 640);
  assert.equal(fields.teams_count, 24);
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(
    extract("For comparison, the national league has 40 teams.\n").fields.teams_count,
    undefined,
  );
  // A person of the league who says a figure gives it.
  assert.equal(
    extract("Money: Gary says total revenue for 2025 was about $58,000.\n").fields
      .annual_revenue_usd,
    58_000,
  );
});

Deno.test("a Malay Q&A: 'S5.' numbers a question; 'Bilangan pasukan dan pemain berdaftar'; 'bulan Mac'; 'RTM Klik dan Facebook'", () => {
  const fields = extract(
    [
      "S2. Tahun ditubuhkan & ibu pejabat?",
      "2017. Ibu pejabat di Kota Kinabalu, Sabah.",
      "S5. Bilangan pasukan dan pemain berdaftar?",
      "14 pasukan, 168 pemain berdaftar musim ini.",
      "S6. Bila musim bermula, berapa lama?",
      "Musim bermula bulan Mac dan berlangsung selama 20 minggu, final dijangka pada 15 Ogos 2026.",
      "S9. Purata kehadiran penonton setiap siri?",
      "Purata 1,500 orang setiap siri.",
      "S10. Streaming?",
      "RTM Klik dan Facebook.",
    ].join("\n"),
  ).fields;
  assert.equal(fields.founded_year, 2017);
  assert.equal(fields.teams_count, 14);
  assert.equal(fields.athletes_count, 168);
  assert.equal(fields.season_start_month, "March");
  assert.equal(fields.season_length_weeks, 20);
  assert.equal(fields.average_attendance, 1500);
  assert.deepEqual(fields.streaming_platforms, ["RTM Klik", "Facebook"]);
  // "Mac" is a month only as one is named so.
  assert.equal(parseMonth("Big Mac")?.value, undefined);
  assert.equal(parseMonth("Mac")?.value, "March");
});

Deno.test("a season table's cell that holds a range is one figure, not two seasons' ('3,000 – 3,500')", () => {
  const fields = extract(
    "Key Figures \tSeason 2025 Season 2026\nAvg. crowd per session 2,800 \t3,000 – 3,500\n",
  ).fields;
  assert.equal(fields.average_attendance, 3250);
});

Deno.test("an example's figures are not the league's ('e.g. a league with 12 teams'); 'Vi sänder' names no broadcaster; 'Nichts Formelles' denies", () => {
  const fields = extract(
    'Please answer the questions below (e.g. "a league with 12 teams and 2,000 spectators").\n\n' +
      "For reference, our smallest current partner is a league of 16 clubs with an average attendance of 1,500.\n",
  ).fields;
  assert.equal(fields.teams_count, undefined);
  assert.equal(fields.average_attendance, undefined);
  assert.equal(
    extract("We have 14 clubs, for example Ballyfermot and Naas.\n").fields.teams_count,
    14,
  );
  assert.equal(
    extract("Vi sänder finalerna på YouTube, ca 1 200 tittare per sändning.\n").fields
      .broadcast_partners,
    undefined,
  );
  assert.equal(
    extract("Integritätsprogramm / Partner: Nichts Formelles.\n").fields.integrity_program,
    false,
  );
  // The anti-doping agency is no Spanish "nada".
  assert.equal(extract("Anti-Doping: NADA Austria\n").fields.anti_doping_policy, true);
});

Deno.test("a chain passed on twice: the asker's original at its bottom is cut, its questions and closing answer nothing", () => {
  const fields = extract(
    [
      "From: Gary Vance <gary.vance@glpsl.com>",
      "To: Kyle Brandt <kyle.brandt@northbeamdata.com>",
      "",
      "Hi Kyle, Gary here, treasurer of the Great Lakes Pro Shuffleboard League.",
      "6) Social followers: 7,800 total across Facebook and TikTok.",
      "",
      "Begin forwarded message:",
      "",
      "From: Denise Kowalczyk <denise@glpsl.com>",
      "Subject: Fwd: Questionnaire",
      "Date: May 8, 2026 at 8:15:33 AM EDT",
      "To: Gary Vance <gary.vance@glpsl.com>",
      "",
      "Gary - can you answer 6 for this guy? I did the rest last night. His original is below.",
      "",
      "Begin forwarded message:",
      "",
      "From: Kyle Brandt <kyle.brandt@northbeamdata.com>",
      "Subject: Questionnaire",
      "Date: May 6, 2026 at 9:47:12 AM EDT",
      "To: info@glpsl.com",
      "",
      "Quick intro: Northbeam was founded in 2016 and we cover 48 leagues in 31 sports.",
      "",
      "1. League name & year founded, sport",
      "2. HQ city/state, website",
      "4. Season start month, length in weeks, number of league nights/events",
      "6. Streaming platforms, average viewers, social followers",
      "7. Live data: do you have an official real-time scoring feed? Format? Latency?",
      "10. Integrity program? Anti-doping policy?",
      "13. Best contact",
      "",
      "Cheers,",
      "Kyle",
    ].join("\n"),
  ).fields;
  assert.equal(fields.social_followers, 7800);
  assert.equal(fields.founded_year, undefined);
});

Deno.test("a broadcaster's own reach in brackets, in Danish: '(TV Syd oplyser selv at nå ca. 400.000 seere om ugen)'", () => {
  const fields = extract(
    "TV Syd sender indslag fra finalestævnet (TV Syd oplyser selv at nå ca. 400.000 seere om ugen).\n",
  ).fields;
  assert.equal(fields.average_stream_viewers, undefined);
  assert.equal(fields.annual_viewership, undefined);
});

Deno.test("English 'team dues' counts no teams (Catalan 'dues pistes' is two); platforms where the followers are stream nothing", () => {
  assert.equal(
    extract("Revenue for 2025 was $64,000 (team dues at $40 a night).\n").fields.teams_count,
    undefined,
  );
  assert.equal(numberMentions("Tenim dues pistes cobertes")[0]?.value, 2);
  assert.equal(
    extract("We stream live, and have 7,800 followers across Facebook, Instagram and TikTok.\n")
      .fields.streaming_platforms,
    undefined,
  );
});

Deno.test("'please deal with Ciarán Doyle, our Hon. Secretary' hands the reader to the contact, not the writer", () => {
  const fields = extract(
    "From: Aoife Brennan <aoifebrennan77@gmail.com>\n\nHi Dana,\n\nFor anything on the partnership " +
      "please deal with Ciarán Doyle, our Hon.\nSecretary - secretary@leinsterfootgolf.ie or 087 214 " +
      "6693. He's copied here.\n\nTalk soon,\nAoife\n",
  ).fields;
  assert.equal(fields.contact_name, "Ciarán Doyle");
  assert.equal(fields.contact_email, "secretary@leinsterfootgolf.ie");
});

Deno.test("Finnish rounds and their matches: 'Runkosarjassa on 18 pelikierrosta, ja jokaisella kierroksella pelataan 4 ottelua'", () => {
  const fields = extract(
    "Runkosarjassa on 18 pelikierrosta, ja jokaisella kierroksella pelataan 4 ottelua.\n",
  ).fields;
  assert.equal(fields.events_per_season, 18);
  assert.equal(fields.contests_per_event, 4);
});

Deno.test("Finnish 'näytetään suorana Pesistv:ssä, keskimäärin 650 katsojaa': a stream's viewers, not a crowd", () => {
  const fields = extract(
    "Kaikki ottelut näytetään suorana Pesistv:ssä, keskimäärin 650 katsojaa per ottelu.\n",
  ).fields;
  assert.equal(fields.average_stream_viewers, 650);
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("what is shown is no broadcaster, where it is shown is ('Highlights package on WIN Television'); a none under a Spanish question of partners leaves the law unanswered", () => {
  assert.deepEqual(
    extract("Broadcast: Highlights package on WIN Television\n").fields.broadcast_partners,
    ["WIN Television"],
  );
  assert.deepEqual(extract("Live streams: Every bout on YouTube\n").fields.streaming_platforms, [
    "YouTube",
  ]);
  const fields = extract(
    "> 11. Socios de apuestas y mercados donde las apuestas son legales.\n\nNingún socio de " +
      "apuestas. Dónde es legal apostar: no sé, la verdad.\n",
  ).fields;
  assert.equal(fields.betting_legal_markets, undefined);
});

Deno.test("a measure counts nothing ('the heat was 41 degrees'); 'I will need to ask our lawyer' answers nothing", () => {
  const fields = extract(
    "I just came back from Kano, the heat there was 41 degrees on Saturday but the crowd still came out for the final.\n\n" +
      "Betting legal where: I will need to ask our lawyer, Insha Allah by next week.\n",
  ).fields;
  assert.equal(fields.contests_per_event, undefined);
  assert.equal(fields.betting_legal_markets, undefined);
});

Deno.test("others named so as not to be mixed up, and some teams doing something, count nothing of the league", () => {
  assert.equal(
    extract(
      "Just so you don't mix us up: the Manitoba Horseshoe Association runs its own 9 tournaments and has about 180 members.\n",
    ).fields.athletes_count,
    undefined,
  );
  assert.equal(
    extract("Two teams submitted late line-ups, each team now has 16 players.\n").fields
      .teams_count,
    undefined,
  );
});

Deno.test("a JSON export inside a text (an e-mail's attachment) is read as JSON beside the message", () => {
  const document = [
    "From: Lukáš Hrabal <hrabal@kolova-msl.cz>",
    "",
    "Dobrý den, posílám export z naší databáze. Máme 18 dvojic.",
    "",
    "----- Attachment: export.json -----",
    "",
    "{",
    '  "league": { "name": "Moravskoslezská liga kolové", "foundedYear": 1994 },',
    '  "competition": { "registeredPlayers": 41, "venues": ["Sokolovna Svinov"] }',
    "}",
  ].join("\n");
  const extraction = extract(document);
  assert.equal(extraction.fields.league_name, "Moravskoslezská liga kolové");
  assert.equal(extraction.fields.founded_year, 1994);
  assert.equal(extraction.fields.athletes_count, 41);
  assert.deepEqual(extraction.fields.venues, ["Sokolovna Svinov"]);
  assert.equal(extraction.evidence.founded_year?.path, "league.foundedYear");
  // Braces that are no JSON are the text they are.
  assert.equal(
    extract("Notes:\n{\nTeams: 12\n}\n").fields.teams_count,
    12,
  );
});

Deno.test("braces at the margin without their close are read in one pass, not once from each", () => {
  const text = "Teams: 12\n" + "{\n".repeat(200_000);
  const started = performance.now();
  assert.equal(extract(text).fields.teams_count, 12);
  assert.ok(performance.now() - started < 10_000, `${performance.now() - started} ms`);
});

Deno.test("'Para todo lo del acuerdo, Nerea (nerea@…)': the part the address spells is the name, not a title", () => {
  const fields = extract(
    "> Q14 Partnership contact\n\nPara todo lo del acuerdo, Nerea (nerea@bossaballevante.es).\n",
  ).fields;
  assert.equal(fields.contact_name, "Nerea");
  assert.equal(fields.contact_title, undefined);
  assert.equal(fields.contact_email, "nerea@bossaballevante.es");
});

Deno.test("a numbered question's cell wrapped at the margin over its indented answer is one question ('Q15. Marchés où les paris' / 'sur la ligue sont légaux' / '<tab>Nous ne savons pas.')", () => {
  const fields = extract(
    "Q14. Partenaires de paris\nactuels\n\tAucun.\nQ15. Marchés où les paris\n" +
      "sur la ligue sont légaux\n\tNous ne savons pas.\nQ16. Revenus\n\tRevenus annuels : 410 000 $.\n",
  ).fields;
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.betting_legal_markets, undefined);
});

Deno.test("an amount after a year: 'Revenus annuels (exercice 2025) : 410 000 $, dont 265 000 $ en commandites'", () => {
  const fields = extract(
    "Q16. Revenus\n\tRevenus annuels (exercice 2025) : 410 000 $, dont 265 000 $ en commandites.\n",
  ).fields;
  assert.equal(fields.annual_revenue_usd, 410000);
  assert.equal(fields.sponsorship_revenue_usd, 265000);
});

Deno.test("French 'Assistance' and 'Réseaux sociaux' as labels; '(MAtv rejoint 1,5 million d'abonnés …)' is the broadcaster's figure", () => {
  const fields = extract(
    "Q7. Assistance \tEn moyenne 3 000 spectateurs par étape, sur les quais.\n" +
      "Q8. Télé\n\tMAtv diffuse des résumés (MAtv rejoint 1,5 million d'abonnés Vidéotron, selon\n" +
      "\tle diffuseur).\nQ9. Réseaux sociaux \t14 300 abonnés, toutes plateformes confondues.\n",
  ).fields;
  assert.equal(fields.average_attendance, 3000);
  assert.equal(fields.social_followers, 14300);
});

Deno.test("a question's example is no answer: 'Region (e.g. South Asia)', 'If yes, format and latency (e.g. “JSON push, 2 seconds”)'", () => {
  const region = extract("5) Region (e.g. South Asia)\n\n6) Markets\nNepal and India\n").fields;
  assert.equal(region.region, undefined);
  assert.deepEqual(region.markets, ["Nepal", "India"]);
  const feed = extract(
    "3.1 Do you have an official live data feed? If yes, format and latency (e.g. “JSON push, 2 " +
      "seconds”).\nNo. Scorers keep paper scorebooks and the results go onto PlayHQ on Sunday " +
      "night, nothing live.\n",
  ).fields;
  assert.equal(feed.has_official_data_feed, false);
  assert.equal(feed.data_feed_format, undefined);
  assert.equal(feed.data_latency_ms, undefined);
});

Deno.test("what a venue holds is no crowd; a building's year is no founding; 'Same as above' answers nothing", () => {
  const hall = extract(
    "15. Average spectators per event\nAns. MITC hall can fit 1,200 but we never count, the " +
      "kampung folks come and go whole day\n",
  ).fields;
  assert.equal(hall.average_attendance, undefined);
  const ground = extract(
    "15 \tAverage spectators per event \tBijoy Govinda ground can hold about 5,000\n",
  ).fields;
  assert.equal(ground.average_attendance, undefined);
  const built = extract(
    "3. When was the league founded?\nAns. Our clubhouse at Bijoy Govinda was built in 1962, the " +
      "league came much later.\n",
  ).fields;
  assert.equal(built.founded_year, undefined);
  assert.equal(
    extract("Founded: 1998 (the club house was built in 1962)\n").fields.founded_year,
    1998,
  );
  const same = extract(
    "Office address: Same as above\nVenues: Same as last year\nTeams: 12 (same as last year)\n",
  ).fields;
  assert.equal(same.headquarters, undefined);
  assert.equal(same.venues, undefined);
  assert.equal(same.teams_count, 12);
});

Deno.test("a question's number counts nothing: 'Q.15 Average spectators per event' under an answer, a row's '16 Total viewership …' among rows 15 and 17", () => {
  const qa = extract(
    "Q.14 Venues\nAns. Sheikh Jamal Stadium, Faridpur; Rajbari Sadar Upazila field\n" +
      "Q.15 Average spectators per event\nAns. The hall is big.\n" +
      "Q.16 Total viewers in the season (TV + online)\nAns. ?\n",
  ).fields;
  assert.equal(qa.average_attendance, undefined);
  assert.equal(qa.annual_viewership, undefined);
  const rows = extract(
    "Some intro here.\n\n15 Average spectators per event \tthe ground is big\n" +
      "16 Total viewership for the season (TV +\nonline, cumulative)\n\twe don't track this\n" +
      "17 Average viewers per live stream /\ntelecast\n\tit depends.\n18 TV partners \tISTV\n",
  ).fields;
  assert.equal(rows.annual_viewership, undefined);
  assert.equal(rows.average_stream_viewers, undefined);
  assert.deepEqual(rows.broadcast_partners, ["ISTV"]);
});

Deno.test("'-/-' answers nothing; a page's number in a footer is no answer; a question back to the asker answers nothing", () => {
  const form = extract(
    "Lailliset vedonlyöntimarkkinat\nLegal betting markets\n-/-\n" +
      "F-2026/22 · Sivu 1 / 2 · Page 1 of 2\n\n4. Talous\nLiikevaihto / vuosi\n",
  ).fields;
  assert.equal(form.betting_legal_markets, undefined);
  const footer =
    extract("Website:\nTimberline Axe League · www.timberlineaxe.example · Page 1 of 2\n")
      .fields;
  assert.equal(footer.website, "www.timberlineaxe.example");
  const back = extract(
    "Q.12 Where is betting legal?\nAnswer: You mean in Malaysia or Singapore? Can or not explain " +
      "a bit?\n",
  ).fields;
  assert.equal(back.betting_legal_markets, undefined);
});

Deno.test("non-answers in more languages, fees and prices, seats and building years answer nothing", () => {
  for (
    const text of [
      "Q.30 Betting legal?\nR : à suivre\n",
      "27. On són legals les apostes?\nResposta: pendent\n",
      "Sponsorship income: La inscripción por equipo es de $1,500 pesos\n",
      "15. Average attendance per event \tticket is PHP 50 only, kids free\n",
      "Spectators: A. The sub-arena of Edion Arena Osaka has 1,800 seats, but we have not " +
      "counted the visitors.\n",
      "Asistencia promedio por evento: En Bajos de Chila caben como 800 en las gradas pero nunca " +
      "contamos\n",
      "Fundación: A sede nova foi inaugurada em 1997, a liga é mais antiga\n",
      "Teams: e.g. 12\n",
      "Head office: même adresse qu’avant\n",
      "Betting legal in: Please ask Morimoto-san.\n",
    ]
  ) {
    assert.deepEqual(extract(text).fields, {}, text);
  }
  assert.equal(
    extract("Revenue: entry fees bring in 20,000 EUR\n").fields.annual_revenue_usd,
    21600,
  );
});

Deno.test("a form's empty blanks, headings and numbering answer nothing", () => {
  const form = extract(
    "Part 4 of 5 — Data and integrity\n% of audience aged 18-34:\n\nSECTION 7 of 7 — CONTACT\n" +
      "Name: Jo Bloggs\n",
  ).fields;
  assert.equal(form.audience_age_18_34_percent, undefined);
  assert.equal(form.contact_name, "Jo Bloggs");
  assert.deepEqual(
    extract("Growth % year on year ....... --\nOSIO 7 - YHTEYSHENKILÖ\n").fields,
    {},
  );
  const blank = extract(
    "Integrity programme: [ ] Formal programme [ ] Informal [ ] None [ ] Don’t know\n" +
      "Integrity partner ...........\nAnti-doping: [x] Yes\n",
  ).fields;
  assert.equal(blank.integrity_program, undefined);
  assert.equal(blank.anti_doping_policy, true);
  assert.equal(
    extract("7. Website (e.g. www.yourleague.com)\n\n8. Teams\n12\n").fields.website,
    undefined,
  );
  const rows = extract("2.6 Contests (heats, games) per event |\n2.7 Venues | Lac Beauport\n")
    .fields;
  assert.equal(rows.contests_per_event, undefined);
  assert.deepEqual(rows.venues, ["Lac Beauport"]);
  assert.deepEqual(
    extract(
      "3.1 TV / radio ........ Yle Pohjanmaa (radio)\n3.2 Striimauspalvelut ....... YouTube\n",
    )
      .fields.streaming_platforms,
    ["YouTube"],
  );
});

Deno.test("a sentence that puts answers off names the open questions and states nothing of them", () => {
  for (
    const text of [
      "Hej,\n\nResten - live data, betting partners, sponsorindtægter og integritet - vender jeg " +
      "tilbage til efter bestyrelsesmødet den 23.\n\nMvh\n",
      "Still open from your list: the live data question (format etc.) and the integrity " +
      "programme.\n",
      "Die anderen Fragen (Live-Daten, Zuschauer im Stream, Sponsoring, Integrität) beantworte " +
      "ich Ihnen später, das muss ich erst mit dem Vorstand besprechen.\n",
    ]
  ) {
    const fields = extract(text).fields;
    assert.equal(fields.has_official_data_feed, undefined, text);
    assert.equal(fields.integrity_program, undefined, text);
  }
  assert.equal(
    extract("We have no live data feed; results are posted later that night.\n").fields
      .has_official_data_feed,
    false,
  );
});

Deno.test("a yes/no question left empty states nothing; a partner that monitors integrity is a programme", () => {
  for (
    const text of [
      "Q.29 Integrity programme Ans.\n\nQ.30 Anti-doping policy Ans.\n",
      "INTEGRITY PROGRAMME (YES/NO)\n\nOther notes follow.\n",
      "Politique antidopage\n\nQ2. Autre chose\n",
      "Integritätsprogramm: folgt\n",
    ]
  ) {
    const fields = extract(text).fields;
    assert.equal(fields.integrity_program, undefined, text);
    assert.equal(fields.anti_doping_policy, undefined, text);
  }
  const partner = extract(
    "5. Интегрити. Мониторинг ставок ведёт Sportradar Integrity Services, договор действует до " +
      "конца 2027 года.\n",
  ).fields;
  assert.equal(partner.integrity_partner, "Sportradar Integrity Services");
  assert.equal(partner.integrity_program, true);
});

Deno.test("the asker's example repeated in a reply is no figure: 'your example says 12 teams', '“12 teams” as an example'", () => {
  const said = extract(
    "Ja, your example says 12 teams but spinning doesn't have teams. We have 46 licensed drivers.\n",
  ).fields;
  assert.equal(said.teams_count, undefined);
  assert.equal(said.athletes_count, 46);
  assert.equal(
    extract("Your form also used “12 teams” as an example in question 12; we have none.\n").fields
      .teams_count,
    undefined,
  );
});

Deno.test("a phone beside another domain's address is not the contact's", () => {
  const fields = extract(
    "Nordic Sports Data ApS\nVesterbrogade 34, 1620 København V\n" +
      "Tlf. 33 12 48 90  -  skema@nordicsportsdata.dk\n\n5.13 Kontakt for aftalen\n" +
      "     Mette Kjærgaard\n     mette@jyskfodtennis.dk\n",
  ).fields;
  assert.equal(fields.contact_email, "mette@jyskfodtennis.dk");
  assert.equal(fields.contact_phone, undefined);
});

Deno.test("a blank of underscores answers nothing; a wrapped question left unanswered takes no answer from its own end", () => {
  const blanks = extract(
    " Countries / markets .......... _________________________\n" +
      " Website ...................... www.trugomelbourne.org.au\n" +
      " Stats kept ................... _________________________\n",
  ).fields;
  assert.equal(blanks.markets, undefined);
  assert.equal(blanks.stats_tracked, undefined);
  assert.equal(blanks.website, "www.trugomelbourne.org.au");
  const wrapped = extract(
    "6.1 Current wagering partners \tnil\n6.2 States / countries where wagering\n" +
      "on the league is legal\n6.3 Annual revenue (AUD) \t$38,000\n",
  ).fields;
  assert.equal(wrapped.betting_legal_markets, undefined);
  assert.equal(wrapped.markets, undefined);
  assert.deepEqual(wrapped.existing_betting_partners, []);
  const answered =
    extract("3.2 Statistics recorded\nruns, wickets, catches, overs bowled\n3.3 Venues\n")
      .fields;
  assert.deepEqual(answered.stats_tracked, ["runs", "wickets", "catches", "overs bowled"]);
});

Deno.test("'P.11 …' / 'R. …': a question's own number counts nothing, and 'R.' marks its answer but no name's initial", () => {
  const qa = extract(
    "P.11 Eventos por temporada\nR. 7 jornadas\nP.12 Partidos por evento\nR. Son 4 por jornada\n" +
      "P.18 Plataformas de streaming\nR. Facebook Live y a veces YouTube\n" +
      "P.27 Programa de integridad\nR. No\nP.28 Patrocinadores de apuestas\nR. Nessuno\n" +
      "P.29 Mercados\nR. igual que arriba\n",
  ).fields;
  assert.equal(qa.events_per_season, 7);
  assert.equal(qa.contests_per_event, 4);
  assert.deepEqual(qa.streaming_platforms, ["Facebook Live", "YouTube"]);
  assert.equal(qa.integrity_program, false);
  assert.deepEqual(qa.existing_betting_partners, []);
  assert.equal(qa.markets, undefined);
  assert.equal(
    extract("Contact: R. Smith, Secretary, r.smith@x.org\n").fields.contact_name,
    "R. Smith",
  );
  const domanda = extract(
    "Domanda n. 7 – Numero di atleti (es. 200 atleti)\nRisposta: non so di preciso\n" +
      "Domanda n. 18 – Follower sui social\nRisposta: da chiedere alla segreteria\n" +
      "Domanda n. 19 – Altro\n",
  ).fields;
  assert.equal(domanda.athletes_count, undefined);
  assert.equal(domanda.social_followers, undefined);
});

Deno.test("a sentence listing the questionnaire's topics by name says neither yes nor no to them", () => {
  for (
    const text of [
      "Muihin (live data feed, vedonlyöntikumppanit, sponsorointitulot ja katsojaluvut) palaan " +
      "hallituksen kokouksen jälkeen 16.6.\n",
      "Ülejäänud küsimustele (live data feed, kohtunikud, sponsorlustulu ja betting) vastan pärast " +
      "juhatuse koosolekut 29.\n",
    ]
  ) {
    assert.equal(extract(text).fields.has_official_data_feed, undefined, text);
  }
  assert.equal(
    extract(
      "Notre programme d'intégrité (commission d'éthique, dispositif de signalement, formation " +
        "des lutteurs et des arbitres) est en place depuis 2023.\n",
    ).fields.integrity_program,
    true,
  );
  assert.equal(
    extract(
      "En cuanto a datos, por el momento no contamos con un feed oficial en tiempo real: los " +
        "resultados se capturan en una hoja de cálculo y se suben al sitio web.\n",
    ).fields.has_official_data_feed,
    false,
  );
});

Deno.test("'your question about a live data feed' names a topic; 'your office in Bedford Street' is the asker's", () => {
  const fields = extract(
    "The figures on sponsorship and your question about a live data feed are not discussed " +
      "yet.\nSo 14u at your office in Bedford Street is perfect.\n",
  ).fields;
  assert.equal(fields.has_official_data_feed, undefined);
  assert.equal(fields.headquarters, undefined);
  assert.equal(
    extract("Our office is in Leuven, Bondgenotenlaan 12.\n").fields.headquarters,
    "Leuven, Bondgenotenlaan 12",
  );
});

Deno.test("Nordic league names in their plain forms beside a place or hyphenated: 'Nylands Isjaktserie', 'Töltdeild Suðurlands', 'Järvi-Suomen Kickbike-sarja'; not 'Rennserie'", () => {
  for (
    const [text, name] of [
      ["Subject: SV: Nylands Isjaktserie - some open questions\n\nHej!\n", "Nylands Isjaktserie"],
      ["Hrefna\n\nTöltdeild Suðurlands\nAusturvegi 56, 800 Selfoss\n", "Töltdeild Suðurlands"],
      [
        "Subject: VS: Follow-up questions - Järvi-Suomen Kickbike-sarja\n\nHei!\n",
        "Järvi-Suomen Kickbike-sarja",
      ],
    ]
  ) {
    assert.equal(extract(text).fields.league_name, name, text);
  }
  assert.notEqual(
    extract("vielen Dank für das Interesse an unserer Rennserie.\n").fields.league_name,
    "Rennserie",
  );
});

Deno.test("'this year' after a count's noun names nothing more: '86 licensierade seglare i år', '86 registered swimmers this year'", () => {
  assert.equal(
    extract("Vi har 86 licensierade seglare i år, de flesta i DN-klassen.\n").fields.athletes_count,
    86,
  );
  assert.equal(
    extract("We have 86 registered swimmers this year.\n").fields.athletes_count,
    86,
  );
  assert.equal(extract("We run 10 events a season.\n").fields.events_per_season, 10);
});

Deno.test("a yes/no question's options and a part's heading below it answer nothing; 'That'd be Wade Hollis' names the contact", () => {
  for (
    const text of [
      "Dasar anti-doping / Anti-doping policy (Ya/Tidak)\n\nBahagian D\n",
      "OFFICIAL LIVE DATA FEED (YES/NO)\n\nINTEGRITY\n",
    ]
  ) {
    const fields = extract(text).fields;
    assert.equal(fields.anti_doping_policy, undefined, text);
    assert.equal(fields.has_official_data_feed, undefined, text);
  }
  assert.equal(
    extract(
      "Contact: That'd be Wade Hollis, our Series Director -- wade@pearlrivermudbog.com\n",
    ).fields.contact_name,
    "Wade Hollis",
  );
});

Deno.test("'1,800 man yen': Japanese ten thousands written in Latin letters", () => {
  assert.equal(extract("Annual revenue: 1,800 man yen\n").fields.annual_revenue_usd, 118800);
  assert.equal(
    extract("Annual revenue: 1,800万円\n").fields.annual_revenue_usd,
    extract("Annual revenue: 1,800 man yen\n").fields.annual_revenue_usd,
  );
});

Deno.test("a score, a measure glued to its figure and the whole country's count are no counts of the league's", () => {
  for (
    const text of [
      "Final was very exciting, Mirpur Tigers 94/3 beat Uttara Riders 91/7 in the last over!\n",
      "Two of our teams went to the 24hr world champs in 2025 - not part of our series.\n",
      "MSA has 40-odd karting clubs nationally.\n",
      "DGI har ca. 40 klubber med fodtennis på landsplan.\n",
    ]
  ) {
    const fields = extract(text).fields;
    assert.equal(fields.teams_count, undefined, text);
    assert.equal(fields.athletes_count, undefined, text);
  }
  assert.equal(extract("We have 16 teams.\n").fields.teams_count, 16);
});

Deno.test("a figure taken back in Lithuanian, Polish and German answers: the one after its 'but', or none", () => {
  assert.equal(
    extract("- Komandų skaičius: parašėm 12, bet šį sezoną žaidžia 10 komandų.\n").fields
      .teams_count,
    10,
  );
  assert.equal(
    extract(
      "1. Średnia frekwencja: w ankiecie wpisaliśmy 800 widzów, ale to była liczba z finału.\n",
    ).fields.average_attendance,
    undefined,
  );
  assert.equal(
    extract(
      "- Spieltage: im Fragebogen steht 9, das war noch die Zahl vom letzten Jahr. Es sind 11.\n",
    )
      .fields.events_per_season,
    11,
  );
  assert.equal(
    extract(
      "- Revenue 2025/26 after audit is 11.9 million baht (before we wrote 11.6 million).\n",
    ).fields.annual_revenue_usd,
    extract("- Revenue 2025/26 after audit is 11.9 million baht.\n").fields.annual_revenue_usd,
  );
});

Deno.test("a form's rows numbered with a letter ('1b. Sport ....... demolition derby') are labels and answers", () => {
  const fields = extract(
    "  1b. Sport ......................... demolition derby\n  1c. Year founded ...... 1994\n" +
      "  1d. Office location ............... Wapakoneta, Ohio\n",
  ).fields;
  assert.equal(fields.sport, "demolition derby");
  assert.equal(fields.founded_year, 1994);
  assert.equal(fields.headquarters, "Wapakoneta, Ohio");
});

Deno.test("a form's integrity rows left blank state no programme: unticked boxes, '-/-', 'n/a', options, a bare label", () => {
  for (
    const row of [
      "  Integrity programme in place .............. [ ] Yes   [ ] No\n",
      "  Integrity partner (company) ............... -/-\n",
      "Integrity partner | n/a\n",
      "5.2 Formal integrity programme (Yes / No) |\n5.3 Integrity partner |\n",
      "Who officiates?\nhome captain umpires, away captain scores\nIntegrity programme:\n" +
      "[ ] Formal programme [ ] Informal [ ] None [ ] Don’t know\n",
    ]
  ) {
    assert.equal(
      extract(`League name: Riverland Eight-Ball League\n\n${row}`).fields.integrity_program,
      undefined,
      row,
    );
  }
  assert.equal(
    extract("  Integrity programme in place .............. [x] Yes   [ ] No\n").fields
      .integrity_program,
    true,
  );
});

Deno.test("a question's answer ends at the form's next row: dot leaders or a table's bars", () => {
  const form = extract(
    "  How are matches officiated?\n" +
      "     self-refereed, captains sort out disputes, qualified referee for finals\n" +
      "  Integrity partner (company) ............... -/-\n" +
      "  Anti-doping policy ........................ [ ] Yes   [x] No\n",
  ).fields;
  assert.equal(
    form.officiating,
    "self-refereed, captains sort out disputes, qualified referee for finals",
  );
  assert.equal(form.anti_doping_policy, false);
  const table = extract(
    "How are races officiated?\nclerk of the course and MSA-licensed stewards\nField | Answer\n" +
      "Anti-doping policy | Yes, SAIDS testing at the finals\n",
  ).fields;
  assert.equal(table.officiating, "clerk of the course and MSA-licensed stewards");
  assert.equal(table.anti_doping_policy, true);
});

Deno.test("Finnish doping rules as a label: 'Antidopingsäännöt ........ kyllä'", () => {
  assert.equal(
    extract("4.9 Antidopingsäännöt ........... kyllä, SUEK:n säännöt\n").fields.anti_doping_policy,
    true,
  );
});

Deno.test("a label left blank over a part's heading takes nothing from it ('Growth (% p.a.)' / 'SECTION 7 of 7 — CONTACT')", () => {
  for (
    const form of [
      "6.3 Annual revenue (AUD) \t$38,000\n6.5 Growth (% p.a.)\nSECTION 7 of 7 — CONTACT\n7.1 Contact name \tGwen Tolliver\n",
      "6.3 Kasvu % / vuosi ............. ________\n\nOSIO 7 - YHTEYSHENKILÖ\n\n7.1 Nimi ........................ Tuula Mäkinen\n",
    ]
  ) {
    assert.equal(extract(form).fields.growth_rate_percent, undefined, form);
  }
});

Deno.test("a table's label cell whose words all name one field is a label whole ('Head office address |')", () => {
  const fields = extract(
    "1 | League name | Trishuli Kayak Slalom League\n4 | Head office address |\n5 | Region | South Asia\n",
  ).fields;
  assert.equal(fields.headquarters, undefined);
  assert.equal(fields.region, "South Asia");
  assert.equal(
    extract("Founded 2013 | Head office | Daugavpils, Latvia\n").fields.headquarters,
    "Daugavpils, Latvia",
  );
});

Deno.test("a form's numbered label wrapped at the margin: its leaders and answer on the second line, the next rows their own", () => {
  const form = extract(
    "  1f. States / countries where\n      you run or are watched ........ Ohio, Indiana\n" +
      "  1g. Web address ................... www.tricountyderby.com\n" +
      "  3d. Total viewers, full season .... ..............................\n" +
      "  3e. Social followers, all\n      platforms combined ............ 41.5K\n" +
      "2.1 Joukkueiden / seurojen\n    lukumäärä (esim. 12) ........ 22 seuraa\n" +
      "2.2 Rekisteröityjä urheilijoita . 640\n",
  );
  assert.deepEqual(form.fields.markets, ["Ohio", "Indiana"]);
  assert.equal(form.evidence.markets?.text.trim(), "you run or are watched ........ Ohio, Indiana");
  assert.equal(form.fields.website, "www.tricountyderby.com");
  assert.equal(form.fields.annual_viewership, undefined);
  assert.equal(form.fields.social_followers, 41500);
  assert.equal(form.fields.teams_count, 22);
  assert.equal(form.fields.athletes_count, 640);
});

Deno.test("a web form's options printed without the one chosen, and a select left on its placeholder, answer nothing", () => {
  const form = extract(
    "League name \tYeongnam Baduk Club League\nRegion \t-- choose --\n" +
      "Anti-doping policy? \tYes \tNo \tNot applicable\nCurrent betting partners \tNone\n" +
      "Where is betting on the league legal? \tSouth Korea \tJapan \tPhilippines \tOther\n" +
      "Annual revenue (KRW) \t₩420,000,000\n",
  ).fields;
  assert.equal(form.region, undefined);
  assert.equal(form.anti_doping_policy, undefined);
  assert.equal(form.betting_legal_markets, undefined);
  assert.deepEqual(form.existing_betting_partners, []);
  for (
    const rows of [
      "Jurisdictions where betting on the\nleague is legal or licensed\n\tJapan \tPhilippines \tUnited Kingdom \tOther\n",
      "Jurisdictions where betting on\nthe league is legal\n\tMalaysia Singapore Philippines Other\n",
      "香港 Hong Kong \t澳門 Macau \t其他 Other\n",
    ]
  ) {
    assert.equal(
      extract(`Annual revenue (MYR) \tRM310,000\n${rows}Annual growth (%) \t12\n`).fields
        .betting_legal_markets,
      undefined,
      rows,
    );
  }
  assert.equal(extract("區域\nRegion\n-- 請選擇 / choose --\n").fields.region, undefined);
  assert.equal(
    extract("Anti-doping policy? \tYes \tsince 2019, national rules\n").fields.anti_doping_policy,
    true,
  );
});

Deno.test("a row's number in a bilingual form ('3-3 라운드당 평균 시청자' beside 3-2 and 3-4) and a row left empty ('1節あたり… |') count nothing", () => {
  assert.equal(
    extract(
      " 3-2 스트리밍 플랫폼 / Streaming platforms ...... YouTube, SOOP\n" +
        " 3-3 라운드당 평균 시청자 / Average viewers\n     per stream ................................... —\n" +
        " 3-4 시즌 누적 시청자 (전 매체) / Total\n     audience for the season, all channels ........ n/a\n",
    ).fields.average_stream_viewers,
    undefined,
  );
  assert.equal(
    extract(
      "配信プラットフォーム / Streaming platforms | YouTube\n" +
        "1節あたりの平均視聴者数 / Average viewers per stream |\n",
    ).fields.average_stream_viewers,
    undefined,
  );
});

Deno.test("answers that name nothing in a list: a hedge, a question back, 'you would have to ask', a wondering, a denial in Portuguese", () => {
  const cases: [string, keyof ReturnType<typeof extract>["fields"]][] = [
    [
      "Could races move to a larger venue?\nPossibly. Mandela National Stadium at Namboole (45,000 seats) is far too big for us.\n",
      "venues",
    ],
    [
      "Q.25 Where is betting on the league legal?\n\tYou would have to ask the LGRB (Lotteries and Gaming Regulatory Board).\n",
      "betting_legal_markets",
    ],
    [
      "Q: Can you move a derby day to a bigger venue?\nA: What size you have in mind? The National Stadium takes 30,000+.\n",
      "venues",
    ],
    [
      "No betting partners. I don't know if it's even legal in Sask, I know PlayNow has hockey and that but not us.\n",
      "betting_legal_markets",
    ],
    [
      "P. 14 – Parceiros de apostas e mercados onde é legal apostar.\nR. Não temos nenhum parceiro de apostas. Quanto aos mercados, não sabemos.\n",
      "betting_legal_markets",
    ],
  ];
  for (const [text, field] of cases) assert.equal(extract(text).fields[field], undefined, text);
  assert.deepEqual(
    extract("Sports betting is legal in Ontario and Quebec.\n").fields.betting_legal_markets,
    ["Ontario", "Quebec"],
  );
});

Deno.test("answers declined or put off: 'pass, I don't really know', 'Isso tenho de ver', 'se lo debo', a heading of topics in Spanish", () => {
  assert.equal(
    extract(
      "> Q13 - Integrity program / integrity partner; anti-doping policy\n\n" +
        "--> Integrity: pass, I don't really know what that means for us. Anti-doping:\n" +
        "yes, the vet on site can pull a dog for testing at Finals.\n",
    ).fields.integrity_program,
    undefined,
  );
  const chinquilho = extract(
    "Integrity partner: Isso tenho de ver com o Presidente. Respondo-lhe depois da reunião.\n",
  ).fields;
  assert.equal(chinquilho.integrity_partner, undefined);
  assert.equal(chinquilho.integrity_program, undefined);
  assert.equal(
    extract(
      "16. Integridad y antidopaje\nNo tenemos un programa de integridad. Hay un reglamento de disciplina.\n" +
        "Lo del antidopaje se lo debo: tengo que preguntarle a la Federación si a nosotros nos aplica.\n",
    ).fields.anti_doping_policy,
    undefined,
  );
});

Deno.test("a day range after its month is a date: 'May 9-10' counts no events", () => {
  assert.equal(
    extract("Events: Our next tournament is May 9-10 in Kelowna, $5 at the door.\n").fields
      .events_per_season,
    undefined,
  );
  assert.equal(extract("Events per season: 10 (next one May 9-10)\n").fields.events_per_season, 10);
});

Deno.test("a question of parts answered by letter: the parts answered, each its own; a part left open is not read from the question's words", () => {
  const fields = extract(
    "Q4. (a) Number of teams (b) Number of registered players (c) Number of international players\n" +
      "Answer: (a) 10 clubs (b) 120 contracted players, 12 per club\n",
  ).fields;
  assert.equal(fields.teams_count, 10);
  assert.equal(fields.athletes_count, 120);
  const money = extract(
    "Q24. (a) Annual revenue (b) Sponsorship revenue Ans: (a) ₦38.5 million for the 2025 season.\n",
  ).fields;
  assert.equal(money.sponsorship_revenue_usd, undefined);
  assert.equal(
    money.annual_revenue_usd,
    extract("Annual revenue: ₦38.5 million\n").fields.annual_revenue_usd,
  );
  assert.equal(
    extract(
      "9/ (a) Current betting partners (e.g. Bet9ja) (b) Integrity monitoring partner: (a) None. (b) TBC – not yet signed.\n",
    ).fields.integrity_program,
    undefined,
  );
});

Deno.test("a form's options, instructions, ticks and empty markers answer nothing", () => {
  const none: [string, keyof ReturnType<typeof extract>["fields"]][] = [
    [
      "Anti-doping policy\n○ Yes ○ No ○ Unsure\n\nExisting betting partners\nnone\n",
      "anti_doping_policy",
    ],
    [
      "Q.27 Anti-doping policy / testing (Y/N)\nAns. Will revert after checking with PBSA.\n",
      "anti_doping_policy",
    ],
    ["Betting on your league is legal in \t\tcheck all that apply\n", "betting_legal_markets"],
    ["\t\tYes \t\tNo \tNot sure\nFormal integrity programme \t\t\tX\n", "integrity_partner"],
    ["4.3  Statistics tracked\n     A:\n5.   Integrity\n", "stats_tracked"],
    ["     (b) region, if you use one\n         A:\n1.5  Website\n", "region"],
    [
      "Q29 (betting jurisdictions) - still checking with our auditor and the lawyer.\n",
      "betting_legal_markets",
    ],
  ];
  for (const [text, field] of none) assert.equal(extract(text).fields[field], undefined, text);
});

Deno.test("a round's number names which round ('speelronde 14 in Wognum'), while 'each round 12 games' counts", () => {
  assert.equal(
    extract("Afgelopen zaterdag speelronde 14 in Wognum, ondanks de storm.\n").fields
      .events_per_season,
    undefined,
  );
  assert.equal(extract("Q11 – each round 12 games\n").fields.contests_per_event, 12);
  assert.equal(extract("We stage 20 fight nights in a season.\n").fields.events_per_season, 20);
});

Deno.test("a numbered question wrapped over lines above its marked answer is asked whole", () => {
  assert.equal(
    extract(
      "2.6  Average spectators per event,\n     not counting players\n     A: 400 or so on a nice night\n",
    ).fields.average_attendance,
    400,
  );
});

Deno.test("the address at a form's head is the asker's, not the league's office; a letter's letterhead is the league's", () => {
  assert.equal(
    extract(
      "League Partner Intake Form\nRingside Analytics LLC \t· 600 Grant Street, Suite 1480, Pittsburgh, PA 15219 · (412) 555-0187\n" +
        "Please fill in and return by October 15, 2026.\nA1. League name: Allegheny Valley Horseshoe League\n",
    ).fields.headquarters,
    undefined,
  );
  assert.equal(
    extract(
      "Superliga Națională de Oină \t· Str. Vasile Conta 16, Sector 2, București · www.superliga-oina.ro\n" +
        "Stimate domnule Hartley,\nmai jos găsiți răspunsurile Superligii. Am păstrat ordinea secțiunilor din formular.\n",
    ).fields.headquarters,
    "Str. Vasile Conta 16, Sector 2, București",
  );
});

Deno.test("a wrapped 'If …', 'will revert', a part's heading, the national body's count and a peak in Finnish give nothing", () => {
  assert.equal(
    extract("25. Do you have an integrity programme? If\nyes, who monitors it?\n").fields
      .integrity_partner,
    undefined,
  );
  assert.equal(
    extract("Betting jurisdictions: end of July, will revert after that.\n").fields
      .betting_legal_markets,
    undefined,
  );
  assert.equal(
    extract("Del 3 av 6 — Media och publik\n\nTV-partner: ingen\n").fields.average_attendance,
    undefined,
  );
  assert.equal(
    extract("A: WAKA (the national assn) has 30,000+ players so we're a drop in the bucket.\n")
      .fields.athletes_count,
    undefined,
  );
  assert.equal(
    extract("900 oli itse asiassa finaalin katsojahuippu, ei keskiarvo.\n").fields
      .average_attendance,
    undefined,
  );
});

Deno.test("a non-answer after a blank's leaders ('....... see over') answers nothing", () => {
  assert.equal(
    extract("5.6 Where is betting on you legal? ....... see over\n").fields.betting_legal_markets,
    undefined,
  );
});

Deno.test("evidence read down a two-column form's left column is a line the document writes", async () => {
  const text = await Deno.readTextFile(
    new URL("fixtures/questionnaires/corpus/dev/n6_whipcracking_gwl_form.txt", import.meta.url),
  );
  const squash = (s: string) => s.replace(/\s+/g, " ").trim();
  const { evidence } = extract(text);
  for (const [field, proof] of Object.entries(evidence)) {
    assert.ok(squash(text).includes(squash(proof!.text)), `${field}: ${proof!.text}`);
  }
});

Deno.test("under a question of two yes/no things, an answer naming one answers that one alone", () => {
  const reply = extract(
    "> 11. How are contests officiated? Do you have an integrity programme or\n" +
      "> partner, and an anti-doping policy?\n\nNo formal integrity programme is there as of now.\n",
  ).fields;
  assert.equal(reply.integrity_program, false);
  assert.equal(reply.anti_doping_policy, undefined);
  // Lettered parts are sentences of their own, and each thing the label names is answered.
  const parts = extract(
    "Q16. Integrity and anti-doping\nAns: (a) Integrity – no formal programme, committee handle " +
      "complaint case\nby case.\n(b) Anti-doping – NA\nQ17. Betting partners\n",
  ).fields;
  assert.equal(parts.integrity_program, false);
  assert.equal(parts.anti_doping_policy, undefined);
  // Both named, both answered.
  const both = extract(
    "Q16. Integrity and anti-doping\nAns: (a) Integrity – no formal programme. (b) Anti-doping – " +
      "no policy and no testing.\n",
  ).fields;
  assert.equal(both.integrity_program, false);
  assert.equal(both.anti_doping_policy, false);
  // A table's row of two cells asks two things apart.
  const row = extract(
    "Integrity partner \tn/a \tAnti-doping policy \t☒ Yes \t☐ No (CCES program)\n",
  ).fields;
  assert.equal(row.anti_doping_policy, true);
  assert.equal(row.integrity_program, undefined);
});

Deno.test("a part's 'NA' after its colon is left blank, and 'Q.21' is a question's number", () => {
  assert.equal(
    extract("Question 16: Integrity and anti-doping.\nAnswer - (b) Anti-doping: NA\n").fields
      .anti_doping_policy,
    undefined,
  );
  assert.deepEqual(rankLabel("Q.21 % of audience 18-34 years").map((m) => m.field), [
    "audience_age_18_34_percent",
  ]);
  assert.equal(
    extract("Q.21 % of audience 18-34 years\nAns. we don’t track this\n").fields
      .audience_age_18_34_percent,
    undefined,
  );
});

Deno.test("a form's underscores: leaders before an answer, a blank left empty when nothing follows", () => {
  const text = "SECTION 1 - YOUR LEAGUE\nYear founded_______________ 2004\n" +
    "Headquarters_______________ (see covering letter)\nRegion_____________________\n" +
    "Website____________________ www.cardiganbaylongboats.cymru\n" +
    "Broadcast partners (TV/radio): n/a_____________________________________\n" +
    "Officiating________________ race officer and marshals in safety boats\n" +
    "\nSECTION 7 - CONTACT\nName_______________________ Rhian Evans\n";
  const { fields, evidence } = extract(text);
  assert.equal(fields.founded_year, 2004);
  assert.equal(fields.website, "www.cardiganbaylongboats.cymru");
  assert.equal(fields.region, undefined);
  assert.equal(fields.headquarters, undefined);
  assert.equal(fields.broadcast_partners, undefined);
  assert.equal(fields.officiating, "race officer and marshals in safety boats");
  assert.equal(fields.contact_name, "Rhian Evans");
  assert.equal(
    evidence.officiating?.text,
    "Officiating________________ race officer and marshals in safety boats",
  );
  assertEvidenced(extract(text), text);
});

Deno.test("a topic put off to the board or committee is not answered; a smile ends a sentence", () => {
  for (
    const text of [
      "Questions about integrity program, anti-doping and sponsorship money I must give to zarząd (the board), they have meeting 28 April, after that I will write you.\n",
      "For betting, integrity and anti-doping questions I have to ask the board (valdyba), here in Lithuania betting is sensitive theme and I don't want to answer wrong.\n",
      "Integrity programme - I am not sure how to answer this, I will ask výbor (committee) on next meeting.\n",
    ]
  ) {
    const { fields } = extract(text);
    assert.equal(fields.integrity_program, undefined, text);
    assert.equal(fields.anti_doping_policy, undefined, text);
  }
  const { fields } = extract(
    "Anti-doping policy we don't have, nobody ever tested the méta players and I think nobody " +
      "will :) About the integrity programme, the elnökség (board) will discuss, I cannot answer " +
      "alone.\n",
  );
  assert.equal(fields.anti_doping_policy, false);
  assert.equal(fields.integrity_program, undefined);
});

Deno.test("a follow-up states only what it writes above the writer's own earlier mail, quoted", () => {
  const head = "From: Kristaps Ozolins <kristaps@snowkite.lv>\nTo: Mikko <mikko@arcticodds.fi>\n" +
    "Subject: Re: League questionnaire\n\nHi Mikko, two fixes to my last mail:\n\n" +
    "Valde answered: total revenue of the league 2025 was 92 000 EUR.\n\n";
  const quoted = "On Sun, 15 Feb 2026 at 20:51, Kristaps Ozolins <kristaps@snowkite.lv> wrote:\n" +
    "> 1. League is Latvijas Sniega kaitosanas liga, founded 2015.\n>    Web www.snowkite.lv\n" +
    "> 2. Riders: 140 with licence this season.\n";
  const followUp = extract(head + quoted).fields;
  assert.ok(followUp.annual_revenue_usd);
  assert.equal(followUp.website, undefined);
  assert.equal(followUp.athletes_count, undefined);
  // Answered between its quoted lines, the follow-up is read there.
  const between = extract(
    head + quoted + "\nRiders are 150 now, ten more licences came in this week after the stage.\n",
  ).fields;
  assert.ok(between.annual_revenue_usd);
  assert.equal(between.website, "www.snowkite.lv");
});

Deno.test("a quoted question wrapped onto a line in lower case is asked whole", () => {
  const { fields } = extract(
    "> 12. Do you have existing betting partners, and in which jurisdictions\n" +
      "> is betting on your league legal?\n\nNone.\n",
  );
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.betting_legal_markets, undefined);
});

Deno.test("under a question of revenue and sponsorship, an amount named as one answers that one", () => {
  const asked = "13. What are your annual revenue, sponsorship revenue and growth rate?\n";
  const total = extract(
    asked +
      "Ans. Total revenue last year was $612,000, most of that is entry fees ($350 a horse).\n",
  ).fields;
  assert.ok(total.annual_revenue_usd);
  assert.equal(total.sponsorship_revenue_usd, undefined);
  const sponsors = extract(
    "Q17. Revenue / sponsorship\nAns: Sponsorship Tk. 18 lakh this season (local brick field owners).\n",
  ).fields;
  assert.ok(sponsors.sponsorship_revenue_usd);
  assert.equal(sponsors.annual_revenue_usd, undefined);
  // Two amounts, each to its own; a total "all together" with its sources named.
  const both = extract(
    "> Q20. Annual revenue and sponsorship revenue (USD):\n\nOnly have it in euro sorry - " +
      "€48,000 total last year, €19,500 of that was\nsponsorship (the grant isn't in that).\n",
  ).fields;
  assert.ok(both.annual_revenue_usd && both.sponsorship_revenue_usd);
  assert.ok(
    extract(asked + "A: maybe 45 000 zł a year all together, entry fees + 2 sponsors.\n").fields
      .annual_revenue_usd,
  );
});

Deno.test("a share is no count: 'gate was up 9 percent on last year'", () => {
  assert.equal(
    extract("> 3. Is the gate growing?\n\nYes, gate was up 9 percent on last year.\n").fields
      .average_attendance,
    undefined,
  );
});

Deno.test("a dash in a yes/no blank says nothing; a normal race day's figure counts no events", () => {
  const { fields } = extract("Q14. Integrity / anti-doping −\n");
  assert.equal(fields.anti_doping_policy, undefined);
  assert.equal(fields.integrity_program, undefined);
  assert.equal(extract("Normal race day is ca. 800.\n").fields.events_per_season, undefined);
  assert.equal(
    extract("A normal competition day is ca. 250.\n").fields.events_per_season,
    undefined,
  );
});

Deno.test("one video's views are no audience of the league's events", () => {
  for (
    const text of [
      "The Farmall M video from Peru last summer got 41,000 views but that was a fluke, somebody shared it to a big tractor page.\n",
      "Our home run derby clip got 48K views on TikTok but that was a total fluke.\n",
    ]
  ) {
    const { fields } = extract(text);
    assert.equal(fields.annual_viewership, undefined, text);
    assert.equal(fields.average_stream_viewers, undefined, text);
  }
  assert.equal(
    extract("Across the whole 2025 season the videos did 85,000 views.\n").fields.annual_viewership,
    85000,
  );
});

Deno.test("a part's heading answers no wrapped label above it; a bracket opened goes on with its cell's label", () => {
  assert.equal(
    extract(
      "Venues \tOld Port of Québec\n\t\tOfficiating (who /\n\t\thow)\n" +
        "Section 2 of 3 — Media, data & integrity\nTV / radio partners \tTVA Sports, CBC Sports\n",
    ).fields.officiating,
    undefined,
  );
  const { fields } = extract(
    "3. Media & audience\n3.1 \tBroadcast partners (TV / radio)\n" +
      "3.2 \tStreaming platforms \tFacebook Live (club phone on a tripod lol)\n",
  );
  assert.equal(fields.broadcast_partners, undefined);
  assert.deepEqual(fields.streaming_platforms, ["Facebook Live"]);
});

Deno.test("a question of two counts answered in bullets: each bullet to the field its noun names", () => {
  const { fields } = extract(
    "Question 3 – How many teams and players?\nAnswer:\n• 16 barangay teams (we had 12 last season)\n" +
      "• 224 registered players, 14 per team\nQuestion 4 – Season calendar?\n",
  );
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.athletes_count, 224);
});

Deno.test("a plan's figures are no facts of today: 'Plans?', 'we will be 18 teams', 'go to 24 teams'", () => {
  const plans =
    extract("Q12: Plans?\nAnswer: Add two legs in Kelantan from 2027 and go to 24 teams.\n")
      .fields;
  assert.equal(plans.teams_count, undefined);
  assert.equal(plans.events_per_season, undefined);
  assert.equal(
    extract(
      "For your information, from Season 2027 we will be 18 teams (2 teams from Chattogram got approval).\n",
    ).fields.teams_count,
    undefined,
  );
});

Deno.test("a dollar is Australia's or New Zealand's by a state, a city or the domain", () => {
  const dollar = (place: string) =>
    parseMoney("$86,000", "revenue", currencyContext(place))?.original?.currency;
  assert.equal(dollar("the Ute Muster in Deniliquin, NSW"), "AUD");
  assert.equal(dollar("www.riverinashearing.org.au"), "AUD");
  assert.equal(dollar("Hawke's Bay Sheep Dog Trial League"), "NZD");
  assert.equal(dollar("ross@hbdogtrials.org.nz"), "NZD");
  assert.equal(dollar("Fredericksburg, Texas"), "USD");
});

Deno.test("a number word joined to its noun describes and counts nothing ('44 two-man teams')", () => {
  assert.equal(
    extract("This year we have 44 two-man teams registered, 96 pitchers in all.\n").fields
      .teams_count,
    44,
  );
  assert.deepEqual(numberMentions("Twenty-five clubs take part").map((m) => m.value), [25]);
  assert.deepEqual(numberMentions("a three-day show with 40 rigs").map((m) => m.value), [40]);
});

Deno.test("'we keep track of' names the statistics after it", () => {
  assert.deepEqual(
    extract("We keep track of holers, points per game and win-loss for every team.\n").fields
      .stats_tracked,
    ["holers", "points per game", "win-loss"],
  );
});

Deno.test("a broadcaster answered in a sentence is its subject's name, whole", () => {
  const cases: [string, string[]][] = [
    ["TV: RÚV made a feature in the sports news (their piece had 41 000 viewers).\n", ["RÚV"]],
    ["Radio/TV: Sveriges Radio Västmanland har gjort reportage.\n", [
      "Sveriges Radio Västmanland",
    ]],
    ["TV / radio: Yle Lappi tekee jutut uutisiin.\n", ["Yle Lappi"]],
    ["7) TV: Antenna 3 Veneto trasmette in diretta quattro regate.\n", ["Antenna 3 Veneto"]],
  ];
  for (const [text, names] of cases) {
    assert.deepEqual(extract(text).fields.broadcast_partners, names, text);
  }
});

Deno.test("a place named by its own kind after a venue is a venue, not the venue's town", () => {
  assert.deepEqual(
    extract("Venues: Berri Hotel, Renmark Club, Loxton Hotel, Waikerie Hotel\n").fields.venues,
    ["Berri Hotel", "Renmark Club", "Loxton Hotel", "Waikerie Hotel"],
  );
  assert.deepEqual(
    extract("Venues: Westhaven Marina, Takapuna Beach, Okahu Bay\n").fields.venues,
    ["Westhaven Marina", "Takapuna Beach", "Okahu Bay"],
  );
  assert.deepEqual(
    extract("Venues: Fitz Park, Keswick; Threlkeld Cricket Club\n").fields.venues,
    ["Fitz Park, Keswick", "Threlkeld Cricket Club"],
  );
});

Deno.test("a page's number between dashes and a numbered part's heading in capitals end a list", () => {
  assert.deepEqual(
    extract("Q14. Venues\nA. Edion Arena Osaka, Kobe Green Arena\n− 1 −\n\nQ15. Average number\n")
      .fields.venues,
    ["Edion Arena Osaka", "Kobe Green Arena"],
  );
  assert.deepEqual(
    extract(
      "Venues\nMooney's Bay; Lac Leamy; Constance Lake\n3 · AUDIENCE\nAverage attendance per event\n~2,000 on shore\n",
    )
      .fields.venues,
    ["Mooney's Bay", "Lac Leamy", "Constance Lake"],
  );
});

Deno.test("one past event's figures are no season's counts or averages", () => {
  for (
    const [text, field] of [
      [
        "The last stop in Chiang Mai had 38 heats, open men final was very close.\n",
        "contests_per_event",
      ],
      [
        "Number of runs at a show depends on the entries, we had 263 runs at the March show.\n",
        "contests_per_event",
      ],
      [
        "Just got back from the opener in Cheyenne, 61 shooters and we lost two balloons to the wind.\n",
        "athletes_count",
      ],
    ] as const
  ) {
    assert.equal(extract(text).fields[field], undefined, text);
  }
  assert.equal(extract("We run 12 heats at every stop.\n").fields.contests_per_event, 12);
});

Deno.test("a building's year is not the league's founding", () => {
  assert.equal(
    extract(
      "4. When was the league founded?\nA: Our sanggar (community studio) building is from 1978, the league is much newer\n",
    ).fields.founded_year,
    undefined,
  );
  assert.equal(
    extract("Le local de la Société des Crosseurs Chièvrois date de 1921.\n").fields.founded_year,
    undefined,
  );
  assert.equal(extract("Founded: 1998\n").fields.founded_year, 1998);
});

Deno.test("'doesn't have teams' counts no teams", () => {
  const { fields } = extract(
    "Ja, your example says 12 teams but spinning doesn't have teams. We have 46 licensed drivers.\n",
  );
  assert.equal(fields.teams_count, undefined);
  assert.equal(fields.athletes_count, 46);
});

Deno.test("an age band in Portuguese counts no one; a stand built for so many is no crowd", () => {
  assert.equal(
    extract("21. % do público entre 18 e 34 anos\nResposta: —\n").fields.average_attendance,
    undefined,
  );
  assert.equal(
    extract(
      "15. Público médio presente por evento\nResposta: A praia inteira assiste, não tem como " +
        "contar. Na Prainha a prefeitura montou arquibancada pra 600\npessoas.\n",
    ).fields.average_attendance,
    undefined,
  );
});

Deno.test("countries listed, or one country hedged, are no region as such", () => {
  assert.equal(extract("Region: Bangladesh only at present.\n").fields.region, undefined);
  assert.equal(
    extract("Region / markets: Nepal, India, Qatar, Malaysia\n").fields.region,
    undefined,
  );
  assert.equal(extract("Region: Southeast Asia\n").fields.region, "Southeast Asia");
  assert.equal(extract("Region: United States\n").fields.region, "United States");
});

Deno.test("the players of one team or one game are no league's count", () => {
  for (
    const text of [
      "R : 26 équipes de 4 joueurs\n",
      "Cada equipo trae 5 jugadores y sus suplentes.\n",
      "Sport Answer: Congkak (traditional Malay board game, 2 players, 7 houses each side)\n",
    ]
  ) assert.equal(extract(text).fields.athletes_count, undefined, text);
  assert.equal(
    extract("Eight teams with 48 licensed pilots between them.\n").fields.athletes_count,
    48,
  );
});

Deno.test("beside the sponsors' amount, a grant's or a prize's is no revenue; a fee's is", () => {
  const { fields } = extract(
    "17. Revenue / sponsorship\nAns: Sponsorship Tk. 18 lakh this season (local brick field owners,\n" +
      "mobile shops, one pharma company). National Sports Council gave\ngrant of Tk. 5 lakh. Prize " +
      "money Tk. 2 lakh for champion. Total\nrevenue will share later after audit.\n",
  );
  assert.ok(fields.sponsorship_revenue_usd);
  assert.equal(fields.annual_revenue_usd, undefined);
  // Fees and tickets are what a league takes in.
  const fees = extract(
    "9. Revenue / sponsorship\nA: £18,000 from membership fees and tickets, sponsorship £6,000.\n",
  ).fields;
  assert.ok(fees.annual_revenue_usd && fees.sponsorship_revenue_usd);
});

Deno.test("a numbered row's two spaces before its answer are its leaders", () => {
  const text = "30. Existing betting partners  Nil\n31. Legal betting markets .... Don't know\n";
  const { fields, evidence } = extract(text);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(evidence.existing_betting_partners?.text, "30. Existing betting partners  Nil");
  assert.deepEqual(
    extract("5.1 Nykyiset vedonlyöntikumppanit  ei ole\n").fields.existing_betting_partners,
    [],
  );
});

Deno.test("'Nach wie vor keine' (still none) is none", () => {
  assert.deepEqual(
    extract("5) Wettanbieter: Nach wie vor keine. Wir wurden auch noch nie angefragt.\n").fields
      .existing_betting_partners,
    [],
  );
});

Deno.test("'a couple hundred' is two hundred", () => {
  assert.deepEqual(numberMentions("a couple hundred people").map((m) => m.value), [200]);
  assert.deepEqual(numberMentions("a couple of thousand fans").map((m) => m.value), [2000]);
  assert.deepEqual(numberMentions("a couple of teams").map((m) => m.value), []);
});

Deno.test("a target beside the sponsors' amount, a news piece's viewers, a house number and 'bara planer' are no facts", () => {
  const target = extract(
    "> And the sponsorship revenue for 2025?\n\nSponsorituotot 2025: 128 000 €. Pekka sanoo, että " +
      "pääsponsori\n(paikallinen osuuspankki) jatkaa ensi kaudella ja tavoite on 150 000 €,\nmutta " +
      "se ei ole vielä varmaa.\n",
  ).fields;
  assert.ok(target.sponsorship_revenue_usd);
  assert.equal(target.annual_revenue_usd, undefined);
  assert.equal(
    extract(
      "TV: RÚV made a feature in the sports news (their piece had 41 000 viewers, but that was one evening).\n",
    ).fields.annual_viewership,
    undefined,
  );
  assert.equal(
    extract("Margus Tamm\nEesti Vägikaika Liiga MTÜ Riia 24, 51010 Tartu, Estonia\n").fields
      .athletes_count,
    undefined,
  );
  assert.equal(
    extract(
      "Till 2027 vill styrelsen ha 14 lag och en omgång i Örebro, men det är bara planer än så länge.\n",
    ).fields.teams_count,
    undefined,
  );
});

Deno.test("a list's cell wrapped over lines: a line after a venue's name that starts with a capital is the next venue", () => {
  const { fields } = extract(
    "Card \t9 bouts per fight night\nVenues \tThapae Boxing Stadium\n\tKawila Boxing Stadium\n" +
      "TV \tNBT North (weekly\n\thighlights)\n",
  );
  assert.deepEqual(fields.venues, ["Thapae Boxing Stadium", "Kawila Boxing Stadium"]);
  // (A remark in brackets wrapped is no item.)
  assert.deepEqual(fields.broadcast_partners, ["NBT North"]);
  // (One name wrapped: "Arena" / "Gliwice".)
  assert.deepEqual(
    extract("Hale / Venues \tSpodek, Hala Sportowa Chorzów, Arena\n\tGliwice\n").fields.venues,
    ["Spodek", "Hala Sportowa Chorzów", "Arena Gliwice"],
  );
});

Deno.test("a mail's signature, whatever its closing, gives the league's address; a header's recipient does not", () => {
  const signed = (closing: string, address: string) =>
    extract(
      `Dear Lukas,\n\nwe are 14 clubs and the season starts in November.\n\n${closing}\n\n` +
        `Petra Nováková\nLeague manager\nLiga zimního plavání Vltava, z.s.\n${address}\n` +
        "+420 737 415 226\npetra.novakova@zimniplavani-vltava.cz\n\n" +
        "On Tue, 27 Jan 2026 at 14:02, Lukas Berger <lukas.berger@alpenquote.at> wrote:\n" +
        "> Dear Ms Nováková,\n",
    ).fields.headquarters;
  assert.equal(
    signed("Have a nice evening,", "Podolská 74, 147 00 Praha 4, Czech Republic"),
    "Podolská 74, 147 00 Praha 4, Czech Republic",
  );
  assert.equal(
    signed("Linkėjimai,", "Naujoji Uosto g. 3, LT-92119 Klaipėda"),
    "Naujoji Uosto g. 3, LT-92119 Klaipėda",
  );
  // (A phone in the address's line is no part of it.)
  assert.equal(
    signed("Ar cieņu,", "Rīgas iela 12, Ķegums, LV-5020 · tālr. +371 6505 5123"),
    "Rīgas iela 12, Ķegums, LV-5020",
  );
  assert.equal(
    extract(
      "Dear Tom,\n\nplease find our answers below.\n\nTo: Mr. Tom Ashdown, Pinnacle Wager " +
        "Insights Ltd, 14 Gresham Street, London EC2V 7JE\nCc: secretary@mskl.in\n",
    ).fields.headquarters,
    undefined,
  );
});

Deno.test("the writer's own earlier mail under a wrapped attribution ('… Marta Gutiérrez' / '(<secretaria@…>) escribió:') is not read", () => {
  const { fields } = extract(
    "From: Marta Gutiérrez Cobo <secretaria@pasabolotablon.es>\nTo: James <j@halyard.co.uk>\n" +
      "Subject: Re: League partnership questionnaire\n\nHola otra vez James,\n\n" +
      "- Redes: Facebook 4.100 seguidores e Instagram 2.900, 7.000 entre las dos.\n\n" +
      "Un saludo,\nMarta\n\nEl lun, 9 mar 2026 a las 18:02, Marta Gutiérrez Cobo\n" +
      "(<secretaria@pasabolotablon.es>) escribió:\n> Hola James,\n>\n" +
      "> > 3. Number of teams and registered players?\n>\n" +
      "> Este año juegan 24 peñas, con 310 jugadores federados en total.\n>\n" +
      "> > 4. When does the season start and how long is it?\n>\n" +
      "> Empieza en mayo y acaba en septiembre, unas 18 semanas.\n>\n" +
      "> > 5. Events per season?\n>\n> 22 jornadas de liga.\n",
  );
  assert.equal(fields.social_followers, 7000);
  assert.equal(fields.teams_count, undefined);
  assert.equal(fields.season_start_month, undefined);
  assert.equal(fields.events_per_season, undefined);
});

Deno.test("a dram beside its figure, and pesos of Mexico or Chile known by a state, a city or the domain", () => {
  assert.deepEqual(
    extract("26. Annual revenue — 48,000,000 AMD (2025).\n").fields.annual_revenue_usd,
    Math.round(48_000_000 * USD_RATES.AMD),
  );
  // (A chip maker's name is no currency.)
  assert.equal(
    extract("We stream on PCs with AMD graphics.\n").fields.annual_revenue_usd,
    undefined,
  );
  assert.equal(
    extract("Ingresos: $1,450,000 pesos al año.\n\nCreel, Chihuahua\n").fields.annual_revenue_usd,
    Math.round(1_450_000 * USD_RATES.MXN),
  );
  assert.equal(
    extract("- Ingresos: 52 millones de pesos al año.\n\ncoordinacion@palinaraucania.cl\n").fields
      .annual_revenue_usd,
    Math.round(52_000_000 * USD_RATES.CLP),
  );
});

Deno.test("'Please contact me directly' and 'Me, please' offer the writer: no words of a name", () => {
  const direct = extract(
    "20. Contact person\nPlease contact me directly, Dauren Abenov, Commercial Manager, e-mail " +
      "d.abenov@kyzkuu-league.kz, mobile +7 701 455 2318.\n",
  ).fields;
  assert.equal(direct.contact_name, "Dauren Abenov");
  assert.equal(direct.contact_title, "Commercial Manager");
  const me = extract(
    "> 10. Who should we contact for the partnership?\n\nMe, please. Mobile +7 701 455 2318.\n",
  ).fields;
  assert.equal(me.contact_name, undefined);
  assert.equal(me.contact_phone, "+7 701 455 2318");
});

Deno.test("the cedi typed 'GH¢', a label's age band as no share, and a web address after a place", () => {
  assert.equal(
    extract("34. Annual revenue _________________ GH¢ 620,000\n").fields.annual_revenue_usd,
    Math.round(620_000 * USD_RATES.GHS),
  );
  assert.equal(
    extract("C5 Social media followers (all)___________ 19,300\nC6 Audience 18-34 (%)_____\n")
      .fields.audience_age_18_34_percent,
    undefined,
  );
  assert.equal(
    extract(
      "Văn phòng / Office: Quận 10, TP. Hồ Chí Minh / District 10, Ho Chi Minh City · scel.vn\n",
    )
      .fields.headquarters,
    // (Its English half, as a bilingual answer is read.)
    "District 10, Ho Chi Minh City",
  );
});

Deno.test("a JSON list of named objects is a list of their names, whatever the name's key", () => {
  const { fields } = extractJson({
    venues: [
      { venueName: "Osaka Municipal Shudokan", city: "Osaka", capacity: 2000 },
      { venueName: "Kobe Budokan", city: "Kobe", capacity: 1500 },
    ],
    "Broadcast Partners": [{ Name: "VTV6", Use: "finals" }],
  });
  assert.deepEqual(fields.venues, ["Osaka Municipal Shudokan", "Kobe Budokan"]);
  assert.deepEqual(fields.broadcast_partners, ["VTV6"]);
});

Deno.test("streets of more countries under a signature ('C/ Hernán Cortés 12', 'Riia 181A, 50411 Tartu'), a letterhead's less an organisation's number, and a Danish form's head", () => {
  const signed = (address: string) =>
    extract(
      `Hola James,\n\nsomos 26 peñas este año.\n\nUn saludo,\nMarta\n\n--\nMarta Gutiérrez Cobo\n` +
        `Secretaria\nLiga Cántabra de Pasabolo Tablón\n${address}\nTel. +34 629 48 17 03\n`,
    ).fields.headquarters;
  assert.equal(
    signed("C/ Hernán Cortés 12, 2º, 39003 Santander (Cantabria)"),
    "C/ Hernán Cortés 12, 2º, 39003 Santander (Cantabria)",
  );
  assert.equal(signed("Riia 181A, 50411 Tartu, Estonia"), "Riia 181A, 50411 Tartu, Estonia");
  assert.equal(
    signed("Akti Papagou 14, 84100 Ermoupoli, Syros"),
    "Akti Papagou 14, 84100 Ermoupoli, Syros",
  );
  // (An organisation's number on the letterhead's address line is no part of it; under the
  // signature, it makes the line a legal footer's.)
  assert.equal(
    extract(
      "Trøndelag Sparkliga\nKjerkgata 22, 7374 Røros, org.nr 917 552 430\n\nHei James,\n\nvi er 9 lag.\n",
    ).fields.headquarters,
    "Kjerkgata 22, 7374 Røros",
  );
  assert.equal(signed("Kjerkgata 22, 7374 Røros, org.nr 917 552 430"), undefined);
  // (The asker's own letterhead on its form: "Spørgeskema DK-2026/14-B".)
  assert.equal(
    extract(
      "Nordic Sports Data ApS                         Spørgeskema DK-2026/14-B\n" +
        "Vesterbrogade 34, 1620 København V                    Side 1 af 1\n" +
        "Tlf. 33 12 48 90  -  skema@nordicsportsdata.dk\n\nAntal hold: 12\n",
    ).fields.headquarters,
    undefined,
  );
});

Deno.test("a season that starts in one month and ends in another spans both, ends included", () => {
  const season = (text: string) => {
    const { fields } = extract(text);
    return [fields.season_start_month, fields.season_length_weeks];
  };
  assert.deepEqual(
    season("3. Season starts in May and ends in October. 7 regattas, with 4 races at each.\n"),
    ["May", 26],
  );
  assert.deepEqual(
    season("3. La temporada empieza en octubre y termina en marzo. Son 10 fechas.\n"),
    ["October", 26],
  );
  assert.deepEqual(
    season("A época começa em junho e vai até ao fim de setembro. São 6 regatas por época.\n"),
    ["June", 17.3],
  );
});

Deno.test("a label asking for the season's start and length gives both, the length from the figure with its unit", () => {
  const both = extract(
    "6. Season start / 7. Season length\nWe start in October and season is about 4 months, final is in February.\n",
  ).fields;
  assert.equal(both.season_start_month, "October");
  assert.equal(both.season_length_weeks, 17.3);
  const table = extract(
    "Season start month / length | Arranca en octubre y son 6 meses, hasta la Semana de Turismo.\n",
  ).fields;
  assert.equal(table.season_start_month, "October");
  assert.equal(table.season_length_weeks, 26);
  // (Not a month's number: "5월" is May.)
  assert.equal(
    extract("4. 시즌 기간 / Season length\n5월 개막, 약 6개월간 진행됩니다.\n").fields
      .season_length_weeks,
    26,
  );
});

Deno.test("the asker's letterhead over its form answers nothing: its phone and address are not the league's contact", () => {
  const { fields } = extract(
    [
      "                          BLACK STAR DATA SERVICES LTD",
      "          22 Liberation Road, Airport Residential Area, Accra  |  GA-145-2231",
      "             Tel: +233 30 276 9914  |  Email: leagues@blackstardata.com.gh",
      "",
      "                QUESTIONNAIRE FOR SPORTS LEAGUES - DATA PARTNERSHIP",
      "                               Form BSD/Q-09 (2026)",
      "",
      "38. Name ___________________________ Kojo Essuman",
      "39. Email __________________________ k.essuman@goldcoastcanoe.com.gh",
      "40. Phone __________________________ +233 24 417 3392",
      "",
    ].join("\n"),
  );
  assert.equal(fields.contact_email, "k.essuman@goldcoastcanoe.com.gh");
  assert.equal(fields.contact_phone, "+233 24 417 3392");
  assert.equal(fields.headquarters, undefined);
});

Deno.test("a form's example on a line of its own answers nothing; the answer in the cell after it does", () => {
  const typed = extract(
    "1.1  League name\n     EXAMPLE: Prairie State Kickball League\n     Mad River Vintage Base Ball League\n\n" +
      "1.4  League office (city, state)\n     EXAMPLE: Peoria, IL\n     Urbana, Ohio\n",
  ).fields;
  assert.equal(typed.league_name, "Mad River Vintage Base Ball League");
  assert.equal(typed.headquarters, "Urbana, Ohio");
  const cells = extract(
    "Community League Partnership Form\n" +
      "A1 Full name of league\ne.g. Medway Valley Bat & Trap League | Ouse Valley Darts League\n" +
      "A3 Year founded\ne.g. 1965 | 1987\nA7 Number of teams\ne.g. 12 | 14\n",
  ).fields;
  // (Nor is the form's title a league's name.)
  assert.equal(cells.league_name, "Ouse Valley Darts League");
  assert.equal(cells.founded_year, 1987);
  assert.equal(cells.teams_count, 14);
  // (An example left alone says nothing.)
  assert.equal(extract("A7 Number of teams\ne.g. 12\n").fields.teams_count, undefined);
});

Deno.test("'Yo mismo' and 'Conmigo misma, Marta' offer the writer in Spanish: no name of theirs", () => {
  const me = (answer: string) =>
    extract(
      `> 14. Who should we contact about the partnership?\n\n${answer}\n\nErnesto Palma Batista\nCoordinador General\n`,
    ).fields.contact_name;
  assert.notEqual(me("Yo mismo."), "Yo mismo");
  assert.notEqual(me("Conmigo misma, Marta, secretaria de la liga."), "Conmigo misma, Marta");
});

Deno.test("a sport named as a form's example ('Sport e.g. beach tennis') is not the league's", () => {
  assert.notEqual(
    extract(
      "Please answer below each question.\n\n2. Sport e.g. beach tennis\n\n3. Founded: 2015\n",
    )
      .fields.sport,
    "beach tennis",
  );
});

Deno.test("the events a season's total sums over ('all five regattas together') are no count of events", () => {
  assert.equal(
    extract(
      "- Whole season views: about 110,000 views on Facebook Live (all five regattas together).\n",
    ).fields.events_per_season,
    undefined,
  );
  assert.equal(
    extract(
      "Solidsport har skickat säsongsstatistiken, omkring 19 000 tittare över hela säsongen (alla sex deltävlingar).\n",
    ).fields.events_per_season,
    undefined,
  );
  // (A count stated as such still is one.)
  assert.equal(extract("We hold five regattas a season.\n").fields.events_per_season, 5);
});

Deno.test("an asker's instruction under its question ('Describe who officiates …') answers nothing", () => {
  assert.equal(
    extract(
      "How are matches officiated? Describe who officiates and how disputes are handled\n\nTeams ...... 12\n",
    ).fields.officiating,
    undefined,
  );
  assert.equal(
    extract("How are matches officiated?\nTwo referees and a table official.\n").fields.officiating,
    "Two referees and a table official",
  );
});

Deno.test("a web address in a quoted line (the asker's quoted signature) is not the league's", () => {
  assert.equal(
    extract(
      "Hi Tom,\n\nwe are 15 teams now.\n\nKind regards,\nPauline\n\n" +
        "On Tue, 24 Feb 2026 at 10:02, Tom Ashworth <t.ashworth@pitchlinedata.co.uk> wrote:\n" +
        "> Best wishes,\n> Tom Ashworth\n> Pitchline Data Ltd\n> www.pitchlinedata.co.uk\n",
    ).fields.website,
    undefined,
  );
});

Deno.test("'registered in' names no office: players registered in a league, a firm registered in a country", () => {
  assert.equal(
    extract("Number of registered players Ans: 240 players registered in RDCL.\n").fields
      .headquarters,
    undefined,
  );
  assert.equal(
    extract("Caledon Sports Data Ltd, registered in Scotland SC612345\n").fields.headquarters,
    undefined,
  );
});

Deno.test("a figure joined to the word after it ('a 20-minute documentary') counts nothing; '40-odd heats' does", () => {
  assert.equal(
    extract("ERT shows a 20-minute documentary after the season.\n").fields.events_per_season,
    undefined,
  );
  assert.equal(
    extract("We run 40-odd heats on a show day, depending on how many juniors turn up.\n").fields
      .contests_per_event,
    40,
  );
});

Deno.test("spectators beside the stream's own figure are the venue's crowd", () => {
  const { fields } = extract(
    "Around 600 spectators at each ride and 9,000 viewers on Facebook live per ride.\n",
  );
  assert.equal(fields.average_attendance, 600);
  assert.equal(fields.average_stream_viewers, 9000);
});

Deno.test("a question wrapped over two lines, its yes/no blank left empty, answers nothing", () => {
  const form = "30 Does the league have an anti-doping\n" +
    "policy or conduct testing? Yes / No .......\n" +
    "PART 5 of 5 -- COMMERCIAL AND CONTACT (CAD)\n";
  assert.equal(extract(form).fields.anti_doping_policy, undefined);
  assert.equal(
    extract(form.replace("Yes / No .......", "Yes / No ....... Yes")).fields.anti_doping_policy,
    true,
  );
});

Deno.test("a topic the writer has to ask the federation about is not answered", () => {
  assert.equal(
    extract(
      "Anti-doping I don't know exactly, I have to ask the federation, and social media numbers Līga knows better.\n",
    ).fields.anti_doping_policy,
    undefined,
  );
});

Deno.test("a numbered question wrapped over lines takes the answer after the last line's leaders or on the '>>' line below", () => {
  const { fields } = extract(
    "1 Official name of the league as it\n" +
      "appears on your governing documents ........ Fundy Candlepin League\n" +
      "3 Year in which the league was founded\n" +
      "or first held its regular season\n" +
      "(e.g. 2015) ................................ 1978\n" +
      "4 City and province of the league’s\n" +
      "head office or mailing address\n" +
      ">> Saint John, New Brunswick\n" +
      "9 Number of registered athletes (players\n" +
      "who have bowled at least one league\n" +
      "night in the current season) ............... 184\n" +
      "14 Name(s) of the venue(s) where the\n" +
      "league’s events are held\n" +
      ">> Fairville Lanes, Brunswick Bowling Centre\n",
  );
  assert.equal(fields.league_name, "Fundy Candlepin League");
  assert.equal(fields.founded_year, 1978);
  assert.equal(fields.headquarters, "Saint John, New Brunswick");
  assert.equal(fields.athletes_count, 184);
  assert.deepEqual(fields.venues, ["Fairville Lanes", "Brunswick Bowling Centre"]);
});

Deno.test("a question's parts take its words: '1.4 Office location' / '(a) town / city ..... Invercargill'", () => {
  assert.equal(
    extract("1.4 Office location\n(a) town / city ............ Invercargill, Southland\n").fields
      .headquarters,
    "Invercargill, Southland",
  );
});

Deno.test("the next question by its number ('37 Remarks') is no answer's continuation", () => {
  const { fields } = extract(
    "36 Contact person for this questionnaire\n" +
      "(a) name ................................... Marc LeBlanc\n" +
      "(d) telephone .............................. 506-652-3318\n" +
      "37 Remarks\n" +
      ">> Sponsorship still being finalized.\n",
  );
  assert.equal(fields.contact_name, "Marc LeBlanc");
  assert.equal(fields.contact_phone, "506-652-3318");
});

Deno.test("'Name(s) of the venue(s) …' asks for the venues; 'Name of the league' for the league", () => {
  assert.equal(
    rankLabel("Name(s) of the venue(s) where the league’s events are held")[0].field,
    "venues",
  );
  assert.equal(rankLabel("Name of the league and the sport played")[0].field, "league_name");
});

Deno.test("a question left unanswered over the next row's label answers nothing: 'Where is betting … legal?' / 'Annual revenue (AUD)'", () => {
  const { fields } = extract(
    "Existing betting partners \tnone\n" +
      "Where is betting on the league legal?\n" +
      "Annual revenue (AUD)\n" +
      "Sponsorship revenue (AUD) \t8,500\n",
  );
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(
    extract("Where is betting on the league legal?\nVictoria and New South Wales\n").fields
      .betting_legal_markets?.join("; "),
    "Victoria; New South Wales",
  );
});

Deno.test("a time in minutes and seconds ('won in 2 min 41 sec') is no feed's delay and no count", () => {
  const { fields } = extract(
    "For your records, the Derby final results from last year: Zuhura won in 2 min 41 sec, by about two lengths.\n" +
      "Mikael Lindholm vann heat 4 på 6 min 41 s, dagens bästa tid.\n",
  );
  assert.equal(fields.data_latency_ms, undefined);
  assert.equal(fields.contests_per_event, undefined);
  assert.equal(
    extract("Results reach the feed about 3 seconds after each run.\n").fields.data_latency_ms,
    3000,
  );
});

Deno.test("viewers a stream usually has, or its average in other words ('Spettatori medi'), are per stream", () => {
  const usual = extract(
    "We livestream on Facebook when the fairground wifi cooperates, usually around 150 viewers.\n",
  ).fields;
  assert.equal(usual.average_stream_viewers, 150);
  assert.equal(usual.annual_viewership, undefined);
  const medi = extract(
    "Domanda n. 15 – Spettatori medi della diretta\nRisposta: circa 900 in diretta Facebook\n",
  ).fields;
  assert.equal(medi.average_stream_viewers, 900);
  assert.equal(medi.annual_viewership, undefined);
});

Deno.test("an answer typed between a blank's underscores, under a section-lettered number ('A2. Sport: __horseshoe pitching____')", () => {
  const { fields } = extract(
    "A1. League name: __Allegheny Valley Horseshoe League______________\n" +
      "A2. Sport: __horseshoe pitching____________\n" +
      "A6. Region / markets: ____________________\n" +
      "A7. Number of teams: __16__ (14 last year – we’d like to get to 20 by 2028)\n",
  );
  assert.equal(fields.league_name, "Allegheny Valley Horseshoe League");
  assert.equal(fields.sport, "horseshoe pitching");
  assert.equal(fields.teams_count, 16);
  assert.equal(fields.region, undefined);
  assert.equal(fields.markets, undefined);
});

Deno.test("'Jawab:' and 'Jawapan:' (Indonesian, Malay) mark the answer under its question", () => {
  const { fields } = extract(
    "7. WEBSITE\nJawab: ligaegrang.id\n8. NUMBER OF TEAMS (e.g. 10 teams)\nJawapan: 20 kontingen (teams) from kabupaten/kota\n",
  );
  assert.equal(fields.website, "ligaegrang.id");
  assert.equal(fields.teams_count, 20);
});

Deno.test("a Faroese form's labels name their fields ('Skrásett róðrarfólk', 'Áskoðarar á stevnu', 'Úrslit goymd síðani')", () => {
  assert.equal(rankLabel("Skrásett róðrarfólk")[0].field, "athletes_count");
  assert.equal(rankLabel("Kappingarárið byrjar")[0].field, "season_start_month");
  assert.equal(rankLabel("Áskoðarar á stevnu")[0].field, "average_attendance");
  assert.equal(rankLabel("Úrslit goymd síðani")[0].field, "historical_data_years");
  assert.equal(rankLabel("Teldupostur")[0].field, "contact_email");
});

Deno.test("a bare none before the reasons answers the first thing a two-part question asks", () => {
  const { fields } = extract(
    "Q13. Betting partners / legal betting markets.\nAns. Nil. Betting is prohibited in Pakistan.\n",
  );
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(fields.betting_legal_markets, undefined);
});

Deno.test("a heading well above a table's header row groups none of its rows", () => {
  const { fields } = extract(
    "To\nMr. James O'Connell\nSenior Manager, Asia Partnerships\nKeystone Sports Data Ltd.\n" +
      "Subject: Reply to League Partnership Questionnaire.\nDear Sir,\n" +
      "Sl. \tQuestion \tAnswer\n" +
      "12 \tVenues \tAbahani Field, Dhanmondi and Bashundhara Sports Ground.\n",
  );
  assert.deepEqual(fields.venues, ["Abahani Field, Dhanmondi", "Bashundhara Sports Ground"]);
});

Deno.test("a town after a wharf's or a ring's name is the venue's, a bridge after a quay is a venue of its own", () => {
  assert.deepEqual(
    extract("Venues: Apia Harbour, Lalomanu Beach and Salelologa Wharf, Savai'i.\n").fields.venues,
    ["Apia Harbour", "Lalomanu Beach", "Salelologa Wharf, Savai'i"],
  );
  assert.deepEqual(
    extract("Venues: Cilgerran Quay, Cenarth Bridge, Llechryd Bridge\n").fields.venues,
    ["Cilgerran Quay", "Cenarth Bridge", "Llechryd Bridge"],
  );
});

Deno.test("Portuguese 'deu' (it gave) before a figure is no Catalan ten", () => {
  assert.deepEqual(numberMentions("deu 14.800 visualizações").map((m) => m.value), [14800]);
  assert.deepEqual(numberMentions("uns deu mesos").map((m) => m.value), [10]);
});

Deno.test("Nordic 'gjennomsnittlig' is average and 'arrangement' an event", () => {
  assert.equal(rankLabel("Antall arrangementer per sesong")[0].field, "events_per_season");
  assert.ok(tokens("Gjennomsnittlig publikum per arrangement").includes("average"));
});

Deno.test("a Nordic 'men' (but) parts the clause that names the thing", () => {
  const { fields } = extract(
    "Vi har ikke noe eget integritetsprogram, men vi følger Antidoping Norges regelverk gjennom medlemskapet i Norges Roforbund.\n",
  );
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.anti_doping_policy, true);
});

Deno.test("a label wrapped onto a bracketed second line takes the answer after its leaders; a part's heading is no answer", () => {
  const { fields } = extract(
    " 4. Ville où se trouve le siège social de\n" +
      "    la ligue (head office, city) ............ Trois-Rivières (Québec)\n" +
      " 7. Nombre de joueurs et joueuses inscrits\n" +
      "    (registered players) .................... 264\n" +
      "SECTION 2 - LA SAISON / THE SEASON\n" +
      " 9. Durée de la saison, en semaines ou en\n" +
      "    mois (season length) .................... 32 semaines\n",
  );
  assert.equal(fields.headquarters, "Trois-Rivières (Québec)");
  assert.equal(fields.athletes_count, 264);
  assert.equal(fields.season_length_weeks, 32);
});

Deno.test("a contest per event by whatever the sport calls it: flights per round, spins per show", () => {
  assert.equal(
    extract("December start, 5 rounds, about 60 flights per round.").fields.contests_per_event,
    60,
  );
  assert.equal(extract("About 30 timed spins per show.").fields.contests_per_event, 30);
  assert.equal(extract("Pulls per meet: 14").fields.contests_per_event, 14);
});

Deno.test("'Sede en Torrelavega' opens a sentence: the seat without a verb before it", () => {
  assert.equal(
    extract("3) Sede en Torrelavega (Cantabria), en la Casa del Deporte.").fields.headquarters,
    "Torrelavega",
  );
  assert.equal(
    extract("Liga fundada en 2013, con sede en Valencia.").fields.headquarters,
    "Valencia",
  );
});

Deno.test("'Venues used this season' over its answer: 'this' is no plural, the next part's heading no venue", () => {
  assert.deepEqual(tokens("Venues used this season"), ["venue", "used", "season"]);
  const { fields } = extract(
    "Field | Answer\n" +
      "Average spectators per event (on site) | ±800\n" +
      "Venues used this season\n" +
      "Zwartkops Kart Circuit, Formula K Raceway, Vaal Kart Club\n" +
      "Section 3 of 7 — Media and audience\n",
  );
  assert.deepEqual(fields.venues, [
    "Zwartkops Kart Circuit",
    "Formula K Raceway",
    "Vaal Kart Club",
  ]);
});

Deno.test("a list a line each stops at the next question by its word and number", () => {
  const { fields } = extract(
    "Question 9 - Venues used\nShela Beach\nWatamu Beach\n" +
      "Question 10 - Average attendance per event\nAbout 3,500 per race day.\n",
  );
  assert.deepEqual(fields.venues, ["Shela Beach", "Watamu Beach"]);
  assert.equal(fields.average_attendance, 3_500);
});

Deno.test("items parted by semicolons, their cell wrapped over lines, are joined before they are parted", () => {
  const { fields } = extract(
    "Venues used\n(name them)\n\tKamariny Stadium, Iten; Chepsaina Farm,\n" +
      "\tMoiben; Kapsabet Showground; Eldoret\n\tSports Club course\n",
  );
  assert.deepEqual(fields.venues, [
    "Kamariny Stadium, Iten",
    "Chepsaina Farm, Moiben",
    "Kapsabet Showground",
    "Eldoret Sports Club course",
  ]);
});

Deno.test("a season's length in the unit after its figure, not a month named elsewhere", () => {
  const { fields } = extract(
    "Q5. When does your season start and how long does it last?\n" +
      "Ans. Our season commences in the month of December, after the exams, and is completed in " +
      "approximately five weeks.\n",
  );
  assert.equal(fields.season_start_month, "December");
  assert.equal(fields.season_length_weeks, 5);
});

Deno.test("'C:' answers a Turkish 'S1.' question: the initial of 'cevap' is no part of the answer", () => {
  const { fields } = extract(
    "S1. Ligin adı nedir? (What is the name of the league?)\n" +
      "C: Batı Ege Deve Güreşi Ligi (West Aegean Camel Wrestling League).\n" +
      "S2. Spor dalı? (Sport?)\nC: Deve güreşi (camel wrestling).\n",
  );
  assert.equal(fields.league_name, "Batı Ege Deve Güreşi Ligi");
  assert.equal(fields.sport, "Deve güreşi (camel wrestling)");
});

Deno.test("', and the sport is mounted games': the sport after a joining word; 'teams of four or five riders' counts a team", () => {
  const { fields } = extract(
    "We are the Dyfi Valley Mounted Games League, and the sport is mounted\n" +
      "games - the pony club style relay races, played properly by teams of four or five riders.\n",
  );
  assert.equal(fields.sport, "mounted games");
  assert.equal(fields.athletes_count, undefined);
});

Deno.test("the first month named is the start, whichever language names it first", () => {
  assert.equal(parseMonth("Mai bis September, rund 20 Wochen")?.value, "May");
  assert.equal(parseMonth("opens in March, finals in November")?.value, "March");
  assert.equal(parseMonth("de septiembre a abril")?.value, "September");
});

Deno.test("a street before its number is no label of the number: the address is kept whole", () => {
  const { fields } = extract("Geschäftsstelle, Hauptstrasse 44, 5200 Brugg AG");
  assert.match(fields.headquarters ?? "", /Hauptstrasse 44, 5200 Brugg AG$/);
});

Deno.test("JSON: an address with a country code is one address, its country no market", () => {
  const { fields } = extractJson({
    organisation: {
      legal_name: "Liga Galega de Chave",
      address: {
        street: "Rúa do Progreso, 41",
        postcode: "32003",
        city: "Ourense",
        country_code: "ES",
      },
    },
  });
  assert.equal(fields.markets, undefined);
  assert.match(fields.headquarters ?? "", /Ourense/);
});

Deno.test("a letterhead's street and number is no person's name ('Rúa do Progreso, 41, baixo')", () => {
  const { fields } = extract(
    "LIGA GALEGA DE CHAVE\nRúa do Progreso, 41, baixo · 32003 Ourense\n" +
      "www.ligagalegadechave.gal · secretaria@ligagalegadechave.gal\n",
  );
  assert.equal(fields.contact_name, undefined);
  assert.equal(fields.contact_email, "secretaria@ligagalegadechave.gal");
});

Deno.test("a broadcaster at a sentence's head, then what it airs, shows or screens", () => {
  const aired = (text: string) => extract(text).fields.broadcast_partners;
  assert.deepEqual(aired("Outdoor Channel airs a 30-minute Championship show each summer."), [
    "Outdoor Channel",
  ]);
  assert.deepEqual(aired("5. Media: ERT shows a 20-minute documentary after the season."), ["ERT"]);
  assert.deepEqual(
    aired("Every race is streamed on YouTube, and WIN Network screens a half-hour package."),
    ["WIN Network"],
  );
  assert.equal(aired("Our coach shows the way."), undefined);
});

Deno.test("betting partners: 'X sigue siendo nuestro socio de apuestas', 'Betting partners we do not have'", () => {
  const partners = (text: string) => extract(text).fields.existing_betting_partners;
  assert.deepEqual(partners("Y si, ApuestaPy sigue siendo nuestro socio de apuestas."), [
    "ApuestaPy",
  ]);
  assert.deepEqual(partners("A Betano é o nosso parceiro oficial de apostas."), ["Betano"]);
  assert.deepEqual(partners("Betting partners we do not have and never had."), []);
});

Deno.test("a season's start by its verb: 'commences', 'we start', 'it starts', and in Nordic and Iberian words", () => {
  const start = (text: string) => extract(text).fields.season_start_month;
  assert.equal(start("The season commences in August and continues for three months."), "August");
  assert.equal(start("4) We start in April and finish in September, 24 weeks."), "April");
  assert.equal(
    start("Season: it starts in December, but how long depends on the ice."),
    "December",
  );
  assert.equal(
    start("Season starts in 2nd week of January and continues for 10 weeks."),
    "January",
  );
  assert.equal(start("Sesongen startar i mars."), "March");
  assert.equal(start("Sæsonen starter sidst i april og slutter i september."), "April");
  assert.equal(start("Arrancamos en marzo y la temporada dura 9 meses."), "March");
  assert.equal(start("Começa em novembro e vai por 5 meses."), "November");
  assert.equal(start("We start in the morning."), undefined);
});

Deno.test("a form tool's placeholder ('Your answer', 'Click or tap here to enter text.') is no answer", () => {
  const form = [
    "League name *",
    "Your answer",
    "Doaba Shooting Volleyball League (DSVL)",
    "Headquarters (city, state)",
    "Your answer",
    "Phagwara, Punjab",
    "Website",
    "Click or tap here to enter text.",
    "",
    "Contact person name *",
    "Tu respuesta",
    "Harjinder Singh Sandhu",
  ].join("\n");
  const extraction = extract(form);
  assert.equal(extraction.fields.league_name, "Doaba Shooting Volleyball League");
  assert.equal(extraction.fields.headquarters, "Phagwara, Punjab");
  assert.equal(extraction.fields.website, undefined);
  assert.equal(extraction.fields.contact_name, "Harjinder Singh Sandhu");
  assertEvidenced(extraction, form);
});

Deno.test("an answer's figure, then a remark in sentences, answers the label above it", () => {
  const revenue = extract("Annual revenue\n₹85 lakh (2024-25). Target ₹1.2 crore next season");
  assert.deepEqual(revenue.fields.annual_revenue_usd, 102000);
  // (A sentence under a label is still prose: its figure is read by its own words.)
  assert.equal(
    extract("Annual revenue\nWe do not publish it. Ask the treasurer.").fields.annual_revenue_usd,
    undefined,
  );
});

Deno.test("'per event / broadcast': the word after the bar is another name for the event", () => {
  assert.equal(
    rankLabel("Average live viewers per event / broadcast")[0].field,
    "average_stream_viewers",
  );
  // (A label in two languages keeps both halves; a period after the bar is a second question.)
  assert.equal(rankLabel("Partidos por función / Games per night")[0].field, "contests_per_event");
  assert.ok(tokens("Viewers per event / season").includes("season"));
});

Deno.test("Hindi and Urdu in Latin letters: 'Nahi.' is no, 'Haan' is yes", () => {
  const form = (answer: string) =>
    extract(`Do you have an official live data feed?\n${answer}`).fields.has_official_data_feed;
  assert.equal(form("Nahi. Scoresheet paper pe hoti hai"), false);
  assert.equal(form("Haan, 3 second delay"), true);
  assert.equal(
    extract(
      "Integrity programme / monitoring\nFormal programme nahi hai. Committee khud dekhti hai",
    )
      .fields.integrity_program,
    false,
  );
});

Deno.test("a chat export's line is its message: the time and the sender are its header", () => {
  const chat = [
    "[12/03/26, 10:40] Priya ScoreGrid: 2) How many teams exactly this season?",
    "[12/03/26, 10:52] Harjinder Singh DSVL: 16 teams",
    "[12/03/26, 11:52] Priya ScoreGrid: 5) Last one – any betting or fantasy app tie-up currently?",
    "[12/03/26, 12:10] Harjinder Singh DSVL: Koi tie-up nahi hai. Ek fantasy app wale ne call kiya tha",
    "12/03/2026, 12:11 - Harjinder Singh DSVL: Email gensec@doabashootingvolley.in pe bhej dunga",
  ].join("\n");
  const extraction = extract(chat);
  assert.equal(extraction.fields.teams_count, 16);
  assert.deepEqual(extraction.fields.existing_betting_partners, []);
  assert.equal(extraction.fields.contact_email, "gensec@doabashootingvolley.in");
  assertEvidenced(extraction, chat);
  // "45 hazaar": a thousand in Hindi and Urdu, in Latin letters.
  assert.equal(parseNumber("45 hazaar approx")?.value, 45000);
});

Deno.test("Italian labels: the seat, the website, events, average spectators, the month, the rate", () => {
  const field = (label: string) => rankLabel(label)[0]?.field;
  assert.equal(field("Sede legale / segreteria"), "headquarters");
  assert.equal(field("Sito internet"), "website");
  assert.equal(field("Disciplina praticata"), "sport");
  assert.equal(field("Numero di eventi (palii/regate) per stagione"), "events_per_season");
  assert.equal(field("Campi di regata utilizzati"), "venues");
  assert.equal(field("Spettatori medi per evento"), "average_attendance");
  assert.equal(field("Spettatori medi per diretta streaming"), "average_stream_viewers");
  assert.equal(field("Mese di inizio della stagione"), "season_start_month");
  assert.equal(field("Tasso di crescita annuo"), "growth_rate_percent");
  assert.equal(field("Emittenti TV / radio partner"), "broadcast_partners");
  assert.equal(
    field("Esiste un programma di integrità / monitoraggio delle scommesse"),
    "integrity_program",
  );
  // (A list a line per item stops at the next label: the stream's viewers are no platform.)
  const form =
    "Piattaforme di streaming\nYouTube (canale della lega)\nSpettatori medi per diretta streaming\nIn media 3.200 spettatori per diretta";
  const extraction = extract(form);
  assert.deepEqual(extraction.fields.streaming_platforms, ["YouTube"]);
  assert.equal(extraction.fields.average_stream_viewers, 3200);
});

Deno.test("a plan of a few words names no integrity partner", () => {
  const asked = extract(
    "Esiste un programma di integrità / monitoraggio delle scommesse?\nPrevisto per il 2027",
  );
  assert.equal(asked.fields.integrity_partner, undefined);
  assert.equal(asked.fields.integrity_program, false);
  assert.equal(extract("Integrity partner: Planned for 2027").fields.integrity_partner, undefined);
  assert.equal(extract("Integrity partner: Sportradar").fields.integrity_partner, "Sportradar");
});

Deno.test("JSON: a list field's objects are named by their name key, or by their one text", () => {
  const venues = extractJson({
    Venues: [
      { "Venue Name": "Duna Grande de Huacachina", City: "Ica", "Hosts Final": true },
      { "Venue Name": "Cerro Blanco", City: "Nasca", "Hosts Final": false },
    ],
  });
  assert.deepEqual(venues.fields.venues, ["Duna Grande de Huacachina", "Cerro Blanco"]);
  const italian = extractJson({
    campi_di_regata: [{ nome: "Burano", tipo: "isola" }, { nome: "Murano", tipo: "isola" }],
    tv: [{ emittente: "Antenna 3 Veneto", regate_in_diretta: 4 }],
  });
  assert.deepEqual(italian.fields.venues, ["Burano", "Murano"]);
  assert.deepEqual(italian.fields.broadcast_partners, ["Antenna 3 Veneto"]);
  // (Records of many answers, each with a name among them, are still read one by one.)
  const records = extractJson({
    data: [{
      leagueName: "Eastern Cape Netball Super League",
      sport: "Netball",
      address: { city: "East London" },
    }],
  });
  assert.equal(records.fields.league_name, "Eastern Cape Netball Super League");
});

Deno.test("Dutch: 'De sport is …', 'Het secretariaat zit in …', 'Van september tot en met april', '60 tot 80', '-avonden'", () => {
  const answer = extract(
    [
      "West-Friese Sjoelcompetitie (WFSC). De sport is sjoelen - Dutch shuffleboard.",
      "",
      "Opgericht in 1974. Het secretariaat zit in Hoorn (bij mij thuis, eerlijk gezegd).",
      "",
      "Van september tot en met april, dus 8 maanden. 18 competitieavonden, elke tweede dinsdag.",
      "",
      "Gemiddeld zo'n 60 tot 80 toeschouwers per speelavond.",
    ].join("\n"),
  ).fields;
  assert.equal(answer.sport, "sjoelen");
  assert.equal(answer.headquarters, "Hoorn");
  assert.equal(answer.season_start_month, "September");
  assert.equal(answer.events_per_season, 18);
  assert.equal(answer.average_attendance, 70);
  assert.deepEqual(numberMentions("60 tot 80").length, 1);
});

Deno.test("Tagalog 'wala' is none", () => {
  const reply = extract(
    "Data: wala pa kaming live feed, honestly.\n\nBetting partners - wala po, at medyo sensitive yan.",
  ).fields;
  assert.equal(reply.has_official_data_feed, false);
  assert.deepEqual(reply.existing_betting_partners, []);
});

Deno.test("'…, up 9%' is growth; 'Racing run by …' officiates; 'drug and alcohol tested' is an anti-doping policy", () => {
  assert.equal(
    extract("- Revenue NZ$1.15 million last season (2024/25), up 9%").fields.growth_rate_percent,
    9,
  );
  assert.equal(
    extract("- Racing run by a clerk of course, four flag marshals and two lap scorers").fields
      .officiating,
    "a clerk of course, four flag marshals and two lap scorers",
  );
  assert.equal(
    extract("- Drivers are drug and alcohol tested under Speedway NZ rules").fields
      .anti_doping_policy,
    true,
  );
  // (Not "up" of anything else: "we set up 3 new clubs" is no growth.)
  assert.equal(extract("In 2025 we set up 3 new clubs.").fields.growth_rate_percent, undefined);
});

Deno.test("a season table whose header a PDF ran into one cell: the latest season's column", () => {
  const report = extract(
    [
      "2. Season figures",
      "Figure \t2023–24 2024–25 2025–26",
      "Member teams \t9 \t10 \t11",
      "Registered racers \t174 \t193 \t212",
      "Avg. spectators per weekend \t240 \t270 \t300",
      "3. Notes",
      "• Two schools have applied to join for 2026–27, which would make 13 teams.",
    ].join("\n"),
  ).fields;
  assert.equal(report.teams_count, 11);
  assert.equal(report.athletes_count, 212);
  assert.equal(report.average_attendance, 300);
});

Deno.test("Microsoft Forms' hint and a worded example are no answers; 'Nenhuma' is none", () => {
  const form = extract(
    [
      "1. Nome da liga *",
      "Liga Paulista de Futmesa",
      "2. Parceiros de TV ou rádio",
      "Insira sua resposta",
      "3. Público médio por rodada *",
      'Exemplo de resposta: "2.000 pessoas por rodada"',
      "350 pessoas",
      "4. Parceiros de apostas",
      "Nenhuma",
    ].join("\n"),
  ).fields;
  assert.equal(form.league_name, "Liga Paulista de Futmesa");
  assert.equal(form.broadcast_partners, undefined);
  assert.equal(form.average_attendance, 350);
  assert.deepEqual(form.existing_betting_partners, []);
});

Deno.test("Vietnamese followers in 'nghìn'; Japanese '1 節平均' says per round, it counts nothing", () => {
  assert.equal(
    extract("Mạng xã hội / Social followers: Facebook 96 nghìn, TikTok 140 nghìn, YouTube 31 nghìn")
      .fields.social_followers,
    267000,
  );
  assert.equal(
    extract("来場者 (Attendance) 1 節平均 約 350 人（2024 年最終節は 900 人）").fields
      .average_attendance,
    350,
  );
  assert.deepEqual(numberMentions("1試合あたり約2,000人").map((m) => m.value), [2000]);
});

Deno.test("Afrikaans: 'Die seisoen begin in Oktober en duur 26 weke', 'Ons omset … was R1,2 miljoen'", () => {
  const season = extract("Die seisoen begin in Oktober en duur 26 weke (26 weeks).").fields;
  assert.equal(season.season_start_month, "October");
  assert.equal(season.season_length_weeks, 26);
  const money = extract("Ons omset vir 2025 was R1,2 miljoen (R1.2 million).").fields;
  assert.equal(money.annual_revenue_usd, 66000);
});

Deno.test("Japanese keys of an export: 本拠地, 地域, 節数, 1節あたり試合数, 記録項目, 担当者 / 氏名 / 役職", () => {
  const exported = extractJson({
    リーグ情報: { リーグ名: "関西競技かるたリーグ", 本拠地: "滋賀県大津市", 地域: "関西" },
    競技運営: { シーズン: { 節数: 10, "1節あたり試合数": 24 } },
    観客: { テレビ・ラジオ: ["BBCびわ湖放送"], 年間延べ視聴回数: "18万回" },
    データ: { 記録項目: ["勝敗", "枚数差"], 公正性プログラム: "なし" },
    財務: { ベッティングパートナー: [] },
    担当者: { 氏名: "山本 葵", 役職: "事務局長" },
  }).fields;
  assert.equal(exported.headquarters, "滋賀県大津市");
  assert.equal(exported.region, "関西");
  assert.equal(exported.events_per_season, 10);
  assert.equal(exported.contests_per_event, 24);
  assert.deepEqual(exported.broadcast_partners, ["BBCびわ湖放送"]);
  assert.equal(exported.annual_viewership, 180000);
  assert.deepEqual(exported.stats_tracked, ["勝敗", "枚数差"]);
  assert.equal(exported.integrity_program, false);
  assert.deepEqual(exported.existing_betting_partners, []);
  assert.equal(exported.contact_name, "山本 葵");
  assert.equal(exported.contact_title, "事務局長");
});

Deno.test("a mail's legal disclaimer says nothing of the league; German 'k. A.' answers nothing", () => {
  const mail = [
    "Our stream average is 2,600 viewers, not 2,300.",
    "",
    "----------------------------------------------------------------",
    "DISCLAIMER: This e-mail and any files transmitted with it are confidential.",
    "Nothing in this e-mail constitutes a binding offer or acceptance of any agreement unless",
    "confirmed in writing by two authorised members of the Board.",
    "----------------------------------------------------------------",
  ].join("\n");
  const fields = extract(mail).fields;
  assert.equal(fields.average_stream_viewers, 2600);
  assert.equal(fields.athletes_count, undefined);
  assert.equal(extract("TV / Radio: k. A.").fields.broadcast_partners, undefined);
  assert.equal(
    extract(
      "Betreff: AW: Steckbrief Münsterländer Voltigierliga – Korrekturen\n\nHallo Frau Weber,",
    )
      .fields.league_name,
    "Münsterländer Voltigierliga",
  );
});

Deno.test("officiating that only repeats the question's words names nobody", () => {
  const officiating = (text: string) => extract(text).fields.officiating;
  assert.equal(
    officiating("24 | Who officiates the matches? | Matches are officiated by the match officials"),
    undefined,
  );
  assert.equal(officiating("Qui arbitra?: L'arbitratge el fan els àrbitres"), undefined);
  assert.equal(officiating("Officiating: Referees"), "Referees");
  assert.equal(officiating("Officiating: referee + 3 judges"), "referee + 3 judges");
  assert.equal(
    officiating("Officiating: two umpires and a match referee"),
    "two umpires and a match referee",
  );
});

Deno.test("a figure of years ago is none of today's: 'against 51 drivers five years ago'", () => {
  const minutes = extract(
    "The Series Manager reported that 9 teams and 64 drivers are registered for the 2025/26 season, against 7 teams and 51 drivers five years ago.",
  ).fields;
  assert.equal(minutes.athletes_count, 64);
  assert.equal(minutes.teams_count, 9);
});

Deno.test("a cell of several figures, each with its noun, is read as a note of its own", () => {
  const sheet = extract(
    [
      "League at a glance",
      "Sport \tDangal wrestling (kushti on mitti akhada)",
      "Started \t2021",
      "Season \tStarts November, 8 weeks, 12 dangal days, 14 bouts per dangal",
      "Grand final \tAwadh Kesari dangal, Lucknow",
    ].join("\n"),
  ).fields;
  assert.equal(sheet.contests_per_event, 14);
  assert.equal(sheet.season_start_month, "November");
  assert.equal(sheet.season_length_weeks, 8);
});

Deno.test("JSON: records a season each give the latest season's figures", () => {
  const exported = extractJson({
    "league-name": "Liga Galah Panjang Semenanjung",
    seasons: [
      {
        season: 2024,
        teams: 34,
        "registered-players": 440,
        rounds: 10,
        "average-attendance": 700,
        "final-attendance": 2900,
      },
      {
        season: 2025,
        teams: 40,
        "registered-players": 520,
        rounds: 12,
        "average-attendance": 820,
        "final-attendance": 3500,
      },
    ],
  }).fields;
  assert.equal(exported.teams_count, 40);
  assert.equal(exported.athletes_count, 520);
  assert.equal(exported.events_per_season, 12);
  assert.equal(exported.average_attendance, 820);
});

Deno.test("JSON: a long list's evidence keeps the items that fit whole, still JSON", () => {
  const venues = Array.from({ length: 6 }, (_, i) => ({
    "Venue Name": `Duna Grande de Huacachina ${i + 1}`,
    City: "Ica",
    "Dune Height M": 110 + i,
    "Spectator Capacity": 5000,
  }));
  const extraction = extractJson({ Venues: venues });
  assert.equal(extraction.fields.venues?.length, 6);
  const evidence = extraction.evidence.venues!;
  assert.ok(evidence.text.length <= 300);
  const written = JSON.parse(evidence.text.slice("Venues: ".length));
  assert.ok(written.length >= 1 && written.length < 6);
  assert.deepEqual(written[0], venues[0]);
});

Deno.test("a legal footer under a mail's signature (address beside registration and bank numbers) is no office; a signature's address is", () => {
  const mail = (footer: string[]) =>
    extract(
      [
        "Hej Emma,",
        "",
        "her er svarene. Vi har 14 klubber og spiller fra april.",
        "",
        "Venlig hilsen",
        "Mette Jørgensen",
        "Formand",
        "Tlf. +45 28 91 44 07",
        "mette@langboldliga.dk",
        "",
        ...footer,
      ].join("\n"),
    ).fields;
  assert.equal(
    mail([
      "Foreningen Sydjysk Langboldliga",
      "Skolegade 4, 6510 Gram",
      "CVR 38112946",
      "Sydbank reg.nr. 8065 kontonr. 0001483925",
    ]).headquarters,
    undefined,
  );
  assert.equal(
    mail(["Foreningen Sydjysk Langboldliga", "Skolegade 4, 6510 Gram"]).headquarters,
    "Skolegade 4, 6510 Gram",
  );
});

Deno.test("a form's number line between its title and its instructions is the asker's: its phone is nobody's contact", () => {
  const form = (head: string[]) =>
    extract(
      [
        ...head,
        "Liigan nimi",
        "League name",
        "Pohjanmaan Saappaanheittosarja",
        "Sähköposti / E-mail",
        "tuula@saappaanheittosarja.fi",
        "Puhelin",
        "",
      ].join("\n"),
    ).fields;
  const number =
    "Lomake / Form F-2026/22 · Nordic Sports Data Oy · Mannerheimintie 12 B, 00100 Helsinki · +358 9 4257 8800";
  assert.equal(
    form([
      "Kumppanikysely – liigat / Partner survey – leagues",
      number,
      "Täytä ja palauta 30.4.2026 mennessä. / Fill in and return by 30 April 2026.",
    ]).contact_phone,
    undefined,
  );
});

Deno.test("'Not formal' is a hedge, 'we are still not having any live feed' a no, and '(Yes/No) - don't know' no answer", () => {
  const { fields } = extract(
    [
      "Integrity programme Not formal.",
      "5) About data feed you are asking - we are still not having any live feed.",
      "D4. Anti-doping policy? (Yes/No) - don't know, would have to ask the WTGA",
    ].join("\n"),
  );
  assert.equal(fields.integrity_program, false);
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.anti_doping_policy, undefined);
});

Deno.test("Bhutan's ngultrum: 'Nu. 900,000' is BTN, Danish 'nu 26 hold' is no money", () => {
  assert.equal(
    currencyIn("Sponsorship income for 2025 is Nu. 900,000.", currencyContext("")),
    "BTN",
  );
  assert.equal(currencyIn("Annual revenue 2,450,000 BTN", currencyContext("")), "BTN");
  assert.equal(currencyIn("Nu er vi 26 hold", currencyContext("")), undefined);
  assert.equal(
    extract("3) Sponsorship - Sponsorship income for 2025 is Nu. 900,000.").fields
      .sponsorship_revenue_usd,
    10800,
  );
});

Deno.test("'Ste.' (Sainte) ends no sentence: 'Sault Ste. Marie, Ontario' in a table, a label or a sentence", () => {
  for (
    const text of [
      "Home base | Sault Ste. Marie, Ontario\nTeams | 12",
      "Headquarters: Sault Ste. Marie, Ontario\nTeams: 12",
      "We're based in Sault Ste. Marie, Ontario, and race on three trails.",
    ]
  ) assert.equal(extract(text).fields.headquarters, "Sault Ste. Marie, Ontario", text);
});

Deno.test("a Pakistani reply: 'JazakAllah,' closes it, 'Ch.' is an honorific, and the sender 'Arshad Gill' signs in full", () => {
  const { fields } = extract(
    [
      "From: Arshad Gill <ptrl.fsd@gmail.com>",
      "Subject: Re: PTRL - few follow up points",
      "",
      "Dear Hamza sahib,",
      "1) Yes the attendance is per race day, not for whole season.",
      "",
      "JazakAllah,",
      "Ch. Arshad Mehmood Gill",
      "General Secretary",
      "Punjab Tonga Racing League",
      "0321-5554412",
    ].join("\n"),
  );
  assert.equal(fields.contact_name, "Arshad Mehmood Gill");
  assert.equal(fields.contact_title, "General Secretary");
  assert.equal(fields.contact_phone, "0321-5554412");
});

Deno.test("'a normal race weekend', 'an ordinary league night': one event's audience, not the season's", () => {
  for (
    const text of [
      "A normal race weekend gets roughly 3,200 viewers on the stream.",
      "An ordinary league night gets roughly 3,200 viewers on the stream.",
    ]
  ) {
    const { fields } = extract(text);
    assert.equal(fields.average_stream_viewers, 3200, text);
    assert.equal(fields.annual_viewership, undefined, text);
  }
});

Deno.test("an answer of two things, the founding in a sentence and then 'Office is at …', gives the office; a town first stays the answer", () => {
  const hq = (answer: string) =>
    extract(`Q2. Year of foundation and office address.\nAns. ${answer}\nQ3. Countries/markets.\n`)
      .fields.headquarters;
  assert.equal(
    hq(
      "League was founded in 2015 under patronage of Thimphu Thromde. Office is at Norzin Lam, Thimphu.",
    ),
    "Norzin Lam, Thimphu",
  );
  assert.equal(
    hq("Nagpur, Maharashtra. Our office is at Room 12, Shivaji Krida Sankul, Dharampeth."),
    "Nagpur, Maharashtra",
  );
});

Deno.test("a time of day counts nothing ('The meeting closed at 9.40 p.m.'), and an amount names no place ('Licence fee: 35 € / kausi')", () => {
  assert.equal(extract("The meeting closed at 9.40 p.m.").fields.events_per_season, undefined);
  assert.equal(
    extract("Lisenssimaksu (Licence fee): 35 € / kausi (per season)").fields.betting_legal_markets,
    undefined,
  );
  assert.equal(extract("Meetings per season: 9").fields.events_per_season, 9);
});

Deno.test("the asker's letterhead over a questionnaire it titles is nobody's contact; a mail's headers over its subject stay the sender's", () => {
  const form = extract(
    [
      "Linespan Sports Data Ltd · 41 Clerkenwell Road, London EC1M 5RS · +44 20 7946 0321 · partners@linespan-data.co.uk",
      "Dotazník pro partnerské ligy",
      "Partner league questionnaire",
      "Název ligy League name | Autokros Liga Morava",
      "Počet týmů Number of teams | 12",
    ].join("\n"),
  ).fields;
  assert.equal(form.contact_email, undefined);
  assert.equal(form.contact_phone, undefined);
  assert.equal(form.teams_count, 12);
  const mail = extract(
    [
      "Da: Giulia Pedrazzini <giulia.pedrazzini@minigolf-ti.ch>",
      "A: Jonas Albrecht <j.albrecht@northwind-sportsdata.de>",
      "Oggetto: Questionario leghe partner",
      "",
      "Buonasera, siamo 14 squadre.",
    ].join("\n"),
  ).fields;
  assert.equal(mail.contact_email, "giulia.pedrazzini@minigolf-ti.ch");
});

Deno.test("no audience is of fewer than five: 'KBC Channel 1 shows …' names a channel, not a count", () => {
  const { fields } = extract(
    "9. Who are your broadcast and streaming partners, and what audience do they reach?\n" +
      "KBC Channel 1 shows a one-hour highlights programme after every round, and every round is streamed live on\n" +
      "YouTube, where a round averages 6,500 live viewers.\n",
  );
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.average_stream_viewers, 6500);
});

Deno.test("a live feed's latency is under ten minutes: an address's '2201' is no 2,201 seconds", () => {
  const { fields } = extract(
    "High Plains Bull Riding Tour\nPartnership Questionnaire — Answers\n" +
      "Prepared for Linespan Sports Data Ltd, London\n" +
      "HPBRT Front Office, 2201 S. Polk St., Amarillo, TX 79109\n" +
      "Questions are Linespan’s, answers are ours. Figures are for the 2025 season unless noted.\n",
  );
  assert.equal(fields.data_latency_ms, undefined);
});

Deno.test("a company's name is no label: 'Keppari Tapahtumat Oy | Hatanpään valtatie 24' counts no events", () => {
  assert.deepEqual(rankLabel("Keppari Tapahtumat Oy"), []);
  assert.equal(
    extract("Keppari Tapahtumat Oy | Hatanpään valtatie 24, 33100 Tampere, Finland\n").fields
      .events_per_season,
    undefined,
  );
  assert.equal(rankLabel("Tapahtumat")[0]?.field, "events_per_season");
});

Deno.test("which events a platform covers is a remark, no item: 'Facebook Live, finals only', 'BBC Alba, highlights only'", () => {
  assert.deepEqual(
    extract("Streaming?  Facebook Live, finals only\nTeams?  12").fields.streaming_platforms,
    ["Facebook Live"],
  );
  assert.deepEqual(
    extract("Broadcast partners: BBC Alba, highlights only").fields.broadcast_partners,
    ["BBC Alba"],
  );
  assert.deepEqual(
    extract("Broadcast partners: BBC Alba, TG4 only").fields.broadcast_partners,
    ["BBC Alba", "TG4"],
  );
});

Deno.test("a document's title after the league's name is no league name: 'Kalayaan Skimboard League — Answers to the Partnership Questionnaire'", () => {
  assert.equal(
    extract(
      "Kalayaan Skimboard League — Answers to the Partnership Questionnaire\n\nWe have 12 clubs.",
    )
      .fields.league_name,
    "Kalayaan Skimboard League",
  );
});

Deno.test("a figure said to be 'our 2024 sponsorship' in a correction is taken back: 'R910 000. The R850 000 in the letter was our 2024 sponsorship.'", () => {
  assert.equal(
    extract("- Sponsorship: R910 000. The R850 000 in the letter was our 2024 sponsorship.\n")
      .fields
      .sponsorship_revenue_usd,
    50050,
  );
});

Deno.test("a thing named and its answer declined says nothing of it: 'Anti-doping: N/A.'", () => {
  const fields = extract(
    "Integrity\nQ13. How are events officiated, and do you have an integrity programme?\n" +
      "An NSCA-certified referee at every station, under NSCA rules. We have no formal integrity programme or\n" +
      "monitoring partner. Anti-doping: N/A.\nBetting and finance\nQ14. Existing betting partners?\nNone.\n",
  ).fields;
  assert.equal(fields.anti_doping_policy, undefined);
  assert.equal(fields.integrity_program, false);
});

Deno.test("an answer left to a person or written later answers nothing: 'Integrity I'll leave to Kieran', 'skrifa ég þér síðar'", () => {
  const left = extract(
    "> 8. Do you have an integrity programme or any betting partners?\n\n" +
      "No betting partners at all. Integrity I'll leave to Kieran.\n\n> 9. Annual revenue and sponsorship?\n",
  ).fields;
  assert.equal(left.integrity_program, undefined);
  assert.deepEqual(left.existing_betting_partners, []);
  assert.equal(
    extract(
      "Áhorfstölurnar sendi ég þér í næstu viku.\nUm live data feed og integrity skrifa ég þér síðar.\n",
    ).fields.has_official_data_feed,
    undefined,
  );
  assert.equal(
    extract("We hope to have a live data feed later.\n").fields.has_official_data_feed,
    false,
  );
});

Deno.test("a form's example broken over two lines is no answer: '8 Número de equipas / clubes (ex.:' / '20)'", () => {
  const fields = extract(
    "7 Sítio na internet \twww.ligaminhotafito.pt\nB. Competição\n" +
      "8 Número de equipas / clubes (ex.:\n20)\n\ta confirmar\n9 Número de atletas inscritos \t168\n",
  ).fields;
  assert.equal(fields.teams_count, undefined);
  assert.equal(fields.athletes_count, 168);
});

Deno.test("a form's row number alone over its label, or before '%', counts nothing: '15' / 'Audiência anual total', '20 % do público'", () => {
  const fields = extract(
    "13 Recintos \tCampo da Feira\nC. Público e media\n14 Assistência média por jornada\n\tn/d\n" +
      "15\nAudiência anual total (TV +\nstreaming)\n16\nEspectadores médios por\ntransmissão\n\t—\n" +
      "17 Parceiros de TV / rádio \tRádio Alto Minho\n18 Plataformas de streaming \tFacebook\n" +
      "19 Seguidores nas redes sociais \tcerca de 2 300\n20 % do público entre 18 e 34 anos n/d\n" +
      "D. Dados\n21\nExiste feed oficial de dados em\ntempo real?\n\tNão\n",
  ).fields;
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.audience_age_18_34_percent, undefined);
  assert.equal(fields.social_followers, 2300);
  assert.equal(fields.has_official_data_feed, false);
  // (Over its wrapped label and the answer's cell, the row is read.)
  assert.equal(
    extract(
      "15 Total views, Season 6 \t1.8 million\n16\nSocial media followers (all\nplatforms)\n" +
        "\t2,40,000\n17 Audience age 18-34 (%) \t65%\n",
    ).fields.social_followers,
    240000,
  );
});

Deno.test("a label wrapped inside its brackets is one label: 'Average spectators (per' / 'event)<tab>2,500'", () => {
  const fields = extract(
    "Audience & media\nAverage spectators (per\nevent)\t2,500\nSocial media followers (all\nplatforms)\t12,000\n",
  ).fields;
  assert.equal(fields.average_attendance, 2500);
  assert.equal(fields.social_followers, 12000);
});

Deno.test("a legal footer's registered office is no headquarters, nor is the asker's address under '-----Mensagem original-----'", () => {
  const fields = extract(
    "Cara Lucía,\n\nSão 14 clubes inscritos na Liga.\n\nCumprimentos,\n\nRui Barbosa\nSecretário-Geral\n" +
      "Liga Minhota de Jogo do Fito\nTlm. +351 962 555 418\n\n--\n" +
      "LIGA MINHOTA DE JOGO DO FITO - Associação Desportiva sem fins lucrativos\nNIPC / VAT PT 503 555 871\n" +
      "Sede social: Rua do Arrabalde, n.º 27, 4990-062 Ponte de Lima, Portugal\n" +
      "Tel. +351 258 555 102 | Fax +351 258 555 103\nIBAN PT50 0035 0555 0000 5550 1234 5\n\n" +
      "-----Mensagem original-----\nDe: Lucía Ferreiro <l.ferreiro@trackline-data.com>\n" +
      "Assunto: Questionário de parceria\n\nOlá Rui,\n\nConsegue confirmar?\n\nLucía Ferreiro\n" +
      "Partnerships Iberia · Trackline Sports Data S.L.\nCalle de Alcalá 155, 28009 Madrid · +34 91 555 2740\n",
  ).fields;
  assert.equal(fields.headquarters, undefined);
  assert.equal(fields.teams_count, 14);
});

Deno.test("an age band's share counts no audience: 'Edad del público: alrededor del 35% tiene entre 18 y 34 años'", () => {
  const fields = extract(
    "2) Edad del público: según la encuesta que hicimos en la Gran Final, alrededor del 35% tiene entre 18 y 34 años.\n",
  ).fields;
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.audience_age_18_34_percent, 35);
});

Deno.test("a street's number before its postcode counts nothing: 'Tallinna 19, 93819 Kuressaare'", () => {
  assert.equal(
    extract(
      "Kadri Saar\nsekretär ja meediajuht / Secretary and Media Manager\nSaaremaa Kurnimängu Sari MTÜ\n" +
        "Tallinna 19, 93819 Kuressaare, Eesti / Estonia\n",
    ).fields.teams_count,
    undefined,
  );
});

Deno.test("a growth hoped for is no growth: 'He hopes this year growth is about 12%'", () => {
  assert.equal(
    extract("The league grew a lot. He hopes this year growth is about 12%.\n").fields
      .growth_rate_percent,
    undefined,
  );
  assert.equal(extract("Growth last year was about 12%.\n").fields.growth_rate_percent, 12);
});

Deno.test("'NC' (non communiqué) answers nothing: 'Politique antidopage | NC'", () => {
  assert.equal(
    extract("| Politique antidopage | NC |\n| Nombre d'équipes | 16 |\n").fields.anti_doping_policy,
    undefined,
  );
});

Deno.test("'R1.' answers the question 'P1.' above it (respuesta, resposta, risposta); 'R1.4 mil' is rand", () => {
  const fields = extract(
    "P2. Año de fundación y sede.\nR2. Fundada en 1987. Sede: calle Independencia 455, San Carlos.\n" +
      "P3. Sitio web.\nR3. www.topeaduranuble.cl\n" +
      "P4. ¿Cuántos clubes o equipos participan? ¿Cuántos deportistas inscritos?\n" +
      "R4. Son 22 clubes afiliados y 146 jinetes inscritos en la temporada 2025-2026.\n" +
      "P13. ¿Tiene acuerdos con casas de apuestas?\nR13. Ninguno.\n",
  ).fields;
  assert.equal(fields.founded_year, 1987);
  assert.equal(fields.teams_count, 22);
  assert.deepEqual(fields.existing_betting_partners, []);
  assert.equal(
    extract("Sponsorship revenue?\nR1.4 mil from the district co-op.\n").fields
      .sponsorship_revenue_usd,
    77000,
  );
});

Deno.test("a body's size and the letter's own questions count no teams: 'a jury of three', 'Our data team has eight supplementary questions'", () => {
  assert.equal(
    extract("* officiating is a race director and ice safety team with a jury of three\n").fields
      .teams_count,
    undefined,
  );
  assert.equal(
    extract(
      "Many thanks for returning the League Partner Questionnaire. Our data team\nhas eight supplementary questions (Part D). Please reply inline.\n",
    ).fields.teams_count,
    undefined,
  );
});

Deno.test("a German league's tier is a league, no country: 'Tiroler Zimmerstutzen-Landesliga — Jahresbericht 2025/26'", () => {
  assert.equal(rankLabel("Tiroler Zimmerstutzen-Landesliga")[0]?.field, "league_name");
  assert.equal(
    extract("Tiroler Zimmerstutzen-Landesliga — Jahresbericht 2025/26 — Seite 1\n").fields.markets,
    undefined,
  );
});

Deno.test("a table's next row under a question is no answer: 'Where is betting legal?' / '| Part 4 – Finance'", () => {
  assert.equal(
    extract(
      "Where is betting on your league legal?\n | Part 4 – Finance (state currency)\n",
    ).fields.betting_legal_markets,
    undefined,
  );
});

Deno.test("an answer put off to a person by name answers nothing: 'Anti-doping: Dave again, sorry.'", () => {
  assert.equal(
    extract(
      "> 8. Anti-doping policy?\n\nNo idea on integrity either, that's Dave's area. I'll let him answer in the\nregatta. Anti-doping: Dave again, sorry.\n",
    ).fields.anti_doping_policy,
    undefined,
  );
});

Deno.test("a crowd said to be a one-off is no count: 'Our Hall of Fame night drew 240 people in January but that's a one-off.'", () => {
  assert.equal(
    extract("Our Hall of Fame night drew 240 people in January but that's a one-off.\n").fields
      .events_per_season,
    undefined,
  );
});

Deno.test("a currency named by its mark or its country's name: 'EC$95,000', '20,000 EC dollars', '88,000 Barbados dollars', '850 mln ₮'", () => {
  const context = (t: string) => currencyContext(t);
  for (
    const [text, code] of [
      ["EC$95,000", "XCD"],
      ["20,000 EC dollars", "XCD"],
      ["88,000 Barbados dollars", "BBD"],
      ["850 mln ₮", "MNT"],
      ["1.2 million tugrik", "MNT"],
    ]
  ) assert.equal(parseMoney(text, "", context(text))?.original?.currency, code, text);
});

Deno.test("none in two languages is none: 'Nee / No.', 'Cap / ninguno'", () => {
  assert.deepEqual(parseList("Nee / No.")?.value, []);
  assert.deepEqual(parseList("Cap / ninguno")?.value, []);
  assert.deepEqual(parseList("TSN / RDS")?.value, ["TSN", "RDS"]);
});

Deno.test("a league's name after an elided article and after a title in another language: 'Lliga de Galotxa de l'Horta Sud', 'Secretaris Friese Schoonrijcompetitie'", () => {
  assert.equal(
    extract(
      "Asunto: RE: Cuestionario de colaboración 2026 - Lliga de Galotxa de l'Horta Sud\n\nHola,\n\nSon 14 clubs.\n",
    ).fields.league_name,
    "Lliga de Galotxa de l'Horta Sud",
  );
  assert.equal(
    extract("Met vriendelijke groet,\n\nSietske Hoekstra\nSecretaris Friese Schoonrijcompetitie\n")
      .fields.league_name,
    "Friese Schoonrijcompetitie",
  );
});

Deno.test("a weight counts no one and a Facebook group's members follow it: 'Riders must be under 60 kg', 'Facebook group 3,200 members'", () => {
  assert.equal(
    extract(
      "How many teams / stables and registered riders (jockeys)?\n\n11 plase (farm stables) and 46 registered riders. Riders must be under 60 kg, so it is mostly the youngsters.\n",
    ).fields.teams_count,
    undefined,
  );
  const fields =
    extract("Q: Social media followers (total)\nA: Facebook group 3,200 members\n").fields;
  assert.equal(fields.social_followers, 3200);
  assert.equal(fields.athletes_count, undefined);
});

Deno.test("a sport named by what it is in apposition: 'kokawa, the traditional Hausa wrestling', 'oodarysh — horseback wrestling'", () => {
  assert.equal(
    extract(
      "The league is the Arewa Kokawa Wrestling League, and it organises kokawa, the traditional Hausa wrestling of Northern Nigeria.\n",
    ).fields.sport,
    "kokawa",
  );
  assert.equal(
    extract(
      "The chairman says the league is the Ala-Too Oodarysh League, for oodarysh — horseback wrestling.\n",
    ).fields.sport,
    "oodarysh",
  );
  assert.equal(
    extract("We run a wrestling league, the traditional kind, in the north.\n").fields.sport,
    "wrestling",
  );
});

Deno.test("an asker's instruction under its question is no answer, the answer after it is: 'Please state currency (THB, USD, KHR…)'", () => {
  const fields = extract(
    "Q13. Annual revenue and sponsorship\nPlease state currency (THB, USD, KHR…)\n" +
      "Revenue KHR 1,850 M in 2025 (tickets, TV rights, sponsors). Sponsorship: will inform later, our finance\n" +
      "officer is checking the contracts. Champion purse is KHR 8 M, not included.\nQ14. Growth\nAround 15% more revenue than 2024.\n",
  ).fields;
  assert.equal(fields.sponsorship_revenue_usd, undefined);
  assert.equal(fields.annual_revenue_usd, 462500);
});

Deno.test("a label beside another field's label is no answer: 'TV / radio broadcast partners | Average viewers per live stream'", () => {
  const fields = extract(
    "3 · Media & audience\nTV / radio broadcast partners \t\t\tAverage viewers per live stream\n" +
      "Total audience for the whole season all platforms combined\nabout 14,000 views across the season (YT + FB)\n" +
      "Streaming platforms\tYouTube, Facebook\n",
  ).fields;
  assert.equal(fields.broadcast_partners, undefined);
  assert.deepEqual(fields.streaming_platforms, ["YouTube", "Facebook"]);
  assert.equal(fields.annual_viewership, 14000);
});

Deno.test("a question asked in three parts on one line is answered below it: 'Official live data feed? Format? Latency?' / 'No.'", () => {
  const fields = extract(
    "20. Do you have an official live data feed? Format? Latency?\nNo.\n" +
      "21. Historical data available since\nFull results since 2009.\n",
  ).fields;
  assert.equal(fields.has_official_data_feed, false);
  assert.equal(fields.data_feed_format, undefined);
  assert.equal(fields.historical_data_years, 17);
});

Deno.test("an answer that opens with a hedge names no integrity partner: 'Formálně ne. Máme disciplinární komisi, …'", () => {
  const fields = extract(
    "Integrity partner: Formálně ne. Máme disciplinární komisi, ale žádný monitoring ani partnera.\n",
  ).fields;
  assert.equal(fields.integrity_partner, undefined);
  assert.equal(
    extract("Integrity partner: Sportradar. We signed in 2024.\n").fields.integrity_partner,
    "Sportradar",
  );
});

Deno.test("'nog niet bekend', 'ej känt', 'skip' answer nothing", () => {
  const fields = extract(
    "Legal betting markets: nog niet bekend\nBetting partners: skip\nBroadcast partners: ej känt\n",
  ).fields;
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(fields.existing_betting_partners, undefined);
  assert.equal(fields.broadcast_partners, undefined);
});

Deno.test("a reply written below the original it answers is the league's, from its greeting to the asker on", () => {
  const fields = extract(
    "From: Sheryl Mackay <secretary@ccpicnicraces.com.au>\nTo: Lachlan Pryor <lachlan@scwd.com.au>\n" +
      "Subject: RE: Questionnaire\n\n-----Original Message-----\n" +
      "From: Lachlan Pryor <lachlan@scwd.com.au>\nSent: Monday, 16 November 2026 2:05 PM\n" +
      "Subject: Questionnaire\n\nG'day Sheryl,\n\nHere's our short questionnaire.\n\n" +
      "1. Name, year founded, base, website\n2. Number of clubs and licensed riders\n" +
      "4. Average crowd per meeting (Birdsville does 7,000 - we don't expect that!)\n\n" +
      "Cheers,\nLachlan Pryor\nLevel 9, 120 Collins Street, Melbourne VIC 3000 | +61 3 9555 0148\n\n-----\n\n" +
      "Hi Lachlan,\n\nAnswers in order.\n\n" +
      "1. Channel Country Picnic Race Circuit, first run as a circuit in 1958.\n\n" +
      "2. Seven member clubs. About 60 licensed amateur riders on the books this year.\n\n" +
      "4. Average crowd about 1,200 a meeting.\n\nCheers,\nSheryl\n",
  ).fields;
  assert.equal(fields.founded_year, 1958);
  assert.equal(fields.teams_count, 7);
  assert.equal(fields.athletes_count, 60);
  assert.equal(fields.average_attendance, 1200);
  assert.equal(fields.contact_phone, undefined);
});

Deno.test("a form's answers after its '>>' marks under numbered questions are answers, not a mail's quote", () => {
  const fields = extract(
    'LEAGUE PARTNERSHIP QUESTIONNAIRE\nPlease type your answer after each ">>".\n\n' +
      "A1. Full name of the league / series\n>> Gotlands Stångserie\n\nA3. Year founded  [e.g. 1995]\n>> 1987\n\n" +
      "A5. Website\n>> www.stangserien.se\n\nA7. Number of registered athletes\n>> 46 throwers with licence this year\n\n" +
      "B3. Events per season  [e.g. 12]\n>> 7 deltävlingar (7 rounds)\n\nE4. Existing betting partners\n>> none\n",
  ).fields;
  assert.equal(fields.league_name, "Gotlands Stångserie");
  assert.equal(fields.founded_year, 1987);
  assert.equal(fields.website, "www.stangserien.se");
  assert.equal(fields.athletes_count, 46);
  assert.equal(fields.events_per_season, 7);
  assert.deepEqual(fields.existing_betting_partners, []);
});

Deno.test("a question and its answer marked in two languages: 'Vraag / Question 2: Sport' / 'Antwoord / Answer: vogelpik'", () => {
  const fields = extract(
    "Vraag / Question 2: Sport\nAntwoord / Answer: vogelpik\n\n" +
      "Vraag / Question 3: Jaar van oprichting / Year founded\nAntwoord / Answer: 1952\n",
  ).fields;
  assert.equal(fields.sport, "vogelpik");
  assert.equal(fields.founded_year, 1952);
});

Deno.test("a label's answer on the indented lines under it is its answer, not a section of keys: '4. Office [Trụ sở]:' / '   Tan Phong Cultural House, …'", () => {
  const fields = extract(
    "4. Office [Trụ sở]:\n   Tan Phong Cultural House, 45 Dong Khoi Street, Bien Hoa City,\n   Dong Nai Province\n" +
      "5. Region [Khu vực]:\n   South-East region\n6. Markets [Thị trường]:\n   Vietnam\n" +
      "7. Website [Trang web]:\n   bongchuyenhoidongnai.vn\n",
  ).fields;
  assert.equal(
    fields.headquarters,
    "Tan Phong Cultural House, 45 Dong Khoi Street, Bien Hoa City, Dong Nai Province",
  );
  assert.equal(fields.region, "South-East region");
  assert.deepEqual(fields.markets, ["Vietnam"]);
  assert.equal(fields.website, "bongchuyenhoidongnai.vn");
  // (Nor a footer at the page's right under an empty answer.)
  assert.equal(
    extract(
      "  % audience 18-34 ................:\n" + " ".repeat(57) + "KTS/2026/04 - p.1\n",
    ).fields.audience_age_18_34_percent,
    undefined,
  );
});

Deno.test("an example left as an answer, its marker with a colon, answers nothing: 'ex.: R$ 1.500.000'", () => {
  const fields = extractJson({
    answers: { example_answer_revenue: "ex.: R$ 1.500.000", teams: 12 },
  }).fields;
  assert.equal(fields.annual_revenue_usd, undefined);
  assert.equal(
    extract("Annual revenue: e.g.: USD 2 million\n").fields.annual_revenue_usd,
    undefined,
  );
});

Deno.test("a plan's items and a target are no facts: 'Our plans for 2027 are:' / ' - nine regattas instead of seven', 'a revenue target of TZS 130 million'", () => {
  const fields = extract(
    "You also asked about next year. Our plans for 2027 are:\n\n" +
      " - nine regattas instead of seven, adding Pemba and Mafia Island\n" +
      " - a revenue target of TZS 130 million\n - a second broadcast partner\n\n" +
      "This season we held seven regattas.\n",
  ).fields;
  assert.equal(fields.events_per_season, 7);
  assert.equal(fields.annual_revenue_usd, undefined);
  assert.equal(
    extract("Attendance goal for 2027: 5,000 per event\n").fields.average_attendance,
    undefined,
  );
});

Deno.test("an answer declined in a sentence, others' figures after it, answers nothing: 'We prefer not to share. (The Kırkpınar … 100,000 …)'", () => {
  const fields = extract(
    "Q13. Average attendance per event?\nWe prefer not to share. (The Kırkpınar oil wrestling in Edirne is often quoted with 100,000\n" +
      "visitors; this is a different organisation and not comparable.)\nQ14. Streaming platforms?\nYouTube (own channel)\n",
  ).fields;
  assert.equal(fields.average_attendance, undefined);
  assert.deepEqual(fields.streaming_platforms, ["YouTube"]);
});

Deno.test("the audience's statistics are its ages, no statistics tracked: 'Audience stats / age split: no, we've never measured.'", () => {
  const fields = extract(
    "Growth: no figures.\n\nAudience stats / age split: no, we've never measured.\n",
  ).fields;
  assert.equal(fields.audience_age_18_34_percent, undefined);
  assert.equal(fields.stats_tracked, undefined);
  assert.equal(
    extract("Audience stats / age split: about 40 % are 18-34\n").fields.audience_age_18_34_percent,
    40,
  );
});

Deno.test("a mail that sends partnership questions to someone names its contact: 'Partnership questions to Roger De Smet.'", () => {
  const fields = extract(
    "From: Marnix Van de Velde <penningmeester@vogelpikmeetjesland.be>\nTo: Sanne Verhoef <s.verhoef@oddslinedata.nl>\n" +
      "Subject: Meetjeslandse Vogelpikliga - questionnaire\n\nDear Ms Verhoef,\n\nQuestionnaire attached, filled in by our chairman.\n\n" +
      "Money questions to me. Partnership questions to Roger De Smet.\n\nRegards,\nMarnix Van de Velde\n" +
      "Penningmeester / Treasurer\nMeetjeslandse Vogelpikliga vzw\n+32 495 18 44 70\n",
  ).fields;
  assert.equal(fields.contact_name, "Roger De Smet");
  assert.equal(fields.contact_title, undefined);
  assert.equal(fields.contact_phone, undefined);
});

Deno.test("another body's following in a footer is not the league's: 'Follow the Federation: facebook.com/… * 32,000 followers'", () => {
  assert.equal(
    extract(
      "   Follow the Federation: facebook.com/maltarowing  *  32,000 followers  *  www.maltarowing.org.mt\n",
    ).fields.social_followers,
    undefined,
  );
  assert.equal(
    extract("Follow the league on Facebook, 4,500 followers.\n").fields
      .social_followers,
    4500,
  );
});

Deno.test("the asker's letterhead address and its privacy notice's page are not the league's office and website", () => {
  const fields = extract(
    "DATALANCE SPORTS MÉXICO, S.A. de C.V.\nAv. Constitución 2050 Pte., Col. Obispado, 64060 Monterrey, N.L.\n" +
      "Tel. +52 81 8340 2200 · alianzas@datalance.mx\nCUESTIONARIO DE ALIANZA PARA LIGAS DEPORTIVAS 2026\n" +
      "Favor de llenar la columna “Respuesta”.\nLiga: | Liga de Jaripeo Ranchero del Bajío (LJRB)\n" +
      "Disciplina: | jaripeo\n2. Domicilio de la oficina | pendiente |\n3. Sitio web |  |\n" +
      "Datalance Sports México trata sus datos conforme a su Aviso de Privacidad (www.datalance.mx/privacidad).\n",
  ).fields;
  assert.equal(fields.sport, "jaripeo");
  assert.equal(fields.headquarters, undefined);
  assert.equal(fields.website, undefined);
});

Deno.test("spectators counted on the platforms are a stream's viewers, no crowd: 'Zuschauer pro Spieltag (Durchschnitt, beide Plattformen zusammen): 420'", () => {
  const fields = extract(
    "- Zuschauer pro Spieltag (Durchschnitt, beide Plattformen zusammen): 420\n",
  ).fields;
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.average_stream_viewers, 420);
});

Deno.test("an answer its writer doubts in brackets answers nothing: 'Perú (según la ley 31557, no sé si aplica)'", () => {
  const fields = extract(
    "Legal betting markets / Mercados donde apostar es legal:  Perú (según la ley 31557, no sé si aplica)\n" +
      "Betting partners: none (not sure if the local bookie counts)\nSport: caballitos de totora\n",
  ).fields;
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(fields.existing_betting_partners, undefined);
  assert.equal(fields.sport, "caballitos de totora");
});

Deno.test("the crew of one boat counts no athletes: 'a traditional wooden boat of Liguria, seven metres, four rowers'", () => {
  assert.equal(
    extract(
      "We are the Lega Palii Marinari del Tigullio, and our sport is the palio marinaro, that is the rowing in gozzo: " +
        "a traditional wooden boat of Liguria, seven metres, four rowers and a timoniere (the one who steers).\n",
    ).fields.athletes_count,
    undefined,
  );
  assert.equal(extract("We have 40 boats and 320 rowers.\n").fields.athletes_count, 320);
  assert.equal(
    extract(
      "This season 32 boats are registered (each boat is a team), with 260 rowers.\n",
    ).fields.athletes_count,
    260,
  );
});

Deno.test("a platform that counted a figure is not where the league streams: 'as per the final YouTube and Facebook report'", () => {
  const reply = (line: string) =>
    extract(`Hello Sarah,\n\nOne correction to our answers.\n\n${line}\n\nRegards,\nAmrit\n`)
      .fields;
  for (
    const line of [
      "Live viewers - 92,000 average per match day as per the final YouTube and Facebook report (we had written 85,000).",
      "Average livestream: 28,000 views each stream (we counted again with Facebook data).",
      "Facebook’s insights for our page say 46% of the people watching our streams are aged 18–34.",
    ]
  ) assert.equal(reply(line).streaming_platforms, undefined, line);
  assert.deepEqual(
    reply("We stream every round on YouTube and Facebook, about 4,000 viewers a round.")
      .streaming_platforms,
    ["YouTube", "Facebook"],
  );
});

Deno.test("an asker's greeting and introduction are no part of the question: 'Hi Brian, Grace from Savanna Stats (Nairobi). Few quick qs ok?'", () => {
  const fields = extract(
    "[17/02/2026 09:12] Me: Hi Brian, Grace from Savanna Stats (Westlands, Nairobi). Thanks for the deck! Few quick qs for our partner form ok?\n" +
      "[17/02/2026 09:30] Them: Morning Grace. Sure go ahead, am at the office\n" +
      "[17/02/2026 09:31] Me: How many teams this season?\n" +
      "[17/02/2026 09:33] Them: 24 teams now\n",
  ).fields;
  assert.equal(fields.stats_tracked, undefined);
  assert.equal(fields.teams_count, 24);
});

Deno.test("a question listing the gate and the stream apart: the figure's sentence says whose audience it is", () => {
  const fields = extract(
    "> 5. Average attendance, TV and streaming?\n" +
      "About 1,800 people each stage. TV is Qazaqstan channel, stream on YouTube.\n\n" +
      "> 6. Number of teams?\nTwelve teams.\n",
  ).fields;
  assert.equal(fields.average_attendance, 1800);
  assert.equal(fields.average_stream_viewers, undefined);
  assert.equal(
    extract(
      "> 5. Average attendance, TV and streaming?\n" +
        "The YouTube stream has about 2,400 viewers each stage.\n",
    ).fields.average_stream_viewers,
    2400,
  );
});

Deno.test("watching with no screen named near is watching in person: 'Between 300 and 500 people watching from the harbour'", () => {
  const fields = extract(
    "Hi Tom,\n\nAnswers below.\n\n6) Between 300 and 500 people watching from the harbour, more if the sun is shining.\n\nCheers,\nMoana\n",
  ).fields;
  assert.equal(fields.average_attendance, 400);
  assert.equal(fields.average_stream_viewers, undefined);
  assert.equal(
    extract("no tv or nothing, we do facebook live at the weigh in. maybe 300-400 watching\n")
      .fields.average_stream_viewers,
    350,
  );
});

Deno.test("a viewer figure's field is told by its typical clause, not by the final's it corrects", () => {
  const ranch = extract(
    "Jordan,\n\nFew corrections on what I sent you the 16th.\n\n" +
      "Viewers - the 1,200 I gave you was the finals. Regular rodeo streams average\nabout 700.\n\n" +
      "Everything else stands.\n\nWade\n",
  ).fields;
  assert.equal(ranch.average_stream_viewers, 700);
  assert.equal(ranch.annual_viewership, undefined);
  const snow = extract(
    "1) Stream viewers - sorry, the 6 500 was the final stage of last season\n" +
      "   in Tartu. A normal stage has ca. 4 200 viewers on the stream.\n",
  ).fields;
  assert.equal(snow.average_stream_viewers, 4200);
  assert.equal(snow.annual_viewership, undefined);
});

Deno.test("one final's audience, its year or its highlights between, is no typical audience: 'Our 2019 final had 6,000 viewers'", () => {
  for (
    const text of [
      "We are the oldest league in Yeongnam. Our 2019 final had 6,000 viewers on one channel.\n",
      "SuperSport carries a highlights package of the final, and the 2025 final highlights reached an estimated 210 000 viewers.\n",
    ]
  ) {
    const fields = extract(text).fields;
    assert.equal(fields.annual_viewership, undefined, text);
    assert.equal(fields.average_stream_viewers, undefined, text);
  }
});

Deno.test("events where something is done are a share of the calendar: 'random drug tests at four shows a season'", () => {
  for (
    const text of [
      "Every driver is breathalysed, and the series carries out random drug tests at four shows a season.\n",
      "We are testing tablet scoring at two rounds this year but it is not live to the public yet.\n",
    ]
  ) assert.equal(extract(text).fields.events_per_season, undefined, text);
  assert.equal(extract("We're at 17 teams now, not 16.\n").fields.teams_count, 17);
});

Deno.test("a day's ordinal dot before its month ends no sentence and counts nothing: 'næsta mót er 16. apríl'", () => {
  for (
    const text of [
      "Varðandi heimsóknina: næsta mót er 16. apríl og byrjar kl. 18.00.\n",
      "Sa kirjutasid, et tuled 14. veebruaril Helsingist laevaga Tallinna.\n",
    ]
  ) {
    const fields = extract(text).fields;
    assert.equal(fields.events_per_season, undefined, text);
    assert.equal(fields.teams_count, undefined, text);
  }
});

Deno.test("one team's count answers no total: 'Jugadores registrados | Cada equipo trae 5 jugadores'", () => {
  const fields = extract(
    "Equipos\t12\nJugadores registrados\tCada equipo trae 5 jugadores y sus suplentes\nSede\tOaxaca\n",
  ).fields;
  assert.equal(fields.athletes_count, undefined);
  assert.equal(fields.teams_count, 12);
  assert.equal(
    extract("Equipos\t12\nJugadores registrados\t96, cada equipo trae 8\n").fields.athletes_count,
    96,
  );
});

Deno.test("no crew of officials in 'six pick-up vehicles Official live data feed' nor in Portuguese 'nota dos juízes'", () => {
  for (
    const text of [
      "Golden Sword finals in March with a prize purse of OMR 180,000 and six pick-up vehicles Official live data feed from GPS tracking of every race.\n",
      "Nas 8 etapas da temporada a gente manda pelo feed: golpes por minuto, tempo de rali, erros e nota dos juízes.\n",
    ]
  ) assert.equal(extract(text).fields.officiating, undefined, text);
  assert.equal(
    extract("Cada partido lo dirigen dos jueces de la Federación.\n").fields.officiating,
    "dos jueces de la Federación",
  );
});

Deno.test("'official' of something live is a feed's, no one's officiating: 'flux / officiel en temps réel : les résultats …'", () => {
  assert.deepEqual(rankLabel("officiel en temps réel"), []);
  const fields = extract(
    "S'agissant des données, la Ligue ne dispose pas encore d'un flux\n" +
      "officiel en temps réel : les résultats sont saisis par nos\n" +
      "commissaires et publiés sur le site dans l'heure.\n",
  ).fields;
  assert.equal(fields.officiating, undefined);
  assert.equal(rankLabel("Officials")[0]?.field, "officiating");
});

Deno.test("a figure given before, named as the subject of what it was, is no new figure: '240 var alla licenser', 'the 1,200 I gave you was the finals'", () => {
  for (
    const [text, field] of [
      [
        "Hej!\n\nEn rättelse: 240 var alla licenser i våra klubbar tillsammans, men alla kör inte i serien.\n",
        "teams_count",
      ],
      [
        "Una corrección.\n\n600 a 800 eran de las fechas de verano con buen tiempo.\n",
        "events_per_season",
      ],
      [
        "Hi,\n\nThe 650 did not include the Grand Finale and the two Rowe Park match days.\n",
        "average_attendance",
      ],
    ] as const
  ) assert.equal(extract(text).fields[field], undefined, text);
  assert.equal(
    extract(
      "Hi,\n\nThe 650 did not include the finals. The correct average is 720 spectators per match day.\n",
    )
      .fields.average_attendance,
    720,
  );
});

Deno.test("Finnish 'striimi' is a stream: 'Keskim. katsojia / striimi (per event)' asks a stream's viewers", () => {
  const fields = extract(
    "Hei,\n\nlähettämäni lomakkeen vielä läpi ja sieltä löytyi pari virhettä.\n\n" +
      "> 3.3 Keskim. katsojia / striimi (per event) . 900\n\n" +
      "900 oli itse asiassa finaalin katsojahuippu, ei keskiarvo. Keskimäärin\n" +
      "yhtä osakilpailua seuraa striimissä noin 650 katsojaa.\n",
  ).fields;
  assert.equal(fields.average_stream_viewers, 650);
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("the label's last word wrapped into the answer's cell is no answer: 'Legal betting | jurisdictions'", () => {
  const fields = extract(
    "22 \tIntegrity partner \tSportradar\n23 \tBetting partners \tNil.\n24 \tLegal betting\n\tjurisdictions\n" +
      "\t\tNot sure, pl. check with our lawyers (Julius & Creasy) if\n\t\trequired.\n",
  ).fields;
  assert.equal(fields.betting_legal_markets, undefined);
  assert.equal(fields.integrity_partner, "Sportradar");
  assert.deepEqual(extract("Legal betting markets\tIndia, UK\n").fields.betting_legal_markets, [
    "India",
    "UK",
  ]);
});

Deno.test("a label of figures asks no partners nor revenue: 'Les chiffres de diffusion', 'Broadcast figures'", () => {
  assert.deepEqual(rankLabel("Les chiffres de diffusion"), []);
  assert.deepEqual(rankLabel("Broadcast figures"), []);
  assert.equal(rankLabel("Chiffre d'affaires 2025")[0]?.field, "annual_revenue_usd");
  assert.equal(rankLabel("Broadcast partners")[0]?.field, "broadcast_partners");
  const fields = extract(
    "2) Les chiffres de diffusion: notre gars des Facebook Live a recompte. La moyenne par soiree c'est 620 personnes.\n",
  ).fields;
  assert.equal(fields.broadcast_partners, undefined);
  assert.equal(fields.annual_revenue_usd, undefined);
});

Deno.test("one athlete's count is no league's: 'Every rider makes two runs, the times are added together'", () => {
  const fields = extract(
    "We hold 5 race days a season. Every rider makes two runs, the times are added together.\n",
  ).fields;
  assert.equal(fields.contests_per_event, undefined);
  assert.equal(fields.events_per_season, 5);
});

Deno.test("a foundation year told of a company is another body's: 'The first rafting company ran the Trishuli in 1976'", () => {
  assert.equal(
    extract(
      "Q3. Year of foundation\nAns: The first rafting company ran the Trishuli in 1976, since then paddling is in our blood.\n",
    ).fields.founded_year,
    undefined,
  );
  assert.equal(
    extract("Q3. Year of foundation\nAns: We start in 2004. Had a break 2010-2014.\n").fields
      .founded_year,
    2004,
  );
});

Deno.test("'secret' answers nothing: 'Venues used: secret until map handout, it's a navigation sport sorry!'", () => {
  const fields = extract(
    "Venues used (list)\tsecret until map handout, it’s a navigation sport sorry!\nSecretary\tAnna Berg\n",
  ).fields;
  assert.equal(fields.venues, undefined);
});

Deno.test("an answer about doping that names no official answers no officiating: 'Officiating / integrity / anti-doping'", () => {
  const fields = extract(
    "Hi Dana,\n\nTwo updates.\n\n> > 19. Officiating / integrity / anti-doping\n> Not sure on anti-doping, you'd have to ask PDGA.\n\n" +
      "I checked. We're a PDGA sanctioned league, so the PDGA anti-doping policy\napplies to all our events, players agree to it when they renew their\nmembership.\n\nCody\n",
  ).fields;
  assert.equal(fields.officiating, undefined);
  assert.equal(
    extract(
      "> 19. Officiating / integrity / anti-doping\n> Not sure.\n\n" +
        "Two referees and a timekeeper at every game, all licensed by the federation. No doping tests.\n",
    ).fields.officiating,
    "Two referees and a timekeeper",
  );
});

Deno.test("one final's crowd is no typical gate, however long the clause before it: 'The Knock-Out Cup final was held at the Swan, …, and drew a crowd of about 120'", () => {
  const fields = extract(
    "The Knock-Out Cup final was held at the Swan, Wedmore, on 2 May and drew a crowd of about 120,\nwhich the landlord says is the most in the skittle alley since it was built. Crown A beat Swan Saints by 14\npins.\n",
  ).fields;
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("a figure the streams 'averaged' is one stream's, even over a season: 'they averaged 1,250 viewers last season'", () => {
  const fields = extract(
    "We stream our own league finals on Facebook Live and they averaged\n1,250 viewers last season; we do not stream the regular blitz days.\n",
  ).fields;
  assert.equal(fields.annual_viewership, undefined);
  assert.equal(fields.average_stream_viewers, 1250);
  assert.equal(
    extract("Over the whole 2025 season our YouTube streams had 48,000 views.\n").fields
      .annual_viewership,
    48000,
  );
  // (And "averaged" is "average" in a label: crowds averaged, not 350 events.)
  const crowds =
    extract("Crowds round the dancing board averaged about 350 over the season.\n").fields;
  assert.equal(crowds.events_per_season, undefined);
  assert.equal(crowds.average_attendance, 350);
});

Deno.test("the days an event lasts are no contests: 'each league day has 30 to 40 matches', not '8 league days'", () => {
  const fields = extract(
    "> 3. Season start, length, number of events and matches per event\n\nSeason starts in July and runs for 16 weeks. We have 8 league days per\nseason, each league day has 30 to 40 matches depending on the bracket.\n",
  ).fields;
  assert.equal(fields.contests_per_event, 35);
});

Deno.test("a bare audience label answered about a stream is the stream's: 'Katsojat: striimaamme kaikki osakilpailut YouTubeen'", () => {
  const fields = extract(
    "1. Korjaus osakilpailujen määrään: Tänä vuonna ajetaan siis 6\n   osakilpailua.\n2. Katsojat: striimaamme kaikki osakilpailut YouTubeen. Keskimäärin\n   lähetyksillä on ollut noin 850 katsojaa per osakilpailu, Juuso\n   katsoi luvut YouTube Studiosta.\n",
  ).fields;
  assert.equal(fields.average_attendance, undefined);
  assert.equal(fields.average_stream_viewers, 850);
  // (Not a stream named after the figure's sentence: the people along the road are there.)
  const road = extract(
    "Zuschauer: Bei einem Bergrennen verteilen sich die Leute natürlich entlang der Strecke, aber wir schätzen etwa 1.500 Zuschauer pro Rennen. Einen Livestream machen wir seit 2024 auf YouTube.\n",
  ).fields;
  assert.equal(road.average_attendance, 1500);
});

Deno.test("a form's part named in one word under an empty label is no answer: 'Integrity partner' / 'Commercial'", () => {
  const fields = extract(
    "Formal integrity program \t\t\t\t\t☐ \t\t☒ \t☐\nIntegrity partner\nCommercial\nCurrent betting partners\nnone\nAnnual revenue USD\n",
  ).fields;
  assert.equal(fields.integrity_partner, undefined);
  assert.equal(
    extract("Integrity partner\nSportradar\nCurrent betting partners\nnone\n").fields
      .integrity_partner,
    "Sportradar",
  );
});

Deno.test("a sentence telling another body apart names no sport of the league's: 'in case your colleagues mix the two up'", () => {
  for (
    const text of [
      "Katukurunda in September, so the series is now 9 rounds for 2026. FYI the\nIndian national karting championship has only 5 rounds this year, in case\nyour colleagues mix the two up.\n",
      "Just so you don't mix us up, the Kin-Ball league in Malaysia (KL side) has 8 teams, they are a different organisation, we only have the two JB teams.\n",
    ]
  ) assert.equal(extract(text).fields.sport, undefined, text);
  assert.equal(
    extract("We are a small league, and we play kin-ball in two halls in Johor Bahru.\n").fields
      .sport,
    "kin-ball",
  );
});

Deno.test("a count's noun of three words is read whole: '38 registered bull camps', '48 registered cart teams'", () => {
  const camps = extract(
    "Question \tAnswer\n5. Website \twww.chonwua-songkhla.co.th\n6. Teams / camps \t38 registered bull camps (ค่ายวัว khai wua). Around\n\t210 bulls are registered with us but the number\n\tchanges every month.\n7. Season \tSeason open in January after rice harvest, run 9\n\tmonths to end of September.\n",
  ).fields;
  assert.equal(camps.athletes_count, undefined);
  assert.equal(camps.teams_count, 38);
  const carts = extract(
    "Q3. How many teams and athletes?\nAns: 48 registered cart teams (owner + bulls) and 96 registered drivers.\nQ4. When does the season start and how long is it?\n",
  ).fields;
  assert.equal(carts.teams_count, 48);
  assert.equal(carts.athletes_count, 96);
});

Deno.test("a count for each of some places is not the league's: 'Several pubs host two or three teams'", () => {
  const text =
    "We use the pubs the teams play out of. This season that is the Bell (Newbury), the Lock Stock &\nBarrel (Newbury), the Royal Oak (Thatcham), the Swan (Kintbury), the Bunch of Grapes (Hungerford)\nand the Cricketers (Woolhampton). Several pubs host two or three teams.\n";
  assert.equal(extract(text).fields.teams_count, undefined);
  assert.equal(
    extract("Eighteen pubs host the league's 26 teams this winter.\n").fields.teams_count,
    26,
  );
});

Deno.test("a past figure beside today's is not today's, and today's counts what the past one did: 'Player numbers were 172 two seasons ago and 187 now'", () => {
  assert.equal(
    extract(
      "Player numbers were 172 two seasons ago and 187 now, so about 9% over two years, say 4 or 5% a\nyear.\n",
    ).fields.athletes_count,
    187,
  );
  assert.equal(extract("We had 14 teams last season and 16 this season.\n").fields.teams_count, 16);
  // (Nor an age: "a quarter of our members are under 35".)
  assert.equal(
    extract(
      "Younger players have come in, maybe a quarter of our members are under 35, but that is players not audience.\n",
    )
      .fields.athletes_count,
    undefined,
  );
});

Deno.test("no television beside a radio or another broadcaster is not 'no broadcast partners': 'Radio: Yle Kainuu … (no TV)'", () => {
  for (
    const text of [
      "Radio: Yle Kainuu makes short reports from every event (no TV).\n",
      "No TV, but KRVN out of Lexington does a little spot on the finals every year and reads the\nstandings on the farm report now and then.\n",
    ]
  ) {
    const partners = extract(text).fields.broadcast_partners as string[] | undefined;
    assert.notDeepEqual(partners, [], text);
  }
  for (
    const text of [
      "No TV or radio deal.\n",
      "Antwort: Kein Fernsehen, kein Radio.\n",
      "- Télé / radio : pas de diffuseur TV.\n",
    ]
  ) assert.deepEqual(extract(text).fields.broadcast_partners, [], text);
});

Deno.test("a figure 'once a year' is one occasion's: 'Finals weekend is more like 900 but that's once a year'", () => {
  const fields = extract(
    "10/02/2026, 09:32 - Wanjiru (Sahel Sports): 1. The 350 attendance, is that per match day?\n10/02/2026, 09:33 - Efua GAICTL: Yes per match day. Finals weekend is more like 900 but that's once a year\n10/02/2026, 09:34 - Wanjiru (Sahel Sports): 2. You left stream viewers blank\n",
  ).fields;
  assert.equal(fields.events_per_season, undefined);
});

Deno.test("a part's letter before a figure answers what the question asked under it: 'Q24. (a) Annual revenue (b) Sponsorship revenue / Ans: (a) ₦38.5 million'", () => {
  const fields = extract(
    "Q24. (a) Annual revenue (b) Sponsorship revenue\nAns: (a) ₦38.5 million for the 2025 season. (b) Ask the treasurer, the audited figure\nis not ready. The Grand Final prize fund of ₦5 million is paid by the title sponsor\ndirectly and does not pass through our books.\nQ25. Growth rate\n",
  ).fields;
  assert.equal(fields.sponsorship_revenue_usd, undefined);
  assert.ok(fields.annual_revenue_usd);
});

Deno.test("an answer under its own label of one thing asked answers that thing alone: '6) Social followers: 7,800 total across Facebook, Instagram and TikTok'", () => {
  const fields = extract(
    [
      "From: Gary Vance <gary.vance@glpsl.com>",
      "Subject: Re: Northbeam Sports Data - League Data Partnership Questionnaire",
      "Date: May 12, 2026 at 7:48:19 PM EDT",
      "To: Kyle Brandt <kyle.brandt@northbeamdata.com>",
      "Cc: Denise Kowalczyk <denise@glpsl.com>",
      "",
      "Hi Kyle,",
      "",
      "Gary Vance here, treasurer of the Great Lakes Pro Shuffleboard League.",
      "Denise forwarded me your questionnaire (below) and asked me to fill in the",
      "numbers she left open. Numbered like yours:",
      "",
      "6) Social followers: 7,800 total across Facebook, Instagram and TikTok",
      "   (Rick's count as of this morning).",
      "",
      "11) Still no sportsbook or betting partners. I know Michigan licenses",
      "    sportsbooks but nobody has ever put a line on us.",
      "",
      "12) Revenue for 2025 was $64,000 (team dues at $40 a night, sponsor",
      "    banners, tournament entries). Sponsorship was $22,500 of that. We grew",
      "    12% on 2024 ($57,100). Out of that we pay the $3,000 Finals purse.",
      "",
      "Denise is still your main contact for the partnership itself, I just do the",
      "books.",
      "",
      "",
      "Begin forwarded message:",
      "",
      "From: Kyle Brandt <kyle.brandt@northbeamdata.com>",
      "Subject: Northbeam Sports Data - League Data Partnership Questionnaire",
      "Date: May 6, 2026 at 9:47:12 AM EDT",
      "To: info@glpsl.com",
      "Cc: Jenna Ortiz <jenna.ortiz@northbeamdata.com>",
      "",
      "Hi,",
      "",
      "Kyle Brandt here, Director of Emerging Sports at Northbeam Sports Data.",
      "Quick intro: Northbeam was founded in 2016, we're headquartered at 401 N.",
      "Michigan Ave, Suite 1200, Chicago, IL 60611, and we cover 48 leagues in 31",
      "sports. Our feeds power 90+ sportsbooks in 24 states and reach about 6.5",
      "million bettors.",
      "",
      "We think bar and tabletop sports are the next big thing for micro-betting",
      "and we'd love to have your league in our fall launch. To size the",
      'opportunity we need a few basics -- ballpark is fine (e.g. "a league with',
      '12 teams and 2,000 spectators").',
      "",
      "Please reply by Friday, May 29.",
      "",
      "1. League name & year founded, sport",
      "2. HQ city/state, website",
      "3. Number of teams / number of players",
      "4. Season start month, length in weeks, number of league nights/events",
      "5. Venues (bars, halls) and average attendance per night",
      "6. Streaming platforms, average viewers, social followers",
      "7. Live data: do you have an official real-time scoring feed? Format?",
      "   Latency?",
      "8. How many years of historical results? Stats tracked?",
      "9. Officiating / dispute resolution",
      "10. Integrity program? Anti-doping policy?",
      "11. Existing sportsbook/betting partners; states where betting on your",
      "    league is legal",
      "12. Annual revenue / sponsorship revenue / growth rate",
      "13. Best contact",
      "",
    ].join("\n") + "\n",
  ).fields;
  assert.equal(fields.social_followers, 7800);
  assert.equal(fields.streaming_platforms, undefined);
  // (Two labels of its own answer two things: "ANTI-DOPING: YES … INTEGRITY: NOT FORMALLY".)
  const both = extract(
    "- Anti-doping and integrity\n  [ANTI-DOPING: YES, SLADA TESTING AT THE PLAY-OFFS. INTEGRITY: NOT FORMALLY, PLAYERS SIGN A CODE OF CONDUCT.]\n",
  ).fields;
  assert.equal(both.integrity_program, false);
});

Deno.test("what a figure leaves out is a part of the season: 'the 650 did not include the Grand Finale and the two Rowe Park match days'", () => {
  const fields = extract(
    "Q12 - Attendance: the 650 did not include the Grand Finale and the two Rowe Park match days.\n",
  ).fields;
  assert.equal(fields.events_per_season, undefined);
  assert.equal(extract("We hold 11 match days a season.\n").fields.events_per_season, 11);
});

Deno.test("the only event of its kind is one occasion: '(1,100 spectators at Blackstrap) was the only event where we charged admission'", () => {
  const fields = extract(
    "Sponsorship covers our title sponsor and five race-day sponsors. The gate at the provincial champi-\nonship (1,100 spectators at Blackstrap) was the only event where we charged admission.\n3. Expenses and reserves\n",
  ).fields;
  assert.equal(fields.average_attendance, undefined);
});

Deno.test("'I couldn't tell you' in Spanish, Portuguese, Italian and French answers nothing: 'no sabría decirte'", () => {
  for (
    const answer of ["no sabría decirte", "não saberia dizer", "non saprei", "je ne saurais dire"]
  ) {
    assert.equal(
      extract(`Anti-doping policy: ${answer}\n`).fields.anti_doping_policy,
      undefined,
      answer,
    );
  }
});
