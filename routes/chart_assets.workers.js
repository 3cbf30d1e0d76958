// Workers' build of chart_assets.ts: wrangler.toml's [alias] puts it in place and its [[rules]]
// import these files as text.
export { default as script } from "uplot/dist/uPlot.iife.min.js";
export { default as css } from "uplot/dist/uPlot.min.css";
