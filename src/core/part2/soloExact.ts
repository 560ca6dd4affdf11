import type { DiracGame, ExactSolo } from '../game';

/**
 * The solo game in exact multi-limb arithmetic on doubles. Each (space, score) cell holds its
 * count as little-endian limbs of `bits` bits in a Float64Array (stride limbs per cell). A cell
 * receives at most one contribution per move, weighted by that move's ways, so before carries
 * every limb stays below W x 2^bits (W = total ways per turn); `bits` is chosen so that this is
 * below 2^53, which keeps every step exact. Carries are propagated once per cell per turn, over
 * enough limbs for a count multiplied by W (several limbs when W is above 2^bits).
 * Returns null when no limb size fits (an absurdly large die): the caller uses BigInt instead.
 */
function soloLimbs(game: DiracGame, start: number): ExactSolo | null {
  const { board, target, landing } = game;
  const m = game.moves.offsets.length;
  const total = Number(game.moves.total);
  const bits = Math.min(48, 52 - Math.ceil(Math.log2(total + 2)));
  if (!Number.isFinite(total) || bits < 8) return null;
  const base = 2 ** bits;
  const w = game.moves.ways;
  const bitsPerTurn = Math.log2(total);
  // A turn multiplies a count by at most `total`: that many more limbs at most (1 for the puzzle).
  const grow = Math.ceil(bitsPerTurn / bits) + 1;
  const cells = board * target;
  let stride = 4;
  let cur: Float64Array = new Float64Array(cells * stride);
  let next: Float64Array = new Float64Array(cells * stride);
  // Limbs in use per cell (0: the cell is empty).
  let live = new Uint16Array(cells);
  let nextLive = new Uint16Array(cells);
  let won = new Float64Array(stride + 1);
  cur[start * target * stride] = 1;
  live[start * target] = 1;
  const wins: bigint[] = [0n];
  const alive: bigint[] = [1n];
  const bigTotal = game.moves.total;
  let states = 0;
  for (let turn = 1; ; turn++) {
    // Counts after this turn are at most total^turn: enough limbs for that, plus one for carries.
    const limbs = Math.floor((turn * bitsPerTurn) / bits) + 2;
    if (limbs > stride) {
      const grown = Math.max(limbs, stride * 2);
      cur = regrow(cur, cells, stride, grown);
      next = new Float64Array(cells * grown);
      won = new Float64Array(grown + 1);
      stride = grown;
    }
    won.fill(0, 0, limbs);
    let any = false;
    for (let score = turn - 1; score < target; score++) {
      for (let pos = 0; pos < board; pos++) {
        const cell = pos * target + score;
        const used = live[cell] as number;
        if (used === 0) continue;
        live[cell] = 0;
        states++;
        const from = cell * stride;
        let winning = false;
        for (let i = 0; i < m; i++) {
          const to = landing[pos * m + i] as number;
          const s = score + to + 1;
          const weight = w[i] as number;
          if (s >= target) {
            winning = true;
            for (let k = 0; k < used; k++) won[k] = (won[k] as number) + weight * (cur[from + k] as number);
          } else {
            const into = to * target + s;
            if ((nextLive[into] as number) < used) nextLive[into] = used;
            any = true;
            const at = into * stride;
            for (let k = 0; k < used; k++) next[at + k] = (next[at + k] as number) + weight * (cur[from + k] as number);
          }
        }
        cur.fill(0, from, from + used);
        if (winning) carry(won, 0, limbs, base);
      }
    }
    for (let cell = 0; cell < cells; cell++) {
      const used = nextLive[cell] as number;
      if (used !== 0) nextLive[cell] = carry(next, cell * stride, Math.min(used + grow, limbs), base);
    }
    const winsNow = toBigInt(won, 0, limbs, bits);
    wins.push(winsNow);
    alive.push((alive[turn - 1] as bigint) * bigTotal - winsNow);
    [cur, next] = [next, cur];
    [live, nextLive] = [nextLive, live];
    if (!any) return { wins, alive, states };
  }
}

function regrow(old: Float64Array, cells: number, stride: number, grown: number): Float64Array {
  const out = new Float64Array(cells * grown);
  for (let cell = 0; cell < cells; cell++) out.set(old.subarray(cell * stride, cell * stride + stride), cell * grown);
  return out;
}

/** Propagates carries so every limb is below base; returns the number of limbs in use. */
function carry(a: Float64Array, at: number, limbs: number, base: number): number {
  const inverse = 1 / base; // a power of two: multiplying by it is exact
  let c = 0;
  for (let k = 0; k < limbs; k++) {
    const v = (a[at + k] as number) + c;
    c = Math.floor(v * inverse);
    a[at + k] = v - c * base;
  }
  if (c !== 0) throw new Error('internal error: limb overflow');
  let used = limbs;
  while (used > 1 && a[at + used - 1] === 0) used--;
  return used;
}

function toBigInt(a: Float64Array, at: number, limbs: number, bits: number): bigint {
  let x = 0n;
  const shift = BigInt(bits);
  for (let k = limbs - 1; k >= 0; k--) x = (x << shift) + BigInt(a[at + k] as number);
  return x;
}

/** The same solo game in BigInt, for dice too large for limbs (slow, but exact for anything). */
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
  return soloLimbs(game, start) ?? soloBigInt(game, start);
}
