import assert from "node:assert/strict";
import type { z } from "@hono/zod-openapi";
import { type App, createApp } from "../routes/app.ts";
import type { AppDeps } from "../routes/context.ts";
import { buildDeps, type BuildOptions } from "../routes/deps.ts";
import { createApiKey, type NewApiKey } from "../services/auth/api_keys.ts";
import { loadConfig } from "../services/config.ts";

export const TEST_KEY = "test-key-0123456789";
export const NOW = new Date("2026-11-21T12:00:00.000Z");
export const PUBLIC = "/api/v1/public";

/**
 * Limits high enough that suites making hundreds of requests under a fixed clock never meet
 * them; rate-limit tests set their own small ones.
 */
const ROOMY_LIMITS = JSON.stringify(
  Object.fromEntries(
    ["jwt", "api_key", "oauth", "anonymous", "catalog_ip", "catalog_standard"].map((p) => [
      p,
      "1000000/minute",
    ]),
  ),
);

export interface TestContext {
  app: App;
  deps: AppDeps;
  /** GET with the test API key unless `headers` says otherwise. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Any request; a `json` body is sent as application/json. */
  send(
    method: string,
    path: string,
    init?: { headers?: Record<string, string>; json?: unknown; body?: BodyInit },
  ): Promise<Response>;
  json<T = unknown>(path: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * A fresh app on its own database file, migrated and seeded exactly as a first start does.
 * (libSQL's `:memory:` gives each transaction a new empty connection, so a temp file it is.)
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  const dir = await Deno.makeTempDir({ prefix: "altsports-test-" });
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: "silent",
    DEMO_API_KEY: TEST_KEY,
    // The test key is a tenant-wide admin key unless a test says otherwise; the default demo
    // key (public data only) and the keys of accounts are tested in tests/accounts_test.ts.
    DEMO_API_KEY_SCOPES: "public read write admin",
    RATE_LIMITS: ROOMY_LIMITS,
    ...env,
  });
  const deps = await buildDeps(config, { clock: () => NOW, ...options });
  const app = createApp(deps);
  const get = (path: string, headers: Record<string, string> = { "X-API-KEY": TEST_KEY }) =>
    Promise.resolve(app.request(path, { headers }));
  return {
    app,
    deps,
    get,
    send(method, path, { headers = {}, json, body } = {}) {
      const init: RequestInit = { method, headers: { ...headers }, body };
      if (json !== undefined) {
        init.body = JSON.stringify(json);
        (init.headers as Record<string, string>)["Content-Type"] ??= "application/json";
      }
      return Promise.resolve(app.request(path, init));
    },
    async json<T>(path: string) {
      const res = await get(path);
      assert.equal(res.status, 200, `${path}: ${res.status} ${await res.clone().text()}`);
      return await res.json() as T;
    },
    async close() {
      await deps.queue.stop();
      await deps.bus.close();
      deps.db.$client.close();
      deps.explorer.close();
      deps.sandbox.close();
      await Deno.remove(dir, { recursive: true });
    },
  };
}

/**
 * Asserts a body has exactly the fields of the route's schema: parsing strips unknown keys, so
 * any extra or misnamed field makes the two differ.
 */
export function assertShape<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  assert.ok(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3)));
  assert.deepEqual(parsed.data, body);
  return parsed.data;
}

/** The JSON body of a response, once its status is the one expected. */
export async function bodyOf<T = Record<string, unknown>>(res: Response, status = 200): Promise<T> {
  assert.equal(res.status, status, await res.clone().text());
  return await res.json() as T;
}

export async function assertError(res: Response, status: number, parameter?: string) {
  assert.equal(res.status, status);
  const body = await res.json();
  assert.equal(body.statusCode, status);
  assert.equal(typeof body.message, "string");
  assert.ok(!Number.isNaN(Date.parse(body.timestamp)));
  assert.equal(body.metadata.requestId, res.headers.get("X-Request-Id"));
  assert.equal(typeof body.stack, "string");
  assert.doesNotMatch(body.stack, /\n\s+at /, "stack must not carry a stack trace");
  if (parameter) assert.equal(body.metadata.parameter, parameter);
  return body;
}

