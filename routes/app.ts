import { OpenAPIHono } from "@hono/zod-openapi";
import { swaggerUI } from "@hono/swagger-ui";
import { notFound } from "../services/errors.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { errorResponse } from "./errors.ts";
import { API_KEY_SCHEME, API_VERSION } from "./openapi.ts";
import { requestContext } from "./middleware/request_context.ts";
import { publicApi } from "./public/mod.ts";
import { systemRoutes } from "./system/mod.ts";
import { validationHook } from "./validation.ts";

export const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Alternative sports data and partnership API",
    version: API_VERSION,
    description: "Public sports data for 31 alternative sport types. Every /api/v1/public " +
      "operation needs an API key in the X-API-KEY header.",
  },
};

/** The whole service as a runtime-neutral Hono app; everything external comes in `deps`. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openAPIRegistry.registerComponent("securitySchemes", API_KEY_SCHEME, {
    type: "apiKey",
    in: "header",
    name: "X-API-KEY",
  });

  app.use("*", requestContext(deps));
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) => errorResponse(c, notFound(`no route for ${c.req.method} ${c.req.path}`)));

  app.route("/", systemRoutes());
  app.route("/api/v1/public", publicApi());

  app.doc31("/openapi.json", openApiInfo);
  app.get("/docs", swaggerUI({ url: "/openapi.json", title: "API reference" }));

  // Fresh public reads are replayed before routing; everything else is routed as usual.
  const route = app.fetch;
  app.fetch = (request, env, ctx) => deps.hotReads.serve(request) ?? route(request, env, ctx);
  return app;
}

export type App = ReturnType<typeof createApp>;
