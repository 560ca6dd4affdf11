import { SAFE } from '../exact';
import type { DiracGame } from './game';
import { BIGINTS, combine, DOUBLES, exactSolos, solo, type Counting } from './perPlayer';

/** Part 2 for every pair of starting spaces of players 1 and 2 (other players keep their starts). */
export interface AllPairs {
  board: number;
  /** wins[a][b][p]: universes player p+1 wins when player 1 starts on a+1 and player 2 on b+1. */
  wins: bigint[][][];
}

/**
 * Plays each start alone once (board solo games, shared by players 1 and 2), then combines every
 * pair: board solo games plus board^2 cheap combinations, instead of board^2 full games. Plain
 * doubles when every count provably stays below 2^53, else exact solos combined in BigInt.
 */
export function allPairs(game: DiracGame): AllPairs {
  const board = game.board;
  const spaces = Array.from({ length: board }, (_, s) => s);
  const byStart = spaces.map((s) => solo(game, s, true));
  const fixed = game.starts.slice(2).map((s) => solo(game, s, true));
  if ([...byStart, ...fixed].every((s) => s.peak < SAFE)) {
    const inDoubles = tableOf(byStart, fixed, DOUBLES);
    if (inDoubles.every((row) => row.every((wins) => wins.every((w) => w < SAFE)))) {
      return { board, wins: inDoubles.map((row) => row.map((wins) => wins.map((w) => BigInt(w)))) };
    }
  }
  return { board, wins: tableOf(exactSolos(game, spaces), exactSolos(game, game.starts.slice(2)), BIGINTS) };
}

/** wins[a][b]: every player's wins with player 1 on a, player 2 on b, the others fixed. */
function tableOf<T>(
  byStart: readonly { wins: readonly T[]; alive: readonly T[] }[],
  fixed: readonly { wins: readonly T[]; alive: readonly T[] }[],
  counting: Counting<T>,
): T[][][] {
  return byStart.map((first) => byStart.map((second) => combine([first, second, ...fixed], counting, false).wins));
}
