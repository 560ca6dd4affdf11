/** The cost estimates that guard limits.ts, and the refusals: asked before any counting pass. */
import { DiracDiceError } from './errors';
import { countingPasses } from './exact';
import { coreMessage, type MessageArg, type MessageId } from './messages';
import { statePacking, type CostEstimate, type DiracGame } from './game';
import {
  ALL_PAIRS_BOARD_LIMIT,
  ALL_PAIRS_WORK,
  DEFAULT_MEMO_STATES,
  FRONTIER_WORK_LIMIT,
  LIMITS,
  MEMO_STATE_LIMIT,
  MEMO_WORK_LIMIT,
  RECURSION_DEPTH_LIMIT,
  TREE_NODE_LIMIT,
} from './limits';
import type { StrategyName } from './result';
import type { Rules } from './ruleTable';
import { digitBits } from './part2/soloExact';

/** The limit's refusal: one problem, code too-expensive. */
function refusal(id: MessageId, ...args: MessageArg[]): DiracDiceError {
  return new DiracDiceError('limit', [{ code: 'too-expensive', ...coreMessage(id, ...args) }]);
}

// ---- memo and frontier --------------------------------------------------------------------

export type StateStrategy = 'memo' | 'frontier';

const STATE_WORK_LIMITS: Record<StateStrategy, number> = { memo: MEMO_WORK_LIMIT, frontier: FRONTIER_WORK_LIMIT };

/** board^players x target^players: the states a memo over (spaces, scores) can hold. */
export function memoStateBound(game: DiracGame): number {
  return (game.board * game.target) ** game.starts.length;
}

/** A proven bound on log2 of every stored count: no player has more turns left than from its start (estimateCost). */
export function countBits(game: DiracGame): number {
  return Math.min(game.boundBits, game.starts.length * estimateCost(game).bits + 1);
}

/** The counting passes the exact counts may need (one in doubles, then one per prime), known before the first. */
export function passesNeeded(game: DiracGame): number {
  return countingPasses(countBits(game));
}

/** The strategy's check: states, passes (1 if the states alone are over), work (states x moves x passes), if over. */
export function stateNeed(game: DiracGame, name: StateStrategy) {
  const states = memoStateBound(game);
  const passes = states > MEMO_STATE_LIMIT ? 1 : passesNeeded(game);
  const work = states * game.moves.offsets.length * passes;
  return { states, passes, work, over: states > MEMO_STATE_LIMIT || work > STATE_WORK_LIMITS[name] };
}

/** Refuses a game over the strategy's limits (stateNeed) before any pass; returns the passes. */
export function refuseIfTooBig(game: DiracGame, name: StateStrategy): number {
  const { states, passes, work, over } = stateNeed(game, name);
  const limit = STATE_WORK_LIMITS[name].toExponential(1);
  if (states > MEMO_STATE_LIMIT) throw refusal('tooManyStates', name, states.toExponential(2), MEMO_STATE_LIMIT);
  if (over) throw refusal('tooMuchStateWork', name, work.toExponential(1), states, passes, limit);
  return passes;
}

/** Whether the memo is cheap enough for its stats alone: few states, and counts in doubles (none exceeds the root's total). */
export function memoIsCheap(game: DiracGame, totalUniverses: bigint): boolean {
  return memoStateBound(game) <= DEFAULT_MEMO_STATES && totalUniverses < 2n ** 53n;
}

// ---- weighted and naive ---------------------------------------------------------------------

export type TreeKind = 'weighted' | 'naive';

