import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/**
 * The MCP server at /mcp and spec 002's REST view of the same tool registry (/mcp/health,
 * /mcp/servers, /mcp/tools, /mcp/call-tool). `openapi` gives the document served as a resource.
 */
export function mcpRoutes(openapi: () => unknown) {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.mcp, handlers.mcp(openapi));
  router.on(["GET", "DELETE"], "/mcp", handlers.methodNotAllowed);
  router.openapi(routes.health, handlers.health);
  router.openapi(routes.servers, handlers.servers);
  router.openapi(routes.tools, handlers.tools);
  router.openapi(routes.callTool, handlers.callTool(openapi));
  return router;
}
