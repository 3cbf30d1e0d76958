/** The sport types, statuses and per-sport formats of spec 000. */

export const SPORT_TYPES = [
  "wsl",
  "sls",
  "nrx",
  "spr",
  "masl",
  "pbr",
  "bkfc",
  "f1",
  "motogp",
  "motocrs",
  "fdrift",
  "mxgp",
  "jaialai",
  "gsoc",
  "motoamerica",
  "byb",
  "powerslap",
  "usac",
  "nhra",
  "cdc",
  "sprmtcrs",
  "hlrs",
  "xgame",
  "worldoutlaws",
  "dgpt",
  "athletesunlimited",
  "lux",
  "raf",
  "nll",
  "mltt",
  "spectation",
] as const;
export type SportType = typeof SPORT_TYPES[number];

export const EVENT_STATUSES = [
  "LIVE",
  "UPCOMING",
  "NEXT",
  "IN_WINDOW",
  "COMPLETED",
  "CANCELLED",
  "POSTPONED",
] as const;
export type EventStatus = typeof EVENT_STATUSES[number];

/** Status of a round or heat. */
export const STAGE_STATUSES = ["UPCOMING", "LIVE", "COMPLETED", "CANCELLED"] as const;
export type StageStatus = typeof STAGE_STATUSES[number];

export const PARTICIPANT_STATUSES = ["ACTIVE", "WITHDRAWN"] as const;
export type ParticipantStatus = typeof PARTICIPANT_STATUSES[number];

export const GENDERS = ["men", "women"] as const;
export const TEAM_SIDES = ["home", "away"] as const;

/** Status of one athlete's line in a heat. */
export const RESULT_STATUSES = [
  "SCHEDULED",
  "LIVE",
  "FINISHED",
  "DNF",
  "DNS",
  "DQ",
  "NO_SCORE",
] as const;
export type ResultStatus = typeof RESULT_STATUSES[number];

export type Format =
  | "surf"
  | "judged"
  | "race"
  | "fight"
  | "bullride"
  | "ladder"
  | "golf"
  | "team"
  | "jaialai";

/**
 * How the athletes of one round are drawn into its heats:
 * `field` seeds the whole field across the heats; `advance` takes the best `advance` of each heat
 * of the previous round; `bracket` pairs the winners of consecutive heats of the previous round
 * (or, after a seeded round, seeds 1 v N); `aggregate` takes the top `size` on points so far.
 */
export interface RoundSpec {
  name: string;
  heats: number;
  size: number;
  draw: "field" | "advance" | "bracket" | "aggregate";
  /** How many of each heat go through to the next round (`advance` draws). */
  advance?: number;
  /** Laps of a race heat; qualifying sessions rank by best lap. */
  laps?: number;
  qualifying?: boolean;
}

export interface SportDef {
  sportType: SportType;
  name: string;
  tour: string;
  format: Format;
  gender: "men" | "women";
  /** Athletes on the books; events draw their field from them. */
  roster: number;
  rounds: RoundSpec[];
  /** How the event's final standings are read: from the last rounds reached, or by points. */
  standings: "progression" | "points";
  /** Spread of athlete strengths (log scale). */
  spread: number;
  /** Event length in hours. */
  hours: number;
  /** Race lap time in milliseconds, or a drag run's elapsed time. */
  lapMs?: number;
  /** Team sports: teams, players per team, points per period per team. */
  teams?: { count: number; players: number; rate: number };
  /** Race series where some athletes drive for a team (F1 constructors). */
  constructors?: number;
  stances?: readonly string[];
  weightClasses?: readonly string[];
  /** Words used to name events: `{city}` is replaced. */
  eventNames: readonly string[];
}

const surfRounds: RoundSpec[] = [
  { name: "Opening Round", heats: 8, size: 3, draw: "field", advance: 2 },
  { name: "Round of 16", heats: 8, size: 2, draw: "bracket" },
  { name: "Quarterfinals", heats: 4, size: 2, draw: "bracket" },
  { name: "Semifinals", heats: 2, size: 2, draw: "bracket" },
  { name: "Final", heats: 1, size: 2, draw: "bracket" },
];

const judgedRounds: RoundSpec[] = [
  { name: "Qualifiers", heats: 2, size: 8, draw: "field", advance: 4 },
  { name: "Final", heats: 1, size: 8, draw: "advance" },
];

