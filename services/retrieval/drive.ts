/**
 * A document-store folder kept in sync with the corpus (`/api/drive-rag`). A caller's folders
 * live in its own area of the store, `drive-rag/<owner kind>-<owner id>/<folder_id>/`, shared by
 * an account and its keys; a folder id names a folder there and nowhere else, so no id reaches
 * another owner's files or anything outside the area.
 *
 * A sync lists the folder, reads each file whose bytes changed since it was embedded (by
 * SHA-256), turns it into text with the questionnaire ingestion (PDF, DOCX, DOC, TXT, JSON, with
 * its guards against hostile files), adds it to the caller's scope of the corpus and removes the
 * document of a file that changed or went away. Every file keeps a status (`pending`,
 * `embedded`, `failed` with the reason, `deleted`). Running it twice changes nothing the second
 * time.
 */
import { and, eq } from "drizzle-orm";
import { ragDocuments, ragDriveFiles, ragDriveSyncs } from "../../db/schema/mod.ts";
import { ownerOf, type Principal } from "../auth/principal.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import { ingestDocument, MAX_UPLOAD_BYTES } from "../questionnaire/ingest/mod.ts";
import type { DocumentStore, StoredObject } from "../storage/mod.ts";
import {
  addDocuments,
  MAX_DOCUMENT_CHARS,
  removeDocument,
  type RetrievalServices,
  scopeOfOwner,
  sha256,
} from "./corpus.ts";

export type DriveServices = RetrievalServices & { documents: DocumentStore };

/** Files read per sync, at most; the rest wait for the next one. */
export const MAX_SYNC_FILES = 200;

const FOLDER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The folder the showcase's uploads go to, synced like any other. */
export const SHOWCASE_FOLDER = "showcase";

export interface Folder {
  scope: string;
  folderId: string;
  /** The store prefix of its files, ending in `/`. */
  prefix: string;
}

/** A caller's folder: the id checked (letters, digits, `_`, `-`; 64 at most), in its own area. */
export function folderOf(p: Principal, folderId: string): Folder {
  if (!FOLDER_ID.test(folderId)) {
    throw badRequest(
      "folder_id is 1 to 64 letters, digits, '_' or '-', starting with a letter or digit",
      { parameter: "folder_id" },
    );
  }
  const owner = ownerOf(p);
  const safe = owner.id.replace(/[^A-Za-z0-9-]/g, (ch) => `_${ch.codePointAt(0)!.toString(16)}_`);
  return {
    scope: scopeOfOwner(owner),
    folderId,
    prefix: `drive-rag/${owner.kind}-${safe}/${folderId}/`,
  };
}

/** The files directly in the folder (sub-folders are not part of it). */
async function filesOf(s: Pick<DriveServices, "documents">, folder: Folder) {
  const all = await s.documents.list(folder.prefix);
  return all.filter((o) => !o.key.slice(folder.prefix.length).includes("/"));
}

type FileRow = typeof ragDriveFiles.$inferSelect;

async function rowsOf(s: Pick<DriveServices, "db">, folder: Folder): Promise<FileRow[]> {
  return await s.db.select().from(ragDriveFiles).where(and(
    eq(ragDriveFiles.scope, folder.scope),
    eq(ragDriveFiles.folderId, folder.folderId),
  )).orderBy(ragDriveFiles.name);
}

/** A status as the listing shows it: a file newer than its row is `pending`. */
function statusOf(object: StoredObject, row: FileRow | undefined) {
  if (!row || row.status === "deleted") return "pending";
  if (row.size !== object.size || row.updatedAt !== object.updatedAt) return "pending";
  return row.status;
}

/** 404 for a folder with no files and no sync: nothing of it exists for this caller. */
async function existing(s: DriveServices, folder: Folder) {
  const [objects, rows] = await Promise.all([filesOf(s, folder), rowsOf(s, folder)]);
  if (!objects.length && !rows.length) {
    throw notFound(`folder ${folder.folderId} not found`, { parameter: "folder_id" });
  }
  return { objects, rows };
}

