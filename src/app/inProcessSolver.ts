import type { CancelSignal, SolveOutcome, SolveRequest, Solver } from '../shared/worker';
import { solveForPanel } from './panelSolve';

/** Solves on the calling thread after one macrotask, so what the caller sent just before (the panel) goes out first. */
export class InProcessSolver implements Solver {
  readonly canCancel = false;
  readonly activeThreads = 0;

  async solve(request: SolveRequest, _signal?: CancelSignal): Promise<SolveOutcome> {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    return solveForPanel(request);
  }

  stopThreads(): number {
    return 0;
  }

  dispose(): void {}
}
