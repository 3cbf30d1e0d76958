/**
 * Swagger UI's script and style as text, for /docs. Deno reads them with import attributes;
 * Workers' bundler (wrangler 4's esbuild) does not take `type: "text"`, so wrangler.toml aliases
 * this module to docs_assets.workers.js, which imports the same files as Text modules.
 */
export { default as bundle } from "swagger-ui-dist/swagger-ui-bundle.js" with { type: "text" };
export { default as css } from "swagger-ui-dist/swagger-ui.css" with { type: "text" };
