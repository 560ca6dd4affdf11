import { countExactly, weightsFor } from '../exact';
import { memoStateBound, refuseIfTooBig } from '../estimates';
import { statePacking, type DiracGame, type Part2Outcome } from '../game';
import type { MemoStats } from '../result';

/**
 * The memo: every reachable state's win counts (states packed as statePacking says, mover first),
 * filled bottom-up. The dice are independent, so the states of layer T are exactly the combinations
 * of cells each player reaches alone in its own turns: walking the layers from the last down fills
 * every child before its parent (a state met again on a lower layer is a hit).
 */
export function memo(game: DiracGame): Part2Outcome {
  return fillMemo(game, false).outcome;
}

/**
 * The memo with its filled tables kept, to be read by state (explore.ts); typed arrays and plain objects, whole
 * after a structured clone (postMessage). passes[k].values[slots[state] x players + q]: the universes that the q-th
 * player after the mover (q = 0: the mover) wins from `state`, for every state reachable from the starts (slots[state]
 * is -1 for the others): in plain doubles (mod 0) when exact, else modulo each prime of the counting passes (exact.ts).
 * alone[p]: the cells player p reaches alone in exactly t turns without winning, ascending.
 */
export interface MemoTables {
  outcome: Part2Outcome;
  slots: Int32Array;
  passes: { mod: number; values: Float64Array | Int32Array }[];
  alone: readonly Reach[];
}

/**
 * The memo of `game`, its tables kept: the reached states' values only, gathered from the walk's one table after each
 * pass (a fresh table over the whole bound each pass cost 10 times the walk in page faults on a board of 1).
 */
export function memoTables(game: DiracGame): MemoTables {
  return fillMemo(game, true);
}

function fillMemo(game: DiracGame, keep: boolean): MemoTables {
  const n = game.starts.length;
  const bound = memoStateBound(game);
  // Refused here, before any pass, when states x moves x every pass the counts may need is over the limit.
  const passes = refuseIfTooBig(game, 'memo');
  const { cells, lastPlace, root } = statePacking(game);
  const words = (cells + 31) >>> 5;
  const { landing, target } = game;
  // The plain moves and each start's reach depend on the rules alone: kept for the next solve under them.
  if (kept?.landing !== landing || kept.target !== target || kept.scale !== lastPlace * n)
    kept = { landing, target, scale: lastPlace * n, moves: movesOf(game, 0, lastPlace * n), reach: new Map() };
  const { moves: plain, reach: reached } = kept;
  for (const s of game.starts) if (!reached.has(s)) reached.set(s, reach(s * target, plain, words));
  const walk: Walk = {
    alone: game.starts.map((s) => reached.get(s) as Reach),
    ...table(bound, n, (bound / cells) * words),
    n,
    cells,
    words,
  };
  let stats: MemoStats | null = null;
  const tables: MemoTables['passes'] = [];
  const slots = new Int32Array(keep ? bound : 0).fill(-1);
  let states: Int32Array | null = null;
  const kernel = (mod: number) => {
    const { entries, calls, peak } = fill(walk, mod === 0 ? plain : movesOf(game, mod, lastPlace * n), mod);
    states ??= keep ? metStates(walk, lastPlace, slots, entries) : null;
    const kind = mod === 0 ? Float64Array : Int32Array;
    if (states) tables.push({ mod, values: gather(walk.values, states, n, new kind(states.length * n)) });
    stats ??= { entries, calls, hits: calls - entries, misses: entries, stateBound: bound };
    return { out: walk.values.slice(root * n, root * n + n), peak };
  };
  const { values: wins, method } = countExactly(kernel, game.boundBits, passes);
  const memoStats = stats as unknown as MemoStats;
  return {
    outcome: { wins, statesTouched: memoStats.entries, memo: memoStats, method },
    slots,
    passes: tables.length > 1 ? tables.slice(1) : tables,
    alone: walk.alone,
  };
}

