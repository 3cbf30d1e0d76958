/**
 * The contact step: who to talk to, when no labelled answer says — a contact given in one
 * answer ("Priya Raman, Head of Partnerships, priya@…"), a signature under a closing or above an
 * e-mail address, the e-mail's sender.
 */
import type { QuestionnaireField } from "../schema.ts";
import type { Line } from "./layout.ts";
import { englishPart, findEmail, PHONE } from "./values.ts";

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
export function splitContact(value: string): Partial<Record<ContactField, string>> | null {
  const email = findEmail(value);
  const phone = phoneBy(value, email)?.[0].trim();
  // The name and the title are what comes before the address or the number (what follows them
  // is other talk: "… Secretary. Email x@y or telephone …"), up to a wide gap or a bullet.
  const rest = value.replace(/[\w.+-]{1,64}@[\w.-]{1,200}/g, "\n").replace(phone ?? "\u0000", "\n")
    .replace(/\b(tel|phone|mobile|mob|cell|e-?mail|fax)\b\.?:?/gi, " ")
    .split(/\n|\s{3,}|\t|\s[•·]\s/).find((part) => /\p{L}{2}/u.test(part)) ?? "";
  const words = rest.split(/\s*(?:[,;|]|\s[-–—]\s)\s*/, 12)
    .map((p) => p.trim().replace(/\s*[(\[]$/, "").replace(/\.$/, ""))
    .filter((p) =>
      p && !/[\d@]/.test(p) && p.length <= 200 && !/^(me|myself|i|at|on|via|or|by|under)$/i.test(p)
    );
  // "Secretary General, Mr. W. A. Chaminda Perera (…@…)": the title before the name.
  if (
    (email || phone) && words.length >= 2 && JOB_TITLE.test(words[0]) &&
    !JOB_TITLE.test(words[1]) &&
    (PERSON.test(words[1]) || INITIALLED.test(words[1]))
  ) [words[0], words[1]] = [words[1], words[0]];
  if (!email && !phone) {
    // "Maria Villanueva, League Secretary", "Chiara Locatelli — Segretaria generale".
    if (words.length !== 2 || !JOB_TITLE.test(words[1])) return null;
  }
  const out: Partial<Record<ContactField, string>> = {};
  if (email) out.contact_email = email;
  if (phone) out.contact_phone = phone;
  // ("me is fine. Josefa Tuilagi": the writer offering themself, then the name.)
  const name = words[0]?.replace(
    /^(me|myself|it'?s me)(?: is fine| for now| please)?\s*[-–—:,.]\s*/i,
    "",
  ).replace(REFERRED_TO, "");
  if (name) out.contact_name = withoutHonorific(name);
  // ("directora general: marta.revuelta@…": the colon before the address is no part of it.)
  if (words[1]) out.contact_title = englishPart(words.slice(1, 3).join(", ")).replace(/:$/, "");
  return Object.keys(out).length >= 2 ? out : null;
}

/** Words handing the reader on before a name: "Please write to …", "You can reach …". */
const REFERRED_TO =
  /^(?:(?:please|kindly)\s+)?(?:(?:you can|you may)\s+)?(?:write to|speak to|talk to|reach out to|reach|contact|e-?mail|call|ask for|get in touch with|our contact is|the contact is|that would be|that is|it is|it's)\s+|^(?:con|com|mit|avec|with)\s+(?=\p{Lu})/iu;

/** A courtesy or academic title before a name: "Dr.", "Lic.", "Dott.ssa", "Sra.". */
/** Courtesy and academic titles, as a regular expression's alternatives. */
// (Italian writes its titles in lower case too: "dott.ssa Chiara Bellandi".)
export const HONORIFICS = String
  .raw`Dr|Mr|Mrs|Ms|Prof|Lic|Ing|Dott\.ssa|Dott|dott\.ssa|dott|avv|ing|prof|Sr|Sra|Srta|Dña|Don|Mag|Dipl|Hon|Mgr|Bc|PhDr|JUDr|MUDr|RNDr|PaedDr|MVDr|Ph\.D`;
const HONORIFIC = String.raw`(?:${HONORIFICS})\.?\s+`;
export const withoutHonorific = (name: string) =>
  name.replace(new RegExp(`^(?:${HONORIFIC})+`, "i"), "");

export const CONTACT_PARTS = new Set<QuestionnaireField>(["contact_name", "contact_title"]);
export const PERSON = new RegExp(
  String
    .raw`^(?:${HONORIFIC})?\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]*|van|von|de|du|da|di|der|den|dos|das|do|le|la|bin|al)){1,3}$`,
  "u",
);
/** A name with its initials: "Mr. W. A. Chaminda Perera", "J. R. Okafor". */
const INITIALLED = new RegExp(
  String.raw`^(?:${HONORIFIC})?(?:\p{Lu}\.\s*){1,3}\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}$`,
  "u",
);
export const JOB_TITLE =
  /(?<![\p{L}])(head|director|manager|ceo|coo|cfo|cco|chief|officer|coordinator|co-ordinator|commissioner|president|secretary|chair|chairman|chairperson|lead|vp|vice|general|founder|owner|partnerships?|executive|administrator|treasurer|sec|diretor|diretora|director[a]?|gerente|presidente|secretari[oa]|secretaris|penningmeester|kasserer|kassierer|kassenwart|tesorer[oa]|tesoureir[oa]|tesoriere|trésorier|trésorière|kassör|rahastonhoitaja|coordinador[a]?|jef[ea]|responsable|directeur|directrice|geschäftsführer|geschäftsführerin|präsident|präsidentin|direktorin|obmann|obfrau|vorsitzender|vorsitzende|leiter|leiterin|voorzitter|prezes|dyrektor|elnök|igazgató|puheenjohtaja|toiminnanjohtaja|daglig leder|kanslichef|ordförande|generalsekreterare|segretari[oa]|secrétaire|secretaire|sekretär|sekretaer|sekreterare|sihteeri|titkár|főtitkár|elnökségi tag|ügyvezető|sekret[aáa]r\p{L}*|sekretář\p{L}*|tajomní[kc]\p{L}*|tajni[kc]\p{L}*|predsed\p{L}*|předsed\p{L}*|predsjedni\p{L}*|riaditeľ\p{L}*|ředitel\p{L}*|direktor\p{L}*|tajemní\p{L}*|manaž[eé]r\p{L}*|vodja|hospodář\p{L}*|hospodár\p{L}*|pokladník|pokladní|blagajnik|blagajničarka|pénztáros|direttore|direttrice|responsabile|manager[a]?|président|présidente|presidentti|formand|direktør|chef|chefin|\p{L}{3,}(?:leiter|leiterin|leder|chef|johtaja|direktør|sekretær|wart|wartin))(?![\p{L}])/iu;

const CLOSER =
  /^(with (kind |best |warm )?regards|yours sincerely|yours faithfully|sincerely|kind regards|best regards|warm regards|regards|best wishes|best|cheers|thanks|thank you|many thanks|med vennlig hilsen|vennlig hilsen|med vänliga hälsningar|hälsningar|mvh|mit freundlichen grüßen|viele grüße|saludos|atentamente|cordialement|cumprimentos|ystävällisin terveisin|pozdrawiam|groeten|atenciosamente|cordialmente|cordiali saluti|distinti saluti|con i migliori saluti|un saluto|met vriendelijke groet(?:en)?|vriendelijke groeten|mit besten grüßen|beste grüße|bien cordialement|sincères salutations|z poważaniem|pozdrowienia|ngā mihi|tisztelettel|üdvözlettel|med venlig hilsen|venlig hilsen|terveisin|un abrazo|un saludo|saludos cordiales|hormat kami|salam|s pozdravom|s pozdravem|s úctou|srdečne|srdečně|lep pozdrav(?: iz [^,.!]{1,40})?|s spoštovanjem|lijep pozdrav|srdačan pozdrav|s poštovanjem|pozdrav|pozdravi|szívélyes üdvözlettel|üdv)(?![a-zà-ž])[^a-z]*$/i;
/** A line that closes a letter ("Kind regards", "Hälsningar / Regards"): a signature follows. */
// ("S pozdravom", "Lep pozdrav iz Posočja,", "S poštovanjem": Slovak, Slovenian, Croatian.)
// ("A T E N T A M E N T E": a closing spaced out letter by letter is read as one word.)
export const isCloser = (text: string) =>
  text.trim().split(/\s+\/\s+/).some((part) =>
    CLOSER.test(/^(?:\p{L} ){3,}\p{L}$/u.test(part.trim()) ? part.replace(/\s/g, "") : part.trim())
  );
/**
 * A letter's salutation ("Hej Mette", "Hallo Herr Brandl", "Dear Priya,", "Bonjour Madame"):
 * a greeting, not a heading over the lines below it.
 */
const GREETING =
  /^(hi|hello|hey|dear|good (?:morning|afternoon)|hej|hejsan|hei|moi|moikka|terve|hallo|hallå|hoi|hai|beste|geachte|liebe[rs]?|sehr geehrte[rs]?|guten tag|servus|grüß gott|grüezi|bonjour|bonsoir|cher|chère|salut|ciao|buongiorno|gentile|egregio|hola|estimad[oa]s?|buenos días|olá|caro|cara|prezad[oa]|cześć|dzień dobry|szanown[ay])(?:\s+\p{L}[\p{L}.'-]*){0,3}[,!]?$/iu;
/** A salutation line of a letter. */
export const isGreeting = (text: string) => GREETING.test(text.trim());
const cleanName = (text: string) => englishPart(text.trim().replace(/^(--|—|–)\s*/, ""));

/**
 * A signature: the name and title under a closing ("Kind regards") or a "--" delimiter, under
 * the sender's own name signing off, or on the lines just above an e-mail address.
 */
export function signature(lines: Line[], email: string | undefined, senderName?: string) {
  const closer = lines.findIndex((l) => isCloser(l.text));
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
  let block = closer >= 0 ? after(closer) : [];
  // "Best, / Reem" and then the signature proper below its "--" delimiter.
  const delimiter = lines.findIndex((l, i) => i > closer && /^--\s*$/.test(l.text));
  if (!block.some((l) => isPerson(l.text)) && delimiter >= 0) {
    block = after(delimiter);
  }
  // "Morag" / "League Secretary, EVBL": the sender's own name signing off, and what follows.
  if (!block.some((l) => isPerson(l.text)) && senderName) {
    const names = [senderName, senderName.split(/\s+/)[0]].map((n) => n.toLowerCase());
    const own = lines.findLastIndex((l) =>
      names.includes(l.text.trim().replace(/[,.]$/, "").toLowerCase())
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
  }
  const name = block.find((l) => isPerson(l.text));
  // "Danielle Fournier | VP Partnerships", "Ivana Babić, Secretary General": one line.
  const inline = name && /\s*[|,–—]\s*/.test(cleanName(name.text))
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
    name: name && { value: personOf(name.text), at: name },
    title: inline && JOB_TITLE.test(inline)
      ? { value: inline, at: name! }
      : title && { value: titleOf(cleanName(titled(title.text))), at: title },
  };
}

/**
 * A line that is no job title: table cells or CSV ("Name Artūrs Kalniņš <tab> Position …",
 * "contact,Chloe Whitfield,League Secretary"), an address, a label with its answer, or a word
 * in lower case alone ("partnership"; a role's name is one: "secretaris").
 */
const NOT_A_TITLE =
  /\t|www\.|https?:\/\/|\S,\S|^[\p{Lu}\s&]*\b(?:CONTACTS?|KONTAKT|CONTACTO)\b[\p{Lu}\s&]*$|\b(?:[Nn]ame|[Nn]avn|[Nn]amn|[Nn]ombre|[Nn]ome|[Pp]osition|[Cc]ontact|[Kk]ontakt|[Cc]ontacto|[Ee]-?mail|[Pp]hone|[Tt]el)\b\s*:?\s+\p{Lu}|^(?!(?:secretaris|secretary|sekretær|sekreterare|sihteeri|secrétaire|segretari[oa]|secretari[oa]|penningmeester|treasurer|kasserer|kassör|kassierer|tesorer[oa]|tesoriere|trésorier|voorzitter|chair|formand|ordförande|puheenjohtaja|president|presidente|président|presidentti|főtitkár|titkár|elnök|igazgató|ügyvezető|tajnik|tajnica|tajomník|sekretár|sekretar|sekretář|tajemník|predseda|předseda|predsednik|predsjednik|direktor|riaditeľ|ředitel)$)\p{Ll}[\p{L}-]*$/u;

/**
 * A title line without what follows its comma ("League Secretary, EVBL"), unless the title is a
 * bare rank whose area the comma brings ("Manager, International Business Team", "VP, Business
 * Development") and that area is no organisation.
 */
function titleOf(text: string) {
  const [rank, area] = text.split(/,\s+/);
  const bare = /^(vp|svp|evp|avp|manager|director|head|lead|officer|coordinator)$/i.test(rank);
  return bare && area && !ORGANISATION.test(area) ? `${rank}, ${area}` : rank;
}

/** An organisation's name, not a title: "Arena Kickboxing League", "EVBL", "Acme Ltd". */
const ORGANISATION =
  /\b(league|liga|lega|ligue|tour|series|association|federation|club|union|circuit|ltd|inc|gmbh)\b|^[\p{Lu}\d&-]{2,8}$/iu;

/**
 * A line that starts with a person's name, not a job title ("League Secretary, EVBL") or a
 * letterhead in capitals.
 */
const isPerson = (text: string) =>
  PERSON.test(personOf(text)) && !JOB_TITLE.test(personOf(text)) &&
  // (A league's name is no person's: "Lega Italiana Calcio Storico".)
  /\p{Ll}/u.test(personOf(text)) && !ORGANISATION.test(personOf(text));

/** The person at the head of a signature line ("Danielle Fournier | VP Partnerships"). */
// ("Mgr. Peter Hudec": an academic title before the name is no part of it.)
const personOf = (text: string) => withoutHonorific(cleanName(text).split(/\s*[|,–—]\s*/)[0]);
const titleAfter = (text: string) => cleanName(text).split(/\s*[|,–—]\s*/).slice(1, 3).join(", ");

const fold = (text: string) =>
  text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z]/g, "");

/** A mailbox of an office, not of a person. */
const ROLE_MAILBOX =
  /^(info|contact|contacto|contato|kontakt|office|admin|hello|hi|media|press|partnerships?|partners|segreteria|secretariat|secretaria|sekretariat|league|liga|sales|marketing|commercial|team|mail|post|enquiries|inquiries|general|comercial|commerciale|data|stats|noreply)$/;

/** A person's name as written: two to four capitalised words, with "van", "de", "da" between. */
const NAME_IN_TEXT =
  /\p{Lu}[\p{Ll}'’-]+(?:\s+(?:(?:van|von|de|da|di|del|der|den|le|la|dos|das|do|bin|al)\s+)?\p{Lu}[\p{Ll}'’-]+){1,3}/gu;

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
      const words = m[0].split(/\s+/);
      const head = fold(words[0]);
      const firstFits = head === first || (first.length === 1 && head.startsWith(first));
      const surname = words.slice(1).map(fold);
      const lastFits = surname.at(-1) === last ||
        surname.slice(-2).join("") === last || surname.join("") === last;
      if (firstFits && lastFits && !JOB_TITLE.test(m[0])) return { value: m[0], at };
    }
  }
  return undefined;
}

