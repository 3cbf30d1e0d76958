/**
 * The catalog facts of the demo leagues that the event data does not carry: tier (1 = the
 * highest), region, the year founded, and other names. Fixed per sport, so every database built
 * from the demo season has the same catalog.
 */
import type { SportType } from "../sports/catalog.ts";

export interface LeagueProfile {
  tier: number;
  region: string;
  founded: number;
  aliases: string[];
}

export const LEAGUE_PROFILES: Record<SportType, LeagueProfile> = {
  wsl: { tier: 1, region: "Global", founded: 1976, aliases: ["WSL", "Championship Tour"] },
  sls: { tier: 2, region: "North America", founded: 2010, aliases: ["SLS", "Street League"] },
  nrx: { tier: 3, region: "North America", founded: 2021, aliases: ["NRX", "Rallycross"] },
  spr: { tier: 3, region: "Global", founded: 2010, aliases: ["Spartan", "Obstacle Course Racing"] },
  masl: { tier: 3, region: "North America", founded: 2014, aliases: ["MASL", "Arena Soccer"] },
  pbr: { tier: 2, region: "North America", founded: 1992, aliases: ["PBR", "Bull Riding"] },
  bkfc: { tier: 2, region: "Global", founded: 2018, aliases: ["BKFC", "Bare Knuckle Boxing"] },
  f1: { tier: 1, region: "Global", founded: 1950, aliases: ["F1", "Formula One", "Grand Prix"] },
  motogp: { tier: 1, region: "Global", founded: 1949, aliases: ["MotoGP", "Grand Prix Racing"] },
  motocrs: { tier: 2, region: "North America", founded: 1972, aliases: ["AMA Pro Motocross"] },
  fdrift: { tier: 3, region: "North America", founded: 2004, aliases: ["FD", "Drifting"] },
  mxgp: { tier: 2, region: "Europe", founded: 1957, aliases: ["MXGP", "FIM Motocross"] },
  jaialai: { tier: 4, region: "North America", founded: 1924, aliases: ["Pelota", "Fronton"] },
  gsoc: { tier: 4, region: "Africa", founded: 2023, aliases: ["Super Six", "Six-a-side Soccer"] },
  motoamerica: { tier: 3, region: "North America", founded: 2015, aliases: ["Superbike"] },
  byb: { tier: 4, region: "North America", founded: 2018, aliases: ["BYB", "Trigon Fighting"] },
  powerslap: { tier: 4, region: "North America", founded: 2022, aliases: ["Slap Fighting"] },
  usac: { tier: 3, region: "North America", founded: 1955, aliases: ["USAC", "Sprint Cars"] },
  nhra: { tier: 2, region: "North America", founded: 1951, aliases: ["NHRA", "Drag Racing"] },
  cdc: { tier: 5, region: "Global", founded: 2019, aliases: ["CDC", "Drone Racing"] },
  sprmtcrs: { tier: 2, region: "North America", founded: 2023, aliases: ["SMX", "Supercross"] },
  hlrs: { tier: 4, region: "North America", founded: 2022, aliases: ["High Limit", "Sprint Cars"] },
  xgame: { tier: 2, region: "Global", founded: 1995, aliases: ["X Games", "Action Sports"] },
  worldoutlaws: { tier: 3, region: "North America", founded: 1978, aliases: ["WoO", "Outlaws"] },
  dgpt: { tier: 3, region: "North America", founded: 2016, aliases: ["DGPT", "Disc Golf"] },
  athletesunlimited: { tier: 4, region: "North America", founded: 2020, aliases: ["AUSL", "AU"] },
  lux: { tier: 4, region: "Europe", founded: 2024, aliases: ["Sail Grand Prix", "Sailing"] },
  raf: { tier: 5, region: "North America", founded: 2025, aliases: ["RAF", "Freestyle Wrestling"] },
  nll: { tier: 3, region: "North America", founded: 1986, aliases: ["NLL", "Box Lacrosse"] },
  mltt: { tier: 5, region: "North America", founded: 2023, aliases: ["MLTT", "Ping Pong"] },
  spectation: { tier: 5, region: "North America", founded: 2023, aliases: ["Slamball"] },
};

/** Catalog tier (1 best) of a league known only from its partnership tier. */
export const TIER_OF_PARTNERSHIP: Record<string, number> = {
  Platinum: 1,
  Gold: 2,
  Silver: 3,
  Bronze: 4,
  Unrated: 5,
};

/** `league_<slug>` of a name or code, within the 100 characters spec 002 allows. */
export function leagueIdOf(nameOrCode: string): string {
  const slug = nameOrCode.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 93).replace(/_+$/, "");
  return `league_${slug || "unnamed"}`;
}
