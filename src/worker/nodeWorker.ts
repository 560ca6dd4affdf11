// The solver in a Node worker thread: one request in, progress and one outcome out.
import { parentPort } from 'node:worker_threads';
import { answerSolveMessage } from '../app/answerSolveMessage';
import type { SolveMessage } from '../shared/worker';

parentPort?.on('message', (message: SolveMessage) =>
  answerSolveMessage(message, (reply) => parentPort?.postMessage(reply)),
);
