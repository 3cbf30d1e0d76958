/**
 * The MCP server of /mcp (routes/mcp/): the SDK's low-level `Server` over its web-standard
 * Streamable HTTP transport, stateless (a new server and transport per request, no session id),
 * so any instance or Workers isolate answers any request. Tools and resources come from the
 * service's registry (services/tools/), prompts from the prompt store (services/prompts/).
 * `McpServer` would keep a second copy of each tool and convert its schemas on every request;
 * the registry holds them once, and /mcp/call-tool answers with the same result.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  type CallToolRequest,
  CallToolRequestSchema,
  ErrorCode,
  type GetPromptRequest,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  type ReadResourceRequest,
  ReadResourceRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "@modelcontextprotocol/sdk/types.js";
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { AppError } from "../errors.ts";
import { listPrompts, type PromptContext, renderPrompt } from "../prompts/mod.ts";
import type { Logger } from "../logger.ts";
import { listResources, readResource, type ResourceSources } from "../tools/resources.ts";
import { type ToolContext, TOOLS } from "../tools/mod.ts";

/** The server's name and version (the service's release, routes/openapi.ts API_VERSION). */
export const serverInfo = (version: string) => ({
  name: "altsports-api",
  title: "AltSports data",
  version,
});
export const PROTOCOL_VERSIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
/** JSON-RPC's "resource not found" (MCP specification, resources). */
const RESOURCE_NOT_FOUND = -32002;

const INSTRUCTIONS = "Read-only access to alternative sports data: list_events and get_event " +
  "for events, get_event_odds and price_sgp for prices, list_futures and get_future_odds for " +
  "season futures, list_leagues, discover_leagues and evaluate_league for the catalog, " +
  "search_documents for answers with citations from the document corpus. " +
  "Resources: altsports://docs/overview.md first. Prompts: the prompt registry (odds-analyst, " +
  "league-scout...), filled with their arguments.";

/**
 * The server validates JSON Schemas only for elicitation, which it never asks for. The SDK's
 * default (Ajv) would be built on every request and compiles with `new Function`, which Workers
 * forbid.
 */
const NO_ELICITATION: jsonSchemaValidator = {
  getValidator: () => () => ({
    valid: false,
    data: undefined,
    errorMessage: "this server does not elicit input",
  }),
};

export interface McpRequestContext extends ToolContext {
  sources: ResourceSources;
  /** The prompt registry as the caller sees it (the shared prompts and its own). */
  prompts: PromptContext;
  /** The service's release, as the server's version. */
  version: string;
  logger: Logger;
  requestId: string;
}

function createServer(ctx: McpRequestContext): Server {
  const server = new Server(serverInfo(ctx.version), {
    capabilities: { tools: {}, resources: {}, prompts: {} },
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: NO_ELICITATION,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.describe() }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }: CallToolRequest) => {
    // MCP's answer to a tool it does not know is a protocol error, not a tool result.
    if (!TOOLS.has(params.name)) {
      throw new McpError(ErrorCode.InvalidParams, `unknown tool '${params.name}'`);
    }
    try {
      return await TOOLS.call(ctx, params.name, params.arguments);
    } catch (err) {
      throw internal(ctx, err);
    }
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: listResources() }));
  server.setRequestHandler(ReadResourceRequestSchema, ({ params }: ReadResourceRequest) => {
    try {
      return { contents: [readResource(ctx.sources, params.uri)] };
    } catch (err) {
      if (err instanceof AppError && err.kind === "not_found") {
        throw new McpError(RESOURCE_NOT_FOUND, err.message, { uri: params.uri });
      }
      throw internal(ctx, err);
    }
  });
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: await promptList(ctx.prompts),
  }));
  server.setRequestHandler(GetPromptRequestSchema, async ({ params }: GetPromptRequest) => {
    try {
      const prompt = await renderPrompt(ctx.prompts, params.name, params.arguments ?? {});
      return {
        description: `${prompt.slug} v${prompt.version} (${prompt.prompt_type})`,
        messages: [{
          role: "user" as const,
          content: { type: "text" as const, text: prompt.text },
        }],
      };
    } catch (err) {
      // An unknown prompt or a variable without a value: the client's mistake, named.
      if (err instanceof AppError && err.status < 500) {
        throw new McpError(ErrorCode.InvalidParams, err.message, err.details);
      }
      throw internal(ctx, err);
    }
  });
  return server;
}

/**
 * The caller's prompts as MCP prompts, named by slug: a slug the caller has and that is also
 * shared names the caller's own (as the registry reads it), so each name appears once.
 */
async function promptList(ctx: PromptContext) {
  const records = await listPrompts(ctx);
  const own = (r: { shared: boolean }) => (r.shared ? 1 : 0);
  const bySlug = new Map<string, (typeof records)[number]>();
  for (const record of records.toSorted((a, b) => own(a) - own(b))) {
    if (!bySlug.has(record.slug)) bySlug.set(record.slug, record);
  }
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug)).map((r) => ({
    name: r.slug,
    title: r.name,
    description: r.description || `${r.prompt_type} prompt ${r.name}`,
    arguments: r.variables.map((v) => ({
      name: v.name,
      ...(v.description ? { description: v.description } : {}),
      required: v.default === undefined,
    })),
  }));
}

/** An unexpected failure: logged with the request id, answered without its details. */
function internal({ logger, requestId }: McpRequestContext, err: unknown) {
  logger.error("mcp request failed", {
    requestId,
    error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  });
  return new McpError(ErrorCode.InternalError, `internal error; request id ${requestId}`);
}

/**
 * Answers one HTTP request of the Streamable HTTP transport. The body was read and checked
 * already (size, media type, JSON); responses are plain JSON, never a stream: a stateless
 * server has nothing to push after its answer.
 */
export async function handleMcp(
  ctx: McpRequestContext,
  request: Request,
  parsedBody: unknown,
): Promise<Response> {
  const server = createServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody });
  } finally {
    await server.close();
  }
}
