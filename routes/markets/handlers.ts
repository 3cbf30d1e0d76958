import { listMarkets } from "../../services/markets/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import type * as routes from "./routes.ts";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { db, pricer } = c.get("deps");
  return c.json(await listMarkets(db, pricer, c.req.valid("query")), 200);
};

export const live: AppRouteHandler<typeof routes.live> = async (c) => {
  const { db, pricer } = c.get("deps");
  return c.json(await listMarkets(db, pricer, { ...c.req.valid("query"), live: true }), 200);
};
