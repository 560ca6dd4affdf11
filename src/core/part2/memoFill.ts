import type { DiracGame } from '../game';

/**
 * The two-player memo in plain doubles, filled bottom-up instead of by recursion: the same
 * states, values and statistics as the recursive memo, without a call per state or a "computed
 * yet?" test per move.
 *
 * A state is (mover cell, other cell), cell = score x board + space, the player to move first.
 * values[2 x state] = universes the mover wins from there, values[2 x state + 1] = universes
 * the other player wins. Every move that does not win adds at least 1 to the mover's score, so
 * a child's score sum is larger than its parent's: walking states by decreasing score sum, every
 * child is final before any parent reads it.
 *
 * Which states the recursion would store (the reachable ones) comes from the players' own games,
 * since the dice are independent: with player A to move after k turns each, A's cell is one A
 * reaches alone in exactly k turns without winning and B's one B reaches in k turns; with B to
 * move, B's cell is one of B's turn k and A's one of A's turn k + 1. Any such pair is reachable
 * (neither player has won), and no other. Per mover cell x and other score sy, a bit mask of the
 * other's spaces is the OR, over the turns at which x is reachable, of the other player's
 * spaces at score sy on the matching turn. The walk then visits exactly the reachable states and
 * counts the recursion's statistics on the way: one stored entry per state, and one call per
 * move that does not win from it, plus the root.
 */
export interface TwoPlayerFill {
  /** Root counts: [wins of player 1, wins of player 2]. */
  out: Float64Array;
  /** The largest stored value: the root's larger count (every value sums universes of a subtree of the root). */
  peak: number;
  /** What the recursion would do: calls, and the states it stores (calls that are not hits). */
  calls: number;
  entries: number;
}

/**
 * Per mover cell, its moves: the universes in which the mover wins on this roll, and the moves
 * that do not win as entries first[c] .. first[c + 1] - 1 of lands, weight (the move's ways) and
 * gain (the score it adds = landing space + 1). lands[k] is where the cell landed on sits in the
 * values table as the other player: 2 x cell x cells, so a child is at lands[k] + 2 x its mover.
 * Depends only on the board's move table and the target, so the last one is kept.
 */
interface MoveTable {
  landing: Int32Array;
  ways: Float64Array;
  target: number;
  winning: Float64Array;
  first: Int32Array;
  lands: Int32Array;
  weight: Float64Array;
  gain: Int32Array;
}

let lastMoves: MoveTable | null = null;

function moveTable(game: DiracGame): MoveTable {
  const { board, target, landing } = game;
  const ways = game.moves.ways;
  if (lastMoves?.landing === landing && lastMoves.ways === ways && lastMoves.target === target) return lastMoves;
  const m = ways.length;
  const cells = board * target;
  const winning = new Float64Array(cells);
  const first = new Int32Array(cells + 1);
  const lands = new Int32Array(cells * m);
  const weight = new Float64Array(cells * m);
  const gain = new Int32Array(cells * m);
  let k = 0;
  // Cells in increasing order, so that first[c + 1] ends cell c's moves.
  for (let score = 0; score < target; score++) {
    for (let pos = 0; pos < board; pos++) {
      const cell = score * board + pos;
      first[cell] = k;
      for (let i = 0; i < m; i++) {
        const to = landing[pos * m + i] as number;
        const s = score + to + 1;
        if (s >= target) {
          winning[cell] = (winning[cell] as number) + (ways[i] as number);
        } else {
          lands[k] = 2 * (s * board + to) * cells;
          weight[k] = ways[i] as number;
          gain[k] = to + 1;
          k++;
        }
      }
    }
  }
  first[cells] = k;
  lastMoves = { landing, ways, target, winning, first, lands, weight, gain };
  return lastMoves;
}

/**
 * One player alone: masks[(k x target + s) x words + w] has bit b set when space 32w + b with
 * score s is reachable in exactly k turns without winning. lo[k] .. hi[k] are the scores turn k
 * can hold (lo > hi: none), count[k] its cells. At most target turns: each adds at least 1.
 */
interface Reach {
  masks: Int32Array;
  lo: Int32Array;
  hi: Int32Array;
  count: Int32Array;
}

function reach(start: number, board: number, target: number, words: number, moves: MoveTable): Reach {
  const { first, gain } = moves;
  const turns = target + 1; // turn `target` is always empty; callers may read it
  const masks = new Int32Array(turns * target * words);
  const lo = new Int32Array(turns).fill(target);
  const hi = new Int32Array(turns).fill(-1);
  const count = new Int32Array(turns);
  masks[start >> 5] = 1 << (start & 31);
  lo[0] = 0;
  hi[0] = 0;
  count[0] = 1;
  for (let k = 0; k + 1 < turns && count[k] !== 0; k++) {
    for (let s = lo[k] as number; s <= (hi[k] as number); s++) {
      for (let w = 0; w < words; w++) {
        for (let bits = masks[(k * target + s) * words + w] as number; bits !== 0; bits &= bits - 1) {
          const cell = s * board + w * 32 + 31 - Math.clz32(bits & -bits);
          const end = first[cell + 1] as number;
          for (let j = first[cell] as number; j < end; j++) {
            const to = (gain[j] as number) - 1;
            const ns = s + to + 1;
            const at = ((k + 1) * target + ns) * words + (to >> 5);
            const bit = 1 << (to & 31);
            if (((masks[at] as number) & bit) !== 0) continue;
            masks[at] = (masks[at] as number) | bit;
            count[k + 1] = (count[k + 1] as number) + 1;
            if (ns < (lo[k + 1] as number)) lo[k + 1] = ns;
            if (ns > (hi[k + 1] as number)) hi[k + 1] = ns;
          }
        }
      }
    }
  }
  return { masks, lo, hi, count };
}

