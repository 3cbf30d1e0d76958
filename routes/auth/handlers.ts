import {
  exchangeClientCredentials,
  invalidClient,
  registerClient as register,
} from "../../services/auth/oauth.ts";
import { login as logIn } from "../../services/auth/users.ts";
import { badRequest } from "../../services/errors.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const { db, tokenKeys, clock } = c.get("deps");
  return c.json(await logIn(db, tokenKeys, c.req.valid("json"), clock()), 200);
};

export const me: AppRouteHandler<typeof routes.me> = (c) =>
  c.json(envelope(c, c.get("principal")), 200);

const invalidRequest = (message: string, parameter: string) =>
  badRequest(message, { parameter, oauth_error: "invalid_request" });

/**
 * Client credentials from HTTP Basic (RFC 6749 §2.3.1: form-encoded, then base64); `undefined`
 * without an Authorization header. Any other Authorization is a failed client authentication.
 */
function basicCredentials(header: string | undefined) {
  if (header === undefined) return undefined;
  const match = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  try {
    const decoded = atob(match![1]);
    const colon = decoded.indexOf(":");
    if (colon < 0) throw new Error("no colon");
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    throw invalidClient("the Authorization header is not HTTP Basic client credentials");
  }
}

/**
 * The client authenticates one way (RFC 6749 §2.3): HTTP Basic, or client_id and client_secret
 * in the body. Both at once is invalid_request, as is a body client_id naming another client.
 */
function clientCredentials(
  header: string | undefined,
  body: { client_id?: string; client_secret?: string },
) {
  const basic = basicCredentials(header);
  if (basic) {
    if (body.client_secret !== undefined) {
      throw invalidRequest(
        "two client authentications: send HTTP Basic or client_secret in the body, not both",
        "client_secret",
      );
    }
    if (body.client_id !== undefined && body.client_id !== basic.clientId) {
      throw invalidRequest("client_id differs from the HTTP Basic client", "client_id");
    }
    return basic;
  }
  if (body.client_id && body.client_secret) {
    return { clientId: body.client_id, clientSecret: body.client_secret };
  }
  throw invalidRequest(
    "client credentials missing: use HTTP Basic or client_id and client_secret",
    "client_id",
  );
}

export const token: AppRouteHandler<typeof routes.token> = async (c) => {
  const { db, tokenKeys, clock } = c.get("deps");
  const isForm = c.req.header("Content-Type")?.startsWith("application/x-www-form-urlencoded");
  const body = (isForm ? c.req.valid("form") : c.req.valid("json")) ?? {};
  if (!body.grant_type) throw invalidRequest("grant_type is required", "grant_type");
  if (body.grant_type !== "client_credentials") {
    throw badRequest("grant_type must be client_credentials", {
      parameter: "grant_type",
      oauth_error: "unsupported_grant_type",
    });
  }
  const credentials = clientCredentials(c.req.header("Authorization"), body);
  const result = await exchangeClientCredentials(
    db,
    tokenKeys,
    { ...credentials, scope: body.scope },
    clock(),
  );
  c.header("Cache-Control", "no-store");
  return c.json(result, 200);
};

export const registerClient: AppRouteHandler<typeof routes.registerClient> = async (c) => {
  const { db, clock } = c.get("deps");
  const input = { ...c.req.valid("json"), ownerUserId: c.get("principal").id };
  return c.json(envelope(c, await register(db, input, clock())), 201);
};

export const jwks: AppRouteHandler<typeof routes.jwks> = (c) => {
  const idp = c.get("deps").tokenKeys.idp;
  return c.json({ keys: idp ? [idp.publicJwk] : [] }, 200);
};
