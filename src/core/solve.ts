import {
  STRATEGY_NAMES,
  type AllPairsResult,
  type Part1Result,
  type Part2Result,
  type SolveResult,
  type StrategyName,
  type StrategyRun,
} from '../shared/result';
import { DiracDiceError } from './errors';
import { playDeterministic } from './part1';
import { allPairs } from './part2/allPairs';
import { frontier } from './part2/frontier';
import { estimateCost, makeGame, type CostEstimate, type DiracGame, type Part2Outcome } from './part2/game';
import { memo, memoStateBound } from './part2/memo';
import { perPlayer } from './part2/perPlayer';
import { naive, weighted } from './part2/tree';
import { formatInput, parseInput } from './parse';
import { rollFrequencies } from './rolls';
import { LIMITS, resolveRules, rulesToJson, type Rules, type RulesInput } from './rules';

export interface SolveOptions {
  /** Rules over the puzzle's defaults. */
  rules?: RulesInput;
  /** Strategy whose counts are reported for part 2 (default "per-player"). */
  strategy?: StrategyName;
  /** Parts to solve (default both). */
  parts?: ReadonlyArray<1 | 2>;
  /**
   * Extra strategies to run and check against the reported one. Default: "per-player" (for wins
   * by turn) and "memo" (for its stats) where it is cheap. `true`: all five, where their limits allow.
   */
  compare?: boolean | readonly StrategyName[];
  /** Starting positions to use instead of parsing text (1-based spaces). */
  positions?: readonly number[];
  /** Refuse part 2 above this estimated cost (default LIMITS.maxWork; see estimateCost). */
  maxWork?: number;
}

/** The platform clock (performance exists in browsers, workers and Node; the core declares only what it uses). */
const clock = (globalThis as unknown as { performance: { now(): number } }).performance;
const now = (): number => clock.now();

/** Runs one named strategy on a game. Throws DiracDiceError('limit') when the strategy refuses. */
export function runStrategy(name: StrategyName, game: DiracGame, rules: Rules): Part2Outcome {
  switch (name) {
    case 'per-player':
      return perPlayer(game);
    case 'memo':
      return memo(game);
    case 'frontier':
      return frontier(game);
    case 'weighted':
      return weighted(game);
    case 'naive':
      return naive(game, rules.diracSides, rules.rollsPerTurn);
  }
}

/** Parses the text (or takes `positions`), checks it against the rules; throws DiracDiceError. */
export function readPositions(text: string, rules: Rules, positions?: readonly number[]): number[] {
  // Given positions are checked exactly like typed ones (board range, 2 to 10 players).
  const parsed = parseInput(positions ? formatInput(positions) : text, rules.boardSize);
  if (!parsed.ok) throw new DiracDiceError('input', parsed.problems);
  return parsed.input.positions;
}

export function solvePart1(positions: readonly number[], rules: Rules): Part1Result {
  const t0 = now();
  const outcome = playDeterministic(positions, rules);
  return { ...outcome, timeMs: now() - t0 };
}

/** Throws DiracDiceError('limit') when the per-player strategy's estimated cost is over `maxWork`. */
export function checkCost(game: DiracGame, maxWork: number = LIMITS.maxWork): CostEstimate {
  const cost = estimateCost(game);
  if (cost.steps > maxWork) {
    throw new DiracDiceError('limit', [
      {
        code: 'too-expensive',
        message: `part 2 would take about ${cost.steps.toExponential(1)} steps (games of up to ${cost.turns} turns, counts of about ${Math.round(cost.bits * Math.LOG10E * Math.LN2)} digits); the limit is ${maxWork.toExponential(1)} (raise it with the diracDice.maxWork setting or --max-work, or lower the Dirac target or the board size)`,
      },
    ]);
  }
  return cost;
}

