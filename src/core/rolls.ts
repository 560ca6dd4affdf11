import type { RollFrequency } from './result';

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

/** The roll-frequency table: each sum `rolls + k` with its ways as a decimal string. */
export function rollFrequencies(sides: number, rolls: number): RollFrequency[] {
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
  /** Total ways per turn: sides^rolls. */
  total: bigint;
}

/** Groups roll sums by where they land on the board, so a solver branches once per distinct landing. */
export function movesOnBoard(sides: number, rolls: number, board: number): Moves {
  const byOffset = new Map<number, bigint>();
  rollWays(sides, rolls).forEach((w, k) => {
    const offset = (rolls + k) % board;
    byOffset.set(offset, (byOffset.get(offset) ?? 0n) + w);
  });
  const entries = [...byOffset.entries()].sort((a, b) => a[0] - b[0]);
  return {
    offsets: Int32Array.from(entries.map(([o]) => o)),
    ways: Float64Array.from(entries.map(([, w]) => Number(w))),
    waysBig: entries.map(([, w]) => w),
    total: BigInt(sides) ** BigInt(rolls),
  };
}
