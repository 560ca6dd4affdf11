import type { MemoStats } from '../../shared/result';
import { countExactly, mulMod, weightsFor } from '../exact';
import { maxPasses, memoStateBound, refuseIfTooBig, tooMuchWork } from '../limits';
import { statePacking, type DiracGame, type Part2Outcome } from './game';

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
  refuseIfTooBig(game, 'memo');
  const { cells, lastPlace, root } = statePacking(game);
  const m = game.moves.offsets.length;
  const stats: MemoStats = { entries: 0, calls: 0, hits: 0, misses: 0, stateBound: bound };

  const kernel = (mod: number) => {
    if (n === 2 && mod === 0) {
      const run = twoPlayersInDoubles(game);
      Object.assign(stats, {
        calls: run.calls,
        hits: run.hits,
        misses: run.calls - run.hits,
        entries: run.calls - run.hits,
      });
      return run;
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
  const { values, method } = countExactly(kernel, game.boundBits, maxPasses(game, 'memo'), (passes) =>
    tooMuchWork(game, 'memo', passes),
  );
  return { wins: values, statesTouched: stats.entries, memo: stats, method };
}

/** What the two-player recursion reads and writes, passed down instead of captured in a closure. */
interface TwoPlayerMemo {
  /** Per state: [wins of the player to move, wins of the other], interleaved. 0, 0 = not computed yet. */
  values: Float64Array;
  /** Per mover cell: the universes in which the mover wins on this roll (sum of the winning moves' ways). */
  winning: Float64Array;
  /** Per mover cell c: its moves that do not win are entries first[c] .. first[c + 1] - 1 of `lands` and `weight`. */
  first: Int32Array;
  /** The cell (space x target + score) such a move lands the mover on. */
  lands: Int32Array;
  weight: Float64Array;
  cells: number;
  visits: number;
  calls: number;
}

/**
 * The same memoized recursion, specialised for the common case (two players, plain doubles).
 * Every state visited is a descendant of the root, and a state's counts are sums of its
 * children's counts times weights >= 1, so no stored value exceeds the root's larger count:
 * that is the peak countExactly checks. Every reachable state's universes total at least 1, so
 * "not computed" is a (0, 0) pair and needs no separate flag. Calls and hits are the general
 * version's, counted per state: one call per move that does not win, plus the root.
 */
function twoPlayersInDoubles(game: DiracGame): { out: Float64Array; peak: number; calls: number; hits: number } {
  const { board, target, landing } = game;
  const w = game.moves.ways;
  const m = w.length;
  const cells = board * target;
  const winning = new Float64Array(cells);
  const first = new Int32Array(cells + 1);
  const lands = new Int32Array(cells * m);
  const weight = new Float64Array(cells * m);
  let k = 0;
  for (let pos = 0; pos < board; pos++) {
    for (let score = 0; score < target; score++) {
      const cell = pos * target + score;
      first[cell] = k;
      for (let i = 0; i < m; i++) {
        const to = landing[pos * m + i] as number;
        const s = score + to + 1;
        if (s >= target) {
          winning[cell] = (winning[cell] as number) + (w[i] as number);
        } else {
          lands[k] = to * target + s;
          weight[k] = w[i] as number;
          k++;
        }
      }
    }
  }
  first[cells] = k;
  const memo: TwoPlayerMemo = {
    values: zeroedTable(2 * cells * cells),
    winning,
    first,
    lands,
    weight,
    cells,
    visits: 0,
    calls: 1,
  };
  const [a = 0, b = 0] = game.starts;
  const { root } = statePacking(game); // mover's cell a x target, the other's b x target
  visitTwo(memo, a * target, b * target, 2 * root);
  const mine = memo.values[2 * root] as number;
  const theirs = memo.values[2 * root + 1] as number;
  return {
    out: Float64Array.of(mine, theirs),
    peak: Math.max(mine, theirs),
    calls: memo.calls,
    hits: memo.calls - memo.visits,
  };
}

/**
 * The two-player memo's table, kept for the next run: a fresh 700 KB table per solve (the
 * puzzle's size) costs as much as the recursion itself when the allocator hands out new pages
 * (measured: 0.9 ms instead of 0.56 ms per solve), while zeroing a kept one costs about 20 us.
 * Only tables up to SPARE_LIMIT doubles (8 MB) are kept. The recursion is synchronous and not
 * re-entrant, so one spare is enough.
 */
const SPARE_LIMIT = 1 << 20;
let spare: Float64Array | null = null;

function zeroedTable(length: number): Float64Array {
  if (length > SPARE_LIMIT) return new Float64Array(length);
  if (spare === null || spare.length < length) {
    spare = new Float64Array(length); // new memory is zeroed
    return spare;
  }
  spare.fill(0, 0, length);
  return spare.length === length ? spare : spare.subarray(0, length);
}

/** Fills the counts of state (mover cell, other cell), at values[at], values[at + 1]. */
function visitTwo(memo: TwoPlayerMemo, mover: number, other: number, at: number): void {
  const { values, lands, weight, first, cells } = memo;
  memo.visits++;
  let mine = memo.winning[mover] as number;
  let theirs = 0;
  const start = first[mover] as number;
  const end = first[mover + 1] as number;
  for (let k = start; k < end; k++) {
    const landed = lands[k] as number;
    // In the child the other player moves: its mover is our other, its other is us.
    const child = 2 * (other + landed * cells);
    if (!((values[child] as number) + (values[child + 1] as number) > 0)) visitTwo(memo, other, landed, child);
    const wk = weight[k] as number;
    mine += wk * (values[child + 1] as number);
    theirs += wk * (values[child] as number);
  }
  memo.calls += end - start;
  values[at] = mine;
  values[at + 1] = theirs;
}
