import { createRoute, z } from "@hono/zod-openapi";
import { DetailError } from "../envelope.ts";
import { authenticate } from "../middleware/auth.ts";
import { requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  CallToolRequest,
  CallToolResult,
  JsonRpcResponse,
  McpHealth,
  McpRequestBody,
  McpResponseBody,
  McpServers,
  McpToolList,
} from "./schemas.ts";

/** As on /v1: the first catalog's X-API-Key (a sandbox key reads the sandbox) or an ID token. */
const guard = (optional = false) =>
  authenticate({ accept: ["api_key", "id_token"], scope: "public", optional });
const security = securityOf("api_key", "id_token");
const tags = ["MCP"];

/** JSON-RPC messages are small; a tool's arguments are a few ids at most. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

export const mcp = createRoute({
  method: "post",
  path: "/mcp",
  operationId: "mcpStreamableHttp",
  tags,
  summary: "MCP server (Streamable HTTP)",
  description: "The Model Context Protocol endpoint: JSON-RPC messages (initialize, tools/list, " +
    "tools/call, resources/list, resources/read, ping) answered as JSON. Stateless: no " +
    "Mcp-Session-Id, any instance answers; GET and DELETE answer 405 (no server-initiated " +
    "stream, no session to end). The client's Accept must list application/json and " +
    "text/event-stream; a browser's Origin must be this host's or one of MCP_ALLOWED_ORIGINS. " +
    "Tools: /mcp/tools.",
  security,
  middleware: [guard(), requestBody({ maxBytes: MCP_MAX_BODY_BYTES })] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: McpRequestBody } } },
  },
  responses: {
    200: jsonContent(McpResponseBody, "The JSON-RPC response(s)."),
    202: { description: "Accepted: the body held only notifications or responses." },
    400: jsonContent(
      z.union([DetailError, JsonRpcResponse]),
      "Malformed: an unsupported X-API-Version (DetailError), or a message the protocol does " +
        "not take (JSON-RPC error).",
    ),
    403: jsonContent(
      DetailError,
      "An Origin this server does not serve, or a key without the `public` scope.",
    ),
    406: jsonContent(
      JsonRpcResponse,
      "Accept does not list both application/json and text/event-stream.",
    ),
  },
});

export const health = createRoute({
  method: "get",
  path: "/mcp/health",
  operationId: "getMcpHealth",
  tags,
  summary: "MCP server health",
  description: "`status` to anyone; with a credential, the server's description too.",
  security: [...security, {}],
  middleware: [guard(true)] as const,
  responses: { 200: jsonContent(McpHealth, "Healthy.") },
});

export const servers = createRoute({
  method: "get",
  path: "/mcp/servers",
  operationId: "listMcpServers",
  tags,
  summary: "MCP servers",
  description: "The MCP servers this service runs (one: /mcp) with their transport, protocol " +
    "versions and what they offer.",
  security,
  middleware: [guard()] as const,
  responses: { 200: jsonContent(McpServers, "The servers.") },
});

export const tools = createRoute({
  method: "get",
  path: "/mcp/tools",
  operationId: "listMcpTools",
  tags,
  summary: "MCP tools",
  description: "Every tool, as MCP's tools/list describes it: name, description, JSON Schemas " +
    "of its arguments and result, and annotations (all read the data; evaluate_league also " +
    "records the score it computes).",
  security,
  middleware: [guard()] as const,
  responses: { 200: jsonContent(McpToolList, "The tools.") },
});

export const callTool = createRoute({
  method: "post",
  path: "/mcp/call-tool",
  operationId: "callMcpTool",
  tags,
  summary: "Call an MCP tool",
  description: "Runs a tool by name, with the result MCP's tools/call gives: bad arguments and " +
    "objects that do not exist are a result with `isError: true` whose message names the " +
    "argument; an unknown tool is 404.",
  security,
  middleware: [guard(), requestBody({ maxBytes: MCP_MAX_BODY_BYTES })] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: CallToolRequest } } },
  },
  responses: {
    200: jsonContent(CallToolResult, "The tool's result (or its refusal, `isError: true`)."),
    404: jsonContent(DetailError, "No tool of that name."),
  },
});
