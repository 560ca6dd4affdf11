/**
 * Test helpers: independent reference implementations (plain, slow, obviously correct) and the
 * shared knobs of the property tests. Nothing here imports the solvers it is used to check.
 */
import fc from 'fast-check';
import { strict as assert } from 'node:assert';
import { DiracDiceError, resolveRules, type Rules, type RulesInput } from '../../src/core';

/**
 * Runs per property. The defaults keep `npm run test:unit` fast; `DIRAC_FUZZ_RUNS=N` runs every
 * property N times instead, or N / `perCase` times for a property whose cases each cost as much as
 * `perCase` ordinary ones (e.g. DIRAC_FUZZ_RUNS=100000 npm run test:fuzz for a long session).
 */
export function fuzzRuns(defaultRuns: number, perCase = 1): number {
  const env = Number(process.env.DIRAC_FUZZ_RUNS);
  return Number.isInteger(env) && env > 0 ? Math.max(1, Math.floor(env / perCase)) : defaultRuns;
}

/** The DiracDiceError that `f` throws (any other outcome fails the test). */
export function refusal(f: () => unknown): DiracDiceError {
  try {
    f();
  } catch (error) {
    assert.ok(error instanceof DiracDiceError, `expected a DiracDiceError, got ${String(error)}`);
    return error;
  }
  return assert.fail('expected a DiracDiceError');
}

/** The sum of BigInt counts (or of their decimal strings). */
export const sum = (values: readonly (bigint | string)[]): bigint => values.reduce<bigint>((a, b) => a + BigInt(b), 0n);

export function rules(input: RulesInput = {}): Rules {
  return resolveRules(input);
}

/** Tiny deterministic PRNG (mulberry32) for table-driven loops that must be reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in lo..hi from a PRNG. */
export function pick(rand: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}

/**
 * Part 2 by brute force: one recursion level per single die roll (not per turn, not per sum),
 * counting every universe as one leaf, in BigInt. Exponential: tiny rule sets only. byTurn[p][t]:
 * the universes player p + 1 wins on its own (t + 1)-th turn (a row ends at its last nonzero entry).
 */
export function bruteForceDirac(
  starts: readonly number[],
  r: Pick<Rules, 'boardSize' | 'rollsPerTurn' | 'diracSides' | 'diracTarget'>,
): { wins: bigint[]; byTurn: bigint[][] } {
  const n = starts.length;
  const byTurn: bigint[][] = starts.map(() => []);
  const pos = starts.map((s) => s); // 1-based spaces
  const score = new Array<number>(n).fill(0);
  const roll = (player: number, round: number, rollsLeft: number, moved: number): void => {
    if (rollsLeft === 0) {
      const before = pos[player] as number;
      let space = before;
      for (let k = 0; k < moved; k++) space = space === r.boardSize ? 1 : space + 1; // walk, space by space
      const oldScore = score[player] as number;
      if (oldScore + space >= r.diracTarget) {
        const row = byTurn[player] as bigint[];
        while (row.length <= round) row.push(0n);
        row[round] = (row[round] as bigint) + 1n;
        return;
      }
      pos[player] = space;
      score[player] = oldScore + space;
      const next = (player + 1) % n;
      roll(next, next === 0 ? round + 1 : round, r.rollsPerTurn, 0);
      pos[player] = before;
      score[player] = oldScore;
      return;
    }
    for (let face = 1; face <= r.diracSides; face++) roll(player, round, rollsLeft - 1, moved + face);
  };
  roll(0, 0, r.rollsPerTurn, 0);
  return { wins: byTurn.map((row) => sum(row)), byTurn };
}

/** Roll sums by brute-force enumeration of every roll sequence. */
export function enumerateRollSums(sides: number, rolls: number): Map<number, bigint> {
  const out = new Map<number, bigint>();
  const go = (left: number, sum: number): void => {
    if (left === 0) {
      out.set(sum, (out.get(sum) ?? 0n) + 1n);
      return;
    }
    for (let f = 1; f <= sides; f++) go(left - 1, sum + f);
  };
  go(rolls, 0);
  return out;
}

