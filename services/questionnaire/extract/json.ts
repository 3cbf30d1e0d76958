/**
 * The JSON step: a JSON questionnaire's answers as label/value pairs. Keys in any case
 * (camelCase, snake_case, Title Case, kebab-case) become words; a vague key ("name",
 * "latency") is read with its parent's name; arrays of `{question, answer}` objects are
 * questions and answers; arrays of named objects are lists of their names.
 */
import { FIELDS } from "./fields.ts";
import { rankLabel, tokens } from "./labels.ts";
import { type Candidate, type Line, SOCIAL_PLATFORM } from "./layout.ts";
import { isCurrencyCode } from "./rates.ts";

const MAX_JSON_CANDIDATES = 2000;
const MAX_DEPTH = 8;

/** A JSON value as answer text; what cannot be written (a cycle) is "". */
function textOf(value: unknown): string {
  try {
    return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return "";
  }
}

export const keyWords = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([a-zA-Z])(\d)/g, "$1 $2")
    // "age18to34Pct": "age 18 to 34 Pct".
    .replace(/(\d)(to|and|plus)(?=\d|\b)/g, "$1 $2 ")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ").replace(/\s+/g, " ").slice(0, 200).trim();

const QUESTION_KEYS =
  /^(question|q|prompt|label|field|item|topic|key|name|pregunta|pergunta|domanda|frage|spørsmål|fråga|kysymys|pytanie|vraag|campo|champ|feld|rotulo|rótulo|etiqueta)$/i;
const ANSWER_KEYS =
  /^(answer|a|response|value|reply|details|text|respuesta|resposta|risposta|réponse|reponse|antwort|svar|vastaus|odpowiedź|odpowiedz|antwoord|valor|valeur|wert|valore)$/i;
// (Russian and Kazakh too: "город", "улица", "дом", "офис", "индекс"; "қала", "көше", "кеңсе".)
const ADDRESS_PART =
  /^(street|street address|address|address line \d|line \d|building|floor|suite|unit|number|district|neighbou?rhood|city|town|municipality|county|state|province|region|postcode|post code|postal code|zip|zip code|country|country code|calle|rua|strasse|straße|rue|via|ciudad|cidade|stadt|ville|città|cp|cep|plz|país|pais|land|pays|paese|город|улица|дом|офис|индекс|страна|қала|көше|үй|кеңсе|ел)$/iu;
const ADDRESS_PLACE = /city|town|country|ciudad|cidade|stadt|ville|città|город|страна|қала|шаар/iu;
const UNIT_KEYS = /^(unit|units|unidad|unidade|unità|unité|einheit|enhet|yksikkö)$/i;

function pair(value: Record<string, unknown>): [string, unknown] | undefined {
  const keys = Object.keys(value);
  const q = keys.find((k) => QUESTION_KEYS.test(k));
  const a = keys.find((k) => ANSWER_KEYS.test(k));
  if (!q || !a || typeof value[q] !== "string") return undefined;
  // {"field": "franchises", "value": 8, "unit": "teams"}: the unit belongs with the value.
  const unit = keys.find((k) => UNIT_KEYS.test(k));
  const answer = value[a];
  const withUnit =
    unit && typeof value[unit] === "string" && answer !== null && typeof answer !== "object"
      ? `${answer} ${value[unit]}`
      : answer;
  return [(value[q] as string).replace(/_/g, " "), withUnit];
}

const KEY_SCALES: Record<string, string> = {
  k: "thousand",
  thousand: "thousand",
  thousands: "thousand",
  tsd: "thousand",
  mn: "million",
  mln: "million",
  mio: "million",
  million: "million",
  millions: "million",
  bn: "billion",
  billion: "billion",
  billions: "billion",
  mrd: "billion",
};
const MONEY_KEY = /financ|revenue|budget|income|turnover|sponsor|amount|money|price|cost|fee/i;

/**
 * The unit a key path gives its plain numbers ("financials_try_mln.revenue_2025": 48.6,
 * "financialsTWDmillions", "views_thousands"): the scale word and the currency code written in
 * the keys, added to the number so it reads as "48.6 million TRY". A lower-case code counts
 * only beside a money word ("try" alone is a word).
 */
