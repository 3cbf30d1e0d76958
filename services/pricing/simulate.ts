/**
 * One seeded simulation of an event, run `sims` times. Each heat ranks its athletes by
 * strength + Gumbel noise, which is exactly a Plackett–Luce draw with weights e^strength; rounds
 * are drawn by the format's rules (services/sports/formats.ts), so later heats depend on earlier
 * results as they do on the day. Heats already finished keep their real result when the event
 * is in play. Every market and every same-game parlay reads from this one sample, so they agree.
 */
import { playEightPost } from "../jaialai/play.ts";
import { Rng } from "../random.ts";
import { drawRound, RACE_POINTS } from "../sports/formats.ts";
import type { InputHeat, PricingInput } from "./input.ts";

export interface HeatSample {
  heatId: string;
  /** Athletes a heat holds; its order below has this many places per simulation. */
  size: number;
  /** Finishing order, entrant indexes: order[s * size + k] is place k + 1 in simulation s. */
  order: Uint16Array;
  /** Jai Alai: the post (its first player) with the most points in each set, per simulation. */
  setLeaders?: [Uint16Array, Uint16Array];
}

export interface Simulation {
  sims: number;
  n: number;
  /** Final standing: finalPos[s * n + i] is entrant i's place in simulation s (1-based). */
  finalPos: Uint16Array;
  /** Deepest round reached (1-based), per simulation and entrant. */
  reached: Uint8Array;
  /** Series points earned in the event, per simulation and entrant. */
  points: Float32Array;
  /** Gap to the winner of the last race, seconds (race formats), per simulation and entrant. */
  gap: Float32Array;
  /** The entrant who set the fastest lap of the last race, per simulation (race formats). */
  fastestLap: Uint16Array | null;
  heats: Map<string, HeatSample>;
  /** Number of rounds in the format. */
  rounds: number;
  /** Team games: final scores, home then away, per simulation. */
  teamScore: Int16Array | null;
}

interface SimLine {
  entrant: number;
  position: number;
  status: string;
  merit: number;
  points: number;
  /** What the heat ranks by, higher first. */
  key: number;
}

const SEED = "pricing-v1";

/** Marks an empty place in a heat's order (a heat drawn smaller than its size). */
export const EMPTY = 0xffff;

/** Whether finished heats keep their real result (in play) or are priced afresh (closing). */
export function inPlay(input: PricingInput): boolean {
  return input.event.status === "LIVE" || input.event.status === "IN_WINDOW";
}

export function simulate(input: PricingInput, sims: number): Simulation {
  const n = input.entrants.length;
  const rng = new Rng(`${SEED}/${input.event.id}/${input.version}`);
  const sim: Simulation = {
    sims,
    n,
    finalPos: new Uint16Array(sims * n),
    reached: new Uint8Array(sims * n),
    points: new Float32Array(sims * n),
    gap: new Float32Array(sims * n),
    fastestLap: input.def.format === "race" ? new Uint16Array(sims) : null,
    heats: new Map(),
    rounds: input.def.rounds.length,
    teamScore: input.def.format === "team" ? new Int16Array(sims * 2) : null,
  };
  if (n === 0) return sim;
  if (input.def.format === "team") {
    if (input.teams.length === 2) runTeamGames(input, sim, rng);
    return sim;
  }
  for (const round of input.rounds) {
    const spec = input.def.rounds[round.roundNo - 1];
    round.heats.forEach((heat) => {
      // A Jai Alai heat has eight posts, one or two players each.
      const size = input.def.format === "jaialai"
        ? new Set(heat.lines.map((l) => l.seedNo)).size
        : spec.draw === "field" && heat.lines.length
        ? heat.lines.length
        : spec.size;
      if (size >= 2) {
        sim.heats.set(heat.id, {
          heatId: heat.id,
          size,
          order: new Uint16Array(sims * size),
          setLeaders: input.def.format === "jaialai"
            ? [new Uint16Array(sims), new Uint16Array(sims)]
            : undefined,
        });
      }
    });
  }
  const strengths = input.entrants.map((e) => e.strength);
  const field = input.entrants.map((e) => e.index);
  const plans = planRounds(input, sim, inPlay(input));
  const scratch: Scratch = {
    totals: new Float64Array(n),
    lastMerit: new Float64Array(n),
    lines: [],
    order: [],
  };
  const games = input.def.format === "jaialai" ? planGames(input, sim, strengths) : [];
  for (let s = 0; s < sims; s++) {
    if (input.def.format === "jaialai") runJaiAlai(sim, s, rng, games, scratch);
    else runRounds(input, sim, s, rng, strengths, field, plans, scratch);
  }
  return sim;
}

