import { soloThreadStarts } from '../core';
import type { PlaySolos, SolveMessage, SolverReply } from '../shared/worker';
import { tablesOf } from './explorerTree';
import { solveForPanel } from './panelSolve';

/**
 * A solver thread's whole job; with `playSolos`, a big request's exact solo games go to threads of their own first.
 * Memo tables are replied with their buffers to transfer (not copied: the thread stops after).
 */
export async function answerSolveMessage(
  message: SolveMessage,
  reply: (message: SolverReply, transfer?: ArrayBuffer[]) => void,
  playSolos?: PlaySolos,
): Promise<void> {
  try {
    if (message.type === 'tables') {
      const tables = tablesOf(message.positions, message.rules);
      return reply(
        { type: 'tables', tables },
        tables.passes.map((p) => p.values.buffer as ArrayBuffer),
      );
    }
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
