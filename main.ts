/**
 * The only runtime entry. `deno serve main.ts` and Cloudflare Workers (wrangler.toml) both call
 * the default export's `fetch`; everything else is runtime-neutral.
 */
import { type App, createApp } from "./routes/app.ts";
import { buildDeps } from "./routes/deps.ts";
import { ConfigError, loadConfig } from "./services/config.ts";

type Env = Record<string, string | undefined>;

let app: App | undefined;
let booting: Promise<App> | undefined;

function start(env: Env): Promise<App> {
  // Inside the promise, so that bad settings reject it (and answer 503) rather than throw.
  booting ??= Promise.resolve()
    .then(() => buildDeps(loadConfig(env)))
    .then((deps) => (app = createApp(deps)));
  return booting;
}

if (typeof Deno !== "undefined") {
  const env = Deno.env.toObject();
  try {
    const config = loadConfig(env);
    // `deno serve` listens where --port or DENO_SERVE_ADDRESS says; PORT feeds the latter.
    if (!env.DENO_SERVE_ADDRESS) {
      Deno.env.set("DENO_SERVE_ADDRESS", `tcp:0.0.0.0:${config.PORT}`);
    }
    await Deno.mkdir(config.DATA_DIR, { recursive: true });
    await start(env);
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    Deno.exit(1);
  }
}

/** Workers: while the app cannot boot (bad settings, database unreachable), say so and retry. */
function bootFailure(request: Request, err: unknown): Response {
  booting = undefined;
  console.error("boot failed:", err instanceof Error ? err.message : err);
  const requestId = crypto.randomUUID();
  return Response.json({
    statusCode: 503,
    message: "service unavailable: it could not start; retry shortly",
    timestamp: new Date().toISOString(),
    metadata: { requestId, path: new URL(request.url).pathname },
    stack: "unavailable: boot failed",
  }, { status: 503, headers: { "Retry-After": "5", "X-Request-Id": requestId } });
}

export default {
  fetch(request: Request, env?: unknown): Response | Promise<Response> {
    if (app) return app.fetch(request);
    // Workers: the first request boots the app from the bindings it brings.
    return start(env as Env).then(
      (ready) => ready.fetch(request),
      (err) => bootFailure(request, err),
    );
  },
};
