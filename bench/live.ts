/**
 * `deno task bench:live`: live connections on one instance, measured from a second process (this
 * one). It starts a redis-server, the Upstash REST bridge (tests/redis_rest_bridge.ts) and the
 * service (`deno serve main.ts`, LIVE_RELAY=redis, demo data, a file database in a temporary
 * directory, no cron: nothing plays but what the bench publishes), opens BENCH_SSE event streams
 * (`/v1/events/stream`) and BENCH_WS WebSockets (`/v1/ws`, subscribed to `*`), then acts as a
 * second instance: it opens the same database with the service's own code (the event log, a
 * bus with the Redis relay), appends BENCH_MESSAGES entries, one transaction each, every
 * BENCH_INTERVAL_MS, and publishes them. Latency is publish → receive at every client, for SSE
 * and WebSocket apart (targets: p99 ≤ 100 ms). Then the connections stay open and idle for
 * BENCH_IDLE_MINUTES (heartbeats flow) while the service's resident memory (VmRSS) is sampled
 * every 30 s (target: growth < 50 MB). Prints a table; writes bench/results/live.json.
 *
 * Needs redis-server (Debian: apt-get install redis-server) and, for the default 2,000
 * connections, an open-files limit of at least 4,096 (`ulimit -n 4096`) for both processes.
 */
import { openDatabase } from "../db/client.ts";
import { createLiveBus } from "../services/event_log/bus.ts";
import { createEventLog } from "../services/event_log/mod.ts";
import { createRedisRelay } from "../services/event_log/redis_relay.ts";
import { redisServerPath, startRedisServer, startRestBridge } from "../tests/redis_rest_bridge.ts";
import { freePort } from "./wrk.ts";

const setting = (name: string, fallback: number) => Number(Deno.env.get(name) ?? fallback);
const SSE = setting("BENCH_SSE", 1000);
const WS = setting("BENCH_WS", 1000);
// One entry a second for a minute: a busy live event's pace. Faster (BENCH_INTERVAL_MS=100)
// measures this process as much as the service: each entry is 2,000 messages to take here.
const MESSAGES = setting("BENCH_MESSAGES", 60);
const INTERVAL_MS = setting("BENCH_INTERVAL_MS", 1000);
const IDLE_MINUTES = setting("BENCH_IDLE_MINUTES", 10);
const SAMPLE_MS = 30_000;
const KEY = "bench-live-key-0123456789";
const TOKEN = "bench-live-token";
const root = new URL("..", import.meta.url);

if (redisServerPath() === null) {
  console.error("redis-server is not installed: apt-get install redis-server");
  Deno.exit(2);
}
const limit = new TextDecoder().decode(
  (await new Deno.Command("sh", { args: ["-c", "ulimit -n"] }).output()).stdout,
).trim();
const needed = SSE + WS + 500;
if (limit !== "unlimited" && Number(limit) < needed) {
  console.error(`the open-files limit is ${limit}; ${needed} are needed: ulimit -n ${needed * 2}`);
  Deno.exit(2);
}

