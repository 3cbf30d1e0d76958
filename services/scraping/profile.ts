import { parseHTML } from "linkedom";
import { sportCodeOf } from "../questionnaire/extract/sports.ts";
import { SPORTS } from "../sports/catalog.ts";

/**
 * A league profile read from one HTML page. Nothing is invented: every field is what the page
 * says, with the evidence it came from (the selector, and the text as the page has it); a field
 * the page does not give is null or empty. Scripts are never run and their text is never read,
 * except JSON-LD, which is parsed as data.
 */

export interface Evidence {
  /** Where on the page: a CSS selector, or a JSON-LD path. */
  selector: string;
  /** The text there, cut to 200 characters. */
  snippet: string;
}

export interface Found<T = string> {
  value: T;
  evidence: Evidence;
}

export const SOCIAL_NETWORKS = [
  "twitter",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "linkedin",
] as const;
export type SocialNetwork = typeof SOCIAL_NETWORKS[number];

export interface LeagueProfile {
  name: Found | null;
  /** The sport as the page names it, and its catalog code when it is one of ours. */
  sport: (Found & { code: string | null }) | null;
  location: Found | null;
  contacts: { emails: Found[]; phones: Found[] };
  social: (Found & { network: SocialNetwork })[];
}

const cut = (s: string, n = 200) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** `%xx` escapes decoded; a malformed one (`%ZZ`) leaves the text as the page wrote it. */
const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

// deno-lint-ignore no-explicit-any
type Node = any;
type Json = Record<string, unknown>;

/** The JSON-LD objects of the page, flattened (arrays and `@graph`). */
function jsonLd(document: Node): Json[] {
  const out: Json[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== "object") return;
    const o = v as Json;
    out.push(o);
    if (o["@graph"]) visit(o["@graph"]);
  };
  for (const el of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(el.textContent ?? ""));
    } catch {
      // A page's broken JSON-LD is no data; the rest of the page still is.
    }
  }
  return out;
}

const typesOf = (o: Json): string[] =>
  ([] as unknown[]).concat(o["@type"] ?? []).filter((t): t is string => typeof t === "string");

const isSportsOrg = (o: Json) =>
  typesOf(o).some((t) => /^(SportsOrganization|SportsTeam|SportsLeague)$/i.test(t));
const isOrg = (o: Json) =>
  isSportsOrg(o) || typesOf(o).some((t) => /Organi[sz]ation$|^Corporation$/i.test(t));

const str = (v: unknown): string | null => {
  if (typeof v === "string" && v.trim()) return v.trim();
  if (v && typeof v === "object" && !Array.isArray(v) && typeof (v as Json).name === "string") {
    return str((v as Json).name);
  }
  return null;
};

/** Generic page names that are no league's name. */
const GENERIC_TITLE =
  /^(home|homepage|home page|welcome|official (web)?site|official home|index|news|main)$/i;

/** The title's league name: split on the separators sites put between page and site names. */
function nameFromTitle(title: string): string | null {
  const parts = title.split(/\s+[|–—·•:-]\s+|\s*\|\s*/).map((p) => p.trim()).filter(Boolean)
    .filter((p) => !GENERIC_TITLE.test(p.replace(/^the\s+/i, "")));
  if (!parts.length) return null;
  // A title that runs on (an unclosed <title> swallows the page) names nothing.
  // "Home | Riverside Roller Derby League": the site's name is the longest remaining part.
  const name = parts.reduce((a, b) => (b.length > a.length ? b : a));
  return name.length <= 120 ? name : null;
}

/** Catalog sport names and tours, longest first, with their codes. */
const CATALOG_NAMES = SPORTS.flatMap((s) => [
  { name: s.name, code: s.sportType as string },
  { name: s.tour, code: s.sportType as string },
]).sort((a, b) => b.name.length - a.name.length);

