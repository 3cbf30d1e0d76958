import { createRoute } from "@hono/zod-openapi";
import { detailErrors } from "../envelope.ts";
import { authenticate } from "../middleware/auth.ts";
import { jsonContent, securityOf } from "../openapi.ts";
import { AthleteParams, AthleteStats, SportList } from "./schemas.ts";

export const sports = createRoute({
  method: "get",
  path: "/v1/data/sports",
  operationId: "listCatalogSports",
  tags: ["Catalog"],
  summary: "Sports (second catalog description)",
  description: "Needs a bearer ID token from the identity provider; 100 requests a minute per IP.",
  security: securityOf("id_token"),
  middleware: [authenticate({ accept: ["id_token"], scope: "public" })] as const,
  responses: {
    200: jsonContent(SportList, "Every sport."),
    ...detailErrors(400, 401, 429),
  },
});

export const athlete = createRoute({
  method: "get",
  path: "/v1/athletes/{athlete_id}",
  operationId: "getAthleteStatistics",
  tags: ["Catalog"],
  summary: "Athlete statistics (first catalog description)",
  description: "Needs an X-API-Key; limits follow the key's plan (Free 60/min and 10,000/day, " +
    "Standard 300 and 100,000, Premium 1,000 and 1,000,000, Enterprise by contract).",
  security: securityOf("api_key"),
  middleware: [authenticate({ accept: ["api_key"], scope: "public" })] as const,
  request: { params: AthleteParams },
  responses: {
    200: jsonContent(AthleteStats, "The athlete and career figures."),
    ...detailErrors(400, 401, 404, 422, 429),
  },
});
