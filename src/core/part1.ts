import type { Part1Result } from './result';
import type { Rules } from './ruleTable';
import { DiracDiceError } from './errors';
import { coreMessage } from './messages';
import { pointsOf, type Variant } from './variant';

/** Part 1 without timing: the deterministic game played to the target. */
export type Part1Outcome = Omit<Part1Result, 'timeMs'>;

export interface PlayOptions {
  /** Record each player's score after each of its turns, for games of at most this many turns (default 0: none). */
  replayTurns?: number;
  /** A game played differently from its rules (what a turn scores, when a win ends it): the mistake catalog's. */
  variant?: Variant;
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
 * The scores, rolls and turns skipped over whole cycles (at most one skip), in the game's counts
 * (numbers when every count it can reach is below 2^53, else BigInt: a target may be 10^100).
 * Until a skip every count is a small number, kept in the turn loop.
 */
interface Ledger {
  /** How far player p still is from the target, counting skipped points (Infinity: too far to matter). */
  gap(p: number): number;
  /** Skips as many whole cycles as keep everyone below the target; returns how many, or -1 when no player gains. */
  skip(local: readonly number[], gains: readonly number[], rolls: number, turns: number): number;
  result(finish: Finish): Part1Outcome;
}

/**
 * A count of the ledger: all numbers or all BigInt within a game (mixed only by a bug, which BigInt's
 * TypeError shows). + - * take two numbers or two BigInts alike; only the quotient differs.
 */
type Count = number | bigint;
const add = (a: Count, b: Count): Count => (a as number) + (b as number);
const sub = (a: Count, b: Count): Count => (a as number) - (b as number);
const mul = (a: Count, b: Count): Count => (a as number) * (b as number);
const quotient = (a: Count, b: Count): Count =>
  typeof a === 'number' ? Math.floor(a / (b as number)) : a / (b as bigint);

interface Skipped {
  base: Count[];
  rolls: Count;
  turns: Count;
  cycles: Count;
}

/** Gaps past this are too far to matter (the turn loop compares them with numbers). */
const FAR = Number.MAX_SAFE_INTEGER;

/**
 * `bound`: a bound on every count the game can reach (scores times rolls). Numbers below 2^53 cost
 * a tenth of BigInt's operations, which were half of the puzzle's part 1.
 */
function ledgerOf(target: bigint, bound: number): Ledger {
  const small = bound < FAR;
  const count = (n: number | bigint): Count => (small ? Number(n) : BigInt(n));
  const goal = count(target);
  let skipped: Skipped | null = null;
  const gapOf = (g: Count): number => (g > FAR ? Infinity : Number(g));
  return {
    gap(p) {
      return gapOf(skipped === null ? goal : sub(goal, skipped.base[p] as Count));
    },
    skip(local, gains, cycleRolls, cycleTurns) {
      let c = count(-1);
      gains.forEach((gain, p) => {
        if (gain <= 0) return; // a variant's player who scores nothing over a cycle: never the one to stop at
        const room = quotient(sub(goal, count(1 + (local[p] as number))), count(gain));
        if (c < 0 || room < c) c = room;
      });
      if (c <= 0) return c < 0 ? -1 : 0;
      const base = gains.map((gain) => mul(c, count(gain)));
      skipped = { base, rolls: mul(c, count(cycleRolls)), turns: mul(c, count(cycleTurns)), cycles: c };
      return Number(c);
    },
    result({ winner, local, rolls, turns, replay }) {
      const base = skipped?.base;
      const scores = base ? local.map((s, p) => add(base[p] as Count, count(s))) : local;
      const loser = lowestLoser(scores, winner);
      const totalRolls = skipped ? add(skipped.rolls, count(rolls)) : rolls;
      return {
        answer: String(mul(scores[loser] as Count, totalRolls)),
        winner: winner + 1,
        loser: loser + 1,
        scores: scores.map(String),
        rolls: String(totalRolls),
        turns: String(skipped ? add(skipped.turns, count(turns)) : turns),
        skippedCycles: String(skipped?.cycles ?? 0),
        replay: replay && { scores: replay },
      };
    },
  };
}

/** 0-based index of the player whose score enters the answer: the lowest non-winner (the first on a tie). */
function lowestLoser(scores: readonly Count[], winner: number): number {
  let loser = -1;
  for (let q = 0; q < scores.length; q++)
    if (q !== winner && (loser < 0 || (scores[q] as Count) < (scores[loser] as Count))) loser = q;
  return loser;
}

const samePositions = (a: readonly number[], b: readonly number[]): boolean => a.every((x, i) => x === b[i]);

/**
 * Plays the deterministic game: once (positions, die index) repeats, whole cycles are skipped
 * arithmetically, so a target of 10^18 costs no more than one of 1000. A round's start is a function
 * of the last one's with an inverse (the die index steps back, each move is undone), so the rounds
 * cycle back to the first: the cycle closes at the first later round with die index 0 and the
 * start's positions, and its gains are the scores so far. With `replayTurns`, the same play records
 * the scores per turn (skipped cycles written out from the one played).
 */
export function playDeterministic(
  startPositions: readonly number[],
  rules: Rules,
  options: PlayOptions = {},
): Part1Outcome {
  const n = startPositions.length;
  const { boardSize: board, deterministicSides: sides, rollsPerTurn: rolls, target } = rules;
  const { points = 'space', winEndsRound = false } = options.variant ?? {};
  const plain = points === 'space';
  // Scores stay below target + board and rolls below players x target x rolls per turn, when every
  // turn scores (a variant's turn may score nothing: then BigInt, whatever the counts).
  const most = points === 'roll' ? rolls * sides : board;
  const ledger = ledgerOf(target, plain || points === 'roll' ? (Number(target) + most) ** 2 * n * rolls : Infinity);
  const replayTurns = options.replayTurns ?? 0;
  let replay: number[][] | null = replayTurns > 0 ? startPositions.map(() => []) : null;
  const replayOffset = new Array<number>(n).fill(0); // points skipped, for the replay
  const pos = startPositions.map((p) => p - 1);
  const start = [...pos];
  const local = new Array<number>(n).fill(0); // score since the last skip
  const gaps = pos.map((_, p) => ledger.gap(p));
  let die = 0;
  let localRolls = 0;
  let localTurns = 0;
  let skippedTurns = 0;
  let lookForCycle = true;

  for (;;) {
    if (die === 0 && lookForCycle && localTurns > 0 && samePositions(start, pos)) {
      lookForCycle = false;
      const gains = [...local];
      const cycles = ledger.skip(local, gains, localRolls, localTurns);
      if (cycles < 0) throw neverEnds();
      if (cycles > 0) {
        pos.forEach((_, p) => (gaps[p] = ledger.gap(p)));
        skippedTurns = cycles * localTurns;
        if (replay && replayTurns >= localTurns + skippedTurns) {
          repeatCycles(replay, gains, cycles);
          gains.forEach((gain, p) => (replayOffset[p] = cycles * gain));
        } else {
          replay = null;
        }
      }
    }
    let winner = -1;
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
      const score = (local[p] as number) + (plain ? moved + 1 : pointsOf(points, moved, sum, board));
      local[p] = score;
      if (replay) {
        if (localTurns + skippedTurns > replayTurns) replay = null;
        else (replay[p] as number[]).push(score + (replayOffset[p] as number));
      }
      if (score >= (gaps[p] as number) && winner < 0) {
        if (!winEndsRound) return ledger.result({ winner: p, local, rolls: localRolls, turns: localTurns, replay });
        winner = p; // the rest of the round is played (a variant's)
      }
    }
    if (winner >= 0) return ledger.result({ winner, local, rolls: localRolls, turns: localTurns, replay });
  }
}

/** A variant's game in which no player's score grows over a cycle of the deterministic die. */
function neverEnds(): DiracDiceError {
  return new DiracDiceError('limit', [{ code: 'too-expensive', ...coreMessage('gameNeverEnds') }]);
}

/** Writes out `cycles` repeats of the cycle each player played (every turn so far), each `gains` higher. */
function repeatCycles(replay: number[][], gains: readonly number[], cycles: number): void {
  replay.forEach((row, p) => {
    const cycle = [...row];
    const gain = gains[p] as number;
    for (let k = 1; k <= cycles; k++) for (const score of cycle) row.push(score + k * gain);
  });
}
