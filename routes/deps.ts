import { openDatabase } from "../db/client.ts";
import { prepareDatabase } from "../db/setup.ts";
import { createApiKeyVerifier } from "../services/auth/api_keys.ts";
import { createJsonCache } from "../services/cache.ts";
import type { Config } from "../services/config.ts";
import { createLogger } from "../services/logger.ts";
import { createPricer } from "../services/pricing/mod.ts";
import type { AppDeps } from "./context.ts";
import { createHotReads } from "./hot_reads.ts";

/** Opens and prepares what the app depends on, from the parsed configuration. */
export async function buildDeps(
  config: Config,
  { clock = () => new Date() }: { clock?: () => Date } = {},
): Promise<AppDeps> {
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  await prepareDatabase(db, config, clock(), logger);
  const apiKeys = createApiKeyVerifier(db);
  return {
    db,
    config,
    logger,
    clock,
    apiKeys,
    hotReads: createHotReads({ apiKeys, logger, now: () => clock().getTime() }),
    cache: createJsonCache({ ttlMs: config.RESPONSE_CACHE_TTL_MS, now: () => clock().getTime() }),
    pricer: createPricer(db, { sims: config.PRICING_SIMULATIONS, clock }),
  };
}
