import {
  decodeJwt,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from "jose";
import type { CredentialKind } from "./principal.ts";
import type { IdTokenVerifier } from "./id_tokens.ts";

/** Lifetime of access and OAuth tokens, in seconds (spec 001: `expires_in: 3600`). */
export const TOKEN_TTL_SECONDS = 3600;

const AUDIENCE = { jwt: "altsports-api", oauth: "altsports-oauth", id_token: "altsports-catalog" };

/**
 * The keys the service signs its own tokens with: HS256 for access and OAuth tokens (JWT_SECRET,
 * or a random secret per process when unset, so tokens end with the process), and an ES256 pair
 * for the ID tokens of the embedded identity provider, used when no external one is configured.
 */
export interface TokenKeys {
  issuer: string;
  secret: Uint8Array;
  /** The embedded identity provider's key pair; absent when ID_TOKEN_JWKS_URL is set. */
  idp?: { privateKey: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"]; publicJwk: JWK };
  /**
   * ID tokens whose ES256 signature was verified, by their text, for at most 30 s of wall time:
   * the signature is checked once, the claims' times on every use (ID-token reads of the catalog
   * would otherwise spend most of their time verifying the same signature).
   */
  verified: Map<string, { payload: JWTPayload; until: number }>;
}

const VERIFIED_MS = 30_000;
const VERIFIED_MAX = 10_000;

export async function createTokenKeys(
  { secret, issuer, embeddedIdp }: { secret?: string; issuer: string; embeddedIdp: boolean },
): Promise<TokenKeys> {
  const keys: TokenKeys = {
    verified: new Map(),
    issuer,
    secret: secret ? new TextEncoder().encode(secret) : crypto.getRandomValues(new Uint8Array(32)),
  };
  if (embeddedIdp) {
    const pair = await generateKeyPair("ES256", { extractable: true });
    const publicJwk = { ...await exportJWK(pair.publicKey), kid: "local-idp-1", alg: "ES256" };
    keys.idp = { privateKey: pair.privateKey, publicJwk };
  }
  return keys;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs one of our tokens; `use` tells the three kinds apart on the way back in. */
export function signToken(
  keys: TokenKeys,
  use: "jwt" | "oauth" | "id_token",
  subject: string,
  claims: JWTPayload,
  now: Date,
): Promise<string> {
  const jwt = new SignJWT({ ...claims, token_use: use })
    .setSubject(subject)
    .setIssuer(keys.issuer)
    .setAudience(AUDIENCE[use])
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + TOKEN_TTL_SECONDS)
    .setJti(crypto.randomUUID());
  if (use === "id_token") {
    if (!keys.idp) throw new Error("the embedded identity provider is off");
    return jwt.setProtectedHeader({ alg: "ES256", typ: "JWT", kid: keys.idp.publicJwk.kid })
      .sign(keys.idp.privateKey);
  }
  return jwt.setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(keys.secret);
}

/**
 * Which kind of bearer token this claims to be, read without trusting it: our issuer with its
 * `token_use`, or the external identity provider's issuer. Null when it is neither or unreadable.
 */
export function bearerKind(
  keys: TokenKeys,
  idTokens: IdTokenVerifier | undefined,
  token: string,
): Exclude<CredentialKind, "api_key"> | null {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  if (claims.iss === keys.issuer) {
    const use = claims.token_use;
    if (use === "jwt" || use === "oauth") return use;
    if (use === "id_token" && keys.idp) return "id_token";
    return null;
  }
  return idTokens && claims.iss === idTokens.issuer ? "id_token" : null;
}

/** Verifies one of our own tokens of the given kind: signature, algorithm, issuer, audience, expiry. */
export async function verifyOwnToken(
  keys: TokenKeys,
  use: "jwt" | "oauth" | "id_token",
  token: string,
  now: Date,
): Promise<JWTPayload | null> {
  if (use === "id_token") {
    const hit = keys.verified.get(token);
    if (hit && hit.until > Date.now()) {
      const at = now.getTime() / 1000;
      const { exp, nbf } = hit.payload;
      return (exp === undefined || at < exp) && (nbf === undefined || at >= nbf)
        ? hit.payload
        : null;
    }
  }
  try {
    const options = { issuer: keys.issuer, audience: AUDIENCE[use], currentDate: now };
    const { payload } = use === "id_token"
      ? await jwtVerify(token, keys.idp!.publicJwk, { ...options, algorithms: ["ES256"] })
      : await jwtVerify(token, keys.secret, { ...options, algorithms: ["HS256"] });
    if (payload.token_use !== use || typeof payload.sub !== "string") return null;
    if (use === "id_token") {
      if (keys.verified.size >= VERIFIED_MAX) {
        keys.verified.delete(keys.verified.keys().next().value!);
      }
      keys.verified.set(token, { payload, until: Date.now() + VERIFIED_MS });
    }
    return payload;
  } catch {
    return null;
  }
}
