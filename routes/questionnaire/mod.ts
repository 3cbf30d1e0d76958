import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  contractFile,
  enhancedTermsheet,
  evaluate,
  extractFile,
  extractionOfData,
  generateContracts,
  requireLeague,
} from "../../services/partnership/evaluate.ts";
import { TIERS } from "../../services/partnership/scoring.ts";
import { Questionnaire } from "../../services/questionnaire/schema.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { Envelope, envelope, envelopeErrors } from "../envelope.ts";
import { PLATFORM_CREDENTIALS, platformGuard } from "../middleware/auth.ts";
import { BODY_LIMITS, requestBody } from "../middleware/body.ts";
import { deprecated } from "../middleware/versioning.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { uploadedFile } from "../uploads.ts";
import { typedValidationHook } from "../validation.ts";

const security = securityOf(...PLATFORM_CREDENTIALS);
const tags = ["Questionnaire"];
const common = () => [deprecated(), platformGuard()];
const json = () => requestBody({ maxBytes: BODY_LIMITS.json });
const multipart = () =>
  requestBody({ maxBytes: BODY_LIMITS.upload, types: ["multipart/form-data"] });

const FileForm = z.object({
  file: z.any().openapi({ type: "string", format: "binary", description: "PDF, DOCX or TXT" }),
}).openapi("QuestionnaireFile");

const Result = z.record(z.string(), z.unknown());
// `data`: the questionnaire fields (services/questionnaire/schema.ts). That schema is plain zod,
// built before @hono/zod-openapi may have loaded, so it carries no .openapi() metadata.
const DataBody = z.object({ data: Questionnaire });

const FRAMEWORKS = ["base", "framework_a", "framework_b", "framework_c"] as const;

const route = <const M extends "get" | "post", P extends string>(
  method: M,
  path: P,
  operationId: string,
  summary: string,
  extra: Record<string, unknown>,
) =>
  createRoute({
    method,
    path,
    operationId,
    tags,
    summary,
    security,
    responses: {
      200: jsonContent(Envelope(Result), "The result."),
      ...envelopeErrors(400, 401, 404, 413, 415, 422, 429),
    },
    ...extra,
  });

const upload = (summary: string, path: `/api/questionnaire/${string}`, operationId: string) =>
  route("post", path, operationId, summary, {
    middleware: [...common(), multipart()],
    request: { body: { required: true, content: { "multipart/form-data": { schema: FileForm } } } },
  });

const processQuestionnaire = upload(
  "Extract, fingerprint, assess readiness, price four structures, create DOCX and PDF contracts",
  "/api/questionnaire/process-questionnaire",
  "processQuestionnaire",
);
const extractRoute = upload(
  "Extraction only",
  "/api/questionnaire/extract",
  "extractQuestionnaire",
);

const dataRoute = (path: `/api/questionnaire/${string}`, operationId: string, summary: string) =>
  route("post", path, operationId, summary, {
    middleware: [...common(), json()],
    request: { body: { required: true, content: { "application/json": { schema: DataBody } } } },
  });

const classifyRoute = dataRoute(
  "/api/questionnaire/classify-tier",
  "classifyTier",
  "Tier: Premium, Growth, Standard or Emerging",
);
const contractRoute = dataRoute(
  "/api/questionnaire/generate-contract",
  "generateContract",
  "Contracts (DOCX, PDF, JSON) from extracted data",
);
const readinessRoute = dataRoute(
  "/api/questionnaire/assess-readiness",
  "assessReadiness",
  "Readiness assessment",
);
const termsheetRoute = dataRoute(
  "/api/questionnaire/generate-termsheet",
  "generateTermsheet",
  "Termsheet with four pricing structures",
);
const enhancedRoute = dataRoute(
  "/api/questionnaire/generate-enhanced-termsheet",
  "generateEnhancedTermsheet",
  "Termsheet with detailed costs",
);

const downloadRoute = createRoute({
  method: "get",
  path: "/api/questionnaire/download/{contract_id}/{format}",
  operationId: "downloadContract",
  tags,
  summary: "A generated contract file",
  security,
  middleware: common(),
  request: {
    params: z.object({
      contract_id: z.string().max(40),
      format: z.enum(["pdf", "docx", "json"]),
    }),
  },
  responses: {
    200: {
      description: "The file.",
      content: {
        "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
        "application/json": { schema: z.string() },
      },
    },
    ...envelopeErrors(401, 404, 422, 429),
  },
});

