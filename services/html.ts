/**
 * A plain-text rendering of HTML (a message's HTML-only body, a form saved from a browser): tags
 * dropped, entities decoded, a form's fields as what was filled in — a text input's value, the
 * option selected, "[x]" or "[ ]" before a radio button or a checkbox.
 */
export function textOfHtml(html: string | null | undefined): string {
  if (!html) return "";
  return withoutScripts(html)
    .replace(
      /<select\b[^<>]*>([\s\S]*?)<\/select>/gi,
      (_, options: string) => /<option\b[^<>]*\bselected\b[^<>]*>([^<]*)/i.exec(options)?.[1] ?? "",
    )
    .replace(/<input\b[^<>]*>/gi, inputText)
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d|tr)>/gi, "\n").replace(/<\/t[dh]>/gi, "\t")
    // (A tag has no "<" inside: "<<<<…" is read in one pass, not tried from every "<".)
    .replace(/<[^<>]*>/g, "")
    // Each entity decoded once, in one pass: "&amp;lt;" is "&lt;" as text.
    .replace(/&(#\d{1,7}|[A-Za-z]{2,8});/g, (m, name: string) => entity(name) ?? m)
    .replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}

/** A form's input as filled in: a box ticked or not, a text's value; nothing hidden or a button. */
function inputText(tag: string): string {
  const type = /\btype\s*=\s*["']?([a-z]+)/i.exec(tag)?.[1]?.toLowerCase() ?? "text";
  if (type === "radio" || type === "checkbox") return /\bchecked\b/i.test(tag) ? "[x] " : "[ ] ";
  if (!["text", "number", "email", "url", "tel", "date", "search"].includes(type)) return "";
  return /\bvalue\s*=\s*"([^"]*)"|\bvalue\s*=\s*'([^']*)'/i.exec(tag)?.slice(1).find((v) =>
    v !== undefined
  ) ?? "";
}

/** The text without its script and style elements, each found from where the last ended. */
function withoutScripts(html: string): string {
  const open = /<(script|style)\b[^<>]*>/gi;
  const lower = html.toLowerCase();
  let out = "";
  let from = 0;
  for (let m; (m = open.exec(html));) {
    const close = lower.indexOf(`</${m[1].toLowerCase()}`, open.lastIndex);
    out += html.slice(from, m.index);
    from = close < 0 ? html.length : html.indexOf(">", close) + 1 || html.length;
    open.lastIndex = from;
  }
  return out + html.slice(from);
}

/** An entity's character: a number (printable, no surrogate) or one of the names below. */
function entity(name: string): string | undefined {
  if (name.startsWith("#")) {
    const code = Number(name.slice(1));
    const printable = code >= 32 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return printable ? String.fromCodePoint(code) : undefined;
  }
  const accented = /^([A-Za-z])(uml|acute|grave|circ|tilde|cedil|ring)$/.exec(name);
  if (accented) return (accented[1] + MARKS[accented[2]]).normalize("NFC");
  return Object.hasOwn(NAMED, name) ? NAMED[name] : undefined;
}

/** The combining marks of the named entities of accented letters ("&uuml;", "&eacute;"). */
const MARKS: Record<string, string> = {
  uml: "\u0308",
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  tilde: "\u0303",
  cedil: "\u0327",
  ring: "\u030a",
};
const NAMED: Record<string, string> = {
  nbsp: " ",
  lt: "<",
  gt: ">",
  quot: '"',
  amp: "&",
  apos: "'",
  szlig: "ß",
  euro: "€",
  pound: "£",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  copy: "©",
};
