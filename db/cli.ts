/**
 * `deno task db:migrate` applies pending migrations to DATABASE_URL.
 * `deno task db:seed` seeds the demo data into an empty database; `-- --reset` first deletes
 * the sports data (API keys stay), so a new DEMO_SEED or a new day can be laid out again.
 */
import { count } from "drizzle-orm";
import { ensureDemoLeagues } from "../services/catalog/mod.ts";
import { loadConfig } from "../services/config.ts";
import { createLogger } from "../services/logger.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import * as schema from "./schema/mod.ts";
import { seedDemoData } from "./seed/mod.ts";

const [command, ...flags] = Deno.args;
const config = loadConfig(Deno.env.toObject());
const logger = createLogger(config.LOG_LEVEL === "silent" ? "silent" : "info");
if (config.DATABASE_URL.startsWith("file:")) await Deno.mkdir(config.DATA_DIR, { recursive: true });
const db = openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);

switch (command) {
  case "migrate": {
    const applied = await migrate(db.$client);
    logger.info(applied.length ? "migrations applied" : "database is up to date", { applied });
    break;
  }
  case "seed": {
    await migrate(db.$client);
    const replace = flags.includes("--reset");
    const [{ n }] = await db.select({ n: count() }).from(schema.sports);
    if (n > 0 && !replace) {
      logger.info("demo data already present; pass --reset to lay it out again");
      break;
    }
    const data = await seedDemoData(db, { seed: config.DEMO_SEED, anchor: new Date() }, {
      replace,
    });
    await ensureDemoLeagues(db, new Date());
    logger.info("demo data seeded", { seed: config.DEMO_SEED, events: data.events.length });
    break;
  }
  default:
    console.error("usage: db/cli.ts migrate | seed [--reset]");
    Deno.exit(2);
}
db.$client.close();
