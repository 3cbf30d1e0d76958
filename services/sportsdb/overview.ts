/** `GET /sportsdb/` and `GET /sportsdb/api`: what the explorer offers, with navigation. */
import { MAX_ROWS, TIME_LIMIT_MS } from "./query.ts";
import { VISIBLE_TABLES } from "./tables.ts";

export const EXPLORER_ROUTES = [
  { method: "GET", path: "/sportsdb/", summary: "Overview with navigation" },
  { method: "GET", path: "/sportsdb/schemas", summary: "Schemas (category, include_stats)" },
  { method: "GET", path: "/sportsdb/tables", summary: "Tables (schema, has_data, paging)" },
  { method: "GET", path: "/sportsdb/sport/{sport_code}", summary: "Data for one sport" },
  { method: "GET", path: "/sportsdb/athletes/{sport_code}", summary: "Athletes of a sport" },
  { method: "GET", path: "/sportsdb/events/{sport_code}", summary: "Events of a sport" },
  { method: "GET", path: "/sportsdb/betting/{sport_code}", summary: "Odds and projections" },
  { method: "POST", path: "/sportsdb/query", summary: "One read-only SQL query" },
  { method: "GET", path: "/sportsdb/analytics", summary: "Database analytics" },
  { method: "GET", path: "/sportsdb/kb", summary: "Knowledge base index" },
  { method: "GET", path: "/sportsdb/docs/{filename}", summary: "A knowledge-base document" },
  { method: "GET", path: "/sportsdb/catalog", summary: "Schema catalog (26 schemas)" },
  { method: "GET", path: "/sportsdb/sports", summary: "Sports with metadata" },
  { method: "GET", path: "/sportsdb/api", summary: "This reference" },
] as const;

export function explorerOverview(mechanism: string) {
  return {
    name: "sportsdb",
    description: "A read-only explorer of the sports database, for operators.",
    visible_tables: VISIBLE_TABLES.length,
    query_limits: {
      max_rows: MAX_ROWS,
      time_limit_ms: TIME_LIMIT_MS,
      statements: "one SELECT or WITH … SELECT",
      confinement: mechanism,
    },
    links: Object.fromEntries(
      EXPLORER_ROUTES.filter((r) => r.path !== "/sportsdb/").map((r) => [
        r.path.replace("/sportsdb/", "").replace(/\/\{.*$/, "") || "root",
        r.path,
      ]),
    ),
  };
}

export function explorerApi() {
  return { routes: EXPLORER_ROUTES.map((r) => ({ ...r })), total: EXPLORER_ROUTES.length };
}
