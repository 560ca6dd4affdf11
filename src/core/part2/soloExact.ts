import type { DiracGame, ExactSolo } from '../game';

/**
 * The largest digit size B in bits that keeps every step exact in doubles with W ways per turn:
 * sums stay below (2^B + W) x (W + 1) < 2^53, and a carry (at most W) needs W x (W - 1) < 2^B.
 */
export function digitBits(ways: number): number | null {
  for (let b = 52; b >= 16; b--) {
    if ((2 ** b + ways) * (ways + 1) < 2 ** 53 && ways * (ways - 1) < 2 ** b) return b;
  }
  return null;
}

/**
 * The solo game in exact base-2^B carry-save digits on doubles, pulled: each cell is written once a
 * turn as the weighted sum of its sources, which lie in one lower row, so rows are updated in place
 * from the highest down. A turn's steps are methods, each optimized on its own, so a path first
 * taken late (wins, growth) does not send the hot loop back to the interpreter.
 */
class SoloDigits {
  readonly board: number;
  readonly target: number;
  readonly m: number;
  readonly bits: number;
  /**
   * A cell's sources in passes of seven slots (the puzzle's dice have seven moves): each pass after
   * the first holds the partial sum so far (space -1: the scratch cell, weight 1) and six moves;
   * unused slots have weight 0.
   */
  readonly slots: number;
  readonly from: Int32Array;
  readonly weights: Float64Array;
  readonly src: Int32Array;
  readonly used: Int32Array;
  stride = 0;
  table = new Float64Array(0);
  /** Rows low..high may hold counts; every other row is zero. */
  low = 0;
  high = 0;
  widest = 1;
  states = 1;

  constructor(game: DiracGame, start: number, bits: number) {
    const { board, target } = game;
    const { offsets, ways } = game.moves;
    const m = offsets.length;
    this.board = board;
    this.target = target;
    this.m = m;
    this.bits = bits;
    const slots = 7 * Math.max(1, Math.ceil((m - 1) / 6));
    this.slots = slots;
    this.from = new Int32Array(board * slots);
    this.weights = new Float64Array(slots);
    for (let k = 0, i = 0; k < slots; k++) {
      const partial = k > 0 && k % 7 === 0;
      this.weights[k] = partial ? 1 : i < m ? (ways[i] as number) : 0;
      for (let to = 0; to < board; to++) {
        this.from[to * slots + k] = partial
          ? -1
          : i < m
            ? (to - (offsets[i] as number) + board) % board
            : (this.from[to * slots] as number);
      }
      if (!partial) i++;
    }
    this.src = new Int32Array(slots);
    this.used = new Int32Array(board * target);
    // The first table is a grow from none: table and stride are reassigned from the start, so code
    // optimized early never assumes them constant (that cost step a third compile at 1,000).
    this.grow();
    this.table[start * this.stride] = 1;
    this.used[start] = 1;
  }

  /** Widens every cell to room for one more digit than the widest uses. */
  grow(): void {
    const { stride, table, used, board } = this;
    if (this.widest < stride) return;
    // Eight past a multiple of 16, never a power of two: the sources of a cell, a stride apart,
    // then fall in different sets of the L1 cache instead of one.
    const grown = ((Math.max(this.widest + 4, 2 * stride) + 15) & -16) + 8;
    const bigger = new Float64Array((board * this.target + 1) * grown);
    for (let cell = this.low * board; cell < (this.high + 1) * board; cell++) {
      const u = used[cell] as number;
      if (u > 0) bigger.set(table.subarray(cell * stride, cell * stride + u), cell * grown);
    }
    this.table = bigger;
    this.stride = grown;
  }

  /** Adds this turn's wins to `won` at digit `at` before the turn moves the table; returns the digits used. */
  wins(game: DiracGame, won: Float64Array, at: number): number {
    const { board, target, m, stride, table, used, high } = this;
    const { lands, suffix } = game.byLanding;
    const base = 2 ** this.bits;
    const inverse = 1 / base; // a power of two: multiplying by it is exact
    let top = 1;
    for (let r = Math.max(this.low, target - board); r <= high; r++) {
      for (let pos = 0; pos < board; pos++) {
        const cell = r * board + pos;
        const u = used[cell] as number;
        if (u === 0) continue;
        let k = 0;
        while (k < m && r + (lands[pos * m + k] as number) + 1 < target) k++;
        const weight = suffix[pos * (m + 1) + k] as number;
        if (weight === 0) continue;
        let c = 0;
        let d = 0;
        for (; d < u || c !== 0; d++) {
          const v = (won[at + d] as number) + (d < u ? weight * (table[cell * stride + d] as number) : 0) + c;
          c = Math.floor(v * inverse);
          won[at + d] = v - c * base;
        }
        if (d > top) top = d;
      }
    }
    return top;
  }

