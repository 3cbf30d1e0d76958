import { z } from "zod";
import { syncFolder } from "../services/retrieval/drive.ts";
import { defineJob } from "./job.ts";

/** A document-store folder to bring in step with the corpus (services/retrieval/drive.ts). */
export const RagSyncPayload = z.object({
  scope: z.string().min(1).max(300),
  folder_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/),
  /** The folder's store prefix, inside the drive-rag area. */
  prefix: z.string().regex(/^drive-rag\/[^/]+\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/$/),
});

/**
 * Syncs a folder: new and changed files embedded, removed ones taken out of the corpus. A
 * redelivery syncs again, which changes nothing that is already in step.
 */
export const ragSyncJob = defineJob({
  name: "rag-sync",
  payload: RagSyncPayload,
  handle: ({ services }, payload) =>
    syncFolder(services, {
      scope: payload.scope,
      folderId: payload.folder_id,
      prefix: payload.prefix,
    }),
});
