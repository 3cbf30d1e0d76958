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
  order: Uint8Array;
}

export interface Simulation {
  sims: number;
  n: number;
  /** Final standing: finalPos[s * n + i] is entrant i's place in simulation s (1-based). */
  finalPos: Uint8Array;
  /** Deepest round reached (1-based), per simulation and entrant. */
  reached: Uint8Array;
  /** Series points earned in the event, per simulation and entrant. */
  points: Float32Array;
  /** Gap to the winner of the last race, seconds (race formats), per simulation and entrant. */
  gap: Float32Array;
  /** The entrant who set the fastest lap of the last race, per simulation (race formats). */
  fastestLap: Uint8Array | null;
  heats: Map<string, HeatSample>;
  /** Number of rounds in the format. */
  rounds: number;
}

interface SimLine {
  entrant: number;
  position: number;
  status: string;
  merit: number;
  points: number;
}

const SEED = "pricing-v1";

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
    finalPos: new Uint8Array(sims * n),
    reached: new Uint8Array(sims * n),
    points: new Float32Array(sims * n),
    gap: new Float32Array(sims * n),
    fastestLap: input.def.format === "race" ? new Uint8Array(sims) : null,
    heats: new Map(),
    rounds: input.def.rounds.length,
  };
  if (n === 0 || input.def.format === "team") return sim;
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
        sim.heats.set(heat.id, { heatId: heat.id, size, order: new Uint8Array(sims * size) });
      }
    });
  }
  const strengths = input.entrants.map((e) => e.strength);
  const field = input.entrants.map((e) => e.index);
  const perf = new Float64Array(n);
  const plans = planRounds(input, sim, inPlay(input));
  for (let s = 0; s < sims; s++) {
    if (input.def.format === "jaialai") runJaiAlai(input, sim, s, rng, strengths);
    else runRounds(input, sim, s, rng, strengths, field, plans, perf);
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
}

function planRounds(input: PricingInput, sim: Simulation, live: boolean): RoundPlan[] {
  return input.def.rounds.map((spec, r) => {
    const stored = input.rounds[r]?.heats ?? [];
    const known = stored.length > 0 && stored.every((h) => h.lines.length > 0) &&
      (spec.draw === "field" || live);
    return {
      draw: known ? stored.map((h) => h.lines.map((l) => l.entrant)) : null,
      fixed: stored.map((h) => (known && live && h.status === "COMPLETED" ? realLines(h) : null)),
      samples: stored.map((h) => sim.heats.get(h.id)),
    };
  });
}

function runRounds(
  input: PricingInput,
  sim: Simulation,
  s: number,
  rng: Rng,
  strengths: number[],
  field: number[],
  plans: RoundPlan[],
  perf: Float64Array,
) {
  const { def } = input;
  const n = sim.n;
  const played: SimLine[][][] = [];
  const totals = new Map<number, number>();
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
      drawRound(def.rounds, r, field, played[r - 1] ?? [], totals, options);
    const results: SimLine[][] = [];
    for (let h = 0; h < draws.length; h++) {
      const lines = plan.fixed[h] ??
        simulatedLines(input, draws[h], rng, strengths, spec.qualifying === true);
      const sample = plan.samples[h];
      if (sample) {
        const at = s * sample.size;
        for (let k = 0; k < sample.size; k++) sample.order[at + k] = lines[k]?.entrant ?? 255;
      }
      for (const l of lines) {
        sim.reached[base + l.entrant] = r + 1;
        if (!spec.qualifying) {
          totals.set(l.entrant, (totals.get(l.entrant) ?? 0) + l.points);
          sim.points[base + l.entrant] += l.points;
        }
      }
      results.push(lines);
    }
    played.push(results);
  }
  if (def.format === "race") recordLastRace(input, sim, s, rng, played[played.length - 1], perf);
  standings(input, sim, s, played, totals);
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
    }));
}

