import type { SolveMessage, SolverReply } from '../shared/worker';
import { solveForPanel } from './panelSolve';

/** A solver thread's whole job, the same in a Node worker thread and a Web Worker. */
export function answerSolveMessage(message: SolveMessage, reply: (message: SolverReply) => void): void {
  try {
    const outcome = solveForPanel(message.request);
    reply({ type: 'outcome', outcome });
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
