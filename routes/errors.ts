import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type ErrorKind } from "../services/errors.ts";
import type { AppEnv } from "./context.ts";

const kindOfStatus: Record<number, ErrorKind> = {
  400: "validation",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
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

/** The three error bodies of the service, one per document (DESIGN.md, "one mapper per surface"). */
export type Surface = "public" | "envelope" | "detail";

/**
 * Which body a path answers errors in: spec 000's ServerErrorResponse under /api/v1/public,
 * the second catalog's `{detail, status_code, timestamp}` under /v1 and /mcp, and spec 001's
 * envelope everywhere else (spec 002 points its other routes to that envelope and its codes).
 * The first catalog description, which shares /v1, names statuses only, so /v1 keeps one body.
 */
export function surfaceOf(path: string): Surface {
  if (path === "/api/v1/public" || path.startsWith("/api/v1/public/")) return "public";
  if (path.startsWith("/v1/") || path === "/v1" || path.startsWith("/mcp/")) return "detail";
  return "envelope";
}

/** Spec 001's code table, plus names for the statuses it does not list. */
export const envelopeCodeOfKind: Record<ErrorKind, string> = {
  validation: "VALIDATION_ERROR",
  unprocessable: "VALIDATION_ERROR",
  unauthenticated: "AUTHENTICATION_ERROR",
  forbidden: "AUTHORIZATION_ERROR",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  payload_too_large: "PAYLOAD_TOO_LARGE",
  unsupported_media_type: "UNSUPPORTED_MEDIA_TYPE",
  rate_limited: "RATE_LIMIT_EXCEEDED",
  internal: "INTERNAL_ERROR",
  unavailable: "SERVICE_UNAVAILABLE",
};

const suggestionOfKind: Record<ErrorKind, string> = {
  validation: "Correct the request as `details` describes and send it again.",
  unprocessable: "Correct the fields listed in `details.issues` and send the request again.",
  unauthenticated: "Send a valid credential: a bearer token from POST /api/v1/auth/login, " +
    "an OAuth access token, or an X-API-Key, as the route accepts.",
  forbidden: "Use an account whose role is allowed here.",
  not_found: "Check the identifier or the path.",
  conflict: "Fetch the current state and retry.",
  payload_too_large: "Send a smaller body.",
  unsupported_media_type: "Send the body with the Content-Type the route documents.",
  rate_limited: "Wait for the time in Retry-After, then retry.",
  internal: "Retry later; quote the request id if it persists.",
  unavailable: "Retry after a short wait.",
};

/** The error body of a surface, for a request known by its id and path. */
export function errorBody(
  surface: Surface,
  err: AppError,
  { timestamp, requestId, path }: { timestamp: string; requestId: string; path: string },
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
    case "envelope":
      return {
        success: false,
        error: {
          code: err.options.code ?? envelopeCodeOfKind[err.kind],
          message: err.message,
          details: err.details,
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
  const body = errorBody(surfaceOf(c.req.path), appError, {
    timestamp: c.get("deps").clock().toISOString(),
    requestId: c.get("requestId"),
    path: c.req.path,
  });
  return c.json(body, appError.status as ContentfulStatusCode);
}
