/**
 * The one error type services throw. Each surface maps it to its own body at the edge
 * (routes/errors.ts); services never build HTTP responses.
 */
export type ErrorKind =
  | "validation"
  | "unauthenticated"
  | "payment_required"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "rate_limited"
  | "upgrade_required"
  | "internal"
  | "unavailable";

export const statusOfKind: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  upgrade_required: 426,
  internal: 500,
  unavailable: 503,
};

export interface ErrorDetails {
  /** The request parameter (query, path or body field) the error is about. */
  parameter?: string;
  [key: string]: unknown;
}

/** The pipeline's own error codes (spec 001); they travel in the envelope's `error.code`. */
export type PipelineErrorCode = "E001" | "E002" | "E003" | "E004" | "E005" | "E006";

export interface ErrorOptions {
  /** A pipeline code that replaces the generic code of the kind in the envelope. */
  code?: PipelineErrorCode;
  /** What the caller can do about it; each surface has a default per kind. */
  suggestion?: string;
  /** Response headers the error needs (Retry-After, WWW-Authenticate...). */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: ErrorDetails = {},
    readonly options: ErrorOptions = {},
  ) {
    super(message);
  }

  get status(): number {
    return statusOfKind[this.kind];
  }
}

export const notFound = (message: string, details?: ErrorDetails) =>
  new AppError("not_found", message, details);

export const badRequest = (message: string, details?: ErrorDetails) =>
  new AppError("validation", message, details);

export const unauthenticated = (message: string, details?: ErrorDetails) =>
  new AppError("unauthenticated", message, details);

export const forbidden = (message: string, details?: ErrorDetails) =>
  new AppError("forbidden", message, details);

export const conflict = (message: string, details?: ErrorDetails) =>
  new AppError("conflict", message, details);

/** A balance too small for what was asked (credits): 402, INSUFFICIENT_CREDITS. */
export const insufficientCredits = (message: string, details?: ErrorDetails) =>
  new AppError("payment_required", message, details, {
    suggestion: "Buy credits (POST /api/credits/{user_id}/purchase) or ask for less.",
  });
