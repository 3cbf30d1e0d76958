import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { envelopeErrors, oauthErrors } from "../envelope.ts";
import { Envelope } from "../envelope.ts";
import { authenticate, limitAnonymous, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  ClientRequest,
  Jwks,
  LoginRequest,
  LoginResponse,
  Principal,
  RegisteredClient,
  TokenRequest,
  TokenResponse,
} from "./schemas.ts";

const jsonBody = requestBody({ maxBytes: BODY_LIMITS.json });

/** Login, at its v1 path and at the legacy path older clients call. */
function loginRoute<P extends string>(
  path: P,
  operationId: string,
  middleware: MiddlewareHandler<AppEnv>[],
  deprecated = false,
) {
  return createRoute({
    method: "post",
    path,
    operationId,
    tags: ["Auth"],
    summary: deprecated ? "Log in (legacy path; use /api/v1/auth/login)" : "Log in",
    description: "Returns a bearer token (JWT, one hour). A wrong password and an unknown " +
      "email get the same 401. Limited per client IP (the `anonymous` policy).",
    middleware,
    request: {
      body: { required: true, content: { "application/json": { schema: LoginRequest } } },
    },
    responses: {
      200: jsonContent(LoginResponse, "Logged in."),
      ...envelopeErrors(400, 401, 413, 415, 422, 429),
    },
  });
}

export const login = loginRoute("/api/v1/auth/login", "login", [limitAnonymous(), jsonBody]);

export const legacyLogin = loginRoute("/api/auth/login", "loginLegacy", [
  deprecated("/api/v1/auth/login"),
  limitAnonymous(),
  jsonBody,
], true);

export const me = createRoute({
  method: "get",
  path: "/api/v1/auth/me",
  operationId: "getCurrentPrincipal",
  tags: ["Auth"],
  summary: "Who the credential belongs to",
  description: "Accepts a login token, a service API key or an OAuth token.",
  security: securityOf("jwt", "api_key", "oauth"),
  middleware: [platformGuard()] as const,
  responses: {
    200: jsonContent(Envelope(Principal), "The caller."),
    ...envelopeErrors(400, 401, 429),
  },
});

export const token = createRoute({
  method: "post",
  path: "/api/v1/oauth/token",
  operationId: "issueOAuthToken",
  tags: ["Auth"],
  summary: "OAuth 2.0 token endpoint (client credentials)",
  description: "RFC 6749 §4.4. Client credentials as HTTP Basic or in the body; the body is " +
    "form-encoded (the standard) or JSON. The token is a bearer token for one hour. " +
    "One client authentication only: HTTP Basic and client_secret together are " +
    "invalid_request. Errors are RFC 6749 §5.2 bodies `{error, error_description}`. " +
    "Limited per client IP (the `anonymous` policy).",
  middleware: [
    limitAnonymous(),
    requestBody({
      maxBytes: 16 * 1024,
      types: ["application/x-www-form-urlencoded", "application/json"],
    }),
  ] as const,
  request: {
    body: {
      // Not `required`: with two media types that would run both validators on every body.
      required: false,
      content: {
        "application/x-www-form-urlencoded": { schema: TokenRequest },
        "application/json": { schema: TokenRequest },
      },
    },
  },
  responses: {
    200: jsonContent(TokenResponse, "A token."),
    ...oauthErrors(400, 401, 413, 415, 429),
  },
});

export const registerClient = createRoute({
  method: "post",
  path: "/api/v1/oauth/clients",
  operationId: "registerOAuthClient",
  tags: ["Auth"],
  summary: "Register a third-party application (admins)",
  description: "Returns the client's id and secret; the secret is shown this once.",
  security: securityOf("jwt"),
  middleware: [authenticate({ accept: ["jwt"], roles: ["admin"] }), jsonBody] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: ClientRequest } } },
  },
  responses: {
    201: jsonContent(Envelope(RegisteredClient), "Registered."),
    ...envelopeErrors(400, 401, 403, 413, 415, 422, 429),
  },
});

export const jwks = createRoute({
  method: "get",
  path: "/.well-known/jwks.json",
  operationId: "getJwks",
  tags: ["Auth"],
  summary: "Public keys of the embedded identity provider",
  description: "The keys its ID tokens are signed with. Empty when an external identity " +
    "provider is configured (ID_TOKEN_JWKS_URL).",
  responses: { 200: jsonContent(Jwks, "The key set.") },
});
