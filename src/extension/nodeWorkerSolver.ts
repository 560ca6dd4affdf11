import { Worker } from 'node:worker_threads';
import * as vscode from 'vscode';
import type { SolverThread } from '../app/threadSolver';

/** The Node build's solver threads: a worker_threads Worker running dist/worker.js. */
export function spawnNodeWorker(extensionUri: vscode.Uri, log: vscode.LogOutputChannel): Promise<SolverThread> {
  const script = vscode.Uri.joinPath(extensionUri, 'dist', 'worker.js').fsPath;
  // A memory cap per worker: a runaway request fails instead of exhausting the machine.
  const worker = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: 2048 } });
  log.info('a heavy solve runs in a worker thread');
  return Promise.resolve({
    start: (message, onReply) => {
      worker.on('message', onReply);
      worker.once('error', (error) => onReply({ type: 'failed', message: error.message }));
      worker.once('exit', (code) =>
        onReply({ type: 'failed', message: `the solver worker stopped (exit code ${code})` }),
      );
      worker.postMessage(message);
    },
    stop: () => void worker.terminate(),
  });
}
