/**
 * Jai Alai odds (route 7): the night's top scorer, each match's win, place and show per post,
 * and each set's leader, all read from the event's one simulation of every game.
 */
import type { Database } from "../../db/client.ts";
import { notFound } from "../errors.ts";
import { findJaiAlaiEvent } from "../jaialai/mod.ts";
import type { StageStatus } from "../sports/catalog.ts";
import type { Entrant, InputHeat, PricingInput } from "./input.ts";
import { OVERROUND, powerMargin } from "./margin.ts";
import { oid, outcome } from "./markets.ts";
import type { Pricer } from "./mod.ts";
import { wire } from "./outcomes.ts";
import type { HeatSample } from "./simulate.ts";

const SETS = [
  { setNo: 1, name: "First rotation", pointValue: 1 },
  { setNo: 2, name: "Second rotation onward", pointValue: 2 },
];

function player(e: Entrant) {
  return { athleteId: e.athlete.id, firstName: e.athlete.firstName, lastName: e.athlete.lastName };
}

export async function getJaiAlaiOdds(db: Database, pricer: Pricer, id: string) {
  const event = await findJaiAlaiEvent(db, id);
  const priced = await pricer.price(event.id);
  const { ctx } = priced;
  const { input, sim } = ctx;

  if (input.entrants.length < 2) {
    throw notFound("odds not found: the field has not been announced", { parameter: "id" });
  }
  // Top scorer: most points over the night; a tie is a dead heat, priced as a share.
  const share = new Float64Array(sim.n);
  const leadersOf = (points: (i: number) => number) => {
    let best = -Infinity;
    for (let i = 0; i < sim.n; i++) best = Math.max(best, points(i));
    return input.entrants.filter((e) => points(e.index) === best).map((e) => e.index);
  };
  for (let s = 0; s < sim.sims; s++) {
    const leaders = leadersOf((i) => sim.points[s * sim.n + i]);
    for (const i of leaders) share[i] += 1 / leaders.length;
  }
  const actual = ctx.final ? leadersOf((i) => realPoints(input, i)) : null;
  const fairTop = input.entrants.map((e) => share[e.index] / sim.sims);
  const offeredTop = powerMargin(fairTop, OVERROUND.eventWinner);
  const topScorer = input.entrants.map((e, k) => {
    const o = outcome(
      ctx,
      "eventWinner",
      oid(ctx, "jaialai", "topScorer", e.referenceId),
      fairTop[k],
      offeredTop[k],
      actual === null
        ? null
        : !actual.includes(e.index)
        ? false
        : actual.length > 1
        ? "dead-heat"
        : true,
      (s) => leadersOf((i) => sim.points[s * sim.n + i]).includes(e.index),
    );
    return { ...wire(o), player: player(e) };
  }).sort((a, b) => b.probability - a.probability);

  const matches = input.rounds.flatMap((r) => r.heats).map((heat, k) => {
    const sample = sim.heats.get(heat.id);
    const posts = [...Map.groupBy(heat.lines, (l) => l.seedNo).entries()]
      .sort((a, b) => a[0] - b[0]);
    const postMarket = (
      name: string,
      overround: number,
      hit: (s: number, first: number) => boolean,
      actual: (lines: InputHeat["lines"]) => boolean | null,
    ) => {
      if (!sample) return [];
      const fair = posts.map(([, lines]) => {
        let c = 0;
        for (let s = 0; s < sim.sims; s++) if (hit(s, lines[0].entrant)) c++;
        return c / sim.sims;
      });
      const offered = powerMargin(fair, overround);
      return posts.map(([post, lines], j) => {
        const o = outcome(
          ctx,
          "heatWinner",
          oid(ctx, "jaialai", heat.referenceId, name, post),
          fair[j],
          offered[j],
          heat.status === "COMPLETED" && !ctx.cancelled ? actual(lines) : null,
          (s) => hit(s, lines[0].entrant),
        );
        return { ...wire(o), post, players: lines.map((l) => player(input.entrants[l.entrant])) };
      });
    };
    const placed = (s: number, first: number, places: number) => {
      for (let p = 0; p < places; p++) {
        if (sample!.order[s * sample!.size + p] === first) return true;
      }
      return false;
    };
    const placeMarket = (name: string, places: number, overround: number) =>
      postMarket(
        name,
        overround,
        (s, first) => placed(s, first, places),
        (lines) => (lines[0].position ?? 99) <= places,
      );
    return {
      matchId: heat.id,
      matchNo: k + 1,
      matchName: heat.name,
      matchStatus: heat.status,
      win: placeMarket("win", 1, OVERROUND.heatWinner),
      place: placeMarket("place", 2, OVERROUND.podiums),
      show: placeMarket("show", 3, OVERROUND.podiums),
      sets: SETS.map((set, i) => ({
        ...set,
        status: setStatus(heat.status, set.setNo),
        leader: postMarket(
          `set${set.setNo}`,
          OVERROUND.heatWinner,
          (s, first) => (sample as HeatSample).setLeaders![i][s] === first,
          (lines) => setLeader(heat, i) === lines[0].seedNo,
        ),
      })),
    };
  });

  return {
    publicId: `jaialai:${event.uuid}`,
    eventId: event.id,
    numericEventId: event.numericEventId,
    event: { topScorer },
    matches,
  };
}

/** A player's points over the night's finished games. */
function realPoints(input: PricingInput, entrant: number): number {
  return input.rounds.flatMap((r) => r.heats).flatMap((h) => h.lines)
    .filter((l) => l.entrant === entrant)
    .reduce((t, l) => t + (l.points ?? 0), 0);
}

function setStatus(match: StageStatus, setNo: number): StageStatus {
  return match === "LIVE" ? (setNo === 1 ? "LIVE" : "UPCOMING") : match;
}

/** The post that led a finished set: most points, a tie to the post placed higher. */
function setLeader(heat: InputHeat, set: number): number | null {
  const posts = [...Map.groupBy(heat.lines, (l) => l.seedNo).values()].map((lines) => lines[0]);
  if (posts.some((l) => !l.setPoints)) return null;
  posts.sort((a, b) =>
    b.setPoints![set] - a.setPoints![set] || (a.position ?? 99) - (b.position ?? 99)
  );
  return posts[0]?.seedNo ?? null;
}

export type JaiAlaiOdds = Awaited<ReturnType<typeof getJaiAlaiOdds>>;
