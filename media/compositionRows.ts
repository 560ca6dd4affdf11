/** How each player's count is made from the solo games (part2.composition): no DOM, so unit tests check it. */
import type { Composition } from '../src/core/result';

interface CompositionEntry {
  /** Universes in which this player, alone, first reaches the target on its turn t. */
  wins: bigint;
  /** Universes in which every other player is still playing when this one plays its turn t. */
  othersAlive: bigint;
  /** wins x othersAlive: universes this player wins on its turn t in the game. */
  term: bigint;
  /** The terms so far: the last row's is this player's count. */
  running: bigint;
}

export interface CompositionRow {
  turn: number;
  players: CompositionEntry[];
}

const at = (values: readonly string[] | undefined, index: number): bigint => {
  const text = values?.[index];
  return text !== undefined && /^\d+$/.test(text) ? BigInt(text) : 0n;
};

/** Row t: player p's wins on its turn t times the others still playing (those before p have played turn t). */
export function compositionRows(composition: Composition): CompositionRow[] {
  const solo = composition.solo;
  const turns = Math.max(0, ...solo.map((s) => s.wins.length - 1));
  const running = solo.map(() => 0n);
  const rows: CompositionRow[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const players = solo.map((game, p) => {
      let othersAlive = 1n;
      solo.forEach((other, q) => {
        if (q !== p) othersAlive *= at(other.alive, q < p ? turn : turn - 1);
      });
      const wins = at(game.wins, turn);
      const term = wins * othersAlive;
      running[p] = (running[p] ?? 0n) + term;
      return { wins, othersAlive, term, running: running[p] ?? 0n };
    });
    rows.push({ turn, players });
  }
  let end = rows.length;
  while (end > 0 && rows[end - 1]?.players.every((e) => e.term === 0n)) end--;
  return rows.slice(0, end);
}
