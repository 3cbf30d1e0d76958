import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { apiKeys, users } from "../../db/schema/mod.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import type {
  ApiKeyEnvironment,
  ApiKeyPlan,
  ApiKeyRole,
  ApiKeyScope,
  Principal,
  UserRole,
} from "./principal.ts";
import { randomToken } from "./random.ts";

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
 * start and replaced when DEMO_API_KEY changes; an empty DEMO_API_KEY removes it. It belongs to
 * no account and reads the public data only, unless DEMO_API_KEY_SCOPES says otherwise (`admin`
 * makes it a tenant-wide admin key). The sandbox demo key (DEMO_SANDBOX_API_KEY, id
 * `demo-sandbox`) is kept the same way, with the `public` scope in the sandbox.
 */
export async function ensureDemoKey(
  db: Database,
  key: string,
  scopes: readonly ApiKeyScope[],
  now: Date,
  environment: ApiKeyEnvironment = "production",
): Promise<void> {
  const id = environment === "sandbox" ? "demo-sandbox" : "demo";
  if (!key) {
    await db.delete(apiKeys).where(eq(apiKeys.id, id));
    return;
  }
  const keyHash = await hashApiKey(key);
  const access = {
    keyHash,
    keyPrefix: key.slice(0, 6),
    role: scopes.includes("admin") ? "admin" as const : "service" as const,
    scopes: scopes.join(" "),
    environment,
  };
  await db.insert(apiKeys).values({
    id,
    owner: "demo",
    name: environment === "sandbox" ? "Sandbox demo key" : "Demo key",
    plan: "standard",
    createdAt: now.toISOString(),
    ...access,
  }).onConflictDoUpdate({
    target: apiKeys.id,
    set: { ...access, revokedAt: null, expiresAt: null },
  });
}

export interface ApiKeyVerifier {
  verify(key: string): Promise<Principal | null>;
  /** The principal of a key verified lately and still remembered; undefined when not known. */
  peek(key: string): Principal | undefined;
  /** Forgets remembered keys at once (revoked, rotated, or their account changed). */
  forget(match: (p: Principal) => boolean): void;
}

/**
 * Looks keys up by their hash and confirms the match in constant time. Valid keys are
 * remembered in process memory for `ttlMs`, keyed by the key itself, so that a hot client costs
 * neither a query nor a hash per request (WebCrypto's SHA-256 is ~30 µs a call, more than the
 * rest of a cached read); the admin API forgets a key it revokes at once, and other instances
 * stop accepting it within that time. Unknown keys are never cached, so the cache cannot be
 * filled by guessing. A key acts for its owner account: a disabled account's keys stop working.
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
    forget(match) {
      for (const [key, hit] of cache) if (match(hit.principal)) cache.delete(key);
    },
    async verify(key) {
      if (!key || key.length > 256) return null;
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit.principal;
      const keyHash = await hashApiKey(key);
      const [found] = await db.select({ key: apiKeys, ownerDisabledAt: users.disabledAt })
        .from(apiKeys).leftJoin(users, eq(users.id, apiKeys.owner))
        .where(eq(apiKeys.keyHash, keyHash)).limit(1);
      const row = found?.key;
      const expires = row?.expiresAt ? Date.parse(row.expiresAt) : Infinity;
      if (
        !row || row.revokedAt || found.ownerDisabledAt || expires <= now() ||
        !timingSafeEqual(row.keyHash, keyHash)
      ) {
        cache.delete(key);
        return null;
      }
      const principal: Principal = {
        kind: "api_key",
        id: row.id,
        role: row.role,
        owner: row.owner,
        plan: row.plan,
        scopes: row.scopes.split(" ").filter(Boolean),
        environment: row.environment,
      };
      await db.update(apiKeys).set({ lastUsedAt: new Date(now()).toISOString() })
        .where(eq(apiKeys.id, row.id));
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, { principal, expires: Math.min(now() + ttlMs, expires) });
      return principal;
    },
  };
}

/** How far each role reaches: a key acts with its owner's role or a lower one. */
const RANK: Record<ApiKeyRole, number> = { user: 0, service: 1, league_admin: 2, admin: 3 };

export const keyRoleAllowed = (owner: UserRole, role: ApiKeyRole) => RANK[role] <= RANK[owner];

export interface NewApiKey {
  owner_id: string;
  name: string;
  role: ApiKeyRole;
  /** Default: `read write` in production, `public` in the sandbox. */
  scopes?: ApiKeyScope[];
  plan: ApiKeyPlan;
  environment?: ApiKeyEnvironment;
}

/** A key as its owner and admins see it: never the secret or its hash. */
export function describeKey(row: typeof apiKeys.$inferSelect) {
  return {
    key_id: row.id,
    prefix: row.keyPrefix,
    owner_id: row.owner,
    name: row.name,
    role: row.role,
    scopes: row.scopes.split(" ").filter(Boolean) as ApiKeyScope[],
    plan: row.plan,
    environment: row.environment,
    created_at: row.createdAt,
    last_used_at: row.lastUsedAt,
    expires_at: row.expiresAt,
    revoked_at: row.revokedAt,
  };
}

