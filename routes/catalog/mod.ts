import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { athleteStatistics, listSports } from "../../services/catalog/mod.ts";
import type { AppEnv, AppRouteHandler } from "../context.ts";
import { detailErrors } from "../envelope.ts";
import { authenticate } from "../middleware/auth.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { typedValidationHook } from "../validation.ts";

const Sport = z.object({
  code: z.string().openapi({ example: "wsl" }),
  name: z.string(),
  format: z.string(),
  team_based: z.boolean(),
  events: z.number().int(),
}).openapi("CatalogSport");

const SportList = z.object({
  items: z.array(Sport),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
}).openapi("CatalogSportList");

const AthleteStats = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  nationality: z.string(),
  statistics: z.object({
    events: z.number().int(),
    heats: z.number().int(),
    heat_wins: z.number().int(),
    podiums: z.number().int(),
  }),
}).openapi("AthleteStatistics");

const sportsRoute = createRoute({
  method: "get",
  path: "/v1/data/sports",
  operationId: "listCatalogSports",
  tags: ["Catalog"],
  summary: "Sports (second catalog description)",
  description: "Needs a bearer ID token from the identity provider; 100 requests a minute per IP.",
  security: securityOf("id_token"),
  middleware: [authenticate({ accept: ["id_token"] })] as const,
  responses: {
    200: jsonContent(SportList, "Every sport."),
    ...detailErrors(400, 401, 429),
  },
});

const athleteRoute = createRoute({
  method: "get",
  path: "/v1/athletes/{athlete_id}",
  operationId: "getAthleteStatistics",
  tags: ["Catalog"],
  summary: "Athlete statistics (first catalog description)",
  description: "Needs an X-API-Key; limits follow the key's plan (Free 60/min and 10,000/day, " +
    "Standard 300 and 100,000, Premium 1,000 and 1,000,000, Enterprise by contract).",
  security: securityOf("api_key"),
  middleware: [authenticate({ accept: ["api_key"] })] as const,
  request: { params: z.object({ athlete_id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonContent(AthleteStats, "The athlete and career figures."),
    ...detailErrors(400, 401, 404, 422, 429),
  },
});

const sportsHandler: AppRouteHandler<typeof sportsRoute> = async (c) => {
  const items = await listSports(c.get("deps").db);
  const total = items.length;
  return c.json({ items, total, limit: total, offset: 0, has_more: false }, 200);
};

const athleteHandler: AppRouteHandler<typeof athleteRoute> = async (c) =>
  c.json(await athleteStatistics(c.get("deps").db, c.req.valid("param").athlete_id), 200);

/** The catalog routes under /v1 built so far; errors there are `{detail, status_code, timestamp}`. */
export function catalogRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: typedValidationHook });
  router.openapi(sportsRoute, sportsHandler);
  router.openapi(athleteRoute, athleteHandler);
  return router;
}
