import { countExactly, mulMod, weightsFor } from '../exact';
import { memoStateBound, refuseIfTooBig } from '../estimates';
import { statePacking, type DiracGame, type Part2Outcome } from '../game';
import type { MemoStats } from '../result';

/** sum + w x c mod `mod`, every value below mod < 2^26. */
const add = (sum: number | undefined, w: number, c: number | undefined, mod: number): number =>
  ((sum as number) + mulMod(w, c as number, mod)) % mod;

/**
 * The memo: one table of every reachable game state's win counts, filled bottom-up. A state is
 * every player's (space, score) cell, rotated so the player to move comes first, packed as
 * statePacking says; the table holds, per state, the universes each player (in rotated order)
 * wins from there.
 *
 * After T turns in all, player T mod n moves, and each player's cell is one that player reaches
 * alone in its own number of turns without winning: the dice are independent, so every such
 * combination is reachable and no other is. A move leads from layer T to layer T + 1, so walking
 * the layers from the last down to 0, every child is filled before a parent reads it. A state
 * met again on another layer (reached after another number of turns) is already filled: a hit.
 * The stats say what the walk did: states met (calls), of which filled (misses, the entries)
 * and already filled (hits).
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
  const stats: MemoStats = { entries: 0, calls: 0, hits: 0, misses: 0, stateBound: bound };

  const kernel = (mod: number) => {
    const { winning, first, next, weight } = mod === 0 ? plain : movesOf(game, mod);
    const { values, filled } = table(bound, n);
    let calls = 0;
    let entries = 0;
    let peak = 0;
    const places = Array.from({ length: n + 1 }, (_, i) => cells ** i);
    // Every state of one layer: the cartesian product of the players' cells, mover first; the
    // last player's cells innermost, where a state's children lie side by side.
    const walk = (lists: Int32Array[], i: number, base: number, mover: number, others: number): void => {
      const list = lists[i] as Int32Array;
      if (i + 1 < n) {
        for (let j = 0; j < list.length; j++) {
          const cell = list[j] as number;
          const rest = i === 0 ? 0 : others + cell * (places[i - 1] as number);
          walk(lists, i + 1, base + cell * (places[i] as number), i === 0 ? cell : mover, rest);
        }
        return;
      }
      // Locals, not the closure's variables: a loop that writes those keeps reloading them.
      const [v, seen, to, ways] = [values, filled, next, weight];
      const start = first[mover] as number;
      const end = first[mover + 1] as number;
      const won = winning[mover] as number;
      const place = places[i] as number;
      const otherPlace = places[i - 1] as number;
      let met = 0;
      let stored = 0;
      let top = peak;
      for (let j = 0; j < list.length; j++) {
        const cell = list[j] as number;
        const state = base + cell * place;
        met++;
        if (seen[state] === 1) continue;
        seen[state] = 1;
        stored++;
        const at = state * n;
        const rest = others + cell * otherPlace;
        v[at] = won;
        for (let q = 1; q < n; q++) v[at + q] = 0;
        for (let k = start; k < end; k++) {
          const from = (rest + (to[k] as number) * lastPlace) * n;
          const w = ways[k] as number;
          // The child's player q is this state's player q + 1; its last player is this state's mover.
          if (mod === 0) {
            for (let q = 0; q + 1 < n; q++) v[at + q + 1] += w * (v[from + q] as number);
            v[at] += w * (v[from + n - 1] as number);
          } else {
            for (let q = 0; q + 1 < n; q++) v[at + q + 1] = add(v[at + q + 1], w, v[from + q], mod);
            v[at] = add(v[at], w, v[from + n - 1], mod);
          }
        }
        for (let q = 0; q < n; q++) if ((v[at + q] as number) > top) top = v[at + q] as number;
      }
      calls += met;
      entries += stored;
      peak = top;
    };
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
      if (lists.length === n) walk(lists, 0, 0, 0, 0);
    }
    if (mod === 0) Object.assign(stats, { calls, hits: calls - entries, misses: entries, entries });
    return { out: values.slice(root * n, root * n + n), peak };
  };
  const { values, method } = countExactly(kernel, game.boundBits, passes);
  return { wins: values, statesTouched: stats.entries, memo: stats, method };
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
 * The table, kept for the next run (a fresh 700 KB one per solve, the puzzle's, costs page
 * faults): values are never cleared, since a state is written whole before any parent reads it;
 * `filled` (a byte a state, so it stays in cache) is cleared. Kept only up to SPARE_LIMIT
 * doubles; runs are synchronous, so one table is enough.
 */
const SPARE_LIMIT = 1 << 20;
let spare: { values: Float64Array; filled: Uint8Array } | null = null;

function table(bound: number, n: number): { values: Float64Array; filled: Uint8Array } {
  if (bound * n > SPARE_LIMIT) return { values: new Float64Array(bound * n), filled: new Uint8Array(bound) };
  if (spare === null || spare.filled.length < bound || spare.values.length < bound * n) {
    const values = new Float64Array(Math.max(bound * n, spare?.values.length ?? 0));
    spare = { values, filled: new Uint8Array(Math.max(bound, spare?.filled.length ?? 0)) };
  } else {
    spare.filled.fill(0, 0, bound);
  }
  return spare;
}