/** The calls a tree strategy would make (weighted: one per landing; naive: one per roll sequence), by a memoized count. */
export function treeNodes(game: DiracGame, kind: TreeKind): number {
  const { target, landing } = game;
  const bound = memoStateBound(game);
  if (bound > MEMO_STATE_LIMIT || game.starts.length * game.target > RECURSION_DEPTH_LIMIT) return Infinity;
  const { cells, lastPlace, root } = statePacking(game);
  const m = game.moves.offsets.length;
  const fan = kind === 'weighted' ? new Float64Array(m).fill(1) : game.moves.ways;
  const memo = new Float64Array(bound);
  const nodesFrom = (state: number): number => {
    const known = memo[state] as number;
    if (known !== 0) return known;
    const cell = state % cells;
    const others = (state - cell) / cells;
    const pos = (cell / target) | 0;
    const score = cell - pos * target;
    let nodes = 1;
    for (let i = 0; i < m; i++) {
      const to = landing[pos * m + i] as number;
      const s = score + to + 1;
      // A winning move is a call that returns at once (weighted) or one leaf per roll sequence (naive).
      nodes += (fan[i] as number) * (s >= target ? 1 : nodesFrom(others + (to * target + s) * lastPlace));
    }
    memo[state] = nodes;
    return nodes;
  };
  return nodesFrom(root);
}

/** Refuses a tree whose calls over every counting pass are over TREE_NODE_LIMIT, before any pass; returns one pass's calls. */
export function refuseIfTooManyNodes(game: DiracGame, kind: TreeKind): number {
  const nodes = treeNodes(game, kind);
  const passes = kind === 'weighted' && Number.isFinite(nodes) ? passesNeeded(game) : 1;
  if (nodes * passes > TREE_NODE_LIMIT) {
    if (!Number.isFinite(nodes)) throw refusal('treeUncountable', kind, TREE_NODE_LIMIT);
    if (passes <= 1) throw refusal('treeCalls', kind, nodes.toExponential(2), TREE_NODE_LIMIT);
    const calls = (nodes * passes).toExponential(2);
    throw refusal('treeCallsInPasses', kind, calls, passes, nodes.toExponential(2), TREE_NODE_LIMIT);
  }
  return nodes;
}

// ---- per-player, and a whole request -----------------------------------------------------------

/** costOf, once per game: the heavy decision, the limit, the table's cost and the counts' bounds all read it. */
export function estimateCost(game: DiracGame): Readonly<CostEstimate> {
  return (game.cost ??= Object.freeze(costOf(game)));
}

/**
 * The longest game a player can have (turns until its score reaches the target, over all roll
 * sequences, from its start), by a longest-path count over (space, score): board x target x moves
 * steps. Then the per-player strategy's cost as the exact kernel (soloExact.ts) plays it: each turn
 * pulls at most board x target cells, each from its sources in passes of eight slots, one
 * multiply-add per slot and digit of the counts (base 2^digitBits, on average half the largest)
 * and CELL_STEPS more per slot for finding the sources. Dice with no digit size play in BigInt,
 * about BIGINT_STEP steps per move and 64-bit word.
 */
function costOf(game: DiracGame): CostEstimate {
  const { board, target } = game;
  const m = game.moves.offsets.length;
  const fromStart = longestGames(game);
  const turns = Math.max(...game.starts.map((s) => fromStart[s] as number));
  const ways = Number(game.moves.total);
  const bits = turns * Math.log2(ways);
  const distinctStarts = new Set(game.starts).size;
  return { turns, bits, steps: distinctStarts * turns * board * target * stepsPerCell(m, bits, ways) };
}

/** A cell's steps a turn: one per move in doubles (counts below 2^53), else the exact kernel's digits or BigInt words. */
function stepsPerCell(m: number, bits: number, ways: number): number {
  if (bits < 53) return m;
  const digit = digitBits(ways);
  return digit === null ? m * BIGINT_STEP * (1 + bits / 64 / 2) : sourceSteps(m) * (CELL_STEPS + 1 + bits / digit / 2);
}

/**
 * A cell's multiply-adds per digit: eight slots a pass of sources (seven moves after the first
 * pass), and two more for each pass before the last (its sum stored in scratch and read again:
 * measured 1.16 times the time a step with 16 moves).
 */
function sourceSteps(m: number): number {
  const passes = Math.max(1, Math.ceil((m - 1) / 7));
  return 8 * passes + 2 * (passes - 1);
}

/** A cell's set-up per slot, in digit multiply-adds: measured time per step evens out across boards of 10 to 1,000 with 3. */
const CELL_STEPS = 3;

/** Steps one BigInt multiply-add of a 64-bit word costs, against one multiply-add of the digit kernel (measured). */
const BIGINT_STEP = 15;

