import type { Context } from "hono";
import { forbidden } from "../../services/errors.ts";
import { listResources } from "../../services/tools/resources.ts";
import { TOOLS } from "../../services/tools/mod.ts";
import { callerOf } from "../middleware/auth.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";
import {
  handleMcp,
  type McpRequestContext,
  PROTOCOL_VERSIONS,
  serverInfo as infoOf,
} from "../../services/mcp/mod.ts";
import { API_VERSION } from "../openapi.ts";

/** The caller's tools: its environment's data (the sandbox's for a sandbox key), as it sees it. */
const contextOf = (c: Context<AppEnv>, openapi: () => unknown): McpRequestContext => {
  const deps = c.get("deps");
  return {
    services: deps,
    principal: callerOf(c),
    sources: { tools: TOOLS, openapi },
    prompts: { db: deps.db, embedder: deps.embedder, clock: deps.clock, principal: callerOf(c) },
    logger: deps.logger,
    requestId: c.get("requestId"),
    version: API_VERSION,
  };
};

/**
 * Browsers send Origin; a page of another site must not drive the server with the visitor's
 * credentials (DNS rebinding included). Clients that are not browsers send none.
 */
function checkOrigin(c: Context<AppEnv>) {
  const origin = c.req.header("Origin");
  if (!origin) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch { /* not a URL: refused below */ }
  if (host && host === (c.req.header("Host") ?? new URL(c.req.url).host)) return;
  if (c.get("deps").config.MCP_ALLOWED_ORIGINS.includes(origin)) return;
  throw forbidden(`Origin ${origin} may not call this MCP server`, { parameter: "Origin" });
}

export const mcp = (openapi: () => unknown): AppRouteHandler<typeof routes.mcp> => async (c) => {
  checkOrigin(c);
  const response = await handleMcp(contextOf(c, openapi), c.req.raw, c.req.valid("json"));
  // Through the context, so the answer keeps the headers every response carries (request id,
  // version, rate limits).
  // The body as a string (JSON responses only, never a stream): runtimes send a string faster.
  return c.newResponse(
    response.body && await response.text(),
    response.status as 200 | 202 | 400 | 406,
    Object.fromEntries(response.headers),
    // deno-lint-ignore no-explicit-any
  ) as any;
};

/** GET (a server-initiated stream) and DELETE (ending a session): neither exists when stateless. */
export const methodNotAllowed = (c: Context<AppEnv>) =>
  c.json(
    {
      detail: `${c.req.method} is not served: this MCP server is stateless (POST only)`,
      status_code: 405,
      timestamp: c.get("deps").clock().toISOString(),
    },
    405,
    { Allow: "POST" },
  );

const serverInfo = () => ({
  ...infoOf(API_VERSION),
  url: "/mcp",
  transport: "streamable-http" as const,
  stateless: true,
  protocol_versions: [...PROTOCOL_VERSIONS],
  capabilities: { tools: TOOLS.tools.length, resources: listResources().length },
});

export const health: AppRouteHandler<typeof routes.health> = (c) => {
  const timestamp = c.get("deps").clock().toISOString();
  const server = callerOf(c) ? serverInfo() : undefined;
  return c.json({ status: "healthy" as const, ...(server ? { server } : {}), timestamp }, 200);
};

export const servers: AppRouteHandler<typeof routes.servers> = (c) =>
  c.json({ servers: [serverInfo()] }, 200);

export const tools: AppRouteHandler<typeof routes.tools> = (c) => {
  const tools = TOOLS.describe();
  return c.json({ tools, total: tools.length }, 200);
};

export const callTool =
  (openapi: () => unknown): AppRouteHandler<typeof routes.callTool> => async (c) => {
    const { name, arguments: args } = c.req.valid("json");
    return c.json(await TOOLS.call(contextOf(c, openapi), name, args), 200);
  };
