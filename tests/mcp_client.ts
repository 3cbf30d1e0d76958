/**
 * A real MCP client for the tests: the SDK's `Client` over its Streamable HTTP transport,
 * against the app served on a real port (as an agent would reach it).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { TestContext } from "./helpers.ts";

export interface Served {
  /** The /mcp endpoint's URL. */
  url: URL;
  /** A connected (initialized) client sending these headers. */
  connect(headers: Record<string, string>): Promise<Client>;
  close(): Promise<void>;
}

export function serve(ctx: TestContext): Served {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (request) => ctx.app.fetch(request),
  );
  const url = new URL(`http://127.0.0.1:${server.addr.port}/mcp`);
  const clients: Client[] = [];
  return {
    url,
    async connect(headers) {
      const client = new Client({ name: "altsports-tests", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await server.shutdown();
    },
  };
}

/** The JSON a tool result carries, once it is not an error. */
export function resultOf<T = Record<string, unknown>>(result: unknown): T {
  const r = result as { isError?: boolean; content: { text: string }[]; structuredContent: T };
  if (r.isError) throw new Error(`tool error: ${r.content[0]?.text}`);
  return r.structuredContent;
}

/** The message of an `isError` tool result. */
export function toolError(result: unknown): string {
  const r = result as { isError?: boolean; content: { type: string; text: string }[] };
  if (!r.isError) throw new Error(`expected a tool error, got ${JSON.stringify(r).slice(0, 200)}`);
  return r.content.map((c) => c.text).join("\n");
}
