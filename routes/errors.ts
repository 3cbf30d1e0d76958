import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type ErrorKind } from "../services/errors.ts";
import type { AppEnv } from "./context.ts";

const kindOfStatus: Record<number, ErrorKind> = {
  400: "validation",
  401: "unauthenticated",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  426: "upgrade_required",
  429: "rate_limited",
  503: "unavailable",
};

/** Any thrown value as the one internal error type; unknown errors become `internal`. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    const kind = kindOfStatus[err.status] ?? "internal";
    return new AppError(kind, kind === "internal" ? "internal server error" : err.message);
  }
  return new AppError("internal", "internal server error");
}

/**
 * The error bodies of the service, one per document (DESIGN.md, "one mapper per surface"): the
 * three surfaces, and RFC 6749's own body at the OAuth token endpoint.
 */
export type Surface = "public" | "envelope" | "detail" | "oauth";

/** The OAuth 2.0 token endpoint, whose errors are RFC 6749 §5.2 bodies. */
export const OAUTH_TOKEN_PATH = "/api/v1/oauth/token";

/**
 * Which body a path answers errors in: spec 000's ServerErrorResponse under /api/v1/public,
 * the second catalog's `{detail, status_code, timestamp}` under /v1 and /mcp, and spec 001's
 * envelope everywhere else (spec 002 points its other routes to that envelope and its codes).
 * The first catalog description, which shares /v1, names statuses only, so /v1 keeps one body.
 */
export function surfaceOf(path: string): Surface {
  if (path === OAUTH_TOKEN_PATH) return "oauth";
  if (path === "/api/v1/public" || path.startsWith("/api/v1/public/")) return "public";
  if (path.startsWith("/v1/") || path === "/v1" || path.startsWith("/mcp/") || path === "/mcp") {
    return "detail";
  }
  return "envelope";
}

/** Spec 001's code table, plus names for the statuses it does not list. */
export const envelopeCodeOfKind: Record<ErrorKind, string> = {
  validation: "VALIDATION_ERROR",
  unprocessable: "VALIDATION_ERROR",
  unauthenticated: "AUTHENTICATION_ERROR",
  payment_required: "INSUFFICIENT_CREDITS",
  forbidden: "AUTHORIZATION_ERROR",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  payload_too_large: "PAYLOAD_TOO_LARGE",
  unsupported_media_type: "UNSUPPORTED_MEDIA_TYPE",
  rate_limited: "RATE_LIMIT_EXCEEDED",
  upgrade_required: "UPGRADE_REQUIRED",
  internal: "INTERNAL_ERROR",
  unavailable: "SERVICE_UNAVAILABLE",
};

const suggestionOfKind: Record<ErrorKind, string> = {
  validation: "Correct the request as `details` describes and send it again.",
  unprocessable: "Correct the fields listed in `details.issues` and send the request again.",
  unauthenticated: "Send a valid credential: a bearer token from POST /api/v1/auth/login, " +
    "an OAuth access token, or an X-API-Key, as the route accepts.",
  payment_required: "Add credits, then retry.",
  forbidden: "Use an account whose role is allowed here.",
  not_found: "Check the identifier or the path.",
  conflict: "Fetch the current state and retry.",
  payload_too_large: "Send a smaller body.",
  unsupported_media_type: "Send the body with the Content-Type the route documents.",
  rate_limited: "Wait for the time in Retry-After, then retry.",
  upgrade_required: "Connect with a WebSocket client (Upgrade: websocket).",
  internal: "Retry later; quote the request id if it persists.",
  unavailable: "Retry after a short wait.",
};

/** RFC 6749 §5.2's `error` for a kind, unless the error names its own (`details.oauth_error`). */
const oauthErrorOfKind: Partial<Record<ErrorKind, string>> = {
  unauthenticated: "invalid_client",
  rate_limited: "temporarily_unavailable",
  unavailable: "temporarily_unavailable",
  internal: "server_error",
};

/**
 * Every 422 lists what is wrong in `details.issues`, as the envelope documents; an error raised
 * with only a message (a file ingestion refused, an HTTPException) gets it as the one issue.
 */
function detailsOf(err: AppError, form: boolean) {
  if (err.status !== 422 || Array.isArray(err.details.issues)) return err.details;
  return {
    ...err.details,
    issues: [{
      location: typeof err.details.location === "string"
        ? err.details.location
        : form
        ? "form"
        : "json",
      field: err.details.parameter ?? "",
      message: err.message,
      code: err.options.code ?? "custom",
    }],
  };
}

/**
 * The error body of a surface, for a request known by its id and path (`form`: the request sent
 * a form, where a 422's one issue is located).
 */
export function errorBody(
  surface: Surface,
  err: AppError,
  { timestamp, requestId, path, form = false }: {
    timestamp: string;
    requestId: string;
    path: string;
    form?: boolean;
  },
) {
  switch (surface) {
    case "public":
      // ServerErrorResponse: `stack` names the kind and never carries a trace.
      return {
        statusCode: err.status,
        message: err.message,
        timestamp,
        metadata: { requestId, path, ...err.details },
        stack: `${err.kind}: ${err.message}`,
      };
    case "detail":
      return { detail: err.message, status_code: err.status, timestamp };
    case "oauth":
      return {
        error: String(err.details.oauth_error ?? oauthErrorOfKind[err.kind] ?? "invalid_request"),
        error_description: err.message,
      };
    case "envelope":
      return {
        success: false,
        error: {
          code: err.options.code ?? envelopeCodeOfKind[err.kind],
          message: err.message,
          details: detailsOf(err, form),
          suggestion: err.options.suggestion ?? suggestionOfKind[err.kind],
        },
        metadata: { timestamp, request_id: requestId },
      };
  }
}

/** Maps an error to the body of the surface the request belongs to. */
export function errorResponse(c: Context<AppEnv>, err: unknown) {
  const appError = toAppError(err);
  if (appError.kind === "internal") {
    c.get("deps").logger.error("unhandled error", {
      requestId: c.get("requestId"),
      path: c.req.path,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
  }
  for (const [name, value] of Object.entries(appError.options.headers ?? {})) {
    c.header(name, value);
  }
  const surface = surfaceOf(c.req.path);
  const type = c.req.header("Content-Type") ?? "";
  const body = errorBody(surface, appError, {
    timestamp: c.get("deps").clock().toISOString(),
    requestId: c.get("requestId"),
    path: c.req.path,
    form: type.startsWith("multipart/") || type.startsWith("application/x-www-form"),
  });
  // RFC 6749 §5.2: a request the token endpoint cannot use is 400, whatever failed in it.
  const status = surface === "oauth" && appError.status === 422 ? 400 : appError.status;
  if (surface === "oauth") c.header("Cache-Control", "no-store");
  return c.json(body, status as ContentfulStatusCode);
}
