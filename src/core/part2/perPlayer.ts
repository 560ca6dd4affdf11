import { SAFE } from '../exact';
import type { DiracGame, Part2Outcome } from '../game';
import { soloExact, type ExactSolo } from './soloExact';

/** One player alone: wins[t] universes first reaching the target on turn t (wins[0] = 0), alive[t] still playing after turn t (alive[0] = 1). */
export interface Solo {
  wins: number[];
  alive: number[];
  peak: number;
  states: number;
}

/**
 * Plays one player alone, turn by turn, over (space, score) cells, in plain doubles, scanning only
 * the scores that can hold a count: from the lowest (it rises by at least 1 a turn) to the highest
 * written last turn. Each space's moves are taken in order of landing space, so the moves that
 * win from a cell are a suffix: the loop stops at the first one and adds the suffix's ways at
 * once (and the ways that go on are the rest). Stops when nobody is left, or, with `bailOut`, as
 * soon as a count reaches 2^53 (the caller then counts exactly).
 */
export function solo(game: DiracGame, start: number, bailOut = false): Solo {
  const { board, target } = game;
  const m = game.moves.offsets.length;
  const { lands, weight, suffix } = game.byLanding;
  let [cur, next] = scratch(board * target, false);
  cur[start * target] = 1;
  const wins: number[] = [0];
  const alive: number[] = [1];
  let peak = 1;
  let states = 0;
  let minScore = 0;
  let maxScore = 0;
  for (;;) {
    let won = 0;
    let living = 0;
    let top = 0;
    for (let score = minScore; score <= maxScore; score++) {
      const limit = target - score - 1; // a move landing on space index `to` wins iff to >= limit
      for (let pos = 0; pos < board; pos++) {
        const cell = pos * target + score;
        const c = cur[cell] as number;
        if (c === 0) continue;
        cur[cell] = 0;
        states++;
        const from = pos * m;
        let k = 0;
        for (; k < m; k++) {
          const to = lands[from + k] as number;
          if (to >= limit) break;
          const at = to * target + score + to + 1;
          next[at] = (next[at] as number) + c * (weight[from + k] as number);
        }
        const ways = pos * (m + 1);
        won += c * (suffix[ways + k] as number);
        if (k > 0) {
          living += c * ((suffix[ways] as number) - (suffix[ways + k] as number));
          const highest = score + (lands[from + k - 1] as number) + 1; // landings ascend
          if (highest > top) top = highest;
        }
      }
    }
    wins.push(won);
    alive.push(living);
    if (won > peak) peak = won;
    if (living > peak) peak = living;
    if (living === 0 || (bailOut && peak >= SAFE)) {
      if (living !== 0) next.fill(0); // stopped part way: leave the scratch zeroed
      return { wins, alive, peak, states };
    }
    const swap = cur;
    cur = next;
    next = swap;
    minScore++;
    maxScore = top;
  }
}

/**
 * Two solo games at once (starts a and b), the same loop as solo() with bailOut, over (score,
 * space) cells (cell = score x board + space, moved by jump) holding both counts side by side:
 * each move's landing and ways are read once for both, and the cells the two games share (most
 * of them) are scanned once. Each game's rows and states are what solo() gives it; both stop as
 * soon as either count reaches 2^53.
 */
function soloPair(game: DiracGame, a: number, b: number): [Solo, Solo] {
  const { board, target } = game;
  const m = game.moves.offsets.length;
  const { lands, jump, weight, suffix } = game.byLanding;
  let [cur, next] = scratch(2 * board * target, true);
  cur[2 * a] = 1;
  cur[2 * b + 1] = 1;
  const one: Solo = { wins: [0], alive: [1], peak: 1, states: 0 };
  const two: Solo = { wins: [0], alive: [1], peak: 1, states: 0 };
  let statesA = 0;
  let statesB = 0;
  let minScore = 0;
  let maxScore = 0;
  for (;;) {
    let wonA = 0;
    let wonB = 0;
    let livingA = 0;
    let livingB = 0;
    let top = 0;
    for (let score = minScore; score <= maxScore; score++) {
      const row = score * board;
      const limit = target - score - 1;
      for (let pos = 0; pos < board; pos++) {
        const cell = 2 * (row + pos);
        const ca = cur[cell] as number;
        const cb = cur[cell + 1] as number;
        if (ca === 0 && cb === 0) continue;
        cur[cell] = 0;
        cur[cell + 1] = 0;
        if (ca !== 0) statesA++;
        if (cb !== 0) statesB++;
        const from = pos * m;
        let k = 0;
        for (; k < m; k++) {
          if ((lands[from + k] as number) >= limit) break;
          const at = 2 * ((jump[from + k] as number) + row);
          const w = weight[from + k] as number;
          next[at] = (next[at] as number) + ca * w;
          next[at + 1] = (next[at + 1] as number) + cb * w;
        }
        const ways = pos * (m + 1);
        const winning = suffix[ways + k] as number;
        wonA += ca * winning;
        wonB += cb * winning;
        if (k > 0) {
          const going = (suffix[ways] as number) - winning;
          livingA += ca * going;
          livingB += cb * going;
          const highest = score + (lands[from + k - 1] as number) + 1; // landings ascend
          if (highest > top) top = highest;
        }
      }
    }
    // A game already over adds no rows (its cells were all empty).
    if (one.alive[one.alive.length - 1] !== 0) record(one, wonA, livingA);
    if (two.alive[two.alive.length - 1] !== 0) record(two, wonB, livingB);
    const living = livingA + livingB;
    if (living === 0 || one.peak >= SAFE || two.peak >= SAFE) {
      if (living !== 0) next.fill(0); // stopped part way: leave the scratch zeroed
      one.states = statesA;
      two.states = statesB;
      return [one, two];
    }
    const swap = cur;
    cur = next;
    next = swap;
    minScore++;
    maxScore = top;
  }
}

