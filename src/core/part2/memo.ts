import { countExactly, weightsFor } from '../exact';
import { memoStateBound, refuseIfTooBig } from '../estimates';
import { statePacking, type DiracGame, type Part2Outcome } from '../game';
import type { MemoStats } from '../result';

/**
 * The memo: one table of every reachable game state's win counts, filled bottom-up. A state is
 * every player's (space, score) cell, rotated so the player to move comes first, packed as
 * statePacking says (the mover in the lowest digit); the table holds, per state, the universes
 * each player (in rotated order) wins from there.
 *
 * After T turns in all, player T mod n moves, and each player's cell is one that player reaches
 * alone in its own number of turns without winning: the dice are independent, so every such
 * combination is reachable and no other is. Walking the layers of turns from the last down to 0
 * lists each state once, at the first layer it is met on (a state met again on a lower layer is
 * a hit); a move leads to the next layer, so in that order every child comes before its parent.
 * The stats say what the walk did: states met (calls), of which new (misses, the entries) and
 * met before (hits). Each counting pass then fills the listed states in order.
 */
export function memo(game: DiracGame): Part2Outcome {
  const n = game.starts.length;
  const bound = memoStateBound(game);
  // Refused here, before any pass, when states x moves x every pass the counts may need is over the limit.
  const passes = refuseIfTooBig(game, 'memo');
  const { cells, lastPlace, root } = statePacking(game);
  const plain = movesOf(game, 0);
  const byStart = new Map(game.starts.map((s) => [s, reach(s * game.target, plain, cells)]));
  const alone = game.starts.map((s) => byStart.get(s) as Int32Array[]);
  const { values, order, filled } = table(bound, n);
  const listed = { count: 0, calls: 0 };
  const rounds = Math.max(...alone.map((turns) => turns.length));
  for (let layer = rounds * n - 1; layer >= 0; layer--) {
    const mover = layer % n;
    const round = (layer - mover) / n;
    const lists: Int32Array[] = [];
    for (let i = 0; i < n; i++) {
      const p = (mover + i) % n;
      const list = (alone[p] as Int32Array[])[p < mover ? round + 1 : round];
      if (list) lists.push(list);
    }
    if (lists.length === n) list(lists, 0, 0, cells, filled, order, listed);
  }
  const { count: entries, calls } = listed;
  const stats: MemoStats = { entries, calls, hits: calls - entries, misses: entries, stateBound: bound };
  const kernel = (mod: number) => {
    const peak = fill(mod === 0 ? plain : movesOf(game, mod), mod, order, entries, values, n, cells, lastPlace);
    return { out: values.slice(root * n, root * n + n), peak };
  };
  const { values: wins, method } = countExactly(kernel, game.boundBits, passes);
  return { wins, statesTouched: entries, memo: stats, method };
}

/** Lists, in order[], every state of one layer not met before: the product of the players' cells, mover first. */
function list(
  lists: Int32Array[],
  i: number,
  base: number,
  cells: number,
  filled: Uint8Array,
  order: Int32Array,
  listed: { count: number; calls: number },
): void {
  const cellsOf = lists[i] as Int32Array;
  const place = cells ** i;
  if (i + 1 < lists.length) {
    for (let j = 0; j < cellsOf.length; j++)
      list(lists, i + 1, base + (cellsOf[j] as number) * place, cells, filled, order, listed);
    return;
  }
  let count = listed.count;
  for (let j = 0; j < cellsOf.length; j++) {
    const state = base + (cellsOf[j] as number) * place;
    if (filled[state] === 1) continue;
    filled[state] = 1;
    order[count++] = state;
  }
  listed.calls += cellsOf.length;
  listed.count = count;
}

/**
 * One counting pass (mod 0: plain doubles) over the listed states, children first. A state's
 * child after the mover lands on cell c is the state divided by cells (the others, now mover
 * first) plus c in the last place; the child's player q - 1 is this state's player q. Returns the
 * largest value stored.
 */
