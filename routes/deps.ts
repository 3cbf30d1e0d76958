import { openDatabase } from "../db/client.ts";
import { openExplorer } from "../db/explorer.ts";
import { VISIBLE_TABLES } from "../services/sportsdb/tables.ts";
import { prepareDatabase } from "../db/setup.ts";
import { createLocalQueue } from "../jobs/local_queue.ts";
import { createJobRegistry, type JobDefinition } from "../jobs/mod.ts";
import { createQStashQueue } from "../jobs/qstash_queue.ts";
import { createCallbackVerifier } from "../jobs/signing.ts";
import { createApiKeyVerifier } from "../services/auth/api_keys.ts";
import { createIdTokenVerifier } from "../services/auth/id_tokens.ts";
import { randomToken } from "../services/auth/random.ts";
import { createTokenKeys } from "../services/auth/tokens.ts";
import { createJsonCache } from "../services/cache.ts";
import type { Config } from "../services/config.ts";
import { createLogger } from "../services/logger.ts";
import { createEventLog } from "../services/event_log/mod.ts";
import { createLiveBus } from "../services/event_log/bus.ts";
import { createRedisRelay } from "../services/event_log/redis_relay.ts";
import { RequestRecorder } from "../services/analytics/recorder.ts";
import { createStreamSlots } from "../services/live/streams.ts";
import { createPaymentProvider } from "../services/payments/mod.ts";
import { createPricer } from "../services/pricing/mod.ts";
import { createMemoryWindowStore } from "../services/ratelimit/memory.ts";
import { createRateLimiter } from "../services/ratelimit/mod.ts";
import { resolvePolicies, unknownPolicyNames } from "../services/ratelimit/policies.ts";
import { createUpstashWindowStore } from "../services/ratelimit/upstash.ts";
import { createDocumentStore } from "../services/storage/mod.ts";
import { createHttpTracker, createLocalTracker } from "../services/tracker/mod.ts";
import { createLocalProvider, createOpenAiProvider } from "../services/ai/mod.ts";
import {
  createLocalEmbedder,
  createOpenAiEmbedder,
  LOCAL_DIMENSIONS,
} from "../services/ai/embeddings.ts";
import { seedRetrieval } from "../services/retrieval/seed.ts";
import type { OutboundPolicy } from "../services/outbound/guard.ts";
import { DEFAULT_SCRAPER_LIMITS } from "../services/scraping/mod.ts";
import { createSecretBox } from "../services/webhooks/mod.ts";
import type { AppDeps } from "./context.ts";
import { createHotReads } from "./hot_reads.ts";
import { type HubNamespace, hubRelay } from "./live_hub.ts";
import { createSandbox } from "./sandbox.ts";

export interface BuildOptions {
  /** The business clock (event dates, token times); tests fix it. */
  clock?: () => Date;
  /** Jobs beyond the service's own (tests add failing ones). */
  extraJobs?: JobDefinition[];
  /** Workers: the Durable Object namespace that holds live WebSockets (routes/live/hub.ts). */
  liveHub?: HubNamespace;
}

