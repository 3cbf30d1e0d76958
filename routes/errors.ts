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
 * ServerErrorResponse of spec 000: `stack` names the error kind and never carries a trace;
 * `metadata` holds the request id, the path and, where known, the offending parameter.
 */
export function serverErrorResponse(c: Context<AppEnv>, err: AppError) {
  return c.json({
    statusCode: err.status,
    message: err.message,
    timestamp: c.get("deps").clock().toISOString(),
    metadata: { requestId: c.get("requestId"), path: c.req.path, ...err.details },
    stack: `${err.kind}: ${err.message}`,
  }, err.status as ContentfulStatusCode);
}

/**
 * Maps an error to the body of the surface the request belongs to. Only the public surface
 * (spec 000) is served so far, so its ServerErrorResponse is also the body of unknown routes.
 */
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
  return serverErrorResponse(c, appError);
}
