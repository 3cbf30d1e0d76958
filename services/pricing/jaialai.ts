/**
 * Jai Alai odds (route 7): the night's top scorer, each match's win, place and show per post,
 * and each set's leader, all read from the event's one simulation of every game.
 */
import type { Database } from "../../db/client.ts";
import { findJaiAlaiEvent } from "../jaialai/mod.ts";
import type { StageStatus } from "../sports/catalog.ts";
import type { Entrant, InputHeat } from "./input.ts";
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

  const wins = new Int32Array(sim.n);
  for (let s = 0; s < sim.sims; s++) {
    for (let i = 0; i < sim.n; i++) if (sim.finalPos[s * sim.n + i] === 1) wins[i]++;
  }
  const fairTop = input.entrants.map((e) => wins[e.index] / sim.sims);
  const offeredTop = powerMargin(fairTop, OVERROUND.eventWinner);
  const topScorer = input.entrants.map((e, k) => {
    const o = outcome(
      ctx,
      "eventWinner",
      oid(ctx, "jaialai", "topScorer", e.referenceId),
      fairTop[k],
      offeredTop[k],
      ctx.final ? ctx.final[e.index] === 1 : null,
      (s) => sim.finalPos[s * sim.n + e.index] === 1,
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
