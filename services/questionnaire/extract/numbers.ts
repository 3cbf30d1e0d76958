/**
 * Numbers as people write them: any separators (1,250,000 · 1 250 000 · 3.200 · 1'310 · 1,5),
 * scale words in several languages (450k, 2.4m, 1,5 millioner, 148 millió), numbers in words,
 * ranges (kept, scored on their midpoint); and what looks like a number but is none (dates,
 * phone numbers, registry numbers), and answers that answer nothing.
 */

import { isCurrencyCode } from "./rates.ts";

export interface Parsed<T> {
  value: T;
  /** How cleanly it parsed (1 = plain digits or a plain word). */
  quality: number;
  /** For a range ("2,000–3,000"): both ends; `value` is its midpoint. */
  range?: [number, number];
  /** For money: the amount and currency as written, before conversion to USD. */
  original?: { amount: number; currency: string };
}

/**
 * Nordic numbers that are words of other languages too ("to", "fire", "sex", "ni", "ti"): a
 * number only before a Nordic plural ("ni klubbar", "ti veker", "fire lag", "to renn").
 */
const NORDIC_SHORT: Record<string, number> = { to: 2, fire: 4, sex: 6, ni: 9, ti: 10 };
const NORDIC_COUNTED =
  /^\s+(?:\p{L}+(?:ar|or)|klubber|lag|løp|lopp|renn|stevner|stemne|veker|uker|uger|kamper|runder|etapper|måneder|turneringer|konkurranser|konkurrencer|omganger|heat)(?![\p{L}])/u;

const WORD_NUMBERS: Record<string, number> = {
  // German, Spanish, Portuguese, Italian, French, Dutch and Nordic words that are no English
  // word too ("due", "once", "sei" and "um" are left out).
  zwei: 2,
  drei: 3,
  vier: 4,
  "fünf": 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  "zwölf": 12,
  zwanzig: 20,
  "dreißig": 30,
  vierzig: 40,
  "fünfzig": 50,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  dois: 2,
  duas: 2,
  "três": 3,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
  vinte: 20,
  trinta: 30,
  quattro: 4,
  cinque: 5,
  sette: 7,
  otto: 8,
  dieci: 10,
  dodici: 12,
  venti: 20,
  trenta: 30,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  vingt: 20,
  trente: 30,
  twee: 2,
  drie: 3,
  tien: 10,
  twaalf: 12,
  tolv: 12,
  tjugo: 20,
  tyve: 20,
  // Norwegian, Swedish and Danish ("fem løp", "seks renn", "åtte lag", "nio lag", "tio veckor").
  fem: 5,
  seks: 6,
  "åtte": 8,
  nio: 9,
  tio: 10,
  "två": 2,
  fjorten: 14,
  femten: 15,
  seksten: 16,
  sytten: 17,
  atten: 18,
  nitten: 19,
  tjue: 20,
  tretti: 30,
  "førti": 40,
  femti: 50,
  fjorton: 14,
  femton: 15,
  sexton: 16,
  arton: 18,
  nitton: 19,
  trettio: 30,
  fyrtio: 40,
  femtio: 50,
  // Teens and tens, and the Nordic, Dutch and Finnish words ("quatorze sociétés", "onze
  // tournois", "syv stop", "kuusi turnausta").
  onze: 11,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  // Catalan ("uns deu mesos", "dotze equips"; "set" and "nou" are words of other languages).
  dues: 2,
  cinc: 5,
  sis: 6,
  vuit: 8,
  deu: 10,
  dotze: 12,
  vint: 20,
  undici: 11,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  trece: 13,
  catorce: 14,
  "dieciséis": 16,
  dreizehn: 13,
  vierzehn: 14,
  "fünfzehn": 15,
  sechzehn: 16,
  tre: 3,
  syv: 7,
  otte: 8,
  elleve: 11,
  fyra: 4,
  sju: 7,
  "åtta": 8,
  elva: 11,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  twintig: 20,
  kaksi: 2,
  kolme: 3,
  "neljä": 4,
  viisi: 5,
  kuusi: 6,
  "seitsemän": 7,
  kahdeksan: 8,
  "yhdeksän": 9,
  kymmenen: 10,
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
  // Greek, Lithuanian, Latvian and Estonian ("δύο διαιτητές", "trys teisėjai", "trīs tiesneši",
  // "kolm kohtunikku"), and Norwegian words no other language uses.
  "δύο": 2,
  "τρεις": 3,
  "τρία": 3,
  "τέσσερις": 4,
  "τέσσερα": 4,
  "πέντε": 5,
  "έξι": 6,
  "επτά": 7,
  "οκτώ": 8,
  "εννέα": 9,
  "δέκα": 10,
  "δώδεκα": 12,
  "είκοσι": 20,
  dvi: 2,
  trys: 3,
  keturi: 4,
  keturios: 4,
  penki: 5,
  penkios: 5,
  "šeši": 6,
  "šešios": 6,
  septyni: 7,
  "aštuoni": 8,
  devyni: 9,
  "dešimt": 10,
  dvylika: 12,
  divi: 2,
  "trīs": 3,
  "četri": 4,
  pieci: 5,
  "seši": 6,
  "septiņi": 7,
  "astoņi": 8,
  "deviņi": 9,
  desmit: 10,
  kaks: 2,
  kolm: 3,
  neli: 4,
  seitse: 7,
  kaheksa: 8,
  "üheksa": 9,
  "kümme": 10,
  // Russian, Ukrainian, Bulgarian, Serbian and Macedonian ("длится пять месяцев", "около седем
  // месеца"), Romanian ("ține șase luni") and Turkish ("yedi ay"): words no other language has.
  "две": 2,
  "дві": 2,
  "три": 3,
  "четыре": 4,
  "чотири": 4,
  "четири": 4,
  "пять": 5,
  "пет": 5,
  "шесть": 6,
  "шість": 6,
  "шест": 6,
  "семь": 7,
  "сім": 7,
  "седем": 7,
  "седам": 7,
  "седум": 7,
  "восемь": 8,
  "вісім": 8,
  "осем": 8,
  "осам": 8,
  "осум": 8,
  "девять": 9,
  "девет": 9,
  "десять": 10,
  "десет": 10,
  "двенадцать": 12,
  "дванадцять": 12,
  "дванадесет": 12,
  "дванаест": 12,
  "п\u02bcять": 5,
  "дев\u02bcять": 9,
  trei: 3,
  patru: 4,
  cinci: 5,
  "șase": 6,
  "şase": 6,
  "șapte": 7,
  "şapte": 7,
  zece: 10,
  // Czech, Slovak, Polish, Slovenian, Croatian and Hungarian ("Deset družstev mužů", "dwanaście
  // drużyn", "tizenkét csapat"), also as typed without their marks ("deset", "ctyri"); not "pet"
  // or "hat", English words.
  "tři": 3,
  "čtyři": 4,
  ctyri: 4,
  "pět": 5,
  "šest": 6,
  sest: 6,
  sedm: 7,
  osm: 8,
  "devět": 9,
  devet: 9,
  deset: 10,
  "dvanáct": 12,
  dvanact: 12,
  dvacet: 20,
  "štyri": 4,
  "päť": 5,
  "šesť": 6,
  sedem: 7,
  osem: 8,
  "deväť": 9,
  "desať": 10,
  "dvanásť": 12,
  "dvadsať": 20,
  dwa: 2,
  trzy: 3,
  cztery: 4,
  "pięć": 5,
  "sześć": 6,
  siedem: 7,
  osiem: 8,
  "dziewięć": 9,
  "dziesięć": 10,
  "dwanaście": 12,
  "dwadzieścia": 20,
  "četiri": 4,
  "štiri": 4,
  sedam: 7,
  osam: 8,
  dvanaest: 12,
  dvanajst: 12,
  dvajset: 20,
  "kettő": 2,
  "két": 2,
  "három": 3,
  "négy": 4,
  nyolc: 8,
  kilenc: 9,
  "tíz": 10,
  "tizenkét": 12,
  "húsz": 20,
  iki: 2,
  "üç": 3,
  "dört": 4,
  "beş": 5,
  "altı": 6,
  sekiz: 8,
  dokuz: 9,
};

