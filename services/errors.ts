/**
 * The one error type services throw. Each surface maps it to its own body at the edge
 * (routes/errors.ts); services never build HTTP responses.
 */
export type ErrorKind =
  | "validation"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"
  | "unavailable";

export const statusOfKind: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

export interface ErrorDetails {
  /** The request parameter (query, path or body field) the error is about. */
  parameter?: string;
  [key: string]: unknown;
}

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: ErrorDetails = {},
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

export const unauthenticated = (message: string) => new AppError("unauthenticated", message);
