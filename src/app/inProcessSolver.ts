import type { CancelSignal, SolveOutcome, SolvePhase, SolveRequest, Solver } from '../shared/worker';
import { solveForPanel } from './panelSolve';

/** Solves on the calling thread: small requests, and everything where no thread can be made. */
export class InProcessSolver implements Solver {
  readonly canCancel = false;
  readonly activeThreads = 0;

  async solve(
    request: SolveRequest,
    _signal?: CancelSignal,
    onProgress?: (phase: SolvePhase) => void,
  ): Promise<SolveOutcome> {
    return solveForPanel(request, onProgress);
  }

  stopThreads(): number {
    return 0;
  }

  dispose(): void {}
}
