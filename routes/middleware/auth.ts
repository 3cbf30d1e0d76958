import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  allows,
  type CredentialKind,
  type Principal,
  seesAll,
} from "../../services/auth/principal.ts";
import { bearerKind, verifyOwnToken } from "../../services/auth/tokens.ts";
import { isActiveClient } from "../../services/auth/oauth.ts";
import { findUser } from "../../services/auth/users.ts";
import { AppError, forbidden } from "../../services/errors.ts";
import type { PolicyName } from "../../services/ratelimit/policies.ts";
import type { AppEnv } from "../context.ts";
import { surfaceOf } from "../errors.ts";
import { clientIp, enforceRateLimit } from "../rate_limit.ts";

export interface Guard {
  /** The credential kinds the route accepts. */
  accept: CredentialKind[];
  /** Roles allowed; any authenticated caller when absent. */
  roles?: Principal["role"][];
  /** Also take an API key from the `api_key` query parameter (spec 002: SSE and WebSocket). */
  queryKey?: boolean;
  /**
   * `public`: the public sports data and catalog reads, open to public-data keys. Otherwise a
   * credential with scopes needs `read` for reads and `write` for the rest.
   */
  scope?: "public";
  /** Tenant-wide operations (accounts, keys): an admin, and for keys the `admin` scope. */
  tenantAdmin?: boolean;
  /**
   * No credential is needed (health probes): without one the handler runs with no principal,
   * counted per IP; a credential sent is verified as usual.
   */
  optional?: boolean;
}

const label: Record<CredentialKind, string> = {
  jwt: "a bearer token from POST /api/v1/auth/login",
  api_key: "an API key in the X-API-Key header",
  oauth: "an OAuth 2.0 bearer token from POST /api/v1/oauth/token",
  id_token: "a bearer ID token from the identity provider",
};

interface Presented {
  kind: CredentialKind;
  value: string;
}

/** Every credential the request carries, bearer first. */
function presented(c: Context<AppEnv>, guard: Guard): Presented[] | "bad_bearer" {
  const { tokenKeys, idTokens } = c.get("deps");
  const found: Presented[] = [];
  const authorization = c.req.header("Authorization")?.trim();
  // Other schemes (Basic...) carry no credential any route here takes: they are ignored.
  if (authorization && /^Bearer\b/i.test(authorization)) {
    const match = /^Bearer +([\w.~+/=-]{10,8192})$/i.exec(authorization);
    const kind = match && bearerKind(tokenKeys, idTokens, match[1]);
    if (!kind) return "bad_bearer";
    found.push({ kind, value: match[1] });
  }
  const key = c.req.header("X-API-Key") ?? (guard.queryKey ? c.req.query("api_key") : undefined);
  if (key) found.push({ kind: "api_key", value: key });
  return found;
}

async function verify(c: Context<AppEnv>, { kind, value }: Presented): Promise<Principal | null> {
  const { apiKeys, tokenKeys, idTokens, db, clock } = c.get("deps");
  switch (kind) {
    case "api_key":
      return await apiKeys.verify(value);
    case "jwt": {
      const claims = await verifyOwnToken(tokenKeys, "jwt", value, clock());
      // The account must still exist and be enabled; its current role applies.
      const user = claims && await findUser(db, claims.sub!);
      return user && { kind, id: user.id, role: user.role, email: user.email };
    }
    case "oauth": {
      const claims = await verifyOwnToken(tokenKeys, "oauth", value, clock());
      // A revoked client's tokens stop working at once.
      if (!claims || !await isActiveClient(db, claims.sub!)) return null;
      const scopes = String(claims.scope ?? "").split(" ").filter(Boolean);
      return { kind, id: claims.sub!, role: "client", scopes };
    }
    case "id_token": {
      const claims = idTokens
        ? await idTokens.verify(value, clock())
        : await verifyOwnToken(tokenKeys, "id_token", value, clock());
      if (!claims) return null;
      const email = typeof claims.email === "string" ? claims.email : undefined;
      return { kind, id: claims.sub!, role: "user", email };
    }
  }
}

/** Which rate-limit policy a caller is counted in, and under which identifier. */
export function policyFor(c: Context<AppEnv>, p: Principal): [PolicyName, string] {
  const surface = surfaceOf(c.req.path);
  if (p.kind === "id_token") return ["catalog_ip", clientIp(c)];
  if (p.kind === "api_key" && surface === "detail") return [`catalog_${p.plan ?? "free"}`, p.id];
  return [p.kind, p.id];
}

