import type { MemoStats } from '../../shared/result';
import { DiracDiceError } from '../errors';
import { countExactly, mulMod, weightsFor } from '../exact';
import type { DiracGame, Part2Outcome } from './game';
import { twoPlayersFilled } from './memoFill';

/** The memo indexes every state in typed arrays; above this many states it refuses. */
export const MEMO_STATE_LIMIT = 5_000_000;

/**
 * The memo and frontier strategies count in doubles, or once per prime when the counts pass
 * 2^53: their cost is states x moves x passes. Limits on that cost, about 10 s each here.
 */
export const MEMO_WORK_LIMIT = 150_000_000;
export const FRONTIER_WORK_LIMIT = 30_000_000;

/** The recursive strategies (memo, and the tree strategies' estimate) go one call deeper per turn: at most this deep. */
export const RECURSION_DEPTH_LIMIT = 3000;

/** Refuses a game whose state space, recursion depth or counting cost is over the strategy's limits. */
export function refuseIfTooBig(game: DiracGame, name: 'memo' | 'frontier', workLimit: number): void {
  const bound = memoStateBound(game);
  const depth = game.starts.length * game.target;
  if (name === 'memo' && depth > RECURSION_DEPTH_LIMIT) {
    throw new DiracDiceError('limit', [
      {
        code: 'too-expensive',
        message: `the memo strategy would recurse up to ${depth.toLocaleString('en-US')} turns deep (players x target); its limit is ${RECURSION_DEPTH_LIMIT.toLocaleString('en-US')} (use the per-player strategy)`,
      },
    ]);
  }
  if (bound > MEMO_STATE_LIMIT) {
    throw new DiracDiceError('limit', [
      {
        code: 'too-expensive',
        message: `the ${name} strategy would index ${bound.toExponential(2)} states; its limit is ${MEMO_STATE_LIMIT.toLocaleString('en-US')} (use the per-player strategy)`,
      },
    ]);
  }
  if (maxPasses(game, workLimit) < 1) throw tooMuchWork(game, name, workLimit, 1);
}

/** How many counting passes (one in doubles, then one per prime) fit in `workLimit`: states x moves each. */
export function maxPasses(game: DiracGame, workLimit: number): number {
  return Math.floor(workLimit / (memoStateBound(game) * game.moves.offsets.length));
}

/** The refusal when the passes the counts need (known after the first, in doubles) cost too much. */
export function tooMuchWork(
  game: DiracGame,
  name: 'memo' | 'frontier',
  workLimit: number,
  passes: number,
): DiracDiceError {
  const bound = memoStateBound(game);
  const work = bound * game.moves.offsets.length * passes;
  return new DiracDiceError('limit', [
    {
      code: 'too-expensive',
      message: `the ${name} strategy would take about ${work.toExponential(1)} steps (${bound.toLocaleString('en-US')} states, ${passes} counting passes for counts of this size); its limit is ${workLimit.toExponential(1)} (use the per-player strategy)`,
    },
  ]);
}

/** board^players x target^players: the states a memo over (spaces, scores) can hold. */
export function memoStateBound(game: DiracGame): number {
  return (game.board * game.target) ** game.starts.length;
}

/**
 * Memoized recursion over game states, the seeds' classic. A state is every player's (space,
 * score) cell, rotated so the player to move comes first, packed into one integer index:
 * index = cell_0 + cell_1 x C + cell_2 x C^2 ..., with C = board x target. The memo stores, per
 * state, how many universes each player (in rotated order) wins from there.
 */
export function memo(game: DiracGame): Part2Outcome {
  const n = game.starts.length;
  const { board, target, landing } = game;
  const bound = memoStateBound(game);
  refuseIfTooBig(game, 'memo', MEMO_WORK_LIMIT);
  const cells = board * target;
  const lastPlace = cells ** (n - 1);
  const m = game.moves.offsets.length;
  const stats: MemoStats = { entries: 0, calls: 0, hits: 0, misses: 0, stateBound: bound };
  const root = game.starts.reduce((acc, s, p) => acc + s * target * cells ** p, 0);

  const kernel = (mod: number) => {
    // The common case (two players, plain doubles) is filled bottom-up (memoFill.ts): same
    // values and statistics, about twice as fast. It declines only games whose reachability
    // masks would cost more than the fill; those, and the modular passes, take the recursion.
    const filled = n === 2 && mod === 0 ? twoPlayersFilled(game) : null;
    if (filled) {
      Object.assign(stats, {
        calls: filled.calls,
        hits: filled.calls - filled.entries,
        misses: filled.entries,
        entries: filled.entries,
      });
      return filled;
    }
    const w = weightsFor(game.moves.waysBig, game.moves.ways, mod);
    const values = new Float64Array(bound * n);
    const done = new Uint8Array(bound);
    let calls = 0;
    let hits = 0;
    let peak = 0;
    const visit = (state: number): void => {
      calls++;
      if (done[state] === 1) {
        hits++;
        return;
      }
      const cell = state % cells;
      const others = (state - cell) / cells;
      const pos = (cell / target) | 0;
      const score = cell - pos * target;
      const at = state * n;
      for (let i = 0; i < m; i++) {
        const to = landing[pos * m + i] as number;
        const s = score + to + 1;
        const weight = w[i] as number;
        if (s >= target) {
          const v = (values[at] as number) + weight;
          values[at] = mod === 0 ? v : v % mod;
          continue;
        }
        const child = others + (to * target + s) * lastPlace;
        visit(child);
        // The child's player j is this state's player (j + 1) mod n.
        const from = child * n;
        for (let j = 0; j < n; j++) {
          const into = at + ((j + 1) % n);
          const v = (values[into] as number) + mulMod(weight, values[from + j] as number, mod);
          values[into] = mod === 0 ? v : v % mod;
        }
      }
      for (let j = 0; j < n; j++) if ((values[at + j] as number) > peak) peak = values[at + j] as number;
      done[state] = 1;
    };
    visit(root);
    if (mod === 0) Object.assign(stats, { calls, hits, misses: calls - hits, entries: calls - hits });
    return { out: values.slice(root * n, root * n + n), peak };
  };
  const { values, method } = countExactly(kernel, game.boundBits, maxPasses(game, MEMO_WORK_LIMIT), (passes) =>
    tooMuchWork(game, 'memo', MEMO_WORK_LIMIT, passes),
  );
  return { wins: values, statesTouched: stats.entries, memo: stats, method };
}