/** The resident memory of a process, in MB (VmRSS; Deno reads /proc only with --allow-all). */
async function rssOf(pid: number): Promise<number> {
  const { stdout } = await new Deno.Command("cat", { args: [`/proc/${pid}/status`] }).output();
  const status = new TextDecoder().decode(stdout);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** Latencies of one kind of client, and what went wrong. */
class Tally {
  latencies: number[] = [];
  received = 0;
  duplicates = 0;
  ready = 0;
  failed = 0;
  #seen: Set<number>[] = [];
  /** Per entry, the first and the last client's latency: the spread is the fan-out's time. */
  #first = new Map<number, number>();
  #last = new Map<number, number>();
  /** Entry `id` reached client `client` now. */
  take(client: number, id: number, published: Map<number, number>) {
    const at = performance.now();
    const seen = this.#seen[client] ??= new Set();
    if (seen.has(id)) {
      this.duplicates++;
      return;
    }
    seen.add(id);
    this.received++;
    const sent = published.get(id);
    if (sent === undefined) return;
    this.latencies.push(at - sent);
    if (!this.#first.has(id)) this.#first.set(id, at - sent);
    this.#last.set(id, at - sent);
  }
  summary(clients: number, messages: number) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    const median = (values: Iterable<number>) =>
      round(percentile([...values].sort((a, b) => a - b), 50));
    return {
      clients,
      connected: this.ready,
      failed: this.failed,
      expected: clients * messages,
      received: this.received,
      duplicates: this.duplicates,
      p50_ms: round(percentile(sorted, 50)),
      p99_ms: round(percentile(sorted, 99)),
      max_ms: round(sorted.at(-1) ?? NaN),
      first_client_p50_ms: median(this.#first.values()),
      last_client_p50_ms: median(this.#last.values()),
    };
  }
}

/** When each entry the bench published was handed to the bus (performance.now()). */
const published = new Map<number, number>();
const sse = new Tally();
const ws = new Tally();
/** The Redis hop alone: a third bus, in this process, listening through its own relay. */
const hop = new Tally();
const closers: (() => void)[] = [];

/** An SSE client: counts `ready`, then each message's `id:`. */
async function openSse(base: string, client: number) {
  const controller = new AbortController();
  closers.push(() => controller.abort());
  const res = await fetch(`${base}/v1/events/stream?api_key=${KEY}`, {
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`SSE: ${res.status} ${await res.text()}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let first = true;
  // Read on in the background: the client is open once its response has come.
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (event === "ready" && first) {
            first = false;
            sse.ready++;
          } else if (event && event !== "ready" && id) {
            sse.take(client, Number(id), published);
          }
        }
      }
    } catch {
      // Aborted at the end of the bench.
    }
  })();
}

/** A WebSocket client subscribed to every event: counts `subscribed`, then each entry. */
function openWs(base: string, client: number): Promise<void> {
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/v1/ws?api_key=${KEY}`);
  closers.push(() => socket.close());
  return new Promise((resolve, reject) => {
    socket.onopen = () => {
      socket.send(JSON.stringify({ action: "subscribe", event_id: "*" }));
      resolve();
    };
    socket.onerror = () => reject(new Error("WebSocket: the socket did not open"));
    socket.onmessage = (e) => {
      const message = JSON.parse(e.data);
      if (message.type === "subscribed") ws.ready++;
      else if (typeof message.id === "number" && String(message.type).includes(".")) {
        ws.take(client, message.id, published);
      }
    };
  });
}

/** Opens `count` clients, `batch` at a time; failures are counted, not thrown. */
async function openAll(count: number, open: (i: number) => Promise<unknown>, tally: Tally) {
  const batch = 50;
  for (let i = 0; i < count; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, (_, j) =>
        open(i + j).catch((err) => {
          if (tally.failed++ === 0) console.error(String(err));
        })),
    );
  }
}

/**
 * Two processes on one database file: a commit may find the file locked by the service's
 * reads (SQLITE_BUSY), as a remote libSQL primary never would. Tried again; counted.
 */
let busyRetries = 0;
async function appendRetrying<T>(append: () => Promise<T>): Promise<T> {
  for (let attempt = 0;; attempt++) {
    try {
      return await append();
    } catch (err) {
      if (!(err instanceof Error)) throw err;
      const locked = /database is locked|SQLITE_BUSY/.test(String(err) + String(err.cause));
      if (!locked || attempt >= 50) throw err;
      busyRetries++;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 10));
    }
  }
}

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

