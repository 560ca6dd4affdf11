import type * as vscode from 'vscode';
import { parseInput, perPlayerWork, resolveRules } from '../core';
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
 * Above this estimate (inner steps of the per-player strategy, see perPlayerWork) a solve leaves
 * the extension host's thread, and the CodeLens and hover skip their inline answers. The puzzle
 * is about 60,000; 2,000,000 is a Dirac target of about 120 on the puzzle's board (tens of ms).
 */
export const HEAVY_WORK = 2_000_000;

export function estimateWork(request: SolveRequest): number {
  try {
    const rules = resolveRules(request.rules);
    const parsed = parseInput(request.text, rules.boardSize);
    const players = parsed.ok ? parsed.input.positions.length : 2;
    // Solving for the panel also builds the all-pairs table: one solo game per space.
    return perPlayerWork(players, rules) + (rules.boardSize * perPlayerWork(1, rules));
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
    return estimateWork(request) > HEAVY_WORK;
  }

  readonly activeWorkers = 0;

  dispose(): void {}
}
