export * from "./auth.ts";
export * from "./events.ts";
export * from "./meta.ts";
export * from "./sports.ts";
export * from "./jobs.ts";
export * from "./pipeline.ts";
export * from "./catalog.ts";
export * from "./live.ts";
