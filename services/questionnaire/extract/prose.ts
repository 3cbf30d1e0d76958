/**
 * The prose step: facts written in sentences ("We hold nine main cards a year", "Eighteen
 * clubs compete", "around 40,000 watch each race night on YouTube", "The league was founded in
 * 1998"). Each quantity in a sentence is read with the words around it, which are ranked
 * against the same synonyms as labels; the quantity's own form (a currency, a percent sign, a
 * time unit, a calendar year) decides which kinds of field it can answer. Yes/no facts are read
 * from sentences that name the thing (an integrity programme, a data feed, anti-doping), hedges
 * included. The league's name and sport, when no label gives them, come from the proper noun
 * phrase that names a league and from a lexicon of sports.
 */
import type { QuestionnaireField } from "../schema.ts";
import { isFormHead } from "./contacts.ts";
import { AUDIENCES, FIELDS, type Kind } from "./fields.ts";
import { AIM_WORDS, rankLabel, tokens } from "./labels.ts";
import {
  ANSWER_MARKER,
  ANSWER_WORDS,
  type Candidate,
  LEFT_BLANK,
  type Line,
  numberAnswers,
  QUESTION_WORDS,
  SECTION_HEADING,
} from "./layout.ts";
import { type CurrencyContext, currencyIn } from "./money.ts";
import {
  declinedAfterLabel,
  EXAMPLE_GIVEN,
  MONTH_WORDS,
  MONTHS,
  namesIn,
  parseMonth,
  PERCENT_WORD,
  SINCE_WORDS,
  TIME_UNIT,
  WEEK_WORDS,
} from "./values.ts";
import { CHANGE, type NumberMention, numberMentions, stripNoise } from "./numbers.ts";

/** What a quantity's form says it can be. */
type Form =
  | "percent"
  | "money"
  | "time"
  | "weeks"
  | "years_span"
  | "year"
  | "count"
  | "duration";

const FORM_KINDS: Record<Form, Kind[]> = {
  percent: ["percent"],
  money: ["money"],
  time: ["latency"],
  weeks: ["weeks"],
  years_span: ["years"],
  year: ["year"],
  count: ["int", "number"],
  duration: [],
};

/**
 * Minutes, or the seconds of a time in minutes and seconds: a race's or a bout's time ("won in
 * 2 min 41 sec", "på 6 min 41 s", "20 minutes"), no count and no feed's delay.
 */
const MINUTES_AFTER =
  /^\s*(?:mins?|minutes?|minuter|minutter|minutos?|minuti|minuutti\p{L}*|minuten|минут\p{L}*)(?![\p{L}])/iu;
const MINUTES_BEFORE =
  /\d\s*(?:mins?|minutes?|minuter|minutter|minutos?|minuti|minuutti\p{L}*|minuten|минут\p{L}*)\.?,?\s*(?:and\s+|och\s+|og\s+|y\s+|e\s+|und\s+)?$/iu;

const ANY_CURRENCY: CurrencyContext = { dollar: "USD", krone: "NOK" };

/** A percent sign or its word after a figure ("12 %", "47 per cento", "12 prosent"). */
const PERCENT_AFTER = new RegExp(`^\\s*(?:${PERCENT_WORD.source})`, "i");

export function formOf(sentence: string, { index, end, value, scaled, raw }: NumberMention) {
  const before = sentence.slice(Math.max(0, index - 6), index);
  const after = sentence.slice(end, end + 14);
  if (PERCENT_AFTER.test(after)) return "percent";
  const unit = /^\s*(\S+)/.exec(after)?.[1] ?? "";
  // "Der Umsatz betrug 2025 CHF 3,4 Mio.": a year before an amount is the amount's year.
  if (
    !scaled && /^\d{4}$/.test(raw) && value >= 1850 && value <= 2100 &&
    /^\s*(?:[A-Z]{3}|€|\$|£|Fr\.)\s?\d/.test(after)
  ) return "year";
  // ("3-4 Sek.": German seconds, abbreviated, not Swedish kronor.)
  if (/^\s*[Ss]ek\.(?!\p{L})/u.test(after)) return "time";
  if (
    // (A symbol is read with its figure: "R6.8 million" is rand, "Rs 40" rupees.)
    currencyIn((/\S*\s?$/.exec(before)?.[0] ?? "") + raw, ANY_CURRENCY) ||
    currencyIn(unit, ANY_CURRENCY) || /^\s*(M|T)(SEK|NOK|DKK|EUR|kr)\b|^\s*[mt]kr\b/.test(after)
  ) {
    return "money";
  }
  // ("1,450万元", "5억 8천만 원", "4.2 ล้านบาท": the money's unit after the figure, in Chinese,
  // Korean and Thai.)
  if (/^\s*(?:元|圓|圆|원|บาท)/u.test(after)) return "money";
  if (
    MINUTES_AFTER.test(after) ||
    (MINUTES_BEFORE.test(sentence.slice(Math.max(0, index - 16), index)) && TIME_UNIT.test(after))
  ) return "duration";
  if (TIME_UNIT.test(after)) return "time";
  if (
    LENGTH_UNIT.test(after)
  ) {
    return "weeks";
  }
  if (/^\s*(years?|seasons?|jahre[n]?|años|anos|anni|ans|år|vuotta|lat)\b/iu.test(after)) {
    return "years_span";
  }
  if (!scaled && /^\d{4}$/.test(raw) && value >= 1850 && value <= 2100) return "year";
  return "count";
}

/**
 * The words around a figure within its clause ("The average crowd was 1,800, against a seated
 * capacity of 2,200": the capacity is the other figure's): up to 60 characters before it and 30
 * after, not past a comma, a semicolon or a bracket after it.
 */
function ownClause(sentence: string, index: number, end: number): string {
  const after = sentence.slice(end, Math.min(sentence.length, end + 30));
  const cut = after.search(/[,;()]/);
  return sentence.slice(Math.max(0, index - 60), index) + sentence.slice(index, end) +
    (cut >= 0 ? after.slice(0, cut) : after);
}

/** "this" (year or season), as a count's sentence goes on: "this year", "i år", "cette saison". */
const THIS_PERIOD = /^(?:this|i|in|dieses|diese|cette|este|esta|questa|quest'|w|tänä|letos|v)$/i;
const PERIOD =
  /^(?:year|season|år|säsong|sesong|sæson|jahr|saison|année|año|temporada|anno|stagione|roku|sezonie|vuonna|kaudella|sezóně|roce)\W*$/iu;

/** Nouns read as a count's own only right after its figure (elsewhere they mean another thing). */
const AFTER_FIGURE: Record<string, string> = { lag: "teams", rund: "rounds", hold: "teams" };

/** "To" in Malay, Indonesian, Tagalog and Vietnamese: "18 hingga 34 tahun". */
const LONG_TO = "hingga|sampai|hanggang|đến";
/** The rest of a band after its 18, "to" being such a word. */
const BAND_END = new RegExp(String.raw`^\s*(?:${LONG_TO})\s+34\b`, "iu");
/** The 18–34 age band, as people write it ("18-34", "18 to 34", "18 e 34", "18 à 34"). */
export const AGE_BAND = new RegExp(
  String
    .raw`\b18\s*(?:[-–—~〜至]|to|and|e|y|à|a|bis|i|do|до|og|och|und|et|en|ja|és|až|in|till|until|${LONG_TO})\s*(?:(?:i|los|les|den|the|os)\s+)?34\b`,
  "i",
);

/** A figure said to be of one occasion, or not typical. */
const ONE_OCCASION =
  /\b(not representative|unrepresentative|a one[- ]off|a once[- ]off|(?:that['’]s|it['’]s|which is|that is|it is|but) (?:only )?once a (?:year|season)|(?:was|is) the only (?:event|time|day|night|round|show|meet|race|match|game)|non représentati\p{L}*|chiffre non représentatif|no (?:es )?representativ\p{L}*|non (?:è )?rappresentativ\p{L}*|nicht repräsentativ|opening (?:day|night|round|event|match|game|weekend)|season opener|journée d['’]ouverture|première journée|jornada inaugural|giornata inaugurale|Eröffnungs\p{L}*|(?:the|our|this|last year's|the men's|the women's)\s+(?:[\p{L}\d’'-]+\s+){0,3}?(?:final|finals|derby|all-star game|gala)(?:\s+(?:day|night|weekend|match|game|highlights))?\s+(?:was|were|had|drew|attracted|reached|sold)|(?:final|derby)\s+(?:was|were)\s+(?:shown|watched|seen|attended)|(?<![\p{L}])(?:de|die|das|la|le|il|el|a|o)\s+(?:\p{L}+\s+){0,2}?(?:finale|final|finał|döntő|Endspiel)\s+(?:\p{L}+\s+){0,4}?(?:trok|zog|hatte|erreichte|atrajo|tuvo|teve|atraiu|ebbe|ha attirato|a attiré|a réuni|arriba|aplega|va aplegar|va reunir)|(?<![\p{L}])(?:la|el|le|il|das|the)\s+(?:gran\s+)?(?:final|finale|Finale)\s+(?:del año pasado|de l['’]an dernier|de l['’]année dernière|dell['’]anno scorso|des Vorjahres|vom letzten Jahr|im Vorjahr|last year))/iu;

/** What follows a figure that is a length of time ("20 Wochen", "8 months"). */
/** ("a 30-week season": the unit joined to its figure.) */
const LENGTH_UNIT = new RegExp(`^\\s*-?\\s*(?:${WEEK_WORDS}|${MONTH_WORDS})(?![\\p{L}])`, "iu");

const PREPOSITION =
  /^(for|of|to|in|into|with|from|at|by|on|than|about|over|under|because|since|if|but|when|which|who|that|across|through|throughout|among|during|within|via|mit|von|für|bei|auf|aus|nach|über|unter|zu|zum|zur|durch|gegen|ohne|bis|con|para|com|avec|pour|dans|sur|med|från|fra|frå|för|ved|på|langs|σε|στο|στη|στην|στον|στους|στις|στα|από|για|μέχρι|κατά|iš|į|nuo|iki)$/iu;

/**
 * A sentence about a plan, a target or a forecast, in the corpus's languages ("Q12: Plans? Answer:
 * Add two legs in Kelantan from 2027 and go to 24 teams", "from Season 2027 we will be 18 teams",
 * "two schools have applied to join, which would make 13 teams", "He hopes this year growth is
 * about 12%").
 */
const PLANNED =
  /(?<![\p{L}])(plan(?:s|ned)? to|planer|Pläne|plans?\s*\?|(?:we|there) will be (?=\d)|which would (?:make|give|take|bring)|(?:that|this) would (?:make|give|take|bring)|(?:will|and) (?:grow|go|expand|increase) to|from (?:the )?next (?:season|year)|aim(?:s|ing)? (?:to|for)|hope to|hoping to|(?:hopes?|hoping)(?: that)? (?:this|next|the|our|we|it)|expect(?:s|ed)? to (?:reach|grow|hit|have|double|be)|forecast\p{L}*|project(?:ed|ion)s?|target(?:s|ing)? (?:of|is|for)|our (?:goal|target|ambition)|goal (?:is|of)|would like to|by (?:the end of )?20[3-9]\d|planeamos|esperamos (?:llegar|alcanzar)|nuestro objetivo|objetivo (?:es|de)|pretendemos|planejamos|meta (?:é|de)|wir planen|unser Ziel|Ziel ist|nous visons|notre objectif|objectif (?:est|de)|puntiamo|il nostro obiettivo|obiettivo (?:è|di)|probably|waarschijnlijk|probablement|wahrscheinlich|probablemente|provavelmente|probabilmente|prawdopodobnie|pravděpodobně|troligen|förmodligen)(?![\p{L}])/iu;

/**
 * A list's introduction that says its items are plans: "Our plans for 2027 are:", "Next season we
 * want to:", "Ziele für 2027:".
 */
const PLANS_INTRO = new RegExp(
  String
    .raw`(?<![\p{L}])(?:${AIM_WORDS}|plans?|planned|planning|aims?|ambitions?|wish ?list|next (?:year|season)|pläne|planes|projets|piani|planer|plannen|doelen|suunnitelmat|plany)(?![\p{L}])[^.!?]*:\s*$`,
  "iu",
);

/**
 * One team or one athlete, before a figure of its own: "Each team registers", "Cada equipo
 * trae", "Every rider makes two runs".
 */
export const EACH_TEAM =
  /(?<![\p{L}])(each|every|per|cada|jede[srnm]?|chaque|ogni|hver|varje|jokainen|każd[ya])\s+(?:(?:of|de|di|von)\s+(?:our|the|its|their|nuestros|nos|i nostri|unseren)\s+(?:\S+\s+)?)?(team|club|squad|side|franchise|crew|equipo|equipe|equipa|equip|club|clube|mannschaft|verein|team|équipe|squadra|lag|joukkue|drużyna|rider|athlete|player|competitor|driver|skier|racer|pilot)s?(?![\p{L}])[^,;.]*$/iu;

/** What a figure leaves out, before the count: "did not include the final and the two". */
const LEFT_OUT =
  /(?<![\p{L}])(?:did not include|didn['’]t include|does not include|doesn['’]t include|excluding|excludes|not counting|leaves out|left out|except(?: for)?)\s[^.;:]*$/iu;

/** Some places or clubs and what each holds, before the figure: "Several pubs host". */
const SOME_EACH =
  /(?<![\p{L}])(?:several|some|many|most|a few|a couple of|certain|the bigger|the larger)\s+(?:\p{L}+\s+)?(?:pubs|clubs|venues|bars|schools|villages|towns|halls|centres|centers|parishes|districts)\s+(?:\p{L}+\s+)?(?:host|have|field|enter|run|put in|send|hold)\s+(?:up to\s+|as many as\s+)?(?:\S+\s+(?:or|to)\s+)?$/iu;

/** What a team or one game is made of, before the figure: "teams of", "cada equipo trae". */
const ONE_SIDE =
  /(?:(?<![\p{L}])(?:teams?|équipes?|equipos?|squadre|mannschaften|sides?)\s+(?:of|de|di|von)|(?<![\p{L}])(?:each|every|cada|chaque|per)\s+(?:team|equipo|équipe|side|squadra)\s+(?:(?:has|have|brings|fields|trae|tiene|lleva|a|aligne)\s+)?|(?<![\p{L}])(?:game|jeu|juego|jogo),?)\s*$/iu;

/** One boat, before the figure of its crew: "a traditional wooden boat …, four rowers". */
const ONE_BOAT =
  /(?<![\p{L}])(?:a|an|each|every|one|per|the|our)\s+(?:[\p{L}-]+\s+){0,3}(?:boat|canoe|kayak|gig|shell|dragon boat|barca|barco|bateau|boot|båt|vene)(?![\p{L}])[^.;()]{0,40}$/iu;

/** Bodies other than the league, whose counts are theirs. */
const OTHER_BODY =
  /(?<![\p{L}])(federation|association|governing body|national team|youth|junior|juniors|academy|schools?|federación|federação|federazione|fédération|verband|forbund|förbundet|liitto|związek)(?![\p{L}])/iu;

/** Words of keeping records: results kept, held, archived, available, going back. */
// (Hungarian "megvan", "2011 óta"; Slovak "máme uložené"; Slovenian "arhiv … imamo".)
const KEPT =
  /(?<![\p{L}])(kept|keep|keeps|held|hold|holds|stored|store|archiv\p{L}*|available|recorded|record|records|digiti[sz]ed|lưu trữ|completă|guardamos|mantemos|conservamos|prowadzimy|uchováv\p{L}*|sparade|goes back|go back|going back|dating back|date back|complete|full|every|all|erfasst|vorhanden|vorliegen|liegen|ligg|ligger|gespeichert|conservad\p{L}*|guardad\p{L}*|disponibles?|dispon[ií]veis|conservati|disponibili|conservés|disponibles|conservem|Datenbank|verfügbar|abrufbar|bewaard|beschikbaar|lagret|tallennettu|talletettu|alle|liggende|gemt|gemte|siden|sidan|tilbake|tilbage|tillbaka|fullstendige|komplette|fullständiga|lagra|lagra[rt]|sedan|dal|desde|depuis|seit|sinds|zurück|data history|database|megvan\p{L}*|őrizzük|tároljuk|óta|uložen\p{L}*|uchovávame|archív\p{L}*|arhiv\p{L}*|shranjen\p{L}*|hranimo|imamo|αρχειοθετ\p{L}*|archyv\p{L}*|arhīv\p{L}*|arhiiv\p{L}*|čuvamo)(?![\p{L}])/iu;

/** The same in Chinese, Korean and Thai, whose words run into the next. */
const KEPT_WRITTEN_ON = /保存|保留|存档|存檔|记录|記錄|紀錄|纪录|보관|보유|기록|เก็บ|บันทึก/u;

/**
 * Words of a beginning or of existing: founded, first held, in existence, gibt es seit; "wurde
 * 1997 ins Leben gerufen", "wurde erstmals im Jänner 2012 ausgetragen", "es va disputar per
 * primera vegada el 1988" (held for the first time), "Abbiamo cominciato nel 1996" (we started).
 */
export const FOUNDING =
  /(?<![\p{L}])(ins Leben|erstmals|ersten Mal|(?:held|run|staged|played|contested|arrangert|arrangerats|afholdt|ausgetragen)(?:\s+\p{L}+){0,3}\s+(?:since|sidan|siden|sedan|seit)|fyrste gong|første gang|første gong|första gången|primera vegada|primera vez|primeira vez|prima volta|première fois|fundada|fundat|fundar|va néixer|found\p{L}*|establish\p{L}*|est\.?|formed|form|created|creat\p{L}*|launch\p{L}*|first (?:held|season|edition|staged|played|run|race|tournament|event)|prima edizione|primera edición|primeira edição|première édition|erste Austragung|ersten Austragung|inaugura\p{L}*|began|begun|started|abbiamo cominciato|abbiamo iniziato|siamo partiti|empezamos|comenzamos|começamos|nous avons commencé|on a commencé|istnieje|existuje|starta|born|exist\p{L}*|running|in operation|been around|been going|history|gegründet|entstanden|entstand|gründung\p{L}*|gibt es|gibt['’]s|gibts|besteht|fundad\p{L}*|fundó|fundou|fundação|fundación|fondé\p{L}*|fondation|fondat\p{L}*|nat[ao]|nasce|naci[óo]|nació|criad[ao]|opgericht|grundad|grundlagt|stiftet|stifta|skipa|grunnlagd|stiftede|perustettu|założon\p{L}*|powsta\p{L}*|alapít\p{L}*|didirikan|berdiri|grundades|grundade|grundat|založen\p{L}*|vznikl\p{L}*|založen\p{L}*|vznikl\p{L}*|thành lập|indult|alakult|alapították|alapítottuk|létrejött|nastal\p{L}*|ustanovljen\p{L}*|ustanovil\p{L}*|osnovan\p{L}*|osnovali|startet|grunnlagt|etablert|etableret|ιδρύθηκε|ιδρύθηκαν|ίδρυση|įkurta|įkurtas|įsteigta|dibināta|dibināts|asutatud|loodud|založil\p{L}*)(?![\p{L}])/iu;

/**
 * A league founded in the first person or the active voice, in Polish, Czech, Dutch and
 * Portuguese: "Ligę założyliśmy w 2015 roku", "Liga powstała w 2012 roku" (FOUNDING's "powsta\w*"
 * stops at the "ł"), "Ligu jsme založili v roce 2009", "We hebben
 * de liga in 1994 opgestart", "A liga nasceu em 2003", "fundámos a liga em 1998".
 */
const FOUNDED_ACTIVE =
  /(?<![\p{L}])(powstał\p{L}*|założyl\p{L}*|założył\p{L}*|powołal\p{L}*|powołan\p{L}*|zorganizowal\p{L}*|opgestart|ontstaan|ontstond|nasceu|surgiu|fundámos|fundamos|fundaram|criámos|criamos|criaram)(?![\p{L}])/iu;
/** Whether words say the league began: FOUNDING, or FOUNDED_ACTIVE. */
export const founding = (text: string) => FOUNDING.test(text) || FOUNDED_ACTIVE.test(text);

/** Another organisation than the league, named as such. */
const SISTER =
  /(?<![\p{L}])(sister|parent|partner|rival|other|another|neighbouring|neighboring|owner|owning)\s+(league|leagues|competition|company|companies|organi[sz]ation|club|federation|series|tour|group)(?![\p{L}])/iu;

/** A count's noun, then what happened to them: "2 players were suspended". */
const EVENT_COUNT =
  /^\s*(?:[\p{L}'’-]+\s+){1,2}(?:were|was|have been|had been|got)\s+(?:suspended|banned|fined|sanctioned|injured|sent off|disqualified|expelled|relegated|promoted|transferred|sold|signed|released|tested|caught|dropped|cut|added|removed)\b/iu;

/** Prices and costs: their change is no growth of the league's. */
const PRICE =
  /(?<![\p{L}])(prices?|costs?|fees?|tax(?:es)?|inflation|salar(?:y|ies)|wages?|rents?|expenses?|spending|precios?|costes?|costos?|preços?|custos?|prezzi|costi|prix|coûts?|Preise?|Kosten|Gebühren)(?![\p{L}])/iu;

/** "four sides of the court", "two halves of the match": parts of a thing in lower case. */
const PART_OF =
  /^\s*[\p{L}-]+\s+of\s+(?:the|a|an|each|every|its|their)\s+(?!(?:league|liga|competition|championship|series|tour|circuit|division|conference|season|year|calendar|schedule|campaign|regular season|programme|program)\b)\p{Ll}/u;

/** A follower count next to its platform's name: "Instagram 18.400", "fb about 1.4k". */
// ("Facebook 4.6萬、Instagram 1.9萬", "유튜브 구독자 2만 8천", "เพจ Facebook 8.2 หมื่น": the
// platforms' names and the myriads of Chinese, Korean and Thai.)
// (With a case ending too: "Na Facebooku nás sleduje 6 200 ľudí, na Instagrame 3 100", "A
// Facebook-oldalunkat 21 400-an, az Instagramot 8 600-an követik".)
export const PLATFORM_COUNT =
  // (Estonian "Facebookis on meil 4 300", Finnish "Instagramissa meillä on 8 100", Ukrainian "Instagram — 9,4 тис.": the case ending and
  // the scale of these languages too.)
  // (Vietnamese "Facebook 96 nghìn, TikTok 140 nghìn": thousands.)
  // ("A Instagram tenim 2.300 seguidors i a Facebook, 4.100": a comma before the sentence's last
  // figure; "38,000 followers on Instagram, 61,500 on TikTok" is TikTok's.)
  /(?<![\p{L}\d])(?:instagram|insta|ig|facebook|fb|tiktok|youtube|yt|x|twitter|linkedin|threads|snapchat|kwai|vk|weibo|telegram|인스타그램|유튜브|페이스북|틱톡|트위터|微博|抖音)(?:u|e|om|ot|on|ra|ja|is|issa|ssa|illa|lla)?(?![\p{L}])[^\d,;.]{0,20}?(?:,\s?(?=\d[\d.,'’]{0,12}\s*[.;]?\s*$))?(?:(?<![\p{L}])(?:ca|approx|ok|cca|env|noin|n)\.\s*)?(\d[\d.,'’\s]*\d?\s?(?:(?:k|m|mil|mila|tys|тыс|тис|хил|хиљ|илјади|bin|mii|thousand|million|lakh|lac|crore|rb|ribu|мянга|мянган|nghìn|ngàn|triệu)(?![\p{L}])|[萬万만億亿억](?:\s?\d+\s?[천千])?|หมื่น|แสน|ล้าน|(?![\p{L}\d])))(?!\s*%)/giu;

/**
 * A follower count before its platform's name, in a sentence about followers: "38 mil
 * seguidores no Instagram e 12,4 mil inscritos no YouTube", "320 nghìn người theo dõi trên
 * Facebook và 180 nghìn trên TikTok".
 */
const COUNT_PLATFORM =
  /(?<![\d.,])\d[\d.,\s]*?\d?\s?(?:k|m|mil|mila|tys\.?|nghìn|ngàn|tusen)?(?=\s)[^\d,;.]{0,40}?(?<![\p{L}])(?:instagram|facebook|tiktok|youtube|twitter|linkedin|threads|snapchat|kwai|zalo|telegram)(?![\p{L}])/giu;
const FOLLOWERS =
  /(?<![\p{L}])(?:follow\p{L}*|folgen|seguono|siguen|suivent|seguidor\p{L}*|inscrit\p{L}*|theo dõi|obserwuj\p{L}*|följare|følgere|abonn\p{L}*|sledující\p{L}*|urmăritori|pengikut|követ\p{L}*|sleduj\p{L}*|sledovate\p{L}*|sledilc\p{L}*|pratitelj\p{L}*|prati)(?![\p{L}])/iu;

/** Following, in Dutch and Portuguese: "volgen ons samen 3.200 mensen", "seguem-nos 4 mil". */
const FOLLOWERS_WEST = /(?<![\p{L}])(?:volgen|volgers|seguem|seguem-nos|nos seguem)(?![\p{L}])/iu;
/** Slovak, Czech, Slovenian, Hungarian and Croatian verbs that follow and watch alike. */
const WATCH_OR_FOLLOW =
  /(?<![\p{L}])(?:sleduj\p{L}*|sledi\p{L}*|követ\p{L}*|prati\p{L}*)(?![\p{L}])/iu;

// ("…成立。同年秋季…": Chinese and Japanese end a sentence with "。".)
const SENTENCE = /[^.!?;。\n\u2027]+(?:[.!?;。\u2027]+|$)/g;
const MAX_SENTENCES = 3000;
const MAX_SENTENCE = 1500;
const WINDOW_BEFORE = 8;
/** A clause that is only a verb and a hedge before its figure: "was", "is approx.", "came to". */
const VERB_ONLY =
  /^\s*(?:is|are|was|were|stood at|stands at|came to|comes to|reached|totall?ed|amounted to)\s+(?:approx\.?|approximately|about|around|roughly|some|nearly|almost|just over|just under|over|more than|c\.|ca\.)?\s*$/i;
const WINDOW_AFTER = 7;

/** Where a hyphenated word broke at a line's end: read as one word, shown as written. */
const SOFT_BREAK = "\u00ad";
/** Where a line of a script written without spaces broke: read as one, shown as written. */
const LINE_BREAK = "\u2063";
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** An age after its figure: "45-vuotiaita", "60-year-olds", "40 years old", "35-åriga". */
const AGE_AFTER =
  /^\s*-?\s*(?:years?[- ]olds?|years of age|tahun|taon|vuotia\p{L}*|åriga|årige|åringar|år gamla|jahre alt|jährige\p{L}*)/iu;
/** An age before its figure, after who is that old: "bowlers under 80", "players over 45". */
const AGE_BEFORE =
  /(?<![\p{L}])(?:players|bowlers|athletes|members|people|men|women|paddlers|riders|juniors|seniors|veterans|pelaajat|pelaajien|spelare|spillere|Spieler)\s+(?:(?:are|is|were|all)\s+)?(?:aged|under|over|above|below|yli|alle|över)\s*$/iu;

/**
 * What a letter counts of itself: figures to correct, things to add, questions answered ("eight
 * supplementary questions", "two small corrections").
 */
const LETTER_THINGS =
  /^\s+(?:(?:supplementary|additional|further|follow-up|more|other|open|small|quick|short|last|late|remaining|new|minor)\s+)?(?:numbers|figures|things|changes|corrections|questions|items|answers|errors|mistakes|updates|fixes|typos|details|tal|ting|siffror|lukua|asiaa|korjausta|Zahlen|Punkte|Korrekturen|Fragen|cifras|números|chiffres|cifre|correcciones)(?![\p{L}])/iu;

/**
 * A numbered line: "Q7 – …", "7) …", "Zu 7: …", "Ad 7. …", "17 & 18. …", "Q7 & Q8 …",
 * "Question 9 – …".
 */
const NUMBERED_LINE = new RegExp(
  String
    .raw`^(?:(?:${QUESTION_WORDS})\s\d{1,3}|q\.?\s?\d{1,3}(?:\s*(?:&|and|\/)\s*q\s?\d{1,3})*|\d{1,3}(?:\s*(?:&|and|\/)\s*\d{1,3})*[.)]|zu \d{1,3}\.?|ad \d{1,3}\.?)\s*[-–—:.)]?\s`,
  "i",
);

/** Paragraphs (runs of non-blank lines) with their first line, for sentences across lines. */
/** A question's number before it: "Q.15", "P.11", "D.3", "Domanda n. 18 –", "Pregunta 4:". */
const QUESTION_NUMBER = new RegExp(
  String
    .raw`^(?:(?:${QUESTION_WORDS})\s+(?:n\.?|nr\.?|no\.?|n°|nº)?\s?|[qpd]\.\s?)\d{1,3}\s*[-–—:.)]?\s+(?=\p{L})`,
  "iu",
);

function paragraphs(
  lines: Line[],
): { text: string; at: Line; row?: boolean; planned?: boolean }[] {
  const out: { text: string; at: Line; row?: boolean; planned?: boolean }[] = [];
  /** The last paragraph that is no list item: a list's introduction. */
  let intro = "";
  let current: Line[] = [];
  /** A line's text as read, where it differs from the line's: its row's number left out. */
  const read = new Map<Line, string>();
  const flush = () => {
    if (current.length) {
      // A word hyphenated over two lines ("Rev-" / "enue") is one word, marked where it broke.
      // A line of Chinese or Japanese broken inside a word ("…由佛山、广州、东莞" / "三地的
      // 武馆…") goes on without a space, marked where it broke. (A line of Thai ends a phrase.)
      const text = current.map((l) => read.get(l) ?? l.text.trim()).reduce((all, line) =>
        all && HAN_KANA.test(all.at(-1)!) && HAN_KANA.test(line[0])
          ? all + LINE_BREAK + line
          : all
          ? `${all} ${line}`
          : line
      ).replace(
        /(?<=\p{Ll})- (?=\p{Ll})/gu,
        SOFT_BREAK,
      );
      // ("Our plans for 2027 are:" / " - nine regattas instead of seven": a plan's items.)
      const item = /^[-*•·▪◦]\s/.test(text);
      if (!item) intro = text;
      out.push({
        text,
        at: current[0],
        ...(item && PLANS_INTRO.test(intro) ? { planned: true } : {}),
      });
    }
    current = [];
  };
  for (const [n, line] of lines.entries()) {
    let text = line.text.trim();
    // A row's number that goes on from the rows' around it ("15 Average spectators per event"
    // under "14 Venues used") numbers a question and counts nothing: it is left out.
    // ("2.6 Contests per event" beside "2.7 Venues": a part's rows are numbered alike.)
    // ("3-3 라운드당 평균 시청자" beside "3-2", "3-4": a letter without case starts the label.)
    const row = /^(\d{1,2}[.-])?(\d{1,3})\s+(?=[\p{Lu}\p{Lo}])/u.exec(text);
    const neighbour = row &&
      new RegExp(
        `^${(row[1] ?? "").replace(".", "\\.")}(?:${Number(row[2]) - 1}|${
          Number(row[2]) + 1
        })[.)]?\\s+[\\p{Lu}\\p{Lo}]`,
        "u",
      );
    const numbering = neighbour &&
      lines.slice(Math.max(0, n - 6), n + 7).some((l) =>
        l !== line && neighbour.test((l.written ?? l.text).trim())
      );
    // So is a question's own number: "P.11 Eventos por temporada", "Domanda n. 18 – Follower".
    const asked = numbering ? null : QUESTION_NUMBER.exec(text);
    if (numbering || asked) {
      text = text.slice((numbering ? row : asked)![0].length);
      read.set(line, text);
    }
    // A bulleted line starts a paragraph of its own; so does a numbered answer ("Q7 – 24
    // teams", "7) 24 teams", "Zu 7: …", "17 & 18. …").
    const numbered = numbering || asked !== null || NUMBERED_LINE.test(text);
    if (/^[-*•·▪◦]\s/.test(text) || numbered) flush();
    // A numbered heading without a stop ("17 & 18. Integrity programme and anti-doping
    // policy") over a sentence of its own is a paragraph of its own: the sentences below answer
    // it, they do not go on it.
    // (Not an answer by number that runs on, "Zu 10.: Die Einnahmen 2025 lagen bei …", nor a
    // question whose answer is marked: "Q9. Average viewers" / "Answer - around 6,500".)
    const next = lines[n + 1]?.text.trim() ?? "";
    if (
      numbered && !/[.!?:;,]$/.test(text) && text.split(/\s+/).length <= 14 &&
      !/[\d,]/.test(text.replace(NUMBERED_LINE, "")) && /^\p{Lu}/u.test(next) &&
      !/^(?:a|ans|answer|antwort|respuesta|resposta|risposta|réponse|svar)\b/i.test(next)
    ) {
      current.push(line);
      flush();
      continue;
    }
    // ("Integrity partner ..........." : a blank left empty states nothing; nor does a part's
    // heading, "Del 3 av 6 — Media och publik".)
    if (/(?:\.{3,}|_{3,}|…{2,})\s*$/.test(text) || SECTION_HEADING.test(text)) {
      flush();
      continue;
    }
    // Quoted questions, table rows and headings stand alone.
    if (!text || text.startsWith(">") || /[|\t]|\S {3,}\S/.test(line.text)) {
      flush();
      // (Not a table's row whose answer cell is empty: "1節あたりの平均視聴者数 / Average
      // viewers per stream |", its label's "1節" is "each round".)
      const blank = /\|\s*$/.test(text) && text.split("|").filter((c) => c.trim()).length === 1;
      if (text && !text.startsWith(">") && !blank) {
        out.push({ text: text.replace(/[|\t]+/g, " ; "), at: line, row: true });
      }
      continue;
    }
    const previous = current.at(-1)?.text.trim() ?? "";
    if (TERSE_LINE.test(text) && TERSE_LINE.test(previous) && /[\d:]/.test(previous)) flush();
    current.push(line);
  }
  flush();
  return out;
}

/**
 * A short line of its own, as a note typed on a phone lists facts one a line ("22
 * maatschappijen" / "Een 410-tal aangesloten spelers" / "30 speeldagen"): a capital or a figure
 * first, no stop, no comma or hyphen at its end that a wrapped sentence would go on from. Two
 * such lines in a row, the first with a figure or a label's colon, are two answers, not one
 * sentence (a heading over its line, "The season" / "March to September", is not); a line that
 * goes on in lower case
 * ("Scheidsrechter: 1 wedstrijdleider" / " per speeldag") still joins the line before.
 */
const TERSE_LINE = /^(?=[^\p{Script=Han}]*$)[\p{Lu}\d](?:[^.!?]|\.(?=\d)){2,34}(?<![,;:–—-])$/u;

/**
 * A figure taken back for another in one breath: "Vi är inte 12 lag utan 13", "not 12 teams
 * but 13", "nicht 14 Teams, sondern 16": the second figure, with the first one's noun.
 */
const NOT_BUT =
  /(?<![\p{L}])(?:not|nicht|inte|ikke|ei|niet|pas|non|nie|no)\s+(\d+(?:[.,]\d+)*)\s+(\p{L}+)\s*,?\s+(?:but|utan|sondern|mais|ma|sino|men|vaan|maar|ale|mà)\s+(\d+(?:[.,]\d+)*)(?![\d.,]*\d)/giu;

/**
 * A figure written earlier and the right one after it: "Jeg skrev 16 lag, men det er 15 nå",
 * "Harriet put 14 clubs but it's 16 now", "the doc says 14 races, but it's 13 this winter": the
 * second figure, with the first one's noun.
 */
const WROTE_BUT =
  /(?<![\p{L}])(?:wrote|put|says|said|skrev|schrieb|kirjoitin)\s+(\d+(?:[.,]\d+)*)\s+(\p{L}+)\s*,?\s+(?:but|men|aber|mutta)\s+(?:it['’]s|it is|there are|det er|det är|es sind|se on)\s+(?:now\s+|nå\s+|nu\s+|jetzt\s+|actually\s+)?(\d+(?:[.,]\d+)*)(?![\d.,]*\d)/giu;

/**
 * A figure written earlier, then the actual one: "ho scritto 210.000 euro di sponsorizzazioni, in
 * realtà sono 190.000 euro", "escribí 12 equipos, en realidad son 14": the second figure, with
 * the first one's words.
 */
const WROTE_ACTUALLY =
  /(?<![\p{L}])(?:ho scritto|abbiamo scritto|escribí|hemos escrito|j['’]ai écrit|nous avons écrit|escrevi|escrevemos|habe ich|haben wir|I wrote|we wrote)\s+(\d[\d.,'’]*)\s+((?:\p{L}+\s+){0,3}?\p{L}+)\s*,?\s+(?:ma\s+|pero\s+|mais\s+|mas\s+|aber\s+|but\s+)?(?:in realtà|in verità|en realidad|en fait|na verdade|na realidade|eigentlich|tatsächlich|actually|in fact)\s+(?:(?:sono|è|son|es|sont|est|são|é|sind|ist|it['’]s|it is|there are)\s+)?(\d[\d.,'’]*)/giu;

/** A unit of measure after a figure: degrees, distances, weights, times of day or play. */
const MEASURE_UNITS = String
  .raw`°|degrees?|grad(?:e|os|i)?|degrés|km|kms|kilomet\p{L}*|miles?|metres?|meters?|cm|mm|kg|kgs|kilos?|lbs?|pounds|feet|ft|inches|hours?|hrs?|h|minutes|mins|seconds|secs|nautical miles`;
const MEASURE_AFTER = new RegExp(String.raw`^\s*(?:${MEASURE_UNITS})(?![\p{L}])`, "iu");
/** A figure with its unit of measure: "Riders must be under 60 kg", "a 5 km course". */
export const MEASURED = new RegExp(String.raw`\d[\d.,]*\s?(?:${MEASURE_UNITS})(?![\p{L}])`, "giu");
/** What follows a house number: its postcode and town (", 51010 Tartu", ", D-80331 München"). */
export const BEFORE_POSTCODE = /^,\s*(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{Lu}/u;
/** The whole country, a count's: "nationally", "på landsplan", "landesweit", "in the country". */
const NATIONWIDE =
  /(?<![\p{L}])(?:nationally|nationwide|(?:the )?national (?:assn|association|federation|body|governing body)|across the country|in the (?:whole )?country|on a national level|på landsplan|landsdækkende|landsomfattande|landesweit|bundesweit|au niveau national|en todo el país|a nivel nacional|in tutta italia|a livello nazionale|valtakunnallisesti|koko maassa|w całym kraju|celostátně)(?![\p{L}])/iu;
/** An example's words before a figure: "e.g.", "for example", "z. B.", "por ejemplo". */
const EXAMPLE =
  /(?<![\p{L}])(?:e\.g\.|eg\.|for example|for instance|for reference|(?:your|the|their|an|as an) example(?: (?:says|said|is|was|of|uses|used))?|z\.\s?B\.|zum Beispiel|beispielsweise|p\.\s?ej\.|por ejemplo|par exemple|p\.\s?ex\.|per esempio|ad esempio|t\.\s?ex\.|till exempel|f\.\s?eks\.|for eksempel|bijvoorbeeld|bv\.|np\.|na przykład|např\.)[^.;!?]*$/iu;
/**
 * A sentence that gives others' figures to compare: "For comparison, …", "Zum Vergleich: …",
 * "Just so you don't mix us up: the Manitoba Horseshoe Association runs its own 9 tournaments".
 */
const COMPARED =
  /(?:mix us up|confuse us)\W|^\W*(?:for comparison|by comparison|in comparison|to compare|vertailun vuoksi|vertailuksi|zum vergleich|im vergleich|par comparaison|en comparaison|por comparación|en comparación|para comparação|per confronto|a titolo di confronto|ter vergelijking|för jämförelse|som jämförelse|til sammenligning|dla porównania|pro srovnání|sebagai perbandingan)(?![\p{L}])/iu;

/**
 * A figure and the one it replaces before their noun: "14 instead of 12 meetings", "neun statt
 * acht Rennen": the first figure, with the noun (figures both, in digits or words).
 */
const INSTEAD =
  /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)*|\p{L}+)\s+(?:statt|anstatt|instead of|rather than|au lieu de|en vez de|en lugar de|invece di|i stället för|i stedet for|in plaats van)\s+(\d+(?:[.,]\d+)*|\p{L}+)\s+(\p{L}+)/giu;

/**
 * The figure a correction says "not" to: "should be Tk 3.40 crore and not Tk 3.10 crore",
 * "nicht CHF 620'000, sondern …", "LKR 16.3 Mn, not 15.8 Mn", "inte 1 200 utan 850" (also read
 * in values, see `corrected`).
 */
export const NOT_FIGURE =
  /(?:^|,\s*|\s+and\s+|\s+und\s+|[\s(])(?:not|nicht|inte|ikke|niet|pas|non|nie)\s+(?:(?:Tk|Rs|INR|USD|EUR|GBP|CHF|SEK|NOK|DKK|LKR|KES|NGN|PHP|MYR|kr|Fr)\.?\s?|[€$£₹৳]\s?)?(?:\d{1,3}(?:[ \u00a0]\d{3})+(?![\d.,]\d)|\d[\d.,'’]*)(?:\.[–-]+)?(?:\s?(?:crore|lakh|million|mn|Mn|bn|Mio\.?|tkr|k|m))?\)?(?=[\s,.;)]|$)/giu;

/**
 * Sentences of the document that state something (questions ask, they do not answer): each as
 * read (`text`, a hyphenated word whole) and as written (`source`, for evidence).
 */
export function sentencesOf(lines: Line[]): { text: string; at: Line; source: string }[] {
  const out: { text: string; at: Line; source: string }[] = [];
  // A line over its answer's marker ("13. (a) Integrity programme (b) Anti-doping policy" /
  // "Response: (a) Not applicable …") asks: what is written within it alone states nothing.
  const asked = new Set(
    lines.filter((line, i) =>
      !ANSWER_MARKER.test(line.text.trim()) &&
      ANSWER_MARKER.test(lines[i + 1]?.text.trim() ?? "") &&
      numberAnswers(line.text, lines[i + 1].text)
    ),
  );
  for (const p of paragraphs(lines)) {
    if (p.planned) continue;
    SENTENCE.lastIndex = 0;
    // Decimal points and abbreviations ("2.4m", "Est.") do not end a sentence.
    // Nor do the dots of an e-mail or web address ("www.superligue-petanque.fr").
    // (A bare domain too: "live auf sportdeutschland.tv, mit …", "auf unserer Plattform ilm.tv".)
    const text = p.text.replace(
      /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}|\b(?:https?:\/\/|www\.)[\w-]{1,63}(?:\.[\w-]{1,63}){0,6}|\b[\w-]{2,63}\.(?:tv|com|org|net|de|at|ch|it|lu|cat|fr|es|eu|info|io)(?![\w.])/g,
      (address) => address.replace(/\.(?=[\w-])/g, "\u2024"),
    ).replace(/(\d)\.(\d)/g, "$1\u2024$2")
      // "rulleskiligaen.no", "galiunulyga.lt": an address without "www.", whose dot ends no
      // sentence.
      .replace(
        /(?<=[a-z\d-]{3})\.(?=(?:no|lt|lv|ee|gr|dk|se|fi|eu|com|org|net)(?![\p{L}\d]))/gu,
        "\u2024",
      )
      // "LRT.lt", "NRK.no": a name and its domain, not a sentence's end.
      .replace(/(?<=\p{Lu}{2,})\.(?=(?:lt|lv|ee|no|dk|se|gr|fi|de|com|tv)(?![\p{L}]))/gu, "\u2024")
      // "Fr. 82’300.--", "CHF 386’500.–": a Swiss amount's dashes, no sentence's end.
      .replace(/(\d)\.(?=[-–—])/g, "$1\u2024")
      // "Ans: N.A.": not applicable, one abbreviation; only its last dot may end a sentence.
      .replace(/(?<![\p{L}])([Nn])\.(\s?[Aa]\.)(?![\p{L}])/gu, "$1\u2024$2")
      // "Q.7 Spectators per round.": a question's number, no sentence's end.
      .replace(/(?<![\p{L}])(Q|QN|Q\.N)\.(?=\s?\d)/gu, "$1\u2024").replace(
        /\b(Est|approx|No|Nr|Inc|Ltd|St|Ste|Mt|Mr|Ms|Dr|Sra|Sr|Srta|Sig|Mme|Tel|Fr|e\.g|i\.e|vs|Mio|Mrd|Tsd|mln|mld|tys|ca|bzw|z\.B)\./gi,
        "$1\u2024",
      )
      // ("(format etc.) and the integrity programme": "etc." inside a sentence ends none.)
      .replace(/\b(etc)\.(?=\s*[)\p{Ll}\d,;])/gu, "$1\u2024")
      // ("(ej. 150 jugadores)", "(es. 200 atleti)": Spanish and Italian "for example".)
      .replace(/(?<![\p{L}])(ej|es)\.(?=\s*\d)/gu, "$1\u2024")
      // ("e.g.", "i.e.": the first dot too.)
      .replace(/(?<![\p{L}])([ei])\.([ge])(?=\u2024)/giu, "$1\u2024$2")
      // "ca. 650 seere pr. runde": Danish and Norwegian "per", before a word in lower case.
      .replace(/(?<![\p{L}])pr\.(?=\s+\p{Ll})/gu, "pr\u2024")
      // "w 2025 r. wyniosły" (roku), "ok. 1,5 sekundy", "cca 4,2 mil. Kč": Polish and Czech
      // abbreviations, before a word in lower case or a figure.
      .replace(/(\d\s?r|\b(?:ok|cca|mil|tis|ul|tel))\.(?=\s+[\p{Ll}\d]|\s*Kč)/gu, "$1\u2024")
      // "6,8 mill. kroner", "2–4 tūkst. žiūrovų", "70 χιλ. €": a scale abbreviated after its
      // figure, before a word in lower case, a figure or a currency's sign.
      .replace(
        /(\d\s?(?:mill|milj|mln|mrd|tūkst|tukst|tuh|χιλ|εκ|εκατ|δισ))\.(?=\s+[\p{Ll}\d€$£]|\s*[,;])/gu,
        "$1\u2024",
      )
      // "sind u. a. der Parc Merveilleux", "z. B. Tore": German abbreviations with a space.
      .replace(/\b([uz])\.(\s?)([aB])\./g, "$1\u2024$2$3\u2024")
      // "Inkomsten ong. € 9.800/jaar" (Dutch "ongeveer"), "aprox. 3 000" (Portuguese), "ok. 38
      // tys. zł" (Polish): about, before a figure or a currency's sign.
      .replace(/(?<![\p{L}])(ong|ongev|aprox|ok|přibl)\.(?=\s*[€$£\d])/giu, "$1\u2024")
      // "kb. 38 millió Ft" (Hungarian), "pribl. 40" (Slovenian): about, before a figure.
      .replace(/\b(kb|pribl|approx|cca|ca)\.(?=\s+\d)/gu, "$1\u2024")
      // "F. Ortigas Jr. Road", "Prakash D. Wankhede": a name's initial, no sentence's end.
      .replace(/(?<![\p{L}\d])(\p{Lu}|Jr)\.(?=\s\p{Lu}\p{Ll})/gu, "$1\u2024")
      // "2016 г. в Пловдив", "18,5 млн. руб", "860 тис. грн": a year's or a scale's
      // abbreviation after its figure, before a word in lower case, a figure or a comma.
      .replace(
        /(?<=(?:\d|милиона|милиони|милион|хиљада|илјади)\s?(?:г|гг|р|тыс|тис|хил|млн|млрд|мил|ден|дин|руб|грн|лв))\.(?=\s+[\p{Ll}\d]|\s*[,;)])/gu,
        "\u2024",
      )
      // "næsta mót er 16. apríl", "am 3. März": a day's ordinal dot before its month.
      .replace(
        /(?<![\d.])([0-3]?\d)\.(?=\s+(\p{L}+))/gu,
        (dot, day, month) => parseMonth(month) ? `${day}\u2024` : dot,
      )
      // "у 2025. години", "alates 2005. aastast": Serbian and Estonian write a year's ordinal
      // dot; before a word in lower case it ends no sentence.
      .replace(/(?<=(?<!\d)(?:19|20)\d\d)\.(?=\s+\p{Ll})/gu, "\u2024")
      // "г. Тверь, ул. Советская, д. 41", "бр. 11", "бул. „Руски“", "str. Memorandumului nr. 21",
      // "Cumhuriyet Cad. No: 18": an address's abbreviations, no sentence's end.
      .replace(
        /(?<![\p{L}])(г|гр|ул|д|бр|бул|вул|просп|пл|тел|моб|str|Cad|Sok|Mah|Bd|bd|Mnt|mnt|tn)\.(?=\s*[\p{L}\d„«"])/gu,
        "$1\u2024",
      )
      // "gorodki-liga.ru", "chessboxing.bg", "bikepolo.ro": a domain of these countries.
      .replace(
        /(?<=[a-z\d-]{3})\.(?=(?:ru|ua|bg|ro|mk|rs|tr|md|by|kz|me|ba)(?![\p{L}\d]))/gu,
        "\u2024",
      )
      // "т.е. около седем месеца" (that is), "и т.д.": Bulgarian and Russian abbreviations.
      .replace(/(?<![\p{L}])т\.(\s?)(е|д)\./gu, "т\u2024$1$2\u2024")
      // "«Матч! Страна»": a name's marks in its quotes end no sentence.
      .replace(/«[^«»\n]{1,60}»/gu, (quoted) => quoted.replace(/!/g, "\u2025"))
      // "… and I think nobody will :) About the integrity programme, …": a smile ends a sentence.
      .replace(/(\s[:;]-?\))(?=\s+\p{Lu})/gu, "$1\u2027");
    const open = partsLeftOpen(p.text);
    for (let m; out.length < MAX_SENTENCES && (m = SENTENCE.exec(text));) {
      const sentence = m[0].replace(/\u2024/g, ".").replace(/\u2025/g, "!").replace("\u2027", "")
        .trim();
      // A sentence of thousands of characters is no sentence (a run of noise): not read.
      // (A sentence of Chinese, Japanese, Korean or Thai says as much in fewer letters:
      // "每站16支狮队。")
      // (So does a figure and its noun: "9 clubs", a numbered answer's whole.)
      const least = UNSPACED.test(sentence) || /\p{Script=Hangul}/u.test(sentence) ||
          /^\d+\s\p{L}{3,}\.?$/u.test(sentence)
        ? 5
        : 8;
      if (
        sentence.length < least || sentence.length > MAX_SENTENCE ||
        // (A question, whatever its blank offers after it: "…conduct testing? Yes / No ....")
        sentence.replace(LEFT_BLANK, "").trim().endsWith("?") ||
        (asked.has(p.at) && p.at.text.includes(sentence)) ||
        (open && PARTS_ANSWERED.test(sentence))
      ) continue;
      out.push({
        // ('as you asked about "live data", …': words quoted from the question are the asker's.)
        text: sentence.replaceAll(SOFT_BREAK, "").replaceAll(LINE_BREAK, "").replace(
          /(?<![\p{L}])(?:asked|ask|asking|question(?:ed)?)\s+(?:about|for|regarding)\s+["“„][^"“”]{1,40}["”]/giu,
          "asked",
        ).replace(NOT_BUT, "$3 $2").replace(WROTE_BUT, "$3 $2")
          .replace(WROTE_ACTUALLY, "$3 $2").replace(
            INSTEAD,
            (all, kept, replaced, noun) =>
              numberMentions(kept).length && numberMentions(replaced).length
                ? `${kept} ${noun}`
                : all,
          )
          .replace(NOT_FIGURE, "")
          // ("Region (e.g. South Asia)": a question's example is the asker's, no fact.)
          .replace(EXAMPLE_GIVEN, " "),
        at: p.at,
        // (A table row read as text has its cells joined: its evidence is the row as written.)
        source: p.row
          ? p.at.text.trim()
          : sentence.replaceAll(SOFT_BREAK, "- ").replaceAll(LINE_BREAK, " "),
      });
    }
  }
  return out;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Thai's words, found by the dictionary of the runtime's segmenter. */
const THAI_WORDS = new Intl.Segmenter("th", { granularity: "word" });
/** Marks a word written on from the one before it, without a space. */
const GLUE = "\u2063";
/**
 * The words around a figure, for its label. Thai is written without spaces between words, a
 * space ending a phrase ("ในหนึ่งฤดูกาลมีการแข่งขันทั้งหมด 6 สนาม แต่ละสนามมี…"): its phrases are
 * split into words, so the words around a figure are as near it as in other languages, and the
 * words of a phrase are joined again in the label (marked by GLUE), as the vocabulary knows them.
 */
function windowWords(text: string): string[] {
  return words(text).flatMap((word) => {
    if (!/\p{Script=Thai}/u.test(word)) return [word];
    return [...THAI_WORDS.segment(word)].map((s) => s.segment).filter((s) => s.trim())
      .map((s, k) => k ? GLUE + s : s);
  });
}
/** A window that starts inside a phrase starts a word of its own. */
const unglued = (window: string[]) =>
  window.length && window[0].startsWith(GLUE) ? [window[0].slice(1), ...window.slice(1)] : window;

/**
 * Words of growth in the languages of the corpus ("Team entries were up 12% year on year",
 * "NZ$1.15 million last season, up 9%").
 */
// ("a nézettségünk kb. 20%-kal nőtt", "rastie zhruba o 5 % ročne", "naraščalo za okoli 8 %")
const GROWTH_WORD =
  /(?<![\p{L}])(were up|was up|are up|is up|(?<=[,;(]\s?)up(?=\s+\d)|rose|grew|crescita|cresciut[oi]|crecimiento|crecimos|crecido|crecieron|Wachstum|gewachsen|wuchs|wuchsen|gestiegen|zugenommen|gesteigert|Plus|Zuwachs|Steigerung|Anstieg|croissance|crescimento|crescemos|cresceu|crescut|creixement|groei|gegroeid|tillväxt|vekst|wzrost|nárůst|růst|kasvu|kasvoi|creștere|nőtt|nőttek|nő|növekedés\p{L}*|roste\p{L}*|rostl\p{L}*|rastiem\p{L}*|rastemo|növekedett|rastie|rastú|rástol|rástla|rast|narástl\p{L}*|narástol|vzrástl\p{L}*|vzrástol|zvýšil\p{L}*|zvýšen\p{L}*|vzrostl\p{L}*|narostl\p{L}*|zrástl\p{L}*|povečal\p{L}*|porasl\p{L}*|povećan\p{L}*|növeked\p{L}*|emelkedett|narašča\p{L}*|naraščal\p{L}*|zrasl\p{L}*|porast|raste|rastao|rasla|økt|økte|økning|vokst|vækst|steg|αυξήθηκαν|αυξήθηκε|αύξηση|augo|išaugo|augimas|pieauga|pieaugums|kasvas|kasv|calo|Rückgang|Minus|diminuzione|flessione|descens|davallada|disminución)(?![\p{L}])/iu;
const GROWTH_WORDS = new RegExp(GROWTH_WORD.source, "giu");
/**
 * Rises in Polish, Dutch and Portuguese that GROWTH_WORD misses: "Przychody wzrosły o 12%", "De
 * inkomsten stegen met 10 %", "As receitas cresceram 15%", "namen toe met 8 %".
 */
const GROWTH_WORD_WEST =
  /(?<![\p{L}])(?:wzrosł\p{L}*|wzrosn\p{L}*|zwiększ\p{L}*|stegen|gestegen|stijging|groeiden|namen toe|nam toe|toegenomen|cresceram|aumentaram|aumentou|aumento|subiram|subiu)(?![\p{L}])/iu;
/** Races, after their count, in the corpus's languages. */
const RACES =
  /^\s*(?:races|rennen|läufe|wettkämpfe|wettbewerbe|bewerbe|carreras|courses|corse|gare|lopp|regattas|regatten|renn|løp|løb|stevner|stævner|tävlingar|deltävlingar|konkurranser|konkurrencer)(?![\p{L}])/iu;
/** Races counted with nothing after them but a stop or a comma: "6 races, about 800 …". */
const BARE_RACES =
  /^\s*(?:races|carreras|courses|corse|gare|Rennen|Läufe|lopp|løp|renn|kilpailua)\s*(?:[,;]|\.(?:\s|$)|$)/u;

/** A fall, not a rise: its percent is negative. */
const DECLINE_WORD =
  /(?<![\p{L}])(calo|Rückgang|Minus|diminuzione|flessione|descens|davallada|disminución|baisse|recul|rasla)(?![\p{L}])/iu;
/** Words of a season, or of how long it lasts. */
const SEASON_WORD =
  /(?<![\p{L}])(season|saison|temporada|stagione|torneo|campionato|campeonato|championnat|Spielzeit|dura|dure|dauert|lasts|arco|spans|szezon|szezonban|idény|tart|sezóna|sesongen|sæsonen|σεζόν|διαρκεί|sezonas|sezono|trukmė|sezona|trvá|traja|traje|ilgst|hooaeg|kestab|varer|trajala)(?![\p{L}])/iu;
/**
 * The same in Polish, Czech, Dutch and Portuguese, in their cases: "Sezon zaczynamy w maju …,
 * czyli jakieś 5 miesięcy", "Seizoen september tot april, 8 mnd", "sezónu hrajeme 7 měsíců",
 * "a época dura oito meses".
 */
const SEASON_WORD_MORE =
  /(?<![\p{L}])(sezon\p{L}*|sezón\p{L}*|seizoen\p{L}*|competitie|época|trwa|trwają|duurt|loopt)(?![\p{L}])/iu;
/** A sentence about a stream or a live broadcast online. */
const STREAMED =
  /(?<![\p{L}])(YouTube|Twitch|stream\p{L}*|striim\p{L}*|livelähetyk\p{L}*|nettilähetyk\p{L}*|suorana|suoratoist\p{L}*|Livestream\p{L}*|in diretta|en directo|en vivo|en direct|laufen live|live auf|sportdeutschland\.tv|Facebook Live|közvetít\p{L}*|prenos\p{L}*|prenaš\p{L}*|prenáš\p{L}*|přenos\p{L}*|přenáš\p{L}*|v živo|strømm\p{L}*|transliuojame|transliacij\p{L}*|προβολ\p{L}*|naživo)(?![\p{L}])/iu;
/** Words of the venue: those who watch there are in person. */
export const IN_PERSON =
  /(?<![\p{L}])(tribun\p{L}*|stands|crowds?|yleisö\p{L}*|katsomo\p{L}*|paikan päällä|Halle|hall|besuch\p{L}*|Besucher\p{L}*|stadium|stadio|estadio|venue|gate|tickets?|biglietti|entradas?|in person|vor Ort|sul posto|presencial\p{L}*|muelles|attend\p{L}*|asiste\p{L}*|assistono|néző|nézők|divákov|diváci|gledalcev|gledalci|tilskuere|θεατές|αίθουσα|susirenka|žiūrovų per etapą|ob progi)(?![\p{L}])/iu;

/** A whole season's total, in the Romance languages and German. */
const SEASON_TOTAL =
  /(?<![\p{L}])(a lo largo de la temporada|en toda la temporada|nell['’]intera stagione|in tutta la stagione|über die (?:ganze |gesamte )?Saison|in der ganzen Saison|sur l['’]ensemble de la saison|sur toute la saison|somando a temporada|(?:na|em toda a) temporada inteira|total d[ae] (?:la )?temporada|totale della stagione|total de la saison|sumaron|sumamos|al llarg de la temporada|durant tota la temporada|nel corso della stagione|sumen|in totale|en total|au total|insgesamt|for hele sesongen|til sammen|συνολικά|η σεζόν|per sezoną|iš viso)(?![\p{L}])/iu;
/** Who watch, in those languages. */
const AUDIENCE_NOUN =
  /(?<![\p{L}])(espectador\p{L}*|spettator\p{L}*|Zuschauer\p{L}*|spectateur\p{L}*|téléspectateur\p{L}*|telespettator\p{L}*|telespectador\p{L}*|visualiza\p{L}*|visualizza\p{L}*|visualitzacions|espectador\p{L}*|vues|Aufrufe|seere|προβολές|θεατές|žiūrovų|skatītāj\p{L}*|vaatajat)(?![\p{L}])/iu;

/** What one event is made of: its games, matches, bouts, heats or races. */
const CONTEST_NOUN =
  /^(games|matches|bouts|fights|heats|races|contests|ties|rides|runs|pulls|fixtures|partidos|encuentros|carreras|mangas|partite|gare|spiele|partien|kämpfe|läufe|rennen|matchs|rencontres|combats|manches|passes|courses|combates|lutas|wedstrijden|ottelua|otteluita|kampe|kamper|matcher|lopp|løp|begegnungen|jogos|partidas|partides|partits|bewerbe|bewerben|spielen|gänge|mecze|meczów|meczy|walk|walki|biegów|biegi|zápasy|zápasů|zápasov|meciuri|curse|utakmica|mérkőzés|futam|rungtynių|rungtynės|αγώνες|αγώνων|maç|trận|경기|試合|heat|rungtis|rungtys|rungčių|spēles|mači|場比賽|场比赛|場|场|\p{L}{3,}(?:läufe|kämpfe|gänge|partien|durchgänge))\W*$/iu;
/**
 * A sentence about one event: "each bonspiel", "every card", "an event with", "per night",
 * "na każdym turnieju", "Un tournoi compte en général entre"; not "one correction", "one more".
 */
const ONE_EVENT =
  /(?<![\p{L}])(?:each|every|per|a single|one|pro|je|cada|ogni|jokai\p{L}*|kullakin|kussakin|ciascun[ao]?|cadascun[ao]?|chacune?|chaque|jede[mnrs]?|einem|każd\p{L}*|každ\p{L}*|minden|vsak\p{L}*|kiekvien\p{L}*|κάθε|hver|hvert|hvor|katr\p{L}*|iga|varje|fiecare)\s+(?!(?:year|season|leto|jahr|año|anno|année|an|sezon\p{L}*|saison|temporada|stagione|rok|vuosi|år|metus|χρόνο|correction|thing|question|note|change|point|update|remark|more|last|other|of)(?![\p{L}]))[\p{L}-]+|\bjeweils\s*$|(?<![\p{L}])(?:event|tournament|tournoi|torneo|turnier|card|meet|meeting|night|round|stop|leg|weekend|journée|étape|fecha|jornada)\s+(?:with|of|has|have|features|includes|carries|counts|compte|comprend|hat|umfasst|tiene|cuenta con|consists of|comprises)\s+(?:[\p{L}-]+\s+){0,3}$|\bat (?:each|every|an?)\s+[\p{L}-]+|每(?:個|个|一)?\p{Script=Han}{1,4}(?:進行|进行|有|安排|共)?\s*$/iu;

/**
 * Polish and Czech "po" after "each" is "apiece" too: "na każdym rozgrywamy po 12 meczów",
 * "na každém turnaji hrajeme po 10 zápasech".
 */
const EACH_APIECE = /(?<![\p{L}])(?:każd|každ)\p{L}*\s+(?:\p{L}+\s+){0,2}po\s*$/iu;

/**
 * "z czego 22 tys. zł to sponsorzy", "z toho 120 tis. Kč od sponzorů", "waarvan € 2.500 van
 * sponsors": Polish, Czech and Dutch say the sponsors' share after its amount.
 */
const SPONSOR_SHARE_WEST =
  /^\s*(?:tys\.?|tis\.?)?\s*(?:zł|PLN|Kč|CZK|€|EUR|euro)?\.?\s*(?:to|pochodzi od|pochodzi ze?|od|ze|je od|jsou od|van|uit|komt van)\s+(?:\p{L}+\s+)?(?:sponsor\p{L}*|sponzor\p{L}*)(?![\p{L}])/iu;

/** People, in Polish and Czech, after their count: "200–300 osób", "150 lidí". */
const PEOPLE_WEST = /^(?:osób|osob|ludzi|lidí|kibiców|widzów|diváků)\W*$/iu;
/** "na (zwykłym) turnieju", "na meczu", "na zápase": at one event, in Polish and Czech. */
const AT_ONE_EVENT_WEST =
  /(?<![\p{L}])na\s+(?:\p{L}+\s+)?(?:turnieju|meczu|kolejce|zawodach|imprezie|turnaji|zápase|závodě|kole)(?![\p{L}])/iu;
/** Watching a stream or a broadcast, in Polish and Czech. */
const WATCHED_WEST =
  /(?<![\p{L}])(?:ogląd\p{L}*|transmi\p{L}*|stream\p{L}*|na żywo|online|sleduj\p{L}*|přenos\p{L}*|živě)(?![\p{L}])/iu;

/** A figure said to be the right one: "the correct figure is", "should be", "oikea luku on". */
const RIGHT_FIGURE =
  /(?:\b(?:correct|right|actual|true)\s+(?:figure|number|count|total)\s+(?:is|was)|\bshould be|(?<![\p{L}])(?:oikea\s+(?:luku|määrä|lukumäärä)\s+on|pitäisi olla))\s*$/iu;
/** A past figure's time, then the next: "… two seasons ago and", "… last year, but". */
const PAST_THEN =
  /^\s*(?:[\p{L}-]+\s+){0,2}?(?:(?:\S+\s+)?(?:years?|seasons?)\s+ago|last (?:season|year)|in (?:19|20)\d\d)[,;]?\s+(?:and|but|vs\.?|against)\s*$/iu;
/** Today's figure: "… now", "… this season". */
const NOW_AFTER =
  /^\s*(?:[\p{L}-]+\s+){0,2}?(?:now|today|currently|this (?:season|year))(?![\p{L}])/iu;
/** Words before a figure that someone gave before and a correction takes back. */
const TAKEN_BACK =
  // (Finnish "lomakkeessa luki", "kirjeessä luki", "kirjoitin", "ilmoitimme": the form or the
  // letter said, I wrote, we gave;
  // "I wrote as Tk 48 lakh".)
  /(?<![\p{L}])(?:lomakkeessa luki|\p{L}+ss[aä] luki|kirjoitin|kirjoitimme|ilmoitin|ilmoitimme|I wrote|I said|we wrote|we said|\p{L}+(?:-san)? (?:wrote|said|gave|put)|(?:the )?(?:questionnaire|form|letter|doc|document|attachment|sheet) (?:said|says|stated|gave)|ho scritto|abbiamo scritto|escrib[íi]|hemos escrito|he escrito|j['’]ai écrit|nous avons écrit|ich (?:habe )?(?:schrieb|geschrieben)|escrevi|skrev|podano|podałem|podałam|podaliśmy|wpisaliśmy|wpisałem|wpisałam|napisaliśmy|uvedli jsme|jsme uvedli|napsali jsme|parašėm|parašiau|parašėme|kirjutasin|kirjutasime|rakstīju|rakstījām|im Fragebogen steht|steht im Fragebogen|stand im Fragebogen)(?:\s+(?:it\s+)?(?:as|down(?:\s+as)?))?(?:\s+(?:Tk\.?|Rs\.?|[A-Z]{2,3}\$?|[$€£₹৳]))?\s*$/iu;
/** Words after a figure that call it a mistake, or a past year's ("was last season's figure"). */
const MISTAKEN =
  /^\s*(?:[\p{L}.€$£]+\s+){0,6}?(?:[-–—]\s*to\s+|[-–—]\s*это\s+(?:показатель|цифра)\s+(?:за\s+)?(?=(?:19|20)\d\d)|(?:was|is|were|war|waren|era|était|è|var|oli|olivat)\s+(?:(?:by|a|an|the|ein|un|une|uno)\s+)?)(?:mistake|(?:der|die|das)\s+\p{L}+\s+(?:von\s+|aus\s+|für\s+)?(?:19|20)\d\d|edellisvuoden|edellisen vuoden|edellisen kauden|viime kauden|des Vorjahres|aus dem Vorjahr|vom Vorjahr|error|wrong|incorrect|typo|falsch|Fehler|errore|erreur|błąd|fejl|virhe|chyba|figure (?:of|for) (?:season )?(?:19|20)\d\d|our (?:19|20)\d\d(?!\d)|(?:19|20)\d\d года|last (?:season|year)['’]s|viime vuoden|förra årets|forrige års|sidste års|vorjährig\p{L}*|letztjährig\p{L}*|van vorig jaar|прошл\p{L}* год\p{L}*|(?:the )?(?:previous|old|outdated) (?:season['’]s |year['’]s )?(?:figure|number|one))/iu;

/**
 * A figure given before, named as the subject of what it was: "the 1,200 I gave you was the
 * finals", "240 var alla licenser", "900 oli itse asiassa finaalin", "600 a 800 eran de las
 * fechas de verano", "The 650 did not include the Grand Finale".
 */
const REFERRED_BEFORE =
  /(?:^|(?<![\p{L}])(?:the|that|this|el|la|los|las|le|les|die|der|das|den|il|lo|o|os|as)\s+)$/iu;
const REFERRED_AFTER =
  /^\s*(?:(?:a|to|-|–)\s*\d[\d.,]*\s+)?(?:(?:(?:that\s+)?(?:I|we|you|they|he|she)\s+\p{L}+(?:\s+(?:you|us|them))?|in (?:the|our|my) \p{L}+)\s+)?(?:was|were|var|oli|olivat|eran|era|eram|fue|fueron|war|waren|était|étaient|foi|foram|erano|było|była|byl|bylo|did not|didn['’]t|does not|doesn['’]t)(?![\p{L}])/iu;
const referred = (sentence: string, m: NumberMention) =>
  REFERRED_BEFORE.test(sentence.slice(0, m.index)) && REFERRED_AFTER.test(sentence.slice(m.end));

/** Whether a sentence takes back a figure it gives ("Sato-san wrote 8 tournaments"). */
export const retracts = (sentence: string) =>
  numberMentions(sentence).some((m) =>
    TAKEN_BACK.test(sentence.slice(0, m.index)) || MISTAKEN.test(sentence.slice(m.end)) ||
    referred(sentence, m)
  );

/** What a figure of teams is followed by, in the languages questionnaires arrive in. */
export const TEAM_NOUN =
  /^\s*(?:teams|squads|franchises|sides|Mannschaften|Teams|équipes|equipos|equipas|squadre|lag|hold|parturen|ploegen|joukkuetta|drużyn|družstev|momčadi|ekip|takım)(?![\p{L}])/iu;

/** What a figure of clubs is followed by. */
export const CLUB_NOUN =
  /^\s*(?:clubs|member clubs|Vereine[n]?|Vereinen|clubes|clubs|società|verenigingen|klubbar|klubber|klubb|seuraa|seurasta|klubów|oddílů)(?![\p{L}])/iu;

/** "Of which" before a share of an amount, in the corpus's languages. */
const OF_WHICH =
  /(?<![\p{L}])(?:of which|of that|hvorav|herav|heraf|varav|av dette|waarvan|davon|dont|di cui|de los cuales|de las cuales|dos quais|das quais|dels quals|z czego|z tego|z toho|josta|millest|из них|з них)(?![\p{L}])[^\d]{0,30}$/iu;

/** Quantities in sentences, each with the words around it as its label. */
export function proseCandidates(lines: Line[]): Candidate[] {
  const out: Candidate[] = [];
  // The paragraph whose last sentence of a medium spoke of a stream, not of the venue.
  let streamed: Line | undefined;
  for (const { text, at, source } of sentencesOf(lines)) {
    const sentence = stripNoise(text).replace(/^\s*(?:q\.?\s*\d+\s*[.):]?|\d{1,2}\s*[.)])\s+/i, "");
    // ("… striimissä on keskimäärin noin 3 200 katsojaa per kisa. Se oli kesän 2024 luku.
    // Kaudella 2025 keskiarvo oli noin 4 100 katsojaa per osakilpailu.": the paragraph goes on
    // about the stream until a sentence names the venue.)
    if (IN_PERSON.test(sentence)) streamed = undefined;
    else if (STREAMED.test(sentence)) streamed = at;
    const onStream = STREAMED.test(sentence) || streamed === at;
    const mentions = numberMentions(sentence);
    const forms = mentions.map((m) => formOf(sentence, m));
    // "… and Turkey. Broadcast partners: UzSport TV, Qazsport. Also we make …": a label and its
    // answer as one sentence of a paragraph (the line's own label is the layout's).
    const pair = /^(\p{L}[\p{L} /&'’-]{1,38}):\s+(\S[^:]*)$/u.exec(text.trim());
    // (After a sentence of its own on the line, not an abbreviation's stop: "Regd. Office: …".)
    const lineBefore = pair ? at.text.slice(0, at.text.indexOf(pair[1])).trim() : "";
    const named = pair && /(?:\S+\s+){2,}\S+[.!?]$/.test(lineBefore)
      ? rankLabel(pair[1])[0]
      : undefined;
    if (pair && named && named.score >= 0.9) {
      const value = pair[2].replace(/\.$/, "");
      out.push({ label: named.field.replace(/_/g, " "), value, via: "prose", at, source });
    }
    // "Facebook 8.900, Instagram 6.400, YouTube 2.100 Abonnenten": followers counted platform
    // by platform are one answer, their sum; the figures in it answer nothing else.
    let platforms = [...sentence.matchAll(PLATFORM_COUNT)];
    if (platforms.length < 2 && FOLLOWERS.test(sentence)) {
      const before = [...sentence.matchAll(COUNT_PLATFORM)];
      if (before.length >= 2) platforms = before;
    }
    const counted = platforms.length >= 2
      ? [platforms[0].index, platforms.at(-1)!.index + platforms.at(-1)![0].length]
      : undefined;
    if (counted) {
      out.push({
        label: "social followers",
        value: sentence.slice(counted[0], counted[1]),
        via: "prose",
        at,
        path: "form:count",
        source,
      });
    }
    mentions.forEach((m, k) => {
      if (counted && m.index >= counted[0] && m.end <= counted[1]) return;
      const stop = k + 1 < mentions.length ? mentions[k + 1].index : sentence.length;
      // The words before it in its clause, other figures left out ("the number of registered
      // players rose from 78 in 2024 to 96": "registered players" is what 96 counts).
      // Where the words since the previous figure name something ("KES 14 million in 2025 and
      // sponsorship KSh 9.5m"), they are its label alone.
      const since = k > 0 ? sentence.slice(mentions[k - 1].end, m.index) : "";
      let clause = sentence.slice(0, m.index).split(/[,;:()]/).pop() ?? "";
      // (An amount is named before it: words between that name nothing, "lag 2025 bei rund",
      // leave the clause its own: "Der Jahresumsatz der Liga lag 2025 bei rund EUR 1.250.000".)
      // ("Revenue was £2.3 million, of which 800,000 came from sponsors", "hvorav 800 000 fra
      // sponsorer": an amount after "of which" is in the currency of the one before it.)
      const whole = mentions[forms.slice(0, k).lastIndexOf("money")];
      const inherited = whole && forms[k] === "count" &&
          OF_WHICH.test(sentence.slice(whole.end, m.index))
        ? currencyIn(sentence.slice(Math.max(0, whole.index - 6), whole.end + 14), ANY_CURRENCY)
        : undefined;
      const form = inherited ? "money" : forms[k];
      if (
        k > 0 && !/[,;:()]/.test(since) && tokens(since).length >= 2 &&
        ((form !== "money" && form !== "percent") || rankLabel(since).length)
      ) clause = since;
      // "Rozpočet ligy, čiže ročné príjmy, je približne 95 000 €": the sentence's first amount,
      // its clause naming nothing, is named in the clauses before it.
      // (The words just before it, as far as a label goes: a long sentence is not ranked whole.)
      const lead = sentence.slice(Math.max(0, m.index - 80), m.index);
      if (
        form === "money" && k === 0 && /[,;:()]/.test(lead) && !rankLabel(clause).length &&
        rankLabel(lead).length
      ) clause = lead.replace(/[,;:()]/g, " ");
      // "Total viewership for the 2025 season, TV and online combined, was 1.4 million", "The
      // average live viewers per match day (YouTube plus FanCode) is 31,000": a clause that is
      // only the verb before the figure takes the sentence's subject, asides left out.
      if (VERB_ONLY.test(clause)) {
        const subject = sentence.slice(0, m.index).replace(/\([^()]*\)/g, " ").split(/[,;:]/)[0];
        if (rankLabel(subject).length) clause = `${subject} ${clause}`;
      }
      // "(a) Annual revenue (b) Sponsorship revenue Ans: (a) ₦38.5 million": a part's letter
      // before the figure names what the question asked under that letter.
      const letter = /\(([a-e])\)\s*\S{0,3}\s*$/.exec(sentence.slice(0, m.index));
      const asked = letter &&
        new RegExp(String.raw`\(${letter[1]}\)\s*([^()]+?)\s*(?:\([a-e]\)|$)`).exec(
          sentence.slice(0, letter.index),
        );
      if (asked && rankLabel(asked[1]).length) clause = asked[1];
      for (const other of mentions.slice(0, k).reverse()) clause = clause.replace(other.raw, " ");
      const before = unglued(windowWords(clause).slice(-WINDOW_BEFORE));
      // The age band itself ("18–34") is no quantity.
      // ("berumur 18 hingga 34 tahun": Malay's and Tagalog's "to" is a longer word.)
      const long = BAND_END.exec(sentence.slice(m.end));
      const band = long ? `${m.raw}${long[0]}` : sentence.slice(m.index, m.end + 6);
      if (AGE_BAND.test(m.raw) || AGE_BAND.test(band)) return;
      // ("given as the average of one leg": "one" after a preposition says per what, no count.)
      if (
        m.words && /^one$/i.test(m.raw.trim()) &&
        /(?<![\p{L}])(?:of|per|for|at|in|from|on)\s+$/iu.test(sentence.slice(0, m.index))
      ) return;
      // (Nor its end: "tussen 18 en 34 jaar", where "34 jaar" would read as a year's figure.)
      if (/^\s*34$/.test(m.raw) && AGE_BAND.test(sentence.slice(Math.max(0, m.index - 8), m.end))) {
        return;
      }
      // ("52 ploegen uit 34 clubs": beside a figure of teams, the clubs they come from are no
      // count of teams.)
      if (
        form === "count" && CLUB_NOUN.test(sentence.slice(m.end)) &&
        mentions.some((o) => o !== m && TEAM_NOUN.test(sentence.slice(o.end)))
      ) return;
      // ("tuled 14. veebruaril", "am 3. März": a day of a month is no figure.)
      const month = /^\.\s+(\p{L}+)/u.exec(sentence.slice(m.end));
      if (month && parseMonth(month[1])) return;
      // A record, a peak or a capacity is not what a league typically draws.
      if (
        // (Unicode boundaries: "består" holds no "best".)
        /(?<![\p{L}])(record|récord|recorde|peak|highest|best|maximum|max|\p{L}*huippu\p{L}*|ennätys\p{L}*|rekord\p{L}*|toppnotering|Spitzenwert|Höchstwert|capacity|capacidad|capacidade|capienza|sold[- ]out|sell[- ]out|sells out|largest|biggest|exception)(?![\p{L}])/iu
          .test(ownClause(sentence, m.index, m.end))
      ) return;
      // "founded by six clubs": history, not today; "rose from 78 to 96": the latest counts.
      if (
        // (Not past another count: "fondata nel 1992 e conta oggi 16 squadre con 320
        // giocatori" has moved on to today.)
        /(?<![\p{L}])(founded|formed|established|started|set up|abbiamo cominciato|abbiamo iniziato|empezamos|comenzamos|começamos|naci[óo]|fundad[ao]|gegründet|fondée?|fondata|nasce|nata|startede|startade|startet|begyndte|började|begynte|grundlagt|grundad|grunnlagt|stiftet|stiftad|stiftades|perustettiin|alkoi)(?![\p{L}])(?:[^.\d]|(?<!\d)(?:19|20)\d\d(?!\d)){0,40}(?<![\p{L}])(by|with|con|com|mit|avec|par|da|med)\s*$/iu
          .test(
            sentence.slice(0, m.index),
          )
      ) return;
      if (
        /\b(from|da|de|desde|dal|von|van)\s*$/i.test(sentence.slice(0, m.index)) &&
        /^\s*(in \d{4}\s*)?(to|a|al|auf|naar|til|till|à)\s+\S*\d/i.test(sentence.slice(m.end))
      ) {
        return;
      }
      // ("speelronde 14 in Wognum", "round 3 at Sleepy Hollow", "heat 4": a figure after its
      // noun names which one, no count.)
      if (
        form === "count" &&
        /(?<![\p{L}])(?<!(?:each|every|per|por|pro|je|cada|ogni|chaque|jede[rnms]?|hver|varje|elke)\s+)(?:round|speelronde|ronde|runde|spieltag|heat|leg|matchday|jornada|fecha|etapa|tappa|giornata|manche|étape|kierros|omgång|deltävling)\s*(?:no\.?|nr\.?|#)?\s*$/iu
          .test(sentence.slice(0, m.index))
      ) return;
      // "after 20 rounds", "nach 14 Spieltagen": how far the season has got, not its length;
      // "a new venue for three rounds": a share of the calendar, not all of it.
      if (
        form === "count" &&
        /(?<![\p{L}])(after|nach|po|después de|dopo|après|efter|etter|jälkeen|for|(?<!(?:we['’]re|we are|us|it['’]s|now|stand|stands|sit|sits|up|down)\s+)at)\s*$/iu
          .test(
            sentence.slice(0, m.index),
          ) &&
        // (Lithuanian "po" after "each" is "apiece": "kiekviename etape po 6 rungtis".)
        !/(?<![\p{L}])kiekvien\p{L}*\s+\p{L}+\s+po\s*$/iu.test(sentence.slice(0, m.index)) &&
        !EACH_APIECE.test(sentence.slice(0, m.index))
      ) return;
      // "1 640 spectators on the opening day (not representative of the average)": one
      // occasion's figure, not what an event typically draws.
      if (
        form === "count" && ONE_OCCASION.test(
          sentence.slice(Math.max(0, m.index - 120), Math.min(sentence.length, m.end + 80)),
        )
      ) return;
      // "there are 2 numbers we must correct", "two things to add": a count of what the letter
      // says counts nothing of the league.
      if (form === "count" && LETTER_THINGS.test(sentence.slice(m.end))) return;
      // "not enough bowlers under 80", "pelaajat on yli 45-vuotiaita": an age counts no one.
      if (
        form === "count" && (AGE_AFTER.test(sentence.slice(m.end)) ||
          // (Not where a noun follows: "2,000 people over 12 rounds" counts the rounds.)
          (AGE_BEFORE.test(sentence.slice(Math.max(0, m.index - 40), m.index)) &&
            !/^\s+\p{Ll}/u.test(sentence.slice(m.end))))
      ) return;
      // "Kerimäellä 13.6.", "am 23.5.": a day and a month count nothing.
      if (/^\d{1,2}[.,]\d{1,2}$/.test(m.raw) && /^\./.test(sentence.slice(m.end))) return;
      // "· 8700 Leoben", ", 3550 Gol": a postcode before its town counts nothing.
      if (
        form === "count" && /^\d{4,5}$/.test(m.raw) &&
        /^\s+\p{Lu}\p{Ll}+/u.test(sentence.slice(m.end)) &&
        /(?:^|[·,|–(]|\b[A-Z]{1,2}-)\s*$/.test(sentence.slice(0, m.index))
      ) return;
      // ("MTÜ Riia 24, 51010 Tartu": a house number before the postcode and town.)
      if (form === "count" && BEFORE_POSTCODE.test(sentence.slice(m.end))) return;
      // "Kalvarienbergstraße 12", "Main Street 40": a house number counts nothing.
      if (
        form === "count" &&
        /(?:straße|strasse|gasse|weg|platz|allee|street|road|avenue|lane|vej|gade|gatan|vägen|veien|gata|utca|ulica|viale|calle|rua)\s*$/iu
          .test(sentence.slice(Math.max(0, m.index - 30), m.index))
      ) return;
      // "Season 12", "Round 5", "Division 2", "AKL 50": a number that names, not a count.
      if (
        form === "count" &&
        /(?:^|[^\p{L}])(?:Season|Round|Week|Stage|Game|Match|Edition|Division|Group|Leg|Event|Level|Tier|Vol|No|Nr|Saison|Temporada|Stagione|Jornada|Runde|Spieltag|Etapa|Tappa|Journée|Fecha|[\p{Lu}]{2,6})\.?\s*#?$/u
          .test(sentence.slice(Math.max(0, m.index - 12), m.index))
      ) return;
      // "We plan to reach 1 million viewers by 2028": a target, not a fact of today.
      if (PLANNED.test(sentence)) return;
      // ("26 équipes de 4 joueurs", "Cada equipo trae 5 jugadores", "traditional Malay board
      // game, 2 players": the players of one team or one game, no league's count.)
      if (form === "count" && ONE_SIDE.test(sentence.slice(Math.max(0, m.index - 40), m.index))) {
        return;
      }
      // ("a traditional wooden boat of Liguria, seven metres, four rowers and a timoniere": the
      // crew of one boat.)
      if (form === "count" && ONE_BOAT.test(sentence.slice(Math.max(0, m.index - 70), m.index))) {
        return;
      }
      // "Ticket prices rose 5%": a price's change is not the league's growth.
      if (form === "percent" && PRICE.test(ownClause(sentence, m.index, m.end))) return;
      // "The federation has 60 member clubs", "our youth academy has 400 players": another
      // body's count, not the league's.
      if (
        form === "count" && OTHER_BODY.test(clause) &&
        !/(?<![\p{L}])(league|liga|ligue|lega|series|tour)/iu.test(clause)
      ) {
        return;
      }
      // ("Follow the Federation: facebook.com/maltarowing * 32,000 followers": another body's
      // following, in a footer.)
      const leading = sentence.slice(Math.max(0, m.index - 80), m.index);
      if (
        form === "count" && /(?<![\p{L}])follow\s+(?:the|our)\s/iu.test(leading) &&
        OTHER_BODY.test(leading) &&
        !/(?<![\p{L}])(league|liga|ligue|lega|series|tour)/iu.test(leading)
      ) return;
      // "our sister league in Spain has 22 teams", "Our parent company … had revenue of …".
      if (
        (form === "count" || form === "money" || form === "percent") &&
        SISTER.test(sentence.slice(0, m.index))
      ) return;
      // "2 players were suspended", "three clubs were fined": an event's count, not how many
      // there are.
      if (form === "count" && EVENT_COUNT.test(sentence.slice(m.end))) return;
      // "Each team registers 12 athletes", "Cada equipe inscreve 12 atletas": per team.
      if (
        form === "count" &&
        EACH_TEAM.test(clause + " " + (sentence.slice(0, m.index).split(/[,;:()]/).pop() ?? ""))
      ) return;
      // "the 650 did not include the Grand Finale and the two Rowe Park match days": what a figure
      // leaves out is a part of the season, not all of it.
      if (form === "count" && LEFT_OUT.test(sentence.slice(0, m.index))) return;
      // "Several pubs host two or three teams", "some clubs enter two sides": a figure for each of
      // some places or clubs, not the league's.
      if (form === "count" && SOME_EACH.test(sentence.slice(0, m.index))) return;
      // "in each tie the two franchises present twelve routines": a figure of one contest.
      if (
        form === "count" &&
        /(?<![\p{L}])(?:in|at|for|during) (?:each|every|a single|one) (?:tie|match|game|bout|heat|race|contest|fixture|routine|pull|fight)\b[^,;.]*$/iu
          .test(sentence.slice(0, m.index))
      ) return;
      // ("two climbers side by side in every heat": after it too, of whoever is not a contest.)
      if (
        form === "count" &&
        /^\s+(?!(?:heats|races|matches|games|bouts|contests|fights|rounds|ties)\b)(?:[\p{L}-]+\s+){1,4}?(?:in|at|for|during|per)\s+(?:each|every|a single|one)\s+(?:tie|match|game|bout|heat|race|contest|fixture|routine|pull|fight)\b/iu
          .test(sentence.slice(m.end))
      ) return;
      // "14 teams in the league, each with 12 athletes": a figure for each of them. (Not of
      // contests: "9 stops per winter, each with around 48 heats" counts an event's.)
      if (
        form === "count" &&
        !/^\s+(?:heats|races|matches|games|bouts|contests|fights|rounds|ties|routines)\b/i.test(
          sentence.slice(m.end),
        ) &&
        /(?<![\p{L}])each\s+(?:one\s+)?(?:with|having|has|fielding|of them with)\s+(?:up to\s+|about\s+|around\s+)?$/iu
          .test(sentence.slice(0, m.index))
      ) return;
      // "two ties of five matches each": a figure for each of something else.
      if (
        form === "count" &&
        /^\s*[\p{L}-]+\s+(?:each|apiece)\b(?!\s+\p{L})/u.test(sentence.slice(m.end))
      ) {
        return;
      }
      // "four players a side": a figure per team, not the league's.
      if (/^\s*\S+\s+(a|per|each)\s+(side|team|squad|crew|club)\b/i.test(sentence.slice(m.end))) {
        return;
      }
      // "The squad size has been increased from 14 to 15 players": a team's size, no count of
      // the league's.
      if (
        form === "count" &&
        /\b(?:squad|roster|team) sizes?\b/i.test(ownClause(sentence, m.index, m.end))
      ) {
        return;
      }
      // "Squads of 24–28 players", "each with a squad of up to fourteen", "teams of four or five
      // riders", "a jury of three": a figure per team or body.
      if (
        /\b(squads?|teams?|rosters?|sides?|crews?|groups?|panels?|fields?|jur(?:y|ies)|boards?|committees?) of\s*(?:up to|about|around|some|at most|at least|between)?\s*(?:\S+\s+(?:or|to)\s+)?$/i
          .test(
            sentence.slice(0, m.index),
          )
      ) return;
      // "tests at stage 5 and the final", "seri 5", "Round 3": a number after what it numbers
      // names one of them, it counts nothing (not after "each": "On each match day two ties").
      if (
        form === "count" &&
        /(?<![\p{L}])(?<!\b(?:we|they|to|will|also|usually|typically|normally|then|and|can)\s+)(?<!\b(?:each|every|per)\s+(?:\p{L}+\s+)?)(stage|round|race|leg|event|series|seri|etapa|etapy|fecha|jornada|tappa|giornata|runde|manche|étape|heat|game|match|week|day|division|group|level|tier|zone|court|lane|hall|part|section|item|question|no\.?|nr\.?|number)\s*$/iu
          .test(sentence.slice(0, m.index))
      ) return;
      // "the first two rounds", "les deux premières journées", "die ersten drei Runden": some
      // of them, counted from the start, not how many there are.
      if (
        form === "count" &&
        (/(?<![\p{L}])(?:the first|first|die ersten|den ersten|les|los|las|le|i|gli)\s*$/iu.test(
              sentence.slice(0, m.index),
            ) &&
            /^\s*(?:premi[eè]re?s?|primer[oa]s?|prim[ei]|first|ersten)(?![\p{L}])/iu.test(
              sentence.slice(m.end),
            ) ||
          /(?<![\p{L}])(?:the first|first|die ersten|den ersten|de eerste|los primeros|las primeras|i primi|le prime)\s*$/iu
            .test(sentence.slice(0, m.index)))
      ) return;
      // "Average in one tour we have 4 500 spectators": "one" after a preposition is "per".
      if (
        form === "count" && m.value === 1 &&
        /(?<![\p{L}])(?:in|at|on|for|during|from)\s+one\s*$/iu.test(sentence.slice(0, m.end))
      ) return;
      // "founded in 2017, when eight clubs agreed a rulebook": how many there were at the start.
      if (
        form === "count" && FOUNDING.test(sentence.slice(0, m.index)) &&
        /\b(?:when|with|by)\s+(?:just\s+|only\s+)?$/i.test(sentence.slice(0, m.index))
      ) return;
      // "the two marquee rounds", "three international stops": some of them, not how many
      // (unless counted a season: "we run 12 showcase weekends a season").
      if (
        form === "count" &&
        /^\s*(?:marquee|flagship|showcase|feature|international|overseas|televised|premium|final|championship|ranking)\s+[\p{L}-]+(?![\p{L}-])(?!\s+(?:a|per|each|every|in a|in the)\s+(?:season|year)\b)/iu
          .test(sentence.slice(m.end))
      ) return;
      // "In the third paragraph I wrote six rounds", "Sato-san wrote 8 tournaments", "w piśmie
      // podano 186", "The 1 650 in the questionnaire was by mistake…", "KRW 4.5 billion was the
      // figure of 2024": the figure a correction takes back.
      if (
        TAKEN_BACK.test(sentence.slice(0, m.index)) || MISTAKEN.test(sentence.slice(m.end)) ||
        referred(sentence, m)
      ) return;
      // "Our naming partner Southern Coast Credit Union (41,000 members, 12 branches)", "(Cogeco
      // says YourTV reaches about 1.5 million households)", "(MAtv rejoint 1,5 million d'abonnés)": a sponsor's or a broadcaster's own
      // figure, in brackets after it, not the league's ("Gary says total revenue was …" is).
      const preceding = sentence.slice(Math.max(0, m.index - 120), m.index);
      // ("Vertailun vuoksi: … Superpesiksessä 12 joukkuetta", "For comparison, the national
      // league has 40 teams": others' figures, to compare; "(e.g. a league with 12 teams …)":
      // an example's.)
      if (
        COMPARED.test(sentence) || EXAMPLE.test(preceding) ||
        /^[^.;]{0,25}?(?<![\p{L}])as (?:an |the )?example(?![\p{L}])/iu.test(sentence.slice(m.end))
      ) return;
      if (
        /(?<![\p{L}])(?:partner|sponsor|sponsors|broadcaster|network|bank|Partner|Sponsor)\s+(?:\p{Lu}[\p{L}\d&.'’-]*\s+){1,5}\([^()]*$/u
          .test(preceding) ||
        /\((?!(?:We|I|Our)\s)\p{Lu}[\p{L}\d&'’-]*(?:\s+\p{Lu}[\p{L}\d&'’-]*){0,3}\s+(?:says|said|claims|reports|estimates|states|reaches|oplyser|opgiver|oppgir|uppger|når|sagt|gibt an|erreicht|dice|dicen|afirma|alcanza|indique|affirme|rejoint|atteint|dichiara|raggiunge|ilmoittaa|tavoittaa)\s[^;()]*$/u
          .test(preceding) ||
        /^\s*(?:million\s+|m\s+)?(?:households|homes|TV homes|subscribers|customers)\b/i.test(
          sentence.slice(m.end),
        )
      ) return;
      // "Quick one following up the Q&A PDF": following up, no followers.
      if (
        /^\s*following\s+(?:up|on|the|our|your|a|an|that|this|from|through|in)\b/i.test(
          sentence.slice(m.end),
        )
      ) return;
      // "The first winter had three races", "in our first season we had six clubs": the first
      // season's figure, not today's.
      if (
        /(?<![\p{L}])(?:the|our|its|that)\s+first\s+(?:season|year|winter|summer|edition)\b[^.;]{0,30}?\b(?:had|was|were|saw|drew|counted|attracted)\b[^.;]{0,20}$/iu
          .test(sentence.slice(0, m.index))
      ) return;
      // "we had 30 viewers back in 2019", "against 51 drivers five years ago": a figure of years
      // ago, none of today's.
      if (
        /^\s*(?:[\p{L}-]+\s+){0,4}?(?:back (?:in (?:19|20)\d\d|then)|(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:years?|seasons?|winters?|summers?) ago)\b/iu
          .test(sentence.slice(m.end))
      ) {
        return;
      }
      // "We had 14 teams last season and 16 this season": last season's figure beside today's.
      if (
        /^\s*(?:[\p{L}-]+\s+){0,2}?(?:last|previous) (?:season|year)\b/iu.test(
          sentence.slice(m.end),
        ) &&
        mentions.some((o) => o.index > m.index && NOW_AFTER.test(sentence.slice(o.end)))
      ) return;
      // "the heat was 41 degrees", "330 km to Sandakan", "a 7.2 m boat": a measure counts
      // nothing.
      if (form === "count" && MEASURE_AFTER.test(sentence.slice(m.end))) return;
      // "Mirpur Tigers 94/3 beat Uttara Riders 91/7": a score, counting nothing.
      if (
        form === "count" &&
        (/^\/\d/.test(sentence.slice(m.end)) || /\d\/$/.test(sentence.slice(0, m.index)))
      ) return;
      // "MSA has 40-odd karting clubs nationally", "DGI har ca. 40 klubber … på landsplan": the
      // whole country's, not the league's.
      if (
        form === "count" &&
        NATIONWIDE.test(
          sentence.slice(Math.max(0, m.index - 60), m.end) +
            sentence.slice(m.end).split(/[,;.!?]/)[0],
        )
      ) return;
      // "Two teams submitted late line-ups", "three clubs withdrew": some of them, doing
      // something, not how many there are.
      if (
        form === "count" &&
        /^\s*(?:teams|clubs|crews|players|riders|sides|squads)\s+(?:submitted|withdrew|forfeited|missed|were fined|were late|dropped out|pulled out|failed)\b/i
          .test(sentence.slice(m.end))
      ) return;
      // "2 new teams join", "three more clubs": a change, not how many there are.
      if (form === "count" && CHANGE.test(sentence.slice(m.end))) return;
      // "all four sides of the court": parts of one thing, not a count of the league's.
      if (form === "count" && PART_OF.test(sentence.slice(m.end))) return;
      // "four judges, two for the rider and two for the bull": words after the previous figure
      // that open with a preposition go on about that figure; this one counts nothing named.
      if (
        form === "count" && k > 0 && !/[,;:()]/.test(since) &&
        PREPOSITION.test(words(since)[0] ?? "") &&
        /\s(?:and|or|y|e|et|und|oder|og|och|en|i|ou|o)\s*$/i.test(since) &&
        PREPOSITION.test(words(sentence.slice(m.end))[0] ?? "")
      ) return;
      let after = windowWords(sentence.slice(m.end, stop).split(/[,;:()]| - | – /)[0] ?? "")
        .slice(0, WINDOW_AFTER);
      // "two for the rider": what a count counts follows it at once; a preposition ends it,
      // and so does a clause of its own ("12 showcase weekends a season where every team …").
      const cut = after.findIndex((w, n) =>
        (PREPOSITION.test(w) && !/^(each|every|a|an|per)\W*$/i.test(after[n + 1] ?? "")) ||
        /^(where|which|who|when|while)$/i.test(w)
      );
      if (form === "count" && cut >= 0) after = after.slice(0, cut);
      // ("86 licensierade seglare i år", "86 registered swimmers this year": this year's, said
      // after the noun, names nothing more.)
      const now = after.findIndex((w, n) =>
        n > 0 && THIS_PERIOD.test(w) && PERIOD.test(after[n + 1] ?? "")
      );
      if (form === "count" && now > 0) after = after.slice(0, now);
      // ("liikevaihto oli 1,48 milj. € ja sponsorituotot 455 000 €": after "and", the words
      // name the next figure.)
      // ("32,000 persons and the total views of season 2025 were 1.2 million": so for any figure
      // when a subject of its own follows "and".)
      const joined = k + 1 < mentions.length
        ? after.findIndex((w, n) =>
          /^(?:and|ja|und|et|og|och)$/i.test(w) &&
          (form === "money" || /^(?:the|our|its|their)$/i.test(after[n + 1] ?? ""))
        )
        : -1;
      if (joined > 0) after = after.slice(0, joined);
      // "two team ties", "three club officials": "team" qualifies the noun after it, which is
      // what the figure counts.
      if (
        form === "count" &&
        /^(team|club|player|athlete|rider|league|side|squad|crew|franchise)$/i.test(
          after[0] ?? "",
        ) &&
        /^\p{Ll}{3,}\W*$/u.test(after[1] ?? "") &&
        !PREPOSITION.test(after[1].replace(/\W+$/, "")) &&
        !/^(are|is|were|was|have|has|had|play|played|playing|compete|competed|take|took|register\w*|this|that|which|who|each|every|per|and|or|in|total|altogether|overall|currently|now|today)\W*$/i
          .test(after[1]) &&
        // ("16 league days": the two words name what is counted.)
        !rankLabel(after.slice(0, 2).join(" ")).some((r) => r.score === 1)
      ) return;
      let label = [...before, ...after].join(" ").replaceAll(` ${GLUE}`, "");
      // "The form said 12 teams, the correct figure is 14", "Lomakkeessa luki 12 joukkuetta,
      // oikea luku on 14": the right figure counts what the one it corrects counted.
      if (
        k > 0 && form === "count" && RIGHT_FIGURE.test(sentence.slice(mentions[k - 1].end, m.index))
      ) {
        const noun = words(sentence.slice(mentions[k - 1].end, m.index))[0];
        if (noun) label = `${noun} ${label}`;
      }
      // ("Omsättningen på 1,1 mkr i profilen var förra årets siffra – 2025 landade vi på 1,3
      // miljoner kronor": the figure after one taken back is of what that one was.)
      // ("Player numbers were 172 two seasons ago and 187 now": so is today's after a past one.)
      const back = forms.slice(0, k).findLastIndex((f) => f !== "year");
      const between = back >= 0 ? sentence.slice(mentions[back].end, mentions[back + 1].index) : "";
      if (
        back >= 0 && (MISTAKEN.test(between) ||
          (PAST_THEN.test(between) && NOW_AFTER.test(sentence.slice(m.end))))
      ) {
        const taken = windowWords(sentence.slice(0, mentions[back].index)).slice(-WINDOW_BEFORE);
        label = `${taken.join(" ")} ${label}`;
      }
      // "We hold 6 races a season", "Wir haben 6 Rennen im Kalender": races counted in a season
      // or on its calendar are its events.
      // ("Insgesamt umfasst der Cup acht Rennen": so are the races the series is made of.)
      // ("The season starts in May, 6 races, about 800 spectators per race": races counted
      // alone in a list of figures, not of each event, are the season's too.)
      if (
        form === "count" && BARE_RACES.test(sentence.slice(m.end)) &&
        !/(?<![\p{L}])(?:each|every|per|pro|je|jeweils|cada|chaque|ogni|hver|hvert|varje|kvar|kvart)(?![\p{L}])[^,.;]{0,30}$/iu
          .test(sentence.slice(0, m.index))
      ) label = "events per season";
      if (
        form === "count" && RACES.test(sentence.slice(m.end)) &&
        (/^\s*\p{L}+\s+(?:(?:a|per|each|every|this|im|pro|je|in der|in the|in a|on the|in our|on our|in unserem|auf dem|por|par|a|i|i løpet av|i løbet af|under|fordelt på|fordelt over|spredt over|gjennom|over)\s+)(?:season|year|calendar|schedule|saison|jahr|kalender|rennkalender|terminkalender|temporada|stagione|sesongen|sæsonen|säsongen|vinteren|vintern|sommeren|sommaren|året)(?![\p{L}])/iu
          .test(sentence.slice(m.end)) ||
          /(?<![\p{L}])(?:umfasst|besteht aus|comprises|consists of|is made up of)\s+(?:(?:der|die|das|the|our|unser\p{L}*)\s+)?(?:(?:Cup|Serie|Tour|Liga|Meisterschaft|Trophy|series|tour|league|season|Saison|calendar|Kalender)\s+)?(?:insgesamt\s+|in total\s+)?$/iu
            .test(sentence.slice(Math.max(0, m.index - 60), m.index)))
      ) label = "events per season";
      // "each stop has 18 scores": what one event is made of, whatever the sport calls it.
      if (
        form === "count" &&
          /\b(?:each|every)\s+(?:(?:league|match|race|game|fight|tour|competition)\s+)?(?:stop|event|meeting|meet|round|card|night|leg|tournament|weekend|regatta|gala|fixture|day|tour|stage)\s+(?:has|have|features?|includes?|consists? of|comprises?|is made up of)\s+(?:around\s+|about\s+|up to\s+|between\s+)?$/i
            .test(sentence.slice(0, m.index)) ||
        // ("Kvar rennhelg har om lag 12 startar", "Hvert stevne har 40 starter": Nordic.)
        /(?<![\p{L}])(?:[Kk]var|[Kk]vart|[Hh]ver|[Hh]vert|[Vv]arje)\s+\p{L}+\s+(?:har|består av|består af|omfatter|omfattar)\s+(?:om lag\s+|rundt\s+|omkring\s+|cirka\s+|ca\.\s+|kring\s+)?$/u
          .test(sentence.slice(0, m.index))
      ) label = "contests per event";
      // "with €310,000 of that from sponsors", "of which our sponsors contributed Rs 1.6
      // crore": the sponsors' share of an amount before it.
      if (
        form === "money" &&
        (/^\s*(?:of (?:that|it|which|this)\s+)?(?:came\s+|comes\s+|coming\s+)?from\s+(?:our\s+)?(?:sponsors|sponsorship|sponsorships|commercial partners)\b/i
          .test(sentence.slice(m.end)) ||
          // ("di cui Fr. 19’500.-- da sponsor", "davon € 21.000,– aus Sponsoring", "dels quals
          // 52.000 € de patrocini".)
          /^[\s.,–—-]*(?:€|EUR|CHF|Fr\.?|Euro)?\s*(?:da|dagli|dalle|aus|von|auf|de|del|dels)\s+(?:\p{L}+\s+)?(?:sponsor\p{L}*|Sponsoring|patrocini\p{L}*|patrocinadors)(?![\p{L}])/iu
            .test(sentence.slice(m.end)) ||
          /\b(?:sponsors?|sponsorship)\s+(?:\p{L}+\s+){0,2}?(?:contributed|contribute|contributes|brought in|bring in|brings in|provided|provide|provides|paid|pay|accounted for|account for|made up|added)(?:\s+(?:Rs\.?|[A-Z]{1,3}\$?|[$€£¥₹₦]|kr))?\s*$/iu
            .test(sentence.slice(Math.max(0, m.index - 80), m.index)) ||
          // "2,6 милиона дин. од спонзора", "1,1 милион ден. од спонзорства", "41.500 lei
          // sponsorizări", "1,9 milyon ₺'si sponsorluktan geldi": the sponsors after the amount
          // (Serbian, Macedonian, Romanian, Turkish).
          SPONSORS_AFTER_EAST.test(sentence.slice(m.end)) ||
          // "sellest toetajatelt 74 500 €", "з них спонсорські кошти — 860 тис. грн": of which,
          // from the sponsors, before the amount (Estonian, Ukrainian, Russian, Bulgarian).
          SPONSORS_BEFORE_EAST.test(sentence.slice(Math.max(0, m.index - 60), m.index)) ||
          // "14,5 millió Ft, szponzorációból jön": Hungarian says where it comes from after it.
          /^\s*(?:Ft|HUF|EUR|€|Kč|CZK)?\.?,?\s*(?:a\s+)?szponzor\p{L}*\s+(?:jön|származik|érkezik|folyik be)/iu
            .test(sentence.slice(m.end)) ||
          SPONSOR_SHARE_WEST.test(sentence.slice(m.end)))
      ) label = "sponsorship revenue";
      // "Crowds of 400 to 700 line the road", "Gates average 1,850": the people at an event.
      if (
        form === "count" &&
        /\b(?:crowds?|gates?|attendances?|spectators)\s+(?:of|average|averaging|averaged|are|were|is|was)\s+(?:around|about|roughly|some|between|a little over|just over|just under|over|under)?\s*$/i
          .test(sentence.slice(0, m.index))
      ) label = "average attendance";
      // "1.4 million views last season, or roughly 127,000 a meeting": the same measure again,
      // per something else; what it counts is the figure's before it.
      // ("…11'000 Zuschauer unsere Spiele, das sind etwa 600 pro Spieltag": German, Italian and
      // Catalan say it so too.)
      if (
        k > 0 &&
        /^\s*(?:or|i\.?e\.?|that is|which is|das sind|das heißt|d\.\s?h\.|cioè|ossia|és a dir|o sigui)(?![\p{L}])/iu
          .test(clause)
      ) {
        const previous = sentence.slice(mentions[k - 1].end).split(/[,;:()]/)[0];
        label = [...words(previous).slice(0, 1), ...after].join(" ");
      }
      // "each bonspiel is a … event with 48 games", "every card has 11 bouts": contests a
      // figure counts at one event.
      // ("5 games on a showcase weekend": the event named after them.)
      if (
        form === "count" && CONTEST_NOUN.test(after[0] ?? "") &&
        (ONE_EVENT.test(sentence.slice(0, m.index)) ||
          /^\s*[\p{L}-]+\s+(?:on|at|in|per)\s+(?:a|an|each|every|one)\s/iu.test(
            sentence.slice(m.end),
          ))
      ) label = "contests per event";
      // "27 % de 18-34 ans parmi nos téléspectateurs", "58% of our audience is 18–34": a share
      // in a sentence about the 18–34 band is that band's.
      if (form === "percent" && AGE_BAND.test(sentence)) label = "audience aged 18 34";
      // "zehn Vereine mit zusammen rund 150 lizenzierten Spielern": a count's own noun says
      // what it counts, whatever the words before it name.
      // (An audience keeps the words around it: they say per event or per season.)
      // ("32 lag", "24 hold", "7 rund": Swedish and Danish teams, Polish rounds, words read so only after a figure,
      // since German "lag" and "rund" are a verb and "around".)
      const word = AFTER_FIGURE[after[0]?.toLowerCase().replace(/\W+$/, "") ?? ""];
      // ("412 Athletinnen und Athleten eine Rennlizenz gelöst": a noun in both genders is one.)
      const paired = /^(?:und|and|bzw\.?|oder)$/i.test(after[1] ?? "") &&
        (after[2]?.length ?? 0) >= 5 && after[0] !== after[2] &&
        after[0]?.startsWith(after[2].slice(0, 5));
      const noun = word
        ? [word, ...after.slice(1)]
        : paired
        ? (rankLabel(after.slice(2).join(" ")).length ? after.slice(2) : [after[2]])
        : after;
      const own = form === "count" && after.length ? rankLabel(noun.join(" "))[0] : undefined;
      if (
        own && own.score >= 0.75 && !AUDIENCES.has(own.field) &&
        ["int", "number"].includes(FIELDS[own.field].kind) && label !== "contests per event"
      ) label = noun.join(" ");
      // "na zwykłym turnieju jest 200–300 osób", "na zápase je zhruba 150 lidí": people at one
      // event, in Polish and Czech (not those who watch its stream: "na żywo ogląda …").
      if (
        form === "count" && PEOPLE_WEST.test(after[0] ?? "") &&
        AT_ONE_EVENT_WEST.test(sentence.slice(Math.max(0, m.index - 60), m.index)) &&
        !WATCHED_WEST.test(sentence)
      ) label = "average attendance";
      // "wurde 1998 gegründet", "founded in 2009 by eight county boards": a year next to a
      // word of founding is the founding year, however long the sentence around it.
      if (form === "year") {
        const near = [
          ...words(sentence.slice(0, m.index)).slice(-3),
          ...words(sentence.slice(m.end)).slice(0, 2),
        ].join(" ");
        // ("Die ILM wurde 2004 von sechs Vereinen aus … gegründet": German puts the participle
        // at the sentence's end.)
        // ("Der Cup ist 2009 entstanden": so does "entstanden".)
        const passive =
          /(?<![\p{L}])(?:wurde|wurden|ist|sind)\s+$/u.test(sentence.slice(0, m.index)) &&
          /^[^.;]{0,160}?(?<![\p{L}])(?:gegründet|ins Leben gerufen|entstanden)(?![\p{L}])/u.test(
            sentence.slice(m.end),
          );
        // ("die Bundesliga wird seit 1999 ausgetragen", "veranstaltet seit 2001 die Faustball
        // Bundesliga": held since, as long as it exists; not a feed's or a stream's since.)
        // ("organizza dal 1978 il Campionato Ticinese", "es disputa des de 1988".)
        const held = /(?<![\p{L}])(?:seit|dal|des de|desde|depuis)\s+$/u.test(
          sentence.slice(0, m.index),
        ) &&
          /(?<![\p{L}])(?:ausgetragen|veranstaltet|veranstalten|durchgeführt|organizza|organizzato|organizzata|si disputa|si gioca|organitza|organitzada|es disputa|es juga|se disputa|se juega|organise|se dispute)(?![\p{L}])/iu
            .test(sentence) &&
          !/feed|API|Daten|dati|dades|datos|stream|übertrag|trasm/iu.test(sentence);
        if (
          ((founding(near) || passive) &&
            !/(?<![\p{L}])(since|seit|desde|depuis|dal|sinds)(?![\p{L}])/iu.test(near)) || held
        ) {
          label = "founded";
        }
      }
      // "in crescita dell'11 per cento", "Crecimos un 14 %": a share in a clause of growth is
      // the growth rate.
      // ("um 12 % mehr als im Winter davor": more than before.)
      if (
        form === "percent" && (GROWTH_WORD.test(ownClause(sentence, m.index, m.end)) ||
          GROWTH_WORD_WEST.test(ownClause(sentence, m.index, m.end)) ||
          /^\s*(?:%|Prozent)\s+mehr\s+als\b/u.test(sentence.slice(m.end)))
      ) {
        label = "growth rate";
      }
      // "si gioca nell'arco di dieci settimane": weeks in a sentence about the season or how
      // long it lasts are its length.
      // (Whatever else the words name: "A szezon áprilisban kezdődik és nagyjából 6 hónapig tart"
      // names the start too.)
      if (
        form === "weeks" && (SEASON_WORD.test(sentence) || SEASON_WORD_MORE.test(sentence)) &&
        !rankLabel(label).some((r) => FIELDS[r.field].kind === "weeks")
      ) {
        label = "season length";
      }
      // "Alle Spieltage laufen live auf sportdeutschland.tv, mit im Schnitt rund 2.300
      // Zuschauern je Spieltag": spectators in a sentence about a stream, with no word of the
      // venue, watch the stream.
      // (Not beside the stream's own figure: "Around 600 spectators at each ride and 9,000
      // viewers on Facebook live per ride".)
      const streamFigure = mentions.some((o) =>
        o !== m && /^\s*(?:viewers|views|watching|online)(?![\p{L}])/iu.test(sentence.slice(o.end))
      );
      if (
        form === "count" && onStream && !IN_PERSON.test(sentence) && !streamFigure &&
        rankLabel(label)[0]?.field === "average_attendance"
      ) label = "average stream viewers";
      // "Auf Facebook und Instagram folgen uns zusammen 9.400 Menschen": a count in a sentence
      // of following on the platforms, naming nothing else, is the followers'.
      if (
        form === "count" && mentions.length === 1 &&
        (FOLLOWERS.test(sentence) || FOLLOWERS_WEST.test(sentence)) &&
        !rankLabel(label).length && !(STREAMED.test(sentence) && WATCH_OR_FOLLOW.test(sentence)) &&
        /(?<![\p{L}])(instagram|facebook|tiktok|youtube|social\p{L}*|redes|sociais|soziale\p{L}*)(?![\p{L}])/iu
          .test(sentence)
      ) label = "social followers";
      // "Na Facebooku nás sleduje 6 200 ľudí": Slovak "sleduje" follows on a social platform
      // (and watches elsewhere: "na YouTube, kde ich sleduje 1 200 ľudí").
      if (
        form === "count" && mentions.length === 1 &&
        WATCH_OR_FOLLOW.test(sentence) &&
        /(?<![\p{L}])(?:instagram|facebook|tiktok|sociáln\p{L}*|družben\p{L}*|közösségi|društven\p{L}*)/iu
          .test(sentence) &&
        !STREAMED.test(sentence)
      ) label = "social followers";
      // "sumaron 2.6 millones de espectadores a lo largo de la temporada": an audience counted
      // over the whole season is the season's.
      // (Not those who came in person: "Insgesamt besuchten in der Saison 11'000 Zuschauer …".)
      if (
        form === "count" && m.value >= 1000 &&
        SEASON_TOTAL.test(ownClause(sentence, m.index, m.end)) &&
        AUDIENCE_NOUN.test(ownClause(sentence, m.index, m.end)) && !IN_PERSON.test(sentence)
      ) label = "season viewers";
      // A delay in seconds in a sentence about the feed or the data is its latency.
      if (
        form === "time" &&
        /\b(feed|data|latency|delay|scores?|results|reaches)\b|Verzögerung|Datenfeed|Latenz|ritardo|retraso|latencia|latenza|延遲|延迟|数据|數據|資料|지연|데이터|ดีเลย์|ความหน่วง|ข้อมูล|retard|flux de dades/i
          .test(sentence)
      ) {
        label = "data latency";
      }
      if (!label) return;
      const start = k > 0 ? mentions[k - 1].end : 0;
      const from = form === "money" ? Math.max(start, m.index - 6) : m.index;
      // "si tratta di un calo del 4 %": a fall is a negative growth. (The word nearest before the
      // figure says which: "non c'è stato un calo ma una crescita del 3 %" rose.)
      const sign = label === "growth rate" && !/^-/.test(m.raw) &&
          DECLINE_WORD.test(
            [...sentence.slice(Math.max(0, m.index - 60), m.index).matchAll(GROWTH_WORDS)].at(-1)
              ?.[0] ?? "",
          )
        ? "-"
        : "";
      out.push({
        label,
        value: form === "year" ? String(m.value) : sign + (inherited ? `${inherited} ` : "") +
          sentence.slice(from, Math.min(stop, m.end + 14)),
        via: "prose",
        at,
        path: `form:${form}`,
        source,
      });
    });
  }
  return out;
}

/** Whether a field's kind can take a quantity of this form. */
export function formFits(field: QuestionnaireField, path: string | undefined): boolean {
  if (!path?.startsWith("form:")) return true;
  const form = path.slice(5) as Form;
  return FORM_KINDS[form].includes(FIELDS[field].kind);
}

/** Yes/no facts stated in sentences. */
const BOOL_CUES: [QuestionnaireField, RegExp][] = [
  // "Meillä ei ole virallista live-datasyötettä", "reaaliaikaista tulosdataa meillä ei ole",
  // "tulokset ovat saatavilla XML-rajapinnan kautta": a data feed, in Finnish; a programme of
  // integrity and doping controls too.
  [
    "has_official_data_feed",
    /(?<![\p{L}])(?:(?:live-)?datasyöt\p{L}*|(?:reaaliaikai\p{L}*\s+)?tulosdata\p{L}*|livedata\p{L}*|\p{L}*-rajapin\p{L}*)/iu,
  ],
  ["integrity_program", /(?<![\p{L}])integriteettiohjelm\p{L}*/iu],
  ["anti_doping_policy", /(?<![\p{L}])doping(?:valvon|testau|testi)\p{L}*/iu],
  [
    "has_official_data_feed",
    /\b(official|live|real[- ]?time)\b[^.]{0,40}\b(data|scoring|results)\b[^.]{0,20}\b(feed|api|service)\b|\b(official|live|real[- ]?time)(\s+[\w-]+){0,2}\s+(data )?feed\b|Live-Datenfeed|Datenfeed|Datenschnittstelle\p{L}*|Live-Daten(?!bank)|feed de datos|feed oficial|flux de données|flux (?:JSON|XML|en direct)|feed (?:di )?dati|flusso (?:di )?dati|feed de dados|livefeed|live-feed|feed wyników|datový feed|dátov\p{L}* feed|podatkovn\p{L}* feed|službeni feed|adatfolyam\p{L}*|adatszolgáltatás\p{L}*|podatkovn\p{L}* vir\p{L}*|nguồn dữ liệu trực tiếp|flux oficial de date|flux de dades|offiziell\p{L}*\s+(?:[\p{L}()]+\s+){0,3}?Live-[\p{L}-]+|live-tidtaking|offisiell\p{L}* (?:live-?)?(?:datafeed|data|tidtaking|resultatservice)|ροή δεδομένων|duomenų sraut\p{L}*|datu plūsm\p{L}*|andmevoo\p{L}*/iu,
  ],
  [
    "integrity_program",
    /\bintegrity (program|programme|policy|unit|framework|monitoring|agreement|code|partner|rules|arrangements)\b|\bmonitored by\b|\bmonitors? (?:the )?betting markets\b|Integritätsprogramm|Integritätsreglement|Integritätskodex|Integritätsrichtlinie\p{L}*|programa (?:\p{L}+ )?d['’]integritat|programa (?:\p{L}+ )?de integridad|programa (?:\p{L}+ )?de integridade|programma (?:\p{L}+ )?di integrità|programme (?:\p{L}+ )?d[’']intégrité|integritetsprogram\p{L}*|regulamentul de integritate|program\p{L}* ochrony uczciwości|program integrity|quy chế liêm chính|integritási program\p{L}*|program\p{L}* (?:za )?integritet\p{L}*|program\p{L}* integriteta|πρόγραμμα ακεραιότητας|sąžiningumo program\p{L}*|godīguma programm\p{L}*|aususprogramm\p{L}*/iu,
  ],
  [
    "anti_doping_policy",
    /\banti[- ]?doping\b|\bantidop\p{L}*|\bantydop\p{L}*|\bdoping (control|policy|tests?)\b|\bdrug[- ]?(?:testing|tests?|free)\b|\bdrug(?: and alcohol)?[- ]tested\b|\bdrug and alcohol test(?:s|ing)\b|Dopingkontroll\p{L}*|Dopingstatut\p{L}*|Dopingreglement\p{L}*|Dopingbestimmungen|dopingtest\p{L}*|Trainingskontroll\p{L}*|controlul\p{L}* (?:anti)?doping|chống doping|dopping\p{L}*|protidopin\p{L}*|dopin\p{L}* kontrol\p{L}*|dopingov\p{L}* kontrol\p{L}*|dopingov\p{L}* (?:politik|pravidl|test)\p{L}*|ντόπινγκ|αντιντόπινγκ|antidopingo/iu,
  ],
  // Chinese, Korean and Thai ("联赛目前没有官方实时数据接口", "실시간 데이터 피드는 현재는
  // 없습니다", "เรื่องข้อมูลสด ตอนนี้ยังไม่มีครับ", "暂未建立正式的诚信监控项目", "目前未设兴奋剂检测").
  ["has_official_data_feed", /实时数据|實時數據|即時數據|即時資料|实时资料|실시간 데이터|ข้อมูลสด/u],
  [
    "integrity_program",
    /(?:诚信|誠信)[^。,;]{0,6}(?:计划|計畫|計劃|机制|機制|项目|項目|监控|監控)|(?:승부조작|인테그리티)[^.]{0,10}프로그램|โครงการ[^ ]{0,10}ความโปร่งใส/u,
  ],
  ["anti_doping_policy", /兴奋剂|興奮劑|禁药|禁藥|도핑|สารกระตุ้น|โด๊ป/u],
  // Russian, Ukrainian, Bulgarian, Serbian, Macedonian, Romanian, Turkish and Estonian, where
  // \b does not see the letters: "Официального live-фида у нас пока нет", "офіційного live-фіду
  // немає", "официален поток данни", "Resmi bir canlı veri akışımız yok", "flux de date".
  [
    "has_official_data_feed",
    /(?<![\p{L}])(?:(?:live-?\s?)?фийд\p{L}*|(?:live-?\s?)?фид\p{L}*|(?:live-?\s?)?фід\p{L}*|поток\p{L}*\s+(?:\p{L}+\s+)?данн\p{L}*|фид на податоци|канал\p{L}* данн\p{L}*|(?:canlı\s+)?veri\s+akış\p{L}*|flux\p{L}*\s+(?:\p{L}+\s+)?de\s+date|andmevoog\p{L}*)(?![\p{L}])/iu,
  ],
  // ("Программы по интегрити формально нет", "програми доброчесності (integrity) у нас немає",
  // "програм интегритета", "dürüstlük (integrity) programımız yok", "program de integritate")
  [
    "integrity_program",
    /(?<![\p{L}])(?:программ\p{L}*\s+(?:по\s+)?(?:интегрити|честност\p{L}*|чистот\p{L}*)|програм\p{L}*\s+(?:за\s+)?(?:доброчесн\p{L}*|інтегрит\p{L}*|интегритет\p{L}*|чесн\p{L}*)|интегрити|інтегріті|dürüstlük|program\p{L}*\s+de\s+integritate|ausus\p{L}*)(?![\p{L}])/iu,
  ],
  // ("Антидопинговые правила РУСАДА у нас действуют", "doping kontrolü var", "antidoping")
  [
    "anti_doping_policy",
    /(?<![\p{L}])(?:антидопинг\p{L}*|антидопінг\p{L}*|допинг\p{L}*|допінг\p{L}*|doping\s+kontrol\p{L}*|doping\s+test\p{L}*|antidoping\p{L}*|dopingukontroll\p{L}*|dopinguvastan\p{L}*)(?![\p{L}])/iu,
  ],
  // "WADA", "NADA-Code" in capitals (Spanish and Portuguese "nada" is "nothing").
  ["anti_doping_policy", /\b(?:WADA|NADA)\b/],
  // "LatADA testing at every meeting", "USADA rules": a national anti-doping agency, in capitals.
  ["anti_doping_policy", /\b\p{Lu}[\p{L}]{0,6}ADA\s+(?:testing|tests|controls|code|rules)\b/u],
];

/**
 * The same in Polish, Czech, Dutch and Portuguese: "Danych na żywo nie prowadzimy", "živá data
 * nemáme", "geen live data", "dados em tempo real: não".
 */
const WEST_BOOL_CUES: [QuestionnaireField, RegExp][] = [
  [
    "has_official_data_feed",
    /(?<![\p{L}])(?:dan\p{L}*\s+na\s+[żz]ywo|wynik\p{L}*\s+na\s+[żz]ywo|živá data|živ\p{L}* výsledk\p{L}*|data v reálném čase|live[- ]?data(?:feed)?|datafeed|feed\p{L}*\s+danych|oficjaln\p{L}*\s+feed\p{L}*|dados em tempo real|dados ao vivo)(?![\p{L}])/iu,
  ],
  // "We hebben geen integriteitsprogramma en geen dopingbeleid", "program uczciwości".
  [
    "integrity_program",
    /(?<![\p{L}])(?:integriteitsprogramma|integriteitsbeleid|program\p{L}*\s+integralno\p{L}*)(?![\p{L}])/iu,
  ],
  [
    "anti_doping_policy",
    /(?<![\p{L}])(?:dopingbeleid|dopingcontrole\p{L}*|dopingreglement)(?![\p{L}])/iu,
  ],
];

/**
 * "Q.12 (a) Integrity programme (b) Anti-doping policy Ans: (a) Nil.": a question run into its
 * answer's sentence; what it asks about is stated only after the marker.
 */
const ANSWER_WITHIN = new RegExp(`(?<![\\p{L}])(?:${ANSWER_WORDS})\\s*[:：]\\s*`, "iu");

/**
 * "Q24. (a) Annual revenue (b) Sponsorship revenue Ans: (a) ₦38.5 million", "9/ (a) Current
 * betting partners (b) Integrity monitoring partner: (a) None.": a question of parts run into
 * an answer that leaves some of them open. A sentence's reading of its words would take one
 * part's answer for another's, or the part left open for answered; the layout pairs the parts
 * by their letters.
 */
const PARTS_ANSWERED = new RegExp(
  `\\((?:b|ii)\\)[^:：]{0,160}?(?:(?<![\\p{L}])(?:${ANSWER_WORDS})\\s*)?[:：]\\s*(?=\\((?:a|i)\\))`,
  "iu",
);
function partsLeftOpen(text: string): boolean {
  const marker = PARTS_ANSWERED.exec(text);
  if (!marker) return false;
  const parts = (s: string) => s.match(/\((?:[a-e]|i{1,3}|iv)\)/g)?.length ?? 0;
  const end = marker.index + marker[0].length;
  return parts(text.slice(end)) < parts(text.slice(0, end));
}

/**
 * "Anti-doping and betting answers remain same (no betting partners at present)": a follow-up
 * that points back at the earlier answers gives none of its own (its remark may be of another
 * question); nor does one that says it left the question blank.
 */
const UNCHANGED_ANSWER =
  /\b(?:answers?|responses?|replies|reply)\s+(?:remains?|are|is|stays?)\s+(?:the\s+)?(?:same|unchanged|as before)\b|\bleft (?:it|the [\w-]+ (?:one|question|field|box)) blank\b/i;

/**
 * A sentence that puts answers off, naming the questions left open: "The rest – live data,
 * betting partners – I'll come back to after the board meeting", "Die anderen Fragen (Live-Daten,
 * …) beantworte ich Ihnen später", "je vraag over de datafeed blijf ik je nog even schuldig";
 * or to someone else: "For betting, integrity and anti-doping questions I have to ask the board
 * (valdyba)", "About the integrity programme, the elnökség (board) will discuss, I cannot answer
 * alone".
 */
const DEFERRED_WORDS =
  /(?<![\p{L}])(?:(?:answer|reply|respond|send|get back|come back|revert|follow up)\p{L}*\b[^.;]{0,60}\b(?:later|next week|after|soon|once)|still (?:owe|open)|I (?:still )?owe you|(?:se|te) l[oa] debo|fico a dever|fico-lhe a dever|je vous (?:le|la) dois|beantworte\p{L}*[^.;]{0,40}später|später beantworte|noch offen|schuldig|moet ik eerst|krijgt ge de rest|vender (?:jeg )?tilbage|kommer tilbake|återkommer|atbildēsim|skolingi|atsakysim|vastan hiljem|odpowiem|odpovím|dopošlu)(?![\p{L}])|(?<![\p{L}])(?:ask|give (?:\p{L}+ )?to|pass (?:\p{L}+ )?(?:on )?to|check with|consult|leave (?:\p{L}+ )?(?:to|for))\s+(?:the |our |my )?[^.;]{0,25}?(?<![\p{L}])(?:board|committee|president|chairman|chair|treasurer|exec\p{L}*|federation|association)(?![\p{L}])|(?<![\p{L}])(?:board|committee)\)?\s+(?:will|must|has to|needs to)\s+(?:discuss|decide|answer|look)|(?<![\p{L}])(?:cannot|can['’]?t|can not) answer|not sure how to answer|(?:don['’]?t|do not) want to answer/iu;

/**
 * Or written or answered later, in other languages: "Um live data feed og integrity skrifa ég
 * þér síðar", "Zum Datenfeed melde ich mich später".
 */
const LATER =
  /(?<![\p{L}])(?:skrifa|svara|senda|melde|schreibe|schicke|sende|antworte|écrirai|répondrai|enverrai|reviendrai|escribiré|responderé|enviaré|contestaré|escrevo|respondo|envio|mando|scriverò|risponderò|manderò|skriver|svarer|svarar|sender|skickar|kirjoitan|vastaan|lähetän|palaan|napiszę|wyślę|napíšu|pošlu)(?![\p{L}])[^.;!?]{0,40}(?<![\p{L}])(?:later|síðar|seinna|später|plus tard|más tarde|mais tarde|depois|più tardi|senere|senare|myöhemmin|później|později)(?![\p{L}])/iu;

/**
 * Or to a person by name: "Integrity I'll leave to Kieran", "check with Maria", "Anti-doping:
 * Dave again, sorry". (Not "Sportradar handles that": a partner's name may answer.)
 */
const DEFERRED_TO_PERSON =
  /:\s*\p{Lu}\p{Ll}+\s+(?:again|too|as well)\b|(?<![\p{L}])(?:[Ll]eave (?:(?:it|that|this|those|these) )?(?:to|for)|[Cc]heck with|(?:I|I['’]ll|[Ww]e['’]ll|[Ww]ill|[Tt]o) ask)\s+\p{Lu}\p{Ll}+(?![\p{L}])/u;

export const DEFERRED = {
  test: (text: string): boolean =>
    DEFERRED_WORDS.test(text) || LATER.test(text) || DEFERRED_TO_PERSON.test(text),
};

/**
 * A question whose line breaks before its question mark: "30 Does the league have an
 * anti-doping" / "policy or conduct testing? Yes / No .......". It asks; it answers nothing.
 */
const ASKING =
  /^\s*(?:(?:Q\s*)?\d{1,2}[.):]?\s+)?(?:does|do|did|is|are|has|have|can|will|would|could)\s+(?:the|your|you|it|there|any|this)(?![\p{L}])/iu;

/** The words a question or heading names a yes/no topic with, around its cue. */
// ("Q.30 Anti-doping policy Ans.", "INTEGRITY PROGRAMME (YES/NO)", "Politique antidopage": an
// answer's marker left empty, the options offered, the topic's own words in French, Spanish,
// Portuguese and Italian.)
const TOPIC_WORDS =
  /(?<![\p{L}])(?:policy|policies|programme|program|partner|partners|rules|code|in place|and|or|official|formal|data|feed|live|real-time|testing|tests|test|integrity|integridad|integridade|intégrité|integrità|y|e|et|und|politique|política|politica|programa|programma|dasar|program|kebijakan|ans|answer)(?![\p{L}])|\s*\(\s*(?:yes|y|ya|ja|oui|sí|si|sim|kyllä|tak)\s*\/\s*(?:no|n|tidak|nein|non|não|ei|nie)\s*\)|[\s/&,?:()-]+|\.$/giu;

/**
 * A sentence that lists the questionnaire's topics by name ("Muihin (live data feed,
 * vedonlyöntikumppanit, sponsorointitulot ja katsojaluvut) palaan …", "Um live data feed og
 * integrity skrifa ég þér síðar"): the topic is one short item of a list of three or more, two
 * of them named fields. It names questions; it says neither yes nor no to them.
 */
const ANSWER_WORD =
  /(?<![\p{L}])(?:no|not|none|nor|without|never|yes|have|has|had|ingen|inget|ikke|ikkje|ei|eikä|kein\p{L}*|nicht|sin|sans|pas|nessun\p{L}*|non|nie|kyllä|oui|sí|sim|não|belum|tidak|tiada|wala|hindi|n\.?\s?a\.?|in place|en place|since|depuis|seit|desde|sedan|siden|our|we|wir|notre|nous|nuestr[oa]s?|unser\p{L}*|nostr[oa]|vår|våre|vores|meidän|meie)(?![\p{L}])/iu;

/** "your question about a …", "je vraag over de …", "Ihre Frage zum …" before a topic. */
const QUESTION_ABOUT =
  /(?<![\p{L}])(?:questions?|query|vraag|vragen|frage|fragen|pregunta|preguntas|domanda|domande|spørsmål(?:et)?|fråga(?:n)?|kysymy\p{L}*|pytanie|otázk\p{L}*)\s+(?:about|on|regarding|concerning|re|over|zu|zum|zur|über|sur|sobre|su|sul|sulla|om|angående|koskien|o|dotyczące)\s+(?:(?:the|a|an|de|het|een|die|der|das|den|le|la|les|el|los|il|lo)\s+)?(?:[\p{L}-]+\s+){0,2}$/iu;

function listsTopics(text: string, cue: RegExp): boolean {
  const items = text.split(
    /\s*(?:[,;()–—]|\s-\s|\s(?:and|und|et|y|e|i|ja|og|och|en|ir|un|ning|a|és|și|eða|sekä)\s)\s*/u,
  ).map((item) => item.trim()).filter(Boolean);
  // (A sentence that says no or yes, "no contamos con un feed oficial", "(a) No.", "masih belum
  // ada", answers.)
  // (Nor a question's parts, "(i) Integrity programme (ii) Integrity partner", answered part by
  // part below.)
  if (ANSWER_WORD.test(text) || /\((?:i|ii|iii|iv|a|b|c|d)\)/.test(text)) return false;
  const short = items.filter((item) => item.split(/\s+/).length <= 4);
  const own = short.find((item) => cue.test(item));
  if (items.length < 3 || !own || (rankLabel(own)[0]?.score ?? 0) < 0.85) return false;
  return short.filter((item) => (rankLabel(item)[0]?.score ?? 0) >= 0.85).length >= 2;
}

export function proseBooleans(lines: Line[]): Candidate[] {
  const out: Candidate[] = [];
  for (const sentence of sentencesOf(lines)) {
    const { at, source } = sentence;
    if (
      UNCHANGED_ANSWER.test(sentence.text) || DEFERRED.test(sentence.text) ||
      ASKING.test(sentence.text)
    ) continue;
    const marker = ANSWER_WITHIN.exec(sentence.text) ?? PARTS_ANSWERED.exec(sentence.text);
    const text = marker ? sentence.text.slice(marker.index + marker[0].length) : sentence.text;
    // ("Integrity program / partner |", "Anti-doping:", "Integrity partner (company) ......":
    // a form's row left blank, or its label without the answer after its leaders, says nothing.)
    if (/[|:]$/.test(at.text.trim()) && !/[.!?](?!\d)/.test(at.text)) continue;
    if (/(?:\.{3,}|_{3,})$/.test(sentence.text.trim())) continue;
    for (const [field, cue] of [...BOOL_CUES, ...WEST_BOOL_CUES]) {
      if (!cue.test(text) || listsTopics(text, cue)) continue;
      // ("your question about a live data feed is not discussed yet": the question's topic.)
      const at0 = text.search(cue);
      if (at0 >= 0 && QUESTION_ABOUT.test(text.slice(Math.max(0, at0 - 60), at0))) continue;
      // The clause that names the thing answers for it ("Live scores are on our app, but there
      // is no official data feed": the second clause).
      // ("Ein Integritätsprogramm gibt es bei uns nicht, wir unterliegen aber dem
      // Anti-Doping-Bundesgesetz": German and Romance clauses after a comma too.)
      // ("Integrity programme: No Anti-doping: Yes, …": lines of labels and their answers run
      // together, each label opens a clause.)
      const clauses = text.split(/\s+(?=\p{Lu}[\p{L}-]+(?:\s[\p{L}-]+){0,3}:\s)/u).flatMap((c) =>
        c.split(
          /,\s*(?=(?:but|however|while|whereas|although|though|aber|doch|jedoch|sondern|wir|ma|però|pero|mais|tuttavia|men|maar|mutta|ale|mas)\s)|;\s*/i,
        )
      );
      const own = clauses.find((c) => cue.test(c)) ?? text;
      // ("Anti-doping: N/A.", "Integrity – TBC": the thing named, its answer declined.)
      if (declinedAfterLabel(own)) continue;
      // ("24. Anti-doping policy", "Integrity programme / partner": a question's or a
      // heading's words state nothing, in the sentence or in the clause that names the thing:
      // "…away captain scores Integrity programme: [ ] Formal programme [ ] Informal".)
      // ("Dasar anti-doping / Anti-doping policy (Ya/Tidak)": a bilingual question, the cue in
      // both.)
      const uncued = own.replace(NUMBERED_LINE, "").replace(
        cue.global ? cue : new RegExp(cue.source, `${cue.flags}g`),
        "",
      );
      // ("Integrity / anti-doping −": a dash in the blank says nothing either.)
      if (!/[\p{L}\d]/u.test(uncued.replace(LEFT_BLANK, "").replace(TOPIC_WORDS, ""))) continue;
      out.push({
        label: field.replace(/_/g, " "),
        value: own,
        via: "prose",
        at,
        path: "bool",
        source,
      });
    }
  }
  return out;
}

/**
 * "Sledujeme góly, asistencie, trestné minúty a úspešnosť brankárov", "Beležimo čase spustov,
 * kazenske sekunde na vratih in uvrstitve ekip", "rögzítjük a találati pontokat, az
 * időeredményt és a lövésenkénti pontszámot": the statistics after a verb of recording, in
 * Slovak, Czech, Slovenian, Croatian and Hungarian.
 */
const CENTRAL_STATS =
  /(?<![\p{L}])(sledujeme|zaznamenávame|zaznamenáváme|evidujeme|zapisujeme|beležimo|spremljamo|bilježimo|pratimo|rögzítjük|mérjük|nyilvántartjuk|vezetjük)\s+([\p{L}'’/-]+(?:\s+[\p{L}'’/-]+){0,7}(?:,\s*[\p{L}'’/-]+(?:\s+[\p{L}'’/-]+){0,7}){1,12})(?=\s*[.;]|$)/iu;

/**
 * Those statistics as items: the last two joined by "a", "és", "in" or "i"; in Hungarian
 * without the article and the object's ending ("a találati pontokat" → "találati pontok",
 * "az időeredményt" → "időeredmény").
 */
function centralStats(verb: string, list: string): string {
  const hungarian = /jük$/.test(verb);
  const items = list.split(/,\s*/).flatMap((item) => item.split(/\s+(?:a|és|in|i|ter)\s+/));
  return items.map((item) =>
    hungarian
      ? item.replace(/^az?\s+/i, "").replace(/át$/, "a").replace(/ét$/, "e").replace(
        /(?<=\p{L}{3})[aoeö]?t$/u,
        "",
      )
      : item
  ).join("; ");
}

/**
 * Broadcasters as the subject of their verb: "HRT 2 and Arena Sport carry our matches",
 * "Mzansi Sport TV broadcasts a weekly highlights show" (a channel's number or "TV" too), "Der
 * Regionalsender Tele M1 zeigt jeden Montag eine Zusammenfassung", "Rai Südtirol berichtet
 * regelmäßig …", "Das Fernsehen RTV Slovenija zeigt in der Sendung …" (a German word for the
 * broadcaster before its name).
 */
const SUBJECT_BROADCASTERS =
  /(?:^|[,:]\s*(?:(?:but|men|aber|mais|pero|ma|mas|and|och|og|und|et|y|e|while)\s+)?)(?:(?:Der|Die|Das|Le|La|Les|El|Il|Lo|A|O)\s+)?(?:(?:[Oo]ur |[Tt]he |[Ll]ocal |[Nn]ational |[Rr]egional )?(?:radio|tv|TV|television|public) (?:station|channel|network|broadcaster) )?(?:\p{Lu}\p{Ll}*(?:sender|kanal)\s+|Fernsehen\s+(?=\p{Lu}))?(?!(?:Vi|Wir|We|Nous|Noi|Wij|Me|My|Jeg|Ich|Nosotros|Nós)\s)(\p{Lu}[\p{L}\d+&.'’-]*\s+(?:(?:\p{Lu}[\p{L}\d+&.'’-]*|\d{1,3}|\+)\s+)*(?:(?:and|&)\s+(?:\p{Lu}[\p{L}\d+&.'’-]*\s+)(?:(?:\p{Lu}[\p{L}\d+&.'’-]*|\d{1,3})\s+)*)*)(?:carry|carries|broadcast|broadcasts|televise|televises|air|airs|shows|screens|screen|diffuse|retransmet|überträgt|zeigt|berichtet|bringt|ist unser|is our|sendet|strahlt|viser|sender|visar|sänder|sýnir|sendir|transmite|emite|trasmette|zendt|exibe|mostra)\s+(?:(?:in|en|em)\s+(?:differita|diretta|directo|diferido|vivo|direct|différé|direto)\s+|live\s+|zeitversetzt\s+)?(?:our|the|all|every|each|live|highlights|a weekly|weekly|selected|a half-hour|an hour-long|a nightly|plusieurs|nos|notre|les|la|le|tous|toutes|unsere|alle|die|das|ausgewählte|vores|flere|våra|todos|los|las|nuestros|varios|i|le|tutte|alcune|una|il|ogni|onze|de|um|uma|os|as|todas|nossos|nossas|finalen|finalerna|matcherna|finals|finale|finale\p{L}+|hele|utvalgte|jeden|jede|jedes|von|vom|eine|einen|regelmäßig|regelmässig|wöchentlich|laufend|über|in|im|direkte|direkt|från|frå|fra|frá|oppsummering\p{L}*|sammendrag\p{L}*|høydepunkt\p{L}*|referat\p{L}*|(?:[Rr]adio|TV|[Mm]edien|[Mm]edia|[Ff]ernseh)-?[Pp]artner\p{L}*)(?![\p{L}])/u;

/**
 * A broadcaster by its name's word, the subject of what it does with the league's events:
 * "Bergamo TV trasmette un servizio", "La Télé fait un reportage et LFM annonce les résultats",
 * "ČT sport odvysílá každý rok sestřih", "Český rozhlas Vysočina dělá …", "TV Primorka posname
 * povzetek, Radio Koper pa ob ponedeljkih objavi rezultate", "Antenne Kärnten macht …".
 */
const MEDIA_SUBJECT =
  /(?<![\p{L}])(?:Im Fernsehen|Im TV|Im Radio|In TV|In televisione|En télé|À la télé|A la télé|V televizi|Na televiziji)\s+(?:sind|waren|ist|siamo|sommes|jsme|smo)\s+(?:wir\s+)?(?:bei|auf|im|su|sur|na|v)\s+(\p{Lu}[\p{L}\d+&.'’-]*(?:\s+\p{Lu}[\p{L}\d+&.'’-]*){0,3})|(?:^|[,;]\s*|\s(?:und|a|et|e|in|and|i|og|och)\s+)((?:(?:La|Le|Il)\s+)?(?:(?!(?:Der|Die|Das|Medien|Fernsehen)\s)(?!\p{Lu}\p{Ll}*(?:sender|kanal)\s)\p{Lu}[\p{L}\d+&.'’-]*\s+){0,2}(?:TV|Télé|Tele|Radio|Rádio|rozhlas|ORF|SRF|RSI|RTS|RTV|ČT|Rai|RAI|Antenne|[\p{Lu}\d][\p{L}\d]*TV|\p{Lu}{0,4}FM)(?:\s+(?:sport|zwei|due|deux|info|\p{Lu}[\p{L}\d-]*|\d{1,2})){0,2})\s+(?:pa\s+)?(?:\p{Ll}+\s+){0,3}?(?:trasmette|manda|realizza|fait|annonce|diffuse|retransmet|macht|bringt|berichtet|zeigt|sendet|überträgt|odvysílá|vysílá|dělá|přináší|posname|objavi|predvaja|oddaja|carries|shows|airs|broadcasts|covers|does)(?![\p{L}])/gu;

/** The broadcasters a sentence names as the subjects of what they do. */
export const mediaSubjects = (text: string) =>
  [...text.matchAll(MEDIA_SUBJECT)].map((m) => m[1] ?? m[2]);

/** Broadcasters and streams named in a sentence; statistics a sentence says are recorded. */
const LIST_CUES: [QuestionnaireField, RegExp][] = [
  // "For each match we record points won, aces, serve faults and rally length", "Registramos
  // goles, asistencias …", "Erfasst werden Satzergebnisse, Punkte je Satz …".
  [
    "stats_tracked",
    /(?<![\p{L}])(?:(?:we|our (?:scorers|statisticians|officials|timekeepers|staff|team)|scorers|statisticians) (?:are )?(?:record|track|log|capture|collect|keep(?:ing)? track of|keep)(?:ing)?:?|(?:statistics|stats) (?:we (?:keep|track|record|capture|maintain)|tracked|recorded|maintained|captured|collected|kept|logged|compiled)(?: (?:for|in|at) (?:every|each|all) \p{L}+)? (?:are|include)|registramos|llevamos (?:el )?registro de|registamos|rastreamos|registriamo|registrem|nous enregistrons|wir erfassen|erfasst werden|festgehalten werden|aufgezeichnet werden|wir halten fest|tilastoimme|kirjaamme|rejestrujemy:?|καταγράφουμε|καταγράφονται|fiksuojame|fiksuojami|reģistrējam|fiksējam|registreerime)\s+([\p{L}'’/-]+(?:\s+(?:\([\p{L}'’/ -]{1,30}\)|[\p{L}'’/-]+)){0,7}(?:,\s*[\p{L}'’/-]+(?:\s+(?:\([\p{L}'’/ -]{1,30}\)|[\p{L}'’/-]+)){0,7}){1,12})(?=\s*(?:\([^()]{0,80}\)\s*)?[.;]|,?\s+(?:and|but)\s+(?:we|it|our|they)\b|,\s+(?:y|e|et|und|i|og|och|pero|mais|ma|aber)\s|$)/iu,
  ],
  // "Vi registrerer mellomtider, toppfart og sluttid for hver løper": the list, up to what it
  // is recorded for.
  [
    "stats_tracked",
    /(?<![\p{L}])(?:vi registrerer|vi registrerar|vi registrerer|vi noterer|vi måler|vi loggfører)\s+([\p{L}'’/-]+(?:,\s*[\p{L}'’/-]+){1,12}\s+(?:og|och)\s+[\p{L}'’/-]+)/iu,
  ],
  // "记录项目包括难度分、完成分、艺术分、扣分", "記錄的統計項目有…": what is recorded, in Chinese.
  [
    "stats_tracked",
    /(?:记录|記錄|统计|統計)(?:的)?(?:项目|項目|数据|數據)?(?:包括|包含|涵盖|涵蓋)[:：]?\s*([^。;]+)/u,
  ],
  // "主要比赛场地为佛山祖庙万福台广场和广州天河体育中心体育馆": the venues, in Chinese.
  ["venues", /(?:比赛|比賽)?(?:场地|場地|场馆|場館)(?:为|為|是|设在|設在)\s*([^。;,，]+)/u],
  // "The feed carries lap times, gate reaction and finishing positions."
  [
    "stats_tracked",
    /\b(?:feed|it|data)\s+(?:carries|includes|covers|provides|delivers|contains)\s+([\p{L}'’/-]+(?: [\p{L}'’/-]+){0,3}(?:, [\p{L}'’/-]+(?: [\p{L}'’/-]+){0,3}){1,12},? and [\p{L}'’/-]+(?: [\p{L}'’/-]+){0,3})(?=[.;,]|$)/iu,
  ],
  // "Shot-by-shot percentages, hammer, steals, blank ends and score by end are recorded."
  [
    "stats_tracked",
    /^([\p{L}'’/-]+(?: [\p{L}'’/-]+){0,3}(?:, [\p{L}'’/-]+(?: [\p{L}'’/-]+){0,3}){1,12},? and [\p{L}'’/-]+(?: [\p{L}'’/-]+){0,3}) are (?:all )?(?:recorded|tracked|captured|logged|kept|collected)\b/iu,
  ],
  [
    "broadcast_partners",
    // (Up to a clause of its own: "telecast on DD Sports and streamed on FanCode".)
    /\b(?:broadcast|televised|telecast|shown|aired|carried)\s+(?:live\s+)?(?:on|by)\s+([^.;]+?)(?=\s+(?:and|but|while)\s+(?:is\s+|are\s+)?[a-z]+ed\b|[.;]|$)/i,
  ],
  ["streaming_platforms", /\bstream(?:ed|s)?\s+(?:live\s+)?(?:on|via|through)\s+([^.;]+)/i],
  // "sänds på Twitch och YouTube", "phát trực tuyến trên FPT Play và YouTube", "streaming
  // prowadzimy na YouTube".
  [
    "streaming_platforms",
    // ("strømmes på NRK TV", "είναι διαθέσιμοι στο ERTFLIX", "transliuojame LRT.lt ir YouTube")
    /(?<![\p{L}])(?:strømmes (?:direkte |live )?på|streames (?:direkte |live )?på|διαθέσιμ\p{L}* (?:ζωντανά )?(?:στο|στην|στον)|transliuojame(?: tiesiogiai)?|transliuojami|tiek translēti|translējam|sänds (?:live )?på|streamas på|phát trực tuyến trên|streaming prowadzimy na|(?:als )?Livestream (?:auf|über)|se pueden ver en|se puede ver en|pueden verse en|si possono (?:vedere|seguire) su|laufen (?:alle )?live (?:auf|bei)|live übertragen (?:wird|werden) (?:auf|über|bei)|(?:werden|wird) live (?:auf|über|bei)(?: unserer Plattform| unserem Kanal| unserer Website)?|es (?:pot|poden) (?:seguir|veure) en directe (?:per|a|a través de)|es (?:retransmet|retransmeten|emet|emeten) en directe (?:per|a|a través de))\s+((?:[^.;]|\.(?=[a-z]))+)/iu,
  ],
  // "Las transmisiones por Canal 44 y por nuestras páginas de Facebook", "transmitidas pela Rede
  // Minas", "diffusés par France 3": the broadcaster after the broadcast.
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:transmisiones|transmisión|transmitid[oa]s?|emitid[oa]s?|(?:se )?(?:re)?transmiten|(?:se )?(?:re)?transmite|emiten|transmissões|transmissão|diffusée?s?|retransmise?s?|trasmess[oaie])\s+(?:en directo\s+|en vivo\s+|ao vivo\s+|en direct\s+|in diretta\s+)?(?:por|pela|pelo|par|da|dalla|sur)\s+(\p{Lu}[^.;]+)/u,
  ],
  // "Das Final Four zeigt ORF Sport +; …": in German the broadcaster may follow its verb.
  [
    "broadcast_partners",
    // (Not what it shows, with its article: "SRF überträgt die Schlussgänge".)
    // (Nor after a broadcaster as the subject: "Das Fernsehen SRF zeigt Zusammenfassungen".)
    /(?<![\p{L}])(?<!(?:Fernsehen|TV|Sender|Radio|Rundfunk)(?:\s+\p{Lu}[\p{L}\d+]*){0,3}\s+)(?:zeigt|zeigen|überträgt|übertragen|sendet|senden|rodo|transliuoja|rāda|translē|näitab)\s+(\p{Lu}[\p{L}\d&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’-]*|\d{1,3}|\+))*)\s*(?=[;.]|,\s)/u,
  ],
  // "Les televisions locals de La Xarxa emeten un resum setmanal": Catalan names the
  // broadcaster after the word for television, before its verb.
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:televisions?|televisiones|emissores?|ràdios?|canal)(?:\s+(?:locals?|locales|regionals?|públiques|públicas))?\s+(?:de\s+)?(\p{Lu}[^.;]{1,40}?)\s+(?:emeten|emet|retransmeten|retransmet|transmeten|emiten|emite)(?![\p{L}])/u,
  ],
  // "Die Spiele werden von MySports übertragen": the broadcaster in German's passive.
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:werden|wird)\s+(?:\p{Ll}+\s+){0,2}?(?:von|bei|auf)\s+(\p{Lu}[\p{L}\d+&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\d+&.'’-]*|\d{1,3}|\+))*)\s+(?:\p{Ll}+\s+){0,2}?(?:übertragen|gezeigt|ausgestrahlt|gesendet)(?![\p{L}])/u,
  ],
  // "truyền hình trực tiếp trên kênh VTV5", "Partnerem telewizyjnym jest TVP Sport".
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:truyền hình trực tiếp trên kênh|truyền hình trên kênh|partnerem telewizyjnym jest)\s+([^.;]+)/iu,
  ],
  // "HRT 2 and Arena Sport carry our matches": the broadcasters are the subject.
  ["broadcast_partners", SUBJECT_BROADCASTERS],

  [
    "existing_betting_partners",
    // ("We don't have any betting partner apart from Bet365": the one excepted is.)
    /\b(?:betting|sportsbook|wagering) partners?\s+(?:is|are|include|includes|apart from|except(?: for)?|other than|besides)\s+([^.;]+)/i,
  ],
  // "Το Final 4 μεταδίδεται από την ΕΡΤ3": the broadcaster after the broadcast, in Greek.
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:μεταδίδεται|μεταδίδονται|προβάλλεται|προβάλλονται|τηλεοπτικά)\s+(?:ζωντανά\s+)?(?:από|στην|στον|στο)\s+(?:την\s+|τον\s+|το\s+)?(\p{Lu}[^.;]+)/u,
  ],
  // "Vår eneste spillpartner i dag er Norsk Tipping", "Lažybų partneris – TOPsport".
  [
    "existing_betting_partners",
    /(?<![\p{L}])(?:(?:vår|vores|vårt) (?:eneste |ende )?spill?partner(?:e)? (?:i dag |nå )?er|lažybų partneri[so]?\s*(?:yra|[-–—:]))\s+([^.;]+)/iu,
  ],
  // "Obecnie współpracujemy z jednym bukmacherem: STS", "Nuestro único socio de apuestas es
  // Codere": a bookmaker named as the league's partner.
  [
    "existing_betting_partners",
    /(?<![\p{L}])(?:współpracujemy z (?:jednym )?bukmacher\p{L}*:?|(?:nuestro|nuestra) (?:único |única )?(?:socio|patrocinador|partner) de apuestas es|(?:nosso|nossa) (?:único |única )?(?:parceiro|patrocinador) de apostas é|il nostro (?:unico )?partner (?:di|per le) scommesse è)\s+([^.;]+)/iu,
  ],
  // "Las apuestas: Codere es nuestro socio desde 2024": in a sentence of betting, the name that
  // is the league's partner.
  [
    "existing_betting_partners",
    /(?:apuestas|apostas|scommesse|[Ww]ett\p{L}*|paris sportifs)[^.]{0,40}?(\p{Lu}[\p{L}\d&'’-]*(?:\s+\p{Lu}[\p{L}\d&'’-]*){0,3})\s+(?:es|é|è|ist)\s+(?:nuestro|o nosso|nosso|il nostro|unser)\s+(?:único\s+|unico\s+|einziger\s+)?(?:socio|parceiro|partner|Partner)(?![\p{L}])/u,
  ],
  // "ApuestaPy sigue siendo nuestro socio de apuestas", "A Betano é o nosso parceiro oficial de
  // apostas": the name before the league's partner of betting.
  [
    "existing_betting_partners",
    /(?:(?<![\p{L}])(?:A|O|El|La)\s+)?(\p{Lu}[\p{L}\d&'’-]*(?:\s+\p{Lu}[\p{L}\d&'’-]*){0,3})\s+(?:es|sigue siendo|continúa siendo|é|segue sendo|continua a ser|continua sendo)\s+(?:nuestro|nuestra|o nosso|a nossa|nosso|nossa)\s+(?:único\s+|única\s+)?(?:socio|socia|patrocinador|parceiro|parceira|partner)\s+(?:oficial\s+)?de\s+(?:apuestas|apostas)(?![\p{L}])/u,
  ],
  // "TrackLink Wagering and Atlantic Lottery are our only two betting partners today."
  [
    "existing_betting_partners",
    /((?:\p{Lu}[\p{L}\d&.'’-]*\s+)+(?:(?:and|&)\s+(?:\p{Lu}[\p{L}\d&.'’-]*\s+)+)*)(?:are|is|remains?|has been|have been|became|is now)\s+(?:our|the league's)\s+(?:only\s+)?(?:\w+\s+)?(?:\([^()]{1,30}\)\s+)?(?:official\s+)?(?:betting|wagering|sportsbook)\s+partners?\b/u,
  ],
  // "Outdoor Channel airs a 30-minute Championship show", "Rogers tv shows the finals on
  // community cable", "WIN Network screens a half-hour highlights package": a broadcaster at a
  // sentence's head, then what it airs.
  [
    "broadcast_partners",
    /(?:^|[.;:]\s+|,\s+and\s+)((?:\p{Lu}[\p{L}\d&.'’+-]*)(?:\s+(?:\p{Lu}[\p{L}\d&.'’+-]*|tv|\d{1,3}|\([^()]{2,40}\)))*)\s+(?:airs|screens|shows|televises|broadcasts|carries)\s+(?:a|an|the|our|all|every|each|highlights|live|some|two|three|finals?)(?![\p{L}])/u,
  ],
  // "We have a broadcast deal with TVNZ", "Sky Sport NZ holds the TV rights": the broadcaster
  // of a deal or of the rights.
  [
    "broadcast_partners",
    /\b(?:broadcast|TV|television|media rights|TV rights)\s+(?:deal|agreement|contract|partnership)\s+with\s+((?:\p{Lu}[\p{L}\d&.'’+-]*\s?)+)|((?:\p{Lu}[\p{L}\d&.'’+-]*\s)+)(?:holds?|owns?|has)\s+the\s+(?:TV|television|broadcast|media)\s+rights\b/u,
  ],
  // "Our broadcast partners are RTÉ and TG4", "On television, our partners are Rede Sertaneja TV
  // (open TV) and Canal Campo".
  [
    "broadcast_partners",
    /\b(?:broadcast(?:ing)?|tv|television)\s+partners?\s+(?:is|are|include|includes)\s+([^.;]+)|\bon (?:tv|television),\s+(?:our\s+)?(?:partners?|broadcasters?)\s+(?:is|are)\s+([^.;]+)/i,
  ],
];

/**
 * Lists named the Hungarian, Slovak, Czech, Slovenian and Croatian way (see LIST_CUES), read
 * only from a sentence with one of their words.
 */
const CENTRAL_LISTS: [QuestionnaireField, RegExp][] = [
  // "Sledujeme góly, asistencie, trestné minúty a úspešnosť brankárov", "Beležimo čase spustov,
  // kazenske sekunde na vratih in uvrstitve ekip", "rögzítjük a találati pontokat, az
  // időeredményt és a lövésenkénti pontszámot": the statistics after the verb of recording.
  ["stats_tracked", CENTRAL_STATS],
  // "Zápasy vysiela RTVS", "Tekme prenaša RTV Slovenija": the broadcaster after its verb; "RTVS
  // vysiela naše zápasy", "Arena Sport prenosi sve utakmice": before it.
  [
    "broadcast_partners",
    // ("Česká televize", "Slovenská televízia": a broadcaster's name goes on in lower case.)
    /(?<![\p{L}])(?:vysiela|vysielajú|vysílá|vysílají|prenáša|prenášajú|prenáší|prenaša|prenašajo|predvaja|prenosi|emitira|prikazuje)\s+(?:(?:naše|naša|naše|všetky|všechny|vse|sve|v živo|naživo|živo|priamo|přímo)\s+)*(\p{Lu}[\p{L}\d&.'’+-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’+-]*|\d{1,3}|televize|televízia|televizija|televízió|rozhlas|rádió))*)/u,
  ],
  [
    "broadcast_partners",
    /(?:^|,\s*)(\p{Lu}[\p{L}\d&.'’+-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’+-]*|\d{1,3}))*)\s+(?:vysiela|vysílá|prenáša|prenáší|prenaša|predvaja|prenosi|emitira|közvetíti|mutatja be)\s+(?:naše|naša|všetky|všechny|vse|sve|naših|a|az|všetky)(?![\p{L}])/u,
  ],
  // "A mérkőzéseket az M4 Sport közvetíti": the broadcaster before its verb, after its article.
  [
    "broadcast_partners",
    /(?<![\p{L}])az?\s+(\p{Lu}[\p{L}\d&.'’+-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’+-]*|\d{1,3}))*)\s+(?:közvetíti|közvetítik|sugározza|sugározzák|mutatja be|mutatják be)(?![\p{L}])/u,
  ],
  // "Televízióban az M4 Sport mutatja be a döntőt": in Hungarian the broadcaster comes before
  // its verb.
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:[Tt]elevízióban|[Tt]évében|TV-ben)\s+(?:az?\s+)?(\p{Lu}[\p{L}\d&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’-]*|\d{1,3}))*)\s+(?:mutatja|mutat|közvetíti|közvetít|sugározza|adja)(?![\p{L}])/u,
  ],
  // "a többi fordulót mi magunk közvetítjük a YouTube-on és a Facebookon": the platforms of a
  // Hungarian sentence of streaming.
  [
    "streaming_platforms",
    /(?<![\p{L}])(?:közvetítjük|közvetítünk|streameljük|streamelünk|élőben adjuk)\s+(?:\p{L}+\s+){0,3}?(?:az?\s+)?((?:YouTube|Facebook|Twitch|Instagram|TikTok|Vimeo)[^.;]*)/u,
  ],
  [
    // "je naším partnerom stávková kancelária Niké", "naším partnerem je sázková kancelář
    // Tipsport": a bookmaker named in a sentence of partnership.
    "existing_betting_partners",
    /(?<![\p{L}])partner\p{L}*[^.]{0,40}?(?:stávkov\p{L}*|sázkov\p{L}*|kladionic\p{L}*|stavnic\p{L}*)\s+(?:kancelári\p{L}*|kancelář\p{L}*)?\s*(\p{Lu}[\p{L}\d&'’.-]*(?:\s+\p{Lu}[\p{L}\d&'’.-]*){0,3})/u,
  ],
];
const CENTRAL_LIST_HINT =
  /sledujeme|zaznamen|evidujeme|zapisujeme|beležimo|spremljamo|bilježimo|pratimo|rögzítjük|mérjük|nyilvántartjuk|vezetjük|vysiel|vysíl|prenáš|prenaš|predvaja|prenosi|emitira|prikazuje|közvetít|sugároz|mutat|adja|stávkov|sázkov|kladionic|stavnic/i;

/**
 * "Liczymy wybicia, złapane piłki i zdobyte punkty", "Počítáme mezičasy, ztráty a body", "We
 * registreren punten, missers en kaarten", "Registamos pontos, faltas e tempos": the statistics
 * after a verb of counting or recording, the last two joined by "i", "a", "en" or "e".
 */
const WEST_STATS =
  /(?<![\p{L}])(?:liczymy|notujemy|zapisujemy|zbieramy|mierzymy|odnotowujemy|počítáme|měříme|zapisujeme|we registreren|registreren we|we noteren|noteren we|we houden bij|contabilizamos|anotamos|registamos)\s*:?\s+([\p{L}'’/-]+(?:\s+[\p{L}'’/-]+){0,3}(?:,\s*[\p{L}'’/-]+(?:\s+[\p{L}'’/-]+){0,3}){0,10}\s+(?:i|oraz|a|en|e)\s+[\p{L}'’/-]+(?:\s+[\p{L}'’/-]+){0,3})(?=\s*[.;(]|$)/iu;

/**
 * "Mecze pokazuje TVP Sport", "Finały transmituje Polsat Sport": in Polish the broadcaster
 * follows its verb; "de finale is te zien op Sporza", "wordt uitgezonden door NOS": in Dutch
 * after the verb and its preposition.
 */
const WEST_BROADCAST =
  /(?<![\p{L}])(?:pokazuje|pokazują|transmituje|transmitują|nadaje|emituje|is te zien (?:op|bij)|zijn te zien (?:op|bij)|(?:wordt|worden) uitgezonden (?:door|op|bij))\s+(\p{Lu}[\p{L}\d&.'’+-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’+-]*|\d{1,3}))*)/u;

/** The platforms a league streams on, with a case ending or without ("na Facebooku"). */
const PLATFORM_WEST =
  /(YouTube|Facebook|Twitch|Instagram|TikTok|Vimeo|Kick)(?:-?\p{Ll}{1,3})?(?![\p{L}])/gu;
/**
 * "wel livestream op Facebook", "live te volgen op YouTube en Facebook", "Fazemos diretos no
 * Facebook", "streamujeme na YouTube", "Mecze można oglądać na YouTube", "worden gestreamd op
 * Twitch": the platforms after a word of streaming in Dutch,
 * Portuguese, Polish and Czech.
 */
const WEST_STREAMS = new RegExp(
  String
    .raw`(?<![\p{L}])(?:[Ll]ivestream\p{L}*|streamen|streamt|gestreamd|oglądać|obejrzeć|sledovat|vistos|assistir|live te volgen|te volgen|diretos|directos|em direto|ao vivo|transmitimos|streamujemy|streamujeme|vysíláme|přenášíme|diretta|dirette|prenašamo|prenašajo)\s+(?:[\p{L}\d]+\s+){0,4}?(?:op|via|no|na|pelo|pela|em|auf|su|sur|über)\s+((?:${PLATFORM_WEST.source})(?:\s*(?:,|en|e|i|a|oraz|und|et)\s+(?:(?:op|no|na|em|auf|su|sur)\s+)?(?:${PLATFORM_WEST.source}))*)`,
  "u",
);

/**
 * "По телевидению нас показывает «Матч! Страна»": the verb, then the name in quotes, read as
 * written (its marks are the name's).
 */
const QUOTED_BROADCASTER =
  /(?<![\p{L}])(?:показывает|показує|транслирует|транслює|излъчва|преноси|пренесува|difuzează)\s+(?:\p{Ll}+\s+){0,2}?[«„"]([^»“"]{2,40})[»“"]/u;

/**
 * Broadcasters and streaming platforms in Russian, Ukrainian, Bulgarian, Serbian, Macedonian,
 * Romanian, Turkish and Estonian sentences (scanned where EAST_HINT finds their letters).
 */
const EAST_LISTS: [QuestionnaireField, RegExp][] = [
  // "Arena Sport преноси …", "МРТ 2 го пренесува финалето", "БНТ 3 излъчва записи", "ERR Sport
  // näitab …", "TRT Spor her etkinliğin bir maçını canlı yayınlıyor": the broadcaster before its
  // verb; a name in capitals or Latin letters, not a word opening the sentence.
  [
    "broadcast_partners",
    /(?<![\p{L}])((?=\p{Lu}{2}|\p{Lu}[a-z])\p{Lu}[\p{L}\d&.'’!-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’!-]*|\d{1,3}))*)\s+(?:(?:го|ги|нас|нам|ни)\s+)?(?:\p{Ll}+\s+){0,5}?(?:näitab|преноси|пренесува|излъчва|показывает|показує|транслирует|транслює|yayınlıyor|yayınlar|difuzează|transmite)(?![\p{L}])/u,
  ],
  ["broadcast_partners", QUOTED_BROADCASTER],
  // "Трансляции идут на VK Видео и … в RuTube", "транслюємо на YouTube", "ги пренесуваме на
  // Twitch и YouTube", "вървят на живо в YouTube и във Facebook", "иду уживо на YouTube каналу",
  // "Transmitem pe Facebook Live și pe Twitch", "Otseülekanded: YouTube ja Jupiter".
  [
    "streaming_platforms",
    /(?<![\p{L}])(?:трансляци\p{L}*\s+(?:\p{Ll}+\s+)?(?:идут|ведутся|ведём|ведем|проводим|доступны)|транслю\p{L}*|стрим\p{L}*|пренесуваме|на живо|наживо|уживо|онлайн|transmit\p{L}*(?:\s+live)?|otseülekan\p{L}*)\s*:?\s+(?:на|в|във|у|pe|on)\s+((?=[^.;,–—]{0,60}\p{Lu})[^.;,–—]{2,80})|(?<![\p{L}])otseülekan\p{L}*\s*:\s*([^.;,–—]{2,80})/iu,
  ],
  // "65 000 — это средняя онлайн-аудитория одного тура (YouTube + Telegram)": the platforms in
  // brackets after the online audience.
  [
    "streaming_platforms",
    /(?<![\p{L}])[Оо]нлайн-?\s?[Аа]удитори\p{L}*[^.()]{0,40}\(((?=[^()]{0,60}\p{Lu})[^()]{2,60})\)/u,
  ],
  // "Bütün maçlar ayrıca YouTube'da yayında": Turkish names the platform with its ending.
  [
    "streaming_platforms",
    /(?<![\p{L}])(\p{Lu}[\p{L}\d]+)['’](?:da|de|ta|te)\s+(?:canlı\s+)?yayın\p{L}*/u,
  ],
];

/** No broadcaster, in these languages: "Nu avem televiziune", "жодного ТБ-партнера немає". */
const EAST_NONE: [QuestionnaireField, RegExp][] = [
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:nu avem (?:\p{L}+ )?televiziune|(?:жодного|никакого|нито един)\s+(?:ТБ|ТВ|телевізійного|телевизионного)[\p{L}-]*|(?:ТБ|ТВ)-партнер\p{L}*\s+(?:немає|нет|няма|немамо|немаме)|televizyon\p{L}*\s+(?:\p{L}+\s+)?yok|telekanal\p{L}*\s+(?:\p{L}+\s+)?pole)(?![\p{L}])/iu,
  ],
];

export function proseLists(lines: Line[]): Candidate[] {
  const out: Candidate[] = [];
  for (const { text, at, source } of sentencesOf(lines)) {
    const streamed = WEST_STREAMS.exec(text);
    if (streamed) {
      const value = [...streamed[1].matchAll(PLATFORM_WEST)].map((p) => p[1]).join("; ");
      // (The evidence up to the platforms: a sentence may run on over a quoted line's "> ".)
      const upTo = source.indexOf(streamed[0]);
      const shownAs = upTo >= 0 ? source.slice(0, upTo + streamed[0].length) : source;
      out.push({ label: "streaming platforms", value, via: "prose", at, source: shownAs });
    }
    // ("Im Fernsehen sind wir bei ORF Kärnten, … und Antenne Kärnten macht …": the names as
    // written, lower-case words and all: "ČT sport", "Český rozhlas Vysočina".)
    // (Where the broadcasters' subject is read already, as it was: "Der Regionalsender Tele M1
    // zeigt …", "Antenne Steiermark ist unser Radiopartner".)
    const media = mediaSubjects(text);
    if (media.length && !SUBJECT_BROADCASTERS.test(text)) {
      out.push({ label: "broadcast partners", value: media.join("; "), via: "prose", at, source });
    }
    const shown = WEST_BROADCAST.exec(text);
    if (shown) out.push({ label: "broadcast partners", value: shown[1], via: "prose", at, source });
    const counted = WEST_STATS.exec(text);
    if (counted) {
      const value = counted[1].split(/,\s*|\s+(?:i|oraz|a|en|e)\s+/).join("; ");
      out.push({ label: "stats tracked", value, via: "prose", at, source });
    }
    const cues = CENTRAL_LIST_HINT.test(text) ? [...CENTRAL_LISTS, ...LIST_CUES] : [...LIST_CUES];
    if (EAST_HINT.test(text)) cues.push(...EAST_LISTS);
    // (Every sentence: "Nu avem televiziune" has no letter of its own.)
    for (const [field, cue] of EAST_NONE) {
      if (cue.test(text)) {
        out.push({ label: field.replace(/_/g, " "), value: "none", via: "prose", at, source });
      }
    }
    for (const [field, cue] of cues) {
      const m = cue.exec(text);
      if (!m) continue;
      if (cue === CENTRAL_STATS) {
        const value = centralStats(m[1], m[2]);
        out.push({ label: "stats tracked", value, via: "prose", at, source });
        continue;
      }
      m[1] ??= m[2];
      // ("Tele Bärn zeigt von jedem Anlass einen Beitrag, und Radio BeO berichtet live vom
      // Finale": each clause its own broadcaster.)
      if (cue === SUBJECT_BROADCASTERS) {
        let rest = text.slice(m.index + m[0].length);
        for (let more = cue.exec(rest); more; more = cue.exec(rest)) {
          m[1] += `, ${more[1]}`;
          rest = rest.slice(more.index + more[0].length);
        }
      }
      if (cue === QUOTED_BROADCASTER) {
        out.push({ label: "broadcast partners", value: m[1], via: "prose", at, source });
        continue;
      }
      // Names in Chinese have no capitals: the list as written, "和" or "及" between its last
      // two ("佛山祖庙万福台广场和广州天河体育中心体育馆").
      if (/\p{Script=Han}/u.test(m[1]) && !/\p{Script=Latin}/u.test(m[1])) {
        const value = m[1].replace(
          /(?<=\p{Script=Han})(?:和|及|与|與|以及)(?=\p{Script=Han})/gu,
          "、",
        );
        out.push({ label: field.replace(/_/g, " "), value, via: "prose", at, source });
        continue;
      }
      // The names end where the sentence goes on about something else.
      // The names, where the sentence goes on about them ("SuperSport, whose agreement runs").
      // (Up to where the sentence turns: ", and every performance is streamed on …".)
      // (Statistics are words of the language, not names: read as a list as written.)
      const found = field === "stats_tracked"
        ? undefined
        // (Nor past "và", "och", "oraz" before a word in lower case: "VTV5 và phát trực tuyến
        // trên …" goes on about streaming.)
        : namesIn(
          `x ${
            // ("en YouTube y en Twitch", "auf X und auf Y": the preposition repeated.)
            m[1].replace(
              /\s(y|e|und|et|and|og|och|i|oraz)\s+(?:en|in|auf|bei|sur|su|on|em|no|na|op|på)\s+(?=\p{Lu})/gu,
              " $1 ",
            ).split(/,\s+(?:and|but|while|whereas|which)\s/)[0]
              // (Catalan "i" too: "per YouTube i el canal Esport3 emet …".)
              .split(
                /\s+(?:và|och|oraz|og|ir|ja|i|και(?!\s+(?:στο|στην|στον|στα|στις)\s))\s+(?=\p{Ll})/u,
              )[0]}`,
          true,
        );
      // ("Zápasy vysílá Česká televize": a broadcaster's name that goes on in lower case.)
      const tv = /\s(?:televize|televízia|televizija|televízió|rozhlas|rádió)$/u.test(m[1].trim());
      const names = tv ? m[1].trim() : found?.value.length ? found.value.join("; ") : m[1].split(
        /\s+(?:with|while|where|which|who|to|for|reaching|averaging|drawing|and (?:streamed|broadcast|shown))(?![\p{L}])|\s[-–—]\s/iu,
      )[0];
      // The league or its clubs showing their own games are no broadcaster ("The League
      // broadcasts all matches", "We air …"); statistics are no broadcaster either ("we record
      // the difficulty score, …").
      if (
        field !== "stats_tracked" &&
        /^(the|we|our|it|they|this|each|every|all)\b|\b(league|liga|ligue|lega|series|tour|federation|association|club|clubs)\b/i
          .test(names.trim())
      ) continue;
      // "a YouTube-on és a Facebookon", "na Twitchu": a platform's name without its case ending.
      const named = field === "streaming_platforms"
        ? names.replace(
          /(YouTube|Facebook|Twitch|Instagram|TikTok|Vimeo)-?\p{Ll}{1,4}(?![\p{L}])/gu,
          "$1",
        )
        : names;
      out.push({
        label: field.replace(/_/g, " "),
        value: named.replace(/^the\s+/i, ""),
        via: "prose",
        at,
        source,
      });
    }
  }
  return out;
}

/** A league's proper name: capitalised words ending in a word that names a league. */
const LEAGUE_NAME =
  // ("Dansk 3x3 Tour": a word of figures and letters inside the name.)
  /((?:[\p{Lu}][\p{L}'’&.-]{0,40}\s+|(?:of|the|de|del|la|le|di|i|and|&|for)\s+|(?<=\p{Lu}\p{L}*\s)\d+x\d+\s+){0,6}(?:League|Liga|Ligaen|Ligue|Series|Serien|Tour|Championships?|Association|Federation|Circuit|Circuito|Cup|Cupen|Conference|Premiership|Grand Prix|Pro|Trophy|Masters|Open|Union|LEAGUE|SERIES|TOUR|CHAMPIONSHIPS?|CIRCUIT|CUP|\p{Lu}[\p{L}-]{0,40}(?:liga|ligan|ligaen|ligue|league|lega|-Liga|-League|-Tour|-Cup|-Serie|-Trophy)))(?![\p{L}])/gu;
/** The months in German. */
const GERMAN_MONTHS =
  "Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember";

/** The months in Dutch. */
const DUTCH_MONTHS =
  "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december";

/** "Liga Charra Profesional", "Lega Nazionale Bocce Raffa": the league's word comes first. */
const LEAGUE_NAME_FIRST =
  // ("Inlinehockey-Liga Mittelland": a compound's head before the hyphen is the name's; "Coupe de
  // Luxembourg de Cyclo-cross", "COUPE DE …": French for a cup series; "Lliga de Galotxa de
  // l'Horta Sud": an elided article before a name.)
  /(?<![\p{L}-])((?:\p{Lu}\p{Ll}+(?:ska|ski|ská|ský)\s+|\p{Lu}\p{Ll}+-)?(?:Liga|Lega|Ligue|Lliga|Circuito|Campeonato|Copa|Taça|Coppa|Coupe|Torneo|Serie|LIGA|LEGA|LIGUE|LLIGA|COUPE|\p{Lu}\p{Ll}+(?:liga|lega)|\p{Lu}{2,}(?:LIGA|LEGA))(?:\s+(?:[\p{Lu}][\p{L}'’.-]*|(?:l|d|dell|nell)['’]\p{Lu}[\p{L}'’.-]*|de|del|da|do|dos|das|di|della|des|du|la|el|y|e|na)){1,6})(?![\p{L}])/gu;

/**
 * Names whose words after the first are in lower case ("Lietuvos galiūnų lyga", "Latvijas
 * spīdveja līga", "Eesti naistekandmise liiga"), and Greek ones with the league's word after an
 * adjective ("Ελληνική Λίγκα Μπάσκετ με Αμαξίδιο"): letters `\b` does not see.
 */
const LEAGUE_NAME_LOWER =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,2}\s+(?:lyga|līga|liiga))(?![\p{L}])|(?<![\p{L}])((?:\p{Lu}\p{Ll}+\s+){1,2}(?:Λίγκα|Λίγκας|Ένωση)(?:\s+(?:(?:με|του|της|των|και)\s+)?\p{Lu}\p{L}*){1,5})(?![\p{L}])/gu;
/**
 * The ends of a Nordic league's one-word name ("-ligaen", "-cupen", "-deildin", "-mótaröð",
 * "Isjaktserie", "Töltdeild", "Kickbike-sarja").
 */
export const NORDIC_LEAGUE_ENDING =
  "ligaen|ligan|cupen|serien|deildin|mótaröð|mótaröðin|röðin|røðin|bikarinn";
/** The same in their plain forms, a name only beside a place or joined by a hyphen. */
const NORDIC_SERIES = "serie|deild|sarja";
/** "Rulleskiligaen", "Floorballigaen": one word, the league's with its definite ending. */
const ONE_WORD_LEAGUE = new RegExp(`^\\p{Lu}\\p{Ll}{3,}(?:${NORDIC_LEAGUE_ENDING})$`, "u");
/**
 * A Nordic league named in one word and what follows it: the sport in lower case after "i"
 * ("Vestlandscupen i sommarskiskyting", "Meistaradeildin í glímu") or a place in the genitive
 * ("Skeiðmótaröð Suðurlands"), or the word alone ("Kappróðrarrøðin"); a place in the genitive
 * may come first ("Nylands Isjaktserie", "Järvi-Suomen Kickbike-sarja").
 */
const NORDIC_LEAGUE = new RegExp(
  String
    .raw`(?<![\p{L}-])(\p{Lu}\p{Ll}{3,}(?:${NORDIC_LEAGUE_ENDING})(?:\s+(?:i|í)\s+\p{Ll}{3,}|\s+\p{Lu}\p{Ll}{3,}s)?|\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:n|s)\s+\p{Lu}\p{Ll}{3,}-?(?:${NORDIC_SERIES})|\p{Lu}\p{Ll}{3,}-?(?:${NORDIC_SERIES})\s+\p{Lu}\p{Ll}{3,}s|\p{Lu}\p{Ll}{3,}-(?:${NORDIC_SERIES}))(?![\p{L}])`,
  "gu",
);
/**
 * A league whose word ends a compound, after a region or an adjective: "Pirkanmaan
 * Keilailuliiga", "Itä-Suomen Kaukalopallosarja", "Järvi-Suomen Kirkkovenecup", "Noordelijke
 * Kaatscompetitie", "Hallingdal Trugecup".
 */
const COMPOUND_LEAGUE =
  /(?<![\p{L}])((?:\p{Lu}[\p{L}'’-]+\s+){1,2}\p{Lu}\p{Ll}{3,}(?:liiga|sarja|cup|competitie|kompetisjon))(?![\p{L}])/gu;
/**
 * A league named in Chinese ("臺灣慢壘聯盟", "岭南高桩醒狮联赛": a name of Han characters ending
 * in league), Korean ("한국택견리그") or Thai ("ลีกว่าวไทยจุฬา-ปักเป้า", league first, the name
 * a whole word of its own).
 */
const OWN_SCRIPT_LEAGUE =
  /(?<![\p{Script=Han}])([\p{Script=Han}]{2,12}(?:联赛|聯賽|联盟|聯盟))|(?<![\p{Script=Hangul}])([\p{Script=Hangul}]{2,12}리그)(?![\p{Script=Hangul}])|(?<!\S)(ลีก[\p{Script=Thai}-]{3,30})(?!\S)/gu;
const OWN_SCRIPT = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Thai}]/u;
const OWN_SCRIPT_LETTERS = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Thai}]/gu;

/**
 * "Stredoslovenská hokejbalová liga", "Slovenska rafting liga", "Česká nohejbalová superliga":
 * Slovak, Czech, Slovenian and Croatian capitalise only a name's first word, an adjective,
 * before "liga".
 */
const LEAGUE_NAME_ADJECTIVE =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+(?:[sš]k[áaýyéeio]|[cč]k[áaýyéeio]|n[áaíi]|na|ní)\s+(?:\p{Ll}[\p{Ll}-]+\s+){0,2}(?:(?:super|extra|prva|druga)?liga|pohár\s+v\s+\p{Ll}+)|(?:Ligue|Lega|Liga)\s+\p{Ll}{4,}\s+(?:de|di|du|del|della|des)\s+\p{Ll}[\p{Ll}-]+)(?![\p{L}])/gu;

/**
 * Russian, Ukrainian, Bulgarian and Macedonian names, an adjective (not in its definite form,
 * "Македонската") and the league's word, with the sport after it in the genitive or after
 * "по": "Российская городошная лига", "Українська ліга ракетлону", "Българска лига по
 * шахбокс", "Македонска билијардска лига"; Turkish and Estonian ones, capitalised, ending in
 * "Ligi" or a series ("Anadolu Cirit Ligi", "Eesti Kiikingi Karikasari"); not the Polish
 * genitive ("prezes Mazowieckiej Ligi Palanta").
 */
const LEAGUE_NAME_EAST =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+(?:ская|ська|ска|ски|ский|ський)\s+(?:\p{Ll}+\s+){0,2}?(?:лига|ліга|суперлига|суперліга)(?:\s+по\s+\p{Ll}+|\s+\p{Ll}+(?:у|ю))?)(?![\p{L}])|(?<![\p{L}])((?:\p{Lu}\p{Ll}+(?<!ej)\s+){1,3}(?:Ligi|\p{Lu}\p{Ll}*sari))(?![\p{L}])(?!\s+\p{Lu})/gu;

/** Words that end a run of capitals before the name: a person's title, a role, a document. */
const NOT_A_NAME =
  /^(.*\b(questionnaire|partnership|partnerships|sportsbook|response|form|betting|template|integrity|head|director|manager|office|officer|chief|secretary|president|coordinator|secretaris|secretario|secretaria|secretària|secretária|secrétaire|sekretär|sekretær|segretario|presidente|président|präsident|voorzitter|tesorero|penningmeester|dear|re|subject|to|from|steckbrief|fragebogen|betreff|aw|wg|profil|profile)\b\s*)/i;

const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, a, b) => a + b.toUpperCase())
      .replace(
        /(?<![\p{L}])(Of|The|And|For|De|Del|La|I|Di|Da|Do|Dos|Das|Della|Du|Des|Y)(?![\p{L}])/gu,
        (w) => w.toLowerCase(),
      ).replace(
        /^./,
        (c) => c.toUpperCase(),
      )
    : text;

export function leagueNameFrom(lines: Line[]): { value: string; at: Line } | null {
  const namesIn = (units: { text: string; at: Line }[], lower = false) => {
    const counts = new Map<string, { n: number; at: Line }>();
    for (const { text, at } of units) {
      // ("Community League Partnership Form": the asker's form's title names no league.)
      if (isFormHead(text)) continue;
      for (const part of text.split(/\s[·•|–—-]\s|[,;:()]|\.\s/)) {
        const found: string[] = [];
        const native = new Set<string>();
        // "modelled on the Indian Premier League", "Unlike the Premier Padel Tour": another
        // league, named to compare.
        const compared = (m: RegExpExecArray) =>
          /(?<![\p{L}])(?:modell?ed on|based on|inspired by|like|unlike|similar to|such as|compared (?:to|with)|than|as the|rather than|versus|vs\.?|rivals?|competitors?)\s+(?:the\s+)?$/iu
            .test(part.slice(0, m.index));
        LEAGUE_NAME.lastIndex = 0;
        for (let m; (m = LEAGUE_NAME.exec(part));) if (!compared(m)) found.push(m[1]);
        LEAGUE_NAME_FIRST.lastIndex = 0;
        for (let m; (m = LEAGUE_NAME_FIRST.exec(part));) if (!compared(m)) found.push(m[1]);
        LEAGUE_NAME_LOWER.lastIndex = 0;
        // (Only when no name is written the usual way: "Hellenic Fencing Pro League" in an
        // English letter under a Greek letterhead.)
        for (let m; lower && (m = LEAGUE_NAME_LOWER.exec(part));) {
          if (!compared(m)) found.push(m[1] ?? m[2]);
        }
        OWN_SCRIPT_LEAGUE.lastIndex = 0;
        for (let m; (m = OWN_SCRIPT_LEAGUE.exec(part));) native.add(m[1] ?? m[2] ?? m[3]);
        found.push(...native);
        NORDIC_LEAGUE.lastIndex = 0;
        for (let m; (m = NORDIC_LEAGUE.exec(part));) if (!compared(m)) found.push(m[1]);
        LEAGUE_NAME_ADJECTIVE.lastIndex = 0;
        for (let m; (m = LEAGUE_NAME_ADJECTIVE.exec(part));) if (!compared(m)) found.push(m[1]);
        COMPOUND_LEAGUE.lastIndex = 0;
        for (let m; (m = COMPOUND_LEAGUE.exec(part));) if (!compared(m)) found.push(m[1]);
        LEAGUE_NAME_EAST.lastIndex = 0;
        for (let m; (m = LEAGUE_NAME_EAST.exec(part));) if (!compared(m)) found.push(m[1] ?? m[2]);
        for (const raw of found) {
          const name = native.has(raw) ? raw : titleCase(
            // ("Unsere Liga besteht aus …": a possessive names no league.)
            raw.replace(NOT_A_NAME, "").replace(
              /^(the|of|and|for|i|la|el|il|le|a|o|die|der|das|den|het|de|unsere|unser|our|nostra|nuestra|notre)\s+/i,
              "",
            )
              .replace(/\s+(de|del|da|do|dos|das|di|della|des|du|la|el|y|e)$/i, "").trim(),
          );
          if (
            ((name.split(/\s+/).length < 2 && !ONE_WORD_LEAGUE.test(name)) ||
              !/^\p{Lu}/u.test(name)) &&
            !native.has(name)
          ) continue;
          const seen = counts.get(name);
          counts.set(name, { n: (seen?.n ?? 0) + 1, at: seen?.at ?? at });
        }
      }
    }
    return counts;
  };
  // Line by line first; paragraphs (a name wrapped over two lines) only when no line names one.
  const head = lines.slice(0, 400);
  let counts = namesIn(head.filter((l) => l.text.trim()).map((l) => ({ text: l.text, at: l })));
  if (!counts.size) counts = namesIn(paragraphs(head));
  if (!counts.size) {
    counts = namesIn(head.filter((l) => l.text.trim()).map((l) => ({ text: l.text, at: l })), true);
  }
  // (In a document written in Chinese, Korean or Thai, the name as written there first:
  // "臺灣慢壘聯盟 Taiwan Slow-Pitch League"; in one written in English, the English name.)
  const written = head.map((l) => l.text).join(" ");
  const inOwn = (written.match(OWN_SCRIPT_LETTERS)?.length ?? 0) >
    (written.match(/\p{Script=Latin}/gu)?.length ?? 0) / 3;
  const own = (name: string) => OWN_SCRIPT.test(name) === inOwn ? 0 : 1;
  // (A cup the document names three times or more, beside a league it names once, is the league
  // itself: "Kärntner Bergzeitfahr-Cup" in its sentences and signature, "Rennserien" once.)
  const leagues = [...counts.entries()].filter(([name]) => suffixRank(name) === 0);
  const once = leagues.every(([, { n }]) => n === 1);
  const rank = (name: string, n: number) =>
    suffixRank(name) === 1 && n >= 3 && once ? 0 : suffixRank(name);
  const best =
    [...counts.entries()].sort(([a, x], [b, y]) =>
      rank(a, x.n) - rank(b, y.n) || own(a) - own(b) || y.n - x.n || b.length - a.length
    )[0];
  return best ? { value: best[0], at: best[1].at } : null;
}

/** A league before a federation or an association (the governing body is not the league). */
const suffixRank = (name: string) =>
  /\b(federation|association|union|conference)$/i.test(name)
    ? 2
    // A cup, a trophy or a final is a competition the league may hold, not the league itself
    // ("… the Glen Cup, a straight knock-out"), unless no league is named.
    // (So is one named in a Romance language first: "Coppa Alto Adige", "Copa del Sur".)
    : /\b(cup|trophy|open|masters|final|finals)$|^(?:coppa|copa|coupe|taça|pokal)\b/i.test(name)
    ? 1
    : 0;

/** Sports as leagues name them, longest first so "beach volleyball" beats "volleyball". */
export const SPORT_NAMES = [
  "sprint kayak",
  "kayak",
  "canoe slalom",
  "slalom canoe",
  "canoe",
  "dragon boat",
  "rowing",
  "padel",
  "pickleball",
  "disc golf",
  "bull riding",
  "rodeo",
  "drone racing",
  "arm wrestling",
  "axe throwing",
  "cornhole",
  "sumo",
  "kabaddi",
  "hurling",
  "camogie",
  "bandy",
  "floorball",
  "korfball",
  "sepak takraw",
  "netball",
  "teqball",
  "roller derby",
  "slamball",
  "powerboat racing",
  "motoball",
  "ice speedway",
  "speedway",
  "sled dog racing",
  "jai alai",
  "box lacrosse",
  "lacrosse",
  "surfing",
  "skateboarding",
  "bmx",
  "mixed martial arts",
  "mma",
  "bare-knuckle boxing",
  "bare knuckle boxing",
  "muay thai",
  "kickboxing",
  "boxing",
  "darts",
  "snooker",
  "table tennis",
  "squash",
  "beach volleyball",
  "volleyball",
  "water polo",
  "criterium",
  "cycling",
  "trail running",
  "ultimate frisbee",
  "footvolley",
  "gaelic football",
  "australian rules football",
  "aussie rules",
  "camel racing",
  "harness racing",
  "horse racing",
  "greyhound racing",
  "sim racing",
  "esports",
  "mountain biking",
  "motocross",
  "supercross",
  "rallycross",
  "drifting",
  "drag racing",
  "karting",
  "kart racing",
  "sailing",
  "wrestling",
  "judo",
  "fencing",
  "bowling",
  "tenpin bowling",
  "lawn bowls",
  "curling",
  "handball",
  "futsal",
  "arena football",
  "indoor soccer",
  "softball",
  "cricket",
  "rugby sevens",
  "rugby league",
  "rugby union",
  "rugby",
  "field hockey",
  "roller hockey",
  "ice hockey",
  "inline hockey",
  "polo",
  "obstacle racing",
  "triathlon",
  "climbing",
  "bouldering",
  "parkour",
  "strongman",
  "powerlifting",
  "weightlifting",
  "chess boxing",
  "wakeboarding",
  "kitesurfing",
  "windsurfing",
  "snowboarding",
  "freestyle skiing",
  "ski jumping",
  "biathlon",
  "luge",
  "bobsleigh",
  "skeleton",
  "shinty",
  "pesäpallo",
  "pesapallo",
  "buzkashi",
  "kho kho",
  "jiu-jitsu",
  "taekwondo",
  "karate",
  "savate",
  "lethwei",
  "slap fighting",
  "pillow fighting",
  "paddle tennis",
  "platform tennis",
  "racquetball",
  "badminton",
  "beach soccer",
  "beach handball",
  "fistball",
  "faustball",
  "armwrestling",
  "underwater hockey",
  "canoe polo",
  "quadball",
  "dodgeball",
  "kickball",
  "spikeball",
  "roundnet",
  "pétanque",
  "petanque",
  "boules",
  "croquet",
  "equestrian",
  "show jumping",
  "barrel racing",
  "team roping",
  // As their own languages name them.
  "kubb",
  "nohejbal",
  "peteca",
  "đá cầu",
  "gateball",
  "wspinaczka na czas",
  "speed climbing",
  "eisstockschießen",
  "eisstocksport",
  "ice stock sport",
  "mölkky",
  "joutes nautiques",
  "joute nautique",
  "water jousting",
  "fierljeppen",
  "calcio storico",
  "remo de traineras",
  "traineras",
  "hornussen",
  "hockey patín",
  "hockey sobre patines",
  "tchoukball",
  "canicross",
  "lumberjack sports",
  "tømmersport",
  // The world's other sports, in English and as their own languages name them.
  "baseball",
  "basketball",
  "wheelchair basketball",
  "wheelchair rugby",
  "american football",
  "flag football",
  "ringette",
  "broomball",
  "ball hockey",
  "street hockey",
  "hokejbal",
  "unihockey",
  "goalball",
  "sitting volleyball",
  "jokgu",
  "footgolf",
  "kin-ball",
  "kinball",
  "ultimate",
  "rounders",
  "stoolball",
  "tape-ball cricket",
  "slow-pitch softball",
  "fastpitch softball",
  "oină",
  "oina",
  "lapta",
  "brännboll",
  "throwball",
  "tug of war",
  "atya patya",
  "gilli danda",
  "mallakhamb",
  "kalaripayattu",
  "silambam",
  "arnis",
  "eskrima",
  "pencak silat",
  "sambo",
  "ssireum",
  "schwingen",
  "glima",
  "kurash",
  "oil wrestling",
  "yağlı güreş",
  "lucha libre",
  "lucha canaria",
  "kokpar",
  "kok-boru",
  "pato",
  "horseball",
  "polocrosse",
  "tent pegging",
  "horseback archery",
  "mounted archery",
  "archery",
  "charrería",
  "charreria",
  "steer wrestling",
  "coleo",
  "jineteada",
  "trotting",
  "mushing",
  "skijoring",
  "bikejoring",
  "dog agility",
  "flyball",
  "pigeon racing",
  "open water swimming",
  "underwater rugby",
  "kayak polo",
  "outrigger canoeing",
  "gig racing",
  "stand-up paddle",
  "surf lifesaving",
  "bodyboarding",
  "water skiing",
  "hydrofoil racing",
  "skiff racing",
  "bass fishing",
  "sport fishing",
  "rafting",
  "whitewater rafting",
  "log rolling",
  "birling",
  "speed skating",
  "marathon skating",
  "short track",
  "figure skating",
  "ski mountaineering",
  "skimo",
  "cross-country skiing",
  "roller skiing",
  "alpine skiing",
  "ski cross",
  "snowboard cross",
  "ice racing",
  "grasstrack",
  "longtrack",
  "sidecar racing",
  "motorcycle trials",
  "enduro",
  "hill climb",
  "rallying",
  "truck racing",
  "stock car racing",
  "demolition derby",
  "autocross",
  "autograss",
  "cycle-ball",
  "cycleball",
  "radball",
  "cyclo-cross",
  "cyclocross",
  "track cycling",
  "road cycling",
  "keirin",
  "sanda",
  "wushu",
  "kendo",
  "grappling",
  "athletics",
  "track and field",
  "mountain running",
  "fell running",
  "skyrunning",
  "ultrarunning",
  "orienteering",
  "race walking",
  "duathlon",
  "aquathlon",
  "swimrun",
  "highland games",
  "caber toss",
  "stone lifting",
  "crossfit",
  "fitness racing",
  "hyrox",
  "calisthenics",
  "street workout",
  "pole sports",
  "gymnastics",
  "cheerleading",
  "trampoline",
  "tennis",
  "beach tennis",
  "pelota",
  "pelota vasca",
  "basque pelota",
  "frontenis",
  "fronton",
  "real tennis",
  "soft tennis",
  "speedminton",
  "crossminton",
  "sport shooting",
  "clay shooting",
  "knife throwing",
  "tenpin",
  "candlepin",
  "duckpin",
  "kegeln",
  "sportkegeln",
  "nine-pin bowling",
  "bowls",
  "road bowling",
  "bocce",
  "boccia",
  "raffa",
  "bitlles",
  "horseshoes",
  "golf",
  "minigolf",
  "mini golf",
  "pool billiards",
  "billiards",
  "carom",
  "jukskei",
  "tejo",
  "bossaball",
  "chinlone",
  "jianzi",
  "sepak raga",
  "footbag",
  "foot tennis",
  "kite fighting",
  "gasing",
  "top spinning",
  "lion dance",
  "wife carrying",
  "swamp soccer",
  "roller skating",
  "inline skating",
  "skateboard",
  "scootering",
  "freerunning",
  "paintball",
  "airsoft",
  "laser tag",
  "taekkyeon",
  "mallakhamba",
  "streetball",
  "3x3 basketball",
  "fútbol sala",
  "futbol sala",
  "baloncesto",
  "balonmano",
  "voleibol",
  "béisbol",
  "frontón",
  "tenis de mesa",
  "pallavolo",
  "pallacanestro",
  "pallamano",
  "pallapugno",
  "tamburello",
  "handbal",
  "korfbal",
  "Tischfussball",
  "Tischfußball",
  "piłka ręczna",
  "siatkówka",
  "koszykówka",
  "żużel",
  "házená",
  "florbal",
  "kézilabda",
  "vízilabda",
  "jääpallo",
  "salibandy",
  "håndbold",
  "bordtennis",
  "hokej na trawie",
  "ringo",
  "μπάσκετ με αμαξίδιο",
  "galiūnų sportas",
  "rulleski",
  // German compounds and the Alpine and Catalan games ("Inlinehockey-Liga", "Tischfußball
  // Bundesliga", "Rennserie im Skibergsteigen", "Les bitlles catalanes es juguen …").
  "inlinehockey",
  "skibergsteigen",
  "skialpinismus",
  "bitlles catalanes",
  "swiss wrestling",
  "lovasíjászat",
];
const SPORT_RE = new RegExp(
  // (Not inside a word, in any script: "đá cầu".)
  `(?<![\\p{L}\\d_])(${
    [...SPORT_NAMES].sort((a, b) => b.length - a.length).map((s) => s.replace(/[-]/g, "[- ]")).join(
      "|",
    )
  })(?![\\p{L}\\d_])`,
  "iu",
);

/** An e-mail or web address: its words name a domain, not what the league plays. */
export const ADDRESS =
  /\S{0,80}@\S{0,80}|\b(?:https?:\/\/|www\.)\S{0,80}|\b[\w-]{1,63}\.(?:example|com|org|net|co|[a-z]{2})\b\S{0,80}/gi;

/** The first sport of the lexicon the text names (not inside an address). */
export function sportIn(text: string): string | undefined {
  return SPORT_RE.exec(text.replace(ADDRESS, " "))?.[1];
}

/** Every sport of the lexicon the text names, with where (not inside an address). */
export function sportsIn(text: string): { sport: string; at: number }[] {
  const all = new RegExp(SPORT_RE.source, "giu");
  return [...text.replace(ADDRESS, (m) => " ".repeat(m.length)).matchAll(all)].map((m) => ({
    sport: m[1],
    at: m.index!,
  }));
}

/**
 * Facts that sentences state in a few common ways, each read from the words after its cue
 * ("our season starts in May", "based in Bergen, Norway", "scored by a panel of five judges",
 * "results going back to 2012", "betting on it is permitted in South Africa").
 */
const NAMES = String
  .raw`((?:\p{Lu}[\p{L}'’.-]*(?:\s+(?:St\.|(?:de|da|do|del|la|le|of|for|St|upon|am|an|i)\b))?[\s,]*(?:(?:and|och|oraz|và|og|ir|και|und|y(?:\s+en)?(?:\s+(?:la|el))?)\s+)?)+)`;
/**
 * A place, or an address with numbers anywhere in it ("88/12 Ratchadamnoen Klang Road, …",
 * "House 14, Road 3, Nasirabad Housing Society, Chattogram 4203", "Sherwood Bowl, 1240 Upper
 * Wentworth St, Hamilton, ON"): capitalised words and numbers, not a year after a comma.
 */
const NUMBERED_PLACE = String
  .raw`((?:(?:No\.?\s*|(?:Unit|Suite|Room|Flat|Office|Apt\.?)\s+)?\d[\d/-]*[A-Za-z]?,?\s+)?\p{Lu}[\p{L}'’.-]*(?:(?:\s+|,\s*)(?:(?:de|da|do|del|la|le|of|for|upon|i|and|och|og|und)\s+)?(?:\p{Lu}[\p{L}'’.-]*|(?!(?:19|20)\d\d(?!\d))\d[\d/-]*[A-Za-z]?(?![\p{L}\d])))*)`;
/** Venues named in a sentence, joined by commas or "and" in the corpus's languages, with their
 * articles ("die Faustballarena Freistadt, das Sportzentrum Grieskirchen und die …"). */
const VENUE_NAMES = String
  .raw`((?:\p{Lu}[\p{L}'’.-]*(?:\s*\([^()]{1,60}\))?(?:\s+(?:St\.|(?:de|da|do|del|la|le|of|St|upon|am|an|i|w)\b))?(?:\s+(?:de|da|do|del|di)\s+)?[\s,]*(?:(?:and|und|y|e|et|en|og|och|oraz|i)\s+)?(?:(?:en|im|em|in|at|nella|nello|nel|del|della|dello|allo|alla|al)\s+)?(?:(?:the|die|das|der|den|el|la|los|las|le|les|il|lo|o|a|os|as)\s+)?)+)`;
/** A feed's format as written: "JSON over WebSocket", "XML push", "JSON melalui WebSocket". */
export const FEED_FORMAT =
  // ("JSON über eine REST-API", "als XML-Feed": German's article, and its compound.)
  /\b((?:JSON|XML|CSV|Protobuf)(?:\s+(?:over|via|through|vía|melalui|par|über|com|con|per|przez|přes|över)\s+(?:our\s+|a\s+|secure\s+|eine\s+|einen\s+|ein\s+)?(?:WebSocket|REST(?:[- ]?(?:API|Schnittstelle))?|Schnittstelle|MQTT|API|gRPC|SFTP|HTTPS?)|[\s-]+[Pp]ush|\s+(?:REST(?:[- ]?API)?|WebSocket|API|feed)|-Feed|-Schnittstelle|-API)\b)/;

/**
 * "Every bout is officiated by one referee and two judges at ringside, who …", "Racing run by a
 * clerk of course, four flag marshals and two lap scorers": by whom.
 */
export const OFFICIATED_BY =
  /(?<![\p{L}])(?:scoring is done|scored|judged|officiated|refereed|adjudicated|controlled|overseen|supervised|matches are run|bouts are run|races are run|racing (?:is )?run|games are run|arbitrate|arbitrați|sędziowane|řízeny|controllate|controllati|arbitrate|arbitrati|dirette|dirette)\s+(?:by|de|przez|dai|dagli|dal|dalla|da)\s+([^.;]{4,160}?)(?=\s+(?:appointed|who|which|from|under|certified|trained|licensed)(?![\p{L}])|,\s+(?:and|but|while|whereas|which|who)\s|,\s+(?:all|every|each)(?![\p{L}])|[.;]|$)/iu;

/**
 * "Domáce zápasy sa hrajú na troch miestach: Hokejbalový štadión Podlavice, Aréna Zvolen-Môťová
 * a ihrisko ZŠ Brezno-Mazorníkovo": the places after a colon in a Slovak, Czech, Slovenian,
 * Croatian or Hungarian sentence about where the league plays.
 */
const CENTRAL_VENUES =
  /(?<![\p{L}])(?:miest\p{L}*|štadión\p{L}*|ihrisk\p{L}*|helyszín\p{L}*|pály\p{L}*|prizorišč\p{L}*|lokacij\p{L}*|stadion\p{L}*|hal\p{L}*|dvoran\p{L}*|terén\p{L}*)\s*:\s*([^.;:]{4,300})/iu;

const SENTENCE_FACTS: [QuestionnaireField, RegExp][] = [
  // Chinese, Korean and Thai: "赛季于每年9月开幕", "每年3月開打", "5월 개막", "개막은 예년처럼
  // 5월이고", "ฤดูกาลเริ่มต้นในเดือนกุมภาพันธ์", "ฤดูกาล 2026 เริ่มแข่งสนามแรกวันที่ 21 กุมภาพันธ์".
  [
    "season_start_month",
    /(?:每年|赛季|賽季|球季|本季)[^。,;]{0,12}?((?:1[0-2]|[1-9])月|十[一二]?月|[一二三四五六七八九]月)(?:[上中下]旬)?\s*(?:开幕|開幕|开始|開始|开打|開打|开赛|開賽|揭幕|起跑)/u,
  ],
  [
    "season_start_month",
    /(?<![\d.,])((?:1[0-2]|[1-9])월)\s*(?:개막|시작|에 개막|에 시작)|(?:개막|시작)(?:은|는)[^.]{0,12}?((?:1[0-2]|[1-9])월)/u,
  ],
  [
    "season_start_month",
    /ฤดูกาล[^.]{0,30}?เริ่ม[^.]{0,40}?((?:มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม))/u,
  ],
  // "赛事在中国大陆、香港、澳门、马来西亚、新加坡均有稳定观众": the places a league is watched,
  // in Chinese.
  [
    "markets",
    /在\s*([^。，,;在、]{2,20}(?:、[^。，,;、]{2,20}){1,12})\s*(?:均|都|皆)有(?:稳定|穩定|大量|固定)?(?:的)?(?:观众|觀眾|观看|觀看|粉丝|粉絲|市场|市場|转播|轉播)/u,
  ],
  // "联赛总部设在广东省佛山市禅城区祖庙路28号": the office, in Chinese.
  ["headquarters", /(?:总部|總部|办公室|辦公室)(?:设在|設在|设于|設於|位于|位於)\s*([^。;,，]+)/u],
  // "联赛没有任何博彩合作方", "현재 어떤 베팅 회사와도 계약이 없습니다", "เรื่องการพนัน
  // ลีกไม่มีพันธมิตรด้านนี้": no betting partner.
  [
    "existing_betting_partners",
    /((?:没有|沒有|并无|並無)(?:任何)?[^。,;]{0,6}(?:博彩|投注|运彩|運彩)[^。,;]{0,4}(?:合作|伙伴|夥伴))|(베팅[^.]{0,20}(?:계약이|파트너(?:가|는)?)\s*없)|(การพนัน[^.]{0,30}ไม่มีพันธมิตร)/u,
  ],
  // "赛季为期约8个月", "历时10周", "약 6개월간 진행", "แข่งขันต่อเนื่องประมาณ 3 เดือน".
  [
    "season_length_weeks",
    /(?:为期|為期|历时|歷時|持续|持續)\s*(?:约|約|大约|大約)?\s*(\d+(?:\.\d+)?\s*(?:个月|個月|周|週|星期))/u,
  ],
  ["season_length_weeks", /(\d+(?:\.\d+)?\s*(?:개월|주))(?:간|동안)?\s*(?:진행|열립|치러)/u],
  [
    "season_length_weeks",
    /(?:ต่อเนื่อง|ระยะเวลา|นาน|ยาว)\s*(?:ประมาณ|ราว)?\s*(\d+(?:\.\d+)?\s*(?:เดือน|สัปดาห์))/u,
  ],
  // "自2015年起保存完整评分记录", "2015年以来的完整评分记录", "2014년 시즌부터 전 경기 기록을
  // 보관", "เก็บผลการแข่งขันทุกคู่ตั้งแต่ปี ค.ศ. 2017".
  [
    "historical_data_years",
    /(?:自|从|從)\s*((?:19|20)\d\d)\s*年[^。,;]{0,8}?起[^。;]{0,12}?(?:保存|保留|存档|存檔|记录|記錄|紀錄|纪录)|((?:19|20)\d\d)\s*年(?:以来|以來)的?[^。;]{0,12}?(?:记录|記錄|紀錄|纪录|数据|數據|资料|資料)/u,
  ],
  [
    "historical_data_years",
    /((?:19|20)\d\d)\s*년\s*(?:시즌\s*)?부터[^.]{0,30}?(?:기록|데이터)[^.]{0,20}?(?:보관|보유|저장|남아)/u,
  ],
  [
    "historical_data_years",
    /(?:เก็บ|บันทึก)[^.]{0,40}?ตั้งแต่\s*(?:ปี\s*)?(?:ค\.ศ\.\s*)?((?:19|20)\d\d)/u,
  ],
  [
    "season_start_month",
    // ("The season starts in the first week of June", "The season commences in August", "We
    // start in April and finish in September", "Season starts in 2nd week of January".)
    /\b(?:season|tour|circuit|series|calendar|we|it) (?:still |usually |normally |typically |always )?(?:starts|begins|opens|commences|kicks off|tips off|gets under way|runs from|starts each year|start|begin|kick off)\s+(?:in|from|on|each|every)?\s*(?:(?:the )?(?:first|second|third|last|\d(?:st|nd|rd|th)) (?:week|weekend|days?) (?:of|in)\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\.?\s+)?(?:early |mid-|late )?(\p{L}+)/iu,
  ],
  [
    // "Sesongen startar i mars", "Sæsonen starter sidst i april", "La temporada empieza en
    // abril", "Arrancamos en marzo", "Começa em novembro", "Die seisoen begin in Oktober": the
    // start, in the Nordic, Iberian, Dutch and Afrikaans languages (a word that is no month gives
    // none).
    "season_start_month",
    /(?<![\p{L}])(?:(?:sesongen|säsongen|sæsonen|la temporada|a temporada|temporada|die seisoen|het seizoen)\s+(?:\p{L}+\s+)?(?:startar|starter|begynner|begynder|börjar|empieza|comienza|arranca|inicia|começa|começam|iniciase|se inicia|begin|begint|start)|arrancamos|empezamos|comenzamos|iniciamos|começamos|começa)\s+(?:\p{L}+\s+){0,2}?(?:i|en|em|no|na|in)\s+(?:\p{L}+\s+)??(\p{L}+)/iu,
  ],
  [
    // "Season runs April–September", "Our season is from mid-May to the end of August", "We
    // play from September through May": a span's first month.
    "season_start_month",
    /\b(?:season|we play|we race|we compete)\b(?:\s+(?:is|runs|goes|lasts))?\s+(?:from\s+)?(?:early |mid-|late |the (?:start|beginning|middle|end) of )?(January|February|March|April|May|June|July|August|September|October|November|December)\s*(?:[-–—]|to|until|through|till)\s*(?:early |mid-|late |the (?:start|beginning|middle|end) of )?(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/i,
  ],
  // "The Tour runs for six months, opening in April": the season's first month.
  [
    "season_start_month",
    /\b(?:season|tour|circuit|series|calendar)\b[^.]{0,60}?\b(?:opening|starting|beginning|kicking off|getting under way)\s+(?:in|each|every)\s+(?:early |mid-|late )?(January|February|March|April|May|June|July|August|September|October|November|December)\b/i,
  ],
  // "+12,5 % de licenciés sur un an", "+8% year on year": a rise over a year is the growth.
  [
    "growth_rate_percent",
    /(?<![\d\p{L}])\+\s?(\d{1,3}(?:[.,]\d{1,2})?\s?%)[^.;%]{0,40}?(?<![\p{L}])(?:sur un an|en un an|par an|per year|a year|year[- ]on[- ]year|yoy|im Jahresvergleich|all['’]anno|al año|ao ano|(?:vs\.?|par rapport à|compared (?:to|with)|gegenüber|rispetto al|frente a)\s+(?:19|20)\d\d)(?![\p{L}])/iu,
  ],
  // "Järvi-Suomen Kirkkovenecup perustettiin vuonna 1986 kokoamaan …": founded, in Finnish.
  ["founded_year", /(?<![\p{L}])perustettiin\s+(?:jo\s+)?(?:vuonna\s+)?((?:19|20)\d\d)(?!\d)/u],
  // "Kilpailupaikat ovat Sulkavan Partalansaari, Kerimäen kirkkoranta … sekä …", "Radat ovat
  // …": the venues, in Finnish.
  [
    "venues",
    /(?<![\p{L}])(?:Kilpailupaikat|Radat|Pelipaikat|Kentät|Areenat|Tapahtumapaikat|Osakilpailupaikat)\s+ovat\s+([^.;]{3,300})/u,
  ],
  // "In dieser Zeit tragen wir 14 Preisranggeln aus": what a German league holds in a season,
  // whatever it calls them ("austragen", "durchführen"); "bei denen jeweils rund 120 Gänge
  // ausgetragen werden": what each of them holds.
  [
    "events_per_season",
    /(?<![\p{L}])(?:tragen|führen)\s+wir\s+(?:(?:pro|je|jede)\s+\p{L}+\s+|jährlich\s+|jedes\s+Jahr\s+)?(?:rund\s+|etwa\s+|ca\.\s+)?(\d{1,3}|\p{Ll}{3,12})\s+\p{L}+\s+(?:aus|durch)(?![\p{L}])/u,
  ],
  [
    "contests_per_event",
    /(?<![\p{L}])(?:bei|in|an)\s+(?:denen|dem|der)\s+jeweils\s+(?:rund\s+|etwa\s+|ca\.\s+)?(\d{1,4}|\p{Ll}{3,12})\s+\p{L}+\s+(?:ausgetragen|gespielt|gefahren|geschwungen|gerungen|absolviert)\s+werden/u,
  ],
  // "Ranggelplätze sind unter anderem der Festplatz Mittersill, der Hundstein-Gipfel …",
  // "unsere Bewerbe finden also in Österreich und Italien statt": where a German league's events
  // are held (countries are its markets).
  [
    "venues",
    /(?<![\p{L}])(?:\p{Lu}\p{Ll}*(?:plätze|stätten|orte)|Stadien|Hallen)\s+sind\s+(?:unter anderem|u\.\s?a\.|zum Beispiel|z\.\s?B\.|etwa|vor allem)\s+((?:der|die|das)\s+[^.;]{3,200})/u,
  ],
  [
    "venues",
    /(?<![\p{L}])(?:Bewerbe|Wettkämpfe|Wettbewerbe|Spiele|Rennen|Turniere|Veranstaltungen|Anlässe|Läufe|Spieltage)\s+finden\s+(?:\p{Ll}+\s+){0,2}?in\s+(\p{Lu}\p{L}+(?:(?:,\s*|\s+und\s+)\p{Lu}\p{L}+){0,6})\s+statt(?![\p{L}])/u,
  ],
  // "Our sport is jukskei, the traditional South African game of …": the sport, as written.
  ["sport", /\b[Oo]ur sport is ((?:[\p{Ll}-]+ ){0,2}[\p{Ll}-]{3,})(?=[,.;(]|\s+[-–—]|$)/u],
  // "Sporten er rulleski", "Το άθλημα είναι το μπάσκετ με αμαξίδιο", "De sport is sjoelen": the
  // same, in Norwegian, Danish, Swedish, Greek and Dutch.
  [
    "sport",
    /(?<![\p{L}])(?:[Ss]porten (?:vår |vores )?(?:er|är)|(?:[Dd]e|[Oo]nze) sport is|[Ττ]ο άθλημα (?:μας )?είναι(?: το| η| ο)?)\s+((?:[\p{Ll}-]+ ){0,2}[\p{Ll}-]{3,})(?=[,.;(]|\s+[-–—]|$)/u,
  ],
  // "nettsiden er rulleskiligaen.no", "η ιστοσελίδα μας είναι www.…": the league's own address.
  [
    "website",
    /(?<![\p{L}])(?:nettside(?:n)?|hjemmeside(?:n)?|webside(?:n)?|ιστοσελίδα(?: μας)?|svetainė|tīmekļa vietne|koduleht)\s+(?:vår\s+|vores\s+)?(?:er|yra|είναι|ir|on)?\s*((?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+)/iu,
  ],
  // "We stage eleven meetings between March and October": the first month.
  [
    "season_start_month",
    /\b(?:meetings|events|rounds|tournaments|races|stops|legs|matches|games|fixtures|regattas|competitions|season)\b[^.]{0,30}?\b(?:between|from)\s+(?:early |mid-|late )?(January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:and|to|until|through|till)\s+(?:early |mid-|late )?(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/i,
  ],
  // "Unsere 17 Mitgliedvereine bestreiten zwischen Mai und September, also während rund fünf
  // Monaten, zehn Anlässe": the first month, in German, and how long that is.
  [
    "season_start_month",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:Anlässe|Rennen|Turniere|Wettkämpfe|Spieltage|Runden|Veranstaltungen|Saison|bestreiten|tragen|spielen|fahren)(?![\p{L}])[^.]{0,40}?(?<![\p{L}])zwischen\s+(?:Anfang |Mitte |Ende )?(${GERMAN_MONTHS})\s+und\s+(?:Anfang |Mitte |Ende )?(?:${GERMAN_MONTHS})(?![\p{L}])`,
      "u",
    ),
  ],
  [
    "season_length_weeks",
    new RegExp(
      String
        .raw`zwischen\s+(?:Anfang |Mitte |Ende )?(?:${GERMAN_MONTHS})\s+und\s+(?:Anfang |Mitte |Ende )?(?:${GERMAN_MONTHS}),?\s+(?:also\s+)?(?:während|über)\s+(?:rund\s+|etwa\s+|ca\.\s+|gut\s+)?(\S+\s+(?:Wochen|Monaten|Monate))(?![\p{L}])`,
      "u",
    ),
  ],
  [
    "season_length_weeks",
    /\b(?:season|tour|circuit|series|calendar)\b[^.]{0,60}?\b(?:lasts|runs for|runs over|runs|spans|covers|is)\s+(?:about |around |roughly |some |approximately )?(\S+\s+(?:weeks|months))/i,
  ],
  [
    // "The season runs from March to October, about 32 weeks in all".
    "season_length_weeks",
    /\bseason\b[^.]{0,80}?,?\s(?:about |around |roughly |some |approximately )?(\S+\s+(?:weeks|months))\s+(?:in all|in total|altogether|long|overall)\b/i,
  ],
  [
    "season_start_month",
    // ("Die Meisterschaft beginnt jeweils im März", "La temporada comença al setembre".)
    /(?<![\p{L}])(?:temporada|stagione|saison|\p{Lu}\p{Ll}+saison|sesongen|säsongen|sæsonen|seizoen|kausi|sezon|sezonul|sezóna|mùa giải|torneo|campionato|campeonato|championnat|Meisterschaft|campionat|σεζόν|περίοδος|sezonas|sezono|sezona|hooaeg)(?![\p{L}])[^.]{0,40}?(?<![\p{L}])(?:ξεκινά|ξεκινάει|αρχίζει|prasideda|pradžia\s*[-–—:]|sākas|algab|comença|rozpoczyna się|si apre|prende il via|se abre|s['’]ouvre|začíná|bắt đầu|începe|comienza|empieza|arranca|inicia|começa|inizia|parte|commence|débute|beginnt|startet|starter|byrjar|begynder|begynner|begint|börjar|alkaa|arrancó|comenzó|empezó|inició|começou|iniciou|è iniziata|iniziò|a commencé|a débuté|begann|startete|började|startede|alkoi|začína|začne|prične|počinje|počne|štartuje|khởi tranh|khai mạc)\s+(?:ngày\s+\d{1,2}\s+)?(?:(?:jeweils|jedes Jahr|immer|normalerweise|meist|sempre|normalment)\s+)?(?:(?:vào|în|en|em|a|ad|in|im|am|ab|i|à|au|al|no|na|el|w|v|u|τον|την|το)(?![\p{L}]))?\s*(?:l['’])?(?:\d{1,2}\.?\s+(?:de\s+)?)?(?:(?:Mitte|Anfang|Ende|inizio|metà|fine|principis de|mitjan)\s+)?(\p{L}+(?:\s+\d{1,2}(?!\d))?)/iu,
  ],
  [
    // "Die Saison dauert von April bis September", "la stagione va da aprile a ottobre", "la
    // temporada va de setembre a juny": the span's first month (a word no month is none).
    "season_start_month",
    /(?<![\p{L}])(?:Saison|Meisterschaft|Spielzeit|stagione|campionato|temporada|campionat|championnat)(?![\p{L}])[^.]{0,60}?(?<![\p{L}])(?:von|vom|da|dal|de|del|d['’]|du)\s*(\p{L}+)\s+(?:bis|a|al|fins a|fins al|à|au)\s+(?:(?:Ende|Anfang|Mitte|fine|inizio|finals de|fin)\s+)?\p{L}+/iu,
  ],
  [
    // "Saisonstart ist im April", "Season start is in March", "Inicio de temporada: febrero".
    "season_start_month",
    /(?<![\p{L}])(?:season start|start of (?:the )?season|saisonstart|saisonbeginn|saisonauftakt|inicio de (?:la )?temporada|início da temporada|début de (?:la )?saison|inizio (?:della )?stagione)\s*(?:(?:is|ist|es|é|est|è)(?![\p{L}])|:)?\s*(?:(?:im|in|en|em|a|à|au|el|no|na|am|on)(?![\p{L}]))?\s*(?:\d{1,2}\.?\s+(?:de\s+)?)?(?:(?:Mitte|Anfang|Ende|mid|early|late|mediados de|principios de|finales de|metà|inizio|fine|mi-|début|fin)\s*)?(\p{L}+)/iu,
  ],
  [
    "season_length_weeks",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:dauert|dura|dure|varer(?:\s+i)?|varar|kestää|pågår(?:\s+i)?|trwa|trvá|traja|traje|kéo dài|durează|berlangsung(?:\s+selama)?|διαρκεί|trukmė|trunka|ilgst|kestab)\s+(?:jeweils\s+)?(?:rund |etwa |ca\.? |circa |unas |unos |uns |unes |cerca de |aproximadamente |environ |omkring |noin |zhruba |približne |približno |okoli |okolo |asi |cca |oko |otprilike |περίπου |apie |aptuveni |umbes |rundt )?(\S+\s+(?:de\s+)?(?:${WEEK_WORDS}|${MONTH_WORDS}))`,
      "iu",
    ),
  ],
  [
    "headquarters",
    new RegExp(
      String
        .raw`(?<!(?:[Yy]our|[Tt]heir|[Hh]is|[Hh]er)\s)(?:\b(?:based in|headquartered in|head office (?:is )?in|offices? (?:is |are )?(?:still |now )?(?:located |based )?(?:in|at)|our office in|an office in|located in)|(?:Vereins|Liga|Verbands)?[Ss]itz (?:(?:der|des) \p{L}+ (?:und (?:der|des) \p{L}+ )?)?(?:ist|befindet sich)(?: seither| heute| seit \d{4})?(?: in)?|(?:hat|haben) (?:ihren|seinen|unseren) (?:Haupt)?[Ss]itz in|mit (?:Haupt)?[Ss]itz in|(?:(?:con|tiene su|com|ha) s|(?<![\p{L}] )[Ss])ede (?:en|em|a|in)|(?:té|tenim) (?:la (?:seva )?)?seu (?:social )?a|sediad[ao] em|basée? à|siège (?:social )?(?:est )?(?:toujours |aujourd['’]hui |actuellement )?(?:à|au)|(?:nostra |la )?sede è (?:a|in)|(?:Geschäftsstelle|Ligaleitung|Verwaltung|Ligabüro|Geschäftsführung) (?:sitzt|befindet sich|ist|liegt) (?:heute |seit \d{4} )?in|(?:Das|Unser) (?:Büro|Vereinsbüro|Ligabüro|Sekretariat) (?:ist|liegt|befindet sich) (?:in|im)|(?:nuestra |la )?sede (?:administrativa |social |central )?está en|(?:sitt )?säte i|(?:med )?(?:sekretariat|hovedkontor|kontor) (?:ligger )?i|[Vv]i holder til i|har (?:sit |sin )?hjemme i|hører hjemme i|(?:[Tt]oimisto|[Kk]otipaikka|[Pp]äämaja)\p{L}*\s+(?:sijaitsee|on)|[Vv]i har kontor i|έδρα (?:της |του |μας )?(?:\p{L}+ )?βρίσκεται (?:στη|στην|στο|στον)|sede (?:fica|está|se encontra|é) (?:em|no|na)|sídlo (?:máme |je )?v|siedzibą w|siedziba (?:ligi )?(?:mieści się )?w)\s+${NUMBERED_PLACE}`,
      "u",
    ),
  ],
  [
    "markets",
    new RegExp(
      String
        .raw`\b(?:[Ee]vents|[Mm]atches|[Rr]aces|[Gg]ames|[Tt]ournaments|we|[Tt]he series|[Tt]he league|[Tt]he tour)\s+(?:take place|are held|are played|are staged|compete|play|race|run|operate|are broadcast|are televised|are shown|are watched|are followed|is followed|is watched|is played)\s+(?:(?:mainly|mostly|primarily|largely|chiefly)\s+)?(?:across|in|throughout)\s+(?:the\s+)?${NAMES}`,
      "u",
    ),
  ],
  [
    // "Giải được theo dõi tại Việt Nam, Lào và Campuchia", "marknaderna är Sverige, Norge och
    // Finland", "we treat these four as our markets: India, USA, UK and UAE".
    "markets",
    new RegExp(
      // ("Es juga a Catalunya i a Andorra": Catalan, where it is played.)
      String
        .raw`(?<![\p{L}])(?:được theo dõi tại|marknaderna är|rynki to|markedene (?:våre )?er(?: i praksis)?|markederne er|rinkos yra|οι αγορές μας είναι|(?:as |are )?our (?:main |core |key )?markets(?: are)?:?)\s+${NAMES}|(?<![\p{L}])(?:[Ee]s juga|[Ee]s juguen|[Ee]s disputa)\s+a\s+(\p{Lu}[\p{L}'’-]*(?:(?:,\s*|\s+i\s+)(?:a\s+)?\p{Lu}[\p{L}'’-]*){0,8})`,
      "u",
    ),
  ],
  [
    // "verfolgt werden die Rennen in Luxemburg, Belgien und Frankreich": where it is followed.
    "markets",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:verfolgt|gesehen|geschaut)\s+werden\s+(?:die|unsere)\s+\p{L}+\s+in\s+${NAMES}`,
      "u",
    ),
  ],
  [
    // "Wetten auf unsere Rennen sind in Belgien und Frankreich bei lizenzierten Anbietern
    // möglich": where betting is allowed.
    "betting_legal_markets",
    new RegExp(
      String
        // ("Wetten auf die Superliga werden derzeit von Anbietern mit Konzession in Österreich
        // und Deutschland angeboten".)
        .raw`(?<![\p{L}])(?:Sport)?[Ww]etten\s+(?:auf\s+(?:\p{L}+\s+){1,2})?(?:sind|ist|werden)\s+(?:[^.\s]+\s+){0,6}?in\s+(?:der\s+|dem\s+|den\s+)?${NAMES}(?=(?:(?!nicht\s|kein)[\p{L}-]+\s+){0,4}(?:möglich|erlaubt|legal|zugelassen|angeboten))`,
      "u",
    ),
  ],
  [
    "venues",
    // ("Two tours per season are held in the Almaty Palace of Schoolchildren": a place named
    // with its article after "in"; a town after "in" is where, not a venue.)
    /\b(?:matches|games|events|races|bouts|meets|fights|tournaments|fixtures|meetings|rounds|competitions|tours|stages|legs|nights|days|weekends|stops|cards|regattas|galas)\s+(?:(?:per|a|each|every)\s+season\s+)?(?:take place|are held|are played|are staged|are fought|are run)\s+(?:at|in(?=\s+the\s+\p{Lu}))\s+([^.;]+)|\b(?:[Ww]e|[Tt]hey) (?:rotate|alternate|move) between\s+(?:the\s+)?([^.;]+)/u,
  ],
  [
    // ", nella Piazza del Duomo di Prato e nella Piazza Grande di Arezzo", "Si gioca allo
    // Sferisterio di Treia … e al Campo del Pallone di Mondolfo": places named by a word for a
    // venue, after "in the" or "at the".
    "venues",
    new RegExp(
      String
        .raw`(?:^|,\s*|(?:[Ss]i (?:gioca|giocano|corre|disputa|disputano|svolge|svolgono)|[Gg]iochiamo)\s+)(?:nella|nello|nel|allo|alla|al|en el|en la|no|na)\s+(?=(?:Piazza|Stadio|Palazzetto|Palasport|Palazzo dello Sport|Estadio|Estádio|Pabellón|Polideportivo|Ginásio|Lienzo|Parque|Sferisterio|Campo)\s)${VENUE_NAMES}`,
      "u",
    ),
  ],
  [
    "venues",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:(?:main |home |our |the |regular |usual |fixed )?(?:venues|arenas|grounds|tracks|stadiums|rinks|halls|ballparks|stops|pools|pitches)\s+(?:are|include|were)|(?:Spielstätten|Spielorte|Austragungsorte|Hallen|Sportstätten|Stadien|Arenen|Anlagen|die größten|die wichtigsten|(?:[Uu]nsere|[Dd]ie) (?:größten|wichtigsten) \p{L}+|\p{L}*(?:anlagen|hallen|stätten|orte))\s+sind(?:\s+(?:u\.\s?a\.|unter anderem|vor allem|heuer|dieses Jahr|derzeit|aktuell|in dieser Saison|\d{4}(?:\/\d{2})?))?|(?:recintos|sedes|estadios|gimnasios|escenarios|canchas)(?:\s+(?:fijas|principales|habituales))?\s+son|(?:pistes|instal·lacions|camps|pavellons)(?:\s+principals)?\s+són|(?:sugli|negli|presso gli)\s+impianti\s+(?:del|della|dello|di)|(?:sedes(?: fixas)?|ginásios|arenas)\s+são|(?:[Ss]tałe )?obiekty to|(?:se (?:celebran|juegan|disputan|realizan)|se jogam|são disputad[ao]s|si giocano|si disputano|se jouent|ont lieu|werden (?:in|im|auf) [^.]{0,20}?ausgetragen)\s+(?:principalmente |sobre todo |mainly |vor allem |surtout |soprattutto )?(?:en|em|in|à|au|im)\s+(?:el |la |los |las |o |a |os |as |il |lo |la |le |der |dem |den )?)\s*(?:die |das |der |den |el |la |the |o |a |os |as |il |lo |le |les )?${VENUE_NAMES}`,
      "u",
    ),
  ],
  [
    // "Die Anlässe finden unter anderem auf dem Festplatz Ennetbürgen, dem Sportplatz Sand
    // (Schattdorf) und der Höhematte (Interlaken) statt": the places, each after its article.
    "venues",
    /(?<![\p{L}])(?:Anlässe|Rennen|Spiele|Turniere|Wettkämpfe|Spieltage|Veranstaltungen|Runden|Meetings)\s+finden\s+(?:unter anderem\s+|u\.\s?a\.\s+|vor allem\s+|meist\s+|jeweils\s+)?(?:auf|in|im|am)\s+(?:dem\s+|der\s+|den\s+)?(?!(?:Winter|Sommer|Frühling|Herbst|Frühjahr|Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?![\p{L}]))(\p{Lu}[^.;]{3,200}?)\s+statt(?![\p{L}])/u,
  ],
  // "La final la televisa TyC Sports", "los partidos los transmite ESPN": Spanish names the
  // broadcaster after the verb, the thing shown before it.
  [
    "broadcast_partners",
    /(?<![\p{L}])(?:la|lo|las|los)\s+(?:televisa|televisan|transmite|transmiten|retransmite|retransmiten|emite|emiten)\s+((?=\p{Lu})[\p{L}\d&.'’!-]+(?:\s+(?:\p{Lu}[\p{L}\d&.'’!-]*|\d{1,3}))*)/u,
  ],
  ["officiating", OFFICIATED_BY],
  [
    // "Hvert renn ledes av en juryleder og tre løypedommere", "Κάθε αγώνα διευθύνουν δύο
    // διαιτητές και κριτές τραπεζιού", "Kiekvieną rungtį teisėjauja trys teisėjai": who
    // officiates, after the verb.
    "officiating",
    /(?<![\p{L}])(?:ledes av|dømmes av|dommes av|ledes af|dømmes af|διευθύνουν|διευθύνεται από|διαιτητεύουν|teisėjauja|teisėjavo)\s+(?:en\s+|et\s+|ένας\s+|μία\s+)?([^.;]{4,120}?)(?=[.;]|,\s|$)/iu,
  ],
  [
    // "Jedes Spiel wird von zwei lizenzierten Schiedsrichtern geleitet", "Die Rennen werden von
    // Kommissären der FSCL geleitet": German's participle closes who officiates.
    "officiating",
    /(?<![\p{L}])(?:wird|werden)\s+(von\s+[^.;]{3,80}?\s+(?:geleitet|gepfiffen|überwacht|gewertet|bewertet))(?![\p{L}])/u,
  ],
  [
    // "Gerichtet wird von einer Jury nach ISMF-Reglement", "Gezählt wird grundsätzlich von den
    // Spielern selbst, …"; "Ogni torneo è diretto da un giudice arbitro".
    "officiating",
    // ("Gemessen wird mit dem Messband durch ein Kampfgericht von drei Messrichtern".)
    /(?:^|[.;]\s*)(?:Gerichtet|Gezählt|Gepfiffen|Gewertet|Bewertet|Geleitet|Gemessen)\s+wird\s+(?:\p{L}+\s+){0,3}?(?:(?:mit|nach)\s+(?:dem|der|den)\s+\p{Lu}\p{L}+\s+)?(?:von|durch)\s+(?:ein(?:e|en)?\s+)?([^.;]{3,160})|(?<![\p{L}])(?:è|sono|viene|vengono)\s+(?:dirett[oaie]|arbitrat[oaie]|giudicat[oaie])\s+da\s+([^.;]{3,80})/u,
  ],
  [
    // "A cada pista hi ha un àrbitre de la Federació": the official at each contest or place.
    "officiating",
    /(?<![\p{L}])(?:cada|ogni|each)\s+\p{L}+\s+(?:hi ha|hay|c['’]è|there is)\s+((?:un|una|uno|one|a|dos|due|two)\s+(?:àrbitre|árbitro|arbitro|referee|umpire|judge|jutge|juez|giudice)[^.;]{0,60})/iu,
  ],
  [
    "historical_data_years",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:results|data|records|statistics|stats|archive|archives|charts|scorecards|score sheets|sheets|scoresheets|match reports|referti|registros|actas|planillas|Spielberichte|Protokolle|Ergebnisse|Resultate|Ranglisten|resultats|Daten|resultados|datos|dados|resultata|resultatene|risultati|dati|tabellini|classifiche|résultats|classements|données|tulokset|resultater|resultatlister|resultat|resultatlistene|resultata|uitslagen|Resultaten|Archiwum|wyników|wyniki|dane|výsledky|dữ liệu|Dữ liệu|Arhiva|rezultate|súmulas|sumulas|αποτελέσματα|φύλλα αγώνα|archyvas|rezultāti|tulemused|štatistiky|Arhiv|rezultatov|rezultati|eredmények|eredményeket)(?![\p{L}])[^.]{0,40}?(?<![\p{L}])(?:going back to|dating back to|tilbake til|tilbage til|tillbaka till|din|bis (?:ins|in das|zum) (?:Gründungsjahr|Jahr)|${SINCE_WORDS})\s+(?:the\s+)?(?:[\p{L}'’]+\s+){0,4}?(?:in\s+)?((?:19|20)\d\d)\b`,
      "iu",
    ),
  ],
  [
    // "sie liegen seit 2006 vollständig in unserer Datenbank vor": kept in a database since.
    "historical_data_years",
    // ("Digital erfasst ist alles seit der Saison 1990": the participle first.)
    /(?<![\p{L}])seit\s+(?:der Saison\s+|dem Jahr\s+)?((?:19|20)\d\d)\s+(?:\p{L}+\s+){0,4}?(?:Datenbank|Archiv|archiviert|gespeichert|dokumentiert)(?![\p{L}])|(?<![\p{L}])(?:erfasst|archiviert|gespeichert|dokumentiert)\s+(?:ist|sind)\s+(?:\p{L}+\s+)?seit\s+(?:der Saison\s+|dem Jahr\s+)?((?:19|20)\d\d)(?!\d)/u,
  ],
  [
    // "Unser Ergebnisarchiv reicht lückenlos bis 1992 zurück".
    "historical_data_years",
    /(?:[Aa]rchiv|Daten|Ergebnisse)\p{L}*(?:\s+[\p{L}-]+){0,4}?\s+(?:reicht|reichen|geht|gehen)\s+(?:\p{L}+\s+){0,2}?bis\s+(?:ins Jahr\s+)?((?:19|20)\d\d)\s+zurück/u,
  ],
  [
    "betting_legal_markets",
    new RegExp(
      String
        .raw`(?:\b[Bb]etting|\b[Ww]agering|\b[Mm]arkets|\b[Bb]ets|\b[Ii]t(?:['’]s| is))\b(?:(?!\b(?:not|no longer|illegal|prohibited|banned|would|could|might|whether)\b)[^.]){0,60}?\b(?:is |are |remains? )?(?:legal|legally|permitted|allowed|licensed|regulated|offered|approved|authori[sz]ed|possible)(?:\s+(?:and|&)\s+(?:legal|regulated|licensed|permitted|approved))?(?:\s+legally)?(?:\s+under\s+licen[cs]e)?\s+(?:only\s+)?(?:in|across)\s+(?:the\s+)?${NAMES}`,
      "u",
    ),
  ],
  [
    // "apostar na LNP é legal no Brasil", "las apuestas online son legales en la Provincia de
    // Buenos Aires y en CABA", "Zakłady na PLWC są legalne w Polsce", "Spel på ligan
    // kan erbjudas lagligt i Sverige", "Pariurile pe oină sunt legale în România", "Sázení na
    // naši ligu je legální v České republice", "Stávkovanie je legálne na Slovensku".
    "betting_legal_markets",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:[Aa]postar|[Aa]postas|[Aa]puestas|[Pp]ariurile|[Zz]akłady|[Ss]pel|[Ss]ázky|[Ss]ázení|[Ss]távky|[Ss]távkovanie|[Ss]tave|[Kk]lađenje)(?![\p{L}])(?:(?!(?:não|nu|nie|inte|ej|není|nejsou|niso|nisu)\s)[^.]){0,60}?(?:é legal|são legais|son legales|es legal|están permitidas|sunt legale|są legalne|jest legalne|kan erbjudas lagligt|är lagligt|är tillåtet|je legální|jsou legální|je legálne|sú legálne|so zakonite|je zakonito|je dovoljeno|je legalno|su legalne|je dozvoljeno)\s+(?:no|na|em|en|în|w|i|v|u)\s+(?:la\s+|el\s+)?(?:(\p{Lu}\p{Ll}+\s+republi\p{Ll}+)|${NAMES})`,
      "u",
    ),
  ],
  [
    // "det er lovlig å spille på ligaen i Norge og Sverige", "Legali lažybų rinka kol kas viena
    // – Lietuva".
    "betting_legal_markets",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:lovlig å (?:spille|satse|vedde)(?: på [^.]{0,40}?)?\s+i|lovligt at (?:spille|satse|vædde)(?: på [^.]{0,40}?)?\s+i|[Ll]egal\p{L}* lažybų rink\p{L}*[^.]{0,30}?[-–—:])\s+${NAMES}`,
      "u",
    ),
  ],
  [
    "integrity_partner",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:monitored|monitoring is done|monitoring is provided|monitorizate|monitorizați|monitorowane|monitorovány)\s+(?:by|through|with|de|przez)\s+${NAMES}`,
      "u",
    ),
  ],
  [
    // "a formal integrity programme in partnership with Sportradar Integrity Services", "Ja,
    // seit 2024 – Partner: Play Fair Code", "bekerja sama dengan Sportradar Integrity Services".
    "integrity_partner",
    new RegExp(
      String
        .raw`(?:[Ii]ntegrit|[Ii]ntegrität|[Ii]ntegridad|[Ii]ntegridade|[Ii]ntegritas|[Ii]ntégrité|[Mm]onitor)(?![^.]{0,30}?(?:[Qq]uestionnaire|[Ss]urvey|[Ff]orm\b))[^.]{0,80}?(?:in partnership with|partnered with|partner(?:ship)? with|in Zusammenarbeit mit|gemeinsam mit(?: dem| der)?|arbeiten wir mit|bekerja sama dengan|en colaboración con|em parceria com|in collaborazione con|en partenariat avec|Partner:|provided by|run by|sammen med|i samarbeid med|i samarbejde med|σε συνεργασία με|kartu su|bendradarbiaujame su|sadarbībā ar|koostöös|lo realiza|la realiza|realizado por|a cargo de|durchgeführt von|effettuato da|réalisé par|by|(?:programme|program|agreement|contract|monitoring) with|(?:co-?operate|work) with|together with|jointly with|in co-?operation with|spolupracujeme so? (?:spoločnosťou |společností |firmou )?|spolupracujeme s (?:spoločnosťou |společností |firmou )?|sodelujemo z (?:družbo |podjetjem )?|surađujemo s (?:tvrtkom )?)\s*(?:the\s+)?${NAMES}`,
      "u",
    ),
  ],
  [
    // "Sportradar monitors our matches for integrity": the body that monitors, as the subject.
    "integrity_partner",
    /(?:^|[.;]\s*)((?:\p{Lu}[\p{L}\d&.'’-]*\s+){0,3}\p{Lu}[\p{L}\d&'’-]*)\s+(?:monitors|watches|oversees)\s+(?:our|all|the)\s+(?:\p{L}+\s+)?(?:matches|games|bouts|races|events|betting|markets|fixtures)\b/u,
  ],
  [
    // "Since 2004 we have kept full results": the year first, the keeping after it.
    "historical_data_years",
    /^(?:[Ss]ince|[Ff]rom)\s+((?:19|20)\d\d)\b[^.]{0,40}?\b(?:kept|recorded|stored|archived|logged|tracked)\b[^.]{0,30}?\b(?:results|data|records|statistics|stats)\b/u,
  ],
  [
    // "並委託 Sportradar 進行賽事監控", "与Sportradar合作进行诚信监控": the body a league in
    // Chinese entrusts with its monitoring.
    "integrity_partner",
    /(?:誠信|诚信|監控|监控|假球|假赛|假賽)[^。]{0,40}?(?:委託|委托|與|与|和|由)\s*(\p{Lu}[\p{L}\d&.'’-]*(?:\s\p{Lu}[\p{L}\d&.'’-]*){0,3})\s*(?:進行|进行|合作|負責|负责|監控|监控)/u,
  ],
  [
    // "our agreement with Integrity Sport Oceania, which monitors betting markets", "licensed by
    // the Racing Commission, which also oversees integrity", "cooperating with Sports Ethics
    // Center for monitoring": a body named as the one that monitors.
    "integrity_partner",
    new RegExp(
      String
        .raw`\b(?:with|by)\s+(?:the\s+)?${NAMES}(?:,\s*)?(?:which|who|that)\s+(?:also\s+)?(?:monitors?|oversees|supervises|handles)\b|\b(?:cooperat\w*|work\w*|partner\w*)\s+with\s+(?:the\s+)?${NAMES}\s+(?:for|on)\s+(?:\p{L}+\s+){0,2}?(?:monitoring|integrity)\b`,
      "u",
    ),
  ],
  [
    // "JSON over WebSocket", "XML push", "JSON melalui WebSocket": the feed's format as written.
    "data_feed_format",
    FEED_FORMAT,
  ],
  [
    // "la lega non ha partner di scommesse", "no tenemos socios de apuestas": none.
    "existing_betting_partners",
    /(?<![\p{L}])((?:non|no|sin|sem|kein\p{L}*|ohne|aucun\p{L}*)\s+(?:ha\s+|hay\s+|tiene\s+|tem\s+|a\s+)?(?:\p{L}+\s+){0,2}?(?:partner|partners|socios?|parceiros?|partenaires?|Partner|Wettpartner|sponsor)\s+(?:di|de|für|para)?\s*(?:scommesse|apuestas|apostas|Wetten|paris|betting))/iu,
  ],
  // "Vi har inga samarbeten med spelbolag", "Me har heller ingen avtalar med spelselskap",
  // "Giải chưa có đối tác cá cược nào": none.
  [
    "existing_betting_partners",
    /(?<![\p{L}])((?:inga|inget|ingen|ikkje nokon|ikke noen) (?:\p{L}+ )?(?:samarbeten?|samarbeid|avtal\p{L}*|aftal\p{L}*|partner\p{L}*) med (?:spelbolag|spelselskap|spillselskap|spilselskab|bookmaker)\p{L}*|chưa có đối tác cá cược|không có đối tác cá cược|nie mamy (?:żadnego )?(?:partnera|umowy|współpracy)\S* (?:z )?bukmacher\S*|nemáme (?:\p{L}+ )?sázkov\S* partner\S*|ei (?:ole )?(?:\p{L}+ )?vedonlyöntikumppane?\p{L}*|(?:συνεργασία με )?εταιρεί\p{L}* στοιχημάτων δεν έχουμε|δεν (?:έχουμε|υπάρχει) (?:συνεργασία|χορηγ\p{L}*) με (?:καμία )?εταιρεί\p{L}* στοιχημάτων|lažybų partneri\p{L}* neturime|neturime (?:jokių )?lažybų partneri\p{L}*|(?:vi har |me har )?ingen (?:spel|spill?)partn(?:er|ar)\p{L}*|ingen (?:avtale|samarbeid) med spillselskap\p{L}*)/iu,
  ],
  // "We do not have any betting partners", "We've never had a betting partner", "Ningún
  // operador de apuestas colabora con la Liga", "aucun partenariat avec un opérateur de paris",
  // "scommesse: nessun operatore": none, in more words.
  [
    "existing_betting_partners",
    /(?<![\p{L}])((?:do not|don['’]t|does not|doesn['’]t) (?:currently )?have (?:any )?(?:betting|sportsbook|wagering) partners?|(?:betting|sportsbook|wagering) partners?,? we (?:do not|don['’]t) have|(?:have|has|we['’]ve|they['’]ve) never had (?:a|any) (?:betting|sportsbook|wagering) partners?|ningún operador de apuestas|ninguna casa de apuestas|aucun partenariat avec (?:un|des) opérateurs? de paris|aucun opérateur de paris|Wettanbieter\p{L}*\s+(?:sind|ist)\s+(?:bei uns\s+)?(?:nicht|keine|kein Thema)|scommesse[^.]{0,20}?nessun\p{L}* (?:operator\p{L}*|accord\p{L}*|partner))(?![\p{L}])/iu,
  ],
  [
    "streaming_platforms",
    // ("We do not stream our events", "Einen Livestream bieten wir bisher nicht an", "Es gibt
    // keinen Livestream".)
    /\b(no (?:live )?(?:streaming|streams?|webcasts?)\b|(?:do not|don't|does not|doesn't) (?:live[- ]?)?stream\b|kein(?:en)? Live-?[Ss]tream|(?:[Ee]inen )?Live-?[Ss]tream (?:bieten|haben|gibt es|machen|zeigen) (?:wir )?(?:bisher |noch |derzeit |aktuell |leider )?(?:nicht|keinen))/,
  ],
  // "Non trasmettiamo le gare, né in televisione né in streaming": neither.
  ["streaming_platforms", /(?<![\p{L}])((?:né|ni|nemmeno|neanche) in streaming)(?![\p{L}])/iu],
  [
    "broadcast_partners",
    /(?<![\p{L}])((?:né|ni|nemmeno|neanche) in televisione|(?:Fernsehübertragung|TV-Übertragung|Fernsehpartner|TV-Partner)\p{L}* gibt es (?:derzeit |bisher |noch )?(?:nicht|keine))(?![\p{L}])/iu,
  ],
  ["broadcast_partners", /\b(no (?:tv|television|broadcast(?:ers?| partners?| deals?)?)\b)/i],
  // "Einen TV-Partner haben wir nicht", "no tenemos televisión", "pas de diffuseur".
  [
    "broadcast_partners",
    /(?<![\p{L}])((?:keinen?|kein)\s+(?:TV|Fernseh)[\p{L}-]*|(?:TV|Fernseh)-?Partner\s+haben\s+wir\s+(?:bisher\s+|noch\s+)?nicht|no\s+tenemos\s+(?:televisi[oó]n|tv)|sin\s+(?:televisi[oó]n|tv)|pas\s+de\s+(?:diffuseur|partenaire\s+t[ée]l[ée]|t[ée]l[ée]vision)|nessun[a]?\s+(?:partner\s+televisivo|emittente|tv)|sem\s+(?:tv|televis[aã]o))(?![\p{L}])/iu,
  ],
  [
    "existing_betting_partners",
    /\b(no (?:betting|sportsbook|wagering|bookmaker) (?:partners?|partnerships?|sponsors?|deals?)|not (?:yet )?(?:partnered|working) with any (?:sportsbook|operator|bookmaker)s?|(?:keinen?|kein) (?:Vertrag|Partner|Wettpartner|Wettanbieter)|Wettanbieter haben wir (?:bisher |noch )?nicht|Wettanbieter\p{L}* als Partner haben wir (?:auch |noch |bisher )?(?:keinen|keine|nicht)|no tenemos (?:ningún )?(?:acuerdo|contrato|socio|patrocinador)[^.]{0,30}apuestas|não temos (?:nenhum )?(?:parceiro|contrato|acordo)[^.]{0,30}apostas|non abbiamo (?:alcun\p{L}* )?(?:partner|accord[oi]|contratt[oi])[^.]{0,30}scommesse|(?:Wettpartner|Wettanbieter-Partner|Wett-Partner|Buchmacher) (?:haben|hat) (?:wir|die Liga|die Serie) (?:derzeit |bisher |noch |aktuell )?(?:nicht|keine\p{L}*)|aucun (?:partenaire|contrat)[^.]{0,30}paris|(?:Partnerschaft\p{L}*|Vertr\p{L}*|Vereinbarung\p{L}*|Kooperation\p{L}*\s+)?mit Wettanbiete\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:nicht|keine\p{L}*)|(?:Zusammenarbeit|Partnerschaft|Kooperation)\s+mit\s+Wettanbiete\p{L}*\s+(?:\p{L}+\s+){0,5}?(?:ausgeschlossen|untersagt|verboten)|non abbiamo (?:alcun\p{L}* )?(?:rapporti|collaborazion\p{L}*)[^.]{0,30}scommesse|no tenim (?:cap )?(?:acord|contracte|soci|patrocinador)[^.]{0,30}apostes|ingen (?:aftaler|avtaler|avtal|samarbejde|samarbeid|samarbete|partnere?|partner)\s+med\s+(?:\p{L}+\s+)?(?:spilleselskab\p{L}*|spillselskap\p{L}*|spelbolag\p{L}*|bookmaker\p{L}*)|(?:ei|eikä)\s+(?:meillä\s+)?(?:ole\s+)?(?:mitään\s+)?(?:sopimuk\p{L}*|yhteistyö\p{L}*|kumppan\p{L}*)[^.]{0,30}vedonlyönti\p{L}*)/iu,
  ],
];

/**
 * A broadcaster beside the television denied: a radio not denied with it ("No TV or radio
 * deal", "kein Fernsehen, kein Radio"), or a name after "but".
 */
const BESIDE_TV =
  /(?<![\p{L}])(?<!\/\s*)(?<!(?:or|nor|no|not|kein|keine|keinen|ni|né|oder|ou|o|and|und|neither|nessuna|sin|sem)\s+)(?:[Rr]adio|[Rr]ádio|FM)(?![\p{L}])|\b(?:but|aber|pero|mais|ma|mas|men)\s+\p{Lu}/u;

/**
 * Facts stated the Hungarian, Slovak, Czech, Slovenian and Croatian way (see SENTENCE_FACTS),
 * read only from a sentence with one of their words (CENTRAL_HINT): a document in another
 * language is not scanned by each of them.
 */
const CENTRAL_FACTS: [QuestionnaireField, RegExp][] = [
  [
    // "A 2011 óta rendezett összes forduló eredménye megvan", "Az eredményeket 2005 óta
    // archiváljuk": Hungarian puts "since" after the year.
    "historical_data_years",
    /(?<!\d)((?:19|20)\d\d)(?:\s+óta|-t[óő]l)(?![\p{L}])[^.]{0,60}?(?<![\p{L}])(?:eredmény\p{L}*|adat\p{L}*|archív\p{L}*|statisztik\p{L}*)|(?<![\p{L}])(?:eredmény|adat|statisztik)\p{L}*[^.]{0,40}?(?<!\d)((?:19|20)\d\d)(?:\s+óta|-t[óő]l)(?![\p{L}])/iu,
  ],
  [
    // "a Sportradarral működünk együtt": Hungarian names the partner with its ending "-val"
    // ("-ral" after an "r").
    "integrity_partner",
    /(?<![\p{L}])(\p{Lu}[\p{L}\d]+?)(?:[vrlntskgz]al|[vrlntskgz]el)\s+(?:működünk|dolgozunk)\s+együtt/u,
  ],
  [
    // "A szezon áprilisban kezdődik": Hungarian names the month, with its case ending, before
    // the verb.
    "season_start_month",
    /(?<![\p{L}])(?:szezon|idény|bajnokság)\p{L}*\s+(?:\p{L}+\s+){0,2}?(\p{L}+)\s+(?:kezdődik|kezdődnek|indul|rajtol)(?![\p{L}])/iu,
  ],
  [
    // "Sídlo ligy je v Banskej Bystrici", "Sedež lige je še vedno v Bovcu", "Sjedište lige je u
    // Zagrebu": the seat, then "in" and the place (in its locative case; see mod.ts).
    "headquarters",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:[Ss]ídlo|[Ss]edež|[Ss]jedište|[Ss]jedišt|sídli|sídlime|sídlí|sídlíme|ima sedež|imamo sedež|ima sjedište)(?:\s+(?:ligy|lige|naše|naša|je|máme|sa|nachádza|še|vedno|stále|zostáva|ostaja|nalazi|se|imamo|ima|smo|je)){0,4}\s+(?:v|u|vo)\s+${NAMES}`,
      "u",
    ),
  ],
  [
    // "Az irodánk Kiskunfélegyházán van", "A székhelyünk Szegeden található".
    "headquarters",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:[Ii]rodánk|[Ii]rodája|[Ss]zékhelyünk|[Ss]zékhelye|[Kk]özpontunk)\s+${NAMES}\s*(?:van|található|működik)(?![\p{L}])`,
      "u",
    ),
  ],
  ["venues", CENTRAL_VENUES],
  [
    // "Jediný trh, kde je stávkovanie na našu ligu legálne, je Slovensko."
    "betting_legal_markets",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:stávk\p{L}*|sázk\p{L}*|sáz\p{L}*|stav\p{L}*|klađenj\p{L}*|fogadás\p{L}*)[^.]{0,60}?(?:legáln\p{L}*|legaln\p{L}*|legális\p{L}*|povolen\p{L}*|dovoljen\p{L}*),?\s+(?:je|sú|jsou|so|su|az?)\s+${NAMES}`,
      "u",
    ),
  ],
  [
    // "Zápasy pískajú dvaja rozhodcovia na zápas", "Tekme vodijo sodniki na vratih in ciljni
    // sodnik": the officials after the verb of officiating.
    "officiating",
    /(?<![\p{L}])(?:pískajú|pískají|rozhodujú|rozhodují|řídí|vodijo|sodijo|sude|sudi|vode)\s+((?=[^.;]{0,60}?(?:rozhodc|rozhodčí|sodnik|sudac|suci|suca|sudij|sudci))[^.;]{4,120}?)(?=\s*[.;]|$)/iu,
  ],
  [
    // "A futamokat három bíró és egy időmérő felügyeli": the officials before the verb.
    "officiating",
    /(?<![\p{L}])(?:futam|mérkőzés|meccs|verseny|forduló)\p{L}*\s+((?=[^.;]{0,60}?(?:bíró|játékvezető|időmérő|pontozó))[^.;]{4,100}?)\s+(?:felügyel|vezet|bírál|pontoz|irányít)\p{L}*(?![\p{L}])/iu,
  ],
  // "Fogadási partnerünk nincs", "Stavnic kot partnerjev nimamo nobenih", "žiadneho stávkového
  // partnera nemáme", "nemamo partnera za klađenje": none.
  [
    "existing_betting_partners",
    /(?<![\p{L}])((?:fogadási|fogadóirodai)\s+partner\p{L}*\s+(?:\p{L}+\s+)?nincs\p{L}*|nincs\p{L}*\s+fogadási\s+partner\p{L}*|stavnic\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:nimamo|nobenih|nobene)|(?:žiadn\p{L}*|nijedn\p{L}*)\s+(?:stávkov\p{L}*|sázkov\p{L}*)\s+partner\p{L}*|(?:stávkov\p{L}*|sázkov\p{L}*)\s+partner\p{L}*\s+nemáme|nemamo\s+(?:\p{L}+\s+){0,2}?partner\p{L}*\s+za\s+klađenje)(?![\p{L}])/iu,
  ],
  // "Stávkové kancelárie nie sú našimi partnermi", "Sázkové kanceláře nejsou našimi partnery".
  [
    "existing_betting_partners",
    /(?<![\p{L}])((?:stávkov|sázkov|stavnic|kladionic|fogadóirod)\p{L}*[^.]{0,40}?(?<![\p{L}])(?:nie sú|nie je|nejsou|není|nemáme|nimamo|niso|nisu|nemamo|nincs\p{L}*|nem|ne sodelujemo|nespolupracujeme|ne spolupracujeme|ne surađujemo)(?![\p{L}])|(?<![\p{L}])(?:ne sodelujemo|nespolupracujeme|ne surađujemo|nem működünk együtt)\s+(?:\p{L}+\s+){0,2}?(?:stavnic|stávkov|sázkov|kladionic|fogadóirod)\p{L}*)/iu,
  ],
  // "žiadneho TV partnera nemáme", "Televízia nás nevysiela", "nincs televíziós partnerünk":
  // none.
  [
    "broadcast_partners",
    /(?<![\p{L}])((?:žiadn\p{L}*|nijedn\p{L}*)\s+(?:TV|televízn\p{L}*|televizijsk\p{L}*)\s*[-\p{L}]*|(?:TV|televízn\p{L}*)\s+partner\p{L}*\s+nemáme|Televízia\s+nás\s+nevysiela|nincs\p{L}*\s+(?:tévés|televíziós|TV-s?)\s+partner\p{L}*|(?:tévés|televíziós)\s+partner\p{L}*\s+nincs\p{L}*)(?![\p{L}])/iu,
  ],
];
/** Words of those sentences; one of them lets CENTRAL_FACTS read a sentence. */
const CENTRAL_HINT =
  /óta|-t[óő]l|működünk|dolgozunk|szezon|idény|bajnokság|sídl|sedež|sjedišt|irodá|székhely|központ|miest|štadión|ihrisk|helyszín|pály|prizorišč|lokacij|stadion|dvoran|terén|hal|stávk|sázk|stav|klađenj|fogad|kladionic|pískaj|rozhodu|řídí|vodijo|sodijo|sude|sudi|vode|futam|mérkőzés|meccs|verseny|forduló|televíz|tévé|TV|nincs|nimamo|nemamo|nemáme|žiadn|nijedn/i;

/**
 * "Zakłady na naszą ligę są legalne w Polsce i w Czechach", "Wedden op onze competitie is legaal
 * in België en Nederland", "As apostas na liga são legais em Portugal e no Brasil": the countries
 * after the word of legal betting, each with its preposition.
 */
const WEST_MARKETS =
  /(?<![\p{L}])(?:[Zz]akład\p{L}*|[Ss]ázk\p{L}*|[Ss]ázení|[Ww]edden|[Ww]eddenschappen|[Aa]postas?|[Aa]postar)(?![\p{L}])[^.]{0,60}?(?<![\p{L}])(?:legaln\p{L}*|legální|legaal|legais|legal|dozwolone|povolen\p{L}*|toegestaan)\s+(?:(?:jest|są|je|jsou|is|zijn|são)\s+)?(?:(?:w|we|v|ve|na|in|em|no)\s+)?(\p{Lu}\p{L}+(?:\s+republi\p{L}+)?(?:(?:\s*,\s*|\s+(?:i|a|en|e|oraz)\s+)(?:(?:w|we|v|ve|na|in|em|no)\s+)?\p{Lu}\p{L}+(?:\s+republi\p{L}+)?){0,8})/u;

/**
 * Facts stated the Polish, Czech, Dutch and Portuguese way, read from a sentence with one of
 * their words (WEST_HINT).
 */
const WEST_FACTS: [QuestionnaireField, RegExp][] = [
  [
    // "Sezon zaczynamy w maju", "Zaczynamy sezon w kwietniu", "Sezónu zahajujeme v dubnu": the
    // month, in its case (values.ts reads "maju", "dubnu").
    "season_start_month",
    /(?<![\p{L}])(?:(?:sezon\p{L}*|sezón\p{L}*|rozgrywki)\s+(?:\p{L}+\s+)?(?:zaczynamy|zaczyna się|zaczynają się|rozpoczynamy|startuje|startujemy|otwieramy|zahajujeme|začínáme|otevíráme)|(?:zaczynamy|rozpoczynamy|zahajujeme|začínáme)\s+(?:\p{L}+\s+)?(?:sezon\p{L}*|sezón\p{L}*|rozgrywki))\s+(?:w|we|od|v|ve|na)\s+(\p{L}+)/iu,
  ],
  [
    // "Wyniki mamy od 2016 roku", "Výsledky máme od roku 2002", "resultados guardados desde 2005":
    // results since a year (proseFacts counts the years to today).
    "historical_data_years",
    /(?<![\p{L}])(?:wyniki|dane|statystyki|archiwum|protokoły|výsledky|výsledkov|data|uitslagen|resultaten|resultados|dados)\s+(?:\p{L}+\s+){0,3}?(?:od|sinds|desde)\s+(?:roku\s+|roce\s+|o ano de\s+)?((?:19|20)\d\d)(?!\d)/iu,
  ],
  [
    // "Gramy w dwóch miejscach: Stadion MOSiR Sierpc i Boisko przy Skansenie (też w Sierpcu)",
    // "Jogamos em dois recintos: …": the places after a colon, up to a remark in brackets.
    "venues",
    /(?<![\p{L}])(?:miejsc\p{L}*|obiekt\p{L}*|boisk\p{L}*|recintos|locais|campos|accommodaties|sporthallen|zalen)\s*:\s*([^.;:()]{4,300})/iu,
  ],
  [
    // "A liga … tem sede em Braga", "com sede no Porto", "Wij zijn gevestigd in Gent", "met zetel
    // te Eeklo", "Het secretariaat zit in Hoorn", "Siedzibę mamy w Krakowie", "Biuro, a właściwie
    // mój garaż …, jest w Sierpcu" (the place in its case; see mod.ts).
    "headquarters",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:(?:tem|temos|têm)\s+(?:a\s+)?(?:sua\s+|nossa\s+)?sede\s+(?:em|no|na)|(?:zijn|is)\s+gevestigd\s+(?:in|te)|(?:met\s+)?(?:zetel|maatschappelijke zetel)\s+(?:in|te)|(?:[Hh]et\s+|[Oo]ns\s+)?(?:secretariaat|kantoor|bureau)\s+(?:zit|is|ligt|bevindt zich)\s+(?:in|te)|[Ss]iedzibę\s+(?:mamy|ma)\s+w|(?:[Bb]iuro|[Ss]iedziba|[Ss]ekretariat)(?:,[^.,]{0,80},)?\s+(?:jest|mieści się|znajduje się)\s+w)\s+${NAMES}`,
      "u",
    ),
  ],
  [
    // "Integriteit wordt bewaakt door Sportradar", "monitoring zakładów prowadzi dla nas
    // Sportradar", "monitorização das apostas pela Sportradar": the body after the word of
    // integrity or monitoring.
    "integrity_partner",
    /(?<![\p{L}])(?:[Ii]ntegriteit|[Mm]onitoring|[Mm]onitorowani|[Mm]onitorování|[Mm]onitorização|[Mm]onitoramento)\p{L}*[^.]{0,60}?(?<![\p{L}])(?:door|via|met|przez|prowadzi|ze|se|com|pela|pelo)\s+(?:(?:nas|dla nas|společností|firmą|firma|a|o)\s+)?(\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*){0,3})/u,
  ],
  [
    // "Spolupracujeme se společností Sportradar na monitoringu sázek", "Współpracujemy ze
    // Sportradar w zakresie monitoringu zakładów", "We werken samen met Sportradar voor de
    // monitoring": the partner, then what it monitors.
    "integrity_partner",
    /(?<![\p{L}])(?:[Ss]polupracujeme|[Ww]spółpracujemy|[Ww]erken samen|[Tt]rabalhamos)\s+(?:se|s|ze|z|met|com)\s+(?:(?:společností|firmą|a|o)\s+)?(\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*){0,3})\s+(?:\p{L}+\s+){0,3}?(?:monitor\p{L}*|integrit\p{L}*|uczciwo\p{L}*)/u,
  ],
  ["betting_legal_markets", WEST_MARKETS],
  [
    // "Sezon: start w październiku", "Seizoen: start in september", "Época: início em março":
    // a note's season, then its start and the month.
    "season_start_month",
    /(?<![\p{L}])(?:sezon\p{L}*|sezón\p{L}*|seizoen|época)\s*:\s*(?:start|początek|rozpoczęcie|začátek|begin|início|arranque)\s+(?:w|we|v|ve|in|em|na|od|vanaf)\s+(\p{L}+)/iu,
  ],
  [
    // "Seizoen september tot april", "het seizoen loopt van september tot en met mei": the span's
    // first month; without the season's word, a span of two months ("Van september tot en met
    // april, dus 8 maanden").
    "season_start_month",
    new RegExp(
      String
        .raw`(?<![\p{L}])(?:(?:seizoen|competitie)\s*:?\s*(?:loopt\s+)?(?:van\s+)?|van\s+(?=(?:${DUTCH_MONTHS})\s+(?:tot|t\/m)\s+(?:en\s+met\s+)?(?:${DUTCH_MONTHS})(?![\p{L}])))(\p{L}+)\s+(?:tot(?:\s+en\s+met)?|t\/m|-|–)\s+\p{L}+`,
      "iu",
    ),
  ],
  [
    // "Mecz prowadzi sędzia główny i dwóch liniowych": the officials after the verb of
    // officiating.
    "officiating",
    /(?<![\p{L}])(?:prowadzi|prowadzą|sędziuje|sędziują|obsługuje|obsługują)\s+((?=[^.;]{0,60}?sędz)[^.;]{4,120}?)(?=\s*[.;(]|$)/iu,
  ],
  [
    // "Telewizji nie mamy", "nie mamy transmisji telewizyjnych", "Geen tv-partner", "Televisão
    // nenhuma", "televizi nemáme": no broadcaster.
    "broadcast_partners",
    /(?<![\p{L}])((?:telewizj\p{L}*|transmisj\p{L}* telewizyjn\p{L}*|partnera telewizyjn\p{L}*)\s+(?:\p{L}+\s+)?nie\s+(?:mamy|ma|posiadamy)|nie\s+(?:mamy|ma|posiadamy)\s+(?:\p{L}+\s+)?(?:telewizj\p{L}*|transmisj\p{L}* telewizyjn\p{L}*|partnera telewizyjn\p{L}*)|geen\s+(?:tv|televisie|omroep)[\p{L}-]*|(?:televisão|TV)\s+nenhuma|nenhuma\s+(?:televisão|TV|emissora)|(?:televiz\p{L}*|TV)\s+(?:\p{L}+\s+)?nemáme|não\s+temos\s+(?:\p{L}+\s+)?(?:televisão|TV|transmissão televisiva|parceiro de televisão))(?![\p{L}])/iu,
  ],
  // "Geen streaming", "sem streaming", "nie streamujemy": no stream.
  [
    "streaming_platforms",
    /(?<![\p{L}])(geen\s+(?:live)?stream\p{L}*|sem\s+(?:streaming|transmissões)|nie\s+(?:streamujemy|transmitujemy))(?![\p{L}])/iu,
  ],
  [
    // "Z bukmacherami nie współpracujemy", "geen samenwerking met gokbedrijven", "não trabalhamos
    // com casas de apostas": none.
    "existing_betting_partners",
    /(?<![\p{L}])((?:z\s+)?bukmacher\p{L}*\s+(?:\p{L}+\s+)?nie\s+(?:współpracuj|wspolpracuj|mamy)\p{L}*|nie\s+współpracuj\p{L}*\s+z\s+(?:\p{L}+\s+)?bukmacher\p{L}*|geen\s+(?:samenwerking|partners?|contract\p{L}*|akkoord)\s+met\s+(?:\p{L}+\s+)?(?:gokbedrijv\p{L}*|bookmakers?|wedkantor\p{L}*|goksites?)|(?:gokbedrijv\p{L}*|bookmakers?|wedkantor\p{L}*)\s*:?\s+(?:\p{L}+\s+){0,3}?geen|(?:werken|werkt)\s+niet\s+(?:samen\s+)?met\s+(?:\p{L}+\s+)?(?:gokbedrijv\p{L}*|bookmakers?|wedkantor\p{L}*)|não\s+(?:trabalhamos|temos\s+parceri\p{L}*|colaboramos)\s+com\s+(?:\p{L}+\s+)?(?:casas?|operadores?|empresas?)\s+de\s+apostas)(?![\p{L}])/iu,
  ],
];
/** The fields of WEST_FACTS whose cues deny: none. */
const WEST_DENIALS = new Set<QuestionnaireField>([
  "broadcast_partners",
  "streaming_platforms",
  "existing_betting_partners",
]);
/** Words of those sentences; one of them lets WEST_FACTS read a sentence. */
const WEST_HINT =
  /tot en met|maanden|sezon|sezón|rozgrywk|zaczyna|rozpoczyna|zahajuj|začín|seizoen|competitie|prowadz|sędziu|obsługuj|telewiz|televis|televiz|TV|geen|stream|bukmacher|gokbedrijv|bookmaker|wedkantor|apostas|wyniki|dane|statystyki|archiwum|protoko|výsledk|data|uitslagen|resultat|resultados|dados|miejsc|obiekt|boisk|recintos|locais|campos|accommodaties|sporthallen|zalen|sede|gevestigd|zetel|secretariaat|kantoor|siedzib|biuro|sekretariat|integrit|monitor|spolupracujeme|współpracujemy|werken samen|trabalhamos|legal/i;

/**
 * The office, in these languages, as written up to the sentence's end (a remark in parentheses
 * dropped): "Адрес офиса: г. Тверь, ул. Советская, д. 41", "Офіс (точніше, кімната в клубі):
 * Київ, …", "Адреса седишта лиге: Теразије 35, Београд", "Седиштето ни е на адреса ул.
 * Македонија бр. 11, Скопје", "офисът ни – гр. Пловдив, …", "Sediul ligii este în Cluj-Napoca,
 * str. …", "Lig ofisimiz: Cumhuriyet Cad. No: 18, …", "Meie kontor asub aadressil Vanemuise 19,
 * Tartu".
 */
const EAST_HEADQUARTERS =
  /(?<![\p{L}])(?:(?:адрес\p{L}*|адреса)\s+(?:офис\p{L}*|офіс\p{L}*|лиги|ліги|седишта(?:\s+лиге)?|седалището)\s*:|(?:офис\p{L}*|офіс\p{L}*|ofis\p{L}*)(?:\s*\([^()]{0,60}\))?\s*:|седиште(?:то)?\s+(?:ни\s+|лиге\s+)?(?:је|е)\s+(?:на\s+адреса|на\s+адреси|у|во)|седалището\s+(?:ни\s+)?е\s+(?:в|на)|офисът\s+ни\s*(?:е\s+)?[–—:-]|(?:офис|офіс|штаб-квартир)\p{L}*[^.]{0,20}?(?:находится|знаходиться|расположен\p{L}*)\s+(?:в|у|по\s+адресу:?|за\s+адресою:?)|sediul\s+(?:ligii\s+)?(?:este\s+)?(?:în|la)|kontor\s+asub\s+(?:aadressil\s+)?)\s*([^()]{4,120}?)\s*(?:\([^()]*\))?\s*[.;]?$/iu;

/**
 * Venues in these languages: after the word for grounds or halls and a colon, a dash or "are"
 * ("Основные площадки — стадион «Спартак» (Тверь) и спорткомплекс «Локомотив»", "у двох залах:
 * «Мега-Спорт» у Києві та …", "Главни терени су Ада Циганлија у Београду и …", "Sahalarımız:
 * …", "Põhilised võistluspaigad: …"), or where the events are held ("Вечерите се провеждат в
 * зала Колодрума в Пловдив и в зала Универсиада", "Jucăm … pe terenul de la Baza Sportivă
 * Gheorgheni din Cluj și în Parcul Tineretului").
 */
const EAST_VENUES =
  /(?<![\p{L}])(?:площадк\p{L}*|арен\p{L}*|зал(?:и|ах|ите)|сали|салите|терени|sahalar\p{L}*|võistluspaigad|toimumiskohad)(?:\s*[:—–-]|\s+(?:су|са|се|е|је|sunt|on))\s+([^.;]{3,200})|(?<![\p{L}])(?:провеждат|проводятся|проходят|се\s+одржуваат|се\s+играју)\s+(?:\p{Ll}+\s+){0,2}?(?:в|у|во)\s+((?:зала|залі|сала|стадион\p{L}*|спорткомплекс\p{L}*)\s+[^.;]{2,150})|(?<![\p{L}])jucăm\s+(?:\p{Ll}+\s+){0,3}?(?:pe|în|la)\s+(?:terenul\s+de\s+la\s+)?(\p{Lu}[^.;]{3,150})/iu;

/** The venues of an EAST_VENUES sentence, a town after each ("у Києві", "din Cluj") dropped. */
const eastVenues = (value: string) =>
  value.replace(/\s*\([^()]*\)/g, "").split(
    /,\s*|\s+(?:и|і|та|și|ve|ja|ning)\s+(?:(?:в|у|во|în|pe)\s+)?/u,
  )
    .map((v) => v.replace(/\s+(?:в|у|во|din|în|из|з)\s+\p{Lu}[\p{L}-]*$/u, "").trim())
    .filter((v) => /\p{Lu}|«/u.test(v) && v.length <= 60).join("; ");

/**
 * Facts in the sentences of Russian, Ukrainian, Bulgarian, Serbian, Macedonian, Romanian, Turkish
 * and Estonian letters; scanned only in a sentence with Cyrillic or these languages' letters
 * (EAST_HINT), so a sentence in another language is not scanned by each of them.
 */
const EAST_FACTS: [QuestionnaireField, RegExp][] = [
  [
    // "Сезон у нас открывается в мае", "Сезон починається у вересні", "Сезонът започва през
    // октомври", "Сезоната почнува во октомври", "Сезона почиње у марту", "Hooaeg algab mais":
    // the month after the verb, in its case (values.ts reads it).
    "season_start_month",
    /(?<![\p{L}])(?:сезон\p{L}*|sezon\p{L}*|hooaeg)(?![\p{L}])[^.]{0,40}?(?<![\p{L}])(?:открывается|начинается|стартует|стартира|стартує|починається|започва|почнува|почиње|почне|începe|algab)\s+(?:(?:в|у|во|през|от|од|с|з|în|din)\s+)?(?:(?:начале|середине|конце|початку|края|почетком|почетокот|почетку|началото)\s+)?(\p{L}+)/iu,
  ],
  [
    // "Sezon nisan ayında başlıyor": Turkish names the month before the verb.
    "season_start_month",
    /(?<![\p{L}])sezon\p{L}*\s+(?:\p{L}+\s+){0,2}?(\p{L}+)\s+(?:ayında\s+|ayı\s+)?başl\p{L}*/iu,
  ],
  [
    // "длится пять месяцев", "триває 9 місяців", "траје 28 недеља", "ține șase luni",
    // "kestab 7 kuud"; Turkish puts the verb last ("yaklaşık 7 ay sürüyor").
    "season_length_weeks",
    /(?<![\p{L}])(?:длится|продолжается|триває|продължава|трае|траје|ține|ţine|durează|kestab)\s+(?:около\s+|примерно\s+|близько\s+|приблизно\s+|око\s+|отприлике\s+|околу\s+|cam\s+|aproximativ\s+|umbes\s+)?(\S+\s+(?:месяц\p{L}*|місяц\p{L}*|месец\p{L}*|месеца|недел\p{L}*|тижн\p{L}*|тиждень|седмиц\p{L}*|luni|lună|săptămâni|kuud|kuu|nädalat))(?![\p{L}])|(?<![\p{L}])(\d+\s+(?:ay|hafta))\s+sür\p{L}*/iu,
  ],
  [
    // "основана в 2011 году", "проводим с 2009 года", "існує з 2013 року", "е основана през 2015
    // г.", "се игра од 2010 година", "игра се од 2002. године", "a fost înființată în 2014",
    // "toimub alates 2005. aastast"; Turkish "2011 yılında … kuruldu".
    "founded_year",
    /(?<![\p{L}])(?:основан\p{L}*|заснован\p{L}*|создан\p{L}*|існує|существует|проводим|проводится|игра се|се игра|се одржува|се провежда|înființat\p{L}*|fondat\p{L}*|toimub|asutat\p{L}*)(?![\p{L}])[^.\d]{0,20}?(?<![\p{L}])(?:с|з|од|от|през|во|в|у|în|din|alates)\s+((?:19|20)\d\d)(?!\d)|(?<!\d)((?:19|20)\d\d)\s+yılında[^.]{0,80}?(?<![\p{L}])kurul\p{L}*/iu,
  ],
  [
    // "Архив результатов ведём с 2011 года", "Історія результатів зберігається з 2016 року",
    // "Резултатите ги чуваме од 2012 година", "Rezultatele sunt arhivate din 2015", "Tulemusi
    // hoiame alates 2005. aastast"; Turkish "2011'den beri bütün sonuçları saklıyoruz".
    "historical_data_years",
    /(?<![\p{L}])(?:архив\p{L}*|результат\p{L}*|резултат\p{L}*|історі\p{L}*|истори\p{L}*|статистик\p{L}*|rezultat\p{L}*|tulemus\p{L}*|arhiv\p{L}*)(?![\p{L}])[^.]{0,50}?(?<![\p{L}])(?:с|з|од|от|din|alates)\s+((?:19|20)\d\d)(?!\d)|(?<!\d)((?:19|20)\d\d)['’]?(?:den|dan|ten|tan)\s+beri[^.]{0,40}?(?<![\p{L}])(?:sonuç\p{L}*|veri\p{L}*|istatistik\p{L}*|kayıt\p{L}*)/iu,
  ],
  ["headquarters", EAST_HEADQUARTERS],
  [
    // "Мониторинг ставок ведёт Sportradar Integrity Services", "моніторинг здійснює …": who
    // monitors the betting, named after the verb.
    "integrity_partner",
    /(?<![\p{L}])[Мм]оніторинг\p{L}*\s+(?:ставок\s+|ставок\s+на\s+\p{L}+\s+)?(?:ведёт|ведет|осуществляет|проводит|веде|здійснює|извършва|врши|спроведува)\s+(\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*){0,4})|(?<![\p{L}])[Мм]ониторинг\p{L}*\s+(?:ставок\s+|облога\s+|залозите\s+)?(?:ведёт|ведет|осуществляет|проводит|извършва|врши|спроведува)\s+(\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*){0,4})/u,
  ],
  [
    // "у спорту који зовемо рагби 13 (рагби лига)", "спорт, който наричаме …": the sport as the
    // league calls it; "Българската лига по шахбокс": the sport after "по" (not a Russian
    // dative, "по городкам").
    "sport",
    /(?<![\p{L}])спорт\p{L}*,?\s+(?:који|кој|който|который|що)\s+(?:зовемо|називамо|наричаме|называем|називаме|звемо)\s+([^,.;]{3,60})|(?<![\p{L}])(?:лига|ліга|лигата)\s+по\s+(\p{Ll}{4,}(?<!ам|ям|у|ю|ом|ем))(?![\p{L}])/u,
  ],
  [
    // Who officiates: "Утакмице суди судија са два помоћна судије", "Всеки двубой се води от
    // рефер на ринга и арбитър по шахмат", "Maçları bir başhakem ve iki yan hakem yönetiyor",
    // "La fiecare meci sunt un arbitru principal și un arbitru de poartă", "самосуддя гравців, …".
    "officiating",
    /(?<![\p{L}])(?:утакмице|мечеве|натпреварите|мачовете|матчи)\s+(?:суди|суде|води|воде|судят|судит)\s+([^.;]{3,120})|(?<![\p{L}])се\s+води\s+от\s+([^.;]{3,120})|(?<![\p{L}])(?:maçları|karşılaşmaları)\s+([^.;]{3,80}?)\s+yönet\p{L}*/iu,
  ],
  [
    "officiating",
    /(?<![\p{L}])la\s+fiecare\s+(?:meci|joc|turneu)\s+(?:sunt|este|avem)\s+(un\s+arbitr[^.;]{0,100})|(?<![\p{L}])((?:самосуддя|самосудейство|самосуђење|самосудење)[^.;]{0,140})/iu,
  ],
  [
    // "траје до октобра, са летњом паузом – укупно 28 недеља", "до края на април, т.е. около
    // седем месеца": the season's length, in all.
    "season_length_weeks",
    /(?<![\p{L}])(?:сезон\p{L}*|sezon\p{L}*)(?![\p{L}])[^.]{0,100}?(?<![\p{L}])(?:укупно|вкупно|всего|усього|общо|т\.\s?е\.|тоест|тобто|то есть|toplam|kokku|în total)\s+(?:около\s+|приблизно\s+|близько\s+|око\s+|околу\s+|yaklaşık\s+|umbes\s+)?(\S+\s+(?:месяц\p{L}*|місяц\p{L}*|месец\p{L}*|месеца|недел\p{L}*|недељ\p{L}*|тижн\p{L}*|седмиц\p{L}*|luni|săptămâni|kuud|nädalat|ay|hafta))(?![\p{L}])/iu,
  ],
  ["venues", EAST_VENUES],
  [
    // "публикуются на сайте gorodki-liga.ru", "се качват на сайта chessboxing.bg", "на сајт
    // www.ragbi13.rs", "le punem pe bikepolo.ro": the league's site, named in a sentence.
    "website",
    /(?<![\p{L}])(?:на\s+(?:нашем\s+|нашому\s+)?(?:сайт\p{L}*|сајт\p{L}*|веб-?сайт\p{L}*)|pe\s+site-ul(?:\s+nostru)?|pe|sitemiz\p{L}*|veebilehel|kodulehel)\s+((?:www\.)?[a-z\d-]{2,63}(?:\.[a-z\d-]{2,63})*\.(?:ru|ua|bg|ro|mk|rs|ee|tr|md|by|kz|me|ba|com|org|net|eu|info))(?![\w.-]*@)/iu,
  ],
  [
    // "Букмекерских партнёров нет", "Букмекерських партнерів немає", "Букмекерски партньори също
    // нямаме", "немаме ни партнери за обложување", "Parteneri de pariuri nu avem", "Bahis
    // ortağımız da yok", "Kihlveopartnerit ka pole": no betting partner (read as none).
    "existing_betting_partners",
    /((?<![\p{L}])(?:букмекер\p{L}*|букмейкър\p{L}*|беттинг\p{L}*)\s+партн\p{L}*\s+(?:\p{Ll}+\s+){0,2}?(?:нет|немає|нямаме|няма|немаме|немамо)(?![\p{L}])|(?<![\p{L}])(?:нет|немає|нямаме|няма|немаме|немамо)\s+(?:ни\s+|и\s+|також\s+)?(?:\p{Ll}+\s+)?партн\p{L}*\s+(?:за\s+)?(?:обложув\p{L}*|клађ\p{L}*|букмекер\p{L}*|ставк\p{L}*|залог\p{L}*)|(?<![\p{L}])parteneri\s+de\s+pariuri\s+nu\s+avem|(?<![\p{L}])nu\s+avem\s+(?:\p{L}+\s+)?parteneri\s+de\s+pariuri|(?<![\p{L}])bahis\s+ortağ\p{L}*\s+(?:da\s+|de\s+)?yok|(?<![\p{L}])kihlveopartner\p{L}*\s+(?:\p{L}+\s+)?(?:pole|ei ole|puudub))/iu,
  ],
  [
    // "клађење на наше утакмице легално је у Србији и Црној Гори", "Ставки на матчи Лиги
    // легальны в следующих странах: Узбекистан, Казахстан": where betting is legal.
    "betting_legal_markets",
    /(?<![\p{L}])(?:[Кк]лађењ\p{L}*|[Сс]тавк\p{L}*|[Оо]бложув\p{L}*|[Зз]алог\p{L}*|[Pp]ariuri\p{L}*|[Bb]ahis\p{L}*)(?![\p{L}])[^.]{0,60}?(?<![\p{L}])(?:легальн\p{L}*|легалн\p{L}*|легални|legal\p{L}*|yasal)\s+(?:(?:је|е|са|sunt|este)\s+)?(?:в|у|во|în)\s+(?:следующих\s+странах\s*:\s*|наступним\s+країнах\s*:\s*)?((?:\p{Lu}[\p{L}'’.-]*[\s,]*(?:(?:и|і|та|și)\s+)?)+)/u,
  ],
];
/** Letters of these languages: Cyrillic, and Turkish, Romanian and Estonian accents. */
const EAST_HINT =
  /\p{Script=Cyrillic}|[şğıİăâîșțõäöü]|(?<![\p{L}])(?:kontor|sediul|ofis\p{L}*|hooaeg|sezon\p{L}*|alates|aasta\p{L}*|toimub|hoiame|yılında|avem|sunt)(?![\p{L}])/iu;
/** Keeping records, in these languages ("ведём", "зберігається", "чуваме", "saklıyoruz"). */
const KEPT_EAST =
  /(?<![\p{L}])(?:архив\p{L}*|архів\p{L}*|вед[её]м|храним|хранятся|зберіга\p{L}*|чуваме|чувамо|съхраня\p{L}*|пазим|sakl\p{L}*|hoiame|păstrăm|arhivat\p{L}*)(?![\p{L}])/iu;

/** The sponsors named after their amount, in Serbian, Macedonian, Romanian and Turkish. */
const SPONSORS_AFTER_EAST =
  /^[\s.,–—-]*(?:дин|ден|динара|денари|лв|лева|lei|RON|TL|₺|€|EUR|eurot)?\.?['’]?\p{L}{0,3}\s*(?:(?:од|от|из|з|із|din|de la|de)\s+)?(?:спонзор\p{L}*|спонсор\p{L}*|sponsoriz\p{L}*|sponsorluk\p{L}*|toetaja\p{L}*)(?![\p{L}])/iu;
/** Of which, from the sponsors, before the amount ("sellest toetajatelt", "з них спонсорські"). */
const SPONSORS_BEFORE_EAST =
  /(?<![\p{L}])(?:sellest|millest|из\s+них|з\s+них|от\s+които|од\s+кои|од\s+чега|din\s+care|bunun)\s+(?:\p{L}+\s+){0,2}?(?:toetaja\p{L}*|sponsor\p{L}*|спонсор\p{L}*|спонзор\p{L}*|sponsoriz\p{L}*)(?:\s+\p{L}+){0,2}\s*[–—:-]?\s*(?:[€$]|EUR)?\s*$/iu;

/** The names a list answer starts with, up to where the sentence goes on. */
const cutNames = (text: string) =>
  text.split(
    // ("Canadian Centre for Ethics in Sport": a "for" inside a name goes on with it.)
    /\s+(?:with|while|where|which|who|through|via|since|but|as|we|our|I)\b|\s+for\b(?!\s+\p{Lu})|[;:]|\s[-–—]\s/u,
  )[0]
    .replace(/[\s,]+(and)?$/, "").trim();

/**
 * The countries of the region as Slovak, Czech, Slovenian, Croatian and Hungarian sentences
 * write them after "in" ("na Slovensku", "v České republice", "v Sloveniji", "Magyarországon"),
 * and as a form names them.
 */
const COUNTRY_IN: [RegExp, string][] = [
  [/^Slovensku$/u, "Slovensko"],
  [/^Česku$/u, "Česko"],
  [/^České\s+republice$/u, "Česká republika"],
  [/^Maďarsku$/u, "Maďarsko"],
  [/^Rakúsku$/u, "Rakúsko"],
  [/^Rakousku$/u, "Rakousko"],
  [/^Poľsku$/u, "Poľsko"],
  [/^Polsku$/u, "Polsko"],
  [/^Sloveniji$/u, "Slovenija"],
  [/^Hrvaškem$/u, "Hrvaška"],
  [/^Hrvatskoj$/u, "Hrvatska"],
  [/^Srbiji$/u, "Srbija"],
  [/^Avstriji$/u, "Avstrija"],
  [/^Magyarországon$/u, "Magyarország"],
  [/^Szlovákiában$/u, "Szlovákia"],
  [/^Ausztriában$/u, "Ausztria"],
  // Polish, after "w" ("legalne w Polsce", "w Czechach", "na Słowacji", "w Niemczech").
  [/^Polsce$/u, "Polska"],
  [/^Czechach$/u, "Czechy"],
  [/^Słowacji$/u, "Słowacja"],
  [/^Niemczech$/u, "Niemcy"],
  [/^Litwie$/u, "Litwa"],
  [/^Austrii$/u, "Austria"],
  // Czech "v Německu".
  [/^Německu$/u, "Německo"],
];

/** A season's word the span names, beyond those above ("Sesongen går", "Kausi kestää"). */
const SPAN_SEASON =
  /(?<![\p{L}])(?:sesong\p{L}*|säsong\p{L}*|sæson\p{L}*|seizoen|kau(?:si|de\p{L}*|teen)|сезон\p{L}*|calendar|løp|renn|races|events|rounds|stops|tournaments|stevner|stævner|deltävlingar|spillerunder)(?![\p{L}])/iu;
/** Words between the months of a span: "to", "til", "a", "bis", "tot en met", "по", "až". */
const SPAN_JOIN =
  /^(?:to|till?|through|until|a|à|al|au|ao|bis|tot|en|met|och|og|med|do|po|по|až|hasta|and|et|e|y|und|–|-|—|end|early|late|mid|eind|einde|begin|Ende|Anfang|Mitte|fin|fine|inizio|finales|fines|principios|slutet|lopussa|конца|начала)$/iu;
/** A pause in the season: "a break from November to March", "Winterpause", "tauko". */
const SPAN_BREAK =
  /^(?:break|pause|pausa|paus|\p{L}*pause|tauko|перерыв\p{L}*|off-season|offseason)$/iu;
/** Before the first month of a span: "from", "fra", "från", "van", "da", "de", "с", "od". */
const SPAN_FROM =
  /^(?:from|fra|frå|frá|från|van|von|da|dal|dalla|de|des|desde|du|od|ode|z|ze|с|со|от|between|entre|zwischen|mellan|mellom|tra)$/iu;

/** A season's start, before its month: "starts in", "empieza en", "começa em", "beginnt im". */
const SPAN_START =
  /^(?:starts?|started|begins?|empieza|comienza|arranca|inicia|começa|commence|beginnt|startet|starter|startar|alkaa|algab)$/iu;
/** Between the months of "starts in May and ends in October", "empieza en octubre y termina en
 * marzo", "começa em junho e vai até ao fim de setembro". */
const SPAN_END =
  /^(?:ends?|finish(?:es)?|closes?|termina|terminan|acaba|finaliza|vai|va|até|ao|fim|final|in|en|em|im|i|se|termine|endet|slutter|slutar|the|of|el|la|o|de|do|da|del)$/iu;

/**
 * The months a sentence of the season spans ("fra mai til september", "huhtikuusta
 * syyskuuhun", "с апреля по октябрь"): the first month, and the span counted in months, both
 * ends included.
 */
function monthSpan(sentence: string): { start: string; months: number } | undefined {
  const words = sentence.replace(/^\s*\d{1,2}[.)]\s+/, "").split(/[\s,;()]+/)
    .map((w) => w.replace(/[.:!?]+$/, "")).filter(Boolean);
  // (A numbered answer that is the span alone, "6. De septembre à avril", is the season's.)
  if (
    words.length > 5 && ![SEASON_WORD, SEASON_WORD_MORE, SPAN_SEASON].some((w) => w.test(sentence))
  ) return undefined;
  for (let i = 0; i < words.length; i++) {
    const first = parseMonth(words[i])?.value;
    if (!first || !/^\p{L}{3,}$/u.test(words[i])) continue;
    // ("Season starts in May and ends in October": the start's verb, then its month.)
    const started = i >= 2 && /^(?:in|en|em|im|i|a)$/iu.test(words[i - 1]) &&
      SPAN_START.test(words[i - 2]);
    for (let j = i + 1; j <= i + (started ? 8 : 4) && j < words.length; j++) {
      const last = parseMonth(words[j])?.value;
      if (!last || !/^\p{L}{3,}$/u.test(words[j])) continue;
      const between = words.slice(i + 1, j);
      // (Finnish and Estonian write the span in the months' cases: "huhtikuusta syyskuuhun",
      // "jaanuarist märtsini".)
      const cased = !between.length && /(?:sta|stä|st)$/u.test(words[i]) &&
        /(?:un|hun|ni|iin|ks)$/u.test(words[j]);
      const joined = between.length > 0 && between.every((w) => SPAN_JOIN.test(w)) &&
        (i > 0 && SPAN_FROM.test(words[i - 1]));
      const ended = started && between.length >= 2 &&
        between.every((w) => SPAN_JOIN.test(w) || SPAN_END.test(w)) &&
        between.some((w) =>
          /^(?:ends?|finish(?:es)?|termina|terminan|acaba|finaliza|vai|termine|endet|slutter|slutar)$/iu
            .test(w)
        );
      if (!cased && !joined && !ended) break;
      // ("with a break from November to March": a pause, not the season.)
      if (words.slice(Math.max(0, i - 3), i).some((w) => SPAN_BREAK.test(w))) break;
      const a = MONTHS.indexOf(first.toLowerCase());
      const b = MONTHS.indexOf(last.toLowerCase());
      return { start: words[i], months: ((b - a + 12) % 12) + 1 };
    }
  }
  return undefined;
}

/** "I don't know if", "not sure whether", "je ne sais pas si", "no sé si", "não sei se". */
const WONDERS =
  /(?<![\p{L}])(?:(?:don['’]?t|do not|doesn['’]?t|does not) know (?:if|whether)|not sure (?:if|whether)|no idea (?:if|whether)|wonder (?:if|whether)|ne sais pas si|ne savons pas si|no sé si|no sabemos si|não sei se|não sabemos se|weiß nicht,? ob|wissen nicht,? ob|non so se|non sappiamo se)(?![\p{L}])/iu;

export function proseFacts(lines: Line[], year?: number): Candidate[] {
  const out: Candidate[] = [];
  for (const { text, at, source } of sentencesOf(lines)) {
    const span = monthSpan(text);
    if (span) {
      const fact = { via: "prose" as const, at, source, path: "fact" };
      out.push({ ...fact, label: "season start month", value: span.start });
      out.push({ ...fact, label: "season length weeks", value: `${span.months} months` });
    }
    const facts = CENTRAL_HINT.test(text)
      ? [...SENTENCE_FACTS, ...CENTRAL_FACTS]
      : [...SENTENCE_FACTS];
    if (EAST_HINT.test(text)) facts.push(...EAST_FACTS);
    // (Before the others: a sentence with their words is theirs to read first.)
    const read = WEST_HINT.test(text) ? [...WEST_FACTS, ...facts] : facts;
    for (const [field, cue] of read) {
      const m = cue.exec(text);
      if (!m) continue;
      // ("I don't know if it's even legal in Sask": what the writer wonders states nothing.)
      if (WONDERS.test(text.slice(Math.max(0, m.index - 60), m.index + m[0].length))) continue;
      let value = m[1] ?? m[2] ?? m[3];
      // A cue of having none ("no betting partners", "kein Wettanbieter") answers "none".
      if (
        (/^no(t)?\b|\bdo(?:es)? not\b|\bdo(?:es)?n't\b/i.test(value) ||
          field === "existing_betting_partners" ||
          /(?<![\p{L}])(kein\p{L}*|nicht|no tenemos|sin|pas de|nessun\p{L}*|sem|né|ni|nincs\p{L}*|nimamo|nobenih|nemáme|žiadn\p{L}*|nevysiela|nemamo)(?![\p{L}])/iu
            .test(
              value,
            )) &&
        FIELDS[field].kind === "list"
      ) value = "none";
      // ("Radio: Yle Kainuu makes short reports from every event (no TV)", "No TV, but KRVN out
      // of Lexington does a little spot": no television beside a radio or another broadcaster
      // is not none.)
      if (field === "broadcast_partners" && value === "none" && BESIDE_TV.test(text)) continue;
      // (WEST_FACTS's broadcasters, streams and bookmakers are denials: "Telewizji nie mamy".)
      else if (WEST_DENIALS.has(field) && WEST_FACTS.some(([, c]) => c === cue)) {
        value = "none";
      } else if (field === "historical_data_years") {
        // Kept since a year to come ("datos en vivo a partir de 2027") is no history yet; a
        // sentence about a change since a year ("statistics show attendance doubled since
        // 2019") keeps nothing.
        if (
          !year || Number(value) >= year ||
          !(KEPT.test(text) || KEPT_WRITTEN_ON.test(text) || KEPT_EAST.test(text) ||
            WEST_FACTS.some(([, c]) => c === cue))
        ) {
          continue;
        }
        // "Seit 2021 gibt es einen offiziellen Live-Datenfeed": the feed's age, not the data's.
        const since = text.indexOf(value);
        if (
          /^\d{4}[^.]{0,60}?(?:feed\b|\bAPI\b|即時|实时|實時|실시간|ข้อมูลสด)/i.test(
            text.slice(since),
          )
        ) {
          continue;
        }
        value = String(year - Number(value));
      } else if (
        (FIELDS[field].kind === "list" || field === "headquarters" ||
          field === "integrity_partner") && cue !== EAST_HEADQUARTERS && cue !== EAST_VENUES
      ) {
        // ("a Catalunya i a Andorra": Catalan's "and", the preposition repeated; "en la Ciudad de
        // Buenos Aires y en la Provincia de Buenos Aires", Spanish's.)
        if (field === "markets") value = value.replace(/\s+i\s+(?:a\s+)?(?=\p{Lu})/gu, ", ");
        value = value.replace(/\s+y\s+en\s+(?:(?:la|el|los|las)\s+)?(?=\p{Lu})/gu, ", ");
        // ("у Србији и Црној Гори": "и", "і", "та", "și", "ve", "ja" join the last two.)
        if (EAST_FACTS.includes(facts.find(([, re]) => re === cue)!)) {
          value = value.replace(/\s+(?:и|і|та|și|ve|ja)\s+(?=\p{Lu})/gu, ", ");
        }
        value = cutNames(value);
      }
      // "legalne w Polsce i w Czechach", "legaal in België en Nederland": each country of a
      // WEST_MARKETS list as a form names it.
      if (cue === WEST_MARKETS) {
        value = value.split(/\s*,\s*|\s+(?:i|a|en|e|oraz)\s+/).map((item) =>
          item.replace(/^(?:w|we|v|ve|na|in|em|no|na)\s+/, "").trim()
        ).map((item) => COUNTRY_IN.find(([re]) => re.test(item))?.[1] ?? item).join("; ");
      }
      if (cue === EAST_VENUES) value = eastVenues(value);
      // "je legální v České republice": the country as a form names it.
      if (
        (field === "betting_legal_markets" || field === "markets") &&
        COUNTRY_IN.some(([re]) => re.test(value.trim()))
      ) value = COUNTRY_IN.find(([re]) => re.test(value.trim()))![1];
      // "a székhelyünk Debrecenben található", "Az irodánk Szegeden van": the town without
      // the Hungarian ending of "in" or "on" (an address of the document may say more; mod.ts).
      if (
        field === "headquarters" && /^(?:[Ii]rodánk|[Ii]rodája|[Ss]zékhely|[Kk]özpont)/.test(m[0])
      ) {
        value = value.replace(/(?<=\p{L}{3})(?:ban|ben|on|en|ön)$/u, "").replace(/án$/, "a")
          .replace(/én$/, "e");
      }
      // "Bazeni Poljud in Split, Bazen Gruž in Dubrovnik": the venues, not their towns.
      // (In any language: "… y en el Lienzo Charro de Constituyentes", "das Sportzentrum X".)
      // ("la Pista del Parc de Sant Eloi, a Tàrrega, i la Pista Municipal …", "del Minigolf Parco
      // Ciani a Lugano e del Minigolf Tenero": a place after a bare "a" is the venue's town.)
      if (field === "venues" && cue !== EAST_VENUES) {
        // (In Slovak, Czech, Slovenian, Croatian and Hungarian, "a", "in", "i" and "és" join the
        // last two, and a generic word may open a name: "a ihrisko ZŠ Brezno-Mazorníkovo".)
        const central = cue === CENTRAL_VENUES;
        value = value.replace(/,\s*(?:a|à|in|at|en|em)\s+\p{Lu}[\p{L}'’.-]*(?=,)/gu, "")
          .split(
            central
              ? /,\s*(?:(?:and|a|és|in|i)\s+)?|\s+(?:and|a|és|in|i)\s+/
              : /,\s*(?:(?:and|und|y|e|et|i)\s+)?|\s+(?:and|und|y|e|et|en|og|och|oraz|i)\s+/,
          )
          .map((v) =>
            v.replace(
              /^(?:(?:en|in|im|em|at|à|nella|nello|nel|del|della|dello|allo|alla|al)\s+)?(?:(?:the|die|das|der|den|dem|el|la|los|las|le|les|il|lo|o|a|os|as)\s+)?/i,
              "",
            )
              .split(/\s+(?:in|at|im|em|à|w|i|a)\s+/)[0].trim()
          )
          .filter((v) => /^\p{Lu}/u.test(v) || (central && /^\p{Ll}+\s+\p{Lu}/u.test(v)))
          .join("; ");
      }
      out.push({
        label: field.replace(/_/g, " "),
        value,
        via: "prose",
        at,
        source,
        path: "fact",
      });
    }
  }
  return out;
}

/**
 * The integrity body an answer names ("Ja, seit 2024 – Partner: Play Fair Code", "Ada, bekerja
 * sama dengan Sportradar Integrity Services"), read with its label.
 */
export function integrityPartnerIn(text: string): string | undefined {
  for (const [field, cue] of [...SENTENCE_FACTS, ...CENTRAL_FACTS]) {
    if (field !== "integrity_partner") continue;
    const m = cue.exec(text);
    const name = m && cutNames(m[1] ?? m[2] ?? "");
    if (name) return name;
  }
  return undefined;
}

/** A league's own body, named by its kind alone: no partner of it. */
export const OWN_BODY =
  /^(?:the\s+)?(?:board|executive|committee|executive committee|council|management|secretariat|league|association|federation|general assembly|members)$/i;

/** The first web address of the document, when no label names the website. */
export function websiteIn(
  lines: Line[],
  ours: (domain: string) => boolean = () => false,
): Line | undefined {
  // A site's home, not a deep link (a printed form's address, a submission page).
  const home = /\b(?:https?:\/\/|www\.)[^\s@/]+\/?(?:[^\s@/]+\/?)?(?=[\s,;).]|$)/i;
  // (Not a question's example: "7. Website (e.g. www.yourleague.com)".)
  // (Nor a quoted line's: "> www.pitchlinedata.co.uk" under the asker's quoted signature.)
  // (Nor a privacy notice's page: "conforme a su Aviso de Privacidad (www.datalance.mx/privacidad)".)
  const notice = /\/(?:privac|datenschutz|legal|impressum|terms|cookie|gdpr|rgpd|aviso|mentions)/i;
  return lines.find((l) => {
    const site = home.exec(l.text.replace(EXAMPLE_GIVEN, " "));
    return site !== null && !notice.test(site[0]) && !l.text.trim().startsWith(">") &&
      !/\b(printed|submitted|submission|page \d)/i.test(l.written ?? l.text);
  }) ??
    // A page's footer ("Timberline Axe League · www.timberlineaxe.example · Page 1 of 2") may
    // be anyone's (the form's sender's); only a domain that is the league's own counts.
    lines.find((l) => {
      const m = home.exec(l.text);
      const domain = m?.[0].replace(/^https?:\/\/|^www\./i, "").split(/[/.]/)[0].toLowerCase();
      return domain && !/\b(printed|submitted|submission)/i.test(l.text) && ours(domain);
    });
}

/** Who officiates, as people name them, in the languages of the corpus. */
const OFFICIAL_NOUN = String
  .raw`(?:referees?|refs?|umpires?|judges?|Kommiss[äa]r(?:e|en|in|innen)?|linesm[ae]n|line judges?|officials?(?!\s+(?:live|real[- ]time|data|feeds?|partners?|website|results?|timing|rules?|app|stream\p{L}*|broadcast\p{L}*|sponsors?|suppliers?|ball))|stewards?|marshals?|timekeepers?|time-keepers?|scorers?|scorekeepers?|marqueurs?(?: officiels?)?|planilleros?|anotador(?:es)?|segnapunti|cronometrist[ai]|Zeitnehmer(?:in)?|Schreiber(?:in)?|Schiedsrichter(?:n|in(?:nen)?)?|(?:ero|linja|pää)?tuomari(?:a|t|ta)?|Linienrichter(?:n)?|Kampfrichter(?:n|innen)?|Punktrichter(?:n)?|árbitros?|jueces|juez|jueza|árbitras?|arbitr[oi]|giudici|giudice|arbitres?|àrbitres?|juges?|scheidsrechters?|domare|dommere?|sędzi(?:a|ów|owie)|commissari|commissaires|juízes|juiz|árbitros?|rozhodc(?:a|ovia|ov|i)|rozhodčí|sodnik(?:a|i|ov)?|sudac|suci|suca|sudaca|sudci|sudij[ae]|bíró|bírók|játékvezető\p{L}*|időmérő\p{L}*|pontozó\p{L}*)(?:\s+(?:principal|principale|principais|auxiliares?|assistentes?))?(?:\s+(?:de|di|du)\s+(?:campo|calle|ligne|linea|línea|linha|piste|pista))?`;
/** An official named anywhere: "referees", "judges", "árbitros", "tuomari". */
export const OFFICIAL_NAMED = new RegExp(String.raw`(?<![\p{L}])${OFFICIAL_NOUN}`, "iu");
// ("nota dos juízes": before a Portuguese noun "dos" is "of the", no Spanish two.)
const OFFICIAL_COUNT = String
  .raw`(?:a|an|one|two|three|four|five|six|\d{1,2}|ein(?:e|en)?|zwei|drei|vier|fünf|un|una|uno|dos(?!\s+juíz|\s+juiz)|tres|cuatro|cinco|due|tre|quattro|deux|trois|quatre|een|twee|drie|vier|en|ett|to|tre|fire|sei|seis|sechs|six|sette|siete|sieben|sept|um|uma|dois|duas|três|jeden|jedna|dvaja|dve|dva|traja|tri|trije|štyria|štirje|egy|két|kettő|három|négy|öt|yksi|kaksi|kolme|neljä|viisi)`;
// ("dos àrbitres de la Federació", "dos jueces de línea de la Federación …": whose they are.)
/** "a referee and two goal umpires", "2 water refs + 1 deck ref per game", "ein Schiedsrichter
 * und zwei Linienrichter", "un panel de tres jueces": officials counted, and per what. */
/** Officials' standing and where they stand: "deux arbitres fédéraux", "one referee in the ring". */
const OFFICIAL_PLACE = String
  .raw`(?:\s+(?:licencié|licenciés|fédéraux|fédéral|federales|federal|federali|federale|internationaux|internacionales|internazionali|certifiés|certificados|certificati|qualifiés|licenciados))?(?:\s+(?:in the ring|on (?:the )?ice|on court|sur (?:la )?glace|sur le terrain|en (?:la )?pista|en el ring|am Tisch))?`;
const OFFICIALS = new RegExp(
  String
    .raw`(?<![\p{L}\d])(${OFFICIAL_COUNT}\s+(?:[\p{L}-]+\s+){0,3}?${OFFICIAL_NOUN}${OFFICIAL_PLACE}(?:\s*(?:,|and|und|y|e|et|en|og|och|i|a|és|in|\+|plus)\s*${OFFICIAL_COUNT}\s+(?:[\p{L}-]+\s+){0,3}?${OFFICIAL_NOUN}${OFFICIAL_PLACE}){0,3}(?:\s+(?:de la|della|dalla|der|des|of the)\s+(?:Federaci[óo]n?|Federació|Federazione|Fédération|Federation|Verband\p{L}*)|\s+(?:vom|von der|des)\s+(?:\p{Lu}\p{L}+\s+){0,2}\p{Lu}\p{L}*verband\p{L}*)?(?:\s+(?:per|pro|por|par|each|a)\s+(?:game|match|bout|race|heat|fixture|contest|fight|tie|Spiel|partido|partida|partita|gara|match|wedstrijd|kamp|match|Bahnanlage|Bahn|Begegnung|regata|giornata|jornada|quadra|cancha|campo|plan|bana|court|pitch|lane)|\s+na\s+(?:zápas|tekmo|utakmicu|kolo)|\s+(?:futamonként|mérkőzésenként|fordulónként))?)(?![\p{L}])`,
  "iu",
);

/**
 * "Há um árbitro por jogo", "1 wedstrijdleider per speeldag", "dwóch sędziów na mecz": officials
 * counted per game in Portuguese, Dutch, Polish and Czech.
 */
const OFFICIALS_WEST =
  /(?<![\p{L}\d])((?:um|uma|dois|duas|três|\d{1,2}|jeden|jedna|dwóch|dwaj|dwie|trzech|dva|dvě|tři|een|twee|drie)\s+(?:[\p{L}-]+\s+){0,2}?(?:árbitros?|juízes|juiz|sędzi\p{L}*|rozhodčí\p{L}*|scheidsrechters?|wedstrijdleiders?)\s+(?:por|per|na|pro)\s+(?:jogo|partida|encontro|jornada|mecz|turniej|zápas|závod|speeldag|wedstrijd|partij))(?![\p{L}])/iu;

/** Officials of Portuguese, Polish, Czech and Dutch, as they are counted. */
const OFFICIAL_NOUN_WEST = String
  .raw`(?:árbitros?|juízes|juiz|oficia(?:l|is) de mesa|cronometristas?|sędzi(?:a|ów|owie|ego|ów liniowych)|liniow(?:ych|i|y)|rozhodčí(?:ch|m)?|čárov\p{L}*|pomezní\p{L}*|scheidsrechters?|lijnrechters?|juryleden|wedstrijdleiders?)`;
const OFFICIAL_COUNT_WEST = String
  .raw`(?:um|uma|dois|duas|três|quatro|jeden|jedna|dwóch|dwaj|dwie|trzech|czterech|dva|dvě|tři|čtyři|een|twee|drie|vier|\d{1,2})`;
/**
 * "Cada jogo tem dois árbitros e um oficial de mesa", "mecz sędziuje dwóch sędziów i jeden
 * liniowy", "zápas řídí dva rozhodčí a jeden čárový": a crew counted in those languages.
 */
const OFFICIAL_CREW_WEST = new RegExp(
  String
    .raw`(?<![\p{L}\d])(${OFFICIAL_COUNT_WEST}\s+(?:[\p{L}-]+\s+)?${OFFICIAL_NOUN_WEST}(?:\s*(?:,|e|i|a|en|oraz|\+)\s*${OFFICIAL_COUNT_WEST}\s+(?:[\p{L}-]+\s+)?${OFFICIAL_NOUN_WEST}){0,3})(?![\p{L}])`,
  "iu",
);
/**
 * A number, a second kind of official or "per" what: the shape of a crew, in any language (not
 * Czech "a", which is English "a" too: "to a referee").
 */
const CREW_SHAPE =
  /(?<![\p{L}])(?:one|two|three|four|five|six|\d{1,2}|zwei|drei|vier|fünf|dos|tres|cuatro|cinco|due|tre|quattro|deux|trois|quatre|twee|drie|dvaja|traja|dva|trije|két|három|négy|dois|duas|três|dwóch|dwaj|dwie|trzech|dvě|tři)(?![\p{L}])|\s(?:and|und|y|e|et|en|og|och|i|és|oraz|\+|plus|per|pro|por|par|each)\s/iu;
/** A number or a second kind of official in such a crew. */
const CREW_WEST =
  /(?<![\p{L}])(?:dois|duas|três|quatro|dwóch|dwaj|dwie|trzech|czterech|dvě|tři|čtyři|twee|drie|vier)(?![\p{L}])|\s(?:e|i|en|oraz)\s/iu;

/**
 * How contests are officiated, from a sentence that counts the officials ("Matches have a referee
 * and two goal umpires", "Pro Spiel sind ein Schiedsrichter und zwei Linienrichter im Einsatz").
 * Not a pool or a register of officials ("a pool of 22 certified officials"), nor a sentence
 * about something else they do (training, pay).
 */
export function officialsIn(
  sentences: { text: string; at: Line; source: string }[],
): { value: string; at: Line; source: string } | undefined {
  for (const { text, at, source } of sentences) {
    // (The longest way of counting that names a crew: "um árbitro por jogo", "um árbitro
    // principal e dois juízes de linha", "dois árbitros e um oficial de mesa".)
    const m = [OFFICIALS_WEST, OFFICIALS, OFFICIAL_CREW_WEST].map((re) => re.exec(text))
      .filter((found) => found && CREW_SHAPE.test(found[1]))
      .sort((a, b) => b![1].length - a![1].length)[0] ?? OFFICIALS.exec(text);
    if (!m) continue;
    // ("8 x 4 m official pool": a measure before the word counts no one.)
    if (/^\S+\s+(?:m|cm|mm|km|kg|ft|x)\s/i.test(m[1])) continue;
    const before = text.slice(0, m.index);
    if (
      /\b(pool|roster|list|register|total|squad|team|course|training|number)\s+of\s*$/i.test(before)
    ) {
      continue;
    }
    // (The officials of one contest: the sentence names it, or the phrase says per what.)
    const contest =
      /(?<![\p{L}])(per|pro|por|par|each|every|jede[snmr]?|cada|chaque|ogni|elke|varje|hver|matches|games|bouts|races|heats|contests|fights|Spiel\p{L}*|partid\p{L}*|partit\p{L}*|partits|charread\p{L}*|wedstrijd\p{L}*|zápas\p{L}*|futam\p{L}*|mérkőzés\p{L}*|tekm\p{L}*|utakmic\p{L}*|ottelu\p{L}*|jokai\p{L}*)(?![\p{L}])/iu;
    if (!contest.test(text)) continue;
    // ("a referee" alone may be anyone's: a number, a second kind or "per game" says a crew.)
    const crew =
      /(?<![\p{L}])(one|two|three|four|five|six|\d{1,2}|zwei|drei|vier|fünf|dos|tres|cuatro|cinco|due|tre|quattro|deux|trois|quatre|twee|drie|dvaja|traja|dva|trije|két|három|négy|kaksi|kolme|neljä|viisi)(?![\p{L}])|\s(and|und|y|e|et|en|og|och|i|és|\+|plus)\s|\s(per|pro|por|par|each)\s/iu;
    if (!crew.test(m[1]) && !CREW_WEST.test(m[1])) continue;
    return { value: m[1].trim(), at, source };
  }
  return undefined;
}

/** Regions as leagues name them (not countries): "Western Balkans", "Southeast Asia". */
export const REGION = new RegExp(
  String
    .raw`(?<![\p{L}])((?:the )?(?:(?:Western|Eastern|Northern|Southern|Central|North|South|East|West|Southeast|South-East|Northeast|North-East|Atlantic|Pacific|Sub-Saharan)\s+)?(?:Balkans|Baltics|Nordics|Scandinavia|Asia|Africa|Europe|America|Americas|Canada|Caribbean|Oceania|Pacific|Middle East|Gulf|Iberia|Benelux|DACH region|Maghreb|Levant|Mediterranean|Latin America|Central Asia|Caucasus|Great Lakes|Midwest|New England|Prairies|Maritimes))(?![\p{L}])`,
  "u",
);

const GERMAN_REGION =
  /(?<![\p{L}-])(\p{Lu}\p{Ll}+region(?:\s+\p{Lu}\p{L}*(?:-\p{Lu}\p{L}*)+)?)(?![\p{L}-])/u;
const CATCHMENT =
  /(?<![\p{L}])(?:Einzugsgebiet|Region)\s+ist\s+(?:das|die|der)\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+){0,3})/u;

/**
 * A region the document names as the league's: "competition for our region, the Western
 * Balkans", "We consider Southeast Asia our core region", "We operate across Atlantic Canada",
 * "the professional kickboxing league of the Western Balkans".
 */
export function regionIn(
  sentences: { text: string; at: Line; source: string }[],
): { value: string; at: Line; source: string } | undefined {
  const compound = (r: string) => /\s/.test(r.replace(/^the /i, ""));
  // German names its regions as compounds ("aus der ganzen Großregion", "in der Europaregion
  // Tirol-Südtirol-Trentino") or as the league's catchment ("Unser Einzugsgebiet ist das
  // Schweizer Mittelland").
  for (const { text, at, source } of sentences) {
    const m = GERMAN_REGION.exec(text) ?? CATCHMENT.exec(text);
    if (m) return { value: m[1], at, source };
  }
  for (const { text, at, source } of sentences) {
    const m = REGION.exec(text);
    // ("We play in South Africa": a country, no region.)
    if (!m || !compound(m[1]) || /^(?:the )?South Africa$/i.test(m[1])) continue;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    if (
      /(?<![\p{L}])region(?![\p{L}])/iu.test(text) ||
      /(?:league|series|tour|competition|circuit|championship)\s+(?:of|in|for|across)\s+$/i.test(
        before,
      ) ||
      /\b(?:operate|play|race|compete|run|are based|take place)\s+(?:across|throughout|in)\s+$/i
        .test(before) ||
      /^\s+(?:is|as)\s+our\s+(?:core\s+|home\s+|main\s+)?(?:region|market)/i.test(after)
    ) {
      return { value: m[1].replace(/^the /i, ""), at, source };
    }
  }
  return undefined;
}
