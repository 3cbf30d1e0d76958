import {
  blob,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/**
 * What a prompt is for (`prompt_type`): `system` (an assistant's standing instructions),
 * `user` (a request template a caller fills in), `few_shot` (one worked example, labelled with
 * its `business_tier` and `scenario`), `agent` (instructions for an agent's tool loop),
 * `template` (a document or message template, e.g. an email reply).
 */
export const PROMPT_TYPES = ["system", "user", "few_shot", "agent", "template"] as const;
export type PromptType = typeof PROMPT_TYPES[number];

/**
 * Prompts (services/prompts/): the current version of each, denormalised for reading and for
 * full-text search (`prompts_fts`, FTS5 kept in step by triggers, migration 0009_prompts).
 * Shared prompts (the shipped seed set) have owner kind `system`; every other prompt belongs to
 * its owner (kind and id) and only its owner and tenant admins see it.
 */
export const prompts = sqliteTable("prompts", {
  /** `prm_<24 hex>`. */
  id: text().primaryKey(),
  /** URL-safe name, unique per owner. */
  slug: text().notNull(),
  ownerKind: text("owner_kind").notNull(),
  ownerId: text("owner_id").notNull(),
  name: text().notNull(),
  type: text({ enum: PROMPT_TYPES }).notNull(),
  description: text().notNull().default(""),
  /** The current version's template. */
  content: text().notNull(),
  /** JSON array of declared variables ({name, description, default}). */
  variables: text().notNull().default("[]"),
  /** JSON array of tags. */
  tags: text().notNull().default("[]"),
  /** JSON object of string labels (few-shot examples: business_tier, scenario). */
  labels: text().notNull().default("{}"),
  /** Space-separated label values, for full-text search. */
  labelText: text("label_text").notNull().default(""),
  version: integer().notNull(),
  /** `seed:<source>` for the shipped set, `api` for prompts made through the API. */
  source: text().notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
}, (t) => [
  uniqueIndex("prompts_owner_slug_idx").on(t.ownerKind, t.ownerId, t.slug),
  index("prompts_type_idx").on(t.type),
]);

/** Every version of every prompt, the current one included; versions are never rewritten. */
export const promptVersions = sqliteTable("prompt_versions", {
  promptId: text("prompt_id").notNull().references(() => prompts.id, { onDelete: "cascade" }),
  version: integer().notNull(),
  name: text().notNull(),
  type: text({ enum: PROMPT_TYPES }).notNull(),
  description: text().notNull(),
  content: text().notNull(),
  variables: text().notNull(),
  tags: text().notNull(),
  labels: text().notNull(),
  /** Who made this version: `<owner kind>:<owner id>`, or `seed`. */
  createdBy: text("created_by").notNull(),
  createdAt: text("created_at").notNull(),
}, (t) => [primaryKey({ columns: [t.promptId, t.version] })]);

/**
 * Embeddings of prompt versions for semantic search: one per version and embedding model (a
 * vector is only compared with vectors of its own model). Little float32 arrays, made on demand
 * the first time a semantic search or memory build needs them.
 */
export const promptVectors = sqliteTable("prompt_vectors", {
  promptId: text("prompt_id").notNull().references(() => prompts.id, { onDelete: "cascade" }),
  version: integer().notNull(),
  model: text().notNull(),
  dimensions: integer().notNull(),
  vector: blob({ mode: "buffer" }).notNull(),
  createdAt: text("created_at").notNull(),
}, (t) => [primaryKey({ columns: [t.promptId, t.version, t.model] })]);
