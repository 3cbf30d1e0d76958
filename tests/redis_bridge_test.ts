/**
 * The Upstash REST bridge (tests/redis_rest_bridge.ts) against a real redis-server: the
 * @upstash/redis client and @upstash/ratelimit, as production uses them, plus the wire format
 * the bridge answers with. Without redis-server the tests are registered as ignored, unless
 * REQUIRE_REDIS=1 (CI), where a missing redis-server is a failure.
 */
import assert from "node:assert/strict";
import { Redis, type RedisConfigNodejs } from "@upstash/redis";
import { Ratelimit } from "@upstash/ratelimit";
import {
  redisServerPath,
  type RestBridge,
  startRedisServer,
  startRestBridge,
} from "./redis_rest_bridge.ts";

const available = redisServerPath() !== null;
const required = Deno.env.get("REQUIRE_REDIS") === "1";

if (!available && required) {
  Deno.test("redis-server is installed (REQUIRE_REDIS=1)", () => {
    throw new Error(
      "REQUIRE_REDIS=1 but redis-server is neither on PATH nor at /usr/bin/redis-server: " +
        "install it (apt-get install redis-server) to run the Upstash REST bridge tests",
    );
  });
}

const TOKEN = "bridge-test-token";

function client(
  url: string,
  token = TOKEN,
  extra: Partial<RedisConfigNodejs> = {},
) {
  return new Redis({ url, token, enableTelemetry: false, retry: { retries: 0 }, ...extra });
}

/** Register a test that gets a fresh redis-server and bridge, stopped afterwards. */
function bridgeTest(name: string, fn: (bridge: RestBridge) => Promise<void>) {
  Deno.test({
    name,
    ignore: !available,
    async fn() {
      const server = await startRedisServer();
      const bridge = startRestBridge({ redisPort: server.port, token: TOKEN });
      try {
        await fn(bridge);
      } finally {
        await bridge.stop();
        await server.stop();
      }
    },
  });
}

let unique = 0;
const prefix = (what: string) => `test:${what}:${Date.now()}:${++unique}`;

/** Wait until at least `margin` ms remain in the current `window` (windows align to epoch). */
async function awayFromWindowEdge(window: number, margin = 2_000) {
  const left = window - (Date.now() % window);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 10));
}

