/**
 * Who is really more likely to win. The puzzle counts universes, but universes are not equally
 * likely: one in which the game ends on move k (k turns in all, counting every player's) is one
 * of sides^(rolls x k) equally likely roll sequences of that length, so its weight is
 * (1/sides)^(rolls x k). Weighting the per-player decomposition's counts by turn gives exact
 * probabilities with no second search: the cost is one BigInt sum over the game's moves.
 */
import type { Fraction, Probabilities } from '../shared/result';

/**
 * Exact probabilities from the universe counts by turn: winsByTurn[p][t] universes in which
 * player p wins on its own turn t + 1 (the per-player strategy's byTurn), for a die of `sides`
 * sides rolled `rollsPerTurn` times a turn.
 */
export function probabilities(
  winsByTurn: readonly (readonly bigint[])[],
  sides: number,
  rollsPerTurn: number,
): Probabilities {
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
  return {
    win: win.map((numerator) => fraction(numerator, denominator)),
    length: ends.map((end, i) => ({
      moves: end.moves,
      winner: end.player + 1,
      probability: fraction(weighted[i] as bigint, denominator),
    })),
    expectedMoves: fraction(moveSum, denominator),
    expectedRolls: fraction(moveSum * BigInt(rollsPerTurn), denominator),
  };
}

/** base^0 .. base^count, each computed once. */
function powersOf(base: bigint, count: number): bigint[] {
  const powers = [1n];
  for (let i = 1; i <= count; i++) powers.push((powers[i - 1] as bigint) * base);
  return powers;
}

/** numerator / denominator reduced, with a double good to about 19 significant digits' worth of 2^-64. */
function fraction(numerator: bigint, denominator: bigint): Fraction {
  if (denominator === 0n) return { numerator: '0', denominator: '1', value: 0 };
  const divisor = gcd(numerator, denominator);
  const num = numerator / divisor;
  const den = denominator / divisor;
  return { numerator: num.toString(), denominator: den.toString(), value: ratio(num, den) };
}

/** num / den as a double without converting either (both may be far past 2^1024). */
export function ratio(num: bigint, den: bigint): number {
  const whole = num / den;
  const rest = num - whole * den;
  return Number(whole) + Number((rest << 64n) / den) / 2 ** 64;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}