/** Scale words after a number, in the languages questionnaires arrive in. */
export const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  // ("Rs. 95 lac": lakh as Pakistan and India often spell it.)
  lac: 1e5,
  lacs: 1e5,
  // ("45 hazaar approx": a thousand in Hindi and Urdu, in Latin letters.)
  hazaar: 1e3,
  hazar: 1e3,
  hajar: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  // "7 mil", "310 mil euros": thousands in Spanish and Portuguese; "6,8 mil. Kč": Czech
  // millions, abbreviated.
  mil: 1e3,
  "mil.": 1e6,
  mill: 1e6,
  mio: 1e6,
  milj: 1e6,
  "millió": 1e6,
  millio: 1e6,
  "milliárd": 1e9,
  ezer: 1e3,
  miljoen: 1e6,
  miljard: 1e9,
  // Dutch thousands ("850 duizend euro").
  duizend: 1e3,
  tusen: 1e3,
  // Icelandic ("18 millj. kr.", "2,3 milljónir króna", "1,1 milljarður", "45 þús.").
  millj: 1e6,
  "milljón": 1e6,
  "milljónir": 1e6,
  "milljóna": 1e6,
  "milljarður": 1e9,
  "milljarðar": 1e9,
  "þús": 1e3,
  "þúsund": 1e3,
  tuhat: 1e3,
  miljoonaa: 1e6,
  mln: 1e6,
  million: 1e6,
  millions: 1e6,
  millioner: 1e6,
  // (Nynorsk "1,4 millionar kroner".)
  millionar: 1e6,
  miljoner: 1e6,
  millionen: 1e6,
  millones: 1e6,
  "millón": 1e6,
  millon: 1e6,
  milioni: 1e6,
  milione: 1e6,
  miliardi: 1e9,
  mila: 1e3,
  mille: 1e3,
  ribu: 1e3,
  // ("Instagram 58 rb": Indonesian ribu, abbreviated; Mongolian "64 мянга", "1 тэрбум".)
  rb: 1e3,
  "мянга": 1e3,
  "мянган": 1e3,
  "сая": 1e6,
  "тэрбум": 1e9,
  "тыс": 1e3,
  "млн": 1e6,
  "млрд": 1e9,
  juta: 1e6,
  miliar: 1e9,
  milyar: 1e9,
  bilion: 1e9,
  "milhão": 1e6,
  milhao: 1e6,
  // ("R$ 1,2 mi", "4,6 mi visualizações": Brazilian millions, abbreviated; "฿ 14.5 MB": million
  // baht.)
  mi: 1e6,
  mb: 1e6,
  miljon: 1e6,
  milhoes: 1e6,
  "milhões": 1e6,
  crore: 1e7,
  crores: 1e7,
  // "Rs 3.8 cr", "₹ 12 L": crore and lakh, abbreviated.
  cr: 1e7,
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
  // Turkish, Romanian, Czech, Slovak, Polish, Baltic and Danish.
  bin: 1e3,
  milyon: 1e6,
  mii: 1e3,
  milion: 1e6,
  milioane: 1e6,
  miliona: 1e6,
  miliony: 1e6,
  "milionů": 1e6,
  "tis.": 1e3,
  "tūkst": 1e3,
  tuh: 1e3,
  tusind: 1e3,
  // Greek: "€ 1,95 εκ." (εκατομμύρια), "45 χιλ." (χιλιάδες), "1,2 δισ.".
  "εκ": 1e6,
  "εκατ": 1e6,
  "εκατομμύρια": 1e6,
  "εκατομμύριο": 1e6,
  "χιλ": 1e3,
  "χιλιάδες": 1e3,
  "δισ": 1e9,
  // Vietnamese ("8,6 tỷ đồng", "2,5 triệu lượt xem", "45 nghìn"), Swedish, Japanese ("1,850万円").
  "tỷ": 1e9,
  "triệu": 1e6,
  "nghìn": 1e3,
  "ngàn": 1e3,
  miljarder: 1e9,
  // "2,4 milliard so'm", "1,5 Milliarden", "3 milliards": French, German, Russian and Central
  // Asian English.
  milliard: 1e9,
  milliards: 1e9,
  milliarden: 1e9,
  "万": 1e4,
  "億": 1e8,
  "亿": 1e8,
  // Chinese in Traditional characters ("新臺幣4,850萬元"), and thousands of ten thousands
  // ("2천만", "3千万": 30 million).
  "萬": 1e4,
  "千万": 1e7,
  "千萬": 1e7,
  "천만": 1e7,
  "千": 1e3,
  "백만": 1e6,
  // Turkish cases, Slovene, Croatian, Serbian, Slovak, Czech, Baltic and Estonian forms.
  milyonu: 1e6,
  milyona: 1e6,
  "milyarı": 1e9,
  milijon: 1e6,
  milijona: 1e6,
  milijonov: 1e6,
  milijun: 1e6,
  milijuna: 1e6,
  milijarde: 1e9,
  milijardi: 1e9,
  "tisoč": 1e3,
  "tisuća": 1e3,
  hiljada: 1e3,
  "milión": 1e6,
  "milióna": 1e6,
  "miliónov": 1e6,
  "tisíc": 1e3,
  miliard: 1e9,
  miliardy: 1e9,
  milijonai: 1e6,
  "milijonų": 1e6,
  "tūkstančiai": 1e3,
  "tūkstančių": 1e3,
  miljoni: 1e6,
  "tūkstoši": 1e3,
  miljonit: 1e6,
  "тис": 1e3,
  // Russian, Ukrainian and Bulgarian words in full.
  "миллион": 1e6,
  "миллиона": 1e6,
  "миллионов": 1e6,
  "тысяч": 1e3,
  "тысячи": 1e3,
  "мільйон": 1e6,
  "мільйона": 1e6,
  "мільйонів": 1e6,
  "тисяч": 1e3,
  "милиона": 1e6,
  "хиляди": 1e3,
  // Serbian and Macedonian in full and abbreviated ("4,2 милиона", "2,3 мил. денари", "11,4
  // илјади", "21 хил.", "3 хиљаде"); Romanian and Estonian billions ("1,2 miliarde", "miljardit").
  "мил.": 1e6,
  "милион": 1e6,
  "милиони": 1e6,
  "милијарда": 1e9,
  "милијарди": 1e9,
  "милиард": 1e9,
  "милиарда": 1e9,
  "илјади": 1e3,
  "илјада": 1e3,
  "хил": 1e3,
  "хиљ": 1e3,
  "хиљада": 1e3,
  "хиљаде": 1e3,
  "тисячі": 1e3,
  "тысяча": 1e3,
  "миллиард": 1e9,
  "миллиарда": 1e9,
  "мільярд": 1e9,
  miliarde: 1e9,
  miljardit: 1e9,
  // Korean ("3만 명", "12억 원") and Thai ("2.5 ล้าน"), written without a space or boundary.
  "만": 1e4,
  "억": 1e8,
  "천": 1e3,
  "ล้าน": 1e6,
  "แสน": 1e5,
  "หมื่น": 1e4,
  "พัน": 1e3,
};
const SCALE_WORD = Object.keys(SCALES).sort((a, b) => b.length - a.length)
  .map((w) => w.replace(".", "\\.")).join("|");
