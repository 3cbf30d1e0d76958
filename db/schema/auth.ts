import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Plans (tiers) an API key can be on. */
export const API_KEY_PLANS = ["free", "standard", "premium", "enterprise"] as const;

/** API keys are stored as SHA-256 hashes; the key itself is shown once and never kept. */
export const apiKeys = sqliteTable("api_keys", {
  id: text().primaryKey(),
  keyHash: text("key_hash").notNull().unique(),
  /** First characters of the key, so an owner can tell keys apart. */
  keyPrefix: text("key_prefix").notNull(),
  owner: text().notNull(),
  plan: text({ enum: API_KEY_PLANS }).notNull(),
  createdAt: text("created_at").notNull(),
  revokedAt: text("revoked_at"),
}, (t) => [index("api_keys_owner_idx").on(t.owner)]);

/** Roles of user accounts; service accounts (API keys) and OAuth clients have none of these. */
export const USER_ROLES = ["admin", "league_admin", "user"] as const;

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