/** The catalog code a sport text names, by a catalog name or a sport word. */
function catalogCode(text: string): string | null {
  const lower = text.toLowerCase();
  const named = CATALOG_NAMES.find((c) =>
    new RegExp(`\\b${c.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower)
  );
  return named?.code ?? sportCodeOf(text) ?? null;
}

/** Sport words to look for in keywords, description, headings (with their sport's name). */
const SPORT_WORD =
  /\b(surfing|skateboarding|rallycross|obstacle (?:course )?racing|arena soccer|indoor soccer|bull riding|bare[- ]knuckle(?: boxing| fighting)?|formula (?:1|one)|motogp|supercross|supermotocross|motocross|drifting|jai[- ]?alai|road racing|slap fighting|sprint car racing|drag racing|drone racing|action sports|dirt track racing|disc golf|softball|sailing|freestyle wrestling|wrestling|box lacrosse|lacrosse|table tennis|slamball|roller derby|rugby(?: league| union| sevens)?|ultimate frisbee|pickleball|cornhole|cricket|netball|handball|volleyball|basketball|baseball|ice hockey|hockey|football|soccer|esports|boxing|mma|mixed martial arts|kickboxing|cycling|rowing|triathlon|darts|bowling)\b/i;

function sportOf(document: Node, ld: Json[]): LeagueProfile["sport"] {
  for (const o of ld) {
    const sport = ([] as unknown[]).concat(o.sport ?? []).map(str).find(Boolean);
    if (sport) {
      // schema.org allows a URL (e.g. a Wikipedia page): its last segment names the sport.
      const value = /^https?:\/\//.test(sport)
        ? decoded(sport.replace(/\/+$/, "").split("/").pop() ?? "").replace(/_/g, " ")
        : sport;
      return {
        value,
        code: catalogCode(value),
        evidence: { selector: `JSON-LD ${typesOf(o)[0] ?? "object"}.sport`, snippet: cut(sport) },
      };
    }
  }
  const places: [string, string | null][] = [
    [
      'meta[name="keywords"]',
      document.querySelector('meta[name="keywords"]')?.getAttribute("content"),
    ],
    [
      'meta[name="description"]',
      document.querySelector('meta[name="description"]')?.getAttribute("content"),
    ],
    [
      'meta[property="og:description"]',
      document.querySelector('meta[property="og:description"]')?.getAttribute("content"),
    ],
    ["title", document.querySelector("title")?.textContent],
    ["h1", document.querySelector("h1")?.textContent],
  ];
  for (const [selector, text] of places) {
    if (!text) continue;
    const m = SPORT_WORD.exec(text);
    if (m) {
      return {
        value: m[1].toLowerCase(),
        code: catalogCode(m[1]),
        evidence: { selector, snippet: cut(text) },
      };
    }
    const code = catalogCode(text);
    const named = code && CATALOG_NAMES.find((c) => c.code === code && text.includes(c.name));
    if (named) {
      return { value: named.name, code, evidence: { selector, snippet: cut(text) } };
    }
  }
  return null;
}

function addressText(v: unknown): string | null {
  if (typeof v === "string") return v.trim() || null;
  if (!v || typeof v !== "object") return null;
  const a = v as Json;
  if (a.address) return addressText(a.address);
  const parts = [a.addressLocality, a.addressRegion, str(a.addressCountry)]
    .map((p) => (typeof p === "string" ? p.trim() : null)).filter(Boolean);
  return parts.length ? parts.join(", ") : str(a);
}

function locationOf(document: Node, ld: Json[], text: string): LeagueProfile["location"] {
  for (const o of ld.filter(isOrg)) {
    for (const key of ["address", "location"]) {
      const value = addressText(o[key]);
      if (value) {
        return {
          value,
          evidence: {
            selector: `JSON-LD ${typesOf(o)[0]}.${key}`,
            snippet: cut(JSON.stringify(o[key])),
          },
        };
      }
    }
  }
  const address = document.querySelector('address, [itemprop="address"]');
  const addressTextContent = address?.textContent && cut(address.textContent);
  if (addressTextContent) {
    return {
      value: addressTextContent,
      evidence: {
        selector: address.matches("address") ? "address" : '[itemprop="address"]',
        snippet: addressTextContent,
      },
    };
  }
  const m = /\b(?:based|headquartered|located) in ([A-Z][\w'-]*(?:,? [A-Z][\w'-]*)*)/
    .exec(text);
  if (m) {
    const value = m[1].replace(/[ ,.]+$/, "");
    return {
      value,
      evidence: {
        selector: "text",
        snippet: cut(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40)),
      },
    };
  }
  return null;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}/g;

/** Image file names (logo@2x.png) look like addresses; they are not. */
const notAnEmail = (e: string) => /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(e);

function contactsOf(document: Node, ld: Json[], text: string): LeagueProfile["contacts"] {
  const emails = new Map<string, Found>();
  const phones = new Map<string, Found>();
  for (const a of document.querySelectorAll('a[href^="mailto:" i]')) {
    const href = a.getAttribute("href") ?? "";
    const address = decoded(href.slice(7).split("?")[0]).trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || emails.has(address)) continue;
    emails.set(address, {
      value: address,
      evidence: {
        selector: `a[href^="mailto:"]`,
        snippet: cut(`${a.textContent ?? ""} <${href}>`),
      },
    });
  }
  for (const a of document.querySelectorAll('a[href^="tel:" i]')) {
    const href = a.getAttribute("href") ?? "";
    const number = decoded(href.slice(4)).replace(/[^\d+]/g, "");
    if (number.replace(/\D/g, "").length < 6 || phones.has(number)) continue;
    phones.set(number, {
      value: number,
      evidence: { selector: `a[href^="tel:"]`, snippet: cut(`${a.textContent ?? ""} <${href}>`) },
    });
  }
  for (const o of ld.filter(isOrg)) {
    const email = str(o.email)?.replace(/^mailto:/i, "").toLowerCase();
    if (email && !emails.has(email) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      emails.set(email, {
        value: email,
        evidence: { selector: `JSON-LD ${typesOf(o)[0]}.email`, snippet: cut(str(o.email)!) },
      });
    }
    const phone = str(o.telephone);
    const digits = phone?.replace(/[^\d+]/g, "");
    if (phone && digits && digits.replace(/\D/g, "").length >= 6 && !phones.has(digits)) {
      phones.set(digits, {
        value: digits,
        evidence: { selector: `JSON-LD ${typesOf(o)[0]}.telephone`, snippet: cut(phone) },
      });
    }
  }
  for (const m of text.matchAll(EMAIL)) {
    const address = m[0].toLowerCase().replace(/\.$/, "");
    if (emails.has(address) || notAnEmail(address)) continue;
    emails.set(address, {
      value: address,
      evidence: {
        selector: "text",
        snippet: cut(text.slice(Math.max(0, m.index! - 40), m.index! + m[0].length + 40)),
      },
    });
  }
  return { emails: [...emails.values()], phones: [...phones.values()] };
}

const NETWORK_HOSTS: [RegExp, SocialNetwork][] = [
  [/(^|\.)(twitter\.com|x\.com)$/, "twitter"],
  [/(^|\.)(facebook\.com|fb\.com)$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)linkedin\.com$/, "linkedin"],
];

/** Share buttons point at the network, not at the league's own account. */
const SHARE_PATH = /^\/(intent|share|sharer|sharer\.php|dialog|shareArticle|home)\b/i;

function socialOf(document: Node, ld: Json[], base: string): LeagueProfile["social"] {
  const found = new Map<string, Found & { network: SocialNetwork }>();
  const add = (raw: string, evidence: Evidence) => {
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      return;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return;
    const host = url.hostname.toLowerCase();
    const network = NETWORK_HOSTS.find(([re]) => re.test(host))?.[1];
    if (!network || url.pathname === "/" || SHARE_PATH.test(url.pathname)) return;
    const value = `https://${host.replace(/^(www|m|mobile)\./, "")}${
      url.pathname.replace(/\/+$/, "")
    }`;
    if (!found.has(value)) found.set(value, { network, value, evidence });
  };
  for (const a of document.querySelectorAll("a[href]")) {
    const href = a.getAttribute("href");
    const label = a.getAttribute("aria-label") ?? a.getAttribute("title") ?? a.textContent ?? "";
    add(href, { selector: "a[href]", snippet: cut(`${label} <${href}>`) });
  }
  for (const o of ld.filter(isOrg)) {
    for (const s of ([] as unknown[]).concat(o.sameAs ?? [])) {
      if (typeof s === "string") {
        add(s, { selector: `JSON-LD ${typesOf(o)[0]}.sameAs`, snippet: cut(s) });
      }
    }
  }
  return [...found.values()];
}

function nameOf(document: Node, ld: Json[]): LeagueProfile["name"] {
  const sportsOrg = ld.find((o) => isSportsOrg(o) && str(o.name));
  if (sportsOrg) {
    return {
      value: str(sportsOrg.name)!,
      evidence: {
        selector: `JSON-LD ${typesOf(sportsOrg)[0]}.name`,
        snippet: cut(str(sportsOrg.name)!),
      },
    };
  }
  const site = document.querySelector('meta[property="og:site_name"]')?.getAttribute("content")
    ?.trim();
  if (site) {
    return {
      value: cut(site),
      evidence: { selector: 'meta[property="og:site_name"]', snippet: cut(site) },
    };
  }
  const org = ld.find((o) => isOrg(o) && str(o.name));
  if (org) {
    return {
      value: str(org.name)!,
      evidence: { selector: `JSON-LD ${typesOf(org)[0]}.name`, snippet: cut(str(org.name)!) },
    };
  }
  const title = document.querySelector("title")?.textContent?.trim();
  const fromTitle = title && nameFromTitle(title.replace(/\s+/g, " "));
  if (fromTitle) return { value: fromTitle, evidence: { selector: "title", snippet: cut(title) } };
  return null;
}

/** The page's visible text: no script, style, template, noscript or hidden element. */
function visibleText(document: Node): string {
  for (const el of document.querySelectorAll("script, style, template, noscript, [hidden]")) {
    el.remove();
  }
  return (document.body?.textContent ?? document.documentElement?.textContent ?? "")
    .replace(/\s+/g, " ").trim();
}

/** Reads a league profile from an HTML page fetched from `url`. */
export function parseLeaguePage(html: string, url: string): LeagueProfile {
  const { document } = parseHTML(html) as unknown as { document: Node };
  const ld = jsonLd(document);
  const name = nameOf(document, ld);
  const sport = sportOf(document, ld);
  const social = socialOf(document, ld, url);
  // Everything after this reads the text, once scripts and hidden elements are gone.
  const text = visibleText(document);
  return {
    name,
    sport,
    location: locationOf(document, ld, text),
    contacts: contactsOf(document, ld, text),
    social,
  };
}
