import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { operatorGuard, PLATFORM_CREDENTIALS } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  Analytics,
  Api,
  Athletes,
  AthletesQuery,
  Betting,
  BettingQuery,
  Catalog,
  DocFilename,
  Events,
  EventsQuery,
  Kb,
  Overview,
  QueryBody,
  QueryParams,
  QueryResult,
  Schemas,
  SchemasQuery,
  SportCode,
  SportData,
  SportQuery,
  Sports,
  SportsQuery,
  Tables,
  TablesQuery,
} from "./schemas.ts";

const tags = ["Database explorer"];
const security = securityOf(...PLATFORM_CREDENTIALS);

export const query = createRoute({
  method: "post",
  path: "/sportsdb/query",
  operationId: "sportsdbQuery",
  tags,
  summary: "Run one read-only SQL query",
  description: "Datasette's guarantees: one SELECT or WITH … SELECT, parameterised, on a " +
    "read-only connection (`PRAGMA query_only`) whose SQLite authorizer allows only the " +
    "explorer's tables. Writes, PRAGMA, ATTACH, a second statement (also after a comment), " +
    "and tables holding credentials, key hashes, sessions or secrets (and `sqlite_master`, " +
    "`sqlite_schema`, `pragma_*`) are refused with 400. At most 1,000 rows (`truncated` says " +
    "when there were more); a query running past 1 s is stopped and answered 400 with " +
    "`details.reason` `time_limit`.",
  security,
  middleware: [operatorGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    query: QueryParams,
    body: { required: false, content: { "application/json": { schema: QueryBody } } },
  },
  responses: {
    200: jsonContent(Envelope(QueryResult), "The rows."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});

/** A read operation of the explorer: GET, operators only, the envelope around `data`. */
const read = <
  const P extends string,
  R extends Parameters<typeof createRoute>[0]["request"],
  D extends Parameters<typeof Envelope>[0],
  const S extends readonly (400 | 401 | 403 | 404 | 422 | 429)[],
>(
  path: P,
  operationId: string,
  summary: string,
  request: R,
  data: D,
  errors: S,
) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    security,
    middleware: [operatorGuard()] as const,
    request,
    responses: {
      200: jsonContent(Envelope(data), summary),
      ...envelopeErrors(...errors),
    },
  });

export const overview = read(
  "/sportsdb/",
  "sportsdbOverview",
  "Overview of the explorer, with navigation",
  {},
  Overview,
  [401, 403, 429],
);

export const schemas = read(
  "/sportsdb/schemas",
  "sportsdbSchemas",
  "Schemas (sports, system) and their tables",
  { query: SchemasQuery },
  Schemas,
  [401, 403, 422, 429],
);

export const tables = read(
  "/sportsdb/tables",
  "sportsdbTables",
  "Tables with their columns and row counts",
  { query: TablesQuery },
  Tables,
  [401, 403, 422, 429],
);

export const sport = read(
  "/sportsdb/sport/{sport_code}",
  "sportsdbSport",
  "Data for one sport",
  { params: SportCode, query: SportQuery },
  SportData,
  [401, 403, 404, 422, 429],
);

export const athletes = read(
  "/sportsdb/athletes/{sport_code}",
  "sportsdbAthletes",
  "Athletes of one sport",
  { params: SportCode, query: AthletesQuery },
  Athletes,
  [401, 403, 404, 422, 429],
);

export const events = read(
  "/sportsdb/events/{sport_code}",
  "sportsdbEvents",
  "Events of one sport",
  { params: SportCode, query: EventsQuery },
  Events,
  [401, 403, 404, 422, 429],
);

export const betting = read(
  "/sportsdb/betting/{sport_code}",
  "sportsdbBetting",
  "Odds and projections of one sport, from our pricing",
  { params: SportCode, query: BettingQuery },
  Betting,
  [401, 403, 404, 422, 429],
);

export const analytics = read(
  "/sportsdb/analytics",
  "sportsdbAnalytics",
  "Database analytics",
  {},
  Analytics,
  [401, 403, 429],
);

export const kb = read(
  "/sportsdb/kb",
  "sportsdbKb",
  "Knowledge base index",
  {},
  Kb,
  [401, 403, 429],
);

export const docs = createRoute({
  method: "get",
  path: "/sportsdb/docs/{filename}",
  operationId: "sportsdbDocument",
  tags,
  summary: "A knowledge-base document: markdown rendered as HTML, JSON as data",
  security,
  middleware: [operatorGuard()] as const,
  request: { params: DocFilename },
  responses: {
    200: {
      description: "The document: an HTML page (markdown) or the JSON data.",
      content: {
        "text/html": { schema: { type: "string" } },
        "application/json": { schema: { type: "object" } },
      },
    },
    ...envelopeErrors(401, 403, 404, 422, 429),
  },
});

export const catalog = read(
  "/sportsdb/catalog",
  "sportsdbCatalog",
  "Schema catalog: 26 schemas in categories",
  {},
  Catalog,
  [401, 403, 429],
);

export const sports = read(
  "/sportsdb/sports",
  "sportsdbSports",
  "Sports with their metadata",
  { query: SportsQuery },
  Sports,
  [401, 403, 422, 429],
);

export const api = read(
  "/sportsdb/api",
  "sportsdbApi",
  "Reference of the explorer's routes",
  {},
  Api,
  [401, 403, 429],
);
