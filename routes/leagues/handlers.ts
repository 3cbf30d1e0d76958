import {
  discoverLeagues,
  discoveryStats as readDiscoveryStats,
  evaluateCatalogLeague,
  getLeague,
  leagueEvents,
  listLeagues,
} from "../../services/catalog/mod.ts";
import { representationOf } from "../catalog_read.ts";
import type { AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await listLeagues(c.get("deps").db, c.req.valid("query"), representationOf(c)), 200);

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { league_id } = c.req.valid("param");
  return c.json(await getLeague(c.get("deps").db, league_id, representationOf(c)), 200);
};

export const events: AppRouteHandler<typeof routes.events> = async (c) => {
  const { league_id } = c.req.valid("param");
  return c.json(await leagueEvents(c.get("deps").db, league_id, c.req.valid("query")), 200);
};

export const discovery: AppRouteHandler<typeof routes.discovery> = async (c) =>
  c.json(await discoverLeagues(c.get("deps").db, c.req.valid("query")), 200);

export const discoveryStats: AppRouteHandler<typeof routes.discoveryStats> = async (c) =>
  c.json(await readDiscoveryStats(c.get("deps").db), 200);

export const evaluate: AppRouteHandler<typeof routes.evaluate> = async (c) => {
  const { db, clock } = c.get("deps");
  return c.json(await evaluateCatalogLeague(db, c.req.valid("param").id, clock()), 200);
};
