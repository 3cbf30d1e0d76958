import type { Context } from "hono";
import * as discovery from "../../services/discovery/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { API_VERSION } from "../openapi.ts";
import type * as routes from "./routes.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

/** The published document's component schemas, for the output styles. */
export type SchemasOf = () => Record<string, unknown>;

/** One page in the representation Accept prefers; caches keep one per Accept. */
function negotiated<T>(c: Context<AppEnv>, data: T, html: () => string, markdown: () => string) {
  c.header("Vary", "Accept");
  switch (discovery.negotiate(c.req.header("Accept"))) {
    case "html":
      return c.html(html(), 200);
    case "markdown":
      return c.body(markdown(), 200, { "Content-Type": "text/markdown; charset=utf-8" });
    default:
      return c.json(data, 200);
  }
}

export const serviceInfo: AppRouteHandler<typeof routes.serviceInfo> = (c) => {
  const info = discovery.serviceInfo(API_VERSION);
  return negotiated(
    c,
    info,
    () => discovery.serviceInfoHtml(info),
    () => discovery.serviceInfoMarkdown(info),
    // deno-lint-ignore no-explicit-any
  ) as any;
};

export const tools: AppRouteHandler<typeof routes.tools> = (c) => {
  const overview = discovery.toolsOverview();
  const markdown = discovery.toolsMarkdown(overview);
  return negotiated(
    c,
    overview,
    () => discovery.toolsHtml(overview),
    () => markdown,
    // deno-lint-ignore no-explicit-any
  ) as any;
};

export const llms: AppRouteHandler<typeof routes.llms> = (c) =>
  c.text(discovery.llmsTxt(discovery.serviceInfo(API_VERSION), discovery.listTools()), 200);

export const explorer: AppRouteHandler<typeof routes.explorer> = (c) =>
  c.html(discovery.explorerPage(), 200);

export const apiHealth: AppRouteHandler<typeof routes.apiHealth> = async (c) => {
  const { db, clock } = c.get("deps");
  const ok = await db.$client.execute("SELECT 1").then(() => true, () => false);
  const body = {
    status: ok ? "healthy" as const : "unhealthy" as const,
    version: API_VERSION,
    timestamp: clock().toISOString(),
  };
  return ok ? c.json(body, 200) : c.json(body, 503);
};

export const headshot: AppRouteHandler<typeof routes.headshot> = async (c) => {
  const image = await discovery.playerHeadshot(c.get("deps").db, c.req.valid("param").player_id);
  // Private: the route takes credentials, so shared caches must not keep it for others.
  const headers = { ETag: image.etag, "Cache-Control": "private, max-age=86400" };
  if (discovery.matchesEtag(c.req.header("If-None-Match"), image.etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(image.body, 200, { ...headers, "Content-Type": image.contentType });
};

export const overview =
  (schemas: SchemasOf): AppRouteHandler<typeof routes.overview> => async (c) =>
    c.json(
      envelope(
        c,
        discovery.discoveryOverview({
          prompts: discovery.listPrompts().length,
          tools: discovery.listTools().length,
          output_styles: discovery.listOutputStyles(schemas()).length,
          resources: (await discovery.listResources(resourceSources(c))).length,
        }),
      ),
      200,
    );

export const prompts: AppRouteHandler<typeof routes.prompts> = (c) => {
  const list = discovery.listPrompts(c.req.valid("query"));
  return c.json(
    envelope(c, { prompts: list, total: list.length, categories: discovery.PROMPT_CATEGORIES }),
    200,
  );
};

export const prompt: AppRouteHandler<typeof routes.prompt> = (c) =>
  c.json(envelope(c, discovery.getPrompt(c.req.valid("param").slug)), 200);

export const toolList: AppRouteHandler<typeof routes.toolList> = (c) => {
  const list = discovery.listTools(c.req.valid("query"));
  return c.json(
    envelope(c, { tools: list, total: list.length, categories: [...discovery.TOOL_CATEGORIES] }),
    200,
  );
};

export const tool: AppRouteHandler<typeof routes.tool> = (c) =>
  c.json(envelope(c, discovery.getTool(c.req.valid("param").tool_name)), 200);

export const styles = (schemas: SchemasOf): AppRouteHandler<typeof routes.styles> => (c) => {
  const query = c.req.valid("query");
  const list = discovery.listOutputStyles(schemas(), query);
  const formats = query.format_filter ? [query.format_filter] : [...discovery.OUTPUT_FORMATS];
  return c.json(envelope(c, { styles: list, total: list.length, formats }), 200);
};

export const style = (schemas: SchemasOf): AppRouteHandler<typeof routes.style> => (c) =>
  c.json(
    envelope(
      c,
      discovery.getOutputStyle(c.req.valid("param").style_name, schemas(), c.req.valid("query")),
    ),
    200,
  );

/** What the resource verbs read: this environment's database and stores, and the config. */
function resourceSources(c: Context<AppEnv>): discovery.ResourceSources {
  const { db, config, documents, queue } = c.get("deps");
  return { db, config, documents, queueKind: queue.kind };
}

export const resources: AppRouteHandler<typeof routes.resources> = async (c) => {
  const list = await discovery.listResources(resourceSources(c));
  return c.json(envelope(c, { resources: list, total: list.length }), 200);
};

export const resource: AppRouteHandler<typeof routes.resource> = async (c) =>
  c.json(
    envelope(
      c,
      await discovery.getResource(resourceSources(c), c.req.valid("param").resource_name),
    ),
    200,
  );

/** The component schemas of a published OpenAPI document. */
export const componentSchemas = (openapi: () => Json): SchemasOf => () =>
  openapi().components?.schemas ?? {};
