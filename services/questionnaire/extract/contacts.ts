/**
 * The contact step: who to talk to, when no labelled answer says — a contact given in one
 * answer ("Priya Raman, Head of Partnerships, priya@…"), a signature under a closing or above an
 * e-mail address, the e-mail's sender.
 */
import type { QuestionnaireField } from "../schema.ts";
import type { Line } from "./layout.ts";
import { englishPart, findEmail, PHONE } from "./values.ts";
import { rankLabel } from "./labels.ts";

export type ContactField = "contact_name" | "contact_title" | "contact_email" | "contact_phone";

/** Words that speak of a person other than the contact: the writer, a colleague. */
const OTHER_PERSON =
  /(?<![\p{L}])(?:me|my|myself|I|him|her|his|colleague|lead|manager|side|mich|mir|moi|mí|mim|mig)(?![\p{L}])/u;

/**
 * The phone number in a text, unless it stands in a later sentence than the contact's address,
 * where it is someone else's ("… sofie@x.be. For the technical side me, +32 495 30 71 44.").
 */
export function phoneBy(text: string, email?: string | null): RegExpExecArray | null {
  const phone = PHONE.exec(text);
  const at = email ? text.toLowerCase().indexOf(email.toLowerCase()) : -1;
  if (!phone || at < 0) return phone;
  const stop = text.slice(at).search(/[.!?]\s+\p{Lu}/u);
  // (Only when that sentence is about someone else: "… me", "my", "our technical lead"; not
  // "anna@x.se. Tel. +46 …".)
  const later = stop >= 0 ? text.slice(at + stop, phone.index) : "";
  return stop >= 0 && phone.index > at + stop && OTHER_PERSON.test(later) ? null : phone;
}

/**
 * A contact given in one answer ("Priya Raman, Head of Partnerships, priya@x.example,
 * +1 512 555 0199") as its parts: the email, the phone, then the name and the title in order.
 */
/**
 * The writer offering themself, in Dutch, Polish, Czech and Portuguese: "Contact: ikzelf, Rita
 * Van Damme, secretaris, …", "ja, Jan Kowalski", "já", "eu mesmo".
 */
