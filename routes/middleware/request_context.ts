import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { ownerLabelOf } from "../../services/analytics/recorder.ts";
import type { Principal } from "../../services/auth/principal.ts";
import { badRequest } from "../../services/errors.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { errorResponse } from "../errors.ts";
import { RELEASE } from "../openapi.ts";

/** An incoming X-Request-Id is kept when it is short and plain; otherwise a new one is made. */
export const CLIENT_REQUEST_ID = /^[\w.:=-]{1,128}$/;

/** Versions a client may ask for in X-API-Version: v1 and its release, with or without the v. */
export const ACCEPTED_VERSION = /^v?1(?:\.0(?:\.0)?)?$/i;

/** Hono's route pattern (`/v1/leagues/:id`) as OpenAPI writes it (`/v1/leagues/{id}`). */
const templates = new Map<string, string>();
export function routeTemplate(pattern: string): string {
  let template = templates.get(pattern);
  if (template === undefined) {
    template = pattern.endsWith("*")
      ? "(unmatched)"
      : pattern.replace(/:(\w+)(?:\{[^}]*\})?\??/g, "{$1}");
    if (templates.size < 10_000) templates.set(pattern, template);
  }
  return template;
}

/**
 * The route template that answered: the handler's, also when a middleware of a prefix (a
 * guard of `/api/v1/public/*`) answered before it; `(unmatched)` when no route matched.
 */
function routeOf(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  const path = routes[c.req.routeIndex]?.path ?? "*";
  if (!path.endsWith("*")) return routeTemplate(path);
  for (let i = routes.length - 1; i >= 0; i--) {
    if (routes[i].method !== "ALL") return routeTemplate(routes[i].path);
  }
  return "(unmatched)";
}

/**
 * The first middleware of every request: gives it an id (echoed in X-Request-Id), hands it the
 * app's dependencies, answers with the release in X-API-Version (refusing a request for a version
 * we do not serve), counts it in the analytics rollups (route template, method, status,
 * credential; the time until its response is ready, so a stream counts until its headers) and
 * writes the access log line when info logging is on. One middleware rather than four: on the
 * hottest reads each layer is a measurable share of the time.
 */
export function requestContext(deps: AppDeps) {
  const logRequests = deps.logger.enabled("info");
  const recorder = deps.config.ANALYTICS === "on" ? deps.analytics : undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("X-Request-Id");
    const id = incoming && CLIENT_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", id);
    c.set("deps", deps);
    c.header("X-Request-Id", id);
    c.header("X-API-Version", RELEASE);
    const asked = c.req.header("X-API-Version");
    if (asked !== undefined && !ACCEPTED_VERSION.test(asked.trim())) {
      c.res = errorResponse(
        c,
        badRequest(`unsupported API version '${asked}'; this service serves ${RELEASE}`, {
          parameter: "X-API-Version",
          supported: ["v1", RELEASE],
        }),
      );
    } else if (!recorder && !logRequests) return await next();
    else await next();
    const ms = performance.now() - started;
    if (recorder) {
      const principal = c.get("principal") as Principal | undefined;
      const flushing = recorder.record(
        routeOf(c),
        c.req.method,
        c.res.status,
        principal?.kind ?? "none",
        principal ? ownerLabelOf(principal) : "",
        ms,
      );
      if (flushing) keepAlive(c, flushing);
    }
    if (logRequests) {
      deps.logger.info("request", {
        requestId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
      });
    }
  });
}

/** Workers end an invocation with its response: work still under way is handed to waitUntil. */
function keepAlive(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // Deno has no execution context: the process lives on and the work finishes.
  }
}