/** What every simulation of a round reuses: its stored draw and the real results it keeps. */
interface RoundPlan {
  /** The draw, when it is known and does not depend on the simulated results. */
  draw: number[][] | null;
  /** Real results of heats already run (in play only), by heat. */
  fixed: (SimLine[] | null)[];
  samples: (HeatSample | undefined)[];
  /** Line objects reused by every simulation of a stored draw, by heat. */
  pool: SimLine[][];
}

function planRounds(input: PricingInput, sim: Simulation, live: boolean): RoundPlan[] {
  return input.def.rounds.map((spec, r) => {
    const stored = input.rounds[r]?.heats ?? [];
    const known = stored.length > 0 && stored.every((h) => h.lines.length > 0) &&
      (spec.draw === "field" || live);
    const draw = known ? stored.map((h) => h.lines.map((l) => l.entrant)) : null;
    return {
      draw,
      fixed: stored.map((h) => (known && live && h.status === "COMPLETED" ? realLines(h) : null)),
      samples: stored.map((h) => sim.heats.get(h.id)),
      pool: (draw ?? []).map((entrants) => entrants.map(newLine)),
    };
  });
}

const newLine = (entrant: number): SimLine => ({
  entrant,
  position: 0,
  status: "FINISHED",
  merit: 0,
  points: 0,
  key: 0,
});

/** Buffers one simulate() call reuses across its simulations. */
interface Scratch {
  totals: Float64Array;
  lastMerit: Float64Array;
  lines: SimLine[];
  order: number[];
}

function runRounds(
  input: PricingInput,
  sim: Simulation,
  s: number,
  rng: Rng,
  strengths: number[],
  field: number[],
  plans: RoundPlan[],
  scratch: Scratch,
) {
  const { def } = input;
  const n = sim.n;
  const played: SimLine[][][] = [];
  const { totals } = scratch;
  totals.fill(0);
  const base = s * n;
  const options = {
    shuffle: (items: number[]) => rng.shuffle(items),
    pairs: def.format === "fight",
    compare: (a: SimLine, b: SimLine) => b.merit - a.merit,
  };
  for (let r = 0; r < def.rounds.length; r++) {
    const spec = def.rounds[r];
    const plan = plans[r];
    const draws = plan.draw ??
      drawRound(def.rounds, r, field, played[r - 1] ?? [], (e) => totals[e], options);
    const results: SimLine[][] = [];
    for (let h = 0; h < draws.length; h++) {
      const lines = plan.fixed[h] ??
        runHeat(
          input,
          plan.pool[h] ?? draws[h].map(newLine),
          rng,
          strengths,
          spec.qualifying === true,
        );
      const sample = plan.samples[h];
      if (sample) {
        const at = s * sample.size;
        for (let k = 0; k < sample.size; k++) sample.order[at + k] = lines[k]?.entrant ?? EMPTY;
      }
      for (const l of lines) {
        sim.reached[base + l.entrant] = r + 1;
        scratch.lastMerit[l.entrant] = l.merit;
        if (!spec.qualifying) {
          totals[l.entrant] += l.points;
          sim.points[base + l.entrant] += l.points;
        }
      }
      results.push(lines);
    }
    played.push(results);
  }
  if (def.format === "race") recordLastRace(input, sim, s, rng, played[played.length - 1]);
  standings(input, sim, s, played, scratch);
}

/** The real result of a finished heat, best first. */
function realLines(heat: InputHeat): SimLine[] {
  return [...heat.lines]
    .sort((a, b) => (a.position ?? 99) - (b.position ?? 99))
    .map((l, k) => ({
      entrant: l.entrant,
      position: l.position ?? k + 1,
      status: l.status === "DNF" || l.status === "DNS" ? l.status : "FINISHED",
      merit: -(l.position ?? k + 1),
      points: l.points ?? 0,
      key: -(l.position ?? k + 1),
    }));
}

