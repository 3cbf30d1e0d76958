import type { Context } from "hono";
import {
  type DriveServices,
  folderOf,
  folderStatus,
  listFolderFiles,
  markSyncQueued,
  ragHealth,
  syncFolder,
} from "../../services/retrieval/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { callerOf } from "../middleware/auth.ts";
import type * as routes from "./routes.ts";

export const driveOf = (c: Context<AppEnv>): DriveServices => {
  const { db, embedder, ai, clock, documents } = c.get("deps");
  return { db, embedder, ai, clock, documents };
};

const folder = (c: Context<AppEnv>, id: string) => folderOf(c.get("principal"), id);

export const files: AppRouteHandler<typeof routes.files> = async (c) =>
  c.json(
    envelope(c, await listFolderFiles(driveOf(c), folder(c, c.req.valid("param").folder_id))),
    200,
  );

export const sync: AppRouteHandler<typeof routes.sync> = async (c) => {
  const queued = await queueSync(c, folder(c, c.req.valid("json").folder_id));
  return c.json(envelope(c, queued), 202);
};

/** Queues the folder's sync job (404 for a folder that does not exist). */
export async function queueSync(c: Context<AppEnv>, f: ReturnType<typeof folder>, check = true) {
  const s = driveOf(c);
  if (check) await folderStatus(s, f);
  const requested = await markSyncQueued(s, f);
  const { messageId } = await c.get("deps").queue.publish("rag-sync", {
    scope: f.scope,
    folder_id: f.folderId,
    prefix: f.prefix,
  });
  return {
    folder_id: f.folderId,
    status: "queued" as const,
    message_id: messageId,
    requested_at: requested,
    status_url: `/api/drive-rag/status/${f.folderId}`,
  };
}

export const embed: AppRouteHandler<typeof routes.embed> = async (c) => {
  const f = folder(c, c.req.valid("param").folder_id);
  const s = driveOf(c);
  await folderStatus(s, f);
  const summary = await syncFolder(s, f);
  return c.json(envelope(c, { folder_id: f.folderId, status: "completed" as const, summary }), 200);
};

export const status: AppRouteHandler<typeof routes.status> = async (c) =>
  c.json(
    envelope(c, await folderStatus(driveOf(c), folder(c, c.req.valid("param").folder_id))),
    200,
  );

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  const health = await ragHealth(driveOf(c));
  return c.json(envelope(c, callerOf(c) ? health : { status: health.status }), 200);
};
