import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { apiKeys } from "../../db/schema/mod.ts";
import type { Principal } from "./principal.ts";

const encoder = new TextEncoder();

export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(key));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares two strings in time that depends only on their length. */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Makes the configured demo key valid (and only it, as the `demo` key): it is created on first
 * start and replaced when DEMO_API_KEY changes; an empty DEMO_API_KEY removes it.
 */
export async function ensureDemoKey(db: Database, key: string, now: Date): Promise<void> {
  if (!key) {
    await db.delete(apiKeys).where(eq(apiKeys.id, "demo"));
    return;
  }
  const keyHash = await hashApiKey(key);
  await db.insert(apiKeys).values({
    id: "demo",
    keyHash,
    keyPrefix: key.slice(0, 6),
    owner: "demo",
    plan: "standard",
    createdAt: now.toISOString(),
  }).onConflictDoUpdate({
    target: apiKeys.id,
    set: { keyHash, keyPrefix: key.slice(0, 6), revokedAt: null },
  });
}

export interface ApiKeyVerifier {
  verify(key: string): Promise<Principal | null>;
  /** The principal of a key verified lately and still remembered; undefined when not known. */
  peek(key: string): Principal | undefined;
}

/**
 * Looks keys up by their hash and confirms the match in constant time. Valid keys are
 * remembered in process memory for `ttlMs`, keyed by the key itself, so that a hot client costs
 * neither a query nor a hash per request (WebCrypto's SHA-256 is ~30 µs a call, more than the
 * rest of a cached read); a revoked key stops working within that time. Unknown keys are never
 * cached, so the cache cannot be filled by guessing.
 */
export function createApiKeyVerifier(
  db: Database,
  { ttlMs = 30_000, maxEntries = 10_000, now = () => Date.now() } = {},
): ApiKeyVerifier {
  const cache = new Map<string, { principal: Principal; expires: number }>();
  return {
    peek(key) {
      const hit = cache.get(key);
      return hit && hit.expires > now() ? hit.principal : undefined;
    },
    async verify(key) {
      if (!key || key.length > 256) return null;
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit.principal;
      const keyHash = await hashApiKey(key);
      const row = await db.query.apiKeys.findFirst({ where: eq(apiKeys.keyHash, keyHash) });
      if (!row || row.revokedAt || !timingSafeEqual(row.keyHash, keyHash)) {
        cache.delete(key);
        return null;
      }
      const principal: Principal = { kind: "api_key", id: row.id, role: "service", plan: row.plan };
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, { principal, expires: now() + ttlMs });
      return principal;
    },
  };
}
