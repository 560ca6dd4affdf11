/**
 * Who wins in more universes, and who is really more likely to win (part2.probability): the
 * panel's main insight. Pure (no DOM, no text): the answers section words it.
 */
import type { Fraction, Part2Result, Probabilities } from '../src/core/result';

export type Insight =
  /** No probabilities in the result (an older saved view, or not asked for). */
  | { kind: 'none' }
  /** The same player leads both ways. */
  | { kind: 'same'; player: number }
  /** One player wins in more universes, another is more likely to win. */
  | { kind: 'differ'; universes: number; probability: number }
  /** Equal universe counts, but one player is more likely to win. */
  | { kind: 'tieUniverses'; probability: number }
  /** One player wins in more universes, yet every player is equally likely to win. */
  | { kind: 'tieProbability'; universes: number }
  /** Every player wins in as many universes and is as likely to win. */
  | { kind: 'allEqual' };

const digits = (text: string): bigint => (/^\d+$/.test(text) ? BigInt(text) : 0n);

/** a compared with b, exactly (cross-multiplied numerators and denominators). */
function compareFractions(a: Fraction, b: Fraction): number {
  const left = digits(a.numerator) * digits(b.denominator);
  const right = digits(b.numerator) * digits(a.denominator);
  return left === right ? 0 : left > right ? 1 : -1;
}

/** The 0-based index of the unique greatest value, or null on a tie for the top. */
function leader<T>(values: readonly T[], compare: (a: T, b: T) => number): number | null {
  let best = 0;
  let tied = false;
  values.forEach((value, i) => {
    if (i === 0) return;
    const c = compare(value, values[best] as T);
    if (c > 0) {
      best = i;
      tied = false;
    } else if (c === 0) tied = true;
  });
  return values.length === 0 || tied ? null : best;
}

/** Players are 1-based in the result. */
export function insightOf(part2: Pick<Part2Result, 'wins' | 'probability'>): Insight {
  const win = part2.probability?.win;
  if (!win || win.length !== part2.wins.length) return { kind: 'none' };
  const byUniverses = leader(part2.wins.map(digits), (a, b) => (a === b ? 0 : a > b ? 1 : -1));
  const byProbability = leader(win, compareFractions);
  if (byUniverses === null && byProbability === null) return { kind: 'allEqual' };
  if (byUniverses === null) return { kind: 'tieUniverses', probability: (byProbability as number) + 1 };
  if (byProbability === null) return { kind: 'tieProbability', universes: byUniverses + 1 };
  if (byUniverses === byProbability) return { kind: 'same', player: byUniverses + 1 };
  return { kind: 'differ', universes: byUniverses + 1, probability: byProbability + 1 };
}

/**
 * table[p][turn]: the probability that player p + 1 wins on its own turn turn + 1, read from the
 * game-length distribution (move k is player ((k - 1) mod n) + 1's turn ceil(k / n)).
 */
export function probabilityByTurn(
  probability: Pick<Probabilities, 'length'>,
  players: number,
  turns: number,
): number[][] {
  const table = Array.from({ length: players }, () => new Array<number>(turns).fill(0));
  for (const end of probability.length) {
    const turn = Math.floor((end.moves - 1) / players);
    const row = table[end.winner - 1];
    if (row && turn < turns) row[turn] = end.probability.value;
  }
  return table;
}
