import { count, eq } from "drizzle-orm";
import type { Config } from "../services/config.ts";
import type { Logger } from "../services/logger.ts";
import { ensureDemoKey } from "../services/auth/api_keys.ts";
import { ensureDemoClient } from "../services/auth/oauth.ts";
import { ensureDemoUser } from "../services/auth/users.ts";
import { ensureDemoLeagues } from "../services/catalog/mod.ts";
import { META_SEEDED_AT, seedPrompts } from "../services/prompts/seed.ts";
import { type Database, preferWal } from "./client.ts";
import { migrate } from "./migrate.ts";
import { meta, sports } from "./schema/mod.ts";
import { seedDemoData } from "./seed/mod.ts";

/**
 * What every start does before serving: apply pending migrations, seed the demo data into an
 * empty database (when DEMO_DATA is on), and make the demo API key, accounts and OAuth client
 * valid as configured.
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<
    Config,
    | "DEMO_DATA"
    | "DEMO_SEED"
    | "DEMO_API_KEY"
    | "DEMO_API_KEY_SCOPES"
    | "DEMO_SANDBOX_API_KEY"
    | "DEMO_ADMIN_EMAIL"
    | "DEMO_ADMIN_PASSWORD"
    | "DEMO_LEAGUE_EMAIL"
    | "DEMO_LEAGUE_PASSWORD"
    | "DEMO_OAUTH_CLIENT_ID"
    | "DEMO_OAUTH_CLIENT_SECRET"
  >,
  now: Date,
  logger: Logger,
): Promise<void> {
  await preferWal(db);
  const applied = await migrate(db.$client);
  if (applied.length) logger.info("migrations applied", { applied });
  if (config.DEMO_DATA) {
    const [{ n }] = await db.select({ n: count() }).from(sports);
    if (n === 0) {
      const started = performance.now();
      const data = await seedDemoData(db, { seed: config.DEMO_SEED, anchor: now });
      logger.info("demo data seeded", {
        seed: config.DEMO_SEED,
        events: data.events.length,
        heatResults: data.heatResults.length,
        ms: Math.round(performance.now() - started),
      });
    }
  }
  // The shared prompts and examples, on the first start of a database with demo data (and of
  // one made before the prompt store existed); POST /api/prompts/seed re-seeds on demand.
  if (
    config.DEMO_DATA && !await db.query.meta.findFirst({ where: eq(meta.key, META_SEEDED_AT) })
  ) {
    await seedPrompts({ db, clock: () => now });
  }
  // The catalog's leagues come from the tours: written with the demo data, and on the first
  // start of a database seeded before the catalog existed.
  await ensureDemoLeagues(db, now);
  await ensureDemoKey(db, config.DEMO_API_KEY, config.DEMO_API_KEY_SCOPES, now);
  await ensureDemoKey(db, config.DEMO_SANDBOX_API_KEY, ["public"], now, "sandbox");
  await ensureDemoUser(db, {
    id: "demo-admin",
    email: config.DEMO_ADMIN_EMAIL,
    password: config.DEMO_ADMIN_PASSWORD,
    role: "admin",
  }, now);
  await ensureDemoUser(db, {
    id: "demo-league",
    email: config.DEMO_LEAGUE_EMAIL,
    password: config.DEMO_LEAGUE_PASSWORD,
    role: "league_admin",
  }, now);
  await ensureDemoClient(db, {
    clientId: config.DEMO_OAUTH_CLIENT_ID,
    secret: config.DEMO_OAUTH_CLIENT_SECRET,
  }, now);
}

/**
 * The sandbox database (sandbox API keys read it): migrated, and laid out by the same demo
 * generator for `now`'s day when it is empty or was laid out on an earlier day, so a start after
 * a missed 00:00 UTC reset catches up. It holds sports data only: keys and accounts stay in
 * production's database.
 */
export async function prepareSandboxDatabase(
  db: Database,
  seed: number,
  now: Date,
  logger: Logger,
): Promise<void> {
  await preferWal(db);
  await migrate(db.$client);
  const anchor = await db.query.meta.findFirst({ where: eq(meta.key, "demo_anchor") });
  if (anchor?.value !== now.toISOString().slice(0, 10)) {
    const data = await seedDemoData(db, { seed, anchor: now }, { replace: true });
    logger.info("sandbox data seeded", { seed, events: data.events.length });
  }
  // The catalog's leagues stand on the day's tours, as in production.
  await ensureDemoLeagues(db, now);
}
