/**
 * The 16 odd types, each read from the event's one simulation: `probability` is the fair
 * (margin-free) frequency over the simulations, `odds` the offered decimal price after the
 * market's margin (margin.ts). Outcomes of a completed event are settled from its results.
 */
import { notFound } from "../errors.ts";
import type { Athlete } from "../events/mod.ts";
import type { Format } from "../sports/catalog.ts";
import type { Entrant, InputHeat, InputRound, PricingInput } from "./input.ts";
import { OVERROUND, powerMargin, twoWayMargin } from "./margin.ts";
import {
  makeOutcome,
  ODD_TYPES,
  type OddType,
  type Outcome,
  outcomeUuid,
  round6,
  type Settlement,
  wire,
} from "./outcomes.ts";
import type { Simulation } from "./simulate.ts";

export interface MarketContext {
  input: PricingInput;
  sim: Simulation;
  /** When the prices were made: `updatedAt` of outcomes still open. */
  pricedAt: string;
  /** Final standings of a completed event (0 = unplaced), else null. */
  final: number[] | null;
  cancelled: boolean;
  suspended: boolean;
  /** hist[i * (n + 1) + p]: simulations in which entrant i finished p-th. */
  hist: Int32Array;
}

export interface Market {
  entries: unknown[];
  outcomes: Outcome[];
}

export interface MarketOptions {
  exactasType?: 2 | 3 | 4;
  overUnderSubMarketType?: "finishingPosition" | "points" | "gapToLeaders";
}

const STANDINGS: readonly Format[] = ["surf", "judged", "race", "bullride", "ladder", "golf"];
const HEATS: readonly Format[] = [...STANDINGS, "fight", "jaialai"];

/** Which odd types each format offers; the rest answer 404. */
const OFFERED: Record<OddType, readonly Format[]> = {
  eventWinner: STANDINGS,
  secondPlace: STANDINGS,
  shows: STANDINGS,
  podiums: STANDINGS,
  raceTop3: ["race"],
  raceTop5: ["race"],
  raceTop10: ["race"],
  fastestLap: ["race"],
  heatWinner: HEATS,
  heatExacta: HEATS,
  headToHead: [...STANDINGS, "fight", "team"],
  eventExacta: STANDINGS,
  overUnder: [...STANDINGS, "team"],
  multiOverUnder: STANDINGS,
  propBets: [...STANDINGS, "team"],
  dreamTeam: STANDINGS,
};

const TOP_K: Partial<Record<OddType, number>> = { raceTop3: 3, raceTop5: 5, raceTop10: 10 };

/** Heat statuses as numbers, for heatExacta's numeric `roundStatus`. */
const STAGE_NUMBER = { UPCOMING: 0, LIVE: 1, COMPLETED: 2, CANCELLED: 3 } as const;

/** The most trifecta and superfecta orders listed, likeliest first. */
export const MAX_EXACTA_ORDERS = 2000;

/**
 * The odd types an event of this format offers with this many starters (the rest answer 404);
 * with `Infinity` starters, every odd type the sport can offer.
 */
export function offeredOddTypes(format: Format, starters: number): OddType[] {
  if (starters < 2) return [];
  return ODD_TYPES.filter((o) => OFFERED[o].includes(format) && starters > (TOP_K[o] ?? 0));
}

export function checkOffered(input: PricingInput, oddType: OddType) {
  const { format } = input.def;
  if (!OFFERED[oddType].includes(format)) {
    throw notFound(`odds not found: ${oddType} is not offered for ${input.def.name}`, {
      parameter: "oddType",
    });
  }
  const k = TOP_K[oddType];
  if (k && input.entrants.length <= k) {
    throw notFound(`odds not found: ${oddType} needs more than ${k} starters`, {
      parameter: "oddType",
    });
  }
  if (input.entrants.length < 2) {
    throw notFound("odds not found: the field has not been announced", { parameter: "eventId" });
  }
}