export type ApiKeyRecord = ReturnType<typeof describeKey>;

/**
 * Issues a key for an account. The key's role may not exceed its owner's, and only an admin
 * role carries the tenant-wide `admin` scope. The secret is returned this once.
 */
export async function createApiKey(
  db: Database,
  input: NewApiKey,
  now: Date,
): Promise<ApiKeyRecord & { key: string }> {
  const owner = await db.query.users.findFirst({ where: eq(users.id, input.owner_id) });
  if (!owner || owner.disabledAt) {
    throw notFound(`account ${input.owner_id} not found`, { parameter: "owner_id" });
  }
  const environment = input.environment ?? "production";
  const scopes = input.scopes ??
    (environment === "sandbox" ? ["public" as const] : ["read" as const, "write" as const]);
  checkKeyAccess(owner.role, input.role, scopes, environment);
  const key = `ak_${randomToken(32)}`;
  const [row] = await db.insert(apiKeys).values({
    id: `key_${crypto.randomUUID().replaceAll("-", "")}`,
    keyHash: await hashApiKey(key),
    keyPrefix: key.slice(0, 10),
    owner: owner.id,
    plan: input.plan,
    name: input.name,
    role: input.role,
    scopes: [...new Set(scopes)].join(" "),
    environment,
    createdAt: now.toISOString(),
  }).returning();
  return { ...describeKey(row), key };
}

function checkKeyAccess(
  ownerRole: UserRole,
  role: ApiKeyRole,
  scopes: ApiKeyScope[],
  environment: ApiKeyEnvironment,
) {
  if (!keyRoleAllowed(ownerRole, role)) {
    throw badRequest(`a key of a ${ownerRole} account cannot have the role ${role}`, {
      parameter: "role",
    });
  }
  if (scopes.includes("admin") && role !== "admin") {
    throw badRequest("only a key with the admin role can have the admin scope", {
      parameter: "scopes",
    });
  }
  // The sandbox holds the public data only; platform objects live in production alone.
  if (environment === "sandbox" && scopes.some((s) => s !== "public")) {
    throw badRequest("a sandbox key reads the public data and catalog only: its scope is public", {
      parameter: "scopes",
    });
  }
}

export async function listApiKeys(db: Database, ownerId?: string): Promise<ApiKeyRecord[]> {
  const rows = await db.select().from(apiKeys)
    .where(ownerId === undefined ? undefined : eq(apiKeys.owner, ownerId))
    .orderBy(desc(apiKeys.createdAt), apiKeys.id).limit(1000);
  return rows.map(describeKey);
}

async function liveKey(db: Database, keyId: string) {
  const row = await db.query.apiKeys.findFirst({
    where: and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)),
  });
  if (!row) throw notFound(`API key ${keyId} not found`, { parameter: "key_id" });
  return row;
}

/** Revokes a key; it stops working at once on this instance. */
export async function revokeApiKey(
  db: Database,
  verifier: ApiKeyVerifier,
  keyId: string,
  now: Date,
): Promise<ApiKeyRecord> {
  await liveKey(db, keyId);
  const [row] = await db.update(apiKeys).set({ revokedAt: now.toISOString() })
    .where(eq(apiKeys.id, keyId)).returning();
  verifier.forget((p) => p.kind === "api_key" && p.id === keyId);
  return describeKey(row);
}

/** Longest time a rotated key keeps working beside its successor. */
export const MAX_ROTATION_OVERLAP_SECONDS = 30 * 86_400;

/**
 * Replaces a key with a new one of the same owner, name, role, scopes and plan; the old one
 * keeps working for `overlapSeconds` (0: stops now), so clients can move without downtime.
 */
export async function rotateApiKey(
  db: Database,
  verifier: ApiKeyVerifier,
  keyId: string,
  overlapSeconds: number,
  now: Date,
): Promise<{ replaced: ApiKeyRecord; key: ApiKeyRecord & { key: string } }> {
  const old = await liveKey(db, keyId);
  if (old.id === "demo" || old.id === "demo-sandbox") {
    throw new AppError(
      "conflict",
      "a demo key is set by DEMO_API_KEY or DEMO_SANDBOX_API_KEY; it cannot be rotated",
      { parameter: "key_id" },
    );
  }
  const key = await createApiKey(db, {
    owner_id: old.owner,
    name: old.name,
    role: old.role,
    scopes: old.scopes.split(" ").filter(Boolean) as ApiKeyScope[],
    plan: old.plan,
    environment: old.environment,
  }, now);
  const ends = new Date(now.getTime() + overlapSeconds * 1000).toISOString();
  const [row] = await db.update(apiKeys)
    .set({ expiresAt: old.expiresAt && old.expiresAt < ends ? old.expiresAt : ends })
    .where(eq(apiKeys.id, keyId)).returning();
  verifier.forget((p) => p.kind === "api_key" && p.id === keyId);
  return { replaced: describeKey(row), key };
}
