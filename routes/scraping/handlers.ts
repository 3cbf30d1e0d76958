import { actorOf } from "../../services/onboarding/mod.ts";
import { scrapeLeagues as scrape } from "../../services/scraping/mod.ts";
import type { AppRouteHandler } from "../context.ts";
import { envelope } from "../envelope.ts";
import type * as routes from "./routes.ts";

export const scrapeLeagues: AppRouteHandler<typeof routes.scrapeLeagues> = async (c) => {
  const { urls } = c.req.valid("json");
  const principal = c.get("principal");
  const report = await scrape(c.get("deps"), {
    urls,
    requested_by: `${principal.kind}:${principal.id}`,
    actor: actorOf(principal),
  });
  return c.json(envelope(c, report), 200);
};
