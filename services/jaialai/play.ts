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
  /** Points of each post in each set: the first rotation (1 a point), then the rest (2 a point). */
  setPoints: [number, number][];
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
  const setPoints = Array.from({ length: posts }, (): [number, number] => [0, 0]);
  // The waiting posts, as a ring: head is next to play, the loser joins at the tail.
  const queue = new Int8Array(posts);
  for (let i = 0; i < posts; i++) queue[i] = i;
  let head = 1;
  let waiting = posts - 1;
  let onCourt = 0;
  for (let played = 0;; played++) {
    const challenger = queue[head];
    head = (head + 1) % posts;
    waiting--;
    const pOnCourt = 1 / (1 + Math.exp(strengths[challenger] - strengths[onCourt]));
    const onCourtWins = rng.next() < pOnCourt;
    const winner = onCourtWins ? onCourt : challenger;
    const loser = onCourtWins ? challenger : onCourt;
    const firstRotation = played < posts - 1;
    points[winner] += firstRotation ? 1 : 2;
    setPoints[winner][firstRotation ? 0 : 1] += firstRotation ? 1 : 2;
    queue[(head + waiting) % posts] = loser;
    waiting++;
    onCourt = winner;
    if (points[winner] >= target) break;
  }
  const playoff = strengths.map((s) => s + rng.gumbel());
  const order = Array.from({ length: posts }, (_, i) => i)
    .sort((a, b) => points[b] - points[a] || playoff[b] - playoff[a]);
  return { points, order, setPoints };
}
