/** A plain-text rendering of HTML (a message's HTML-only body): tags dropped, entities decoded. */
export function textOfHtml(html: string | null | undefined): string {
  if (!html) return "";
  return html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d|tr)>/gi, "\n").replace(/<\/t[dh]>/gi, "\t")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'").replace(
      /&#(\d{1,7});/g,
      (m, n) => Number(n) <= 0x10ffff ? String.fromCodePoint(Number(n)) : m,
    )
    .replace(
      /&([A-Za-z])(uml|acute|grave|circ|tilde|cedil|ring);/g,
      (_, letter, mark) => (letter + MARKS[mark]).normalize("NFC"),
    )
    .replace(
      /&(szlig|euro|pound|ndash|mdash|lsquo|rsquo|ldquo|rdquo|hellip|copy);/g,
      (_, name) => NAMED[name],
    )
    .replace(/&amp;/g, "&").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
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
