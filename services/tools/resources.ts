/**
 * The documents the MCP server offers as resources: an overview of the API for agents (in the
 * spirit of llms.txt), the sports' formats and markets, and the OpenAPI document.
 */
import { FUTURE_TYPES, futureTypesFor, offersFutures } from "../pricing/futures.ts";
import { offeredOddTypes } from "../pricing/mod.ts";
import { SPORTS } from "../sports/catalog.ts";
import { notFound } from "../errors.ts";
import type { ToolRegistry } from "./registry.ts";

export interface ResourceSources {
  tools: ToolRegistry;
  /** The OpenAPI document as /openapi.json serves it. */
  openapi(): unknown;
}

export interface ResourceDescription {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

export interface ResourceContents {
  uri: string;
  mimeType: string;
  text: string;
}

interface Document extends ResourceDescription {
  read(sources: ResourceSources): string;
}

function overview({ tools }: ResourceSources): string {
  const lines = [
    "# Alternative sports data and partnership API",
    "",
    "> Events, scores, odds for 16 market types, same-game parlays and season futures for 31 " +
    "alternative sport types, all priced from one model per event; a catalog of leagues, teams " +
    "and players with discovery search and partnership evaluation.",
    "",
    "## Surfaces",
    "- `/api/v1/public/...`: the public sports data API (X-API-KEY).",
    "- `/v1/...`: the catalog (X-API-Key or a bearer ID token).",
    "- `/api/v1/...`: the partnership platform (login tokens, service keys, OAuth).",
    "- `/mcp`: this MCP server (Streamable HTTP, stateless; X-API-Key or a bearer ID token). " +
    "A sandbox key reads the sandbox's data.",
    "- `/openapi.json`: the OpenAPI 3.1 document; `/docs`: the interactive reference.",
    "",
    "## Tools",
    ...tools.describe().map((t) => `- \`${t.name}\`: ${t.description}`),
    "",
    "## Prompts",
    "The prompt registry (`/api/prompts`): the shared prompts and the caller's own, by slug " +
    "(prompts/list), filled with their `{{variables}}` as arguments (prompts/get).",
    "",
    "## Resources",
    ...DOCUMENTS.map((d) => `- \`${d.uri}\`: ${d.description}`),
    "",
  ];
  return lines.join("\n");
}

function sportRules(): string {
  return JSON.stringify(
    SPORTS.map((def) => {
      const starters = def.teams
        ? 2
        : def.rounds[0]
        ? def.rounds[0].heats * def.rounds[0].size
        : def.roster;
      return {
        sportType: def.sportType,
        name: def.name,
        tour: def.tour,
        format: def.format,
        gender: def.gender,
        rounds: def.rounds.map((r) => ({
          name: r.name,
          heats: r.heats,
          size: r.size,
          draw: r.draw,
          ...(r.advance ? { advance: r.advance } : {}),
          ...(r.laps ? { laps: r.laps } : {}),
        })),
        standings: def.standings,
        ...(def.teams ? { teams: def.teams.count, playersPerTeam: def.teams.players } : {}),
        markets: offeredOddTypes(def.format, starters),
        futures: offersFutures(def)
          ? futureTypesFor(def, def.teams ? def.teams.count : def.roster)
          : ([] as typeof FUTURE_TYPES[number][]),
      };
    }),
    null,
    2,
  );
}

const DOCUMENTS: Document[] = [
  {
    uri: "altsports://docs/overview.md",
    name: "overview",
    title: "API overview for agents",
    description: "What the service offers, its surfaces and credentials, and every tool.",
    mimeType: "text/markdown",
    read: overview,
  },
  {
    uri: "altsports://sports/rules.json",
    name: "sport-rules",
    title: "Sports, formats and markets",
    description: "Each of the 31 sport types: tour, format, rounds and heats, how standings " +
      "are read, the markets offered and the futures.",
    mimeType: "application/json",
    read: sportRules,
  },
  {
    uri: "altsports://openapi.json",
    name: "openapi",
    title: "OpenAPI document",
    description: "The service's OpenAPI 3.1 document, as GET /openapi.json serves it.",
    mimeType: "application/json",
    read: (sources) => JSON.stringify(sources.openapi()),
  },
];

export const listResources = (): ResourceDescription[] =>
  DOCUMENTS.map(({ read: _, ...description }) => description);

/** One document's contents; NotFound for a URI that names none. */
export function readResource(sources: ResourceSources, uri: string): ResourceContents {
  const document = DOCUMENTS.find((d) => d.uri === uri);
  if (!document) throw notFound(`no resource ${uri}`, { parameter: "uri" });
  return { uri, mimeType: document.mimeType, text: document.read(sources) };
}
