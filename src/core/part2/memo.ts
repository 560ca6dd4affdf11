import type { MemoStats } from '../result';
import { countExactly, mulMod, weightsFor } from '../exact';
import { memoStateBound, refuseIfTooBig } from '../estimates';
import { statePacking, type DiracGame, type Part2Outcome } from '../game';
import { twoPlayersFilled } from './memoFill';

/**
 * Memoized recursion over game states, the seeds' classic. A state is every player's (space,
 * score) cell, rotated so the player to move comes first, packed into one integer index:
 * index = cell_0 + cell_1 x C + cell_2 x C^2 ..., with C = board x target. The memo stores, per
 * state, how many universes each player (in rotated order) wins from there.
 */
export function memo(game: DiracGame): Part2Outcome {
  const n = game.starts.length;
  const { target, landing } = game;
  const bound = memoStateBound(game);
  // Refused here, before any pass, when states x moves x every pass the counts may need is over the limit.
  const passes = refuseIfTooBig(game, 'memo');
  const { cells, lastPlace, root } = statePacking(game);
  const m = game.moves.offsets.length;
  const stats: MemoStats = { entries: 0, calls: 0, hits: 0, misses: 0, stateBound: bound };

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
  const { values, method } = countExactly(kernel, game.boundBits, passes);
  return { wins: values, statesTouched: stats.entries, memo: stats, method };
}