/** Runs a heat on the given lines (reused objects): ranks them best first, in place. */
function runHeat(
  input: PricingInput,
  lines: SimLine[],
  rng: Rng,
  strengths: number[],
  qualifying: boolean,
): SimLine[] {
  const { format } = input.def;
  for (const line of lines) {
    const merit = strengths[line.entrant] + rng.gumbel();
    line.merit = merit;
    line.points = 0;
    if (format === "bullride") {
      // A qualified ride scores from the same performance; a buck-off scores nothing.
      const qualified = rng.next() < 1 / (1 + Math.exp(-(0.2 + merit)));
      line.points = qualified ? 84 + 2.2 * merit : 0;
    } else if (format === "golf") {
      line.points = Math.round(57 - 1.6 * merit);
    }
  }
  // Bull riding ranks by ride score first (merit stays within ±100, so it only breaks ties).
  for (const line of lines) {
    line.key = format === "bullride" ? line.points * 100 + line.merit : line.merit;
  }
  sortByKey(lines);
  for (let k = 0; k < lines.length; k++) {
    lines[k].position = k + 1;
    if (format === "race" && !qualifying) lines[k].points = RACE_POINTS[k] ?? 0;
  }
  return lines;
}

/** Best first, in place, by insertion on a number (heats hold 2 to 36 lines; no closures). */
function sortByKey(lines: SimLine[]) {
  for (let i = 1; i < lines.length; i++) {
    const x = lines[i];
    const key = x.key;
    let j = i - 1;
    while (j >= 0 && lines[j].key < key) {
      lines[j + 1] = lines[j];
      j--;
    }
    lines[j + 1] = x;
  }
}

/** Gaps to the winner and the fastest lap, in the last race (the one the standings end on). */
function recordLastRace(
  input: PricingInput,
  sim: Simulation,
  s: number,
  rng: Rng,
  lastRound: SimLine[][],
) {
  const lastHeat = lastRound[lastRound.length - 1] ?? [];
  if (!lastHeat.length) return;
  const spec = input.def.rounds[input.def.rounds.length - 1];
  const raceSeconds = ((input.def.lapMs ?? 60_000) * (spec.laps ?? 1)) / 1000;
  const leader = lastHeat[0].merit;
  let best = -Infinity;
  let fastest = lastHeat[0].entrant;
  for (const line of lastHeat) {
    // The model's race time falls 0.4 % per unit of performance (as the results do).
    sim.gap[s * sim.n + line.entrant] = Math.max(0, (leader - line.merit) * 0.004 * raceSeconds);
    // The fastest lap goes with pace: the race performance plus a lap's own noise.
    const lap = line.merit + rng.gumbel();
    if (lap > best) {
      best = lap;
      fastest = line.entrant;
    }
  }
  sim.fastestLap![s] = fastest;
}

/** Final standings of one simulation, by the sport's rule. */
function standings(
  input: PricingInput,
  sim: Simulation,
  s: number,
  played: SimLine[][][],
  scratch: Scratch,
) {
  const base = s * sim.n;
  let next = 1;
  const place = (entrant: number) => {
    if (sim.finalPos[base + entrant] === 0) sim.finalPos[base + entrant] = next++;
  };
  if (input.def.standings === "points") {
    const { totals, lastMerit, order } = scratch;
    const low = input.def.format === "golf";
    order.length = 0;
    for (const lines of played[0]) for (const l of lines) order.push(l.entrant);
    order.sort((a, b) =>
      (low ? totals[a] - totals[b] : totals[b] - totals[a]) || lastMerit[b] - lastMerit[a]
    );
    for (const entrant of order) place(entrant);
  } else {
    const { lines } = scratch;
    for (let r = played.length - 1; r >= 0; r--) {
      lines.length = 0;
      for (const heat of played[r]) {
        for (const l of heat) if (sim.finalPos[base + l.entrant] === 0) lines.push(l);
      }
      lines.sort((a, b) =>
        (a.status === "FINISHED" ? 0 : 1) - (b.status === "FINISHED" ? 0 : 1) ||
        a.position - b.position || b.merit - a.merit
      );
      for (const l of lines) place(l.entrant);
    }
  }
  for (let i = 0; i < sim.n; i++) if (sim.finalPos[base + i] === 0) sim.finalPos[base + i] = next++;
}

interface GamePlan {
  /** The players of each post (one in singles, two in doubles). */
  posts: number[][];
  strengths: number[];
  /** Order, points and set points of a game already played, kept when the event is in play. */
  fixed: { order: number[]; points: number[]; setPoints: [number, number][] } | null;
  sample: HeatSample | undefined;
}