/** Words that hand the reader on to a person ("please contact", "remains", "fare riferimento a"). */
const REFERRAL = new RegExp(
  String
    .raw`(?:refer(?:ence)? to|reach out to|get in touch with|please contact|(?:be )?(?:directed|addressed|sent) to|you can contact|contact person (?:is|remains)|(?:contact|contato|contacto|contatto|referente|Ansprechpartner(?:in)?)\b[^.;:]{0,60}?\b(?:is|remains|permanece|sigue siendo|rimane|resta|è|ist|bleibt|reste|est)|fare riferimento a|rivolgersi a|contattare|contactar a|contatar|contacter|wenden Sie sich an|escr[íi]ban(?:me)? a(?: mí)?:|escr[íi]bame a(?: mí)?:|hablar con)\s+(?:(?:${HONORIFICS})\.?\s+)?(${NAME_IN_TEXT.source})(?:,\s*([^,;()]{3,80}))?`,
  "u",
);

/**
 * The person a sentence hands the reader on to ("the league's contact for partnerships remains
 * Thiago Albuquerque Lins, Partnerships Manager"), with the title after the name.
 */
export function referredContact(sentences: { text: string; at: Line; source?: string }[]) {
  for (const { text, at, source } of sentences) {
    const m = REFERRAL.exec(text);
    if (!m || JOB_TITLE.test(m[1])) continue;
    // (", our Head of Commercial Partnerships": the title without its possessive.)
    const title = m[2]?.trim().replace(/^(?:our|the|their|its)\s+/i, "");
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
  const at = lines.slice(0, 12).find((l) =>
    /^(from|von|från|fra|de|van|od|lähettäjä):/i.test(l.text.trim())
  );
  const m = at && /:\s*"?([^"<@]+?)"?\s*<([^>\s]+@[^>\s]+)>/.exec(at.text);
  return m && PERSON.test(m[1].trim())
    ? { name: m[1].trim(), email: m[2].toLowerCase(), at: at! }
    : undefined;
}

