import { runQuery } from "../../services/sportsdb/query.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const query: AppRouteHandler<typeof routes.query> = async (c) => {
  const { query } = c.req.valid("query");
  const body = c.req.header("Content-Type")?.includes("json") ? c.req.valid("json") : {};
  return c.json(envelope(c, await runQuery(c.get("deps"), { query, params: body?.params })), 200);
};
