import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import type { AppEnv } from "./context.ts";
import { RELEASE } from "./openapi.ts";

/** Spec 001's success envelope around `data`. */
export function envelope<T>(c: Context<AppEnv>, data: T) {
  return {
    success: true as const,
    data,
    metadata: {
      timestamp: c.get("deps").clock().toISOString(),
      request_id: c.get("requestId"),
      version: RELEASE,
    },
  };
}

const SuccessMetadata = z.object({
  timestamp: z.string().openapi({ format: "date-time" }),
  request_id: z.string(),
  version: z.string().openapi({ example: RELEASE }),
}).openapi("EnvelopeMetadata");

/** The OpenAPI schema of a success envelope around `data`. */
export const Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, metadata: SuccessMetadata });

export const ValidationIssue = z.object({
  location: z.enum(["query", "param", "json", "header", "form", "cookie"]),
  field: z.string().openapi({ description: "Dotted path of the field; empty for the whole." }),
  message: z.string(),
  code: z.string().openapi({ description: "The kind of failure (zod's issue code)." }),
}).openapi("ValidationIssue");

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string().openapi({
      description:
        "VALIDATION_ERROR, AUTHENTICATION_ERROR, INSUFFICIENT_CREDITS, AUTHORIZATION_ERROR, " +
        "NOT_FOUND, " +
        "CONFLICT, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMIT_EXCEEDED, " +
        "INTERNAL_ERROR, SERVICE_UNAVAILABLE, or a pipeline code E001 to E006.",
      example: "VALIDATION_ERROR",
    }),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).openapi({
      description: "Facts about the error. A 422 lists `issues` (ValidationIssue) here.",
    }),
    suggestion: z.string(),
  }),
  metadata: z.object({
    timestamp: z.string().openapi({ format: "date-time" }),
    request_id: z.string(),
  }),
}).openapi("ErrorEnvelope");

export const DetailError = z.object({
  detail: z.string(),
  status_code: z.number().int(),
  timestamp: z.string().openapi({ format: "date-time" }),
}).openapi("DetailError");

export const OAuthError = z.object({
  error: z.string().openapi({
    description: "invalid_request, invalid_client, invalid_grant, unsupported_grant_type, " +
      "invalid_scope (RFC 6749 §5.2), temporarily_unavailable or server_error.",
    example: "invalid_client",
  }),
  error_description: z.string(),
}).openapi("OAuthError");

const envelopeDescriptions: Record<number, string> = {
  400: "VALIDATION_ERROR: malformed request (JSON, headers, version).",
  401: "AUTHENTICATION_ERROR: missing, invalid or not accepted credentials.",
  402: "INSUFFICIENT_CREDITS: the credit balance is too small; `details` has the figures.",
  403: "AUTHORIZATION_ERROR: the caller's role may not do this.",
  404: "NOT_FOUND.",
  409: "CONFLICT: the request contradicts what exists.",
  413: "PAYLOAD_TOO_LARGE.",
  415: "UNSUPPORTED_MEDIA_TYPE.",
  422: "VALIDATION_ERROR: typed parameters or body fields failed validation; `details.issues`.",
  426: "UPGRADE_REQUIRED: connect with a WebSocket client (Upgrade: websocket).",
  429: "RATE_LIMIT_EXCEEDED; see Retry-After.",
  500: "INTERNAL_ERROR.",
  503: "SERVICE_UNAVAILABLE.",
};

const oauthDescriptions: Record<number, string> = {
  400: "invalid_request (malformed, two client authentications, a missing or failed " +
    "parameter), unsupported_grant_type or invalid_scope.",
  401: "invalid_client, with WWW-Authenticate: Basic.",
  413: "invalid_request: body too large.",
  415: "invalid_request: another media type.",
  429: "temporarily_unavailable: rate limited; see Retry-After.",
  500: "server_error.",
};

type Statuses = readonly (400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 426 | 429 | 503)[];

function errorsOf<S extends Statuses, B extends z.ZodType>(
  body: B,
  statuses: S,
  descriptions = envelopeDescriptions,
) {
  return Object.fromEntries([...statuses, 500].map((s) => [s, {
    description: descriptions[s],
    content: { "application/json": { schema: body } },
  }])) as Record<S[number] | 500, {
    description: string;
    content: { "application/json": { schema: B } };
  }>;
}

/** Error responses of a spec-001 route, in the envelope. */
export const envelopeErrors = <const S extends Statuses>(...statuses: S) =>
  errorsOf(ErrorEnvelope, statuses);

/** Error responses of the OAuth token endpoint, as RFC 6749 §5.2 bodies. */
export const oauthErrors = <const S extends Statuses>(...statuses: S) =>
  errorsOf(OAuthError, statuses, oauthDescriptions);

/** Error responses of a second-catalog route, as `{detail, status_code, timestamp}`. */
export const detailErrors = <const S extends Statuses>(...statuses: S) =>
  errorsOf(DetailError, statuses);