/** A document's byline without an address: "From: Gord Lindqvist, VP, Business Development". */
export function byline(lines: Line[]) {
  for (const at of lines.filter((l) => l.text.trim()).slice(0, 8)) {
    const m =
      /^(?:from|von|de|fra|från|od|van|da|prepared by|completed by|submitted by|compiled by)\s*:\s*(.+)$/i
        .exec(at.text.trim());
    if (!m || m[1].includes("@")) continue;
    // (Headers run together on one line: "… Business Development Date: 27 March 2026".)
    const [name, ...title] = m[1]
      .replace(/\s+(?:date|datum|fecha|data|sent|to|subject|re|cc)\s*:.*$/i, "")
      .split(/\s*,\s*|\s+[-–—]\s+/);
    const role = title.join(", ").replace(/\.$/, "");
    if (PERSON.test(name) && JOB_TITLE.test(role)) return { name, title: role, at };
  }
  return undefined;
}

/** Where a quoted original starts below a reply's signature ("On … wrote:", "From: …"). */
export const QUOTED_HEADER =
  /^(>|-{2,}\s*\p{L}|on .{4,120}wrote:|(from|to|cc|sent|subject|van|aan|von|an|de|para|à|från|till|fra|til|od|do)\s*:)/iu;

/** A street and its number, either way round ("ul. Chorzowska 107", "27 boulevard Longchamp"). */
const STREET =
  /(?<![\p{L}])(?:ul\.|al\.|av\.|avda\.?|leof\.|leoforos|odos|avenida|avenue|rua|via|viale|piazza|corso|calle|carrer|plaza|praça|boulevard|bd\.|bulevar|rue|str\.|kalea|út|utca|street|road|lane|drive|square|gata|gate|tie)(?![\p{L}])|(?:straße|strasse|gasse|platz|weg|gatan|vej|katu|-ro|-gil|-daero)(?![\p{L}])/iu;
