import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { typedValidationHook } from "../validation.ts";
import * as handlers from "./handlers.ts";
import * as routes from "./routes.ts";

/** League scraping (spec 001 Onboarding): POST /api/onboarding/scrape-leagues, for operators. */
export function scrapingRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(routes.scrapeLeagues, handlers.scrapeLeagues);
  return router;
}
