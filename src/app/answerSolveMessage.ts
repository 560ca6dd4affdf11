import { soloThreadStarts } from '../core';
import type { PlaySolos, SolveMessage, SolverReply } from '../shared/worker';
import { solveForPanel } from './panelSolve';

/** A solver thread's whole job; with `playSolos`, a big request's exact solo games go to threads of their own first. */
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
