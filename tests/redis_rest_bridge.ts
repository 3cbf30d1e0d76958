/**
 * A test-only stand-in for Upstash Redis: a local `redis-server` plus a small HTTP bridge that
 * speaks the Upstash REST protocol, so that the production rate-limit path (@upstash/ratelimit
 * over @upstash/redis) runs against a real Redis here.
 *
 * The bridge implements what @upstash/redis 1.x sends (pkg/http.ts, pkg/pipeline.ts):
 * - every request is a POST with `Authorization: Bearer <token>` (401 otherwise) and a JSON body:
 *   `/` takes one command (`["SET", "k", "v"]`), `/pipeline` and `/multi-exec` take an array of
 *   commands. Arguments may be JSON strings, numbers or booleans; they go to Redis as strings.
 * - `/` answers `{result}`, or `{error}` with status 400 when Redis answers with an error;
 *   `/pipeline` answers one `{result}|{error}` per command with status 200; `/multi-exec` runs
 *   MULTI ... EXEC on one connection and answers the same array, or a single `{error}` with 400
 *   when the transaction is discarded (a command Redis refuses to queue, or one the bridge does
 *   not allow).
 * - `Upstash-Encoding: base64` (sent by default): every string in the result is base64 of the
 *   raw Redis bytes, recursively in arrays, except a top-level `OK` status reply, which stays
 *   `OK` (Upstash's documented behaviour, and what the client special-cases). Integers and nulls
 *   are left alone; error messages are never encoded. Without the header, strings are decoded
 *   as UTF-8 (invalid bytes become U+FFFD, as Upstash does).
 * - `upstash-sync-token` (read-your-writes, sent on every request): one Redis node is always
 *   consistent, so the header is accepted and ignored, and every response carries a fresh
 *   increasing token which the client stores and sends back.
 * - `Upstash-Response-Format`: `json` (default) or `resp2` (the raw RESP2 replies, concatenated
 *   for a pipeline, as `application/octet-stream`; `/multi-exec` always answers JSON); anything
 *   else, or `resp2` together with base64 encoding, is a 400, as Upstash documents. The client
 *   never sends it.
 * - `Upstash-Telemetry-*` headers are ignored.
 * - Lua scripts: @upstash/ratelimit's scripts start with `#!lua flags=allow-key-locking`, an
 *   Upstash-only flag that Redis 7 rejects ("Unexpected flag in script shebang"). The bridge
 *   drops script flags Redis does not know from EVAL / EVAL_RO / SCRIPT LOAD and maps the SHA-1
 *   of the original script (which the client computes and sends to EVALSHA) to the SHA-1 of the
 *   rewritten one, so EVALSHA, SCRIPT LOAD and SCRIPT EXISTS keep working with the client's
 *   hashes.
 * - Commands that would change or block the shared connection (MULTI, WATCH, SUBSCRIBE,
 *   blocking pops, SELECT, CLIENT, ...) are refused with an error, as Upstash refuses most.
 * - XREAD and XREADGROUP with BLOCK, which Upstash serves (the live relay,
 *   services/event_log/redis_relay.ts, relies on it), run on a Redis connection of their own,
 *   opened for the request (`/` or a `/pipeline` holding one) and closed after it, so that they
 *   never hold up the shared one.
 *   Inside `/multi-exec` Redis does not block, so they stay on the shared connection there.
 * - Not implemented: the path form (`GET /set/k/v`), `_token`, streaming (`/subscribe`,
 *   `/monitor`).
 *
 * Redis is reached over one RESP2 connection (Deno.connect) per bridge; requests take turns on
 * it, a pipeline or transaction holding it for its whole exchange (blocking reads aside, see
 * above). A broken connection is replaced on the next request; a request that fails because
 * Redis is unreachable gets 500. `stop()` also closes the connections of blocking reads under
 * way (their requests get 500).
 *
 * `setDown(true)` simulates an unreachable store: the bridge accepts connections but never
 * answers, the way a store behind a network partition looks to a client with a short timeout.
 * A held request never reaches Redis: it is answered 503 `{error: "... store unavailable ..."}`
 * when `setDown(false)` or `stop()` is called (by then a client with a timeout has long given
 * up; one without gets the 503 and throws). Requests arriving after `setDown(false)` are served
 * normally. A test that leaves the bridge down must still call `setDown(false)` or `stop()`
 * before it ends, so that the held requests (and the client's fetches) finish.
 */

