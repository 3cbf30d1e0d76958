import type { Context } from "hono";
import {
  addDocuments,
  answerQuery,
  listDocuments,
  ragInfo,
  type RetrievalServices,
  visibilityOf,
} from "../../services/retrieval/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

/** The retrieval services of the request's deps (production's or the sandbox's). */
export const retrievalOf = (c: Context<AppEnv>): RetrievalServices => {
  const { db, embedder, ai, clock } = c.get("deps");
  return { db, embedder, ai, clock };
};

const visibility = (c: Context<AppEnv>) => visibilityOf(c.get("principal"));

export const info: AppRouteHandler<typeof routes.info> = async (c) =>
  c.json(await ragInfo(retrievalOf(c), visibility(c)), 200);

export const documents: AppRouteHandler<typeof routes.documents> = async (c) => {
  const { origin, ...page } = c.req.valid("query");
  const list = await listDocuments(retrievalOf(c), visibility(c), {
    ...page,
    origin: origin ? [origin] : undefined,
  });
  return c.json(list, 200);
};

export const query: AppRouteHandler<typeof routes.query> = async (c) =>
  c.json(await answerQuery(retrievalOf(c), visibility(c), c.req.valid("json")), 200);

export const importDocuments: AppRouteHandler<typeof routes.importDocuments> = async (c) => {
  const added = await addDocuments(
    retrievalOf(c),
    visibility(c).own,
    "import",
    c.req.valid("json").documents,
  );
  const created = added.filter((d) => d.status === "created").length;
  const body = { documents: added, created, unchanged: added.length - created };
  return created ? c.json(body, 201) : c.json(body, 200);
};
