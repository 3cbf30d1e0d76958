import {
  discoverLeagues,
  discoveryStats as readDiscoveryStats,
  evaluateCatalogLeague,
  getLeague,
  leagueEvents,
  listLeagues,
} from "../../services/catalog/mod.ts";
import { readerOf, representationOf } from "../catalog_read.ts";
import type { AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await listLeagues(readerOf(c), c.req.valid("query"), representationOf(c)), 200);

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { league_id } = c.req.valid("param");
  return c.json(await getLeague(readerOf(c), league_id, representationOf(c)), 200);
};

export const events: AppRouteHandler<typeof routes.events> = async (c) => {
  const { league_id } = c.req.valid("param");
  return c.json(await leagueEvents(readerOf(c), league_id, c.req.valid("query")), 200);
};

export const discovery: AppRouteHandler<typeof routes.discovery> = async (c) =>
  c.json(await discoverLeagues(readerOf(c), c.req.valid("query")), 200);

export const discoveryStats: AppRouteHandler<typeof routes.discoveryStats> = async (c) =>
  c.json(await readDiscoveryStats(readerOf(c)), 200);

export const evaluate: AppRouteHandler<typeof routes.evaluate> = async (c) => {
  const now = c.get("deps").clock();
  return c.json(await evaluateCatalogLeague(readerOf(c), c.req.valid("param").id, now), 200);
};