function fill(
  moves: CellMoves,
  mod: number,
  order: Int32Array,
  count: number,
  v: Float64Array,
  n: number,
  cells: number,
  lastPlace: number,
): number {
  const { winning, first, next, weight } = moves;
  const lands = Int32Array.from(next, (c) => c * lastPlace * n);
  let peak = 0;
  for (let i = 0; i < count; i++) {
    const state = order[i] as number;
    const rest = Math.floor(state / cells);
    const mover = state - rest * cells;
    const start = first[mover] as number;
    const end = first[mover + 1] as number;
    for (let q = 0; q < n; q++) {
      const from = rest * n + (q === 0 ? n - 1 : q - 1);
      let acc = q === 0 ? (winning[mover] as number) : 0;
      if (mod === 0) {
        for (let k = start; k < end; k++) acc += (weight[k] as number) * (v[from + (lands[k] as number)] as number);
      } else {
        for (let k = start; k < end; k++)
          acc += ((weight[k] as number) * (v[from + (lands[k] as number)] as number)) % mod;
        acc %= mod;
      }
      v[state * n + q] = acc;
      if (acc > peak) peak = acc;
    }
  }
  return peak;
}

/**
 * Per mover cell c (space x target + score): winning[c], the ways of the moves that win from it,
 * and its other moves as entries first[c] .. first[c + 1] - 1 of next (the cell it lands on) and
 * weight (the move's ways), reduced for a modulus (0: plain doubles).
 */
interface CellMoves {
  winning: Float64Array;
  first: Int32Array;
  next: Int32Array;
  weight: Float64Array;
}

function movesOf(game: DiracGame, mod: number): CellMoves {
  const { board, target, landing } = game;
  const w = weightsFor(game.moves.waysBig, game.moves.ways, mod);
  const m = w.length;
  const cells = board * target;
  const winning = new Float64Array(cells);
  const first = new Int32Array(cells + 1);
  const next = new Int32Array(cells * m);
  const weight = new Float64Array(cells * m);
  let k = 0;
  for (let cell = 0; cell < cells; cell++) {
    const pos = (cell / target) | 0;
    const score = cell - pos * target;
    first[cell] = k;
    for (let i = 0; i < m; i++) {
      const to = landing[pos * m + i] as number;
      const s = score + to + 1;
      if (s >= target) {
        const v = (winning[cell] as number) + (w[i] as number);
        winning[cell] = mod === 0 ? v : v % mod;
      } else {
        next[k] = to * target + s;
        weight[k] = w[i] as number;
        k++;
      }
    }
  }
  first[cells] = k;
  return { winning, first, next, weight };
}

/** turns[t]: the cells one player reaches alone from `start` in exactly t turns without winning, ascending. */
function reach(start: number, moves: CellMoves, cells: number): Int32Array[] {
  const { first, next } = moves;
  const seen = new Int32Array(cells).fill(-1);
  const turns: Int32Array[] = [];
  for (let current = Int32Array.of(start); current.length > 0;) {
    turns.push(current);
    const t = turns.length;
    const found: number[] = [];
    for (const cell of current) {
      for (let k = first[cell] as number; k < (first[cell + 1] as number); k++) {
        const to = next[k] as number;
        if (seen[to] === t) continue;
        seen[to] = t;
        found.push(to);
      }
    }
    current = Int32Array.from(found).sort();
  }
  return turns;
}

/**
 * The tables, kept for the next run (a fresh 700 KB one per solve, the puzzle's, costs page
 * faults): values and order are never cleared, since the walk writes each before reading it;
 * `filled` (a byte a state, so it stays in cache) is cleared. Kept only up to SPARE_LIMIT
 * doubles; runs are synchronous, so one set is enough.
 */
const SPARE_LIMIT = 1 << 20;
interface Tables {
  values: Float64Array;
  order: Int32Array;
  filled: Uint8Array;
}
let spare: Tables | null = null;

function table(bound: number, n: number): Tables {
  const fresh = (): Tables => ({
    values: new Float64Array(bound * n),
    order: new Int32Array(bound),
    filled: new Uint8Array(bound),
  });
  if (bound * n > SPARE_LIMIT) return fresh();
  if (spare === null || spare.filled.length < bound || spare.values.length < bound * n) spare = fresh();
  else spare.filled.fill(0, 0, bound);
  return spare;
}
