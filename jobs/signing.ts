import { Receiver } from "@upstash/qstash";
import { SignJWT } from "jose";

/** How long a delivery's signature is valid, as QStash signs them (5 minutes). */
export const SIGNATURE_TTL_SECONDS = 300;

async function sha256Base64url(body: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)),
  );
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, "-").replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Signs a delivery exactly as QStash does: an HS256 JWT in `Upstash-Signature`, issuer
 * "Upstash", subject the callback URL, and `body` the base64url SHA-256 of the raw body.
 * `now` is wall-clock time: signatures are checked against real time by the receiver.
 */
export async function signDelivery(
  signingKey: string,
  { url, body, now = Date.now(), ttlSeconds = SIGNATURE_TTL_SECONDS }: {
    url: string;
    body: string;
    now?: number;
    ttlSeconds?: number;
  },
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return await new SignJWT({ body: await sha256Base64url(body) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("Upstash")
    .setSubject(url)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(`jwt_${crypto.randomUUID()}`)
    .sign(new TextEncoder().encode(signingKey));
}

export interface SigningKeys {
  current: string;
  next: string;
}

/**
 * Verifies a callback with QStash's own `Receiver` (current key, then next key, body hash and
 * URL), for deliveries from QStash and from the embedded queue alike.
 */
export function createCallbackVerifier(keys: SigningKeys) {
  const receiver = new Receiver({
    currentSigningKey: keys.current,
    nextSigningKey: keys.next,
    devMode: false,
  });
  return async (
    { signature, body, url }: { signature: string; body: string; url: string },
  ): Promise<boolean> => {
    try {
      return await receiver.verify({ signature, body, url, clockTolerance: 5 });
    } catch {
      return false;
    }
  };
}

export type CallbackVerifier = ReturnType<typeof createCallbackVerifier>;