async function post(bridge: RestBridge, path: string, body: unknown, headers = {}) {
  const response = await fetch(`${bridge.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const b64 = (text: string) => btoa(text);

bridgeTest("redis: strings, JSON objects, incr and del round-trip", async (bridge) => {
  const redis = client(bridge.url);
  assert.deepEqual(await redis.set("greeting", "héllo wörld ✓"), "OK");
  assert.deepEqual(await redis.get("greeting"), "héllo wörld ✓");
  assert.deepEqual(await redis.get("missing"), null);

  const object = { id: 7, name: "Ana", tags: ["a", "b"], nested: { ok: true, n: null } };
  await redis.set("object", object);
  assert.deepEqual(await redis.get("object"), object);

  assert.deepEqual(await redis.set("ttl", "v", { ex: 100 }), "OK");
  assert((await redis.ttl("ttl")) > 90);

  assert.deepEqual(await redis.incr("counter"), 1);
  assert.deepEqual(await redis.incrby("counter", 41), 42);
  assert.deepEqual(await redis.get("counter"), 42);

  assert.deepEqual(await redis.del("greeting", "object", "missing"), 2);
  assert.deepEqual(await redis.exists("greeting", "object"), 0);

  await assert.rejects(() => redis.incr("ttl"), /not an integer/);
});

bridgeTest("redis: pipeline and multi (transaction)", async (bridge) => {
  const redis = client(bridge.url);
  const pipeline = redis.pipeline();
  pipeline.set("p:a", "1").incr("p:a").get("p:a").hset("p:h", { f: "v" }).hgetall("p:h");
  assert.deepEqual(await pipeline.exec(), ["OK", 2, 2, 1, { f: "v" }]);

  // A failing command in a pipeline fails alone; keepErrors shows it in place.
  const mixed = redis.pipeline();
  mixed.set("p:s", "text").incr("p:s").get("p:s");
  const kept = await mixed.exec({ keepErrors: true });
  assert.deepEqual(kept[0].result, "OK");
  assert(kept[1].error?.includes("not an integer"));
  assert.deepEqual(kept[2].result, "text");

  const tx = redis.multi();
  tx.set("m:a", "x").append("m:a", "yz").get("m:a").rpush("m:l", "1", "2").lrange("m:l", 0, -1);
  assert.deepEqual(await tx.exec(), ["OK", 3, "xyz", 2, [1, 2]]);
});

bridgeTest("redis: eval and evalsha, including Upstash's script flags", async (bridge) => {
  const redis = client(bridge.url);
  const script = "return {KEYS[1], ARGV[1], redis.call('INCRBY', KEYS[1], ARGV[1])}";
  assert.deepEqual(await redis.eval(script, ["e:n"], ["5"]), ["e:n", 5, 5]);
  const sha = await redis.scriptLoad(script);
  assert.deepEqual(await redis.evalsha(sha, ["e:n"], ["2"]), ["e:n", 2, 7]);
  await assert.rejects(() => redis.evalsha("0".repeat(40), [], []), /NOSCRIPT/);

  // @upstash/ratelimit's scripts carry `#!lua flags=allow-key-locking`, which Redis rejects;
  // the client's own SHA-1 of the script must keep working for EVALSHA after an EVAL.
  const flagged = "#!lua flags=allow-key-locking\nreturn redis.call('INCR', KEYS[1])";
  const flaggedSha = await sha1(flagged);
  await assert.rejects(() => redis.evalsha(flaggedSha, ["e:f"], []), /NOSCRIPT/);
  assert.deepEqual(await redis.eval(flagged, ["e:f"], []), 1);
  assert.deepEqual(await redis.evalsha(flaggedSha, ["e:f"], []), 2);
  assert.deepEqual(await redis.scriptExists(flaggedSha), [1]);
  assert.deepEqual(await redis.scriptLoad(flagged), flaggedSha);
});

bridgeTest("ratelimit: sliding window allows 3 in 10 s, refuses the 4th", async (bridge) => {
  await awayFromWindowEdge(10_000);
  const ratelimit = new Ratelimit({
    redis: client(bridge.url),
    limiter: Ratelimit.slidingWindow(3, "10 s"),
    prefix: prefix("sliding"),
    analytics: false,
  });
  const start = Date.now();
  const results = [];
  for (let i = 0; i < 4; i++) {
    const result = await ratelimit.limit("user-1");
    await result.pending;
    results.push(result);
  }
  assert.deepEqual(results.map((r) => r.success), [true, true, true, false]);
  assert.deepEqual(results.map((r) => r.remaining), [2, 1, 0, 0]);
  for (const r of results) {
    assert.deepEqual(r.limit, 3);
    assert(r.reset > start && r.reset <= start + 10_000, `reset ${r.reset} within the window`);
    assert.deepEqual(r.reset, results[0].reset);
  }

  // Another identifier has its own budget.
  const other = await ratelimit.limit("user-2");
  await other.pending;
  assert.deepEqual([other.success, other.remaining], [true, 2]);
  const again = await ratelimit.limit("user-1");
  await again.pending;
  assert.deepEqual(again.success, false);

  // ratelimit's script SHA-1s are known to Redis (via the bridge), so EVALSHA hits.
  assert.deepEqual(
    await client(bridge.url).scriptExists("74740bb3d7792848093cdef586b6b6037c455fd6"),
    [
      1,
    ],
  );
});