/**
 * One middleware per route family: verifies the first credential the route accepts, counts the
 * caller against its rate limit, then checks the role. 401 (who are you?) and 403 (not allowed)
 * are kept apart. A request refused for its credential is counted against its IP address in the
 * `anonymous` policy, never against the quota of the key or account it named.
 */
export function authenticate(guard: Guard) {
  const accepted = guard.accept.map((k) => label[k]).join(", or ");
  const challenge = guard.accept.some((k) => k !== "api_key")
    ? 'Bearer realm="altsports"'
    : 'ApiKey realm="altsports", header="X-API-Key"';
  return createMiddleware<AppEnv>(async (c, next) => {
    const refuse = async (message: string) => {
      await enforceRateLimit(c, "anonymous", clientIp(c));
      throw new AppError("unauthenticated", message, { accepted: guard.accept }, {
        headers: { "WWW-Authenticate": challenge },
      });
    };
    const found = presented(c, guard);
    if (found === "bad_bearer") return await refuse("invalid or expired bearer token");
    if (!found.length && guard.optional) {
      await enforceRateLimit(c, "anonymous", clientIp(c));
      return await next();
    }
    if (!found.length) {
      const what = guard.accept.length === 1 && guard.accept[0] === "api_key"
        ? "API key"
        : "credentials";
      return await refuse(`missing ${what}: send ${accepted}`);
    }
    const usable = found.find((p) => guard.accept.includes(p.kind));
    if (!usable) {
      return await refuse(`${label[found[0].kind]} is not accepted here; send ${accepted}`);
    }
    const principal = await verify(c, usable);
    if (!principal) {
      return await refuse(
        usable.kind === "api_key" ? "invalid API key" : "invalid or expired bearer token",
      );
    }
    const [policy, id] = policyFor(c, principal);
    await enforceRateLimit(c, policy, id);
    if (principal.environment === "sandbox") {
      // The sandbox holds the public data and catalog only; platform objects live in production.
      if (guard.scope !== "public") {
        throw new AppError(
          "forbidden",
          "a sandbox key reads the public data and catalog only (/api/v1/public, /v1); " +
            "use a production key here",
          { environment: "sandbox" },
          { suggestion: "Send a production API key, or sign in." },
        );
      }
      c.set("deps", await c.get("deps").sandbox.deps());
    }
    if (guard.roles && !guard.roles.includes(principal.role)) {
      throw forbidden(
        `role '${principal.role}' may not do this; allowed: ${guard.roles.join(", ")}`,
      );
    }
    // Keys and OAuth clients act within their scopes.
    const scope = guard.scope ?? (["GET", "HEAD"].includes(c.req.method) ? "read" : "write");
    if (!allows(principal, scope)) {
      throw forbidden(`this ${label[principal.kind]} lacks the '${scope}' scope`, {
        ...(principal.kind === "oauth" ? { oauth_error: "insufficient_scope" } : {}),
        scopes: principal.scopes,
      });
    }
    if (guard.tenantAdmin && !seesAll(principal)) {
      throw forbidden("this needs an admin signed in, or an admin key with the 'admin' scope");
    }
    c.set("principal", principal);
    await next();
  });
}

/** Rate limits for routes that take no credential (login, the token endpoint), per IP. */
export const limitAnonymous = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c, "anonymous", clientIp(c));
    await next();
  });

/** The credentials spec 001's routes take: login tokens, service API keys, OAuth tokens. */
export const PLATFORM_CREDENTIALS = ["jwt", "api_key", "oauth"] as const;

/** `authenticate` for a spec-001 route (any caller; visibility is the services' business). */
export const platformGuard = () => authenticate({ accept: [...PLATFORM_CREDENTIALS] });

/** Operators' routes (the SQL explorer, alerts, system figures): admins, service or admin keys. */
export const operatorGuard = () =>
  authenticate({ accept: [...PLATFORM_CREDENTIALS], roles: ["admin", "service"] });

/**
 * A health route: `status` for anyone (load balancers send no credential), the dependencies'
 * detail for callers with a spec-001 credential.
 */
export const healthGuard = () =>
  authenticate({ accept: [...PLATFORM_CREDENTIALS], optional: true });

/** The caller on a route whose guard is `optional`: undefined when none was sent. */
export const callerOf = (c: Context<AppEnv>) => c.get("principal") as Principal | undefined;