/**
 * The values table, kept for the next run: a fresh 700 KB table per solve (the puzzle's) adds
 * about a sixth to the fill, in page faults (measured: 0.40 ms instead of 0.34 ms). Kept only up
 * to SPARE_LIMIT doubles (8 MB), as the recursive memo did; the fill is synchronous, so one
 * table is enough.
 */
const SPARE_LIMIT = 1 << 20;
let spare: Float64Array | null = null;

function valuesTable(length: number): Float64Array {
  // Never cleared: the walk writes every state it reads (see twoPlayersFilled).
  if (length > SPARE_LIMIT) return new Float64Array(length);
  if (spare === null || spare.length < length) spare = new Float64Array(length);
  return spare;
}

/**
 * The bottom-up two-player memo (see the top of this file). Returns null when the reachability
 * masks would cost more than the fill itself (long games on tiny boards, where a player's cells
 * at one turn span many scores): the caller then runs the general recursion.
 */
export function twoPlayersFilled(game: DiracGame): TwoPlayerFill | null {
  const { board, target } = game;
  const moves = moveTable(game);
  const { winning, first, lands, weight } = moves;
  const cells = board * target;
  const words = (board + 31) >> 5;
  const [a = 0, b = 0] = game.starts;
  const ra = reach(a, board, target, words, moves);
  const rb = reach(b, board, target, words, moves);

  // A to move on turn k: A's cells of turn k against B's of turn k; B to move: B's of k against A's of k + 1.
  const pairings: [Reach, Reach, number][] = [];
  let cost = 0;
  for (let k = 0; k < target; k++) {
    pairings.push([ra, rb, k], [rb, ra, k + 1]);
    cost += (ra.count[k] as number) * Math.max(0, (rb.hi[k] as number) - (rb.lo[k] as number) + 1);
    cost += (rb.count[k] as number) * Math.max(0, (ra.hi[k + 1] as number) - (ra.lo[k + 1] as number) + 1);
  }
  if (cost * words > cells * cells * game.moves.offsets.length) return null;

  // others[(x x target + sy) x words + w]: the other's spaces (bits) at score sy reachable with mover cell x.
  const others = new Int32Array(cells * target * words);
  for (let i = 0; i < pairings.length; i++) {
    const [mover, other, ko] = pairings[i] as [Reach, Reach, number];
    const km = i >> 1;
    const olo = other.lo[ko] as number;
    const ohi = other.hi[ko] as number;
    if (olo > ohi) continue;
    for (let s = mover.lo[km] as number; s <= (mover.hi[km] as number); s++) {
      for (let w = 0; w < words; w++) {
        for (let bits = mover.masks[(km * target + s) * words + w] as number; bits !== 0; bits &= bits - 1) {
          const x = s * board + w * 32 + 31 - Math.clz32(bits & -bits);
          const into = x * target * words;
          const from = ko * target * words;
          for (let j = olo * words; j < (ohi + 1) * words; j++) {
            others[into + j] = (others[into + j] as number) | (other.masks[from + j] as number);
          }
        }
      }
    }
  }

  // A state's index is mover + other x cells. A child's mover is the parent's other player, so
  // states that differ only in the other's space (consecutive cells: same score) have their
  // children side by side, and the walk below takes such states one after the other.
  const values = valuesTable(2 * cells * cells);
  let entries = 0;
  let calls = 1;
  for (let sum = 2 * target - 2; sum >= 0; sum--) {
    const high = Math.min(sum, target - 1);
    for (let sx = Math.max(0, sum - target + 1); sx <= high; sx++) {
      const sy = sum - sx;
      for (let px = 0; px < board; px++) {
        const x = sx * board + px;
        const start = first[x] as number;
        const end = first[x + 1] as number;
        const won = winning[x] as number;
        const at = (x * target + sy) * words;
        for (let w = 0; w < words; w++) {
          for (let bits = others[at + w] as number; bits !== 0; bits &= bits - 1) {
            const y = sy * board + w * 32 + 31 - Math.clz32(bits & -bits);
            // In a child the other player moves: its mover is y, its other is x moved.
            const at2 = 2 * y;
            let mine = won;
            let theirs = 0;
            for (let k = start; k < end; k++) {
              const child = at2 + (lands[k] as number);
              const wk = weight[k] as number;
              mine += wk * (values[child + 1] as number);
              theirs += wk * (values[child] as number);
            }
            const state = 2 * (x + y * cells);
            values[state] = mine;
            values[state + 1] = theirs;
            entries++;
            calls += end - start;
          }
        }
      }
    }
  }
  const root = 2 * (a + b * cells);
  const mine = values[root] as number;
  const theirs = values[root + 1] as number;
  return { out: Float64Array.of(mine, theirs), peak: Math.max(mine, theirs), calls, entries };
}