/** The folder's files with their size, time and embedding status. */
export async function listFolderFiles(s: DriveServices, folder: Folder) {
  const { objects, rows } = await existing(s, folder);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const present = new Set<string>();
  const files = objects.map((o) => {
    const name = o.key.slice(folder.prefix.length);
    present.add(name);
    const row = byName.get(name);
    return {
      name,
      uri: s.documents.url(o.key),
      size: o.size,
      content_type: o.contentType,
      updated_at: o.updatedAt,
      status: statusOf(o, row),
      document_id: row?.status === "embedded" ? row.documentId : null,
      error: row?.status === "failed" ? row.error : null,
    };
  });
  // Files removed from the store since the last sync still show, until a sync removes them.
  const gone = rows.filter((r) => !present.has(r.name) && r.status !== "deleted").map((r) => ({
    name: r.name,
    uri: s.documents.url(r.key),
    size: r.size,
    content_type: null,
    updated_at: r.updatedAt,
    status: "pending" as const,
    document_id: r.documentId,
    error: null,
  }));
  return { folder_id: folder.folderId, files: [...files, ...gone] };
}

export interface SyncSummary {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  failed: number;
}

/** Removes a document a file had, unless another live file of the scope still has it. */
async function release(s: DriveServices, scope: string, documentId: string | null, name: string) {
  if (!documentId) return;
  const others = await s.db.select({ name: ragDriveFiles.name, status: ragDriveFiles.status })
    .from(ragDriveFiles).where(and(
      eq(ragDriveFiles.scope, scope),
      eq(ragDriveFiles.documentId, documentId),
    ));
  if (others.some((o) => o.name !== name && o.status === "embedded")) return;
  const doc = await s.db.query.ragDocuments.findFirst({
    where: eq(ragDocuments.id, documentId),
    columns: { origin: true },
  });
  // A text imported or uploaded on its own stays.
  if (doc?.origin === "drive") await removeDocument(s, documentId);
}

async function saveRow(s: DriveServices, row: FileRow) {
  await s.db.insert(ragDriveFiles).values(row).onConflictDoUpdate({
    target: [ragDriveFiles.scope, ragDriveFiles.folderId, ragDriveFiles.name],
    set: {
      key: row.key,
      size: row.size,
      contentHash: row.contentHash,
      documentId: row.documentId,
      status: row.status,
      error: row.error,
      updatedAt: row.updatedAt,
    },
  });
}

/** Records that a sync of the folder was asked for (a job follows). */
export async function markSyncQueued(s: Pick<DriveServices, "db" | "clock">, folder: Folder) {
  const now = s.clock().toISOString();
  await s.db.insert(ragDriveSyncs).values({
    scope: folder.scope,
    folderId: folder.folderId,
    status: "queued",
    requestedAt: now,
  }).onConflictDoUpdate({
    target: [ragDriveSyncs.scope, ragDriveSyncs.folderId],
    set: { status: "queued", requestedAt: now, error: null },
  });
  return now;
}

/** Brings the corpus in step with the folder; idempotent. */
export async function syncFolder(s: DriveServices, folder: Folder): Promise<SyncSummary> {
  const now = () => s.clock().toISOString();
  await s.db.insert(ragDriveSyncs).values({
    scope: folder.scope,
    folderId: folder.folderId,
    status: "running",
    requestedAt: now(),
  }).onConflictDoUpdate({
    target: [ragDriveSyncs.scope, ragDriveSyncs.folderId],
    set: { status: "running" },
  });
  const summary: SyncSummary = { added: 0, updated: 0, unchanged: 0, removed: 0, failed: 0 };
  try {
    const objects = (await filesOf(s, folder)).slice(0, MAX_SYNC_FILES);
    const rows = new Map((await rowsOf(s, folder)).map((r) => [r.name, r]));
    const present = new Set<string>();
    for (const object of objects) {
      const name = object.key.slice(folder.prefix.length);
      present.add(name);
      const row = rows.get(name);
      const base = {
        scope: folder.scope,
        folderId: folder.folderId,
        name,
        key: object.key,
        size: object.size,
        // The store's own time of the version seen, so a later write shows as pending.
        updatedAt: object.updatedAt,
      };
      const fail = async (error: string, contentHash: string | null) => {
        await release(s, folder.scope, row?.documentId ?? null, name);
        await saveRow(s, { ...base, contentHash, documentId: null, status: "failed", error });
        summary.failed++;
      };
      if (object.size > MAX_UPLOAD_BYTES) {
        await fail(`over ${MAX_UPLOAD_BYTES} bytes`, null);
        continue;
      }
      const got = await s.documents.get(object.key);
      if (!got) continue; // removed while we looked: the next sync sees it gone
      const hash = await sha256(got.body);
      if (row && row.contentHash === hash && row.status === "embedded" && row.documentId) {
        const doc = await s.db.query.ragDocuments.findFirst({
          where: eq(ragDocuments.id, row.documentId),
          columns: { id: true },
        });
        if (doc) {
          summary.unchanged++;
          continue;
        }
      }
      if (row && row.contentHash === hash && row.status === "failed") {
        summary.failed++;
        continue; // the same bytes fail the same way
      }
      let text: string;
      try {
        const ingested = await ingestDocument({ filename: name, bytes: got.body });
        text = ingested.text;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await fail(`${err.options.code ?? err.kind}: ${err.message}`, hash);
        continue;
      }
      if (text.length > MAX_DOCUMENT_CHARS) {
        await fail(`over ${MAX_DOCUMENT_CHARS} characters of text`, hash);
        continue;
      }
      const [added] = await addDocuments(s, folder.scope, "drive", [{
        title: name,
        text,
        source: s.documents.url(object.key),
        metadata: { folder_id: folder.folderId, file: name },
      }]);
      if (row?.documentId && row.documentId !== added.id) {
        await release(s, folder.scope, row.documentId, name);
      }
      await saveRow(s, {
        ...base,
        contentHash: hash,
        documentId: added.id,
        status: "embedded",
        error: null,
      });
      if (row && row.status !== "deleted") summary.updated++;
      else summary.added++;
    }
    for (const row of rows.values()) {
      if (present.has(row.name) || row.status === "deleted") continue;
      await release(s, folder.scope, row.documentId, row.name);
      await saveRow(s, { ...row, documentId: null, status: "deleted" });
      summary.removed++;
    }
    await s.db.update(ragDriveSyncs).set({
      status: "completed",
      finishedAt: now(),
      summary: JSON.stringify(summary),
      error: null,
    }).where(
      and(eq(ragDriveSyncs.scope, folder.scope), eq(ragDriveSyncs.folderId, folder.folderId)),
    );
    return summary;
  } catch (err) {
    await s.db.update(ragDriveSyncs).set({
      status: "failed",
      finishedAt: now(),
      error: String((err as Error)?.message ?? err),
    }).where(
      and(eq(ragDriveSyncs.scope, folder.scope), eq(ragDriveSyncs.folderId, folder.folderId)),
    );
    throw err;
  }
}

