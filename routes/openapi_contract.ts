/**
 * The part of the published contract every operation shares, added in one place from what each
 * operation declares: the error body of its surface (its path), the statuses its guard (its
 * `security`), its request body and the request-context middleware can produce, the headers
 * every response carries, `security: []` on open routes, and the server. A route declares only
 * what is its own (its success responses, 404, 409, 403 for the roles it requires, 429 on an
 * open route that limits callers by IP); every unversioned spec-001 /api route is `deprecated`; a new
 * route gets the rest without a line of its own. tests/openapi_contract_test.ts holds every
 * operation to it.
 */
import { type Surface, surfaceOf } from "./errors.ts";
import { LEGACY_SUNSET_DATE } from "./middleware/versioning.ts";
import { API_KEY_SCHEME, RELEASE, SCHEMES } from "./openapi.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

const ERROR_BODY: Record<Surface, string> = {
  public: "ServerErrorResponse",
  envelope: "ErrorEnvelope",
  detail: "DetailError",
  oauth: "OAuthError",
};

const DESCRIPTIONS: Record<number, string> = {
  400: "Malformed request: an invalid parameter, JSON that does not parse, or an X-API-Version " +
    "this service does not serve.",
  401: "Missing, invalid or not accepted credentials (see WWW-Authenticate).",
  403: "The caller's role, or its key's or OAuth token's scopes, may not do this.",
  413: "The request body is over the route's limit.",
  415: "The request body's Content-Type is not one the route takes.",
  422: "Typed parameters or body fields failed validation (the envelope lists them in " +
    "`details.issues`).",
  429: "Rate limit exceeded; retry after Retry-After seconds.",
  500: "Internal error; quote X-Request-Id.",
  503: "Service unavailable (starting, or a dependency is down); retry after Retry-After seconds.",
};

const integer = { type: "integer", minimum: 0 };

/** Response headers, published once under components.headers. */
const HEADERS: Json = {
  "X-Request-Id": {
    description: "The request's id: the client's own plain id (up to 128 characters) or a new one.",
    required: true,
    schema: { type: "string" },
  },
  "X-API-Version": {
    description: "The release that answered.",
    required: true,
    schema: { type: "string", example: RELEASE },
  },
  "X-RateLimit-Limit": {
    description: "Requests allowed in the caller's tightest window.",
    schema: integer,
  },
  "X-RateLimit-Remaining": { description: "Requests left in that window.", schema: integer },
  "X-RateLimit-Reset": { description: "When that window resets, epoch seconds.", schema: integer },
  "Retry-After": { description: "Seconds to wait before retrying.", schema: integer },
  "X-RateLimit-Retry-After": { description: "Seconds to wait before retrying.", schema: integer },
  "WWW-Authenticate": {
    description: "The credential the route expects.",
    schema: { type: "string" },
  },
  "Deprecation": {
    description: "RFC 9745: when this route was deprecated, `@<epoch seconds>`.",
    schema: { type: "string" },
  },
  "Sunset": {
    description: "RFC 8594: when this route stops being served (HTTP date).",
    schema: { type: "string" },
  },
  "X-API-Deprecation-Date": {
    description: "The day this route stops being served.",
    schema: { type: "string", format: "date", example: LEGACY_SUNSET_DATE },
  },
  "Link": {
    description: 'The successor route, `<path>; rel="successor-version"`, where there is one.',
    schema: { type: "string" },
  },
  "Content-Disposition": {
    description: "`attachment; filename=...` of a file download.",
    schema: { type: "string" },
  },
};

/**
 * The unversioned spec-001 paths, every one deprecated (its /api/v1 twin is current). Spec
 * 002's /api routes (prompts, credits, the showcase, ...) are current: they have no twin.
 */
export const LEGACY =
  /^\/api\/(auth|batch|contracts|email-monitor|feedback|league|morning-report|onboard|onboarding|pipeline|questionnaire)(\/|$)/;

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The optional X-API-Version request header every route reads. */
const VERSION_PARAMETER = {
  name: "X-API-Version",
  in: "header",
  required: false,
  description: `The version the client expects: v1 or ${RELEASE} (with or without the v); ` +
    "any other is 400.",
  schema: { type: "string", example: "v1" },
};

/** The statuses the shared machinery can answer an operation with. */
function sharedStatuses(path: string, op: Json): number[] {
  const guarded = (op.security ?? []).length > 0;
  // Keys and OAuth tokens carry scopes: one without the scope the route needs is 403.
  const scoped = [SCHEMES.oauth, SCHEMES.serviceKey, SCHEMES.queryKey, API_KEY_SCHEME];
  const oauth = (op.security ?? []).some((s: Json) => scoped.some((name) => name in s));
  const typed = surfaceOf(path) !== "public" && (op.parameters?.length || op.requestBody);
  return [
    400, // the request context refuses an unknown X-API-Version on every route
    ...(guarded ? [401, 429] : []),
    ...(oauth ? [403] : []), // a key or OAuth token without the scope the route needs
    ...(op.requestBody ? [413, 415] : []),
    ...(typed ? [422] : []),
    500,
    503, // Workers answer it while the app cannot boot
  ];
}

function headersOf(status: number, op: Json, limited: boolean, binary: boolean): Json {
  const names = ["X-Request-Id", "X-API-Version"];
  if (limited) names.push("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset");
  if (status === 429) names.push("Retry-After", "X-RateLimit-Retry-After");
  if (status === 503) names.push("Retry-After");
  if (status === 401) names.push("WWW-Authenticate");
  if (op.deprecated) names.push("Deprecation", "Sunset", "X-API-Deprecation-Date", "Link");
  if (binary) names.push("Content-Disposition");
  return Object.fromEntries(names.map((n) => [n, header(n)]));
}

const isBinary = (response: Json) =>
  Object.values<Json>(response.content ?? {}).some((media) => media.schema?.format === "binary");

/** The document as served: the generated one completed by the shared rules above. */
export function completeContract(generated: Json): Json {
  const doc = structuredClone(generated);
  // Relative: the host that serves this document, whichever deployment it is.
  doc.servers = [{ url: "/", description: "The host serving this document." }];
  doc.components.headers = HEADERS;
  for (const [path, methods] of Object.entries<Json>(doc.paths)) {
    const body = { $ref: `#/components/schemas/${ERROR_BODY[surfaceOf(path)]}` };
    for (const op of Object.values<Json>(methods)) {
      // Spec 001 deprecates the whole unversioned /api prefix (routes/middleware/versioning.ts).
      if (LEGACY.test(path)) op.deprecated = true;
      const statuses = sharedStatuses(path, op);
      op.security ??= [];
      op.parameters = [...(op.parameters ?? []), VERSION_PARAMETER];
      for (const status of statuses) {
        op.responses[status] ??= {
          description: DESCRIPTIONS[status],
          content: { "application/json": { schema: body } },
        };
      }
      const limited = "429" in op.responses;
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        response.headers = {
          ...headersOf(Number(status), op, limited, isBinary(response)),
          ...response.headers,
        };
      }
    }
  }
  return doc;
}
