import { type Database, openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/mod.ts";
import { prepareSandboxDatabase } from "../db/setup.ts";
import type { SandboxResetter } from "../jobs/sandbox_reset.ts";
import { createJsonCache } from "../services/cache.ts";
import { ensureDemoLeagues } from "../services/catalog/mod.ts";
import { AppError } from "../services/errors.ts";
import { createEventLog } from "../services/event_log/mod.ts";
import { createPricer } from "../services/pricing/mod.ts";
import { seedRetrieval } from "../services/retrieval/seed.ts";
import type { AppDeps } from "./context.ts";

/**
 * The sandbox that sandbox API keys read: production's dependencies (config, services, key
 * verification, limits, hot reads) with the sandbox's own database, response cache and pricer.
 * `authenticate` puts its deps on the context of a sandbox key's request, so every handler that
 * reads `c.get("deps").db` serves the sandbox unchanged. Its database is opened, migrated and
 * seeded on first use (main.ts warms it at start; tests that never use it never pay for it).
 */
export interface Sandbox extends SandboxResetter {
  deps(): Promise<AppDeps>;
  close(): void;
}

export function createSandbox(production: () => AppDeps): Sandbox {
  let db: Database | undefined;
  let current: AppDeps | undefined;
  let preparing: Promise<AppDeps> | undefined;
  /** Fresh caches and prices over the sandbox database: after a reset nothing old is served. */
  const build = (sandboxDb: Database): AppDeps => {
    const base = production();
    const { config, clock } = base;
    return {
      ...base,
      environment: "sandbox",
      db: sandboxDb,
      cache: createJsonCache({
        ttlMs: config.RESPONSE_CACHE_TTL_MS,
        now: () => clock().getTime(),
      }),
      pricer: createPricer(sandboxDb, { sims: config.PRICING_SIMULATIONS, clock }),
      // The sandbox's own log on its own channel; the limit of open streams per key stays
      // production's (shared).
      eventLog: createEventLog(sandboxDb, base.bus, "sandbox"),
    };
  };
  const open = () => {
    const { config } = production();
    return db ??= openDatabase(config.SANDBOX_DATABASE_URL, config.SANDBOX_DATABASE_AUTH_TOKEN);
  };
  const sandbox: Sandbox = {
    deps() {
      if (current) return Promise.resolve(current);
      preparing ??= (async () => {
        const { config, clock, logger } = production();
        try {
          await prepareSandboxDatabase(open(), config.DEMO_SEED, clock(), logger);
          await seedRetrieval({ ...production(), db: open() });
        } catch (err) {
          // An unreachable sandbox database is the sandbox's outage, not a bad request.
          logger.error("sandbox database not ready", { error: String(err) });
          throw new AppError("unavailable", "the sandbox is not available; retry shortly", {}, {
            headers: { "Retry-After": "5" },
          });
        }
        return current = build(open());
      })().finally(() => preparing = undefined);
      return preparing;
    },
    opened() {
      return current;
    },
    async reset(now) {
      await sandbox.deps();
      const { config, logger } = production();
      const data = await seedDemoData(open(), { seed: config.DEMO_SEED, anchor: now }, {
        replace: true,
      });
      await ensureDemoLeagues(open(), now);
      const old = current;
      current = build(open());
      // Entries of the old cache go stale at once, and with them their hot reads.
      old?.cache.clear();
      const anchor = now.toISOString().slice(0, 10);
      logger.info("sandbox reset", { anchor, events: data.events.length });
      return { anchor, events: data.events.length };
    },
    close() {
      db?.$client.close();
    },
  };
  return sandbox;
}
