import { getJaiAlaiMatches } from "../../../services/jaialai/mod.ts";
import type { AppRouteHandler } from "../../context.ts";
import type * as routes from "./routes.ts";

export const getJaiAlaiEvent: AppRouteHandler<typeof routes.getJaiAlaiEvent> = async (c) =>
  c.json(await getJaiAlaiMatches(c.var.deps.db, c.req.valid("param").id), 200);
