import { DiracDiceError } from '../errors';
import { countExactly, mulMod, weightsFor } from '../exact';
import type { DiracGame, Part2Outcome } from './game';
import { memoStateBound, MEMO_STATE_LIMIT, RECURSION_DEPTH_LIMIT } from './memo';

/** The tree strategies refuse a game whose tree has more nodes than this (about a second here). */
export const TREE_NODE_LIMIT = 20_000_000;

export type TreeKind = 'weighted' | 'naive';

/**
 * Exact number of calls the tree strategies would make, computed with a cheap memoized count
 * over the same states (doubles: an estimate beyond 2^53, which is far over any limit anyway).
 * weighted branches once per distinct landing; naive once per roll sequence.
 */
export function treeNodes(game: DiracGame, kind: TreeKind): number {
  const n = game.starts.length;
  const { board, target, landing } = game;
  const bound = memoStateBound(game);
  if (bound > MEMO_STATE_LIMIT || game.starts.length * game.target > RECURSION_DEPTH_LIMIT) return Infinity;
  const cells = board * target;
  const lastPlace = cells ** (n - 1);
  const m = game.moves.offsets.length;
  const fan = kind === 'weighted' ? new Float64Array(m).fill(1) : game.moves.ways;
  const memo = new Float64Array(bound);
  const count = (state: number): number => {
    const known = memo[state] as number;
    if (known !== 0) return known;
    const cell = state % cells;
    const others = (state - cell) / cells;
    const pos = (cell / target) | 0;
    const score = cell - pos * target;
    let nodes = 1;
    for (let i = 0; i < m; i++) {
      const to = landing[pos * m + i] as number;
      const s = score + to + 1;
      // A winning move is a call that returns at once (weighted) or one leaf per roll sequence (naive).
      nodes += (fan[i] as number) * (s >= target ? 1 : count(others + (to * target + s) * lastPlace));
    }
    memo[state] = nodes;
    return nodes;
  };
  return count(game.starts.reduce((acc, s, p) => acc + s * target * cells ** p, 0));
}

function refuseIfTooBig(game: DiracGame, kind: TreeKind): number {
  const nodes = treeNodes(game, kind);
  if (nodes > TREE_NODE_LIMIT) {
    const size = Number.isFinite(nodes) ? `${nodes.toExponential(2)} calls` : 'too many calls to count';
    throw new DiracDiceError('limit', [
      {
        code: 'too-expensive',
        message: `the ${kind} strategy would make ${size}; its limit is ${TREE_NODE_LIMIT.toLocaleString('en-US')} (use per-player or memo, or a smaller target)`,
      },
    ]);
  }
  return nodes;
}

/** Recursion without memo over the distinct landings, each weighted by its number of roll sequences. */
export function weighted(game: DiracGame): Part2Outcome {
  const nodes = refuseIfTooBig(game, 'weighted');
  const n = game.starts.length;
  const { landing } = game;
  const m = game.moves.offsets.length;
  const kernel = (mod: number) => {
    const w = weightsFor(game.moves.waysBig, game.moves.ways, mod);
    const wins = new Float64Array(n);
    const pos = game.starts.slice();
    const score = new Array<number>(n).fill(0);
    let peak = 0;
    // Adds `weight` x (wins from here) into `wins`, player p to move.
    const play = (p: number, weight: number): void => {
      const from = pos[p] as number;
      const before = score[p] as number;
      for (let i = 0; i < m; i++) {
        const to = landing[from * m + i] as number;
        const reach = mulMod(weight, w[i] as number, mod);
        if (before + to + 1 >= game.target) {
          const v = (wins[p] as number) + reach;
          wins[p] = mod === 0 ? v : v % mod;
          if (v > peak) peak = v;
        } else {
          pos[p] = to;
          score[p] = before + to + 1;
          play((p + 1) % n, reach);
        }
      }
      pos[p] = from;
      score[p] = before;
    };
    play(0, 1);
    return { out: wins, peak };
  };
  const { values, method } = countExactly(kernel, game.boundBits);
  return { wins: values, statesTouched: nodes, method };
}

/** The 27-way recursion: one branch per roll sequence, one universe per leaf. Tiny games only. */
export function naive(game: DiracGame, sides: number, rolls: number): Part2Outcome {
  const nodes = refuseIfTooBig(game, 'naive');
  const n = game.starts.length;
  const { board, target } = game;
  const sequences = sides ** rolls;
  const sums = new Int32Array(sequences);
  for (let k = 0; k < sequences; k++) {
    let rest = k;
    let sum = 0;
    for (let r = 0; r < rolls; r++) {
      sum += (rest % sides) + 1;
      rest = Math.floor(rest / sides);
    }
    sums[k] = sum;
  }
  const wins = new Array<number>(n).fill(0); // at most TREE_NODE_LIMIT leaves: exact in doubles
  const pos = game.starts.slice();
  const score = new Array<number>(n).fill(0);
  const play = (p: number): void => {
    const from = pos[p] as number;
    const before = score[p] as number;
    for (let k = 0; k < sequences; k++) {
      const to = (from + (sums[k] as number)) % board;
      if (before + to + 1 >= target) {
        wins[p] = (wins[p] as number) + 1;
      } else {
        pos[p] = to;
        score[p] = before + to + 1;
        play((p + 1) % n);
      }
    }
    pos[p] = from;
    score[p] = before;
  };
  play(0);
  return { wins: wins.map((v) => BigInt(v)), statesTouched: nodes, method: 'double' };
}
