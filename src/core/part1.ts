import type { Part1Result } from './result';
import type { Rules } from './ruleTable';

/** Part 1 without timing: the deterministic game played to the target. */
export type Part1Outcome = Omit<Part1Result, 'timeMs'>;

export interface PlayOptions {
  /** Record each player's score after each of its turns, for games of at most this many turns (default 0: none). */
  replayTurns?: number;
}

/** Where the game stands when the last turn is played, and who won. */
interface Finish {
  winner: number;
  local: readonly number[];
  rolls: number;
  turns: number;
  replay: number[][] | null;
}

/**
 * The scores, rolls and turns skipped over whole cycles (at most one skip), in BigInt: a target
 * may be 10^100. Until a skip every count is a small number, kept in the turn loop.
 */
interface Ledger {
  /** How far player p still is from the target, counting skipped points (Infinity: too far to matter). */
  gap(p: number): number;
  /** Skips as many whole cycles as keep everyone below the target; returns how many. */
  skip(local: readonly number[], gains: readonly number[], rolls: number, turns: number): number;
  result(finish: Finish): Part1Outcome;
}

interface Skipped {
  base: bigint[];
  rolls: bigint;
  turns: bigint;
  cycles: bigint;
}

/** Gaps past this are too far to matter (the turn loop compares them with numbers). */
const FAR = BigInt(Number.MAX_SAFE_INTEGER);

function ledgerOf(target: bigint): Ledger {
  let skipped: Skipped | null = null;
  const whole = target > FAR ? Infinity : Number(target);
  return {
    gap(p) {
      if (skipped === null) return whole;
      const g = target - (skipped.base[p] as bigint);
      return g > FAR ? Infinity : Number(g);
    },
    skip(local, gains, cycleRolls, cycleTurns) {
      let c = -1n;
      gains.forEach((gain, p) => {
        const room = (target - 1n - BigInt(local[p] as number)) / BigInt(gain);
        if (c < 0n || room < c) c = room;
      });
      if (c <= 0n) return 0;
      const base = gains.map((gain) => c * BigInt(gain));
      skipped = { base, rolls: c * BigInt(cycleRolls), turns: c * BigInt(cycleTurns), cycles: c };
      return Number(c);
    },
    result({ winner, local, rolls, turns, replay }) {
      if (skipped === null) {
        // No skip: every count is a number far below 2^53, and so is the answer.
        const loser = lowestLoser(local, winner);
        return {
          answer: String((local[loser] as number) * rolls),
          winner: winner + 1,
          loser: loser + 1,
          scores: local.map(String),
          rolls: String(rolls),
          turns: String(turns),
          skippedCycles: '0',
          replay: replay && { scores: replay },
        };
      }
      const { base } = skipped;
      const scores = local.map((s, p) => (base[p] as bigint) + BigInt(s));
      const loser = lowestLoser(scores, winner);
      const totalRolls = skipped.rolls + BigInt(rolls);
      return {
        answer: ((scores[loser] as bigint) * totalRolls).toString(),
        winner: winner + 1,
        loser: loser + 1,
        scores: scores.map(String),
        rolls: totalRolls.toString(),
        turns: (skipped.turns + BigInt(turns)).toString(),
        skippedCycles: skipped.cycles.toString(),
        replay: replay && { scores: replay },
      };
    },
  };
}

/** 0-based index of the player whose score enters the answer: the lowest non-winner (the first on a tie). */
function lowestLoser<T extends number | bigint>(scores: readonly T[], winner: number): number {
  let loser = -1;
  for (let q = 0; q < scores.length; q++)
    if (q !== winner && (loser < 0 || (scores[q] as T) < (scores[loser] as T))) loser = q;
  return loser;
}

/** Positions, scores, rolls and turns at the start of a round whose die index is 0. */
interface Snapshot {
  pos: number[];
  scores: number[];
  rolls: number;
  turns: number;
}

const samePositions = (a: readonly number[], b: readonly number[]): boolean => a.every((x, i) => x === b[i]);

/**
 * Plays the deterministic game: once (positions, die index) repeats, whole cycles are skipped
 * arithmetically, so a target of 10^18 costs no more than one of 1000. With `replayTurns`, the
 * same play records the scores per turn (skipped cycles written out from the one played).
 */
export function playDeterministic(
  startPositions: readonly number[],
  rules: Rules,
  options: PlayOptions = {},
): Part1Outcome {
  const n = startPositions.length;
  const { boardSize: board, deterministicSides: sides, rollsPerTurn: rolls, target } = rules;
  const ledger = ledgerOf(target);
  const replayTurns = options.replayTurns ?? 0;
  let replay: number[][] | null = replayTurns > 0 ? startPositions.map(() => []) : null;
  const replayOffset = new Array<number>(n).fill(0); // points skipped, for the replay
  const pos = startPositions.map((p) => p - 1);
  const local = new Array<number>(n).fill(0); // score since the last skip
  const gaps = pos.map((_, p) => ledger.gap(p));
  let die = 0;
  let localRolls = 0;
  let localTurns = 0;
  let skippedTurns = 0;
  const snapshots: Snapshot[] = [];
  let lookForCycle = true;

  for (;;) {
    if (die === 0 && lookForCycle) {
      const earlier = snapshots.find((s) => samePositions(s.pos, pos));
      if (earlier) {
        lookForCycle = false;
        const gains = local.map((s, p) => s - (earlier.scores[p] as number));
        const cycleTurns = localTurns - earlier.turns;
        const cycles = ledger.skip(local, gains, localRolls - earlier.rolls, cycleTurns);
        if (cycles > 0) {
          pos.forEach((_, p) => (gaps[p] = ledger.gap(p)));
          skippedTurns = cycles * cycleTurns;
          if (replay && replayTurns >= localTurns + skippedTurns) {
            repeatCycles(replay, earlier.turns / n, gains, cycles);
            gains.forEach((gain, p) => (replayOffset[p] = cycles * gain));
          } else {
            replay = null;
          }
        }
      } else {
        snapshots.push({ pos: [...pos], scores: [...local], rolls: localRolls, turns: localTurns });
      }
    }
    for (let p = 0; p < n; p++) {
      let sum: number;
      if (die + rolls <= sides) {
        // No wrap this turn (the common case): die+1 + ... + die+rolls in closed form.
        sum = rolls * die + (rolls * (rolls + 1)) / 2;
        die = die + rolls === sides ? 0 : die + rolls;
      } else {
        sum = 0;
        for (let r = 0; r < rolls; r++) {
          sum += die + 1;
          die = die + 1 === sides ? 0 : die + 1;
        }
      }
      const moved = ((pos[p] as number) + sum) % board;
      pos[p] = moved;
      localRolls += rolls;
      localTurns += 1;
      const score = (local[p] as number) + moved + 1;
      local[p] = score;
      if (replay) {
        if (localTurns + skippedTurns > replayTurns) replay = null;
        else (replay[p] as number[]).push(score + (replayOffset[p] as number));
      }
      if (score >= (gaps[p] as number)) {
        return ledger.result({ winner: p, local, rolls: localRolls, turns: localTurns, replay });
      }
    }
  }
}

/** Writes out `cycles` repeats of the cycle each player played since its turn `from`, each `gains` higher. */
function repeatCycles(replay: number[][], from: number, gains: readonly number[], cycles: number): void {
  replay.forEach((row, p) => {
    const cycle = row.slice(from);
    const gain = gains[p] as number;
    for (let k = 1; k <= cycles; k++) for (const score of cycle) row.push(score + k * gain);
  });
}
