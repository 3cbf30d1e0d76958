import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { authenticate } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  Account,
  AccountChange,
  AccountId,
  AccountList,
  AccountQuery,
  ApiKey,
  IssuedApiKey,
  KeyId,
  KeyList,
  KeyQuery,
  NewAccount,
  NewApiKey,
  PasswordReset,
  PasswordResult,
  Rotated,
  Rotation,
} from "./schemas.ts";

const tags = ["Accounts and keys"];
const security = securityOf("jwt", "api_key");
/** Admins signed in, or admin keys with the `admin` scope. */
const admin = () =>
  authenticate({ accept: ["jwt", "api_key"], roles: ["admin"], tenantAdmin: true });
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });
const body = <T>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const createAccount = createRoute({
  method: "post",
  path: "/api/v1/admin/accounts",
  operationId: "createAccount",
  tags,
  summary: "Create an account",
  description: "An account signs in with its email and password and owns its objects and keys. " +
    "409 when the email is taken.",
  security,
  middleware: [admin(), json()] as const,
  request: body(NewAccount),
  responses: {
    201: jsonContent(Envelope(Account), "Created."),
    ...envelopeErrors(400, 401, 403, 409, 413, 415, 422, 429),
  },
});

export const listAccounts = createRoute({
  method: "get",
  path: "/api/v1/admin/accounts",
  operationId: "listAccounts",
  tags,
  summary: "List accounts",
  security,
  middleware: [admin()] as const,
  request: { query: AccountQuery },
  responses: {
    200: jsonContent(Envelope(AccountList), "Accounts, oldest first."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const updateAccount = createRoute({
  method: "patch",
  path: "/api/v1/admin/accounts/{account_id}",
  operationId: "updateAccount",
  tags,
  summary: "Change an account's role, or disable or enable it",
  description: "Disabling stops the account's sign-in tokens and API keys at once. Lowering the " +
    "role revokes the account's keys whose role is above the new one.",
  security,
  middleware: [admin(), json()] as const,
  request: { params: AccountId, ...body(AccountChange) },
  responses: {
    200: jsonContent(Envelope(Account), "Changed."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
  },
});

export const resetPassword = createRoute({
  method: "post",
  path: "/api/v1/admin/accounts/{account_id}/password",
  operationId: "resetAccountPassword",
  tags,
  summary: "Reset an account's password",
  description: "Sets the password sent, or generates one and returns it this once.",
  security,
  middleware: [admin(), json()] as const,
  request: { params: AccountId, ...body(PasswordReset) },
  responses: {
    200: jsonContent(Envelope(PasswordResult), "Reset."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
  },
});

export const createKey = createRoute({
  method: "post",
  path: "/api/v1/admin/keys",
  operationId: "createApiKey",
  tags,
  summary: "Issue an API key for an account",
  description: "The key acts for its owner account with the role and scopes given; the secret " +
    "is returned this once and stored as a SHA-256 hash. 400 when the role is above the " +
    "owner's or the `admin` scope is asked without the admin role; 404 for an unknown or " +
    "disabled owner.",
  security,
  middleware: [admin(), json()] as const,
  request: body(NewApiKey),
  responses: {
    201: jsonContent(Envelope(IssuedApiKey), "Issued."),
    ...envelopeErrors(400, 401, 403, 404, 413, 415, 422, 429),
  },
});

export const listKeys = createRoute({
  method: "get",
  path: "/api/v1/admin/keys",
  operationId: "listApiKeys",
  tags,
  summary: "List API keys, with their last use",
  security,
  middleware: [admin()] as const,
  request: { query: KeyQuery },
  responses: {
    200: jsonContent(Envelope(KeyList), "Keys, newest first (at most 1,000)."),
    ...envelopeErrors(401, 403, 422, 429),
  },
});

export const revokeKey = createRoute({
  method: "delete",
  path: "/api/v1/admin/keys/{key_id}",
  operationId: "revokeApiKey",
  tags,
  summary: "Revoke an API key",
  description: "It stops working at once on this instance, within 30 s on others.",
  security,
  middleware: [admin()] as const,
  request: { params: KeyId },
  responses: {
    200: jsonContent(Envelope(ApiKey), "Revoked."),
    ...envelopeErrors(401, 403, 404, 422, 429),
  },
});

export const rotateKey = createRoute({
  method: "post",
  path: "/api/v1/admin/keys/{key_id}/rotate",
  operationId: "rotateApiKey",
  tags,
  summary: "Rotate an API key",
  description: "Issues a successor with the same owner, name, role, scopes and plan; the old " +
    "key keeps working for `overlap_seconds` (default a day, at most 30 days).",
  security,
  middleware: [admin(), json()] as const,
  request: { params: KeyId, ...body(Rotation) },
  responses: {
    201: jsonContent(Envelope(Rotated), "Rotated."),
    ...envelopeErrors(400, 401, 403, 404, 409, 413, 415, 422, 429),
  },
});