export function buildMarket(ctx: MarketContext, oddType: OddType, options: MarketOptions): Market {
  checkOffered(ctx.input, oddType);
  switch (oddType) {
    case "eventWinner":
      return placeMarket(ctx, oddType, 1, (pos) => pos === 1);
    case "secondPlace":
      return placeMarket(ctx, oddType, 2, (pos) => pos === 2);
    case "podiums":
    case "raceTop3":
      return placeMarket(ctx, oddType, 3, (pos) => pos <= 3);
    case "raceTop5":
      return placeMarket(ctx, oddType, 5, (pos) => pos <= 5);
    case "raceTop10":
      return placeMarket(ctx, oddType, 10, (pos) => pos <= 10);
    case "shows":
      return showsMarket(ctx);
    case "fastestLap":
      return fastestLapMarket(ctx);
    case "heatWinner":
      return heatWinnerMarket(ctx);
    case "heatExacta":
      return heatExactaMarket(ctx);
    case "headToHead":
      return headToHeadMarket(ctx);
    case "eventExacta":
      return eventExactaMarket(ctx, options.exactasType ?? 2);
    case "overUnder":
      return overUnderMarket(
        ctx,
        options.overUnderSubMarketType ??
          (ctx.input.def.format === "team" ? "points" : "finishingPosition"),
      );
    case "multiOverUnder":
      return multiOverUnderMarket(ctx);
    case "propBets":
      return propBetsMarket(ctx);
    case "dreamTeam":
      return dreamTeamMarket(ctx);
  }
}

// ---- helpers -------------------------------------------------------------------------------

function frequency(sims: number, hit: (s: number) => boolean): number {
  let c = 0;
  for (let s = 0; s < sims; s++) if (hit(s)) c++;
  return c / sims;
}

/** What happened to an outcome: won or lost, a dead heat, void, or not yet known (null). */
export type Result = boolean | "dead-heat" | "void" | null;

function settle(ctx: MarketContext, result: Result): Settlement {
  if (ctx.cancelled || result === "void") return "VOID";
  if (result === null) return "NOT_SET";
  if (result === "dead-heat") return "PAYOUT";
  return result ? "WIN" : "LOSE";
}

export function outcome(
  ctx: MarketContext,
  market: OddType,
  outcomeId: string,
  probability: number,
  offered: number,
  result: Result,
  test: (s: number) => boolean,
): Outcome {
  const settlement = settle(ctx, result);
  return makeOutcome({
    outcomeId,
    market,
    probability,
    offered,
    settlement,
    suspended: ctx.suspended,
    updatedAt: settlement === "NOT_SET" ? ctx.pricedAt : ctx.input.event.endDate,
    test,
  });
}

export const oid = (ctx: MarketContext, ...parts: (string | number)[]) =>
  [ctx.input.event.uuid, ...parts].join(":");

/** Entries for non-starters: listed, void, never priced. */
function voidEntries(
  ctx: MarketContext,
  market: OddType,
  position: number,
  idParts: number[] = [],
) {
  return ctx.input.withdrawn.map((e) => {
    const o = makeOutcome({
      outcomeId: oid(ctx, market, ...idParts, e.referenceId),
      market,
      probability: 0,
      offered: 0,
      settlement: "VOID",
      suspended: false,
      updatedAt: ctx.input.event.updatedAt,
      test: () => false,
    });
    return { ...outcomeEntry(o, e, position), status: "CLOSED" as const };
  });
}

function outcomeEntry(o: Outcome, e: Entrant, position: number) {
  return { ...wire(o), referenceId: e.referenceId, position, athlete: e.athlete };
}

function finalOf(ctx: MarketContext, i: number): number | null {
  return ctx.final && ctx.final[i] > 0 ? ctx.final[i] : null;
}

// ---- place markets: winner, second, podium, top k ------------------------------------------

function placeMarket(
  ctx: MarketContext,
  market: OddType,
  position: number,
  wins: (pos: number) => boolean,
  idParts: number[] = [],
): Market {
  const { sim, input, hist } = ctx;
  const n = sim.n;
  const fair = input.entrants.map((e) => {
    let c = 0;
    for (let p = 1; p <= n; p++) if (wins(p)) c += hist[e.index * (n + 1) + p];
    return c / sim.sims;
  });
  const offered = powerMargin(fair, OVERROUND[market as keyof typeof OVERROUND]);
  const outcomes = input.entrants.map((e, k) => {
    const actual = finalOf(ctx, e.index);
    return outcome(
      ctx,
      market,
      oid(ctx, market, ...idParts, e.referenceId),
      fair[k],
      offered[k],
      actual === null ? null : wins(actual),
      (s) => wins(sim.finalPos[s * n + e.index]),
    );
  });
  const entries = outcomes
    .map((o, k) => outcomeEntry(o, input.entrants[k], position))
    .sort((a, b) => b.probability - a.probability);
  return { entries: [...entries, ...voidEntries(ctx, market, position, idParts)], outcomes };
}