/** The folder's last sync and its files by status. */
export async function folderStatus(s: DriveServices, folder: Folder) {
  const { objects, rows } = await existing(s, folder);
  const sync = await s.db.query.ragDriveSyncs.findFirst({
    where: and(eq(ragDriveSyncs.scope, folder.scope), eq(ragDriveSyncs.folderId, folder.folderId)),
  });
  const byName = new Map(rows.map((r) => [r.name, r]));
  const counts = { pending: 0, embedded: 0, failed: 0, deleted: 0 };
  const present = new Set<string>();
  for (const o of objects) {
    const name = o.key.slice(folder.prefix.length);
    present.add(name);
    counts[statusOf(o, byName.get(name))]++;
  }
  for (const r of rows) {
    if (present.has(r.name)) continue;
    if (r.status === "deleted") counts.deleted++;
    else counts.pending++; // gone from the store, not yet removed by a sync
  }
  return {
    folder_id: folder.folderId,
    files: objects.length,
    by_status: counts,
    documents: new Set(rows.filter((r) => r.status === "embedded").map((r) => r.documentId)).size,
    last_sync: sync
      ? {
        status: sync.status,
        requested_at: sync.requestedAt,
        finished_at: sync.finishedAt,
        summary: sync.summary ? JSON.parse(sync.summary) as SyncSummary : null,
        error: sync.error,
      }
      : null,
  };
}

/** Whether the store answers and both indexes of the corpus can be queried. */
export async function ragHealth(s: DriveServices) {
  const probe = async (sql: string) => {
    try {
      await s.db.$client.execute(sql);
      return "ok" as const;
    } catch {
      return "unavailable" as const;
    }
  };
  const zero = `vector32('[${new Array(s.embedder.dimensions).fill(0.1).join(",")}]')`;
  const [vector, fullText] = await Promise.all([
    probe(`SELECT id FROM vector_top_k('rag_chunks_embedding_idx', ${zero}, 1)`),
    probe("SELECT rowid FROM rag_chunks_fts WHERE rag_chunks_fts MATCH 'health' LIMIT 1"),
  ]);
  let store = true;
  try {
    await s.documents.list("drive-rag/health-probe/");
  } catch {
    store = false;
  }
  const ok = vector === "ok" && fullText === "ok" && store;
  return {
    status: ok ? "ok" as const : "degraded" as const,
    dependencies: {
      document_store: store ? s.documents.kind : "unavailable",
      embedder: s.embedder.model,
      vector_index: vector,
      full_text_index: fullText,
    },
  };
}