const MYSELF_WEST =
  /^(?:ich|ich selbst|ich selber|moi|moi-même|yo|yo mismo|yo misma|io|io stesso|io stessa|minä|jag|jeg|ik|ikzelf|ik zelf|mijzelf|ja|ja sam[a]?|já|já sám|eu|eu mesm[oa]|eu própri[oa]|det er meg|det er mig|det är jag|das bin ich|c'est moi|sono io|soy yo|sou eu|se olen minä|olen minä)$/iu;

/** The writer offering themself, in words no name: "Please contact me directly", "please". */
const OFFER =
  /^(?:(?:please|kindly)\s+)?(?:(?:contact|call|write to|e-?mail)\s+)?(?:me|myself)(?:\s+(?:directly|personally|please))?$|^(?:please|kindly)$/i;

export function splitContact(value: string): Partial<Record<ContactField, string>> | null {
  const email = findEmail(value);
  const phone = phoneBy(value, email)?.[0].trim();
  // The name and the title are what comes before the address or the number (what follows them
  // is other talk: "… Secretary. Email x@y or telephone …"), up to a wide gap or a bullet.
  // ("Me po :) Lisa Dela Cruz, League Operations Head": the writer, then the name.)
  const rest = value.replace(
    /^(?:[Mm]e|[Mm]yself|[Ii]t['’]s me|[Tt]hat['’]s me|[Ii]ch selbst|[Ii]ch selber|[Ii]ch|[Mm]oi|[Yy]o|[Ii]o|[Ee]u|[Ii]k|[Mm]ina|[Mm]inä|[Jj]ag|[Jj]eg)(?:\s+po)?[\s:;)(\-–—,.!]+(?=\p{Lu})/u,
    "",
  ).replace(/(?<![\w.+-])[\w.+-]{1,64}@[\w.-]{1,200}/g, "\n").replace(phone ?? "\u0000", "\n")
    .replace(
      /(?<![\p{L}])(tel|phone|mobile|mob|cell|e-?mail|fax|telefon|telephone|puhelin|puh|meil)(?![\p{L}])\.?:?/giu,
      " ",
    )
    // ("Kovács Eszter · General Secretary": a title after a bullet is the name's.)
    .replace(
      /\s[•·]\s([^•·\n\t]{3,60})/g,
      (m, next) => JOB_TITLE.test(next.trim()) ? `, ${next}` : m,
    )
    .split(/\n|\s{3,}|\t|\s[•·]\s/).find((part) => /\p{L}{2}/u.test(part)) ?? "";
  // ("Jane Doe (Commercial Director)": a title in brackets after the name is the next part.)
  const words = rest.replace(
    /^([^()]{3,60}?)\s*\(([^()]{3,60})\)[\s,;]*$/,
    (whole, name, title) =>
      JOB_TITLE.test(title) && !JOB_TITLE.test(name) ? `${name}, ${title}` : whole,
  ).split(/\s*(?:[,;|]|\s[-–—]\s)\s*/, 12)
    .map((p) => p.trim().replace(/\s*[(\[]$/, "").replace(/\s*[-–—·•|]+$/, "").replace(/\.$/, ""))
    .filter((p) =>
      // ("1. Vorstand": a title's ordinal is no figure.)
      p && !/[\d@]/.test(p.replace(/^\d\.\s+(?=\p{L})/u, "")) && p.length <= 200 &&
      !/^(me|myself|i|at|on|via|or|by|under)$/i.test(p) &&
      !MYSELF_WEST.test(p) && !OFFER.test(p)
    );
  // ("Коммерческий директор Айгерим Садыкова. Её прямой телефон: …": a title, then the name,
  // as the answer's first sentence.)
  const titled = /^([^,.;]{3,60}?)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,2})\s*(?:\.\s|\.?$)/u
    .exec(words[0] ?? "");
  if (
    (email || phone) && titled && JOB_TITLE.test(titled[1]) && !JOB_TITLE.test(titled[2]) &&
    titled[1].split(/\s+/).length <= 2
  ) words.splice(0, 1, titled[2], titled[1]);
  // "Secretary General, Mr. W. A. Chaminda Perera (…@…)": the title before the name.
  if (
    (email || phone) && words.length >= 2 && JOB_TITLE.test(words[0]) &&
    !JOB_TITLE.test(words[1]) &&
    (PERSON.test(words[1]) || INITIALLED.test(words[1]))
  ) [words[0], words[1]] = [words[1], words[0]];
  // ("Para todo lo del acuerdo, Nerea (nerea@…)": the part that the address's own name spells
  // is the person; what stands before it leads in.)
  const local = fold(email?.split("@")[0] ?? "");
  const spelled = local
    ? words.findIndex((w) =>
      !JOB_TITLE.test(w) && w.split(/\s+/).every((t) => t.length >= 3 && local.includes(fold(t)))
    )
    : -1;
  if (spelled > 0) words.splice(0, spelled);
  if (!email && !phone) {
    // "Maria Villanueva, League Secretary", "Chiara Locatelli — Segretaria generale", "Ms. Dilani
    // Wickramasinghe, Manager – Sponsorship & Media" (a title of two parts after a person).
    if (
      words.length < 2 || words.length > 3 || !JOB_TITLE.test(words[1]) ||
      (words.length === 3 && !PERSON.test(words[0]))
    ) return null;
  }
  const out: Partial<Record<ContactField, string>> = {};
  if (email) out.contact_email = email;
  if (phone) out.contact_phone = phone;
  // ("me is fine. Josefa Tuilagi": the writer offering themself, then the name.)
  const name = words[0]?.replace(ME_FIRST, "").replace(REFERRED_TO, "").replace(WITH_NAME, "");
  if (name) out.contact_name = withoutHonorific(name);
  // ("directora general: marta.revuelta@…": the colon before the address is no part of it.)
  // ("Hon. Secretary, Carrom Federation of Sri Lanka": the body after the title is not of it.)
  const role = words[2] && ORGANISATION.test(words[2]) ? words.slice(1, 2) : words.slice(1, 3);
  // ("secretaris. Liefst via …", "1. Vorstand. Am besten abends unter …": the title ends with
  // its sentence.)
  if (words[1]) {
    out.contact_title = englishPart(role.join(", ")).replace(/:$/, "").replace(
      /(?<=\p{L}{2})\.\s+\p{Lu}\p{Ll}*\s+\p{Ll}.*$/u,
      "",
    );
  }
  return Object.keys(out).length >= 2 ? out : null;
}

/**
 * The writer offering themself before their name: "me is fine. Josefa Tuilagi", "Det er meg,
 * Ingrid Haugland", "La sottoscritta: Elisa Zennaro", "ME, DETAILS BELOW", "Undersigned.".
 */
export const ME_FIRST =
  /^(?:me|myself|it'?s me|det er meg|det er mig|det är jag|das bin ich|ich selbst|c'est moi|moi-même|sono io|la sottoscritta|il sottoscritto|soy yo|yo mism[oa]|conmigo(?: mism[oa])?|sou eu|eu mesm[oa]|comigo(?: mesm[oa])?|olen minä|minä itse|(?:the )?undersigned)(?: is fine| for now| please)?(?:\s*[-–—:,.]\s*|\s*$)/i;

/** Words handing the reader on before a name: "Please write to …", "You can reach …". */
const REFERRED_TO =
  /^(?:(?:please|kindly)\s+)?(?:(?:you can|you may)\s+)?(?:write to|speak to|talk to|reach out to|reach|contact|e-?mail|call|ask for|get in touch with|our contact is|the contact is|that would be|that'd be|that will be|that is|it is|it's)\s+/i;
/** "con Marta Revuelta", "with Jane Doe": a preposition before a name (\p{Lu} stays upper case). */
const WITH_NAME = /^(?:[Cc]on|[Cc]om|[Mm]it|[Aa]vec|[Ww]ith)\s+(?=\p{Lu})/u;

/**
 * Courtesy and academic titles before a name ("Dr.", "Lic.", "Dott.ssa", "Sra."), as a regular
 * expression's alternatives.
 */
// (Italian writes its titles in lower case too: "dott.ssa Chiara Bellandi".)
export const HONORIFICS = String
  .raw`Dr|Mr|Mrs|Ms|Prof|Lic|Ing|Dott\.ssa|Dott|dott\.ssa|dott|avv|ing|prof|Sr|Sra|Srta|Dña|Don|Mag|Dipl|Hon|Puan|Encik|Tuan|Cik|Datuk|Dato'|Shri|Smt|Ch|Mallam|Alhaji|Alhaja|Khun|Engr|Atty|Mgr|Bc|PhDr|JUDr|MUDr|RNDr|PaedDr|MVDr|Ph\.D`;
const HONORIFIC = String.raw`(?:${HONORIFICS})\.?\s+`;
export const withoutHonorific = (name: string) =>
  name.replace(new RegExp(`^(?:${HONORIFIC})+`, "i"), "");

export const CONTACT_PARTS = new Set<QuestionnaireField>(["contact_name", "contact_title"]);
export const PERSON = new RegExp(
  String
    .raw`^(?:${HONORIFIC})?\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]*|van|von|de|du|da|di|der|den|dos|das|do|le|la|bin|binti|bte|al|i)){1,4}$`,
  "u",
);
/** A name with its initials: "Mr. W. A. Chaminda Perera", "J. R. Okafor". */
const INITIALLED = new RegExp(
  String.raw`^(?:${HONORIFIC})?(?:\p{Lu}\.\s*){1,3}\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}$`,
  "u",
);
/**
 * Job titles of Chinese, Korean and Thai, which run into the words around them ("營運經理",
 * "사무국장", "เลขาธิการลีก").
 */
const OWN_TITLES =
  "經理|经理|秘書長|秘书长|總監|总监|主任|會長|会长|理事長|理事长|主席|總幹事|总干事|幹事|干事|專員|专员|" +
  "部長|部长|執行長|执行长|局長|局长|사무국장|사무총장|국장|팀장|부장|과장|대표|이사|회장|매니저|실장|" +
  "본부장|위원장|เลขาธิการ|เลขานุการ|ผู้จัดการ|ประธาน|ผู้อำนวยการ|หัวหน้า";

/**
 * Job titles of Russian, Ukrainian, Bulgarian and Serbian, in their inflected forms ("Начальник
 * международного отдела", "Генеральный секретарь", "Голова правління").
 */
const CYRILLIC_TITLES = String
  .raw`начальник\p{L}*|руководител\p{L}*|директор\p{L}*|президент\p{L}*|секретар\p{L}*|председател\p{L}*|менеджер\p{L}*|координатор\p{L}*|заместител\p{L}*|керівник\p{L}*|голова|заступник\p{L}*|казначе\p{L}*|скарбник\p{L}*|генеральн\p{L}*|исполнительн\p{L}*|виконавч\p{L}*|главен|главни|генерални|потпредседник\p{L}*`;

/**
 * Titles of Portuguese and Polish clubs that JOB_TITLE's words miss: "Secretário-Geral",
 * "Tesoureira", "Członkini Zarządu ds. Partnerstw", "wiceprezes", "skarbnik", "sekretarz".
 */
const TITLES_WEST = String
  .raw`(?<![\p{L}])(?:secretári[oa]|tesoureir[oa]|członki\p{L}*\s+zarządu|członek\s+zarządu|wiceprezes\p{L}*|skarbnik|sekretarz|` +
  // Malay, Indonesian, Filipino and Vietnamese ("Setiausaha Agung", "Sekretaris Jenderal",
  // "Kalihim", "Tổng thư ký").
  String
    .raw`setiausaha(?:\s+agung)?|pengerusi|bendahari|pengurus|presiden|ketua(?:\s+umum)?|sekretaris(?:\s+(?:jenderal|umum))?|bendahara|direktur|manajer|kalihim|pangulo|tagapangulo|ingat-yaman|tổng thư ký|thư ký|chủ tịch|giám đốc|trưởng ban)(?![\p{L}])`;
/**
 * Job titles of Romanian, Turkish and Estonian ("Secretar", "Președinte", "Genel Sekreter",
 * "Başkan", "Müdür", "juhataja").
 */
const EAST_TITLES = String
  .raw`secretar(?:ă|a)?|secretar general|președinte\p{L}*|presedinte\p{L}*|vicepreședinte\p{L}*|coordonator\p{L}*|trezorier|sekreter\p{L}*|genel sekreter\p{L}*|başkan\p{L}*|baskan\p{L}*|müdür\p{L}*|koordinatör\p{L}*|sayman|yönetici\p{L}*|juhataja|peasekretär`;

export const JOB_TITLE = new RegExp(
  String
    .raw`(?<![\p{L}])(head|director|manager|ceo|coo|cfo|cco|chief|officer|coordinator|co-ordinator|commissioner|president|secretary|chair|chairman|chairperson|lead|vp|vice|general|founder|owner|partnerships?|executive|administrator|treasurer|sec|diretor|diretora|director[a]?|gerente|presidente|secretari[oa]|secretaris|penningmeester|kasserer|kassierer|kassenwart|tesorer[oa]|tesoureir[oa]|tesoriere|trésorier|trésorière|kassör|rahastonhoitaja|coordinador[a]?|jef[ea]|responsable|directeur|directrice|geschäftsführer|geschäftsführerin|präsident|präsidentin|direktorin|obmann|obfrau|vorsitzender|vorsitzende|vorstand|vorständin|schriftführer|schriftführerin|leiter|leiterin|voorzitter|prezes|dyrektor|elnök|igazgató|puheenjohtaja|toiminnanjohtaja|\p{L}*päällikkö|\p{L}*johtaja|\p{L}*vastaava|\p{L}*ansvarlig\p{L}*|\p{L}*ansvarig\p{L}*|daglig leder|dagleg leiar|styreleder|styreleiar|nestleder|nestleiar|leder|leiar|sekretær|kasserer|kasserar|formann|kanslichef|ordförande|generalsekreterare|segretari[oa]|secrétaire|secretaire|sekretär|sekretärin|sekretaer|secretàri[oa]|sekreterare|sihteeri|titkár|direttore|direttrice|responsabile|manager[a]?|président|présidente|presidentti|formand|direktør|chef|chefin|aktuar|aktuarin|kassier|kassierin|tresorer[a]?|gerent|γραμματέας|διευθυντής|διευθύντρια|πρόεδρος|υπεύθυν\p{L}*|συντονιστ\p{L}*|ταμίας|direktorius|direktorė|prezident\p{L}*|pirminink\p{L}*|vadov\p{L}*|sekretor\p{L}*|koordinator\p{L}*|direktors|direktore|priekšsēdētāj\p{L}*|vadītāj\p{L}*|sekretār\p{L}*|juhatuse esimees|juhatuse liige|tegevjuht|juht|leder|generalsekretær|főtitkár|elnökségi tag|ügyvezető|sekret[aáa]r\p{L}*|sekretář\p{L}*|tajomní[kc]\p{L}*|tajni[kc]\p{L}*|predsed\p{L}*|předsed\p{L}*|predsjedni\p{L}*|riaditeľ\p{L}*|ředitel\p{L}*|direktor\p{L}*|tajemní\p{L}*|manaž[eé]r\p{L}*|vodja|hospodář\p{L}*|hospodár\p{L}*|pokladník|pokladní|blagajnik|blagajničarka|pénztáros|${CYRILLIC_TITLES}|${EAST_TITLES}|\p{L}{3,}(?:verantwortliche[r]?|leiter|leiterin|leder|chef|johtaja|direktør|sekretær|sekretär|sekretärin|wart|wartin))(?![\p{L}])|${OWN_TITLES}|${TITLES_WEST}`,
  "iu",
);

const OWN_TITLE = new RegExp(OWN_TITLES, "u");

/**
 * A person's name in Chinese or Korean (a surname and a given name, two to four characters:
 * "林怡君", "박지훈") or Thai (a given name and a surname, after "นาย", "นาง", "คุณ": "นายสมชาย
 * ศรีสุข"), alone or before its romanisation ("林怡君 Lin Yi-Chun").
 */
const OWN_NAME =
  /^(?:(?:นางสาว|นาย|นาง|คุณ)?([\p{Script=Thai}]{2,20}\s+[\p{Script=Thai}]{2,20})|([\p{Script=Han}]{1,3}\s?[\p{Script=Han}]{1,3}|[\p{Script=Hangul}]{2,4}))(?:\s+\p{Lu}[\p{L}'’]*(?:[\s-]+\p{L}[\p{L}'’]*){0,3})?$/u;

