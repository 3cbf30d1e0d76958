/**
 * The live relay between instances (services/live/redis_relay.ts) against a real redis-server
 * through the Upstash REST bridge: two buses in this process, then two instances of the
 * service on one database, a client on each. Without redis-server the tests are registered as
 * ignored, unless REQUIRE_REDIS=1 (CI), where a missing redis-server is a failure (reported by
 * tests/redis_bridge_test.ts).
 */
import assert from "node:assert/strict";
import { signDelivery } from "../jobs/signing.ts";
import { openDatabase } from "../db/client.ts";
import { createEventLog, type LogEntry } from "../services/event_log/mod.ts";
import { type Channel, createLiveBus, type LiveBus } from "../services/event_log/bus.ts";
import { createRedisRelay } from "../services/event_log/redis_relay.ts";
import { redisServerPath, startRedisServer, startRestBridge } from "./redis_rest_bridge.ts";
import { serveMain } from "./helpers.ts";

const available = redisServerPath() !== null;
const TOKEN = "relay-test-token";

/** A fresh redis-server and bridge for `fn`, stopped afterwards. */
async function withBridge(fn: (url: string) => Promise<void>) {
  const server = await startRedisServer();
  const bridge = startRestBridge({ redisPort: server.port, token: TOKEN });
  try {
    await fn(bridge.url);
  } finally {
    await bridge.stop();
    await server.stop();
  }
}

/** Resolves once `check` holds, looking every 20 ms; throws after `ms`. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** How many XREADs Redis has run (INFO commandstats), through the bridge. */
async function xreads(url: string): Promise<number> {
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(["INFO", "commandstats"]),
  });
  const { result } = await res.json();
  return Number(/cmdstat_xread:calls=(\d+)/.exec(result)?.[1] ?? 0);
}

let nextId = 1;
const entry = (event_id: string): LogEntry => ({
  id: nextId++,
  type: "event.updated",
  event_id,
  data: { n: nextId },
  created_at: new Date(0).toISOString(),
});

Deno.test({
  name: "relay: what one bus publishes reaches the other's listeners once, and not its own twice",
  ignore: !available,
  async fn() {
    await withBridge(async (url) => {
      const errors: unknown[] = [];
      const onError = (err: unknown) => errors.push(err);
      const buses: LiveBus[] = [0, 1].map(() =>
        createLiveBus({
          relays: [
            createRedisRelay({ url, token: TOKEN, blockMs: 1_000, idlePollMs: 20, onError }),
          ],
          onError,
        })
      );
      try {
        // Without listeners the relays hold no read.
        await new Promise((r) => setTimeout(r, 200));
        assert.equal(await xreads(url), 0, "no XREAD while nobody listens");

        const got: Record<Channel, LogEntry[]>[] = buses.map(() => ({
          production: [],
          sandbox: [],
        }));
        buses.forEach((bus, i) => {
          for (const channel of ["production", "sandbox"] as const) {
            bus.subscribe(channel, (entries) => got[i][channel].push(...entries));
          }
        });
        // Both relays read once their XREADs are under way; one published before that would
        // be skipped (the relay starts from the stream's end), which the log makes up for.
        await until(async () => await xreads(url) >= 2, "both relays to read");

        const fromA = [[entry("a:1"), entry("a:1")], [entry("a:2")], [entry("a:3")]];
        for (const batch of fromA) buses[0].publish("production", batch);
        const fromB = [entry("b:1")];
        buses[1].publish("sandbox", fromB);
        await until(
          () => got[1].production.length >= 4 && got[0].sandbox.length >= 1,
          "relayed entries",
        );
        // A moment for any echo or duplicate to show.
        await new Promise((r) => setTimeout(r, 300));
        assert.deepEqual(got[1].production, fromA.flat());
        assert.deepEqual(got[0].production, fromA.flat(), "the sender's own, once");
        assert.deepEqual(got[0].sandbox, fromB);
        assert.deepEqual(got[1].sandbox, fromB, "the sender's own, once");
        assert.deepEqual(errors, []);
      } finally {
        // stop() aborts the blocking read under way rather than waiting for it.
        await Promise.all(buses.map((bus) => bus.close()));
      }
    });
  },
});

Deno.test({
  name: "relay: stop() ends a relay at once, and a relay whose store is away keeps trying",
  ignore: !available,
  async fn() {
    await withBridge(async (url) => {
      const errors: unknown[] = [];
      const relay = createRedisRelay({
        url,
        token: TOKEN,
        blockMs: 60_000,
        onError: (err) => errors.push(err),
      });
      relay.start(() => {}, () => true);
      await until(async () => await xreads(url) >= 1, "the relay to read");
      // Stopping does not wait for the minute's block.
      const stopped = await Promise.race([
        relay.stop().then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), 10_000)),
      ]);
      assert.ok(stopped, "stop() ended the read under way");
      assert.deepEqual(errors, []);
      await assert.rejects(() => relay.send("production", [entry("x")]), /stopped/);
    });
    // A store that cannot be reached: errors are reported, the loop keeps trying, stop() ends it.
    const errors: unknown[] = [];
    const relay = createRedisRelay({
      url: "http://127.0.0.1:9",
      token: TOKEN,
      onError: (err) => errors.push(err),
    });
    relay.start(() => {}, () => true);
    await until(() => errors.length >= 2, "two failed attempts");
    await relay.stop();
  },
});

