import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors, ErrorEnvelope } from "../envelope.ts";
import { authenticate, PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  AgentCards,
  BuildBody,
  BuiltPrompt,
  CreateBody,
  CreateQuery,
  Examples,
  ExamplesQuery,
  GetQuery,
  MemoryBuild,
  MemoryBuildBody,
  MemoryBuildQuery,
  MemoryStatus,
  Prompt,
  PromptParams,
  PromptSearch,
  PromptStats,
  SearchQuery,
  SeedResult,
  SeedSources,
  TierParams,
  UpdateBody,
  UpdateQuery,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Prompts"];
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });

const ACCESS = " Platform credentials (login token, X-API-Key, OAuth token); callers see the " +
  "shared prompts and their own (tenant admins: all). Reads need the `read` scope, the rest " +
  "`write`.";

const optionalBody = <T extends Parameters<typeof jsonContent>[0]>(schema: T) => ({
  body: { required: false, content: { "application/json": { schema } } },
});

/** 409 is not among envelopeErrors' statuses; the same body, for the routes that have it. */
const conflict = (description: string) => ({
  409: { description, content: { "application/json": { schema: ErrorEnvelope } } },
});

// Literal paths (search, build, stats, seed, seed-sources, memory/...) are registered before
// /api/prompts/{prompt_id} in routes/prompts/mod.ts: the router tries routes in that order.