/** Own keys only: "constructor" or "__proto__" in an answer is no number word. */
const has = (table: Record<string, number>, key: string) => Object.hasOwn(table, key);

/**
 * One number as written: `1,250,000`, `2,15,000` (Indian), `1 250 000`, `3.200` (European thousands), `1,5`
 * (European decimal), `2.4`, with an optional scale (`2.4m`, `450k`, `1,5 millioner`).
 */
const NUMBER =
  `(\\d{1,2}(?:,\\d{2})+,\\d{3}(?![\\d,])|\\d{1,3}(?:['’]\\d{3})+(?![\\d])|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:\\.\\d{3})+(?:,\\d+)?(?![\\d.])|\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?:,\\d{1,2}(?!\\d))?(?!\\d|[.,]\\d)|\\d+(?:[.,]\\d+)?)(?:\\s?(${SCALE_WORD})\\.?(?:(?<=[万萬億亿千만억천น])|(?![\\p{L}])))?`;
const NUMBER_RE = new RegExp(NUMBER, "giu");
/**
 * `2,000–3,000`, `2-3k`, `40 to 50`, `between 40 and 50`, `tra 150 e 300`, `entre 40 y 50`,
 * `între 800 și 1.200`, `60 tot 80` (Dutch), `300 do 500` (Slovenian, Croatian, Polish),
 * `300 až 500` (Slovak, Czech), `између 350 и 500`, `от 600 до 800`, `між 150 та 200` (Cyrillic).
 */
const RANGE_RE = new RegExp(
  // (Not "from 10 to 12", "da 10 a 12": a change, not a range.)
  `(?<![\\d.,])(?<!\\b(?:from|da|de|dal|desde|von|van)\\s+)(?:(?:between|tra|fra|entre|între|intre|zwischen|mellan|mellom|mellem|между|між|између|помеѓу)\\s+(?:(?:le|i|los|las|les|die|den)\\s+)?)?${NUMBER}\\s*(?:[-–—−〜～~]|to|and|bis|tot|til|till|à|a|e|y|et|und|och|og|și|si|ile|至|到|do|až|и|і|та|до)\\s*(?:(?:le|i|los|las|les|die|den)\\s+)?${NUMBER}`,
  "iu",
);

/** Numbers looked at in one answer: enough for any sentence, bounded for any input. */
const MAX_NUMBER_TOKENS = 20;

function digitsOf(raw: string): number {
  // 1,250,000: thousands. 3.200 (three digits after each dot): thousands, the
  // European way. 1,5: a decimal comma. 2.4: a decimal point.
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) return Number(raw.replace(/,/g, ""));
  // 2,15,000 and 1,20,00,000: the Indian grouping (lakhs and crores).
  if (/^\d{1,2}(,\d{2})+,\d{3}$/.test(raw)) return Number(raw.replace(/,/g, ""));
  if (/^\d{1,3}(['’]\d{3})+$/.test(raw)) return Number(raw.replace(/['’]/g, ""));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(raw)) {
    return Number(raw.replace(/\./g, "").replace(",", "."));
  }
  // 1 250 000 and 1 234,5: spaces between thousands, a decimal comma.
  if (/^\d{1,3}([ \u00a0\u202f]\d{3})+(,\d{1,2})?$/.test(raw)) {
    return Number(raw.replace(/[ \u00a0\u202f]/g, "").replace(",", "."));
  }
  return Number(raw.replace(",", "."));
}