bridgeTest("ratelimit: fixed window allows 3 in 10 s, refuses the 4th", async (bridge) => {
  await awayFromWindowEdge(10_000);
  const redis = client(bridge.url);
  const ratelimit = new Ratelimit({
    redis,
    limiter: Ratelimit.fixedWindow(3, "10 s"),
    prefix: prefix("fixed"),
    analytics: false,
  });
  const start = Date.now();
  const results = [];
  for (let i = 0; i < 4; i++) {
    const result = await ratelimit.limit("ip:203.0.113.9");
    await result.pending;
    results.push(result);
  }
  assert.deepEqual(results.map((r) => r.success), [true, true, true, false]);
  assert.deepEqual(results.map((r) => r.remaining), [2, 1, 0, 0]);
  for (const r of results) {
    assert.deepEqual(r.limit, 3);
    assert(r.reset > start && r.reset <= start + 10_000, `reset ${r.reset} within the window`);
    assert.deepEqual(r.reset % 10_000, 0);
  }
  const other = await ratelimit.limit("ip:203.0.113.10");
  await other.pending;
  assert.deepEqual([other.success, other.remaining], [true, 2]);

  const remaining = await ratelimit.getRemaining("ip:203.0.113.10");
  assert.deepEqual([remaining.remaining, remaining.limit], [2, 3]);
});

bridgeTest("a wrong bearer token is refused", async (bridge) => {
  const wrong = client(bridge.url, "not-the-token");
  await assert.rejects(() => wrong.get("k"), /Unauthorized/);
  const ratelimit = new Ratelimit({
    redis: wrong,
    limiter: Ratelimit.slidingWindow(3, "10 s"),
    prefix: prefix("wrong"),
    analytics: false,
  });
  await assert.rejects(() => ratelimit.limit("user"), /Unauthorized/);

  const response = await fetch(bridge.url, { method: "POST", body: '["PING"]' });
  assert.deepEqual([response.status, await response.json()], [401, {
    error: "Unauthorized: missing or invalid auth token",
  }]);
});

bridgeTest(
  "wire format: base64 encoding, errors, pipeline, multi-exec, sync token",
  async (bridge) => {
    const base64 = { "upstash-encoding": "base64" };
    let r = await post(bridge, "/", ["SET", "w:k", "bar"], base64);
    assert.deepEqual([r.status, r.body], [200, { result: "OK" }]);
    const first = Number(r.headers.get("upstash-sync-token"));
    assert(first > 0);
    r = await post(bridge, "/", ["GET", "w:k"], base64);
    assert.deepEqual(r.body, { result: b64("bar") });
    assert(Number(r.headers.get("upstash-sync-token")) > first);
    r = await post(bridge, "/", ["GET", "w:k"]);
    assert.deepEqual(r.body, { result: "bar" });
    r = await post(bridge, "/", ["PING"], base64);
    assert.deepEqual(r.body, { result: b64("PONG") });
    r = await post(bridge, "/", ["RPUSH", "w:l", "a", 1, true], base64);
    assert.deepEqual(r.body, { result: 3 });
    r = await post(bridge, "/", [
      "EVAL",
      "return {ARGV[1], {7, 'x'}, false, redis.status_reply('OK')}",
      0,
      "é",
    ], base64);
    assert.deepEqual(r.body, { result: [b64("\xc3\xa9"), [7, b64("x")], null, b64("OK")] });
    r = await post(bridge, "/", ["LRANGE", "w:l", 0, -1]);
    assert.deepEqual(r.body, { result: ["a", "1", "true"] });

    r = await post(bridge, "/", ["INCR", "w:k"], base64);
    assert.deepEqual([r.status, r.body], [400, {
      error: "ERR value is not an integer or out of range",
    }]);
    r = await post(bridge, "/", ["NOSUCHCOMMAND"]);
    assert.deepEqual(r.status, 400);
    assert(String(r.body.error).startsWith("ERR unknown command"));
    r = await post(bridge, "/", ["SUBSCRIBE", "chan"]);
    assert.deepEqual(r.status, 400);
    r = await post(bridge, "/", { not: "a command" });
    assert.deepEqual(r.status, 400);

    r = await post(bridge, "/pipeline", [["SET", "w:p", "1"], ["INCR", "w:k"], ["INCR", "w:p"], [
      "BLPOP",
      "w:l",
      0,
    ]], base64);
    assert.deepEqual(r.status, 200);
    assert.deepEqual(r.body[0], { result: "OK" });
    assert.deepEqual(r.body[1], { error: "ERR value is not an integer or out of range" });
    assert.deepEqual(r.body[2], { result: 2 });
    assert(String(r.body[3].error).includes("not available"));

    // Runtime errors stay in place; a command Redis will not queue discards the transaction.
    r = await post(
      bridge,
      "/multi-exec",
      [["SET", "w:t", "1"], ["INCR", "w:k"], ["GET", "w:t"]],
      base64,
    );
    assert.deepEqual(r.body, [{ result: "OK" }, {
      error: "ERR value is not an integer or out of range",
    }, { result: b64("1") }]);
    r = await post(bridge, "/multi-exec", [["SET", "w:u", "1"], ["NOSUCHCOMMAND"]]);
    assert.deepEqual(r.status, 400);
    assert(String(r.body.error).startsWith("EXECABORT"));
    r = await post(bridge, "/", ["EXISTS", "w:u"]);
    assert.deepEqual(r.body, { result: 0 });

    const raw = await fetch(bridge.url, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "upstash-response-format": "resp2" },
      body: '["GET", "w:k"]',
    });
    assert.deepEqual(new TextDecoder().decode(await raw.arrayBuffer()), "$3\r\nbar\r\n");
    r = await post(bridge, "/", ["GET", "w:k"], { "upstash-response-format": "xml" });
    assert.deepEqual(r.status, 400);
  },
);