/** An independent BigInt reference for part 2: memoized recursion over full game states, string keys. */
export function bigMemo(starts: readonly number[], r: Rules): bigint[] {
  const n = starts.length;
  const ways = enumerateRollSums(r.diracSides, r.rollsPerTurn);
  const cache = new Map<string, bigint[]>();
  // pos and score in turn order starting with the player to move; result in that rotated order.
  const wins = (pos: number[], score: number[]): bigint[] => {
    const key = `${pos.join(',')}|${score.join(',')}`;
    const known = cache.get(key);
    if (known) return known;
    const out = new Array<bigint>(n).fill(0n);
    for (const [sum, w] of ways) {
      const to = (((pos[0] as number) - 1 + sum) % r.boardSize) + 1;
      const s = (score[0] as number) + to;
      if (s >= r.diracTarget) {
        out[0] = (out[0] as bigint) + w;
        continue;
      }
      const sub = wins([...pos.slice(1), to], [...score.slice(1), s]);
      for (let j = 0; j < n; j++) out[(j + 1) % n] = (out[(j + 1) % n] as bigint) + w * (sub[j] as bigint);
    }
    cache.set(key, out);
    return out;
  };
  return wins([...starts], new Array<number>(n).fill(0));
}

/**
 * One player alone, in BigInt, one roll sum at a time (no moves grouped by landing, no digits):
 * wins[t] universes first reaching the target on turn t, alive[t] the universes still below it
 * (summed, not derived), states the (turn, space, score) cells holding a count, the start included.
 */
export function referenceSolo(
  start: number,
  r: Pick<Rules, 'boardSize' | 'rollsPerTurn' | 'diracSides' | 'diracTarget'>,
): { wins: bigint[]; alive: bigint[]; states: number } {
  const sums = enumerateRollSums(r.diracSides, r.rollsPerTurn);
  const board = r.boardSize;
  const target = r.diracTarget;
  let cells = new Map<number, bigint>([[(start - 1) * target, 1n]]); // space index x target + score
  const wins = [0n];
  const alive = [1n];
  let states = 1;
  while (cells.size > 0) {
    const next = new Map<number, bigint>();
    let won = 0n;
    for (const [cell, count] of cells) {
      const space = Math.floor(cell / target);
      for (const [sum, ways] of sums) {
        const to = (space + sum) % board;
        const score = (cell % target) + to + 1;
        if (score >= target) won += count * ways;
        else next.set(to * target + score, (next.get(to * target + score) ?? 0n) + count * ways);
      }
    }
    wins.push(won);
    alive.push([...next.values()].reduce((a, b) => a + b, 0n));
    states += next.size;
    cells = next;
  }
  return { wins, alive, states };
}

export interface DeterministicReference {
  answer: bigint;
  winner: number;
  /** The lowest-scoring player but the winner (the first of them on a tie), numbered from 1. */
  loser: number;
  scores: bigint[];
  rolls: bigint;
  turns: bigint;
}

/**
 * Part 1, turn by turn, die value by die value, in BigInt. Cost grows with the target. replay[p]:
 * player p + 1's score after each of its turns.
 */
export function simulateDeterministic(
  starts: readonly number[],
  r: Pick<Rules, 'boardSize' | 'rollsPerTurn' | 'deterministicSides' | 'target'>,
): DeterministicReference & { replay: number[][] } {
  const n = starts.length;
  const board = BigInt(r.boardSize);
  const pos = starts.map((s) => BigInt(s));
  const scores = new Array<bigint>(n).fill(0n);
  const replay: number[][] = starts.map(() => []);
  let face = 0n; // last value shown by the die (0 before the first roll)
  let rolls = 0n;
  let turns = 0n;
  for (let p = 0; ; p = (p + 1) % n) {
    let sum = 0n;
    for (let k = 0; k < r.rollsPerTurn; k++) {
      face = face === BigInt(r.deterministicSides) ? 1n : face + 1n;
      sum += face;
      rolls++;
    }
    turns++;
    pos[p] = (((pos[p] as bigint) - 1n + sum) % board) + 1n;
    scores[p] = (scores[p] as bigint) + (pos[p] as bigint);
    replay[p]?.push(Number(scores[p]));
    if ((scores[p] as bigint) >= r.target) return { ...finish(p, scores, rolls, turns), replay };
  }
}