export function solvePart2(
  positions: readonly number[],
  rules: Rules,
  strategy: StrategyName = 'per-player',
  compare: SolveOptions['compare'] = undefined,
  maxWork: number = LIMITS.maxWork,
): Part2Result {
  const t0 = now();
  const game = makeGame(positions, rules);
  checkCost(game, maxWork);
  const asked: readonly StrategyName[] =
    compare === true ? STRATEGY_NAMES : compare === false ? [] : (compare ?? ['per-player', 'memo']);
  const names = [strategy, ...asked.filter((s) => s !== strategy)];
  const runs: StrategyRun[] = [];
  const refused: Part2Result['refused'] = [];
  let main: Part2Outcome | undefined;
  let memoRun: Part2Outcome | undefined;
  let perPlayerRun: Part2Outcome | undefined;
  for (const name of names) {
    // Only the default extra memo run is skipped when costly; a memo asked for as the strategy always runs (or refuses).
    if (compare === undefined && name === 'memo' && name !== strategy && !memoIsCheap(game, main)) continue;
    const start = now();
    let outcome: Part2Outcome;
    try {
      outcome = runStrategy(name, game, rules);
    } catch (error) {
      if (error instanceof DiracDiceError && error.kind === 'limit' && name !== strategy) {
        refused.push({ strategy: name, reason: error.message });
        continue;
      }
      throw error;
    }
    runs.push({
      strategy: name,
      timeMs: now() - start,
      statesTouched: outcome.statesTouched,
      wins: outcome.wins.map(String),
    });
    main ??= outcome;
    if (name === 'memo') memoRun = outcome;
    if (name === 'per-player') perPlayerRun = outcome;
    if (outcome.wins.some((w, i) => w !== main?.wins[i])) {
      throw new Error(
        `internal error: strategy ${name} disagrees with ${strategy} (${outcome.wins.join(', ')} vs ${main.wins.join(', ')})`,
      );
    }
  }
  if (!main) throw new Error('internal error: no strategy ran');
  const wins = main.wins;
  let winner = 0;
  wins.forEach((w, i) => {
    if (w > (wins[winner] as bigint)) winner = i;
  });
  return {
    answer: (wins[winner] as bigint).toString(),
    strategy,
    wins: wins.map(String),
    winner: winner + 1,
    totalUniverses: wins.reduce((a, b) => a + b, 0n).toString(),
    rollFrequencies: rollFrequencies(rules.diracSides, rules.rollsPerTurn),
    memo: memoRun?.memo ?? null,
    byTurn: perPlayerRun?.byTurn ? { wins: perPlayerRun.byTurn.map((row) => row.map(String)) } : null,
    runs,
    refused,
    timeMs: now() - t0,
  };
}

/** The memo runs by default (for its stats) only where it is cheap (the puzzle has 44,100 states). */
export const DEFAULT_MEMO_STATES = 50_000;

/**
 * Cheap means few states, and counts that fit in doubles: every memo entry counts universes of a
 * subtree of the game, so none exceeds the root's total, which the first strategy already found.
 */
function memoIsCheap(game: DiracGame, first: Part2Outcome | undefined): boolean {
  const total = first?.wins.reduce((a, b) => a + b, 0n) ?? 0n;
  return memoStateBound(game) <= DEFAULT_MEMO_STATES && total < 2n ** 53n;
}

/**
 * The one entry point: input text (and options) in, a JSON-safe result out. Throws
 * DiracDiceError for bad input ('input'), bad rules ('rules') or a refused request ('limit').
 */
export function solve(text: string, options: SolveOptions = {}): SolveResult {
  const rules = resolveRules(options.rules);
  const positions = readPositions(text, rules, options.positions);
  const parts = options.parts ?? [1, 2];
  return {
    players: positions,
    rules: rulesToJson(rules),
    part1: parts.includes(1) ? solvePart1(positions, rules) : null,
    part2: parts.includes(2)
      ? solvePart2(positions, rules, options.strategy ?? 'per-player', options.compare, options.maxWork)
      : null,
  };
}

/** Largest board the all-pairs table accepts (board^2 cells). */
export const ALL_PAIRS_BOARD_LIMIT = 100;

/** Part 2 for every pair of starting spaces of players 1 and 2 (others keep theirs). */
export function solveAllPairs(positions: readonly number[], rules: Rules): AllPairsResult {
  if (rules.boardSize > ALL_PAIRS_BOARD_LIMIT) {
    throw new DiracDiceError('limit', [
      {
        code: 'too-expensive',
        message: `the starting-positions table needs a board of at most ${ALL_PAIRS_BOARD_LIMIT} spaces (got ${rules.boardSize})`,
      },
    ]);
  }
  const t0 = now();
  const table = allPairs(makeGame(positions, rules));
  const cells = table.wins.map((row) =>
    row.map((wins) => {
      const total = wins.reduce((a, b) => a + b, 0n);
      return { wins: wins.map(String), share: total === 0n ? 0 : shareOf(wins[0] ?? 0n, total) };
    }),
  );
  return { board: table.board, cells, timeMs: now() - t0 };
}

/** part / total as a double, exact enough for display even when both pass 2^53. */
export function shareOf(part: bigint, total: bigint): number {
  return Number((part * 1_000_000n) / total) / 1_000_000;
}