  /** Sums every pass of sources but the last into scratch (digits 0..u-1); returns the last pass's first slot. */
  partialSums(u: number): number {
    const { slots, table, src, weights } = this;
    const scratch = this.board * this.target * this.stride;
    let p = 0;
    for (; p < slots - 7; p += 7) {
      const a0 = src[p] as number;
      const w0 = weights[p] as number;
      const a1 = src[p + 1] as number;
      const w1 = weights[p + 1] as number;
      const a2 = src[p + 2] as number;
      const w2 = weights[p + 2] as number;
      const a3 = src[p + 3] as number;
      const w3 = weights[p + 3] as number;
      const a4 = src[p + 4] as number;
      const w4 = weights[p + 4] as number;
      const a5 = src[p + 5] as number;
      const w5 = weights[p + 5] as number;
      const a6 = src[p + 6] as number;
      const w6 = weights[p + 6] as number;
      for (let d = 0; d < u; d++)
        table[scratch + d] =
          w0 * (table[a0 + d] as number) +
          w1 * (table[a1 + d] as number) +
          w2 * (table[a2 + d] as number) +
          w3 * (table[a3 + d] as number) +
          w4 * (table[a4 + d] as number) +
          w5 * (table[a5 + d] as number) +
          w6 * (table[a6 + d] as number);
    }
    return p;
  }

  /** Plays one turn: every cell of rows low + 1 .. high + board below the target, from the top row down. False when none is left. */
  step(): boolean {
    const { board, slots, stride, table, used, from, src, weights, low, high } = this;
    const base = 2 ** this.bits;
    const inverse = 1 / base;
    const scratch = board * this.target * stride;
    let newLow = this.target;
    let newHigh = -1;
    let widest = 0;
    let states = 0;
    for (let s = Math.min(high + board, this.target - 1); s > low; s--) {
      for (let to = 0; to < board; to++) {
        const cell = s * board + to;
        const out = cell * stride;
        const r = s - to - 1; // the sources' row
        let u = 0;
        if (r >= low && r <= high) {
          for (let k = 0; k < slots; k++) {
            const space = from[to * slots + k] as number;
            if (space < 0) {
              src[k] = scratch;
              continue;
            }
            const source = r * board + space;
            src[k] = source * stride;
            const su = used[source] as number;
            if (su > u) u = su;
          }
        }
        const before = used[cell] as number;
        if (u === 0) {
          if (before !== 0) table.fill(0, out, out + before);
          used[cell] = 0;
          continue;
        }
        // Seven sources a pass, their weights and addresses in locals: eight a pass was about 1.2
        // times as fast as four, twice a loop over the sources, and seven saves the puzzle's dice an
        // eighth of the work. Passes before the last (more than seven moves) sum into scratch in
        // their own method, which keeps this one small to compile. `| 0` spares each index an
        // overflow check (callgrind: 9% fewer instructions at target 600).
        const p = slots > 7 ? this.partialSums(u) : 0;
        const a0 = src[p] as number;
        const w0 = weights[p] as number;
        const a1 = src[p + 1] as number;
        const w1 = weights[p + 1] as number;
        const a2 = src[p + 2] as number;
        const w2 = weights[p + 2] as number;
        const a3 = src[p + 3] as number;
        const w3 = weights[p + 3] as number;
        const a4 = src[p + 4] as number;
        const w4 = weights[p + 4] as number;
        const a5 = src[p + 5] as number;
        const w5 = weights[p + 5] as number;
        const a6 = src[p + 6] as number;
        const w6 = weights[p + 6] as number;
        let carry = 0;
        for (let d = 0; d < u; d++) {
          const sum =
            w0 * (table[(a0 + d) | 0] as number) +
            w1 * (table[(a1 + d) | 0] as number) +
            w2 * (table[(a2 + d) | 0] as number) +
            w3 * (table[(a3 + d) | 0] as number) +
            w4 * (table[(a4 + d) | 0] as number) +
            w5 * (table[(a5 + d) | 0] as number) +
            w6 * (table[(a6 + d) | 0] as number);
          const up = Math.floor(sum * inverse);
          table[(out + d) | 0] = sum - up * base + carry;
          carry = up;
        }
        // The carry, then zeros over what the cell held before: one store site that runs every
        // time, so no branch first taken turns later deoptimizes this method.
        const end = before > u ? before : u + 1;
        for (let d = u; d < end; d++) table[(out + d) | 0] = d === u ? carry : 0;
        u += carry === 0 ? 0 : 1;
        used[cell] = u;
        if (u > widest) widest = u;
        states++;
        if (s < newLow) newLow = s;
        if (s > newHigh) newHigh = s;
      }
    }
    // Row `low` was only read: it is empty now.
    for (let cell = low * board; cell < (low + 1) * board; cell++) {
      table.fill(0, cell * stride, cell * stride + (used[cell] as number));
      used[cell] = 0;
    }
    this.low = newLow;
    this.high = newHigh;
    this.widest = widest;
    this.states += states;
    return newHigh >= 0;
  }
}