/** The name in a line of Chinese, Korean or Thai, and the title beside it, either way round. */
export function ownPerson(text: string): { name: string; title?: string } | undefined {
  // ("佐藤 恵子（さとう けいこ）": the name's reading in brackets is no part of it.)
  const parts = text.replace(/\s*[(（][^()（）]*[)）]/gu, "").trim().split(
    /\s*[|｜,，]\s*|\s+(?=\S)/u,
  ).filter(Boolean);
  for (let n = 0; n < parts.length && n < 3; n++) {
    // ("林怡君 Lin Yi-Chun", "สมชาย ศรีสุข": a name may take two parts.)
    for (const take of [4, 3, 2, 1]) {
      const words = parts.slice(n, n + take).join(" ");
      const m = OWN_NAME.exec(words);
      // (A label's word is no name: "직책 (Title) | 사무국장".)
      if (!m || JOB_TITLE.test(words) || OWN_ORGANISATION.test(words) || rankLabel(words).length) {
        continue;
      }
      const rest = [...parts.slice(0, n), ...parts.slice(n + take)].join(" ");
      const title = JOB_TITLE.test(rest) ? ownTitle(rest) : undefined;
      // (A name alone on its line, or with a title: not a word of a sentence.)
      if (rest && !title) continue;
      return { name: m[1] ?? m[2], title };
    }
  }
  return undefined;
}
/** A league, an office or a city is no person: "臺灣慢壘聯盟", "사무국". */
const OWN_ORGANISATION = /联赛|聯賽|联盟|聯盟|协会|協會|리그|사무국|협회|ลีก|สมาคม/u;
/**
 * A title in Chinese, Japanese, Korean or Thai without its English after it ("營運經理
 * Operations Manager") or the organisation before it ("関東ゲートボールリーグ 事務局長").
 */
