import { z } from "@hono/zod-openapi";
import { ODD_TYPES } from "../../services/pricing/mod.ts";
import { SPORT_TYPES } from "../../services/sports/catalog.ts";
import { ListOf } from "../paging.ts";

export { PageQuery } from "../paging.ts";

const sport = z.enum(SPORT_TYPES).openapi({ example: "wsl" });
const market = z.enum(ODD_TYPES).openapi({ example: "eventWinner" });
const sportsbookId = z.string().openapi({ example: "sb_quillfeather" });
const leagueId = z.string().openapi({
  description: "`league_<tour id>`: a tour of the demo data.",
  example: "league_b53a0865-3ec6-44d2-8586-7ae862861576",
});

export const SportsbookRef = z.object({
  id: sportsbookId,
  name: z.string().openapi({ example: "Quillfeather Sports Exchange" }),
  fictional: z.literal(true).openapi({
    description: "Always true: the demo data's sportsbooks are invented.",
  }),
}).openapi("SportsbookRef");

export const SportCoverage = z.object({
  sport,
  league_ids: z.array(leagueId),
  markets: z.array(market),
}).openapi("SportsbookSportCoverage");

export const Sportsbook = SportsbookRef.extend({
  region: z.string().openapi({ example: "Europe" }),
  founded: z.number().int().openapi({ example: 2014 }),
  sports_count: z.number().int().openapi({ example: 21 }),
  leagues_count: z.number().int().openapi({ example: 19 }),
  markets: z.array(market).openapi({ description: "Every market type it offers somewhere." }),
  coverage: z.array(SportCoverage),
}).openapi("Sportsbook");

export const SportsbookList = ListOf(Sportsbook).openapi("SportsbookList");

export const CoveredSport = z.object({
  sport,
  name: z.string().openapi({ example: "World Surf League" }),
  sportsbooks_count: z.number().int().openapi({ example: 5 }),
  sportsbook_ids: z.array(sportsbookId),
  leagues: z.array(z.object({
    league_id: leagueId,
    name: z.string().openapi({ example: "Championship Tour" }),
    sportsbook_ids: z.array(sportsbookId),
  })),
  markets: z.array(z.object({
    market,
    sportsbooks_count: z.number().int().openapi({ example: 3 }),
  })).openapi({ description: "The market types the sport's format offers, and who offers them." }),
}).openapi("CoveredSport");

export const CoveredSportList = ListOf(CoveredSport).openapi("CoveredSportList");

export const CoverageCell = z.object({
  sportsbook_id: sportsbookId,
  covered: z.boolean(),
  league_ids: z.array(leagueId),
  markets: z.array(market),
}).openapi("CoverageCell");

export const CoverageGrid = ListOf(
  z.object({
    sport,
    name: z.string().openapi({ example: "World Surf League" }),
    cells: z.array(CoverageCell).openapi({
      description: "One per sportsbook, in `sportsbooks` order.",
    }),
  }).openapi("CoverageRow"),
).extend({
  sportsbooks: z.array(SportsbookRef).openapi({ description: "The grid's columns." }),
}).openapi("CoverageGrid");