/** Shows: to finish exactly first, second or third; each place is a market of its own. */
function showsMarket(ctx: MarketContext): Market {
  const places = [1, 2, 3].map((place) =>
    placeMarket(ctx, "shows", place, (pos) => pos === place, [place])
  );
  return {
    entries: places.flatMap((m) => m.entries),
    outcomes: places.flatMap((m) => m.outcomes),
  };
}

// ---- fastest lap ------------------------------------------------------------------------------

function fastestLapMarket(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  const laps = sim.fastestLap!;
  const counts = new Int32Array(sim.n);
  for (let s = 0; s < sim.sims; s++) counts[laps[s]]++;
  const fair = input.entrants.map((e) => counts[e.index] / sim.sims);
  const offered = powerMargin(fair, OVERROUND.fastestLap);
  const lastHeat = input.rounds.at(-1)?.heats.at(-1);
  const best = lastHeat && ctx.final
    ? lastHeat.lines.reduce<InputHeat["lines"][number] | null>(
      (b, l) => (l.bestLapMs !== null && (!b || l.bestLapMs < b.bestLapMs!) ? l : b),
      null,
    )
    : null;
  const outcomes = input.entrants.map((e, k) =>
    outcome(
      ctx,
      "fastestLap",
      oid(ctx, "fastestLap", e.referenceId),
      fair[k],
      offered[k],
      best ? best.entrant === e.index : null,
      (s) => laps[s] === e.index,
    )
  );
  const entries = outcomes.map((o, k) => outcomeEntry(o, input.entrants[k], 1))
    .sort((a, b) => b.probability - a.probability);
  return { entries: [...entries, ...voidEntries(ctx, "fastestLap", 1)], outcomes };
}

// ---- heats ----------------------------------------------------------------------------------

function heatAthlete(o: Outcome, e: Entrant) {
  const a = e.athlete;
  return {
    ...wire(o),
    referenceId: e.referenceId,
    firstName: a.firstName,
    middleName: a.middleName,
    lastName: a.lastName,
    gender: a.gender,
    nationality: a.nationality,
    stance: a.stance,
    hometown: a.hometown,
    height: a.height,
    weight: a.weight,
    weightClass: a.weightClass,
    dob: a.dob,
    seedNo: e.seedNo,
    providerId: a.providerId,
  };
}

/** The real place of an entrant in a finished heat: true, false, or a tie for first. */
/**
 * The real place of an entrant in a heat: true, false, a dead heat (a tie with another post or
 * lane; doubles partners share theirs), void for a cancelled heat, null while it is to come.
 */
function heatResult(heat: InputHeat, entrant: number, place: number): Result {
  if (heat.status === "CANCELLED") return "void";
  if (heat.status !== "COMPLETED") return null;
  const line = heat.lines.find((l) => l.entrant === entrant);
  if (!line || line.position === null) return false;
  if (line.position !== place) return false;
  const tied = heat.lines.some((l) => l.position === place && l.seedNo !== line.seedNo);
  return tied ? "dead-heat" : true;
}

function heatWinnerMarket(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  const outcomes: Outcome[] = [];
  const entries = input.rounds.map((round) => ({
    id: round.id,
    referenceId: round.referenceId,
    roundId: round.id,
    roundName: round.name,
    roundNo: round.roundNo,
    roundStatus: round.status,
    providerId: round.providerId,
    updatedAt: round.updatedAt,
    heats: round.heats.flatMap((heat) => {
      const sample = sim.heats.get(heat.id);
      if (!sample) return [];
      const wins = new Int32Array(sim.n);
      for (let s = 0; s < sim.sims; s++) {
        const w = sample.order[s * sample.size];
        if (w < sim.n) wins[w]++;
      }
      const contenders = input.entrants.filter((e) => wins[e.index] > 0 || inHeat(heat, e.index));
      const fair = contenders.map((e) => wins[e.index] / sim.sims);
      const offered = powerMargin(fair, OVERROUND.heatWinner);
      const athletes = contenders.map((e, k) => {
        const o = outcome(
          ctx,
          "heatWinner",
          oid(ctx, "heatWinner", heat.referenceId, e.referenceId),
          fair[k],
          offered[k],
          ctx.cancelled ? null : heatResult(heat, e.index, 1),
          (s) => sample.order[s * sample.size] === e.index,
        );
        outcomes.push(o);
        return heatAthlete(o, e);
      }).sort((a, b) => b.probability - a.probability);
      return [{ ...heatHeader(heat), athletes }];
    }),
  }));
  return { entries, outcomes };
}