/** Opens and prepares what the app depends on, from the parsed configuration. */
export async function buildDeps(
  config: Config,
  { clock = () => new Date(), extraJobs = [], liveHub }: BuildOptions = {},
): Promise<AppDeps> {
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  await prepareDatabase(db, config, clock(), logger);
  const apiKeys = createApiKeyVerifier(db, { now: () => clock().getTime() });
  for (const name of unknownPolicyNames(config.RATE_LIMITS)) {
    logger.warn("RATE_LIMITS names an unknown policy; ignored", { policy: name });
  }
  const limiter = createRateLimiter({
    policies: resolvePolicies(config.RATE_LIMITS),
    local: createMemoryWindowStore(),
    shared: config.RATE_LIMIT_STORE === "upstash"
      ? createUpstashWindowStore({
        url: config.UPSTASH_REDIS_REST_URL!,
        token: config.UPSTASH_REDIS_REST_TOKEN!,
      })
      : undefined,
    timeoutMs: config.RATE_LIMIT_TIMEOUT_MS,
    now: () => clock().getTime(),
    logger,
  });
  // Without QStash, deliveries are signed with a key made for this process: nobody outside
  // it can forge a callback, and nothing needs it after a restart (deliveries are re-signed).
  const localKey = `sig_${randomToken(32)}`;
  const signingKeys = {
    current: config.QSTASH_CURRENT_SIGNING_KEY ?? localKey,
    next: config.QSTASH_NEXT_SIGNING_KEY ?? localKey,
  };
  const queue = config.JOB_QUEUE === "qstash"
    ? createQStashQueue({
      token: config.QSTASH_TOKEN!,
      baseUrl: config.PUBLIC_BASE_URL,
      qstashUrl: config.QSTASH_URL,
      maxRetries: config.JOB_MAX_RETRIES,
    })
    : createLocalQueue({
      db,
      logger,
      baseUrl: config.PUBLIC_BASE_URL,
      signingKey: signingKeys.current,
      maxRetries: config.JOB_MAX_RETRIES,
      pollMs: config.JOB_POLL_MS,
      backoffScale: config.JOB_BACKOFF_SCALE,
      leaseMs: config.JOB_LEASE_SECONDS * 1000,
      concurrency: config.JOB_CONCURRENCY,
    });
  const ai = config.AI_PROVIDER === "openai"
    ? createOpenAiProvider({
      baseUrl: config.AI_BASE_URL!,
      apiKey: config.AI_API_KEY!,
      model: config.AI_MODEL,
      usdPer1kTokens: config.AI_USD_PER_1K_TOKENS,
    })
    : createLocalProvider();
  const onRelayError = (err: unknown) => logger.warn("live relay failed", { error: String(err) });
  const bus = createLiveBus({
    relays: [
      ...(liveHub ? [hubRelay(liveHub)] : []),
      ...(config.LIVE_RELAY === "redis"
        ? [createRedisRelay({
          url: config.UPSTASH_REDIS_REST_URL!,
          token: config.UPSTASH_REDIS_REST_TOKEN!,
          onError: onRelayError,
        })]
        : []),
    ],
    onError: onRelayError,
  });
  const analytics = new RequestRecorder(db, logger, {
    flushMs: config.ANALYTICS_FLUSH_MS,
    now: () => clock().getTime(),
  });
  /** Where requests to addresses callers choose may go (webhooks, league scraping). */
  const outboundPolicy: OutboundPolicy = {
    allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
    resolve: resolverOf(),
  };
  const deps: AppDeps = {
    environment: "production",
    db,
    config,
    logger,
    clock,
    apiKeys,
    tokenKeys: await createTokenKeys({
      secret: config.JWT_SECRET,
      issuer: config.JWT_ISSUER,
      embeddedIdp: !config.ID_TOKEN_JWKS_URL,
    }),
    idTokens: config.ID_TOKEN_JWKS_URL
      ? createIdTokenVerifier({
        jwksUrl: config.ID_TOKEN_JWKS_URL,
        issuer: config.ID_TOKEN_ISSUER!,
        audience: config.ID_TOKEN_AUDIENCE,
      })
      : undefined,
    limiter,
    queue,
    jobs: createJobRegistry(extraJobs),
    verifyCallback: createCallbackVerifier(signingKeys),
    documents: createDocumentStore(config),
    tracker: config.TRACKER === "http"
      ? createHttpTracker({ apiUrl: config.TRACKER_API_URL!, token: config.TRACKER_TOKEN! })
      : createLocalTracker(db, config.PUBLIC_BASE_URL),
    ai,
    extractor: config.EXTRACTION === "model" ? ai : undefined,
    embedder: config.EMBEDDINGS === "openai"
      ? createOpenAiEmbedder({
        baseUrl: config.AI_BASE_URL!,
        apiKey: config.AI_API_KEY!,
        model: config.EMBEDDINGS_MODEL,
        dimensions: LOCAL_DIMENSIONS,
      })
      : createLocalEmbedder(),
    hotReads: createHotReads({
      apiKeys,
      limiter,
      logger,
      recorder: config.ANALYTICS === "on" ? analytics : undefined,
      now: () => clock().getTime(),
    }),
    cache: createJsonCache({ ttlMs: config.RESPONSE_CACHE_TTL_MS, now: () => clock().getTime() }),
    pricer: createPricer(db, { sims: config.PRICING_SIMULATIONS, clock }),
    sandbox: createSandbox(() => deps),
    webhooks: {
      policy: outboundPolicy,
      box: await createSecretBox(config.WEBHOOK_SECRET_KEY),
      fetch: (input, init) => fetch(input, init),
      now: () => Date.now(),
      timeoutMs: 5000,
      retrySchedule: config.WEBHOOK_RETRY_SCHEDULE,
      disableAfterMs: config.WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000,
      rotationOverlapMs: 86_400_000,
    },
    scraper: {
      ...DEFAULT_SCRAPER_LIMITS,
      // Site owners reading their logs can find who we are.
      ...(config.PUBLIC_BASE_URL
        ? { userAgent: `AltSportsBot/1.0 (+${config.PUBLIC_BASE_URL}; league onboarding)` }
        : {}),
      policy: outboundPolicy,
      fetch: (input, init) => fetch(input, init),
    },
    bus,
    liveHub,
    explorer: openExplorer(config.DATABASE_URL, db.$client, VISIBLE_TABLES),
    eventLog: createEventLog(db, bus, "production"),
    streams: createStreamSlots(config.LIVE_MAX_STREAMS_PER_KEY, config.LIVE_MAX_CONNECTIONS),
    analytics,
    // Without STRIPE_WEBHOOK_SECRET, the embedded provider signs with a secret of this process.
    payments: createPaymentProvider(config, { db, clock, localSecret: `whsec_${randomToken(32)}` }),
  };
  if (
    config.PAYMENTS === "local" && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(
      `${config.PUBLIC_BASE_URL}/`,
    )
  ) {
    logger.warn(
      "PAYMENTS=local: the embedded test-mode checkout grants credits without payment; " +
        "set PAYMENTS=stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) for real money",
    );
  }
  await seedRetrieval(deps);
  return deps;
}

/**
 * The host resolver the webhook guard checks receivers with: Deno's (A and AAAA), or none on
 * runtimes without one (Workers), where literal addresses and local names are still refused.
 */
function resolverOf(): OutboundPolicy["resolve"] {
  const deno = (globalThis as { Deno?: typeof Deno }).Deno;
  if (typeof deno?.resolveDns !== "function") return undefined;
  return async (host) => {
    const lookups = await Promise.allSettled([
      deno.resolveDns(host, "A"),
      deno.resolveDns(host, "AAAA"),
    ]);
    return lookups.flatMap((r) => r.status === "fulfilled" ? r.value : []);
  };
}
