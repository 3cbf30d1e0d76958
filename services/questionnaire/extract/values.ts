/**
 * Values as people write them, parsed by type: numbers with any separators, scale words,
 * number words and ranges; money in any currency of the rate table; percentages; latencies;
 * years; yes/no with hedges; lists; months. Every parser says how cleanly it read the value
 * (`quality`, 1 = plain digits) and never guesses one that is not written: "sub-second" is no
 * latency, "TBC" is no answer.
 */

export interface Parsed<T> {
  value: T;
  /** How cleanly it parsed (1 = plain digits or a plain word). */
  quality: number;
  /** For a range ("2,000–3,000"): both ends; `value` is its midpoint. */
  range?: [number, number];
  /** For money: the amount and currency as written, before conversion to USD. */
  original?: { amount: number; currency: string };
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

/** Scale words after a number, in the languages questionnaires arrive in. */
export const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  mill: 1e6,
  mio: 1e6,
  milj: 1e6,
  "millió": 1e6,
  millio: 1e6,
  "milliárd": 1e9,
  ezer: 1e3,
  miljoen: 1e6,
  miljard: 1e9,
  tusen: 1e3,
  tuhat: 1e3,
  miljoonaa: 1e6,
  mln: 1e6,
  million: 1e6,
  millions: 1e6,
  millioner: 1e6,
  miljoner: 1e6,
  millionen: 1e6,
  millones: 1e6,
  milhoes: 1e6,
  "milhões": 1e6,
  crore: 1e7,
  crores: 1e7,
  b: 1e9,
  bn: 1e9,
  mrd: 1e9,
  md: 1e9,
  mld: 1e9,
  miljardia: 1e9,
  tsd: 1e3,
  tys: 1e3,
  tuhatta: 1e3,
  billion: 1e9,
  billions: 1e9,
};
const SCALE_WORD = Object.keys(SCALES).sort((a, b) => b.length - a.length).join("|");
/** Own keys only: "constructor" or "__proto__" in an answer is no number word. */
const has = (table: Record<string, number>, key: string) => Object.hasOwn(table, key);

/**
 * One number as written: `1,250,000`, `1 250 000`, `3.200` (European thousands), `1,5`
 * (European decimal), `2.4`, with an optional scale (`2.4m`, `450k`, `1,5 millioner`).
 */
const NUMBER =
  `(\\d{1,3}(?:['’]\\d{3})+(?![\\d])|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:\\.\\d{3})+(?:,\\d+)?(?![\\d.])|\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?![\\d.,])|\\d+(?:[.,]\\d+)?)(?:\\s?(${SCALE_WORD})\\.?(?![\\p{L}]))?`;
const NUMBER_RE = new RegExp(NUMBER, "giu");
/** `2,000–3,000`, `2-3k`, `40 to 50`, `between 40 and 50`. */
const RANGE_RE = new RegExp(
  `(?:between\\s+)?${NUMBER}\\s*(?:[-–—]|to|and|bis|til)\\s*${NUMBER}`,
  "iu",
);

/** Numbers looked at in one answer: enough for any sentence, bounded for any input. */
const MAX_NUMBER_TOKENS = 20;

function digitsOf(raw: string): number {
  // 1,250,000 and 1 250 000: thousands. 3.200 (three digits after each dot): thousands, the
  // European way. 1,5: a decimal comma. 2.4: a decimal point.
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return Number(raw.replace(/,/g, ""));
  if (/^\d{1,3}(['’]\d{3})+$/.test(raw)) return Number(raw.replace(/['’]/g, ""));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(raw)) {
    return Number(raw.replace(/\./g, "").replace(",", "."));
  }
  if (/^\d{1,3}([ \u00a0\u202f]\d{3})+$/.test(raw)) {
    return Number(raw.replace(/[ \u00a0\u202f]/g, ""));
  }
  return Number(raw.replace(",", "."));
}

/** A decimal like 0.250 or 3.200 before a scale word is a decimal, not thousands. */
function numberOf(raw: string, scale: string | undefined): number {
  const s = scale?.toLowerCase();
  let n = s && /^\d+\.\d{3}$/.test(raw) ? Number(raw) : digitsOf(raw);
  if (s && has(SCALES, s)) n = Number((n * SCALES[s]).toPrecision(12));
  return n;
}

