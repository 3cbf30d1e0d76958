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

const db = openDatabase(":memory:");
const app = createApp({
  db,
  config: loadConfig({}),
  logger: createLogger("silent"),
  clock: () => new Date(),
  apiKeys: createApiKeyVerifier(db),
  cache: createJsonCache({ ttlMs: 0 }),
  pricer: createPricer(db),
});
const doc = JSON.stringify(app.getOpenAPI31Document(openApiInfo), null, 2) + "\n";
if (Deno.args[0]) await Deno.writeTextFile(Deno.args[0], doc);
else await Deno.stdout.write(new TextEncoder().encode(doc));
db.$client.close();