function withKeyUnits(path: string[], value: unknown): unknown {
  if (typeof value !== "number" && !(typeof value === "string" && /^[\d.,\s]+$/.test(value))) {
    return value;
  }
  const words = path.join(" ").replace(/([A-Z]{2,})([a-z])/g, "$1 $2")
    .replace(/([a-z])([A-Z])/g, "$1 $2").split(/[^A-Za-z]+/).filter(Boolean);
  const scale = words.map((w) => w.toLowerCase()).find((w) => Object.hasOwn(KEY_SCALES, w));
  const money = MONEY_KEY.test(path.join(" "));
  const code = words.find((w) =>
    isCurrencyCode(w.toUpperCase()) && (w === w.toUpperCase() || (money && w.length === 3))
  );
  if (!scale && !code) return value;
  return [value, scale && KEY_SCALES[scale], code?.toUpperCase()].filter(Boolean).join(" ");
}

/** The longest evidence a JSON value gives. */
const EVIDENCE_CHARS = 300;

/**
 * Where a JSON answer stands: its key path and its value as written in the document (a string
 * with its escapes: "Grasmere Sports Field\nFitz Park").
 */
const lineOf = (path: string[], value: unknown): Line => {
  const key = `${path.join(".")}: `;
  // (A long list keeps the items that fit whole, so the evidence is still JSON whose every
  // value is the document's: [{"Venue Name": …}, {"Venue Name": …}]. Each item is written once:
  // the list's brackets, a comma between.)
  let written = typeof value === "string" ? JSON.stringify(value).slice(1, -1) : textOf(value);
  if (Array.isArray(value) && key.length + written.length > EVIDENCE_CHARS) {
    const items: string[] = [];
    let length = key.length + 2;
    for (const item of value) {
      const text = JSON.stringify(item) ?? "null";
      const more = text.length + (items.length ? 1 : 0);
      if (length + more > EVIDENCE_CHARS && items.length) break;
      items.push(text);
      length += more;
    }
    written = `[${items.join(",")}]`;
  }
  return { text: `${key}${written}`.slice(0, EVIDENCE_CHARS), page: 1, line: 0 };
};

/**
 * A form's answers linked to its questions by id, as Typeform and similar services export them
 * (`form.fields: [{id, title}]`, `answers: [{field: {id}, type: "number", number: 1906}]`): each
 * answer under its question's title; the definitions alone answer nothing.
 */
function linkedAnswers(root: unknown): [string, unknown][] | undefined {
  const titles = new Map<string, string>();
  const answers: Record<string, unknown>[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || !value || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 500)) walk(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const field = record.field as Record<string, unknown> | undefined;
    if (field && typeof field === "object" && typeof field.id === "string") {
      answers.push(record);
      return;
    }
    const title = record.title ?? record.question ?? record.label;
    if (typeof record.id === "string" && typeof title === "string") titles.set(record.id, title);
    for (const child of Object.values(record)) walk(child, depth + 1);
  };
  walk(root, 0);
  if (!answers.length || !titles.size) return undefined;
  return answers.flatMap((answer): [string, unknown][] => {
    const title = titles.get((answer.field as Record<string, unknown>).id as string);
    const kind = typeof answer.type === "string" ? answer.type : "";
    let value = answer[kind];
    // ({"choice": {"label": "May"}}, {"choices": {"labels": ["YouTube", "Facebook"]}})
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const picked = value as Record<string, unknown>;
      value = picked.label ?? picked.labels ?? picked.other ?? value;
    }
    return title && value !== undefined && value !== null ? [[title, value]] : [];
  });
}

/**
 * A named object's name: its "name", "Name", "venueName", "venue_name", "Venue Name" or "title",
 * in the languages exports arrive in too ("nome", "nombre", "nom", "naam", "navn", "namn", "nimi",
 * "nazwa", "název").
 */
const nameOf = (item: Record<string, unknown>) =>
  Object.entries(item).find(([key]) =>
    /(?:^|[_\s-]|[a-z])(?:name|Name)$|^(?:name|title|nome|nombre|nom|naam|navn|namn|nimi|nazwa|název|nazev)$/i
      .test(key)
  )?.[1];

/** A record's season, as a year: {"season": 2025}, {"year": "2024/25"}, {"temporada": "2026"}. */
function seasonOf(item: Record<string, unknown>): number | undefined {
  const entry = Object.entries(item).find(([key]) =>
    /^(?:season|year|saison|temporada|stagione|jahr|ano|año|anno|sezon|kausi|säsong|sesong|sæson)$/i
      .test(key)
  );
  const year = entry && /^(?:19|20)\d\d/.exec(String(entry[1]).trim());
  return year ? Number(year[0]) : undefined;
}