const frameworkRoute = createRoute({
  method: "post",
  path: "/api/questionnaire/process/{framework}",
  operationId: "processWithFramework",
  tags,
  summary: "Process a questionnaire with an agent framework",
  description: "All four frameworks run on the embedded deterministic engine here; " +
    "`intelligence_mode` sets how much research runs (fast: none, simple: our catalog, full: " +
    "with AI market notes).",
  security,
  middleware: [...common(), multipart()],
  request: {
    params: z.object({ framework: z.enum(FRAMEWORKS) }),
    query: z.object({
      intelligence_mode: z.enum(["simple", "full", "fast"]).default("simple"),
      include_visualizations: z.enum(["true", "false"]).default("false").transform((v) =>
        v === "true"
      ),
      tier_override: z.enum(TIERS).optional(),
    }),
    body: { required: true, content: { "multipart/form-data": { schema: FileForm } } },
  },
  responses: {
    200: jsonContent(Envelope(Result), "The result."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

const evaluateRoute = createRoute({
  method: "post",
  path: "/api/v1/leagues/evaluate",
  operationId: "evaluateLeague",
  tags: ["Pipeline"],
  summary: "Basic evaluation of a league's partnership potential (v1 format)",
  description: "Questionnaire fields in `data`; answers the score, tier, components, " +
    "classification and readiness without running the pipeline.",
  security,
  middleware: [platformGuard(), json()],
  request: { body: { required: true, content: { "application/json": { schema: DataBody } } } },
  responses: {
    200: jsonContent(Envelope(Result), "The evaluation."),
    ...envelopeErrors(400, 401, 413, 415, 422, 429),
  },
});

const frameworksRoute = route(
  "get",
  "/api/questionnaire/frameworks",
  "listFrameworks",
  "Frameworks and availability",
  {
    middleware: common(),
  },
);
const healthRoute = route(
  "get",
  "/api/questionnaire/health",
  "getQuestionnaireHealth",
  "Health of the service and its dependencies",
  {
    middleware: common(),
  },
);

const fromData = (c: { req: { valid(t: "json"): { data: z.infer<typeof Questionnaire> } } }) =>
  extractionOfData(requireLeague(c.req.valid("json").data));

const processHandler: AppRouteHandler<typeof processQuestionnaire> = async (c) => {
  const s = c.get("deps");
  const file = await uploadedFile((await c.req.parseBody()).file, ["pdf", "docx", "txt"]);
  const { source, extraction } = await extractFile(file);
  const result = await evaluate(s, extraction);
  const contracts = await generateContracts(s, c.get("principal"), result);
  return c.json(
    envelope(c, {
      source: { filename: source.filename, format: source.format, bytes: source.bytes },
      extracted: extraction,
      fingerprint: { league_name: result.enhanced.league_name, sport: result.enhanced.sport },
      partnership_score: result.score,
      readiness: result.readiness,
      termsheet: result.termsheet,
      contracts,
    }),
    200,
  );
};

const extractHandler: AppRouteHandler<typeof extractRoute> = async (c) => {
  const file = await uploadedFile((await c.req.parseBody()).file, ["pdf", "docx", "txt", "json"]);
  const { source, extraction } = await extractFile(file);
  return c.json(
    envelope(c, { source: { filename: source.filename, format: source.format }, ...extraction }),
    200,
  );
};

const classifyHandler: AppRouteHandler<typeof classifyRoute> = async (c) => {
  const result = await evaluate(c.get("deps"), fromData(c), { mode: "fast" });
  return c.json(
    envelope(c, {
      tier: result.classification,
      overall_score: result.score.overall_score,
      partnership_tier: result.score.tier,
    }),
    200,
  );
};

const contractHandler: AppRouteHandler<typeof contractRoute> = async (c) => {
  const s = c.get("deps");
  const result = await evaluate(s, fromData(c), { mode: "fast" });
  return c.json(
    envelope(c, {
      tier: result.termsheet.tier,
      contracts: await generateContracts(s, c.get("principal"), result),
    }),
    200,
  );
};

const readinessHandler: AppRouteHandler<typeof readinessRoute> = async (c) =>
  c.json(
    envelope(
      c,
      (await evaluate(c.get("deps"), fromData(c), { mode: "fast" })).readiness,
    ),
    200,
  );

const termsheetHandler: AppRouteHandler<typeof termsheetRoute> = async (c) => {
  const result = await evaluate(c.get("deps"), fromData(c), { mode: "fast" });
  return c.json(
    envelope(c, { ...result.termsheet, overall_score: result.score.overall_score }),
    200,
  );
};

const enhancedHandler: AppRouteHandler<typeof enhancedRoute> = async (c) =>
  c.json(
    envelope(c, enhancedTermsheet(await evaluate(c.get("deps"), fromData(c)))),
    200,
  );

const downloadHandler: AppRouteHandler<typeof downloadRoute> = async (c) => {
  const { contract_id, format } = c.req.valid("param");
  const file = await contractFile(
    c.get("deps"),
    c.get("principal"),
    contract_id,
    format,
  );
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
  }) as never;
};

const frameworkHandler: AppRouteHandler<typeof frameworkRoute> = async (c) => {
  const { framework } = c.req.valid("param");
  const query = c.req.valid("query");
  const file = await uploadedFile((await c.req.parseBody()).file, ["pdf", "docx", "doc"]);
  const started = performance.now();
  const { extraction } = await extractFile(file);
  const result = await evaluate(c.get("deps"), extraction, {
    mode: query.intelligence_mode,
    tierOverride: query.tier_override,
  });
  return c.json(
    envelope(c, {
      framework,
      metadata: {
        engine: "local-deterministic",
        intelligence_mode: query.intelligence_mode,
        tier_override: query.tier_override ?? null,
        research: result.research,
        processing_ms: Math.round(performance.now() - started),
      },
      extracted: extraction,
      partnership_score: result.score,
      classification: result.classification,
      readiness: result.readiness,
      termsheet: result.termsheet,
      visualizations: query.include_visualizations
        ? {
          components_bar: Object.entries(result.score.components).map(([name, value]) => ({
            name,
            value,
          })),
          scorecard_radar: result.scorecard.scores,
        }
        : null,
    }),
    200,
  );
};

const evaluateHandler: AppRouteHandler<typeof evaluateRoute> = async (c) => {
  const result = await evaluate(c.get("deps"), fromData(c), { mode: "simple" });
  return c.json(
    envelope(c, {
      league_name: result.enhanced.league_name ?? null,
      overall_score: result.score.overall_score,
      tier: result.score.tier,
      components: result.score.components,
      classification: result.classification,
      readiness: result.readiness,
      confidence_score: result.extraction.confidence_score,
    }),
    200,
  );
};

const frameworksHandler: AppRouteHandler<typeof frameworksRoute> = (c) =>
  c.json(
    envelope(c, {
      frameworks: FRAMEWORKS.map((name) => ({
        name,
        available: true,
        engine: "local-deterministic",
        intelligence_modes: ["fast", "simple", "full"],
      })),
    }),
    200,
  );

const healthHandler: AppRouteHandler<typeof healthRoute> = async (c) => {
  const deps = c.get("deps");
  const store = await deps.documents.list("health/").then(() => "ok", (e) => `down: ${e.message}`);
  return c.json(
    envelope(c, {
      status: store === "ok" ? "healthy" : "degraded",
      dependencies: {
        language_model_provider: deps.ai.name,
        cloud_services: { document_store: deps.documents.kind, tracker: deps.tracker.kind },
        file_system: store,
      },
    }),
    200,
  );
};

/** Questionnaire operations of spec 001. */
export function questionnaireRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(evaluateRoute, evaluateHandler);
  router.openapi(frameworksRoute, frameworksHandler);
  router.openapi(healthRoute, healthHandler);
  router.openapi(processQuestionnaire, processHandler);
  router.openapi(extractRoute, extractHandler);
  router.openapi(classifyRoute, classifyHandler);
  router.openapi(contractRoute, contractHandler);
  router.openapi(readinessRoute, readinessHandler);
  router.openapi(termsheetRoute, termsheetHandler);
  router.openapi(enhancedRoute, enhancedHandler);
  router.openapi(downloadRoute, downloadHandler);
  router.openapi(frameworkRoute, frameworkHandler);
  return router;
}