export const ownTitle = (text: string) =>
  (text.trim().split(/\s+/).find((part) => OWN_TITLE.test(part)) ?? text).trim().replace(
    /(?<=[\p{Script=Han}\p{Script=Hangul}\p{Script=Thai}])\s*(?:\(|（)?[\p{Script=Latin}][\p{Script=Latin}\s&.,'’-]*(?:\)|）)?$/u,
    "",
  );

/** A name and the word that signs a letter off after it, in Korean and Chinese. */
const SIGNED_OFF =
  /^([\p{Script=Hangul}\p{Script=Han}]{2,4})\s*(?:드림|올림|배상|敬上|謹上|谨上)$/u;

const CLOSER =
  /^(with (kind |best |warm )?regards|yours sincerely|yours faithfully|sincerely|kind regards|best regards|warm regards|regards|best wishes|best|cheers|thanks|thank you|thanking you|many thanks|med vennlig hilsen|vennlig hilsen|venleg helsing|med venleg helsing|helsing|hilsen|beste hilsen|med vänliga hälsningar|vänliga hälsningar|hälsningar|mvh|kveðja|bestu kveðjur|með kveðju|vinarliga kveðju|mit freundlichen grüßen|mit freundlichen grüssen|freundliche grüsse|freundliche grüße|mit sportlichen grüßen|mit sportlichen grüssen|viele grüße|atentament|salutacions cordials|saludos|atentamente|cordialement|cumprimentos|ystävällisin terveisin|pozdrawiam|groeten|atenciosamente|cordialmente|cordiali saluti|distinti saluti|con i migliori saluti|un saluto|met vriendelijke groet(?:en)?|vriendelijke groeten|mit besten grüßen|beste grüße|bien cordialement|sincères salutations|z poważaniem|pozdrowienia|ngā mihi|tisztelettel|üdvözlettel|med venlig hilsen|venlig hilsen|terveisin|un abrazo|un saludo|saludos cordiales|hormat kami|salam)\b[^a-z]*$|^(?:ด้วยความเคารพ|ขอแสดงความนับถือ|此致敬禮|此致敬礼|此致|敬上|謹上|谨上|順頌商祺|顺颂商祺)\s*$/iu;
/**
 * Closings in words `\b` does not see: "Με εκτίμηση" (Greek), "Pagarbiai", "Su pagarba"
 * (Lithuanian), "Ar cieņu" (Latvian), "Lugupidamisega" (Estonian), "С уважением" (Russian), "З повагою" (Ukrainian),
 * "С уважение" (Bulgarian), "С поштовањем" (Serbian), "S pozdravom" (Slovak),
 * "Lep pozdrav iz Posočja," (Slovenian), "S poštovanjem" (Croatian).
 */
const CLOSER_MORE =
  /^(με εκτίμηση|με τιμή|με φιλικούς χαιρετισμούς|φιλικά|με θερμούς χαιρετισμούς|χαιρετισμούς|pagarbiai|su pagarba|linkėjimai|geriausi linkėjimai|ar cieņu|ar labākajiem vēlējumiem|sveicieni|lugupidamisega|parimate soovidega|tervitades|lugupidamisega|s pozdravom|s pozdravem|s úctou|srdečne|srdečně|lep pozdrav(?: iz [^,.!]{1,40})?|s spoštovanjem|lijep pozdrav|srdačan pozdrav|s poštovanjem|pozdrav|pozdravi|szívélyes üdvözlettel|üdv|с уважением|с наилучшими пожеланиями|всего доброго|всего наилучшего|з повагою|з найкращими побажаннями|с уважение|поздрави|с поштовањем|срдачан поздрав|са поштовањем)[^\p{L}]*$/iu;
/**
 * Closings of Romanian, Turkish, Macedonian and Serbian letters: "Cu stimă", "Cu respect",
 * "Saygılarımla", "İyi çalışmalar", "Со почит", "Срдечен поздрав", "Со почитување"; and those of
 * South Asia written in Latin letters: "JazakAllah", "Khuda Hafiz", "Shukriya", "Dhanyavaad".
 */
const CLOSER_EAST =
  /^(jazak ?allah(?: khair)?|khuda hafiz|allah hafiz|wassalam|shukriya|dhanyava?a?d|dhanyawad|cu stimă|cu stima|cu respect|cu drag|toate cele bune|numai bine|o zi bună|saygılarımla|saygılarımızla|saygilarimla|iyi çalışmalar|selamlar|sevgilerimle|со почит|со почитување|срдечен поздрав|срдечно|поздрав од|с поздрав|всичко хубаво|parimate tervitustega)[^\p{L}]*$/iu;
/** A line that closes a letter ("Kind regards", "Hälsningar / Regards"): a signature follows. */
// ("A T E N T A M E N T E": a closing spaced out letter by letter is read as one word.)
export const isCloser = (text: string) =>
  SIGNED_OFF.test(text.trim()) ||
  text.trim().split(/\s+\/\s+/).some((part) =>
    CLOSER.test(
      /^(?:\p{L} ){3,}\p{L}$/u.test(part.trim()) ? part.replace(/\s/g, "") : part.trim(),
    ) ||
    CLOSER_MORE.test(part.trim()) || CLOSER_EAST.test(part.trim())
  );
/**
 * A letter's salutation ("Hej Mette", "Hallo Herr Brandl", "Dear Priya,", "Bonjour Madame"):
 * a greeting, not a heading over the lines below it.
 */
const GREETING =
  /^(hi|hello|hey|dear|g['’]day|good (?:morning|afternoon)|hej|hejsan|hei|moi|moikka|terve|hallo|hallå|hoi|hai|beste|geachte|liebe[rs]?|sehr geehrte[rs]?|guten tag|servus|grüß gott|grüezi|bonjour|bonsoir|cher|chère|salut|ciao|buongiorno|gentile|egregio|hola|estimad[oa]s?|buenos días|olá|caro|cara|prezad[oa]|cześć|dzień dobry|szanown[ay]|αγαπητ\p{L}*|αξιότιμ\p{L}*|καλημέρα|καλησπέρα|γεια σας|laba diena|labas|sveiki|gerbiam\p{L}*|labdien|cienījam\p{L}*|tere|lugupeetud)(?:\s+\p{L}[\p{L}.'-]*){0,3}[,!]?$/iu;
/** A salutation line of a letter. */
export const isGreeting = (text: string) => GREETING.test(text.trim());
const cleanName = (text: string) => englishPart(text.trim().replace(/^(--|—|–)\s*/, ""));

/**
 * A signature: the name and title under a closing ("Kind regards") or a "--" delimiter, under
 * the sender's own name signing off, or on the lines just above an e-mail address.
 */
export function signature(lines: Line[], email: string | undefined, senderName?: string) {
  /** The lines of text after line `from`, up to a blank line once some are read. */
  const after = (from: number) => {
    const block: Line[] = [];
    for (let i = from + 1; i < lines.length && block.length < 4; i++) {
      if (!lines[i].text.trim()) {
        if (block.length) break;
        continue;
      }
      block.push(lines[i]);
    }
    return block;
  };
  // The first closing; in a conversation saved whole, the one over the contact's address or
  // signed by the sender (the asker's message and its closing may come first).
  const closers = lines.flatMap((l, i) => isCloser(l.text) ? [i] : []);
  const signs = (i: number, who?: string) =>
    who !== undefined && after(i).some((l) => l.text.toLowerCase().includes(who));
  // ("Tom Hughes <tom@…>" over the reply: the address's owner signs it.)
  // (The name just before the address, after a tab, a wide gap or a header's colon: "Gmail <tab>
  // Marlene Bauman <marlene…>"; signed with the first name alone, "Marlene".)
  const owner = email && lines.map((l) => l.text.toLowerCase().split(`<${email}>`)[0])
    .find((before, i) => before !== lines[i].text.toLowerCase() && /\p{L}\s*$/u.test(before))
    ?.split(/\t|\s{2,}|:\s*/).pop()?.replace(/["']/g, "").trim().split(/\s+/)[0];
  const closer = closers.find((i) => signs(i, email)) ??
    closers.find((i) => signs(i, owner || undefined)) ??
    closers.find((i) => signs(i, senderName?.toLowerCase())) ?? closers[0] ?? -1;
  let block = closer >= 0 ? after(closer) : [];
  // ("Regards" / "Tom" / "" / "Tom Hughes" / "Race Secretary", "[signature]" / "" / "Margaret
  // O'Brien": a first name or a placeholder alone, then the signature proper below it.)
  const signedAs = block.length === 1 ? block[0].text.trim().replace(/[,.]$/, "") : "";
  if (signedAs && !isPerson(signedAs) && signedAs.split(/\s+/).length <= 2) {
    const next = after(lines.indexOf(block[0]));
    const person = next.find((l) => isPerson(l.text));
    if (
      person && (/^\[.*\]$/.test(signedAs) || personOf(person.text).split(/\s+/)[0] === signedAs)
    ) block = next;
  }
  // "박지훈 드림", "林怡君 敬上": the name signs off on the closing's line.
  const signed = lines.findLastIndex((l) => SIGNED_OFF.test(l.text.trim()));
  if (closer < 0 && signed >= 0) {
    const own = SIGNED_OFF.exec(lines[signed].text.trim())![1];
    block = [{ ...lines[signed], text: own }, ...after(signed)];
  }
  // "Best, / Reem" and then the signature proper below its "--" delimiter.
  const delimiter = lines.findIndex((l, i) => i > closer && /^--\s*$/.test(l.text));
  if (!block.some((l) => isPerson(l.text)) && delimiter >= 0) {
    block = after(delimiter);
  }
  // "Morag" / "League Secretary, EVBL": the sender's own name signing off, and what follows.
  // (Also when the closing found signs for no one known, as the asker's quoted one below an
  // unusual closing: "Thanking you, / Nuwan Wickramasinghe" over "Ngā mihi, / Megan O'Hara".)
  const unknown = closer >= 0 && !signs(closer, email) && !signs(closer, owner || undefined) &&
    !signs(closer, senderName?.toLowerCase());
  if ((!block.some((l) => isPerson(l.text)) || unknown) && senderName) {
    const names = [senderName, senderName.split(/\s+/)[0]].map((n) => n.toLowerCase());
    // ("林怡君 Lin Yi-Chun": the name with its romanisation.)
    const own = lines.findLastIndex((l) =>
      names.includes(l.text.trim().replace(/[,.]$/, "").toLowerCase()) ||
      ownPerson(l.text)?.name === senderName
    );
    if (own >= 0) block = [lines[own], ...after(own)];
  }
  const at = email ? lines.findIndex((l) => l.text.toLowerCase().includes(email)) : -1;
  if (!block.some((l) => isPerson(l.text)) && at >= 0) {
    const above: Line[] = [];
    for (let i = at - 1; i >= 0 && i >= at - 4 && lines[i].text.trim(); i--) {
      above.unshift(lines[i]);
    }
    if (above.some((l) => isPerson(l.text)) || !block.length) block = above;
    // Or when the closing's block is someone else's and the address has its own block, a
    // person first, over it ("Bitte wenden Sie sich an: / Daniel Zumstein / Geschäftsführer /
    // daniel…@…").
  } else if (at >= 0 && !block.some((l) => l.text.toLowerCase().includes(email!))) {
    const above: Line[] = [];
    for (let i = at - 1; i >= 0 && i >= at - 3 && lines[i].text.trim(); i--) {
      above.unshift(lines[i]);
    }
    const person = above.find((l) => isPerson(l.text) && !/[@:]/.test(l.text));
    if (person && above.indexOf(person) === 0 && !lines[at].text.trim().startsWith(">")) {
      block = above;
    }
  }
  const name = block.find((l) => isPerson(l.text));
  // "Danielle Fournier | VP Partnerships", "Ivana Babić, Secretary General": one line.
  const inline = name && ownPerson(name.text)
    ? ownPerson(name.text)!.title
    : name && /\s*[|,–—]\s*/.test(cleanName(name.text))
    ? titleAfter(name.text)
    : undefined;
  // "Head of Partnerships | Arena Kickboxing League": the title without its organisation;
  // "Commercieel Manager | Head of Partnerships": both titles, as written.
  const titled = (text: string) =>
    text.split(/\s+\|\s+/).filter((part) => JOB_TITLE.test(part)).join(" | ");
  const title = block.find((l) =>
    l !== name && titled(l.text) && l.text.length <= 80 && !/[@?]|\d{3}/.test(l.text) &&
    !/^\s*([A-Z]?\d+[.)]|q\s*\d)/i.test(l.text) && !NOT_A_TITLE.test(l.text.trim())
  );
  return {
    name: name && { value: ownPerson(name.text)?.name ?? personOf(name.text), at: name },
    title: inline && JOB_TITLE.test(inline)
      ? { value: inline, at: name! }
      : title && { value: ownTitle(titleOf(cleanName(titled(title.text)))), at: title },
  };
}

/**
 * A line that is no job title: table cells or CSV ("Name Artūrs Kalniņš <tab> Position …",
 * "contact,Chloe Whitfield,League Secretary"), an address, a label with its answer, or a word
 * in lower case alone ("partnership"; a role's name is one: "secretaris").
 */
const NOT_A_TITLE =
  /\t|www\.|https?:\/\/|\S,\S|^[\p{Lu}\s&]*\b(?:CONTACTS?|KONTAKT|CONTACTO)\b[\p{Lu}\s&]*$|\b(?:[Nn]ame|[Nn]avn|[Nn]amn|[Nn]ombre|[Nn]ome|[Pp]osition|[Cc]ontact|[Kk]ontakt|[Cc]ontacto|[Ee]-?mail|[Pp]hone|[Tt]el)\b\s*:?\s+\p{Lu}|^(?!(?:secretaris|secretary|sekretær|sekreterare|sihteeri|secrétaire|segretari[oa]|secretari[oa]|penningmeester|treasurer|kasserer|kassör|kassierer|tesorer[oa]|tesoriere|trésorier|voorzitter|chair|formand|ordförande|puheenjohtaja|president|presidente|président|presidentti|főtitkár|titkár|elnök|igazgató|ügyvezető|tajnik|tajnica|tajomník|sekretár|sekretar|sekretář|tajemník|predseda|předseda|predsednik|predsjednik|direktor|riaditeľ|ředitel|\p{L}*johtaja|rahastonhoitaja|pääsihteeri|juhataja|tegevjuht|peasekretär)$)\p{Ll}[\p{L}-]*$/u;

/**
 * A title line without what follows its comma ("League Secretary, EVBL"), unless the title is a
 * bare rank whose area the comma brings ("Manager, International Business Team", "VP, Business
 * Development") and that area is no organisation.
 */
/**
 * A title in lower case before its organisation's name: "prezes Mazowieckiej Ligi Palanta",
 * "předseda Svazu kuželkářů", "presidente da Liga Nacional" (the organisation in its case).
 */
const TITLE_BEFORE_ORGANISATION =
  /^(\p{Ll}[\p{Ll}.\s-]{1,40}?)\s+(?:(?:da|do|de|van)\s+)?(\p{Lu}.*)$/u;
const ORGANISATION_CASES =
  /(?<![\p{L}])(?:Ligi|Ligy|Lize|Ligu|Ligo|Związku|Svazu|Federacji|Federace|Asociace|Stowarzyszenia)(?![\p{L}])/u;

function titleOf(text: string) {
  const lowered = TITLE_BEFORE_ORGANISATION.exec(text);
  if (
    lowered && JOB_TITLE.test(lowered[1]) &&
    (isOrganisation(lowered[2]) || ORGANISATION_CASES.test(lowered[2]))
  ) text = lowered[1];
  // ("Präsident Alpenkranz-Serie": a title of one word, then its organisation.)
  const first = /^(\p{Lu}\p{Ll}+)\s+(\p{Lu}.*)$/u.exec(text);
  if (first && JOB_TITLE.test(first[1]) && !JOB_TITLE.test(first[2]) && isOrganisation(first[2])) {
    text = first[1];
  }
  // ("Segretaria - Lega Ticinese Minigolf": the organisation after a dash is no part of it.)
  const [head, org] = text.split(/\s+[-–—]\s+/);
  if (org && isOrganisation(org) && JOB_TITLE.test(head)) text = head;
  const [rank, area] = text.split(/,\s+/);
  // ("Vice-President, Partnerships": a rank and its area.)
  const bare =
    /^(vp|svp|evp|avp|manager|director|head|lead|officer|coordinator|vice[- ]president|president|vice[- ]chair|chair|secretary|treasurer|commissioner)$/i
      .test(rank);
  return bare && area && !isOrganisation(area) ? `${rank}, ${area}` : rank;
}

/** An organisation's name, not a title: "Arena Kickboxing League", "EVBL", "Acme Ltd". */
const ORGANISATION =
  // ("Eidgenössischer Schwingerverband", "Österreichischer Tischfußballbund": a compound's body.)
  /(?<![\p{L}])(league|liga|lega|ligue|tour|series|serie|association|federation|club|union|circuit|ltd|inc|gmbh|council|committee|society|persatuan|federación|federação|federazione|fédération|verband|forbund|förbund|liitto|związek|svaz)(?![\p{L}])|\p{L}(?:verband|bund|verein|vereinigung)(?![\p{L}])/iu;
/** An organisation's initials ("EVBL", "ILM"), in capitals: under the "i" flag \p{Lu} is any letter. */
const INITIALS = /^[\p{Lu}\d&-]{2,8}$/u;
const isOrganisation = (text: string) => ORGANISATION.test(text) || INITIALS.test(text.trim());

/**
 * A line that starts with a person's name, not a job title ("League Secretary, EVBL") or a
 * letterhead in capitals.
 */
const isPerson = (text: string) =>
  // ("On Mon, 2 Feb 2026 at 10:17, Emma Whitcombe <…> wrote:": a quote's header, no person.)
  !/(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto|schreef|skrev|napisał\p{L}*):?\s*$/iu
    .test(text.trim()) &&
  (ownPerson(text) !== undefined ||
    // ("Dr. A. K. Sharma": initials before the surname.)
    (PERSON.test(personOf(text)) || INITIALLED.test(personOf(text))) &&
      !JOB_TITLE.test(personOf(text)) &&
      // (A league's name is no person's: "Lega Italiana Calcio Storico"; nor a street before its
      // number: "Rúa do Progreso, 41, baixo".)
      /\p{Ll}/u.test(personOf(text)) && !isOrganisation(personOf(text)) &&
      !STREET_NUMBER.test(text.replace(/,\s*(?=\d)/g, " ")));

/** The person at the head of a signature line ("Danielle Fournier | VP Partnerships"). */
// ("Mgr. Peter Hudec": an academic title before the name is no part of it.)
const personOf = (text: string) => withoutHonorific(cleanName(text).split(/\s*[|,–—]\s*/)[0]);
// ("Puan Nurul Huda binti Hassan, Hon. Secretary, Persatuan Woodball Malaysia": the body after
// the title is not of it.)
const titleAfter = (text: string) => {
  const parts = cleanName(text).split(/\s*[|,–—]\s*/);
  return parts.slice(1, parts[2] && ORGANISATION.test(parts[2]) ? 2 : 3).join(", ");
};

/** Letters alone, without case or accents: "Marta Zielińska" is "martazielinska". */
export const fold = (text: string) =>
  text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z]/g, "");

/** A mailbox of an office, not of a person. */
const ROLE_MAILBOX =
  /^(info|contact|contacto|contato|kontakt|office|admin|hello|hi|media|press|partnerships?|partners|segreteria|secretariat|secretaria|sekretariat|league|liga|sales|marketing|commercial|team|mail|post|enquiries|inquiries|general|comercial|commerciale|data|stats|noreply)$/;

/** A person's name as written: two to four capitalised words, with "van", "de", "da" between. */
const NAME_IN_TEXT =
  // ("Montserrat Vidal i Puig": Catalan joins a person's two surnames with "i".)
  // ("Regula Brunner-Küng": a double name's second part capitalised too.)
  /\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)*(?:\s+(?:(?:van|von|de|da|di|del|der|den|le|la|dos|das|do|bin|al|i)\s+)?\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)*){1,3}/gu;

