import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/mod.ts";
import { unauthenticated } from "../errors.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { UserRole } from "./principal.ts";
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
