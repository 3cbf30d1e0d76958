import { z } from "@hono/zod-openapi";

export const Sport = z.object({
  code: z.string().openapi({ example: "wsl" }),
  name: z.string(),
  format: z.string(),
  team_based: z.boolean(),
  events: z.number().int(),
}).openapi("CatalogSport");

export const SportList = z.object({
  items: z.array(Sport),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
}).openapi("CatalogSportList");

export const AthleteStats = z.object({
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

export const AthleteParams = z.object({ athlete_id: z.string().min(1).max(100) });
