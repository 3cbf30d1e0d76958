import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { API_KEY_ROLES, apiKeys, users } from "../../db/schema/mod.ts";
import { AppError, notFound, unauthenticated } from "../errors.ts";
import { type ApiKeyVerifier, keyRoleAllowed } from "./api_keys.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { UserRole } from "./principal.ts";
import { randomToken } from "./random.ts";
import { signToken, TOKEN_TTL_SECONDS, type TokenKeys } from "./tokens.ts";

export interface User {
  id: string;
  email: string;
  role: UserRole;
}

export async function findUser(db: Database, id: string): Promise<User | null> {
  const row = await db.query.users.findFirst({ where: eq(users.id, id) });
  return row && !row.disabledAt ? { id: row.id, email: row.email, role: row.role } : null;
}

/**
 * Makes a demo account log in with the configured password (created on first start, its
 * password and role updated when the settings change); an empty password disables it.
 */
export async function ensureDemoUser(
  db: Database,
  { id, email, password, role }: { id: string; email: string; password: string; role: UserRole },
  now: Date,
): Promise<void> {
  const existing = await db.query.users.findFirst({ where: eq(users.id, id) });
  if (!password) {
    if (existing) {
      await db.update(users).set({ disabledAt: now.toISOString() }).where(eq(users.id, id));
    }
    return;
  }
  const address = email.toLowerCase();
  if (
    existing && existing.email === address && existing.role === role && !existing.disabledAt &&
    await verifyPassword(password, existing.passwordHash)
  ) return;
  const passwordHash = await hashPassword(password);
  await db.insert(users).values({
    id,
    email: address,
    passwordHash,
    role,
    createdAt: now.toISOString(),
  }).onConflictDoUpdate({
    target: users.id,
    set: { email: address, passwordHash, role, disabledAt: null },
  });
}

/** A hash of nothing anyone knows, checked for unknown emails so both failures take as long. */
let decoy: Promise<string> | undefined;

export interface LoginResult {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  /** An ID token from the embedded identity provider, when no external one is configured. */
  id_token?: string;
  user: User;
}

/** Email and password to a bearer token; a wrong password and an unknown email look the same. */
export async function login(
  db: Database,
  keys: TokenKeys,
  { email, password }: { email: string; password: string },
  now: Date,
): Promise<LoginResult> {
  const row = await db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
  decoy ??= hashPassword(crypto.randomUUID());
  const ok = await verifyPassword(password, row?.passwordHash ?? await decoy);
  if (!row || row.disabledAt || !ok) throw unauthenticated("invalid email or password");
  const user = { id: row.id, email: row.email, role: row.role };
  const claims = { email: user.email, role: user.role };
  return {
    access_token: await signToken(keys, "jwt", user.id, claims, now),
    token_type: "bearer",
    expires_in: TOKEN_TTL_SECONDS,
    ...(keys.idp ? { id_token: await signToken(keys, "id_token", user.id, claims, now) } : {}),
    user,
  };
}

/** An account as admins see it: never its password hash. */
export function describeAccount(row: typeof users.$inferSelect) {
  return {
    account_id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.createdAt,
    disabled_at: row.disabledAt,
  };
}

export type AccountRecord = ReturnType<typeof describeAccount>;

export async function createAccount(
  db: Database,
  { email, password, role }: { email: string; password: string; role: UserRole },
  now: Date,
): Promise<AccountRecord> {
  const address = email.toLowerCase();
  const taken = await db.query.users.findFirst({ where: eq(users.email, address) });
  if (taken) {
    throw new AppError("conflict", `an account with ${address} exists`, { parameter: "email" });
  }
  const [row] = await db.insert(users).values({
    id: `acct_${crypto.randomUUID().replaceAll("-", "")}`,
    email: address,
    passwordHash: await hashPassword(password),
    role,
    createdAt: now.toISOString(),
  }).returning();
  return describeAccount(row);
}

export async function listAccounts(
  db: Database,
  { role, limit, offset }: { role?: UserRole; limit: number; offset: number },
): Promise<{ accounts: AccountRecord[]; total: number }> {
  const where = role ? eq(users.role, role) : undefined;
  const rows = await db.select().from(users).where(where)
    .orderBy(asc(users.createdAt), asc(users.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  return { accounts: rows.map(describeAccount), total: n };
}

async function existing(db: Database, id: string) {
  const row = await db.query.users.findFirst({ where: eq(users.id, id) });
  if (!row) throw notFound(`account ${id} not found`, { parameter: "account_id" });
  return row;
}

/**
 * Changes an account's role or disables (or enables) it. Its sign-in tokens follow at once
 * (every request re-reads the account); its API keys are forgotten by this instance's cache,
 * and keys with a role above the new one are revoked.
 */
export async function updateAccount(
  db: Database,
  verifier: ApiKeyVerifier,
  id: string,
  change: { role?: UserRole; disabled?: boolean },
  now: Date,
): Promise<AccountRecord> {
  await existing(db, id);
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.role) set.role = change.role;
  if (change.disabled !== undefined) set.disabledAt = change.disabled ? now.toISOString() : null;
  const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  if (change.role) {
    const above = API_KEY_ROLES.filter((r) => !keyRoleAllowed(change.role!, r));
    if (above.length) {
      await db.update(apiKeys).set({ revokedAt: now.toISOString() }).where(and(
        eq(apiKeys.owner, id),
        isNull(apiKeys.revokedAt),
        inArray(apiKeys.role, above),
      ));
    }
  }
  verifier.forget((p) => p.kind === "api_key" && p.owner === id);
  return describeAccount(row);
}

/** Sets a new password: the one given, or a generated one returned this once. */
export async function resetPassword(
  db: Database,
  id: string,
  password: string | undefined,
): Promise<{ account: AccountRecord; password?: string }> {
  await existing(db, id);
  const generated = password ? undefined : randomToken(18);
  const [row] = await db.update(users)
    .set({ passwordHash: await hashPassword(password ?? generated!) })
    .where(eq(users.id, id)).returning();
  return { account: describeAccount(row), ...(generated ? { password: generated } : {}) };
}
