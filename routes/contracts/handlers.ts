import type { Context } from "hono";
import { AppError } from "../../services/errors.ts";
import * as contracts from "../../services/partnership/contract_api.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { uploadedFile } from "../uploads.ts";
import type * as routes from "./routes.ts";

/** Which file types each upload route takes (spec 001), by extension. */
const ACCEPTS = {
  generate: ["pdf", "docx", "txt", "json"],
  fingerprint: ["pdf", "docx"],
};

/** A rendered file as the response body, named for download. */
const fileResponse = (c: Context<AppEnv>, file: contracts.RenderedContract) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "X-Contract-Id": file.contractId,
  });

export const generate: AppRouteHandler<typeof routes.generate> = async (c) => {
  const form = c.req.valid("form");
  const out = await contracts.generateContracts(c.get("deps"), {
    file: await uploadedFile(form.file, ACCEPTS.generate),
    leagueName: form.league_name,
    delivery: form.delivery,
  });
  return c.json(envelope(c, out), 200);
};

export const format: AppRouteHandler<typeof routes.format> = async (c) => {
  const { format, terms, league, document } = c.req.valid("json");
  const file = terms
    ? await contracts.renderContract(c.get("deps"), { terms, league, format })
    : await contracts.renderModel(document!, format);
  return fileResponse(c, file);
};

export const templates: AppRouteHandler<typeof routes.templates> = (c) =>
  c.json(envelope(c, contracts.contractTemplates()), 200);

export const generateTerms: AppRouteHandler<typeof routes.generateTerms> = (c) =>
  c.json(
    envelope(
      c,
      contracts.generateTerms(
        c.get("deps"),
        c.req.valid("json"),
        c.req.valid("query").aggressiveness_level,
      ),
    ),
    200,
  );

export const generateDocument: AppRouteHandler<typeof routes.generateDocument> = async (c) => {
  const file = await contracts.generateDocument(
    c.get("deps"),
    c.req.valid("json"),
    c.req.valid("query"),
  );
  return fileResponse(c, file);
};

export const scorecard: AppRouteHandler<typeof routes.scorecard> = (c) =>
  c.json(envelope(c, contracts.scorecardFor(c.get("deps"), c.req.valid("json"))), 200);

export const scorecardUpdate: AppRouteHandler<typeof routes.scorecardUpdate> = (c) => {
  const { league, sliders } = c.req.valid("json");
  return c.json(envelope(c, contracts.updateScorecard(c.get("deps"), league, sliders)), 200);
};

export const pipelineStatusGet: AppRouteHandler<typeof routes.pipelineStatusGet> = async (c) =>
  c.json(
    envelope(
      c,
      await contracts.contractPipelineStatus(
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
  const status = await contracts.contractPipelineStatus(
    c.get("deps"),
    c.get("principal"),
    fromBody ?? fromQuery,
  );
  return c.json(envelope(c, status), 200);
};

export const templateInjection: AppRouteHandler<typeof routes.templateInjection> = async (c) =>
  c.json(
    envelope(c, await contracts.injectTemplate(c.get("deps"), c.req.valid("json"))),
    200,
  );

export const adjustTerms: AppRouteHandler<typeof routes.adjustTerms> = (c) =>
  c.json(envelope(c, contracts.adjustTerms(c.req.valid("json"))), 200);

export const createFingerprint: AppRouteHandler<typeof routes.createFingerprint> = async (c) => {
  const form = c.req.valid("form");
  const fingerprint = await contracts.createFingerprint(c.get("deps"), {
    file: await uploadedFile(form.file, ACCEPTS.fingerprint),
    leagueName: form.league_name,
  });
  return c.json(envelope(c, fingerprint), 200);
};

export const startSession: AppRouteHandler<typeof routes.startSession> = async (c) =>
  c.json(
    envelope(
      c,
      await contracts.startSession(
        c.get("deps"),
        c.get("principal"),
        c.req.valid("json"),
      ),
    ),
    201,
  );

export const selectOption: AppRouteHandler<typeof routes.selectOption> = async (c) =>
  c.json(
    envelope(
      c,
      await contracts.selectOption(
        c.get("deps"),
        c.get("principal"),
        c.req.valid("param").session_id,
        c.req.valid("json"),
      ),
    ),
    200,
  );

export const downloadSession: AppRouteHandler<typeof routes.downloadSession> = async (c) => {
  const file = await contracts.sessionContract(
    c.get("deps"),
    c.get("principal"),
    c.req.valid("param").session_id,
  );
  return fileResponse(c, file);
};

export const health: AppRouteHandler<typeof routes.health> = async (c) =>
  c.json(envelope(c, await contracts.contractsHealth(c.get("deps"))), 200);