/** Plays the solo game in SoloDigits; each turn's wins are kept as digits and made BigInts at the end. */
function soloDigits(game: DiracGame, start: number, bits: number): ExactSolo {
  const solo = new SoloDigits(game, start, bits);
  let won = new Float64Array(64);
  const at = [0]; // at[t]: where turn t + 1's wins begin in won
  for (let more = true; more;) {
    solo.grow();
    const from = at.at(-1) as number;
    if (from + solo.stride + 1 > won.length) {
      const bigger = new Float64Array(2 * (from + solo.stride + 1));
      bigger.set(won);
      won = bigger;
    }
    at.push(from + solo.wins(game, won, from));
    more = solo.step();
  }
  const wins: bigint[] = [0n];
  const alive: bigint[] = [1n];
  for (let t = 1; t < at.length; t++) {
    const w = toBigInt(won.subarray(at[t - 1], at[t]), bits);
    wins.push(w);
    alive.push((alive[t - 1] as bigint) * game.moves.total - w);
  }
  return { wins, alive, states: solo.states };
}

/** The value of base-2^bits digits, least significant first: halves joined by one shift (n log n, not n^2 word operations). */
function toBigInt(digits: Float64Array, bits: number): bigint {
  const half = digits.length >> 1;
  if (half === 0) return BigInt(digits[0] ?? 0);
  return (toBigInt(digits.subarray(half), bits) << BigInt(bits * half)) + toBigInt(digits.subarray(0, half), bits);
}

/** The same solo game in BigInt, for dice whose ways per turn leave no digit size (see digitBits). */
function soloBigInt(game: DiracGame, start: number): ExactSolo {
  const { board, target, landing } = game;
  const m = game.moves.offsets.length;
  const w = game.moves.waysBig;
  let cur = new Array<bigint>(board * target).fill(0n);
  let next = new Array<bigint>(board * target).fill(0n);
  cur[start * target] = 1n;
  const wins: bigint[] = [0n];
  const alive: bigint[] = [1n];
  let states = 0;
  for (let turn = 1; ; turn++) {
    let won = 0n;
    let any = false;
    for (let score = turn - 1; score < target; score++) {
      for (let pos = 0; pos < board; pos++) {
        const cell = pos * target + score;
        const v = cur[cell] as bigint;
        if (v === 0n) continue;
        cur[cell] = 0n;
        states++;
        for (let i = 0; i < m; i++) {
          const to = landing[pos * m + i] as number;
          const s = score + to + 1;
          const add = v * (w[i] as bigint);
          if (s >= target) won += add;
          else {
            next[to * target + s] = (next[to * target + s] as bigint) + add;
            any = true;
          }
        }
      }
    }
    wins.push(won);
    alive.push((alive[turn - 1] as bigint) * game.moves.total - won);
    [cur, next] = [next, cur];
    if (!any) return { wins, alive, states };
  }
}

export function soloExact(game: DiracGame, start: number): ExactSolo {
  const bits = digitBits(Number(game.moves.total));
  return bits === null ? soloBigInt(game, start) : soloDigits(game, start, bits);
}
