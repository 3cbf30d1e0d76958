/**
 * The retrieval corpus in libSQL: documents, their chunks, and each chunk's embedding (with the
 * embedder's model id) in a vector column, indexed for vector search and full text alike.
 *
 * Who sees what: every document has a `scope`. `shared` documents (the seeded corpus) are read
 * by every caller; a document a caller imports, uploads or syncs from a folder is in its owner's
 * scope (`user:<id>`, `oauth:<id>`, `id_token:<sub>`) and seen only by that owner (an account
 * and its keys alike) and tenant admins. Nobody but a tenant admin changes shared documents.
 */
import type { InStatement } from "@libsql/client";
import { and, count, desc, eq, inArray, notLike, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ragChunks, ragDocuments } from "../../db/schema/mod.ts";
import type { AiProvider } from "../ai/mod.ts";
import type { Embedder } from "../ai/embeddings.ts";
import { allows, type Owner, ownerOf, type Principal, seesAll } from "../auth/principal.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import { chunkText } from "./chunk.ts";

/** What the retrieval verbs use. */
export interface RetrievalServices {
  db: Database;
  embedder: Embedder;
  ai: AiProvider;
  clock: () => Date;
}

export const SHARED_SCOPE = "shared";

export const scopeOfOwner = (owner: Owner) => `${owner.kind}:${owner.id}`;

/**
 * The scopes a caller reads: `all` for tenant admins, else the shared corpus and its own; a key
 * limited to the `public` scope (the public data and catalog) reads the shared corpus only.
 */
export interface Visibility {
  /** The scope what this caller adds goes to. */
  own: string;
  read: string[] | "all";
}

export function visibilityOf(p: Principal): Visibility {
  const own = scopeOfOwner(ownerOf(p));
  if (seesAll(p)) return { own, read: "all" };
  return { own, read: allows(p, "read") ? [SHARED_SCOPE, own] : [SHARED_SCOPE] };
}

/** Import limits: documents per request, characters per document. */
export const MAX_IMPORT_DOCUMENTS = 50;
export const MAX_DOCUMENT_CHARS = 200_000;

export interface NewDocument {
  title: string;
  text: string;
  source?: string;
  metadata?: Record<string, unknown>;
}

export type Origin = typeof ragDocuments.$inferSelect.origin;

