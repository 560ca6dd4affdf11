import type * as vscode from 'vscode';
import { estimateCost, makeGame, parseInput, resolveRules } from '../core';
import { solveForPanel, type SolveOutcome, type SolveRequest } from './solver';

/**
 * How the extension runs a solve. The rest of the extension sees only this: the Node build runs
 * big requests in a worker thread, the browser build runs everything in place (with the limits).
 */
export interface SolverClient {
  solve(request: SolveRequest, token?: vscode.CancellationToken): Promise<SolveOutcome | 'cancelled'>;
  /** Whether a request is big enough to deserve progress UI and a thread of its own. */
  isHeavy(request: SolveRequest): boolean;
  /** Worker threads running now. */
  readonly activeWorkers: number;
  dispose(): void;
}

/**
 * Above this estimated cost (estimateCost().steps, about a nanosecond each) a solve leaves the
 * extension host's thread, and the CodeLens and hover skip their inline answers. The puzzle is
 * about 30,000 steps; 5,000,000 is a Dirac target of about 150 on the puzzle's board.
 */
export const HEAVY_WORK = 5_000_000;

/** Boards x targets above this are heavy without estimating (the estimate itself costs board x target). */
const OBVIOUSLY_HEAVY_CELLS = 200_000;

/** The cost of a request for the panel: part 2, plus one solo game per space for the heatmap. */
export function estimateWork(text: string, rulesInput: SolveRequest['rules']): number {
  try {
    const rules = resolveRules(rulesInput);
    if (rules.boardSize * rules.diracTarget > OBVIOUSLY_HEAVY_CELLS) return Infinity;
    const parsed = parseInput(text, rules.boardSize);
    const positions = parsed.ok ? parsed.input.positions : [1, 1];
    const steps = estimateCost(makeGame(positions, rules)).steps;
    return steps + (rules.boardSize * steps) / new Set(positions).size;
  } catch {
    return 0;
  }
}

/** Runs every request on the calling thread (the browser build, and small requests). */
export class InlineSolver implements SolverClient {
  async solve(request: SolveRequest): Promise<SolveOutcome> {
    return solveForPanel(request);
  }

  isHeavy(request: SolveRequest): boolean {
    return estimateWork(request.text, request.rules) > HEAVY_WORK;
  }

  readonly activeWorkers = 0;

  dispose(): void {}
}