const encoder = new TextEncoder();
const utf8 = new TextDecoder();

/** The `redis-server` binary, on PATH or at /usr/bin/redis-server; null when there is none. */
export function redisServerPath(): string | null {
  const candidates: string[] = [];
  try {
    for (const dir of (Deno.env.get("PATH") ?? "").split(":")) {
      if (dir) candidates.push(`${dir}/redis-server`);
    }
  } catch {
    // No env permission: only the Debian path is tried.
  }
  candidates.push("/usr/bin/redis-server");
  for (const path of candidates) {
    try {
      if (Deno.statSync(path).isFile) return path;
    } catch {
      // Missing or unreadable: try the next one.
    }
  }
  return null;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function collect(stream: ReadableStream<Uint8Array>, sink: { text: string }) {
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    if (sink.text.length < 64 * 1024) sink.text += chunk;
  }
}

/** PING over a fresh connection; true when Redis answers +PONG. */
async function ping(port: number): Promise<boolean> {
  let conn: Deno.TcpConn | undefined;
  try {
    conn = await Deno.connect({ hostname: "127.0.0.1", port });
    const redis = new RespConnection(conn);
    const [reply] = await redis.exchange([[encoder.encode("PING")]]);
    return reply instanceof Status && reply.value === "PONG";
  } catch {
    return false;
  } finally {
    conn?.close();
  }
}

/**
 * Start a throwaway `redis-server` on a free loopback port, without persistence, in a temporary
 * working directory, and wait until it answers PING. `stop()` kills it and waits for it to exit.
 */