/**
 * Longest games from each start, per move table (shared by every game with the same sides, rolls
 * and board, see makeGame) and target: computed once each.
 */
const longestCache = new WeakMap<Int32Array, Map<number, Int32Array>>();

/** fromStart[space]: the most turns a player starting on `space` (0-based) can take to reach the target. */
function longestGames(game: DiracGame): Int32Array {
  const { board, target, landing } = game;
  let byTarget = longestCache.get(landing);
  if (!byTarget) longestCache.set(landing, (byTarget = new Map()));
  const known = byTarget.get(target);
  if (known) return known;
  const longest = longestTurns(game);
  const fromStart = Int32Array.from({ length: board }, (_, pos) => longest[pos * (target + 1)] as number);
  if (byTarget.size >= 32) byTarget.clear();
  byTarget.set(target, fromStart);
  return fromStart;
}

/**
 * longest[pos x (target + 1) + score]: the most turns a player on space `pos` (0-based) with
 * `score` can still take, its winning turn included (0 when score >= target). Not kept: board x target entries.
 */
export function longestTurns(game: DiracGame): Int32Array {
  const { board, target, landing } = game;
  const m = game.moves.offsets.length;
  const longest = new Int32Array(board * (target + 1));
  for (let score = target - 1; score >= 0; score--) {
    for (let pos = 0; pos < board; pos++) {
      let best = 0;
      for (let i = 0; i < m; i++) {
        const to = landing[pos * m + i] as number;
        const s = Math.min(target, score + to + 1);
        const rest = longest[to * (target + 1) + s] as number;
        if (rest > best) best = rest;
      }
      longest[pos * (target + 1) + score] = best + 1;
    }
  }
  return longest;
}

/** Throws DiracDiceError('limit') when the per-player strategy's estimated cost is over `maxWork`. */
export function checkCost(game: DiracGame, maxWork: number = LIMITS.maxWork): CostEstimate {
  const cost = estimateCost(game);
  if (cost.steps > maxWork) {
    const digits = Math.round(cost.bits * Math.LOG10E * Math.LN2);
    throw refusal('part2TooExpensive', cost.steps.toExponential(1), cost.turns, digits, maxWork.toExponential(1));
  }
  return cost;
}

/** Refuses, before anything is played, what part 2 would: over `maxWork`, or the strategy's limits known without counting. */
export function refuseBeforeWork(game: DiracGame, strategy: StrategyName, maxWork: number): void {
  checkCost(game, maxWork);
  if (strategy === 'memo' || strategy === 'frontier') refuseIfTooBig(game, strategy);
  else if (strategy !== 'per-player' && memoStateBound(game) > MEMO_STATE_LIMIT) refuseIfTooManyNodes(game, strategy);
}

/** The distinct moves per turn on the board: what every estimate multiplies by. */
export function distinctMoves(rules: Rules): number {
  return Math.min(rules.boardSize, rules.rollsPerTurn * (rules.diracSides - 1) + 1);
}

/** Cost of the all-pairs table: one solo game per starting space, each about as long as one of this game's. */
export function allPairsWork(game: DiracGame): number {
  return (game.board * estimateCost(game).steps) / new Set(game.starts).size;
}

/** Refuses the all-pairs table on a board over ALL_PAIRS_BOARD_LIMIT or above `maxWork` estimated steps. */
export function checkAllPairs(game: DiracGame, maxWork: number = ALL_PAIRS_WORK): void {
  if (game.board > ALL_PAIRS_BOARD_LIMIT) throw refusal('allPairsBoardTooLarge', ALL_PAIRS_BOARD_LIMIT, game.board);
  if (maxWork === Infinity) return;
  const work = allPairsWork(game);
  if (work > maxWork) throw refusal('allPairsTooExpensive', work.toExponential(1), maxWork.toExponential(1));
}

/** Part 1's cost: turns simulated until the deterministic state repeats (at most players x die period x board), or until the target. */
export function part1Work(players: number, rules: Rules): number {
  const diePeriod = rules.deterministicSides / gcd(players * rules.rollsPerTurn, rules.deterministicSides);
  return players * rules.rollsPerTurn * Math.min(diePeriod * (rules.boardSize + 1), Number(rules.target) * players);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
