import { estimateCost } from '../estimates';
import { SAFE } from '../exact';
import { makeGame, type DiracGame, type ExactSolo, type Part2Outcome, type Solo } from '../game';
import { SOLO_THREAD_WORK } from '../limits';
import { resolveRules, type RulesInput } from '../rules';
import { soloExact } from './soloExact';

/**
 * Plays two solo games at once (b = -1: none) with both counts side by side, so each move and
 * shared cell is read once. Moves ascend by landing, so the winning ones are a suffix added at once.
 * Stops when both are over, or when a count reaches 2^53 (the caller then uses exactSoloOf).
 */
function playPair(game: DiracGame, a: number, b: number): [Solo, Solo] {
  const { board, target } = game;
  const m = game.moves.offsets.length;
  const { lands, jump, weight, suffix } = game.byLanding;
  let [cur, next] = scratch(2 * board * target);
  cur[2 * a] = 1;
  if (b >= 0) cur[2 * b + 1] = 1;
  // Rows of doubles from the start (0.5, then overwritten): every row has one elements kind, so
  // the loads in combine stay monomorphic (rows that began as small integers deoptimized it).
  const row = (first: number): number[] => {
    const values = [0.5];
    values[0] = first;
    return values;
  };
  const one: Solo = { wins: row(0), alive: row(1), peak: 1, states: 0 };
  const two: Solo = { wins: row(0), alive: row(b >= 0 ? 1 : 0), peak: 1, states: 0 };
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
        // Counts are never negative: the sign counts a state without a branch (the branch cost 5% of solve(text)).
        statesA += Math.sign(ca);
        statesB += Math.sign(cb);
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
      if (living !== 0) next.fill(0, 0, 2 * board * target); // stopped part way: leave the scratch zeroed
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
 * Two zeroed tables kept for the next game: allocating fresh ones costs more than the game itself
 * on small boards. A game leaves them zeroed; games are synchronous, so one pair is enough.
 */
let spare: [Float64Array, Float64Array] | null = null;
const SPARE_CELLS = 1 << 16;

function scratch(cells: number): [Float64Array, Float64Array] {
  if (cells > SPARE_CELLS) return [new Float64Array(cells), new Float64Array(cells)];
  if (spare === null || spare[0].length < cells) spare = [new Float64Array(cells), new Float64Array(cells)];
  return spare; // longer than asked: the game reads and writes only its own cells
}

/** The game's solo games from `starts` (0-based), in doubles: each played once per game, whoever asks, those not yet played together. */
export function solosOf(game: DiracGame, starts: readonly number[]): Solo[] {
  let waiting = -1; // a start not yet played, waiting for a partner
  for (const s of starts) {
    if (game.solos[s] !== undefined || s === waiting) continue;
    if (waiting >= 0) {
      const [one, two] = playPair(game, waiting, s);
      game.solos[waiting] = one;
      game.solos[s] = two;
    }
    waiting = waiting < 0 ? s : -1;
  }
  if (waiting >= 0) game.solos[waiting] = playPair(game, waiting, -1)[0];
  return starts.map((s) => game.solos[s] as Solo);
}

/** The game's exact solo game from `start`, for counts past 2^53: played once per game, whoever asks. */
export function exactSoloOf(game: DiracGame, start: number): ExactSolo {
  return (game.exactSolos[start] ??= soloExact(game, start));
}

/** The distinct starts whose exact solo games are worth a thread each (SOLO_THREAD_WORK, within maxWork); else none. */
export function startsForThreads(game: DiracGame, maxWork: number): number[] {
  const distinct = [...new Set(game.starts)];
  if (distinct.length < 2) return [];
  const { steps } = estimateCost(game);
  if (steps < SOLO_THREAD_WORK || steps > maxWork) return [];
  return solosOf(game, distinct).every((s) => s.peak < SAFE) ? [] : distinct;
}

/** One exact solo game on its own, as a host's thread plays it: what exactSoloOf plays for a game of these rules. */
export function playExactSolo(rules: RulesInput, start: number): ExactSolo {
  return soloExact(makeGame([start + 1], resolveRules(rules)), start);
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
 * Player p wins on round r in wins_p[r] x alive_q[r] (q before p) x alive_q[r-1] (q after p)
 * universes. In doubles, every total below 2^53 means every term was exact (none exceeds its total).
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
 * The per-player decomposition: the dice are independent, so each start is played alone and the
 * solo counts combined. Doubles while every count stays below 2^53; otherwise exact, in BigInt.
 */
export function perPlayer(game: DiracGame, withByTurn = true): Part2Outcome {
  const solos = solosOf(game, game.starts);
  if (solos.every((s) => s.peak < SAFE)) {
    const { wins, byTurn } = combine(solos, DOUBLES, withByTurn);
    if (wins.every((w) => w < SAFE)) {
      const outcome: Part2Outcome = {
        wins: wins.map((w) => BigInt(w)),
        doubles: wins,
        statesTouched: distinctStates(game, solos),
        method: 'double',
      };
      if (byTurn) outcome.byTurn = byTurn.map((row) => trimZeros(row.map((w) => BigInt(w))));
      return outcome;
    }
  }
  const exact = game.starts.map((s) => exactSoloOf(game, s));
  const { wins, byTurn } = combine(exact, BIGINTS, withByTurn);
  const outcome: Part2Outcome = { wins, statesTouched: distinctStates(game, exact), method: 'digits' };
  if (byTurn) outcome.byTurn = byTurn.map(trimZeros);
  return outcome;
}

/** The states the solo games of the game's distinct starts touched (`solos` in player order). */
function distinctStates(game: DiracGame, solos: readonly { states: number }[]): number {
  let states = 0;
  game.starts.forEach((s, p) => {
    if (game.starts.indexOf(s) === p) states += (solos[p] as { states: number }).states;
  });
  return states;
}

/** Turns without wins at the end of a row are dropped (no player wins after its last winning turn). */
function trimZeros(values: bigint[]): bigint[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === 0n) end--;
  return values.slice(0, end);
}
