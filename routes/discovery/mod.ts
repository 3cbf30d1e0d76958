import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/**
 * Discovery (spec 002 "General, discovery and service"): `/`, `/tools`, `/llms.txt`,
 * `/api-explorer`, `/api/health` and headshots, open or guarded as DESIGN.md says, and
 * `/discovery/...` with platform credentials. `openapi` is the published document, whose
 * component schemas the output styles show.
 */
// deno-lint-ignore no-explicit-any
export function discoveryRoutes(openapi: () => Record<string, any>) {
  const schemas = handlers.componentSchemas(openapi);
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.serviceInfo, handlers.serviceInfo);
  router.openapi(routes.tools, handlers.tools);
  router.openapi(routes.llms, handlers.llms);
  router.openapi(routes.explorer, handlers.explorer);
  router.openapi(routes.apiHealth, handlers.apiHealth);
  router.openapi(routes.headshot, handlers.headshot);
  router.openapi(routes.overview, handlers.overview(schemas));
  router.openapi(routes.prompts, handlers.prompts);
  router.openapi(routes.prompt, handlers.prompt);
  router.openapi(routes.toolList, handlers.toolList);
  router.openapi(routes.tool, handlers.tool);
  router.openapi(routes.styles, handlers.styles(schemas));
  router.openapi(routes.style, handlers.style(schemas));
  router.openapi(routes.resources, handlers.resources);
  router.openapi(routes.resource, handlers.resource);
  return router;
}
