import { SAFE } from '../exact';
import type { DiracGame, Part2Outcome } from './game';
import { soloExact, type ExactSolo } from './soloExact';

/** One player alone: wins[t] universes first reaching the target on turn t (wins[0] = 0), alive[t] still playing after turn t (alive[0] = 1). */
export interface Solo {
  wins: number[];
  alive: number[];
  peak: number;
  states: number;
}

/**
 * Plays one player alone, turn by turn, over (space, score) cells, in plain doubles. With
 * `bailOut` it stops as soon as a count reaches 2^53 (`peak` says so; the caller counts exactly).
 */
export function solo(game: DiracGame, start: number, bailOut = false): Solo {
  return soloInDoubles(game, start, bailOut);
}

/**
 * `solo` in plain doubles (the common case), without the modular branches, scanning only the
 * scores that can hold a count: from the lowest (it rises by at least 1 a turn) to the highest
 * written last turn. Each space's moves are taken in order of landing space, so the moves that
 * win from a cell are a suffix: the loop stops at the first one and adds the suffix's ways at
 * once. Same counts, same `states`. Stops when nobody is left, or, with `bailOut`, as soon as a
 * count reaches 2^53 (the caller then counts exactly).
 */
function soloInDoubles(game: DiracGame, start: number, bailOut: boolean): Solo {
  const { board, target } = game;
  const m = game.moves.offsets.length;
  const { lands, weight, suffix } = game.byLanding;
  let cur = new Float64Array(board * target);
  let next = new Float64Array(board * target);
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
          const s = score + to + 1;
          const add = c * (weight[from + k] as number);
          const at = to * target + s;
          next[at] = (next[at] as number) + add;
          living += add;
          if (s > top) top = s;
        }
        won += c * (suffix[pos * (m + 1) + k] as number);
      }
    }
    wins.push(won);
    alive.push(living);
    if (won > peak) peak = won;
    if (living > peak) peak = living;
    if (living === 0 || (bailOut && peak >= SAFE)) return { wins, alive, peak, states };
    [cur, next] = [next, cur];
    minScore++;
    maxScore = top;
  }
}

/**
 * Combines solo games: player p wins on round r in wins_p[r] x (alive_q[r] for players q before
 * p) x (alive_q[r-1] for players after p) universes. Writes totals to out[at + p] and, when
 * `perTurnAt` >= 0, each term to out[perTurnAt + p x rounds + r - 1]. Returns the largest value.
 */
export function combine(
  solos: readonly Solo[],
  rounds: number,
  out: Float64Array,
  at: number,
  perTurnAt: number,
): number {
  const n = solos.length;
  let peak = 0;
  for (let r = 1; r <= rounds; r++) {
    for (let p = 0; p < n; p++) {
      let term = solos[p]?.wins[r] ?? 0;
      for (let q = 0; q < n && term !== 0; q++) {
        if (q === p) continue;
        term *= solos[q]?.alive[q < p ? r : r - 1] ?? 0;
      }
      if (perTurnAt >= 0) out[perTurnAt + p * rounds + (r - 1)] = term;
      const total = (out[at + p] as number) + term;
      out[at + p] = total;
      if (total > peak) peak = total;
    }
  }
  return peak;
}

/** Exact combination of exact solo games (see `combine`); also each round's term per player. */
export function combineExact(solos: readonly ExactSolo[]): { wins: bigint[]; byTurn: bigint[][] } {
  const n = solos.length;
  const rounds = Math.max(...solos.map((s) => s.wins.length - 1));
  const wins = new Array<bigint>(n).fill(0n);
  const byTurn = solos.map(() => new Array<bigint>(rounds).fill(0n));
  for (let r = 1; r <= rounds; r++) {
    for (let p = 0; p < n; p++) {
      let term = solos[p]?.wins[r] ?? 0n;
      for (let q = 0; q < n && term !== 0n; q++) {
        if (q !== p) term *= solos[q]?.alive[q < p ? r : r - 1] ?? 0n;
      }
      (byTurn[p] as bigint[])[r - 1] = term;
      wins[p] = (wins[p] as bigint) + term;
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
 * alone and the solo counts are combined (see `combine`). Works for any number of players, and
 * yields the wins by turn. Plain doubles when every count stays below 2^53 (checked); otherwise
 * exact solo games (multi-limb doubles, or BigInt) combined in BigInt.
 */
export function perPlayer(game: DiracGame, withByTurn = true): Part2Outcome {
  const n = game.starts.length;
  const byStart = new Map<number, Solo>(); // players on the same space share one solo game
  const solos = game.starts.map((s) => {
    let one = byStart.get(s);
    if (!one) byStart.set(s, (one = solo(game, s, true)));
    return one;
  });
  if (solos.every((s) => s.peak < SAFE)) {
    const rounds = Math.max(...solos.map((s) => s.wins.length - 1));
    const out = new Float64Array(n + n * rounds);
    if (combine(solos, rounds, out, 0, n) < SAFE) {
      const outcome: Part2Outcome = {
        wins: toBigInts(out, 0, n),
        statesTouched: [...byStart.values()].reduce((a, s) => a + s.states, 0),
        method: 'double',
      };
      if (withByTurn) {
        outcome.byTurn = game.starts.map((_, p) => {
          let end = n + (p + 1) * rounds;
          while (end > n + p * rounds && out[end - 1] === 0) end--; // no trailing turns without wins
          return toBigInts(out, n + p * rounds, end);
        });
      }
      return outcome;
    }
  }
  const exact = exactSolos(game, game.starts);
  const { wins, byTurn } = combineExact(exact);
  const outcome: Part2Outcome = {
    wins,
    statesTouched: [...new Set(exact)].reduce((a, s) => a + s.states, 0),
    method: 'limbs',
  };
  if (withByTurn) outcome.byTurn = byTurn.map(trimZeros);
  return outcome;
}

function toBigInts(values: Float64Array, from: number, to: number): bigint[] {
  const out = new Array<bigint>(to - from);
  for (let i = from; i < to; i++) out[i - from] = BigInt(values[i] as number);
  return out;
}

function trimZeros(values: bigint[]): bigint[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === 0n) end--;
  return values.slice(0, end);
}