/** One walk's tables and what it counted. */
interface Walk extends Tables {
  alone: Reach[];
  n: number;
  cells: number;
  words: number;
}

/**
 * One counting pass (mod 0: plain doubles): an odometer over the cells of all players but the last,
 * whose new cells come from its mask. A child is the state divided by cells, plus c in the last place.
 */
function fill(walk: Walk, moves: CellMoves, mod: number): { entries: number; calls: number; peak: number } {
  const { alone, n, cells, words, values: v, met } = walk;
  const { winning, first, lands, weight, once } = moves;
  // Indices are kept int32 (| 0; the table is under 2^31): a double index costs a conversion per access.
  const lastPlace = (cells ** (n - 1)) | 0;
  const shift = (lastPlace / cells) | 0;
  met.fill(0, 0, lastPlace * words);
  const at = new Int32Array(n - 1);
  const lists: Int32Array[] = [];
  let entries = 0;
  let calls = 0;
  let peak = 0;
  let rounds = 0;
  for (const r of alone) rounds = Math.max(rounds, r.lists.length);
  for (let layer = rounds * n - 1; layer >= 0; layer--) {
    const mover = layer % n;
    const round = (layer - mover) / n;
    lists.length = 0;
    for (let i = 0; i < n; i++) {
      const p = (mover + i) % n;
      const list = (alone[p] as Reach).lists[p < mover ? round + 1 : round];
      if (list) lists.push(list);
    }
    if (lists.length < n) continue;
    const last = lists[n - 1] as Int32Array;
    const turn = (alone[(mover + n - 1) % n] as Reach).masks;
    const mask = (mover === 0 ? round : round + 1) * words;
    at.fill(0);
    for (;;) {
      // The state's cells but the last: base, and its index in `met`.
      let base = 0;
      for (let i = n - 2; i >= 0; i--)
        base = (base * cells + ((lists[i] as Int32Array)[at[i] as number] as number)) | 0;
      const x = (base % cells) | 0;
      const rest = ((base - x) / cells) | 0;
      const start = first[x] as number;
      const end = first[x + 1] as number;
      calls += last.length;
      for (let w = 0; w < words; w++) {
        const seen = met[base * words + w] as number;
        let bits = (turn[mask + w] as number) & ~seen;
        met[base * words + w] = seen | bits;
        for (; bits !== 0; bits &= bits - 1) {
          const y = w * 32 + 31 - Math.clz32(bits & -bits);
          const state = (base + y * lastPlace) | 0;
          const child = ((rest + y * shift) * n) | 0;
          entries++;
          // Two players (the puzzle): two running sums, 430 instead of 640 us per sample memo (CPU time, paired runs).
          if (n === 2 && once) {
            let mine = winning[x] as number;
            let theirs = 0;
            for (let k = start; k < end; k++) {
              const c = child + (lands[k] as number);
              const w = weight[k] as number;
              mine += w * (v[c + 1] as number);
              theirs += w * (v[c] as number);
            }
            v[state * 2] = mod === 0 ? mine : mine % mod;
            v[state * 2 + 1] = mod === 0 ? theirs : theirs % mod;
            peak = Math.max(peak, mine, theirs);
            continue;
          }
          for (let q = 0; q < n; q++) {
            const from = child + (q === 0 ? n - 1 : q - 1);
            let acc = q === 0 ? (winning[x] as number) : 0;
            if (once) {
              for (let k = start; k < end; k++)
                acc += (weight[k] as number) * (v[from + (lands[k] as number)] as number);
              if (mod !== 0) acc %= mod;
            } else {
              for (let k = start; k < end; k++)
                acc += ((weight[k] as number) * (v[from + (lands[k] as number)] as number)) % mod;
              acc %= mod;
            }
            v[state * n + q] = acc;
            if (acc > peak) peak = acc;
          }
        }
      }
      // Next combination of the other players' cells.
      let i = 0;
      while (i < n - 1 && (at[i] = (at[i] as number) + 1) === (lists[i] as Int32Array).length) at[i++] = 0;
      if (i === n - 1) break;
    }
  }
  return { entries, calls, peak };
}