export interface AddedDocument {
  id: string;
  title: string;
  status: "created" | "unchanged";
  chunks: number;
  content_hash: string;
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

export async function sha256(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return hex(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
}

/** A document's id: the same scope and text always give the same id (imports are idempotent). */
export const documentIdOf = async (scope: string, contentHash: string) =>
  `doc_${(await sha256(`${scope}\n${contentHash}`)).slice(0, 32)}`;

/** A vector as the little-endian float32 bytes libSQL's `vector32(?)` reads. */
export const vectorBytes = (v: Float32Array) =>
  new Uint8Array(v.buffer, v.byteOffset, v.byteLength);

/** Text as it is embedded and indexed: the title gives each chunk its document's subject. */
const embedText = (title: string, text: string) => `${title}\n\n${text}`;

/**
 * Adds documents to a scope: each chunked, embedded and written with its chunks in one batch.
 * A text already in the scope is `unchanged` (same id), whatever its title.
 */
export async function addDocuments(
  s: RetrievalServices,
  scope: string,
  origin: Origin,
  docs: NewDocument[],
): Promise<AddedDocument[]> {
  const out: AddedDocument[] = [];
  const statements: InStatement[] = [];
  const fresh = new Set<string>();
  for (const doc of docs) {
    const text = doc.text.replace(/\r\n?/g, "\n");
    if (!text.trim()) throw badRequest(`document '${doc.title}' has no text`);
    if (text.length > MAX_DOCUMENT_CHARS) {
      throw new AppError("payload_too_large", `document '${doc.title}' is over the limit`, {
        max_chars: MAX_DOCUMENT_CHARS,
        chars: text.length,
      });
    }
    const hash = await sha256(text);
    const id = await documentIdOf(scope, hash);
    const existing = await s.db.query.ragDocuments.findFirst({
      where: eq(ragDocuments.id, id),
      columns: { chunkCount: true, title: true },
    });
    if (existing || fresh.has(id)) {
      out.push({
        id,
        title: existing?.title ?? doc.title,
        status: "unchanged",
        chunks: existing?.chunkCount ?? out.find((o) => o.id === id)!.chunks,
        content_hash: hash,
      });
      continue;
    }
    fresh.add(id);
    const chunks = chunkText(text);
    const vectors = await s.embedder.embed(chunks.map((c) => embedText(doc.title, c.text)));
    statements.push(
      {
        sql: "INSERT INTO rag_documents (id, scope, title, source, metadata, origin, text, " +
          "content_hash, chunk_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        args: [
          id,
          scope,
          doc.title,
          doc.source ?? null,
          JSON.stringify(doc.metadata ?? {}),
          origin,
          text,
          hash,
          chunks.length,
          s.clock().toISOString(),
        ],
      },
      ...chunks.map((c, i) => ({
        sql: "INSERT INTO rag_chunks (document_id, scope, title, ordinal, start, end, text, " +
          "model, embedding) VALUES (?, ?, ?, ?, ?, ?, ?, ?, vector32(?))",
        args: [
          id,
          scope,
          doc.title,
          c.ordinal,
          c.start,
          c.end,
          c.text,
          s.embedder.model,
          vectorBytes(vectors[i]),
        ],
      })),
    );
    out.push({
      id,
      title: doc.title,
      status: "created",
      chunks: chunks.length,
      content_hash: hash,
    });
  }
  if (!statements.length) return out;
  try {
    // One batch: all of them or none.
    await s.db.$client.batch(statements, "write");
  } catch (err) {
    if (!/UNIQUE|PRIMARY KEY|constraint/i.test(String(err))) throw err;
    // Another request added one of these texts meanwhile: add them one by one, which finds it.
    if (docs.length === 1) return out.map((o) => ({ ...o, status: "unchanged" as const }));
    const one: AddedDocument[] = [];
    for (const doc of docs) one.push(...await addDocuments(s, scope, origin, [doc]));
    return one;
  }
  return out;
}

/** Removes a document and its chunks (the indexes follow through their triggers). */
export async function removeDocument(s: Pick<RetrievalServices, "db">, id: string) {
  await s.db.$client.batch([
    { sql: "DELETE FROM rag_chunks WHERE document_id = ?", args: [id] },
    { sql: "DELETE FROM rag_documents WHERE id = ?", args: [id] },
  ], "write");
}

/** Removes everything of one scope (a scratch scope of the before/after demo). */
export async function removeScope(s: Pick<RetrievalServices, "db">, scope: string) {
  await s.db.$client.batch([
    { sql: "DELETE FROM rag_chunks WHERE scope = ?", args: [scope] },
    { sql: "DELETE FROM rag_documents WHERE scope = ?", args: [scope] },
  ], "write");
}

/** Scratch scopes of the before/after demo: read by that demo alone, tenant admins included. */
export const SCRATCH_PREFIX = "demo:";

/** Whether a caller reads a scope. */
export const reads = (v: Visibility, scope: string) =>
  v.read === "all" ? !scope.startsWith(SCRATCH_PREFIX) : v.read.includes(scope);

const readable = (v: Visibility, column: typeof ragDocuments.scope | typeof ragChunks.scope) =>
  v.read === "all" ? notLike(column, `${SCRATCH_PREFIX}%`) : inArray(column, v.read);

export interface DocumentSummary {
  id: string;
  title: string;
  source: string | null;
  origin: Origin;
  shared: boolean;
  chars: number;
  chunks: number;
  content_hash: string;
  metadata: Record<string, unknown>;
  created_at: string;
}

const summaryColumns = {
  id: ragDocuments.id,
  title: ragDocuments.title,
  source: ragDocuments.source,
  origin: ragDocuments.origin,
  scope: ragDocuments.scope,
  chars: sql<number>`length(${ragDocuments.text})`,
  chunks: ragDocuments.chunkCount,
  contentHash: ragDocuments.contentHash,
  metadata: ragDocuments.metadata,
  createdAt: ragDocuments.createdAt,
};

function summaryOf(row: {
  id: string;
  title: string;
  source: string | null;
  origin: Origin;
  scope: string;
  chars: number;
  chunks: number;
  contentHash: string;
  metadata: string;
  createdAt: string;
}): DocumentSummary {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    origin: row.origin,
    shared: row.scope === SHARED_SCOPE,
    chars: Number(row.chars),
    chunks: row.chunks,
    content_hash: row.contentHash,
    metadata: JSON.parse(row.metadata),
    created_at: row.createdAt,
  };
}

