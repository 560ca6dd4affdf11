import { resolveRules } from '../core';
import { makeGame } from '../core/game';
import { memoTables } from '../core/part2/memo';
import { soloThreadStarts } from '../core/solve';
import type { PlaySolos, SolveMessage, SolverReply } from '../shared/worker';
import { solveForPanel } from './panelSolve';

/** A solver thread's whole job (tables go with their buffers transferred); `playSolos` plays a big request's solos. */
export async function answerSolveMessage(
  message: SolveMessage,
  reply: (message: SolverReply, transfer?: ArrayBuffer[]) => void,
  playSolos?: PlaySolos,
): Promise<void> {
  try {
    if (message.type === 'tables') {
      const tables = memoTables(makeGame(message.positions, resolveRules(message.rules)));
      const buffers = tables.passes.map((p) => p.values.buffer as ArrayBuffer);
      return reply({ type: 'tables', tables }, buffers);
    }
    const { request } = message;
    const { rules, positions, maxWork, strategy } = request;
    const starts = playSolos ? soloThreadStarts('', { rules, positions, maxWork, strategy }) : [];
    const played = playSolos && starts.length > 0 ? await playSolos(rules, starts).catch(() => undefined) : undefined;
    const outcome = solveForPanel(request, played);
    reply({ type: 'outcome', outcome });
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
