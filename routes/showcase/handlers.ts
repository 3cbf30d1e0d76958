import {
  answerQuery,
  folderOf,
  listDocuments,
  ragBeforeAfter,
  SHOWCASE_FOLDER,
  visibilityOf,
} from "../../services/retrieval/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import { queueSync } from "../drive_rag/handlers.ts";
import { envelope } from "../envelope.ts";
import { retrievalOf } from "../rag/handlers.ts";
import { uploadedFile } from "../uploads.ts";
import type * as routes from "./routes.ts";

export const query: AppRouteHandler<typeof routes.query> = async (c) => {
  const answer = await answerQuery(
    retrievalOf(c),
    visibilityOf(c.get("principal")),
    c.req.valid("json"),
  );
  return c.json(envelope(c, answer), 200);
};

/** A file name as one store key segment: other characters become `_`. */
export function storedName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const safe = base.replace(/[^A-Za-z0-9._ -]/g, "_").replace(/^[^A-Za-z0-9]+/, "")
    .replace(/[. ]+$/, "").slice(-120);
  return safe || "upload.txt";
}

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const file = await uploadedFile((await c.req.parseBody()).file);
  const folder = folderOf(c.get("principal"), SHOWCASE_FOLDER);
  const name = storedName(file.filename);
  const { documents } = c.get("deps");
  const key = `${folder.prefix}${name}`;
  await documents.put(key, file.bytes);
  const queued = await queueSync(c, folder, false);
  return c.json(
    envelope(c, {
      file: name,
      folder_id: folder.folderId,
      uri: documents.url(key),
      bytes: file.bytes.byteLength,
      format: file.document?.format ?? "txt",
      status: "pending" as const,
      message_id: queued.message_id,
      status_url: queued.status_url,
    }),
    202,
  );
};

export const documents: AppRouteHandler<typeof routes.documents> = async (c) => {
  const { origin, ...page } = c.req.valid("query");
  const list = await listDocuments(retrievalOf(c), visibilityOf(c.get("principal")), {
    ...page,
    origin: origin ? [origin] : undefined,
  });
  return c.json(envelope(c, list), 200);
};

export const beforeAfter: AppRouteHandler<typeof routes.beforeAfter> = async (c) =>
  c.json(envelope(c, await ragBeforeAfter(retrievalOf(c), c.req.valid("query"))), 200);
