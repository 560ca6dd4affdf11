import { SAFE } from '../exact';
import type { DiracGame, ExactSolo, Part2Outcome, Solo } from '../game';
import { soloExact } from './soloExact';

/**
 * Plays one player alone, turn by turn, over (space, score) cells, in plain doubles, scanning only
 * the scores that can hold a count: from the lowest (it rises by at least 1 a turn) to the highest
 * written last turn. Each space's moves are taken in order of landing space, so the moves that
 * win from a cell are a suffix: the loop stops at the first one and adds the suffix's ways at
 * once (and the ways that go on are the rest). Stops when nobody is left, or as soon as a count
 * reaches 2^53 (the caller then counts exactly: exactSoloOf).
 */
function solo(game: DiracGame, start: number): Solo {
  const { board, target } = game;
  const m = game.moves.offsets.length;
  const { lands, weight, suffix } = game.byLanding;
  let [cur, next] = scratch(board * target);
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
    if (living === 0 || peak >= SAFE) {
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
 * Two zeroed tables of `cells` doubles, kept for the next game: allocating fresh ones per game
 * costs more than the game itself on small boards. A game leaves them zeroed (every count it
 * reads it clears); games are synchronous and not re-entrant, so one pair is enough; large
 * tables are not kept.
 */
let spare: [Float64Array, Float64Array] | null = null;
const SPARE_CELLS = 1 << 16;

function scratch(cells: number): [Float64Array, Float64Array] {
  if (cells > SPARE_CELLS) return [new Float64Array(cells), new Float64Array(cells)];
  if (spare === null || spare[0].length < cells) spare = [new Float64Array(cells), new Float64Array(cells)];
  return [spare[0].subarray(0, cells), spare[1].subarray(0, cells)];
}

/** The game's solo game from `start` (0-based), in doubles: played once per game, whoever asks. */
export function soloOf(game: DiracGame, start: number): Solo {
  return (game.solos[start] ??= solo(game, start));
}

/** The game's exact solo game from `start`, for counts past 2^53: played once per game, whoever asks. */
export function exactSoloOf(game: DiracGame, start: number): ExactSolo {
  return (game.exactSolos[start] ??= soloExact(game, start));
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

/**
 * The per-player decomposition: the players' dice are independent, so each player is played
 * alone (players on the same space share one solo game) and the solo counts are combined (see
 * `combine`). Works for any number of players, and yields the wins by turn. Plain doubles when
 * every count stays below 2^53 (checked); otherwise exact solo games (multi-limb doubles, or
 * BigInt) combined in BigInt.
 */
export function perPlayer(game: DiracGame, withByTurn = true): Part2Outcome {
  const distinct = [...new Set(game.starts)];
  const solos = game.starts.map((s) => soloOf(game, s));
  if (solos.every((s) => s.peak < SAFE)) {
    const { wins, byTurn } = combine(solos, DOUBLES, withByTurn);
    if (wins.every((w) => w < SAFE)) {
      const outcome: Part2Outcome = {
        wins: wins.map((w) => BigInt(w)),
        doubles: wins,
        statesTouched: distinct.reduce((a, s) => a + soloOf(game, s).states, 0),
        method: 'double',
      };
      if (byTurn) outcome.byTurn = byTurn.map((row) => trimZeros(row.map((w) => BigInt(w))));
      return outcome;
    }
  }
  const { wins, byTurn } = combine(
    game.starts.map((s) => exactSoloOf(game, s)),
    BIGINTS,
    withByTurn,
  );
  const outcome: Part2Outcome = {
    wins,
    statesTouched: distinct.reduce((a, s) => a + exactSoloOf(game, s).states, 0),
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
