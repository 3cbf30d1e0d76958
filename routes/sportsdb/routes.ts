import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { authenticate, PLATFORM_CREDENTIALS } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { QueryBody, QueryParams, QueryResult } from "./schemas.ts";

const tags = ["Database explorer"];
const security = securityOf(...PLATFORM_CREDENTIALS);
/** The explorer is for operators: admins, and service or admin keys. */
const operator = () =>
  authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin", "service"] });

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
  middleware: [operator(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: {
    query: QueryParams,
    body: { required: false, content: { "application/json": { schema: QueryBody } } },
  },
  responses: {
    200: jsonContent(Envelope(QueryResult), "The rows."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});
