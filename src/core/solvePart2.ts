import type { Composition, Part2Result, Problem, StrategyName, StrategyRun } from './result';
import { DiracDiceError } from './errors';
import { SAFE } from './exact';
import { memoIsCheap, refuseBeforeWork } from './estimates';
import { planPart2, type Part2Options, type Part2Plan } from './options';
import { checkPositions } from './parse';
import { checkOptions } from './validate';
import { frontier } from './part2/frontier';
import { makeGame, type DiracGame, type Part2Outcome } from './game';
import { memo } from './part2/memo';
import { exactSoloOf, perPlayer, solosOf } from './part2/perPlayer';
import { leader, probabilities } from './probability';
import { naive, weighted } from './part2/tree';
import { shareOf } from './share';
import { checkResolvedRules, type Rules } from './rules';

/** The platform clock (performance exists in browsers, workers and Node; the core declares only what it uses). */
const clock = (globalThis as unknown as { performance: { now(): number } }).performance;
export const now = (): number => clock.now();

/** Each strategy by name; `winsByTurn` (per-player only) may be turned off when nobody reads them. */
const STRATEGIES: Record<StrategyName, (game: DiracGame, rules: Rules, winsByTurn: boolean) => Part2Outcome> = {
  'per-player': (game, _rules, winsByTurn) => perPlayer(game, winsByTurn),
  memo,
  frontier,
  weighted,
  naive: (game, rules) => naive(game, rules.diracSides, rules.rollsPerTurn),
};

/** Runs one named strategy on a game. Throws DiracDiceError('limit') when the strategy refuses. */
export function runStrategy(name: StrategyName, game: DiracGame, rules: Rules, winsByTurn = true): Part2Outcome {
  return STRATEGIES[name](game, rules, winsByTurn);
}

/** Part 2: the counts of `options.strategy`, checked against every other strategy that ran. */
export function solvePart2(positions: readonly number[], rules: Rules, options: Part2Options = {}): Part2Result {
  checkOptions('solvePart2', options);
  const resolved = checkResolvedRules('solvePart2', rules);
  checkPositions('solvePart2', positions, resolved);
  return solvePlanned(makeGame(positions, resolved), resolved, planPart2(options));
}

/** One strategy's run, or the reason it refused (only strategies run for comparison may refuse). */
type Attempt = { outcome: Part2Outcome; run: StrategyRun } | { refused: DiracDiceError };

function attempt(name: StrategyName, game: DiracGame, rules: Rules, plan: Part2Plan, mayRefuse: boolean): Attempt {
  const start = now();
  try {
    const outcome = runStrategy(name, game, rules, plan.winsByTurn || plan.probabilities);
    // Integers below 2^53 print exactly as doubles, and much faster than as BigInt.
    const wins = (outcome.doubles ?? outcome.wins).map(String);
    return { outcome, run: { strategy: name, timeMs: now() - start, statesTouched: outcome.statesTouched, wins } };
  } catch (error) {
    if (mayRefuse && error instanceof DiracDiceError && error.kind === 'limit') return { refused: error };
    throw error;
  }
}

/** Runs what the plan asks for on the game, in order: the strategy, the others to compare, per-player for wins by turn, memo for its stats. */
export function solvePlanned(game: DiracGame, rules: Rules, plan: Part2Plan): Part2Result {
  const t0 = now();
  refuseBeforeWork(game, plan.strategy, plan.maxWork);
  const first = attempt(plan.strategy, game, rules, plan, false);
  if (!('outcome' in first)) throw new Error('internal error: the reported strategy refused without throwing');
  const main = first.outcome;
  const runs: StrategyRun[] = [first.run];
  const refused: Part2Result['refused'] = [];
  const outcomes = new Map<StrategyName, Part2Outcome>([[plan.strategy, main]]);
  const extra = (name: StrategyName): void => {
    if (outcomes.has(name)) return;
    const tried = attempt(name, game, rules, plan, true);
    if (!('outcome' in tried)) {
      const problem = tried.refused.problems[0] as Problem; // a limit refuses with exactly one
      refused.push({ strategy: name, reason: tried.refused.message, problem });
      return;
    }
    if (tried.run.wins.some((w, i) => w !== first.run.wins[i])) {
      throw new Error(
        `internal error: strategy ${name} disagrees with ${plan.strategy} (${tried.run.wins.join(', ')} vs ${first.run.wins.join(', ')})`,
      );
    }
    outcomes.set(name, tried.outcome);
    runs.push(tried.run);
  };
  plan.compareWith.forEach(extra);
  if (plan.winsByTurn || plan.probabilities) extra('per-player');
  const answer = answerOf(main, first.run.wins);
  if (plan.memoWhenCheap && memoIsCheap(game, answer.total)) extra('memo');
  const turns = outcomes.get('per-player')?.byTurn;
  const byTurn = plan.winsByTurn ? turns : undefined;
  const weighed = plan.probabilities && turns ? probabilities(turns, rules.diracSides, rules.rollsPerTurn) : null;
  const most = leader(main.wins);
  // Written out field by field: spreading the answer into a literal costs more than the solve on the puzzle.
  return {
    answer: answer.answer,
    wins: answer.wins,
    winner: answer.winner,
    ahead: { universes: most === null ? null : most + 1, probability: weighed?.mostLikely ?? null },
    totalUniverses: answer.totalUniverses,
    shares: answer.shares,
    strategy: plan.strategy,
    rollFrequencies: game.frequencies.map((row) => ({ sum: row.sum, ways: row.ways })),
    memo: outcomes.get('memo')?.memo ?? null,
    byTurn: byTurn ? { wins: byTurn.map((row) => row.map(String)) } : null,
    probability: weighed?.probability ?? null,
    composition: plan.composition ? compositionOf(game) : null,
    runs,
    refused,
    timeMs: now() - t0,
  };
}

/** Each player's solo game, the game's own (in doubles while they stay below 2^53), padded to the longest. */
function compositionOf(game: DiracGame): Composition {
  const inDoubles = solosOf(game, game.starts);
  const exact = inDoubles.every((s) => s.peak < SAFE);
  const solos = exact ? inDoubles : game.starts.map((s) => exactSoloOf(game, s));
  const length = Math.max(...solos.map((s) => s.wins.length));
  const padded = (values: readonly (number | bigint)[]): string[] =>
    Array.from({ length }, (_, t) => String(values[t] ?? 0));
  return { solo: solos.map((s) => ({ wins: padded(s.wins), alive: padded(s.alive) })) };
}

/** The answer and the facts around it: the larger count, who has it, each player's share (`decimal`: the wins already written out). */
function answerOf(
  outcome: Part2Outcome,
  decimal: readonly string[],
): Pick<Part2Result, 'answer' | 'wins' | 'winner' | 'totalUniverses' | 'shares'> & { total: bigint } {
  const wins = outcome.wins;
  const total = wins.reduce((a, b) => a + b, 0n);
  const winner = wins.indexOf(wins.reduce((a, b) => (b > a ? b : a))); // the first of the largest
  return {
    answer: decimal[winner] as string,
    wins: [...decimal],
    winner: winner + 1,
    totalUniverses: total.toString(),
    shares: wins.map((w) => shareOf(w, total)),
    total,
  };
}
