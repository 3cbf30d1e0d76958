import { sportBetting } from "../../services/sportsdb/betting.ts";
import { schemaCatalog } from "../../services/sportsdb/catalog.ts";
import * as explore from "../../services/sportsdb/explore.ts";
import { knowledgeBase, readDocument } from "../../services/sportsdb/kb.ts";
import { explorerApi, explorerOverview } from "../../services/sportsdb/overview.ts";
import { runQuery } from "../../services/sportsdb/query.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const query: AppRouteHandler<typeof routes.query> = async (c) => {
  const { query } = c.req.valid("query");
  const body = c.req.header("Content-Type")?.includes("json") ? c.req.valid("json") : {};
  return c.json(envelope(c, await runQuery(c.get("deps"), { query, params: body?.params })), 200);
};

export const overview: AppRouteHandler<typeof routes.overview> = (c) =>
  c.json(envelope(c, explorerOverview(c.get("deps").explorer.mechanism)), 200);

export const schemas: AppRouteHandler<typeof routes.schemas> = async (c) =>
  c.json(envelope(c, await explore.listSchemas(c.get("deps").db, c.req.valid("query"))), 200);

export const tables: AppRouteHandler<typeof routes.tables> = async (c) =>
  c.json(envelope(c, await explore.listTables(c.get("deps").db, c.req.valid("query"))), 200);

export const sport: AppRouteHandler<typeof routes.sport> = async (c) => {
  const deps = c.get("deps");
  const { sport_code } = c.req.valid("param");
  const { include_betting, ...query } = c.req.valid("query");
  const data = await explore.sportData(deps.db, sport_code, { ...query, now: deps.clock() });
  const betting = include_betting
    ? { betting: await sportBetting(deps, sport_code, { bet_type: "outcome", limit: 1 }) }
    : {};
  return c.json(envelope(c, { ...data, ...betting }), 200);
};

export const athletes: AppRouteHandler<typeof routes.athletes> = async (c) =>
  c.json(
    envelope(
      c,
      await explore.listAthletes(
        c.get("deps").db,
        c.req.valid("param").sport_code,
        c.req.valid("query"),
      ),
    ),
    200,
  );

export const events: AppRouteHandler<typeof routes.events> = async (c) => {
  const deps = c.get("deps");
  const { sport_code } = c.req.valid("param");
  const query = { ...c.req.valid("query"), now: deps.clock() };
  return c.json(envelope(c, await explore.listEvents(deps.db, sport_code, query)), 200);
};

export const betting: AppRouteHandler<typeof routes.betting> = async (c) =>
  c.json(
    envelope(
      c,
      await sportBetting(c.get("deps"), c.req.valid("param").sport_code, c.req.valid("query")),
    ),
    200,
  );

export const analytics: AppRouteHandler<typeof routes.analytics> = async (c) =>
  c.json(envelope(c, await explore.analytics(c.get("deps").db)), 200);

export const kb: AppRouteHandler<typeof routes.kb> = (c) =>
  c.json(envelope(c, knowledgeBase()), 200);

export const docs: AppRouteHandler<typeof routes.docs> = async (c) => {
  const doc = await readDocument(c.req.valid("param").filename);
  return doc.kind === "html" ? c.html(doc.body, 200) : c.json(doc.body as object, 200);
};

export const catalog: AppRouteHandler<typeof routes.catalog> = (c) =>
  c.json(envelope(c, schemaCatalog()), 200);

export const sports: AppRouteHandler<typeof routes.sports> = async (c) => {
  const deps = c.get("deps");
  const query = { ...c.req.valid("query"), now: deps.clock() };
  return c.json(envelope(c, await explore.listSports(deps.db, query)), 200);
};

export const api: AppRouteHandler<typeof routes.api> = (c) =>
  c.json(envelope(c, explorerApi()), 200);