/** The documents a caller sees, newest first, one page; `origin` narrows them. */
export async function listDocuments(
  s: Pick<RetrievalServices, "db">,
  v: Visibility,
  { limit, offset, origin, owned }: {
    limit: number;
    offset: number;
    origin?: Origin[];
    /** Only the caller's own documents (not the shared corpus). */
    owned?: boolean;
  },
) {
  const where = and(
    owned ? eq(ragDocuments.scope, v.own) : readable(v, ragDocuments.scope),
    origin ? inArray(ragDocuments.origin, origin) : undefined,
  );
  const [{ total }] = await s.db.select({ total: count() }).from(ragDocuments).where(where);
  const rows = await s.db.select(summaryColumns).from(ragDocuments).where(where)
    .orderBy(desc(ragDocuments.createdAt), ragDocuments.id).limit(limit).offset(offset);
  const items = rows.map(summaryOf);
  return { items, total, limit, offset, has_more: offset + items.length < total };
}

/** One document the caller sees, with its text; 404 otherwise (another owner's included). */
export async function getDocument(s: Pick<RetrievalServices, "db">, v: Visibility, id: string) {
  const row = await s.db.query.ragDocuments.findFirst({
    where: and(eq(ragDocuments.id, id), readable(v, ragDocuments.scope)),
  });
  if (!row) throw notFound(`document ${id} not found`, { parameter: "document_id" });
  return row;
}

/** How many documents and chunks a caller sees, and the chunks per embedding model. */
export async function corpusCounts(s: Pick<RetrievalServices, "db">, v: Visibility) {
  const [{ documents }] = await s.db.select({ documents: count() }).from(ragDocuments)
    .where(readable(v, ragDocuments.scope));
  const models = await s.db.select({ model: ragChunks.model, chunks: count() }).from(ragChunks)
    .where(readable(v, ragChunks.scope)).groupBy(ragChunks.model);
  return {
    documents,
    chunks: models.reduce((n, m) => n + m.chunks, 0),
    models: models.map((m) => ({ model: m.model, chunks: m.chunks })),
  };
}

/**
 * Embeds again the chunks whose vectors another model made (after EMBEDDINGS changed), so
 * vector search sees them: vectors of different models are never compared. Returns how many.
 */
export async function reembedStale(s: RetrievalServices, batch = 64): Promise<number> {
  let done = 0;
  for (;;) {
    const stale = await s.db.select({
      id: ragChunks.id,
      title: ragChunks.title,
      text: ragChunks.text,
    }).from(ragChunks).where(sql`${ragChunks.model} <> ${s.embedder.model}`).limit(batch);
    if (!stale.length) return done;
    const vectors = await s.embedder.embed(stale.map((c) => embedText(c.title, c.text)));
    await s.db.$client.batch(
      stale.map((c, i) => ({
        sql: "UPDATE rag_chunks SET model = ?, embedding = vector32(?) WHERE id = ?",
        args: [s.embedder.model, vectorBytes(vectors[i]), c.id],
      })),
      "write",
    );
    done += stale.length;
  }
}
