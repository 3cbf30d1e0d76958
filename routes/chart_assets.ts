/**
 * uPlot's script and style as text, for the analytics dashboards (as docs_assets.ts does for
 * Swagger UI): wrangler.toml aliases this module to chart_assets.workers.js on Workers.
 */
export { default as script } from "uplot/dist/uPlot.iife.min.js" with { type: "text" };
export { default as css } from "uplot/dist/uPlot.min.css" with { type: "text" };
