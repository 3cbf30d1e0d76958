import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

/**
 * Bearer ID tokens of an external identity provider (the second catalog description),
 * checked against its JWKS (fetched and cached by jose), its issuer and, when set, audience.
 */
export interface IdTokenVerifier {
  issuer: string;
  verify(token: string, now: Date): Promise<JWTPayload | null>;
}

export function createIdTokenVerifier(
  { jwksUrl, issuer, audience }: { jwksUrl: string; issuer: string; audience?: string },
): IdTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 3000 });
  return {
    issuer,
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer,
          audience,
          currentDate: now,
          algorithms: ["RS256", "ES256", "PS256", "EdDSA"],
        });
        return typeof payload.sub === "string" ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
