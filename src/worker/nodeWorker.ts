// The solver in a worker thread (Node build): one request in, one outcome out.
import { parentPort } from 'node:worker_threads';
import { solveForPanel, type SolveRequest } from '../extension/solver';

parentPort?.on('message', (request: SolveRequest) => {
  parentPort?.postMessage(solveForPanel(request));
});
