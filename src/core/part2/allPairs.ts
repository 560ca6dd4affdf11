import { SAFE } from '../exact';
import type { DiracGame } from './game';
import { combine, combineExact, exactSolos, solo, type Solo } from './perPlayer';

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
  const n = game.starts.length;
  const board = game.board;
  const spaces = Array.from({ length: board }, (_, s) => s);
  const wins: bigint[][][] = [];
  const byStart = spaces.map((s) => solo(game, s, true));
  const fixed = game.starts.slice(2).map((s) => solo(game, s, true));
  if ([...byStart, ...fixed].every((s) => s.peak < SAFE)) {
    const rounds = Math.max(...[...byStart, ...fixed].map((s) => s.wins.length - 1));
    const out = new Float64Array(n);
    let safe = true;
    for (let a = 0; a < board && safe; a++) {
      const row: bigint[][] = [];
      for (let b = 0; b < board && safe; b++) {
        out.fill(0);
        safe = combine([byStart[a] as Solo, byStart[b] as Solo, ...fixed], rounds, out, 0, -1) < SAFE;
        row.push(Array.from(out, (v) => BigInt(v)));
      }
      wins.push(row);
    }
    if (safe) return { board, wins };
    wins.length = 0;
  }
  const exactByStart = exactSolos(game, spaces);
  const exactFixed = exactSolos(game, game.starts.slice(2));
  for (let a = 0; a < board; a++) {
    wins.push(
      spaces.map(
        (b) => combineExact([exactByStart[a], exactByStart[b], ...exactFixed].filter((s) => s !== undefined)).wins,
      ),
    );
  }
  return { board, wins };
}
