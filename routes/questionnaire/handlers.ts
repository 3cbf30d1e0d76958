import * as issued from "../../services/contracts/questionnaire.ts";
import * as evaluation from "../../services/partnership/evaluation.ts";
import * as frameworks from "../../services/partnership/frameworks.ts";
import { extractFile } from "../../services/questionnaire/read.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import { uploadedFile } from "../uploads.ts";
import type * as routes from "./routes.ts";

export const processQuestionnaire: AppRouteHandler<typeof routes.processQuestionnaire> = async (
  c,
) => {
  const file = await uploadedFile((await c.req.parseBody()).file);
  const out = await issued.processQuestionnaire(c.get("deps"), c.get("principal"), file);
  return c.json(envelope(c, out), 200);
};

export const extract: AppRouteHandler<typeof routes.extract> = async (c) => {
  const file = await uploadedFile((await c.req.parseBody()).file);
  return c.json(envelope(c, await extractFile(c.get("deps"), file)), 200);
};

export const classifyTier: AppRouteHandler<typeof routes.classifyTier> = async (c) =>
  c.json(
    envelope(c, await evaluation.classifyLeague(c.get("deps"), c.req.valid("json").data)),
    200,
  );

export const generateContract: AppRouteHandler<typeof routes.generateContract> = async (c) =>
  c.json(
    envelope(
      c,
      await issued.contractsFromData(c.get("deps"), c.get("principal"), c.req.valid("json").data),
    ),
    200,
  );

export const assessReadiness: AppRouteHandler<typeof routes.assessReadiness> = async (c) =>
  c.json(
    envelope(c, await evaluation.leagueReadiness(c.get("deps"), c.req.valid("json").data)),
    200,
  );

export const generateTermsheet: AppRouteHandler<typeof routes.generateTermsheet> = async (c) =>
  c.json(
    envelope(c, await evaluation.leagueTermsheet(c.get("deps"), c.req.valid("json").data)),
    200,
  );

export const generateEnhancedTermsheet: AppRouteHandler<
  typeof routes.generateEnhancedTermsheet
> = async (c) =>
  c.json(
    envelope(
      c,
      await evaluation.leagueEnhancedTermsheet(c.get("deps"), c.req.valid("json").data),
    ),
    200,
  );

export const download: AppRouteHandler<typeof routes.download> = async (c) => {
  const { contract_id, format } = c.req.valid("param");
  const file = await issued.contractFile(c.get("deps"), c.get("principal"), contract_id, format);
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
  }) as never;
};

export const processWithFramework: AppRouteHandler<typeof routes.processWithFramework> = async (
  c,
) => {
  const file = await uploadedFile((await c.req.parseBody()).file);
  const out = await frameworks.processWithFramework(c.get("deps"), file, {
    framework: c.req.valid("param").framework,
    ...c.req.valid("query"),
  });
  return c.json(envelope(c, out), 200);
};

export const evaluateLeague: AppRouteHandler<typeof routes.evaluateLeague> = async (c) =>
  c.json(
    envelope(c, await evaluation.evaluateLeague(c.get("deps"), c.req.valid("json").data)),
    200,
  );

export const listFrameworks: AppRouteHandler<typeof routes.listFrameworks> = (c) =>
  c.json(envelope(c, frameworks.listFrameworks()), 200);

export const health: AppRouteHandler<typeof routes.health> = async (c) =>
  c.json(envelope(c, await frameworks.questionnaireHealth(c.get("deps"))), 200);