export interface NumberMention {
  value: number;
  /** Where it starts and ends in the text searched. */
  index: number;
  end: number;
  range?: [number, number];
  scaled: boolean;
  /** Spelled out ("eighteen"). */
  words: boolean;
  /** As written. */
  raw: string;
}

/** A calendar year as written: four digits, no separator ("1,800" is a count). */
const isYear = (raw: string) => /^(18[5-9]\d|19\d\d|20\d\d)$/.test(raw);

/**
 * Every number in the text, in order: ranges as one mention, numbers in words too ("eighteen",
 * "a dozen", "two hundred and fifty", "three million").
 */
export function numberMentions(text: string, limit = MAX_NUMBER_TOKENS): NumberMention[] {
  const out: NumberMention[] = [];
  const taken: [number, number][] = [];
  const range = new RegExp(RANGE_RE.source, "giu");
  for (let m, i = 0; i < limit && (m = range.exec(text)); i++) {
    const a = numberOf(m[1], m[2] ?? m[4]);
    const b = numberOf(m[3], m[4]);
    // "2023-2024" is a span of years, "5-0" a score: a range rises and is no year.
    if (!(b > a) || isYear(m[1]) || (a > 0 && b / a > 1000)) continue;
    out.push({
      value: (a + b) / 2,
      range: [a, b],
      index: m.index,
      end: m.index + m[0].length,
      scaled: Boolean(m[2] || m[4]),
      words: false,
      raw: m[0],
    });
    taken.push([m.index, m.index + m[0].length]);
  }
  NUMBER_RE.lastIndex = 0;
  for (let m, i = 0; i < limit && (m = NUMBER_RE.exec(text)); i++) {
    if (taken.some(([a, b]) => m!.index >= a && m!.index < b)) continue;
    // Part of a word or code ("U18", "A1", "x2"): not a quantity. A currency's letters
    // ("R6.8 million", "KSh9.5m", "USD3m") are no code.
    if (m.index > 0 && /[\p{L}_#]/u.test(text[m.index - 1])) {
      const letters = /[\p{L}_#]+$/u.exec(text.slice(Math.max(0, m.index - 4), m.index))![0];
      if (
        !Object.hasOwn(USD_RATES, letters) && !/^(R|Rs|Rp|RM|KSh|Ksh|kr|Fr|zł|Ft)$/u.test(letters)
      ) {
        continue;
      }
    }
    const value = numberOf(m[1], m[2]);
    if (!Number.isFinite(value)) continue;
    out.push({
      value,
      index: m.index,
      end: m.index + m[0].length,
      scaled: Boolean(m[2]),
      words: false,
      raw: m[0],
    });
  }
  out.push(...wordNumbers(text));
  return out.sort((a, b) => a.index - b.index).slice(0, limit);
}

/** "eighteen", "a dozen", "twenty-two", "two hundred and fifty", "three million". */
function wordNumbers(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  const re = /[\p{L}]+/gu;
  let total = 0;
  let current = 0;
  let start = -1;
  let end = 0;
  let seen = false;
  const close = () => {
    if (seen) {
      out.push({
        value: total + current,
        index: start,
        end,
        scaled: false,
        words: true,
        raw: text.slice(start, end),
      });
    }
    total = 0;
    current = 0;
    seen = false;
    start = -1;
  };
  let count = 0;
  for (let m; (m = re.exec(text)) && count < 5000; count++) {
    const w = m[0].toLowerCase();
    const gap = text.slice(end, m.index);
    if (seen && !/^[\s-]*$/.test(gap)) close();
    if (has(WORD_NUMBERS, w) && w !== "one") {
      if (start < 0) start = m.index;
      current += WORD_NUMBERS[w];
      seen = true;
      end = m.index + w.length;
    } else if (w === "one" && !seen) {
      // "one" is a number only before a noun it counts ("one venue"), not in "one of".
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 3))?.[1]?.toLowerCase();
      if (next && !["of", "or", "another", "day", "off", "thing"].includes(next)) {
        start = m.index;
        current = 1;
        seen = true;
        end = m.index + 3;
      }
    } else if (w === "hundred" && seen) {
      current *= 100;
      end = m.index + w.length;
    } else if (has(SCALES, w) && seen && w.length > 2) {
      total += current * SCALES[w];
      current = 0;
      end = m.index + w.length;
    } else if (w === "half" && /^\s+an?\s+(million|billion)/i.test(text.slice(m.index + 4))) {
      const scale = /(million|billion)/i.exec(text.slice(m.index))![1].toLowerCase();
      out.push({
        value: SCALES[scale] / 2,
        index: m.index,
        end: text.toLowerCase().indexOf(scale, m.index) + scale.length,
        scaled: true,
        words: true,
        raw: m[0],
      });
    } else if (seen && (w === "and" || w === "a")) {
      continue;
    } else if (w === "a" || w === "an") {
      // "a dozen venues": the article is part of the number.
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + w.length))?.[1]?.toLowerCase();
      if (next === "dozen") {
        start = m.index;
        seen = false;
      }
      continue;
    } else close();
  }
  close();
  return out.map((n) => (n.index < 0 ? { ...n, index: 0 } : n));
}

