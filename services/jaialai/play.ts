import type { Rng } from "../random.ts";

/** A night's program alternates singles and doubles games: games 2, 4, 6… are doubles. */
export function isDoublesGame(gameNo: number): boolean {
  return gameNo % 2 === 0;
}

export interface EightPostGame {
  /** Points of each post, indexed like the strengths given. */
  points: number[];
  /** Post indexes from winner to last; ties on points are settled by a playoff. */
  order: number[];
  /** Point-by-point log: the winning and losing post of each point. */
  rallies: [winner: number, loser: number][];
}

/**
 * Plays one Jai Alai game in the eight-post queue format with Spectacular Seven scoring: the
 * first two posts play a point, the winner stays on court and the loser goes to the back of the
 * queue; a point is worth 1 until every post has played once (the first 7 points), then 2; the
 * first post to reach `target` wins. A rally between posts of strengths a and b is won by a with
 * probability 1 / (1 + e^(b − a)).
 */
export function playEightPost(rng: Rng, strengths: readonly number[], target = 7): EightPostGame {
  const posts = strengths.length;
  const points = new Array<number>(posts).fill(0);
  const queue = Array.from({ length: posts }, (_, i) => i);
  const rallies: [number, number][] = [];
  let onCourt = queue.shift()!;
  while (true) {
    const challenger = queue.shift()!;
    const pOnCourt = 1 / (1 + Math.exp(strengths[challenger] - strengths[onCourt]));
    const [winner, loser] = rng.next() < pOnCourt ? [onCourt, challenger] : [challenger, onCourt];
    points[winner] += rallies.length < posts - 1 ? 1 : 2;
    rallies.push([winner, loser]);
    queue.push(loser);
    onCourt = winner;
    if (points[winner] >= target) break;
  }
  const playoff = strengths.map((s) => s + rng.gumbel());
  const order = Array.from({ length: posts }, (_, i) => i)
    .sort((a, b) => points[b] - points[a] || playoff[b] - playoff[a]);
  return { points, order, rallies };
}
