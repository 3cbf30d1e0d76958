// Workers' build of docs_assets.ts: wrangler.toml's [alias] puts it in place and its [[rules]]
// import these files as text.
export { default as bundle } from "swagger-ui-dist/swagger-ui-bundle.js";
export { default as css } from "swagger-ui-dist/swagger-ui.css";
