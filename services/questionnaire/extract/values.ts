/**
 * Values as people write them, parsed by type: numbers with any separators, scale words,
 * number words and ranges; money in any currency of the rate table; percentages; latencies;
 * years; yes/no with hedges; lists; months. Every parser says how cleanly it read the value
 * (`quality`, 1 = plain digits) and never guesses one that is not written: "sub-second" is no
 * latency, "TBC" is no answer.
 */

import {
  NO_IDEA,
  NON_ANSWER,
  numberMentions,
  type Parsed,
  parseNumber,
  stripNoise,
} from "./numbers.ts";
import { roundTo } from "../../round.ts";

// ---------------------------------------------------------------------------------------------
// Percentages, latencies, years

/** A percent sign, or its word ("47 per cento", "14 por ciento", "6 Prozent", "12 prosent"). */
export const PERCENT_WORD =
  /%|per\s?cent\b|pct\b|procent\b|prosent\b|prozent\b|prosentti[a]?\b|prosentin\b|per\s?cento\b|por\s?ciento\b|pour\s?cent\b|퍼센트/i;
const PERCENT = new RegExp(`(-?\\d+(?:[.,]\\d+)?)\\s*(?:${PERCENT_WORD.source})`, "i");

export function parsePercent(raw: string, label = ""): Parsed<number> | null {
  const text = stripNoise(raw);
  // ("%40": Turkish writes the sign first; so do Thai "ร้อยละ 29" and Chinese "百分之47".)
  const pct = PERCENT.exec(text) ??
    /(?:(?<![\d.,])%|ร้อยละ|百分之)\s?(-?\d+(?:[.,]\d+)?)/.exec(text);
  if (pct) {
    const sign =
      /\b(down|decline|fell|drop|minus|negative)\b|マイナス|減少|(?<![\p{L}])(?:giảm|spadek|pokles|minskade|scădere|düşüş)(?![\p{L}])/iu
          .test(text)
        ? -1
        : 1;
    return { value: sign * roundTo(Number(pct[1].replace(",", ".")), 4), quality: 1 };
  }
  const n = parseNumber(text);
  // ("Audience 18-34 (%)____": the age band a label names is no share.)
  if (!n || (n.range?.[0] === 18 && n.range[1] === 34)) return null;
  // ("Forty-one per cent": a percentage in words.)
  const named = /%|percent|pct|share|proportion/i.test(label) ||
    /^\s*[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s+per\s?cent\b/iu.test(text);
  if (n.value > 0 && n.value < 1 && /\d\.\d/.test(text)) {
    // A fraction (0.44) where a percentage was asked for.
    return { value: roundTo(n.value * 100, 4), quality: 0.8 };
  }
  return named ? { value: roundTo(n.value, 4), quality: n.quality * 0.9 } : null;
}

const SECONDS =
  /^\s*(s|secs?|seconds?|sek|sekunder|segundos?|segons|sekunden|secondes?|secondi|sekuntia|detik|saat|sekund[ayę]?|giây|秒|секунд\p{L}*|сек|saniye|secunde|secundă|sekundit|sekundi)(?![\p{L}])/iu;
const MILLISECONDS = /^\s*(ms|msecs?|milli-?seconds?)\b/i;
/** What follows a figure that is a time: milliseconds or seconds, in the corpus's languages. */
export const TIME_UNIT = new RegExp(`${MILLISECONDS.source}|${SECONDS.source}`, "iu");

const LATENCY_UNITS: [RegExp, number][] = [
  [MILLISECONDS, 1],
  [SECONDS, 1000],
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
    const scale = (x: number) => roundTo(x * (unit ?? 1), 3);
    if (unit) {
      return {
        value: scale(m.value),
        quality: m.words ? 0.9 : 1,
        ...(m.range ? { range: [scale(m.range[0]), scale(m.range[1])] as [number, number] } : {}),
      };
    }
  }
  // "half a second" (with no figure of its own). ("Sub-second" says no figure: none.)
  if (/\bhalf a second\b/i.test(raw)) return { value: 500, quality: 0.9 };
  const n = parseNumber(text);
  if (!n) return null;
  // (The label's first word that is a unit of time: "latency_seconds", "кідіріс_сек".)
  const named = label.split(/[^\p{L}]+/u).map((word) =>
    LATENCY_UNITS.find(([re]) => re.test(word) && re.exec(word)![0].length === word.length)?.[1]
  ).find(Boolean);
  if (named) return { value: roundTo(n.value * named, 3), quality: n.quality };
  // (A bare figure under its label, not a figure in a sentence: "WE RECORD STATISTICS WITH
  // DATAVOLLEY 4".)
  const words = text.match(/\p{L}{2,}/gu)?.length ?? 0;
  return /latency|delay/i.test(label) && words <= 2 ? { value: n.value, quality: 0.6 } : null;
}

export function parseYear(raw: string): Parsed<number> | null {
  // "Primera temporada: 1988–89": a season's span starts in its first year.
  const season = /^\s*(1[89]\d\d|20\d\d)\s*[/–-]\s*(?:19|20)?\d\d\b/.exec(raw);
  if (season) return { value: Number(season[1]), quality: 0.95 };
  const m = /\b(1[89]\d\d|20\d\d)\b/.exec(stripNoise(raw));
  return m ? { value: Number(m[1]), quality: 1 } : null;
}

// ---------------------------------------------------------------------------------------------
// Yes, no, and the hedges between

/** Not (yet) in place: planned, drafted, discussed, informal, partial. */
const HEDGE =
  /\b(nieformaln\w*|neformáln\S*|formálně ne|formálne nie|formalnie nie|formalmente no|formalmente não|formellement non|formell nicht|formeel niet|informell\w*|not (yet|formally|formal|currently|at present|officially|really)|no formal|nothing formal|informal(ly)?|planned|planning|plan to|in (development|progress|the works|discussions?|talks|negotiation)|being (developed|drafted|built|set up|explored|discussed)|under (development|discussion|consideration|review)|(will|would|to) (be )?(launch|introduce|start|begin|roll)|from 20[2-9]\d|by 20[2-9]\d|(?:only|s[óo]|s[óo]lo|soltanto|erst|seulement|först|vasta) (?:in |em |en |nel |im |ab |from |à partir de )?20[2-9]\d|effective|next (season|year)|exploring|considering|intend|hope to|aim to|looking (at|into|for)|working (towards|on)|pending|tbc|tbd|to be (confirmed|decided)|pilot(ing)?|trial(l?ing)?|(we are|currently|now) testing|in testing|being tested|nothing (official|formal)|i vorbereitung|in vorbereitung|en desarrollo|en préparation|en preparación|in preparazione|prévu|previsto|planerat|planlagt|niet formeel|nicht formell|nichts formelles|nichts offizielles|no formalmente|pas formellement|ei virallisesti|inte formellt|ikke formelt|nem hivatalos|todav[ií]a no|a[uú]n no|ainda n[aã]o|non ancora|noch nicht|ei viel[aä]|estudiando|estamos estudiando|em estudo|in studio|en proyecto|belum|nog niet|gepland|geplant|in Planung|programado|pianificato|prevista|deve entrar|entrará|entrara|estará|would (?:love|like) to|on (?:our|the) wish ?list|some ?day|approached us|offered us|takes effect|will take effect|comes? into force|come into effect|entra(?:rá)? en vigor|tritt [^.]{0,30} in Kraft|entrera en vigueur)\b/i;

/**
 * Hedges in words `\b` does not see (Greek script, Baltic letters): "Όχι (προγραμματίζεται για
 * το 2027)", "δεν έχουμε ακόμη", "planuojama", "kol kas ne", "vēl nav", "ikke ennå".
 */
const HEDGE_MORE =
  /(?<![\p{L}])(προγραμματίζεται|προγραμματίζουμε|σχεδιάζεται|σχεδιάζουμε|ακόμη|ακόμα|ανεπίσημ\p{L}*|όχι επίσημα|δεν\s+(?:\p{L}+\s+)?επίσημα|planuojam\p{L}*|ruošiam\p{L}*|kol kas|dar ne|dar nėra|neformal\p{L}*|formaliai ne\p{L}*|plānots|plānojam|vēl nav|vēl ne|nav formāl\p{L}*|plaanis|planeeritud|veel ei|veel mitte|ikke ennå|ennå ikke|endnu ikke|ikke endnu|ikkje enno|enno ikkje|ikkje endå|endå ikkje)(?![\p{L}])/iu;
/**
 * Yes and no in Chinese, Korean and Thai, whose words run into the sentence after them
 * ("有正式的運動誠信計畫", "没有。", "있습니다.", "아니요, 아직 없습니다", "ไม่มี ผลการแข่งขัน…"),
 * and their hedges ("暂未", "尚未", "計劃", "검토", "예정", "ยังไม่").
 */
const CJK_HEDGE =
  /暂未|暫未|尚未|还没|還沒|暂时没|暫時沒|计划|計劃|計畫於|筹备|籌備|검토|예정|준비 중|논의|아직|ยังไม่|อยู่ระหว่าง|วางแผน/u;
const CJK_NEGATIVE =
  /^(?:目前|现在|現在|暂时|暫時|本联赛|本聯盟|联赛|聯盟)?(?:没有|沒有|无|無|否|未)|(?:没有|沒有|并无|並無|尚无|尚無|未设|未設|未建立|未纳入|未納入|不设|不設)|^(?:아니요|아니오|아뇨|없습니다|없음|없어요|없다)|(?<![\p{L}])(?:없습니다|없음|없어요|않습니다)|^(?:ไม่มี|ไม่ใช่|ไม่ได้)|ไม่มี/u;
