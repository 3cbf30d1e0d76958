import { z } from "@hono/zod-openapi";

export const FolderId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/).openapi({
  description: "A folder of the caller's own drive-rag area: 1 to 64 letters, digits, '_' " +
    "or '-', starting with a letter or digit. Its files are the store's objects under " +
    "`drive-rag/<owner kind>-<owner id>/<folder_id>/`.",
  example: "league-docs",
});

export const FolderParams = z.object({
  folder_id: FolderId.openapi({ param: { name: "folder_id", in: "path" } }),
});

export const SyncRequest = z.object({ folder_id: FolderId }).openapi("DriveRagSyncRequest");

const FILE_STATUSES = ["pending", "embedded", "failed", "deleted"] as const;

export const FolderFiles = z.object({
  folder_id: z.string(),
  files: z.array(z.object({
    name: z.string(),
    uri: z.string().openapi({ example: "drive://drive-rag/user-demo-league/league-docs/a.pdf" }),
    size: z.number().int(),
    content_type: z.string().nullable(),
    updated_at: z.string(),
    status: z.enum(FILE_STATUSES).openapi({
      description: "`pending`: new, changed or removed since the last sync; `embedded`: in " +
        "the corpus; `failed`: refused (the reason in `error`).",
    }),
    document_id: z.string().nullable(),
    error: z.string().nullable(),
  })),
}).openapi("DriveRagFolderFiles");

export const SyncSummary = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
}).openapi("DriveRagSyncSummary");

export const SyncQueued = z.object({
  folder_id: z.string(),
  status: z.literal("queued"),
  message_id: z.string(),
  requested_at: z.string().openapi({ format: "date-time" }),
  status_url: z.string(),
}).openapi("DriveRagSyncQueued");

export const EmbedResult = z.object({
  folder_id: z.string(),
  status: z.literal("completed"),
  summary: SyncSummary,
}).openapi("DriveRagEmbedResult");

export const FolderStatus = z.object({
  folder_id: z.string(),
  files: z.number().int().openapi({ description: "Files in the folder now." }),
  by_status: z.object({
    pending: z.number().int(),
    embedded: z.number().int(),
    failed: z.number().int(),
    deleted: z.number().int(),
  }),
  documents: z.number().int().openapi({ description: "Corpus documents from this folder." }),
  last_sync: z.object({
    status: z.enum(["queued", "running", "completed", "failed"]),
    requested_at: z.string(),
    finished_at: z.string().nullable(),
    summary: SyncSummary.nullable(),
    error: z.string().nullable(),
  }).nullable(),
}).openapi("DriveRagFolderStatus");

export const DriveRagHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  dependencies: z.object({
    document_store: z.string(),
    embedder: z.string(),
    vector_index: z.enum(["ok", "unavailable"]),
    full_text_index: z.enum(["ok", "unavailable"]),
  }).optional().openapi({ description: "For callers with a credential." }),
}).openapi("DriveRagHealth");
