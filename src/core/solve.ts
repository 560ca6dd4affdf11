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
import { makeGame, type DiracGame, type Part2Outcome } from './part2/game';
import { memo } from './part2/memo';
import { perPlayer } from './part2/perPlayer';
import { naive, weighted } from './part2/tree';
import { formatInput, parseInput } from './parse';
import { rollFrequencies } from './rolls';
import { checkAllPairs, checkCost, LIMITS, memoIsCheap } from './limits';
import { resolveRules, rulesToJson, type Rules, type RulesInput } from './rules';

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
    if (compare === undefined && name === 'memo' && name !== strategy && !memoIsCheap(game, totalOf(main))) continue;
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

const totalOf = (outcome: Part2Outcome | undefined): bigint => outcome?.wins.reduce((a, b) => a + b, 0n) ?? 0n;

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

/** Part 2 for every pair of starting spaces of players 1 and 2 (others keep theirs). */
export function solveAllPairs(positions: readonly number[], rules: Rules): AllPairsResult {
  checkAllPairs(rules, Infinity);
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

/** Shares are rounded down to millionths: the one rounding rule, so shares never sum past 1. */
const SHARE_STEPS = 10n ** 6n;

/** part / total as a double, exact enough for display even when both pass 2^53. */
export function shareOf(part: bigint, total: bigint): number {
  return Number((part * SHARE_STEPS) / total) / Number(SHARE_STEPS);
}
