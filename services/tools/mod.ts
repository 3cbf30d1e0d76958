/** Every tool the service offers to agents, in one registry (MCP and /mcp/call-tool). */
import * as catalog from "./catalog.ts";
import * as events from "./events.ts";
import * as odds from "./odds.ts";
import * as retrieval from "./retrieval.ts";
import { createToolRegistry } from "./registry.ts";

export {
  createToolRegistry,
  type Tool,
  type ToolContext,
  type ToolDescription,
  type ToolRegistry,
  type ToolResult,
  type ToolServices,
} from "./registry.ts";

export const TOOLS = createToolRegistry([
  events.listEvents,
  events.getEvent,
  events.listParticipants,
  odds.getOdds,
  odds.priceParlay,
  odds.futures,
  odds.futureOddsTool,
  catalog.sports,
  catalog.leagues,
  catalog.league,
  catalog.teams,
  catalog.players,
  catalog.discovery,
  catalog.evaluate,
  catalog.research,
  retrieval.searchDocuments,
]);
