import { z } from "@hono/zod-openapi";

/** The release of the API, as the spec names it (v1.0.0). */
export const API_VERSION = "1.0.0";
/** The release as the X-API-Version header and envelope metadata carry it. */
export const RELEASE = `v${API_VERSION}`;

export const API_KEY_SCHEME = "ApiKeyAuth";
export const apiKeySecurity = [{ [API_KEY_SCHEME]: [] }];

export const ServerErrorResponse = z.object({
  statusCode: z.number().int().openapi({ example: 404 }),
  message: z.string().openapi({
    example: "event f1:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b not found",
  }),
  timestamp: z.string().openapi({ format: "date-time" }),
  metadata: z.object({
    requestId: z.string(),
    path: z.string(),
    parameter: z.string().optional().openapi({
      description: "The request parameter the error is about, where there is one.",
    }),
  }).catchall(z.unknown()),
  stack: z.string().openapi({
    description: "The error kind and message. Never a stack trace.",
    example: "not_found: event f1:1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b not found",
  }),
}).openapi("ServerErrorResponse");

const errorDescriptions: Record<number, string> = {
  400: "Invalid parameter; `metadata.parameter` names it.",
  401: "Missing or unknown API key.",
  404: "Not found.",
  413: "Request body over 64 KiB.",
  415: "A request body that is not application/json.",
  500: "Internal error.",
};

/** The error responses of a public route, for its OpenAPI entry. */
export function publicErrors<const S extends readonly (400 | 401 | 404 | 413 | 415)[]>(
  ...statuses: S
) {
  const all = [...statuses, 500] as const;
  return Object.fromEntries(all.map((s) => [s, {
    description: errorDescriptions[s],
    content: { "application/json": { schema: ServerErrorResponse } },
  }])) as Record<S[number] | 500, {
    description: string;
    content: { "application/json": { schema: typeof ServerErrorResponse } };
  }>;
}

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** Security schemes of the platform and catalog routes (spec 001 and 002 Authentication). */
export const SCHEMES = {
  bearer: "BearerAuth",
  serviceKey: "ServiceApiKey",
  oauth: "OAuth2",
  idToken: "IdToken",
  /** An API key in the `api_key` query parameter: spec 002's SSE stream and WebSocket only. */
  queryKey: "QueryApiKey",
} as const;

/** The OpenAPI `security` of a route that accepts any of these credential kinds. */
export function securityOf(
  ...kinds: ("jwt" | "api_key" | "oauth" | "id_token")[]
): Record<string, string[]>[] {
  const scheme = { jwt: SCHEMES.bearer, api_key: SCHEMES.serviceKey, oauth: SCHEMES.oauth };
  return kinds.map((k) => ({ [k === "id_token" ? SCHEMES.idToken : scheme[k]]: [] }));
}