/**
 * The address whose mailbox bears one of a person's names, and its line: "faizal@…" is "Mohd
 * Faizal bin Ismail"'s, "declan.mulkerrin@…" "Declan Mulkerrin"'s.
 */
export function ownAddress(lines: Line[], name: string): { email: string; at: Line } | undefined {
  const names = name.split(/\s+/).map(fold).filter((n) => n.length >= 4);
  for (const at of lines) {
    const email = findEmail(at.text);
    const mailbox = email && fold(email.split("@")[0]);
    if (mailbox && names.some((n) => mailbox.includes(n))) return { email: email!, at };
  }
  return undefined;
}

/**
 * The person an address belongs to, named in the text: "thiago.lins@…" is "Thiago Albuquerque
 * Lins", "f.gallo@…" "Federica Gallo", "m.vandijk@…" "Marloes van Dijk" — the first name or its
 * initial, and the surname.
 */
export function nameForEmail(lines: Line[], email: string) {
  const local = email.split("@")[0].split(/[._-]+/).map(fold).filter(Boolean);
  if (local.length !== 2 || ROLE_MAILBOX.test(local.join(""))) return undefined;
  const [first, last] = local;
  for (const at of lines) {
    for (const m of at.text.matchAll(NAME_IN_TEXT)) {
      const all = m[0].split(/\s+/);
      // The name may start inside the run of capitals: "Frau Daniela Wyss", two signatures
      // side by side ("Markus Bürgi <tab> Daniela Wyss").
      for (let i = 0; i + 1 < all.length; i++) {
        const words = all.slice(i);
        const head = fold(words[0]);
        const firstFits = head === first || (first.length === 1 && head.startsWith(first));
        const surname = words.slice(1).map(fold);
        // ("regula.brunner@…" for "Regula Brunner-Küng": the first of a double name.)
        const lastFits = surname.at(-1) === last ||
          surname.slice(-2).join("") === last || surname.join("") === last ||
          (last.length >= 3 && /-/.test(words.at(-1)!) &&
            fold(words.at(-1)!.split("-")[0]) === last);
        const value = words.join(" ");
        if (firstFits && lastFits && !JOB_TITLE.test(value)) return { value, at };
      }
    }
  }
  return undefined;
}

/** Words that hand the reader on to a person ("please contact", "remains", "fare riferimento a"). */
const REFERRAL = new RegExp(
  String
    .raw`(?:refer(?:ence)? to|reach out to|get in touch with|please contact|stick with|liaise with|(?:please )?(?:deal|speak|talk) with|skriv(?:e)? (?:heller |gjerne )?til(?: ham| henne| dem)?:?|skriv (?:hellre |gärna )?till(?: honom| henne| dem)?:?|write (?:instead )?to (?:him|her|them):|(?:be )?(?:directed|addressed|sent) to|(?:[Pp]artnership|[Pp]artner|[Cc]ommercial|[Bb]usiness|[Ss]ponsorship|[Dd]ata) (?:questions|enquiries|inquiries|matters|things|queries) (?:go )?to|you can contact|[Cc]ontact person (?:for [^.;:]{3,40}?)?(?:is|remains)(?: still)?|(?:[Cc]ontact|contato|contacto|contatto|referente|Ansprechpartner(?:in)?)\b[^.;:]{0,60}?\b(?:is|remains|permanece|sigue siendo|rimane|resta|è|ist|bleibt|reste|est)(?: still| weiterhin| toujours)?|fare riferimento a|rivolgersi a|contattare|contactar a|contatar|contacter|wenden Sie sich an|escr[íi]ban(?:me)? a(?: mí)?:|escr[íi]bame a(?: mí)?:|hablar con|hoitaa|hoitavat|(?:kun je|kunt u|kan je)(?: het)?(?: beste?)? bij)\s+(?:(?:${HONORIFICS})\.?\s+)?(${NAME_IN_TEXT.source})(?:,\s*([^,;()]{3,80})|\s*\(([^()]{3,60})\))?`,
  "u",
);

/**
 * The person a sentence hands the reader on to by their role first, as letters do: "wenden Sie
 * sich bitte an unsere Sekretärin, Frau Daniela Wyss", "Ansprechpartner … ist unser
 * Generalsekretär, Herr Thomas Pichler", "steht Ihnen unser Sekretär Lukas Oberhollenzer …
 * zur Verfügung", "può rivolgersi alla nostra segretaria, signora Giulia Pedrazzini", "us podeu
 * adreçar a la nostra secretària, la Sra. Montserrat Vidal i Puig".
 */