const STREET_NUMBER = new RegExp(
  String
    .raw`(?:${STREET.source})[^,;–—·|\d]{0,30}\d{1,4}|\b\d{1,4}[a-z]?,?\s+[^,;–—·|\d]{0,30}(?:${STREET.source})`,
  "iu",
);
/** A postal code or a place after a comma: "40-101", "76316", "LS1 2TW", ", Guadalajara". */
const POSTAL_PLACE =
  /\b\d{2}-\d{3}\b|\b\d{4,6}(?:-\d{3})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|,\s*\p{Lu}\p{Ll}/u;

/** Parts of a letterhead line that are no address: a phone, an address on the web, a tax number. */
const NOT_ADDRESS =
  /@|www\.|https?:|\b(tel|tél|tlf|telefon|telefone|teléfono|puh|phone|fax|mobile|standard|cnpj|p\.?\s?iva|c\.f\.|vat|nip|regon|uid|ust|siret|kvk)\b|\(\d{2,3}\)\s?\d/i;

/**
 * The league's postal address, where a letter prints it: in the letterhead (the first five
 * lines) or under the closing, before any quoted original. Only a line with a street and its
 * number counts, and only its address parts ("Piazza Savona 3 – 12051 Alba (CN) – Tel. …" is
 * "Piazza Savona 3 – 12051 Alba (CN)"). A recipient's address further down is not the league's.
 */
export function postalAddress(lines: Line[]): { value: string; at: Line } | undefined {
  const filled = lines.filter((l) => l.text.trim());
  const closer = filled.findIndex((l) => isCloser(l.text));
  const signed = closer >= 0 ? filled.slice(closer + 1, closer + 10) : [];
  const quoted = signed.findIndex((l) => QUOTED_HEADER.test(l.text.trim()));
  const places = [...filled.slice(0, 5), ...signed.slice(0, quoted >= 0 ? quoted : undefined)];
  for (const at of places) {
    const text = at.text.trim();
    if (
      text.length > 160 || text.startsWith(">") || !STREET_NUMBER.test(text) ||
      !POSTAL_PLACE.test(text) || text.split(/\s+/).length > 16
    ) continue;
    const parts = text.split(/\s+[–—·|•]\s+/);
    const first = parts.findIndex((p) => STREET_NUMBER.test(p));
    const kept: string[] = [];
    for (const part of parts.slice(first)) {
      if (NOT_ADDRESS.test(part)) break;
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
