// The solver in a Web Worker (browser build): one request in, one outcome out.
import { solveForPanel, type SolveRequest } from '../extension/solver';

/** The worker's global scope (the project's TypeScript has no WebWorker library). */
const scope = globalThis as unknown as {
  onmessage: ((event: { data: SolveRequest }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => scope.postMessage(solveForPanel(event.data));