/**
 * A listed object's name, or its one text among figures: [{"emittente": "Antenna 3 Veneto",
 * "regate_in_diretta": 4}] lists "Antenna 3 Veneto".
 */
const itemName = (item: Record<string, unknown>) => {
  const texts = Object.values(item).filter((v) => typeof v === "string" && /\p{L}/u.test(v));
  return nameOf(item) ?? (texts.length === 1 ? texts[0] : undefined);
};

export function jsonCandidates(
  value: unknown,
  path: string[] = [],
  out: Candidate[] = [],
): Candidate[] {
  if (out.length >= MAX_JSON_CANDIDATES || path.length > MAX_DEPTH) return out;
  const linked = path.length ? undefined : linkedAnswers(value);
  if (linked) {
    for (const [title, answer] of linked) jsonCandidates(answer, [title], out);
    return out;
  }
  // Sections holding their own questions ({"section": ..., "items": [...]}), or responses
  // holding their answers: read each.
  // (Not a list field's named things, whatever else each holds: "Venues": [{"Venue Name": …,
  // "City": …, "Spectator Capacity": …, …}] lists the venues.)
  const listField = path.length > 0 &&
    rankLabel(keyWords(path[path.length - 1])).some((m) =>
      m.score >= 0.85 && FIELDS[m.field].kind === "list"
    );
  if (
    Array.isArray(value) && value.length && value.every((v) => v && typeof v === "object") &&
    !value.some((v) => pair(v as Record<string, unknown>)) &&
    !(listField && value.every((v) =>
      typeof nameOf(v as Record<string, unknown>) === "string" &&
      !Object.values(v as object).some((x) => x && typeof x === "object")
    )) &&
    value.some((v) =>
      Object.values(v as object).some((x) => Array.isArray(x) || (x && typeof x === "object")) ||
      // A form tool's responses ([{"Qual é o nome oficial da liga?": "…", …}]): records of
      // many answers, not a list of names.
      Object.keys(v as object).length >= 5
    )
  ) {
    // ("seasons": [{"season": 2024, "teams": 34, …}, {"season": 2025, "teams": 40, …}]: records
    // a season each; the latest is the league's figures now.)
    const years = value.map((v) => seasonOf(v as Record<string, unknown>));
    const latest = years.every((y) => y !== undefined) && new Set(years).size === years.length
      ? years.indexOf(Math.max(...(years as number[])))
      : -1;
    const items = latest >= 0 ? [value[latest]] : value.slice(0, 200);
    for (const item of items) jsonCandidates(item, path, out);
    return out;
  }
  if (Array.isArray(value) && value.some((v) => v && typeof v === "object" && pair(v))) {
    for (const item of value.slice(0, 500)) {
      const qa = item && typeof item === "object"
        ? pair(item as Record<string, unknown>)
        : undefined;
      if (!qa) continue;
      const answer = textOf(qa[1]);
      out.push({
        label: qa[0],
        value: answer,
        via: "qa",
        // The record as written is the evidence ({"field": ..., "value": ..., "unit": ...}).
        at: lineOf([...path, qa[0]], item),
        path: [...path, qa[0]].join("."),
      });
    }
    return out;
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    // Money as an object ({"amount": 4800000000, "currency": "INR"}): one answer.
    const amount = entries.find(([k]) => /^(amount|value|total)$/i.test(k))?.[1];
    const currency = entries.find(([k]) => /^(currency|ccy|currency_code|currencyCode)$/i.test(k))
      ?.[1];
    if (
      path.length && typeof currency === "string" &&
      (typeof amount === "number" || typeof amount === "string")
    ) {
      const text = `${amount} ${currency}`;
      out.push({
        label: keyWords(path[path.length - 1]),
        value: text,
        via: "json",
        at: lineOf(path, value),
        path: path.join("."),
      });
      return out;
    }
    // A range as an object ({"min": 250, "max": 300, "unit": "per day"}): one answer, "250–300
    // per day", the unit in any key beside the bounds, the scale the key's.
    const low = entries.find(([k]) => /^(min|minimum|from|low)$/i.test(k))?.[1];
    const high = entries.find(([k]) => /^(max|maximum|to|high)$/i.test(k))?.[1];
    if (path.length && typeof low === "number" && typeof high === "number" && entries.length <= 3) {
      const unit = entries.find(([, v]) => typeof v === "string")?.[1];
      out.push({
        label: keyWords(path[path.length - 1]),
        value: `${low}–${withKeyUnits(path, high)}${unit ? ` ${unit}` : ""}`,
        via: "json",
        at: lineOf(path, value),
        path: path.join("."),
      });
      return out;
    }
    // An address as parts ({"street": …, "city": …, "country": …}): one answer, the parts
    // joined in the order written.
    if (
      path.length && entries.length >= 2 &&
      entries.every(([k, v]) => ADDRESS_PART.test(keyWords(k)) && typeof v === "string") &&
      entries.some(([k]) => ADDRESS_PLACE.test(k))
    ) {
      out.push({
        label: keyWords(path[path.length - 1]),
        value: entries.map(([, v]) => (v as string).trim()).filter(Boolean).join(", "),
        via: "json",
        at: lineOf(path, value),
        path: path.join("."),
      });
      return out;
    }
    // Followers per platform: one answer, summed by the social rule.
    if (
      entries.length > 1 &&
      entries.every(([k, v]) =>
        SOCIAL_PLATFORM.test(k) && (typeof v === "number" || typeof v === "string")
      )
    ) {
      const text = entries.map(([k, v]) => `${k} ${v}`).join("; ");
      const label = keyWords(path[path.length - 1] ?? "social followers");
      out.push({
        label: `${label} followers`,
        value: text,
        via: "json",
        at: lineOf(path, value),
        path: path.join("."),
      });
      return out;
    }
    const record = value as Record<string, unknown>;
    for (const [key, child] of entries) {
      // "hq_city": "Chiba" beside "hq_country": "Japan": the place as one answer, its
      // evidence the two keys as written.
      const countryKey = key.replace(/city$/i, (m) => m[0] === "C" ? "Country" : "country");
      const country = countryKey !== key ? record[countryKey] : undefined;
      if (
        typeof child === "string" && typeof country === "string" &&
        /^\p{Lu}[\p{L} .'-]{1,40}$/u.test(country.trim()) &&
        !child.toLowerCase().includes(country.trim().toLowerCase())
      ) {
        const before = out.length;
        jsonCandidates(`${child}, ${country.trim()}`, [...path, key], out);
        for (const c of out.slice(before)) {
          c.at = lineOf(path, { [key]: child, [countryKey]: country });
          c.path = path.join(".");
        }
        continue;
      }
      jsonCandidates(child, [...path, key], out);
      if (out.length >= MAX_JSON_CANDIDATES) break;
    }
    return out;
  }
  if (!path.length || value === null || value === undefined || value === "") return out;
  // (The evidence keeps the value as written; the text read carries the keys' units.)
  const at = lineOf(path, value);
  value = withKeyUnits(path, value);
  const text = Array.isArray(value)
    ? value.length
      ? value.slice(0, 200).map((v) =>
        v && typeof v === "object" ? textOf(itemName(v as Record<string, unknown>) ?? v) : textOf(v)
      ).join("; ")
      : "none" // an empty list answers "none"
    : textOf(value);
  const label = keyWords(path[path.length - 1]);
  const where = path.join(".");
  // A top-level "name" is the league's. Below the top, a key is read with its parent's name
  // ("contact.name", "data.latency", "audience.perEvent"), and must still name the field.
  if (path.length === 1) {
    const top = /^(name|title)$/i.test(label) ? "league name" : label;
    out.push({ label: top, value: text, via: "json", at, path: where });
  } else {
    const parent = keyWords(path[path.length - 2]);
    // A key of several words that names a field on its own needs no parent; a one-word key
    // ("name", "format") is too vague alone.
    const alone = rankLabel(label)[0];
    const own = (alone && tokens(label).length > 1 && alone.score >= 0.8) ||
      (alone !== undefined && !rankLabel(`${parent} ${label}`).length);
    out.push({
      label: own ? label : `${parent} ${label}`,
      value: text,
      via: "json",
      at,
      path: where,
      mustUse: own ? undefined : tokens(label),
    });
  }
  return out;
}

/** Long string answers of a JSON document, as lines for the prose step. */
export function jsonProse(value: unknown, out: Line[] = [], depth = 0): Line[] {
  if (out.length >= 500 || depth > MAX_DEPTH) return out;
  if (typeof value === "string" && value.length >= 30) {
    out.push({ text: value.slice(0, 2000), page: 1, line: 0 }, { text: "", page: 1, line: 0 });
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value as Record<string, unknown>)) {
      jsonProse(child, out, depth + 1);
    }
  }
  return out;
}
