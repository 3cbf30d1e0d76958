import {
  exchangeClientCredentials,
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

/** Client credentials from HTTP Basic (RFC 6749 §2.3.1: form-encoded, then base64). */
function basicCredentials(header: string | undefined) {
  const match = header && /^Basic +([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return undefined;
  let decoded: string;
  try {
    decoded = atob(match[1]);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined; // bad percent-encoding: no usable credentials
  }
}

export const token: AppRouteHandler<typeof routes.token> = async (c) => {
  const { db, tokenKeys, clock } = c.get("deps");
  const isForm = c.req.header("Content-Type")?.startsWith("application/x-www-form-urlencoded");
  const body = (isForm ? c.req.valid("form") : c.req.valid("json")) ?? {};
  if (body.grant_type !== "client_credentials") {
    throw badRequest("grant_type must be client_credentials", {
      parameter: "grant_type",
      oauth_error: "unsupported_grant_type",
    });
  }
  const credentials = basicCredentials(c.req.header("Authorization")) ??
    (body.client_id && body.client_secret
      ? { clientId: body.client_id, clientSecret: body.client_secret }
      : undefined);
  if (!credentials) {
    throw badRequest("client credentials missing: use HTTP Basic or client_id and client_secret", {
      parameter: "client_id",
      oauth_error: "invalid_request",
    });
  }
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
