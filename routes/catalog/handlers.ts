import { athleteStatistics, listSports } from "../../services/catalog/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

export const sports: AppRouteHandler<typeof routes.sports> = async (c) => {
  const items = await listSports(c.get("deps").db);
  const total = items.length;
  return c.json({ items, total, limit: total, offset: 0, has_more: false }, 200);
};

export const athlete: AppRouteHandler<typeof routes.athlete> = async (c) =>
  c.json(await athleteStatistics(c.get("deps").db, c.req.valid("param").athlete_id), 200);
