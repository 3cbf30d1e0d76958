/** Sport names (and common words for them) to catalog codes. */
const SPORT_WORDS: [RegExp, string][] = [
  [/surf/i, "wsl"],
  [/skateboard/i, "sls"],
  [/rallycross/i, "nrx"],
  [/obstacle|spartan/i, "spr"],
  [/arena soccer|indoor soccer/i, "masl"],
  [/bull\s*rid/i, "pbr"],
  [/bare\s*knuckle/i, "bkfc"],
  [/formula\s*(1|one)/i, "f1"],
  [/motogp/i, "motogp"],
  [/supercross|supermotocross/i, "sprmtcrs"],
  [/motocross/i, "motocrs"],
  [/drift/i, "fdrift"],
  [/jai[\s-]?alai/i, "jaialai"],
  [/six[\s-]a[\s-]side|super six/i, "gsoc"],
  [/road racing|superbike/i, "motoamerica"],
  [/slap/i, "powerslap"],
  [/midget|sprint car/i, "usac"],
  [/drag\s*rac/i, "nhra"],
  [/drone/i, "cdc"],
  [/x games|action sports/i, "xgame"],
  [/dirt track|outlaw/i, "worldoutlaws"],
  [/disc golf/i, "dgpt"],
  [/softball/i, "athletesunlimited"],
  [/sail/i, "lux"],
  [/freestyle wrestling|wrestling/i, "raf"],
  [/lacrosse/i, "nll"],
  [/table tennis|ping[\s-]?pong/i, "mltt"],
  [/slamball/i, "spectation"],
];

export const sportCodeOf = (sport: string) => SPORT_WORDS.find(([re]) => re.test(sport))?.[1];

/** A profile's catalog code: its own, else read from the sport, then from the league's name. */
export const sportCodeFor = (
  profile: { sport_code?: unknown; sport?: unknown; league_name?: unknown },
): string | undefined =>
  (typeof profile.sport_code === "string" ? profile.sport_code : undefined) ??
    [profile.sport, profile.league_name].map((v) =>
      typeof v === "string" ? sportCodeOf(v) : undefined
    )
      .find(Boolean);
