/**
 * Webhook signatures, two of them on every attempt:
 * - spec 002: `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body>`, keyed with the
 *   signing secret exactly as it was shown (the whole `whsec_...` string, UTF-8);
 * - Standard Webhooks: `webhook-id`, `webhook-timestamp` (Unix seconds) and
 *   `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the base64
 *   part of the secret decoded; during a rotation both secrets sign, space-separated.
 */

const enc = new TextEncoder();

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** A new signing secret in the Standard Webhooks format: `whsec_` + base64 of 32 random bytes. */
export function newSecret(): string {
  return `whsec_${b64(crypto.getRandomValues(new Uint8Array(32)))}`;
}

async function hmac(key: Uint8Array, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey(
    "raw",
    key as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, enc.encode(message)));
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** Spec 002's header value: `sha256=<hex>`. */
export async function specSignature(secret: string, body: string): Promise<string> {
  return `sha256=${hex(await hmac(enc.encode(secret), body))}`;
}

/** One Standard Webhooks signature: `v1,<base64>`. */
export async function standardSignature(
  secret: string,
  msg: { id: string; timestamp: number; body: string },
): Promise<string> {
  const key = unb64(secret.replace(/^whsec_/, ""));
  return `v1,${b64(await hmac(key, `${msg.id}.${msg.timestamp}.${msg.body}`))}`;
}

/** Every signing header of one attempt. `secrets[0]` is the current secret. */
export async function signingHeaders(
  secrets: string[],
  msg: { id: string; timestamp: number; body: string },
): Promise<Record<string, string>> {
  const standard = await Promise.all(secrets.map((s) => standardSignature(s, msg)));
  return {
    "X-Webhook-Signature": await specSignature(secrets[0], msg.body),
    "webhook-id": msg.id,
    "webhook-timestamp": String(msg.timestamp),
    "webhook-signature": standard.join(" "),
  };
}

/**
 * Secrets at rest: sealed with AES-256-GCM under a key derived from WEBHOOK_SECRET_KEY when it
 * is set (`sealed:v1:<iv>:<ciphertext>`); stored as they are otherwise (they must be readable to
 * sign, so a hash will not do). Unsealed values are read as they are, so setting the key later
 * seals new and rotated secrets while older ones keep working.
 */
export interface SecretBox {
  seal(secret: string): Promise<string>;
  open(stored: string): Promise<string>;
}

export async function createSecretBox(passphrase: string | undefined): Promise<SecretBox> {
  if (!passphrase) return { seal: (s) => Promise.resolve(s), open: openPlain };
  const digest = await crypto.subtle.digest("SHA-256", enc.encode(`webhook-secrets:${passphrase}`));
  const key = await crypto.subtle.importKey("raw", digest, "AES-GCM", false, [
    "encrypt",
    "decrypt",
  ]);
  async function openSealed(stored: string) {
    const m = /^sealed:v1:([^:]+):(.+)$/.exec(stored);
    if (!m) return stored;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: unb64(m[1]) as Uint8Array<ArrayBuffer> },
      key,
      unb64(m[2]) as Uint8Array<ArrayBuffer>,
    );
    return new TextDecoder().decode(plain);
  }
  return {
    async seal(secret) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, enc.encode(secret));
      return `sealed:v1:${b64(iv)}:${b64(new Uint8Array(sealed))}`;
    },
    open: openSealed,
  };
}

function openPlain(stored: string): Promise<string> {
  if (stored.startsWith("sealed:")) {
    return Promise.reject(new Error("a sealed webhook secret needs WEBHOOK_SECRET_KEY"));
  }
  return Promise.resolve(stored);
}