function record(s: Solo, won: number, living: number): void {
  s.wins.push(won);
  s.alive.push(living);
  if (won > s.peak) s.peak = won;
  if (living > s.peak) s.peak = living;
}

/**
 * Two zeroed tables of `cells` doubles (one pair for solo(), one for soloPair()), kept for the
 * next game: allocating fresh ones per game costs more than the game itself on small boards.
 * The games leave them zeroed (every count they read they clear), they are synchronous and not
 * re-entrant, so one pair each is enough; large tables are not kept.
 */
const spare: [[Float64Array, Float64Array] | null, [Float64Array, Float64Array] | null] = [null, null];
const SPARE_CELLS = 1 << 16;

function scratch(cells: number, pair: boolean): [Float64Array, Float64Array] {
  if (cells > SPARE_CELLS) return [new Float64Array(cells), new Float64Array(cells)];
  const slot = pair ? 1 : 0;
  let kept = spare[slot];
  if (kept === null || kept[0].length < cells) spare[slot] = kept = [new Float64Array(cells), new Float64Array(cells)];
  return [kept[0].subarray(0, cells), kept[1].subarray(0, cells)];
}

/** The arithmetic the combination runs in: doubles (checked against 2^53 by the caller) or BigInt. */
export interface Counting<T> {
  zero: T;
  add(a: T, b: T): T;
  mul(a: T, b: T): T;
}

export const DOUBLES: Counting<number> = { zero: 0, add: (a, b) => a + b, mul: (a, b) => a * b };
export const BIGINTS: Counting<bigint> = { zero: 0n, add: (a, b) => a + b, mul: (a, b) => a * b };

/**
 * Combines solo games: player p wins on round r in wins_p[r] x (alive_q[r] for players q before
 * p) x (alive_q[r-1] for players after p) universes. Returns each player's total and, with
 * `withByTurn`, each round's term (byTurn[p][r - 1]). In doubles, no total below 2^53 means
 * every term and product was exact (all are at most their total).
 */
export function combine<T>(
  solos: readonly { wins: readonly T[]; alive: readonly T[] }[],
  counting: Counting<T>,
  withByTurn: boolean,
): { wins: T[]; byTurn: T[][] | null } {
  const { zero, add, mul } = counting;
  const n = solos.length;
  const rounds = Math.max(...solos.map((s) => s.wins.length - 1));
  const wins = new Array<T>(n).fill(zero);
  const byTurn = withByTurn ? solos.map(() => new Array<T>(rounds).fill(zero)) : null;
  for (let r = 1; r <= rounds; r++) {
    for (let p = 0; p < n; p++) {
      let term = solos[p]?.wins[r] ?? zero;
      for (let q = 0; q < n && term !== zero; q++) {
        if (q !== p) term = mul(term, solos[q]?.alive[q < p ? r : r - 1] ?? zero);
      }
      if (byTurn) (byTurn[p] as T[])[r - 1] = term;
      wins[p] = add(wins[p] as T, term);
    }
  }
  return { wins, byTurn };
}

/** Exact solo games for each distinct start (players on the same space share one). */
export function exactSolos(game: DiracGame, starts: readonly number[]): ExactSolo[] {
  const byStart = new Map<number, ExactSolo>();
  return starts.map((s) => {
    let solo = byStart.get(s);
    if (!solo) {
      solo = soloExact(game, s);
      byStart.set(s, solo);
    }
    return solo;
  });
}

/**
 * The per-player decomposition: the players' dice are independent, so each player is played
 * alone (two distinct starts at a time, see soloPair) and the solo counts are combined (see `combine`). Works for any number of players, and
 * yields the wins by turn. Plain doubles when every count stays below 2^53 (checked); otherwise
 * exact solo games (multi-limb doubles, or BigInt) combined in BigInt.
 */
export function perPlayer(game: DiracGame, withByTurn = true): Part2Outcome {
  const byStart = new Map<number, Solo>(); // players on the same space share one solo game
  const distinct = [...new Set(game.starts)];
  for (let i = 0; i < distinct.length; i += 2) {
    const a = distinct[i] as number;
    const b = distinct[i + 1];
    if (b === undefined) {
      byStart.set(a, solo(game, a, true));
    } else {
      const [one, two] = soloPair(game, a, b);
      byStart.set(a, one);
      byStart.set(b, two);
    }
  }
  const solos = game.starts.map((s) => byStart.get(s) as Solo);
  if (solos.every((s) => s.peak < SAFE)) {
    const { wins, byTurn } = combine(solos, DOUBLES, withByTurn);
    if (wins.every((w) => w < SAFE)) {
      const outcome: Part2Outcome = {
        wins: wins.map((w) => BigInt(w)),
        doubles: wins,
        statesTouched: [...byStart.values()].reduce((a, s) => a + s.states, 0),
        method: 'double',
      };
      if (byTurn) outcome.byTurn = byTurn.map((row) => trimZeros(row.map((w) => BigInt(w))));
      return outcome;
    }
  }
  const exact = exactSolos(game, game.starts);
  const { wins, byTurn } = combine(exact, BIGINTS, withByTurn);
  const outcome: Part2Outcome = {
    wins,
    statesTouched: [...new Set(exact)].reduce((a, s) => a + s.states, 0),
    method: 'limbs',
  };
  if (byTurn) outcome.byTurn = byTurn.map(trimZeros);
  return outcome;
}

/** Turns without wins at the end of a row are dropped (no player wins after its last winning turn). */
function trimZeros(values: bigint[]): bigint[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === 0n) end--;
  return values.slice(0, end);
}
