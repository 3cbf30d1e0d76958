/**
 * `deno task openapi [file]`: writes the OpenAPI 3.1 document (the one served at /openapi.json)
 * to the file, or to standard output. It opens no database: documents need none.
 */
import { openDatabase } from "../db/client.ts";
import { createApiKeyVerifier } from "../services/auth/api_keys.ts";
import { createJsonCache } from "../services/cache.ts";
import { loadConfig } from "../services/config.ts";
import { createLogger } from "../services/logger.ts";
import { createPricer } from "../services/pricing/mod.ts";
import { createApp, openApiInfo } from "./app.ts";
import { createHotReads } from "./hot_reads.ts";

const db = openDatabase(":memory:");
const apiKeys = createApiKeyVerifier(db);
const logger = createLogger("silent");
const app = createApp({
  db,
  config: loadConfig({}),
  logger,
  clock: () => new Date(),
  apiKeys,
  hotReads: createHotReads({ apiKeys, logger }),
  cache: createJsonCache({ ttlMs: 0 }),
  pricer: createPricer(db),
});
const doc = JSON.stringify(app.getOpenAPI31Document(openApiInfo), null, 2) + "\n";
if (Deno.args[0]) await Deno.writeTextFile(Deno.args[0], doc);
else await Deno.stdout.write(new TextEncoder().encode(doc));
db.$client.close();
