import {
  athleteStatistics,
  dataSummary,
  getPlayer,
  getTeam,
  listPlayers,
  listSports,
  listTeams,
  liveScores,
  seasonStatistics,
} from "../../services/catalog/mod.ts";
import { readerOf } from "../catalog_read.ts";
import type { AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

export const sports: AppRouteHandler<typeof routes.sports> = async (c) =>
  c.json(await listSports(c.get("deps").db), 200);

export const summary: AppRouteHandler<typeof routes.summary> = async (c) =>
  c.json(await dataSummary(readerOf(c)), 200);

export const athlete: AppRouteHandler<typeof routes.athlete> = async (c) =>
  c.json(await athleteStatistics(c.get("deps").db, c.req.valid("param").athlete_id), 200);

export const live: AppRouteHandler<typeof routes.live> = async (c) =>
  c.json(await liveScores(c.get("deps").db, c.req.valid("param").event_id), 200);

export const teams: AppRouteHandler<typeof routes.teams> = async (c) =>
  c.json(await listTeams(readerOf(c), c.req.valid("query")), 200);

export const team: AppRouteHandler<typeof routes.team> = async (c) =>
  c.json(await getTeam(c.get("deps").db, c.req.valid("param").id), 200);

export const players: AppRouteHandler<typeof routes.players> = async (c) =>
  c.json(await listPlayers(readerOf(c), c.req.valid("query")), 200);

export const player: AppRouteHandler<typeof routes.player> = async (c) =>
  c.json(await getPlayer(c.get("deps").db, c.req.valid("param").id), 200);

export const stats: AppRouteHandler<typeof routes.stats> = async (c) => {
  const { league_id, season } = c.req.valid("query");
  return c.json(await seasonStatistics(readerOf(c), league_id, season), 200);
};
