/**
 * Who wins in more universes, and who is really more likely to win (the core's part2.ahead): the
 * panel's main insight. Pure (no DOM, no text): the answers section words it.
 */
import type { Part2Result, Probabilities } from '../src/core/result';

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

/** The core's fact of who is ahead (part2.ahead), as the answers section tells it. */
export function insightOf(part2: Pick<Part2Result, 'ahead' | 'probability'>): Insight {
  if (!part2.probability) return { kind: 'none' };
  const { universes, probability } = part2.ahead;
  if (universes === null && probability === null) return { kind: 'allEqual' };
  if (universes === null) return { kind: 'tieUniverses', probability: probability as number };
  if (probability === null) return { kind: 'tieProbability', universes };
  if (universes === probability) return { kind: 'same', player: universes };
  return { kind: 'differ', universes, probability };
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
