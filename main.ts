/**
 * The only runtime entry. `deno serve main.ts` and Cloudflare Workers (wrangler.toml) both call
 * the default export's `fetch` (and Workers its `scheduled`); everything else is runtime-neutral.
 */
import { fireSchedules, SCHEDULES } from "./jobs/schedules.ts";
import { type App, createApp } from "./routes/app.ts";
import type { AppDeps } from "./routes/context.ts";
import { buildDeps } from "./routes/deps.ts";
import { type HubNamespace, liveHubClass } from "./routes/live_hub.ts";
import { errorBody, surfaceOf } from "./routes/errors.ts";
import { RELEASE } from "./routes/openapi.ts";
import { ConfigError, loadConfig } from "./services/config.ts";
import { AppError } from "./services/errors.ts";

/** Deno's environment, or Workers' bindings (strings, and the LIVE_HUB namespace). */
type Env = Record<string, string | undefined>;

interface Service {
  app: App;
  deps: AppDeps;
}

let app: App | undefined;
let booting: Promise<Service> | undefined;

function start(env: Env): Promise<Service> {
  // Inside the promise, so that bad settings reject it (and answer 503) rather than throw.
  booting ??= Promise.resolve()
    .then(() => buildDeps(loadConfig(env), { liveHub: hubOf(env) }))
    .then((deps) => ({ app: app = createApp(deps), deps }));
  return booting;
}

/** Workers' Durable Object namespace of live sockets, when wrangler.toml binds one. */
function hubOf(env: Env): HubNamespace | undefined {
  const binding = (env as Record<string, unknown>).LIVE_HUB;
  return typeof binding === "object" && binding !== null ? binding as HubNamespace : undefined;
}

/** Workers' Durable Object class of live sockets (wrangler.toml's LIVE_HUB). */
export const LiveHub = liveHubClass((env) => start(env as Env).then((ready) => ready.deps));

if (typeof Deno !== "undefined") {
  const env = Deno.env.toObject();
  try {
    const config = loadConfig(env);
    // `deno serve` listens where --port or DENO_SERVE_ADDRESS says; PORT feeds the latter.
    if (!env.DENO_SERVE_ADDRESS) {
      Deno.env.set("DENO_SERVE_ADDRESS", `tcp:0.0.0.0:${config.PORT}`);
    }
    await Deno.mkdir(config.DATA_DIR, { recursive: true });
    const ready = await start(env);
    startBackgroundWork(ready, config.JOB_WORKER);
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    Deno.exit(1);
  }
}

/** How long a signal waits for deliveries under way before the process exits regardless. */
const SHUTDOWN_GRACE_MS = 3_000;

/**
 * Deno: the embedded queue's worker drains jobs in this process (jobs accepted before a crash
 * included), and Deno.cron fires the schedules where the runtime has it (`--unstable-cron`).
 * SIGTERM and SIGINT end the process within SHUTDOWN_GRACE_MS and a moment: no new job is
 * taken, deliveries under way get the grace to finish, and any that does not is delivered
 * again after the restart (nobody renews its lease, so it lapses within seconds).
 */
function startBackgroundWork({ deps }: Service, worker: boolean) {
  const { queue, logger, db, sandbox } = deps;
  const stop = new AbortController();
  // With demo data on, the sandbox is migrated and seeded now rather than on its first request
  // (a failure is logged there, and the next sandbox request tries again); without, the start
  // stays as light as it was, and the first sandbox request lays it out.
  if (deps.config.DEMO_DATA) sandbox.deps().catch(() => {});
  if (queue.kind === "local") {
    if (worker) queue.start();
    if (typeof Deno.cron === "function") {
      for (const schedule of SCHEDULES) {
        // Deno.cron's promise settles only when the cron stops: not awaited.
        Deno.cron(schedule.name, schedule.cron, { signal: stop.signal }, async () => {
          const ids = await fireSchedules(queue, schedule.cron, new Date(), schedule.name);
          logger.info("schedule fired", { schedule: schedule.name, messageIds: ids });
        });
      }
    }
  }
  const shutdown = async (signal: Deno.Signal) => {
    if (stop.signal.aborted) return;
    logger.info("shutting down", { signal });
    stop.abort();
    let grace: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      queue.stop(),
      new Promise((resolve) => grace = setTimeout(resolve, SHUTDOWN_GRACE_MS)),
    ]);
    clearTimeout(grace);
    await deps.bus.close().catch(() => {});
    db.$client.close();
    sandbox.close();
    // Open connections (an event stream, say) would hold `deno serve`'s own shutdown open.
    Deno.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    Deno.addSignalListener(signal, () => void shutdown(signal));
  }
}

/**
 * Workers: while the app cannot boot (bad settings, database unreachable), say so in the error
 * body of the request's surface, as the OpenAPI document declares for every route, and retry.
 */
function bootFailure(request: Request, err: unknown): Response {
  booting = undefined;
  console.error("boot failed:", err instanceof Error ? err.message : err);
  const requestId = crypto.randomUUID();
  const path = new URL(request.url).pathname;
  const error = new AppError(
    "unavailable",
    "service unavailable: it could not start; retry shortly",
  );
  const body = errorBody(surfaceOf(path), error, {
    timestamp: new Date().toISOString(),
    requestId,
    path,
  });
  return Response.json(body, {
    status: 503,
    headers: { "Retry-After": "5", "X-Request-Id": requestId, "X-API-Version": RELEASE },
  });
}

interface ScheduledController {
  cron: string;
  scheduledTime: number;
}

/** Workers' execution context, as Hono types it (waitUntil, passThroughOnException). */
type ExecutionContext = Parameters<App["fetch"]>[2] & object;

export default {
  fetch(request: Request, env?: unknown, ctx?: ExecutionContext): Response | Promise<Response> {
    // Workers' execution context lets work outlive the response (an analytics flush).
    if (app) return app.fetch(request, env, ctx);
    // Workers: the first request boots the app from the bindings it brings.
    return start(env as Env).then(
      (ready) => ready.app.fetch(request, env, ctx),
      (err) => bootFailure(request, err),
    );
  },
  /**
   * Workers' cron triggers (wrangler.toml): publish the schedule's job, drain the local queue,
   * and let the live entries it published reach the sockets' Durable Objects.
   */
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(
      start(env).then(async (ready) => {
        await fireSchedules(ready.deps.queue, controller.cron, new Date(controller.scheduledTime));
        await ready.deps.queue.drain();
        await ready.deps.bus.idle();
      }),
    );
  },
};
