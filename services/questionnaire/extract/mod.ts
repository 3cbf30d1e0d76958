/**
 * The questionnaire extractor, deterministic and model-free, in steps:
 *
 * 1. layout (layout.ts): the text as located lines, and the label/answer pairs its layout shows;
 *    or, for JSON, its keys (json.ts);
 * 2. prose (prose.ts): figures and yes/no facts written in sentences, the league's name and
 *    sport where no label gives them; contacts (contacts.ts) from signatures and senders;
 * 3. labels (labels.ts, fields.ts): each pair's label ranked against the fields' synonyms;
 * 4. values (numbers.ts, money.ts, values.ts): the answer parsed by the field's type;
 * 5. here: the best-founded answer of each field kept, with its evidence.
 *
 * Never invented: a value is returned only with the text it was read from (`evidence`), and a
 * value the schema refuses ("Teams: 1 billion") is a misreading, not an answer. Confidence per
 * field = label match × parse quality × how the pair was laid out (a labelled line is surer than
 * a sentence); a field answered twice, differently, keeps the better-founded answer and is
 * trusted less. confidence_score = completeness of the core fields (9 of the 12 count as
 * complete) × mean confidence; below 0.85 a run is flagged E006 for review. The work is
 * bounded whatever the input (MAX_TEXT, answers of 5,000 characters, sentences of 1,500, no
 * backtracking patterns).
 */
import {
  CORE_FIELDS,
  type Evidence,
  type Extraction,
  Questionnaire,
  type QuestionnaireField,
} from "../schema.ts";
import {
  askerHead,
  byline,
  CONTACT_PARTS,
  type ContactField,
  fold,
  HONORIFICS,
  inLegalFooter,
  isCloser,
  isGreeting,
  JOB_TITLE,
  ME_FIRST,
  nameForEmail,
  ORIGINAL_MARK,
  ownAddress,
  ownPerson,
  PERSON,
  phoneBy,
  postalAddress,
  QUOTED_HEADER,
  referredContact,
  sender,
  signature,
  splitContact,
  WEB_TAIL,
  withoutHonorific,
} from "./contacts.ts";
import { nestedTooDeeply } from "../../json.ts";
import { countryIn, isCountry } from "./countries.ts";
import { AUDIENCES, FIELDS } from "./fields.ts";
import { jsonCandidates, jsonProse } from "./json.ts";
import { type LabelMatch, rankLabel, tokens } from "./labels.ts";
import {
  ANSWER_MARKER,
  ANSWER_WORDS,
  answersByNumber,
  type Candidate,
  candidatesOf,
  type Line,
  linesOf,
  MAX_TEXT,
  type Via,
} from "./layout.ts";
import {
  ADDRESS,
  AGE_BAND,
  BEFORE_POSTCODE,
  CLUB_NOUN,
  DEFERRED,
  EACH_TEAM,
  FEED_FORMAT,
  formFits,
  formOf,
  founding,
  IN_PERSON,
  integrityPartnerIn,
  leagueNameFrom,
  MEASURED,
  mediaSubjects,
  NORDIC_LEAGUE_ENDING,
  NOT_FIGURE,
  OFFICIAL_NAMED,
  officialsIn,
  OFFICIATED_BY,
  OWN_BODY,
  PLATFORM_COUNT,
  proseBooleans,
  proseCandidates,
  proseFacts,
  proseLists,
  REGION,
  regionIn,
  retracts,
  sentencesOf,
  sportsIn,
  TEAM_NOUN,
  websiteIn,
} from "./prose.ts";
import { sportCodeFor } from "./sports.ts";
import { type CurrencyContext, currencyContext, parseMoney } from "./money.ts";
import {
  bilingual,
  EXAMPLE_ALONE,
  EXAMPLE_GIVEN,
  findEmail,
  isHedged,
  MONTH_WORDS,
  namesIn,
  NOTHING,
  NOTHING_EAST,
  parseBool,
  parseLatency,
  parseList,
  parseMonth,
  parsePercent,
  parseWebsite,
  parseYear,
  PHONE,
  PLATFORMS,
  SINCE_WORDS,
  VENUE_NOUN,
  WEEK_WORDS,
} from "./values.ts";
import { NON_ANSWER, numberMentions, type Parsed, parseNumber } from "./numbers.ts";

export { matchLabel, rankLabel } from "./labels.ts";
export { sportCodeFor, sportCodeOf } from "./sports.ts";
export { parseMoney, USD_RATES } from "./money.ts";
export { parseNumber } from "./numbers.ts";
export { parseBool, parseLatency, parseList, parsePercent } from "./values.ts";

const VIA_CONFIDENCE: Record<Via, number> = {
  json: 1,
  label: 1,
  table: 0.97,
  qa: 0.93,
  inline: 0.88,
  section: 0.8,
  prose: 0.78,
};

/** Of the 12 core fields, this many make an extraction complete. */
const COMPLETE_AT = 9;

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

/** Words of streaming and live pictures, in the languages of the corpus. */
const STREAMING =
  /\b(stream\p{L}*|striim\p{L}*|suoratoist\p{L}*|live|webcast\p{L}*|transmit\p{L}*|transmi[st]\p{L}*|übertr\p{L}*|diffus\p{L}*|en vivo|ao vivo|in diretta|en direct|siaran\p{L}*|langsung)\b/iu;

/** A name joined to a known platform ("FanCode + YouTube", "YouTube and Clubber TV"). */
const JOINED_NAME = String.raw`\p{Lu}[\p{L}\d]*(?:\s\p{Lu}[\p{L}\d]*){0,2}`;
const JOIN = String.raw`\s*(?:\+|/|&)\s*|\s+(?:and|y|e|i|und|et|och|og|ja|và|oraz)\s+`;
const KNOWN = String.raw`(?:YouTube|Facebook|Twitch|Instagram|TikTok|Vimeo|Kwai|DAZN)\p{Ll}{0,4}`;
/** "na Twitchu", "YouTubessa": a known platform with its case ending. */
const INFLECTED =
  /(?<![\p{L}])(YouTube|Facebook|Twitch|Instagram|TikTok|Vimeo|Kwai|DAZN)\p{Ll}{1,4}(?![\p{L}])/gu;
const JOINED = new RegExp(
  String
    .raw`(?<![\p{L}])(${JOINED_NAME})(?=(?:${JOIN})${KNOWN})|(?<=${KNOWN}(?:${JOIN}))(${JOINED_NAME})`,
  "gu",
);
/**
 * A platform as where a figure was counted, not where the league streams: "according to
 * YouTube Analytics", "the final YouTube and Facebook report", "Facebook's insights".
 */
const COUNTED_BY = new RegExp(
  String.raw`${KNOWN}(?: Live)?(?:(?:${JOIN})${KNOWN}(?: Live)?)*(?:['’]s)?\s+` +
    String
      .raw`(?:analytics|insights?|data|counter|reports?|statisti\p{L}*|stats|metrics)(?![\p{L}])`,
  "giu",
);
/** Not a platform's name, though capitalised: a sentence's own words. */
const NOT_PLATFORM =
  /^(?:live|stream\w*|highlights?|we|our|the|tv|radio|both|and|also|auch|y|la|el|le|les|das|die|der)$/i;

/**
 * The platforms a sentence about streaming names: the ones everyone knows, inflected or not
 * ("na YouTube i Twitchu"), and the names joined to them ("live on FanCode + YouTube").
 */
function platformsIn(text: string): string[] {
  const found = [
    ...[...text.matchAll(PLATFORMS)].map((m) => ({ name: m[0], at: m.index })),
    ...[...text.matchAll(INFLECTED)].map((m) => ({ name: m[1], at: m.index })),
    ...[...text.matchAll(JOINED)].map((m) => ({ name: m[1] ?? m[2], at: m.index }))
      .filter(({ name }) => !NOT_PLATFORM.test(name) && !new RegExp(`^${KNOWN}$`, "u").test(name)),
  ];
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.name))];
}

/** A platform that only streams: never a broadcaster. */
const STREAM_ONLY =
  /^(?:YouTube(?: Live)?|Facebook(?: Live)?|Twitch|Instagram(?: Live)?|TikTok(?: Live)?|Vimeo|Kwai)$/i;
/** "em direto no YouTube", "live on Twitch": how a platform is watched, before its name. */
const LIVE_ON =
  /^(?:live|em direto|ao vivo|en directo|en vivo|in diretta|en direct|en live)\s+(?:on|no|na|en|su|sur|in)\s+/i;

const DATA_FORMAT =
  /json|xml|csv|tsv|api|rest|socket|push|pull|poll|feed|ftp|https?|pdf|excel|spreadsheet|xlsx?|e-?mail|protobuf|grpc|sse|webhook|file|portal|sheet|stream|mqtt|kafka|datos|daten|données|dados|dati/i;

