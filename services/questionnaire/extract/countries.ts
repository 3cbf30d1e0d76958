/**
 * Country names, in the languages questionnaires arrive in, from the runtime's own Unicode
 * data (`Intl.DisplayNames`, in Deno and Workers alike): "España", "Polska", "Magyarország".
 * Built on first use (about 5,000 names, some 30 ms).
 */
const LANGUAGES = [
  "en",
  "es",
  "pt",
  "fr",
  "it",
  "de",
  "nl",
  "pl",
  "cs",
  "sk",
  "sl",
  "hr",
  "sr",
  "hu",
  "ro",
  "bg",
  "sv",
  "da",
  "nb",
  "fi",
  "et",
  "lv",
  "lt",
  "el",
  "tr",
  "id",
  "ms",
  "vi",
  "tl",
  "ja",
  "ko",
  "zh",
  "th",
  "ru",
  "uk",
];

let names: Set<string> | undefined;

function countryNames(): Set<string> {
  const out = new Set<string>();
  const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  const codes = letters.flatMap((a) => letters.map((b) => a + b));
  for (const language of LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    for (const code of codes) {
      const name = display.of(code);
      if (name) out.add(name.toLowerCase());
    }
  }
  return out;
}

/** Whether the text is a country's name and nothing more ("Francia", "the Netherlands"). */
export function isCountry(text: string): boolean {
  names ??= countryNames();
  return names.has(text.trim().replace(/^the\s+/i, "").toLowerCase());
}

/** Short names the corpus's writers use for countries ("the UAE", "the USA", "the UK"). */
const SHORT_NAMES = /^(?:UAE|USA|US|UK|KSA|DRC|PRC)$/;

/**
 * The country a phrase names, as written, when the phrase is more than the country ("plus OFW
 * viewers in the UAE", "the Sri Lankan community in Australia"): the longest run of its words
 * that is a country's name.
 */
export function countryIn(text: string): string | undefined {
  const words = text.split(/\s+/).map((w) => w.replace(/^[("'“]+|[)"'”.,;:]+$/g, ""));
  for (let size = Math.min(4, words.length); size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const run = words.slice(i, i + size).join(" ");
      if (!/^\p{Lu}/u.test(run)) continue;
      if (isCountry(run) || (size === 1 && SHORT_NAMES.test(run))) return run;
    }
  }
  return undefined;
}
