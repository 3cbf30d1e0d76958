/**
 * Output styles: the JSON shapes our API answers with (an event, an odds market, a league, a
 * term sheet), each with its JSON Schema (the OpenAPI document's own component) and an example,
 * rendered in every format a client may ask for: JSON, XML, markdown, a table and CSV.
 */
import { notFound } from "../errors.ts";

export const OUTPUT_FORMATS = ["json", "xml", "markdown", "table", "csv"] as const;
export type OutputFormat = typeof OUTPUT_FORMATS[number];
export type StyleType = "schema" | "example";

interface StyleDefinition {
  name: string;
  title: string;
  description: string;
  /** The OpenAPI component that is the shape's schema. */
  component: string;
  /** Operations answering with it. */
  used_by: string[];
  example: Record<string, unknown>;
}

const STYLES: readonly StyleDefinition[] = [
  {
    name: "event",
    title: "Event",
    description: "One event of the public sports data, as the event listing returns it.",
    component: "EventListingResponse",
    used_by: ["GET /api/v1/public/events", "GET /api/v1/public/events/{eventId}"],
    example: {
      id: "3f1c7a52-8f3e-4c0e-9f62-0d6e3a1b2c4d",
      publicId: "wsl:3f1c7a52-8f3e-4c0e-9f62-0d6e3a1b2c4d",
      numericEventId: 1001,
      referenceId: 5001,
      providerId: "wsl-2026-bells",
      name: "Rip Curl Pro Bells Beach",
      sportType: "wsl",
      sportName: "World Surf League",
      eventStatus: "UPCOMING",
      startDate: "2026-04-14T21:00:00.000Z",
      endDate: "2026-04-24T07:00:00.000Z",
      venue: "Bells Beach",
      city: "Torquay",
      country: "Australia",
      tour: {
        id: "9a4c2f10-6b1d-4e8a-b3c7-2d5e8f9a0b1c",
        referenceId: 301,
        name: "Championship Tour",
        season: 2026,
      },
      participantsAvailable: true,
      updatedAt: "2026-11-21T12:00:00.000Z",
    },
  },
  {
    name: "odds-market",
    title: "Odds market",
    description: "One market of an event: outcomes with the fair probability and the offered " +
      "decimal odds.",
    component: "Market",
    used_by: ["GET /api/markets"],
    example: {
      market_id: "wsl:3f1c7a52:eventWinner",
      event_id: "wsl:3f1c7a52-8f3e-4c0e-9f62-0d6e3a1b2c4d",
      event_name: "Rip Curl Pro Bells Beach",
      sport: "wsl",
      market_type: "eventWinner",
      event_status: "UPCOMING",
      live: false,
      status: "OPEN",
      start_date: "2026-04-14T21:00:00.000Z",
      outcomes: [
        {
          outcome_id: "wsl:3f1c7a52:eventWinner:a1",
          id: "5b1e0c4a-7d2f-4b8e-9a6c-1f3d5e7a9b2c",
          probability: 0.31,
          odds: 2.95,
          status: "OPEN",
        },
        {
          outcome_id: "wsl:3f1c7a52:eventWinner:a2",
          id: "8c2d1e5b-3a4f-4c6d-8e9f-0a1b2c3d4e5f",
          probability: 0.22,
          odds: 4.1,
          status: "OPEN",
        },
      ],
    },
  },
  {
    name: "league",
    title: "League",
    description: "A league of the catalog (first catalog description).",
    component: "League",
    used_by: ["GET /v1/leagues", "GET /v1/leagues/{league_id}"],
    example: {
      id: "league_wsl",
      name: "World Surf League",
      sport: "wsl",
      tier: 1,
      region: "Global",
      status: "active",
      aliases: ["WSL", "Championship Tour"],
      metadata: { founded: "1976", total_events: 11 },
    },
  },
  {
    name: "termsheet",
    title: "Term sheet",
    description: "Generated partnership terms of a league: score, classification, flavor, terms.",
    component: "GenerateTermsResponse",
    used_by: ["POST /api/contracts/generate-terms"],
    example: {
      league_name: "Pacific Pickleball Tour",
      partnership_score: {
        overall_score: 0.68,
        tier: "Gold",
        components: {
          market_size: 0.61,
          data_quality: 0.74,
          integration_readiness: 0.7,
          betting_potential: 0.66,
          strategic_fit: 0.69,
        },
      },
      confidence: 0.82,
      classification: "Growth",
      aggressiveness_level: 0.5,
      aggressiveness_source: "recommended",
      flavor: "balanced",
      terms: {
        flavor: "balanced",
        tier: "Gold",
        length_months: 36,
        revenue_share_percent: 12,
        base_fee_usd: 200000,
        fee_multiplier: 1.25,
        annual_fee_usd: 250000,
        escalator_percent: 3,
        total_contract_value_usd: 772725,
        minimum_guarantee_usd: 125000,
        payment_schedule: "quarterly in advance",
        exclusivity: "Regional exclusivity for North America",
        support_level: "priority",
        termination_notice_days: 90,
      },
      note: null,
    },
  },
];

