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