/** The first quantity in an answer. Digits win over words ("Twelve (12)"); a calendar year in a
 * sentence is rarely the answer ("In 2024 we drew 3,100 fans"): it comes last. */
export function parseNumber(raw: string): Parsed<number> | null {
  const text = stripNoise(raw);
  const mentions = numberMentions(text);
  // The first quantity, words or digits ("Four derbies ... 9 races each" is four); "Twelve
  // (12)" is the same number either way. A calendar year comes last.
  const pick = mentions.find((m) => m.range || m.scaled || m.words || !isYear(m.raw)) ??
    mentions[0];
  if (!pick) return null;
  return {
    value: pick.value,
    quality: pick.words ? 0.9 : pick.range ? 0.9 : pick.scaled ? 0.95 : 1,
    ...(pick.range ? { range: pick.range } : {}),
  };
}

const MONTH_NAMES =
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|januar|februar|märz|mai|juni|juli|oktober|dezember|januari|februari|mars|augusti|tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|lokakuuta|marraskuuta|joulukuuta|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** "22 April", "April 22nd", "10 Feb 2026": a date, not a quantity. */
const DATE_WORDS = new RegExp(
  `\\b\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+(?:de\\s+)?(?:${MONTH_NAMES})\\b(?:\\s+(?:de\\s+)?\\d{4})?|\\b(?:${MONTH_NAMES})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?:,?\\s+\\d{4})?`,
  "gi",
);

/** Things that look like numbers but are not quantities: dates, phone numbers, addresses. */
export function stripNoise(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, " ")
    .replace(/[\w.+-]{1,64}@[\w-]{1,63}(\.[\w-]{1,63}){1,8}/g, " ")
    .replace(/\+\d[\d\s().-]{7,}\d/g, " ")
    .replace(/\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g, " ")
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, " ")
    .replace(/\bq[1-4]\s*(?:20)?\d\d\b/gi, " ")
    .replace(/\b(19|20)\d\d\s*[/–-]\s*(19|20)?\d\d\b/g, " ")
    .replace(DATE_WORDS, " ")
    .replace(/\bpage\s+\d+(\s+of\s+\d+)?/gi, " ")
    .replace(/\b\d+(?:[./-]\d+){2,}\b/g, " ")
    .replace(
      /\b(org\.?\s*n[or]\.?|reg(istration)?\.?\s*(no|nr|number)?|company no|account|kontonr|bankgiro|vat|iban|cvr|abn|cin|gstin|ref(erence)?|form|issue|version|fax)\b\.?:?\s*[\w./-]*\d[\w./-]*/gi,
      " ",
    );
}

