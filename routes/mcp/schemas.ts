import { z } from "@hono/zod-openapi";

const JsonObject = z.record(z.string(), z.unknown());

/** One JSON-RPC 2.0 message; the MCP transport checks the rest of its shape. */
const JsonRpcMessage = z.looseObject({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number()]).optional(),
  method: z.string().optional(),
  params: JsonObject.optional(),
}).openapi("JsonRpcMessage", {
  description: "A JSON-RPC 2.0 request or notification of the Model Context Protocol.",
  example: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
});

export const McpRequestBody = z.union([JsonRpcMessage, z.array(JsonRpcMessage).min(1).max(100)])
  .openapi({ description: "A JSON-RPC message, or (protocol 2025-03-26) a batch of them." });

export const JsonRpcResponse = z.looseObject({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  result: JsonObject.optional(),
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    data: z.unknown().optional(),
  }).optional(),
}).openapi("JsonRpcResponse", {
  description: "The JSON-RPC answer: `result`, or `error` (a protocol error such as an unknown " +
    "tool, -32602; a tool's own failure is a result with `isError: true`).",
});

export const McpResponseBody = z.union([JsonRpcResponse, z.array(JsonRpcResponse)]);

export const McpToolAnnotations = z.object({
  title: z.string().optional(),
  readOnlyHint: z.boolean().optional(),
  destructiveHint: z.boolean().optional(),
  idempotentHint: z.boolean().optional(),
  openWorldHint: z.boolean().optional(),
}).openapi("McpToolAnnotations");

export const McpTool = z.object({
  name: z.string().openapi({ example: "get_event_odds" }),
  title: z.string(),
  description: z.string(),
  inputSchema: JsonObject.openapi({ description: "JSON Schema of the arguments." }),
  outputSchema: JsonObject.openapi({ description: "JSON Schema of `structuredContent`." }),
  annotations: McpToolAnnotations,
}).openapi("McpTool", { description: "A tool as MCP's tools/list publishes it." });

export const McpToolList = z.object({
  tools: z.array(McpTool),
  total: z.number().int(),
}).openapi("McpToolList");

export const CallToolRequest = z.object({
  name: z.string().min(1).max(100).openapi({ example: "get_event_odds" }),
  arguments: JsonObject.default({}).openapi({
    description: "The tool's arguments (its inputSchema).",
    example: { eventId: "wsl:3f1c2a9e-7b4d-4e8a-9c1f-2d3b4a5c6e7f", oddType: "eventWinner" },
  }),
}).strict().openapi("McpCallToolRequest");

export const CallToolResult = z.object({
  content: z.array(z.object({ type: z.literal("text"), text: z.string() })).openapi({
    description: "The result as JSON text, or the error's message.",
  }),
  structuredContent: JsonObject.optional().openapi({
    description: "The result as an object (absent on errors).",
  }),
  isError: z.boolean().optional().openapi({
    description: "True when the tool refused: bad arguments (the message names them), or an " +
      "object that does not exist.",
  }),
}).openapi("McpCallToolResult", { description: "MCP's CallToolResult, as tools/call returns." });

const ServerInfo = z.object({
  name: z.string().openapi({ example: "altsports-api" }),
  title: z.string(),
  version: z.string(),
  url: z.string().openapi({ example: "/mcp" }),
  transport: z.literal("streamable-http"),
  stateless: z.boolean(),
  protocol_versions: z.array(z.string()),
  capabilities: z.object({ tools: z.number().int(), resources: z.number().int() }).openapi({
    description: "How many tools and resources the server offers.",
  }),
});

export const McpServers = z.object({ servers: z.array(ServerInfo) }).openapi("McpServers");

export const McpHealth = z.object({
  status: z.literal("healthy"),
  server: ServerInfo.optional().openapi({ description: "To callers with a credential." }),
  timestamp: z.string().openapi({ format: "date-time" }),
}).openapi("McpHealth");