const CJK_POSITIVE = /^(?:有|是|设有|設有|已|예|네|있습니다|있음|있어요|มี|ใช่)/u;
/**
 * The same hedges in Hungarian, Slovak, Czech, Slovenian, Croatian and Serbian, whose accented
 * letters \b does not see: "tervezzük", "még nincs", "v príprave", "zatiaľ nie", "načrtujemo",
 * "še ne", "u pripremi", "za sada ne".
 */
const HEDGE_CENTRAL =
  /(?<![\p{L}])(?:tervez\p{L}*|tervben|előkészít\p{L}*|előkészület\p{L}*|folyamatban|még nem|még nincs|jövőre|jövő (?:évtől|szezontól|évben)|plánuj\p{L}*|plánovan\p{L}*|plánujeme|pripravuj\p{L}*|připravuj\p{L}*|v príprave|v přípravě|zatiaľ nie|zatiaľ nemáme|ešte nie|ešte nemáme|zatím ne|zatím nemáme|ještě ne|ještě nemáme|neformáln\p{L}*|načrtuj\p{L}*|v pripravi|pripravljamo|še ne|še nimamo|zaenkrat ne|zaenkrat nimamo|neformaln\p{L}*|planiramo|planiran\p{L}*|u pripremi|pripremamo|još ne|još nemamo|za sada ne|za sada nemamo)(?![\p{L}])/iu;

/** "Yes" in the words of other languages: adopted, monitored by, subject to (tests). */
const POSITIVE_ELSEWHERE =
  /(?<![\p{L}])(?:a fost adoptat\p{L}*|monitorizat\p{L}* de|sunt supuși|podlegają|podléhají|có quy chế|được kiểm tra|vi har|levert av|leveres av|tester|testes|κάνει ελέγχους|ελέγχους|έλεγχοι|έχουμε|atlieka test\p{L}*|testuoja|turime|veic pārbaudes|testib)(?![\p{L}])/iu;