bridgeTest("setDown: requests hang until the client gives up, then recover", async (bridge) => {
  const redis = client(bridge.url, TOKEN, { signal: () => AbortSignal.timeout(200) });
  await redis.set("d:k", "v");
  bridge.setDown(true);
  const started = Date.now();
  await assert.rejects(() => redis.get("d:k"));
  assert(Date.now() - started >= 150, "the request hung until the client's timeout");
  bridge.setDown(false);
  assert.deepEqual(await redis.get("d:k"), "v");

  // A client without a timeout of its own gets a 503 when the bridge comes back.
  const patient = client(bridge.url);
  bridge.setDown(true);
  const hanging = patient.get("d:k");
  await new Promise((resolve) => setTimeout(resolve, 100));
  bridge.setDown(false);
  await assert.rejects(() => hanging, /store unavailable/);
  assert.deepEqual(await patient.get("d:k"), "v");

  // Ratelimit's own timeout lets the request through (fail open) while the store is down.
  const ratelimit = new Ratelimit({
    redis: patient,
    limiter: Ratelimit.fixedWindow(3, "10 s"),
    prefix: prefix("down"),
    analytics: false,
    timeout: 150,
  });
  bridge.setDown(true);
  const during = await ratelimit.limit("user");
  await during.pending;
  assert.deepEqual([during.success, during.reason], [true, "timeout"]);
  bridge.setDown(false);
  const after = await ratelimit.limit("user");
  await after.pending;
  assert.deepEqual([after.success, after.remaining, after.reason], [true, 2, undefined]);
});

bridgeTest("XREAD BLOCK waits on a connection of its own", async (bridge) => {
  const redis = client(bridge.url, TOKEN, { automaticDeserialization: false });
  const reading = redis.xread("s:stream", "$", { blockMS: 10_000 });
  // Meanwhile the shared connection serves everyone else.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(await redis.set("s:k", "v"), "OK");
  const id = await redis.xadd("s:stream", "*", { field: "value" });
  assert.deepEqual(await reading, [["s:stream", [[id, ["field", "value"]]]]]);
  // A blocking read in a pipeline too; with nothing to read it answers null after the block.
  const pipeline = redis.pipeline();
  pipeline.get("s:k").xread("s:stream", id, { blockMS: 100 });
  assert.deepEqual(await pipeline.exec(), ["v", null]);
});

async function sha1(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
