/**
 * The baseline the benchmark measures the core against: the seeds' typical part 2, ported
 * faithfully (Raku `play2`, Erlang `dirac_game_memoize`): memoized recursion over
 * (position, score) of both players with the player to move first, a Map keyed by the state
 * joined into a string, the 7 distinct sums of three 3-sided rolls with their frequencies, and
 * the two players swapped on every call. Spaces are 1..10, the game is won at >= 21.
 *
 * Two count types, as in the seeds: arbitrary-precision integers (Erlang, Raku: BigInt here)
 * and 64-bit longs (Scala, Clojure: doubles here, exact below 2^53, which the sample's counts are).
 * The cache is created per solve, so every measured solve is cold, like the core's.
 */

const DIE: ReadonlyArray<readonly [sum: number, ways: number]> = [
  [3, 1],
  [4, 3],
  [5, 6],
  [6, 7],
  [7, 6],
  [8, 3],
  [9, 1],
];
const DIE_BIG: ReadonlyArray<readonly [sum: number, ways: bigint]> = DIE.map(([s, w]) => [s, BigInt(w)] as const);

/** Wins of (player 1, player 2) from the start, BigInt counts. */
export function baselineBigInt(p1: number, p2: number, target = 21): [bigint, bigint] {
  const cache = new Map<string, [bigint, bigint]>();
  // Returns (wins of the player to move, wins of the other).
  const play = (pos: number, other: number, score: number, otherScore: number): [bigint, bigint] => {
    const key = `${pos},${other},${score},${otherScore}`;
    const known = cache.get(key);
    if (known) return known;
    let mine = 0n;
    let theirs = 0n;
    for (const [sum, ways] of DIE_BIG) {
      const next = ((pos + sum - 1) % 10) + 1;
      if (score + next >= target) {
        mine += ways;
      } else {
        const [w2, w1] = play(other, next, otherScore, score + next);
        mine += ways * w1;
        theirs += ways * w2;
      }
    }
    const result: [bigint, bigint] = [mine, theirs];
    cache.set(key, result);
    return result;
  };
  return play(p1, p2, 0, 0);
}

/** The same with number counts (the seeds' 64-bit longs). */
export function baselineNumber(p1: number, p2: number, target = 21): [number, number] {
  const cache = new Map<string, [number, number]>();
  const play = (pos: number, other: number, score: number, otherScore: number): [number, number] => {
    const key = `${pos},${other},${score},${otherScore}`;
    const known = cache.get(key);
    if (known) return known;
    let mine = 0;
    let theirs = 0;
    for (const [sum, ways] of DIE) {
      const next = ((pos + sum - 1) % 10) + 1;
      if (score + next >= target) {
        mine += ways;
      } else {
        const [w2, w1] = play(other, next, otherScore, score + next);
        mine += ways * w1;
        theirs += ways * w2;
      }
    }
    const result: [number, number] = [mine, theirs];
    cache.set(key, result);
    return result;
  };
  return play(p1, p2, 0, 0);
}