export const search = createRoute({
  method: "get",
  path: "/api/prompts/search",
  operationId: "searchPrompts",
  tags,
  summary: "Search prompts by text or meaning",
  description: "Text (SQLite FTS5, BM25; the name weighs most) or, with `semantic=true`, " +
    "meaning: the query and each prompt embedded with the configured model (the local " +
    "hashed embedder by default, OpenAI-compatible by EMBEDDINGS=openai) and ranked by cosine. " +
    "Without `q`, every prompt the caller sees." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { query: SearchQuery },
  responses: {
    200: jsonContent(Envelope(PromptSearch), "Matching prompts, best first."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const build = createRoute({
  method: "post",
  path: "/api/prompts/build",
  operationId: "buildPrompt",
  tags,
  summary: "Build a prompt from recipe, agent, context, examples and output schema",
  description: "Parts, in order: the agent's system prompt and tool protocol (`agent`), the " +
    "`recipe` (a stored prompt) and an inline `template`, `context`, `examples` (few-shot " +
    "prompts or pairs) and `output_schema`. Every `{{variable}}` of every part needs a value " +
    "in `variables` or a default: the missing ones are one 422 naming each and its part " +
    "(`details.missing_variables`). Answers the prompt as text and as chat messages." + ACCESS,
  security,
  middleware: [platformGuard(), json()] as const,
  request: { body: { required: true, content: { "application/json": { schema: BuildBody } } } },
  responses: {
    200: jsonContent(Envelope(BuiltPrompt), "The prompt."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
  },
});

export const stats = createRoute({
  method: "get",
  path: "/api/prompts/stats",
  operationId: "getPromptStats",
  tags,
  summary: "Statistics of the prompts the caller sees",
  description: "Counts by type, shared and own, versions, variables, tags, few-shot examples " +
    "by business tier, and embeddings of the configured model." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(PromptStats), "The statistics."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const seed = createRoute({
  method: "post",
  path: "/api/prompts/seed",
  operationId: "seedPrompts",
  tags,
  summary: "Seed (or re-seed) the shared prompts and examples",
  description: "Writes the shipped seed set (GET /api/prompts/seed-sources) into the shared " +
    "prompts: missing ones are created, ones whose current version differs from the shipped " +
    "text get a new version restoring it (history kept), the rest are left alone, so a second " +
    "call changes nothing. A first start with demo data seeds too. Takes no body. Needs an " +
    "admin signed in or an admin key with the `admin` scope.",
  security,
  middleware: [
    authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin"], tenantAdmin: true }),
  ] as const,
  responses: {
    200: jsonContent(Envelope(SeedResult), "What the seed did."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const seedSources = createRoute({
  method: "get",
  path: "/api/prompts/seed-sources",
  operationId: "listPromptSeedSources",
  tags,
  summary: "The seed data shipped with the service",
  description: "Each source of POST /api/prompts/seed (system prompts, few-shot examples) and " +
    "the agent registry: where it lives in the repository, what it holds, its checksum." +
    ACCESS,
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(SeedSources), "The sources."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const memoryStatus = createRoute({
  method: "get",
  path: "/api/prompts/memory/status",
  operationId: "getPromptMemoryStatus",
  tags,
  summary: "Status of the memory system",
  description: "Whether the shipped set is seeded and current, what the caller sees, the " +
    "agents' prompts, and how many prompts are embedded with the configured model." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(MemoryStatus), "The status."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const memoryBuild = createRoute({
  method: "post",
  path: "/api/prompts/memory/build",
  operationId: "buildPromptFromMemory",
  tags,
  summary: "Build a prompt for a request from memory, with fallback",
  description: "The system prompt closest in meaning to `query` (cosine ≥ `threshold`; " +
    "otherwise the shared `general-assistant`, or a built-in text when nothing is seeded), " +
    "then up to `max_examples` few-shot examples: of `business_tier` and `scenario`, widened " +
    "to the tier, then the scenario, then the closest to the query; `fallback.steps` names " +
    "each fallback taken. The body's `variables` fill the system prompt; any left without a " +
    "value stay as `{{name}}` and are listed in `missing_variables`." + ACCESS,
  security,
  middleware: [platformGuard(), json()] as const,
  request: { query: MemoryBuildQuery, ...optionalBody(MemoryBuildBody) },
  responses: {
    200: jsonContent(Envelope(MemoryBuild), "The prompt and how it was chosen."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});

export const memoryExamples = createRoute({
  method: "get",
  path: "/api/prompts/memory/examples/{tier}",
  operationId: "listFewShotExamples",
  tags,
  summary: "Few-shot examples of a business tier",
  description: "The tier's `few_shot` prompts (shared and the caller's own), of one " +
    "`scenario` when given. An unknown tier is 422." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { params: TierParams, query: ExamplesQuery },
  responses: {
    200: jsonContent(Envelope(Examples), "The examples."),
    ...envelopeErrors(400, 401, 403, 422, 429),
  },
});

export const memoryAgents = createRoute({
  method: "get",
  path: "/api/prompts/memory/agents",
  operationId: "listPromptAgents",
  tags,
  summary: "Agents with their capabilities",
  description: "The agent registry (services/agents/registry.ts): each agent's capabilities, " +
    "the tools it may call and its system prompt in the store." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(AgentCards), "The agents."),
    ...envelopeErrors(400, 401, 403, 429),
  },
});

export const get = createRoute({
  method: "get",
  path: "/api/prompts/{prompt_id}",
  operationId: "getPrompt",
  tags,
  summary: "One prompt",
  description: "By id or slug, with its version list; `version` reads an older version. " +
    "Another owner's prompt is 404." + ACCESS,
  security,
  middleware: [platformGuard()] as const,
  request: { params: PromptParams, query: GetQuery },
  responses: {
    200: jsonContent(Envelope(Prompt), "The prompt."),
    ...envelopeErrors(400, 401, 403, 404, 422, 429),
  },
});

export const update = createRoute({
  method: "put",
  path: "/api/prompts/{prompt_id}",
  operationId: "updatePrompt",
  tags,
  summary: "Update a prompt (a new version)",
  description: "Fields in the query (`content`, `name`, `description`) or the JSON body (also " +
    "`prompt_type`, `tags`, `labels`, `variables`); a field sent in both must have the same " +
    "value (422 otherwise). Any change makes a new version (the old stay readable); a PUT " +
    "that changes nothing makes none. Shared prompts are changed by admins only (403)." +
    ACCESS,
  security,
  middleware: [platformGuard(), json()] as const,
  request: { params: PromptParams, query: UpdateQuery, ...optionalBody(UpdateBody) },
  responses: {
    200: jsonContent(Envelope(Prompt), "The prompt, at its new version."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
    ...conflict("CONFLICT: another update made a version meanwhile; read it and retry."),
  },
});

export const create = createRoute({
  method: "post",
  path: "/api/prompts",
  operationId: "createPrompt",
  tags,
  summary: "Create a prompt",
  description: "`name` and `content` are required, in the query (as spec 002 lists them) or " +
    "the JSON body; `prompt_type` (default `user`) and `description` too; the body adds " +
    "`slug`, `tags`, `labels` and `variables`. A field sent in both must have the same value. " +
    "The template's `{{variable}}` placeholders are parsed; declared `variables` must match " +
    "them. The prompt is the caller's (version 1); 409 when the caller has one of this slug." +
    ACCESS,
  security,
  middleware: [platformGuard(), json()] as const,
  request: { query: CreateQuery, ...optionalBody(CreateBody) },
  responses: {
    201: jsonContent(Envelope(Prompt), "The prompt."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
    ...conflict("CONFLICT: the caller has a prompt of this slug."),
  },
});
