import type { MemoStats, RollFrequency } from './result';
import { movesOnBoard, rollFrequencies, type Moves } from './rolls';
import type { Rules } from './ruleTable';
import type { ExactCounts } from './exact';
import type { Variant } from './variant';

/** A part 2 game, ready for the strategies: 0-based starts in player order, the distinct moves on the board. */
export interface DiracGame {
  starts: number[];
  board: number;
  target: number;
  moves: Moves;
  /** The roll sums and their ways (shared by every game under these rules: copy before handing out). */
  frequencies: readonly RollFrequency[];
  /** landing[pos x M + i]: space reached from `pos` with move i. */
  landing: Int32Array;
  /** Proven bound on log2 of any count: every game ends within players x target turns. */
  boundBits: number;
  /** The moves of each space ordered by landing space (for the per-player loop; see byLanding). */
  byLanding: ByLanding;
  /** solos[s]: the solo game from space s (0-based), played once when first asked for (perPlayer.ts solosOf). */
  solos: Solo[];
  /** exactSolos[s]: the same, exact past 2^53 (soloExact.ts), played once when first asked for. */
  exactSolos: ExactSolo[];
  /** The game's cost, estimated once when first asked for (estimates.ts estimateCost). */
  cost: Readonly<CostEstimate> | null;
}

/** An estimate of a part 2 request's cost, made before it runs. */
export interface CostEstimate {
  /** Most turns any player can take before reaching the target (exact, by a cheap longest-path count). */
  turns: number;
  /** Upper bound on log2 of the per-player counts: turns x log2(ways per turn). */
  bits: number;
  /** Estimated inner steps of the per-player strategy, every digit of the exact counts included. */
  steps: number;
}

/** One player alone, in doubles: wins[t] universes first reaching the target on turn t (wins[0] = 0), alive[t] still playing after turn t (alive[0] = 1). */
export interface Solo {
  wins: number[];
  alive: number[];
  peak: number;
  states: number;
}

/** The same, exact: every count a BigInt. */
export interface ExactSolo {
  wins: bigint[];
  alive: bigint[];
  states: number;
}

/**
 * Per space, its moves ordered by landing space: offsets are sorted, so the moves that wrap past
 * the last space (landing below `pos`) come first, then the others. A solo game then stops at the
 * first move that wins: every later one wins too, and suffix[pos x (m+1) + k] sums their ways.
 * jump[pos x m + k] = (lands + 1) x board + lands: how far the k-th move takes a cell of a
 * (score x board + space) table (it lands on space `lands`, `lands + 1` points higher).
 */
interface ByLanding {
  lands: Int32Array;
  jump: Int32Array;
  weight: Float64Array;
  suffix: Float64Array;
}

function byLanding(moves: Moves, board: number): ByLanding {
  const { offsets, ways } = moves;
  const m = offsets.length;
  const lands = new Int32Array(board * m);
  const jump = new Int32Array(board * m);
  const weight = new Float64Array(board * m);
  const suffix = new Float64Array(board * (m + 1));
  for (let pos = 0; pos < board; pos++) {
    let stay = 0; // moves that do not wrap
    while (stay < m && pos + (offsets[stay] as number) < board) stay++;
    for (let k = 0; k < m; k++) {
      const i = k < m - stay ? stay + k : k - (m - stay);
      const to = (pos + (offsets[i] as number)) % board;
      lands[pos * m + k] = to;
      jump[pos * m + k] = (to + 1) * board + to;
      weight[pos * m + k] = ways[i] as number;
    }
    for (let k = m - 1; k >= 0; k--)
      suffix[pos * (m + 1) + k] = (suffix[pos * (m + 1) + k + 1] as number) + (weight[pos * m + k] as number);
  }
  return { lands, jump, weight, suffix };
}

interface MoveTables {
  moves: Moves;
  frequencies: readonly RollFrequency[];
  landing: Int32Array;
  byLanding: ByLanding;
}

/** Move tables depend only on (sides, rolls, board, flat sums): computed once each (a few dozen at most are kept). */
const tables = new Map<string, MoveTables>();
/** The last tables asked for, found without building a key: repeated solves under the same rules. */
let last: { sides: number; rolls: number; board: number; flat: boolean; entry: MoveTables } | null = null;

function tablesFor(sides: number, rolls: number, board: number, flat: boolean): MoveTables {
  if (last?.sides === sides && last.rolls === rolls && last.board === board && last.flat === flat) return last.entry;
  const key = `${sides},${rolls},${board},${flat}`;
  let entry = tables.get(key);
  if (!entry) {
    const moves = movesOnBoard(sides, rolls, board, flat);
    const m = moves.offsets.length;
    const landing = new Int32Array(board * m);
    for (let pos = 0; pos < board; pos++) {
      for (let i = 0; i < m; i++) landing[pos * m + i] = (pos + (moves.offsets[i] as number)) % board;
    }
    const frequencies = rollFrequencies(sides, rolls).map((f) => (flat ? { ...f, ways: '1' } : f));
    entry = { moves, frequencies, landing, byLanding: byLanding(moves, board) };
    if (tables.size >= 32) tables.clear();
    tables.set(key, entry);
  }
  last = { sides, rolls, board, flat, entry };
  return entry;
}

/**
 * A part 2 game; `variant.flatSums` (the mistake catalog's) weighs each distinct sum once: the
 * counting strategies read only the move tables, so all but naive (and the probabilities, which
 * read the rules' dice) count that game exactly.
 */
export function makeGame(positions: readonly number[], rules: Rules, variant: Variant = {}): DiracGame {
  const flat = variant.flatSums === true;
  const { diracSides, rollsPerTurn, boardSize } = rules;
  const { moves, frequencies, landing, byLanding } = tablesFor(diracSides, rollsPerTurn, boardSize, flat);
  const bitsPerTurn = flat ? Math.log2(Number(moves.total)) : rollsPerTurn * Math.log2(diracSides);
  return {
    starts: positions.map((p) => p - 1),
    board: boardSize,
    target: rules.diracTarget,
    moves,
    frequencies,
    landing,
    byLanding,
    boundBits: positions.length * rules.diracTarget * bitsPerTurn + 1,
    solos: [],
    exactSolos: [],
    cost: null,
  };
}

/**
 * How the state strategies pack a game state into one integer: every player's cell c = space x
 * target + score, the player to move first, as state = c_0 + c_1 x C + c_2 x C^2 ..., C = `cells` =
 * board x target. The mover's cell is state mod C; after its move it goes last: child = others +
 * c' x `lastPlace` (C^(players - 1)). `root`: player 1 to move, every score 0.
 */
export interface StatePacking {
  cells: number;
  lastPlace: number;
  root: number;
}

export function statePacking(game: DiracGame): StatePacking {
  const cells = game.board * game.target;
  return {
    cells,
    lastPlace: cells ** (game.starts.length - 1),
    root: game.starts.reduce((acc, s, p) => acc + s * game.target * cells ** p, 0),
  };
}

/** What every part 2 strategy returns. */
export interface Part2Outcome {
  wins: bigint[];
  /** The same counts as doubles, when every one is below 2^53 (so exact): what the answer is written from without BigInt. */
  doubles?: number[];
  /** States the strategy visited (its own notion of state). */
  statesTouched: number;
  memo?: MemoStats;
  /** wins by turn: byTurn[p][t] universes where player p wins on its turn t+1. */
  byTurn?: bigint[][];
  method: ExactCounts['method'];
}
