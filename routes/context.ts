import type { OpenAPIHono, RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Database } from "../db/client.ts";
import type { ApiKeyPrincipal, ApiKeyVerifier } from "../services/auth/api_keys.ts";
import type { JsonCache } from "../services/cache.ts";
import type { Config } from "../services/config.ts";
import type { Logger } from "../services/logger.ts";
import type { Pricer } from "../services/pricing/mod.ts";
import type { HotReads } from "./hot_reads.ts";

/** Everything the app needs from outside, built once at start-up (or by a test). */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  clock: () => Date;
  apiKeys: ApiKeyVerifier;
  /** Serialized responses of public reads, for RESPONSE_CACHE_TTL_MS. */
  cache: JsonCache;
  /** Prices events; keeps each event's model until its data or the model changes. */
  pricer: Pricer;
  /** Replays fresh public reads before routing (routes/hot_reads.ts). */
  hotReads: HotReads;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    principal: ApiKeyPrincipal;
  };
}

export type AppOpenAPI = OpenAPIHono<AppEnv>;
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