const dir = await Deno.makeTempDir({ prefix: "altsports-bench-live-" });
const redis = await startRedisServer();
const bridge = startRestBridge({ redisPort: redis.port, token: TOKEN });
const port = freePort();
const databaseUrl = `file:${dir}/app.db`;
const service = new Deno.Command(Deno.execPath(), {
  args: ["serve", "--allow-all", "--port", String(port), "main.ts"],
  cwd: root,
  env: {
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    DEMO_API_KEY: KEY,
    // Nothing for its worker to do (no cron), and the bench's writes would only make it wait
    // for the database file's lock now and then.
    JOB_WORKER: "false",
    LIVE_RELAY: "redis",
    UPSTASH_REDIS_REST_URL: bridge.url,
    UPSTASH_REDIS_REST_TOKEN: TOKEN,
    LIVE_MAX_STREAMS_PER_KEY: String(Math.max(10, SSE + WS)),
    LIVE_MAX_CONNECTIONS: String(Math.max(100, SSE + WS + 100)),
    // Every connection is a request of the key: windows wide enough for all of them at once.
    RATE_LIMITS: JSON.stringify({
      api_key: "999999999/minute,999999999/hour",
      catalog_ip: "999999999/minute",
      ...Object.fromEntries(
        ["free", "standard", "premium", "enterprise"].map((plan) => [
          `catalog_${plan}`,
          "999999999/minute,999999999/day",
        ]),
      ),
    }),
    PORT: String(port),
  },
  stdout: "null",
  stderr: "inherit",
}).spawn();
const base = `http://127.0.0.1:${port}`;
const db = openDatabase(databaseUrl);
const bus = createLiveBus({
  relays: [createRedisRelay({ url: bridge.url, token: TOKEN, onError: console.error })],
  onError: console.error,
});
const probe = createLiveBus({
  relays: [createRedisRelay({ url: bridge.url, token: TOKEN, onError: console.error })],
  onError: console.error,
});
probe.subscribe("production", (entries) => {
  for (const entry of entries) hop.take(0, entry.id, published);
});
try {
  let up = false;
  for (let i = 0; i < 600 && !up; i++) {
    up = await fetch(`${base}/health`).then(async (r) => {
      await r.body?.cancel();
      return r.ok;
    }, () => false);
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  if (!up) throw new Error("the service did not start");
  const rssStarted = await rssOf(service.pid);
  // Two processes on one database file: in its default rollback journal, the service's reads
  // (2,000 followers looking at the log on each heartbeat) and the bench's commits lock each
  // other out. WAL lets readers and the writer pass; a remote libSQL primary needs neither.
  await db.$client.execute("PRAGMA journal_mode = WAL");

  let started = performance.now();
  await openAll(SSE, (i) => openSse(base, i), sse);
  await openAll(WS, (i) => openWs(base, i), ws);
  await until(() => sse.ready + sse.failed >= SSE && ws.ready + ws.failed >= WS, 60_000);
  const connectSeconds = (performance.now() - started) / 1000;
  // The service's relay leaves its idle wait once it has listeners (within a quarter second).
  await new Promise((r) => setTimeout(r, 1_000));
  const rssConnected = await rssOf(service.pid);

  // The second instance: append and publish, one entry per transaction.
  const log = createEventLog(db, bus, "production");
  started = performance.now();
  for (let n = 0; n < MESSAGES; n++) {
    const entries = await appendRetrying(() =>
      db.transaction((tx) =>
        log.append(tx, [{
          type: "event.updated",
          event_id: "bench:live",
          data: { bench: true, n },
        }], new Date())
      )
    );
    for (const entry of entries) published.set(entry.id, performance.now());
    log.publish(entries);
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  await until(
    () => sse.received >= sse.ready * MESSAGES && ws.received >= ws.ready * MESSAGES,
    30_000,
  );
  const publishSeconds = (performance.now() - started) / 1000;

  // Idle: the connections stay open, heartbeats flow, nothing is published.
  const idle: { minute: number; rss_mb: number }[] = [];
  const rssIdleStart = await rssOf(service.pid);
  idle.push({ minute: 0, rss_mb: Math.round(rssIdleStart) });
  const idleStarted = Date.now();
  while (Date.now() - idleStarted < IDLE_MINUTES * 60_000) {
    await new Promise((r) =>
      setTimeout(r, Math.min(SAMPLE_MS, IDLE_MINUTES * 60_000 - (Date.now() - idleStarted)))
    );
    idle.push({
      minute: Math.round((Date.now() - idleStarted) / 6_000) / 10,
      rss_mb: Math.round(await rssOf(service.pid)),
    });
  }
  const rssIdleEnd = await rssOf(service.pid);

  const results = {
    at: new Date().toISOString(),
    settings: { SSE, WS, MESSAGES, INTERVAL_MS, IDLE_MINUTES },
    connect_seconds: Math.round(connectSeconds * 10) / 10,
    publish_seconds: Math.round(publishSeconds * 10) / 10,
    busy_retries: busyRetries,
    sse: sse.summary(SSE, MESSAGES),
    ws: ws.summary(WS, MESSAGES),
    relay_hop: hop.summary(1, MESSAGES),
    memory_mb: {
      started: Math.round(rssStarted),
      connected: Math.round(rssConnected),
      idle_start: Math.round(rssIdleStart),
      idle_end: Math.round(rssIdleEnd),
      idle_growth: Math.round(rssIdleEnd - rssIdleStart),
      // Right after the publishing, the heap still holds its garbage: growth from the first
      // sample after it (30 s in) says more about the idle connections themselves.
      idle_growth_from_30s: idle.length > 2 ? Math.round(rssIdleEnd - idle[1].rss_mb) : null,
      idle_max: Math.max(...idle.map((s) => s.rss_mb)),
      samples: idle,
    },
  };
  console.log(`\nlive bench, ${results.at}: ${SSE} SSE + ${WS} WebSocket clients on one instance,`);
  console.log(
    `${MESSAGES} entries published by a second instance every ${INTERVAL_MS} ms through ` +
      "Upstash Redis Streams (REST bridge, local redis-server)\n",
  );
  console.log(
    "| clients | connected | received / expected | duplicates | p50 ms | p99 ms | max ms " +
      "| first client p50 | last client p50 |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (
    const [name, s] of [
      ["SSE", results.sse],
      ["WebSocket", results.ws],
      ["(the Redis hop alone: a listener in the bench)", { ...results.relay_hop, connected: 1 }],
    ] as const
  ) {
    console.log(
      `| ${name} | ${s.connected}/${s.clients} | ${s.received} / ${s.expected} | ` +
        `${s.duplicates} | ${s.p50_ms} | ${s.p99_ms} | ${s.max_ms} | ` +
        `${s.first_client_p50_ms} | ${s.last_client_p50_ms} |`,
    );
  }
  const m = results.memory_mb;
  console.log(
    `\nservice RSS: ${m.started} MB started, ${m.connected} MB with the clients connected; ` +
      `idle ${IDLE_MINUTES} min: ${m.idle_start} → ${m.idle_end} MB ` +
      `(growth ${m.idle_growth} MB, ` +
      `${m.idle_growth_from_30s ?? "–"} MB from the 30 s sample; at most ${m.idle_max} MB; ` +
      "target < 50 MB)",
  );
  console.log("targets: p99 ≤ 100 ms for each kind of client");
  if (busyRetries) console.log(`(the bench's commits met a locked database ${busyRetries} times)`);
  await Deno.mkdir(new URL("bench/results/", root), { recursive: true });
  await Deno.writeTextFile(
    new URL("bench/results/live.json", root),
    JSON.stringify(results, null, 2),
  );
} finally {
  for (const close of closers) close();
  await Promise.all([bus.close(), probe.close()]);
  db.$client.close();
  service.kill("SIGTERM");
  await service.status;
  await bridge.stop();
  await redis.stop();
  await Deno.remove(dir, { recursive: true });
}