/**
 * Starts `deno serve main.ts` as the README's start command does, on a free port. `cron: false`
 * leaves out `--unstable-cron`: no schedule fires by itself, the test runs jobs when it means to.
 */
export async function serveMain(env: Record<string, string>, { cron = true } = {}) {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "serve",
      ...(cron ? ["--unstable-cron"] : []),
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-write",
      "--allow-ffi",
      "--allow-sys",
      "main.ts",
    ],
    cwd: new URL("..", import.meta.url),
    // As in createTestContext, the demo key is a tenant-wide admin key here.
    env: { DEMO_API_KEY_SCOPES: "public read write admin", ...env, PORT: String(port) },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const output = Promise.all([child.stdout, child.stderr].map((s) => new Response(s).text()))
    .then((parts) => parts.join(""));
  // (A server that stops by itself says so, with what it printed, instead of a failure to
  // signal it hiding why.)
  let exited: Deno.CommandStatus | undefined;
  child.status.then((status) => exited = status);
  const gone = async () =>
    `${await output}\n(the server had exited by itself: code ${exited!.code}, signal ${
      exited!.signal ?? "none"
    })`;
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (exited) throw new Error(`deno serve main.ts did not start:\n${await gone()}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.body?.cancel().then(() => r.ok),
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    /** Asks it to stop, as an orchestrator (SIGTERM) or a terminal (SIGINT) would. */
    async stop(signal: Deno.Signal = "SIGTERM") {
      if (exited) return await gone();
      child.kill(signal);
      await child.status;
      return await output;
    },
    /** Kills it without warning, as a crash or an OOM kill would. */
    async crash() {
      if (exited) return await gone();
      child.kill("SIGKILL");
      await child.status;
      return await output;
    },
  };
}

/** Issues an API key for an account (a league's `service` key with read and write by default). */
export async function issueKey(
  ctx: TestContext,
  owner_id: string,
  key: Partial<Omit<NewApiKey, "owner_id">> = {},
): Promise<Record<string, string>> {
  const issued = await createApiKey(ctx.deps.db, {
    owner_id,
    name: "test",
    role: "service",
    scopes: ["read", "write"],
    plan: "free",
    ...key,
  }, new Date());
  return { "X-API-Key": issued.key };
}

/** The second catalog description's credential: the demo admin's bearer ID token. */
export async function idTokenHeaders(ctx: TestContext): Promise<Record<string, string>> {
  const res = await ctx.send("POST", "/api/v1/auth/login", {
    json: { email: "admin@altsports.dev", password: "altsports-admin-demo" },
  });
  assert.equal(res.status, 200);
  return { Authorization: `Bearer ${(await res.json()).id_token}` };
}

/** Asserts a `/v1` error: the status and exactly `{detail, status_code, timestamp}`. */
export async function assertDetailError(res: Response, status: number, detail?: RegExp) {
  const body = await res.json();
  assert.equal(res.status, status, JSON.stringify(body));
  assert.deepEqual(Object.keys(body).sort(), ["detail", "status_code", "timestamp"]);
  assert.equal(body.status_code, status);
  assert.ok(!Number.isNaN(Date.parse(body.timestamp)));
  if (detail) assert.match(body.detail, detail);
  return body;
}

/**
 * A questionnaire's pipeline run from its upload (`form`, as POST /api/pipeline/start takes it)
 * through the six stages, with the test key: its id and its result, the run's success asserted.
 * The job worker is off in tests, so the queue is drained here.
 */
export async function pipelineRun(ctx: TestContext, form: FormData) {
  const headers = { "X-API-Key": TEST_KEY };
  const res = await ctx.send("POST", "/api/pipeline/start", { headers, body: form });
  assert.equal(res.status, 202, await res.clone().text());
  const id: string = (await res.json()).data.pipeline_id;
  for (let i = 0; i < 50 && await ctx.deps.queue.drain() > 0; i++);
  const result = (await (await ctx.get(`/api/pipeline/result/${id}`, headers)).json()).data;
  assert.equal(result.status, "success", JSON.stringify(result.error));
  return { id, result };
}
