import * as coverage from "../../services/sportsbooks/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

export const sports: AppRouteHandler<typeof routes.sports> = async (c) => {
  const { db, config } = c.get("deps");
  return c.json(await coverage.listCoveredSports(db, config.DEMO_SEED, c.req.valid("query")), 200);
};

export const sportsbooks: AppRouteHandler<typeof routes.sportsbooks> = async (c) => {
  const { db, config } = c.get("deps");
  return c.json(await coverage.listSportsbooks(db, config.DEMO_SEED, c.req.valid("query")), 200);
};

export const grid: AppRouteHandler<typeof routes.grid> = async (c) => {
  const { db, config } = c.get("deps");
  return c.json(await coverage.coverageGrid(db, config.DEMO_SEED, c.req.valid("query")), 200);
};
