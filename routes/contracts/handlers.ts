import type { Context } from "hono";
import { generateFromQuestionnaire, injectTemplate } from "../../services/contracts/generation.ts";
import { contractsHealth } from "../../services/contracts/health.ts";
import * as pricing from "../../services/contracts/pricing.ts";
import * as render from "../../services/contracts/render.ts";
import * as sessions from "../../services/contracts/sessions.ts";
import { contractTemplates } from "../../services/contracts/templates.ts";
import { AppError } from "../../services/errors.ts";
import { contractPipelineStatus, startRunSession } from "../../services/pipeline/contract_view.ts";
import * as fingerprints from "../../services/pipeline/fingerprint.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { uploadedFile } from "../uploads.ts";
import { callerOf } from "../middleware/auth.ts";
import type * as routes from "./routes.ts";

/** A rendered file as the response body, named for download. */
const fileResponse = (c: Context<AppEnv>, file: render.RenderedContract) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "X-Contract-Id": file.contractId,
  });

export const generate: AppRouteHandler<typeof routes.generate> = async (c) => {
  const form = c.req.valid("form");
  const out = await generateFromQuestionnaire(c.get("deps"), {
    file: await uploadedFile(form.file),
    leagueName: form.league_name,
    delivery: form.delivery,
  });
  return c.json(envelope(c, out), 200);
};

export const format: AppRouteHandler<typeof routes.format> = async (c) => {
  const { format, terms, league, document } = c.req.valid("json");
  const file = terms
    ? await render.formatContract(c.get("deps"), { terms, league, format })
    : await render.renderModel(document!, format);
  return fileResponse(c, file);
};

export const templates: AppRouteHandler<typeof routes.templates> = (c) =>
  c.json(envelope(c, contractTemplates()), 200);

export const generateTerms: AppRouteHandler<typeof routes.generateTerms> = (c) =>
  c.json(
    envelope(
      c,
      pricing.generateTerms(
        c.get("deps"),
        c.req.valid("json"),
        c.req.valid("query").aggressiveness_level,
      ),
    ),
    200,
  );

export const generateDocument: AppRouteHandler<typeof routes.generateDocument> = async (c) => {
  const file = await render.generateDocument(
    c.get("deps"),
    c.req.valid("json"),
    c.req.valid("query"),
  );
  return fileResponse(c, file);
};

export const scorecard: AppRouteHandler<typeof routes.scorecard> = (c) =>
  c.json(envelope(c, pricing.scorecardFor(c.get("deps"), c.req.valid("json"))), 200);

export const scorecardUpdate: AppRouteHandler<typeof routes.scorecardUpdate> = (c) => {
  const { league, sliders } = c.req.valid("json");
  return c.json(envelope(c, pricing.updateScorecard(c.get("deps"), league, sliders)), 200);
};

export const pipelineStatusGet: AppRouteHandler<typeof routes.pipelineStatusGet> = async (c) =>
  c.json(
    envelope(
      c,
      await contractPipelineStatus(
        c.get("deps"),
        c.get("principal"),
        c.req.valid("query").pipeline_id,
      ),
    ),
    200,
  );

export const pipelineStatusPost: AppRouteHandler<typeof routes.pipelineStatusPost> = async (c) => {
  const fromQuery = c.req.valid("query").pipeline_id;
  const fromBody = c.req.valid("json").pipeline_id;
  if (fromQuery && fromBody && fromQuery !== fromBody) {
    throw new AppError("unprocessable", "pipeline_id differs between the query and the body", {
      parameter: "pipeline_id",
      issues: [{
        location: "json",
        field: "pipeline_id",
        message: "differs from the query's pipeline_id",
        code: "custom",
      }],
    });
  }
  const status = await contractPipelineStatus(
    c.get("deps"),
    c.get("principal"),
    fromBody ?? fromQuery,
  );
  return c.json(envelope(c, status), 200);
};

export const templateInjection: AppRouteHandler<typeof routes.templateInjection> = async (c) =>
  c.json(
    envelope(c, await injectTemplate(c.get("deps"), c.req.valid("json"))),
    200,
  );

export const adjustTerms: AppRouteHandler<typeof routes.adjustTerms> = (c) =>
  c.json(envelope(c, pricing.adjustTerms(c.req.valid("json"))), 200);

export const createFingerprint: AppRouteHandler<typeof routes.createFingerprint> = async (c) => {
  const form = c.req.valid("form");
  const fingerprint = await fingerprints.createFingerprint(c.get("deps"), {
    file: await uploadedFile(form.file),
    leagueName: form.league_name,
  });
  return c.json(envelope(c, fingerprint), 200);
};

export const startSession: AppRouteHandler<typeof routes.startSession> = async (c) => {
  const { league, pipeline_id } = c.req.valid("json");
  const session = pipeline_id
    ? await startRunSession(c.get("deps"), c.get("principal"), pipeline_id)
    : await sessions.startSession(c.get("deps"), c.get("principal"), league!);
  return c.json(envelope(c, session), 201);
};

export const selectOption: AppRouteHandler<typeof routes.selectOption> = async (c) =>
  c.json(
    envelope(
      c,
      await sessions.selectOption(
        c.get("deps"),
        c.get("principal"),
        c.req.valid("param").session_id,
        c.req.valid("json"),
      ),
    ),
    200,
  );

export const downloadSession: AppRouteHandler<typeof routes.downloadSession> = async (c) => {
  const file = await sessions.sessionContract(
    c.get("deps"),
    c.get("principal"),
    c.req.valid("param").session_id,
  );
  return fileResponse(c, file);
};

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  const health = await contractsHealth(c.get("deps"));
  return c.json(envelope(c, callerOf(c) ? health : { status: health.status }), 200);
};
