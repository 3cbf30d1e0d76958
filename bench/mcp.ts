/**
 * `deno task bench:mcp`: MCP `tools/call` of an odds read (get_event_odds, eventWinner of the
 * next F1 race) against the service served by `deno serve main.ts` in its own process, as an
 * agent reaches it. Three figures, each with its p50 and p99 (target: p99 ≤ 20 ms):
 *   1. the SDK's Client over Streamable HTTP, one call at a time (what one agent sees);
 *   2. BENCH_MCP_CLIENTS such clients at once (default 8);
 *   3. wrk posting the JSON-RPC request (stateless: no initialize needed), beside the REST
 *      GET of the same market, with the same settings (BENCH_DURATION s, BENCH_CONNECTIONS).
 * BENCH_MCP_CALLS (default 2000) sets the calls of 1 and 2. wrk is optional (apt-get install wrk).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { start as startScript, wrk as wrkRun, type WrkResult } from "./wrk.ts";

const calls = Number(Deno.env.get("BENCH_MCP_CALLS") ?? 2000);
const parallel = Number(Deno.env.get("BENCH_MCP_CLIENTS") ?? 8);
const duration = Number(Deno.env.get("BENCH_DURATION") ?? 10);
const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 16);
const KEY = "bench-key-0123456789";
const root = new URL("..", import.meta.url);

const start = (env: Record<string, string>) => startScript("main.ts", env);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A row of the table: the SDK's clients are measured here, wrk's runs by bench/wrk.ts. */
type Row = WrkResult;

function rowOf(name: string, latencies: number[], seconds: number, errors: number): Row {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    name,
    calls: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
  };
}

async function connect(url: URL) {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(url, { requestInit: { headers: { "X-API-Key": KEY } } }),
  );
  return client;
}

/** `n` calls one after another on one client; each call's latency in ms. */
async function timeCalls(client: Client, n: number, args: Record<string, unknown>) {
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const result = await client.callTool({ name: "get_event_odds", arguments: args });
    latencies.push(performance.now() - started);
    if (result.isError) errors++;
  }
  return { latencies, errors };
}

const wrk = (name: string, url: string, headers: Record<string, string>, script?: string) =>
  wrkRun(name, url, { headers, script, connections, duration });

const dataDir = await Deno.makeTempDir({ prefix: "altsports-bench-mcp-" });
const app = await start({
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  DEMO_API_KEY: KEY,
  // The key's rate limit runs on every call (its cost is in the figures), never refusing one.
  RATE_LIMITS: JSON.stringify({
    api_key: "999999999/minute,999999999/hour",
    ...Object.fromEntries(
      ["free", "standard", "premium", "enterprise"].map((plan) => [
        `catalog_${plan}`,
        "999999999/minute,999999999/day",
      ]),
    ),
  }),
});
try {
  const auth = { "X-API-Key": KEY };
  const race = (await fetch(`${app.base}/api/v1/public/events?sportType=f1&eventStatus=NEXT`, {
    headers: { "X-API-KEY": KEY },
  }).then((r) => r.json()))[0];
  const args = { eventId: race.id, oddType: "eventWinner" };
  const restUrl = `${app.base}/api/v1/public/events/${encodeURIComponent(race.id)}/eventWinner`;
  const url = new URL(`${app.base}/mcp`);

  // The tool answers what the REST route answers.
  const client = await connect(url);
  const first = await client.callTool({ name: "get_event_odds", arguments: args });
  const rest = await fetch(restUrl, { headers: { "X-API-KEY": KEY } }).then((r) => r.json());
  if (JSON.stringify(first.structuredContent) !== JSON.stringify(rest)) {
    throw new Error("get_event_odds differs from GET /events/{eventId}/eventWinner");
  }
  await timeCalls(client, 200, args); // warm-up: JIT, caches, connections

  const rows: Row[] = [];
  let started = performance.now();
  const one = await timeCalls(client, calls, args);
  rows.push(
    rowOf(
      "SDK Client, 1 at a time",
      one.latencies,
      (performance.now() - started) / 1000,
      one.errors,
    ),
  );

  const clients: Client[] = await Promise.all(
    Array.from({ length: parallel }, () => connect(url)),
  );
  started = performance.now();
  const runs = await Promise.all(
    clients.map((c) => timeCalls(c, Math.ceil(calls / parallel), args)),
  );
  rows.push(rowOf(
    `SDK Client × ${parallel} at once`,
    runs.flatMap((r) => r.latencies),
    (performance.now() - started) / 1000,
    runs.reduce((n, r) => n + r.errors, 0),
  ));
  await Promise.all([client, ...clients].map((c) => c.close()));

  const hasWrk = (await new Deno.Command("sh", { args: ["-c", "command -v wrk"] }).output())
    .success;
  if (hasWrk) {
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_event_odds", arguments: args },
    });
    const lua = `${dataDir}/mcp.lua`;
    await Deno.writeTextFile(
      lua,
      `wrk.method = "POST"\nwrk.body = '${body}'\n` +
        `wrk.headers["Content-Type"] = "application/json"\n` +
        `wrk.headers["Accept"] = "application/json, text/event-stream"\n` +
        `wrk.headers["MCP-Protocol-Version"] = "2025-06-18"\n`,
    );
    rows.push(await wrk(`wrk -c${connections}: POST /mcp tools/call`, url.href, auth, lua));
    const callTool = `${dataDir}/call-tool.lua`;
    await Deno.writeTextFile(
      callTool,
      `wrk.method = "POST"\nwrk.body = '${
        JSON.stringify({ name: "get_event_odds", arguments: args })
      }'\n` +
        `wrk.headers["Content-Type"] = "application/json"\n`,
    );
    rows.push(
      await wrk(
        `wrk -c${connections}: POST /mcp/call-tool`,
        `${app.base}/mcp/call-tool`,
        auth,
        callTool,
      ),
    );
    rows.push(
      await wrk(`wrk -c${connections}: GET /events/{eventId}/eventWinner`, restUrl, {
        "X-API-KEY": KEY,
      }),
    );
  } else {
    console.error("wrk is not installed (apt-get install wrk): its rows are left out");
  }

  console.log(
    `\nMCP tools/call get_event_odds (eventWinner, ${race.id}), ${new Date().toISOString()}`,
  );
  console.log("target: p99 ≤ 20 ms\n");
  console.log("| client | calls | calls/s | p50 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.calls} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${
        r.p99.toFixed(2)
      } | ${r.errors} |`,
    );
  }
  await Deno.mkdir(new URL("bench/results/", root), { recursive: true });
  await Deno.writeTextFile(
    new URL("bench/results/mcp.json", root),
    JSON.stringify({ at: new Date().toISOString(), event: race.id, rows }, null, 2),
  );
  if (rows.some((r) => r.errors > 0)) Deno.exitCode = 1;
} finally {
  app.child.kill("SIGTERM");
  await app.child.status;
  await Deno.remove(dataDir, { recursive: true });
}