function planGames(input: PricingInput, sim: Simulation, strengths: number[]): GamePlan[] {
  const live = inPlay(input);
  return input.rounds.flatMap((r) => r.heats).flatMap((heat) => {
    const posts = [...Map.groupBy(heat.lines, (l) => l.seedNo).values()];
    // A game needs two posts to be played at all.
    if (posts.length < 2) return [];
    return [{
      posts: posts.map((p) => p.map((l) => l.entrant)),
      strengths: posts.map((p) => p.reduce((t, l) => t + strengths[l.entrant], 0) / p.length),
      fixed: live && heat.status === "COMPLETED"
        ? {
          order: posts.map((_, p) => p).sort((a, b) =>
            (posts[a][0].position ?? 99) - (posts[b][0].position ?? 99)
          ),
          points: posts.map((p) => p[0].points ?? 0),
          setPoints: posts.map((p) => p[0].setPoints ?? [0, 0]),
        }
        : null,
      sample: sim.heats.get(heat.id),
    }];
  });
}

/** Jai Alai: every game of the night played through the eight-post queue. */
function runJaiAlai(sim: Simulation, s: number, rng: Rng, games: GamePlan[], scratch: Scratch) {
  const base = s * sim.n;
  for (const game of games) {
    const { order, points, setPoints } = game.fixed ?? playEightPost(rng, game.strengths);
    const { sample } = game;
    if (sample) {
      // A doubles post is recorded by its first player; both share its place.
      for (let k = 0; k < sample.size; k++) {
        sample.order[s * sample.size + k] = game.posts[order[k]]?.[0] ?? EMPTY;
      }
      // A set's leader: most points in it; a tie goes to the post placed higher in the game.
      for (const set of [0, 1]) {
        let leader = order[0];
        for (const post of order) if (setPoints[post][set] > setPoints[leader][set]) leader = post;
        sample.setLeaders![set][s] = game.posts[leader][0];
      }
    }
    game.posts.forEach((players, post) => {
      for (const entrant of players) sim.points[base + entrant] += points[post];
    });
  }
  const { order } = scratch;
  order.length = 0;
  for (let i = 0; i < sim.n; i++) order.push(i);
  order.sort((a, b) => sim.points[base + b] - sim.points[base + a] || a - b);
  order.forEach((entrant, k) => {
    sim.finalPos[base + entrant] = k + 1;
    sim.reached[base + entrant] = sim.rounds;
  });
}

/**
 * Team games as the results are made: each period, each side scores Poisson(rate × e^(±Δ/2))
 * with Δ the home edge (strength difference + 0.1), every point credited to one of the side's
 * players in proportion to e^strength; a tie after the last period goes to overtime, won by
 * the side with the higher strength + Gumbel noise. Finished periods keep their real points
 * when the game is in play.
 */
function runTeamGames(input: PricingInput, sim: Simulation, rng: Rng) {
  const [home, away] = input.teams;
  const rate = input.def.teams!.rate;
  const edge = home.strength - away.strength + 0.1;
  const means = [rate * Math.exp(edge / 2), rate * Math.exp(-edge / 2)];
  const sides = [home, away].map((team) =>
    input.entrants.filter((e) => e.athlete.team?.id === team.id)
  );
  const weights = sides.map((players) => players.map((e) => Math.exp(e.strength)));
  const totals = weights.map((w) => w.reduce((a, b) => a + b, 0));
  const scorer = (side: number) => {
    let x = rng.next() * totals[side];
    for (let k = 0; k < sides[side].length; k++) {
      x -= weights[side][k];
      if (x <= 0) return sides[side][k].index;
    }
    return sides[side][sides[side].length - 1].index;
  };
  const live = inPlay(input);
  const periods = input.rounds.flatMap((r) => r.heats);
  const n = sim.n;
  for (let s = 0; s < sim.sims; s++) {
    const score = [0, 0];
    for (const period of periods) {
      if (live && period.status === "COMPLETED") {
        for (const line of period.lines) {
          const side = sides[0].some((e) => e.index === line.entrant) ? 0 : 1;
          score[side] += line.points ?? 0;
          sim.points[s * n + line.entrant] += line.points ?? 0;
        }
        continue;
      }
      for (const side of [0, 1]) {
        if (!sides[side].length) continue;
        const goals = rng.poisson(means[side]);
        for (let g = 0; g < goals; g++) sim.points[s * n + scorer(side)]++;
        score[side] += goals;
      }
    }
    if (score[0] === score[1] && sides[0].length && sides[1].length) {
      const side = home.strength + rng.gumbel() > away.strength + rng.gumbel() ? 0 : 1;
      sim.points[s * n + scorer(side)]++;
      score[side]++;
    }
    sim.teamScore![s * 2] = score[0];
    sim.teamScore![s * 2 + 1] = score[1];
    const winner = score[0] > score[1] ? 0 : 1;
    sides.forEach((players, side) => {
      for (const e of players) sim.finalPos[s * n + e.index] = side === winner ? 1 : 2;
    });
  }
}
