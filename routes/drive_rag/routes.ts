import { createRoute } from "@hono/zod-openapi";
import { Envelope, envelopeErrors } from "../envelope.ts";
import { healthGuard, PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import {
  DriveRagHealth,
  EmbedResult,
  FolderFiles,
  FolderParams,
  FolderStatus,
  SyncQueued,
  SyncRequest,
} from "./schemas.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Document-store retrieval"];
const OWN = "A folder id names a folder of the caller's own area (an account and its keys " +
  "share it); another owner's folder of the same name is a different folder, never reachable.";

export const files = createRoute({
  method: "get",
  path: "/api/drive-rag/folders/{folder_id}/files",
  operationId: "listDriveRagFiles",
  tags,
  summary: "Files of a folder with their embedding status",
  description: "The folder's files (name, size, time, type) and each one's status in the " +
    "corpus. 404 for a folder with no files and no sync. " + OWN,
  security,
  middleware: [platformGuard()] as const,
  request: { params: FolderParams },
  responses: {
    200: jsonContent(Envelope(FolderFiles), "The files."),
    ...envelopeErrors(404),
  },
});

export const sync = createRoute({
  method: "post",
  path: "/api/drive-rag/sync",
  operationId: "syncDriveRagFolder",
  tags,
  summary: "Sync a folder into the corpus (background)",
  description: "Queues a sync job: new and changed files (by SHA-256) are read (PDF, DOCX, " +
    "DOC, TXT, JSON, with the questionnaire ingestion's guards), chunked and embedded; " +
    "removed files leave the corpus. Idempotent: a sync of a folder in step changes nothing. " +
    "Follow it at /api/drive-rag/status/{folder_id}. " + OWN,
  security,
  middleware: [platformGuard(), requestBody({ maxBytes: BODY_LIMITS.json })] as const,
  request: { body: { required: true, content: { "application/json": { schema: SyncRequest } } } },
  responses: {
    202: jsonContent(Envelope(SyncQueued), "Queued."),
    ...envelopeErrors(404),
  },
});

export const embed = createRoute({
  method: "post",
  path: "/api/drive-rag/embed/{folder_id}",
  operationId: "embedDriveRagFolder",
  tags,
  summary: "Embed a folder now",
  description: "Reads and embeds every file of the folder that is not in the corpus as it " +
    "is now, removes what left the folder, and answers when done (the same work as a sync, " +
    "waited for). " + OWN,
  security,
  middleware: [platformGuard()] as const,
  request: { params: FolderParams },
  responses: {
    200: jsonContent(Envelope(EmbedResult), "Done."),
    ...envelopeErrors(404),
  },
});

export const status = createRoute({
  method: "get",
  path: "/api/drive-rag/status/{folder_id}",
  operationId: "getDriveRagStatus",
  tags,
  summary: "Sync and embedding status of a folder",
  description: "The last sync (queued, running, completed or failed, with its summary) and " +
    "the folder's files by status. " + OWN,
  security,
  middleware: [platformGuard()] as const,
  request: { params: FolderParams },
  responses: {
    200: jsonContent(Envelope(FolderStatus), "The status."),
    ...envelopeErrors(404),
  },
});

export const health = createRoute({
  method: "get",
  path: "/api/drive-rag/health",
  operationId: "getDriveRagHealth",
  tags,
  summary: "Health of document-store retrieval",
  description: "Needs no credential: `status` for anyone, `dependencies` for callers with one.",
  security: [...security, {}],
  middleware: [healthGuard()] as const,
  responses: { 200: jsonContent(Envelope(DriveRagHealth), "The health.") },
});