/** The spec's Heat fields, for the heat markets. */
function heatHeader(heat: InputHeat) {
  return {
    heatId: heat.id,
    heatName: heat.name,
    heatNo: heat.heatNo,
    heatStatus: heat.status,
    providerId: heat.providerId,
  };
}

/** In the heat's draw, as the first (or only) player of its post or lane. */
function inHeat(heat: InputHeat, entrant: number): boolean {
  const line = heat.lines.find((l) => l.entrant === entrant);
  return !!line && heat.lines.find((l) => l.seedNo === line.seedNo) === line;
}

function heatExactaMarket(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  const outcomes: Outcome[] = [];
  const entries = input.rounds.map((round: InputRound) => ({
    id: round.id,
    referenceId: round.referenceId,
    roundId: round.id,
    name: round.name,
    roundNo: round.roundNo,
    roundStatus: STAGE_NUMBER[round.status],
    createdAt: input.event.startDate,
    updatedAt: round.updatedAt,
    providerId: round.providerId,
    heats: round.heats.flatMap((heat) => {
      const sample = sim.heats.get(heat.id);
      if (!sample || sample.size < 3) return [];
      const pairs = new Map<number, number>();
      for (let s = 0; s < sim.sims; s++) {
        const key = sample.order[s * sample.size] * 65536 + sample.order[s * sample.size + 1];
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
      const keys = [...pairs.keys()].filter((k) =>
        Math.floor(k / 65536) < sim.n && k % 65536 < sim.n
      );
      const fair = keys.map((k) => pairs.get(k)! / sim.sims);
      const offered = powerMargin(fair, OVERROUND.heatExacta);
      const exactas = keys.map((key, k) => {
        const first = input.entrants[Math.floor(key / 65536)];
        const second = input.entrants[key % 65536];
        const result: Result = heat.status === "CANCELLED"
          ? "void"
          : heat.status === "COMPLETED"
          ? heatResult(heat, first.index, 1) === true && heatResult(heat, second.index, 2) === true
          : null;
        const o = outcome(
          ctx,
          "heatExacta",
          oid(ctx, "heatExacta", heat.referenceId, `${first.referenceId}-${second.referenceId}`),
          fair[k],
          offered[k],
          result,
          (s) =>
            sample.order[s * sample.size] === first.index &&
            sample.order[s * sample.size + 1] === second.index,
        );
        outcomes.push(o);
        return { ...wire(o), athletes: [first, second].map(exactaAthlete) };
      }).sort((a, b) => b.probability - a.probability);
      return [{ ...heatHeader(heat), athletes: exactas }];
    }),
  }));
  return { entries, outcomes };
}

function exactaAthlete(e: Entrant) {
  return { athleteId: e.athlete.id, firstName: e.athlete.firstName, lastName: e.athlete.lastName };
}

// ---- head to head -----------------------------------------------------------------------------

/**
 * Fights: each bout. Fields: neighbours in seeding (1 v 2, 3 v 4, …), who finishes ahead.
 * Each side is an outcome; the two sides' fair probabilities sum to 1.
 */
function headToHeadMarket(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  if (input.def.format === "team") return teamHeadToHead(ctx);
  const n = sim.n;
  const pairs: {
    a: Entrant;
    b: Entrant;
    ahead: (s: number, x: Entrant, y: Entrant) => boolean;
    heat?: InputHeat;
  }[] = [];
  if (input.def.format === "fight") {
    for (const heat of input.rounds[0]?.heats ?? []) {
      const [a, b] = heat.lines.map((l) => input.entrants[l.entrant]);
      const sample = sim.heats.get(heat.id);
      if (!a || !b || !sample) continue;
      pairs.push({ a, b, heat, ahead: (s, x) => sample.order[s * sample.size] === x.index });
    }
  } else {
    const seeded = [...input.entrants].sort((x, y) => x.seedNo - y.seedNo);
    for (let k = 0; k + 1 < seeded.length; k += 2) {
      pairs.push({
        a: seeded[k],
        b: seeded[k + 1],
        ahead: (s, x, y) => sim.finalPos[s * n + x.index] < sim.finalPos[s * n + y.index],
      });
    }
  }
  const outcomes: Outcome[] = [];
  const entries = pairs.map(({ a, b, ahead, heat }) => {
    const pA = frequency(sim.sims, (s) => ahead(s, a, b));
    const [qA, qB] = powerMargin([pA, 1 - pA], OVERROUND.headToHead);
    const won = (x: Entrant, y: Entrant): Result => {
      if (heat) {
        const r = heatResult(heat, x.index, 1);
        return r === null || r === "void" ? r : r === true;
      }
      const fx = finalOf(ctx, x.index);
      const fy = finalOf(ctx, y.index);
      return fx === null || fy === null ? null : fx < fy;
    };
    const side = (x: Entrant, y: Entrant, p: number, q: number) => {
      const o = outcome(
        ctx,
        "headToHead",
        oid(ctx, "headToHead", `${a.referenceId}-${b.referenceId}`, x.referenceId),
        p,
        q,
        won(x, y),
        (s) => ahead(s, x, y),
      );
      outcomes.push(o);
      return {
        outcomeId: o.outcomeId,
        id: o.id,
        referenceId: x.referenceId,
        position: finalOf(ctx, x.index) ?? (heat ? heatPlace(heat, x.index) : null),
        probability: o.probability,
        odds: o.odds,
        settlement: o.settlement,
        status: o.status,
        athlete: x.athlete,
      };
    };
    const p1 = side(a, b, pA, qA);
    const p2 = side(b, a, 1 - pA, qB);
    const winner = p1.settlement === "WIN" ? a : p2.settlement === "WIN" ? b : null;
    return {
      eventParticipant1: p1,
      eventParticipant2: p2,
      winnerParticipantId: winner?.participantId ?? null,
    };
  });
  return { entries, outcomes };
}

/** Team games: home against away, who wins (no draws: ties go to overtime). */
function teamHeadToHead(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  const [home, away] = input.teams;
  if (!home || !away || !sim.teamScore) return { entries: [], outcomes: [] };
  const score = sim.teamScore;
  const homeWins = (s: number) => score[s * 2] > score[s * 2 + 1];
  const pHome = frequency(sim.sims, homeWins);
  const [qHome, qAway] = powerMargin([pHome, 1 - pHome], OVERROUND.headToHead);
  const final = ctx.final ? finalScore(ctx) : null;
  const outcomes: Outcome[] = [];
  const side = (
    team: typeof home,
    p: number,
    q: number,
    wins: (s: number) => boolean,
    k: 0 | 1,
  ) => {
    const o = outcome(
      ctx,
      "headToHead",
      oid(ctx, "headToHead", `${home.referenceId}-${away.referenceId}`, team.referenceId),
      p,
      q,
      final ? (final[k] > final[1 - k]) : null,
      wins,
    );
    outcomes.push(o);
    return {
      outcomeId: o.outcomeId,
      id: o.id,
      referenceId: team.referenceId,
      position: final ? (final[k] > final[1 - k] ? 1 : 2) : null,
      probability: o.probability,
      odds: o.odds,
      settlement: o.settlement,
      status: o.status,
      team: { id: team.id, referenceId: team.referenceId, name: team.name },
    };
  };
  const p1 = side(home, pHome, qHome, homeWins, 0);
  const p2 = side(away, 1 - pHome, qAway, (s) => !homeWins(s), 1);
  const winner = p1.settlement === "WIN" ? home : p2.settlement === "WIN" ? away : null;
  return {
    entries: [{
      eventParticipant1: p1,
      eventParticipant2: p2,
      winnerParticipantId: winner?.id ?? null,
    }],
    outcomes,
  };
}

/** A finished game's score, home then away, from its players' points. */
function finalScore(ctx: MarketContext): [number, number] {
  const [home] = ctx.input.teams;
  const score: [number, number] = [0, 0];
  for (const line of ctx.input.rounds.flatMap((r) => r.heats).flatMap((h) => h.lines)) {
    const side = ctx.input.entrants[line.entrant].athlete.team?.id === home.id ? 0 : 1;
    score[side] += line.points ?? 0;
  }
  return score;
}

function heatPlace(heat: InputHeat, entrant: number): number | null {
  return heat.status === "COMPLETED"
    ? heat.lines.find((l) => l.entrant === entrant)?.position ?? null
    : null;
}

// ---- event exacta -------------------------------------------------------------------------------

function eventExactaMarket(ctx: MarketContext, size: 2 | 3 | 4): Market {
  const { sim, input } = ctx;
  const n = sim.n;
  if (n < size) {
    throw notFound(`odds not found: fewer than ${size} starters`, { parameter: "exactasType" });
  }
  // The first `size` places of every simulation, as one key.
  const byPlace = new Uint16Array(sim.sims * size);
  for (let s = 0; s < sim.sims; s++) {
    for (let i = 0; i < n; i++) {
      const pos = sim.finalPos[s * n + i];
      if (pos <= size) byPlace[s * size + pos - 1] = i;
    }
  }
  const counts = new Map<string, number>();
  for (let s = 0; s < sim.sims; s++) {
    const key = byPlace.subarray(s * size, s * size + size).join(",");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let orders = [...counts.entries()].map(([key, c]) => ({
    order: key.split(",").map(Number),
    p: c / sim.sims,
  }));
  if (size === 2) {
    // Every ordered pair is listed, seen in the simulations or not.
    for (const a of input.entrants) {
      for (const b of input.entrants) {
        if (a !== b && !counts.has(`${a.index},${b.index}`)) {
          orders.push({ order: [a.index, b.index], p: 0 });
        }
      }
    }
  }
  orders.sort((x, y) => y.p - x.p);
  if (size > 2) orders = orders.slice(0, MAX_EXACTA_ORDERS);
  const offered = powerMargin(orders.map((o) => o.p), OVERROUND.eventExacta);
  const hold = round6((1 - 1 / OVERROUND.eventExacta) * 100);
  const lastHeat = input.rounds.at(-1)?.heats.at(-1);
  const outcomes: Outcome[] = [];
  const entries = orders.map(({ order, p }, k) => {
    const people = order.map((i) => input.entrants[i]);
    const actual = ctx.final ? order.every((i, place) => finalOf(ctx, i) === place + 1) : null;
    const o = outcome(
      ctx,
      "eventExacta",
      oid(ctx, "eventExacta", size, people.map((e) => e.referenceId).join("-")),
      p,
      offered[k],
      actual,
      (s) => order.every((i, place) => sim.finalPos[s * n + i] === place + 1),
    );
    outcomes.push(o);
    return {
      ...wire(o),
      numericEventId: input.event.numericEventId,
      eventId: input.event.id,
      roundHeatId: lastHeat?.id ?? "",
      position: size,
      voided: o.settlement === "VOID",
      draw: false,
      holdingPercentage: hold,
      trueProbability: o.probability,
      hasModifiedProbability: false,
      athletes: people.map(exactaAthlete),
    };
  });
  return { entries, outcomes };
}

// ---- over/under -----------------------------------------------------------------------------------

type SubMarket = NonNullable<MarketOptions["overUnderSubMarketType"]>;

/** Each athlete's line, at the half point nearest its median, so over and under are close. */
function overUnderMarket(ctx: MarketContext, sub: SubMarket): Market {
  const { sim, input } = ctx;
  const n = sim.n;
  // A gap to the leaders needs everyone in the last race: a field that heats and mains cut
  // down has no gap for those who miss it.
  if (
    sub === "gapToLeaders" &&
    (input.def.format !== "race" || input.def.rounds.at(-1)!.draw !== "field")
  ) {
    throw notFound("odds not found: gapToLeaders is offered for races the whole field runs", {
      parameter: "overUnderSubMarketType",
    });
  }
  const pointsBased = ["race", "bullride", "golf", "team"].includes(input.def.format);
  if (sub === "finishingPosition" && input.def.format === "team") {
    throw notFound("odds not found: team games have no finishing positions", {
      parameter: "overUnderSubMarketType",
    });
  }
  if (sub === "points" && !pointsBased) {
    throw notFound(`odds not found: ${input.def.name} events earn no points`, {
      parameter: "overUnderSubMarketType",
    });
  }
  const stat = (s: number, i: number) =>
    sub === "finishingPosition"
      ? sim.finalPos[s * n + i]
      : sub === "points"
      ? sim.points[s * n + i]
      : sim.gap[s * n + i];
  const outcomes: Outcome[] = [];
  const entries = input.entrants.map((e) => {
    const values = Float64Array.from({ length: sim.sims }, (_, s) => stat(s, e.index)).sort();
    const line = Math.floor(values[Math.floor(sim.sims / 2)]) + 0.5;
    const pOver = frequency(sim.sims, (s) => stat(s, e.index) > line);
    const [qOver, qUnder] = powerMargin([pOver, 1 - pOver], OVERROUND.overUnder);
    const finalValue = ctx.final ? actualStat(ctx, sub, e) : null;
    // Settled without a value (no time in the last race): the line is void.
    const result = (over: boolean): Result =>
      !ctx.final ? null : finalValue === null ? "void" : (finalValue > line) === over;
    const side = (over: boolean) => {
      const o = outcome(
        ctx,
        "overUnder",
        oid(ctx, "overUnder", sub, e.referenceId, line, over ? "over" : "under"),
        over ? pOver : 1 - pOver,
        over ? qOver : qUnder,
        result(over),
        (s) => (stat(s, e.index) > line) === over,
      );
      outcomes.push(o);
      return {
        outcomeId: o.outcomeId,
        id: o.id,
        referenceId: e.referenceId,
        probability: o.probability,
        odds: o.odds,
        settlement: o.settlement,
        updatedAt: o.updatedAt,
      };
    };
    const over = side(true);
    const under = side(false);
    return {
      participantId: e.participantId,
      status: ctx.final ? "CLOSED" : ctx.suspended ? "SUSPENDED" : "OPEN",
      statValue: line,
      finalStatValue: finalValue,
      over,
      under,
      athlete: e.athlete,
    };
  });
  return { entries, outcomes };
}

function actualStat(ctx: MarketContext, sub: SubMarket, e: Entrant): number | null {
  if (sub === "finishingPosition") return finalOf(ctx, e.index);
  const lines = ctx.input.rounds.flatMap((r, k) =>
    ctx.input.def.rounds[k]?.qualifying ? [] : r.heats.flatMap((h) => h.lines)
  ).filter((l) => l.entrant === e.index);
  if (sub === "points") return lines.reduce((t, l) => t + (l.points ?? 0), 0);
  const last = ctx.input.rounds.at(-1)?.heats.at(-1);
  const mine = last?.lines.find((l) => l.entrant === e.index);
  const winner = last?.lines.find((l) => l.position === 1);
  if (!mine?.timeMs || !winner?.timeMs) return null;
  return round6((mine.timeMs - winner.timeMs) / 1000);
}

// ---- multi over/under -------------------------------------------------------------------------------

/** For each finishing-position line, every athlete to finish under it (better than the line). */
function multiOverUnderMarket(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  const n = sim.n;
  const lines = [3.5, 5.5, 10.5].filter((line) => line < n);
  const outcomes: Outcome[] = [];
  const entries = lines.map((line, k) => {
    const fair = input.entrants.map((e) =>
      frequency(sim.sims, (s) => sim.finalPos[s * n + e.index] < line)
    );
    const offered = powerMargin(fair, OVERROUND.multiOverUnder);
    const selections = input.entrants.map((e, j) => {
      const actual = finalOf(ctx, e.index);
      const o = outcome(
        ctx,
        "multiOverUnder",
        oid(ctx, "multiOverUnder", line, e.referenceId),
        fair[j],
        offered[j],
        actual === null ? null : actual < line,
        (s) => sim.finalPos[s * n + e.index] < line,
      );
      outcomes.push(o);
      return {
        outcomeId: o.outcomeId,
        id: o.id,
        probability: o.probability,
        odds: o.odds,
        finalStatValue: actual,
        status: o.status,
        settlement: o.settlement,
        updatedAt: o.updatedAt,
        athlete: e.athlete,
      };
    }).sort((a, b) => b.probability - a.probability);
    return {
      id: oid(ctx, "multiOverUnder", line),
      referenceId: input.event.referenceId * 10 + k,
      statValue: line,
      selections,
    };
  });
  return { entries, outcomes };
}

// ---- propositions -----------------------------------------------------------------------------------

interface Proposition {
  key: string;
  text: (e: Entrant) => string;
  hit: (s: number, i: number) => boolean;
  actual: (i: number) => boolean | null;
}

function propBetsMarket(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  const n = sim.n;
  const lastRound = input.def.rounds.at(-1)!;
  const half = Math.floor(n / 2);
  const scored = (i: number) =>
    ctx.final
      ? input.rounds.flatMap((r) => r.heats).flatMap((h) => h.lines)
        .filter((l) => l.entrant === i).reduce((t, l) => t + (l.points ?? 0), 0)
      : null;
  const props: Proposition[] = input.def.format === "team"
    ? [1, 2].map((goals) => ({
      key: `score${goals}`,
      text: (e: Entrant) =>
        `${name(e.athlete)} to score ${goals === 1 ? "at least once" : `${goals} or more`}`,
      hit: (s: number, i: number) => sim.points[s * n + i] >= goals,
      actual: (i: number) => (scored(i) === null ? null : scored(i)! >= goals),
    }))
    : [{
      key: "topHalf",
      text: (e) => `${name(e.athlete)} to finish in the top ${half}`,
      hit: (s, i) => sim.finalPos[s * n + i] <= half,
      actual: (i) => (finalOf(ctx, i) === null ? null : finalOf(ctx, i)! <= half),
    }];
  if (
    input.def.format !== "team" && input.def.rounds.length > 1 &&
    input.def.standings === "progression"
  ) {
    const reachedReal = (i: number) =>
      input.rounds.at(-1)!.heats.some((h) => h.lines.some((l) => l.entrant === i));
    props.push({
      key: "reachFinal",
      text: (e) => `${name(e.athlete)} to reach the ${lastRound.name}`,
      hit: (s, i) => sim.reached[s * n + i] === sim.rounds,
      actual: (i) => (ctx.final ? reachedReal(i) : null),
    });
  }
  const outcomes: Outcome[] = [];
  const entries = props.flatMap((prop) =>
    input.entrants.map((e) => {
      const p = frequency(sim.sims, (s) => prop.hit(s, e.index));
      const o = outcome(
        ctx,
        "propBets",
        oid(ctx, "propBets", prop.key, e.referenceId),
        p,
        twoWayMargin(p, OVERROUND.propBets),
        prop.actual(e.index),
        (s) => prop.hit(s, e.index),
      );
      outcomes.push(o);
      return {
        ...wire(o),
        referenceId: e.referenceId,
        athlete: e.athlete,
        proposition: prop.text(e),
      };
    })
  );
  return { entries, outcomes };
}

const name = (a: Athlete) => `${a.firstName} ${a.lastName}`;

// ---- dream team -------------------------------------------------------------------------------------

/**
 * Four teams of three drafted from the strongest twelve (snake order, so they are even); the
 * team whose members' final places add up lowest wins. One entry, four outcomes.
 */
function dreamTeamMarket(ctx: MarketContext): Market {
  const { sim, input } = ctx;
  const n = sim.n;
  const size = n >= 12 ? 3 : n >= 8 ? 2 : 1;
  const count = Math.min(4, Math.floor(n / size));
  const ranked = [...input.entrants].sort((a, b) => b.strength - a.strength).slice(0, size * count);
  const teams: Entrant[][] = Array.from({ length: count }, () => []);
  ranked.forEach((e, k) => {
    const lap = Math.floor(k / count);
    teams[lap % 2 === 0 ? k % count : count - 1 - (k % count)].push(e);
  });
  // Lowest sum of places wins; equal sums go to the team with the best single finisher.
  const rank = (places: number[]) => places.reduce((a, b) => a + b, 0) * 1000 + Math.min(...places);
  const winnerAmong = (places: (t: number) => number[]) => {
    let best = 0;
    for (let t = 1; t < count; t++) if (rank(places(t)) < rank(places(best))) best = t;
    return best;
  };
  const winnerOf = (s: number) =>
    winnerAmong((t) => teams[t].map((e) => sim.finalPos[s * n + e.index]));
  const wins = new Int32Array(count);
  for (let s = 0; s < sim.sims; s++) wins[winnerOf(s)]++;
  const fair = Array.from(wins, (w) => w / sim.sims);
  const offered = powerMargin(fair, OVERROUND.dreamTeam);
  const actualWinner =
    ctx.final && teams.every((t) => t.every((e) => finalOf(ctx, e.index) !== null))
      ? winnerAmong((t) => teams[t].map((e) => finalOf(ctx, e.index)!))
      : null;
  const outcomes = teams.map((_, t) =>
    outcome(
      ctx,
      "dreamTeam",
      oid(ctx, "dreamTeam", t + 1),
      fair[t],
      offered[t],
      actualWinner === null ? null : actualWinner === t,
      (s) => winnerOf(s) === t,
    )
  );
  const settlement: Settlement = ctx.cancelled ? "VOID" : actualWinner === null ? "NOT_SET" : "WIN";
  return {
    entries: [{
      outcomeId: oid(ctx, "dreamTeam"),
      id: outcomeUuid(oid(ctx, "dreamTeam")),
      numericEventId: input.event.numericEventId,
      eventId: input.event.id,
      settlement,
      teams: teams.map((members, t) => ({
        team: `Team ${t + 1}`,
        outcomeId: outcomes[t].outcomeId,
        id: outcomes[t].id,
        probability: outcomes[t].probability,
        odds: outcomes[t].odds,
        settlement: outcomes[t].settlement,
        participants: JSON.stringify(members.map((e) => ({
          firstName: e.athlete.firstName,
          lastName: e.athlete.lastName,
          eventParticipantId: e.participantId,
        }))),
      })),
    }],
    outcomes,
  };
}
