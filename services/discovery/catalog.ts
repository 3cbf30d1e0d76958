/**
 * What agents and clients can use, read from the registries themselves: the tool registry
 * (services/tools/) grouped by category, the agents (services/agents/registry.ts) and the
 * shipped system prompts (services/prompts/seed_data/). Only shipped, shared prompts are listed
 * here: a caller's own prompts stay behind /api/prompts and its ownership rules.
 */
import { AGENTS } from "../agents/registry.ts";
import { notFound } from "../errors.ts";
import { SYSTEM_PROMPTS } from "../prompts/seed_data/system_prompts.ts";
import * as catalogTools from "../tools/catalog.ts";
import * as eventTools from "../tools/events.ts";
import * as oddsTools from "../tools/odds.ts";
import * as retrievalTools from "../tools/retrieval.ts";
import { type ToolDescription, TOOLS } from "../tools/mod.ts";
import { escapeHtml, htmlPage } from "./service_info.ts";

export const TOOL_CATEGORIES = ["events", "odds", "catalog", "retrieval"] as const;
export type ToolCategory = typeof TOOL_CATEGORIES[number];

const namesOf = (module: Record<string, unknown>) =>
  Object.values(module).flatMap((v) =>
    v && typeof v === "object" && "run" in v && "name" in v ? [String(v.name)] : []
  );

/** The category of each tool: the module of services/tools/ that defines it. */
const CATEGORY_OF = new Map<string, ToolCategory>([
  ...namesOf(eventTools).map((n) => [n, "events"] as const),
  ...namesOf(oddsTools).map((n) => [n, "odds"] as const),
  ...namesOf(catalogTools).map((n) => [n, "catalog"] as const),
  ...namesOf(retrievalTools).map((n) => [n, "retrieval"] as const),
]);

export interface DiscoveredTool extends ToolDescription {
  category: ToolCategory;
  /** The agents that may call it. */
  agents: string[];
  /** Where it can be called. */
  endpoints: { mcp: string; rest: string };
}

function discovered(t: ToolDescription): DiscoveredTool {
  return {
    ...t,
    category: CATEGORY_OF.get(t.name) ?? "catalog",
    agents: AGENTS.filter((a) => (a.tools as readonly string[]).includes(t.name)).map((a) => a.id),
    endpoints: { mcp: "/mcp (tools/call)", rest: "/mcp/call-tool" },
  };
}

export function listTools(filter: { category?: ToolCategory } = {}): DiscoveredTool[] {
  return TOOLS.describe().map(discovered).filter((t) =>
    !filter.category || t.category === filter.category
  );
}

export function getTool(name: string): DiscoveredTool {
  const found = TOOLS.describe().find((t) => t.name === name);
  if (!found) {
    throw notFound(`unknown tool '${name}'; GET /discovery/tools lists them`, {
      parameter: "tool_name",
    });
  }
  return discovered(found);
}

export function listAgents() {
  return AGENTS.map((a) => ({
    id: a.id,
    name: a.name,
    description: a.description,
    prompt_slug: a.prompt_slug,
    tools: [...a.tools],
    capabilities: [...a.capabilities],
    invoke: `/v1/agents/${a.id}/invoke`,
  }));
}

/** The prompt categories: the seed's prompt types. */
export const PROMPT_CATEGORIES = [...new Set(SYSTEM_PROMPTS.map((p) => p.type))].sort();

export interface DiscoveredPrompt {
  slug: string;
  name: string;
  category: string;
  summary: string;
  tags: string[];
  variables: string[];
  agents: string[];
  content?: string;
}

function described(p: typeof SYSTEM_PROMPTS[number], withContent: boolean): DiscoveredPrompt {
  return {
    slug: p.slug,
    name: p.name,
    category: p.type,
    summary: p.description,
    tags: [...p.tags],
    variables: [...new Set([...p.content.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]))],
    agents: AGENTS.filter((a) => a.prompt_slug === p.slug).map((a) => a.id),
    ...(withContent ? { content: p.content } : {}),
  };
}

export function listPrompts(
  filter: { category?: string; include_content?: boolean } = {},
): DiscoveredPrompt[] {
  return SYSTEM_PROMPTS.filter((p) => !filter.category || p.type === filter.category)
    .map((p) => described(p, filter.include_content ?? false));
}

export function getPrompt(slug: string): DiscoveredPrompt {
  const found = SYSTEM_PROMPTS.find((p) => p.slug === slug);
  if (!found) {
    throw notFound(`unknown prompt '${slug}'; GET /discovery/prompts lists them`, {
      parameter: "slug",
    });
  }
  return described(found, true);
}

/** GET /tools: the tools and the agents, and their markdown and HTML renderings. */
export function toolsOverview() {
  return { tools: listTools(), agents: listAgents() };
}

export function toolsMarkdown(overview: ReturnType<typeof toolsOverview>): string {
  return [
    "# Tools",
    "",
    "| Tool | Category | Description | Agents |",
    "|---|---|---|---|",
    ...overview.tools.map((t) =>
      `| \`${t.name}\` | ${t.category} | ${t.description.split("\n")[0].replaceAll("|", "\\|")} | ${
        t.agents.join(", ")
      } |`
    ),
    "",
    "# Agents",
    "",
    ...overview.agents.map((a) =>
      `- **${a.name}** (\`${a.id}\`): ${a.description} Tools: ${a.tools.join(", ")}.`
    ),
    "",
  ].join("\n");
}

export function toolsHtml(overview: ReturnType<typeof toolsOverview>): string {
  const tool = (t: DiscoveredTool) =>
    `<tr id="tool-${escapeHtml(t.name)}"><td><code>${escapeHtml(t.name)}</code></td><td>${
      escapeHtml(t.category)
    }</td><td>${escapeHtml(t.description.split("\n")[0])}</td><td>${
      escapeHtml(t.agents.join(", "))
    }</td></tr>`;
  const agent = (a: ReturnType<typeof listAgents>[number]) =>
    `<li id="agent-${escapeHtml(a.id)}"><strong>${escapeHtml(a.name)}</strong> (<code>${
      escapeHtml(a.id)
    }</code>): ${escapeHtml(a.description)} Tools: ${escapeHtml(a.tools.join(", "))}.</li>`;
  return htmlPage(
    "Tools",
    `<h1>Tools</h1>
<table id="tools"><thead><tr><th>Tool</th><th>Category</th><th>Description</th><th>Agents</th></tr></thead>
<tbody>
${overview.tools.map(tool).join("\n")}
</tbody></table>
<h2>Agents</h2>
<ul id="agents">
${overview.agents.map(agent).join("\n")}
</ul>`,
  );
}
