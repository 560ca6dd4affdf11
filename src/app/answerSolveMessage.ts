import { soloThreadStarts } from '../core';
import type { PlaySolos, SolveMessage, SolverReply } from '../shared/worker';
import { solveForPanel } from './panelSolve';

/**
 * A solver thread's whole job, the same in a Node worker thread and a Web Worker. With
 * `playSolos`, the players' exact solo games of a big request are played on threads of their own
 * first (on one thread when those fail).
 */
export async function answerSolveMessage(
  message: SolveMessage,
  reply: (message: SolverReply) => void,
  playSolos?: PlaySolos,
): Promise<void> {
  try {
    const { request } = message;
    const { rules, positions, maxWork } = request;
    const starts = playSolos ? soloThreadStarts('', { rules, positions, maxWork }) : [];
    const played = playSolos && starts.length > 0 ? await playSolos(rules, starts).catch(() => undefined) : undefined;
    const outcome = solveForPanel(request, played);
    reply({ type: 'outcome', outcome });
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
