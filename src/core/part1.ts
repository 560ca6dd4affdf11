import type { Part1Result } from '../shared/result';
import { REPLAY_TURN_LIMIT } from './limits';
import type { Rules } from './rules';

/** Part 1 without timing: the deterministic game played to the target. */
export type Part1Outcome = Omit<Part1Result, 'timeMs'>;

/** Sum of `rolls` consecutive deterministic rolls starting at die index `die` (0-based; values 1..sides). */
function turnSum(die: number, rolls: number, sides: number): number {
  let sum = 0;
  for (let r = 0; r < rolls; r++) sum += ((die + r) % sides) + 1;
  return sum;
}

/**
 * Plays the deterministic game. The state that repeats is (positions, die index) at the start
 * of a round; at rounds where the die index is back to 0 the positions are compared with earlier
 * such rounds, and once they repeat, whole cycles are skipped with exact BigInt arithmetic, so
 * a target of 10^18 costs no more than one of 1000.
 */
export function playDeterministic(startPositions: readonly number[], rules: Rules): Part1Outcome {
  const n = startPositions.length;
  const { boardSize: board, deterministicSides: sides, rollsPerTurn: rolls, target } = rules;
  const pos = startPositions.map((p) => p - 1);
  const local = new Array<number>(n).fill(0); // score since `base`, small numbers
  const base = new Array<bigint>(n).fill(0n); // skipped score, exact
  // Remaining gap to the target per player, as a number while it fits; Infinity means "far away".
  const gap = (p: number): number => {
    const g = target - (base[p] as bigint);
    return g > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(g);
  };
  let gaps = pos.map((_, p) => gap(p));
  let die = 0;
  let localRolls = 0;
  let baseRolls = 0n;
  let localTurns = 0;
  let baseTurns = 0n;
  let skipped = 0n;
  // Snapshots at round starts with die index 0: positions and scores.
  const snapshots: { pos: number[]; scores: number[]; rolls: number; turns: number }[] = [];
  let lookForCycle = true;

  for (;;) {
    if (die === 0 && lookForCycle) {
      const key = pos.join(',');
      const earlier = snapshots.find((s) => s.pos.join(',') === key);
      if (earlier) {
        lookForCycle = false;
        const gains = local.map((s, p) => BigInt(s - (earlier.scores[p] as number)));
        let cycles: bigint | null = null;
        for (let p = 0; p < n; p++) {
          const room = target - 1n - (base[p] as bigint) - BigInt(local[p] as number);
          const c = room / (gains[p] as bigint);
          if (cycles === null || c < cycles) cycles = c;
        }
        const c = cycles ?? 0n;
        if (c > 0n) {
          skipped = c;
          for (let p = 0; p < n; p++) base[p] = (base[p] as bigint) + c * (gains[p] as bigint);
          baseRolls += c * BigInt(localRolls - earlier.rolls);
          baseTurns += c * BigInt(localTurns - earlier.turns);
          gaps = pos.map((_, p) => gap(p));
        }
      } else {
        snapshots.push({ pos: [...pos], scores: [...local], rolls: localRolls, turns: localTurns });
      }
    }
    for (let p = 0; p < n; p++) {
      const moved = ((pos[p] as number) + turnSum(die, rolls, sides)) % board;
      pos[p] = moved;
      die = (die + rolls) % sides;
      localRolls += rolls;
      localTurns += 1;
      const score = (local[p] as number) + moved + 1;
      local[p] = score;
      if (score >= (gaps[p] as number)) {
        const scores = local.map((s, q) => (base[q] as bigint) + BigInt(s));
        const totalRolls = baseRolls + BigInt(localRolls);
        let lowest: bigint | null = null;
        scores.forEach((s, q) => {
          if (q !== p && (lowest === null || s < lowest)) lowest = s;
        });
        return {
          answer: ((lowest ?? 0n) * totalRolls).toString(),
          winner: p + 1,
          scores: scores.map(String),
          rolls: totalRolls.toString(),
          turns: (baseTurns + BigInt(localTurns)).toString(),
          skippedCycles: skipped.toString(),
        };
      }
    }
  }
}

/** Scores after every turn of the deterministic game, or null when it takes more than `maxTurns` turns. */
export function replayDeterministic(
  startPositions: readonly number[],
  rules: Rules,
  maxTurns = REPLAY_TURN_LIMIT,
): { scores: number[][]; winner: number } | null {
  const n = startPositions.length;
  const { boardSize: board, deterministicSides: sides, rollsPerTurn: rolls } = rules;
  if (rules.target > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const target = Number(rules.target);
  const pos = startPositions.map((p) => p - 1);
  const scores: number[][] = startPositions.map(() => []);
  let die = 0;
  for (let turn = 0; turn < maxTurns; turn++) {
    const p = turn % n;
    pos[p] = ((pos[p] as number) + turnSum(die, rolls, sides)) % board;
    die = (die + rolls) % sides;
    const row = scores[p] as number[];
    const score = (row[row.length - 1] ?? 0) + (pos[p] as number) + 1;
    row.push(score);
    if (score >= target) return { scores, winner: p + 1 };
  }
  return null;
}
