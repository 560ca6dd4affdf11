/**
 * The solve behind the results panel: both parts, the part 1 replay, the start-pairs table. Runs
 * wherever the solver runs (in process, a Node worker thread, a Web Worker): pure, no `vscode`.
 */
import {
  ALL_PAIRS_BOARD_LIMIT,
  DiracDiceError,
  estimateCost,
  makeGame,
  replayDeterministic,
  resolveRules,
  solve,
  solveAllPairs,
  type Rules,
} from '../core';
import type { PairAnswers } from '../shared/protocol';
import type { Problem, RulesJson } from '../shared/result';
import type { SolveOutcome, SolvePhase, SolveRequest } from '../shared/worker';

const now = (): number => globalThis.performance.now();

/** The heatmap's table is built only below this estimated cost (one solo game per space; ~0.1 s here). */
const ALL_PAIRS_WORK = 100_000_000;

/** The resolved rules of a request, as the core takes them. */
export function rulesOf(json: RulesJson): Rules {
  return resolveRules(json);
}

/**
 * Solves a request for the panel. Bad rules and refused requests come back as problems, never as
 * exceptions; anything else thrown is a bug.
 */
export function solveForPanel(request: SolveRequest, onProgress: (phase: SolvePhase) => void = () => {}): SolveOutcome {
  const t0 = now();
  try {
    const rules = rulesOf(request.rules);
    onProgress('answers');
    const result = solve('', {
      rules: request.rules,
      positions: request.positions,
      strategy: request.strategy,
      compare: request.compareAll ? true : undefined,
      maxWork: request.maxWork,
    });
    onProgress('allPairs');
    const allPairs = allPairsAffordable(rules) ? solveAllPairs(result.players, rules) : null;
    const replayed = replayDeterministic(result.players, rules);
    const replay = replayed ? { ...replayed, target: Number(rules.target) } : null;
    const model = { source: request.source, result, allPairs, replay, rulesOrigin: request.rulesOrigin, totalMs: 0 };
    model.totalMs = now() - t0;
    return { ok: true, model };
  } catch (error) {
    if (error instanceof DiracDiceError) return { ok: false, problems: [...error.problems], rules: request.rules };
    throw error;
  }
}

function allPairsAffordable(rules: Rules): boolean {
  return (
    rules.boardSize <= ALL_PAIRS_BOARD_LIMIT &&
    rules.boardSize * estimateCost(makeGame([1, 1], rules)).steps <= ALL_PAIRS_WORK
  );
}

/** Both answers for other starting positions (a heatmap cell), with the rules the heatmap was made with. */
export function solvePair(positions: readonly number[], rules: RulesJson): PairAnswers | Problem[] {
  try {
    const result = solve('', { rules, positions, compare: false });
    return {
      positions: result.players,
      part1: result.part1?.answer ?? '',
      part2: result.part2?.answer ?? '',
      wins: result.part2?.wins ?? [],
    };
  } catch (error) {
    if (error instanceof DiracDiceError) return [...error.problems];
    throw error;
  }
}
