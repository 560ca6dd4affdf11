import type { RollFrequency } from './result';
import { RULE_TABLE } from './ruleTable';
import { checkWhole } from './validate';

/** ways[k]: the roll sequences of `rolls` rolls of a `sides`-sided die summing to `rolls + k`. */
export function rollWays(sides: number, rolls: number): bigint[] {
  let ways: bigint[] = [1n];
  for (let r = 0; r < rolls; r++) {
    const next: bigint[] = new Array<bigint>(ways.length + sides - 1).fill(0n);
    let window = 0n;
    for (let k = 0; k < next.length; k++) {
      if (k < ways.length) window += ways[k] as bigint;
      if (k - sides >= 0) window -= ways[k - sides] as bigint;
      next[k] = window;
    }
    ways = next;
  }
  return ways;
}

/** ways[k] as a game counts them: every sequence, or with `flat` (a variant's) each sum once. */
function sumWays(sides: number, rolls: number, flat: boolean): bigint[] {
  const ways = rollWays(sides, rolls);
  return flat ? ways.map(() => 1n) : ways;
}

/** The roll-frequency table of a Dirac die: each sum `rolls + k` with its ways as a decimal string. */
export function rollFrequencies(sides: number, rolls: number): RollFrequency[] {
  checkWhole('rollFrequencies', 'sides', sides, RULE_TABLE[4], 'usage');
  checkWhole('rollFrequencies', 'rolls', rolls, RULE_TABLE[1], 'usage');
  return rollWays(sides, rolls).map((ways, k) => ({ sum: rolls + k, ways: ways.toString() }));
}

/** The distinct moves on a board: landing offset (sum mod board) and the ways to roll it. */
export interface Moves {
  /** offsets[i] in 0..board-1. */
  offsets: Int32Array;
  /** Ways per offset, as doubles (exact while below 2^53; callers check). */
  ways: Float64Array;
  /** Ways per offset, exact. */
  waysBig: bigint[];
  /** Total ways per turn: sides^rolls (flat: the distinct sums). */
  total: bigint;
}

/** Groups roll sums by where they land on the board, so a solver branches once per distinct landing (`flat`: each sum counted once). */
export function movesOnBoard(sides: number, rolls: number, board: number, flat = false): Moves {
  const byOffset = new Map<number, bigint>();
  const all = sumWays(sides, rolls, flat);
  all.forEach((w, k) => {
    const offset = (rolls + k) % board;
    byOffset.set(offset, (byOffset.get(offset) ?? 0n) + w);
  });
  const entries = [...byOffset.entries()].sort((a, b) => a[0] - b[0]);
  return {
    offsets: Int32Array.from(entries.map(([o]) => o)),
    ways: Float64Array.from(entries.map(([, w]) => Number(w))),
    waysBig: entries.map(([, w]) => w),
    total: flat ? BigInt(all.length) : BigInt(sides) ** BigInt(rolls),
  };
}
