import { createRoute, z } from "@hono/zod-openapi";
import { Envelope, envelopeErrors, ErrorEnvelope } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { Health } from "../system/schemas.ts";
import {
  DiscoveredPrompt,
  DiscoveredTool,
  DiscoveryOverview,
  OutputStyle,
  OutputStyleList,
  PlayerParams,
  PromptList,
  PromptsQuery,
  Resource,
  ResourceList,
  ResourceParams,
  ServiceInfo,
  SlugParams,
  StyleParams,
  StylesQuery,
  ToolList,
  ToolParams,
  ToolsOverview,
  ToolsQuery,
} from "./schemas.ts";

const tags = ["Discovery"];
const security = securityOf(...PLATFORM_CREDENTIALS);
const ACCESS = " Platform credentials (login token, X-API-Key, OAuth token).";
const text = (description: string) => ({ schema: z.string().openapi({ description }) });

/** A page offered as JSON, HTML and markdown, chosen by Accept (`Vary: Accept`). */
const negotiated = <T extends z.ZodType>(schema: T, description: string) => ({
  description: description + " JSON by default; `text/html` for browsers; `text/markdown`. " +
    "Responses carry `Vary: Accept`.",
  content: {
    "application/json": { schema },
    "text/html": text("The same, as a page."),
    "text/markdown": text("The same, as markdown."),
  },
});

export const serviceInfo = createRoute({
  method: "get",
  path: "/",
  operationId: "getServiceInfo",
  tags,
  summary: "Service discovery",
  description: "What the service is (`name`, `version`, `status`, as spec 002's second " +
    "description) and a link to every route group. Needs no credentials.",
  responses: { 200: negotiated(ServiceInfo, "The service and its route groups.") },
});

export const tools = createRoute({
  method: "get",
  path: "/tools",
  operationId: "getToolsDiscovery",
  tags,
  summary: "Tools discovery",
  description: "Every tool of the registry (MCP `/mcp` and `/mcp/call-tool` serve the same) " +
    "and every agent with the tools it may call. Needs no credentials.",
  responses: { 200: negotiated(ToolsOverview, "Tools and agents.") },
});

export const llms = createRoute({
  method: "get",
  path: "/llms.txt",
  operationId: "getLlmsTxt",
  tags,
  summary: "The service for language models (llmstxt.org)",
  description: "A markdown summary with links to the documentation, every route group and the " +
    "tools. Needs no credentials.",
  responses: {
    200: {
      description: "llms.txt.",
      content: { "text/plain": text("Markdown, served as text/plain as llmstxt.org suggests.") },
    },
  },
});

export const explorer = createRoute({
  method: "get",
  path: "/api-explorer",
  operationId: "getApiExplorer",
  tags,
  summary: "Interactive API explorer",
  description: "A page over /openapi.json: pick an operation, fill its parameters and a " +
    "credential, send it, read the answer. Served whole by this service (no CDN). " +
    "`?operation=<operationId>` picks one on load; `&send=1` sends it. Needs no credentials.",
  responses: { 200: { description: "The page.", content: { "text/html": text("The page.") } } },
});

export const apiHealth = createRoute({
  method: "get",
  path: "/api/health",
  operationId: "getApiHealth",
  tags,
  summary: "Service health (spec 002's /api twin of /health)",
  description: "Healthy when the database answers. Needs no credentials.",
  responses: {
    200: jsonContent(Health, "Healthy."),
    503: jsonContent(
      z.union([Health, ErrorEnvelope]),
      "The database does not answer (Health), or the service could not start (ErrorEnvelope).",
    ),
  },
});

export const headshot = createRoute({
  method: "get",
  path: "/api/player-headshots/{player_id}",
  operationId: "getPlayerHeadshot",
  tags,
  summary: "Player headshot image",
  description: "An SVG drawn from the player alone: initials on the team's colours (derived " +
    "from the team id), the same for every request and instance. `ETag` and " +
    "`Cache-Control` let caches keep it; `If-None-Match` with the ETag answers 304." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { params: PlayerParams },
  responses: {
    200: {
      description: "The headshot.",
      headers: { ETag: { description: "The image's version.", schema: { type: "string" } } },
      content: { "image/svg+xml": text("An SVG image, 256×256.") },
    },
    304: {
      description: "Not modified: If-None-Match named the current ETag.",
      headers: { ETag: { description: "The image's version.", schema: { type: "string" } } },
    },
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const overview = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/",
  operationId: "getDiscoveryOverview",
  summary: "Discovery overview",
  description: "The sections of discovery and how many entries each holds." + ACCESS,
  responses: {
    200: jsonContent(Envelope(DiscoveryOverview), "The sections."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const prompts = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/prompts",
  operationId: "listDiscoveryPrompts",
  summary: "System prompts with summaries",
  description: "The shipped system prompts (services/prompts/seed_data): slug, category, " +
    "summary, variables and the agents that run with each; `include_content=true` adds the " +
    "text. A caller's own prompts are under /api/prompts." + ACCESS,
  request: { query: PromptsQuery },
  responses: {
    200: jsonContent(Envelope(PromptList), "The prompts."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const prompt = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/prompts/{slug}",
  operationId: "getDiscoveryPrompt",
  summary: "A system prompt in full",
  description: "One shipped system prompt with its text." + ACCESS,
  request: { params: SlugParams },
  responses: {
    200: jsonContent(Envelope(DiscoveredPrompt), "The prompt."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const toolList = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/tools",
  operationId: "listDiscoveryTools",
  summary: "Tools",
  description: "The tool registry, by category (events, odds, catalog, retrieval)." + ACCESS,
  request: { query: ToolsQuery },
  responses: {
    200: jsonContent(Envelope(ToolList), "The tools."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const tool = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/tools/{tool_name}",
  operationId: "getDiscoveryTool",
  summary: "Tool detail",
  description: "One tool: input and output JSON Schemas, annotations, agents, endpoints." +
    ACCESS,
  request: { params: ToolParams },
  responses: {
    200: jsonContent(Envelope(DiscoveredTool), "The tool."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const styles = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/output-styles",
  operationId: "listOutputStyles",
  summary: "Output styles",
  description: "The shapes the API answers with (event, odds market, league, term sheet): " +
    "the OpenAPI component's JSON Schema, an example and its renderings (json, xml, " +
    "markdown, table, csv). `style_type` keeps the schema or the example; `format_filter` " +
    "one format." + ACCESS,
  request: { query: StylesQuery },
  responses: {
    200: jsonContent(Envelope(OutputStyleList), "The styles."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const style = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/output-styles/{style_name}",
  operationId: "getOutputStyle",
  summary: "Output style detail",
  description: "One style with its schema, example and every rendering." + ACCESS,
  request: { params: StyleParams, query: StylesQuery },
  responses: {
    200: jsonContent(Envelope(OutputStyle), "The style."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const resources = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/resources",
  operationId: "listDiscoveryResources",
  summary: "Connected databases and resources",
  description: "The database, vector index, document store, job queue, cache, rate limiter " +
    "and Redis when configured: kind, engine, embedded or remote, status and counts. No URL, " +
    "host, token or key is ever shown." + ACCESS,
  responses: {
    200: jsonContent(Envelope(ResourceList), "The resources."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const resource = createRoute({
  tags,
  security,
  middleware: [platformGuard()] as const,
  method: "get",
  path: "/discovery/resources/{resource_name}",
  operationId: "getDiscoveryResource",
  summary: "Resource detail",
  description: "One resource, as in the list." + ACCESS,
  request: { params: ResourceParams },
  responses: {
    200: jsonContent(Envelope(Resource), "The resource."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});