export async function startRedisServer(): Promise<{ port: number; stop(): Promise<void> }> {
  const binary = redisServerPath();
  if (binary === null) throw new Error("redis-server not found on PATH or at /usr/bin");
  let lastFailure = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = freePort();
    const dir = await Deno.makeTempDir({ prefix: "redis-bridge-" });
    const child = new Deno.Command(binary, {
      args: ["--port", String(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"],
      cwd: dir,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const output = { text: "" };
    const drained = Promise.all([collect(child.stdout, output), collect(child.stderr, output)]);
    let exited: Deno.CommandStatus | null = null;
    const status = child.status.then((s) => (exited = s));
    const stop = async () => {
      if (exited === null) {
        try {
          child.kill("SIGTERM");
        } catch {
          // Already gone.
        }
      }
      await status;
      await drained;
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    };
    const deadline = Date.now() + 10_000;
    while (exited === null && Date.now() < deadline) {
      if (await ping(port)) return { port, stop };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await stop();
    lastFailure = exited === null
      ? `redis-server on port ${port} did not answer PING within 10 s`
      : `redis-server on port ${port} exited with code ${(exited as Deno.CommandStatus).code}`;
    lastFailure += output.text ? `:\n${output.text.trim()}` : "";
  }
  throw new Error(lastFailure);
}

// ---- RESP2 ----------------------------------------------------------------------------------

/** A simple-string reply (`+OK`). */
class Status {
  constructor(readonly value: string) {}
}

/** An error reply (`-ERR ...`), as a value: EXEC answers them inside its array. */
class ReplyError {
  constructor(readonly message: string) {}
}

/** A bulk string is its raw bytes. */
type Reply = Status | ReplyError | number | Uint8Array | null | Reply[];

class Incomplete extends Error {}

function encodeCommand(args: Uint8Array[]): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode(`*${args.length}\r\n`)];
  for (const arg of args) {
    parts.push(encoder.encode(`$${arg.length}\r\n`), arg, encoder.encode("\r\n"));
  }
  return concat(parts);
}

function encodeReply(reply: Reply): Uint8Array {
  if (reply === null) return encoder.encode("$-1\r\n");
  if (typeof reply === "number") return encoder.encode(`:${reply}\r\n`);
  if (reply instanceof Status) return encoder.encode(`+${reply.value}\r\n`);
  if (reply instanceof ReplyError) return encoder.encode(`-${reply.message}\r\n`);
  if (reply instanceof Uint8Array) {
    return concat([encoder.encode(`$${reply.length}\r\n`), reply, encoder.encode("\r\n")]);
  }
  return concat([encoder.encode(`*${reply.length}\r\n`), ...reply.map(encodeReply)]);
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One RESP2 connection. `exchange` writes commands and reads as many replies, in turn. */
class RespConnection {
  #buffer: Uint8Array = new Uint8Array(0);
  #turn: Promise<unknown> = Promise.resolve();
  broken = false;

  constructor(readonly conn: Deno.Conn) {}

  exchange(commands: Uint8Array[][]): Promise<Reply[]> {
    const run = this.#turn.then(async () => {
      try {
        const payload = concat(commands.map(encodeCommand));
        for (let at = 0; at < payload.length;) at += await this.conn.write(payload.subarray(at));
        const replies: Reply[] = [];
        for (let i = 0; i < commands.length; i++) replies.push(await this.#readReply());
        return replies;
      } catch (error) {
        this.broken = true;
        throw error;
      }
    });
    this.#turn = run.catch(() => {});
    return run;
  }

  async #readReply(): Promise<Reply> {
    while (true) {
      try {
        const [reply, end] = parseReply(this.#buffer, 0);
        this.#buffer = this.#buffer.subarray(end);
        return reply;
      } catch (error) {
        if (!(error instanceof Incomplete)) throw error;
      }
      const chunk = new Uint8Array(64 * 1024);
      const n = await this.conn.read(chunk);
      if (n === null) throw new Error("Redis closed the connection");
      this.#buffer = concat([this.#buffer, chunk.subarray(0, n)]);
    }
  }
}

function readLine(buf: Uint8Array, at: number): [string, number] {
  for (let i = at; i + 1 < buf.length; i++) {
    if (buf[i] === 13 && buf[i + 1] === 10) return [utf8.decode(buf.subarray(at, i)), i + 2];
  }
  throw new Incomplete();
}

/** Parse one reply at `at`; returns it and the offset after it, or throws Incomplete. */
function parseReply(buf: Uint8Array, at: number): [Reply, number] {
  if (at >= buf.length) throw new Incomplete();
  const [line, next] = readLine(buf, at + 1);
  switch (buf[at]) {
    case 43: // +
      return [new Status(line), next];
    case 45: // -
      return [new ReplyError(line), next];
    case 58: // :
      return [Number(line), next];
    case 36: { // $
      const length = Number(line);
      if (length < 0) return [null, next];
      if (buf.length < next + length + 2) throw new Incomplete();
      return [buf.slice(next, next + length), next + length + 2];
    }
    case 42: { // *
      const count = Number(line);
      if (count < 0) return [null, next];
      const items: Reply[] = [];
      let end = next;
      for (let i = 0; i < count; i++) {
        const [item, after] = parseReply(buf, end);
        items.push(item);
        end = after;
      }
      return [items, end];
    }
    default:
      throw new Error(`unexpected RESP type byte ${buf[at]}`);
  }
}

// ---- REST bridge -----------------------------------------------------------------------------

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A reply as Upstash puts it in JSON: `top` is the command's own reply, not an element. */
function toJson(reply: Reply, encode: boolean, top = true): unknown {
  if (reply === null || typeof reply === "number") return reply;
  if (Array.isArray(reply)) return reply.map((item) => toJson(item, encode, false));
  if (reply instanceof Uint8Array) return encode ? base64(reply) : utf8.decode(reply);
  const text = reply instanceof Status ? reply.value : reply.message;
  if (!encode || (top && reply instanceof Status && text === "OK")) return text;
  return base64(encoder.encode(text));
}

/** A command's JSON answer: `{result}` or `{error}`. */
function entry(reply: Reply, encode: boolean): { result: unknown } | { error: string } {
  return reply instanceof ReplyError ? { error: reply.message } : { result: toJson(reply, encode) };
}

/** Commands that would block, or change the state of, the connection the bridge shares. */
const REFUSED = new Set([
  "multi",
  "exec",
  "discard",
  "watch",
  "unwatch",
  "subscribe",
  "psubscribe",
  "ssubscribe",
  "unsubscribe",
  "punsubscribe",
  "sunsubscribe",
  "monitor",
  "sync",
  "psync",
  "quit",
  "reset",
  "select",
  "hello",
  "auth",
  "client",
  "blpop",
  "brpop",
  "brpoplpush",
  "blmove",
  "blmpop",
  "bzpopmin",
  "bzpopmax",
  "bzmpop",
  "wait",
  "waitaof",
]);

/** Script flags Redis 7 accepts in a `#!lua flags=...` shebang; Upstash adds its own. */
const REDIS_SCRIPT_FLAGS = new Set([
  "no-writes",
  "allow-oom",
  "allow-stale",
  "no-cluster",
  "allow-cross-slot-keys",
]);

async function sha1(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The script without shebang flags Redis does not know, or null when it needs no change. */
function withRedisFlags(script: string): string | null {
  const match = /^#!(\S+)([^\n]*)/.exec(script);
  if (!match) return null;
  const options = match[2].trim().split(/\s+/).filter(Boolean);
  let changed = false;
  const kept = options.map((option) => {
    if (!option.startsWith("flags=")) return option;
    const flags = option.slice("flags=".length).split(",").filter(Boolean);
    const known = flags.filter((flag) => REDIS_SCRIPT_FLAGS.has(flag));
    if (known.length === flags.length) return option;
    changed = true;
    return `flags=${known.join(",")}`;
  });
  if (!changed) return null;
  return `#!${[match[1], ...kept].join(" ")}${script.slice(match[0].length)}`;
}

type Prepared =
  | { args: Uint8Array[]; restoreSha?: Map<string, string>; blocks?: boolean }
  | { refused: string };

/** XREAD or XREADGROUP with BLOCK (before STREAMS): a read that may wait on its connection. */
function isBlockingRead(words: string[]): boolean {
  const name = words[0].toLowerCase();
  if (name !== "xread" && name !== "xreadgroup") return false;
  for (const word of words.slice(1)) {
    const option = word.toLowerCase();
    if (option === "streams") return false;
    if (option === "block") return true;
  }
  return false;
}

class BadRequest extends Error {}

export interface RestBridge {
  /** Base URL for `new Redis({ url, token })`. */
  url: string;
  /** Let held requests go (503), shut the HTTP server down and close the Redis connection. */
  stop(): Promise<void>;
  /** true: stop answering (requests hang, see the module doc); false: answer again. */
  setDown(down: boolean): void;
}

/** Serve the Upstash REST API on a loopback port, backed by the Redis on `redisPort`. */
export function startRestBridge(
  { redisPort, token }: { redisPort: number; token: string },
): RestBridge {
  let redis: RespConnection | null = null;
  let connecting: Promise<RespConnection> | null = null;
  let down = false;
  let syncToken = 0;
  const held = new Set<() => void>();
  /** SHA-1 of a script as the client wrote it -> SHA-1 of the script Redis was given. */
  const scriptShas = new Map<string, string>();

  function connection(): Promise<RespConnection> {
    if (redis && !redis.broken) return Promise.resolve(redis);
    if (redis) {
      try {
        redis.conn.close();
      } catch {
        // Already closed.
      }
      redis = null;
    }
    connecting ??= Deno.connect({ hostname: "127.0.0.1", port: redisPort })
      .then((conn) => (redis = new RespConnection(conn)))
      .finally(() => (connecting = null));
    return connecting;
  }

  async function prepare(command: unknown): Promise<Prepared> {
    if (!Array.isArray(command) || command.length === 0) {
      throw new BadRequest("ERR a command must be a non-empty JSON array");
    }
    const words = command.map((arg) => {
      if (typeof arg === "string") return arg;
      if (typeof arg === "number" || typeof arg === "boolean") return String(arg);
      throw new BadRequest("ERR command arguments must be strings, numbers or booleans");
    });
    const name = words[0].toLowerCase();
    if (REFUSED.has(name)) {
      return { refused: `ERR Command is not available over the REST bridge: '${name}'` };
    }
    const sub = words[1]?.toLowerCase();
    let restoreSha: Map<string, string> | undefined;
    const at = name === "eval" || name === "eval_ro"
      ? 1
      : name === "script" && sub === "load"
      ? 2
      : 0;
    if (at > 0 && words[at] !== undefined) {
      const original = words[at];
      const rewritten = withRedisFlags(original);
      if (rewritten !== null) {
        const [from, to] = await Promise.all([sha1(original), sha1(rewritten)]);
        scriptShas.set(from, to);
        words[at] = rewritten;
        if (name === "script") restoreSha = new Map([[to, from]]);
      }
    } else if ((name === "evalsha" || name === "evalsha_ro") && words.length > 1) {
      words[1] = scriptShas.get(words[1].toLowerCase()) ?? words[1];
    } else if (name === "script" && sub === "exists") {
      for (let i = 2; i < words.length; i++) {
        words[i] = scriptShas.get(words[i].toLowerCase()) ?? words[i];
      }
    }
    return {
      args: words.map((w) => encoder.encode(w)),
      restoreSha,
      blocks: isBlockingRead(words),
    };
  }

  /** SCRIPT LOAD answers the SHA-1 of what Redis loaded; the client expects its own. */
  function restore(prepared: Prepared, reply: Reply): Reply {
    if (!("args" in prepared) || !prepared.restoreSha || !(reply instanceof Uint8Array)) {
      return reply;
    }
    const sha = prepared.restoreSha.get(utf8.decode(reply));
    return sha ? encoder.encode(sha) : reply;
  }

  /** Connections of blocking reads under way, closed by `stop()`. */
  const blocking = new Set<Deno.Conn>();

  /** Runs commands on a connection opened for them alone, closed after. */
  async function exchangeAlone(commands: Uint8Array[][]): Promise<Reply[]> {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: redisPort });
    blocking.add(conn);
    try {
      return await new RespConnection(conn).exchange(commands);
    } finally {
      blocking.delete(conn);
      try {
        conn.close();
      } catch {
        // Closed by stop().
      }
    }
  }

  /** `alone`: a blocking read among them takes a connection of its own (not in MULTI). */
  async function run(prepared: Prepared[], alone = false): Promise<Reply[]> {
    const sendable = prepared.flatMap((p) => ("args" in p ? [p.args] : []));
    const blocks = alone && prepared.some((p) => "args" in p && p.blocks);
    const replies = !sendable.length
      ? []
      : blocks
      ? await exchangeAlone(sendable)
      : await (await connection()).exchange(sendable);
    let next = 0;
    return prepared.map((p) =>
      "args" in p ? restore(p, replies[next++]) : new ReplyError(p.refused)
    );
  }

  function json(body: unknown, status = 200): Response {
    return Response.json(body, {
      status,
      headers: { "upstash-sync-token": String(++syncToken) },
    });
  }

  function resp2(replies: Reply[]): Response {
    return new Response(concat(replies.map(encodeReply)), {
      headers: {
        "content-type": "application/octet-stream",
        "upstash-sync-token": String(++syncToken),
      },
    });
  }

  async function handle(request: Request): Promise<Response> {
    if (request.headers.get("authorization") !== `Bearer ${token}`) {
      return json({ error: "Unauthorized: missing or invalid auth token" }, 401);
    }
    const path = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
    if (path !== "/" && path !== "/pipeline" && path !== "/multi-exec") {
      return json({ error: `ERR ${path} is not supported by the REST bridge` }, 404);
    }
    if (request.method !== "POST") return json({ error: "ERR method not allowed" }, 405);
    const encode = request.headers.get("upstash-encoding")?.toLowerCase() === "base64";
    const format = request.headers.get("upstash-response-format")?.toLowerCase() ?? "json";
    if (format !== "json" && format !== "resp2") {
      return json({ error: `ERR unsupported Upstash-Response-Format: ${format}` }, 400);
    }
    if (format === "resp2" && encode) {
      return json({ error: "ERR base64 encoding is not allowed with the resp2 format" }, 400);
    }
    const raw = format === "resp2" && path !== "/multi-exec";

    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return json({ error: "ERR the request body is not valid JSON" }, 400);
    }
    try {
      if (path === "/") {
        const [reply] = await run([await prepare(body)], true);
        if (raw) return resp2([reply]);
        return reply instanceof ReplyError
          ? json({ error: reply.message }, 400)
          : json({ result: toJson(reply, encode) });
      }
      if (!Array.isArray(body) || body.length === 0) {
        throw new BadRequest("ERR the body must be a non-empty JSON array of commands");
      }
      const prepared = await Promise.all(body.map(prepare));
      if (path === "/pipeline") {
        const replies = await run(prepared, true);
        return raw ? resp2(replies) : json(replies.map((reply) => entry(reply, encode)));
      }
      const refused = prepared.find((p) => "refused" in p);
      if (refused && "refused" in refused) return json({ error: refused.refused }, 400);
      const multi: Prepared = { args: [encoder.encode("MULTI")] };
      const exec: Prepared = { args: [encoder.encode("EXEC")] };
      const replies = await run([multi, ...prepared, exec]);
      const queued = replies.slice(1, -1).find((r) => r instanceof ReplyError);
      const results = replies[replies.length - 1];
      if (results instanceof ReplyError) {
        const why = queued instanceof ReplyError ? `${results.message} (${queued.message})` : "";
        return json({ error: why || results.message }, 400);
      }
      if (!Array.isArray(results)) return json({ error: "ERR transaction aborted" }, 400);
      return json(results.map((reply, i) => entry(restore(prepared[i], reply), encode)));
    } catch (error) {
      if (error instanceof BadRequest) return json({ error: error.message }, 400);
      const message = error instanceof Error ? error.message : String(error);
      return json({ error: `ERR the REST bridge cannot reach Redis: ${message}` }, 500);
    }
  }

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
    if (down) {
      // Not request.signal: reading it makes Deno.serve warn about its legacy abort behaviour.
      await new Promise<void>((release) => held.add(release));
      return json({ error: "ERR store unavailable (the REST bridge is down)" }, 503);
    }
    return await handle(request);
  });

  const releaseHeld = () => {
    for (const done of held) done();
    held.clear();
  };

  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    setDown(value: boolean) {
      down = value;
      if (!down) releaseHeld();
    },
    async stop() {
      down = false;
      releaseHeld();
      for (const conn of blocking) {
        try {
          conn.close();
        } catch {
          // Already closed.
        }
      }
      await server.shutdown();
      await connecting?.catch(() => {});
      try {
        redis?.conn.close();
      } catch {
        // Already closed.
      }
      redis = null;
    },
  };
}
