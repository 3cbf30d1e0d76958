import type { ExplorerHandle } from "../db/explorer.ts";
import type { OpenAPIHono, RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Database } from "../db/client.ts";
import type { JobRegistry } from "../jobs/mod.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { CallbackVerifier } from "../jobs/signing.ts";
import type { ApiKeyVerifier } from "../services/auth/api_keys.ts";
import type { IdTokenVerifier } from "../services/auth/id_tokens.ts";
import type { ApiKeyEnvironment, Principal } from "../services/auth/principal.ts";
import type { TokenKeys } from "../services/auth/tokens.ts";
import type { JsonCache } from "../services/cache.ts";
import type { Config } from "../services/config.ts";
import type { Logger } from "../services/logger.ts";
import type { EventLog } from "../services/event_log/mod.ts";
import type { LiveBus } from "../services/event_log/bus.ts";
import type { StreamSlots } from "../services/live/streams.ts";
import type { RequestRecorder } from "../services/analytics/recorder.ts";
import type { PaymentProvider } from "../services/payments/mod.ts";
import type { Pricer } from "../services/pricing/mod.ts";
import type { RateLimiter } from "../services/ratelimit/mod.ts";
import type { DocumentStore } from "../services/storage/mod.ts";
import type { Tracker } from "../services/tracker/mod.ts";
import type { AiProvider } from "../services/ai/mod.ts";
import type { Embedder } from "../services/ai/embeddings.ts";
import type { ScraperOptions } from "../services/scraping/mod.ts";
import type { WebhookOutbound } from "../services/webhooks/mod.ts";
import type { HotReads } from "./hot_reads.ts";
import type { HubNamespace } from "./live_hub.ts";
import type { Sandbox } from "./sandbox.ts";

/** Everything the app needs from outside, built once at start-up (or by a test). */
export interface AppDeps {
  /** Which data these deps serve: production's, or the sandbox's (sandbox API keys). */
  environment: ApiKeyEnvironment;
  /** The sports data, response cache and prices of this environment. */
  db: Database;
  config: Config;
  logger: Logger;
  clock: () => Date;
  apiKeys: ApiKeyVerifier;
  /** Signing keys of our own tokens (access, OAuth, embedded identity provider). */
  tokenKeys: TokenKeys;
  /** The external identity provider's ID tokens, when ID_TOKEN_JWKS_URL is set. */
  idTokens?: IdTokenVerifier;
  limiter: RateLimiter;
  queue: JobQueue;
  jobs: JobRegistry;
  /** Checks the QStash-style signature of job callbacks. */
  verifyCallback: CallbackVerifier;
  documents: DocumentStore;
  tracker: Tracker;
  ai: AiProvider;
  /** Text as vectors, for retrieval and semantic search (services/ai/embeddings.ts). */
  embedder: Embedder;
  /** The language model questionnaires are extracted with (EXTRACTION=model); none by default. */
  extractor?: AiProvider;
  /** Serialized responses of public reads, for RESPONSE_CACHE_TTL_MS. */
  cache: JsonCache;
  /** Prices events; keeps each event's model until its data or the model changes. */
  pricer: Pricer;
  /** Replays fresh public reads before routing (routes/hot_reads.ts). */
  hotReads: HotReads;
  /** The sandbox's deps, for sandbox API keys, and its daily reset. */
  sandbox: Sandbox;
  /** How outgoing webhooks are signed and sent (services/webhooks/). */
  webhooks: WebhookOutbound;
  /** How league websites are fetched (services/scraping/): the same outbound guard, limits. */
  scraper: ScraperOptions;
  /** Carries committed log entries to the live connections of every instance. */
  bus: LiveBus;
  /** Workers: the Durable Objects that hold live WebSockets; on Deno the process holds them. */
  liveHub?: HubNamespace;
  /** The SQL explorer's read-only handle (db/explorer.ts), apart from `db`. */
  explorer: ExplorerHandle;
  /** This environment's event log: live changes, the source of every live channel. */
  eventLog: EventLog;
  /** Open live streams per credential, against LIVE_MAX_STREAMS_PER_KEY. */
  streams: StreamSlots;
  /** Counts requests into per-minute rollups (services/analytics/); production's, shared. */
  analytics: RequestRecorder;
  /** Checkout sessions and webhook verification: Stripe, or the embedded test-mode provider. */
  payments: PaymentProvider;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by `authenticate`; absent only on routes whose guard is `optional`. */
    principal: Principal;
  };
}

export type AppOpenAPI = OpenAPIHono<AppEnv>;
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/**
 * The request's dependencies as the queue's services see them (pipeline stages, mail intake):
 * with the stage lease the configuration sets.
 */
export const queueServicesOf = (c: { get(key: "deps"): AppDeps }) => {
  const deps = c.get("deps");
  return { ...deps, stageLeaseMs: deps.config.JOB_LEASE_SECONDS * 1000 };
};
