import type { CancelSignal, SolveOutcome, SolveRequest, Solver } from '../shared/worker';
import type { MemoTables } from '../core';
import type { RulesJson } from '../core/result';
import { tablesOf } from './explorerTree';
import { solveForPanel } from './panelSolve';

/** Solves on the calling thread after one macrotask, so what the caller sent just before (the panel) goes out first. */
export class InProcessSolver implements Solver {
  readonly canCancel = false;
  readonly activeThreads = 0;

  async solve(request: SolveRequest, _signal?: CancelSignal): Promise<SolveOutcome> {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    return solveForPanel(request);
  }

  async tables(positions: readonly number[], rules: RulesJson): Promise<MemoTables> {
    return tablesOf(positions, rules);
  }

  stopThreads(): number {
    return 0;
  }

  dispose(): void {}
}
