/**
 * The layout step: a document's text as located lines, and the label/answer pairs its layout
 * shows — `Label: value` lines, labels without a colon ("Founded 1998", "Average gate 3,200"),
 * table rows of any width (`|`, tabs, aligned columns, a header naming the answer column),
 * questions with their answers (numbered, quoted in an e-mail reply, or answered inline), and
 * headed sections of prose. Each pair remembers where it stands (page, line) and its source
 * text, which becomes the evidence of every value read from it.
 */
import { isCloser, isGreeting, JOB_TITLE, STREET } from "./contacts.ts";
import { FIELDS } from "./fields.ts";
import { rankLabel, siteLine, terseBullet, tokens } from "./labels.ts";
import {
  EXAMPLE_CLOSE,
  EXAMPLE_GIVEN,
  EXAMPLE_LINE,
  EXAMPLE_OPEN,
  parseMonth,
  VENUE_NOUN,
} from "./values.ts";

export interface Line {
  text: string;
  /** The line as the document writes it, where `text` reads it otherwise: the evidence. */
  written?: string;
  /** 1-based; pages are separated by form feeds (PDF). */
  page: number;
  line: number;
}

export type Via = "json" | "label" | "table" | "qa" | "inline" | "section" | "prose";

export interface Candidate {
  label: string;
  value: string;
  via: Via;
  at: Line;
  /** Words of which the matched synonym must use one (a JSON key read under its parent). */
  mustUse?: string[];
  /** JSON: the key path; prose: the form of the quantity. */
  path?: string;
  /** The text shown as evidence when it is not the whole line (a sentence). */
  source?: string;
  /** A label read with its section's name: the label as written, tried alone if need be. */
  sectioned?: string;
  /**
   * The section is a heading of the document ("The circuit"), not a key or a table's group
   * cell over its keys: a label that names nothing itself does not answer the heading's field.
   */
  headed?: boolean;
}

export const MAX_TEXT = 500_000;
const MAX_LINES = 20_000;
/** Lines looked ahead for a question's answer. */
const ANSWER_LOOKAHEAD = 4;
/** A part's letter or numeral in a question or its answer: "(a)", "(iii)". */
const PART_LETTER = /\((?:[a-e]|i{1,3}|iv|v)\)/g;
/** How many lines an answer under a marker alone on its line may run to. */
const MARKED_BLOCK = 12;
/** A form's label of one word that names no field alone: "Name", "Navn", "Nimi". */
const LABEL_WORD = /^(?:name|full name|navn|namn|nombre|nome|nom|naam|imię|jméno|nimi|név)$/i;
/** A form's part named in one word, no answer: "Commercial", "Audience", "Integrity". */
const PART_NAME =
  /^(?:commercial|finances?|financial|audience|media|integrity|contacts?|general|governance|competition|organi[sz]ation|background|data|betting|broadcast(?:ing)?|sponsorship|partnerships?|operations)$/i;
/** That word, or two of them in two languages: "Navn / Name". */
const labelWord = (text: string) => text.split(/\s+\/\s+/).every((w) => LABEL_WORD.test(w));
/** A question's marker before a colon, its number or none: "Q1:", "Q.12:", "Q:". */
const QUESTION_COLON = /^(\s*)Q\.?\s*(\d{1,3})?\s*:\s+(?=\S)/;
/**
 * A question's number written out: "Question 4:", "Frage 4.", "Q.N 4 –", in two languages too,
 * "Vraag / Question 2:".
 */
export const QUESTION_WORDS =
  "question|questions|frage|pregunta|pergunta|domanda|vraag|otázka|kysymys|spørsmål|fråga";
const ASKED = new RegExp(
  String
    .raw`^(?:(?:${QUESTION_WORDS})(?:\s*\/\s*(?:${QUESTION_WORDS}))?|question no\.?|item|q\.?\s?n\.?|qn)\s*\d{1,3}\s*[:.)–—-]\s*`,
  "i",
);

/** The text as lines with their page and line numbers (a form feed starts a page). */
export function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let page = 1;
  let line = 0;
  // (A mail's legal disclaimer, up to the next blank line or rule, says nothing of the league:
  // "Nothing in this e-mail constitutes a binding offer … unless confirmed by two members".)
  let disclaimer = false;
  // ("8 Número de equipas (ex.:" / "20)": a form's example broken over two lines; the line
  // that closes it goes on after its close.)
  let closing = false;
  const raws = text.slice(0, MAX_TEXT).replace(/\r\n?/g, "\n").split("\n");
  for (const [r, raw] of raws.entries()) {
    if (out.length >= MAX_LINES) break;
    const parts = raw.split("\f");
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) {
        page++;
        line = 0;
      }
      line++;
      if (DISCLAIMER.test(parts[i])) disclaimer = true;
      else if (!parts[i].trim() || /^\s*[-_=*]{5,}\s*$/.test(parts[i])) disclaimer = false;
      if (disclaimer) continue;
      let part = closing ? parts[i].replace(EXAMPLE_CLOSE, " ") : parts[i];
      if (closing && !part.trim()) continue;
      closing = false;
      const opened = EXAMPLE_OPEN.exec(part);
      const next = i < parts.length - 1 ? parts[i + 1] : raws[r + 1]?.split("\f")[0];
      if (opened && part.slice(0, opened.index).trim() && EXAMPLE_CLOSE.test(next ?? "")) {
        part = part.slice(0, opened.index);
        closing = true;
      }
      // "N.º de atletas (ex.: 150) ....: aprox. 85", "Region ..... [e.g. Asia-Pacific]": a form's
      // example of the answer is neither label nor answer. (Not where it opens the line, its
      // label's last part: "(e.g. 2015) ..... 2011".)
      // "Q1: Officiating" / "a weigh-master and two marshals", "Q: Anti-doping policy" / "No": a
      // question's marker and its number, with a colon, are no label of the question's words.
      // (The line as written stays the evidence.)
      const read = part.replace(
        EXAMPLE_GIVEN,
        (m, at: number) => part.slice(0, at).trim() ? " " : m,
      ).replace(QUESTION_COLON, (_, lead: string, n?: string) => `${lead}${n ? `Q${n}. ` : ""}`);
      const rewritten = read === parts[i] ? undefined : parts[i];
      // A tab inside brackets is a PDF's spacing, not a column ("Washington (tribal \tcasinos)").
      let text = read.replace(/\u00a0/g, " ").trimEnd()
        .replace(/\([^()\t]{0,80}\t[^()]{0,80}\)/g, (m) => m.replace(/\s*\t+\s*/g, " "));
      // So is a tab inside a bulleted "Label: answer" line ("• Ballparks: Harbor Bank Field,
      // Riverfront <tab>Ballpark,"): a bullet is no table row.
      if (/^\s*[•·▪◦]\s+[^:\t]{1,40}:\s+\S/.test(text)) text = text.replace(/\s*\t+\s*/g, " ");
      // "[12/03/26, 11:04] Harjinder Singh DSVL: 18 tournament days", "12/03/2026, 11:04 -
      // Ana: …": a chat export's line is its message; the time and the sender are its header.
      const chat = CHAT_HEADER.exec(text);
      if (chat) {
        const message = text.slice(chat[0].length).replace(/^\u200e/, "");
        if (message.trim()) out.push({ text: message, written: rewritten ?? text, page, line });
        continue;
      }
      // "Your answer", "Click or tap here to enter text.": a form tool's hint in an empty
      // field is no answer, and the answer typed under it is its question's.
      if (PLACEHOLDER.test(text)) continue;
      // "F-2026/22 · Sivu 1 / 2 · Page 1 of 2": a page's number is no part of the questionnaire,
      // nor a footer of nothing else ("Timberline Axe League · www.… · Page 1 of 2" keeps the
      // rest).
      // (A running header's "Title <tab> Page 2 of 2" stays a row of its own.)
      // "Officiating________ race officer and marshals": a label's underscores before its
      // answer are its leaders, read as dots are.
      // ("30. Existing betting partners  Nil": so are a numbered row's two spaces.)
      // ("EXAMPLE: Peoria, IL" / "Urbana, Ohio", "e.g. 1965 | 1987": a form's example on a line
      // of its own answers nothing; the answer after it, in its own cell, does.)
      const example = EXAMPLE_LINE.exec(text);
      if (example) {
        const rest = text.slice(example[0].length).trim();
        if (rest) {
          out.push({ text: `${example[1]}${rest}`, written: rewritten ?? text, page, line });
        }
        continue;
      }
      // ("A2. Sport: __horseshoe pitching____________": an answer typed onto the blank's line
      // between its underscores is the answer.)
      const filled = text.replace(FILLED_BLANK, (_, answer: string) => ` ${answer.trim()} `)
        .replace(/\s+$/, "");
      if (filled !== text) {
        out.push({ text: filled, written: rewritten ?? text, page, line });
        continue;
      }
      const led = UNDERSCORE_LEADERS.exec(text) ?? SPACED_ROW.exec(text);
      if (led) {
        out.push({ text: `${led[1]} ..... ${led[2]}`, written: rewritten ?? text, page, line });
        continue;
      }
      const unpaged = text.replace(PAGE_NUMBER, "");
      if (unpaged !== text && !/\t\s*$/.test(unpaged)) {
        const written = rewritten ?? text;
        text = unpaged.replace(/(?:\s*[·|•,-])*\s*$/, "");
        if (!/\p{L}{3}/u.test(text.replace(/\b[A-Z]{1,3}-\d[\d/.-]*/g, ""))) continue;
        out.push({ text, written, page, line });
        continue;
      }
      out.push(rewritten ? { text, written: rewritten, page, line } : { text, page, line });
    }
  }
  const pages = Map.groupBy(bracketsClosed(withoutRowNumbers(out)), (l) => l.page);
  return [...pages.values()].flatMap(sideBySide);
}

/**
 * A cell's text wrapped inside its brackets ("Audiência anual total (TV +" / "streaming)"): one
 * line, in the first line's place.
 */
function bracketsClosed(lines: Line[]): Line[] {
  const open = (text: string) =>
    (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, next] = [lines[i], lines[i + 1]];
    if (
      next?.page === line.page && /\([^()\t]{0,60}$/.test(line.text) && open(line.text) &&
      /^\s*[^()\t]{1,40}\)/.test(next.text)
    ) {
      const joined = { ...line, text: `${line.text.trimEnd()} ${next.text.trim()}` };
      out.push(
        line.written || next.written
          ? {
            ...joined,
            written: `${(line.written ?? line.text).trimEnd()} ${
              (next.written ?? next.text).trim()
            }`,
          }
          : joined,
      );
      i++;
    } else out.push(line);
  }
  return out;
}

/**
 * A form's row number on a line of its own over its label ("15" / "Audiência anual total (TV +"),
 * or before a sign ("20 % do público entre 18 e 34 anos"), between rows numbered one less and
 * one more: it numbers the row and counts nothing. (Over a row of cells, "20" / "<tab>Markets
 * where betting is" / "<tab>legal" / "<tab><tab>Not competent to answer.", it stays the row's
 * start.)
 */
function withoutRowNumbers(lines: Line[]): Line[] {
  const numberOf = (l: Line) => /^\s*(\d{1,2})[.)]?(?:\s|$)/.exec(l.written ?? l.text)?.[1];
  return lines.flatMap((l, n) => {
    const row = /^\s*(\d{1,2})(?:\s*$| ?(?=%))/.exec(l.text);
    if (!row || /^\t/.test(lines[n + 1]?.text ?? "")) return [l];
    const k = Number(row[1]);
    const before = lines.slice(Math.max(0, n - 4), n).some((o) => Number(numberOf(o)) === k - 1);
    const after = lines.slice(n + 1, n + 5).some((o) => Number(numberOf(o)) === k + 1);
    if (!before || !after) return [l];
    const text = l.text.slice(row[0].length);
    return text.trim() ? [{ ...l, text, written: l.written ?? l.text }] : [];
  });
}

/** The first line of a mail's legal disclaimer. */
const DISCLAIMER =
  /^\s*(?:DISCLAIMER\b|CONFIDENTIALITY NOTICE\b|Disclaimer:|Confidentiality notice:|This (?:e-?mail|message)(?:,)? (?:and any (?:files|attachments)[^.]{0,40}?)?(?:is|are) (?:strictly )?confidential\b)/i;

/**
 * A chat export's header of a message, its time and sender: WhatsApp's "[12/03/26, 11:04] Name: "
 * (iOS) and "12/03/2026, 11:04 - Name: " (Android), with seconds or a.m./p.m.
 */
const CHAT_HEADER =
  /^\s*(?:\[\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?\s?[Mm]\.?)?\]\s+|\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[AaPp]\.?\s?[Mm]\.?)?\s+-\s+)\u200e?[^:\n]{1,40}:\s/;
/**
 * The hint a form tool shows in an empty field, on a line of its own: Google Forms' "Your answer"
 * and Microsoft Forms' "Enter your answer" (in the languages of the corpus), Word's content
 * controls ("Click or tap here to enter text.", "Choose an item."), Typeform's "Type your answer
 * here…".
 */
const PLACEHOLDER =
  /^\s*(?:your answer|tu respuesta|votre réponse|ihre antwort|deine antwort|la tua risposta|sua resposta|a sua resposta|uw antwoord|jouw antwoord|ditt svar|dit svar|vastauksesi|twoja odpowiedź|tvoje odpověď|cevabınız|click (?:or tap )?here to enter (?:text|a date)|click or tap to enter a date|choose an item|type your answer here|enter your answer|insira sua resposta|escriba su respuesta|introduzca su respuesta|entrez votre réponse|geben sie ihre antwort ein|voer uw antwoord in|inserisci la tua risposta|wpisz odpowiedź)\s*[.…]*\s*$/iu;
