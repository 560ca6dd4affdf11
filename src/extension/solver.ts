import {
  ALL_PAIRS_BOARD_LIMIT,
  DiracDiceError,
  estimateCost,
  makeGame,
  readPositions,
  replayDeterministic,
  resolveRules,
  rulesToJson,
  solve,
  solveAllPairs,
  type RulesInput,
  type SolveResult,
  type StrategyName,
  type Problem,
  type RulesJson,
} from '../core';
import type { PanelModel, PairAnswers, SourceInfo } from '../shared/protocol';

/** What the extension asks of the solver for one document. */
export interface SolveRequest {
  text: string;
  source: SourceInfo;
  rules: RulesInput;
  strategy: StrategyName;
  rulesOrigin: PanelModel['rulesOrigin'];
  /** Run every strategy its estimate allows (the panel's "Run all strategies"). */
  compareAll?: boolean;
  /** Refuse part 2 above this estimated cost (the diracDice.maxWork setting). */
  maxWork?: number;
}

export type SolveOutcome = { ok: true; model: PanelModel } | { ok: false; problems: Problem[]; rules: RulesJson };

const now = (): number => globalThis.performance.now();

/** The heatmap's table is built only below this estimated cost (one solo game per space; ~0.1 s here). */
export const ALL_PAIRS_WORK = 100_000_000;

/**
 * Solves a document for the panel: both parts, the heatmap table, the part 1 replay. Bad input,
 * bad rules and refused requests come back as problems, never as exceptions.
 */
export function solveForPanel(request: SolveRequest): SolveOutcome {
  const t0 = now();
  try {
    const rules = resolveRules(request.rules);
    const result: SolveResult = solve(request.text, {
      rules: request.rules,
      strategy: request.strategy,
      compare: request.compareAll ? true : undefined,
      maxWork: request.maxWork,
    });
    const allPairs =
      rules.boardSize <= ALL_PAIRS_BOARD_LIMIT &&
      rules.boardSize * estimateCost(makeGame([1, 1], rules)).steps <= ALL_PAIRS_WORK
        ? solveAllPairs(result.players, rules)
        : null;
    const replayed = replayDeterministic(result.players, rules);
    const replay = replayed ? { ...replayed, target: Number(rules.target) } : null;
    return {
      ok: true,
      model: {
        source: request.source,
        result,
        allPairs,
        replay,
        rulesOrigin: request.rulesOrigin,
        totalMs: now() - t0,
      },
    };
  } catch (error) {
    if (error instanceof DiracDiceError) {
      return { ok: false, problems: [...error.problems], rules: rulesToJsonSafe(request.rules) };
    }
    throw error;
  }
}

function rulesToJsonSafe(rules: RulesInput): RulesJson {
  try {
    return rulesToJson(resolveRules(rules));
  } catch {
    return rulesToJson(resolveRules({}));
  }
}

/** Both answers for other starting positions (a heatmap click). */
export function solvePair(positions: number[], rules: RulesInput): PairAnswers | Problem[] {
  try {
    const resolved = resolveRules(rules);
    const checked = readPositions('', resolved, positions);
    const result = solve('', { rules, positions: checked, compare: false });
    return {
      positions: checked,
      part1: result.part1?.answer ?? '',
      part2: result.part2?.answer ?? '',
      wins: result.part2?.wins ?? [],
    };
  } catch (error) {
    if (error instanceof DiracDiceError) return [...error.problems];
    throw error;
  }
}