/** Scale words written where a dot is the decimal point ("0.250m", "3.200 million"). */
const POINT_SCALES = new Set(["k", "m", "mm", "mn", "million", "millions", "b", "bn", "billion"]);

/**
 * A decimal like 0.250 or 3.200 before an English scale word is a decimal, not thousands; in
 * the languages that write a dot between thousands it is thousands ("4.200 millones").
 */
function numberOf(raw: string, scale: string | undefined): number {
  const s = scale?.toLowerCase();
  let n = s && POINT_SCALES.has(s) && /^\d+\.\d{3}$/.test(raw) ? Number(raw) : digitsOf(raw);
  // ("RM2.6 mil", "1.4 mil": a decimal point before "mil" is English shorthand for million;
  // Spanish and Portuguese thousands come with a decimal comma: "2,6 mil".)
  const scaled = s === "mil" && /^\d+\.\d{1,2}$/.test(raw) ? 1e6 : s && has(SCALES, s) && SCALES[s];
  if (scaled) n = Number((n * scaled).toPrecision(12));
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

/** A letter of Chinese or Japanese, which runs into the figures next to it. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A calendar year as written: four digits, no separator ("1,800" is a count). */
const isYear = (raw: string) => /^(18[5-9]\d|19\d\d|20\d\d)$/.test(raw);

/** A season written with its two years: "25/26", "2025/26". */
const SEASON_SPAN = /(?<![\d.,/])(?:19|20)?(\d\d)\/(\d\d)(?![\d.,/])/g;

/**
 * Every number in the text, in order: ranges as one mention, numbers in words too ("eighteen",
 * "a dozen", "two hundred and fifty", "three million").
 */
export function numberMentions(text: string, limit = MAX_NUMBER_TOKENS): NumberMention[] {
  const out: NumberMention[] = [];
  const taken: [number, number][] = [];
  // ("stream numbers 25/26", "season 2025/26": a season's two years are no figures.)
  for (const m of text.matchAll(SEASON_SPAN)) {
    if (Number(m[2]) === (Number(m[1]) + 1) % 100) taken.push([m.index, m.index + m[0].length]);
  }
  const range = new RegExp(RANGE_RE.source, "giu");
  for (let m, i = 0; i < limit && (m = range.exec(text)); i++) {
    if (taken.some(([a, b]) => m!.index >= a && m!.index < b)) continue;
    const a = numberOf(m[1], m[2] ?? m[4]);
    const b = numberOf(m[3], m[4]);
    // "2023-2024" is a span of years, "5-0" a score: a range rises and is no year. (From a
    // year-like figure to one no year is a range still: "Žiūrovų per etapą: 2000–4000".)
    if (!(b > a) || (isYear(m[1]) && isYear(m[3])) || (a > 0 && b / a > 1000)) continue;
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
    // ("R6.8 million", "KSh9.5m", an ISO code as in "USD3m") are no code.
    // (Japanese and Chinese write a figure straight after a word: "約420名", "協賛金420万円".)
    if (m.index > 0 && /[\p{L}_#]/u.test(text[m.index - 1]) && !CJK.test(text[m.index - 1])) {
      const letters = /[\p{L}_#]+$/u.exec(text.slice(Math.max(0, m.index - 4), m.index))![0];
      if (!isCurrencyCode(letters) && !/^(R|Rs|Rp|RM|KSh|Ksh|kr|Fr|zł|Ft)$/u.test(letters)) {
        continue;
      }
    }
    // "įkurta 2010 m.", "nuo 2010 m.": Lithuanian "m." after a year is "metai" (year), no
    // million.
    if (m[2] === "m" && isYear(m[1]) && text[m.index + m[0].length - 1] === ".") {
      out.push({
        value: Number(m[1]),
        index: m.index,
        end: m.index + m[1].length,
        scaled: false,
        words: false,
        raw: m[1],
      });
      continue;
    }
    // ("1 節平均 約 350 人", "1試合あたり", "1경기당": one of a counter's things, then "average"
    // or "per", says per what; it counts nothing.)
    if (m[1] === "1" && !m[2] && PER_ONE.test(text.slice(m.index + m[0].length))) continue;
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
  // ("44 two-man teams", "a three-day show": a number word joined to its noun describes; it
  // counts nothing.)
  const counted = wordNumbers(text).filter((m) =>
    !/^-(?!(?:one|two|three|four|five|six|seven|eight|nine)(?![\p{L}]))\p{Ll}/u.test(
      text.slice(m.end),
    )
  );
  out.push(...wordRanges(counted, text));
  return myriads(out.sort((a, b) => a.index - b.index), text).slice(0, limit);
}

/** After "1": a counter of Chinese, Japanese or Korean, then "average" or "per". */
const PER_ONE = /^\s?[\p{Script=Han}\p{Script=Hangul}]{1,2}\s?(?:平均|あたり|当たり|당|每|均)/u;

/** Scales of Chinese, Japanese and Korean, which count in myriads (10⁴) and 10⁸. */
const MYRIAD = /(?:[万萬億亿만억천千]|천만|백만|千万|千萬)$/;

/**
 * "14억 2천만 원", "2만 8천", "1億2,000万円": a number in myriads, written as a larger scale's
 * figure and the smaller scales' after it, is one number (1,420,000,000; 28,000).
 */
function myriads(mentions: NumberMention[], text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of mentions) {
    const last = out.at(-1);
    const unit = (n: NumberMention) => n.scaled && MYRIAD.test(n.raw) ? scaleOf(n.raw) : 0;
    if (
      last && !last.range && !m.range && unit(last) > 0 && unit(m) > 0 && unit(m) < unit(last) &&
      m.value < unit(last) && /^\s*$/.test(text.slice(last.end, m.index))
    ) {
      out[out.length - 1] = {
        ...last,
        value: last.value + m.value,
        end: m.end,
        raw: text.slice(last.index, m.end),
      };
    } else out.push(m);
  }
  return out;
}

/** The scale a mention ends in ("2천만" → 10⁷). */
function scaleOf(raw: string): number {
  const word = Object.keys(SCALES).filter((w) => raw.endsWith(w))
    .sort((a, b) => b.length - a.length)[0];
  return word ? SCALES[word] : 0;
}

/**
 * Two numbers in words joined as a range ("between eight hundred and twelve hundred", "forty to
 * fifty", "six–eight"): one mention, scored on its midpoint.
 */
function wordRanges(words: NumberMention[], text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i], b = words[i + 1];
    const gap = b ? text.slice(a.end, b.index) : "";
    const lead = /\bbetween\s+$/i.exec(text.slice(Math.max(0, a.index - 12), a.index));
    const between = lead !== null;
    if (
      b && b.value > a.value &&
      (/^\s*(?:to|[-–—])\s*$/i.test(gap) || (between && /^\s+and\s+$/i.test(gap)))
    ) {
      out.push({
        value: (a.value + b.value) / 2,
        range: [a.value, b.value],
        // From "between", as a range in digits is: the mention read alone is the range still.
        index: lead ? a.index - lead[0].length : a.index,
        end: b.end,
        scaled: a.scaled || b.scaled,
        words: true,
        raw: text.slice(lead ? a.index - lead[0].length : a.index, b.end),
      });
      i++;
    } else out.push(a);
  }
  return out;
}

/**
 * Parts of the numbers Italian and German write as one word ("duecentoquaranta",
 * "ventiseimila", "sechsundzwanzig", "zweihundertvierzig"), with the tens' elided forms
 * ("ventotto", "trentuno"): each part a value, a hundred or a thousand. Longest first.
 */
const NUMBER_PARTS: [string, number | "hundred" | "thousand" | "and"][] = (
  [
    ["diciannove", 19],
    ["diciassette", 17],
    ["diciotto", 18],
    ["quattordici", 14],
    ["quindici", 15],
    ["tredici", 13],
    ["dodici", 12],
    ["undici", 11],
    ["sedici", 16],
    ["dieci", 10],
    ["venti", 20],
    ["vent", 20],
    ["trenta", 30],
    ["trent", 30],
    ["quaranta", 40],
    ["quarant", 40],
    ["cinquanta", 50],
    ["cinquant", 50],
    ["sessanta", 60],
    ["sessant", 60],
    ["settanta", 70],
    ["settant", 70],
    ["ottanta", 80],
    ["ottant", 80],
    ["novanta", 90],
    ["novant", 90],
    ["uno", 1],
    ["un", 1],
    ["due", 2],
    ["tre", 3],
    ["tré", 3],
    ["quattro", 4],
    ["cinque", 5],
    ["sei", 6],
    ["sette", 7],
    ["otto", 8],
    ["nove", 9],
    ["cento", "hundred"],
    ["mila", "thousand"],
    ["mille", "thousand"],
    ["eins", 1],
    ["ein", 1],
    ["zwei", 2],
    ["drei", 3],
    ["vier", 4],
    ["fünf", 5],
    ["sechs", 6],
    ["sieben", 7],
    ["acht", 8],
    ["neun", 9],
    ["zehn", 10],
    ["elf", 11],
    ["zwölf", 12],
    ["zwanzig", 20],
    ["dreißig", 30],
    ["vierzig", 40],
    ["fünfzig", 50],
    ["sechzig", 60],
    ["siebzig", 70],
    ["achtzig", 80],
    ["neunzig", 90],
    ["hundert", "hundred"],
    ["tausend", "thousand"],
    ["und", "and"],
  ] as [string, number | "hundred" | "thousand" | "and"][]
).sort((a, b) => b[0].length - a[0].length);

/** A number written as one word of two or more parts, or undefined. */
export function compoundNumber(word: string): number | undefined {
  if (word.length < 7 || word.length > 40) return undefined;
  let at = 0;
  let parts = 0;
  let total = 0;
  let current = 0;
  let last: string | number | undefined;
  while (at < word.length) {
    const part = NUMBER_PARTS.find(([p]) => word.startsWith(p, at));
    if (!part) return undefined;
    const [text, value] = part;
    if (value === "hundred") current = (current || 1) * 100;
    else if (value === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else if (value === "and") {
      // ("sechsundzwanzig": "und" joins a unit to its tens, nothing else.)
      if (typeof last !== "number" || last >= 10) return undefined;
    } else current += value;
    last = value;
    at += text.length;
    parts++;
  }
  return parts >= 2 && last !== "and" ? total + current : undefined;
}

/**
 * Italian "sei" and "due", Spanish "once", words of English too (or Italian "you are"), are
 * numbers before a noun of their language in the plural: "sei giornate", "due partite", "once
 * semanas".
 */
function romanceNumber(word: string, after: string): number | undefined {
  const next = /^\s+(\p{Ll}{3,})/u.exec(after)?.[1] ?? "";
  // "ti uker", "ni måneder", "fire renn": Norwegian and Danish numbers that are other words
  // elsewhere (Italian "ti", English "fire"), read only before a span of time or an event.
  if (
    /^(ti|ni|fire|fem)$/.test(word) &&
    /^(uker|uger|veckor|måneder|måneder|månader|runder|renn|stevner|staevner|stævner|løp|lag|klubber|kamper|dommere)$/
      .test(next)
  ) return { ti: 10, ni: 9, fire: 4, fem: 5 }[word];
  if (
    (word === "sei" || word === "due") && /[ie]$/.test(next) &&
    !/^(date|time|course|care|notice|diligence|regard|process|there|here|the|more|since)$/
      .test(next)
  ) return word === "sei" ? 6 : 2;
  if (
    word === "once" &&
    /^(semanas|meses|equipos|clubes|jornadas|regatas|pruebas|partidos|torneos|años|etapas|sedes|fechas|carreras)$/
      .test(next)
  ) return 11;
  return undefined;
}

/**
 * Dutch "onze" (our): after a Dutch preposition or word ("van onze", "op onze", "met onze"), or
 * before a noun only Dutch has ("onze kijkers", "onze leden", "onze competitie").
 */
const DUTCH_OUR =
  /(?<![\p{L}])(?:(?:van|op|met|voor|bij|aan|naar|uit|over|door|tussen|tot|onder|zijn|is|dat|alle|al|en)\s+onze|onze\s+(?:liga|competitie|leden|spelers|ploegen|wedstrijden|kijkers|volgers|website|site|inkomsten|vereniging|zetel|toeschouwers|speeldagen|sponsors?\s+(?:zijn|is)|eigen))(?![\p{L}])/iu;

/** The word of a place's name after a number word: "Three Lakes", "Seven Oaks", "Twin Rivers". */
const PLACE_AFTER_NUMBER =
  /^ (?:Lakes|Oaks|Rivers|Hills|Bridges|Counties|Valleys|Pines|Springs|Forks|Peaks|Islands|Elms|Mile|Corners|Points|Rocks|Sisters|Saints|Kings|Crosses|Wells)(?![\p{L}])/u;

/** "eighteen", "a dozen", "twenty-two", "two hundred and fifty", "three million". */
function wordNumbers(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  const re = /[\p{L}]+/gu;
  // ("дев'ять", "п'ять": a Ukrainian word's apostrophe is the word's, as the letter ʼ.)
  const words = text.replace(/(?<=\p{Script=Cyrillic})['’](?=\p{Script=Cyrillic})/gu, "\u02bc");
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
  for (let m; (m = re.exec(words)) && count < 5000; count++) {
    const w = m[0].toLowerCase();
    const gap = text.slice(end, m.index);
    if (seen && !/^[\s-]*$/.test(gap)) close();
    // "a couple hundred people", "a couple of thousand": two of the scale after it.
    if (w === "couple" && !seen) {
      const scale = /^(\s+of)?(?=\s+(?:hundred|thousand)(?![\p{L}]))/iu.exec(
        text.slice(m.index + w.length),
      );
      if (scale) {
        start = m.index;
        current = 2;
        seen = true;
        end = m.index + w.length + scale[0].length;
        re.lastIndex = end;
        continue;
      }
    }
    // "two dozen": a multiple of the number before it.
    if (w === "dozen" && seen) {
      current *= 12;
      end = m.index + w.length;
      continue;
    }
    // Dutch "onze" is "our" ("van onze kijkers"), not French or Portuguese eleven.
    if (w === "onze" && DUTCH_OUR.test(text.slice(Math.max(0, m.index - 12), m.index + 40))) {
      if (seen) close();
      continue;
    }
    // "Three Lakes", "Seven Oaks": a number word that starts a place's name counts nothing.
    if (
      !seen && /^\p{Lu}\p{Ll}/u.test(m[0]) &&
      PLACE_AFTER_NUMBER.test(text.slice(m.index + w.length))
    ) continue;
    // (Catalan "dues" before its plural, "dues pistes"; not English "team dues at $40".)
    const dues = w === "dues" &&
      !/^\s+\p{Ll}{2,}s(?![\p{L}])/u.test(text.slice(m.index + w.length, m.index + 40));
    // (Catalan "deu" before its noun, "uns deu mesos"; not Portuguese "deu 14.800 visualizações",
    // "it gave".)
    const deu = w === "deu" &&
      !/^\s+\p{Ll}{2,}/u.test(text.slice(m.index + w.length, m.index + 40));
    const one = has(WORD_NUMBERS, w) && w !== "one" && !dues && !deu
      ? WORD_NUMBERS[w]
      : has(NORDIC_SHORT, w) && NORDIC_COUNTED.test(text.slice(m.index + w.length, m.index + 40))
      ? NORDIC_SHORT[w]
      : (romanceNumber(w, text.slice(m.index + w.length, m.index + w.length + 40)) ??
        compoundNumber(w));
    if (one !== undefined) {
      if (start < 0) start = m.index;
      current += one;
      seen = true;
      end = m.index + w.length;
    } else if (w === "one" && seen && current % 100 >= 20 && current % 10 === 0) {
      // "forty-one", "twenty one": the tens' unit.
      current += 1;
      end = m.index + 3;
    } else if (w === "one" && !seen) {
      // "one" is a number only before a noun it counts ("one venue"), not in "one of".
      // (Nor a pronoun: "so that one will be a big weekend", "the one in May".)
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 3))?.[1]?.toLowerCase();
      const pronoun =
        /(?<![\p{L}])(?:that|this|the|which|each|every|no|any|last|next|other|only|big|main)\s+$/iu
          .test(text.slice(Math.max(0, m.index - 8), m.index)) ||
        /^(?:will|is|was|has|had|would|can|could|should|may|might|in|at|on|we|they|you|i)$/
          .test(next ?? "");
      if (
        next && !pronoun && !["of", "or", "another", "day", "off", "thing"].includes(next)
      ) {
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
    } else if (
      (w === "half" && /^\s+an?\s+(million|billion)/i.test(text.slice(m.index + 4))) ||
      (w === "quarter" && /^\s+of\s+an?\s+(million|billion)/i.test(text.slice(m.index + 7)))
    ) {
      // "half a million", "a quarter of a million".
      const scale = /(million|billion)/i.exec(text.slice(m.index))![1].toLowerCase();
      if (seen) close();
      const to = text.toLowerCase().indexOf(scale, m.index) + scale.length;
      out.push({
        value: SCALES[scale] / (w === "half" ? 2 : 4),
        index: m.index,
        end: to,
        scaled: true,
        words: true,
        raw: m[0],
      });
      // (The "a million" inside it is no number of its own.)
      re.lastIndex = to;
      end = to;
    } else if (seen && w === "and") {
      // "one hundred and thirty-eight": "and" joins tens to hundreds; "eight hundred and
      // twelve hundred" is two numbers (a range, below).
      const after = /^\s+(\p{L}+)(?:[\s-]+(\p{L}+))?/u.exec(text.slice(m.index + 3));
      const next = after?.[1]?.toLowerCase() ?? "";
      const then = after?.[2]?.toLowerCase() ?? "";
      if (
        current >= 100 && current % 100 === 0 && has(WORD_NUMBERS, next) &&
        WORD_NUMBERS[next] < 100 && then !== "hundred" && !has(SCALES, then)
      ) {
        end = m.index + 3;
        continue;
      }
      close();
    } else if (seen && w === "a") {
      continue;
    } else if (w === "a" || w === "an") {
      // "a dozen venues", "a thousand players", "a hundred": the article is part of the number.
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + w.length))?.[1]?.toLowerCase();
      if (next === "dozen") {
        start = m.index;
        seen = false;
      } else if (next === "hundred" || next === "thousand" || next === "million") {
        start = m.index;
        current = 1;
        seen = true;
        end = m.index + w.length;
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
  // "2 new teams joined, so now we have 18": a change is not the quantity, when another is given.
  // ("Die drei Livestreams 2025 hatten im Schnitt 1'400 Zuschauer": a number word after a
  // definite article names things known already, when a figure follows.)
  const known = (m: NumberMention) =>
    m.words &&
    /(?:^|\s)(?:the|die|der|das|den|les|los|las|gli|het)\s+$/i.test(text.slice(0, m.index)) &&
    mentions.some((o) => o.index > m.index && !o.words && !isYear(o.raw));
  const quantity = (m: NumberMention) => !CHANGE.test(text.slice(m.end)) && !known(m);
  // (Only changes: "3 more than last year" says not how many.)
  const quantities = mentions.filter((m) => m.range || m.scaled || m.words || !isYear(m.raw));
  if (quantities.length && !quantities.some(quantity)) return null;
  const pick = quantities.find(quantity) ?? mentions[0];
  if (!pick) return null;
  return {
    value: pick.value,
    quality: pick.words ? 0.9 : pick.range ? 0.9 : pick.scaled ? 0.95 : 1,
    ...(pick.range ? { range: pick.range } : {}),
  };
}

const MONTH_NAMES =
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|januar|februar|märz|mai|juni|juli|oktober|dezember|januari|februari|mars|augusti|tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|lokakuuta|marraskuuta|joulukuuta|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** "22 April", "April 22nd", "10 Feb 2026", "May 9-10", "9–10 May": a date, not a quantity. */
const DATE_WORDS = new RegExp(
  `\\b(?:\\d{1,2}\\s*[-–]\\s*)?\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+(?:de\\s+)?(?:${MONTH_NAMES})\\b(?:\\s+(?:de\\s+)?\\d{4})?|\\b(?:${MONTH_NAMES})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:\\s*[-–]\\s*\\d{1,2}(?:st|nd|rd|th)?)?\\b(?:,?\\s+\\d{4})?`,
  "gi",
);

/** What follows a figure that counts a change: "2 new teams", "three more clubs". */
export const CHANGE =
  /^\s*(?:new|more|additional|extra|further|fewer|less|promoted|relegated|neue|weitere|nuev[oa]s|nov[oa]s|nuov[ei]|nouve(?:aux|lles)|nye|nya|uusi?a?)\b/iu;

/** Things that look like numbers but are not quantities: dates, phone numbers, addresses. */
export function stripNoise(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, " ")
    .replace(/(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(\.[\w-]{1,63}){1,8}/g, " ")
    .replace(/\+\d[\d\s().-]{7,}\d/g, " ")
    .replace(/\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g, " ")
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, " ")
    .replace(/\bq[1-4]\s*(?:20)?\d\d\b/gi, " ")
    // "13:26", "19.30 Uhr", "18:06:31 -0300": a time of day, with a mail header's time zone.
    .replace(
      /\b\d{1,2}:\d{2}(?::\d{2})?\b(?:\s?[+-]\d{4}\b)?|\b\d{1,2}[.:]\d{2}\s?(?:uhr|h)\b/gi,
      " ",
    )
    // "a próxima etapa, dia 29 na Tijuca", "el día 12": a day of the month, no count.
    .replace(/(?<![\p{L}])d[ií]a\s+\d{1,2}(?![\d.,]\d|\s*(?:d[ií]as|horas))\b/giu, " ")
    // "gates open 8am", "from 7 p.m.": an hour, no count.
    .replace(/\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])/giu, " ")
    // "Q7 – 24 teams": a question's number, not a figure (nor the start of a range).
    .replace(/\bq\s?\d{1,3}\b/gi, " ")
    // "DPQ-7", "PIF-03", "CV-VSL/18": a form's or a letter's code.
    .replace(/\b[A-Z]{2,}[A-Z\d]*[-/]\d+(?:[-/][A-Z\d]+)*\b/g, " ")
    // "U-21 players", "U18", "under-23": an age group, no count.
    .replace(/\bU-?\d{1,2}s?\b(?![.,]\d)|\b[Uu]nder-\d{1,2}s?\b|\b[Uu]nder \d{1,2}s\b/g, " ")
    .replace(/\b(19|20)\d\d\s*[/–-]\s*(19|20)?\d\d\b/g, " ")
    .replace(DATE_WORDS, " ")
    // "30-ak sekundi", "20-ak utakmica": Croatian's "some 30" is the figure.
    .replace(/(?<![\p{L}\d])(\d+)-ak(?![\p{L}])/gu, (m, n) => n + " ".repeat(m.length - n.length))
    // "the meeting on the 19th", "our 25th season": an ordinal is a day or a rank, no count.
    .replace(/\b\d+(?:st|nd|rd|th)\b/gi, " ")
    .replace(
      // (Not a page's followers: "our Facebook page 9,000".)
      /\b(page|side|seite|página|pagina|sivu|strona|sida)\s+\d+(?![\d.,]\d)(\s+(of|av|von|de|di|af|\/)\s+\d+)?/gi,
      " ",
    )
    .replace(
      /\b(section|part|question|item|annex|appendix|schedule|sección|seção|sezione|abschnitt|teil|frage)\s+\d+(\.\d+)*\b/gi,
      " ",
    )
    // "1.2.3", "20-23-2026": versions and dates; "1.310.000" is a number with its thousands,
    // "1.500-2.500" a range of two.
    .replace(
      /\b\d+(?:[./-]\d+){2,}\b/g,
      (m) =>
        /^\d{1,3}(?:\.\d{3}){2,}$/.test(m) || /^\d{1,3}(?:\.\d{3})+-\d{1,3}(?:\.\d{3})+$/.test(m)
          ? m
          : " ",
    )
    // "6-a-side", "one night a week": a team's size, a rate, no count of a season.
    .replace(/\b\d+[- ]a[- ]side\b/gi, " ")
    .replace(
      /\b(?:one|once|twice|\d+)\s+(?:nights?|days?|games?|matches|events?|times?)?\s*(?:a|per|each)\s+(?:week|fortnight|month)\b/gi,
      " ",
    )
    .replace(
      /\b(org\.?\s*n[or]\.?|reg(istration)?\.?\s*(no|nr|number)?|company no|account|kontonr|bankgiro|vat|iban|cvr|abn|cin|gstin|ref(erence)?|form|issue|version|fax)\b\.?:?\s*[\w./-]*\d[\w./-]*/gi,
      " ",
    );
}

/**
 * "No idea" in the languages questionnaires arrive in ("aucune idée", "keine Ahnung", "boh, non
 * lo so"): though "aucune" and "keine" say none, nothing is answered.
 */
export const NO_IDEA =
  /^\s*(?:no idea|boh|non lo so|weet ik niet|vet ikke|aucune id[ée]e|keine ahnung|weiß ich nicht|ni idea|nessuna idea|geen idee|ingen anelse|ingen aning|ei aavistusta|nie mam pojęcia|netuším|nemám tušení|tak pasti|tidak pasti|tak tahu|tidak tahu)(?![\p{L}])/iu;

/**
 * Answers that decline, defer or point elsewhere, in brackets too ("(see covering letter)"); German
 * "k. A." (keine Angabe, not stated); French "NC" (non communiqué).
 */
const DECLINED =
  /^\s*\(?\s*(hard to say|difficult to say|can(?:no|['’])t say|(?:at a |a rough |my )guess|tbc|tbd|tba|n\/?a\b|n\.\s?a\.?(?!\w)|k\.\s?A\.?(?!\w)|keine Angabe\b|unknown|not known|don[’']?t know|do not know|not sure|unsure|will (revert|confirm|follow|check)|will be (?:shared|provided|sent|advised|updated|confirmed|furnished|communicated)|to be (?:shared|provided|furnished|communicated)|to follow|to be (confirmed|decided|advised|determined)|see\b|please see|ask\b|[-–—?]+\s*(?:\([^()]*\)\s*)?$|-\s?\/\s?-\s*$|dont know|(?:we|i) (?:don[’']?t|do not) (?:really )?know|não sabemos|no sabemos|non sappiamo|nous ne savons pas|wir wissen (?:es )?nicht|vi vet (?:inte|ikke)|ved ikke|vet ikke|vet inte|nu (?:știm|stim|știu|stiu)|bilmiyoruz|bilinmiyor|ei tea|\?\?|no lo sé|não sei|ei tietoa|nie wiem|vet ej|weiß nicht|no s[ée]|no sabr[íi]a(?: decir\w*)?|não saberia(?: dizer)?|non saprei|ne saurais|ne sais pas|ei tiedossa|(?:we|i)(?:['’]d| would)? (?:rather|prefer) not|(?:we|i) (?:do not|don['’]t|cannot|can['’]t|can not) (?:share|disclose|publish|give out)|(?:i|we)?['’]?(?:ll|will)?\s*(?:come|get) back to you|prefer not|confidential|secret\b|not disclosed|undisclosed|varies|various|available on request|on request|to be agreed|pass(?:\.?\s*$|\s*[,;])|(?:isso |isto |eso |esto )?(?:tenho (?:de|que) (?:ver|confirmar|perguntar|verificar))|vou (?:ver|confirmar|verificar)|tengo que (?:ver|consultar|confirmar|preguntar)|pasa\.?\s*$|depends\b|not measured|not applicable|(?:nog )?niet bekend|onbekend|(?:noch )?nicht bekannt|unbekannt|ej känt|inte känt|ikke kendt|ikke kjent|ukjent|non noto|sconosciuto|desconocido|inconnu|desconhecido|nieznan\w*|neznám\w*|skip(?:ped)?\b|not tracked|not available|list to follow|wechselnd|lo consultamos|les contestamos|consultaremos|a confirmar|por confirmar|pendiente|sin datos|not provided|no proporcionado|non fourni|non communiqué|voir\b|vedi\b|siehe\b|ver\b|n\.?\s?d\.?$|n\/d\b|nc$|n\.?v\.?t\b\.?|no aplica|não se aplica|non applicabile|nicht zutreffend|tidak berlaku|non disponibile|in attesa|ei tietoa|brak danych|sulit\b|rujuk\b|sila rujuk|(?:i|we|you)(?:['’]ll|['’]d| will| would)? (?:need|have) to (?:ask|check)|(?:i|we) will (?:ask|check)|same as\b|same address|mesmo endereço|même adresse|misma dirección|mismo domicilio|stessa sede|stesso indirizzo|mateixa adreça|pendent\b|pendente\b|à suivre|folgt\b|kommt noch|wird nachgereicht|a seguir\b|da verificare|da definire|da confermare|no ho sé|no ho sabem|non so\b|je ne sais pas|(?:please|pls|kindly) ask\b|as above\b|ditto\b|idem\b|wie oben\b|comme ci-dessus|como arriba\b|igual que arriba|igual que antes|mismo que arriba|como acima\b|come sopra\b|samma som\b|samme som\b|sama kuin\b|-+\s*[^\n-]{0,20}?(?:choose|select|wählen|choisir|sélectionner|selecciona\w*|selecione|escolha|scegli|請選擇|请选择|선택|選択)|please (?:choose|select)|(?:please )?(?:check|tick|select|circle|mark) (?:all|one|any)\b|(?:still )?checking\b)/i;

/**
 * A web form's options run together by a PDF's text, none chosen: "Malaysia Singapore
 * Philippines Other".
 */
const OPTIONS_RUN = /^\s*(?:\p{Lu}\p{L}+\s+){2,}Others?\s*$/u;

/**
 * Answers that answer nothing: not known, to follow, not applicable, no idea, "same as above",
 * a form's options left unchosen.
 */
export const NON_ANSWER = {
  test: (text: string): boolean =>
    DECLINED.test(text) || NO_IDEA.test(text) || OPTIONS_RUN.test(text),
};
