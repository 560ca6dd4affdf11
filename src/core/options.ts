/** The library's options, and what they mean once normalized: a plan of what to run. solve() runs only what is asked for. */
import { STRATEGY_NAMES, type StrategyName } from './result';
import { LIMITS } from './limits';
import type { RulesInput } from './ruleTable';

/** Facts asked for by name, beyond the answers. */
export const EXTRAS = ['memoStats', 'winsByTurn', 'replay', 'probabilities', 'composition'] as const;
export type Extra = (typeof EXTRAS)[number];

/** Part 2's own options (solvePart2's named form; the part 2 fields of SolveOptions). */
export interface Part2Options {
  /** Strategy whose counts are reported (default 'per-player', the fastest). */
  strategy?: StrategyName;
  /** Other strategies to run and cross-check; those over their limits are listed in part2.refused. */
  compareWith?: readonly StrategyName[] | 'all';
  /**
   * 'memoStats': run the memo for its stats where it is cheap (DEFAULT_MEMO_STATES);
   * 'winsByTurn': part2.byTurn (from per-player, run as well if another strategy is reported);
   * 'probabilities': part2.probability, each player's exact chance of winning and the game's length
   * (from per-player's counts by turn, at the cost of one BigInt sum over the moves);
   * 'composition': part2.composition, each player's solo game (how per-player's counts are made).
   */
  include?: readonly Extra[];
  /** Refuse part 2 above this estimated cost (default LIMITS.maxWork; see estimateCost). */
  maxWork?: number;
}

/** With `include: ['replay']`, part 1 also records its scores per turn (part1.replay). */
export interface SolveOptions extends Part2Options {
  /** Rules over the puzzle's defaults. */
  rules?: RulesInput;
  /** Parts to solve (default [1, 2]). */
  parts?: readonly (1 | 2)[];
  /** Starting positions to use instead of parsing text (1-based spaces), checked like typed ones. */
  positions?: readonly number[];
}

/**
 * What part 2 runs: the strategy, the others to compare (a refusal listed, not thrown; solvePlanned runs
 * each strategy once), the memo's stats; the facts to report.
 */
export interface Part2Plan {
  strategy: StrategyName;
  compareWith: readonly StrategyName[];
  memoWhenCheap: boolean;
  winsByTurn: boolean;
  probabilities: boolean;
  composition: boolean;
  maxWork: number;
}

/** Reads part 2's options. */
export function planPart2(options: Part2Options): Part2Plan {
  const strategy = options.strategy ?? 'per-player';
  const include = options.include ?? [];
  const others = options.compareWith === 'all' ? STRATEGY_NAMES : (options.compareWith ?? []);
  return {
    strategy,
    compareWith: others,
    memoWhenCheap: include.includes('memoStats'),
    winsByTurn: include.includes('winsByTurn'),
    probabilities: include.includes('probabilities'),
    composition: include.includes('composition'),
    maxWork: options.maxWork ?? LIMITS.maxWork,
  };
}