/** The states a walk met (its `met` bits: the base's, for the last player's cell y), ascending; slots[state]: its place. */
function metStates({ met, words, cells }: Walk, lastPlace: number, slots: Int32Array, entries: number): Int32Array {
  const states = new Int32Array(entries);
  let j = 0;
  for (let y = 0; y < cells; y++)
    for (let base = 0; base < lastPlace; base++)
      if ((((met[base * words + (y >>> 5)] as number) >>> (y & 31)) & 1) !== 0)
        states[(slots[base + y * lastPlace] = j++)] = base + y * lastPlace;
  return states;
}

/** The values of `states`, in their order. */
function gather(v: Float64Array, states: Int32Array, n: number, out: Float64Array | Int32Array) {
  for (let j = 0; j < states.length; j++)
    for (let q = 0, at = (states[j] as number) * n; q < n; q++) out[j * n + q] = v[at + q] as number;
  return out;
}

/**
 * Per mover cell c: winning[c], the ways that win from it, and its other moves as entries
 * first[c] .. first[c + 1] - 1 of next, lands (next x scale) and weight, reduced for a modulus.
 */
interface CellMoves {
  winning: Float64Array;
  first: Int32Array;
  next: Int32Array;
  lands: Int32Array;
  weight: Float64Array;
  /** Whether a cell's sum of weight x value stays below 2^53 (the reduced weights add up to little): one % per sum. */
  once: boolean;
}

let kept: { landing: Int32Array; target: number; scale: number; moves: CellMoves; reach: Map<number, Reach> } | null =
  null;

function movesOf(game: DiracGame, mod: number, scale: number): CellMoves {
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
  const once = mod === 0 || w.reduce((a, b) => a + b, 0) * mod <= 2 ** 53;
  return { winning, first, next, lands: next.map((c) => c * scale), weight, once };
}

/** One player alone from `start`: the cells it reaches in exactly t turns without winning, as lists and bit masks. */
interface Reach {
  lists: Int32Array[];
  masks: Int32Array;
}

function reach(start: number, moves: CellMoves, words: number): Reach {
  const { first, next } = moves;
  const turns: Int32Array[] = [];
  const masks: number[] = [];
  for (let current = Int32Array.of(start); current.length > 0;) {
    turns.push(current);
    const at = masks.length;
    for (let w = 0; w < words; w++) masks.push(0);
    for (const cell of current) masks[at + (cell >>> 5)] = (masks[at + (cell >>> 5)] as number) | (1 << (cell & 31));
    const found = new Int32Array(words);
    for (const cell of current) {
      for (let k = first[cell] as number; k < (first[cell + 1] as number); k++) {
        const to = next[k] as number;
        found[to >>> 5] = (found[to >>> 5] as number) | (1 << (to & 31));
      }
    }
    const list: number[] = [];
    found.forEach((bits, w) => {
      for (let b = bits; b !== 0; b &= b - 1) list.push(w * 32 + 31 - Math.clz32(b & -b));
    });
    current = Int32Array.from(list);
  }
  return { lists: turns, masks: Int32Array.from(masks) };
}

/**
 * The tables, kept for the next run (a fresh 700 KB one per solve costs page faults): the walk
 * writes each value before reading it; `met` is cleared by each walk. Runs are synchronous.
 */
const SPARE_LIMIT = 1 << 20;
interface Tables {
  values: Float64Array;
  met: Int32Array;
}
let spare: Tables | null = null;

function table(bound: number, n: number, metWords: number): Tables {
  const fresh = (): Tables => ({ values: new Float64Array(bound * n), met: new Int32Array(metWords) });
  if (bound * n > SPARE_LIMIT) return fresh();
  if (spare === null || spare.met.length < metWords || spare.values.length < bound * n) spare = fresh();
  return spare;
}
