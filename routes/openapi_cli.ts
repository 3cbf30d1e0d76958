/**
 * `deno task openapi [file]`: writes the OpenAPI 3.1 document (the one served at /openapi.json)
 * to the file, or to standard output. The app is built on an empty, throw-away database.
 */
import { loadConfig } from "../services/config.ts";
import { createApp, openApiDocument } from "./app.ts";
import { buildDeps } from "./deps.ts";

const dir = await Deno.makeTempDir({ prefix: "altsports-openapi-" });
const deps = await buildDeps(
  loadConfig({ DATA_DIR: dir, DEMO_DATA: "false", LOG_LEVEL: "silent" }),
);
const doc = JSON.stringify(openApiDocument(createApp(deps)), null, 2) + "\n";
if (Deno.args[0]) await Deno.writeTextFile(Deno.args[0], doc);
else await Deno.stdout.write(new TextEncoder().encode(doc));
deps.db.$client.close();
await Deno.remove(dir, { recursive: true });
