// The solver in a Node worker thread: a message in (a solve, a game's memo tables), one reply out. The same bundle
// runs its solo threads (nodeSoloThreads.ts), which play a big request's exact solo games in parallel.
import { parentPort } from 'node:worker_threads';
import { answerSolveMessage } from '../app/answerSolveMessage';
import type { SolveMessage } from '../shared/worker';
import { answerSoloJob, playOnThreads } from './nodeSoloThreads';

if (!answerSoloJob()) {
  parentPort?.on('message', (message: SolveMessage) =>
    answerSolveMessage(
      message,
      (reply, transfer) => parentPort?.postMessage(reply, transfer),
      (rules, starts) => playOnThreads(__filename, rules, starts),
    ),
  );
}