const TITLED_REFERRAL = new RegExp(
  String
    .raw`(?<![\p{L}])(?:wenden Sie\s+sich|sich|Ansprechpartner(?:in)?\b[^.;:]{0,50}?\bist|steht Ihnen|stehen Ihnen|rivolgersi|rivolgetevi|contattare|adreçar|adreçar-vos|dirigir-vos|dirigirse|dirigirte|contactar amb|contactar con|s['’]adresser|adressez-vous|kontaktieren Sie|please contact|contact|(?:deal|speak|liaise|work)\s+with|(?:kunt u|kun je|kan je|kan u)(?:\s+het\s+beste?)?\s+terecht\s+bij|[Tt]a kontakt med|[Kk]ontakta|prata med|snakk(?:e)? med|tal med|(?:speak|talk|write)\s+to|get in touch with|reach out to|(?:should|can|may|will)\s+go\s+(?:to|through)|(?:be\s+)?(?:sent|directed|addressed)\s+to)\s+(?:(?:bitte|gerne|gern|an|a|à|al|alla|allo|unsere[nmr]?|unser|la|el|le|il|nostra|nostro|nuestra|nuestro|notre|our|the|vår|vårt|våre|våra|vores|onze|ons)\s+){1,4}([\p{L}-]{4,40}(?:\s+(?:of|for|and|&)\s+[\p{L}-]{3,40}|\s+[\p{L}-]{3,40}){0,2}),?\s+(?:(?:Frau|Herrn?|signora|signor|sig\.ra|sig\.|Sra\.?|Sr\.?|senyora|senyor|Mme\.?|Madame|Monsieur|M\.|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|mevrouw|meneer|de heer|la|el|en|na)\s+){0,2}(${NAME_IN_TEXT.source})`,
  "u",
);

/**
 * "Lisätietoja antaa toiminnanjohtaja Hannu Tikkanen", "Yhteyshenkilönä kumppanuusasioissa
 * toimii markkinointipäällikkö Noora Väänänen", "Kontaktperson er dagleg leiar Kari Nordmann": in
 * Finnish and the Nordic languages, the title before the name, no article.
 */
const TITLE_FIRST_REFERRAL = new RegExp(
  String
    .raw`(?<![\p{L}])(?:[Ll]isätietoja\s+anta(?:a|vat)|[Yy]hteyshenkilö(?:nä|mme)?(?:\s+\p{L}+){0,2}\s+(?:toimii|on)|[Kk]ontaktperson(?:en)?\s+(?:er|är)(?:\s+(?:vår|vores|vårt))?)\s+(\p{Ll}{4,40}(?:\s+\p{Ll}{4,20})?)\s+(${NAME_IN_TEXT.source})`,
  "u",
);

/**
 * "Kontaktem pro partnerství dál zůstává náš sekretář Tomáš Hájek", "Osobą kontaktową jest nasz
 * sekretarz …", "Kontaktna oseba ostaja naš tajnik …": the same in Czech, Slovak, Polish and
 * Slovenian.
 */
const CENTRAL_REFERRAL = new RegExp(
  String
    .raw`(?<![\p{L}])(?:[Kk]ontakt(?:em|ní osobou|nou osobou|na oseba)|[Oo]sobą kontaktową)(?:\s+\p{L}+){0,3}?\s+(?:zůstává|zostáva|pozostaje|ostaja|je|jest|bude)\s+(?:(?:náš|naše|naša|nasz|nasza|naš)\s+)?(\p{Ll}{4,40}(?:\s+\p{Ll}{4,20})?)\s+(${NAME_IN_TEXT.source})`,
  "u",
);

/** A numbered answer of a person, their title, and a phone number or an address. */
const NUMBERED_CONTACT = new RegExp(
  String
    .raw`^\d{1,2}[.)]\s+(?:(?:${HONORIFICS})\.?\s+)?(${NAME_IN_TEXT.source}),\s*([^,()\d@]{3,60}?)\s*(?:\([^()]{0,40}\))?,\s*(?:\+?\d[\d\s().-]{6,}\d|[\w.+-]+@[\w.-]+)`,
  "u",
);

/**
 * A role's new holder, whom the reader should talk to from now on: "Our new Circuit Director is
 * Jessa Moreno and she's who you should be talking to from here on out".
 */
const NEW_IN_ROLE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:[Oo]ur|[Tt]he)\s+new\s+((?:\p{Lu}[\p{L}&]*\s+){0,3}\p{Lu}[\p{L}&]*)\s+is\s+(${NAME_IN_TEXT.source})(?=,?\s+(?:and\s+)?(?:(?:she|he|they)(?:['’]s|['’]re|\s+is|\s+are)\s+(?:who|the one|the person)|(?:please\s+)?(?:write|talk|speak)\s+to))`,
  "u",
);

/**
 * "Vår ordförande Lars-Göran Svensson är fortfarande er kontaktperson", "our chair Tom Ashdown
 * remains your contact": a title, a name, and that the person is (still) the contact.
 */
const OWN_ROLE_CONTACT = new RegExp(
  String
    .raw`(?<![\p{L}])(?:[Vv]år|[Vv]årt|[Vv]or|[Vv]ores|[Oo]ur)\s+(\p{L}[\p{L}-]{3,40})\s+(${NAME_IN_TEXT.source})\s+(?:är|er|is|remains|forblir|förblir)\s+(?:fortfarande\s+|fortsatt\s+|stadig\s+|fremdeles\s+|still\s+)?(?:er|din|dere|deres|jeres|your|the)?\s*(?:kontaktperson|kontakt|contact(?:\s+person)?)(?![\p{L}])`,
  "u",
);

/**
 * "Please keep Mr. Ghulam Mustafa Jatoi, our General Secretary, as the focal person for the
 * partnership": a person named, then their role, as the one to deal with.
 */
const KEPT_AS_CONTACT = new RegExp(
  String
    .raw`(?<![\p{L}])(?:keep|list|name|treat|have)\s+(?:(?:${HONORIFICS})\.?\s+)?(${NAME_IN_TEXT.source}),?\s+(?:our|the league['’]s)\s+([^,;()]{3,60}?),?\s+as\s+(?:the|our|your)\s+(?:focal person|(?:main\s+|primary\s+|first\s+)?(?:point of\s+)?contact(?:\s+person)?)`,
  "u",
);

/**
 * The same with the title after a dash, the name perhaps a first name alone: "Please keep Marc
 * as your contact for everything going forward - he's our Tour Director".
 */
const KEPT_THEN_TITLED =
  /(?<![\p{L}])(?:keep|have)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+as\s+(?:the|our|your)\s+(?:main\s+|primary\s+)?contact(?![\p{L}])[^.;]{0,60}?\s[-–—]\s+(?:he|she)['’]s\s+(?:our|the)\s+((?:\p{Lu}[\p{L}&]*\s*){1,4})/u;

/**
 * "Our secretary Fiona Gallagher is the best person to talk to about any partnership": a
 * person named with their role and called the one to talk to.
 */
const BEST_PERSON = new RegExp(
  String
    .raw`(?<![\p{L}])(?:[Oo]ur|[Tt]he league['’]s)\s+([\p{L}-]{4,40}(?:\s+(?:of|for|and|&)\s+[\p{L}-]{3,40}|\s+[\p{L}-]{3,40}){0,2}),?\s+(${NAME_IN_TEXT.source}),?\s+(?:is|will be|remains)\s+(?:the\s+(?:best|right)\s+(?:person|contact)|your\s+(?:best\s+|main\s+)?contact|the\s+(?:main\s+)?contact|the\s+person\s+to)`,
  "u",
);

/**
 * The same in Russian, Ukrainian, Bulgarian, Serbian and Macedonian: "Контакт особа за
 * партнерства је наш комерцијални директор Марко Илић", "Контактное лицо — наш коммерческий
 * директор Иван Петров": the contact, "is", the title in lower case, then the name.
 */
const EAST_REFERRAL =
  /(?<![\p{L}])[Кк]онтакт\p{L}*(?:\s+(?:особа|лице|лицо|особи))?(?:\s+\p{Ll}+){0,3}?\s*(?:је|е|є|это|[—–-])\s+(?:наш\p{L}*\s+)?((?:\p{Ll}+\s+){0,2}\p{Ll}+)\s+(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)(?![\p{L}])/u;

/**
 * The person a sentence hands the reader on to ("the league's contact for partnerships remains
 * Thiago Albuquerque Lins, Partnerships Manager"), with the title after the name.
 */
export function referredContact(sentences: { text: string; at: Line; source?: string }[]) {
  for (const { text, at, source } of sentences) {
    // ("20. Lucie Vandewalle, responsable partenariats (en copie), 06 12 48 77 30": an answer by
    // number that gives a person, their title and how to reach them.)
    const listed = NUMBERED_CONTACT.exec(at.text.trim());
    if (listed && JOB_TITLE.test(listed[2]) && !JOB_TITLE.test(listed[1])) {
      return { name: listed[1], title: listed[2].trim(), at, source: at.text.trim() };
    }
    const kept = KEPT_AS_CONTACT.exec(text) ?? KEPT_THEN_TITLED.exec(text);
    if (kept && JOB_TITLE.test(kept[2])) {
      return { name: kept[1], title: kept[2].trim(), at, source: source ?? text };
    }
    const titled = TITLED_REFERRAL.exec(text) ?? BEST_PERSON.exec(text) ??
      EAST_REFERRAL.exec(text) ?? TITLE_FIRST_REFERRAL.exec(text) ??
      CENTRAL_REFERRAL.exec(text) ?? NEW_IN_ROLE.exec(text) ?? OWN_ROLE_CONTACT.exec(text);
    if (titled && JOB_TITLE.test(titled[1]) && !JOB_TITLE.test(titled[2])) {
      return { name: titled[2], title: titled[1], at, source: source ?? text };
    }
    const m = REFERRAL.exec(text);
    if (!m || JOB_TITLE.test(m[1])) continue;
    // (", our Head of Commercial Partnerships": the title without its possessive, and
    // without the clause a dash adds: "our League Secretary - she keeps all the records".)
    const title = (m[2] ?? m[3])?.split(/\s[-–—]\s/)[0].trim()
      .replace(/^(?:our|the|their|its)\s+/i, "");
    return {
      name: m[1],
      title: title && JOB_TITLE.test(title) ? title : undefined,
      at,
      source: source ?? text,
    };
  }
  return undefined;
}

/** The sender of an e-mail: `From: "Name" <address>` in its header. */
export function sender(lines: Line[]) {
  // (Above a reply's quoted original: its "From:" is the asker's. The original starts at its
  // marker, or at a "From:" under the reply's own written lines.)
  const written = lines.findIndex((l) =>
    l.text.trim().split(/\s+/).length >= 6 && !/^[\p{L}-]{2,20}\s?:/u.test(l.text.trim())
  );
  const original = lines.findIndex((l, i) =>
    ORIGINAL_MARK.test(l.text.trim()) ||
    (written >= 0 && i > written && /^(?:from|von|de|van|da|od)\s*:/i.test(l.text.trim()))
  );
  // ("보낸 사람:", "จาก:", "寄件者:": from, in Korean, Thai and Chinese.)
  const at = lines.slice(0, original >= 0 ? Math.min(original, 12) : 12).find((l) =>
    /^(from|von|från|fra|frå|de|van|od|lähettäjä|από|nuo|no|saatja|보낸\s?사람|จาก|寄件者|寄件人|发件人|發件人|差出人)\s?:/iu
      .test(l.text.trim())
  );
  const m = at && /:\s*"?([^"<@]+?)"?\s*<([^>\s]+@[^>\s]+)>/.exec(at.text);
  const own = m && ownPerson(m[1]);
  return m && (PERSON.test(m[1].trim()) || (own && !own.title))
    ? { name: own ? own.name : m[1].trim(), email: m[2].toLowerCase(), at: at! }
    : undefined;
}