export const STYLE_NAMES = STYLES.map((s) => s.name);

/** Rows of a value, flattened to dotted paths (arrays by index). */
function flatten(value: unknown, prefix = ""): [string, string][] {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (!entries.length) return [[prefix, Array.isArray(value) ? "[]" : "{}"]];
    return entries.flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value === null ? "null" : String(value)]];
}

const csvCell = (s: string) => /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
const mdCell = (s: string) => s.replaceAll("|", "\\|").replaceAll("\n", " ");
const xmlText = (s: string) =>
  s.replace(/[&<>]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[ch]!);
const xmlName = (k: string) => /^[A-Za-z_][\w.-]*$/.test(k) ? k : `item`;

function toXml(value: unknown, name: string, indent = ""): string {
  if (Array.isArray(value)) {
    return `${indent}<${name}>\n${
      value.map((v) => toXml(v, "item", indent + "  ")).join("")
    }${indent}</${name}>\n`;
  }
  if (value !== null && typeof value === "object") {
    const inner = Object.entries(value).map(([k, v]) => toXml(v, xmlName(k), indent + "  ")).join(
      "",
    );
    return `${indent}<${name}>\n${inner}${indent}</${name}>\n`;
  }
  return `${indent}<${name}>${xmlText(value === null ? "" : String(value))}</${name}>\n`;
}

/** The example in each format (strings; JSON as the value itself). */
export function render(
  example: Record<string, unknown>,
  format: OutputFormat,
  root: string,
): unknown {
  const rows = flatten(example);
  switch (format) {
    case "json":
      return example;
    case "xml":
      return `<?xml version="1.0" encoding="UTF-8"?>\n${
        toXml(example, xmlName(root.replaceAll("-", "_")))
      }`;
    case "markdown":
      return [`### ${root}`, "", ...rows.map(([k, v]) => `- **${k}**: ${v}`), ""].join("\n");
    case "table":
      return [
        "| field | value |",
        "|---|---|",
        ...rows.map(([k, v]) => `| ${mdCell(k)} | ${mdCell(v)} |`),
        "",
      ]
        .join("\n");
    case "csv":
      return [
        rows.map(([k]) => csvCell(k)).join(","),
        rows.map(([, v]) => csvCell(v)).join(","),
        "",
      ].join("\n");
  }
}

export interface OutputStyle {
  name: string;
  title: string;
  description: string;
  component: string;
  schema_ref: string;
  used_by: string[];
  formats: OutputFormat[];
  schema?: unknown;
  example?: Record<string, unknown>;
  renderings?: Partial<Record<OutputFormat, unknown>>;
}

export interface StyleOptions {
  style_type?: StyleType;
  format_filter?: OutputFormat;
}

function describe(
  s: StyleDefinition,
  schemas: Record<string, unknown>,
  options: StyleOptions,
): OutputStyle {
  const formats = options.format_filter ? [options.format_filter] : [...OUTPUT_FORMATS];
  const withSchema = options.style_type !== "example";
  const withExample = options.style_type !== "schema";
  return {
    name: s.name,
    title: s.title,
    description: s.description,
    component: s.component,
    schema_ref: `/openapi.json#/components/schemas/${s.component}`,
    used_by: s.used_by,
    formats,
    ...(withSchema ? { schema: schemas[s.component] ?? null } : {}),
    ...(withExample
      ? {
        example: s.example,
        renderings: Object.fromEntries(formats.map((f) => [f, render(s.example, f, s.name)])),
      }
      : {}),
  };
}

/** Every style; `format_filter` keeps each style's rendering in that format only. */
export function listOutputStyles(schemas: Record<string, unknown>, options: StyleOptions = {}) {
  return STYLES.map((s) => describe(s, schemas, options));
}

export function getOutputStyle(
  name: string,
  schemas: Record<string, unknown>,
  options: StyleOptions = {},
): OutputStyle {
  const found = STYLES.find((s) => s.name === name);
  if (!found) {
    throw notFound(`unknown output style '${name}'; the styles are ${STYLE_NAMES.join(", ")}`, {
      parameter: "style_name",
    });
  }
  return describe(found, schemas, options);
}
