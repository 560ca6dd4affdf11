/** The main insight: who wins in more universes, who is more likely to win. No DOM, no text: answers words it. */
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

/** table[p][turn]: player p + 1's chance to win on its turn turn + 1, from the game-length distribution. */
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
