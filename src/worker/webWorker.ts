// The solver in a Web Worker (browser build): one request in, progress and one outcome out.
import { answerSolveMessage } from '../app/answerSolveMessage';
import type { SolveMessage } from '../shared/worker';

/** The worker's global scope (the project's TypeScript has no WebWorker library). */
const scope = globalThis as unknown as {
  onmessage: ((event: { data: SolveMessage }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => answerSolveMessage(event.data, (reply) => scope.postMessage(reply));
