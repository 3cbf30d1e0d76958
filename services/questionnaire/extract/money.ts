/**
 * Money in any currency of the rate table: the currency named by symbol, code or word, "$" and
 * "kr" by the document's country, an amount without one in the document's stated or usual
 * currency; converted to USD with the amount as written kept.
 */
import { numberMentions, type Parsed, parseNumber, stripNoise } from "./numbers.ts";
import { isCurrencyCode, USD_RATES } from "./rates.ts";

export { USD_RATES };

// ---------------------------------------------------------------------------------------------
// Money

/** Symbols and names of currencies, most specific first. */
const CURRENCY_WORDS: [RegExp, string][] = [
  [/US\$|\bUSD\b|\bUS dollars?\b/i, "USD"],
  // ("CA$318,000" is Canadian: no "A$" inside "CA$".)
  [/(?<![A-Za-z])A\$|\bAUD\b|\bAustralian dollars?\b/i, "AUD"],
  [/C\$|CA\$|\bCAD\b|\bCanadian dollars?\b/i, "CAD"],
  [/NZ\$|\bNZD\b|\bNew Zealand dollars?\b/i, "NZD"],
  [/HK\$|\bHKD\b/i, "HKD"],
  // ("新臺幣4,850萬元": New Taiwan dollars, in Traditional Chinese.)
  [/NT\$|\bNTD\b|\bTWD\b|\bNew Taiwan dollars?\b|新臺幣|新台幣|臺幣|台幣/i, "TWD"],
  [/S\$|\bSGD\b/i, "SGD"],
  // ("real" only after its figure: "real-time" is no currency.)
  [/R\$|\bBRL\b|\breais\b|(?<=\d\s?)real\b/i, "BRL"],
  [/MX\$|\bMXN\b|\bMexican pesos?\b/i, "MXN"],
  // ("210 tūkst. eurų", "120.000 ευρώ", "2 miljoni eiro", "150 000 eurot")
  [
    // (The words of other languages first: "eurų" is no "eur" and a letter.)
    /€|(?<![\p{L}])(?:eurų|eurai|eurais|ευρώ|eiro|eurot|eurti|euroa|euron|euroja)(?![\p{L}])|\bEUR\b|\beuros?\b|\beura\b|\beurov\b|\beurá|\bevr(?:a|ov|i)\b|\beuró/iu,
    "EUR",
  ],
  // Currencies written with a mark of their own, before the "$" and "£" they contain
  // ("RD$ 4 millones", "E£ 3 million", "J$", "TT$", "B/.").
  [/RD\$|\bDOP\b/i, "DOP"],
  [/E£|\bLE\s?(?=\d)/, "EGP"],
  // (Or named in words by their country: "88,000 Barbados dollars", "20,000 EC dollars".)
  [/(?<![A-Za-z])J\$|\bJMD\b|\bJamaican dollars?\b/i, "JMD"],
  [/TT\$|\bTTD\b|\bTT dollars?\b|\bTrinidad (?:and|&) Tobago dollars?\b/i, "TTD"],
  [/\bBds\$|\bBBD\b|\bBarbados dollars?\b|\bBajan dollars?\b/i, "BBD"],
  [/\bEC\$|\bXCD\b|\bEC dollars?\b|\bEastern Caribbean dollars?\b/i, "XCD"],
  [/B\/\.|\bPAB\b/i, "PAB"],
  [/\bTSh\b|\bTZS\b/i, "TZS"],
  [/\bUSh\b|\bUGX\b/i, "UGX"],
  [/\bDhs?\b(?=\s?\d)/, "AED"],
  [/\bQR\b(?=\s?\d)|\bQAR\b/, "QAR"],
  [/৳|\bTk\.?(?=\s?\d)|\bBDT\b|\btaka\b/i, "BDT"],
  // (Bhutan's "Nu. 900,000" with its dot and capital: Danish and Norwegian "nu 26 hold" is now.)
  [/\bNu\.(?=\s?\d)|\bBTN\b|\b[Nn]gultrum\b/, "BTN"],
  [/(?<=\d\s?)(?:milyon |milyar |bin )?TL\b|\bTL(?=\s?\d)/, "TRY"],
  [/₼|\bAZN\b|\bmanat\b/i, "AZN"],
  [/₾|\bGEL\b|\blari\b/i, "GEL"],
  [/(?<=\d\s?)DT\b|\bTND\b/, "TND"],
  [/\bBirr\b|\bETB\b/i, "ETB"],
  [/\bNIS\b/, "ILS"],
  [/\bGs\.(?=\s?\d)|₲|\bPYG\b|\bguaraníes\b/i, "PYG"],
  [/₡|\bCRC\b|\bcolones\b/i, "CRC"],
  [/\bMOP\b|\bpatacas?\b/i, "MOP"],
  [/£|\bGBP\b|\bpounds? sterling\b|\bpounds?\b/i, "GBP"],
  [/₹|\bINR\b|\bIndian rupees?\b/i, "INR"],
  [/¥|円|\bJPY\b|\byen\b/i, "JPY"],
  [/\bCNY\b|\bRMB\b|\byuan\b|人民币|人民幣/i, "CNY"],
  // ("won" and "원" only after their figure: "we won the cup" is no currency; "14억 2천만 원",
  // "5억 원이라고": won after a figure, whatever ending follows.)
  [/₩|\bKRW\b|(?<=\d\s?(?:[억만천]\s?)?)won\b|(?<=[\d만억천]\s?)원/iu, "KRW"],
  [/฿|\bTHB\b|\bbaht\b|บาท/i, "THB"],
  [/₱|\bPHP\b|\bpesos? \(PHP\)/i, "PHP"],
  // ("180 tys. zl": złoty typed without its mark.)
  [/\bzł|\bPLN\b|\bzloty\b|\bzl\b/i, "PLN"],
  [/\bKč|\bCZK\b/i, "CZK"],
  // ("38 millió forintot", "forintban": the forint with its case ending; "38 mFt", "450 eFt",
  // million and thousand forints, as written, not "EFT".)
  [/\bFt\b|\bHUF\b|\bforint\w*/i, "HUF"],
  [/\b[mMe]Ft\b/, "HUF"],
  // ("45'000 Franken", "82'300 franchi", "SFr. 300'000", "francs suisses": Swiss francs in the
  // languages of Switzerland.)
  [
    /\bCHF\b|\bSwiss francs?\b|\bS?Fr\.(?=\s?\d)|\bFranken\b|\bfranchi(?: svizzeri)?\b|\bfrancs suisses\b/i,
    "CHF",
  ],
  [/\bNOK\b|\bnorske kroner\b|\bNorwegian kron/i, "NOK"],
  // (Not the start of Lithuanian "sekėjų", followers, which `\b` ends after "sek".)
  // ("1,3 miljoner kronor", "1,1 mkr": the plural and the abbreviation only Swedish writes.)
  [
    /\bSEK(?![\p{L}])|\bsvenska kronor\b|\bSwedish kron|(?<![\p{L}])(?:kronor|mkr)(?![\p{L}])/iu,
    "SEK",
  ],
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
  [/\bVND\b|₫|\bdong\b|(?<![\p{L}])đồng(?![\p{L}])/iu, "VND"],
  [/\bTRY\b|₺|\blira\b/i, "TRY"],
  [/\bAED\b|\bdirhams?\b/i, "AED"],
  [/\bSAR\b|\briyals?\b/i, "SAR"],
  [/\bILS\b|₪|\bshekels?\b/i, "ILS"],
  [/\bEGP\b|\bEgyptian pounds?\b/i, "EGP"],
  [/\bMAD\b/i, "MAD"],
  [/\bXOF\b|\bF ?CFA\b|\bCFA francs?\b/i, "XOF"],
  [/\bXAF\b/i, "XAF"],
  // ("GH¢ 620,000": the cedi typed with the cent sign.)
  [/\bGHS\b|GH[₵¢]|₵|\bcedis?\b/i, "GHS"],
  [/\bUYU\b|\$U\b/i, "UYU"],
  [/\bPEN\b|\bS\/\s?(?=\d)|\bsoles\b/i, "PEN"],
  [/\bRSD\b|\bdin\.?(?=\s?\d)|\bdinara?\b/i, "RSD"],
  [/\bRON\b|\blei\b/i, "RON"],
  [/\bBGN\b|\bleva\b/i, "BGN"],
  [/\bUAH\b|₴|\bhryvni?a\b/i, "UAH"],
  [/\bQAR\b|\briyals? \(QAR\)/i, "QAR"],
  [/\bKZT\b|₸|\btenge\b/i, "KZT"],
  [/\bMNT\b|₮|\btugriks?\b|\btögrög\b/i, "MNT"],
  // The currencies of Cyrillic letters: "1,2 млн руб.", "₽", "45 000 лв.", "3 млн грн",
  // "12 000 000 дин.", "тенге", "сом".
  [/₽|\bRUB\b|(?<![\p{L}])(?:руб\p{L}*|рубл\p{L}*)(?![\p{L}])/iu, "RUB"],
  [/(?<![\p{L}])(?:лв|лева|лев)(?![\p{L}])/iu, "BGN"],
  [/(?<![\p{L}])(?:грн|гривен\p{L}*|гривн\p{L}*)(?![\p{L}])/iu, "UAH"],
  [/(?<![\p{L}])(?:дин|динара|динар\p{L}*)(?![\p{L}])/iu, "RSD"],
  [/(?<![\p{L}])(?:тенге|тг)(?![\p{L}])/iu, "KZT"],
  [/\bKGS\b|(?<![\p{L}])сом(?![\p{L}])/iu, "KGS"],
  // "2,4 milliard so'm", "сум": the Uzbek som.
  [/\bUZS\b|\bso['’]m\b|\bsoʻm\b|(?<![\p{L}])(?:сум|сумов|сума|сўм)(?![\p{L}])/iu, "UZS"],
  // "2.300.000 ден.", "1,1 мил. денари": the Macedonian denar ("ден" is also "day" in Bulgarian
  // and Macedonian: only after a figure, or abbreviated). "2,8 milyon TL": the Turkish lira.
  [
    /\bMKD\b|(?<![\p{L}])(?:денари|денар\p{L}*|ден\.)(?![\p{L}])|(?<=[\d.]\s?)ден(?![\p{L}])/iu,
    "MKD",
  ],
  [/\bTL\b/u, "TRY"],
  [/\bPKR\b/i, "PKR"],
  [/\bFJD\b|FJ\$|\bFijian dollars?\b/i, "FJD"],
];

/** "kr" and "$" name a currency only with the country: the document's country decides. */
const LOCAL_KRONE: [RegExp, string][] = [
  // (The country in its own language, "Danmarks", "dansk", its calling code or its domain.)
  [
    /(?<![\p{L}\d])Norw|(?<![\p{L}\d])Norges?(?![\p{L}\d])|(?<![\p{L}\d])norsk\w*|(?<![\p{L}\d])Oslo(?![\p{L}\d])|(?<![\p{L}\d])Bergen(?![\p{L}\d])|(?<![\p{L}\d])Trondheim(?![\p{L}\d])|\+47\s?\d|\.no(?![\p{L}\d])/iu,
    "NOK",
  ],
  [
    /\bSwed|\bSveriges?\b|\bsvensk\w*|\bStockholm\b|\bGothenburg|\bGöteborg|\bMalmö|\+46\s?\d|\.se\b/i,
    "SEK",
  ],
  [
    /\bDenmark\b|\bDanish\b|\bDanmarks?\b|\bdansk\w*|\bCopenhagen\b|\bKøbenhavn|\bAarhus|\+45\s?\d|\.dk\b/i,
    "DKK",
  ],
  [
    /(?<![\p{L}\d])Iceland|(?<![\p{L}\d])Reykjav|(?<![\p{L}])(?:Ísland\p{L}*|íslensk\p{L}*)|\+354\s?\d|\.is(?![\p{L}\d])/iu,
    "ISK",
  ],
  // (The Faroe Islands pay in Faroese krónur at par with the Danish krone: DKK.)
  [
    /(?<![\p{L}\d])Faroe|(?<![\p{L}])(?:Føroy\p{L}*|føroysk\p{L}*|Færøer\p{L}*)|\+298\s?\d|\.fo(?![\p{L}\d])/iu,
    "DKK",
  ],
];
const LOCAL_DOLLAR: [RegExp, string][] = [
  // ("CA$318,000, of which … $96,500": the dollar the document writes in full is its "$".)
  [/(?<![A-Za-z])(?:CA|C)\$/, "CAD"],
  [/(?<![A-Za-z])A\$/, "AUD"],
  [/NZ\$/, "NZD"],
  // (Or by a state, a city or the domain: "Ute Muster in NSW", "www.shearing.org.au",
  // "Hawke's Bay", "hbdogtrials.org.nz".)
  [
    /(?<![\p{L}\d])(?:Australia|AUSTRALIA|NSW|New South Wales|Queensland|Tasmania|Sydney|Melbourne|Brisbane|Adelaide|Canberra|Hobart)(?![\p{L}\d])|\.(?:com|org|net|asn|edu)\.au\b/u,
    "AUD",
  ],
  [
    /(?<![\p{L}\d])(?:New Zealand|NEW ZEALAND|Aotearoa|Auckland|Christchurch|Dunedin|Hawke['’]s Bay|Waikato|Otago|Taranaki|Manawat[uū]|Whanganui|Northland)(?![\p{L}\d])|\.(?:co|org|net|ac|govt)\.nz\b/u,
    "NZD",
  ],
  // ("Finances, 2025-26 (CAD)": the code the document names.)
  [/(?<![\p{L}\d])CAD(?![\p{L}\d])/u, "CAD"],
  [/(?<![\p{L}\d])AUD(?![\p{L}\d])/u, "AUD"],
  [/(?<![\p{L}\d])NZD(?![\p{L}\d])/u, "NZD"],
  [
    /\bCanada\b|\bCanadian\b|\bOntario\b|\bQuebec\b|\bQuébec\b|\bAlberta\b|\bBritish Columbia\b|\bSaskatchewan\b|\bManitoba\b|\bNova Scotia\b|\bNew Brunswick\b|\bNewfoundland\b|\bSaskatoon\b|\bWinnipeg\b|\bToronto\b|\bMontr[eé]al\b|\bVancouver\b|\bCalgary\b|\bEdmonton\b|\bOttawa\b|\bHalifax\b|\.ca\b/i,
    "CAD",
  ],
  [
    /\bMexico\b|\bMéxico\b|\bMexican|\bGuadalajara\b|\bJalisco\b|\bMonterrey\b|\bCDMX\b|\bTijuana\b|\bChihuahua\b|\bOaxaca\b|\bPuebla\b|\bVeracruz\b|\bSonora\b|\bSinaloa\b|\.mx\b/i,
    "MXN",
  ],
  // ("sede en Chascomús, Provincia de Buenos Aires", "www.ligapato.com.ar".)
  [/(?<![\p{L}\d])(?:Argentin|Buenos Aires|CABA(?![\p{L}\d]))|\.com\.ar\b/iu, "ARS"],
  // ("palinaraucania.cl", "Temuco": the domain or a city.)
  [
    /(?<![\p{L}\d])(?:Chile|Temuco|Valpara[ií]so|Araucan[ií]a|Chill[aá]n|Osorno)(?![\p{L}\d])|\.cl(?![\p{L}\d.])/iu,
    "CLP",
  ],
  [/(?<![\p{L}\d])Colombia(?![\p{L}\d])/iu, "COP"],
  [/(?<![\p{L}\d])Singapore(?![\p{L}\d])/iu, "SGD"],
  [/(?<![\p{L}\d])Hong Kong(?![\p{L}\d])/iu, "HKD"],
  [/(?<![\p{L}\d])Urugua|(?<![\p{L}\d])Montevideo(?![\p{L}\d])/iu, "UYU"],
  [
    /(?<![\p{L}\d])Philippin|(?<![\p{L}\d])Pilipinas(?![\p{L}\d])|(?<![\p{L}\d])Manila(?![\p{L}\d])/iu,
    "PHP",
  ],
  [/(?<![\p{L}\d])Fiji(?![\p{L}\d])|(?<![\p{L}\d])Suva(?![\p{L}\d])/iu, "FJD"],
];

/** "Rs" and "rupees": India's unless the document is of another rupee's country. */
const LOCAL_RUPEE: [RegExp, string][] = [
  // (Or its domain or calling code: "usman.tariq@pgdl.pk", "+92 300 …".)
  [
    /\bIndia\b|\bIndian\b|\bMumbai\b|\bDelhi\b|\bBengaluru\b|\bKolkata\b|\bChennai\b|\.in\b|\+91\s?\d/i,
    "INR",
  ],
  [
    /(?<![\p{L}\d])Sri Lanka|(?<![\p{L}\d])Colombo(?![\p{L}\d])|(?<![\p{L}\d])Kandy(?![\p{L}\d])|(?<![\p{L}\d])Galle(?![\p{L}\d])|\.lk(?![\p{L}\d])|\+94\s?\d/iu,
    "LKR",
  ],
  [
    /\bPakistan|\bPak\b|\bKarachi\b|\bLahore\b|\bIslamabad\b|\bFaisalabad\b|\bMultan\b|\bRawalpindi\b|\bPeshawar\b|\.pk\b|\+92\s?\d/i,
    "PKR",
  ],
  [
    /(?<![\p{L}\d])Nepal|(?<![\p{L}\d])Kathmandu(?![\p{L}\d])|(?<![\p{L}\d])Pokhara(?![\p{L}\d])|\.np(?![\p{L}\d])|\+977\s?\d/iu,
    "NPR",
  ],
  [/(?<![\p{L}\d])Mauritius(?![\p{L}\d])|(?<![\p{L}\d])Port Louis(?![\p{L}\d])/iu, "MUR"],
];

/** What "$", "kr" or "Rs" mean in a document: its country, when exactly one is named. */
export interface CurrencyContext {
  dollar: string;
  krone?: string;
  rupee?: string;
  /** The currency of amounts that name none: the document's stated one, or its usual one. */
  usual?: string;
}

const US =
  /\b(United States|USA|U\.S\.|the US|America|(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]) \d{5}(?:-\d{4})?|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)\b/;

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
    rupee: firstNamed(document, LOCAL_RUPEE),
  };
  // "All amounts are in Norwegian kroner", "monetary values in Thai baht (THB)".
  const stated =
    /\b(?:amounts?|figures?|values?|sums?|revenues?|currency)\b[^.\n]{0,40}?\b(?:in|:)\s+([^.;\n]{2,40})/i
      .exec(document);
  const said = stated && currencyIn(stated[1], context);
  if (said) return { ...context, usual: said };
  // "Item | Amount (RM)", "Revenue (in ₹ lakh)": a column's currency in brackets.
  const headed =
    /\b(?:amounts?|figures?|values?|revenues?|income|budget|totals?)\s*\(\s*(?:in\s+)?([^()\d]{1,12})\)/i
      .exec(document);
  const column = headed && currencyIn(`${headed[1].trim()} 1`, context);
  if (column) return { ...context, usual: column };
  // Otherwise the currency the document names most often.
  const counts = new Map<string, number>();
  for (const [re, code] of CURRENCY_WORDS) {
    const n = document.slice(0, 100_000).match(
      new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g"),
    )?.length ?? 0;
    if (n) counts.set(code, (counts.get(code) ?? 0) + n);
  }
  const listed = new Set(CURRENCY_WORDS.map(([, code]) => code));
  for (
    const [, code] of document.slice(0, 100_000).matchAll(/(?<![\p{L}\d])([A-Z]{3})(?![\p{L}\d])/gu)
  ) {
    if (isCurrencyCode(code) && !listed.has(code)) {
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
  }
  const usual = [...counts.entries()].sort(([, a], [, b]) => b - a)[0]?.[0];
  return usual ? { ...context, usual } : context;
}

/** The words above, each pattern to be read for all its matches. */
const CURRENCY_WORDS_ALL = CURRENCY_WORDS.map(([re, code]) =>
  [new RegExp(re.source, `${re.flags}g`), code] as const
);
/**
 * Whether a match that starts or ends with a Latin letter runs on into a word: `\b` sees no
 * letter beyond ASCII ("kesällä" holds no KES, "gelöst" no GEL, "eurų" is a word of its own).
 */
function inWord(text: string, start: number, end: number): boolean {
  return (/[A-Za-z]/.test(text[start]) && LETTER.test(text[start - 1] ?? "")) ||
    (/[A-Za-z]/.test(text[end - 1]) && LETTER.test(text[end] ?? ""));
}
const LETTER = /\p{L}/u;

/** The currency a piece of text names, if any. */
export function currencyIn(text: string, context: CurrencyContext): string | undefined {
  const named = CURRENCY_WORDS_ALL.find(([re]) =>
    [...text.matchAll(re)].some((m) => !inWord(text, m.index, m.index + m[0].length))
  )?.[1];
  if (named) return named;
  // ("48,000,000 AMD", "MOP 120,000": a code that is also a name, beside a figure.)
  const beside = /(?<=\d\s?)(AMD|MOP)(?![\p{L}\d])|(?<![\p{L}\d])(AMD|MOP)(?=\s?\d)/u.exec(text);
  if (beside) return beside[1] ?? beside[2];
  // Any other ISO 4217 code of the rate table, written as one ("OMR 420,000", "48 TWD").
  const code = [...text.matchAll(/(?<![\p{L}\d])([A-Z]{3})(?![\p{L}\d])/gu)].find(([, c]) =>
    isCurrencyCode(c)
  )?.[1];
  if (code) return code;
  if (/\bRs\.?(?=\s?\d)|\brupees?\b/i.test(text)) return context.rupee ?? "INR";
  if (/(?<![\p{L}])(?:kr\.?(?![\p{L}])|kroner|kronor|krone)(?![\p{L}])|,-/iu.test(text)) {
    return context.krone;
  }
  if (/\$|\bdollars?\b|\bpesos?\b/i.test(text)) return context.dollar;
  return undefined;
}

/** What follows an amount that is a price: "a team", "per player", "each night", "/month". */
const PRICE =
  /^\s*(?:[\p{L}$€£¥₹.]{1,4}\s*)?(?:a|an|per|each|every|\/|pro|par|por|al|a la|je)\s*(?:team|player|head|night|match|game|ticket|entry|month|week|day|person|member|club|rider|athlete|seat|event|round|hour)s?\b/iu;

/** A scale named in a label's brackets: "(₹ in crore)", "(RM juta)", "(USD '000)", "(in lakh)". */
const LABEL_SCALES: [RegExp, number][] = [
  [/crores?|(?<![\p{L}])cr(?![\p{L}])/iu, 1e7],
  [/lakhs?|(?<![\p{L}])lac(?![\p{L}])/iu, 1e5],
  [/billions?|(?<![\p{L}])bn(?![\p{L}])|miliar/iu, 1e9],
  [/millions?|(?<![\p{L}])(?:mn|mio|mln|m)(?![\p{L}])|juta/iu, 1e6],
  [/thousands?|['’]000|(?<![\p{L}])(?:000s|tsd|k)(?![\p{L}])/iu, 1e3],
];

function labelScale(label: string): number | undefined {
  const bracket = /\(([^()]{1,30})\)/.exec(label)?.[1];
  return bracket ? LABEL_SCALES.find(([re]) => re.test(bracket))?.[1] : undefined;
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
    )
    // "38 mFt", "450 eFt": Hungarian million and thousand forints, the scale inside the name.
    .replace(
      /(\d)\s*([mMeE])Ft\b/g,
      (_, d, scale) => `${d} ${scale.toLowerCase() === "m" ? "million" : "thousand"} Ft`,
    );
  // "1,800 man yen": Japanese ten thousands (万) written in Latin letters, before yen.
  raw = raw.replace(/(\d)\s*man\s+(?=yen\b|円)/gi, "$1万");
  // "310 EGP million": the scale goes with the figure, past the currency between.
  raw = raw.replace(
    /(\d[\d.,]*)\s*([A-Z]{3})\s+(million|millions|mn|bn|billion|thousand|mln|mio|mrd|k|m)\b/g,
    "$2 $1 $3",
  );
  // "one sponsor (Kraków brewery): 12 000 zł a season": the figure with a currency beside it,
  // not a count before it.
  const mentions = numberMentions(raw);
  const priced = (m: (typeof mentions)[number]) =>
    currencyIn(raw.slice(Math.max(0, m.index - 6), m.end + 6), context) !== undefined;
  if (mentions.length > 1 && !priced(mentions[0])) {
    const own = mentions.findIndex(priced);
    // (Its currency sign may stand before it, but the figure before it stays out: "Revenus
    // annuels 2025 : 410 000 $" is not "25 : 410 000 $".)
    if (own > 0) {
      raw = raw.slice(Math.max(mentions[own - 1].end, mentions[own].index - 6));
    }
  }
  const parsed = parseNumber(raw);
  if (!parsed) return null;
  const figures = numberMentions(raw);
  const stated = currencyIn(stripNoise(raw), context);
  // "Revenue (₹ in crore) | 4.10 | 6.40": a bare figure in the unit its label gives.
  const unit = figures[0]?.scaled ? undefined : labelScale(label);
  const n = unit
    ? {
      ...parsed,
      value: parsed.value * unit,
      ...(parsed.range ? { range: parsed.range.map((x) => x * unit) as [number, number] } : {}),
    }
    : parsed;
  // "nos comptes 2025 ont été certifiés": a year is no amount unless a currency goes with it.
  const year = !n.range && /^(19|20)\d\d$/.test(String(n.value));
  if (year && !stated) return null;
  // "£35 a team plus £2 a player a night", "€12 per ticket": a price or a fee, not a year's
  // amount.
  const first = figures[0];
  if (first && PRICE.test(raw.slice(first.end, first.end + 40))) return null;
  // A currency in the answer wins; one in the label ("Revenue (EUR)") applies otherwise; a
  // bare amount is USD, less surely.
  // (The one beside the figure first: "BBD 88,000. For comparison the Tobago series got TTD
  // 400,000".)
  const beside = figures.find(priced);
  const currency = (beside &&
    currencyIn(stripNoise(raw.slice(Math.max(0, beside.index - 6), beside.end + 6)), context)) ??
    stated ?? currencyIn(label, context);
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
