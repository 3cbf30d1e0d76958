import { showCard } from "../../services/pipeline/cards.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const card: AppRouteHandler<typeof routes.card> = async (c) => {
  const deps = c.get("deps");
  const key = c.req.valid("param").card_key;
  return c.json(
    envelope(c, await showCard(deps, deps.config.PUBLIC_BASE_URL, key, c.get("principal"))),
    200,
  );
};
