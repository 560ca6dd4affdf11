/** The panel's solve, wherever the solver runs (in process, a Node worker thread, a Web Worker). */
import { checkRequest, resolveRules, type CheckedRequest, type Rules, type SolveOptions } from '../core';
import { solveChecked, type Played } from '../core/solve';
import { problemsOf } from '../core/errors';
import type { PairAnswers } from '../shared/protocol';
import type { Problem, RulesJson } from '../core/result';
import type { SolveOutcome, SolveRequest } from '../shared/worker';
import { HEAVY_WORK } from './policy';

/** Requests the host checked, by identity: solved in process, a request is not checked again (a thread gets a copy). */
const checkedOnHost = new WeakMap<SolveRequest, CheckedRequest>();

/** Checks a request once on rules already resolved; its estimate decides heavy or light, and an in-process solve reuses it. */
export function checkForPanel(request: SolveRequest, rules: Rules): CheckedRequest {
  const options: SolveOptions = {
    strategy: request.strategy,
    compareWith: request.compareAll ? 'all' : [],
    include: ['memoStats', 'winsByTurn', 'replay', 'probabilities', 'composition'],
    maxWork: request.maxWork,
  };
  const checked = checkRequest(request.positions, rules, options, true);
  checkedOnHost.set(request, checked);
  return checked;
}

/**
 * A request in one call into the core, with solo games played on other threads if any (null table
 * where refused). Bad rules and refused requests are problems; anything thrown is a bug.
 */
export function solveForPanel(request: SolveRequest, played?: Played): SolveOutcome {
  try {
    const checked = checkedOnHost.get(request) ?? checkForPanel(request, resolveRules(request.rules));
    const { result, allPairs } = solveChecked(checked, played);
    return { ok: true, result, allPairs };
  } catch (error) {
    return { ok: false, problems: problemsOf(error) };
  }
}

/**
 * Both answers for other starting positions (a heatmap cell), under the rules the heatmap was made
 * with; null where that is heavy work (the host solves no heavy request on its own thread).
 */
export function solvePair(positions: readonly number[], rules: RulesJson): PairAnswers | Problem[] | null {
  try {
    const request = checkRequest(positions, resolveRules(rules), {}, false);
    if (request.work > HEAVY_WORK) return null;
    const { result } = solveChecked(request);
    return {
      positions: result.players,
      part1: result.part1?.answer ?? '',
      part2: result.part2?.answer ?? '',
      wins: result.part2?.wins ?? [],
    };
  } catch (error) {
    return problemsOf(error);
  }
}