const grandPrix = (laps: number, field: number): RoundSpec[] => [
  { name: "Qualifying", heats: 1, size: field, draw: "field", laps: 3, qualifying: true },
  { name: "Race", heats: 1, size: field, draw: "field", laps },
];

const twinRaces = (laps: number, field: number, names: [string, string]): RoundSpec[] => [
  { name: "Qualifying", heats: 1, size: field, draw: "field", laps: 3, qualifying: true },
  { name: names[0], heats: 1, size: field, draw: "field", laps },
  { name: names[1], heats: 1, size: field, draw: "field", laps },
];

const heatsAndMain = (field: number, heats: number, mainLaps: number): RoundSpec[] => [
  {
    name: "Heat Races",
    heats,
    size: field / heats,
    draw: "field",
    laps: 8,
    advance: Math.floor(16 / heats),
  },
  { name: "A-Main", heats: 1, size: 16, draw: "advance", laps: mainLaps },
];

const raceBracket = (heats: number, size: number, laps: number): RoundSpec[] => [
  { name: "Heats", heats, size, draw: "field", laps, advance: Math.floor(12 / heats) },
  { name: "Semifinals", heats: 2, size: 6, draw: "advance", laps, advance: 3 },
  { name: "Final", heats: 1, size: 6, draw: "advance", laps: laps + 2 },
];

const ladder = (qualifyingLaps: number): RoundSpec[] => [
  { name: "Qualifying", heats: 1, size: 16, draw: "field", laps: qualifyingLaps, qualifying: true },
  { name: "Round 1", heats: 8, size: 2, draw: "bracket" },
  { name: "Quarterfinals", heats: 4, size: 2, draw: "bracket" },
  { name: "Semifinals", heats: 2, size: 2, draw: "bracket" },
  { name: "Final", heats: 1, size: 2, draw: "bracket" },
];

const fightCard = (bouts: number): RoundSpec[] => [
  { name: "Main Card", heats: bouts, size: 2, draw: "field" },
];

const teamGame = (periods: string[]): RoundSpec[] =>
  periods.map((name) => ({ name, heats: 1, size: 0, draw: "field" as const }));

