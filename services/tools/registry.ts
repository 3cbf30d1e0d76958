/**
 * The tool registry: our read operations as named tools with a description, a zod input schema,
 * an output schema and MCP annotations, each run over the service's own verbs with the caller's
 * dependencies (a sandbox key's are the sandbox's) and principal (so catalog visibility holds).
 * The MCP server (`/mcp`) and the REST view of it (`/mcp/tools`, `/mcp/call-tool`) both read it,
 * so a tool answers the same through either.
 */
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { AiProvider } from "../ai/mod.ts";
import type { Embedder } from "../ai/embeddings.ts";
import type { Principal } from "../auth/principal.ts";
import type { JsonCache } from "../cache.ts";
import { AppError, notFound } from "../errors.ts";
import type { Pricer } from "../pricing/mod.ts";

/** What a tool may use: the caller's environment's data and services. */
export interface ToolServices {
  db: Database;
  cache: JsonCache;
  pricer: Pricer;
  ai: AiProvider;
  embedder: Embedder;
  clock: () => Date;
}

export interface ToolContext {
  services: ToolServices;
  /** The caller, for the catalog's visibility rules. */
  principal?: Principal;
}

/** MCP's tool annotations (hints for clients; every tool here is closed-world). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

// deno-lint-ignore no-explicit-any
type AnyObject = z.ZodObject<any>;

export interface Tool<I extends AnyObject = AnyObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  /** The result's shape (an object: MCP's structuredContent is one). */
  output: AnyObject;
  annotations: ToolAnnotations;
  /**
   * The services' names of parameters this tool calls differently (`{ id: "league_id" }`), so
   * that an error names the tool's own argument.
   */
  renames?: Record<string, string>;
  run(ctx: ToolContext, args: z.output<I>): Promise<Record<string, unknown>>;
}

/** Reads with no effect on anything: the hints of almost every tool. */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

export const defineTool = <I extends AnyObject>(tool: Tool<I>): Tool => tool as unknown as Tool;

/** A tool as MCP's `tools/list` and `/mcp/tools` publish it. */
export interface ToolDescription {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: "object"; [key: string]: unknown };
  outputSchema: { type: "object"; [key: string]: unknown };
  annotations: ToolAnnotations;
}

/** MCP's CallToolResult, as both surfaces return it. */
export interface ToolResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** What is wrong with the arguments, one clause per problem, each naming its argument. */
function argumentProblems(error: z.ZodError): string {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      const names = issue.keys.map((k) => path ? `${path}.${k}` : k);
      return `unknown argument${names.length > 1 ? "s" : ""} ${names.join(", ")}`;
    }
    return path ? `argument '${path}': ${issue.message}` : issue.message;
  }).join("; ");
}

/** Errors the caller can act on become the tool's error result; anything else is a crash. */
function errorResult(message: string): ToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

export interface ToolRegistry {
  readonly tools: readonly Tool[];
  describe(): ToolDescription[];
  has(name: string): boolean;
  /**
   * Runs a tool. Bad arguments and the service's own refusals (not found, invalid for this
   * event...) are an `isError` result naming the argument; an unknown tool is a NotFound.
   */
  call(ctx: ToolContext, name: string, args: unknown): Promise<ToolResult>;
}

export function createToolRegistry(tools: readonly Tool[]): ToolRegistry {
  const byName = new Map(tools.map((t) => [t.name, t]));
  if (byName.size !== tools.length) throw new Error("two tools share a name");
  // JSON Schemas are the same for every request: made once.
  const descriptions: ToolDescription[] = tools.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: jsonSchemaOf(t.input, "input"),
    outputSchema: jsonSchemaOf(t.output, "output"),
    annotations: { title: t.title, ...t.annotations },
  }));
  return {
    tools,
    describe: () => descriptions,
    has: (name) => byName.has(name),
    async call(ctx, name, args) {
      const tool = byName.get(name);
      if (!tool) {
        throw notFound(`unknown tool '${name}'; the tools are ${[...byName.keys()].join(", ")}`, {
          parameter: "name",
        });
      }
      const parsed = tool.input.safeParse(args ?? {});
      if (!parsed.success) {
        return errorResult(`invalid arguments for ${name}: ${argumentProblems(parsed.error)}`);
      }
      let value: Record<string, unknown>;
      try {
        value = await tool.run(ctx, parsed.data);
      } catch (err) {
        if (err instanceof AppError && err.status < 500) {
          const parameter = err.details.parameter;
          const argument = parameter && (tool.renames?.[parameter] ?? parameter);
          return errorResult(argument ? `argument '${argument}': ${err.message}` : err.message);
        }
        throw err;
      }
      return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value };
    },
  };
}

function jsonSchemaOf(schema: AnyObject, io: "input" | "output") {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  delete json.$schema;
  return json as ToolDescription["inputSchema"];
}
