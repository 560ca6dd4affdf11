import { Worker } from 'node:worker_threads';
import * as vscode from 'vscode';
import type { SolveOutcome, SolveRequest } from './solver';
import type { SolverThread } from './threadSolver';

/** The Node build's threads: a worker_threads Worker running dist/worker.js, capped in memory. */
export function spawnNodeWorker(extensionUri: vscode.Uri): Promise<SolverThread> {
  const script = vscode.Uri.joinPath(extensionUri, 'dist', 'worker.js').fsPath;
  // A memory cap per worker: a runaway request fails instead of exhausting the machine.
  const worker = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: 2048 } });
  return Promise.resolve({
    run: (request: SolveRequest) =>
      new Promise<SolveOutcome>((resolve, reject) => {
        worker.once('message', (outcome: SolveOutcome) => resolve(outcome));
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`the solver worker stopped (exit code ${code})`)));
        worker.postMessage(request);
      }),
    stop: () => void worker.terminate(),
  });
}
