import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** Retrieval over the corpus (/v1/rag): info, documents, query with citations, import. */
export function ragRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.info, handlers.info);
  router.openapi(routes.documents, handlers.documents);
  router.openapi(routes.query, handlers.query);
  router.openapi(routes.importDocuments, handlers.importDocuments);
  return router;
}