/** "No", and the ways of saying it. */
// (Hungarian "nincs", "nem" — not "nem csak", not only; Slovak "nemá", "nemáme"; Slovenian
// "nimamo"; Croatian and Serbian "nemamo", "nema": "Antidopingovú politiku liga nemá.",
// "Integritási programunk nincs"; Hindi and Urdu, as written in Latin letters too: "Nahi.",
// "Formal programme nahi hai"; Tagalog: "wala pa kaming live feed", not the Hindi suffix "wala".)
const NEGATIVE =
  /^(no|n|false|none|nil|nope|nothing|nichts|rien|niente|niets|never|nor|neither|0|nein|nej|nei|non|não|nao|ei|nie|nee|tidak|tiada|bukan|нет|ні|ne|không|chưa|brak|żadn\p{L}*)(?![\p{L}])|^(?:特に)?(?:なし|無し)|ありません|(?<![\p{L}])(?:chưa có|không có|nu avem|nu există|inga|nemáme|nie mamy|nie ma|nie posiadamy|nahi|nahin|nahīn|नहीं|نہیں|wala(?= (?:pa|po|kami|kaming|tayo|na)(?![\p{L}]))|nincs|nincsen|nincsenek|nem(?!\s+csak)|nemá|nemajú|nimamo|nima|nimajo|nemamo|nema|nemaju|όχι|οχι|κανένα|καμία|κανένας|δεν|neturime|neturi|nėra|nē|nav|ei ole|ei vielä|eikä|meil pole|nemame|neni)(?![\p{L}])|\b(we )?(do not|don't|does not|doesn't|have no|has no|haven't|hasn't|there is no|there are no|without|lack|not in place|not available|not applicable)\b|\b(?:is|are)\s+(?:also\s+|still\s+)?not\s+(?:yet\s+)?(?:done|carried out|conducted|performed|practi[sc]ed|organi[sz]ed|implemented|made|having)\b|\bno (?:[\w-]+ ){0,3}(?:feed|program|programme|policy|monitoring|testing|partners?|integrity|data)\b(?! (?:is|are) (?:needed|required))|(?<![\p{L}])(?:sin|senza|sans|ohne|sem)\s+(?:\p{L}+\s+){0,2}?(?:feed|flusso|flux|programa|programma|programme|política|politica|controles|controlli|contrôles|Programm)(?![\p{L}])|(?<![\p{L}])(no disposem|no tenim|no hi ha|non disponiamo|no disponemos|nous ne disposons|nicht|kein|keine|keinen|keiner|no tenemos|no contamos|no disponemos|no existe|no hay|tampoco|tampouco|nemmeno|neppure|não temos|não contamos|não dispomos|não existe|não há|non abbiamo|non esiste|nessun|nessuna|pas de|n[’']avons pas|aucun|aucune|niet|geen|ingen|inget|inte(?!\s+bara)|ikke|ikkje|inkje|engin|engir|enginn|ekkert|ekki)(?![\p{L}])/iu;
/**
 * "Nothing" as the answer, in Dutch, Portuguese, Polish and Czech: "Integriteit: niks formeel",
 * Flemish "Neen / Non – chiptiming",
 * "Programa de integridade: nada", "Program uczciwości: nic takiego", "žádný".
 */
const NEGATIVE_MORE =
  // (In lower case or with a capital only: "NADA" is the anti-doping agency, "NADA-Code".)
  // ("Danych na żywo nie prowadzimy": Polish "we do not keep", after what is not kept.)
  /^(?:[Nn]iks|[Nn]iets|[Nn]een|NEEN|[Nn]ada|[Nn]enhum\p{L}*|[Nn]inguna|[Nn]ic|[ŽžZz][áa]dn\p{L}*)(?![\p{L}])|(?<![\p{L}])nie\s+(?:prowadzimy|oferujemy|udostępniamy|posiadamy)(?![\p{L}])/u;
/**
 * A sentence that is a label and a no: "Antydoping: brak.", "Doping: nee", "Integridade: não",
 * "Antidoping: ne" (a second answer run on after the first one's stop).
 */
const LABELLED_NO =
  /^[\p{L}][\p{L} -]{1,40}:\s*(?:brak|nie|nee|neen|geen|não|nao|nenhum\p{L}*|ne|žádn\p{L}*)(?![\p{L}])|^[\p{L}][\p{L} -]{1,40}:\s*(?:no|none|nil)\.?$/iu;
const POSITIVE =
  /^(yes|y|true|yep|yeah|correct|ja|oui|si|sí|sim|kyllä|tak|igen|da|ya|ada|sudah)(?![\p{L}])|^(we (do|have|run|use|provide|operate|maintain|work with|partner)|in place|available|established|active|fully|official|formal|comprehensive)\b|\b(we have|we run|we use|we operate|we maintain|we provide|in place|partner(ed|s)? with|provided by|run by|monitored by|via|through|since (19|20)\d\d|operational|live)\b/iu;

/**
 * "No" in Russian, Ukrainian, Bulgarian, Serbian and Macedonian, Romanian, Turkish and Estonian,
 * anywhere in the answer, since these languages put it last or alone: "Официального live-фида у
 * нас пока нет", "Не (у преговорима)", "окремої програми у нас немає", "няма", "Nu",
 * "Bahis ortağımız da yok", "Hayır", "puudub", "meil pole". Not "не только" (not only).
 */
const NEGATIVE_EAST =
  /(?<![\p{L}])(?:нет|немає|нема|няма|немаме|нямаме|немамо|отсутству\p{L}*|відсутн\p{L}*|жодн\p{L}*|никаких|никакв\p{L}*|ниједан|ниједна|нито|не(?!\s+(?:только|тільки|лише|само|просто))|ні|nu(?!\s+(?:doar|numai))|niciun\p{L}*|nicio|hayır|yok|yoktur|bulunmuyor|bulunmamaktadır|değil|oynanmıyor|puudub|puuduvad|pole|байхгүй|үгүй)(?![\p{L}])/iu;
/**
 * Hedges in the same languages: "пока нет", "планируем", "в разработке", "у преговорима",
 * "се уште", "все още", "încă nu", "în curs de", "planlanıyor", "henüz".
 */
const HEDGE_EAST =
  /(?<![\p{L}])(?:пока\s+нет|поки\s+(?:що\s+)?(?:немає|ні)|планиру\p{L}*|плану\p{L}*|планира\p{L}*|в\s+разработке|у\s+розробці|в\s+процес\p{L}*|у\s+преговорима|в\s+преговори|у\s+припреми|још\s+не(?:ма)?|се\s+уште|все\s+още|предстои|неофициальн\p{L}*|неформальн\p{L}*|неофіційн\p{L}*|неформал\p{L}*|încă\s+nu|în\s+curs\s+de|în\s+pregătire|planific\p{L}*|neoficial\p{L}*|planlan\p{L}*|planlıyoruz|henüz|hazırlık\s+aşamasında|görüşme\p{L}*)(?![\p{L}])/iu;
/** "Yes" in the same languages: "Да", "Так", "действуют", "діють", "имаме", "avem", "var". */
const POSITIVE_EAST =
  /^(?:да|так)(?![\p{L}])|(?<![\p{L}])(?:действу\p{L}*|применя\p{L}*|діють|діє|є|есть|имеется|има|имаме|имамо|спроведува\p{L}*|спроводи\p{L}*|прилага\p{L}*|avem|aplicăm|există|respectăm|var|uyguluyoruz|uygulanıyor|mevcut|kehtib|meil on|on olemas|rakendame)(?![\p{L}])/iu;

/**
 * "Yes, the League has official live data feed from 2024": a year gone by is no plan, so it is
 * no hedge ("from 2027", "only in 2027" are, while they are to come).
 */
const withoutPastYears = (text: string) =>
  text.replace(
    /\b20\d\d\b/g,
    (year) => Number(year) <= new Date().getUTCFullYear() ? "then" : year,
  );

/**
 * A no in other words or a cross: "Definitely not", "Not at all", "Ninguno", "✗"; a part or
 * hand-kept records only is not the thing ("Partially", "Manual only").
 */
const DENIED =
  /^(?:definitely not|certainly not|absolutely not|not at all|of course not|ninguno|ninguna|nenhum|nenhuma|nessuno|nessuna|keines|keins|keine|keiner|partially|partly|partial|manual(?:ly)? only|only manual(?:ly)?|[✗✘])(?![\p{L}])/iu;
/** A yes in other words or a tick: "Absolutely", "Of course", "Natürlich", "Claro", "✔". */
const AFFIRMED =
  /^(?:absolutely|of course|certainly|definitely|indeed|jawohl|natürlich|selbstverständlich|bien sûr|évidemment|claro|por supuesto|certo|certamente|sem dúvida|có|[✔✓☑])(?![\p{L}])/iu;

/** A hedge, in any language: "not formally", "planned for 2027", "previsto", "noch nicht". */
export const isHedged = (text: string) =>
  [HEDGE, HEDGE_MORE, HEDGE_CENTRAL, HEDGE_EAST].some((re) => re.test(withoutPastYears(text)));

/**
 * A label's answer declined: "--> Integrity: pass, I don't really know what that means for us",
 * "Anti-doping: N/A.", "Integrity – TBC".
 */
export function declinedAfterLabel(text: string): boolean {
  const labelled = /^(?:-+>\s*)?\p{L}[\p{L} -]{1,40}?(?::|\s[–—])\s*(\S.*)$/u.exec(text);
  return labelled !== null && NON_ANSWER.test(labelled[1]);
}

/**
 * Yes/no: `true` only for something that exists now. Hedged answers ("not formally", "planned
 * for 2027", "in discussions") are `false`: the thing asked about is not in place. "TBC" and
 * "n/a" answer nothing.
 */
export function parseBool(raw: string): Parsed<boolean> | null {
  // A remark before the answer ("(Official data feed) Não.") is none of it; a curly
  // apostrophe is an apostrophe ("We don’t have any").
  // So is a list's bullet ("- ei dopingtestejä").
  // A form's choices are no answer ("(Yes/No) No"; nor the dash after them, "(Yes/No) - don't
  // know"), nor is a word of candour before it ("honestly, no").
  const text = stripNoise(raw).trim().replace(/^[-–—•*·▪]\s+/, "")
    .replace(/[(\[]\s*(?:yes|y)\s*\/\s*(?:no|n)\s*[)\]]:?/gi, " ")
    .replace(/(?<![\p{L}])yes\s*\/\s*no(?![\p{L}])\s*(?:\.{2,}|_{2,})?\s*$/iu, " ").trim()
    .replace(/^[-–—]\s+/, "")
    .replace(/^\([^()]{0,120}\)\s*/, "").replace(/[’‘]/g, "'")
    .replace(/^(?:honestly|frankly|to be honest|sadly|unfortunately|alas|tbh)\b[,:]?\s*/i, "");
  if (NON_ANSWER.test(text)) return null;
  if (declinedAfterLabel(text)) return null;
  const hedged = isHedged(text);
  // "Да, ...", "Так, ..." (Russian, Bulgarian, Serbian; Ukrainian): yes, before any "не" after it.
  if (/^(?:да|так)(?![\p{L}])/iu.test(text) && !hedged) return { value: true, quality: 1 };
  if (
    /^(yes|y|ja|já|oui|sim|sí|sì|si|kyllä|tak|igen|da|ya|ada|sudah|evet|ano|ναι|taip|jā|jah|áno|haan|haanji|हाँ|हां)(?![\p{L}])/iu
      .test(
        text,
      ) && !hedged
  ) {
    return { value: true, quality: 1 };
  }
  if (hedged) return { value: false, quality: 0.9 };
  if (DENIED.test(text)) return { value: false, quality: 1 };
  if (AFFIRMED.test(text)) return { value: true, quality: 1 };
  if (CJK_NEGATIVE.test(text)) return { value: false, quality: 0.95 };
  if (CJK_HEDGE.test(text)) return { value: false, quality: 0.9 };
  if (CJK_POSITIVE.test(text)) return { value: true, quality: 0.9 };
  // "Players are covered by the national rules, though I don't believe anyone has been tested":
  // a doubt after "though" or "but" does not deny the sentence it follows.
  // (The first sentence answers; the next may be about something else: "NADA Austria
  // kontrolliert bei uns stichprobenartig. Ein eigenes Integritätsprogramm haben wir nicht.")
  const main = text.split(/(?<=\p{Ll}{3}[.!])\s+(?=\p{Lu})/u)[0]
    .split(/,\s*(?:though|although|even though|but|however)\s/i)[0];
  if (NEGATIVE.test(main)) return { value: false, quality: 1 };
  if (
    NEGATIVE_MORE.test(main) ||
    NEGATIVE_EAST.test(main.split(/,\s*(?:но|але|ама|dar|însă|ancak|ama|aga|kuid)\s/iu)[0])
  ) {
    return { value: false, quality: 1 };
  }
  if (LABELLED_NO.test(main)) return { value: false, quality: 1 };
  // "18 Official live data feed No": a form's row, its label and then its answer.
  if (/^[^.,;:!?]{3,60}\s(?:No|NO|Nil|NIL|None|NONE)\.?$/.test(text)) {
    return { value: false, quality: 0.95 };
  }
  if (POSITIVE.test(text) || POSITIVE_ELSEWHERE.test(text) || POSITIVE_EAST.test(text)) {
    return { value: true, quality: 0.9 };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Lists, months, contacts

/**
 * An answer that says there is nothing to list ("None", "None yet", "n/a", "no", "without a
 * TV contract" in the languages questionnaires arrive in).
 */
// (Hungarian, Slovak, Slovenian, Croatian and Serbian too: "nincs", "nincsenek", "žiadny",
// "nobenih", "nemamo"; "ni", "nie", "ne" and "nem" alone or before a remark: "ni (posamezni
// prispevki na Šport TV)"; Hindi in Latin letters: "Koi tie-up nahi hai"; Tagalog: "wala po".)
export const NOTHING =
  /^((still|so far|as yet|currently|at present|bisher|derzeit|noch|nach wie vor|immer noch|per ora|ancora|todavía|aún|encore)\s+)?(without|sin|sem|senza|sans|ohne|utan|uden|uten|zonder|bez|tanpa|ilman|none|nil|nothing|nichts|rien|niente|niets|n\/a|nope|nah|no|nein|nej|nei|not really|not yet|not currently|not at (this|the moment)|zero|false|-|inga|ingen|ingenting|keine?|ninguno|ninguna|ningún|nenhum|nenhuma|aucun|aucune|nessuno|nessun|nessuna|keiner|keinen|keines|keins|geen|ei|brak|ikke|ikkje|ingen endnu|tidak ada|tiada|belum ada)\b|^(?:żadn\p{L}*|brak)(?![\p{L}])|^((still|so far|as yet|currently|at present)\s+)?(yok|hiç|niciunul|niciuna|nimic|puudub|žádn\p{L}*|нет|немає|καμία|κανένα|κανένας|καμιά|όχι|δεν|nėra|jokių|jokio|nav|neviens|nevienu|ühtegi)(?![\p{L}])|^(?:特に)?(?:なし|無し|ありません)|^(?:chưa có|không có)(?![\p{L}])|^(?:目前|暂时|暫時)?(?:没有|沒有|无|無)|^(?:없음|없습니다|없어요|아니요)|^(?:ยัง)?ไม่มี|^(?:cap|cap ni un|cap ni una|cap de moment)\W*$|^(?:engir|engin|enginn|engar|ekkert|nincs\p{L}*|egyik sem|semmilyen|žiadn\p{L}*|ziadn\p{L}*|nemáme|nimamo|nobe[nd]\p{L}*|nijedan|nijedna|nikakv\p{L}*|nemamo|nema)(?![\p{L}])|^(?:ni|nie|ne|nem)(?=\s*(?:[(,.;:–—-]|$))|^(?:koi\s+(?:[\p{L}-]+\s+){0,2})?nah[iī]n?(?![\p{L}])|^wala(?![\p{L}])/iu;

/**
 * Nothing to list, in Russian, Ukrainian, Bulgarian, Serbian, Macedonian, Romanian, Turkish and
 * Estonian: "— немає", "няма", "Не", "Nu", "Hayır", "yok", "puudub", alone or before a remark;
 * or a short answer that ends in it ("Букмекерських партнерів немає.", "Bahis ortağımız yok").
 */
export const NOTHING_EAST =
  /^[—–-]?\s*(?:нет|немає|нема|няма|жодн\p{L}*|никакв\p{L}*|ниједан|ниједна|niciun\p{L}*|nicio|yok|puudub|puuduvad)(?![\p{L}])|^[—–-]?\s*(?:не|ні|nu|hayır|ei)(?=\s*(?:[(,.;:–—-]|$))|^[^.\n]{0,60}(?<![\p{L}])(?:нет|немає|нема|няма|yok|puudub|meil pole)\.?$/iu;

/**
 * A list: items separated by commas, semicolons, bullets, " / ", " & ", "and" or " - ".
 * Remarks in parentheses are dropped ("Velocity Sports (US)"), so their commas do not split.
 */
/** Names of places with "and" in them. */
const JOINED_NAMES =
  /\b(?:Bosnia and Herzegovina|Trinidad and Tobago|Antigua and Barbuda|Saint Kitts and Nevis|St\.? Kitts and Nevis|Saint Vincent and the Grenadines|São Tomé and Príncipe|Turks and Caicos(?: Islands)?|England and Wales)\b/g;

/** A description after a name: "the Marathi channel of Doordarshan", "our title sponsor". */
/**
 * Streaming platforms known everywhere, a league's own channel on them too ("our official
 * YouTube channel"); any other platform is only read from a label.
 */
export const PLATFORMS =
  /\b(?:YouTube|Facebook Live|Facebook|Twitch|Instagram Live|Instagram|TikTok Live|TikTok|Vimeo|Kwai|DAZN)\b/g;
const APPOSITIVE =
  /^(?:the|a|an|our|its|their)\s+(?:[\p{L}-]+\s+){0,3}(?:channel|network|station|broadcaster|service|app|platform|arm|outlet|website|site|partner|sponsor)s?\b/iu;

/**
 * "NOS (highlights) en Omrop Fryslan (live)", "TVP Sport (finały) i Polsat", "ČT sport (výběr) a
 * Nova": Dutch, Polish and Czech "and" after a remark in brackets, before the next name.
 */
const AND_AFTER_REMARK = /(?<=\))\s+(?:en|i|a|oraz)\s+(?=\p{Lu})/gu;

export function parseList(raw: string): Parsed<string[]> | null {
  // The first sentence only: "Sweden. We have not checked other countries."
  // An answer marker is no part of it ("A. None. In Korea ...").
  // (Japanese and Chinese commas and brackets read as theirs: "熊谷スポーツ文化公園、川越運動公園".)
  // ("Free-to-air: iNews and TVRI. Streaming: Vidio …": the first sentence after its own label.)
  const first = raw.replace(/、/g, ", ").replace(/（/g, " (").replace(/）/g, ") ")
    .replace(/^(?:a|ans|answer)\s*[.:)]\s+|^-+>\s*/i, "")
    // ("[NONE]": an answer typed in brackets.)
    .replace(/^\[([^\[\]]*)\]?\s*$/, "$1")
    // (Not after an abbreviation: "Lake St. Clair", "Co. Tipperary".)
    .split(
      /(?<=\p{L}{2}|\))(?<!\b(?:St|Ste|Mt|Ft|Dr|Mr|Mrs|Ms|Co|Inc|Ltd|Ave|Av|Blvd|Jr|Sr|No|Nr|vs|ca|approx|incl|Gral|Sta|Sto|Jl|Jln))\.\s+(?=\(?\p{Lu})|。/u,
    )[0]
    .replace(/^[\p{L}-]{2,20}(?:\s[\p{L}-]{2,20})?:\s+(?=\S)/u, "");
  const written = first.replace(/,?\s*\betc\.?$/i, "").trim().replace(AND_AFTER_REMARK, ", ");
  // ("Pantai Geting, Tumpat / Pantai Cahaya Bulan, Kota Bharu": slashes between items that each
  // hold a comma part them, as semicolons would.)
  const slashed = written.split(/\s\/\s/);
  const text = slashed.length >= 2 && slashed.every((p) => /\S,\s\S/.test(p))
    ? slashed.join("; ")
    : written;
  const bare = text.replace(/\s*\([^()]{0,200}\)/g, "");
  // ("aucune idée", "keine Ahnung": no idea, though "aucune" and "keine" are "none".)
  if (NO_IDEA.test(bare)) return null;
  // ("Nee / No.", "Cap / ninguno": none in two languages, one of them English or Spanish.)
  const halves = bare.split(/\s+\/\s+/);
  const bilingualNone = halves.length === 2 && halves.some((h) => NOTHING.test(h.trim())) &&
    halves.every((h) => NOTHING.test(h.trim()) || /^\p{L}{2,6}[.!]?$/u.test(h.trim()));
  if (
    NOTHING.test(bare) || NOTHING_EAST.test(bare) || bilingualNone ||
    (/^(we )?(are )?in (talks|discussions?)\b/i.test(bare))
  ) {
    return { value: [], quality: 1 };
  }
  if (
    NON_ANSWER.test(bare) ||
    /\b(not sure|please advise|no idea|to follow|see (the )?(attached|annex)|will (send|share|provide|forward) (it |them |this |these )?later|will revert)\b/i
      .test(bare)
  ) {
    return null;
  }
  // "Are you open to a betting partner? Yes": a yes names nothing.
  if (
    /^(yes|yeah|yep|ja|jo|sí|si|sim|oui|kyllä|tak|igen|da|ano|áno)(?![\p{L}])[\s.!,]*$/iu.test(bare)
  ) {
    return null;
  }
  // The strongest separator present wins: "Kanalvallen, Örnsköldsvik; Nolia Isbana, Umeå".
  // Remarks in parentheses are not split, and are no part of the name ("TG4 (island of
  // Ireland)", "TV Nord (sammendrag / highlights)").
  // ("ท้องสนามหลวง และ สนามว่าวชายหาดชะอำ": Thai "and", Korean "및"; a comma inside a figure,
  // "6,800", divides nothing.)
  const separator = /[;\n•·]/.test(bare)
    // ("Einzel- und Doppelergebnisse": a word's half before its hyphen is no item.)
    ? /\s*[;\n•·]\s*|\s+(?<!-\s?)\band\s+|(?<!-)\s(?:y|e|et|und|og|och|ja|sekä|và|oraz|και|ir|และ|및|и|і|та|și|ve|dan)\s/
    : /\s*(?:(?<!\d),|,(?!\d)|\s\/\s|\s&\s|\s\+\s|(?<!-\s?)\band\b|(?<!-)\s(?:y|e|et|und|og|och|ja|sekä|và|oraz|και|ir|และ|및|и|і|та|și|ve|dan)\s|\s[-–—]\s)\s*/iu;
  // A name with "and" in it is one item: "Bosnia and Herzegovina".
  let joined = text.replace(JOINED_NAMES, (name) => name.replace(/ and /g, "\uE000"))
    // ("Босна и Херцеговина", "Trinidad și Tobago": "and" inside a name, in Cyrillic and
    // Romanian.)
    .replace(JOINED_NAMES_EAST, (name) => name.replace(/ (и|і|și) /g, "\uE001$1\uE001"));
  // Dutch "en" joins the last two names of a list of commas ("Watersportbaan Gent, Blaarmeersen
  // en Sport Vlaanderen Hofstade"); French and Spanish "en" is "in", inside a name ("Sport en
  // France, France 3"). (Each character keeps its place: remarks are found by position.)
  if (bare.includes(",") && !/(?<![\p{L}])(?:le|la|les|du|des|el|los|las|del)\s/iu.test(bare)) {
    joined = joined.replace(
      /(?<=\p{Lu}[\p{L}'’.-]*)\s+en\s+(?=\p{Lu}[^,]*$)/u,
      (m) => `,${" ".repeat(m.length - 1)}`,
    );
  }
  // In a list of commas, "and" joins the last two items ("A, B and C"); before the last comma,
  // between words in lower case, it is part of an item ("killshot attempts and hits, bullseyes,
  // match wins").
  if (!/[;\n•·]/.test(bare) && bare.includes(",")) {
    const chunks = splitOutside(joined, /,/);
    joined = chunks.map((c, k) =>
      k < chunks.length - 1 ? c.replace(/(?<=\p{Ll}) and (?=\p{Ll})/gu, "\uE000") : c
    ).join(",");
  }
  // Catalan "i" joins the last two items ("les bitlles tombades per tirada, els punts per
  // partida i la classificació individual"); where every item has one, it is Nordic "in"
  // ("Torvet i Trondheim, Bryggen i Bergen").
  if (!/[;\n•·]/.test(bare) && bare.includes(",")) {
    const chunks = splitOutside(joined, /,/);
    if (chunks.length >= 2 && chunks.slice(0, -1).every((c) => !/\si\s/.test(c))) {
      chunks[chunks.length - 1] = chunks.at(-1)!.replace(/\si\s(?=\S)/, ", ");
      joined = chunks.join(",");
    }
  }
  // ("Rupavahini (SLRC) – final live": a remark in lower case after a dash is about the name
  // before it, no item.)
  if (/^\p{Lu}/u.test(joined)) joined = joined.replace(/\s[-–—]\s+\p{Ll}[^,;]*$/u, "");
  // (Nor a measure, "Katrin – 1.050 Höhenmeter, Schafberg – 1.180 Höhenmeter", or a phrase,
  // "YouTube – Livestream nur beim Finallauf", after any item; each character keeps its place.)
  joined = joined.replace(
    /\s[-–—]\s+(?:\d[\d.,'’]*\s+\p{L}[^,;]*|\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){2,}[^,;]*)(?=[,;]|$)/gu,
    (m) => " ".repeat(m.length),
  );
  let items = splitOutside(joined, separator)
    // ("Facebook Live, finals only", "BBC Alba, highlights only": which events it covers is a
    // remark on the name before it.)
    .filter((s) =>
      !/^\s*(?:the\s+)?(?:finals?|grand finals?|highlights|play-?offs?|semi-?finals?|(?:some|selected|big|home) (?:games|matches|events|rounds|fixtures))\s+(?:only|mostly|mainly)\s*\.?$/i
        .test(s)
    )
    // "Arewa24, the Hausa-language entertainment channel": what the name is, after it.
    // (Unless it names a platform of its own: "Vidio and our official YouTube channel".)
    .filter((s) => !APPOSITIVE.test(s.trim()) || s.match(PLATFORMS) !== null)
    .map((s) => s.replace(/\uE000/g, " and ").replace(/\uE001/g, " "))
    .map((s) =>
      s.replace(/\s*\([^()]{0,200}\)/g, "").replace(/^[\s*\-–•]+|[\s.]+$/g, "")
        .replace(/^(and|also)\s+/i, "")
        // "YouTube เฉลี่ย 6,800 คนต่อสนาม": a clause of Thai with a figure after a name is about
        // it, no part of it.
        .replace(/(?<=[\p{Script=Latin}\d])\s+\p{Script=Thai}[^\d]*\d.*$/u, "")
        // "YouTube only", "PlayNow (BCLC) only": the only one is still the item.
        // ("Kerala mainly": so is the main one.)
        .replace(/\s+(only|alone|exclusively|solely|mainly|mostly|primarily|chiefly|largely)$/i, "")
        // "solo TeleToscana Sport", "nur ORF": the only one, in other languages.
        .replace(
          /^(?:solo|sólo|solamente|soltanto|nur|seulement|uniquement|apenas|somente|endast|kun|bara)\s+(?=\p{Lu})/u,
          "",
        )
        // ("Ginásio do Mineirinho": Portuguese "do" before a name is no verb.)
        .replace(/\s+(has|have|is|are|was|were|will|does|do(?!\s+[A-ZÀ-Þ]))\b.*$/, "")
        // (A name's verb, not a word of statistics in lower case: "queen covers".)
        .replace(/(?<=^[\p{Lu}\d].*?)\s+(shows|broadcasts?|streams?|carries|covers|airs)\b.*$/u, "")
        // (Typed in capitals: "MAORI TELEVISION DOES A NATIONALS HIGHLIGHTS SHOW".)
        .replace(
          /\s+(SHOWS|BROADCASTS?|STREAMS?|CARRIES|COVERS|AIRS|HAS|HAVE|IS|ARE|WAS|WERE|WILL|DOES)\b.*$/,
          "",
        )
        .trim()
    )
    // (A figure, with its scale, is no name: "1.6 million".)
    // "Not Indonesia", "No betting in Norway": a place denied is not listed.
    .filter((s) => !/^(not|no|non|não|nicht|kein\w*|pas|nie|ikke|ikkje|inte|ei)\s/i.test(s))
    // ("Indonesia, and we have many viewers also from …": a pronoun is no item; nor a hedge,
    // "Possibly. Mandela National Stadium … is far too big for us".)
    .filter((s) =>
      !/^(?:we|they|it|us|our|i|you|possibly|maybe|perhaps|probably|hopefully)$/i.test(s)
    )
    // ("…Kawila Boxing Stadium, both in Chiang Mai city": what the items share is none.)
    .filter((s) => !/^(?:both|all|each|either)(?:\s+(?:in|at|on|near)\b.*)?$/i.test(s))
    // "TeleToscana Sport, in differita": how it is shown is no name.
    .filter((s) =>
      !/^(?:(?:in|en|em|ao|im) (?:differita|diretta|directo|diferido|vivo|direct|différé|direto)|zeitversetzt|live|en vivo|ao vivo)$/i
        .test(s)
    )
    // "TV rights fee: EUR 200,000": an amount of money is no name.
    // "800 concurrent viewers": a count is no name.
    .filter((s) => !/^\W*\d[\d.,]*\s*(?:k|m)?\s+\p{Ll}/u.test(s))
    // (A channel's number is a name: "HRT 2", "TVP3", "KBS 1TV".)
    .filter((s) =>
      !/^\W*(?:(?:[A-Z]{3}|kr)\s?\d{3}|(?:[$€£¥₹]|R\$)\s?\d)|\d{3}\s?(?:[A-Z]{3}|kr)\W*$|\d\s?[$€£¥₹]\W*$/u
        .test(s)
    )
    .filter((s) =>
      s && s.length <= 100 &&
      !/^[\d\s.,%~–—-]+(?:k|m|bn|mn|million|millions|billion|thousand|mln|mio)?$/i.test(s) &&
      !NON_ANSWER.test(s)
    );
  // "Ålands Radio & TV", "Smith & Co": a generic word after "&" finishes the name before it.
  if (items.length > 1 && /\s&\s/.test(text)) {
    const merged: string[] = [];
    for (const item of items) {
      const previous = merged.at(-1);
      if (
        previous && /^(tv|radio|sport|sports|media|live|plus|co|sons|partners)$/i.test(item) &&
        text.includes(`${previous} & ${item}`)
      ) merged[merged.length - 1] = `${previous} & ${item}`;
      else merged.push(item);
    }
    items = merged;
  }
  // "Sweden, through operators licensed by ...": a clause after the names is no item.
  if (items.length > 1 && /^\p{Lu}/u.test(items[0])) {
    const clause = items.findIndex((item) =>
      /^(through|via|where|which|with|but|as|if|for|in|on|at|by|from|only|mainly|mostly|pending|subject|a través|mediante|con|por|para|através|com|tramite|attraverso|über|durch|gjennom|genom)\b/
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
export function namesIn(value: string, who = false): Parsed<string[]> | null {
  // (What a name is, after it, names nothing: "DD Sahyadri, the Marathi channel of Doordarshan".)
  const sentence = value.split(/(?<=[a-z)])\.\s+(?=\p{Lu})/u)[0].replace(
    /\s*\([^()]{0,120}\)/g,
    "",
  ).replace(
    /,\s*(?:the|a|an|our|its|their)\s+(?:[\p{L}-]+\s+){0,3}(?:channel|network|station|broadcaster|service|app|platform|arm|outlet)\b[^,.;]*/giu,
    "",
  );
  const rest = sentence.slice(sentence.indexOf(" "));
  const names = [
    ...rest.matchAll(
      // (A word of a name may start in lower case before a capital: "Watch iT"; a channel's
      // number goes with its name: "HRT 2", "Canal 44".)
      // (A platform named by its domain is a name too: "auf unserer Plattform ilm.tv".)
      /\p{Lu}[\p{L}\d&'’+.-]*(?:\s+(?:(?:of|de|del|la|the|am|i)\s+)?(?:\p{Lu}|\p{Ll}{1,3}\p{Lu})[\p{L}\d&'’+.-]*|\s+\d{1,3}(?![\d.,%]))*|(?<![\w.@/])[a-z\d-]{2,40}\.(?:tv|live|com|ch|at|de|it|lu|cat|es|fr)(?![\w.])/gu,
    ),
  ]
    // "RTÉ and TG4 on the island of Ireland and Premier Sports in Great Britain": when the
    // names asked for are who (broadcasters, partners), a name after "in" or "of" is where.
    .filter((m) =>
      !who ||
      !/\b(in|of|across|throughout|from|en|em|nel|nella|im|in der)\s+(the\s+)?$/i.test(
        rest.slice(0, m.index),
      )
    )
    // ("det sköter min svärson Jonas", "run by our volunteer Owen": a person named by who
    // they are to the writer is no platform.)
    .filter((m) =>
      !who ||
      !/(?<![\p{L}])(?:my|our|his|her|min|mitt|mina|vår|vårt|våra|mi|mis|mon|ma|mes|unser\p{L}*|mein\p{L}*|meu|minha|nuestro|nuestra|mijn|onze)\s+(?:son|daughter|son-in-law|daughter-in-law|brother|sister|nephew|niece|husband|wife|dad|mum|mom|father|mother|cousin|friend|volunteer|colleague|treasurer|secretary|webmaster|coach|svärson|svärdotter|dotter|bror|syster|brorson|systerson|man|fru|kollega|volontär|kassör|sekreterare|sønn|datter|søster|svigersønn|kone|mann|kasserer|sekretær|poika|tytär|vävy|veli|sisko|rahastonhoitaja|sihteeri|hijo|hija|yerno|hermano|hermana|fils|fille|gendre|frère|sœur|Sohn|Tochter|Schwiegersohn|Bruder|Schwester)\s+$/iu
        .test(rest.slice(0, m.index))
    )
    // "We stream the Masters Final on YouTube": the name a verb of showing takes is what is
    // shown; who shows it is named after "on".
    .filter((m) =>
      !who ||
      !/\b(?:stream|streams|streamed|broadcast|broadcasts|televise|televises|televised|air|airs|aired|show|shows|showed|film|films|filmed)\s+(?:(?:the|our|all|every|each|some|only)\s+)*$/i
        .test(rest.slice(0, m.index))
    )
    // ("Die 2'400 Zuschauer pro Stream waren der Wert der Finalrunde": a German noun of one
    // word after its article, a preposition or a count is a thing, no name.)
    .filter((m) =>
      !/^\p{Lu}\p{Ll}+$/u.test(m[0].replace(/[.,]+$/, "")) ||
      !/(?:^|\s)(?:der|die|das|den|dem|des|ein|eine|einen|einem|eines|alle|allen|jede[nmrs]?|unser|unsere[nmrs]?|keine[nmr]?|einige|mehrere|viele|diese[nmrs]?|pro|\d[\d'’.,]*)\s+$/i
        .test(sentence.slice(0, sentence.length - rest.length + m.index!))
    )
    .map((m) => m[0].replace(/[.,]+$/, "")).filter((n) => !/^(I|We|Our|The|TV)$/.test(n))
    // "whose agreement runs until June 2027": a month or a day is a date, not a name.
    .filter((n) => !(/^\p{L}+$/u.test(n) && (parseMonth(n) || WEEKDAY.test(n))));
  // ("Vidio and our official YouTube channel.": the first word is a name too where "and" or a
  // comma joins it to the rest, and it opens no sentence.)
  const first = /^(\p{Lu}[\p{L}\d&'’+.-]*)(?=\s+(?:and|or|&)\s|,\s)/u.exec(sentence)?.[1];
  if (
    names.length && first &&
    !/^(?:we|our|the|all|both|each|every|it|they|this|these|there|yes|no|and|also)$/i
      .test(first)
  ) names.unshift(first);
  if (names.length) return { value: [...new Set(names)].slice(0, 50), quality: 0.85 };
  // (Unicode boundaries: "približno" holds no "no".)
  const none = /(?<![\p{L}])(do not|don't|does not|have no|has no|no|not yet|none)(?![\p{L}])/iu
    .test(sentence);
  return none ? { value: [], quality: 0.9 } : null;
}

const WEEKDAY =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)$/i;

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

/** Names of places with "and" in them, in Cyrillic and Romanian. */
const JOINED_NAMES_EAST =
  /(?<![\p{L}])(?:Босна и Херцеговина|Босния и Герцеговина|Боснія і Герцеговина|Босна и Херцеговина|Bosnia și Herțegovina|Trinidad și Tobago)(?![\p{L}])/gu;
/** The months in English, lower case, in order. */
export const MONTHS = [
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
  /(?<![\p{L}])(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![\p{L}])/giu;

/** Months in the other languages questionnaires arrive in, by their English name's index. */
/** Weeks, as leagues write them in the languages questionnaires arrive in. */
export const WEEK_WORDS =
  // Dutch ("ongeveer 34 weken"), Afrikaans ("26 weke")
  "weken|weke|" +
  "weeks?|wochen|woche|semanas?|semaines?|settimane|settimana|uker|uke|veker|veke|uger|veckor|vecka|" +
  "viikkoa|viikko|tygodni|tydzień|tygodnie|hét|minggu|săptămâni|săptămână|týdnů|týdny|tuần|hafta|週間|" +
  // Greek, Lithuanian, Latvian, Estonian ("21 εβδομάδες", "22 savaitės", "10 nedēļas", "12 nädalat")
  "εβδομάδες|εβδομάδων|εβδομάδα|savaitės|savaičių|savaites|savaitę|savaitė|nedēļas|nedēļām|" +
  "nedēļu|nedēļa|nädalat|nädalad|nädal|" +
  // Chinese, Korean and Thai ("历时10周", "10주", "13 สัปดาห์").
  "週|周|주|สัปดาห์|setmanes|setmana|" +
  // Hungarian, Slovak, Slovenian, Croatian and Serbian ("26 hétig", "30 týždňov", "12 tednov").
  "hétig|hetes|hetet|týždňov|týždne|týždeň|tednov|tedne|tedna|teden|tjedana|tjedna" +
  // Russian, Ukrainian, Bulgarian, Serbian and Macedonian ("30 недель", "12 тижнів", "30 седмици",
  // "28 недеља").
  "|недель|недели|неделя|неделю|тижнів|тижні|тиждень|седмици|седмица|недеља|недеље|недељу";
/** Months, as a length of time ("8 months", "7 mesi", "4 bulan"). */
export const MONTH_WORDS =
  // Dutch ("8 maanden")
  "maanden|maand|" +
  "months?|monate|monaten|monat|meses|mesos|mes|mois|mesi|mese|måneder|månader|kuukautta|kuukausi|kk|" +
  "miesięcy|miesiące|hónap|hónapig|bulan|měsíců|měsíce|tháng|か月|ヶ月|カ月|ヵ月|ay|" +
  // ("5 μήνες", "5 mėnesius", "5 mēnešus", "5 kuud", "5 mnd.")
  "μήνες|μηνών|μήνα|μήνας|mėnesius|mėnesiai|mėnesių|mėnesį|mėn|mēneši|mēnešus|mēnešiem|" +
  "mēnesis|kuud|kuu|mnd|" +
  // ("为期约8個月", "약 6개월간", "ประมาณ 3 เดือน")
  "個月|个月|개월간|개월|เดือน|" +
  // ("6 hónapig tart", "7 mesiacov", "4 mesece", "5 mjeseci")
  "hónapos|hónapot|mesiacov|mesiace|mesiacoch|mesece|mesecev|meseca|meseci|mjeseci|mjeseca" +
  // ("5 месяцев", "9 місяців", "7 месеца", "8 месеци"; Romanian "6 luni", Estonian "7 kuud";
  // Kazakh and Kyrgyz "7 ай", Mongolian "5 сар").
  "|месяцев|месяца|месяц|місяців|місяці|місяць|месеца|месеци|месец|luni|lună|ай|сар";
/** "Since", "back to", in the languages questionnaires arrive in ("seit 2004", "dal 2010"). */
export const SINCE_WORDS =
  "since|back to|from|seit|desde|des de|depuis|dal|dall['’]|dai|sinds|siden|sedan|alkaen|óta|" +
  "a partir de|ab|od|từ năm|từ|vuodesta|sidan|frá|frå|" +
  // ("από το 2006", "nuo 2010 m.", "kopš 2012", "alates 2009", "fra 2015")
  "από το|από τον|από την|nuo|kopš|alates|fra|" +
  // Russian, Ukrainian, Bulgarian, Serbian and Macedonian, Romanian ("с 2011 г.", "з 2016 р.",
  // "от 2017 г.", "од 2012", "din 2015").
  "с|з|із|от|од|din|începând cu";

const FOREIGN_MONTHS: [RegExp, number][] = [
  [
    /(?<![\p{L}])(enero|janeiro|gennaio|januar|jänner|janvier|gener|januari|tammikuu\p{L}*|stycz\p{L}*|január)(?![\p{L}])/iu,
    0,
  ],
  [
    /(?<![\p{L}])(febrero|fevereiro|febbraio|februar|feber|febrer|février|februari|helmikuu\p{L}*|lut\p{L}*|február)(?![\p{L}])/iu,
    1,
  ],
  [
    // (Malay "Mac" only as a month is named: "bulan Mac", or an answer of its own.)
    /(?<![\p{L}])(marzo|março|märz|mars|maart|maret|maaliskuu\p{L}*|marzec|marca|március|(?<=bulan\s)Mac|^\s*Mac(?=\s*$|\s+(?:dan|hingga|sehingga)\s|\s*[-–]))(?![\p{L}])/iu,
    2,
  ],
  [/(?<![\p{L}])(abril|aprile|avril|huhtikuu\p{L}*|kwie\p{L}*|április)(?![\p{L}])/iu, 3],
  [/(?<![\p{L}])(mayo|maio|maggio|mai|maig|mei|toukokuu\p{L}*|maj|maja|május)(?![\p{L}])/iu, 4],
  [
    /(?<![\p{L}])(junio|junho|giugno|juni|juny|juin|kesäkuu\p{L}*|czerw\p{L}*|június)(?![\p{L}])/iu,
    5,
  ],
  [
    /(?<![\p{L}])(julio|julho|luglio|juli|juliol|juillet|heinäkuu\p{L}*|lip\p{L}*|július)(?![\p{L}])/iu,
    6,
  ],
  [
    /(?<![\p{L}])(agosto|augusti|agost|août|agustus|ogos|elokuu\p{L}*|sierp\p{L}*|augusztus)(?![\p{L}])/iu,
    7,
  ],
  [
    /(?<![\p{L}])(septiembre|setiembre|setembro|settembre|setembre|septembre|syyskuu\p{L}*|wrze\p{L}*|szeptember)(?![\p{L}])/iu,
    8,
  ],
  [
    /(?<![\p{L}])(octubre|outubro|ottobre|oktober|octobre|lokakuu\p{L}*|październik\p{L}*|október)(?![\p{L}])/iu,
    9,
  ],
  [
    /(?<![\p{L}])(noviembre|novembro|novembre|marraskuu\p{L}*|listopad\p{L}*|november)(?![\p{L}])/iu,
    10,
  ],
  // Catalan "març", whose last letter \b does not see.
  [/(?<![\p{L}])març(?![\p{L}])/iu, 2],
  // Polish "w marcu" (in March) and Dutch "augustus", which the lists above miss.
  [/(?<![\p{L}])marcu(?![\p{L}])/iu, 2],
  [/(?<![\p{L}])augustus(?![\p{L}])/iu, 7],
  // Turkish ("Haziran'da başlıyor")
  [/(?<![\p{L}])ocak(?![\p{L}])/iu, 0],
  [/(?<![\p{L}])şubat(?![\p{L}])/iu, 1],
  [/(?<![\p{L}])mart(?![\p{L}])/iu, 2],
  [/(?<![\p{L}])nisan(?![\p{L}])/iu, 3],
  [/(?<![\p{L}])mayıs(?![\p{L}])/iu, 4],
  [/(?<![\p{L}])haziran(?![\p{L}])/iu, 5],
  [/(?<![\p{L}])temmuz(?![\p{L}])/iu, 6],
  [/(?<![\p{L}])ağustos(?![\p{L}])/iu, 7],
  [/(?<![\p{L}])eylül(?![\p{L}])/iu, 8],
  [/(?<![\p{L}])ekim(?![\p{L}])/iu, 9],
  [/(?<![\p{L}])kasım(?![\p{L}])/iu, 10],
  [/(?<![\p{L}])aralık(?![\p{L}])/iu, 11],
  // Thai ("เดือนกุมภาพันธ์", written on without a space)
  [/มกราคม/u, 0],
  [/กุมภาพันธ์/u, 1],
  [/มีนาคม/u, 2],
  [/เมษายน/u, 3],
  [/พฤษภาคม/u, 4],
  [/มิถุนายน/u, 5],
  [/กรกฎาคม/u, 6],
  [/สิงหาคม/u, 7],
  [/กันยายน/u, 8],
  [/ตุลาคม/u, 9],
  [/พฤศจิกายน/u, 10],
  [/ธันวาคม/u, 11],
  // Romanian
  [/\bianuarie\b/i, 0],
  [/\bfebruarie\b/i, 1],
  [/\bmartie\b/i, 2],
  [/\baprilie\b/i, 3],
  [/\biunie\b/i, 5],
  [/\biulie\b/i, 6],
  [/\bseptembrie\b/i, 8],
  [/\boctombrie\b/i, 9],
  [/\bnoiembrie\b/i, 10],
  [/\bdecembrie\b/i, 11],
  // Czech, whose months begin and end in letters \b does not see ("května", "září").
  [/(?<![\p{L}])led(?:en|na|nu)(?![\p{L}])/iu, 0],
  [/(?<![\p{L}])únor[au]?(?![\p{L}])/iu, 1],
  [/(?<![\p{L}])břez(?:en|na|nu)(?![\p{L}])/iu, 2],
  [/(?<![\p{L}])dub(?:en|na|nu)(?![\p{L}])/iu, 3],
  [/(?<![\p{L}])květ(?:en|na|nu)(?![\p{L}])/iu, 4],
  [/(?<![\p{L}])červ(?:en|na|nu)(?![\p{L}])/iu, 5],
  [/(?<![\p{L}])červen(?:ec|ce|ci)(?![\p{L}])/iu, 6],
  [/(?<![\p{L}])srp(?:en|na|nu)(?![\p{L}])/iu, 7],
  [/(?<![\p{L}])září(?![\p{L}])/iu, 8],
  [/(?<![\p{L}])ří(?:jen|jna|jnu)(?![\p{L}])/iu, 9],
  [/(?<![\p{L}])prosin(?:ec|ce|ci)(?![\p{L}])/iu, 11],
  // Greek, in its cases ("Νοέμβριος", "τον Νοέμβριο", "του Νοεμβρίου"); Lithuanian
  // ("gegužė", "gegužės", "gegužę"), Latvian ("maijā", "septembrī") and Estonian ("mais",
  // "septembris"), whose months \b does not see.
  [
    /(?<![\p{L}])ιανου[αά]ρ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:sausi[os]|sausį|janvār\p{L}*|jaanuar\p{L}*)(?![\p{L}])/iu,
    0,
  ],
  [
    /(?<![\p{L}])φεβρου[αά]ρ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:vasari[so]|vasarį|februār\p{L}*|veebruar\p{L}*)(?![\p{L}])/iu,
    1,
  ],
  [
    /(?<![\p{L}])μ[αά]ρτ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:kovas|kovo|kovą|martā|marts|märts\p{L}*)(?![\p{L}])/iu,
    2,
  ],
  [
    /(?<![\p{L}])απρ[ιί]λ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:balandis|balandžio|balandį|aprīl\p{L}*|aprill\p{L}*)(?![\p{L}])/iu,
    3,
  ],
  [
    /(?<![\p{L}])μ[αά][ιΐί](?:ος|ου|ο)(?![\p{L}])|(?<![\p{L}])(?:gegužė|gegužės|gegužę|maijs|maijā|maija)(?![\p{L}])/iu,
    4,
  ],
  [
    /(?<![\p{L}])ιο[υύ]ν(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:birželi[so]|birželį|jūnij\p{L}*|juuni\p{L}*)(?![\p{L}])/iu,
    5,
  ],
  [
    /(?<![\p{L}])ιο[υύ]λ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:liepos|liepą|jūlij\p{L}*|juuli\p{L}*)(?![\p{L}])/iu,
    6,
  ],
  [
    /(?<![\p{L}])α[υύ]γο[υύ]στ(?:ος|ου|ο)(?![\p{L}])|(?<![\p{L}])(?:rugpjūtis|rugpjūčio|rugpjūtį|augustā)(?![\p{L}])/iu,
    7,
  ],
  [
    /(?<![\p{L}])σεπτ[εέ]μβρ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:rugsėji[so]|rugsėjį|septembr[iī]\p{L}*|septembris)(?![\p{L}])/iu,
    8,
  ],
  [
    /(?<![\p{L}])οκτ[ωώ]βρ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:spali[so]|spalį|oktobr\p{L}*|oktoob\p{L}*)(?![\p{L}])/iu,
    9,
  ],
  [
    /(?<![\p{L}])ν[οό][εέ]μβρ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:lapkriti[so]|lapkritį|novembr[iī]\p{L}*|novembris)(?![\p{L}])/iu,
    10,
  ],
  [
    /(?<![\p{L}])δεκ[εέ]μβρ(?:ιος|ίου|ιο)(?![\p{L}])|(?<![\p{L}])(?:gruodi[so]|gruodį|decembr[iī]\p{L}*|decembris|detsemb\p{L}*)(?![\p{L}])/iu,
    11,
  ],
  [
    /(?<![\p{L}])(diciembre|dezembro|dicembre|dezember|desembre|décembre|desember|disember|joulukuu\p{L}*|grud\p{L}*|december)(?![\p{L}])/iu,
    11,
  ], // Russian, Ukrainian, Bulgarian, Serbian and Macedonian, in their cases ("в мае", "с сентября",
  // "у вересні", "през октомври", "од марта", "во октомври"); Estonian "mais" (in May).
  [/(?<![\p{L}])(?:январ\p{L}{0,2}|січ(?:ень|ня|ні)|януари|јануар\p{L}{0,2})(?![\p{L}])/iu, 0],
  [/(?<![\p{L}])(?:феврал\p{L}{0,2}|лют(?:ий|ого|ому)|февруари|фебруар\p{L}{0,2})(?![\p{L}])/iu, 1],
  [/(?<![\p{L}])(?:март[аеу]?|берез(?:ень|ня|ні))(?![\p{L}])/iu, 2],
  [/(?<![\p{L}])(?:апрел\p{L}{0,2}|квіт(?:ень|ня|ні)|април[аеу]?|априли)(?![\p{L}])/iu, 3],
  [/(?<![\p{L}])(?:ма[йяе]|трав(?:ень|ня|ні)|мај[аеу]?)(?![\p{L}])/iu, 4],
  [/(?<![\p{L}])(?:июн[ьяе]|черв(?:ень|ня|ні)|юни|јун[аеу]?|јуни)(?![\p{L}])/iu, 5],
  [/(?<![\p{L}])(?:июл[ьяе]|лип(?:ень|ня|ні)|юли|јул[аеу]?|јули)(?![\p{L}])/iu, 6],
  [/(?<![\p{L}])(?:август[аеу]?|серп(?:ень|ня|ні)|avgust)(?![\p{L}])/iu, 7],
  [
    /(?<![\p{L}])(?:сентябр[ьяе]|верес(?:ень|ня|ні)|септември|септемб(?:ар|ра|ру|ри))(?![\p{L}])/iu,
    8,
  ],
  [/(?<![\p{L}])(?:октябр[ьяе]|жовт(?:ень|ня|ні)|октомври|октоб(?:ар|ра|ру))(?![\p{L}])/iu, 9],
  [/(?<![\p{L}])(?:ноябр[ьяе]|листопад[аі]?|ноември|новемб(?:ар|ра|ру|ри))(?![\p{L}])/iu, 10],
  [/(?<![\p{L}])(?:декабр[ьяе]|груд(?:ень|ня|ні)|декември|децемб(?:ар|ра|ру|ри))(?![\p{L}])/iu, 11],
  [/(?<![\p{L}])(?:mais|maist)(?![\p{L}])/iu, 4],
  // Icelandic, whose months \b does not see ("í júní", "í byrjun ágúst").
  ...[
    "janúar",
    "febrúar",
    "mars",
    "apríl",
    "maí",
    "júní",
    "júlí",
    "ágúst",
    "september",
    "október",
    "nóvember",
    "desember",
  ]
    .map((m, n): [RegExp, number] => [new RegExp(`(?<![\\p{L}])${m}(?![\\p{L}])`, "iu"), n]),
  // Kazakh, with its case endings ("қазанда", "сәуірге"; "маусым", June, is also the season, so
  // it is left out), and Mongolian's ordinal months ("тавдугаар сар", the fifth month).
  ...[
    "қаңтар",
    "ақпан",
    "наурыз",
    "сәуір",
    "мамыр",
    null,
    "шілде",
    "тамыз",
    "қыркүйек",
    "қазан",
    "қараша",
    "желтоқсан",
  ].flatMap((m, n): [RegExp, number][] =>
    m ? [[new RegExp(`(?<![\\p{L}])${m}\\p{L}{0,4}(?![\\p{L}])`, "iu"), n]] : []
  ),
  ...[
    "нэг",
    "хоёр",
    "гурав",
    "дөрөв",
    "тав",
    "зургаа",
    "дол",
    "найм",
    "ес",
    "арав",
    "арван нэг",
    "арван хоёр",
  ].map((m, n): [RegExp, number] => [
    new RegExp(`(?<![\\p{L}])(?<!арван )${m}(?:дугаар|дүгээр) сар`, "iu"),
    n,
  ]),
];

/**
 * Months in Hungarian, with the case endings it writes on them ("áprilisban", "szeptembertől",
 * "október közepéig"), which \b does not see past an accented letter; and in Slovak, Slovenian
 * and Serbian, with their cases ("v septembri", "začiatkom mája", "se začne maja", "do začetka
 * septembra", "od marta"). One pattern, a group a month, so a value is scanned once.
 */
const CENTRAL_MONTHS = new RegExp(
  `(?<![\\p{L}])(?:${
    [
      String.raw`január\p{L}{0,5}|januar(?:ja|a)?`,
      String.raw`február\p{L}{0,5}|februar(?:ja|a)?`,
      String.raw`március\p{L}{0,5}|mare[cu]|marci|mart[au]?`,
      String.raw`április\p{L}{0,5}|apríl[ai]?|april[aiu]`,
      String.raw`május\p{L}{0,5}|máj[ai]?|maju`,
      String.raw`június\p{L}{0,5}|jún[ai]?|junij[au]?`,
      String.raw`július\p{L}{0,5}|júl[ai]?|julij[au]?`,
      String.raw`augusztus\p{L}{0,5}|august[aeu]|avgust[au]?`,
      String.raw`szeptember\p{L}{0,5}|septembr[aiu]|septembar`,
      String.raw`október\p{L}{0,5}|októbr[ai]|oktobr[aiu]|oktobar`,
      String.raw`november\p{L}{1,5}|novembr[aiu]|novembar`,
      String.raw`december\p{L}{1,5}|decembr[aiu]|decembar`,
    ].map((month) => `(${month})`).join("|")
  })(?![\\p{L}])`,
  "iu",
);

/**
 * Croatian months, which are no Latin names ("sezona počinje u travnju", "od rujna do
 * svibnja"), in their cases. ("Listopad" is October in Croatian and November in Polish and
 * Czech: left to the others.)
 */
const CROATIAN_MONTHS: [RegExp, number][] = [
  /siječ(?:anj|nja|nju)/,
  /veljač[aeiu]/,
  /ožuj(?:ak|ka|ku)/,
  /trav(?:anj|nja|nju)/,
  /svib(?:anj|nja|nju)/,
  /lip(?:anj|nja|nju)/,
  /srp(?:anj|nja|nju)/,
  /kolovoz[au]?/,
  /ruj(?:an|na|nu)/,
  null,
  /studen(?:i|oga|og|om|ome)/,
  /prosin(?:ac|ca|cu)/,
].flatMap((stem, n) =>
  stem ? [[new RegExp(String.raw`(?<![\p{L}])(?:${stem.source})(?![\p{L}])`, "iu"), n]] : []
);

/**
 * "4月", "5월", "tháng 3": a month by its number (Japanese and Chinese, Korean, Vietnamese);
 * "三月", "十一月": by its number in Chinese numerals.
 */
const NUMBERED_MONTH =
  /(?<![\d.,])(1[0-2]|[1-9])\s?[月월]|(?<![\p{L}])tháng\s+(1[0-2]|[1-9])(?![\d.,])|(?<![一二三四五六七八九十])(十[一二]?|[一二三四五六七八九])月/gu;
const CHINESE_DIGITS = "一二三四五六七八九十";
/** "十一" → 11, "三" → 3. */
const chineseNumber = (text: string) =>
  text.length === 2 ? 10 + CHINESE_DIGITS.indexOf(text[1]) + 1 : CHINESE_DIGITS.indexOf(text) + 1;

/** The first month named ("opens in March, finals in November" → March), in any language. */
export function parseMonth(raw: string): Parsed<string> | null {
  const english = MONTHS_IN(raw);
  // ("Mai bis September": the first month named, in whichever language, is the start.)
  if (english) return earliestForeign(raw, english.at) ?? english.month;
  // "2026-09", "2026-09-12" (ISO 8601, as exports write dates), "01.04.–30.09." (day and
  // month): its month.
  const iso = /^\s*(?:19|20)\d\d-(0[1-9]|1[0-2])(?:-\d\d)?\b/.exec(raw) ??
    /^\s*(?:[012]?\d|3[01])\.(0?[1-9]|1[0-2])\.(?:(?:19|20)\d\d)?\s*(?:[-–—]|to|bis|au|al|a)\s*\d/
      .exec(raw);
  if (iso) {
    const month = MONTHS[Number(iso[1]) - 1];
    return { value: month[0].toUpperCase() + month.slice(1), quality: 0.95 };
  }
  return earliestForeign(raw, Infinity);
}

/** The first month named in another language before `before`. */
function earliestForeign(raw: string, before: number): Parsed<string> | null {
  const foreign = [
    ...[...FOREIGN_MONTHS, ...CROATIAN_MONTHS].map(([re, n]) => ({ at: raw.search(re), n })),
    ...[CENTRAL_MONTHS.exec(raw)].filter((m) => m !== null).map((m) => ({
      at: m!.index,
      n: m!.slice(1).findIndex((g) => g !== undefined),
    })),
    // "4月開始" (Japanese), "tháng 3" (Vietnamese): a month by its number.
    ...[...raw.matchAll(NUMBERED_MONTH)].map((m) => ({
      at: m.index,
      n: (m[3] ? chineseNumber(m[3]) : Number(m[1] ?? m[2])) - 1,
    })),
  ].filter((f) => f.at >= 0 && f.at < before)
    .sort((a, b) => a.at - b.at)[0];
  if (!foreign) return null;
  const month = MONTHS[foreign.n];
  return { value: month[0].toUpperCase() + month.slice(1), quality: 0.95 };
}

/** The first English month named, and where. */
function MONTHS_IN(raw: string): { month: Parsed<string>; at: number } | null {
  MONTH_WORD.lastIndex = 0;
  for (let i = 0, m; i < 20 && (m = MONTH_WORD.exec(raw)); i++) {
    // "may" in lower case is more often the verb ("dates may vary").
    if (m[1] === "may") continue;
    const month = MONTHS.find((name) => name.startsWith(m![1].toLowerCase().slice(0, 3)))!;
    return { month: { value: month[0].toUpperCase() + month.slice(1), quality: 1 }, at: m.index };
  }
  return null;
}

/** Bounded parts (RFC 5321 lengths), so a long run of word characters costs no backtracking. */
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
/** Addresses looked at before giving up: a few are real, thousands are noise. */
const MAX_AT_SIGNS = 1000;

/** The words a form's example opens with: "e.g.", "z.B.", "p.ej.", "esim.", "cth.". */
const EXAMPLE_WORDS = String
  .raw`e\.\s?g\.|eg\b|for example|for instance|example|z\.\s?B\.|zum Beispiel|p\.\s?ej\.|ej\.|por ejemplo|ex\.|es\.|exemple|par exemple|p\.\s?es\.|ad es\.|bijv\.|bv\.|t\.\s?ex\.|f\.\s?eks\.|np\.|např\.|napr\.|esim\.|nt\.|pvz\.|piem\.|cth\.|contoh|exemplo(?: de resposta)?|ejemplo(?: de respuesta)?|esempio|beispiel|voorbeeld|π\.\s?χ\.|örnek`;
/**
 * A form's or a question's example of an answer, not an answer: "(e.g. 12)", "(z.B. 2.500)",
 * "(ex. : 3)", "Region (e.g. South Asia)", "No. of teams (cth. 10)", "[e.g. 2,000]".
 */
export const EXAMPLE_GIVEN = new RegExp(
  String.raw`\(\s*(?:${EXAMPLE_WORDS})[^()]{0,80}\)|\[\s*(?:${EXAMPLE_WORDS})[^[\]]{0,80}\]`,
  "giu",
);
/** A form's example broken over two lines: its opening part ("(ex.:"), then its close ("20)"). */
export const EXAMPLE_OPEN = new RegExp(String.raw`\(\s*(?:${EXAMPLE_WORDS})[^()]{0,80}$`, "iu");
export const EXAMPLE_CLOSE = /^[^()]{0,80}\)/;
/**
 * A form's example on a line of its own, under its question: "EXAMPLE: Peoria, IL", "e.g. 1965 |
 * 1987" (the example's cell, then the answer's).
 */
export const EXAMPLE_LINE = new RegExp(
  String.raw`^(\s*)(?:${EXAMPLE_WORDS})\s*:?\s+[^|\t]*?(?:\s+\|\s+|\s*\t+\s*|$)`,
  "iu",
);
/** An example left in a blank as its answer: "e.g. 12", "z.B. 2.500". */
export const EXAMPLE_ALONE = new RegExp(String.raw`^\s*(?:${EXAMPLE_WORDS})\s*:?\s`, "iu");

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
    // (Not a piece of an e-mail address: "ueli.schneeberger@hornussliga.ch".)
    /(?<![@.\w-])(https?:\/\/[^\s,;<>"')]+|www\.[^\s,;<>"')]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|example|io|co|tv|sport|club|info|[a-z]{2})(?![\w@-])(?:\/[^\s,;<>"')]*)?)/i
      .exec(raw);
  return m && !m[1].includes("@") ? { value: m[1].replace(/[.]$/, ""), quality: 1 } : null;
}

/** Of "Kanslichef / Head of League Office", the English half. */
export function englishPart(text: string): string {
  // A slash inside a remark divides no languages: "TV Nord (sammendrag / highlights)".
  const parts = splitOutside(text, /\s+\/\s+/);
  if (parts.length !== 2) return text;
  const english = (p: string) =>
    (p.match(
      /(?<![\p{L}])(the|and|of|per|none|yes|no|one|two|three|head|league|office|manager|director|referees?|matches|with|we|our|not|know|will)(?![\p{L}])/giu,
    ) ?? []).length -
    (p.match(/[åäöæøüßéèêáíóúñçãõ]/gi) ?? []).length;
  return english(parts[1]) >= english(parts[0]) ? parts[1] : parts[0];
}

/** A value under a label in two languages is often in two languages too: keep the English. */
export const bilingual = (label: string, value: string) =>
  /\s\/\s/.test(label) && splitOutside(value, /\s+\/\s+/).length === 2 ? englishPart(value) : value;

/** A word that makes a name a venue's: "… Stadium", "… Arena", "… Park". */
export const VENUE_NOUN =
  /(?<![\p{L}])(?:Stadium|Arena|Park|Hall|Grounds?|Complex|Centre|Center|Dome|Gymnasium|Field|Oval|Club|Raceway|Speedbowl|Courts?|Pavilion|Showground|Racecourse|Fairgrounds|Bowl|Velodrome|Rink|Pool|Marina|Harbour|Beach|Circuit|Track|Stadion|Halle|Sporthalle|Estadio|Gimnasio|Coliseum|Ginásio|Pavilhão|Pabellón|Polideportivo|Palazzetto|Palasport|Palazzo|Campo|Pista|Piscina|Centro|Salle|Complexe|Hala|Sala|Areena|Kenttä|Halli|Bana|Banan|Hallen|Arène|Velódromo|Autódromo|Hipódromo|Ippodromo|Sportplatz|Eisstadion|Eishalle|Wharf|Quay|Pier|Ruedo|Medialuna|Lienzo|Cancha|Quadra)(?![\p{L}])/u;
