/**
 * Who is really more likely to win: a universe ending on move k weighs (1/sides)^(rolls x k), so
 * weighting the counts by turn gives exact probabilities with no second search.
 */
import type { Fraction, Probabilities } from './result';

/** Exact probabilities from winsByTurn[p][t] (player p wins on its turn t + 1), and the likeliest winner (null on a tie). */
export function probabilities(
  winsByTurn: readonly (readonly bigint[])[],
  sides: number,
  rollsPerTurn: number,
): { probability: Probabilities; mostLikely: number | null } {
  const players = winsByTurn.length;
  const ends: { moves: number; player: number; universes: bigint }[] = [];
  winsByTurn.forEach((row, player) =>
    row.forEach((universes, turn) => {
      if (universes > 0n) ends.push({ moves: turn * players + player + 1, player, universes });
    }),
  );
  ends.sort((a, b) => a.moves - b.moves);
  const perMove = BigInt(sides) ** BigInt(rollsPerTurn);
  const last = ends.at(-1)?.moves ?? 0;
  // Everything over one denominator, perMove^last: an end on move k weighs universes x perMove^(last - k).
  const denominator = perMove ** BigInt(last);
  const powers = powersOf(perMove, last);
  const weighted = ends.map((end) => end.universes * (powers[last - end.moves] as bigint));
  const win = new Array<bigint>(players).fill(0n);
  let moveSum = 0n;
  ends.forEach((end, i) => {
    win[end.player] = (win[end.player] as bigint) + (weighted[i] as bigint);
    moveSum += BigInt(end.moves) * (weighted[i] as bigint);
  });
  // Every denominator is a power of perMove, so its only prime factors are those of `sides`:
  // reducing divides those out, far cheaper than a gcd of two numbers of thousands of bits.
  const primes = primeFactors(sides).map(BigInt);
  const fraction = (numerator: bigint, over: bigint) => reduced(numerator, over, primes);
  const mostLikely = leader(win);
  const probability: Probabilities = {
    win: win.map((numerator) => fraction(numerator, denominator)),
    length: ends.map((end) => ({
      moves: end.moves,
      winner: end.player + 1,
      probability: fraction(end.universes, powers[end.moves] as bigint),
    })),
    expectedMoves: fraction(moveSum, denominator),
    expectedRolls: fraction(moveSum * BigInt(rollsPerTurn), denominator),
  };
  // Every numerator is over the same denominator: the greatest is the most likely player, exactly.
  return { probability, mostLikely: mostLikely === null ? null : mostLikely + 1 };
}

/** The 0-based index of the unique greatest value, or null when two or more tie for the top. */
export function leader<T extends number | bigint>(values: readonly T[]): number | null {
  let best = 0;
  let tied = false;
  for (let i = 1; i < values.length; i++) {
    const value = values[i] as T;
    if (value > (values[best] as T)) {
      best = i;
      tied = false;
    } else if (value === values[best]) tied = true;
  }
  return tied ? null : best;
}

/** The distinct prime factors of n. */
function primeFactors(n: number): number[] {
  const primes: number[] = [];
  for (let p = 2, rest = n; rest > 1; p++) {
    if (p * p > rest) {
      primes.push(rest);
      break;
    }
    if (rest % p !== 0) continue;
    primes.push(p);
    while (rest % p === 0) rest /= p;
  }
  return primes;
}

/** base^0 .. base^count, each computed once. */
function powersOf(base: bigint, count: number): bigint[] {
  const powers = [1n];
  for (let i = 1; i <= count; i++) powers.push((powers[i - 1] as bigint) * base);
  return powers;
}

/**
 * numerator / denominator reduced, for a denominator whose prime factors are all in `primes`, with
 * a double good to 2^-64.
 */
function reduced(numerator: bigint, denominator: bigint, primes: readonly bigint[]): Fraction {
  if (numerator === 0n) return { numerator: '0', denominator: '1', value: 0 };
  let num = numerator;
  let den = denominator;
  for (const p of primes) {
    // The largest p^k dividing both, from its binary digits: p, p^2, p^4 ... until one does not
    // divide both, then down again. Log k big divisions, not k.
    const powers: bigint[] = [];
    for (let q = p; num % q === 0n && den % q === 0n; q *= q) powers.push(q);
    for (let j = powers.length - 1; j >= 0; j--) {
      const q = powers[j] as bigint;
      if (num % q === 0n && den % q === 0n) {
        num /= q;
        den /= q;
      }
    }
  }
  return { numerator: num.toString(), denominator: den.toString(), value: ratio(num, den) };
}

/** num / den as a double without converting either (both may be far past 2^1024). */
export function ratio(num: bigint, den: bigint): number {
  const whole = num / den;
  const rest = num - whole * den;
  return Number(whole) + Number((rest << 64n) / den) / 2 ** 64;
}