/** An answer typed between a blank's underscores: "__16__", "__Kittanning, PA__". */
const FILLED_BLANK = /(?<=[:?]\s*|^\s*)_{2,}([^_]*?[\p{L}\d][^_]*?)_{2,}/gu;
/** A label, its underscores and the answer after them: "Officiating________ race officer". */
const UNDERSCORE_LEADERS = /^(\s*[^_\s][^_]*?[^_\s])_{3,}[ \t]*([^_\s].*)$/;
/** A numbered row, two spaces and its answer: "30. Existing betting partners  Nil". */
const SPACED_ROW =
  /^(\s*\d{1,2}(?:\.\d{1,2})?\.?\s+[^\s.?:[\]][^.?:[\]\t]{2,60}?[^\s.?:]) {2}(?! )([^\s[].*)$/;

/** A page's number in a footer: "Page 1 of 2", "Sivu 1 / 2", "Seite 2 von 3", "− 1 −" alone. */
const PAGE_NUMBER =
  /^\s*[-−–]\s*\d{1,3}\s*[-−–]\s*$|(?:\s*[·|•-]\s*)?(?<![\p{L}])(?:page|sivu|seite|sida|side|página|pagina|strona|strana|stránka|lehekülg|lapa|puslapis|oldal|sayfa)\s+\d{1,3}\s*(?:of|\/|von|av|af|de|di|z|ze|iz|sur|van|kohta|no)\s*\d{1,3}(?![\d\p{L}])/giu;

/** A line in two halves at one bar: "Sede ....: Pilar \t| Canales de TV ..: ESPN". */
const HALVES = /^([^|]*?)\s*\|(?:\s+([^|]*))?$/;

/**
 * A form printed in two columns side by side, divided by a bar ("Sede ...: Pilar | Canales de
 * TV ...: ESPN"): the left column is read first, then the right, each line kept with its page
 * and line number. Lines with a labelled answer on both sides make it such a form; a table of
 * label | answer rows has none on its left.
 */
function sideBySide(lines: Line[]): Line[] {
  const labelled = (half?: string) => /\S\s*(?::|\.{2,})\s*\S/.test(half ?? "");
  const both = lines.filter((l) => {
    const m = HALVES.exec(l.text);
    return m && labelled(m[1]) && labelled(m[2]);
  });
  if (both.length < 5) return lines;
  const left: Line[] = [];
  const right: Line[] = [];
  for (const l of lines) {
    const m = HALVES.exec(l.text);
    if (!m) {
      left.push(l);
      continue;
    }
    if (m[1].trim()) left.push({ ...l, text: m[1] });
    if (m[2]?.trim()) right.push({ ...l, text: m[2] });
  }
  return [...left, ...right];
}

/** Table header cells: they answer nothing, but say which column holds the answers. */
// (And in Hungarian, Slovak, Czech, Slovenian and Croatian: "Kérdés | Válasz", "Megnevezés |
// Adat", "Mutató | Érték", "Otázka | Odpoveď", "Položka | Hodnota", "Vprašanje | Odgovor".)
const HEADER_CELL =
  /^(#|no\.?|nr\.?|sl\.?(?:\s?no\.?)?|s\.?\s?no\.?|q|field|key|keys|fields|questions?|items?|fields?|labels?|topics?|answers?|responses?|values?|details?|notes?|comments?|remarks?|information|info|data|category|description|criteria|league response|our response|your answer|spørsmål|svar|kommentar|kérdés|válasz|megnevezés|adat|mutató|érték|tétel|megjegyzés|otázka|odpoveď|odpověď|hodnota|údaj|poznámka|položka|ukazovateľ|ukazatel|vprašanje|odgovor|vrednost|podatek|opomba|kazalnik|pitanje|vrijednost|napomena|stavka|pokazatelj)$/iu;
const ANSWER_HEADER =
  /^(answers?|responses?|values?|details?|league response|our response|your answer|svar|information|info|válasz|adat|érték|odpoveď|odpověď|hodnota|údaj|odgovor|vrednost|podatek|vrijednost)$/iu;
/** Words that mark an answer, in the languages questionnaires arrive in. */
export const ANSWER_WORDS =
  "ans|answer|response|reply|respuesta|resposta|risposta|réponse|antwort|svar|svör|vastaus|vastus|odpowiedź|odpowiedz|odpověď|odpoveď|odgovor|antwoord|válasz|răspuns|raspuns|cevap|yanıt|jawaban|sagot|jibu|jawab|jawapan|atsakymas|atbilde|απάντηση|ответ|відповідь|答|回答|답변|답|trả lời|คำตอบ";
/**
 * "R." (respuesta, resposta, risposta, réponse) opening an answer, not a name's initial: not
 * before a surname alone ("R. Smith", "R. Smith, Secretary", "R. Smith <r@x.org>"), though
 * before a yes or no ("R. No", "R. Nessuno"). Case matters, so it stands apart.
 */
const R_ANSWER =
  /^R\.\s+(?!(?!(?:No|Non|Nein|Nessun\p{L}*|Ningun\p{L}*|Nenhum|Aucun\p{L}*|Sí|Si|Sim|Não|Oui|Ja|Nada|Niente|Rien)(?![\p{L}]))\p{Lu}[\p{Ll}'’-]+(?:,|\s*$|\s+[(<]|\s+\S+@))(.*)$/u;
/** An answer marker's number: "A1", "Ans. 3"; not the figure in "Ans. 1.8 million", "R1.4 mil". */
const NUMBER = String.raw`\d{1,3}(?![\d.,]\d)`;
// ("A1:", "A12 –", "Ans. 3:", "Answer 3:", "R1." (respuesta, resposta): with the question's
// number.)
const MARKED = new RegExp(
  `^(?:(?:a(?:${NUMBER})?|(?:${ANSWER_WORDS})(?:\\s*\\/\\s*(?:${ANSWER_WORDS}))?(?:\\.?\\s*${NUMBER})?)\\s*[:.)–—-]|r(?:${NUMBER}\\s*[:.)–—-]|\\s*[:)–—-])|-+>|=>|→)\\s*(.*)$`,
  "iu",
);
/** An answer's number ("A1.", "R1.", "Ans. 3:"). */
const ANSWER_NUMBER = new RegExp(
  `^(?:[ar](\\d{1,3})|(?:${ANSWER_WORDS})\\.?\\s*(\\d{1,3})\\s*:)`,
  "iu",
);
/**
 * A numbered answer's number is its question's ("Q1. Officiating" / "A1. …"): under other text,
 * "A1. Participating clubs, season 2026" is an annex's heading.
 */
export function numberAnswers(question: string, answer: string): boolean {
  const number = ANSWER_NUMBER.exec(answer.trim())?.slice(1).find(Boolean);
  return !number || new RegExp(`(?<![\\d.,])${number}(?![\\d.,]?\\d)`).test(question);
}
/** A line that answers the question above it ("A: …", "R. …", "Cevap: …", "--> …"). */
export const ANSWER_MARKER = {
  test: (text: string): boolean => MARKED.test(text) || R_ANSWER.test(text),
  exec: (text: string): RegExpExecArray | null => MARKED.exec(text) ?? R_ANSWER.exec(text),
};
/**
 * The same marker at the head of an answer taken some other way ("A." alone may be a name's);
 * "C: Deve güreşi", "J: 12 tim" are the initials of Turkish "cevap" and Indonesian "jawab".
 */
const MARKED_VALUE = new RegExp(
  `^(?:(?:${ANSWER_WORDS})(?:\\s*\\/\\s*(?:${ANSWER_WORDS}))?(?:\\.?\\s*${NUMBER})?\\s*[:.)–—-]|[ar]${NUMBER}\\s*[:.)–—-]|[ar]\\s*[:)–—-]|[cj]\\s*:|-+>|=>|→|>{2,}|\\[[A-Z]{2,4}\\])\\s+(.*)$`,
  "iu",
);
const VALUE_MARKER = {
  exec: (text: string): RegExpExecArray | null => MARKED_VALUE.exec(text) ?? R_ANSWER.exec(text),
};
const NUMBER_CELL = /^([A-Z]{1,2}\s?\d{1,3}|q\s*\d{1,3}|\d{1,3}(\.\d{1,2})?)[.)]?$/i;
/**
 * "3.", "Q3)", "一、" (Chinese numerals), "1-1." (a question numbered in its section); "貳、"
 * (the numerals of accounts) numbers a part of the form, which ends the answer above it too.
 */
// ("3.400 volgers op FB": a figure with its thousands' dot is no question's number.)
// ("1.8 Purata penonton / Avg.": a question numbered in its section, before a capital; "S5.",
// Malay's "soalan" 5.)
const QUESTION_START =
  /^(?:\d{1,2}\.\d{1,2}(?=\s+[A-ZÀ-ÖØ-Þ])|(q\s*\d+|s\d{1,2}(?=\.)|\d{1,2}-\d{1,2}(?=\.)|\d{1,2}[a-h](?=[.)]\s)|\d{1,3}|[一二三四五六七八九十]{1,3}(?=、)|[壹貳贰參叁肆伍陸陆柒捌玖拾]{1,2}(?=、))\s*[.):、-](?!\d{3}(?!\d)))\s*/i;
/** A letter of Chinese, Japanese, Korean or Thai, which have no capitals. */
const CASELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
/** A letter of a script written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const PART_NUMBER = /^[壹貳贰參叁肆伍陸陆柒捌玖拾]{1,2}、/;
const BULLET = /^(?:[*\-•·▪◦]|\d{1,2}[.)](?=\s))\s+/;
const EMAIL_QUOTE_HEADER =
  /^((?:on|op|am|le|il|el|em|den|d\.|w dniu) .{4,120}(?:wrote|schreef|schrieb|a écrit|ha scritto|escribió|escreveu|skrev|kirjoitti|napisał\p{L}*)(?![\p{L}]).{0,120}:$|.{4,120} kirjoitti:|-{2,}\s*original message\s*-{2,}|from:|sent:|to:|subject:|cc:)/iu;

/** The words a form numbers its parts with, in the languages questionnaires arrive in. */
const PART_WORDS =
  "section|part|teil|abschnitt|sección|seccion|secção|seção|sezione|parte|partie|del|osa|osio|avsnitt|afsnit|seksjon|sektion|część|bagian|bahagian|seksyen|rész|afdeling|deel";
/**
 * What a form's row leaves in its blank when it is not answered: dot leaders, underscores, a
 * table's bar, "-/-", "n/a", boxes and radio buttons left unticked with their options
 * ("Integrity programme in place ...... [ ] Yes   [ ] No", "○ Yes ○ No ○ Unsure"), the options
 * offered ("Yes / No ......."), "Integrity partner | n/a", "(b) Anti-doping: NA".
 */
export const LEFT_BLANK =
  /\.{2,}|_{2,}|\|+|-\/-|(?<![\p{L}])n\/a(?![\p{L}])|(?<=[:：]\s*)n\.?a\.?(?=\s*$)|(?:\[\s*\]|[○☐□◯])\s*[^[\]|○☐□◯]*?(?=\s*(?:\[|[○☐□◯])|\s*$)|(?<![\p{L}])yes\s*\/\s*no(?:\s*\/\s*(?:unsure|not sure|n\/a))?(?![\p{L}])/giu;

/** `Label: value`, `Label - value`, `Label = value`, `Label ..... value`. */
const PAIR = /^([^:=]{1,80}?)\s*(?::|=|\s[-–—]\s|\s?\.{2,}\s|\s\.\s)\s*(.+)$/;
/** A form's question numbered without a stop: "9 Number of registered athletes". */
const BARE_NUMBER = /^\d{1,2}\s+\p{Lu}\p{Ll}/u;
/** A wrapped label's middle line: "or first held its regular season", "(players who …". */
const WRAPPED_LABEL = /^[\p{Ll}(](?!.*\.{2})[^\t:?]{0,60}$/u;
/** The line after a question's wrapped lines (up to three of them) below line `i`. */
function wrappedTo(lines: Line[], i: number): number {
  let k = i + 1;
  while (k <= i + 3 && WRAPPED_LABEL.test(lines[k]?.text.trim() ?? "")) k++;
  return k;
}
/**
 * A form's answer line under its question: ">> Saint John, New Brunswick" (a mail quotes with
 * ">" and a space, one mark at a time).
 */
const FORM_ARROW = /^>>\s+(?=\S)(?!>)/;

/** A heading that numbers its part: "Section 6 – Contact", "PART B: DATA", "Teil 3 – Kontakt". */
export const SECTION_HEADING = new RegExp(
  String
    .raw`^(?:${PART_WORDS})\s+[\p{L}\d]{1,3}[.)]?(?:\s+(?:of|af|av|von|de|di|sur|van|z|ze|\/)\s+\d{1,3})?\s*[-–—:.]\s*(\S.*)$`,
  "iu",
);

/** A part's heading with its number alone: "Bahagian D", "SECTION 4", "Teil B". */
const PART_ALONE = new RegExp(String.raw`^(?:${PART_WORDS})\s+(?:\d{1,2}|[A-Z])[.:]?$`, "iu");

/** A label and its figure after a first answer: "; sponsorship: RSD 150 million". */
const SECOND_PAIR = /(?:;|\.)\s+(\p{L}[\p{L} ]{2,30}?)(?::\s+|\s+(?=[\d$€£¥₹]))(\S.*)$/u;

/** A form's "Other" option, and the cell that writes it in ("If other: Shinty"). */
const OTHER_WORDS =
  "other|others|andere|anderes|otro|otra|outro|outra|altro|altra|autre|annet|annat";
const OTHER_OPTION = new RegExp(`^(?:${OTHER_WORDS})\\W*$`, "i");
/**
 * A web form's options printed without the one chosen ("Anti-doping policy? | Yes | No | Not
 * applicable", "South Korea | Japan | Philippines | Other", "香港 Hong Kong | 澳門 Macau | 其他
 * Other"): both a yes and a no, or a last option "Other". The row answers nothing.
 */
const YES_CELL = /^(?:yes|ja|oui|sí|si|sim|kyllä|tak|ya|是|はい|예|ใช่)$/iu;
const NO_CELL = /^(?:no|nein|non|não|ei|nie|tidak|否|いいえ|아니요|ไม่)$/iu;
const OTHER_CELL = new RegExp(`(?:^|\\s)(?:${OTHER_WORDS}|muu|lainnya|其他|기타|その他)$`, "iu");
function offersOptions(cells: string[]): boolean {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  if (filled.length < 2 || filled.some((c) => c.length > 30)) return false;
  return (filled.some((c) => YES_CELL.test(c)) && filled.some((c) => NO_CELL.test(c))) ||
    OTHER_CELL.test(filled.at(-1)!);
}
const IF_OTHER =
  /^(?:if other|other|wenn andere|si otro|se outro|se altro|si autre|hvis annet|om annat)[^:]{0,20}:\s*(\S.*)$/i;

/** A social platform's name, as a cell's label or a JSON key ("Facebook", "X/Twitter"). */
export const SOCIAL_PLATFORM =
  /^(instagram|insta|ig|facebook|fb|tiktok|youtube|yt|x|twitter|x\/twitter|twitter\/x|linkedin|threads|snapchat|kwai|vk|weibo|telegram|twitch)$/i;

/** A box to tick on a form, ticked or not. */
// ("( ) Yes   ( ) No   (X) Planned": round brackets before an option too.)
const CHECKBOX = /\[\s*[xX✓✔]?\s*\]|[☒☑☐]|\(\s*[xX✓✔]?\s*\)(?=\s*\S)/;
/** A cell that is a label and its answer ("Position: League Secretary"). */
const LABELLED_CELL = /^(?:\|\s*)?([^:|]{1,40}?)\s*:\s+(\S.*)$/;
/** A heading set between rules: "--- 6. Kontaktperson ---", "=== CONTACT ===". */
const FRAMED_HEADING = /^[=*~#_-]{2,}\s*([^=*~#_\s-][^=*~#_]*?)\s*[=*~#_-]{2,}$/;
/** A line that is markup or decoration only. */
const isRule = (text: string) => /^[|:\-=_+*\s.]+$/.test(text);
/** Markdown's marks of bold and code out ("Region_______", a blank to fill in, is no bold). */
const clean = (text: string) =>
  text.replace(/_{3,}/g, " ").replace(/\*\*|__|`/g, "").replace(/^#{1,6}\s+/, "").trim();

function cellsOf(text: string): string[] | null {
  if (text.includes("|")) {
    const cells = text.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|").map((c) => c.trim());
    return cells.length >= 2 ? cells : null;
  }
  if (/\t|\S {3,}\S/.test(text)) {
    const cells = text.split(/\t+| {3,}/).map((c) => c.trim()).filter(Boolean);
    return cells.length >= 2 ? cells : null;
  }
  return null;
}

/** Text that starts something new rather than continuing a cell: a heading or a label. */
const isLabelLike = (text: string) =>
  /^[\p{Lu}\d\s&/.,-]{4,}$/u.test(text.trim()) ||
  (text.trim().length <= 40 && rankLabel(text).some((m) => m.score >= 0.9));

/** A line, or its first cell, that is a short label naming another field than `asked`. */
function labelsOther(text: string, asked: string | undefined): boolean {
  const cell = text.split("\t")[0].trim();
  return cell.length <= 40 && /^\p{Lu}/u.test(cell) && !/[.\]]$/.test(cell) &&
    rankLabel(cell).some((m) => m.score >= 0.95 && m.field !== asked);
}

/** The cells of a CSV line, quotes kept together ("1,850" is one cell). */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** A PDF table row: cells at their columns, one tab a column crossed (empty cells kept). */
function rowCells(raw: string): string[] | null {
  const text = raw.trimEnd();
  if (!/\S\s*\t+\s*\S/.test(text)) return null;
  const cells = text.split("\t").map((c) => c.trim());
  return cells.filter(Boolean).length >= 2 ? cells : null;
}

// ("Ligaprofil", "Steckbrief", "Fragebogen", "fiche", "ficha", "scheda", "yfirlit": a
// document's word in the languages questionnaires arrive in, a compound's end too.)
const TITLE =
  /questionnaire|response|overview|fact ?sheet|(?<![\p{L}])form(?![\p{L}])|profile?(?![\p{L}])|submission|annex|steckbrief|fragebogen|übersicht|(?<![\p{L}])(?:fiche|ficha|scheda|perfil|profiel|profiili|yfirlit|overzicht)(?![\p{L}])/iu;
/**
 * A sentence, not an answer: it runs on, or ends as sentences end, long or with a subject or
 * a verb ("We are a ringette league of ten teams.", "Team entries were up 12% year on year.").
 */
const isSentence = (text: string) =>
  (/[.!?]\s+\p{Lu}/u.test(text) && !FIGURE_FIRST.test(text)) ||
  ((text.length > 40 ||
    /^(?:we|our|there|it|they|i)\s|\s(?:is|are|was|were|has|have|had)\s/i.test(text)) &&
    /[.!?]$/.test(text));

/**
 * An answer's figure, then a remark of sentences: "₹85 lakh (2024-25). Target ₹1.2 crore next
 * season", "16. Two more clubs join in 2027." (its first sentence is the figure and a few words).
 */
const FIGURE_FIRST =
  /^(?:[^\s\d\p{L}]{1,3}\s?|\p{Lu}{2,3}\s?)?\d[\d.,]*(?:\s+[^\s.!?]+){0,3}[.!?]\s+\p{Lu}/u;

/**
 * A short cell that names a field exactly, with its answer in it ("Live viewers 24,000",
 * "Streaming Go3, YouTube") or alone ("Head office"), read under its section's heading too
 * ("Contact" / "Name Artūrs Kalniņš | Position Commercial Manager"); a sentence is no label.
 */
function cellLabel(cell: string, section = ""): { label: string; value: string } | null {
  const words = cell.split(/\s+/);
  // ("12 seri" is an answer and its noun, not a label.)
  if (words.length > 6 || /^\d/.test(cell)) return null;
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const label = words.slice(0, n).join(" ");
    const value = words.slice(n).join(" ");
    // "Jumlah seri per musim": what follows "per" goes on with the label.
    if (/^(per|pro|por|par|of|de|du|der|des|di|da|do|je)\b/i.test(value)) continue;
    // ("Broadcast partners (TV / radio)": a bracket opened goes on with the label.)
    if (label.split("(").length > label.split(")").length) continue;
    const own = rankLabel(label)[0];
    if (own?.score === 1) {
      // ("Head office address": words that name the same field go on with the label.)
      return rankLabel(value)[0]?.field === own.field
        ? { label: cell, value: "" }
        : { label, value };
    }
    if (
      section && value && n === 1 && !/[[\]]/.test(cell) &&
      (rankLabel(`${section} ${label}`)[0]?.score ?? 0) === 1
    ) {
      return { label, value };
    }
  }
  return null;
}

/**
 * Label/answer pairs among a row's further cells, when the row is a grid of pairs ("Founded
 * 2013 | Head office | Daugavpils, Latvia"): its first cell held a pair, or a further cell is a
 * label alone. A notes column of remarks is no grid.
 */
function gridPairs(
  cells: string[],
  firstHeldPair: boolean,
  wide = false,
  section = "",
): [string, string][] {
  const filled = cells.filter(Boolean);
  // ("Sport | rugby sevens | Year founded 2016": a label and its figure, after a pair; in a
  // grid of four columns any pair: "Broadcast | TV3 Sport | | Streaming Go3, YouTube".)
  const paired = (value: string) => firstHeldPair || wide || /^[\d$€£¥₹]/.test(value);
  if (
    !firstHeldPair &&
    !filled.some((c) => cellLabel(c)?.value === "" || paired(cellLabel(c)?.value ?? ""))
  ) return [];
  const out: [string, string][] = [];
  for (let k = 0; k < filled.length; k++) {
    const named = cellLabel(filled[k], section);
    if (!named) continue;
    if (named.value && paired(named.value)) {
      out.push([named.label, named.value]);
    } else if (named.value) continue;
    else if (filled[k + 1] && !cellLabel(filled[k + 1])) out.push([named.label, filled[++k]]);
  }
  return out;
}

/** A short "Label: answer" line, as typed on a phone. */
const WRAPPED_ANSWER = /^[\p{L}][\p{L} -]{1,30}:\s+\S.{0,40}$/u;

/** A line that goes on with the answer above: short, no label, rule or heading of its own. */
/** A venue's name of two words or more ends the text: "… Boxing Stadium", "… (Norman Point)"
 * ("…, Arena" / "Gliwice" is one name wrapped). */
const VENUE_END = new RegExp(`[\\p{L}.'’-]\\s+(?:${VENUE_NOUN.source}|\\S*\\))\\s*$`, "u");

const isContinuation = (raw: string) => {
  const text = raw.trim();
  return text.length > 0 && text.length <= 50 &&
    !/[:=|\t]|\.{2,}|^[-=_*]{3,}|^\d+[a-h]?[.)]\s|^\d{1,2}\.\d{1,2}\s+\p{L}/u.test(text) &&
    !/[.!?]$/.test(text) && !rankLabel(text).some((m) => m.score >= 0.9) &&
    // ("3 · AUDIENCE": a part's number and its name in capitals head the next part.)
    !/^\d{1,2}\s*[·.)\-–]\s*\p{Lu}[\p{Lu}\s&/-]{3,}$/u.test(text);
};

/**
 * A line that goes on with the phrase above it ("Markets where the league" / "is played or
 * watched"): it starts with a verb or a joining word in lower case, as no answer does.
 */
const CONTINUES =
  /^(is|are|was|were|where|which|that|who|whom|whose|of|in|on|at|and|or|per|for|to|by|with|from|do|does|did|has|have|had|been|be|being)\s/;

/** A short line with no sentence in it: a heading, or a label of the line below. */
const isHeading = (text: string) =>
  text.length <= 60 && !/[.?!,;:]$/.test(text) && text.split(/\s+/).length <= 7 &&
  /^[\p{Lu}#\d]/u.test(text) && !/\d{3,}/.test(text);

/** "> Sport? fierljeppen": a quoted question, and the answer typed after it (no instruction). */
const TYPED_IN_QUOTE =
  /^([^?]{3,200})\?\s+(?!\(|(?:please|pls|bitte|s'il|por favor|per favore|graag|if|e\.g\.|for example|z\.b\.|incl)\b)(\S.*)$/i;

/**
 * A season as a table's column header: "2025", "2025/26", "2024–25", "FY2025", "2025-26
 * (Season-3)".
 */
const SEASON_CELL =
  /^(?:FY\s?|(?:Season|Saison|Temporada|Stagione|Sezon\p{L}*|Kausi|Säsong|Sesong|Musim|Mùa)\s+(?:\d{1,2}\s+\()?)?((?:19|20)\d\d)(?:\s?[/–-]\s?(?:19|20)?\d\d)?\)?(?:\s+(?:season|saison|temporada|stagione|sesong|säsong|kausi))?(?:\s*\((?:Season|Saison|Temporada|Musim)[\s-]?\d{1,2}\))?\*?$/iu;
/** A table's cell of one figure: "12", "2,750", "₱73.2 million", "1.40 crore", "85 lakh". */
const FIGURE_CELL =
  /^(?:[A-Z]{2,3}\.?\s?|Rs\.?\s?|Tk\.?\s?|[₱₹৳฿$€£¥]\s?)?(?:approx\.?\s|c\.\s|~)?\d[\d.,'’\s−–-]*(?:\s?(?:k|m|mn|million|crore|cr|lakh|lac|bn|billion|%))?$/iu;

/** A figure at a cell's start, a remark after it: "18,500 Festival day not included". */
const LEADING_FIGURE = new RegExp(String.raw`^(${FIGURE_CELL.source.slice(1, -1)})\s+\p{L}`, "iu");
/** Two figures of one kind run together: "₱73.2 million ₱86.4 million", "1.40 crore 1.85 crore". */
const TWO_FIGURES = new RegExp(
  String.raw`^(${FIGURE_CELL.source.slice(1, -1)})\s+(${FIGURE_CELL.source.slice(1, -1)})(?:\s|$)`,
  "iu",
);

/**
 * A header of season columns: the years, in a row of their own but for the label's column
 * before them ("Metric", "Sl. No. | Particulars") and remarks after them.
 */
function seasonHeader(row: string[]): { count: number; latest: number } | undefined {
  // ("Musim 2025 Musim 2026", "Season 5 (2024) Season 6 (2025)", "2023–24 2024–25 2025–26":
  // seasons a PDF ran into one cell.)
  const split = (cell: string): string[] => {
    const two = /^(.*?\d{4}(?:\s?[/–-]\s?\d{2,4})?(?:\s*\([^()]{1,20}\))?\)?)\s+(\S.*)$/.exec(cell);
    if (!two || !SEASON_CELL.test(two[1])) return [cell];
    const rest = split(two[2]);
    return rest.every((c) => SEASON_CELL.test(c)) ? [two[1], ...rest] : [cell];
  };
  const cells = row.flatMap(split);
  const at = cells.map((c) => SEASON_CELL.exec(c)?.[1]);
  const first = at.findIndex(Boolean);
  const years = at.slice(first).filter(Boolean).map(Number);
  if (first < 1 || first > 2 || years.length < 2 || new Set(years).size !== years.length) {
    return undefined;
  }
  const after = cells.slice(first + years.length);
  if (
    at.slice(first, first + years.length).some((y) => !y) || after.some((c) => !HEADER_CELL.test(c))
  ) {
    return undefined;
  }
  return { count: years.length, latest: years.indexOf(Math.max(...years)) };
}

/**
 * A season header a PDF broke over lines of their own just above a table's row ("Season" /
 * "2025" / "Season" / "2026" / "Remarks"): the years, in order.
 */
function yearRows(lines: Line[], row: number): { count: number; latest: number } | undefined {
  const years: number[] = [];
  for (let n = row - 1; n >= Math.max(0, row - 8); n--) {
    const text = lines[n].text.trim();
    if (/\t/.test(text) && text.split(/\s*\t\s*/).length > 2) break;
    const year = SEASON_CELL.exec(text)?.[1];
    if (year) years.unshift(Number(year));
  }
  if (years.length < 2 || years.some((y, k) => k > 0 && y <= years[k - 1])) return undefined;
  return { count: years.length, latest: years.length - 1 };
}

/**
 * A slide's figure alone on its line, big above its caption ("1.8K" / "AVG. CROWD PER" /
 * "STOP"; "NT$96M" / "2025 REVENUE"; "+27%").
 */
const TILE_FIGURE =
  // (Not a numbered answer: "1. 2009", "4. 9 clubs".)
  /^(?!\d{1,2}[.)]\s)[+~≈]?(?:[A-Z]{2,3}\s?|[A-Z]{0,2}\$|[€£¥₹₩₱₺₦₫₴₸₽]\s?)?\d[\d.,\s]{0,12}(?:\s?(?:[KkMmBb]|bn|mn|mln|MM|Mio\.?|%|\+|x)|\s\p{Ll}{1,5}\.?)?(?:\s?[A-Z]{3})?\+?$/u;
/** A tile's caption line: short words, no label of a pair, no sentence, no figure alone. */
const isCaption = (text: string) =>
  text.length >= 2 && text.length <= 40 && /\p{L}{2}/u.test(text) && !/[:?@|\t]/.test(text) &&
  !/\.$/.test(text) && !TILE_FIGURE.test(text) && !/^[*\-•·▪◦>]|^\d{1,2}[.)]\s/.test(text);
const capitals = (text: string) => text === text.toUpperCase();

/**
 * Key figures in a side column, printed as a column of figures and, apart from it on the same
 * page, the column of their captions ("32" "128" "8" … and later "rinks (teams) on tour"
 * "registered curlers" "bonspiels per season" …): runs of as many lines, paired in order.
 * Only when one run of captions, and no other, has as many lines as the figures.
 */
function figureColumns(lines: Line[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const runs = (test: (text: string) => boolean) => {
    const out: [number, number][] = [];
    for (let i = 0; i < lines.length; i++) {
      if (!test(lines[i].text.trim())) continue;
      let j = i;
      while (
        j + 1 < lines.length && lines[j + 1].page === lines[i].page &&
        test(lines[j + 1].text.trim())
      ) j++;
      out.push([i, j]);
      i = j;
    }
    return out;
  };
  const captions = runs(isCaption);
  for (const [from, to] of runs((t) => TILE_FIGURE.test(t))) {
    const n = to - from + 1;
    if (n < 3) continue;
    const fit = captions.filter(([a, b]) =>
      b - a + 1 === n && lines[a].page === lines[from].page && (b < from - 1 || a > to + 1)
    );
    if (fit.length !== 1) continue;
    for (let k = 0; k < n; k++) pairs.set(from + k, fit[0][0] + k);
  }
  return pairs;
}

const depthOf = (line: Line) => /^\t*/.exec(line.text)![0].length;
/** A line that is one cell, indented by tabs to its column. */
const isIndentedCell = (line: Line) => /^\t+[^\t]+$/.test(line.text.trimEnd());

/**
 * A PDF table's cell wrapped over lines in its column, its answer in a column further right
 * ("<tab>Registered" / "<tab>players" / "<tab><tab>344"): the label's lines at one depth, then
 * the answer's at a deeper one. Only a label that names a field.
 */
function indentedPair(
  lines: Line[],
  i: number,
): { label: string; value: string; from: number; end: number } | null {
  if (!isIndentedCell(lines[i])) return null;
  const depth = depthOf(lines[i]);
  let j = i;
  while (
    j + 1 < lines.length && j - i < 3 && isIndentedCell(lines[j + 1]) &&
    depthOf(lines[j + 1]) === depth
  ) j++;
  if (j + 1 >= lines.length || !isIndentedCell(lines[j + 1]) || depthOf(lines[j + 1]) <= depth) {
    return null;
  }
  const label = lines.slice(i, j + 1).map((l) => l.text.trim()).join(" ");
  if ((rankLabel(label)[0]?.score ?? 0) < 0.85) return null;
  const answer = depthOf(lines[j + 1]);
  const from = j + 1;
  let end = from;
  while (
    end + 1 < lines.length && end - from < 4 && isIndentedCell(lines[end + 1]) &&
    depthOf(lines[end + 1]) === answer
  ) end++;
  const value = lines.slice(from, end + 1).map((l) => l.text.trim()).join(" ");
  return { label, value, from, end };
}

/**
 * A grid of numbered boxes, each label over its answer ("<tab>2 <tab>SPORT" / "<tab><tab>arnis
 * (Filipino stick fighting)"): the answer's lines stand in the label's column.
 */
function numberedCell(
  lines: Line[],
  i: number,
): { label: string; value: string; from: number; end: number } | null {
  const m = /^(\t*)\d{1,3}[.)]?\s*\t+([^\t]+)$/.exec(lines[i].text.trimEnd());
  if (!m) return null;
  const column = m[1].length + 1;
  const under = (n: number) =>
    n < lines.length && isIndentedCell(lines[n]) && depthOf(lines[n]) === column;
  const ranked = (text: string) => (rankLabel(text)[0]?.score ?? 0) >= 0.85;
  // ("1 <tab>Nama resmi liga" / "<tab>Official league name" / "<tab>Liga Pencak Silat …": a
  // label in two languages, the second under the first, then the answer.)
  const top = (text: string) => rankLabel(text)[0];
  const [own, below] = [top(m[2]), top(lines[i + 1]?.text.trim() ?? "")];
  // (A contact's part is a label only under its section: "Name", "Title", "Phone".)
  const part = /^(?:name|title|position|role|e-?mail|phone|telephone|mobile)$/i;
  const answer = lines[i + 2]?.text.trim() ?? "";
  const second = under(i + 1) && under(i + 2) && (!ranked(answer) || /\d/.test(answer)) &&
    (part.test(lines[i + 1].text.trim()) ||
      (ranked(lines[i + 1].text.trim()) &&
        (!ranked(m[2]) || own.field === below.field || below.score >= own.score)));
  if (!second && !ranked(m[2])) return null;
  const start = second ? i + 2 : i + 1;
  if (!under(start)) return null;
  let end = start;
  while (end - start < 3 && under(end + 1)) end++;
  const value = lines.slice(start, end + 1).map((l) => l.text.trim()).join(" ");
  const label = second ? `${m[2].trim()} / ${lines[i + 1].text.trim()}` : m[2].trim();
  return { label, value, from: start, end };
}

/**
 * A list's items a line each under its label, from line `first` on: short lines that go on
 * (no label, figure or sentence of their own), at most 30. One item unless `listed`.
 */
function lineItems(lines: Line[], first: number, listed: boolean): { items: string[]; j: number } {
  const items = [lines[first].text.trim()];
  let j = first;
  // "A. Jangchung Gymnasium, …, Changwon Gymnasium," / "Hwaseong Sports Town Gymnasium.": a
  // list's line that ends on a comma runs on into the next.
  while (
    listed && /[,;]$/.test(items[0]) && j + 1 < lines.length && runsOn(lines[j + 1].text.trim())
  ) {
    items[0] += ` ${lines[++j].text.trim()}`;
  }
  if (j > first) return { items, j };
  if (!listed || !isContinuation(lines[first].text)) return { items, j };
  while (
    items.length < 30 && j + 1 < lines.length && isContinuation(lines[j + 1].text) &&
    !TILE_FIGURE.test(lines[j + 1].text.trim()) &&
    // (Nor the next question by its word and number: "Question 10 - Average attendance".)
    !ASKED.test(lines[j + 1].text.trim())
  ) items.push(lines[++j].text.trim());
  // "Kamariny Stadium, Iten; Chepsaina Farm," / "Moiben; Kapsabet Showground": where semicolons
  // part the items, a line's end is only where a cell wrapped.
  if (items.slice(1).some((item) => item.includes(";"))) {
    const from = items[0].includes(";") ? 0 : 1;
    items.splice(from, items.length, items.slice(from).join(" "));
  }
  return { items, j };
}

/** A line that can carry on the line above: plain text, no question, answer, label or cell. */
function runsOn(text: string): boolean {
  return text !== "" && !QUESTION_START.test(text) && !ANSWER_MARKER.test(text) &&
    !text.startsWith(">") && !/^[^:]{2,60}:(\s|$)/.test(text) && !cellsOf(text);
}

/** Words that end on a street's name, its number to follow: "…, Hauptstrasse", "Rua das Flores". */
const STREET_BEFORE_NUMBER = new RegExp(String.raw`(?:${STREET.source})\s*$`, "iu");

/** A line whose first one to three words name a field exactly ("teams 12", "based in …"). */
/** One event or contest named by its number: "Round 2", "Leg 2", "Heat 4", "Match day 3". */
const ONE_OF_THEM =
  /^(?:round|leg|stage|heat|race|match ?day|event|game|week|stop|meeting|fixture|tournament|jornada|fecha|etapa|tappa|giornata|runde|spieltag|manche|étape)$/i;

/** "Founded 2004", "Teams 12": a label of a field of figures, then its figure. */
function figureLabelled(text: string): boolean {
  const pair = /^(\p{L}.*?)\s+\d[\d.,]*$/u.exec(text);
  if (pair && ONE_OF_THEM.test(pair[1])) return false;
  const match = pair && rankLabel(pair[1])[0];
  return !!match && match.score >= 0.85 &&
    ["int", "number", "year", "years", "percent"].includes(FIELDS[match.field].kind);
}

function opensWithLabel(text: string): boolean {
  const words = text.split(/\s+/);
  for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
    if (rankLabel(words.slice(0, n).join(" ")).some((m) => m.score === 1)) return true;
  }
  return false;
}

/** A caption that names a social platform ("YouTube (suscriptores)"): the platform. */
function platformOf(caption: string): string | undefined {
  const name = caption.split(/\s*\(/)[0];
  return SOCIAL_PLATFORM.test(name) ? name : undefined;
}

/** The first line from `n` on with text (or the end). */
function filled(lines: Line[], n: number): number {
  while (n < lines.length && !lines[n].text.trim()) n++;
  return n;
}

/**
 * KPI tiles: a figure over its caption of one or two lines, tile after tile. The caption is
 * the figure's label. Read only where the tiles run on (the caption is followed by another
 * figure, or the figure follows another tile). A caption over its figure that names a field
 * has been read before, as a label over its value.
 */
function tileAt(
  lines: Line[],
  i: number,
  afterTile: boolean,
): { caption: string; end: number } | null {
  const text = lines[i].text.trim();
  if (!TILE_FIGURE.test(text)) return null;
  const next = (n: number) => filled(lines, n);
  const c1 = next(i + 1);
  const first = lines[c1]?.text.trim() ?? "";
  if (!isCaption(first)) return null;
  let end = c1;
  let caption = first;
  const c2 = next(c1 + 1);
  const second = lines[c2]?.text.trim() ?? "";
  const third = lines[next(c2 + 1)]?.text.trim() ?? "";
  const figureAfter = (line: string) => !line || TILE_FIGURE.test(line);
  if (isCaption(second) && capitals(second) === capitals(first) && figureAfter(third)) {
    caption = `${first} ${second}`;
    end = c2;
  }
  if (!afterTile && !figureAfter(lines[next(end + 1)]?.text.trim() ?? "")) return null;
  return { caption, end };
}

/** A greeting's sentence opening a message: "Hi Brian, Wanjiru from Sportika here. ". */
const GREETED =
  /^(?:hi|hello|hey|dear|morning|good (?:morning|afternoon|evening)|hola|hallo|hej|bonjour|olá)\b[^.!?]*[.!?]+\s+(?=\S)/i;

/** "3. Number of teams…", "> 3) …": a numbered question, quoted or not. */
const NUMBERED_QUESTION = /^((?:>\s*)*)(\d{1,2})[.)]\s+(\S.*)$/;
/** "3 - 16 teams…", "3. 16 teams…": an answer given by its question's number. */
const NUMBERED_ANSWER = /^(\d{1,2})\s*(?:[.)]|\s[-–—]|:)\s+(\S.*)$/;

/**
 * Answers given by question number ("3 - 16 teams confirmed…") to numbered questions asked
 * elsewhere in the document: quoted below the reply, in the forwarded original, or in the
 * asker's message above the reply in a conversation saved whole. Each answer
 * and each question runs on over the indented lines below it.
 */
export function answersByNumber(all: Line[], reply: Line[]): Candidate[] {
  const own = new Set(reply);
  const questions = new Map<number, string>();
  const answers = new Map<number, { text: string; at: Line }>();
  // In a conversation saved whole, the asker's numbered list comes first and the reply's, in
  // the same numbering, after it: a number written twice is a question, then its answer.
  const seen = new Map<number, number>();
  for (const line of reply) {
    const n = NUMBERED_ANSWER.exec(line.text.trim())?.[1];
    if (n) seen.set(Number(n), (seen.get(Number(n)) ?? 0) + 1);
  }
  const twice = [...seen.values()].filter((count) => count >= 2).length >= 3;
  for (let i = 0; i < all.length; i++) {
    const line = all[i];
    const q = NUMBERED_QUESTION.exec(line.text.trim());
    // (Or asked in an earlier message of a conversation saved whole: a numbered line that is a
    // question, "2. Year founded?", or the first of a number written twice, over the reply's
    // "2. 2009".)
    const quoted = Boolean(q?.[1]) || !own.has(line) || /\?\s*$/.test(line.text) ||
      (twice && q !== null && (seen.get(Number(q[2])) ?? 0) >= 2 && !answers.has(Number(q[2])));
    if (q && quoted && !questions.has(Number(q[2]))) {
      let text = q[3];
      const prefix = /^\s*((?:>\s*)*)/.exec(line.text)![1].replace(/\s/g, "");
      for (; i + 1 < all.length; i++) {
        const next = all[i + 1].text.replace(/^\s*((?:>\s*)*)/, (m) => m.replace(/>\s*/g, ""));
        const marks = /^\s*((?:>\s*)*)/.exec(all[i + 1].text)![1].replace(/\s/g, "");
        // (Not the next question, indented as this one: " 1. Name" / " 2. Year founded".)
        if (marks !== prefix || !/^\s+\S/.test(next) || NUMBERED_QUESTION.test(next.trim())) break;
        text += ` ${next.trim()}`;
      }
      questions.set(Number(q[2]), text);
      continue;
    }
    const a = own.has(line) && !/\?\s*$/.test(line.text) ? NUMBERED_ANSWER.exec(line.text) : null;
    if (a && !answers.has(Number(a[1]))) {
      let text = a[2];
      for (; i + 1 < all.length && own.has(all[i + 1]) && /^\s+\S/.test(all[i + 1].text); i++) {
        text += ` ${all[i + 1].text.trim()}`;
      }
      answers.set(Number(a[1]), { text, at: line });
    }
  }
  // A reply that repeats the questions in their numbering answers below them, not on them.
  const same = (a: string, b: string) => tokens(a).join(" ") === tokens(b).join(" ");
  const paired = [...answers.keys()].filter((n) =>
    questions.has(n) && !answers.get(n)!.text.trim().endsWith("?") &&
    !same(answers.get(n)!.text, questions.get(n)!)
  );
  if (paired.length < 3) return [];
  return paired.map((n) => ({
    label: questions.get(n)!.replace(/\?\s*$/, ""),
    value: answers.get(n)!.text,
    via: "qa" as const,
    at: answers.get(n)!.at,
  }));
}

/**
 * Label/value pairs in reading order, and the lines of the form they fill (table rows, short
 * labelled answers), which are no prose.
 */
/**
 * A question as asked over the lines it wrapped onto: "Q.14 (a) Integrity programme (b)
 * Integrity partner (c) Anti-" / "doping" is one question, not "doping". A line in lower case
 * is joined to the one above it when that one breaks a word or starts the question.
 */
function wrappedQuestion(lines: Line[], question: Line): string {
  let asked = question.text.trim();
  for (let k = lines.indexOf(question); k > 0 && /^\p{Ll}/u.test(asked); k--) {
    const above = lines[k - 1].text.trim();
    // ("… appointed by the Association. Qn 13. (a) Do you have any integrity" / "programme or
    // …": a question that starts after the answer before it, on that answer's line.)
    const start = /(?:^|\s)(Qn?\.?\s?\d{1,2}[.)]?\s.*)$/.exec(above);
    if (/\p{L}-$/u.test(above)) asked = above + asked;
    else if (
      (/^q(?:n)?\.?\s*\d+|^\d{1,3}[.)]\s/i.test(above) || QUESTION_START.test(above)) &&
      !/[.!?:]$/.test(above)
    ) {
      asked = `${above} ${asked}`;
    } else if (start && !/[.!?:]$/.test(above)) return `${start[1]} ${asked}`;
    else break;
  }
  return asked;
}

export function candidatesOf(lines: Line[]): { candidates: Candidate[]; form: Set<Line> } {
  const out: Candidate[] = [];
  const form = new Set<Line>();
  /**
   * Lines i..j belong to the form when the last pair's label names a field and its answer is
   * a short one, not a sentence.
   */
  const formed = (from: number, to: number, value: string) => {
    const last = out.at(-1);
    if (value.length > 80 || !last || !rankLabel(last.label, { mustUse: last.mustUse }).length) {
      return;
    }
    for (let n = from; n <= to; n++) form.add(lines[n]);
  };
  let answerColumn: number | undefined;
  /** Under a header of seasons ("Metric | 2024 | 2025"): how many, and which is the latest. */
  let seasons: { count: number; latest: number } | undefined;
  let csv = false;
  /** The heading or table group over the lines: "Contact" makes "Name" the contact's. */
  let section = "";
  /** The line of the last heading read as the section. */
  let headingAt = -1;
  let headed = false;
  const push = (label: string, value: string, via: Via, at: Line): void => {
    // ("Q.3 Markets / territories …": a question's number with a dot after the Q is none of the
    // label's words either.)
    // ("Hi Brian, Grace from Savanna Stats (Nairobi). Few quick qs ok?": the asker's greeting
    // and introduction are no part of what is asked.)
    const l = clean(label).replace(QUESTION_START, "").replace(/^(?:q|qn|q\.n)\.\s?\d{1,3}\s+/i, "")
      .replace(GREETED, "").replace(/[:\s]+$/, "");
    // A trailing note ("224   # 28 per team") is no part of the answer.
    // ("____   7. Registered athletes: ____": the next numbered question on the line is no part
    // of the answer.)
    // ("Countries / markets ...... _______": a blank left empty, its underscores no answer.)
    if (/^[\s_]*$/.test(value)) return;
    let v = clean(value).replace(/\s{2,}#\s.*$/, "")
      .replace(/(?:^|\s+)\d{1,2}[.)]\s+\p{Lu}[^:]{1,60}:.*$/u, "").trim();
    // "Answer - none", "Cevap: 2019", "--> 7 stages": the marker is no part of the answer.
    v = VALUE_MARKER.exec(v)?.[1] ?? v;
    if (!l || !v || l.length > 300) return;
    // "TV / radio broadcast partners | Average viewers per live stream": a label beside another
    // field's label, both left unanswered.
    if (!/\d/.test(v) && v.split(/\s+/).length >= 3 && labelsOther(v, rankLabel(l)[0]?.field)) {
      return;
    }
    // ("Legal betting | jurisdictions": the label's last word, wrapped into the answer's cell.)
    if (/^\p{Ll}+$/u.test(v)) {
      const field = rankLabel(l)[0]?.field;
      if (field && rankLabel(v).some((m) => m.field === field && m.score >= 0.9)) return;
    }
    // "Zu 9.: Wettpartner: keine.": a label that names nothing, over a labelled answer.
    const inner = /^([^:]{2,40}):\s+(\S.*)$/.exec(v);
    if (inner && !rankLabel(l).length && rankLabel(inner[1]).some((m) => m.score >= 0.9)) {
      return push(inner[1], inner[2], via, at);
    }
    // "Revenue: RSD 412 million; sponsorship: RSD 150 million", "Revenue 2025: 1.92 bn tenge.
    // Sponsorship 640 mln tenge.": a second label and its figure in the answer are a pair of
    // their own.
    const second = via !== "qa" && via !== "section" ? SECOND_PAIR.exec(v) : null;
    // (After a first answer with its own figure: "A. Since 2013 …" is one answer.)
    if (second && /\d/.test(v.slice(0, second.index))) {
      const named = rankLabel(second[1])[0];
      const own = rankLabel(l)[0];
      if (named && named.score >= 0.9 && named.field !== own?.field) {
        push(second[1], second[2], via, at);
        v = v.slice(0, second.index);
      }
    }
    // "体育频道。网络直播：抖音、咪咕视频": after a sentence of Chinese or Japanese, a second
    // label and its answer are a pair of their own.
    const after = via !== "qa" ? /。\s*([^。:\s]{2,12}):\s*(\S.*)$/u.exec(v) : null;
    if (after && rankLabel(after[1]).some((m) => m.score >= 0.9)) {
      push(after[1], after[2], via, at);
      v = v.slice(0, after.index + 1);
    }
    // A one-word label ("Name", "Format", "Partner") is read with its section's name, and
    // must still name the field, as a JSON key is with its parent's.
    // (A label in two languages counts its words once: "Namn / Name" is one word, "name".)
    const own = [...new Set(tokens(l))];
    // So is a key of words that its section names better ("integrity:" / "formal_programme:
    // no", "data:" / "history_since: 2015").
    const key = /^[\p{L}\d]+(?:[_-][\p{L}\d]+)+$/u.test(l);
    if (
      section &&
      (own.length === 1 ? !rankLabel(l).some((m) => m.score === 1 && own[0].length > 5) : key &&
        (rankLabel(`${section} ${l}`)[0]?.score ?? 0) > (rankLabel(l)[0]?.score ?? 0))
    ) {
      out.push({
        label: `${section} ${l}`,
        value: v.slice(0, 5000),
        via,
        at,
        mustUse: own,
        sectioned: l,
        ...(headed ? { headed } : {}),
      });
      return;
    }
    out.push({ label: l, value: v.slice(0, 5000), via, at });
  };
  /**
   * Lines under a letter's closing ("Regards" / "Linnea Sjöberg" / "Head of League Office" /
   * "Norrlandsligan i bandy"): a signature, whose lines are no labels of the lines below them.
   */
  let signature = false;
  /** The line after the last tile's caption. */
  let tiled = -1;
  // Replies typed into the quoted questions: a style of the whole reply, seen more than twice
  // (not a quoted question with its own note after it).
  // (Unless the reply answers below its quoted questions, whose notes after "?" are the
  // asker's: "> League name? Give the official name." / "Nordic Kubb Liga".)
  const quotedQuestion = (l: Line) => /^\s*>[^?]*\?/.test(l.text);
  const answeredBelow = lines.filter((l, n) => {
    const next = lines.slice(n + 1, n + 3).find((m) => m.text.trim());
    return quotedQuestion(l) && next !== undefined && !/^\s*>/.test(next.text);
  }).length;
  const typedInQuotes =
    lines.filter((l) =>
      /^\s*>/.test(l.text) && TYPED_IN_QUOTE.test(l.text.trim().replace(/^(>\s*)+/, ""))
    ).length;
  const typedStyle = typedInQuotes >= 3 && typedInQuotes > 2 * answeredBelow;
  const columns = figureColumns(lines);
  for (const [figure, caption] of columns) {
    push(clean(lines[caption].text.trim()), lines[figure].text.trim(), "label", lines[figure]);
    form.add(lines[figure]).add(lines[caption]);
  }
  const columned = new Set([...columns.keys(), ...columns.values()]);
  // The number of the last question numbered without a stop ("36 Contact person …"): a line
  // numbered one more ("37 Remarks") is the next question, no answer's continuation.
  let bareAsked = 0;
  for (let i = 0; i < lines.length; i++) {
    if (columned.has(i)) continue;
    let at = lines[i];
    let text = clean(at.text.trim());
    if (isCloser(text)) signature = true;
    else if (/^(>|-{2,}\s*\S)|^on .{4,120}wrote:|^\d{1,2}[.)]\s/i.test(text)) signature = false;
    if (!text || isRule(text) || EMAIL_QUOTE_HEADER.test(text)) continue;
    // "--- 6. Kontaktperson ---", "=== CONTACT ===": a heading between rules names the section
    // below it and answers nothing.
    const framed = FRAMED_HEADING.exec(text);
    if (framed) {
      [section, headed, headingAt] = [framed[1].replace(QUESTION_START, ""), true, i];
      continue;
    }
    // "- laji mölkky": a terse bullet's label and name (labels.ts).
    const terse = terseBullet(text);
    if (terse) {
      push(terse.label, terse.value, "inline", at);
      formed(i, i, terse.value);
      continue;
    }
    // "Сайт gorodki-liga.ru": a website's label and its address, no colon between (labels.ts).
    const site = siteLine(text);
    if (site) {
      push(site.label, site.value, "inline", at);
      formed(i, i, site.value);
      continue;
    }
    // A cell of a PDF table wrapped over lines in its column, its answer further right or
    // below it.
    const indented = indentedPair(lines, i) ?? numberedCell(lines, i);
    if (indented) {
      push(indented.label, indented.value, "table", lines[indented.from]);
      for (let n = i; n <= indented.end; n++) form.add(lines[n]);
      i = indented.end;
      continue;
    }
    const tile = tileAt(lines, i, tiled === i);
    // "148K" / "Instagram", "51K" / "TikTok": followers, platform by platform, are one answer.
    const first = tile && platformOf(tile.caption);
    if (tile && first) {
      const counts = [`${first} ${text}`];
      for (let n = filled(lines, tile.end + 1); n < lines.length; n = filled(lines, tile.end + 1)) {
        const more = tileAt(lines, n, true);
        const platform = more && platformOf(more.caption);
        if (!more || !platform) break;
        counts.push(`${platform} ${lines[n].text.trim()}`);
        tile.end = more.end;
      }
      push("social followers", counts.join("   "), "label", at);
    } else if (tile) push(tile.caption, text, "label", at);
    if (tile) {
      for (let n = i; n <= tile.end; n++) form.add(lines[n]);
      i = tile.end;
      tiled = filled(lines, i + 1);
      continue;
    }

    // An e-mail reply: the quoted line is the question, the unquoted lines after it the answer.
    if (text.startsWith(">")) {
      let question = text.replace(/^(>\s*)+/, "");
      // "> Bestehen Partnerschaften mit Wettanbietern? In welchen Ländern sind" / "> Wetten auf
      // Ihren Sport legal?": the quoted lines above that break off mid-sentence are the
      // question's start.
      // (Not where answers are typed into the quote: "> Sport? fierljeppen"; nor over a last
      // line that names a field well on its own, unless it goes on in lower case: "> 12. Do you
      // have existing betting partners, and in which jurisdictions" / "> is betting on your
      // league legal?".)
      const named = !/^\p{Ll}/u.test(question) && rankLabel(question).some((m) => m.score >= 0.9);
      for (
        let k = i - 1, n = 0;
        !typedStyle && !named && k >= 0 && n < 3 && !QUESTION_START.test(question);
        k--, n++
      ) {
        const above = clean(lines[k].text.trim());
        const words = above.replace(/^(>\s*)+/, "");
        if (
          !above.startsWith(">") || lines[k].line !== lines[k + 1].line - 1 ||
          !/[\p{L},]$/u.test(words) || /:\s/.test(words) ||
          // (Question's words: a question of its own before, or the question's number.)
          !(words.includes("?") || QUESTION_START.test(words))
        ) break;
        question = `${words} ${question}`;
      }
      // "> Sport? fierljeppen": the answer typed after the question, on its quoted line, and
      // on quoted lines that go on without a question of their own.
      const typed = TYPED_IN_QUOTE.exec(question);
      if (typed && !typed[2].includes("?") && typedStyle) {
        let answer = typed[2];
        // (Its own words go on in lower case or figures: "… 8.000 kijkers per" / "> wedstrijd".)
        while (i + 1 < lines.length) {
          const next = clean(lines[i + 1].text.trim());
          const more = next.replace(/^(>\s*)+/, "");
          if (
            !next.startsWith(">") || !/^[\p{Ll}\d(]/u.test(more) || more.includes("?") ||
            QUESTION_START.test(more)
          ) break;
          answer += ` ${more}`;
          i++;
        }
        push(typed[1], answer, "qa", at);
        continue;
      }
      const answer: string[] = [];
      let j = i + 1;
      while (j < lines.length && !lines[j].text.trim()) j++;
      // (A sentence cut at the lookahead's end goes on to its stop: "… da schauen so 800 bis" /
      // "1.000 Leute zu.")
      for (
        ;
        j < lines.length &&
        (answer.length < ANSWER_LOOKAHEAD ||
          (answer.length < ANSWER_LOOKAHEAD + 3 && !/[.!?]$/.test(answer.at(-1)!)));
        j++
      ) {
        const next = lines[j].text.trim();
        if (!next || next.startsWith(">")) break;
        answer.push(next);
      }
      const first = lines.slice(i + 1).find((l) => l.text.trim());
      // ("> Ristmik Sports Data OÜ" / "Parimate soovidega": the writer's closing under the
      // asker's signature answers nothing.)
      if (question && answer.length && first && !isCloser(answer[0])) {
        push(question, answer.join(" "), "qa", first);
      }
      continue;
    }

    // "Respuesta: …", "Answer: …", "A: …" under a question line: the question is its label.
    const marked = ANSWER_MARKER.exec(text);
    // A marker alone on its line ("Question 4: (a) Number of teams (b) Number of athletes" /
    // "Response:" / "(a) 64 registered stables." / "(b) N/A …"): the answer is the lines under
    // it, up to the next question, a table or a labelled line; the question above is its label.
    // (An empty answer, a marker over nothing, answers nothing and labels nothing.)
    if (marked && !marked[1].trim()) {
      const question = lines[i - 1]?.text.trim() ?? "";
      const answer: string[] = [];
      for (let j = i + 1; j < lines.length && answer.length < MARKED_BLOCK; j++) {
        const next = lines[j].text.trim();
        if (
          !next || next.startsWith(">") || ANSWER_MARKER.test(next) || ASKED.test(next) ||
          QUESTION_START.test(next) || /[|\t]/.test(lines[j].text) ||
          ANSWER_MARKER.test(lines[j + 1]?.text.trim() ?? "") ||
          (answer.length > 0 && /^[^:]{2,30}:\s/.test(next))
        ) break;
        answer.push(next);
      }
      if (question && !ANSWER_MARKER.test(question) && answer.length) {
        push(question.replace(ASKED, ""), answer.join(" "), "qa", lines[i + 1]);
      }
      continue;
    }
    if (marked) {
      const question = lines.slice(0, i).reverse().find((l) => l.text.trim());
      // "A. Novák" under "Contact name" is a name with its initial, not "A." and an answer.
      const initial = question && /^[aA]\.\s*\p{Lu}\p{Ll}+(?:[\s-]+\p{Lu}\p{Ll}+)?$/u.test(text) &&
        /(?<![\p{L}])(name|contact|person|navn|nombre|nome|nom|jméno|imię|naam)(?![\p{L}])/iu.test(
          question.text,
        );
      if (
        question && numberAnswers(question.text, text) &&
        !ANSWER_MARKER.test(question.text.trim()) &&
        marked[1].trim()
      ) {
        // The answer's sentence goes on over the lines below it, in lower case or figures
        // ("…Normal match days are between" / "3,000 and 5,000."), or after a comma ("…,
        // Changwon Gymnasium," / "Hwaseong Sports Town Gymnasium.").
        // (And after a full line that stops mid-sentence, a PDF's wrapped paragraph: "…the
        // YouTube channel has 9,600 subscribers and" / "Instagram has 6,250 followers.")
        let answer = initial ? text : marked[1];
        let last = text;
        // ("Q.8 (a) TV (b) Streaming (c) Viewers" / "Ans: (a) Rupavahini. (b) YouTube and
        // Facebook" / "Live. (c) Approx. 40,000 …": an answer goes on until it has answered
        // every part.)
        const parts = (text: string) => text.match(PART_LETTER)?.length ?? 0;
        const asked = parts(question.text);
        for (let n = 1; n < ANSWER_LOOKAHEAD && i + 1 < lines.length; n++) {
          const next = clean(lines[i + 1].text.trim());
          const wrapped = last.length >= 70 && /[\p{L}\d]$/u.test(last) &&
            !/^[^:]{2,40}:/.test(next);
          // ("… penalty. (b)" / "Department of Livestock …": a part's letter before its answer.)
          const part = /\((?:[a-e]|i{1,3}|iv|v)\)$/.test(answer) ||
            (asked >= 2 && parts(answer) > 0 && parts(answer) < asked);
          if (
            (!/^[\p{Ll}\d]/u.test(next) && !/[,;&]$/.test(answer) && !wrapped && !part) ||
            /^\d+\s*[|.):\t-]|[|\t]/.test(next) ||
            /[.!?]$/.test(answer) || QUESTION_START.test(next) ||
            ANSWER_MARKER.test(next) || next.includes("?")
          ) break;
          answer += ` ${next}`;
          last = next;
          i++;
        }
        push(wrappedQuestion(lines, question).replace(/\?\s*$/, ""), answer, "qa", at);
        continue;
      }
    }
    // "Question 9 – Viewers per event and per season": a question's number written out is its
    // number. (Not before a colon: "Question 4: 24 teams" is a label and its answer.)
    const written = ASKED.exec(text);
    if (written && !written[0].includes(":") && text.length > written[0].length) {
      text = `${/\d+/.exec(written[0])![0]}. ${text.slice(written[0].length)}`;
    }
    // "14) Average stream viewers": a numbered label, answered below even in a sentence.
    const asked = QUESTION_START.test(text);
    const bulleted = /^[*\-•·▪◦]\s/.test(text);
    text = text.replace(BULLET, "");
    // "rostered: 224          # 28 per team": a note after a key's value is no column.
    const noted = /^[\p{L}\w ()/-]{1,40}:\s+\S.*\s{2,}#\s/u.test(text);
    if (noted) text = text.replace(/\s{2,}#\s.*$/, "");
    // A CSV export ("field,answer,comment"): its rows are table rows.
    if (!csv && /,/.test(text) && csvCells(text).every((c) => HEADER_CELL.test(c))) {
      csv = true;
      const index = csvCells(text).findIndex((c) => ANSWER_HEADER.test(c));
      answerColumn = index >= 0 ? index : undefined;
      continue;
    }
    // A label wrapped onto the next line, which carries the answer ("Espectadores por
    // transmisión / Avg" + "stream viewers ........ 9,000").
    const following = lines[i + 1]?.text.trim() ?? "";
    // (A question's words joined from the lines it wrapped over, so its label may be long.)
    let joined = false;
    if (
      !/[:=|\t\d?]|\.{2,}/.test(text) && /^[\p{Ll}(]/u.test(following) &&
      /\s\.{2,}\s|\s\.\s|:\s/.test(following) &&
      text.length <= 60
    ) {
      text = `${text} ${following}`;
      i++;
      joined = /\s\.{2,}\s/.test(following);
    }
    // "Scheidsrechter: 1 wedstrijdleider" / " per speeldag": an answer a phone wrapped onto an
    // indented line that goes on in lower case, with no label of its own.
    while (
      WRAPPED_ANSWER.test(text) && i + 1 < lines.length &&
      /^\s\p{Ll}[^:]{0,50}$/u.test(lines[i + 1].text) && !/[.!?]$/.test(text)
    ) text = `${text} ${lines[++i].text.trim()}`;
    // "Markets: Taiwan <tab> Hong Kong <tab> Macau" / "Malaysia": a list's items set apart as
    // tags, wrapped onto a line of their own, are the list.
    // (Not "Στατιστικά: <tab>πόντοι, ριμπάουντ": the space before a PDF's tab is no tag.)
    const tags = /^([^:\t]{2,40}):\s*([^:\s][^:\t]*(?:\t+[^:\t]+)+)$/.exec(text);
    const listed = tags && rankLabel(tags[1])[0];
    if (tags && listed && listed.score >= 0.85 && FIELDS[listed.field].kind === "list") {
      const items = tags[2].split(/\s*\t+\s*/);
      while (
        i + 1 < lines.length && isContinuation(lines[i + 1].text) &&
        lines[i + 1].text.trim().length <= 40 && !isLabelLike(lines[i + 1].text.trim())
      ) items.push(...lines[++i].text.trim().split(/\s*\t+\s*/));
      push(tags[1], items.join("; "), "label", at);
      form.add(at);
      continue;
    }
    // "Streaming:   [x] YouTube   [ ] Twitch   [x] Facebook Live": the options are one answer,
    // not table cells.
    const box = text.search(CHECKBOX);
    if (box > 0 && (text.match(new RegExp(CHECKBOX.source, "g"))?.length ?? 0) >= 2) {
      const label = text.slice(0, box).replace(/[:\s|]+$/, "").replace(/\s*\.{2,}$/, "");
      if (rankLabel(label).length) {
        push(label, text.slice(box), "label", at);
        form.add(at);
        continue;
      }
    }
    const cells = (csv && text.includes(",") ? csvCells(text) : undefined) ??
      rowCells(noted ? text : at.text) ??
      cellsOf(text);
    if (cells) {
      // Cells wrapped onto the lines below (a PDF table): the leading tabs say which column; a
      // line that starts at the label's column or before it is the next row.
      const labelColumn = cells.findIndex((c) => c !== "" && !NUMBER_CELL.test(c));
      const rowStart = i;
      // ("Venues | Thapae Boxing Stadium" / "| Kawila Boxing Stadium": in a list's cell, a line
      // after a venue's name that starts with a capital is the next venue.)
      const rowField = rankLabel(cells[labelColumn] ?? "")[0];
      const list = rowField && rowField.score >= 0.85 && FIELDS[rowField.field].kind === "list";
      for (let j = i + 1; j < lines.length; j++) {
        const raw = lines[j].text;
        const wrapped = /^(\t+)(\S.*)$/.exec(raw) ??
          (/^ {8,}\S/.test(raw) && !raw.includes("\t")
            ? [raw, "\t".repeat(cells.length - 1), raw.trim()]
            : null);
        if (!wrapped || wrapped[1].length <= labelColumn) break;
        const part = wrapped[2].split("\t")[0];
        // A cell of its own below ("| Streaming ...: YouTube" in a form of two columns).
        // (A part in lower case goes on with its cell: "inaugural 2014 season".)
        if (
          (!/^\p{Ll}/u.test(part) && isLabelLike(part)) || LABELLED_CELL.test(part) ||
          indentedPair(lines, j)
        ) break;
        wrapped[2].split("\t").forEach((part, n) => {
          const k = wrapped[1].length + n;
          if (!part.trim()) return;
          while (cells.length <= k) cells.push("");
          cells[k] = cells[k].endsWith("-") && /^\p{Ll}/u.test(part)
            ? cells[k] + part.trim()
            : list && /^\p{Lu}/u.test(part.trim()) && VENUE_END.test(cells[k])
            ? `${cells[k]}; ${part.trim()}`
            : `${cells[k]} ${part.trim()}`.trim();
        });
        i = j;
      }
      const meaningful = cells.filter((c) => c !== "");
      if (meaningful.every((c) => HEADER_CELL.test(c))) {
        // (A heading well above the table's header is no group of its rows: "Senior Manager,
        // Asia Partnerships" in a letter's address, then "Sl. | Question | Answer".)
        if (headed && i - headingAt > 2) [section, headed] = ["", false];
        const index = cells.findIndex((c) => ANSWER_HEADER.test(c));
        answerColumn = index >= 0 ? index : undefined;
        seasons = undefined;
        continue;
      }
      // "Metric | 2024 | 2025", "Sl. No. | Particulars | Season 2025 | Season 2026 | Remarks": a
      // column a season, the latest the league's figure now.
      // (Its first cell may be empty: " | 2024-25 | 2025-26", a DOCX table's header, "<tab>Season
      // 2024 <tab>Season 2025", a PDF's.)
      const header = seasonHeader(meaningful) ??
        (/^\s*[|\t]/.test(at.text) ? seasonHeader(["", ...meaningful]) : undefined);
      if (header) {
        seasons = header;
        continue;
      }
      // (A header a PDF broke over lines of their own: "Season" / "2025" / "Season" / "2026".)
      seasons ??= yearRows(lines, rowStart);
      const row = seasons;
      // ("1 | Member teams | 12 | 14 | Bacolod and General Santos joined": the row's number and
      // its remarks are no season's figure; "₱73.2 million ₱86.4 million 2026 subject to audit":
      // two figures a PDF ran into one cell.)
      const numbered = NUMBER_CELL.test(meaningful[0]) ? 1 : 0;
      let figures = meaningful.slice(numbered + 1, numbered + 1 + (row?.count ?? 0));
      // (Not a range's two ends: "3,000 – 3,500".)
      const cell = meaningful[numbered + 1] ?? "";
      const run = row?.count === 2 && !/\d\s*[-–—]\s*\d/.test(cell) ? TWO_FIGURES.exec(cell) : null;
      // ("Total revenue (lei) <tab>2.200.000 2.400.000": one cell, or a cell short.)
      if (run && (figures.length < 2 || !figures.every((c) => FIGURE_CELL.test(c)))) {
        figures = [run[1], run[2]];
      }
      // ("15,000 | 18,500 Festival day not included": the last figure with the remark beside it.)
      figures = figures.map((c, k) =>
        k === figures.length - 1 && !FIGURE_CELL.test(c) ? LEADING_FIGURE.exec(c)?.[1] ?? c : c
      );
      if (
        row && figures.length === row.count && meaningful.length - numbered <= row.count + 2 &&
        figures.every((c) => FIGURE_CELL.test(c))
      ) {
        push(meaningful[numbered], figures[row.latest], "table", at);
        for (let n = rowStart; n <= i; n++) form.add(lines[n]);
        continue;
      }
      // ("13 | Historical data | Score sheets since 2018": a numbered question's row after the
      // table is none of its seasons.)
      if (seasons && meaningful.length === seasons.count + 1 && !numbered) {
        push(meaningful[0], meaningful[1 + seasons.latest], "table", at);
        for (let n = rowStart; n <= i; n++) form.add(lines[n]);
        continue;
      }
      // (Another table's row ends the seasons; a row's fragment wrapped over lines does not.)
      if (meaningful.length >= 3) seasons = undefined;
      // "Recinto | Ciudad | Capacidad", "Sr. No. | Venue | Match days" over rows of venues: a
      // header with a cell that names a list, and the rows below give its items in that column.
      const column = cells.findIndex((c) => {
        const m = c && rankLabel(c)[0];
        return m && m.score >= 0.85 && FIELDS[m.field].kind === "list";
      });
      const listed = column >= 0 ? rankLabel(cells[column])[0] : undefined;
      if (
        // (A row of two cells is a header only when both cells are labels: "Austragungsort |
        // Rennwochenenden", not a label and its answer, "TV partneris | LRT PLIUS".)
        listed && meaningful.length >= 2 &&
        (meaningful.length >= 3 ||
          meaningful.every((c) => HEADER_CELL.test(c) || rankLabel(c).length)) &&
        meaningful.every((c) => !/\d/.test(c.replace(/\([^()]*\)/g, "")))
      ) {
        const items: string[] = [];
        let j = i + 1;
        for (; j < lines.length && items.length < 50; j++) {
          const row = cellsOf(clean(lines[j].text.trim()));
          // (A row naming another field ends the list; "Gimnasio Municipal de Ñuñoa" is an
          // item, whatever words of the header's it shares.)
          if (
            !row || row.length !== cells.length || !row[column] ||
            rankLabel(row[column]).some((m) => m.field !== listed.field)
          ) break;
          items.push(row[column]);
        }
        if (items.length >= 2) {
          push(cells[column], items.join("; "), "table", lines[i + 1]);
          for (let n = i; n < j; n++) form.add(lines[n]);
          i = j - 1;
          continue;
        }
      }
      // "Name: Chloe Whitfield    Position: League Secretary": a row of labelled cells.
      const labelled = meaningful.map((c) => LABELLED_CELL.exec(c));
      // "Social followers – Instagram: __1,850__   Facebook: __920__   X/Twitter: ____": the
      // platforms' counts are one answer, cell after cell (a blank one left out).
      const followers = labelled[0]?.[1].split(/\s[-–—]\s/)[0];
      if (
        followers && meaningful.length >= 2 &&
        rankLabel(followers)[0]?.field === "social_followers" &&
        meaningful.slice(1).every((c) => SOCIAL_PLATFORM.test(c.split(":")[0].trim()))
      ) {
        push(followers, meaningful.join("   "), "table", at);
        for (let n = rowStart; n <= i; n++) form.add(lines[n]);
        continue;
      }
      // ("6. Number of teams: 14   7. Registered athletes: ____": a blank left is no answer.)
      const blank = (n: number) => /^[^:|]{1,60}?:\s*_*$/.test(meaningful[n]);
      if (
        labelled.length >= 2 && labelled.some(Boolean) &&
        labelled.every((m, n) => m !== null || blank(n))
      ) {
        for (const [, label, value] of labelled.filter(Boolean) as RegExpExecArray[]) {
          push(label, value, "label", at);
        }
        for (let n = rowStart; n <= i; n++) form.add(lines[n]);
        continue;
      }
      // The label is the first cell that names a field; cells before it (a question number,
      // a merged group cell such as "Identity" or "PART A") set the section.
      let first = cells.findIndex((c) => c !== "");
      if (NUMBER_CELL.test(cells[first])) first = cells.findIndex((c, n) => n > first && c !== "");
      if (
        cells.length >= 3 && !rankLabel(cells[first]).length &&
        !/^\d/.test(cells[first + 1] ?? "") &&
        rankLabel(cells[first + 1] ?? "").length
      ) {
        if (cells[first]) [section, headed] = [cells[first], false];
        first++;
      } else if (cells.length >= 3 && cells[first] === "" && cells[first + 1]) first++;
      else if (
        cells.length >= first + 3 && cells[first + 2] &&
        // ("In venue & TV | Average attendance | 3,500": a group cell may name a field loosely.)
        (rankLabel(cells[first])[0]?.score ?? 0) < 1 &&
        rankLabel(cells[first + 1]).some((m) => m.score === 1) &&
        !rankLabel(cells[first + 2]).some((m) => m.score >= 0.9)
      ) {
        // "Partnership contact | Name | Mr. Kittipong Srisawat": a group cell, then the label.
        [section, headed] = [cells[first], false];
        first++;
      }
      const label = cells[first];
      // The answer is the next cell with text (a PDF row may keep an empty column between).
      let valueAt =
        answerColumn !== undefined && answerColumn > first && answerColumn < cells.length
          ? answerColumn
          : first + 1;
      while (valueAt < cells.length - 1 && !cells[valueAt] && answerColumn === undefined) valueAt++;
      if (offersOptions(cells.slice(valueAt))) {
        for (let n = rowStart; n <= i; n++) form.add(lines[n]);
        continue;
      }
      let value = cells[valueAt] ?? "";
      // "19 | Live viewers per round |" with its answer on the line below (" 35 000"); two such
      // lines are the options of a box to tick, not an answer.
      const below = (n: number) => n < lines.length && isContinuation(lines[n].text);
      if (!value && label && answerColumn === undefined && below(i + 1) && !below(i + 2)) {
        value = lines[++i].text.trim();
      }
      let named = label;
      // "Founded 2013 | Head office | Daugavpils": the first cell holds a pair of its own.
      const own = cellLabel(label, section);
      // ("Annual revenue KSh 184 million | Of which sponsorship KSh 97 million": so does the
      // next cell.)
      if (own?.value && (!value || cellLabel(value) !== null)) {
        named = own.label;
        value = own.value;
        valueAt = first;
      }
      // "Partnership contact | Name | Mr. Kittipong Srisawat": the value cell is a label too.
      // (Or a word that, read after the group cell, names the field better than the group
      // alone: "Partnership contact | Name | …".)
      const sharper = (value: string) =>
        (rankLabel(`${label} ${value}`)[0]?.score ?? 0) > (rankLabel(label)[0]?.score ?? 1);
      if (
        value && cells[valueAt + 1] && value.length <= 30 && !/\d/.test(value) &&
        value.split(/\s+/).length <= 3 &&
        (rankLabel(value).some((m) => m.score === 1) || sharper(value))
      ) {
        named = `${label} ${value}`;
        value = cells[valueAt + 1];
        valueAt++;
      }
      // "Sport * | Other ▾ | If other: Shinty": the option written in is the answer.
      const other = OTHER_OPTION.test(value)
        ? cells.slice(valueAt + 1).map((c) => IF_OTHER.exec(c)).find(Boolean)
        : undefined;
      if (other) value = other[1];
      // A notes column is remarks, often about other figures: read only when the answer is empty.
      const notes = cells.slice(valueAt + 1).filter(Boolean).join("; ");
      if (label && value) push(named, value, "table", at);
      else if (label && notes) push(label, notes, "inline", at);
      // "contact,Chloe Whitfield,League Secretary": a contact's title in the notes column.
      if (
        label && value && notes.length <= 60 && JOB_TITLE.test(notes) &&
        rankLabel(named)[0]?.field === "contact_name"
      ) push("contact title", notes, "table", at);
      // A grid of pairs ("Founded 2013 | Head office | Daugavpils, Latvia"): the cells after the
      // first pair that clearly name a field, with their answer beside or after them.
      if (answerColumn === undefined) {
        const wide = cells.length >= 4;
        for (
          const [label, value] of gridPairs(
            cells.slice(valueAt + 1),
            Boolean(own?.value),
            wide,
            section,
          )
        ) {
          push(label, value, "table", at);
        }
      }
      for (let n = rowStart; n <= i; n++) form.add(lines[n]);
      continue;
    }

    // ("Q1. Full name of the league and the" / "sport?" / "<tab>Fraser Coast …": a numbered
    // question a table's cell wrapped, its answer in the next column.)
    const rest = lines[i + 1]?.text ?? "";
    if (
      QUESTION_START.test(text) && !/\?\s*$/.test(text) &&
      /^[\p{Ll}\d][^\t]{0,60}\?\s*$/u.test(rest)
    ) {
      text = `${text} ${rest.trim()}`;
      i++;
    }
    // ("1f. States / countries where" / "you run or are watched ........ Ohio, Indiana": a
    // form's numbered label wrapped at the margin, its leaders and answer on the second line,
    // which is the evidence.)
    // ("3 Year in which the league was founded" / "or first held its regular season" / "(e.g.
    // 2015) ........ 1978": over three lines or four too.)
    // (Numbered without a stop too: "9 Number of registered athletes (players".)
    const asks = QUESTION_START.test(text) || BARE_NUMBER.test(text);
    if (BARE_NUMBER.test(text)) bareAsked = parseInt(text);
    if (asks && !/[?:]|\.{2,}/.test(text)) {
      const k = wrappedTo(lines, i);
      if (/^[\p{Ll}(][^\t:?]{0,60}?\s?\.{2,}\s*\S/u.test(lines[k]?.text.trim() ?? "")) {
        text = [text, ...lines.slice(i + 1, k + 1).map((l) => l.text.trim())].join(" ");
        i = k;
        at = lines[i];
        joined = true;
      }
    }
    // ("4 City and province of the league’s" / "head office or mailing address" / ">> Saint
    // John, New Brunswick": a numbered question, wrapped or not, its answer on the form's arrow
    // line below it.)
    if (asks && !/\?\s*$|\.{2,}/.test(text)) {
      const k = wrappedTo(lines, i);
      const arrow = lines[k]?.text.trim() ?? "";
      if (FORM_ARROW.test(arrow)) {
        push(
          [text, ...lines.slice(i + 1, k).map((l) => l.text.trim())].join(" "),
          arrow.replace(FORM_ARROW, ""),
          "qa",
          lines[k],
        );
        for (let n = i; n <= k; n++) form.add(lines[n]);
        i = k;
        continue;
      }
    }
    // ("Q15. Marchés où les paris" / "sur la ligue sont légaux" / "<tab>Nous ne savons pas.": a
    // numbered question whose cell wrapped over lines at the margin, its answer indented below.)
    if (QUESTION_START.test(text) && !/\?\s*$/.test(text)) {
      let k = i + 1;
      while (k <= i + 3 && /^\p{Ll}[^\t\d:?]{0,60}\??$/u.test(lines[k]?.text.trim() ?? "")) k++;
      // (Or unanswered, the next question after it: "6.2 States / countries where wagering" /
      // "on the league is legal" / "6.3 Annual revenue (AUD) <tab>$38,000".)
      // (Not a question that ends, "3.2 Statistics recorded.", over its answer in lower case.)
      const below = lines[k]?.text ?? "";
      const unanswered = QUESTION_START.test(below.trim()) && !/[.?:!)]\s*$/.test(text) &&
        lines.slice(i + 1, k).every((l) => !/[,;.]/.test(l.text));
      // (Or its answer marked below it: "2.6 Average spectators per event," / "not counting
      // players" / "A: 400 or so on a nice night".)
      if (k > i + 1 && (/^\t+\S/.test(below) || unanswered || ANSWER_MARKER.test(below.trim()))) {
        text = [text, ...lines.slice(i + 1, k).map((l) => l.text.trim())].join(" ");
        i = k - 1;
      }
    }
    // A numbered question without a question mark ("6. Número de equipos (Number of teams)"),
    // answered in the lines below it, sentences or not.
    const numbered = QUESTION_START.test(text) && !PART_NUMBER.test(text) && !text.includes("?") &&
      !/[:=]|\.{2,}/.test(text) &&
      text.split(/\s+/).length <= 18 &&
      rankLabel(text.replace(QUESTION_START, ""), { question: true }).length;
    if (numbered) {
      const answer: string[] = [];
      let j = i + 1;
      while (j < lines.length && j <= i + 2 && !lines[j].text.trim()) j++;
      for (; j < lines.length && answer.length < ANSWER_LOOKAHEAD; j++) {
        const next = clean(lines[j].text.trim());
        // (A table's row answers by its own cells: " | 2024 season | 2025 season".)
        if (
          !next || QUESTION_START.test(next) || next.startsWith(">") || ANSWER_MARKER.test(next) ||
          SECTION_HEADING.test(next) || /^\s*\|/.test(lines[j].text)
        ) break;
        answer.push(next);
      }
      if (answer.length) {
        // ("2-6. 주요 경기장" / "충주세계무술공원" / "서울 장충체육관": a list's items, a line each.)
        const named = rankLabel(text.replace(QUESTION_START, ""), { question: true })[0];
        const items = answer.length >= 2 && FIELDS[named.field].kind === "list" &&
          answer.every((a) => a.length <= 40 && !/[,;.。、]/.test(a));
        push(
          text,
          answer.join(items ? "; " : " "),
          "qa",
          lines.slice(i + 1).find((l) => l.text.trim())!,
        );
        i = j - 1;
        continue;
      }
    }
    // "age_18_34: ?": a key left unanswered, no question over the lines below.
    if (/^[^?]{1,60}:\s*\?+$/.test(text)) continue;
    // A question, answered on its line ("...season? — We hold nine cards") or below it; not
    // a label's answer that asks something itself ("registered players - think its about 120?").
    // "Do you stream your events? How many viewers?": a second question on the line is more of
    // the question, not its answer; so are a third and a fourth ("… live data feed? Format?
    // Latency?").
    let mark = text.indexOf("?");
    while (mark > 0 && /^(?:[^?]{2,120}\?\s*)+$/.test(text.slice(mark + 1))) {
      mark = text.indexOf("?", mark + 1);
    }
    const dashed = /^([^?:]{2,40}?)\s[-–—]\s/.exec(text);
    if (mark > 0 && !(dashed && dashed[0].length < mark && rankLabel(dashed[1]).length)) {
      // ("12. Venues? >>> Pilot Bay, …": an arrow before it is none of the answer.)
      const inline = text.slice(mark + 1).replace(
        /^[\s:–—-]*(a(nswer)?\s*[:.)-]|>{2,}|=>|-+>|→)?\s*/i,
        "",
      )
        // "…em tempo real? (Official real-time data feed)": the question's translation.
        .replace(/^\([^()]*\)\s*$/, "")
        // "… betting partners? In which jurisdictions is betting on your league" / "legal?": a
        // second question, wrapped, is no answer; nor is what to add "If yes, …".
        .replace(
          /^(?:(?:in which|which|what|how|where|when|who|do|does|did|are|is|can|could|please)\b|(?:if (?:yes|so|not|no|applicable)|if\s*$|falls ja|si oui|si s[ií]|jos kyll[äa]|om ja|hvis ja|je[sś]li tak|pokud ano|se sim|se s[iì]|indien ja|kui jah)(?![\p{L}])).*$/iu,
          "",
        );
      if (inline) {
        push(text.slice(0, mark), inline, "qa", at);
        continue;
      }
      const answer: string[] = [];
      let j = i + 1;
      while (j < lines.length && j <= i + 2 && !lines[j].text.trim()) j++;
      for (; j < lines.length && answer.length < ANSWER_LOOKAHEAD; j++) {
        const next = clean(lines[j].text.trim());
        // (A line with a label of its own that names a field clearly is the next pair:
        // "ข้อมูลย้อนหลัง (Historical data): เก็บผล…".)
        const own = /^([^:]{2,60}):\s+\S/.exec(next);
        // (Nor a part's heading: "SECTION F - FINANCE" under "…is legal ..... ? (not known)".)
        // (Nor a form's next row after the answer: "Field | Answer", "Integrity partner | n/a",
        // "Anti-doping policy ........ [ ] Yes   [x] No".)
        if (
          !next || next.includes("?") || QUESTION_START.test(next) || next.startsWith(">") ||
          SECTION_HEADING.test(next) || (ANSWER_MARKER.test(next) && !answer.length) ||
          (answer.length && /\s\|(?:\s|$)|\S\s*\.{4,}/.test(next)) ||
          (own && answer.length && rankLabel(own[1]).some((m) => m.score >= 0.95)) ||
          // ("Where is betting on the league legal?" / "Annual revenue (AUD)" / "Sponsorship
          // revenue (AUD) <tab>8,500": the next rows' labels, the question left unanswered.)
          labelsOther(next, rankLabel(text.slice(0, mark))[0]?.field)
        ) break;
        answer.push(next.replace(/^(a|answer|response|svar)\s*[:.)-]\s*/i, ""));
      }
      if (answer.length) {
        push(
          text.slice(0, mark),
          answer.join(" "),
          "qa",
          lines.slice(i + 1).find((l) => l.text.trim())!,
        );
        i = j - 1;
      }
      continue;
    }

    // "Section 6 – Contact", "SECTION F - CONTACT / CONTACTO", "Teil B: Daten": a heading
    // that names its part; its title is the section of the labels below.
    const part = SECTION_HEADING.exec(text);
    if (part && isHeading(part[1])) {
      [section, headed, headingAt] = [part[1], true, i];
      continue;
    }
    // `Label: value`, `Label - value`, `Label = value`, `Label ..... value`.
    // (A question joined from its wrapped lines is longer: "3 Year in which the league was
    // founded or first held its regular season (e.g. 2015) ........ 1978".)
    const m = (joined ? /^([^:=]{1,200}?)\s?\.{2,}\s*(.+)$/ : PAIR).exec(text);
    // ("Q6. (i) Spectators (ii) Stream audience — last two seasons" / "A. Please see …": a
    // numbered line over its answer's marker asks; its dash divides no label from an answer.)
    if (
      m && asked && /\s[-–—]\s/.test(text.slice(m[1].length, m[1].length + 3)) &&
      ANSWER_MARKER.test(lines[i + 1]?.text.trim() ?? "")
    ) {
      form.add(at);
      continue;
    }
    if (
      m && !/^https?$/i.test(m[1]) && !/\d:\d/.test(text.slice(m[1].length - 1, m[1].length + 2)) &&
      // ("ClipMyHorse.TV:n lähetyksillä …", "SVT:s sändningar": a case's ending after a name
      // written with a colon, in Finnish and Swedish, is no label's.)
      !/^:\p{Ll}{1,4}(?=[\s,])/u.test(text.slice(m[1].length)) &&
      // (A question's number is no sentence's end: "Q6. Betting partners: Paddy Power".)
      (joined || !TITLE.test(m[1])) &&
      // (Nor a section's letter before the number: "A1. League name: …".)
      !/[.!?]\s+\p{Lu}/u.test(m[1].replace(QUESTION_START, "").replace(/^[A-H]\d{1,2}\.\s/, "")) &&
      // ("Bayerische Rhönrad-Liga – Ligaprofil": a title, the document's word after a dash.)
      !(/\s[-–—]\s/.test(text.slice(m[1].length, m[1].length + 3)) &&
        TITLE.test(m[2]) && m[2].split(/\s+/).length <= 3) &&
      m[1].split(/\s+/).length <= (joined ? 30 : 10) &&
      // ("That's views on the" / "stream only - the people actually standing …": a wrapped
      // sentence goes on in lower case; its dash divides no label from an answer.)
      !(/^[^:=]*\s[-–—]\s/.test(text.slice(0, m[1].length + 3)) &&
        /^\p{Ll}/u.test(at.text.trim()) &&
        /^(?![^:]{1,40}:\s)\p{L}.{38,}[\p{L},]$/u.test(lines[i - 1]?.text.trim() ?? "")) &&
      // "29% of viewers are 18–34 — younger than …": a sentence before a dash is no label.
      !(/^[^:=]*\s[-–—]\s/.test(text.slice(0, m[1].length + 3)) &&
        (/(?<![\p{L}])(are|is|was|were|have|has|had|will|can|we|our)(?![\p{L}])/iu.test(m[1]) ||
          // ("No betting partner at present – category open": what says there is none.)
          /^(?:no|not|none|kein\p{L}*|sin|sans|nessun\p{L}*|ingen)\s/iu.test(m[1]) ||
          // ("Metinės pajamos apie 210 tūkst. eurų, iš jų rėmėjų – 150 000 €": a figure and a
          // comma before the dash, a sentence's clause.)
          /\d[^,]*,\s/.test(m[1]) ||
          // ("Founded 2004 – 23rd season in 2026": a label and its figure before the dash, an
          // aside after it; the figure is the answer.)
          figureLabelled(m[1])))
    ) {
      // "Lig / seri adı – League name": a label in two languages, both naming one field, is
      // the question; its answer comes below.
      const dash = /^[^:=.]*[-–—]/.test(text.slice(m[1].length, text.length - m[2].length));
      const [own, other] = [rankLabel(m[1])[0], rankLabel(m[2])[0]];
      if (
        dash && own && other?.field === own.field && other.score >= 0.9 &&
        !/[\d;,]/.test(m[2]) && m[2].split(/\s+/).length <= 5
      ) continue;
      // An answer wrapped onto indented lines below it (a monospaced form).
      let value = m[2];
      const firstLine = value;
      // Or onto short lines at the margin that are no label, rule or heading of their own
      // ("Frontón Tijuana Norte", "judges per game").
      // (Not onto the next numbered question, "(e.g. 2015) ........ 1978" / "4 City and
      // province of the league’s", nor the next part's heading.)
      while (
        i + 1 < lines.length && /\s\.{2,}\s|\s\.\s/.test(text) &&
        isContinuation(lines[i + 1].text) &&
        !SECTION_HEADING.test(lines[i + 1].text.trim()) &&
        !(BARE_NUMBER.test(lines[i + 1].text.trim()) &&
          parseInt(lines[i + 1].text) === bareAsked + 1)
      ) {
        // ("points per throw, bullseyes, killshots," / "match averages": a list runs on.)
        value += `${/[,;]\s*$/.test(value) ? " " : "\n"}${lines[++i].text.trim()}`;
      }
      // Or a list that ends in its separator and goes on on the next line ("Playa de Puerto
      // Colombia;" / "Bocagrande (Cartagena); El Rodadero (Santa Marta)").
      while (
        i + 1 < lines.length && /[;,]\s*$/.test(value) && lines[i + 1].text.trim().length <= 120 &&
        !/[:=|\t?]|\.{2,}|^[-=_*]{3,}|^\d+[.)]\s/.test(lines[i + 1].text.trim()) &&
        lines[i + 1].text.trim()
      ) {
        value += ` ${lines[++i].text.trim()}`;
      }
      // Or a bracket left open at the line's end ("Legal & licensed: Brazil (Law" /
      // "14.790/2023), Portugal"): the answer goes on until it closes.
      while (
        i + 1 < lines.length &&
        (value.match(/\(/g)?.length ?? 0) > (value.match(/\)/g)?.length ?? 0) &&
        /\)/.test(lines[i + 1].text) && lines[i + 1].text.trim().length <= 80 &&
        !/:\s/.test(lines[i + 1].text)
      ) {
        value += ` ${lines[++i].text.trim()}`;
      }
      // Or a sentence wrapped onto the lines below it ("…delivered as JSON via REST polling
      // and" / "webhooks, median delay 1.5 seconds."): they go on in lower case.
      let wrapped = false;
      for (
        let n = 0;
        n < 4 && i + 1 < lines.length && !/[.!?;]$/.test(value) && value.split(/\s+/).length >= 4 &&
        /^\p{Ll}[^:]*$/u.test(lines[i + 1].text.trim()) &&
        !/\s[-–—=]\s|\.{2,}/.test(lines[i + 1].text) && !lines[i + 1].text.includes("\t") &&
        // (Not a line that is a label and its answer itself: "teams 12", "founded 2009"; a
        // sentence's end of three words or more goes on all the same: "Správný počet" / "hráčů
        // superligy je 203.")
        (!opensWithLabel(lines[i + 1].text.trim()) ||
          /^\S+(?:\s+\S+){2,}[.!]$/.test(lines[i + 1].text.trim()));
        n++
      ) {
        value += ` ${lines[++i].text.trim()}`;
        wrapped = true;
      }
      // Or a sentence of Chinese, Japanese or Thai wrapped inside a word ("…去掉最高分和最低分后取"
      // / "平均。"): it goes on without a space, up to its end. (A heading below, which has no
      // stop or comma, is no part of it.)
      for (
        let n = 0;
        n < 4 && i + 1 < lines.length && !/[.!?;。]$/.test(value) && UNSPACED.test(value.at(-1)!) &&
        UNSPACED.test(lines[i + 1].text.trim()[0] ?? "") && !/[:\t|]/.test(lines[i + 1].text) &&
        /[。.!?;,、]/.test(lines[i + 1].text);
        n++
      ) {
        value += lines[++i].text.trim();
        wrapped = true;
      }
      // Or, under a numbered answer in a script without capitals, its lines indented below it
      // ("1) 팀 수: 올 시즌부터 …" / "   12개가 아니라 14개 팀으로 운영됩니다."), which no capital
      // or lower case tells apart.
      while (
        asked && CASELESS.test(value) && i + 1 < lines.length &&
        /^ {2,}\S/.test(lines[i + 1].text) &&
        !QUESTION_START.test(lines[i + 1].text.trim()) &&
        !/^[^:]{2,40}:\s/.test(lines[i + 1].text.trim())
      ) {
        value += ` ${lines[++i].text.trim()}`;
        wrapped = true;
      }
      // Or, in a bulleted list, a bullet's tail wrapped onto a line of its own before the next
      // bullet ("• Stats tracked: pitch type, exit velocity, box" / "scores" / "• History …").
      const after = lines[i + 2]?.text.trim() ?? "";
      // (The tail stays prose too: "JSON over" / "WebSocket, approx. 700 ms latency".)
      let tail = false;
      if (
        bulleted && i + 1 < lines.length && !/^[*\-•·▪◦]\s/.test(lines[i + 1].text.trim()) &&
        (!after || /^[*\-•·▪◦]\s/.test(after)) &&
        ((isContinuation(lines[i + 1].text) && !isHeading(lines[i + 1].text.trim())) ||
          // (A name cut after its first part: "monitoring by U.S." / "Integrity".)
          (/(?:\b(?:by|with|from|of|and|&)|(?:\b\p{Lu}\.){2,})\s*$/u.test(value) &&
            /^\p{Lu}[\p{L}\s&.-]{0,40}$/u.test(lines[i + 1].text.trim())))
      ) {
        value += ` ${lines[++i].text.trim()}`;
        tail = true;
      }
      while (
        i + 1 < lines.length && /^ {8,}\S/.test(lines[i + 1].text) &&
        !/\S {3,}\S|:|\.{2,}/.test(lines[i + 1].text.trim())
      ) {
        value += `\n${lines[++i].text.trim()}`;
      }
      push(m[1], value, "label", at);
      // (A sentence's wrapped lines stay prose too: "…median delay 1.5 seconds.")
      if (wrapped) formed(lines.indexOf(at), lines.indexOf(at), firstLine);
      // ("Lažybų partneris – TOPsport. Legali lažybų rinka kol kas viena – Lietuva.": after a
      // dash's answer, a sentence goes on; the line stays prose.)
      else if (
        !(/^[^:=]*\s[-–—]\s/.test(text.slice(0, m[1].length + 3)) &&
          /\p{L}[.!?]\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(value))
      ) formed(lines.indexOf(at), tail ? i - 1 : i, value);
      continue;
    }
    // A label alone on its line ("Sport:" or a table cell on its own line): the value below.
    const alone = /^(.{2,80}):$/.exec(text);
    // ("23. Officiating: ______": a blank to fill in, left empty, answers nothing.)
    if (alone && /:\s*_{3,}\s*$/.test(at.text)) {
      form.add(at);
      continue;
    }
    if (alone) {
      const next = lines.slice(i + 1, i + 3).find((l) => l.text.trim());
      const indent = (l: Line) => /^\s*/.exec(l.text)![0].length;
      const indented = (l: Line) =>
        indent(l) > indent(at) && indent(l) <= indent(at) + 40 && Boolean(l.text.trim()) &&
        !/^[^:]{1,60}:(\s|$)|\S\s*\.{3,}|\t/.test(l.text.trim());
      // Nested keys (YAML-like notes): "players:" over "  rostered: 224" names their section;
      // "team_list:" over "  - Ottawa Outlaws" lines is a list.
      // (Not a PDF table's cell wrapped one tab over: "Štadióny:" / "<tab>Hokejbalový štadión
      // Podlavice; …" is the answer.)
      if (next && indent(next) > indent(at) && !/^\s*\t/.test(next.text)) {
        if (/^\s*[-*•]\s/.test(next.text)) {
          const items: string[] = [];
          let j = lines.indexOf(next);
          for (
            ;
            j < lines.length && /^\s*[-*•]\s/.test(lines[j].text) && indent(lines[j]) > indent(at);
            j++
          ) {
            items.push(lines[j].text.trim().replace(/^[-*•]\s+/, ""));
          }
          push(alone[1], items.join("; "), "label", next);
          i = j - 1;
          continue;
        }
        // "Γήπεδα:" over a PDF's indented cell, its list wrapped over lines ("\tΚλειστό
        // Γυμναστήριο Μίκρας, Κλειστό Γυμναστήριο" / "\tΓαλατσίου, …"): the list, not a section.
        const listed = rankLabel(alone[1])[0];
        if (
          listed?.score >= 0.85 && FIELDS[listed.field].kind === "list" &&
          next.text.includes(",") &&
          !next.text.includes(":")
        ) {
          let value = next.text.trim();
          let j = lines.indexOf(next) + 1;
          for (
            ;
            j < lines.length && indent(lines[j]) > indent(at) && lines[j].text.trim() &&
            !lines[j].text.includes(":") && j - lines.indexOf(next) < 6;
            j++
          ) value += ` ${lines[j].text.trim()}`;
          push(alone[1], value, "label", next);
          formed(lines.indexOf(at), j - 1, next.text);
          i = j - 1;
        } else if (
          indented(next) && rankLabel(alone[1]).length &&
          !/[.!?]\s/.test(alone[1].replace(QUESTION_START, ""))
        ) {
          // ("4. Office [Trụ sở]:" / "   Tan Phong Cultural House, …," / "   Dong Nai Province":
          // lines indented to the answers' column that are no keys of their own are the label's
          // answer; not a footer at the page's right, "KTS/2026/04 - p.1", nor under a sentence.)
          const parts = [next.text.trim()];
          let j = lines.indexOf(next);
          while (j + 1 < lines.length && parts.length < 6 && indented(lines[j + 1])) {
            parts.push(lines[++j].text.trim());
          }
          push(alone[1], parts.join(" "), "label", next);
          formed(lines.indexOf(at), j, next.text);
          i = j;
        } else [section, headed] = [alone[1].replace(/_/g, " "), false];
        continue;
      }
      // ("…here the last two seasons side by side:" / "<tab>Season 2024 <tab>Season 2025": a
      // sentence over a table of seasons, whose header is the table's.)
      const head = next?.text.includes("\t") ? next.text.trim().split(/\s*\t+\s*/) : undefined;
      if (head && (seasonHeader(head) ?? seasonHeader(["", ...head]))) continue;
      // "Štadióny:" / "<tab>Hokejbalový štadión Podlavice; …; ihrisko" / "<tab>ZŠ Brezno": a
      // PDF table's answer cell wrapped over lines one tab over is one answer.
      const tabbed = next && /^\t+(?=\S)/.exec(next.text);
      if (next && tabbed && !/^[^:]{2,60}:(\s|$)/.test(next.text.trim())) {
        let j = lines.indexOf(next);
        const parts = [next.text.trim()];
        while (
          j + 1 < lines.length && parts.length < 6 &&
          lines[j + 1].text.startsWith(tabbed[0]) && !lines[j + 1].text.startsWith(`${tabbed[0]}\t`)
        ) parts.push(lines[++j].text.trim());
        push(alone[1], parts.join(" "), "label", next);
        formed(lines.indexOf(at), j, next.text);
        i = j;
        continue;
      }
      // ("Us resumim les dades econòmiques de l'exercici 2025:" over "Ingressos totals 2025 <tab>
      // 148.000 €": a sentence over a table whose row has its own label.)
      const row = next && /\S\s*\t+\s*\S/.test(next.text)
        ? next.text.trim().split(/\s*\t+\s*/)[0]
        : undefined;
      if (
        next && !/^[^:]{2,60}:(\s|$)/.test(next.text.trim()) &&
        !FRAMED_HEADING.test(next.text.trim()) && !SECTION_HEADING.test(next.text.trim()) &&
        !PART_ALONE.test(next.text.trim()) &&
        !(row && (rankLabel(row)[0]?.score ?? 0) >= 0.85 &&
          !(rankLabel(alone[1])[0]?.score >= 0.85)) &&
        // (Nor a numbered question: "Could you please answer the following questions:" /
        // "1. When was the league founded? 2009" asks, its answer typed after it.)
        !(QUESTION_START.test(next.text.trim()) && next.text.includes("?")) &&
        // (Nor a sentence over a numbered list: "…a few updates from our side as the season has
        // moved on:" / "1. We now have 18 akharas, not 16.")
        !(QUESTION_START.test(next.text.trim()) && alone[1].split(/\s+/).length >= 5 &&
          !rankLabel(alone[1]).some((m) => m.score >= 0.9))
      ) {
        // "Home venues:" over a venue a line: a list's items, each on its own line.
        const listed = rankLabel(alone[1])[0];
        const { items, j } = lineItems(
          lines,
          lines.indexOf(next),
          listed?.score >= 0.85 && FIELDS[listed.field].kind === "list",
        );
        push(alone[1], items.join("; "), "label", next);
        formed(lines.indexOf(at), j, next.text);
        i = j;
      }
      continue;
    }
    // A label on its own line and its answer on the next ("Navn / Name" / "Varangercupen"):
    // the label names a field clearly, and the next line is no label itself.
    // (Not a part's heading below it: "Anti-doping policy (Ya/Tidak)" / "Bahagian D", "Growth
    // (% p.a.)" / "SECTION 7 of 7 — CONTACT".)
    let next = lines.slice(i + 1, i + 3).find((l) => l.text.trim());
    if (next && (PART_ALONE.test(next.text.trim()) || SECTION_HEADING.test(next.text.trim()))) {
      next = undefined;
    }
    let wrapped = false;
    // "Average broadcast" / "audience per game" / "185,000": a label wrapped over two lines.
    if (
      next && isHeading(text) && /^\p{Ll}/u.test(next.text.trim()) && next.text.trim().length <= 40
    ) {
      const after = lines.slice(lines.indexOf(next) + 1, lines.indexOf(next) + 3).find((l) =>
        l.text.trim()
      );
      const joined = `${text} ${next.text.trim()}`;
      // Not when the second line reads as an answer: a figure or a month ("Sesongstart" /
      // "januar / January").
      const answer = /\d/.test(next.text) || parseMonth(next.text) !== null;
      if (
        after && !answer && rankLabel(joined, { question: joined.endsWith("?") })[0]?.score >= 0.85
      ) {
        text = `${text} ${next.text.trim()}`;
        i = lines.indexOf(next);
        next = after;
        wrapped = true;
      }
    }
    // A PDF table's label cell wrapped over more lines ("Jurisdictions where" / "betting on the
    // league is" / "legal" / "<tab>Ireland, Great Britain"): lines in lower case, without a
    // column, before the indented answer, are the label's.
    while (
      next && lines.indexOf(next) === i + 1 &&
      /^\p{Ll}[\p{L}\s'’-]{0,40}$/u.test(next.text.trim()) &&
      !next.text.includes("\t") && /^\t+\S/.test(lines[i + 2]?.text ?? "") &&
      rankLabel(text).length
    ) {
      text = `${text} ${next.text.trim()}`;
      i++;
      next = lines[i + 1];
    }
    // A document's title ("Partnership Questionnaire – Response") labels nothing.
    // ("12 matches per round" is a figure and its noun, an answer itself, not a label.)
    const figure = !asked && /^\d[\d.,]*\s+\p{L}/u.test(text);
    // ("7 · CONTACT" / "Name" / "Geneviève Lachance": under the contact's heading, "Name" is
    // theirs.)
    const above = lines.slice(Math.max(0, i - 2), i).reverse().find((l) => l.text.trim());
    if (labelWord(text) && rankLabel(above?.text ?? "")[0]?.field === "contact_name") {
      text = "Contact name";
    }
    const named = (wrapped || isHeading(text) || (asked && text.split(/\s+/).length <= 18)) &&
        !TITLE.test(text) && !figure
      ? rankLabel(text, { question: text.endsWith("?") })[0]
      : undefined;
    // A PDF table row whose label cell wrapped: the answer starts on a later line, in its
    // column ("Q8 Number of contracted" / "athletes" / "\t240 fighters" / "\t\tnotes").
    if (
      named && named.score >= 0.85 && next && /^\t+\S/.test(next.text) &&
      // (Not over a header of seasons: "Key metrics" / "<tab>Metric <tab>2024 <tab>2025".)
      !next.text.trim().split(/\s*\t+\s*/).slice(1).some((c) => SEASON_CELL.test(c)) &&
      !offersOptions(next.text.split("\t"))
    ) {
      const depth = /^\t+/.exec(next.text)![0].length;
      let value = next.text.trim().split(/\t+/)[0];
      let j = lines.indexOf(next);
      for (; j + 1 < lines.length; j++) {
        const d = depthOf(lines[j + 1]);
        // (A cell further right that holds a label of its own ends the answer.)
        if (d < depth || !lines[j + 1].text.trim() || (d > depth && indentedPair(lines, j + 1))) {
          break;
        }
        if (d === depth) value += ` ${lines[j + 1].text.trim().split(/\t+/)[0]}`;
      }
      push(text, value, "table", next);
      formed(i, j, value);
      i = j;
      continue;
    }
    if (
      named && named.score >= 0.85 && next && !signature && !CONTINUES.test(next.text.trim()) &&
      // ("Legal betting markets |" / "Commercial": a table's row whose answer cell is empty.)
      !/\S\s*\|\s*$/.test(at.text) &&
      !/^[^:]{2,60}:(\s|$)/.test(next.text.trim()) &&
      (asked || !isSentence(next.text.trim())) && !/\?/.test(next.text) &&
      !QUESTION_START.test(next.text.trim()) && !SECTION_HEADING.test(next.text.trim()) &&
      !((rankLabel(next.text)[0]?.score ?? 0) >= 0.85 && isHeading(next.text.trim())) &&
      // ("7 · CONTACT" / "Name" / "Geneviève Lachance": a label's word alone is the next label.)
      !labelWord(next.text.trim()) &&
      // ("Integrity partner" / "Commercial" / "Current betting partners": nor is a part's name.)
      !PART_NAME.test(next.text.trim()) &&
      // ("7. CONTACT" / "Name ......... Dana Whitlock": a label and its answer of their own.)
      // ("Region_______" / "Website_______ www.…": a blank left empty, and the next row.)
      !/\S\s*(?:\.{3,}|_{3,})\s*\S/.test(next.text) &&
      !cellsOf(next.text.trim()) && !/^\s*[>|]/.test(next.text)
    ) {
      // "Mercados" / "Chile" / "Perú" / "Argentina": a list's items, a line each.
      const { items, j } = lineItems(
        lines,
        lines.indexOf(next),
        FIELDS[named.field].kind === "list",
      );
      push(text, items.join("; "), "label", next);
      formed(lines.indexOf(at), j, next.text.trim());
      i = j;
      continue;
    }
    if (isHeading(text) && !isGreeting(text)) [section, headed, headingAt] = [text, true, i];
    // A heading over a paragraph: the paragraph answers it (yes/no questions above all).
    if (isHeading(text) && rankLabel(text).length) {
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !lines[j].text.trim() && j <= i + 2) j++;
      for (; j < lines.length && body.length < 6; j++) {
        const next = lines[j].text.trim();
        if (
          !next || isHeading(next) || cellsOf(next) || QUESTION_START.test(next) ||
          SECTION_HEADING.test(next)
        ) break;
        body.push(next);
      }
      // ("30 Does the league have an anti-doping" / "policy or conduct testing? Yes / No ....":
      // the question's last line, its blank left empty, answers nothing.)
      if (body[0]?.replace(LEFT_BLANK, "").trim().endsWith("?")) body.length = 0;
      if (body.length) {
        push(
          text,
          body.join(" "),
          "section",
          lines.slice(i + 1).find((l) => l.text.trim())!,
        );
      }
    }
    // A label without a colon: "Founded 1998", "Est. 2004", "Average gate 3,200 per night";
    // an age band is the label's ("Pubblico 18–34 anni 21 %").
    const split = /^(.{0,40}?\b18\s*[-–]\s*34\b(?:\s+\p{L}+)?)\s+(?=\d)(.+)$/u.exec(text) ??
      /^(.{2,60}?)\s+(?=[\d$€£¥₹]|[+(]\d|(?:yes|no|none|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)\b)(.+)$/i
        .exec(text);
    // Only on a short line of a form, not in a sentence ("Our turnover was KES 14 million").
    // ("24 clubs from 9 states" is a figure and its noun, not a label "24 clubs from".)
    // (Nor on the last line of a wrapped sentence: "…from the judge's tablet to the" / "feed is
    // about 1.5 seconds.")
    const previous = lines[i - 1]?.text.trim() ?? "";
    const runsOnto = previous.length > 50 && !/[.:!?;]$/.test(previous) &&
      /^\p{Ll}/u.test(lines[i].text.trim());
    if (
      // (Not a name by its number: "round 1 is Sat 28 March at Sleepy Hollow", "Leg 2 in
      // Perth", "Round 2 – Bendigo": one of them, singular, says which, not how many.)
      split && !/^\d+\s+(?:is|was|will|are|takes|goes)\b/i.test(split[2]) &&
      !ONE_OF_THEM.test(split[1].trim()) &&
      // (Nor words that end in a comma: "official pool, 1,30 m of depth" goes on about them.)
      !/,$/.test(split[1].trim()) &&
      // (Nor a street before its number: "Geschäftsstelle, Hauptstrasse 44, 5200 Brugg AG".)
      !STREET_BEFORE_NUMBER.test(split[1]) &&
      // (Nor inside a bracket: "Formal integrity programme (Yes / No)" offers its options; nor
      // a question's condition: "(b) region, if you use one".)
      !/\([^)]*$/.test(split[1]) && !/(?<![\p{L}])if(?![\p{L}])/iu.test(split[1]) &&
      // (Nor a clause: "Season starts in November and runs 16 weeks …".)
      !/(?<![\p{L}])(?:starts?|runs?|begins?|is|are|was|were|has|have|had)(?![\p{L}])/iu.test(
        split[1],
      ) &&
      split[1].split(/\s+/).length <= 6 && text.length <= 70 && !/[.!?;]\s/.test(text) &&
      !isSentence(text) && !(/^\d/.test(split[1]) && !QUESTION_START.test(split[1])) && !runsOnto
    ) {
      // ("revenue last yr approx Rs 3.8 cr": the currency before the figure is the answer's.)
      const unit = /\s((?:Rs\.?|[A-Z]{3}|kr\.?|[A-Z]{0,2}\$|zł|Kč|Ft|lei|Rp\.?))$/.exec(split[1]);
      const [label, value] = unit
        ? [split[1].slice(0, unit.index), `${unit[1]} ${split[2]}`]
        : [split[1], split[2]];
      push(label, value, "inline", at);
      formed(i, i, value);
    }
  }
  return { candidates: out, form };
}