const allRounds = (count: number, size: number, prefix = "Round"): RoundSpec[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${i + 1}`,
    heats: 1,
    size,
    draw: "field" as const,
  }));

const motoStances = ["Regular", "Goofy"] as const;
const fightStances = ["Orthodox", "Southpaw", "Switch"] as const;
const hands = ["Right-handed", "Left-handed"] as const;
const menClasses = [
  "Flyweight",
  "Bantamweight",
  "Featherweight",
  "Lightweight",
  "Welterweight",
  "Middleweight",
  "Light Heavyweight",
  "Heavyweight",
] as const;

/** Team games: two rosters, periods as heats, named "{away} at {home}". */
const teamSport = (
  def: Pick<SportDef, "sportType" | "name" | "tour" | "rounds" | "teams"> & Partial<SportDef>,
): SportDef => ({
  format: "team",
  gender: "men",
  roster: 0,
  standings: "progression",
  spread: 0.5,
  hours: 3,
  eventNames: ["{away} at {home}"],
  ...def,
});

/** Fight cards: bouts of two, paired by weight class. */
const fightSport = (
  def:
    & Pick<SportDef, "sportType" | "name" | "tour" | "roster" | "rounds" | "eventNames">
    & Partial<SportDef>,
): SportDef => ({
  format: "fight",
  gender: "men",
  standings: "progression",
  spread: 0.6,
  hours: 4,
  stances: fightStances,
  weightClasses: menClasses,
  ...def,
});

export const SPORTS: readonly SportDef[] = [
  {
    sportType: "wsl",
    name: "World Surf League",
    tour: "Championship Tour",
    format: "surf",
    gender: "men",
    roster: 34,
    rounds: surfRounds,
    standings: "progression",
    spread: 0.7,
    hours: 240,
    stances: motoStances,
    eventNames: ["{city} Pro", "{city} Surf Classic", "Rip Curl Pro {city}"],
  },
  {
    sportType: "sls",
    name: "Street League Skateboarding",
    tour: "SLS Championship Tour",
    format: "judged",
    gender: "men",
    roster: 24,
    rounds: judgedRounds,
    standings: "progression",
    spread: 0.7,
    hours: 8,
    stances: motoStances,
    eventNames: ["SLS {city}", "SLS Super Crown {city}"],
  },
  {
    sportType: "nrx",
    name: "Nitro Rallycross",
    tour: "Nitro Rallycross Championship",
    format: "race",
    gender: "men",
    roster: 26,
    rounds: raceBracket(3, 6, 4),
    standings: "progression",
    spread: 0.7,
    hours: 30,
    lapMs: 52_000,
    eventNames: ["Nitro Rallycross {city}", "{city} Rallycross"],
  },
  {
    sportType: "spr",
    name: "Spartan Race",
    tour: "Spartan Pro Series",
    format: "race",
    gender: "men",
    roster: 40,
    rounds: [{ name: "Elite Heat", heats: 1, size: 30, draw: "field", laps: 3 }],
    standings: "progression",
    spread: 0.6,
    hours: 6,
    lapMs: 1_260_000,
    eventNames: ["Spartan Beast {city}", "Spartan Super {city}", "Spartan Sprint {city}"],
  },
  teamSport({
    sportType: "masl",
    name: "Major Arena Soccer League",
    tour: "MASL Regular Season",
    rounds: teamGame(["1st Quarter", "2nd Quarter", "3rd Quarter", "4th Quarter"]),
    teams: { count: 10, players: 10, rate: 1.6 },
  }),
  {
    sportType: "pbr",
    name: "Professional Bull Riders",
    tour: "Unleash The Beast",
    format: "bullride",
    gender: "men",
    roster: 36,
    rounds: [
      { name: "Round 1", heats: 1, size: 30, draw: "field" },
      { name: "Round 2", heats: 1, size: 30, draw: "field" },
      { name: "Championship Round", heats: 1, size: 12, draw: "aggregate" },
    ],
    standings: "points",
    spread: 0.8,
    hours: 28,
    eventNames: ["{city} Invitational", "{city} Chute Out", "PBR {city} Classic"],
  },
  fightSport({
    sportType: "bkfc",
    name: "Bare Knuckle Fighting Championship",
    tour: "BKFC Fight Series",
    roster: 48,
    rounds: fightCard(10),
    hours: 5,
    eventNames: ["BKFC {n}: {city}", "BKFC Fight Night {city}"],
  }),
  {
    sportType: "f1",
    name: "Formula 1",
    tour: "Formula 1 World Championship",
    format: "race",
    gender: "men",
    roster: 20,
    rounds: grandPrix(50, 20),
    standings: "progression",
    spread: 0.9,
    hours: 52,
    lapMs: 88_000,
    constructors: 10,
    eventNames: ["{city} Grand Prix", "Grand Prix of {city}"],
  },
  {
    sportType: "motogp",
    name: "MotoGP",
    tour: "MotoGP World Championship",
    format: "race",
    gender: "men",
    roster: 22,
    rounds: [
      { name: "Qualifying", heats: 1, size: 22, draw: "field", laps: 3, qualifying: true },
      { name: "Sprint", heats: 1, size: 22, draw: "field", laps: 12 },
      { name: "Race", heats: 1, size: 22, draw: "field", laps: 24 },
    ],
    standings: "progression",
    spread: 0.8,
    hours: 52,
    lapMs: 98_000,
    constructors: 11,
    eventNames: ["{city} Motorcycle Grand Prix", "Gran Premio de {city}"],
  },
  {
    sportType: "motocrs",
    name: "Pro Motocross",
    tour: "Pro Motocross Championship",
    format: "race",
    gender: "men",
    roster: 30,
    rounds: twinRaces(14, 24, ["Moto 1", "Moto 2"]),
    standings: "points",
    spread: 0.7,
    hours: 10,
    lapMs: 128_000,
    stances: motoStances,
    eventNames: ["{city} National", "{city} Motocross Classic"],
  },
  {
    sportType: "fdrift",
    name: "Formula Drift",
    tour: "Formula Drift PRO Championship",
    format: "ladder",
    gender: "men",
    roster: 24,
    rounds: ladder(2),
    standings: "progression",
    spread: 0.6,
    hours: 30,
    eventNames: ["Formula Drift {city}", "Round {n}: {city}"],
  },
  {
    sportType: "mxgp",
    name: "MXGP",
    tour: "FIM Motocross World Championship",
    format: "race",
    gender: "men",
    roster: 30,
    rounds: twinRaces(16, 24, ["Race 1", "Race 2"]),
    standings: "points",
    spread: 0.7,
    hours: 30,
    lapMs: 122_000,
    stances: motoStances,
    eventNames: ["MXGP of {city}", "Grand Prix of {city}"],
  },
  {
    sportType: "jaialai",
    name: "Jai Alai",
    tour: "Jai Alai Pro Season",
    format: "jaialai",
    gender: "men",
    roster: 0,
    rounds: allRounds(6, 8, "Game"),
    standings: "points",
    spread: 0.6,
    hours: 4,
    teams: { count: 4, players: 8, rate: 0 },
    stances: hands,
    eventNames: ["{away} vs {home}"],
  },
  teamSport({
    sportType: "gsoc",
    name: "Global Super Six Soccer",
    tour: "Super Six League",
    rounds: teamGame(["1st Half", "2nd Half"]),
    hours: 2,
    teams: { count: 8, players: 9, rate: 1.5 },
  }),
  {
    sportType: "motoamerica",
    name: "MotoAmerica",
    tour: "MotoAmerica Superbike Championship",
    format: "race",
    gender: "men",
    roster: 28,
    rounds: twinRaces(18, 24, ["Race 1", "Race 2"]),
    standings: "points",
    spread: 0.7,
    hours: 52,
    lapMs: 104_000,
    eventNames: ["MotoAmerica at {city}", "{city} Superbike Weekend"],
  },
  fightSport({
    sportType: "byb",
    name: "BYB Extreme Fighting",
    tour: "BYB Extreme Series",
    roster: 40,
    rounds: fightCard(8),
    eventNames: ["BYB {n}: {city} Brawl", "BYB Extreme {city}"],
  }),
  fightSport({
    sportType: "powerslap",
    name: "Power Slap",
    tour: "Power Slap League",
    roster: 40,
    rounds: fightCard(8),
    hours: 3,
    stances: ["Right hand", "Left hand"],
    weightClasses: [
      "Welterweight",
      "Middleweight",
      "Light Heavyweight",
      "Heavyweight",
      "Super Heavyweight",
    ],
    eventNames: ["Power Slap {n}", "Power Slap on the road: {city}"],
  }),
  {
    sportType: "usac",
    name: "USAC Racing",
    tour: "USAC National Sprint Car Championship",
    format: "race",
    gender: "men",
    roster: 30,
    rounds: heatsAndMain(24, 4, 30),
    standings: "progression",
    spread: 0.7,
    hours: 5,
    lapMs: 15_800,
    eventNames: ["{city} Sprint Nationals", "USAC Sprints at {city}"],
  },
  {
    sportType: "nhra",
    name: "NHRA Drag Racing",
    tour: "NHRA Mission Foods Drag Racing Series",
    format: "ladder",
    gender: "men",
    roster: 22,
    rounds: ladder(1),
    standings: "progression",
    spread: 0.6,
    hours: 76,
    lapMs: 3_700,
    eventNames: ["{city} Nationals", "NHRA {city} Summernationals"],
  },
  {
    sportType: "cdc",
    name: "Champions Drone Circuit",
    tour: "CDC World Series",
    format: "race",
    gender: "men",
    roster: 24,
    rounds: raceBracket(3, 6, 3),
    standings: "progression",
    spread: 0.7,
    hours: 8,
    lapMs: 34_000,
    eventNames: ["CDC {city} Cup", "Drone Circuit {city}"],
  },
  {
    sportType: "sprmtcrs",
    name: "SuperMotocross",
    tour: "SuperMotocross World Championship",
    format: "race",
    gender: "men",
    roster: 28,
    rounds: twinRaces(15, 22, ["Moto 1", "Moto 2"]),
    standings: "points",
    spread: 0.7,
    hours: 8,
    lapMs: 58_000,
    stances: motoStances,
    eventNames: ["SMX Playoff {city}", "SuperMotocross {city}"],
  },
  {
    sportType: "hlrs",
    name: "High Limit Racing",
    tour: "High Limit Sprint Car Series",
    format: "race",
    gender: "men",
    roster: 30,
    rounds: heatsAndMain(24, 4, 30),
    standings: "progression",
    spread: 0.7,
    hours: 5,
    lapMs: 13_900,
    eventNames: ["High Limit at {city}", "{city} Speedweek"],
  },
  {
    sportType: "xgame",
    name: "X Games",
    tour: "X Games Season",
    format: "judged",
    gender: "men",
    roster: 24,
    rounds: judgedRounds,
    standings: "progression",
    spread: 0.7,
    hours: 10,
    stances: motoStances,
    eventNames: ["X Games {city}", "X Games {city} Big Air"],
  },
  {
    sportType: "worldoutlaws",
    name: "World of Outlaws",
    tour: "World of Outlaws Sprint Car Series",
    format: "race",
    gender: "men",
    roster: 30,
    rounds: heatsAndMain(24, 4, 30),
    standings: "progression",
    spread: 0.7,
    hours: 5,
    lapMs: 14_600,
    eventNames: ["World of Outlaws at {city}", "{city} Outlaw Classic"],
  },
  {
    sportType: "dgpt",
    name: "Disc Golf Pro Tour",
    tour: "Disc Golf Pro Tour",
    format: "golf",
    gender: "men",
    roster: 48,
    rounds: allRounds(4, 36),
    standings: "points",
    spread: 0.6,
    hours: 76,
    stances: ["RHBH", "RHFH", "LHBH"],
    eventNames: ["{city} Open", "{city} Disc Golf Classic", "The {city} Championship"],
  },
  teamSport({
    sportType: "athletesunlimited",
    name: "Athletes Unlimited Softball",
    tour: "AUSL Season",
    gender: "women",
    rounds: teamGame(["Innings 1-3", "Innings 4-5", "Innings 6-7"]),
    teams: { count: 6, players: 10, rate: 1.3 },
    stances: ["Bats right", "Bats left", "Switch hitter"],
  }),
  {
    sportType: "lux",
    name: "Lux Sail Grand Prix",
    tour: "Lux Sail Grand Prix Season",
    format: "race",
    gender: "men",
    roster: 14,
    rounds: Array.from({ length: 5 }, (_, i) => ({
      name: `Fleet Race ${i + 1}`,
      heats: 1,
      size: 10,
      draw: "field" as const,
      laps: 4,
    })),
    standings: "points",
    spread: 0.6,
    hours: 30,
    lapMs: 210_000,
    eventNames: ["{city} Sail Grand Prix", "Lux Regatta {city}"],
  },
  fightSport({
    sportType: "raf",
    name: "Real American Freestyle",
    tour: "RAF Wrestling Season",
    roster: 36,
    rounds: fightCard(8),
    stances: ["Freestyle", "Folkstyle", "Greco-Roman"],
    weightClasses: [
      "Lightweight",
      "Welterweight",
      "Middleweight",
      "Light Heavyweight",
      "Heavyweight",
    ],
    eventNames: ["RAF {n}: {city}", "Real American Freestyle {city}"],
  }),
  teamSport({
    sportType: "nll",
    name: "National Lacrosse League",
    tour: "NLL Regular Season",
    rounds: teamGame(["1st Quarter", "2nd Quarter", "3rd Quarter", "4th Quarter"]),
    teams: { count: 10, players: 10, rate: 2.8 },
    stances: ["Shoots right", "Shoots left"],
  }),
  teamSport({
    sportType: "mltt",
    name: "Major League Table Tennis",
    tour: "MLTT Regular Season",
    rounds: teamGame(["Doubles", "Singles 1", "Singles 2", "Singles 3", "Singles 4"]),
    teams: { count: 8, players: 4, rate: 9 },
    stances: ["Shakehand", "Penhold"],
  }),
  teamSport({
    sportType: "spectation",
    name: "Spectation Sports Slamball",
    tour: "Slamball Season",
    rounds: teamGame(["1st Half", "2nd Half"]),
    hours: 2,
    teams: { count: 8, players: 8, rate: 22 },
  }),
];

const bySport = new Map(SPORTS.map((s) => [s.sportType, s]));

export function sportDef(sportType: SportType): SportDef {
  return bySport.get(sportType)!;
}