/** A minimal SSE reader: each message's `id`, `event` and `data`. */
class Sse {
  #reader: ReadableStreamDefaultReader<string>;
  #buffer = "";
  constructor(res: Response) {
    this.#reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  }
  /** The next message with data; undefined when none comes within `ms`. */
  async next(ms = 10_000): Promise<{ id?: string; event?: string; data?: string } | undefined> {
    for (;;) {
      while (!this.#buffer.includes("\n\n")) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const read = await Promise.race([
          this.#reader.read(),
          new Promise<undefined>((r) => timer = setTimeout(() => r(undefined), ms)),
        ]).finally(() => clearTimeout(timer));
        if (!read || read.done) return undefined;
        this.#buffer += read.value;
      }
      const end = this.#buffer.indexOf("\n\n");
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      const message: { id?: string; event?: string; data?: string } = {};
      for (const line of block.split("\n")) {
        const at = line.indexOf(":");
        if (at <= 0) continue;
        const field = line.slice(0, at);
        const value = line.slice(at + 1).replace(/^ /, "");
        if (field === "id" || field === "event" || field === "data") message[field] = value;
      }
      if (message.data !== undefined) return message;
    }
  }
  cancel() {
    return this.#reader.cancel();
  }
}

Deno.test({
  name: "relay: two instances on one database, a client on each: every entry reaches both",
  ignore: !available,
  async fn() {
    await withBridge(async (url) => {
      const dir = await Deno.makeTempDir({ prefix: "altsports-relay-" });
      const key = "relay-test-key-0123456789";
      const signing = "sig_relay_test_signing_key_0123";
      const env = (name: string) => ({
        DATA_DIR: `${dir}/${name}`,
        DATABASE_URL: `file:${dir}/app.db`,
        LOG_LEVEL: "warn",
        DEMO_API_KEY: key,
        PRICING_SIMULATIONS: "1000",
        LIVE_RELAY: "redis",
        UPSTASH_REDIS_REST_URL: url,
        UPSTASH_REDIS_REST_TOKEN: TOKEN,
        // No heartbeat (and so no look at the log) within the test: only the relay can bring
        // the entries played on the other instance.
        LIVE_HEARTBEAT_MS: "300000",
        // The embedded queue signs callbacks with these: the test can run a job as it would.
        QSTASH_CURRENT_SIGNING_KEY: signing,
        QSTASH_NEXT_SIGNING_KEY: signing,
      });
      // One after the other: the first lays the database out. No cron: live play runs when
      // the test says, on the first instance only.
      const a = await serveMain(env("a"), { cron: false });
      const b = await serveMain({ ...env("b"), JOB_WORKER: "false" }, { cron: false });
      const db = openDatabase(`file:${dir}/app.db`);
      const clients: Sse[] = [];
      try {
        const heads: number[] = [];
        for (const instance of [a, b]) {
          const res = await fetch(`${instance.base}/v1/events/stream?api_key=${key}`);
          assert.equal(res.status, 200);
          const sse = new Sse(res);
          const ready = await sse.next();
          assert.equal(ready?.event, "ready");
          heads.push(Number(ready!.id));
          clients.push(sse);
        }
        assert.equal(heads[0], heads[1]);
        // Both relays have listeners now; give them a moment to reach their blocking read.
        await until(async () => await xreads(url) >= 2, "both instances' relays to read");

        // Live play on the first instance, through its own job route, as the queue calls it.
        const body = JSON.stringify({ trigger: "manual" });
        const callback = `http://localhost:${new URL(a.base).port}/jobs/live-play`;
        const res = await fetch(`${a.base}/jobs/live-play`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Upstash-Signature": await signDelivery(signing, { url: callback, body }),
            "Upstash-Message-Id": `msg_relay_${crypto.randomUUID()}`,
          },
          body,
        });
        assert.equal(res.status, 200, await res.clone().text());
        await res.body?.cancel();

        const log = createEventLog(db, createLiveBus(), "production");
        const expected = await log.read(heads[0], { limit: 100_000 });
        assert.ok(expected.length > 20, `live play appended entries (${expected.length})`);
        for (const [i, sse] of clients.entries()) {
          const seen: LogEntry[] = [];
          while (seen.length < expected.length) {
            const m = await sse.next();
            assert.ok(m, `instance ${i}: ${seen.length} of ${expected.length} entries arrived`);
            seen.push(JSON.parse(m.data!));
          }
          assert.deepEqual(seen.map((e) => e.id), expected.map((e) => e.id), `instance ${i}`);
          assert.deepEqual(seen, expected, `instance ${i}`);
        }
        // Exactly once: nothing more follows.
        for (const sse of clients) assert.equal(await sse.next(500), undefined);
      } finally {
        for (const sse of clients) await sse.cancel().catch(() => {});
        db.$client.close();
        const outputs = await Promise.all([a.stop(), b.stop()]);
        for (const output of outputs) {
          assert.doesNotMatch(output, /live relay failed|exited by itself/, output);
        }
        await Deno.remove(dir, { recursive: true });
      }
    });
  },
});
