import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Plans (tiers) an API key can be on. */
export const API_KEY_PLANS = ["free", "standard", "premium", "enterprise"] as const;

/** Roles of user accounts. */
export const USER_ROLES = ["admin", "league_admin", "user"] as const;

/** Roles an API key can act with: its owner's role or lower, or `service` (a machine). */
export const API_KEY_ROLES = [...USER_ROLES, "service"] as const;

/**
 * Scopes of an API key: `public` (the public sports data and catalog reads), `read`, `write`,
 * and `admin` (tenant-wide: every account's objects; admins' keys only).
 */
export const API_KEY_SCOPES = ["public", "read", "write", "admin"] as const;

/**
 * Where a key reads: `production`, or `sandbox` (a separate database with the same demo data,
 * reset daily at 00:00 UTC; public data and catalog reads only).
 */
export const API_KEY_ENVIRONMENTS = ["production", "sandbox"] as const;

/** API keys are stored as SHA-256 hashes; the key itself is shown once and never kept. */
export const apiKeys = sqliteTable("api_keys", {
  id: text().primaryKey(),
  keyHash: text("key_hash").notNull().unique(),
  /** First characters of the key, so an owner can tell keys apart. */
  keyPrefix: text("key_prefix").notNull(),
  /** The account (users.id) the key acts for; the demo key belongs to no account (`demo`). */
  owner: text().notNull(),
  plan: text({ enum: API_KEY_PLANS }).notNull(),
  name: text().notNull().default(""),
  role: text({ enum: API_KEY_ROLES }).notNull().default("service"),
  /** Space-separated API_KEY_SCOPES. */
  scopes: text().notNull().default("read write"),
  environment: text({ enum: API_KEY_ENVIRONMENTS }).notNull().default("production"),
  createdAt: text("created_at").notNull(),
  /** Updated at most once per verification cache period (30 s) per instance. */
  lastUsedAt: text("last_used_at"),
  /** Set when the key is rotated: it keeps working until then, beside its successor. */
  expiresAt: text("expires_at"),
  revokedAt: text("revoked_at"),
}, (t) => [index("api_keys_owner_idx").on(t.owner)]);

/** Accounts that log in with email and password (PBKDF2 hashes, services/auth/passwords.ts). */
export const users = sqliteTable("users", {
  id: text().primaryKey(),
  /** Stored lower-cased, so that logins ignore case. */
  email: text().notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text({ enum: USER_ROLES }).notNull(),
  createdAt: text("created_at").notNull(),
  disabledAt: text("disabled_at"),
});

/** Third-party applications that get OAuth 2.0 tokens by the client-credentials grant. */
export const oauthClients = sqliteTable("oauth_clients", {
  id: text().primaryKey(),
  clientId: text("client_id").notNull().unique(),
  /** SHA-256 of the secret: secrets are long random strings, so a slow hash adds nothing. */
  secretHash: text("secret_hash").notNull(),
  name: text().notNull(),
  /** Space-separated scopes the client may ask for. */
  scopes: text().notNull(),
  ownerUserId: text("owner_user_id"),
  createdAt: text("created_at").notNull(),
  revokedAt: text("revoked_at"),
});