/** Answers that answer nothing: not known, to follow, not applicable. */
export const NON_ANSWER =
  /^\s*(tbc|tbd|tba|n\/?a\b|unknown|not known|don[’']?t know|do not know|not sure|unsure|will (revert|confirm|follow|check)|to follow|to be (confirmed|decided|advised|determined)|see\b|please see|ask\b|[-–—?]+\s*$|dont know|\?\?|no lo sé|não sei|ei tietoa|nie wiem|vet ej|weiß nicht|no s[ée]|ne sais pas|ei tiedossa|we (would )?rather not|prefer not|confidential|not disclosed|undisclosed|varies|various|available on request|on request|to be agreed|no idea|depends\b|not measured|not applicable|not tracked|not available|list to follow|wechselnd)/i;

// ---------------------------------------------------------------------------------------------
// Money

/**
 * USD per unit of each currency: fixed reference rates (mid-market, November 2026, rounded),
 * documented in the README. A questionnaire needs an order of magnitude, not a trading rate;
 * the amount and currency as written are kept beside the converted value.
 */
export const USD_RATES: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CHF: 1.13,
  CAD: 0.72,
  AUD: 0.65,
  NZD: 0.59,
  NOK: 0.092,
  SEK: 0.094,
  DKK: 0.145,
  ISK: 0.0073,
  PLN: 0.25,
  CZK: 0.043,
  HUF: 0.0027,
  JPY: 0.0066,
  CNY: 0.14,
  HKD: 0.128,
  SGD: 0.74,
  KRW: 0.00072,
  INR: 0.012,
  PKR: 0.0036,
  THB: 0.028,
  PHP: 0.017,
  IDR: 0.000063,
  MYR: 0.22,
  VND: 0.000039,
  BRL: 0.18,
  MXN: 0.055,
  ARS: 0.001,
  CLP: 0.0011,
  COP: 0.00025,
  ZAR: 0.055,
  KES: 0.0077,
  NGN: 0.00065,
  EGP: 0.02,
  MAD: 0.1,
  TRY: 0.029,
  AED: 0.272,
  SAR: 0.267,
  ILS: 0.27,
};

/** Symbols and names of currencies, most specific first. */
const CURRENCY_WORDS: [RegExp, string][] = [
  [/US\$|\bUSD\b|\bUS dollars?\b/i, "USD"],
  [/A\$|\bAUD\b|\bAustralian dollars?\b/i, "AUD"],
  [/C\$|CA\$|\bCAD\b|\bCanadian dollars?\b/i, "CAD"],
  [/NZ\$|\bNZD\b|\bNew Zealand dollars?\b/i, "NZD"],
  [/HK\$|\bHKD\b/i, "HKD"],
  [/S\$|\bSGD\b/i, "SGD"],
  [/R\$|\bBRL\b|\breais\b|\breal\b/i, "BRL"],
  [/MX\$|\bMXN\b|\bMexican pesos?\b/i, "MXN"],
  [/€|\bEUR\b|\beuros?\b/i, "EUR"],
  [/£|\bGBP\b|\bpounds? sterling\b|\bpounds?\b/i, "GBP"],
  [/₹|\bINR\b|\brupees?\b|\bRs\.?(?=\s?\d)/i, "INR"],
  [/¥|\bJPY\b|\byen\b/i, "JPY"],
  [/\bCNY\b|\bRMB\b|\byuan\b/i, "CNY"],
  [/₩|\bKRW\b|\bwon\b/i, "KRW"],
  [/฿|\bTHB\b|\bbaht\b/i, "THB"],
  [/₱|\bPHP\b|\bpesos? \(PHP\)/i, "PHP"],
  [/\bzł|\bPLN\b|\bzloty\b/i, "PLN"],
  [/\bKč|\bCZK\b/i, "CZK"],
  [/\bFt\b|\bHUF\b|\bforint\b/i, "HUF"],
  [/\bCHF\b|\bSwiss francs?\b|\bFr\.(?=\s?\d)/i, "CHF"],
  [/\bNOK\b|\bnorske kroner\b|\bNorwegian kron/i, "NOK"],
  [/\bSEK\b|\bsvenska kronor\b|\bSwedish kron/i, "SEK"],
  [/\bDKK\b|\bdanske kroner\b|\bDanish kron/i, "DKK"],
  [/\bISK\b|\bIcelandic kr/i, "ISK"],
  [/\bZAR\b|\brand\b|\bR(?=\s?\d)/, "ZAR"],
  [/\bKES\b|\bKSh\b|\bKenyan shillings?\b/i, "KES"],
  [/\bNGN\b|₦|\bnaira\b/i, "NGN"],
  [/\bARS\b|\bArgentine pesos?\b/i, "ARS"],
  [/\bCLP\b|\bChilean pesos?\b/i, "CLP"],
  [/\bCOP\b|\bColombian pesos?\b/i, "COP"],
  [/\bIDR\b|\brupiah\b|\bRp\.?(?=\s?\d)/i, "IDR"],
  [/\bMYR\b|\bringgit\b|\bRM(?=\s?\d)/i, "MYR"],
  [/\bVND\b|₫|\bdong\b/i, "VND"],
  [/\bTRY\b|₺|\blira\b/i, "TRY"],
  [/\bAED\b|\bdirhams?\b/i, "AED"],
  [/\bSAR\b|\briyals?\b/i, "SAR"],
  [/\bILS\b|₪|\bshekels?\b/i, "ILS"],
  [/\bEGP\b|\bEgyptian pounds?\b/i, "EGP"],
  [/\bMAD\b/i, "MAD"],
  [/\bPKR\b/i, "PKR"],
];

/** "kr" and "$" name a currency only with the country: the document's country decides. */
const LOCAL_KRONE: [RegExp, string][] = [
  [/\bNorw|\bNorge\b|\bOslo\b|\bBergen\b|\bTrondheim\b/i, "NOK"],
  [/\bSwed|\bSverige\b|\bStockholm\b|\bGothenburg|\bGöteborg|\bMalmö/i, "SEK"],
  [/\bDenmark\b|\bDanish\b|\bDanmark\b|\bCopenhagen\b|\bKøbenhavn|\bAarhus/i, "DKK"],
  [/\bIceland|\bReykjav/i, "ISK"],
];
const LOCAL_DOLLAR: [RegExp, string][] = [
  [/\bAustralia/i, "AUD"],
  [/\bNew Zealand\b|\bAotearoa\b/i, "NZD"],
  [/\bCanada\b|\bCanadian\b|\bOntario\b|\bQuebec\b|\bAlberta\b|\bBritish Columbia\b/i, "CAD"],
  [/\bMexico\b|\bMéxico\b/i, "MXN"],
  [/\bArgentin/i, "ARS"],
  [/\bChile\b/i, "CLP"],
  [/\bColombia\b/i, "COP"],
  [/\bSingapore\b/i, "SGD"],
  [/\bHong Kong\b/i, "HKD"],
];

/** What "$" or "kr" mean in a document: its country, when exactly one is named. */
export interface CurrencyContext {
  dollar: string;
  krone?: string;
  /** The currency of amounts that name none: the document's stated one, or its usual one. */
  usual?: string;
}

const US =
  /\b(United States|USA|U\.S\.|America|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)\b/;

/** The table's entry whose pattern the document mentions first. */
function firstNamed(document: string, table: [RegExp, string][]): string | undefined {
  let best: { at: number; code: string } | undefined;
  for (const [re, code] of table) {
    const at = document.search(re);
    if (at >= 0 && (!best || at < best.at)) best = { at, code };
  }
  return best?.code;
}

/** What "$" and "kr" mean in a document: the first country of theirs it names. */
export function currencyContext(document: string): CurrencyContext {
  const context: CurrencyContext = {
    dollar: firstNamed(document, [[US, "USD"], ...LOCAL_DOLLAR]) ?? "USD",
    krone: firstNamed(document, LOCAL_KRONE),
  };
  // "All amounts are in Norwegian kroner", "monetary values in Thai baht (THB)".
  const stated =
    /\b(?:amounts?|figures?|values?|sums?|revenues?|currency)\b[^.\n]{0,40}?\b(?:in|:)\s+([^.;\n]{2,40})/i
      .exec(document);
  const said = stated && currencyIn(stated[1], context);
  if (said) return { ...context, usual: said };
  // Otherwise the currency the document names most often.
  const counts = new Map<string, number>();
  for (const [re, code] of CURRENCY_WORDS) {
    const n = document.slice(0, 100_000).match(
      new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g"),
    )?.length ?? 0;
    if (n) counts.set(code, (counts.get(code) ?? 0) + n);
  }
  const usual = [...counts.entries()].sort(([, a], [, b]) => b - a)[0]?.[0];
  return usual ? { ...context, usual } : context;
}

/** The currency a piece of text names, if any. */
export function currencyIn(text: string, context: CurrencyContext): string | undefined {
  const named = CURRENCY_WORDS.find(([re]) => re.test(text))?.[1];
  if (named) return named;
  if (/\bkr\.?(?![a-z])|\bkroner\b|\bkronor\b|\bkrone\b|,-/i.test(text)) return context.krone;
  if (/\$|\bdollars?\b/i.test(text)) return context.dollar;
  return undefined;
}

export function parseMoney(
  raw: string,
  label: string,
  context: CurrencyContext = { dollar: "USD" },
): Parsed<number> | null {
  // "6,2 MSEK", "12 mkr", "450 tkr": the scale inside the currency's name.
  raw = raw.replace(
    /(\d)\s*([MT])(SEK|NOK|DKK|EUR|USD|CHF|GBP|kr)\b/g,
    (_, d, scale, c) => `${d} ${scale === "M" ? "million" : "thousand"} ${c}`,
  )
    .replace(
      /(\d)\s*(m|t)kr\b/gi,
      (_, d, scale) => `${d} ${scale.toLowerCase() === "m" ? "million" : "thousand"} kr`,
    );
  const n = parseNumber(raw);
  if (!n) return null;
  // A currency in the answer wins; one in the label ("Revenue (EUR)") applies otherwise; a
  // bare amount is USD, less surely.
  const currency = currencyIn(stripNoise(raw), context) ?? currencyIn(label, context);
  const code = currency ?? context.usual ?? "USD";
  const rate = USD_RATES[code];
  const usd = (x: number) => Math.round(x * rate);
  return {
    value: usd(n.value),
    quality: n.quality * (currency ? 1 : 0.85),
    ...(n.range ? { range: [usd(n.range[0]), usd(n.range[1])] as [number, number] } : {}),
    original: { amount: n.value, currency: code },
  };
}

// ---------------------------------------------------------------------------------------------
// Percentages, latencies, years

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function parsePercent(raw: string, label = ""): Parsed<number> | null {
  const text = stripNoise(raw);
  const pct = /(-?\d+(?:[.,]\d+)?)\s*(?:%|per\s?cent\b|pct\b|procent\b|prozent\b)/i.exec(text);
  if (pct) {
    const sign = /\b(down|decline|fell|drop|minus|negative)\b/i.test(text) ? -1 : 1;
    return { value: sign * round(Number(pct[1].replace(",", ".")), 4), quality: 1 };
  }
  const n = parseNumber(text);
  if (!n) return null;
  const named = /%|percent|pct|share|proportion/i.test(label);
  if (n.value > 0 && n.value < 1 && /\d\.\d/.test(text)) {
    // A fraction (0.44) where a percentage was asked for.
    return { value: round(n.value * 100, 4), quality: 0.8 };
  }
  return named ? { value: round(n.value, 4), quality: n.quality * 0.9 } : null;
}

const LATENCY_UNITS: [RegExp, number][] = [
  [/^\s*(ms|msecs?|milli-?seconds?)\b/i, 1],
  [/^\s*(s|secs?|seconds?|sek|sekunder)\b/i, 1000],
  [/^\s*(mins?|minutes?)\b/i, 60_000],
];

/**
 * Latency in milliseconds: "400 ms", "0.5 seconds", "2s", "about two seconds", "1-2 s". A bare
 * number takes its unit from the label ("Latency (ms)", "latency_seconds"), or is read as
 * milliseconds, less surely. "Sub-second" or "real-time" name no figure, so give none.
 */
export function parseLatency(raw: string, label = ""): Parsed<number> | null {
  const text = stripNoise(raw);
  for (const m of numberMentions(text)) {
    const unit = LATENCY_UNITS.find(([re]) => re.test(text.slice(m.end)))?.[1];
    const scale = (x: number) => round(x * (unit ?? 1), 3);
    if (unit) {
      return {
        value: scale(m.value),
        quality: m.words ? 0.9 : 1,
        ...(m.range ? { range: [scale(m.range[0]), scale(m.range[1])] as [number, number] } : {}),
      };
    }
  }
  const n = parseNumber(text);
  if (!n) return null;
  const named = LATENCY_UNITS.find(([re]) =>
    re.test(
      label.toLowerCase().replace(/[_-]+/g, " ").replace(
        /.*?(?=\b(ms|msecs?|milliseconds?|s|secs?|seconds?)\b)/,
        "",
      ),
    )
  )?.[1];
  if (named) return { value: round(n.value * named, 3), quality: n.quality };
  return /latency|delay/i.test(label) ? { value: n.value, quality: 0.6 } : null;
}

export function parseYear(raw: string): Parsed<number> | null {
  const m = /\b(1[89]\d\d|20\d\d)\b/.exec(stripNoise(raw));
  return m ? { value: Number(m[1]), quality: 1 } : null;
}

// ---------------------------------------------------------------------------------------------
// Yes, no, and the hedges between

/** Not (yet) in place: planned, drafted, discussed, informal, partial. */
const HEDGE =
  /\b(not (yet|formally|currently|at present|officially|really)|no formal|nothing formal|informal(ly)?|planned|planning|plan to|in (development|progress|the works|discussions?|talks|negotiation)|being (developed|drafted|built|set up|explored|discussed)|under (development|discussion|consideration|review)|(will|would|to) (be )?(launch|introduce|start|begin|roll)|from 20[2-9]\d|by 20[2-9]\d|effective|next (season|year)|exploring|considering|intend|hope to|aim to|looking (at|into|for)|working (towards|on)|pending|tbc|tbd|to be (confirmed|decided)|pilot(ing)?|trial(l?ing)?|(we are|currently|now) testing|in testing|being tested|nothing (official|formal)|i vorbereitung|in vorbereitung|en desarrollo|previsto|planerat|planlagt|niet formeel|nicht formell|no formalmente|pas formellement|ei virallisesti|inte formellt|ikke formelt|nem hivatalos)\b/i;

/** "No", and the ways of saying it. */
const NEGATIVE =
  /^(no|n|false|none|nil|nope|nothing|never|0)\b|\b(we )?(do not|don't|does not|doesn't|have no|has no|haven't|hasn't|there is no|there are no|without|lack|not in place|not available|not applicable)\b/i;
const POSITIVE =
  /^(yes|y|true|yep|yeah|correct|ja|oui|si|sí|sim)\b|^(we (do|have|run|use|provide|operate|maintain|work with|partner)|in place|available|established|active|fully|official)\b|\b(we have|we run|we use|we operate|we maintain|we provide|in place|partner(ed|s)? with|provided by|run by|monitored by|via|through|since (19|20)\d\d|operational|live)\b/i;

/**
 * Yes/no: `true` only for something that exists now. Hedged answers ("not formally", "planned
 * for 2027", "in discussions") are `false`: the thing asked about is not in place. "TBC" and
 * "n/a" answer nothing.
 */
export function parseBool(raw: string): Parsed<boolean> | null {
  const text = stripNoise(raw).trim();
  if (NON_ANSWER.test(text)) return null;
  if (/^(yes|y|ja|oui|sim|sí)\b/i.test(text) && !HEDGE.test(text)) {
    return { value: true, quality: 1 };
  }
  if (HEDGE.test(text)) return { value: false, quality: 0.9 };
  if (NEGATIVE.test(text)) return { value: false, quality: 1 };
  if (POSITIVE.test(text)) return { value: true, quality: 0.9 };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Lists, months, contacts

/** An answer that says there is nothing to list ("None", "None yet", "n/a", "no"). */
const NOTHING =
  /^((still|so far|as yet|currently|at present)\s+)?(none|nil|nothing|n\/a|no|not yet|not currently|not at (this|the moment)|zero|false|-|inga|ingen|ingenting|keine?|ninguno|ninguna|nenhum|aucun|aucune|nessuno|geen|ei|brak|ikke|ingen endnu)\b/i;

/**
 * A list: items separated by commas, semicolons, bullets, " / ", " & ", "and" or " - ".
 * Remarks in parentheses are dropped ("Velocity Sports (US)"), so their commas do not split.
 */
export function parseList(raw: string): Parsed<string[]> | null {
  // The first sentence only: "Sweden. We have not checked other countries."
  const first = raw.split(/(?<=[a-z)])\.\s+(?=[A-Z])/)[0];
  const text = first.replace(/,?\s*\betc\.?$/i, "").trim();
  const bare = text.replace(/\s*\([^()]{0,200}\)/g, "");
  if (NOTHING.test(bare) || (/^(we )?(are )?in (talks|discussions?)\b/i.test(bare))) {
    return { value: [], quality: 1 };
  }
  if (
    NON_ANSWER.test(bare) ||
    /\b(not sure|please advise|no idea|to follow|see (the )?(attached|annex))\b/i.test(bare)
  ) {
    return null;
  }
  // The strongest separator present wins: "Kanalvallen, Örnsköldsvik; Nolia Isbana, Umeå".
  // Remarks in parentheses stay with their item ("Florida (simulcast)") and are not split.
  const separator = /[;\n•·]/.test(bare)
    ? /\s*[;\n•·]\s*|\s+(?<!-\s?)\band\s+/
    : /\s*(?:,|\s\/\s|\s&\s|(?<!-\s?)\band\b|\s[-–—]\s)\s*/i;
  let items = splitOutside(text, separator)
    .map((s) =>
      s.replace(/^[\s*\-–•]+|[\s.]+$/g, "").replace(/^(and|also)\s+/i, "")
        .replace(
          /\s+(shows|broadcasts?|streams?|carries|covers|airs|has|have|is|are|was|were|will|does|do)\b.*$/,
          "",
        )
        .trim()
    )
    .filter((s) => s && s.length <= 100);
  // "Sweden, through operators licensed by ...": a clause after the names is no item.
  if (items.length > 1 && /^\p{Lu}/u.test(items[0])) {
    const clause = items.findIndex((item) =>
      /^(through|via|where|which|with|but|as|if|for|in|on|at|by|from|only|mainly|mostly|pending|subject)\b/
        .test(item)
    );
    if (clause > 0) items = items.slice(0, clause);
  }
  return items.length ? { value: [...new Set(items)].slice(0, 50), quality: 1 } : null;
}

/**
 * The names in a sentence answer ("We race on the Bridgetowne Pasig River course, at the Manila
 * Baywalk and on Caliraya Lake"): its capitalised phrases, after its first word; none when it
 * says there is nothing ("We do not have a TV partner yet").
 */
export function namesIn(value: string): Parsed<string[]> | null {
  const sentence = value.split(/(?<=[a-z)])\.\s+(?=\p{Lu})/u)[0].replace(
    /\s*\([^()]{0,120}\)/g,
    "",
  );
  const names = [
    ...sentence.slice(sentence.indexOf(" ")).matchAll(
      /\p{Lu}[\p{L}\d&'’+.-]*(?:\s+(?:(?:of|de|del|la|the|am|i)\s+)?\p{Lu}[\p{L}\d&'’+.-]*)*/gu,
    ),
  ].map((m) => m[0].replace(/[.,]+$/, "")).filter((n) => !/^(I|We|Our|The|TV)$/.test(n));
  if (names.length) return { value: [...new Set(names)].slice(0, 50), quality: 0.85 };
  const none = /\b(do not|don't|does not|have no|has no|no\b|not yet|none)\b/i.test(sentence);
  return none ? { value: [], quality: 0.9 } : null;
}