function finish(winner: number, scores: bigint[], rolls: bigint, turns: bigint): DeterministicReference {
  let loser = winner === 0 ? 1 : 0;
  scores.forEach((s, q) => {
    if (q !== winner && s < (scores[loser] as bigint)) loser = q;
  });
  return { answer: (scores[loser] as bigint) * rolls, winner: winner + 1, loser: loser + 1, scores, rolls, turns };
}

/**
 * Part 1 for any target, by a different argument than the product's: the deterministic game's
 * state (positions, die index) evolves by a bijection, so its orbit is purely periodic from the
 * very first turn. Simulate one whole period (P turns) to learn, for each turn j < P, who moves
 * and that player's score after it; after k more periods every score has grown by k x its gain
 * per period. The winning turn is then the smallest k x P + j whose score reaches the target,
 * found arithmetically. Returns null if the period is longer than `maxTurns`.
 */
export function periodicDeterministic(
  starts: readonly number[],
  r: Pick<Rules, 'boardSize' | 'rollsPerTurn' | 'deterministicSides' | 'target'>,
  maxTurns: number,
): DeterministicReference | null {
  const n = starts.length;
  const pos = starts.map((s) => s - 1);
  const score = new Array<number>(n).fill(0);
  let die = 0;
  const mover: number[] = [];
  const after: number[][] = []; // every player's score after turn j
  let turns = 0;
  do {
    const p = turns % n;
    let sum = 0;
    for (let k = 0; k < r.rollsPerTurn; k++) {
      sum += die + 1;
      die = (die + 1) % r.deterministicSides;
    }
    pos[p] = ((pos[p] as number) + sum) % r.boardSize;
    score[p] = (score[p] as number) + (pos[p] as number) + 1;
    mover.push(p);
    after.push([...score]);
    turns++;
    if (turns > maxTurns) return null;
  } while (!(turns % n === 0 && die === 0 && pos.every((x, i) => x === (starts[i] as number) - 1)));
  const period = BigInt(turns);
  const gain = score.map(BigInt);
  let best: { turn: bigint; j: number; k: bigint } | null = null;
  for (let j = 0; j < turns; j++) {
    const p = mover[j] as number;
    const s = BigInt((after[j] as number[])[p] as number);
    const need = r.target - s;
    const g = gain[p] as bigint;
    const k = need <= 0n ? 0n : (need + g - 1n) / g;
    const turn = k * period + BigInt(j);
    if (best === null || turn < best.turn) best = { turn, j, k };
  }
  if (best === null) return null;
  const { j, k } = best;
  const scores = (after[j] as number[]).map((s, q) => BigInt(s) + k * (gain[q] as bigint));
  const totalTurns = best.turn + 1n;
  return finish(mover[j] as number, scores, totalTurns * BigInt(r.rollsPerTurn), totalTurns);
}

export const SAMPLE = 'Player 1 starting position: 4\nPlayer 2 starting position: 8\n';

/**
 * The lines of a text as the parser numbers them: a leading BOM dropped, then CRLF, CR and LF end
 * a line (U+2028, U+2029, NEL, VT and FF do not; they are ordinary characters or whitespace).
 * Columns in problems are 1-based UTF-16 offsets into these strings.
 */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** Small random rule sets (and a player count) that every strategy, brute force included, can solve. */
export function smallRules(maxDiracSides: number) {
  return fc.record({
    boardSize: fc.integer({ min: 1, max: 10 }),
    players: fc.integer({ min: 2, max: 3 }),
    diracSides: fc.integer({ min: 1, max: maxDiracSides }),
    rollsPerTurn: fc.integer({ min: 1, max: 3 }),
    diracTarget: fc.integer({ min: 1, max: 12 }),
  });
}
