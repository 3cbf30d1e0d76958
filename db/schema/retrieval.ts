import {
  customType,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/** The width of every stored vector (the local embedder's, and the one asked of providers). */
export const RAG_DIMENSIONS = 256;

/**
 * libSQL's vector column: 256 float32 values as a blob (`F32_BLOB(256)`, no space before the
 * parenthesis: libsql#1550). Written with `vector32(?)` from a JSON array or raw bytes.
 */
const f32Blob = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => `F32_BLOB(${RAG_DIMENSIONS})`,
});

export const RAG_ORIGINS = ["seed", "import", "upload", "drive", "demo"] as const;

/**
 * The retrieval corpus (services/retrieval/): one row per document, its whole text kept so
 * every citation's character span can be read back. `scope` says who sees it: `shared` (the
 * seeded corpus, readable by every caller) or `<owner kind>:<owner id>` (imported, uploaded or
 * synced by that owner, seen by it and tenant admins only). Documents are idempotent by
 * content: the id is derived from the scope and the SHA-256 of the text.
 */
export const ragDocuments = sqliteTable("rag_documents", {
  /** `doc_<32 hex>`. */
  id: text().primaryKey(),
  scope: text().notNull(),
  title: text().notNull(),
  source: text(),
  /** JSON object given at import. */
  metadata: text().notNull().default("{}"),
  origin: text({ enum: RAG_ORIGINS }).notNull(),
  text: text().notNull(),
  /** SHA-256 of `text`, hex. */
  contentHash: text("content_hash").notNull(),
  chunkCount: integer("chunk_count").notNull(),
  createdAt: text("created_at").notNull(),
}, (t) => [
  uniqueIndex("rag_documents_content_idx").on(t.scope, t.contentHash),
  index("rag_documents_scope_idx").on(t.scope, t.createdAt),
]);

/**
 * Chunks of a document: `[start, end)` character offsets into its text, the text itself
 * (equal to that slice), and its embedding with the id of the model that made it. The rowid
 * (`id`) keys the vector index and the FTS5 index (custom migration 0011_rag_indexes).
 */
export const ragChunks = sqliteTable("rag_chunks", {
  id: integer().primaryKey({ autoIncrement: true }),
  documentId: text("document_id").notNull(),
  scope: text().notNull(),
  /** Denormalised from the document, for the full-text index. */
  title: text().notNull(),
  ordinal: integer().notNull(),
  start: integer().notNull(),
  end: integer().notNull(),
  text: text().notNull(),
  model: text().notNull(),
  embedding: f32Blob(),
}, (t) => [
  uniqueIndex("rag_chunks_document_idx").on(t.documentId, t.ordinal),
  index("rag_chunks_scope_idx").on(t.scope),
]);

export const DRIVE_FILE_STATUSES = ["pending", "embedded", "failed", "deleted"] as const;

/**
 * A document-store folder kept in sync with the corpus (`/api/drive-rag`): one row per file
 * seen, with the hash it was embedded at and the document it became.
 */
export const ragDriveFiles = sqliteTable("rag_drive_files", {
  scope: text().notNull(),
  folderId: text("folder_id").notNull(),
  /** The file's name inside the folder. */
  name: text().notNull(),
  /** The store key. */
  key: text().notNull(),
  size: integer().notNull(),
  /** SHA-256 of the bytes last embedded (or attempted). */
  contentHash: text("content_hash"),
  documentId: text("document_id"),
  status: text({ enum: DRIVE_FILE_STATUSES }).notNull(),
  error: text(),
  /** The store's time of the file version last seen (StoredObject.updatedAt). */
  updatedAt: text("updated_at").notNull(),
}, (t) => [uniqueIndex("rag_drive_files_pk").on(t.scope, t.folderId, t.name)]);

/** The last sync of a folder: when it was asked for, when it ran, what it did. */
export const ragDriveSyncs = sqliteTable("rag_drive_syncs", {
  scope: text().notNull(),
  folderId: text("folder_id").notNull(),
  status: text({ enum: ["queued", "running", "completed", "failed"] }).notNull(),
  requestedAt: text("requested_at").notNull(),
  finishedAt: text("finished_at"),
  /** JSON: added, updated, unchanged, removed, failed. */
  summary: text(),
  error: text(),
}, (t) => [uniqueIndex("rag_drive_syncs_pk").on(t.scope, t.folderId)]);
