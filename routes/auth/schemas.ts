import { z } from "@hono/zod-openapi";
import { API_KEY_ENVIRONMENTS, USER_ROLES } from "../../db/schema/mod.ts";
import { OAUTH_SCOPES } from "../../services/auth/oauth.ts";

export const LoginRequest = z.object({
  email: z.email().max(254).openapi({ example: "admin@altsports.dev" }),
  password: z.string().min(1).max(1024).openapi({ example: "altsports-admin-demo" }),
}).openapi("LoginRequest");

export const User = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
}).openapi("User");

export const LoginResponse = z.object({
  access_token: z.string().openapi({ description: "A JWT; send it as `Authorization: Bearer`." }),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().openapi({ example: 3600 }),
  id_token: z.string().optional().openapi({
    description: "An ID token of the embedded identity provider, for the second catalog " +
      "description's routes; present only when no external provider is configured.",
  }),
  user: User,
}).openapi("LoginResponse");

export const TokenRequest = z.object({
  // Any string: another grant is unsupported_grant_type (RFC 6749 §5.2), not a schema failure.
  grant_type: z.string().max(100).openapi({
    description: "`client_credentials`, the one grant this endpoint issues.",
    example: "client_credentials",
  }),
  client_id: z.string().min(1).max(128).optional().openapi({
    description: "With client_secret, unless sent as HTTP Basic credentials.",
  }),
  client_secret: z.string().min(1).max(256).optional(),
  scope: z.string().max(200).optional().openapi({ example: "read" }),
}).openapi("TokenRequest");

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().openapi({ example: 3600 }),
  scope: z.string(),
}).openapi("TokenResponse");

export const ClientRequest = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(z.enum(OAUTH_SCOPES)).min(1).max(OAUTH_SCOPES.length).default(["read"]),
}).openapi("OAuthClientRequest");

export const RegisteredClient = z.object({
  client_id: z.string(),
  client_secret: z.string().openapi({ description: "Shown once; only its hash is kept." }),
  name: z.string(),
  scopes: z.array(z.string()),
}).openapi("OAuthClient");

export const Principal = z.object({
  kind: z.enum(["jwt", "api_key", "oauth", "id_token"]),
  id: z.string(),
  role: z.enum([...USER_ROLES, "service", "client"]),
  email: z.string().optional(),
  owner: z.string().optional().openapi({
    description: "API keys: the account the key acts for.",
  }),
  plan: z.string().optional(),
  scopes: z.array(z.string()).optional(),
  environment: z.enum(API_KEY_ENVIRONMENTS).optional().openapi({
    description: "API keys: where the key reads (sandbox keys are refused on this route).",
  }),
}).openapi("Principal");

export const Jwks = z.object({
  keys: z.array(z.record(z.string(), z.unknown())),
}).openapi("JsonWebKeySet");