/**
 * The line over a reply's quoted original ("-----Original Message-----", "-----Mensagem
 * original-----") or a message passed on ("---------- Forwarded message ---------").
 */
export const ORIGINAL_MARK =
  /^-{2,}\s*(?:original message|forwarded message|ursprüngliche nachricht|mensaje original|mensagem original|message d['’]origine|messaggio originale|oorspronkelijk bericht|oprindelig meddelelse|ursprungligt meddelande|opprinnelig melding|alkuperäinen viesti|wiadomość oryginalna|původní zpráva)\s*-{2,}$/i;

/** A document's byline without an address: "From: Gord Lindqvist, VP, Business Development". */
export function byline(lines: Line[]) {
  for (const at of lines.filter((l) => l.text.trim()).slice(0, 8)) {
    const m =
      /^(?:from|von|de|fra|frå|från|od|van|da|από|nuo|saatja|ausgefüllt von|rempli par|compilato da|emplenat per)\s*:\s*(.+)$/i
        .exec(at.text.trim());
    if (!m || m[1].includes("@")) continue;
    // (Headers run together on one line: "… Business Development Date: 27 March 2026".)
    const [name, ...title] = m[1]
      .replace(/\s+(?:date|datum|fecha|data|sent|to|subject|re|cc)\s*:.*$/i, "")
      .split(/\s*,\s*|\s+[-–—]\s+/);
    // (Not the date it was filled in: "Thomas Pichler, Generalsekretär — 19.11.2026".)
    const role = title.filter((t) => /\p{L}/u.test(t)).join(", ").replace(/\.$/, "");
    if (PERSON.test(name) && JOB_TITLE.test(role)) return { name, title: role, at };
  }
  return undefined;
}

/** Where a quoted original starts below a reply's signature ("On … wrote:", "From: …"). */
export const QUOTED_HEADER =
  // (A header's subject in the languages mail arrives in: "Emne:", "Ämne:", "Betreff:", "Aihe:".)
  /^(>|-{2,}\s*\p{L}|on .{4,120}wrote:|(from|to|cc|sent|subject|van|aan|von|an|de|para|à|från|till|fra|frå|til|od|do|από|προς|θέμα|nuo|kam|tema|saatja|kellele|emne|ämne|betreff|asunto|oggetto|objet|onderwerp|aihe|temat|předmět|lähettäjä|vastaanottaja)\s*:)/iu;

/** A street and its number, either way round ("ul. Chorzowska 107", "27 boulevard Longchamp"). */
export const STREET =
  /(?<![\p{L}])(?:ul\.|al\.|av\.|avda\.?|leof\.|leoforos|odos|avenida|avenue|rua|rúa|via|viale|piazza|corso|calle|carrer|plaza|praça|boulevard|bd\.|bulevar|rue|str\.|kalea|út|utca|street|road|lane|drive|square|gata|gate|tie|iela|gatvė|tn\.|mnt\.|c\/|cais|akti|carrera|ruta|kade|terrace|crescent|close|parade|quay|highway|expressway|way)(?![\p{L}])|(?<![\p{L}.])g\.(?=\s\d)|(?:straße|strasse|gasse|platz|weg|gatan|vej|katu|-ro|-gil|-daero)(?![\p{L}])/iu;
// ("택견로 42", "祖庙路28号", "เลขที่ 9 ถนนราชดำเนินใน": a road and its number in Korean,
// Chinese and Thai.)
const STREET_NUMBER = new RegExp(
  String
    .raw`(?:${STREET.source})[^,;–—·|\d]{0,30}\d{1,4}|\b\d{1,4}[a-z]?,?\s+[^,;–—·|\d]{0,30}(?:${STREET.source})|\p{Script=Hangul}(?:로|길)\s?\d{1,4}|(?:路|街|道)\d{1,4}(?:號|号)|เลขที่\s?\d|ถนน`,
  "iu",
);
/** A postal code or a place after a comma: "40-101", "76316", "LS1 2TW", ", Guadalajara". */
// (Or a province, a city or a district of Korea, China or Thailand: "충청북도 충주시",
// "广东省佛山市", "เขตพระนคร".)
const POSTAL_PLACE =
  /\b\d{2}-\d{3}\b|\b\d{4,6}(?:-\d{3})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|,\s*\p{Lu}\p{Ll}|\p{Script=Hangul}(?:도|시|군|구)\s|\p{Script=Han}(?:省|市|区|區|县|縣)|แขวง|เขต|จังหวัด/u;

/** A web address: "ljeq.ca", "www.motokrosaliga.lv". */
const DOMAIN = String.raw`(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+\/?`;
/** One alone, as a letterhead's part. */
const WEB_ADDRESS = new RegExp(String.raw`^\s*${DOMAIN}\s*$`);
/** A web address after a place, set apart by a dot or a dash: " · scel.vn". */
export const WEB_TAIL = new RegExp(String.raw`\s+[·|•–—]\s+${DOMAIN}\s*$`);

/** Parts of a letterhead line that are no address: a phone, an address on the web, a tax number. */
const NOT_ADDRESS =
  /@|www\.|https?:|(?<![\p{L}])(tel|tél|tālr|tlf|telefon|telefone|teléfono|puh|phone|fax|mobile|standard|cnpj|p\.?\s?iva|c\.f\.|vat|nip|regon|uid|ust|siret|kvk|org\.?\s?nr|cvr|y-tunnus|rut|nit|cuit|kt\.)(?![\p{L}])|\(\d{2,3}\)\s?\d/iu;

/**
 * Streets of the Low Countries ("Stationsstraat 12", "Koningin Astridlaan 5") and of Czechia and
 * Slovakia, whose street is a name and a number before the postal code ("Kounicova 20, 602 00
 * Brno", "Vídeňská 9, 639 00 Brno").
 */
const STREET_WEST =
  /\p{L}{2,}(?:straat|laan|plein|dreef|kade|gracht|steenweg|singel)\s+\d{1,4}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+\d{1,4}[a-z]?(?:\/\d{1,4})?,\s*\d{3}\s\d{2}\s+\p{Lu}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+\d{1,4}[A-Za-z]?,\s*(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}/u;
/** Registration and tax numbers of those countries in a letterhead: "IČ 26543210", "KvK", "BTW". */
const NOT_ADDRESS_WEST = /(?<![\p{L}])(?:IČO?|DIČ|IČ DPH|KvK|BTW|NIF|NIPC|KRS)(?![\p{L}])/u;

/**
 * A form the asker prints for the league to fill in: its name in a title line ("League Partner
 * Intake Form", "Skjema S-2026/09", "Kumppanikysely 2026") or its instructions ("Please fill in
 * and return by …"), not a letter's mention of "your form".
 */
const FORM_TITLE =
  /(?<![\p{L}])(?:form|formular|formulaire|formulario|formulier|\p{L}*skjema|\p{L}*skema|blankett|lomake|\p{L}*kysely)(?![\p{L}])/iu;
const FORM_INSTRUCTION =
  /(?<![\p{L}])(?:please (?:fill|write|return|answer|complete)|fyll (?:ut|i)|täytä|returneras|return(?:ed)? (?:by|to|within)|send the completed)(?![\p{L}])/iu;
export const isFormHead = (text: string) =>
  FORM_INSTRUCTION.test(text) ||
  (FORM_TITLE.test(text) && !/[.!?]$/.test(text.trim()) && text.trim().split(/\s+/).length <= 12);

/** A questionnaire's name in a title: "Partner league questionnaire", "Dotazník pro …". */
const QUESTIONNAIRE_TITLE =
  /(?<![\p{L}])(?:questionnaire|dotazník|ankieta|cuestionario|questionário|questionario|\p{L}*fragebogen|vragenlijst)(?![\p{L}])/iu;
/** A reply's words about the questionnaire it answers. */
const REPLY_WORD =
  /(?<![\p{L}])(?:answers?|answered|responses?|reply|replies|respuestas?|respostas?|risposte|risposta|réponses?|antworten|antwort|antwoorden|odpowied\p{L}*|odpověď\p{L}*|svar|vastaukset|asunto|subject|betreff|oggetto|onderwerp|emne|ämne|aihe|temat|předmět|objet|assunto|re:|r:|sv:|aw:|vs:|odp:|to your|a su|al suo)(?![\p{L}])/iu;

/**
 * The asker's letterhead over the form it prints ("BLACK STAR DATA SERVICES LTD" / its address /
 * "Tel: … | Email: leagues@…" / "QUESTIONNAIRE …" / "Form BSD/Q-09 (2026)"): the lines before the
 * form's title, or up to its instructions, in the first eight; none of a mail's headers. Nothing
 * in them is the league's.
 */
export function askerHead(lines: Line[]): Set<Line> {
  const filled = lines.filter((l) => l.text.trim()).slice(0, 8);
  // (A questionnaire's own title too: "Linespan Sports Data Ltd · … · partners@…" / "Dotazník pro
  // partnerské ligy" / "Partner league questionnaire"; not a reply's about it, "Respuesta a
  // cuestionario", "Answers to the questionnaire".)
  const title = filled.findIndex((l) =>
    isFormHead(l.text) ||
    (QUESTIONNAIRE_TITLE.test(l.text) && !REPLY_WORD.test(l.text) &&
      l.text.trim().split(/\s+/).length <= 8)
  );
  // (And the form's number between its title and its instructions: "Kumppanikysely" / "Lomake /
  // Form F-2026/22 · Nordic Sports Data Oy · … · +358 9 4257 8800" / "Täytä … ja palauta …".)
  const instructions = filled.findLastIndex((l, i) => i <= 4 && FORM_INSTRUCTION.test(l.text));
  const head = filled.slice(0, Math.max(0, instructions > title ? instructions : title));
  // (A mail's headers are no letterhead: "Da: Giulia … <giulia@…>", "Gmail <tab> Marlene Bauman
  // <marlene…@gmail.com>" over the thread's subject.)
  const mail = head.some((l) =>
    QUOTED_HEADER.test(l.text.trim()) || /<[^<>\s]+@[^<>\s]+>/.test(l.text)
  );
  return new Set(mail ? [] : head);
}

/**
 * A mail's signature, whatever its closing ("Have a nice evening,", "Linkėjimai,"): the last block
 * of short lines before the quoted original (or the end), with a phone or an address on the web
 * in it ("Petra Nováková" / "League manager" / "Liga …" / "Podolská 74, 147 00 Praha 4" / "+420 …").
 */
function signatureBlock(lines: Line[]): Line[] {
  // (Before a quoted original, or the end; not a mail's own headers at its top.)
  const ends = [
    ...lines.flatMap((l, n) => QUOTED_HEADER.test(l.text.trim()) ? [n] : []),
    lines.length,
  ];
  for (const quoted of ends) {
    let end = quoted - 1;
    while (end >= 0 && !lines[end].text.trim()) end--;
    let start = end;
    while (start > 0 && lines[start - 1].text.trim()) start--;
    const block = lines.slice(start, end + 1);
    if (
      start > 3 && block.length >= 2 && block.length <= 8 &&
      block.every((l) =>
        l.text.trim().length <= 90 && !/[?!:]$/.test(l.text.trim()) &&
        !QUOTED_HEADER.test(l.text.trim())
      ) &&
      block.some((l) => /@|\+\d[\d\s()-]{6,}/.test(l.text))
    ) return block;
  }
  return [];
}

/**
 * A company's legal footer under a mail's signature: its registered address beside its
 * registration and bank numbers ("Foreningen Sydjysk Langboldliga" / "Skolegade 4, 6510 Gram" /
 * "CVR 38112946" / "Sydbank reg.nr. … kontonr. …"). That is where its papers go, often a
 * treasurer's ("c/o Ammann Treuhand AG"), not a statement of where the league's office is.
 */
const LEGAL_FOOTER =
  /(?<![\p{L}])(?:IBAN|BIC|CVR|KvK|UID|org\.?\s?nr|FO-nummer|Y-tunnus|Vereinsregister|Amtsgericht|Ondernemingsnummer|RPR|IČO?|Įmonės kodas|Registrikood|kontonr|reg\.\s?nr|company (?:no|number)|registered (?:in|charity|office))(?![\p{L}])/iu;

/** The lines of the block (up to blank lines) around one line. */
function blockAround(lines: Line[], at: Line): Line[] {
  const n = lines.indexOf(at);
  let start = n;
  while (start > 0 && lines[start - 1].text.trim()) start--;
  let end = n;
  while (end + 1 < lines.length && lines[end + 1].text.trim()) end++;
  return lines.slice(start, end + 1);
}

/**
 * Whether a line is in a legal footer, up to three lines from its registration or bank numbers
 * ("Sede social: …" over "IBAN PT50 0035 …").
 */
export function inLegalFooter(lines: Line[], at: Line): boolean {
  const block = blockAround(lines, at);
  const n = block.indexOf(at);
  return block.slice(Math.max(0, n - 3), n + 4).some((l) =>
    l !== at && LEGAL_FOOTER.test(l.text) && /\d{3}/.test(l.text)
  );
}

/**
 * The league's postal address, where a letter prints it: in the letterhead (the first five
 * lines) or under the closing, before any quoted original. Only a line with a street and its
 * number counts, and only its address parts ("Piazza Savona 3 – 12051 Alba (CN) – Tel. …" is
 * "Piazza Savona 3 – 12051 Alba (CN)"). A recipient's address further down is not the league's,
 * nor a legal footer's under the signature (LEGAL_FOOTER).
 */
export function postalAddress(lines: Line[]): { value: string; at: Line } | undefined {
  const filled = lines.filter((l) => l.text.trim());
  const closer = filled.findIndex((l) => isCloser(l.text));
  const signed = closer >= 0 ? filled.slice(closer + 1, closer + 10) : [];
  const quoted = signed.findIndex((l) => QUOTED_HEADER.test(l.text.trim()));
  // (A form's head is the asker's: "Form MLW-1102", "Please fill in and return by …".)
  const form = filled.slice(0, 5).some((l) => isFormHead(l.text));
  const below = [...signed.slice(0, quoted >= 0 ? quoted : undefined), ...signatureBlock(lines)]
    .filter((at) => !blockAround(lines, at).some((l) => LEGAL_FOOTER.test(l.text)));
  const places = [...(form ? [] : filled.slice(0, 5)), ...below];
  for (const at of places) {
    const text = at.text.trim();
    if (
      text.length > 160 || QUOTED_HEADER.test(text) ||
      !(STREET_NUMBER.test(text) || STREET_WEST.test(text)) ||
      !(POSTAL_PLACE.test(text) || STREET_WEST.test(text)) || text.split(/\s+/).length > 16
    ) continue;
    const parts = text.split(/\s+[–—·|•]\s+/);
    const first = parts.findIndex((p) => STREET_NUMBER.test(p) || STREET_WEST.test(p));
    const kept: string[] = [];
    const notAddress = (piece: string) =>
      NOT_ADDRESS.test(piece) || NOT_ADDRESS_WEST.test(piece) || WEB_ADDRESS.test(piece);
    for (const part of parts.slice(first)) {
      // ("Kjerkgata 22, 7374 Røros, org.nr 917 552 430": up to the piece that is none of it.)
      const pieces = part.split(/,\s*/);
      const other = pieces.findIndex(notAddress);
      if (other > 0) kept.push(pieces.slice(0, other).join(", ").trim());
      if (other >= 0) break;
      kept.push(part.trim());
    }
    const value = kept.join(" – ").replace(
      /[.,;]$/,
      (m) => (/\d\.$/.test(kept.at(-1) ?? "") ? m : ""),
    );
    if (value.length >= 6) return { value, at };
  }
  return undefined;
}
