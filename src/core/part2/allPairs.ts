import { countExactly } from '../exact';
import type { DiracGame } from './game';
import { combine, solo, type Solo } from './perPlayer';

/** Part 2 for every pair of starting spaces of players 1 and 2 (other players keep their starts). */
export interface AllPairs {
  board: number;
  /** wins[a][b][p]: universes player p+1 wins when player 1 starts on a+1 and player 2 on b+1. */
  wins: bigint[][][];
}

/**
 * Plays each start alone once (board solo games, shared by players 1 and 2), then combines every
 * pair: board solo games plus board^2 cheap combinations, instead of board^2 full games.
 */
export function allPairs(game: DiracGame): AllPairs {
  const n = game.starts.length;
  const board = game.board;
  let turnsByStart: number[] = [];
  let turnsFixed: number[] = [];
  const kernel = (mod: number) => {
    const byStart: Solo[] = [];
    for (let s = 0; s < board; s++) byStart.push(solo(game, s, mod, turnsByStart[s] ?? 0));
    const fixed = game.starts.slice(2).map((s, k) => solo(game, s, mod, turnsFixed[k] ?? 0));
    if (mod === 0) {
      turnsByStart = byStart.map((x) => x.wins.length - 1);
      turnsFixed = fixed.map((x) => x.wins.length - 1);
    }
    const rounds = Math.max(...turnsByStart, ...turnsFixed);
    const out = new Float64Array(board * board * n);
    let peak = Math.max(...byStart.map((x) => x.peak), ...fixed.map((x) => x.peak));
    for (let a = 0; a < board; a++) {
      for (let b = 0; b < board; b++) {
        const solos = [byStart[a] as Solo, byStart[b] as Solo, ...fixed];
        peak = Math.max(peak, combine(solos, rounds, mod, out, (a * board + b) * n, -1));
      }
    }
    return { out, peak };
  };
  const { values } = countExactly(kernel, game.boundBits);
  const wins: bigint[][][] = [];
  for (let a = 0; a < board; a++) {
    const row: bigint[][] = [];
    for (let b = 0; b < board; b++) row.push(values.slice((a * board + b) * n, (a * board + b + 1) * n));
    wins.push(row);
  }
  return { board, wins };
}
