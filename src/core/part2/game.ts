import type { MemoStats } from '../../shared/result';
import { movesOnBoard, type Moves } from '../rolls';
import type { Rules } from '../rules';
import type { ExactCounts } from '../exact';

/** A part 2 game, ready for the strategies: 0-based starts and the distinct moves on the board. */
export interface DiracGame {
  /** 0-based starting spaces in player order. */
  starts: number[];
  board: number;
  target: number;
  moves: Moves;
  /** landing[pos x M + i]: space reached from `pos` with move i. */
  landing: Int32Array;
  /** Proven bound on log2 of any count: every game ends within players x target turns. */
  boundBits: number;
}

export function makeGame(positions: readonly number[], rules: Rules): DiracGame {
  const moves = movesOnBoard(rules.diracSides, rules.rollsPerTurn, rules.boardSize);
  const m = moves.offsets.length;
  const landing = new Int32Array(rules.boardSize * m);
  for (let pos = 0; pos < rules.boardSize; pos++) {
    for (let i = 0; i < m; i++) landing[pos * m + i] = (pos + (moves.offsets[i] as number)) % rules.boardSize;
  }
  const bitsPerTurn = rules.rollsPerTurn * Math.log2(rules.diracSides);
  return {
    starts: positions.map((p) => p - 1),
    board: rules.boardSize,
    target: rules.diracTarget,
    moves,
    landing,
    boundBits: positions.length * rules.diracTarget * bitsPerTurn + 1,
  };
}

/** What every part 2 strategy returns. */
export interface Part2Outcome {
  /** Win counts per player, exact. */
  wins: bigint[];
  /** States the strategy visited (its own notion of state). */
  statesTouched: number;
  memo?: MemoStats;
  /** wins by turn: byTurn[p][t] universes where player p wins on its turn t+1. */
  byTurn?: bigint[][];
  method: ExactCounts['method'];
}

/**
 * Upper bound on the per-player strategy's inner steps: each player, each turn (at most
 * target), each (space, score) cell, each distinct move. Used to decide what runs inline.
 */
export function perPlayerWork(players: number, rules: Rules): number {
  const moves = Math.min(rules.boardSize, rules.rollsPerTurn * (rules.diracSides - 1) + 1);
  return players * rules.diracTarget * rules.boardSize * rules.diracTarget * moves;
}
