/**
 * How a format's rounds are drawn, shared by the demo-data generator and the pricing
 * simulation so that both run an event the same way.
 */
import type { RoundSpec } from "./catalog.ts";

/** What a draw needs of a line of a heat already run; heats list their lines best first. */
export interface DrawLine<E> {
  entrant: E;
  position: number;
  status: string;
}

export interface DrawOptions<E, L extends DrawLine<E>> {
  /** A new start order for later rounds that take the whole field again. */
  shuffle: (items: E[]) => E[];
  /** Fight cards: the field is already a list of pairs. */
  pairs: boolean;
  /** Orders lines of equal place from different heats (better first). */
  compare: (a: L, b: L) => number;
}

/**
 * The heats of round `r`: `field` draws seed the field across the heats (snake order);
 * `advance` takes the best `advance` of each previous heat; `bracket` pairs the winners of
 * consecutive heats (or, after a seeded round, seeds 1 v N in bracket order); `aggregate` takes
 * the top `size` on points so far.
 */
export function drawRound<E, L extends DrawLine<E>>(
  specs: readonly RoundSpec[],
  r: number,
  field: readonly E[],
  previous: readonly (readonly L[])[],
  points: (entrant: E) => number,
  options: DrawOptions<E, L>,
): E[][] {
  const spec = specs[r];
  if (spec.draw === "field") {
    if (options.pairs) {
      return Array.from({ length: spec.heats }, (_, h) => field.slice(h * 2, h * 2 + 2));
    }
    const order = r === 0 ? [...field] : options.shuffle([...field]);
    return snake(order.slice(0, spec.heats * spec.size), spec.heats);
  }
  const prevSpec = specs[r - 1];
  if (spec.draw === "aggregate") {
    return [[...field].sort((a, b) => points(b) - points(a)).slice(0, spec.size)];
  }
  if (spec.draw === "bracket" && prevSpec.draw === "bracket") {
    const winners = previous.map((lines) => lines[0].entrant);
    return Array.from({ length: spec.heats }, (_, h) => [winners[2 * h], winners[2 * h + 1]]);
  }
  const perHeat = prevSpec.advance ?? Math.ceil((spec.heats * spec.size) / previous.length);
  const through = previous
    .flatMap((lines) => lines.slice(0, perHeat).filter((l) => l.status === "FINISHED"))
    .sort((a, b) => a.position - b.position || options.compare(a, b))
    .map((l) => l.entrant)
    .slice(0, spec.heats * spec.size);
  if (spec.draw === "bracket") {
    const order = bracketOrder(spec.heats * 2);
    return Array.from(
      { length: spec.heats },
      (_, h) => [through[order[2 * h] - 1], through[order[2 * h + 1] - 1]].filter(Boolean),
    );
  }
  return snake(through, spec.heats);
}

const bracketOrders = new Map<number, number[]>();

/** Seeds 1..n in bracket order, so that 1 and 2 can only meet in the final. */
export function bracketOrder(n: number): number[] {
  let order = bracketOrders.get(n);
  if (order) return order;
  order = [1, 2];
  while (order.length < n) {
    const size: number = order.length * 2;
    order = order.flatMap((s): number[] => [s, size + 1 - s]);
  }
  bracketOrders.set(n, order);
  return order;
}

/** Deals a seeded list into heats back and forth: 1..h, then h..1, and so on. */
export function snake<T>(items: readonly T[], heats: number): T[][] {
  const out: T[][] = Array.from({ length: heats }, () => []);
  items.forEach((item, k) => {
    const lap = Math.floor(k / heats);
    const h = k % heats;
    out[lap % 2 === 0 ? h : heats - 1 - h].push(item);
  });
  return out;
}

/** Series points by place in a race heat. */
export const RACE_POINTS = [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