/** "Since" written after the year: "2001年から" (Japanese), "2019'dan beri" (Turkish). */
// ("2015年以来", "自2016年球季起" (Chinese), "2014년 시즌부터" (Korean).)
const YEAR_SINCE =
  /(?<!\d)((?:1[89]|20)\d\d)\s*(?:年\s*(?:から|以来|以來)|年(?:度|球季|赛季|賽季)?\s*起|년\s*(?:시즌\s*)?부터|['’]?(?:dan|den|tan|ten) beri\b|óta(?![\p{L}])|-t[óő]l(?![\p{L}]))/u;
/** A span up to today: "2010–present", "2008 to date", "2011–heute", "desde 2009 hasta hoy". */
const YEAR_TO_DATE =
  /(?<!\d)((?:1[89]|20)\d\d)\s*(?:[-–—]|to|until|bis|a|hasta|até|à)\s*(?:present|date|now|today|heute|jetzt|hoy|la fecha|hoje|oggi|aujourd['’]hui|nu|nyt|nå|nyní|dziś|dzisiaj)(?![\p{L}])/iu;
/** "Since" before the year, in words that run into it ("自2016年", "ตั้งแต่ปี ค.ศ. 2017"). */
const SINCE_WRITTEN_ON = /(?:自|从|從|ตั้งแต่)\s*(?:ปี\s*)?(?:ค\.ศ\.\s*)?((?:1[89]|20)\d\d)/u;

/** "Since" in the languages questionnaires arrive in; a key's word too ("history_since"). */
// (A boundary in any script: "od" is no "since" inside a Greek or Cyrillic word.)
const SINCE = new RegExp(`(?:^|[^\\p{L}\\d])(?:${SINCE_WORDS})(?=[^\\p{L}\\d]|$)`, "iu");
/** A label naming the first year of something ("archive start", "архив басталуы"). */
const ARCHIVE_START =
  /(?<![\p{L}])(?:start(?:ed|s)?|began|begins?|first|beginn|inicio|début|начал\p{L}*|басталу\p{L}*)(?![\p{L}])/iu;
const SINCE_YEAR = new RegExp(
  `(?:^|[^\\p{L}\\d])(?:${SINCE_WORDS})(?=[^\\p{L}\\d])[^.;]{0,40}?(?<!\\d)((?:1[89]|20)\\d\\d)(?!\\d)`,
  "iu",
);

/**
 * The line over a quoted message that says who wrote it ("On Wed, 18 Nov 2026 at 22:47, Manuel
 * Tavares <presidente@…> wrote:", "Op zo 22 nov. 2026 om 19:03 schreef …", "Dne … napsal(a):",
 * "W dniu … pisze:"): its address is the quoted writer's, not the contact the e-mail gives.
 */
const QUOTE_ATTRIBUTION =
  /^(?:on|em|op|am|le|el|il|dne|w dniu|den|στις)\s.{4,200}(?:wrote|escreveu|schreef|schrieb|a écrit|escribió|ha scritto|napsal(?:\(a\))?|napisał(?:\(a\))?|pisze|skrev|έγραψε)\s*:?\s*$/iu;

/**
 * A sentence that says it corrects: "Kleine correctie: het zijn 23 maatschappijen, niet 22",
 * "Pomyliłem się wyżej …", "Oprava: …", "Correção: …", "One correction before you read it: …",
 * "Una correzione: …".
 */
const CORRECTION_WEST =
  /(?<![\p{L}])(?:correctie|rectificatie|verbetering|korekta|sprostowanie|pomyliłem|pomyliłam|pomyliliśmy|oprava|opravuji|opravujeme|correção|correcção|retificação|rectificação|correction|correzione|corrección|Korrektur|Berichtigung)(?![\p{L}])/iu;

/** A writer's doubt of their answer, in its brackets: "(no sé si aplica)", "(not sure if …)". */
const DOUBTED =
  /\([^()]*(?<![\p{L}])(?:no sé si|no estoy segur[oa]|not sure (?:if|whether)|(?:i|we) don['’]t know (?:if|whether)|nicht sicher,? ob|je ne sais pas si|pas sûr|não sei se|non so se|vet inte om|ved ikke om)(?![\p{L}])[^()]*\)/iu;

/** A field's own word before its answer, in Portuguese, Polish, Czech and Dutch. */
const OWN_WORD_FIRST: Partial<Record<QuestionnaireField, RegExp>> = {
  sport: /^(?:modalidade|dyscyplina|disciplína|sport|sporttak)\s*:\s*/iu,
  headquarters:
    /^(?:sede(?:\s*:|\s+(?:em|no|na)(?![\p{L}]))|zetel\s*:|siedziba\s*:|sídlo\s*:)\s*/iu,
};

/** "výsledky od r. 2002", "od r. 2010": Czech and Polish "since the year", abbreviated. */
const SINCE_YEAR_ABBREVIATED = /(?<![\p{L}])od\s+r\.\s*((?:1[89]|20)\d\d)(?!\d)/iu;

/** An answer at a label's end or start: "… Not yet", "No formal … yet". */
// ("Non disponiamo di un flusso dati ufficiale in tempo reale: i risultati …": a denial in
// the languages of the corpus.)
const ANSWER_IN_LABEL =
  /\b(not yet|not formally|no|yes|none|nope)\s*$|^(no|not|none|nothing|yes|non|nein|kein\w*|nessun\w*|aucun\w*|nenhum\w*|ningún|ninguna)\b.*$/i;

/** A total of followers: "in total", "across", "combined", "insgesamt", "en total". */
const FOLLOWER_TOTAL =
  /(?<![\p{L}])(in total|total|all together|altogether|combined|across|overall|insgesamt|zusammen|en total|au total|in totale|no total|i alt|totalt|yhteensä|łącznie)(?![\p{L}])/iu;

/** A name signed in full: the sender's words, in their order, among more ("Arshad Gill"). */
function signedInFull(signed: string, sender: string): boolean {
  const words = (name: string) => fold(name).split(/[\s.]+/).filter(Boolean);
  const [whole, short] = [words(signed), words(sender)];
  let at = 0;
  for (const word of short) {
    at = whole.indexOf(word, at) + 1;
    if (at === 0) return false;
  }
  return whole.length > short.length && short.length >= 2;
}

/** An amount first: "35 € / kausi", "€35 a season", "$1,200". */
const PRICE_FIRST = /^\s*(?:[$€£¥₹₦]\s?\d|\d[\d.,]*\s?(?:[$€£¥₹₦]|[A-Z]{3}(?![\p{L}])))/u;

/** An address or a phone number: another field's answer inside a text's. */
const NUMBER_LIKE = /@|\+?\d[\d\s().-]{7,}\d/;

/** Abbreviations whose dot ends no sentence ("Hon. Secretary", "Lic. Ramiro Villaseñor"). */
const ABBREVIATION = new RegExp(
  String
    .raw`(?:^|[\s(])(?:${HONORIFICS}|Jr|St|Ste|Mt|Ft|Inc|Ltd|Co|Gen|Rev|Av|Ave|Avda|Rd|Blvd|Sq|Cad|Sok|Mah|Bul|ul|al|pl|Str|Jl|Jln|Jal|approx|est|no|nr|ds|spr|dept|resp)$`,
  "i",
);

/** The first sentence of an answer: up to a full stop before the next word. */
function firstSentence(text: string): string {
  // A name's answer may run on in lower case: "Suva Touch League (STL). we run under…".
  for (const m of text.matchAll(/(?<=[a-z)])\.\s+(?=\p{L})/gu)) {
    if (!ABBREVIATION.test(text.slice(0, m.index))) return text.slice(0, m.index);
  }
  return text;
}

/** Words of the law or of where betting is allowed, in the corpus's languages. */
const LEGAL =
  /(?<![\p{L}])(?:legal\p{L}*|illegal\p{L}*|licen[cs]\p{L}*|regulat\p{L}*|permitt\p{L}*|allowed|markets?|countr\p{L}*|jurisdiction\p{L}*|länder\p{L}*|erlaubt|zugelassen|legál\p{L}*|pays|países|paesi|kraj\p{L}*|maa\p{L}*|країн\p{L}*|стран\p{L}*|законн\p{L}*|легал\p{L}*|lagligt?|lovlig\p{L}*|laillinen|laillista)(?![\p{L}])/iu;

/** "a partir de R$ 40", "tickets from £5": the word that makes an amount a price. */
const PRICE_FROM_START = /^\s*(?:a partir de|à partir de|desde|from|ab|od)\s+/iu;
const PRICE_FROM_END = /(?<![\p{L}])(?:(?:desde|from|ab|od)\s*$|(?:a|à) partir de(?![\p{L}]))/iu;

/** "AND" (of "INTEGRITY | AND | ANTI-DOPING", a heading broken over a table's cells). */
const JOINING_WORD = /^\s*(?:and|or|of|the|und|oder|et|ou|y|e|o|och|og|en)\s*$/i;

/** Words of officiating, in the languages of the corpus: "officiated", "àrbitres", "arbitragem". */
const OFFICIATING_WORD =
  /^(?:officia\p{L}*|referee\p{L}*|umpir\p{L}*|judg\p{L}*|arbitr\p{L}*|àrbitr\p{L}*|árbitr\p{L}*|jue[zc]\p{L}*|juíz\p{L}*|juiz\p{L}*|schiedsricht\p{L}*|scheidsrecht\p{L}*)$/u;
/** The words around them that name nobody: "matches are … by the match …", "feita pelos". */
const FILLER_WORD = new Set(
  ("matches match games game bouts races events league liga lega ligue are were done made " +
    "carried their feita feito fait faite hecho hecha fatto fatta pelos pelas durch")
    .split(" "),
);

/** An officiating answer of the question's words alone, twice and without a count of anyone. */
function repeatsQuestion(text: string): boolean {
  const said = text.toLowerCase().split(/[^\p{L}]+/u);
  return said.filter((w) => OFFICIATING_WORD.test(w)).length >= 2 &&
    !/\d|(?<![\p{L}])(?:a|an|one|two|three|four|un|una|uno|dos|tres|deux|trois|um|uma|dois|duas|três|ein|eine|zwei|drei)(?![\p{L}])/iu
      .test(text) &&
    said.every((w) => w.length <= 3 || OFFICIATING_WORD.test(w) || FILLER_WORD.has(w));
}

function parseText(field: QuestionnaireField, value: string): Parsed<string> | null {
  // (An abbreviation keeps its stop, "Co." or "N.S."; a postcode does not: "Powys LD2 3AA.")
  let text = field === "notes"
    ? value
    : value.replace(/(?<![A-Z.][a-z]?)\.$|(?<=\d[A-Z]{0,3})\.$/, "");
  let quality = 1;
  // "Российская городошная лига (РГЛ) — это командный чемпионат …": after a dash, "is" in
  // Russian, Ukrainian, Bulgarian, Serbian and Macedonian says what the name is; the name was
  // before the dash, no answer after it.
  if (field === "league_name" && /^(?:это|це|то\s+е|е|је|є)\s/iu.test(text.trim())) return null;
  // (Not "No. 20, Sec. 1, Roosevelt Rd.": "No." before a figure is a number's abbreviation.)
  if (
    NON_ANSWER.test(text) ||
    /^(none|no|nil|not applicable)\b(?!\.?\s*\d)/i.test(text.trim()) ||
    // "nessuno", "keine", "aucun": none, in the languages questionnaires arrive in.
    (SHORT_TEXT.has(field) && NOTHING.test(text.trim()) && !/^no\.?\s*\d/i.test(text.trim())) ||
    (SHORT_TEXT.has(field) && NOTHING_EAST.test(text.trim()))
  ) return null;
  // "Established in 2019. Office: Lathial Bhaban, 112 N.S. Road, Kushtia-7000.", "League was
  // founded in 2015 … Office is at Norzin Lam, Thimphu.": an answer of two things, the office's
  // after its own label or sentence.
  if (field === "headquarters") {
    // (The sentence only after a first sentence of something else: "Nagpur, Maharashtra. Our
    // office is at Room 12, …" answers with the town.)
    const office =
      /(?:^|[.;]\s+)(?:Office|Address|Headquarters|Head office|Secretariat|Adresse|Sitz|Dirección|Sede)\s*:\s*(\S.*)$/i
        .exec(text) ??
        (/^\S+(?:\s+\S+){3,}$/.test(firstSentence(text)) &&
            /\s\p{Ll}{3,}\s/u.test(firstSentence(text))
          ? /[.;]\s+(?:(?:Our|The|Its)\s+)?(?:[Oo]ffice|[Ss]ecretariat|[Hh]ead office|[Hh]eadquarters)\s+(?:is\s+)?(?:located\s+)?(?:at|in)\s+(\S.*)$/
            .exec(text)
          : null);
    if (office) text = office[1].replace(/(?<![A-Z.][a-z]?)\.$/, "");
  }
  // "Not a commercial one.", "Nobody yet": a denial names no one.
  if (
    SHORT_TEXT.has(field) &&
    /^(not|nobody|no one|nothing|nein|nicht|non|pas|nie|ei|inte|ikke|ikkje)(?:\s|[.,;!]|$)/i.test(
      text.trim(),
    )
  ) {
    return null;
  }
  // "Yes, since 2023 we cooperate with …": a yes or a no is no body's name (the programme's
  // answer names its partner; see integrityPartnerIn).
  if (field === "integrity_partner" && YES_OR_NO.test(text.trim())) return null;
  // ("Planned for 2027", "Previsto per il 2027": a plan of a few words names no partner; nor
  // does an answer that opens with one, "Formálně ne. Máme disciplinární komisi, …".)
  const opening = text.trim().split(/(?<=[.;!])\s+/)[0];
  if (field === "integrity_partner" && opening.split(/\s+/).length <= 5 && isHedged(opening)) {
    return null;
  }
  // ("an Integrity Officer appointed by the Board": the league's own body is no partner.)
  if (field === "integrity_partner" && OWN_BODY.test(text.trim())) return null;
  // ("Matches are officiated by the match officials", "A arbitragem é feita pelos árbitros da
  // liga": an answer that only repeats the question's words says who officiates no more.)
  // (Its words twice, the verb and the noun: "Referees" alone names who, and so does a count,
  // "referee + 3 judges", "two umpires and a match referee".)
  if (field === "officiating" && repeatsQuestion(text)) return null;
  // A form's "Other" option, with nothing written in, names nothing.
  if (/^(other|others|andere|otro|outro|altro|autre)\W*$/i.test(text.trim())) return null;
  text = text.replace(/\s*\n\s*/g, " ");
  // "関東地方（1都6県）": a remark in full-width brackets after a name is no part of it.
  text = text.replace(/(?<=\S)\s*（[^（）]{0,200}）\s*$/u, "");
  // An address or a phone number in a text field is another field's answer; in a remark in
  // brackets after the answer, only the remark is ("Rijeka (Udruga Kvarner Trail, OIB
  // 48210537716)").
  text = text.replace(
    /(?<=\p{L})\s*\(([^()]*)\)\s*$/u,
    (m, inner) => NUMBER_LIKE.test(inner) ? "" : m,
  );
  if (field !== "notes" && NUMBER_LIKE.test(text)) return null;
  if (/:$/.test(text.trim())) return null; // a label, not an answer
  // "Number of referees: 35": a bare figure names nothing and describes nothing.
  if (!/\p{L}/u.test(text)) return null;
  // A data format names a format or a way of delivery ("Format: 6-a-side, mixed" is the game's).
  if (field === "data_feed_format" && !DATA_FORMAT.test(text)) return null;
  // "7 and streamed on YouTube", "11, 39100 Bozen" (a house number and a postcode): a figure is
  // no sport ("3x3 basketball" is).
  if (field === "sport" && /^\d+(?:[\s,]|$)/.test(text)) return null;
  // "INTEGRITY | AND | ANTI-DOPING" (a heading broken over a table's cells): a word that joins
  // others names nothing.
  if (JOINING_WORD.test(text)) return null;
  // An answer in a sentence: the name or place in it ("The full name of our league is the
  // Pasig River Dragon Boat League (PRDBL).", "Our head office is in Pasig City, Metro Manila").
  // "DKL - Delta Korfbal League": the part that is a league's name.
  if (field === "league_name" && /\s[-–—]\s/.test(text)) {
    const named = text.split(/\s[-–—]\s/).find((part) =>
      leagueNameFrom([{ text: part, page: 1, line: 1 }])
    );
    if (named) text = named;
  }
  // "• Arena Kickboxing League (AKL) is the professional kickboxing league of …": a bullet is
  // no part of it, and a sentence about the league gives its name.
  if (field === "league_name") text = text.replace(/^[•·▪◦*–-]\s+/, "");
  if (
    field === "league_name" &&
    (SENTENCE_ANSWER.test(text) || /\s(?:is|are|was)\s+(?:the|a|an)\s/.test(text))
  ) {
    const named = leagueNameFrom([{ text, page: 1, line: 1 }]);
    if (!named) return null;
    text = named.value;
  }
  // "We consider Southeast Asia our core region": the region the sentence names.
  if (field === "region" && SENTENCE_ANSWER.test(text)) {
    const named = REGION.exec(text);
    if (!named) return null;
    text = named[1].replace(/^the /i, "");
  }
  // ("Quận 10, TP. Hồ Chí Minh · scel.vn": the web address after the place is none of it.)
  if (field === "headquarters") text = text.replace(WEB_TAIL, "");
  if (field === "headquarters" && SENTENCE_ANSWER.test(text)) {
    const place =
      /\b(?:is|are|sits?|está|estão|esta|fica|è|si trova|ist|liegt|er|ligger|sijaitsee|jest)\s+(?:based\s+|located\s+|still\s+|situada\s+|ubicada\s+)?(?:in|en|em|a|in der|i)\s+([^.;]+)/iu
        .exec(text);
    if (!place) return null;
    text =
      place[1].split(/,\s+(?=(?:beside|near|next|close|behind|opposite|in the|where|which)\b)/)[0];
  }
  if (SHORT_TEXT.has(field)) {
    // A name or place is the first sentence: "North America. We have venues in ..."
    text = firstSentence(text);
    // "Modalidade: jogo da malha", "Sede em Viseu", "Siedziba w Sierpcu": two questions answered
    // on one line ("Nome da liga e modalidade"), the answer opening with its own field's word.
    const worded = OWN_WORD_FIRST[field]?.exec(text);
    if (worded && worded[0].length < text.length) text = text.slice(worded[0].length).trim();
    // "Коммерческий директор (Commercial Director)": in another script, the part in Latin
    // letters the writer gave in brackets.
    const latin =
      /^[^()]*[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}][^()]*\(([\p{Script=Latin}\s&.,'’-]+)\)\s*$/u
        .exec(text);
    if (latin) text = latin[1].trim();
    // "한국택견리그 (Korea Taekkyeon League)", "사무국장 (Secretary General)": in Chinese,
    // Japanese, Korean or Thai, the name as the league writes it, its translation aside.
    const own =
      /^([^()]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}][^()]*?)\s*\([\p{Script=Latin}\s&.,'’-]+\)\s*$/u
        .exec(text);
    if (own) text = own[1].trim();
    // ("Sport is kabaddi", "sporten är alltså innebandy": the sentence's words before the
    // sport are none of it.)
    if (field === "sport") {
      text = text.replace(/^(?:the\s+)?sport\s+(?:is|are)\s+/i, "")
        .replace(/^(?:alltså|altså|eli|siis|basically|namely|nämlich|i\.e\.)\s+/i, "");
    }
    if (field === "league_name" || field === "sport") {
      // (An address has its number: "Road bowling" and "road cycling" are sports.)
      if (
        (/\b(floor|street|road|avenue|suite|block|p\.?o\.? box|office|level)\b/i.test(text) &&
          (field === "league_name" || /\d/.test(text))) ||
        (field === "league_name" && (/\d{3,}/.test(text) || /^\d+\s+\p{Ll}/u.test(text)))
      ) {
        return null;
      }
      if (field === "league_name") {
        text = text.replace(/\s*\([^)]*\)\s*$/, "").replace(/^the\s+/i, "");
      }
    }
    // A form's or a document's title is no person's, nor the league's name ("Kalayaan Skimboard
    // League — Answers to the Partnership Questionnaire").
    if (
      (field === "contact_title" || field === "league_name") &&
      /questionnaire|intake|survey|(?<![\p{L}])form(?![\p{L}])|template|response/iu.test(text)
    ) {
      return null;
    }
    if (field === "contact_name") {
      text = withoutHonorific(
        text.replace(ME_FIRST, ""),
      );
      // ("ME, DETAILS BELOW": where the details are is no name.)
      if (/^(?:details|see|as|refer)\b.*\b(?:below|above)$/i.test(text.trim())) return null;
      // A person's name: no digits, and it starts with a capital ("me I suppose" is none).
      // (Chinese, Japanese, Korean and Thai have no capitals: "林怡君", "박지훈", a name of their
      // own shape, without the title beside it: "營運經理 林怡君"; a word of a label is none.)
      if (/^\p{Lo}/u.test(text)) {
        const own = ownPerson(text);
        if (!own || rankLabel(own.name).length) return null;
        text = own.name;
      }
      if (/\d/.test(text) || !/^[\p{Lu}\p{Lo}]/u.test(text) || !/\p{L}{2}/u.test(text)) return null;
    }
    // "North America, with two stops in Europe" → "North America"; "Austin, Texas" stays.
    // (Not inside parentheses: "Bowls (outdoor, flat green)".)
    const masked = text.replace(/\([^()]*\)/g, (m) => "_".repeat(m.length));
    const tail = field === "contact_title"
      ? /;\s/.exec(masked)
      : field === "headquarters" && /\d/.test(text)
      ? null // an address runs on: "Av. Atlântica 1702, sala 504 – Copacabana"
      : /,\s+(?=[a-z])|\s[-–—]\s(?=\p{Ll}|[^\p{L}]*$)|;\s/u.exec(masked);
    if (tail && tail.index > 0) {
      text = text.slice(0, tail.index);
      quality = 0.95;
    }
    if (text.length > 120) return null;
    // "La LONASE est le partenaire paris officiel de la ligue depuis", "reúne 4.200 parques e":
    // a sentence or a figure's clause is no sport's name (a remark in brackets aside: "Kushti
    // (desi wrestling / pehlwani)", "skihopp for juniorer (13–19 år)").
    if (field === "sport") {
      const bare = text.replace(/\([^()]*\)/g, " ");
      if (
        /(?<![\p{L}\d])\d[\d.,]*\s+\p{Ll}/u.test(bare) ||
        (bare.match(/[\p{L}\d'’-]+/gu) ?? []).length > 6
      ) return null;
    }
  }
  text = text.trim().slice(0, 500);
  return text ? { value: text, quality } : null;
}

/**
 * "The correct figure is …", "please read …", "should be …", "12개가 아니라 14개" (Korean: not
 * 12 but 14), "應為4,580萬元" (Chinese: should be): the right value follows.
 */
const CORRECT_IS =
  /\b(?:the\s+)?(?:correct(?:ed)?|right|actual|accurate|true)\s+(?:figure|number|value|amount|count|total|one|date|month)?\s*(?:is|are|was|should be|reads|:)\s+|\b(?:should|must)\s+(?:read|be|have been)\s+|\bplease\s+read\s+|\b(?:may|should|must)\s+(?:please\s+)?be\s+read\s+as\s+|\b(?:corrected|amended|changed)\s+to\s+|\bbut\s+(?:it['’]s|it is|that['’]s|there are)\s+(?:actually\s+|really\s+)?(?=\d)|(?<![\p{L}])men\s+(?:det\s+(?:er|är)|vi\s+(?:er|är))\s+(?:nå\s+|nu\s+|faktisk\s+)?(?=\d)|(?:이|가)\s*아니라\s*|(?:應為|应为|更正為|更正为|應該是|应该是)\s*|(?<![\p{L}])(?:(?:správn|pravil|točn|ispravn)\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:je|sú|jsou|činí|znaša|iznosi)|čtěte|čítajte|preberite|helyesen|a helyes (?:szám|adat|érték)|oikea (?:luku|määrä|summa) on)(?![\p{L}])\s*:?\s*/iu;

/**
 * The same in Polish, Dutch and Portuguese: "zamiast 850 powinno być 580", "prawidłowa liczba to
 * 203", "het moet 23 zijn" ("moet … zijn" around it), "o número correto é 9", "deve ser 9".
 */
const CORRECT_IS_WEST =
  /(?<![\p{L}])(?:powinno być|powinien być|powinna być|powinny być|prawidłow\p{L}*\s+(?:\p{L}+\s+)?(?:to|jest|wynosi)|poprawn\p{L}*\s+(?:\p{L}+\s+)?(?:to|jest|wynosi)|moet (?:het )?zijn|het juiste (?:\p{L}+ )?is|correct is|o (?:número|valor) corret[oa] é|corret[oa] é|deve ser|devia ser|deveria ser)(?![\p{L}])\s*:?\s*/iu;

/**
 * "11 clubs instead of 10", "1,560 rather than 1,650", "nicht CHF 620'000, sondern CHF
 * 655'000", "LKR 16.3 Mn, not 15.8 Mn": the figure not taken back is the right one.
 */
const INSTEAD_OF = new RegExp(
  String.raw`\s+(?:instead of|rather than|in place of)\s+[^.;]*|${NOT_FIGURE.source}`,
  "giu",
);

/**
 * A correction's answer: the value it gives as right, without the one it corrects ("the letter
 * says 8,6 tỷ đồng; the correct figure is 6,8 tỷ đồng", "please read 11 clubs instead of 10").
 */
function corrected(value: string): string {
  // "The 1 650 in the questionnaire was by mistake the figure of season 2024/25. For the
  // current season the average is 1 820": a sentence that takes its figure back answers nothing.
  const sentences = value.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  // (A sentence that gives the right figure after the wrong one stays: "kirjeessä luki 48,
  // oikea luku on 52".)
  const kept = sentences.filter((s) =>
    !retracts(s) || CORRECT_IS.test(s) || CORRECT_IS_WEST.test(s)
  );
  if (kept.length && kept.length < sentences.length && /\d/.test(kept.join(" "))) {
    value = kept.join(" ");
  } else if (kept.length === 0 && sentences.length === 1) {
    // "parašėm 12, bet šį sezoną žaidžia 10 komandų", "ankeedis kirjutasin 6 etappi, aga …": the
    // figure after the "but" that follows the one taken back.
    const but = /,?\s(?:but|however|bet|ale|aber|aga|mais|pero|men|mutta|maar|však|tačiau|taču)\s/iu
      .exec(value);
    // ("w ankiecie wpisaliśmy 800 widzów, ale to była liczba z finału": its one figure, taken
    // back, and none after it.)
    if (but && /\d/.test(value.slice(but.index + but[0].length))) {
      value = value.slice(but.index + but[0].length);
    } else if (numberMentions(value).length === 1) value = "";
  }
  // "13억 2천만 원이 맞습니다" (Korean: "… is right"): the clause that says so.
  // (Looked for only where the word is: the pattern scans each clause from every position.)
  const right_ = value.includes("맞습니다")
    ? /([^.。]*\d[^.。]*?)\s*(?:이|가)?\s*맞습니다/u.exec(value)
    : null;
  if (right_) return right_[1];
  const right = CORRECT_IS.exec(value) ?? CORRECT_IS_WEST.exec(value);
  const tail = right ? value.slice(right.index + right[0].length) : value;
  return latest(
    right && /\d/.test(tail) ? tail.replace(INSTEAD_OF, "") : value.replace(INSTEAD_OF, ""),
  );
}

/**
 * "12 (2025); 14 (2026)", "1,200 (2024), 1,450 (2025)": a figure a season, the latest season's;
 * "12 → 14 in 2026": the figure it went to.
 */
function latest(value: string): string {
  const seasons = [
    ...value.matchAll(
      /((?:[€$£¥₹]|[A-Z]{3})?\s?\d[\d.,'’ ]*?(?:\s?(?:k|m|million|mn|bn|[\p{L}]+))?)\s*\(\s*((?:19|20)\d\d)\s*\)/gu,
    ),
  ];
  if (seasons.length >= 2) {
    return seasons.reduce((a, b) => Number(b[2]) > Number(a[2]) ? b : a)[1].trim();
  }
  // (Not seasons in brackets: "+35% (2025 → 2026)".)
  const moved = !/\([^()]*(?:→|->|⇒)[^()]*\)/.test(value) &&
    /^[^→]*\d[^→]*\s(?:→|->|⇒)\s*(\S.*)$/.exec(value);
  // (Nor seasons after the figure: "+15 % registered players 2024 -> 2025".)
  return moved && /\d/.test(moved[1].replace(/\b(?:19|20)\d\d\b/g, "")) ? moved[1] : value;
}

/**
 * "2024: 2,100; 2025: 2,600", "2024/25: 1,640 paddlers; 2025/26: 1,720", "Season 2025 – approx.
 * 1,800 Season 2026 – approx. 2,400": a figure given for several seasons is the latest season's.
 */
function latestSeason(value: string): string {
  const seasons = [
    ...value.matchAll(
      /(?<![\d.,])((?:19|20)\d\d)(?:\s*[/–-]\s*\d{2,4})?\s*(?:[:=]|\s[–—]\s(?!(?:19|20)?\d\d(?!\d)))\s*([^;/|]+?)(?=\s*(?:[;/|]|\s(?:Season\s+|Saison\s+|Temporada\s+)?(?:19|20)\d\d(?:\s*[/–-]\s*\d{2,4})?\s*(?:[:=]|\s[–—]\s))|$)/g,
    ),
  ];
  if (seasons.length < 2) return value;
  return seasons.reduce((a, b) => Number(b[1]) >= Number(a[1]) ? b : a)[2];
}

function parseValue(
  field: QuestionnaireField,
  raw: string,
  label: string,
  money: CurrencyContext,
): Parsed<unknown> | null {
  // A web form's drop-down arrow ("Other ▾") is no part of the answer; nor is a blank form's
  // example ("____ (e.g. 12)", "(z.B. 2.500)"), nor a choice of options left unmade ("Yes / No").
  const value = corrected(ticked(
    raw.replace(/\s*[▾▼⌄]/g, "").replace(EXAMPLE_GIVEN, " ").replace(/_{2,}/g, " ").trim(),
  ));
  if (UNCHOSEN.test(value)) return null;
  // "Stats tracked:" (a blank's next label on the line): a label, no answer.
  if (/^[^:\d]{2,60}:$/.test(value)) return null;
  // "Antwort:", "Answer:" with nothing after it: the marker of an answer left empty.
  if (
    /^(?:antwort|answer|ans|respuesta|resposta|réponse|risposta|svar|vastaus|odpowied[źz]|odpověď|odgovor|cevap|jawaban)\s*[:.)-]?\s*$/i
      .test(value)
  ) {
    return null;
  }
  if (!value || value.length > 5000) return null;
  // "Perú (según la ley 31557, no sé si aplica)": an answer its writer doubts, in brackets.
  if (DOUBTED.test(value)) return null;
  // "— (wird erst ab 2027 erhoben)": a dash is the answer; the remark's figure answers nothing.
  if (NUMERIC.has(FIELDS[field].kind) && /^[\s—–-]*$/.test(value.replace(/\([^()]*\)/g, ""))) {
    return null;
  }
  // ("Growth % year on year ....... --" over "OSIO 7 - YHTEYSHENKILÖ": a dash left in the blank
  // answers nothing, whatever line follows it.)
  if (/^[\s—–-]+\n/.test(value)) return null;
  // ("R : à suivre", "Risposta: da verificare": the answer's marker before it.)
  // ("....... see over": the blank's leaders before it.)
  const unmarked = value.replace(ANSWER_MARK, "").replace(/^[\s.…_]+(?=\p{L})/u, "");
  // (An answer's marker alone, "A:", or a tick alone, "X", answers nothing.)
  if (!unmarked.trim() || /^\s*[xX✓✔☒]\s*$/.test(unmarked)) return null;
  if (NON_ANSWER.test(unmarked) || ASKED_BACK.test(value)) return null;
  // "e.g. 12" left in a blank: the form's example.
  if (EXAMPLE_ALONE.test(value)) return null;
  // ("How are matches officiated? Describe who officiates and how disputes are handled": the
  // asker's instruction under its question; the answer after it, "Please state currency (THB,
  // USD, KHR…) Revenue KHR 1,850 M in 2025", is read alone.)
  if (INSTRUCTION.test(unmarked)) {
    const after = /^[^.!?()]*(?:\([^()]*\))?[^.!?()]*[.!?)]\s+(?=\p{Lu})(.+)$/su.exec(unmarked);
    return after ? parseValue(field, after[1], label, money) : null;
  }
  // "La inscripción por equipo es de $1,500 pesos", "Entry fee is Rs 1,500 per boat", "ticket is
  // PHP 50 only": a fee or a price, no revenue, no count.
  const figure = numberMentions(value)[0];
  if (
    figure && FEE.test(value.slice(0, figure.index)) && !INCOME.test(value.slice(0, figure.index))
  ) return null;
  // "MITC hall can fit 1,200 but we never count", "the ground can hold about 5,000": what the
  // venue holds, not the crowd it draws.
  if (
    field === "average_attendance" && figure &&
    (HOLDS.test(value.slice(0, figure.index)) || SEATS.test(value.slice(figure.end)))
  ) return null;
  // "The meeting closed at 9.40 p.m.": a time of day counts nothing.
  if (
    NUMERIC.has(FIELDS[field].kind) && figure &&
    /^(?:[.:]\d{2})?\s*[ap]\.?\s?m\.?(?![\p{L}])/iu.test(value.slice(figure.end))
  ) return null;
  // ("Tallinna 19, 93819 Kuressaare": a street's number before its postcode and town.)
  if (COUNTS.has(field) && figure && BEFORE_POSTCODE.test(value.slice(figure.end))) return null;
  // ("each competition has 3 competition days": the days an event lasts are no contests.)
  if (field === "contests_per_event" && figure && EVENT_DAYS.test(value.slice(figure.end))) {
    return null;
  }
  // "Licence fee: 35 € / kausi": an amount names no place, broadcaster or partner.
  if (FIELDS[field].kind === "list" && figure?.index === 0 && PRICE_FIRST.test(value)) return null;
  // "Our clubhouse at Bijoy Govinda was built in 1962, the league came much later": the year a
  // building went up, not the league's ("Founded: 1998 (the club house was built in 1962)" is
  // 1998).
  const built = field === "founded_year" ? BUILT.exec(value) : null;
  // (So is a year a place opened: "A sede nova foi inaugurada em 1997", "El local el vam estrenar
  // el 2016".)
  if (built && built.index <= /(?<!\d)(?:19|20)\d\d(?!\d)/.exec(value)!.index) return null;
  // ("Social followers" / "% audience 18–34": the next label's age band counts nothing; nor
  // does its share, "alrededor del 35% tiene entre 18 y 34 años".)
  if (
    NUMERIC.has(FIELDS[field].kind) && field !== "audience_age_18_34_percent" &&
    AGE_BAND.test(value) && AGE_WORD.test(value) &&
    !numberMentions(value.replace(AGE_BAND, " ").replace(/\d[\d.,]*\s?%/g, " ")).length
  ) return null;
  // "about 5 800 in total", "Around 140k across Instagram, Facebook and TikTok": the total
  // the answer gives, not a sum of it and its parts.
  if (field === "social_followers") {
    const blanked = value.replace(/_{2,}/g, " ");
    const total = FOLLOWER_TOTAL.exec(blanked);
    // ("… YouTube 17,000 followers, total 96,000": the figure the total word leads.)
    const after = total &&
      /^\s*(?:of\s+|:\s*|about\s+|around\s+|approx\.?\s+|approximately\s+|c\.\s*|ca\.\s*)?((?:\d[\d.,' ]*\d|\d)(?:\s?(?:lakh|lakhs|crore|k|K|m|M|million|thousand|mn|juta|ribu|rb)(?![\p{L}]))?)(?![\d.,]*\s*%)/u
        .exec(
          blanked.slice(total.index + total[0].length),
        );
    const led = after && parseNumber(after[1]);
    if (led) return { value: Math.round(led.value), quality: 0.95 };
    const before = total && numberMentions(blanked.slice(0, total.index)).at(-1);
    if (before && blanked.slice(before.end, total!.index).trim().split(/\s+/).length <= 3) {
      return { value: Math.round(before.value), quality: 0.95 };
    }
  }
  // "Instagram 18.400, Facebook 9.100", "insta is about 900, fb about 1.4k": followers on
  // several platforms add up.
  if (field === "social_followers") {
    const counts = [...value.replace(/_{2,}/g, " ").matchAll(PLATFORM_COUNT)].map((m) =>
      parseNumber(m[1])?.value
    );
    if (counts.length >= 2 && counts.every((n) => typeof n === "number")) {
      return { value: (counts as number[]).reduce((a, b) => a + b, 0), quality: 0.9 };
    }
  }
  // "Urmăritori (Instagram + Facebook) 3.900 + 1.900", "Takipçi: Instagram / X / YouTube
  // 34.000 / 9.500 / 18.500": the platforms in the label, their counts in the answer, joined by
  // "+" or "/": their sum.
  if (
    field === "social_followers" && /^\s*\d[\d.,' ]*(?:\s*[+/]\s*\d[\d.,' ]*)+\s*$/.test(value) &&
    /instagram|facebook|tiktok|youtube|twitter|\bx\b|linkedin|telegram/i.test(label)
  ) {
    const counts = value.split(/[+/]/).map((part) => parseNumber(part.trim())?.value);
    if (counts.every((n) => typeof n === "number")) {
      return { value: Math.round((counts as number[]).reduce((a, b) => a + b, 0)), quality: 0.9 };
    }
  }
  // Followers given per platform ("Instagram 21.400 · Facebook 34.000"): their sum.
  if (field === "social_followers") {
    const counts = numberMentions(value).filter((m) => !m.words);
    if (
      counts.length > 1 &&
      /instagram|facebook|tiktok|youtube|twitter|\bx\b|linkedin|snapchat|threads|telegram|인스타그램|유튜브|페이스북|틱톡/i
        .test(value)
    ) {
      return { value: Math.round(counts.reduce((sum, m) => sum + m.value, 0)), quality: 0.9 };
    }
  }
  // "Gambling is illegal in Thailand", as a sentence or as a list's answer: where betting is
  // not legal names no legal market.
  if (
    field === "betting_legal_markets" &&
    /(?<![\p{L}])(?:illegal|not legal|prohibited|banned|forbidden|not allowed|not permitted)(?![\p{L}])/iu
      .test(value)
  ) return null;
  // ("Sports betting is legal and licensed in Ethiopia, so in principle …": a sentence of the
  // law names no partner.)
  // ("Best,", "Kind regards": a closing is nobody's name.)
  if (field === "contact_name" && isCloser(value.trim())) return null;
  // ("Betting: the SPVL has no betting partners", "베팅: 현재 어떤 베팅 회사와도 계약이
  // 없습니다"): a sentence that denies having any is none.
  if (
    field === "existing_betting_partners" &&
    (/\b(?:has|have|had)\s+no\b|\bno\s+(?:betting|sportsbook|wagering)\s+partners?\b/i.test(
      value,
    ) ||
      /(?:없습니다|없어요|없음|ありません|いません|沒有|没有|ไม่มี)[.。]?\s*$/u.test(value.trim()))
  ) return { value: [], quality: 0.9 };
  // ("Betting: legal in Sweden and Norway through licensed operators": under a heading of
  // betting, the law names no partner.)
  if (
    field === "existing_betting_partners" &&
    /^(?:only\s+)?(?:legal|licensed|allowed|permitted|regulated|illegal|not legal)\b|\b(?:is|are)\s+(?:only\s+)?(?:legal|licensed|permitted|allowed)\s+(?:in|across)\b/i
      .test(value.trim().split(/(?<=[.!?])\s+/)[0])
  ) return null;
  // (As an answer of where it is legal, the sentence is read as one: "… is legal in Jamaica".)
  if (
    (field === "existing_betting_partners" || field === "betting_legal_markets") &&
    /^(?:a:\s*)?(?:sports?\s+)?(?:betting|gambling|wagering)\s+(?:on\s+\S+\s+)?(?:is|are)\s+(?:not\s+)?(?:legal|licensed|allowed|permitted|illegal|banned|prohibited|regulated)\b/i
      .test(value.trim())
  ) return null;
  switch (FIELDS[field].kind) {
    case "text":
      return parseText(field, value);
    case "int": {
      // "50/50", "60:40": a split, not a count.
      if (/^\s*\d{1,3}\s*[/:]\s*\d{1,3}\s*$/.test(value)) return null;
      // "joukkueita +25 % viime vuodesta": a change or a share, not a count (after a hedge too:
      // "ok. 8 %", "kb. 20%").
      // ("ökade med 12 procent": the share in words too.)
      if (LEADING_SHARE.test(value)) return null;
      // "11 Vereine mit zusammen 14 Mannschaften", "28 parturen uit 14 verenigingen": the teams
      // are the figure before the teams' word, not the clubs they come from.
      // (Both in one sentence: "12 clubes. … una Primera División con 9 equipos" is another's.)
      if (field === "teams_count") {
        // ("Bouldering is individual, so teams – N.A. Registered climbers: 260", "spinning doesn't
        // have teams": no teams, and the figure is another's.)
        if (
          /(?<![\p{L}])(?:no\s+teams|(?:doesn['’]?t|does not|don['’]?t|do not)\s+have\s+(?:any\s+)?teams|teams?\s*[-–—:]\s*(?:n\.?\s?a\.?|n\/a|nil|none|not applicable)(?![\p{L}]))/iu
            .test(value)
        ) return null;
        const mentions = numberMentions(value);
        const teams = mentions.find((m) => TEAM_NOUN.test(value.slice(m.end)));
        const clubs = mentions.find((m) => CLUB_NOUN.test(value.slice(m.end)));
        if (
          teams && clubs &&
          !/[.;]\s/.test(
            value.slice(Math.min(teams.end, clubs.end), Math.max(teams.index, clubs.index)),
          )
        ) {
          return { value: Math.round(teams.value), quality: 0.9 };
        }
      }
      // ("$5 at the door": an amount of money counts nothing; nor does a share, "gate was up 9
      // percent on last year", or a measure, "Riders must be under 60 kg".)
      const n = parseNumber(
        typicalPart(value).replace(/[$€£¥₹₦]\s?\d[\d.,]*/gu, " ").replace(SHARE, " ")
          .replace(MEASURED, " "),
      );
      // ("1.8 Purata penonton / Avg.": a small figure with a fraction counts no one; a section's
      // number.)
      if (n && !Number.isInteger(n.value) && n.value < 10) return null;
      return n && n.value >= 0 ? { ...n, value: Math.round(n.value) } : null;
    }
    case "number": {
      const n = parseNumber(typicalPart(value));
      return n && n.value >= 0 ? n : null;
    }
    case "money": {
      // "What are your annual revenue, sponsorship revenue and growth rate? / Total revenue last
      // year was $612,000", "Revenue / sponsorship / Ans: Sponsorship Tk. 18 lakh": under a
      // question of both, an answer that names one answers that one.
      // (Two amounts are each given their own: "€48,000 total last year, €19,500 of that was
      // sponsorship".)
      if (
        SPONSOR_WORD.test(label) && REVENUE_WORD.test(label.replace(SPONSORS_REVENUE, "")) &&
        !sponsorsApart(value)
      ) {
        const sponsors = SPONSOR_WORD.test(value);
        const total = REVENUE_WORD.test(value.replace(SPONSORS_REVENUE, "")) ||
          TOTAL_WORD.test(value);
        if (field === "sponsorship_revenue_usd" && total && !sponsors) return null;
        if (field === "annual_revenue_usd" && sponsors && !total) return null;
      }
      // "Sponsorship makes up 40% of our revenue": a share, not an amount.
      const first = numberMentions(value)[0];
      if (first && /^\s*(?:%|per ?cent|pct)/i.test(value.slice(first.end))) return null;
      // "Ingressos a partir de R$ 40", "tickets from £5": a price, not what a season brings in.
      const amount = value.replace(PRICE_FROM_START, "");
      if (
        (amount !== value || PRICE_FROM_END.test(label)) &&
        /^\s*(?:de\s+)?\S{0,4}\s?\d[\d.,]*\s?\S{0,4}\s*[.;]?\s*$/u.test(amount)
      ) return null;
      // "Rs. 1.85 crore, out of which Rs. 1.2 crore came from sponsors": of two amounts, the
      // sponsors' is the one in the clause that names them, the revenue the other.
      // (Not a grant's or a prize's clause: "National Sports Council gave grant of Tk. 5 lakh.
      // Prize money Tk. 2 lakh for champion".)
      if (sponsorsApart(value)) {
        const sponsors = field === "sponsorship_revenue_usd";
        const own = amountClauses(value).find((c) =>
          SPONSOR_WORD.test(c) === sponsors && (sponsors || !OTHER_MONEY.test(c))
        );
        return own ? parseMoney(own, label, money) : null;
      }
      // (A budget is a plan: where a revenue is given too, the revenue is the answer.)
      const parsed = parseMoney(value, label, money);
      return parsed && tokens(label).includes("budget")
        ? { ...parsed, quality: parsed.quality * 0.85 }
        : parsed;
    }
    case "percent":
      return parsePercent(value, `${label} ${tokens(label).join(" ")}`);
    case "latency":
      return parseLatency(value, label);
    case "years": {
      const n = parseNumber(value);
      return n && n.value >= 0 && n.value <= 200 ? n : null;
    }
    case "weeks": {
      // ("5월 개막, 약 6개월간 진행": the figure of the length, not the month's number.)
      const counted = numberMentions(value).find((m) => LENGTH_UNIT.test(value.slice(m.end)));
      const n = parseNumber(counted ? value.slice(counted.index) : value);
      if (!n || n.value < 0) return null;
      // "Durata: circa 28 settimane": a length alone is the season's when it is in weeks or months.
      if (!tokens(label).includes("season") && !MONTH.test(value) && !WEEK.test(value)) return null;
      // ("… The season | will again start in Tahsas, on Tahsas 1 (10 December 2026)": a sentence
      // without weeks or months in it gives no length, whatever figure it holds.)
      if (!MONTH.test(value) && !WEEK.test(value) && value.trim().split(/\s+/).length > 4) {
        return null;
      }
      // (The unit after the figure says which: "in the month of December, … in approximately
      // five weeks" is five weeks.)
      const unit = counted && LENGTH_UNIT.exec(value.slice(counted.end))![0];
      const months = unit
        ? MONTH.test(unit)
        : MONTH.test(value) || (!WEEK.test(value) && MONTH.test(label));
      return months ? { value: Math.round(n.value * 52 / 12 * 10) / 10, quality: 0.9 } : n;
    }
    case "year":
      return parseYear(value);
    case "bool": {
      // "Integrity and anti-doping? We do not have a formal integrity programme. … athletes
      // sign the anti-doping policy": under a question for two things, each thing's answer is
      // the sentences that name it.
      const concept = CONCEPT[field];
      // (A lettered part starts a sentence of its own: "(a) Integrity: no formal program. (b)
      // Anti-doping: NA".)
      const sentences = value.split(/(?<=[.!?])\s+(?=\p{Lu}|\([a-h]\)\s)/u);
      // (So too when the answer speaks of another of these things in a sentence of its own:
      // "Окремої програми доброчесності у нас немає. Антидопінгові правила … діють".)
      const mixed = concept && sentences.length > 1 &&
        sentences.some((s) => namesConcept(field, s)) &&
        sentences.some((s) =>
          !namesConcept(field, s) &&
          (Object.keys(CONCEPT_EAST) as QuestionnaireField[]).some((f) =>
            f !== field && CONCEPT_EAST[f]!.test(s)
          )
        );
      // ("No betting partners at all. Integrity I'll leave to Kieran.": the thing's own sentences
      // put its answer off.)
      const own = sentences.filter((s) => namesConcept(field, s));
      if (concept && own.length && own.every((s) => DEFERRED.test(s))) return null;
      const concepts = Object.keys(CONCEPT) as QuestionnaireField[];
      const several = concept &&
        (rankLabel(label).filter((m) => FIELDS[m.field].kind === "bool").length > 1 ||
          concepts.filter((f) => namesConcept(f, label)).length > 1);
      if (concept && sentences.length > 1 && (mixed || several)) {
        return own.length ? parseBool(own.join(" ")) : null;
      }
      // "Do you have an integrity programme or partner, and an anti-doping policy? / No formal
      // integrity programme is there as of now.": an answer that names only the other thing
      // answers that thing alone.
      if (
        several && !namesConcept(field, value) &&
        concepts.some((f) => f !== field && namesConcept(f, value))
      ) return null;
      return parseBool(value);
    }
    case "list": {
      // ("JSON feed from the scoring tablets, approx. 5 sec delay", "JSON API (REST) via our
      // scoring vendor": a feed is no statistic.)
      if (field === "stats_tracked" && /\b(?:feed|api|delay|latency)\b/i.test(value)) return null;
      // "Estadísticas: Registramos goles, asistencias …": the verb of recording is the
      // sentence's, no statistic.
      const items = field === "stats_tracked"
        ? value.replace(
          /^(?:we (?:record|track|log|capture|collect|keep)|registramos|registamos|registriamo|llevamos (?:el )?registro de|wir erfassen|nous enregistrons)\s*:?\s+/i,
          "",
        )
        : value;
      // "Who are your broadcast and streaming partners? Highlights of each race weekend are
      // aired on One Sports, and the Elite waves are livestreamed on Facebook Live and YouTube":
      // a sentence names the partners by its verbs, as prose does.
      if (WHO_LISTS.has(field) && PARTNER_VERB.test(items)) {
        const said = proseLists([{ text: items, page: 1, line: 1 }])
          .find((c) => c.label === field.replace(/_/g, " "));
        const named = said && listOf(said.value, true);
        if (named?.value.length) return named;
      }
      // "Most tours are held in the Toguz Kumalak House in Astana. Two tours per season are held
      // in the Almaty Palace …", "Our main venues are the Lekan Salami Stadium in Ibadan and …":
      // sentences of where the events are held name the venues as prose does.
      if (field === "venues" && (HELD_AT.test(items) || SENTENCE_ANSWER.test(items))) {
        const said = proseFacts([{ text: items, page: 1, line: 1 }])
          .filter((c) => c.label === "venues").flatMap((c) => listOf(c.value)?.value ?? []);
        if (said.length) return { value: [...new Set(said)], quality: 0.85 };
      }
      let listed = listOf(items, WHO_LISTS.has(field));
      // "Betting partners and legal markets? / Nein, keine. Ob man … wetten darf, weiß ich
      // nicht.": under a question of partners too, a none that says nothing of the law or of
      // where answers the partners, not where betting is legal. (The sentence that says none:
      // "We do not have any betting partners. We are not in a position to comment on the legal
      // position …" leaves the law unanswered.)
      if (
        field === "betting_legal_markets" && listed && !listed.value.length &&
        !LEGAL.test(items.split(/(?<=[.!?])\s+/)[0]) &&
        /partner|wettanbiet|bookmaker|operator|sportsbook|socio|sócio|parceir|casa de apuestas|букмекер|партнер/iu
          .test(label)
      ) return null;
      // "Diretta streaming | Sì – Facebook": a yes before the names is no name; nor is the
      // medium itself ("Die drei Livestreams 2025 hatten …"); "Highlights package on WIN
      // Television", "Every bout on YouTube": what is shown is no name, where it is shown is.
      if (listed?.value.length) {
        const named = listed.value.map((item) =>
          WHO_LISTS.has(field)
            ? item.replace(
              /^\p{Lu}?\p{Ll}+(?:\s+\p{Ll}+){0,3}\s+(?:on|auf|sur|via)\s+(?=\p{Lu})/u,
              "",
            )
            : item
        ).filter((item) =>
          !/^(?:yes|no|sì|si|sí|sim|não|ja|nein|oui|non|tak|nie|ano|ne|igen|nem|evet|kyllä|ei|nej|(?:live-?)?streams?|livestreams?|übertragungen?|broadcasts?)$/i
            .test(item.trim())
        );
        listed = named.length ? { ...listed, value: named } : null;
      }
      // "Olimpbet remains our official partner; we also signed with Fonbet": an item that is a
      // clause of its own is talk around the names in it.
      // (A broadcaster's too: "RÚV made a feature in the sports news", "Sveriges Radio
      // Västmanland har gjort reportage".)
      if (
        (field === "existing_betting_partners" || field === "broadcast_partners") &&
        listed?.value.length
      ) {
        // (A broadcaster's subject is its name's words whole: "Antenna 3 Veneto trasmette …",
        // "Yle Lappi tekee jutut uutisiin".)
        const subject = field === "broadcast_partners"
          ? /^((?:\p{Lu}[\p{L}\d&'’+.-]*|\d{1,3})(?:\s+(?:\p{Lu}[\p{L}\d&'’+.-]*|\d{1,3}))*)\s+\p{Ll}/u
          : /^(\p{Lu}[\p{L}\d&'’+.-]+)\s+\p{Ll}/u;
        const items = listed.value.flatMap((item) => {
          if (
            item.split(/\s+/).filter((w) => /^\p{Ll}{2,}$/u.test(w) && !JOINING.test(w)).length < 3
          ) return [item];
          // (The clause's subject is a name too unless it is a word that opens sentences.)
          const named = subject.exec(item)?.slice(1).filter((w) => !SENTENCE_OPENER.test(w)) ??
            [];
          return field === "broadcast_partners" && named.length
            ? named
            : [...named, ...namesIn(item, true)?.value ?? []];
        });
        listed = items.length ? { ...listed, value: [...new Set(items)] } : null;
      }
      // "RTÉ, TG4 (island of Ireland); Premier Sports": in a list of who, names between commas
      // are items too, whatever separates the groups.
      if (WHO_LISTS.has(field) && listed?.value.length) {
        const items = listed.value.flatMap((item) => {
          const parts = item.split(/,\s+/);
          return parts.length > 1 && parts.every((p) => /^[\p{Lu}\d]/u.test(p)) ? parts : [item];
        });
        listed = { ...listed, value: [...new Set(items)] };
      }
      // "TV 2 Sport viser finalestoppet", "SRF zeigt das Finale": the broadcaster, not what it
      // shows.
      if (field === "broadcast_partners" && listed?.value.length) {
        const named = listed.value.map((item) => item.replace(SHOWS_TAIL, "").trim());
        if (named.every(Boolean)) listed = { ...listed, value: [...new Set(named)] };
      }
      // "some bouts streamed on Facebook", "Streaming on ADtv", "everything else goes out on our
      // YouTube channel": the platform an item names, not the sentence around it.
      if (field === "streaming_platforms" && listed?.value.length) {
        const items = listed.value.flatMap((item) => {
          // ("YouTube-Kanal „Rhönrad Bayern“", "YouTube channel (RVHL TV)": the platform.)
          const bare = item.replace(
            /^(?:(?:live\s+)?stream(?:ing|ed)?|live|also)\s+(?:on|via)\s+/i,
            "",
          ).replace(
            /^(YouTube|Facebook|Twitch|Instagram|TikTok|Vimeo)[- ](?:Kanal|channel|kanaal|kanal|canal|canale|page|Seite|sida|side)(?![\p{L}]).*$/iu,
            "$1",
          )
            // ("Facebook Live on our page", "YouTube as before", "Sky Sport Now for the final":
            // where and when it is shown are no part of its name.)
            .replace(
              /(?<=\S)\s+(?:on our (?:own )?(?:page|channel|site|website)|as before|as usual|as well|for the (?:finals?|semi-?finals?|play-?offs|grand final)(?: only)?)$/i,
              "",
            );
          // ("Rundt 58 000 seere til sammen over hele sesongen (YouTube og Facebook)": a
          // sentence with a figure is talk; the platforms are named in it or beside it.)
          if (
            /\d/.test(bare) && /(?<![\p{L}])\p{Ll}{3,}/u.test(bare) && bare.split(/\s+/).length >= 3
          ) {
            return [...new Set(value.match(PLATFORMS) ?? [])];
          }
          // A phrase in lower case or a count is talk around the name (a single word is a
          // name: "youtube").
          if ((!/^\p{Ll}/u.test(bare) && !/^\W*\d/.test(bare)) || !/\s/.test(bare)) return [bare];
          return [...new Set(bare.match(PLATFORMS) ?? [])];
        });
        return items.length ? { ...listed, value: [...new Set(items)] } : null;
      }
      // "… según las estadísticas de YouTube": a platform is where people watch, not a market.
      if (
        (field === "markets" || field === "betting_legal_markets") && listed?.value.length
      ) {
        // ("plus OFW viewers in the UAE", "the Sri Lankan community in Australia": a phrase
        // about people somewhere names the country.)
        // ("Played in Bangladesh": a phrase that names a country.)
        const named = listed.value.map((item) =>
          isCountry(item) ||
            (!/(?<![\p{L}])(?!(?:and|the)\b)\p{Ll}{3,}/u.test(item) &&
              !/\s(?:in|from)\s/.test(item))
            ? item
            : countryIn(item) ?? item
        );
        // ("The teams are all Nigerian, but … watched in Nigeria": a people's adjective beside
        // its country is no market.)
        const places = named.filter((item) =>
          !STREAM_ONLY.test(item.trim()) &&
          !listed!.value.some((other) =>
            other !== item && other.length >= 4 && item.length > other.length &&
            item.startsWith(other.slice(0, -1)) && /(?:n|ese|ish|i)$/.test(item)
          )
        );
        // ("Kerala mainly. Good online following in UAE, Qatar and Oman among the Malayali
        // diaspora.": the countries a later sentence says it is also watched in.)
        if (field === "markets" && places.length) {
          for (const sentence of items.split(/(?<=[.!?])\s+(?=\p{Lu})/u).slice(1)) {
            const also = ALSO_WATCHED.exec(sentence);
            const more = also &&
              parseList(also[1])?.value.flatMap((item) => item.split(/\s+and\s+/))
                .map((item) => countryIn(item) ?? "").filter(Boolean);
            for (const country of new Set(more)) {
              if (!places.includes(country)) places.push(country);
            }
          }
        }
        return places.length ? { ...listed, value: places } : null;
      }
      // "home fields", "various local pubs": a kind of place, not a venue's name.
      if (field !== "venues" || !listed?.value.length) return listed;
      // "Klub Atlas in Gdynia, one time also in Sopot at the beach": a venue without its town,
      // and no talk in lower case.
      listed = {
        ...listed,
        value: listed.value.map((item) =>
          item.replace(/^(?:[Aa]t|[Ii]n)\s+(?:the\s+)?(?=\p{Lu})/u, "")
            .split(/\s+(?:in|at|im|em|à)\s+(?=\p{Lu})/u)[0]
        )
          .filter((item) => !/^\p{Ll}+\s+\p{Ll}/u.test(item)),
      };
      const named = listed.value.filter((item) =>
        // (A sentence's first word is capitalised: "Every club has its own pitch".)
        !item.split(/\s+/).every((w, k) => GENERIC_PLACE.test(k === 0 ? w.toLowerCase() : w))
      );
      // "City Park Hockey Stadium, Nairobi and Nakuru Athletic Club": a town after a venue, the
      // commas between, is the venue's.
      const placed: string[] = [];
      for (const item of named) {
        const last = placed.at(-1);
        if (
          last && VENUE_NOUN.test(last) && !VENUE_NOUN.test(item) &&
          // (Not a place of its own kind: "Ōhope Beach, Lake Ōkāreka", "Takapuna Beach, Okahu
          // Bay", "Renmark Club, Loxton Hotel".)
          !/^(?:Lake|Mount|Mt\.?|Loch|Lough|Lac|Lago|Bay|Cape|Isle|Port)\s/u.test(item) &&
          !/\s(?:Bay|Lake|Island|Isle|Point|Heads?|Reef|Lagoon|Cove|River|Hotel|Inn|Tavern|Pub|Reserve|Domain|Lodge|Quay|Pier|Wharf|Speedway|Bridge|Weir|Falls|Lock)$/u
            .test(item) &&
          /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\d{1,3}))?$/u.test(item) &&
          value.includes(`${last.split(", ").at(-1)}, ${item}`)
        ) placed[placed.length - 1] = `${last}, ${item}`;
        else placed.push(item);
      }
      return placed.length ? { ...listed, value: placed } : null;
    }
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
    case "url":
      return parseWebsite(value);
  }
}

/** A town after a postcode: "974 01 Banská Bystrica", "5230 Bovec", "6100 Kiskunfélegyháza". */
const POSTCODE_TOWN =
  /(?<![\d\p{L}])(?:\d{3}\s\d{2}|\d{4,5})\s+(\p{Lu}[\p{Ll}-]+(?:\s+\p{Lu}[\p{Ll}-]+){0,2})/gu;

/** The shortest other form of a one-word town the document writes ("Sierpc" for "Sierpcu"). */
function townAsWritten(place: string, lines: Line[]): string | undefined {
  const shared = (a: string, b: string) => {
    let n = 0;
    while (n < a.length && n < b.length && a[n] === b[n]) n++;
    return n;
  };
  let best: string | undefined;
  for (const line of lines) {
    for (const [word] of line.text.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}{2,}(?![\p{L}])/gu)) {
      const n = shared(word, place);
      if (
        word.length < place.length && n >= 4 && n >= word.length - 2 &&
        (!best || word.length < best.length)
      ) best = word;
    }
  }
  return best;
}

/**
 * The town of the document's addresses that a place written in another case is ("Bovcu" is
 * "Bovec", "Banskej Bystrici" "Banská Bystrica"): as many words, each sharing its stem, all but
 * the last three letters of the shorter one (at least three).
 */
function townAsAddressed(place: string, lines: Line[]): string | undefined {
  const words = place.trim().split(/\s+/);
  const stem = (a: string, b: string) => {
    let n = 0;
    while (n < a.length && n < b.length && a[n].toLowerCase() === b[n].toLowerCase()) n++;
    return n >= 3 && n >= Math.min(a.length, b.length) - 3;
  };
  for (const line of lines) {
    for (const m of line.text.matchAll(POSTCODE_TOWN)) {
      const town = m[1].split(/\s+/);
      if (town.length === words.length && town.every((w, k) => stem(w, words[k]))) {
        return m[1];
      }
    }
  }
  return undefined;
}

/** Youth, juniors, academies, reserves: players and teams beside the league's own. */
/** Labels that name a person's role ("Race director", "Secrétaire général"). */
const ROLE_LABEL =
  /(?<![\p{L}])(director|directeur|directrice|directora?|manager|coordinator|secretary|secrétaire|secretario|secretária|president|président|presidente|chair|chairman|chairperson|officer|treasurer|commissioner)(?![\p{L}])/iu;
const SUBSET =
  /(?:^|[^\p{L}])(youth|junior|juniors|academy|academies|reserves?|school|schools|kids|children|under[- ]?\d{1,2}|u[- ]?\d{2}|jugend|junioren|juvenil|juveniles|cantera|giovanili|jeunes|jeugd|ungdom|nuoret)(?:[^\p{L}]|$)|(?<=\p{Ll})(Youth|Junior|Academy|Reserve)/iu;

/** A row that is one platform's followers: "Instagram", "instagram followers", "TikTok fans". */
const PLATFORM_ROW =
  /^(instagram|facebook|tiktok|youtube|x|x\s*\/\s*twitter|twitter|linkedin|threads|snapchat|kwai|vk|weibo|twitch|telegram)(?:\s+(?:followers?|subscribers|abonnenten|seguidores|fans|likes|abonnés|iscritti|obserwujących))?\s*:?$/i;

/** The options of a yes/no question, none chosen: "Yes / No", "Ja / Nein / Geplant". */
const UNCHOSEN =
  /^\s*(?:yes|ja|oui|s[ií]|sim|kyllä|tak)\s*[\/|]\s*(?:no|nein|non|não|nej|nei|ei|nie)(?:\s*[\/|]\s*[\p{L} ]{2,20})?\s*\??\s*$/iu;

/** The contact's fields: a person's name, title, address and number. */
const CONTACT_FIELDS = new Set<QuestionnaireField>([
  "contact_name",
  "contact_title",
  "contact_email",
  "contact_phone",
]);

/** The word before a total: 총, 합계 (Korean), 共, 总共, 合计 (Chinese), รวมเป็น, ทั้งหมด (Thai). */
const TOTAL_OF_PARTS =
  /(?:(?<![\p{L}])총|합계|总共|總共|共计|共計|合计|合計|(?<![\p{Script=Han}])共(?:有|设|設)?|รวมเป็น|รวมทั้งหมด)\s*(?:약\s*)?(?=\d)/u;

/** New ones, before their count: 新增, 新加入 (Chinese), 신규 (Korean), ใหม่ (Thai). */
const NEW_ONES = /新增|新加入|신규|ใหม่/u;

/** A figure of one occasion or a maximum, not what is typical. */
const ATYPICAL =
  /(?<![\p{L}])(opening (?:night|day|round|weekend|event|match|game)|season opener|record|peak|best|highest|max(?:imum)?|capacity|sold[- ]out|sell[- ]out|final|finals|derby|exception|once|Eröffnung\p{L}*|Rekord|récord|recorde|finale?)(?![\p{L}])/iu;

/**
 * "We had 1,200 on opening night but usually around 700": of an answer's clauses with figures,
 * those about one occasion or a record are left out when another clause gives a figure.
 */
function typicalPart(value: string): string {
  // "정규 라운드 9회 + 챔피언결정전 1회, 총 10라운드", "…新增2队，共16队", "รวมเป็น 16 ทีม": the
  // total a count in Chinese, Korean or Thai gives after its parts.
  // (After its parts, or after new ones: "新增2队", "신규 팀 2개", "(…ใหม่) 2 ทีม … รวมเป็น 16 ทีม";
  // not a second count's total: "16隊參賽，登錄球員合計384名".)
  const total = TOTAL_OF_PARTS.exec(value);
  const parts = total ? numberMentions(value.slice(0, total.index)) : [];
  if (
    total && (parts.length >= 2 ||
      (parts.length === 1 &&
        (parts[0].index === 0 ||
          NEW_ONES.test(value.slice(Math.max(0, parts[0].index - 12), parts[0].index)))))
  ) return value.slice(total.index + total[0].length);
  const clauses = value.split(
    /(?:[,;]|\.(?=\s))\s+|\s+(?=(?:but|although|though|while|whereas|except|aber|pero|mas|ma|mais|men)\s)/i,
  );
  const figured = clauses.filter((c) => numberMentions(c).length);
  if (figured.length < 2) return value;
  const typical = figured.filter((c) => !ATYPICAL.test(c));
  return typical.length && typical.length < figured.length ? typical.join("; ") : value;
}

/** Words that describe a kind of place, in lower case: "home fields", "local pubs and clubs". */
const GENERIC_PLACE =
  /^(every|each|any|most|home|own|their|our|its|the|local|various|different|several|multiple|many|some|all|other|others|public|municipal|rented|hired|member|members'?|club|clubs|team|teams'?|school|schools|field|fields|ground|grounds|venue|venues|pitch|pitches|court|courts|rink|rinks|hall|halls|arena|arenas|gym|gyms|pub|pubs|bar|bars|park|parks|beach|beaches|pool|pools|centre|centres|center|centers|facilities|facility|sports|and|or|&|of|in|at|around|across)$/;

/** Lists of who (organisations), not where: a place named in their sentence is no item. */
/** Verbs of showing, streaming or partnering that make an answer a sentence about partners. */
const PARTNER_VERB =
  /\b(?:aired|broadcast|broadcasts|televised|telecast|telecasts|shown|screened|carried|streamed|livestreamed|are (?:live )?on|partnered|sponsored)\b/i;

/** A sentence of where events are held: "… are held in the …", "… take place at …". */
const HELD_AT = /\b(?:are|is) (?:held|played|staged|run) (?:at|in the)\b|\btakes? place at\b/i;

/** Words that open a sentence, no name: "We", "Our", "The", "Only", "Also". */
const SENTENCE_OPENER =
  /^(?:we|our|the|it|its|they|their|there|this|that|these|those|in|at|on|and|but|also|only|all|some|most|no|not|none|yes|currently|since|from|for|with|one|two|a|an)$/i;

const WHO_LISTS = new Set<QuestionnaireField>([
  "broadcast_partners",
  "streaming_platforms",
  "existing_betting_partners",
]);

/** A list's items: a sentence's names, or the items of a list. */
/** A label of "per what": "pro Spieltag", "per turnaus", "por jornada". */
const PER_LABEL = /^(?:pro|per|je|por|par|each|every|na|za)\s+\p{L}+$/iu;

/** A sentence of playing a sport: "Practicamos el remo de traineras, …", "Pratichiamo …". */
const PLAY_SENTENCE =
  /^(?:practicamos|praticamos|pratichiamo|giochiamo|jugamos|jogamos|nous pratiquons|wir spielen|wir betreiben|we play|we practi[cs]e)\s+\S+\s+\S+/i;

/** Things in lower case, each after its article, in a list: "los tiempos parciales, el …". */
// (Catalan "els": "les bitlles tombades per tirada, els punts per partida i la classificació".)
const ARTICLE_LIST =
  /^(?:los|las|el|els|la|il|lo|gli|i|le|les|die|der|das|os|as|o|a)\s+\p{Ll}[\p{Ll}\s]*,\s*(?:los|las|el|els|la|il|lo|gli|i|le|les|die|der|das|os|as|o|a)\s+\p{Ll}/u;
const ARTICLE = /^(?:los|las|el|els|la|il|lo|gli|i|le|les|die|der|das|os|as|o|a)\s+(?=\p{Ll})/u;

function listOf(raw: string, who = false): Parsed<string[]> | null {
  // ("Finals Day live on KBC Channel 1 (from 2026)", "Finals Night is live on CVM TV": what is
  // shown, then on whom; the broadcaster is named after "on".)
  const value = who
    ? raw.replace(
      /^(?:a:\s*)?\p{Lu}[\p{L}\s]{0,30}?\s(?:is\s+|are\s+)?(?:live|shown|broadcast|televised|aired)\s+on\s+(?=\p{Lu})/u,
      "",
    )
    : raw;
  // ("Tele 1 bringt nach jedem Lauf einen Beitrag, Radio Pilatus berichtet …": broadcasters,
  // each the subject of what it does.)
  const media = who ? mediaSubjects(value) : [];
  if (media.length) return { value: media, quality: 0.9 };
  // A sentence, in any language ("Transmitimos todos los partidos por YouTube y algunos
  // también por Facebook Live."): the names in it.
  // (Not a list of things in lower case after its article: "los tiempos parciales, el tiempo
  // final y las penalizaciones" are statistics, no names.)
  if (SENTENCE_ANSWER.test(value) && (who || !ARTICLE_LIST.test(value))) {
    return namesIn(value, who);
  }
  let listed = parseList(value);
  if (listed?.value.length === 0) return listed;
  if (listed && ARTICLE_LIST.test(value)) {
    listed = { ...listed, value: listed.value.map((item) => item.replace(ARTICLE, "")) };
  }
  return /[.!]$/.test(value.trim()) && value.split(/\s+/).length >= 6 && !/[;,]/.test(value) &&
      /^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(value.trim())
    ? namesIn(value, who)
    : listed;
}

/**
 * A question of parts answered part by part, for the latest season where it gives several:
 * "(a) Integrity programme (b) Anti-doping" —
 * "(a) Nil (b) Yes – national rules"; "2025 revenue / sponsorship" — "$1,350,000 / $480,000".
 * Each part of the answer goes with its part of the question. Parts that name one field are one question in two languages
 * ("Antall lag / Number of teams"), not two.
 */
function answerParts(candidate: Candidate): Candidate[] {
  if (candidate.via === "prose" || candidate.via === "json") return [candidate];
  const c = { ...candidate, value: latestSeason(candidate.value) };
  const lettered = (text: string) =>
    text.split(/\s*\(([a-e]|i{1,3}|iv|v)\)\s*/).slice(1).reduce<[string, string][]>(
      (parts, piece, n, all) => n % 2 ? [...parts, [all[n - 1], piece.trim()]] : parts,
      [],
    );
  const letteredAsked = lettered(c.label);
  // (A section's answer run on into the next question, "(a) Nil. (b) N.A. Q.13 (a) …", is
  // answered up to it.)
  const letteredSaid = lettered(
    c.value.replace(/^\s*(?:ans(?:wer)?|a|r)\s*[.:)]\s*/i, "").split(/\s(?=Q\.?\s?\d{1,2}\s)/)[0],
  );
  // ("(a) Number of teams (b) … players (c) … international players" — "(a) 10 clubs (b) 120
  // contracted players": each part answered by its letter; the others are left open.)
  const saidBy = new Map(letteredSaid);
  let asked = letteredAsked.map(([, part]) => part);
  let said: (string | undefined)[] = letteredAsked.map(([letter]) => saidBy.get(letter));
  if (
    asked.length < 2 || !letteredSaid.length || saidBy.size < letteredSaid.length ||
    letteredSaid.some(([letter]) => !letteredAsked.some(([asked]) => asked === letter))
  ) {
    asked = c.label.split(/\s+\/\s+/);
    said = c.value.split(/\s+\/\s+/);
    if (asked.length < 2 || asked.length > 4 || asked.length !== said.length) return [c];
  }
  // ("(a) Integrity programme (b) Partner": a part that names no field alone is of the thing
  // the part before it names, "Integrity Partner".)
  const tops = asked.map((part, n) =>
    rankLabel(part)[0]?.field ??
      (n ? rankLabel(`${asked[n - 1].split(/\s+/)[0]} ${part}`)[0]?.field : undefined)
  );
  const given = tops.filter((_, n) => said[n] !== undefined);
  if (given.some((f) => !f) || new Set(given).size < given.length) return [c];
  return asked.flatMap((part, n) =>
    said[n] === undefined ? [] : [{ ...c, label: part, value: said[n]!.replace(/[.;,]\s*$/, "") }]
  );
}

/** A league's word, alone or as a compound's end ("Varpaserien", "Prellball-Bundesliga"). */
const LEAGUE_TAIL = new RegExp(
  `^(?:liga|league|ligue|lega|liiga|lyga|series|serie|serien|cup|cupen|tour|circuit|circuito|championships?|trophy|deildin|bundesliga)$|(?:${NORDIC_LEAGUE_ENDING}|liga|league|-liga|-league|-tour|-cup|-serie)$`,
  "i",
);
/** Words that join a league's name to what it is of ("Liga Nacional de Bolo Palma"). */
const NAME_OF = /^(?:de|del|della|di|da|do|of|for|i|í|på)$/i;

/**
 * The sport a league's name holds, where the text writes it as a common noun: the words next
 * to the league's word ("Toguz Kumalak League", "Liga Nacional de Bolo Palma"), or a
 * compound's head ("Varpaserien"), found in lower case in a line of the document.
 */
function sportOfName(name: string, lines: Line[]): { value: string; at: Line } | undefined {
  const words = name.replace(/\([^()]*\)/g, " ").split(/\s+/).filter(Boolean);
  const phrases: string[] = [];
  words.forEach((word, i) => {
    if (!LEAGUE_TAIL.test(word)) return;
    const head = word.replace(LEAGUE_TAIL, "").replace(/-$/, "");
    if (head.length >= 4) phrases.push(head);
    if (i >= 1) phrases.push(words.slice(Math.max(0, i - 2), i).join(" "), words[i - 1]);
    const of = words.findIndex((w, k) => k > i && NAME_OF.test(w));
    if (of > i) phrases.push(words.slice(of + 1, of + 3).join(" "), words[of + 1] ?? "");
    // ("Lega Nazionale Ruzzolone": the league's word first, the sport last.)
    if (i === 0 && words.length >= 2) phrases.push(words.slice(-2).join(" "), words.at(-1)!);
  });
  // (Not in an address: "lena.wegerhoff@rel-einradhockey.de".)
  const texts = lines.map((l) => l.text.replace(ADDRESS, " "));
  for (const phrase of phrases.filter((p) => /^\p{L}[\p{L} -]{3,40}$/u.test(p))) {
    const lower = phrase.toLowerCase();
    const written = new RegExp(`(?<![\\p{L}])${lower}(?![\\p{L}])`, "u");
    const at = lines.find((_, n) => written.test(texts[n]));
    if (at) return { value: lower, at };
  }
  return undefined;
}

/**
 * One day of the season, named as when a figure holds: "on an ordinary match day", "Normal race
 * day is ca. 800", "the 1 500 was the race day at Røros".
 */
const ONE_DAY =
  /(?<![\p{L}])(?:(?:on|at|for)\s+(?:an?|the|each|every|any)\s+(?:\p{L}+\s+)?|(?:normal|typical|ordinary|usual|regular)\s+|was\s+the\s+)(?:match|race|game|event|competition|pull|show|league|tournament)[- ]?days?(?![\p{L}])/iu;

/** One event of the past, named: "the last stop", "the March show", "the opener". */
const ONE_PAST_EVENT =
  /(?<![\p{L}])(?:the|our)\s+(?:(?:last|latest|previous|recent|opening|first|(?:January|February|March|April|May|June|July|August|September|October|November|December))\s+(?:stop|show|meet|meeting|event|round|leg|race|regatta|tournament|card|rodeo|competition)|opener)(?![\p{L}])/iu;
/** The counts and averages of one event or a season that one past event's figure is not. */
const PER_EVENT_COUNTS = new Set<QuestionnaireField>([
  "contests_per_event",
  "athletes_count",
  "teams_count",
  "average_attendance",
  "events_per_season",
]);

/**
 * One video, clip or news piece and what it got: "Our home run derby clip got 48K views on
 * TikTok", "their piece had 41 000 viewers".
 */
const ONE_VIDEO =
  /(?<![\p{L}])(?:video|clip|reel|post|piece|feature|segment|report)\s+(?:[\p{L}\d'’-]+\s+){0,5}?(?:got|had|has had|reached|hit|did|pulled)(?![\p{L}])/iu;

/** "All five regattas together", "(alla sex deltävlingar)": the figure is what a total sums over. */
const summedOver = (c: Candidate) => {
  const noun = /^[\p{L}-]+/u.exec(c.label.trim())?.[0];
  const figure = /^\S+/.exec(c.value.trim())?.[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return Boolean(noun && figure) && new RegExp(
    String
      .raw`(?<![\p{L}])(?:all|alla|alle|kaikki|todas|todos|toutes|tous)\s+${figure}\s+${noun}(?:\s+(?:together|combined|zusammen|tillsammans|sammen|yhteensä|juntas|juntos)(?![\p{L}])|\s*\))`,
    "iu",
  ).test(c.source ?? c.at.text);
};

/**
 * An asker's instruction: "Describe who officiates …", "Please list your venues", "Specify …",
 * "Please state currency".
 */
const INSTRUCTION =
  /^(?:please\s+)?(?:describe|list|state|provide|specify|indicate|explain|tick|attach|give)\s+(?:who|how|what|which|where|when|the|your|all|any|each|if|whether|them|it|currency|amounts?|figures?)(?![\p{L}])/iu;

/** A mobile phone's label: "Mobile", "Mob.", "Cell", "H/P", "WhatsApp", "Handy". */
const MOBILE =
  /(?<![\p{L}])(?:mobile|mob|cell|cellphone|h\/p|handphone|whatsapp|handy|mobil|móvil|celular|gsm|matkapuhelin)(?![\p{L}])/iu;

/** Days after a figure, a noun between or none: "3 competition days", "two days", "drei Tage". */
const EVENT_DAYS =
  /^\s*(?:[\p{L}-]+\s+)?(?:days?|Tage|días|dias|jours|giorni|dagen|dage|dager|dagar|päivää)(?![\p{L}])/iu;

/** Fields that count things. */
const COUNTS = new Set<QuestionnaireField>([
  "teams_count",
  "athletes_count",
  "events_per_season",
  "contests_per_event",
]);
/** Whether the figure an answer gives is a length of time there: "about 15 weeks", "5 Monate". */
function durationOf(value: string, figure: number): boolean {
  const unit = new RegExp(
    String
      .raw`^\s*(?:${WEEK_WORDS}|${MONTH_WORDS}|days?|hours?|minutes?|seconds?|Tage|Stunden|Minuten)(?![\p{L}])`,
    "iu",
  );
  for (const m of value.matchAll(/\d[\d.,]*/g)) {
    if (Number(m[0].replace(/[.,]$/, "")) === figure) {
      return unit.test(value.slice(m.index! + m[0].length));
    }
  }
  return false;
}

/** A letter's addressee line: "Att.: Emma Caldwell", "Attn:", "z. Hd.", "À l'attention de". */
const ATTENTION =
  /^(?:att\.?|attn\.?|attention|for the attention of|z\.\s?hd\.?|zu handen|à l['’]attention de|a la atención de|all['’]attenzione di|t\.a\.v\.?|u\.p\.)\s*:?\s/i;

/** A label about who filled in the form, who need not be the contact. */
const RESPONDENT =
  /\b(respondent|submitted by|completed by|filled (?:in|out) by|prepared by|answered by)\b/i;

const DISTRACTOR_LABEL =
  /(?<![\p{L}]|\b(?:you|we|they|to|do)\s)(record|récord|recorde|rekord|rekordu)(?![\p{L}])|^\W*(best|peak|largest|biggest|maximum|max\.?)\b|\b(capacity|capacidad|capacidade|capienza|kapazität|prize|purse|premios?|prêmio|premio|prämie)\b|\b(media|press|presse|prensa|imprensa|stampa|pers)\s*(contact|kontakt|contacto|contato|contatto)|(?<![\p{L}])(?:registered under|registration no|reg\.\s?no)(?![\p{L}])/iu;

/** A crowd label about a final alone, in brackets: "Spectators (Masters Final)". */
const FINAL_CROWD =
  /\b(?:spectators|attendance|crowd|gate|audience|zuschauer|publikum|tilskuere|público|asistencia)\b[^()]*\([^()]*\b(?:final|finals|grand final|play-?offs?|finale|finalen)\b[^()]*\)/iu;

/** An answer's marker before it: "R :", "Risposta:", "A.", "Ans.". */
const ANSWER_MARK = new RegExp(`^\\s*(?:r|a|resp|${ANSWER_WORDS})\\s*[:.)–—-]\\s*`, "iu");

/**
 * A question back to the asker, answering nothing: "You mean in Malaysia or Singapore? Can or
 * not explain a bit?", "Per season or per year? We also play one friendly", "What size you have
 * in mind?" (what the asker has in mind, not the league's).
 */
const ASKED_BACK =
  /^\W*(?:(?:answer|ans|a)\s*[:.)-]\s*)?[^.!?]{0,80}(?<![\p{L}])(?:(?:do |did )?you mean|what do you mean|or per|or do you|which one|is it per|can you (?:explain|clarify)|you have in mind|do you need|meinen sie|voulez-vous dire|quiere decir|se refiere)(?![\p{L}])[^.!?]{0,80}\?/iu;

/**
 * A venue's room before its figure: "can fit", "holds", "seats", "has room for", "caben como",
 * "tient", "fasst"; a stand built for so many ("montou arquibancada pra 600 pessoas").
 */
const HOLDS =
  /(?<![\p{L}])(?:can (?:hold|fit|take|seat|accommodate)|could (?:hold|fit|take|seat)|holds|seats|fits|has room for|takes up to|capacity(?: of| is)?|caben|cabem|tiene capacidad para|tem capacidade para|tient|peut accueillir|accueille jusqu'à|può ospitare|contiene|fasst|bietet platz für|rymmer|rommer|har plads til|mahtuu|(?:arquibancada|grandstand|stand|tribuna|tribune|gradas?)\s+(?:for|pra|para|per|für))\s+(?:up to\s+|about\s+|around\s+|approx\.?\s+|roughly\s+|some\s+|como\s+|unos\s+|unas\s+|cerca de\s+|environ\s+|circa\s+|etwa\s+|ca\.?\s+)?$/iu;
/** Seats after a figure: "has 1,800 seats", "3.000 asientos", "600 lugares". */
const SEATS =
  /^\s*(?:seats|seated|seating|sitzplätze|plätze|places assises|asientos|lugares|butacas|posti a sedere|posti|lugares sentados|platser|pladser|sitteplasser|istumapaikkaa|kursi)(?![\p{L}])/iu;
/** A fee or a price named before a figure. */
const FEE =
  /(?<![\p{L}])(?:entry fees?|registration fees?|joining fees?|membership fees?|inscription|inscripción|inscrição|inscripció|iscrizione|quota d'inscripció|cuota|frais d'inscription|startgeld|nenngeld|meldegeld|anmälningsavgift|påmeldingsavgift|deltagergebyr|biaya pendaftaran|tickets?|entradas?|billets?|biglietti?|ingressos?)(?![\p{L}])/iu;
/** The words of what a league takes in, in the corpus's languages. */
const REVENUE_WORDS = String
  .raw`revenues?|income|turnover|ingresos|receitas?|ricavi|entrate|fatturato|revenus|recettes|chiffre d['’]affaires|einnahmen|umsatz|omsättning|omsætning|omsetning|inntekter|indtægter|liikevaihto|przychod\p{L}*|tržby|obrat|bevétel\p{L}*`;
/** Income named before a figure: "entry fees bring in", "revenue from tickets". */
const INCOME = new RegExp(
  String.raw`(?<![\p{L}])(?:${REVENUE_WORDS}|earn|earned|bring in|brought in|total)(?![\p{L}])`,
  "iu",
);
/** What a league takes in, in all, named: revenue, income, turnover. */
const REVENUE_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${REVENUE_WORDS})(?![\p{L}])`, "iu");
/** A total named in words: "all together", "insgesamt", "yhteensä". */
const TOTAL_WORD =
  /(?<![\p{L}])(?:total|all together|altogether|in all|overall|insgesamt|gesamt|yhteensä|totalt|łącznie|razem|celkem)(?![\p{L}])/iu;

/**
 * A year a building went up: "was built in 1962", "erbaut 1911", "construit en 1988"; or the
 * building's date: "our sanggar (community studio) building is from 1978", "le local de la Société
 * des Crosseurs Chièvrois date de 1921".
 */
const BUILT =
  /(?<![\p{L}])(?:building|clubhouse|club house|premises|pavilion|grandstand|local|bâtiment|gebäude|vereinsheim|edificio|edifício)\s+(?:[\p{L}()]+\s+){0,6}?(?:is from|was from|dates from|dates back to|date de|data de|stammt aus)\s+(?:(?:dem jahr|l['’]an)\s+)?(?:19|20)\d\d(?!\d)|(?<![\p{L}])(?:built|constructed|erected|rebuilt|renovated|gebaut|erbaut|eröffnet|construit|construite|bâti|bâtie|inauguré|inaugurée|construido|construida|construyó|construyeron|inaugurado|inaugurada|inaugurou|costruito|costruita|inaugurato|inaugurata|estrenar|estrenat|estrenà|rakennettu|byggd|bygget|bygd|zbudowan[ya]|postaven[ao]?)\s+(?:in\s+|im jahr\s+|en\s+|em\s+|el\s+|nel\s+|w\s+|v roce\s+|vuonna\s+|år\s+|i\s+)?(?:19|20)\d\d(?!\d)/iu;

/** An answer that is a peak ("màxim 1.800", "max. 2,000", "höchstens 500"). */
const PEAK_VALUE =
  /^\W*(?:max(?:imum)?|màxim|máximo|massimo|maximal|höchstens|bis zu|up to|peak|pico|picco)(?![\p{L}])/iu;

/** A contact for the press, not for partners ("Media contact", "Pressekontakt"). */
const PRESS_CONTACT =
  /\b(media|press|presse|prensa|imprensa|stampa|pers)\s*-?\s*(contact|kontakt|contacto|contato|contatto|officer|office|enquiries|inquiries)\b|\bpressekontakt\b/i;

/** "Please return this form to …", "Send your answers to …": the questionnaire's sender. */
const RETURN_TO =
  /\b(?:return|send|submit|reply|(?<!look(?:ing)?\s)forward|e-?mail)\w*\s+(?:(?:it|this|the|your|our|completed|filled[- ]in|signed)\s+){0,3}(?:(?:form|questionnaire|answers?|responses?|replies|sheet|document)\s+)?(?:back\s+)?to\b/i;

/** A bookmaker's address ("…@kestrelbet.co.uk", "…@northgate-odds.co.uk"): the asker's. */
/** A line that hands the reader on to the block below it ("Please contact:", "wenden Sie sich an:"). */
const HAND_ON =
  /^[^>].*(?:wenden Sie sich|wende dich|kontaktieren Sie|please contact|please write to|get in touch with|reach out to|contact instead|s['’]adresser|adressez-vous|contactez|contactar|rivolgersi|rivolgetevi|contattate|contattare)\b[^:]{0,40}:$/iu;
const BOOKMAKER_MAILBOX = /@(?:[\w-]+\.)*[\w-]*(?:bet|odds|wager|sportsbook|bookmakers?)\./i;

/** An address of an office or a role, not of a person: "info@", "segreteria@", "office@". */
const ROLE_MAILBOX =
  /^(info|information|contact|contacto|contato|contatto|kontakt|office|admin|administration|mail|hello|hi|general|enquiries|inquiries|segreteria|secretaria|secretariat|secretary|secy|gensec|sekretariat|secretariaat|sekretariaatti|kansli|kontor|post|postmaster|media|press|presse|prensa|stampa|noreply|no-reply|webmaster|reception|team|league|liga|ligue|urusetia|pejabat)@/i;

/**
 * The lines under a "Media contact" / "Press contact" heading, up to a blank line or the next
 * contact's heading, blanked: whoever they name answers the press, not partners.
 */
function withoutPressContact(lines: Line[]): Line[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const text = out[i].text.trim();
    if (RETURN_TO.test(text)) {
      out[i] = { ...out[i], text: "" };
      continue;
    }
    if (text.length > 40 || !PRESS_CONTACT.test(text)) continue;
    for (let j = i + 1; j < out.length && j <= i + 4; j++) {
      const next = out[j].text.trim();
      if (!next || /\b(contact|kontakt|contacto|contato|contatto)\b/i.test(next)) break;
      out[j] = { ...out[j], text: "" };
    }
  }
  return out;
}

/** Words that join a name's parts: "Liga de Pádel", "Federation of Roller Derby". */
const JOINING = /^(of|de|del|della|di|da|do|du|des|der|van|von|i)$/i;
/** A word that names a league or a body, alone or at a compound's end ("Norrlandsligan"). */
const LEAGUE_WORD =
  /(liga|ligan|ligaen|league|ligue|lega|series|serien|cup|cupen|tour|circuit|circuito|federation|federación|federação|association|forbund|förbundet|verband)$/i;

/**
 * A sport word that is part of a name or a title ("NETBALL CHAMPIONSHIP", "Atlantic Harness
 * Racing Circuit"): in capitals, or next to a capitalised word.
 */
function inName(sentence: string, sport: string, at = sentence.indexOf(sport)): boolean {
  if (sport.length > 3 && sport === sport.toUpperCase()) return true;
  // "Super Ligue de Pétanque", "Federation of Roller Derby": a joining word goes between.
  const words = sentence.slice(0, at).trim().split(/\s+/);
  const joined = words.length > 1 && JOINING.test(words.at(-1)!);
  if (joined) words.pop();
  const before = words.pop() ?? "";
  const after = sentence.slice(at + sport.length).trim().split(/\s+/)[0] ?? "";
  const capital = (w: string) => /^\p{Lu}/u.test(w);
  // "Norrlandsligan i bandy", "Liga de pádel": a league's word, then the sport in lower case.
  if (joined && capital(before) && LEAGUE_WORD.test(before)) return true;
  return /^\p{Lu}/u.test(sport) &&
    (capital(after) || (at > 0 && capital(before) && !/[.!?:]$/.test(before)));
}

/** Words of a label about the season or its opening ("Temporada", "Inicio", "Tip-off"). */
const SEASON_WORDS = new Set(["season", "start", "begin", "opening", "tip", "kick"]);
/** A value's opening month: "March to…", "mid-June", "1st September", "de febrero". */
// ("od septembra", "v máji", "u listopadu": Slovak, Czech, Slovenian and Croatian "from", "in".)
const SEASON_OPENING =
  /^\W*(?:(?:early|mid|late|from|de|desde|von|fra|från|dès|starts?|starting|begins?|opens?|in|im|ab|en|em|od|v|vo|u)[\s-]+){0,2}(?:\d{1,2}(?:st|nd|rd|th|\.)?\s+)?(\p{L}+)/iu;
/** "(February to November)": a span of months anywhere in a season's answer. */
// ("septembra do apríla", "september až apríl"; Hungarian "áprilistól októberig", whose "from"
// is the first month's ending.)
const MONTH_SPAN =
  /(?<![\p{L}])(\p{L}{3,})\s*(?:to|till?|until|through|[-–—]|a|al|bis|à|au|til|till|do|až|(?<=t[óő]l)(?=\s))\s*(\p{L}{3,})(?![\p{L}])/iu;
/** A length in weeks or months, in words or figures ("(8 months)", "approx. 5 weeks"). */
const SEASON_LENGTH = new RegExp(
  // (Japanese, Chinese and Korean write the unit straight after the figure: "約7か月", "约8個月",
  // "10周", "6개월간".)
  `[\\p{L}\\d.,]+\\s+(?:${WEEK_WORDS}|${MONTH_WORDS})(?![\\p{L}])|\\d[\\d.,]*(?:か月|ヶ月|カ月|ヵ月|週間|個月|个月|개월|周|週|주)`,
  "iu",
);
/** A length in weeks, and one in months (the label's word when the value has none). */
const WEEK = new RegExp(`(?<![\\p{L}])(?:${WEEK_WORDS})(?![\\p{L}])`, "iu");
const MONTH = new RegExp(`(?<![\\p{L}])(?:${MONTH_WORDS})(?![\\p{L}])`, "iu");
/** A length's unit right after its figure: "6 months", "6개월간", "24 weeks". */
const LENGTH_UNIT = new RegExp(`^\\s?(?:${MONTH_WORDS}|${WEEK_WORDS})`, "iu");

/** A mark that ticks an option: [x], ☒, ☑, ✔, ◉, ●, (x). */
const TICK = /\[\s*[xX✓✔]\s*\]|☒|☑|✔|✓|◉|●|■|\(\s*[xX]\s*\)/;
/** A mark of an option left unticked. */
const UNTICKED = /\[\s*\]|☐|○|◯|□|\(\s*\)/g;

/**
 * The options ticked on a form ("[x] Yes  [ ] No" is "Yes"; "Yes / (No)" is "No"): when a
 * value has ticks, the words after them; otherwise the value.
 */
function ticked(value: string): string {
  const circled = /^(.*?)\(\s*([\p{L}]+)\s*\)(.*)$/u.exec(value);
  if (!TICK.test(value) && !UNTICKED.test(value)) {
    // "Yes / (No)": the option circled on paper, written in parentheses among options.
    const yesNo = /^(yes|no|ja|nein|oui|non|si|sí|sim|não|nej|nei|kyllä|ei)$/i;
    return circled && /\//.test(value) && value.length < 40 && yesNo.test(circled[2])
      ? circled[2]
      : value;
  }
  UNTICKED.lastIndex = 0;
  const options = value.split(new RegExp(`(?=${TICK.source})|${UNTICKED.source}`, "g"));
  const chosen = options.filter((o) => TICK.test(o)).map((o) =>
    o.replace(TICK, "").trim().split(/\s{2,}|\s\/\s/)[0]
  );
  // ("Anti-doping policy: ✔": a tick alone is a yes.)
  if (chosen.length && chosen.every((c) => !c) && !new RegExp(UNTICKED.source).test(value)) {
    return "yes";
  }
  return chosen.join("; ");
}

/** An answer written as a sentence ("We race on ...", "Our office is in ..."). */
const SENTENCE_OPENING =
  /^(we|our|the|they|it|there|all|currently|roughly|about|around|approximately|current|at present|so far|yes|no|la|el|los|las|nuestra|nuestro|nuestros|tenemos|somos|actualmente|unos|unas|alrededor|cada|a|o|os|as|nossa|nosso|temos|somos|il|lo|gli|le|nostra|nostro|abbiamo|siamo|attualmente|die|der|das|wir|unser|unsere|alle|jede[nrs]?|derzeit|momentan|aktuell|vi|vår|våre|meillä|nasza|nasze|mamy)(?![\p{L}])/iu;
/**
 * An answer written as a sentence: it opens with a sentence's word ("We", "Our", "La", "Wir")
 * and goes on with a word in lower case before its first stop (checked without the i flag:
 * under it, \p{Ll} matches capitals too).
 */
const SENTENCE_ANSWER = {
  test(text: string): boolean {
    const opening = SENTENCE_OPENING.exec(text);
    return !!opening && /^[^.;:]*\s\p{Ll}+\s/u.test(text.slice(opening[0].length));
  },
};

/**
 * "each race night", "per event", "on average": a figure for one event, not a season. (In
 * other languages too: "Cada transmisión tiene en promedio 6.500 espectadores".)
 */
const PER_EVENT =
  /\b(per|each|every|a|an|average|avg|typical|normal|usual|regular|ordinary)\s+(?:(?:normal|typical|usual|regular|ordinary|race|match|game|league)\s+)?(event|night|race|card|match|game|show|meet|meeting|round|broadcast|stream|fixture|day|weekend|bout|tournament|regatta|stop|stage|leg|competition)\b|\bon average\b|\baverag(?:e|ed|es|ing)\b|\bper\b|(?<![\p{L}])(?:por|pro|par|je|na|à|a|ad|cada|chaque|jede[nrs]?|ogni|una|un|uno)\s+(?:la\s+|le\s+|el\s+)?(?:jornada|fecha|evento|partido|giornata|gara|partita|spieltag|runde|veranstaltung|journée|soirée|étape|wedstrijd|etapa|tappa|ronda|manche|kolejk\p{L}*|turniej\p{L}*|transmisión|transmissão|diffusion|trasmissione|übertragung|přenos|prenos)(?![\p{L}])|(?<![\p{L}])(?:en promedio|em média|in media|en moyenne|im schnitt|im durchschnitt|durchschnittlich|gemiddeld|keskimäärin|keskmiselt|vidēji|vidutiniškai|átlagosan|průměrně|priemerne|średnio|przeciętnie|în medie|ortalama|i snitt|i gennemsnit|в среднем|usually|typically|normally|medi|medio|medie|promedio|médio|média|moyen|moyenne|keskmine|keskimääräinen|vidējais|gjennomsnittlig|genomsnittlig|gennemsnitlig)(?![\p{L}])/iu;
const PER_SEASON =
  /\b(season|annual|annually|(?<!\b(?:last|this|next|previous|past)\s)year|yearly|cumulative|total|combined|all events|temporada|saison|stagione|sesong|säsong|sæson|kausi\p{L}*|kaude\p{L}*|yhteens\p{L}*|insgesamt|totalt|i alt|sezon\p{L}*|anual|annuale|acumulad\p{L}*|cumulativ\p{L}*|kumulati\p{L}*|musim|tahunan|en total|totale)\b/iu;

/** A name's role after it: "… per le dirette TV", "… for streaming", "… für den Livestream". */
const MEDIA_ROLE =
  /\s+(?:for|per|para|pour|für|voor|för|til|on|auf|en|su|na)\s+(?:(?:the|le|la|lo|il|los|las|les|die|der|den|das|de|het|el|o|a|our|its)\s+)?(?:[\p{L}-]+\s+){0,2}?((?:tv|television|televisi[oó]n\p{L}*|télé\p{L}*|fernseh\p{L}*|broadcasts?|radio|live\s?stream\p{L}*|stream\p{L}*|online|internet|web))\b.*$/iu;
const STREAM_WORD = /stream|online|internet|web/i;

/** Viewers of one event and of a season. */
const VIEWERS = new Set<QuestionnaireField>(["annual_viewership", "average_stream_viewers"]);

/** A value's first sentence with a figure that is no year or season (else the whole value). */
function figureSentence(value: string): string {
  const sentences = value.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  return sentences.find((s) =>
    numberMentions(s.replace(/\b(?:19|20)\d\d(?:\s*[/–-]\s*\d{2,4})?\b/g, " ")).length
  ) ?? value;
}

/** A value up to the end of its figure's sentence. */
function upToFigure(value: string): string {
  const sentence = figureSentence(value);
  return value.slice(0, value.indexOf(sentence) + sentence.length);
}

/** The words that say whose audience a figure is: its label's and its sentence's. */
function audienceContext(label: string, sentence: string): string {
  const asksBoth = PER_EVENT.test(label) && PER_SEASON.test(label);
  return asksBoth && PER_EVENT.test(sentence) !== PER_SEASON.test(sentence)
    ? sentence
    : `${label} ${sentence}`;
}

/** Where an audience is there in person: "på arena", "on site", "vor Ort", "sur place". */
const ON_SITE =
  /(?<![\p{L}])(?:på arena|på stedet|på plass|on site|at the venue|in the stands|vor Ort|sul posto|sur place|in loco|en el recinto)(?![\p{L}])/iu;

/** Viewers and spectators: a per-event figure answers one field, a season total another. */
function audienceField(field: QuestionnaireField, context: string): QuestionnaireField | null {
  if (field === "annual_viewership" && PER_EVENT.test(context) && !PER_SEASON.test(context)) {
    return "average_stream_viewers";
  }
  if (field === "average_stream_viewers" && PER_SEASON.test(context) && !PER_EVENT.test(context)) {
    return "annual_viewership";
  }
  // ("Gjennomsnittlig publikum per arrangement: ca. 350 på arena": an audience at the venue.)
  if (field === "average_stream_viewers" && ON_SITE.test(context) && !STREAM_WORD.test(context)) {
    return "average_attendance";
  }
  // A season's total gate is not an average attendance.
  if (field === "average_attendance" && PER_SEASON.test(context) && !PER_EVENT.test(context)) {
    return null;
  }
  return field;
}

/** Words of watching on a screen: "stream", "live", "TV", "YouTube", "online", "viewers". */
const SCREEN =
  /stream|online|live|\btv\b|televis|broadcast|screen|web|viewers|channel|youtube|facebook|twitch|tiktok|instagram|vimeo/i;

/** A label of an audience word alone, in person or on a screen: "Katsojat", "Zuschauer". */
const AUDIENCE_ONLY =
  /^\W*(?:\d+[.)]?\s*)?(?:audience|viewers|katsojat|katsojia|zuschauer|publikum|publiek|tilskuere|tilskuarar|åskådare|publico|público|pubblico|spettatori|espectadores|spectateurs|widzowie|diváci)\W*$/iu;

/** A list asking for the gate and the stream apart: "Spectators, TV, streaming". */
const ATTENDANCE_AND_STREAM =
  /(?<![\p{L}])(?:attendance|spectators?|crowds?|gate)(?![\p{L}])[^?]*?(?:,|&|\/|\band\b)\s*(?:(?:tv|radio|broadcast\p{L}*)\s*(?:,|&|\/|\band\b)\s*)?(?:live\s?)?stream\p{L}*/iu;

/**
 * Which audience a candidate read as one answers: the gate, a stream's viewers, a season's
 * viewers, or none.
 */
function audienceOf(field: QuestionnaireField, c: Candidate): QuestionnaireField | null {
  const inPerson = field === "average_attendance" || field === "average_stream_viewers";
  // "Average attendance, TV and streaming?": where the stream is another item of the question's
  // list, the figure's own sentence says whose audience it is.
  if (c.via !== "prose" && inPerson && ATTENDANCE_AND_STREAM.test(c.label)) {
    return STREAM_LABEL.test(figureSentence(c.value))
      ? "average_stream_viewers"
      : "average_attendance";
  }
  // "Media spettatori in streaming per gara": those who watch a stream are its viewers.
  // ("Katsojat: striimaamme kaikki osakilpailut YouTubeen. Keskimäärin lähetyksillä on ollut
  // noin 850 katsojaa": so are those of a bare audience word answered about a stream alone.)
  // (What the answer says up to the figure's sentence: not a stream named after it.)
  const told = AUDIENCE_ONLY.test(c.label) ? upToFigure(c.value) : "";
  if (
    field === "average_attendance" && c.via !== "prose" &&
    (STREAM_LABEL.test(c.label) || (STREAM_LABEL.test(told) && !IN_PERSON.test(told)))
  ) {
    return "average_stream_viewers";
  }
  // (The sentence of the figure says per event or per season: "Between 150 and 250 at most
  // league games. The final last year had 1,400" is no season's total.)
  // (Where the label asks for both, "Viewers per event and per season", the sentence alone
  // says which: "Per fight night around 70,000 viewers".)
  const audience = audienceField(
    field,
    audienceContext(c.label, figureSentence(typicalPart(c.value))),
  );
  // "Between 300 and 500 people watching from the harbour": watching, with no screen named
  // anywhere near, is watching in person.
  return audience === "average_stream_viewers" && /\bwatch(?:ing|ed|es)?\b/i.test(c.label) &&
      !SCREEN.test(`${c.label} ${c.value} ${c.source ?? ""} ${c.at.text}`)
    ? "average_attendance"
    : audience;
}

/** Words of an age band: "% audience 18–34", "aged 18-34", "18–34 years". */
const AGE_WORD =
  /%|(?<![\p{L}])(?:age|aged|ages|audience|years|år|jahre|años|anos|anys|ans|anni|jaar|lat|let|vuotta)(?![\p{L}])/iu;

/** A mail header of those it is copied to ("Cc:", "Kopia:", "Kopio:"). */
const COPY_HEADER = /^(?:b?cc|kopia|kopio|kopi|kopie|copia|cópia|copie)\s?:/i;

/**
 * Where a league is watched besides: "Also watched in UK, Canada and UAE by …", "Online viewers
 * also from West Bengal, Malaysia and Saudi Arabia", "following in UAE, Qatar and Oman among …".
 */
const ALSO_WATCHED =
  /\b(?:[Aa]lso|too|as well|abroad|diaspora|overseas|following|[Vv]iewers|[Ff]ans|[Aa]udience)\b[^.;:]{0,40}?\b(?:in|from)\s+((?:the\s+)?\p{Lu}[^.;:]{1,120}?)(?=\s+(?:by|among|amongst|where|who|through|via|with)\b|[.;:]|$)/u;

/** Domains of mail services that anyone may use. */
const WEBMAIL =
  /^(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|aol|gmx|web|proton|protonmail|mail|yandex|qq|163|126|zoho|seznam|wp|o2|libero|orange|free|laposte|t-online|freenet|bluewin|telia|online)\.[a-z.]{2,8}$/i;

/** An e-mail header's recipient: its address's domain. */
const RECIPIENT =
  /^(?:to|an|à|a|para|till|til|aan|do|vastaanottaja)\s*:\s*.*?@([\w.-]+\.[a-z]{2,})\b/i;

/** An e-mail header's sender: their address. */
const SENDER_ADDRESS =
  /^(?:from|fra|von|de|från|lähettäjä|van|da|od|saatja)\s*:\s*.*?([\w.+-]+@[\w.-]+\.[a-z]{2,})\b/i;
/** The address of the e-mail's sender, from its header block, in lower case. */
const senderOf = (lines: Line[]) =>
  lines.slice(0, 8).map((l) => SENDER_ADDRESS.exec(l.text.trim())?.[1]).find(Boolean)
    ?.toLowerCase();

/** An e-mail header's recipient: their address. */
const ADDRESSEE =
  /^(?:to|an|à|a|para|till|til|aan|do|vastaanottaja|kellele)\s*:\s*.*?([\w.+-]+@[\w.-]+\.[a-z]{2,})\b/i;

/** An e-mail header's sender, in the languages e-mails arrive in: its address's domain. */
const SENDER =
  /^(?:from|fra|von|de|från|lähettäjä|van|da|od|από|nuo|saatja)\s*:\s*.*?@([\w.-]+\.[a-z]{2,})\b/i;

/** The date line of an original's header block, in the languages e-mails arrive in. */
const SENT =
  /^(?:sent|date|gesendet|datum|enviado|fecha|envoyé|skickat|sendt|lähetetty|verzonden|wysłano|odesláno|inviato|data|gönderildi|dátum|poslano|küldve)\s*:/i;
const FROM = /^(?:from|fra|von|de|från|lähettäjä|van|da|od|kimden|feladó|от)\s*:/i;

/**
 * Where a reply's quoted original starts: at "-----Original Message-----", or at the header
 * block Outlook puts over it ("From: …" / "Sent: …" / "To: …"), below the reply's own text.
 */
function originalStart(lines: Line[]): number {
  let written = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].text.trim();
    // (An e-mail's original below a reply is the sender's, not the league's. "On … wrote:"
    // introduces `>` quotes, which are read as questions instead.)
    if (i > 3 && ORIGINAL_MARK.test(text)) return i;
    // ("Am 03.03.2026 um 10:12 schrieb Anna Keller <…>:" over the original, unquoted; not in a
    // message passed on, "Subject: FW: …", where it heads the content.)
    const next = lines.slice(i + 1).find((l) => l.text.trim());
    if (
      i > 3 && WROTE.test(text) && next && !next.text.trim().startsWith(">") &&
      !lines.slice(0, i).some((l) => FORWARDED.test(l.text.trim()))
    ) return i;
    // (Or its date first, as GMX and web.de write it: "Gesendet: …" / "Von: …".)
    if (
      written && ((FROM.test(text) &&
        lines.slice(i + 1, i + 4).some((l) => SENT.test(l.text.trim()))) ||
        (SENT.test(text) && FROM.test(lines[i + 1]?.text.trim() ?? "")))
    ) return i;
    if (
      text.split(/\s+/).length >= 6 && !text.startsWith(">") && !/^[\p{L}-]{2,20}\s*:/u.test(text)
    ) written = true;
  }
  return -1;
}

/** A reply's line over the message it answers: "On …, Anna <…> wrote:", "Am … schrieb …:". */
const WROTE =
  /^(?:on|am|le|el|il|den|op|dne|w dniu)\b.{4,200}(?:wrote|schrieb|a écrit|escribió|ha scritto|skrev|schreef|napsal\(a\)|napsal|napisał\(a\)|napisał)(?:\s+[^:]{0,120})?\s*:\s*$/i;

/** A message passed on, not answered: its marker or its subject says so. */
const FORWARDED =
  /forwarded message|weitergeleitete nachricht|message transféré|message réexpédié|mensaje reenviado|mensagem reencaminhada|messaggio inoltrato|doorgestuurd bericht|videresendt|vidarebefordrat|^(?:subject|betreff|objet|asunto|oggetto|onderwerp|emne|ämne|temat)\s*:\s*(?:fwd?|fw|wg|tr|rv|i|doorst|vs|vb)\s*:|^aihe\s*:\s*(?:fwd?|fw|vl)\s*:/i;

/** How deep a line is quoted: ">> text" and "> > text" are 2. */
const quoteDepth = (text: string) => /^\s*((?:>\s?)*)/.exec(text)![1].replace(/\s/g, "").length;
/** A question of a questionnaire, unquoted: it ends with "?" or is numbered. */
const asks = (text: string) => /\?\s*$/.test(text) || /^(?:q\s?)?\d{1,2}[.):]\s/i.test(text);

/**
 * Answers by number written several to a line ("1) 1979   2) Fenmarsh Raceway   3) eabrc.co.uk"):
 * each on a line of its own, in the line's place, when the numbers follow one another.
 */
function oneAnswerALine(lines: Line[]): Line[] {
  return lines.flatMap((line) => {
    const parts = line.text.split(/(?:\s{2,}|\t)(?=\d{1,2}[).]\s)/);
    if (parts.length < 2) return [line];
    const numbers = parts.map((part) => Number(/^\s*(\d{1,2})[).]\s/.exec(part)?.[1]));
    const counted = numbers.every((n, k) => k === 0 ? n > 0 : n === numbers[k - 1] + 1);
    return counted ? parts.map((part) => ({ ...line, text: part.trim() })) : [line];
  });
}

/**
 * A label's answer wrapped by hand over lines with a hanging indent, as mail clients send it
 * ("Year founded: 1987, the first season was run from the mart office in" / "  Builth Wells."):
 * one line, in the first line's place. (Not a nested key or a list under a heading: the line
 * under it is indented further than the label, and is no label or item of its own.)
 */
function unwrapped(lines: Line[]): Line[] {
  const indent = (text: string) => /^ */.exec(text)![0].length;
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const label = /^[^\s:>\-*•][^:]{1,60}:\s+\S/.test(line.text.trim());
    while (
      label && i + 1 < lines.length &&
      /^ {2,6}[^\s\-*•>]/.test(lines[i + 1].text) &&
      indent(lines[i + 1].text) > indent(lines[i].text) &&
      !/^\s*[^:\s][^:]{0,40}:(?:\s|$)/.test(lines[i + 1].text)
    ) {
      line = { ...line, text: `${line.text.trimEnd()} ${lines[i + 1].text.trim()}` };
      i++;
    }
    out.push(line);
  }
  return out;
}

/**
 * A form's answers typed after its ">>" marks under each numbered question ("A3. Year founded"
 * / ">> 1987"), three or more: a mark under an unquoted question is an answer's, as "→" is, not
 * a mail's quote.
 */
function markedAnswers(lines: Line[]): Line[] {
  const marked = lines.map((l, i) => {
    if (!/^\s*>>\s*\S/.test(l.text)) return false;
    const above = lines.slice(0, i).findLast((o) => o.text.trim());
    return above !== undefined && /^\s*(?:[A-H]?\d{1,2}[.)]|q\s*\d{1,2})\s/i.test(above.text) &&
      !/:\s*$/.test(above.text);
  });
  if (marked.filter(Boolean).length < 3) return lines;
  return lines.map((l, i) =>
    marked[i] ? { ...l, text: l.text.replace(/^\s*>>\s*/, "→ "), written: l.written ?? l.text } : l
  );
}

/**
 * A reply passed on whole, its answers quoted once under questions quoted twice ("> Fundada em
 * 2003." under ">> 2. Ano de fundação e sede"): one level of quoting off, so its answers stand
 * under their quoted questions as in any reply.
 */
function unnested(lines: Line[]): Line[] {
  const bare = (l: Line) => l.text.replace(/^[\s>]*/, "").trim();
  let pairs = 0;
  lines.forEach((line, i) => {
    const depth = quoteDepth(line.text);
    if (depth < 2 || !asks(bare(line))) return;
    const next = lines.slice(i + 1).find((l) => bare(l));
    if (next && quoteDepth(next.text) === depth - 1 && !asks(bare(next))) pairs++;
  });
  // Or a reply passed on whole under a note ("FYI, the league's answers are below." / "On …
  // Tom wrote:" / "> The Northern Fell Series was founded in 2009 …"): the quoted text asks
  // nothing, and the note above it says little.
  const quoted = lines.filter((l) => quoteDepth(l.text) && bare(l));
  const written = lines.filter((l) =>
    !quoteDepth(l.text) && bare(l) && !/^[\p{L}-]{2,20}\s?:\s/u.test(bare(l)) &&
    !/(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto|schreef|skrev|napisał\p{L}*):$/iu
      .test(bare(l))
  );
  const passedOn = quoted.length >= 5 && quoted.filter((l) => asks(bare(l))).length <= 1 &&
    written.length <= 4;
  if (pairs < 3 && !passedOn) return lines;
  // (Not the writer's own earlier answers, quoted to be corrected ("On … Tyler <tyler@…> wrote:"
  // under "From: Tyler <tyler@…>"): what was answered then is no answer now.)
  const sender = senderOf(lines);
  // (An attribution a mail client wrapped: "El lun, 9 mar 2026 a las 18:02, Marta Gutiérrez" /
  // "(<secretaria@…>) escribió:".)
  const own = sender &&
    lines.some((l, n) => {
      const joined = `${n > 0 ? lines[n - 1].text.trim() : ""} ${l.text.trim()}`.trim();
      return (QUOTE_ATTRIBUTION.test(l.text.trim()) || QUOTE_ATTRIBUTION.test(joined)) &&
        joined.toLowerCase().includes(sender);
    });
  if (own) return lines;
  return lines.map((l) =>
    quoteDepth(l.text) ? { ...l, text: l.text.replace(/^(\s*)>\s?/, "$1") } : l
  );
}

/**
 * Where the league's own earlier message, passed on below a reply from the same domain, starts
 * (-1 if none): its figures are older than the reply's. (A mail service's domain is anyone's:
 * two gmail.com senders are no colleagues.)
 */
function ownEarlier(lines: Line[]): number {
  const cut = originalStart(lines);
  if (cut <= 0) return -1;
  const domainOf = (from: number, to: number) =>
    lines.slice(from, to).map((l) => SENDER.exec(l.text.trim())?.[1]?.toLowerCase())
      .find(Boolean);
  const own = domainOf(0, Math.min(cut, 8));
  return own && !WEBMAIL.test(own) && own === domainOf(cut + 1, cut + 6) ? cut : -1;
}

function withoutQuotedOriginal(lines: Line[], addressee?: string): Line[] {
  // The writer's own earlier message, quoted under a follow-up ("On Sun, 15 Feb 2026 at 20:51,
  // Kristaps <kristaps@…> wrote:", "Farkas Zoltán <farkas.zoltan@…> ezt írta (…):" over "> …"
  // lines, under "From: … <the same address>"): what it said then, the follow-up does not state.
  // (Unless the follow-up answers between its quoted lines: "> 7. Number of teams" / "> 48 …" /
  // "Registration for 2026 closed Sunday and we're at 52 teams now".)
  const sender = senderOf(lines);
  const earlier = sender
    ? lines.findIndex((l, i) =>
      i > 3 && /:\s*$/.test(l.text) && l.text.toLowerCase().includes(sender) &&
      !SENDER_ADDRESS.test(l.text.trim()) &&
      quoteDepth(lines.slice(i + 1).find((n) => n.text.trim())?.text ?? "") > 0 &&
      lines.slice(i + 1).every((n) =>
        quoteDepth(n.text) > 0 || n.text.trim().split(/\s+/).length < 6
      )
    )
    : -1;
  if (earlier > 0) return lines.slice(0, earlier);
  const cut = originalStart(lines);
  if (cut <= 0) return lines;
  // A message forwarded on purpose ("---------- Forwarded message ---------", "Subject: Fwd:
  // …"): what it passes on is the content — unless it is the asker's own, sent by the one the
  // e-mail answers.
  const domainAt = (re: RegExp, from: number, to: number) =>
    lines.slice(from, to).map((l) => re.exec(l.text.trim())?.[1]?.toLowerCase()).find(Boolean);
  // (In a chain passed on twice, the asker is the one the newest message answers.)
  const asker = addressee ?? domainAt(RECIPIENT, 0, Math.min(cut, 8));
  if (
    // (Apple Mail puts its marker above the header block: "Début du message réexpédié :".)
    lines.slice(Math.max(0, cut - 3), cut + 8).some((l) => FORWARDED.test(l.text.trim())) &&
    domainAt(SENDER, cut, cut + 6) !== asker
  ) {
    // (The message passed on may itself quote the asker's original below it: that is cut.)
    const passed = lines.slice(cut + 1);
    const inner = originalStart(passed);
    return inner > 0
      ? [...lines.slice(0, cut + 1), ...withoutQuotedOriginal(passed, asker)]
      : lines;
  }
  // A message forwarded by a colleague (its sender of the same domain as the e-mail's): the
  // league's own earlier answer, passed on, not the asker's original.
  // (Unless it went to the asker too: the league's earlier answer, quoted under its follow-up,
  // which the asker has; the follow-up states only what it writes above it.)
  if (ownEarlier(lines) === cut) {
    const asker = domainAt(ADDRESSEE, 0, Math.min(cut, 8));
    return asker && asker === domainAt(ADDRESSEE, cut + 1, cut + 6) ? lines.slice(0, cut) : lines;
  }
  // A reply written below the original it answers ("-----Original Message-----" / the asker's
  // mail / "Hi Lachlan," / the answers): from its greeting to the original's sender on, the
  // league's.
  const below = replyBelow(lines, cut);
  if (below > 0) return [...lines.slice(0, cut), ...lines.slice(below)];
  // Unless the reply was written into the original, under its quoted questions ("answers
  // inline below").
  let inline = 0;
  // (The label above, alone on its line: "Founding year" / "1998", the original's label and the
  // answer typed under it.)
  let labelled = false;
  // (A question without its mark goes on in lower case on the next line: "11. Betting partners;
  // states where betting on your" / "league is legal".)
  for (let i = cut + 1, quoted = false, asked = false, open = false; i < lines.length; i++) {
    const text = lines[i].text.trim();
    if (!text) continue;
    const wrapped = open && /^\p{Ll}/u.test(text);
    open = asks(text) && !/\?\s*$/.test(text);
    const label = !text.startsWith(">") && text.length <= 60 && !/[:?.]$/.test(text) &&
      rankLabel(text).some((m) => m.score >= 0.85);
    // (A question is no answer: "7. Live data: do you have a feed? Format?", nor the next
    // numbered one, a wrapped one's lower-case end or the asker's "Cheers,".)
    const question = /\?\s*$/.test(text);
    if (
      labelled && !label && text.length <= 80 && !FROM.test(text) && !SENT.test(text) &&
      !question && !asks(text) && !wrapped && !isCloser(text)
    ) inline++;
    labelled = label;
    // ("3. Number of teams: 24": a numbered question answered on its line.)
    // ("Answer - TBC. Probably 11 manches": an answer under its question.)
    if (
      (/^\d{1,2}[.)]\s+[^:]{3,80}:\s*\S/.test(text) && !question) || ANSWER_MARKER.test(text)
    ) inline++;
    // ("Year founded: 2009": the asker's form, filled in after its labels.)
    const filled = /^([^:>]{2,60}):\s*\S/.exec(text);
    if (
      filled && !question && !FROM.test(text) && !SENT.test(text) && !RECIPIENT.test(text) &&
      !/^(?:subject|betreff|objet|asunto|oggetto|onderwerp|cc|bcc|date|to)\s*:/i.test(text) &&
      rankLabel(filled[1]).some((m) => m.score >= 0.85)
    ) inline++;
    // ("1. When was the league founded? 2009", "… per season? [12 races]", "…? -> 640": an
    // answer typed after its question, on its line; not the asker's "…? Please include …".)
    const after = /\?\s*(?:[-–—>→:=\[]+\s*)?(\S.*)$/.exec(text)?.[1];
    if (
      after && !text.startsWith(">") && !/\?\s*$/.test(after) &&
      !/^(?:please|pls|if|e\.g|eg|i\.e|include|kindly|for example|such as|\(|and |or |what|how|where|when|who|which|do |does |are |is )/i
        .test(after)
    ) inline++;
    // ("- the year the league was founded [1998]", "Number of clubs => 14": an answer typed in
    // brackets or after an arrow at the end of the original's line.)
    // (Typed into the quoted lines too: "> 1. Nome del circuito => Circuito Skialp …".)
    if (
      /\p{L}\??\s*(?:\[[^\[\]]{1,120}\]|(?:=>|->|→|>>>)\s*\S.*)$/u.test(
        text.replace(/^(?:>\s*)+/, ""),
      )
    ) inline++;
    // ("2. How many teams take part?" / "14 teams, 9 of them …": typed under its question; not
    // the question wrapped, "11. Existing betting partners; states where betting on your" /
    // "league is legal", nor the asker's "Cheers," under the last one.)
    if (
      asked && !asks(text) && !FROM.test(text) && !SENT.test(text) && !wrapped &&
      !isCloser(text)
    ) inline++;
    asked = asks(text) && !text.startsWith(">");
    if (text.startsWith(">")) quoted = true;
    else if (quoted) {
      inline++;
      quoted = false;
    }
  }
  return inline >= 3 ? withoutAskerSignature(lines, cut) : lines.slice(0, cut);
}

/**
 * Where a reply written below the original starts (-1 if none): at its greeting to the
 * original's sender, "Hi Lachlan," under "From: Lachlan Pryor <…>" (the original's own greeting
 * is to the league).
 */
function replyBelow(lines: Line[], cut: number): number {
  const header = lines.slice(cut + 1, cut + 6).map((l) => l.text.trim()).find((t) => FROM.test(t));
  // (The sender's first name: letters, apostrophes and hyphens only.)
  const first = header && /^[^:]*:\s*"?([\p{L}][\p{L}'’-]+)\s[^<@]*</u.exec(header)?.[1];
  if (!first) return -1;
  const named = new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, "iu");
  return lines.findIndex((l, i) => i > cut && isGreeting(l.text) && named.test(l.text));
}

/**
 * An answer typed into a quoted line of the questionnaire, after an arrow or in brackets: "> 3.
 * Stiftet år: [1987]", "> 10. Numero di tappe per stagione => 7".
 */
const TYPED_ANSWER =
  /^\s*(?:>\s?)+(.*?[\p{L})?:])\s*(?:\[([^\[\]]{0,160})\]|(?:=>|->|→|>>>)\s*(\S.*?))\s*$/u;

/**
 * Where the league typed its answers into the quoted questionnaire (three lines or more), those
 * lines are the league's: each a label and its answer ("3. Stiftet år: 1987"); the rest of the
 * quote stays the asker's.
 */
function typedIntoQuote(lines: Line[]): Line[] {
  const typed = lines.filter((l) => TYPED_ANSWER.test(l.text)).length;
  if (typed < 3) return lines;
  return lines.map((l) => {
    const m = TYPED_ANSWER.exec(l.text);
    if (!m) return l;
    const label = m[1].replace(/:$/, "").trim();
    const answer = (m[2] ?? m[3] ?? "").trim() || "-";
    // (A question keeps its mark: "21. Hvor mange år med historiske data? resultater …".)
    const text = label.endsWith("?") ? `${label} ${answer}` : `${label}: ${answer}`;
    return { ...l, text, written: l.text };
  });
}

/**
 * The original kept for the answers typed into it, without its writer's signature at its end
 * ("Best regards" / "Anna Keller" / "SportData AG" / "+41 44 …"): the asker's name, firm and
 * phone are none of the league's.
 */
function withoutAskerSignature(lines: Line[], cut: number): Line[] {
  const nameIn = (l: Line) =>
    /^(?:>\s*)*(?:from|fra|von|de|från|van|da|od)\s*:\s*"?([^<"@]+?)"?\s*</i.exec(l.text.trim())
      ?.[1];
  // ("Am 03.03.2026 um 10:12 schrieb Anna Keller <anna@…>:", "On Tue, …, Anna Keller <…> wrote:")
  const wroteIn = (l: Line) =>
    WROTE.test(l.text.trim())
      ? /(?:^|[,\s])(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3})\s*<[^<>@\s]+@/u.exec(l.text)
        ?.[1]
      : undefined;
  const name = [...lines.slice(cut + 1, cut + 6).map(nameIn), wroteIn(lines[cut])].find(Boolean);
  // (Below the writer's own header only: in a message saved whole, the first header is the
  // writer's, and its signature the league's.)
  if (!name || !lines.slice(0, cut).some(nameIn)) return lines;
  const signed = lines.findLastIndex((l, k) =>
    k > cut + 6 && l.text.replace(/^(?:>\s*)+/, "").trim() === name
  );
  if (signed < 0 || signed < lines.length - 10) return lines;
  // (With the closing above the name: "Best regards", "Mit freundlichen Grüßen".)
  const above = lines[signed - 1]?.text.replace(/^(?:>\s*)+/, "").trim() ?? "";
  const from = above && above.length <= 40 && !/\d|:/.test(above) ? signed - 1 : signed;
  // (Up to the block's end: the league's own signature may follow it.)
  const depth = quoteDepth(lines[signed].text);
  let end = signed + 1;
  while (end < lines.length && lines[end].text.trim() && quoteDepth(lines[end].text) === depth) {
    end++;
  }
  return [...lines.slice(0, from), ...lines.slice(end)];
}

/** A proper name: capitalised words, no sentence. */
const NAMED =
  /^\s*\p{Lu}[\p{L}\d&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’()-]*|of|in|de|del|des|du|da|do|di|der|für|van|von|the|and|for|&|\([^)]*\))){0,7}\s*\.?\s*$/u;

/** Sponsors and sponsorship, in the languages questionnaires arrive in. */
/**
 * Money beside the revenue that is no part of it: a grant, a prize, a purse, a budget, a target
 * ("tavoite on 150 000 €"). (Fees and tickets are what a league takes in.)
 */
const OTHER_MONEY =
  /(?<![\p{L}])(?:grants?|prizes?|prize money|purse|subsid\p{L}*|donations?|budget|targets?|goal|tavoite\p{L}*|mål(?:et)?|ziel|objetivo|objectif|obiettivo|premio|preis\p{L}*|prix|subvenci\p{L}*|zuschuss|förder\p{L}*|tilskud|tilskott|avustus\p{L}*)(?![\p{L}])/iu;

/** The sponsors' part named as revenue: "sponsorship revenue", "sponsor income". */
const SPONSORS_REVENUE = /sponsor\p{L}*\s+(?:revenues?|income)/giu;

/** A share: "9 percent", "+25 %", "12 procent". */
const SHARE_WORDS = String
  .raw`\d[\d.,]*\s?(?:%|(?:procent|prosent|percent|per cent|prozent|pourcent|por ciento|pour cent|per cento|prosenttia)(?![\p{L}]))`;
const SHARE = new RegExp(`[+−-]?${SHARE_WORDS}`, "giu");
/** An answer that opens with a share, after a hedge too: "ok. 8 %", "kb. 20%". */
const LEADING_SHARE = new RegExp(
  String.raw`^\s*(?:\p{L}{1,6}\.?\s+)?[+−-]?\s*${SHARE_WORDS}`,
  "iu",
);

const SPONSOR_WORD =
  /(?<![\p{L}])(?:sponsor|sponzor|patrocin|patroc[ií]n|commanditai|mécén)\p{L}*|スポンサー|赞助|贊助|후원|(?<![\p{L}])(?:спонсор|спонзор)\p{L}*/iu;

/** A label of those who watch online ("in streaming", "Livestream-Zuschauer", "en ligne"). */
// ("Zuschauer pro Spieltag (Durchschnitt, beide Plattformen zusammen)": on platforms.)
const STREAM_LABEL =
  /(?<![\p{L}])(?:in |en |im )?(?:live)?-?(?:stream|striim)\p{L}*|(?<![\p{L}])(?:online|en ligne|en línea|platforms?|plattform(?:en)?|plateformes?|plataformas?|piattaform[ae])(?![\p{L}])/iu;

/**
 * A number said to be a phone: "+", or a word for a phone in the languages questionnaires
 * arrive in ("Tél.", "Cel.", "Handy", "puh."), or a single letter before it ("T (506) …").
 */
const PHONE_WORD =
  /\+|(?<![\p{L}])(?:tel|tél|tlf|telefon|telefone|teléfono|telefono|phone|mob|mobile|mobil|móvil|movil|cell|cel|celular|handy|gsm|puh|call|reach|ring)(?![\p{L}])|^\s*[TMP]\.?:?\s*[(+\d]/iu;

/**
 * Words of a phone in Portuguese, Polish, Czech and Dutch: "Tlm. 912 645 380" (telemóvel),
 * "najlepiej dzwonić …: 601 224 873" (to call), "volejte", "bel me op".
 */
const PHONE_WORD_WEST =
  /(?<![\p{L}])(?:tlm|tlmv|telemóvel|telemovel|dzwoni\p{L}*|zadzwo\p{L}*|komórk\p{L}*|volejte|zavolejte|mobil|bel|bellen|gsm)(?![\p{L}])/iu;

/** A figure of one event: "4,500 on an average card", "per night", "at each stop". */
const ONE_EVENT_FIGURE =
  /\b(?:on|at|in|per|each|every)\s+(?:an?\s+)?(?:average\s+|typical\s+)?(card|night|event|match|game|round|race|meeting|meet|show|stop|leg|tournament|weekend|fixture)\b/i;
/** "The correct average across all match days is 720", "an ordinary league night is the 900":
 * the words before a figure that make it one event's, not a count of events. */
const ONE_EVENT_BEFORE =
  /(?<![\p{L}])(?:average|avg|mean|typical|ordinary|normal|usual|en moyenne|en promedio|em média|im Schnitt|durchschnittlich|gemiddeld|keskimäärin)(?![\p{L}])/iu;

/** An answer's clauses that hold a figure. */
// (Not at a dash before the amount: "з них спонсорські кошти — 860 тис. грн", where Ukrainian and
// Russian write "is" as a dash.)
// (An amount has its currency, its scale or four figures: "3 associate sponsors" counts them.)
const amountClauses = (value: string) =>
  value.split(/,\s|[;()]|[.!?]\s+(?=\p{Lu})|\s[-–—]\s(?!\d)/u).filter((c) =>
    /\d[\d.,'’\s]{3,}|[$€£¥₹₱৳฿]|\d\s?(?:k|m|mn|mio|mln|million|crore|cr|lakh|lac|bn|billion|juta|miliar)\b|(?<![\p{L}])[A-Z]{3}(?![\p{L}])|(?<![\p{L}])(?:Rs|Tk|RM|Rp|kr)\.?\s?\d/u
      .test(c) && /\d/.test(c)
  );
/** Two amounts or more, the sponsors' named in its own clause. */
const sponsorsApart = (value: string) => {
  const clauses = amountClauses(value);
  return clauses.length >= 2 && clauses.some((c) => SPONSOR_WORD.test(c)) &&
    clauses.some((c) => !SPONSOR_WORD.test(c));
};

/** "Dambe is the traditional boxing …", "Tejo is a target sport …": a name, then what it is. */
/**
 * A sentence that says which game is played, whatever the game ("Gespielt wird Indiaca, ein
 * Rückschlagspiel …", "The sport is crokinole", "Sportart Prellball", "Nous pratiquons la
 * sarbacane sportive", "Pratichiamo il ruzzolone", "Jugamos al bolo palma"): its name, known to
 * the sports' list or not.
 */
const NAMED_SPORT =
  /(?:^|[.;:]\s*|,\s*(?:and\s+|but\s+)?)(?:[Gg]espielt wird|[Gg]efahren wird|[Gg]erodelt wird|[Gg]eritten wird|[Gg]ehakelt wird|[Gg]eschwungen wird|[Gg]ekämpft wird|[Ww]ir spielen|(?:[Tt]he )?[Ss]port (?:is|was)|[Ss]port(?:\s*:|\s+[-–—])|[Oo]ur sport is|[Ww]e play|(?:[Uu]nsere |[Dd]ie )?[Ss]portart (?:ist|heißt) (?:das |der |die )?|Das (?=\p{Lu}\p{Ll}{3,}en wird (?:bei uns|hier|in der Schweiz|in Österreich|in Deutschland) )|[Uu]nser Sport ist (?:das |der |die )?|[Ss]portart:?|[Nn]ous pratiquons (?:la |le |l['’])?|[Ll]a discipline est (?:la |le |l['’])?|[Pp]ratichiamo (?:il |la |lo |l['’])?|[Gg]iochiamo (?:a |al |alla )?|[Jj]ugamos (?:al |a la )?|[Ee]l deporte es (?:el |la )?|[Aa] modalidade é (?:o |a )?|[Jj]ogamos (?:o |a )?)\s*(?!(?:in|at|on|every|each|with|for|the|a|an|our|their|under|indoors|outdoors|home|away|all|two|three|four|mostly|mainly|only|to|from|against|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|nights?|evenings?|mornings?|afternoons?|weekly|once|twice|here|there)\b)(\p{L}[\p{L}'’-]+(?:\s+\p{Ll}[\p{L}'’-]+){0,3}?|\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)(?=\s*[,.;(:]|\s+[-–—]|\s*$|\s+(?:en|in|im|à|au|nel|nella|em|no|na|con|mit|with|on|at|und|y|e|et|and|since|seit|desde|depuis|dal|als|as|wird)\s)/u;

/** Words that rank or place a league, none of its game: "the premier BMX racing series". */
const RANK_WORD =
  /^(?:premier|national|professional|semi-professional|amateur|largest|biggest|oldest|only|first|leading|top|main|regional|local|annual|official|new|small|friendly|community|grassroots|social|weekly|summer|winter|club|state|provincial|country's|island's|city's)$/i;

/**
 * "The Great Lakes Collegiate Bass Circuit is a collegiate bass fishing league", "a speed pole
 * climbing circuit": the lower-case words around a known sport before the word for a league
 * are the game the league plays, less the words that rank it.
 */
function qualified(sentence: string, sport: string): string {
  const at = sentence.toLowerCase().indexOf(sport.toLowerCase());
  if (at < 0) return sport;
  const before =
    /(?:^|\s)(?:is|are|was|run|runs|running)\s+(?:a|an|the)?\s*((?:\p{Ll}[\p{L}'’-]*\s+){0,3})$/u
      .exec(sentence.slice(0, at));
  const after =
    /^((?:\s+\p{Ll}[\p{L}'’-]*){0,2}?)\s+(?:league|circuit|series|tour|competition|championship)(?![\p{L}])/u
      .exec(sentence.slice(at + sport.length));
  if (!before || !after) return sport;
  const words = before[1].trim().split(/\s+/).filter(Boolean);
  // (And an adverb of one: "the only fully professional hurling competition".)
  while (words.length && (RANK_WORD.test(words[0]) || /\p{L}{2}ly$/u.test(words[0]))) {
    words.shift();
  }
  return [...words, sentence.slice(at, at + sport.length)].join(" ") + after[1];
}

const DEFINED_SPORT =
  /(?:^|[,;:])\s*(\p{Lu}[\p{L}'’-]+(?:[\s-]\p{Ll}[\p{L}'’-]+)?)\s+is\s+((?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+(?:\s+[\p{L}-]+)?)/u;
/** A sentence telling two bodies apart: "so you don't mix us up", "a different organisation". */
const TOLD_APART =
  /\b(?:mix(?:es|ed|ing)?\s+(?:us|them|the two|it|things)\s+up|mix(?:es|ed|ing)?\s+up\s+(?:us|the two)|confus(?:e|es|ed|ing)\s+(?:us|the two|them)|not to be confused|different\s+(?:organi[sz]ation|league|body|outfit|club|association)|nothing to do with us)\b/i;

/** A word for a league or a body, none for a sport: "league", "tour", "federation". */
const BODY_WORD =
  /(?<![\p{L}])(?:league|series|tour|circuit|competition|championship|cup|club|federation|association)(?![\p{L}])/iu;

/**
 * A sport named by what it is in apposition: "kokawa, the traditional Hausa wrestling of
 * Northern Nigeria", "oodarysh — horseback wrestling", "Chidaoba, Georgian folk wrestling".
 */
const APPOSED_SPORT =
  /(?:^|[\s,;:(])(?!(?:for|in|of|and|the|to|with|at|by|on|is|are|was)\s)(\p{L}[\p{L}'’-]{2,})\s*(?:,|\s[—–])\s+((?:the\s+|a\s+)?(?:[\p{L}-]+\s+){0,3}?(?:traditional|folk|ancient|indigenous|horseback)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/gu;

/** What a yes/no field is about, to find its sentences in an answer about two things. */
const CONCEPT: Partial<Record<QuestionnaireField, RegExp>> = {
  integrity_program: /integrit|match[- ]?fixing|monitor|code of conduct|betting pattern/i,
  anti_doping_policy: /dop(?:ing|e)|wada|nada|drug|tested|testing/i,
  has_official_data_feed: /feed|\bdata\b|\bapi\b|scor|live/i,
};

/**
 * The same things named in Russian, Ukrainian, Bulgarian, Serbian, Macedonian, Romanian, Turkish
 * and Estonian sentences ("Антидопінгові правила … діють", "програми доброчесності у нас немає",
 * "офіційного live-фіду немає", "dürüstlük programımız yok", "veri akışı").
 */
const CONCEPT_EAST: Partial<Record<QuestionnaireField, RegExp>> = {
  integrity_program: /интегрит|інтегріт|доброчесн|честност|чесніст|dürüstlük|integritat|ausus/iu,
  anti_doping_policy: /допинг|допінг|doping/iu,
  has_official_data_feed: /фид|фід|данн|даних|данни|податоц|подац|veri|date live|andme/iu,
};

/** Whether a text names what a yes/no field is about, in any language of the two lists. */
const namesConcept = (field: QuestionnaireField, text: string) =>
  Boolean(CONCEPT[field]?.test(text) || CONCEPT_EAST[field]?.test(text));

/**
 * "Integrity and anti-doping? (a) Integrity – no formal programme (b) Anti-doping – NA": of two
 * yes/no things one label asks about, each is answered by its own sentences. (Not a table's row
 * of two cells: "Integrity partner | n/a | Anti-doping policy | ☒ Yes".)
 */
const alsoAsked = (label: string, first: QuestionnaireField, other: QuestionnaireField) =>
  (FIELDS[first].kind === "bool" && FIELDS[other].kind === "bool" && !/[\t|]/.test(label) &&
    namesConcept(other, label)) ||
  // ("Season start month / length | Arranca en octubre y son 6 meses": the start and the length.)
  (first === "season_start_month" && other === "season_length_weeks" && LENGTH_WORD.test(label));

/** A label's word for a length: "Season start / Season length", "inicio y duración". */
const LENGTH_WORD =
  /(?<![\p{L}])(?:length|long|duration|durée|duración|duração|durata|dauer|länge|lengde|längd|varighed|pituus|kestus)(?![\p{L}])/iu;

/** A question for who does something ("Who monitors integrity?", "¿Quién …?", "Wer …?"). */
const WHO =
  /^\W*(?:q?\d{1,2}[.)]\s*)?[¿¡]?(?:who|which (?:body|organi[sz]ation|agency|company|partner)|quién|quien|quem|wer|qui|chi|kto|kdo|vem|hvem|kuka)(?![\p{L}])/iu;

const NUMERIC = new Set(["int", "number", "money", "percent", "latency", "years", "year", "weeks"]);

/**
 * The value is of another type than the field: names where a figure was asked for, or a bare
 * figure where names were. Only then is a label's weaker reading tried ("Which broadcasters
 * carry your events?" names events too, but answers with names).
 */
/** An answer that opens with yes or no, in the languages questionnaires arrive in. */
const YES_OR_NO = /^(yes|no|ja|nein|sí|si|oui|non|sim|não|igen|nem|áno|ano|nie|da|ne)(?![\p{L}])/iu;

function mismatch(field: QuestionnaireField, value: string): boolean {
  // ("Integrity programme / monitoring partner: Yes, since 2023 …": a yes answers the programme.)
  if (field === "integrity_partner" && YES_OR_NO.test(value.trim())) return true;
  const numeric = NUMERIC.has(FIELDS[field].kind);
  // "Verzögerung des Live-Datenfeeds: eher 8 Sekunden als 5": a time answers no yes/no.
  if (
    FIELDS[field].kind === "bool" &&
    /^\W*(?:\p{L}+\s+)?\d[\d.,]*\s*(?:ms|s|secs?|seconds?|sek\.?|sekunden|secondi|segundos|secondes)(?![\p{L}])/iu
      .test(value)
  ) return true;
  const hasNumber = numberMentions(value).length > 0;
  // "Attendance growth: +7%": a share answers a field of shares, not a count.
  // (After a hedge too: "ok. 8 %", "kb. 20%".)
  if (
    /^\s*(?:\p{L}{1,6}\.?\s+)?[+-]?\d[\d.,]*\s*(?:%|per\s?cent\b|procent|prozent|prosentti)/iu.test(
      value,
    ) &&
    FIELDS[field].kind !== "percent"
  ) return true;
  // "Real-time data delay: usually 2-3 seconds", "即時數據延遲：約2～3秒": a time answers no
  // yes/no question, whatever words of one the label has.
  if (FIELDS[field].kind === "bool" && parseBool(value) === null && parseLatency(value)) {
    return true;
  }
  // ("800 concurrent viewers" is a count, not a name: it answers a list of names as little.)
  return numeric ? !hasNumber : /^[\s\d.,%$€£+-]+$/.test(value) ||
    (FIELDS[field].kind === "list" &&
      /^\s*(?:about|around|approx\.?|roughly|some|c\.|ca\.?|~)?\s*\d[\d.,]*\s*(?:k|m|million|thousand)?\s+\p{Ll}/iu
        .test(value));
}

/** A label read with its section's name; failing that, alone. */
function sectionRank(c: Candidate, question: boolean) {
  const ranked = rankLabel(c.label, { mustUse: c.mustUse, question });
  if (ranked.length || !c.sectioned) return ranked;
  const own = rankLabel(c.sectioned, { question });
  if (own.length || c.headed) return own;
  // "players: rostered: 224": a key that only qualifies its section answers the section's
  // field, less surely.
  const section = c.label.slice(0, c.label.length - c.sectioned.length).trim();
  return rankLabel(section).map((m) => ({ ...m, score: round2(m.score * 0.9) }));
}

/** A word that joins, points or says, no part of a count's noun: "per", "the", "are". */
const LINK_WORD =
  /^(?:per|each|every|a|an|the|of|in|at|on|for|to|from|with|and|or|but|so|are|is|was|were|who|that|which)$/;

/**
 * A count names what it counts: "About 160 registered riders" answers how many athletes, even
 * under a question about teams; "6 tournaments a year" how many events.
 */
function countedField(field: QuestionnaireField, value: string): QuestionnaireField | null {
  const kind = FIELDS[field].kind;
  if (kind !== "int" && kind !== "number") return field;
  const first = numberMentions(value)[0];
  if (!first || first.index > 40) return field;
  // ("38 registered bull camps": a third word of the noun's own is its head.)
  const words = value.slice(first.end).trim().split(/\s+/);
  const head = words.length >= 3 && words.slice(0, 3).every((w) => /^\p{Ll}+$/u.test(w)) &&
    !words.slice(0, 3).some((w) => LINK_WORD.test(w));
  const noun = words.slice(0, head ? 3 : 2).join(" ");
  // ("300 to 500 round the ring": "round" before an article is where, no noun.)
  if (/^(?:round|around)\s+(?:the|our|a|an)$/i.test(noun)) return field;
  // "Spectators per match: 62.000 (streaming)": an audience counted online is the stream's.
  if (field === "average_attendance" && /\b(stream\w*|online|on-line|en línea)\b/i.test(noun)) {
    return "average_stream_viewers";
  }
  // ("Social media followers: Facebook group 3,200 members": a group's members follow it.)
  if (
    field === "social_followers" &&
    /(?<![\p{L}])(?:facebook|instagram|tiktok|whatsapp|telegram|youtube|twitter|group|page)(?![\p{L}])/iu
      .test(value.slice(0, first.index))
  ) return field;
  const named = rankLabel(noun)[0];
  // "Every bout: one referee and three judges" under an audience heading: the figure counts
  // what its noun names, which is no count at all.
  if (named && named.score >= 0.9 && /^\p{L}/u.test(noun) && FIELDS[named.field].kind === "text") {
    return null;
  }
  // An audience the label names stays that audience ("Average stream viewers: 2,500
  // spectators connected"): the noun says who watches, not where.
  if (named && AUDIENCES.has(field) && AUDIENCES.has(named.field)) return field;
  return named && named.score >= 0.75 && ["int", "number"].includes(FIELDS[named.field].kind) &&
      !/(?<![\p{L}])(?:per|each|every)(?![\p{L}])/u.test(noun)
    ? named.field
    : field;
}

/** "How many …", "Number of …", in the corpus's languages: what a question counts. */
const HOW_MANY =
  /(?<![\p{L}])(?:how many|how much|number of|no\.? of|cu[aá]nt[oa]s|quant[oa]s|quant[ie]|wie viele|anzahl(?: der| an)?|combien de|nombre de|hoeveel|hvor mange|hur många|kuinka monta|ile|jumlah)\s+((?:[\p{L}'’-]+\s*){1,3})/iu;
/** What people are counted as, whatever the field: the label's other words say which. */
const ANYONE =
  /^(people|persons|fans|spectators|visitors|viewers|watchers|years|weeks|months|times|personas|pessoas|persone|personnes|Personen|Leute|mensen|personer|osób)$/iu;

/**
 * Whether a question's counted noun ("How many volunteers …") can be the field's: it names
 * the field, or it is people or time, which the rest of the label qualifies.
 */
function countsField(label: string, field: QuestionnaireField): boolean {
  if (!["int", "number"].includes(FIELDS[field].kind)) return true;
  const m = HOW_MANY.exec(label);
  if (!m) return true;
  const words = m[1].trim().split(/\s+/);
  if (ANYONE.test(words[0])) return true;
  for (let n = 1; n <= words.length; n++) {
    if (rankLabel(words.slice(0, n).join(" ")).some((r) => r.score >= 0.7)) return true;
  }
  return false;
}

/** A JSON document as text, for its currency; a cycle (from a careless caller) is none. */
function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value).slice(0, MAX_TEXT);
  } catch {
    return "";
  }
}

/** Whether the schema accepts the value for the field (range, length, count). */
const fits = (field: QuestionnaireField, value: unknown) =>
  Questionnaire.shape[field].safeParse(value).success;

/**
 * Bounds no league's answer goes past, tighter than the schema's: 3,000 "match days" a season
 * are spectators, 400 "weeks" a season a misread; no audience is of fewer than five ("KBC
 * Channel 1 shows …" names a channel, not a count).
 */
const LIKELY: Partial<Record<QuestionnaireField, [number, number]>> = {
  events_per_season: [0, 1_000],
  contests_per_event: [0, 1_000],
  season_length_weeks: [0, 53],
  // (A live feed ten minutes late is none: "2201 S. Polk St." read as 2,201 seconds.)
  data_latency_ms: [0, 600_000],
  // (No league's revenue is under a hundred dollars: "฿ 14.5" with its scale unread.)
  annual_revenue_usd: [100, Infinity],
  sponsorship_revenue_usd: [100, Infinity],
  average_attendance: [5, Infinity],
  annual_viewership: [5, Infinity],
  average_stream_viewers: [5, Infinity],
  social_followers: [5, Infinity],
};
// (A sentence is no person's name: "W sprawie współpracy proszę kontaktować się bezpośrednio
// ze mną" hands on to the writer, whom the signature names.)
const likely = (field: QuestionnaireField, value: unknown) =>
  typeof value === "string"
    ? (field !== "contact_name" ||
      (value.trim().split(/\s+/).length <= 6 && !GREETING_NAME.test(value) &&
        // (A sentence is no name: "Kindly correspond with the undersigned".)
        // ("Contact is undersigned": a short verb counts too.)
        (value.match(/(?<![\p{L}])\p{Ll}{2,}(?![\p{L}])/gu) ?? []).filter((w) =>
            !/^(?:van|von|der|den|dos|das|del|della|de|da|di|du|do|la|le|al|el|bin|binti|bint|ibn|ben|ter|af|zu)$/
              .test(w)
          ).length < 2)) &&
      // (Nor are words in lower case a league's name: "respuestas complementarias"; nor a
      // figure and its noun: "Unsere Liga besteht aus 12 Mannschaften.")
      (field !== "league_name" ||
        !/^[\p{Ll}\s'’-]+$|^\d[\d.,'’]*\s+\p{L}+\.?$/u.test(value.trim()))
    : typeof value !== "number" ||
      (value >= (LIKELY[field]?.[0] ?? -Infinity) && value <= (LIKELY[field]?.[1] ?? Infinity));

/** A letter's greeting is no name: "Dear Sir", "Hello team". */
const GREETING_NAME = /^(?:dear|hi|hello|hey|good (?:morning|afternoon|evening)|greetings)\b/i;

/** A broadcaster's verb of showing and what follows it ("viser finalestoppet"). */
const SHOWS_TAIL =
  /\s+(?:shows|airs|televises|broadcasts|carries|viser|sender|sänder|visar|zeigt|überträgt|sendet|diffuse|retransmet|transmite|emite|trasmette|manda in onda|toont|zendt|näyttää|lähettää)(?:\s+\p{Ll}[\p{L}\s-]*)?$/u;
/** A line about a live data feed, in the languages questionnaires arrive in. */
const LIVE_FEED =
  /(?:data[- ]?feed|live[- ]?(?:data|scor\w*|feed|daten)|datafeed|datasyöte|flux de données|feed de datos|datos en vivo|dati live|Datenfeed|Live-Daten)/i;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Full-width ASCII ("：", "？", "（", "１６", "ＮＴ＄") as ASCII, one character for one. */
export const halfWidth = (text: string) =>
  text.replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    // "民國104年" (Taiwan's Minguo calendar, from 1912): the year as 2015, kept as long as
    // written (a word joiner fills the place of the character it saves).
    .replace(/民[國国](\d{2,3})(?=\s?年)/g, (_, y) => {
      const year = String(Number(y) + 1911);
      return "\u2060".repeat(2 + y.length - year.length) + year;
    })
    // "พ.ศ. 2555", "ปี 2560", "ฤดูกาล 2569", "3 มีนาคม 2569": a Buddhist-era year of Thai,
    // 543 years ahead, as the Common Era's (ค.ศ.).
    .replace(
      /(พ\.ศ\.|ปี|ฤดูกาล|คม|ยน|พันธ์)(\s?)(2[45]\d\d)(?!\d)/gu,
      (_, before, space, y) => `${before === "พ.ศ." ? "ค.ศ." : before}${space}${Number(y) - 543}`,
    );
const squashed = (text: string) => text.replace(/\s+/g, " ").trim();

export interface ExtractOptions {
  /** The current year, for "since 2012" as a number of years. */
  year?: number;
}

/**
 * JSON objects written whole in a text, each from a line "{" to its line "}" at the margin (how a
 * JSON export is pretty-printed), that parse; at most a few, within the nesting limit.
 */
function jsonBlocks(text: string): { text: string; value: unknown }[] {
  const out: { text: string; value: unknown }[] = [];
  // (In one pass over the margin's braces: each "{" with the first "}" after it.)
  let start = -1;
  for (const m of text.matchAll(/^([{}])[ \t]*$/gm)) {
    if (m[1] === "{") {
      if (start < 0) start = m.index;
      continue;
    }
    if (start < 0) continue;
    const block = text.slice(start, m.index + m[0].length);
    start = -1;
    if (nestedTooDeeply(new TextEncoder().encode(block))) continue;
    try {
      const value = JSON.parse(block);
      if (value && typeof value === "object") out.push({ text: block, value });
    } catch {
      // Not JSON after all: read as the text it is.
    }
    if (out.length >= 3) break;
  }
  return out;
}

/**
 * "Starts November, 8 weeks, 12 dangal days, 14 bouts per dangal": a cell of three parts or more,
 * two of them a figure with its noun, is a note of its own, read as prose too.
 */
function figuresCounted(value: string): boolean {
  const parts = value.split(/,\s/);
  return parts.length >= 3 && parts.filter((part) => /\d\s*\p{L}{3,}/u.test(part)).length >= 2;
}

export function extractQuestionnaire(
  input: { text: string; json?: unknown },
  options: ExtractOptions = {},
): Extraction {
  const isJson = input.json !== undefined && input.json !== null;
  const written = typeof input.text === "string" ? input.text.slice(0, MAX_TEXT) : "";
  // "聯絡電話：(04) 2358-7712", "賽季何時開始？", "１６隊": Chinese, Japanese and Korean write
  // punctuation and figures full width; they are read as their ASCII forms (one character for
  // one, so the evidence is found again as written). Years of other calendars are read as
  // the Common Era's.
  const text = halfWidth(written);
  // A JSON export inside the text (an e-mail's attachment, "----- Attachment: export.json -----"
  // over it) is read as JSON, its keys and values, and not again as lines.
  const embedded = isJson ? [] : jsonBlocks(text);
  const all = isJson ? [] : unnested(unwrapped(oneAnswerALine(markedAnswers(linesOf(
    embedded.reduce((t, block) => t.replace(block.text, block.text.replace(/[^\n]/g, "")), text),
  )))));
  const lines = isJson ? jsonProse(input.json) : typedIntoQuote(withoutQuotedOriginal(all));
  const money = currencyContext(isJson ? jsonText(input.json) : text);
  const layout = isJson
    ? { candidates: jsonCandidates(input.json), form: new Set<Line>() }
    : candidatesOf(lines);
  // Lines of the form are read once, as the form; the rest is prose.
  // (They keep what they wrote, to tell the numbering of the rows around them.)
  const prose = lines.map((l) =>
    layout.form.has(l) ? { ...l, text: "", written: l.written ?? l.text } : l
  );
  // (The asker's letterhead over its form: none of its lines answers.)
  const head = isJson ? new Set<Line>() : askerHead(lines);
  const candidates: Candidate[] = [
    ...layout.candidates.filter((c) => !head.has(c.at)),
    ...embedded.flatMap((block) => jsonCandidates(block.value)),
    ...answersByNumber(all, lines),
    ...proseCandidates(prose),
    ...proseBooleans(prose),
    ...proseLists(prose),
    ...proseFacts(prose, options.year),
  ];
  // A terse note's line read as a label and its last figure ("kausi alkaa toukokuussa, kestää
  // 5 kk") states more before that figure: its sentence is read as prose too, after the rest.
  // (So does a sentence read as a label and its figure: "Unsere Liga besteht aus 12
  // Mannschaften.")
  const notes = layout.candidates.filter((c) =>
    (c.via === "inline" &&
      (/,\s/.test(c.label) ||
        (/[.!]\s*$/.test(c.value) && c.label.trim().split(/\s+/).length >= 3))) ||
    ((c.via === "table" || c.via === "label") && figuresCounted(c.value))
  )
    .flatMap((c) => [{ ...c.at, text: c.at.text }, { ...c.at, text: "" }]);
  candidates.push(
    ...proseCandidates(notes),
    ...proseLists(notes),
    ...proseFacts(notes, options.year),
  );
  // A letter's postscript ("P.S. … the rounds are seven, not six") corrects the letter: its
  // sentences win over the letter's of equal footing.
  // (A sentence is found by its words: a paragraph of a PDF may start long before it.)
  // ("П.П. Поправка: …", "П.С.": the Bulgarian and Russian postscript.)
  const ps = lines.findIndex((l) => /^\s*(?:P\.\s?S\.|PS:|П\.\s?[ПС]\.)/.test(l.text));
  const squash = (text: string) => text.replace(/\s+/g, " ").trim();
  const postscript = ps < 0 ? "" : squash(lines.slice(ps).map((l) => l.text).join(" "));
  const inPostscript = (text: string | undefined) =>
    !!postscript && !!text && postscript.includes(squash(text).slice(0, 60));
  // (The league's own earlier message passed on below the reply: its figures yield to the
  // reply's, "de gælder frem for dem længere nede".)
  const older = isJson ? -1 : ownEarlier(lines);
  const isOlder = (at: Line) =>
    older >= 0 && at.page === lines[older].page && at.line >= lines[older].line;
  const fields: Record<string, unknown> = {};
  const confidence: Partial<Record<QuestionnaireField, number>> = {};
  const evidence: Partial<Record<QuestionnaireField, Evidence>> = {};
  const conflicts = new Set<QuestionnaireField>();
  /** The label each field's answer was read under. */
  const labelOf = new Map<QuestionnaireField, string>();
  const unmatched: string[] = [];
  const record = (
    field: QuestionnaireField,
    parsed: Parsed<unknown>,
    score: number,
    c: Pick<Candidate, "at" | "via" | "path" | "source"> & { label?: string },
  ): false | "held" | "lost" => {
    if (isOlder(c.at)) score = round2(score * 0.9);
    // "TeleMantova per le dirette TV, YouTube per lo streaming": each name to the field its
    // role says, without the role.
    if (
      (field === "broadcast_partners" || field === "streaming_platforms") &&
      Array.isArray(parsed.value) && (parsed.value as string[]).some((i) => MEDIA_ROLE.test(i))
    ) {
      const roles = Map.groupBy(parsed.value as string[], (item) => {
        const role = MEDIA_ROLE.exec(item)?.[1];
        return !role
          ? field
          : STREAM_WORD.test(role)
          ? "streaming_platforms"
          : "broadcast_partners";
      });
      let kept: "held" | "lost" | false = false;
      for (const [own, items] of roles) {
        const names = items.map((item) => item.replace(MEDIA_ROLE, "").trim()).filter(Boolean);
        if (own !== field) record(own, { ...parsed, value: names }, score, c);
        else kept = record(own, { ...parsed, value: names }, score, c);
      }
      return kept;
    }
    // YouTube, Twitch or Facebook Live is where a league streams, not a broadcaster.
    if (field === "broadcast_partners" && Array.isArray(parsed.value)) {
      const items = parsed.value as string[];
      const streams = items.filter((item) => STREAM_ONLY.test(item.trim().replace(LIVE_ON, "")));
      if (streams.length) {
        const names = streams.map((item) => item.trim().replace(LIVE_ON, ""));
        record("streaming_platforms", { ...parsed, value: names }, round2(score * 0.95), c);
        const rest = items.filter((item) => !streams.includes(item));
        if (!rest.length) return false;
        parsed = { ...parsed, value: rest };
      }
    }
    // "Nuestras regatas se celebran en España y en Francia": a country is no venue; where
    // the events are held in countries, those are the markets.
    if (field === "venues" && Array.isArray(parsed.value)) {
      const places = (parsed.value as string[]).filter((item) => !isCountry(item));
      if (!places.length) {
        record("markets", parsed, round2(score * 0.9), c);
        return false;
      }
      parsed = { ...parsed, value: places };
    }
    // ("Region / markets …: Nepal, India, Qatar, Malaysia", "Bangladesh only at present":
    // countries listed, or one country hedged, are no region as such. "Region: United States"
    // names the form's region.)
    if (field === "region" && typeof parsed.value === "string") {
      const bare = parsed.value.replace(/\s+(?:only|mainly|mostly)(?![\p{L}]).*$/iu, "");
      const items = bare.split(/\s*(?:,|\/|&|\band\b)\s*/).filter(Boolean);
      if (
        (items.length > 1 || bare !== parsed.value) && items.every((item) => isCountry(item))
      ) return false;
    }
    if (!fits(field, parsed.value) || !likely(field, parsed.value)) return false;
    // "LIGA NACIONAL DE PETECA – LNP": the short form after the name is no answer for it.
    if (
      field === "league_name" && /^[\p{Lu}\d]{2,6}$/u.test(String(parsed.value)) &&
      /(?<![\p{L}])(liga|lega|ligue|league|series|tour)(?![\p{L}])/iu.test(c.label ?? "")
    ) return false;
    const previous = confidence[field];
    const proof: Evidence = {
      text: (c.at.written ?? c.source ?? c.at.text).trim().slice(0, 300),
      ...(c.via === "json" || (c.via === "qa" && c.at.line === 0)
        ? { path: c.path }
        : { page: c.at.page, line: c.at.line }),
      via: c.via,
      ...(parsed.range ? { range: parsed.range } : {}),
      ...(parsed.original ? { original: parsed.original } : {}),
    };
    if (previous === undefined) {
      fields[field] = parsed.value;
      confidence[field] = score;
      evidence[field] = proof;
      labelOf.set(field, c.label ?? "");
    } else if (JSON.stringify(fields[field]) !== JSON.stringify(parsed.value)) {
      // Two answers disagree: keep the better-founded one (the first if equally), trust it
      // less, unless one is only a sentence against a labelled answer.
      if (Math.abs(score - previous) < 0.15) conflicts.add(field);
      // "revenue_2024" / "revenue_2025", "Attendance 2024" / "Attendance 2025": of answers
      // labelled with years, the latest year's.
      const yearOf = (label: string) =>
        Number(/(?:^|\D)((?:19|20)\d\d)(?!\d)/.exec(label)?.[1] ?? 0);
      // (Of one thing: "revenue2025" and "budget2026" are a year's fact and the next's plan.)
      const thing = (label: string) =>
        tokens(label.replace(/(?:19|20)\d\d/g, " ")).filter((t) => !/\d/.test(t)).join(" ");
      const later = yearOf(c.label ?? "") > yearOf(labelOf.get(field) ?? "") &&
        yearOf(labelOf.get(field) ?? "") > 0 && Math.abs(score - previous) < 0.15 &&
        thing(c.label ?? "") === thing(labelOf.get(field) ?? "");
      const corrects = c.via === "prose" && inPostscript(c.source) &&
        !inPostscript(evidence[field]?.text) && score >= previous * 0.6;
      // ("Kleine correctie: het zijn 23 maatschappijen, niet 22": a sentence that says it
      // corrects, over an answer that does not.)
      const amends = c.via === "prose" && CORRECTION_WEST.test(c.source ?? "") &&
        !CORRECTION_WEST.test(evidence[field]?.text ?? "") && score >= previous * 0.6;
      // (And a correction read first, in a cover note over its attachment, stays: the answer it
      // corrects comes after it.)
      const amended = evidence[field]?.via === "prose" &&
        CORRECTION_WEST.test(evidence[field]?.text ?? "") &&
        !CORRECTION_WEST.test(c.source ?? "") &&
        previous >= score * 0.6;
      // ("Tel: +94 11 243 7710 | Mobile: +94 77 341 8826": a person's mobile before the office's
      // line.)
      const mobile = field === "contact_phone" && MOBILE.test(c.label ?? "") &&
        !MOBILE.test(labelOf.get(field) ?? "") && score >= previous - 0.05;
      if ((score > previous && !amended) || later || corrects || amends || mobile) {
        fields[field] = parsed.value;
        confidence[field] = score;
        evidence[field] = proof;
        labelOf.set(field, c.label ?? "");
      } else return "lost";
    }
    return "held";
  };

  /**
   * Viewers asked about, answered in sentences of one event's audience and the season's ("ETV2
   * average for the 2025 stages was 38 000 viewers, the final peaked at 71 000. Whole 2025
   * season together was ~310 000."): each sentence to its field; a peak or a final to none.
   */
  const audienceSentences = (c: Candidate, score: number) => {
    const found = new Map<QuestionnaireField, [Parsed<unknown>, string]>();
    // (Or clauses: "45,000 per event; 540,000 across the season", "6,000 views per round
    // (YouTube), 72,000 for the season".)
    for (const sentence of c.value.split(/(?<=[.!?])\s+(?=\p{Lu})|(?<=;)\s*|,\s+(?=\d)/u)) {
      const typical = typicalPart(sentence);
      // (Nor last season's: "The 6,500 was last season's number.")
      if (
        !numberMentions(typical).length || ATYPICAL.test(typical) ||
        /\b(last|previous|prior)\s+(season|year)/i.test(typical)
      ) continue;
      const season = PER_SEASON.test(typical);
      const event = PER_EVENT.test(typical);
      if (season === event) continue;
      const field = season ? "annual_viewership" : "average_stream_viewers";
      const parsed = parseValue(field, typical, c.label, money);
      if (parsed && fits(field, parsed.value) && !found.has(field)) {
        found.set(field, [parsed, sentence]);
      }
    }
    if (found.size < 2) return false;
    for (const [field, [parsed, sentence]] of found) {
      record(field, parsed, round2(score * parsed.quality * VIA_CONFIDENCE[c.via] * 0.95), {
        ...c,
        source: sentence,
      });
    }
    return true;
  };

  /**
   * A question about two or three things answered in sentences, each naming its thing
   * ("Annual revenue and sponsorship?" — "Revenue 2025 AED 58.7m. Sponsorship USD 9.4m."):
   * each sentence to the asked field its words name.
   */
  const namedSentences = (c: Candidate, named: LabelMatch[]) => {
    if (named.length < 2) return false;
    const found = new Map<QuestionnaireField, [Parsed<unknown>, string]>();
    let declined = false;
    // (Sentences in lower case too: "6 tournaments a year. bouts depends on entries"; not
    // after initials: "112 N.S. Road".)
    for (
      const sentence of c.value.split(
        /(?<=(?<!(?:^|[\s.])\p{Lu})[.!?])\s+(?=\p{Lu})|(?<=\p{L}{3,}[.!?])\s+(?=\p{Ll})/u,
      )
    ) {
      if (sentence.trim().endsWith("?")) continue;
      // ("Office: Lathial Bhaban, 112 N.S. Road": a sentence with a label of its own is named
      // by the label.)
      const own = /^([^:\d]{2,30}):\s*(\S.*)$/u.exec(sentence.trim());
      const words = (own?.[1] ?? sentence).replace(/[\d.,]+\s*\p{L}{0,2}\b/gu, " ");
      // (A sentence's other words are phrasing: "No contamos con un programa formal de
      // integridad" names the integrity programme, read as a question is, for a yes or a no.)
      const asked = (m: LabelMatch) => named.some((n) => n.field === m.field);
      const field = (rankLabel(words).find(asked) ??
        rankLabel(words, { question: true }).find((m) =>
          asked(m) && FIELDS[m.field].kind === "bool"
        ))?.field;
      if (!field || found.has(field)) continue;
      if (NON_ANSWER.test(sentence)) declined = true;
      const parsed = parseValue(field, sentence, c.label, money);
      if (parsed && fits(field, parsed.value)) found.set(field, [parsed, sentence]);
    }
    // Amounts asked together: one sentence answers the amount it names, the other is left
    // unanswered ("Annual revenue of CAD 2.9 million. We would rather not split out
    // sponsorship."). So does a sentence that declines to answer the thing it names ("No
    // integrity program, never been an issue. Not sure on anti-doping, you'd have to ask PDGA.").
    const amounts = named.every((m) => FIELDS[m.field].kind === "money");
    if (found.size < (amounts || declined ? 1 : 2)) return false;
    for (const [field, [parsed, sentence]] of found) {
      record(field, parsed, round2(0.85 * parsed.quality * VIA_CONFIDENCE[c.via]), {
        ...c,
        source: sentence,
      });
    }
    return true;
  };

  /**
   * "Annual revenue and sponsorship?" answered with one amount: the amount is what the answer's
   * words call it — the total ("45 000 zł a year all together", "turnover of …") or the
   * sponsorship ("sponsors bring in …"); an amount the answer does not name answers neither.
   */
  const revenueOrSponsorship = (c: Candidate, named: LabelMatch[]) => {
    const asked = new Set(named.map((m) => m.field));
    if (!asked.has("annual_revenue_usd") || !asked.has("sponsorship_revenue_usd")) return false;
    const amounts = numberMentions(c.value).filter((m) => formOf(c.value, m) === "money");
    if (amounts.length !== 1) return false;
    const total =
      /\b(all together|altogether|in total|total|overall|combined|everything|all in|incl\w*|turnover|revenue|income|budget)\b/i
        .test(c.value);
    const sponsors = /\bsponsor/i.test(c.value);
    const field = total ? "annual_revenue_usd" : sponsors ? "sponsorship_revenue_usd" : undefined;
    const amount = c.value.slice(Math.max(0, amounts[0].index - 6));
    const parsed = field && parseValue(field, amount, c.label, money);
    if (field && parsed && fits(field, parsed.value)) {
      record(field, parsed, round2(0.85 * parsed.quality * VIA_CONFIDENCE[c.via]), c);
    }
    return true;
  };

  /**
   * A question about two or three things answered in as many parts ("When was it founded and
   * where is it based?" — "2016, Gdańsk"): each part to the field it fits, figures first.
   */
  const compound = (c: Candidate, ranked: LabelMatch[]) => {
    // ("Integrity programme / anti-doping?": two things, where a slash parts two fields, not
    // one field's two languages.)
    const slashed = c.label.split(/\s\/\s/).map((part) => rankLabel(part)[0]);
    // (Or three: "Officiating / integrity / anti-doping".)
    const slashedFields = slashed.length <= 3 && slashed.length >= 2 &&
      slashed.every((m) => m && m.score >= 0.9) &&
      new Set(slashed.map((m) => m!.field)).size === slashed.length;
    if (!slashedFields && !/\s(and|y|e|et|und|og|och|i|&)\s/i.test(c.label)) return false;
    let named = ranked.filter((m) => m.score >= 0.75).slice(0, 3);
    // ("¿Tienen programa de integridad y política antidopaje?": each part names its own field,
    // though the whole names neither well.)
    if (named.length < 2) {
      const parts = c.label.split(/\s(?:and|y|e|et|und|og|och|i|&)\s/i).map((part) =>
        rankLabel(part)[0]
      );
      const each = parts.filter((m): m is LabelMatch => !!m && m.score >= 0.75);
      if (each.length === parts.length && new Set(each.map((m) => m.field)).size === each.length) {
        named = each.slice(0, 3);
      }
    }
    // A part that names what it counts answers that ("Eight clubs take part, with 112
    // registered players": the clubs are the teams, whatever the question's order).
    const own = (part: string) => {
      const noun = rankLabel(part.replace(/[\d.,]+/g, " "))[0];
      return noun && noun.score >= 0.7 && named.some((m) => m.field === noun.field)
        ? noun.field
        : undefined;
    };
    // "• 16 barangay teams (we had 12 last season)" / "• 224 registered players, 14 per team":
    // an answer in bullets, each bullet's first clause to the field its noun names.
    const bullets = c.value.split(/(?:^|\s)[•▪◦]\s+/).map((item) =>
      item.replace(/\s*\([^)]*\)?/g, "").split(/[,;]\s/)[0].trim()
    ).filter(Boolean);
    if (named.length >= 2 && bullets.length >= 2) {
      const done = new Set<QuestionnaireField>();
      for (const item of bullets) {
        const field = own(item);
        const parsed = field && !done.has(field) && parseValue(field, item, c.label, money);
        if (!field || !parsed || !fits(field, parsed.value)) continue;
        done.add(field);
        record(field, parsed, round2(0.85 * parsed.quality * VIA_CONFIDENCE[c.via]), c);
      }
      if (done.size) return true;
    }
    // (Not a short word's abbreviation: "XML bzw. CSV, Verzögerung ca. 5 Sekunden".)
    const sentences =
      /(?<!(?:^|[\s(])(?:bzw|ca|cca|approx|aprox|env|etc|inkl|incl|usw|resp|vs|ggf|evtl|tj|tzn|np))[.!?]\s/iu
        .test(c.value);
    if (sentences && namedSentences(c, named)) return true;
    if (revenueOrSponsorship(c, named)) return true;
    // "Betting partners and legal betting markets?" — "Nil. Betting is prohibited in Pakistan.":
    // a bare none first answers the first thing asked, when that is a list.
    const none = /^\W*([^.!?;,]{1,12})[.!?;,]/u.exec(c.value);
    if (sentences && none && NOTHING.test(none[1].trim()) && /^\p{L}+\.?$/u.test(none[1].trim())) {
      const first = rankLabel(c.label.split(/\s(?:and|y|e|et|und|og|och|i|&)\s|\s\/\s/i)[0])[0];
      if (first && first.score >= 0.9 && FIELDS[first.field].kind === "list") {
        record(first.field, { value: [], quality: 0.9 }, round2(0.8 * VIA_CONFIDENCE[c.via]), c);
        return true;
      }
    }
    if (sentences) return false;
    const parts = c.value.replace(/\s*\([^)]*\)/g, "").split(/\s*[;,]\s+|\s[-–—]\s/).map((p) =>
      p.trim()
    )
      .filter(Boolean);
    const words = (f: QuestionnaireField) => ["text", "list"].includes(FIELDS[f].kind);
    // "Name of your league and sport?" — "Pomorska Liga Armwrestlingu - armwrestling": the
    // part that is a sport, and the name.
    const sport = parts.findIndex((p) => sportsIn(p).some((f) => f.sport.length === p.length));
    if (
      named.length === 2 && parts.length === 2 && sport >= 0 &&
      named.some((m) => m.field === "sport") && named.some((m) => m.field === "league_name")
    ) {
      for (const [field, part] of [["sport", parts[sport]], ["league_name", parts[1 - sport]]]) {
        const parsed = parseValue(field as QuestionnaireField, part, c.label, money);
        if (parsed) record(field as QuestionnaireField, parsed, 0.8 * VIA_CONFIDENCE[c.via], c);
      }
      return true;
    }
    // Parts as many as the things asked, and of different kinds (a year and a place).
    if (named.length < 2 || parts.length !== named.length || named.every((m) => words(m.field))) {
      return false;
    }
    const order = [...named.filter((m) => !words(m.field)), ...named.filter((m) => words(m.field))];
    const used = new Set<number>();
    const found: [QuestionnaireField, Parsed<unknown>][] = [];
    for (const [k, part] of parts.entries()) {
      const field = own(part);
      if (!field || found.some(([f]) => f === field)) continue;
      const parsed = parseValue(field, part, c.label, money);
      if (!parsed || !fits(field, parsed.value)) continue;
      used.add(k);
      found.push([field, parsed]);
    }
    for (const { field } of order) {
      if (found.some(([f]) => f === field)) continue;
      for (const [k, part] of parts.entries()) {
        if (used.has(k) || (words(field) && /^\W*\d[\d\s.,]*\W*$/.test(part))) continue;
        const parsed = parseValue(field, part, c.label, money);
        if (!parsed || !fits(field, parsed.value)) continue;
        used.add(k);
        found.push([field, parsed]);
        break;
      }
    }
    if (found.length < 2) return false;
    for (const [field, parsed] of found) {
      record(field, parsed, round2(0.85 * parsed.quality * VIA_CONFIDENCE[c.via]), c);
    }
    return true;
  };

  /**
   * "Season: March to November (8 months)", "Inicio / Start: febrero", "Tip-off: June": a
   * season's label answered with a month is the month it starts, and the weeks or months it
   * states are its length. A year in it makes it a date ("Start: March 2004") unless a second
   * month closes the span.
   */
  const seasonSpan = (c: Candidate) => {
    if (!tokens(c.label).some((t) => SEASON_WORDS.has(t))) return false;
    // ("4月開始、約7か月": a month by its number, in Japanese.)
    const first = SEASON_OPENING.exec(c.value) ?? /^\W*((?:1[0-2]|[1-9])月)/u.exec(c.value);
    const month = first && parseMonth(first[1]);
    // "About 10 months (February to November)": the span's first month.
    const span = !month ? MONTH_SPAN.exec(c.value) : null;
    if (span && parseMonth(span[1]) && parseMonth(span[2])) {
      const score = round2(0.85 * VIA_CONFIDENCE[c.via]);
      record("season_start_month", parseMonth(span[1])!, score, c);
      return false;
    }
    if (!month) return false;
    const rest = c.value.slice(first![0].length);
    const year = /\b((?:1[89]|20)\d\d)\b/.exec(c.value);
    // A year makes it a date ("Start: March 2004"), unless a month closes the span or it is
    // this season's ("Opening Day: May 14, 2026").
    if (
      year && !(options.year && Number(year[1]) >= options.year - 1) &&
      !(/^\s*(\d{4})?\s*(to|till?|until|through|[-–—]|a|al|bis|à|au)\s/i.test(rest) &&
        parseMonth(rest))
    ) {
      return false;
    }
    const score = round2(0.9 * month.quality * VIA_CONFIDENCE[c.via]);
    record("season_start_month", month, score, c);
    const length = SEASON_LENGTH.exec(c.value);
    const weeks = length && parseValue("season_length_weeks", length[0], c.label, money);
    if (weeks && fits("season_length_weeks", weeks.value)) {
      record("season_length_weeks", weeks, score, c);
    }
    return true;
  };

  for (const c of candidates.flatMap(answerParts)) {
    // ("(a) Who are your broadcast partners? (b) Which streaming platforms?": a question's
    // next part is no answer.)
    if (c.via !== "prose" && /^\s*\([a-e]\)[^?]*\?\s*(?:\([a-e]\)[^?]*\?\s*)*$/.test(c.value)) {
      continue;
    }
    // A capacity, a record or a prize is no answer of the questionnaire's.
    if (c.via !== "prose" && DISTRACTOR_LABEL.test(c.label)) continue;
    // ("Spectators (Masters Final) | approx. 300": one final's crowd is no average gate.)
    if (c.via !== "prose" && FINAL_CROWD.test(c.label)) continue;
    const question = c.via === "qa" || c.via === "prose" || c.label.trimEnd().endsWith("?");
    let ranked = c.via === "prose" && !c.path?.startsWith("form:")
      ? [{ field: c.label.replace(/ /g, "_") as QuestionnaireField, score: 0.9 }]
      : sectionRank(c, question);
    // ("On an ordinary match day it's more like 60 to 100": a figure of one day, no count of
    // days.)
    if (c.via === "prose" && ONE_DAY.test(c.label)) {
      ranked = ranked.filter((m) => m.field !== "events_per_season");
    }
    // ("The last stop in Chiang Mai had 38 heats", "we had 263 runs at the March show", "Just
    // got back from the opener in Cheyenne, 61 shooters": one event's figures, no season's
    // counts or averages.)
    if (c.via === "prose" && ONE_PAST_EVENT.test(c.source ?? `${c.label} ${c.value}`)) {
      ranked = ranked.filter((m) => !PER_EVENT_COUNTS.has(m.field));
    }
    // ("ERT shows a 20-minute documentary", "on 18-hole courses": a figure joined to the word
    // after it describes what follows; it counts nothing.)
    // (Not a round figure's word: "40-odd heats", "een 410-tal spelers".)
    if (
      c.via === "prose" &&
      /^\s*\d[\d.,]*-(?!(?:odd|ish|plus|some|something|tal|talet)(?![\p{L}]))\p{Ll}/u.test(c.value)
    ) {
      ranked = ranked.filter((m) => !COUNTS.has(m.field));
    }
    // ("views on Facebook Live (all five regattas together)", "(alla sex deltävlingar)": the
    // events a season's total is summed over scope the total; they answer no count of events.)
    if (c.via === "prose" && summedOver(c)) {
      ranked = ranked.filter((m) => m.field !== "events_per_season");
    }
    // ("The Farmall M video from Peru last summer got 41,000 views but that was a fluke": one
    // video's views are no audience of the league's events.)
    if (ONE_VIDEO.test(c.source ?? `${c.label} ${c.value}`)) {
      ranked = ranked.filter((m) => !VIEWERS.has(m.field));
    }
    // "- pro Spieltag 7 Begegnungen, …": a label of "per what" names its field with the noun
    // after the figure.
    if (!ranked.length && c.via === "inline" && PER_LABEL.test(c.label)) {
      const noun = /^\s*[\d.,]+\s+(\p{L}+)/u.exec(c.value)?.[1];
      if (noun) ranked = rankLabel(`${noun} ${c.label}`).filter((m) => m.score >= 0.9);
    }
    // "Stream per card: 91,000 average viewers": a label of names answered with a count, read
    // with the count's noun, names the count's field.
    if (
      c.via !== "prose" && ranked.length &&
      ranked.every((m) => FIELDS[m.field].kind === "list" && mismatch(m.field, c.value)) &&
      /^\W*(?:about|around|approx\.?|ca\.?|~)?\s*\d/i.test(c.value) && !/[;,]\s/.test(c.value)
    ) {
      const noun = c.value.replace(/^\W*(?:about|around|approx\.?|ca\.?|~)?\s*[\d.,\s]+/i, "");
      ranked = rankLabel(`${c.label} ${noun}`).filter((m) => !mismatch(m.field, c.value));
    }
    // ("Any betting partners? In which markets is betting legal?" / "[NONE]", "Betting partners
    // / legal markets." / "None."): a bare none to two questions answers the first. (Two parts
    // that name one thing are one question in two languages: "Antall lag / Number of teams".)
    const asked = c.label.split(/\?\s*|\s\/\s|\s*\((?:[a-e]|i{1,3}|iv|v)\)\s*/).filter((q) =>
      /\p{L}{3}/u.test(q)
    );
    if (
      c.via !== "prose" && asked.length >= 2 &&
      /^\W*(?:(?:a|ans|answer|r)\s*[.:)]\s*)?(?:no|none|nil|nein|non|nej|nei|ei|keine?|keiner|ninguno|aucun|nessuno)(?:\W+(?:none|keine|nothing))?\W*$/i
        .test(c.value.trim())
    ) {
      const first = rankLabel(asked[0]);
      const second = rankLabel(asked[1]);
      if (first.length && first[0].field !== second[0]?.field) ranked = first;
    }
    // Of readings named equally well, one whose kind the value has comes first ("Attendance
    // growth: +7%" is a growth).
    ranked.sort((a, b) =>
      b.score - a.score || Number(mismatch(a.field, c.value)) - Number(mismatch(b.field, c.value))
    );
    if (c.via !== "prose" && c.via !== "json" && compound(c, ranked)) continue;
    if (c.via !== "prose" && seasonSpan(c)) continue;
    let placed = false;
    // ("Revenue and sponsorship? Rs. 1.85 crore, out of which Rs. 1.2 crore came from
    // sponsors": each amount to the field its clause names.)
    const split = c.via !== "prose" && sponsorsApart(c.value);
    // ("Streaming platforms, average viewers, social followers?" — "Social followers: 7,800
    // across Facebook, Instagram and TikTok": an answer under its own label of one thing asked
    // answers that thing alone; "ANTI-DOPING: YES … INTEGRITY: NOT FORMALLY" answers two.)
    const labels = c.via === "qa" ? [...c.value.matchAll(/(?:^|[.;]\s+)([^:.;\d]{3,40}):\s/g)] : [];
    const ownField = labels.length === 1 && labels[0].index === 0 && rankLabel(labels[0][1])[0];
    for (const [rank, found] of ranked.slice(0, 4).entries()) {
      // A weaker reading of the label where the value does not fit the best one ("Which
      // broadcasters carry your events?" names events too, but answers with names); an
      // answer that answers nothing ("Not sure, I'll check") answers no other field either.
      // (A best reading whose kind the quantity's form refuses is no reading: "attendance grew by
      // nine per cent" is growth.) A label that names a yes/no field outright ("Live data – the
      // JSON feed is correct but the delay is 1.5 seconds") is not a list's by a weaker reading.
      const bothAsked = alsoAsked(c.label, ranked[0].field, found.field);
      if (
        NON_ANSWER.test(c.value) ||
        (rank > 0 && !mismatch(ranked[0].field, c.value) && formFits(ranked[0].field, c.path) &&
          !(split && FIELDS[found.field].kind === "money") && !bothAsked) ||
        (rank > 0 && ranked[0].score >= 0.95 && found.score <= ranked[0].score - 0.15 &&
          (FIELDS[ranked[0].field].kind === "bool" && FIELDS[found.field].kind === "list" ||
            // ("Audience stats / age split: no, we've never measured": a no to a share asked
            // for is no list of a weaker reading.)
            FIELDS[ranked[0].field].kind === "percent" && FIELDS[found.field].kind === "list" &&
              /^\s*(?:no|none|nothing|never|nope|nein|non|nee|nej|nei|ei)(?![\p{L}])/iu.test(
                c.value,
              )))
      ) break;
      const counted = countedField(found.field, c.value);
      if (!counted) continue;
      // (An answer under its own label of another thing asked: that thing's alone.)
      if (
        ownField && ownField.score >= 0.9 && ownField.field !== counted &&
        ranked.some((r) => r.field === ownField.field)
      ) continue;
      // "Race director / directeur de course": a label naming someone's role answers who
      // holds it, nothing else ("course" there is no venue).
      if (
        c.via !== "prose" && ROLE_LABEL.test(c.label) && !counted.startsWith("contact_")
      ) continue;
      // ("records.affiliated_since: 2016-03-11": since when the league belongs to a body is no
      // record of results.)
      if (
        counted === "historical_data_years" &&
        /affiliat|member|regist|joined|incorporat/i.test(c.label)
      ) continue;
      // "youthPlayers: 900", "Junior teams: 14": a part of the game beside the league.
      if (
        (counted === "athletes_count" || counted === "teams_count") && SUBSET.test(c.label)
      ) continue;
      // "How many volunteers help at events?": the question counts what follows "how many";
      // when that names no field, the figure answers none (the events are not counted).
      if (c.via !== "prose" && c.via !== "json" && !countsField(c.label, counted)) continue;
      const match = { ...found, field: counted };
      if (!formFits(match.field, c.path)) continue;
      // A paragraph under a heading answers a yes/no question; figures in it are the prose
      // step's to read, sentence by sentence.
      if (c.via === "section" && FIELDS[match.field].kind !== "bool") continue;
      if (VIEWERS.has(match.field) && c.via !== "prose" && audienceSentences(c, match.score)) {
        placed = true;
        continue;
      }
      const field = AUDIENCES.has(match.field) ? audienceOf(match.field, c) : match.field;
      // "espectadors simultanis: màxim 1.800": an audience answered with its peak is no typical
      // audience.
      if (field && AUDIENCES.has(field) && c.via !== "prose" && PEAK_VALUE.test(c.value)) continue;
      // ("Jugadores registrados | Cada equipo trae 5 jugadores": one team's count is no total.)
      if ((field === "athletes_count" || field === "teams_count") && c.via !== "prose") {
        const first = numberMentions(c.value)[0];
        if (first && EACH_TEAM.test(c.value.slice(0, first.index))) continue;
      }
      // "4,500 on an average card": a figure of one event, not how many events there are.
      // (Value and label apart: "18 match days in" + "match days in a season" is no "in match".)
      if (
        field === "events_per_season" && c.via === "prose" &&
        ([c.value, c.label].some((t) => ONE_EVENT_FIGURE.test(t)) ||
          ONE_EVENT_BEFORE.test(c.label))
      ) continue;
      if (!field) continue;
      // "Title sponsor: Harbour Bank", "Title partner": a sponsorship's title, not a person's.
      if (
        CONTACT_FIELDS.has(field) && c.via !== "prose" &&
        /(?<![\p{L}])(sponsors?|sponsorship|partners?|suppliers?|rights|holders?|events?|trophy|cup|song|naming)(?![\p{L}])/iu
          .test(c.label) &&
        !/(?<![\p{L}])(contact|kontakt|contacto|contato|contatto|person)(?![\p{L}])/iu.test(c.label)
      ) continue;
      // ("Officiating / integrity / anti-doping: … the PDGA anti-doping policy applies": an
      // answer about doping that names no official answers the doping part of the question.)
      if (
        field === "officiating" && c.via !== "prose" && /doping/i.test(c.value) &&
        !OFFICIAL_NAMED.test(c.value)
      ) continue;
      // ("Year of foundation: The first rafting company ran the Trishuli in 1976, since then
      // paddling is in our blood.": a sentence that founds nothing and names a company tells
      // another body's year.)
      if (
        field === "founded_year" && c.via !== "prose" && SENTENCE_ANSWER.test(c.value) &&
        !founding(c.value) &&
        /(?<![\p{L}])(?:company|companies|firm|business|operator|school|university|government|ministry)(?![\p{L}])/iu
          .test(c.value)
      ) continue;
      // "Our statistics show attendance has doubled since 2019": in a sentence, a year after
      // "since" is the league's founding only when the sentence says it began or exists.
      if (
        field === "founded_year" && c.via === "prose" &&
        !founding(`${c.source ?? ""} ${c.label} ${c.value}`)
      ) continue;
      // "Notre programme d'intégrité est en place depuis 2023", "Ban Giám sát Liêm chính (thành
      // lập 2024)": the year a programme, a board or a feed began, not the league.
      if (field === "founded_year" && c.via === "prose") {
        const source = c.source ?? c.value;
        const at = source.indexOf(String(c.value).slice(0, 4));
        const before = source.slice(Math.max(0, at - 80), at >= 0 ? at : undefined);
        if (
          /(?:integrit|intégrit|integridad|integridade|Integrität|liêm chính|program|commission|comité|committee|board|feed|partner|sponsor|stream|doping|Ban\s)/iu
            .test(before.split(/[.;]\s/).pop() ?? "") &&
          !/(?<![\p{L}])(?:league|liga|ligue|lega|series|tour|cup|championship|circuit|giải)(?![\p{L}])/iu
            .test(before.split(/[.;]\s/).pop() ?? "")
        ) continue;
      }
      // "PAF is our main partner since 2022", "Partner since: 2019": a partnership's start, not
      // the league's founding.
      if (
        field === "founded_year" && SINCE.test(c.label) &&
        /(partner|sponsor|deal|contract|agreement|provider|supplier|broadcast|member|feed|affiliat|licen[cs]|customer|client|odds)/i
          .test(c.label)
      ) continue;
      // ("Where is betting legal?" / "| Part 4 – Finance (state currency)": a table's next row,
      // no answer.)
      if (/^\s*\|/.test(c.value)) continue;
      // ("Sede social: Rua do Arrabalde, n.º 27 …" over "IBAN PT50 …": a legal footer's
      // registered office, not where the league's office is.)
      if (field === "headquarters" && c.via === "label" && c.at && inLegalFooter(lines, c.at)) {
        continue;
      }
      // "Media contact: Jordan Pike, Director of Communications": the press's contact, not the
      // partnership's.
      if (CONTACT_PARTS.has(field) && PRESS_CONTACT.test(`${c.label} ${c.value.slice(0, 40)}`)) {
        continue;
      }
      const parts = CONTACT_PARTS.has(field) && c.via !== "prose" ? splitContact(c.value) : null;
      // ("Title: Vice-President, Partnerships": a title's parts are one title, no name.)
      // (Only where its first part is itself a title: "Fiona Gallagher, Secretary" still parts
      // into a name and a title.)
      const titleOnly = field === "contact_title" && !parts?.contact_email &&
        !parts?.contact_phone && JOB_TITLE.test(parts?.contact_name ?? "");
      if (parts && !titleOnly) {
        const score = round2(match.score * VIA_CONFIDENCE[c.via] * 0.97 * 0.95);
        for (const [part, value] of Object.entries(parts) as [ContactField, string][]) {
          record(part, { value, quality: 1 }, score, c);
        }
        placed = true;
        break;
      }
      // A value in two languages: the English half, for words; figures are read whole.
      const kind = FIELDS[field].kind;
      // (A person's title stays as written: "Ordförande / Chair".)
      const value = ["text", "list", "bool", "month"].includes(kind) && field !== "contact_title"
        ? bilingual(c.label, c.value)
        : c.value;
      let parsed = parseValue(field, value, c.label, money);
      // A sentence that names the thing and neither denies nor hedges it says it exists.
      if (!parsed && c.path === "bool") parsed = { value: true, quality: 0.8 };
      if (field === "historical_data_years" && !parsed?.value) parsed = null;
      // ("complete since Season 1": a season's number is no count of years.)
      if (
        field === "historical_data_years" && !/\b(?:1[89]|20)\d\d\b/.test(c.value) &&
        /\b(?:season|saison|temporada|stagione|sesong|säsong)\s+\d{1,2}\b/i.test(c.value)
      ) parsed = null;
      // "Results since: 2005", "archive_start: 2016" (a JSON key, a label): the value is the
      // first year.
      if (
        field === "historical_data_years" && options.year &&
        (SINCE.test(c.label) || ARCHIVE_START.test(c.label)) &&
        /^\s*(1[89]|20)\d\d\b/.test(c.value)
      ) {
        parsed = { value: options.year - Number(c.value.trim().slice(0, 4)), quality: 0.9 };
      }
      // A yes/no label that carries its answer, the rest a note ("Integrity programme Not
      // yet – to be set up", "No formal integrity programme yet - the draft goes to the board").
      if (!parsed && FIELDS[field].kind === "bool") {
        const said = ANSWER_IN_LABEL.exec(c.label);
        if (said) parsed = parseBool(`${said[1] ?? said[2]} – ${c.value}`);
      }
      // Anti-doping answered with the testing done ("CELAD testing", "NADA testing at every
      // playoff night"): a policy is in place.
      if (
        !parsed && field === "anti_doping_policy" &&
        /\b(test(s|ing|ed)?|controls?|kontroll\w*|control(es|li)|contrôles|wada|nado|code|rules)\b/i
          .test(c.value)
      ) {
        parsed = { value: true, quality: 0.85 };
      }
      // A feed answered with what it is ("JSON feed from the scoring tablets, approx. 5 sec
      // delay"): it exists.
      if (
        !parsed && field === "has_official_data_feed" &&
        /\b(?:json|xml|api|websocket|feed)\b/i.test(c.value) && !NON_ANSWER.test(c.value)
      ) {
        parsed = { value: true, quality: 0.85 };
      }
      // A yes/no question answered with a name ("Anti-doping: Swiss Sport Integrity",
      // "Integrity monitoring: Integrity Sport Oceania"): the thing exists, and for integrity
      // the name is the partner.
      if (
        !parsed && FIELDS[field].kind === "bool" && NAMED.test(c.value) &&
        /\p{L}{2}/u.test(c.value) && !NON_ANSWER.test(c.value) && !JOINING_WORD.test(c.value)
      ) {
        parsed = { value: true, quality: 0.8 };
        if (field === "integrity_program" && !fields.integrity_partner && c.value.length <= 80) {
          record("integrity_partner", { value: c.value.trim(), quality: 0.8 }, 0.7, c);
        }
      }
      // "Since 2012", "dal 2010", "seit der Saison 1990": years, counted to this year.
      const since = field === "historical_data_years" && options.year
        ? SINCE_YEAR.exec(c.value) ?? YEAR_SINCE.exec(c.value) ?? SINCE_WRITTEN_ON.exec(c.value) ??
          YEAR_TO_DATE.exec(c.value) ??
          SINCE_YEAR_ABBREVIATED.exec(c.value)
        : null;
      if (
        since && Number(since[1]) < options.year! &&
        (!parsed || Number(parsed.value) > 200 || SINCE.test(c.value.slice(0, 40)) ||
          SINCE_WRITTEN_ON.test(c.value.slice(0, 40)) || YEAR_TO_DATE.test(c.value.slice(0, 40)))
      ) {
        parsed = { value: options.year! - Number(since[1]), quality: 0.9 };
      }
      // ("about 15 weeks" under a question of the season and the matches per meet: a length of
      // time counts no teams, athletes, events or contests.)
      if (
        parsed && COUNTS.has(field) && typeof parsed.value === "number" &&
        durationOf(c.value, parsed.value)
      ) parsed = null;
      // ("an individual sport, so no teams. 385 members …": a figure beside "no teams" counts
      // something else.)
      if (
        field === "teams_count" &&
        /(?<![\p{L}])(?:no|not any|without|keine|ingen|sin|sans|senza)\s+(?:teams|clubs|franchises|squads|Mannschaften|Teams|lag|equipos|équipes|squadre)(?![\p{L}])/iu
          .test(c.value)
      ) parsed = null;
      if (!parsed) continue;
      // ("Geschäftsstelle" / "Höheweg 37": a street and its number alone says less than a
      // sentence that names the town.)
      if (
        field === "headquarters" &&
        /^\p{Lu}[\p{L}.'’-]*(?:\s[\p{L}.'’-]+)?\s\d{1,4}[a-z]?$/u.test(String(parsed.value).trim())
      ) parsed = { ...parsed, quality: parsed.quality * 0.5 };
      const score = round2(
        match.score * parsed.quality * VIA_CONFIDENCE[c.via] * 0.97 * (rank ? 0.95 : 1),
      );
      const held = record(field, parsed, score, c);
      if (held) placed = true;
      // "Integrity programme: Yes, since 2024 – Partner: Play Fair Code": the partner it names.
      if (
        held === "held" && field === "integrity_program" && parsed.value === true &&
        c.via !== "prose" && !fields.integrity_partner
      ) {
        // "Who monitors integrity? The Canadian Centre for Ethics in Sport (CCES). Formal
        // policy since 2023.": a question for who answers with the body, first.
        const first = WHO.test(c.label) ? /^[^.;]+(?:\([^)]*\))?/.exec(c.value)?.[0] : undefined;
        const partner = first && NAMED.test(first) && /\p{L}{3}/u.test(first)
          ? first.trim().replace(/^the\s+/i, "")
          : integrityPartnerIn(`${c.label} ${c.value}`);
        const named = partner && parseValue("integrity_partner", partner, c.label, money);
        if (named) record("integrity_partner", named, round2(score * 0.9), c);
      }
      // "Przychody: 86 400 zł rocznie, w tym 12 000 zł od sponsora": the sponsors' share told
      // in the revenue's answer.
      if (
        held && field === "annual_revenue_usd" && c.via !== "prose" &&
        !fields.sponsorship_revenue_usd
      ) {
        const share = c.value.split(/,\s|[;()]|[.!?]\s+(?=\p{Lu})|\s[-–—]\s/u).slice(1).find((
          part,
        ) => SPONSOR_WORD.test(part) && /\d/.test(part));
        const parsed = share && parseValue("sponsorship_revenue_usd", share, "sponsorship", money);
        if (parsed) record("sponsorship_revenue_usd", parsed, round2(score * 0.9), c);
      }
      const nextAsked = rank + 1 < ranked.length &&
        alsoAsked(c.label, field, ranked[rank + 1].field);
      if (held === "held" && !(split && FIELDS[field].kind === "money") && !nextAsked) break;
      // Lost to a better answer of that field: the label's next field, if it names it as
      // clearly ("turnover KES 14 million and sponsorship KSh 9.5m").
      if (held === "lost" && (ranked[rank + 1]?.score ?? 0) < found.score - 0.1) break;
    }
    if (!placed && c.via !== "prose" && unmatched.length < 50) {
      unmatched.push(`${c.label}: ${c.value}`.slice(0, 200));
    }
  }
  // "Instagram | 12.400" / "Facebook | 8.900" on rows of their own: followers across
  // platforms are their sum, unless the document gives a total.
  const perPlatform = candidates.filter((c) =>
    c.via !== "prose" && PLATFORM_ROW.test((c.sectioned ?? c.label).trim()) &&
    !/\b(views?|viewers|watch\w*|stream\w*|hours|minutes|posts|videos)\b/i.test(c.value)
  );
  const platforms = new Map<string, number>();
  for (const c of perPlatform) {
    const n = parseNumber(c.value);
    const name = PLATFORM_ROW.exec((c.sectioned ?? c.label).trim())![1].toLowerCase();
    if (n && n.value > 0 && !platforms.has(name)) platforms.set(name, Math.round(n.value));
  }
  if (
    platforms.size >= 2 &&
    (!fields.social_followers || PLATFORM_ROW.test(labelOf.get("social_followers") ?? ""))
  ) {
    const sum = [...platforms.values()].reduce((a, b) => a + b, 0);
    delete fields.social_followers;
    delete confidence.social_followers;
    record("social_followers", { value: sum, quality: 0.9 }, 0.75, perPlatform[0]);
    labelOf.set("social_followers", "");
  }
  for (const field of conflicts) confidence[field] = round2((confidence[field] ?? 0) * 0.7);
  // "Tel: 09-666 3120 | E-mel: urusetia@…" on the letterhead, "H/P: +60 19-966 2148 E-mel:
  // faizal@…" under the contact's name: the person's own address, and the number beside it,
  // before an office's.
  const own = typeof fields.contact_name === "string"
    ? ownAddress(lines, fields.contact_name)
    : undefined;
  if (own) {
    const office = (text = "") => ROLE_MAILBOX.test(findEmail(text) ?? "");
    if (typeof fields.contact_email === "string" && office(fields.contact_email)) {
      const over = (confidence.contact_email ?? 0) + 0.01;
      record("contact_email", { value: own.email, quality: 1 }, over, { at: own.at, via: "prose" });
    }
    const phone = PHONE.exec(own.at.text)?.[0].trim();
    if (phone && fields.contact_phone && office(evidence.contact_phone?.text)) {
      const over = (confidence.contact_phone ?? 0) + 0.01;
      record("contact_phone", { value: phone, quality: 1 }, over, { at: own.at, via: "prose" });
    }
  }
  // "Respondent: Sven Bakker", "Respondent role: Data & Operations", "Contact person: Marloes
  // van Dijk": the role is the respondent's, and the contact is someone else.
  if (fields.contact_title && RESPONDENT.test(labelOf.get("contact_title") ?? "")) {
    const name = (text: string) => text.trim().toLowerCase();
    const respondent = candidates.find((c) =>
      RESPONDENT.test(c.label) && PERSON.test(c.value.trim())
    );
    if (
      fields.contact_name && !RESPONDENT.test(labelOf.get("contact_name") ?? "") &&
      (!respondent || name(respondent.value) !== name(String(fields.contact_name)))
    ) {
      delete fields.contact_title;
      delete confidence.contact_title;
      delete evidence.contact_title;
    }
  }

  // The lines under a press contact's heading name the press's person, not the partners'; a
  // line that says where to send the form names the questionnaire's sender.
  const allLines = withoutPressContact(lines);
  // (The asker's letterhead over its form: its address and phone are no contact's.)
  const asker = isJson ? new Set<Line>() : askerHead(allLines);
  const allSentences = sentencesOf(allLines);
  /** The person a sentence hands the reader on to, if one does. */
  const referred = referredContact(allSentences);
  // An email anywhere in the text is the contact's when no field named one; the signature
  // around it names the person.
  if (!fields.contact_email) {
    // Not the questionnaire's sender (a quoted line, "return to ..."); the league's own domain
    // first.
    // (Under "-----Original Message-----" the roles turn: its sender asked, its recipient is
    // the league.)
    const original = originalStart(allLines);
    const quotedOriginal = (l: Line) => original >= 0 && allLines.indexOf(l) >= original;
    // ("Sports Data Partners Ltd. / Att.: Emma Caldwell, Partnerships / partnerships@…": a
    // letter's addressee, on the "Att." line and the two below it.)
    const attention = new Set(
      allLines.flatMap((l, n) => ATTENTION.test(l.text.trim()) ? allLines.slice(n, n + 3) : []),
    );
    const own = (l: Line) =>
      !attention.has(l) && !asker.has(l) &&
      findEmail(l.text) && !l.text.trim().startsWith(">") &&
      // (Nor a quoted message's header: "On Mon, … Emma <emma@…> wrote:".)
      !/(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto|schreef|skrev|napisał\p{L}*):\s*$/iu
        .test(l.text.trim()) &&
      !/^(to|cc|from):.*(bet|odds|wager|sportsbook)/i.test(l.text) &&
      // (A reply's recipient is whoever asked the questions.)
      (quotedOriginal(l)
        ? !FROM.test(l.text.trim())
        : !/^(to|an|para|à|till|til|aan|do|a|προς|kam|kellele|kepada|komu|címzett)\s?:/i
          .test(
            l.text.trim(),
          )) &&
      !BOOKMAKER_MAILBOX.test(findEmail(l.text)!) && !QUOTE_ATTRIBUTION.test(l.text.trim());
    // (Nor whoever a mail is copied to: "Cc: Tom Whitcombe <chair@…>" under the secretary's
    // "I'm the person to speak to". Whom the text hands the reader on to keeps their address
    // wherever it stands: `referredEmail` below.)
    const copied = (l: Line) => COPY_HEADER.test(l.text.trim());
    const sent = (l: Line) => own(l) && !copied(l);
    const site = typeof fields.website === "string"
      ? fields.website.replace(/^https?:\/\/|^www\./, "").split("/")[0].toLowerCase()
      : "";
    // A person's address before an office's ("segreteria@…" in a letterhead, "f.gallo@…" in
    // the letter).
    // The signer's own first ("Cordialement, / Camille Roux-Ferrand / c.rouxferrand@…").
    const personal = (l: Line) => sent(l) && !ROLE_MAILBOX.test(findEmail(l.text)!);
    const closer = allLines.findIndex((l) => isCloser(l.text));
    const signed = closer >= 0 ? allLines.slice(closer, closer + 8) : [];
    const quoted = signed.findIndex((l) => QUOTED_HEADER.test(l.text.trim()));
    // ("Bitte wenden Sie sich ab dann an:" over a name, a title and an address: the person a
    // letter hands the reader on to, before whoever sent or signs it.)
    const handOn = allLines.findIndex((l) => HAND_ON.test(l.text.trim()));
    // ("Contact person for the partnership is still Khun Thanaphon Srisuwan, …,
    // thanaphon@…": the address of the person a sentence hands the reader on to.)
    // (Or the address in the document that bears their surname: "… our operations manager,
    // Declan Mulkerrin, who looks after …. You can reach him at declan.mulkerrin@….")
    // (Or the address the paragraph gives after the sentence: "… please stick with Harriet
    // Pollard, our League Secretary. Same details as on the form: secretary@….", an office's
    // address that is theirs.)
    const after = referred
      ? allSentences.filter((s) => s.at === referred.at).map((s) => s.source).join(" ")
      : "";
    const referredEmail = referred &&
      (findEmail(referred.source) ?? ownAddress(allLines, referred.name)?.email ??
        findEmail(after.slice(after.indexOf(referred.source))));
    const at = (handOn >= 0 ? allLines.slice(handOn + 1, handOn + 7).find(personal) : undefined) ??
      (referredEmail
        ? allLines.find((l) => own(l) && findEmail(l.text) === referredEmail)
        : undefined) ??
      signed.slice(0, quoted >= 0 ? quoted : undefined).find(personal) ??
      allLines.find((l) => personal(l) && site && findEmail(l.text)!.endsWith(site)) ??
      allLines.find(personal) ??
      allLines.find((l) => sent(l) && site && findEmail(l.text)!.endsWith(site)) ??
      allLines.find(sent);
    const email = at && findEmail(at.text);
    if (email && at) {
      record("contact_email", { value: email, quality: 1 }, 0.7, { at, via: "prose" });
    }
  }
  // An e-mail's sender is the league's contact when nothing else names one.
  const from = isJson ? undefined : sender(allLines);
  if (
    from && !fields.contact_email && !/(?<![\p{L}])(bet|odds|wager|sportsbook)/iu.test(from.email)
  ) {
    record("contact_email", { value: from.email, quality: 1 }, 0.7, { at: from.at, via: "prose" });
  }
  // The person the contact's address belongs to, named in the text ("… remains Thiago
  // Albuquerque Lins, Partnerships Manager (thiago.lins@…)").
  if (!fields.contact_name && typeof fields.contact_email === "string") {
    const owner = nameForEmail(allLines, fields.contact_email);
    if (owner) {
      record("contact_name", { value: owner.value, quality: 1 }, 0.75, {
        at: owner.at,
        via: "prose",
        source: owner.at.text,
      });
    }
  }
  // "21. Mr Pieter du Plessis, Chairperson. pieter@…, +27 56 212 4419": the person given on the
  // contact's address's line, with their title.
  const ownLine = typeof fields.contact_email === "string"
    ? allLines.find((l) => l.text.toLowerCase().includes(fields.contact_email as string))
    : undefined;
  // ("Partnerships: Lydia Marsh, Commercial Officer · lydia.marsh@… · 07700 900582": after
  // the line's own label; the title too when the name is already known to be this person's.)
  if ((!fields.contact_name || !fields.contact_title) && ownLine && !isJson) {
    const given = splitContact(
      ownLine.text.trim().replace(/^(?:q\s*\d+|\d{1,3})\s*[.):-]\s*/i, "")
        .replace(/^[^:@\d]{2,40}:\s+(?=\p{Lu})/u, ""),
    );
    if (given?.contact_name && PERSON.test(given.contact_name)) {
      const c = { at: ownLine, via: "prose" as const, source: ownLine.text };
      const known = fields.contact_name;
      if (!known) record("contact_name", { value: given.contact_name, quality: 1 }, 0.75, c);
      // (Not a sentence that hands on: "Potete contattare la nostra segretaria, Anna …".)
      const talk = (given.contact_title?.match(/(?<![\p{L}])\p{Ll}{3,}(?![\p{L}])/gu) ?? [])
        .filter((w) => !JOB_TITLE.test(w) && !/^(?:and|for|des|del|della|und)$/.test(w));
      if (
        given.contact_title && !fields.contact_title && JOB_TITLE.test(given.contact_title) &&
        talk.length < 2 &&
        (!known || withoutHonorific(String(known)) === withoutHonorific(given.contact_name))
      ) {
        record("contact_title", { value: given.contact_title, quality: 1 }, 0.7, c);
      }
    }
  }
  // "商务联络：陈志强 秘书长 | chenzq@…": a name of Chinese, Korean or Thai, with its title, on
  // the contact's address's line.
  if (!fields.contact_name && ownLine && !isJson) {
    const own = ownLine.text.split(/\s*[|:]\s*/).map(ownPerson).find(Boolean);
    if (own) {
      const c = { at: ownLine, via: "prose" as const, source: ownLine.text };
      record("contact_name", { value: own.name, quality: 1 }, 0.75, c);
      if (own.title && !fields.contact_title) {
        record("contact_title", { value: own.title, quality: 1 }, 0.7, c);
      }
    }
  }
  // The person a sentence hands the reader on to ("… potete fare riferimento a Federica Gallo,
  // Responsabile marketing e partnership"): the contact, before whoever signs the letter.
  if (!fields.contact_name && !isJson) {
    if (referred) {
      const c = { at: referred.at, via: "prose" as const, source: referred.source };
      // (A first name alone, "keep Marc as your contact": the whole name where the text gives
      // it, "From: Marc Tremblay <marc@…>".)
      const surnamed = /^\p{Lu}\p{Ll}+$/u.test(referred.name) &&
        new RegExp(
          String.raw`(?<![\p{L}])${referred.name}\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}])`,
          "u",
        );
      const whole = surnamed
        ? allLines.map((l) => surnamed.exec(l.text)?.[0]).find(Boolean)
        : undefined;
      record("contact_name", { value: whole ?? referred.name, quality: 1 }, 0.75, c);
    }
  }
  // The title the handing-on sentence gives its person, when that person is the contact.
  if (!fields.contact_title && typeof fields.contact_name === "string" && !isJson) {
    // (Or by the first name alone, "keep Marc as your contact", of "Marc Tremblay".)
    if (
      referred &&
      (referred.name === fields.contact_name ||
        fields.contact_name.startsWith(`${referred.name} `))
    ) {
      const c = { at: referred.at, via: "prose" as const, source: referred.source };
      if (referred.title) {
        record("contact_title", { value: referred.title, quality: 1 }, 0.7, c);
      }
    }
  }
  // "our Joint Secretary Ms. Snehal Patil will be handling the partnership matters": the title
  // a sentence puts before the contact's name, after "our".
  if (!fields.contact_title && typeof fields.contact_name === "string" && !isJson) {
    const name = fields.contact_name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const titled = new RegExp(
      String
        .raw`(?<![\p{L}])(?:our|my|their|the league's)\s+((?:[\p{L}.-]+\s+){0,3}?[\p{L}.-]+),?\s+(?:(?:${HONORIFICS})\.?\s+)?${name}(?![\p{L}])`,
      "iu",
    );
    for (const { text, at, source } of allSentences) {
      const m = titled.exec(text);
      if (m && JOB_TITLE.test(m[1])) {
        const title = m[1].replace(/^\p{Ll}/u, (c) => c.toUpperCase());
        record("contact_title", { value: title, quality: 1 }, 0.7, { at, via: "prose", source });
        break;
      }
    }
  }
  if (!isJson) {
    const sig = signature(allLines, fields.contact_email as string | undefined, from?.name);
    if (!fields.contact_name && sig.name) {
      record("contact_name", { value: sig.name.value, quality: 1 }, 0.7, {
        at: sig.name.at,
        via: "prose",
      });
    }
    if (!fields.contact_name && from && fields.contact_email === from.email) {
      record("contact_name", { value: from.name, quality: 1 }, 0.7, { at: from.at, via: "prose" });
    }
    // "From: Arshad Gill" signing "Ch. Arshad Mehmood Gill": the sender's name as signed, whole.
    if (
      sig.name && from && fields.contact_name === from.name &&
      signedInFull(sig.name.value, from.name)
    ) {
      fields.contact_name = sig.name.value;
      evidence.contact_name = {
        text: sig.name.at.text,
        page: sig.name.at.page,
        line: sig.name.at.line,
        via: "prose",
      };
    }
    // The signer's title is the contact's only when the signer is the contact (with or without
    // the name's accents: "From: Radek Prochazka" signs "Ing. Radek Procházka").
    const plain = (name: string) =>
      withoutHonorific(name).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    if (
      !fields.contact_title && sig.title &&
      (!sig.name || !fields.contact_name ||
        plain(sig.name.value) === plain(String(fields.contact_name)))
    ) {
      record("contact_title", { value: sig.title.value, quality: 1 }, 0.7, {
        at: sig.title.at,
        via: "prose",
      });
    }
  }
  // "From: Gord Lindqvist, VP, Business Development" over a document: its writer, when
  // nothing else names the contact.
  // ("Ausgefüllt von: Thomas Pichler, Generalsekretär": the title of the contact named
  // elsewhere, when the byline names the same person.)
  const by = isJson ? undefined : byline(allLines);
  if (
    by && (!fields.contact_name ||
      (!fields.contact_title &&
        withoutHonorific(String(fields.contact_name)) === withoutHonorific(by.name)))
  ) {
    const c = { at: by.at, via: "prose" as const, source: by.at.text };
    if (!fields.contact_name) record("contact_name", { value: by.name, quality: 1 }, 0.7, c);
    if (!fields.contact_title) record("contact_title", { value: by.title, quality: 1 }, 0.7, c);
  }
  // (So for a name found in the signature only now: "E-mail: office@…" on the letterhead,
  // "Ioana Muresan" / "E-mail: ioana.muresan@…" under the letter.)
  const signer =
    typeof fields.contact_name === "string" && typeof fields.contact_email === "string" &&
      ROLE_MAILBOX.test(fields.contact_email)
      ? ownAddress(lines, fields.contact_name)
      : undefined;
  if (signer && signer.email !== fields.contact_email) {
    const over = (confidence.contact_email ?? 0) + 0.01;
    record("contact_email", { value: signer.email, quality: 1 }, over, {
      at: signer.at,
      via: "prose",
    });
  }
  // A format named inside a form's answer ("Official data: Yes — official feed, JSON over
  // WebSocket, approx. 700 ms"): the feed's format.
  // (Not a question's example: "If yes, format and latency (e.g. “JSON push, 2 seconds”)".)
  const stated = (l: Line) => l.text.replace(EXAMPLE_GIVEN, " ");
  if (!fields.data_feed_format && !isJson) {
    const at = allLines.find((l) => FEED_FORMAT.test(stated(l)));
    if (at) {
      const value = FEED_FORMAT.exec(stated(at))![1];
      record("data_feed_format", { value, quality: 1 }, 0.6, { at, via: "prose" });
    }
    // "Officielt live-datafeed: ja (JSON)", "live scoring …, leveret som JSON": a format alone
    // on a line about the league's live feed.
    const bare = !at &&
      allLines.find((l) =>
        /\b(?:JSON|XML|Protobuf)\b/.test(stated(l)) && LIVE_FEED.test(l.text) &&
        !/^\s*>/.test(l.text)
      );
    if (bare) {
      const value = /\b((?:JSON|XML|Protobuf)(?:\s+(?:REST\s+)?API)?)\b/.exec(stated(bare))![1];
      record("data_feed_format", { value, quality: 0.9 }, 0.55, { at: bare, via: "prose" });
    }
  }
  // A delay named inside a feed's answer ("Official live data feed: yes, XML push, ~1.5 s
  // delay"): the feed's latency.
  if (!fields.data_latency_ms && fields.has_official_data_feed === true && !isJson) {
    const at = allLines.find((l) =>
      LIVE_FEED.test(l.text) && /\b(?:delay|latency|lag|behind)\b/i.test(l.text) &&
      !/^\s*>/.test(l.text)
    );
    const latency = at && parseLatency(stated(at).replace(/^[^:]*:/, ""));
    if (at && latency && latency.quality >= 0.9) {
      record("data_latency_ms", latency, 0.55, { at, via: "prose" });
    }
  }
  // Streaming told in a sentence ("we put the finals night on Facebook Live", "streamed on
  // YouTube and Twitch"): the platforms everyone knows, as written.
  if (!fields.streaming_platforms && !isJson) {
    for (const { text, at, source } of allSentences) {
      // (Not a form's options left unticked: "[ ] YouTube [ ] Twitch", nor where the followers
      // are: "Social followers: 7,800 across Facebook, Instagram and TikTok".)
      if (
        !STREAMING.test(text) || new RegExp(UNTICKED.source).test(text) ||
        /(?<![\p{L}])(?:followers?|follower\p{L}*|seguidores|abonnés|følgere|följare|seuraaj\p{L}*|volgers)(?![\p{L}])/iu
          .test(text)
      ) continue;
      const names = platformsIn(text.replace(COUNTED_BY, " "));
      if (names.length) {
        const c = { at, via: "prose" as const, source };
        record("streaming_platforms", { value: names, quality: 0.9 }, 0.6, c);
        break;
      }
    }
  }
  if (!fields.website && !isJson) {
    // The league's own domain: its contact's, or its name's words or initials.
    const mailDomain = typeof fields.contact_email === "string"
      ? fields.contact_email.split("@")[1]?.split(".")[0].toLowerCase() ?? ""
      : "";
    const name = typeof fields.league_name === "string" ? fields.league_name : "";
    const words = name.match(/\p{Lu}[\p{L}]*/gu) ?? [];
    const initials = words.map((w) => w[0]).join("").toLowerCase();
    const first = fold(words[0] ?? "");
    const ours = (domain: string) =>
      domain === mailDomain || (initials.length >= 2 && domain === initials) ||
      (first.length >= 4 && domain.startsWith(first));
    const at = websiteIn(allLines, ours);
    const site = at && parseWebsite(at.text);
    if (site && at) record("website", site, 0.7, { at, via: "prose" });
  }
  if (!fields.contact_phone && !isJson) {
    const email = typeof fields.contact_email === "string" ? fields.contact_email : "";
    const from = Math.max(
      0,
      allLines.findIndex((l) => email && l.text.toLowerCase().includes(email)) - 3,
    );
    // A number said to be a phone, or standing by the contact's address ("905-555-0148 |
    // danielle@…"), or alone on a line of the signature ("07700 900412").
    // (A number the page wrapped, "… or on (03)" / "5221 4480.", is read whole.)
    const lines = allLines.map((l, i) =>
      /(?:\+\d{1,3}(?:\s\d{1,4})?|\(\d{2,4}\))\s*$/.test(l.text) &&
        /^\s*\d/.test(allLines[i + 1]?.text ?? "")
        ? { ...l, text: `${l.text.trimEnd()} ${allLines[i + 1].text.trim()}` }
        : l
    );
    const closer = lines.findIndex((l) => isCloser(l.text));
    const mailLine = lines.findIndex((l) => email && l.text.toLowerCase().includes(email));
    // (The signature below the closing, and the lines by the contact's address.)
    // (Or under the contact's name signing off: "林怡君 Lin Yi-Chun" / "營運經理 …" / "(04) …".)
    // (After an answer's number too: "20. Lucie Vandewalle, responsable partenariats, 06 …".)
    const named = typeof fields.contact_name === "string"
      ? lines.findLastIndex((l) =>
        l.text.trim().replace(/^\d{1,2}[.)]\s+/, "").startsWith(fields.contact_name as string)
      )
      : -1;
    // (Not the signature of someone else than the contact: "… är fortfarande er kontaktperson"
    // over the treasurer's name and number.)
    const signature = closer >= 0 ? lines.slice(closer, closer + 12) : [];
    // (Whatever its case and accents: "marta zielinska" signs for "Marta Zielińska".)
    const othersSignature = typeof fields.contact_name === "string" &&
      !signature.some((l) => fold(l.text).includes(fold(fields.contact_name as string)));
    const signed = new Set([
      ...(othersSignature ? [] : signature),
      ...(mailLine >= 0 ? lines.slice(Math.max(0, mailLine - 2), mailLine + 3) : []),
      ...(named >= 0 ? lines.slice(named, named + 6) : []),
    ]);
    // ("· IBAN AT61 2011" / "1822 4417 9300": a bank account wrapped onto the next line.)
    const iban = new Set(
      lines.filter((_, i) =>
        /\bIBAN\b[^|·]*\d\s*$/.test(lines.slice(0, i).findLast((l) => l.text.trim())?.text ?? "")
      ),
    );
    // (Nor a phone of that other signature: "mobil +420 …" under the chair who writes that the
    // secretary stays the contact.)
    const foreign = new Set(othersSignature && named < 0 ? signature : []);
    // (Nor a number beside another domain's address: "Tlf. 33 12 48 90 - skema@nordicsportsdata.dk"
    // on the asker's letterhead, when the contact writes from jyskfodtennis.dk.)
    const domain = email.split("@")[1];
    const othersAddress = (l: Line) =>
      domain !== undefined &&
      [...l.text.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)].some((m) =>
        m[1].toLowerCase() !== domain
      );
    const phoneLine = (l: Line) =>
      phoneBy(l.text, email) && !l.text.trim().startsWith(">") && !iban.has(l) && !foreign.has(l) &&
      !asker.has(l) &&
      !othersAddress(l) &&
      !/\b(fax|switchboard|office|main line|reception)\b/i.test(l.text) &&
      (PHONE_WORD.test(l.text) || PHONE_WORD_WEST.test(l.text) ||
        // (A phone's eight digits or more, not "2025 1.6 million".)
        ((PHONE.exec(l.text)?.[0].replace(/\D/g, "").length ?? 0) >= 8 &&
          !/\d\.\d/.test(PHONE.exec(l.text)![0]) &&
          ((email !== "" && l.text.toLowerCase().includes(email)) || l === lines[named] ||
            (signed.has(l) && /^\s*\(?\d[\d\s().-]{7,}\d\s*$/.test(l.text)))));
    // (Under the contact's own signature first: in a conversation saved whole, the asker's
    // signature and phone come before.)
    const at = (named >= 0 ? lines.slice(named, named + 6).find(phoneLine) : undefined) ??
      lines.slice(from).find(phoneLine) ?? lines.find(phoneLine);
    const phone = at && PHONE.exec(at.text.replace(/^.*?(?=\+|\(?\d)/, ""));
    if (phone && at) {
      record("contact_phone", { value: phone[0].trim(), quality: 1 }, 0.7, { at, via: "prose" });
    }
  }
  // "How are matches officiated? Every match is conducted by two umpires, one scorer and one
  // time-keeper, all of whom are certified by the Association. Panel officials …": a long
  // answer's officials, as its first sentence counts them.
  if (typeof fields.officiating === "string" && fields.officiating.length > 100 && !isJson) {
    const text = fields.officiating;
    const officials = officialsIn([{ text, at: { text, page: 1, line: 1 }, source: text }]);
    if (officials) fields.officiating = officials.value;
  }
  // ("Every bout is officiated by one referee and two judges at ringside, who are trained and
  // certified": an answer in a sentence, by whom.)
  const officiatedBy = typeof fields.officiating === "string" && !isJson &&
    /^(?:every|each|all|our|the)\s/i.test(fields.officiating) &&
    /\b(?:officiated|refereed|judged|adjudicated)\s+by\b/i.test(fields.officiating) &&
    OFFICIATED_BY.exec(fields.officiating);
  if (officiatedBy) fields.officiating = officiatedBy[1].trim();
  // "Matches have a referee and two goal umpires": the officials a sentence counts.
  if (!fields.officiating && !isJson) {
    const officials = officialsIn(sentencesOf(prose));
    if (officials) {
      const c = { at: officials.at, via: "prose" as const, source: officials.source };
      record("officiating", { value: officials.value, quality: 0.9 }, 0.6, c);
    }
  }
  // "We operate across Atlantic Canada", "… league of the Western Balkans": a region named as
  // the league's.
  if (!fields.region && !isJson) {
    const region = regionIn(allSentences);
    if (region) {
      const c = { at: region.at, via: "prose" as const, source: region.source };
      record("region", { value: region.value, quality: 0.9 }, 0.6, c);
    }
  }
  // "Sídlo ligy je v Banskej Bystrici", "Az irodánk Kiskunfélegyházán van": a town a sentence
  // names in a case of its language is the town the address writes after its postcode ("974 01
  // Banská Bystrica"), as the form would name it.
  if (typeof fields.headquarters === "string" && evidence.headquarters?.via === "prose") {
    const town = townAsAddressed(fields.headquarters, allLines);
    if (town) fields.headquarters = town;
  }
  // "Biuro … jest w Sierpcu" and "Stadion MOSiR Sierpc", "sídlíme v Olomouci" and "Olomouc,
  // 3. 11. 2026": a Polish or Czech town in a case of its language is the shortest form of it
  // the document writes elsewhere.
  if (
    typeof fields.headquarters === "string" && evidence.headquarters?.via === "prose" &&
    /^\p{Lu}\p{Ll}{3,}(?:u|iu|ie|ii|ach|ě|e|i|ssa|ssä|lla|llä)$/u.test(fields.headquarters)
  ) {
    const town = townAsWritten(fields.headquarters, allLines);
    if (town) fields.headquarters = town;
  }
  // The address a letter prints in its letterhead or under its signature: the league's office.
  if (!fields.headquarters && !isJson) {
    // (Not the asker's letterhead over its form.)
    const address = postalAddress(allLines.filter((l) => !asker.has(l)));
    if (address) {
      const c = { at: address.at, via: "prose" as const };
      record("headquarters", { value: address.value, quality: 0.9 }, 0.6, c);
    }
  }
  if (!fields.league_name) {
    const name = leagueNameFrom(allLines);
    if (name) {
      record("league_name", { value: name.value, quality: 1 }, 0.75, { at: name.at, via: "prose" });
    }
  }
  // "Practicamos el remo de traineras, en banco fijo, …": a sport answered in a sentence of
  // playing it is the sport the sentence names.
  if (typeof fields.sport === "string" && PLAY_SENTENCE.test(fields.sport)) {
    // (The first it names: "Practicamos hockey patín (hockey sobre patines tradicionales …)".)
    const named = sportsIn(fields.sport).sort((a, b) => a.at - b.at);
    if (named.length) fields.sport = named[0].sport;
  }
  // The sport a sentence names ("we are a professional surfing series"); a sport word in a
  // name, a title or a signature states no sport.
  if (!fields.sport && !isJson) {
    // Written as a word of the sentence, in lower case: a capitalised one is in a name or title.
    // ("Arena Kickboxing League is the professional kickboxing league of …": the second one.)
    // (Not a sport the sentence compares with: "players come from rugby union and
    // basketball", "we share the ground with the local football club".)
    const other = (text: string, at: number) =>
      /(?<![\p{L}])(from|than|like|unlike|alongside|besides|other|former|ex|instead of|as well as|shared with|share with|with the local|local)\s+(?:the\s+)?$/iu
        .test(text.slice(0, at));
    // (Not a sport in brackets of exceptions: "… illegal in Thailand (except the Government
    // Lottery and horse racing at licensed clubs)"; "… Circuit (camel racing)" names it.)
    // (Nor a form's example: "2. Sport e.g. beach tennis".)
    const excepted = (text: string, at: number) =>
      /\((?:except|excluding|apart from|other than|besides|unlike|like|such as|e\.g\.)[^()]*$|(?<![\p{L}])(?:e\.\s?g\.|for example|for instance)\s[^.;()]*$/iu
        .test(text.slice(0, at));
    // (Nor a letter's closing wish: "Thanks, and good curling,".)
    const closing = (text: string) => /,$/.test(text) && text.split(/\s+/).length <= 6;
    // (Nor a sentence that tells another body from this one: "Just so you don't mix us up, the
    // Kin-Ball league in Malaysia … they are a different organisation".)
    const found = sentencesOf(prose).filter((s) => !closing(s.text) && !TOLD_APART.test(s.text))
      .map((s) => {
        const played = NAMED_SPORT.exec(s.text);
        if (played) return { s, sport: played[1] };
        // "Dambe is the traditional boxing of the Hausa people": a sport named by what it is.
        const named = DEFINED_SPORT.exec(s.text);
        // (Or in apposition, of a name that is no sport of the lexicon itself.)
        const apposed = [...s.text.matchAll(APPOSED_SPORT)].find((m) =>
          sportsIn(m[2]).length && !sportsIn(m[1]).length &&
          !/\b(?:is|are|was|were)\b/.test(m[2]) &&
          !BODY_WORD.test(m[1]) && !/^(?:sport|game|which|it|this|that)$/i.test(m[1])
        );
        if (apposed) return { s, sport: apposed[1] };
        // (Not a league so defined: "MMPL is the pickleball league in Manila".)
        if (
          named && sportsIn(named[2]).length && !/^(?:it|this|that|the|our|we)$/i.test(named[1]) &&
          !/^\p{Lu}{2,}$/u.test(named[1]) &&
          !BODY_WORD.test(named[2])
        ) {
          return { s, sport: named[1] };
        }
        // ("Rennserie im Skibergsteigen (Skialpinismus)": the name in brackets is the same sport;
        // "Les bitlles catalanes es juguen amb sis bitlles": the shorter is the longer's word.)
        const all = sportsIn(s.text).filter((f) => !excepted(s.text, f.at)).filter((f, _, every) =>
          !every.some((g) =>
            g !== f && g.sport.length > f.sport.length &&
            g.sport.toLowerCase().includes(f.sport.toLowerCase())
          )
        );
        const bracketed = (f: { at: number }) => /\([^()]*$/.test(s.text.slice(0, f.at));
        const sports = all.some((f) => !bracketed(f)) ? all.filter((f) => !bracketed(f)) : all;
        const distinct = new Set(sports.map((f) => f.sport.toLowerCase()));
        return {
          s,
          sport: distinct.size > 1
            ? undefined
            : sports.find((f) => !inName(s.text, f.sport, f.at) && !other(s.text, f.at))?.sport,
        };
      }).find((f) => f.sport);
    if (found) {
      found.sport = qualified(found.s.text, found.sport!);
      record("sport", { value: found.sport!, quality: 1 }, 0.7, {
        at: found.s.at,
        via: "prose",
        source: found.s.source,
      });
    }
  }
  // "Inlinehockey-Liga Mittelland", "Coupe de Luxembourg de Cyclo-cross": when no sentence names
  // the sport, the league's name does — in a whole document (a letter, a profile), not in a
  // short note that only corrects or adds a few answers.
  if (
    !fields.sport && !isJson && typeof fields.league_name === "string" &&
    Object.keys(fields).length >= 20
  ) {
    const named = sportsIn(fields.league_name);
    const at = named.length === 1
      ? allLines.find((l) => l.text.toLowerCase().includes(named[0].sport.toLowerCase()))
      : undefined;
    if (at) record("sport", { value: named[0].sport, quality: 1 }, 0.6, { at, via: "prose" });
  }
  // "Toguz Kumalak League" and "… team competitions in toguz kumalak", "Svenska Varpaserien" and
  // "varpa": the words next to the league's word, written in the text as a common noun, are
  // the sport.
  if (
    !fields.sport && !isJson && typeof fields.league_name === "string" &&
    Object.keys(fields).length >= 20
  ) {
    const own = sportOfName(fields.league_name, allLines);
    if (own) {
      record("sport", { value: own.value, quality: 0.9 }, 0.55, { at: own.at, via: "prose" });
    }
  }
  // ("Emne: Sv: Re: Partnership questionnaire …": a mail header's line is nobody's title.)
  if (typeof fields.contact_title === "string" && QUOTED_HEADER.test(fields.contact_title)) {
    delete fields.contact_title;
    delete confidence.contact_title;
    delete evidence.contact_title;
  }
  // "Knut Arne" signing a reply from "Knut Arne Rudningen": the sender's whole name.
  if (
    from && typeof fields.contact_name === "string" && from.name !== fields.contact_name &&
    from.name.startsWith(`${fields.contact_name} `) && evidence.contact_name
  ) {
    fields.contact_name = from.name;
    evidence.contact_name = {
      text: from.at.text,
      page: from.at.page,
      line: from.at.line,
      via: "prose",
    };
  }
  // A feed that does not exist (yet) has no format or latency: a planned one's ("Format will be
  // JSON by API", "we plan to offer JSON over WebSocket") is no fact of today.
  if (fields.has_official_data_feed === false) {
    for (const field of ["data_feed_format", "data_latency_ms"] as const) {
      delete fields[field];
      delete confidence[field];
      delete evidence[field];
    }
  }
  // "Die Daten stellen wir als JSON über eine REST-Schnittstelle zur Verfügung": data delivered
  // in a format, said as a fact, is a feed.
  if (
    fields.has_official_data_feed === undefined && typeof fields.data_feed_format === "string" &&
    evidence.data_feed_format && !isJson &&
    parseBool(evidence.data_feed_format.text)?.value !== false
  ) {
    const { text, page, line } = evidence.data_feed_format;
    record("has_official_data_feed", { value: true, quality: 0.8 }, 0.5, {
      at: { text, page: page ?? 1, line: line ?? 0 },
      via: "prose",
    });
  }
  // "Мониторинг ставок ведёт Sportradar Integrity Services": a partner that monitors the
  // league's integrity today is a programme in place.
  if (
    fields.integrity_program === undefined && typeof fields.integrity_partner === "string" &&
    evidence.integrity_partner && !isJson
  ) {
    const { text, page, line } = evidence.integrity_partner;
    record("integrity_program", { value: true, quality: 0.8 }, 0.5, {
      at: { text, page: page ?? 1, line: line ?? 0 },
      via: "prose",
    });
  }
  // Likewise an integrity programme that is not in place has no partner ("we are talking to
  // two monitoring providers" names none that monitors today).
  if (fields.integrity_program === false) {
    delete fields.integrity_partner;
    delete confidence.integrity_partner;
    delete evidence.integrity_partner;
  }
  const code = sportCodeFor(fields);
  if (code) {
    fields.sport_code = code;
    confidence.sport_code = confidence.sport ?? 0.8;
    evidence.sport_code = { ...(evidence.sport ?? evidence.league_name)!, via: "catalog" };
  }

  // The evidence as the document writes it ("電話：", not "電話:"). (A sentence read down a
  // two-column form's left column is no run of the document's text: its first line, as written,
  // is the evidence.)
  if (!isJson) {
    const read = squashed(text);
    const shown = squashed(written);
    for (const proof of Object.values(evidence)) {
      if (!proof) continue;
      const at = text === written ? -1 : read.indexOf(squashed(proof.text));
      if (at >= 0) proof.text = shown.slice(at, at + squashed(proof.text).length);
      if (proof.via === "catalog" || shown.includes(squashed(proof.text))) continue;
      const line = allLines.find((l) => l.page === proof.page && l.line === proof.line);
      if (line) proof.text = (line.written ?? line.text).trim();
    }
  }
  const questionnaire = fields as Questionnaire;
  return {
    fields: questionnaire,
    field_confidence: confidence,
    ...confidenceOf(questionnaire, confidence),
    unmatched,
    evidence,
    method: "deterministic",
  };
}

/**
 * How complete and how certain an extraction is: completeness of the core fields (COMPLETE_AT
 * of them count as complete) × the mean confidence of the fields found; and the core fields
 * missing.
 */
export function confidenceOf(
  fields: Questionnaire,
  confidence: Partial<Record<QuestionnaireField, number>>,
) {
  const missing = CORE_FIELDS.filter((f) => fields[f] === undefined);
  const found = Object.values(confidence) as number[];
  const mean = found.length ? found.reduce((a, b) => a + b, 0) / found.length : 0;
  const completeness = Math.min(1, (CORE_FIELDS.length - missing.length) / COMPLETE_AT);
  return { confidence_score: round2(completeness * mean), missing };
}