function simulatedLines(
  input: PricingInput,
  entrants: number[],
  rng: Rng,
  strengths: number[],
  qualifying: boolean,
): SimLine[] {
  const { format } = input.def;
  const lines: SimLine[] = entrants.map((entrant) => {
    const merit = strengths[entrant] + rng.gumbel();
    let points = 0;
    if (format === "bullride") {
      // A qualified ride scores from the same performance; a buck-off scores nothing.
      const qualified = rng.next() < 1 / (1 + Math.exp(-(0.2 + merit)));
      points = qualified ? 84 + 2.2 * merit : 0;
    } else if (format === "golf") {
      points = Math.round(57 - 1.6 * merit);
    }
    return { entrant, position: 0, status: "FINISHED", merit, points };
  });
  if (format === "bullride") lines.sort((a, b) => b.points - a.points || b.merit - a.merit);
  else lines.sort((a, b) => b.merit - a.merit);
  lines.forEach((l, k) => {
    l.position = k + 1;
    if (format === "race" && !qualifying) l.points = RACE_POINTS[k] ?? 0;
  });
  return lines;
}

/** Gaps to the winner and the fastest lap, in the last race (the one the standings end on). */
function recordLastRace(
  input: PricingInput,
  sim: Simulation,
  s: number,
  rng: Rng,
  lastRound: SimLine[][],
  perf: Float64Array,
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
    perf[line.entrant] = line.merit + rng.gumbel();
    if (perf[line.entrant] > best) {
      best = perf[line.entrant];
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
  totals: Map<number, number>,
) {
  const base = s * sim.n;
  let next = 1;
  const place = (entrant: number) => {
    if (sim.finalPos[base + entrant] === 0) sim.finalPos[base + entrant] = next++;
  };
  if (input.def.standings === "points") {
    const low = input.def.format === "golf";
    const lastMerit = new Map(played[played.length - 1].flat().map((l) => [l.entrant, l.merit]));
    [...totals.entries()]
      .sort((a, b) =>
        (low ? a[1] - b[1] : b[1] - a[1]) ||
        (lastMerit.get(b[0]) ?? -99) - (lastMerit.get(a[0]) ?? -99)
      )
      .forEach(([entrant]) => place(entrant));
  } else {
    for (let r = played.length - 1; r >= 0; r--) {
      played[r].flat()
        .filter((l) => sim.finalPos[base + l.entrant] === 0)
        .sort((a, b) =>
          (a.status === "FINISHED" ? 0 : 1) - (b.status === "FINISHED" ? 0 : 1) ||
          a.position - b.position || b.merit - a.merit
        )
        .forEach((l) => place(l.entrant));
    }
  }
  for (let i = 0; i < sim.n; i++) if (sim.finalPos[base + i] === 0) sim.finalPos[base + i] = next++;
}

/** Jai Alai: every game of the night played through the eight-post queue. */
function runJaiAlai(
  input: PricingInput,
  sim: Simulation,
  s: number,
  rng: Rng,
  strengths: number[],
) {
  const base = s * sim.n;
  const live = inPlay(input);
  for (const heat of input.rounds.flatMap((r) => r.heats)) {
    const posts = [...Map.groupBy(heat.lines, (l) => l.seedNo).values()];
    if (!posts.length) continue;
    let order: number[];
    let points: number[];
    if (live && heat.status === "COMPLETED") {
      order = posts.map((_, p) => p).sort((a, b) =>
        (posts[a][0].position ?? 99) - (posts[b][0].position ?? 99)
      );
      points = posts.map((p) => p[0].points ?? 0);
    } else {
      const game = playEightPost(
        rng,
        posts.map((p) => p.reduce((t, l) => t + strengths[l.entrant], 0) / p.length),
      );
      order = game.order;
      points = game.points;
    }
    const sample = sim.heats.get(heat.id);
    if (sample) {
      // A doubles post is recorded by its first player; both share its place.
      for (let k = 0; k < sample.size; k++) {
        sample.order[s * sample.size + k] = posts[order[k]]?.[0].entrant ?? 255;
      }
    }
    posts.forEach((p, post) => {
      for (const l of p) sim.points[base + l.entrant] += points[post];
    });
  }
  const byPoints = Array.from({ length: sim.n }, (_, i) => i)
    .sort((a, b) => sim.points[base + b] - sim.points[base + a] || strengths[b] - strengths[a]);
  byPoints.forEach((entrant, k) => {
    sim.finalPos[base + entrant] = k + 1;
    sim.reached[base + entrant] = sim.rounds;
  });
}
