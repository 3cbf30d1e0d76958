import { OpenAPIHono } from "@hono/zod-openapi";
import { notFound } from "../services/errors.ts";
import { testMode } from "../services/payments/mod.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { errorResponse } from "./errors.ts";
import { API_KEY_SCHEME, API_VERSION } from "./openapi.ts";
import { adminRoutes } from "./admin/mod.ts";
import { analyticsRoutes } from "./analytics/mod.ts";
import { registerAuth } from "./auth/mod.ts";
import { batchRoutes } from "./batch/mod.ts";
import { bettingRoutes } from "./betting/mod.ts";
import { catalogRoutes } from "./catalog/mod.ts";
import { liveRoutes } from "./live/mod.ts";
import { contractRoutes } from "./contracts/mod.ts";
import { creditRoutes } from "./credits/mod.ts";
import { discoveryRoutes } from "./discovery/mod.ts";
import { driveRagRoutes } from "./drive_rag/mod.ts";
import { registerDocs } from "./docs.ts";
import { intelligenceRoutes } from "./intelligence/mod.ts";
import { jobRoutes } from "./jobs/mod.ts";
import { leagueIntelligenceRoutes } from "./league_intelligence/mod.ts";
import { leagueRoutes } from "./leagues/mod.ts";
import { marketRoutes } from "./markets/mod.ts";
import { mcpRoutes } from "./mcp/mod.ts";
import { onboardingRoutes } from "./onboarding/mod.ts";
import { opportunityRoutes } from "./opportunities/mod.ts";
import { requestContext } from "./middleware/request_context.ts";
import { completeContract } from "./openapi_contract.ts";
import { SCHEMES } from "./openapi.ts";
import { clientIp, enforceRateLimit } from "./rate_limit.ts";
import { pipelineRoutes } from "./pipeline/mod.ts";
import { mailRoutes } from "./mail/mod.ts";
import { promptRoutes } from "./prompts/mod.ts";
import { publicApi } from "./public/mod.ts";
import { questionnaireRoutes } from "./questionnaire/mod.ts";
import { ragRoutes } from "./rag/mod.ts";
import { showcaseRoutes } from "./showcase/mod.ts";
import { scheduleRoutes } from "./schedules/mod.ts";
import { sportsbookRoutes } from "./sportsbooks/mod.ts";
import { sportsdbRoutes } from "./sportsdb/mod.ts";
import { scrapingRoutes } from "./scraping/mod.ts";
import { systemRoutes } from "./system/mod.ts";
import { trackerRoutes } from "./tracker/mod.ts";
import { typedValidationHook, validationHook } from "./validation.ts";
import { agentRoutes } from "./agents/mod.ts";
import { chatRoutes } from "./chat/mod.ts";
import { webhookRoutes } from "./webhooks/mod.ts";
import { workflowRoutes } from "./workflows/mod.ts";

export const openApiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Alternative sports data and partnership API",
    version: API_VERSION,
    description: "Public sports data for 31 alternative sport types (every /api/v1/public " +
      "operation needs an API key in the X-API-KEY header), and the platform's accounts, " +
      "credentials, jobs and catalog. Errors: ServerErrorResponse under /api/v1/public, " +
      "`{detail, status_code, timestamp}` under /v1 and /mcp, the ErrorEnvelope elsewhere. " +
      "Responses carry X-API-Version and X-RateLimit-Limit/-Remaining/-Reset.",
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

  app.openAPIRegistry.registerComponent("securitySchemes", SCHEMES.bearer, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Access token from POST /api/v1/auth/login (1000/hour, 100/minute).",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", SCHEMES.serviceKey, {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "Service-account key (5000/hour, 500/minute; on /v1, the plan's limits).",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", SCHEMES.oauth, {
    type: "oauth2",
    description: "Third-party applications (2000/hour, 200/minute).",
    flows: {
      clientCredentials: {
        tokenUrl: "/api/v1/oauth/token",
        scopes: { read: "Read access", write: "Write access" },
      },
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", SCHEMES.queryKey, {
    type: "apiKey",
    in: "query",
    name: "api_key",
    description: "The X-API-Key in the query, for clients that cannot send headers " +
      "(EventSource): the live stream only.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", SCHEMES.idToken, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "ID token of the identity provider (second catalog description).",
  });

  app.use("*", requestContext(deps));
  app.onError((err, c) => errorResponse(c, err));
  // Unknown paths are counted per IP too, so probing them is limited like any other call.
  app.notFound(async (c) => {
    try {
      await enforceRateLimit(c, "anonymous", clientIp(c));
    } catch (err) {
      return errorResponse(c, err);
    }
    return errorResponse(c, notFound(`no route for ${c.req.method} ${c.req.path}`));
  });

  app.route("/", systemRoutes());
  app.route("/api/v1/public", publicApi());
  const platform = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  registerAuth(platform);
  app.route("/", platform);
  app.route("/", adminRoutes());
  app.route("/", scheduleRoutes());
  app.route("/", jobRoutes());
  app.route("/", pipelineRoutes());
  app.route("/", batchRoutes());
  app.route("/", trackerRoutes());
  app.route("/", questionnaireRoutes());
  app.route("/", contractRoutes());
  app.route("/", leagueRoutes());
  app.route("/", leagueIntelligenceRoutes());
  app.route("/", catalogRoutes());
  app.route("/", liveRoutes());
  app.route("/", sportsbookRoutes());
  app.route("/", marketRoutes());
  app.route("/", bettingRoutes());
  app.route("/", webhookRoutes());
  app.route("/", workflowRoutes());
  app.route("/", ragRoutes());
  app.route("/", driveRagRoutes());
  app.route("/", showcaseRoutes());
  app.route("/", chatRoutes());
  app.route("/", agentRoutes());
  app.route("/", promptRoutes());
  app.route("/", mailRoutes());
  app.route("/", creditRoutes());
  app.route("/", intelligenceRoutes());
  app.route("/", sportsdbRoutes());
  app.route("/", scrapingRoutes());
  app.route("/", analyticsRoutes());
  // Literal /api/league/opportunities/... before /api/league/{league_id}.
  app.route("/", opportunityRoutes());
  app.route("/", onboardingRoutes());

  let document: ReturnType<typeof openApiDocument> | undefined;
  const openapi = () => document ??= openApiDocument(app);
  app.route("/", mcpRoutes(openapi));
  app.route("/", discoveryRoutes(openapi));

  app.get("/openapi.json", (c) => c.json(openapi()));
  registerDocs(app);

  // Deliveries of the embedded job queue go through this app's own verified callback route.
  deps.queue.connect((request) => app.fetch(request));
  // The embedded payment provider posts its signed events to this app's own webhook route.
  testMode(deps.payments)?.connect(async (request) => await app.fetch(request));

  // Fresh public reads are replayed before routing; everything else is routed as usual.
  const route = app.fetch;
  app.fetch = (request, env, ctx) => {
    const hot = deps.hotReads.serve(request, ctx && ((work) => ctx.waitUntil(work)));
    if (hot === null) return route(request, env, ctx);
    if (hot instanceof Response) return hot;
    return hot.then((response) => response ?? route(request, env, ctx));
  };
  return app;
}

export type App = ReturnType<typeof createApp>;

/** The OpenAPI document served at /openapi.json: the routes' own, completed by the shared rules. */
export function openApiDocument(app: OpenAPIHono<AppEnv>) {
  return completeContract(app.getOpenAPI31Document(openApiInfo));
}