/** Splits where the separator matches outside parentheses. */
function splitOutside(text: string, separator: RegExp): string[] {
  const masked = text.replace(/\([^()]{0,200}\)/g, (m) => "\u0000".repeat(m.length));
  const out: string[] = [];
  const re = new RegExp(
    separator.source,
    separator.flags.includes("g") ? separator.flags : separator.flags + "g",
  );
  let from = 0;
  for (const m of masked.matchAll(re)) {
    if (m[0] === "") continue;
    out.push(text.slice(from, m.index));
    from = m.index! + m[0].length;
  }
  out.push(text.slice(from));
  return out;
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
export function parseMonth(raw: string): Parsed<string> | null {
  MONTH_WORD.lastIndex = 0;
  for (let i = 0, m; i < 20 && (m = MONTH_WORD.exec(raw)); i++) {
    // "may" in lower case is more often the verb ("dates may vary").
    if (m[1] === "may") continue;
    const month = MONTHS.find((name) => name.startsWith(m![1].toLowerCase().slice(0, 3)))!;
    return { value: month[0].toUpperCase() + month.slice(1), quality: 1 };
  }
  return null;
}

/** Bounded parts (RFC 5321 lengths), so a long run of word characters costs no backtracking. */
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
/** Addresses looked at before giving up: a few are real, thousands are noise. */
const MAX_AT_SIGNS = 1000;

/** The first email address in the text, looked for only around its "@" signs. */
export function findEmail(text: string): string | null {
  for (
    let at = text.indexOf("@"), n = 0;
    at >= 0 && n < MAX_AT_SIGNS;
    at = text.indexOf("@", at + 1), n++
  ) {
    const m = EMAIL.exec(text.slice(Math.max(0, at - 64), at + 520));
    if (m) return m[0].toLowerCase().replace(/\.$/, "");
  }
  return null;
}

export const PHONE = /\+?\(?\d[\d\s().-]{6,20}\d/;

export function parseWebsite(raw: string): Parsed<string> | null {
  const m =
    /\b(https?:\/\/[^\s,;<>"')]+|www\.[^\s,;<>"')]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|example|io|co|tv|sport|club|info|[a-z]{2})(?:\/[^\s,;<>"')]*)?)/i
      .exec(raw);
  return m && !m[1].includes("@") ? { value: m[1].replace(/[.]$/, ""), quality: 1 } : null;
}
